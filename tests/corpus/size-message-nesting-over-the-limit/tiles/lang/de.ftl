hello = Hallo
tiles = { { { { { { { { { $count } } } } } } } } } Plättchen
