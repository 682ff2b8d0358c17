# Le pagine web della piattaforma (web/). Termini: glossary.md.

web-site-name = Giochi da tavolo
web-skip-to-content = Vai al contenuto
web-language-switch = Lingua
web-turn = Turno { $turn }

## Errori

web-error-title = { $code ->
    [404] Pagina non trovata
    [405] Non consentito
    [429] Troppe richieste
   *[other] Qualcosa è andato storto
 }
web-error-404 = Qui non c'è nessuna pagina. La pagina di una partita esiste solo finché il suo server mostra le sue partite sul web; chiedi il link a chi gestisce il server.
web-error-405 = Questo indirizzo non risponde a questo tipo di richiesta.
web-error-429 = Troppe richieste dal tuo indirizzo. Aspetta un minuto, poi ricarica la pagina.
web-error-500 = Non è stato possibile preparare la pagina. Riprova tra un momento.

## La pagina della partita

web-board-heading = La plancia
web-zoom-group = Zoom
web-zoom-in = Ingrandisci
web-zoom-out = Riduci
web-zoom-reset = Adatta
web-zoom-roledescription = plancia ingrandibile
web-zoom-label = La plancia: ingrandisci con + e −, spostati con le frecce
web-zoom-help = Usa due dita o la rotellina per ingrandire e trascina per spostarti. Con la tastiera: + e − ingrandiscono e riducono, le frecce spostano, 0 adatta la plancia.
web-status-heading = La partita ora
web-status-to-play = Turno { $turn }: tocca a { $seat }.
web-status-turn = Turno { $turn }.
web-status-over = La partita è finita dopo il turno { $turn }.
web-status-ended = La partita è stata interrotta dopo il turno { $turn }.
web-last-move = Ultima mossa: { $line }
web-deadline = Scadenza: { $when }
web-deadline-left = Restano { $time }
web-deadline-passed = Il tempo è scaduto: il bot agirà al prossimo controllo.
web-deadline-paused = L'orologio è in pausa: il giocatore è assente.
web-seats-heading = Giocatori e punteggi
web-seat = Giocatore
web-score = Punteggio
web-bank = Riserva di tempo
web-seat-to-play = di turno
web-score-hidden = I punteggi restano nascosti fino alla fine della partita.
web-duration-hours = { $hours } h { $minutes } min
web-duration-minutes = { $minutes } min { $seconds } s
web-recap-heading = L'ultimo giro
web-words-heading = La plancia a parole
web-log-heading = Mosse
web-log-earlier = { $count ->
    [one] Una mossa precedente è nel replay.
   *[other] { $count } mosse precedenti sono nel replay.
 }
web-log-empty = Ancora nessuna mossa.
web-replay-link = Rivedi la partita turno per turno

## Il replay

web-replay-title = Replay della partita
web-replay-back = Torna alla partita
web-replay-setup = La preparazione
web-replay-after = Dopo il turno { $turn } di { $total }
web-replay-previous = Turno precedente
web-replay-next = Turno successivo
web-replay-slider = Turno
web-replay-go = Mostra
web-replay-help = Sposta il cursore o usa le frecce: ← e → vanno avanti o indietro di un turno, Home e Fine vanno all'inizio e alla fine.
