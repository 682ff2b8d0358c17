# Tiwanaku (rules/tiwanaku y render/tiwanaku.py). Términos: glossary-tiwanaku.md.

## Nombres

tiwanaku-seat = { $colour ->
    [red] Rojo
    [blue] Azul
    [yellow] Amarillo
   *[green] Verde
 }
tiwanaku-terrain = { $terrain ->
    [forest] Bosque
    [desert] Desierto
    [mountain] Montaña
   *[valley] Valle
 }
tiwanaku-crop = { $crop ->
    [1] Patata
    [2] Coca
    [3] Ají
    [4] Maíz
   *[5] Quinua
 }
tiwanaku-crop-numbered = { $number } · { $name }
tiwanaku-grade = { $grade ->
    [apprentice] Aprendiz
    [farmer] Agricultor
    [astronomer] Astrónomo
    [priest] Sacerdote
   *[high-priest] Sumo sacerdote
 }
tiwanaku-crops-plus = { $first } + { $rest }
tiwanaku-comma = { $first }, { $rest }
tiwanaku-offer-label = { $crops }: { $points } { $points ->
    [one] punto
   *[other] puntos
 }
tiwanaku-points-change = { $change } { $count ->
    [one] punto
   *[other] puntos
 }
tiwanaku-terrain-count = { $terrain } { $count }
tiwanaku-seat-score = { $seat } { $score }
tiwanaku-sentence = { $text }.
tiwanaku-sentences = { $first }. { $rest }

## Opciones

tiwanaku-option-size = Tablero
tiwanaku-option-size-long = Tablero largo (9×5)
tiwanaku-option-size-short = Tablero corto (5×5)
tiwanaku-option-size-help = El tablero largo es la partida completa; el corto es un acertijo más rápido. En solitario se usa el largo.
tiwanaku-option-mode = Modo
tiwanaku-option-mode-competitive = Competitivo
tiwanaku-option-mode-cooperative = Cooperativo
tiwanaku-option-mode-help = Cooperativo: una sola puntuación común, valorada en una escala. Con un jugador la partida es siempre en solitario.

## Pasos del menú (choice_path)

tiwanaku-q-pawn = Peón
tiwanaku-q-destination = Destino
tiwanaku-q-crop = Cultivo
tiwanaku-q-divine = Adivinar
tiwanaku-q-offering = Ofrenda
tiwanaku-q-pass = Pasar
tiwanaku-q-divine-or-finish = Adivinar otra vez o terminar
tiwanaku-q-divine-or-end = Adivinar otra vez o acabar el turno
tiwanaku-a-new-pawn = Peón nuevo de la reserva
tiwanaku-a-pawn-at = Peón en { $space }
tiwanaku-a-divine-with = Adivinar con el peón de { $space }
tiwanaku-a-offer = Ofrecer { $offer }
tiwanaku-a-no-offering = Sin ofrenda
tiwanaku-a-end-no-offering = Acabar el turno sin ofrenda
tiwanaku-a-end-stay = Acabar el turno (sigues en las adivinaciones finales)
tiwanaku-a-pass-final = Pasar (dejar las adivinaciones finales)
tiwanaku-a-pass-stuck = Ningún movimiento posible: pasar
tiwanaku-space-undiscovered = { $space } (sin descubrir)
tiwanaku-space-terrain = { $space } ({ $terrain })
tiwanaku-space-terrain-crop = { $space } ({ $terrain }, { $crop })

## Estado, texto privado, puntos, resultado

tiwanaku-status-turn = **{ $seat }** { $phase ->
    [divine] adivina un cultivo bajo uno de sus peones
    [divine_more] adivina otra vez o pasa a la ofrenda
    [offering] puede hacer una ofrenda
    [final_v1] adivina una vez más o pasa (adivinaciones finales)
    [final] adivina o pasa (adivinaciones finales)
    [final_more] adivina otra vez o acaba el turno (adivinaciones finales)
    [final_offering] hace una última ofrenda
   *[move] mueve un peón
 }.
tiwanaku-status-over = **Fin de la partida.** { $outcome }
tiwanaku-status-scores = Puntos: { $scores }
tiwanaku-status-team = { $mode ->
    [solo] Puntuación
   *[cooperative] Puntuación del equipo
 }: { $score } ({ $grade })
tiwanaku-status-hidden = Losetas aún ocultas: { $tiles }
tiwanaku-private-public = Tiwanaku no tiene mano secreta: todo lo que sigue es público.
tiwanaku-private-track = Marcadores de terreno: { $track }
tiwanaku-private-tokens = Fichas de cultivo: { $tokens }
tiwanaku-private-no-tokens = ninguna
tiwanaku-private-reserve = Peones en reserva: { $count }
tiwanaku-private-score = Puntuación: { $score }
tiwanaku-score-discoveries = Descubrimientos
tiwanaku-score-divinations = Adivinaciones
tiwanaku-score-offerings = Ofrendas
tiwanaku-score-team = Equipo
tiwanaku-outcome-still-on = La partida sigue en juego.
tiwanaku-outcome-ladder = { $mode ->
    [solo] Consigues
   *[cooperative] El equipo consigue
 } { $score } { $score ->
    [one] punto
   *[other] puntos
 }: rango { $grade } de { $grades }, { $name }.
tiwanaku-outcome-wins = { $winner } gana con { $score } { $score ->
    [one] punto
   *[other] puntos
 }.
tiwanaku-outcome-share = { $winners } comparten la victoria con { $score } { $score ->
    [one] punto
   *[other] puntos
 }.

## Lo que pasó (describe)

tiwanaku-do-enter-discover = { $seat } pone un peón nuevo en { $space } y descubre { $terrain }: { $points }
tiwanaku-do-enter-divine = { $seat } pone un peón nuevo en { $space } y va a adivinar
tiwanaku-do-move-discover = { $seat } mueve un peón { $source } → { $target } y descubre { $terrain }: { $points }
tiwanaku-do-move-divine = { $seat } mueve un peón { $source } → { $target } y va a adivinar
tiwanaku-do-divine-right = { $seat } adivina en { $space }: { $guess }, acierto: { $points }
tiwanaku-do-divine-right-token = { $seat } adivina en { $space }: { $guess }, acierto: { $points } y una ficha de { $crop }
tiwanaku-do-divine-wrong = { $seat } adivina en { $space }: { $guess }, fallo, era { $truth }: { $points }
tiwanaku-do-offer = { $seat } ofrece { $offer }
tiwanaku-do-no-offer = { $seat } no hace ofrenda
tiwanaku-do-end-turn = { $seat } acaba el turno y sigue en las adivinaciones finales
tiwanaku-do-leave-final = { $seat } pasa y deja las adivinaciones finales
tiwanaku-do-pass = { $seat } no tiene turno posible y pasa
tiwanaku-final-complete = El terreno está completo: adivinaciones finales
tiwanaku-final-blocked = Nadie puede llegar ya a las losetas ocultas: adivinaciones finales
tiwanaku-hand-in = Todos entregan sus fichas de cultivo
tiwanaku-final-blocked-solo = Tus peones ya no pueden llegar a las losetas ocultas: adivinaciones finales
tiwanaku-hand-in-solo = Entregas tus fichas de cultivo

## Errores

tiwanaku-error-players = Tiwanaku se juega de { $low } a { $high } jugadores, no con { $players }.
tiwanaku-error-solo-short = Tiwanaku en solitario se juega en el tablero largo: elige el tablero largo.
tiwanaku-error-over = La partida ha terminado.
tiwanaku-error-not-a-space = { $space } no es una casilla de este tablero.
tiwanaku-error-move-first = Primero mueve un peón: pon uno nuevo en una casilla del borde o mueve uno del tablero.
tiwanaku-error-divine-now = Tu peón está en una casilla descubierta: adivina el cultivo bajo uno de tus peones.
tiwanaku-error-offer-now = Haz una ofrenda de fichas de cultivo distintas o elige no hacerla.
tiwanaku-error-divine-where = No puedes adivinar en { $space }: se adivina bajo uno de tus peones, en una casilla descubierta sin ficha de cultivo, diciendo un cultivo del 1 al 5.
tiwanaku-error-offer-tokens = Una ofrenda entrega dos o más fichas de cultivo distintas que tengas.
tiwanaku-error-enter-v1 = Un peón nuevo entra en una casilla libre del borde, y solo si te queda alguno en reserva y después puedes descubrir o adivinar; { $space } no cumple eso.
tiwanaku-error-enter = Un peón nuevo entra en una casilla del borde sin descubrir, y solo si te queda alguno en reserva; { $space } no cumple eso.
tiwanaku-error-end-turn = Solo puedes acabar un turno de las adivinaciones finales después de un acierto.
tiwanaku-error-move = { $source } → { $target } no es un movimiento válido: un peón solo atraviesa casillas con ficha de cultivo o con peones tuyos, nunca se detiene sobre otro peón, y después tienes que poder descubrir o adivinar.
tiwanaku-error-impossible = Eso no se puede hacer ahora.
tiwanaku-error-offer-order = Una ofrenda enumera cultivos distintos de menor a mayor, como 1+4.
tiwanaku-error-not-a-move = «{ $text }» no es una jugada de Tiwanaku: prueba «enter A1», «move C3 D4», «divine D4 3», «offer 1+4», «offer none», «pass» o «end».
tiwanaku-error-rules-version = Esta partida de Tiwanaku usa la versión de reglas { $version }, que aquí no se conoce.

## Imágenes (render/tiwanaku.py)

tiwanaku-render-title = Tiwanaku · tras el turno { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-title-mode = Tiwanaku ({ $mode ->
    [solo] solitario
   *[cooperative] cooperativo
 }) · tras el turno { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-over-ladder = Fin · { $score } { $score ->
    [one] punto
   *[other] puntos
 }: { $grade }
tiwanaku-render-over-wins = Fin · gana { $winner }
tiwanaku-render-over-share = Fin · { $winners } comparten la victoria
tiwanaku-render-status = { $seat }: { $phase ->
    [divine] adivina
    [divine_more] adivina otra vez o termina
    [offering] puede hacer una ofrenda
    [final] adivinación final
    [final_more] adivinación final: otra o fin del turno
    [final_offering] ofrenda final
   *[move] mueve
 }
tiwanaku-render-tiles-hidden = Losetas ocultas
tiwanaku-render-last-move = última jugada
tiwanaku-render-tiles-left = { $terrain } { $left }/{ $total }
tiwanaku-render-points = { $score } ptos.
tiwanaku-render-reserve = Reserva { $count }
tiwanaku-render-discoveries = Descubrimientos { $points }
tiwanaku-render-divinations = Adivinaciones { $points }
tiwanaku-render-offerings = Ofrendas { $points }
tiwanaku-render-ladder = { $mode ->
    [solo] Escala en solitario
   *[cooperative] Escala del equipo
 }: { $score } { $score ->
    [one] punto
   *[other] puntos
 }
tiwanaku-render-rung-points = { $points }+ ptos.
tiwanaku-render-seat = { $colour ->
    [red] Rojo
    [blue] Azul
    [yellow] Amarillo
   *[green] Verde
 }
tiwanaku-render-hand-title = Tiwanaku · { $seat }

## El tablero en palabras (rules/tiwanaku/describer.py: texto alternativo de la imagen, /partida describir)

tiwanaku-semicolon = { $first }; { $rest }
tiwanaku-alt-title = Tablero de Tiwanaku{ $mode ->
    [solo] { " " }(solitario)
    [cooperative] { " " }(cooperativo)
   *[competitive] {""}
 }, { $width }×{ $height } casillas, tras el turno { NUMBER($turn, useGrouping: 0) }.
tiwanaku-alt-turn = Turno de { $seat }: { $phase ->
    [divine] adivinar un cultivo bajo uno de sus peones
    [divine_more] adivinar otra vez o pasar a la ofrenda
    [offering] puede hacer una ofrenda
    [final] adivinar o pasar (adivinaciones finales)
    [final_more] adivinar otra vez o acabar el turno (adivinaciones finales)
    [final_offering] hacer una última ofrenda
   *[move] mover un peón
 }.
tiwanaku-alt-over = { $count ->
    [one] Fin de la partida: gana { $winners } con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
     }.
   *[other] Fin de la partida: { $winners } comparten la victoria con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
     }.
 }
tiwanaku-alt-over-ladder = Fin de la partida: { $mode ->
    [solo] consigues
   *[cooperative] el equipo consigue
 } { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
 }, rango { $grade }.
tiwanaku-alt-final = Siguen en las adivinaciones finales: { $seats }.
tiwanaku-alt-last-move = Último turno: { $seat } movió un peón de { $source } a { $target }.
tiwanaku-alt-last-enter = Último turno: { $seat } puso un peón nuevo en { $space }.
tiwanaku-alt-last-stay = Último turno: { $seat } no movió ningún peón.
tiwanaku-alt-last-cells = { $count ->
    [one] Casilla marcada: { $cells }.
   *[other] Casillas marcadas: { $cells }.
 }
tiwanaku-alt-scores = Puntos: { $scores }.
tiwanaku-alt-team = { $mode ->
    [solo] Puntuación
   *[cooperative] Puntuación del equipo
 }: { $score }, rango { $grade }.
tiwanaku-alt-hidden = Losetas aún ocultas: { $count } de { $total } ({ $tiles }).
tiwanaku-alt-pawns = Peones: { $entries }.
tiwanaku-alt-pawns-on = { $seat } en { $spaces }
tiwanaku-alt-pawns-none = { $seat }, ninguno en el tablero
tiwanaku-alt-crops = { $count ->
    [0] Aún no hay fichas de cultivo en el tablero.
    [one] { $count } casilla muestra su ficha de cultivo.
   *[other] { $count } casillas muestran su ficha de cultivo.
 }
tiwanaku-alt-ladder = { $mode ->
    [solo] Escala en solitario
   *[cooperative] Escala del equipo
 }: { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
 }
tiwanaku-alt-hand = Tu panel: { $player }
tiwanaku-alt-hand-nobody = No juegas en esta partida.
tiwanaku-text-heading = { $heading ->
    [game] Partida
    [hidden] Losetas aún ocultas
   *[players] Jugadores
 }
tiwanaku-text-board = Tablero, fila por fila (columnas de la A a la { $last } de izquierda a derecha, fila 1 arriba)
tiwanaku-text-row = Fila { $row }: { $cells }.
tiwanaku-text-cell = { $space } { $content }
tiwanaku-text-hidden = oculta
tiwanaku-text-terrain-crop = { $terrain }, cultivo { $crop }
tiwanaku-text-with-pawn = { $content }, { $colour ->
    [red] peón rojo
    [blue] peón azul
    [yellow] peón amarillo
   *[green] peón verde
 }
tiwanaku-text-hidden-count = { $terrain }: { $left } de { $total } aún { $left ->
    [one] oculta
   *[other] ocultas
 }.
tiwanaku-text-player = { $seat } (letra { $mark }): { $details }.
tiwanaku-text-points = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
 } (descubrimientos { $discoveries }, adivinaciones { $divinations }, ofrendas { $offerings })
tiwanaku-text-track = marcadores de terreno { $track } (máximo { $top })
tiwanaku-text-tokens = fichas de cultivo: { $tokens }
tiwanaku-text-reserve = { $count ->
    [one] { $count } peón en reserva
   *[other] { $count } peones en reserva
 }
tiwanaku-text-pawns = { $count ->
    [one] peón en { $spaces }
   *[other] peones en { $spaces }
 }
tiwanaku-text-no-pawns = ningún peón en el tablero
tiwanaku-text-rung = { $grade }: desde { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }.
tiwanaku-text-rung-current = { $grade }: desde { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }, el rango alcanzado ahora.
