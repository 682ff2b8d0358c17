"""The Discord bot: commands, buttons, storage and the entry point (``python -m bot``).

``create_bot(database_path)`` builds a ready-to-run ``discord.ext.commands.Bot``; see ``bot/app.py``.
"""

from __future__ import annotations

from bot.app import GameBot, create_bot

__all__ = ["GameBot", "create_bot"]
