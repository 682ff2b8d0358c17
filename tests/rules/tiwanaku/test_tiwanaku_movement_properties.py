"""Property test of T-13 and T-15: the engine's moves equal a brute-force walk over every simple path."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tiwanaku_fixtures import new_game, position

from rules.tiwanaku import GAME
from rules.tiwanaku.board import cell_name, neighbours4
from rules.tiwanaku.state import Move

BOARD = new_game(2, "short", 1)
NAMES = [cell_name(cell, 5) for cell in range(25)]


def brute_force_targets(source, own, other, token, discovered):
    """Ends of simple orthogonal paths from ``source`` (T-13), kept when T-15 allows them."""
    steps = neighbours4(5, 5)
    ends = set()

    def walk(here, visited):
        for there in steps[here]:
            if there in visited or there in other:
                continue
            if there not in own:
                ends.add(there)
            if there in token or there in own:
                walk(there, visited | {there})

    walk(source, {source})
    allowed = set()
    for end in ends:
        pawns = (own - {source}) | {end}
        can_divine = any(cell in discovered and cell not in token for cell in pawns)
        if end not in discovered or can_divine:
            allowed.add(end)
    return sorted(NAMES[cell] for cell in allowed)


@settings(max_examples=80, deadline=None)
@given(
    cells=st.permutations(list(range(25))),
    own_count=st.integers(1, 4),
    other_count=st.integers(0, 4),
    # At most 10 crop tokens keeps the brute force's number of simple paths small.
    token=st.sets(st.integers(0, 24), max_size=10),
    discovered_mask=st.lists(st.booleans(), min_size=25, max_size=25),
)
def test_t13_t15_moves_match_brute_force(cells, own_count, other_count, token, discovered_mask):
    own = set(cells[:own_count])
    other = set(cells[own_count:own_count + other_count])
    discovered = {cell for cell in range(25) if discovered_mask[cell]} | token
    state = position(BOARD, discovered=tuple(NAMES[c] for c in discovered),
                     crops=tuple(NAMES[c] for c in token),
                     pawns={0: tuple(NAMES[c] for c in own), 1: tuple(NAMES[c] for c in other)},
                     reserve={0: 0, 1: 0})
    actions = GAME.legal_actions(state)
    for source in own:
        engine = sorted(a.target for a in actions if isinstance(a, Move) and a.source == NAMES[source])
        assert engine == brute_force_targets(source, own, other, token, discovered)
