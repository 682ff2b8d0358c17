# Die Webseiten der Plattform (web/). Begriffe: glossary.md.

web-site-name = Brettspiele
web-skip-to-content = Zum Inhalt springen
web-language-switch = Sprache
web-turn = Zug { $turn }

## Fehler

web-error-title = { $code ->
    [404] Seite nicht gefunden
    [405] Nicht erlaubt
    [429] Zu viele Anfragen
   *[other] Etwas ist schiefgegangen
 }
web-error-404 = Hier gibt es keine Seite. Die Seite einer Partie gibt es nur, solange ihr Server seine Partien im Web zeigt; frage die Verwaltung des Servers nach dem Link.
web-error-405 = Diese Adresse beantwortet diese Art von Anfrage nicht.
web-error-429 = Zu viele Anfragen von deiner Adresse. Warte eine Minute und lade die Seite dann neu.
web-error-500 = Die Seite konnte nicht erstellt werden. Versuche es gleich noch einmal.

## Die Seite der Partie

web-board-heading = Das Spielbrett
web-zoom-group = Zoom
web-zoom-in = Vergrößern
web-zoom-out = Verkleinern
web-zoom-reset = Einpassen
web-zoom-roledescription = vergrößerbares Spielbrett
web-zoom-label = Das Spielbrett: mit + und − zoomen, mit den Pfeiltasten verschieben
web-zoom-help = Zum Zoomen zwei Finger oder das Mausrad benutzen, zum Verschieben ziehen. Mit der Tastatur: + und − zoomen, die Pfeiltasten verschieben, 0 passt das Spielbrett ein.
web-status-heading = Die Partie jetzt
web-status-to-play = Zug { $turn }: { $seat } ist dran.
web-status-turn = Zug { $turn }.
web-status-over = Die Partie ist nach Zug { $turn } zu Ende.
web-status-ended = Die Partie wurde nach Zug { $turn } beendet.
web-last-move = Letzter Zug: { $line }
web-deadline = Frist: { $when }
web-deadline-left = noch { $time }
web-deadline-passed = Die Zeit ist um: Der Bot handelt bei seiner nächsten Prüfung.
web-deadline-paused = Die Uhr ist angehalten: Der Spieler ist abwesend.
web-seats-heading = Spieler und Punkte
web-seat = Spieler
web-score = Punkte
web-bank = Zeitkonto
web-seat-to-play = ist dran
web-score-hidden = Die Punkte bleiben bis zum Ende der Partie verborgen.
web-duration-hours = { $hours } Std. { $minutes } Min.
web-duration-minutes = { $minutes } Min. { $seconds } Sek.
web-recap-heading = Die letzte Runde
web-words-heading = Das Spielbrett in Worten
web-log-heading = Züge
web-log-earlier = { $count ->
    [one] Ein früherer Zug ist in der Wiederholung.
   *[other] { $count } frühere Züge sind in der Wiederholung.
 }
web-log-empty = Noch kein Zug.
web-replay-link = Die Partie Zug für Zug wiederholen

## Die Wiederholung

web-replay-title = Wiederholung
web-replay-back = Zurück zur Partie
web-replay-setup = Der Aufbau
web-replay-after = Nach Zug { $turn } von { $total }
web-replay-previous = Vorheriger Zug
web-replay-next = Nächster Zug
web-replay-slider = Zug
web-replay-go = Zeigen
web-replay-help = Bewege den Schieberegler oder benutze die Pfeiltasten: ← und → gehen einen Zug weiter, Pos1 und Ende springen zum Anfang und zum Ende.
