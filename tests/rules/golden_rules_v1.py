"""Golden random games under rules version 1: the behaviour stored games were started with.

Issue 9 corrected several Iwari and Tiwanaku clauses. Games already stored were started under the old
rules and their action logs must keep replaying to exactly the same states, so the engines keep the old
behaviour behind ``rules_version=1``. ``golden_rules_v1.json`` was written by this module from the engines
*before* the correction (commit fae60bc, where ``setup`` had no ``rules_version``):

    python tests/rules/golden_rules_v1.py tests/rules/golden_rules_v1.json

``test_golden_rules_v1.py`` replays the same seeded random games with ``rules_version=1`` and compares.
A record holds what would betray any difference: the number of actions, a hash of every encoded action
in order (the random player picks by index, so a changed legal-action list changes the game), the final
scores and winners, and a hash of the final dump without the ``rules_version`` field (which did not exist).
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rules import GAMES
from rules.base import Game
from rules.players import RandomPlayer

GOLDEN_PATH = Path(__file__).with_name("golden_rules_v1.json")
#: Fields added to the dumps after the golden data was written; they are left out of the hash.
NEW_DUMP_FIELDS: tuple[str, ...] = ("rules_version",)

Setup = Callable[[Game, int, Mapping[str, str], int], Any]


def _iwari_cases() -> list[tuple[int, dict[str, str], int]]:
    # The 2-player game carries two of the corrections (neutral tribe), so it gets the most games.
    maps = ("highlands", "lowlands", "floating_lands", "glacier_mass", "long_road")
    cases = []
    for seed in range(1, 301):
        players = (2, 2, 2, 3, 4, 5)[seed % 6]
        options = {"map": maps[seed % 5]}
        if seed % 7 == 0:
            options["feats"] = "on"
        if seed % 4 == 1:
            options["expeditions"] = "on"
        if seed % 9 == 2:
            options["draft"] = "on"
        cases.append((players, options, seed))
    return cases


def _tiwanaku_cases() -> list[tuple[int, dict[str, str], int]]:
    cases = []
    for seed in range(1, 201):
        players = 1 + seed % 4
        options = {"size": "long" if players == 1 or seed % 3 == 0 else "short"}
        if players > 1 and seed % 5 == 0:
            options["mode"] = "cooperative"
        cases.append((players, options, seed))
    return cases


def _wayfinders_cases() -> list[tuple[int, dict[str, str], int]]:
    mixes = ("standard", "random24", "balanced", "scoring", "permanent", "resources")
    cases = []
    for seed in range(1, 201):
        options = {"setup": mixes[seed % 6], "exploration": "on" if seed % 4 == 0 else "off"}
        if seed % 5 == 0:
            options["order"] = "joined"
        cases.append((2 + seed % 3, options, seed))
    return cases


CASES: dict[str, list[tuple[int, dict[str, str], int]]] = {
    "iwari": _iwari_cases(),
    "tiwanaku": _tiwanaku_cases(),
    "wayfinders": _wayfinders_cases(),
}


def dump_hash(game: Game, state: Any) -> str:
    data = {key: value for key, value in game.dump(state).items() if key not in NEW_DUMP_FIELDS}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def record(game: Game, players: int, options: Mapping[str, str], seed: int, setup: Setup) -> dict:
    """Play one seeded random game from ``setup`` to the end; what the golden file stores about it."""
    state = setup(game, players, options, seed)
    player = RandomPlayer(seed)
    texts: list[str] = []
    while not game.is_over(state):
        action = player.choose(game, state)
        texts.append(game.encode(action))
        state = game.apply(state, action)
        if len(texts) > 20_000:
            raise RuntimeError(f"{game.id} seed {seed}: no end")
    return {
        "players": players,
        "options": dict(options),
        "seed": seed,
        "actions": len(texts),
        "actions_sha": hashlib.sha256("\n".join(texts).encode()).hexdigest()[:20],
        "scores": list(game.scores(state)),
        "winners": list(game.winners(state)),
        "dump_sha": dump_hash(game, state),
    }


def _plain_setup(game: Game, players: int, options: Mapping[str, str], seed: int) -> Any:
    return game.setup(players, options, seed)


def write(path: Path) -> None:
    golden = {
        game_id: [record(GAMES[game_id], players, options, seed, _plain_setup)
                  for players, options, seed in cases]
        for game_id, cases in CASES.items()
    }
    # One game per line: a later difference shows up as a readable one-line diff.
    lines = ["{"]
    for index, (game_id, records) in enumerate(golden.items()):
        lines.append(f"{json.dumps(game_id)}: [")
        lines.extend(json.dumps(item, sort_keys=True) + ("," if n < len(records) - 1 else "")
                     for n, item in enumerate(records))
        lines.append("]" + ("," if index < len(golden) - 1 else ""))
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else GOLDEN_PATH)
