# Issue 27, "Since your last turn": what the other seats did while a player was away (core/recap.py).
# A seat in a recap: the player's name, then the seat's name on the board.
recap-seat = **{ $name }** ({ $seat })
# The first line of a recap the oldest lines were left out of.
recap-more-earlier = { $count ->
    [one] … y una jugada anterior
   *[other] … y { $count } jugadas anteriores
}
# Above a recap in the turn DM, the turn panel and the catch-up command.
recap-since-heading = { $moves ->
    [one] **Desde tu último turno** (una jugada):
   *[other] **Desde tu último turno** ({ $moves } jugadas):
}
recap-since-start-heading = { $moves ->
    [one] **Desde el comienzo de la partida** (una jugada):
   *[other] **Desde el comienzo de la partida** ({ $moves } jugadas):
}
# The catch-up command (issue 27): what happened since your last turn, privately.
recap-catchup-game = **{ $game }** ({ $channel }) · [tablero]({ $link })
recap-catchup-game-nolink = **{ $game }** ({ $channel })
recap-catchup-nothing = Nada nuevo desde tu último turno.
recap-catchup-round = { $moves ->
    [one] **La última ronda** (una jugada):
   *[other] **La última ronda** ({ $moves } jugadas):
}
recap-catchup-your-turn = ⏳ Te toca: pulsa **Juega tu turno** en el tablero.
recap-catchup-not-started = Todavía no se ha jugado nada.
# The catch-up command in a DM, or in a channel without a game: every game waiting for you, in every server.
recap-catchup-all-head = { $count ->
    [one] **Una partida te espera**
   *[other] **{ $count } partidas te esperan**
}
recap-catchup-none-waiting = Ahora mismo no juegas ninguna partida: `/partida nueva` abre una.
recap-catchup-none-waiting-others = { $count ->
    [one] Ninguna partida te espera: tu partida espera a otro jugador, como muestra `/partida mias`.
   *[other] Ninguna partida te espera: tus { $count } partidas esperan a otros jugadores, como muestra `/partida mias`.
}
recap-catchup-others = { $count ->
    [0] {""}
    [one] Otra de tus partidas espera a otro jugador: `/partida mias` la muestra.
   *[other] Otras { $count } de tus partidas esperan a otros jugadores: `/partida mias` las muestra.
}
recap-catchup-more-games = { $count ->
    [one] … y otra partida que te espera: `/partida mias` la muestra.
   *[other] … y otras { $count } partidas que te esperan: `/partida mias` las muestra.
}
