# Issue 27, "Since your last turn": what the other seats did while a player was away (core/recap.py).
# A seat in a recap: the player's name, then the seat's name on the board.
recap-seat = **{ $name }** ({ $seat })
# The first line of a recap the oldest lines were left out of.
recap-more-earlier = { $count ->
    [one] … und ein früherer Zug
   *[other] … und { $count } frühere Züge
}
