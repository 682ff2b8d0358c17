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
bank-table-choice-average = Zeitkonto: { $value } (auf Dauer im Schnitt { $average } pro Zug)
bank-pace-runs-dry = Wer einmal alle { $pace } spielt: Jeder Zug nimmt dem Zeitkonto { $pace } und gibt { $increment } zurück, also reicht es für { $turns ->
    [0] keinen Zug: schon der erste läuft ab
    [one] { $turns } solchen Zug; danach läuft jeder Zug ab
   *[other] { $turns } solche Züge; danach läuft jeder Zug ab
}. Wer seltener spielt, wählt besser ein größeres Zeitkonto.
bank-pace-holds = Wer einmal alle { $pace } spielt: Jeder Zug gibt { $increment } zurück, mindestens so viel, wie er nimmt, also wird das Zeitkonto nie leer.
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
