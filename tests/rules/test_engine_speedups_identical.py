"""The engine speed-ups of issue 17 change no game. Every seeded random game replays exactly as before,
and states stay values: the conformance kit's ``golden.engine`` and ``engine.values`` clauses, run on every
game by ``tests/test_conformance.py`` (the golden records are each game's ``golden/engine.json``, written
by the engines before the speed-ups). Here: the memoised tables the speed-ups brought give what the
searches before them gave.
"""

from __future__ import annotations

import pytest


def test_iwari_memoised_payment_options_are_the_payments_of_every_hand():
    from itertools import combinations_with_replacement

    from rules.iwari.cards import BIOMES, HAND_SIZE
    from rules.iwari.engine import payment_options, payments_from_hand

    for size in range(1, HAND_SIZE + 2):  # one card more than a hand holds: the table must not care
        for hand in combinations_with_replacement(BIOMES, size):
            table = payment_options(hand)
            for biome in (*BIOMES, None):
                one, two = table[biome]
                assert list(one) == payments_from_hand(hand, biome, 1)
                assert list(two) == payments_from_hand(hand, biome, 2)
            assert payment_options(hand) is table  # memoised: the second call builds nothing
            with pytest.raises(TypeError):
                table["forest"] = ((), ())  # type: ignore[index]


def _wayfinders_payments_before_issue_17(supply, cost, wild):
    """``rules.wayfinders.engine.payment_options`` as it was before the speed-up (a depth-first search
    over every order of choices, every payment compared with every other), kept as the reference."""
    kinds = len(supply)
    found = set()
    remaining = list(supply)
    spent = [0] * kinds

    def search(index):
        if index == len(cost):
            found.add(tuple(spent))
            return
        need = cost[index]
        ways = []
        if remaining[need] > 0:
            ways.append((need, 1))
        for kind in sorted(wild):
            if kind != need and remaining[kind] > 0:
                ways.append((kind, 1))
        for kind in range(kinds):
            if remaining[kind] >= 2:
                ways.append((kind, 2))
        for kind, amount in ways:
            remaining[kind] -= amount
            spent[kind] += amount
            search(index + 1)
            remaining[kind] += amount
            spent[kind] -= amount

    search(0)
    minimal = [p for p in found
               if not any(q != p and all(qk <= pk for qk, pk in zip(q, p, strict=True)) for q in found)]

    def order(payment):
        wild_spent = sum(payment[k] for k in wild)
        left_variety = sum(1 for s, p in zip(supply, payment, strict=True) if s - p > 0)
        return (sum(payment), wild_spent, -left_variety, tuple(-x for x in payment))

    return tuple(sorted(minimal, key=order))


def test_wayfinders_payment_options_are_those_of_the_search_before_the_speed_up():
    from rules.base import Rng
    from rules.wayfinders.engine import payment_options
    from rules.wayfinders.tiles import TILES

    rng = Rng.from_seed(17)
    costs = sorted({tile.cost for tile in TILES} | {(), (0,), (3, 3, 3, 3), (0, 1, 2, 4)})
    wilds = [frozenset(), frozenset({1}), frozenset({0, 3}), frozenset({0, 1, 2, 3, 4})]
    checked = 0
    for _ in range(2500):
        supply = tuple(rng.randbelow(6) if rng.randbelow(3) else 0 for _ in range(5))
        cost = rng.choice(costs)
        wild = rng.choice(wilds)
        expected = _wayfinders_payments_before_issue_17(supply, cost, wild)
        assert payment_options(supply, cost, wild) == expected, (supply, cost, wild)
        checked += bool(expected)
    assert checked > 1000  # most draws can pay: the comparison is not between empty results
