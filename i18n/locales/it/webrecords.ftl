# La pagina del server (web/pages/server.py) e la pagina del membro (web/pages/me.py). Termini: glossary.md.

## La pagina del server

webrec-server-title = Le partite di questo server
webrec-contents = In questa pagina
webrec-names-note = I giocatori compaiono con un codice delle pagine di questo server, mai con il loro nome su Discord. Il tuo codice è sulla tua pagina personale (/partita mie web:Sì).
webrec-player = Giocatore { $code }
webrec-former-player = Ex giocatore
webrec-playing-heading = Partite in corso
webrec-playing-none = Nessuna partita in corso.
webrec-last-move-at = ultima mossa { $when }
webrec-lobbies-heading = Lobby aperte
webrec-lobbies-none = Nessuna lobby è aperta.
webrec-lobbies-join = Per entrare in una lobby, premi Partecipa nel suo messaggio su Discord.
webrec-lobby-seated = { $count ->
    [one] 1 giocatore
   *[other] { $count } giocatori
 }
webrec-opened-at = aperta { $when }
webrec-finished-heading = Partite finite
webrec-finished-none = Nessuna partita è ancora finita.
webrec-col-game = Partita
webrec-col-finished = Finita
webrec-col-result = Risultato
webrec-col-place = Posizione
webrec-col-player = Giocatore
webrec-col-rating = Valutazione
webrec-col-rated-games = Partite valutate
webrec-col-points = Punti
webrec-col-games = Partite
webrec-col-wins = Vittorie
webrec-col-move = A fine mese
webrec-score = { $score ->
    [one] { $score } punto
   *[other] { $score } punti
 }
webrec-winner = vincitore
webrec-leaderboards-heading = Classifiche
webrec-leaderboards-none = Ancora nessuno è in classifica: servono 3 partite valutate in un gioco.
webrec-seasons-heading = Stagioni
webrec-seasons-none = Questo server non ha stagioni.
webrec-season-title = Stagione di { $game }: { $month }
webrec-division = Divisione { $division }
webrec-division-empty = Ancora nessuno.
webrec-move-up = sale
webrec-move-down = scende
webrec-tournaments-heading = Tornei
webrec-tournaments-none = Questo server non ha tornei.
webrec-tournament-title = Torneo di { $game } n. { $number }
webrec-tournament-status = { $status ->
    [signup] Le iscrizioni sono aperte.
    [running] Round { $round } di { $rounds }.
    [finished] Finito.
   *[other] Annullato.
 }
webrec-standings = Classifica
webrec-withdrew = ritirato
webrec-round = Round { $round }
webrec-table = Tavolo { $table }
webrec-table-points = punti:
webrec-table-game = la partita
webrec-bye = Riposo (vale come vittoria): { $player }

## La pagina del membro

webrec-me-title = La tua pagina
webrec-me-private = Questa pagina è solo tua: mostra le tue mani e i tuoi piani. Chiunque abbia il suo indirizzo la vede, quindi non condividerlo. Chiedi un nuovo link con /partita mie web:Sì e questo smette di funzionare.
webrec-me-until = Questo link funziona fino al { $when }.
webrec-me-games-heading = Le tue partite in corso
webrec-me-none = In questo momento non stai giocando nessuna partita.
webrec-me-seat = Giochi con { $seat }.
webrec-me-code = Il tuo codice sulle pagine di questo server: { $code }
webrec-me-to-play = Tocca a te.
webrec-me-hand = La tua mano
webrec-me-no-hand = In questa partita non hai niente di nascosto.
webrec-me-plan-heading = Il tuo piano per il prossimo turno
webrec-me-plan-count = { $count ->
        [one] Una decisione pianificata, giocata quando arriva il tuo turno se è ancora possibile:
       *[other] { $count } decisioni pianificate, giocate in quest'ordine quando arriva il tuo turno, ognuna se è ancora possibile:
    }
webrec-me-plan-strict = Solo se nulla è cambiato: il piano viene giocato solo se la plancia è come quando l'hai fatto.
webrec-me-plan-loose = Ogni decisione viene giocata se è ancora possibile, qualunque cosa cambi prima del tuo turno.
webrec-me-plan-unfit = La partita è andata avanti e il tuo piano non si adatta più alla plancia. Cancellalo e pianifica di nuovo con /partita pianifica.
webrec-me-plan-none = Niente di pianificato. Mentre un altro giocatore decide, pianifica il tuo prossimo turno con /partita pianifica.
webrec-me-game-page = La pagina della partita
webrec-me-server-page = La pagina di questo server
webrec-refused-title = Questo link non apre nessuna pagina
webrec-refused-forged = Questo indirizzo non è un link personale valido. Controlla di averlo copiato per intero.
webrec-refused-expired = Questo link personale è scaduto (i link funzionano per 7 giorni).
webrec-refused-revoked = Questo link personale è stato sostituito da uno più nuovo, oppure i suoi dati sono stati cancellati.
webrec-refused-how = Su Discord, usa /partita mie web:Sì per avere un nuovo link: lo vedi solo tu.
