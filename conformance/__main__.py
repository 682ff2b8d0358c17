"""``python -m conformance [GAME ...]``: check registered games against the game contract, clause by clause;
``--write`` writes the generated files again. See the package's docstring."""

from __future__ import annotations

import argparse
import sys
import textwrap
import traceback
from pathlib import Path

from conformance import catalogs, golden
from conformance.core import CHECKS, applies, names
from render.__main__ import palette_text, palette_titles
from render.kit import PALETTE_FOLDER
from rules import GAMES


def _write(game_ids: list[str], everything: bool) -> list[Path]:
    """The generated files of ``game_ids`` (and the platform's, when ``everything``)."""
    written: list[Path] = []
    for game_id in game_ids:
        if GAMES[game_id].spec.package is None:
            continue
        written += golden.write(game_id)
    owners = [owner for owner in catalogs.owners()
              if owner in game_ids or (everything and owner == catalogs.PLATFORM)]
    written += [catalogs.write_plurals(owner) for owner in owners]
    for game_id in palette_titles():
        if game_id in game_ids:
            path = PALETTE_FOLDER / f"{game_id}.txt"
            path.write_text(palette_text(game_id), encoding="ascii")
            written.append(path)
    return written


def _clause(text: str) -> str:
    return textwrap.fill(text, width=100, initial_indent="      ", subsequent_indent="      ")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance", description=__doc__)
    parser.add_argument("games", nargs="*", metavar="GAME", help="game ids (default: all: "
                                                                 f"{', '.join(GAMES)})")
    parser.add_argument("--check", action="append", metavar="NAME", help="only this check (repeatable)")
    parser.add_argument("--list", action="store_true", help="list the checks and their clauses")
    parser.add_argument("--write", action="store_true",
                        help="write the generated files (golden games when missing, plural goldens, "
                             "palettes)")
    args = parser.parse_args(argv)
    if args.list:
        for name in names():
            print(name)
            print(_clause(CHECKS[name].clause))
        return 0
    unknown = [game_id for game_id in args.games if game_id not in GAMES]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; registered: {', '.join(GAMES)}")
    game_ids = args.games or list(GAMES)
    if args.write:
        for path in _write(game_ids, everything=not args.games):
            print(f"wrote {path}")
        return 0
    chosen = args.check or names()
    for name in chosen:
        if name not in CHECKS:
            parser.error(f"no check named {name!r} (see --list)")
    broken = 0
    for game_id in game_ids:
        print(f"{game_id}:")
        for name in chosen:
            if not applies(name, game_id):
                print(f"  ----  {name} (does not apply)")
                continue
            try:
                CHECKS[name].verify(game_id)
            except AssertionError as error:
                broken += 1
                print(f"  FAIL  {name}")
                print(_clause(CHECKS[name].clause))
                print(textwrap.indent(str(error), "      > "))
            except Exception:  # a game that crashes in a check breaks its clause too
                broken += 1
                print(f"  FAIL  {name} (raised)")
                print(textwrap.indent(traceback.format_exc(limit=-4), "      > "))
            else:
                print(f"  ok    {name}")
            sys.stdout.flush()
    print(f"{broken} clause(s) broken" if broken else "every clause holds")
    return 1 if broken else 0


if __name__ == "__main__":
    raise SystemExit(main())
