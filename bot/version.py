"""The bot's version, from one place: the installed package's metadata, which ``pip install`` writes from
``pyproject.toml``'s ``version``. ``python -m bot --version``, the first log line, ``/healthz`` and the
``boardgame_build_info`` metric all read it here; after changing the version in ``pyproject.toml``,
install again (``pip install -e .``) to see it."""

from __future__ import annotations

from functools import cache
from importlib.metadata import PackageNotFoundError, version

#: The distribution's name in ``pyproject.toml``.
DISTRIBUTION = "boardgame-bot"


@cache
def bot_version() -> str:
    """The installed version (``0.2.0``), or ``unknown`` when the code runs without being installed. Read
    once per process: the code running does not change until the process restarts (reading the metadata
    scans the installed distributions, a few milliseconds each bot the tests build)."""
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "unknown"
