hello = Hello
bye = Goodbye
