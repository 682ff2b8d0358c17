# Las páginas web de la plataforma (web/). Términos: glossary.md.

web-site-name = Juegos de mesa
web-skip-to-content = Ir al contenido
web-language-switch = Idioma
web-turn = Turno { $turn }

## Errores

web-error-title = { $code ->
    [404] Página no encontrada
    [405] No permitido
    [429] Demasiadas solicitudes
   *[other] Algo salió mal
 }
web-error-404 = Aquí no hay ninguna página. La página de una partida solo existe mientras su servidor muestra sus partidas en la web; pide el enlace a quienes administran el servidor.
web-error-405 = Esta dirección no responde a ese tipo de solicitud.
web-error-429 = Demasiadas solicitudes desde tu dirección. Espera un minuto y vuelve a cargar la página.
web-error-500 = No se pudo preparar la página. Inténtalo de nuevo dentro de un momento.

## La página de la partida

web-board-heading = El tablero
web-zoom-group = Zoom
web-zoom-in = Acercar
web-zoom-out = Alejar
web-zoom-reset = Ajustar
web-zoom-roledescription = tablero ampliable
web-zoom-label = El tablero: acerca y aleja con + y −, muévete con las flechas
web-zoom-help = Pellizca o usa la rueda para acercar y arrastra para moverte. Con el teclado: + y − acercan y alejan, las flechas mueven, 0 ajusta el tablero.
web-status-heading = La partida ahora
web-status-to-play = Turno { $turn }: le toca a { $seat }.
web-status-turn = Turno { $turn }.
web-status-over = La partida terminó tras el turno { $turn }.
web-status-ended = La partida se detuvo tras el turno { $turn }.
web-last-move = Última jugada: { $line }
web-deadline = Plazo: { $when }
web-deadline-left = Quedan { $time }
web-deadline-passed = Se acabó el tiempo: el bot actuará en su próxima revisión.
web-deadline-paused = El reloj está en pausa: el jugador está ausente.
web-seats-heading = Jugadores y puntuaciones
web-seat = Jugador
web-score = Puntuación
web-bank = Reserva de tiempo
web-seat-to-play = le toca
web-score-hidden = Las puntuaciones quedan ocultas hasta el final de la partida.
web-duration-hours = { $hours } h { $minutes } min
web-duration-minutes = { $minutes } min { $seconds } s
web-recap-heading = La última ronda
web-words-heading = El tablero en palabras
web-log-heading = Jugadas
web-log-earlier = { $count ->
    [one] Una jugada anterior está en la repetición.
   *[other] { $count } jugadas anteriores están en la repetición.
 }
web-log-empty = Todavía no hay jugadas.
web-replay-link = Ver la repetición turno a turno

## La repetición

web-replay-title = Repetición
web-replay-back = Volver a la partida
web-replay-setup = La preparación
web-replay-after = Tras el turno { $turn } de { $total }
web-replay-previous = Turno anterior
web-replay-next = Turno siguiente
web-replay-slider = Turno
web-replay-go = Mostrar
web-replay-help = Mueve el control deslizante o usa las flechas: ← y → avanzan o retroceden un turno, Inicio y Fin van al principio y al final.
