# The sheets' texts in German (de). Every message of en.ftl, translated.
# Terms follow Hans im Glück: Karte, Halbkarte (halfling), Feld (space),
# Gefolgsmann/Gefolgsleute (follower), Wappen (pennant), Gebiet (feature).

## Every sheet

expansion-name = Halb so wild
fallback-mark = *
fallback-note = * noch nicht übersetzt: auf Englisch angezeigt
footer = Erzeugt von { $generator } aus den Kartendefinitionen · { $paper }
page-number = Seite { $number } von { $count }
paper-a4 = A4
paper-letter = Letter
tiles-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

## Landscapes, sides and symbols, as the sheets name them

landscape = { $landscape ->
    [city] Stadt
    [road] Straße
   *[field] Wiese
}
side = { $side ->
    [north] Nordseite
    [long] lange Seite
   *[west] Westseite
}
symbol-name = { $symbol ->
    [vineyard] Weinberg
    [hill] Hügel
    [sheep] Schafe
   *[crop-circle] Kornkreis
}
symbol-name-lower = { $symbol ->
    [vineyard] Weinberg
    [hill] Hügel
    [sheep] Schafe
   *[crop-circle] Kornkreis
}

## The rule reference

rules-title = { $expansion } – Regelübersicht
rules-provenance = Erstellt von { $generator } aus den Kartendefinitionen mit SHA-256
rules-set = { $set } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
})
rules-set-origin = { $set }: { $origin }; Set-Symbol: { $symbol }.
rules-subtitle = { $count } dreieckige Karten in halber Größe: { $sets }.
rules-aliases = Auch erschienen als { $aliases }. { $subtitle }

setup-heading = Vorbereitung nach Auflage
setup-edition = Auflage
setup-takes = Je Spieler
setup-setup = Vorbereitung
setup-draft = Auswahlvariante
setup-rules = Regelfassungen
setup-halflings = { $count ->
    [one] { $count } Halbkarte
   *[other] { $count } Halbkarten
}, unabhängig von der Spielerzahl

placement-heading = Anlegen
followers-heading = Gefolgsleute
scoring-heading = Wertung

diagram-leg = { $tile }: Ihre kurze Westseite liegt an der Seite einer Karte an, die { landscape } setzt sich fort.
diagram-long-side = { $tile }: Ihre lange Seite zeigt zu einer normalen Karte, die sie nur an einer Ecke berührt.
diagram-corner = { $tile }: Sie berührt eine gelegte Karte nur an einer Ecke.
diagram-shared = { $tile } und { $partner } teilen sich ein Feld, lange Seite an langer Seite.

counting-heading = Zählweise nach Regelfassung
counting-majority = Die Spieler mit den meisten Gefolgsleuten in einem Gebiet erhalten die Punkte; bei Gleichstand erhält jeder von ihnen die vollen Punkte.
counting-base = Punkte im Grundspiel: eine abgeschlossene Stadt { $city } je Karte und { $pennant } je Wappen, eine bei Spielende unfertige { $unfinished } und { $unfinished-pennant }; eine Straße { $road } je Karte; ein Kloster { $monastery } je Karte in seinem Feld und den 8 Feldern ringsum; eine Wiese { $farm } je angrenzender abgeschlossener Stadt. { $majority }
counting-monastery-spaces = Ein Kloster zählt sein eigenes Feld und die 8 Felder ringsum; eine Halbkarte in einem davon zählt auch dann, wenn sie das Kloster nicht berührt.
counting-explained = Je Halbkarte: Jede Halbkarte zählt als eine Karte. Je Feld: Eine oder zwei Halbkarten in einem Feld zählen als eine Karte.
counting-version = Regelfassung
counting-roads-cities = Straßen, Städte
counting-monasteries = Klöster
counting-monastery-most = Kloster max.
counting-changed = Änderung
counting-current = { $name } – aktuell
counting-per = { $counting ->
    [per-halfling] je Halbkarte
   *[per-space] je Feld
}
counting-assumed = { $counting } (angenommen)

gaps-heading = Dreieckige Lücken ({ $rules })
gap-city = { $complete ->
    [yes] Eine Stadt mit dreieckiger Lücke kann abgeschlossen sein.
   *[no] Eine Stadt mit dreieckiger Lücke ist nicht abgeschlossen.
}
gap-road = { $complete ->
    [yes] Eine Straße mit dreieckiger Lücke kann abgeschlossen sein.
   *[no] Eine Straße mit dreieckiger Lücke ist nicht abgeschlossen.
}
gap-field = { $interrupts ->
    [yes] Eine dreieckige Lücke unterbricht eine Wiese.
   *[no] Eine dreieckige Lücke unterbricht keine Wiese.
}
gap-neighbours = { $join ->
    [yes] Zwei dreieckige Lücken, die sich über eine Seite hinweg gegenüberliegen, sind ein durchgehendes Stück Wiese.
   *[no] Zwei dreieckige Lücken, die sich über eine Seite hinweg gegenüberliegen, verbinden keine Wiesen.
}
gap-monastery = { $each ->
    [yes] Ein Kloster ist abgeschlossen, wenn jedes der 8 Felder ringsum mindestens eine Karte enthält.
   *[no] Ein Kloster ist erst abgeschlossen, wenn die 8 Felder ringsum voll sind.
}
gap-barn = { $full ->
    [yes] Ein Gutshof braucht vier vollständig belegte Wiesenecken.
   *[no] Ein Gutshof braucht keine vollständig belegten Wiesenecken.
}
gap-bridge = { $two ->
    [yes] Eine Brücke braucht ein Feld mit zwei Halbkarten.
   *[no] Eine Brücke darf auf einem Feld mit nur einer Halbkarte stehen.
}
gap-figures = { $spaces ->
    [yes] Figuren (Drache, Turm, Fluggerät, Pest) ziehen und messen im Raster der Felder.
   *[no] Figuren (Drache, Turm, Fluggerät, Pest) ziehen und messen Karte für Karte.
}
gap-bridge-segment = Eine Brücke über einem Feld mit zwei Halbkarten ist ein Straßenabschnitt.
gap-diagram = { $tile }: Ihre { landscape } führt über die lange Seite in eine dreieckige Lücke (schraffiert), daher ist die { landscape } erst abgeschlossen, wenn eine zweite Halbkarte das Feld füllt.

symbols-heading = Erweiterungssymbole
symbols-without = In der 1. Auflage wird das Symbol einer Erweiterung, die nicht mitgespielt wird, nicht beachtet. Ab der 2. Auflage gelten Weinberg und Hügel nach ihren Regeln auch ohne „Hügel & Schafe“: Sie brauchen kein weiteres Material.
symbol-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
symbol-tiles = Karte { $tiles }

questions-heading = Fragen zu anderen Erweiterungen
question = { $expansion }: { $question } ({ $status ->
    [ruled] entschieden:
   *[unsettled] ungeklärt; hier angenommen:
} { $answer ->
    [yes] ja
   *[no] nein
})

other-expansions-heading = Klarstellungen zu anderen Erweiterungen
house-rules-heading = Hausregeln aus den Quellen

game-end-heading = Spielende nach Auflage
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] Das Spiel endet am Ende des Zuges, in dem die letzte normale Karte gelegt wird; nicht gespielte Halbkarten verfallen.
   *[no-placement-possible] Das Spiel endet, wenn niemand mehr eine normale Karte oder eine Halbkarte legen kann.
}

examples-heading = Beispiele, von der Regel-Engine durchgespielt
examples-intro = Jede Auslage wird Karte für Karte aufgebaut, jedes Anlegen ist regelgerecht; die Punkte berechnet die Regel-Engine nach jeder Regelfassung (2014, 2015-10, 2020, 2021-01, wie in der Zähltabelle). Rosa: eine dreieckige Lücke. Scheiben: Gefolgsleute in der Farbe ihres Spielers. Gestrichelter Umriss: ein zu prüfendes Anlegen, grün wenn erlaubt, rot wenn abgelehnt.
example-try = Versuch: { $tile } auf [{ $x }, { $y }], um { $rotation }° gedreht: { $verdict }
example-try-follower = Versuch: { $tile } auf [{ $x }, { $y }], um { $rotation }° gedreht, Gefolgsmann von { $player } auf { $feature ->
    [city] Stadt
    [road] Straße
    [field] Wiese
    [monastery] Kloster
   *[other] { $feature }
}: { $verdict }
verdict = { $verdict ->
    [legal] erlaubt
    [unknown-tile] unbekannte Karte
    [all-copies-placed] alle Exemplare gelegt
    [space-taken] Feld besetzt
    [long-sides-do-not-meet] lange Seiten treffen sich nicht
    [side-does-not-continue] Seite setzt sich nicht fort
    [corner-only] nur an einer Ecke
    [not-adjacent] nicht angrenzend
    [not-on-the-tile] nicht auf der Karte
    [feature-taken] Gebiet besetzt
   *[no-follower-left] kein Gefolgsmann übrig
}

## The tile census

census-title = { $expansion } – Kartenübersicht
census-set-title = { $title }: { $set }
census-set = { $tiles } · IDs { $first } bis { $last } · Herkunft: { $origin } · Set-Symbol: { $symbol }
set-symbol = { $symbol ->
    [pentagon] Fünfeck
   *[follower] Gefolgsmann
}
set-symbol-label = die Aufschrift „{ $label }“
census-name = Name: { $name }
census-sides = Seiten: { $sides }
census-side = { landscape } ({ side })
census-features = Gebiete: { $features }
census-symbols = Symbole: { $symbols }
census-no-symbols = Symbole: keine
census-cities = { $count ->
    [one] { $count } Stadt
   *[other] { $count } Städte
}
census-cities-pennants = { $count ->
    [one] { $count } Stadt
   *[other] { $count } Städte
} ({ $pennants ->
    [one] { $pennants } Wappen
   *[other] { $pennants } Wappen
})
census-roads = { $count ->
    [one] { $count } Straße
   *[other] { $count } Straßen
}
census-fields = { $count ->
    [one] { $count } Wiese
   *[other] { $count } Wiesen
}
census-monastery = ein Kloster

## The print-and-cut sheet

cut-title = { $expansion } – Karten zum Ausdrucken und Ausschneiden
cut-page = { $title } ({ $number } von { $count })
cut-note = In Originalgröße drucken (100 %, nicht an die Seite anpassen). Die kurzen Seiten sind 45 mm lang: Der Balken rechts muss 50 mm messen. Jedes Quadrat an seinen Schnittmarken ausschneiden, dann entlang der Diagonale teilen.
cut-note-bleed = In Originalgröße drucken (100 %, nicht an die Seite anpassen). Die kurzen Seiten sind 45 mm lang: Der Balken rechts muss 50 mm messen. Jedes Quadrat an seinen Schnittmarken ausschneiden, dann entlang der Diagonale teilen. Das Bild reicht { $bleed } mm über die Schnittlinien hinaus (Beschnittzugabe).
cut-bar = 50 mm

## The manifest's sentences (tiles/expansion.toml)

set-halflings-1-name = Halb so wild I
set-halflings-1-origin = Zeitschrift Spielbox, Ausgabe 5/2014
set-halflings-2-name = Halb so wild II
set-halflings-2-origin = Der eigene Shop des Verlags (cundco), 2014
edition-C1-name = 1. Auflage
edition-C1-setup = Die Halbkarten verdeckt mischen; jeder Spieler erhält 2, sieht sie sich an und hält sie verdeckt.
edition-C1-draft = Alle Halbkarten offen auslegen; beginnend mit dem letzten Spieler der Reihenfolge und gegen den Uhrzeigersinn nimmt jeder eine und legt sie verdeckt vor sich, dann auf dieselbe Weise eine zweite.
edition-C2-name = 2. Auflage
edition-C2-setup = Erste Partie: die Halbkarten mit Erweiterungssymbolen weglassen. Verdeckt mischen; jeder Spieler erhält 3 und hält sie verdeckt.
edition-C2-draft = Alle Halbkarten offen auslegen; der letzte Spieler in der Spielreihenfolge wählt zuerst, dann geht es gegen den Uhrzeigersinn weiter, bis alle drei haben.
edition-C3-name = 3. Auflage
edition-C3-setup = Erste Partie: die Halbkarten mit Erweiterungssymbolen weglassen. Verdeckt mischen; jeder Spieler erhält 3 und hält sie verdeckt.
edition-C3-draft = Alle Halbkarten offen auslegen; der letzte Spieler in der Spielreihenfolge wählt zuerst, dann geht es gegen den Uhrzeigersinn weiter, bis alle drei haben.
rules-2014-name = C1-Regeln 2014
rules-2014-note = Die Regeln sprechen nur von Klöstern; dass zwei Halbkarten in einem Feld bei Straßen und Städten als eine Karte zählen, haben Spieler in sie hineingelesen.
rules-2015-10-name = Klarstellung 10/2015
rules-2015-10-note = Jede Halbkarte zählt als eigene Karte, auch bei Klöstern; ein Kloster kann so 18 Punkte erreichen.
rules-2020-name = C2-Regeln 2020 (mit 10/2015)
rules-2020-note = Straßen und Städte zählen weiterhin jede Halbkarte; Klöster zählen wieder belegte Felder.
rules-2021-01-name = Klarstellung 1/2021
rules-2021-01-note = Überall zählen belegte Felder: Eine oder zwei Halbkarten in einem Feld sind eine Karte.
symbol-vineyard-expansion = Hügel & Schafe
symbol-vineyard-rule = Wird ein Kloster abgeschlossen, erhält sein Besitzer 3 Punkte mehr für jeden Weinberg auf den Karten in seinem Feld und den 8 Feldern ringsum.
symbol-hill-expansion = Hügel & Schafe
symbol-hill-rule = Eine normale Karte ziehen und verdeckt unter die Hügel-Halbkarte legen; in die freie Hälfte des Feldes kann später eine zweite Halbkarte kommen. Der Hügel gilt für das ganze Feld, und bei Gleichstand in einem Gebiet mit dem Hügel gewinnt der Gefolgsmann auf dem Hügel.
symbol-sheep-expansion = Hügel & Schafe
symbol-sheep-rule = Ein Schaf, das nie geht: Es zählt jedes Mal 3 dazu, wenn die Herde des Schäfers auf seiner Wiese gewertet wird, und kein Wolf kann es vertreiben.
symbol-crop-circle-expansion = Mini-Erweiterung 7: Die Kornkreise
symbol-crop-circle-rule = Nach dem Anlegen Ritter, Bauer oder Wegelagerer nennen und für alle festlegen: Jeder darf einen Gefolgsmann dieser Art neben einen eigenen auf dieselbe Karte setzen, oder jeder muss einen dieser Art zurücknehmen. Reihum handeln die Spieler, beginnend links von dir und endend mit dir.
play-placement-1 = Statt eine normale Karte zu ziehen, darfst du eine deiner Halbkarten spielen.
play-placement-2 = Eine kurze Seite muss auf ganzer Länge an der Seite einer gelegten Karte anliegen; eine Berührung nur an einer Ecke zählt nicht.
play-placement-3 = Oder die lange Seite trifft auf die lange Seite einer Halbkarte, die schon in einem Feld liegt, und füllt dieses Feld.
play-placement-4 = Die lange Seite wird nie an eine normale Karte gelegt.
play-placement-5 = Jedes Gebiet, das eine Seite berührt, muss sich auf der anderen Seite fortsetzen, wie im Grundspiel.
play-followers-1 = Gefolgsleute werden wie im Grundspiel eingesetzt.
play-followers-2 = Ein Gefolgsmann darf auf eine Halbkarte, auch wenn auf der anderen Halbkarte desselben Feldes schon einer steht.
play-scoring-1 = Gebiete mit Halbkarten werden nach den Grundregeln gewertet; Karten werden so gezählt, wie es die geltende Regelfassung vorgibt.
play-scoring-2 = Eine abgeschlossene Stadt oder Straße wird wie üblich gewertet: Nach 1/2021 zählen eine oder zwei Halbkarten in einem Feld als eine Karte.
question-dragon-past-a-gap-expansion = Burgfräulein und Drache
question-dragon-past-a-gap = Darf der Drache über eine dreieckige Lücke hinwegziehen?
question-tower-range-ignores-gaps-expansion = Der Turm
question-tower-range-ignores-gaps = Bleiben dreieckige Lücken unberücksichtigt, wenn die Reichweite des Turms gezählt wird?
question-flier-distance-ignores-gaps-expansion = Fluggerät (Die Fluggeräte)
question-flier-distance-ignores-gaps = Bleiben dreieckige Lücken unberücksichtigt und zählen nur Halbkarten, wenn die Flugweite gemessen wird?
question-flier-lands-on-either-halfling-expansion = Fluggerät (Die Fluggeräte)
question-flier-lands-on-either-halfling = Landet ein diagonaler Flug auf seinem Weg in einem Feld mit zwei Halbkarten, darf der Spieler dann eine der beiden wählen?
question-gap-separates-farms-at-a-barn-expansion = Abtei & Bürgermeister
question-gap-separates-farms-at-a-barn = Verbindet ein Gutshof, der dort steht, wo durch dreieckige Lücken getrennte Wiesen zusammentreffen, diese zu einer Wiese?
question-abbey-scores-as-monastery-expansion = Abtei & Bürgermeister
question-abbey-scores-as-monastery = Wird eine Abtei zwischen Halbkarten so gewertet wie ein Kloster nach der geltenden Regelfassung?
question-shrine-scores-as-monastery-expansion = Die Kultstätten
question-shrine-scores-as-monastery = Wird eine Kultstätte zwischen Halbkarten so gewertet wie ein Kloster nach der geltenden Regelfassung?
question-german-castle-counts-spaces-expansion = Burgen in Deutschland
question-german-castle-counts-spaces = Wird eine deutsche Burg, wie ein Kloster nach 1/2021, nach belegten Feldern abgeschlossen und gewertet?
question-little-building-one-halfling-expansion = Kleine Gebäude
question-little-building-one-halfling = Zählt ein kleines Gebäude nur für die eine Halbkarte, auf der es steht, und nicht für die andere Hälfte seines Feldes?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Eine mit Halbkarten abgeschlossene Stadt
example-city-completed-description = Die Stadt von RED reicht von einer Stadtrandkarte über eine normale Karte in zwei Halbkarten, die sich ein Feld teilen, und hat ein Wappen. Zählt jede Halbkarte, hat sie 4 Karten: je 2 Punkte und 2 für das Wappen ergeben 10. Zählen belegte Felder, sind die beiden Halbkarten eine Karte: 3 Karten und das Wappen ergeben 8.
example-city-with-gap-title = Eine Stadt, die in eine dreieckige Lücke führt
example-city-with-gap-description = Die Stadt von RED verlässt eine Stadtrandkarte und quert eine Halbkarte bis zu deren langer Seite, wo die andere Hälfte des Feldes leer ist. Nach 1/2021 ist eine Stadt mit dreieckiger Lücke nicht abgeschlossen und wird daher während des Spiels nicht gewertet; frühere Fassungen haben das nie entschieden, und die Engine liest sie genauso.
example-farm-across-a-gap-title = Eine Wiese neben einer dreieckigen Lücke
example-farm-across-a-gap-description = Zwei Stadtrandkarten bilden eine abgeschlossene Stadt. RED hat Bauern auf beiden Seiten davon, BLUE nur links; die beiden Seiten treffen sich nur über eine dreieckige Lücke hinweg. Als verbunden gelesen, ist es eine Wiese, auf der RED die Mehrheit hat und 3 für die Stadt erhält, BLUE nichts. Nach 1/2021 unterbricht die Lücke die Wiese: RED und BLUE teilen sich die linke Wiese (je 3), und RED allein hat die rechte (3 weitere).
example-farm-across-neighbouring-gaps-title = Zwei Wiesen, die sich über benachbarte Lücken treffen
example-farm-across-neighbouring-gaps-description = Zwei Halbkarten in benachbarten Feldern wenden ihre langen Seiten ab, sodass sich ihre dreieckigen Lücken über eine Seite hinweg gegenüberliegen. RED hat einen Bauern am einen Rand, BLUE am anderen; Stadtrandkarten schließen die Städte um sie herum ab. Als ein durchgehendes Stück Wiese gelesen (die Lesart für Fassungen vor 1/2021, zu denen die Quellen schweigen), ist es eine Wiese: Gleichstand, jeder erhält 3 für jede der 3 Städte. Nach 1/2021 unterbrechen die Lücken sie: RED hat 1 Stadt, BLUE 2.
example-follower-feature-taken-title = Gefolgsmann: eine Stadt, in der schon ein Gefolgsmann steht
example-follower-feature-taken-description = RED steht in der Stadt einer Stadtrandkarte. BLUE legt eine Halbkarte, die die Stadt fortsetzt, und will einen Gefolgsmann hineinsetzen. Über beide Karten hinweg ist es eine Stadt, und in ihr steht schon der Gefolgsmann von RED, daher wird der Gefolgsmann von BLUE abgelehnt; die Karte selbst dürfte dort liegen.
example-follower-no-follower-left-title = Gefolgsmann: ein Spieler ohne Gefolgsleute im Vorrat
example-follower-no-follower-left-description = RED hat alle 7 Gefolgsleute des Grundspiels auf dem Spielfeld, auf sieben Straßenkarten in einer Reihe. Legt RED darunter ein Kloster, ist das Kloster unbesetzt, aber RED hat keinen Gefolgsmann mehr, um ihn dort einzusetzen, daher wird der Gefolgsmann abgelehnt.
example-follower-not-on-the-tile-title = Gefolgsmann: nur auf ein Gebiet der eben gelegten Karte
example-follower-not-on-the-tile-description = BLUE legt eine Halbkarte mit einer Stadt und einer Wiese und will einen Gefolgsmann auf ein Kloster setzen. Ein Gefolgsmann kommt nur auf ein Gebiet der in diesem Zug gelegten Karte, und diese Karte hat kein Kloster, daher wird der Gefolgsmann abgelehnt.
example-game-a-city-completed-during-play-title = Eine Partie: Eine Stadt wird bei ihrem Abschluss gewertet, ihr Gefolgsmann kehrt zurück
example-game-a-city-completed-during-play-description = RED beginnt mit einer Stadtrandkarte eine Stadt, BLUE daneben eine Straße. RED führt die Stadt in eine Halbkarte weiter, und die Halbkarte von BLUE füllt den Rest des Feldes und schließt die Stadt ab: RED wertet sie sofort, nimmt den Gefolgsmann zurück und setzt ihn dann auf ein Kloster. Am Ende werden die unfertige Straße und das Kloster nach ihrem Stand gewertet.
example-monasteries-at-game-end-title = Unfertige Klöster bei Spielende
example-monasteries-at-game-end-description = Bei Spielende stehen zwei unfertige Klöster nebeneinander. Das von BLUE hat sechs Karten um sich, zwei davon einzelne Halbkarten, und bringt mit der eigenen Karte 7; das von RED hat fünf und bringt 6. Kein Feld enthält zwei Halbkarten, also sind sich alle Fassungen einig.
example-monastery-with-gap-title = Ein Kloster mit einer dreieckigen Lücke daneben
example-monastery-with-gap-description = Das Kloster von RED ist umbaut: Sieben der acht Felder ringsum enthalten zwei Halbkarten, eines eine einzelne Halbkarte neben einer dreieckigen Lücke. Jedes Feld ist belegt, also ist das Kloster nach jeder Fassung abgeschlossen. Zählt jede Halbkarte, bringt es 1 für die eigene Karte und 15 für die Halbkarten: 16, wie es die Klarstellung 10/2015 zulässt. Zählen belegte Felder, bringt es 9.
example-placement-all-copies-placed-title = Anlegen: eine Halbkarte, die schon ausliegt
example-placement-all-copies-placed-description = Jede der 24 Halbkarten gibt es nur einmal. Diese liegt schon auf dem Spielfeld und kann daher kein zweites Mal gelegt werden, egal wohin.
example-placement-corner-only-title = Anlegen: Berührung nur an einer Ecke
example-placement-corner-only-description = Die Halbkarte würde die Straßenkarte nur dort treffen, wo sich ihre Ecken berühren. Eine kurze Seite muss auf ganzer Länge an der Seite einer gelegten Karte anliegen, daher wird das Anlegen abgelehnt.
example-placement-legal-title = Anlegen: eine kurze Seite an einer Seite
example-placement-legal-description = Eine kurze Seite der Halbkarte liegt auf ganzer Länge an der Südseite einer Stadtrandkarte an, Wiese an Wiese. So legt man eine Halbkarte gewöhnlich an, und die Regeln erlauben es.
example-placement-long-side-towards-a-tile-title = Anlegen: Nur die lange Seite zeigt zu einer Karte
example-placement-long-side-towards-a-tile-description = Die kurzen Seiten der Halbkarte zeigen zu leeren Feldern, ihre lange Seite zur Straßenkarte darunter. Eine lange Seite liegt immer nur an der langen Seite einer anderen Halbkarte an, also liegt keine Seite an der Straßenkarte an: Die beiden Formen teilen nur die Nordwestecke der Straßenkarte, und das Anlegen wird als Berührung nur an einer Ecke abgelehnt.
example-placement-long-sides-do-not-meet-title = Anlegen: eine zweite Halbkarte, falsch gedreht
example-placement-long-sides-do-not-meet-description = Eine zweite Halbkarte darf ein Feld nur lange Seite an langer Seite füllen. Um eine Vierteldrehung zu weit gedreht, würde sie die erste überlappen, daher wird das Anlegen abgelehnt.
example-placement-not-adjacent-title = Anlegen: ein diagonaler Nachbar, der nichts berührt
example-placement-not-adjacent-description = Die Halbkarte liegt schräg rechts unterhalb der Straßenkarte, so gedreht, dass ihre lange Seite genau die Ecke abschneidet, die beide Felder gemeinsam haben. Die Formen haben keinen Punkt gemeinsam, nicht einmal eine Ecke, daher wird das Anlegen als nicht angrenzend abgelehnt.
example-placement-sharing-a-space-title = Anlegen: zwei Halbkarten in einem Feld
example-placement-sharing-a-space-description = Eine zweite Halbkarte füllt das Feld der ersten, lange Seite an langer Seite, und die Stadt auf beiden langen Seiten setzt sich fort. Die Regeln erlauben es.
example-placement-side-does-not-continue-title = Anlegen: eine Stadt an einer Wiese
example-placement-side-does-not-continue-description = Die kurze Stadtseite der Halbkarte würde an der Wiese auf der Südseite der Stadtrandkarte liegen. Jede berührende Seite muss die Landschaft fortsetzen, daher wird das Anlegen abgelehnt.
example-placement-space-taken-title = Anlegen: ein Feld, in dem schon eine normale Karte liegt
example-placement-space-taken-description = Eine normale Karte füllt ihr ganzes Feld, daher kann keine Halbkarte es mit ihr teilen: Das Anlegen wird abgelehnt, weil das Feld besetzt ist. Nur ein Feld mit einer einzelnen Halbkarte nimmt eine zweite auf.
example-road-completed-title = Eine mit Halbkarten abgeschlossene Straße
example-road-completed-description = Die Straße von RED verlässt ein Kloster, führt über eine gerade Straße, quert zwei Halbkarten, die sich ein Feld teilen, und endet an einer Kreuzung. Sie liegt auf 5 Karten, je 1 Punkt; zählen belegte Felder, sind die beiden Halbkarten eine Karte, also bringt sie 4.
example-vineyard-title = Ein Weinberg im eigenen Feld des Klosters
example-vineyard-description = Eine Kloster-Halbkarte und die Weinberg-Halbkarte teilen sich ein Feld, und normale Karten füllen die acht Felder ringsum. Das abgeschlossene Kloster bringt 9, wenn Felder zählen, und 10, wenn jede Halbkarte zählt, und der Weinberg in seinem eigenen Feld bringt 3 dazu.

## Notes of the sources (the manifest's [[note]] table)

# topic: origins
note-both-sets-in-one-box = Seit 2020 kommen beide Sets in einer Schachtel: Die Karten mit dem Symbol von Halb so wild I sind die aus der Spielbox, die mit dem Symbol von Halb so wild II die früher nur bei cundco verkauften.
note-numbering = Ab der 2. Auflage sind die Karten innerhalb jedes Sets von 01 bis 12 nummeriert; die IDs auf diesen Bögen stellen das Set voran (h1-01 bis h2-12).
note-symbol-tiles-in-set-2 = Jede Halbkarte, die das Symbol einer anderen Erweiterung zeigt, gehört zu Halb so wild II.

# topic: setup
note-base-game-stays = Jede Regel des Grundspiels, die diese Seiten nicht ändern, gilt weiterhin.
note-c1-six-players = 1. Auflage: Ein Exemplar reicht für bis zu sechs Spieler; mehr Spieler brauchen ein weiteres.
note-c2-leftovers-and-more = 2. Auflage: Nach der Auswahl kommen die Halbkarten, die niemand genommen hat, zurück in die Schachtel. Je nach Spielerzahl kann eine Runde auch mehr als drei Halbkarten pro Spieler ausgeben.

# topic: followers
note-follower-wording = Die englische Spielregel des Verlags formuliert die Regel für Gefolgsleute mit anderer Bedeutung als das deutsche Original, offenbar versehentlich; diese Übersicht gibt die deutsche Bedeutung wieder.

# topic: scoring
note-scoring-wording = Die englische Spielregel sagt nur, dass ein mit einer Halbkarte abgeschlossenes Gebiet nach den Regeln des Grundspiels gewertet wird; der deutsche Text, dem diese Übersicht folgt, zählt belegte Felder.
note-monastery-always-nine = Zählen belegte Felder, bringt ein abgeschlossenes Kloster während des Spiels immer 9, Weinberge noch nicht eingerechnet.
note-c2-final-monasteries = Das Beispiel der 2. Auflage zum Spielende: BLUE erhält 6 für sein Kloster, dessen eigenes Feld zwei Halbkarten enthält und einmal zählt, RED erhält 5.
note-no-double-sized-tiles-in-2014 = Die Regeln von 2014 konnten doppelt große Karten nicht berücksichtigen, denn die erschienen erst ein Jahr später.

# topic: gaps
note-gap-splits-a-city = Eine von einer dreieckigen Lücke durchtrennte Stadt besteht in Wahrheit aus mehreren Städten, jede unfertig, bis eine Halbkarte die Lücke füllt.
note-gaps-before-2021 = Vor 1/2021 war nicht entschieden, ob eine Stadt oder Straße mit dreieckiger Lücke abgeschlossen sein kann.

# topic: symbols
note-sheep-needs-hills-and-sheep = Die Schaf-Halbkarte braucht das Material von „Hügel & Schafe“.
note-vineyard-up-to-sixteen = Die erste Fassung der Weinberg-Regel zählte die 8 Karten um das Kloster, als wären alle Karten quadratisch. Mit Halbkarten können bis zu 16 Karten ein Kloster umgeben, und ein Weinberg kann sogar sein Feld teilen; alle zählen mit. Eine Kloster-Halbkarte mit einem Weinberg auf einer Karte in einem Nachbarfeld bringt ebenfalls 12: 9 und 3.
note-sheep-wording = Die englische Spielregel formuliert die Wolf-Regel, als schütze sie die eigene Herde, was in die Irre führt; diese Übersicht gibt die deutsche Bedeutung wieder.
note-crop-circle-halfling = Die Kornkreis-Halbkarte wirkt nicht wie die Karten der „Kornkreise“. Ein Spieler ohne Gefolgsmann der genannten Art auf dem Spielfeld tut keins von beidem. Die englische Spielregel lässt fälschlich jeden Spieler die Aktion wählen; diese Übersicht folgt dem deutschen Text.
note-c1-crop-circle-joker = 1. Auflage (11/2014): Der Kornkreis auf der Halbkarte ist ein Joker; wer sie spielt, entscheidet, ob er als Schild, Heugabel oder Keule gilt.

# topic: game-end
note-game-end-ruling-2024 = Die Regeln von 2020 strichen den Absatz von 2014 zum Spielende. Eine Entscheidung von 10/2024 übertrug das Spielende der 3. Auflage von „Burgen in Deutschland“ auf Halb so wild, die 2. Auflage eingeschlossen; das Ende der 1. Auflage mit der letzten normalen Karte gilt nicht mehr.
note-game-end-other-pages = Die rumänische und die niederländische Seite zur 2. Auflage nennen noch das Ende mit der letzten normalen Karte, gekennzeichnet als Regel von 2014.

# topic: other-expansions
note-own-risk = Halb so wild mit anderen Erweiterungen zu spielen geschieht auf eigene Gefahr: Keine offizielle Regel deckt jeden Fall ab, also vorher Hausregeln vereinbaren. Hans im Glück unterstützt die Erweiterung nicht mehr und gibt keine weiteren Klarstellungen.
note-effects-by-space = 1/2021: Jede Karte wird weiterhin einzeln nach den üblichen Regeln gelegt, und was ihr Ziehen oder Legen auslöst, geschieht wie gewohnt. Was auf eine quadratische Karte wirkt (Drache, Fee, Flohplättchen, kleine Gebäude, Hügel), wirkt auf jede Karte in diesem Feld; eine doppelt große Karte ist ganz betroffen, wenn eine ihrer Hälften darin liegt.
note-monastery-like-by-space = Abteien, Kultstätten, japanische Gebäude, deutsche sowie niederländisch-belgische Klöster, Darmstädter Kirchen, Gärten und deutsche Burgen zählen belegte Felder wie Klöster. Nach 1/2021 werden diese besonderen Klöster nach belegten quadratischen Feldern gewertet, gleich welche Karten sie füllen.
note-neighbours-by-space = Wo eine Regel die Karten ringsum betrachtet (Zirkuszelt, Artisten, Wachtürme, Badehäuser, Wodjanoi, Hütte der Baba Jaga, Bonus der Darmstädter Kirche, Umgebung einer Burg), zählt jede Karte in den Feldern ringsum.
note-c1-figures-by-halfling = 1. Auflage (10/2015): Beim Ziehen des Drachen, bei der Reichweite des Turms und bei der Flugweite des Fluggeräts zählt jede Halbkarte als eigene Karte.
note-fairy-space = Die Fee schützt jede Karte in ihrem Feld: eine quadratische Karte, eine oder zwei Halbkarten oder eine ganze doppelt große Karte (nach den Grundsätzen von 1/2021).
note-abbey-beside-halflings = Eine Abtei darf mit einer Halbkarte an einer ihrer Seiten gelegt werden (3/2015), sogar neben der dreieckigen Lücke einer Halbkarte: Die Halbkarte vertritt eine normale Karte, und die Lücke wird nicht beachtet.
note-barn-2015 = 10/2015: Ein Gutshof darf dort stehen, wo vier Karten zusammentreffen, auch wenn einige davon Halbkarten sind, sofern er stabil steht: Alle Karten unter ihm berühren sich in seiner Mitte, kein Viertel um die Mitte ist leer, und jede Karte zeigt dort Wiese. Das ersetzte in manchen Fällen die Bedingung von genau vier Karten (Beispiele von 4/2016 ergänzen doppelt große Karten) und erlaubte dreieckige Lücken am Gutshof, die Wiesen zerteilten.
note-barn-2021 = 1/2021: Die vier Ecken eines Gutshofs dürfen von quadratischen Karten, von einer oder zwei Halbkarten oder von doppelt großen Karten bedeckt sein. Neben einer Lücke kann kein Gutshof mehr stehen, daher steht er immer auf einer einzigen Wiese und wird wie üblich gewertet.
note-plague-and-fleas = Eine einzelne dreieckige Lücke hält die Ausbreitung der Pest in diese Richtung nicht auf. 1/2021: Ein Flohplättchen wirkt auf das ganze Feld, in dem seine Karte liegt.
note-abbot-rows = Für den Abt auf deutschen oder niederländisch-belgischen Klöstern und für japanische Gebäude beendet eine einzelne dreieckige Lücke keine Reihe oder Spalte, da die Halbkarte eine normale Karte vertritt (3/2015); das tut nur ein Feld ganz ohne Karte.
note-c1-abbot-example = Beispiel der 1. Auflage: Zählt man jede Halbkarte und übergeht Lücken, erhält der Abt von RED auf einem deutschen Kloster 9: 1 für das Kloster, 2 für die Spalte darüber, 2 darunter, 3 für die Reihe links und 1 rechts.
note-double-sized-tiles = Nach 10/2015 zählte auch jede Hälfte einer doppelt großen Karte als Karte, was das Zusammenspiel mit anderen Erweiterungen weiter verbog. Nach den Regeln von 2020 zählt ein Teil einer solchen Karte für ein Kloster als ein oder zwei belegte Felder (abgeleitet; die Regeln schweigen dazu). Nach 1/2021 zählt jeder Teil als ein belegtes Feld für Straßen, Städte und Klöster.
note-leipzig-road = 2. Auflage: Eine Straße auf einer Karte der „Märkte zu Leipzig“ zählt als eine Karte, obwohl sie zwei Felder einnimmt.

# topic: house-rules
note-c1-deal-them-all = 1. Auflage, weniger als sechs Spieler: Halbkarten austeilen, bis keine mehr übrig sind, jeder gleich viele (bei vier Spielern drei).
note-c1-both-sets = Für beide Sets zusammen ist keine Anzahl je Spieler vereinbart; eine Möglichkeit behandelt sie als zwei Mini-Erweiterungen und gibt jedem zwei aus jedem Set.
note-gap-hole-or-ignored = Eine dreieckige Lücke ist in einem Gebiet ein Loch und wird sonst nicht beachtet: beim Abschließen und Werten von Klöstern, Kultstätten, Abteien, Gärten und den Mönchen deutscher Klöster sowie beim Legen von Abteien, beim Ziehen des Drachen, bei Flohplättchen, den Punkten des Abts, der Reichweite des Turms und der Flugbahn des Fluggeräts.
note-abbey-spot = Ein Platz nimmt eine Abtei auf, wenn keine seiner vier Seiten an ein quadratisches Loch grenzt.
note-barn-spot = Ein Gutshof steht dort, wo die Ecken von vier Feldern zusammentreffen, jede teilweise oder ganz bedeckt; dort können 3 bis 8 Karten zusammentreffen, die alle nur Wiese zeigen. Eine Halbkarte, die später in eine Lücke unter einem Gutshof gelegt wird, macht nur die Wiesenverbindung wirklich, die er schon angenommen hat.
note-c1-bridge = 1. Auflage: Eine Brücke über zwei Halbkarten zählt als zwei Straßenkarten, eine je Halbkarte, und ein Gefolgsmann darauf muss eindeutig auf einer Hälfte stehen, damit sich Drache oder Pest eindeutig auflösen lassen.
note-c1-fairy = 1. Auflage: Die Fee schützt nur die Halbkarte, auf der sie steht.
note-german-castle-points = Eine deutsche Burg bringt 2 und 1 je Karte ringsum, ob quadratisch oder dreieckig (1. Auflage; 13 im Beispiel: 2, 5 Halbkarten und 6 normale Karten), oder 2 und 1 je belegtem Feld ringsum (2. Auflage; 12 im Beispiel).
note-little-building-before-2021 = Vor 1/2021 zählten Spieler ein kleines Gebäude nur für die eine Halbkarte, auf der es steht; nach den Regeln von 2014 gelesen, hätte es auf beide Halbkarten seines Feldes gewirkt, da sie als eine Karte gewertet wurden.
