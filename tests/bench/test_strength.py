"""The strength table played in pieces (issue 31, point 4: 200 games per row at the bot's budget do not fit
one session on a 2-core machine): ``--first`` plays the same games as a whole run, and
``python -m bench.strength`` joins the pieces' per-game lines into one row, refusing logs that disagree."""

from __future__ import annotations

import pytest

import bench.strength
from bench.__main__ import main as bench_main
from bench.strength import join, parse


def _lines(capsys, argv: list[str]) -> list[str]:
    assert bench_main(argv) == 0
    return [line for line in capsys.readouterr().err.splitlines() if line.startswith("ai game:")]


def test_a_row_played_in_two_pieces_is_the_games_of_one_run(capsys):
    common = ["--only", "ai", "--quick", "--game", "wayfinders", "--players", "2", "--pairing", "medium-easy",
              "--jobs", "1"]
    whole = _lines(capsys, common + ["--games", "4"])
    first = _lines(capsys, common + ["--games", "2"])
    second = _lines(capsys, common + ["--games", "2", "--first", "3"])
    assert [line.split()[5] for line in whole] == ["1", "2", "3", "4"]
    assert first + second == whole
    assert join(parse(first + second)) == join(parse(whole))
    [row] = join(parse(second + first))
    assert (row["games"], row["indices"]) == (4, "1-4")


def _line(index: int, share: float, place: float, others: float, game: str = "iwari") -> str:
    return f"ai game: {game} 3 hard-medium {index} {share} {place} {others:.3f}"


def test_the_joined_row_counts_each_game_once_shows_gaps_and_its_standard_errors():
    lines = [_line(1, 1.0, 1.0, 2.5), _line(2, 0.0, 3.0, 1.5), _line(4, 0.0, 2.0, 2.0),
             _line(2, 0.0, 3.0, 1.5), "ai: a table line, not a game", _line(1, 1.0, 1.0, 2.5, "tiwanaku")]
    rows = join(parse(lines))
    assert [(r["game"], r["games"], r["indices"]) for r in rows] == [("iwari", 3, "1-2, 4"),
                                                                     ("tiwanaku", 1, "1")]
    iwari = rows[0]
    assert iwari["place"] == pytest.approx(2.0) and iwari["place_se"] == pytest.approx((1 / 3) ** 0.5)
    assert iwari["share"] == pytest.approx(1 / 3) and iwari["others"] == pytest.approx(2.0)
    table = bench.strength.markdown(rows)
    assert "| Iwari, 3 | hard vs medium | 3 (1-2, 4) | 2.00 ± 0.58 (2.00) | 0.33 ± 0.33 |" in table


def test_two_logs_that_disagree_on_a_game_are_refused(tmp_path, capsys):
    one, two = tmp_path / "one.log", tmp_path / "two.log"
    one.write_text(_line(5, 1.0, 1.0, 2.5) + "\n")
    two.write_text(_line(5, 0.0, 3.0, 1.5) + "\n")
    assert bench.strength.main([str(one)]) == 0
    assert bench.strength.main([str(one), str(two)]) == 1
    assert "game 5: two logs disagree" in capsys.readouterr().err
    empty = tmp_path / "empty.log"
    empty.write_text("nothing here\n")
    assert bench.strength.main([str(empty)]) == 1


def test_write_stores_the_two_player_head_to_heads_for_the_lobby(tmp_path, monkeypatch, capsys):
    # The 2-player rows become the ladder file's "strength" pairs: the share of games the stronger placed
    # better, a tie half; rows of more players are not head-to-heads and are not stored; the ladder's own
    # rows stay.
    import json

    import bench.ladder

    path = tmp_path / "ladder.json"
    path.write_text(json.dumps({"games": {"iwari": {"2": {"kept": True}}}}), encoding="utf-8")
    monkeypatch.setattr(bench.ladder, "LADDER_FILE", path)
    log = tmp_path / "ai.log"
    games = [(1.0, 1.0, 2.0)] * 6 + [(0.0, 2.0, 1.0)] * 3 + [(1.0, 1.0, 1.0)]  # won 6, lost 3, a tie
    two = [f"ai game: tiwanaku 2 hard-medium {i} {w} {p} {o:.3f}" for i, (w, p, o) in enumerate(games, 1)]
    easy = [f"ai game: tiwanaku 2 medium-easy {i} 1.0 1.0 2.000" for i in range(1, 13)]
    log.write_text("\n".join(two + easy + [_line(1, 1.0, 1.0, 2.5)]) + "\n", encoding="utf-8")
    assert bench.strength.main([str(log), "--write"]) == 0
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["games"] == {"iwari": {"2": {"kept": True}}}
    assert set(stored["strength"]) == {"tiwanaku"}  # the 3-player Iwari row is no head-to-head
    hard, medium = stored["strength"]["tiwanaku"]["2"]
    assert (hard["strong"], hard["weak"], hard["games"], hard["share"]) == ("hard", "medium", 10, 0.65)
    assert 0 < hard["se"] < 0.2 and len(hard["date"]) == 10
    assert (medium["strong"], medium["weak"], medium["games"], medium["share"]) == ("medium", "easy", 12, 1.0)
    from core.ladder import beats
    assert beats("tiwanaku", "hard", path).in_ten == 7  # 0.65, half up
