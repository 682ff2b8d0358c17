"""The lobby names computer levels by their measured strength (issue 31, point 3): the level menu of "Add
computer player" reads the stored strength ladder (``rules/ladder.json``, written by ``python -m bench
--only ladder --write``) for the game at hand, "Hard: beats medium 7 games in 10", in the player's language;
a game without a stored ladder, a missing file or a corrupt one keeps the plain words, and the menu works.
Through the harness (the real bot) on both backends."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import CHANNEL_ID, Harness

import core.ladder
from bench.ladder import LADDER, HeadToHead, Rung, ladder_row, write
from core.ladder import LADDER_PATH, MIN_GAMES, beats
from rules import GAMES


@pytest.fixture
async def h(database: str, tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.create(tmp_path, games=GAMES, database=database)
    try:
        yield harness
    finally:
        await harness.close()
    assert harness.violations == [], harness.violations[:5]


async def _menu(h: Harness, game_id: str, locale: str | None = None) -> dict[str, str]:
    """The level menu of a new lobby of ``game_id`` (opened by a new member, in ``locale``): each level's
    description, by level."""
    user = h.user(f"member{len(h.locales)}-{game_id}")
    h.set_locale(user, locale or "en-US")
    return (await _open_menu(h, user, game_id))[1]


async def _open_menu(h: Harness, user, game_id: str):
    """A new lobby of ``game_id`` and its level menu: (lobby id, descriptions by level, the menu)."""
    # Each lobby in a channel of its own (a channel holds one game at a time).
    reply = await h.slash(user, "game new", game=game_id, channel_id=CHANNEL_ID + 1000 + len(h.locales))
    lobby = next((s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids())), None)
    assert lobby is not None, reply.text()
    db_id = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])
    reply = await h.press(user, f"lc:{db_id}")
    menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
    return db_id, {option["value"]: option["description"] for option in menu.selects()[0]["options"]}, menu


PLAIN = {"easy": "Easy: plays almost at random", "medium": "Medium: takes the best-looking move",
         "hard": "Hard: thinks ahead"}


def _stored_wins(game_id: str, strong: str, weak: str) -> int | None:
    """Games in 10 the stored ladder file says ``strong`` wins against ``weak`` (2 players), read here;
    ``None`` where it has no such pair or too few games for the menu to tell it."""
    data = json.loads(LADDER_PATH.read_text(encoding="utf-8"))
    row = data["games"].get(game_id, {}).get("2")
    pairs = (row or {}).get("head_to_head", []) + data.get("strength", {}).get(game_id, {}).get("2", [])
    found = [p for p in pairs if (p["strong"], p["weak"]) == (strong, weak)]
    if not found:
        return None
    pair = max(found, key=lambda p: p["games"])  # the measurement over more games
    if pair["games"] < MIN_GAMES:
        return None
    return int(pair["share"] * 10 + 0.5)


WORDS = {"easy": "Easy: beats random moves", "medium": "Medium: beats easy", "hard": "Hard: beats medium"}


async def test_the_menu_shows_the_stored_ladder_of_each_game(h: Harness):
    assert LADDER_PATH.exists(), "rules/ladder.json: run python -m bench --only ladder --write"
    covered = 0
    for game_id in GAMES:
        described = await _menu(h, game_id)
        expected = {}
        for level, weak in (("easy", "random"), ("medium", "easy"), ("hard", "medium")):
            wins = _stored_wins(game_id, level, weak)
            if wins is None:
                expected[level] = PLAIN[level]
            else:
                covered += 1
                expected[level] = f"{WORDS[level]} {wins} {'game' if wins == 1 else 'games'} in 10"
        assert described == expected, game_id
    assert covered, "the stored ladder gives the menu no figure"


def _ladder(tmp_path: Path, game_id: str, shares: dict[tuple[str, str], float], games: int = 10) -> Path:
    """A ladder file holding ``game_id``'s 2-player row with these head-to-head shares over ``games``
    games each, as the bench writes it."""
    rungs = {level: Rung(level, 20.0 + index, 1.0, games) for index, level in enumerate(LADDER)}
    pairs = [HeadToHead(strong, weak, games, share) for (strong, weak), share in shares.items()]
    path = tmp_path / "ladder.json"
    write({game_id: {"2": ladder_row(game_id, 2, rungs, pairs, 1000, 40, "2026-11-27")}}, path)
    return path


async def test_the_figures_follow_the_file_in_every_language_with_plurals(h: Harness, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch):
    path = _ladder(tmp_path, "iwari", {("easy", "random"): 0.96, ("medium", "easy"): 0.1,
                                       ("hard", "medium"): 0.66, ("hard4", "hard"): 0.5})
    monkeypatch.setattr(core.ladder, "LADDER_PATH", path)
    assert await _menu(h, "iwari") == {"easy": "Easy: beats random moves 10 games in 10",
                                              "medium": "Medium: beats easy 1 game in 10",
                                              "hard": "Hard: beats medium 7 games in 10"}
    assert await _menu(h, "iwari", "de") == {"easy": "Leicht: gewinnt 10 von 10 Partien gegen Zufallszüge",
                                              "medium": "Mittel: gewinnt eine von 10 Partien gegen Leicht",
                                              "hard": "Schwer: gewinnt 7 von 10 Partien gegen Mittel"}
    assert (await _menu(h, "iwari", "it"))["medium"] == "Medio: batte il livello facile 1 partita su 10"
    assert (await _menu(h, "iwari", "es-ES"))["hard"] == "Difícil: gana al nivel medio 7 partidas de cada 10"
    # A game the file does not cover keeps today's words.
    assert await _menu(h, "tiwanaku") == PLAIN


@pytest.mark.parametrize("content", [
    None,  # no file
    "{ not json",
    json.dumps(["a list"]),
    json.dumps({"games": {"iwari": {"2": {"head_to_head": [{"strong": "hard", "weak": "medium",
                                                           "share": 1.7, "games": 10}]}}}}),
    json.dumps({"games": {"iwari": {"2": {"head_to_head": [{"strong": "hard", "weak": "medium",
                                                           "share": "0.7", "games": 10}]}}}}),
    json.dumps({"games": {"iwari": {"2": {"head_to_head": "none"}}}}),
    json.dumps({"games": {"iwari": []}}),
], ids=["missing", "bad-json", "not-a-table", "share-out-of-range", "share-a-string", "pairs-not-a-list",
        "game-not-a-table"])
async def test_a_missing_or_corrupt_ladder_keeps_the_plain_words(h: Harness, tmp_path: Path, content,
                                                                  monkeypatch: pytest.MonkeyPatch, caplog):
    path = tmp_path / "ladder.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    monkeypatch.setattr(core.ladder, "LADDER_PATH", path)
    alice = h.user("alice")
    with caplog.at_level(logging.WARNING, logger="core.ladder"):
        db_id, described, menu = await _open_menu(h, alice, "iwari")
    assert described == PLAIN
    if content is not None:
        assert any("strength ladder" in record.getMessage() for record in caplog.records)
    assert beats("iwari", "hard", path) is None
    # The menu still seats a computer.
    await h.select(alice, f"lk:{db_id}", ["hard"], message_id=menu.message_id)
    assert len(await h.bot.store.seats(db_id)) == 2


def test_too_few_games_give_no_figure(tmp_path: Path):
    path = _ladder(tmp_path, "iwari", {("hard", "medium"): 0.75}, games=MIN_GAMES - 1)
    assert beats("iwari", "hard", path) is None
    path = _ladder(tmp_path, "iwari", {("hard", "medium"): 0.75}, games=MIN_GAMES)
    assert beats("iwari", "hard", path).in_ten == 8


def test_a_file_written_again_is_read_again(tmp_path: Path):
    path = _ladder(tmp_path, "wayfinders", {("hard", "medium"): 0.71})
    assert beats("wayfinders", "hard", path).in_ten == 7
    assert beats("wayfinders", "medium", path) is None  # no medium vs easy pair stored
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"]["wayfinders"]["2"]["head_to_head"][0]["share"] = 0.34
    path.write_text(json.dumps(data), encoding="utf-8")
    import os
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000))
    assert beats("wayfinders", "hard", path).in_ten == 3


def test_the_strength_tables_longer_measurement_is_told_over_the_ladders(tmp_path: Path, caplog):
    # The ladder measured hard against medium over 10 games (5 in 10); the strength table over 200 (7 in
    # 10): the menu tells the 200. A pair the strength table measured over fewer games than the ladder
    # leaves the ladder's figure; a pair it does not hold leaves the ladder's too.
    from bench.ladder import write_strength

    path = _ladder(tmp_path, "tiwanaku", {("hard", "medium"): 0.5, ("medium", "easy"): 0.9})
    write_strength({"tiwanaku": {"2": [
        {"strong": "hard", "weak": "medium", "games": 200, "share": 0.74, "se": 0.03, "date": "2026-11-27"},
        {"strong": "medium", "weak": "easy", "games": 8, "share": 0.2, "se": 0.1, "date": "2026-11-27"}]}},
        path)
    told = beats("tiwanaku", "hard", path)
    assert (told.in_ten, told.games, told.date) == (7, 200, "2026-11-27")
    assert (beats("tiwanaku", "medium", path).in_ten, beats("tiwanaku", "medium", path).games) == (9, 10)
    assert beats("tiwanaku", "easy", path) is None
    # The ladder written again keeps the strength table.
    _ladder_path = _ladder(tmp_path, "tiwanaku", {("hard", "medium"): 0.4})
    assert _ladder_path == path and beats("tiwanaku", "hard", path).games == 200
    # A strength pair out of range is a corrupt file: plain words, logged.
    data = json.loads(path.read_text(encoding="utf-8"))
    data["strength"]["tiwanaku"]["2"][0]["share"] = 7.4
    path.write_text(json.dumps(data), encoding="utf-8")
    import os
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000))
    with caplog.at_level(logging.WARNING, logger="core.ladder"):
        assert beats("tiwanaku", "hard", path) is None
    assert any("strength ladder" in record.getMessage() for record in caplog.records)
