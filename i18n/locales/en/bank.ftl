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
bank-table-choice-average = Time bank: { $value } (on average { $average } a turn in the long run)
bank-pace-runs-dry = Playing once every { $pace }: each turn takes { $pace } from the bank and gives back { $increment }, so it lasts { $turns ->
    [0] no turn: the first one already times out
    [one] { $turns } such turn; after that every turn times out
   *[other] { $turns } such turns; after that every turn times out
}. Those who play less often should pick a bigger bank.
bank-pace-holds = Playing once every { $pace }: each turn gives back { $increment }, at least what it takes, so the bank never runs dry.
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
