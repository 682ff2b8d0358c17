"""Hand-built Iwari maps and positions for the scenario tests (not the real maps: those are data files).

The fixture map: six territories in a ring, tent spaces 0-18 in chains, paths across every border, nine
numbered connections (eight with mountain symbols). ``special`` adds a Long Road (spaces 19-21) or turns
on the Floating Lands / Glacier Mass rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

import pytest

import i18n
from rules.base import Msg
from rules.iwari import GAME
from rules.iwari.board import IwariMap, map_from_dict
from rules.iwari.engine import ENGINE
from rules.iwari.state import IwariState, TurnRecord

TERRITORIES = {1: ("forest", [0, 1, 2, 3]), 2: ("tundra", [4, 5, 6]), 3: ("glacier", [7, 8, 9]),
               4: ("coast", [10, 11, 12]), 5: ("desert", [13, 14, 15]), 6: ("forest", [16, 17, 18])}
CONNECTIONS = [  # number, between, kind, link, mountain
    (1, (1, 2), "land", (3, 4), 1), (2, (2, 3), "water", (6, 7), 1), (3, (3, 4), "land", (9, 10), 2),
    (4, (4, 5), "water", (12, 13), 2), (5, (5, 6), "land", (15, 16), 3), (6, (1, 6), "water", (0, 16), 3),
    (7, (1, 3), "land", (2, 8), 4), (8, (2, 5), "water", (5, 14), 4), (9, (3, 6), "land", (8, 17), None),
]


def fixture_dict(special: str | None = None) -> dict:
    spaces, paths = [], []
    for territory, (_, ids) in TERRITORIES.items():
        spaces += [{"id": s, "territory": territory, "xy": [10 * s, 10]} for s in ids]
        paths += [[a, b] for a, b in zip(ids, ids[1:], strict=False)]
    paths += [[3, 4], [6, 7], [9, 10], [12, 13], [15, 16], [0, 16]]
    connections = [{"number": n, "between": list(between), "kind": kind, "xy": [0, 0], "link": list(link),
                    "mountain": mountain} for n, between, kind, link, mountain in CONNECTIONS]
    road = None
    if special == "long_road":
        spaces += [{"id": s, "territory": None, "xy": [10 * s, 50]} for s in (19, 20, 21)]
        paths += [[18, 19], [19, 20], [20, 21]]
        road = {"spaces": [19, 20, 21], "line": [[190, 50], [210, 50]]}
    if special == "glacier_mass":
        connections[8]["between"] = [2, 3]  # connection 9 joins the same territories as connection 2
    square = [[0, 0], [10, 0], [10, 10], [0, 10]]
    return {
        "id": f"fixture_{special or 'plain'}", "name": "Fixture", "description": "test map",
        "special": special,
        "size": [300, 100],
        "territories": [{"id": t, "biome": b, "outline": square, "totem": [5, 5], "label": [5, 5]}
                        for t, (b, _) in TERRITORIES.items()],
        "spaces": spaces, "paths": sorted(paths), "connections": connections, "road": road, "water": [],
    }


def fixture_map(special: str | None = None) -> IwariMap:
    return map_from_dict(fixture_dict(special))


def new_state(players: int = 3, special: str | None = None, seed: int = 1, rules_version: int | None = None,
              **options: str) -> IwariState:
    """A fresh game on the fixture map, seat 0 first, no mountains (tests add them where they matter).

    ``rules_version`` None plays the current rules (and is not passed on, so that the clause tests of
    issue 9 also run against the engine from before rules versions existed, where they must fail)."""
    versioned = {} if rules_version is None else {"rules_version": rules_version}
    state = ENGINE.setup_with_map(players, fixture_map(special), seed, options, **versioned)
    if state.phase == "draft":
        return state.evolve(covered=(), first_player=0, seat=players - 1,
                            current=TurnRecord(seat=players - 1))
    return state.evolve(covered=(), first_player=0, seat=0, current=TurnRecord(seat=0))


def with_hand(state: IwariState, seat: int, cards: list[str] | tuple[str, ...]) -> IwariState:
    """Give a seat exactly these cards, trading with the deck so all 57 cards stay accounted for."""
    pool = list(state.deck) + list(state.hands[seat])
    for card in cards:
        pool.remove(card)
    hands = list(state.hands)
    hands[seat] = tuple(sorted(cards, key=["tundra", "forest", "glacier", "coast", "desert"].index))
    return state.evolve(hands=tuple(hands), deck=tuple(pool))


def with_tents(state: IwariState, tents: Mapping[int, int]) -> IwariState:
    """Put tents on spaces (space -> tribe), taken from the tribes' supplies."""
    owner = list(state.owner)
    left = list(state.tents_left)
    for space, tribe in tents.items():
        assert owner[space] < 0
        owner[space] = tribe
        left[tribe] -= 1
    return state.evolve(owner=tuple(owner), tents_left=tuple(left))


def with_totems(state: IwariState, territory: int, totems: Mapping[int, int]) -> IwariState:
    rows = [list(row) for row in state.totems]
    left = list(state.totems_left)
    for tribe, count in totems.items():
        rows[territory - 1][tribe] += count
        left[tribe] -= count
    return state.evolve(totems=tuple(tuple(r) for r in rows), totems_left=tuple(left))


def card_total(state: IwariState) -> int:
    return (sum(len(h) for h in state.hands) + len(state.display) + len(state.deck) + len(state.discard)
            + len(state.removed))


def play(state: IwariState, *texts: str) -> IwariState:
    for text in texts:
        state = GAME.apply(state, GAME.decode(text))
    return state


def draw_until_turn_ends(state: IwariState) -> IwariState:
    """Finish the current refill by drawing from the deck (or the display when the deck cannot give)."""
    seat = state.seat
    while not state.over and state.seat == seat and state.phase == "draw":
        actions = GAME.legal_actions(state)
        deck = [a for a in actions if GAME.encode(a) == "d:deck"]
        state = GAME.apply(state, deck[0] if deck else actions[0])
    return state


def en(value) -> str:
    """A message (or lines of them, or a view's message as JSON) as English text: the tests read the
    engine's words through the catalog, as a player does."""
    if isinstance(value, dict) and "id" in value:
        value = Msg.from_json(value)
    return i18n.text("en", value)


@contextmanager
def raises_en(kind: type[Exception], pattern: str) -> Iterator[pytest.ExceptionInfo]:
    """``pytest.raises(kind, match=pattern)`` for errors whose argument is a message: the pattern is
    searched in its English text."""
    with pytest.raises(kind) as info:
        yield info
    reason = info.value.args[0]
    assert isinstance(reason, Msg), f"{kind.__name__} without a message: {reason!r}"
    assert re.search(pattern, en(reason)), en(reason)
