"""The computer levels' measured strength (issue 31, point 3), as the lobby tells it: "Hard: beats medium 7
games in 10".

The figures come from the strength ladder ``python -m bench --only ladder --write`` stores in
``rules/ladder.json`` (``bench/ladder.py`` describes the file): per game and player count, each level's
fitted rating and the head-to-head share between adjacent levels. The lobby's level menu reads the
2-player head-to-head of the game at hand: each level against the one below it (easy against random
moves, medium against easy, hard against medium), once measured over at least :data:`MIN_GAMES` games.
Where the file's ``strength`` table (the strength table's 2-player rows, 200 games a pairing, written by
``python -m bench.strength --write``) also holds a pair, the measurement over more games is told.
A game the file does not cover (or with fewer games), a missing file or one that cannot be read (bad JSON,
a share out of range, …) gives ``None``, and the menu keeps its plain words; what cannot be read is
logged as a warning, never raised. The file is read again only when it changes.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass
from pathlib import Path

import rules

log = logging.getLogger(__name__)

#: Where the bench writes the ladder and the bot reads it (package data of ``rules``).
LADDER_PATH = Path(rules.__file__).resolve().parent / "ladder.json"
#: The level each bot level is measured against in the menu: the one below it on the ladder.
BELOW: dict[str, str] = {"easy": "random", "medium": "easy", "hard": "medium"}
#: The menu's head-to-head is the 2-player one: a share between two players reads plainly.
PLAYERS = 2
#: Head-to-head games a share needs before the menu tells it: "7 games in 10" from fewer than ten says
#: little (one standard error is about 0.15 at ten games).
MIN_GAMES = 10

_cache: dict[tuple[str, int], dict | None] = {}


@dataclass(frozen=True)
class Beats:
    """A level's head-to-head against the level below it, in one game's 2-player ladder."""

    level: str
    weak: str
    share: float
    games: int
    date: str

    @property
    def in_ten(self) -> int:
        """Games in 10 the level wins against the weaker one, rounded (half up)."""
        return int(math.floor(self.share * 10 + 0.5))


def _stored(path: Path) -> dict | None:
    """The ladder file's content, read again only when it changed; ``None`` if missing or unreadable."""
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return None
    key = (str(path), stamp)
    if key not in _cache:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
                raise ValueError("no 'games' table")
        except (OSError, ValueError) as error:
            log.warning("The strength ladder %s cannot be read (%s): the level menu keeps its plain words",
                        path, error)
            data = None
        _cache.clear()
        _cache[key] = data
    return _cache[key]


def _pair(pairs, level: str, weak: str, game_id: str) -> dict | None:
    """The pair ``level`` over ``weak`` among ``pairs``, checked; ``None`` if it is not there."""
    for pair in pairs:
        if pair["strong"] == level and pair["weak"] == weak:
            share, games = pair["share"], pair["games"]
            if isinstance(share, bool) or not isinstance(share, int | float) \
                    or not 0.0 <= share <= 1.0 or not isinstance(games, int) or games <= 0:
                raise ValueError(f"{game_id}: {level} vs {weak}: share {share!r}, games {games!r}")
            return pair
    return None


def beats(game_id: str, level: str, path: Path | None = None) -> Beats | None:
    """How often ``level`` beats the level below it in ``game_id``'s 2-player games, or ``None`` where there
    is no usable figure.

    Two measurements may hold the pair: the ladder's row (``games``: 10 to 20 games a pair) and the strength
    table's (``strength``: 200 games a pairing, ``python -m bench.strength --write``). The one over more
    games is told; ties go to the ladder."""
    weak = BELOW.get(level)
    data = _stored(path or LADDER_PATH)
    if weak is None or data is None:
        return None
    try:
        found = []
        row = data["games"].get(game_id, {}).get(str(PLAYERS))
        if row is not None:
            pair = _pair(row["head_to_head"], level, weak, game_id)
            if pair is not None:
                found.append((pair, str(row.get("date", ""))))
        strength = data.get("strength", {}).get(game_id, {}).get(str(PLAYERS))
        if strength is not None:
            pair = _pair(strength, level, weak, game_id)
            if pair is not None:
                found.append((pair, str(pair.get("date", ""))))
        if not found:
            return None
        pair, date = max(found, key=lambda item: item[0]["games"])  # the first of equals: the ladder's
        if pair["games"] < MIN_GAMES:
            return None
        return Beats(level, weak, float(pair["share"]), pair["games"], date)
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        log.warning("The strength ladder has no usable row for %s (%s): the level menu keeps its plain words",
                    game_id, error)
        return None
