# Issue 31: die Tipps des Trainers. $percent: ganze Prozent; $score: die erwartete Endwertung, gerundet;
# $playouts: wie oft jede Wahl zu Ende gespielt wurde.
hint-button = Tipp
hint-title = **Tipp für { $game }**: die besten Züge des Computers (Stufe Schwer) für deine Entscheidung, nur nach dem beurteilt, was du sehen kannst
hint-choice = **{ $rank }.** { $move }: etwa { $percent } % Gewinnchance
hint-choice-shared = **{ $rank }.** { $move }: Endwertung etwa { $score }, Partie gewonnen in etwa { $percent } % der Fälle
hint-footer = Geschätzt, indem jeder dieser Züge { $playouts ->
        [one] einmal
       *[other] { $playouts }-mal
    } zu Ende gespielt wurde; was du nicht sehen kannst, wurde zufällig angenommen. Nur du siehst diesen Tipp; die Karte der Partie zählt die Tipps jeder Person.
hint-lobby-line = { $allowed ->
        [1] **Tipps erlaubt**: diese Partie zählt nicht fürs Rating (`/spiel tipp` oder der Tipp-Button deines Zuges)
       *[0] **Tipps**: nicht erlaubt
    }
hint-lobby-choice = { $allow ->
        [1] Tipps: erlauben (die Partie zählt dann nicht fürs Rating)
       *[0] Tipps: nicht erlauben
    }
hint-card-used = { $count ->
        [one] Tipp
       *[other] Tipps
    }
hint-error-over = Diese Partie ist vorbei: Es gibt keine Entscheidung mehr für einen Tipp. `/spiel brett` zeigt das Endbrett.
hint-error-not-player = Tipps gibt es für die Spieler dieser Partie, und du spielst nicht mit.
hint-error-no-computer = { $game } hat keinen Computergegner, daher lässt sich darin kein Tipp berechnen.
hint-error-not-allowed = In dieser Partie sind Tipps nicht erlaubt (das entscheidet die Lobby vor dem Start: erlaubt, wenn ein Computer mitspielt, außer die Person, die sie eröffnet hat, wählt anders). Partien mit erlaubten Tipps zählen nicht fürs Rating.
hint-error-not-your-turn = Ein Tipp gilt deiner eigenen Entscheidung, und du bist nicht am Zug: { $who } ist dran.
hint-error-busy = Die Computergegner sind gerade beschäftigt, der Tipp war nicht rechtzeitig fertig: Bitte versuche es in einer Minute noch einmal.
