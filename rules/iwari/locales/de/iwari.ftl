# Iwari (rules/iwari und render/iwari.py). Begriffe: glossary-iwari.md.

## Namen

iwari-tribe = { $tribe ->
    [red] Rot
    [blue] Blau
    [yellow] Gelb
    [green] Grün
    [purple] Lila
   *[white] Weiß
 }
iwari-seat = { $tribe ->
    [red] Roter Stamm
    [blue] Blauer Stamm
    [yellow] Gelber Stamm
    [green] Grüner Stamm
    [purple] Lila Stamm
   *[white] Weißer Stamm
 }
iwari-neutral-row = Weißer Stamm (dritter Stamm)
iwari-biome = { $biome ->
    [tundra] Tundra
    [forest] Wald
    [glacier] Gletscher
    [coast] Küste
   *[desert] Wüste
 }
iwari-feat = { $feat ->
    [union] Einheit
    [discovery] Entdeckung
    [honour] Ehre
   *[respect] Respekt
 }
iwari-area = { $territory } · { $biome }
iwari-road = Lange Straße
iwari-connection = Verbindung { $number }
iwari-map-name = { $map ->
    [highlands] Hochland
    [lowlands] Tiefland
    [floating_lands] Schwebende Lande
    [glacier_mass] Gletschermasse
   *[long_road] Die lange Straße
 }
iwari-map-label = { $map ->
    [highlands] Hochland (Grundspielplan)
    [lowlands] Tiefland (Grundspielplan)
    [floating_lands] Schwebende Lande (Verbindungen sind Wege)
    [glacier_mass] Gletschermasse (eine doppelte Verbindung)
   *[long_road] Die lange Straße (eine Straße, die zählt)
 }
iwari-column = { $column ->
    [half] Zelte zur Halbzeitwertung
    [tents] Zelte
    [totems] Totems
    [settlements] Siedlungen
    [expeditions] Expeditionen
   *[feats] Kunstwerke
 }
iwari-expedition-title = { $expedition ->
    [wanderers] Wanderer
    [all_lands] Alle Länder
    [scattered_camps] Verstreute Lager
    [great_settlement] Große Siedlung
    [stronghold] Hochburg
    [sacred_circles] Heilige Kreise
    [tall_totem] Hohes Totem
    [kinship] Verwandte Länder
   *[bridges] Brücken
 }
iwari-expedition-text = { $expedition ->
    [wanderers] Habe Zelte in Gebieten von 4 verschiedenen Biomen.
    [all_lands] Habe Zelte in Gebieten aller 5 Biome.
    [scattered_camps] Habe Zelte in 6 verschiedenen Gebieten.
    [great_settlement] Bilde eine Siedlung aus mindestens 6 verbundenen Zelten.
    [stronghold] Habe 4 deiner Zelte in einem einzigen Gebiet.
    [sacred_circles] Habe Totems in 4 verschiedenen Gebieten.
    [tall_totem] Habe 3 deiner Totems in einem einzigen Gebiet.
    [kinship] Habe in 2 Gebieten desselben Bioms mehr Zelte als jeder andere Stamm.
   *[bridges] Halte die Totem-Mehrheit an beiden Enden von 2 offenen Verbindungen.
 }

## Satzteile

iwari-cards = { $cards }
iwari-cards-of = { $count ->
    [one] { $biome }
   *[other] { $count }× { $biome }
 }
iwari-no-cards = keine Karten
iwari-empty = leer
iwari-pieces = { $totems ->
    [0] { $tents ->
        [one] ein Zelt
       *[other] { $tents } Zelte
     }
    [1] { $tents ->
        [0] ein Totem
       *[other] ein Zelt und ein Totem
     }
   *[other] { $totems } Totems
 }
iwari-pay-match = { $count ->
    [one] { $biome }
   *[other] { $count }× { $biome }
 }
iwari-pay-pair = { $biome__biome ->
        [tundra] Tundrapaar
        [forest] Waldpaar
        [glacier] Gletscherpaar
        [coast] Küstenpaar
       *[desert] Wüstenpaar
    }
iwari-pay-both = { $first } + { $second }
iwari-on-spaces = { " " }{ $count ->
    [one] auf Feld { $spaces }
   *[other] auf die Felder { $spaces }
 }
iwari-clauses = { $first }; { $rest }
iwari-dots = { $first } · { $rest }
iwari-commas = { $first }, { $rest }
iwari-sentence = { $text }.
iwari-on = An
iwari-off = Aus

## Optionen

iwari-option-map = Spielplan
iwari-option-map-help = Zur Wahl: zwei Grundspielpläne und drei Sonderspielpläne mit eigener Regel.
iwari-option-feats = Kunstwerke
iwari-option-feats-help = Die Kunstwerke Einheit, Entdeckung, Ehre und Respekt vervielfachen die Schlusswertung.
iwari-option-expeditions = Expeditionskarten
iwari-option-expeditions-help = 3 Expeditionskarten liegen offen; die ersten beiden Stämme, die eine erfüllen, punkten sofort.
iwari-option-draft = Start mit Kartenwahl
iwari-option-draft-help = Alle wählen ihre Starthand aus Auslage und Nachziehstapel, der letzte Spieler zuerst.

## Einen Zug beschreiben

iwari-describe-place = { $tribe } setzt { $pieces }{ $neutral ->
    [yes] { " " }für den dritten Stamm (Weiß)
   *[no] {""}
 } in { $area }{ $spaces } (bezahlt mit { $payment })
iwari-describe-swap = { $tribe } legt eine { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    } ab, um eine Karte zu tauschen
iwari-describe-draw-deck = { $tribe } zieht vom Nachziehstapel
iwari-describe-draw-display = { $tribe } nimmt eine { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    } aus der Auslage
iwari-describe-feat = { $tribe } setzt das Kunstwerk { $feat } auf { $where }
iwari-describe-pass = { $tribe } passt (keine Karten auf der Hand)
iwari-describe-impossible = { $tribe } versucht eine Aktion, die hier nicht möglich ist.
iwari-describe-unknown = Eine unbekannte Aktion

## Was ein Zug bewirkt hat

iwari-record = { $tribe }: { $notes }.
iwari-note-placed = setzte { $pieces }{ $neutral ->
    [yes] { " " }für den dritten Stamm (Weiß)
   *[no] {""}
 } in { $area }{ $spaces } (bezahlt mit { $payment })
iwari-note-passed = passte (keine Karten)
iwari-note-final-tent = letzte Runde: der Stamm { $tribe } hat sein letztes Zelt gesetzt
iwari-note-earned = { $tribe } erhielt das Kunstwerk { $feat }
iwari-note-expedition = { $tribe } erfüllte die Expedition „{ $expedition }“ (+{ $points })
iwari-note-feat-placed = setzte das Kunstwerk { $feat } ({ $tribe }) auf { $where }
iwari-note-swapped = legte eine { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    } zum Tauschen ab
iwari-note-reshuffled = der Nachziehstapel war aufgebraucht: der Ablagestapel wurde zum neuen Stapel gemischt (Halbzeitwertung)
iwari-note-final-deck = letzte Runde: der Nachziehstapel ist ein zweites Mal leer
iwari-note-drafted = wählte eine Starthand
iwari-note-half-scored = die Zelte wurden zur Halbzeit gewertet
iwari-note-drew-one = zog vom Nachziehstapel
iwari-note-took = nahm { $cards } aus der Auslage
iwari-note-drew = zog { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
 } vom Nachziehstapel
iwari-note-draws = { $first } und { $second }
iwari-note-over = das Spiel ist zu Ende
iwari-note-unknown = etwas ist geschehen
iwari-end-last-tent = der Stamm { $tribe } hat sein letztes Zelt gesetzt
iwari-end-deck = der Nachziehstapel ist ein zweites Mal leer

## Menüs: Fragen und Antworten

iwari-q-action = Aktion
iwari-q-territory = Gebiet
iwari-q-pieces = Figuren
iwari-q-tent-space = Zeltfeld
iwari-q-nth-tent-space = { $order ->
    [1] Erstes Zeltfeld
    [2] Zweites Zeltfeld
   *[other] Drittes Zeltfeld
 }
iwari-q-payment = Bezahlung
iwari-q-discard = Ablegen
iwari-q-draw = Ziehen
iwari-q-feat = Kunstwerk { $feat } setzen auf
iwari-a-place = Figuren setzen
iwari-a-place-neutral = Für den dritten Stamm (Weiß) setzen
iwari-a-pieces = { $totems ->
    [0] { $tents ->
        [one] Zelt
       *[other] { $tents } Zelte
     }
    [1] { $tents ->
        [0] Totem
       *[other] Zelt + Totem
     }
   *[other] { $totems } Totems
 }
iwari-a-pay-cards = { $count ->
    [one] { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    }
   *[other] { $count } { $biome__biome ->
           [tundra] Tundrakarten
           [forest] Waldkarten
           [glacier] Gletscherkarten
           [coast] Küstenkarten
          *[desert] Wüstenkarten
       }
 }
iwari-a-pay-wild = { $payment } (Joker)
iwari-a-swap = Eine Karte tauschen
iwari-a-draw-deck = Oberste Karte des Nachziehstapels{ $reshuffle ->
    [yes] { " " }(der Ablagestapel wird zum neuen Stapel)
   *[no] {""}
 }
iwari-a-draw-display = { $biome } aus der Auslage
iwari-a-connection = Verbindung { $number } ({ $first } – { $second }, { $kind ->
    [land] über Land
   *[water] über Wasser
 })
iwari-a-unknown-place = Gebiet { $number }
iwari-a-pass = Passen (du hast keine Karten)
iwari-step-area = { $area }, { $filled }/{ $spaces ->
    [one] { $spaces } Zelt
   *[other] { $spaces } Zelte
 }{ $totems ->
    [0] {""}
    [one] , { $totems } Totem
   *[other] , { $totems } Totems
 }{ $unexplored ->
    [yes] { " " }(unerforscht)
   *[no] {""}
 }
iwari-step-space = Feld { $space }{ $details ->
    [none] {""}
   *[other] , { $details }
 }
iwari-where = { $where ->
    [centre] Mitte
    [north] Norden
    [south] Süden
    [east] Osten
    [west] Westen
    [north-east] Nordosten
    [north-west] Nordwesten
    [south-east] Südosten
   *[south-west] Südwesten
 }
iwari-where-road = Halt { $stop } von { $stops } auf der Straße
iwari-path-to = Weg nach { $areas }
iwari-next-to-yours = { $count ->
    [one] neben { $count } deiner Zelte
   *[other] neben { $count } deiner Zelte
 }
iwari-next-to-neutral = { $count ->
    [one] neben { $count } weißen Zelt
   *[other] neben { $count } weißen Zelten
 }

## Am Zug, Stand, Ergebnis

iwari-prompt = { $tribe }: { $doing }
iwari-prompt-over = Das Spiel ist zu Ende.
iwari-doing-action = setze Figuren oder tausche eine Karte
iwari-doing-pass = du hast keine Karten, passe
iwari-doing-neutral = spiele den dritten Stamm (Weiß) mit mindestens einer deiner übrigen Karten
iwari-doing-feat = setze das Kunstwerk { $feat }{ $neutral ->
    [yes] { " " }(von Weiß erhalten)
   *[no] {""}
 }
iwari-doing-draw = { $draft ->
    [yes] ziehe deine Starthand
   *[no] fülle deine Hand auf
 }, { $count ->
    [one] noch { $count } Karte
   *[other] noch { $count } Karten
 } (Auslage oder Stapel)
iwari-status-head = **Iwari** · { $map } · Runde { $round } · Startspieler { $first }
iwari-status-turn = Am Zug: **{ $seat }**, { $doing }
iwari-status-scores = Punkte: { $scores }
iwari-score-entry = { $tribe }{ $neutral ->
    [yes] { " " }(dritter Stamm)
   *[no] {""}
 } { $points }
iwari-status-display = Auslage: { $display } · Stapel { $deck } · Ablage { $discard }
iwari-status-hands = Hände: { $hands }
iwari-hand-entry = { $tribe } { $count }
iwari-status-pieces = Übrige Figuren: { $pieces }
iwari-pieces-entry = { $tribe } { $tents ->
    [one] { $tents } Zelt
   *[other] { $tents } Zelte
 }, { $totems ->
    [one] { $totems } Totem
   *[other] { $totems } Totems
 }
iwari-status-journey = Halbzeitwertung: { $half ->
    [yes] erfolgt
   *[no] noch nicht
 } · letzte Runde: { $final ->
    [yes] ja ({ $reason })
   *[no] nein
 }
iwari-status-covered = { $count ->
    [one] Von Bergen gesperrte Verbindung: { $numbers }
   *[other] Von Bergen gesperrte Verbindungen: { $numbers }
}
iwari-status-last = Letzter Zug: { $text }
iwari-outcome-ongoing = Das Spiel läuft noch.
iwari-outcome-wins = { $tribe } gewinnt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 }.
iwari-outcome-tiebreak = { $leaders } liegen gleichauf mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 }; { $tribe } gewinnt mit den meisten unbenutzten Figuren ({ $unused }).
iwari-outcome-shared = { $tribes } teilen sich den Sieg mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 } und je { $unused ->
    [one] { $unused } unbenutzten Figur
   *[other] { $unused } unbenutzten Figuren
 }.
iwari-outcome-neutral-wins = Der dritte Stamm (Weiß) hat { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
 }, mehr als jeder Spieler: Beide verlieren.
iwari-outcome-neutral-ties = Der dritte Stamm (Weiß) liegt mit { $tribes } gleichauf bei { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 } und hat { $most ->
    [yes] die meisten unbenutzten
   *[no] genauso viele unbenutzte
 } Figuren ({ $unused }): Beide verlieren.
iwari-outcome-neutral-v1 = Der dritte Stamm (Weiß) hat { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
 }, { $level ->
    [same] genauso viele wie
   *[more] mehr als
 } jeder Spieler: Beide verlieren.
iwari-private-hand = Deine Hand ({ $seat }): { $cards }.
iwari-private-move = Dein Zug: { $doing }.
iwari-private-not-playing = Du spielst in dieser Partie nicht mit.

## Fehler

iwari-error-players = Iwari wird von { $low } bis { $high } Spielern gespielt.
iwari-parse-not-action = Das ist keine Iwari-Aktion.
iwari-parse-number = { $what ->
    [territory] Das Gebiet
    [space] Ein Zeltfeld
    [totems] Die Zahl der Totems
   *[feat] Gebiet oder Verbindung des Kunstwerks
 } muss eine Zahl sein, nicht „{ $text }“.
iwari-parse-biome = Die Karte „{ $text }“ ist kein Biom: tundra, forest, glacier, coast oder desert.
iwari-parse-empty = Eine Iwari-Aktion ist ein kurzer Text wie „p:7:23:0:forest“ oder „d:deck“.
iwari-parse-too-long = Dieser Text ist zu lang für eine Iwari-Aktion.
iwari-parse-placement = Ein Setzzug lautet „p:Gebiet:Zeltfelder oder -:Totems:Karten“, z. B. „p:7:23:1:forest,forest“.
iwari-parse-territory-zero = Die Gebiete sind ab 1 nummeriert.
iwari-parse-too-many-spaces = Ein Setzzug nennt höchstens 2 Zeltfelder.
iwari-parse-no-cards = Ein Setzzug muss die Karten nennen, mit denen du bezahlst.
iwari-parse-feat = Es gibt kein Kunstwerk „{ $text }“: Nimm union, discovery, honour oder respect.
iwari-parse-unknown = Keine Iwari-Aktion: „{ $text }“ (Aktionen beginnen mit p:, n:, s:, d:, f: oder lauten „pass“).
iwari-error-territory-number = Ein Setzzug nennt das Gebiet mit seiner Nummer.
iwari-error-space-numbers = Ein Setzzug nennt seine Zeltfelder mit ihren Nummern.
iwari-error-space-twice = Dasselbe Zeltfeld ist zweimal genannt.
iwari-error-space-order = Nenne die Zeltfelder in aufsteigender Reihenfolge.
iwari-error-totem-count = Die Zahl der Totems ist 0, 1 oder 2.
iwari-error-pay-biomes = Bezahlt wird mit Biomkarten (Tundra, Wald, Gletscher, Küste, Wüste).
iwari-error-card-order = Nenne die Karten in der üblichen Reihenfolge: Tundra, Wald, Gletscher, Küste, Wüste.
iwari-error-whose = Ein Setzzug gilt deinem eigenen Stamm oder dem dritten Stamm.
iwari-error-swap-biome = Lege eine Biomkarte ab: Tundra, Wald, Gletscher, Küste oder Wüste.
iwari-error-draw-source = Ziehe vom Nachziehstapel oder nimm eine Biomkarte aus der Auslage.
iwari-error-feat-kind = Es gibt vier Kunstwerke: Einheit, Entdeckung, Ehre und Respekt.
iwari-error-feat-target = Ein Kunstwerk kommt auf ein Gebiet oder eine Verbindung, genannt mit ihrer Nummer.
iwari-error-no-road = Dieser Spielplan hat keine lange Straße.
iwari-error-no-territory = Auf diesem Spielplan gibt es kein Gebiet { $number } (Gebiete 1 bis { $last }).
iwari-error-no-piece = Setze mindestens eine Figur: ein Zelt oder ein Totem.
iwari-error-too-many-pieces = Höchstens 2 Figuren pro Zug, alle in einem Gebiet (die 3-2-1-Regel).
iwari-error-too-many-cards = Pro Zug dürfen höchstens 3 Karten ausgespielt werden (die 3-2-1-Regel).
iwari-error-not-in-hand = Deine Hand enthält nicht { $cards }.
iwari-error-road-payment = Ein Zelt auf der langen Straße kostet ein Paar gleicher Karten (ein Zelt pro Zug).
iwari-error-payment-one = Du brauchst eine { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    } oder ein Paar gleicher Karten, um eine Figur in { $area } zu setzen.
iwari-error-payment-two = Du brauchst zwei { $biome__biome ->
           [tundra] Tundrakarten
           [forest] Waldkarten
           [glacier] Gletscherkarten
           [coast] Küstenkarten
          *[desert] Wüstenkarten
       } oder eine { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    } und ein Paar gleicher Karten, um zwei Figuren in { $area } zu setzen.
iwari-error-space-elsewhere = Feld { $space } ist kein Zeltfeld von { $area }.
iwari-error-space-taken = Auf Feld { $space } steht schon ein Zelt.
iwari-error-road-totem = Die lange Straße hat kein Totemfeld: Dort kommen nur Zelte hin.
iwari-error-unexplored = { $area } ist unerforscht: Die erste Figur dort muss ein einzelnes Zelt sein.
iwari-error-no-tents = { $neutral ->
    [yes] Der dritte Stamm hat keine Zelte mehr.
   *[no] Du hast keine Zelte mehr.
 }
iwari-error-no-totems = { $neutral ->
    [yes] Der dritte Stamm hat nicht mehr genug Totems.
   *[no] Du hast nicht mehr genug Totems.
 }
iwari-error-totem-limit = Totem-Grenze: { $area } darf höchstens { $cap ->
    [one] { $cap } Totem
   *[other] { $cap } Totems
 } tragen, so viele wie die größte Zeltzahl eines Stammes dort.
iwari-error-not-iwari = Das ist keine Iwari-Partie.
iwari-error-over = Das Spiel ist zu Ende.
iwari-error-pass = Passen darfst du nur ohne Karten auf der Hand.
iwari-error-neutral-later = Der dritte Stamm spielt nach deiner eigenen Aktion: Setze zuerst Figuren oder tausche eine Karte.
iwari-error-action-first = Wähle zuerst deine Aktion: Figuren setzen oder eine Karte tauschen.
iwari-error-neutral-now = Spiele jetzt den Zug des dritten Stammes (Weiß), mit mindestens einer deiner übrigen Karten.
iwari-error-feat-first = Setze zuerst das Kunstwerk { $feat }.
iwari-error-feat-other = Jetzt ist das Kunstwerk { $feat } zu setzen, nicht { $given }.
iwari-error-feat-target-choice = Das Kunstwerk { $feat } kann nicht dorthin; wähle eines von { $choices }.
iwari-error-swap-missing = Du hast keine { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    } zum Ablegen.
iwari-error-deck-empty = Der Nachziehstapel ist leer: Nimm eine Karte aus der Auslage.
iwari-error-not-displayed = In der Auslage liegt keine { $biome__biome ->
        [tundra] Tundrakarte
        [forest] Waldkarte
        [glacier] Gletscherkarte
        [coast] Küstenkarte
       *[desert] Wüstenkarte
    }.
iwari-error-draft-first = Ziehe zuerst deine Starthand: Nimm Karten aus der Auslage oder vom Stapel.
iwari-error-draw-first = Fülle zuerst deine Hand auf: Nimm Karten aus der Auslage oder vom Stapel.

## Bilder (render/iwari.py)

iwari-render-header = Iwari · { $map } · nach Zug { $turn } · Runde { $round }
iwari-render-long-road = Die Straße
iwari-render-final-round = LETZTE RUNDE: Die Reise endet nach dieser Runde
iwari-render-scores = Punkte
iwari-render-neutral = dritter Stamm
iwari-render-deck = Stapel { $count }
iwari-render-discard = Ablage { $count }
iwari-render-expeditions = Expeditionen
iwari-render-feats-left = Übrige Kunstwerke: { $feats }
iwari-render-feat-left = { $feat } { $count }
iwari-render-result-nobody = Ende: Niemand gewinnt, der dritte Stamm hat die meisten Punkte
iwari-render-result-one = Ende: { $tribe } gewinnt
iwari-render-result-shared = Ende: geteilter Sieg, { $tribes }
iwari-render-legend = { $entry ->
    [last] letzter Zug
    [space] Zeltfeld
    [land] Verbindung über Land
    [water] Verbindung über Wasser
    [mountains] Berge
    [covered] gesperrt
   *[feat] Kunstwerk
 }
iwari-render-your-hand = Deine Hand
iwari-render-your-hand-tribe = Deine Hand · { $seat }
iwari-render-no-cards = keine Karten
iwari-render-hand-help = 1 Karte vom Biom eines Gebiets = 1 Figur dort; 2 gleiche = 1 Figur irgendwo

## Das Spielbrett in Worten (rules/iwari/describer.py: Alternativtext des Bildes, /spiel beschreiben)

iwari-alt-title = Iwari-Spielbrett, { $map }, nach Zug { $turn }, Runde { $round }.
iwari-alt-turn = { $tribe } ist am Zug: { $doing }.
iwari-alt-prompt = { $prompt }.
iwari-alt-over = { $count ->
    [0] Spielende: Niemand gewinnt, der dritte Stamm hat die meisten Punkte.
    [one] Spielende: { $tribes } gewinnt.
   *[other] Spielende: { $tribes } teilen sich den Sieg.
 }
iwari-alt-final-round = Letzte Runde: Die Reise endet nach dieser Runde.
iwari-alt-final-round-why = Letzte Runde ({ $reason }): Die Reise endet nach dieser Runde.
iwari-alt-last = Letzter Zug, { $text }
iwari-alt-scores = Punkte: { $scores }.
iwari-alt-display = Auslage: { $cards }. Nachziehstapel: { $deck ->
    [one] { $deck } Karte
   *[other] { $deck } Karten
 }; Ablage: { $discard ->
    [one] { $discard } Karte
   *[other] { $discard } Karten
 }.
iwari-alt-map = Auf dem Spielplan: { $entries }.
iwari-alt-map-entry = { $tribe } { $pieces }
iwari-alt-leads = Meiste Zelte: { $entries }.
iwari-alt-lead-entry = { $tribe } in { $count ->
    [one] { $count } Gebiet
   *[other] { $count } Gebieten
 }
iwari-alt-expeditions = Expeditionen: { $entries }.
iwari-alt-expedition = { $title } ({ $first }/{ $second } Punkte, offen)
iwari-alt-expedition-done = { $title } ({ $first }/{ $second } Punkte, erfüllt von { $tribes })
iwari-alt-feats-left = Übrige Kunstwerke: { $feats }.
iwari-alt-covered = { $count ->
    [one] Ein Berg sperrt Verbindung { $numbers }.
   *[other] Berge sperren die Verbindungen { $numbers }.
 }
iwari-alt-hand-tribe = { $count ->
    [0] Deine Hand ({ $seat }) ist leer.
    [one] Deine Hand ({ $seat }) hält { $count } Karte: { $cards }.
   *[other] Deine Hand ({ $seat }) hält { $count } Karten: { $cards }.
 }
iwari-alt-hand = { $count ->
    [0] Deine Hand ist leer.
    [one] Deine Hand hält { $count } Karte: { $cards }.
   *[other] Deine Hand hält { $count } Karten: { $cards }.
 }
iwari-alt-hand-help = Eine Karte vom Biom eines Gebiets bezahlt dort eine Figur; zwei beliebige gleiche Karten bezahlen eine Figur irgendwo.
iwari-text-heading = { $heading ->
    [game] Partie
    [scores] Punkte
    [tribes] Stämme und Figuren
    [territories] Gebiete
    [connections] Verbindungen
    [paths] Wege zwischen den Zeltfeldern
    [cards] Karten
    [expeditions] Expeditionen
   *[feats] Kunstwerke
 }
iwari-text-map = Spielplan: { $map }.
iwari-text-first = Startspieler: { $tribe }.
iwari-text-half = { $done ->
    [yes] Die Halbzeitwertung ist erfolgt.
   *[no] Die Halbzeitwertung steht noch aus.
 }
iwari-text-score = { $tribe }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
 } ({ $parts }).
iwari-text-score-part = { $column } { $points }
iwari-text-pieces = { $tents ->
    [one] { $tents } Zelt
   *[other] { $tents } Zelte
 } und { $totems ->
    [one] { $totems } Totem
   *[other] { $totems } Totems
 }
iwari-text-tribe = { $tribe }, Buchstabe { $mark }: { $placed } auf dem Spielplan; noch zu setzen: { $left }.
iwari-text-tribe-hand = { $tribe }, Buchstabe { $mark }: { $placed } auf dem Spielplan; noch zu setzen: { $left }; { $hand ->
    [one] { $hand } Karte
   *[other] { $hand } Karten
 } auf der Hand.
iwari-text-area = { $area }: { $details }.
iwari-text-connection = Verbindung { $number }
iwari-text-spaces = Zeltfelder { $spaces }
iwari-text-road-spaces = Felder der Straße der Reihe nach { $spaces }
iwari-text-space-tent = { $space } { $tribe }
iwari-text-space-free = { $space } frei
iwari-text-unexplored = unerforscht
iwari-text-totems = Totems: { $totems }
iwari-text-no-totems = keine Totems
iwari-text-count = { $tribe } { $count }
iwari-text-feats-here = Kunstwerke: { $feats } (Wertung ×{ $times })
iwari-text-feat-of = { $feat } von { $tribe }
iwari-text-between = { $kind ->
    [land] Verbindung über Land
   *[water] Verbindung über Wasser
 } zwischen { $first } und { $second }
iwari-text-mountain = Bergsymbol mit { $peaks ->
    [one] { $peaks } Gipfel
   *[other] { $peaks } Gipfeln
 }
iwari-text-covered = von einem Berg gesperrt, keine Wertung
iwari-text-link = ein Weg zwischen den Feldern { $first } und { $second }
iwari-text-path-out = { $path } nach { $area }
iwari-text-hands = Karten auf der Hand: { $hands }.
iwari-text-expedition = { $title } ({ $first } Punkte für den ersten Stamm, { $second } für den zweiten): { $rule } Noch hat sie niemand erfüllt.
iwari-text-expedition-done = { $title } ({ $first } Punkte für den ersten Stamm, { $second } für den zweiten): { $rule } Erfüllt von { $tribes }.
iwari-text-feat-placed = Kunstwerk { $feat } von { $tribe } auf { $where }.
iwari-text-feat-pending = Das Kunstwerk { $feat } von { $tribe } wartet darauf, gesetzt zu werden.
