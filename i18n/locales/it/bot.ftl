# Le parole del bot stesso (bot/): lobby, tabellone, pannello, aiuto, risposte, promemoria e DM.
# I comandi si chiamano /partita <comando>; i loro nomi tradotti sono in commands.ftl.

## Lobby
bot-lobby-title-new = { $game }: nuova partita
bot-lobby-footer-new = Da { $low } a { $high } giocatori. Premi Partecipa per prendere posto; chi l'ha creata sceglie le opzioni e preme Inizia.
bot-lobby-title-started = { $game }: iniziata
bot-lobby-footer-started = La partita è in corso: segui i tabelloni qui sotto.
bot-lobby-title-closed = { $game }: chiusa
bot-lobby-footer-closed = Questa lobby è chiusa.
bot-lobby-nobody = ancora nessuno
bot-lobby-players = Giocatori ({ $count }/{ $high })
bot-lobby-options = Opzioni
bot-lobby-time = Tempo
bot-lobby-created-by = Creata da
bot-lobby-join = Partecipa
bot-lobby-leave = Esci
bot-lobby-start = Inizia
bot-lobby-modules = Moduli (scegli quelli che vuoi)
bot-lobby-table-rules = Tempo per turno e giocatori assenti

## Tabellone
bot-board-title = { $game } · dopo il turno { $turn }
bot-board-players = Giocatori
bot-board-now = Adesso
bot-board-take-turn = Gioca il tuo turno
bot-board-show-hand = Mostra la mia mano
bot-score-row = { $place }. { $label }: { $total ->
    [one] { $total } punto
   *[other] { $total } punti
}
bot-final-rematch = Rivincita
bot-final-title = { $game }: punteggi finali
bot-final-lowest-wins = Vince il totale più basso.

## Pannello del turno
bot-panel-undo = Annulla l'ultima decisione
bot-panel-so-far = Finora: { $answers }
bot-panel-confirm-reveals = Questo mostra informazioni nascoste, quindi non si può ritirare (nemmeno con Annulla): premi Conferma per farlo.
bot-panel-confirm-reveals-back = Questo mostra informazioni nascoste, quindi non si può ritirare (nemmeno con Annulla): premi Conferma per farlo, o Indietro per scegliere di nuovo.
bot-panel-confirm-never-hint = **Non chiedere più** la esegue e smette di chiedere per mosse così; `/partita impostazioni conferma:` la riattiva.
bot-panel-never-ask = Non chiedere più
bot-panel-never-ask-done = Non chiederò più prima di mosse così: `/partita impostazioni conferma:` riporta la domanda.
bot-panel-only = È l'unica mossa che puoi fare: premila per andare avanti.
bot-panel-only-reveals = È l'unica mossa che puoi fare: premila per andare avanti. Mostra informazioni nascoste, quindi Annulla non potrà ritirarla.
bot-panel-only-go = Avanti
bot-panel-back = Indietro
bot-panel-confirm = Conferma
bot-panel-confirm-with = Conferma: { $answers }
bot-panel-more-before = ◀ Altro
bot-panel-more-after = Altro ▶
bot-panel-shortcuts = Vola direttamente a… (una sola scelta)
bot-panel-finish-here = Solo questo, nient'altro

## Regole e aiuto
bot-rules-none = Nessun testo delle regole.
bot-help-about-title = Che cosa fa questo bot
bot-help-about-text = Gestisce giochi da tavolo in un canale, turno dopo turno, per ore o giorni. Dopo ogni turno pubblica il tabellone; le tue carte private arrivano in DM (o con **Mostra la mia mano**). Le partite vengono salvate dopo ogni mossa, quindi non si perde nulla se il bot si riavvia.
bot-help-start-title = Iniziare una partita
bot-help-start-text = `/partita nuova` apre una lobby (aggiungi `thread-proprio:Sì` per darle un thread apposito). Gli altri premono **Partecipa**, chi l'ha creata sceglie nei menu le opzioni e il tempo per turno, poi preme **Inizia**. Prima di iniziare, chi l'ha creata può anche occupare dei posti con **Aggiungi computer** e liberarli di nuovo con **Rimuovi computer**.
bot-help-turn-title = Come si svolge un turno
bot-help-turn-text = Quando tocca a te ricevi un solo avviso: un DM con un link (e la tua mano), o una menzione nel canale se hai disattivato i DM. Premi **Gioca il tuo turno** sul tabellone più recente: un pannello che vedi solo tu offre passo per passo le scelte consentite, con **Indietro**. Una scelta che mostra qualcosa di nascosto chiede conferma; `/partita ritira` annulla il resto entro il tuo turno. Un orologio mostra quando scade il tuo tempo; `/tavolo assente` lo mette in pausa durante una vacanza.
bot-help-more-title = Altri comandi
bot-help-commands-title = Comandi
bot-help-commands-text =
    `/partita nuova · partecipa · lascia · inizia · annulla` la lobby
    `/partita gioca · ritira · mano · suggerimento` il tuo turno (suggerimenti dove la lobby li permette: la partita non conta)
    `/partita tabellone · descrivi · stato · mosse · riepilogo · regole · elenco · mie · aiuto` per guardare
    `/tavolo assente · rientro · vota-fine` la tua assenza e il voto del tavolo per chiudere · `/partita coda` trovare avversari
    `/risultati statistiche · classifica · archivio · esporta · rivedi · analisi` partite finite
    `/risultati torneo · stagione` tornei e classifiche mensili
    `/partita impostazioni` i tuoi promemoria, ore di silenzio, lingua, tabelloni come testo · `/partita configurazione` quelle del server
    `/partita riservatezza` cosa conserva il bot su di te: copia o cancellazione (PRIVACY.md)
bot-help-ratings-title = Valutazioni
bot-help-ratings-text = Ogni partita finita contro altri giocatori o contro il computer cambia la tua valutazione in quel gioco: arrivare davanti agli altri la alza, arrivare dietro la abbassa, e battere giocatori forti conta di più. È una cifra prudente: conta solo ciò che le tue partite hanno mostrato finora, quindi parte da { $start } e, se giochi con costanza, sale man mano che le partite la rendono più sicura. { $minimum ->
        [one] Nella tua prima partita
       *[other] Nelle tue prime { $minimum } partite
    } di un gioco è provvisoria; da lì in poi `/risultati classifica` ti elenca, in ordine di valutazione. Ogni server ha le sue valutazioni, più una su tutte le tue partite. I giocatori controllati dal computer hanno valutazioni fisse: facile { $easy }, medio { $medium }, difficile { $hard }. `/risultati statistiche` mostra la tua.
bot-help-games-title = I giochi
bot-help-games-text = { $games }. `/partita regole` mostra le regole del gioco di questo canale, `/partita regole gioco:<nome>` quelle di qualsiasi gioco, solo a te.
bot-help-games-none = Non ci sono ancora giochi installati.

## Tempo per turno (lobby e /partita configurazione)
bot-clock-off = Senza orologio
bot-clock-12h = 12 ore
bot-clock-24h = 24 ore
bot-clock-48h = 48 ore
bot-clock-72h = 72 ore
bot-clock-7d = 7 giorni
bot-clock-hours = { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
}
bot-timeout-standin = il sostituto gioca subito
bot-timeout-opponents = decidono gli altri giocatori
bot-handover-never = mai
bot-handover-after = { $turns ->
    [one] dopo { $turns } turno scaduto
   *[other] dopo { $turns } turni scaduti di fila
}
bot-table-clock-line = **Tempo per turno**: { $value }
bot-table-clock-line-default = **Tempo per turno**: { $value } (nessuno se giochi da solo: sceglilo nel menu per tenerlo)
bot-table-timeout-line = **Quando il tempo scade**: { $value }
bot-table-handover-line = **Il sostituto tiene il posto**: { $value }
bot-table-no-clock-line = **Senza orologio**: dopo { $days } giorni senza mosse gli altri possono usare `/tavolo vota-fine`
bot-table-clock-choice = Tempo per turno: { $value }
bot-table-timeout-choice = Quando il tempo scade: { $value }
bot-table-handover-choice = Il sostituto tiene il posto: { $value }
bot-quiet-format = Le ore di silenzio si scrivono come `22-08` (dalle 22:00 alle 08:00), oppure `off`.
bot-quiet-hours = Le ore di silenzio sono due ore diverse da 0 a 23, come `22-08`.

## Rifiuti ed errori del servizio di gioco
bot-nobody = nessuno
bot-seat-of = { $seat } ({ $player })
bot-seat-of-computer = { $seat } – { $player }
bot-played-by-standin = Giocato dal sostituto: { $line }
bot-error-game-busy = Questa partita è occupata da un'altra azione in questo momento, quindi non è stato fatto nulla: premi di nuovo tra un attimo.
bot-error-game-missing = Il gioco della partita di questo canale ({ $game }) non è più disponibile su questo bot.
bot-damaged-part-options = opzioni
bot-damaged-part-state = stato
bot-error-damaged = La partita di questo canale è danneggiata: i suoi dati salvati ({ $what }) non si possono leggere, quindi non può continuare. Chi l'ha creata o chi gestisce questo canale può chiuderla con `/partita annulla`.
bot-error-not-started = Questa partita non è ancora iniziata.
bot-error-cancelled-before-start = Questa partita è stata annullata prima di iniziare.
bot-error-replay-failed = I dati salvati di questa partita sono danneggiati e non si sono potuti ricostruire, mi dispiace. Chiedi a chi l'ha creata di annullarla con `/partita annulla` e iniziane un'altra.
bot-error-game-over = Questa partita è finita.
bot-error-not-playing-watch = Non giochi in questa partita: puoi seguirla con `/partita tabellone`.
bot-error-not-your-turn = Non tocca a te: tocca a { $who }.
bot-error-bad-move = { $reason } Scegli una mossa dall'elenco o premi «Gioca il tuo turno».
bot-error-illegal-move = Quella mossa ora non è consentita: { $reason }
bot-error-player-count = { $game } richiede da { $low } a { $high } giocatori; { $joined ->
    [one] ne è entrato solo { $joined }
   *[other] ne sono entrati { $joined }
}. Chiedi ad altri di premere Partecipa.
bot-error-bad-options = La partita non può iniziare con queste opzioni: { $reason }
bot-error-undo-over = Questa partita è finita: le sue decisioni restano.
bot-error-undo-none = In { $game } non si può ritirare nulla: ogni decisione resta.
bot-error-undo-not-playing = Non giochi in questa partita, quindi non c'è nessuna tua decisione da ritirare.
bot-error-undo-nothing-yet = Niente da ritirare in questo turno: non hai ancora deciso nulla.
bot-error-undo-nothing = Niente da ritirare: nessuno ha ancora deciso nulla in questa partita.
bot-error-undo-not-yours = Solo chi ha preso l'ultima decisione può ritirarla ({ $who }).
bot-error-undo-turn-over = Il tuo turno è già finito, quindi resta così: il tabellone è nel canale.
bot-error-undo-followed = Dopo quella decisione è venuta quella di { $who }, quindi resta.
bot-error-undo-unreadable = I dati salvati di questa partita sono danneggiati: la sua ultima decisione non si può leggere.
bot-error-undo-revealed = Quella mossa ha rivelato informazioni nascoste ({ $what }), quindi resta.
bot-error-undo-unsafe = Qui non posso ritirare in sicurezza: i dati salvati di questa partita non tornano. La partita in sé non è cambiata.

## Risposte, messaggi e DM del bot (bot/app.py)
bot-generic-failure = Qualcosa è andato storto da parte mia. La partita è al sicuro: riprova tra un attimo.
bot-store-busy = Il database è occupato in questo momento: la tua mossa o scelta non è stata fatta. Premi di nuovo tra un attimo.
bot-store-failure = In questo momento non posso salvare ({ $reason }), quindi non è cambiato nulla. Chi amministra il bot può vedere la causa nel suo registro; riprova più tardi, per favore.
bot-store-reason-busy = il database è occupato
bot-store-reason-full = il disco del server è pieno
bot-store-reason-readonly = il database è in sola lettura
bot-store-reason-io = il disco ha segnalato un errore
bot-store-reason-corrupt = il file del database è danneggiato
bot-store-reason-down = il database non è raggiungibile
bot-error-bad-value = Quel valore qui non è valido: { $value }. Scegli una delle opzioni offerte.
bot-error-outdated-command = Questo comando è cambiato da poco e Discord mostra ancora la forma vecchia: ricarica Discord (Ctrl+R) o riprova tra qualche minuto.
bot-error-server-channel = Usa questo comando in un canale testuale o in un thread di un server.
bot-error-games-live-in-channels = Le partite vivono nei canali testuali e nei thread dei server: usa questo comando lì.
bot-error-no-game-here = Non c'è nessuna partita in questo canale. Iniziane una con `/partita nuova`.
bot-error-game-gone = Questa partita non esiste più. Iniziane una nuova con `/partita nuova`.
bot-error-unknown-control = Non riconosco questo controllo. Usa `/partita tabellone` per avere un tabellone aggiornato.
bot-error-control-elsewhere = Questo controllo appartiene a una partita di un altro canale.
bot-error-control-other-server = Questo controllo appartiene a un altro server: funziona solo lì.
bot-error-control-in-server = Questo controllo appartiene a un server: premilo lì, non in un messaggio diretto.
bot-error-control-not-yours = Questo controllo non è tuo.
bot-error-control-gone = Ciò a cui apparteneva questo controllo non esiste più.
bot-dms-closed = { $user }, non posso mandarti messaggi diretti, quindi ti menzionerò qui quando tocca a te; premi **Mostra la mia mano** sul tabellone (o `/partita mano`) per le tue informazioni private.
bot-private-view = **{ $game }** in { $channel }, la tua vista privata:
    { $view }
bot-game-over = La partita è finita. { $outcome }
bot-standin-part = Il sostituto ha preso { $count ->
    [one] { $count } decisione
   *[other] { $count } decisioni
} per { $user } in questa partita: il risultato non è tutto suo.
bot-standin-held = Il sostituto ha giocato il posto di { $user } fino alla fine della partita: il risultato di quel posto vale sul tabellone, ma per { $user } conta come una sconfitta nella valutazione e nelle statistiche.
bot-standin-plays-for = Il sostituto gioca per { $user } ({ $seat }).
bot-your-turn-board = { $user }, tocca a te ({ $seat }). Premi **Gioca il tuo turno**.
bot-turn-dm = Tocca a te in **{ $game }** ({ $channel }): { $link }
bot-turn-dm-off = Disattiva questi promemoria con `/partita impostazioni promemoria:No`.
bot-your-turn-short = { $user }, tocca a te ({ $game }).
bot-game-over-dm = **{ $game }** in { $channel } è finita. { $outcome } { $link }
bot-waiting-standin = Il sostituto gioca questo posto ({ $user } può riprenderlo con `/tavolo rientro`).
bot-waiting-away = { $user } è assente fino a { $until }: la partita aspetta e il suo orologio è in pausa.
bot-waiting-deadline = Il tempo scade { $relative } ({ $moment }).
bot-game-begins = La partita inizia con { $players ->
    [one] { $players } giocatore.
   *[other] { $players } giocatori.
}
bot-game-begins-title = { $game } · la partita inizia
bot-decision-for-you = { $user }, una decisione per te ({ $seat }): premi **Gioca il tuo turno** sul tabellone.
bot-board-title-now = { $game } · adesso
bot-board-title-final = { $game } · tabellone finale
bot-late-title = { $game } · mosse pubblicate in ritardo

## Risposte della lobby (bot/cogs/lobby.py)
bot-error-channel-busy = Questo canale ha già una partita. Finiscila con gli altri, chiedi a chi l'ha creata di annullarla con `/partita annulla` o inizia la tua in un altro canale o thread.
bot-error-lobby-changed = La lobby è cambiata proprio mentre premevi Inizia (qualcuno è entrato o uscito, o un'opzione è cambiata): guardala di nuovo e premi ancora Inizia.
bot-error-lobby-closed = Questa lobby è chiusa: la partita è iniziata o è stata annullata.
bot-error-too-late = Troppo tardi: la partita è già iniziata (o è stata annullata).
bot-error-creator-options = Solo chi ha creato la partita sceglie le opzioni.
bot-error-option-not-offered = Quel valore dell'opzione non è offerto. Scegline uno dal menu.
bot-error-module-not-offered = Quel modulo non è offerto. Scegli dal menu.
bot-rematch-invite = { $users }: { $user } vuole la rivincita. Premi **Partecipa** per riprendere il tuo posto.
bot-lobby-open-here = La lobby di { $game } è aperta in questo canale: { $channel }.
bot-lobby-open-thread = La lobby di { $game } è aperta in un thread apposito: { $channel }.
bot-error-no-thread-permission = Qui non posso creare thread (manca il permesso Crea thread pubblici): inizia la partita senza `thread-proprio`, o chiedi a chi amministra il server.
bot-error-rematch-unfinished = Una rivincita parte da una partita finita.
bot-error-rematch-not-player = Solo i giocatori di quella partita possono chiedere la rivincita; `/partita nuova` ne inizia una nuova.
bot-rematch-seated = Sei nella rivincita di { $game }: ti ho dato un posto nella sua lobby ({ $where }).
bot-rematch-already-in = Hai già un posto nella lobby della rivincita di { $game } ({ $where }); si comincia quando chi l'ha creata preme **Inizia**.
bot-rematch-full = La lobby della rivincita di { $game } è piena ({ $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
    }), quindi non ho potuto darti un posto: { $where }.
bot-rematch-other-lobby = In questo canale c'è già una lobby aperta per un altro gioco, { $game } ({ $where }): unisciti a quella, oppure premi di nuovo **Rivincita** quando la sua partita sarà finita.
bot-rematch-game-on = In questo canale è già iniziata una partita di { $game } ({ $where }), quindi non posso darti un posto: seguila con `/partita tabellone` e premi di nuovo **Rivincita** quando sarà finita.
bot-error-creator-time = Solo chi ha creato la partita sceglie il tempo per turno.
bot-error-not-on-menu = Quella scelta non è nel menu.
bot-error-join-started = Questa partita è già iniziata; puoi seguirla con `/partita tabellone`.
bot-error-join-too-late = Troppo tardi: la partita è già iniziata (o è stata annullata). Puoi seguirla con `/partita tabellone`.
bot-error-table-full = Il tavolo è pieno ({ $players } giocatori).
bot-error-already-in = Sei già in questa partita.
bot-joined = Sei entrato nella partita.
bot-error-leave-started = La partita è iniziata: ora non puoi lasciarla. Chi l'ha creata può annullarla con `/partita annulla`.
bot-error-leave-creator = Hai creato tu questa partita: annullala invece con `/partita annulla`.
bot-error-leave-too-late = Troppo tardi: la partita è iniziata, quindi il tuo posto è in gioco. Chi l'ha creata può annullarla con `/partita annulla`.
bot-error-not-in-game = Non sei in questa partita.
bot-left = Hai lasciato la partita.
bot-error-start-creator = Solo chi l'ha creata ({ $user }) può iniziare la partita.
bot-error-already-started = Questa partita è già iniziata.
bot-error-already-closed = Questa partita è già chiusa.
bot-cancelled = La partita è stata annullata.
bot-cancelled-post = { $user } ha annullato la partita di { $game } di questo canale. Iniziatene una nuova con `/partita nuova`.
bot-error-abort-permission = Solo chi ha creato la partita o chi gestisce questo canale può annullarla.
bot-error-unknown-game = Non conosco quel gioco. Scegline uno tra: { $games }.
bot-error-no-games = Non conosco quel gioco: non ci sono giochi installati.
bot-error-start-in-server = Inizia le partite in un canale testuale o in un thread di un server.
bot-started = Iniziata: il tabellone è nel canale.
bot-abort-confirm-button = Sì, annulla la partita
bot-abort-confirm = Annullare questa partita per tutti? Non si può tornare indietro.

## Giocare (bot/cogs/play.py)
bot-error-cancelled-buttons = Questa partita è stata annullata: i suoi pulsanti ora non fanno nulla.
bot-error-not-playing = Non giochi in questa partita; chiunque può seguirla con `/partita tabellone`.
bot-error-off-menu = Quella scelta non è nel menu. Premi **Gioca il tuo turno** sul tabellone per ricominciare.
bot-error-one-answer = Scegli esattamente una risposta.
bot-error-over-final-board = Questa partita è finita: guarda il tabellone finale nel canale.
bot-error-not-your-turn-remind = Non tocca a te: tocca a { $who }. Ti avviserò quando sarà il tuo momento.
bot-you-got = Hai ricevuto: **{ $items }**.
bot-you-got-count = { $count ->
    [one] Nella tua vista privata c'è un elemento nuovo.
   *[other] Nella tua vista privata ci sono { $count } elementi nuovi.
}
bot-panel-game-over = La partita è finita.
bot-panel-turn-done = Il tuo turno è finito: il tabellone è nel canale.
bot-panel-now-decides = Ora decide { $seat }.
bot-stale-panel = Questo pannello non era aggiornato: la partita è andata avanti da quando è stato mostrato.
bot-typed-moved-on = Quel suggerimento era di un momento precedente della partita, che nel frattempo è andata avanti: ecco il tuo turno com'è adesso.
bot-stale-board = Quel tabellone è di un turno precedente.
bot-stale-your-decision = Ecco la tua decisione attuale.
bot-stale-now-decides = Ora decide { $user } ({ $seat }).
bot-stale-newest-board = Vai al [tabellone più recente]({ $link }).
bot-taken-back = ↩ Ritirata: { $line }
bot-error-no-hand = Non giochi in questa partita, quindi qui non hai una mano.
bot-nothing-private = Niente di privato.
bot-error-move-text = Una mossa è un testo breve: scegline una tra i suggerimenti mentre scrivi.
bot-error-undo-not-started = Questa partita non è ancora iniziata: non c'è nulla da ritirare.
bot-error-moved-on = Nel frattempo la partita è andata avanti: riprova.

## Guardare (bot/cogs/info.py)
bot-finished-note = Questa partita è finita (qui se ne può iniziare una nuova con `/partita nuova`).
bot-log-empty = Ancora nessuna mossa.
bot-log-line = Turno { $turn }: { $line }
bot-log-head = **{ $game }**, decisioni { $first }–{ $last } di { $total }
bot-log-head-finished = **{ $game }**, decisioni { $first }–{ $last } di { $total } (finita)
bot-log-older = Precedenti
bot-log-newer = Successive
bot-list-lobby = { $where } lobby di **{ $game }**: { $joined ->
    [one] { $joined } giocatore
   *[other] { $joined } giocatori
}, aperta { $opened }
bot-list-to-play = : tocca a { $user } da { $since }
bot-list-paused = {" "}(assente, orologio in pausa)
bot-list-deadline = , il tempo scade { $relative }
bot-list-board = tabellone
bot-error-list-server = `/partita elenco` mostra le partite di un server: usalo in un canale del server. `/partita mie` elenca le tue partite ovunque.
bot-list-none = In questo momento non ci sono partite in questo server. Iniziane una con `/partita nuova`.
bot-list-head = **Partite in questo server** ({ $count })
bot-mine-none = In questo momento non sei in nessuna partita. Iniziane una con `/partita nuova` in un canale di un server, o guarda con `/partita elenco` che cosa si gioca lì.
bot-mine-head = { $waiting ->
    [0] **Le tue partite** ({ $count }; nessuna ti aspetta)
    [one] **Le tue partite** ({ $count }; { $waiting } ti aspetta)
   *[other] **Le tue partite** ({ $count }; { $waiting } ti aspettano)
}
bot-list-more = … e altre { $count }
bot-mine-page = Pagina { $page } di { $pages }
bot-mine-previous = ◀ Precedente
bot-mine-next = Successiva ▶
bot-mine-not-yours = Queste pagine sono dell'elenco di qualcun altro. Usa `/partita mie` per vedere le tue partite.
bot-error-board-lobby = La partita non è ancora iniziata: guarda il messaggio della lobby più in alto.
bot-status-lobby = Lobby di { $game }: { $joined ->
    [one] { $joined } giocatore entrato
   *[other] { $joined } giocatori entrati
}; chi l'ha creata preme Inizia quando siete pronti.
bot-status-old-rules = Questa partita è iniziata con regole precedenti (versione { NUMBER($old, useGrouping: 0) }) e le mantiene fino alla fine; le nuove partite usano le regole corrette (versione { NUMBER($new, useGrouping: 0) }).
bot-error-rules-unknown-game = Non conosco quel gioco: scegline uno dall'elenco.
bot-error-rules-name-game = Indica un gioco.
bot-error-rules-no-game = Qui non c'è nessuna partita: indica il gioco di cui vuoi le regole.

## Orologi, promemoria, il sostituto, assenze e votazioni (bot/cogs/clock.py)
bot-lobby-expired = Questa lobby di { $game } si è chiusa da sola dopo { $hours ->
    [one] un'ora
   *[other] { $hours } ore
} senza iniziare, quindi il canale è libero. Apritene una nuova con `/partita nuova` quando siete pronti.
bot-reminder-channel = { $user }, il tuo tempo in questa partita di { $game } sta per scadere: scade { $left }. Premi **Gioca il tuo turno** sul tabellone più recente.
bot-reminder-mute-button = Niente più promemoria in questo turno
bot-reminder-dm-half = Promemoria: tocca ancora a te in **{ $game }** ({ $channel }), e metà del tuo tempo è passata: scade { $left }. { $board }
bot-reminder-dm-tenth = Promemoria: tocca ancora a te in **{ $game }** ({ $channel }), e il tuo tempo sta per scadere: scade { $left }. { $board }
bot-timeout-button-standin = Lascia giocare questo turno al sostituto
bot-timeout-button-extend = Concedi un altro giorno
bot-timeout-ask = ⌛ Il tempo di { $user } in questa partita di { $game } è scaduto. { $others }: decidete voi. Vale il primo clic; fino ad allora la partita aspetta.
bot-timeout-standin-played = ⌛ Il tempo di { $user } è scaduto: il sostituto ha giocato il turno al suo posto.
bot-handover-post = { $user } ha saltato { $count ->
    [one] { $count } turno
   *[other] { $count } turni
} di fila, quindi il sostituto gioca il suo posto per il resto della partita. Può riprenderlo quando vuole con `/tavolo rientro`.
bot-handover-dm = Hai saltato { $count ->
    [one] { $count } turno
   *[other] { $count } turni
} di fila in **{ $game }** ({ $channel }), quindi ora il sostituto gioca il tuo posto. Riprendilo con `/tavolo rientro` in quel canale quando vuoi.
bot-error-reminder-not-yours = Questo promemoria è stato inviato a un'altra persona, quindi non puoi silenziarlo tu.
bot-error-mute-over = Quel turno è già finito, quindi non c'è niente da silenziare.
bot-muted = Niente più promemoria per questo turno. (Il prossimo turno te lo ricorderà di nuovo.)
bot-error-timeout-players-only = Solo i giocatori di questa partita decidono questo.
bot-error-timeout-others-decide = Questa la decidono gli altri giocatori. Puoi ancora fare la tua mossa: premi **Gioca il tuo turno** sul tabellone.
bot-error-timeout-decided = È già stato deciso (o nel frattempo il turno è stato giocato).
bot-timeout-extended = { $user } ha concesso a { $player } un altro giorno: ora il turno scade { $deadline }.
bot-timeout-standin-chosen = { $user } ha lasciato giocare questo turno al sostituto per { $player }.
bot-error-away-days = Scegli tra 1 e { $high } giorni.
bot-error-away-already = Sei già assente fino a { $until }. Usa prima `/tavolo rientro` se vuoi cambiarlo.
bot-error-away-allowance = Puoi essere assente al massimo { $allowance } giorni a trimestre, così nessuna partita resta congelata a lungo; { $left ->
    [one] ti resta { $left } giorno
   *[other] ti restano { $left } giorni
} in questo trimestre.
bot-away = Goditi la pausa. Sei assente fino a { $until } ({ $relative }): i tuoi orologi sono in pausa in tutte le tue partite e non ricevi promemoria. `/tavolo rientro` la termina prima.
bot-back = Bentornato: i tuoi orologi ripartono, con il tempo che avevano ancora.
bot-waiting-line = • **{ $game }**: il tuo tempo scade { $left } · { $board }
bot-waiting-line-no-clock = • **{ $game }**: senza limite di tempo · { $board }
bot-back-waiting = Bentornato: i tuoi orologi ripartono, con il tempo che avevano ancora. Ti aspettano:
    { $games }
bot-away-over-dm = La tua assenza è finita: i tuoi orologi ripartono, con il tempo che avevano ancora. Ti aspettano:
    { $games }
bot-away-over-dm-none = La tua assenza è finita: i tuoi orologi ripartono, con il tempo che avevano ancora. Al momento nessuna partita ti aspetta.
bot-reclaimed = Il tuo posto è di nuovo tuo: i prossimi turni li giochi tu.
bot-reclaimed-post = { $user } ha ripreso il suo posto dal sostituto.
bot-error-vote-not-started = Questa partita non è ancora iniziata: chi l'ha creata può annullare la lobby con `/partita annulla`.
bot-error-vote-players = Solo i giocatori di questa partita possono votare per chiuderla.
bot-error-vote-clock = Questa partita ha un orologio, quindi i turni di un giocatore assente li gioca il sostituto; non c'è votazione.
bot-error-vote-yours = La partita sta aspettando te: fai la tua mossa (o chiedi a chi l'ha creata di annullarla con `/partita annulla`).
bot-error-vote-early = Una partita si può chiudere con un voto solo dopo { $days } giorni senza mosse; l'ultima mossa è stata { $last }.
bot-vote-counted = Il tuo voto conta: { $votes } su { $needed } necessari.
bot-vote-decided = Il tuo voto ha deciso: la partita è chiusa.
bot-vote-ended-post = Gli altri giocatori hanno votato per chiudere questa partita di { $game } dopo { $days } giorni senza mosse. Finisce qui senza vincitori registrati. Iniziatene una nuova con `/partita nuova`.

## Impostazioni (bot/cogs/settings.py)
bot-on = attivi
bot-off = disattivati
bot-yes = attivo
bot-no = disattivo
bot-language-auto = automatica (secondo Discord)
bot-settings-bad-reminders = `promemoria` è Sì o No: scegline uno dall'elenco.
bot-settings-bad-language = Scegli la lingua dall'elenco.
bot-settings-bad-timezone = Scegli il tuo fuso orario dall'elenco mentre scrivi, come `{ $zone }`.
bot-settings-bad-boards = Scegli dall'elenco come ti arrivano i tabelloni: come immagini o come testo.
bot-settings-bad-headsup = Scegli il preavviso dall'elenco: attivo o disattivo.
bot-settings-bad-digest = Scegli dall'elenco l'ora del riepilogo, oppure disattivo.
bot-settings-notices = Preavviso quando chi gioca prima di te inizia il suo turno: **{ $headsup }**. Riepilogo giornaliero: **{ $digest }**.
    Cambia con `/partita impostazioni preavviso:Attivo|Disattivo riepilogo-giornaliero:18:00|Disattivo`.
bot-settings-headsup-on = attivo
bot-settings-headsup-off = disattivo
bot-settings-digest-off = disattivo (un DM a ogni tuo turno)
bot-settings-digest-at = ogni giorno alle { $hour } ({ $zone }), il prossimo { $next }; invece di un DM a ogni turno (l'ultimo promemoria prima di una scadenza arriva comunque)
bot-settings-digest-in-quiet = Quell'ora cade nelle tue ore di silenzio: il riepilogo arriva comunque a quell'ora, perché l'hai scelta tu.
bot-headsup-dm = Preavviso: { $player } ha iniziato il suo turno in **{ $game }** ({ $channel }), e dopo tocca a te. { $link }
bot-headsup-dm-off = Disattiva questi preavvisi con `/partita impostazioni preavviso:Disattivo`.
bot-digest-head = { $count ->
    [one] **Il tuo riepilogo giornaliero**: una partita ti aspetta
   *[other] **Il tuo riepilogo giornaliero**: { $count } partite ti aspettano
}
bot-digest-left = Il tuo tempo scade { $left } ({ $moment }).
bot-digest-no-clock = Nessun limite di tempo.
bot-digest-tail = -# Arriva una volta al giorno invece di un DM a ogni turno: `/partita impostazioni riepilogo-giornaliero:` cambia l'ora o lo disattiva.
bot-error-yes-no = Scegli Sì o No dall'elenco.
bot-boards-images = immagini
bot-boards-text = testo al posto delle immagini
bot-settings-bad-confirm = Scegli dall'elenco se chiedo prima di una mossa che mostra informazioni nascoste: sempre o mai.
bot-confirm-always = chiedi sempre conferma
bot-confirm-never = nessuna conferma (si gioca al tocco)
bot-describe-head = **{ $game }**, il tabellone a parole (lo vedi solo tu):
bot-describe-pointer = Tutto il tabellone a parole: `/partita descrivi` in { $channel }.
bot-text-board = **Il tabellone:** { $words }
bot-settings-quiet-hours = dalle { $start } alle { $end } ({ $zone })
bot-settings-quiet-none = nessuna
bot-settings-summary =
    I DM di promemoria del turno sono **{ $reminders }**; ore di silenzio: **{ $quiet }** (un promemoria che cade in quelle ore aspetta che finiscano; le tue scadenze non si spostano). Lingua delle mie risposte per te: **{ $language }**. Tabelloni e mani che ti mando in privato: **{ $boards }** (i tabelloni del canale mantengono le immagini per tutti; `/partita descrivi` mette a parole qualsiasi tabellone). Mosse che mostrano informazioni nascoste: **{ $confirm }**.
    Cambiale con `/partita impostazioni promemoria:Sì|No silenzio:22-08 fuso-orario:{ $zone } lingua:… tabelloni:… conferma:…` (`silenzio:off` toglie le ore di silenzio).
bot-config-server-only = `/partita configurazione` è la configurazione di un server: usalo in un canale del server.
bot-config-manage-server = Solo chi ha il permesso Gestisci server può cambiare la configurazione; chiunque può vederla con `/partita configurazione`.
bot-config-bad-clock = Scegli dall'elenco il tempo per turno predefinito.
bot-config-bad-expiry = Scegli dall'elenco la scadenza della lobby.
bot-config-mentions-yes = sì
bot-config-mentions-no = no, meglio un DM
bot-config-summary = **Le impostazioni di gioco di questo server**
    Tempo per turno predefinito: **{ $clock }**{ $clock_default ->
        [1] {" "}(quello del bot)
       *[0] {""}
    }
    L'ultimo promemoria può menzionare il giocatore nel canale: **{ $mentions }**
    Una lobby non iniziata si chiude da sola dopo **{ $hours } ore**
    Le nuove partite aprono un thread apposito: **{ $threads }** (`/partita nuova thread-proprio:` decide per una partita)
    Lingua dei messaggi pubblici e dei tabelloni: **{ $language }** (ora: { $effective })
    Chi ha Gestisci server le cambia con `/partita configurazione orologio:… menzioni-canale:… scadenza-lobby:… thread-propri:… lingua:…`.
bot-error-not-back = Non sei assente e il sostituto non gioca nessun tuo posto in questo canale: non c'è niente da riprendere.

# Issue 30: affidabilità e coda.
bot-reliability-new = nuovo
bot-reliability-share = affidabilità { $percent }%
bot-lobby-reliability-line = **Affidabilità richiesta**: almeno { $minimum }% { $new ->
        [1] (nuovi giocatori benvenuti)
       *[0] (nuovi giocatori esclusi)
    }
bot-lobby-reliability-choice = { $minimum ->
        [0] Affidabilità: nessun minimo
       *[other] Affidabilità: almeno { $minimum }%
    }
bot-lobby-reliability-new-choice = { $new ->
        [1] Nuovi giocatori (meno di 5 partite): ammettili
       *[0] Nuovi giocatori (meno di 5 partite): escludili
    }
bot-lobby-below-minimum = Questo tavolo chiede un'affidabilità di almeno { $minimum }% (la quota di partite finite senza che il sostituto subentrasse dopo un tempo scaduto). La tua è { $percent }% (partite finite: { $games }), quindi non puoi unirti a questo; altri tavoli e `/partita coda` restano aperti per te.
bot-lobby-below-minimum-new = Questo tavolo chiede un'affidabilità di almeno { $minimum }%, e chi l'ha aperto esclude i giocatori con troppo poche partite finite (tu ne hai { $games }, un valore ne richiede { $needed }). Altri tavoli e `/partita coda` restano aperti per te.
bot-queue-server-only = La coda appartiene a un server: usa `/partita coda` in un canale del server.
bot-queue-no-channel = Questo server non ha ancora un canale per la coda, quindi è chiusa. Chi ha il permesso Gestisci server la apre con `/partita configurazione coda-qui: Sì` nel canale dove devono iniziare le partite trovate.
bot-queue-bad-players = In coda, { $game } si gioca da { $low } a { $high } giocatori.
bot-queue-already = Sei già in coda per { $game } qui (un posto per gioco): esci prima con `/partita coda azione: Esci dalla coda` per cambiare gioco.
bot-queue-not-in = Non sei in coda per questo in questo server.
bot-queue-which-game = Quale gioco vuoi aspettare? Sceglilo nell'opzione `gioco`.
bot-queue-joined = Sei in coda per **{ $game }** (giocatori: { $players }, { $clock } per turno). Quando aspettano abbastanza giocatori del tuo livello, la partita inizia in un thread e ti mando un link. Il tuo posto scade dopo una settimana.
bot-queue-left = { $count ->
        [one] Sei uscito dalla coda.
       *[other] Sei uscito dalla coda di { $count } giochi.
    }
bot-queue-status-head = **I tuoi posti in coda**
bot-queue-status-line = { $game } · giocatori: { $players } · { $clock }: posto { $position } di { $waiting }, in attesa da { $since }, { $spread ->
        [-1] ora accetti qualsiasi valutazione
       *[other] scarto di valutazione accettato ora: ±{ $spread }
    }{ $minimum ->
        [0] {""}
       *[other] , affidabilità richiesta: { $minimum }%
    }; scade { $expires }
bot-queue-empty = Non sei in coda in questo server. `/partita coda gioco:` ti ci mette.
bot-queue-expired = Nessuno ti ha trovato per { $game } entro una settimana, quindi il tuo posto in coda è scaduto. `/partita coda` ti rimette in coda.
bot-queue-thread-name = { $game } · trovata
bot-queue-matched-post = { $users }: la coda vi ha abbinati per **{ $game }**. Buona partita!
bot-queue-matched-dm = La tua partita di **{ $game }** dalla coda è iniziata: { $channel }
bot-queue-called-off = Un giocatore abbinato a te per **{ $game }** ha cancellato i suoi dati prima che la partita potesse iniziare, quindi questo abbinamento è annullato. `/partita coda` ti rimette in coda.
bot-config-queue-none = Coda: **chiusa** (`/partita configurazione coda-qui: Sì` in un canale la apre lì)
bot-config-queue-channel = Coda: le partite trovate si aprono in { $channel }

# Issue 31: the final card's score chart (beside the final board).
bot-final-chart-title = Punti dopo ogni turno
bot-final-chart-turns = Turno
bot-final-chart-alt = Grafico dei punti turno per turno, per { $turns } turni. Alla fine: { $scores }.
bot-config-web-pages = Pagine web delle partite di questo server: **{ $on ->
        [1] attive
       *[0] disattivate
    }** (chi ha il link di una partita può seguirla lì; `/partita configurazione pagine-web:` lo cambia)
