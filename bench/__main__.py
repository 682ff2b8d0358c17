"""Entry point: ``python -m bench [--quick] [--only SECTION]``."""

from __future__ import annotations

import argparse
import importlib
import sys

from bench import SECTIONS, Table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--only", choices=SECTIONS, action="append", help="run only these sections")
    args = parser.parse_args(argv)
    for name in args.only or SECTIONS:
        result = importlib.import_module(f"bench.{name}").run(quick=args.quick)
        tables = result if isinstance(result, list) else [result]
        for table in tables:
            assert isinstance(table, Table)
            print(table.render())
            print()
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
