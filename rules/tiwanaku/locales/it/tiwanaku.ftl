# Tiwanaku (rules/tiwanaku e render/tiwanaku.py). Termini: glossary-tiwanaku.md.

## Nomi

tiwanaku-seat = { $colour ->
    [red] Rosso
    [blue] Blu
    [yellow] Giallo
   *[green] Verde
 }
tiwanaku-terrain = { $terrain ->
    [forest] Foresta
    [desert] Deserto
    [mountain] Montagna
   *[valley] Valle
 }
tiwanaku-crop = { $crop ->
    [1] Patata
    [2] Coca
    [3] Peperoncino
    [4] Mais
   *[5] Quinoa
 }
tiwanaku-crop-numbered = { $number } · { $name }
tiwanaku-grade = { $grade ->
    [apprentice] Apprendista
    [farmer] Contadino
    [astronomer] Astronomo
    [priest] Sacerdote
   *[high-priest] Sommo sacerdote
 }
tiwanaku-crops-plus = { $first } + { $rest }
tiwanaku-comma = { $first }, { $rest }
tiwanaku-offer-label = { $crops }: { $points } { $points ->
    [one] punto
   *[other] punti
 }
tiwanaku-points-change = { $change } { $count ->
    [one] punto
   *[other] punti
 }
tiwanaku-terrain-count = { $terrain } { $count }
tiwanaku-seat-score = { $seat } { $score }
tiwanaku-sentence = { $text }.
tiwanaku-sentences = { $first }. { $rest }

## Opzioni

tiwanaku-option-size = Plancia
tiwanaku-option-size-long = Plancia lunga (9×5)
tiwanaku-option-size-short = Plancia corta (5×5)
tiwanaku-option-size-help = La plancia lunga è il gioco completo, quella corta un rompicapo più rapido. In solitario serve quella lunga.
tiwanaku-option-mode = Modalità
tiwanaku-option-mode-competitive = Competitiva
tiwanaku-option-mode-cooperative = Cooperativa
tiwanaku-option-mode-help = Cooperativa: un solo punteggio comune, valutato su una scala. Con un giocatore la partita è sempre in solitario.

## Passi del menu (choice_path)

tiwanaku-q-pawn = Meeple
tiwanaku-q-destination = Destinazione
tiwanaku-q-crop = Coltura
tiwanaku-q-divine = Divinazione
tiwanaku-q-offering = Offerta
tiwanaku-q-pass = Passa
tiwanaku-q-divine-or-finish = Divinare ancora o finire
tiwanaku-q-divine-or-end = Divinare ancora o chiudere il turno
tiwanaku-a-new-pawn = Nuovo meeple dalla riserva
tiwanaku-a-pawn-at = Meeple in { $space }
tiwanaku-a-divine-with = Divinare con il meeple in { $space }
tiwanaku-a-offer = Offrire { $offer }
tiwanaku-a-no-offering = Nessuna offerta
tiwanaku-a-end-no-offering = Chiudere il turno senza offerta
tiwanaku-a-end-stay = Chiudere il turno (resti nelle divinazioni finali)
tiwanaku-a-pass-final = Passare (uscire dalle divinazioni finali)
tiwanaku-a-pass-stuck = Nessuna mossa possibile: passare
tiwanaku-space-undiscovered = { $space } (non scoperto)
tiwanaku-space-terrain = { $space } ({ $terrain })
tiwanaku-space-terrain-crop = { $space } ({ $terrain }, { $crop })

## Stato, testo privato, punti, esito

tiwanaku-status-turn = **{ $seat }** { $phase ->
    [divine] divina una coltura sotto uno dei suoi meeple
    [divine_more] divina ancora o passa all'offerta
    [offering] può fare un'offerta
    [final_v1] divina ancora una volta o passa (divinazioni finali)
    [final] divina o passa (divinazioni finali)
    [final_more] divina ancora o chiude il turno (divinazioni finali)
    [final_offering] fa un'ultima offerta
   *[move] muove un meeple
 }.
tiwanaku-status-over = **Partita finita.** { $outcome }
tiwanaku-status-scores = Punteggi: { $scores }
tiwanaku-status-team = { $mode ->
    [solo] Punteggio
   *[cooperative] Punteggio di squadra
 }: { $score } ({ $grade })
tiwanaku-status-hidden = Tessere ancora coperte: { $tiles }
tiwanaku-private-public = Tiwanaku non ha una mano segreta: tutto quello che segue è pubblico.
tiwanaku-private-track = Tracce dei terreni: { $track }
tiwanaku-private-tokens = Gettoni coltura: { $tokens }
tiwanaku-private-no-tokens = nessuno
tiwanaku-private-reserve = Meeple in riserva: { $count }
tiwanaku-private-score = Punteggio: { $score }
tiwanaku-score-discoveries = Scoperte
tiwanaku-score-divinations = Divinazioni
tiwanaku-score-offerings = Offerte
tiwanaku-score-team = Squadra
tiwanaku-outcome-still-on = La partita è ancora in corso.
tiwanaku-outcome-ladder = { $mode ->
    [solo] Totalizzi
   *[cooperative] La squadra totalizza
 } { $score } { $score ->
    [one] punto
   *[other] punti
 }: grado { $grade } di { $grades }, { $name }.
tiwanaku-outcome-wins = { $winner } vince con { $score } { $score ->
    [one] punto
   *[other] punti
 }.
tiwanaku-outcome-share = { $winners } condividono la vittoria con { $score } { $score ->
    [one] punto
   *[other] punti
 }.

## Che cosa è successo (describe)

tiwanaku-do-enter-discover = { $seat } porta un nuovo meeple in { $space } e scopre { $terrain }: { $points }
tiwanaku-do-enter-divine = { $seat } porta un nuovo meeple in { $space } e divinerà
tiwanaku-do-move-discover = { $seat } muove un meeple { $source } → { $target } e scopre { $terrain }: { $points }
tiwanaku-do-move-divine = { $seat } muove un meeple { $source } → { $target } e divinerà
tiwanaku-do-divine-right = { $seat } divina in { $space }: { $guess }, giusto: { $points }
tiwanaku-do-divine-right-token = { $seat } divina in { $space }: { $guess }, giusto: { $points } e un gettone { $crop }
tiwanaku-do-divine-wrong = { $seat } divina in { $space }: { $guess }, sbagliato, è { $truth }: { $points }
tiwanaku-do-offer = { $seat } offre { $offer }
tiwanaku-do-no-offer = { $seat } non fa offerte
tiwanaku-do-end-turn = { $seat } chiude il turno e resta nelle divinazioni finali
tiwanaku-do-leave-final = { $seat } passa ed esce dalle divinazioni finali
tiwanaku-do-pass = { $seat } non ha un turno possibile e passa
tiwanaku-final-complete = Il terreno è completo: divinazioni finali
tiwanaku-final-blocked = Nessuno può più raggiungere le tessere coperte: divinazioni finali
tiwanaku-hand-in = Tutti consegnano i loro gettoni di coltura
tiwanaku-final-blocked-solo = I tuoi meeple non possono più raggiungere le tessere coperte: divinazioni finali
tiwanaku-hand-in-solo = Consegni i tuoi gettoni di coltura

## Errori

tiwanaku-error-players = Tiwanaku si gioca da { $low } a { $high } giocatori, non in { $players }.
tiwanaku-error-solo-short = Tiwanaku in solitario si gioca sulla plancia lunga: scegli la plancia lunga.
tiwanaku-error-over = La partita è finita.
tiwanaku-error-not-a-space = { $space } non è uno spazio di questa plancia.
tiwanaku-error-move-first = Prima muovi un meeple: portane uno nuovo su uno spazio del bordo o spostane uno sulla plancia.
tiwanaku-error-divine-now = Il tuo meeple è su uno spazio scoperto: divina la coltura sotto uno dei tuoi meeple.
tiwanaku-error-offer-now = Fai un'offerta di gettoni di coltura diversi, oppure scegli di non farla.
tiwanaku-error-divine-where = Non puoi divinare in { $space }: si divina sotto uno dei tuoi meeple, su uno spazio scoperto senza gettone di coltura, indicando una coltura da 1 a 5.
tiwanaku-error-offer-tokens = Un'offerta consegna due o più gettoni di coltura diversi che possiedi.
tiwanaku-error-enter-v1 = Un nuovo meeple entra su uno spazio libero del bordo, e solo se ne hai ancora in riserva e poi puoi scoprire o divinare; { $space } non va bene.
tiwanaku-error-enter = Un nuovo meeple entra su uno spazio del bordo non ancora scoperto, e solo se ne hai ancora in riserva; { $space } non va bene.
tiwanaku-error-end-turn = Puoi chiudere un turno delle divinazioni finali solo dopo una divinazione giusta.
tiwanaku-error-move = { $source } → { $target } non è una mossa valida: un meeple attraversa solo spazi con un gettone di coltura o con meeple tuoi, non si ferma mai su un altro meeple, e dopo devi poter scoprire o divinare.
tiwanaku-error-impossible = Ora non si può.
tiwanaku-error-offer-order = Un'offerta elenca colture diverse in ordine crescente, come 1+4.
tiwanaku-error-not-a-move = «{ $text }» non è una mossa di Tiwanaku: prova «enter A1», «move C3 D4», «divine D4 3», «offer 1+4», «offer none», «pass» o «end».
tiwanaku-error-rules-version = Questa partita di Tiwanaku usa la versione { $version } delle regole, qui sconosciuta.

## Immagini (render/tiwanaku.py)

tiwanaku-render-title = Tiwanaku · dopo il turno { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-title-mode = Tiwanaku ({ $mode ->
    [solo] solitario
   *[cooperative] cooperativo
 }) · dopo il turno { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-over-ladder = Fine · { $score } { $score ->
    [one] punto
   *[other] punti
 }: { $grade }
tiwanaku-render-over-wins = Fine · vince { $winner }
tiwanaku-render-over-share = Fine · { $winners } condividono la vittoria
tiwanaku-render-status = { $seat }: { $phase ->
    [divine] divina
    [divine_more] divina ancora o finisce
    [offering] può fare un'offerta
    [final] divinazione finale
    [final_more] divinazione finale: ancora o fine turno
    [final_offering] offerta finale
   *[move] muove
 }
tiwanaku-render-tiles-hidden = Tessere coperte
tiwanaku-render-last-move = ultima mossa
tiwanaku-render-tiles-left = { $terrain } { $left }/{ $total }
tiwanaku-render-points = { $score } pt.
tiwanaku-render-reserve = Riserva { $count }
tiwanaku-render-discoveries = Scoperte { $points }
tiwanaku-render-divinations = Divinazioni { $points }
tiwanaku-render-offerings = Offerte { $points }
tiwanaku-render-ladder = { $mode ->
    [solo] Scala in solitario
   *[cooperative] Scala di squadra
 }: { $score } { $score ->
    [one] punto
   *[other] punti
 }
tiwanaku-render-rung-points = { $points }+ pt.
tiwanaku-render-seat = { $colour ->
    [red] Rosso
    [blue] Blu
    [yellow] Giallo
   *[green] Verde
 }
tiwanaku-render-hand-title = Tiwanaku · { $seat }

## La plancia a parole (rules/tiwanaku/describer.py: testo alternativo dell'immagine, /partita descrivi)

tiwanaku-semicolon = { $first }; { $rest }
tiwanaku-alt-title = Plancia di Tiwanaku{ $mode ->
    [solo] { " " }(solitario)
    [cooperative] { " " }(cooperativo)
   *[competitive] {""}
 }, { $width }×{ $height } spazi, dopo il turno { NUMBER($turn, useGrouping: 0) }.
tiwanaku-alt-turn = Tocca a { $seat }: { $phase ->
    [divine] divinare una coltura sotto uno dei suoi meeple
    [divine_more] divinare ancora o passare all'offerta
    [offering] può fare un'offerta
    [final] divinare o passare (divinazioni finali)
    [final_more] divinare ancora o chiudere il turno (divinazioni finali)
    [final_offering] fare un'ultima offerta
   *[move] muovere un meeple
 }.
tiwanaku-alt-over = { $count ->
    [one] Partita finita: vince { $winners } con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
     }.
   *[other] Partita finita: { $winners } condividono la vittoria con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
     }.
 }
tiwanaku-alt-over-ladder = Partita finita: { $mode ->
    [solo] ottieni
   *[cooperative] la squadra ottiene
 } { $score ->
    [one] { $score } punto
   *[other] { $score } punti
 }, grado { $grade }.
tiwanaku-alt-final = Ancora nelle divinazioni finali: { $seats }.
tiwanaku-alt-last-move = Ultimo turno: { $seat } ha mosso un meeple da { $source } a { $target }.
tiwanaku-alt-last-enter = Ultimo turno: { $seat } ha portato un nuovo meeple in { $space }.
tiwanaku-alt-last-stay = Ultimo turno: { $seat } non ha mosso nessun meeple.
tiwanaku-alt-last-cells = { $count ->
    [one] Spazio segnato: { $cells }.
   *[other] Spazi segnati: { $cells }.
 }
tiwanaku-alt-scores = Punteggi: { $scores }.
tiwanaku-alt-team = { $mode ->
    [solo] Punteggio
   *[cooperative] Punteggio di squadra
 }: { $score }, grado { $grade }.
tiwanaku-alt-hidden = Tessere ancora coperte: { $count } su { $total } ({ $tiles }).
tiwanaku-alt-pawns = Meeple: { $entries }.
tiwanaku-alt-pawns-on = { $seat } su { $spaces }
tiwanaku-alt-pawns-none = { $seat } nessuno sulla plancia
tiwanaku-alt-crops = { $count ->
    [0] Ancora nessun gettone di coltura sulla plancia.
    [one] { $count } spazio mostra il suo gettone di coltura.
   *[other] { $count } spazi mostrano il loro gettone di coltura.
 }
tiwanaku-alt-ladder = { $mode ->
    [solo] Scala in solitario
   *[cooperative] Scala di squadra
 }: { $score ->
    [one] { $score } punto
   *[other] { $score } punti
 }
tiwanaku-alt-hand = Il tuo pannello: { $player }
tiwanaku-alt-hand-nobody = Non giochi in questa partita.
tiwanaku-text-heading = { $heading ->
    [game] Partita
    [hidden] Tessere ancora coperte
   *[players] Giocatori
 }
tiwanaku-text-board = Plancia, riga per riga (colonne dalla A alla { $last } da sinistra a destra, riga 1 in alto)
tiwanaku-text-row = Riga { $row }: { $cells }.
tiwanaku-text-cell = { $space } { $content }
tiwanaku-text-hidden = coperto
tiwanaku-text-terrain-crop = { $terrain }, coltura { $crop }
tiwanaku-text-with-pawn = { $content }, { $colour ->
    [red] meeple rosso
    [blue] meeple blu
    [yellow] meeple giallo
   *[green] meeple verde
 }
tiwanaku-text-hidden-count = { $terrain }: { $left } su { $total } ancora { $left ->
    [one] coperta
   *[other] coperte
 }.
tiwanaku-text-player = { $seat } (lettera { $mark }): { $details }.
tiwanaku-text-points = { $score ->
    [one] { $score } punto
   *[other] { $score } punti
 } (scoperte { $discoveries }, divinazioni { $divinations }, offerte { $offerings })
tiwanaku-text-track = tracce dei terreni { $track } (massimo { $top })
tiwanaku-text-tokens = gettoni coltura: { $tokens }
tiwanaku-text-reserve = { $count ->
    [one] { $count } meeple in riserva
   *[other] { $count } meeple in riserva
 }
tiwanaku-text-pawns = { $count ->
    [one] meeple su { $spaces }
   *[other] meeple su { $spaces }
 }
tiwanaku-text-no-pawns = nessun meeple sulla plancia
tiwanaku-text-rung = { $grade }: da { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }.
tiwanaku-text-rung-current = { $grade }: da { $points ->
    [one] { $points } punto
   *[other] { $points } punti
 }, il grado raggiunto ora.
