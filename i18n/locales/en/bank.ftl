## Time banks (issue 30): a Fischer clock, a bank per seat plus an increment per completed turn
bank-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
bank-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
bank-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
bank-label = Bank { $bank }, +{ $increment } a turn
bank-label-capped = Bank { $bank }, +{ $increment } a turn, at most { $cap }
bank-table-line = **Time bank**: { $value } (a bank runs only while the game waits for its player)
bank-table-choice = Time bank: { $value }
bank-amount-days = { $hours ->
    [0] { $days } d
   *[other] { $days } d { $hours } h
}
bank-amount-hours = { $minutes ->
    [0] { $hours } h
   *[other] { $hours } h { $minutes } min
}
bank-line = ⏳ Time banks: { $banks }
bank-seat = { $seat }: { $amount }
bank-seat-running = { $seat }: **{ $amount }**, running
bank-seat-paused = { $seat }: **{ $amount }**, paused
bank-waiting-deadline = The time bank runs out { $relative } ({ $moment }).
