hello = Hallo
