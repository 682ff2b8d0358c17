"""Iwari scoring, as pure functions of counts and of the board.

``tent_majority_points`` is one territory's tent scoring (I-23), ``connection_points`` one connection's
totem scoring (I-24), ``settlements`` finds the groups of connected tents that score at the end (I-25), and
``feat_multiplier`` turns a number of feats into the factor of I-27.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

SETTLEMENT_MIN_TENTS = 4


def tent_majority_points(tents: Mapping[int, int]) -> dict[int, int]:
    """I-23: tribe -> tents in one territory, to tribe -> points.

    The tribes present are ranked by distinct tent counts (ties share a rank, no rank is skipped). Rank 1
    scores the territory's total tent count; rank k scores the count of the tribes at rank k-1. Tribes
    without tents there are left out: they score nothing.
    """
    present = {tribe: count for tribe, count in tents.items() if count > 0}
    if not present:
        return {}
    total = sum(present.values())
    levels = sorted(set(present.values()), reverse=True)
    points: dict[int, int] = {}
    for tribe, count in present.items():
        rank = levels.index(count)
        points[tribe] = total if rank == 0 else levels[rank - 1]
    return points


def majority_holders(totems: Mapping[int, int]) -> frozenset[int]:
    """The tribes with the most totems in a territory (all tied ones); nobody when there are none."""
    top = max(totems.values(), default=0)
    if top <= 0:
        return frozenset()
    return frozenset(tribe for tribe, count in totems.items() if count == top)


def connection_points(a: Mapping[int, int], b: Mapping[int, int]) -> dict[int, int]:
    """I-24: tribe -> totems in each of the two connected territories, to tribe -> points.

    Every tribe holding the totem majority (ties included) in both territories scores one point per totem
    of any colour in the two territories together. Only tribes that score appear.
    """
    holders = majority_holders(a) & majority_holders(b)
    if not holders:
        return {}
    total = sum(count for count in a.values() if count > 0) + sum(count for count in b.values() if count > 0)
    return {tribe: total for tribe in sorted(holders)}


def feat_multiplier(feats: int) -> int:
    """I-27: 1 feat doubles, 2 triple, 3 quadruple, 4 quintuple."""
    return 1 + max(0, feats)


def tribe_groups(owner: Sequence[int], neighbours: Sequence[Sequence[int]], tribe: int) -> list[list[int]]:
    """Connected groups of one tribe's tents along the settlement graph, each sorted, largest first."""
    seen: set[int] = set()
    groups: list[list[int]] = []
    for start, holder in enumerate(owner):
        if holder != tribe or start in seen:
            continue
        seen.add(start)
        stack = [start]
        group = []
        while stack:
            space = stack.pop()
            group.append(space)
            for other in neighbours[space]:
                if other not in seen and owner[other] == tribe:
                    seen.add(other)
                    stack.append(other)
        groups.append(sorted(group))
    groups.sort(key=lambda g: (-len(g), g))
    return groups


def settlements(owner: Sequence[int], neighbours: Sequence[Sequence[int]], tribe: int) -> list[list[int]]:
    """I-25: the tribe's settlements, groups of at least 4 connected tents."""
    return [g for g in tribe_groups(owner, neighbours, tribe) if len(g) >= SETTLEMENT_MIN_TENTS]


def settlement_points(owner: Sequence[int], neighbours: Sequence[Sequence[int]], tribe: int) -> int:
    """I-25: one point per tent in each settlement."""
    return sum(len(group) for group in settlements(owner, neighbours, tribe))


def counts_by_tribe(owners: Iterable[int], tribes: int) -> dict[int, int]:
    """Tent count per tribe among the given space owners (-1 = empty)."""
    counts = dict.fromkeys(range(tribes), 0)
    for holder in owners:
        if holder >= 0:
            counts[holder] += 1
    return counts
