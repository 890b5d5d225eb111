hello = Hello
tiles = { $count } tiles
