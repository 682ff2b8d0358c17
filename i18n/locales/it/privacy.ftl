# I dati di un membro (issue 29): /partita riservatezza, i suoi pulsanti e cosa viene detto nei canali.
privacy-former-player = ex giocatore
privacy-overview = **Cosa conserva questo bot su di te** (lo vedi solo tu)
    Impostazioni: { $settings } · assenze: { $vacations } · canale DM con te conservato: { $dm } · riepilogo giornaliero: { $digest }
    Valutazioni (partite valutate): { $ratings }
    Partite in corso: { $playing } ({ $games }) · lobby: { $lobbies } · partite finite: { $finished } · finite senza risultato: { $ended }.
    Posti in coda: { $queue } · stagioni: { $seasons } (righe dei mesi passati: { $months }) · tornei: { $tournaments }
    { $policy }
privacy-button-download = Scarica i miei dati
privacy-button-delete = Cancella i miei dati
privacy-button-standin = Lascia le partite al sostituto
privacy-button-abandon = Abbandona le mie partite
privacy-button-confirm = Cancella
privacy-button-cancel = Annulla
privacy-not-yours = Questi pulsanti sono di qualcun altro. Usa `/partita riservatezza` per vedere i tuoi dati.
privacy-download-ready = Ecco tutto ciò che questo bot conserva su di te, in un file JSON. Le partite contengono solo il loro registro pubblico: niente mani, nessun nome di altri.
privacy-confirm-head = **Cancellare i tuoi dati?** Non si può annullare.
privacy-confirm-what = Le tue impostazioni, assenze, valutazioni, il canale DM conservato, i tuoi posti in coda e le tue stagioni vengono cancellati, e le classifiche non ti mostrano più. Nelle partite finite e nei tornei già iniziati il tuo posto resta per la cronologia e la classifica degli altri, come «ex giocatore»; in un torneo non ancora iniziato la tua iscrizione viene semplicemente ritirata.
privacy-confirm-choose = { $count ->
        [one] Stai giocando una partita. Scegli cosa ne sarà:
       *[other] Stai giocando { $count } partite. Scegli cosa ne sarà:
    }
privacy-game-choice = • { $game } in { $channel }: il sostituto (il computer) può giocare il tuo posto fino alla fine, oppure la partita può finire ora.
privacy-game-ends-anyway = • { $game } in { $channel }: questa partita finisce senza risultato qualunque cosa tu scelga (una partita in due, o nessun altro gioca il proprio posto).
privacy-game-standin = • { $game } in { $channel }: il sostituto gioca il tuo posto fino alla fine.
privacy-game-ends = • { $game } in { $channel }: la partita finisce ora, senza risultato.
privacy-confirm-lobbies = { $count ->
        [one] Lasci la lobby in cui sei entrato (una lobby che hai aperto viene chiusa).
       *[other] Lasci le { $count } lobby in cui sei entrato (una lobby che hai aperto viene chiusa).
    }
privacy-confirm-final = Premi **Cancella** per cancellare tutto ora, oppure **Annulla**.
privacy-done = Fatto: tutto ciò che questo bot conservava su di te è cancellato. { $seats ->
        [0] Nessun posto di una partita finita o interrotta ti nominava.
        [one] Un posto di una partita finita o interrotta ora mostra un ex giocatore.
       *[other] { $seats } posti di partite finite o interrotte ora mostrano un ex giocatore.
    } Partite lasciate al sostituto: { $standin }; partite finite: { $ended }; lobby lasciate: { $lobbies }. Se usi di nuovo il bot, conserva solo ciò che gli serve (per esempio la lingua della tua app Discord).
privacy-already = Su di te non è più conservato nulla: era già stato cancellato, e ora non è stato fatto nulla.
privacy-cancelled = Non è stato cancellato nulla.
privacy-changed = Le tue partite sono cambiate da quando ti è stato chiesto, quindi non è stato cancellato nulla. Usa di nuovo `/partita riservatezza`.
privacy-post-standin = Qualcuno ha lasciato questa partita e ha chiesto di cancellare i suoi dati: da ora il sostituto gioca { $seat }.
privacy-post-ended = Qualcuno ha lasciato questa partita di { $game } e ha chiesto di cancellare i suoi dati: la partita finisce qui, senza risultato.
privacy-post-lobby-left = Qualcuno ha lasciato questa lobby di { $game }.
privacy-post-lobby-closed = Chi ha aperto questa lobby di { $game } se n'è andato e ha chiesto di cancellare i suoi dati: la lobby è chiusa.
privacy-waiting-standin = Il sostituto gioca questo posto (chi lo occupava ha lasciato la partita).
privacy-policy-why = A cosa serve: a gestire le tue partite, avvisarti quando tocca a te e mantenere corretti lo storico e le valutazioni. Resta finché non lo cancelli qui; i tuoi posti nelle partite finite restano allora come «ex giocatore».
privacy-policy-link = L'informativa completa (cosa, perché, per quanto tempo, chi lo vede): { $url }
privacy-policy-ask = L'informativa completa (cosa, perché, per quanto tempo, chi lo vede) è il file PRIVACY.md del bot: chiedila agli amministratori del server che gestiscono questo bot.
