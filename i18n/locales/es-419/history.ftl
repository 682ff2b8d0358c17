# Español de Latinoamérica (es-419): solo lo que difiere de es/history.ftl (computadora por ordenador).
history-computer = Computadora ({ $level })
history-computer-stats = Los jugadores controlados por la computadora tienen una valoración fija; sus partidas están en `/resultados terminadas`.
history-leaderboard-computers = Jugadores controlados por la computadora, con valoración fija: { $levels }
