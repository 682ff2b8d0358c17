# Tiwanaku (rules/tiwanaku and render/tiwanaku.py). Terms: glossary-tiwanaku.md.

## Names

tiwanaku-seat = { $colour ->
    [red] Red player
    [blue] Blue player
    [yellow] Yellow player
   *[green] Green player
 }
tiwanaku-terrain = { $terrain ->
    [forest] Forest
    [desert] Desert
    [mountain] Mountain
   *[valley] Valley
 }
tiwanaku-crop = { $crop ->
    [1] Potato
    [2] Coca
    [3] Chili
    [4] Corn
   *[5] Quinoa
 }
tiwanaku-crop-numbered = { $number } · { $name }
tiwanaku-grade = { $grade ->
    [apprentice] Apprentice
    [farmer] Farmer
    [astronomer] Astronomer
    [priest] Priest
   *[high-priest] High priest
 }
tiwanaku-crops-plus = { $first } + { $rest }
tiwanaku-comma = { $first }, { $rest }
tiwanaku-offer-label = { $crops }: { $points } { $points ->
    [one] point
   *[other] points
 }
tiwanaku-points-change = { $change } { $count ->
    [one] point
   *[other] points
 }
tiwanaku-terrain-count = { $terrain } { $count }
tiwanaku-seat-score = { $seat } { $score }
tiwanaku-sentence = { $text }.
tiwanaku-sentences = { $first }. { $rest }

## Options

tiwanaku-option-size = Board
tiwanaku-option-size-long = Long board (9×5)
tiwanaku-option-size-short = Short board (5×5)
tiwanaku-option-size-help = The long board is the full game; the short one is a quicker puzzle. Solo needs the long one.
tiwanaku-option-mode = Mode
tiwanaku-option-mode-competitive = Competitive
tiwanaku-option-mode-cooperative = Cooperative
tiwanaku-option-mode-help = Cooperative: one shared score graded on a ladder. With one player the game is always solo.

## Menu steps (choice_path)

tiwanaku-q-pawn = Pawn
tiwanaku-q-destination = Destination
tiwanaku-q-crop = Crop
tiwanaku-q-divine = Divine
tiwanaku-q-offering = Offering
tiwanaku-q-pass = Pass
tiwanaku-q-divine-or-finish = Divine again or finish
tiwanaku-q-divine-or-end = Divine again or end the turn
tiwanaku-a-new-pawn = New pawn from the reserve
tiwanaku-a-pawn-at = Pawn at { $space }
tiwanaku-a-divine-with = Divine with pawn at { $space }
tiwanaku-a-offer = Offer { $offer }
tiwanaku-a-no-offering = No offering
tiwanaku-a-end-no-offering = End the turn, no offering
tiwanaku-a-end-stay = End the turn (you stay in the final divinations)
tiwanaku-a-pass-final = Pass (leave the final divinations)
tiwanaku-a-pass-stuck = No legal move: pass
tiwanaku-space-undiscovered = { $space } (undiscovered)
tiwanaku-space-terrain = { $space } ({ $terrain })
tiwanaku-space-terrain-crop = { $space } ({ $terrain }, { $crop })

## Status, private text, scores, outcome

tiwanaku-status-turn = **{ $seat }** { $phase ->
    [divine] divines a crop under one of their pawns
    [divine_more] divines again or goes on to the offering
    [offering] may make an offering
    [final_v1] divines once more or passes (final divinations)
    [final] divines or passes (final divinations)
    [final_more] divines again or ends the turn (final divinations)
    [final_offering] makes a final offering
   *[move] moves a pawn
 }.
tiwanaku-status-over = **Game over.** { $outcome }
tiwanaku-status-scores = Scores: { $scores }
tiwanaku-status-team = { $mode ->
    [solo] Score
   *[cooperative] Team score
 }: { $score } ({ $grade })
tiwanaku-status-hidden = Tiles still hidden: { $tiles }
tiwanaku-private-public = Tiwanaku has no secret hand: everything below is public.
tiwanaku-private-track = Terrain track: { $track }
tiwanaku-private-tokens = Crop tokens: { $tokens }
tiwanaku-private-no-tokens = none
tiwanaku-private-reserve = Pawns in reserve: { $count }
tiwanaku-private-score = Score: { $score }
tiwanaku-score-discoveries = Discoveries
tiwanaku-score-divinations = Divinations
tiwanaku-score-offerings = Offerings
tiwanaku-score-team = Team
tiwanaku-outcome-still-on = The game is still on.
tiwanaku-outcome-ladder = { $mode ->
    [solo] You score
   *[cooperative] The team scores
 } { $score } { $score ->
    [one] point
   *[other] points
 }: grade { $grade } of { $grades }, { $name }.
tiwanaku-outcome-wins = { $winner } wins with { $score } { $score ->
    [one] point
   *[other] points
 }.
tiwanaku-outcome-share = { $winners } share the win with { $score } { $score ->
    [one] point
   *[other] points
 }.

## What happened (describe)

tiwanaku-do-enter-discover = { $seat } brings a new pawn onto { $space } and discovers { $terrain }: { $points }
tiwanaku-do-enter-divine = { $seat } brings a new pawn onto { $space } and will divine
tiwanaku-do-move-discover = { $seat } moves a pawn { $source } → { $target } and discovers { $terrain }: { $points }
tiwanaku-do-move-divine = { $seat } moves a pawn { $source } → { $target } and will divine
tiwanaku-do-divine-right = { $seat } divines { $space }: { $guess }, right: { $points }
tiwanaku-do-divine-right-token = { $seat } divines { $space }: { $guess }, right: { $points } and a { $crop } token
tiwanaku-do-divine-wrong = { $seat } divines { $space }: { $guess }, wrong, it is { $truth }: { $points }
tiwanaku-do-offer = { $seat } offers { $offer }
tiwanaku-do-no-offer = { $seat } makes no offering
tiwanaku-do-end-turn = { $seat } ends the turn and stays in the final divinations
tiwanaku-do-leave-final = { $seat } passes and leaves the final divinations
tiwanaku-do-pass = { $seat } has no legal turn and passes
tiwanaku-final-complete = The terrain is complete: final divinations
tiwanaku-final-blocked = Nobody can reach the hidden tiles: final divinations
tiwanaku-hand-in = Everyone hands in their crop tokens
tiwanaku-final-blocked-solo = Your pawns cannot reach the hidden tiles any more: final divinations
tiwanaku-hand-in-solo = You hand in your crop tokens

## Errors

tiwanaku-error-players = Tiwanaku is for { $low } to { $high } players, not { $players }.
tiwanaku-error-solo-short = Solo Tiwanaku is played on the long board: choose the long board.
tiwanaku-error-over = The game is over.
tiwanaku-error-not-a-space = { $space } is not a space of this board.
tiwanaku-error-move-first = First move a pawn: bring a new one onto an edge space or move one on the board.
tiwanaku-error-divine-now = Your pawn stands on a discovered space: divine a crop under one of your pawns.
tiwanaku-error-offer-now = Make an offering of different crop tokens, or choose no offering.
tiwanaku-error-divine-where = You cannot divine at { $space }: divine under one of your pawns on a discovered space without a crop token, naming a crop from 1 to 5.
tiwanaku-error-offer-tokens = An offering hands in two or more different crop tokens that you hold.
tiwanaku-error-enter-v1 = A new pawn enters on an empty edge space, and only if you still have one in reserve and can then discover or divine; { $space } does not qualify.
tiwanaku-error-enter = A new pawn enters on an undiscovered edge space, and only if you still have one in reserve; { $space } does not qualify.
tiwanaku-error-end-turn = You end a turn of the final divinations only after a right guess.
tiwanaku-error-move = { $source } → { $target } is not a legal move: a pawn passes only through spaces with a crop token or your own pawns, never onto another pawn, and you must be able to discover or divine afterwards.
tiwanaku-error-impossible = That is not possible now.
tiwanaku-error-offer-order = An offering lists different crops in increasing order, like 1+4.
tiwanaku-error-not-a-move = “{ $text }” is not a Tiwanaku move: try “enter A1”, “move C3 D4”, “divine D4 3”, “offer 1+4”, “offer none”, “pass” or “end”.
tiwanaku-error-rules-version = This Tiwanaku game uses rules version { $version }, unknown here.

## Images (render/tiwanaku.py)

tiwanaku-render-title = Tiwanaku · after turn { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-title-mode = Tiwanaku ({ $mode ->
    [solo] solo
   *[cooperative] cooperative
 }) · after turn { NUMBER($turn, useGrouping: 0) }
tiwanaku-render-over-ladder = Game over · { $score } { $score ->
    [one] point
   *[other] points
 }: { $grade }
tiwanaku-render-over-wins = Game over · { $winner } wins
tiwanaku-render-over-share = Game over · { $winners } share the win
tiwanaku-render-status = { $seat } { $phase ->
    [divine] to divine
    [divine_more] divines again or finishes
    [offering] may make an offering
    [final] final divination
    [final_more] final divination: again or end the turn
    [final_offering] final offering
   *[move] to move
 }
tiwanaku-render-tiles-hidden = Tiles still hidden
tiwanaku-render-last-move = last move
tiwanaku-render-tiles-left = { $terrain } { $left }/{ $total }
tiwanaku-render-points = { $score } pts
tiwanaku-render-reserve = Reserve { $count }
tiwanaku-render-discoveries = Discoveries { $points }
tiwanaku-render-divinations = Divinations { $points }
tiwanaku-render-offerings = Offerings { $points }
tiwanaku-render-ladder = { $mode ->
    [solo] Solo ladder
   *[cooperative] Team ladder
 }: { $score } { $score ->
    [one] point
   *[other] points
 }
tiwanaku-render-rung-points = { $points }+ pts
tiwanaku-render-seat = { $colour ->
    [red] Red
    [blue] Blue
    [yellow] Yellow
   *[green] Green
 }
tiwanaku-render-hand-title = Tiwanaku · { $seat }

## The board in words (rules/tiwanaku/describer.py: an image's alt text, /game describe)

tiwanaku-semicolon = { $first }; { $rest }
tiwanaku-alt-title = Tiwanaku board{ $mode ->
    [solo] { " " }(solo)
    [cooperative] { " " }(cooperative)
   *[competitive] {""}
 }, { $width }×{ $height } spaces, after turn { NUMBER($turn, useGrouping: 0) }.
tiwanaku-alt-turn = { $seat } { $phase ->
    [divine] to divine a crop under one of their pawns
    [divine_more] to divine again or go on to the offering
    [offering] may make an offering
    [final] to divine or pass (final divinations)
    [final_more] to divine again or end the turn (final divinations)
    [final_offering] to make a final offering
   *[move] to move a pawn
 }.
tiwanaku-alt-over = { $count ->
    [one] Game over: { $winners } wins with { $score ->
        [one] { $score } point
       *[other] { $score } points
     }.
   *[other] Game over: { $winners } share the win with { $score ->
        [one] { $score } point
       *[other] { $score } points
     }.
 }
tiwanaku-alt-over-ladder = Game over: { $mode ->
    [solo] you score
   *[cooperative] the team scores
 } { $score ->
    [one] { $score } point
   *[other] { $score } points
 }, grade { $grade }.
tiwanaku-alt-final = Still in the final divinations: { $seats }.
tiwanaku-alt-last-move = Last turn: { $seat } moved a pawn from { $source } to { $target }.
tiwanaku-alt-last-enter = Last turn: { $seat } brought a new pawn onto { $space }.
tiwanaku-alt-last-stay = Last turn: { $seat } moved no pawn.
tiwanaku-alt-last-cells = { $count ->
    [one] Space marked: { $cells }.
   *[other] Spaces marked: { $cells }.
 }
tiwanaku-alt-scores = Scores: { $scores }.
tiwanaku-alt-team = { $mode ->
    [solo] Score
   *[cooperative] Team score
 }: { $score }, grade { $grade }.
tiwanaku-alt-hidden = Tiles still hidden: { $count } of { $total } ({ $tiles }).
tiwanaku-alt-pawns = Pawns: { $entries }.
tiwanaku-alt-pawns-on = { $seat } on { $spaces }
tiwanaku-alt-pawns-none = { $seat } none on the board
tiwanaku-alt-crops = { $count ->
    [0] No crop token on the board yet.
    [one] { $count } space shows its crop token.
   *[other] { $count } spaces show their crop tokens.
 }
tiwanaku-alt-ladder = { $mode ->
    [solo] Solo ladder
   *[cooperative] Team ladder
 }: { $score ->
    [one] { $score } point
   *[other] { $score } points
 }
tiwanaku-alt-hand = Your panel: { $player }
tiwanaku-alt-hand-nobody = You are not playing in this game.
tiwanaku-text-heading = { $heading ->
    [game] Game
    [hidden] Tiles still hidden
   *[players] Players
 }
tiwanaku-text-board = Board, row by row (columns A to { $last } from left to right, row 1 at the top)
tiwanaku-text-row = Row { $row }: { $cells }.
tiwanaku-text-cell = { $space } { $content }
tiwanaku-text-hidden = hidden
tiwanaku-text-terrain-crop = { $terrain }, crop { $crop }
tiwanaku-text-with-pawn = { $content }, { $colour ->
    [red] red pawn
    [blue] blue pawn
    [yellow] yellow pawn
   *[green] green pawn
 }
tiwanaku-text-hidden-count = { $terrain }: { $left } of { $total } still hidden.
tiwanaku-text-player = { $seat } (letter { $mark }): { $details }.
tiwanaku-text-points = { $score ->
    [one] { $score } point
   *[other] { $score } points
 } (discoveries { $discoveries }, divinations { $divinations }, offerings { $offerings })
tiwanaku-text-track = terrain track { $track } (top { $top })
tiwanaku-text-tokens = crop tokens: { $tokens }
tiwanaku-text-reserve = { $count ->
    [one] { $count } pawn in reserve
   *[other] { $count } pawns in reserve
 }
tiwanaku-text-pawns = { $count ->
    [one] pawn on { $spaces }
   *[other] pawns on { $spaces }
 }
tiwanaku-text-no-pawns = no pawn on the board
tiwanaku-text-rung = { $grade }: from { $points ->
    [one] { $points } point
   *[other] { $points } points
 }.
tiwanaku-text-rung-current = { $grade }: from { $points ->
    [one] { $points } point
   *[other] { $points } points
 }, the grade reached now.
