# Español de Latinoamérica (es-419): solo lo que difiere de es/bot.ftl: ustedes por vosotros, computadora por
# ordenador. Todo lo demás se lee de es/.
bot-help-start-text = `/partida nueva` abre una sala (añade `hilo:Sí` para que tenga su propio hilo). Los demás pulsan **Unirse**, quien la creó elige en los menús las opciones y el tiempo por turno, y luego pulsa **Empezar**. Antes de empezar, quien la creó también puede ocupar asientos con **Añadir computadora** y volver a dejarlos libres con **Quitar computadora**.
bot-help-ratings-text = Cada partida terminada contra otros jugadores o contra la computadora mueve tu valoración en ese juego: acabar por delante de otros la sube, acabar por detrás la baja, y ganar a jugadores fuertes es lo que más cuenta. Es una cifra prudente: solo cuenta lo que tus partidas han demostrado, así que empieza en { $start } y, con un juego regular, sube a medida que más partidas la confirman. Durante { $minimum ->
        [one] tu primera partida
       *[other] tus primeras { $minimum } partidas
    } de un juego es provisional; a partir de ahí `/resultados clasificacion` te incluye, ordenada por ella. Cada servidor tiene sus propias valoraciones, además de una de todas tus partidas. Los jugadores controlados por la computadora tienen valoraciones fijas: fácil { $easy }, medio { $medium }, difícil { $hard }. `/resultados estadisticas` muestra la tuya.
bot-cancelled-post = { $user } canceló la partida de { $game } de este canal. Empiecen otra con `/partida nueva`.
bot-status-lobby = Sala de { $game }: { $joined ->
    [one] se ha unido { $joined } jugador
   *[other] se han unido { $joined } jugadores
}; quien la creó pulsa Empezar cuando estén listos.
bot-lobby-expired = Esta sala de { $game } se cerró sola tras { $hours ->
    [one] una hora
   *[other] { $hours } horas
} sin empezar, así que el canal queda libre. Abran otra con `/partida nueva` cuando estén listos.
bot-timeout-ask = ⌛ Se acabó el tiempo de { $user } en esta partida de { $game }. { $others }: deciden ustedes. Cuenta la primera pulsación; hasta entonces la partida espera.
bot-vote-ended-post = Los demás jugadores votaron terminar esta partida de { $game } tras { $days } días sin jugadas. Termina aquí sin ganador registrado. Empiecen otra con `/partida nueva`.
bot-queue-matched-post = { $users }: la cola los emparejó para **{ $game }**. ¡Buena partida!
