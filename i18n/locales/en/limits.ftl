# Issue 29: limits on heavy commands (core/limits.py). $scope: "user" (the member's own budget ran out) or
# "server" (the server's); the wait is $seconds, or $minutes when it is two minutes or more ($minutes is 0
# below that).
limits-replay = { $scope ->
    [server] Many replays were asked for on this server in the last few minutes
   *[user] You have asked for several replays in the last few minutes
    }: please ask again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }.
limits-step = { $scope ->
    [server] Many replay boards were asked for on this server in the last minute
   *[user] You have turned through many replay boards in the last minute
    }: please try again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }.
limits-export = { $scope ->
    [server] Many games were exported on this server in the last few minutes
   *[user] You have exported several games in the last few minutes
    }: please try again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }.
limits-download = { $scope ->
    [server] Many members downloaded their data on this server in the last few minutes
   *[user] You have downloaded your data several times in the last few minutes
    }: please try again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }.
limits-lobby = { $scope ->
    [server] Many new games were opened on this server in the last few minutes
   *[user] You have opened several new games in the last few minutes
    }: please try again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }.
# The one suggestion shown instead of moves (at most 100 characters).
limits-autocomplete = ⏳ { $scope ->
    [server] Too many suggestions on this server
   *[user] Too many suggestions asked
    }: try again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }
limits-autocomplete-picked = That suggestion only said to wait. In a few seconds, type your move again to see the suggestions, or press “Take your turn” on the game's newest card.
limits-hint = 💡 { $scope ->
    [server] Many hints were asked for on this server in the last minute
   *[user] You have asked for several hints in the last minute
    }: please ask again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }.
limits-review = { $scope ->
    [server] Many games were reviewed on this server in the last few minutes
   *[user] You have asked for several reviews in the last few minutes
    }: please try again in { $minutes ->
    [0] { $seconds ->
        [one] 1 second
       *[other] { $seconds } seconds
        }
    [one] 1 minute
   *[other] { $minutes } minutes
    }.
