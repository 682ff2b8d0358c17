# Computerspieler (Issue 13): das Lobby-Menü, die Platznamen und die Hinweise des Bots.
computer-add-button = Computerspieler hinzufügen
computer-add-menu = Wähle die Stärke des Computerspielers
computer-level-easy = Leicht: spielt fast zufällig
computer-level-medium = Mittel: nimmt den besten Zug auf den ersten Blick
computer-level-hard = Schwer: denkt voraus
computer-seat-easy = Computer (leicht)
computer-seat-medium = Computer (mittel)
computer-seat-hard = Computer (schwer)
computer-added = { $name } nimmt Platz.
computer-only-creator = Nur wer das Spiel eröffnet hat, fügt Computerspieler hinzu.
computer-table-full = Der Tisch ist voll: Für einen Computerspieler ist kein Platz mehr frei.
computer-lobby-closed = Diese Lobby ist geschlossen: Das Spiel hat begonnen oder wurde abgebrochen.
computer-unknown-level = Wähle eine Stärke aus dem Menü: leicht, mittel oder schwer.
computer-thinking = { $name } ist als Nächstes dran ({ $label }).
