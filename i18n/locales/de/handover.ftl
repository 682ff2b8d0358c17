# Einen Platz übergeben (bot/cogs/handover.py, core/handover.py). $user: das Mitglied, dem der Platz angeboten
# wird; $by: wer ihn anbietet oder vorschlägt; $left: wer den Platz verlassen hat; $seat: der Name des Platzes
# auf dem Spielbrett; $relative: wann das Angebot abläuft (ein Discord-Zeitstempel); $hours: wie lange es wartet.
handover-button-accept = Annehmen
handover-button-refuse = Ablehnen
handover-button-agree = Zustimmen
handover-offer-post = { $by } bietet { $user } den eigenen Platz ({ $seat }) in diesem Spiel { $game } an. { $user }, drücke **Annehmen**, um ihn zu übernehmen und weiterzuspielen, oder **Ablehnen**. Das Angebot läuft { $relative } ab.
handover-table-offer-post = Der Tisch bietet { $user } den Platz von { $seat } in diesem Spiel { $game } an: Die Vertretung hält ihn, seit { $left } gegangen ist. { $user }, drücke **Annehmen**, um ihn zu übernehmen und weiterzuspielen, oder **Ablehnen**. Das Angebot läuft { $relative } ab.
handover-table-offer-post-former = Der Tisch bietet { $user } den Platz von { $seat } in diesem Spiel { $game } an: Die Vertretung hält ihn, seit die Person, die ihn gespielt hat, gegangen ist. { $user }, drücke **Annehmen**, um ihn zu übernehmen und weiterzuspielen, oder **Ablehnen**. Das Angebot läuft { $relative } ab.
handover-vote-post = { $by } schlägt vor, { $user } den Platz von { $seat } anzubieten, den die Vertretung hält, seit { $left } gegangen ist. Wer am Tisch einverstanden ist, drückt **Zustimmen** (Zustimmungen: { $agreed }/{ $needed }; die Zustimmung der Person, die das Spiel eröffnet hat, genügt). Der Vorschlag läuft { $relative } ab.
handover-vote-post-former = { $by } schlägt vor, { $user } den Platz von { $seat } anzubieten, den die Vertretung hält, seit die Person, die ihn gespielt hat, gegangen ist. Wer am Tisch einverstanden ist, drückt **Zustimmen** (Zustimmungen: { $agreed }/{ $needed }; die Zustimmung der Person, die das Spiel eröffnet hat, genügt). Der Vorschlag läuft { $relative } ab.
handover-vote-decided = Der Tisch ist einverstanden: Der Platz von { $seat } wird { $user } angeboten.
handover-offered-reply = Das Angebot ist gepostet: { $user } hat { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } Zeit, es anzunehmen.
handover-proposed-reply = Dein Vorschlag ist gepostet: Sobald die Mehrheit der anderen Spieler zustimmt (oder wer das Spiel eröffnet hat), wird { $user } gefragt. Er wartet höchstens { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }.
handover-accepted-edit = { $user } hat den Platz von { $seat } angenommen.
handover-refused-edit = { $user } hat den Platz von { $seat } abgelehnt: Er bleibt, wie er war.
handover-accepted-post = { $user } übernimmt von { $left } den Platz von { $seat } { $turns ->
        [0] vor dem ersten Zug
        [one] nach { $turns } Zug
       *[other] nach { $turns } Zügen
    } und spielt weiter.
handover-accepted-post-former = { $user } übernimmt den Platz von { $seat } { $turns ->
        [0] vor dem ersten Zug
        [one] nach { $turns } Zug
       *[other] nach { $turns } Zügen
    } und spielt weiter.
handover-expired-post = Niemand hat rechtzeitig geantwortet: Das Angebot für den Platz von { $seat } an { $user } ist abgelaufen.
handover-closed-game-over = Dieses Spiel ist vorbei, daher ist das Angebot für den Platz von { $seat } an { $user } geschlossen: Niemand kann es mehr annehmen.
handover-welcome-dm = Du hast jetzt den Platz von { $seat } im Spiel { $game } in { $channel }: Es geht mit dir weiter. Hier sind deine privaten Informationen.
handover-left-dm = Der Tisch hat deinen Platz ({ $seat }) im Spiel { $game } in { $channel } an { $user } übergeben, weil die Vertretung ihn gehalten hat. Er gehört jetzt dieser Person: Du spielst ihn nicht mehr und bekommst seine Hand nicht mehr.
handover-error-lobby = Dieses Spiel hat noch nicht begonnen: Ein Mitglied kann einfach der Lobby beitreten (`/spiel beitreten`).
handover-error-not-in-play = Nur ein laufendes Spiel hat Plätze, die sich übergeben lassen.
handover-error-computer = Ein Computer kann keinen Platz übernehmen: Biete ihn einem Mitglied des Servers an.
handover-error-computer-seat = Dieser Platz gehört einem Computer: Er lässt sich nicht übergeben.
handover-error-seated = { $user } sitzt schon an diesem Tisch.
handover-error-elsewhere = { $user } spielt in einem anderen Spiel dieses Kanals mit: Nach dessen Ende kann diese Person einen Platz übernehmen.
handover-error-self = Du kannst dir selbst keinen Platz anbieten.
handover-error-no-seat = Du hast keinen Platz in diesem Spiel. Um einen Platz anzubieten, den die Vertretung hält, gib seine Nummer mit `platz:` an.
handover-error-no-such-seat = Dieses Spiel hat { $count ->
        [one] { $count } Platz
       *[other] { $count } Plätze
    }: Wähle einen davon.
handover-error-not-player = Nur ein Spieler an diesem Tisch (den die Vertretung nicht ersetzt) kann den Platz eines anderen Spielers anbieten.
handover-error-not-standin = Diesen Platz spielt noch die Person, der er gehört: Nur sie kann ihn übergeben. Der Tisch kann einen Platz anbieten, sobald die Vertretung ihn endgültig hält.
handover-error-pending = Für diesen Platz wartet schon ein Angebot auf Antwort: Warte auf die Antwort oder bis es abläuft.
handover-error-closed = Dieses Angebot gilt nicht mehr.
handover-error-not-voter = Nur die anderen Spieler am Tisch können diesem Vorschlag zustimmen.
handover-error-voted = Du hast diesem Vorschlag schon zugestimmt.
handover-error-not-yours = Dieses Angebot gilt jemand anderem: Nur das genannte Mitglied kann es beantworten.
handover-error-moved = Dieser Platz hat seit dem Angebot die Hand gewechselt: Dieses Angebot gilt nicht mehr.
handover-error-busy = Die Vertretung trifft gerade die Entscheidung dieses Platzes: Drücke gleich noch einmal **Annehmen**.

# The help's page of more commands: this room's line.
handover-help-line = `/spiel übergeben` deinen Platz an ein anderes Mitglied übergeben (oder als Tisch einen, den die Vertretung hält)
