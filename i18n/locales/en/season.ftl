# Issue 30: seasons, a server's monthly ladder in one title (/records season and the season card).
season-month = { $month ->
    [one] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
    } { $year }
season-line = { $place }. { $arrow }{ $player } · { $points ->
    [one] { $points } point
   *[other] { $points } points
    } · { $games ->
    [one] { $games } game
   *[other] { $games } games
    }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
    }
season-division = **Division { $division }**
season-division-empty = Nobody yet.
season-card-title = 🏆 { $game } season: { $month }
season-card-previous = { $count ->
    [0] { $month } is over: nobody moved.
   *[other] { $month } is over:
    }
season-card-moved-up = ⬆️ { $player } goes up to division { $division }
season-card-moved-down = ⬇️ { $player } goes down to division { $division }
season-card-rules = A game counts when all its players are in the same division: one point for every player who finished below you. { $divisions ->
    [one] With one division nobody goes up or down: when the month ends, { $end } (UTC months), its standings are kept and the new month starts from zero.
   *[other] When the month ends, { $end } (UTC months), { $promote ->
        [one] the first
       *[other] the top { $promote }
    } of each division but the first { $promote ->
        [one] goes
       *[other] go
    } up and { $relegate ->
        [one] the last
       *[other] the bottom { $relegate }
    } of each division but the last { $relegate ->
        [one] goes
       *[other] go
    } down. New players start in the lowest division.
}
season-join = Join the season
season-joined = You are in the { $game } season, division { $division }. Rated games against players of your division count.
season-dm-up = 🏆 The { $game } season of { $month } on { $server } is over: you finished { $place } in your division and go up to division { $division }. The new season's card is in { $channel }.
season-dm-down = The { $game } season of { $month } on { $server } is over: you finished { $place } in your division and go down to division { $division }. The new season's card is in { $channel }.
season-on = The { $game } season is on in { $channel }: { $divisions ->
    [one] one division, whose standings start again from zero each month (nobody goes up or down).
   *[other] { $divisions } divisions; each month { $promote ->
        [one] the first
       *[other] the top { $promote }
    } of each division but the first { $promote ->
        [one] goes
       *[other] go
    } up and { $relegate ->
        [one] the last
       *[other] the bottom { $relegate }
    } of each division but the last { $relegate ->
        [one] goes
       *[other] go
    } down.
}
season-off = The { $game } season is off. Its players and past months are kept if you turn it on again.
season-unknown-game = I do not know that game: pick one from the list.
season-server-only = Seasons belong to a server: use this command in one.
season-manage-server = Only someone who can manage this server can set up its seasons.
season-bad-divisions = A season has 1 to { $most } divisions (0 turns it off).
season-bad-moves = From 1 to { $most } players of a division can go up or down.
season-none = This server has no season of that game. Someone who manages the server can start one with `/records season divisions:`.
season-already-in = You already play in this season, in division { $division }.
season-bad-month = “{ $month }” is not a month: write it like 2026-10.
season-no-archive = No closed season of { $month } here. { $count ->
    [0] None has closed yet.
   *[other] Closed months: { $months }.
    }
season-archive-title = { $game } season: { $month } (final)
season-archive-note = ⬆️ went up, ⬇️ went down at the end of the month.
season-archive-months = Past seasons (`month:`): { $months }
