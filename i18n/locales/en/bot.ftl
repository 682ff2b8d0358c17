# The bot's own words (bot/): lobby, board, panel, help, replies, reminders and DMs.
# Commands are named as /game <command>; their localised names are in commands.ftl.

## Lobby
bot-lobby-title-new = { $game }: new game
bot-lobby-footer-new = { $low }–{ $high } players. Press Join to take a seat; the creator picks the options and presses Start.
bot-lobby-title-started = { $game }: started
bot-lobby-footer-started = The game is on: follow the board messages below.
bot-lobby-title-closed = { $game }: closed
bot-lobby-footer-closed = This lobby is closed.
bot-lobby-nobody = nobody yet
bot-lobby-players = Players ({ $count }/{ $high })
bot-lobby-options = Options
bot-lobby-time = Time
bot-lobby-created-by = Created by
bot-lobby-join = Join
bot-lobby-leave = Leave
bot-lobby-start = Start
bot-lobby-modules = Modules (pick any)
bot-lobby-table-rules = Time per turn and absent players

## Board
bot-board-title = { $game } · after turn { $turn }
bot-board-players = Players
bot-board-now = Now
bot-board-take-turn = Take your turn
bot-board-show-hand = Show my hand
bot-score-row = { $place }. { $label }: { $total ->
    [one] { $total } point
   *[other] { $total } points
}
bot-final-rematch = Rematch
bot-final-title = { $game }: final scores
# Above the final scores of a game whose lowest total wins (they are listed lowest first).
bot-final-lowest-wins = The lowest total wins.

## Turn panel
bot-panel-undo = Undo last decision
bot-panel-so-far = So far: { $answers }
bot-panel-confirm-reveals = This shows hidden information, so it cannot be taken back (not even with Undo): press Confirm to do it.
bot-panel-confirm-reveals-back = This shows hidden information, so it cannot be taken back (not even with Undo): press Confirm to do it, or Back to choose again.
bot-panel-confirm-never-hint = **Don't ask again** does it and stops this question for such moves; `/game settings confirm:` brings it back.
bot-panel-never-ask = Don't ask again
bot-panel-never-ask-done = I will not ask again before such moves: `/game settings confirm:` brings the question back.
bot-panel-only = This is the only move you can make: press it to go on.
bot-panel-only-reveals = This is the only move you can make: press it to go on. It shows hidden information, so Undo cannot take it back.
bot-panel-only-go = Go on
bot-panel-back = Back
bot-panel-confirm = Confirm
bot-panel-confirm-with = Confirm: { $answers }
bot-panel-more-before = ◀ More
bot-panel-more-after = More ▶
bot-panel-shortcuts = Fly straight to… (one choice)
bot-panel-finish-here = Just this, nothing more

## Rules and help
bot-rules-none = No rules text.
bot-help-about-title = What this bot does
bot-help-about-text = It runs board games in a channel, turn by turn, over hours or days. After every turn it posts the board; your private cards come by DM (or with **Show my hand**). Games are saved after every move, so nothing is lost when the bot restarts.
bot-help-start-title = Starting a game
bot-help-start-text = `/game new` opens a lobby (add `thread:Yes` for a thread of its own). Others press **Join**, the creator picks the options and the time per turn in the menus, then presses **Start**. Before the start the creator can also fill seats with **Add computer player** and free them again with **Remove computer player**.
bot-help-turn-title = How a turn goes
bot-help-turn-text = When it is your turn you get one notification: a DM with a link (and your hand), or a mention in the channel if you turned DMs off. Press **Take your turn** on the newest board: a panel only you see offers the legal choices step by step, with **Back**. A choice that shows something hidden asks you to confirm; `/game undo` takes back the rest within your turn. A clock shows when your time runs out; `/table away` pauses it for a holiday.
bot-help-more-title = More commands
bot-help-commands-title = Commands
bot-help-commands-text =
    `/game new · join · leave · start · abort` the lobby
    `/game play · undo · hand · hint` your turn (hints where the lobby allowed them: the game is then not rated)
    `/game board · describe · status · log · catchup · rules · list · mine · help` looking on
    `/table away · back · vote-end` your time away and the table's vote to end a game · `/game queue` finding opponents
    `/records stats · leaderboard · history · export · replay · review` finished games
    `/records tournament · season` tournaments and monthly ladders
    `/game settings` your reminders, quiet hours, language, boards as text · `/game config` the server's
    `/game privacy` what the bot keeps about you: a copy, or its deletion (PRIVACY.md)
bot-help-ratings-title = Ratings
bot-help-ratings-text = Every finished game against other players or computer players moves your rating in that game: finishing ahead of others raises it, finishing behind them lowers it, and beating strong players counts most. The figure is cautious: it counts only what your games have shown so far, so it starts at { $start } and a steady player climbs as more games make it surer. For { $minimum ->
        [one] your first game
       *[other] your first { $minimum } games
    } of a title it is provisional; from then on `/records leaderboard` lists you, ranked by it. Each server has its own ratings, besides one over all your games. Computer players keep fixed ratings: easy { $easy }, medium { $medium }, hard { $hard }. `/records stats` shows yours.
bot-help-games-title = The games
bot-help-games-text = { $games }. `/game rules` shows the rules of this channel's game, `/game rules game:<name>` any game's, only to you.
bot-help-games-none = No games are installed yet.

## Time per turn (lobby and /game config)
bot-clock-off = No clock
bot-clock-12h = 12 hours
bot-clock-24h = 24 hours
bot-clock-48h = 48 hours
bot-clock-72h = 72 hours
bot-clock-7d = 7 days
bot-clock-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
bot-timeout-standin = the stand-in plays at once
bot-timeout-opponents = the other players decide
bot-handover-never = never
bot-handover-after = { $turns ->
    [one] after { $turns } timed-out turn in a row
   *[other] after { $turns } timed-out turns in a row
}
bot-table-clock-line = **Time per turn**: { $value }
bot-table-clock-line-default = **Time per turn**: { $value } (none if you play alone: pick one in the menu to keep it)
bot-table-timeout-line = **When time runs out**: { $value }
bot-table-handover-line = **Stand-in keeps the seat**: { $value }
bot-table-no-clock-line = **Without a clock**: after { $days } days without a move the others may `/table vote-end`
bot-table-clock-choice = Time per turn: { $value }
bot-table-timeout-choice = When time runs out: { $value }
bot-table-handover-choice = Stand-in keeps the seat: { $value }
bot-quiet-format = Quiet hours look like `22-08` (from 22:00 to 08:00), or `off`.
bot-quiet-hours = Quiet hours are two different hours from 0 to 23, like `22-08`.

## Refusals and errors of the game service
bot-nobody = nobody
bot-seat-of = { $seat } ({ $player })
bot-seat-of-computer = { $seat } – { $player }
bot-played-by-standin = Played by the stand-in: { $line }
bot-error-game-busy = This game is busy with another action right now, so nothing was done: press again in a moment.
bot-error-game-missing = This channel's game ({ $game }) is not available on this bot any more.
bot-damaged-part-options = options
bot-damaged-part-state = state
bot-error-damaged = This channel's game is damaged: its saved { $what } cannot be read, so it cannot go on. Its creator or someone who can manage this channel can end it with `/game abort`.
bot-error-not-started = This game has not started yet.
bot-error-cancelled-before-start = This game was cancelled before it started.
bot-error-replay-failed = This game's saved data is damaged and could not be rebuilt, sorry. Ask the game's creator to `/game abort` it and start a new one.
bot-error-game-over = This game is over.
bot-error-not-playing-watch = You are not playing in this game: you can watch with `/game board`.
bot-error-not-your-turn = It is not your turn: { $who } is to play.
bot-error-bad-move = { $reason } Pick a move from the list or press “Take your turn”.
bot-error-illegal-move = That move is not allowed now: { $reason }
bot-error-player-count = { $game } needs { $low }–{ $high } players; { $joined ->
    [one] only { $joined } joined
   *[other] { $joined } joined
}. Ask others to press Join.
bot-error-bad-options = The game cannot start with these options: { $reason }
bot-error-undo-over = This game is over: its decisions stand.
bot-error-undo-none = { $game } has no undo: every decision stands.
bot-error-undo-not-playing = You are not playing in this game, so there is no decision of yours to undo.
bot-error-undo-nothing-yet = Nothing to undo this turn: you have not decided anything yet.
bot-error-undo-nothing = Nothing to undo: nobody has decided anything in this game yet.
bot-error-undo-not-yours = Only the player who took the last decision can undo it ({ $who }).
bot-error-undo-turn-over = Your turn is already over, so it stands: the board is in the channel.
bot-error-undo-followed = That decision is followed by { $who }'s, so it stands.
bot-error-undo-unreadable = This game's saved data is damaged: its last decision is unreadable.
bot-error-undo-revealed = That revealed hidden information ({ $what }), so it stands.
bot-error-undo-unsafe = I cannot undo safely here: this game's saved data does not add up. The game itself is unchanged.

## The bot's replies, posts and DMs (bot/app.py)
bot-generic-failure = Something went wrong on my side. The game is safe: try again in a moment.
bot-store-busy = The database is busy right now: your move or choice was not made. Press again in a moment.
bot-store-failure = I cannot save right now ({ $reason }), so nothing was changed. The bot's admin can see the cause in its log; please try again later.
bot-store-reason-busy = the database is busy
bot-store-reason-full = the server's disk is full
bot-store-reason-readonly = the database is read-only
bot-store-reason-io = the disk reported an error
bot-store-reason-corrupt = the database file is damaged
bot-store-reason-down = the database cannot be reached
bot-error-bad-value = That value is not valid here: { $value }. Pick one of the offered choices.
bot-error-outdated-command = This command changed recently and Discord still shows the old form: reload Discord (Ctrl+R) or try again in a few minutes.
bot-error-server-channel = Use this command in a server text channel or thread.
bot-error-games-live-in-channels = Games live in server text channels and threads: use this command there.
bot-error-no-game-here = There is no game in this channel. Start one with `/game new`.
bot-error-game-gone = This game does not exist any more. Start a new one with `/game new`.
bot-error-unknown-control = I do not recognise this control. Use `/game board` to get a fresh board.
bot-error-control-elsewhere = This control belongs to a game in another channel.
bot-error-control-other-server = This control belongs to another server: it works only there.
bot-error-control-in-server = This control belongs to a server: press it there, not in a direct message.
bot-error-control-not-yours = This control is not yours.
bot-error-control-gone = What this control belonged to no longer exists.
bot-dms-closed = { $user }, I cannot send you direct messages, so I will mention you here when it is your turn; press **Show my hand** on the board (or `/game hand`) for your private information.
bot-private-view = **{ $game }** in { $channel }, your private view:
    { $view }
bot-game-over = The game is over. { $outcome }
bot-standin-part = The stand-in made { $count ->
    [one] { $count } decision
   *[other] { $count } decisions
} for { $user } in this game: the result is not all theirs.
bot-standin-held = The stand-in played the seat of { $user } to the end of the game: that seat's result stands on the board, and counts as a loss for { $user } in ratings and statistics.
bot-standin-plays-for = The stand-in plays for { $user } ({ $seat }).
bot-your-turn-board = { $user }, it is your turn ({ $seat }). Press **Take your turn**.
bot-turn-dm = Your turn in **{ $game }** ({ $channel }): { $link }
bot-turn-dm-off = Turn these reminders off with `/game settings reminders:No`.
bot-your-turn-short = { $user }, it is your turn ({ $game }).
bot-game-over-dm = **{ $game }** in { $channel } is over. { $outcome } { $link }
bot-waiting-standin = The stand-in plays this seat ({ $user } can `/table back` it).
bot-waiting-away = { $user } is away until { $until }: the game waits, and their clock is paused.
bot-waiting-deadline = Time runs out { $relative } ({ $moment }).
bot-game-begins = The game begins with { $players ->
    [one] { $players } player.
   *[other] { $players } players.
}
bot-game-begins-title = { $game } · the game begins
bot-decision-for-you = { $user }, a decision for you ({ $seat }): press **Take your turn** on the board.
bot-board-title-now = { $game } · now
bot-board-title-final = { $game } · final board
bot-late-title = { $game } · moves posted late

## Lobby replies (bot/cogs/lobby.py)
bot-error-channel-busy = This channel already has a game. Finish it, or ask its creator to `/game abort` it, or start yours in another channel or thread.
bot-error-lobby-changed = The lobby changed just as you pressed Start (someone joined or left, or an option changed): look at it again and press Start once more.
bot-error-lobby-closed = This lobby is closed: the game has started or was cancelled.
bot-error-too-late = Too late: the game has started (or was cancelled).
bot-error-creator-options = Only the game's creator chooses the options.
bot-error-option-not-offered = That option value is not offered. Pick one from the menu.
bot-error-module-not-offered = That module is not offered. Pick from the menu.
bot-rematch-invite = { $users }: { $user } wants a rematch. Press **Join** to take your seat again.
bot-lobby-open-here = The { $game } lobby is open in this channel: { $channel }.
bot-lobby-open-thread = The { $game } lobby is open in its own thread: { $channel }.
bot-error-no-thread-permission = I may not create threads here (the Create Public Threads permission is missing): start the game without `thread`, or ask a server admin.
bot-error-rematch-unfinished = A rematch starts from a finished game.
bot-error-rematch-not-player = Only the players of that game can ask for a rematch; `/game new` starts a new one.
bot-rematch-seated = You are in the { $game } rematch: I gave you a seat in its lobby ({ $where }).
bot-rematch-already-in = You already have a seat in the { $game } rematch lobby ({ $where }); it begins when its creator presses **Start**.
bot-rematch-full = The { $game } rematch lobby is full ({ $players ->
    [one] { $players } player
   *[other] { $players } players
    }), so I could not seat you: { $where }.
bot-rematch-other-lobby = This channel already has a lobby open for another game, { $game } ({ $where }): join that one, or press **Rematch** again once its game is over.
bot-rematch-game-on = A game of { $game } has already started in this channel ({ $where }), so I cannot seat you: follow it with `/game board`, and press **Rematch** again once it is over.
bot-error-creator-time = Only the game's creator chooses the time per turn.
bot-error-not-on-menu = That choice is not on the menu.
bot-error-join-started = This game has already started; you can follow it with `/game board`.
bot-error-join-too-late = Too late: the game has started (or was cancelled). You can follow it with `/game board`.
bot-error-table-full = The table is full ({ $players } players).
bot-error-already-in = You are already in this game.
bot-joined = You joined the game.
bot-error-leave-started = The game has started: you cannot leave now. The creator can `/game abort` it.
bot-error-leave-creator = You created this game: cancel it with `/game abort` instead.
bot-error-leave-too-late = Too late: the game has started, so your seat is in play. The creator can `/game abort` it.
bot-error-not-in-game = You are not in this game.
bot-left = You left the game.
bot-error-start-creator = Only the creator ({ $user }) can start the game.
bot-error-already-started = This game has already started.
bot-error-already-closed = This game is already closed.
bot-cancelled = The game was cancelled.
bot-cancelled-post = { $user } cancelled this channel's { $game } game. Start a new one with `/game new`.
bot-error-abort-permission = Only the game's creator or someone who can manage this channel can cancel it.
bot-error-unknown-game = I do not know that game. Pick one of: { $games }.
bot-error-no-games = I do not know that game: no games are installed.
bot-error-start-in-server = Start games in a server text channel or thread.
bot-started = Started: the board is in the channel.
bot-abort-confirm-button = Yes, cancel the game
bot-abort-confirm = Cancel this game for everyone? This cannot be undone.

## Playing (bot/cogs/play.py)
bot-error-cancelled-buttons = This game was cancelled: its buttons do nothing now.
bot-error-not-playing = You are not playing in this game; anyone can follow it with `/game board`.
bot-error-off-menu = That choice is not on the menu. Press **Take your turn** on the board to start again.
bot-error-one-answer = Pick exactly one answer.
bot-error-over-final-board = This game is over: see the final board in the channel.
bot-error-not-your-turn-remind = It is not your turn: { $who } is to play. I will remind you when it is.
bot-you-got = You got: **{ $items }**.
bot-you-got-count = { $count ->
    [one] One new item is in your private view.
   *[other] { $count } new items are in your private view.
}
bot-panel-game-over = The game is over.
bot-panel-turn-done = Your turn is done: the board is in the channel.
bot-panel-now-decides = Now { $seat } decides.
bot-stale-panel = This panel was out of date: the game moved on since it was shown.
bot-typed-moved-on = That suggestion was for an earlier moment of the game, which has moved on since: here is your turn as it is now.
bot-stale-board = That board is from an earlier turn.
bot-stale-your-decision = Here is your current decision.
bot-stale-now-decides = Now { $user } decides ({ $seat }).
bot-stale-newest-board = See the [newest board]({ $link }).
bot-taken-back = ↩ Taken back: { $line }
bot-error-no-hand = You are not playing in this game, so you have no hand here.
bot-nothing-private = Nothing private.
bot-error-move-text = A move is a short text: pick one from the suggestions while typing.
bot-error-undo-not-started = This game has not started yet: there is nothing to undo.
bot-error-moved-on = The game moved on meanwhile: try again.

## Looking on (bot/cogs/info.py)
bot-finished-note = This game is finished (a new one can start here with `/game new`).
bot-log-empty = No moves yet.
bot-log-line = Turn { $turn }: { $line }
bot-log-head = **{ $game }**, decisions { $first }–{ $last } of { $total }
bot-log-head-finished = **{ $game }**, decisions { $first }–{ $last } of { $total } (finished)
bot-log-older = Older
bot-log-newer = Newer
bot-list-lobby = { $where } **{ $game }** lobby: { $joined ->
    [one] { $joined } player
   *[other] { $joined } players
}, opened { $opened }
bot-list-to-play = : { $user } to play since { $since }
bot-list-paused = {" "}(away, clock paused)
bot-list-deadline = , time runs out { $relative }
bot-list-board = board
bot-error-list-server = `/game list` shows a server's games: use it in a server channel. `/game mine` lists your own games anywhere.
bot-list-none = No games in this server right now. Start one with `/game new`.
bot-list-head = **Games in this server** ({ $count })
bot-mine-none = You are in no game right now. Start one with `/game new` in a server channel, or `/game list` to see what runs there.
bot-mine-head = { $waiting ->
    [0] **Your games** ({ $count }; none waits for you)
    [one] **Your games** ({ $count }; { $waiting } waiting for you)
   *[other] **Your games** ({ $count }; { $waiting } waiting for you)
}
bot-list-more = … and { $count } more
bot-mine-page = Page { $page } of { $pages }
bot-mine-previous = ◀ Previous
bot-mine-next = Next ▶
bot-mine-not-yours = These pages belong to someone else's list. Use `/game mine` to see your own games.
bot-error-board-lobby = The game has not started yet: see the lobby message above.
bot-status-lobby = { $game } lobby: { $joined ->
    [one] { $joined } player
   *[other] { $joined } players
} joined; the creator presses Start when ready.
bot-status-old-rules = This game began under earlier rules (version { NUMBER($old, useGrouping: 0) }) and keeps them to its end; new games use the corrected rules (version { NUMBER($new, useGrouping: 0) }).
bot-error-rules-unknown-game = I do not know that game: pick one from the list.
bot-error-rules-name-game = Name a game.
bot-error-rules-no-game = There is no game here: name the game whose rules you want.

## Clocks, reminders, the stand-in, time away and votes (bot/cogs/clock.py)
bot-lobby-expired = This { $game } lobby closed itself after { $hours ->
    [one] an hour
   *[other] { $hours } hours
} without a start, so the channel is free. Open a new one with `/game new` when you are ready.
bot-reminder-channel = { $user }, your time in this { $game } game is nearly up: it runs out { $left }. Press **Take your turn** on the newest board.
bot-reminder-mute-button = No more reminders this turn
bot-reminder-dm-half = Reminder: it is still your turn in **{ $game }** ({ $channel }), and your time is half gone: it runs out { $left }. { $board }
bot-reminder-dm-tenth = Reminder: it is still your turn in **{ $game }** ({ $channel }), and your time is nearly up: it runs out { $left }. { $board }
bot-timeout-button-standin = Let the stand-in play this turn
bot-timeout-button-extend = Give them another day
bot-timeout-ask = ⌛ Time ran out for { $user } in this { $game } game. { $others }: you decide. The first press counts; until then the game waits.
bot-timeout-standin-played = ⌛ Time ran out for { $user }: the stand-in played their turn.
bot-handover-post = { $user } missed { $count ->
    [one] { $count } turn
   *[other] { $count } turns
} in a row, so the stand-in plays their seat for the rest of the game. They can take it back any time with `/table back`.
bot-handover-dm = You missed { $count ->
    [one] { $count } turn
   *[other] { $count } turns
} in a row in **{ $game }** ({ $channel }), so the stand-in now plays your seat. Take it back with `/table back` in that channel whenever you like.
bot-error-reminder-not-yours = This reminder was sent to another player, so it is not yours to silence.
bot-error-mute-over = That turn is over already, so there is nothing to silence.
bot-muted = No more reminders for this turn. (The next turn reminds you again.)
bot-error-timeout-players-only = Only the players of this game decide this.
bot-error-timeout-others-decide = The other players decide this one. You can still make your move: press **Take your turn** on the board.
bot-error-timeout-decided = This was decided already (or the turn was played meanwhile).
bot-timeout-extended = { $user } gave { $player } another day: the turn now runs out { $deadline }.
bot-timeout-standin-chosen = { $user } let the stand-in play this turn for { $player }.
bot-error-away-days = Choose between 1 and { $high } days.
bot-error-away-already = You are already away until { $until }. Use `/table back` first if you want to change it.
bot-error-away-allowance = You can be away at most { $allowance } days a quarter, so nobody's game is frozen for long; { $left ->
    [one] { $left } day
   *[other] { $left } days
} left this quarter.
bot-away = Enjoy your time off. You are away until { $until } ({ $relative }): your clocks are paused in all your games and you get no reminders. `/table back` ends it early.
bot-back = Welcome back: your clocks run again, with the time they had left.
bot-waiting-line = • **{ $game }**: your time runs out { $left } · { $board }
bot-waiting-line-no-clock = • **{ $game }**: no time limit · { $board }
bot-back-waiting = Welcome back: your clocks run again, with the time they had left. Waiting for you:
    { $games }
bot-away-over-dm = Your time away is over: your clocks run again, with the time they had left. Waiting for you:
    { $games }
bot-away-over-dm-none = Your time away is over: your clocks run again, with the time they had left. No game is waiting for you right now.
bot-reclaimed = Your seat is yours again: you play your next turns yourself.
bot-reclaimed-post = { $user } took their seat back from the stand-in.
bot-error-vote-not-started = This game has not started yet: its creator can `/game abort` the lobby.
bot-error-vote-players = Only the players of this game can vote to end it.
bot-error-vote-clock = This game has a clock, so an absent player's turns are played by the stand-in instead; there is no vote.
bot-error-vote-yours = The game is waiting for you: make your move (or ask the creator to `/game abort` it).
bot-error-vote-early = A game can be ended by vote only after { $days } days without a move; the last move was { $last }.
bot-vote-counted = Your vote counts: { $votes } of the { $needed } needed.
bot-vote-decided = Your vote decided it: the game is ended.
bot-vote-ended-post = The other players voted to end this { $game } game after { $days } days without a move. It ends here with no winner recorded. Start a new one with `/game new`.

## Settings (bot/cogs/settings.py)
bot-on = on
bot-off = off
bot-yes = yes
bot-no = no
bot-language-auto = automatic (as Discord says)
bot-settings-bad-reminders = `reminders` is Yes or No: pick one from the list.
bot-settings-bad-language = Pick the language from the list.
bot-settings-bad-timezone = Pick your time zone from the list while typing, like `{ $zone }`.
bot-settings-bad-boards = Pick from the list how boards reach you: as images or as text.
bot-settings-bad-headsup = Pick the heads-up from the list: on or off.
bot-settings-bad-digest = Pick the digest's hour from the list, or off.
bot-settings-notices = Heads-up when the player before you starts their turn: **{ $headsup }**. Daily digest: **{ $digest }**.
    Change with `/game settings headsup:On|Off digest:18:00|Off`.
bot-settings-headsup-on = on
bot-settings-headsup-off = off
bot-settings-digest-off = off (a DM on each of your turns)
bot-settings-digest-at = every day at { $hour } ({ $zone }), the next one { $next }; instead of a DM on each turn (the last reminder before a deadline still comes)
bot-settings-digest-in-quiet = That hour is inside your quiet hours: the digest still comes then, since you chose it.
bot-headsup-dm = Heads-up: { $player } has started their turn in **{ $game }** ({ $channel }), and you play next. { $link }
bot-headsup-dm-off = Turn these off with `/game settings headsup:Off`.
bot-digest-head = { $count ->
    [one] **Your daily digest**: one game is waiting for you
   *[other] **Your daily digest**: { $count } games are waiting for you
}
bot-digest-left = Your time runs out { $left } ({ $moment }).
bot-digest-no-clock = No time limit.
bot-digest-tail = -# This comes once a day instead of a DM on each turn: `/game settings digest:` changes the hour or turns it off.
bot-error-yes-no = Pick Yes or No from the list.
bot-boards-images = images
bot-boards-text = text instead of images
bot-settings-bad-confirm = Pick from the list whether I ask before a move that shows hidden information: always or never.
bot-confirm-always = always asked
bot-confirm-never = never asked (done on the tap)
bot-describe-head = **{ $game }**, the board in words (only you see this):
bot-describe-pointer = The whole board in words: `/game describe` in { $channel }.
bot-text-board = **The board:** { $words }
bot-settings-quiet-hours = from { $start } to { $end } ({ $zone })
bot-settings-quiet-none = none
bot-settings-summary =
    Turn reminder DMs are **{ $reminders }**; quiet hours: **{ $quiet }** (a reminder due then waits until they end; your deadlines do not move). Language of my answers to you: **{ $language }**. Boards and hands I send you privately: **{ $boards }** (the channel's boards keep their images for everyone; `/game describe` puts any board into words). Moves that show hidden information: **{ $confirm }**.
    Change with `/game settings reminders:Yes|No quiet:22-08 timezone:{ $zone } language:… boards:… confirm:…` (`quiet:off` removes the quiet hours).
bot-config-server-only = `/game config` is a server's configuration: use it in a server channel.
bot-config-manage-server = Only someone with the Manage Server permission can change the configuration; anyone can see it with `/game config`.
bot-config-bad-clock = Pick the default time per turn from the list.
bot-config-bad-expiry = Pick the lobby expiry from the list.
bot-config-mentions-yes = yes
bot-config-mentions-no = no, by DM instead
bot-config-summary = **This server's game settings**
    Default time per turn: **{ $clock }**{ $clock_default ->
        [1] {" "}(the bot default)
       *[0] {""}
    }
    Last reminder may mention the player in the channel: **{ $mentions }**
    A lobby not started closes itself after **{ $hours } hours**
    New games open a thread of their own: **{ $threads }** (`/game new thread:` decides for one game)
    Language of public posts and boards: **{ $language }** (now: { $effective })
    Members with Manage Server change these with `/game config clock:… channel_mentions:… lobby_expiry_hours:… threads:… language:…`.
bot-error-not-back = You are not away, and the stand-in plays no seat of yours in this channel: there is nothing to come back to.

# Issue 30: reliability and the matchmaking queue.
bot-reliability-new = new
bot-reliability-share = { $percent }% reliable
bot-lobby-reliability-line = **Reliability asked**: at least { $minimum }% { $new ->
        [1] (new players welcome)
       *[0] (new players kept out)
    }
bot-lobby-reliability-choice = { $minimum ->
        [0] Reliability: no minimum
       *[other] Reliability: at least { $minimum }%
    }
bot-lobby-reliability-new-choice = { $new ->
        [1] New players (fewer than 5 games): let them join
       *[0] New players (fewer than 5 games): keep them out
    }
bot-lobby-below-minimum = This table asks for at least { $minimum }% reliability (the share of finished games completed without the stand-in taking over after a time-out). Yours is { $percent }% (finished games: { $games }), so you cannot join this one; other tables and `/game queue` are open to you.
bot-lobby-below-minimum-new = This table asks for at least { $minimum }% reliability, and its host keeps out players with too few finished games (you have { $games }, a score needs { $needed }). Other tables and `/game queue` are open to you.
bot-queue-server-only = The queue belongs to a server: use `/game queue` in a server channel.
bot-queue-no-channel = This server has no matchmaking channel yet, so the queue is closed. Someone with the Manage Server permission opens it with `/game config queue_here: Yes` in the channel where matched games should start.
bot-queue-bad-players = { $game } in the queue is played by { $low } to { $high } players.
bot-queue-already = You are already waiting for { $game } here (one place per game): `/game queue action: Leave the queue` first to change what you wait for.
bot-queue-not-in = You are not waiting in this server's queue for that.
bot-queue-which-game = Which game do you want to wait for? Choose one in the `game` option.
bot-queue-joined = You wait for **{ $game }** (players: { $players }, { $clock } per turn). When enough players of your level wait too, the game starts in a thread and I send you a link. Your place expires after a week.
bot-queue-left = { $count ->
        [one] You left the queue.
       *[other] You left the queue for { $count } games.
    }
bot-queue-status-head = **Your places in the queue**
bot-queue-status-line = { $game } · players: { $players } · { $clock }: place { $position } of { $waiting }, waiting since { $since }, { $spread ->
        [-1] any rating accepted now
       *[other] rating gap accepted now: ±{ $spread }
    }{ $minimum ->
        [0] {""}
       *[other] , reliability asked: { $minimum }%
    }; expires { $expires }
bot-queue-empty = You are not waiting in this server's queue. `/game queue game:` puts you in it.
bot-queue-expired = Nobody matched you for { $game } within a week, so your place in the queue expired. `/game queue` puts you back in.
bot-queue-thread-name = { $game } · matched
bot-queue-matched-post = { $users }: the queue matched you for **{ $game }**. Good game!
bot-queue-matched-dm = Your game of **{ $game }** from the queue has started: { $channel }
bot-queue-called-off = A player matched with you for **{ $game }** deleted their data before the game could start, so this match is off. `/game queue` puts you back in.
bot-config-queue-none = Matchmaking queue: **closed** (`/game config queue_here: Yes` in a channel opens it there)
bot-config-queue-channel = Matchmaking queue: matched games open in { $channel }

# Issue 31: the final card's score chart (beside the final board).
bot-final-chart-title = Scores after each turn
bot-final-chart-turns = Turn
bot-final-chart-alt = Chart of the scores after each of the { $turns } turns. At the end: { $scores }.
bot-config-web-pages = Web pages of this server's games: **{ $on ->
        [1] on
       *[0] off
    }** (anyone with a game's link can watch it there; `/game config web_pages:` changes it)
