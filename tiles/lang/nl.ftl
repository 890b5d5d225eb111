# The sheets' texts in Dutch (nl). Every message of en.ftl, translated.
#
# Terms follow the Dutch wiki page (terms-nl.txt): halfje/halfjes for a
# halfling tile, driehoekig gat, vak, bezet vak, project, weide, wapen,
# verheldering; and the Dutch Carcassonne terms: landtegel, horige, ridder,
# boer, struikrover, wijngaard, heuvel, schapen, graancirkel, stal, brug.
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
}, ongeacht het aantal spelers

placement-heading = Aanleggen
followers-heading = Horigen
scoring-heading = Puntentelling

diagram-leg = { $tile }: de westzijde tegen de zijde van een tegel; de { landscape } loopt door.
diagram-long-side = { $tile }: de lange zijde naar een gewone tegel gekeerd; ze raken elkaar alleen in een hoek.
diagram-corner = { $tile }: raakt een gelegde tegel alleen in een hoek.
diagram-shared = { $tile } en { $partner } delen een vak, lange zijde tegen lange zijde.

counting-heading = Telling per regelversie
counting-majority = De spelers met de meeste horigen op een project krijgen de punten; bij gelijkspel krijgt ieder van hen de volle punten.
counting-base = Punten in het basisspel: een afgebouwde stad { $city } per tegel en { $pennant } per wapen, een onafgebouwde stad aan het einde van het spel { $unfinished } en { $unfinished-pennant }; een weg { $road } per tegel; een klooster { $monastery } per tegel in zijn vak en de 8 vakken eromheen; een weide { $farm } per afgebouwde stad waaraan ze grenst. { $majority }
counting-monastery-spaces = Een klooster telt zijn eigen vak en de 8 vakken eromheen; een halfje in een daarvan telt ook als het het klooster niet raakt.
counting-explained = Per halfje: elk halfje telt als een tegel. Per vak: een of twee halfjes in een vak tellen samen als één tegel.
counting-version = Regelversie
counting-roads-cities = Wegen en steden
counting-monasteries = Kloosters
counting-monastery-most = Klooster max.
counting-changed = Wijzigingen
counting-current = { $name } – actueel
counting-per = { $counting ->
    [per-halfling] per halfje
   *[per-space] per vak
}
counting-assumed = { $counting } (aangenomen)

gaps-heading = Driehoekige gaten ({ $rules })
gap-city = { $complete ->
    [yes] Een stad met een driehoekig gat kan afgebouwd zijn.
   *[no] Een stad met een driehoekig gat is niet afgebouwd.
}
gap-road = { $complete ->
    [yes] Een weg met een driehoekig gat kan afgebouwd zijn.
   *[no] Een weg met een driehoekig gat is niet afgebouwd.
}
gap-field = { $interrupts ->
    [yes] Een driehoekig gat onderbreekt een weide.
   *[no] Een driehoekig gat onderbreekt een weide niet.
}
gap-neighbours = { $join ->
    [yes] Twee driehoekige gaten die over een zijde tegenover elkaar liggen, vormen één doorlopend stuk weide.
   *[no] Twee driehoekige gaten die over een zijde tegenover elkaar liggen, verbinden geen weiden.
}
gap-monastery = { $each ->
    [yes] Een klooster is afgebouwd zodra elk van de 8 vakken eromheen minstens één tegel bevat.
   *[no] Een klooster is pas afgebouwd als de 8 vakken eromheen helemaal vol zijn.
}
gap-barn = { $full ->
    [yes] Een stal heeft vier volledig bezette weidehoeken nodig.
   *[no] Een stal heeft geen volledig bezette weidehoeken nodig.
}
gap-bridge = { $two ->
    [yes] Een brug heeft een vak met twee halfjes nodig.
   *[no] Een brug mag op een vak met één halfje staan.
}
gap-figures = { $spaces ->
    [yes] Figuren (draak, toren, vliegmachine, pest) bewegen en meten op het raster van vakken.
   *[no] Figuren (draak, toren, vliegmachine, pest) bewegen en meten tegel voor tegel.
}
gap-bridge-segment = Een brug over een vak met twee halfjes is één wegdeel.
gap-diagram = { $tile }: de { landscape } loopt over de lange zijde een driehoekig gat in (gearceerd), dus de { landscape } is pas afgebouwd als een tweede halfje het vak vult.

symbols-heading = Uitbreidingssymbolen
symbols-without = In de 1e editie wordt het symbool van een uitbreiding die niet meedoet genegeerd. Vanaf de 2e editie worden de wijngaard en de heuvel volgens hun regels gespeeld zonder Schapen en Heuvels: ze hebben geen ander materiaal nodig.
symbol-points = { $count ->
    [one] { $count } punt
   *[other] { $count } punten
}
symbol-tiles = tegel { $tiles }

questions-heading = Vragen bij andere uitbreidingen
question = { $expansion }: { $question } ({ $status ->
    [ruled] beslist:
   *[unsettled] niet beslist; hier opgevat als
} { $answer ->
    [yes] ja
   *[no] nee
})

other-expansions-heading = Verhelderingen bij andere uitbreidingen
house-rules-heading = Huisregels uit de bronnen

game-end-heading = Einde van het spel per editie
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] Het spel eindigt aan het einde van de beurt waarin de laatste gewone tegel wordt gelegd; halfjes die nog niet gespeeld zijn, vervallen.
   *[no-placement-possible] Het spel eindigt als niemand nog een gewone tegel of een halfje kan leggen.
}

examples-heading = Uitgewerkte voorbeelden, gespeeld door de regelengine
examples-intro = Elk speelveld wordt tegel voor tegel opgebouwd, en elke aanleg is geldig; de punten zijn die van de regelengine volgens elke regelversie (2014, 2015-10, 2020, 2021-01, zoals in de teltabel). Roze: een driehoekig gat. Schijfjes: horigen in de kleur van hun speler. Een gestreepte omtrek: een aanleg om te proberen, groen als die mag, rood als die wordt geweigerd.
example-try = Probeer { $tile } op [{ $x }, { $y }], { $rotation }° gedraaid: { $verdict }
example-try-follower = Probeer { $tile } op [{ $x }, { $y }], { $rotation }° gedraaid, met een horige van { $player } op { $feature ->
    [city] de stad
    [road] de weg
    [field] de weide
    [monastery] het klooster
   *[other] { $feature }
}: { $verdict }
verdict = { $verdict ->
    [legal] toegestaan
    [unknown-tile] onbekende tegel
    [all-copies-placed] alle exemplaren liggen al
    [space-taken] vak bezet
    [long-sides-do-not-meet] lange zijden sluiten niet aan
    [side-does-not-continue] zijde loopt niet door
    [corner-only] alleen een hoek
    [not-adjacent] niet aangrenzend
    [not-on-the-tile] niet op de tegel
    [feature-taken] project bezet
   *[no-follower-left] geen horige meer
}

## The tile census

census-title = { $expansion }: tegeloverzicht
census-set-title = { $title } – { $set }
census-set = { $tiles } · id's { $first } tot en met { $last } · herkomst: { $origin } · setsymbool: { $symbol }
set-symbol = { $symbol ->
    [pentagon] vijfhoek
   *[follower] horige
}
set-symbol-label = het opschrift “{ $label }”
census-name = Naam: { $name }
census-sides = Zijden: { $sides }
census-side = { side }: { landscape }
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

## The print-and-cut sheet

cut-title = { $expansion }: tegels om te printen en uit te knippen
cut-page = { $title } ({ $number } van { $count })
cut-note = Druk af op ware grootte (100 %, niet aan de pagina aanpassen). De korte zijden zijn 45 mm: de balk rechts moet 50 mm meten. Knip elk vierkant langs de snijtekens en daarna langs de diagonaal.
cut-note-bleed = Druk af op ware grootte (100 %, niet aan de pagina aanpassen). De korte zijden zijn 45 mm: de balk rechts moet 50 mm meten. Knip elk vierkant langs de snijtekens en daarna langs de diagonaal. De afbeelding loopt { $bleed } mm door voorbij de snijlijnen (afloop).
cut-bar = 50 mm

## The manifest's sentences (tiles/expansion.toml)

set-halflings-1-name = Halfjes I
set-halflings-1-origin = Tijdschrift Spielbox, nummer 5/2014
set-halflings-2-name = Halfjes II
set-halflings-2-origin = De eigen webwinkel van de uitgever (cundco), 2014
edition-C1-name = 1e editie
edition-C1-setup = Schud de halfjes gedekt; elke speler krijgt er 2, bekijkt ze en houdt ze gedekt voor zich.
edition-C1-draft = Leg alle halfjes open neer; te beginnen bij de laatste speler in de beurtvolgorde en tegen de klok in neemt ieder er een en legt die gedekt voor zich, daarna neemt ieder op dezelfde manier een tweede.
edition-C2-name = 2e editie
edition-C2-setup = Eerste spel: laat de halfjes met uitbreidingssymbolen weg. Schud gedekt; elke speler krijgt er 3, die gedekt blijven.
edition-C2-draft = Leg alle halfjes open neer; de speler die in de beurtvolgorde als laatste komt, kiest eerst, daarna wordt tegen de klok in gekozen tot iedereen er drie heeft.
edition-C3-name = 3e editie
edition-C3-setup = Eerste spel: laat de halfjes met uitbreidingssymbolen weg. Schud gedekt; elke speler krijgt er 3, die gedekt blijven.
edition-C3-draft = Leg alle halfjes open neer; de speler die in de beurtvolgorde als laatste komt, kiest eerst, daarna wordt tegen de klok in gekozen tot iedereen er drie heeft.
rules-2014-name = C1-regels 2014
rules-2014-note = De regels noemen alleen kloosters; dat twee halfjes in één vak bij wegen en steden als één tegel tellen, hebben spelers er zelf in gelezen.
rules-2015-10-name = Verheldering 10/2015
rules-2015-10-note = Elk halfje telt als een eigen tegel, ook bij kloosters, zodat een klooster tot 18 punten kan halen.
rules-2020-name = C2-regels 2020 (met 10/2015)
rules-2020-note = Bij wegen en steden blijft elk halfje meetellen; kloosters tellen weer bezette vakken.
rules-2021-01-name = Verheldering 1/2021
rules-2021-01-note = Alles telt bezette vakken: een of twee halfjes in een vak zijn samen één tegel.
symbol-vineyard-expansion = Schapen en Heuvels
symbol-vineyard-rule = Wordt een klooster afgebouwd, dan krijgt de eigenaar 3 punten extra voor elke wijngaard op de tegels in het vak van het klooster en de 8 vakken eromheen.
symbol-hill-expansion = Schapen en Heuvels
symbol-hill-rule = Trek een gewone tegel en leg die gedekt onder het heuvelhalfje; op de vrije helft van het vak mag later nog een tweede halfje komen. De heuvel geldt voor het hele vak, en een gelijkspel op een project met de heuvel wordt gewonnen door de horige op de heuvel.
symbol-sheep-expansion = Schapen en Heuvels
symbol-sheep-rule = Schapen die altijd blijven: ze leveren 3 punten extra op telkens als de kudde van de herder in hun weide wordt geteld, en een wolf kan ze niet wegjagen.
symbol-crop-circle-expansion = Mini #7 De Graancirkels
symbol-crop-circle-rule = Noem na het aanleggen ridder, boer of struikrover en kies voor iedereen: ieder mag een horige van die soort bijzetten naast een van zijn eigen horigen op dezelfde tegel, of ieder moet er één van die soort terugnemen. De spelers zijn om de beurt aan de zet, te beginnen links van jou en eindigend bij jou.
play-placement-1 = In plaats van een gewone tegel te trekken, mag je een van je halfjes spelen.
play-placement-2 = Een korte zijde moet over de hele lengte tegen de zijde van een gelegde tegel liggen; alleen een hoek raken telt niet.
play-placement-3 = Of de lange zijde sluit aan op de lange zijde van een halfje dat al in een vak ligt, en vult zo dat vak.
play-placement-4 = De lange zijde wordt nooit tegen een gewone tegel gelegd.
play-placement-5 = Elk project dat een zijde raakt, moet aan de andere kant doorlopen, net als in het basisspel.
play-followers-1 = Horigen worden geplaatst zoals in het basisspel.
play-followers-2 = Een horige mag op een halfje, ook als op het andere halfje van hetzelfde vak al een horige staat.
play-scoring-1 = Projecten met halfjes worden volgens de basisregels geteld; tegels tellen zoals de geldende regelversie voorschrijft.
play-scoring-2 = Een afgebouwde stad of weg levert zoals gewoonlijk punten op: volgens 1/2021 tellen een of twee halfjes in een vak als één tegel.
question-dragon-past-a-gap-expansion = De Prinses en de Draak
question-dragon-past-a-gap = Mag de draak over een driehoekig gat heen bewegen?
question-tower-range-ignores-gaps-expansion = De Toren
question-tower-range-ignores-gaps = Worden driehoekige gaten overgeslagen als het bereik van de toren wordt geteld?
question-flier-distance-ignores-gaps-expansion = De vliegmachine (De Vliegmachines)
question-flier-distance-ignores-gaps = Worden driehoekige gaten overgeslagen, en alleen halfjes geteld, als de afstand van de vliegmachine wordt bepaald?
question-flier-lands-on-either-halfling-expansion = De vliegmachine (De Vliegmachines)
question-flier-lands-on-either-halfling = Als een diagonale vlucht landt op een vak met twee halfjes op de route, mag de speler dan kiezen op welk van de twee?
question-gap-separates-farms-at-a-barn-expansion = Abdij en Burgemeester
question-gap-separates-farms-at-a-barn = Verbindt een stal, gezet waar door driehoekige gaten gescheiden weiden samenkomen, die weiden tot één weide?
question-abbey-scores-as-monastery-expansion = Abdij en Burgemeester
question-abbey-scores-as-monastery = Telt een abdij tussen halfjes zoals een klooster volgens de geldende regelversie?
question-shrine-scores-as-monastery-expansion = Ketters en Heiligdommen
question-shrine-scores-as-monastery = Telt een heiligdom tussen halfjes zoals een klooster volgens de geldende regelversie?
question-german-castle-counts-spaces-expansion = Burchten in Duitsland
question-german-castle-counts-spaces = Is een Duitse burcht afgebouwd, en wordt die geteld, per bezet vak, zoals een klooster volgens 1/2021?
question-little-building-one-halfling-expansion = Kleine Gebouwen
question-little-building-one-halfling = Telt een klein gebouw alleen voor het halfje waarop het staat, en niet voor de andere helft van zijn vak?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Een stad afgebouwd met halfjes
example-city-completed-description = De stad van RED loopt van een stadsrandtegel via een gewone tegel tot in twee halfjes die een vak delen, en heeft één wapen. Telt elk halfje mee, dan ligt ze op 4 tegels: 2 punten per tegel plus 2 voor het wapen maakt 10. Tellen bezette vakken, dan zijn de twee halfjes één tegel: 3 tegels en het wapen maken 8.
example-city-with-gap-title = Een stad die op een driehoekig gat uitloopt
example-city-with-gap-description = De stad van RED begint op een stadsrandtegel en loopt over een halfje tot aan de lange zijde, waar de andere helft van het vak leeg is. Volgens 1/2021 is een stad met een driehoekig gat niet afgebouwd, dus levert ze tijdens het spel geen punten op; eerdere versies hebben dat nooit beslist, en de engine leest ze op dezelfde manier.
example-farm-across-a-gap-title = Een weide naast een driehoekig gat
example-farm-across-a-gap-description = Twee stadsrandtegels vormen een afgebouwde stad. RED heeft boeren aan beide kanten ervan, BLUE alleen links; de twee kanten raken elkaar alleen via een driehoekig gat. Opgevat als verbonden is het één weide waarin RED de meerderheid heeft en 3 punten voor de stad krijgt, BLUE niets. Volgens 1/2021 onderbreekt het gat de weide: RED en BLUE delen de linkerweide (elk 3) en RED heeft de rechterweide alleen (nog 3).
example-farm-across-neighbouring-gaps-title = Twee weiden die elkaar raken via naburige gaten
example-farm-across-neighbouring-gaps-description = Twee halfjes in naburige vakken keren hun lange zijde zo, dat hun driehoekige gaten over een zijde tegenover elkaar liggen. RED heeft een boer aan de ene rand, BLUE aan de andere; stadsrandtegels maken de steden eromheen af. Opgevat als één doorlopend stuk weide (de lezing voor versies vóór 1/2021, waarover de bronnen niets zeggen), is het één weide: gelijkspel, en ieder krijgt 3 punten voor elk van de 3 steden. Volgens 1/2021 onderbreken de gaten de weide: RED heeft 1 stad, BLUE 2.
example-follower-feature-taken-title = Horige: een stad waarin al een horige staat
example-follower-feature-taken-description = RED staat in de stad van een stadsrandtegel. BLUE legt een halfje dat de stad voortzet en wil er een horige in zetten. Over de twee tegels samen is het één stad, en daarin staat al de horige van RED, dus wordt de horige van BLUE geweigerd; de tegel zelf zou daar wel mogen liggen.
example-follower-no-follower-left-title = Horige: een speler die er geen meer heeft
example-follower-no-follower-left-description = RED heeft alle 7 horigen van het basisspel op het speelveld staan, op zeven wegtegels op een rij. Als RED er een klooster onder legt, staat er niemand op dat klooster, maar RED heeft geen horige meer om erop te zetten, dus wordt de horige geweigerd.
example-follower-not-on-the-tile-title = Horige: alleen op een project van de zojuist gelegde tegel
example-follower-not-on-the-tile-description = BLUE legt een halfje met een stad en een weide en wil een horige op een klooster zetten. Een horige mag alleen op een project van de tegel die deze beurt is gelegd, en op deze tegel staat geen klooster, dus wordt de horige geweigerd.
example-game-a-city-completed-during-play-title = Een partij: een stad geteld zodra ze af is, de horige terug
example-game-a-city-completed-during-play-description = RED begint een stad met een stadsrandtegel, BLUE een weg ernaast. RED zet de stad voort op een halfje, en het halfje van BLUE vult de rest van het vak, waarmee de stad af is: RED krijgt er meteen de punten voor, neemt de horige terug en zet die daarna op een klooster. Aan het einde worden de onafgebouwde weg en het klooster geteld zoals ze er dan bij liggen.
example-monasteries-at-game-end-title = Onafgebouwde kloosters aan het einde van het spel
example-monasteries-at-game-end-description = Aan het einde van het spel staan twee onafgebouwde kloosters naast elkaar. Dat van BLUE heeft zes tegels eromheen, waarvan twee losse halfjes, en levert met zijn eigen tegel 7 punten op; dat van RED heeft er vijf en levert 6 op. Geen enkel vak bevat twee halfjes, dus alle versies komen op hetzelfde uit.
example-monastery-with-gap-title = Een klooster met een driehoekig gat ernaast
example-monastery-with-gap-description = Het klooster van RED is omringd: zeven van de acht vakken eromheen bevatten twee halfjes, en één bevat een enkel halfje naast een driehoekig gat. Elk vak is bezet, dus het klooster is volgens elke versie afgebouwd. Telt elk halfje mee, dan levert het 1 punt op voor zijn eigen tegel en 15 voor de halfjes: 16, zoals de verheldering van 10/2015 toestaat. Tellen bezette vakken, dan levert het 9 op.
example-placement-all-copies-placed-title = Aanleggen: een halfje dat al op het speelveld ligt
example-placement-all-copies-placed-description = Elk van de 24 halfjes bestaat maar één keer. Dit halfje ligt al op het speelveld, dus het kan geen tweede keer worden aangelegd, waar dan ook.
example-placement-corner-only-title = Aanleggen: alleen een hoek raakt
example-placement-corner-only-description = Het halfje zou de wegtegel alleen raken waar hun hoeken elkaar raken. Een korte zijde moet over de hele lengte tegen de zijde van een gelegde tegel liggen, dus wordt de aanleg geweigerd.
example-placement-legal-title = Aanleggen: een korte zijde tegen een zijde
example-placement-legal-description = De korte zijde van een halfje ligt langs de hele zuidzijde van een stadsrandtegel, weide tegen weide. Zo leg je een halfje gewoonlijk aan, en de regels staan het toe.
example-placement-long-side-towards-a-tile-title = Aanleggen: alleen de lange zijde wijst naar een tegel
example-placement-long-side-towards-a-tile-description = De korte zijden van het halfje grenzen aan lege vakken en de lange zijde wijst naar de wegtegel eronder. Een lange zijde ligt nooit tegen iets anders dan de lange zijde van een ander halfje, dus ligt geen enkele zijde tegen die van de wegtegel: de twee vormen hebben alleen de noordwesthoek van de wegtegel gemeen, en de aanleg wordt geweigerd omdat alleen een hoek raakt.
example-placement-long-sides-do-not-meet-title = Aanleggen: een tweede halfje dat verkeerd gedraaid is
example-placement-long-sides-do-not-meet-description = Een tweede halfje mag een vak alleen vullen met lange zijde tegen lange zijde. Een kwartslag te ver gedraaid zou het het eerste halfje overlappen, dus wordt de aanleg geweigerd.
example-placement-not-adjacent-title = Aanleggen: een diagonale buur die niets raakt
example-placement-not-adjacent-description = Het halfje ligt schuin rechtsonder de wegtegel, zo gedraaid dat zijn lange zijde precies de hoek afsnijdt die de twee vakken delen. De vormen hebben geen enkel punt gemeen, zelfs geen hoek, dus wordt de aanleg geweigerd als niet aangrenzend.
example-placement-sharing-a-space-title = Aanleggen: twee halfjes in één vak
example-placement-sharing-a-space-description = Een tweede halfje vult het vak van het eerste, lange zijde tegen lange zijde, en de stad loopt over beide lange zijden door. De regels staan het toe.
example-placement-side-does-not-continue-title = Aanleggen: een stad tegen een weide
example-placement-side-does-not-continue-description = De stadszijde van het halfje zou tegen de weide aan de zuidzijde van de stadsrandtegel liggen. Elke zijde die een andere raakt, moet het landschap voortzetten, dus wordt de aanleg geweigerd.
example-placement-space-taken-title = Aanleggen: een vak waarin al een gewone tegel ligt
example-placement-space-taken-description = Een gewone tegel vult zijn hele vak, dus geen enkel halfje kan dat vak met hem delen: de aanleg wordt geweigerd omdat het vak bezet is. Alleen een vak met één enkel halfje kan er nog een tweede bij krijgen.
example-road-completed-title = Een weg afgebouwd met halfjes
example-road-completed-description = De weg van RED vertrekt bij een klooster, loopt over een rechte wegtegel, kruist twee halfjes die een vak delen en eindigt bij een kruispunt. Hij ligt op 5 tegels, 1 punt per tegel; tellen bezette vakken, dan zijn de twee halfjes één tegel en levert hij 4 op.
example-vineyard-title = Een wijngaard in het eigen vak van het klooster
example-vineyard-description = Een kloosterhalfje en het wijngaardhalfje delen een vak, en gewone tegels vullen de acht vakken eromheen. Het afgebouwde klooster levert 9 punten op als vakken tellen en 10 als elk halfje telt, en de wijngaard in zijn eigen vak voegt er 3 aan toe.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Vanaf 2020 zitten beide sets in één doos: de tegels met het symbool van Halfjes I zijn die van Spielbox, die met het symbool van Halfjes II de tegels die eerst alleen cundco verkocht.
note-numbering = Vanaf de 2e editie zijn de tegels binnen elke set genummerd van 01 tot 12; de id's op deze overzichten zetten de set voorop (h1-01 tot en met h2-12).
note-symbol-tiles-in-set-2 = Elke tegel met het symbool van een andere uitbreiding hoort bij Halfjes II.
note-base-game-stays = Elke regel van het basisspel die deze pagina's niet wijzigen, blijft gelden.
note-c1-six-players = 1e editie: één exemplaar volstaat voor hoogstens zes spelers; met meer spelers is nog een exemplaar nodig.
note-c2-leftovers-and-more = 2e editie: na het kiezen gaan de halfjes die niemand nam terug in de doos. Een groep mag, afhankelijk van het aantal spelers, elke speler meer dan drie halfjes geven.
note-follower-wording = De Engelse spelregels van de uitgever geven de horigenregel een andere betekenis dan het Duitse origineel, kennelijk per vergissing; dit overzicht geeft de Duitse betekenis weer.
note-scoring-wording = De Engelse spelregels zeggen alleen dat een project dat met een halfje wordt afgebouwd, volgens de regels van het basisspel wordt geteld; de Duitse tekst, die dit overzicht volgt, telt bezette vakken.
note-monastery-always-nine = Tellen bezette vakken, dan levert een afgebouwd klooster tijdens het spel altijd 9 punten op, vóór een eventuele wijngaard.
note-c2-final-monasteries = Het voorbeeld van de eindtelling in de 2e editie: BLUE krijgt 6 punten voor zijn klooster, waarvan het eigen vak twee halfjes bevat en één keer telt, en RED krijgt er 5.
note-no-double-sized-tiles-in-2014 = De regels van 2014 konden niet in dubbele tegels voorzien: die verschenen pas een jaar later.
note-gap-splits-a-city = Een stad die door een driehoekig gat wordt doorsneden, is in feite een aantal afzonderlijke steden, elk onafgebouwd, tot een halfje het gat vult.
note-gaps-before-2021 = Vóór 1/2021 was nergens beslist of een stad of een weg met een driehoekig gat afgebouwd kan zijn.
note-sheep-needs-hills-and-sheep = Het schapenhalfje heeft het materiaal van Schapen en Heuvels nodig.
note-vineyard-up-to-sixteen = De eerste bewoording van de wijngaard telde de 8 tegels rond het klooster, alsof alle tegels vierkant waren. Met halfjes kunnen tot 16 tegels een klooster omringen, en een wijngaard kan zelfs het vak van het klooster delen; elke wijngaard telt mee. Een kloosterhalfje met een wijngaard op een tegel in een naburig vak levert ook 12 op: 9 en 3.
note-sheep-wording = De Engelse spelregels formuleren de wolfregel alsof die je kudde beschermt, wat misleidend is; dit overzicht geeft de Duitse betekenis weer.
note-crop-circle-halfling = Het graancirkelhalfje werkt niet zoals de tegels van De Graancirkels. Een speler zonder horige van de genoemde soort op het speelveld doet geen van beide. De Engelse spelregels laten ten onrechte elke speler de actie kiezen; dit overzicht volgt de Duitse tekst.
note-c1-crop-circle-joker = 1e editie (11/2014): de graancirkel op het halfje is een joker; wie het halfje speelt, bepaalt of die een schild, een hooivork of een knuppel is.
note-game-end-ruling-2024 = De regels van 2020 lieten de alinea van 2014 over het einde van het spel weg. In 10/2024 is het speleinde van de 3e editie van Burchten in Duitsland ook voor Halflingen gaan gelden, de 2e editie inbegrepen, en geldt het einde na de laatste gewone tegel van de 1e editie niet meer.
note-game-end-other-pages = De Roemeense en de Nederlandse pagina voor de 2e editie vermelden nog het einde na de laatste gewone tegel, aangeduid als afkomstig uit de regels van 2014.
note-own-risk = Halflingen combineren met andere uitbreidingen is op eigen risico van de spelers: geen officiële regels dekken elk geval, dus spreek vooraf huisregels af. Hans im Glück ondersteunt de uitbreiding niet meer en geeft geen verdere verhelderingen.
note-effects-by-space = 1/2021: elke tegel wordt nog steeds afzonderlijk volgens de gewone regels gelegd, en wat het trekken of leggen ervan teweegbrengt, gebeurt zoals gewoonlijk. Wat op een vierkante tegel inwerkt (de draak, de fee, vlooienfiches, kleine gebouwen, heuvels), werkt op elke tegel in dat vierkante vak; een dubbele tegel wordt in zijn geheel getroffen als een van zijn helften erin ligt.
note-monastery-like-by-space = Abdijen, heiligdommen, Japanse gebouwen, Duitse kloosters en Nederlandse & Belgische kloosters, kerken van Darmstadt, tuinen en Duitse burchten tellen bezette vakken zoals kloosters. Volgens 1/2021 tellen de bijzondere kloosters per bezet vierkant vak, met welke tegels het ook gevuld is.
note-neighbours-by-space = Waar een project naar de tegels eromheen kijkt (de circustent, acrobaten, wachttorens, badhuizen, de Vodyanoy, de hut van Baba Yaga, de bonus van de kerk van Darmstadt, leengebieden van burchten), telt elke tegel in de vakken eromheen mee.
note-c1-figures-by-halfling = 1e editie (10/2015): de stappen van de draak, het bereik van de toren en de afstand van de vliegmachine tellen elk halfje als een eigen tegel.
note-fairy-space = De fee beschermt elke tegel in haar vak: een vierkante tegel, een of twee halfjes, of een hele dubbele tegel (volgens de principes van 1/2021).
note-abbey-beside-halflings = Een abdij mag worden gelegd met een halfje langs een van haar zijden (3/2015), zelfs naast het driehoekige gat van een halfje: het halfje neemt de plaats van een gewone tegel in en het gat wordt genegeerd.
note-barn-2015 = 10/2015: een stal mag staan waar vier tegels samenkomen, ook als er halfjes bij zijn, mits de ondergrond stabiel is: alle tegels eronder raken elkaar in het midden, geen kwart rond het midden is leeg en elke tegel toont daar weide. Dit verving in sommige gevallen de eis van precies vier tegels (voorbeelden uit 4/2016 voegen dubbele tegels toe), en het liet driehoekige gaten bij de stal toe, die weiden onderbraken.
note-barn-2021 = 1/2021: de vier hoeken onder een stal mogen bedekt zijn door vierkante tegels, door een of twee halfjes of door dubbele tegels. Een stal kan niet meer naast een gat staan, dus staat hij altijd in één weide en wordt hij zoals gewoonlijk geteld.
note-plague-and-fleas = Een enkel driehoekig gat houdt de verspreiding van de pest in die richting niet tegen. 1/2021: een vlooienfiche werkt op het hele vierkante vak waarin zijn tegel ligt.
note-abbot-rows = Voor de abt van Duitse of Nederlandse & Belgische kloosters, en voor Japanse gebouwen, beëindigt een enkel driehoekig gat een rij of kolom niet, omdat het halfje de plaats van een gewone tegel inneemt (3/2015); alleen een vak zonder enige tegel doet dat.
note-c1-abbot-example = Voorbeeld uit de 1e editie: elk halfje telt en gaten worden overgeslagen, dus de abt van RED op een Duits klooster levert 9 op: 1 voor het klooster, 2 voor de kolom erboven, 2 eronder, 3 voor de rij links en 1 rechts.
note-double-sized-tiles = Volgens 10/2015 telde ook elke helft van een dubbele tegel als een tegel, waardoor andere uitbreidingen nog verder moesten worden aangepast. Volgens de regels van 2020 telt een deel ervan voor een klooster als een of twee bezette vakken (afgeleid; de regels zwijgen erover). Volgens 1/2021 telt elk deel als één bezet vak voor wegen, steden en kloosters.
note-leipzig-road = 2e editie: een weg op een tegel van De Markten van Leipzig telt als één tegel, hoewel hij twee vakken beslaat.
note-c1-deal-them-all = 1e editie, minder dan zes spelers: deel halfjes uit tot ze op zijn, aan ieder evenveel (drie per speler bij vier spelers).
note-c1-both-sets = Met beide sets is er geen afgesproken aantal per speler; een mogelijkheid is ze als twee mini-uitbreidingen te behandelen en van elke set twee uit te delen.
note-gap-hole-or-ignored = Een driehoekig gat geldt als gat binnen een project en wordt elders genegeerd: bij het afbouwen en tellen van kloosters, heiligdommen, abdijen, tuinen en de monniken van Duitse kloosters, en bij het leggen van abdijen, het bewegen van de draak, vlooienfiches, de punten van de abt, het bereik van de toren en de route van de vliegmachine.
note-abbey-spot = Een plek is geschikt voor een abdij als geen van haar vier zijden aan een vierkant gat grenst.
note-barn-spot = Een stal staat waar de hoeken van vier vakken samenkomen, elk deels of helemaal bedekt; er kunnen 3 tot 8 tegels samenkomen, die allemaal alleen weide tonen. Een halfje dat later in een gat onder een stal wordt gelegd, maakt alleen de weideverbinding werkelijk die de stal al aannam.
note-c1-bridge = 1e editie: een brug over twee halfjes telt als twee wegtegels, één per halfje, en een horige erop moet duidelijk op één helft staan, zodat de draak of de pest kan worden afgehandeld.
note-c1-fairy = 1e editie: de fee beschermt alleen het halfje waarop ze staat.
note-german-castle-points = Een Duitse burcht levert 2 op plus 1 voor elke tegel eromheen, vierkant of driehoekig (1e editie; 13 in het voorbeeld: 2, 5 halfjes en 6 gewone tegels), of 2 plus 1 voor elk bezet vak eromheen (2e editie; 12 in het voorbeeld).
note-little-building-before-2021 = Vóór 1/2021 lieten spelers een klein gebouw alleen gelden voor het ene halfje waarop het staat; volgens de regels van 2014 gelezen zou het op beide halfjes van zijn vak hebben gewerkt, omdat die samen als één tegel telden.
