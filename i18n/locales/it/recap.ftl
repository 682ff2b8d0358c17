# Issue 27, "Since your last turn": what the other seats did while a player was away (core/recap.py).
# A seat in a recap: the player's name, then the seat's name on the board.
recap-seat = **{ $name }** ({ $seat })
# The first line of a recap the oldest lines were left out of.
recap-more-earlier = { $count ->
    [one] … e una mossa precedente
   *[other] … e altre { $count } mosse precedenti
}
# Above a recap in the turn DM, the turn panel and the catch-up command.
recap-since-heading = { $moves ->
    [one] **Dal tuo ultimo turno** (una mossa):
   *[other] **Dal tuo ultimo turno** ({ $moves } mosse):
}
recap-since-start-heading = { $moves ->
    [one] **Dall'inizio della partita** (una mossa):
   *[other] **Dall'inizio della partita** ({ $moves } mosse):
}
# The catch-up command (issue 27): what happened since your last turn, privately.
recap-catchup-game = **{ $game }** ({ $channel }) · [tabellone]({ $link })
recap-catchup-game-nolink = **{ $game }** ({ $channel })
recap-catchup-nothing = Niente di nuovo dal tuo ultimo turno.
recap-catchup-round = { $moves ->
    [one] **L'ultimo giro** (una mossa):
   *[other] **L'ultimo giro** ({ $moves } mosse):
}
recap-catchup-your-turn = ⏳ Tocca a te: premi **Gioca il tuo turno** sul tabellone.
recap-catchup-not-started = Non è ancora stato giocato niente.
# The catch-up command in a DM, or in a channel without a game: every game waiting for you, in every server.
recap-catchup-all-head = { $count ->
    [one] **Una partita ti aspetta**
   *[other] **{ $count } partite ti aspettano**
}
recap-catchup-none-waiting = Al momento non stai giocando nessuna partita: `/partita nuova` ne apre una.
recap-catchup-none-waiting-others = { $count ->
    [one] Nessuna partita ti aspetta: la tua partita aspetta un altro giocatore, come mostra `/partita mie`.
   *[other] Nessuna partita ti aspetta: le tue { $count } partite aspettano altri giocatori, come mostra `/partita mie`.
}
recap-catchup-others = { $count ->
    [0] {""}
    [one] Un'altra delle tue partite aspetta un altro giocatore: `/partita mie` la mostra.
   *[other] Altre { $count } delle tue partite aspettano altri giocatori: `/partita mie` le mostra.
}
recap-catchup-more-games = { $count ->
    [one] … e un'altra partita che ti aspetta: `/partita mie` la mostra.
   *[other] … e altre { $count } partite che ti aspettano: `/partita mie` le mostra.
}
