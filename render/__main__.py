"""``python -m render --demo <game id> --out DIR``: sample images of seeded random games, for looking at;
``python -m render --palettes``: the boards' fixed palettes, computed again into ``render/palettes/``.

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
from typing import Any

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


# --- the boards' fixed palettes (issue 25) ---------------------------------------------------------------
#
# A board's PNG is paletted (256 colours). Quantising each board on its own (Pillow's fast octree) takes 7-9
# ms of a turn's render; mapping it to a palette fixed per title takes 1.5-2 ms. Where that keeps the
# board as faithful (boards of other seeds in every scenario: mean error under 1.5 levels of 255, under
# 0.1% of pixels more than 24 levels off; tests/render/test_board_palette.py), the renderer says
# ``FIXED_PALETTE = True``: Tiwanaku and Wayfinders. Iwari does not: its map (five biomes, their blends,
# the sea's waves, the tribes' tints) spans more colours than 256 fixed ones hold as well as a palette
# made for each board (measured: up to 1% of a board's pixels visibly off, against 0.16%). The palettes
# are computed once from the demo scenarios' boards (every player count and option value; start, middle
# and end of a seeded game) and kept in ``render/palettes/<game id>.txt`` (hex; data beside the renderer,
# so no module names a title), so every process maps a board to the same colours and a board's bytes
# depend on the view alone. Make them again after changing a renderer's colours or adding a title:
# ``python -m render --palettes`` (a test says when).


#: A colour filling at least this many pixels of the sample boards is a flat colour of the title (a tribe's
#: tint, a feat's gold): kept exactly, up to FLAT_MOST colours in all.
FLAT_PIXELS = 100
FLAT_MOST = 128


def colours_of(image: Any) -> list[tuple[int, tuple[int, int, int]]]:
    """Every colour of ``image`` with its pixel count. Pillow's table is sized by the most colours it is
    told to expect, so asking for 2**24 at once costs fifty times what a board's few thousand need:
    a small table first, a larger one only when a picture has more colours."""
    most = 1 << 16
    while True:
        found = image.getcolors(most)
        if found is not None or most >= 1 << 24:
            return found or []
        most <<= 4


def board_palette(game_id: str, seed: int = 1) -> list[int]:
    """The fixed palette (768 values) of ``game_id``'s boards, from the demo scenarios' boards: first
    :data:`kit.FIXED_COLOURS` and the title's flat colours (see :data:`FLAT_PIXELS`), exactly; then a
    median cut of the boards for the rest (the anti-aliased edges between them)."""
    from PIL import Image  # noqa: PLC0415 - only this tool needs Pillow here

    from render import kit  # noqa: PLC0415

    game = GAMES[game_id]
    boards = [render.board_image(game_id, game.view(state, None))
              for players, options in scenarios(game)
              for _, state in _stages(game, players, options, seed)]
    strip = Image.new("RGB", (max(board.width for board in boards), sum(board.height for board in boards)),
                      kit.PAPER)
    top = 0
    for board in boards:
        strip.paste(board, (0, top))
        top += board.height
    counted = sorted(colours_of(strip), reverse=True)
    chosen = list(dict.fromkeys(kit.FIXED_COLOURS))
    known = set(chosen)
    # Each board's own most used colours, rank by rank across the boards: the flat fills of every
    # position (a colour can be rare over all boards and large on some), not the edges' shades.
    ranked = [[colour for count, colour in sorted(colours_of(board), reverse=True)
               if count >= FLAT_PIXELS] for board in boards]
    for rank in range(max(map(len, ranked), default=0)):
        for colours in ranked:
            if rank < len(colours) and colours[rank] not in known and len(chosen) < FLAT_MOST:
                chosen.append(colours[rank])
                known.add(colours[rank])
    cut = strip.quantize(colors=256 - len(chosen), method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    values = cut.getpalette() or []
    for colour in (tuple(values[i:i + 3]) for i in range(0, len(values), 3)):
        if colour not in known and len(chosen) < 256:
            chosen.append(colour)
            known.add(colour)
    for _, colour in counted:  # slots the cut left (its colours were kept already): the next most used
        if len(chosen) >= 256:
            break
        if colour not in known:
            chosen.append(colour)
            known.add(colour)
    return [value for colour in chosen for value in colour][:768]


def palette_titles() -> list[str]:
    """The titles whose renderer maps its boards to a fixed palette (``FIXED_PALETTE = True``)."""
    return [game_id for game_id in GAMES if has_renderer(game_id)
            and getattr(importlib.import_module(f"render.{game_id}"), "FIXED_PALETTE", False)]


def palette_text(game_id: str) -> str:
    """The text of ``render/palettes/<game_id>.txt``: the palette's 768 values in hex, 48 colours a line."""
    hexed = bytes(board_palette(game_id)).hex()
    return "".join(hexed[start:start + 288] + "\n" for start in range(0, len(hexed), 288))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--demo", action="append", metavar="GAME",
                        help=f"game id to draw (repeatable): {', '.join(GAMES)}")
    parser.add_argument("--out", type=Path, help="folder for the PNG files")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random games (default 1)")
    parser.add_argument("--palettes", action="store_true",
                        help="compute every title's fixed board palette into render/palettes/")
    args = parser.parse_args(argv)
    if args.palettes:
        from render.kit import PALETTE_FOLDER  # noqa: PLC0415

        for game_id in palette_titles():
            path = PALETTE_FOLDER / f"{game_id}.txt"
            path.write_text(palette_text(game_id), encoding="ascii")
            print(f"wrote {path}")
        return 0
    if not args.demo or args.out is None:
        parser.error("give --demo GAME and --out DIR, or --palettes")
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
