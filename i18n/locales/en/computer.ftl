# Computer players (issue 13): the lobby menu, seat names and the bot's notes about them.
computer-add-button = Add computer player
computer-add-menu = Choose the computer player's level
computer-level-easy = Easy: plays almost at random
computer-level-medium = Medium: takes the best-looking move
computer-level-hard = Hard: thinks ahead
computer-level-ladder-easy = Easy: beats random moves { $wins ->
        [one] { $wins } game
       *[other] { $wins } games
    } in 10
computer-level-ladder-medium = Medium: beats easy { $wins ->
        [one] { $wins } game
       *[other] { $wins } games
    } in 10
computer-level-ladder-hard = Hard: beats medium { $wins ->
        [one] { $wins } game
       *[other] { $wins } games
    } in 10
computer-seat-easy = Computer (easy)
computer-seat-medium = Computer (medium)
computer-seat-hard = Computer (hard)
computer-seat-nth = { $level ->
    [easy] Computer { $number } (easy)
    [medium] Computer { $number } (medium)
   *[hard] Computer { $number } (hard)
}
computer-added = { $name } takes a seat.
computer-only-creator = Only the game's creator adds computer players.
computer-table-full = The table is full: there is no seat left for a computer player.
computer-lobby-closed = This lobby is closed: the game has started or was cancelled.
computer-unknown-level = Pick a level from the menu: easy, medium or hard.
computer-thinking = { $name } ({ $label }) is thinking…
computer-remove-button = Remove computer player
computer-remove-menu = Choose the computer player to remove
computer-seat-numbered = { $name }, seat { $seat }
computer-removed = { $name } leaves the table.
computer-remove-only-creator = Only the game's creator removes computer players.
computer-remove-none = No computer player sits at this table.
computer-remove-gone = That computer player has already left the table: press **Remove computer player** again to see who is seated now.
computer-remove-unknown = Pick a computer player from the menu.
