# Die Seite eines Servers (web/pages/server.py) und die eigene Seite eines Mitglieds (web/pages/me.py). Begriffe: glossary.md.

## Die Seite des Servers

webrec-server-title = Die Spiele dieses Servers
webrec-contents = Auf dieser Seite
webrec-names-note = Spieler erscheinen mit einem Code der Seiten dieses Servers, nie mit ihrem Discord-Namen. Deinen eigenen Code findest du auf deiner persönlichen Seite (/spiel meine-spiele web:Ja).
webrec-player = Spieler { $code }
webrec-former-player = Ehemaliger Spieler
webrec-playing-heading = Laufende Spiele
webrec-playing-none = Gerade läuft kein Spiel.
webrec-last-move-at = letzter Zug { $when }
webrec-lobbies-heading = Offene Lobbys
webrec-lobbies-none = Keine Lobby ist offen.
webrec-lobbies-join = Um einer Lobby beizutreten, drücke Beitreten in ihrer Nachricht auf Discord.
webrec-lobby-seated = { $count ->
    [one] 1 Spieler
   *[other] { $count } Spieler
 }
webrec-opened-at = eröffnet { $when }
webrec-finished-heading = Beendete Spiele
webrec-finished-none = Noch ist kein Spiel beendet.
webrec-col-game = Spiel
webrec-col-finished = Beendet
webrec-col-result = Ergebnis
webrec-col-place = Platz
webrec-col-player = Spieler
webrec-col-rating = Rating
webrec-col-rated-games = Gewertete Spiele
webrec-col-points = Punkte
webrec-col-games = Spiele
webrec-col-wins = Siege
webrec-col-move = Am Monatsende
webrec-score = { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
 }
webrec-winner = Sieger
webrec-leaderboards-heading = Ranglisten
webrec-leaderboards-none = Noch steht niemand in einer Rangliste: Dafür braucht es 3 gewertete Spiele in einem Spiel.
webrec-seasons-heading = Saisons
webrec-seasons-none = Dieser Server hat keine Saison.
webrec-season-title = Saison { $game }: { $month }
webrec-division = Liga { $division }
webrec-division-empty = Noch niemand.
webrec-move-up = steigt auf
webrec-move-down = steigt ab
webrec-tournaments-heading = Turniere
webrec-tournaments-none = Dieser Server hat kein Turnier.
webrec-tournament-title = Turnier { $game } Nr. { $number }
webrec-tournament-status = { $status ->
    [signup] Die Anmeldung ist offen.
    [running] Runde { $round } von { $rounds }.
    [finished] Beendet.
   *[other] Abgesagt.
 }
webrec-standings = Tabellenstand
webrec-withdrew = zurückgezogen
webrec-round = Runde { $round }
webrec-table = Tisch { $table }
webrec-table-points = Punkte:
webrec-table-game = das Spiel
webrec-bye = Freilos (zählt als Sieg): { $player }

## Die eigene Seite

webrec-me-title = Deine Seite
webrec-me-private = Diese Seite gehört nur dir: Sie zeigt deine Hände und deine Vorausplanungen. Wer ihre Adresse hat, sieht sie, also teile sie nicht. Fordere mit /spiel meine-spiele web:Ja einen neuen Link an, dann gilt dieser nicht mehr.
webrec-me-until = Dieser Link gilt bis { $when }.
webrec-me-games-heading = Deine laufenden Spiele
webrec-me-none = Du spielst gerade kein Spiel.
webrec-me-seat = Du spielst { $seat }.
webrec-me-code = Dein Code auf den Seiten dieses Servers: { $code }
webrec-me-to-play = Du bist am Zug.
webrec-me-hand = Deine Hand
webrec-me-no-hand = In diesem Spiel hast du nichts Verdecktes.
webrec-me-plan-heading = Deine Vorausplanung für deinen nächsten Zug
webrec-me-plan-count = { $count ->
        [one] Eine Entscheidung vorausgeplant; sie wird gespielt, wenn du am Zug bist und sie dann noch möglich ist:
       *[other] { $count } Entscheidungen vorausgeplant; sie werden in dieser Reihenfolge gespielt, wenn du am Zug bist, jede, wenn sie dann noch möglich ist:
    }
webrec-me-plan-strict = Nur wenn sich nichts geändert hat: Die Vorausplanung wird nur gespielt, wenn der Spielplan noch so ist wie beim Planen.
webrec-me-plan-loose = Jede Entscheidung wird gespielt, wenn sie noch möglich ist, egal was sich vor deinem Zug ändert.
webrec-me-plan-unfit = Die Partie ist weitergegangen und deine Vorausplanung passt nicht mehr zum Spielplan. Lösche sie und plane mit /spiel vorausplanen neu.
webrec-me-plan-none = Nichts vorausgeplant. Während jemand anderes entscheidet, planst du deinen nächsten Zug mit /spiel vorausplanen.
webrec-me-game-page = Die Seite des Spiels
webrec-me-server-page = Die Seite dieses Servers
webrec-refused-title = Dieser Link öffnet keine Seite
webrec-refused-forged = Diese Adresse ist kein gültiger persönlicher Link. Prüfe, ob sie vollständig kopiert wurde.
webrec-refused-expired = Dieser persönliche Link ist abgelaufen (Links gelten 7 Tage).
webrec-refused-revoked = Dieser persönliche Link wurde durch einen neueren ersetzt, oder seine Daten wurden gelöscht.
webrec-refused-how = Nutze auf Discord /spiel meine-spiele web:Ja für einen neuen Link: Nur du siehst ihn.
