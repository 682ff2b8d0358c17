"""The golden games: seeded random games of each game, recorded once in its package and replayed exactly.

Two sets, each a game's declared scenarios and each at least ``rules.contract.GOLDEN_MIN_GAMES`` games:

- ``golden/engine.json`` (``scenarios.engine_golden``): every player count and rules version, with the
  options varied across the seeds. A record holds what would betray any change of play: the number of
  actions, a hash of every encoded action *and* of the number of legal actions offered at each step (the
  random player picks by index, so a reordered or changed list changes the game), and a hash of the final
  dump. The packaged games' records were written by their engines before the engine speed-ups, which
  had to change no game.
- ``golden/rules_v1.json`` (``scenarios.rules_v1_golden``): games under rules version 1, the rules stored
  games were started with, with their final scores and winners; a hash of the final dump without the
  fields dumps gained later (:data:`NEW_DUMP_FIELDS`). The packaged games' records were written by their
  engines before the rules corrections that brought versions.

:func:`write` adds the file of a game that has none (``python -m conformance --write``) and never rewrites
one: the records are the reference. To record a game's games again on purpose, delete its file first.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from conformance.core import ContractBroken, check, declared, expect, game
from rules.base import Game, Rng
from rules.contract import GOLDEN_MIN_GAMES
from rules.players import RandomPlayer

__all__ = ["GOLDEN_SETS", "NEW_DUMP_FIELDS", "engine_record", "golden_file", "records", "rules_v1_record",
           "write"]

#: Fields added to the dumps after the version 1 golden records were written; left out of their hash.
NEW_DUMP_FIELDS: tuple[str, ...] = ("rules_version",)
#: A game that has not ended after this many actions is broken.
MAX_ACTIONS = 20_000
FOLDER = "golden"

#: One case: (players, options, seed, rules version).
Case = tuple[int, dict[str, str], int, int]


def engine_record(game: Game, players: int, options: Mapping[str, str], seed: int, version: int) -> dict:
    """One seeded random game played to its end; what ``golden/engine.json`` keeps of it."""
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
        if count > MAX_ACTIONS:
            raise ContractBroken(f"{game.id} seed {seed}: no end after {MAX_ACTIONS} actions")
    dump = json.dumps(game.dump(state), sort_keys=True)
    return {"players": players, "options": dict(options), "seed": seed, "rules_version": version,
            "actions": count, "actions_sha": steps.hexdigest()[:24],
            "dump_sha": hashlib.sha256(dump.encode()).hexdigest()[:24]}


def _v1_dump_hash(game: Game, state: Any) -> str:
    data = {key: value for key, value in game.dump(state).items() if key not in NEW_DUMP_FIELDS}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def rules_v1_record(game: Game, players: int, options: Mapping[str, str], seed: int,
                    version: int = 1) -> dict:
    """One seeded random game under rules version 1, played to its end; what ``golden/rules_v1.json``
    keeps of it."""
    state = game.setup(players, options, seed, rules_version=1)
    player = RandomPlayer(seed)
    texts: list[str] = []
    while not game.is_over(state):
        action = player.choose(game, state)
        texts.append(game.encode(action))
        state = game.apply(state, action)
        if len(texts) > MAX_ACTIONS:
            raise ContractBroken(f"{game.id} seed {seed}: no end after {MAX_ACTIONS} actions")
    return {"players": players, "options": dict(options), "seed": seed, "actions": len(texts),
            "actions_sha": hashlib.sha256("\n".join(texts).encode()).hexdigest()[:20],
            "scores": list(game.scores(state)), "winners": list(game.winners(state)),
            "dump_sha": _v1_dump_hash(game, state)}


#: Each golden set: its file, the scenarios field it plays, how a record is made, and what of a case the
#: record repeats (to check the file and the scenarios are in the same order).
GOLDEN_SETS: dict[str, tuple[str, Callable[..., dict], tuple[str, ...]]] = {
    "engine": ("engine_golden", engine_record, ("players", "options", "seed", "rules_version")),
    "rules_v1": ("rules_v1_golden", rules_v1_record, ("players", "options", "seed")),
}


def cases(game_id: str, name: str) -> list[Case]:
    """The declared cases of one golden set, with their rules version (``None``: the current one)."""
    field, _, _ = GOLDEN_SETS[name]
    current = game(game_id).rules_version
    return [(s.players, dict(s.options), s.seed, 1 if name == "rules_v1" else (s.rules_version or current))
            for s in declared(game_id, field)]


def golden_file(game_id: str, name: str) -> Traversable:
    """Where a game keeps a golden set: ``<its package>/golden/<name>.json``."""
    package = game(game_id).spec.package
    expect(package, f"game {game_id!r} has no package of its own to keep its golden games in "
                    f"(GameSpec.package)")
    return resources.files(package).joinpath(FOLDER, f"{name}.json")


def records(game_id: str, name: str) -> list[dict]:
    path = golden_file(game_id, name)
    expect(path.is_file(), f"game {game_id!r} keeps no golden games in {FOLDER}/{name}.json: write them with "
                           f"`python -m conformance --write {game_id}`")
    return json.loads(path.read_text(encoding="utf-8"))


def _file_text(items: list[dict]) -> str:
    # One record per line: a later difference shows up as a readable one-line diff.
    return "[\n" + ",\n".join(json.dumps(item, sort_keys=True) for item in items) + "\n]\n"


def write(game_id: str) -> list[Path]:
    """Write the golden sets ``game_id`` keeps no file of yet; never rewrite one. The paths written."""
    written = []
    for name, (_, make, _) in GOLDEN_SETS.items():
        path = Path(str(golden_file(game_id, name)))
        if path.exists():
            continue
        made = [make(game(game_id), players, options, seed, version)
                for players, options, seed, version in cases(game_id, name)]
        path.parent.mkdir(exist_ok=True)
        path.write_text(_file_text(made), encoding="utf-8")
        written.append(path)
    return written


def _replay(game_id: str, name: str) -> None:
    current = cases(game_id, name)
    kept = records(game_id, name)
    expect(len(current) >= GOLDEN_MIN_GAMES,
           f"{game_id}: scenarios.{GOLDEN_SETS[name][0]} holds {len(current)} games; the contract asks "
           f"for {GOLDEN_MIN_GAMES}")
    expect(len(kept) == len(current), f"{game_id}: {FOLDER}/{name}.json holds {len(kept)} games, its "
                                      f"scenarios {len(current)}")
    _, make, repeated = GOLDEN_SETS[name]
    for expected, case in zip(kept, current, strict=True):
        players, options, seed, version = case
        named = {"players": players, "options": options, "seed": seed, "rules_version": version}
        expect(all(expected[key] == named[key] for key in repeated),
               f"{game_id}: {FOLDER}/{name}.json is not in its scenarios' order at {expected}")
        got = make(game(game_id), players, options, seed, version)
        expect(got == expected, f"{game_id} {players}p v{version} seed {seed} options {options}: the game "
                                f"no longer plays as {FOLDER}/{name}.json recorded")


@check("golden.engine", """The game keeps golden games (golden/engine.json, written by `python -m conformance
       --write`) of its scenarios.engine_golden: at least 200 seeded random games covering every player count
       and rules version, each replayed exactly (actions, legal-action counts, final dump).""")
def _engine(game_id: str) -> None:
    played = game(game_id)
    cells = {(players, version) for players, _, _, version in cases(game_id, "engine")}
    wanted = {(players, version) for players in range(played.min_players, played.max_players + 1)
              for version in range(1, played.rules_version + 1)}
    expect(cells == wanted, lambda: f"{game_id}: scenarios.engine_golden misses player counts and rules "
                                    f"versions {sorted(wanted - cells)}")
    _replay(game_id, "engine")


@check("golden.rules-v1", """The game keeps golden games under rules version 1 (golden/rules_v1.json) of its
       scenarios.rules_v1_golden: at least 200, each replayed exactly with the same scores and winners.""")
def _rules_v1(game_id: str) -> None:
    _replay(game_id, "rules_v1")
