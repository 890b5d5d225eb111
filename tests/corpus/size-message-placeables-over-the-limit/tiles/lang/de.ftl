hello = Hallo { lol5 }
tiles = { $count } Plättchen
lol0 = ha
lol1 = { lol0 } { lol0 } { lol0 } { lol0 } { lol0 } { lol0 } { lol0 } { lol0 } { lol0 } { lol0 }
lol2 = { lol1 } { lol1 } { lol1 } { lol1 } { lol1 } { lol1 } { lol1 } { lol1 } { lol1 } { lol1 }
lol3 = { lol2 } { lol2 } { lol2 } { lol2 } { lol2 } { lol2 } { lol2 } { lol2 } { lol2 } { lol2 }
lol4 = { lol3 } { lol3 } { lol3 } { lol3 } { lol3 } { lol3 } { lol3 } { lol3 } { lol3 } { lol3 }
lol5 = { lol4 } { lol4 } { lol4 } { lol4 } { lol4 } { lol4 } { lol4 } { lol4 } { lol4 } { lol4 }
