# La página del servidor (web/pages/server.py) y la página del miembro (web/pages/me.py). Términos: glossary.md.

## La página del servidor

webrec-server-title = Las partidas de este servidor
webrec-contents = En esta página
webrec-names-note = Los jugadores aparecen con un código de las páginas de este servidor, nunca con su nombre de Discord. Tu propio código está en tu página personal (/partida mias web:Sí).
webrec-player = Jugador { $code }
webrec-former-player = Exjugador
webrec-playing-heading = Partidas en curso
webrec-playing-none = No hay ninguna partida en curso.
webrec-last-move-at = última jugada { $when }
webrec-lobbies-heading = Salas abiertas
webrec-lobbies-none = No hay ninguna sala abierta.
webrec-lobbies-join = Para entrar en una sala, pulsa Unirse en su mensaje de Discord.
webrec-lobby-seated = { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
 }
webrec-opened-at = abierta { $when }
webrec-finished-heading = Partidas terminadas
webrec-finished-none = Todavía no ha terminado ninguna partida.
webrec-col-game = Partida
webrec-col-finished = Terminada
webrec-col-result = Resultado
webrec-col-place = Puesto
webrec-col-player = Jugador
webrec-col-rating = Valoración
webrec-col-rated-games = Partidas valoradas
webrec-col-points = Puntos
webrec-col-games = Partidas
webrec-col-wins = Victorias
webrec-col-move = A final de mes
webrec-score = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
 }
webrec-winner = ganador
webrec-leaderboards-heading = Clasificaciones
webrec-leaderboards-none = Todavía no hay nadie en una clasificación: hacen falta 3 partidas valoradas en un juego.
webrec-seasons-heading = Temporadas
webrec-seasons-none = Este servidor no tiene ninguna temporada.
webrec-season-title = Temporada de { $game }: { $month }
webrec-division = División { $division }
webrec-division-empty = Nadie todavía.
webrec-move-up = sube
webrec-move-down = baja
webrec-tournaments-heading = Torneos
webrec-tournaments-none = Este servidor no tiene ningún torneo.
webrec-tournament-title = Torneo de { $game } n.º { $number }
webrec-tournament-status = { $status ->
    [signup] La inscripción está abierta.
    [running] Ronda { $round } de { $rounds }.
    [finished] Terminado.
   *[other] Cancelado.
 }
webrec-standings = Clasificación
webrec-withdrew = se retiró
webrec-round = Ronda { $round }
webrec-table = Mesa { $table }
webrec-table-points = puntos:
webrec-table-game = la partida
webrec-bye = Descanso (cuenta como victoria): { $player }

## La página del miembro

webrec-me-title = Tu página
webrec-me-private = Esta página es solo tuya: muestra tus manos y tus planes. Cualquiera que tenga su dirección la ve, así que no la compartas. Pide un enlace nuevo con /partida mias web:Sí y este deja de funcionar.
webrec-me-until = Este enlace funciona hasta el { $when }.
webrec-me-games-heading = Tus partidas en curso
webrec-me-none = Ahora mismo no juegas ninguna partida.
webrec-me-seat = Juegas con { $seat }.
webrec-me-code = Tu código en las páginas de este servidor: { $code }
webrec-me-to-play = Es tu turno.
webrec-me-hand = Tu mano
webrec-me-no-hand = En esta partida no tienes nada oculto.
webrec-me-plan-heading = Tu plan para tu próximo turno
webrec-me-plan-count = { $count ->
        [one] Una decisión planeada, que se juega cuando llegue tu turno si sigue siendo posible:
       *[other] { $count } decisiones planeadas, que se juegan en este orden cuando llegue tu turno, cada una si sigue siendo posible:
    }
webrec-me-plan-strict = Solo si nada cambió: el plan se juega solo si el tablero está como cuando lo hiciste.
webrec-me-plan-loose = Cada decisión se juega si sigue siendo posible, cambie lo que cambie antes de tu turno.
webrec-me-plan-unfit = La partida avanzó y tu plan ya no encaja con el tablero. Bórralo y vuelve a planear con /partida planear.
webrec-me-plan-none = Nada planeado. Mientras otro jugador decide, planea tu próximo turno con /partida planear.
webrec-me-game-page = La página de la partida
webrec-me-server-page = La página de este servidor
webrec-refused-title = Este enlace no abre ninguna página
webrec-refused-forged = Esta dirección no es un enlace personal válido. Comprueba que se copió entera.
webrec-refused-expired = Este enlace personal ha caducado (los enlaces funcionan 7 días).
webrec-refused-revoked = Este enlace personal fue sustituido por uno más nuevo, o se borraron sus datos.
webrec-refused-how = En Discord, usa /partida mias web:Sí para conseguir un enlace nuevo: solo lo ves tú.
