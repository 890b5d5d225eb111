-brand = Halblinge
hello = Hallo, { -brnad }
tiles = { $count } Plättchen
