hello = Hallo
tiles = { $count } Plättchen
hello = Servus
