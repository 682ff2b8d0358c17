# Computerspieler (Issue 13): das Lobby-Menü, die Platznamen und die Hinweise des Bots.
computer-add-button = Computerspieler hinzufügen
computer-add-menu = Wähle die Stärke des Computerspielers
computer-level-easy = Leicht: spielt fast zufällig
computer-level-medium = Mittel: nimmt den besten Zug auf den ersten Blick
computer-level-hard = Schwer: denkt voraus
computer-level-ladder-easy = Leicht: gewinnt { $wins ->
        [one] eine
       *[other] { $wins }
    } von 10 Partien gegen Zufallszüge
computer-level-ladder-medium = Mittel: gewinnt { $wins ->
        [one] eine
       *[other] { $wins }
    } von 10 Partien gegen Leicht
computer-level-ladder-hard = Schwer: gewinnt { $wins ->
        [one] eine
       *[other] { $wins }
    } von 10 Partien gegen Mittel
computer-seat-easy = Computer (leicht)
computer-seat-medium = Computer (mittel)
computer-seat-hard = Computer (schwer)
computer-seat-nth = { $level ->
    [easy] Computer { $number } (leicht)
    [medium] Computer { $number } (mittel)
   *[hard] Computer { $number } (schwer)
}
computer-added = { $name } nimmt Platz.
computer-only-creator = Nur wer das Spiel eröffnet hat, kann Computerspieler hinzufügen.
computer-table-full = Der Tisch ist voll: Für einen Computerspieler ist kein Platz mehr frei.
computer-lobby-closed = Diese Lobby ist geschlossen: Das Spiel hat begonnen oder wurde abgebrochen.
computer-unknown-level = Wähle eine Stärke aus dem Menü: leicht, mittel oder schwer.
computer-thinking = { $name } ({ $label }) denkt nach …
computer-remove-button = Computerspieler entfernen
computer-remove-menu = Wähle den Computerspieler, den du entfernen willst
computer-seat-numbered = { $name }, Platz { $seat }
computer-removed = { $name } verlässt den Tisch.
computer-remove-only-creator = Nur wer das Spiel eröffnet hat, kann Computerspieler entfernen.
computer-remove-none = An diesem Tisch sitzt kein Computerspieler.
computer-remove-gone = Dieser Computerspieler hat den Tisch schon verlassen: Drücke noch einmal **Computerspieler entfernen**, um zu sehen, wer jetzt dort sitzt.
computer-remove-unknown = Wähle einen Computerspieler aus dem Menü.
