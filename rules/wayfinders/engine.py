"""Wayfinders rules: set-up, legal actions and their effects (W-1 … W-22), pure functions of the state,
and :class:`WayfindersEngine`, the rules part of Wayfinders' game spec over them (with the JSON form of a
state). What a seat sees is ``observer.py``, what a player reads ``presenter.py``.

A turn is either one decision (place a worker) or a sequence by the same seat: return workers (collect
at once), then fly / build / done one step at a time, then choose what to keep when over the limit.
Payments are part of the action, so that every way to pay (the 2-for-1 rule, W-10, and wild resources,
W-17) is a separate legal action; payments that spend a strict superset of another valid payment are
never offered, and the cheapest payment comes first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from itertools import product

from rules.base import IllegalAction, Msg, OptionSpec, Rng, evolve, resolve_options, resolve_rules_version
from rules.wayfinders.scoring import seat_score
from rules.wayfinders.state import (
    AIRSTRIPS_PER_PLAYER,
    BASE_KEEP_LIMIT,
    DIRECTIONS,
    GRID,
    HANGAR_DEPTH,
    HANGARS_USED,
    HOME_CELL,
    MAX_WORKERS_PER_HANGAR,
    WORKERS_PER_PLAYER,
    Build,
    Counts,
    EndMovement,
    Fly,
    Keep,
    LastTurn,
    Phase,
    PlaceWorker,
    ReturnWorkers,
    WayfindersAction,
    WayfindersState,
    cell_name,
    decode_action,
    encode_action,
)
from rules.wayfinders.tiles import BACKS, HOME, RESOURCES, TILES, TILES_BY_ID, Tile

__all__ = [
    "ENGINE",
    "RULES_VERSION",
    "SETUP_MIXES",
    "airstrips_left",
    "apply_action",
    "check_action_form",
    "draw_from_bag",
    "entry_cost",
    "free_flight_colours",
    "keep_limit",
    "keep_options",
    "legal_actions",
    "new_game",
    "payment_options",
    "step_target",
    "WayfindersEngine",
    "wild_colours",
    "workers_available",
]

KINDS = len(RESOURCES)
ZERO: Counts = (0,) * KINDS
RESOURCES_PER_KIND = 12

#: Tile mixes for W-5 / W-21: value -> (label, red, blue, yellow); ``None`` counts = 24 drawn from all 45.
SETUP_MIXES: dict[str, tuple[Msg, int | None, int | None, int | None]] = {
    "standard": (Msg("wayfinders-setup-standard", red=9, blue=8, yellow=7), 9, 8, 7),
    "random24": (Msg("wayfinders-setup-random24", drawn=24, tiles=45), None, None, None),
    "balanced": (Msg("wayfinders-setup-balanced", red=8, blue=8, yellow=8), 8, 8, 8),
    "scoring": (Msg("wayfinders-setup-scoring", red=7, blue=11, yellow=6), 7, 11, 6),
    "permanent": (Msg("wayfinders-setup-permanent", red=7, blue=6, yellow=11), 7, 6, 11),
    "resources": (Msg("wayfinders-setup-resources", red=12, blue=6, yellow=6), 12, 6, 6),
}


# --- small helpers -----------------------------------------------------------------------------------

def _add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def _sub(a: Counts, b: Counts) -> Counts:
    result = tuple(x - y for x, y in zip(a, b, strict=True))
    if min(result) < 0:
        raise IllegalAction(Msg("wayfinders-error-no-resources"))
    return result


def _one(kind: int) -> Counts:
    return tuple(1 if k == kind else 0 for k in range(KINDS))


def _replace_at(items: tuple, index: int, value: object) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def draw_from_bag(bag: Counts, rng: Rng, count: int) -> tuple[Counts, Counts, list[int]]:
    """Draw up to ``count`` resources at random; returns (new bag, drawn counts, drawn kinds in order)."""
    bag_list = list(bag)
    drawn = [0] * KINDS
    order: list[int] = []
    for _ in range(count):
        total = sum(bag_list)
        if total == 0:
            break  # W-9 ruling: an empty bag gives what it has
        pick = rng.randbelow(total)
        for kind, amount in enumerate(bag_list):
            if pick < amount:
                bag_list[kind] -= 1
                drawn[kind] += 1
                order.append(kind)
                break
            pick -= amount
    return tuple(bag_list), tuple(drawn), order


def tile_at(state: WayfindersState, cell: int) -> Tile | None:
    tile_id = state.cells[cell]
    return None if tile_id == HOME else TILES_BY_ID[tile_id]


def _owned_effect_colours(state: WayfindersState, seat: int, kind: str) -> frozenset[int]:
    # The seat is checked before the tile is looked up: a seat holds at most a handful of the 25 cells'
    # airstrips, and this runs for every legal-action list of a flight (issue 17).
    colours = set()
    cells = state.cells
    for cell, seats in enumerate(state.airstrips):
        if seat in seats and cells[cell] != HOME:
            tile = TILES_BY_ID[cells[cell]]
            if tile.kind == kind:
                colours.add(tile.colour)
    return frozenset(colours)


def wild_colours(state: WayfindersState, seat: int) -> frozenset[int]:
    """Resource kinds this seat may spend as any resource (W-17)."""
    return _owned_effect_colours(state, seat, "wild")


def free_flight_colours(state: WayfindersState, seat: int) -> frozenset[int]:
    """Island colours this seat enters for free (W-17)."""
    return _owned_effect_colours(state, seat, "free_flight")


def keep_limit(state: WayfindersState, seat: int) -> int:
    """Resources kept at step 3: 3, plus 1 per keep island built (W-9, W-17)."""
    cells = state.cells
    keeps = sum(1 for cell, seats in enumerate(state.airstrips)
                if seat in seats and cells[cell] != HOME and TILES_BY_ID[cells[cell]].kind == "keep")
    return BASE_KEEP_LIMIT + keeps


def airstrips_left(state: WayfindersState, seat: int) -> int:
    return AIRSTRIPS_PER_PLAYER - sum(1 for seats in state.airstrips if seat in seats)


def workers_available(state: WayfindersState, seat: int) -> int:
    return WORKERS_PER_PLAYER - sum(column.count(seat) for column in state.workers)


# --- payments ----------------------------------------------------------------------------------------

@lru_cache(maxsize=65536)
def payment_options(supply: Counts, cost: tuple[int, ...], wild: frozenset[int]) -> tuple[Counts, ...]:
    """Every minimal way to pay ``cost`` (resource kinds) from ``supply``, cheapest first.

    Each cost item is paid by one resource of its kind, one wild resource (W-17), or two resources of
    one kind (W-10). Payments that spend a strict superset of another way are dropped: nobody needs
    them. Order: fewest resources, then fewest wild resources, then the most plentiful kinds first.

    The payments are built item by item as the set of resource counts spent so far: what the next item
    may take depends only on what is left, so ways that differ only in the order of their choices merge
    at once instead of being searched again (issue 17: a depth-first search over every order made this
    the hot spot of Wayfinders' flights, and the cache misses often since supplies keep changing). The
    order key ends with the payment itself, so the result depends only on the set of minimal payments.
    """
    wild_kinds = sorted(wild)
    level: set[Counts] = {ZERO}
    for need in cost:
        following: set[Counts] = set()
        for spent in level:
            left = [have - used for have, used in zip(supply, spent, strict=True)]
            if left[need] > 0:
                following.add(_plus(spent, need, 1))
            for kind in wild_kinds:
                if kind != need and left[kind] > 0:
                    following.add(_plus(spent, kind, 1))
            for kind in range(KINDS):
                if left[kind] >= 2:
                    following.add(_plus(spent, kind, 2))
        level = following
    # A payment is dropped when another one spends no more of every kind (and so fewer in all). Such a
    # smaller one can always be found among the minimal ones, so each payment is compared only with the
    # minimal payments of a smaller total, taking the payments by increasing total.
    minimal: list[Counts] = []
    for payment in sorted(level, key=sum):
        total = sum(payment)
        if not any(sum(q) < total and all(qk <= pk for qk, pk in zip(q, payment, strict=True))
                   for q in minimal):
            minimal.append(payment)

    def order(payment: Counts) -> tuple:
        wild_spent = sum(payment[k] for k in wild)
        # Prefer spending what the player holds most of, so the payment leaves the most variety.
        left_variety = sum(1 for s, p in zip(supply, payment, strict=True) if s - p > 0)
        return (sum(payment), wild_spent, -left_variety, tuple(-x for x in payment))

    return tuple(sorted(minimal, key=order))


def _plus(spent: Counts, kind: int, amount: int) -> Counts:
    return spent[:kind] + (spent[kind] + amount,) + spent[kind + 1:]


def entry_cost(state: WayfindersState, seat: int, cell: int) -> tuple[int, ...]:
    """What entering ``cell`` costs (W-11): nothing onto any airstrip or a free-flight colour."""
    return _entry_cost(state, cell, lambda: free_flight_colours(state, seat))


def _entry_cost(state: WayfindersState, cell: int, free: Callable[[], frozenset[int]]) -> tuple[int, ...]:
    """``entry_cost`` with the free-flight colours asked for only when needed (``free``), so that
    ``legal_actions`` works them out once for its four directions, and not at all when no island costs."""
    tile = tile_at(state, cell)
    if tile is None or state.airstrips[cell] or tile.colour in free():
        return ()
    return (tile.colour,)


def step_target(cell: int, direction: str) -> int | None:
    _, d_row, d_col = DIRECTIONS[direction]
    row, col = divmod(cell, GRID)
    row, col = row + d_row, col + d_col
    if 0 <= row < GRID and 0 <= col < GRID:
        return row * GRID + col
    return None


#: Per cell, its neighbours on the grid in ``DIRECTIONS`` order, as ``(direction, cell)``.
_TARGETS: tuple[tuple[tuple[str, int], ...], ...] = tuple(
    tuple((direction, target) for direction in DIRECTIONS
          if (target := step_target(cell, direction)) is not None)
    for cell in range(GRID * GRID))


@lru_cache(maxsize=8192)
def _sub_multisets(supply: Counts, size: int) -> tuple[Counts, ...]:
    options = [kept for kept in product(*(range(n + 1) for n in supply)) if sum(kept) == size]
    # Most varied first, then by kind order: a sensible default at the top of the menu.
    options.sort(key=lambda kept: (-sum(1 for k in kept if k), tuple(-k for k in kept)))
    return tuple(options)


def keep_options(state: WayfindersState, seat: int) -> tuple[Counts, ...]:
    return _sub_multisets(state.supplies[seat], keep_limit(state, seat))


# --- set-up --------------------------------------------------------------------------------------------

#: The current rules version; only version 1 exists so far.
RULES_VERSION = 1


def new_game(players: int, options: Mapping[str, str], seed: int, rules_version: int = RULES_VERSION
             ) -> WayfindersState:
    """W-4 … W-7 and the W-21 / W-22 variants."""
    if players not in HANGARS_USED:
        raise ValueError(Msg("wayfinders-error-player-count", min=min(HANGARS_USED), max=max(HANGARS_USED)))
    mix = options["setup"]
    exploration = options["exploration"] == "on"
    rng = Rng.from_seed(seed)
    _, red, blue, yellow = SETUP_MIXES[mix]
    if red is None or blue is None or yellow is None:
        chosen = rng.sample([tile.id for tile in TILES], 24)
    else:
        chosen = []
        for back, count in zip(BACKS, (red, blue, yellow), strict=True):
            pile = [tile.id for tile in TILES if tile.back == back]
            chosen.extend(rng.sample(pile, count))
    layout = rng.shuffled(chosen)
    cells = tuple(layout[:HOME_CELL]) + (HOME,) + tuple(layout[HOME_CELL:])
    if exploration:
        open_cells = {HOME_CELL, *(step_target(HOME_CELL, d) for d in DIRECTIONS)}
        face_up = tuple(cell in open_cells for cell in range(GRID * GRID))
    else:
        face_up = (True,) * (GRID * GRID)
    # W-7: random from the seed, or set by the creator (seats in the order the players joined).
    turn_order = tuple(rng.shuffled(range(players)))
    if options.get("order") == "joined":
        turn_order = tuple(range(players))
    bag: Counts = (RESOURCES_PER_KIND,) * KINDS
    supplies = []
    for _ in range(players):
        bag, drawn, _ = draw_from_bag(bag, rng, 1)
        supplies.append(drawn)
    hangars = []
    for _ in range(HANGARS_USED[players]):
        bag, _, order = draw_from_bag(bag, rng, HANGAR_DEPTH)
        hangars.append(tuple(order))
    airstrips = tuple(turn_order if cell == HOME_CELL else () for cell in range(GRID * GRID))
    return WayfindersState(
        players=players,
        setup_mix=mix,
        exploration=exploration,
        rng=rng.state,
        turn_order=turn_order,
        cells=cells,
        face_up=face_up,
        airstrips=airstrips,
        planes=(HOME_CELL,) * players,
        supplies=tuple(supplies),
        hangars=tuple(hangars),
        workers=((),) * HANGARS_USED[players],
        bag=bag,
        rules_version=rules_version,
    )


# --- legal actions -------------------------------------------------------------------------------------

#: The actions ``legal_actions`` lists, built once: they are immutable values, and building a frozen
#: dataclass for every choice of every position was a good part of the list's cost.
_PLACE_WORKER = tuple(PlaceWorker(number) for number in range(1, max(HANGARS_USED.values()) + 1))
_RETURN_WORKERS = ReturnWorkers()
_END_MOVEMENT = EndMovement()
_FREE_FLIGHT = {direction: Fly(direction, ZERO) for direction in DIRECTIONS}


@lru_cache(maxsize=65536)
def _paid_flights(direction: str, supply: Counts, cost: tuple[int, ...], wild: frozenset[int]
                  ) -> tuple[Fly, ...]:
    return tuple(Fly(direction, payment) for payment in payment_options(supply, cost, wild))


@lru_cache(maxsize=65536)
def _paid_builds(supply: Counts, cost: tuple[int, ...], wild: frozenset[int]) -> tuple[Build, ...]:
    return tuple(Build(payment) for payment in payment_options(supply, cost, wild))


def legal_actions(state: WayfindersState) -> list[WayfindersAction]:
    if state.phase is Phase.OVER:
        return []
    seat = state.seat_to_play
    if state.phase is Phase.ACTION:
        actions: list[WayfindersAction] = []
        if workers_available(state, seat) > 0:
            for index, column in enumerate(state.workers):
                if column.count(seat) < MAX_WORKERS_PER_HANGAR:
                    actions.append(_PLACE_WORKER[index])
        actions.append(_RETURN_WORKERS)
        return actions
    if state.phase is Phase.KEEP:
        return [Keep(kept) for kept in keep_options(state, seat)]
    supply = state.supplies[seat]
    wild = wild_colours(state, seat)
    here = state.planes[seat]
    actions = []
    free_colours: list[frozenset[int]] = []

    def free() -> frozenset[int]:
        if not free_colours:
            free_colours.append(free_flight_colours(state, seat))
        return free_colours[0]

    face_up = state.face_up
    for direction, target in _TARGETS[here]:
        if not face_up[target]:
            continue
        cost = _entry_cost(state, target, free)
        if not cost:
            actions.append(_FREE_FLIGHT[direction])
            continue
        actions.extend(_paid_flights(direction, supply, cost, wild))
    tile = tile_at(state, here)
    if tile is not None and seat not in state.airstrips[here] and airstrips_left(state, seat) > 0:
        actions.extend(_paid_builds(supply, tile.cost, wild))
    actions.append(_END_MOVEMENT)
    return actions


# --- applying actions -----------------------------------------------------------------------------------

def _is_counts(value: object) -> bool:
    # Exactly a tuple of five non-negative ints, as ``decode`` gives: a list, a bool or a negative count
    # would slip past the arithmetic below and into the state.
    return (type(value) is tuple and len(value) == KINDS
            and all(type(count) is int and count >= 0 for count in value))


def check_action_form(action: WayfindersAction) -> None:
    """What ``decode`` guarantees about an action's fields, checked again because computer players and
    tests build actions in code (the counterpart of Iwari's I-26a): ``apply`` then accepts exactly the
    actions ``legal_actions`` lists, and refuses the rest with ``IllegalAction`` before changing anything."""
    if isinstance(action, PlaceWorker):
        if type(action.hangar) is not int:
            raise IllegalAction(Msg("wayfinders-error-hangar-number"))
    elif isinstance(action, Fly):
        if not isinstance(action.direction, str) or action.direction not in DIRECTIONS:
            raise IllegalAction(Msg("wayfinders-error-direction"))
        if not _is_counts(action.payment):
            raise IllegalAction(Msg("wayfinders-error-payment-form"))
    elif isinstance(action, Build):
        if not _is_counts(action.payment):
            raise IllegalAction(Msg("wayfinders-error-payment-form"))
    elif isinstance(action, Keep):
        if not _is_counts(action.kept):
            raise IllegalAction(Msg("wayfinders-error-keep-form"))


def _check_payment(state: WayfindersState, seat: int, cost: tuple[int, ...], payment: Counts) -> None:
    if payment not in payment_options(state.supplies[seat], cost, wild_colours(state, seat)):
        raise IllegalAction(Msg("wayfinders-error-payment"))


def apply_action(state: WayfindersState, action: WayfindersAction) -> WayfindersState:
    if state.phase is Phase.OVER:
        raise IllegalAction(Msg("wayfinders-error-over"))
    seat = state.seat_to_play
    if state.phase is Phase.ACTION:
        if isinstance(action, PlaceWorker):
            return _place_worker(state, seat, action)
        if isinstance(action, ReturnWorkers):
            return _return_workers(state, seat)
        raise IllegalAction(Msg("wayfinders-error-choose-action"))
    if state.phase is Phase.FLY:
        if isinstance(action, Fly):
            return _fly(state, seat, action)
        if isinstance(action, Build):
            return _build(state, seat, action)
        if isinstance(action, EndMovement):
            if sum(state.supplies[seat]) > keep_limit(state, seat):
                return evolve(state, phase=Phase.KEEP)
            return _finish_turn(state, seat)
        raise IllegalAction(Msg("wayfinders-error-flying"))
    if isinstance(action, Keep):
        return _keep(state, seat, action)
    raise IllegalAction(Msg("wayfinders-error-choose-keep"))


def _place_worker(state: WayfindersState, seat: int, action: PlaceWorker) -> WayfindersState:
    index = action.hangar - 1
    if not 0 <= index < len(state.workers):
        raise IllegalAction(Msg("wayfinders-error-hangar-unused", hangar=action.hangar))
    if workers_available(state, seat) == 0:
        raise IllegalAction(Msg("wayfinders-error-no-workers"))
    if state.workers[index].count(seat) >= MAX_WORKERS_PER_HANGAR:
        raise IllegalAction(Msg("wayfinders-error-hangar-full", max=MAX_WORKERS_PER_HANGAR,
                                hangar=action.hangar))
    workers = _replace_at(state.workers, index, state.workers[index] + (seat,))
    state = evolve(state, workers=workers, turn_hangars=(index,))
    return _finish_turn(state, seat)


def _return_workers(state: WayfindersState, seat: int) -> WayfindersState:
    supply = state.supplies[seat]
    hangars = list(state.hangars)
    touched = []
    for index, column in enumerate(state.workers):
        mine = column.count(seat)
        if not mine:
            continue
        touched.append(index)
        taken = hangars[index][:mine]  # W-9 ruling: a short column gives what it has
        for kind in taken:
            supply = _add(supply, _one(kind))
        hangars[index] = hangars[index][mine:]
    workers = tuple(tuple(s for s in column if s != seat) for column in state.workers)
    return evolve(
        state,
        supplies=_replace_at(state.supplies, seat, supply),
        hangars=tuple(hangars),
        workers=workers,
        phase=Phase.FLY,
        turn_hangars=tuple(touched),
        turn_cells=(state.planes[seat],),
    )


def _fly(state: WayfindersState, seat: int, action: Fly) -> WayfindersState:
    if action.direction not in DIRECTIONS:
        raise IllegalAction(Msg("wayfinders-error-direction"))
    target = step_target(state.planes[seat], action.direction)
    if target is None:
        raise IllegalAction(Msg("wayfinders-error-no-island"))
    if not state.face_up[target]:
        raise IllegalAction(Msg("wayfinders-error-face-down"))
    cost = entry_cost(state, seat, target)
    if cost:
        _check_payment(state, seat, cost, action.payment)
    elif any(action.payment):
        raise IllegalAction(Msg("wayfinders-error-free-entry"))
    supply = _sub(state.supplies[seat], action.payment)
    face_up = state.face_up
    if state.exploration:
        # W-22: entering an island turns its orthogonal neighbours face up.
        revealed = [step_target(target, d) for d in DIRECTIONS]
        face_up = tuple(up or cell in revealed for cell, up in enumerate(face_up))
    return evolve(
        state,
        supplies=_replace_at(state.supplies, seat, supply),
        bag=_add(state.bag, action.payment),
        planes=_replace_at(state.planes, seat, target),
        face_up=face_up,
        turn_cells=state.turn_cells + (target,),
    )


def _build(state: WayfindersState, seat: int, action: Build) -> WayfindersState:
    here = state.planes[seat]
    tile = tile_at(state, here)
    if tile is None:
        raise IllegalAction(Msg("wayfinders-error-build-home"))
    if seat in state.airstrips[here]:
        raise IllegalAction(Msg("wayfinders-error-already-built", cell=cell_name(here)))
    if airstrips_left(state, seat) == 0:
        raise IllegalAction(Msg("wayfinders-error-no-airstrips"))
    _check_payment(state, seat, tile.cost, action.payment)
    supplies = list(state.supplies)
    supplies[seat] = _sub(supplies[seat], action.payment)
    bag = state.bag
    owners = state.airstrips[here]
    if owners:
        # W-12: later builders pay the owner of slot 1.
        supplies[owners[0]] = _add(supplies[owners[0]], action.payment)
    else:
        bag = _add(bag, action.payment)
    rng = Rng(state.rng)
    if tile.kind == "draw":
        # W-14: the drawn resources can be spent at once.
        bag, drawn, _ = draw_from_bag(bag, rng, tile.amount)
        supplies[seat] = _add(supplies[seat], drawn)
    return evolve(
        state,
        supplies=tuple(supplies),
        bag=bag,
        rng=rng.state,
        airstrips=_replace_at(state.airstrips, here, owners + (seat,)),
        turn_built=state.turn_built + (here,),
    )


def _keep(state: WayfindersState, seat: int, action: Keep) -> WayfindersState:
    if action.kept not in keep_options(state, seat):
        raise IllegalAction(Msg("wayfinders-error-keep-count", limit=keep_limit(state, seat)))
    returned = _sub(state.supplies[seat], action.kept)
    state = evolve(state, supplies=_replace_at(state.supplies, seat, action.kept),
                    bag=_add(state.bag, returned))
    return _finish_turn(state, seat)


def _finish_turn(state: WayfindersState, seat: int) -> WayfindersState:
    """Step 4 refill (after a return), the end trigger (W-19) and the next seat."""
    bag = state.bag
    rng = Rng(state.rng)
    hangars = state.hangars
    if state.phase is not Phase.ACTION:
        refilled = []
        for column in hangars:
            bag, _, order = draw_from_bag(bag, rng, HANGAR_DEPTH - len(column))
            refilled.append(column + tuple(order))
        hangars = tuple(refilled)
    final_round = state.final_round or airstrips_left(state, seat) <= 2
    last = LastTurn(seat, state.turn_cells, state.turn_built, state.turn_hangars)
    over = final_round and state.current == len(state.turn_order) - 1
    return evolve(
        state,
        bag=bag,
        rng=rng.state,
        hangars=hangars,
        final_round=final_round,
        phase=Phase.OVER if over else Phase.ACTION,
        current=state.current if over else (state.current + 1) % len(state.turn_order),
        turns=state.turns + 1,
        turn_cells=(),
        turn_built=(),
        turn_hangars=(),
        last_turn=last,
    )


class WayfindersEngine:
    """Wayfinders for 2–4 players (spec: W-1 … W-23): the rules part (``rules.base.Engine``) of its game
    spec, over the functions above; ``ENGINE`` is the one instance."""

    id = "wayfinders"
    title = "Wayfinders"
    min_players = 2
    max_players = 4
    rules_version = RULES_VERSION
    options: Mapping[str, OptionSpec] = {
        "setup": OptionSpec(
            label=Msg("wayfinders-option-setup"),
            choices=tuple((value, spec[0]) for value, spec in SETUP_MIXES.items()),
            default="standard",
            help=Msg("wayfinders-option-setup-help"),
        ),
        "order": OptionSpec(
            label=Msg("wayfinders-option-order"),
            choices=(("random", Msg("wayfinders-order-random")), ("joined", Msg("wayfinders-order-joined"))),
            default="random",
            help=Msg("wayfinders-option-order-help"),
        ),
        "exploration": OptionSpec(
            label=Msg("wayfinders-option-exploration"),
            choices=(("off", Msg("wayfinders-exploration-off")), ("on", Msg("wayfinders-exploration-on"))),
            default="off",
            help=Msg("wayfinders-option-exploration-help"),
        ),
    }

    def setup(
        self, players: int, options: Mapping[str, object], seed: int, *, rules_version: int | None = None
    ) -> WayfindersState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(Msg("wayfinders-error-player-count", min=self.min_players, max=self.max_players))
        version = resolve_rules_version(self.title, RULES_VERSION, rules_version)
        return new_game(players, resolve_options(self.options, options), seed, version)

    def to_play(self, state: WayfindersState) -> int | None:
        return None if state.phase is Phase.OVER else state.seat_to_play

    def legal_actions(self, state: WayfindersState) -> list[WayfindersAction]:
        return legal_actions(state)

    def apply(self, state: WayfindersState, action: WayfindersAction) -> WayfindersState:
        if not isinstance(action, PlaceWorker | ReturnWorkers | Fly | Build | EndMovement | Keep):
            raise IllegalAction(Msg("wayfinders-error-not-a-move"))
        check_action_form(action)
        return apply_action(state, action)

    def is_over(self, state: WayfindersState) -> bool:
        return state.phase is Phase.OVER

    def reveals(self, state: WayfindersState, action: WayfindersAction) -> bool:
        """Whether the decision itself shows its player something hidden: a tile turned face up (a flight
        in the exploration variant), or a draw from the bag while their turn goes on (a draw island's
        build).

        The hangars' refill from the bag when a turn ends (placing a worker, Keep, the Done that ends the
        turn) does not count: the new resources are shown to everyone at once, once the turn is over, and
        the decision ending a turn stands anyway (``undoable``); it is applied on the first tap (issue 27)."""
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return after.face_up != state.face_up or (after.rng != state.rng and after.turns == state.turns)

    def undoable(self, state: WayfindersState, action: WayfindersAction) -> bool:
        """Returning workers (what they collect is public), flights that turn no tile face up, builds that
        draw nothing from the bag and a Done that leads to choosing what to keep may be taken back.
        Placing a worker, Keep and a Done that ends the turn complete the turn (and refill the hangars
        from the bag); a draw island's build draws from the bag; a flight in the exploration variant may
        turn tiles face up: those stand."""
        if state.phase is Phase.OVER:
            return False
        if isinstance(action, Build):
            tile = tile_at(state, state.planes[state.seat_to_play])
            if tile is not None and tile.kind == "draw":
                return False
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return (
            after.phase is not Phase.OVER
            and after.turns == state.turns
            and after.face_up == state.face_up
            and after.rng == state.rng
        )

    def scores(self, state: WayfindersState) -> list[int]:
        return [seat_score(state, seat).total for seat in range(state.players)]

    def winners(self, state: WayfindersState) -> list[int]:
        if state.phase is not Phase.OVER:
            return []
        # W-20: most points; tie -> most airstrips on the board; still tied -> shared win.
        keys = [(seat_score(state, seat).total, 10 - airstrips_left(state, seat))
                for seat in range(state.players)]
        best = max(keys)
        return [seat for seat in range(state.players) if keys[seat] == best]

    def encode(self, action: WayfindersAction) -> str:
        return encode_action(action)

    def decode(self, text: str) -> WayfindersAction:
        return decode_action(text)

    def dump(self, state: WayfindersState) -> dict:
        return {
            "players": state.players,
            "setup_mix": state.setup_mix,
            "exploration": state.exploration,
            "rng": str(state.rng),
            "turn_order": list(state.turn_order),
            "cells": list(state.cells),
            "face_up": list(state.face_up),
            "airstrips": [list(s) for s in state.airstrips],
            "planes": list(state.planes),
            "supplies": [list(s) for s in state.supplies],
            "hangars": [list(c) for c in state.hangars],
            "workers": [list(c) for c in state.workers],
            "bag": list(state.bag),
            "rules_version": state.rules_version,
            "current": state.current,
            "phase": state.phase.value,
            "turns": state.turns,
            "final_round": state.final_round,
            "turn_cells": list(state.turn_cells),
            "turn_built": list(state.turn_built),
            "turn_hangars": list(state.turn_hangars),
            "last_turn": {
                "seat": state.last_turn.seat,
                "cells": list(state.last_turn.cells),
                "built": list(state.last_turn.built),
                "hangars": list(state.last_turn.hangars),
            },
        }

    def load(self, data: dict) -> WayfindersState:
        # Every state stored before rules versions existed was played under version 1.
        version = data.get("rules_version", 1)
        if type(version) is not int or not 1 <= version <= RULES_VERSION:
            raise ValueError(Msg("wayfinders-error-stored-version", version=repr(version)))
        try:
            last = data["last_turn"]
            return WayfindersState(
                rules_version=version,
                players=int(data["players"]),
                setup_mix=str(data["setup_mix"]),
                exploration=bool(data["exploration"]),
                rng=int(data["rng"]),
                turn_order=tuple(int(x) for x in data["turn_order"]),
                cells=tuple(str(x) for x in data["cells"]),
                face_up=tuple(bool(x) for x in data["face_up"]),
                airstrips=tuple(tuple(int(x) for x in s) for s in data["airstrips"]),
                planes=tuple(int(x) for x in data["planes"]),
                supplies=tuple(tuple(int(x) for x in s) for s in data["supplies"]),
                hangars=tuple(tuple(int(x) for x in c) for c in data["hangars"]),
                workers=tuple(tuple(int(x) for x in c) for c in data["workers"]),
                bag=tuple(int(x) for x in data["bag"]),
                current=int(data["current"]),
                phase=Phase(data["phase"]),
                turns=int(data["turns"]),
                final_round=bool(data["final_round"]),
                turn_cells=tuple(int(x) for x in data["turn_cells"]),
                turn_built=tuple(int(x) for x in data["turn_built"]),
                turn_hangars=tuple(int(x) for x in data["turn_hangars"]),
                last_turn=LastTurn(int(last["seat"]), tuple(int(x) for x in last["cells"]),
                                   tuple(int(x) for x in last["built"]),
                                   tuple(int(x) for x in last["hangars"])),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(Msg("wayfinders-error-stored-state", detail=str(error)[:200])) from error

    def turn_count(self, state: WayfindersState) -> int:
        return state.turns

    def plan_position(self, state: WayfindersState, seat: int) -> WayfindersState | None:
        """The board as it stands with ``seat`` beginning its turn (placing a worker or returning them),
        for a plan; None once the game is over."""
        if state.phase is Phase.OVER or seat not in state.turn_order:
            return None
        return evolve(state, current=state.turn_order.index(seat), phase=Phase.ACTION, turn_cells=(),
                      turn_built=(), turn_hangars=())


ENGINE = WayfindersEngine()
