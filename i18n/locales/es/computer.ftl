# Jugadores del ordenador (issue 13): el menú del lobby, los nombres de los asientos y los avisos del bot.
computer-add-button = Añadir ordenador
computer-add-menu = Elige el nivel del ordenador
computer-level-easy = Fácil: juega casi al azar
computer-level-medium = Medio: elige la jugada que parece mejor
computer-level-hard = Difícil: calcula varias jugadas por delante
computer-level-ladder-easy = Fácil: gana a las jugadas al azar { $wins ->
        [one] { $wins } partida
       *[other] { $wins } partidas
    } de cada 10
computer-level-ladder-medium = Medio: gana al nivel fácil { $wins ->
        [one] { $wins } partida
       *[other] { $wins } partidas
    } de cada 10
computer-level-ladder-hard = Difícil: gana al nivel medio { $wins ->
        [one] { $wins } partida
       *[other] { $wins } partidas
    } de cada 10
computer-seat-easy = Ordenador (fácil)
computer-seat-medium = Ordenador (medio)
computer-seat-hard = Ordenador (difícil)
computer-seat-nth = { $level ->
    [easy] Ordenador { $number } (fácil)
    [medium] Ordenador { $number } (medio)
   *[hard] Ordenador { $number } (difícil)
}
computer-added = { $name } ocupa un asiento.
computer-only-creator = Solo quien creó la partida puede añadir jugadores controlados por el ordenador.
computer-table-full = La mesa está llena: no queda asiento para el ordenador.
computer-lobby-closed = Esta sala está cerrada: la partida ha empezado o se ha cancelado.
computer-unknown-level = Elige un nivel del menú: fácil, medio o difícil.
computer-thinking = { $name } ({ $label }) está pensando…
computer-remove-button = Quitar ordenador
computer-remove-menu = Elige qué ordenador quieres quitar
computer-seat-numbered = { $name }, asiento { $seat }
computer-removed = { $name } deja la mesa.
computer-remove-only-creator = Solo quien creó la partida puede quitar jugadores controlados por el ordenador.
computer-remove-none = En esta mesa no juega ningún ordenador.
computer-remove-gone = Ese ordenador ya ha dejado la mesa: pulsa otra vez **Quitar ordenador** para ver quién está sentado ahora.
computer-remove-unknown = Elige del menú el ordenador que quieres quitar.
