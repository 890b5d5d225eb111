hello = Hallo { tiles }
tiles = { $count } { hello }
