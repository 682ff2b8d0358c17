# A member's own data (issue 29): /game privacy, its buttons, and what the channels are told.
privacy-former-player = former player
privacy-overview = **What this bot keeps about you** (only you see this)
    Settings: { $settings } · times away: { $vacations } · DM channel with you kept: { $dm } · daily digest: { $digest }
    Ratings (rated games): { $ratings }
    Games in play: { $playing } ({ $games }) · lobbies: { $lobbies } · finished games: { $finished } · ended without a result: { $ended }.
    Matchmaking places: { $queue } · seasons joined: { $seasons } (past months' lines: { $months }) · tournaments: { $tournaments }
    { $policy }
privacy-button-download = Download my data
privacy-button-delete = Delete my data
privacy-button-standin = Leave my games to the stand-in
privacy-button-abandon = Abandon my games
privacy-button-confirm = Delete
privacy-button-cancel = Cancel
privacy-not-yours = These buttons belong to someone else. Use `/game privacy` to see your own data.
privacy-download-ready = Here is everything this bot keeps about you, as a JSON file. The games carry their public logs only: no hands, no other player's name.
privacy-confirm-head = **Delete your data?** This cannot be undone.
privacy-confirm-what = Your settings, times away, ratings, the kept DM channel, your places in queues and your seasons are deleted, and the leaderboards no longer list you. In finished games, and in tournaments already under way, your seat stays for the others' history and standings, as a "former player"; a tournament not yet started simply loses your sign-up.
privacy-confirm-choose = { $count ->
        [one] You are playing one game. Choose what becomes of it:
       *[other] You are playing { $count } games. Choose what becomes of them:
    }
privacy-game-choice = • { $game } in { $channel }: the stand-in (the computer) can play your seat to the end, or the game can end now.
privacy-game-ends-anyway = • { $game } in { $channel }: this game ends without a result whatever you choose (a game of two, or nobody else plays their own seat).
privacy-game-standin = • { $game } in { $channel }: the stand-in plays your seat to the end.
privacy-game-ends = • { $game } in { $channel }: the game ends now, without a result.
privacy-confirm-lobbies = { $count ->
        [one] You leave the lobby you joined (a lobby you opened is closed).
       *[other] You leave the { $count } lobbies you joined (a lobby you opened is closed).
    }
privacy-confirm-final = Press **Delete** to delete it all now, or **Cancel**.
privacy-done = Done: everything this bot kept about you is deleted. { $seats ->
        [0] No seat of a finished or ended game named you.
        [one] One seat of a finished or ended game now shows a former player.
       *[other] { $seats } seats of finished or ended games now show a former player.
    } Games left to the stand-in: { $standin }; games ended: { $ended }; lobbies left: { $lobbies }. Using the bot again stores only what it needs for that (your Discord app's language, for example).
privacy-already = Nothing about you is stored any more: it was already deleted, and nothing was done now.
privacy-cancelled = Nothing was deleted.
privacy-changed = Your games changed since you were asked, so nothing was deleted. Run `/game privacy` again.
privacy-post-standin = A player left this game and had their data removed: the stand-in plays { $seat } from now on.
privacy-post-ended = A player left this game of { $game } and had their data removed: the game ends here, without a result.
privacy-post-lobby-left = A player left this lobby of { $game }.
privacy-post-lobby-closed = The player who opened this lobby of { $game } left and had their data removed: the lobby is closed.
privacy-waiting-standin = The stand-in plays this seat (its player left the game).
privacy-policy-why = Why: to run your games, tell you when it is your turn, and keep the history and ratings true. It stays until you delete it here; your seats in finished games then stay as a “former player”.
privacy-policy-link = The whole policy (what, why, for how long, who sees it): { $url }
privacy-policy-ask = The whole policy (what, why, for how long, who sees it) is the bot's PRIVACY.md: ask the server's admins who run this bot for it.
