# Cedere un posto (bot/cogs/handover.py, core/handover.py). $user: il membro a cui si offre il posto; $by: chi
# lo offre o lo propone; $left: chi ha lasciato il posto; $seat: il nome del posto sul tabellone; $relative:
# quando scade l'offerta (un timestamp di Discord); $hours: quanto aspetta un'offerta.
handover-button-accept = Accetta
handover-button-refuse = Rifiuta
handover-button-agree = D'accordo
handover-offer-post = { $by } offre a { $user } il proprio posto ({ $seat }) in questa partita di { $game }. { $user }, premi **Accetta** per prenderlo e continuare a giocare, oppure **Rifiuta**. L'offerta scade { $relative }.
handover-table-offer-post = Il tavolo offre a { $user } il posto di { $seat } in questa partita di { $game }: lo tiene il sostituto da quando { $left } ha lasciato la partita. { $user }, premi **Accetta** per prenderlo e continuare a giocare, oppure **Rifiuta**. L'offerta scade { $relative }.
handover-table-offer-post-former = Il tavolo offre a { $user } il posto di { $seat } in questa partita di { $game }: lo tiene il sostituto da quando chi lo giocava ha lasciato la partita. { $user }, premi **Accetta** per prenderlo e continuare a giocare, oppure **Rifiuta**. L'offerta scade { $relative }.
handover-vote-post = { $by } propone di offrire a { $user } il posto di { $seat }, che il sostituto tiene da quando { $left } ha lasciato la partita. Chi al tavolo è d'accordo può premere **D'accordo** (d'accordo: { $agreed }/{ $needed }; basta l'accordo di chi ha creato la partita). La proposta scade { $relative }.
handover-vote-post-former = { $by } propone di offrire a { $user } il posto di { $seat }, che il sostituto tiene da quando chi lo giocava ha lasciato la partita. Chi al tavolo è d'accordo può premere **D'accordo** (d'accordo: { $agreed }/{ $needed }; basta l'accordo di chi ha creato la partita). La proposta scade { $relative }.
handover-vote-decided = Il tavolo è d'accordo: il posto di { $seat } viene offerto a { $user }.
handover-offered-reply = Offerta pubblicata: { $user } ha { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    } per accettarla.
handover-proposed-reply = Proposta pubblicata: quando la maggioranza degli altri giocatori sarà d'accordo (o chi ha creato la partita), verrà chiesto a { $user }. Aspetta al massimo { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }.
handover-accepted-edit = { $user } ha accettato il posto di { $seat }.
handover-refused-edit = { $user } ha rifiutato il posto di { $seat }: resta com'era.
handover-accepted-post = { $user } subentra a { $left } nel posto di { $seat } { $turns ->
        [0] prima del primo turno
        [one] dopo { $turns } turno
       *[other] dopo { $turns } turni
    } e continua a giocare.
handover-accepted-post-former = { $user } prende il posto di { $seat } { $turns ->
        [0] prima del primo turno
        [one] dopo { $turns } turno
       *[other] dopo { $turns } turni
    } e continua a giocare.
handover-expired-post = Nessuno ha risposto in tempo: l'offerta del posto di { $seat } a { $user } è scaduta.
handover-closed-game-over = Questa partita è finita, quindi l'offerta del posto di { $seat } a { $user } è chiusa: nessuno può più accettarla.
handover-welcome-dm = Ora il posto di { $seat } nella partita di { $game } in { $channel } è tuo: si continua con te. Seguono le tue informazioni private.
handover-left-dm = Il tavolo ha ceduto il tuo posto ({ $seat }) nella partita di { $game } in { $channel } a { $user }, perché lo teneva il sostituto. Ora è suo: non lo giochi più e non ricevi più la sua mano.
handover-error-lobby = Questa partita non è ancora iniziata: un membro può semplicemente entrare nella lobby (`/partita partecipa`).
handover-error-not-in-play = Solo una partita in corso ha posti da cedere.
handover-error-computer = Un computer non può prendere un posto: offrilo a un membro del server.
handover-error-computer-seat = Quel posto è di un computer: non si può cedere.
handover-error-seated = { $user } gioca già a questo tavolo.
handover-error-elsewhere = { $user } gioca in un'altra partita di questo canale: potrà prendere un posto quando sarà finita.
handover-error-self = Non puoi offrirti un posto.
handover-error-no-seat = Non hai un posto in questa partita. Per offrire un posto che tiene il sostituto, indica il suo numero con `posto:`.
handover-error-no-such-seat = Questa partita ha { $count ->
        [one] { $count } posto
       *[other] { $count } posti
    }: indicane uno.
handover-error-not-player = Solo un giocatore di questo tavolo (che il sostituto non rimpiazza) può offrire il posto di un altro giocatore.
handover-error-not-standin = Quel posto lo gioca ancora chi lo occupa: solo questa persona può cederlo. Il tavolo può offrire un posto quando il sostituto lo tiene definitivamente.
handover-error-pending = Quel posto ha già un'offerta in attesa di risposta: aspetta la risposta o che scada.
handover-error-closed = Questa offerta non è più aperta.
handover-error-not-voter = Solo gli altri giocatori del tavolo possono essere d'accordo con questa proposta.
handover-error-voted = Sei già d'accordo con questa proposta.
handover-error-not-yours = Questa offerta è per qualcun altro: può rispondere solo il membro che nomina.
handover-error-moved = Quel posto ha cambiato mano dopo l'offerta: questa offerta non vale più.
handover-error-busy = Il sostituto sta prendendo proprio ora la decisione di questo posto: premi di nuovo **Accetta** tra un momento.

# The help's page of more commands: this room's line.
handover-help-line = `/partita cedi` cedi il tuo posto a un altro membro (o, come tavolo, un posto che tiene il sostituto)
