# The sheets' texts in Romanian (ro). Every message of en.ftl, translated.
#
# Terms follow the Romanian wiki page (Jumi-juma / Jumătăți): cartonaș,
# cartonaș triunghiular (halfling), gaură triunghiulară (triangular gap),
# spațiu (space), meeple / meepleși (follower), blazon (pennant),
# teritoriu (feature), oraș, drum, câmp, mănăstire, moșie (barn).
# A leg is "latură scurtă", the long side "latură lungă".
# Plurals: [one] 1, [few] 0 and 2–19 (and 102–119 ...), *[other] 20 and
# more, which takes "de": "24 de cartonașe".

## Every sheet

# The product's published name in this language, first in every title.
expansion-name = Jumi-juma
# Marks a tile name shown in English because lang/<code>.toml has none for
# it; the note explains the mark once per page.
fallback-mark = *
fallback-note = * netradus încă: apare în engleză
footer = Generat de { $generator } din definițiile cartonașelor · { $paper }
page-number = pagina { $number } din { $count }
paper-a4 = A4
paper-letter = Letter
tiles-count = { $count ->
    [one] { $count } cartonaș
    [few] { $count } cartonașe
   *[other] { $count } de cartonașe
}

## Landscapes, sides and symbols, as the sheets name them

landscape = { $landscape ->
    [city] oraș
    [road] drum
   *[field] câmp
}
side = { $side ->
    [north] nord
    [long] lungă
   *[west] vest
}
symbol-name = { $symbol ->
    [vineyard] Vie
    [hill] Deal
    [sheep] Oi
   *[crop-circle] Cerc în lan
}
symbol-name-lower = { $symbol ->
    [vineyard] vie
    [hill] deal
    [sheep] oi
   *[crop-circle] cerc în lan
}

## The rule reference

rules-title = { $expansion }: fișa de reguli
rules-provenance = Realizată de { $generator } din definițiile cartonașelor, cu SHA-256
rules-set = { $set } ({ $count ->
    [one] { $count } cartonaș
    [few] { $count } cartonașe
   *[other] { $count } de cartonașe
})
rules-set-origin = { $set }: { $origin }; simbolul setului: { $symbol }.
rules-subtitle = { $count ->
    [one] { $count } cartonaș triunghiular
    [few] { $count } cartonașe triunghiulare
   *[other] { $count } de cartonașe triunghiulare
} de jumătate de mărime: { $sets }.
rules-aliases = Publicată și sub numele { $aliases }. { $subtitle }

setup-heading = Pregătirea, pe ediții
setup-edition = Ediție
setup-takes = Per jucător
setup-setup = Pregătire
setup-draft = Varianta cu alegere
setup-rules = Versiuni de reguli
setup-halflings = { $count ->
    [one] { $count } cartonaș triunghiular
    [few] { $count } cartonașe triunghiulare
   *[other] { $count } de cartonașe triunghiulare
}, oricâți jucători ar fi

placement-heading = Plasarea
followers-heading = Meepleșii
scoring-heading = Evaluarea

diagram-leg = { $tile }: latura scurtă de vest lipită de latura unui cartonaș, { landscape } lângă { landscape }.
diagram-long-side = { $tile }: latura lungă spre un cartonaș normal, pe care îl atinge doar într-un colț.
diagram-corner = { $tile }: atinge un cartonaș plasat doar într-un colț.
diagram-shared = { $tile } și { $partner } împart un spațiu, latură lungă lângă latură lungă.

counting-heading = Numărarea, după versiunea regulilor
counting-majority = Un teritoriu îl evaluează jucătorii cu cei mai mulți meepleși pe el; la egalitate, fiecare primește toate punctele.
counting-base = Punctele jocului de bază: un oraș finalizat { $city } per cartonaș și { $pennant } per blazon, unul nefinalizat la sfârșitul jocului { $unfinished } și { $unfinished-pennant }; un drum { $road } per cartonaș; o mănăstire { $monastery } per cartonaș din spațiul ei și din cele 8 din jur; un câmp { $farm } pentru fiecare oraș finalizat cu care se învecinează. { $majority }
counting-monastery-spaces = O mănăstire numără propriul spațiu și cele 8 din jur; un cartonaș triunghiular dintr-unul dintre ele contează chiar dacă nu atinge mănăstirea.
counting-explained = Per cartonaș: fiecare cartonaș triunghiular contează ca un cartonaș. Per spațiu: unul sau două cartonașe triunghiulare dintr-un spațiu contează ca un singur cartonaș.
counting-version = Versiunea regulilor
counting-roads-cities = Drumuri și orașe
counting-monasteries = Mănăstiri
counting-monastery-most = Mănăstire, max.
counting-changed = Ce s-a schimbat
counting-current = { $name } – în vigoare
counting-per = { $counting ->
    [per-halfling] per cartonaș
   *[per-space] per spațiu
}
counting-assumed = { $counting } (presupunere)

gaps-heading = Găuri triunghiulare ({ $rules })
gap-city = { $complete ->
    [yes] Un oraș cu o gaură triunghiulară poate fi finalizat.
   *[no] Un oraș cu o gaură triunghiulară nu este finalizat.
}
gap-road = { $complete ->
    [yes] Un drum cu o gaură triunghiulară poate fi finalizat.
   *[no] Un drum cu o gaură triunghiulară nu este finalizat.
}
gap-field = { $interrupts ->
    [yes] O gaură triunghiulară întrerupe un câmp.
   *[no] O gaură triunghiulară nu întrerupe un câmp.
}
gap-neighbours = { $join ->
    [yes] Două găuri triunghiulare față în față, de o parte și de alta a unei laturi, formează o singură întindere de câmp.
   *[no] Două găuri triunghiulare față în față, de o parte și de alta a unei laturi, nu unesc niciun câmp.
}
gap-monastery = { $each ->
    [yes] O mănăstire este finalizată când fiecare dintre cele 8 spații din jurul ei are cel puțin un cartonaș.
   *[no] O mănăstire este finalizată doar când cele 8 spații din jurul ei sunt pline.
}
gap-barn = { $full ->
    [yes] O moșie are nevoie de patru colțuri de câmp ocupate complet.
   *[no] O moșie nu are nevoie de colțuri de câmp ocupate complet.
}
gap-bridge = { $two ->
    [yes] Un pod are nevoie de un spațiu cu două cartonașe triunghiulare.
   *[no] Un pod poate sta pe un spațiu cu un singur cartonaș triunghiular.
}
gap-figures = { $spaces ->
    [yes] Figurile (dragonul, turnul, meeple-ul zburător, ciuma) se mută și măsoară pe grila spațiilor.
   *[no] Figurile (dragonul, turnul, meeple-ul zburător, ciuma) se mută și măsoară cartonaș cu cartonaș.
}
gap-bridge-segment = Un pod peste un spațiu cu două cartonașe triunghiulare este un singur segment de drum.
gap-diagram = { $tile }: are un { landscape } care trece peste latura lungă într-o gaură triunghiulară (hașurată), deci acest { landscape } rămâne nefinalizat până când un al doilea cartonaș triunghiular umple spațiul.

symbols-heading = Simboluri din extensii
symbols-without = În ediția 1, simbolul unei extensii care nu e în joc se ignoră. Din ediția a 2-a, via și dealul se joacă după regulile lor și fără Oi și dealuri: nu au nevoie de alt material.
symbol-points = { $count ->
    [one] { $count } punct
    [few] { $count } puncte
   *[other] { $count } de puncte
}
symbol-tiles = cartonașul { $tiles }

questions-heading = Întrebări legate de alte extensii
question = { $expansion }: { $question } ({ $status ->
    [ruled] stabilit:
   *[unsettled] nestabilit; răspunsul ales aici:
} { $answer ->
    [yes] da
   *[no] nu
})

other-expansions-heading = Clarificări privind alte extensii
house-rules-heading = Reguli neoficiale din surse

game-end-heading = Sfârșitul jocului, pe ediții
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] Jocul se termină la sfârșitul turei în care este plasat ultimul cartonaș normal; cartonașele triunghiulare nejucate se pierd.
   *[no-placement-possible] Jocul se termină când nimeni nu mai poate plasa nici un cartonaș normal, nici un cartonaș triunghiular.
}

examples-heading = Exemple rezolvate, jucate de motorul de reguli
examples-intro = Fiecare tablă este construită cartonaș cu cartonaș, fiecare plasare fiind legală; punctele sunt cele calculate de motorul de reguli în fiecare versiune a regulilor (2014, 2015-10, 2020, 2021-01, ca în tabelul de numărare). Roz: o gaură triunghiulară. Discuri: meepleși în culoarea jucătorului lor. Un contur întrerupt: o plasare de încercat, verde dacă e permisă, roșu dacă e refuzată.
example-try = Încercare: { $tile } la [{ $x }, { $y }], rotit cu { $rotation }°: { $verdict }
example-try-follower = Încercare: { $tile } la [{ $x }, { $y }], rotit cu { $rotation }°, meeple-ul lui { $player } pe { $feature ->
    [city] oraș
    [road] drum
    [field] câmp
    [field-north] câmpul de nord
    [field-south] câmpul de sud
    [monastery] mănăstire
   *[other] { $feature }
}: { $verdict }
verdict = { $verdict ->
    [legal] plasare permisă
    [unknown-tile] cartonaș necunoscut
    [all-copies-placed] toate exemplarele sunt plasate
    [space-taken] spațiu ocupat
    [long-sides-do-not-meet] laturile lungi nu se întâlnesc
    [side-does-not-continue] latura nu continuă peisajul
    [corner-only] doar într-un colț
    [not-adjacent] cartonaș neadiacent
    [not-on-the-tile] nu e pe cartonaș
    [feature-taken] teritoriu ocupat
   *[no-follower-left] niciun meeple rămas
}

## The tile census

census-title = { $expansion }: inventarul cartonașelor
census-set-title = { $title } – { $set }
census-set = { $tiles } · coduri de la { $first } la { $last } · origine: { $origin } · simbolul setului: { $symbol }
set-symbol = { $symbol ->
    [pentagon] pentagon
   *[follower] meeple
}
set-symbol-label = eticheta „{ $label }”
census-name = Nume: { $name }
census-sides = Laturi: { $sides }
census-side = { side }: { landscape }
census-features = Teritorii: { $features }
census-symbols = Simboluri: { $symbols }
census-no-symbols = Simboluri: niciunul
census-cities = { $count ->
    [one] { $count } oraș
    [few] { $count } orașe
   *[other] { $count } de orașe
}
census-cities-pennants = { $count ->
    [one] { $count } oraș
    [few] { $count } orașe
   *[other] { $count } de orașe
} ({ $pennants ->
    [one] { $pennants } blazon
    [few] { $pennants } blazoane
   *[other] { $pennants } de blazoane
})
census-roads = { $count ->
    [one] { $count } drum
    [few] { $count } drumuri
   *[other] { $count } de drumuri
}
census-fields = { $count ->
    [one] { $count } câmp
    [few] { $count } câmpuri
   *[other] { $count } de câmpuri
}
census-monastery = o mănăstire

## The print-and-cut sheet

cut-title = { $expansion }: cartonașe de tipărit și decupat
cut-page = { $title } ({ $number } din { $count })
cut-note = Tipăriți la mărimea reală (100 %, fără potrivire la pagină). Laturile scurte au 45 mm: bara din dreapta trebuie să măsoare 50 mm. Decupați fiecare pătrat după semnele de tăiere, apoi pe diagonală.
cut-note-bleed = Tipăriți la mărimea reală (100 %, fără potrivire la pagină). Laturile scurte au 45 mm: bara din dreapta trebuie să măsoare 50 mm. Decupați fiecare pătrat după semnele de tăiere, apoi pe diagonală. Imaginea trece cu { $bleed } mm dincolo de liniile de tăiere (bleed).
cut-bar = 50 mm

## The manifest's sentences (tiles/expansion.toml)

set-halflings-1-name = Jumătăți I
set-halflings-1-origin = revista Spielbox, numărul 5/2014
set-halflings-2-name = Jumătăți II
set-halflings-2-origin = magazinul propriu al editorului (cundco), 2014
edition-C1-name = prima ediție
edition-C1-setup = Amestecă cartonașele triunghiulare cu fața în jos; împarte câte 2 fiecărui jucător, care se uită la ele și le păstrează cu fața în jos.
edition-C1-draft = Așază toate cartonașele triunghiulare cu fața în sus; începând cu ultimul jucător în ordinea turelor și în sens invers acelor de ceasornic, fiecare ia unul și îl pune cu fața în jos, apoi toți iau un al doilea la fel.
edition-C2-name = a doua ediție
edition-C2-setup = La primul joc, lasă deoparte cartonașele cu simboluri din extensii. Amestecă-le cu fața în jos; împarte câte 3 fiecărui jucător, care le păstrează cu fața în jos.
edition-C2-draft = Așază toate cartonașele triunghiulare cu fața în sus; ultimul jucător în ordinea turelor alege primul, apoi se alege în sens invers acelor de ceasornic, până când toți au câte trei.
edition-C3-name = a treia ediție
edition-C3-setup = La primul joc, lasă deoparte cartonașele cu simboluri din extensii. Amestecă-le cu fața în jos; împarte câte 3 fiecărui jucător, care le păstrează cu fața în jos.
edition-C3-draft = Așază toate cartonașele triunghiulare cu fața în sus; ultimul jucător în ordinea turelor alege primul, apoi se alege în sens invers acelor de ceasornic, până când toți au câte trei.
rules-2014-name = Regulile C1 din 2014
rules-2014-note = Regulile vorbesc doar despre mănăstiri; jucătorii au dedus din ele că, și la drumuri și orașe, două cartonașe triunghiulare dintr-un spațiu contează ca un singur cartonaș.
rules-2015-10-name = Clarificarea 10/2015
rules-2015-10-note = Fiecare cartonaș triunghiular contează ca un cartonaș separat, inclusiv la mănăstiri, așa că o mănăstire poate ajunge la 18.
rules-2020-name = Regulile C2 din 2020 (cu 10/2015)
rules-2020-note = Drumurile și orașele numără în continuare fiecare cartonaș triunghiular; mănăstirile revin la numărarea spațiilor ocupate.
rules-2021-01-name = Clarificarea 1/2021
rules-2021-01-note = Totul se numără pe spații ocupate: unul sau două cartonașe triunghiulare dintr-un spațiu sunt un singur cartonaș.
symbol-vineyard-expansion = Oi și dealuri
symbol-vineyard-rule = Când o mănăstire este finalizată, proprietarul ei primește încă 3 puncte pentru fiecare vie de pe cartonașele din spațiul ei și din cele 8 spații din jur.
symbol-hill-expansion = Oi și dealuri
symbol-hill-rule = Trage un cartonaș normal și pune-l cu fața în jos sub cartonașul triunghiular cu deal; jumătatea liberă a spațiului poate primi mai târziu un al doilea cartonaș triunghiular. Dealul contează pentru tot spațiul, iar o egalitate pe un teritoriu cu deal o câștigă meeple-ul de pe deal.
symbol-sheep-expansion = Oi și dealuri
symbol-sheep-rule = O oaie care nu pleacă niciodată: adaugă 3 de fiecare dată când se evaluează turma oierului din câmpul ei, iar lupul nu o poate alunga.
symbol-crop-circle-expansion = Mini #7 Cercuri în lan
symbol-crop-circle-rule = După ce îl plasezi, numește cavaler, țăran sau tâlhar și alege pentru toți: fiecare poate adăuga un meeple de acel tip lângă unul dintre ai săi de pe același cartonaș, sau fiecare trebuie să ia înapoi unul de acel tip. Jucătorii acționează pe rând, începând din stânga ta, iar tu ești ultimul.
play-placement-1 = În loc să tragi un cartonaș normal, poți juca unul dintre cartonașele tale triunghiulare.
play-placement-2 = O latură scurtă trebuie să atingă latura unui cartonaș plasat pe toată lungimea ei; atingerea doar într-un colț nu contează.
play-placement-3 = Sau latura lungă se lipește de latura lungă a unui cartonaș triunghiular aflat deja într-un spațiu, umplând acel spațiu.
play-placement-4 = Latura lungă nu se așază niciodată lângă un cartonaș normal.
play-placement-5 = Fiecare teritoriu atins de o latură trebuie să continue de cealaltă parte, ca în jocul de bază.
play-followers-1 = Meepleșii se plasează ca în jocul de bază.
play-followers-2 = Un meeple poate fi pus pe un cartonaș triunghiular chiar dacă celălalt cartonaș triunghiular din spațiul său are deja unul.
play-scoring-1 = Teritoriile cu cartonașe triunghiulare se evaluează după regulile de bază, iar cartonașele se numără cum spune versiunea regulilor în vigoare.
play-scoring-2 = Un oraș sau un drum finalizat se evaluează ca de obicei: conform clarificării 1/2021, unul sau două cartonașe triunghiulare dintr-un spațiu contează ca un singur cartonaș.
question-dragon-past-a-gap-expansion = Prințesa și dragonul
question-dragon-past-a-gap = Poate dragonul să treacă peste o gaură triunghiulară?
question-tower-range-ignores-gaps-expansion = Turnul
question-tower-range-ignores-gaps = Se ignoră găurile triunghiulare când se numără raza turnului?
question-flier-distance-ignores-gaps-expansion = Meeple-ul zburător (Aparate de zbor)
question-flier-distance-ignores-gaps = Când se măsoară distanța de zbor, se ignoră găurile triunghiulare și se numără doar cartonașele triunghiulare?
question-flier-lands-on-either-halfling-expansion = Meeple-ul zburător (Aparate de zbor)
question-flier-lands-on-either-halfling = Când un zbor pe diagonală aterizează pe un spațiu cu două cartonașe triunghiulare aflate de-a lungul traiectoriei, poate jucătorul să aleagă oricare dintre ele?
question-gap-separates-farms-at-a-barn-expansion = Abația și primarul
question-gap-separates-farms-at-a-barn = O moșie plasată acolo unde se întâlnesc câmpuri separate de găuri triunghiulare le unește într-un singur câmp?
question-abbey-scores-as-monastery-expansion = Abația și primarul
question-abbey-scores-as-monastery = O abație printre cartonașe triunghiulare se evaluează la fel ca o mănăstire, după versiunea regulilor în vigoare?
question-shrine-scores-as-monastery-expansion = Lăcașuri de cult (Contele, regele și vasalii)
question-shrine-scores-as-monastery = Un lăcaș de cult printre cartonașe triunghiulare se evaluează la fel ca o mănăstire, după versiunea regulilor în vigoare?
question-german-castle-counts-spaces-expansion = Castele din Germania
question-german-castle-counts-spaces = Un castel german este finalizat, și evaluat, după spațiile ocupate, așa cum este o mănăstire conform clarificării 1/2021?
question-little-building-one-halfling-expansion = Construcții mici
question-little-building-one-halfling = O construcție mică contează doar pentru cartonașul triunghiular pe care stă, nu și pentru cealaltă jumătate a spațiului său?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Un oraș finalizat cu cartonașe triunghiulare
example-city-completed-description = Orașul lui RED pornește de la un capăt de oraș, trece printr-un cartonaș normal și intră în două cartonașe triunghiulare care împart un spațiu, cu un blazon. Dacă se numără fiecare cartonaș triunghiular, are 4 cartonașe: câte 2 puncte fiecare, plus 2 pentru blazon, fac 10. Dacă se numără spațiile ocupate, cele două cartonașe triunghiulare sunt un singur cartonaș: 3 cartonașe și blazonul fac 8.
example-city-with-gap-title = Un oraș care dă într-o gaură triunghiulară
example-city-with-gap-description = Orașul lui RED pleacă dintr-un capăt de oraș și traversează un cartonaș triunghiular până la latura lui lungă, unde cealaltă jumătate a spațiului este goală. Conform clarificării 1/2021, un oraș cu o gaură triunghiulară nu este finalizat, deci nu se evaluează în timpul jocului; versiunile anterioare nu au hotărât nimic, iar motorul le interpretează la fel.
example-farm-across-a-gap-title = Un câmp lângă o gaură triunghiulară
example-farm-across-a-gap-description = Două capete de oraș formează un oraș finalizat. RED are țărani de ambele părți ale lui, BLUE doar în stânga; cele două părți se întâlnesc doar peste o gaură triunghiulară. Dacă sunt considerate legate, formează un singur câmp, în care RED are majoritatea și ia 3 pentru oraș, iar BLUE nimic. Conform clarificării 1/2021, gaura întrerupe câmpul: RED și BLUE împart câmpul din stânga (câte 3), iar RED are singur câmpul din dreapta (încă 3).
example-farm-across-neighbouring-gaps-title = Două câmpuri care se întâlnesc peste găuri vecine
example-farm-across-neighbouring-gaps-description = Două cartonașe triunghiulare din spații vecine au laturile lungi întoarse astfel încât găurile lor triunghiulare stau față în față, de o parte și de alta a unei laturi. RED are un țăran pe o margine, BLUE pe cealaltă; capete de oraș finalizează orașele din jurul lor. Citit ca o singură întindere de câmp (interpretarea pentru versiunile dinainte de 1/2021, despre care sursele nu spun nimic), este un singur câmp: egalitate, fiecare ia 3 pentru fiecare dintre cele 3 orașe. Conform clarificării 1/2021, găurile îl întrerup: RED are 1 oraș, BLUE 2.
example-follower-feature-taken-title = Meeple: un oraș care are deja un meeple
example-follower-feature-taken-description = RED stă în orașul unui capăt de oraș. BLUE așază un cartonaș triunghiular care continuă orașul și vrea să pună un meeple în el. Unite peste cele două cartonașe, ele formează un singur oraș, care are deja meeple-ul lui RED, așa că meeple-ul lui BLUE este refuzat; cartonașul în sine ar putea fi plasat acolo.
example-follower-no-follower-left-title = Meeple: un jucător fără meepleși rămași
example-follower-no-follower-left-description = RED are pe tablă toți cei 7 meepleși ai jocului de bază, pe șapte cartonașe cu drum așezate în linie. Când RED așază o mănăstire sub ele, pe mănăstire nu stă nimeni, dar RED nu mai are niciun meeple de pus pe ea, așa că meeple-ul este refuzat.
example-follower-not-on-the-tile-title = Meeple: doar pe un teritoriu al cartonașului abia plasat
example-follower-not-on-the-tile-description = BLUE așază un cartonaș triunghiular cu un oraș și un câmp și cere să pună un meeple pe o mănăstire. Un meeple se pune doar pe un teritoriu al cartonașului plasat în tura aceasta, iar acest cartonaș nu are mănăstire, așa că meeple-ul este refuzat.
example-game-a-city-completed-during-play-title = Un joc: un oraș evaluat când e finalizat, meeple-ul se întoarce
example-game-a-city-completed-during-play-description = RED începe un oraș cu un capăt de oraș, iar BLUE un drum alături. RED continuă orașul într-un cartonaș triunghiular, iar cartonașul triunghiular al lui BLUE umple restul spațiului și finalizează orașul: RED îl evaluează imediat și își ia meeple-ul înapoi, apoi îl pune pe o mănăstire. La final, drumul și mănăstirea nefinalizate primesc punctele pe care le au.
example-monasteries-at-game-end-title = Mănăstiri nefinalizate la sfârșitul jocului
example-monasteries-at-game-end-description = La sfârșitul jocului, două mănăstiri nefinalizate stau una lângă alta. Cea a lui BLUE are în jur șase cartonașe, dintre care două sunt cartonașe triunghiulare singure, și primește 7 cu propriul cartonaș; cea a lui RED are cinci și primește 6. Niciun spațiu nu are două cartonașe triunghiulare, deci toate versiunile dau același rezultat.
example-monastery-with-gap-title = O mănăstire cu o gaură triunghiulară alături
example-monastery-with-gap-description = Mănăstirea lui RED este înconjurată: șapte dintre cele opt spații din jurul ei au câte două cartonașe triunghiulare, iar unul are un singur cartonaș triunghiular lângă o gaură triunghiulară. Fiecare spațiu este ocupat, deci mănăstirea este finalizată în toate versiunile. Dacă se numără fiecare cartonaș triunghiular, primește 1 pentru propriul cartonaș și 15 pentru cartonașele triunghiulare: 16, cum permite clarificarea 10/2015. Dacă se numără spațiile ocupate, primește 9.
example-placement-all-copies-placed-title = Plasare: un cartonaș triunghiular aflat deja pe tablă
example-placement-all-copies-placed-description = Fiecare dintre cele 24 de cartonașe triunghiulare există o singură dată. Acesta este deja pe tablă, deci nu poate fi plasat a doua oară, oriunde ar fi pus.
example-placement-corner-only-title = Plasare: atingere doar într-un colț
example-placement-corner-only-description = Cartonașul triunghiular ar atinge cartonașul cu drum doar acolo unde li se ating colțurile. O latură scurtă trebuie să stea lipită de latura unui cartonaș plasat pe toată lungimea ei, deci plasarea este refuzată.
example-placement-legal-title = Plasare: o latură scurtă lângă o latură
example-placement-legal-description = Latura scurtă a unui cartonaș triunghiular stă de-a lungul întregii laturi de sud a unui capăt de oraș, câmp lângă câmp. Acesta este modul obișnuit de a plasa un cartonaș triunghiular, iar regulile îl permit.
example-placement-long-side-towards-a-tile-title = Plasare: doar latura lungă privește spre un cartonaș
example-placement-long-side-towards-a-tile-description = Laturile scurte ale cartonașului triunghiular dau spre spații goale, iar latura lui lungă privește spre cartonașul cu drum de dedesubt. O latură lungă se lipește numai de latura lungă a altui cartonaș triunghiular, deci nicio latură nu stă lângă cea a cartonașului cu drum: cele două forme au în comun doar colțul de nord-vest al cartonașului cu drum, iar plasarea este refuzată ca atingere doar într-un colț.
example-placement-long-sides-do-not-meet-title = Plasare: un al doilea cartonaș triunghiular rotit greșit
example-placement-long-sides-do-not-meet-description = Un al doilea cartonaș triunghiular poate umple un spațiu doar cu latura lungă lângă latura lungă. Rotit cu un sfert de rotație prea mult, l-ar suprapune pe primul, deci plasarea este refuzată.
example-placement-not-adjacent-title = Plasare: un vecin pe diagonală care nu atinge nimic
example-placement-not-adjacent-description = Cartonașul triunghiular stă pe diagonală, dedesubt și la dreapta cartonașului cu drum, rotit astfel încât latura lui lungă taie chiar colțul comun al celor două spații. Formele nu au niciun punct comun, nici măcar un colț, deci plasarea este refuzată ca neadiacentă.
example-placement-sharing-a-space-title = Plasare: două cartonașe triunghiulare într-un spațiu
example-placement-sharing-a-space-description = Un al doilea cartonaș triunghiular umple spațiul primului, latură lungă lângă latură lungă, iar orașul de pe ambele laturi lungi continuă. Regulile permit asta.
example-placement-side-does-not-continue-title = Plasare: un oraș lângă un câmp
example-placement-side-does-not-continue-description = Latura scurtă cu oraș a cartonașului triunghiular ar sta lângă câmpul de pe latura de sud a capătului de oraș. Fiecare latură care atinge alta trebuie să continue peisajul, deci plasarea este refuzată.
example-placement-space-taken-title = Plasare: un spațiu care are deja un cartonaș normal
example-placement-space-taken-description = Un cartonaș normal ocupă tot spațiul său, deci niciun cartonaș triunghiular nu îl poate împărți cu el: plasarea este refuzată, pentru că spațiul este ocupat. Doar un spațiu cu un singur cartonaș triunghiular mai primește un al doilea.
example-road-completed-title = Un drum finalizat cu cartonașe triunghiulare
example-road-completed-description = Drumul lui RED pleacă de la o mănăstire, trece printr-un cartonaș cu drum drept, traversează două cartonașe triunghiulare care împart un spațiu și se termină la o intersecție. Are 5 cartonașe, câte 1 punct fiecare; dacă se numără spațiile ocupate, cele două cartonașe triunghiulare sunt un singur cartonaș, deci primește 4.
example-vineyard-title = O vie în spațiul propriu al mănăstirii
example-vineyard-description = Un cartonaș triunghiular cu mănăstire și cel cu vie împart un spațiu, iar cartonașe normale umplu cele opt spații din jur. Mănăstirea finalizată primește 9 dacă se numără spațiile și 10 dacă se numără fiecare cartonaș triunghiular, iar via din propriul ei spațiu adaugă 3.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Din 2020 ambele seturi vin într-o singură cutie: cartonașele cu simbolul Jumătăți I sunt cele din Spielbox, iar cele cu simbolul Jumătăți II sunt cele vândute odinioară doar de cundco.
note-numbering = Din ediția a 2-a, cartonașele sunt numerotate de la 01 la 12 în fiecare set; codurile de pe aceste fișe încep cu setul (de la h1-01 la h2-12).
note-symbol-tiles-in-set-2 = Toate cartonașele care poartă simbolul altei extensii fac parte din Jumătăți II.
note-base-game-stays = Orice regulă a jocului de bază pe care aceste pagini nu o schimbă rămâne valabilă.
note-c1-six-players = Prima ediție: un exemplar ajunge pentru cel mult șase jucători; pentru mai mulți e nevoie de încă un exemplar.
note-c2-leftovers-and-more = Ediția a 2-a: după alegere, cartonașele triunghiulare pe care nu le-a luat nimeni se pun înapoi în cutie. Un grup poate împărți fiecărui jucător mai mult de trei cartonașe triunghiulare, după numărul de jucători.
note-follower-wording = Regulamentul englez al editorului formulează regula meepleșilor cu alt sens decât originalul german, se pare din greșeală; această fișă redă sensul german.
note-scoring-wording = Regulamentul englez spune doar că un teritoriu finalizat cu un cartonaș triunghiular se evaluează după regulile jocului de bază; textul german, pe care îl urmează această fișă, numără spațiile ocupate.
note-monastery-always-nine = Dacă se numără spațiile, o mănăstire finalizată primește întotdeauna 9 în timpul jocului, fără eventualele vii.
note-c2-final-monasteries = Exemplul de sfârșit de joc din ediția a 2-a: BLUE primește 6 pentru mănăstirea sa, al cărei spațiu propriu are două cartonașe triunghiulare și contează o singură dată, iar RED primește 5.
note-no-double-sized-tiles-in-2014 = Regulile din 2014 nu puteau acoperi cartonașele de mărime dublă, apărute abia un an mai târziu.
note-gap-splits-a-city = Un oraș tăiat de o gaură triunghiulară este de fapt format din mai multe orașe, fiecare nefinalizat, până când un cartonaș triunghiular umple gaura.
note-gaps-before-2021 = Înainte de 1/2021, nicio clarificare nu spunea dacă un oraș sau un drum cu o gaură triunghiulară poate fi finalizat.
note-sheep-needs-hills-and-sheep = Cartonașul triunghiular cu oi are nevoie de materialul din Oi și dealuri.
note-vineyard-up-to-sixteen = Prima formulare a viei număra cele 8 cartonașe din jurul mănăstirii, ca și cum toate cartonașele ar fi pătrate. Cu cartonașe triunghiulare, o mănăstire poate fi înconjurată de până la 16 cartonașe, iar o vie poate sta chiar în spațiul ei; fiecare contează. Și o mănăstire pe un cartonaș triunghiular, cu o vie pe un cartonaș dintr-un spațiu vecin, primește 12: 9 și 3.
note-sheep-wording = Regulamentul englez formulează regula lupului ca și cum ți-ar proteja turma, ceea ce induce în eroare; această fișă redă sensul german.
note-crop-circle-halfling = Cartonașul triunghiular cu cerc în lan nu funcționează ca cartonașele din Cercuri în lan. Un jucător care nu are pe tablă niciun meeple de tipul numit nu face niciuna dintre acțiuni. Regulamentul englez lasă greșit fiecare jucător să-și aleagă acțiunea; această fișă urmează textul german.
note-c1-crop-circle-joker = Prima ediție (11/2014): cercul în lan de pe cartonașul triunghiular este un joker; cel care îl joacă hotărăște dacă este scut, furcă sau bâtă.
note-game-end-ruling-2024 = Regulile din 2020 au renunțat la paragraful din 2014 despre sfârșitul jocului. În 10/2024, sfârșitul jocului stabilit în ediția a 3-a a jocului pentru extensia Castele din Germania a fost extins la Jumi-juma, inclusiv la ediția a 2-a, iar sfârșitul din prima ediție, la ultimul cartonaș normal, nu mai este valabil.
note-game-end-other-pages = Paginile în română și olandeză pentru ediția a 2-a prezintă încă sfârșitul la ultimul cartonaș normal, marcat ca provenind din regulile din 2014.
note-own-risk = Jumi-juma se combină cu alte extensii pe riscul jucătorilor: nicio regulă oficială nu acoperă toate cazurile, deci stabiliți dinainte reguli neoficiale. Hans im Glück nu mai susține extensia și nu va mai da alte clarificări.
note-effects-by-space = 1/2021: fiecare cartonaș se plasează în continuare separat, după regulile obișnuite, iar ce declanșează tragerea sau plasarea lui se petrece ca de obicei. Tot ce acționează asupra unui cartonaș pătrat (dragonul, zâna, jetoanele cu purici, construcțiile mici, dealurile) acționează asupra fiecărui cartonaș din acel spațiu pătrat; un cartonaș de mărime dublă este afectat în întregime când oricare dintre jumătățile lui se află acolo.
note-monastery-like-by-space = Abațiile, lăcașurile de cult, construcțiile japoneze, mănăstirile germane și cele olandeze și belgiene, bisericile din Darmstadt, grădinile și castelele germane numără spațiile ocupate, ca mănăstirile. Conform clarificării 1/2021, mănăstirile speciale se evaluează după spațiile pătrate ocupate, oricare ar fi cartonașele care le umplu.
note-neighbours-by-space = Acolo unde un element de joc ține cont de cartonașele din jurul lui (cortul de circ, acrobații, turnurile de observație, băile publice, Vodyanoy, coliba Babei Yaga, bonusul bisericii din Darmstadt, domeniile castelelor), contează fiecare cartonaș din spațiile din jur.
note-c1-figures-by-halfling = Prima ediție (10/2015): mutările dragonului, raza turnului și distanța meeple-ului zburător numără fiecare cartonaș triunghiular ca pe un cartonaș separat.
note-fairy-space = Zâna protejează fiecare cartonaș din spațiul ei: un cartonaș pătrat, unul sau două cartonașe triunghiulare sau un întreg cartonaș de mărime dublă (după principiile din 1/2021).
note-abbey-beside-halflings = O abație poate fi plasată cu un cartonaș triunghiular de-a lungul uneia dintre laturile ei (3/2015), chiar și lângă gaura triunghiulară a unui cartonaș triunghiular: acesta ține locul unui cartonaș normal, iar gaura nu se ia în considerare.
note-barn-2015 = 10/2015: o moșie poate sta acolo unde se întâlnesc patru cartonașe, chiar dacă unele sunt triunghiulare, dacă are o bază stabilă: toate cartonașele de sub ea se ating în centrul ei, niciun sfert din jurul centrului nu e gol și fiecare cartonaș are câmp acolo. Aceasta a înlocuit, în unele cazuri, cerința de exact patru cartonașe (exemplele din 4/2016 adaugă cartonașe de mărime dublă) și a permis găuri triunghiulare lângă moșie, care rupeau câmpurile.
note-barn-2021 = 1/2021: cele patru colțuri ale unei moșii pot fi acoperite de cartonașe pătrate, de unul sau două cartonașe triunghiulare ori de cartonașe de mărime dublă. O moșie nu mai poate sta lângă o gaură, așa că stă mereu într-un singur câmp și se evaluează ca de obicei.
note-plague-and-fleas = O singură gaură triunghiulară nu oprește răspândirea ciumei în acea direcție. 1/2021: un jeton cu purici acționează asupra întregului spațiu pătrat în care se află cartonașul lui.
note-abbot-rows = Pentru starețul mănăstirilor germane sau olandeze și belgiene, ca și pentru construcțiile japoneze, o singură gaură triunghiulară nu întrerupe un rând sau o coloană, căci cartonașul triunghiular ține locul unui cartonaș normal (3/2015); doar un spațiu fără niciun cartonaș le întrerupe.
note-c1-abbot-example = Exemplu din prima ediție: numărând fiecare cartonaș triunghiular și trecând peste găuri, starețul lui RED de pe o mănăstire germană primește 9: 1 pentru mănăstire, 2 pentru coloana de deasupra, 2 pentru cea de dedesubt, 3 pentru rândul din stânga și 1 pentru cel din dreapta.
note-double-sized-tiles = Conform clarificării 10/2015, și fiecare jumătate a unui cartonaș de mărime dublă conta ca un cartonaș, ceea ce deforma și mai mult alte extensii. Conform regulilor din 2020, o parte a unui astfel de cartonaș contează ca unul sau două spații ocupate pentru o mănăstire (dedus; regulile nu spun nimic). Conform clarificării 1/2021, fiecare parte contează ca un spațiu ocupat pentru drumuri, orașe și mănăstiri.
note-leipzig-road = Ediția a 2-a: un drum de pe un cartonaș din Piețele din Leipzig contează ca un singur cartonaș, deși se întinde pe două spații.
note-c1-deal-them-all = Prima ediție, cu mai puțin de șase jucători: împărțiți cartonașele triunghiulare până se termină, toți primind același număr (câte trei la patru jucători).
note-c1-both-sets = Cu ambele seturi nu există un număr convenit per jucător; o variantă le tratează ca pe două miniextensii și împarte câte două din fiecare.
note-gap-hole-or-ignored = O gaură triunghiulară este o gaură în interiorul unui teritoriu și se ignoră în rest: la finalizarea și evaluarea mănăstirilor, lăcașurilor de cult, abațiilor, grădinilor și călugărilor din mănăstirile germane, precum și la plasarea abațiilor, mutarea dragonului, jetoanele cu purici, punctele starețului, raza turnului și traiectoria meeple-ului zburător.
note-abbey-spot = Un loc poate primi o abație când niciuna dintre cele patru laturi ale lui nu se învecinează cu o gaură pătrată.
note-barn-spot = O moșie stă acolo unde se întâlnesc colțurile a patru spații pătrate, fiecare acoperit parțial sau complet; acolo se pot întâlni de la 3 la 8 cartonașe, toate arătând doar câmp. Un cartonaș triunghiular pus mai târziu într-o gaură de sub o moșie doar concretizează legătura de câmp pe care aceasta o presupunea.
note-c1-bridge = Prima ediție: un pod peste două cartonașe triunghiulare contează ca două cartonașe cu drum, câte unul pentru fiecare cartonaș triunghiular, iar un meeple de pe el trebuie să stea clar pe una dintre jumătăți, ca dragonul sau ciuma să poată fi rezolvate.
note-c1-fairy = Prima ediție: zâna protejează doar cartonașul triunghiular pe care stă.
note-german-castle-points = Un castel german primește 2 plus 1 pentru fiecare cartonaș din jur, pătrat sau triunghiular (prima ediție; 13 în exemplu: 2, 5 cartonașe triunghiulare și 6 cartonașe normale), sau 2 plus 1 pentru fiecare spațiu ocupat din jur (ediția a 2-a; 12 în exemplu).
note-little-building-before-2021 = Înainte de 1/2021, jucătorii socoteau o construcție mică doar pentru cartonașul triunghiular pe care stă; după regulile din 2014, ar fi acționat asupra ambelor cartonașe triunghiulare din spațiul ei, care se evaluau ca un singur cartonaș.
