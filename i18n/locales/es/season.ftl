# Issue 30: temporadas, la clasificación mensual de un servidor en un juego (el comando de temporada y su tarjeta).
season-month = { $month ->
    [one] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
    } de { $year }
season-line = { $place }. { $arrow }{ $player } · { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
    } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
    }, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
    }
season-division = **División { $division }**
season-division-empty = Nadie todavía.
season-card-title = 🏆 Temporada de { $game }: { $month }
season-card-previous = { $count ->
    [0] Terminó { $month }: nadie subió ni bajó.
   *[other] Terminó { $month }:
    }
season-card-moved-up = ⬆️ { $player } sube a la división { $division }
season-card-moved-down = ⬇️ { $player } baja a la división { $division }
season-card-rules = Una partida cuenta cuando todos sus jugadores están en la misma división: un punto por cada jugador que termina detrás de ti. { $divisions ->
    [one] Con una sola división nadie sube ni baja: al terminar el mes, { $end } (meses en UTC), su clasificación se guarda y el mes nuevo empieza de cero.
   *[other] Al terminar el mes, { $end } (meses en UTC), { $promote ->
        [one] sube el primero
       *[other] suben los { $promote } primeros
    } de cada división salvo la primera y { $relegate ->
        [one] baja el último
       *[other] bajan los { $relegate } últimos
    } de cada división salvo la última. Los jugadores nuevos empiezan en la división más baja.
}
season-join = Unirme a la temporada
season-joined = Estás en la temporada de { $game }, división { $division }. Cuentan las partidas valoradas contra jugadores de tu división.
season-dm-up = 🏆 Terminó la temporada de { $game } de { $month } en { $server }: quedaste en el puesto { $place } de tu división y subes a la división { $division }. La tarjeta de la nueva temporada está en { $channel }.
season-dm-down = Terminó la temporada de { $game } de { $month } en { $server }: quedaste en el puesto { $place } de tu división y bajas a la división { $division }. La tarjeta de la nueva temporada está en { $channel }.
season-on = La temporada de { $game } está activa en { $channel }: { $divisions ->
    [one] una sola división, cuya clasificación vuelve a empezar de cero cada mes (nadie sube ni baja).
   *[other] { $divisions } divisiones; cada mes { $promote ->
        [one] sube el primero
       *[other] suben los { $promote } primeros
    } de cada división salvo la primera y { $relegate ->
        [one] baja el último
       *[other] bajan los { $relegate } últimos
    } de cada división salvo la última.
}
season-off = La temporada de { $game } está desactivada. Sus jugadores y meses pasados se guardan por si la vuelves a activar.
season-unknown-game = No conozco ese juego: elige uno de la lista.
season-server-only = Las temporadas son de un servidor: usa este comando en uno.
season-manage-server = Solo quien puede administrar este servidor puede configurar sus temporadas.
season-bad-divisions = Una temporada tiene de 1 a { $most } divisiones (0 la desactiva).
season-bad-moves = De una división pueden subir o bajar de 1 a { $most } jugadores.
season-none = Este servidor no tiene temporada de ese juego. Quien administra el servidor puede empezar una con `/resultados temporada divisiones:`.
season-already-in = Ya juegas en esta temporada, en la división { $division }.
season-bad-month = «{ $month }» no es un mes: escríbelo como 2026-10.
season-no-archive = Aquí no hay ninguna temporada cerrada de { $month }. { $count ->
    [0] Todavía no se cerró ninguna.
   *[other] Meses cerrados: { $months }.
    }
season-archive-title = Temporada de { $game }: { $month } (final)
season-archive-note = ⬆️ subió, ⬇️ bajó al terminar el mes.
season-archive-months = Temporadas pasadas (`mes:`): { $months }
