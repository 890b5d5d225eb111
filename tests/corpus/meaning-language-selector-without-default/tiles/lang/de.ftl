hello = Hallo
tiles = { $count ->
    [one] ein Plättchen
    [other] { $count } Plättchen
}
