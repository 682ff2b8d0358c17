"""Entry point: ``python -m bench [--quick] [--only SECTION]``, and for the ``ai`` and ``ladder`` sections
``[--games N] [--jobs N] [--game ID] [--players N] [--budget-ms MS]`` (``ai``: also ``[--pairing
hard-medium] [--first N]``; ``ladder``: also ``[--write]``)."""

from __future__ import annotations

import argparse
import importlib
import inspect
import sys

from bench import SECTIONS, Table
from rules import GAMES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--only", choices=SECTIONS, action="append", help="run only these sections")
    parser.add_argument("--games", type=int,
                        help="ai: games per row (default 200, --quick 4); ladder: per table (default 20, "
                             "--quick 2)")
    parser.add_argument("--jobs", type=int, help="ai: processes playing games (default: all cores)")
    parser.add_argument("--game", choices=sorted(GAMES), help="ai: only this game")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), help="ai: only games of this many players")
    parser.add_argument("--budget-ms", type=int,
                        help="ai: hard's thinking budget per decision (default 150); ladder: hard's (default "
                             "1,000; hard4 has four times it)")
    parser.add_argument("--write", action="store_true",
                        help="ladder: store the fitted ladder in rules/ladder.json (the lobby reads it)")
    parser.add_argument("--pairing", choices=("hard-medium", "medium-easy"),
                        help="ai: only this pairing (stronger-weaker)")
    parser.add_argument("--first", type=int,
                        help="ai: start at this game of each row (default 1): the same seeds and seatings "
                             "as a whole run, so a row can be played in pieces and its per-game lines joined")
    args = parser.parse_args(argv)
    for name in args.only or SECTIONS:
        run = importlib.import_module(f"bench.{name}").run
        extra = {key: value for key, value in (("games", args.games), ("jobs", args.jobs),
                                               ("only_game", args.game), ("players", args.players),
                                               ("budget_ms", args.budget_ms), ("pairing", args.pairing),
                                               ("first", args.first),
                                               ("write_ladder", args.write or None))
                 if value is not None and key in inspect.signature(run).parameters}
        result = run(quick=args.quick, **extra)
        tables = result if isinstance(result, list) else [result]
        for table in tables:
            assert isinstance(table, Table)
            print(table.render())
            print()
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
