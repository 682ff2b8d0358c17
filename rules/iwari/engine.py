"""The Iwari engine: :class:`IwariEngine`, the rules part (``rules.base.Engine``) of Iwari's game spec.

What a seat sees is ``observer.py``, what a player reads ``presenter.py``; ``ENGINE`` is the one instance
both of them, the playout and ``SPEC`` (``rules/iwari/__init__.py``) are built on.

A turn is several actions by the same seat (DESIGN.md): the action (place or swap, I-6), in a 2-player
game the neutral tribe's placement (I-20), feat decisions (I-27), then one action per card drawn (I-17).
Forced steps (refilling the display, reshuffling at the half journey, scoring, passing the turn on) happen
inside ``apply``, so every state handed out waits for a real decision or is over.

Deck exhaustion (I-21, I-22): the deck is exhausted the moment its last card is taken, by a player's draw
or by the display refill. The first time, the discard pile is shuffled into a new deck at once (the hand
or display still short takes from it) and tents are scored when that turn ends, before the next player
moves; the second time, the final round starts and hand and display are refilled only as far as cards
allow. Only a player's tribe placing its last tent also starts the final round, and the winner is decided
among all tribes, the neutral one included (I-20).

Rules versions: games keep the rules they were started with (``IwariState.rules_version``). Version 1 is
the engine before issue 9, kept so that stored games replay to the same states: there the deck "ran out"
only when a card had to be drawn from an empty deck (a turn, sometimes a round, later), the neutral tribe
placing its last tent started the final round too, and the neutral tribe level with the best player on
points made both players lose. Every ``rules_version`` test below names what version 1 did.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from itertools import count
from types import MappingProxyType
from typing import Any

from rules.base import IllegalAction, Msg, OptionSpec, Rng, resolve_options, resolve_rules_version
from rules.iwari import actions as act
from rules.iwari import expeditions as exp
from rules.iwari import text as words
from rules.iwari.actions import DECK, FEAT_KINDS, Draw, IwariAction, Pass, Place, PlaceFeat, Swap
from rules.iwari.board import MAP_IDS, ROAD, IwariMap, get_map, register_map
from rules.iwari.cards import (
    BIOME_NAMES,
    BIOMES,
    DECK_COUNTS,
    DISPLAY_SIZE,
    HAND_SIZE,
    NEUTRAL_NAME,
    TENTS_PER_TRIBE,
    TOTEMS_PER_TRIBE,
    TRIBE_NAMES,
    remove_cards,
    removed_per_biome,
    sort_cards,
)
from rules.iwari.feats import FEAT_NAMES, TERRITORY_FEATS, earned_feats, feats_on
from rules.iwari.placements import PaymentsHere, after_placement, board_index, has_placement, placements
from rules.iwari.scoring import (
    connection_points,
    counts_by_tribe,
    feat_multiplier,
    settlement_points,
    tent_majority_points,
)
from rules.iwari.state import (
    ACTION,
    DRAFT,
    DRAW,
    FEAT,
    NEUTRAL,
    OVER,
    SCORE_COLUMNS,
    IwariState,
    TurnRecord,
    dump_state,
    load_state,
)

HALF, TENTS, TOTEMS, SETTLEMENTS, EXPEDITIONS, FEATS = range(len(SCORE_COLUMNS))
#: The current rules version (issue 9's corrections of I-20, I-21 and I-22); version 1 is the rules before.
RULES_VERSION = 2
_ON_OFF = (("off", Msg("iwari-off")), ("on", Msg("iwari-on")))


# --- small helpers ---------------------------------------------------------------------------------------


def tribe_name(state: IwariState, tribe: int) -> str:
    return NEUTRAL_NAME if tribe == state.neutral else TRIBE_NAMES[tribe]


def tribe_mark(state: IwariState, tribe: int) -> str:
    return tribe_name(state, tribe)[0]


def _with(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _add_points(state: IwariState, tribe: int, column: int, amount: int) -> IwariState:
    row = state.points[tribe]
    return state.evolve(points=_with(state.points, tribe, _with(row, column, row[column] + amount)))


def _note(state: IwariState, text: str) -> IwariState:
    current = state.current
    return state.evolve(
        current=TurnRecord(
            current.seat, current.tents, current.totems, current.feats, current.notes + (text,)
        )
    )


def _area_counts(state: IwariState, board_map: IwariMap, area: int) -> dict[int, int]:
    return counts_by_tribe((state.owner[s] for s in board_map.spaces_of(area)), state.tribes)


def payment_pieces(cards: tuple[str, ...], biome: str | None) -> int | None:
    """I-8: how many pieces exactly these cards pay for in an area of ``biome`` (``None``: the Long Road,
    wild pairs only), or ``None`` when they are no valid payment (a card that is not needed included)."""
    # Counted by hand rather than with a Counter (issue 25: every placement is checked with this).
    size = len(cards)
    if biome is None:
        return 1 if size == 2 and cards[0] == cards[1] else None
    if size == 1:
        return 1 if cards[0] == biome else None
    if size == 2:
        if cards[0] != cards[1]:
            return None
        return 2 if cards[0] == biome else 1
    if size == 3:
        return 2 if cards.count(biome) == 1 and len(set(cards)) == 2 else None
    return None


def payments_from_hand(hand: tuple[str, ...], biome: str | None, pieces: int) -> list[tuple[str, ...]]:
    """Every distinct way the hand can pay for ``pieces`` pieces in an area of ``biome``."""
    counts = Counter(hand)
    pairs = [b for b in BIOMES if counts[b] >= 2 and b != biome]
    found: list[tuple[str, ...]] = []
    if biome is None:
        return [(b, b) for b in pairs] if pieces == 1 else []
    if pieces == 1:
        if counts[biome]:
            found.append((biome,))
        found.extend((b, b) for b in pairs)
    elif pieces == 2:
        if counts[biome] >= 2:
            found.append((biome, biome))
        if counts[biome]:
            found.extend(sort_cards((biome, b, b)) for b in pairs)
    return found


Payments = tuple[tuple[str, ...], ...]


@lru_cache(maxsize=1024)
def payment_options(hand: tuple[str, ...]) -> Mapping[str | None, tuple[Payments, Payments]]:
    """For every area biome (``None``: the Long Road), the hand's payments for one piece and for two:
    ``payments_from_hand`` for both counts, worked out once per hand.

    ``legal_actions`` asks this for every territory of the map, and the hand stays the same from one call
    to the next until a card is played or drawn: profiling (issue 17) found a quarter of the engine's time
    rebuilding these. A hand holds at most ``HAND_SIZE`` cards of five biomes, so a few hundred hands ever
    occur and the cache never evicts in practice. The result is shared: a read-only mapping of tuples."""
    return MappingProxyType({
        biome: (tuple(payments_from_hand(hand, biome, 1)), tuple(payments_from_hand(hand, biome, 2)))
        for biome in (*BIOMES, None)
    })


#: Each pair of payment lists (for one piece, for two) ``payment_options`` has given, numbered: a hand of
#: ``HAND_SIZE`` cards of five biomes gives a few hundred pairs at most.
_PAYMENT_NUMBERS: dict[object, int] = {}
_NEXT_NUMBER = count()


def _payment_number(value: object) -> int:
    # Never the same number for two values, even from two threads at once: each new value draws a fresh
    # number (next() on a count is atomic) and setdefault keeps the first one stored.
    number = _PAYMENT_NUMBERS.get(value)
    if number is None:
        number = _PAYMENT_NUMBERS.setdefault(value, next(_NEXT_NUMBER))
    return number


@lru_cache(maxsize=1024)
def payment_numbers(hand: tuple[str, ...]) -> Mapping[str | None, PaymentsHere | None]:
    """``payment_options`` for the placement search (``rules.iwari.placements``): per area biome, ``None``
    when the hand pays for nothing there, else the pair's number (a small int that keys the search's
    memory of placements) and the payments for one piece and for two."""
    found: dict[str | None, PaymentsHere | None] = {}
    for biome, (one, two) in payment_options(hand).items():
        if not one and not two:
            found[biome] = None
            continue
        found[biome] = (_payment_number((one, two)), one, two)
    return MappingProxyType(found)


@lru_cache(maxsize=256)
def _swaps(hand: tuple[str, ...]) -> tuple[Swap, ...]:
    """One swap per distinct card of the hand, in canonical order (kept per hand: they are values)."""
    return tuple(Swap(card) for card in sort_cards(set(hand)))


@lru_cache(maxsize=256)
def _draws(display: tuple[str, ...]) -> tuple[Draw, ...]:
    """One draw per distinct card of the display, in canonical order (kept per display)."""
    return tuple(Draw(card) for card in sort_cards(set(display)))


_DRAW_DECK = Draw(DECK)


def _area_biome(board_map: IwariMap, area: int) -> str | None:
    return None if area == ROAD else board_map.territory(area).biome


def _is_number(value: object) -> bool:
    # Exactly int: a bool is an int too, but True as a space or a target would end up in the state.
    return type(value) is int


def _is_biome(value: object) -> bool:
    return isinstance(value, str) and value in BIOMES


def check_action_form(action: IwariAction) -> None:
    """I-26a: what ``decode`` guarantees about an action's fields, checked again because computer players
    and tests build actions in code. The action must be the canonical value ``decode`` would give (spaces
    ascending and distinct, cards in canonical order), so that what ``apply`` accepts is exactly what
    ``legal_actions`` lists; the rules themselves are checked by ``apply`` afterwards."""
    if isinstance(action, Place):
        if not _is_number(action.territory):
            raise IllegalAction(Msg("iwari-error-territory-number"))
        tents = action.tents
        if type(tents) is not tuple or not all(_is_number(space) for space in tents):
            raise IllegalAction(Msg("iwari-error-space-numbers"))
        if len(set(tents)) != len(tents):
            raise IllegalAction(Msg("iwari-error-space-twice"))
        if list(tents) != sorted(tents):
            raise IllegalAction(Msg("iwari-error-space-order"))
        if not _is_number(action.totems) or action.totems < 0:
            raise IllegalAction(Msg("iwari-error-totem-count"))
        cards = action.cards
        if type(cards) is not tuple or not all(_is_biome(card) for card in cards):
            raise IllegalAction(Msg("iwari-error-pay-biomes"))
        if cards != sort_cards(cards):
            raise IllegalAction(Msg("iwari-error-card-order"))
        if type(action.neutral) is not bool:
            raise IllegalAction(Msg("iwari-error-whose"))
    elif isinstance(action, Swap):
        if not _is_biome(action.card):
            raise IllegalAction(Msg("iwari-error-swap-biome"))
    elif isinstance(action, Draw):
        if action.source != DECK and not _is_biome(action.source):
            raise IllegalAction(Msg("iwari-error-draw-source"))
    elif isinstance(action, PlaceFeat):
        if action.kind not in FEAT_KINDS or not isinstance(action.kind, str):
            raise IllegalAction(Msg("iwari-error-feat-kind"))
        if not _is_number(action.target):
            raise IllegalAction(Msg("iwari-error-feat-target"))


# --- the game --------------------------------------------------------------------------------------------


class IwariEngine:
    """Iwari for 2–5 players, with the neutral tribe at 2 and the optional modules as options."""

    id = "iwari"
    title = "Iwari"
    min_players = 2
    max_players = 5
    rules_version = RULES_VERSION
    options: Mapping[str, OptionSpec] = {
        "map": OptionSpec(
            Msg("iwari-option-map"),
            tuple((map_id, Msg("iwari-map-label", map=map_id)) for map_id in MAP_IDS),
            "highlands",
            Msg("iwari-option-map-help"),
        ),
        "feats": OptionSpec(Msg("iwari-option-feats"), _ON_OFF, "off", Msg("iwari-option-feats-help")),
        "expeditions": OptionSpec(
            Msg("iwari-option-expeditions"), _ON_OFF, "off", Msg("iwari-option-expeditions-help")
        ),
        "draft": OptionSpec(Msg("iwari-option-draft"), _ON_OFF, "off", Msg("iwari-option-draft-help")),
    }

    # --- set-up ------------------------------------------------------------------------------------
    def setup(
        self, players: int, options: Mapping[str, object], seed: int, *, rules_version: int | None = None
    ) -> IwariState:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(Msg("iwari-error-players", low=self.min_players, high=self.max_players))
        resolved = resolve_options(self.options, options)
        version = resolve_rules_version(self.title, RULES_VERSION, rules_version)
        return self._new_game(players, resolved, seed, get_map(resolved["map"]), version)

    def setup_with_map(
        self,
        players: int,
        board_map: IwariMap,
        seed: int,
        options: Mapping[str, object] | None = None,
        *,
        rules_version: int | None = None,
    ) -> IwariState:
        """A new game on a map built from a dict (tests, tools); the map is registered under its id."""
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(Msg("iwari-error-players", low=self.min_players, high=self.max_players))
        resolved = resolve_options(self.options, {**(options or {}), "map": "highlands"})
        resolved["map"] = board_map.id
        version = resolve_rules_version(self.title, RULES_VERSION, rules_version)
        return self._new_game(players, resolved, seed, register_map(board_map), version)

    def _new_game(
        self, players: int, resolved: dict[str, str], seed: int, board_map: IwariMap, rules_version: int
    ) -> IwariState:
        rng = Rng.from_seed(seed)
        first_player = rng.randbelow(players)  # I-5
        covered = []
        for symbol in range(1, 6 - players + 1):  # I-4: 5p pair 1, 4p pairs 1-2, 3p 1-3, 2p 1-4
            candidates = [c.number for c in board_map.connections if c.mountain == symbol]
            if candidates:
                covered.append(rng.choice(candidates))
        per_biome = removed_per_biome(players)
        removed = sort_cards(b for b in BIOMES for _ in range(per_biome))
        deck = rng.shuffled(b for b in BIOMES for _ in range(DECK_COUNTS[b] - per_biome))
        draft = resolved["draft"] == "on"
        hands: list[tuple[str, ...]] = [() for _ in range(players)]
        if draft:
            display, deck = deck[:DISPLAY_SIZE], deck[DISPLAY_SIZE:]
        else:
            for offset in range(players):
                seat = (first_player + offset) % players
                hands[seat], deck = sort_cards(deck[:HAND_SIZE]), deck[HAND_SIZE:]
            display, deck = deck[:DISPLAY_SIZE], deck[DISPLAY_SIZE:]
        revealed: tuple[str, ...] = ()
        if resolved["expeditions"] == "on":
            revealed = tuple(m.id for m in rng.sample(exp.all_expeditions(), exp.revealed_count()))
        tribes = players + 1 if players == 2 else players
        seat = (first_player - 1) % players if draft else first_player
        return IwariState(
            map_id=board_map.id,
            players=players,
            tribes=tribes,
            options=tuple(sorted(resolved.items())),
            seed=seed,
            rng=rng.state,
            first_player=first_player,
            covered=tuple(sorted(covered)),
            hands=tuple(hands),
            display=sort_cards(display),
            deck=tuple(deck),
            discard=(),
            removed=removed,
            owner=(-1,) * board_map.space_count,
            totems=((0,) * tribes,) * len(board_map.territories),
            tents_left=(TENTS_PER_TRIBE,) * tribes,
            totems_left=(TOTEMS_PER_TRIBE,) * tribes,
            points=((0,) * len(SCORE_COLUMNS),) * tribes,
            phase=DRAFT if draft else ACTION,
            seat=seat,
            resume=DRAW,
            pending_feats=(),
            feats=(),
            feat_claims=(),
            expeditions=revealed,
            expedition_claims=((),) * len(revealed),
            round=1,
            turn_count=0,
            half_journey_done=False,
            half_journey_pending=False,
            final_round=False,
            end_reason="",
            over=False,
            current=TurnRecord(seat=seat),
            last=None,
            rules_version=rules_version,
        )

    # --- queries -----------------------------------------------------------------------------------
    def to_play(self, state: IwariState) -> int | None:
        return None if state.over else state.seat

    def is_over(self, state: IwariState) -> bool:
        return state.over

    def scores(self, state: IwariState) -> list[int]:
        return [sum(row) for row in state.points]

    def turn_count(self, state: IwariState) -> int:
        return state.turn_count

    def plan_position(self, state: IwariState, seat: int) -> IwariState | None:
        """The board as it stands with ``seat`` beginning its turn (its action), for a plan: only once the
        draft is over and while the game goes on. The seat's own hand is its hand now."""
        if state.over or state.phase == DRAFT or not 0 <= seat < state.players:
            return None
        return state.evolve(seat=seat, phase=ACTION, pending_feats=(), current=TurnRecord(seat=seat))

    def reveals(self, state: IwariState, action: IwariAction) -> bool:
        """Whether the decision itself shows its player something hidden: a deck draw (a hidden card), or
        anything that touches the deck or its order while their turn goes on.

        Taking a face-up card does not: the card was public. When it completes the hand, the display is
        refilled from the deck (I-17: "only after the hand is full"), which shows the deck's top, but to
        everyone at once and once the turn is over: it is the table's routine after the turn, not an
        outcome of the choice, and the decision ending a turn stands anyway (``undoable``). So it is
        applied on the first tap, like any other choice among public cards (issue 27)."""
        if isinstance(action, Draw) and action.source == DECK:
            return True
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        touched = after.rng != state.rng or after.deck != state.deck
        return touched and not after.over and after.turn_count == state.turn_count

    def undoable(self, state: IwariState, action: IwariAction) -> bool:
        """Placements (own and neutral), the swap's discard, feats and display draws may be taken back while
        the turn goes on. A deck draw shows a hidden card; a reshuffle (the half journey) is a random order
        and a refill of the display shows the deck's top: those, and the decision ending the turn, stand."""
        if state.over or (isinstance(action, Draw) and action.source == DECK):
            return False
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return False
        return (
            not after.over
            and after.turn_count == state.turn_count
            and after.rng == state.rng
            and after.deck == state.deck
        )

    def winners(self, state: IwariState) -> list[int]:
        if not state.over:
            return []
        if state.rules_version == 1:
            totals = self.scores(state)
            best = max(totals[: state.players])
            if state.neutral is not None and totals[state.neutral] >= best:
                return []  # version 1: the neutral tribe level on points or ahead meant both players lose
            leaders = [seat for seat in range(state.players) if totals[seat] == best]
            unused = {seat: state.tents_left[seat] + state.totems_left[seat] for seat in leaders}
            most = max(unused.values())
            return [seat for seat in leaders if unused[seat] == most]  # I-26
        tribes = self._winning_tribes(state)
        # I-20: the neutral tribe among the winners (alone or sharing) means both players lose.
        return [] if state.neutral in tribes else tribes

    def _winning_tribes(self, state: IwariState) -> list[int]:
        """I-26 over every tribe, the neutral one included (I-20): most points, then most unused pieces."""
        totals = self.scores(state)
        keys = [(totals[t], state.tents_left[t] + state.totems_left[t]) for t in range(state.tribes)]
        best = max(keys)
        return [tribe for tribe in range(state.tribes) if keys[tribe] == best]

    def board_map(self, state: IwariState) -> IwariMap:
        return get_map(state.map_id)

    # --- legal actions -----------------------------------------------------------------------------
    def legal_actions(self, state: IwariState) -> list[IwariAction]:
        if state.over:
            return []
        hand = state.hands[state.seat]
        if state.phase == ACTION:
            found: list[IwariAction] = self._placements(state, state.seat, hand, neutral=False)
            found += _swaps(hand)
            return found or [Pass()]
        if state.phase == NEUTRAL:
            return self._placements(state, state.neutral, hand, neutral=True)
        if state.phase == FEAT:
            kind, _, choices = state.pending_feats[0]
            return [PlaceFeat(kind, target) for target in choices]
        draws: list[IwariAction] = list(_draws(state.display))
        if self._deck_can_give(state):
            draws.append(_DRAW_DECK)
        return draws

    @staticmethod
    def _deck_can_give(state: IwariState) -> bool:
        if state.rules_version == 1:  # the discard pile became the deck only when a card was asked for
            return bool(state.deck) or (not state.half_journey_done and bool(state.discard))
        return bool(state.deck)

    def _placements(self, state: IwariState, tribe: int | None, hand: tuple[str, ...], *, neutral: bool
                    ) -> list[Place]:
        """Every placement for ``tribe`` paid from ``hand``, in the order areas, pieces (one tent, one
        totem, two tents, tent and totem, two totems), tent spaces, payments: the random players and the
        menus depend on this order, so the speed-ups of issues 17 and 25 keep it exactly. The board's part
        is kept up to date from the last placement (``rules.iwari.placements``, issue 25)."""
        if tribe is None or not hand:
            return []
        return placements(state, self.board_map(state), tribe, payment_numbers(tuple(hand)), neutral)

    def _has_placement(self, state: IwariState, tribe: int | None, hand: tuple[str, ...]) -> bool:
        if tribe is None or not hand:
            return False
        return has_placement(state, self.board_map(state), tribe, payment_numbers(tuple(hand)), True)

    # --- validation with readable reasons ------------------------------------------------------------
    def _check_place(self, state: IwariState, action: Place, tribe: int) -> None:
        board_map = self.board_map(state)
        if not board_map.has_area(action.territory):
            if action.territory == ROAD:
                raise IllegalAction(Msg("iwari-error-no-road"))
            raise IllegalAction(
                Msg("iwari-error-no-territory", number=action.territory, last=len(board_map.territories))
            )
        def label() -> Msg:  # named in an error only: worked out when one is raised (issue 25)
            return words.area(board_map, action.territory)

        pieces = len(action.tents) + action.totems
        if pieces == 0:
            raise IllegalAction(Msg("iwari-error-no-piece"))
        if pieces > 2:
            raise IllegalAction(Msg("iwari-error-too-many-pieces"))
        if len(action.cards) > 3:
            raise IllegalAction(Msg("iwari-error-too-many-cards"))
        hand = state.hands[state.seat]
        if remove_cards(hand, action.cards) is None:
            # The reason names only the cards asked for, never the hand: error texts may end up in logs.
            raise IllegalAction(Msg("iwari-error-not-in-hand", cards=words.cards(action.cards)))
        biome = _area_biome(board_map, action.territory)
        paid = payment_pieces(action.cards, biome)
        if paid != pieces:
            if biome is None:
                raise IllegalAction(Msg("iwari-error-road-payment"))
            name = words.biome(biome)
            if pieces == 1:
                raise IllegalAction(Msg("iwari-error-payment-one", biome=name, area=label()))
            raise IllegalAction(Msg("iwari-error-payment-two", biome=name, area=label()))
        spaces = board_map.spaces_of(action.territory)
        for space in action.tents:
            if space not in spaces:
                raise IllegalAction(Msg("iwari-error-space-elsewhere", space=space, area=label()))
            if state.owner[space] >= 0:
                raise IllegalAction(Msg("iwari-error-space-taken", space=space))
        if action.territory == ROAD and action.totems:
            raise IllegalAction(Msg("iwari-error-road-totem"))
        # The area's tents per tribe and totems, from the placement search's board index (issue 25).
        facts = board_index(state, board_map).facts(action.territory)
        if facts.top == 0 and (action.totems or len(action.tents) > 1):
            raise IllegalAction(Msg("iwari-error-unexplored", area=label()))
        if len(action.tents) > state.tents_left[tribe]:
            raise IllegalAction(Msg("iwari-error-no-tents", neutral="yes" if action.neutral else "no"))
        if action.totems > state.totems_left[tribe]:
            raise IllegalAction(Msg("iwari-error-no-totems", neutral="yes" if action.neutral else "no"))
        if action.totems:
            cap = max(facts.top, facts.counts[tribe] + len(action.tents))
            total = facts.totems_now + action.totems
            if total > cap:
                raise IllegalAction(Msg("iwari-error-totem-limit", area=label(), cap=cap))

    # --- apply -------------------------------------------------------------------------------------
    def apply(self, state: IwariState, action: IwariAction) -> IwariState:
        if not isinstance(state, IwariState):
            raise IllegalAction(Msg("iwari-error-not-iwari"))
        if not isinstance(action, Place | Swap | Draw | PlaceFeat | Pass):
            raise IllegalAction(Msg("iwari-parse-not-action"))
        if state.over:
            raise IllegalAction(Msg("iwari-error-over"))
        check_action_form(action)
        phase = state.phase
        if phase == ACTION:
            if isinstance(action, Place) and not action.neutral:
                self._check_place(state, action, state.seat)
                return self._after_placement(
                    self._place(state, action, state.seat),
                    state.seat,
                    action,
                    NEUTRAL if state.neutral is not None else DRAW,
                )
            if isinstance(action, Swap):
                return self._swap(state, action)
            if isinstance(action, Pass):
                if state.hands[state.seat]:
                    raise IllegalAction(Msg("iwari-error-pass"))
                return self._continue(_note(state, "passed (no cards)"), DRAW)
            if isinstance(action, Place):
                raise IllegalAction(Msg("iwari-error-neutral-later"))
            raise IllegalAction(Msg("iwari-error-action-first"))
        if phase == NEUTRAL:
            if isinstance(action, Place) and action.neutral:
                tribe = state.neutral if state.neutral is not None else state.seat
                self._check_place(state, action, tribe)
                return self._after_placement(self._place(state, action, tribe), tribe, action, DRAW)
            raise IllegalAction(Msg("iwari-error-neutral-now"))
        if phase == FEAT:
            kind, _, choices = state.pending_feats[0]
            if not isinstance(action, PlaceFeat):
                raise IllegalAction(Msg("iwari-error-feat-first", feat=words.feat(kind)))
            if action.kind != kind:
                raise IllegalAction(
                    Msg("iwari-error-feat-other", feat=words.feat(kind), given=words.feat(action.kind))
                )
            if action.target not in choices:
                raise IllegalAction(
                    Msg("iwari-error-feat-target-choice", feat=words.feat(kind),
                        choices=self._feat_targets(state, kind, choices))
                )
            state = self._put_feat(state, kind, action.target, state.pending_feats[0][1])
            state = state.evolve(pending_feats=state.pending_feats[1:])
            return self._continue(state, state.resume)
        if not isinstance(action, Draw):
            if phase == DRAFT:
                raise IllegalAction(Msg("iwari-error-draft-first"))
            raise IllegalAction(Msg("iwari-error-draw-first"))
        return self._draw(state, action)

    def _feat_targets(self, state: IwariState, kind: str, choices: tuple[int, ...]) -> tuple[Msg, ...]:
        board_map = self.board_map(state)
        if kind in TERRITORY_FEATS:
            return tuple(words.area(board_map, t) for t in choices)
        return tuple(words.connection(n) for n in choices)

    def _place(self, state: IwariState, action: Place, tribe: int) -> IwariState:
        board_map = self.board_map(state)
        before = state
        hand = remove_cards(state.hands[state.seat], action.cards)
        assert hand is not None
        owner = list(state.owner)
        for space in action.tents:
            owner[space] = tribe
        totems = state.totems
        if action.totems:
            row = state.totems[action.territory - 1]
            totems = _with(totems, action.territory - 1, _with(row, tribe, row[tribe] + action.totems))
        current = state.current
        record = TurnRecord(
            current.seat,
            current.tents + tuple((s, tribe) for s in action.tents),
            current.totems + ((action.territory, tribe),) * action.totems,
            current.feats,
            current.notes + (self._placed_phrase(action, board_map),),
        )
        state = state.evolve(
            hands=_with(state.hands, state.seat, hand),
            discard=sort_cards(state.discard + action.cards),  # I-16
            owner=tuple(owner),
            totems=totems,
            tents_left=_with(state.tents_left, tribe, state.tents_left[tribe] - len(action.tents)),
            totems_left=_with(state.totems_left, tribe, state.totems_left[tribe] - action.totems),
            current=record,
        )
        after_placement(before, state, board_map, action.territory)
        if (
            action.tents
            and state.tents_left[tribe] == 0
            and not state.final_round
            and (tribe != state.neutral or state.rules_version == 1)
        ):
            # I-22: a player's tribe placing its last tent starts the final round. The neutral tribe
            # running out only stops its tents (version 1 ended the game for it too).
            reason = f"the {tribe_name(state, tribe)} tribe placed its last tent"
            state = _note(state.evolve(final_round=True, end_reason=reason), f"final round: {reason}")
        return state

    def _after_placement(self, state: IwariState, tribe: int, action: Place, after: str) -> IwariState:
        board_map = self.board_map(state)
        if state.option_on("feats"):
            explored_before = any(
                state.owner[s] >= 0 for s in board_map.spaces_of(action.territory) if s not in action.tents
            )
            earned = earned_feats(
                board_map,
                state.owner,
                state.totems,
                state.covered,
                state.feat_claims,
                tribe,
                action.territory,
                len(action.tents),
                explored_before,
            )
            if earned:
                state = state.evolve(
                    pending_feats=state.pending_feats
                    + tuple((kind, tribe, choices) for kind, choices in earned),
                    feat_claims=state.feat_claims + tuple((kind, tribe) for kind, _ in earned),
                )
                for kind, choices in earned:
                    if len(choices) > 1:  # placed later by a decision; a single spot is placed at once
                        state = _note(state, f"{tribe_name(state, tribe)} earned the {FEAT_NAMES[kind]} feat")
        if state.expeditions:
            facts = exp.BoardFacts(board_map, state.owner, state.totems, state.covered)
            claims = list(state.expedition_claims)
            for index, mission_id in enumerate(state.expeditions):
                mission = exp.expedition(mission_id)
                if (
                    len(claims[index]) >= 2
                    or tribe in claims[index]
                    or not exp.completed(mission, facts, tribe)
                ):
                    continue
                value = mission.first if not claims[index] else mission.second
                claims[index] = claims[index] + (tribe,)
                state = _add_points(state, tribe, EXPEDITIONS, value)
                state = _note(
                    state, f"{tribe_name(state, tribe)} completed the expedition “{mission.title}” (+{value})"
                )
            state = state.evolve(expedition_claims=tuple(claims))
        return self._continue(state, after)

    def _put_feat(self, state: IwariState, kind: str, target: int, tribe: int) -> IwariState:
        board_map = self.board_map(state)
        where = board_map.area_label(target) if kind in TERRITORY_FEATS else f"connection {target}"
        current = state.current
        record = TurnRecord(
            current.seat,
            current.tents,
            current.totems,
            current.feats + ((kind, target, tribe),),
            current.notes + (f"placed the {FEAT_NAMES[kind]} feat ({tribe_name(state, tribe)}) on {where}",),
        )
        return state.evolve(feats=state.feats + ((kind, target, tribe),), current=record)

    def _continue(self, state: IwariState, after: str) -> IwariState:
        """Go on after an action: feat decisions, then the neutral turn, then the refill."""
        while state.pending_feats and len(state.pending_feats[0][2]) == 1:
            kind, tribe, choices = state.pending_feats[0]
            state = self._put_feat(state, kind, choices[0], tribe).evolve(
                pending_feats=state.pending_feats[1:]
            )
        if state.pending_feats:
            return state.evolve(phase=FEAT, resume=after)
        if after == NEUTRAL:
            hand = state.hands[state.seat]
            if state.neutral is not None and hand and self._has_placement(state, state.neutral, hand):
                return state.evolve(phase=NEUTRAL, resume=DRAW)
        return self._settle_draw(state.evolve(phase=DRAW, resume=DRAW))

    def _swap(self, state: IwariState, action: Swap) -> IwariState:
        hand = remove_cards(state.hands[state.seat], (action.card,))
        if hand is None:
            raise IllegalAction(Msg("iwari-error-swap-missing", biome=words.biome(action.card)))
        state = state.evolve(
            hands=_with(state.hands, state.seat, hand), discard=sort_cards(state.discard + (action.card,))
        )
        state = _note(state, f"swapped away a {BIOME_NAMES[action.card]}")
        # I-20 ruling: in a 2-player game the neutral turn comes before the swap's draw.
        return self._continue(state, NEUTRAL if state.neutral is not None else DRAW)

    def _reshuffle(self, state: IwariState) -> IwariState:
        """I-21: the first time the deck is exhausted, the discard pile becomes the new deck."""
        rng = Rng(state.rng)
        deck = tuple(rng.shuffled(state.discard))
        state = state.evolve(
            deck=deck, discard=(), rng=rng.state, half_journey_done=True, half_journey_pending=True
        )
        return _note(state, "the deck ran out: the discard pile was shuffled into a new deck (half journey)")

    def _deck_ran_out_again(self, state: IwariState) -> IwariState:
        """I-22: the second time the deck is exhausted, the final round starts."""
        if state.final_round:
            return state
        reason = "the deck ran out a second time"
        return _note(state.evolve(final_round=True, end_reason=reason), f"final round: {reason}")

    def _after_deck_card(self, state: IwariState) -> IwariState:
        """A card was just taken from the deck. I-21/I-22: the deck is exhausted the moment its last card
        is taken: the first time the discard pile becomes the new deck at once (tents are scored when the
        turn ends), the second time the final round starts. Version 1 waited until a card was asked of
        the empty deck: callers leave it to ``_draw``, ``_settle_draw`` and ``_refill_display``."""
        if state.deck or state.rules_version == 1:
            return state
        if state.half_journey_done:
            return self._deck_ran_out_again(state)
        state = self._reshuffle(state)
        # An empty discard pile would give an empty new deck, exhausted as it is made. It cannot happen
        # (the cards outside hands and display are then all in the discard pile), but it would end too.
        return state if state.deck else self._deck_ran_out_again(state)

    def _draw(self, state: IwariState, action: Draw) -> IwariState:
        hand = state.hands[state.seat]
        if action.source == DECK:
            if not state.deck:
                if state.rules_version > 1 or state.half_journey_done or not state.discard:
                    raise IllegalAction(Msg("iwari-error-deck-empty"))
                state = self._reshuffle(state)  # version 1: the deck ran out when asked for a card
            card, deck, display = state.deck[0], state.deck[1:], state.display
            phrase = "drew from the deck"
        else:
            display_left = remove_cards(state.display, (action.source,))
            if display_left is None:
                raise IllegalAction(Msg("iwari-error-not-displayed", biome=words.biome(action.source)))
            card, deck, display = action.source, state.deck, display_left
            phrase = f"took a {BIOME_NAMES[action.source]} from the display"
        current = state.current
        state = state.evolve(  # the card, and the phrase in the turn's notes (as _note), in one update
            hands=_with(state.hands, state.seat, sort_cards(hand + (card,))),
            deck=deck,
            display=display,
            current=TurnRecord(
                current.seat, current.tents, current.totems, current.feats, current.notes + (phrase,)
            ),
        )
        if action.source == DECK:
            state = self._after_deck_card(state)
        if state.phase == DRAFT:
            return self._settle_draft(state)
        return self._settle_draw(state)

    def _settle_draw(self, state: IwariState) -> IwariState:
        """Stay in the draw step while the hand is short and a card can be had; else end the refill."""
        if len(state.hands[state.seat]) < HAND_SIZE:
            if state.display or self._deck_can_give(state):
                return state if state.phase == DRAW else state.evolve(phase=DRAW)
            if state.half_journey_done and state.rules_version == 1:
                # Version 1: a card asked of the empty deck a second time started the final round.
                state = self._deck_ran_out_again(state)
        return self._end_turn(self._refill_display(state))

    def _refill_display(self, state: IwariState) -> IwariState:
        """I-17: only after the hand is full is the display refilled to 4 from the deck (I-22 ruling: as
        far as cards allow once the deck is gone for good)."""
        while len(state.display) < DISPLAY_SIZE:
            if state.deck:
                state = state.evolve(display=sort_cards(state.display + state.deck[:1]), deck=state.deck[1:])
                state = self._after_deck_card(state)
            elif state.rules_version > 1:
                break
            elif not state.half_journey_done and state.discard:
                state = self._reshuffle(state)  # version 1: the deck ran out when the display asked
            else:
                if state.half_journey_done:
                    state = self._deck_ran_out_again(state)
                break
        return state

    def _settle_draft(self, state: IwariState) -> IwariState:
        """Draft start (I-3): each player in reverse order completes a hand, then the display is refilled."""
        if len(state.hands[state.seat]) < HAND_SIZE and (state.display or state.deck):
            return state
        state = self._refill_display(state)
        done = state.current
        next_seat = (state.seat - 1) % state.players
        record = TurnRecord(seat=done.seat, notes=("drafted a starting hand",))
        state = state.evolve(last=record, turn_count=state.turn_count + 1)
        if state.seat == state.first_player:
            return state.evolve(
                phase=ACTION, seat=state.first_player, current=TurnRecord(seat=state.first_player)
            )
        return state.evolve(seat=next_seat, current=TurnRecord(seat=next_seat))

    def _end_turn(self, state: IwariState) -> IwariState:
        if state.half_journey_pending:
            state = self._score_half_journey(state).evolve(half_journey_pending=False)
            state = _note(state, "tents were scored for the half journey")
        last_seat = (state.first_player - 1) % state.players
        if state.final_round and state.seat == last_seat:
            state = state.evolve(last=state.current, turn_count=state.turn_count + 1)
            return self._score_end(state).evolve(over=True, phase=OVER, pending_feats=())
        next_seat = (state.seat + 1) % state.players
        round_number = state.round + (1 if next_seat == state.first_player else 0)
        return state.evolve(  # the turn recorded and the next one begun in one update (issue 25)
            last=state.current,
            turn_count=state.turn_count + 1,
            seat=next_seat,
            phase=ACTION,
            round=round_number,
            current=TurnRecord(seat=next_seat),
        )

    # --- scoring -----------------------------------------------------------------------------------
    def _territory_points(self, state: IwariState, board_map: IwariMap, area: int) -> dict[int, int]:
        return tent_majority_points(_area_counts(state, board_map, area))

    def _score_half_journey(self, state: IwariState) -> IwariState:
        """I-21: tents only, territories only, no feats (I-27 ruling)."""
        board_map = self.board_map(state)
        for territory in board_map.territories:
            for tribe, points in self._territory_points(state, board_map, territory.id).items():
                state = _add_points(state, tribe, HALF, points)
        return state

    def _score_end(self, state: IwariState) -> IwariState:
        """I-22: tents (with the road and feats), totems per connection in order, settlements."""
        board_map = self.board_map(state)
        for territory in board_map.territories:
            factor = feat_multiplier(feats_on(state.feats, territory=territory.id))
            for tribe, points in self._territory_points(state, board_map, territory.id).items():
                state = _add_points(state, tribe, TENTS, points)
                state = _add_points(state, tribe, FEATS, points * (factor - 1))
        if board_map.road:
            for tribe, points in self._territory_points(state, board_map, ROAD).items():
                state = _add_points(state, tribe, TENTS, points)
        for connection in board_map.connections:
            if connection.number in state.covered:
                continue
            a, b = connection.between
            factor = feat_multiplier(feats_on(state.feats, connection=connection.number))
            scored = connection_points(
                dict(enumerate(state.totems[a - 1])), dict(enumerate(state.totems[b - 1]))
            )
            for tribe, points in scored.items():
                state = _add_points(state, tribe, TOTEMS, points)
                state = _add_points(state, tribe, FEATS, points * (factor - 1))
        for tribe in range(state.tribes):
            state = _add_points(
                state, tribe, SETTLEMENTS, settlement_points(state.owner, board_map.neighbours, tribe)
            )
        return state

    # --- text forms --------------------------------------------------------------------------------
    def encode(self, action: IwariAction) -> str:
        return act.encode(action)

    def decode(self, text: str) -> IwariAction:
        return act.decode(text)

    def dump(self, state: IwariState) -> dict:
        return dump_state(state)

    def load(self, data: dict) -> IwariState:
        try:
            state = load_state(data)
        except (TypeError, ValueError) as error:
            raise ValueError(f"This is not a stored Iwari game state: {error}") from error
        if type(state.rules_version) is not int or not 1 <= state.rules_version <= RULES_VERSION:
            raise ValueError(f"This Iwari game uses rules version {state.rules_version!r}, unknown here.")
        return state

    # --- the turn records' phrases -----------------------------------------------------------------
    # The English phrases of the turn records (``TurnRecord.notes``): stored in states and read back into
    # messages by ``rules.iwari.text.note_msg``, so their form stays exactly as it was.
    def _pieces_text(self, action: Place) -> str:
        tents, totems = len(action.tents), action.totems
        parts = []
        if tents:
            parts.append("a tent" if tents == 1 else "2 tents")
        if totems:
            parts.append("a totem" if totems == 1 else "2 totems")
        return " and ".join(parts)

    def _payment_text(self, action: Place, biome: str | None) -> str:
        counts = Counter(action.cards)
        matching = counts.get(biome, 0) if biome else 0
        parts = []
        if matching:
            parts.append(BIOME_NAMES[biome] if matching == 1 else f"{matching} {BIOME_NAMES[biome]}")
        for card in counts:
            if card != biome:
                parts.append(f"{BIOME_NAMES[card]} pair")
        return " + ".join(parts)

    def _placed_phrase(self, action: Place, board_map: IwariMap) -> str:
        """``_place_phrase(past=True)``, kept per map and placement: it depends on nothing else, and a
        game places the same few hundred placements of its map over and over (issue 25)."""
        phrases = board_map.memo.setdefault("placed_phrases", {})
        phrase = phrases.get(action)
        if phrase is None:
            phrase = phrases[action] = self._place_phrase(action, board_map, past=True)
        return phrase

    def _place_phrase(self, action: Place, board_map: IwariMap, *, past: bool) -> str:
        verb = "placed" if past else "places"
        label = board_map.area_label(action.territory)
        payment = self._payment_text(action, _area_biome(board_map, action.territory))
        spaces = (
            f" on space{'s' if len(action.tents) > 1 else ''} {' and '.join(map(str, action.tents))}"
            if action.tents
            else ""
        )
        whose = f" for the neutral {NEUTRAL_NAME} tribe" if action.neutral else ""
        return f"{verb} {self._pieces_text(action)}{whose} in {label}{spaces} (paid {payment})"

ENGINE = IwariEngine()
