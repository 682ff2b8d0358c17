## Zeitkonten (Issue 30): eine Fischer-Uhr, ein Zeitkonto je Platz plus eine Gutschrift je abgeschlossenem Zug
bank-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
bank-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
bank-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
bank-label = Zeitkonto { $bank }, +{ $increment } pro Zug
bank-label-capped = Zeitkonto { $bank }, +{ $increment } pro Zug, höchstens { $cap }
bank-table-line = **Zeitkonto**: { $value } (ein Konto läuft nur, solange das Spiel auf seine Person wartet)
bank-table-choice = Zeitkonto: { $value }
bank-amount-days = { $hours ->
    [0] { $days } T.
   *[other] { $days } T. { $hours } Std.
}
bank-amount-hours = { $minutes ->
    [0] { $hours } Std.
   *[other] { $hours } Std. { $minutes } Min.
}
bank-line = ⏳ Zeitkonten: { $banks }
bank-seat = { $seat }: { $amount }
bank-seat-running = { $seat }: **{ $amount }**, läuft
bank-seat-paused = { $seat }: **{ $amount }**, angehalten
bank-waiting-deadline = Das Zeitkonto läuft { $relative } ab ({ $moment }).
