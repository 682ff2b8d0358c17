"""What a room is: the declarations every room (``bot/cogs/<room>.py``) makes, and how the bot finds them.

A room is one feature's Discord face: one ``commands.Cog`` (a :class:`GameCog`) in its own module of the
``bot.cogs`` package, ending with ``setup`` (``await bot.add_room(TheCog(bot))``). The bot loads every
module of that package (:func:`discover`), so a new room is its own file and nothing else lists it. What
the bot needs of a room is what the room declares:

- ``ORDER``: where its subcommands stand among the other rooms' in the top-level command (the order
  Discord lists them in; the rooms are added in this order, whatever order the files are found in);
- ``GROUP``: the top-level command its subcommands belong to (``/game`` for playing and looking on,
  ``/records`` for finished games, ``/table`` for a seat's time and the table's vote; a name no room used
  before makes a new top-level command, its words ``commands-<name>-name`` and ``-description``), given to
  :meth:`GameCog.add_commands`;
- ``COMPONENTS``: each custom-id kind it answers (:class:`Component`): its id's format (``pattern``, the
  one place it is written: the bot parses every press by the declared formats, ``bot/ids.py``), how a
  press is answered (:class:`Answer`), where it is accepted (:class:`Where`) and what it belongs to
  (:class:`Owner`, required). The router checks the owner before the room's code runs: a press of a
  server's object (a game, a lobby, a tournament, a season) from another server or from a DM, or of a
  member's own buttons by someone else, is refused politely and nothing is read past the owner or written;
- ``FLOWS``: the kinds of work of several steps it carries out (``core/flows.py``), in
  :meth:`GameCog.carry_out`;
- :meth:`GameCog.periodic`: its part of the bot's one periodic loop, if any.

Each kind and each flow kind has exactly one room (the bot refuses a second). A room parses, checks who
may act, calls its service (``core/``) and replies; it holds no game logic and no SQL. It sees the bot as
:class:`bot.host.Host`.
"""
from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot import ids
from bot.host import Host
from bot.ids import ParsedId

if TYPE_CHECKING:
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
    #: The id's format after ``<kind>:``, a regular expression naming its number ``gid`` (``ids.GAME``, a
    #: database id; ``ids.SNOWFLAKE``, a member's or a server's) and the fields the room reads.
    pattern: str = field(kw_only=True)
    refusal: str | None = field(default=None, kw_only=True)
    #: The whole id's expression, compiled from ``kind`` and ``pattern`` (refused if it names no number).
    format: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "format", ids.compile_format(self.kind, self.pattern))
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

    #: Where this room's subcommands stand among the rooms' (lower first; the rooms are added in this
    #: order). Numbers leave gaps, so a new room slots in without renumbering the others.
    ORDER: ClassVar[int] = 1000
    #: The top-level command this room's subcommands belong to (made by the first room naming it).
    GROUP: ClassVar[str] = "game"
    #: The message id (in the room's own catalog) of its line on ``/game help``'s commands page, naming its
    #: subcommands and what they are for; None for a room whose commands the platform's page lists.
    HELP: ClassVar[str | None] = None
    #: The components this cog answers (see :class:`Component`).
    COMPONENTS: ClassVar[tuple[Component, ...]] = ()
    #: The kinds of flow this room carries out (``store.FLOW_KINDS``; each kind by exactly one room).
    FLOWS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, bot: Host) -> None:
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


def discover(package: str) -> list[str]:
    """The room modules of ``package`` (``bot.cogs``), by name, for the bot to import and set up: every
    module of the package whose name does not start with ``_``, in name order (the rooms' ``ORDER`` decides
    where their commands stand)."""
    paths = importlib.import_module(package).__path__
    return sorted(f"{package}.{module.name}" for module in pkgutil.iter_modules(paths)
                  if not module.name.startswith("_") and not module.ispkg)
