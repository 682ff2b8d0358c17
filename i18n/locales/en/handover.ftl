# Handing a seat over (bot/cogs/handover.py, core/handover.py). $user: the member offered the seat; $by: who
# offered or proposed it; $left: the seat's player who left it; $seat: the seat's name on the board;
# $relative: when the offer runs out (a Discord timestamp); $hours: how long an offer waits.
handover-button-accept = Accept
handover-button-refuse = Refuse
handover-button-agree = Agree
handover-offer-post = { $by } offers { $user } their seat ({ $seat }) in this game of { $game }. { $user }, press **Accept** to take it over and play on, or **Refuse**. The offer runs out { $relative }.
handover-table-offer-post = The table offers { $user } { $seat }'s seat in this game of { $game }: the stand-in has kept it since { $left } left. { $user }, press **Accept** to take it over and play on, or **Refuse**. The offer runs out { $relative }.
handover-table-offer-post-former = The table offers { $user } { $seat }'s seat in this game of { $game }: the stand-in has kept it since its player left. { $user }, press **Accept** to take it over and play on, or **Refuse**. The offer runs out { $relative }.
handover-vote-post = { $by } proposes offering { $user } { $seat }'s seat, which the stand-in keeps since { $left } left. Players at the table: press **Agree** if you want it too (agreed: { $agreed }/{ $needed }; the creator's agreement is enough). The proposal runs out { $relative }.
handover-vote-post-former = { $by } proposes offering { $user } { $seat }'s seat, which the stand-in keeps since its player left. Players at the table: press **Agree** if you want it too (agreed: { $agreed }/{ $needed }; the creator's agreement is enough). The proposal runs out { $relative }.
handover-vote-decided = The table agreed: { $seat }'s seat is offered to { $user }.
handover-offered-reply = The offer is posted: { $user } has { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } to accept it.
handover-proposed-reply = Your proposal is posted: once most of the other players agree (or the game's creator does), { $user } is asked. It waits { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } at most.
handover-accepted-edit = { $user } accepted { $seat }'s seat.
handover-refused-edit = { $user } declined { $seat }'s seat: it stays as it was.
handover-accepted-post = { $user } takes over { $seat }'s seat from { $left } { $turns ->
        [0] before the first turn
        [one] after { $turns } turn
       *[other] after { $turns } turns
    } and plays on.
handover-accepted-post-former = { $user } takes over { $seat }'s seat { $turns ->
        [0] before the first turn
        [one] after { $turns } turn
       *[other] after { $turns } turns
    } and plays on.
handover-expired-post = Nobody answered in time: the offer of { $seat }'s seat to { $user } ran out.
handover-closed-game-over = This game is over, so the offer of { $seat }'s seat to { $user } is closed: nobody can accept it any more.
handover-welcome-dm = You now hold { $seat }'s seat in the game of { $game } in { $channel }: it plays on with you. Your private information follows.
handover-left-dm = The table handed your seat ({ $seat }) in the game of { $game } in { $channel } to { $user }, since the stand-in had kept it. It is theirs now: you no longer play it, and you no longer receive its hand.
handover-error-lobby = This game has not started: a member can simply join the lobby instead (`/game join`).
handover-error-not-in-play = Only a game in play has seats to hand over.
handover-error-computer = A computer cannot take a seat over: offer it to a member of the server.
handover-error-computer-seat = That seat is a computer's: it cannot be handed over.
handover-error-seated = { $user } already sits at this table.
handover-error-elsewhere = { $user } plays in another game of this channel: they can take a seat over once it is finished.
handover-error-self = You cannot offer a seat to yourself.
handover-error-no-seat = You have no seat in this game. To offer a seat the stand-in keeps, name its number with `seat:`.
handover-error-no-such-seat = This game has { $count ->
        [one] { $count } seat
       *[other] { $count } seats
    }: name one of them.
handover-error-not-player = Only a player at this table (one the stand-in does not replace) can offer another player's seat.
handover-error-not-standin = Its player still plays that seat: only they can hand it over. The table can offer a seat once the stand-in keeps it for good.
handover-error-pending = That seat already has an offer waiting for an answer: wait for it, or for it to run out.
handover-error-closed = This offer is no longer open.
handover-error-not-voter = Only the table's other players can agree to this proposal.
handover-error-voted = You have already agreed to this proposal.
handover-error-not-yours = This offer is for someone else: only the member it names can answer it.
handover-error-moved = That seat has changed hands since the offer was made: this offer no longer stands.
handover-error-busy = The stand-in is making this seat's decision right now: press **Accept** again in a moment.

# The help's page of more commands: this room's line.
handover-help-line = `/game handover` hand your seat over to another member (or, by the table, a seat the stand-in keeps)
