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
bank-table-choice-average = Riserva di tempo: { $value } (in media { $average } a turno, alla lunga)
bank-pace-runs-dry = Giocando una volta ogni { $pace }: ogni turno toglie { $pace } alla riserva e ne restituisce { $increment }, quindi basta per { $turns ->
    [0] nessun turno: già il primo scade
    [one] { $turns } turno così; dopo, ogni turno scade
   *[other] { $turns } turni così; dopo, ogni turno scade
}. Chi gioca meno spesso farebbe bene a scegliere una riserva più grande.
bank-pace-holds = Giocando una volta ogni { $pace }: ogni turno restituisce { $increment }, almeno quanto toglie, quindi la riserva non si esaurisce mai.
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
