"""Property tests of the tournament pairings (core/pairing.py): every active player seated exactly once a
round or given a bye, table sizes within the range, byes fair (nobody a second bye while another active
player has none), no repeated meeting while a seating without one exists (checked by brute force), and a
round robin that meets everyone once."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from core.pairing import (
    Round,
    Table,
    circle,
    fair_bye_choices,
    meetings,
    placing_scores,
    round_robin_next,
    standings,
    swiss,
    table_sizes,
)


def fewest_repeats(players: list[int], sizes: list[int], met) -> int:
    """Brute force: the fewest repeated meetings of any seating of ``players`` at ``sizes``."""
    if not players:
        return 0
    first, rest = players[0], players[1:]
    best = None
    for size in set(sizes):
        left = list(sizes)
        left.remove(size)
        for mates in itertools.combinations(rest, size - 1):
            group = (first, *mates)
            cost = sum(met[frozenset(p)] for p in itertools.combinations(group, 2))
            others = [p for p in rest if p not in mates]
            total = cost + fewest_repeats(others, left, met)
            best = total if best is None else min(best, total)
    return best if best is not None else 0


def scores_for(table: tuple[int, ...], draw: int) -> dict[int, float]:
    """A result for a table from a drawn number: a ranking of its players (ties for a 2-player draw)."""
    if len(table) == 2 and draw % 3 == 2:
        return placing_scores([list(table)])
    order = list(table)
    shift = draw % len(order)
    order = order[shift:] + order[:shift]
    return placing_scores([[p] for p in order])


def play(players: int, low: int, high: int, preferred: int, results: list[int], drops: list[int],
         rounds: int) -> None:
    active = list(range(1, players + 1))
    history: list[Round] = []
    for number in range(rounds):
        if drops and number and drops[number % len(drops)] % 4 == 0 and len(active) > 2:
            active.pop(drops[number % len(drops)] % len(active))  # a drop-out
        ranked = standings(active, history)
        pairing = swiss(active, history, low=low, high=high, preferred=preferred)
        seated = [p for t in pairing.tables for p in t]
        assert sorted(seated + list(pairing.byes)) == sorted(active)
        sizes, bye_count = table_sizes(len(active), low, high, preferred)
        assert len(pairing.byes) == bye_count
        assert all(low <= len(t) <= high for t in pairing.tables)
        # Fair byes: a bye goes to someone with the fewest byes unless all of those sit out too.
        if pairing.byes:
            fewest = min(s.byes for s in ranked)
            given_to = {s.player: s.byes for s in ranked if s.player in pairing.byes}
            untaken = [s for s in ranked if s.player not in pairing.byes]
            assert all(count == fewest or all(u.byes >= count for u in untaken)
                       for count in given_to.values())
        # No repeat while avoidable (over every fair choice of byes).
        met = meetings(history)
        made = sum(met[frozenset(p)] for t in pairing.tables for p in itertools.combinations(t, 2))
        if len(active) <= 9 and made:
            options = fair_bye_choices(ranked, bye_count, limit=10_000)
            least = min(fewest_repeats([p for p in active if p not in byes], sizes, met) for byes in options)
            assert made == least
        tables = tuple(Table(t, scores_for(t, results[(number + i) % len(results)]))
                       for i, t in enumerate(pairing.tables))
        history.append(Round(tables, pairing.byes))
    final = standings(active, history)
    assert [s.rank for s in final] == list(range(1, len(active) + 1))
    assert all(a.points >= b.points for a, b in zip(final, final[1:], strict=False))


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 12), results=st.lists(st.integers(0, 100), min_size=1, max_size=12),
       drops=st.lists(st.integers(0, 50), max_size=4), rounds=st.integers(1, 6))
def test_swiss_two_player(players: int, results: list[int], drops: list[int], rounds: int) -> None:
    play(players, 2, 2, 2, results, drops, rounds)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 12), preferred=st.integers(3, 5), high=st.integers(3, 5),
       results=st.lists(st.integers(0, 100), min_size=1, max_size=12),
       drops=st.lists(st.integers(0, 50), max_size=4), rounds=st.integers(1, 5))
def test_swiss_multiplayer(players: int, preferred: int, high: int, results: list[int], drops: list[int],
                           rounds: int) -> None:
    play(players, 3, max(3, high), min(preferred, max(3, high)), results, drops, rounds)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 16))
def test_circle_meets_everyone_once(players: int) -> None:
    schedule = circle(list(range(players)))
    met = meetings([Round(tuple(Table(t) for t in p.tables), p.byes) for p in schedule])
    assert set(met) == {frozenset(p) for p in itertools.combinations(range(players), 2)}
    assert set(met.values()) == {1} if players > 1 else True
    for pairing in schedule:
        seated = [p for t in pairing.tables for p in t] + list(pairing.byes)
        assert sorted(seated) == list(range(players))
    byes = [p for pairing in schedule for p in pairing.byes]
    assert len(byes) == len(set(byes)) == (players if players % 2 else 0)


@settings(max_examples=20, deadline=None)
@given(players=st.integers(6, 10))
def test_multiplayer_round_robin_spreads_meetings(players: int) -> None:
    history: list[Round] = []
    for _ in range(3):
        pairing = round_robin_next(list(range(players)), history, low=3, high=3, preferred=3)
        sizes, _byes = table_sizes(players, 3, 3, 3)
        met = meetings(history)
        made = sum(met[frozenset(p)] for t in pairing.tables for p in itertools.combinations(t, 2))
        if made:  # repeats only where every seating has as many
            ranked = standings(range(players), history)
            options = fair_bye_choices(ranked, len(pairing.byes), limit=10_000)
            assert made == min(fewest_repeats([p for p in range(players) if p not in byes], sizes, met)
                               for byes in options)
        history.append(Round(tuple(Table(t) for t in pairing.tables), pairing.byes))


def test_points_and_tie_breaks() -> None:
    assert placing_scores([[1], [2]]) == {1: 1.0, 2: 0.0}
    assert placing_scores([[1, 2]]) == {1: 0.5, 2: 0.5}
    assert placing_scores([[1], [2], [3]]) == {1: 1.0, 2: 0.5, 3: 0.0}
    # 1 beats 2, 3 beats 4; then 1 beats 3, 2 beats 4: 1 leads; 2 and 3 have a point each, 3's
    # opponents (4 and 1) scored more than 2's (1 and 4)? Equal; wins equal; rating decides.
    rounds = [Round((Table((1, 2), {1: 1.0, 2: 0.0}), Table((3, 4), {3: 1.0, 4: 0.0}))),
              Round((Table((1, 3), {1: 1.0, 3: 0.0}), Table((2, 4), {2: 1.0, 4: 0.0})))]
    table = standings([1, 2, 3, 4], rounds, {2: 1500, 3: 1600})
    assert [s.player for s in table] == [1, 3, 2, 4]
    assert table[0].points == 2 and table[0].buchholz == 2.0
    assert table[1].buchholz == table[2].buchholz == 2.0
