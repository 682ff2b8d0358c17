# Shared by every game and the bot: errors raised by rules/ without a more precise message.
error-illegal = That move is not allowed now. { $detail }
error-not-a-move = That is not a move of this game. { $detail }
option-unknown = Not an option of this game: { $names }.
option-bad-value = { $option }: “{ $value }” is not one of { $choices }.
rules-version-unknown = { $title } has rules versions 1 to { $current }, not { $given }.
