# Wayfinders (issue 12): nessuna fonte italiana delle regole; termini in glossary-wayfinders.md.
# Nomi

wayfinders-resource-propeller = Elica
wayfinders-resource-parachute = Paracadute
wayfinders-resource-tire = Pneumatico
wayfinders-resource-headset = Cuffie
wayfinders-resource-compass = Bussola
wayfinders-amount-propeller = { $count ->
    [one] elica
   *[other] { $count } eliche
    }
wayfinders-amount-parachute = { $count ->
    [one] paracadute
   *[other] { $count } paracadute
    }
wayfinders-amount-tire = { $count ->
    [one] pneumatico
   *[other] { $count } pneumatici
    }
wayfinders-amount-headset = { $count ->
    [one] cuffie
   *[other] { $count } cuffie
    }
wayfinders-amount-compass = { $count ->
    [one] bussola
   *[other] { $count } bussole
    }
wayfinders-island-blue = Ghiacciaio
wayfinders-island-green = Giungla
wayfinders-island-red = Vulcano
wayfinders-island-yellow = Duna
wayfinders-island-purple = Corallo
wayfinders-island-home = Base
wayfinders-island-at = { $cell } { $island }
wayfinders-seat-orange = Arancione
wayfinders-seat-teal = Turchese
wayfinders-seat-white = Bianco
wayfinders-seat-black = Nero
wayfinders-direction-north = a nord
wayfinders-direction-east = a est
wayfinders-direction-south = a sud
wayfinders-direction-west = a ovest
wayfinders-nothing = niente
wayfinders-nowhere = da nessuna parte
wayfinders-hangar-empty = vuoto
wayfinders-plus = { $left } + { $right }
wayfinders-sentences = { $left } { $right }
wayfinders-arrow = { $left } → { $right }
wayfinders-dot = { $left } · { $right }
wayfinders-comma = { $left }, { $right }
wayfinders-list = { $items }
wayfinders-flight = { $direction } fino a { $island }

# Effetti delle isole
wayfinders-effect-draw = pesca { $amount }
wayfinders-effect-keep = tieni +1
wayfinders-effect-free-flight = volo gratis a { $island }
wayfinders-effect-wild = { $resource } fa da jolly
wayfinders-effect-score = { $amount }/{ $unit }
wayfinders-unit-colour = pista { $island }
wayfinders-unit-costly = pista costo { $min }+
wayfinders-unit-colours = colore
wayfinders-unit-shared = pista condivisa
wayfinders-unit-groups = gruppo
wayfinders-unit-column = pista in colonna
wayfinders-unit-row = pista in riga
wayfinders-unit-around = pista attorno
wayfinders-unit-far = pista a 3+ da Base
wayfinders-unit-squares = quadrato 2x2
wayfinders-gives = { $points } pt., { $effect }

# Opzioni
wayfinders-option-setup = Disposizione delle isole
wayfinders-option-setup-help = Quali 24 tessere isola circondano l'isola base (W-21, preparazione avanzata).
wayfinders-setup-standard = Normale ({ $red } rosse, { $blue } blu, { $yellow } gialle)
wayfinders-setup-random24 = { $drawn } a caso fra { $tiles }
wayfinders-setup-balanced = Bilanciata ({ $red } rosse, { $blue } blu, { $yellow } gialle)
wayfinders-setup-scoring = Più isole di punteggio ({ $red } rosse, { $blue } blu, { $yellow } gialle)
wayfinders-setup-permanent = Più isole permanenti ({ $red } rosse, { $blue } blu, { $yellow } gialle)
wayfinders-setup-resources = Più isole di risorse ({ $red } rosse, { $blue } blu, { $yellow } gialle)
wayfinders-option-order = Ordine di turno
wayfinders-option-order-help = Chi comincia: estratto a sorte, oppure i giocatori nell'ordine in cui sono entrati (W-7).
wayfinders-order-random = A caso
wayfinders-order-joined = Ordine di arrivo
wayfinders-option-exploration = Esplorazione
wayfinders-option-exploration-help = Le isole partono coperte e si scoprono quando un aereo arriva accanto (W-22).
wayfinders-exploration-off = No: tutte le isole scoperte
wayfinders-exploration-on = Sì: le isole partono coperte

# Errori
wayfinders-error-player-count = Wayfinders si gioca da { $min } a { $max } giocatori.
wayfinders-error-no-resources = Non hai quelle risorse.
wayfinders-error-hangar-number = Un lavoratore va in un hangar indicato dal suo numero.
wayfinders-error-direction = Vola a nord, a est, a sud o a ovest.
wayfinders-error-payment-form = Un pagamento indica una quantità per ciascuna delle cinque risorse, nessuna sotto zero.
wayfinders-error-keep-form = Indica quante ne tieni di ciascuna delle cinque risorse, nessuna sotto zero.
wayfinders-error-payment = Quel pagamento non corrisponde al costo (due uguali possono sostituire una risorsa qualsiasi).
wayfinders-error-over = La partita è finita.
wayfinders-error-choose-action = Prima scegli un'azione: piazzare un lavoratore o riprendere i tuoi lavoratori.
wayfinders-error-flying = Stai muovendo il tuo aereo: vola, costruisci o termina il movimento.
wayfinders-error-choose-keep = Scegli quali risorse tenere.
wayfinders-error-hangar-unused = L'hangar { $hangar } non si usa in questa partita.
wayfinders-error-no-workers = Tutti i tuoi lavoratori sono fuori: riprendili.
wayfinders-error-hangar-full = Hai già { $max } lavoratori nell'hangar { $hangar }.
wayfinders-error-no-island = In quella direzione non c'è nessuna isola.
wayfinders-error-face-down = Quell'isola è ancora coperta: gli aerei entrano solo nelle isole scoperte.
wayfinders-error-free-entry = Entrare in quell'isola è gratis.
wayfinders-error-build-home = Nessuno costruisce sull'isola base: tutti cominciano con una pista lì.
wayfinders-error-already-built = Hai già una pista di atterraggio su { $cell }.
wayfinders-error-no-airstrips = Non ti restano piste di atterraggio.
wayfinders-error-keep-count = Tieni esattamente { $limit } delle tue risorse.
wayfinders-error-not-a-move = Questa non è una mossa di Wayfinders.
wayfinders-error-not-an-action = Questa non è un'azione di Wayfinders.
wayfinders-error-letter = «{ $letter }» non è una lettera di risorsa ({ $letters }).
wayfinders-error-parse = «{ $text }» non è una mossa di Wayfinders (place:N, return, fly:D:PAY, build:PAY, done, keep:RES).
wayfinders-error-stored-version = Questa partita di Wayfinders usa la versione delle regole { $version }, sconosciuta qui.
wayfinders-error-stored-state = Questa non è una partita salvata di Wayfinders: { $detail }

# Menu
wayfinders-ask-action = Azione
wayfinders-ask-hangar = Quale hangar?
wayfinders-ask-move = Volare/costruire
wayfinders-ask-payment = Pagamento
wayfinders-ask-keep = Tenere
wayfinders-answer-place = Piazza un lavoratore
wayfinders-answer-hangar = Hangar { $hangar } con { $content }
wayfinders-answer-hangar-mine = Hangar { $hangar } con { $content } (i tuoi lavoratori: { $mine })
wayfinders-answer-return-none = Riprendi i lavoratori (nessuno è fuori: vola e basta)
wayfinders-answer-return = Riprendi i lavoratori (raccogli { $gained })
wayfinders-answer-done = Fatto
wayfinders-answer-keep = { $kept }
wayfinders-answer-keep-first = { $resource }, …
wayfinders-answer-fly-free = Vola { $target } (gratis)
wayfinders-answer-fly-pay = Vola { $target }, paga { $payment }
wayfinders-answer-fly-choose = Vola { $target }, scegli il pagamento
wayfinders-answer-build-home = Costruisci qui: { $target }
wayfinders-answer-build-pay = Costruisci qui: { $target }, paga { $payment }
wayfinders-answer-build-pay-gives = Costruisci qui: { $target } ({ $gives }), paga { $payment }
wayfinders-answer-build-choose = Costruisci qui: { $target }, scegli il pagamento
wayfinders-answer-build-choose-gives = Costruisci qui: { $target } ({ $gives }), scegli il pagamento
wayfinders-answer-payment = Paga { $payment }
wayfinders-answer-payment-cheapest = Paga { $payment } (il più economico)
wayfinders-shortcut-free = Vola a { $island } ({ $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
 }, gratis)
wayfinders-shortcut-pay = Vola a { $island } ({ $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
 }, paga { $payment })
wayfinders-shortcut-pay-many = Vola a { $island } ({ $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
 }, paga { $count ->
    [one] { $count } risorsa
   *[other] { $count } risorse
 })

# Registro
wayfinders-log-illegal = { $who } ha tentato una mossa non consentita: { $reason }
wayfinders-log-place = { $who } piazza un lavoratore nell'hangar { $hangar }.
wayfinders-log-return = { $who } riprende { $count ->
    [one] { $count } lavoratore
   *[other] { $count } lavoratori
    } e raccoglie { $gained }.
wayfinders-log-return-none = { $who } riprende i lavoratori (nessuno era fuori) e non raccoglie niente.
wayfinders-log-fly-free = { $who } vola { $target }, gratis.
wayfinders-log-fly-pay = { $who } vola { $target } e paga { $payment }.
wayfinders-log-revealed = Scoperte: { $islands }.
wayfinders-log-build-bag = { $who } costruisce una pista di atterraggio su { $island } (spazio { $slot }) e rimette { $payment } nel sacchetto.
wayfinders-log-build-owner = { $who } costruisce una pista di atterraggio su { $island } (spazio { $slot }) e paga { $payment } a { $owner }.
wayfinders-log-draws = Pesca { $drawn }.
wayfinders-log-done = { $who } termina il volo.
wayfinders-log-over-limit = Oltre il limite di { $limit }: sceglie cosa tenere.
wayfinders-log-keep = { $who } tiene { $kept } e rimette { $returned } nel sacchetto.
wayfinders-log-final-round = Ultimo giro: a { $who } restano 2 piste o meno.

# Stato, testo privato, punti, esito
wayfinders-private = Giochi come { $seat }. In Wayfinders niente è segreto: le tue risorse ({ $supply }), i lavoratori e le piste sono sul tabellone pubblico.
wayfinders-phase-action = piazzare un lavoratore o riprendere i lavoratori
wayfinders-phase-fly = volare e costruire, poi Fatto
wayfinders-phase-keep = tenere { $limit } risorse
wayfinders-status-over = **Partita finita.** { $outcome }
wayfinders-status-to-play = Tocca a **{ $who }**: { $doing }.
wayfinders-status-final-round = Ultimo giro: la partita finisce dopo l'ultimo giocatore nell'ordine di turno.
wayfinders-status-order = Dopo il turno { $turn } · ordine: { $order }
wayfinders-status-seat = { $who }: { $points } pt. · { $supply } (ne tiene { $limit }) · lavoratori liberi { $free }/{ $workers } · piste rimaste { $left }
wayfinders-status-line = - { $text }
wayfinders-power-wild = jolly: { $resources }
wayfinders-power-free = voli gratis a { $islands }
wayfinders-status-bag = Sacchetto: { $count ->
    [one] { $count } risorsa
   *[other] { $count } risorse
}.
wayfinders-score-islands = Punti isole
wayfinders-score-scoring = Isole punteggio
wayfinders-score-resources = Risorse
wayfinders-score-workers = Lavoratori
wayfinders-outcome-not-over = La partita non è ancora finita.
wayfinders-outcome-shared = { $names } condividono la vittoria con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }.
wayfinders-outcome-tie-broken = { $name } vince con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 } (parità risolta da più piste costruite).
wayfinders-outcome-win = { $name } vince con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }.

# Immagini
wayfinders-render-header = Wayfinders · dopo il turno { $turn }
wayfinders-render-home = BASE
wayfinders-render-back-red = Risorse
wayfinders-render-back-blue = Punteggio
wayfinders-render-back-yellow = Permanente
wayfinders-render-effect-draw = Pesca { $amount }
wayfinders-render-effect-keep = Tieni +1
wayfinders-render-effect-free-flight = Gratis: { $island }
wayfinders-render-effect-wild = Jolly: { $resource }
wayfinders-render-hangars = Hangar · sacchetto { $bag }
wayfinders-render-scores = Punti
wayfinders-render-last-move = ultima mossa
wayfinders-render-flight = volo
wayfinders-render-over = Fine: vince { $name }
wayfinders-render-over-shared = Fine: { $count } piloti condividono la vittoria
wayfinders-render-doing-action = piazza o riprende lavoratori
wayfinders-render-doing-fly = in volo
wayfinders-render-doing-keep = sceglie cosa tenere
wayfinders-render-to-play = { $who }: { $doing }
wayfinders-render-final-round = { $line } · ULTIMO GIRO
wayfinders-render-hand-title = { $who } · { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
wayfinders-render-hand-workers = Lavoratori: { $free ->
    [one] { $free } libero
   *[other] { $free } liberi
}, { $out } negli hangar · piste rimaste: { $left } · aereo su { $cell }
wayfinders-render-hand-keeps = Tiene { $limit } risorse
wayfinders-render-hand-wild = jolly: { $resources }
wayfinders-render-hand-free = volo gratis a { $islands }
wayfinders-render-hand-score = Punti: isole { $islands }, isole punteggio { $scoring }, risorse { $resources }, lavoratori { $workers }

# Il tabellone a parole (rules/wayfinders/describer.py: testo alternativo dell'immagine, /partita descrivi)
wayfinders-semicolon = { $left }; { $right }
wayfinders-alt-title = Tabellone di Wayfinders, dopo il turno { $turn }.
wayfinders-alt-to-play = Turno: { $who }, { $doing }.
wayfinders-alt-over = Partita finita: { $count ->
    [one] vince { $names }
   *[other] { $names } condividono la vittoria
    } con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
    }.
wayfinders-alt-face-down-at = { $cell } (coperta)
wayfinders-alt-turn-record = { $who }: { $what }.
wayfinders-alt-last = Ultimo turno, { $text }
wayfinders-alt-this-turn = Questo turno finora, { $text }
wayfinders-alt-placed = ha piazzato un lavoratore nell'hangar { $hangar }
wayfinders-alt-returned = { $count ->
    [one] ha ripreso i lavoratori dall'hangar { $hangars }
   *[other] ha ripreso i lavoratori dagli hangar { $hangars }
    }
wayfinders-alt-flew = ha volato { $path }
wayfinders-alt-stayed = è rimasto su { $island }
wayfinders-alt-built = { $count ->
    [one] ha costruito una pista di atterraggio su { $islands }
   *[other] ha costruito piste di atterraggio su { $islands }
    }
wayfinders-alt-scores = Punteggi: { $scores }.
wayfinders-alt-score = { $who } { $points }
wayfinders-alt-planes = Aerei: { $planes }.
wayfinders-alt-plane = { $who } su { $island }
wayfinders-alt-strips = Piste costruite: { $entries }.
wayfinders-alt-strips-entry = { $who } { $count }
wayfinders-alt-hangars = Hangar, prima la risorsa in cima: { $hangars }. Sacchetto: { $bag ->
    [one] { $bag } risorsa
   *[other] { $bag } risorse
    }.
wayfinders-alt-hangar = { $number }: { $column }
wayfinders-alt-hangar-workers = { $number }: { $column } (lavoratori: { $workers })
wayfinders-alt-face-down = { $count ->
    [one] { $count } isola è ancora coperta.
   *[other] { $count } isole sono ancora coperte.
    }
wayfinders-alt-hand = La tua scheda pilota, { $who }: { $details }.
wayfinders-text-heading = { $heading ->
    [game] Partita
    [hangars] Hangar (la colonna dall'alto, nell'ordine in cui si prende)
   *[pilots] Piloti, nell'ordine di turno
    }
wayfinders-text-order = Ordine di turno: { $order }.
wayfinders-text-exploration = Esplorazione: le isole partono coperte e si scoprono quando un aereo arriva accanto.
wayfinders-text-open = Tutte le isole sono scoperte.
wayfinders-text-row = Riga { $row } (colonne dalla A alla E)
wayfinders-text-hangar = Hangar { $number }, dall'alto in basso: { $column }.
wayfinders-text-hangar-workers = Hangar { $number }: { $column }; lavoratori: { $workers }.
wayfinders-text-cell = { $cell }: { $details }.
wayfinders-text-home = isola base
wayfinders-text-face-down = coperta, dorso { $back }
wayfinders-text-island = isola { $island }, dorso { $back }
wayfinders-text-effect = effetto: { $effect }
wayfinders-text-points = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
    }
wayfinders-text-cost = costo: { $cost }
wayfinders-text-airstrips = piste, spazio per spazio: { $pilots }
wayfinders-text-no-airstrips = ancora nessuna pista
wayfinders-text-planes = { $count ->
    [one] aereo: { $pilots }
   *[other] aerei: { $pilots }
    }
wayfinders-text-pilot = { $who }, { $order }º nell'ordine di turno: { $details }.
wayfinders-text-score = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
    } (isole { $islands }, isole punteggio { $scoring }, risorse { $resources }, lavoratori { $workers })
wayfinders-text-supply = risorse: { $supply }
wayfinders-text-workers = lavoratori: { $free ->
    [one] { $free } libero
   *[other] { $free } liberi
    }, { $out } negli hangar
wayfinders-text-strips-left = { $left ->
    [one] { $left } pista rimasta
   *[other] { $left } piste rimaste
    }
wayfinders-text-plane = aereo su { $island }
wayfinders-text-keeps = tiene { $limit ->
    [one] { $limit } risorsa
   *[other] { $limit } risorse
    }
