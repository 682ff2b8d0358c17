# Issue 31: the coach's hints (bot/cogs/hint.py, core/hints.py). $percent is a whole percentage; $score
# the expected final score, rounded; $playouts how many times each choice was played to the end.
hint-button = Hint
hint-title = **Hint for { $game }**: the hard computer's top choices for your decision, judged only from what you can see
hint-choice = **{ $rank }.** { $move }: about { $percent }% chance of winning
hint-choice-shared = **{ $rank }.** { $move }: final score about { $score }, and the game won about { $percent }% of the time
hint-footer = Estimated by playing each choice to the end { $playouts ->
        [one] once
       *[other] { $playouts } times
    }, with what you cannot see drawn at random. Only you see this hint; the game card counts each player's hints.
hint-lobby-line = { $allowed ->
        [1] **Hints allowed**: this game is not rated (`/game hint`, or the Hint button of your turn)
       *[0] **Hints**: not allowed
    }
hint-lobby-choice = { $allow ->
        [1] Hints: allow them (the game is then not rated)
       *[0] Hints: do not allow them
    }
hint-card-used = { $count ->
        [one] hint
       *[other] hints
    }
hint-error-over = This game is over: there is no decision left to hint at. `/game board` shows the final board.
hint-error-not-player = Hints are for the players of this game, and you are not playing in it.
hint-error-no-computer = { $game } has no computer player, so no hint can be worked out in it.
hint-error-not-allowed = Hints are not allowed in this game (the lobby decides before the start: allowed when a computer plays, unless its creator chose otherwise). Games with hints allowed are not rated.
hint-error-not-your-turn = A hint is for your own decision, and it is not your turn: { $who } is to play.
hint-error-busy = The computer players are busy right now and the hint was not ready in time: please ask again in a minute.
