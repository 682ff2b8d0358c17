# Wayfinders (issue 12): every word a player meets in the game, its menus, its log and its images.
# Names of things

wayfinders-resource-propeller = Propeller
wayfinders-resource-parachute = Parachute
wayfinders-resource-tire = Tire
wayfinders-resource-headset = Headset
wayfinders-resource-compass = Compass
wayfinders-amount-propeller = { $count ->
    [one] Propeller
   *[other] { $count } Propellers
    }
wayfinders-amount-parachute = { $count ->
    [one] Parachute
   *[other] { $count } Parachutes
    }
wayfinders-amount-tire = { $count ->
    [one] Tire
   *[other] { $count } Tires
    }
wayfinders-amount-headset = { $count ->
    [one] Headset
   *[other] { $count } Headsets
    }
wayfinders-amount-compass = { $count ->
    [one] Compass
   *[other] { $count } Compasses
    }
wayfinders-island-blue = Glacier
wayfinders-island-green = Jungle
wayfinders-island-red = Volcano
wayfinders-island-yellow = Dune
wayfinders-island-purple = Coral
wayfinders-island-home = Home
wayfinders-island-at = { $cell } { $island }
wayfinders-seat-orange = Orange pilot
wayfinders-seat-teal = Teal pilot
wayfinders-seat-white = White pilot
wayfinders-seat-black = Black pilot
wayfinders-direction-north = north
wayfinders-direction-east = east
wayfinders-direction-south = south
wayfinders-direction-west = west
wayfinders-nothing = nothing
wayfinders-nowhere = nowhere
wayfinders-hangar-empty = empty
wayfinders-plus = { $left } + { $right }
wayfinders-sentences = { $left } { $right }
wayfinders-arrow = { $left } → { $right }
wayfinders-dot = { $left } · { $right }
wayfinders-comma = { $left }, { $right }
wayfinders-list = { $items }
wayfinders-flight = { $direction } to { $island }

# Island effects (menus, log, images)
wayfinders-effect-draw = draw { $amount }
wayfinders-effect-keep = keep +1
wayfinders-effect-free-flight = free flight to { $island }
wayfinders-effect-wild = { $resource } is wild
wayfinders-effect-score = { $amount }/{ $unit }
wayfinders-unit-colour = { $island } strip
wayfinders-unit-costly = strip cost { $min }+
wayfinders-unit-colours = colour
wayfinders-unit-shared = shared strip
wayfinders-unit-groups = group
wayfinders-unit-column = strip in column
wayfinders-unit-row = strip in row
wayfinders-unit-around = strip around
wayfinders-unit-far = strip 3+ from Home
wayfinders-unit-squares = 2x2 square
wayfinders-gives = { $points } pts, { $effect }

# Options
wayfinders-option-setup = Island set-up
wayfinders-option-setup-help = Which 24 island tiles surround Home (W-21 advanced set-up).
wayfinders-setup-standard = Standard ({ $red } red, { $blue } blue, { $yellow } yellow)
wayfinders-setup-random24 = Random { $drawn } of the { $tiles }
wayfinders-setup-balanced = Balanced ({ $red } red, { $blue } blue, { $yellow } yellow)
wayfinders-setup-scoring = Scoring-heavy ({ $red } red, { $blue } blue, { $yellow } yellow)
wayfinders-setup-permanent = Permanent-heavy ({ $red } red, { $blue } blue, { $yellow } yellow)
wayfinders-setup-resources = Resource-rich ({ $red } red, { $blue } blue, { $yellow } yellow)
wayfinders-option-order = Turn order
wayfinders-option-order-help = Who starts: drawn at random, or the players in the order they joined (W-7).
wayfinders-order-random = Random
wayfinders-order-joined = Order of joining
wayfinders-option-exploration = Exploration
wayfinders-option-exploration-help = Islands start face down and turn up as planes arrive next to them (W-22).
wayfinders-exploration-off = Off: all islands face up
wayfinders-exploration-on = On: islands start face down

# Errors
wayfinders-error-player-count = Wayfinders is for { $min } to { $max } players.
wayfinders-error-no-resources = You do not have those resources.
wayfinders-error-hangar-number = A worker goes to a hangar named by its number.
wayfinders-error-direction = Fly north, east, south or west.
wayfinders-error-payment-form = A payment counts each of the five resources, none below zero.
wayfinders-error-keep-form = Keep a number of each of the five resources, none below zero.
wayfinders-error-payment = That payment does not match the cost (two of one kind may stand in for one resource of any kind).
wayfinders-error-over = The game is over.
wayfinders-error-choose-action = Choose an action first: place a worker or return your workers.
wayfinders-error-flying = You are moving your plane: fly, build, or end your movement.
wayfinders-error-choose-keep = Choose which resources to keep.
wayfinders-error-hangar-unused = Hangar { $hangar } is not in use in this game.
wayfinders-error-no-workers = All your workers are out: return them instead.
wayfinders-error-hangar-full = You already have { $max } workers in hangar { $hangar }.
wayfinders-error-no-island = There is no island that way.
wayfinders-error-face-down = That island is still face down: planes only enter face-up islands.
wayfinders-error-free-entry = Entering that island is free.
wayfinders-error-build-home = Nobody builds on the Home Island: everyone starts with an airstrip there.
wayfinders-error-already-built = You already have an airstrip on { $cell }.
wayfinders-error-no-airstrips = You have no airstrips left.
wayfinders-error-keep-count = Keep exactly { $limit } of your resources.
wayfinders-error-not-a-move = That is not a Wayfinders move.
wayfinders-error-not-an-action = That is not a Wayfinders action.
wayfinders-error-letter = “{ $letter }” is not a resource letter ({ $letters }).
wayfinders-error-parse = “{ $text }” is not a Wayfinders move (place:N, return, fly:D:PAY, build:PAY, done, keep:RES).
wayfinders-error-stored-version = This Wayfinders game uses rules version { $version }, unknown here.
wayfinders-error-stored-state = This is not a stored Wayfinders game: { $detail }

# Menus: questions and answers
wayfinders-ask-action = Action
wayfinders-ask-hangar = Hangar
wayfinders-ask-move = Fly/build
wayfinders-ask-payment = Payment
wayfinders-ask-keep = Keep
wayfinders-answer-place = Place a worker
wayfinders-answer-hangar = Hangar { $hangar }: { $content }
wayfinders-answer-hangar-mine = Hangar { $hangar }: { $content } (your workers: { $mine })
wayfinders-answer-return-none = Return workers (none out: just fly)
wayfinders-answer-return = Return workers (collect { $gained })
wayfinders-answer-done = Done
wayfinders-answer-keep = { $kept }
wayfinders-answer-keep-first = { $resource }, …
wayfinders-answer-fly-free = Fly { $target } (free)
wayfinders-answer-fly-pay = Fly { $target }, pay { $payment }
wayfinders-answer-fly-choose = Fly { $target }, choose payment
wayfinders-answer-build-home = Build here: { $target }
wayfinders-answer-build-pay = Build here: { $target }, pay { $payment }
wayfinders-answer-build-pay-gives = Build here: { $target } ({ $gives }), pay { $payment }
wayfinders-answer-build-choose = Build here: { $target }, choose payment
wayfinders-answer-build-choose-gives = Build here: { $target } ({ $gives }), choose payment
wayfinders-answer-payment = { $payment }
wayfinders-answer-payment-cheapest = { $payment } (cheapest)
wayfinders-shortcut-free = Fly to { $island } ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
 }, free)
wayfinders-shortcut-pay = Fly to { $island } ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
 }, pays { $payment })
wayfinders-shortcut-pay-many = Fly to { $island } ({ $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
 }, pays { $count ->
    [one] { $count } resource
   *[other] { $count } resources
 })

# The log
wayfinders-log-illegal = { $who } tried an illegal move: { $reason }
wayfinders-log-place = { $who } places a worker in hangar { $hangar }.
wayfinders-log-return = { $who } returns { $count ->
    [one] { $count } worker
   *[other] { $count } workers
    } and collects { $gained }.
wayfinders-log-return-none = { $who } returns workers (none were out) and collects nothing.
wayfinders-log-fly-free = { $who } flies { $target }, for free.
wayfinders-log-fly-pay = { $who } flies { $target }, paying { $payment }.
wayfinders-log-revealed = Revealed: { $islands }.
wayfinders-log-build-bag = { $who } builds an airstrip on { $island } (slot { $slot }), paying { $payment } to the bag.
wayfinders-log-build-owner = { $who } builds an airstrip on { $island } (slot { $slot }), paying { $payment } to { $owner }.
wayfinders-log-draws = Draws { $drawn }.
wayfinders-log-done = { $who } ends the flight.
wayfinders-log-over-limit = Over the limit of { $limit }: choosing what to keep.
wayfinders-log-keep = { $who } keeps { $kept } and returns { $returned } to the bag.
wayfinders-log-final-round = Final round: { $who } has 2 or fewer airstrips left.

# Status, private text, scores, outcome
wayfinders-private = You are the { $seat }. Nothing in Wayfinders is secret: your supply ({ $supply }), workers and airstrips are on the public board.
wayfinders-phase-action = place a worker or return workers
wayfinders-phase-fly = fly and build, then Done
wayfinders-phase-keep = keep { $limit } resources
wayfinders-status-over = **Game over.** { $outcome }
wayfinders-status-to-play = **{ $who }** to play: { $doing }.
wayfinders-status-final-round = Final round: the game ends after the last player in turn order.
wayfinders-status-order = After turn { $turn } · order: { $order }
wayfinders-status-seat = { $who }: { $points } pts · { $supply } (keeps { $limit }) · workers { $free }/{ $workers } free · airstrips left { $left }
wayfinders-status-line = - { $text }
wayfinders-power-wild = wild { $resources }
wayfinders-power-free = free flights to { $islands }
wayfinders-status-bag = Bag: { $count ->
    [one] { $count } resource
   *[other] { $count } resources
 }.
wayfinders-score-islands = Island points
wayfinders-score-scoring = Scoring islands
wayfinders-score-resources = Resources
wayfinders-score-workers = Workers
wayfinders-outcome-not-over = The game is not over yet.
wayfinders-outcome-shared = { $names } share the win with { $points ->
    [one] { $points } point
   *[other] { $points } points
 }.
wayfinders-outcome-tie-broken = { $name } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
 } (tie broken by most airstrips built).
wayfinders-outcome-win = { $name } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
 }.

# Images
wayfinders-render-header = Wayfinders · after turn { $turn }
wayfinders-render-home = HOME
wayfinders-render-back-red = Resources
wayfinders-render-back-blue = Scoring
wayfinders-render-back-yellow = Permanent
wayfinders-render-effect-draw = Draw { $amount }
wayfinders-render-effect-keep = Keep +1
wayfinders-render-effect-free-flight = Free to { $island }
wayfinders-render-effect-wild = { $resource } wild
wayfinders-render-hangars = Hangars · bag { $bag }
wayfinders-render-scores = Scores
wayfinders-render-last-move = last move
wayfinders-render-flight = flight
wayfinders-render-over = Game over: { $name } wins
wayfinders-render-over-shared = Game over: { $count } pilots share the win
wayfinders-render-doing-action = place or return workers
wayfinders-render-doing-fly = flying
wayfinders-render-doing-keep = choosing what to keep
wayfinders-render-to-play = { $who }: { $doing }
wayfinders-render-final-round = { $line } · FINAL ROUND
wayfinders-render-hand-title = { $who } · { $points ->
    [one] { $points } point
   *[other] { $points } points
 }
wayfinders-render-hand-workers = Workers: { $free } free, { $out } in hangars · airstrips left: { $left } · plane on { $cell }
wayfinders-render-hand-keeps = Keeps { $limit } resources
wayfinders-render-hand-wild = wild: { $resources }
wayfinders-render-hand-free = free flight to { $islands }
wayfinders-render-hand-score = Score: islands { $islands }, scoring islands { $scoring }, resources { $resources }, workers { $workers }

# The board in words (rules/wayfinders/describer.py: an image's alt text, /game describe)
wayfinders-semicolon = { $left }; { $right }
wayfinders-alt-title = Wayfinders board, after turn { $turn }.
wayfinders-alt-to-play = { $who } to play: { $doing }.
wayfinders-alt-over = Game over: { $count ->
    [one] { $names } wins
   *[other] { $names } share the win
    } with { $points ->
    [one] { $points } point
   *[other] { $points } points
    }.
wayfinders-alt-face-down-at = { $cell } (face down)
wayfinders-alt-turn-record = { $who } { $what }.
wayfinders-alt-last = Last turn: { $text }
wayfinders-alt-this-turn = This turn so far: { $text }
wayfinders-alt-placed = placed a worker in hangar { $hangar }
wayfinders-alt-returned = { $count ->
    [one] took the workers back from hangar { $hangars }
   *[other] took the workers back from hangars { $hangars }
    }
wayfinders-alt-flew = flew { $path }
wayfinders-alt-stayed = stayed on { $island }
wayfinders-alt-built = { $count ->
    [one] built an airstrip on { $islands }
   *[other] built airstrips on { $islands }
    }
wayfinders-alt-scores = Scores: { $scores }.
wayfinders-alt-score = { $who } { $points }
wayfinders-alt-planes = Planes: { $planes }.
wayfinders-alt-plane = { $who } on { $island }
wayfinders-alt-strips = Airstrips built: { $entries }.
wayfinders-alt-strips-entry = { $who } { $count }
wayfinders-alt-hangars = Hangars, top resource first: { $hangars }. Bag: { $bag ->
    [one] { $bag } resource
   *[other] { $bag } resources
    }.
wayfinders-alt-hangar = { $number }: { $column }
wayfinders-alt-hangar-workers = { $number }: { $column } (workers: { $workers })
wayfinders-alt-face-down = { $count ->
    [one] { $count } island is still face down.
   *[other] { $count } islands are still face down.
    }
wayfinders-alt-hand = Your pilot card, { $who }: { $details }.
wayfinders-text-heading = { $heading ->
    [game] Game
    [hangars] Hangars (the column from the top, as it is taken)
   *[pilots] Pilots, in turn order
    }
wayfinders-text-order = Turn order: { $order }.
wayfinders-text-exploration = Exploration: islands start face down and turn up as planes arrive next to them.
wayfinders-text-open = All islands are face up.
wayfinders-text-row = Row { $row } (columns A to E)
wayfinders-text-hangar = Hangar { $number }: { $column }.
wayfinders-text-hangar-workers = Hangar { $number }: { $column }; workers: { $workers }.
wayfinders-text-cell = { $cell }: { $details }.
wayfinders-text-home = Home island
wayfinders-text-face-down = face down, { $back } back
wayfinders-text-island = { $island } island, { $back } back
wayfinders-text-effect = effect: { $effect }
wayfinders-text-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
    }
wayfinders-text-cost = cost: { $cost }
wayfinders-text-airstrips = airstrips, slot by slot: { $pilots }
wayfinders-text-no-airstrips = no airstrip yet
wayfinders-text-planes = { $count ->
    [one] plane: { $pilots }
   *[other] planes: { $pilots }
    }
wayfinders-text-pilot = { $who }, number { $order } in turn order: { $details }.
wayfinders-text-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
    } (islands { $islands }, scoring islands { $scoring }, resources { $resources }, workers { $workers })
wayfinders-text-supply = supply: { $supply }
wayfinders-text-workers = workers: { $free } free, { $out } in hangars
wayfinders-text-strips-left = { $left ->
    [one] { $left } airstrip left
   *[other] { $left } airstrips left
    }
wayfinders-text-plane = plane on { $island }
wayfinders-text-keeps = keeps { $limit ->
    [one] { $limit } resource
   *[other] { $limit } resources
    }
