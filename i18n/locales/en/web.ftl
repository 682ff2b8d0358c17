# The web companion's pages (web/). Terms: glossary.md.

web-site-name = Board games
web-skip-to-content = Skip to the content
web-language-switch = Language
web-turn = Turn { $turn }

## Errors

web-error-title = { $code ->
    [404] Page not found
    [405] Not allowed
    [429] Too many requests
   *[other] Something went wrong
 }
web-error-404 = There is no page here. A game's page exists only while its server shows its games on the web; ask the server's managers for the link.
web-error-405 = This address does not answer that kind of request.
web-error-429 = Too many requests from your address. Wait a minute, then reload the page.
web-error-500 = The page could not be built. Try again in a moment.

## The game page

web-board-heading = The board
web-zoom-group = Zoom
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-zoom-reset = Fit
web-zoom-roledescription = zoomable board
web-zoom-label = The board: zoom with + and −, move with the arrow keys
web-zoom-help = Pinch or use the wheel to zoom and drag to move. With the keyboard: + and − zoom, the arrow keys move, 0 fits the board.
web-status-heading = The game now
web-status-to-play = Turn { $turn }: { $seat } to play.
web-status-turn = Turn { $turn }.
web-status-over = The game is over after turn { $turn }.
web-status-ended = The game was stopped after turn { $turn }.
web-last-move = Last move: { $line }
web-deadline = Deadline: { $when }
web-deadline-left = { $time } left
web-deadline-passed = Time is up: the bot acts at its next check.
web-deadline-paused = The clock is paused: the player is away.
web-seats-heading = Players and scores
web-seat = Seat
web-score = Score
web-bank = Time bank
web-seat-to-play = to play
web-score-hidden = The scores stay hidden until the end of the game.
web-duration-hours = { $hours } h { $minutes } min
web-duration-minutes = { $minutes } min { $seconds } s
web-recap-heading = The last round
web-words-heading = The board in words
web-log-heading = Moves
web-log-earlier = { $count ->
    [one] One earlier move is in the replay.
   *[other] { $count } earlier moves are in the replay.
 }
web-log-empty = No move yet.
web-replay-link = Replay the game turn by turn

## The replay

web-replay-title = Replay
web-replay-back = Back to the game
web-replay-setup = The set-up
web-replay-after = After turn { $turn } of { $total }
web-replay-previous = Previous turn
web-replay-next = Next turn
web-replay-slider = Turn
web-replay-go = Show
web-replay-help = Move the slider or use the arrow keys: ← and → step one turn, Home and End go to the start and the end.
