"""Golden random games for the engine speed-ups of issue 17 ("Turn throughput").

The speed-ups (a faster state update than ``dataclasses.replace``, memoised payment options, faster move
and destination searches) must not change a single game. ``golden_engine_speedups.json`` was written by
this module from the engines *before* any speed-up (branch ``throughput``, on top of commit 405b8ff):

    python tests/rules/golden_engine_speedups.py

``test_engine_speedups_identical.py`` replays the same seeded random games and compares. The cases are
each registered game's declared ``scenarios.engine_golden`` (``rules/<game>/scenarios.py``, in the file's
order): every player count and every rules version, with the options varied across the seeds so that
maps, modules and modes are all exercised. Run as a script, this module adds the records of a registered
game the file does not hold yet, and never rewrites a record already there (those are the reference).
A record holds what would betray any difference:

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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, when run as a script

from scenario_cases import MissingScenarios, declared, require  # noqa: E402

from rules import GAMES  # noqa: E402
from rules.base import Game, Rng  # noqa: E402

GOLDEN_PATH = Path(__file__).with_name("golden_engine_speedups.json")

#: One case: (players, options, seed, rules version).
Case = tuple[int, dict[str, str], int, int]


def _cases(game_id: str) -> list[Case] | MissingScenarios:
    scenarios = declared(game_id, "engine_golden")
    if isinstance(scenarios, MissingScenarios):
        return scenarios
    return [(s.players, dict(s.options), s.seed, s.rules_version or GAMES[game_id].rules_version)
            for s in scenarios]


#: Per registered game, its golden cases (or what it fails to declare).
CASES: dict[str, list[Case] | MissingScenarios] = {game_id: _cases(game_id) for game_id in GAMES}


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
    """Add the records of every registered game ``path`` does not hold yet; keep the others verbatim."""
    golden = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    for game_id in GAMES:
        if game_id not in golden:
            golden[game_id] = [record(GAMES[game_id], *case) for case in require(CASES[game_id])]
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
