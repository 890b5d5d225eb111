# The sheets' texts in Italian (it). Every message of en.ftl, translated.
#
# Terms: halfling = mezza tessera (pl. mezze tessere); triangular gap =
# buco triangolare; follower = seguace; space = casella; pennant = stemma;
# leg = lato corto; long side = lato lungo; feature = elemento;
# city cap = tessera con un bordo di città. Player names (RED, BLUE) stay.

## Every sheet

expansion-name = Metà e metà
fallback-mark = *
fallback-note = * non ancora tradotto: mostrato in inglese
footer = Generato da { $generator } dalle definizioni delle tessere · { $paper }
page-number = pagina { $number } di { $count }
paper-a4 = A4
paper-letter = Letter
tiles-count = { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}

## Landscapes, sides and symbols, as the sheets name them

landscape = { $landscape ->
    [city] città
    [road] strada
   *[field] campo
}
side = { $side ->
    [north] nord
    [long] lato lungo
   *[west] ovest
}
symbol-name = { $symbol ->
    [vineyard] Vigneto
    [hill] Collina
    [sheep] Pecore
   *[crop-circle] Cerchio nel grano
}
symbol-name-lower = { $symbol ->
    [vineyard] vigneto
    [hill] collina
    [sheep] pecore
   *[crop-circle] cerchio nel grano
}

## The rule reference

rules-title = { $expansion }: riepilogo delle regole
rules-provenance = Creato da { $generator } dalle definizioni delle tessere con SHA-256
rules-set = { $set } ({ $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
})
rules-set-origin = { $set }: { $origin }; simbolo del set: { $symbol }.
rules-subtitle = { $count } mezze tessere triangolari: { $sets }.
rules-aliases = Pubblicata anche come { $aliases }. { $subtitle }

setup-heading = Preparazione per edizione
setup-edition = Edizione
setup-takes = A ogni giocatore
setup-setup = Preparazione
setup-draft = Variante a scelta
setup-rules = Versioni regole
setup-halflings = { $count ->
    [one] { $count } mezza tessera
   *[other] { $count } mezze tessere
}, qualunque sia il numero di giocatori

placement-heading = Piazzamento
followers-heading = Seguaci
scoring-heading = Punteggio

diagram-leg = { $tile }: il lato corto ovest poggia sul lato di una tessera e ne continua il paesaggio ({ landscape }).
diagram-long-side = { $tile }: il lato lungo è rivolto verso una tessera normale, che tocca solo in un angolo.
diagram-corner = { $tile }: tocca una tessera piazzata solo in un angolo.
diagram-shared = { $tile } e { $partner } condividono una casella, lato lungo contro lato lungo.

counting-heading = Conteggio per versione delle regole
counting-majority = Un elemento va ai giocatori con più seguaci su di esso; in caso di parità ciascuno segna il punteggio pieno.
counting-base = Punti del gioco base: una città completa { $city } per tessera e { $pennant } per stemma, una incompleta a fine partita { $unfinished } e { $unfinished-pennant }; una strada { $road } per tessera; un monastero { $monastery } per tessera nella sua casella e nelle 8 intorno; un campo { $farm } per ogni città completa confinante. { $majority }
counting-monastery-spaces = Un monastero conta la propria casella e le 8 intorno; una mezza tessera in una di esse conta anche se non tocca il monastero.
counting-explained = Per mezza tessera: ogni mezza tessera conta come una tessera. Per casella: una o due mezze tessere in una casella contano come una sola tessera.
counting-version = Versione regole
counting-roads-cities = Strade e città
counting-monasteries = Monasteri
counting-monastery-most = Monastero, max.
counting-changed = Cosa cambia
counting-current = { $name } – in vigore
counting-per = { $counting ->
    [per-halfling] per mezza tessera
   *[per-space] per casella
}
counting-assumed = { $counting } (presunto)

gaps-heading = Buchi triangolari ({ $rules })
gap-city = { $complete ->
    [yes] Una città con un buco triangolare può essere completa.
   *[no] Una città con un buco triangolare non è completa.
}
gap-road = { $complete ->
    [yes] Una strada con un buco triangolare può essere completa.
   *[no] Una strada con un buco triangolare non è completa.
}
gap-field = { $interrupts ->
    [yes] Un buco triangolare interrompe un campo.
   *[no] Un buco triangolare non interrompe un campo.
}
gap-neighbours = { $join ->
    [yes] Due buchi triangolari affacciati attraverso un lato formano un unico tratto di campo.
   *[no] Due buchi triangolari affacciati attraverso un lato non collegano alcun campo.
}
gap-monastery = { $each ->
    [yes] Un monastero è completo quando ognuna delle 8 caselle intorno contiene almeno una tessera.
   *[no] Un monastero è completo solo quando le 8 caselle intorno sono piene.
}
gap-barn = { $full ->
    [yes] Una stalla richiede quattro angoli di campo completamente occupati.
   *[no] Una stalla non richiede angoli di campo completamente occupati.
}
gap-bridge = { $two ->
    [yes] Un ponte richiede una casella con due mezze tessere.
   *[no] Un ponte può stare su una casella con una sola mezza tessera.
}
gap-figures = { $spaces ->
    [yes] Le figure (drago, torre, macchina volante, peste) si muovono e contano le distanze sulla griglia delle caselle.
   *[no] Le figure (drago, torre, macchina volante, peste) si muovono e contano le distanze tessera per tessera.
}
gap-bridge-segment = Un ponte su una casella con due mezze tessere è un solo tratto di strada.
gap-diagram = { $tile }: l’elemento ({ landscape }) attraversa il lato lungo fino a un buco triangolare (tratteggiato), quindi non è completo finché una seconda mezza tessera non riempie la casella.

symbols-heading = Simboli delle espansioni
symbols-without = Nella 1ª edizione, il simbolo di un’espansione non in gioco si ignora. Dalla 2ª edizione, il vigneto e la collina si giocano con le loro regole anche senza Pecore e Colline: non serve altro materiale.
symbol-points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}
symbol-tiles = tessera { $tiles }

questions-heading = Questioni con altre espansioni
question = { $expansion }: { $question } ({ $status ->
    [ruled] deciso:
   *[unsettled] non deciso; qui si assume:
} { $answer ->
    [yes] sì
   *[no] no
})

other-expansions-heading = Chiarimenti con altre espansioni
house-rules-heading = Regole della casa nelle fonti

game-end-heading = Fine della partita per edizione
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] La partita finisce alla fine del turno in cui viene piazzata l’ultima tessera normale; le mezze tessere non giocate sono perse.
   *[no-placement-possible] La partita finisce quando nessuno può più piazzare né una tessera normale né una mezza tessera.
}

examples-heading = Esempi svolti, giocati dal motore delle regole
examples-intro = Ogni tavolo è costruito tessera per tessera, con ogni piazzamento regolare; i punti sono quelli del motore delle regole in ciascuna versione (2014, 2015-10, 2020, 2021-01, come nella tabella del conteggio). Rosa: un buco triangolare. Dischi: seguaci nel colore del loro giocatore. Contorno tratteggiato: un piazzamento da provare, verde se regolare, rosso se rifiutato.
example-try = Prova { $tile } in [{ $x }, { $y }] ruotata di { $rotation }°: { $verdict }
example-try-follower = Prova { $tile } in [{ $x }, { $y }] ruotata di { $rotation }°, seguace di { $player } { $feature ->
    [city] sulla città
    [road] sulla strada
    [field] sul campo
    [monastery] sul monastero
   *[other] su { $feature }
}: { $verdict }
verdict = { $verdict ->
    [legal] regolare
    [unknown-tile] tessera sconosciuta
    [all-copies-placed] tutte le copie già piazzate
    [space-taken] casella occupata
    [long-sides-do-not-meet] i lati lunghi non combaciano
    [side-does-not-continue] il lato non prosegue
    [corner-only] solo un angolo
    [not-adjacent] non adiacente
    [not-on-the-tile] non sulla tessera
    [feature-taken] elemento già occupato
   *[no-follower-left] nessun seguace rimasto
}

## The tile census

census-title = { $expansion }: elenco delle tessere
census-set-title = { $title } – { $set }
census-set = { $tiles } · id da { $first } a { $last } · origine: { $origin } · simbolo del set: { $symbol }
set-symbol = { $symbol ->
    [pentagon] pentagono
   *[follower] seguace
}
set-symbol-label = la scritta «{ $label }»
census-name = Nome: { $name }
census-sides = Lati: { $sides }
census-side = { side }: { landscape }
census-features = Elementi: { $features }
census-symbols = Simboli: { $symbols }
census-no-symbols = Simboli: nessuno
census-cities = { $count ->
    [one] { $count } città
   *[other] { $count } città
}
census-cities-pennants = { $count ->
    [one] { $count } città
   *[other] { $count } città
} ({ $pennants ->
    [one] { $pennants } stemma
   *[other] { $pennants } stemmi
})
census-roads = { $count ->
    [one] { $count } strada
   *[other] { $count } strade
}
census-fields = { $count ->
    [one] { $count } campo
   *[other] { $count } campi
}
census-monastery = un monastero

## The print-and-cut sheet

cut-title = { $expansion }: tessere da stampare e ritagliare
cut-page = { $title } ({ $number } di { $count })
cut-note = Stampa a grandezza reale (100 %, senza adattare alla pagina). I lati corti misurano 45 mm: la barra a destra deve misurare 50 mm. Ritaglia ogni quadrato lungo i segni di taglio, poi lungo la diagonale.
cut-note-bleed = Stampa a grandezza reale (100 %, senza adattare alla pagina). I lati corti misurano 45 mm: la barra a destra deve misurare 50 mm. Ritaglia ogni quadrato lungo i segni di taglio, poi lungo la diagonale. L’immagine prosegue per { $bleed } mm oltre le linee di taglio (abbondanza).
cut-bar = 50 mm

## The manifest's sentences (tiles/expansion.toml)

set-halflings-1-name = Metà e metà I
set-halflings-1-origin = Rivista Spielbox, numero 5/2014
set-halflings-2-name = Metà e metà II
set-halflings-2-origin = Il negozio online dell’editore (cundco), 2014
edition-C1-name = 1ª edizione
edition-C1-setup = Mescola le mezze tessere coperte; distribuiscine 2 a ogni giocatore, che le guarda e le tiene coperte.
edition-C1-draft = Disponi tutte le mezze tessere scoperte; a partire dall’ultimo giocatore nell’ordine di turno e in senso antiorario, ognuno ne prende una e la pone coperta davanti a sé, poi tutti ne prendono una seconda allo stesso modo.
edition-C2-name = 2ª edizione
edition-C2-setup = Prima partita: escludi quelle con simboli di espansione. Mescolale coperte; distribuiscine 3 a ogni giocatore, che le tiene coperte.
edition-C2-draft = Disponi tutte le mezze tessere scoperte; sceglie per primo l’ultimo giocatore nell’ordine di turno, poi si prosegue in senso antiorario finché tutti ne hanno tre.
edition-C3-name = 3ª edizione
edition-C3-setup = Prima partita: escludi quelle con simboli di espansione. Mescolale coperte; distribuiscine 3 a ogni giocatore, che le tiene coperte.
edition-C3-draft = Disponi tutte le mezze tessere scoperte; sceglie per primo l’ultimo giocatore nell’ordine di turno, poi si prosegue in senso antiorario finché tutti ne hanno tre.
rules-2014-name = Regole C1 2014
rules-2014-note = Le regole parlano solo dei monasteri; contare due mezze tessere nella stessa casella come una sola tessera per strade e città è un’interpretazione dei giocatori.
rules-2015-10-name = Chiarimento 10/2015
rules-2015-10-note = Ogni mezza tessera conta come una tessera a sé, anche per i monasteri, quindi un monastero può arrivare a 18.
rules-2020-name = Regole C2 2020 (con 10/2015)
rules-2020-note = Strade e città continuano a contare ogni mezza tessera; i monasteri tornano a contare le caselle occupate.
rules-2021-01-name = Chiarimento 1/2021
rules-2021-01-note = Tutto si conta per caselle occupate: una o due mezze tessere in una casella valgono una tessera.
symbol-vineyard-expansion = Pecore e Colline
symbol-vineyard-rule = Quando un monastero viene completato, il suo proprietario segna 3 punti in più per ogni vigneto sulle tessere della sua casella e delle 8 caselle intorno.
symbol-hill-expansion = Pecore e Colline
symbol-hill-rule = Pesca una tessera normale e mettila coperta sotto la mezza tessera con la collina; la metà libera della casella potrà poi accogliere una seconda mezza tessera. La collina vale per l’intera casella, e una parità su un elemento con la collina va al seguace sulla collina.
symbol-sheep-expansion = Pecore e Colline
symbol-sheep-rule = Una pecora che non se ne va mai: aggiunge 3 ogni volta che si valuta il gregge del pastore nel suo campo, e il lupo non può scacciarla.
symbol-crop-circle-expansion = Mini n. 7 Cerchi nel grano
symbol-crop-circle-rule = Dopo averla piazzata, nomina cavaliere, contadino o brigante e scegli per tutti: ognuno può aggiungere un seguace di quel tipo accanto a uno dei propri sulla stessa tessera, oppure ognuno deve riprenderne uno di quel tipo. I giocatori agiscono a turno a partire dalla tua sinistra, e tu per ultimo.
play-placement-1 = Invece di pescare una tessera normale, puoi giocare una delle tue mezze tessere.
play-placement-2 = Un lato corto deve toccare il lato di una tessera piazzata per tutta la sua lunghezza; toccarsi solo in un angolo non basta.
play-placement-3 = Oppure il lato lungo combacia con il lato lungo di una mezza tessera già presente in una casella, riempiendo quella casella.
play-placement-4 = Il lato lungo non si accosta mai a una tessera normale.
play-placement-5 = Ogni elemento toccato da un lato deve proseguire dall’altra parte, come nel gioco base.
play-followers-1 = I seguaci si piazzano come nel gioco base.
play-followers-2 = Un seguace può andare su una mezza tessera anche se l’altra mezza tessera della sua casella ne ospita già uno.
play-scoring-1 = Gli elementi con mezze tessere si valutano secondo le regole base, contando le tessere come stabilisce la versione delle regole in vigore.
play-scoring-2 = Una città o una strada completa segna come al solito: secondo il chiarimento 1/2021, una o due mezze tessere in una casella contano come una tessera.
question-dragon-past-a-gap-expansion = La Principessa e il Drago
question-dragon-past-a-gap = Il drago può passare oltre un buco triangolare?
question-tower-range-ignores-gaps-expansion = La Torre
question-tower-range-ignores-gaps = Nel contare la portata della torre si ignorano i buchi triangolari?
question-flier-distance-ignores-gaps-expansion = La macchina volante (Macchine volanti)
question-flier-distance-ignores-gaps = Nel misurare la distanza della macchina volante si ignorano i buchi triangolari, contando solo le mezze tessere?
question-flier-lands-on-either-halfling-expansion = La macchina volante (Macchine volanti)
question-flier-lands-on-either-halfling = Quando un volo in diagonale atterra su una casella con due mezze tessere lungo il suo percorso, il giocatore può scegliere l’una o l’altra?
question-gap-separates-farms-at-a-barn-expansion = Abbazie e Borgomastri
question-gap-separates-farms-at-a-barn = Una stalla piazzata dove si incontrano campi separati da buchi triangolari li unisce in un solo campo?
question-abbey-scores-as-monastery-expansion = Abbazie e Borgomastri
question-abbey-scores-as-monastery = Un’abbazia tra le mezze tessere si valuta come un monastero secondo la versione delle regole in vigore?
question-shrine-scores-as-monastery-expansion = Eretici e Santuari
question-shrine-scores-as-monastery = Un santuario tra le mezze tessere si valuta come un monastero secondo la versione delle regole in vigore?
question-german-castle-counts-spaces-expansion = Castelli di Germania
question-german-castle-counts-spaces = Un castello tedesco è completo, e si valuta, in base alle caselle occupate, come un monastero secondo il chiarimento 1/2021?
question-little-building-one-halfling-expansion = Piccoli edifici
question-little-building-one-halfling = Un piccolo edificio conta solo per la mezza tessera su cui si trova, e non per l’altra metà della sua casella?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Una città completata con mezze tessere
example-city-completed-description = La città di RED parte da una tessera con un bordo di città, attraversa una tessera normale e arriva a due mezze tessere che condividono una casella, con uno stemma. Contando ogni mezza tessera ha 4 tessere: 2 punti ciascuna più 2 per lo stemma fanno 10. Contando le caselle occupate le due mezze tessere sono una tessera: 3 tessere e lo stemma fanno 8.
example-city-with-gap-title = Una città che finisce in un buco triangolare
example-city-with-gap-description = La città di RED parte da una tessera con un bordo di città e attraversa una mezza tessera fino al suo lato lungo, dove l’altra metà della casella è vuota. Secondo il chiarimento 1/2021 una città con un buco triangolare non è completa, quindi non segna punti durante la partita; le versioni precedenti non si sono mai pronunciate, e il motore le interpreta allo stesso modo.
example-farm-across-a-gap-title = Un campo accanto a un buco triangolare
example-farm-across-a-gap-description = Due tessere con un bordo di città formano una città completa. RED ha contadini su entrambi i lati della città, BLUE solo a sinistra; i due lati si incontrano solo attraverso un buco triangolare. Se li si considera collegati, è un solo campo in cui RED ha la maggioranza e prende 3 per la città, BLUE niente. Secondo il chiarimento 1/2021 il buco interrompe il campo: RED e BLUE si dividono il campo di sinistra (3 ciascuno) e RED da solo ha quello di destra (altri 3).
example-farm-across-neighbouring-gaps-title = Due campi che si incontrano attraverso buchi vicini
example-farm-across-neighbouring-gaps-description = Due mezze tessere in caselle vicine hanno i lati lunghi girati in modo che i loro buchi triangolari si affaccino l’uno sull’altro attraverso un lato. RED ha un contadino su un bordo, BLUE sull’altro; tessere con un bordo di città completano le città intorno. Se lo si legge come un unico tratto di campo (la lettura per le versioni precedenti all’1/2021, su cui le fonti tacciono), è un solo campo: parità, e ciascuno prende 3 per ognuna delle 3 città. Secondo il chiarimento 1/2021 i buchi lo interrompono: RED ha 1 città, BLUE 2.
example-follower-feature-taken-title = Seguace: una città che ha già un seguace
example-follower-feature-taken-description = RED sta nella città di una tessera con un bordo di città. BLUE piazza una mezza tessera che prolunga la città e vuole metterci un seguace. Unita attraverso le due tessere è una sola città, e ospita già il seguace di RED, quindi il seguace di BLUE viene rifiutato; la tessera in sé potrebbe andare lì.
example-follower-no-follower-left-title = Seguace: un giocatore che non ne ha più
example-follower-no-follower-left-description = RED ha sul tavolo tutti i 7 seguaci del gioco base, su sette tessere di strada in fila. Quando RED piazza un monastero sotto di esse, il monastero è libero, ma RED non ha più seguaci da metterci, quindi il seguace viene rifiutato.
example-follower-not-on-the-tile-title = Seguace: solo su un elemento della tessera appena piazzata
example-follower-not-on-the-tile-description = BLUE piazza una mezza tessera con una città e un campo e chiede di mettere un seguace su un monastero. Un seguace va solo su un elemento della tessera piazzata in questo turno, e questa tessera non ha alcun monastero, quindi il seguace viene rifiutato.
example-game-a-city-completed-during-play-title = Una partita: una città valutata appena completata, e il suo seguace che torna
example-game-a-city-completed-during-play-description = RED inizia una città con una tessera con un bordo di città e BLUE una strada lì accanto. RED prolunga la città su una mezza tessera, e la mezza tessera di BLUE riempie il resto della casella, completando la città: RED la valuta subito e riprende il seguace, poi lo mette su un monastero. Alla fine la strada e il monastero incompleti segnano quello che hanno.
example-monasteries-at-game-end-title = Monasteri incompleti a fine partita
example-monasteries-at-game-end-description = A fine partita due monasteri si trovano uno accanto all’altro, incompleti. Quello di BLUE ha sei tessere intorno, due delle quali sono mezze tessere singole, e segna 7 con la propria tessera; quello di RED ne ha cinque e segna 6. Nessuna casella contiene due mezze tessere, quindi tutte le versioni concordano.
example-monastery-with-gap-title = Un monastero con un buco triangolare accanto
example-monastery-with-gap-description = Il monastero di RED è circondato: sette delle otto caselle intorno contengono due mezze tessere e una ne contiene una sola, accanto a un buco triangolare. Ogni casella è occupata, quindi il monastero è completo in tutte le versioni. Contando ogni mezza tessera segna 1 per la propria tessera e 15 per le mezze tessere: 16, come consente il chiarimento 10/2015. Contando le caselle occupate segna 9.
example-placement-all-copies-placed-title = Piazzamento: una mezza tessera che è già sul tavolo
example-placement-all-copies-placed-description = Ognuna delle 24 mezze tessere esiste in una sola copia. Questa è già sul tavolo, quindi non può essere piazzata una seconda volta, dovunque andrebbe.
example-placement-corner-only-title = Piazzamento: contatto solo in un angolo
example-placement-corner-only-description = La mezza tessera toccherebbe la tessera di strada solo dove si toccano i loro angoli. Un lato corto deve poggiare sul lato di una tessera piazzata per tutta la sua lunghezza, quindi il piazzamento viene rifiutato.
example-placement-legal-title = Piazzamento: un lato corto contro un lato
example-placement-legal-description = Il lato corto di una mezza tessera poggia lungo tutto il lato sud di una tessera con un bordo di città, campo contro campo. È il modo normale di piazzare una mezza tessera, e le regole lo permettono.
example-placement-long-side-towards-a-tile-title = Piazzamento: solo il lato lungo è rivolto verso una tessera
example-placement-long-side-towards-a-tile-description = I lati corti della mezza tessera danno su caselle vuote e il suo lato lungo è rivolto verso la tessera di strada sottostante. Un lato lungo poggia sempre e solo sul lato lungo di un’altra mezza tessera, quindi nessun lato poggia su quello della tessera di strada: le due forme hanno in comune solo l’angolo nord-ovest della tessera di strada, e il piazzamento viene rifiutato come contatto solo in un angolo.
example-placement-long-sides-do-not-meet-title = Piazzamento: una seconda mezza tessera girata nel verso sbagliato
example-placement-long-sides-do-not-meet-description = Una seconda mezza tessera può riempire una casella solo lato lungo contro lato lungo. Girata di un quarto di giro di troppo, si sovrapporrebbe alla prima, quindi il piazzamento viene rifiutato.
example-placement-not-adjacent-title = Piazzamento: una vicina in diagonale che non tocca nulla
example-placement-not-adjacent-description = La mezza tessera si trova in diagonale, in basso a destra rispetto alla tessera di strada, girata in modo che il suo lato lungo tagli via proprio l’angolo che le due caselle hanno in comune. Le forme non hanno alcun punto in comune, nemmeno un angolo, quindi il piazzamento viene rifiutato come non adiacente.
example-placement-sharing-a-space-title = Piazzamento: due mezze tessere in una casella
example-placement-sharing-a-space-description = Una seconda mezza tessera riempie la casella della prima, lato lungo contro lato lungo, e la città su entrambi i lati lunghi prosegue. Le regole lo permettono.
example-placement-side-does-not-continue-title = Piazzamento: una città contro un campo
example-placement-side-does-not-continue-description = Il lato corto con la città della mezza tessera poggerebbe sul campo del lato sud della tessera con un bordo di città. Ogni lato a contatto deve continuare il paesaggio, quindi il piazzamento viene rifiutato.
example-placement-space-taken-title = Piazzamento: una casella che contiene già una tessera normale
example-placement-space-taken-description = Una tessera normale occupa tutta la sua casella, quindi nessuna mezza tessera può condividerla: il piazzamento viene rifiutato perché la casella è occupata. Solo una casella con una sola mezza tessera ne accoglie una seconda.
example-road-completed-title = Una strada completata con mezze tessere
example-road-completed-description = La strada di RED parte da un monastero, prosegue su una strada diritta, attraversa due mezze tessere che condividono una casella e termina a un incrocio. Si estende su 5 tessere, 1 punto ciascuna; contando le caselle occupate le due mezze tessere sono una tessera, quindi segna 4.
example-vineyard-title = Un vigneto nella casella stessa del monastero
example-vineyard-description = Una mezza tessera con un monastero e la mezza tessera con il vigneto condividono una casella, e tessere normali riempiono le otto caselle intorno. Il monastero completato segna 9 contando le caselle e 10 contando ogni mezza tessera, e il vigneto nella sua stessa casella aggiunge 3.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Dal 2020 i due set sono in un’unica scatola: le tessere con il simbolo di Metà e metà I sono quelle di Spielbox, quelle con il simbolo di Metà e metà II quelle un tempo vendute solo da cundco.
note-numbering = Dalla 2ª edizione le tessere sono numerate da 01 a 12 all’interno di ogni set; i codici su questi fogli mettono prima il set (da h1-01 a h2-12).
note-symbol-tiles-in-set-2 = Tutte le tessere che mostrano il simbolo di un’altra espansione appartengono a Metà e metà II.
note-base-game-stays = Tutte le regole del gioco base che queste pagine non modificano restano valide.
note-c1-six-players = 1ª edizione: una copia basta fino a sei giocatori; con più giocatori ne serve un’altra.
note-c2-leftovers-and-more = 2ª edizione: dopo la scelta, le mezze tessere che nessuno ha preso tornano nella scatola. Un gruppo può distribuirne più di tre a giocatore, in base a quanti giocano.
note-follower-wording = Il regolamento inglese dell’editore formula la regola dei seguaci con un senso diverso dall’originale tedesco, pare per errore; questo foglio riporta il senso tedesco.
note-scoring-wording = Il regolamento inglese dice solo che un elemento completato con una mezza tessera si valuta secondo le regole del gioco base; il testo tedesco, seguito da questo foglio, conta le caselle occupate.
note-monastery-always-nine = Contando le caselle, un monastero completato segna sempre 9 durante la partita, prima di qualsiasi vigneto.
note-c2-final-monasteries = L’esempio di fine partita della 2ª edizione: BLUE segna 6 per il suo monastero, la cui casella contiene due mezze tessere e conta una volta sola, e RED segna 5.
note-no-double-sized-tiles-in-2014 = Le regole del 2014 non potevano tenere conto delle tessere doppie, uscite un anno dopo.
note-gap-splits-a-city = Una città tagliata da un buco triangolare è in realtà più città, ciascuna incompleta, finché una mezza tessera non riempie il buco.
note-gaps-before-2021 = Prima dell’1/2021 nessun chiarimento stabiliva se una città o una strada con un buco triangolare potesse essere completa.
note-sheep-needs-hills-and-sheep = La mezza tessera con le pecore richiede il materiale di Pecore e Colline.
note-vineyard-up-to-sixteen = La prima formulazione del vigneto contava le 8 tessere intorno al monastero, come se tutte le tessere fossero quadrate. Con le mezze tessere un monastero può avere intorno fino a 16 tessere, e un vigneto può perfino condividerne la casella; contano tutte. Anche un monastero su mezza tessera con un vigneto su una tessera di una casella vicina segna 12: 9 più 3.
note-sheep-wording = Il regolamento inglese formula la regola del lupo come se proteggesse il tuo gregge, il che trae in inganno; questo foglio riporta il senso tedesco.
note-crop-circle-halfling = La mezza tessera con il cerchio nel grano non funziona come le tessere di Cerchi nel grano. Un giocatore senza seguaci del tipo nominato sul tavolo non compie nessuna delle due azioni. Il regolamento inglese fa scegliere l’azione a ciascun giocatore, per errore; questo foglio segue il testo tedesco.
note-c1-crop-circle-joker = 1ª edizione (11/2014): il cerchio nel grano sulla mezza tessera è un jolly; chi la gioca decide se vale come scudo, forcone o clava.
note-game-end-ruling-2024 = Le regole del 2020 hanno eliminato il paragrafo del 2014 sulla fine della partita. Nel 10/2024 la fine partita della 3ª edizione di Castelli di Germania è stata estesa a Metà e metà, 2ª edizione compresa, e la fine con l’ultima tessera normale della 1ª edizione non vale più.
note-game-end-other-pages = Le pagine rumena e olandese della 2ª edizione riportano ancora la fine con l’ultima tessera normale, indicandola come tratta dalle regole del 2014.
note-own-risk = Giocare Metà e metà con altre espansioni è a rischio dei giocatori: nessuna regola ufficiale copre ogni caso, quindi concordate prima le regole della casa. Hans im Glück non supporta più l’espansione e non darà altri chiarimenti.
note-effects-by-space = 1/2021: ogni tessera si piazza comunque da sola secondo le regole consuete, e ciò che la sua pesca o il suo piazzamento provoca avviene come al solito. Ciò che agisce su una tessera quadrata (il drago, la fata, i segnalini pulce, i piccoli edifici, le colline) agisce su ogni tessera di quella casella; una tessera doppia è coinvolta per intero se una delle sue metà vi si trova.
note-monastery-like-by-space = Abbazie, santuari, edifici giapponesi, monasteri tedeschi, olandesi e belgi, chiese di Darmstadt, giardini e castelli tedeschi contano le caselle occupate come i monasteri. Secondo il chiarimento 1/2021 i monasteri speciali segnano per caselle quadrate occupate, quali che siano le tessere che le riempiono.
note-neighbours-by-space = Dove un elemento considera le tessere intorno (il tendone del circo, gli acrobati, le torri di guardia, le terme, il Vodyanoy, la capanna di Baba Yaga, il bonus della chiesa di Darmstadt, i feudi dei castelli), conta ogni tessera nelle caselle intorno.
note-c1-figures-by-halfling = 1ª edizione (10/2015): le mosse del drago, la portata della torre e la distanza della macchina volante contano ogni mezza tessera come una tessera a sé.
note-fairy-space = La fata protegge ogni tessera della sua casella: una tessera quadrata, una o due mezze tessere o un’intera tessera doppia (dai principi dell’1/2021).
note-abbey-beside-halflings = Un’abbazia può essere piazzata con una mezza tessera lungo uno dei suoi lati (3/2015), anche accanto al buco triangolare di una mezza tessera: la mezza tessera prende il posto di una tessera normale e il buco non si considera.
note-barn-2015 = 10/2015: una stalla può stare dove si incontrano quattro tessere anche se alcune sono mezze tessere, purché su una base stabile: tutte le tessere sotto di essa si toccano al centro, nessun quarto intorno al centro è vuoto e ogni tessera vi mostra campo. Ciò ha sostituito in alcuni casi l’obbligo di esattamente quattro tessere (gli esempi del 4/2016 aggiungono le tessere doppie) e ha ammesso buchi triangolari presso la stalla, che spezzavano i campi.
note-barn-2021 = 1/2021: i quattro angoli di una stalla possono essere coperti da tessere quadrate, da una o due mezze tessere o da tessere doppie. Una stalla non può più stare accanto a un buco, quindi sta sempre in un solo campo e si valuta come al solito.
note-plague-and-fleas = Un singolo buco triangolare non impedisce alla peste di diffondersi in quella direzione. 1/2021: un segnalino pulce agisce sull’intera casella quadrata in cui si trova la sua tessera.
note-abbot-rows = Per l’abate dei monasteri tedeschi, olandesi e belgi, e per gli edifici giapponesi, un singolo buco triangolare non interrompe una riga o una colonna, perché la mezza tessera prende il posto di una tessera normale (3/2015); la interrompe solo una casella del tutto vuota.
note-c1-abbot-example = Esempio della 1ª edizione: contando ogni mezza tessera e scavalcando i buchi, l’abate di RED su un monastero tedesco segna 9: 1 per il monastero, 2 per la colonna sopra, 2 per quella sotto, 3 per la riga a sinistra e 1 per quella a destra.
note-double-sized-tiles = Secondo il chiarimento 10/2015 anche ogni metà di una tessera doppia contava come una tessera, il che distorceva ancora di più le altre espansioni. Con le regole del 2020 una sua parte conta come una o due caselle occupate per un monastero (dedotto; le regole tacciono). Secondo l’1/2021 ogni parte conta come una casella occupata per strade, città e monasteri.
note-leipzig-road = 2ª edizione: una strada su una tessera dei Mercati di Lipsia conta come una tessera, pur occupando due caselle.
note-c1-deal-them-all = 1ª edizione, con meno di sei giocatori: si distribuiscono mezze tessere finché non finiscono, tenendo le mani uguali (tre a testa in quattro giocatori).
note-c1-both-sets = Con entrambi i set non c’è accordo sul numero per giocatore; una possibilità è trattarli come due mini-espansioni e distribuirne due da ciascun set.
note-gap-hole-or-ignored = Un buco triangolare è un vuoto all’interno di un elemento e altrove si ignora: per completare e valutare monasteri, santuari, abbazie, giardini e i monaci dei monasteri tedeschi, e per piazzare abbazie, muovere il drago, i segnalini pulce, i punti dell’abate, la portata della torre e il percorso della macchina volante.
note-abbey-spot = Un posto accoglie un’abbazia quando nessuno dei suoi quattro lati confina con un buco quadrato.
note-barn-spot = Una stalla sta dove si incontrano gli angoli di quattro caselle quadrate, ciascuno coperto in parte o del tutto; lì possono incontrarsi da 3 a 8 tessere, tutte con solo campo. Una mezza tessera posata in seguito in un buco sotto una stalla rende reale solo il collegamento fra campi che essa presupponeva.
note-c1-bridge = 1ª edizione: un ponte su due mezze tessere conta come due tessere di strada, una per mezza tessera, e un seguace sopra deve stare chiaramente su una delle due metà, così da poter risolvere il drago o la peste.
note-c1-fairy = 1ª edizione: la fata protegge solo la mezza tessera su cui si trova.
note-german-castle-points = Un castello tedesco segna 2 più 1 per ogni tessera intorno, quadrata o triangolare (1ª edizione; 13 nell’esempio: 2, 5 mezze tessere e 6 tessere normali), oppure 2 più 1 per ogni casella occupata intorno (2ª edizione; 12 nell’esempio).
note-little-building-before-2021 = Prima dell’1/2021 i giocatori contavano un piccolo edificio per la sola mezza tessera su cui si trova; letto secondo le regole del 2014, avrebbe agito su entrambe le mezze tessere della sua casella, dato che contavano come una sola tessera.
