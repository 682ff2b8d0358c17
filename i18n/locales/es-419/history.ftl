# Español de Latinoamérica (es-419): solo lo que difiere de es/history.ftl (computadora por ordenador).
history-computer = Computadora ({ $level })
history-computer-stats = Los jugadores controlados por la computadora tienen una valoración fija; sus partidas están en `/resultados terminadas`.
history-leaderboard-computers = Jugadores controlados por la computadora, con valoración fija: { $levels }
review-drop-best = ↳ La computadora en nivel difícil habría jugado: { $best } (esperaba { $value }).
review-drop-same = ↳ La computadora en nivel difícil habría jugado lo mismo: la probabilidad se perdió antes de este turno, o por el azar.
review-how = Estimado jugando la partida desde cada posición muchas veces, cada asiento como la computadora en nivel medio; las sugerencias son de la búsqueda de la computadora en nivel difícil. Estimaciones, no veredictos.
