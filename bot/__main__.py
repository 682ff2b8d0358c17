"""``python -m bot``: the command line (:mod:`bot.cli`). Without a command it runs the bot (:mod:`bot.run`);
``python -m bot --help`` lists the operator's commands."""

from __future__ import annotations

import sys

from bot.cli import main

if __name__ == "__main__":
    sys.exit(main())
