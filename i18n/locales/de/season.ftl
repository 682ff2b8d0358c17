# Issue 30: Saisons, die monatliche Rangliste eines Servers in einem Spiel (der Saisonbefehl und die Saisonkarte).
season-month = { $month ->
    [one] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
    } { $year }
season-line = { $place }. { $arrow }{ $player } · { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
    }, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
    }
season-division = **Liga { $division }**
season-division-empty = Noch niemand.
season-card-title = 🏆 { $game }-Saison: { $month }
season-card-previous = { $count ->
    [0] { $month } ist vorbei: niemand ist auf- oder abgestiegen.
   *[other] { $month } ist vorbei:
    }
season-card-moved-up = ⬆️ { $player } steigt in Liga { $division } auf
season-card-moved-down = ⬇️ { $player } steigt in Liga { $division } ab
season-card-rules = Eine Partie zählt, wenn alle ihre Spieler in derselben Liga sind: ein Punkt für jeden Spieler, der hinter dir landet. { $divisions ->
    [one] Mit nur einer Liga steigt niemand auf oder ab: Am Monatsende, { $end } (Monate in UTC), wird ihre Tabelle aufbewahrt und der neue Monat beginnt bei null.
   *[other] Am Monatsende, { $end } (Monate in UTC), { $promote ->
        [one] steigt der Erste jeder Liga außer der ersten auf
       *[other] steigen die besten { $promote } jeder Liga außer der ersten auf
    }, und { $relegate ->
        [one] der Letzte jeder Liga außer der untersten steigt ab
       *[other] die letzten { $relegate } jeder Liga außer der untersten steigen ab
    }. Neue Spieler beginnen in der untersten Liga.
}
season-join = Saison beitreten
season-joined = Du spielst in der { $game }-Saison, Liga { $division }. Gewertete Partien gegen Spieler deiner Liga zählen.
season-dm-up = 🏆 Die { $game }-Saison { $month } auf { $server } ist vorbei: Du hast in deiner Liga Platz { $place } belegt und steigst in Liga { $division } auf. Die Karte der neuen Saison ist in { $channel }.
season-dm-down = Die { $game }-Saison { $month } auf { $server } ist vorbei: Du hast in deiner Liga Platz { $place } belegt und steigst in Liga { $division } ab. Die Karte der neuen Saison ist in { $channel }.
season-on = Die { $game }-Saison läuft in { $channel }: { $divisions ->
    [one] eine Liga, deren Tabelle jeden Monat bei null beginnt (niemand steigt auf oder ab).
   *[other] { $divisions } Ligen; jeden Monat { $promote ->
        [one] steigt der Erste jeder Liga außer der ersten auf
       *[other] steigen die besten { $promote } jeder Liga außer der ersten auf
    }, und { $relegate ->
        [one] der Letzte jeder Liga außer der untersten steigt ab
       *[other] die letzten { $relegate } jeder Liga außer der untersten steigen ab
    }.
}
season-off = Die { $game }-Saison ist aus. Ihre Spieler und vergangenen Monate bleiben, falls du sie wieder einschaltest.
season-unknown-game = Dieses Spiel kenne ich nicht: Wähle eines aus der Liste.
season-server-only = Saisons gehören zu einem Server: Verwende diesen Befehl dort.
season-manage-server = Nur wer diesen Server verwalten darf, kann seine Saisons einrichten.
season-bad-divisions = Eine Saison hat 1 bis { $most } Ligen (0 schaltet sie aus).
season-bad-moves = Aus einer Liga können 1 bis { $most } Spieler auf- oder absteigen.
season-none = Dieser Server hat keine Saison für dieses Spiel. Wer den Server verwaltet, kann mit `/ergebnisse saison ligen:` eine starten.
season-already-in = Du spielst schon in dieser Saison, in Liga { $division }.
season-bad-month = „{ $month }“ ist kein Monat: Schreibe ihn wie 2026-10.
season-no-archive = Hier gibt es keine abgeschlossene Saison { $month }. { $count ->
    [0] Es ist noch keine abgeschlossen.
   *[other] Abgeschlossene Monate: { $months }.
    }
season-archive-title = { $game }-Saison: { $month } (Endstand)
season-archive-note = ⬆️ aufgestiegen, ⬇️ abgestiegen am Monatsende.
season-archive-months = Vergangene Saisons (`monat:`): { $months }
