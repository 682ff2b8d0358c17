"""The queue's planning: the same groups as the straightforward planning it replaced, in O(n log n).

The reference below is the planning before (every anchor sorted every other entry by closeness and tried
each): the definition the fast one must agree with, over random queues of every kind (table sizes 2–4,
ratings close and far, waits before and after each widening step and past "anyone", minimum reliabilities
met and not, new players). And the next widening moment, by which an unchanged bucket is planned again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta

from core.queue import ANYONE_AFTER, WINDOW_EVERY, next_step, plan_bucket, plan_matches, window
from core.reliability import Score
from store import QueueEntry, parse_stamp, stamp

NOW = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


def compatible(group: Sequence[QueueEntry], now: datetime, scores: Mapping[int, Score]) -> bool:
    ratings = [entry.rating for entry in group]
    spread = max(ratings) - min(ratings)
    for entry in group:
        if spread > window(now - parse_stamp(entry.joined_at)):
            return False
        for other in group:
            score = scores.get(other.user_id, Score(None, 0))
            if other is not entry and not score.meets(entry.min_reliability):
                return False
    return True


def reference(entries: Sequence[QueueEntry], now: datetime,
              scores: Mapping[int, Score]) -> list[list[QueueEntry]]:
    tables: dict[tuple[int, str, int, str], list[QueueEntry]] = {}
    for entry in sorted(entries, key=lambda e: (e.joined_at, e.id)):
        tables.setdefault((entry.guild_id, entry.game, entry.players, entry.clock), []).append(entry)
    groups: list[list[QueueEntry]] = []
    for (_, _, players, _), waiting in tables.items():
        left = list(waiting)
        while len(left) >= players:
            anchor = left[0]
            group = [anchor]
            for other in sorted(left[1:], key=lambda e: (abs(e.rating - anchor.rating), e.joined_at, e.id)):
                if len(group) == players:
                    break
                if compatible([*group, other], now, scores):
                    group.append(other)
            if len(group) == players:
                groups.append(group)
                left = [entry for entry in left if entry not in group]
            else:
                left = left[1:]
    return groups


def queue(rng: random.Random, size: int) -> tuple[list[QueueEntry], dict[int, Score]]:
    entries, scores = [], {}
    spread = rng.choice((150, 600, 3000))
    for number in range(size):
        waited = timedelta(minutes=rng.choice((rng.randrange(0, 60 * 60), 360 * rng.randrange(0, 9))))
        rating = 1000 + rng.randrange(-spread, spread) // rng.choice((1, 50)) * rng.choice((1, 50))
        entries.append(QueueEntry(number + 1, rng.choice((1, 2)), 500 + number, rng.choice(("a", "b")),
                                  rng.choice((2, 2, 3, 4)), "24h", rng.choice((None, None, 70, 95)), rating,
                                  stamp(NOW - waited), stamp(NOW + timedelta(days=6))))
        games = rng.choice((0, 3, 8, 20))
        scores[500 + number] = Score(None, games) if games < 5 else Score(rng.random(), games)
    rng.shuffle(entries)
    return entries, scores


def test_the_planning_matches_the_reference_on_random_queues():
    rng = random.Random(7)
    matched = 0
    for case in range(400):
        entries, scores = queue(rng, rng.choice((0, 1, 2, 5, 12, 40, 120)))
        expected = reference(entries, NOW, scores)
        got = plan_matches(entries, NOW, scores)
        key = sorted(tuple(e.id for e in group) for group in expected)
        assert sorted(tuple(e.id for e in group) for group in got) == key, case
        matched += len(expected)
    assert matched > 300  # the cases match groups, not only pass them over


def test_a_bucket_nobody_fits_is_passed_over_and_a_wide_one_matched_in_order_of_closeness():
    joined = stamp(NOW - timedelta(minutes=5))
    far = [QueueEntry(k + 1, 1, 10 + k, "a", 2, "24h", None, 1000 + 250 * k, joined, joined)
           for k in range(50)]
    assert plan_bucket(far, NOW, {}) == []
    old = stamp(NOW - ANYONE_AFTER)
    wide = [QueueEntry(k + 1, 1, 10 + k, "a", 2, "24h", None, r, old, old)
            for k, r in enumerate((0, 900, 50))]
    assert [[e.rating for e in group] for group in plan_bucket(wide, NOW, {})] == [[0, 50]]


def test_the_next_widening_step():
    joined = NOW - timedelta(hours=7)
    entry = QueueEntry(1, 1, 10, "a", 2, "24h", None, 1000, stamp(joined), stamp(joined))
    assert next_step([entry], NOW) == joined + 2 * WINDOW_EVERY
    gone = QueueEntry(2, 1, 11, "a", 2, "24h", None, 1000, stamp(NOW - ANYONE_AFTER), stamp(NOW))
    assert next_step([gone], NOW) is None
    late = NOW - ANYONE_AFTER + timedelta(hours=1)
    last = QueueEntry(3, 1, 12, "a", 2, "24h", None, 1000, stamp(late), stamp(late))
    assert next_step([last, gone], NOW) == late + ANYONE_AFTER
