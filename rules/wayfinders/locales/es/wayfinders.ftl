# Wayfinders (issue 12): términos de la edición española donde la regla 002 los da (glossary-wayfinders.md).
# Nombres

wayfinders-resource-propeller = Hélice
wayfinders-resource-parachute = Paracaídas
wayfinders-resource-tire = Neumático
wayfinders-resource-headset = Auriculares
wayfinders-resource-compass = Brújula
wayfinders-amount-propeller = { $count ->
    [one] hélice
   *[other] { $count } hélices
    }
wayfinders-amount-parachute = { $count ->
    [one] paracaídas
   *[other] { $count } paracaídas
    }
wayfinders-amount-tire = { $count ->
    [one] neumático
   *[other] { $count } neumáticos
    }
wayfinders-amount-headset = { $count ->
    [one] auriculares
   *[other] { $count } auriculares
    }
wayfinders-amount-compass = { $count ->
    [one] brújula
   *[other] { $count } brújulas
    }
wayfinders-island-blue = Hielo
wayfinders-island-green = Tropical
wayfinders-island-red = Volcán
wayfinders-island-yellow = Duna
wayfinders-island-purple = Arrecife
wayfinders-island-home = Origen
wayfinders-island-at = { $cell } { $island }
wayfinders-seat-orange = Naranja
wayfinders-seat-teal = Turquesa
wayfinders-seat-white = Blanco
wayfinders-seat-black = Negro
wayfinders-direction-north = al norte
wayfinders-direction-east = al este
wayfinders-direction-south = al sur
wayfinders-direction-west = al oeste
wayfinders-nothing = nada
wayfinders-nowhere = ninguna parte
wayfinders-hangar-empty = vacío
wayfinders-plus = { $left } + { $right }
wayfinders-sentences = { $left } { $right }
wayfinders-arrow = { $left } → { $right }
wayfinders-dot = { $left } · { $right }
wayfinders-comma = { $left }, { $right }
wayfinders-list = { $items }
wayfinders-flight = { $direction } hasta { $island }

# Efectos de isla
wayfinders-effect-draw = saca { $amount }
wayfinders-effect-keep = guarda +1
wayfinders-effect-free-flight = vuelo gratis a { $island }
wayfinders-effect-wild = { $resource } es comodín
wayfinders-effect-score = { $amount }/{ $unit }
wayfinders-unit-colour = pista { $island }
wayfinders-unit-costly = pista de coste { $min }+
wayfinders-unit-colours = color
wayfinders-unit-shared = pista compartida
wayfinders-unit-groups = grupo
wayfinders-unit-column = pista en columna
wayfinders-unit-row = pista en fila
wayfinders-unit-around = pista vecina
wayfinders-unit-far = pista a 3+ del origen
wayfinders-unit-squares = cuadrado 2x2
wayfinders-gives = { $points } ptos., { $effect }

# Opciones
wayfinders-option-setup = Preparación de islas
wayfinders-option-setup-help = Qué 24 losetas de isla rodean la isla de origen (W-21, configuración avanzada).
wayfinders-setup-standard = Normal ({ $red } rojas, { $blue } azules, { $yellow } amarillas)
wayfinders-setup-random24 = { $drawn } al azar de las { $tiles }
wayfinders-setup-balanced = Equilibrada ({ $red } rojas, { $blue } azules, { $yellow } amarillas)
wayfinders-setup-scoring = Más islas de puntuación ({ $red } rojas, { $blue } azules, { $yellow } amarillas)
wayfinders-setup-permanent = Más islas permanentes ({ $red } rojas, { $blue } azules, { $yellow } amarillas)
wayfinders-setup-resources = Más islas de recursos ({ $red } rojas, { $blue } azules, { $yellow } amarillas)
wayfinders-option-order = Orden de turno
wayfinders-option-order-help = Quién empieza: sorteado, o los jugadores en el orden en que se unieron (W-7).
wayfinders-order-random = Al azar
wayfinders-order-joined = Orden de llegada
wayfinders-option-exploration = Exploración
wayfinders-option-exploration-help = Las islas empiezan boca abajo y se descubren cuando un avión llega a su lado (W-22).
wayfinders-exploration-off = No: todas las islas boca arriba
wayfinders-exploration-on = Sí: las islas empiezan boca abajo

# Errores
wayfinders-error-player-count = Wayfinders se juega de { $min } a { $max } jugadores.
wayfinders-error-no-resources = No tienes esos recursos.
wayfinders-error-hangar-number = Un trabajador va a un hangar indicado por su número.
wayfinders-error-direction = Vuela al norte, al este, al sur o al oeste.
wayfinders-error-payment-form = Un pago cuenta cada uno de los cinco recursos, ninguno por debajo de cero.
wayfinders-error-keep-form = Indica cuántos guardas de cada uno de los cinco recursos, ninguno por debajo de cero.
wayfinders-error-payment = Ese pago no corresponde al coste (dos iguales pueden sustituir a un recurso cualquiera).
wayfinders-error-over = La partida ha terminado.
wayfinders-error-choose-action = Primero elige una acción: colocar un trabajador o devolver tus trabajadores.
wayfinders-error-flying = Estás moviendo tu avión: vuela, construye o termina el movimiento.
wayfinders-error-choose-keep = Elige qué recursos guardas.
wayfinders-error-hangar-unused = El hangar { $hangar } no se usa en esta partida.
wayfinders-error-no-workers = Todos tus trabajadores están fuera: devuélvelos.
wayfinders-error-hangar-full = Ya tienes { $max } trabajadores en el hangar { $hangar }.
wayfinders-error-no-island = No hay ninguna isla en esa dirección.
wayfinders-error-face-down = Esa isla sigue boca abajo: los aviones solo entran en islas boca arriba.
wayfinders-error-free-entry = Entrar en esa isla es gratis.
wayfinders-error-build-home = Nadie construye en la isla de origen: todos empiezan con una pista allí.
wayfinders-error-already-built = Ya tienes una pista de aterrizaje en { $cell }.
wayfinders-error-no-airstrips = No te quedan pistas de aterrizaje.
wayfinders-error-keep-count = Guarda exactamente { $limit } de tus recursos.
wayfinders-error-not-a-move = Eso no es una jugada de Wayfinders.
wayfinders-error-not-an-action = Eso no es una acción de Wayfinders.
wayfinders-error-letter = «{ $letter }» no es una letra de recurso ({ $letters }).
wayfinders-error-parse = «{ $text }» no es una jugada de Wayfinders (place:N, return, fly:D:PAY, build:PAY, done, keep:RES).
wayfinders-error-stored-version = Esta partida de Wayfinders usa la versión de reglas { $version }, desconocida aquí.
wayfinders-error-stored-state = Esto no es una partida guardada de Wayfinders: { $detail }

# Menús
wayfinders-ask-action = Acción
wayfinders-ask-hangar = ¿Qué hangar?
wayfinders-ask-move = Volar/construir
wayfinders-ask-payment = Pago
wayfinders-ask-keep = Guardar
wayfinders-answer-place = Colocar un trabajador
wayfinders-answer-hangar = Hangar { $hangar } con { $content }
wayfinders-answer-hangar-mine = Hangar { $hangar } con { $content } (tus trabajadores: { $mine })
wayfinders-answer-return-none = Devolver trabajadores (no hay ninguno fuera: solo volar)
wayfinders-answer-return = Devolver trabajadores (recoges { $gained })
wayfinders-answer-done = Terminar
wayfinders-answer-keep = { $kept }
wayfinders-answer-keep-first = { $resource }, …
wayfinders-answer-fly-free = Volar { $target } (gratis)
wayfinders-answer-fly-pay = Volar { $target }, pagar { $payment }
wayfinders-answer-fly-choose = Volar { $target }, elegir pago
wayfinders-answer-build-home = Construir aquí: { $target }
wayfinders-answer-build-pay = Construir aquí: { $target }, pagar { $payment }
wayfinders-answer-build-pay-gives = Construir aquí: { $target } ({ $gives }), pagar { $payment }
wayfinders-answer-build-choose = Construir aquí: { $target }, elegir pago
wayfinders-answer-build-choose-gives = Construir aquí: { $target } ({ $gives }), elegir pago
wayfinders-answer-payment = Pagar { $payment }
wayfinders-answer-payment-cheapest = Pagar { $payment } (lo más barato)
wayfinders-shortcut-free = Volar a { $island } ({ $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
 }, gratis)
wayfinders-shortcut-pay = Volar a { $island } ({ $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
 }, pagando { $payment })
wayfinders-shortcut-pay-many = Volar a { $island } ({ $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
 }, pagando { $count ->
    [one] { $count } recurso
   *[other] { $count } recursos
 })

# Registro
wayfinders-log-illegal = { $who } intentó una jugada no permitida: { $reason }
wayfinders-log-place = { $who } coloca un trabajador en el hangar { $hangar }.
wayfinders-log-return = { $who } devuelve { $count ->
    [one] { $count } trabajador
   *[other] { $count } trabajadores
    } y recoge { $gained }.
wayfinders-log-return-none = { $who } devuelve trabajadores (no había ninguno fuera) y no recoge nada.
wayfinders-log-fly-free = { $who } vuela { $target }, gratis.
wayfinders-log-fly-pay = { $who } vuela { $target }, pagando { $payment }.
wayfinders-log-revealed = Se revelan: { $islands }.
wayfinders-log-build-bag = { $who } construye una pista de aterrizaje en { $island } (ranura { $slot }) y devuelve { $payment } a la bolsa.
wayfinders-log-build-owner = { $who } construye una pista de aterrizaje en { $island } (ranura { $slot }) y paga { $payment } a { $owner }.
wayfinders-log-draws = Saca { $drawn }.
wayfinders-log-done = { $who } termina el vuelo.
wayfinders-log-over-limit = Supera el límite de { $limit }: elige qué guarda.
wayfinders-log-keep = { $who } guarda { $kept } y devuelve { $returned } a la bolsa.
wayfinders-log-final-round = Ronda final: a { $who } le quedan 2 pistas o menos.

# Estado, texto privado, puntos, resultado
wayfinders-private = Juegas como { $seat }. En Wayfinders nada es secreto: tus recursos ({ $supply }), trabajadores y pistas están en el tablero público.
wayfinders-phase-action = colocar un trabajador o devolver trabajadores
wayfinders-phase-fly = volar y construir, luego Terminar
wayfinders-phase-keep = guardar { $limit } recursos
wayfinders-status-over = **Fin de la partida.** { $outcome }
wayfinders-status-to-play = Turno de **{ $who }**: { $doing }.
wayfinders-status-final-round = Ronda final: la partida acaba tras el último jugador del orden de turno.
wayfinders-status-order = Tras el turno { $turn } · orden: { $order }
wayfinders-status-seat = { $who }: { $points } ptos. · { $supply } (guarda { $limit }) · trabajadores libres { $free }/{ $workers } · pistas restantes { $left }
wayfinders-status-line = - { $text }
wayfinders-power-wild = comodín: { $resources }
wayfinders-power-free = vuelos gratis a { $islands }
wayfinders-status-bag = Bolsa: { $count ->
    [one] { $count } recurso
   *[other] { $count } recursos
}.
wayfinders-score-islands = Puntos de islas
wayfinders-score-scoring = Islas de puntuación
wayfinders-score-resources = Recursos
wayfinders-score-workers = Trabajadores
wayfinders-outcome-not-over = La partida aún no ha terminado.
wayfinders-outcome-shared = { $names } comparten la victoria con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }.
wayfinders-outcome-tie-broken = { $name } gana con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 } (desempate: más pistas construidas).
wayfinders-outcome-win = { $name } gana con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }.

# Imágenes
wayfinders-render-header = Wayfinders · tras el turno { $turn }
wayfinders-render-home = ORIGEN
wayfinders-render-back-red = Recursos
wayfinders-render-back-blue = Puntuación
wayfinders-render-back-yellow = Permanente
wayfinders-render-effect-draw = Saca { $amount }
wayfinders-render-effect-keep = Guarda +1
wayfinders-render-effect-free-flight = Gratis: { $island }
wayfinders-render-effect-wild = Comodín: { $resource }
wayfinders-render-hangars = Hangares · bolsa { $bag }
wayfinders-render-scores = Puntos
wayfinders-render-last-move = última jugada
wayfinders-render-flight = vuelo
wayfinders-render-over = Fin: gana { $name }
wayfinders-render-over-shared = Fin: { $count } pilotos comparten la victoria
wayfinders-render-doing-action = colocar o devolver trabajadores
wayfinders-render-doing-fly = volando
wayfinders-render-doing-keep = elige qué guardar
wayfinders-render-to-play = { $who }: { $doing }
wayfinders-render-final-round = { $line } · RONDA FINAL
wayfinders-render-hand-title = { $who } · { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
wayfinders-render-hand-workers = Trabajadores: { $free ->
    [one] { $free } libre
   *[other] { $free } libres
}, { $out } en hangares · pistas restantes: { $left } · avión en { $cell }
wayfinders-render-hand-keeps = Guarda { $limit } recursos
wayfinders-render-hand-wild = comodín: { $resources }
wayfinders-render-hand-free = vuelo gratis a { $islands }
wayfinders-render-hand-score = Puntos: islas { $islands }, de puntuación { $scoring }, recursos { $resources }, trabajadores { $workers }

# El tablero en palabras (rules/wayfinders/describer.py: texto alternativo de la imagen, /partida describir)
wayfinders-semicolon = { $left }; { $right }
wayfinders-alt-title = Tablero de Wayfinders, tras el turno { $turn }.
wayfinders-alt-to-play = Turno: { $who }, { $doing }.
wayfinders-alt-over = Fin de la partida: { $count ->
    [one] gana { $names }
   *[other] { $names } comparten la victoria
    } con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
    }.
wayfinders-alt-face-down-at = { $cell } (boca abajo)
wayfinders-alt-turn-record = { $who }: { $what }.
wayfinders-alt-last = Último turno, { $text }
wayfinders-alt-this-turn = Este turno hasta ahora, { $text }
wayfinders-alt-placed = colocó un trabajador en el hangar { $hangar }
wayfinders-alt-returned = { $count ->
    [one] recuperó los trabajadores del hangar { $hangars }
   *[other] recuperó los trabajadores de los hangares { $hangars }
    }
wayfinders-alt-flew = voló { $path }
wayfinders-alt-stayed = se quedó en { $island }
wayfinders-alt-built = { $count ->
    [one] construyó una pista de aterrizaje en { $islands }
   *[other] construyó pistas de aterrizaje en { $islands }
    }
wayfinders-alt-scores = Puntos: { $scores }.
wayfinders-alt-score = { $who } { $points }
wayfinders-alt-planes = Aviones: { $planes }.
wayfinders-alt-plane = { $who } en { $island }
wayfinders-alt-strips = Pistas construidas: { $entries }.
wayfinders-alt-strips-entry = { $who } { $count }
wayfinders-alt-hangars = Hangares, con el recurso de arriba primero: { $hangars }. Bolsa: { $bag ->
    [one] { $bag } recurso
   *[other] { $bag } recursos
    }.
wayfinders-alt-hangar = { $number }: { $column }
wayfinders-alt-hangar-workers = { $number }: { $column } (trabajadores: { $workers })
wayfinders-alt-face-down = { $count ->
    [one] { $count } isla sigue boca abajo.
   *[other] { $count } islas siguen boca abajo.
    }
wayfinders-alt-hand = Tu tarjeta de piloto, { $who }: { $details }.
wayfinders-text-heading = { $heading ->
    [game] Partida
    [hangars] Hangares (la columna de arriba abajo, en el orden en que se toma)
   *[pilots] Pilotos, en orden de turno
    }
wayfinders-text-order = Orden de turno: { $order }.
wayfinders-text-exploration = Exploración: las islas empiezan boca abajo y se descubren cuando un avión llega a su lado.
wayfinders-text-open = Todas las islas están boca arriba.
wayfinders-text-row = Fila { $row } (columnas de la A a la E)
wayfinders-text-hangar = Hangar { $number }, de arriba abajo: { $column }.
wayfinders-text-hangar-workers = Hangar { $number }: { $column }; trabajadores: { $workers }.
wayfinders-text-cell = { $cell }: { $details }.
wayfinders-text-home = isla de origen
wayfinders-text-face-down = boca abajo, reverso de { $back }
wayfinders-text-island = isla { $island }, reverso de { $back }
wayfinders-text-effect = efecto: { $effect }
wayfinders-text-points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
    }
wayfinders-text-cost = coste: { $cost }
wayfinders-text-airstrips = pistas, ranura por ranura: { $pilots }
wayfinders-text-no-airstrips = aún sin pistas
wayfinders-text-planes = { $count ->
    [one] avión: { $pilots }
   *[other] aviones: { $pilots }
    }
wayfinders-text-pilot = { $who }, { $order }.º en el orden de turno: { $details }.
wayfinders-text-score = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
    } (islas { $islands }, islas de puntuación { $scoring }, recursos { $resources }, trabajadores { $workers })
wayfinders-text-supply = recursos: { $supply }
wayfinders-text-workers = trabajadores: { $free ->
    [one] { $free } libre
   *[other] { $free } libres
    }, { $out } en hangares
wayfinders-text-strips-left = { $left ->
    [one] le queda { $left } pista
   *[other] le quedan { $left } pistas
    }
wayfinders-text-plane = avión en { $island }
wayfinders-text-keeps = guarda { $limit ->
    [one] { $limit } recurso
   *[other] { $limit } recursos
    }
