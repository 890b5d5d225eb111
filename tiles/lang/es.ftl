# The sheets' texts in Spanish (es). Every message of en.ftl, translated.
#
# Terms: halfling = media loseta (pl. medias losetas); triangular gap =
# hueco triangular; follower = seguidor; space = espacio; pennant = escudo;
# leg = lado corto (named: lado norte, lado oeste); long side = lado largo;
# feature = elemento; field/farm = campo; normal tile = loseta normal;
# ruling = aclaración; house rule = regla casera; open question = pregunta
# abierta; players' colours: ROJO, AZUL in the worked examples.
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

## How each statement stands: every rule, note and answer ends with its mark

standing = { $standing ->
    [rules] reglas
    [rules-of] reglas { $source }
    [clarification] aclaración { $source }
    [adaptation] adaptación
    [adaptation-of] adaptación de { $source }
    [open] pregunta abierta
    [house-rule] regla casera
    [house-rule-of] regla casera { $source }
   *[inference] deducción propia
}
marked = { $text } [{ $standing }]
legend-heading = Qué significan las marcas
legend-intro = Cada regla, nota y respuesta de esta hoja termina con una marca entre corchetes que indica en qué se basa.
legend-item = [{ $mark }]: { $standing ->
    [rules] está en el reglamento de esa edición; [{ standing-rules }] a secas: en el de todas las ediciones.
    [clarification] aclaración oficial de la editorial, de esa fecha.
    [adaptation] no hay una regla expresa; las fuentes lo deducen de los principios generales de una aclaración o de una regla oficial.
    [open] según las fuentes no hay respuesta oficial; cuando la hoja da una, es la interpretación de estas hojas y del motor de reglas.
    [house-rule] regla casera o interpretación de la comunidad que recogen las fuentes; no es oficial.
   *[inference] conclusión propia de esta hoja, que no figura en ninguna fuente.
}
standing-rules = reglas
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
}

placement-heading = Colocación
followers-heading = Seguidores
scoring-heading = Puntuación

diagram-leg = { $tile }: su lado oeste contra el lado de una loseta, y su { landscape } continúa.
diagram-long-side = { $tile }: su lado largo hacia una loseta normal, a la que solo toca en una esquina.
diagram-corner = { $tile }: toca una loseta colocada solo en una esquina.
diagram-shared = { $tile } y { $partner } comparten un espacio, lado largo contra lado largo.

counting-heading = Recuento según la versión de reglas
counting-majority = Los jugadores con más seguidores en un elemento lo puntúan; en caso de empate, cada uno recibe todos los puntos.
counting-base = Puntos del juego básico: una ciudad completada, { $city } por loseta y { $pennant } por escudo; una sin terminar al final de la partida, { $unfinished } por loseta y { $unfinished-pennant } por escudo; un camino, { $road } por loseta; un monasterio, { $monastery } por loseta en su espacio y en los 8 que lo rodean; un campo, { $farm } por cada ciudad completada con la que limita. { $majority }
counting-monastery-spaces = Un monasterio cuenta su propio espacio y los 8 que lo rodean; una media loseta en uno de ellos cuenta aunque no toque el monasterio.
counting-explained = Por media loseta: cada media loseta cuenta como una loseta. Por espacio: una o dos medias losetas en un espacio cuentan como una loseta.
counting-version = Versión de reglas
counting-roads-cities = Caminos y ciudades
counting-monasteries = Monasterios
counting-monastery-most = Monast. máx.
counting-changed = Qué cambió
counting-current = { $name } – vigente en { $editions }
counting-per = { $counting ->
    [per-halfling] por media loseta
   *[per-space] por espacio
}
counting-assumed = { $counting } (supuesto)

gaps-heading = Huecos triangulares según la versión de reglas
gaps-intro = Para cada edición, consulta las columnas de sus versiones de reglas (véase la tabla de preparación). Cada respuesta indica en qué se basa; cuando las fuentes dejan una pregunta abierta, la respuesta es la interpretación que siguen estas hojas y el motor de reglas.
gaps-question = Pregunta
gap-question = { $fact ->
    [city_with_gap_complete] ¿Puede estar completa una ciudad con un hueco triangular?
    [road_with_gap_complete] ¿Puede estar completo un camino con un hueco triangular?
    [gap_interrupts_field] ¿Interrumpe un hueco triangular un campo?
    [neighbouring_gaps_join_fields] Dos huecos triangulares enfrentados a través de un lado, ¿forman un solo tramo de campo?
    [monastery_needs_each_space_occupied] ¿Está completo un monasterio en cuanto cada uno de los 8 espacios que lo rodean tiene al menos una loseta?
    [barn_needs_full_corners] ¿Necesita un establo cuatro esquinas de campo sin ningún hueco?
    [bridge_needs_two_halflings] ¿Necesita un puente sobre medias losetas un espacio con dos de ellas?
    [figures_use_spaces] ¿Se mueven y miden el dragón, la torre y la máquina voladora sobre la cuadrícula de espacios?
   *[pennants_in_shared_space] ¿Cuentan todos los escudos cuando dos medias losetas de un espacio cuentan como una loseta?
}
gap-answer = { $answer ->
    [yes] sí
   *[no] no
}
gap-diagram = { $tile }: su { landscape } cruza el lado largo hacia un hueco triangular (rayado), así que no se completa hasta que una segunda media loseta llene el espacio.

symbols-heading = Símbolos de expansiones
symbols-without-c1 = En la 1.ª edición, los jugadores pueden ignorar el símbolo de una expansión con la que no juegan.
symbols-without-c2 = Desde la 2.ª edición, el viñedo y la colina se juegan con sus reglas sin Colinas y Ovejas: no necesitan otro material.
symbol-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
symbol-tiles = loseta { $tiles }

questions-heading = Preguntas con otras expansiones
question = { $expansion }: { $question } { $open ->
    [yes] { $answer ->
        [yes] No hay respuesta oficial; aquí se interpreta que sí.
       *[no] No hay respuesta oficial; aquí se interpreta que no.
    }
   *[no] { $answer ->
        [yes] Sí.
       *[no] No.
    }
}

# The 1st edition's answer, where it differs from the one before it (then
# the 2nd and 3rd editions'); $open and $answer as in `question`.
question-first-edition = 1.ª edición: { $open ->
    [yes] { $answer ->
        [yes] no hay respuesta oficial; aquí se interpreta que sí.
       *[no] no hay respuesta oficial; aquí se interpreta que no.
    }
   *[no] { $answer ->
        [yes] sí.
       *[no] no.
    }
}

other-expansions-heading = Aclaraciones con otras expansiones
house-rules-heading = Reglas caseras de las fuentes

game-end-heading = Fin de la partida según la edición
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] la partida termina al final del turno en que se coloca la última loseta normal; las medias losetas no jugadas se pierden.
   *[no-placement-possible] la partida termina cuando nadie puede colocar en su turno una loseta normal ni una media loseta, aunque a algunos jugadores aún les queden medias losetas.
}

examples-heading = Ejemplos resueltos, jugados por el motor de reglas
examples-intro = Cada tablero se construye loseta a loseta, y cada loseta se coloca de forma legal, con los seguidores puestos donde el ejemplo los necesita; los puntos son los que da el motor de reglas con cada versión de reglas (2014, 10/2015, 2020, 1/2021, como en la tabla de recuento). Rosa: un hueco triangular. Discos: seguidores del color de su jugador. Contorno discontinuo: una colocación a probar, verde si es legal, rojo si se rechaza.
player = { $player ->
    [red] Rojo
    [blue] Azul
    [green] Verde
    [yellow] Amarillo
    [black] Negro
   *[other] { $player }
}
example-points = { player } { $points }
example-outcome = { $verdict ->
    [legal] Las reglas permiten esta colocación.
    [unknown-tile] Rechazada: no existe esa loseta.
    [all-copies-placed] Rechazada: esta media loseta ya está en el tablero.
    [space-taken] Rechazada: el espacio ya está lleno.
    [long-sides-do-not-meet] Rechazada: los lados largos de las dos medias losetas no coinciden.
    [side-does-not-continue] Rechazada: un lado no continúa el paisaje que toca.
    [corner-only] Rechazada: solo tocaría las demás losetas en una esquina.
    [not-adjacent] Rechazada: no tocaría ninguna loseta.
    [not-on-the-tile] Rechazado: un seguidor solo puede ir en la loseta recién colocada.
    [feature-taken] Rechazado: ese elemento ya tiene un seguidor.
   *[no-follower-left] Rechazado: al jugador no le queda ningún seguidor.
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

## The census's page of the base game's tiles

census-base-title = { $title } – Juego básico (como referencia)
census-base = { $tiles } de { $kinds ->
    [one] un tipo
   *[other] { $kinds } tipos
}: las losetas de terreno del juego básico, sin el río. Se muestran como referencia: no son medias losetas, y ningún otro recuento de este inventario las incluye.
census-base-copies = { $count ->
    [one] { $count } copia
   *[other] { $count } copias
}
census-base-start = La loseta inicial es una de ellas.

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
edition-C1-setup = Primera partida: baraja las medias losetas boca abajo y reparte 2 a cada jugador, que las mira y las deja boca abajo.
edition-C1-draft = Pon todas las medias losetas boca arriba; empezando por el último jugador en el orden de turno y en sentido antihorario, cada uno toma una y la deja boca abajo; después, todos toman una segunda del mismo modo.
edition-C2-name = 2.ª edición
edition-C2-setup = Primera partida: deja fuera las que tienen símbolos de expansiones. Baraja boca abajo y reparte 3 a cada jugador, que las mira y las deja boca abajo.
edition-C2-draft = Pon todas las medias losetas boca arriba; el último jugador en el orden de turno elige primero una y la deja boca abajo, y luego se sigue eligiendo en sentido antihorario hasta que todos tengan tres.
edition-C3-name = 3.ª edición
edition-C3-setup = Primera partida: deja fuera las que tienen símbolos de expansiones. Baraja boca abajo y reparte 3 a cada jugador, que las mira y las deja boca abajo.
edition-C3-draft = Pon todas las medias losetas boca arriba; el último jugador en el orden de turno elige primero una y la deja boca abajo, y luego se sigue eligiendo en sentido antihorario hasta que todos tengan tres.
rules-2014-name = Reglas C1 2014
rules-2014-note = Las reglas impresas solo hablan de monasterios. La aclaración 10/2014 contaba también como una sola loseta las dos medias losetas de un espacio en caminos y ciudades; una de las tablas de la wiki lo considera una suposición.
rules-2015-10-name = Aclaración 10/2015
rules-2015-10-note = Cada media loseta cuenta como una loseta aparte, también en los monasterios, así que un monasterio puede llegar a 18.
rules-2020-name = Reglas C2 2020 (con 10/2015)
rules-2020-note = Las reglas de 2020 solo dicen que los elementos completados con medias losetas puntúan según las reglas habituales; la wiki entiende que caminos y ciudades siguen contando cada media loseta, como estableció la aclaración 10/2015. Los monasterios vuelven a contar espacios ocupados.
rules-2021-01-name = Aclaración 1/2021
rules-2021-01-note = Todo cuenta espacios ocupados: una o dos medias losetas en un espacio son una loseta.
symbol-vineyard-expansion = Colinas y Ovejas
symbol-vineyard-rule = Cuando se completa un monasterio, su propietario suma 3 puntos más por cada viñedo que haya en las 8 losetas que lo rodean.
symbol-hill-expansion = Colinas y Ovejas
symbol-hill-rule = Roba una loseta normal y colócala boca abajo bajo la media loseta de la colina; la mitad libre del espacio puede recibir después una segunda media loseta. La colina cuenta para todo el espacio, y un empate en un elemento con la colina lo gana el seguidor que está en la colina.
symbol-sheep-expansion = Colinas y Ovejas
symbol-sheep-rule = La oveja de esta media loseta da 3 puntos cuando el pastor de su campo lleva el rebaño al redil, y el lobo no puede ahuyentarla.
symbol-crop-circle-expansion = Mini n.º 7: Los Círculos de Cultivo
symbol-crop-circle-rule = Juega con ella un turno normal; después, nombra caballero, granjero o ladrón y elige para todos: cada uno puede añadir un seguidor de ese tipo de su reserva junto a uno suyo en la misma loseta, o cada uno debe retirar uno de ese tipo. Se actúa por turno empezando por el jugador de tu izquierda y terminando contigo.
play-placement-1 = En lugar de robar una loseta normal, puedes jugar una de tus medias losetas.
play-placement-2 = Un lado corto debe tocar el lado de una loseta colocada en toda su longitud; tocarse solo en una esquina no cuenta.
play-placement-3 = O bien el lado largo se une al lado largo de una media loseta que ya está en un espacio, y llena ese espacio.
play-placement-4 = El lado largo nunca se coloca contra una loseta normal.
play-placement-5 = Todo elemento que toca un lado debe continuar al otro lado, como en el juego básico.
play-followers-1 = Los seguidores se colocan como en el juego básico.
play-followers-2 = Se puede poner un seguidor en una media loseta aunque la otra media loseta de su espacio ya tenga uno.
play-scoring-1 = Los elementos con medias losetas se puntúan según las reglas básicas, contando las losetas como indique la versión de reglas vigente.
play-scoring-2 = 2.ª y 3.ª edición: una ciudad o un camino completados puntúan como siempre, pero una o dos medias losetas en un espacio cuentan como una loseta.
question-dragon-past-a-gap-expansion = La Princesa y el Dragón
question-dragon-past-a-gap = ¿Puede el dragón moverse más allá de un hueco triangular?
question-tower-range-ignores-gaps-expansion = La Torre
question-tower-range-ignores-gaps = ¿Se ignoran los huecos triangulares al contar el alcance de la torre?
question-flier-distance-ignores-gaps-expansion = La máquina voladora (Máquinas Voladoras)
question-flier-distance-ignores-gaps = ¿Se ignoran los huecos triangulares al medir la distancia de la máquina voladora?
question-flier-lands-on-either-halfling-expansion = La máquina voladora (Máquinas Voladoras)
question-flier-lands-on-either-halfling = Cuando un vuelo en diagonal aterriza en un espacio con dos medias losetas en su trayectoria, ¿puede el jugador elegir cualquiera de las dos?
question-gap-separates-farms-at-a-barn-expansion = La Abadía y el Alcalde
question-gap-separates-farms-at-a-barn = Un establo, ¿puede colocarse donde se encuentran campos separados por huecos triangulares y unirlos en un solo campo?
question-abbey-scores-as-monastery-expansion = La Abadía y el Alcalde
question-abbey-scores-as-monastery = Una abadía entre medias losetas, ¿puntúa como un monasterio según la versión de reglas vigente?
question-shrine-scores-as-monastery-expansion = Santuarios (Conde, Rey y Ladrón)
question-shrine-scores-as-monastery = Un santuario entre medias losetas, ¿puntúa como un monasterio según la versión de reglas vigente?
question-german-castle-counts-spaces-expansion = Castillos de Alemania
question-german-castle-counts-spaces = Un castillo alemán, ¿se puntúa por espacios ocupados, como un monasterio con la 1/2021?
question-little-building-one-halfling-expansion = Pequeños Edificios
question-little-building-one-halfling = Un pequeño edificio, ¿actúa sobre todas las losetas de su espacio, y no solo sobre la media loseta en la que está?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Una ciudad completada con medias losetas
example-city-completed-description = La ciudad de ROJO parte de una loseta con un borde de ciudad, atraviesa una loseta normal y entra en dos medias losetas que comparten un espacio, con un escudo. Contando cada media loseta tiene 4 losetas: 2 puntos por cada una y 2 por el escudo suman 10. Contando espacios ocupados, las dos medias losetas son una loseta: 3 losetas y el escudo suman 8.
example-city-with-gap-title = Una ciudad que desemboca en un hueco triangular
example-city-with-gap-description = La ciudad de ROJO sale de una loseta con un borde de ciudad y atraviesa una media loseta hasta su lado largo, donde la otra mitad del espacio está vacía. Una ciudad con un hueco triangular no está completa, igual que en el juego básico no lo está una ciudad con un agujero, así que no puntúa durante la partida. Ninguna aclaración menciona este caso: antes de la 1/2021 es una pregunta abierta, y el motor interpreta así todas las versiones.
example-farm-across-a-gap-title = Un campo junto a un hueco triangular
example-farm-across-a-gap-description = Dos losetas con un borde de ciudad forman una ciudad completada. ROJO tiene granjeros a ambos lados de ella y AZUL solo en el izquierdo; los dos lados solo se tocan a través de un hueco triangular. Antes de la 1/2021 ninguna aclaración dice si el hueco los une; el motor los interpreta como un solo campo, en el que ROJO tiene la mayoría y se lleva 3 por la ciudad, y AZUL nada. Con la 1/2021 el hueco interrumpe el campo: ROJO y AZUL comparten el campo izquierdo (3 cada uno) y el derecho es solo de ROJO (3 más).
example-farm-across-neighbouring-gaps-title = Dos campos que se tocan a través de huecos vecinos
example-farm-across-neighbouring-gaps-description = Dos medias losetas en espacios vecinos tienen los lados largos vueltos el uno hacia el otro, de modo que sus huecos triangulares quedan enfrentados a través del lado que comparten los dos espacios. ROJO tiene un granjero a un lado de los huecos y AZUL al otro; losetas con un borde de ciudad completan las ciudades de alrededor. Antes de la 1/2021 las fuentes dejan abierta la cuestión de los huecos en los campos; leyendo los huecos como campo, el motor une los dos lados en un solo campo: hay empate y cada uno se lleva 3 por cada una de las 3 ciudades. Con la 1/2021 todo hueco interrumpe un campo, así que (deducción propia de esta hoja para este caso) ROJO tiene 1 ciudad y AZUL 2.
example-follower-feature-taken-title = Seguidor: una ciudad que ya tiene un seguidor
example-follower-feature-taken-description = ROJO está en la ciudad de una loseta con un borde de ciudad. AZUL coloca una media loseta que prolonga la ciudad y quiere poner en ella un seguidor. Unida a través de las dos losetas es una sola ciudad, y ya tiene el seguidor de ROJO, así que se rechaza el seguidor de AZUL; la loseta en sí podría colocarse ahí.
example-follower-no-follower-left-title = Seguidor: un jugador sin seguidores
example-follower-no-follower-left-description = ROJO tiene en el tablero sus 7 seguidores del juego básico, en siete losetas de camino en fila. Cuando ROJO coloca un monasterio debajo de ellas, el monasterio no tiene a nadie, pero a ROJO no le queda ningún seguidor que poner en él, así que se rechaza el seguidor.
example-follower-feature-taken-and-none-left-title = Seguidor: un camino ocupado, y ninguno en la reserva
example-follower-feature-taken-and-none-left-description = ROJO tiene en el tablero sus 7 seguidores del juego básico, en siete losetas de camino en fila. ROJO coloca un octavo camino recto al final de la fila y quiere poner un seguidor en el camino. Dos reglas lo impiden: el camino ya tiene seguidores de ROJO, y a ROJO no le queda ninguno. Primero se mira el elemento, así que el veredicto es que el elemento ya tiene un seguidor.
example-follower-not-on-the-tile-title = Seguidor: solo en un elemento de la loseta recién colocada
example-follower-not-on-the-tile-description = AZUL coloca una media loseta con una ciudad y un campo y quiere poner un seguidor en un monasterio. Un seguidor solo puede ir en un elemento de la loseta colocada en este turno, y esta loseta no tiene monasterio, así que se rechaza el seguidor.
example-game-a-city-completed-during-play-title = Una partida: una ciudad que puntúa al completarse y un seguidor que vuelve
example-game-a-city-completed-during-play-description = ROJO empieza una ciudad en una loseta con un borde de ciudad, y AZUL un camino a su lado. ROJO prolonga la ciudad en una media loseta, y la media loseta de AZUL llena el resto del espacio y completa la ciudad: ROJO la puntúa en el acto, recupera el seguidor y luego lo pone en un monasterio. Al final, el camino y el monasterio sin terminar puntúan lo que tienen.
example-monasteries-at-game-end-title = Monasterios sin terminar al final de la partida
example-monasteries-at-game-end-description = Al final de la partida hay dos monasterios sin terminar, uno al lado del otro. El de AZUL tiene seis losetas alrededor, dos de ellas medias losetas solas, y puntúa 7 con su propia loseta; el de ROJO tiene cinco y puntúa 6. Ningún espacio tiene dos medias losetas, así que todas las versiones coinciden.
example-monastery-with-gap-title = Un monasterio con un hueco triangular al lado
example-monastery-with-gap-description = El monasterio de ROJO está rodeado: siete de los ocho espacios de su alrededor tienen dos medias losetas y uno tiene una sola media loseta junto a un hueco triangular. Todos los espacios están ocupados, así que el monasterio está completo con cualquier versión (en la 1.ª edición, según la interpretación de la comunidad de que un hueco junto a un monasterio no se tiene en cuenta). Contando cada media loseta puntúa 1 por su propia loseta y 15 por las medias losetas: 16, como con la 10/2015. Contando espacios ocupados puntúa 9.
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
example-road-completed-description = El camino de ROJO sale de un monasterio, sigue por un camino recto, cruza dos medias losetas que comparten un espacio y termina en un cruce. Ocupa 5 losetas, 1 punto por cada una; contando espacios ocupados, las dos medias losetas son una loseta, así que puntúa 4.
example-vineyard-title = Un viñedo en el propio espacio del monasterio
example-vineyard-description = Una media loseta con monasterio y la media loseta del viñedo comparten un espacio, y losetas normales llenan los ocho espacios de alrededor. El monasterio completado puntúa 9 contando espacios y 10 contando cada media loseta, y el viñedo de su propio espacio suma 3, tal como lo cuenta la wiki (el reglamento habla de las 8 losetas de alrededor). En una partida de la 1.ª edición sin Colinas y Ovejas, los jugadores pueden ignorar el viñedo.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Desde 2020 los dos conjuntos vienen en una sola caja: las losetas con el símbolo de Mitad y Mitad I son las de Spielbox, y las del símbolo de Mitad y Mitad II, las que antes solo vendía cundco.
note-numbering = Los identificadores de estas hojas numeran del 01 al 12 las losetas de cada conjunto, con el conjunto delante (de h1-01 a h2-12), según el orden de las listas de losetas de la wiki. Las caras de las losetas, y qué loseta lleva cada símbolo, se han reconstruido a partir de las imágenes de las fuentes: compruébalas con tus propias losetas.
note-symbol-tiles-in-set-2 = Algunas de las losetas de Mitad y Mitad II (cundco) muestran los símbolos de Colinas y Ovejas y de Los Círculos de Cultivo.
note-base-game-stays = Sigue vigente toda regla del juego básico que estas páginas no modifican.
note-c1-six-players = 1.ª edición: un ejemplar sirve para hasta seis jugadores; con más jugadores hace falta otro ejemplar.
note-c1-two-each = 1.ª edición: con menos de seis jugadores, cada uno sigue tomando solo 2 medias losetas.
note-c2-leftovers-and-more = 2.ª y 3.ª edición: tras el draft, las medias losetas que nadie ha elegido vuelven a la caja. Un grupo puede repartir más de tres medias losetas por jugador, según cuántos jueguen.
note-follower-wording = El reglamento inglés de la editorial formula esta regla con otro sentido, probablemente por error; esta hoja sigue el sentido del reglamento alemán.
note-scoring-wording = El reglamento inglés solo dice que un elemento completado al colocar una media loseta puntúa según las reglas del juego básico. Esta hoja sigue la redacción del reglamento alemán, actualizada por la aclaración 1/2021: cuentan los espacios ocupados, no cada media loseta.
note-monastery-always-nine = Contando espacios, un monasterio completado siempre puntúa 9 durante la partida, antes de sumar ningún viñedo.
note-c2-final-monasteries = Un ejemplo de final de partida de las páginas de la 2.ª edición: el monasterio sin terminar de AZUL, cuyo propio espacio tiene dos medias losetas que cuentan una sola vez, puntúa 6, y el de ROJO, 5.
note-bridge-one-segment = Un puente sobre un espacio con dos medias losetas cuenta como un solo tramo de camino.
note-gap-splits-a-city = Las partes de una ciudad que solo se tocan a través de un hueco triangular son ciudades distintas y sin terminar hasta que una media loseta llena el hueco.
note-gaps-before-2021 = Antes de la 1/2021 ninguna aclaración decía si una ciudad o un camino con un hueco triangular pueden estar completos, ni si un hueco divide un campo; la página de la 1.ª edición lo deja en manos de los jugadores.
note-sheep-needs-hills-and-sheep = La media loseta de la oveja necesita el material de Colinas y Ovejas.
note-vineyard-up-to-sixteen = El reglamento cuenta los viñedos de las 8 losetas que rodean el monasterio, como si todas las losetas fueran cuadradas. Con medias losetas, hasta 16 losetas pueden rodearlo, y un viñedo puede compartir su espacio; la wiki los cuenta todos, y también estas hojas y el motor de reglas. Contando espacios, una media loseta con monasterio puntúa 12 (9 y 3), tanto si la media loseta del viñedo comparte su espacio como si está en un espacio vecino.
note-sheep-permanent = La oveja de la media loseta es una ficha de oveja permanente: cuenta cada vez que un pastor de su campo puntúa el rebaño.
note-sheep-wording = El reglamento inglés formula la regla del lobo como si protegiera tu rebaño, lo que induce a error; esta hoja sigue el sentido alemán.
note-crop-circle-halfling = La media loseta del círculo de cultivo no funciona como las losetas de Los Círculos de Cultivo. Un jugador sin ningún seguidor del tipo nombrado en el tablero ni añade ni retira ninguno. El reglamento inglés hace obligatorio añadir un seguidor («cada jugador debe o bien tomar… o bien retirar…»); en el texto alemán, que sigue esta hoja, añadirlo es opcional.
note-c1-crop-circle-joker = 1.ª edición: el círculo de cultivo de la media loseta es un comodín; su jugador decide si es un escudo (caballero), una horca (granjero) o una porra (ladrón).
note-game-end-history = Las reglas de la 1.ª edición (2014) terminan la partida con el turno en que se coloca la última loseta normal. Las reglas de 2020 no dicen cómo termina; en 10/2024 se aclaró que el final que la 3.ª edición fija para Castillos de Alemania vale también para Mitad y Mitad, y la página de la wiki para la 2.ª y la 3.ª edición da por anulado el final de 2014.
note-game-end-c1-kept = Estas hojas y el motor de reglas mantienen el final impreso en 2014 para las partidas de la 1.ª edición, ya que la aclaración de 10/2024 extiende una regla de la 3.ª edición; la página de la 1.ª edición, en una copia de 3/2023, anterior a esa aclaración, recoge el final de 2014.
note-game-end-other-pages = El final tras la última loseta normal es el del reglamento de 2014. Las páginas rumana y neerlandesa de la 2.ª edición, escritas antes de la aclaración de 10/2024, aún lo recogen, y señalan que las reglas de 2020 lo omitieron.
note-own-risk = Las reglas de 2020: Mitad y Mitad puede combinarse con otras expansiones por cuenta y riesgo de los jugadores; no hay reglas oficiales para esas combinaciones.
note-own-risk-basis = Aparte de sus aclaraciones de la 1/2021 sobre el dragón, la torre, la máquina voladora y el establo, Hans im Glück no da aclaraciones detalladas para estas combinaciones; conviene acordar reglas caseras, que las fuentes deducen de los principios de la 1/2021.
note-general-considerations = Las consideraciones generales de 10/2014: una media loseta junto a un hueco triangular cuenta como una loseta, y dos medias losetas que forman un espacio cuentan juntas como una loseta, para la puntuación, el dragón, la plaga y la máquina voladora. La 10/2015 las contó como una loseta cada una; la 1/2021 volvió al criterio de 10/2014.
note-effects-by-space = Cada loseta se sigue colocando por separado según las reglas habituales, y las figuras y fichas se colocan sobre losetas individuales. La adyacencia, el movimiento, los alcances y la puntuación siguen la cuadrícula de espacios: lo que actúa sobre una loseta cuadrada, como el dragón, actúa sobre todas las losetas de ese espacio, y una loseta doble se ve afectada entera si cualquiera de sus mitades está en él.
note-monastery-like-by-space = Las páginas de la 2.ª edición (desde 2020, criterio que se mantiene con la 1/2021) aplican las reglas de los monasterios a las abadías, los santuarios, los edificios japoneses, los monasterios de Alemania y de Países Bajos y Bélgica, las iglesias de Darmstadt, los jardines y los castillos alemanes: se completan y puntúan por espacios ocupados, sean cuales sean las losetas que los llenan.
note-neighbours-by-space = Cuando un elemento tiene en cuenta las losetas que lo rodean (la carpa del circo, los acróbatas, las torres de vigilancia, las casas de baños, el Vodyanoy, la cabaña de Baba Yaga, la bonificación de la iglesia de Darmstadt, los feudos de los castillos), cuenta cada loseta de los espacios de alrededor.
note-c1-figures-by-halfling = 1.ª edición: los movimientos del dragón, el alcance de la torre y la distancia de la máquina voladora cuentan cada media loseta como una loseta aparte.
note-fairy-space = El hada protege todas las losetas de su espacio: una loseta cuadrada, una o dos medias losetas o una loseta doble entera.
note-abbey-beside-halflings = Una abadía puede colocarse con una media loseta en uno de sus lados, incluso junto al hueco triangular de una media loseta: la media loseta ocupa el lugar de una loseta normal y el hueco no se tiene en cuenta.
note-barn-2015 = Un establo puede ponerse donde se juntan cuatro losetas aunque algunas sean medias losetas, si la base es estable: todas las losetas de debajo se tocan en su centro, ningún cuadrante alrededor del centro queda vacío y todas muestran campo ahí. Esto sustituyó, en algunos casos, la exigencia de exactamente cuatro losetas (los ejemplos de 4/2016 añaden losetas dobles), y permitió que los huecos triangulares tocaran el establo, lo que dejaba sin resolver si los campos de alrededor quedaban unidos.
note-barn-2021 = Las cuatro esquinas de un establo pueden estar cubiertas por losetas cuadradas, por una o dos medias losetas o por losetas dobles, sin que quede nunca un hueco.
note-barn-2021-one-field = Así, un establo siempre está en un solo campo y puntúa de la forma habitual.
note-plague-past-a-gap = Un solo hueco triangular no impide que la plaga se extienda en esa dirección. La página de la 2.ª edición, en cambio, lo deduce de la aclaración de 3/2015 sobre el abad.
note-fleas-by-space = Una ficha de pulga actúa sobre todo el espacio cuadrado de su loseta, y las fichas de pulga se mueven por la cuadrícula de espacios.
note-abbot-rows = Para el abad de los monasterios de Alemania o de Países Bajos y Bélgica, un solo hueco triangular no corta una fila o columna, ya que la media loseta ocupa el lugar de una loseta normal; solo la corta un espacio sin ninguna loseta.
note-japanese-buildings-rows = La página de la 2.ª edición aplica también a los edificios japoneses la regla del abad sobre filas y columnas.
note-c1-abbot-example = Ejemplo de la wiki para la 1.ª edición, que aplica las aclaraciones de 3/2015 y 10/2015: contando cada media loseta y saltando los huecos, el abad de ROJO en un monasterio de Alemania puntúa 9: 1 por el monasterio, 2 por la columna de arriba, 2 por la de abajo, 3 por la fila de la izquierda y 1 por la de la derecha.
note-double-sized-2015 = Las losetas dobles salieron un año después de las reglas de 2014, que no las contemplan. Con la 10/2015, una loseta doble contaba como una loseta por sí sola, igual que cada media loseta, lo que distorsionaba aún más otras expansiones.
note-double-sized-2020 = Con las reglas de 2020, la página de la 2.ª edición permite que una loseta doble, que es una sola loseta, cuente como uno o dos espacios ocupados alrededor de un monasterio; las reglas en sí no dicen nada al respecto.
note-double-sized-2021 = Cada parte de una loseta doble cuenta como un espacio ocupado para caminos, ciudades y monasterios.
note-leipzig-road = Solo en la 2.ª edición: un camino en una loseta de Los Mercados de Leipzig cuenta como una loseta, aunque ocupe dos espacios.
note-c1-deal-them-all = 1.ª edición, menos de seis jugadores: se reparten medias losetas hasta que se acaben, con todas las manos iguales (tres cada uno con cuatro jugadores).
note-c1-both-sets = 1.ª edición, con los dos conjuntos juntos: no hay un número acordado por jugador; o bien dos de cada conjunto, o bien dos por jugador de los dos conjuntos mezclados.
note-gap-hole-or-ignored = Reglas de la comunidad para la 1.ª edición: un hueco triangular es un agujero para los campos (aunque un establo aún puede unirlos), las ciudades, los caminos y la colocación de puentes; y se ignora al completar y puntuar monasterios, santuarios, abadías, jardines y los monjes de los monasterios de Alemania, y también al colocar abadías, al mover el dragón y las fichas de pulga, y para los puntos del abad, el alcance de la torre y la trayectoria de la máquina voladora.
note-abbey-spot = Un sitio admite una abadía cuando ninguno de sus cuatro lados da a un agujero cuadrado.
note-barn-spot = Un establo se pone donde se juntan cuatro esquinas cuadradas, cada una cubierta en parte o del todo; ahí pueden coincidir de 3 a 8 losetas, todas solo con campo. Una media loseta colocada después en un hueco bajo un establo solo hace real la conexión de campo que se había supuesto.
note-c1-bridge = 1.ª edición: un puente sobre dos medias losetas cuenta como dos losetas de camino, una por cada media loseta, y un seguidor sobre él debe estar claramente en una de las mitades, para poder resolver el dragón o la plaga.
note-c1-fairy = 1.ª edición: el hada solo protege la media loseta en la que está.
note-german-castle-points = 1.ª edición: un castillo alemán se completa cuando cada espacio a su alrededor tiene una loseta, cuadrada o triangular, y puntúa 2 más 1 por cada loseta a su alrededor; el ejemplo puntúa 13: 2, 5 por las medias losetas y 6 por las losetas normales.
note-german-castle-points-c2 = Páginas de la 2.ª edición: un castillo alemán puntúa 2 más 1 por cada espacio ocupado a su alrededor; 12 en el mismo ejemplo.
note-little-building-before-2021 = Antes de la 1/2021, una regla casera hacía que un pequeño edificio actuara solo sobre su propia media loseta; según las reglas de 2014, habría actuado sobre las dos medias losetas de su espacio, ya que contaban como una sola loseta.
