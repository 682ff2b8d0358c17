# Español de Latinoamérica (es-419): solo lo que difiere de es/hint.ftl (computadora por ordenador).
hint-title = **Pista para { $game }**: las mejores opciones de la computadora en nivel difícil para tu decisión, juzgadas solo por lo que tú ves
hint-error-not-allowed = En esta partida no se permiten pistas (lo decide la sala antes de empezar: permitidas cuando juega la computadora, salvo que quien la creó elija otra cosa). Las partidas con pistas permitidas no cambian la valoración.
hint-error-no-computer = { $game } no tiene jugadores controlados por la computadora, así que no se puede calcular una pista.
hint-error-busy = Los jugadores de la computadora están ocupados ahora y la pista no estuvo lista a tiempo: vuelve a pedirla en un minuto.
