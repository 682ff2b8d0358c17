# Giocatori del computer (issue 13): il menu della lobby, i nomi dei posti e gli avvisi del bot.
computer-add-button = Aggiungi giocatore del computer
computer-add-menu = Scegli il livello del giocatore del computer
computer-level-easy = Facile: gioca quasi a caso
computer-level-medium = Medio: sceglie la mossa che sembra migliore
computer-level-hard = Difficile: pensa in anticipo
computer-seat-easy = Computer (facile)
computer-seat-medium = Computer (medio)
computer-seat-hard = Computer (difficile)
computer-added = { $name } prende posto.
computer-only-creator = Solo chi ha creato la partita aggiunge giocatori del computer.
computer-table-full = Il tavolo è pieno: non c'è più posto per un giocatore del computer.
computer-lobby-closed = Questa lobby è chiusa: la partita è iniziata o è stata annullata.
computer-unknown-level = Scegli un livello dal menu: facile, medio o difficile.
computer-thinking = Tocca a { $name } ({ $label }).
