"""Shared by every test directory: the generic tests' helpers ``scenario_cases`` (their cases, derived
from what each registered game declares), ``scratch_game`` (a small game registered from the tests) and
``tally_game`` (a small game whose scoring it declares), importable by those names.

They are loaded from their files rather than by putting ``tests/`` on the import path: there, the test
folders named after our packages (``tests/bot``, ``tests/rules`` …) would be found as namespace packages
before the installed ``bot``, ``rules`` … whenever the checkout itself is not on the path (plain
``pytest``, as CI runs it)."""

from __future__ import annotations

import gc
import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Compiled modules are cached (``__pycache__``, ignored by git) even where the environment turns that off
# (PYTHONDONTWRITEBYTECODE): every bot the tests build loads its rooms as extensions, which runs their
# modules afresh, and many tests start the bot in processes of its own; without the cache each of those
# compiled the sources again, a third of the time it takes to build a bot. Set here, before the workers and
# the bot's processes start, so they inherit it.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

# The tests' throwaway files (every test's SQLite databases, backups, renders) go to a RAM disk when the
# machine has one with room to spare, unless TMPDIR says where: the store commits with SQLite's full
# durability (the write-ahead log synced at every commit), about 4 ms of waiting for the disk each, and the
# tests make tens of thousands of commits whose durability nobody needs. The same SQL and settings run;
# only the disk under them is memory. Set before the workers and the bot's processes start, so they
# inherit it.
_RAM_DISK = Path("/dev/shm")
if "TMPDIR" not in os.environ and _RAM_DISK.is_dir() and os.access(_RAM_DISK, os.W_OK):
    if shutil.disk_usage(_RAM_DISK).free >= 2 * 1024 ** 3:
        os.environ["TMPDIR"] = str(_RAM_DISK)
        tempfile.tempdir = None  # read TMPDIR again

for _name in ("scenario_cases", "scratch_game", "tally_game"):
    if _name not in sys.modules:
        _spec = importlib.util.spec_from_file_location(_name, HERE / f"{_name}.py")
        assert _spec is not None and _spec.loader is not None
        _module = importlib.util.module_from_spec(_spec)
        sys.modules[_name] = _module
        _spec.loader.exec_module(_module)


def pytest_xdist_auto_num_workers(config: object) -> int:
    """``pytest -n auto``: three workers for every two CPUs this process may use (its affinity, as a
    container's CPU set limits it), at least two. A worker is often waiting rather than computing: on
    PostgreSQL's server, on a bot process of a test's own, on the browser; with one worker per CPU a
    quarter of the CPUs' time went unused. ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides when set."""
    chosen = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS", "").strip()
    if chosen.isdigit() and int(chosen) > 0:
        return int(chosen)
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(2, (3 * cpus) // 2)


def pytest_collection_finish(session: object) -> None:
    """Once the tests are collected, everything imported so far (the bot, the games, the libraries, the
    test modules: hundreds of thousands of objects that live as long as the process) is moved out of the
    garbage collector's sight (``gc.freeze``), and it runs less often: each full collection walked all of
    it again, and a test process makes millions of short-lived objects. Measured over the Discord-flow
    tests: the collector's time from 1.2 s to 0.7 s of 17 s. Only the test processes are tuned; the bot
    keeps Python's defaults."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)


def pytest_sessionfinish(session: object, exitstatus: object) -> None:
    """The test databases' leftovers of this process (``tests/bot/databases.py``: the pooled PostgreSQL
    schemas, the SQLite templates) go at its end."""
    databases = sys.modules.get("databases")
    if databases is not None and hasattr(databases, "clean_up"):
        databases.clean_up()
