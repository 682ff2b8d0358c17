error-illegal = Esa jugada no está permitida ahora. { $detail }
error-not-a-move = Eso no es una jugada de este juego. { $detail }
option-unknown = No es una opción de este juego: { $names }.
option-bad-value = { $option }: «{ $value }» no es ninguna de estas: { $choices }.
rules-version-unknown = { $title } tiene las versiones de reglas 1 a { $current }, no { $given }.
