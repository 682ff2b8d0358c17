# Iwari (rules/iwari y render/iwari.py). Términos: glossary-iwari.md.

## Nombres

iwari-tribe = { $tribe ->
    [red] Rojo
    [blue] Azul
    [yellow] Amarillo
    [green] Verde
    [purple] Morado
   *[white] Blanco
 }
iwari-seat = { $tribe ->
    [red] Tribu roja
    [blue] Tribu azul
    [yellow] Tribu amarilla
    [green] Tribu verde
    [purple] Tribu morada
   *[white] Tribu blanca
 }
iwari-neutral-row = Tribu blanca (neutral)
iwari-biome = { $biome ->
    [tundra] Tundra
    [forest] Bosque
    [glacier] Glaciar
    [coast] Costa
   *[desert] Desierto
 }
iwari-feat = { $feat ->
    [union] Unión
    [discovery] Descubrimiento
    [honour] Honor
   *[respect] Respeto
 }
iwari-area = { $territory } · { $biome }
iwari-road = Camino largo
iwari-connection = conexión { $number }
iwari-map-name = { $map ->
    [highlands] Tierras altas
    [lowlands] Tierras bajas
    [floating_lands] Tierras flotantes
    [glacier_mass] Masa glaciar
   *[long_road] El camino largo
 }
iwari-map-label = { $map ->
    [highlands] Tierras altas (mapa básico)
    [lowlands] Tierras bajas (mapa básico)
    [floating_lands] Tierras flotantes (las conexiones son caminos)
    [glacier_mass] Masa glaciar (una conexión doble)
   *[long_road] El camino largo (un camino que puntúa)
 }
iwari-column = { $column ->
    [half] Tiendas a medio viaje
    [tents] Tiendas
    [totems] Tótems
    [settlements] Asentamientos
    [expeditions] Expediciones
   *[feats] Hazañas
 }
iwari-expedition-title = { $expedition ->
    [wanderers] Nómadas
    [all_lands] Todas las tierras
    [scattered_camps] Tiendas dispersas
    [great_settlement] Gran asentamiento
    [stronghold] Bastión
    [sacred_circles] Círculos sagrados
    [tall_totem] Tótem alto
    [kinship] Tierras hermanas
   *[bridges] Puentes
 }
iwari-expedition-text = { $expedition ->
    [wanderers] Ten tiendas en territorios de 4 biomas distintos.
    [all_lands] Ten tiendas en territorios de los 5 biomas.
    [scattered_camps] Ten tiendas en 6 territorios distintos.
    [great_settlement] Forma un asentamiento de al menos 6 tiendas conectadas.
    [stronghold] Ten 4 de tus tiendas en un mismo territorio.
    [sacred_circles] Ten tótems en 4 territorios distintos.
    [tall_totem] Ten 3 de tus tótems en un mismo territorio.
    [kinship] Ten más tiendas que cualquier otra tribu en 2 territorios del mismo bioma.
   *[bridges] Ten la mayoría de tótems en ambos extremos de 2 conexiones sin montaña.
 }

## Trozos de frases

iwari-cards = { $cards }
iwari-cards-of = { $count ->
    [one] { $biome }
   *[other] { $count } × { $biome }
 }
iwari-no-cards = ninguna carta
iwari-empty = vacío
iwari-pieces = { $totems ->
    [0] { $tents ->
        [one] una tienda
       *[other] { $tents } tiendas
     }
    [1] { $tents ->
        [0] un tótem
       *[other] una tienda y un tótem
     }
   *[other] { $totems } tótems
 }
iwari-pay-match = { $count ->
    [one] { $biome }
   *[other] { $count } × { $biome }
 }
iwari-pay-pair = pareja de { $biome }
iwari-pay-both = { $first } + { $second }
iwari-on-spaces = { " " }{ $count ->
    [one] en el espacio { $spaces }
   *[other] en los espacios { $spaces }
 }
iwari-clauses = { $first }; { $rest }
iwari-dots = { $first } · { $rest }
iwari-commas = { $first }, { $rest }
iwari-sentence = { $text }.
iwari-on = Sí
iwari-off = No

## Opciones

iwari-option-map = Mapa
iwari-option-map-help = El tablero: dos mapas básicos y tres mapas especiales con una regla propia.
iwari-option-feats = Hazañas
iwari-option-feats-help = Las hazañas de Unión, Descubrimiento, Honor y Respeto multiplican la puntuación del final del viaje.
iwari-option-expeditions = Cartas de expedición
iwari-option-expeditions-help = Se revelan 3 cartas de expedición; las dos primeras tribus que cumplen una ganan puntos en el acto.
iwari-option-draft = Inicio con selección
iwari-option-draft-help = Cada jugador elige su mano inicial del expositor y del mazo, empezando por el último.

## Describir una jugada

iwari-describe-place = { $tribe } coloca { $pieces }{ $neutral ->
    [yes] { " " }para la tribu neutral blanca
   *[no] {""}
 } en { $area }{ $spaces } (paga { $payment })
iwari-describe-swap = { $tribe } descarta una carta de { $biome } para cambiar una carta
iwari-describe-draw-deck = { $tribe } roba del mazo
iwari-describe-draw-display = { $tribe } toma una carta de { $biome } del expositor
iwari-describe-feat = { $tribe } coloca la hazaña de { $feat } en { $where }
iwari-describe-pass = { $tribe } pasa (no tiene cartas)
iwari-describe-impossible = { $tribe } intenta una acción que aquí no es posible.
iwari-describe-unknown = Una acción desconocida

## Lo que hizo un turno

iwari-record = { $tribe }: { $notes }.
iwari-note-placed = colocó { $pieces }{ $neutral ->
    [yes] { " " }para la tribu neutral blanca
   *[no] {""}
 } en { $area }{ $spaces } (pagó { $payment })
iwari-note-passed = pasó (sin cartas)
iwari-note-final-tent = ronda final: la tribu { $tribe } colocó su última tienda
iwari-note-earned = { $tribe } consiguió la hazaña de { $feat }
iwari-note-expedition = { $tribe } completó la expedición «{ $expedition }» (+{ $points })
iwari-note-feat-placed = colocó la hazaña de { $feat } ({ $tribe }) en { $where }
iwari-note-swapped = descartó una carta de { $biome } para cambiarla
iwari-note-reshuffled = el mazo se agotó: la pila de descartes se barajó como nuevo mazo (medio viaje)
iwari-note-final-deck = ronda final: el mazo volvió a quedarse sin cartas
iwari-note-drafted = eligió su mano inicial
iwari-note-half-scored = se puntuaron las tiendas del medio viaje
iwari-note-drew-one = robó del mazo
iwari-note-took = tomó { $cards } del expositor
iwari-note-drew = robó { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
 } del mazo
iwari-note-draws = { $first } y { $second }
iwari-note-over = la partida ha terminado
iwari-note-unknown = pasó algo
iwari-end-last-tent = la tribu { $tribe } colocó su última tienda
iwari-end-deck = el mazo volvió a quedarse sin cartas

## Menús: preguntas y respuestas

iwari-q-action = Acción
iwari-q-territory = Territorio
iwari-q-pieces = Piezas
iwari-q-tent-space = Espacio de tienda
iwari-q-nth-tent-space = { $order ->
    [1] Primer espacio de tienda
    [2] Segundo espacio de tienda
   *[other] Tercer espacio de tienda
 }
iwari-q-payment = Pago
iwari-q-discard = Descarte
iwari-q-draw = Robar
iwari-q-feat = Colocar la hazaña de { $feat } en
iwari-a-place = Colocar piezas
iwari-a-place-neutral = Colocar para la tribu neutral blanca
iwari-a-pieces = { $totems ->
    [0] { $tents ->
        [one] Tienda
       *[other] { $tents } tiendas
     }
    [1] { $tents ->
        [0] Tótem
       *[other] Tienda + tótem
     }
   *[other] { $totems } tótems
 }
iwari-a-pay-cards = { $count ->
    [one] Carta de { $biome }
   *[other] { $count } cartas de { $biome }
 }
iwari-a-pay-wild = { $payment } (comodín)
iwari-a-swap = Cambiar una carta
iwari-a-draw-deck = Carta superior del mazo{ $reshuffle ->
    [yes] { " " }(la pila de descartes pasa a ser el nuevo mazo)
   *[no] {""}
 }
iwari-a-draw-display = { $biome } del expositor
iwari-a-connection = conexión { $number } ({ $first } – { $second }, { $kind ->
    [land] por tierra
   *[water] por agua
 })
iwari-a-unknown-place = territorio { $number }
iwari-a-pass = Pasar (no tienes cartas)
iwari-step-area = { $area }, { $filled }/{ $spaces ->
    [one] { $spaces } tienda
   *[other] { $spaces } tiendas
 }{ $totems ->
    [0] {""}
    [one] , { $totems } tótem
   *[other] , { $totems } tótems
 }{ $unexplored ->
    [yes] { " " }(inexplorado)
   *[no] {""}
 }
iwari-step-space = espacio { $space }{ $details ->
    [none] {""}
   *[other] , { $details }
 }
iwari-where = { $where ->
    [centre] centro
    [north] norte
    [south] sur
    [east] este
    [west] oeste
    [north-east] noreste
    [north-west] noroeste
    [south-east] sureste
   *[south-west] suroeste
 }
iwari-where-road = parada { $stop } de { $stops } del camino
iwari-path-to = camino a { $areas }
iwari-next-to-yours = { $count ->
    [one] junto a { $count } tienda tuya
   *[other] junto a { $count } tiendas tuyas
 }
iwari-next-to-neutral = { $count ->
    [one] junto a { $count } tienda blanca
   *[other] junto a { $count } tiendas blancas
 }

## Turno, estado, resultado

iwari-prompt = { $tribe }: { $doing }
iwari-prompt-over = La partida ha terminado.
iwari-doing-action = coloca piezas o cambia una carta
iwari-doing-pass = no tienes cartas, pasa
iwari-doing-neutral = juega por la tribu neutral blanca con al menos una carta que te quede
iwari-doing-feat = coloca la hazaña de { $feat }{ $neutral ->
    [yes] { " " }(la consiguió Blanco)
   *[no] {""}
 }
iwari-doing-draw = { $draft ->
    [yes] roba tu mano inicial
   *[no] completa tu mano
 }, { $count ->
    [one] { $count } carta más
   *[other] { $count } cartas más
 } (expositor o mazo)
iwari-status-head = **Iwari** · { $map } · ronda { $round } · jugador inicial { $first }
iwari-status-turn = Turno: **{ $seat }**, { $doing }
iwari-status-scores = Puntos: { $scores }
iwari-score-entry = { $tribe }{ $neutral ->
    [yes] { " " }(tribu neutral)
   *[no] {""}
 } { $points }
iwari-status-display = Expositor: { $display } · mazo { $deck } · descartes { $discard }
iwari-status-hands = Manos: { $hands }
iwari-hand-entry = { $tribe } { $count }
iwari-status-pieces = Piezas restantes: { $pieces }
iwari-pieces-entry = { $tribe } { $tents ->
    [one] { $tents } tienda
   *[other] { $tents } tiendas
}, { $totems ->
    [one] { $totems } tótem
   *[other] { $totems } tótems
}
iwari-status-journey = Medio viaje: { $half ->
    [yes] puntuado
   *[no] todavía no
 } · ronda final: { $final ->
    [yes] sí ({ $reason })
   *[no] no
 }
iwari-status-covered = { $count ->
    [one] Conexión tapada por montañas: { $numbers }
   *[other] Conexiones tapadas por montañas: { $numbers }
}
iwari-status-last = Último turno: { $text }
iwari-outcome-ongoing = La partida sigue en marcha.
iwari-outcome-wins = { $tribe } gana con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }.
iwari-outcome-tiebreak = { $leaders } empatan a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }; { $tribe } gana por tener más piezas sin usar ({ $unused }).
iwari-outcome-shared = { $tribes } comparten la victoria con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 } y { $unused ->
    [one] { $unused } pieza sin usar
   *[other] { $unused } piezas sin usar
 } cada una.
iwari-outcome-neutral-wins = La tribu neutral blanca terminó con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }, más que cualquier jugador: ambos jugadores pierden.
iwari-outcome-neutral-ties = La tribu neutral blanca empata con { $tribes } a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 } y tiene { $most ->
    [yes] más
   *[no] tantas
 } piezas sin usar ({ $unused }): ambos jugadores pierden.
iwari-outcome-neutral-v1 = La tribu neutral blanca terminó con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 }, { $level ->
    [same] tantos como
   *[more] más que
 } cualquier jugador: ambos jugadores pierden.
iwari-private-hand = Tu mano ({ $seat }): { $cards }.
iwari-private-move = Te toca: { $doing }.
iwari-private-not-playing = No juegas en esta partida.

## Errores

iwari-error-players = Iwari se juega de { $low } a { $high } jugadores.
iwari-parse-not-action = Eso no es una acción de Iwari.
iwari-parse-number = { $what ->
    [territory] El territorio
    [space] Un espacio de tienda
    [totems] El número de tótems
   *[feat] El territorio o la conexión de la hazaña
 } debe ser un número, no «{ $text }».
iwari-parse-biome = La carta «{ $text }» no es un bioma: tundra, forest, glacier, coast o desert.
iwari-parse-empty = Una acción de Iwari es un texto corto como «p:7:23:0:forest» o «d:deck».
iwari-parse-too-long = Ese texto es demasiado largo para ser una acción de Iwari.
iwari-parse-placement = Una colocación se escribe «p:territorio:espacios de tienda o -:tótems:cartas», p. ej. «p:7:23:1:forest,forest».
iwari-parse-territory-zero = Los territorios se numeran desde 1.
iwari-parse-too-many-spaces = Una colocación nombra como mucho 2 espacios de tienda.
iwari-parse-no-cards = Una colocación debe nombrar las cartas con las que paga.
iwari-parse-feat = No existe la hazaña «{ $text }»: usa union, discovery, honour o respect.
iwari-parse-unknown = No es una acción de Iwari: «{ $text }» (las acciones empiezan por p:, n:, s:, d:, f: o son «pass»).
iwari-error-territory-number = Una colocación indica el territorio por su número.
iwari-error-space-numbers = Una colocación indica sus espacios de tienda por su número.
iwari-error-space-twice = El mismo espacio de tienda aparece dos veces.
iwari-error-space-order = Indica los espacios de tienda en orden creciente.
iwari-error-totem-count = El número de tótems es 0, 1 o 2.
iwari-error-pay-biomes = Una colocación se paga con cartas de bioma (tundra, bosque, glaciar, costa, desierto).
iwari-error-card-order = Indica las cartas en el orden habitual: tundra, bosque, glaciar, costa, desierto.
iwari-error-whose = Una colocación es para tu propia tribu o para la tribu neutral.
iwari-error-swap-biome = Descarta una carta de bioma: tundra, bosque, glaciar, costa o desierto.
iwari-error-draw-source = Roba del mazo o toma una carta de bioma del expositor.
iwari-error-feat-kind = Hay cuatro hazañas: unión, descubrimiento, honor y respeto.
iwari-error-feat-target = Una hazaña va en un territorio o en una conexión, indicados por su número.
iwari-error-no-road = Este mapa no tiene el camino largo.
iwari-error-no-territory = No hay territorio { $number } en este mapa (territorios del 1 al { $last }).
iwari-error-no-piece = Coloca al menos una pieza: una tienda o un tótem.
iwari-error-too-many-pieces = Como mucho 2 piezas por turno, todas en un mismo territorio (la regla 3-2-1).
iwari-error-too-many-cards = Como mucho se pueden jugar 3 cartas por turno (la regla 3-2-1).
iwari-error-not-in-hand = Tu mano no tiene { $cards }.
iwari-error-road-payment = Una tienda en el camino largo cuesta una pareja de cartas iguales (una tienda por turno).
iwari-error-payment-one = Necesitas una carta de { $biome } o una pareja de cartas iguales para colocar una pieza en { $area }.
iwari-error-payment-two = Necesitas dos cartas de { $biome }, o una carta de { $biome } y una pareja de cartas iguales, para colocar dos piezas en { $area }.
iwari-error-space-elsewhere = El espacio { $space } no es un espacio de tienda de { $area }.
iwari-error-space-taken = El espacio { $space } ya tiene una tienda.
iwari-error-road-totem = El camino largo no tiene círculo de tótems: allí solo van tiendas.
iwari-error-unexplored = { $area } está inexplorado: la primera pieza allí debe ser una sola tienda.
iwari-error-no-tents = { $neutral ->
    [yes] A la tribu neutral no le quedan tiendas.
   *[no] No te quedan tiendas.
 }
iwari-error-no-totems = { $neutral ->
    [yes] A la tribu neutral no le quedan tótems suficientes.
   *[no] No te quedan tótems suficientes.
 }
iwari-error-totem-limit = Límite de tótems: { $area } admite como mucho { $cap ->
    [one] { $cap } tótem
   *[other] { $cap } tótems
 }, el mayor número de tiendas que una tribu tiene allí.
iwari-error-not-iwari = Esto no es una partida de Iwari.
iwari-error-over = La partida ha terminado.
iwari-error-pass = Solo puedes pasar si no tienes cartas.
iwari-error-neutral-later = La tribu neutral juega después de tu propia acción: primero coloca piezas o cambia una carta.
iwari-error-action-first = Primero elige tu acción: colocar piezas o cambiar una carta.
iwari-error-neutral-now = Juega ahora el turno de la tribu neutral blanca, con al menos una de las cartas que te quedan.
iwari-error-feat-first = Primero coloca la hazaña de { $feat }.
iwari-error-feat-other = La hazaña que toca colocar es { $feat }, no { $given }.
iwari-error-feat-target-choice = La hazaña de { $feat } no puede ir ahí; elige entre { $choices }.
iwari-error-swap-missing = No tienes ninguna carta de { $biome } para descartar.
iwari-error-deck-empty = El mazo está vacío: toma una carta del expositor.
iwari-error-not-displayed = No hay ninguna carta de { $biome } en el expositor.
iwari-error-draft-first = Primero roba tu mano inicial: toma cartas del expositor o del mazo.
iwari-error-draw-first = Primero completa tu mano: toma cartas del expositor o del mazo.

## Imágenes (render/iwari.py)

iwari-render-header = Iwari · { $map } · tras el turno { $turn } · ronda { $round }
iwari-render-long-road = El camino
iwari-render-final-round = RONDA FINAL: el viaje termina tras esta ronda
iwari-render-scores = Puntos
iwari-render-neutral = tribu neutral
iwari-render-deck = Mazo { $count }
iwari-render-discard = Descartes { $count }
iwari-render-expeditions = Expediciones
iwari-render-feats-left = Hazañas restantes: { $feats }
iwari-render-feat-left = { $feat } { $count }
iwari-render-result-nobody = Fin: nadie gana, la tribu neutral sumó más
iwari-render-result-one = Fin: gana { $tribe }
iwari-render-result-shared = Fin: victoria compartida, { $tribes }
iwari-render-legend = { $entry ->
    [last] última jugada
    [space] espacio de tienda
    [land] conexión por tierra
    [water] conexión por agua
    [mountains] montañas
    [covered] tapada
   *[feat] hazaña
 }
iwari-render-your-hand = Tu mano
iwari-render-your-hand-tribe = Tu mano · { $seat }
iwari-render-no-cards = sin cartas
iwari-render-hand-help = 1 carta del bioma de un territorio = 1 pieza allí; 2 iguales = 1 pieza en cualquier sitio

## El tablero en palabras (rules/iwari/describer.py: texto alternativo de la imagen, /partida describir)

iwari-alt-title = Tablero de Iwari, { $map }, tras el turno { $turn }, ronda { $round }.
iwari-alt-turn = Turno de { $tribe }: { $doing }.
iwari-alt-prompt = { $prompt }.
iwari-alt-over = { $count ->
    [0] Fin de la partida: nadie gana, la tribu neutral sumó más puntos.
    [one] Fin de la partida: gana { $tribes }.
   *[other] Fin de la partida: { $tribes } comparten la victoria.
 }
iwari-alt-final-round = Ronda final: el viaje termina tras esta ronda.
iwari-alt-final-round-why = Ronda final ({ $reason }): el viaje termina tras esta ronda.
iwari-alt-last = Último turno, { $text }
iwari-alt-scores = Puntos: { $scores }.
iwari-alt-display = Expositor: { $cards }. Mazo: { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
 }; descartes: { $discard ->
    [one] { $discard } carta
   *[other] { $discard } cartas
 }.
iwari-alt-map = En el mapa: { $entries }.
iwari-alt-map-entry = { $tribe }, { $pieces }
iwari-alt-leads = Más tiendas: { $entries }.
iwari-alt-lead-entry = { $tribe } en { $count ->
    [one] { $count } territorio
   *[other] { $count } territorios
 }
iwari-alt-expeditions = Expediciones: { $entries }.
iwari-alt-expedition = { $title } ({ $first }/{ $second } puntos, sin cumplir)
iwari-alt-expedition-done = { $title } ({ $first }/{ $second } puntos, cumplida por { $tribes })
iwari-alt-feats-left = Hazañas restantes: { $feats }.
iwari-alt-covered = { $count ->
    [one] Una montaña tapa la conexión { $numbers }.
   *[other] Las montañas tapan las conexiones { $numbers }.
 }
iwari-alt-hand-tribe = { $count ->
    [0] Tu mano ({ $seat }) no tiene cartas.
    [one] Tu mano ({ $seat }) tiene { $count } carta: { $cards }.
   *[other] Tu mano ({ $seat }) tiene { $count } cartas: { $cards }.
 }
iwari-alt-hand = { $count ->
    [0] Tu mano no tiene cartas.
    [one] Tu mano tiene { $count } carta: { $cards }.
   *[other] Tu mano tiene { $count } cartas: { $cards }.
 }
iwari-alt-hand-help = Una carta del bioma de un territorio paga una pieza allí; dos cartas iguales cualesquiera pagan una pieza en cualquier sitio.
iwari-text-heading = { $heading ->
    [game] Partida
    [scores] Puntos
    [tribes] Tribus y piezas
    [territories] Territorios
    [connections] Conexiones
    [paths] Caminos entre espacios de tienda
    [cards] Cartas
    [expeditions] Expediciones
   *[feats] Hazañas
 }
iwari-text-map = Mapa: { $map }.
iwari-text-first = Jugador inicial: { $tribe }.
iwari-text-half = { $done ->
    [yes] El medio viaje ya se ha puntuado.
   *[no] El medio viaje aún no ha llegado.
 }
iwari-text-score = { $tribe }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
 } ({ $parts }).
iwari-text-score-part = { $column } { $points }
iwari-text-pieces = { $tents ->
    [one] { $tents } tienda
   *[other] { $tents } tiendas
 } y { $totems ->
    [one] { $totems } tótem
   *[other] { $totems } tótems
 }
iwari-text-tribe = { $tribe }, letra { $mark }: { $placed } en el mapa; por colocar: { $left }.
iwari-text-tribe-hand = { $tribe }, letra { $mark }: { $placed } en el mapa; por colocar: { $left }; { $hand ->
    [one] { $hand } carta
   *[other] { $hand } cartas
 } en la mano.
iwari-text-area = { $area }: { $details }.
iwari-text-connection = Conexión { $number }
iwari-text-spaces = espacios de tienda { $spaces }
iwari-text-road-spaces = espacios del camino en orden { $spaces }
iwari-text-space-tent = { $space } { $tribe }
iwari-text-space-free = { $space } libre
iwari-text-unexplored = inexplorado
iwari-text-totems = tótems: { $totems }
iwari-text-no-totems = sin tótems
iwari-text-count = { $tribe } { $count }
iwari-text-feats-here = hazañas: { $feats } (puntuación ×{ $times })
iwari-text-feat-of = { $feat } de { $tribe }
iwari-text-between = { $kind ->
    [land] conexión por tierra
   *[water] conexión por agua
 } entre { $first } y { $second }
iwari-text-mountain = símbolo de montaña con { $peaks ->
    [one] { $peaks } pico
   *[other] { $peaks } picos
 }
iwari-text-covered = tapada por una montaña, no puntúa
iwari-text-link = un camino entre los espacios { $first } y { $second }
iwari-text-path-out = { $path } hacia { $area }
iwari-text-hands = Cartas en la mano: { $hands }.
iwari-text-expedition = { $title } ({ $first } puntos para la primera tribu, { $second } para la segunda): { $rule } Nadie la ha cumplido aún.
iwari-text-expedition-done = { $title } ({ $first } puntos para la primera tribu, { $second } para la segunda): { $rule } Cumplida por { $tribes }.
iwari-text-feat-placed = Hazaña de { $feat } de { $tribe } en { $where }.
iwari-text-feat-pending = La hazaña de { $feat } de { $tribe } espera a que la coloquen.
