# Issue 27, "Since your last turn": what the other seats did while a player was away (core/recap.py).
# A seat in a recap: the player's name, then the seat's name on the board.
recap-seat = **{ $name }** ({ $seat })
# The first line of a recap the oldest lines were left out of.
recap-more-earlier = { $count ->
    [one] … and one earlier move
   *[other] … and { $count } earlier moves
}
# Above a recap in the turn DM, the turn panel and /game catchup.
recap-since-heading = { $moves ->
    [one] **Since your last turn** (one move):
   *[other] **Since your last turn** ({ $moves } moves):
}
recap-since-start-heading = { $moves ->
    [one] **Since the game began** (one move):
   *[other] **Since the game began** ({ $moves } moves):
}
# /game catchup (issue 27): what happened since your last turn, privately.
recap-catchup-game = **{ $game }** ({ $channel }) · [board]({ $link })
recap-catchup-game-nolink = **{ $game }** ({ $channel })
recap-catchup-nothing = Nothing new since your last turn.
recap-catchup-round = { $moves ->
    [one] **The last round** (one move):
   *[other] **The last round** ({ $moves } moves):
}
recap-catchup-your-turn = ⏳ It is your turn: press **Take your turn** on the board.
recap-catchup-not-started = Nothing has been played yet.
# /game catchup in a DM, or in a channel without a game: every game waiting for you, in every server.
recap-catchup-all-head = { $count ->
    [one] **One game is waiting for you**
   *[other] **{ $count } games are waiting for you**
}
recap-catchup-none-waiting = You have no game in play right now: `/game new` opens one.
recap-catchup-none-waiting-others = { $count ->
    [one] No game is waiting for you: your game is waiting for another player, as `/game mine` shows.
   *[other] No game is waiting for you: your { $count } games are waiting for other players, as `/game mine` shows.
}
recap-catchup-others = { $count ->
    [0] {""}
    [one] One more of your games is waiting for another player: `/game mine` lists it.
   *[other] { $count } more of your games are waiting for other players: `/game mine` lists them.
}
recap-catchup-more-games = { $count ->
    [one] … and one more game waiting for you: `/game mine` lists it.
   *[other] … and { $count } more games waiting for you: `/game mine` lists them.
}
