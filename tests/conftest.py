"""Shared by every test directory: the generic tests' helpers ``scenario_cases`` (their cases, derived
from what each registered game declares), ``scratch_game`` (a small game registered from the tests) and
``tally_game`` (a small game whose scoring it declares), importable by those names.

They are loaded from their files rather than by putting ``tests/`` on the import path: there, the test
folders named after our packages (``tests/bot``, ``tests/rules`` …) would be found as namespace packages
before the installed ``bot``, ``rules`` … whenever the checkout itself is not on the path (plain
``pytest``, as CI runs it)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

for _name in ("scenario_cases", "scratch_game", "tally_game"):
    if _name not in sys.modules:
        _spec = importlib.util.spec_from_file_location(_name, HERE / f"{_name}.py")
        assert _spec is not None and _spec.loader is not None
        _module = importlib.util.module_from_spec(_spec)
        sys.modules[_name] = _module
        _spec.loader.exec_module(_module)
