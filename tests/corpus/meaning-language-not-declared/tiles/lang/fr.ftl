hello = Bonjour
