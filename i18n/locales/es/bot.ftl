# Las palabras del propio bot (bot/): sala, tablero, panel, ayuda, respuestas, recordatorios y MD.
# Los comandos se nombran como /partida <comando>; sus nombres traducidos están en commands.ftl.

## Sala
bot-lobby-title-new = { $game }: partida nueva
bot-lobby-footer-new = De { $low } a { $high } jugadores. Pulsa Unirse para sentarte; quien la creó elige las opciones y pulsa Empezar.
bot-lobby-title-started = { $game }: empezada
bot-lobby-footer-started = La partida está en marcha: sigue los tableros de abajo.
bot-lobby-title-closed = { $game }: cerrada
bot-lobby-footer-closed = Esta sala está cerrada.
bot-lobby-nobody = nadie todavía
bot-lobby-players = Jugadores ({ $count }/{ $high })
bot-lobby-options = Opciones
bot-lobby-time = Tiempo
bot-lobby-created-by = Creada por
bot-lobby-join = Unirse
bot-lobby-leave = Salir
bot-lobby-start = Empezar
bot-lobby-modules = Módulos (elige los que quieras)
bot-lobby-table-rules = Tiempo por turno y jugadores ausentes

## Tablero
bot-board-title = { $game } · tras el turno { $turn }
bot-board-players = Jugadores
bot-board-now = Ahora
bot-board-take-turn = Juega tu turno
bot-board-show-hand = Ver mi mano
bot-score-row = { $place }. { $label }: { $total ->
    [one] { $total } punto
   *[other] { $total } puntos
}
bot-final-rematch = Revancha
bot-final-title = { $game }: puntuación final
bot-final-lowest-wins = Gana el total más bajo.

## Panel de turno
bot-panel-undo = Deshacer la última decisión
bot-panel-so-far = Hasta ahora: { $answers }
bot-panel-confirm-reveals = Esto muestra información oculta, así que no se puede deshacer (ni con Deshacer): pulsa Confirmar para hacerlo.
bot-panel-confirm-reveals-back = Esto muestra información oculta, así que no se puede deshacer (ni con Deshacer): pulsa Confirmar para hacerlo, o Atrás para elegir de nuevo.
bot-panel-confirm-never-hint = **No volver a preguntar** lo hace y deja de preguntarte por jugadas así; `/partida ajustes confirmar:` lo vuelve a activar.
bot-panel-never-ask = No volver a preguntar
bot-panel-never-ask-done = No volveré a preguntarte antes de jugadas así: `/partida ajustes confirmar:` recupera la pregunta.
bot-panel-only = Es la única jugada que puedes hacer: púlsala para seguir.
bot-panel-only-reveals = Es la única jugada que puedes hacer: púlsala para seguir. Muestra información oculta, así que Deshacer no podrá revertirla.
bot-panel-only-go = Seguir
bot-panel-back = Atrás
bot-panel-confirm = Confirmar
bot-panel-confirm-with = Confirmar: { $answers }
bot-panel-more-before = ◀ Más
bot-panel-more-after = Más ▶
bot-panel-shortcuts = Volar directamente a… (una sola elección)
bot-panel-finish-here = Solo esto, nada más

## Reglas y ayuda
bot-rules-none = No hay texto de reglas.
bot-help-about-title = Qué hace este bot
bot-help-about-text = Dirige juegos de mesa en un canal, turno a turno, durante horas o días. Tras cada turno publica el tablero; tus cartas privadas te llegan por MD (o con **Ver mi mano**). Las partidas se guardan tras cada jugada, así que no se pierde nada si el bot se reinicia.
bot-help-start-title = Empezar una partida
bot-help-start-text = `/partida nueva` abre una sala (añade `hilo:Sí` para que tenga su propio hilo). Los demás pulsan **Unirse**, quien la creó elige en los menús las opciones y el tiempo por turno, y luego pulsa **Empezar**. Antes de empezar, quien la creó también puede ocupar asientos con **Añadir ordenador** y volver a dejarlos libres con **Quitar ordenador**.
bot-help-turn-title = Cómo va un turno
bot-help-turn-text = Cuando te toca recibes un único aviso: un MD con un enlace (y tu mano), o una mención en el canal si desactivaste los MD. Pulsa **Juega tu turno** en el tablero más reciente: un panel que solo ves tú te ofrece paso a paso las opciones permitidas, con **Atrás**. Una elección que muestra algo oculto te pide confirmación; `/partida deshacer` retira lo demás dentro de tu turno. Un reloj muestra cuándo se acaba tu tiempo; `/mesa ausente` lo pausa durante unas vacaciones.
bot-help-more-title = Más comandos
bot-help-commands-title = Comandos
bot-help-commands-text =
    `/partida nueva · unirse · salir · empezar · cancelar` la sala
    `/partida jugar · deshacer · mano · pista` tu turno (pistas donde la sala las permitió: la partida no puntúa)
    `/partida tablero · describir · estado · historial · resumen · reglas · lista · mias · ayuda` para mirar
    `/mesa ausente · vuelvo · votar-fin` tu tiempo ausente y el voto de la mesa para terminar · `/partida cola` buscar rivales
    `/resultados estadisticas · clasificacion · terminadas · exportar · repeticion · analisis` partidas terminadas
    `/resultados torneo · temporada` torneos y clasificaciones mensuales
    `/partida ajustes` tus recordatorios, horas de silencio, idioma, tableros en texto · `/partida configuracion` los del servidor
    `/partida privacidad` lo que el bot guarda sobre ti: una copia o su borrado (PRIVACY.md)
bot-help-ratings-title = Valoraciones
bot-help-ratings-text = Cada partida terminada contra otros jugadores o contra el ordenador mueve tu valoración en ese juego: acabar por delante de otros la sube, acabar por detrás la baja, y ganar a jugadores fuertes es lo que más cuenta. Es una cifra prudente: solo cuenta lo que tus partidas han demostrado, así que empieza en { $start } y, con un juego regular, sube a medida que más partidas la confirman. Durante { $minimum ->
        [one] tu primera partida
       *[other] tus primeras { $minimum } partidas
    } de un juego es provisional; a partir de ahí `/resultados clasificacion` te incluye, ordenada por ella. Cada servidor tiene sus propias valoraciones, además de una de todas tus partidas. Los jugadores controlados por el ordenador tienen valoraciones fijas: fácil { $easy }, medio { $medium }, difícil { $hard }. `/resultados estadisticas` muestra la tuya.
bot-help-games-title = Los juegos
bot-help-games-text = { $games }. `/partida reglas` muestra las reglas del juego de este canal, `/partida reglas juego:<nombre>` las de cualquier juego (solo las ves tú).
bot-help-games-none = Todavía no hay juegos instalados.

## Tiempo por turno (sala y /partida configuracion)
bot-clock-off = Sin reloj
bot-clock-12h = 12 horas
bot-clock-24h = 24 horas
bot-clock-48h = 48 horas
bot-clock-72h = 72 horas
bot-clock-7d = 7 días
bot-clock-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
bot-timeout-standin = el suplente juega en el acto
bot-timeout-opponents = deciden los demás jugadores
bot-handover-never = nunca
bot-handover-after = { $turns ->
    [one] tras { $turns } turno agotado
   *[other] tras { $turns } turnos agotados seguidos
}
bot-table-clock-line = **Tiempo por turno**: { $value }
bot-table-clock-line-default = **Tiempo por turno**: { $value } (ninguno si juegas en solitario: elígelo en el menú para mantenerlo)
bot-table-timeout-line = **Cuando se acaba el tiempo**: { $value }
bot-table-handover-line = **El suplente se queda el asiento**: { $value }
bot-table-no-clock-line = **Sin reloj**: tras { $days } días sin jugadas los demás pueden usar `/mesa votar-fin`
bot-table-clock-choice = Tiempo por turno: { $value }
bot-table-timeout-choice = Cuando se acaba el tiempo: { $value }
bot-table-handover-choice = El suplente se queda el asiento: { $value }
bot-quiet-format = Las horas de silencio se escriben como `22-08` (de 22:00 a 08:00), u `off`.
bot-quiet-hours = Las horas de silencio son dos horas distintas entre 0 y 23, como `22-08`.

## Negativas y errores del servicio de juego
bot-nobody = nadie
bot-seat-of = { $seat } ({ $player })
bot-seat-of-computer = { $seat } – { $player }
bot-played-by-standin = Jugado por el suplente: { $line }
bot-error-game-busy = Esta partida está ocupada con otra acción ahora mismo, así que no se hizo nada: vuelve a pulsar en un momento.
bot-error-game-missing = El juego de la partida de este canal ({ $game }) ya no está disponible en este bot.
bot-damaged-part-options = opciones
bot-damaged-part-state = estado
bot-error-damaged = La partida de este canal está dañada: no se pueden leer sus datos guardados ({ $what }), así que no puede seguir. Quien la creó o quien gestiona este canal puede terminarla con `/partida cancelar`.
bot-error-not-started = Esta partida todavía no ha empezado.
bot-error-cancelled-before-start = Esta partida se canceló antes de empezar.
bot-error-replay-failed = Los datos guardados de esta partida están dañados y no se pudieron reconstruir, lo siento. Pide a quien la creó que la cancele con `/partida cancelar` y empieza otra.
bot-error-game-over = Esta partida ha terminado.
bot-error-not-playing-watch = No juegas en esta partida: puedes seguirla con `/partida tablero`.
bot-error-not-your-turn = No es tu turno: le toca a { $who }.
bot-error-bad-move = { $reason } Elige una jugada de la lista o pulsa «Juega tu turno».
bot-error-illegal-move = Esa jugada no está permitida ahora: { $reason }
bot-error-player-count = { $game } necesita de { $low } a { $high } jugadores; { $joined ->
    [one] solo se ha unido { $joined }
   *[other] se han unido { $joined }
}. Pide a otros que pulsen Unirse.
bot-error-bad-options = La partida no puede empezar con estas opciones: { $reason }
bot-error-undo-over = Esta partida ha terminado: sus decisiones se quedan.
bot-error-undo-none = { $game } no permite deshacer: cada decisión es definitiva.
bot-error-undo-not-playing = No juegas en esta partida, así que no hay ninguna decisión tuya que deshacer.
bot-error-undo-nothing-yet = Nada que deshacer este turno: todavía no has decidido nada.
bot-error-undo-nothing = Nada que deshacer: nadie ha decidido nada todavía en esta partida.
bot-error-undo-not-yours = Solo puede deshacerla quien tomó la última decisión ({ $who }).
bot-error-undo-turn-over = Tu turno ya terminó, así que se queda como está: el tablero está en el canal.
bot-error-undo-followed = Después de esa decisión vino la de { $who }, así que se queda.
bot-error-undo-unreadable = Los datos guardados de esta partida están dañados: su última decisión no se puede leer.
bot-error-undo-revealed = Eso reveló información oculta ({ $what }), así que se queda.
bot-error-undo-unsafe = Aquí no puedo deshacer con seguridad: los datos guardados de esta partida no cuadran. La partida en sí no ha cambiado.

## Respuestas, publicaciones y MD del bot (bot/app.py)
bot-generic-failure = Algo ha fallado por mi parte. La partida está a salvo: inténtalo de nuevo en un momento.
bot-store-busy = La base de datos está ocupada ahora mismo: tu jugada o elección no se hizo. Vuelve a pulsar en un momento.
bot-store-failure = Ahora mismo no puedo guardar ({ $reason }), así que no se cambió nada. Quien administra el bot puede ver la causa en su registro; inténtalo más tarde, por favor.
bot-store-reason-busy = la base de datos está ocupada
bot-store-reason-full = el disco del servidor está lleno
bot-store-reason-readonly = la base de datos es de solo lectura
bot-store-reason-io = el disco informó de un error
bot-store-reason-corrupt = el archivo de la base de datos está dañado
bot-store-reason-down = no se puede conectar con la base de datos
bot-error-bad-value = Ese valor no es válido aquí: { $value }. Elige una de las opciones ofrecidas.
bot-error-outdated-command = Este comando cambió hace poco y Discord aún muestra la forma antigua: recarga Discord (Ctrl+R) o inténtalo de nuevo en unos minutos.
bot-error-server-channel = Usa este comando en un canal de texto o hilo de un servidor.
bot-error-games-live-in-channels = Las partidas viven en canales de texto e hilos de servidores: usa este comando allí.
bot-error-no-game-here = No hay ninguna partida en este canal. Empieza una con `/partida nueva`.
bot-error-game-gone = Esta partida ya no existe. Empieza otra con `/partida nueva`.
bot-error-unknown-control = No reconozco este control. Usa `/partida tablero` para obtener un tablero actual.
bot-error-control-elsewhere = Este control pertenece a una partida de otro canal.
bot-error-control-other-server = Este control pertenece a otro servidor: solo funciona allí.
bot-error-control-in-server = Este control pertenece a un servidor: púlsalo allí, no en un mensaje directo.
bot-error-control-not-yours = Este control no es tuyo.
bot-error-control-gone = Aquello a lo que pertenecía este control ya no existe.
bot-dms-closed = { $user }, no puedo enviarte mensajes directos, así que te mencionaré aquí cuando te toque; pulsa **Ver mi mano** en el tablero (o `/partida mano`) para ver tu información privada.
bot-private-view = **{ $game }** en { $channel }, tu vista privada:
    { $view }
bot-game-over = La partida ha terminado. { $outcome }
bot-standin-part = El suplente tomó { $count ->
    [one] { $count } decisión
   *[other] { $count } decisiones
} por { $user } en esta partida: el resultado no es del todo suyo.
bot-standin-held = El suplente jugó el puesto de { $user } hasta el final de la partida: el resultado de ese puesto vale en el tablero, y cuenta como derrota para { $user } en la valoración y las estadísticas.
bot-standin-plays-for = El suplente juega por { $user } ({ $seat }).
bot-your-turn-board = { $user }, te toca ({ $seat }). Pulsa **Juega tu turno**.
bot-turn-dm = Te toca en **{ $game }** ({ $channel }): { $link }
bot-turn-dm-off = Desactiva estos recordatorios con `/partida ajustes recordatorios:No`.
bot-your-turn-short = { $user }, te toca ({ $game }).
bot-game-over-dm = **{ $game }** en { $channel } ha terminado. { $outcome } { $link }
bot-waiting-standin = El suplente juega este asiento ({ $user } puede recuperarlo con `/mesa vuelvo`).
bot-waiting-away = { $user } está ausente hasta { $until }: la partida espera y su reloj está en pausa.
bot-waiting-deadline = El tiempo se acaba { $relative } ({ $moment }).
bot-game-begins = La partida empieza con { $players ->
    [one] { $players } jugador.
   *[other] { $players } jugadores.
}
bot-game-begins-title = { $game } · empieza la partida
bot-decision-for-you = { $user }, una decisión para ti ({ $seat }): pulsa **Juega tu turno** en el tablero.
bot-board-title-now = { $game } · ahora
bot-board-title-final = { $game } · tablero final
bot-late-title = { $game } · jugadas publicadas con retraso

## Respuestas de la sala (bot/cogs/lobby.py)
bot-error-channel-busy = Este canal ya tiene una partida. Termínala con los demás, pide a quien la creó que la cancele con `/partida cancelar` o empieza la tuya en otro canal o hilo.
bot-error-lobby-changed = La sala cambió justo cuando pulsaste Empezar (alguien entró o salió, o cambió una opción): mírala otra vez y vuelve a pulsar Empezar.
bot-error-lobby-closed = Esta sala está cerrada: la partida empezó o se canceló.
bot-error-too-late = Demasiado tarde: la partida ya empezó (o se canceló).
bot-error-creator-options = Solo quien creó la partida elige las opciones.
bot-error-option-not-offered = Ese valor de opción no se ofrece. Elige uno del menú.
bot-error-module-not-offered = Ese módulo no se ofrece. Elige del menú.
bot-rematch-invite = { $users }: { $user } quiere la revancha. Pulsa **Unirse** para volver a sentarte.
bot-lobby-open-here = La sala de { $game } está abierta en este canal: { $channel }.
bot-lobby-open-thread = La sala de { $game } está abierta en su propio hilo: { $channel }.
bot-error-no-thread-permission = Aquí no puedo crear hilos (falta el permiso Crear hilos públicos): empieza la partida sin `hilo`, o pide ayuda a quien administra el servidor.
bot-error-rematch-unfinished = Una revancha parte de una partida terminada.
bot-error-rematch-not-player = Solo los jugadores de esa partida pueden pedir la revancha; `/partida nueva` empieza una nueva.
bot-rematch-seated = Estás en la revancha de { $game }: te he dado un sitio en su sala ({ $where }).
bot-rematch-already-in = Ya tienes un sitio en la sala de la revancha de { $game } ({ $where }); empieza cuando quien la creó pulse **Empezar**.
bot-rematch-full = La sala de la revancha de { $game } está completa ({ $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
    }), así que no he podido darte un sitio: { $where }.
bot-rematch-other-lobby = Este canal ya tiene abierta una sala de otro juego, { $game } ({ $where }): únete a esa, o vuelve a pulsar **Revancha** cuando termine su partida.
bot-rematch-game-on = Ya ha empezado una partida de { $game } en este canal ({ $where }), así que no puedo darte un sitio: síguela con `/partida tablero` y vuelve a pulsar **Revancha** cuando termine.
bot-error-creator-time = Solo quien creó la partida elige el tiempo por turno.
bot-error-not-on-menu = Esa opción no está en el menú.
bot-error-join-started = Esta partida ya ha empezado; puedes seguirla con `/partida tablero`.
bot-error-join-too-late = Demasiado tarde: la partida ya empezó (o se canceló). Puedes seguirla con `/partida tablero`.
bot-error-table-full = La mesa está completa ({ $players } jugadores).
bot-error-already-in = Ya estás en esta partida.
bot-joined = Te has unido a la partida.
bot-error-leave-started = La partida ha empezado: ya no puedes salir. Quien la creó puede cancelarla con `/partida cancelar`.
bot-error-leave-creator = Tú creaste esta partida: cancélala con `/partida cancelar`.
bot-error-leave-too-late = Demasiado tarde: la partida ya empezó, así que tu asiento está en juego. Quien la creó puede cancelarla con `/partida cancelar`.
bot-error-not-in-game = No estás en esta partida.
bot-left = Has salido de la partida.
bot-error-start-creator = Solo quien la creó ({ $user }) puede empezar la partida.
bot-error-already-started = Esta partida ya ha empezado.
bot-error-already-closed = Esta partida ya está cerrada.
bot-cancelled = La partida se ha cancelado.
bot-cancelled-post = { $user } canceló la partida de { $game } de este canal. Empezad otra con `/partida nueva`.
bot-error-abort-permission = Solo quien creó la partida o quien gestiona este canal puede cancelarla.
bot-error-unknown-game = No conozco ese juego. Elige uno de estos: { $games }.
bot-error-no-games = No conozco ese juego: no hay juegos instalados.
bot-error-start-in-server = Empieza las partidas en un canal de texto o hilo de un servidor.
bot-started = Empezada: el tablero está en el canal.
bot-abort-confirm-button = Sí, cancelar la partida
bot-abort-confirm = ¿Cancelar esta partida para todos? No se puede deshacer.

## Jugar (bot/cogs/play.py)
bot-error-cancelled-buttons = Esta partida se canceló: sus botones ya no hacen nada.
bot-error-not-playing = No juegas en esta partida; cualquiera puede seguirla con `/partida tablero`.
bot-error-off-menu = Esa opción no está en el menú. Pulsa **Juega tu turno** en el tablero para empezar de nuevo.
bot-error-one-answer = Elige exactamente una respuesta.
bot-error-over-final-board = Esta partida ha terminado: mira el tablero final en el canal.
bot-error-not-your-turn-remind = No es tu turno: le toca a { $who }. Te avisaré cuando sea el tuyo.
bot-you-got = Has recibido: **{ $items }**.
bot-you-got-count = { $count ->
    [one] Hay un elemento nuevo en tu vista privada.
   *[other] Hay { $count } elementos nuevos en tu vista privada.
}
bot-panel-game-over = La partida ha terminado.
bot-panel-turn-done = Tu turno ha terminado: el tablero está en el canal.
bot-panel-now-decides = Ahora decide { $seat }.
bot-stale-panel = Este panel estaba desactualizado: la partida avanzó desde que se mostró.
bot-typed-moved-on = Esa sugerencia era de un momento anterior de la partida, que ha avanzado desde entonces: aquí tienes tu turno tal como está ahora.
bot-stale-board = Ese tablero es de un turno anterior.
bot-stale-your-decision = Aquí tienes tu decisión actual.
bot-stale-now-decides = Ahora decide { $user } ({ $seat }).
bot-stale-newest-board = Mira el [tablero más reciente]({ $link }).
bot-taken-back = ↩ Retirado: { $line }
bot-error-no-hand = No juegas en esta partida, así que aquí no tienes mano.
bot-nothing-private = Nada privado.
bot-error-move-text = Una jugada es un texto corto: elige una de las sugerencias mientras escribes.
bot-error-undo-not-started = Esta partida todavía no ha empezado: no hay nada que deshacer.
bot-error-moved-on = Mientras tanto la partida avanzó: inténtalo de nuevo.

## Mirar (bot/cogs/info.py)
bot-finished-note = Esta partida ha terminado (aquí puede empezar otra con `/partida nueva`).
bot-log-empty = Todavía no hay jugadas.
bot-log-line = Turno { $turn }: { $line }
bot-log-head = **{ $game }**, decisiones { $first }–{ $last } de { $total }
bot-log-head-finished = **{ $game }**, decisiones { $first }–{ $last } de { $total } (terminada)
bot-log-older = Anteriores
bot-log-newer = Posteriores
bot-list-lobby = { $where } sala de **{ $game }**: { $joined ->
    [one] { $joined } jugador
   *[other] { $joined } jugadores
}, abierta { $opened }
bot-list-to-play = : le toca a { $user } desde { $since }
bot-list-paused = {" "}(ausente, reloj en pausa)
bot-list-deadline = , el tiempo se acaba { $relative }
bot-list-board = tablero
bot-error-list-server = `/partida lista` muestra las partidas de un servidor: úsalo en un canal del servidor. `/partida mias` muestra las tuyas en cualquier sitio.
bot-list-none = Ahora mismo no hay partidas en este servidor. Empieza una con `/partida nueva`.
bot-list-head = **Partidas en este servidor** ({ $count })
bot-mine-none = Ahora mismo no estás en ninguna partida. Empieza una con `/partida nueva` en un canal de un servidor, o mira con `/partida lista` qué se juega allí.
bot-mine-head = { $waiting ->
    [0] **Tus partidas** ({ $count }; ninguna te espera)
    [one] **Tus partidas** ({ $count }; { $waiting } te espera)
   *[other] **Tus partidas** ({ $count }; { $waiting } te esperan)
}
bot-list-more = … y { $count } más
bot-mine-page = Página { $page } de { $pages }
bot-mine-previous = ◀ Anterior
bot-mine-next = Siguiente ▶
bot-mine-not-yours = Estas páginas son de la lista de otra persona. Usa `/partida mias` para ver tus propias partidas.
bot-error-board-lobby = La partida todavía no ha empezado: mira el mensaje de la sala más arriba.
bot-status-lobby = Sala de { $game }: { $joined ->
    [one] se ha unido { $joined } jugador
   *[other] se han unido { $joined } jugadores
}; quien la creó pulsa Empezar cuando estéis listos.
bot-status-old-rules = Esta partida empezó con reglas anteriores (versión { NUMBER($old, useGrouping: 0) }) y las mantiene hasta el final; las partidas nuevas usan las reglas corregidas (versión { NUMBER($new, useGrouping: 0) }).
bot-error-rules-unknown-game = No conozco ese juego: elige uno de la lista.
bot-error-rules-name-game = Indica un juego.
bot-error-rules-no-game = Aquí no hay ninguna partida: indica el juego cuyas reglas quieres.

## Relojes, recordatorios, el suplente, ausencias y votaciones (bot/cogs/clock.py)
bot-lobby-expired = Esta sala de { $game } se cerró sola tras { $hours ->
    [one] una hora
   *[other] { $hours } horas
} sin empezar, así que el canal queda libre. Abrid otra con `/partida nueva` cuando estéis listos.
bot-reminder-channel = { $user }, tu tiempo en esta partida de { $game } casi se ha acabado: termina { $left }. Pulsa **Juega tu turno** en el tablero más reciente.
bot-reminder-mute-button = No más recordatorios este turno
bot-reminder-dm-half = Recordatorio: sigue siendo tu turno en **{ $game }** ({ $channel }), y ya ha pasado la mitad de tu tiempo: se acaba { $left }. { $board }
bot-reminder-dm-tenth = Recordatorio: sigue siendo tu turno en **{ $game }** ({ $channel }), y tu tiempo casi se ha acabado: se acaba { $left }. { $board }
bot-timeout-button-standin = Que el suplente juegue este turno
bot-timeout-button-extend = Darle otro día
bot-timeout-ask = ⌛ Se acabó el tiempo de { $user } en esta partida de { $game }. { $others }: decidís vosotros. Cuenta la primera pulsación; hasta entonces la partida espera.
bot-timeout-standin-played = ⌛ Se acabó el tiempo de { $user }: el suplente jugó su turno.
bot-handover-post = { $user } no jugó { $count ->
    [one] { $count } turno seguido
   *[other] { $count } turnos seguidos
}, así que el suplente juega su asiento el resto de la partida. Puede recuperarlo cuando quiera con `/mesa vuelvo`.
bot-handover-dm = No jugaste { $count ->
    [one] { $count } turno seguido
   *[other] { $count } turnos seguidos
} en **{ $game }** ({ $channel }), así que ahora el suplente juega tu asiento. Recupéralo con `/mesa vuelvo` en ese canal cuando quieras.
bot-error-reminder-not-yours = Este recordatorio se envió a otra persona, así que no puedes silenciarlo tú.
bot-error-mute-over = Ese turno ya terminó, así que no hay nada que silenciar.
bot-muted = No habrá más recordatorios este turno. (El próximo turno te avisará de nuevo.)
bot-error-timeout-players-only = Solo los jugadores de esta partida deciden esto.
bot-error-timeout-others-decide = Esto lo deciden los demás jugadores. Aún puedes hacer tu jugada: pulsa **Juega tu turno** en el tablero.
bot-error-timeout-decided = Esto ya se decidió (o el turno se jugó mientras tanto).
bot-timeout-extended = { $user } dio a { $player } otro día: ahora el turno se acaba { $deadline }.
bot-timeout-standin-chosen = { $user } dejó que el suplente jugara este turno por { $player }.
bot-error-away-days = Elige entre 1 y { $high } días.
bot-error-away-already = Ya estás ausente hasta { $until }. Usa antes `/mesa vuelvo` si quieres cambiarlo.
bot-error-away-allowance = Puedes ausentarte como mucho { $allowance } días por trimestre, para que ninguna partida quede congelada mucho tiempo; te { $left ->
    [one] queda { $left } día
   *[other] quedan { $left } días
} este trimestre.
bot-away = Disfruta del descanso. Estás ausente hasta { $until } ({ $relative }): tus relojes están en pausa en todas tus partidas y no recibes recordatorios. `/mesa vuelvo` lo termina antes.
bot-back = ¡Ya estás de vuelta! Tus relojes vuelven a correr, con el tiempo que les quedaba.
bot-waiting-line = • **{ $game }**: tu tiempo se acaba { $left } · { $board }
bot-waiting-line-no-clock = • **{ $game }**: sin límite de tiempo · { $board }
bot-back-waiting = ¡Ya estás de vuelta! Tus relojes vuelven a correr, con el tiempo que les quedaba. Te esperan:
    { $games }
bot-away-over-dm = Tu ausencia ha terminado: tus relojes corren de nuevo, con el tiempo que les quedaba. Te esperan:
    { $games }
bot-away-over-dm-none = Tu ausencia ha terminado: tus relojes corren de nuevo, con el tiempo que les quedaba. Ahora mismo ninguna partida te espera.
bot-reclaimed = Tu asiento vuelve a ser tuyo: juegas tú mismo tus próximos turnos.
bot-reclaimed-post = { $user } recuperó su asiento del suplente.
bot-error-vote-not-started = Esta partida todavía no ha empezado: quien la creó puede cancelar la sala con `/partida cancelar`.
bot-error-vote-players = Solo los jugadores de esta partida pueden votar para terminarla.
bot-error-vote-clock = Esta partida tiene reloj, así que los turnos de un jugador ausente los juega el suplente; no hay votación.
bot-error-vote-yours = La partida te está esperando: haz tu jugada (o pide a quien la creó que la cancele con `/partida cancelar`).
bot-error-vote-early = Una partida solo puede terminarse por votación tras { $days } días sin jugadas; la última jugada fue { $last }.
bot-vote-counted = Tu voto cuenta: { $votes } de los { $needed } necesarios.
bot-vote-decided = Tu voto lo ha decidido: la partida ha terminado.
bot-vote-ended-post = Los demás jugadores votaron terminar esta partida de { $game } tras { $days } días sin jugadas. Termina aquí sin ganador registrado. Empezad otra con `/partida nueva`.

## Ajustes (bot/cogs/settings.py)
bot-on = activados
bot-off = desactivados
bot-yes = activado
bot-no = desactivado
bot-language-auto = automático (según Discord)
bot-settings-bad-reminders = `recordatorios` es Sí o No: elige uno de la lista.
bot-settings-bad-language = Elige el idioma de la lista.
bot-settings-bad-timezone = Elige tu zona horaria de la lista mientras escribes, como `{ $zone }`.
bot-settings-bad-boards = Elige de la lista cómo te llegan los tableros: como imágenes o como texto.
bot-settings-bad-headsup = Elige el aviso de la lista: activado o desactivado.
bot-settings-bad-digest = Elige de la lista la hora del resumen, o desactivado.
bot-settings-notices = Aviso cuando empieza su turno quien juega antes que tú: **{ $headsup }**. Resumen diario: **{ $digest }**.
    Cámbialo con `/partida ajustes aviso:Activado|Desactivado resumen-diario:18:00|Desactivado`.
bot-settings-headsup-on = activado
bot-settings-headsup-off = desactivado
bot-settings-digest-off = desactivado (un MD en cada uno de tus turnos)
bot-settings-digest-at = cada día a las { $hour } ({ $zone }), el próximo { $next }; en lugar de un MD en cada turno (el último recordatorio antes de un plazo sigue llegando)
bot-settings-digest-in-quiet = Esa hora cae en tus horas de silencio: el resumen llega igualmente a esa hora, porque la elegiste tú.
bot-headsup-dm = Aviso: { $player } ha empezado su turno en **{ $game }** ({ $channel }), y después juegas tú. { $link }
bot-headsup-dm-off = Desactiva estos avisos con `/partida ajustes aviso:Desactivado`.
bot-digest-head = { $count ->
    [one] **Tu resumen diario**: una partida te espera
   *[other] **Tu resumen diario**: { $count } partidas te esperan
}
bot-digest-left = Tu tiempo se acaba { $left } ({ $moment }).
bot-digest-no-clock = Sin límite de tiempo.
bot-digest-tail = -# Llega una vez al día en lugar de un MD en cada turno: `/partida ajustes resumen-diario:` cambia la hora o lo desactiva.
bot-error-yes-no = Elige Sí o No de la lista.
bot-boards-images = imágenes
bot-boards-text = texto en lugar de imágenes
bot-settings-bad-confirm = Elige de la lista si pregunto antes de una jugada que muestra información oculta: siempre o nunca.
bot-confirm-always = preguntar siempre
bot-confirm-never = no preguntar (se juegan al pulsar)
bot-describe-head = **{ $game }**, el tablero en palabras (solo lo ves tú):
bot-describe-pointer = El tablero entero en palabras: `/partida describir` en { $channel }.
bot-text-board = **El tablero:** { $words }
bot-settings-quiet-hours = de { $start } a { $end } ({ $zone })
bot-settings-quiet-none = ninguna
bot-settings-summary =
    Los MD de recordatorio de turno están **{ $reminders }**; horas de silencio: **{ $quiet }** (un recordatorio que toque entonces espera a que terminen; tus plazos no se mueven). Idioma de mis respuestas para ti: **{ $language }**. Tableros y manos que te envío en privado: **{ $boards }** (los tableros del canal conservan sus imágenes para todos; `/partida describir` pone cualquier tablero en palabras). Jugadas que muestran información oculta: **{ $confirm }**.
    Cámbialo con `/partida ajustes recordatorios:Sí|No silencio:22-08 zona-horaria:{ $zone } idioma:… tableros:… confirmar:…` (`silencio:off` quita las horas de silencio).
bot-config-server-only = `/partida configuracion` es la configuración de un servidor: úsalo en un canal del servidor.
bot-config-manage-server = Solo alguien con el permiso Gestionar servidor puede cambiar la configuración; cualquiera puede verla con `/partida configuracion`.
bot-config-bad-clock = Elige de la lista el tiempo por turno por defecto.
bot-config-bad-expiry = Elige de la lista la caducidad de la sala.
bot-config-mentions-yes = sí
bot-config-mentions-no = no, por MD en su lugar
bot-config-summary = **Los ajustes de juego de este servidor**
    Tiempo por turno por defecto: **{ $clock }**{ $clock_default ->
        [1] {" "}(el del bot)
       *[0] {""}
    }
    El último recordatorio puede mencionar al jugador en el canal: **{ $mentions }**
    Una sala que no empieza se cierra sola tras **{ $hours } horas**
    Las partidas nuevas abren su propio hilo: **{ $threads }** (`/partida nueva hilo:` lo decide para una partida)
    Idioma de las publicaciones y tableros públicos: **{ $language }** (ahora: { $effective })
    Quien tiene Gestionar servidor los cambia con `/partida configuracion reloj:… menciones-canal:… caducidad-sala:… hilos:… idioma:…`.
bot-error-not-back = No estás ausente y el suplente no juega ningún asiento tuyo en este canal: no hay nada a lo que volver.

# Issue 30: fiabilidad y cola de emparejamiento.
bot-reliability-new = nuevo
bot-reliability-share = { $percent } % fiable
bot-lobby-reliability-line = **Fiabilidad pedida**: al menos { $minimum } % { $new ->
        [1] (jugadores nuevos bienvenidos)
       *[0] (sin jugadores nuevos)
    }
bot-lobby-reliability-choice = { $minimum ->
        [0] Fiabilidad: sin mínimo
       *[other] Fiabilidad: al menos { $minimum } %
    }
bot-lobby-reliability-new-choice = { $new ->
        [1] Jugadores nuevos (menos de 5 partidas): dejarlos entrar
       *[0] Jugadores nuevos (menos de 5 partidas): no dejarlos entrar
    }
bot-lobby-below-minimum = Esta mesa pide al menos { $minimum } % de fiabilidad (la parte de partidas terminadas sin que el suplente tomara el control tras agotarse el tiempo). La tuya es { $percent } % (partidas terminadas: { $games }), así que no puedes unirte a esta; otras mesas y `/partida cola` siguen abiertas para ti.
bot-lobby-below-minimum-new = Esta mesa pide al menos { $minimum } % de fiabilidad, y quien la abrió no admite jugadores con muy pocas partidas terminadas (tienes { $games }; hacen falta { $needed } para tener un valor). Otras mesas y `/partida cola` siguen abiertas para ti.
bot-queue-server-only = La cola es de un servidor: usa `/partida cola` en un canal del servidor.
bot-queue-no-channel = Este servidor aún no tiene canal de emparejamiento, así que la cola está cerrada. Alguien con el permiso Gestionar servidor la abre con `/partida configuracion cola-aqui: Sí` en el canal donde deben empezar las partidas emparejadas.
bot-queue-bad-players = En la cola, { $game } se juega con { $low } a { $high } jugadores.
bot-queue-already = Ya estás en la cola de { $game } aquí (un puesto por juego): sal primero con `/partida cola accion: Salir de la cola` para cambiar de partida.
bot-queue-not-in = No estás en la cola de este servidor para eso.
bot-queue-which-game = ¿A qué juego quieres esperar? Elígelo en la opción `juego`.
bot-queue-joined = Estás en la cola de **{ $game }** (jugadores: { $players }, { $clock } por turno). Cuando esperen suficientes jugadores de tu nivel, la partida empieza en un hilo y te mando un enlace. Tu puesto vence en una semana.
bot-queue-left = { $count ->
        [one] Has salido de la cola.
       *[other] Has salido de la cola de { $count } juegos.
    }
bot-queue-status-head = **Tus puestos en la cola**
bot-queue-status-line = { $game } · jugadores: { $players } · { $clock }: puesto { $position } de { $waiting }, esperando desde { $since }, { $spread ->
        [-1] ahora se acepta cualquier valoración
       *[other] diferencia de valoración aceptada ahora: ±{ $spread }
    }{ $minimum ->
        [0] {""}
       *[other] , fiabilidad pedida: { $minimum } %
    }; vence { $expires }
bot-queue-empty = No estás en la cola de este servidor. `/partida cola juego:` te pone en ella.
bot-queue-expired = Nadie se emparejó contigo para { $game } en una semana, así que tu puesto en la cola venció. `/partida cola` te vuelve a poner.
bot-queue-thread-name = { $game } · emparejada
bot-queue-matched-post = { $users }: la cola os ha emparejado para **{ $game }**. ¡Buena partida!
bot-queue-matched-dm = Tu partida de **{ $game }** de la cola ha empezado: { $channel }
bot-queue-called-off = Un jugador emparejado contigo para **{ $game }** ha borrado sus datos antes de que empezara la partida, así que este emparejamiento se ha anulado. `/partida cola` te vuelve a poner.
bot-config-queue-none = Cola de emparejamiento: **cerrada** (`/partida configuracion cola-aqui: Sí` en un canal la abre allí)
bot-config-queue-channel = Cola de emparejamiento: las partidas emparejadas se abren en { $channel }

# Issue 31: the final card's score chart (beside the final board).
bot-final-chart-title = Puntos tras cada turno
bot-final-chart-turns = Turno
bot-final-chart-alt = Gráfico de los puntos tras cada uno de los { $turns } turnos. Al final: { $scores }.
bot-config-web-pages = Páginas web de las partidas de este servidor: **{ $on ->
        [1] activadas
       *[0] desactivadas
    }** (quien tenga el enlace de una partida puede seguirla allí; `/partida configuracion paginas-web:` lo cambia)
