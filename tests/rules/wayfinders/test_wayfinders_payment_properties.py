"""Property tests of the payment rule (W-10, W-17): every offered payment is valid and minimal, and a cost
is payable exactly when some payment is offered (the greedy player's quick check agrees)."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.wayfinders.engine import payment_options
from rules.wayfinders.players import can_pay

supplies = st.tuples(*[st.integers(0, 3)] * 5)
costs = st.lists(st.integers(0, 4), min_size=1, max_size=4).map(lambda c: tuple(sorted(c)))
wilds = st.frozensets(st.integers(0, 4), max_size=2)


def covers(payment: tuple[int, ...], cost: tuple[int, ...], wild: frozenset[int]) -> bool:
    """Brute force: can the resources of ``payment`` pay every item (1 exact, 1 wild, or 2 of a kind)?"""
    def assign(index: int, left: list[int]) -> bool:
        if index == len(cost):
            return sum(left) == 0  # nothing spent in vain
        need = cost[index]
        ways = [(need, 1)] + [(w, 1) for w in wild] + [(k, 2) for k in range(5)]
        for kind, amount in ways:
            if left[kind] >= amount:
                left[kind] -= amount
                if assign(index + 1, left):
                    return True
                left[kind] += amount
        return False
    return assign(0, list(payment))


@settings(max_examples=150, deadline=None)
@given(supplies, costs, wilds)
def test_w10_offered_payments_are_valid_minimal_and_complete(supply, cost, wild):
    options = payment_options(supply, cost, wild)
    for payment in options:
        assert all(p <= s for p, s in zip(payment, supply, strict=True))
        assert covers(payment, cost, wild)
    # Completeness: any sub-multiset of the supply that pays is offered or contains an offered one.
    for candidate in product(*(range(n + 1) for n in supply)):
        if sum(candidate) <= 2 * len(cost) and covers(candidate, cost, wild):
            assert any(all(o <= c for o, c in zip(option, candidate, strict=True)) for option in options)
    for a in options:  # minimal: no offered payment spends a strict superset of another
        assert not any(b != a and all(x <= y for x, y in zip(b, a, strict=True)) for b in options)
    assert can_pay(supply, list(cost), wild) == bool(options)
    if len(options) > 1:
        assert sum(options[0]) == min(sum(p) for p in options)  # cheapest first
