# Issue 31: las pistas del entrenador. $percent: un porcentaje entero; $score: la puntuación final esperada,
# redondeada; $playouts: cuántas veces se jugó cada opción hasta el final.
hint-button = Pista
hint-title = **Pista para { $game }**: las mejores opciones del ordenador en nivel difícil para tu decisión, juzgadas solo por lo que tú ves
hint-choice = **{ $rank }.** { $move }: alrededor de un { $percent } % de probabilidad de ganar
hint-choice-shared = **{ $rank }.** { $move }: puntuación final de alrededor de { $score } y victoria en torno al { $percent } % de las veces
hint-footer = Estimado jugando cada opción hasta el final { $playouts ->
        [one] una vez
       *[other] { $playouts } veces
    }, con lo que no ves sorteado al azar. Solo tú ves esta pista; la tarjeta de la partida cuenta las pistas de cada jugador.
hint-lobby-line = { $allowed ->
        [1] **Pistas permitidas**: esta partida no cambia la valoración (`/partida pista`, o el botón Pista de tu turno)
       *[0] **Pistas**: no permitidas
    }
hint-lobby-choice = { $allow ->
        [1] Pistas: permitirlas (la partida entonces no cambia la valoración)
       *[0] Pistas: no permitirlas
    }
hint-card-used = { $count ->
        [one] pista
       *[other] pistas
    }
hint-error-over = Esta partida terminó: no queda ninguna decisión para una pista. `/partida tablero` muestra el tablero final.
hint-error-not-player = Las pistas son para quienes juegan esta partida, y tú no juegas en ella.
hint-error-no-computer = { $game } no tiene jugadores controlados por el ordenador, así que no se puede calcular una pista.
hint-error-not-allowed = En esta partida no se permiten pistas (lo decide la sala antes de empezar: permitidas cuando juega el ordenador, salvo que quien la creó elija otra cosa). Las partidas con pistas permitidas no cambian la valoración.
hint-error-not-your-turn = Una pista es para tu propia decisión, y no es tu turno: le toca a { $who }.
hint-error-busy = Los jugadores del ordenador están ocupados ahora y la pista no estuvo lista a tiempo: vuelve a pedirla en un minuto.
