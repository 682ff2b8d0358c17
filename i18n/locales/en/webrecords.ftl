# The web companion's server page (web/pages/server.py) and member page (web/pages/me.py). Terms: glossary.md.

## The server's page

webrec-server-title = This server's games
webrec-contents = On this page
webrec-names-note = Players are shown by a code of this server's pages, never by their Discord name. Your own code is on your personal page (/game mine web:Yes).
webrec-player = Player { $code }
webrec-former-player = Former player
webrec-playing-heading = Games in progress
webrec-playing-none = No game is in progress.
webrec-last-move-at = last move { $when }
webrec-lobbies-heading = Open lobbies
webrec-lobbies-none = No lobby is open.
webrec-lobbies-join = To join a lobby, press Join on its message in Discord.
webrec-lobby-seated = { $count ->
    [one] 1 player
   *[other] { $count } players
 }
webrec-opened-at = opened { $when }
webrec-finished-heading = Finished games
webrec-finished-none = No game has finished yet.
webrec-col-game = Game
webrec-col-finished = Finished
webrec-col-result = Result
webrec-col-place = Place
webrec-col-player = Player
webrec-col-rating = Rating
webrec-col-rated-games = Rated games
webrec-col-points = Points
webrec-col-games = Games
webrec-col-wins = Wins
webrec-col-move = At the month's end
webrec-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
 }
webrec-winner = winner
webrec-leaderboards-heading = Leaderboards
webrec-leaderboards-none = Nobody is on a leaderboard yet: a player needs 3 rated games in a title.
webrec-seasons-heading = Seasons
webrec-seasons-none = This server has no season.
webrec-season-title = { $game } season: { $month }
webrec-division = Division { $division }
webrec-division-empty = Nobody yet.
webrec-move-up = goes up
webrec-move-down = goes down
webrec-tournaments-heading = Tournaments
webrec-tournaments-none = This server has no tournament.
webrec-tournament-title = { $game } tournament no. { $number }
webrec-tournament-status = { $status ->
    [signup] Sign-up is open.
    [running] Round { $round } of { $rounds }.
    [finished] Finished.
   *[other] Called off.
 }
webrec-standings = Standings
webrec-withdrew = withdrew
webrec-round = Round { $round }
webrec-table = Table { $table }
webrec-table-points = points:
webrec-table-game = the game
webrec-bye = Bye (counts as a win): { $player }

## The member's page

webrec-me-title = Your page
webrec-me-private = This page is yours alone: it shows your hands and your plans. Anyone with its address sees it, so do not share it. Ask for a new link with /game mine web:Yes and this one stops working.
webrec-me-until = This link works until { $when }.
webrec-me-games-heading = Your games in progress
webrec-me-none = You are not playing any game right now.
webrec-me-seat = You play { $seat }.
webrec-me-code = Your code on this server's pages: { $code }
webrec-me-to-play = It is your turn.
webrec-me-hand = Your hand
webrec-me-no-hand = Nothing hidden is yours in this game.
webrec-me-plan-heading = Your plan for your next turn
webrec-me-plan-count = { $count ->
        [one] One decision planned, played when your turn comes if it is still possible then:
       *[other] { $count } decisions planned, played in this order when your turn comes, each if it is still possible then:
    }
webrec-me-plan-strict = Only if nothing changed: the plan is played only if the board is as it was when you made it.
webrec-me-plan-loose = Each decision is played if it is still possible, whatever changed before your turn.
webrec-me-plan-unfit = The game moved on and your plan no longer fits the board. Clear it and plan again with /game plan.
webrec-me-plan-none = Nothing planned. While another player decides, plan your next turn with /game plan.
webrec-me-game-page = The game's page
webrec-me-server-page = This server's page
webrec-refused-title = This link does not open a page
webrec-refused-forged = This address is not a valid personal link. Check that it was copied whole.
webrec-refused-expired = This personal link has expired (links work for 7 days).
webrec-refused-revoked = This personal link was replaced by a newer one, or its data was deleted.
webrec-refused-how = In Discord, use /game mine web:Yes to get a new link: only you see it.
