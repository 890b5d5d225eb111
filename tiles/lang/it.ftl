# The sheets' texts in Italian (it). Every message of en.ftl, translated.
#
# Terms: halfling = mezza tessera (pl. mezze tessere); triangular gap =
# buco triangolare; follower = seguace; space = casella; pennant = stemma;
# leg = lato corto; long side = lato lungo; feature = elemento;
# city cap = tessera con un bordo di città; ruling = chiarimento;
# house rule = regola della casa. Player colours: ROSSO, BLU (examples
# and notes), Rosso, Blu in `player`.

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

## How each statement stands: every rule, note and answer ends with its mark

standing = { $standing ->
    [rules] regole
    [rules-of] regole { $source }
    [clarification] chiarimento { $source }
    [adaptation] adattato
    [adaptation-of] adattato da { $source }
    [open] questione aperta
    [house-rule] regola della casa
    [house-rule-of] regola della casa { $source }
   *[inference] nostra deduzione
}
marked = { $text } [{ $standing }]
legend-heading = Cosa indicano le etichette
legend-intro = Ogni regola, nota e risposta qui sotto termina con un’etichetta tra parentesi quadre che ne indica il grado di ufficialità.
legend-item = [{ $mark }]: { $standing ->
    [rules] stampato nel regolamento di quell’edizione; [{ standing-rules }] da solo: nel regolamento di tutte le edizioni.
    [clarification] un chiarimento ufficiale dell’editore, di quella data.
    [adaptation] non deciso espressamente: le fonti lo ricavano dai principi generali di un chiarimento o da una regola ufficiale.
    [open] secondo le fonti non c’è una risposta ufficiale; dove il foglio ne dà una, è l’interpretazione di questi fogli e del motore delle regole.
    [house-rule] una regola della casa o un’interpretazione della community riportata dalle fonti; non ufficiale.
   *[inference] una conclusione propria di questo foglio, che nessuna fonte afferma.
}
standing-rules = regole
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
setup-draft = Variante draft
setup-rules = Versioni regole
setup-halflings = { $count ->
    [one] { $count } mezza tessera
   *[other] { $count } mezze tessere
}

placement-heading = Piazzamento
followers-heading = Seguaci
scoring-heading = Punteggio

diagram-leg = { $tile }: il lato corto ovest poggia sul lato di una tessera e il tratto di { landscape } prosegue.
diagram-long-side = { $tile }: il lato lungo è rivolto verso una tessera normale, che tocca solo in un angolo.
diagram-corner = { $tile }: tocca una tessera piazzata solo in un angolo.
diagram-shared = { $tile } e { $partner } condividono una casella, lato lungo contro lato lungo.

counting-heading = Conteggio per versione delle regole
counting-majority = Un elemento va ai giocatori con più seguaci su di esso; in caso di parità ciascuno segna il punteggio pieno.
counting-base = Punti del gioco base: una città completa { $city } per tessera e { $pennant } per stemma, una incompleta a fine partita { $unfinished } per tessera e { $unfinished-pennant } per stemma; una strada { $road } per tessera; un monastero { $monastery } per tessera nella sua casella e nelle 8 intorno; un campo { $farm } per ogni città completa confinante. { $majority }
counting-monastery-spaces = Un monastero conta la propria casella e le 8 intorno; una mezza tessera in una di esse conta anche se non tocca il monastero.
counting-explained = Per mezza tessera: ogni mezza tessera conta come una tessera. Per casella: una o due mezze tessere in una casella contano come una sola tessera.
counting-version = Versione regole
counting-roads-cities = Strade e città
counting-monasteries = Monasteri
counting-monastery-most = Max per monastero
counting-changed = Cosa cambia
counting-current = { $name } – in vigore per { $editions }
counting-per = { $counting ->
    [per-halfling] per mezza tessera
   *[per-space] per casella
}
counting-assumed = { $counting } (presunto)

gaps-heading = Buchi triangolari, per versione delle regole
gaps-intro = Per ogni edizione, leggi le colonne delle sue versioni delle regole (vedi la tabella della preparazione). Ogni risposta ha la sua etichetta; dove le fonti lasciano aperta una questione, la risposta è l’interpretazione adottata da questi fogli e dal motore delle regole.
gaps-question = Domanda
gap-question = { $fact ->
    [city_with_gap_complete] Una città con un buco triangolare può essere completa?
    [road_with_gap_complete] Una strada con un buco triangolare può essere completa?
    [gap_interrupts_field] Un buco triangolare interrompe un campo?
    [neighbouring_gaps_join_fields] Due buchi triangolari affacciati l’uno all’altro su un lato formano un unico tratto di campo?
    [monastery_needs_each_space_occupied] Un monastero è completo quando ognuna delle 8 caselle intorno contiene almeno una tessera?
    [barn_needs_full_corners] Una stalla richiede quattro angoli di campo senza buchi?
    [bridge_needs_two_halflings] Un ponte su mezze tessere richiede una casella che ne contenga due?
    [figures_use_spaces] Il drago, la torre e la macchina volante si muovono e misurano le distanze sulla griglia delle caselle?
   *[pennants_in_shared_space] Contano tutti gli stemmi quando due mezze tessere in una casella valgono una sola tessera?
}
gap-answer = { $answer ->
    [yes] sì
   *[no] no
}
gap-diagram = { $tile }: il tratto di { landscape } attraversa il lato lungo e finisce in un buco triangolare (tratteggiato), quindi non si può completare finché una seconda mezza tessera non riempie la casella.

symbols-heading = Simboli delle espansioni
symbols-without-c1 = Nella 1ª edizione, i giocatori possono ignorare il simbolo di un’espansione che non usano.
symbols-without-c2 = Dalla 2ª edizione, il vigneto e la collina si giocano con le loro regole anche senza Pecore e Colline: non serve altro materiale.
symbol-points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
}
symbol-tiles = tessera { $tiles }

questions-heading = Questioni con altre espansioni
question = { $expansion }: { $question } { $open ->
    [yes] { $answer ->
        [yes] Nessuna risposta ufficiale; qui si risponde sì.
       *[no] Nessuna risposta ufficiale; qui si risponde no.
    }
   *[no] { $answer ->
        [yes] Sì.
       *[no] No.
    }
}

question-first-edition = 1ª edizione: { $open ->
    [yes] { $answer ->
        [yes] nessuna risposta ufficiale; qui si risponde sì.
       *[no] nessuna risposta ufficiale; qui si risponde no.
    }
   *[no] { $answer ->
        [yes] sì.
       *[no] no.
    }
}

other-expansions-heading = Chiarimenti con altre espansioni
house-rules-heading = Regole della casa nelle fonti

game-end-heading = Fine della partita per edizione
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] la partita finisce alla fine del turno in cui viene piazzata l’ultima tessera normale; le mezze tessere non giocate sono perse.
   *[no-placement-possible] la partita finisce quando nessuno, nel proprio turno, può piazzare una tessera normale o una mezza tessera, anche se qualcuno ha ancora delle mezze tessere.
}

examples-heading = Esempi svolti, giocati dal motore delle regole
examples-intro = Ogni esempio è costruito tessera per tessera, e ogni piazzamento di tessera è regolare, con i seguaci messi dove servono all’esempio; i punti sono quelli calcolati dal motore delle regole in ciascuna versione (2014, 10/2015, 2020, 1/2021, come nella tabella del conteggio). Rosa: un buco triangolare. Dischi: seguaci nel colore del loro giocatore. Contorno tratteggiato: un piazzamento da provare, verde se consentito, rosso se rifiutato.
player = { $player ->
    [red] Rosso
    [blue] Blu
    [green] Verde
    [yellow] Giallo
    [black] Nero
   *[other] { $player }
}
example-points = { player } { $points }
example-outcome = { $verdict ->
    [legal] Le regole consentono questo piazzamento.
    [unknown-tile] Rifiutato: questa tessera non esiste.
    [all-copies-placed] Rifiutato: questa mezza tessera è già sul tavolo.
    [space-taken] Rifiutato: la casella è già piena.
    [long-sides-do-not-meet] Rifiutato: i lati lunghi delle due mezze tessere non combaciano.
    [side-does-not-continue] Rifiutato: un lato non continua il paesaggio che tocca.
    [corner-only] Rifiutato: toccherebbe le altre tessere solo in un angolo.
    [not-adjacent] Rifiutato: non toccherebbe nessuna tessera.
    [not-on-the-tile] Rifiutato: un seguace va solo sulla tessera appena piazzata.
    [feature-taken] Rifiutato: quell’elemento ha già un seguace.
   *[no-follower-left] Rifiutato: il giocatore non ha più seguaci.
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
census-side = { landscape } ({ side })
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

## The census's page of the base game's tiles

census-base-title = { $title } – Gioco base (per riferimento)
census-base = { $tiles } di { $kinds ->
    [one] un tipo
   *[other] { $kinds } tipi
}: le tessere terreno del gioco base, senza il fiume. Sono mostrate per riferimento: non sono mezze tessere, e nessun altro conteggio di questo elenco le include.
census-base-copies = { $count ->
    [one] { $count } copia
   *[other] { $count } copie
}
census-base-start = La tessera iniziale è una di queste.

## The print-and-cut sheet

cut-title = { $expansion }: tessere da stampare e ritagliare
cut-page = { $title } ({ $number } di { $count })
cut-note = Stampa a grandezza reale (100 %, senza adattare alla pagina). I lati corti misurano 45 mm: la barra a destra deve misurare 50 mm. Ritaglia ogni quadrato lungo i segni di taglio, poi lungo la diagonale.
cut-note-bleed = Stampa a grandezza reale (100 %, senza adattare alla pagina). I lati corti misurano 45 mm: la barra a destra deve misurare 50 mm. Ritaglia ogni quadrato lungo i segni di taglio, poi lungo la diagonale. L’immagine prosegue per { $bleed } mm oltre le linee di taglio (abbondanza).
cut-bar = 50 mm

## The manifest's sentences (tiles/expansion.toml)

set-halflings-1-name = Metà e metà I
set-halflings-1-origin = rivista Spielbox, numero 5/2014
set-halflings-2-name = Metà e metà II
set-halflings-2-origin = il negozio online dell’editore (cundco), 2014
edition-C1-name = 1ª edizione
edition-C1-setup = Prima partita: mescola le mezze tessere coperte e distribuiscine 2 a ogni giocatore, che le guarda e le tiene coperte.
edition-C1-draft = Disponi tutte le mezze tessere scoperte; a partire dall’ultimo giocatore nell’ordine di turno e in senso antiorario, ognuno ne prende una e la pone coperta davanti a sé, poi tutti ne prendono una seconda allo stesso modo.
edition-C2-name = 2ª edizione
edition-C2-setup = Prima partita: lascia fuori le mezze tessere con simboli di espansione. Mescola le altre coperte e distribuiscine 3 a ogni giocatore, che le guarda e le tiene coperte.
edition-C2-draft = Disponi tutte le mezze tessere scoperte; l’ultimo giocatore nell’ordine di turno sceglie per primo una mezza tessera e la pone coperta davanti a sé, poi si prosegue in senso antiorario finché tutti ne hanno tre.
edition-C3-name = 3ª edizione
edition-C3-setup = Prima partita: lascia fuori le mezze tessere con simboli di espansione. Mescola le altre coperte e distribuiscine 3 a ogni giocatore, che le guarda e le tiene coperte.
edition-C3-draft = Disponi tutte le mezze tessere scoperte; l’ultimo giocatore nell’ordine di turno sceglie per primo una mezza tessera e la pone coperta davanti a sé, poi si prosegue in senso antiorario finché tutti ne hanno tre.
rules-2014-name = Regole C1 2014
rules-2014-note = Le regole stampate parlano solo dei monasteri. Il chiarimento del 10/2014 contava due mezze tessere in una casella come una sola tessera anche per strade e città; una delle tabelle della wiki lo definisce un’ipotesi.
rules-2015-10-name = Chiarimento 10/2015
rules-2015-10-note = Ogni mezza tessera conta come una tessera a sé, anche per i monasteri, quindi un monastero può arrivare a 18.
rules-2020-name = Regole C2 2020 (con 10/2015)
rules-2020-note = Le regole del 2020 dicono solo che gli elementi completati con mezze tessere si valutano secondo le regole consuete; la wiki ritiene che strade e città contino ancora ogni mezza tessera, come stabilito nel 10/2015. I monasteri tornano a contare le caselle occupate.
rules-2021-01-name = Chiarimento 1/2021
rules-2021-01-note = Tutto si conta per caselle occupate: una o due mezze tessere in una casella valgono una tessera.
symbol-vineyard-expansion = Pecore e Colline
symbol-vineyard-rule = Quando un monastero viene completato, il suo proprietario segna 3 punti in più per ogni vigneto sulle 8 tessere che lo circondano.
symbol-hill-expansion = Pecore e Colline
symbol-hill-rule = Pesca una tessera normale e mettila coperta sotto la mezza tessera con la collina; la metà libera della casella potrà poi accogliere una seconda mezza tessera. La collina vale per l’intera casella, e in caso di parità su un elemento con la collina vince il seguace che sta sulla collina.
symbol-sheep-expansion = Pecore e Colline
symbol-sheep-rule = La pecora su questa mezza tessera vale 3 punti quando il gregge del pastore nel suo campo viene riportato all’ovile, e il lupo non può farla scappare.
symbol-crop-circle-expansion = Mini n. 7 Cerchi nel grano
symbol-crop-circle-rule = Gioca un turno normale con questa mezza tessera; poi dichiara cavaliere, contadino o brigante e decidi per tutti: ognuno può prendere dalla propria riserva un seguace di quel tipo e metterlo accanto a uno dei suoi sulla stessa tessera, oppure ognuno deve riprenderne uno di quel tipo. Si procede a turno a partire dal giocatore alla tua sinistra, e tu agisci per ultimo.
play-placement-1 = Invece di pescare una tessera normale, puoi giocare una delle tue mezze tessere.
play-placement-2 = Un lato corto deve toccare il lato di una tessera piazzata per tutta la sua lunghezza; toccarsi solo in un angolo non basta.
play-placement-3 = Oppure il lato lungo combacia con il lato lungo di una mezza tessera già presente in una casella, riempiendo quella casella.
play-placement-4 = Il lato lungo non si accosta mai a una tessera normale.
play-placement-5 = Ogni elemento toccato da un lato deve proseguire dall’altra parte, come nel gioco base.
play-followers-1 = I seguaci si piazzano come nel gioco base.
play-followers-2 = Un seguace può andare su una mezza tessera anche se l’altra mezza tessera della sua casella ne ospita già uno.
play-scoring-1 = Gli elementi con mezze tessere si valutano secondo le regole base, contando le tessere come stabilisce la versione delle regole in vigore.
play-scoring-2 = 2ª e 3ª edizione: una città o una strada completata si valuta come al solito, ma una o due mezze tessere in una casella contano come una sola tessera.
question-dragon-past-a-gap-expansion = La Principessa e il Drago
question-dragon-past-a-gap = il drago può passare oltre un buco triangolare?
question-tower-range-ignores-gaps-expansion = La Torre
question-tower-range-ignores-gaps = nel contare la portata della torre si ignorano i buchi triangolari?
question-flier-distance-ignores-gaps-expansion = La macchina volante (Le macchine volanti)
question-flier-distance-ignores-gaps = nel misurare la distanza della macchina volante si ignorano i buchi triangolari?
question-flier-lands-on-either-halfling-expansion = La macchina volante (Le macchine volanti)
question-flier-lands-on-either-halfling = quando un volo in diagonale atterra su una casella con due mezze tessere lungo il suo percorso, il giocatore può scegliere l’una o l’altra?
question-gap-separates-farms-at-a-barn-expansion = Abbazie e Borgomastri
question-gap-separates-farms-at-a-barn = una stalla può stare dove si incontrano campi separati da buchi triangolari, unendoli in un solo campo?
question-abbey-scores-as-monastery-expansion = Abbazie e Borgomastri
question-abbey-scores-as-monastery = un’abbazia tra le mezze tessere si valuta come un monastero secondo la versione delle regole in vigore?
question-shrine-scores-as-monastery-expansion = Eretici e Santuari
question-shrine-scores-as-monastery = un santuario tra le mezze tessere si valuta come un monastero secondo la versione delle regole in vigore?
question-german-castle-counts-spaces-expansion = Castelli di Germania
question-german-castle-counts-spaces = un castello tedesco si valuta in base alle caselle occupate, come un monastero secondo il chiarimento dell’1/2021?
question-little-building-one-halfling-expansion = Piccoli edifici
question-little-building-one-halfling = un piccolo edificio agisce su ogni tessera della sua casella, e non solo sulla mezza tessera su cui si trova?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Una città completata con mezze tessere
example-city-completed-description = La città di ROSSO parte da una tessera con un bordo di città, attraversa una tessera normale e arriva a due mezze tessere che condividono una casella, con uno stemma. Contando ogni mezza tessera ha 4 tessere: 2 punti ciascuna più 2 per lo stemma fanno 10. Contando le caselle occupate le due mezze tessere sono una tessera: 3 tessere e lo stemma fanno 8.
example-city-with-gap-title = Una città che finisce in un buco triangolare
example-city-with-gap-description = La città di ROSSO parte da una tessera con un bordo di città e attraversa una mezza tessera fino al suo lato lungo, dove l’altra metà della casella è vuota. Una città con un buco triangolare non è completa, così come nel gioco base non lo è una città con un buco, quindi non segna punti durante la partita. Nessun chiarimento parla di questo caso: prima dell’1/2021 è una questione aperta, e il motore interpreta così tutte le versioni.
example-farm-across-a-gap-title = Un campo accanto a un buco triangolare
example-farm-across-a-gap-description = Due tessere con un bordo di città formano una città completa. ROSSO ha contadini su entrambi i lati della città, BLU solo a sinistra; i due lati si incontrano solo attraverso un buco triangolare. Prima dell’1/2021 nessun chiarimento dice se il buco li unisca; il motore li considera un solo campo, in cui ROSSO ha la maggioranza e prende 3 per la città, BLU niente. Secondo il chiarimento 1/2021 il buco interrompe il campo: ROSSO e BLU si dividono il campo di sinistra (3 ciascuno) e ROSSO da solo ha quello di destra (altri 3).
example-farm-across-neighbouring-gaps-title = Due campi che si incontrano attraverso buchi vicini
example-farm-across-neighbouring-gaps-description = Due mezze tessere in caselle vicine hanno i lati lunghi rivolti l’uno verso l’altro, così che i loro buchi triangolari si affacciano l’uno sull’altro attraverso il lato che le due caselle hanno in comune. ROSSO ha un contadino su un bordo, BLU sull’altro; tessere con un bordo di città completano le città intorno. Prima dell’1/2021 le fonti lasciano aperta la questione dei buchi nei campi; considerando i buchi come campo, il motore unisce i due bordi in un solo campo: parità, e ciascuno prende 3 per ognuna delle 3 città. Secondo il chiarimento 1/2021 ogni buco interrompe un campo, quindi (deduzione di questo foglio per questo caso) ROSSO ha 1 città, BLU 2.
example-follower-feature-taken-title = Seguace: una città che ha già un seguace
example-follower-feature-taken-description = ROSSO ha un seguace nella città di una tessera con un bordo di città. BLU piazza una mezza tessera che prolunga la città e vuole metterci un seguace. Attraverso le due tessere la città è una sola e ospita già il seguace di ROSSO, quindi il seguace di BLU viene rifiutato; la tessera in sé, invece, si può piazzare lì.
example-follower-no-follower-left-title = Seguace: un giocatore che non ne ha più
example-follower-no-follower-left-description = ROSSO ha sul tavolo tutti i 7 seguaci del gioco base, su sette tessere di strada in fila. Quando ROSSO piazza un monastero sotto di esse, il monastero è libero, ma ROSSO non ha più seguaci da metterci, quindi il seguace viene rifiutato.
example-follower-feature-taken-and-none-left-title = Seguace: una strada occupata, e nessuno rimasto
example-follower-feature-taken-and-none-left-description = ROSSO ha sul tavolo tutti i 7 seguaci del gioco base, su sette tessere di strada in fila. ROSSO piazza un’ottava strada dritta in fondo alla fila e vuole mettere un seguace sulla strada. Due regole lo impediscono: sulla strada ci sono già seguaci di ROSSO, e ROSSO non ne ha più. Si guarda prima l’elemento, quindi il verdetto è che l’elemento ha già un seguace.
example-follower-not-on-the-tile-title = Seguace: solo su un elemento della tessera appena piazzata
example-follower-not-on-the-tile-description = BLU piazza una mezza tessera con una città e un campo e chiede di mettere un seguace su un monastero. Un seguace va solo su un elemento della tessera piazzata in questo turno, e questa tessera non ha alcun monastero, quindi il seguace viene rifiutato.
example-game-a-city-completed-during-play-title = Una partita: una città valutata appena completata, e il suo seguace che torna
example-game-a-city-completed-during-play-description = ROSSO inizia una città con una tessera con un bordo di città e BLU una strada lì accanto. ROSSO prolunga la città su una mezza tessera, e la mezza tessera di BLU riempie il resto della casella, completando la città: ROSSO la valuta subito e riprende il seguace, poi lo mette su un monastero. A fine partita la strada e il monastero incompleti segnano i punti che valgono.
example-monasteries-at-game-end-title = Monasteri incompleti a fine partita
example-monasteries-at-game-end-description = A fine partita due monasteri si trovano uno accanto all’altro, incompleti. Quello di BLU ha sei tessere intorno, due delle quali sono mezze tessere singole, e segna 7 con la propria tessera; quello di ROSSO ne ha cinque e segna 6. Nessuna casella contiene due mezze tessere, quindi tutte le versioni concordano.
example-monastery-with-gap-title = Un monastero con un buco triangolare accanto
example-monastery-with-gap-description = Il monastero di ROSSO è circondato: sette delle otto caselle intorno contengono due mezze tessere e una ne contiene una sola, accanto a un buco triangolare. Ogni casella è occupata, quindi il monastero è completo in tutte le versioni (per la 1ª edizione grazie all’interpretazione della community secondo cui un buco intorno a un monastero si ignora). Contando ogni mezza tessera segna 1 per la propria tessera e 15 per le mezze tessere: 16, come con il chiarimento 10/2015. Contando le caselle occupate segna 9.
example-placement-all-copies-placed-title = Piazzamento: una mezza tessera che è già sul tavolo
example-placement-all-copies-placed-description = Ognuna delle 24 mezze tessere esiste in una sola copia. Questa è già sul tavolo, quindi non può essere piazzata una seconda volta, ovunque la si voglia mettere.
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
example-road-completed-description = La strada di ROSSO parte da un monastero, prosegue su una strada diritta, attraversa due mezze tessere che condividono una casella e termina a un incrocio. Si estende su 5 tessere, 1 punto ciascuna; contando le caselle occupate le due mezze tessere sono una tessera, quindi segna 4.
example-vineyard-title = Un vigneto nella casella stessa del monastero
example-vineyard-description = Una mezza tessera con un monastero e la mezza tessera con il vigneto condividono una casella, e tessere normali riempiono le otto caselle intorno. Il monastero completato segna 9 contando le caselle e 10 contando ogni mezza tessera, e il vigneto nella sua stessa casella aggiunge 3, secondo il conteggio della wiki (il regolamento parla delle 8 tessere intorno). In una partita della 1ª edizione senza Pecore e Colline, i giocatori possono ignorare il vigneto.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Dal 2020 i due set sono in un’unica scatola: le tessere con il simbolo di Metà e metà I sono quelle di Spielbox, quelle con il simbolo di Metà e metà II quelle un tempo vendute solo da cundco.
note-numbering = I codici di questi fogli numerano da 01 a 12 le tessere di ogni set, con il set davanti (da h1-01 a h2-12), seguendo l’ordine degli elenchi di tessere della wiki. I disegni delle tessere, e quale tessera porta quale simbolo, sono ricostruiti dalle immagini delle fonti: confrontali con le tue tessere.
note-symbol-tiles-in-set-2 = Alcune tessere di Metà e metà II (cundco) mostrano i simboli di Pecore e Colline e di Cerchi nel grano.
note-base-game-stays = Tutte le regole del gioco base che queste pagine non modificano restano valide.
note-c1-six-players = 1ª edizione: una copia basta fino a sei giocatori; con più giocatori ne serve un’altra.
note-c1-two-each = 1ª edizione: con meno di sei giocatori, ognuno prende comunque solo 2 mezze tessere.
note-c2-leftovers-and-more = 2ª e 3ª edizione: dopo il draft, le mezze tessere che nessuno ha preso tornano nella scatola. Un gruppo può distribuirne più di tre a giocatore, in base a quanti giocano.
note-follower-wording = Nel regolamento inglese dell’editore questa regola ha un altro significato, probabilmente per errore; questo foglio segue il significato del regolamento tedesco.
note-scoring-wording = Il regolamento inglese dice solo che un elemento completato piazzando una mezza tessera si valuta secondo le regole del gioco base. Questo foglio segue il testo del regolamento tedesco, come aggiornato dal chiarimento dell’1/2021: contano le caselle occupate, non le singole mezze tessere.
note-monastery-always-nine = Contando le caselle, un monastero completato segna sempre 9 durante la partita, prima di qualsiasi vigneto.
note-c2-final-monasteries = Un esempio di fine partita delle pagine della 2ª edizione: il monastero incompleto di BLU, la cui casella contiene due mezze tessere contate una volta sola, segna 6, e quello di ROSSO segna 5.
note-bridge-one-segment = Un ponte su una casella con due mezze tessere conta come un solo tratto di strada.
note-gap-splits-a-city = Le parti di una città che si collegano solo attraverso un buco triangolare sono città separate e incomplete, finché una mezza tessera non riempie il buco.
note-gaps-before-2021 = Prima dell’1/2021 nessun chiarimento stabiliva se una città o una strada con un buco triangolare potesse essere completa, né se un buco dividesse un campo; la pagina della 1ª edizione lascia la decisione ai giocatori.
note-sheep-needs-hills-and-sheep = La mezza tessera con le pecore richiede il materiale di Pecore e Colline.
note-vineyard-up-to-sixteen = Il regolamento conta i vigneti sulle 8 tessere intorno al monastero, come se tutte le tessere fossero quadrate. Con le mezze tessere, intorno al monastero possono esserci fino a 16 tessere, e un vigneto può trovarsi nella sua stessa casella; la wiki li conta tutti, e così fanno questi fogli e il motore delle regole. Contando le caselle, una mezza tessera con un monastero segna 12 (9 più 3), sia che la mezza tessera con il vigneto ne condivida la casella, sia che si trovi in una casella accanto.
note-sheep-permanent = La pecora sulla mezza tessera è un segnalino pecora permanente: conta ogni volta che un pastore nel suo campo valuta il gregge.
note-sheep-wording = Il regolamento inglese formula la regola del lupo come se proteggesse il tuo gregge, il che è fuorviante; questo foglio segue il significato tedesco.
note-crop-circle-halfling = La mezza tessera con il cerchio nel grano non funziona come le tessere di Cerchi nel grano. Un giocatore che non ha sul tavolo seguaci del tipo dichiarato non ne aggiunge né ne riprende. Il regolamento inglese rende obbligatorio aggiungere un seguace («ogni giocatore deve o prenderne … o toglierne …»); nel testo tedesco, che questo foglio segue, aggiungerlo è facoltativo.
note-c1-crop-circle-joker = 1ª edizione: il cerchio nel grano sulla mezza tessera è un jolly; chi la gioca decide se vale come scudo, forcone o clava.
note-game-end-history = Le regole della 1ª edizione (2014) chiudono la partita con il turno in cui viene piazzata l’ultima tessera normale. Le regole del 2020 non indicano come finisce la partita; nel 10/2024 è stato chiarito che per Metà e metà vale la fine partita che la 3ª edizione prevede per Castelli di Germania, e la pagina della wiki per la 2ª e la 3ª edizione dichiara non più valida quella del 2014.
note-game-end-c1-kept = Per una partita della 1ª edizione, questi fogli e il motore delle regole mantengono la fine stampata nelle regole del 2014, perché il chiarimento del 10/2024 estende una regola della 3ª edizione; la pagina della 1ª edizione, in una copia del 3/2023, precedente a quel chiarimento, riporta la fine del 2014.
note-game-end-other-pages = La fine con l’ultima tessera normale è quella del regolamento del 2014. Le pagine rumena e olandese della 2ª edizione, scritte prima del chiarimento del 10/2024, la riportano ancora, precisando che le regole del 2020 l’hanno tolta.
note-own-risk = Le regole del 2020: Metà e metà si può combinare con altre espansioni a rischio dei giocatori; non esistono regole ufficiali per queste combinazioni.
note-own-risk-basis = Al di là dei chiarimenti dell’1/2021 su drago, torre, macchina volante e stalla, Hans im Glück non dà chiarimenti dettagliati su queste combinazioni; concordate delle regole della casa, che le fonti ricavano dai principi dell’1/2021.
note-general-considerations = Le considerazioni generali del 10/2014: una mezza tessera accanto a un buco triangolare conta come una tessera, e due mezze tessere che formano una casella contano insieme come una tessera, per il punteggio, il drago, la peste e la macchina volante. Con il 10/2015 contavano una tessera ciascuna; con l’1/2021 si è tornati alla lettura del 10/2014.
note-effects-by-space = Ogni tessera si piazza comunque da sola secondo le regole consuete, e figure e segnalini si piazzano su singole tessere. Adiacenza, movimento, portata e punteggio seguono la griglia delle caselle: ciò che agisce su una tessera quadrata, come il drago, agisce su ogni tessera di quella casella, e una tessera doppia è coinvolta per intero se una delle sue metà vi si trova.
note-monastery-like-by-space = Le pagine della 2ª edizione (dal 2020, e ancora con l’1/2021) estendono le regole dei monasteri ad abbazie, santuari, edifici giapponesi, monasteri tedeschi, olandesi e belgi, chiese di Darmstadt, giardini e castelli tedeschi: si completano e si valutano in base alle caselle occupate, quali che siano le tessere che le riempiono.
note-neighbours-by-space = Dove un elemento considera le tessere intorno (il tendone del circo, gli acrobati, le torri di guardia, le terme, il Vodyanoy, la capanna di Baba Yaga, il bonus della chiesa di Darmstadt, i feudi dei castelli), conta ogni tessera nelle caselle intorno.
note-c1-figures-by-halfling = 1ª edizione: le mosse del drago, la portata della torre e la distanza della macchina volante contano ogni mezza tessera come una tessera a sé.
note-fairy-space = La fata protegge ogni tessera della sua casella: una tessera quadrata, una o due mezze tessere o un’intera tessera doppia.
note-abbey-beside-halflings = Un’abbazia può essere piazzata con una mezza tessera lungo uno dei suoi lati, anche accanto al buco triangolare di una mezza tessera: la mezza tessera prende il posto di una tessera normale e il buco non si considera.
note-barn-2015 = Una stalla può stare dove si incontrano quattro tessere anche se alcune sono mezze tessere, purché su una base stabile: tutte le tessere sotto di essa si toccano al centro, nessun quarto intorno al centro è vuoto e ogni tessera vi mostra campo. Ciò ha sostituito in alcuni casi l’obbligo di esattamente quattro tessere (gli esempi del 4/2016 aggiungono le tessere doppie) e ha permesso che buchi triangolari toccassero la stalla, lasciando aperta la questione se lì i campi fossero uniti.
note-barn-2021 = I quattro angoli di una stalla possono essere coperti da tessere quadrate, da una o due mezze tessere o da tessere doppie, senza mai lasciare un buco.
note-barn-2021-one-field = Quindi una stalla sta sempre in un solo campo e si valuta come al solito.
note-plague-past-a-gap = Un singolo buco triangolare non impedisce alla peste di diffondersi in quella direzione. La pagina della 2ª edizione lo ricava invece dal chiarimento del 3/2015 sull’abate.
note-fleas-by-space = Un segnalino pulce agisce sull’intera casella quadrata della sua tessera, e i segnalini pulce si muovono sulla griglia delle caselle.
note-abbot-rows = Per l’abate dei monasteri tedeschi, olandesi e belgi, un singolo buco triangolare non interrompe una riga o una colonna, perché la mezza tessera prende il posto di una tessera normale; la interrompe solo una casella del tutto vuota.
note-japanese-buildings-rows = La pagina della 2ª edizione applica anche agli edifici giapponesi la regola dell’abate su righe e colonne.
note-c1-abbot-example = Esempio della wiki per la 1ª edizione, che applica i chiarimenti del 3/2015 e del 10/2015: contando ogni mezza tessera e scavalcando i buchi, l’abate di ROSSO su un monastero tedesco segna 9: 1 per il monastero, 2 per la colonna sopra, 2 per quella sotto, 3 per la riga a sinistra e 1 per quella a destra.
note-double-sized-2015 = Le tessere doppie sono uscite un anno dopo le regole del 2014, che quindi non ne parlano. Secondo il chiarimento del 10/2015 una tessera doppia contava come una tessera a sé, così come ogni mezza tessera, il che distorceva ancora di più le altre espansioni.
note-double-sized-2020 = Con le regole del 2020, la pagina della 2ª edizione permette che una tessera doppia, che è una sola tessera, conti come una o due caselle occupate intorno a un monastero; le regole stesse tacciono.
note-double-sized-2021 = Ogni parte di una tessera doppia conta come una casella occupata per strade, città e monasteri.
note-leipzig-road = Solo nella 2ª edizione: una strada su una tessera dei Mercati di Lipsia conta come una tessera, pur occupando due caselle.
note-c1-deal-them-all = 1ª edizione, con meno di sei giocatori: si distribuiscono mezze tessere finché non finiscono, tenendo le mani uguali (tre a testa in quattro giocatori).
note-c1-both-sets = 1ª edizione, con entrambi i set insieme: non c’è accordo sul numero di mezze tessere per giocatore; o due per ciascun set, o due in tutto, pescate dai due set mescolati.
note-gap-hole-or-ignored = Regole della community per la 1ª edizione: un buco triangolare conta come un vuoto per i campi (che una stalla può comunque unire), le città, le strade e il piazzamento dei ponti; si ignora invece per completare e valutare monasteri, santuari, abbazie, giardini e i monaci dei monasteri tedeschi, e per piazzare abbazie, muovere il drago e i segnalini pulce, i punti dell’abate, la portata della torre e il percorso della macchina volante.
note-abbey-spot = Un posto accoglie un’abbazia quando nessuno dei suoi quattro lati confina con un buco quadrato.
note-barn-spot = Una stalla sta dove si incontrano gli angoli di quattro caselle quadrate, ciascuno coperto in parte o del tutto; lì possono incontrarsi da 3 a 8 tessere, tutte con solo campo. Una mezza tessera posata in seguito in un buco sotto una stalla rende reale solo il collegamento fra campi che essa presupponeva.
note-c1-bridge = 1ª edizione: un ponte su due mezze tessere conta come due tessere di strada, una per mezza tessera, e un seguace sopra deve stare chiaramente su una delle due metà, così da poter risolvere il drago o la peste.
note-c1-fairy = 1ª edizione: la fata protegge solo la mezza tessera su cui si trova.
note-german-castle-points = 1ª edizione: un castello tedesco è completo quando in ogni casella intorno c’è una tessera, quadrata o triangolare, e segna 2 più 1 per ogni tessera intorno; l’esempio segna 13: 2, più 5 per le mezze tessere e 6 per le tessere normali.
note-german-castle-points-c2 = Pagine della 2ª edizione: un castello tedesco segna 2 più 1 per ogni casella occupata intorno; 12 nello stesso esempio.
note-little-building-before-2021 = Prima dell’1/2021 una regola della casa faceva agire un piccolo edificio solo sulla propria mezza tessera; secondo le regole del 2014, avrebbe agito su entrambe le mezze tessere della sua casella, dato che contavano come una sola tessera.
