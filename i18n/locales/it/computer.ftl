# Giocatori del computer (issue 13): il menu della lobby, i nomi dei posti e gli avvisi del bot.
computer-add-button = Aggiungi computer
computer-add-menu = Scegli il livello del computer
computer-level-easy = Facile: gioca quasi a caso
computer-level-medium = Medio: sceglie la mossa che sembra migliore
computer-level-hard = Difficile: pensa in anticipo
computer-level-ladder-easy = Facile: batte le mosse a caso { $wins ->
        [one] { $wins } partita
       *[other] { $wins } partite
    } su 10
computer-level-ladder-medium = Medio: batte il livello facile { $wins ->
        [one] { $wins } partita
       *[other] { $wins } partite
    } su 10
computer-level-ladder-hard = Difficile: batte il livello medio { $wins ->
        [one] { $wins } partita
       *[other] { $wins } partite
    } su 10
computer-seat-easy = Computer (facile)
computer-seat-medium = Computer (medio)
computer-seat-hard = Computer (difficile)
computer-seat-nth = { $level ->
    [easy] Computer { $number } (facile)
    [medium] Computer { $number } (medio)
   *[hard] Computer { $number } (difficile)
}
computer-added = { $name } prende posto.
computer-only-creator = Solo chi ha creato la partita può aggiungere giocatori controllati dal computer.
computer-table-full = Il tavolo è pieno: non c'è più posto per il computer.
computer-lobby-closed = Questa lobby è chiusa: la partita è iniziata o è stata annullata.
computer-unknown-level = Scegli un livello dal menu: facile, medio o difficile.
computer-thinking = { $name } ({ $label }) sta pensando…
computer-remove-button = Rimuovi computer
computer-remove-menu = Scegli quale computer rimuovere
computer-seat-numbered = { $name }, posto { $seat }
computer-removed = { $name } lascia il tavolo.
computer-remove-only-creator = Solo chi ha creato la partita può rimuovere giocatori controllati dal computer.
computer-remove-none = A questo tavolo non gioca nessun computer.
computer-remove-gone = Quel computer ha già lasciato il tavolo: premi di nuovo **Rimuovi computer** per vedere chi è seduto ora.
computer-remove-unknown = Scegli dal menu il computer da rimuovere.
