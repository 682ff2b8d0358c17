error-illegal = Questa mossa non è consentita ora. { $detail }
error-not-a-move = Questa non è una mossa di questo gioco. { $detail }
option-unknown = Non è un'opzione di questo gioco: { $names }.
option-bad-value = { $option }: «{ $value }» non è tra queste: { $choices }.
rules-version-unknown = { $title } ha le versioni delle regole da 1 a { $current }, non { $given }.
