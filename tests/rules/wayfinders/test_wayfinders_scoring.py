"""W-16 scoring families on hand-built positions (one test per family), plus W-20 parts."""

from __future__ import annotations

from wayfinders_positions import cell, position

from rules.wayfinders.scoring import family_units, island_groups, max_disjoint_squares, seat_score
from rules.wayfinders.tiles import TILES_BY_ID


def strips(seat: int, names: str, others: dict[str, tuple[int, ...]] | None = None) -> dict:
    result: dict[str, tuple[int, ...]] = {name: (seat,) for name in names.split()}
    result.update(others or {})
    result["C3"] = (0, 1)  # Home keeps everyone's airstrip
    return result


def units(tile_id: str, at: str, tiles: dict[str, str], mine: str,
          others: dict[str, tuple[int, ...]] | None = None) -> int:
    state = position(2, tiles={at: tile_id, **tiles}, airstrips=strips(0, mine, others))
    return family_units(state, 0, cell(at))


def test_w16_family1_colour_counts_this_one_not_home():
    # B01 is a blue (Glacier) scoring island; R01, R02 are Glacier too, R04 is Jungle.
    assert units("B01", "A1", {"B1": "R01", "C1": "R02", "D1": "R04"}, "A1 B1 C1 D1") == 3


def test_w16_family2_costly_threshold_three_and_four():
    # R03 costs 4, R05 costs 3, R01 costs 1. B03 counts 3+ (itself costs 2), B04 counts 4+ (itself 2).
    tiles = {"B1": "R03", "C1": "R05", "D1": "R01"}
    assert units("B03", "A1", tiles, "A1 B1 C1 D1") == 2
    assert units("B04", "A1", tiles, "A1 B1 C1 D1") == 1


def test_w16_family3_distinct_colours_without_home():
    # B05 (purple) + R01 (blue) + R02 (blue) + R04 (green): purple, blue, green.
    assert units("B05", "A1", {"B1": "R01", "C1": "R02", "D1": "R04"}, "A1 B1 C1 D1") == 3


def test_w16_family4_shared_airstrips_including_home():
    # A1 shared with seat 1, B1 alone, Home shared by everyone.
    assert units("B06", "E5", {}, "E5 B1", {"A1": (1, 0)}) == 2


def test_w16_family5_separate_groups():
    # Home group (C3 + C2), a lone corner A1, and E5 + E4 + D5 together: 3 groups.
    assert units("B07", "A1", {}, "A1 C2 E5 E4 D5") == 3
    assert island_groups(frozenset({0, 6})) == 2  # diagonal neighbours are separate groups


def test_w16_family6_column_including_this_one():
    # B08 on C1: column C holds C1, C2, C3 (Home) and C5.
    assert units("B08", "C1", {}, "C1 C2 C5 A1") == 4


def test_w16_family7_row_including_this_one():
    # B09 on A3: row 3 holds A3, B3, C3 (Home), E3.
    assert units("B09", "A3", {}, "A3 B3 E3 A1") == 4


def test_w16_family8_around_not_this_one():
    # B10 on B2: neighbours A1, B1, C1, A2, C2, A3, B3, C3 (Home counts).
    assert units("B10", "B2", {}, "B2 A1 C2 D4") == 3


def test_w16_family9_three_or_more_steps_from_home():
    # Corners are 4 steps, B1 is 3 steps, B2 is 2 steps.
    assert units("B11", "A1", {}, "A1 E5 B1 B2") == 3


def test_w16_family10_squares_maximised_and_disjoint():
    # A 2x4 block: three overlapping squares, at most two disjoint (the middle one alone would block).
    block = frozenset({cell(n) for n in "A1 B1 C1 D1 A2 B2 C2 D2".split()})
    assert max_disjoint_squares(block) == 2
    # A 3x3 block: every two squares overlap (they all hold the centre).
    three = frozenset({cell(n) for n in "A1 B1 C1 A2 B2 C2 A3 B3 C3".split()})
    assert max_disjoint_squares(three) == 1
    # A 4x4 block: four disjoint squares.
    four = frozenset(r * 5 + c for r in range(4) for c in range(4))
    assert max_disjoint_squares(four) == 4
    assert units("B12", "E5", {}, "A1 B1 C1 D1 A2 B2 C2 D2 E5") == 2
    assert units("B12", "E5", {}, "E5 E4 D5") == 0


def test_w16_scoring_points_are_units_times_per():
    state = position(2, tiles={"A1": "B09", "B1": "R01"}, airstrips=strips(0, "A1 B1"))
    tile = TILES_BY_ID["B09"]
    expected = tile.amount * 2 + TILES_BY_ID["R01"].points  # row 1: A1, B1
    score = seat_score(state, 0)
    assert score.scoring + score.islands == expected


def test_w16_scoring_counts_for_each_owner_separately():
    state = position(2, tiles={"C1": "B08"}, airstrips=strips(0, "C1 C2", {"C1": (0, 1)}))
    assert family_units(state, 0, cell("C1")) == 3  # C1, C2, Home
    assert family_units(state, 1, cell("C1")) == 2  # C1, Home
