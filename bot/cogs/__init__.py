"""The bot's rooms: one ``commands.Cog`` per concern (DESIGN.md "The bot's rooms").

Each cog adds its ``/game`` subcommands to the one shared ``/game`` group (:meth:`GameCog.add_commands`)
and handles the components whose custom-id kinds it lists in ``COMPONENT_KINDS`` (the bot's router parses
and defers a press, loads the game row and hands it to the cog). A cog parses, checks who may act, calls
the service and replies; it holds no game logic and no SQL.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:
    from bot.app import GameBot
    from bot.ids import ParsedId
    from store import GameRecord


class GameCog(commands.Cog):
    """What every room has: the bot, its ``/game`` subcommands and the component kinds it answers."""

    #: Custom-id kinds (see ``bot/ids.py``) this cog answers.
    COMPONENT_KINDS: ClassVar[frozenset[str]] = frozenset()
    #: Those of :attr:`COMPONENT_KINDS` not tied to one game's channel: the router hands them over
    #: undeferred and without loading a game (:meth:`handle_unbound`).
    UNBOUND_KINDS: ClassVar[frozenset[str]] = frozenset()
    #: Those of :attr:`COMPONENT_KINDS` the bot sends in a DM (a reminder's button): accepted only from a
    #: DM, and the cog checks that the presser is the seat's own player. Every other control bound to a
    #: game is accepted only in that game's channel.
    DM_KINDS: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    def add_commands(self, group: app_commands.Group) -> None:
        """Add this cog's subcommands to the ``/game`` group."""

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        """Answer a press of one of :attr:`COMPONENT_KINDS` (already deferred, game row loaded)."""
        raise LookupError(parsed.kind)

    async def handle_unbound(self, interaction: discord.Interaction, parsed: ParsedId,
                             values: list[str] | None) -> Any:
        """Answer a press of one of :attr:`UNBOUND_KINDS` (not deferred, no game loaded)."""
        raise LookupError(parsed.kind)
