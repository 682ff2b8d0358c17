# Issue 14: Statistiken, Bestenlisten, Verlauf, Export und Wiederholungen beendeter Partien.
history-no-such-game = Eine Partie Nummer { NUMBER($id, useGrouping: 0) } kenne ich hier nicht. `/ergebnisse partien` zeigt die beendeten Partien dieses Servers.
history-not-finished = Partie { NUMBER($id, useGrouping: 0) } ist noch nicht zu Ende: Aufzeichnung, Startwert und Spielbretter bleiben bis dahin geheim.
history-not-played-out = Partie { NUMBER($id, useGrouping: 0) } wurde nicht zu Ende gespielt, daher bleibt ihre Aufzeichnung privat.
history-unknown-game = Dieses Spiel kenne ich nicht: Wähle eines aus der Liste.
history-dm-only-own = Hier in unseren Direktnachrichten zeige ich nur deinen eigenen Verlauf und deine eigene Statistik. Für die von anderen frage auf einem Server, auf dem ihr beide seid: Dort siehst du die Partien, die auf diesem Server gespielt wurden.
history-page-elsewhere = Diese Seite gehört zu einer Liste von einem anderen Server oder aus einem anderen Gespräch, darum kann ich hier nicht weiterblättern: `/ergebnisse partien` beginnt hier eine neue.
history-computer = Computer ({ $level })
history-level-easy = leicht
history-level-medium = mittel
history-level-hard = schwer
history-computer-stats = Computerspieler haben ein festes Rating; ihre Partien stehen in `/ergebnisse partien`.
history-scope-server = Dieser Server
history-scope-overall = Insgesamt
history-stats-head = **Statistik von { $player }**
history-stats-none = { $player } hat noch keine beendete Partie.
history-stats-line = { $scope }: { $played ->
    [one] { $played } Partie
   *[other] { $played } Partien
    }, { $won ->
    [one] { $won } gewonnen
   *[other] { $won } gewonnen
    } ({ $rate } %), beste Punktzahl { $best }, { $rating }
history-rating = Rating { $rating }
history-rating-placed = Rating { $rating }, Platz { $place } in der Rangliste dieses Servers
history-rating-provisional = Rating vorläufig: { $games } von { $minimum ->
    [one] { $minimum } Partie
   *[other] { $minimum } Partien
    } gespielt (in die Rangliste kommt man ab der { $minimum }. Partie)
history-rating-meaning = Ratings beginnen bei { $start } und ändern sich mit jeder Partie gegen andere; { $minimum ->
    [one] in der ersten Partie
   *[other] in den ersten { $minimum } Partien
    } eines Spiels sind sie vorläufig. `/spiel hilfe` erklärt sie.
history-no-rating = noch kein Rating
history-stats-options = Lieblingsoptionen: { $options }
history-leaderboard-server-only = Bestenlisten gehören zu einem Server: Nutze `/ergebnisse rangliste` in einem seiner Kanäle.
history-leaderboard-empty = In **{ $title }** steht hier noch niemand in der Rangliste: Dafür braucht es { $minimum } beendete Partien auf diesem Server.
history-leaderboard-head = **{ $title }: die besten Spieler dieses Servers** (mindestens { $minimum } beendete Partien; sortiert nach Rating, erklärt in `/spiel hilfe`)
history-leaderboard-line = { $place }. { $player }: { $rating } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
    })
history-leaderboard-you = Du: Platz { $place } mit { $rating } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
    })
history-leaderboard-unranked = Du stehst noch nicht in der Rangliste: Dafür braucht es hier { $minimum } beendete Partien dieses Spiels.
history-leaderboard-level = { $level } { $rating }
history-leaderboard-computers = Computerspieler, fest: { $levels }
history-head-server = **Beendete Partien dieses Servers**, Seite { $page } von { $pages }
history-head-player = **Beendete Partien von { $player }**, Seite { $page } von { $pages }
history-none-server = Auf diesem Server ist noch keine Partie zu Ende gegangen.
history-none-player = { $player } hat hier noch keine beendete Partie.
history-line = #{ NUMBER($id, useGrouping: 0) } { $date } **{ $title }**: { $seats }. Sieg: { $winners }. { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
    }
history-seat-score = { $player } { $score }
history-standin-mark = (Vertretung)
history-standin-part-mark = (die Vertretung traf { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
})
history-winner-standin = { $player } (von der Vertretung zu Ende gespielt: zählt als Niederlage)
history-nobody = niemand
history-older = Ältere
history-newer = Neuere
history-export-done = Die Aufzeichnung von Partie { NUMBER($id, useGrouping: 0) } ({ $title }): Optionen, Plätze, Startwert und jede Aktion mit ihrer Zeit. `python -m bot replay FILE` spielt sie nach.
history-caption-start = { $title }: der Aufbau
history-caption-turn = Zug { $turn } von { $total }: { $lines }
history-caption-turns = Züge { $first }–{ $turn } von { $total }; Zug { $turn }: { $lines }
history-replay-progress = Ich erstelle die Bilder für { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
    }: Die Wiederholung folgt gleich.
history-replay-post = Wiederholung von Partie { NUMBER($id, useGrouping: 0) }, **{ $title }** ({ $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
    }), angefordert von { $user }.
history-replay-timelapse = Die Partie ist zu lang, um jeden Zug zu zeigen, deshalb ist das ein Zeitraffer: { $frames ->
    [one] { $frames } Bild
   *[other] { $frames } Bilder
    } im Abstand von höchstens { $every ->
    [one] { $every } Zug
   *[other] { $every } Zügen
    }, bis zur Schlussstellung. `/ergebnisse wiederholung nummer:{ NUMBER($id, useGrouping: 0) } schritte:Ja` zeigt jeden Zug.
history-replay-queued = { $ahead ->
    [one] 1 Wiederholung ist vor deiner dran
   *[other] { $ahead } Wiederholungen sind vor deiner dran
    }: Deine folgt, sobald { $ahead ->
    [one] sie gepostet ist
   *[other] sie gepostet sind
    }.
history-replay-busy = Deine Wiederholung wird noch gezeichnet: Fordere eine weitere an, sobald sie gepostet ist.
history-replay-full = Gerade warten zu viele Wiederholungen darauf, gezeichnet zu werden; bitte versuche es in ein paar Minuten noch einmal.
# The replay animation's alt text starts so; the final position's description follows.
history-replay-alt = Wiederholung von Partie { NUMBER($id, useGrouping: 0) }, { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
    }. Das letzte Bild:
history-replay-posted = Die Wiederholung von Partie { NUMBER($id, useGrouping: 0) } steht im Kanal ({ $size } MB).
history-replay-not-posted = Ich konnte die Wiederholung in diesem Kanal nicht posten: Vielleicht darf ich hier keine Dateien anhängen.
history-step-head = **Partie { NUMBER($id, useGrouping: 0) }, { $title }**: nach Zug { $turn } von { $total }
history-step-option = Nach Zug { $turn }
history-step-start = Der Aufbau
history-step-select = Zu einem Zug springen
history-step-bad-choice = Diesen Zug gibt es in dieser Partie nicht.
history-step-goto = Zu Zug springen…
history-step-blocks = Zu einem Zugbereich springen
history-step-block = Züge { $first }–{ $last }
history-goto-title = Partie { NUMBER($id, useGrouping: 0) }: zu einem Zug
history-goto-label = Zugnummer
history-goto-range = Von 0 (der Aufbau) bis { $last }
history-goto-not-a-number = „{ $value }“ ist keine Zugnummer: Gib eine ganze Zahl von 0 (der Aufbau) bis { $last } ein.
history-goto-out-of-range = Diese Partie hat keinen Zug { $turn }, sie endete nach { $last ->
    [one] { $last } Zug
   *[other] { $last } Zügen
}. Gib eine Zahl ein: von 0 (der Aufbau) bis { $last }.

# Issue 30: die Zuverlässigkeit.
history-stats-reliability = Zuverlässigkeit: **{ $percent } %** der beendeten Partien ({ $games }) ohne Übernahme durch die Vertretung nach einer Zeitüberschreitung
history-stats-reliability-new = Zuverlässigkeit: neu (beendete Partien: { $games }; für einen Wert braucht es { $needed })

# Issue 31: die Analyse nach der Partie (/ergebnisse analyse).
review-progress = Ich analysiere Partie { NUMBER($id, useGrouping: 0) }… Zug { $turn } von { $total }.
review-head = **Analyse von Partie { NUMBER($id, useGrouping: 0) }: { $title }**
review-intro = Das Diagramm zeigt die geschätzte Siegchance jedes Spielers nach jedem Zug.
review-shared-intro = Das Diagramm zeigt die erwartete Endpunktzahl des Tisches nach jedem Zug (alle gewinnen oder verlieren gemeinsam).
review-drops-head = Die teuersten Züge (im Diagramm nummeriert):
review-no-drops = Kein einzelner Zug hat jemanden viel gekostet: Die Chancen folgten dem Glück, oder die Partie blieb eng.
review-drop = **{ $number }. Zug { $turn }**, { $player }: { $played } ({ $before } → { $after })
review-drop-best = ↳ Der Computer auf Stufe Schwer hätte so gespielt: { $best } (er erwartete { $value }).
review-drop-same = ↳ Der Computer auf Stufe Schwer hätte dasselbe gespielt: Die Chance ging vor diesem Zug verloren oder durch das Glück.
review-drop-forced = ↳ Es gab keinen anderen Zug.
review-how = Geschätzt, indem die Partie von jeder Stellung aus viele Male weitergespielt wird, jeder Platz so wie der Computer auf Stufe Mittel; die Vorschläge stammen aus der Suche des Computers auf Stufe Schwer. Schätzungen, keine Urteile.
review-percent = { $value } %
review-table = Der Tisch
review-chart-chance = Siegchance nach jedem Zug
review-chart-score = Erwartete Endpunktzahl nach jedem Zug
review-chart-turns = Zug
review-alt-head = Diagramm von Partie { NUMBER($id, useGrouping: 0) }: { $what }, vom Aufbau bis zum Ende von Zug { $turns }.
review-alt-leads = Wer führte: { $runs }.
review-alt-leads-merged = Wer führte, ohne die kürzesten Abschnitte (die Führung wechselte insgesamt { $changes }-mal): { $runs }.
review-alt-run = { $seat } von Zug { $first } bis Zug { $last }
review-alt-run-one = { $seat } in Zug { $turn }
review-alt-end = Am Ende: { $order }.
review-alt-order = { $seat } { $value }
review-alt-shared = Sie beginnt bei { $start }, fällt bis { $low }, steigt bis { $high } und endet bei { $end }.
review-alt-drops = Größte Einbrüche: { $drops }.
review-alt-drop = { $number }: Zug { $turn }, { $seat }, von { $before } auf { $after }
