"""Golden random games for the engine speed-ups of issue 17 ("Turn throughput").

The speed-ups (a faster state update than ``dataclasses.replace``, memoised payment options, faster move
and destination searches) must not change a single game. ``golden_engine_speedups.json`` was written by
this module from the engines *before* any speed-up (branch ``throughput``, on top of commit 405b8ff):

    python tests/rules/golden_engine_speedups.py

``test_engine_speedups_identical.py`` replays the same seeded random games and compares. The cases cover
every game, every player count and every rules version, with the options varied across the seeds so that
maps, modules and modes are all exercised. A record holds what would betray any difference:

- ``actions``: the number of actions to the end;
- ``actions_sha``: a hash of every encoded action in order *and* the number of legal actions offered at
  each step (the random player picks by index, so a reordered or changed legal-action list changes the
  game, and a changed count is caught even where the pick happens to coincide);
- ``dump_sha``: a hash of the final ``json.dumps(game.dump(state), sort_keys=True)``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from rules import GAMES
from rules.base import Game, Rng

GOLDEN_PATH = Path(__file__).with_name("golden_engine_speedups.json")

#: One case: (players, options, seed, rules version).
Case = tuple[int, dict[str, str], int, int]

#: Games per (player count, rules version): small enough that the whole replay stays well under 15 s with
#: the optimised engines, large enough that every option value turns up several times per cell.
IWARI_GAMES = 36
TIWANAKU_GAMES = 26
WAYFINDERS_GAMES = 70


def _iwari_cases() -> list[Case]:
    maps = ("highlands", "lowlands", "floating_lands", "glacier_mass", "long_road")
    cases = []
    for version in (1, 2):
        for players in range(2, 6):
            for n in range(IWARI_GAMES):
                seed = 1000 * version + 100 * players + n
                options = {"map": maps[n % 5]}
                if n % 3 == 0:
                    options["feats"] = "on"
                if n % 4 == 1:
                    options["expeditions"] = "on"
                if n % 5 == 2:
                    options["draft"] = "on"
                cases.append((players, options, seed, version))
    return cases


def _tiwanaku_cases() -> list[Case]:
    cases = []
    for version in (1, 2):
        for players in range(1, 5):
            for n in range(TIWANAKU_GAMES):
                seed = 1000 * version + 100 * players + n
                options = {"size": "long" if players == 1 or n % 2 == 0 else "short"}
                if players > 1 and n % 3 == 0:
                    options["mode"] = "cooperative"
                cases.append((players, options, seed, version))
    return cases


def _wayfinders_cases() -> list[Case]:
    mixes = ("standard", "random24", "balanced", "scoring", "permanent", "resources")
    cases = []
    for players in range(2, 5):
        for n in range(WAYFINDERS_GAMES):
            seed = 1000 + 100 * players + n
            options = {"setup": mixes[n % 6], "exploration": "on" if n % 4 == 0 else "off"}
            if n % 5 == 0:
                options["order"] = "joined"
            cases.append((players, options, seed, 1))
    return cases


CASES: dict[str, list[Case]] = {
    "iwari": _iwari_cases(),
    "tiwanaku": _tiwanaku_cases(),
    "wayfinders": _wayfinders_cases(),
}


def record(game: Game, players: int, options: dict[str, str], seed: int, version: int) -> dict[str, Any]:
    """Play one seeded random game to the end; what the golden file stores about it."""
    state = game.setup(players, options, seed, rules_version=version)
    rng = Rng.from_seed(seed)  # exactly RandomPlayer(seed)'s generator
    steps = hashlib.sha256()
    count = 0
    while not game.is_over(state):
        # RandomPlayer.choose, with the list kept so that its length goes into the hash too.
        legal = game.legal_actions(state)
        action = rng.choice(legal)
        steps.update(f"{len(legal)} {game.encode(action)}\n".encode())
        state = game.apply(state, action)
        count += 1
        if count > 20_000:
            raise RuntimeError(f"{game.id} seed {seed}: no end")
    dump = json.dumps(game.dump(state), sort_keys=True)
    return {
        "players": players,
        "options": dict(options),
        "seed": seed,
        "rules_version": version,
        "actions": count,
        "actions_sha": steps.hexdigest()[:24],
        "dump_sha": hashlib.sha256(dump.encode()).hexdigest()[:24],
    }


def write(path: Path) -> None:
    # One game per line: a later difference shows up as a readable one-line diff.
    lines = ["{"]
    for index, (game_id, cases) in enumerate(CASES.items()):
        records = [record(GAMES[game_id], *case) for case in cases]
        lines.append(f"{json.dumps(game_id)}: [")
        lines.extend(json.dumps(item, sort_keys=True) + ("," if n < len(records) - 1 else "")
                     for n, item in enumerate(records))
        lines.append("]" + ("," if index < len(CASES) - 1 else ""))
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else GOLDEN_PATH)
