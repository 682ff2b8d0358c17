## Reservas de tiempo (issue 30): un reloj Fischer, una reserva por asiento más un incremento por turno completado
bank-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
bank-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
bank-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
bank-label = Reserva de { $bank }, +{ $increment } por turno
bank-label-capped = Reserva de { $bank }, +{ $increment } por turno, como máximo { $cap }
bank-table-line = **Reserva de tiempo**: { $value } (una reserva solo corre mientras la partida espera a su jugador)
bank-table-choice = Reserva de tiempo: { $value }
bank-table-choice-average = Reserva de tiempo: { $value } (de media { $average } por turno a la larga)
bank-pace-runs-dry = Jugando una vez cada { $pace }: cada turno quita { $pace } a la reserva y le devuelve { $increment }, así que alcanza para { $turns ->
    [0] ningún turno: el primero ya agota el tiempo
    [one] { $turns } turno así; después, cada turno agota el tiempo
   *[other] { $turns } turnos así; después, cada turno agota el tiempo
}. Quien juegue con menos frecuencia debería elegir una reserva mayor.
bank-pace-holds = Jugando una vez cada { $pace }: cada turno devuelve { $increment }, al menos lo que quita, así que la reserva nunca se agota.
bank-amount-days = { $hours ->
    [0] { $days } d
   *[other] { $days } d { $hours } h
}
bank-amount-hours = { $minutes ->
    [0] { $hours } h
   *[other] { $hours } h { $minutes } min
}
bank-line = ⏳ Reservas de tiempo: { $banks }
bank-seat = { $seat }: { $amount }
bank-seat-running = { $seat }: **{ $amount }**, corriendo
bank-seat-paused = { $seat }: **{ $amount }**, en pausa
bank-waiting-deadline = La reserva de tiempo se acaba { $relative } ({ $moment }).
