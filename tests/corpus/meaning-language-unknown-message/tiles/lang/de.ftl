hello = Hallo
tiles = { $count } Plättchen, { helo }
