"""Golden random games under rules version 1: the behaviour stored games were started with.

Issue 9 corrected several Iwari and Tiwanaku clauses. Games already stored were started under the old
rules and their action logs must keep replaying to exactly the same states, so the engines keep the old
behaviour behind ``rules_version=1``. ``golden_rules_v1.json`` was written by this module from the engines
*before* the correction (commit fae60bc, where ``setup`` had no ``rules_version``):

    python tests/rules/golden_rules_v1.py tests/rules/golden_rules_v1.json

``test_rules_versions.py`` replays the same seeded random games with ``rules_version=1`` and compares.
The cases are each registered game's declared ``scenarios.rules_v1_golden`` (``rules/<game>/scenarios.py``,
in the file's order). Run as a script, this module adds the records of a registered game the file does
not hold yet (played under its rules version 1), and never rewrites a record already there.
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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, when run as a script

from scenario_cases import MissingScenarios, declared, require  # noqa: E402

from rules import GAMES  # noqa: E402
from rules.base import Game  # noqa: E402
from rules.players import RandomPlayer  # noqa: E402

GOLDEN_PATH = Path(__file__).with_name("golden_rules_v1.json")
#: Fields added to the dumps after the golden data was written; they are left out of the hash.
NEW_DUMP_FIELDS: tuple[str, ...] = ("rules_version",)

Setup = Callable[[Game, int, Mapping[str, str], int], Any]


def _cases(game_id: str) -> list[tuple[int, dict[str, str], int]] | MissingScenarios:
    scenarios = declared(game_id, "rules_v1_golden")
    if isinstance(scenarios, MissingScenarios):
        return scenarios
    return [(s.players, dict(s.options), s.seed) for s in scenarios]


#: Per registered game, its version 1 golden cases (or what it fails to declare).
CASES: dict[str, list[tuple[int, dict[str, str], int]] | MissingScenarios] = {
    game_id: _cases(game_id) for game_id in GAMES
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


def _version1_setup(game: Game, players: int, options: Mapping[str, str], seed: int) -> Any:
    return game.setup(players, options, seed, rules_version=1)


def write(path: Path) -> None:
    """Add the records of every registered game ``path`` does not hold yet; keep the others verbatim
    (they were written by the engines before issue 9, without ``rules_version``)."""
    golden = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    for game_id in GAMES:
        if game_id not in golden:
            golden[game_id] = [record(GAMES[game_id], players, options, seed, _version1_setup)
                               for players, options, seed in require(CASES[game_id])]
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
