"""Property test of the exact crop solver (T-4, T-5, T-7): on random small terrains it counts exactly what a
brute force over every region's crop orders counts, with and without some crops given."""

from __future__ import annotations

from itertools import permutations, product

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.tiwanaku import count_solutions
from rules.tiwanaku.board import neighbours8, regions_of

TERRAINS = ("forest", "desert", "mountain", "valley")


def brute_force(terrain: list[str], width: int, height: int, givens: list[int | None]) -> int:
    regions = regions_of(terrain, width, height)
    if any(len(region) > 5 for region in regions):
        return 0
    around = neighbours8(width, height)
    count = 0
    for orders in product(*(permutations(range(1, len(region) + 1)) for region in regions)):
        crop = [0] * (width * height)
        for region, order in zip(regions, orders, strict=True):
            for cell, value in zip(region, order, strict=True):
                crop[cell] = value
        if any(g is not None and g != crop[c] for c, g in enumerate(givens)):
            continue
        if all(crop[c] != crop[o] for c in range(width * height) for o in around[c]):
            count += 1
    return count


@settings(max_examples=60, deadline=None)
@given(
    width=st.integers(2, 4),
    height=st.integers(1, 3),
    data=st.data(),
)
def test_t7_solver_count_equals_brute_force(width, height, data):
    cells = width * height
    terrain = data.draw(st.lists(st.sampled_from(TERRAINS), min_size=cells, max_size=cells))
    givens = data.draw(st.lists(st.one_of(st.none(), st.integers(1, 5)), min_size=cells, max_size=cells))
    expected = brute_force(terrain, width, height, givens)
    rows = [terrain[r * width:(r + 1) * width] for r in range(height)]
    crop_rows = [givens[r * width:(r + 1) * width] for r in range(height)]
    assert count_solutions(rows, crop_rows, limit=10_000) == expected
    assert count_solutions(rows, crop_rows, limit=2) == min(expected, 2)
