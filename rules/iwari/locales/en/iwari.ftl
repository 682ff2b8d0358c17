# Iwari (rules/iwari and render/iwari.py). Terms: glossary-iwari.md.

## Names

iwari-tribe = { $tribe ->
    [red] Red
    [blue] Blue
    [yellow] Yellow
    [green] Green
    [purple] Purple
   *[white] White
 }
iwari-seat = { $tribe ->
    [red] Red tribe
    [blue] Blue tribe
    [yellow] Yellow tribe
    [green] Green tribe
    [purple] Purple tribe
   *[white] White tribe
 }
iwari-neutral-row = White tribe (neutral)
iwari-biome = { $biome ->
    [tundra] Tundra
    [forest] Forest
    [glacier] Glacier
    [coast] Coast
   *[desert] Desert
 }
iwari-feat = { $feat ->
    [union] Union
    [discovery] Discovery
    [honour] Honour
   *[respect] Respect
 }
iwari-area = { $territory } · { $biome }
iwari-road = The Long Road
iwari-connection = connection { $number }
iwari-map-name = { $map ->
    [highlands] Highlands
    [lowlands] Lowlands
    [floating_lands] Floating Lands
    [glacier_mass] Glacier Mass
   *[long_road] The Long Road
 }
iwari-map-label = { $map ->
    [highlands] Highlands (base map)
    [lowlands] Lowlands (base map)
    [floating_lands] Floating Lands (connections are paths)
    [glacier_mass] Glacier Mass (a double connection)
   *[long_road] The Long Road (a scored road)
 }
iwari-column = { $column ->
    [half] Tents at half journey
    [tents] Tents
    [totems] Totems
    [settlements] Settlements
    [expeditions] Expeditions
   *[feats] Feats
 }
iwari-expedition-title = { $expedition ->
    [wanderers] Wanderers
    [all_lands] All the Lands
    [scattered_camps] Scattered Camps
    [great_settlement] Great Settlement
    [stronghold] Stronghold
    [sacred_circles] Sacred Circles
    [tall_totem] Tall Totem
    [kinship] Kinship of Lands
   *[bridges] Bridges
 }
iwari-expedition-text = { $expedition ->
    [wanderers] Have tents in territories of 4 different biomes.
    [all_lands] Have tents in territories of all 5 biomes.
    [scattered_camps] Have tents in 6 different territories.
    [great_settlement] Build a settlement of at least 6 connected tents.
    [stronghold] Have 4 of your tents in a single territory.
    [sacred_circles] Have totems in 4 different territories.
    [tall_totem] Have 3 of your totems in a single territory.
    [kinship] Have more tents than every other tribe in 2 territories of the same biome.
   *[bridges] Hold the totem majority at both ends of 2 uncovered connections.
 }

## Small pieces of sentences

iwari-cards = { $cards }
iwari-cards-of = { $count ->
    [one] { $biome }
   *[other] { $count } { $biome }
 }
iwari-no-cards = no cards
iwari-empty = empty
iwari-pieces = { $totems ->
    [0] { $tents ->
        [one] a tent
       *[other] { $tents } tents
     }
    [1] { $tents ->
        [0] a totem
       *[other] a tent and a totem
     }
   *[other] { $totems } totems
 }
iwari-pay-match = { $count ->
    [one] { $biome }
   *[other] { $count } { $biome }
 }
iwari-pay-pair = { $biome } pair
iwari-pay-both = { $first } + { $second }
iwari-on-spaces = { " " }{ $count ->
    [one] on space { $spaces }
   *[other] on spaces { $spaces }
 }
iwari-clauses = { $first }; { $rest }
iwari-dots = { $first } · { $rest }
iwari-commas = { $first }, { $rest }
iwari-sentence = { $text }.
iwari-on = On
iwari-off = Off

## Options

iwari-option-map = Map
iwari-option-map-help = The board: two base maps and three special maps with their own rule.
iwari-option-feats = Feats
iwari-option-feats-help = Union, Discovery, Honour and Respect feats multiply end-of-journey scoring.
iwari-option-expeditions = Expedition cards
iwari-option-expeditions-help = 3 expedition cards are revealed; the first two tribes to complete one score points at once.
iwari-option-draft = Draft start
iwari-option-draft-help = Players pick their starting hands from the display and the deck, last player first.

## Describing a move

iwari-describe-place = { $tribe } places { $pieces }{ $neutral ->
    [yes] { " " }for the neutral White tribe
   *[no] {""}
 } in { $area }{ $spaces } (paid { $payment })
iwari-describe-swap = { $tribe } discards a { $biome } to swap a card
iwari-describe-draw-deck = { $tribe } draws from the deck
iwari-describe-draw-display = { $tribe } takes a { $biome } from the display
iwari-describe-feat = { $tribe } places the { $feat } feat on { $where }
iwari-describe-pass = { $tribe } passes (no cards in hand)
iwari-describe-impossible = { $tribe } tries an action that is not possible here.
iwari-describe-unknown = An unknown action

## What a turn did (the turn's record)

iwari-record = { $tribe } { $notes }.
iwari-note-placed = placed { $pieces }{ $neutral ->
    [yes] { " " }for the neutral White tribe
   *[no] {""}
 } in { $area }{ $spaces } (paid { $payment })
iwari-note-passed = passed (no cards)
iwari-note-final-tent = final round: the { $tribe } tribe placed its last tent
iwari-note-earned = { $tribe } earned the { $feat } feat
iwari-note-expedition = { $tribe } completed the expedition “{ $expedition }” (+{ $points })
iwari-note-feat-placed = placed the { $feat } feat ({ $tribe }) on { $where }
iwari-note-swapped = swapped away a { $biome }
iwari-note-reshuffled = the deck ran out: the discard pile was shuffled into a new deck (half journey)
iwari-note-final-deck = final round: the deck ran out a second time
iwari-note-drafted = drafted a starting hand
iwari-note-half-scored = tents were scored for the half journey
iwari-note-drew-one = drew from the deck
iwari-note-took = took { $cards } from the display
iwari-note-drew = drew { $count ->
    [one] { $count } card
   *[other] { $count } cards
 } from the deck
iwari-note-draws = { $first } and { $second }
iwari-note-over = the game is over
iwari-note-unknown = something happened
iwari-end-last-tent = the { $tribe } tribe placed its last tent
iwari-end-deck = the deck ran out a second time

## Menus: questions and answers

iwari-q-action = Action
iwari-q-territory = Territory
iwari-q-pieces = Pieces
iwari-q-tent-space = Tent space
iwari-q-nth-tent-space = { $order ->
    [1] First tent space
    [2] Second tent space
   *[other] Third tent space
 }
iwari-q-payment = Payment
iwari-q-discard = Discard
iwari-q-draw = Draw
iwari-q-feat = Place the { $feat } feat on
iwari-a-place = Place pieces
iwari-a-place-neutral = Place for the neutral White tribe
iwari-a-pieces = { $totems ->
    [0] { $tents ->
        [one] Tent
       *[other] { $tents } tents
     }
    [1] { $tents ->
        [0] Totem
       *[other] Tent + totem
     }
   *[other] { $totems } totems
 }
iwari-a-pay-cards = { $count ->
    [one] { $biome } card
   *[other] { $count } { $biome } cards
 }
iwari-a-pay-wild = { $payment } (wild)
iwari-a-swap = Swap a card
iwari-a-draw-deck = Top of the deck{ $reshuffle ->
    [yes] { " " }(the discard pile becomes the new deck)
   *[no] {""}
 }
iwari-a-draw-display = { $biome } from the display
iwari-a-connection = connection { $number } ({ $first } – { $second }, { $kind ->
    [land] land
   *[water] water
 })
iwari-a-unknown-place = territory { $number }
iwari-a-pass = Pass (you hold no cards)
iwari-step-area = { $area }, { $filled }/{ $spaces ->
    [one] { $spaces } tent
   *[other] { $spaces } tents
 }{ $totems ->
    [0] {""}
    [one] , { $totems } totem
   *[other] , { $totems } totems
 }{ $unexplored ->
    [yes] { " " }(unexplored)
   *[no] {""}
 }
iwari-step-space = space { $space }{ $details ->
    [none] {""}
   *[other] , { $details }
 }
iwari-where = { $where ->
    [centre] centre
    [north] north
    [south] south
    [east] east
    [west] west
    [north-east] north-east
    [north-west] north-west
    [south-east] south-east
   *[south-west] south-west
 }
iwari-where-road = road stop { $stop } of { $stops }
iwari-path-to = path to { $areas }
iwari-next-to-yours = { $count ->
    [one] next to { $count } of your tents
   *[other] next to { $count } of your tents
 }
iwari-next-to-neutral = { $count ->
    [one] next to { $count } White tent
   *[other] next to { $count } White tents
 }

## Whose turn, status, result

iwari-prompt = { $tribe }: { $doing }
iwari-prompt-over = The game is over.
iwari-doing-action = place pieces or swap a card
iwari-doing-pass = you hold no cards, pass
iwari-doing-neutral = play the neutral White tribe with at least one remaining card
iwari-doing-feat = place the { $feat } feat{ $neutral ->
    [yes] { " " }(earned by White)
   *[no] {""}
 }
iwari-doing-draw = { $draft ->
    [yes] draw your starting hand
   *[no] refill your hand
 }, { $count ->
    [one] { $count } more card
   *[other] { $count } more cards
 } (display or deck)
iwari-status-head = **Iwari** · { $map } · round { $round } · first player { $first }
iwari-status-turn = Turn: **{ $seat }**, { $doing }
iwari-status-scores = Scores: { $scores }
iwari-score-entry = { $tribe }{ $neutral ->
    [yes] { " " }(neutral)
   *[no] {""}
 } { $points }
iwari-status-display = Display: { $display } · deck { $deck } · discard { $discard }
iwari-status-hands = Hands: { $hands }
iwari-hand-entry = { $tribe } { $count }
iwari-status-pieces = Pieces left: { $pieces }
iwari-pieces-entry = { $tribe } { $tents ->
    [one] { $tents } tent
   *[other] { $tents } tents
 }, { $totems ->
    [one] { $totems } totem
   *[other] { $totems } totems
 }
iwari-status-journey = Half journey: { $half ->
    [yes] done
   *[no] not yet
 } · final round: { $final ->
    [yes] yes ({ $reason })
   *[no] no
 }
iwari-status-covered = { $count ->
    [one] Mountains cover connection { $numbers }
   *[other] Mountains cover connections { $numbers }
}
iwari-status-last = Last turn: { $text }
iwari-outcome-ongoing = The game is still going.
iwari-outcome-wins = { $tribe } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
 }.
iwari-outcome-tiebreak = { $leaders } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
 }; { $tribe } wins with the most unused pieces ({ $unused }).
iwari-outcome-shared = { $tribes } share the win with { $points ->
    [one] { $points } point
   *[other] { $points } points
 } and { $unused ->
    [one] { $unused } unused piece
   *[other] { $unused } unused pieces
 } each.
iwari-outcome-neutral-wins = The neutral White tribe finished with { $points ->
    [one] { $points } point
   *[other] { $points } points
 }, more than any player: both players lose.
iwari-outcome-neutral-ties = The neutral White tribe ties with { $tribes } on { $points ->
    [one] { $points } point
   *[other] { $points } points
 } and has { $most ->
    [yes] the most
   *[no] as many
 } unused pieces ({ $unused }): both players lose.
iwari-outcome-neutral-v1 = The neutral White tribe finished with { $points ->
    [one] { $points } point
   *[other] { $points } points
 }, { $level ->
    [same] as many as
   *[more] more than
 } any player: both players lose.
iwari-private-hand = Your hand ({ $seat }): { $cards }.
iwari-private-move = Your move: { $doing }.
iwari-private-not-playing = You are not playing in this game.

## Errors

iwari-error-players = Iwari is played by { $low } to { $high } players.
iwari-parse-not-action = That is not an Iwari action.
iwari-parse-number = { $what ->
    [territory] The territory
    [space] A tent space
    [totems] The number of totems
   *[feat] The feat's territory or connection
 } must be a number, not “{ $text }”.
iwari-parse-biome = The card “{ $text }” is not a biome: tundra, forest, glacier, coast or desert.
iwari-parse-empty = An Iwari action is a short text such as “p:7:23:0:forest” or “d:deck”.
iwari-parse-too-long = That action text is too long to be an Iwari action.
iwari-parse-placement = A placement reads “p:territory:tent spaces or -:totems:cards”, e.g. “p:7:23:1:forest,forest”.
iwari-parse-territory-zero = Territories are numbered from 1.
iwari-parse-too-many-spaces = A placement names at most 2 tent spaces.
iwari-parse-no-cards = A placement must name the cards it pays with.
iwari-parse-feat = There is no feat “{ $text }”: use union, discovery, honour or respect.
iwari-parse-unknown = Not an Iwari action: “{ $text }” (actions start with p:, n:, s:, d:, f: or are “pass”).
iwari-error-territory-number = A placement names a territory by its number.
iwari-error-space-numbers = A placement names its tent spaces by their numbers.
iwari-error-space-twice = The same tent space is named twice.
iwari-error-space-order = Name the tent spaces in increasing order.
iwari-error-totem-count = The number of totems is 0, 1 or 2.
iwari-error-pay-biomes = A placement pays with biome cards (tundra, forest, glacier, coast, desert).
iwari-error-card-order = Name the cards in the usual order: tundra, forest, glacier, coast, desert.
iwari-error-whose = A placement is for your own tribe or for the neutral tribe.
iwari-error-swap-biome = Swap away a biome card: tundra, forest, glacier, coast or desert.
iwari-error-draw-source = Draw from the deck or take a biome card from the display.
iwari-error-feat-kind = There are four feats: union, discovery, honour and respect.
iwari-error-feat-target = A feat goes on a territory or a connection, named by its number.
iwari-error-no-road = This map has no Long Road.
iwari-error-no-territory = There is no territory { $number } on this map (territories 1 to { $last }).
iwari-error-no-piece = Place at least one piece: a tent or a totem.
iwari-error-too-many-pieces = At most 2 pieces per turn, all in one territory (the 3-2-1 rule).
iwari-error-too-many-cards = At most 3 cards can be played in one turn (the 3-2-1 rule).
iwari-error-not-in-hand = Your hand does not hold { $cards }.
iwari-error-road-payment = A tent on the Long Road costs a pair of equal cards (one tent per turn).
iwari-error-payment-one = You need a { $biome } card or a pair of equal cards to place one piece in { $area }.
iwari-error-payment-two = You need two { $biome } cards, or a { $biome } card and a pair of equal cards, to place two pieces in { $area }.
iwari-error-space-elsewhere = Space { $space } is not a tent space of { $area }.
iwari-error-space-taken = Space { $space } already holds a tent.
iwari-error-road-totem = The Long Road has no totem circle: only tents go there.
iwari-error-unexplored = { $area } is unexplored: the first piece there must be a single tent.
iwari-error-no-tents = { $neutral ->
    [yes] The neutral tribe has no tents left.
   *[no] You have no tents left.
 }
iwari-error-no-totems = { $neutral ->
    [yes] The neutral tribe has not enough totems left.
   *[no] You have not enough totems left.
 }
iwari-error-totem-limit = Totem limit: { $area } may hold at most { $cap ->
    [one] { $cap } totem
   *[other] { $cap } totems
 }, the largest number of tents one tribe has there.
iwari-error-not-iwari = This is not an Iwari game.
iwari-error-over = The game is over.
iwari-error-pass = You can only pass when you hold no cards.
iwari-error-neutral-later = The neutral tribe plays after your own action: place pieces or swap first.
iwari-error-action-first = Choose your action first: place pieces or swap a card.
iwari-error-neutral-now = Play the neutral White tribe's turn now, with at least one of your remaining cards.
iwari-error-feat-first = Place the { $feat } feat first.
iwari-error-feat-other = The feat to place now is { $feat }, not { $given }.
iwari-error-feat-target-choice = The { $feat } feat cannot go there; choose one of { $choices }.
iwari-error-swap-missing = You hold no { $biome } card to discard.
iwari-error-deck-empty = The deck is empty: take a card from the display.
iwari-error-not-displayed = There is no { $biome } card in the display.
iwari-error-draft-first = Draw your starting hand first: take cards from the display or the deck.
iwari-error-draw-first = Refill your hand first: take cards from the display or the deck.

## Images (render/iwari.py)

iwari-render-header = Iwari · { $map } · after turn { $turn } · round { $round }
iwari-render-long-road = Long Road
iwari-render-final-round = FINAL ROUND: the journey ends after this round
iwari-render-scores = Scores
iwari-render-neutral = neutral
iwari-render-deck = Deck { $count }
iwari-render-discard = Discard { $count }
iwari-render-expeditions = Expeditions
iwari-render-feats-left = Feats left: { $feats }
iwari-render-feat-left = { $feat } { $count }
iwari-render-result-nobody = Game over: nobody wins, the neutral tribe scored most
iwari-render-result-one = Game over: { $tribe } wins
iwari-render-result-shared = Game over: shared win, { $tribes }
iwari-render-legend = { $entry ->
    [last] last move
    [space] tent space
    [land] land link
    [water] water link
    [mountains] mountains
    [covered] covered
   *[feat] feat
 }
iwari-render-your-hand = Your hand
iwari-render-your-hand-tribe = Your hand · { $seat }
iwari-render-no-cards = no cards
iwari-render-hand-help = 1 card of a territory's biome = 1 piece there; any 2 alike = 1 piece anywhere

## The board in words (rules/iwari/describer.py: an image's alt text, /game describe)

iwari-alt-title = Iwari board, { $map }, after turn { $turn }, round { $round }.
iwari-alt-turn = { $tribe } to play: { $doing }.
iwari-alt-prompt = { $prompt }.
iwari-alt-over = { $count ->
    [0] Game over: nobody wins, the neutral tribe scored the most.
    [one] Game over: { $tribes } wins.
   *[other] Game over: { $tribes } share the win.
 }
iwari-alt-final-round = Final round: the journey ends after this round.
iwari-alt-final-round-why = Final round ({ $reason }): the journey ends after this round.
iwari-alt-last = Last turn: { $text }
iwari-alt-scores = Scores: { $scores }.
iwari-alt-display = Display: { $cards }. Deck: { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
 }, discard pile: { $discard ->
    [one] { $discard } card
   *[other] { $discard } cards
 }.
iwari-alt-map = On the map: { $entries }.
iwari-alt-map-entry = { $tribe } { $pieces }
iwari-alt-leads = Most tents: { $entries }.
iwari-alt-lead-entry = { $tribe } in { $count ->
    [one] { $count } territory
   *[other] { $count } territories
 }
iwari-alt-expeditions = Expeditions: { $entries }.
iwari-alt-expedition = { $title } ({ $first }/{ $second } points, open)
iwari-alt-expedition-done = { $title } ({ $first }/{ $second } points, done by { $tribes })
iwari-alt-feats-left = Feats left: { $feats }.
iwari-alt-covered = { $count ->
    [one] Connection { $numbers } is covered by a mountain.
   *[other] Connections { $numbers } are covered by mountains.
 }
iwari-alt-hand-tribe = { $count ->
    [0] Your hand ({ $seat }) holds no cards.
    [one] Your hand ({ $seat }) holds { $count } card: { $cards }.
   *[other] Your hand ({ $seat }) holds { $count } cards: { $cards }.
 }
iwari-alt-hand = { $count ->
    [0] Your hand holds no cards.
    [one] Your hand holds { $count } card: { $cards }.
   *[other] Your hand holds { $count } cards: { $cards }.
 }
iwari-alt-hand-help = One card of a territory's biome pays for one piece there; any two alike pay for one piece anywhere.
iwari-text-heading = { $heading ->
    [game] Game
    [scores] Scores
    [tribes] Tribes and pieces
    [territories] Territories
    [connections] Connections
    [paths] Paths between tent spaces
    [cards] Cards
    [expeditions] Expeditions
   *[feats] Feats
 }
iwari-text-map = Map: { $map }.
iwari-text-first = First player: { $tribe }.
iwari-text-half = { $done ->
    [yes] The half journey has been scored.
   *[no] The half journey is still to come.
 }
iwari-text-score = { $tribe }: { $points ->
    [one] { $points } point
   *[other] { $points } points
 } ({ $parts }).
iwari-text-score-part = { $column } { $points }
iwari-text-pieces = { $tents ->
    [one] { $tents } tent
   *[other] { $tents } tents
 } and { $totems ->
    [one] { $totems } totem
   *[other] { $totems } totems
 }
iwari-text-tribe = { $tribe }, letter { $mark }: { $placed } on the map; left to place: { $left }.
iwari-text-tribe-hand = { $tribe }, letter { $mark }: { $placed } on the map; left to place: { $left }; { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
 } in hand.
iwari-text-area = { $area }: { $details }.
iwari-text-connection = Connection { $number }
iwari-text-spaces = tent spaces { $spaces }
iwari-text-road-spaces = road spaces in order { $spaces }
iwari-text-space-tent = { $space } { $tribe }
iwari-text-space-free = { $space } free
iwari-text-unexplored = unexplored
iwari-text-totems = totems: { $totems }
iwari-text-no-totems = no totems
iwari-text-count = { $tribe } { $count }
iwari-text-feats-here = feats: { $feats } (scoring ×{ $times })
iwari-text-feat-of = { $feat } of { $tribe }
iwari-text-between = { $kind ->
    [land] land connection
   *[water] water connection
 } between { $first } and { $second }
iwari-text-mountain = mountain symbol with { $peaks ->
    [one] { $peaks } peak
   *[other] { $peaks } peaks
 }
iwari-text-covered = covered by a mountain, not scored
iwari-text-link = a path between spaces { $first } and { $second }
iwari-text-path-out = { $path } to { $area }
iwari-text-hands = Cards in hand: { $hands }.
iwari-text-expedition = { $title } ({ $first } points for the first tribe, { $second } for the second): { $rule } Nobody has done it yet.
iwari-text-expedition-done = { $title } ({ $first } points for the first tribe, { $second } for the second): { $rule } Done by { $tribes }.
iwari-text-feat-placed = { $feat } feat of { $tribe } on { $where }.
iwari-text-feat-pending = The { $feat } feat of { $tribe } waits to be placed.
