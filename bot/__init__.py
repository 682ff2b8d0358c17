"""The Discord bot: commands, buttons, storage and the entry point (``python -m bot``).

``create_bot(database_path)`` builds a ready-to-run ``discord.ext.commands.Bot``; see ``bot/app.py``. They
are imported on first use, so the command line (``python -m bot --help``, the operator's commands) does
not load discord.py.
"""

from __future__ import annotations

from typing import Any

__all__ = ["GameBot", "create_bot"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from bot import app

        return getattr(app, name)
    raise AttributeError(f"module 'bot' has no attribute {name!r}")
