# The sheets' texts in Spanish (es). Every message of en.ftl, translated.
#
# Terms: halfling = media loseta (pl. medias losetas); triangular gap =
# hueco triangular; follower = seguidor; space = espacio; pennant = escudo;
# leg = lado corto (named: lado norte, lado oeste); long side = lado largo;
# feature = elemento; field/farm = campo; normal tile = loseta normal.
# Spanish plurals (CLDR): [one] and *[other].

## Every sheet

# The product's published name in Spanish, first in every title.
expansion-name = Mitad y Mitad
fallback-mark = *
fallback-note = * aún sin traducir: se muestra en inglés
footer = Generado por { $generator } a partir de las definiciones de las losetas · { $paper }
page-number = página { $number } de { $count }
paper-a4 = A4
paper-letter = Carta
tiles-count = { $count ->
    [one] { $count } loseta
   *[other] { $count } losetas
}

## Landscapes, sides and symbols, as the sheets name them

landscape = { $landscape ->
    [city] ciudad
    [road] camino
   *[field] campo
}
side = { $side ->
    [north] norte
    [long] lado largo
   *[west] oeste
}
symbol-name = { $symbol ->
    [vineyard] Viñedo
    [hill] Colina
    [sheep] Oveja
   *[crop-circle] Círculo de cultivo
}
symbol-name-lower = { $symbol ->
    [vineyard] viñedo
    [hill] colina
    [sheep] oveja
   *[crop-circle] círculo de cultivo
}

## The rule reference

rules-title = { $expansion }: referencia de reglas
rules-provenance = Generado por { $generator } a partir de las definiciones de las losetas con SHA-256
rules-set = { $set } ({ $count ->
    [one] { $count } loseta
   *[other] { $count } losetas
})
rules-set-origin = { $set }: { $origin }; símbolo del conjunto: { $symbol }.
rules-subtitle = { $count } losetas triangulares de medio tamaño: { $sets }.
rules-aliases = También publicada como { $aliases }. { $subtitle }

setup-heading = Preparación según la edición
setup-edition = Edición
setup-takes = Cada jugador toma
setup-setup = Preparación
setup-draft = Variante de draft
setup-rules = Reglas aplicables
setup-halflings = { $count ->
    [one] { $count } media loseta
   *[other] { $count } medias losetas
}, sea cual sea el número de jugadores

placement-heading = Colocación
followers-heading = Seguidores
scoring-heading = Puntuación

diagram-leg = { $tile }: su lado oeste contra el lado de una loseta, y su { landscape } continúa.
diagram-long-side = { $tile }: su lado largo hacia una loseta normal, a la que solo toca en una esquina.
diagram-corner = { $tile }: toca una loseta colocada solo en una esquina.
diagram-shared = { $tile } y { $partner } comparten un espacio, lado largo contra lado largo.

counting-heading = Recuento según la versión de reglas
counting-majority = Los jugadores con más seguidores en un elemento lo puntúan; en caso de empate, cada uno recibe todos los puntos.
counting-base = Puntos del juego básico: una ciudad completada, { $city } por loseta y { $pennant } por escudo; una sin terminar al final de la partida, { $unfinished } y { $unfinished-pennant }; un camino, { $road } por loseta; un monasterio, { $monastery } por loseta en su espacio y en los 8 que lo rodean; un campo, { $farm } por cada ciudad completada con la que limita. { $majority }
counting-monastery-spaces = Un monasterio cuenta su propio espacio y los 8 que lo rodean; una media loseta en uno de ellos cuenta aunque no toque el monasterio.
counting-explained = Por media loseta: cada media loseta cuenta como una loseta. Por espacio: una o dos medias losetas en un espacio cuentan como una loseta.
counting-version = Versión de reglas
counting-roads-cities = Caminos y ciudades
counting-monasteries = Monasterios
counting-monastery-most = Monasterio máx.
counting-changed = Qué cambió
counting-current = { $name } – vigente
counting-per = { $counting ->
    [per-halfling] por media loseta
   *[per-space] por espacio
}
counting-assumed = { $counting } (supuesto)

gaps-heading = Huecos triangulares ({ $rules })
gap-city = { $complete ->
    [yes] Una ciudad con un hueco triangular puede estar completa.
   *[no] Una ciudad con un hueco triangular no está completa.
}
gap-road = { $complete ->
    [yes] Un camino con un hueco triangular puede estar completo.
   *[no] Un camino con un hueco triangular no está completo.
}
gap-field = { $interrupts ->
    [yes] Un hueco triangular interrumpe un campo.
   *[no] Un hueco triangular no interrumpe un campo.
}
gap-neighbours = { $join ->
    [yes] Dos huecos triangulares enfrentados a través de un lado forman un solo tramo de campo.
   *[no] Dos huecos triangulares enfrentados a través de un lado no unen ningún campo.
}
gap-monastery = { $each ->
    [yes] Un monasterio está completo cuando cada uno de los 8 espacios que lo rodean tiene al menos una loseta.
   *[no] Un monasterio solo está completo cuando los 8 espacios que lo rodean están llenos.
}
gap-barn = { $full ->
    [yes] Un establo necesita cuatro esquinas de campo totalmente ocupadas.
   *[no] Un establo no necesita esquinas de campo totalmente ocupadas.
}
gap-bridge = { $two ->
    [yes] Un puente necesita un espacio con dos medias losetas.
   *[no] Un puente puede estar en un espacio con una sola media loseta.
}
gap-figures = { $spaces ->
    [yes] Las figuras (dragón, torre, máquina voladora, plaga) se mueven y miden sobre la cuadrícula de espacios.
   *[no] Las figuras (dragón, torre, máquina voladora, plaga) se mueven y miden loseta a loseta.
}
gap-bridge-segment = Un puente sobre un espacio con dos medias losetas es un solo tramo de camino.
gap-diagram = { $tile }: su { landscape } cruza el lado largo hacia un hueco triangular (rayado), así que no se completa hasta que una segunda media loseta llene el espacio.

symbols-heading = Símbolos de expansiones
symbols-without = En la 1.ª edición, el símbolo de una expansión que no está en juego se ignora. Desde la 2.ª edición, el viñedo y la colina se juegan con sus reglas sin Colinas y Ovejas: no necesitan otro material.
symbol-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
symbol-tiles = loseta { $tiles }

questions-heading = Preguntas con otras expansiones
question = { $expansion }: { $question } ({ $status ->
    [ruled] resuelto:
   *[unsettled] sin resolver; aquí se interpreta:
} { $answer ->
    [yes] sí
   *[no] no
})

other-expansions-heading = Aclaraciones con otras expansiones
house-rules-heading = Reglas caseras de las fuentes

game-end-heading = Fin de la partida según la edición
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] La partida termina al final del turno en que se coloca la última loseta normal; las medias losetas no jugadas se pierden.
   *[no-placement-possible] La partida termina cuando nadie puede colocar una loseta normal ni una media loseta.
}

examples-heading = Ejemplos resueltos, jugados por el motor de reglas
examples-intro = Cada tablero se construye loseta a loseta, con todas las colocaciones legales; los puntos son los que da el motor de reglas con cada versión de reglas (2014, 2015-10, 2020, 2021-01, como en la tabla de recuento). Rosa: un hueco triangular. Discos: seguidores del color de su jugador. Contorno discontinuo: una colocación a probar, verde si es legal, rojo si se rechaza.
example-try = Probar { $tile } en [{ $x }, { $y }] girada { $rotation }°: { $verdict }
example-try-follower = Probar { $tile } en [{ $x }, { $y }] girada { $rotation }°, con un seguidor de { $player } en { $feature ->
    [city] la ciudad
    [road] el camino
    [field] el campo
    [monastery] el monasterio
   *[other] { $feature }
}: { $verdict }
verdict = { $verdict ->
    [legal] legal
    [unknown-tile] loseta desconocida
    [all-copies-placed] todas las copias colocadas
    [space-taken] espacio ocupado
    [long-sides-do-not-meet] los lados largos no coinciden
    [side-does-not-continue] el lado no continúa
    [corner-only] solo una esquina
    [not-adjacent] no adyacente
    [not-on-the-tile] no está en la loseta
    [feature-taken] elemento ocupado
   *[no-follower-left] no quedan seguidores
}

## The tile census

census-title = { $expansion }: inventario de losetas
census-set-title = { $title } – { $set }
census-set = { $tiles } · de { $first } a { $last } · origen: { $origin } · símbolo del conjunto: { $symbol }
set-symbol = { $symbol ->
    [pentagon] pentágono
   *[follower] seguidor
}
set-symbol-label = la etiqueta «{ $label }»
census-name = Nombre: { $name }
census-sides = Lados: { $sides }
census-side = { landscape } ({ side })
census-features = Elementos: { $features }
census-symbols = Símbolos: { $symbols }
census-no-symbols = Símbolos: ninguno
census-cities = { $count ->
    [one] { $count } ciudad
   *[other] { $count } ciudades
}
census-cities-pennants = { $count ->
    [one] { $count } ciudad
   *[other] { $count } ciudades
} ({ $pennants ->
    [one] { $pennants } escudo
   *[other] { $pennants } escudos
})
census-roads = { $count ->
    [one] { $count } camino
   *[other] { $count } caminos
}
census-fields = { $count ->
    [one] { $count } campo
   *[other] { $count } campos
}
census-monastery = un monasterio

## The print-and-cut sheet

cut-title = { $expansion }: losetas para imprimir y recortar
cut-page = { $title } ({ $number } de { $count })
cut-note = Imprime a tamaño real (100 %, sin ajustar a la página). Los lados cortos miden 45 mm: la barra de la derecha debe medir 50 mm. Recorta cada cuadrado por sus marcas de corte y después por su diagonal.
cut-note-bleed = Imprime a tamaño real (100 %, sin ajustar a la página). Los lados cortos miden 45 mm: la barra de la derecha debe medir 50 mm. Recorta cada cuadrado por sus marcas de corte y después por su diagonal. La ilustración sobresale { $bleed } mm de las líneas de corte (sangrado).
cut-bar = 50 mm

## The manifest's sentences (tiles/expansion.toml)

set-halflings-1-name = Mitad y Mitad I
set-halflings-1-origin = revista Spielbox, número 5/2014
set-halflings-2-name = Mitad y Mitad II
set-halflings-2-origin = tienda propia de la editorial (cundco), 2014
edition-C1-name = 1.ª edición
edition-C1-setup = Baraja las medias losetas boca abajo y reparte 2 a cada jugador, que las mira y las deja boca abajo.
edition-C1-draft = Pon todas las medias losetas boca arriba; empezando por el último jugador en el orden de turno y en sentido antihorario, cada uno toma una y la deja boca abajo; después, todos toman una segunda del mismo modo.
edition-C2-name = 2.ª edición
edition-C2-setup = Primera partida: deja fuera las que tienen símbolos de expansiones. Baraja boca abajo y reparte 3 a cada jugador, que las deja boca abajo.
edition-C2-draft = Pon todas las medias losetas boca arriba; elige primero el último jugador en el orden de turno y luego se sigue en sentido antihorario hasta que todos tengan tres.
edition-C3-name = 3.ª edición
edition-C3-setup = Primera partida: deja fuera las que tienen símbolos de expansiones. Baraja boca abajo y reparte 3 a cada jugador, que las deja boca abajo.
edition-C3-draft = Pon todas las medias losetas boca arriba; elige primero el último jugador en el orden de turno y luego se sigue en sentido antihorario hasta que todos tengan tres.
rules-2014-name = Reglas C1 2014
rules-2014-note = Las reglas solo hablan de monasterios; contar dos medias losetas de un espacio como una loseta en caminos y ciudades fue una interpretación de los jugadores.
rules-2015-10-name = Aclaración 10/2015
rules-2015-10-note = Cada media loseta cuenta como una loseta aparte, también en los monasterios, así que un monasterio puede llegar a 18.
rules-2020-name = Reglas C2 2020 (con 10/2015)
rules-2020-note = Caminos y ciudades siguen contando cada media loseta; los monasterios vuelven a contar espacios ocupados.
rules-2021-01-name = Aclaración 1/2021
rules-2021-01-note = Todo cuenta espacios ocupados: una o dos medias losetas en un espacio son una loseta.
symbol-vineyard-expansion = Colinas y Ovejas
symbol-vineyard-rule = Cuando se completa un monasterio, su propietario suma 3 puntos más por cada viñedo que haya en las losetas de su espacio y de los 8 espacios que lo rodean.
symbol-hill-expansion = Colinas y Ovejas
symbol-hill-rule = Roba una loseta normal y colócala boca abajo bajo la media loseta de la colina; la mitad libre del espacio puede recibir después una segunda media loseta. La colina cuenta para todo el espacio, y un empate en un elemento con la colina lo gana el seguidor que está en la colina.
symbol-sheep-expansion = Colinas y Ovejas
symbol-sheep-rule = Una oveja que nunca se va: suma 3 cada vez que se puntúa el rebaño del pastor en su campo, y el lobo no puede ahuyentarla.
symbol-crop-circle-expansion = Mini n.º 7: Los Círculos de Cultivo
symbol-crop-circle-rule = Después de colocarla, nombra caballero, granjero o ladrón y elige para todos: cada uno puede añadir un seguidor de ese tipo junto a uno suyo en la misma loseta, o cada uno debe retirar uno de ese tipo. Se actúa por turno empezando por el jugador de tu izquierda y terminando contigo.
play-placement-1 = En lugar de robar una loseta normal, puedes jugar una de tus medias losetas.
play-placement-2 = Un lado corto debe tocar el lado de una loseta colocada en toda su longitud; tocarse solo en una esquina no cuenta.
play-placement-3 = O bien el lado largo se une al lado largo de una media loseta que ya está en un espacio, y llena ese espacio.
play-placement-4 = El lado largo nunca se coloca contra una loseta normal.
play-placement-5 = Todo elemento que toca un lado debe continuar al otro lado, como en el juego básico.
play-followers-1 = Los seguidores se colocan como en el juego básico.
play-followers-2 = Se puede poner un seguidor en una media loseta aunque la otra media loseta de su espacio ya tenga uno.
play-scoring-1 = Los elementos con medias losetas se puntúan según las reglas básicas, contando las losetas como indique la versión de reglas vigente.
play-scoring-2 = Una ciudad o un camino completados puntúan como siempre: con la 1/2021, una o dos medias losetas en un espacio cuentan como una loseta.
question-dragon-past-a-gap-expansion = La Princesa y el Dragón
question-dragon-past-a-gap = ¿Puede el dragón moverse más allá de un hueco triangular?
question-tower-range-ignores-gaps-expansion = La Torre
question-tower-range-ignores-gaps = ¿Se ignoran los huecos triangulares al contar el alcance de la torre?
question-flier-distance-ignores-gaps-expansion = La máquina voladora (Máquinas Voladoras)
question-flier-distance-ignores-gaps = Al medir la distancia de la máquina voladora, ¿se ignoran los huecos triangulares y solo se cuentan las medias losetas?
question-flier-lands-on-either-halfling-expansion = La máquina voladora (Máquinas Voladoras)
question-flier-lands-on-either-halfling = Cuando un vuelo en diagonal aterriza en un espacio con dos medias losetas en su trayectoria, ¿puede el jugador elegir cualquiera de las dos?
question-gap-separates-farms-at-a-barn-expansion = La Abadía y el Alcalde
question-gap-separates-farms-at-a-barn = Un establo colocado donde se encuentran campos separados por huecos triangulares, ¿los une en un solo campo?
question-abbey-scores-as-monastery-expansion = La Abadía y el Alcalde
question-abbey-scores-as-monastery = Una abadía entre medias losetas, ¿puntúa como un monasterio según la versión de reglas vigente?
question-shrine-scores-as-monastery-expansion = Santuarios (Conde, Rey y Ladrón)
question-shrine-scores-as-monastery = Un santuario entre medias losetas, ¿puntúa como un monasterio según la versión de reglas vigente?
question-german-castle-counts-spaces-expansion = Castillos de Alemania
question-german-castle-counts-spaces = Un castillo alemán, ¿se completa y se puntúa por espacios ocupados, como un monasterio con la 1/2021?
question-little-building-one-halfling-expansion = Pequeños Edificios
question-little-building-one-halfling = Un pequeño edificio, ¿cuenta solo para la media loseta sobre la que está, y no para la otra mitad de su espacio?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Una ciudad completada con medias losetas
example-city-completed-description = La ciudad de RED parte de una loseta con un borde de ciudad, atraviesa una loseta normal y entra en dos medias losetas que comparten un espacio, con un escudo. Contando cada media loseta tiene 4 losetas: 2 puntos por cada una y 2 por el escudo suman 10. Contando espacios ocupados, las dos medias losetas son una loseta: 3 losetas y el escudo suman 8.
example-city-with-gap-title = Una ciudad que desemboca en un hueco triangular
example-city-with-gap-description = La ciudad de RED sale de una loseta con un borde de ciudad y atraviesa una media loseta hasta su lado largo, donde la otra mitad del espacio está vacía. Con la 1/2021, una ciudad con un hueco triangular no está completa, así que no puntúa durante la partida; las versiones anteriores nunca lo resolvieron, y el motor las interpreta igual.
example-farm-across-a-gap-title = Un campo junto a un hueco triangular
example-farm-across-a-gap-description = Dos losetas con un borde de ciudad forman una ciudad completada. RED tiene granjeros a ambos lados de ella y BLUE solo en el izquierdo; los dos lados solo se tocan a través de un hueco triangular. Si se consideran conectados, es un solo campo en el que RED tiene la mayoría y se lleva 3 por la ciudad, y BLUE nada. Con la 1/2021 el hueco interrumpe el campo: RED y BLUE comparten el campo izquierdo (3 cada uno) y el derecho es solo de RED (3 más).
example-farm-across-neighbouring-gaps-title = Dos campos que se tocan a través de huecos vecinos
example-farm-across-neighbouring-gaps-description = Dos medias losetas en espacios vecinos apartan sus lados largos, de modo que sus huecos triangulares quedan enfrentados a través de un lado. RED tiene un granjero en un borde y BLUE en el otro; losetas con un borde de ciudad completan las ciudades de alrededor. Leído como un solo tramo de campo (la lectura para las versiones anteriores a la 1/2021, sobre las que las fuentes no dicen nada), es un solo campo: hay empate y cada uno se lleva 3 por cada una de las 3 ciudades. Con la 1/2021 los huecos lo interrumpen: RED tiene 1 ciudad y BLUE 2.
example-follower-feature-taken-title = Seguidor: una ciudad que ya tiene un seguidor
example-follower-feature-taken-description = RED está en la ciudad de una loseta con un borde de ciudad. BLUE coloca una media loseta que prolonga la ciudad y quiere poner en ella un seguidor. Unida a través de las dos losetas es una sola ciudad, y ya tiene el seguidor de RED, así que se rechaza el seguidor de BLUE; la loseta en sí podría colocarse ahí.
example-follower-no-follower-left-title = Seguidor: un jugador sin seguidores
example-follower-no-follower-left-description = RED tiene en el tablero sus 7 seguidores del juego básico, en siete losetas de camino en fila. Cuando RED coloca un monasterio debajo de ellas, el monasterio no tiene a nadie, pero a RED no le queda ningún seguidor para ponerle, así que se rechaza el seguidor.
example-follower-not-on-the-tile-title = Seguidor: solo en un elemento de la loseta recién colocada
example-follower-not-on-the-tile-description = BLUE coloca una media loseta con una ciudad y un campo y pide poner un seguidor en un monasterio. Un seguidor solo puede ir en un elemento de la loseta colocada en este turno, y esta loseta no tiene monasterio, así que se rechaza el seguidor.
example-game-a-city-completed-during-play-title = Una partida: una ciudad puntuada al completarse y su seguidor de vuelta
example-game-a-city-completed-during-play-description = RED abre una ciudad con una loseta con un borde de ciudad, y BLUE un camino a su lado. RED prolonga la ciudad en una media loseta, y la media loseta de BLUE llena el resto del espacio y completa la ciudad: RED la puntúa en el acto, recupera el seguidor y luego lo pone en un monasterio. Al final, el camino y el monasterio sin terminar puntúan lo que tienen.
example-monasteries-at-game-end-title = Monasterios sin terminar al final de la partida
example-monasteries-at-game-end-description = Al final de la partida hay dos monasterios sin terminar, uno al lado del otro. El de BLUE tiene seis losetas alrededor, dos de ellas medias losetas solas, y puntúa 7 con su propia loseta; el de RED tiene cinco y puntúa 6. Ningún espacio tiene dos medias losetas, así que todas las versiones coinciden.
example-monastery-with-gap-title = Un monasterio con un hueco triangular al lado
example-monastery-with-gap-description = El monasterio de RED está rodeado: siete de los ocho espacios de su alrededor tienen dos medias losetas y uno tiene una sola media loseta junto a un hueco triangular. Todos los espacios están ocupados, así que el monasterio está completo con cualquier versión. Contando cada media loseta puntúa 1 por su propia loseta y 15 por las medias losetas: 16, como permite la aclaración 10/2015. Contando espacios ocupados puntúa 9.
example-placement-all-copies-placed-title = Colocación: una media loseta que ya está en el tablero
example-placement-all-copies-placed-description = Cada una de las 24 medias losetas existe una sola vez. Esta ya está en el tablero, así que no puede colocarse una segunda vez, vaya donde vaya.
example-placement-corner-only-title = Colocación: tocar solo en una esquina
example-placement-corner-only-description = La media loseta solo tocaría la loseta de camino donde se tocan sus esquinas. Un lado corto debe apoyarse en toda su longitud contra el lado de una loseta colocada, así que se rechaza la colocación.
example-placement-legal-title = Colocación: un lado corto contra un lado
example-placement-legal-description = El lado corto de una media loseta se apoya a lo largo de todo el lado sur de una loseta con un borde de ciudad, campo contra campo. Es la forma normal de colocar una media loseta, y las reglas lo permiten.
example-placement-long-side-towards-a-tile-title = Colocación: solo el lado largo mira hacia una loseta
example-placement-long-side-towards-a-tile-description = Los lados cortos de la media loseta dan a espacios vacíos y su lado largo mira hacia la loseta de camino de abajo. Un lado largo solo se apoya en el lado largo de otra media loseta, así que ningún lado se apoya en el de la loseta de camino: las dos formas solo comparten la esquina noroeste de la loseta de camino, y la colocación se rechaza por tocar solo en una esquina.
example-placement-long-sides-do-not-meet-title = Colocación: una segunda media loseta mal girada
example-placement-long-sides-do-not-meet-description = Una segunda media loseta solo puede llenar un espacio lado largo contra lado largo. Girada un cuarto de vuelta de más, se superpondría a la primera, así que se rechaza la colocación.
example-placement-not-adjacent-title = Colocación: una vecina en diagonal que no toca nada
example-placement-not-adjacent-description = La media loseta está en diagonal, abajo a la derecha de la loseta de camino, girada de modo que su lado largo corta justo la esquina que comparten los dos espacios. Las formas no tienen ningún punto en común, ni siquiera una esquina, así que la colocación se rechaza por no ser adyacente.
example-placement-sharing-a-space-title = Colocación: dos medias losetas en un espacio
example-placement-sharing-a-space-description = Una segunda media loseta llena el espacio de la primera, lado largo contra lado largo, y la ciudad continúa a través de ambos lados largos. Las reglas lo permiten.
example-placement-side-does-not-continue-title = Colocación: una ciudad contra un campo
example-placement-side-does-not-continue-description = El lado corto con ciudad de la media loseta quedaría contra el campo del lado sur de la loseta con un borde de ciudad. Todo lado que toca a otro debe continuar el paisaje, así que se rechaza la colocación.
example-placement-space-taken-title = Colocación: un espacio que ya tiene una loseta normal
example-placement-space-taken-description = Una loseta normal llena todo su espacio, así que ninguna media loseta puede compartirlo: la colocación se rechaza porque el espacio está ocupado. Solo un espacio con una sola media loseta admite una segunda.
example-road-completed-title = Un camino completado con medias losetas
example-road-completed-description = El camino de RED sale de un monasterio, sigue por un camino recto, cruza dos medias losetas que comparten un espacio y termina en un cruce. Ocupa 5 losetas, 1 punto por cada una; contando espacios ocupados, las dos medias losetas son una loseta, así que puntúa 4.
example-vineyard-title = Un viñedo en el propio espacio del monasterio
example-vineyard-description = Una media loseta con monasterio y la media loseta del viñedo comparten un espacio, y losetas normales llenan los ocho espacios de alrededor. El monasterio completado puntúa 9 contando espacios y 10 contando cada media loseta, y el viñedo de su propio espacio suma 3.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Desde 2020 los dos conjuntos vienen en una sola caja: las losetas con el símbolo de Mitad y Mitad I son las de Spielbox, y las del símbolo de Mitad y Mitad II, las que antes solo vendía cundco.
note-numbering = Desde la 2.ª edición las losetas se numeran del 01 al 12 dentro de cada conjunto; los identificadores de estas hojas ponen primero el conjunto (de h1-01 a h2-12).
note-symbol-tiles-in-set-2 = Todas las losetas con el símbolo de otra expansión pertenecen a Mitad y Mitad II.
note-base-game-stays = Sigue vigente toda regla del juego básico que estas páginas no modifican.
note-c1-six-players = 1.ª edición: un ejemplar sirve para hasta seis jugadores; con más jugadores hace falta otro ejemplar.
note-c2-leftovers-and-more = 2.ª edición: tras el draft, las medias losetas que nadie ha elegido vuelven a la caja. Un grupo puede repartir más de tres medias losetas por jugador, según cuántos jueguen.
note-follower-wording = El reglamento inglés de la editorial formula la regla de los seguidores con un sentido distinto del original alemán, al parecer por error; esta hoja sigue el sentido alemán.
note-scoring-wording = El reglamento inglés solo dice que un elemento completado con una media loseta puntúa según las reglas del juego básico; el texto alemán, que sigue esta hoja, cuenta espacios ocupados.
note-monastery-always-nine = Contando espacios, un monasterio completado siempre puntúa 9 durante la partida, antes de sumar ningún viñedo.
note-c2-final-monasteries = Ejemplo de final de partida de la 2.ª edición: BLUE puntúa 6 por su monasterio, cuyo propio espacio tiene dos medias losetas y cuenta una sola vez, y RED puntúa 5.
note-no-double-sized-tiles-in-2014 = Las reglas de 2014 no podían tratar las losetas dobles, que salieron un año después.
note-gap-splits-a-city = Una ciudad cortada por un hueco triangular son en realidad varias ciudades, todas sin terminar, hasta que una media loseta llena el hueco.
note-gaps-before-2021 = Antes de la 1/2021 ninguna aclaración decía si una ciudad o un camino con un hueco triangular pueden estar completos.
note-sheep-needs-hills-and-sheep = La media loseta de la oveja necesita el material de Colinas y Ovejas.
note-vineyard-up-to-sixteen = La primera redacción del viñedo contaba las 8 losetas que rodean el monasterio, como si todas fueran cuadradas. Con medias losetas, hasta 16 losetas pueden rodear un monasterio, y un viñedo puede incluso compartir su espacio; todas cuentan. Una media loseta con monasterio y un viñedo en una loseta de un espacio vecino también puntúa 12: 9 y 3.
note-sheep-wording = El reglamento inglés formula la regla del lobo como si protegiera tu rebaño, lo que induce a error; esta hoja sigue el sentido alemán.
note-crop-circle-halfling = La media loseta del círculo de cultivo no funciona como las losetas de Los Círculos de Cultivo. Un jugador sin ningún seguidor del tipo nombrado en el tablero no hace ninguna de las dos acciones. El reglamento inglés deja por error que cada jugador elija la acción; esta hoja sigue el texto alemán.
note-c1-crop-circle-joker = 1.ª edición (11/2014): el círculo de cultivo de la media loseta es un comodín; su jugador decide si es un escudo, una horca o una porra.
note-game-end-ruling-2024 = Las reglas de 2020 suprimieron el párrafo de 2014 sobre el final de la partida. En 10/2024 el final de la 3.ª edición para Castillos de Alemania se extendió a Mitad y Mitad, incluida la 2.ª edición, y el final de la 1.ª edición tras la última loseta normal ya no vale.
note-game-end-other-pages = Las páginas rumana y neerlandesa de la 2.ª edición aún recogen el final tras la última loseta normal, señalado como propio de las reglas de 2014.
note-own-risk = Jugar Mitad y Mitad con otras expansiones es por cuenta y riesgo de los jugadores: ninguna regla oficial cubre todos los casos, así que conviene acordar antes reglas caseras. Hans im Glück ya no da soporte a la expansión y no publicará más aclaraciones.
note-effects-by-space = 1/2021: cada loseta se sigue colocando por separado según las reglas habituales, y lo que provoca al robarla o colocarla ocurre como siempre. Lo que actúa sobre una loseta cuadrada (el dragón, el hada, las fichas de pulga, los pequeños edificios, las colinas) actúa sobre todas las losetas de ese espacio cuadrado; una loseta doble se ve afectada entera si cualquiera de sus mitades está en él.
note-monastery-like-by-space = Las abadías, los santuarios, los edificios japoneses, los monasterios de Alemania y de Países Bajos y Bélgica, las iglesias de Darmstadt, los jardines y los castillos alemanes cuentan espacios ocupados, como los monasterios. Con la 1/2021 los monasterios especiales puntúan por espacios cuadrados ocupados, sean cuales sean las losetas que los llenan.
note-neighbours-by-space = Cuando un elemento tiene en cuenta las losetas que lo rodean (la carpa del circo, los acróbatas, las torres de vigilancia, las casas de baños, el Vodyanoy, la cabaña de Baba Yaga, la bonificación de la iglesia de Darmstadt, los feudos de los castillos), cuenta cada loseta de los espacios de alrededor.
note-c1-figures-by-halfling = 1.ª edición (10/2015): los movimientos del dragón, el alcance de la torre y la distancia de la máquina voladora cuentan cada media loseta como una loseta aparte.
note-fairy-space = El hada protege todas las losetas de su espacio: una loseta cuadrada, una o dos medias losetas o una loseta doble entera (según los principios de la 1/2021).
note-abbey-beside-halflings = Una abadía puede colocarse con una media loseta en uno de sus lados (3/2015), incluso junto al hueco triangular de una media loseta: la media loseta ocupa el lugar de una loseta normal y el hueco no se tiene en cuenta.
note-barn-2015 = 10/2015: un establo puede ponerse donde se juntan cuatro losetas aunque algunas sean medias losetas, si la base es estable: todas las losetas de debajo se tocan en su centro, ningún cuadrante alrededor del centro queda vacío y todas muestran campo ahí. Esto sustituyó, en algunos casos, la exigencia de exactamente cuatro losetas (los ejemplos de 4/2016 añaden losetas dobles), y permitió huecos triangulares junto al establo, que partían los campos.
note-barn-2021 = 1/2021: las cuatro esquinas de un establo pueden estar cubiertas por losetas cuadradas, por una o dos medias losetas o por losetas dobles. Un establo ya no puede estar junto a un hueco, así que siempre está en un solo campo y puntúa como siempre.
note-plague-and-fleas = Un solo hueco triangular no impide que la plaga se extienda en esa dirección. 1/2021: una ficha de pulga actúa sobre todo el espacio cuadrado en el que está su loseta.
note-abbot-rows = Para el abad de los monasterios de Alemania o de Países Bajos y Bélgica, y para los edificios japoneses, un solo hueco triangular no corta una fila o columna, ya que la media loseta ocupa el lugar de una loseta normal (3/2015); solo la corta un espacio sin ninguna loseta.
note-c1-abbot-example = Ejemplo de la 1.ª edición: contando cada media loseta y saltando los huecos, el abad de RED en un monasterio de Alemania puntúa 9: 1 por el monasterio, 2 por la columna de arriba, 2 por la de abajo, 3 por la fila de la izquierda y 1 por la de la derecha.
note-double-sized-tiles = Con la 10/2015 cada mitad de una loseta doble también contaba como una loseta, lo que distorsionaba aún más otras expansiones. Con las reglas de 2020, una parte de una loseta doble cuenta como uno o dos espacios ocupados para un monasterio (deducido; las reglas no lo dicen). Con la 1/2021 cada parte cuenta como un espacio ocupado para caminos, ciudades y monasterios.
note-leipzig-road = 2.ª edición: un camino en una loseta de Los Mercados de Leipzig cuenta como una loseta, aunque ocupe dos espacios.
note-c1-deal-them-all = 1.ª edición, menos de seis jugadores: se reparten medias losetas hasta que se acaben, con todas las manos iguales (tres cada uno con cuatro jugadores).
note-c1-both-sets = Con los dos conjuntos no hay un número acordado por jugador; una opción es tratarlos como dos miniexpansiones y repartir dos de cada uno.
note-gap-hole-or-ignored = Un hueco triangular es un agujero dentro de un elemento y se ignora en lo demás: al completar y puntuar monasterios, santuarios, abadías, jardines y los monjes de los monasterios de Alemania, y al colocar abadías, mover el dragón, las fichas de pulga, los puntos del abad, el alcance de la torre y la trayectoria de la máquina voladora.
note-abbey-spot = Un sitio admite una abadía cuando ninguno de sus cuatro lados da a un agujero cuadrado.
note-barn-spot = Un establo se pone donde se juntan cuatro esquinas cuadradas, cada una cubierta en parte o del todo; ahí pueden coincidir de 3 a 8 losetas, todas solo con campo. Una media loseta colocada después en un hueco bajo un establo solo hace real la conexión de campo que se había supuesto.
note-c1-bridge = 1.ª edición: un puente sobre dos medias losetas cuenta como dos losetas de camino, una por cada media loseta, y un seguidor sobre él debe estar claramente en una de las mitades, para poder resolver el dragón o la plaga.
note-c1-fairy = 1.ª edición: el hada solo protege la media loseta en la que está.
note-german-castle-points = Un castillo alemán puntúa 2 más 1 por cada loseta a su alrededor, cuadrada o triangular (1.ª edición; 13 en el ejemplo: 2, 5 medias losetas y 6 losetas normales), o 2 más 1 por cada espacio ocupado a su alrededor (2.ª edición; 12 en el ejemplo).
note-little-building-before-2021 = Antes de la 1/2021 se contaba un pequeño edificio solo para la media loseta sobre la que está; según las reglas de 2014, habría actuado sobre las dos medias losetas de su espacio, ya que puntuaban como una sola loseta.
