hello = Hallo { -a }
tiles = { $count } Plättchen
-a = { -b }
-b = { -c }
-c = { -a }
