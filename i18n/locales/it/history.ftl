# Issue 14: statistiche, classifiche, cronologia, esportazione e replay delle partite finite.
history-no-such-game = Qui non conosco nessuna partita numero { NUMBER($id, useGrouping: 0) }. `/risultati archivio` elenca le partite finite di questo server.
history-not-finished = La partita { NUMBER($id, useGrouping: 0) } non è ancora finita: registrazione, seme e plance restano segreti fino alla fine.
history-not-played-out = La partita { NUMBER($id, useGrouping: 0) } non è stata giocata fino in fondo, quindi la sua registrazione resta privata.
history-unknown-game = Non conosco quel gioco: scegline uno dall'elenco.
history-dm-only-own = Qui nei nostri messaggi diretti ti mostro solo il tuo archivio e le tue statistiche. Per vedere quelle di un altro giocatore, chiedi in un server che avete in comune: lì vedi le partite giocate in quel server.
history-page-elsewhere = Quella pagina appartiene a un elenco di un altro server o di un'altra conversazione, quindi qui non posso sfogliarla: `/risultati archivio` qui ne apre uno nuovo.
history-computer = Computer ({ $level })
history-level-easy = facile
history-level-medium = medio
history-level-hard = difficile
history-computer-stats = I giocatori controllati dal computer hanno una valutazione fissa; le loro partite sono in `/risultati archivio`.
history-scope-server = Questo server
history-scope-overall = In totale
history-stats-head = **Statistiche di { $player }**
history-stats-none = { $player } non ha ancora nessuna partita finita.
history-stats-line = { $scope }: { $played ->
    [one] { $played } partita
   *[other] { $played } partite
    }, { $won ->
    [one] { $won } vinta
   *[other] { $won } vinte
    } ({ $rate }%), punteggio migliore { $best }, { $rating }
history-rating = valutazione { $rating }
history-rating-placed = valutazione { $rating }, posizione { $place } nella classifica di questo server
history-rating-provisional = valutazione provvisoria: { $games } di { $minimum ->
    [one] { $minimum } partita giocata
   *[other] { $minimum } partite giocate
    } (la classifica elenca i giocatori da { $minimum } partite in su)
history-rating-meaning = Le valutazioni partono da { $start } e cambiano a ogni partita contro altri; { $minimum ->
    [one] nella prima partita
   *[other] nelle prime { $minimum } partite
    } di un gioco sono provvisorie. `/partita aiuto` le spiega.
history-no-rating = ancora nessuna valutazione
history-stats-options = Opzioni preferite: { $options }
history-leaderboard-server-only = Le classifiche appartengono a un server: usa `/risultati classifica` in uno dei suoi canali.
history-leaderboard-empty = Qui nessuno è ancora in classifica in **{ $title }**: servono { $minimum } partite finite in questo server.
history-leaderboard-head = **{ $title }: i migliori giocatori di questo server** (almeno { $minimum } partite finite; ordinati per valutazione, spiegata in `/partita aiuto`)
history-leaderboard-line = { $place }. { $player }: { $rating } ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
    })
history-leaderboard-you = Tu: posizione { $place } con { $rating } ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
    })
history-leaderboard-unranked = Non sei ancora in classifica: servono { $minimum } partite finite di questo gioco qui.
history-leaderboard-level = { $level } { $rating }
history-leaderboard-computers = Giocatori controllati dal computer, con valutazione fissa: { $levels }
history-head-server = **Partite finite di questo server**, pagina { $page } di { $pages }
history-head-player = **Partite finite di { $player }**, pagina { $page } di { $pages }
history-none-server = In questo server non è ancora finita nessuna partita.
history-none-player = { $player } non ha ancora nessuna partita finita qui.
history-line = #{ NUMBER($id, useGrouping: 0) } { $date } **{ $title }**: { $seats }. Vincitore: { $winners }. { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
    }
history-seat-score = { $player } { $score }
history-standin-mark = (sostituto)
history-standin-part-mark = (il sostituto ha preso { $count ->
    [one] { $count } decisione
   *[other] { $count } decisioni
})
history-winner-standin = { $player } (concluso dal sostituto: conta come una sconfitta)
history-nobody = nessuno
history-older = Precedenti
history-newer = Successive
history-export-done = La registrazione della partita { NUMBER($id, useGrouping: 0) } ({ $title }): opzioni, posti, seme e ogni azione con il suo orario. `python -m bot replay FILE` la rigioca.
history-caption-start = { $title }: la preparazione
history-caption-turn = Turno { $turn } di { $total }: { $lines }
history-caption-turns = Turni { $first }–{ $turn } di { $total }; turno { $turn }: { $lines }
history-replay-progress = Sto preparando le immagini di { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
    }: il replay arriva tra un attimo.
history-replay-post = Replay della partita { NUMBER($id, useGrouping: 0) }, **{ $title }** ({ $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
    }), richiesto da { $user }.
history-replay-timelapse = La partita è troppo lunga per mostrare ogni turno, quindi questa è una versione accelerata: { $frames ->
    [one] { $frames } immagine
   *[other] { $frames } immagini
    }, a distanza di al massimo { $every ->
    [one] { $every } turno
   *[other] { $every } turni
    }, fino alla posizione finale. `/risultati rivedi numero:{ NUMBER($id, useGrouping: 0) } passo:Sì` mostra ogni turno.
history-replay-queued = { $ahead ->
    [one] C'è 1 replay prima del tuo
   *[other] Ci sono { $ahead } replay prima del tuo
    }: il tuo arriva quando { $ahead ->
    [one] sarà pubblicato
   *[other] saranno pubblicati
    }.
history-replay-busy = Il tuo replay è ancora in preparazione: chiedine un altro quando sarà pubblicato.
history-replay-full = In questo momento ci sono troppi replay in attesa di essere disegnati; riprova tra qualche minuto.
# The replay animation's alt text starts so; the final position's description follows.
history-replay-alt = Replay della partita { NUMBER($id, useGrouping: 0) }, { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
    }. L'ultima immagine:
history-replay-posted = Il replay della partita { NUMBER($id, useGrouping: 0) } è nel canale ({ $size } MB).
history-replay-not-posted = Non sono riuscito a pubblicare il replay in questo canale: forse non ho il permesso di allegare file qui.
history-step-head = **Partita { NUMBER($id, useGrouping: 0) }, { $title }**: dopo il turno { $turn } di { $total }
history-step-option = Dopo il turno { $turn }
history-step-start = La preparazione
history-step-select = Vai a un turno
history-step-bad-choice = Quel turno non è in questa partita.
history-step-goto = Vai al turno…
history-step-blocks = Salta a un gruppo di turni
history-step-block = Turni { $first }–{ $last }
history-goto-title = Partita { NUMBER($id, useGrouping: 0) }: vai a un turno
history-goto-label = Numero del turno
history-goto-range = Da 0 (la preparazione) a { $last }
history-goto-not-a-number = «{ $value }» non è un numero di turno: scrivi un numero intero da 0 (la preparazione) a { $last }.
history-goto-out-of-range = Questa partita non ha un turno { $turn }: è finita dopo { $last ->
    [one] { $last } turno
   *[other] { $last } turni
}. Scrivi un numero da 0 (la preparazione) a { $last }.

# Issue 30: l'affidabilità.
history-stats-reliability = Affidabilità: **{ $percent }%** delle partite finite ({ $games }) senza che il sostituto subentrasse dopo un tempo scaduto
history-stats-reliability-new = Affidabilità: nuovo (partite finite: { $games }; un valore ne richiede { $needed })

# Issue 31: l'analisi dopo la partita (/risultati analisi).
review-progress = Sto analizzando la partita { NUMBER($id, useGrouping: 0) }… turno { $turn } di { $total }.
review-head = **Analisi della partita { NUMBER($id, useGrouping: 0) }: { $title }**
review-intro = Il grafico mostra la probabilità stimata di vincere di ogni giocatore dopo ogni turno.
review-shared-intro = Il grafico mostra il punteggio finale atteso del tavolo dopo ogni turno (tutti vincono o perdono insieme).
review-drops-head = I turni che sono costati di più (numerati sul grafico):
review-no-drops = Nessun turno è costato molto a qualcuno: le probabilità hanno seguito la fortuna, o la partita è rimasta equilibrata.
review-drop = **{ $number }. Turno { $turn }**, { $player }: { $played } ({ $before } → { $after })
review-drop-best = ↳ Il computer a livello difficile avrebbe giocato: { $best } (si aspettava { $value }).
review-drop-same = ↳ Il computer a livello difficile avrebbe giocato lo stesso: la probabilità era persa prima di questo turno, o per la fortuna.
review-drop-forced = ↳ Non c'era un'altra mossa.
review-how = Stimato giocando la partita da ogni posizione molte volte, ogni posto come il computer a livello medio; i suggerimenti vengono dalla ricerca del computer a livello difficile. Stime, non verdetti.
review-percent = { $value }%
review-table = Il tavolo
review-chart-chance = Probabilità di vincere dopo ogni turno
review-chart-score = Punteggio finale atteso dopo ogni turno
review-chart-turns = Turno
review-alt-head = Grafico della partita { NUMBER($id, useGrouping: 0) }: { $what }, dalla preparazione alla fine del turno { $turns }.
review-alt-leads = Chi era in testa: { $runs }.
review-alt-leads-merged = Chi era in testa, senza i tratti più brevi (il comando è passato di mano { $changes ->
    [one] { $changes } volta
   *[other] { $changes } volte
} in tutto): { $runs }.
review-alt-run = { $seat } dal turno { $first } al turno { $last }
review-alt-run-one = { $seat } al turno { $turn }
review-alt-end = Alla fine: { $order }.
review-alt-order = { $seat } { $value }
review-alt-shared = Parte da { $start }, scende fino a { $low }, sale fino a { $high } e finisce a { $end }.
review-alt-drops = Cali maggiori: { $drops }.
review-alt-drop = { $number }: turno { $turn }, { $seat }, da { $before } a { $after }
