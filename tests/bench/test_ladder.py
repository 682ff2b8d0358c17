"""The strength ladder (issue 31, point 3: ``python -m bench --only ladder``): its schedule, its rating fit
on synthetic results, its head-to-head shares, and a tiny real run through the bench's entry point that
writes the ladder file the lobby reads."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

import bench.ladder
from bench import SECTIONS
from bench.__main__ import main
from bench.ladder import LADDER, QUICK_BUDGET_MS, Result, fit, head_to_head, schedule


def _duel(strong: str, weak: str, games: int, strong_wins: int | None = None) -> list[Result]:
    """Two-player results, seats alternating; ``strong`` wins the first ``strong_wins`` (all by default),
    the others are lost."""
    wins = games if strong_wins is None else strong_wins
    results = []
    for index in range(games):
        first = 1.0 if index < wins else 2.0
        levels, places = (strong, weak), (first, 3.0 - first)
        if index % 2:
            levels, places = levels[::-1], places[::-1]
        results.append(Result(levels, places))
    return results


def test_a_level_that_always_wins_is_rated_above_and_more_games_make_it_surer():
    few = fit(_duel("medium", "easy", 10), ("easy", "medium"))
    many = fit(_duel("medium", "easy", 40), ("easy", "medium"))
    assert few["medium"].mu > few["easy"].mu
    assert many["medium"].mu - many["easy"].mu > few["medium"].mu - few["easy"].mu
    for level in ("easy", "medium"):
        assert many[level].sigma < few[level].sigma < 25 / 3
        assert many[level].games == 40
    assert few["medium"].avg_place == 1.0 and few["easy"].avg_place == 2.0


def test_a_ladder_of_duels_is_fitted_in_order_with_random_at_zero():
    results = []
    for index in range(12):  # interleaved as the bench plays them
        for strong, weak in zip(LADDER[1:], LADDER, strict=False):
            results.extend(_duel(strong, weak, 1) if index % 3 else _duel(weak, strong, 1, 0)[::-1])
    rungs = fit(results)
    anchor = rungs["random"].mu
    elos = [rungs[level].elo(anchor) for level in LADDER]
    assert elos[0] == 0 and elos == sorted(elos) and len(set(elos)) == len(elos)
    assert all(rungs[level].sigma_elo > 0 for level in LADDER)


def test_even_results_rate_levels_alike_whatever_their_order():
    # Ten wins then ten losses: one OpenSkill pass in this order would put hard 14 points below hard4.
    results = _duel("hard", "hard4", 20, 10)
    rungs = fit(results, ("hard", "hard4"))
    assert abs(rungs["hard"].mu - rungs["hard4"].mu) < 2.0
    backwards = fit(results[::-1], ("hard", "hard4"))
    assert abs(backwards["hard"].mu - rungs["hard"].mu) < 2.0
    assert fit(results, ("hard", "hard4")) == rungs  # seeded: the same results, the same ratings


def test_head_to_head_shares_count_ties_half_and_only_shared_tables():
    results = _duel("hard", "medium", 8, 6) + [Result(("hard", "medium"), (1.0, 1.0)),
                                               Result(("easy", "random"), (1.0, 2.0)),
                                               Result(("medium", "hard", "easy"), (1.0, 2.0, 3.0))]
    pair = head_to_head(results, "hard", "medium")
    assert pair.games == 10
    assert pair.share == pytest.approx((6 + 0.5) / 10)
    assert 0 < pair.se < 0.2
    sweep = head_to_head(_duel("easy", "random", 5), "easy", "random")
    assert sweep.share == 1.0 and sweep.se > 0.1  # five wins out of five claim no certainty


def test_the_schedule_meets_neighbours_often_and_rotates_seats():
    two = schedule(2, 6)
    tables = Counter(frozenset(seating) for seating in two)
    for low, high in zip(LADDER, LADDER[1:], strict=False):
        assert tables[frozenset((low, high))] == 6
    for low, high in zip(LADDER, LADDER[2:], strict=False):
        assert tables[frozenset((low, high))] == 3
    assert len(tables) == 7
    for pair in tables:
        firsts = Counter(seating[0] for seating in two if frozenset(seating) == pair)
        assert max(firsts.values()) - min(firsts.values()) <= 1 and len(firsts) == 2
    three = schedule(3, 3)
    assert len(three) == 9
    for window in range(3):
        levels = set(LADDER[window:window + 3])
        seatings = [s for s in three if set(s) == levels]
        assert {s[0] for s in seatings} == levels  # every level sits first once
    assert all(len(seating) == 4 for seating in schedule(4, 4)) and len(schedule(4, 4)) == 8


@pytest.mark.parametrize(("players", "count"), [(3, 10), (4, 10), (4, 30), (3, 2)])
def test_neighbouring_levels_move_right_after_each_other_equally_often(players: int, count: int):
    # In one cyclic order a level always moves right after the level seated before it, and takes what
    # that one left: between near-equal levels that decided the meetings (hard4 against hard). Every
    # adjacent pair of a table sits in both orders equally often, and each level sits first.
    seatings = schedule(players, count)
    for window in range(len(LADDER) - players + 1):
        levels = LADDER[window:window + players]
        table = [s for s in seatings if set(s) == set(levels)]
        assert len(table) == count
        for weak, strong in zip(levels, levels[1:], strict=False):
            after = sum(s[(s.index(weak) + 1) % players] == strong for s in table)
            before = sum(s[(s.index(strong) + 1) % players] == weak for s in table)
            assert after == before == count // 2, (levels, weak, strong, after, before)
        if count >= players:
            assert {s[0] for s in table} == set(levels)


def test_the_ladder_section_runs_and_writes_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys):
    assert "ladder" in SECTIONS
    path = tmp_path / "ladder.json"
    path.write_text(json.dumps({"games": {"iwari": {"2": {"kept": True}}}}), encoding="utf-8")
    monkeypatch.setattr(bench.ladder, "LADDER_FILE", path)
    assert main(["--only", "ladder", "--quick", "--game", "wayfinders", "--players", "2", "--games", "1",
                 "--write"]) == 0
    out = capsys.readouterr().out
    assert "Strength ladder: OpenSkill mu as Elo (random = 0)" in out and "hard vs medium" in out
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["games"]["iwari"] == {"2": {"kept": True}}  # other rows stay
    row = stored["games"]["wayfinders"]["2"]
    assert row["budget_ms"] == QUICK_BUDGET_MS and row["hard4_budget_ms"] == 4 * QUICK_BUDGET_MS
    assert row["games"] == 7 and len(row["date"]) == 10
    assert set(row["levels"]) == set(LADDER) and row["levels"]["random"]["elo"] == 0
    assert [(p["strong"], p["weak"], p["games"]) for p in row["head_to_head"]] == [
        ("easy", "random", 1), ("medium", "easy", 1), ("hard", "medium", 1), ("hard4", "hard", 1)]
    assert all(0.0 <= p["share"] <= 1.0 for p in row["head_to_head"])


def test_hard4_goes_beyond_the_bots_cap_through_the_iterations_override():
    from rules import GAMES
    from rules.ai import MAX_BUDGET_MS, choose, iterations_for
    game = GAMES["wayfinders"]
    state = game.setup(2, {}, 5)
    view = game.view(state, game.to_play(state))
    # The override is the budget's iterations when it names them …
    assert choose(game, view, level="hard", seed=3, iterations=iterations_for(game, 40)) == \
        choose(game, view, level="hard", seed=3, budget_ms=40)
    # … reaches past MAX_BUDGET_MS, which the budget cannot …
    assert iterations_for(game, 4 * MAX_BUDGET_MS) == iterations_for(game, MAX_BUDGET_MS)
    assert 4 * iterations_for(game, 1000) > iterations_for(game, MAX_BUDGET_MS)
    # … and refuses nonsense.
    with pytest.raises(ValueError):
        choose(game, view, level="hard", seed=3, iterations=0)


def _write_many(path: str, game_id: str, times: int) -> None:
    for count in range(times):
        bench.ladder.write({game_id: {str(count % 3 + 2): {"n": count}}}, Path(path))


def test_ladder_runs_writing_at_once_keep_each_others_rows(tmp_path: Path):
    # One ladder run per core, each with its own --game, both with --write: each merge reads and writes
    # the file under a lock, so no run's rows are lost to another's write.
    import multiprocessing

    path = tmp_path / "ladder.json"
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_write_many, args=(str(path), f"game{index}", 40))
               for index in range(6)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(60)
        assert writer.exitcode == 0
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert sorted(stored["games"]) == [f"game{index}" for index in range(6)]
    assert all(set(rows) == {"2", "3", "4"} for rows in stored["games"].values())
    assert not list(tmp_path.glob("*.tmp"))
