"""Tournament pairings and standings, pure: no I/O, no clock, no randomness (issue 30, point 3).

A tournament is a list of rounds; a round is its tables (the players seated together, in seat order)
and its byes. A decided table gives each of its players a score between 0 and 1:

- **Points.** A table of ``n`` players scores by placing, normalised: 1st = 1, last = 0, evenly between
  (``(n - 1 - place) / (n - 1)``; players tied share the places' mean). So a 2-player game is the usual
  win 1, draw ½, loss 0, and a 4-player table gives 1, ⅔, ⅓, 0. A bye scores as a win (1). "Both lose"
  (an adjudication) gives every player of the table 0.
- **Tie-breaks**, in order: Buchholz (for each round, the mean points of the player's table-mates, summed
  over the rounds: in a 2-player game exactly the opponents' points), then median-Buchholz (Buchholz
  without the best and the worst round's share, from three rounds on), then wins (tables won outright,
  byes included), then rating, then the player id (a stable order).

Pairing (Swiss): the active players ranked by the standings. Byes only as many as cannot be seated, to
the players with the fewest byes so far (nobody a second bye while another has none); among the fair
choices of who sits out (the lowest ranked first), the one whose seating is cheapest. The seating
minimises, in order, repeated meetings (each earlier meeting of two players at one table counts), the
spread of points at each table, the spread of ranks. Exact (an exhaustive search remembering the players
left) up to :data:`EXACT_LIMIT` players at multiplayer tables and :data:`EXACT_LIMIT_DUELS` in duels;
beyond it, a seating by rank improved by swaps between tables while a swap lowers the cost.

Round robin: for 2-player titles the circle method (everyone meets everyone once; with an odd number of
players, each has one bye); for multiplayer titles, rounds of tables chosen, like Swiss ones, to minimise
repeated meetings, but without regard to standings, so meetings spread as evenly as possible.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

#: Players up to which the seating search is exhaustive: at multiplayer tables, and in duels (about 0.3 s
#: for 16 players, once a round).
EXACT_LIMIT = 12
EXACT_LIMIT_DUELS = 16
#: Multiplayer tables seat 3 to 5 (within the title's own player counts).
MULTI_MIN, MULTI_MAX = 3, 5


@dataclass(frozen=True)
class Table:
    """Players seated together in one round, in seat order; ``scores`` once decided (player -> 0..1)."""

    players: tuple[int, ...]
    scores: Mapping[int, float] | None = None


@dataclass(frozen=True)
class Round:
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()


@dataclass(frozen=True)
class Standing:
    player: int
    points: float
    buchholz: float
    median: float
    wins: int
    rating: float
    byes: int
    rank: int = 0


@dataclass(frozen=True)
class Pairing:
    """One round's seating: the tables (each a tuple of players) and the byes."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...] = field(default=())


def placing_scores(order: Sequence[Sequence[int]]) -> dict[int, float]:
    """Points for a table's result given as its placings, best first; each entry the players sharing that
    place (``[[a], [b, c]]``: a first, b and c tied second)."""
    players = [p for group in order for p in group]
    n = len(players)
    if n < 2:
        return {p: 1.0 for p in players}
    scores: dict[int, float] = {}
    place = 0
    for group in order:
        shared = [(n - 1 - (place + i)) / (n - 1) for i in range(len(group))]
        for player in group:
            scores[player] = sum(shared) / len(shared)
        place += len(group)
    return scores


def standings(players: Iterable[int], rounds: Sequence[Round],
              ratings: Mapping[int, float] | None = None) -> list[Standing]:
    """The standings after ``rounds`` (undecided tables count nothing yet), best first."""
    ratings = ratings or {}
    everyone = list(dict.fromkeys(players))
    points: Counter[int] = Counter()
    wins: Counter[int] = Counter()
    byes: Counter[int] = Counter()
    for rnd in rounds:
        for player in rnd.byes:
            points[player] += 1.0
            wins[player] += 1
            byes[player] += 1
        for table in rnd.tables:
            if table.scores is None:
                continue
            best = max(table.scores.values(), default=0.0)
            winners = [p for p, s in table.scores.items() if s == best]
            for player in table.players:
                points[player] += table.scores.get(player, 0.0)
            if best > 0 and len(winners) == 1:
                wins[winners[0]] += 1
    shares: dict[int, list[float]] = {p: [] for p in everyone}
    for rnd in rounds:
        for table in rnd.tables:
            if table.scores is None:
                continue
            for player in table.players:
                mates = [points[q] for q in table.players if q != player]
                if player in shares and mates:
                    shares[player].append(sum(mates) / len(mates))
    rows = []
    for player in everyone:
        share = sorted(shares[player])
        buchholz = sum(share)
        median = sum(share[1:-1]) if len(share) >= 3 else buchholz
        rows.append(Standing(player, points[player], buchholz, median, wins[player],
                             float(ratings.get(player, 0.0)), byes[player]))
    rows.sort(key=lambda s: (-s.points, -s.buchholz, -s.median, -s.wins, -s.rating, s.player))
    return [Standing(**{**s.__dict__, "rank": i + 1}) for i, s in enumerate(rows)]


def meetings(rounds: Sequence[Round]) -> Counter[frozenset[int]]:
    """How often each two players sat at one table."""
    met: Counter[frozenset[int]] = Counter()
    for rnd in rounds:
        for table in rnd.tables:
            for a, b in itertools.combinations(table.players, 2):
                met[frozenset((a, b))] += 1
    return met


def table_sizes(count: int, low: int, high: int, preferred: int) -> tuple[list[int], int]:
    """How ``count`` players sit at tables of ``low``..``high`` (sizes as even as possible, their mean as
    near ``preferred`` as possible): the sizes and the number of byes (as few as possible)."""
    for byes in range(count + 1):
        seated = count - byes
        if seated == 0:
            return [], byes
        fits = [k for k in range(1, seated // low + 1) if low * k <= seated <= high * k]
        if fits:
            k = min(fits, key=lambda k: (abs(seated / k - preferred), k))
            big = seated % k
            return [seated // k + 1] * big + [seated // k] * (k - big), byes
    return [], count


def size_range(min_players: int, max_players: int, preferred: int) -> tuple[int, int]:
    """The table sizes a tournament of a title seats: 2 for a 2-player tournament, else 3..5 within the
    title's player counts."""
    if preferred <= 2:
        return 2, 2
    return max(min_players, MULTI_MIN), min(max_players, MULTI_MAX)


def swiss(players: Sequence[int], rounds: Sequence[Round], *, low: int = 2, high: int = 2,
          preferred: int = 2, ratings: Mapping[int, float] | None = None) -> Pairing:
    """The next Swiss round for the active ``players`` (a withdrawn player is simply not among them)."""
    ranked = standings(players, rounds, ratings)
    return _seat(ranked, rounds, low, high, preferred, by_standing=True)


def round_robin_next(players: Sequence[int], rounds: Sequence[Round], *, low: int = 2, high: int = 2,
                     preferred: int = 2) -> Pairing:
    """A multiplayer round robin's next round: repeated meetings as few as possible, standings ignored."""
    ranked = standings(players, [Round(tuple(Table(t.players) for t in r.tables), r.byes) for r in rounds])
    ranked.sort(key=lambda s: (s.byes, s.player))
    return _seat(ranked, rounds, low, high, preferred, by_standing=False)


def circle(players: Sequence[int]) -> list[Pairing]:
    """A 2-player round robin by the circle method: ``len(players) - 1`` rounds (one more with an odd
    number, each player then having one bye); everyone meets everyone exactly once."""
    ring: list[int | None] = list(players)
    if len(ring) % 2:
        ring.append(None)
    n = len(ring)
    schedule = []
    for _ in range(n - 1):
        tables, byes = [], []
        for i in range(n // 2):
            a, b = ring[i], ring[n - 1 - i]
            if a is None or b is None:
                byes.append(a if b is None else b)
            else:
                tables.append((a, b) if _ % 2 == 0 or i else (b, a))
        schedule.append(Pairing(tuple(tables), tuple(p for p in byes if p is not None)))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return schedule


def round_robin_rounds(count: int, preferred: int) -> int:
    """How many rounds a round robin of ``count`` players takes (2-player: everyone meets everyone once;
    multiplayer: enough rounds for each player to have met about everyone once)."""
    if preferred <= 2:
        return count - 1 if count % 2 == 0 else count
    return max(1, -(-(count - 1) // (preferred - 1)))


def fair_bye_choices(ranked: Sequence[Standing], count: int, limit: int = 24) -> list[tuple[int, ...]]:
    """The sets of ``count`` players who may sit out, fairest first: nobody takes a second bye while
    another player has none (the fewest byes first); within the last tier needed, the lowest ranked
    first. At most ``limit`` sets."""
    if count == 0:
        return [()]
    tiers: dict[int, list[int]] = {}
    for index in range(len(ranked) - 1, -1, -1):  # lowest ranked first
        tiers.setdefault(ranked[index].byes, []).append(ranked[index].player)
    sure: list[int] = []
    for level in sorted(tiers):
        tier = tiers[level]
        if len(sure) + len(tier) <= count:
            sure.extend(tier)
            if len(sure) == count:
                return [tuple(sure)]
            continue
        picks = itertools.islice(itertools.combinations(tier, count - len(sure)), limit)
        return [(*sure, *pick) for pick in picks]
    return [tuple(sure)]


def _seat(ranked: list[Standing], rounds: Sequence[Round], low: int, high: int, preferred: int, *,
          by_standing: bool) -> Pairing:
    sizes, bye_count = table_sizes(len(ranked), low, high, preferred)
    met = meetings(rounds)
    best: tuple[tuple[int, float, int], Pairing] | None = None
    # Each fair choice of byes, the seating of the others; the cheapest wins (the fairest on a tie).
    for byes in fair_bye_choices(ranked, bye_count):
        seated = [s for s in ranked if s.player not in byes]
        seating, total = _seating(seated, sizes, met, by_standing)
        if best is None or total < best[0]:
            best = (total, Pairing(seating, tuple(byes)))
        if total[0] == 0:
            break
    assert best is not None
    return best[1]


def _seating(seated: list[Standing], sizes: list[int], met: Counter[frozenset[int]],
             by_standing: bool) -> tuple[tuple[tuple[int, ...], ...], tuple[int, float, int]]:
    points = {s.player: s.points for s in seated}
    rank = {s.player: i for i, s in enumerate(seated)}

    def cost(group: Sequence[int]) -> tuple[int, float, int]:
        repeats = sum(met[frozenset(pair)] for pair in itertools.combinations(group, 2))
        if not by_standing:
            return repeats, 0.0, 0
        values = [points[p] for p in group]
        ranks = [rank[p] for p in group]
        return repeats, max(values) - min(values), max(ranks) - min(ranks)

    order = [s.player for s in seated]
    if len(order) <= (EXACT_LIMIT_DUELS if set(sizes) == {2} else EXACT_LIMIT):
        tables = _exact(tuple(order), tuple(sorted(sizes)), cost)
    else:
        tables = _improve(order, sizes, cost)
    total = (0, 0.0, 0)
    for table in tables:
        total = _add(total, cost(table))
    tables = sorted((tuple(sorted(t, key=rank.__getitem__)) for t in tables), key=lambda t: rank[t[0]])
    return tuple(tables), total


def _add(a: tuple[int, float, int], b: tuple[int, float, int]) -> tuple[int, float, int]:
    return a[0] + b[0], a[1] + b[1], a[2] + b[2]


def _exact(order: tuple[int, ...], sizes: tuple[int, ...], cost) -> list[tuple[int, ...]]:
    """The cheapest seating of ``order`` at tables of ``sizes``: the first player left takes a table
    with every choice of mates, the rest searched the same way (remembered by who is left)."""

    @cache
    def best(left: tuple[int, ...], sizes_left: tuple[int, ...]):
        if not left:
            return (0, 0.0, 0), ()
        first, rest = left[0], left[1:]
        found = None
        for size in sorted(set(sizes_left)):
            remaining_sizes = list(sizes_left)
            remaining_sizes.remove(size)
            for mates in itertools.combinations(rest, size - 1):
                group = (first, *mates)
                others = tuple(p for p in rest if p not in mates)
                sub_cost, sub_tables = best(others, tuple(remaining_sizes))
                total = _add(cost(group), sub_cost)
                if found is None or total < found[0]:
                    found = (total, (group, *sub_tables))
        assert found is not None
        return found

    return list(best(order, sizes)[1])


def _improve(order: list[int], sizes: list[int], cost) -> list[tuple[int, ...]]:
    """A seating by rank (the best players together), then swaps of two players between tables while a
    swap lowers the cost."""
    tables: list[list[int]] = []
    start = 0
    for size in sizes:
        tables.append(order[start:start + size])
        start += size

    def total(ts: list[list[int]]):
        acc = (0, 0.0, 0)
        for t in ts:
            acc = _add(acc, cost(t))
        return acc

    current = total(tables)
    improved = True
    while improved:
        improved = False
        for i, j in itertools.combinations(range(len(tables)), 2):
            for a in range(len(tables[i])):
                for b in range(len(tables[j])):
                    tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
                    candidate = total(tables)
                    if candidate < current:
                        current, improved = candidate, True
                    else:
                        tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
    return [tuple(t) for t in tables]
