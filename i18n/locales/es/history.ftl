# Issue 14: estadísticas, clasificaciones, historial, exportación y repeticiones de partidas terminadas.
history-no-such-game = Aquí no conozco ninguna partida número { NUMBER($id, useGrouping: 0) }. `/resultados terminadas` muestra las partidas terminadas de este servidor.
history-not-finished = La partida { NUMBER($id, useGrouping: 0) } aún no ha terminado: su registro, su semilla y sus tableros siguen en secreto hasta el final.
history-not-played-out = La partida { NUMBER($id, useGrouping: 0) } no se jugó hasta el final, así que su registro sigue siendo privado.
history-unknown-game = No conozco ese juego: elige uno de la lista.
history-dm-only-own = Aquí, en nuestros mensajes directos, solo te muestro tu propio historial y tus estadísticas. Para ver los de otro jugador, pregunta en un servidor en el que también esté esa persona: allí ves las partidas jugadas en ese servidor.
history-page-elsewhere = Esa página pertenece a una lista de otro servidor o de otra conversación, así que aquí no puedo pasarla: `/resultados terminadas` aquí empieza una nueva.
history-computer = Ordenador ({ $level })
history-level-easy = fácil
history-level-medium = medio
history-level-hard = difícil
history-computer-stats = Los jugadores controlados por el ordenador tienen una valoración fija; sus partidas están en `/resultados terminadas`.
history-scope-server = Este servidor
history-scope-overall = En total
history-stats-head = **Estadísticas de { $player }**
history-stats-none = { $player } aún no tiene ninguna partida terminada.
history-stats-line = { $scope }: { $played ->
    [one] { $played } partida
   *[other] { $played } partidas
    }, { $won ->
    [one] { $won } ganada
   *[other] { $won } ganadas
    } ({ $rate } %), mejor puntuación { $best }, { $rating }
history-rating = valoración { $rating }
history-rating-placed = valoración { $rating }, puesto { $place } en la clasificación de este servidor
history-rating-provisional = valoración provisional: { $games } de { $minimum ->
    [one] { $minimum } partida jugada
   *[other] { $minimum } partidas jugadas
    } (la clasificación incluye a los jugadores a partir de { $minimum })
history-rating-meaning = Las valoraciones empiezan en { $start } y cambian con cada partida contra otros; durante { $minimum ->
    [one] la primera partida
   *[other] las primeras { $minimum } partidas
    } de un juego son provisionales. `/partida ayuda` las explica.
history-no-rating = todavía sin valoración
history-stats-options = Opciones favoritas: { $options }
history-leaderboard-server-only = Las clasificaciones pertenecen a un servidor: usa `/resultados clasificacion` en uno de sus canales.
history-leaderboard-empty = Aquí todavía nadie está clasificado en **{ $title }**: hacen falta { $minimum } partidas terminadas en este servidor.
history-leaderboard-head = **{ $title }: los mejores jugadores de este servidor** (al menos { $minimum } partidas terminadas; ordenados por valoración, que se explica en `/partida ayuda`)
history-leaderboard-line = { $place }. { $player }: { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
    })
history-leaderboard-you = Tú: puesto { $place } con { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
    })
history-leaderboard-unranked = Aún no estás clasificado: hacen falta { $minimum } partidas terminadas de este juego aquí.
history-leaderboard-level = { $level } { $rating }
history-leaderboard-computers = Jugadores controlados por el ordenador, con valoración fija: { $levels }
history-head-server = **Partidas terminadas de este servidor**, página { $page } de { $pages }
history-head-player = **Partidas terminadas de { $player }**, página { $page } de { $pages }
history-none-server = Todavía no ha terminado ninguna partida en este servidor.
history-none-player = { $player } todavía no tiene ninguna partida terminada aquí.
history-line = #{ NUMBER($id, useGrouping: 0) } { $date } **{ $title }**: { $seats }. Ganador: { $winners }. { $days ->
    [one] { $days } día
   *[other] { $days } días
    }
history-seat-score = { $player } { $score }
history-standin-mark = (suplente)
history-standin-part-mark = (el suplente tomó { $count ->
    [one] { $count } decisión
   *[other] { $count } decisiones
})
history-winner-standin = { $player } (terminó el suplente: cuenta como derrota suya)
history-nobody = nadie
history-older = Anteriores
history-newer = Recientes
history-export-done = El registro de la partida { NUMBER($id, useGrouping: 0) } ({ $title }): opciones, asientos, semilla y cada acción con su hora. `python -m bot replay FILE` la reproduce.
history-caption-start = { $title }: la preparación
history-caption-turn = Turno { $turn } de { $total }: { $lines }
history-caption-turns = Turnos { $first }–{ $turn } de { $total }; turno { $turn }: { $lines }
history-replay-progress = Generando las imágenes de { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
    }: la repetición llega enseguida.
history-replay-post = Repetición de la partida { NUMBER($id, useGrouping: 0) }, **{ $title }** ({ $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
    }), pedida por { $user }.
history-replay-timelapse = La partida es demasiado larga para mostrar todos los turnos, así que esta es una versión acelerada: { $frames ->
    [one] { $frames } imagen
   *[other] { $frames } imágenes
    }, separadas como mucho por { $every ->
    [one] { $every } turno
   *[other] { $every } turnos
    }, hasta la posición final. `/resultados repeticion numero:{ NUMBER($id, useGrouping: 0) } pasos:Sí` muestra todos los turnos.
history-replay-queued = { $ahead ->
    [one] Hay 1 repetición antes que la tuya
   *[other] Hay { $ahead } repeticiones antes que la tuya
    }: la tuya llega cuando { $ahead ->
    [one] se publique
   *[other] se publiquen
    }.
history-replay-busy = Tu repetición todavía se está dibujando: pide otra cuando se haya publicado.
history-replay-full = Ahora mismo hay demasiadas repeticiones esperando a dibujarse; vuelve a pedirla dentro de unos minutos.
# The replay animation's alt text starts so; the final position's description follows.
history-replay-alt = Repetición de la partida { NUMBER($id, useGrouping: 0) }, { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
    }. La última imagen:
history-replay-posted = La repetición de la partida { NUMBER($id, useGrouping: 0) } está en el canal ({ $size } MB).
history-replay-not-posted = No he podido publicar la repetición en este canal: quizá no tengo permiso para adjuntar archivos aquí.
history-step-head = **Partida { NUMBER($id, useGrouping: 0) }, { $title }**: tras el turno { $turn } de { $total }
history-step-option = Tras el turno { $turn }
history-step-start = La preparación
history-step-select = Saltar a un turno
history-step-bad-choice = Ese turno no está en esta partida.
history-step-goto = Ir al turno…
history-step-blocks = Saltar a un bloque de turnos
history-step-block = Turnos { $first }–{ $last }
history-goto-title = Partida { NUMBER($id, useGrouping: 0) }: ir a un turno
history-goto-label = Número de turno
history-goto-range = De 0 (la preparación) a { $last }
history-goto-not-a-number = «{ $value }» no es un número de turno: escribe un número entero de 0 (la preparación) a { $last }.
history-goto-out-of-range = Esta partida no tiene turno { $turn }: terminó tras { $last ->
    [one] { $last } turno
   *[other] { $last } turnos
}. Escribe un número de 0 (la preparación) a { $last }.

# Issue 30: la fiabilidad.
history-stats-reliability = Fiabilidad: **{ $percent } %** de las partidas terminadas ({ $games }) sin que el suplente tomara el control tras agotarse el tiempo
history-stats-reliability-new = Fiabilidad: nuevo (partidas terminadas: { $games }; hacen falta { $needed } para tener un valor)

# Issue 31: el análisis tras la partida (/resultados analisis).
review-progress = Analizando la partida { NUMBER($id, useGrouping: 0) }… turno { $turn } de { $total }.
review-head = **Análisis de la partida { NUMBER($id, useGrouping: 0) }: { $title }**
review-intro = El gráfico muestra la probabilidad estimada de ganar de cada jugador tras cada turno.
review-shared-intro = El gráfico muestra la puntuación final esperada de la mesa tras cada turno (todos ganan o pierden juntos).
review-drops-head = Los turnos que más costaron (numerados en el gráfico):
review-no-drops = Ningún turno costó mucho a nadie: las probabilidades siguieron al azar, o la partida estuvo igualada.
review-drop = **{ $number }. Turno { $turn }**, { $player }: { $played } ({ $before } → { $after })
review-drop-best = ↳ El ordenador en nivel difícil habría jugado: { $best } (esperaba { $value }).
review-drop-same = ↳ El ordenador en nivel difícil habría jugado lo mismo: la probabilidad se perdió antes de este turno, o por el azar.
review-drop-forced = ↳ No había otra jugada.
review-how = Estimado jugando la partida desde cada posición muchas veces, cada asiento como el ordenador en nivel medio; las sugerencias son de la búsqueda del ordenador en nivel difícil. Estimaciones, no veredictos.
review-percent = { $value } %
review-table = La mesa
review-chart-chance = Probabilidad de ganar tras cada turno
review-chart-score = Puntuación final esperada tras cada turno
review-chart-turns = Turno
review-alt-head = Gráfico de la partida { NUMBER($id, useGrouping: 0) }: { $what }, desde la preparación hasta el final del turno { $turns }.
review-alt-leads = Quién iba en cabeza: { $runs }.
review-alt-leads-merged = Quién iba en cabeza, sin los tramos más cortos (el liderato cambió de manos { $changes ->
    [one] { $changes } vez
   *[other] { $changes } veces
} en total): { $runs }.
review-alt-run = { $seat } del turno { $first } al turno { $last }
review-alt-run-one = { $seat } en el turno { $turn }
review-alt-end = Al final: { $order }.
review-alt-order = { $seat } { $value }
review-alt-shared = Empieza en { $start }, baja hasta { $low }, sube hasta { $high } y termina en { $end }.
review-alt-drops = Mayores caídas: { $drops }.
review-alt-drop = { $number }: turno { $turn }, { $seat }, de { $before } a { $after }
