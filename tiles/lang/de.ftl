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
    [sheep] Schaf
   *[crop-circle] Kornkreis
}
symbol-name-lower = { $symbol ->
    [vineyard] Weinberg
    [hill] Hügel
    [sheep] Schaf
   *[crop-circle] Kornkreis
}

## The rule reference

rules-title = { $expansion } – Regelübersicht

## How each statement stands: every rule, note and answer ends with its mark

# $standing is one of the variants below; $source is the edition (C1) or
# the date (1/2021) where the variant names one.
standing = { $standing ->
    [rules] Spielregel
    [rules-of] Spielregel { $source }
    [clarification] Klarstellung { $source }
    [adaptation] abgeleitet
    [adaptation-of] abgeleitet aus { $source }
    [open] offene Frage
    [house-rule] Hausregel
    [house-rule-of] Hausregel { $source }
   *[inference] eigene Folgerung
}
marked = { $text } [{ $standing }]
legend-heading = Was die Vermerke bedeuten
legend-intro = Jede Regel, jeder Hinweis und jede Antwort unten endet mit einem Vermerk in eckigen Klammern, der angibt, worauf sie sich stützt.
# $standing names the kind of mark; $mark is an example of it.
legend-item = [{ $mark }]: { $standing ->
    [rules] steht in der Spielregel dieser Auflage; nur [{ standing-rules }]: in der Spielregel jeder Auflage.
    [clarification] eine offizielle Klarstellung des Verlags von diesem Datum.
    [adaptation] nicht ausdrücklich entschieden; die Quellen leiten es aus den allgemeinen Grundsätzen einer Klarstellung oder aus einer offiziellen Regel ab.
    [open] laut den Quellen gibt es keine offizielle Antwort; wo diese Übersicht eine angibt, ist sie die Lesart dieser Bögen und der Regel-Engine.
    [house-rule] eine Hausregel oder Auslegung aus der Community, von der die Quellen berichten; nicht offiziell.
   *[inference] eine Folgerung dieser Übersicht, die keine Quelle ausspricht.
}
standing-rules = Spielregel
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
}

placement-heading = Anlegen
followers-heading = Gefolgsleute
scoring-heading = Wertung

diagram-leg = { $tile } liegt mit der kurzen Westseite an der Seite einer Karte an; die { landscape } setzt sich fort.
diagram-long-side = { $tile } zeigt mit der langen Seite zu einer normalen Karte, die sie nur an einer Ecke berührt.
diagram-corner = { $tile } berührt eine gelegte Karte nur an einer Ecke.
diagram-shared = { $tile } und { $partner } teilen sich ein Feld, lange Seite an langer Seite.

counting-heading = Zählweise nach Regelfassung
counting-majority = Die Spieler mit den meisten Gefolgsleuten in einem Gebiet erhalten die Punkte; bei Gleichstand erhält jeder von ihnen die vollen Punkte.
counting-base = Punkte im Grundspiel: eine abgeschlossene Stadt { $city } je Karte und { $pennant } je Wappen, eine bei Spielende unfertige { $unfinished } je Karte und { $unfinished-pennant } je Wappen; eine Straße { $road } je Karte; ein Kloster { $monastery } je Karte in seinem Feld und den 8 Feldern ringsum; eine Wiese { $farm } je angrenzender abgeschlossener Stadt. { $majority }
counting-monastery-spaces = Ein Kloster zählt sein eigenes Feld und die 8 Felder ringsum; eine Halbkarte in einem davon zählt auch dann, wenn sie das Kloster nicht berührt.
counting-explained = Je Halbkarte: Jede Halbkarte zählt als eine Karte. Je Feld: Eine oder zwei Halbkarten in einem Feld zählen als eine Karte.
counting-version = Regelfassung
counting-roads-cities = Straßen, Städte
counting-monasteries = Klöster
counting-monastery-most = Kloster max.
counting-changed = Änderung
counting-current = { $name } – aktuell für { $editions }
counting-per = { $counting ->
    [per-halfling] je Halbkarte
   *[per-space] je Feld
}
counting-assumed = { $counting } (angenommen)

gaps-heading = Dreieckige Lücken nach Regelfassung
gaps-intro = Lies für jede Auflage die Spalten ihrer Regelfassungen (siehe die Tabelle zur Vorbereitung). Jede Antwort trägt ihren Vermerk; wo die Quellen eine Frage offenlassen, ist die Antwort die Lesart, der diese Bögen und die Regel-Engine folgen.
gaps-question = Frage
gap-question = { $fact ->
    [city_with_gap_complete] Kann eine Stadt mit dreieckiger Lücke abgeschlossen sein?
    [road_with_gap_complete] Kann eine Straße mit dreieckiger Lücke abgeschlossen sein?
    [gap_interrupts_field] Unterbricht eine dreieckige Lücke eine Wiese?
    [neighbouring_gaps_join_fields] Sind zwei dreieckige Lücken, die sich über eine Seite hinweg gegenüberliegen, ein durchgehendes Stück Wiese?
    [monastery_needs_each_space_occupied] Ist ein Kloster abgeschlossen, sobald jedes der 8 Felder ringsum mindestens eine Karte enthält?
    [barn_needs_full_corners] Braucht ein Gutshof vier Wiesenecken ohne Lücke?
    [bridge_needs_two_halflings] Braucht eine Brücke auf Halbkarten ein Feld mit zwei Halbkarten?
    [figures_use_spaces] Werden Bewegung und Reichweite von Drache, Turm und Fluggerät im Raster der Felder gemessen?
   *[pennants_in_shared_space] Zählt jedes Wappen, wenn zwei Halbkarten in einem Feld als eine Karte zählen?
}
gap-answer = { $answer ->
    [yes] ja
   *[no] nein
}
gap-diagram = Auf { $tile } führt die { landscape } über die lange Seite in eine dreieckige Lücke (schraffiert); daher ist die { landscape } erst abgeschlossen, wenn eine zweite Halbkarte das Feld füllt.

symbols-heading = Erweiterungssymbole
symbols-without-c1 = In der 1. Auflage dürfen die Spieler das Symbol einer Erweiterung, die sie nicht mitspielen, unbeachtet lassen.
symbols-without-c2 = Ab der 2. Auflage werden Weinberg und Hügel auch ohne „Hügel & Schafe“ nach ihren Regeln gespielt: Sie brauchen kein weiteres Material.
symbol-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
symbol-tiles = Karte { $tiles }

questions-heading = Fragen zu anderen Erweiterungen
question = { $expansion }: { $question } { $open ->
    [yes] { $answer ->
        [yes] Keine offizielle Antwort; hier angenommen: ja.
       *[no] Keine offizielle Antwort; hier angenommen: nein.
    }
   *[no] { $answer ->
        [yes] Ja.
       *[no] Nein.
    }
}

# The 1st edition's answer, where it differs from the one before it (then
# the 2nd and 3rd editions'); $open and $answer as in `question`.
question-first-edition = 1. Auflage: { $open ->
    [yes] { $answer ->
        [yes] keine offizielle Antwort; hier angenommen: ja.
       *[no] keine offizielle Antwort; hier angenommen: nein.
    }
   *[no] { $answer ->
        [yes] ja.
       *[no] nein.
    }
}

other-expansions-heading = Klarstellungen zu anderen Erweiterungen
house-rules-heading = Hausregeln aus den Quellen

game-end-heading = Spielende nach Auflage
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] Das Spiel endet am Ende des Zuges, in dem die letzte normale Karte gelegt wird; nicht gespielte Halbkarten verfallen.
   *[no-placement-possible] Das Spiel endet, wenn niemand in seinem Zug eine normale Karte oder eine Halbkarte legen kann, auch wenn Spieler noch Halbkarten haben.
}

examples-heading = Beispiele, von der Regel-Engine durchgespielt
examples-intro = Jede Auslage wird Karte für Karte aufgebaut, jedes Anlegen einer Karte ist regelgerecht, und die Gefolgsleute stehen dort, wo das Beispiel sie braucht; die Punkte berechnet die Regel-Engine nach jeder Regelfassung (2014, 10/2015, 2020, 1/2021, wie in der Tabelle zur Zählweise). Rosa: eine dreieckige Lücke. Scheiben: Gefolgsleute in der Farbe ihres Spielers. Gestrichelter Umriss: ein Anlegeversuch, grün wenn erlaubt, rot wenn abgelehnt.
# A player's colour, as the worked examples name the players.
player = { $player ->
    [red] Rot
    [blue] Blau
    [green] Grün
    [yellow] Gelb
    [black] Schwarz
   *[other] { $player }
}
example-points = { player } { $points }
example-outcome = { $verdict ->
    [legal] Die Regeln erlauben dieses Anlegen.
    [unknown-tile] Abgelehnt: Diese Karte gibt es nicht.
    [all-copies-placed] Abgelehnt: Diese Halbkarte liegt schon auf dem Spielfeld.
    [space-taken] Abgelehnt: Das Feld ist schon voll.
    [long-sides-do-not-meet] Abgelehnt: Die langen Seiten der beiden Halbkarten treffen nicht aufeinander.
    [side-does-not-continue] Abgelehnt: Eine Seite setzt die Landschaft, die sie berührt, nicht fort.
    [corner-only] Abgelehnt: Sie würde die anderen Karten nur an einer Ecke berühren.
    [not-adjacent] Abgelehnt: Sie würde gar keine Karte berühren.
    [not-on-the-tile] Abgelehnt: Ein Gefolgsmann kommt nur auf die eben gelegte Karte.
    [feature-taken] Abgelehnt: In diesem Gebiet steht schon ein Gefolgsmann.
   *[no-follower-left] Abgelehnt: Der Spieler hat keinen Gefolgsmann mehr.
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

## The census's page of the base game's tiles

census-base-title = { $title }: Grundspiel (zum Nachschlagen)
census-base = { $tiles } in { $kinds ->
    [one] einer Art
   *[other] { $kinds } Arten
}: die Landschaftskarten des Grundspiels, ohne den Fluss. Sie stehen hier zum Nachschlagen: Es sind keine Halbkarten, und keine andere Zahl dieser Übersicht zählt sie mit.
census-base-copies = { $count ->
    [one] { $count } Exemplar
   *[other] { $count } Exemplare
}
census-base-start = Die Startkarte ist eine davon.

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
set-halflings-2-origin = Eigener Shop des Verlags (cundco), 2014
edition-C1-name = 1. Auflage
edition-C1-setup = Erste Partie: die Halbkarten verdeckt mischen; jeder Spieler erhält 2, sieht sie sich an und behält sie verdeckt.
edition-C1-draft = Alle Halbkarten offen auslegen; beginnend mit dem letzten Spieler der Spielreihenfolge nimmt gegen den Uhrzeigersinn jeder eine und legt sie verdeckt vor sich, dann nimmt jeder auf dieselbe Weise eine zweite.
edition-C2-name = 2. Auflage
edition-C2-setup = Erste Partie: die Halbkarten mit Erweiterungssymbolen weglassen. Verdeckt mischen; jeder Spieler erhält 3, sieht sie sich an und behält sie verdeckt.
edition-C2-draft = Alle Halbkarten offen auslegen; der letzte Spieler in der Spielreihenfolge wählt zuerst eine und legt sie verdeckt vor sich, dann wird gegen den Uhrzeigersinn weitergewählt, bis jeder drei hat.
edition-C3-name = 3. Auflage
edition-C3-setup = Erste Partie: die Halbkarten mit Erweiterungssymbolen weglassen. Verdeckt mischen; jeder Spieler erhält 3, sieht sie sich an und behält sie verdeckt.
edition-C3-draft = Alle Halbkarten offen auslegen; der letzte Spieler in der Spielreihenfolge wählt zuerst eine und legt sie verdeckt vor sich, dann wird gegen den Uhrzeigersinn weitergewählt, bis jeder drei hat.
rules-2014-name = C1-Regeln 2014
rules-2014-note = Die gedruckten Regeln sprechen nur von Klöstern. Die Klarstellung 10/2014 zählte zwei Halbkarten in einem Feld auch bei Straßen und Städten als eine Karte; eine der Tabellen im Wiki nennt das eine Annahme.
rules-2015-10-name = Klarstellung 10/2015
rules-2015-10-note = Jede Halbkarte zählt als eigene Karte, auch bei Klöstern; ein Kloster kann so 18 Punkte erreichen.
rules-2020-name = C2-Regeln 2020 (mit 10/2015)
rules-2020-note = Die Regeln von 2020 sagen nur, dass mit Halbkarten abgeschlossene Gebiete nach den üblichen Regeln gewertet werden; das Wiki geht davon aus, dass Straßen und Städte weiterhin jede Halbkarte zählen, wie es 10/2015 entschied. Klöster zählen wieder belegte Felder.
rules-2021-01-name = Klarstellung 1/2021
rules-2021-01-note = Überall zählen belegte Felder: Eine oder zwei Halbkarten in einem Feld sind eine Karte.
symbol-vineyard-expansion = Hügel & Schafe
symbol-vineyard-rule = Wird ein Kloster abgeschlossen, erhält sein Besitzer 3 Punkte mehr für jeden Weinberg auf den 8 Karten ringsum.
symbol-hill-expansion = Hügel & Schafe
symbol-hill-rule = Ziehe eine normale Karte und lege sie verdeckt unter die Hügel-Halbkarte; in die freie Hälfte des Feldes kann später eine zweite Halbkarte kommen. Der Hügel gilt für das ganze Feld, und bei Gleichstand in einem Gebiet mit dem Hügel gewinnt der Gefolgsmann auf dem Hügel.
symbol-sheep-expansion = Hügel & Schafe
symbol-sheep-rule = Das Schaf auf dieser Halbkarte bringt 3, wenn die Herde des Schäfers auf seiner Wiese in den Stall getrieben wird, und kein Wolf kann es verjagen.
symbol-crop-circle-expansion = Mini-Erweiterung 7: Die Kornkreise
symbol-crop-circle-rule = Spiele mit ihr einen normalen Zug; nenne dann Ritter, Bauer oder Wegelagerer und lege für alle fest: Jeder darf einen Gefolgsmann dieser Art aus seinem Vorrat neben einen eigenen auf dieselbe Karte setzen, oder jeder muss einen dieser Art zurücknehmen. Die Spieler handeln reihum, beginnend links von dir und endend mit dir.
play-placement-1 = Statt eine normale Karte zu ziehen, darfst du eine deiner Halbkarten anlegen.
play-placement-2 = Eine kurze Seite muss auf ganzer Länge an der Seite einer gelegten Karte anliegen; eine Berührung nur an einer Ecke zählt nicht.
play-placement-3 = Oder die lange Seite trifft auf die lange Seite einer Halbkarte, die schon in einem Feld liegt, und füllt dieses Feld.
play-placement-4 = Die lange Seite wird nie an eine normale Karte gelegt.
play-placement-5 = Jedes Gebiet, das eine Seite berührt, muss sich auf der anderen Seite fortsetzen, wie im Grundspiel.
play-followers-1 = Gefolgsleute werden wie im Grundspiel eingesetzt.
play-followers-2 = Ein Gefolgsmann darf auch dann auf eine Halbkarte gesetzt werden, wenn auf der anderen Halbkarte desselben Feldes schon einer steht.
play-scoring-1 = Gebiete mit Halbkarten werden nach den Grundregeln gewertet; Karten werden so gezählt, wie es die geltende Regelfassung vorgibt.
play-scoring-2 = 2. und 3. Auflage: Eine abgeschlossene Stadt oder Straße wird wie üblich gewertet, doch eine oder zwei Halbkarten in einem Feld zählen als eine Karte.
question-dragon-past-a-gap-expansion = Burgfräulein und Drache
question-dragon-past-a-gap = Darf der Drache über eine dreieckige Lücke hinwegziehen?
question-tower-range-ignores-gaps-expansion = Der Turm
question-tower-range-ignores-gaps = Bleiben dreieckige Lücken unberücksichtigt, wenn die Reichweite des Turms gezählt wird?
question-flier-distance-ignores-gaps-expansion = Die Fluggeräte
question-flier-distance-ignores-gaps = Bleiben dreieckige Lücken unberücksichtigt, wenn die Flugweite gemessen wird?
question-flier-lands-on-either-halfling-expansion = Die Fluggeräte
question-flier-lands-on-either-halfling = Landet ein diagonaler Flug auf seinem Weg in einem Feld mit zwei Halbkarten, darf der Spieler dann eine der beiden wählen?
question-gap-separates-farms-at-a-barn-expansion = Abtei & Bürgermeister
question-gap-separates-farms-at-a-barn = Kann ein Gutshof dort stehen, wo durch dreieckige Lücken getrennte Wiesen zusammentreffen, und sie zu einer Wiese verbinden?
question-abbey-scores-as-monastery-expansion = Abtei & Bürgermeister
question-abbey-scores-as-monastery = Wird eine Abtei zwischen Halbkarten so gewertet wie ein Kloster nach der geltenden Regelfassung?
question-shrine-scores-as-monastery-expansion = Die Kultstätten
question-shrine-scores-as-monastery = Wird eine Kultstätte zwischen Halbkarten so gewertet wie ein Kloster nach der geltenden Regelfassung?
question-german-castle-counts-spaces-expansion = Burgen in Deutschland
question-german-castle-counts-spaces = Wird eine deutsche Burg, wie ein Kloster nach 1/2021, nach belegten Feldern gewertet?
question-little-building-one-halfling-expansion = Kleine Gebäude
question-little-building-one-halfling = Wirkt ein kleines Gebäude auf jede Karte in seinem Feld, nicht nur auf die Halbkarte, auf der es steht?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Eine mit Halbkarten abgeschlossene Stadt
example-city-completed-description = Die Stadt von ROT reicht von einer Stadtrandkarte über eine normale Karte in zwei Halbkarten, die sich ein Feld teilen, und hat ein Wappen. Zählt jede Halbkarte, hat sie 4 Karten: je 2 Punkte und 2 für das Wappen ergeben 10. Zählen belegte Felder, sind die beiden Halbkarten eine Karte: 3 Karten und das Wappen ergeben 8.
example-city-with-gap-title = Eine Stadt, die in eine dreieckige Lücke führt
example-city-with-gap-description = Die Stadt von ROT verlässt eine Stadtrandkarte und quert eine Halbkarte bis zu deren langer Seite, wo die andere Hälfte des Feldes leer ist. Eine Stadt mit dreieckiger Lücke ist nicht abgeschlossen, so wie im Grundspiel eine Stadt mit einem Loch nicht abgeschlossen ist, und wird daher während des Spiels nicht gewertet. Keine Klarstellung nennt diesen Fall: Vor 1/2021 ist er eine offene Frage, und die Engine legt jede Fassung so aus.
example-farm-across-a-gap-title = Eine Wiese neben einer dreieckigen Lücke
example-farm-across-a-gap-description = Zwei Stadtrandkarten bilden eine abgeschlossene Stadt. ROT hat Bauern auf beiden Seiten davon, BLAU nur links; die beiden Seiten treffen sich nur über eine dreieckige Lücke hinweg. Vor 1/2021 legt keine Klarstellung fest, ob die Lücke sie verbindet; die Engine wertet sie als eine einzige Wiese, auf der ROT die Mehrheit hat und 3 für die Stadt erhält, BLAU nichts. Nach 1/2021 unterbricht die Lücke die Wiese: ROT und BLAU teilen sich die linke Wiese (je 3), und ROT allein hat die rechte (3 weitere).
example-farm-across-neighbouring-gaps-title = Zwei Wiesen, die sich über benachbarte Lücken treffen
example-farm-across-neighbouring-gaps-description = Zwei Halbkarten in benachbarten Feldern wenden einander ihre langen Seiten zu, sodass sich ihre dreieckigen Lücken über die Seite hinweg gegenüberliegen, die beide Felder gemeinsam haben. ROT hat einen Bauern am einen Rand, BLAU am anderen; Stadtrandkarten schließen die Städte um sie herum ab. Vor 1/2021 lassen die Quellen offen, ob Lücken eine Wiese unterbrechen; die Engine wertet die Lücken als Wiese und verbindet die beiden Ränder zu einer einzigen Wiese: Gleichstand, jeder erhält 3 für jede der 3 Städte. Nach 1/2021 unterbricht jede Lücke eine Wiese, daher hat ROT – so die Folgerung dieser Übersicht für diesen Fall – 1 Stadt, BLAU 2.
example-follower-feature-taken-title = Gefolgsmann: eine Stadt, in der schon ein Gefolgsmann steht
example-follower-feature-taken-description = ROT steht in der Stadt einer Stadtrandkarte. BLAU legt eine Halbkarte, die die Stadt fortsetzt, und will einen Gefolgsmann hineinsetzen. Über beide Karten hinweg ist es eine Stadt, und in ihr steht schon der Gefolgsmann von ROT, daher wird der Gefolgsmann von BLAU abgelehnt; die Karte selbst dürfte dort liegen.
example-follower-no-follower-left-title = Gefolgsmann: ein Spieler ohne Gefolgsleute im Vorrat
example-follower-no-follower-left-description = ROT hat alle 7 Gefolgsleute des Grundspiels auf dem Spielfeld, auf sieben Straßenkarten in einer Reihe. Legt ROT darunter ein Kloster, ist das Kloster unbesetzt, aber ROT hat keinen Gefolgsmann mehr, um ihn dort einzusetzen, daher wird der Gefolgsmann abgelehnt.
example-follower-feature-taken-and-none-left-title = Gefolgsmann: eine besetzte Straße, und keiner mehr im Vorrat
example-follower-feature-taken-and-none-left-description = ROT hat alle 7 Gefolgsleute des Grundspiels auf dem Spielfeld, auf sieben Straßenkarten in einer Reihe. ROT legt eine achte gerade Straße ans Ende der Reihe und will einen Gefolgsmann auf die Straße setzen. Zwei Regeln verbieten es: Auf der Straße stehen schon Gefolgsleute von ROT, und ROT hat keinen mehr. Das Gebiet wird zuerst geprüft, daher lautet die Entscheidung, dass in dem Gebiet schon ein Gefolgsmann steht.
example-follower-not-on-the-tile-title = Gefolgsmann: nur auf ein Gebiet der eben gelegten Karte
example-follower-not-on-the-tile-description = BLAU legt eine Halbkarte mit einer Stadt und einer Wiese und will einen Gefolgsmann auf ein Kloster setzen. Ein Gefolgsmann kommt nur auf ein Gebiet der in diesem Zug gelegten Karte, und diese Karte hat kein Kloster, daher wird der Gefolgsmann abgelehnt.
example-game-a-city-completed-during-play-title = Eine Partie: Eine Stadt wird bei ihrem Abschluss gewertet, ihr Gefolgsmann kehrt zurück
example-game-a-city-completed-during-play-description = ROT beginnt mit einer Stadtrandkarte eine Stadt, BLAU daneben eine Straße. ROT führt die Stadt in eine Halbkarte weiter, und die Halbkarte von BLAU füllt den Rest des Feldes und schließt die Stadt ab: ROT wertet sie sofort, nimmt den Gefolgsmann zurück und setzt ihn dann auf ein Kloster. Am Ende werden die unfertige Straße und das Kloster nach ihrem Stand gewertet.
example-monasteries-at-game-end-title = Unfertige Klöster bei Spielende
example-monasteries-at-game-end-description = Bei Spielende stehen zwei unfertige Klöster nebeneinander. Das von BLAU hat sechs Karten um sich, zwei davon einzelne Halbkarten, und bringt mit der eigenen Karte 7; das von ROT hat fünf und bringt 6. Kein Feld enthält zwei Halbkarten, also sind sich alle Fassungen einig.
example-monastery-with-gap-title = Ein Kloster mit einer dreieckigen Lücke daneben
example-monastery-with-gap-description = Das Kloster von ROT ist umbaut: Sieben der acht Felder ringsum enthalten zwei Halbkarten, eines eine einzelne Halbkarte neben einer dreieckigen Lücke. Jedes Feld ist belegt, also ist das Kloster nach jeder Fassung abgeschlossen (für die 1. Auflage nach der Auslegung der Community, dass eine Lücke rund um ein Kloster nicht beachtet wird). Zählt jede Halbkarte, bringt es 1 für die eigene Karte und 15 für die Halbkarten: 16, wie nach 10/2015. Zählen belegte Felder, bringt es 9.
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
example-road-completed-description = Die Straße von ROT verlässt ein Kloster, führt über eine gerade Straße, quert zwei Halbkarten, die sich ein Feld teilen, und endet an einer Kreuzung. Sie liegt auf 5 Karten, je 1 Punkt; zählen belegte Felder, sind die beiden Halbkarten eine Karte, also bringt sie 4.
example-vineyard-title = Ein Weinberg im eigenen Feld des Klosters
example-vineyard-description = Eine Kloster-Halbkarte und die Weinberg-Halbkarte teilen sich ein Feld, und normale Karten füllen die acht Felder ringsum. Das abgeschlossene Kloster bringt 9, wenn Felder zählen, und 10, wenn jede Halbkarte zählt, und der Weinberg in seinem eigenen Feld bringt 3 dazu, wie das Wiki zählt (die Spielregel nennt die 8 Karten ringsum). In einer Partie der 1. Auflage ohne „Hügel & Schafe“ dürfen die Spieler den Weinberg unbeachtet lassen.

## Notes of the sources (the manifest's [[note]] table)

# topic: origins
note-both-sets-in-one-box = Seit 2020 kommen beide Sets in einer Schachtel: Die Karten mit dem Symbol von Halb so wild I sind die aus der Spielbox, die mit dem Symbol von Halb so wild II die früher nur bei cundco verkauften.
note-numbering = Die IDs auf diesen Bögen nummerieren die Karten jedes Sets von 01 bis 12, das Set vorangestellt (h1-01 bis h2-12), in der Reihenfolge der Kartenlisten im Wiki. Die Bilder der Karten und welche Karte welches Symbol trägt, sind aus den Abbildungen der Quellen rekonstruiert: bitte mit den eigenen Karten abgleichen.
note-symbol-tiles-in-set-2 = Einige Karten von Halb so wild II (cundco) zeigen die Symbole von „Hügel & Schafe“ und der „Kornkreise“.

# topic: setup
note-base-game-stays = Jede Regel des Grundspiels, die diese Seiten nicht ändern, gilt weiterhin.
note-c1-six-players = 1. Auflage: Ein Exemplar reicht für bis zu sechs Spieler; mehr Spieler brauchen ein weiteres.
note-c1-two-each = 1. Auflage: Auch bei weniger als sechs Spielern erhält jeder Spieler nur 2 Halbkarten.
note-c2-leftovers-and-more = 2. und 3. Auflage: Nach der Auswahl kommen die Halbkarten, die niemand genommen hat, zurück in die Schachtel. Eine Runde kann jedem Spieler auch mehr als drei Halbkarten austeilen, passend zur Zahl der Mitspieler.

# topic: followers
note-follower-wording = Die englische Spielregel des Verlags gibt dieser Regel eine andere Bedeutung, vermutlich versehentlich; diese Übersicht folgt der Bedeutung der deutschen Spielregel.

# topic: scoring
note-scoring-wording = Die englische Spielregel sagt nur, dass ein Gebiet, das durch das Anlegen einer Halbkarte abgeschlossen wird, nach den Regeln des Grundspiels gewertet wird. Diese Übersicht folgt dem Wortlaut der deutschen Spielregel in der Fassung der Klarstellung 1/2021: Es zählen belegte Felder, nicht einzelne Halbkarten.
note-monastery-always-nine = Zählen belegte Felder, bringt ein abgeschlossenes Kloster während des Spiels immer 9, Weinberge noch nicht eingerechnet.
note-c2-final-monasteries = Ein Beispiel zur Schlusswertung auf den Seiten zur 2. Auflage: Das unfertige Kloster von BLAU, in dessen eigenem Feld zwei Halbkarten liegen, die nur einmal zählen, bringt 6, das von ROT 5.

# topic: gaps
note-bridge-one-segment = Eine Brücke über einem Feld mit zwei Halbkarten zählt als ein Straßenabschnitt.
note-gap-splits-a-city = Teile einer Stadt, die sich nur über eine dreieckige Lücke hinweg treffen, sind getrennte, unfertige Städte, bis eine Halbkarte die Lücke füllt.
note-gaps-before-2021 = Vor 1/2021 legte keine Klarstellung fest, ob eine Stadt oder eine Straße mit dreieckiger Lücke abgeschlossen sein kann oder ob eine Lücke eine Wiese teilt; die Seite zur 1. Auflage überlässt das den Spielern.

# topic: symbols
note-sheep-needs-hills-and-sheep = Die Schaf-Halbkarte braucht das Material von „Hügel & Schafe“.
note-vineyard-up-to-sixteen = Die Spielregel zählt die Weinberge auf den 8 Karten rund um das Kloster, als wären alle Karten quadratisch. Mit Halbkarten können bis zu 16 Karten das Kloster umgeben, und ein Weinberg kann mit ihm ein Feld teilen; das Wiki zählt sie alle, ebenso diese Bögen und die Regel-Engine. Zählt man belegte Felder, bringt eine Kloster-Halbkarte 12 (9 und 3), ob die Weinberg-Halbkarte mit ihr ein Feld teilt oder in einem Nachbarfeld liegt.
note-sheep-permanent = Das Schaf auf der Halbkarte ist ein dauerhaftes Schafplättchen: Es zählt jedes Mal mit, wenn ein Schäfer auf seiner Wiese die Herde wertet.
note-sheep-wording = Die englische Spielregel formuliert die Wolf-Regel, als schütze sie die eigene Herde, was in die Irre führt; diese Übersicht gibt die deutsche Bedeutung wieder.
note-crop-circle-halfling = Die Kornkreis-Halbkarte wirkt nicht wie die Karten der „Kornkreise“. Ein Spieler ohne Gefolgsmann der genannten Art auf dem Spielfeld setzt weder einen dazu noch nimmt er einen zurück. Die englische Spielregel macht das Dazusetzen eines Gefolgsmanns zur Pflicht (dort sinngemäß: „jeder Spieler muss entweder … nehmen oder … entfernen“); im deutschen Text, dem diese Übersicht folgt, ist das Dazusetzen freiwillig.
note-c1-crop-circle-joker = 1. Auflage: Der Kornkreis auf der Halbkarte ist ein Joker; wer sie anlegt, entscheidet, ob er als Schild, Heugabel oder Keule gilt.

# topic: game-end
note-game-end-history = Nach den Regeln der 1. Auflage (2014) endet das Spiel mit dem Zug, in dem die letzte normale Karte gelegt wird. Die Regeln von 2020 nennen kein Spielende; 10/2024 wurde klargestellt, dass das Spielende, das die 3. Auflage für „Burgen in Deutschland“ vorsieht, auch für Halb so wild gilt, und die Wiki-Seite zur 2. und 3. Auflage erklärt das Ende von 2014 für nicht mehr gültig.
note-game-end-c1-kept = Diese Bögen und die Regel-Engine behalten für eine Partie der 1. Auflage das gedruckte Ende von 2014 bei, da die Klarstellung 10/2024 eine Regel der 3. Auflage überträgt; die Seite zur 1. Auflage führt in einer Kopie vom Stand 3/2023, also vor dieser Klarstellung, das Ende von 2014 auf.
note-game-end-other-pages = Das Spielende mit der letzten normalen Karte stammt aus der Spielregel von 2014. Die rumänische und die niederländische Seite zur 2. Auflage, geschrieben vor der Klarstellung 10/2024, nennen es noch und vermerken, dass die Regeln von 2020 es weggelassen haben.

# topic: other-expansions
note-own-risk = Die Regeln von 2020: Halb so wild darf auf eigene Gefahr der Spieler mit anderen Erweiterungen kombiniert werden; für diese Kombinationen gibt es keine offiziellen Regeln.
note-own-risk-basis = Über die Klarstellungen von 1/2021 zu Drache, Turm, Fluggerät und Gutshof hinaus trifft Hans im Glück für diese Kombinationen keine Einzelentscheidungen; vereinbart daher Hausregeln, wie die Quellen sie aus den Grundsätzen von 1/2021 ableiten.
note-general-considerations = Die grundsätzlichen Überlegungen von 10/2014: Eine Halbkarte neben einer dreieckigen Lücke zählt als eine Karte, und zwei Halbkarten, die zusammen ein Feld bilden, zählen gemeinsam als eine Karte, bei der Wertung ebenso wie für Drache, Pest und Fluggerät. 10/2015 zählte sie als je eine Karte; 1/2021 stellte die Lesart von 10/2014 wieder her.
note-effects-by-space = Jede Karte wird weiterhin einzeln nach den üblichen Regeln gelegt, und Figuren und Plättchen kommen auf einzelne Karten. Nachbarschaft, Bewegung, Reichweiten und Wertung richten sich nach dem Raster der Felder: Was auf eine quadratische Karte wirkt, etwa der Drache, wirkt auf jede Karte in diesem Feld, und eine doppelt große Karte ist ganz betroffen, wenn eine ihrer Hälften dort liegt.
note-monastery-like-by-space = Die Seiten zur 2. Auflage (ab 2020, mit 1/2021 beibehalten) übertragen die Klosterregeln auf Abteien, Kultstätten, japanische Gebäude, deutsche sowie niederländisch-belgische Klöster, Darmstädter Kirchen, Gärten und deutsche Burgen: Sie werden nach belegten Feldern abgeschlossen und gewertet, gleich welche Karten die Felder füllen.
note-neighbours-by-space = Wo eine Regel die Karten ringsum betrachtet (Zirkuszelt, Artisten, Wachtürme, Badehäuser, Wodjanoi, Hütte der Baba Jaga, Bonus der Darmstädter Kirche, Umgebung einer Burg), zählt jede Karte in den Feldern ringsum.
note-c1-figures-by-halfling = 1. Auflage: Beim Ziehen des Drachen, bei der Reichweite des Turms und bei der Flugweite des Fluggeräts zählt jede Halbkarte als eigene Karte.
note-fairy-space = Die Fee schützt jede Karte in ihrem Feld: eine quadratische Karte, eine oder zwei Halbkarten oder eine ganze doppelt große Karte.
note-abbey-beside-halflings = Eine Abtei darf mit einer Halbkarte an einer ihrer Seiten gelegt werden, sogar neben der dreieckigen Lücke einer Halbkarte: Die Halbkarte vertritt eine normale Karte, und die Lücke wird nicht beachtet.
note-barn-2015 = Ein Gutshof darf dort stehen, wo vier Karten zusammentreffen, auch wenn einige davon Halbkarten sind, sofern er stabil steht: Alle Karten unter ihm berühren sich in seiner Mitte, kein Viertel um die Mitte ist leer, und jede Karte zeigt dort Wiese. Das ersetzte in manchen Fällen die Bedingung von genau vier Karten (die Beispiele von 4/2016 ergänzen doppelt große Karten) und ließ dreieckige Lücken am Gutshof zu, womit offenblieb, ob die Wiesen dort verbunden sind.
note-barn-2021 = Die vier Ecken eines Gutshofs dürfen von quadratischen Karten, von einer oder zwei Halbkarten oder von doppelt großen Karten bedeckt sein, nie aber mit einer Lücke.
note-barn-2021-one-field = Ein Gutshof steht daher immer auf einer einzigen Wiese und wird wie üblich gewertet.
note-plague-past-a-gap = Eine einzelne dreieckige Lücke hält die Ausbreitung der Pest in diese Richtung nicht auf. Die Seite zur 2. Auflage leitet das stattdessen aus der Klarstellung zum Abt von 3/2015 ab.
note-fleas-by-space = Ein Flohplättchen wirkt auf das ganze quadratische Feld seiner Karte, und Flohplättchen bewegen sich im Raster der Felder.
note-abbot-rows = Für den Abt auf deutschen oder niederländisch-belgischen Klöstern beendet eine einzelne dreieckige Lücke keine Reihe oder Spalte, da die Halbkarte eine normale Karte vertritt; das tut nur ein Feld ganz ohne Karte.
note-japanese-buildings-rows = Die Seite zur 2. Auflage wendet die Regel des Abts für Reihen und Spalten auch auf japanische Gebäude an.
note-c1-abbot-example = Beispiel des Wikis zur 1. Auflage, nach 3/2015 und 10/2015: Zählt man jede Halbkarte und übergeht Lücken, erhält der Abt von ROT auf einem deutschen Kloster 9: 1 für das Kloster, 2 für die Spalte darüber, 2 darunter, 3 für die Reihe links und 1 rechts.
note-double-sized-2015 = Doppelt große Karten erschienen ein Jahr nach den Regeln von 2014, die sie daher nicht berücksichtigen. Nach 10/2015 zählte eine doppelt große Karte, wie jede Halbkarte, als eigene Karte, was die Regeln anderer Erweiterungen noch weiter verbog.
note-double-sized-2020 = Nach den Regeln von 2020 lässt die Seite zur 2. Auflage eine doppelt große Karte, obwohl sie nur eine Karte ist, rund um ein Kloster als ein oder zwei belegte Felder zählen; die Regeln selbst schweigen dazu.
note-double-sized-2021 = Jeder Teil einer doppelt großen Karte zählt bei Straßen, Städten und Klöstern als ein belegtes Feld.
note-leipzig-road = Nur 2. Auflage: Eine Straße auf einer Karte der „Märkte zu Leipzig“ zählt als eine Karte, obwohl sie zwei Felder einnimmt.

# topic: house-rules
note-c1-deal-them-all = 1. Auflage, weniger als sechs Spieler: Halbkarten austeilen, bis keine mehr übrig sind, jeder gleich viele (bei vier Spielern drei).
note-c1-both-sets = 1. Auflage, beide Sets zusammen: Eine feste Anzahl je Spieler gibt es nicht; entweder je zwei aus jedem Set oder zwei aus beiden Sets zusammen.
note-gap-hole-or-ignored = Community-Regeln zur 1. Auflage: Eine dreieckige Lücke ist ein Loch für Wiesen (die ein Gutshof trotzdem verbinden kann), Städte, Straßen und das Legen von Brücken. Nicht beachtet wird sie beim Abschließen und Werten von Klöstern, Kultstätten, Abteien und Gärten sowie der Mönche deutscher Klöster, ferner beim Legen von Abteien, beim Ziehen des Drachen und der Flohplättchen, bei den Punkten des Abts, der Reichweite des Turms und der Flugbahn des Fluggeräts.
note-abbey-spot = Ein Platz nimmt eine Abtei auf, wenn keine seiner vier Seiten an ein quadratisches Loch grenzt.
note-barn-spot = Ein Gutshof steht dort, wo die Ecken von vier Feldern zusammentreffen, jede teilweise oder ganz bedeckt; dort können 3 bis 8 Karten zusammentreffen, die alle nur Wiese zeigen. Eine Halbkarte, die später in eine Lücke unter einem Gutshof gelegt wird, bestätigt nur die Wiesenverbindung, die er schon vorausgesetzt hat.
note-c1-bridge = 1. Auflage: Eine Brücke über zwei Halbkarten zählt als zwei Straßenkarten, eine je Halbkarte, und ein Gefolgsmann darauf muss klar auf einer Hälfte stehen, damit sich Drache oder Pest eindeutig abhandeln lassen.
note-c1-fairy = 1. Auflage: Die Fee schützt nur die Halbkarte, auf der sie steht.
note-german-castle-points = 1. Auflage: Eine deutsche Burg ist abgeschlossen, sobald in jedem Feld ringsum eine Karte liegt, ob quadratisch oder dreieckig, und bringt 2 und 1 je Karte ringsum; das Beispiel ergibt 13: 2, 5 für Halbkarten und 6 für normale Karten.
note-german-castle-points-c2 = Seiten zur 2. Auflage: Eine deutsche Burg bringt 2 und 1 je belegtem Feld ringsum; 12 im selben Beispiel.
note-little-building-before-2021 = Vor 1/2021 ließ eine Hausregel ein kleines Gebäude nur auf seine eigene Halbkarte wirken; nach den Regeln von 2014 gelesen, hätte es auf beide Halbkarten seines Feldes gewirkt, da sie als eine Karte zählten.
