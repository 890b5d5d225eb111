hello = Hello
