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

questions-heading = Offene Fragen zu anderen Erweiterungen
question = { $expansion }: { $question } ({ $status ->
    [ruled] entschieden:
   *[unsettled] ungeklärt; hier angenommen:
} { $answer ->
    [yes] ja
   *[no] nein
})

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
