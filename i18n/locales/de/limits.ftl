# Issue 29: Grenzen für aufwendige Befehle (core/limits.py).
limits-replay = { $scope ->
    [server] Auf diesem Server wurden in den letzten Minuten viele Wiederholungen angefordert
   *[user] Du hast in den letzten Minuten mehrere Wiederholungen angefordert
    }: Bitte versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } noch einmal.
limits-step = { $scope ->
    [server] Auf diesem Server wurden in der letzten Minute viele Spielbretter von Wiederholungen angefordert
   *[user] Du hast in der letzten Minute durch viele Spielbretter der Wiederholung geblättert
    }: Bitte versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } noch einmal.
limits-export = { $scope ->
    [server] Auf diesem Server wurden in den letzten Minuten viele Partien exportiert
   *[user] Du hast in den letzten Minuten mehrere Partien exportiert
    }: Bitte versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } noch einmal.
limits-download = { $scope ->
    [server] Auf diesem Server haben in den letzten Minuten viele Mitglieder ihre Daten heruntergeladen
   *[user] Du hast deine Daten in den letzten Minuten mehrmals heruntergeladen
    }: Bitte versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } noch einmal.
limits-lobby = { $scope ->
    [server] Auf diesem Server wurden in den letzten Minuten viele neue Partien eröffnet
   *[user] Du hast in den letzten Minuten mehrere neue Partien eröffnet
    }: Bitte versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } noch einmal.
limits-autocomplete = ⏳ { $scope ->
    [server] Zu viele Vorschläge auf diesem Server
   *[user] Zu viele Vorschläge angefragt
    }: Versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } wieder
limits-autocomplete-picked = Dieser Vorschlag sagte nur, dass du warten sollst. Tippe deinen Zug in ein paar Sekunden noch einmal, um die Vorschläge zu sehen, oder drücke „Zug machen“ auf der neuesten Karte der Partie.
limits-hint = 💡 { $scope ->
    [server] Auf diesem Server wurden in der letzten Minute viele Tipps angefragt
   *[user] Du hast in der letzten Minute mehrere Tipps angefragt
    }: Bitte versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } noch einmal.
limits-review = { $scope ->
    [server] Auf diesem Server wurden in den letzten Minuten viele Partien analysiert
   *[user] Du hast in den letzten Minuten mehrere Analysen angefordert
    }: Bitte versuche es in { $minutes ->
    [0] { $seconds ->
        [one] 1 Sekunde
       *[other] { $seconds } Sekunden
        }
    [one] 1 Minute
   *[other] { $minutes } Minuten
    } noch einmal.
