# Wayfinders (issue 12): keine deutsche Regelquelle liegt vor; Begriffe siehe glossary-wayfinders.md.
# Namen

wayfinders-resource-propeller = Propeller
wayfinders-resource-parachute = Fallschirm
wayfinders-resource-tire = Reifen
wayfinders-resource-headset = Kopfhörer
wayfinders-resource-compass = Kompass
wayfinders-amount-propeller = { $count ->
    [one] Propeller
   *[other] { $count } Propeller
    }
wayfinders-amount-parachute = { $count ->
    [one] Fallschirm
   *[other] { $count } Fallschirme
    }
wayfinders-amount-tire = { $count ->
    [one] Reifen
   *[other] { $count } Reifen
    }
wayfinders-amount-headset = { $count ->
    [one] Kopfhörer
   *[other] { $count } Kopfhörer
    }
wayfinders-amount-compass = { $count ->
    [one] Kompass
   *[other] { $count } Kompasse
    }
wayfinders-island-blue = Gletscher
wayfinders-island-green = Dschungel
wayfinders-island-red = Vulkan
wayfinders-island-yellow = Düne
wayfinders-island-purple = Koralle
wayfinders-island-home = Heimat
wayfinders-island-at = { $cell } { $island }
wayfinders-seat-orange = Pilot Orange
wayfinders-seat-teal = Pilot Türkis
wayfinders-seat-white = Pilot Weiß
wayfinders-seat-black = Pilot Schwarz
wayfinders-direction-north = nach Norden
wayfinders-direction-east = nach Osten
wayfinders-direction-south = nach Süden
wayfinders-direction-west = nach Westen
wayfinders-nothing = nichts
wayfinders-nowhere = nirgendwo
wayfinders-hangar-empty = leer
wayfinders-plus = { $left } + { $right }
wayfinders-sentences = { $left } { $right }
wayfinders-arrow = { $left } → { $right }
wayfinders-dot = { $left } · { $right }
wayfinders-comma = { $left }, { $right }
wayfinders-list = { $items }
wayfinders-flight = { $direction } zu { $island }

# Inseleffekte
wayfinders-effect-draw = ziehe { $amount }
wayfinders-effect-keep = behalte +1
wayfinders-effect-free-flight = Freiflug zu { $island }
wayfinders-effect-wild = { $resource } ist Joker
wayfinders-effect-score = { $amount }/{ $unit }
wayfinders-unit-colour = Piste { $island }
wayfinders-unit-costly = Piste Kosten { $min }+
wayfinders-unit-colours = Farbe
wayfinders-unit-shared = geteilte Piste
wayfinders-unit-groups = Gruppe
wayfinders-unit-column = Piste in Spalte
wayfinders-unit-row = Piste in Reihe
wayfinders-unit-around = Piste ringsum
wayfinders-unit-far = Piste 3+ von Heimat
wayfinders-unit-squares = Quadrat 2x2
wayfinders-gives = { $points } Pkt., { $effect }

# Optionen
wayfinders-option-setup = Inselauslage
wayfinders-option-setup-help = Welche 24 Inselplättchen die Heimatinsel umgeben (W-21, fortgeschrittener Aufbau).
wayfinders-setup-standard = Standard ({ $red } rot, { $blue } blau, { $yellow } gelb)
wayfinders-setup-random24 = Zufällig { $drawn } aus { $tiles }
wayfinders-setup-balanced = Ausgewogen ({ $red } rot, { $blue } blau, { $yellow } gelb)
wayfinders-setup-scoring = Mehr Wertungsinseln ({ $red } rot, { $blue } blau, { $yellow } gelb)
wayfinders-setup-permanent = Mehr dauerhafte Inseln ({ $red } rot, { $blue } blau, { $yellow } gelb)
wayfinders-setup-resources = Mehr Rohstoffinseln ({ $red } rot, { $blue } blau, { $yellow } gelb)
wayfinders-option-order = Zugreihenfolge
wayfinders-option-order-help = Wer beginnt: ausgelost, oder die Spieler in der Reihenfolge ihres Beitritts (W-7).
wayfinders-order-random = Zufällig
wayfinders-order-joined = Reihenfolge des Beitritts
wayfinders-option-exploration = Erkundung
wayfinders-option-exploration-help = Die Inseln liegen zuerst verdeckt und werden aufgedeckt, wenn ein Flugzeug neben ihnen ankommt (W-22).
wayfinders-exploration-off = Aus: alle Inseln offen
wayfinders-exploration-on = An: Inseln beginnen verdeckt

# Fehler
wayfinders-error-player-count = Wayfinders ist für { $min } bis { $max } Spieler.
wayfinders-error-no-resources = Diese Rohstoffe hast du nicht.
wayfinders-error-hangar-number = Ein Arbeiter kommt in einen Hangar, den du mit seiner Nummer angibst.
wayfinders-error-direction = Flieg nach Norden, Osten, Süden oder Westen.
wayfinders-error-payment-form = Eine Zahlung nennt für jeden der fünf Rohstoffe eine Anzahl, keine unter null.
wayfinders-error-keep-form = Gib für jeden der fünf Rohstoffe an, wie viele du behältst, keinen unter null.
wayfinders-error-payment = Diese Zahlung passt nicht zu den Kosten (zwei gleiche dürfen einen beliebigen Rohstoff ersetzen).
wayfinders-error-over = Die Partie ist vorbei.
wayfinders-error-choose-action = Wähle zuerst eine Aktion: einen Arbeiter einsetzen oder deine Arbeiter zurückholen.
wayfinders-error-flying = Du bewegst gerade dein Flugzeug: fliegen, bauen oder die Bewegung beenden.
wayfinders-error-choose-keep = Wähle, welche Rohstoffe du behältst.
wayfinders-error-hangar-unused = Hangar { $hangar } wird in dieser Partie nicht benutzt.
wayfinders-error-no-workers = Alle deine Arbeiter sind unterwegs: Hole sie zurück.
wayfinders-error-hangar-full = Du hast schon { $max } Arbeiter in Hangar { $hangar }.
wayfinders-error-no-island = In dieser Richtung liegt keine Insel.
wayfinders-error-face-down = Diese Insel liegt noch verdeckt: Flugzeuge fliegen nur offene Inseln an.
wayfinders-error-free-entry = Diese Insel anzufliegen ist kostenlos.
wayfinders-error-build-home = Auf der Heimatinsel baut niemand: Dort hat jeder schon eine Landebahn.
wayfinders-error-already-built = Du hast schon eine Landebahn auf { $cell }.
wayfinders-error-no-airstrips = Du hast keine Landebahnen mehr.
wayfinders-error-keep-count = Behalte genau { $limit } deiner Rohstoffe.
wayfinders-error-not-a-move = Das ist kein Zug von Wayfinders.
wayfinders-error-not-an-action = Das ist keine Aktion von Wayfinders.
wayfinders-error-letter = „{ $letter }“ ist kein Rohstoffbuchstabe ({ $letters }).
wayfinders-error-parse = „{ $text }“ ist kein Zug von Wayfinders (place:N, return, fly:D:PAY, build:PAY, done, keep:RES).
wayfinders-error-stored-version = Diese Wayfinders-Partie nutzt die Regelversion { $version }, die hier unbekannt ist.
wayfinders-error-stored-state = Das ist keine gespeicherte Wayfinders-Partie: { $detail }

# Menüs
wayfinders-ask-action = Aktion
wayfinders-ask-hangar = Welcher Hangar?
wayfinders-ask-move = Fliegen/Bauen
wayfinders-ask-payment = Zahlung
wayfinders-ask-keep = Behalten
wayfinders-answer-place = Arbeiter einsetzen
wayfinders-answer-hangar = Hangar { $hangar } mit { $content }
wayfinders-answer-hangar-mine = Hangar { $hangar } mit { $content } (deine Arbeiter: { $mine })
wayfinders-answer-return-none = Arbeiter zurückholen (keiner unterwegs: nur fliegen)
wayfinders-answer-return = Arbeiter zurückholen (du bekommst { $gained })
wayfinders-answer-done = Fertig
wayfinders-answer-keep = { $kept }
wayfinders-answer-keep-first = { $resource }, …
wayfinders-answer-fly-free = Flieg { $target } (kostenlos)
wayfinders-answer-fly-pay = Flieg { $target }, zahle { $payment }
wayfinders-answer-fly-choose = Flieg { $target }, Zahlung wählen
wayfinders-answer-build-home = Hier bauen: { $target }
wayfinders-answer-build-pay = Hier bauen: { $target }, zahle { $payment }
wayfinders-answer-build-pay-gives = Hier bauen: { $target } ({ $gives }), zahle { $payment }
wayfinders-answer-build-choose = Hier bauen: { $target }, Zahlung wählen
wayfinders-answer-build-choose-gives = Hier bauen: { $target } ({ $gives }), Zahlung wählen
wayfinders-answer-payment = Zahle { $payment }
wayfinders-answer-payment-cheapest = Zahle { $payment } (am billigsten)
wayfinders-shortcut-free = Flug zu { $island } ({ $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
 }, kostenlos)
wayfinders-shortcut-pay = Flug zu { $island } ({ $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
 }, zahlt { $payment })
wayfinders-shortcut-pay-many = Flug zu { $island } ({ $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
 }, zahlt { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
 })

# Protokoll
wayfinders-log-illegal = { $who } versuchte einen unerlaubten Zug: { $reason }
wayfinders-log-place = { $who } setzt einen Arbeiter in Hangar { $hangar }.
wayfinders-log-return = { $who } holt { $count ->
    [one] { $count } Arbeiter
   *[other] { $count } Arbeiter
    } zurück und bekommt { $gained }.
wayfinders-log-return-none = { $who } holt die Arbeiter zurück (keiner war unterwegs) und bekommt nichts.
wayfinders-log-fly-free = { $who } fliegt { $target }, kostenlos.
wayfinders-log-fly-pay = { $who } fliegt { $target } und zahlt { $payment }.
wayfinders-log-revealed = Aufgedeckt: { $islands }.
wayfinders-log-build-bag = { $who } baut eine Landebahn auf { $island } (Platz { $slot }) und zahlt { $payment } in den Beutel.
wayfinders-log-build-owner = { $who } baut eine Landebahn auf { $island } (Platz { $slot }) und zahlt { $payment } an { $owner }.
wayfinders-log-draws = Zieht { $drawn }.
wayfinders-log-done = { $who } beendet den Flug.
wayfinders-log-over-limit = Über dem Limit von { $limit }: wählt, was bleibt.
wayfinders-log-keep = { $who } behält { $kept } und legt { $returned } in den Beutel zurück.
wayfinders-log-final-round = Schlussrunde: { $who } hat nur noch 2 oder weniger Landebahnen.

# Status, privater Text, Punkte, Ergebnis
wayfinders-private = Du spielst { $seat }. In Wayfinders ist nichts geheim: Dein Vorrat ({ $supply }), deine Arbeiter und Landebahnen liegen offen auf dem Spielplan.
wayfinders-phase-action = einen Arbeiter einsetzen oder Arbeiter zurückholen
wayfinders-phase-fly = fliegen und bauen, dann Fertig
wayfinders-phase-keep = { $limit } Rohstoffe behalten
wayfinders-status-over = **Partie vorbei.** { $outcome }
wayfinders-status-to-play = **{ $who }** ist dran: { $doing }.
wayfinders-status-final-round = Schlussrunde: Die Partie endet nach dem letzten Spieler der Zugreihenfolge.
wayfinders-status-order = Nach Zug { $turn } · Reihenfolge: { $order }
wayfinders-status-seat = { $who }: { $points } Pkt. · { $supply } (behält { $limit }) · Arbeiter frei { $free }/{ $workers } · Landebahnen übrig { $left }
wayfinders-status-line = - { $text }
wayfinders-power-wild = Joker: { $resources }
wayfinders-power-free = Freiflüge zu { $islands }
wayfinders-status-bag = Beutel: { $count ->
    [one] { $count } Rohstoff
   *[other] { $count } Rohstoffe
 }.
wayfinders-score-islands = Inselpunkte
wayfinders-score-scoring = Wertungsinseln
wayfinders-score-resources = Rohstoffe
wayfinders-score-workers = Arbeiter
wayfinders-outcome-not-over = Die Partie ist noch nicht vorbei.
wayfinders-outcome-shared = { $names } teilen sich den Sieg mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 }.
wayfinders-outcome-tie-broken = { $name } gewinnt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 } (Gleichstand entschieden durch mehr gebaute Landebahnen).
wayfinders-outcome-win = { $name } gewinnt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 }.

# Bilder
wayfinders-render-header = Wayfinders · nach Zug { $turn }
wayfinders-render-home = HEIMAT
wayfinders-render-back-red = Rohstoffe
wayfinders-render-back-blue = Wertung
wayfinders-render-back-yellow = Dauerhaft
wayfinders-render-effect-draw = Ziehe { $amount }
wayfinders-render-effect-keep = Behalte +1
wayfinders-render-effect-free-flight = Frei: { $island }
wayfinders-render-effect-wild = Joker: { $resource }
wayfinders-render-hangars = Hangars · Beutel { $bag }
wayfinders-render-scores = Punkte
wayfinders-render-last-move = letzter Zug
wayfinders-render-flight = Flug
wayfinders-render-over = Ende: { $name } gewinnt
wayfinders-render-over-shared = Ende: { $count } Piloten teilen sich den Sieg
wayfinders-render-doing-action = Arbeiter einsetzen oder holen
wayfinders-render-doing-fly = fliegt
wayfinders-render-doing-keep = wählt, was bleibt
wayfinders-render-to-play = { $who }: { $doing }
wayfinders-render-final-round = { $line } · SCHLUSSRUNDE
wayfinders-render-hand-title = { $who } · { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
 }
wayfinders-render-hand-workers = Arbeiter: { $free } frei, { $out } in Hangars · Landebahnen übrig: { $left } · Flugzeug auf { $cell }
wayfinders-render-hand-keeps = Behält { $limit } Rohstoffe
wayfinders-render-hand-wild = Joker: { $resources }
wayfinders-render-hand-free = Freiflug zu { $islands }
wayfinders-render-hand-score = Punkte: Inseln { $islands }, Wertungsinseln { $scoring }, Rohstoffe { $resources }, Arbeiter { $workers }

# Das Spielbrett in Worten (rules/wayfinders/describer.py: Alternativtext des Bildes, /spiel beschreiben)
wayfinders-semicolon = { $left }; { $right }
wayfinders-alt-title = Wayfinders-Spielbrett, nach Zug { $turn }.
wayfinders-alt-to-play = { $who } ist dran: { $doing }.
wayfinders-alt-over = Spielende: { $count ->
    [one] { $names } gewinnt
   *[other] { $names } teilen sich den Sieg
    } mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
    }.
wayfinders-alt-face-down-at = { $cell } (verdeckt)
wayfinders-alt-turn-record = { $who } { $what }.
wayfinders-alt-last = Letzter Zug: { $text }
wayfinders-alt-this-turn = Dieser Zug bisher: { $text }
wayfinders-alt-placed = setzte einen Arbeiter in Hangar { $hangar }
wayfinders-alt-returned = { $count ->
    [one] holte die Arbeiter aus Hangar { $hangars } zurück
   *[other] holte die Arbeiter aus den Hangars { $hangars } zurück
    }
wayfinders-alt-flew = flog { $path }
wayfinders-alt-stayed = blieb auf { $island }
wayfinders-alt-built = { $count ->
    [one] baute eine Landebahn auf { $islands }
   *[other] baute Landebahnen auf { $islands }
    }
wayfinders-alt-scores = Punkte: { $scores }.
wayfinders-alt-score = { $who } { $points }
wayfinders-alt-planes = Flugzeuge: { $planes }.
wayfinders-alt-plane = { $who } auf { $island }
wayfinders-alt-strips = Gebaute Landebahnen: { $entries }.
wayfinders-alt-strips-entry = { $who } { $count }
wayfinders-alt-hangars = Hangars, oberster Rohstoff zuerst: { $hangars }. Beutel: { $bag ->
    [one] { $bag } Rohstoff
   *[other] { $bag } Rohstoffe
    }.
wayfinders-alt-hangar = { $number }: { $column }
wayfinders-alt-hangar-workers = { $number }: { $column } (Arbeiter: { $workers })
wayfinders-alt-face-down = { $count ->
    [one] { $count } Insel liegt noch verdeckt.
   *[other] { $count } Inseln liegen noch verdeckt.
    }
wayfinders-alt-hand = Deine Pilotenkarte, { $who }: { $details }.
wayfinders-text-heading = { $heading ->
    [game] Partie
    [hangars] Hangars (die Spalte von oben, in der Reihenfolge, in der sie genommen wird)
   *[pilots] Piloten in Zugreihenfolge
    }
wayfinders-text-order = Zugreihenfolge: { $order }.
wayfinders-text-exploration = Erkundung: Die Inseln liegen zuerst verdeckt und werden aufgedeckt, wenn ein Flugzeug neben ihnen ankommt.
wayfinders-text-open = Alle Inseln liegen offen.
wayfinders-text-row = Reihe { $row } (Spalten A bis E)
wayfinders-text-hangar = Hangar { $number }, von oben nach unten: { $column }.
wayfinders-text-hangar-workers = Hangar { $number }: { $column }; Arbeiter: { $workers }.
wayfinders-text-cell = { $cell }: { $details }.
wayfinders-text-home = Heimatinsel
wayfinders-text-face-down = verdeckt, Rückseite { $back }
wayfinders-text-island = Insel { $island }, Rückseite { $back }
wayfinders-text-effect = Effekt: { $effect }
wayfinders-text-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    }
wayfinders-text-cost = Kosten: { $cost }
wayfinders-text-airstrips = Landebahnen, Platz für Platz: { $pilots }
wayfinders-text-no-airstrips = noch keine Landebahn
wayfinders-text-planes = { $count ->
    [one] Flugzeug: { $pilots }
   *[other] Flugzeuge: { $pilots }
    }
wayfinders-text-pilot = { $who }, Nummer { $order } der Zugreihenfolge: { $details }.
wayfinders-text-score = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
    } (Inseln { $islands }, Wertungsinseln { $scoring }, Rohstoffe { $resources }, Arbeiter { $workers })
wayfinders-text-supply = Vorrat: { $supply }
wayfinders-text-workers = Arbeiter: { $free } frei, { $out } in Hangars
wayfinders-text-strips-left = { $left ->
    [one] { $left } Landebahn übrig
   *[other] { $left } Landebahnen übrig
    }
wayfinders-text-plane = Flugzeug auf { $island }
wayfinders-text-keeps = behält { $limit ->
    [one] { $limit } Rohstoff
   *[other] { $limit } Rohstoffe
    }
