# Issue 30: stagioni, la classifica mensile di un server in un gioco (il comando della stagione e la sua scheda).
season-month = { $month ->
    [one] gennaio
    [2] febbraio
    [3] marzo
    [4] aprile
    [5] maggio
    [6] giugno
    [7] luglio
    [8] agosto
    [9] settembre
    [10] ottobre
    [11] novembre
   *[12] dicembre
    } { $year }
season-line = { $place }. { $arrow }{ $player } · { $points ->
    [one] { $points } punto
   *[other] { $points } punti
    } · { $games ->
    [one] { $games } partita
   *[other] { $games } partite
    }, { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
    }
season-division = **Divisione { $division }**
season-division-empty = Ancora nessuno.
season-card-title = 🏆 Stagione di { $game }: { $month }
season-card-previous = { $count ->
    [0] { $month } è finito: nessuno è salito o sceso.
   *[other] { $month } è finito:
    }
season-card-moved-up = ⬆️ { $player } sale in divisione { $division }
season-card-moved-down = ⬇️ { $player } scende in divisione { $division }
season-card-rules = Una partita conta quando tutti i suoi giocatori sono nella stessa divisione: un punto per ogni giocatore che finisce dietro di te. { $divisions ->
    [one] Con una sola divisione nessuno sale o scende: a fine mese, { $end } (mesi in UTC), la sua classifica viene conservata e il nuovo mese riparte da zero.
   *[other] A fine mese, { $end } (mesi in UTC), { $promote ->
        [one] sale il primo
       *[other] salgono i primi { $promote }
    } di ogni divisione tranne la prima e { $relegate ->
        [one] scende l'ultimo
       *[other] scendono gli ultimi { $relegate }
    } di ogni divisione tranne l'ultima. I nuovi giocatori partono dalla divisione più bassa.
}
season-join = Partecipa alla stagione
season-joined = Sei nella stagione di { $game }, divisione { $division }. Contano le partite valutate contro giocatori della tua divisione.
season-dm-up = 🏆 La stagione di { $game } di { $month } su { $server } è finita: sei arrivato { $place }° nella tua divisione e sali in divisione { $division }. La scheda della nuova stagione è in { $channel }.
season-dm-down = La stagione di { $game } di { $month } su { $server } è finita: sei arrivato { $place }° nella tua divisione e scendi in divisione { $division }. La scheda della nuova stagione è in { $channel }.
season-on = La stagione di { $game } è attiva in { $channel }: { $divisions ->
    [one] una sola divisione, la cui classifica riparte da zero ogni mese (nessuno sale o scende).
   *[other] { $divisions } divisioni; ogni mese { $promote ->
        [one] sale il primo
       *[other] salgono i primi { $promote }
    } di ogni divisione tranne la prima e { $relegate ->
        [one] scende l'ultimo
       *[other] scendono gli ultimi { $relegate }
    } di ogni divisione tranne l'ultima.
}
season-off = La stagione di { $game } è disattivata. I suoi giocatori e i mesi passati restano se la riattivi.
season-unknown-game = Non conosco quel gioco: scegline uno dall'elenco.
season-server-only = Le stagioni appartengono a un server: usa questo comando in un server.
season-manage-server = Solo chi può gestire questo server può configurarne le stagioni.
season-bad-divisions = Una stagione ha da 1 a { $most } divisioni (0 la disattiva).
season-bad-moves = Da una divisione possono salire o scendere da 1 a { $most } giocatori.
season-none = Questo server non ha una stagione di quel gioco. Chi gestisce il server può avviarne una con `/risultati stagione divisioni:`.
season-already-in = Giochi già in questa stagione, in divisione { $division }.
season-bad-month = «{ $month }» non è un mese: scrivilo come 2026-10.
season-no-archive = Qui non c'è nessuna stagione chiusa di { $month }. { $count ->
    [0] Non se n'è ancora chiusa nessuna.
   *[other] Mesi chiusi: { $months }.
    }
season-archive-title = Stagione di { $game }: { $month } (finale)
season-archive-note = ⬆️ salito, ⬇️ sceso a fine mese.
season-archive-months = Stagioni passate (`mese:`): { $months }
