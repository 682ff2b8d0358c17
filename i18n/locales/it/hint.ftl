# Issue 31: i suggerimenti dell'allenatore. $percent: una percentuale intera; $score: il punteggio finale
# atteso, arrotondato; $playouts: quante volte ogni scelta è stata giocata fino alla fine.
hint-button = Suggerimento
hint-title = **Suggerimento per { $game }**: le scelte migliori del computer a livello difficile per la tua decisione, giudicate solo da ciò che vedi
hint-choice = **{ $rank }.** { $move }: circa { $percent }% di probabilità di vincere
hint-choice-shared = **{ $rank }.** { $move }: punteggio finale circa { $score }, probabilità di vittoria circa { $percent }%
hint-footer = Stimato giocando ogni scelta fino alla fine { $playouts ->
        [one] una volta
       *[other] { $playouts } volte
    }, con ciò che non vedi estratto a caso. Solo tu vedi questo suggerimento; la scheda della partita conta i suggerimenti di ogni giocatore.
hint-lobby-line = { $allowed ->
        [1] **Suggerimenti ammessi**: questa partita non cambia la valutazione (`/partita suggerimento`, o il pulsante Suggerimento del tuo turno)
       *[0] **Suggerimenti**: non ammessi
    }
hint-lobby-choice = { $allow ->
        [1] Suggerimenti: ammetterli (la partita allora non cambia la valutazione)
       *[0] Suggerimenti: non ammetterli
    }
hint-card-used = { $count ->
        [one] suggerimento
       *[other] suggerimenti
    }
hint-error-over = Questa partita è finita: non resta nessuna decisione da suggerire. `/partita tabellone` mostra il tabellone finale.
hint-error-not-player = I suggerimenti sono per chi gioca questa partita, e tu non ci giochi.
hint-error-no-computer = { $game } non ha un giocatore controllato dal computer, quindi non si può calcolare un suggerimento.
hint-error-not-allowed = In questa partita i suggerimenti non sono ammessi (lo decide la lobby prima dell'inizio: ammessi quando gioca il computer, salvo diversa scelta di chi l'ha creata). Le partite con suggerimenti ammessi non cambiano la valutazione.
hint-error-not-your-turn = Un suggerimento è per la tua decisione, e non è il tuo turno: tocca a { $who }.
hint-error-busy = I giocatori controllati dal computer sono occupati in questo momento e il suggerimento non era pronto in tempo: richiedilo tra un minuto.
