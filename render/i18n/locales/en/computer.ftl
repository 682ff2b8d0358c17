# Computer players (issue 13): the lobby menu, seat names and the bot's notes about them.
computer-add-button = Add computer player
computer-add-menu = Choose the computer player's level
computer-level-easy = Easy: plays almost at random
computer-level-medium = Medium: takes the best-looking move
computer-level-hard = Hard: thinks ahead
computer-seat-easy = Computer (easy)
computer-seat-medium = Computer (medium)
computer-seat-hard = Computer (hard)
computer-added = { $name } takes a seat.
computer-only-creator = Only the game's creator adds computer players.
computer-table-full = The table is full: there is no seat left for a computer player.
computer-lobby-closed = This lobby is closed: the game has started or was cancelled.
computer-unknown-level = Pick a level from the menu: easy, medium or hard.
computer-thinking = { $name } plays next ({ $label }).
