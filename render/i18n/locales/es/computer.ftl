# Jugadores del ordenador (issue 13): el menú del lobby, los nombres de los asientos y los avisos del bot.
computer-add-button = Añadir jugador del ordenador
computer-add-menu = Elige el nivel del jugador del ordenador
computer-level-easy = Fácil: juega casi al azar
computer-level-medium = Medio: hace la jugada que mejor parece
computer-level-hard = Difícil: piensa por adelantado
computer-seat-easy = Ordenador (fácil)
computer-seat-medium = Ordenador (medio)
computer-seat-hard = Ordenador (difícil)
computer-added = { $name } ocupa un asiento.
computer-only-creator = Solo quien creó la partida añade jugadores del ordenador.
computer-table-full = La mesa está llena: no queda asiento para un jugador del ordenador.
computer-lobby-closed = Este lobby está cerrado: la partida ha empezado o se ha cancelado.
computer-unknown-level = Elige un nivel del menú: fácil, medio o difícil.
computer-thinking = { $name } juega ahora ({ $label }).
