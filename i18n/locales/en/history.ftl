# Issue 14: statistics, leaderboards, history, export and replays of finished games.
history-no-such-game = I know no game number { NUMBER($id, useGrouping: 0) } here. `/records history` lists this server's finished games.
history-not-finished = Game { NUMBER($id, useGrouping: 0) } is not finished yet: its record, seed and boards stay secret until it ends.
history-not-played-out = Game { NUMBER($id, useGrouping: 0) } was not played to the end, so its record stays private.
history-unknown-game = I do not know that game: pick one from the list.
history-dm-only-own = Here in our DMs I show only your own history and statistics. To see another player's, ask in a server you share: there you see the games played in that server.
history-page-elsewhere = That page belongs to a list from another server or conversation, so I cannot turn it here: `/records history` here starts a fresh one.
history-computer = Computer ({ $level })
history-level-easy = easy
history-level-medium = medium
history-level-hard = hard
history-computer-stats = Computer players keep a fixed rating; their games are in `/records history`.
history-scope-server = This server
history-scope-overall = Overall
history-stats-head = **Statistics of { $player }**
history-stats-none = { $player } has no finished game yet.
history-stats-line = { $scope }: { $played ->
    [one] { $played } game
   *[other] { $played } games
    }, { $won ->
    [one] { $won } won
   *[other] { $won } won
    } ({ $rate } %), best score { $best }, { $rating }
history-rating = rating { $rating }
history-rating-placed = rating { $rating }, place { $place } on this server's leaderboard
history-rating-provisional = rating provisional: { $games } of { $minimum ->
    [one] { $minimum } game
   *[other] { $minimum } games
    } played (the leaderboard lists players from { $minimum } on)
history-rating-meaning = Ratings start at { $start } and move with every game against others; for { $minimum ->
    [one] the first game
   *[other] the first { $minimum } games
    } of a title they are provisional. `/game help` explains them.
history-no-rating = no rating yet
history-stats-options = Favourite options: { $options }
history-leaderboard-server-only = Leaderboards belong to a server: use `/records leaderboard` in one of its channels.
history-leaderboard-empty = Nobody is ranked in **{ $title }** here yet: a player needs { $minimum } finished games in this server.
history-leaderboard-head = **{ $title }: the best players of this server** (at least { $minimum } finished games; ranked by rating, explained in `/game help`)
history-leaderboard-line = { $place }. { $player }: { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
    })
history-leaderboard-you = You: place { $place } with { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
    })
history-leaderboard-unranked = You are not ranked yet: that takes { $minimum } finished games of this title here.
history-leaderboard-level = { $level } { $rating }
history-leaderboard-computers = Computer players, fixed: { $levels }
history-head-server = **Finished games of this server**, page { $page } of { $pages }
history-head-player = **Finished games of { $player }**, page { $page } of { $pages }
history-none-server = No game has finished in this server yet.
history-none-player = { $player } has no finished game here yet.
history-line = #{ NUMBER($id, useGrouping: 0) } { $date } **{ $title }**: { $seats }. Winner: { $winners }. { $days ->
    [one] { $days } day
   *[other] { $days } days
    }
history-seat-score = { $player } { $score }
history-standin-mark = (stand-in)
history-standin-part-mark = (the stand-in made { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
})
history-winner-standin = { $player } (finished by the stand-in: a loss in their record)
history-nobody = nobody
history-older = Older
history-newer = Newer
history-export-done = The record of game { NUMBER($id, useGrouping: 0) } ({ $title }): options, seats, seed and every action with its time. `python -m bot replay FILE` replays it.
history-caption-start = { $title }: the set-up
history-caption-turn = Turn { $turn } of { $total }: { $lines }
history-caption-turns = Turns { $first }–{ $turn } of { $total }; turn { $turn }: { $lines }
history-replay-progress = Drawing { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
    }: the replay follows in a moment.
history-replay-post = Replay of game { NUMBER($id, useGrouping: 0) }, **{ $title }** ({ $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
    }), asked for by { $user }.
history-replay-timelapse = The game is too long to show every turn, so this is a time-lapse: { $frames ->
    [one] { $frames } picture
   *[other] { $frames } pictures
    }, at most { $every ->
    [one] { $every } turn
   *[other] { $every } turns
    } apart, ending on the final position. `/records replay id:{ NUMBER($id, useGrouping: 0) } step:Yes` shows every turn.
history-replay-queued = { $ahead ->
    [one] 1 replay is ahead of yours
   *[other] { $ahead } replays are ahead of yours
    }: yours follows when { $ahead ->
    [one] it is
   *[other] they are
    } posted.
history-replay-busy = Your replay is still being drawn: ask for another once it is posted.
history-replay-full = Too many replays are waiting to be drawn just now; please ask again in a few minutes.
# The replay animation's alt text starts so; the final position's description follows.
history-replay-alt = Replay of game { NUMBER($id, useGrouping: 0) }, { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
    }. The last picture:
history-replay-posted = The replay of game { NUMBER($id, useGrouping: 0) } is in the channel ({ $size } MB).
history-replay-not-posted = I could not post the replay in this channel: I may lack the permission to attach files here.
history-step-head = **Game { NUMBER($id, useGrouping: 0) }, { $title }**: after turn { $turn } of { $total }
history-step-option = After turn { $turn }
history-step-start = The set-up
history-step-select = Jump to a turn
history-step-bad-choice = That turn is not in this game.
history-step-goto = Go to turn…
history-step-blocks = Jump to a block of turns
history-step-block = Turns { $first }–{ $last }
history-goto-title = Game { NUMBER($id, useGrouping: 0) }: go to a turn
history-goto-label = Turn number
history-goto-range = From 0 (the set-up) to { $last }
history-goto-not-a-number = “{ $value }” is not a turn number: type a whole number from 0 (the set-up) to { $last }.
history-goto-out-of-range = This game has no turn { $turn }: it ended after { $last ->
    [one] { $last } turn
   *[other] { $last } turns
}. Type a number from 0 (the set-up) to { $last }.

# Issue 30: the reliability score.
history-stats-reliability = Reliability: **{ $percent }%** of finished games ({ $games }) completed without the stand-in taking over after a time-out
history-stats-reliability-new = Reliability: new (finished games: { $games }; a score needs { $needed })

# Issue 31: the post-game review (/records review).
review-progress = Reviewing game { NUMBER($id, useGrouping: 0) }… turn { $turn } of { $total }.
review-head = **Review of game { NUMBER($id, useGrouping: 0) }: { $title }**
review-intro = The chart shows each player's estimated chance of winning after every turn.
review-shared-intro = The chart shows the table's expected final score after every turn (everyone wins or loses together).
review-drops-head = The turns that cost most (numbered on the chart):
review-no-drops = No single turn cost anyone much: the chances moved with the draws, or the game stayed close.
review-drop = **{ $number }. Turn { $turn }**, { $player }: { $played } ({ $before } → { $after })
review-drop-best = ↳ The hard computer would have played: { $best } (it expected { $value }).
review-drop-same = ↳ The hard computer would have played the same: the chance was lost before this turn, or by the draw.
review-drop-forced = ↳ There was no other move.
review-how = Estimated by playing the game on from each position many times, every seat playing as the medium computer does; the suggestions are the hard computer's search. Estimates, not verdicts.
review-percent = { $value }%
review-table = The table
review-chart-chance = Chance of winning after each turn
review-chart-score = Expected final score after each turn
review-chart-turns = Turn
review-alt-head = Chart of game { NUMBER($id, useGrouping: 0) }: { $what }, from the set-up to the end of turn { $turns }.
review-alt-leads = Who led: { $runs }.
review-alt-leads-merged = Who led, the shortest spells left out (the lead changed hands { $changes ->
    [one] { $changes } time
   *[other] { $changes } times
} in all): { $runs }.
review-alt-run = { $seat } from turn { $first } to turn { $last }
review-alt-run-one = { $seat } at turn { $turn }
review-alt-end = At the end: { $order }.
review-alt-order = { $seat } { $value }
review-alt-shared = It starts at { $start }, goes as low as { $low } and as high as { $high }, and ends at { $end }.
review-alt-drops = Biggest drops: { $drops }.
review-alt-drop = { $number }: turn { $turn }, { $seat }, { $before } to { $after }
