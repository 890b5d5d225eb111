hello = Hallo
broken = { $x
