# Iwari (rules/iwari e render/iwari.py). Termini: glossary-iwari.md.

## Nomi

iwari-tribe = { $tribe ->
    [red] Rosso
    [blue] Blu
    [yellow] Giallo
    [green] Verde
    [purple] Viola
   *[white] Bianco
 }
iwari-seat = { $tribe ->
    [red] Tribù rossa
    [blue] Tribù blu
    [yellow] Tribù gialla
    [green] Tribù verde
    [purple] Tribù viola
   *[white] Tribù bianca
 }
iwari-neutral-row = Tribù bianca (neutrale)
iwari-biome = { $biome ->
    [tundra] Tundra
    [forest] Foresta
    [glacier] Ghiacciaio
    [coast] Costa
   *[desert] Deserto
 }
iwari-feat = { $feat ->
    [union] Unione
    [discovery] Scoperta
    [honour] Onore
   *[respect] Rispetto
 }
iwari-area = { $territory } · { $biome }
iwari-road = Lunga strada
iwari-connection = collegamento { $number }
iwari-map-name = { $map ->
    [highlands] Altopiani
    [lowlands] Bassopiani
    [floating_lands] Terre fluttuanti
    [glacier_mass] Massa glaciale
   *[long_road] La lunga strada
 }
iwari-map-label = { $map ->
    [highlands] Altopiani (mappa base)
    [lowlands] Bassopiani (mappa base)
    [floating_lands] Terre fluttuanti (i collegamenti sono sentieri)
    [glacier_mass] Massa glaciale (un collegamento doppio)
   *[long_road] La lunga strada (una strada che dà punti)
 }
iwari-column = { $column ->
    [half] Tende a metà viaggio
    [tents] Tende
    [totems] Totem
    [settlements] Insediamenti
    [expeditions] Spedizioni
   *[feats] Imprese
 }
iwari-expedition-title = { $expedition ->
    [wanderers] Viandanti
    [all_lands] Tutte le terre
    [scattered_camps] Accampamenti sparsi
    [great_settlement] Grande insediamento
    [stronghold] Roccaforte
    [sacred_circles] Cerchi sacri
    [tall_totem] Totem alto
    [kinship] Terre sorelle
   *[bridges] Ponti
 }
iwari-expedition-text = { $expedition ->
    [wanderers] Avere tende in territori di 4 biomi diversi.
    [all_lands] Avere tende in territori di tutti e 5 i biomi.
    [scattered_camps] Avere tende in 6 territori diversi.
    [great_settlement] Formare un insediamento di almeno 6 tende collegate.
    [stronghold] Avere 4 delle proprie tende in un solo territorio.
    [sacred_circles] Avere totem in 4 territori diversi.
    [tall_totem] Avere 3 dei propri totem in un solo territorio.
    [kinship] Avere più tende di ogni altra tribù in 2 territori dello stesso bioma.
   *[bridges] Avere la maggioranza di totem a entrambi i capi di 2 collegamenti non coperti da montagne.
 }

## Pezzi di frase

iwari-cards = { $cards }
iwari-cards-of = { $count ->
    [one] { $biome }
   *[other] { $count } × { $biome }
 }
iwari-no-cards = nessuna carta
iwari-empty = vuota
iwari-pieces = { $totems ->
    [0] { $tents ->
        [one] una tenda
       *[other] { $tents } tende
     }
    [1] { $tents ->
        [0] un totem
       *[other] una tenda e un totem
     }
   *[other] { $totems } totem
 }
iwari-pay-match = { $count ->
    [one] { $biome }
   *[other] { $count } × { $biome }
 }
iwari-pay-pair = coppia di { $biome }
iwari-pay-both = { $first } + { $second }
iwari-on-spaces = { " " }{ $count ->
    [one] sullo spazio { $spaces }
   *[other] sugli spazi { $spaces }
 }
iwari-clauses = { $first }; { $rest }
iwari-dots = { $first } · { $rest }
iwari-commas = { $first }, { $rest }
iwari-sentence = { $text }.
iwari-on = Sì
iwari-off = No

## Opzioni

iwari-option-map = Mappa
iwari-option-map-help = Il tabellone: due mappe base e tre mappe speciali con una regola propria.
iwari-option-feats = Imprese
iwari-option-feats-help = Le imprese Unione, Scoperta, Onore e Rispetto moltiplicano il punteggio di fine viaggio.
iwari-option-expeditions = Carte spedizione
iwari-option-expeditions-help = Si scoprono 3 carte spedizione; le prime due tribù che ne completano una segnano subito punti.
iwari-option-draft = Partenza con scelta
iwari-option-draft-help = Ognuno sceglie la mano iniziale dall'esposizione e dal mazzo, a partire dall'ultimo giocatore.

## Descrivere una mossa

iwari-describe-place = { $tribe } piazza { $pieces }{ $neutral ->
    [yes] { " " }per la tribù neutrale bianca
   *[no] {""}
 } in { $area }{ $spaces } (paga con { $payment })
iwari-describe-swap = { $tribe } scarta una carta { $biome } per cambiare una carta
iwari-describe-draw-deck = { $tribe } pesca dal mazzo
iwari-describe-draw-display = { $tribe } prende una carta { $biome } dall'esposizione
iwari-describe-feat = { $tribe } piazza l'impresa { $feat } su { $where }
iwari-describe-pass = { $tribe } passa (nessuna carta in mano)
iwari-describe-impossible = { $tribe } tenta un'azione che qui non è possibile.
iwari-describe-unknown = Un'azione sconosciuta

## Che cosa ha fatto un turno

iwari-record = { $tribe }: { $notes }.
iwari-note-placed = ha piazzato { $pieces }{ $neutral ->
    [yes] { " " }per la tribù neutrale bianca
   *[no] {""}
 } in { $area }{ $spaces } (pagando con { $payment })
iwari-note-passed = ha passato il turno (nessuna carta)
iwari-note-final-tent = ultimo giro: la tribù { $tribe } ha piazzato l'ultima tenda
iwari-note-earned = { $tribe } ha ottenuto l'impresa { $feat }
iwari-note-expedition = { $tribe } ha completato la spedizione «{ $expedition }» (+{ $points })
iwari-note-feat-placed = ha piazzato l'impresa { $feat } ({ $tribe }) su { $where }
iwari-note-swapped = ha scartato una carta { $biome } per cambiarla
iwari-note-reshuffled = il mazzo è finito: la pila degli scarti è stata mescolata in un nuovo mazzo (metà viaggio)
iwari-note-final-deck = ultimo giro: il mazzo è finito per la seconda volta
iwari-note-drafted = ha scelto la mano iniziale
iwari-note-half-scored = le tende sono state contate per la metà viaggio
iwari-note-drew-one = ha pescato dal mazzo
iwari-note-took = ha preso { $cards } dall'esposizione
iwari-note-drew = ha pescato { $count ->
    [one] { $count } carta
   *[other] { $count } carte
 } dal mazzo
iwari-note-draws = { $first } e { $second }
iwari-note-over = la partita è finita
iwari-note-unknown = è successo qualcosa
iwari-end-last-tent = la tribù { $tribe } ha piazzato l'ultima tenda
iwari-end-deck = il mazzo è finito per la seconda volta

## Menu: domande e risposte

iwari-q-action = Azione
iwari-q-territory = Territorio
iwari-q-pieces = Pezzi
iwari-q-tent-space = Spazio tenda
iwari-q-nth-tent-space = { $order ->
    [1] Primo spazio tenda
    [2] Secondo spazio tenda
   *[other] Terzo spazio tenda
 }
iwari-q-payment = Pagamento
iwari-q-discard = Scarto
iwari-q-draw = Pesca
iwari-q-feat = Piazza l'impresa { $feat } su
iwari-a-place = Piazza pezzi
iwari-a-place-neutral = Piazza per la tribù neutrale bianca
iwari-a-pieces = { $totems ->
    [0] { $tents ->
        [one] Tenda
       *[other] { $tents } tende
     }
    [1] { $tents ->
        [0] Totem
       *[other] Tenda + totem
     }
   *[other] { $totems } totem
 }
iwari-a-pay-cards = { $count ->
    [one] Carta { $biome }
   *[other] { $count } carte { $biome }
 }
iwari-a-pay-wild = { $payment } (jolly)
iwari-a-swap = Cambia una carta
iwari-a-draw-deck = Prima carta del mazzo{ $reshuffle ->
    [yes] { " " }(la pila degli scarti diventa il nuovo mazzo)
   *[no] {""}
 }
iwari-a-draw-display = { $biome } dall'esposizione
iwari-a-connection = collegamento { $number } ({ $first } – { $second }, { $kind ->
    [land] via terra
   *[water] via acqua
 })
iwari-a-unknown-place = territorio { $number }
iwari-a-pass = Passa (non hai carte)
iwari-step-area = { $area }, { $filled }/{ $spaces ->
    [one] { $spaces } tenda
   *[other] { $spaces } tende
 }{ $totems ->
    [0] {""}
    [one] , { $totems } totem
   *[other] , { $totems } totem
 }{ $unexplored ->
    [yes] { " " }(inesplorato)
   *[no] {""}
 }
iwari-step-space = spazio { $space }{ $details ->
    [none] {""}
   *[other] , { $details }
 }
iwari-where = { $where ->
    [centre] centro
    [north] nord
    [south] sud
    [east] est
    [west] ovest
    [north-east] nord-est
    [north-west] nord-ovest
    [south-east] sud-est
   *[south-west] sud-ovest
 }
iwari-where-road = tappa { $stop } di { $stops } della strada
iwari-path-to = sentiero verso { $areas }
iwari-next-to-yours = { $count ->
    [one] accanto a { $count } tua tenda
   *[other] accanto a { $count } tue tende
 }
iwari-next-to-neutral = { $count ->
    [one] accanto a { $count } tenda bianca
   *[other] accanto a { $count } tende bianche
 }

## Turno, stato, risultato

iwari-prompt = { $tribe }: { $doing }
iwari-prompt-over = La partita è finita.
iwari-doing-action = piazza pezzi o cambia una carta
iwari-doing-pass = non hai carte, passa
iwari-doing-neutral = gioca per la tribù neutrale bianca con almeno una delle carte rimaste
iwari-doing-feat = piazza l'impresa { $feat }{ $neutral ->
    [yes] { " " }(ottenuta dal Bianco)
   *[no] {""}
 }
iwari-doing-draw = { $draft ->
    [yes] pesca la mano iniziale
   *[no] completa la mano
 }, { $count ->
    [one] ancora { $count } carta
   *[other] ancora { $count } carte
 } (esposizione o mazzo)
iwari-status-head = **Iwari** · { $map } · giro { $round } · primo giocatore { $first }
iwari-status-turn = Turno: **{ $seat }**, { $doing }
iwari-status-scores = Punteggi: { $scores }
iwari-score-entry = { $tribe }{ $neutral ->
    [yes] { " " }(neutrale)
   *[no] {""}
 } { $points }
iwari-status-display = Esposizione: { $display } · mazzo { $deck } · scarti { $discard }
iwari-status-hands = Mani: { $hands }
iwari-hand-entry = { $tribe } { $count }
iwari-status-pieces = Pezzi rimasti: { $pieces }
iwari-pieces-entry = { $tribe } { $tents ->
    [one] { $tents } tenda
   *[other] { $tents } tende
}, { $totems ->
    [one] { $totems } totem
   *[other] { $totems } totem
}
iwari-status-journey = Metà viaggio: { $half ->
    [yes] fatta
   *[no] non ancora
 } · ultimo giro: { $final ->
    [yes] sì ({ $reason })
   *[no] no
 }
iwari-status-covered = { $count ->
    [one] Le montagne coprono il collegamento { $numbers }
   *[other] Le montagne coprono i collegamenti { $numbers }
}
iwari-status-last = Ultimo turno: { $text }
iwari-outcome-ongoing = La partita è ancora in corso.
iwari-outcome-wins = { $tribe } vince con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }.
iwari-outcome-tiebreak = { $leaders } chiudono in parità a { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }; { $tribe } vince con più pezzi inutilizzati ({ $unused }).
iwari-outcome-shared = { $tribes } condividono la vittoria con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 } e { $unused ->
    [one] { $unused } pezzo inutilizzato
   *[other] { $unused } pezzi inutilizzati
 } ciascuna.
iwari-outcome-neutral-wins = La tribù neutrale bianca ha chiuso con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }, più di ogni giocatore: entrambi i giocatori perdono.
iwari-outcome-neutral-ties = La tribù neutrale bianca è pari con { $tribes } a { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 } e ha { $most ->
    [yes] più
   *[no] altrettanti
 } pezzi inutilizzati ({ $unused }): entrambi i giocatori perdono.
iwari-outcome-neutral-v1 = La tribù neutrale bianca ha chiuso con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }, { $level ->
    [same] tanti quanti
   *[more] più di
 } ogni giocatore: entrambi i giocatori perdono.
iwari-private-hand = La tua mano ({ $seat }): { $cards }.
iwari-private-move = Tocca a te: { $doing }.
iwari-private-not-playing = Non giochi in questa partita.

## Errori

iwari-error-players = Iwari si gioca da { $low } a { $high } giocatori.
iwari-parse-not-action = Questa non è un'azione di Iwari.
iwari-parse-number = { $what ->
    [territory] Il territorio
    [space] Uno spazio tenda
    [totems] Il numero di totem
   *[feat] Il territorio o il collegamento dell'impresa
 } deve essere un numero, non «{ $text }».
iwari-parse-biome = La carta «{ $text }» non è un bioma: tundra, forest, glacier, coast o desert.
iwari-parse-empty = Un'azione di Iwari è un breve testo come «p:7:23:0:forest» o «d:deck».
iwari-parse-too-long = Questo testo è troppo lungo per essere un'azione di Iwari.
iwari-parse-placement = Un piazzamento si scrive «p:territorio:spazi tenda o -:totem:carte», per esempio «p:7:23:1:forest,forest».
iwari-parse-territory-zero = I territori sono numerati da 1.
iwari-parse-too-many-spaces = Un piazzamento indica al massimo 2 spazi tenda.
iwari-parse-no-cards = Un piazzamento deve indicare le carte con cui paga.
iwari-parse-feat = Non esiste l'impresa «{ $text }»: usa union, discovery, honour o respect.
iwari-parse-unknown = Non è un'azione di Iwari: «{ $text }» (le azioni iniziano con p:, n:, s:, d:, f: oppure sono «pass»).
iwari-error-territory-number = Un piazzamento indica il territorio con il suo numero.
iwari-error-space-numbers = Un piazzamento indica gli spazi tenda con i loro numeri.
iwari-error-space-twice = Lo stesso spazio tenda è indicato due volte.
iwari-error-space-order = Indica gli spazi tenda in ordine crescente.
iwari-error-totem-count = Il numero di totem è 0, 1 o 2.
iwari-error-pay-biomes = Un piazzamento si paga con carte bioma (tundra, foresta, ghiacciaio, costa, deserto).
iwari-error-card-order = Indica le carte nell'ordine solito: tundra, foresta, ghiacciaio, costa, deserto.
iwari-error-whose = Un piazzamento è per la tua tribù o per la tribù neutrale.
iwari-error-swap-biome = Scarta una carta bioma: tundra, foresta, ghiacciaio, costa o deserto.
iwari-error-draw-source = Pesca dal mazzo o prendi una carta bioma dall'esposizione.
iwari-error-feat-kind = Ci sono quattro imprese: unione, scoperta, onore e rispetto.
iwari-error-feat-target = Un'impresa va su un territorio o su un collegamento, indicato con il suo numero.
iwari-error-no-road = Questa mappa non ha la lunga strada.
iwari-error-no-territory = Su questa mappa non c'è il territorio { $number } (territori da 1 a { $last }).
iwari-error-no-piece = Piazza almeno un pezzo: una tenda o un totem.
iwari-error-too-many-pieces = Al massimo 2 pezzi per turno, tutti in un solo territorio (la regola 3-2-1).
iwari-error-too-many-cards = Si possono giocare al massimo 3 carte per turno (la regola 3-2-1).
iwari-error-not-in-hand = La tua mano non contiene { $cards }.
iwari-error-road-payment = Una tenda sulla lunga strada costa una coppia di carte uguali (una tenda per turno).
iwari-error-payment-one = Serve una carta { $biome } o una coppia di carte uguali per piazzare un pezzo in { $area }.
iwari-error-payment-two = Servono due carte { $biome }, oppure una carta { $biome } e una coppia di carte uguali, per piazzare due pezzi in { $area }.
iwari-error-space-elsewhere = Lo spazio { $space } non è uno spazio tenda di { $area }.
iwari-error-space-taken = Sullo spazio { $space } c'è già una tenda.
iwari-error-road-totem = La lunga strada non ha un cerchio dei totem: lì vanno solo tende.
iwari-error-unexplored = { $area } è inesplorato: il primo pezzo lì deve essere una sola tenda.
iwari-error-no-tents = { $neutral ->
    [yes] La tribù neutrale non ha più tende.
   *[no] Non hai più tende.
 }
iwari-error-no-totems = { $neutral ->
    [yes] La tribù neutrale non ha abbastanza totem.
   *[no] Non hai abbastanza totem.
 }
iwari-error-totem-limit = Limite dei totem: { $area } può avere al massimo { $cap ->
    [one] { $cap } totem
   *[other] { $cap } totem
 }, il numero più alto di tende di una tribù lì.
iwari-error-not-iwari = Questa non è una partita di Iwari.
iwari-error-over = La partita è finita.
iwari-error-pass = Puoi passare solo se non hai carte.
iwari-error-neutral-later = La tribù neutrale gioca dopo la tua azione: prima piazza pezzi o cambia una carta.
iwari-error-action-first = Prima scegli la tua azione: piazzare pezzi o cambiare una carta.
iwari-error-neutral-now = Gioca ora il turno della tribù neutrale bianca, con almeno una delle carte che ti restano.
iwari-error-feat-first = Prima piazza l'impresa { $feat }.
iwari-error-feat-other = L'impresa da piazzare ora è { $feat }, non { $given }.
iwari-error-feat-target-choice = L'impresa { $feat } non può andare lì; scegli tra { $choices }.
iwari-error-swap-missing = Non hai nessuna carta { $biome } da scartare.
iwari-error-deck-empty = Il mazzo è vuoto: prendi una carta dall'esposizione.
iwari-error-not-displayed = Nell'esposizione non c'è nessuna carta { $biome }.
iwari-error-draft-first = Prima pesca la mano iniziale: prendi carte dall'esposizione o dal mazzo.
iwari-error-draw-first = Prima completa la mano: prendi carte dall'esposizione o dal mazzo.

## Immagini (render/iwari.py)

iwari-render-header = Iwari · { $map } · dopo il turno { $turn } · giro { $round }
iwari-render-long-road = La strada
iwari-render-final-round = ULTIMO GIRO: il viaggio finisce dopo questo giro
iwari-render-scores = Punti
iwari-render-neutral = neutrale
iwari-render-deck = Mazzo { $count }
iwari-render-discard = Scarti { $count }
iwari-render-expeditions = Spedizioni
iwari-render-feats-left = Imprese rimaste: { $feats }
iwari-render-feat-left = { $feat } { $count }
iwari-render-result-nobody = Fine: nessuno vince, la tribù neutrale ha più punti
iwari-render-result-one = Fine: vince { $tribe }
iwari-render-result-shared = Fine: vittoria condivisa, { $tribes }
iwari-render-legend = { $entry ->
    [last] ultima mossa
    [space] spazio tenda
    [land] via terra
    [water] via acqua
    [mountains] montagne
    [covered] coperto
   *[feat] impresa
 }
iwari-render-your-hand = La tua mano
iwari-render-your-hand-tribe = La tua mano · { $seat }
iwari-render-no-cards = nessuna carta
iwari-render-hand-help = 1 carta del bioma di un territorio = 1 pezzo lì; 2 uguali = 1 pezzo ovunque

## Il tabellone a parole (rules/iwari/describer.py: testo alternativo dell'immagine, /partita descrivi)

iwari-alt-title = Tabellone di Iwari, { $map }, dopo il turno { $turn }, giro { $round }.
iwari-alt-turn = Tocca a { $tribe }: { $doing }.
iwari-alt-prompt = { $prompt }.
iwari-alt-over = { $count ->
    [0] Partita finita: nessuno vince, la tribù neutrale ha fatto più punti.
    [one] Partita finita: vince { $tribes }.
   *[other] Partita finita: { $tribes } condividono la vittoria.
 }
iwari-alt-final-round = Ultimo giro: il viaggio finisce dopo questo giro.
iwari-alt-final-round-why = Ultimo giro ({ $reason }): il viaggio finisce dopo questo giro.
iwari-alt-last = Ultimo turno, { $text }
iwari-alt-scores = Punteggi: { $scores }.
iwari-alt-display = Esposizione: { $cards }. Mazzo: { $deck ->
    [one] { $deck } carta
   *[other] { $deck } carte
 }; scarti: { $discard ->
    [one] { $discard } carta
   *[other] { $discard } carte
 }.
iwari-alt-map = Sulla mappa: { $entries }.
iwari-alt-map-entry = { $tribe } { $pieces }
iwari-alt-leads = Più tende: { $entries }.
iwari-alt-lead-entry = { $tribe } in { $count ->
    [one] { $count } territorio
   *[other] { $count } territori
 }
iwari-alt-expeditions = Spedizioni: { $entries }.
iwari-alt-expedition = { $title } ({ $first }/{ $second } punti, aperta)
iwari-alt-expedition-done = { $title } ({ $first }/{ $second } punti, completata da { $tribes })
iwari-alt-feats-left = Imprese rimaste: { $feats }.
iwari-alt-covered = { $count ->
    [one] Una montagna copre il collegamento { $numbers }.
   *[other] Le montagne coprono i collegamenti { $numbers }.
 }
iwari-alt-hand-tribe = { $count ->
    [0] La tua mano ({ $seat }) è vuota.
    [one] La tua mano ({ $seat }) ha { $count } carta: { $cards }.
   *[other] La tua mano ({ $seat }) ha { $count } carte: { $cards }.
 }
iwari-alt-hand = { $count ->
    [0] La tua mano è vuota.
    [one] La tua mano ha { $count } carta: { $cards }.
   *[other] La tua mano ha { $count } carte: { $cards }.
 }
iwari-alt-hand-help = Una carta del bioma di un territorio paga un pezzo lì; due carte uguali qualsiasi pagano un pezzo ovunque.
iwari-text-heading = { $heading ->
    [game] Partita
    [scores] Punteggi
    [tribes] Tribù e pezzi
    [territories] Territori
    [connections] Collegamenti
    [paths] Sentieri tra gli spazi tenda
    [cards] Carte
    [expeditions] Spedizioni
   *[feats] Imprese
 }
iwari-text-map = Mappa: { $map }.
iwari-text-first = Primo giocatore: { $tribe }.
iwari-text-half = { $done ->
    [yes] La metà viaggio è già stata conteggiata.
   *[no] La metà viaggio non è ancora arrivata.
 }
iwari-text-score = { $tribe }: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 } ({ $parts }).
iwari-text-score-part = { $column } { $points }
iwari-text-pieces = { $tents ->
    [one] { $tents } tenda
   *[other] { $tents } tende
 } e { $totems ->
    [one] { $totems } totem
   *[other] { $totems } totem
 }
iwari-text-tribe = { $tribe }, lettera { $mark }: { $placed } sulla mappa; da piazzare: { $left }.
iwari-text-tribe-hand = { $tribe }, lettera { $mark }: { $placed } sulla mappa; da piazzare: { $left }; { $hand ->
    [one] { $hand } carta
   *[other] { $hand } carte
 } in mano.
iwari-text-area = { $area }: { $details }.
iwari-text-connection = Collegamento { $number }
iwari-text-spaces = spazi tenda { $spaces }
iwari-text-road-spaces = spazi della strada in ordine { $spaces }
iwari-text-space-tent = { $space } { $tribe }
iwari-text-space-free = { $space } libero
iwari-text-unexplored = inesplorato
iwari-text-totems = totem: { $totems }
iwari-text-no-totems = nessun totem
iwari-text-count = { $tribe } { $count }
iwari-text-feats-here = imprese: { $feats } (punteggio ×{ $times })
iwari-text-feat-of = { $feat } di { $tribe }
iwari-text-between = { $kind ->
    [land] collegamento via terra
   *[water] collegamento via acqua
 } tra { $first } e { $second }
iwari-text-mountain = simbolo di montagna con { $peaks ->
    [one] { $peaks } picco
   *[other] { $peaks } picchi
 }
iwari-text-covered = coperto da una montagna, non conta
iwari-text-link = un sentiero tra gli spazi { $first } e { $second }
iwari-text-path-out = { $path } verso { $area }
iwari-text-hands = Carte in mano: { $hands }.
iwari-text-expedition = { $title } ({ $first } punti alla prima tribù, { $second } alla seconda): { $rule } Nessuno l'ha ancora completata.
iwari-text-expedition-done = { $title } ({ $first } punti alla prima tribù, { $second } alla seconda): { $rule } Completata da { $tribes }.
iwari-text-feat-placed = Impresa { $feat } di { $tribe } su { $where }.
iwari-text-feat-pending = L'impresa { $feat } di { $tribe } aspetta di essere piazzata.
