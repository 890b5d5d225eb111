# The sheets' texts in Dutch (nl). Every message of en.ftl, translated.
#
# Terms follow the Dutch wiki page (terms-nl.txt): halfje/halfjes for a
# halfling tile, driehoekig gat, vak, bezet vak, project, weide, wapen,
# verheldering; and the Dutch Carcassonne terms: landtegel, meeple, ridder,
# boer, struikrover, wijngaard, heuvel, schapen, graancirkel, brug; the
# barn (Abbey & Mayor) is a "schuur", the sheep's stable a "stal".
# The product is "Halflingen", the title of the Dutch page; its sets are
# Halfjes I and Halfjes II, as the page's text names them; players are
# Rood, Blauw, as in its examples.
# A leg of the triangle is a "korte zijde" (north leg: noordzijde), the
# hypotenuse the "lange zijde".

## Every sheet

expansion-name = Halflingen
fallback-mark = *
fallback-note = * nog niet vertaald: in het Engels getoond
footer = Gegenereerd door { $generator } uit de tegeldefinities · { $paper }
page-number = pagina { $number } van { $count }
paper-a4 = A4
paper-letter = Letter
tiles-count = { $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
}

## Landscapes, sides and symbols, as the sheets name them

landscape = { $landscape ->
    [city] stad
    [road] weg
   *[field] weide
}
side = { $side ->
    [north] noordzijde
    [long] lange zijde
   *[west] westzijde
}
symbol-name = { $symbol ->
    [vineyard] Wijngaard
    [hill] Heuvel
    [sheep] Schapen
   *[crop-circle] Graancirkel
}
symbol-name-lower = { $symbol ->
    [vineyard] wijngaard
    [hill] heuvel
    [sheep] schapen
   *[crop-circle] graancirkel
}

## The rule reference

rules-title = { $expansion }: spelregeloverzicht

## How each statement stands: every rule, note and answer ends with its mark

# $standing is one of the variants below; $source is the edition (C1) or
# the date (1/2021) where the variant names one.
standing = { $standing ->
    [rules] spelregels
    [rules-of] spelregels { $source }
    [clarification] verheldering { $source }
    [adaptation] afgeleid
    [adaptation-of] afgeleid uit { $source }
    [open] open vraag
    [house-rule] huisregel
    [house-rule-of] huisregel { $source }
   *[inference] eigen conclusie
}
marked = { $text } [{ $standing }]
legend-heading = Wat de markeringen betekenen
legend-intro = Achter elke regel, opmerking en elk antwoord hieronder staat tussen haken een markering die aangeeft waarop het berust.
# $standing names the kind of mark; $mark is an example of it.
legend-item = [{ $mark }]: { $standing ->
    [rules] staat in het spelregelboekje van die editie; [{ standing-rules }] zonder editie: in dat van elke editie.
    [clarification] een officiële verheldering van de uitgever, van die datum.
    [adaptation] niet als zodanig beslist: de bronnen leiden het af uit de algemene principes van een verheldering of uit een officiële regel.
    [open] volgens de bronnen is er geen officieel antwoord; waar het overzicht er toch een geeft, is dat de lezing van deze overzichten en van de regelengine.
    [house-rule] een huisregel of interpretatie uit de gemeenschap die de bronnen vermelden; niet officieel.
   *[inference] een eigen conclusie van dit overzicht; geen enkele bron zegt het.
}
standing-rules = spelregels
rules-provenance = Gemaakt door { $generator } uit de tegeldefinities met SHA-256
rules-set = { $set } ({ $count ->
    [one] { $count } tegel
   *[other] { $count } tegels
})
rules-set-origin = { $set }: { $origin }; setsymbool: { $symbol }.
rules-subtitle = { $count } halfgrote driehoekige tegels: { $sets }.
rules-aliases = Ook uitgegeven als { $aliases }. { $subtitle }

setup-heading = Voorbereiding per editie
setup-edition = Editie
setup-takes = Per speler
setup-setup = Voorbereiding
setup-draft = Kiesvariant
setup-rules = Regelversies
setup-halflings = { $count ->
    [one] { $count } halfje
   *[other] { $count } halfjes
}

placement-heading = Aanleggen
followers-heading = Meeples
scoring-heading = Puntentelling

diagram-leg = { $tile }: de westzijde tegen de zijde van een tegel; de { landscape } loopt door.
diagram-long-side = { $tile }: de lange zijde naar een gewone tegel gekeerd; ze raken elkaar alleen in een hoek.
diagram-corner = { $tile }: raakt een gelegde tegel alleen in een hoek.
diagram-shared = { $tile } en { $partner } delen een vak, lange zijde tegen lange zijde.

counting-heading = Telling per regelversie
counting-majority = De spelers met de meeste meeples op een project krijgen de punten; bij gelijkspel krijgt ieder van hen de volle punten.
counting-base = Punten in het basisspel: een afgebouwde stad { $city } per tegel en { $pennant } per wapen, een onafgebouwde stad aan het einde van het spel { $unfinished } per tegel en { $unfinished-pennant } per wapen; een weg { $road } per tegel; een klooster { $monastery } per tegel in zijn vak en de 8 vakken eromheen; een weide { $farm } per afgebouwde stad waaraan ze grenst. { $majority }
counting-monastery-spaces = Een klooster telt zijn eigen vak en de 8 vakken eromheen; een halfje in een van die vakken telt ook mee als het niet aan het klooster grenst.
counting-explained = Per halfje: elk halfje telt als een tegel. Per vak: een of twee halfjes in een vak tellen samen als één tegel.
counting-version = Regelversie
counting-roads-cities = Wegen en steden
counting-monasteries = Kloosters
counting-monastery-most = Klooster max.
counting-changed = Wijzigingen
counting-current = { $name } – actueel voor { $editions }
counting-per = { $counting ->
    [per-halfling] per halfje
   *[per-space] per vak
}
counting-assumed = { $counting } (aangenomen)

gaps-heading = Driehoekige gaten per regelversie
gaps-intro = Lees bij elke editie de kolommen van haar regelversies (zie de tabel Voorbereiding per editie). Bij elk antwoord staat waarop het berust; waar de bronnen een vraag openlaten, is het antwoord de lezing die deze overzichten en de regelengine aanhouden.
gaps-question = Vraag
gap-question = { $fact ->
    [city_with_gap_complete] Kan een stad met een driehoekig gat afgebouwd zijn?
    [road_with_gap_complete] Kan een weg met een driehoekig gat afgebouwd zijn?
    [gap_interrupts_field] Onderbreekt een driehoekig gat een weide?
    [neighbouring_gaps_join_fields] Vormen twee driehoekige gaten aan weerskanten van één zijde één doorlopend stuk weide?
    [monastery_needs_each_space_occupied] Is een klooster afgebouwd zodra elk van de 8 vakken eromheen minstens één tegel bevat?
    [barn_needs_full_corners] Heeft een schuur vier weidehoeken zonder gat nodig?
    [bridge_needs_two_halflings] Heeft een brug op halfjes een vak nodig waarin er twee liggen?
    [figures_use_spaces] Bewegen en meten de draak, de toren en de vliegmachine op het raster van vakken?
   *[pennants_in_shared_space] Telt elk wapen mee als twee halfjes in een vak samen als één tegel tellen?
}
gap-answer = { $answer ->
    [yes] ja
   *[no] nee
}
gap-diagram = { $tile }: de { landscape } loopt over de lange zijde een driehoekig gat in (gearceerd), dus de { landscape } is pas afgebouwd als een tweede halfje het vak vult.

symbols-heading = Uitbreidingssymbolen
symbols-without-c1 = In de 1e editie mogen spelers het symbool negeren van een uitbreiding die niet meedoet.
symbols-without-c2 = Vanaf de 2e editie worden de wijngaard en de heuvel zonder Schapen en Heuvels volgens hun regels gespeeld: ze hebben geen ander materiaal nodig.
symbol-points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
symbol-tiles = tegel { $tiles }

questions-heading = Vragen bij andere uitbreidingen
question = { $expansion }: { $question } { $open ->
    [yes] { $answer ->
        [yes] Geen officieel antwoord; hier opgevat als ja.
       *[no] Geen officieel antwoord; hier opgevat als nee.
    }
   *[no] { $answer ->
        [yes] Ja.
       *[no] Nee.
    }
}

# Het antwoord voor de 1e editie, waar dat afwijkt van het antwoord ervoor
# (dat dan voor de 2e en 3e editie geldt); $open en $answer zoals in `question`.
question-first-edition = 1e editie: { $open ->
    [yes] { $answer ->
        [yes] geen officieel antwoord; hier opgevat als ja.
       *[no] geen officieel antwoord; hier opgevat als nee.
    }
   *[no] { $answer ->
        [yes] ja.
       *[no] nee.
    }
}

other-expansions-heading = Verhelderingen bij andere uitbreidingen
house-rules-heading = Huisregels uit de bronnen

game-end-heading = Einde van het spel per editie
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] Het spel eindigt aan het einde van de beurt waarin de laatste gewone tegel wordt gelegd; halfjes die nog niet gespeeld zijn, vervallen.
   *[no-placement-possible] Het spel eindigt als niemand in zijn beurt nog een gewone tegel of een halfje kan leggen, ook als spelers nog halfjes hebben.
}

examples-heading = Uitgewerkte voorbeelden, gespeeld door de regelengine
examples-intro = Elk speelveld wordt tegel voor tegel opgebouwd en elke tegel wordt volgens de regels aangelegd, met de meeples neergezet waar het voorbeeld ze nodig heeft; de punten zijn die van de regelengine volgens elke regelversie (2014, 10/2015, 2020, 1/2021, zoals in de teltabel). Roze: een driehoekig gat. Schijfjes: meeples in de kleur van hun speler. Een stippellijn: een aanleg om uit te proberen, groen als die mag, rood als die wordt geweigerd.
# A player's colour, as the worked examples name the players.
player = { $player ->
    [red] Rood
    [blue] Blauw
    [green] Groen
    [yellow] Geel
    [black] Zwart
   *[other] { $player }
}
example-points = { player } { $points }
example-outcome = { $verdict ->
    [legal] De regels staan deze aanleg toe.
    [unknown-tile] Geweigerd: zo'n tegel bestaat niet.
    [all-copies-placed] Geweigerd: dit halfje ligt al op het speelveld.
    [space-taken] Geweigerd: het vak is al vol.
    [long-sides-do-not-meet] Geweigerd: de lange zijden van de twee halfjes sluiten niet op elkaar aan.
    [side-does-not-continue] Geweigerd: een zijde zet het landschap dat ze raakt niet voort.
    [corner-only] Geweigerd: de tegel zou de andere tegels alleen met een hoek raken.
    [not-adjacent] Geweigerd: de tegel zou geen enkele andere tegel raken.
    [not-on-the-tile] Geweigerd: een meeple komt alleen op de tegel die net is gelegd.
    [feature-taken] Geweigerd: op dat project staat al een meeple.
   *[no-follower-left] Geweigerd: de speler heeft geen meeple meer.
}

## The tile census

census-title = { $expansion }: tegeloverzicht
census-set-title = { $title } – { $set }
census-set = { $tiles } · id's { $first } tot en met { $last } · herkomst: { $origin } · setsymbool: { $symbol }
set-symbol = { $symbol ->
    [pentagon] vijfhoek
   *[follower] meeple
}
set-symbol-label = het opschrift “{ $label }”
census-name = Naam: { $name }
census-sides = Zijden: { $sides }
census-side = { landscape } aan de { side }
census-features = Projecten: { $features }
census-symbols = Symbolen: { $symbols }
census-no-symbols = Symbolen: geen
census-cities = { $count ->
    [one] { $count } stad
   *[other] { $count } steden
}
census-cities-pennants = { $count ->
    [one] { $count } stad
   *[other] { $count } steden
} ({ $pennants ->
    [one] { $pennants } wapen
   *[other] { $pennants } wapens
})
census-roads = { $count ->
    [one] { $count } weg
   *[other] { $count } wegen
}
census-fields = { $count ->
    [one] { $count } weide
   *[other] { $count } weiden
}
census-monastery = een klooster

## The census's page of the base game's tiles

census-base-title = { $title } – Basisspel (ter naslag)
census-base = { $tiles } van { $kinds ->
    [one] één soort
   *[other] { $kinds } soorten
}: de landtegels van het basisspel, zonder de rivier. Ze staan hier ter naslag: het zijn geen halfjes, en geen andere telling van dit overzicht rekent ze mee.
census-base-copies = { $count ->
    [one] { $count } exemplaar
   *[other] { $count } exemplaren
}
census-base-start = De starttegel is er een van.

## The print-and-cut sheet

cut-title = { $expansion }: tegels om te printen en uit te knippen
cut-page = { $title } ({ $number } van { $count })
cut-note = Druk af op ware grootte (100 %, niet aan de pagina aanpassen). De korte zijden zijn 45 mm: de balk rechts moet 50 mm meten. Knip elk vierkant langs de snijtekens en daarna langs de diagonaal.
cut-note-bleed = Druk af op ware grootte (100 %, niet aan de pagina aanpassen). De korte zijden zijn 45 mm: de balk rechts moet 50 mm meten. Knip elk vierkant langs de snijtekens en daarna langs de diagonaal. De afbeelding loopt { $bleed } mm door voorbij de snijlijnen (afloop).
cut-bar = 50 mm

## The manifest's sentences (tiles/expansion.toml)

set-halflings-1-name = Halfjes I
set-halflings-1-origin = het tijdschrift Spielbox, nummer 5/2014
set-halflings-2-name = Halfjes II
set-halflings-2-origin = de eigen webwinkel van de uitgever (cundco), 2014
edition-C1-name = 1e editie
edition-C1-setup = Eerste spel: schud de halfjes gedekt door elkaar; elke speler krijgt er 2, bekijkt ze en legt ze gedekt voor zich neer.
edition-C1-draft = Leg alle halfjes open op tafel; te beginnen bij de speler die als laatste aan de beurt is, en verder tegen de klok in, neemt ieder er een en legt die gedekt voor zich neer; daarna neemt ieder op dezelfde manier een tweede.
edition-C2-name = 2e editie
edition-C2-setup = Eerste spel: laat de halfjes met uitbreidingssymbolen weg. Schud de rest gedekt door elkaar; elke speler krijgt er 3, bekijkt ze en legt ze gedekt voor zich neer.
edition-C2-draft = Leg alle halfjes open op tafel; de speler die als laatste aan de beurt is, kiest er eerst een en legt die gedekt voor zich neer; daarna wordt tegen de klok in gekozen tot iedereen er drie heeft.
edition-C3-name = 3e editie
edition-C3-setup = Eerste spel: laat de halfjes met uitbreidingssymbolen weg. Schud de rest gedekt door elkaar; elke speler krijgt er 3, bekijkt ze en legt ze gedekt voor zich neer.
edition-C3-draft = Leg alle halfjes open op tafel; de speler die als laatste aan de beurt is, kiest er eerst een en legt die gedekt voor zich neer; daarna wordt tegen de klok in gekozen tot iedereen er drie heeft.
rules-2014-name = C1-regels 2014
rules-2014-note = De gedrukte spelregels spreken alleen over kloosters. De verheldering van 10/2014 telde twee halfjes in een vak ook bij wegen en steden als één tegel; een van de tabellen op de wiki noemt dat een aanname.
rules-2015-10-name = Verheldering 10/2015
rules-2015-10-note = Elk halfje telt als een eigen tegel, ook bij kloosters, zodat een klooster tot 18 punten kan opleveren.
rules-2020-name = C2-regels 2020 (met 10/2015)
rules-2020-note = De spelregels van 2020 zeggen alleen dat projecten die met halfjes worden afgebouwd, volgens de gebruikelijke regels worden geteld; de wiki neemt aan dat bij wegen en steden nog steeds elk halfje meetelt, zoals 10/2015 bepaalde. Kloosters tellen weer per bezet vak.
rules-2021-01-name = Verheldering 1/2021
rules-2021-01-note = Alles wordt per bezet vak geteld: een of twee halfjes in een vak zijn samen één tegel.
symbol-vineyard-expansion = Schapen en Heuvels
symbol-vineyard-rule = Wordt een klooster afgebouwd, dan krijgt de eigenaar 3 punten extra voor elke wijngaard op de 8 tegels eromheen.
symbol-hill-expansion = Schapen en Heuvels
symbol-hill-rule = Trek een gewone tegel en leg die gedekt onder het heuvelhalfje; op de vrije helft van het vak mag later nog een tweede halfje komen. De heuvel geldt voor het hele vak, en een gelijkspel op een project met de heuvel wordt gewonnen door de meeple op de heuvel.
symbol-sheep-expansion = Schapen en Heuvels
symbol-sheep-rule = De schapen op dit halfje leveren 3 punten op als de herder de kudde in hun weide naar de stal drijft, en een wolf kan ze niet wegjagen.
symbol-crop-circle-expansion = Mini #7 De Graancirkels
symbol-crop-circle-rule = Speel er een normale beurt mee. Noem daarna ridder, boer of struikrover en kies voor alle spelers een actie: ieder mag een meeple van die soort uit zijn voorraad bijzetten bij een van zijn eigen meeples op dezelfde tegel, of ieder moet er één van die soort terugnemen. De spelers voeren de actie om de beurt uit, te beginnen links van jou en eindigend bij jou.
play-placement-1 = In plaats van een gewone tegel te trekken, mag je een van je halfjes spelen.
play-placement-2 = Een korte zijde moet over de hele lengte tegen de zijde van een gelegde tegel liggen; alleen een hoek raken telt niet.
play-placement-3 = Of de lange zijde sluit aan op de lange zijde van een halfje dat al in een vak ligt, en vult zo dat vak.
play-placement-4 = De lange zijde wordt nooit tegen een gewone tegel gelegd.
play-placement-5 = Elk project dat een zijde raakt, moet aan de andere kant doorlopen, net als in het basisspel.
play-followers-1 = Meeples worden geplaatst zoals in het basisspel.
play-followers-2 = Een meeple mag op een halfje, ook als op het andere halfje van hetzelfde vak al een meeple staat.
play-scoring-1 = Projecten met halfjes worden volgens de basisregels geteld; tegels tellen zoals de geldende regelversie voorschrijft.
play-scoring-2 = 2e en 3e editie: een afgebouwde stad of weg wordt zoals gewoonlijk geteld, maar een of twee halfjes in een vak tellen samen als één tegel.
question-dragon-past-a-gap-expansion = De Prinses en de Draak
question-dragon-past-a-gap = Mag de draak over een driehoekig gat heen bewegen?
question-tower-range-ignores-gaps-expansion = De Toren
question-tower-range-ignores-gaps = Worden driehoekige gaten overgeslagen als het bereik van de toren wordt geteld?
question-flier-distance-ignores-gaps-expansion = De vliegmachine (De Vliegmachines)
question-flier-distance-ignores-gaps = Worden driehoekige gaten overgeslagen als de afstand van de vliegmachine wordt bepaald?
question-flier-lands-on-either-halfling-expansion = De vliegmachine (De Vliegmachines)
question-flier-lands-on-either-halfling = Als een diagonale vlucht op een vak met twee halfjes op de route landt, mag de speler dan kiezen op welk van de twee?
question-gap-separates-farms-at-a-barn-expansion = Abdij en Burgemeester
question-gap-separates-farms-at-a-barn = Mag een schuur staan op een punt waar door driehoekige gaten gescheiden weiden samenkomen, en maakt ze van die weiden één weide?
question-abbey-scores-as-monastery-expansion = Abdij en Burgemeester
question-abbey-scores-as-monastery = Telt een abdij tussen halfjes zoals een klooster volgens de geldende regelversie?
question-shrine-scores-as-monastery-expansion = Ketters en Heiligdommen
question-shrine-scores-as-monastery = Telt een heiligdom tussen halfjes zoals een klooster volgens de geldende regelversie?
question-german-castle-counts-spaces-expansion = Burchten in Duitsland
question-german-castle-counts-spaces = Wordt een Duitse burcht per bezet vak geteld, zoals een klooster volgens 1/2021?
question-little-building-one-halfling-expansion = Kleine Gebouwen
question-little-building-one-halfling = Werkt een klein gebouw op elke tegel in zijn vak, en niet alleen op het halfje waarop het staat?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Een stad afgebouwd met halfjes
example-city-completed-description = De stad van Rood loopt van een stadsrandtegel via een gewone tegel tot in twee halfjes die een vak delen, en heeft één wapen. Telt elk halfje mee, dan ligt ze op 4 tegels: 2 punten per tegel plus 2 voor het wapen is 10. Wordt per bezet vak geteld, dan zijn de twee halfjes één tegel: 3 tegels en het wapen is 8.
example-city-with-gap-title = Een stad die op een driehoekig gat uitloopt
example-city-with-gap-description = De stad van Rood begint op een stadsrandtegel en loopt over een halfje tot aan de lange zijde, waar de andere helft van het vak leeg is. Een stad met een driehoekig gat is niet afgebouwd, net zoals in het basisspel een stad met een gat niet afgebouwd is; ze levert tijdens het spel dus geen punten op. Geen enkele verheldering noemt dit geval: vóór 1/2021 is het een open vraag, en de regelengine leest elke versie op deze manier.
example-farm-across-a-gap-title = Een weide naast een driehoekig gat
example-farm-across-a-gap-description = Twee stadsrandtegels vormen een afgebouwde stad. Rood heeft boeren aan beide kanten ervan, Blauw alleen links; de twee kanten raken elkaar alleen via een driehoekig gat. Vóór 1/2021 zegt geen enkele verheldering of het gat ze verbindt; de regelengine leest ze als één weide, waarin Rood de meerderheid heeft en 3 punten voor de stad krijgt, Blauw niets. Volgens 1/2021 onderbreekt het gat de weide: Rood en Blauw delen de linkerweide (elk 3) en Rood heeft de rechterweide alleen (nog 3).
example-farm-across-neighbouring-gaps-title = Twee weiden die elkaar raken via naburige gaten
example-farm-across-neighbouring-gaps-description = Twee halfjes in naburige vakken keren hun lange zijde naar elkaar toe, zodat hun driehoekige gaten tegenover elkaar liggen, aan weerskanten van de zijde die de twee vakken delen. Rood heeft een boer aan de ene rand, Blauw aan de andere; stadsrandtegels maken de steden eromheen af. Vóór 1/2021 laten de bronnen open wat een gat in een weide betekent; de regelengine leest de gaten als weide en verbindt zo de twee randen tot één weide: gelijkspel, en ieder krijgt 3 punten voor elk van de 3 steden. Volgens 1/2021 onderbreekt elk gat een weide, dus (de eigen conclusie van dit overzicht voor dit geval) krijgt Rood punten voor 1 stad, Blauw voor 2.
example-follower-feature-taken-title = Meeple: een stad waarin al een meeple staat
example-follower-feature-taken-description = Rood staat in de stad van een stadsrandtegel. Blauw legt een halfje dat de stad voortzet en wil er een meeple in zetten. Over de twee tegels samen is het één stad, en daarin staat al de meeple van Rood, dus wordt de meeple van Blauw geweigerd; de tegel zelf zou daar wel mogen liggen.
example-follower-no-follower-left-title = Meeple: een speler die er geen meer heeft
example-follower-no-follower-left-description = Rood heeft alle 7 meeples van het basisspel op het speelveld staan, op zeven wegtegels op een rij. Als Rood er een klooster onder legt, staat er niemand op dat klooster, maar Rood heeft geen meeple meer om erop te zetten, dus wordt de meeple geweigerd.
example-follower-feature-taken-and-none-left-title = Meeple: een bezette weg, en geen meer over
example-follower-feature-taken-and-none-left-description = Rood heeft alle 7 meeples van het basisspel op het speelveld staan, op zeven wegtegels op een rij. Rood legt een achtste rechte weg aan het eind van de rij en wil een meeple op de weg zetten. Twee regels verbieden het: op de weg staan al meeples van Rood, en Rood heeft er geen meer. Eerst wordt naar het project gekeken, dus luidt het oordeel dat op het project al een meeple staat.
example-follower-not-on-the-tile-title = Meeple: alleen op een project van de zojuist gelegde tegel
example-follower-not-on-the-tile-description = Blauw legt een halfje met een stad en een weide en wil een meeple op een klooster zetten. Een meeple mag alleen op een project van de tegel die deze beurt is gelegd, en op deze tegel staat geen klooster, dus wordt de meeple geweigerd.
example-game-a-city-completed-during-play-title = Een partij: een stad geteld zodra ze af is, de meeple terug
example-game-a-city-completed-during-play-description = Rood begint een stad met een stadsrandtegel, Blauw een weg ernaast. Rood zet de stad voort op een halfje, en het halfje van Blauw vult de rest van het vak, waarmee de stad af is: Rood krijgt er meteen de punten voor, neemt de meeple terug en zet die daarna op een klooster. Aan het einde worden de onafgebouwde weg en het klooster geteld zoals ze er dan bij liggen.
example-monasteries-at-game-end-title = Onafgebouwde kloosters aan het einde van het spel
example-monasteries-at-game-end-description = Aan het einde van het spel staan twee onafgebouwde kloosters naast elkaar. Dat van Blauw heeft zes tegels eromheen, waarvan twee losse halfjes, en levert met zijn eigen tegel 7 punten op; dat van Rood heeft er vijf en levert 6 op. Geen enkel vak bevat twee halfjes, dus alle versies komen op hetzelfde uit.
example-monastery-with-gap-title = Een klooster met een driehoekig gat ernaast
example-monastery-with-gap-description = Het klooster van Rood is omringd: zeven van de acht vakken eromheen bevatten twee halfjes, en één bevat een enkel halfje naast een driehoekig gat. Elk vak is bezet, dus het klooster is volgens elke versie afgebouwd (voor de 1e editie volgens de interpretatie uit de gemeenschap dat een gat rond een klooster wordt genegeerd). Telt elk halfje mee, dan levert het 1 punt op voor zijn eigen tegel en 15 voor de halfjes: 16, net als volgens de verheldering van 10/2015. Wordt per bezet vak geteld, dan levert het 9 op.
example-placement-all-copies-placed-title = Aanleggen: een halfje dat al op het speelveld ligt
example-placement-all-copies-placed-description = Elk van de 24 halfjes bestaat maar één keer. Dit halfje ligt al op het speelveld, dus kan het geen tweede keer worden aangelegd, waar dan ook.
example-placement-corner-only-title = Aanleggen: raakt alleen met een hoek
example-placement-corner-only-description = Het halfje zou de wegtegel alleen raken waar hun hoeken elkaar raken. Een korte zijde moet over de hele lengte tegen de zijde van een gelegde tegel liggen, dus wordt de aanleg geweigerd.
example-placement-legal-title = Aanleggen: een korte zijde tegen een zijde
example-placement-legal-description = De korte zijde van een halfje ligt langs de hele zuidzijde van een stadsrandtegel, weide tegen weide. Zo leg je een halfje gewoonlijk aan, en de regels staan het toe.
example-placement-long-side-towards-a-tile-title = Aanleggen: alleen de lange zijde wijst naar een tegel
example-placement-long-side-towards-a-tile-description = De korte zijden van het halfje grenzen aan lege vakken en de lange zijde wijst naar de wegtegel eronder. Een lange zijde ligt nooit tegen iets anders dan de lange zijde van een ander halfje, dus ligt geen enkele zijde tegen die van de wegtegel: de twee vormen hebben alleen de noordwesthoek van de wegtegel gemeen, en de aanleg wordt geweigerd omdat alleen een hoek raakt.
example-placement-long-sides-do-not-meet-title = Aanleggen: een tweede halfje dat verkeerd gedraaid is
example-placement-long-sides-do-not-meet-description = Een tweede halfje mag een vak alleen vullen met lange zijde tegen lange zijde. Een kwartslag verder gedraaid zou het over het eerste halfje heen liggen, dus wordt de aanleg geweigerd.
example-placement-not-adjacent-title = Aanleggen: een diagonale buur die niets raakt
example-placement-not-adjacent-description = Het halfje ligt schuin rechtsonder de wegtegel, zo gedraaid dat zijn lange zijde precies de hoek afsnijdt die de twee vakken delen. De vormen hebben geen enkel punt gemeen, zelfs geen hoek, dus wordt de aanleg geweigerd als niet aangrenzend.
example-placement-sharing-a-space-title = Aanleggen: twee halfjes in één vak
example-placement-sharing-a-space-description = Een tweede halfje vult het vak van het eerste, lange zijde tegen lange zijde, en de stad loopt over beide lange zijden door. De regels staan het toe.
example-placement-side-does-not-continue-title = Aanleggen: een stad tegen een weide
example-placement-side-does-not-continue-description = De stadszijde van het halfje zou tegen de weide aan de zuidzijde van de stadsrandtegel liggen. Elke zijde die een andere raakt, moet het landschap voortzetten, dus wordt de aanleg geweigerd.
example-placement-space-taken-title = Aanleggen: een vak waarin al een gewone tegel ligt
example-placement-space-taken-description = Een gewone tegel vult zijn hele vak, dus geen enkel halfje kan dat vak met hem delen: de aanleg wordt geweigerd omdat het vak bezet is. Alleen een vak met één enkel halfje kan er nog een tweede bij krijgen.
example-road-completed-title = Een weg afgebouwd met halfjes
example-road-completed-description = De weg van Rood vertrekt bij een klooster, loopt over een rechte wegtegel, kruist twee halfjes die een vak delen en eindigt bij een kruispunt. Hij ligt op 5 tegels, 1 punt per tegel; wordt per bezet vak geteld, dan zijn de twee halfjes één tegel en levert hij 4 op.
example-vineyard-title = Een wijngaard in het eigen vak van het klooster
example-vineyard-description = Een kloosterhalfje en het wijngaardhalfje delen een vak, en gewone tegels vullen de acht vakken eromheen. Het afgebouwde klooster levert 9 punten op als vakken tellen en 10 als elk halfje telt, en de wijngaard in zijn eigen vak voegt er 3 aan toe, zoals de wiki telt (het spelregelboekje noemt de 8 tegels eromheen). In een partij met de 1e editie waarin Schapen en Heuvels niet meedoet, mogen spelers de wijngaard negeren.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Vanaf 2020 zitten beide sets in één doos: de tegels met het symbool van Halfjes I zijn die van Spielbox, die met het symbool van Halfjes II de tegels die eerst alleen cundco verkocht.
note-numbering = De id's op deze overzichten nummeren de tegels van elke set van 01 tot 12, met de set ervoor (h1-01 tot en met h2-12), in de volgorde van de tegellijsten op de wiki. Hoe de tegels eruitzien, en welke tegel welk symbool draagt, is gereconstrueerd uit de afbeeldingen in de bronnen: vergelijk ze met je eigen tegels.
note-symbol-tiles-in-set-2 = Enkele tegels van Halfjes II (cundco) tonen de symbolen van Schapen en Heuvels en De Graancirkels.
note-base-game-stays = Elke regel van het basisspel die deze pagina's niet wijzigen, blijft gelden.
note-c1-six-players = 1e editie: één exemplaar volstaat voor hoogstens zes spelers; met meer spelers is nog een exemplaar nodig.
note-c1-two-each = 1e editie: ook met minder dan zes spelers krijgt elke speler maar 2 halfjes.
note-c2-leftovers-and-more = 2e en 3e editie: na het kiezen gaan de halfjes die niemand nam terug in de doos. Een groep mag elke speler meer dan drie halfjes geven, afhankelijk van het aantal spelers.
note-follower-wording = De Engelse spelregels van de uitgever geven deze regel een andere betekenis, waarschijnlijk per vergissing; dit overzicht volgt de betekenis van de Duitse spelregels.
note-scoring-wording = De Engelse spelregels zeggen alleen dat een project dat wordt afgebouwd door een halfje te leggen, volgens de regels van het basisspel wordt geteld. Dit overzicht volgt de bewoording van de Duitse spelregels, zoals de verheldering van 1/2021 die bijwerkt: bezette vakken tellen, niet afzonderlijke halfjes.
note-monastery-always-nine = Wordt per bezet vak geteld, dan levert een afgebouwd klooster tijdens het spel altijd 9 punten op, vóór een eventuele wijngaard.
note-c2-final-monasteries = Een voorbeeld van een eindtelling op de pagina's voor de 2e editie: het onafgebouwde klooster van Blauw, met in zijn eigen vak twee halfjes die samen één keer tellen, levert 6 punten op, en dat van Rood 5.
note-bridge-one-segment = Een brug over een vak met twee halfjes telt als één wegdeel.
note-gap-splits-a-city = Delen van een stad die elkaar alleen over een driehoekig gat raken, zijn afzonderlijke, onafgebouwde steden tot een halfje het gat vult.
note-gaps-before-2021 = Vóór 1/2021 zei geen enkele verheldering of een stad of een weg met een driehoekig gat afgebouwd kan zijn, of dat een gat een weide in tweeën deelt; de pagina voor de 1e editie laat het aan de spelers over.
note-sheep-needs-hills-and-sheep = Het schapenhalfje heeft het materiaal van Schapen en Heuvels nodig.
note-vineyard-up-to-sixteen = Het spelregelboekje telt de wijngaarden op de 8 tegels rond het klooster, alsof alle tegels vierkant zijn. Met halfjes kunnen tot 16 tegels het klooster omringen, en een wijngaard kan in het vak van het klooster zelf liggen; de wiki telt ze allemaal, en deze overzichten en de regelengine ook. Wordt per bezet vak geteld, dan levert een kloosterhalfje 12 op (9 plus 3), of het wijngaardhalfje nu in hetzelfde vak ligt of in een vak ernaast.
note-sheep-permanent = De schapen op het halfje gelden als een blijvend schaapsfiche: ze tellen mee telkens als de kudde van een herder in hun weide wordt geteld.
note-sheep-wording = De Engelse spelregels formuleren de wolfregel alsof die je kudde beschermt, wat misleidend is; dit overzicht geeft de Duitse betekenis weer.
note-crop-circle-halfling = Het graancirkelhalfje werkt niet zoals de tegels van De Graancirkels. Een speler zonder meeple van de genoemde soort op het speelveld zet er geen bij en neemt er ook geen terug. De Engelse spelregels maken het bijzetten van een meeple verplicht ('elke speler moet ofwel … nemen, ofwel … terugnemen'); in de Duitse tekst, die dit overzicht volgt, is bijzetten vrijwillig.
note-c1-crop-circle-joker = 1e editie: de graancirkel op het halfje is een joker; wie het halfje speelt, bepaalt of het een schild, een hooivork of een knuppel is.
note-game-end-history = De spelregels van de 1e editie (2014) laten het spel eindigen met de beurt waarin de laatste gewone tegel wordt gelegd. De spelregels van 2020 vermelden geen einde; volgens een verheldering van 10/2024 geldt het speleinde dat de 3e editie aan Burchten in Duitsland geeft, ook voor Halflingen, en de wikipagina voor de 2e en 3e editie noemt het einde van 2014 niet meer geldig.
note-game-end-c1-kept = Deze overzichten en de regelengine houden voor een partij met de 1e editie het gedrukte einde van 2014 aan, omdat de verheldering van 10/2024 een regel van de 3e editie uitbreidt; de pagina voor de 1e editie, in een kopie van 3/2023 van vóór die verheldering, vermeldt het einde van 2014.
note-game-end-other-pages = Het einde na de laatste gewone tegel komt uit het spelregelboekje van 2014. De Roemeense en de Nederlandse pagina voor de 2e editie, geschreven vóór de beslissing van 10/2024, vermelden het nog, met de opmerking dat de regels van 2020 het weglieten.
note-own-risk = De spelregels van 2020: spelers mogen Halflingen op eigen risico met andere uitbreidingen combineren; voor die combinaties bestaan geen officiële regels.
note-own-risk-basis = Afgezien van zijn uitspraken van 1/2021 over de draak, de toren, de vliegmachine en de schuur geeft Hans im Glück voor deze combinaties geen uitgewerkte beslissingen; spreek huisregels af, die de bronnen afleiden uit de principes van 1/2021.
note-general-considerations = De algemene overwegingen van 10/2014: een halfje naast een driehoekig gat telt als één tegel, en twee halfjes die samen een vak vullen, tellen samen als één tegel, bij de puntentelling, de draak, de pest en de vliegmachine. 10/2015 telde ze elk als een tegel; 1/2021 herstelde de lezing van 10/2014.
note-effects-by-space = Elke tegel wordt nog steeds afzonderlijk volgens de gewone regels gelegd, en figuren en fiches worden op afzonderlijke tegels gezet. Voor aangrenzen, bewegen, bereik en puntentelling geldt het raster van vakken: wat op een vierkante tegel inwerkt, zoals de draak, werkt op elke tegel in dat vak, en een dubbele tegel wordt in zijn geheel getroffen als een van zijn helften erin ligt.
note-monastery-like-by-space = De pagina's voor de 2e editie (vanaf 2020, en met 1/2021 behouden) passen de regels voor kloosters ook toe op abdijen, heiligdommen, Japanse gebouwen, Duitse kloosters en Nederlandse & Belgische kloosters, kerken van Darmstadt, tuinen en Duitse burchten: die worden per bezet vak afgebouwd en geteld, met welke tegels die vakken ook gevuld zijn.
note-neighbours-by-space = Waar een project naar de tegels eromheen kijkt (de circustent, acrobaten, wachttorens, badhuizen, de Vodyanoy, de hut van Baba Yaga, de bonus van de kerk van Darmstadt, leengebieden van burchten), telt elke tegel in de vakken eromheen mee.
note-c1-figures-by-halfling = 1e editie: de stappen van de draak, het bereik van de toren en de afstand van de vliegmachine tellen elk halfje als een eigen tegel.
note-fairy-space = De fee beschermt elke tegel in haar vak: een vierkante tegel, een of twee halfjes, of een hele dubbele tegel.
note-abbey-beside-halflings = Een abdij mag worden gelegd met een halfje langs een van haar zijden, zelfs naast het driehoekige gat van een halfje: het halfje neemt de plaats van een gewone tegel in en het gat wordt genegeerd.
note-barn-2015 = Een schuur mag staan waar vier tegels samenkomen, ook als er halfjes bij zijn, mits de ondergrond stabiel is: alle tegels eronder raken elkaar in het midden, geen kwart rond het midden is leeg en elke tegel toont daar weide. Dit verving in sommige gevallen de eis van precies vier tegels (de voorbeelden uit 4/2016 voegen dubbele tegels toe), en het liet driehoekige gaten toe die de schuur raken, waardoor open bleef of de weiden daar verbonden waren.
note-barn-2021 = De vier hoeken onder een schuur mogen bedekt zijn door vierkante tegels, door een of twee halfjes of door dubbele tegels, nooit met een gat.
note-barn-2021-one-field = Een schuur staat dus altijd in één weide en wordt zoals gewoonlijk geteld.
note-plague-past-a-gap = Een enkel driehoekig gat houdt de verspreiding van de pest in die richting niet tegen. De pagina voor de 2e editie leidt dit echter af uit de verheldering over de abt van 3/2015.
note-fleas-by-space = Een vlooienfiche werkt op het hele vierkante vak van zijn tegel, en vlooienfiches bewegen over het raster van vakken.
note-abbot-rows = Voor de abt van Duitse of Nederlandse & Belgische kloosters beëindigt een enkel driehoekig gat een rij of kolom niet, omdat het halfje de plaats van een gewone tegel inneemt; alleen een vak zonder enige tegel doet dat.
note-japanese-buildings-rows = De pagina voor de 2e editie past de regel van de abt voor rijen en kolommen ook toe op Japanse gebouwen.
note-c1-abbot-example = Voorbeeld van de wiki voor de 1e editie, volgens de verhelderingen van 3/2015 en 10/2015: elk halfje telt en gaten worden overgeslagen, dus de abt van Rood op een Duits klooster levert 9 op: 1 voor het klooster, 2 voor de kolom erboven, 2 eronder, 3 voor de rij links en 1 rechts.
note-double-sized-2015 = Dubbele tegels verschenen een jaar na de regels van 2014, die er niet in voorzien. Volgens 10/2015 telde een dubbele tegel, net als elk halfje, als één afzonderlijke tegel, waardoor andere uitbreidingen nog verder moesten worden aangepast.
note-double-sized-2020 = Volgens de regels van 2020 laat de pagina voor de 2e editie een dubbele tegel, die één tegel is, rond een klooster als een of twee bezette vakken tellen; de regels zelf zwijgen erover.
note-double-sized-2021 = Elk deel van een dubbele tegel telt als één bezet vak voor wegen, steden en kloosters.
note-leipzig-road = Alleen in de 2e editie: een weg op een tegel van De Markten van Leipzig telt als één tegel, hoewel hij twee vakken beslaat.
note-c1-deal-them-all = 1e editie, minder dan zes spelers: deel halfjes uit tot ze op zijn, aan ieder evenveel (drie per speler bij vier spelers).
note-c1-both-sets = 1e editie, beide sets samen: er is geen aantal per speler afgesproken; ofwel twee uit elke set, ofwel twee per speler uit beide sets samen.
note-gap-hole-or-ignored = Regels uit de gemeenschap voor de 1e editie: een driehoekig gat geldt als gat bij weiden (die een schuur toch nog kan verbinden), steden, wegen en het leggen van bruggen, en wordt genegeerd bij het afbouwen en tellen van kloosters, heiligdommen, abdijen, tuinen en de monniken van Duitse kloosters, en bij het leggen van abdijen, het bewegen van de draak en van vlooienfiches, de punten van de abt, het bereik van de toren en de route van de vliegmachine.
note-abbey-spot = Een plek is geschikt voor een abdij als geen van haar vier zijden aan een vierkant gat grenst.
note-barn-spot = Een schuur staat waar de hoeken van vier vakken samenkomen, elk deels of helemaal bedekt; er kunnen 3 tot 8 tegels samenkomen, die allemaal alleen weide tonen. Een halfje dat later in een gat onder een schuur wordt gelegd, maakt alleen echt wat de schuur al aannam: dat de weiden daar verbonden zijn.
note-c1-bridge = 1e editie: een brug over twee halfjes telt als twee wegtegels, één per halfje, en een meeple erop moet duidelijk op één helft staan, zodat de draak of de pest kan worden afgehandeld.
note-c1-fairy = 1e editie: de fee beschermt alleen het halfje waarop ze staat.
note-german-castle-points = 1e editie: een Duitse burcht is afgebouwd zodra in elk vak eromheen een tegel ligt, vierkant of driehoekig, en levert 2 op plus 1 voor elke tegel eromheen; het voorbeeld levert 13 op: 2, 5 voor halfjes en 6 voor gewone tegels.
note-german-castle-points-c2 = Pagina's voor de 2e editie: een Duitse burcht levert 2 op plus 1 voor elk bezet vak eromheen; 12 in hetzelfde voorbeeld.
note-little-building-before-2021 = Vóór 1/2021 liet een huisregel een klein gebouw alleen op zijn eigen halfje werken; volgens de regels van 2014 gelezen zou het op beide halfjes van zijn vak hebben gewerkt, omdat die samen als één tegel telden.
