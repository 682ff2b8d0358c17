# Issue 27, "Since your last turn": what the other seats did while a player was away (core/recap.py).
# A seat in a recap: the player's name, then the seat's name on the board.
recap-seat = **{ $name }** ({ $seat })
# The first line of a recap the oldest lines were left out of.
recap-more-earlier = { $count ->
    [one] … und ein früherer Zug
   *[other] … und { $count } frühere Züge
}
# Above a recap in the turn DM, the turn panel and the catch-up command.
recap-since-heading = { $moves ->
    [one] **Seit deinem letzten Zug** (ein Zug):
   *[other] **Seit deinem letzten Zug** ({ $moves } Züge):
}
recap-since-start-heading = { $moves ->
    [one] **Seit Spielbeginn** (ein Zug):
   *[other] **Seit Spielbeginn** ({ $moves } Züge):
}
# The catch-up command (issue 27): what happened since your last turn, privately.
recap-catchup-game = **{ $game }** ({ $channel }) · [Spielbrett]({ $link })
recap-catchup-game-nolink = **{ $game }** ({ $channel })
recap-catchup-nothing = Nichts Neues seit deinem letzten Zug.
recap-catchup-round = { $moves ->
    [one] **Die letzte Runde** (ein Zug):
   *[other] **Die letzte Runde** ({ $moves } Züge):
}
recap-catchup-your-turn = ⏳ Du bist am Zug: Drücke **Zug machen** auf dem Spielbrett.
recap-catchup-not-started = Es wurde noch nichts gespielt.
# The catch-up command in a DM, or in a channel without a game: every game waiting for you, in every server.
recap-catchup-all-head = { $count ->
    [one] **Ein Spiel wartet auf dich**
   *[other] **{ $count } Spiele warten auf dich**
}
recap-catchup-none-waiting = Du spielst gerade kein Spiel: `/spiel neu` eröffnet eines.
recap-catchup-none-waiting-others = { $count ->
    [one] Kein Spiel wartet auf dich: Dein Spiel wartet auf jemand anderen, wie `/spiel meine-spiele` zeigt.
   *[other] Kein Spiel wartet auf dich: Deine { $count } Spiele warten auf andere, wie `/spiel meine-spiele` zeigt.
}
recap-catchup-others = { $count ->
    [0] {""}
    [one] Ein weiteres deiner Spiele wartet auf jemand anderen: `/spiel meine-spiele` zeigt es.
   *[other] { $count } weitere deiner Spiele warten auf andere: `/spiel meine-spiele` zeigt sie.
}
recap-catchup-more-games = { $count ->
    [one] … und ein weiteres Spiel, das auf dich wartet: `/spiel meine-spiele` zeigt es.
   *[other] … und { $count } weitere Spiele, die auf dich warten: `/spiel meine-spiele` zeigt sie.
}
