"""Shared by every test directory: the generic tests' helpers ``scenario_cases`` (their cases, derived
from what each registered game declares), ``scratch_game`` (a small game registered from the tests) and
``tally_game`` (a small game whose scoring it declares), importable by those names.

They are loaded from their files rather than by putting ``tests/`` on the import path: there, the test
folders named after our packages (``tests/bot``, ``tests/rules`` …) would be found as namespace packages
before the installed ``bot``, ``rules`` … whenever the checkout itself is not on the path (plain
``pytest``, as CI runs it)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Compiled modules are cached (``__pycache__``, ignored by git) even where the environment turns that off
# (PYTHONDONTWRITEBYTECODE): every bot the tests build loads its rooms as extensions, which runs their
# modules afresh, and many tests start the bot in processes of its own; without the cache each of those
# compiled the sources again, a third of the time it takes to build a bot. Set here, before the workers and
# the bot's processes start, so they inherit it.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

for _name in ("scenario_cases", "scratch_game", "tally_game"):
    if _name not in sys.modules:
        _spec = importlib.util.spec_from_file_location(_name, HERE / f"{_name}.py")
        assert _spec is not None and _spec.loader is not None
        _module = importlib.util.module_from_spec(_spec)
        sys.modules[_name] = _module
        _spec.loader.exec_module(_module)
