hello = Hallo
tiles = { NUMBER($count) } Plättchen
