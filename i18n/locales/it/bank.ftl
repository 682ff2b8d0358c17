## Riserve di tempo (issue 30): un orologio Fischer, una riserva per posto più un incremento per turno completato
bank-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}
bank-hours = { $count ->
    [one] { $count } ora
   *[other] { $count } ore
}
bank-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minuti
}
bank-label = Riserva di { $bank }, +{ $increment } a turno
bank-label-capped = Riserva di { $bank }, +{ $increment } a turno, al massimo { $cap }
bank-table-line = **Riserva di tempo**: { $value } (una riserva scorre solo mentre la partita aspetta il suo giocatore)
bank-table-choice = Riserva di tempo: { $value }
bank-amount-days = { $hours ->
    [0] { $days } g
   *[other] { $days } g { $hours } h
}
bank-amount-hours = { $minutes ->
    [0] { $hours } h
   *[other] { $hours } h { $minutes } min
}
bank-line = ⏳ Riserve di tempo: { $banks }
bank-seat = { $seat }: { $amount }
bank-seat-running = { $seat }: **{ $amount }**, in corso
bank-seat-paused = { $seat }: **{ $amount }**, in pausa
bank-waiting-deadline = La riserva di tempo si esaurisce { $relative } ({ $moment }).
