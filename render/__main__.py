"""``python -m render --demo <game id> --out DIR``: sample images of seeded random games, for looking at.

For every scenario the demo plays one seeded random game and writes the public board at its start, middle
and end, plus seat 0's hand in the middle. Scenarios come from the game's own data, so any registered
game with a ``render/<game>.py`` works without changes here:

- every player count from ``min_players`` to ``max_players`` with the default options;
- every non-default value of every option (one option changed at a time), at the smallest and largest
  player count;
- all options at their last listed value together, at the largest player count.

A game may replace that list with its own, declared in its spec (``scenarios.demo``, a sequence of
``rules.base.Scenario``). File names say what each image shows, e.g. ``iwari_5p_map-long_road_end.png``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import render
from rules import GAMES
from rules.base import Game
from rules.players import RandomPlayer

Scenario = tuple[int, dict[str, str]]


def has_renderer(game_id: str) -> bool:
    """Whether ``render/<game id>.py`` exists."""
    return importlib.util.find_spec(f"render.{game_id}") is not None


def scenarios(game: Game) -> list[Scenario]:
    """The demo scenarios of ``game``: those its spec declares (``scenarios.demo``) or the generic list."""
    declared = game.spec.scenarios.demo if game.spec.scenarios is not None else None
    if declared is not None:
        return [(scenario.players, dict(scenario.options)) for scenario in declared]
    result: list[Scenario] = [(players, {}) for players in range(game.min_players, game.max_players + 1)]
    for name, spec in game.options.items():
        for value, _ in spec.choices:
            if value == spec.default:
                continue
            for players in sorted({game.min_players, game.max_players}):
                result.append((players, {name: value}))
    last_values = {name: spec.choices[-1][0] for name, spec in game.options.items()}
    if any(value != game.options[name].default for name, value in last_values.items()):
        result.append((game.max_players, last_values))
    return result


def _label(options: Mapping[str, str]) -> str:
    if not options:
        return "default"
    return "_".join(f"{name}-{value}" for name, value in sorted(options.items()))


def _stages(game: Game, players: int, options: Mapping[str, str], seed: int) -> Iterator[tuple[str, object]]:
    """The states at the start, the middle and the end of one seeded random game."""
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
    history = [state]
    while not game.is_over(state):
        state = game.apply(state, player.choose(game, state))
        history.append(state)
    yield "start", history[0]
    yield "middle", history[len(history) // 2]
    yield "end", history[-1]


def demo(game_id: str, out: Path, seed: int = 1) -> list[Path]:
    """Write the demo images of one game into ``out``; return their paths."""
    game = GAMES[game_id]
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for players, options in scenarios(game):
        stem = f"{game_id}_{players}p_{_label(options)}"
        for stage, state in _stages(game, players, options, seed):
            path = out / f"{stem}_{stage}.png"
            path.write_bytes(render.board(game_id, game.view(state, None)))
            written.append(path)
            if stage == "middle":
                hand_path = out / f"{stem}_{stage}_hand_seat0.png"
                hand_path.write_bytes(render.hand(game_id, game.view(state, 0)))
                written.append(hand_path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", required=True, action="append", metavar="GAME",
                        help=f"game id to draw (repeatable): {', '.join(GAMES)}")
    parser.add_argument("--out", required=True, type=Path, help="folder for the PNG files")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games (default 1)")
    args = parser.parse_args(argv)
    for game_id in args.demo:
        if game_id not in GAMES:
            parser.error(f"unknown game {game_id!r}; registered: {', '.join(GAMES)}")
        if not has_renderer(game_id):
            parser.error(f"game {game_id!r} has no render/{game_id}.py yet")
        paths = demo(game_id, args.out, args.seed)
        print(f"{game_id}: wrote {len(paths)} images to {args.out}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
