error-illegal = Dieser Zug ist jetzt nicht erlaubt. { $detail }
error-not-a-move = Das ist kein Zug dieses Spiels. { $detail }
option-unknown = Keine Option dieses Spiels: { $names }.
option-bad-value = { $option }: „{ $value }“ ist keine dieser Möglichkeiten: { $choices }.
rules-version-unknown = { $title } hat die Regelversionen 1 bis { $current }, nicht { $given }.
