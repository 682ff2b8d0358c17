# Die eigenen Worte des Bots (bot/): Lobby, Spielbrett, Zugmenü, Hilfe, Antworten, Erinnerungen und DMs.
# Befehle heißen /spiel <befehl>; ihre übersetzten Namen stehen in commands.ftl.

## Lobby
bot-lobby-title-new = { $game }: neues Spiel
bot-lobby-footer-new = { $low }–{ $high } Spieler. Drücke Beitreten, um einen Platz zu nehmen; wer das Spiel eröffnet hat, wählt die Optionen und drückt Starten.
bot-lobby-title-started = { $game }: gestartet
bot-lobby-footer-started = Das Spiel läuft: folge den Spielbrettern unten.
bot-lobby-title-closed = { $game }: geschlossen
bot-lobby-footer-closed = Diese Lobby ist geschlossen.
bot-lobby-nobody = noch niemand
bot-lobby-players = Spieler ({ $count }/{ $high })
bot-lobby-options = Optionen
bot-lobby-time = Zeit
bot-lobby-created-by = Eröffnet von
bot-lobby-join = Beitreten
bot-lobby-leave = Verlassen
bot-lobby-start = Starten
bot-lobby-modules = Module (beliebig viele)
bot-lobby-table-rules = Zeit pro Zug und abwesende Spieler

## Spielbrett
bot-board-title = { $game } · nach Zug { $turn }
bot-board-players = Spieler
bot-board-now = Jetzt
bot-board-take-turn = Zug machen
bot-board-show-hand = Meine Hand zeigen
bot-score-row = { $place }. { $label }: { $total ->
    [one] { $total } Punkt
   *[other] { $total } Punkte
}
bot-final-rematch = Revanche
bot-final-title = { $game }: Endstand
bot-final-lowest-wins = Die niedrigste Summe gewinnt.

## Zugmenü
bot-panel-undo = Letzte Entscheidung rückgängig machen
bot-panel-so-far = Bisher: { $answers }
bot-panel-confirm-reveals = Das deckt Verborgenes auf und lässt sich daher nicht zurücknehmen, auch nicht mit **Rückgängig**: Drücke Bestätigen, um es zu tun.
bot-panel-confirm-reveals-back = Das deckt Verborgenes auf und lässt sich daher nicht zurücknehmen, auch nicht mit **Rückgängig**: Drücke Bestätigen, um es zu tun, oder Zurück, um neu zu wählen.
bot-panel-confirm-never-hint = **Nicht mehr fragen** führt den Zug aus und stellt diese Frage bei solchen Zügen nicht mehr; `/spiel einstellungen bestätigen:` holt sie zurück.
bot-panel-never-ask = Nicht mehr fragen
bot-panel-never-ask-done = Vor solchen Zügen frage ich nicht mehr nach: `/spiel einstellungen bestätigen:` holt die Frage zurück.
bot-panel-only = Das ist der einzige Zug, den du machen kannst: Drücke ihn, um weiterzumachen.
bot-panel-only-reveals = Das ist der einzige Zug, den du machen kannst: Drücke ihn, um weiterzumachen. Er deckt Verborgenes auf und lässt sich daher nicht zurücknehmen, auch nicht mit **Rückgängig**.
bot-panel-only-go = Weiter
bot-panel-back = Zurück
bot-panel-confirm = Bestätigen
bot-panel-confirm-with = Bestätigen: { $answers }
bot-panel-more-before = ◀ Mehr
bot-panel-more-after = Mehr ▶
bot-panel-shortcuts = Direkt fliegen nach … (eine Wahl)
bot-panel-finish-here = Nur das, sonst nichts

## Regeln und Hilfe
bot-rules-none = Kein Regeltext.
bot-help-about-title = Was dieser Bot macht
bot-help-about-text = Er leitet Brettspiele in einem Kanal, Zug um Zug, über Stunden oder Tage. Nach jedem Zug zeigt er das Spielbrett; deine privaten Karten kommen per DM (oder mit **Meine Hand zeigen**). Spiele werden nach jedem Zug gespeichert, so geht bei einem Neustart des Bots nichts verloren.
bot-help-start-title = Ein Spiel beginnen
bot-help-start-text = `/spiel neu` eröffnet eine Lobby (mit `eigener-thread:Ja` bekommt sie einen eigenen Thread). Andere drücken **Beitreten**, wer eröffnet hat, wählt in den Menüs die Optionen und die Zeit pro Zug und drückt dann **Starten**. Vor dem Start kann, wer eröffnet hat, mit **Computerspieler hinzufügen** auch Plätze besetzen und sie mit **Computerspieler entfernen** wieder freigeben.
bot-help-turn-title = Wie ein Zug abläuft
bot-help-turn-text = Bist du am Zug, bekommst du genau eine Benachrichtigung: eine DM mit Link (und deiner Hand) oder eine Erwähnung im Kanal, wenn du DMs abgeschaltet hast. Drücke **Zug machen** auf dem neuesten Spielbrett: Ein Menü, das nur du siehst, bietet Schritt für Schritt die erlaubten Möglichkeiten an, mit **Zurück**. Eine Wahl, die Verborgenes zeigt, fragt nach Bestätigung; `/spiel rückgängig` nimmt den Rest innerhalb deines Zuges zurück. Eine Uhr zeigt, wann deine Zeit abläuft; `/tisch abwesend` hält sie im Urlaub an.
bot-help-more-title = Weitere Befehle
bot-help-commands-title = Befehle
bot-help-commands-text =
    `/spiel neu · beitreten · verlassen · starten · abbrechen` die Lobby
    `/spiel zug · rückgängig · meine-hand · tipp` dein Zug (Tipps, wo die Lobby sie erlaubt: dann ohne Rating)
    `/spiel brett · beschreiben · stand · verlauf · zusammenfassung · regeln · liste · meine-spiele · hilfe` zuschauen
    `/tisch abwesend · wieder-da · ende-abstimmen` deine Abwesenheit, die Abstimmung übers Ende · `/spiel warteschlange` Gegner finden
    `/ergebnisse statistik · rangliste · partien · exportieren · wiederholung · analyse` beendete Partien
    `/ergebnisse turnier · saison` Turniere und Monatsranglisten
    `/spiel einstellungen` deine Erinnerungen, Ruhezeiten, Sprache, Bretter als Text · `/spiel konfiguration` die des Servers
    `/spiel datenschutz` was der Bot über dich speichert: Kopie oder Löschung (PRIVACY.md)
bot-help-ratings-title = Ratings
bot-help-ratings-text = Jede beendete Partie gegen andere oder gegen Computerspieler verändert dein Rating in diesem Spiel: Wer vor anderen landet, steigt, wer hinter ihnen landet, fällt, und Siege gegen starke Gegner zählen am meisten. Die Zahl ist vorsichtig: Sie zählt nur, was deine Partien bisher gezeigt haben. Darum beginnt sie bei { $start } und steigt bei beständigem Spiel, je sicherer sie mit jeder Partie wird. { $minimum ->
        [one] In deiner ersten Partie
       *[other] In deinen ersten { $minimum } Partien
    } eines Spiels ist sie vorläufig; danach führt dich `/ergebnisse rangliste`, nach ihr geordnet. Jeder Server hat eigene Ratings, dazu kommt eines über alle deine Partien. Computerspieler haben ein festes Rating: leicht { $easy }, mittel { $medium }, schwer { $hard }. `/ergebnisse statistik` zeigt deines.
bot-help-games-title = Die Spiele
bot-help-games-text = { $games }. `/spiel regeln` zeigt die Regeln des Spiels in diesem Kanal, `/spiel regeln spiel:<Name>` die jedes Spiels, nur dir.
bot-help-games-none = Noch sind keine Spiele installiert.

## Zeit pro Zug (Lobby und /spiel konfiguration)
bot-clock-off = Keine Uhr
bot-clock-12h = 12 Stunden
bot-clock-24h = 24 Stunden
bot-clock-48h = 48 Stunden
bot-clock-72h = 72 Stunden
bot-clock-7d = 7 Tage
bot-clock-hours = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
}
bot-timeout-standin = die Vertretung spielt sofort
bot-timeout-opponents = die anderen Spieler entscheiden
bot-handover-never = nie
bot-handover-after = { $turns ->
    [one] nach { $turns } abgelaufenen Zug
   *[other] nach { $turns } abgelaufenen Zügen in Folge
}
bot-table-clock-line = **Zeit pro Zug**: { $value }
bot-table-clock-line-default = **Zeit pro Zug**: { $value } (keine, wenn du allein spielst: Wähle sie im Menü, um sie zu behalten)
bot-table-timeout-line = **Wenn die Zeit abläuft**: { $value }
bot-table-handover-line = **Die Vertretung behält den Platz**: { $value }
bot-table-no-clock-line = **Ohne Uhr**: nach { $days } Tagen ohne Zug dürfen die anderen `/tisch ende-abstimmen` nutzen
bot-table-clock-choice = Zeit pro Zug: { $value }
bot-table-timeout-choice = Wenn die Zeit abläuft: { $value }
bot-table-handover-choice = Die Vertretung behält den Platz: { $value }
bot-quiet-format = Ruhezeiten sehen so aus: `22-08` (von 22:00 bis 08:00), oder `off`.
bot-quiet-hours = Ruhezeiten sind zwei verschiedene Stunden von 0 bis 23, etwa `22-08`.

## Ablehnungen und Fehler des Spieldienstes
bot-nobody = niemand
bot-seat-of = { $seat } ({ $player })
bot-seat-of-computer = { $seat } – { $player }
bot-played-by-standin = Von der Vertretung gespielt: { $line }
bot-error-game-busy = Dieses Spiel ist gerade mit einer anderen Aktion beschäftigt, daher ist nichts passiert: Drücke gleich noch einmal.
bot-error-game-missing = Das Spiel dieses Kanals ({ $game }) gibt es auf diesem Bot nicht mehr.
bot-damaged-part-options = Optionen
bot-damaged-part-state = Spielstand
bot-error-damaged = Das Spiel dieses Kanals ist beschädigt: Seine gespeicherten Daten ({ $what }) lassen sich nicht lesen, daher kann es nicht weitergehen. Wer es eröffnet hat oder den Kanal verwaltet, kann es mit `/spiel abbrechen` beenden.
bot-error-not-started = Dieses Spiel hat noch nicht begonnen.
bot-error-cancelled-before-start = Dieses Spiel wurde abgebrochen, bevor es begann.
bot-error-replay-failed = Die gespeicherten Daten dieses Spiels sind beschädigt und ließen sich nicht wiederherstellen, tut mir leid. Bittet die Person, die es eröffnet hat, es mit `/spiel abbrechen` zu beenden, und startet dann ein neues.
bot-error-game-over = Dieses Spiel ist vorbei.
bot-error-not-playing-watch = Du spielst in diesem Spiel nicht mit: Zuschauen kannst du mit `/spiel brett`.
bot-error-not-your-turn = Du bist nicht am Zug: { $who } ist dran.
bot-error-bad-move = { $reason } Wähle einen Zug aus der Liste oder drücke „Zug machen“.
bot-error-illegal-move = Dieser Zug ist jetzt nicht erlaubt: { $reason }
bot-error-player-count = { $game } braucht { $low }–{ $high } Spieler; { $joined ->
    [0] noch niemand ist beigetreten
    [one] erst { $joined } ist beigetreten
   *[other] { $joined } sind beigetreten
}. Bitte andere, Beitreten zu drücken.
bot-error-bad-options = Mit diesen Optionen kann das Spiel nicht beginnen: { $reason }
bot-error-undo-over = Dieses Spiel ist vorbei: Seine Entscheidungen bleiben.
bot-error-undo-none = In { $game } lässt sich nichts zurücknehmen: Jede Entscheidung gilt.
bot-error-undo-not-playing = Du spielst in diesem Spiel nicht mit, also gibt es keine Entscheidung von dir zurückzunehmen.
bot-error-undo-nothing-yet = In diesem Zug gibt es nichts zurückzunehmen: Du hast noch nichts entschieden.
bot-error-undo-nothing = Nichts zurückzunehmen: In diesem Spiel hat noch niemand etwas entschieden.
bot-error-undo-not-yours = Nur wer die letzte Entscheidung getroffen hat, kann sie zurücknehmen ({ $who }).
bot-error-undo-turn-over = Dein Zug ist schon vorbei, also bleibt es dabei: Das Spielbrett ist im Kanal.
bot-error-undo-followed = Auf diese Entscheidung folgte die von { $who }, also bleibt sie.
bot-error-undo-unreadable = Die gespeicherten Daten dieses Spiels sind beschädigt: Seine letzte Entscheidung ist unlesbar.
bot-error-undo-revealed = Das hat Verborgenes aufgedeckt ({ $what }), also bleibt es dabei.
bot-error-undo-unsafe = Hier kann ich nicht sicher zurücknehmen: Die gespeicherten Daten dieses Spiels passen nicht zusammen. Das Spiel selbst ist unverändert.

## Antworten, Beiträge und DMs des Bots (bot/app.py)
bot-generic-failure = Bei mir ist etwas schiefgegangen. Das Spiel ist sicher: Versuche es gleich noch einmal.
bot-store-busy = Die Datenbank ist gerade beschäftigt: Dein Zug oder deine Wahl wurde nicht ausgeführt. Drücke gleich noch einmal.
bot-store-failure = Ich kann gerade nicht speichern ({ $reason }), daher wurde nichts geändert. Wer den Bot betreibt, sieht die Ursache im Protokoll; bitte versuche es später noch einmal.
bot-store-reason-busy = die Datenbank ist beschäftigt
bot-store-reason-full = die Festplatte des Servers ist voll
bot-store-reason-readonly = die Datenbank ist schreibgeschützt
bot-store-reason-io = die Festplatte meldete einen Fehler
bot-store-reason-corrupt = die Datenbankdatei ist beschädigt
bot-store-reason-down = die Datenbank ist nicht erreichbar
bot-error-bad-value = Dieser Wert ist hier nicht gültig: { $value }. Wähle eine der angebotenen Möglichkeiten.
bot-error-outdated-command = Dieser Befehl hat sich kürzlich geändert und Discord zeigt noch die alte Form: Lade Discord neu (Strg+R) oder versuche es in ein paar Minuten noch einmal.
bot-error-server-channel = Nutze diesen Befehl in einem Textkanal oder Thread eines Servers.
bot-error-games-live-in-channels = Spiele leben in Textkanälen und Threads von Servern: Nutze diesen Befehl dort.
bot-error-no-game-here = In diesem Kanal gibt es kein Spiel. Eröffne eines mit `/spiel neu`.
bot-error-game-gone = Dieses Spiel gibt es nicht mehr. Eröffne ein neues mit `/spiel neu`.
bot-error-unknown-control = Dieses Bedienelement kenne ich nicht. Hole dir mit `/spiel brett` ein aktuelles Spielbrett.
bot-error-control-elsewhere = Dieses Bedienelement gehört zu einem Spiel in einem anderen Kanal.
bot-error-control-other-server = Dieses Bedienelement gehört zu einem anderen Server: Es funktioniert nur dort.
bot-error-control-in-server = Dieses Bedienelement gehört zu einem Server: Drücke es dort, nicht in einer Direktnachricht.
bot-error-control-not-yours = Dieses Bedienelement gehört nicht dir.
bot-error-control-gone = Das, wozu dieses Bedienelement gehörte, gibt es nicht mehr.
bot-dms-closed = { $user }, ich kann dir keine Direktnachrichten schicken, daher erwähne ich dich hier, wenn du am Zug bist; drücke **Meine Hand zeigen** auf dem Spielbrett (oder `/spiel meine-hand`) für deine privaten Informationen.
bot-private-view = **{ $game }** in { $channel }, deine private Ansicht:
    { $view }
bot-game-over = Das Spiel ist vorbei. { $outcome }
bot-standin-part = Die Vertretung hat in diesem Spiel { $count ->
    [one] { $count } Entscheidung
   *[other] { $count } Entscheidungen
} für { $user } getroffen: Das Ergebnis stammt nicht allein von dieser Person.
bot-standin-held = Die Vertretung hat den Platz von { $user } bis zum Ende gespielt: Das Ergebnis dieses Platzes gilt auf dem Spielplan, zählt aber für { $user } im Rating und in der Statistik als Niederlage.
bot-standin-plays-for = Die Vertretung spielt für { $user } ({ $seat }).
bot-your-turn-board = { $user }, du bist am Zug ({ $seat }). Drücke **Zug machen**.
bot-turn-dm = Du bist am Zug in **{ $game }** ({ $channel }): { $link }
bot-turn-dm-off = Diese Erinnerungen schaltest du mit `/spiel einstellungen erinnerungen:Nein` ab.
bot-your-turn-short = { $user }, du bist am Zug ({ $game }).
bot-game-over-dm = **{ $game }** in { $channel } ist vorbei. { $outcome } { $link }
bot-waiting-standin = Die Vertretung spielt diesen Platz ({ $user } kann ihn mit `/tisch wieder-da` zurückholen).
bot-waiting-away = { $user } ist abwesend bis { $until }: Das Spiel wartet, und die Uhr ist angehalten.
bot-waiting-deadline = Die Zeit läuft { $relative } ab ({ $moment }).
bot-game-begins = Das Spiel beginnt mit { $players ->
    [one] { $players } Spieler.
   *[other] { $players } Spielern.
}
bot-game-begins-title = { $game } · das Spiel beginnt
bot-decision-for-you = { $user }, eine Entscheidung für dich ({ $seat }): Drücke **Zug machen** auf dem Spielbrett.
bot-board-title-now = { $game } · jetzt
bot-board-title-final = { $game } · Spielbrett am Ende
bot-late-title = { $game } · verspätet gemeldete Züge

## Antworten der Lobby (bot/cogs/lobby.py)
bot-error-channel-busy = Dieser Kanal hat schon ein Spiel. Warte, bis es zu Ende gespielt ist, bitte die Person, die es eröffnet hat, es mit `/spiel abbrechen` abzubrechen, oder eröffne deines in einem anderen Kanal oder Thread.
bot-error-lobby-changed = Die Lobby hat sich genau beim Drücken von Starten geändert (jemand ist beigetreten oder gegangen, oder eine Option wurde geändert): Sieh sie dir noch einmal an und drücke erneut Starten.
bot-error-lobby-closed = Diese Lobby ist geschlossen: Das Spiel hat begonnen oder wurde abgebrochen.
bot-error-too-late = Zu spät: Das Spiel hat schon begonnen (oder wurde abgebrochen).
bot-error-creator-options = Nur wer das Spiel eröffnet hat, wählt die Optionen.
bot-error-option-not-offered = Dieser Optionswert wird nicht angeboten. Wähle einen aus dem Menü.
bot-error-module-not-offered = Dieses Modul wird nicht angeboten. Wähle eines aus dem Menü.
bot-rematch-invite = { $users }: { $user } möchte eine Revanche. Drücke **Beitreten**, um deinen Platz wieder einzunehmen.
bot-lobby-open-here = Die Lobby für { $game } ist in diesem Kanal offen: { $channel }.
bot-lobby-open-thread = Die Lobby für { $game } ist in einem eigenen Thread offen: { $channel }.
bot-error-no-thread-permission = Ich darf hier keine Threads erstellen (die Berechtigung „Öffentliche Threads erstellen“ fehlt): Eröffne das Spiel ohne `eigener-thread`, oder frage jemanden, der den Server verwaltet.
bot-error-rematch-unfinished = Eine Revanche geht von einem beendeten Spiel aus.
bot-error-rematch-not-player = Nur die Spieler dieses Spiels können eine Revanche verlangen; `/spiel neu` eröffnet ein neues.
bot-rematch-seated = Du bist bei der { $game }-Revanche dabei: Ich habe dir einen Platz in ihrer Lobby gegeben ({ $where }).
bot-rematch-already-in = Du hast schon einen Platz in der Revanche-Lobby für { $game } ({ $where }); es geht los, sobald die Person, die sie eröffnet hat, **Starten** drückt.
bot-rematch-full = Die Revanche-Lobby für { $game } ist voll ({ $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
    }), deshalb konnte ich dir keinen Platz geben: { $where }.
bot-rematch-other-lobby = In diesem Kanal ist schon eine Lobby für ein anderes Spiel offen, { $game } ({ $where }): Tritt dort bei, oder drücke noch einmal **Revanche**, wenn jenes Spiel vorbei ist.
bot-rematch-game-on = In diesem Kanal hat schon eine Partie { $game } begonnen ({ $where }), deshalb kann ich dir keinen Platz geben: Verfolge sie mit `/spiel brett` und drücke noch einmal **Revanche**, wenn sie vorbei ist.
bot-error-creator-time = Nur wer das Spiel eröffnet hat, wählt die Zeit pro Zug.
bot-error-not-on-menu = Diese Wahl steht nicht im Menü.
bot-error-join-started = Dieses Spiel hat schon begonnen; du kannst es mit `/spiel brett` verfolgen.
bot-error-join-too-late = Zu spät: Das Spiel hat schon begonnen (oder wurde abgebrochen). Du kannst es mit `/spiel brett` verfolgen.
bot-error-table-full = Der Tisch ist voll ({ $players } Spieler).
bot-error-already-in = Du bist schon in diesem Spiel.
bot-joined = Du bist dem Spiel beigetreten.
bot-error-leave-started = Das Spiel hat begonnen: Jetzt kannst du nicht mehr gehen. Wer es eröffnet hat, kann es mit `/spiel abbrechen` abbrechen.
bot-error-leave-creator = Du hast dieses Spiel eröffnet: Brich es stattdessen mit `/spiel abbrechen` ab.
bot-error-leave-too-late = Zu spät: Das Spiel hat begonnen, dein Platz ist im Spiel. Wer es eröffnet hat, kann es mit `/spiel abbrechen` abbrechen.
bot-error-not-in-game = Du bist nicht in diesem Spiel.
bot-left = Du hast das Spiel verlassen.
bot-error-start-creator = Nur wer das Spiel eröffnet hat ({ $user }), kann es starten.
bot-error-already-started = Dieses Spiel hat schon begonnen.
bot-error-already-closed = Dieses Spiel ist schon geschlossen.
bot-cancelled = Das Spiel wurde abgebrochen.
bot-cancelled-post = { $user } hat das Spiel { $game } in diesem Kanal abgebrochen. Eröffnet ein neues mit `/spiel neu`.
bot-error-abort-permission = Nur wer das Spiel eröffnet hat oder den Kanal verwaltet, kann es abbrechen.
bot-error-unknown-game = Dieses Spiel kenne ich nicht. Wähle eines von: { $games }.
bot-error-no-games = Dieses Spiel kenne ich nicht: Es sind keine Spiele installiert.
bot-error-start-in-server = Eröffne Spiele in einem Textkanal oder Thread eines Servers.
bot-started = Gestartet: Das Spielbrett ist im Kanal.
bot-abort-confirm-button = Ja, Spiel abbrechen
bot-abort-confirm = Dieses Spiel für alle abbrechen? Das lässt sich nicht rückgängig machen.

## Spielen (bot/cogs/play.py)
bot-error-cancelled-buttons = Dieses Spiel wurde abgebrochen: Seine Buttons bewirken nichts mehr.
bot-error-not-playing = Du spielst in diesem Spiel nicht mit; verfolgen kann es jede Person mit `/spiel brett`.
bot-error-off-menu = Diese Wahl steht nicht im Menü. Drücke **Zug machen** auf dem Spielbrett, um neu anzufangen.
bot-error-one-answer = Wähle genau eine Antwort.
bot-error-over-final-board = Dieses Spiel ist vorbei: Sieh dir das letzte Spielbrett im Kanal an.
bot-error-not-your-turn-remind = Du bist nicht am Zug: { $who } ist dran. Ich erinnere dich, wenn du dran bist.
bot-you-got = Du hast bekommen: **{ $items }**.
bot-you-got-count = { $count ->
    [one] In deiner privaten Ansicht ist etwas Neues.
   *[other] In deiner privaten Ansicht sind { $count } neue Dinge.
}
bot-panel-game-over = Das Spiel ist vorbei.
bot-panel-turn-done = Dein Zug ist fertig: Das Spielbrett ist im Kanal.
bot-panel-now-decides = Jetzt entscheidet { $seat }.
bot-stale-panel = Dieses Menü war veraltet: Das Spiel ist weitergegangen, seit es angezeigt wurde.
bot-typed-moved-on = Dieser Vorschlag stammte aus einem früheren Moment der Partie, die inzwischen weitergegangen ist: Hier ist dein Zug, wie er jetzt ist.
bot-stale-board = Dieses Spielbrett stammt aus einem früheren Zug.
bot-stale-your-decision = Hier ist deine aktuelle Entscheidung.
bot-stale-now-decides = Jetzt entscheidet { $user } ({ $seat }).
bot-stale-newest-board = Hier geht es zum [neuesten Spielbrett]({ $link }).
bot-taken-back = ↩ Zurückgenommen: { $line }
bot-error-no-hand = Du spielst in diesem Spiel nicht mit, also hast du hier keine Hand.
bot-nothing-private = Nichts Privates.
bot-error-move-text = Ein Zug ist ein kurzer Text: Wähle beim Tippen einen der Vorschläge.
bot-error-undo-not-started = Dieses Spiel hat noch nicht begonnen: Es gibt nichts zurückzunehmen.
bot-error-moved-on = Das Spiel ist inzwischen weitergegangen: Versuche es noch einmal.

## Zuschauen (bot/cogs/info.py)
bot-finished-note = Dieses Spiel ist beendet (hier kann mit `/spiel neu` ein neues beginnen).
bot-log-empty = Noch keine Züge.
bot-log-line = Zug { $turn }: { $line }
bot-log-head = **{ $game }**, Entscheidungen { $first }–{ $last } von { $total }
bot-log-head-finished = **{ $game }**, Entscheidungen { $first }–{ $last } von { $total } (beendet)
bot-log-older = Ältere
bot-log-newer = Neuere
bot-list-lobby = { $where } Lobby **{ $game }**: { $joined ->
    [one] { $joined } Spieler
   *[other] { $joined } Spieler
} beigetreten, eröffnet { $opened }
bot-list-to-play = : { $user } ist dran seit { $since }
bot-list-paused = {" "}(abwesend, Uhr angehalten)
bot-list-deadline = , die Zeit läuft { $relative } ab
bot-list-board = Spielbrett
bot-error-list-server = `/spiel liste` zeigt die Spiele eines Servers: Nutze es in einem Kanal des Servers. `/spiel meine-spiele` zeigt deine eigenen Spiele überall.
bot-list-none = Gerade gibt es auf diesem Server keine Spiele. Eröffne eines mit `/spiel neu`.
bot-list-head = **Spiele auf diesem Server** ({ $count })
bot-mine-none = Du bist gerade in keinem Spiel. Eröffne eines mit `/spiel neu` in einem Kanal eines Servers, oder schaue mit `/spiel liste`, was dort läuft.
bot-mine-head = { $waiting ->
    [0] **Deine Spiele** ({ $count }; keines wartet auf dich)
    [one] **Deine Spiele** ({ $count }; { $waiting } wartet auf dich)
   *[other] **Deine Spiele** ({ $count }; { $waiting } warten auf dich)
}
bot-list-more = … und { $count ->
    [one] { $count } weiteres
   *[other] { $count } weitere
}
bot-mine-page = Seite { $page } von { $pages }
bot-mine-previous = ◀ Zurück
bot-mine-next = Weiter ▶
bot-mine-not-yours = Diese Seiten gehören zur Liste von jemand anderem. Nutze `/spiel meine-spiele`, um deine eigenen Spiele zu sehen.
bot-error-board-lobby = Das Spiel hat noch nicht begonnen: Sieh dir die Lobby-Nachricht weiter oben an.
bot-status-lobby = Lobby { $game }: { $joined ->
    [0] noch niemand ist beigetreten
    [one] { $joined } Spieler ist beigetreten
   *[other] { $joined } Spieler sind beigetreten
}; wer eröffnet hat, drückt Starten, wenn alle bereit sind.
bot-status-old-rules = Dieses Spiel begann unter älteren Regeln (Version { NUMBER($old, useGrouping: 0) }) und behält sie bis zum Ende; neue Spiele nutzen die berichtigten Regeln (Version { NUMBER($new, useGrouping: 0) }).
bot-error-rules-unknown-game = Dieses Spiel kenne ich nicht: Wähle eines aus der Liste.
bot-error-rules-name-game = Nenne ein Spiel.
bot-error-rules-no-game = Hier gibt es kein Spiel: Nenne das Spiel, dessen Regeln du willst.

## Uhren, Erinnerungen, die Vertretung, Abwesenheit und Abstimmungen (bot/cogs/clock.py)
bot-lobby-expired = Diese Lobby für { $game } hat sich nach { $hours ->
    [one] einer Stunde
   *[other] { $hours } Stunden
} ohne Start selbst geschlossen, der Kanal ist also frei. Eröffnet eine neue mit `/spiel neu`, wenn ihr so weit seid.
bot-reminder-channel = { $user }, deine Zeit in diesem Spiel { $game } ist fast um: Sie läuft { $left } ab. Drücke **Zug machen** auf dem neuesten Spielbrett.
bot-reminder-mute-button = Keine Erinnerungen mehr in diesem Zug
bot-reminder-dm-half = Erinnerung: Du bist immer noch am Zug in **{ $game }** ({ $channel }), und die Hälfte deiner Zeit ist um: Sie läuft { $left } ab. { $board }
bot-reminder-dm-tenth = Erinnerung: Du bist immer noch am Zug in **{ $game }** ({ $channel }), und deine Zeit ist fast um: Sie läuft { $left } ab. { $board }
bot-timeout-button-standin = Die Vertretung diesen Zug spielen lassen
bot-timeout-button-extend = Noch einen Tag geben
bot-timeout-ask = ⌛ Die Zeit von { $user } in diesem Spiel { $game } ist abgelaufen. { $others }: Ihr entscheidet. Der erste Klick zählt; bis dahin wartet das Spiel.
bot-timeout-standin-played = ⌛ Die Zeit von { $user } ist abgelaufen: Die Vertretung hat den Zug für diese Person gespielt.
bot-handover-post = { $user } hat { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
} in Folge verpasst, daher spielt die Vertretung den Platz für den Rest des Spiels. Mit `/tisch wieder-da` lässt er sich jederzeit zurückholen.
bot-handover-dm = Du hast { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
} in Folge in **{ $game }** ({ $channel }) verpasst, daher spielt jetzt die Vertretung deinen Platz. Hole ihn dir dort mit `/tisch wieder-da` zurück, wann immer du willst.
bot-error-reminder-not-yours = Diese Erinnerung ging an jemand anderen, also kannst du sie nicht stummschalten.
bot-error-mute-over = Dieser Zug ist schon vorbei, also gibt es nichts stummzuschalten.
bot-muted = Keine Erinnerungen mehr in diesem Zug. (Der nächste Zug erinnert dich wieder.)
bot-error-timeout-players-only = Nur die Spieler dieses Spiels entscheiden das.
bot-error-timeout-others-decide = Das entscheiden die anderen Spieler. Deinen Zug kannst du trotzdem machen: Drücke **Zug machen** auf dem Spielbrett.
bot-error-timeout-decided = Das wurde schon entschieden (oder der Zug wurde inzwischen gespielt).
bot-timeout-extended = { $user } hat { $player } noch einen Tag gegeben: Der Zug läuft jetzt { $deadline } ab.
bot-timeout-standin-chosen = { $user } hat die Vertretung diesen Zug für { $player } spielen lassen.
bot-error-away-days = Wähle zwischen 1 und { $high } Tagen.
bot-error-away-already = Du bist schon abwesend bis { $until }. Nutze zuerst `/tisch wieder-da`, wenn du das ändern willst.
bot-error-away-allowance = Du kannst höchstens { $allowance } Tage pro Quartal abwesend sein, damit kein Spiel lange eingefroren ist; in diesem Quartal { $left ->
    [one] bleibt noch { $left } Tag
   *[other] bleiben noch { $left } Tage
}.
bot-away = Genieße die freie Zeit. Du bist abwesend bis { $until } ({ $relative }): Deine Uhren sind in all deinen Spielen angehalten und du bekommst keine Erinnerungen. `/tisch wieder-da` beendet das vorzeitig.
bot-back = Willkommen zurück: Deine Uhren laufen wieder, mit der Zeit, die ihnen blieb.
bot-waiting-line = • **{ $game }**: deine Zeit läuft { $left } ab · { $board }
bot-waiting-line-no-clock = • **{ $game }**: ohne Zeitlimit · { $board }
bot-back-waiting = Willkommen zurück: Deine Uhren laufen wieder, mit der Zeit, die ihnen blieb. Auf dich warten:
    { $games }
bot-away-over-dm = Deine Abwesenheit ist vorbei: Deine Uhren laufen wieder, mit der Zeit, die ihnen blieb. Auf dich warten:
    { $games }
bot-away-over-dm-none = Deine Abwesenheit ist vorbei: Deine Uhren laufen wieder, mit der Zeit, die ihnen blieb. Gerade wartet kein Spiel auf dich.
bot-reclaimed = Dein Platz gehört wieder dir: Deine nächsten Züge machst du selbst.
bot-reclaimed-post = { $user } hat den eigenen Platz von der Vertretung zurückgeholt.
bot-error-vote-not-started = Dieses Spiel hat noch nicht begonnen: Wer es eröffnet hat, kann die Lobby mit `/spiel abbrechen` abbrechen.
bot-error-vote-players = Nur die Spieler dieses Spiels können über sein Ende abstimmen.
bot-error-vote-clock = Dieses Spiel hat eine Uhr, daher spielt die Vertretung die Züge eines abwesenden Spielers; es gibt keine Abstimmung.
bot-error-vote-yours = Das Spiel wartet auf dich: Mache deinen Zug (oder bitte die Person, die es eröffnet hat, es mit `/spiel abbrechen` abzubrechen).
bot-error-vote-early = Ein Spiel lässt sich erst nach { $days } Tagen ohne Zug per Abstimmung beenden; der letzte Zug war { $last }.
bot-vote-counted = Deine Stimme zählt: { $votes } von { $needed } nötigen.
bot-vote-decided = Deine Stimme hat entschieden: Das Spiel ist beendet.
bot-vote-ended-post = Die anderen Spieler haben abgestimmt, dieses Spiel { $game } nach { $days } Tagen ohne Zug zu beenden. Es endet hier ohne festgehaltenen Sieg. Eröffnet ein neues mit `/spiel neu`.

## Einstellungen (bot/cogs/settings.py)
bot-on = an
bot-off = aus
bot-yes = ja
bot-no = nein
bot-language-auto = automatisch (wie in Discord eingestellt)
bot-settings-bad-reminders = `erinnerungen` ist Ja oder Nein: Wähle eines aus der Liste.
bot-settings-bad-language = Wähle die Sprache aus der Liste.
bot-settings-bad-timezone = Wähle beim Tippen deine Zeitzone aus der Liste, etwa `{ $zone }`.
bot-settings-bad-boards = Wähle aus der Liste, wie Spielbretter zu dir kommen: als Bilder oder als Text.
bot-settings-bad-headsup = Wähle die Vorwarnung aus der Liste: an oder aus.
bot-settings-bad-digest = Wähle die Stunde der Tagesübersicht aus der Liste, oder aus.
bot-settings-notices = Vorwarnung, wenn die Person vor dir ihren Zug beginnt: **{ $headsup }**. Tagesübersicht: **{ $digest }**.
    Ändern mit `/spiel einstellungen vorwarnung:An|Aus tagesübersicht:18:00|Aus`.
bot-settings-headsup-on = an
bot-settings-headsup-off = aus
bot-settings-digest-off = aus (eine DM bei jedem deiner Züge)
bot-settings-digest-at = jeden Tag um { $hour } ({ $zone }), die nächste { $next }; statt einer DM bei jedem Zug (die letzte Erinnerung vor einer Frist kommt weiterhin)
bot-settings-digest-in-quiet = Diese Stunde liegt in deiner Ruhezeit: Die Tagesübersicht kommt trotzdem dann, weil du sie so gewählt hast.
bot-headsup-dm = Vorwarnung: { $player } hat in **{ $game }** ({ $channel }) mit dem Zug begonnen; danach bist du dran. { $link }
bot-headsup-dm-off = Diese Vorwarnungen schaltest du mit `/spiel einstellungen vorwarnung:Aus` ab.
bot-digest-head = { $count ->
    [one] **Deine Tagesübersicht**: Ein Spiel wartet auf dich
   *[other] **Deine Tagesübersicht**: { $count } Spiele warten auf dich
}
bot-digest-left = Deine Zeit läuft { $left } ab ({ $moment }).
bot-digest-no-clock = Ohne Zeitlimit.
bot-digest-tail = -# Sie kommt einmal am Tag statt einer DM bei jedem Zug: `/spiel einstellungen tagesübersicht:` ändert die Stunde oder schaltet sie ab.
bot-error-yes-no = Wähle Ja oder Nein aus der Liste.
bot-boards-images = Bilder
bot-boards-text = Text statt Bildern
bot-settings-bad-confirm = Wähle aus der Liste, ob ich vor einem Zug frage, der Verborgenes aufdeckt: immer oder nie.
bot-confirm-always = immer mit Rückfrage
bot-confirm-never = ohne Rückfrage (sofort beim Tippen)
bot-describe-head = **{ $game }**, das Spielbrett in Worten (nur du siehst das):
bot-describe-pointer = Das ganze Spielbrett in Worten: `/spiel beschreiben` in { $channel }.
bot-text-board = **Das Spielbrett:** { $words }
bot-settings-quiet-hours = von { $start } bis { $end } ({ $zone })
bot-settings-quiet-none = keine
bot-settings-summary =
    Erinnerungs-DMs für deinen Zug sind **{ $reminders }**; Ruhezeiten: **{ $quiet }** (eine Erinnerung, die dann fällig wäre, wartet bis zu ihrem Ende; deine Fristen verschieben sich nicht). Sprache meiner Antworten an dich: **{ $language }**. Spielbretter und Hände, die ich dir privat schicke: **{ $boards }** (die Spielbretter im Kanal behalten für alle ihre Bilder; `/spiel beschreiben` fasst jedes Spielbrett in Worte). Züge, die Verborgenes aufdecken: **{ $confirm }**.
    Ändern mit `/spiel einstellungen erinnerungen:Ja|Nein ruhezeit:22-08 zeitzone:{ $zone } sprache:… spielbretter:… bestätigen:…` (`ruhezeit:off` entfernt die Ruhezeiten).
bot-config-server-only = `/spiel konfiguration` ist die Konfiguration eines Servers: Nutze es in einem Kanal des Servers.
bot-config-manage-server = Nur wer die Berechtigung „Server verwalten“ hat, kann die Konfiguration ändern; ansehen kann sie jede Person mit `/spiel konfiguration`.
bot-config-bad-clock = Wähle die Standardzeit pro Zug aus der Liste.
bot-config-bad-expiry = Wähle den Lobby-Ablauf aus der Liste.
bot-config-mentions-yes = ja
bot-config-mentions-no = nein, stattdessen per DM
bot-config-summary = **Die Spieleinstellungen dieses Servers**
    Standardzeit pro Zug: **{ $clock }**{ $clock_default ->
        [1] {" "}(Standard des Bots)
       *[0] {""}
    }
    Die letzte Erinnerung darf die Person im Kanal erwähnen: **{ $mentions }**
    Eine nicht gestartete Lobby schließt sich nach **{ $hours } Stunden** selbst
    Neue Spiele eröffnen einen eigenen Thread: **{ $threads }** (`/spiel neu eigener-thread:` entscheidet für ein Spiel)
    Sprache der öffentlichen Beiträge und Spielbretter: **{ $language }** (jetzt: { $effective })
    Wer „Server verwalten“ hat, ändert das mit `/spiel konfiguration uhr:… kanal-erwähnungen:… lobby-ablauf:… eigene-threads:… sprache:…`.
bot-error-not-back = Du bist nicht abwesend, und die Vertretung spielt in diesem Kanal keinen Platz von dir: Es gibt nichts zurückzuholen.

# Issue 30: Zuverlässigkeit und Warteschlange.
bot-reliability-new = neu
bot-reliability-share = { $percent } % zuverlässig
bot-lobby-reliability-line = **Verlangte Zuverlässigkeit**: mindestens { $minimum } % { $new ->
        [1] (neue Spieler willkommen)
       *[0] (neue Spieler ausgeschlossen)
    }
bot-lobby-reliability-choice = { $minimum ->
        [0] Zuverlässigkeit: kein Minimum
       *[other] Zuverlässigkeit: mindestens { $minimum } %
    }
bot-lobby-reliability-new-choice = { $new ->
        [1] Neue Spieler (unter 5 Partien): zulassen
       *[0] Neue Spieler (unter 5 Partien): ausschließen
    }
bot-lobby-below-minimum = Dieser Tisch verlangt mindestens { $minimum } % Zuverlässigkeit (der Anteil beendeter Partien, in denen die Vertretung nie nach einer Zeitüberschreitung übernehmen musste). Deine liegt bei { $percent } % (beendete Partien: { $games }), daher kannst du hier nicht beitreten; andere Tische und `/spiel warteschlange` stehen dir offen.
bot-lobby-below-minimum-new = Dieser Tisch verlangt mindestens { $minimum } % Zuverlässigkeit, und sein Gastgeber lässt keine Spieler mit zu wenigen beendeten Partien zu (du hast { $games }; für einen Wert braucht es { $needed }). Andere Tische und `/spiel warteschlange` stehen dir offen.
bot-queue-server-only = Die Warteschlange gehört zu einem Server: Nutze `/spiel warteschlange` in einem Serverkanal.
bot-queue-no-channel = Dieser Server hat noch keinen Kanal für die Warteschlange, daher ist sie geschlossen. Jemand mit der Berechtigung „Server verwalten“ öffnet sie mit `/spiel konfiguration warteschlange-hier: Ja` in dem Kanal, in dem gefundene Spiele starten sollen.
bot-queue-bad-players = { $game } wird in der Warteschlange zu { $low } bis { $high } Spielern gespielt.
bot-queue-already = Du wartest hier schon auf { $game } (ein Platz pro Spiel): Verlasse zuerst die Warteschlange mit `/spiel warteschlange aktion: Warteschlange verlassen`, um etwas anderes zu wählen.
bot-queue-not-in = Du wartest in der Warteschlange dieses Servers nicht darauf.
bot-queue-which-game = Auf welches Spiel möchtest du warten? Wähle es in der Option `spiel`.
bot-queue-joined = Du wartest auf **{ $game }** (Spieler: { $players }, { $clock } pro Zug). Sobald genug Spieler deiner Stärke warten, startet das Spiel in einem Thread und ich schicke dir einen Link. Dein Platz verfällt nach einer Woche.
bot-queue-left = { $count ->
        [one] Du hast die Warteschlange verlassen.
       *[other] Du hast die Warteschlange für { $count } Spiele verlassen.
    }
bot-queue-status-head = **Deine Plätze in der Warteschlange**
bot-queue-status-line = { $game } · Spieler: { $players } · { $clock }: Platz { $position } von { $waiting }, wartet seit { $since }, { $spread ->
        [-1] jetzt jedes Rating akzeptiert
       *[other] akzeptierter Rating-Abstand jetzt: ±{ $spread }
    }{ $minimum ->
        [0] {""}
       *[other] , verlangte Zuverlässigkeit: { $minimum } %
    }; verfällt { $expires }
bot-queue-empty = Du wartest nicht in der Warteschlange dieses Servers. `/spiel warteschlange spiel:` reiht dich ein.
bot-queue-expired = Innerhalb einer Woche hat sich für { $game } niemand gefunden, daher ist dein Platz in der Warteschlange verfallen. `/spiel warteschlange` reiht dich wieder ein.
bot-queue-thread-name = { $game } · gefunden
bot-queue-matched-post = { $users }: Die Warteschlange hat euch für **{ $game }** zusammengebracht. Viel Spaß!
bot-queue-matched-dm = Dein Spiel **{ $game }** aus der Warteschlange hat begonnen: { $channel }
bot-queue-called-off = Ein Mitspieler, mit dem dich die Warteschlange für **{ $game }** zusammengebracht hat, hat seine Daten gelöscht, bevor das Spiel beginnen konnte, daher findet es nicht statt. `/spiel warteschlange` reiht dich wieder ein.
bot-config-queue-none = Warteschlange: **geschlossen** (`/spiel konfiguration warteschlange-hier: Ja` in einem Kanal öffnet sie dort)
bot-config-queue-channel = Warteschlange: gefundene Spiele starten in { $channel }

# Issue 31: the final card's score chart (beside the final board).
bot-final-chart-title = Punkte nach jedem Zug
bot-final-chart-turns = Zug
bot-final-chart-alt = Diagramm der Punkte nach jedem der { $turns } Züge. Am Ende: { $scores }.
bot-config-web-pages = Webseiten der Partien dieses Servers: **{ $on ->
        [1] an
       *[0] aus
    }** (wer den Link einer Partie hat, kann sie dort verfolgen; `/spiel konfiguration webseiten:` ändert es)
