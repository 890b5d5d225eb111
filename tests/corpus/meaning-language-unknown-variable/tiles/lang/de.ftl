hello = Hallo
tiles = { $cuont } Plättchen
