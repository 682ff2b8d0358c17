# Die eigenen Daten eines Mitglieds (Issue 29): /spiel datenschutz, seine Knöpfe und was die Kanäle erfahren.
privacy-former-player = ehemaliger Spieler
privacy-overview = **Was dieser Bot über dich speichert** (nur du siehst das)
    Einstellungen: { $settings } · Abwesenheiten: { $vacations } · DM-Kanal mit dir gespeichert: { $dm } · Tagesübersicht: { $digest }
    Ratings (gewertete Partien): { $ratings }
    Laufende Partien: { $playing } ({ $games }) · Lobbys: { $lobbies } · beendete Partien: { $finished } · ohne Ergebnis beendet: { $ended }.
    Plätze in der Warteschlange: { $queue } · Saisons: { $seasons } (Zeilen vergangener Monate: { $months }) · Turniere: { $tournaments }
    { $policy }
privacy-button-download = Meine Daten herunterladen
privacy-button-delete = Meine Daten löschen
privacy-button-standin = Partien der Vertretung überlassen
privacy-button-abandon = Partien abbrechen
privacy-button-confirm = Löschen
privacy-button-cancel = Abbrechen
privacy-not-yours = Diese Buttons gehören jemand anderem. Nutze `/spiel datenschutz`, um deine eigenen Daten zu sehen.
privacy-download-ready = Hier ist alles, was dieser Bot über dich speichert, als JSON-Datei. Die Partien enthalten nur ihre öffentlichen Verläufe: keine Hände, keine Namen anderer.
privacy-confirm-head = **Deine Daten löschen?** Das lässt sich nicht rückgängig machen.
privacy-confirm-what = Deine Einstellungen, Abwesenheiten, Ratings, der gespeicherte DM-Kanal, deine Plätze in Warteschlangen und deine Saisons werden gelöscht, und die Ranglisten führen dich nicht mehr. In beendeten Partien und in schon laufenden Turnieren bleibt dein Platz für den Verlauf und die Tabelle der anderen erhalten, als „ehemaliger Spieler“; bei einem noch nicht begonnenen Turnier wird deine Anmeldung einfach gestrichen.
privacy-confirm-choose = { $count ->
        [one] Du spielst eine Partie. Wähle, was aus ihr wird:
       *[other] Du spielst { $count } Partien. Wähle, was aus ihnen wird:
    }
privacy-game-choice = • { $game } in { $channel }: Die Vertretung (der Computer) kann deinen Platz bis zum Ende spielen, oder die Partie endet jetzt.
privacy-game-ends-anyway = • { $game } in { $channel }: Diese Partie endet ohne Ergebnis, egal was du wählst (eine Partie zu zweit, oder sonst spielt niemand seinen Platz selbst).
privacy-game-standin = • { $game } in { $channel }: Die Vertretung spielt deinen Platz bis zum Ende.
privacy-game-ends = • { $game } in { $channel }: Die Partie endet jetzt, ohne Ergebnis.
privacy-confirm-lobbies = { $count ->
        [one] Du verlässt die Lobby, der du beigetreten bist (eine Lobby, die du eröffnet hast, wird geschlossen).
       *[other] Du verlässt die { $count } Lobbys, denen du beigetreten bist (eine Lobby, die du eröffnet hast, wird geschlossen).
    }
privacy-confirm-final = Drücke **Löschen**, um jetzt alles zu löschen, oder **Abbrechen**.
privacy-done = Erledigt: Alles, was dieser Bot über dich gespeichert hat, ist gelöscht. { $seats ->
        [0] Kein Platz einer beendeten oder abgebrochenen Partie nannte dich.
        [one] Ein Platz einer beendeten oder abgebrochenen Partie zeigt jetzt „ehemaliger Spieler“.
       *[other] { $seats } Plätze beendeter oder abgebrochener Partien zeigen jetzt „ehemaliger Spieler“.
    } Der Vertretung überlassene Partien: { $standin }; beendete Partien: { $ended }; verlassene Lobbys: { $lobbies }. Wenn du den Bot wieder nutzt, speichert er nur, was er dafür braucht (zum Beispiel die Sprache deiner Discord-App).
privacy-already = Über dich ist nichts mehr gespeichert: Es wurde schon gelöscht, und jetzt wurde nichts getan.
privacy-cancelled = Es wurde nichts gelöscht.
privacy-changed = Deine Partien haben sich geändert, seit du gefragt wurdest, darum wurde nichts gelöscht. Nutze `/spiel datenschutz` noch einmal.
privacy-post-standin = Jemand hat diese Partie verlassen und seine Daten löschen lassen: Ab jetzt spielt die Vertretung { $seat }.
privacy-post-ended = Jemand hat diese Partie { $game } verlassen und seine Daten löschen lassen: Die Partie endet hier, ohne Ergebnis.
privacy-post-lobby-left = Jemand hat diese Lobby für { $game } verlassen.
privacy-post-lobby-closed = Die Person, die diese Lobby für { $game } eröffnet hat, ist gegangen und hat ihre Daten löschen lassen: Die Lobby ist geschlossen.
privacy-waiting-standin = Die Vertretung spielt diesen Platz (die Person hat die Partie verlassen).
privacy-policy-why = Wozu: um deine Partien zu führen, dir zu sagen, wann du dran bist, und Verlauf und Ratings richtig zu halten. Es bleibt, bis du es hier löschst; deine Plätze in beendeten Partien bleiben dann als „ehemaliger Spieler“.
privacy-policy-link = Die ganze Datenschutzerklärung (was, wozu, wie lange, wer es sieht): { $url }
privacy-policy-ask = Die ganze Datenschutzerklärung (was, wozu, wie lange, wer es sieht) ist die Datei PRIVACY.md des Bots: Frage die Admins des Servers, die diesen Bot betreiben, danach.
