# Tiwanaku (rules/tiwanaku und render/tiwanaku.py). Begriffe: glossary-tiwanaku.md.

## Namen

tiwanaku-seat = { $colour ->
    [red] Spieler Rot
    [blue] Spieler Blau
    [yellow] Spieler Gelb
   *[green] Spieler Grün
 }
tiwanaku-terrain = { $terrain ->
    [forest] Wald
    [desert] Wüste
    [mountain] Gebirge
   *[valley] Tal
 }
tiwanaku-crop = { $crop ->
    [1] Kartoffel
    [2] Koka
    [3] Chili
    [4] Mais
   *[5] Quinoa
 }
tiwanaku-crop-numbered = { $number } · { $name }
tiwanaku-grade = { $grade ->
    [apprentice] Lehrling
    [farmer] Bauer
    [astronomer] Astronom
    [priest] Priester
   *[high-priest] Hohepriester
 }
tiwanaku-crops-plus = { $first } + { $rest }
tiwanaku-comma = { $first }, { $rest }
tiwanaku-offer-label = { $crops }: { $points } { $points ->
    [one] Punkt
   *[other] Punkte
 }
tiwanaku-points-change = { $change } { $count ->
    [one] Punkt
   *[other] Punkte
 }
tiwanaku-terrain-count = { $terrain } { $count }
tiwanaku-seat-score = { $seat } { $score }
tiwanaku-sentence = { $text }.
tiwanaku-sentences = { $first }. { $rest }

## Optionen

tiwanaku-option-size = Spielplan
tiwanaku-option-size-long = Langer Spielplan (9×5)
tiwanaku-option-size-short = Kurzer Spielplan (5×5)
tiwanaku-option-size-help = Der lange Spielplan ist das ganze Spiel, der kurze ein schnelleres Rätsel. Allein spielt man auf dem langen.
tiwanaku-option-mode = Modus
tiwanaku-option-mode-competitive = Gegeneinander
tiwanaku-option-mode-cooperative = Miteinander
tiwanaku-option-mode-help = Miteinander: eine gemeinsame Punktzahl, auf einer Rangleiter bewertet. Mit einem Spieler ist es immer das Solospiel.

## Menüschritte (choice_path)

tiwanaku-q-pawn = Figur
tiwanaku-q-destination = Ziel
tiwanaku-q-crop = Feldfrucht
tiwanaku-q-divine = Weissagen
tiwanaku-q-offering = Opfergabe
tiwanaku-q-pass = Passen
tiwanaku-q-divine-or-finish = Noch einmal weissagen oder aufhören
tiwanaku-q-divine-or-end = Noch einmal weissagen oder den Zug beenden
tiwanaku-a-new-pawn = Neue Figur aus dem Vorrat
tiwanaku-a-pawn-at = Figur auf { $space }
tiwanaku-a-divine-with = Mit der Figur auf { $space } weissagen
tiwanaku-a-offer = Opfern: { $offer }
tiwanaku-a-no-offering = Keine Opfergabe
tiwanaku-a-end-no-offering = Zug beenden, keine Opfergabe
tiwanaku-a-end-stay = Zug beenden (du bleibst in den letzten Weissagungen)
tiwanaku-a-pass-final = Passen (die letzten Weissagungen verlassen)
tiwanaku-a-pass-stuck = Kein erlaubter Zug: passen
tiwanaku-space-undiscovered = { $space } (unentdeckt)
tiwanaku-space-terrain = { $space } ({ $terrain })
tiwanaku-space-terrain-crop = { $space } ({ $terrain }, { $crop })

## Status, private Angaben, Punkte, Ergebnis

tiwanaku-status-turn = **{ $seat }** { $phase ->
    [divine] weissagt die Feldfrucht unter einer eigenen Figur
    [divine_more] weissagt noch einmal oder geht zur Opfergabe über
    [offering] darf eine Opfergabe bringen
    [final_v1] weissagt noch einmal oder passt (letzte Weissagungen)
    [final] weissagt oder passt (letzte Weissagungen)
    [final_more] weissagt noch einmal oder beendet den Zug (letzte Weissagungen)
    [final_offering] bringt eine letzte Opfergabe
   *[move] zieht eine Figur
 }.
tiwanaku-status-over = **Das Spiel ist vorbei.** { $outcome }
tiwanaku-status-scores = Punkte: { $scores }
tiwanaku-status-team = { $mode ->
    [solo] Punktzahl
   *[cooperative] Gemeinsame Punktzahl
 }: { $score } ({ $grade })
tiwanaku-status-hidden = Noch verdeckte Plättchen: { $tiles }
tiwanaku-private-public = Tiwanaku kennt keine geheime Hand: Alles hier ist öffentlich.
tiwanaku-private-track = Geländeleiste: { $track }
tiwanaku-private-tokens = Ernteplättchen: { $tokens }
tiwanaku-private-no-tokens = keine
tiwanaku-private-reserve = Figuren im Vorrat: { $count }
tiwanaku-private-score = Punktzahl: { $score }
tiwanaku-score-discoveries = Entdeckungen
tiwanaku-score-divinations = Weissagungen
tiwanaku-score-offerings = Opfergaben
tiwanaku-score-team = Team gesamt
tiwanaku-outcome-still-on = Das Spiel läuft noch.
tiwanaku-outcome-ladder = { $mode ->
    [solo] Du erreichst
   *[cooperative] Das Team erreicht
 } { $score } { $score ->
    [one] Punkt
   *[other] Punkte
 }: Rang { $grade } von { $grades }, { $name }.
tiwanaku-outcome-wins = { $winner } gewinnt mit { $score } { $score ->
    [one] Punkt
   *[other] Punkten
 }.
tiwanaku-outcome-share = { $winners } teilen sich den Sieg mit { $score } { $score ->
    [one] Punkt
   *[other] Punkten
 }.

## Was geschah (describe)

tiwanaku-do-enter-discover = { $seat } setzt eine neue Figur auf { $space } und entdeckt { $terrain }: { $points }
tiwanaku-do-enter-divine = { $seat } setzt eine neue Figur auf { $space } und wird weissagen
tiwanaku-do-move-discover = { $seat } zieht eine Figur { $source } → { $target } und entdeckt { $terrain }: { $points }
tiwanaku-do-move-divine = { $seat } zieht eine Figur { $source } → { $target } und wird weissagen
tiwanaku-do-divine-right = { $seat } weissagt auf { $space }: { $guess }, richtig: { $points }
tiwanaku-do-divine-right-token = { $seat } weissagt auf { $space }: { $guess }, richtig: { $points } und ein Ernteplättchen { $crop }
tiwanaku-do-divine-wrong = { $seat } weissagt auf { $space }: { $guess }, falsch, dort wächst { $truth }: { $points }
tiwanaku-do-offer = { $seat } opfert { $offer }
tiwanaku-do-no-offer = { $seat } bringt keine Opfergabe
tiwanaku-do-end-turn = { $seat } beendet den Zug und bleibt in den letzten Weissagungen
tiwanaku-do-leave-final = { $seat } passt und verlässt die letzten Weissagungen
tiwanaku-do-pass = { $seat } hat keinen erlaubten Zug und passt
tiwanaku-final-complete = Das Gelände ist vollständig: letzte Weissagungen
tiwanaku-final-blocked = Niemand erreicht die verdeckten Plättchen mehr: letzte Weissagungen
tiwanaku-hand-in = Alle geben ihre Ernteplättchen ab
tiwanaku-final-blocked-solo = Deine Figuren erreichen die verdeckten Plättchen nicht mehr: letzte Weissagungen
tiwanaku-hand-in-solo = Du gibst deine Ernteplättchen ab

## Fehler

tiwanaku-error-players = Tiwanaku ist für { $low } bis { $high } Spieler, nicht für { $players }.
tiwanaku-error-solo-short = Tiwanaku allein wird auf dem langen Spielplan gespielt: Wähle den langen Spielplan.
tiwanaku-error-over = Das Spiel ist vorbei.
tiwanaku-error-not-a-space = { $space } ist kein Feld dieses Spielplans.
tiwanaku-error-move-first = Ziehe zuerst eine Figur: Setze eine neue auf ein Randfeld oder bewege eine auf dem Spielplan.
tiwanaku-error-divine-now = Deine Figur steht auf einem entdeckten Feld: Weissage die Feldfrucht unter einer deiner Figuren.
tiwanaku-error-offer-now = Bring eine Opfergabe aus verschiedenen Ernteplättchen oder wähle keine Opfergabe.
tiwanaku-error-divine-where = Auf { $space } kannst du nicht weissagen: Geweissagt wird unter einer deiner Figuren auf einem entdeckten Feld ohne Ernteplättchen, mit einer Feldfrucht von 1 bis 5.
tiwanaku-error-offer-tokens = Eine Opfergabe besteht aus zwei oder mehr verschiedenen Ernteplättchen, die du besitzt.
tiwanaku-error-enter-v1 = Eine neue Figur kommt auf ein freies Randfeld, und nur wenn du noch eine im Vorrat hast und danach entdecken oder weissagen kannst; { $space } erfüllt das nicht.
tiwanaku-error-enter = Eine neue Figur kommt auf ein unentdecktes Randfeld, und nur wenn du noch eine im Vorrat hast; { $space } erfüllt das nicht.
tiwanaku-error-end-turn = Einen Zug der letzten Weissagungen kannst du nur nach einem Treffer beenden.
tiwanaku-error-move = { $source } → { $target } ist kein erlaubter Zug: Eine Figur zieht nur durch Felder mit Ernteplättchen oder mit eigenen Figuren, nie auf eine andere Figur, und danach musst du entdecken oder weissagen können.
tiwanaku-error-impossible = Das geht gerade nicht.
tiwanaku-error-offer-order = Eine Opfergabe nennt verschiedene Feldfrüchte aufsteigend, etwa 1+4.
tiwanaku-error-not-a-move = „{ $text }“ ist kein Tiwanaku-Zug: Versuche „enter A1“, „move C3 D4“, „divine D4 3“, „offer 1+4“, „offer none“, „pass“ oder „end“.
tiwanaku-error-rules-version = Diese Tiwanaku-Partie nutzt die Regelversion { $version }, die hier unbekannt ist.

## Bilder (render/tiwanaku.py)

tiwanaku-render-title = Tiwanaku · nach Zug { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-title-mode = Tiwanaku ({ $mode ->
    [solo] allein
   *[cooperative] miteinander
 }) · nach Zug { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-over-ladder = Spielende · { $score } { $score ->
    [one] Punkt
   *[other] Punkte
 }: { $grade }
tiwanaku-render-over-wins = Spielende · { $winner } gewinnt
tiwanaku-render-over-share = Spielende · { $winners } teilen sich den Sieg
tiwanaku-render-status = { $seat }: { $phase ->
    [divine] weissagt
    [divine_more] weissagt weiter oder hört auf
    [offering] darf opfern
    [final] letzte Weissagung
    [final_more] letzte Weissagung: weiter oder Zugende
    [final_offering] letzte Opfergabe
   *[move] ist am Zug
 }
tiwanaku-render-tiles-hidden = Verdeckte Plättchen
tiwanaku-render-last-move = letzter Zug
tiwanaku-render-tiles-left = { $terrain } { $left }/{ $total }
tiwanaku-render-points = { $score } Pkt.
tiwanaku-render-reserve = Vorrat { $count }
tiwanaku-render-discoveries = Entdeckungen { $points }
tiwanaku-render-divinations = Weissagungen { $points }
tiwanaku-render-offerings = Opfergaben { $points }
tiwanaku-render-ladder = { $mode ->
    [solo] Rangleiter allein
   *[cooperative] Rangleiter des Teams
 }: { $score } { $score ->
    [one] Punkt
   *[other] Punkte
 }
tiwanaku-render-rung-points = ab { $points } Pkt.
tiwanaku-render-seat = { $colour ->
    [red] Rot
    [blue] Blau
    [yellow] Gelb
   *[green] Grün
 }
tiwanaku-render-hand-title = Tiwanaku · { $seat }

## Das Spielbrett in Worten (rules/tiwanaku/describer.py: Alternativtext des Bildes, /spiel beschreiben)

tiwanaku-semicolon = { $first }; { $rest }
tiwanaku-alt-title = Tiwanaku-Spielbrett{ $mode ->
    [solo] { " " }(allein)
    [cooperative] { " " }(miteinander)
   *[competitive] {""}
 }, { $width }×{ $height } Felder, nach Zug { NUMBER($turn, useGrouping: 0) }.
tiwanaku-alt-turn = { $seat } ist am Zug: { $phase ->
    [divine] eine Feldfrucht unter einer eigenen Figur weissagen
    [divine_more] noch einmal weissagen oder zur Opfergabe übergehen
    [offering] darf eine Opfergabe bringen
    [final] weissagen oder passen (letzte Weissagungen)
    [final_more] noch einmal weissagen oder den Zug beenden (letzte Weissagungen)
    [final_offering] eine letzte Opfergabe bringen
   *[move] eine Figur ziehen
 }.
tiwanaku-alt-over = { $count ->
    [one] Spielende: { $winners } gewinnt mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
     }.
   *[other] Spielende: { $winners } teilen sich den Sieg mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
     }.
 }
tiwanaku-alt-over-ladder = Spielende: { $mode ->
    [solo] Du erreichst
   *[cooperative] Das Team erreicht
 } { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
 }, Rang { $grade }.
tiwanaku-alt-final = Noch in den letzten Weissagungen: { $seats }.
tiwanaku-alt-last-move = Letzter Zug: { $seat } zog eine Figur von { $source } nach { $target }.
tiwanaku-alt-last-enter = Letzter Zug: { $seat } setzte eine neue Figur auf { $space }.
tiwanaku-alt-last-stay = Letzter Zug: { $seat } zog keine Figur.
tiwanaku-alt-last-cells = { $count ->
    [one] Markiertes Feld: { $cells }.
   *[other] Markierte Felder: { $cells }.
 }
tiwanaku-alt-scores = Punkte: { $scores }.
tiwanaku-alt-team = { $mode ->
    [solo] Punktzahl
   *[cooperative] Gemeinsame Punktzahl
 }: { $score }, Rang { $grade }.
tiwanaku-alt-hidden = Noch verdeckte Plättchen: { $count } von { $total } ({ $tiles }).
tiwanaku-alt-pawns = Figuren: { $entries }.
tiwanaku-alt-pawns-on = { $seat } auf { $spaces }
tiwanaku-alt-pawns-none = { $seat } keine auf dem Spielplan
tiwanaku-alt-crops = { $count ->
    [0] Noch liegt kein Ernteplättchen auf dem Spielplan.
    [one] { $count } Feld zeigt sein Ernteplättchen.
   *[other] { $count } Felder zeigen ihr Ernteplättchen.
 }
tiwanaku-alt-ladder = { $mode ->
    [solo] Rangleiter allein
   *[cooperative] Rangleiter des Teams
 }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
 }
tiwanaku-alt-hand = Dein Spielertableau: { $player }
tiwanaku-alt-hand-nobody = Du spielst in dieser Partie nicht mit.
tiwanaku-text-heading = { $heading ->
    [game] Partie
    [hidden] Noch verdeckte Plättchen
   *[players] Spieler
 }
tiwanaku-text-board = Spielplan, Reihe für Reihe (Spalten A bis { $last } von links nach rechts, Reihe 1 oben)
tiwanaku-text-row = Reihe { $row }: { $cells }.
tiwanaku-text-cell = { $space } { $content }
tiwanaku-text-hidden = verdeckt
tiwanaku-text-terrain-crop = { $terrain }, Feldfrucht { $crop }
tiwanaku-text-with-pawn = { $content }, { $colour ->
    [red] rote Figur
    [blue] blaue Figur
    [yellow] gelbe Figur
   *[green] grüne Figur
 }
tiwanaku-text-hidden-count = { $terrain }: { $left } von { $total } noch verdeckt.
tiwanaku-text-player = { $seat } (Buchstabe { $mark }): { $details }.
tiwanaku-text-points = { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
 } (Entdeckungen { $discoveries }, Weissagungen { $divinations }, Opfergaben { $offerings })
tiwanaku-text-track = Geländeleiste { $track } (höchstens { $top })
tiwanaku-text-tokens = Ernteplättchen: { $tokens }
tiwanaku-text-reserve = { $count ->
    [one] { $count } Figur im Vorrat
   *[other] { $count } Figuren im Vorrat
 }
tiwanaku-text-pawns = { $count ->
    [one] Figur auf { $spaces }
   *[other] Figuren auf { $spaces }
 }
tiwanaku-text-no-pawns = keine Figur auf dem Spielplan
tiwanaku-text-rung = { $grade }: ab { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 }.
tiwanaku-text-rung-current = { $grade }: ab { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
 }, der jetzt erreichte Rang.
