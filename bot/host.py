"""What the rooms and the bot's services need of the bot: :class:`Host`, the bot as they see it.

The bot (``bot.app.GameBot``) wires everything and sits above all of it; the rooms (``bot/cogs/``) and the
services it holds (the announcer, the lobby board, the reviewer, the flows' helpers, the ops server) are
given the bot and call back into it. They name it by this protocol, never by the class, so none of them
imports ``bot.app`` and the bot's modules import one way (``pyproject.toml``'s layers contract). A
protocol is structural: ``GameBot`` satisfies it by having these members, and a test's stand-in may too.

The bot's own services appear here by what is asked of them through the bot (:class:`Announcing`,
:class:`LobbyCards`, :class:`Reviewing`, :class:`Measuring`), not by their classes, which import this
module. This module imports nothing of the bot but the modules below every service (``render_pool``'s
queue, the language cache).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, Protocol, TypeVar

import discord
from discord.ext import commands

from bot.language import LanguageCache
from bot.render_pool import ReplayQueue
from core.digest import Digests
from core.flows import Flows
from core.history import History
from core.limits import Limits
from core.overview import Overview
from core.players import ComputerPlayers
from core.queue import Matchmaker
from core.reliability import Reliability
from core.review import Review
from core.seasons import Seasons
from core.service import GameService, LoadedGame, TurnResult
from core.settings import Settings
from core.tables import Tables
from core.timekeeper import Timekeeper
from render.chart import Series
from rules.base import Game, Msg
from store import GameRecord, Shards, Store
from web.context import WebSettings

T = TypeVar("T")


class Renderer(Protocol):
    """Where images come from: ``render.board`` / ``render.hand`` in production, a stand-in in tests.
    ``lang``: the words in the image (the channel's language for a board, the player's for a hand)."""

    def board(self, game_id: str, view: dict, *, last_action: str | None = None,
              lang: str = "en") -> bytes: ...

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes: ...


class Announcing(Protocol):
    """The announcer (``bot.announce.Announcer``) as the rooms and the lobby board call it."""

    async def announce(self, result: TurnResult) -> None: ...

    async def deliver(self, after: LoadedGame, payload: Mapping[str, Any], *, version: int | None = None,
                      more_hands: set[int] | None = None) -> None: ...

    async def mark_delivered(self, game_id: int, version: int) -> None: ...

    async def deliver_pending(self, *, at_start: bool = False) -> None: ...

    async def deliver_pending_of(self, game_id: int, *, at_start: bool = False) -> None: ...

    async def hand_to_standin_if_due(self, loaded: LoadedGame) -> None: ...

    async def refresh_board_text(self, record: GameRecord) -> None: ...

    async def waiting_text(self, loaded: LoadedGame) -> Any: ...

    async def banks_line(self, loaded: LoadedGame, lang: str) -> str: ...

    async def standin_part_lines(self, loaded: LoadedGame, lang: str) -> list[str]: ...


class LobbyCards(Protocol):
    """The lobby board (``bot.lobbies.LobbyBoard``): a lobby's card drawn, redrawn, a filled one started."""

    async def card(self, record: GameRecord, note: str = "") -> discord.ui.LayoutView: ...

    async def refresh(self, record: GameRecord, interaction: discord.Interaction | None = None) -> None: ...

    async def start(self, game_id: int, creator: int) -> bool: ...


class Reviewing(Protocol):
    """The post-game reviews (``bot.reviews.Reviewer``)."""

    async def review(self, game_id: int, record: Mapping[str, Any],
                     progress: Callable[[int, int], Awaitable[None]]) -> Review: ...


class Measuring(Protocol):
    """The metrics (``bot.ops.Metrics``) as the services and rooms count into them."""

    reminders: Any

    def rendering(self, what: str) -> AbstractContextManager[None]: ...

    def database_error(self, error: Any, where: str) -> None: ...

    def dm(self, kind: str, outcome: str) -> None: ...


class Host(Protocol):
    """The bot as its rooms and services see it (``bot.app.GameBot`` is the one in production)."""

    # --- what it holds -------------------------------------------------------------------------------
    games: Mapping[str, Game]
    renderer: Renderer
    clock: Callable[[], datetime]
    work_shards: Shards | None
    new_seed: Callable[[], int]
    privacy_url: str | None
    started_at: datetime | None
    last_tick: datetime | None
    language_cache: LanguageCache
    #: The rooms loaded (``bot.rooms.GameCog``, in their ``ORDER``): what they declare (``/game help``
    #: lists their ``HELP`` lines).
    rooms: list[Any]
    replays: ReplayQueue
    limits: Limits
    metrics: Measuring
    announcer: Announcing
    lobbies: LobbyCards
    reviews: Reviewing
    computers: ComputerPlayers
    # the Discord-free services (core/), made once the database is open
    flows: Flows
    tables: Tables
    timekeeper: Timekeeper
    reliability: Reliability
    matchmaker: Matchmaker
    overview: Overview
    history: History
    digests: Digests
    seasons: Seasons
    settings: Settings
    #: The web pages' settings and signing secret (``web/``), None when this bot serves or links none.
    web_settings: WebSettings | None
    web_secret: bytes | None

    @property
    def store(self) -> Store: ...

    @property
    def service(self) -> GameService: ...

    # --- discord.py's client, as far as the rooms use it -----------------------------------------------
    @property
    def user(self) -> discord.ClientUser | None: ...

    http: Any

    def get_guild(self, guild_id: int, /) -> discord.Guild | None: ...

    def get_partial_messageable(self, id: int, *, guild_id: int | None = None,
                                type: discord.ChannelType | None = None) -> discord.PartialMessageable: ...

    # --- the rooms and the periodic work ---------------------------------------------------------------
    async def add_room(self, cog: commands.Cog) -> None: ...

    def get_cog(self, name: str, /) -> commands.Cog | None:
        """Another room by its class's name (a room that hands work to another: ``/game play`` typed while
        another decides goes to the plan room)."""

    async def batched(self, items: Iterable[T], work: Callable[[T], Awaitable[Any]], *,
                      concurrency: int = ...) -> int: ...

    def background(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]: ...

    # --- languages -------------------------------------------------------------------------------------
    async def lang(self, interaction: discord.Interaction) -> str: ...

    async def channel_lang(self, guild_id: int | None) -> str: ...

    async def dm_lang(self, user_id: int, guild_id: int | None = None) -> str: ...

    # --- answers ---------------------------------------------------------------------------------------
    async def reply(self, interaction: discord.Interaction, content: Msg | str | None = None,
                    *, lang: str | None = None, **kwargs: Any) -> None: ...

    async def send_answer(self, interaction: discord.Interaction,
                          **kwargs: Any) -> discord.Message | None: ...

    async def guarded(self, interaction: discord.Interaction, work: Callable[[], Any], *,
                      defer: bool = False) -> None: ...

    async def answered(self, interaction: discord.Interaction, work: Callable[[], Awaitable[Any]], *,
                       update: bool = False) -> None: ...

    async def defer(self, interaction: discord.Interaction, *, update: bool = False) -> None: ...

    async def edit_answer(self, interaction: discord.Interaction, **kwargs: Any) -> None: ...

    async def edit_pressed(self, interaction: discord.Interaction, **kwargs: Any) -> None: ...

    # --- games -----------------------------------------------------------------------------------------
    async def channel_game(self, interaction: discord.Interaction, *, intact: bool = True,
                           finished: bool = False) -> GameRecord: ...

    async def record_by_id(self, game_id: int) -> GameRecord: ...

    def game_of(self, record: GameRecord) -> Game: ...

    # --- images and words ------------------------------------------------------------------------------
    async def render_board(self, loaded: LoadedGame, last_action: Msg | str | None,
                           lang: str) -> discord.File | None: ...

    async def render_score_chart(self, loaded: LoadedGame, lang: str) -> discord.File | None: ...

    async def render_chart(self, series: Sequence[Series], *, title: str, x_label: str, percent: bool,
                           height: int = ...) -> bytes: ...

    async def render_hand(self, loaded: LoadedGame, seat: int, lang: str) -> discord.File | None: ...

    def has_private_info(self, loaded: LoadedGame) -> bool: ...

    def private_dm(self, loaded: LoadedGame, seat: int, lang: str) -> str: ...

    async def text_only(self, user_id: int) -> bool: ...

    def hand_words(self, loaded: LoadedGame, seat: int, lang: str) -> str: ...

    def board_words(self, loaded: LoadedGame, lang: str, room: int = ...) -> str: ...

    # --- posts and DMs ---------------------------------------------------------------------------------
    def channel_of(self, record: GameRecord) -> discord.PartialMessageable: ...

    async def post(self, record: GameRecord, *, required: bool = False,
                   **kwargs: Any) -> discord.Message | None: ...

    async def send_dm(self, user_id: int, *, kind: str = "other", **kwargs: Any) -> bool: ...

    async def dm(self, user_id: int, *, kind: str = "other", **kwargs: Any) -> str: ...

    async def open_dm_channels(self, user_ids: Iterable[int]) -> None: ...

    def forget_dm_channel(self, user_id: int) -> None: ...

    async def dm_or_note(self, loaded: LoadedGame, user_id: int, *, kind: str = "other",
                         **kwargs: Any) -> bool: ...
