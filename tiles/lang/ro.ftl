# The sheets' texts in Romanian (ro). Every message of en.ftl, translated.
#
# Terms follow the Romanian wiki page (Jumi-juma / Jumătăți): cartonaș,
# cartonaș triunghiular (halfling), gaură triunghiulară (triangular gap),
# spațiu (space), meeple / meepleși (follower), blazon (pennant),
# teritoriu (feature), oraș, drum, câmp, mănăstire, moșie (barn).
# Other expansions as the page names them: meeple-ul care zboară (flier),
# aria turnului (tower's range), jeton de ciumă (plague / flea token),
# artiștii, casele cu baie, ariile cetăților, bisericile Darmstadt.
# House rule: regulă neoficială; community reading: interpretare din
# partea comunității; open question: întrebare deschisă.
# Players' colours in the examples: ROȘU, ALBASTRU.
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

## How each statement stands: every rule, note and answer ends with its mark

# $standing is one of the variants below; $source is the edition (C1) or
# the date (1/2021) where the variant names one.
standing = { $standing ->
    [rules] regulile
    [rules-of] regulile { $source }
    [clarification] clarificarea { $source }
    [adaptation] adaptare
    [adaptation-of] adaptare după { $source }
    [open] întrebare deschisă
    [house-rule] regulă neoficială
    [house-rule-of] regulă neoficială din { $source }
   *[inference] concluzia noastră
}
marked = { $text } [{ $standing }]
legend-heading = Ce înseamnă marcajele
legend-intro = Fiecare regulă, notă și răspuns de mai jos se încheie cu un marcaj între paranteze drepte, care arată pe ce se bazează.
legend-item = [{ $mark }]: { $standing ->
    [rules] tipărit în regulamentul acelei ediții; [{ standing-rules }] fără ediție: în regulamentul fiecărei ediții.
    [clarification] o clarificare oficială a editorului, din acea dată.
    [adaptation] nu a fost stabilit explicit, ci dedus de surse din principiile generale ale unei clarificări sau dintr-o regulă oficială.
    [open] sursele spun că nu există un răspuns oficial; acolo unde fișa dă unul, acesta este interpretarea acestor fișe și a motorului de reguli.
    [house-rule] o regulă convenită între jucători sau o interpretare a comunității, pe care o semnalează sursele; nu este oficială.
   *[inference] concluzia proprie a acestei fișe, pe care nu o formulează nicio sursă.
}
standing-rules = regulile
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
}

placement-heading = Plasarea
followers-heading = Meepleșii
scoring-heading = Evaluarea

diagram-leg = { $tile }: latura scurtă de vest lipită de latura unui cartonaș, { landscape } lângă { landscape }.
diagram-long-side = { $tile }: latura lungă spre un cartonaș normal, pe care îl atinge doar într-un colț.
diagram-corner = { $tile }: atinge doar într-un colț un cartonaș deja plasat.
diagram-shared = { $tile } și { $partner } împart un spațiu, latură lungă lângă latură lungă.

counting-heading = Numărarea, după versiunea regulilor
counting-majority = Un teritoriu îl evaluează jucătorii cu cei mai mulți meepleși pe el; la egalitate, fiecare primește toate punctele.
counting-base = Punctele jocului de bază: un oraș finalizat { $city } per cartonaș și { $pennant } per blazon, unul nefinalizat la sfârșitul jocului { $unfinished } per cartonaș și { $unfinished-pennant } per blazon; un drum { $road } per cartonaș; o mănăstire { $monastery } per cartonaș din spațiul ei și din cele 8 din jur; un câmp { $farm } pentru fiecare oraș finalizat cu care se învecinează. { $majority }
counting-monastery-spaces = O mănăstire numără propriul spațiu și cele 8 din jur; un cartonaș triunghiular dintr-unul dintre ele contează chiar dacă nu atinge mănăstirea.
counting-explained = Per cartonaș: fiecare cartonaș triunghiular contează ca un cartonaș. Per spațiu: unul sau două cartonașe triunghiulare dintr-un spațiu contează ca un singur cartonaș.
counting-version = Versiunea regulilor
counting-roads-cities = Drumuri și orașe
counting-monasteries = Mănăstiri
counting-monastery-most = Mănăstire, max.
counting-changed = Ce s-a schimbat
counting-current = { $name } – în vigoare pentru { $editions }
counting-per = { $counting ->
    [per-halfling] per cartonaș
   *[per-space] per spațiu
}
counting-assumed = { $counting } (presupunere)

gaps-heading = Găuri triunghiulare, după versiunea regulilor
gaps-intro = Pentru fiecare ediție, citiți coloanele versiunilor ei de reguli (vezi tabelul de pregătire). Fiecare răspuns are marcajul său; acolo unde sursele lasă întrebarea deschisă, răspunsul este interpretarea adoptată de aceste fișe și de motorul de reguli.
gaps-question = Întrebare
gap-question = { $fact ->
    [city_with_gap_complete] Poate fi finalizat un oraș cu o gaură triunghiulară?
    [road_with_gap_complete] Poate fi finalizat un drum cu o gaură triunghiulară?
    [gap_interrupts_field] Întrerupe o gaură triunghiulară un câmp?
    [neighbouring_gaps_join_fields] Două găuri triunghiulare față în față, de o parte și de alta a unei laturi, formează o singură întindere de câmp?
    [monastery_needs_each_space_occupied] Este finalizată o mănăstire de îndată ce fiecare dintre cele 8 spații din jurul ei are cel puțin un cartonaș?
    [barn_needs_full_corners] Are nevoie o moșie de patru colțuri de câmp fără nicio gaură?
    [bridge_needs_two_halflings] Are nevoie un pod pus pe cartonașe triunghiulare de un spațiu cu două astfel de cartonașe?
    [figures_use_spaces] Dragonul, turnul și meeple-ul care zboară se mută și își măsoară distanțele pe grila spațiilor?
   *[pennants_in_shared_space] Se numără fiecare blazon când două cartonașe triunghiulare dintr-un spațiu valorează cât un singur cartonaș?
}
gap-answer = { $answer ->
    [yes] da
   *[no] nu
}
gap-diagram = { $tile }: are un { landscape } care trece peste latura lungă într-o gaură triunghiulară (hașurată), deci acest { landscape } rămâne nefinalizat până când un al doilea cartonaș triunghiular umple spațiul.

symbols-heading = Simboluri din extensii
symbols-without-c1 = În prima ediție, jucătorii pot ignora simbolul unei extensii pe care nu o joacă.
symbols-without-c2 = Din ediția a 2-a, via și dealul se joacă după regulile lor și fără Oi și dealuri: nu au nevoie de alt material.
symbol-points = { $count ->
    [one] { $count } punct
    [few] { $count } puncte
   *[other] { $count } de puncte
}
symbol-tiles = cartonașul { $tiles }

questions-heading = Întrebări legate de alte extensii
question = { $expansion }: { $question } { $open ->
    [yes] { $answer ->
        [yes] Niciun răspuns oficial; aici se consideră că da.
       *[no] Niciun răspuns oficial; aici se consideră că nu.
    }
   *[no] { $answer ->
        [yes] Da.
       *[no] Nu.
    }
}

# The 1st edition's answer, where it differs from the one before it (then
# the 2nd and 3rd editions'); $open and $answer as in `question`.
question-first-edition = Prima ediție: { $open ->
    [yes] { $answer ->
        [yes] niciun răspuns oficial; aici se consideră că da.
       *[no] niciun răspuns oficial; aici se consideră că nu.
    }
   *[no] { $answer ->
        [yes] da.
       *[no] nu.
    }
}

other-expansions-heading = Clarificări privind alte extensii
house-rules-heading = Reguli neoficiale din surse

game-end-heading = Sfârșitul jocului, pe ediții
game-end = { $id } ({ $name }): { $end ->
    [last-normal-tile] Jocul se termină la sfârșitul turei în care este plasat ultimul cartonaș normal; cartonașele triunghiulare nejucate se pierd.
   *[no-placement-possible] Jocul se termină când nimeni nu mai poate plasa în tura sa nici un cartonaș normal, nici un cartonaș triunghiular, chiar dacă jucătorii mai au cartonașe triunghiulare.
}

examples-heading = Exemple rezolvate, jucate de motorul de reguli
examples-intro = Fiecare tablă este construită cartonaș cu cartonaș, fiecare cartonaș fiind plasat legal, cu meepleșii puși acolo unde exemplul are nevoie de ei; punctele sunt cele calculate de motorul de reguli în fiecare versiune a regulilor (2014, 10/2015, 2020, 1/2021, ca în tabelul de numărare). Roz: o gaură triunghiulară. Discuri: meepleșii, în culoarea jucătorului lor. Contur întrerupt: o plasare de încercat, verde dacă e permisă, roșu dacă e refuzată.
# A player's colour, as the worked examples name the players.
player = { $player ->
    [red] Roșu
    [blue] Albastru
    [green] Verde
    [yellow] Galben
    [black] Negru
   *[other] { $player }
}
example-points = { player } { $points }
example-outcome = { $verdict ->
    [legal] Regulile permit această plasare.
    [unknown-tile] Plasare refuzată: nu există un astfel de cartonaș.
    [all-copies-placed] Plasare refuzată: acest cartonaș triunghiular este deja pe tablă.
    [space-taken] Plasare refuzată: spațiul este deja plin.
    [long-sides-do-not-meet] Plasare refuzată: laturile lungi ale celor două cartonașe triunghiulare nu stau una lângă alta.
    [side-does-not-continue] Plasare refuzată: o latură nu continuă peisajul pe care îl atinge.
    [corner-only] Plasare refuzată: cartonașul ar atinge celelalte cartonașe doar într-un colț.
    [not-adjacent] Plasare refuzată: cartonașul nu ar atinge niciun alt cartonaș.
    [not-on-the-tile] Plasare refuzată: un meeple se pune doar pe cartonașul abia plasat.
    [feature-taken] Plasare refuzată: acel teritoriu are deja un meeple.
   *[no-follower-left] Plasare refuzată: jucătorul nu mai are niciun meeple.
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

## The census's page of the base game's tiles

census-base-title = { $title } – Jocul de bază (pentru referință)
census-base = { $tiles } din { $kinds ->
    [one] un singur fel
    [few] { $kinds } feluri
   *[other] { $kinds } de feluri
}: cartonașele de teren ale jocului de bază, fără râu. Sunt arătate pentru referință: nu sunt cartonașe triunghiulare și nicio altă numărătoare a acestui inventar nu le cuprinde.
census-base-copies = { $count ->
    [one] { $count } exemplar
    [few] { $count } exemplare
   *[other] { $count } de exemplare
}
census-base-start = Cartonașul de start este unul dintre ele.

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
edition-C1-setup = La primul joc, amestecați cartonașele triunghiulare cu fața în jos și împărțiți câte 2 fiecărui jucător, care se uită la ele și le păstrează cu fața în jos.
edition-C1-draft = Așezați toate cartonașele triunghiulare cu fața în sus; începând cu ultimul jucător în ordinea turelor și continuând în sens invers acelor de ceasornic, fiecare ia unul și îl pune cu fața în jos, apoi toți iau al doilea în același fel.
edition-C2-name = a doua ediție
edition-C2-setup = La primul joc, lăsați deoparte cartonașele cu simboluri din extensii. Amestecați-le pe celelalte cu fața în jos; împărțiți câte 3 fiecărui jucător, care se uită la ele și le păstrează cu fața în jos.
edition-C2-draft = Așezați toate cartonașele triunghiulare cu fața în sus; ultimul jucător în ordinea turelor alege primul un cartonaș și îl pune cu fața în jos, apoi se alege pe rând, în sens invers acelor de ceasornic, până când fiecare are trei.
edition-C3-name = a treia ediție
edition-C3-setup = La primul joc, lăsați deoparte cartonașele cu simboluri din extensii. Amestecați-le pe celelalte cu fața în jos; împărțiți câte 3 fiecărui jucător, care se uită la ele și le păstrează cu fața în jos.
edition-C3-draft = Așezați toate cartonașele triunghiulare cu fața în sus; ultimul jucător în ordinea turelor alege primul un cartonaș și îl pune cu fața în jos, apoi se alege pe rând, în sens invers acelor de ceasornic, până când fiecare are trei.
rules-2014-name = Regulile C1 din 2014
rules-2014-note = Regulile tipărite vorbesc doar despre mănăstiri. Clarificarea din 10/2014 a socotit două cartonașe triunghiulare dintr-un spațiu ca un singur cartonaș și la drumuri și orașe; unul dintre tabelele de pe pagina wiki numește asta o presupunere.
rules-2015-10-name = Clarificarea 10/2015
rules-2015-10-note = Fiecare cartonaș triunghiular contează ca un cartonaș separat, inclusiv la mănăstiri, așa că o mănăstire poate ajunge la 18.
rules-2020-name = Regulile C2 din 2020 (cu 10/2015)
rules-2020-note = Regulile din 2020 spun doar că teritoriile finalizate cu cartonașe triunghiulare se evaluează după regulile obișnuite; pagina wiki consideră că drumurile și orașele numără în continuare fiecare cartonaș triunghiular, cum a stabilit clarificarea 10/2015. Mănăstirile numără din nou spațiile ocupate.
rules-2021-01-name = Clarificarea 1/2021
rules-2021-01-note = Totul se numără pe spații ocupate: unul sau două cartonașe triunghiulare dintr-un spațiu sunt un singur cartonaș.
symbol-vineyard-expansion = Oi și dealuri
symbol-vineyard-rule = Când o mănăstire este finalizată, proprietarul ei primește încă 3 puncte pentru fiecare vie de pe cele 8 cartonașe din jurul ei.
symbol-hill-expansion = Oi și dealuri
symbol-hill-rule = Trage un cartonaș normal și pune-l cu fața în jos sub cartonașul triunghiular cu deal; jumătatea liberă a spațiului poate primi mai târziu un al doilea cartonaș triunghiular. Dealul contează pentru tot spațiul, iar o egalitate pe un teritoriu cu deal o câștigă meeple-ul de pe deal.
symbol-sheep-expansion = Oi și dealuri
symbol-sheep-rule = Oile de pe acest cartonaș triunghiular aduc 3 puncte când turma oierului din câmpul lor este mânată la stână, iar un lup nu le poate alunga.
symbol-crop-circle-expansion = Mini #7 Cercuri în lan
symbol-crop-circle-rule = Joacă cu el o tură obișnuită; apoi numește cavaler, țăran sau tâlhar și alege pentru toți una dintre două acțiuni: fiecare poate adăuga din rezerva sa un meeple de acel tip lângă unul dintre ai săi de pe același cartonaș, sau fiecare trebuie să ia înapoi unul de acel tip. Jucătorii acționează pe rând, începând cu cel din stânga ta, iar tu ești ultimul.
play-placement-1 = În loc să tragi un cartonaș normal, poți juca unul dintre cartonașele tale triunghiulare.
play-placement-2 = O latură scurtă trebuie să atingă pe toată lungimea ei latura unui cartonaș deja plasat; atingerea doar într-un colț nu contează.
play-placement-3 = Sau latura lungă se lipește de latura lungă a unui cartonaș triunghiular aflat deja într-un spațiu, umplând acel spațiu.
play-placement-4 = Latura lungă nu se așază niciodată lângă un cartonaș normal.
play-placement-5 = Fiecare teritoriu atins de o latură trebuie să continue de cealaltă parte, ca în jocul de bază.
play-followers-1 = Meepleșii se plasează ca în jocul de bază.
play-followers-2 = Un meeple poate fi pus pe un cartonaș triunghiular chiar dacă celălalt cartonaș triunghiular din spațiul său are deja unul.
play-scoring-1 = Teritoriile cu cartonașe triunghiulare se evaluează după regulile de bază, iar cartonașele se numără cum spune versiunea regulilor în vigoare.
play-scoring-2 = Edițiile a 2-a și a 3-a: un oraș sau un drum finalizat se evaluează ca de obicei, dar unul sau două cartonașe triunghiulare dintr-un spațiu contează ca un singur cartonaș.
question-dragon-past-a-gap-expansion = Prințesa și dragonul
question-dragon-past-a-gap = Poate dragonul să treacă peste o gaură triunghiulară?
question-tower-range-ignores-gaps-expansion = Turnul
question-tower-range-ignores-gaps = Se ignoră găurile triunghiulare când se calculează aria turnului?
question-flier-distance-ignores-gaps-expansion = Meeple-ul care zboară (Aparate de zbor)
question-flier-distance-ignores-gaps = Se ignoră găurile triunghiulare când se măsoară distanța de zbor?
question-flier-lands-on-either-halfling-expansion = Meeple-ul care zboară (Aparate de zbor)
question-flier-lands-on-either-halfling = Când un zbor pe diagonală aterizează pe un spațiu cu două cartonașe triunghiulare aflate de-a lungul traiectoriei, poate jucătorul să aleagă oricare dintre ele?
question-gap-separates-farms-at-a-barn-expansion = Abația și primarul
question-gap-separates-farms-at-a-barn = Poate o moșie să stea acolo unde se întâlnesc câmpuri separate de găuri triunghiulare și să le unească într-un singur câmp?
question-abbey-scores-as-monastery-expansion = Abația și primarul
question-abbey-scores-as-monastery = O abație printre cartonașe triunghiulare se evaluează la fel ca o mănăstire, după versiunea regulilor în vigoare?
question-shrine-scores-as-monastery-expansion = Lăcașuri de cult (Contele, regele și vasalii)
question-shrine-scores-as-monastery = Un lăcaș de cult printre cartonașe triunghiulare se evaluează la fel ca o mănăstire, după versiunea regulilor în vigoare?
question-german-castle-counts-spaces-expansion = Castele din Germania
question-german-castle-counts-spaces = Un castel german se evaluează după spațiile ocupate, ca o mănăstire conform clarificării 1/2021?
question-little-building-one-halfling-expansion = Construcții mici
question-little-building-one-halfling = O construcție mică acționează asupra fiecărui cartonaș din spațiul său, nu doar asupra cartonașului triunghiular pe care stă?

## The worked examples (tiles/examples/*.toml)

example-city-completed-title = Un oraș finalizat cu cartonașe triunghiulare
example-city-completed-description = Orașul lui ROȘU pornește de la un capăt de oraș, trece printr-un cartonaș normal și intră în două cartonașe triunghiulare care împart un spațiu, cu un blazon. Dacă se numără fiecare cartonaș triunghiular, are 4 cartonașe: câte 2 puncte fiecare, plus 2 pentru blazon, fac 10. Dacă se numără spațiile ocupate, cele două cartonașe triunghiulare sunt un singur cartonaș: 3 cartonașe și blazonul fac 8.
example-city-with-gap-title = Un oraș care dă într-o gaură triunghiulară
example-city-with-gap-description = Orașul lui ROȘU pleacă dintr-un capăt de oraș și traversează un cartonaș triunghiular până la latura lui lungă, unde cealaltă jumătate a spațiului este goală. Un oraș cu o gaură triunghiulară nu este finalizat, așa cum în jocul de bază nu este finalizat un oraș cu o gaură, deci nu se evaluează în timpul jocului. Nicio clarificare nu tratează acest caz: înainte de 1/2021 este o întrebare deschisă, iar motorul interpretează așa toate versiunile.
example-farm-across-a-gap-title = Un câmp lângă o gaură triunghiulară
example-farm-across-a-gap-description = Două capete de oraș formează un oraș finalizat. ROȘU are țărani de ambele părți ale lui, ALBASTRU doar în stânga; cele două părți se întâlnesc doar peste o gaură triunghiulară. Înainte de 1/2021, nicio clarificare nu spune dacă gaura le unește; motorul le consideră un singur câmp, în care ROȘU are majoritatea și ia 3 pentru oraș, iar ALBASTRU nimic. Conform clarificării 1/2021, gaura întrerupe câmpul: ROȘU și ALBASTRU împart câmpul din stânga (câte 3), iar ROȘU are singur câmpul din dreapta (încă 3).
example-farm-across-neighbouring-gaps-title = Două câmpuri care se întâlnesc peste găuri vecine
example-farm-across-neighbouring-gaps-description = Două cartonașe triunghiulare din spații vecine își întorc laturile lungi una spre cealaltă, astfel încât găurile lor triunghiulare stau față în față, de o parte și de alta a laturii comune a celor două spații. ROȘU are un țăran pe o margine, ALBASTRU pe cealaltă; capete de oraș finalizează orașele din jurul lor. Înainte de 1/2021, sursele lasă deschisă întrebarea găurilor din câmpuri; considerând găurile drept câmp, motorul unește cele două margini într-un singur câmp: egalitate, fiecare ia 3 pentru fiecare dintre cele 3 orașe. Conform clarificării 1/2021, orice gaură întrerupe un câmp, așa că (concluzia acestei fișe pentru acest caz) ROȘU are 1 oraș, iar ALBASTRU 2.
example-follower-feature-taken-title = Meeple: un oraș care are deja un meeple
example-follower-feature-taken-description = ROȘU stă în orașul unui capăt de oraș. ALBASTRU așază un cartonaș triunghiular care continuă orașul și vrea să pună un meeple în el. Unite peste cele două cartonașe, ele formează un singur oraș, care are deja meeple-ul lui ROȘU, așa că meeple-ul lui ALBASTRU este refuzat; cartonașul în sine ar putea fi plasat acolo.
example-follower-no-follower-left-title = Meeple: un jucător fără meepleși rămași
example-follower-no-follower-left-description = ROȘU are pe tablă toți cei 7 meepleși ai jocului de bază, pe șapte cartonașe cu drum așezate în linie. Când ROȘU așază o mănăstire sub ele, pe mănăstire nu stă nimeni, dar ROȘU nu mai are niciun meeple de pus pe ea, așa că meeple-ul este refuzat.
example-follower-feature-taken-and-none-left-title = Meeple: un drum ocupat și niciun meeple rămas
example-follower-feature-taken-and-none-left-description = ROȘU are pe tablă toți cei 7 meepleși ai jocului de bază, pe șapte cartonașe cu drum așezate în linie. ROȘU așază un al optulea drum drept la capătul liniei și vrea să pună un meeple pe drum. Două reguli îl opresc: pe drum stau deja meepleși ai lui ROȘU, iar ROȘU nu mai are niciunul. Întâi se judecă teritoriul, așa că verdictul este că teritoriul are deja un meeple.
example-follower-not-on-the-tile-title = Meeple: doar pe un teritoriu al cartonașului abia plasat
example-follower-not-on-the-tile-description = ALBASTRU așază un cartonaș triunghiular cu un oraș și un câmp și vrea să pună un meeple pe o mănăstire. Un meeple se pune doar pe un teritoriu al cartonașului plasat în tura aceasta, iar acest cartonaș nu are mănăstire, așa că meeple-ul este refuzat.
example-game-a-city-completed-during-play-title = Un joc: un oraș evaluat când e finalizat, meeple-ul se întoarce
example-game-a-city-completed-during-play-description = ROȘU începe un oraș cu un capăt de oraș, iar ALBASTRU un drum alături. ROȘU continuă orașul într-un cartonaș triunghiular, iar cartonașul triunghiular al lui ALBASTRU umple restul spațiului și finalizează orașul: ROȘU îl evaluează imediat și își ia meeple-ul înapoi, apoi îl pune pe o mănăstire. La final, drumul și mănăstirea nefinalizate primesc punctele pe care le au.
example-monasteries-at-game-end-title = Mănăstiri nefinalizate la sfârșitul jocului
example-monasteries-at-game-end-description = La sfârșitul jocului, două mănăstiri nefinalizate stau una lângă alta. Cea a lui ALBASTRU are în jur șase cartonașe, dintre care două sunt cartonașe triunghiulare singure, și primește 7 cu propriul cartonaș; cea a lui ROȘU are cinci și primește 6. Niciun spațiu nu are două cartonașe triunghiulare, deci toate versiunile dau același rezultat.
example-monastery-with-gap-title = O mănăstire cu o gaură triunghiulară alături
example-monastery-with-gap-description = Mănăstirea lui ROȘU este înconjurată: șapte dintre cele opt spații din jurul ei au câte două cartonașe triunghiulare, iar unul are un singur cartonaș triunghiular lângă o gaură triunghiulară. Fiecare spațiu este ocupat, deci mănăstirea este finalizată în toate versiunile (pentru prima ediție, conform interpretării comunității, după care o gaură din jurul unei mănăstiri se ignoră). Dacă se numără fiecare cartonaș triunghiular, primește 1 pentru propriul cartonaș și 15 pentru cartonașele triunghiulare: 16, ca în clarificarea 10/2015. Dacă se numără spațiile ocupate, primește 9.
example-placement-all-copies-placed-title = Plasare: un cartonaș triunghiular aflat deja pe tablă
example-placement-all-copies-placed-description = Fiecare dintre cele 24 de cartonașe triunghiulare există o singură dată. Acesta este deja pe tablă, deci nu poate fi plasat a doua oară, oriunde ar fi pus.
example-placement-corner-only-title = Plasare: atingere doar într-un colț
example-placement-corner-only-description = Cartonașul triunghiular ar atinge cartonașul cu drum doar acolo unde li se ating colțurile. O latură scurtă trebuie să stea lipită pe toată lungimea ei de latura unui cartonaș deja plasat, deci plasarea este refuzată.
example-placement-legal-title = Plasare: o latură scurtă lângă o latură
example-placement-legal-description = Latura scurtă a unui cartonaș triunghiular stă de-a lungul întregii laturi de sud a unui capăt de oraș, câmp lângă câmp. Acesta este modul obișnuit de a plasa un cartonaș triunghiular, iar regulile îl permit.
example-placement-long-side-towards-a-tile-title = Plasare: doar latura lungă privește spre un cartonaș
example-placement-long-side-towards-a-tile-description = Laturile scurte ale cartonașului triunghiular dau spre spații goale, iar latura lui lungă privește spre cartonașul cu drum de dedesubt. O latură lungă se lipește numai de latura lungă a altui cartonaș triunghiular, deci nicio latură nu stă lângă cea a cartonașului cu drum: cele două forme au în comun doar colțul de nord-vest al cartonașului cu drum, iar plasarea este refuzată ca atingere doar într-un colț.
example-placement-long-sides-do-not-meet-title = Plasare: un al doilea cartonaș triunghiular rotit greșit
example-placement-long-sides-do-not-meet-description = Un al doilea cartonaș triunghiular poate umple un spațiu doar cu latura lungă lângă latura lungă. Rotit cu 90° mai mult decât trebuie, l-ar suprapune pe primul, deci plasarea este refuzată.
example-placement-not-adjacent-title = Plasare: un vecin pe diagonală care nu atinge nimic
example-placement-not-adjacent-description = Cartonașul triunghiular stă pe diagonală, dedesubt și la dreapta cartonașului cu drum, rotit astfel încât latura lui lungă taie chiar colțul comun al celor două spații. Formele nu au niciun punct comun, nici măcar un colț, deci plasarea este refuzată ca neadiacentă.
example-placement-sharing-a-space-title = Plasare: două cartonașe triunghiulare într-un spațiu
example-placement-sharing-a-space-description = Un al doilea cartonaș triunghiular umple spațiul primului, latură lungă lângă latură lungă, iar orașul de pe ambele laturi lungi continuă. Regulile permit asta.
example-placement-side-does-not-continue-title = Plasare: un oraș lângă un câmp
example-placement-side-does-not-continue-description = Latura scurtă cu oraș a cartonașului triunghiular ar sta lângă câmpul de pe latura de sud a capătului de oraș. Fiecare latură care atinge alta trebuie să continue peisajul, deci plasarea este refuzată.
example-placement-space-taken-title = Plasare: un spațiu care are deja un cartonaș normal
example-placement-space-taken-description = Un cartonaș normal ocupă tot spațiul său, deci niciun cartonaș triunghiular nu îl poate împărți cu el: plasarea este refuzată, pentru că spațiul este ocupat. Doar un spațiu cu un singur cartonaș triunghiular mai primește un al doilea.
example-road-completed-title = Un drum finalizat cu cartonașe triunghiulare
example-road-completed-description = Drumul lui ROȘU pleacă de la o mănăstire, trece printr-un cartonaș cu drum drept, traversează două cartonașe triunghiulare care împart un spațiu și se termină la o intersecție. Are 5 cartonașe, câte 1 punct fiecare; dacă se numără spațiile ocupate, cele două cartonașe triunghiulare sunt un singur cartonaș, deci primește 4.
example-vineyard-title = O vie în spațiul propriu al mănăstirii
example-vineyard-description = Un cartonaș triunghiular cu mănăstire și cel cu vie împart un spațiu, iar cartonașe normale umplu cele opt spații din jur. Mănăstirea finalizată primește 9 dacă se numără spațiile și 10 dacă se numără fiecare cartonaș triunghiular, iar via din propriul ei spațiu adaugă 3, așa cum o numără pagina wiki (regulamentul vorbește de cele 8 cartonașe din jur). Într-un joc cu prima ediție fără Oi și dealuri, jucătorii pot ignora via.

## Notes of the sources (the manifest's [[note]] table)

note-both-sets-in-one-box = Din 2020 ambele seturi vin într-o singură cutie: cartonașele cu simbolul Jumătăți I sunt cele din Spielbox, iar cele cu simbolul Jumătăți II sunt cele vândute odinioară doar de cundco.
note-numbering = Codurile de pe aceste fișe numerotează cartonașele fiecărui set de la 01 la 12, cu setul în față (de la h1-01 la h2-12), în ordinea listelor de cartonașe de pe pagina wiki. Fețele cartonașelor și cartonașul pe care se află fiecare simbol sunt reconstituite după imaginile din surse: verificați-le cu propriile cartonașe.
note-symbol-tiles-in-set-2 = Unele dintre cartonașele Jumătăți II (cundco) poartă simbolurile din Oi și dealuri și din Cercuri în lan.
note-base-game-stays = Orice regulă a jocului de bază pe care aceste pagini nu o schimbă rămâne valabilă.
note-c1-six-players = Prima ediție: un exemplar ajunge pentru cel mult șase jucători; pentru mai mulți e nevoie de încă un exemplar.
note-c1-two-each = Prima ediție: cu mai puțin de șase jucători, fiecare jucător ia tot doar 2 cartonașe triunghiulare.
note-c2-leftovers-and-more = Edițiile a 2-a și a 3-a: după alegere, cartonașele triunghiulare pe care nu le-a luat nimeni se pun înapoi în cutie. Jucătorii pot împărți fiecăruia și mai mult de trei cartonașe triunghiulare, în funcție de câți sunt la masă.
note-follower-wording = Regulamentul englez al editorului formulează această regulă cu alt sens, probabil din greșeală; această fișă redă sensul din regulamentul german.
note-scoring-wording = Regulamentul englez spune doar că un teritoriu finalizat prin plasarea unui cartonaș triunghiular se evaluează după regulile jocului de bază. Această fișă urmează formularea din regulamentul german, așa cum a actualizat-o clarificarea 1/2021: contează spațiile ocupate, nu fiecare cartonaș triunghiular în parte.
note-monastery-always-nine = Dacă se numără spațiile, o mănăstire finalizată primește întotdeauna 9 în timpul jocului, fără punctele eventualelor vii.
note-c2-final-monasteries = Un exemplu de la sfârșitul jocului, de pe paginile pentru ediția a 2-a: mănăstirea nefinalizată a lui ALBASTRU, al cărei spațiu propriu are două cartonașe triunghiulare numărate o singură dată, primește 6, iar cea a lui ROȘU primește 5.
note-bridge-one-segment = Un pod peste un spațiu cu două cartonașe triunghiulare contează ca un singur segment de drum.
note-gap-splits-a-city = Părțile unui oraș care se întâlnesc doar peste o gaură triunghiulară sunt orașe separate și nefinalizate, până când un cartonaș triunghiular umple gaura.
note-gaps-before-2021 = Înainte de 1/2021, nicio clarificare nu spunea dacă un oraș sau un drum cu o gaură triunghiulară poate fi finalizat, nici dacă o gaură desparte un câmp în două; pagina pentru prima ediție lasă decizia jucătorilor.
note-sheep-needs-hills-and-sheep = Cartonașul triunghiular cu oi are nevoie de materialul din Oi și dealuri.
note-vineyard-up-to-sixteen = Regulamentul numără viile de pe cele 8 cartonașe din jurul mănăstirii, ca și cum toate cartonașele ar fi pătrate. Cu cartonașe triunghiulare, mănăstirea poate fi înconjurată de până la 16 cartonașe, iar o vie îi poate împărți spațiul; pagina wiki le numără pe toate, la fel ca aceste fișe și motorul de reguli. Dacă se numără spațiile, o mănăstire de pe un cartonaș triunghiular primește 12 (9 și 3), fie că cartonașul triunghiular cu vie îi împarte spațiul, fie că stă într-un spațiu vecin.
note-sheep-permanent = Oile de pe cartonașul triunghiular țin loc de jeton cu oi permanent: contează de fiecare dată când un oier de pe câmpul lor își evaluează turma.
note-sheep-wording = Regulamentul englez formulează regula lupului ca și cum ți-ar proteja turma, ceea ce induce în eroare; această fișă redă sensul german.
note-crop-circle-halfling = Cartonașul triunghiular cu cerc în lan nu funcționează ca cartonașele din Cercuri în lan. Un jucător care nu are pe tablă niciun meeple de tipul ales nu face niciuna dintre acțiuni. Regulamentul englez face obligatorie adăugarea unui meeple („fiecare jucător trebuie fie să ia ..., fie să scoată ...”); în textul german, pe care îl urmează această fișă, adăugarea este opțională.
note-c1-crop-circle-joker = Prima ediție: cercul în lan de pe cartonașul triunghiular este un joker; cel care îl joacă hotărăște dacă este scut, furcă sau bâtă.
note-game-end-history = Regulile primei ediții (2014) încheie jocul cu tura în care este plasat ultimul cartonaș normal. Regulile din 2020 nu spun nimic despre sfârșitul jocului; în 10/2024 s-a clarificat că sfârșitul pe care ediția a 3-a îl prevede pentru Castele din Germania este valabil și pentru Jumi-juma, iar pagina wiki pentru edițiile a 2-a și a 3-a spune că sfârșitul din 2014 nu mai este valabil.
note-game-end-c1-kept = Aceste fișe și motorul de reguli păstrează, pentru un joc cu prima ediție, sfârșitul tipărit în 2014, deoarece clarificarea din 10/2024 extinde o regulă a ediției a 3-a; pagina pentru prima ediție, într-o copie din 3/2023, anterioară acelei clarificări, prezintă sfârșitul din 2014.
note-game-end-other-pages = Sfârșitul la ultimul cartonaș normal vine din regulamentul din 2014. Paginile în română și olandeză pentru ediția a 2-a, scrise înainte de clarificarea din 10/2024, îl prezintă încă, menționând că regulile din 2020 l-au omis.
note-own-risk = Regulile din 2020: Jumi-juma se poate combina cu alte extensii pe riscul jucătorilor; nu există reguli oficiale pentru aceste combinații.
note-own-risk-basis = În afara clarificărilor din 1/2021 privind dragonul, turnul, meeple-ul care zboară și moșia, Hans im Glück nu dă clarificări detaliate pentru aceste combinații; stabiliți de comun acord reguli neoficiale, pe care sursele le deduc din principiile din 1/2021.
note-general-considerations = Considerațiile generale din 10/2014: un cartonaș triunghiular de lângă o gaură triunghiulară contează ca un cartonaș, iar două cartonașe triunghiulare care formează împreună un spațiu contează ca un singur cartonaș, la evaluare și pentru dragon, ciumă și meeple-ul care zboară. Clarificarea 10/2015 le-a numărat drept câte un cartonaș fiecare; 1/2021 a revenit la interpretarea din 10/2014.
note-effects-by-space = Fiecare cartonaș se plasează în continuare separat, după regulile obișnuite, iar figurile și jetoanele se pun pe câte un singur cartonaș. Vecinătatea, mutările, ariile și evaluarea urmează grila spațiilor: ce acționează asupra unui cartonaș pătrat, de pildă dragonul, acționează asupra fiecărui cartonaș din acel spațiu, iar un cartonaș de mărime dublă este afectat în întregime când oricare dintre jumătățile lui se află acolo.
note-monastery-like-by-space = Paginile pentru ediția a 2-a (din 2020, lucru păstrat și după 1/2021) extind regulile mănăstirilor la abații, lăcașuri de cult, construcții japoneze, mănăstiri germane și mănăstiri olandeze și belgiene, biserici Darmstadt, grădini și castele germane: acestea se finalizează și se evaluează după spațiile ocupate, oricare ar fi cartonașele care le umplu.
note-neighbours-by-space = Acolo unde un element de joc ține cont de cartonașele din jurul lui (cortul de circ, artiștii, turnurile de observație, casele cu baie, Vodyanoy, coliba Babei Yaga, bonusul bisericilor Darmstadt, ariile cetăților), contează fiecare cartonaș din spațiile din jur.
note-c1-figures-by-halfling = Prima ediție: mutările dragonului, aria turnului și distanța de zbor a meeple-ului care zboară numără fiecare cartonaș triunghiular ca pe un cartonaș separat.
note-fairy-space = Zâna protejează fiecare cartonaș din spațiul ei: un cartonaș pătrat, unul sau două cartonașe triunghiulare sau un întreg cartonaș de mărime dublă.
note-abbey-beside-halflings = O abație poate fi plasată cu un cartonaș triunghiular de-a lungul uneia dintre laturile ei, chiar și lângă gaura triunghiulară a unui cartonaș triunghiular: acesta ține locul unui cartonaș normal, iar gaura nu se ia în considerare.
note-barn-2015 = O moșie poate sta acolo unde se întâlnesc patru cartonașe, chiar dacă unele sunt triunghiulare, dacă are o bază stabilă: toate cartonașele de sub ea se ating în centrul ei, niciun sfert din jurul centrului nu e gol și fiecare cartonaș are câmp acolo. Aceasta a înlocuit, în unele cazuri, cerința de exact patru cartonașe (exemplele din 4/2016 adaugă cartonașe de mărime dublă) și a permis găuri triunghiulare lângă moșie, lăsând deschisă întrebarea dacă acolo câmpurile sunt unite.
note-barn-2021 = Cele patru colțuri ale unei moșii pot fi acoperite de cartonașe pătrate, de unul sau două cartonașe triunghiulare ori de cartonașe de mărime dublă, fără să rămână vreodată o gaură.
note-barn-2021-one-field = Așadar, o moșie stă mereu într-un singur câmp și se evaluează ca de obicei.
note-plague-past-a-gap = O singură gaură triunghiulară nu oprește răspândirea ciumei în acea direcție. Pagina pentru ediția a 2-a deduce însă acest lucru din clarificarea din 3/2015 privind starețul.
note-fleas-by-space = Un jeton de ciumă acționează asupra întregului spațiu pătrat al cartonașului său, iar jetoanele de ciumă se mută pe grila spațiilor.
note-abbot-rows = Pentru starețul mănăstirilor germane sau al celor olandeze și belgiene, o singură gaură triunghiulară nu întrerupe un rând sau o coloană, căci cartonașul triunghiular ține locul unui cartonaș normal; doar un spațiu fără niciun cartonaș le întrerupe.
note-japanese-buildings-rows = Pagina pentru ediția a 2-a aplică regula starețului pentru rânduri și coloane și construcțiilor japoneze.
note-c1-abbot-example = Exemplul de pe pagina wiki pentru prima ediție, care aplică clarificările 3/2015 și 10/2015: numărând fiecare cartonaș triunghiular și trecând peste găuri, starețul lui ROȘU de pe o mănăstire germană primește 9: 1 pentru mănăstire, 2 pentru coloana de deasupra, 2 pentru cea de dedesubt, 3 pentru rândul din stânga și 1 pentru cel din dreapta.
note-double-sized-2015 = Cartonașele de mărime dublă au apărut la un an după regulile din 2014, care nu le acoperă. Conform clarificării 10/2015, un cartonaș de mărime dublă conta ca un cartonaș de sine stătător, la fel ca fiecare cartonaș triunghiular, ceea ce a distorsionat și mai mult interacțiunea cu alte extensii.
note-double-sized-2020 = Cu regulile din 2020, pagina pentru ediția a 2-a permite ca un cartonaș de mărime dublă, deși este un singur cartonaș, să conteze ca unul sau două spații ocupate în jurul unei mănăstiri; regulile însele nu spun nimic.
note-double-sized-2021 = Fiecare parte a unui cartonaș de mărime dublă contează ca un spațiu ocupat pentru drumuri, orașe și mănăstiri.
note-leipzig-road = Doar în ediția a 2-a: un drum de pe un cartonaș din Piețele din Leipzig contează ca un singur cartonaș, deși se întinde pe două spații.
note-c1-deal-them-all = Prima ediție, cu mai puțin de șase jucători: împărțiți cartonașele triunghiulare până se termină, toți primind același număr (câte trei la patru jucători).
note-c1-both-sets = Prima ediție, cu ambele seturi împreună: nu există un număr convenit per jucător; fie câte două din fiecare set, fie câte două per jucător din ambele seturi la un loc.
note-gap-hole-or-ignored = Regulile comunității pentru prima ediție: o gaură triunghiulară contează ca gaură la câmpuri (pe care o moșie le poate totuși uni), orașe, drumuri și la plasarea podurilor, dar se ignoră la finalizarea și evaluarea mănăstirilor, lăcașurilor de cult, abațiilor, grădinilor și călugărilor din mănăstirile germane, precum și la plasarea abațiilor, la mutarea dragonului și a jetoanelor de ciumă, la punctele starețului, la aria turnului și la traiectoria meeple-ului care zboară.
note-abbey-spot = Un loc poate primi o abație când niciuna dintre cele patru laturi ale lui nu se învecinează cu o gaură pătrată.
note-barn-spot = O moșie stă acolo unde se întâlnesc colțurile a patru spații pătrate, fiecare acoperit parțial sau complet; acolo se pot întâlni de la 3 la 8 cartonașe, toate arătând doar câmp. Un cartonaș triunghiular pus mai târziu într-o gaură de sub o moșie doar concretizează legătura de câmp pe care aceasta o presupunea.
note-c1-bridge = Prima ediție: un pod peste două cartonașe triunghiulare contează ca două cartonașe cu drum, câte unul pentru fiecare cartonaș triunghiular, iar un meeple de pe el trebuie să stea clar pe una dintre jumătăți, ca dragonul sau ciuma să poată fi rezolvate.
note-c1-fairy = Prima ediție: zâna protejează doar cartonașul triunghiular pe care stă.
note-german-castle-points = Prima ediție: un castel german este finalizat când fiecare spațiu din jurul lui conține un cartonaș, pătrat sau triunghiular, și primește 2 plus 1 pentru fiecare cartonaș din jur; castelul din exemplu primește 13: 2, 5 pentru cartonașele triunghiulare și 6 pentru cele normale.
note-german-castle-points-c2 = Paginile pentru ediția a 2-a: un castel german primește 2 plus 1 pentru fiecare spațiu ocupat din jur; 12 în același exemplu.
note-little-building-before-2021 = Înainte de 1/2021, o regulă neoficială făcea ca o construcție mică să acționeze doar asupra propriului cartonaș triunghiular; după regulile din 2014, ar fi acționat asupra ambelor cartonașe triunghiulare din spațiul ei, care contau ca un singur cartonaș.
