# Piani: il prossimo turno di un giocatore deciso mentre decide un altro (bot/cogs/plan.py, core/plans.py).
plan-button-open = Pianifica il mio prossimo turno
plan-title = **Il tuo piano per il prossimo turno in { $game }** ({ $seat }): lo vedi solo tu. Ogni decisione viene giocata quando arriva il tuo turno, se allora è ancora possibile.
plan-empty = Non hai ancora pianificato nulla: scegli qui sotto la tua prima decisione, come nel tuo turno.
plan-so-far = { $count ->
        [one] Pianificata finora, una decisione:
       *[other] Pianificate finora, { $count } decisioni:
    }
plan-strict-off = Ogni decisione pianificata viene giocata se è ancora possibile quando arriva il tuo turno, qualunque cosa cambi prima.
plan-strict-on = **Solo se nulla è cambiato**: il piano viene giocato solo se la plancia è come adesso quando arriva il tuo turno.
plan-complete = Il tuo piano è completo: chiude il tuo turno, oppure la sua ultima decisione ti mostra qualcosa che non puoi ancora sapere. **Cambia il mio piano** toglie una qualsiasi delle sue decisioni.
plan-added = Pianificato: { $move }.
plan-cleared = Il tuo piano è cancellato: non verrà giocato nulla per te.
plan-stale-panel = Questo menu non era aggiornato (il tuo piano o la partita sono cambiati nel frattempo): ecco il tuo piano com'è adesso.
plan-no-longer-fits = La partita è andata avanti e il tuo piano non si adatta più alla plancia attuale. Cancellalo e pianifica di nuovo.
plan-button-strict = Solo se nulla cambia
plan-button-loose = Qualunque cosa cambi
plan-button-clear = Cancella il mio piano
plan-error-not-active = Si può pianificare solo una partita in corso.
plan-error-not-in-game = { $game } non permette ai suoi giocatori di pianificare un turno in anticipo.
plan-error-not-playing = Solo i giocatori di questa partita possono pianificarvi un turno, e tu non ci giochi.
plan-error-your-turn = Adesso è il tuo turno: giocalo con **Gioca il tuo turno** o `/partita gioca`.
plan-error-not-now = Il tuo prossimo turno non si può pianificare in questo momento della partita.
plan-error-too-long = Un piano contiene al massimo { $most ->
        [one] una decisione
       *[other] { $most } decisioni
    }.
plan-error-after-end = Dopo quella decisione non si può pianificare nulla: chiude il tuo turno, oppure ti mostra qualcosa che non puoi ancora sapere.
plan-error-illegal = Quella decisione non è possibile nella posizione a cui porta il tuo piano.
plan-error-empty = Scegli almeno una decisione da pianificare.
plan-error-moved-on = La partita è andata avanti mentre pianificavi: riapri il tuo piano per vedere la plancia com'è adesso.
plan-report-title = { $count ->
        [0] **Il tuo piano in { $game }** non è stato giocato.
        [one] **Il tuo piano in { $game }** ha giocato una decisione per te:
       *[other] **Il tuo piano in { $game }** ha giocato { $count } decisioni per te:
    }
plan-stopped-illegal = Si è fermato alla decisione { $step } ({ $move }): non è più possibile.
plan-stopped-changed = Non è stato giocato: la plancia è cambiata da quando hai pianificato, e avevi scelto «Solo se nulla cambia».
plan-stopped-over = Si è fermato alla decisione { $step }: la partita è finita.
plan-report-your-turn = Il resto del turno lo giochi tu: **Gioca il tuo turno** sul tabellone più recente, o `/partita gioca`.
plan-forced-made = Fatta per te (l'unica decisione possibile): { $move }.
plan-settings-forced = Decisioni con una sola risposta possibile: { $forced ->
        [1] prese per te
       *[0] le premi tu
    }
plan-report-board = Vai al [tabellone più recente]({ $link }).
plan-digest-head = { $count ->
        [one] **Il tuo riepilogo giornaliero**: cosa ha giocato il tuo piano (ora nessuna partita ti aspetta)
       *[other] **Il tuo riepilogo giornaliero**: cosa hanno giocato i tuoi { $count } piani (ora nessuna partita ti aspetta)
    }
plan-button-undo = Togli l'ultima
plan-taken-back = L'ultima decisione pianificata è stata tolta.

plan-offer-not-your-turn = Non tocca a te: tocca a { $who }. Puoi pianificare ora il tuo prossimo turno: lo vedi solo tu, e viene giocato per te quando tocca a te.
plan-button-edit = Cambia il mio piano
plan-button-show = Torna al mio piano
plan-change-explained = Togli con il menu qui sotto una qualsiasi decisione pianificata: vengono tolte lei e tutte quelle che la seguono, perché ogni decisione successiva è stata pianificata sulla posizione a cui portavano le precedenti. **Cancella il mio piano** annulla tutto il piano.
plan-take-back-hint = Togli dalla decisione…
plan-take-back-option = { $count ->
        [one] Toglie solo questa decisione
       *[other] Toglie { $count } decisioni: questa e tutte le successive
    }
plan-taken-back-from = { $count ->
        [one] Tolta: la decisione { $step }.
       *[other] Sono state tolte la decisione { $step } e tutte le successive ({ $count } decisioni): ognuna era pianificata sulla posizione a cui portavano le precedenti.
    }

# The help's page of more commands: this room's line.
plan-help-line = `/partita pianifica` pianifica il tuo prossimo turno mentre decide un altro giocatore (lo vedi solo tu)
