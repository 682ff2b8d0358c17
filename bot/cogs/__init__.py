"""The bot's rooms: one ``commands.Cog`` per concern, each loaded as an extension (``bot.cogs.<room>``,
whose ``setup`` adds it with :meth:`GameBot.add_room`).

Each cog adds its subcommands to the top-level command it names in ``GROUP`` (:meth:`GameCog.add_commands`
is given that group): ``/game`` for playing and looking on, ``/records`` for finished games (Discord allows
25 subcommands in a command, so the records have a command of their own; ``bot.app.COMMAND_GROUPS`` lists
the top-level commands). Each cog declares the components it answers in ``COMPONENTS``: each custom-id
kind (``bot/ids.py`` builds and parses the ids) with how a press is answered (:class:`Answer`), where it
is accepted (:class:`Where`) and what it belongs to (:class:`Owner`, required: a kind cannot be declared
without saying whose it is). The router checks the owner before the room's code runs: a press of a
server's object (a game, a lobby, a tournament, a season) from another server or from a DM, or of a
member's own buttons by someone else, is refused politely and nothing is read past the owner or written.
The bot's router reads those declarations alone: a new kind is one pattern in ``ids.py`` and one
declaration in its cog. A cog parses, checks who may act, calls a service and replies; it holds no game
logic and no SQL. A room with periodic work overrides :meth:`GameCog.periodic`, which the bot's one loop
runs. A room whose work takes several steps that must each happen once (``core/flows.py``) names the flow
kinds it carries out in ``FLOWS`` and carries them out in :meth:`GameCog.carry_out`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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
    #: Not bound to one game's channel (UNBOUND only): its :class:`Owner` says who may press it where.
    ANYWHERE = "anywhere"


class Owner(Enum):
    """What a component belongs to: what the number after its kind names (``ParsedId.game_id``), and so who
    may press it and where. The router (``GameBot._check_owner``) resolves it and refuses any other press
    before the room's code runs; the room then checks only what is its own (whose turn, who organises)."""

    #: A game or a lobby (a lobby is a game not yet started: the same row, the same channel): the number is
    #: the game's id. Pressed in the game's own channel (:attr:`Where.CHANNEL`), or, for the few controls
    #: the bot sends by DM (:attr:`Where.DM`), in a DM by one of the game's players.
    GAME = "game"
    #: A finished game's record (history pages, the replay's steps): the number is a game's id. Pressed in
    #: that game's server, or in a DM by one of its players (whoever may see its record there).
    RECORD = "record"
    #: A tournament: the number is its id. Pressed only in the tournament's own server (where its card and
    #: its organiser's questions were posted), never in a DM.
    TOURNAMENT = "tournament"
    #: A server's own object (a season, its configuration): the number is the server's id. Pressed only
    #: in that server.
    SERVER = "server"
    #: A member's own buttons (their data, their list of games): the number is the member's id. Pressed
    #: only by that member, anywhere (their server or their DM).
    MEMBER = "member"


@dataclass(frozen=True)
class Component:
    """One custom-id kind a cog answers: how a press is acknowledged, where it is accepted and what it
    belongs to (``owner``, required). ``refusal``: the catalog message (given the id's number as ``id``)
    the router answers a press its owner refuses with, when the room has words more helpful than the
    router's general ones (a member's own buttons pressed by another, a game's DM button pressed by
    someone not playing, a finished game's record that is "no such game here" wherever it may not be
    seen); a game's control pressed in the wrong channel is always told so."""

    kind: str
    answer: Answer
    where: Where = Where.CHANNEL
    owner: Owner = field(kw_only=True)
    refusal: str | None = field(default=None, kw_only=True)

    def __post_init__(self) -> None:
        # A game's control is loaded with its game (bound); every other owner is checked by the router on
        # an unbound press, so the two never mix.
        if (self.owner is Owner.GAME) == (self.answer is Answer.UNBOUND):
            raise ValueError(f"component {self.kind!r}: a game's control is bound, any other owner's unbound")
        if self.owner is not Owner.GAME and self.where is not Where.ANYWHERE:
            raise ValueError(f"component {self.kind!r}: its owner says where it is accepted (Where.ANYWHERE)")


def in_server(interaction: discord.Interaction) -> bool:
    """The check of a command that acts on a server's objects (``app_commands.check(in_server)``): refused
    in a DM, politely (``GameBot.on_app_command_error``: use it in a server channel), before its code runs.
    A command acts on the server it is used in, so a DM is the one wrong place."""
    return interaction.guild_id is not None


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
