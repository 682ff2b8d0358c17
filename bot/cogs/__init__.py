"""The bot's rooms: one ``commands.Cog`` per concern, each loaded as an extension (``bot.cogs.<room>``,
whose ``setup`` adds it with :meth:`GameBot.add_room`).

Each cog adds its subcommands to the top-level command it names in ``GROUP`` (:meth:`GameCog.add_commands`
is given that group): ``/game`` for playing and looking on, ``/records`` for finished games (Discord allows
25 subcommands in a command, so the records have a command of their own; ``bot.app.COMMAND_GROUPS`` lists
the top-level commands). Each cog declares the components it answers in ``COMPONENTS``: each custom-id
kind (``bot/ids.py`` builds and parses the ids) with how a press is answered (:class:`Answer`) and where it
is accepted (:class:`Where`).
The bot's router reads those declarations alone: a new kind is one pattern in ``ids.py`` and one
declaration in its cog. A cog parses, checks who may act, calls a service and replies; it holds no game
logic and no SQL. A room with periodic work overrides :meth:`GameCog.periodic`, which the bot's one loop
runs. A room whose work takes several steps that must each happen once (``core/flows.py``) names the flow
kinds it carries out in ``FLOWS`` and carries them out in :meth:`GameCog.carry_out`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:
    from bot.app import GameBot
    from bot.ids import ParsedId
    from core.flows import Flow
    from store import GameRecord


class Answer(Enum):
    """How the router acknowledges a press before the cog answers it."""

    #: Deferred as an update: the answer edits the message the component is on (panels, lobby menus).
    EDIT = "edit"
    #: Deferred as a private "thinking" answer: the answer is a new message only the presser sees.
    REPLY = "reply"
    #: Not deferred and no game loaded: the cog checks and answers (history pages, replay steps).
    UNBOUND = "unbound"


class Where(Enum):
    """Where a press of the component is accepted."""

    #: Only in the game's own channel (a press forged anywhere else is refused, nothing read or written).
    CHANNEL = "channel"
    #: Only in a DM with the bot (a reminder's button); the cog checks the presser is the seat's player.
    DM = "dm"
    #: Anywhere: the component is not bound to one game's channel (the cog checks, UNBOUND only).
    ANYWHERE = "anywhere"


@dataclass(frozen=True)
class Component:
    """One custom-id kind a cog answers: how a press is acknowledged and where it is accepted."""

    kind: str
    answer: Answer
    where: Where = Where.CHANNEL


class GameCog(commands.Cog):
    """What every room has: the bot, its subcommands (of the top-level command ``GROUP``) and the
    components it answers."""

    #: The top-level command this room's subcommands belong to (one of ``bot.app.COMMAND_GROUPS``).
    GROUP: ClassVar[str] = "game"
    #: The components this cog answers (see :class:`Component`).
    COMPONENTS: ClassVar[tuple[Component, ...]] = ()
    #: The kinds of flow this room carries out (``store.FLOW_KINDS``; each kind by exactly one room).
    FLOWS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    def add_commands(self, group: app_commands.Group) -> None:
        """Add this cog's subcommands to ``group``, its top-level command (the one :attr:`GROUP` names)."""

    async def periodic(self) -> None:
        """This room's part of the bot's periodic work (:meth:`GameBot.tick`); none by default."""

    async def carry_out(self, flow: Flow) -> None:
        """Carry out a claimed flow of one of the kinds in :attr:`FLOWS`, step by step
        (:meth:`core.flows.Flow.step`): the process that made it due does so at once, the periodic work
        when a crash cut it off."""
        raise LookupError(flow.kind)

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        """Answer a press of a bound component (already acknowledged, game row loaded)."""
        raise LookupError(parsed.kind)

    async def handle_unbound(self, interaction: discord.Interaction, parsed: ParsedId,
                             values: list[str] | None) -> Any:
        """Answer a press of an :attr:`Answer.UNBOUND` component (not acknowledged, no game loaded)."""
        raise LookupError(parsed.kind)
