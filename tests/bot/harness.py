"""A Discord test harness: drive the real bot through real discord.py objects, record everything it sends.

Nothing is mocked inside the bot. Interaction payloads are built exactly as Discord sends them (type 2
application command with nested subcommand options, type 3 message component with ``custom_id`` /
``values`` and the message it sits on, type 4 autocomplete, type 5 modal submit with the modal's text
inputs answered and the message whose button opened it) and fed to
``bot._connection.parse_interaction_create``, so the real command tree, option transformers, autocomplete and
``DynamicItem`` dispatch run. Two transports are replaced by recorders:

- interaction responses and follow-ups: the webhook adapter (the ``discord.webhook.async_.async_context``
  ContextVar holding an ``AsyncWebhookAdapter``) is set to :class:`RecordingWebhookAdapter`;
- channel messages, edits, DMs and user lookups: ``bot.http.request`` (``discord.http.HTTPClient.request``)
  is replaced by :meth:`Harness._http_request`, which answers with plausible JSON (message objects with
  ids, DM channels) and can raise ``discord.Forbidden`` for a user's closed DMs or ``discord.NotFound`` for
  a deleted channel.

Usage::

    h = await Harness.create(tmp_path, games=["menagerie"])          # registered games; RecordingRenderer
    # database: a path or a postgresql:// URL; shard_count/shard_ids: one process of several
    h = await Harness.create(tmp_path, database=url, shard_count=2, shard_ids=(0,))
    alice, bob = h.user("alice"), h.user("bob")                      # h.user("mod", manage_channels=True)
    h.set_locale(bob, "es-ES"); h.guild_locale = "de"               # interaction.locale / .guild_locale
    reply = await h.slash(alice, "game new", game="menagerie")       # -> Reply(sent=[Sent, ...], ...)
    await h.press(bob, h.find_custom_id("lb:", ":join"))             # newest message carrying that id
    await h.select(alice, "lo:1:length", ["long"])
    choices = await h.autocomplete(alice, "game play", "move", "pl")  # [{"name": ..., "value": ...}]
    reply = await h.press(bob, "rt:7:40")                            # a button answered with a modal:
    await h.submit_modal(bob, reply.modal, {"turn": "12"})          # reply.modal, filled in and sent
    h.channel_messages, h.dms[user_id], h.ephemeral[user_id], h.public_payloads(), h.messages[message_id]
    h.closed_dms.add(bob.id); h.deleted_channels.add(CHANNEL_ID); h.fail_interaction_responses = True
    await h.restart()                                                # a new bot on the same database file
    h = await Harness.create(tmp_path, http_port=0)                  # /healthz, /metrics: h.http_url
    await h.connect_gateway(); await h.bot.get_shard(0).disconnect()  # the gateway's shards, up and down
    h.clock.advance(hours=12); sent = await h.tick()                 # the bot's time; its periodic work

    # Whole games with buttons only (see each function's docstring):
    run = await play_game_through_buttons(h, "menagerie", [alice, bob], {"length": "long"}, seed=3)
    db_id = await start_game(h, "menagerie", [alice, bob], seed=3)  # lobby + Start, no turn played
    await play_turns(h, db_id, random.Random(1), max_turns=2)       # then continue to the end
    board = latest_board(h, db_id)                                   # newest "Take your turn" message

Every payload is checked against Discord's limits (content, embeds, rows, select options, custom ids, alt
text on every image) and, for a Components V2 message (the bot's cards: flag ``IS_COMPONENTS_V2``), its
rules (:func:`v2_violations`: no content or embeds, at most 40 components nested or not, 4000 characters of
text displays, an ``attachment://`` media item naming a file the message has, no follow-up turning a
deferred answer into V2); problems collect in ``h.violations`` (the fixture and the game driver assert it
stays empty). A V2 message is answered as Discord answers it (media items resolved to their attachment,
with its id; the message's ``attachments`` empty), and an edit keeps the files it names by id. Every
recorded message is a :class:`Sent` (content, embeds, components, files as ``(filename, bytes)``,
``text()`` flattening everything a person could read; for a card ``card_text()``, ``part(id)`` by
``bot.cards.Part``, ``media()``, ``accent_colour``, ``title()``, and ``says()``: a card's text or a
message's content). ``h.renderer.calls`` lists every call of the
:class:`RecordingRenderer` with the view it was given, and :func:`png_view` reads that view back out of a
recorded PNG. Pass ``renderer=bot.app.ModuleRenderer()`` to get the real images instead.

Private discord.py names this relies on (discord.py is pinned to 2.7.x in pyproject.toml for that):
``ConnectionState.parse_interaction_create``, ``ConnectionState.application_id`` / ``.user``,
``Client._async_setup_hook``, ``discord.webhook.async_.async_context`` and ``AsyncWebhookAdapter.request``,
``HTTPClient.request`` and ``Route.url`` / ``Route.BASE``, ``ClientUser(state=, data=)``; for
:meth:`Harness.connect_gateway`, ``AutoShardedClient.__shards`` (``_AutoShardedClient__shards``),
``discord.shard.Shard(ws, client, queue_put)``, ``DiscordWebSocket(socket, loop=)`` with ``.shard_id``,
``Client._reconnect`` and ``Client._ready`` (the event the gateway's READY sets).
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import io
import itertools
import json
import random
import re
import time
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
from aiohttp import web
from databases import empty_requested, fresh_sqlite
from discord import app_commands
from discord.gateway import DiscordWebSocket
from discord.http import Route
from discord.shard import Shard
from discord.webhook import async_ as webhook_async
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor as FluentVisitor
from PIL import Image, PngImagePlugin

import i18n
from bot import create_bot
from bot.app import ROOM_PACKAGE, GameBot
from bot.cards import Part
from bot.rooms import GameCog, discover


@functools.cache
def declared_id_formats() -> dict[str, re.Pattern[str]]:
    """Every custom-id kind's format as the rooms of ``bot.cogs`` declare it (what a running bot's
    ``id_formats`` holds), for tests that parse ids without a bot."""
    formats: dict[str, re.Pattern[str]] = {}
    for name in discover(ROOM_PACKAGE):
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, GameCog) and value.__module__ == name:
                formats.update((component.kind, component.format) for component in value.COMPONENTS)
    return formats

GUILD_ID = 900_000_000_000_000_001
CHANNEL_ID = 900_000_000_000_000_002
#: A public thread in CHANNEL_ID: ``h.slash(user, "game new", channel_id=THREAD_ID, game=...)``.
THREAD_ID = 900_000_000_000_000_004
APPLICATION_ID = 900_000_000_000_000_003
BOT_USER_ID = APPLICATION_ID
#: Permissions of an ordinary member: View Channel, Send Messages, Embed Links, Attach Files, Read History.
MEMBER_PERMISSIONS = 1024 | 2048 | 16384 | 32768 | 65536
MANAGE_CHANNELS = 16
EPHEMERAL = 64
#: Components V2 (Discord's message flag and component types, and a V2 message's limits).
COMPONENTS_V2 = 1 << 15
ACTION_ROW, TEXT_DISPLAY, MEDIA_GALLERY, CONTAINER = 1, 10, 12, 17
MAX_V2_COMPONENTS = 40
MAX_V2_TEXT = 4000
#: Files the harness holds to carrying alt text: every image the bot posts has it.
IMAGE_SUFFIXES = (".png", ".gif", ".jpg", ".jpeg", ".webp")
#: A Discord client locale for each of the bot's languages (``h.set_locale``, ``h.guild_locale``).
LOCALES = {"en": "en-US", "es": "es-ES", "de": "de", "it": "it"}


@dataclass
class FakeUser:
    """A Discord user the harness can act as."""

    id: int
    name: str
    permissions: int = MEMBER_PERMISSIONS
    #: A bot account (another app in the server): what Discord marks ``bot``.
    bot: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
            "bot": self.bot,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class Sent:
    """One message the bot sent or edited, as recorded.

    ``where`` is ``"channel"``, ``"dm"`` or ``"ephemeral"``; ``kind`` is ``"create"`` or ``"edit"``.
    ``user_id`` is the DM recipient or the user who saw the ephemeral message.
    """

    where: str
    kind: str
    message_id: int
    channel_id: int | None
    user_id: int | None
    payload: dict[str, Any]
    files: list[tuple[str, bytes]] = field(default_factory=list)

    @property
    def content(self) -> str:
        return self.payload.get("content") or ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.payload.get("embeds") or []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.payload.get("components") or []

    @property
    def flags(self) -> int:
        return int(self.payload.get("flags") or 0)

    @property
    def is_card(self) -> bool:
        """A Components V2 message (the flag ``IS_COMPONENTS_V2``): the bot's cards."""
        return bool(self.flags & COMPONENTS_V2)

    def text_displays(self) -> list[str]:
        """The card's text displays, in order (nested ones included)."""
        return [c["content"] for c in walk_components(self.components) if c.get("type") == TEXT_DISPLAY]

    def card_text(self) -> str:
        """Everything the card's text displays say, one string (what ``content`` and an embed's words were
        before cards)."""
        return "\n".join(self.text_displays())

    def part(self, part_id: int) -> str:
        """The text of the card's text display with this component id ("" when it has none)."""
        return next((c["content"] for c in walk_components(self.components)
                     if c.get("type") == TEXT_DISPLAY and c.get("id") == part_id), "")

    def title(self) -> str:
        """The heading: a card's (its title display's first line, without the heading marks), else the
        first embed's title."""
        if self.is_card:
            return self.part(Part.TITLE).split("\n")[0].lstrip("#").strip()
        return (self.embeds[0].get("title") or "") if self.embeds else ""

    def media(self) -> list[dict[str, Any]]:
        """The items of the card's media galleries (``media.url``, ``description``: the alt text)."""
        return [item for c in walk_components(self.components) if c.get("type") == MEDIA_GALLERY
                for item in c.get("items") or []]

    @property
    def accent_colour(self) -> int | None:
        return next((c.get("accent_color") for c in self.components if c.get("type") == CONTAINER), None)

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in walk_components(self.components) if "custom_id" in c]

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in walk_components(self.components) if c.get("type") == 2]

    def selects(self) -> list[dict[str, Any]]:
        return [c for c in walk_components(self.components) if c.get("type") == 3]

    def text(self) -> str:
        """Everything a person could read in this message, one string (for leak checks)."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f.get('name')} {f.get('value')}" for f in embed.get("fields") or []]
            parts += [
                (embed.get("footer") or {}).get("text") or "",
                (embed.get("author") or {}).get("name") or "",
            ]
            parts += [(embed.get("image") or {}).get("url") or ""]
        for component in walk_components(self.components):
            parts += [component.get("label") or "", component.get("placeholder") or ""]
            if component.get("type") == TEXT_DISPLAY:
                parts.append(component.get("content") or "")
            for option in component.get("options") or []:
                parts += [option.get("label") or "", option.get("description") or ""]
        parts += [item.get("description") or "" for item in self.media()]
        parts += [name for name, _ in self.files]
        return "\n".join(parts)

    def says(self) -> str:
        """What the message says in words: its content, or a card's text (for checks written for both)."""
        return self.card_text() if self.is_card else self.content


def attachment_id(message_id: int, index: int) -> int:
    """The id the harness gives a message's ``index``-th attachment."""
    return message_id + index + 1


def walk_components(components: Iterable[dict[str, Any]]) -> Iterable[dict[str, Any]]:
    """Every component, nested ones included (a container's, an action row's, a section's accessory)."""
    for component in components:
        yield component
        yield from walk_components(component.get("components") or [])
        if component.get("accessory"):
            yield from walk_components([component["accessory"]])


def v2_violations(payload: dict[str, Any], attached: Iterable[str]) -> list[str]:
    """What Discord refuses in a Components V2 message (``payload`` with the flag), ``attached`` the names
    of the files the message has once sent (uploaded with it, or kept by an edit)."""
    problems: list[str] = []
    if payload.get("content"):
        problems.append("a V2 message has content")
    if payload.get("embeds"):
        problems.append("a V2 message has embeds")
    components = list(walk_components(payload.get("components") or []))
    if len(components) > MAX_V2_COMPONENTS:
        problems.append(f"a V2 message has {len(components)} components (at most {MAX_V2_COMPONENTS})")
    if not components:
        problems.append("a V2 message without components")
    shown = sum(len(c.get("content") or "") for c in components if c.get("type") == TEXT_DISPLAY)
    if shown > MAX_V2_TEXT:
        problems.append(f"a V2 message's text displays have {shown} characters (at most {MAX_V2_TEXT})")
    ids = [c["id"] for c in components if c.get("id") is not None]
    if len(ids) != len(set(ids)):
        problems.append("two components of a V2 message share an id")
    names = set(attached)
    for component in components:
        kind = component.get("type")
        if kind == TEXT_DISPLAY and not component.get("content"):
            problems.append("an empty text display")
        if kind == MEDIA_GALLERY:
            items = component.get("items") or []
            if not 1 <= len(items) <= 10:
                problems.append("a media gallery holds 1 to 10 items")
            for item in items:
                url = (item.get("media") or {}).get("url") or ""
                description = item.get("description")
                if description is not None and not 1 <= len(description) <= 1024:
                    problems.append("a media item's description (alt text) must have 1 to 1024 characters")
                if url.startswith("attachment://") and url[len("attachment://"):] not in names:
                    problems.append(f"{url} names no file attached to the message ({sorted(names)})")
    return problems


def discord_limit_violations(payload: dict[str, Any]) -> list[str]:
    """What in a message payload Discord would reject (content, embeds, components and their limits)."""
    problems: list[str] = []
    if len(payload.get("content") or "") > 2000:
        problems.append("content over 2000 characters")
    embeds = payload.get("embeds") or []
    if len(embeds) > 10:
        problems.append("more than 10 embeds")
    total = 0
    for embed in embeds:
        limits = (("title", 256), ("description", 4096))
        for key, limit in limits:
            if len(embed.get(key) or "") > limit:
                problems.append(f"embed {key} over {limit}")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append("more than 25 embed fields")
        for item in fields:
            if (
                not item.get("name")
                or len(item["name"]) > 256
                or not item.get("value")
                or len(item["value"]) > 1024
            ):
                problems.append(f"embed field {str(item.get('name'))[:30]!r} empty or too long")
        footer = (embed.get("footer") or {}).get("text") or ""
        if len(footer) > 2048:
            problems.append("embed footer over 2048")
        total += len(embed.get("title") or "") + len(embed.get("description") or "") + len(footer)
        total += sum(len(f.get("name") or "") + len(f.get("value") or "") for f in fields)
    if total > 6000:
        problems.append("embeds over 6000 characters in total")
    for attachment in payload.get("attachments") or []:
        name = str(attachment.get("filename") or "")
        described = 1 <= len(attachment.get("description") or "") <= 1024
        if name.lower().endswith(IMAGE_SUFFIXES) and not described:
            problems.append(f"the image {name} has no alt text (description, 1 to 1024 characters)")
    rows = payload.get("components") or []
    v2 = bool(int(payload.get("flags") or 0) & COMPONENTS_V2)
    if not v2 and len(rows) > 5:
        problems.append("more than 5 action rows")
    if not v2 and any(c.get("type") not in (ACTION_ROW, 2, 3, 5, 6, 7, 8) for c in walk_components(rows)):
        problems.append("a V2 component in a message without the IS_COMPONENTS_V2 flag")
    if v2:  # rows are nested in the card: the checks below read each action row wherever it is
        rows = [c for c in walk_components(rows) if c.get("type") == ACTION_ROW]
    seen: set[str] = set()
    for row in rows:
        children = row.get("components") or []
        if row.get("type") != 1 or not 1 <= len(children) <= 5:
            problems.append("an action row must hold 1 to 5 components")
        if any(child.get("type") == 3 for child in children) and len(children) != 1:
            problems.append("a select must be alone in its row")
        for child in children:
            custom_id = child.get("custom_id")
            if custom_id is not None:
                if len(custom_id) > 100:
                    problems.append(f"custom_id over 100: {custom_id[:40]}")
                if custom_id in seen:
                    problems.append(f"duplicate custom_id {custom_id}")
                seen.add(custom_id)
            if child.get("type") == 2 and len(child.get("label") or "") > 80:
                problems.append("button label over 80")
            if child.get("type") == 3:
                options = child.get("options") or []
                if not 1 <= len(options) <= 25:
                    problems.append("a select needs 1 to 25 options")
                if len(child.get("placeholder") or "") > 150:
                    problems.append("placeholder over 150")
                values = [o.get("value") for o in options]
                if len(values) != len(set(values)):
                    problems.append("duplicate select values")
                for option in options:
                    if not 1 <= len(option.get("label") or "") <= 100 or len(option.get("value") or "") > 100:
                        problems.append("select option label/value length")
                    if len(option.get("description") or "") > 100:
                        problems.append("select option description over 100")
                if (child.get("max_values") or 1) > len(options):
                    problems.append("max_values larger than the options")
    return problems


def modal_violations(data: dict[str, Any]) -> list[str]:
    """What Discord refuses in a modal (a type 9 response's data): its title and custom ids, its labels'
    words, its text inputs' lengths."""
    problems = []
    if not 1 <= len(data.get("title") or "") <= 45:
        problems.append("a modal's title has 1 to 45 characters")
    if not 1 <= len(data.get("custom_id") or "") <= 100:
        problems.append("a modal's custom id has 1 to 100 characters")
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        problems.append("a modal has 1 to 5 components")
    everything = list(walk_components(components))
    everything += [c["component"] for c in everything if isinstance(c.get("component"), dict)]
    for component in everything:
        if component.get("type") == 18:
            if not 1 <= len(component.get("label") or "") <= 45:
                problems.append("a label's text has 1 to 45 characters")
            if len(component.get("description") or "") > 100:
                problems.append("a label's description has at most 100 characters")
            inner = component.get("component") or {}
            if inner.get("type") == 4 and inner.get("label"):
                problems.append("a text input in a label has no label of its own")
        if component.get("type") == 4:
            if len(component.get("placeholder") or "") > 100:
                problems.append("a text input's placeholder has at most 100 characters")
            if not 1 <= len(component.get("custom_id") or "") <= 100:
                problems.append("a text input's custom id has 1 to 100 characters")
    return problems


@dataclass
class Reply:
    """What one interaction produced: every message created or edited while it ran, and the raw responses."""

    sent: list[Sent]
    responses: list[dict[str, Any]]
    autocomplete: list[dict[str, Any]] | None = None
    #: The modal the bot answered with (a type 9 response's ``data``), if it did.
    modal: dict[str, Any] | None = None

    @property
    def ephemeral(self) -> list[Sent]:
        return [s for s in self.sent if s.where == "ephemeral"]

    @property
    def channel(self) -> list[Sent]:
        return [s for s in self.sent if s.where == "channel"]

    def text(self) -> str:
        return "\n".join(s.text() for s in self.sent)


class RecordingRenderer:
    """A stand-in renderer: a tiny PNG that carries the view it was drawn from (PNG text chunk "view")."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str, dict[str, Any]]] = []
        #: The language of each call (same order as ``calls``).
        self.languages: list[str] = []

    def _png(self, view: dict[str, Any]) -> bytes:
        info = PngImagePlugin.PngInfo()
        info.add_text("view", json.dumps(view, sort_keys=True))
        buffer = io.BytesIO()
        Image.new("RGB", (8, 8), (40, 80, 120)).save(buffer, format="PNG", pnginfo=info)
        return buffer.getvalue()

    def board(self, game_id: str, view: dict, *, last_action: str | None = None, lang: str = "en") -> bytes:
        self.calls.append(("board", game_id, view))
        self.languages.append(lang)
        return self._png(view)

    def hand(self, game_id: str, view: dict, *, lang: str = "en") -> bytes:
        self.calls.append(("hand", game_id, view))
        self.languages.append(lang)
        return self._png(view)


def png_view(data: bytes) -> dict[str, Any]:
    """The view a :class:`RecordingRenderer` PNG was drawn from."""
    image = Image.open(io.BytesIO(data))
    image.load()
    return json.loads(image.text["view"])


class _HarnessResponse(SimpleNamespace):
    """What discord.HTTPException needs from an aiohttp response."""


def http_error(
    kind: type[discord.HTTPException], status: int, code: int, message: str
) -> discord.HTTPException:
    return kind(_HarnessResponse(status=status, reason=message), {"code": code, "message": message})


class RecordingWebhookAdapter(webhook_async.AsyncWebhookAdapter):
    """Interaction callbacks and follow-ups go here instead of Discord."""

    def __init__(self, harness: Harness) -> None:
        super().__init__()
        self.harness = harness

    async def request(
        self,
        route: Route,
        session: Any,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        files: Any = None,
        **kwargs: Any,
    ) -> Any:
        return self.harness._webhook_request(route, payload, multipart, files)


class FakeClock:
    """The bot's injected time: starts at a fixed moment and moves only when a test says so."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 11, 23, 10, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        """Move time on (``hours=12``, ``minutes=5`` …) and return the new moment."""
        self.now += timedelta(**delta)
        return self.now

    def set(self, moment: datetime) -> None:
        self.now = moment


#: Tasks that an interaction's answer never waits for, by their coroutine's name: the web pages' (a
#: visitor's connection, kept alive while the browser uses it, and each of its requests, arriving when it
#: arrives; the version watcher's poll, running while a page listens). A move played while a browser has
#: a page open would otherwise wait for as long as the browser keeps its connection. (discord.py's
#: ephemeral views' 15-minute expiry, ``timeout_task_impl``, is one too.)
#: How long an interaction's work may take, in real time, before the harness gives up on it.
SETTLE_LIMIT = 180

BACKGROUND_TASKS = frozenset({"RequestHandler.start", "RequestHandler._handle_request",
                              "VersionWatcher._run"})


class Harness:
    """The bot under test plus recorders. Build with :meth:`create`; call :meth:`close` at the end.

    ``clock``: the bot's time (:class:`FakeClock`); ``await h.tick()`` runs what is due at it."""

    def __init__(self, bot: GameBot, renderer: Any, clock: FakeClock) -> None:
        self.bot = bot
        self.clock = clock
        self.renderer = renderer
        #: What Discord says a message may attach here (``Interaction.filesize_limit``): 25 MiB.
        self.attachment_size_limit = 26_214_400
        self._ids = itertools.count(1_000_000_000_000_000_000)
        self.users: dict[str, FakeUser] = {}
        self.messages: dict[int, Sent] = {}  # latest version of every message, by id
        self.sent: list[Sent] = []  # everything, in order
        self.channel_messages: list[Sent] = []
        self.dms: dict[int, list[Sent]] = defaultdict(list)
        self.ephemeral: dict[int, list[Sent]] = defaultdict(list)
        self.autocompletes: list[tuple[int, list[dict[str, Any]]]] = []
        #: Every modal the bot opened: (user id, the message its button was on or None, the modal's data).
        self.modals: list[tuple[int, int | None, dict[str, Any]]] = []
        self.responses: list[dict[str, Any]] = []
        self.http_log: list[tuple[str, str, Any]] = []
        #: Every Discord limit a sent payload broke (:func:`discord_limit_violations`); tests assert none.
        self.violations: list[str] = []
        #: When True, every interaction callback fails as an expired interaction would (404, code 10062).
        self.fail_interaction_responses = False
        self.closed_dms: set[int] = set()
        #: Fault injection for the REST calls (channel messages, edits, DMs): called with the method, the
        #: path and the body of each; it may answer ``("before", error)`` (Discord refused or was not
        #: reached: nothing happens) or ``("after", error)`` (the message was made, the answer was lost).
        self.http_fault: Any = None
        #: (channel, nonce) -> the message made with it: Discord's ``enforce_nonce`` answers a second
        #: create with the same nonce (within a few minutes) with the first message, creating nothing.
        self.nonces: dict[tuple[int, str], int] = {}
        #: Threads the bot started: thread id -> (parent channel id, name).
        self.threads: dict[int, tuple[int, str]] = {}
        self.deleted_channels: set[int] = set()
        #: Each user's Discord client locale (``interaction.locale``); unset users send "en-US".
        self.locales: dict[int, str] = {}
        #: The server's preferred locale (``interaction.guild_locale``).
        self.guild_locale = "en-US"
        self._dm_channels: dict[int, int] = {}  # DM channel id -> user id
        self._tokens: dict[str, tuple[int, int, int | None]] = {}  # token -> (user, interaction id, message)
        self._pending_deferred: dict[str, tuple[int, str]] = {}  # token -> deferred message not yet filled
        self._original: dict[str, int] = {}
        self._token_channels: dict[
            str, int
        ] = {}  # token -> channel the interaction came from  # token -> id of the response message
        #: The local websocket server and client session of :meth:`connect_gateway`, closed with the bot.
        self._gateway: tuple[web.AppRunner, aiohttp.ClientSession] | None = None

    # --- construction ------------------------------------------------------------------------------
    @classmethod
    async def create(
        cls,
        tmp_path: Path | str,
        *,
        games: Iterable[str] | None = None,
        renderer: Any = None,
        database: str | None = None,
        clock: FakeClock | None = None,
        shard_count: int | None = None,
        shard_ids: tuple[int, ...] | None = None,
        discord_of: Harness | None = None,
        http_port: int | None = None,
        room_packages: tuple[str, ...] = (),
    ) -> Harness:
        """A harness around ``create_bot`` on ``tmp_path/bot.sqlite3`` (or ``database``: a path or URL;
        without it, a new file is a copy of a migrated template, or left to the store to create in a test
        marked ``empty_database``);
        ``games``: the ids of the registered games the bot offers (default: every registered game; a test
        game is registered first, e.g. by the ``test_games`` fixture); ``shard_count`` / ``shard_ids`` as
        for one process of several. ``discord_of``: another process's harness whose Discord this one talks
        to as well (one id space, the same DM channels: a DM channel one process opened and stored in the
        shared database is a DM channel for the other too, as in Discord; the same messages, so a board one
        process posted is the message the other edits, the same nonces, threads and deferred answers).
        ``http_port``: the bot serves ``/healthz`` and ``/metrics`` (``bot/ops.py``) on 127.0.0.1 at that
        port (0: any free one; :attr:`http_url` says where). ``room_packages``: packages of rooms loaded
        beside ``bot.cogs`` (a test's own rooms)."""
        renderer = renderer if renderer is not None else RecordingRenderer()
        path = database or str(Path(tmp_path) / "bot.sqlite3")
        if database is None and not empty_requested() and not Path(path).exists():
            await fresh_sqlite(path)  # a new database, migrated (a copy of this process's template)
        clock = clock or FakeClock()
        bot = create_bot(path, games=games, renderer=renderer, clock=clock, shard_count=shard_count,
                         shard_ids=shard_ids, http_port=http_port)
        bot.room_packages += room_packages
        harness = cls(bot, renderer, clock)
        if discord_of is not None:
            # Discord's state, one for both: ids, DM channels, the messages as they are now (a board one
            # process posted is the one the other edits), the nonces it remembers.
            harness._ids = discord_of._ids
            harness._dm_channels = discord_of._dm_channels
            harness.messages = discord_of.messages
            harness.nonces = discord_of.nonces
            harness.threads = discord_of.threads
            harness._pending_deferred = discord_of._pending_deferred
        await harness._start()
        return harness

    async def _start(self) -> None:
        bot = self.bot
        await bot._async_setup_hook()
        state = bot._connection
        state.application_id = APPLICATION_ID
        state.user = discord.ClientUser(
            state=state,
            data={
                "id": str(BOT_USER_ID),
                "username": "Boardgames",
                "discriminator": "0",
                "avatar": None,
                "bot": True,
                "global_name": None,
            },
        )
        bot.http.request = self._http_request  # type: ignore[method-assign]
        webhook_async.async_context.set(RecordingWebhookAdapter(self))
        await bot.setup_hook()

    async def restart(self) -> Harness:
        """A second bot on the same database file (the first is closed), sharing these recorders."""
        await self.bot.close()
        shards = self.bot.work_shards
        server = self.bot.ops_server
        bot = create_bot(self.bot.database_path, games=self.bot.games, renderer=self.renderer,
                         clock=self.clock, shard_count=shards.count if shards else None,
                         shard_ids=shards.ids if shards else None,
                         http_port=server.requested_port if server is not None else None)
        self.bot = bot
        before = set(asyncio.all_tasks())
        await self._start()
        await self._settle(before)  # what the new bot does on its own at start (left-over announcements)
        return self

    async def close(self) -> None:
        await self.bot.close()
        if self._gateway is not None:
            runner, session = self._gateway
            await session.close()
            await runner.cleanup()
            self._gateway = None

    @property
    def http_url(self) -> str:
        """Where the bot's ``/healthz`` and ``/metrics`` are (``Harness.create(..., http_port=0)``)."""
        server = self.bot.ops_server
        assert server is not None and server.port is not None, "create the harness with http_port"
        return f"http://{server.host}:{server.port}"

    async def connect_gateway(self) -> None:
        """Connect each gateway shard this bot runs as discord.py holds a connected one: a
        :class:`discord.shard.Shard` around a :class:`DiscordWebSocket` over a real websocket (to a local
        server standing in for Discord's gateway, which answers nothing), in the bot's shard map, and the
        bot ready (the event the gateway's READY sets). The shards' protocol is not run: ``bot.shards``,
        ``ShardInfo.is_closed()`` (the websocket's own state) and ``bot.is_ready()`` then read what they
        read in production, and ``await h.bot.get_shard(n).disconnect()`` (discord.py's) closes one."""
        bot = self.bot

        async def accept(request: web.Request) -> web.WebSocketResponse:
            socket = web.WebSocketResponse()
            await socket.prepare(request)
            async for _ in socket:  # until the bot closes it
                pass
            return socket

        app = web.Application()
        app.router.add_get("/", accept)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        session = aiohttp.ClientSession()
        self._gateway = (runner, session)
        url = f"ws://127.0.0.1:{runner.addresses[0][1]}/"
        shard_ids = bot.shard_ids if bot.shard_ids is not None else range(bot.shard_count or 1)
        shards = bot._AutoShardedClient__shards  # type: ignore[attr-defined]
        bot._reconnect = True  # what ``bot.connect(reconnect=True)`` sets before launching the shards
        for shard_id in shard_ids:
            ws = DiscordWebSocket(await session.ws_connect(url), loop=asyncio.get_running_loop())
            ws.shard_id = shard_id  # type: ignore[attr-defined]
            shards[shard_id] = Shard(ws, bot, lambda item: None)
        bot._ready.set()

    async def tick(self) -> list[Sent]:
        """Run the bot's periodic work at the clock's time: one run of the body of the very loop object
        ``on_ready`` starts (``bot.periodic``); returns what it sent."""
        start = len(self.sent)
        before = set(asyncio.all_tasks())
        await self.bot.periodic()
        await self._settle(before)
        return self.sent[start:]

    def user(self, name: str, *, manage_channels: bool = False) -> FakeUser:
        if name not in self.users:
            permissions = MEMBER_PERMISSIONS | (MANAGE_CHANNELS if manage_channels else 0)
            self.users[name] = FakeUser(next(self._ids), name, permissions)
        return self.users[name]

    def set_locale(self, user: FakeUser, locale: str) -> None:
        """The Discord client language ``user`` sends with their interactions from now on ("es-ES")."""
        self.locales[user.id] = locale

    def dm_channel(self, user: FakeUser) -> int:
        """The id of ``user``'s DM channel with the bot (opened now if the bot never wrote to them), for
        ``slash(..., channel_id=h.dm_channel(user))``."""
        for channel_id, owner in self._dm_channels.items():
            if owner == user.id:
                return channel_id
        channel_id = next(self._ids)
        self._dm_channels[channel_id] = user.id
        return channel_id

    def user_by_id(self, user_id: int) -> FakeUser | None:
        return next((u for u in self.users.values() if u.id == user_id), None)

    # --- interactions ------------------------------------------------------------------------------
    @staticmethod
    def _channel_payload(channel_id: int) -> dict[str, Any]:
        """A text channel, or a public thread of it for :data:`THREAD_ID`."""
        if channel_id == THREAD_ID:
            return {
                "id": str(THREAD_ID),
                "type": 11,
                "guild_id": str(GUILD_ID),
                "name": "a long game",
                "parent_id": str(CHANNEL_ID),
                "owner_id": str(BOT_USER_ID),
                "message_count": 1,
                "member_count": 1,
                "rate_limit_per_user": 0,
                "flags": 0,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": "2024-01-01T00:00:00+00:00",
                    "locked": False,
                },
            }
        return {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(GUILD_ID),
            "name": "games",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
        }

    def _interaction(
        self,
        user: FakeUser,
        kind: int,
        data: dict[str, Any],
        *,
        message: dict[str, Any] | None = None,
        channel_id: int = CHANNEL_ID,
        guild_id: int = GUILD_ID,
    ) -> dict[str, Any]:
        interaction_id = next(self._ids)
        token = f"token-{interaction_id}"
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(APPLICATION_ID),
            "type": kind,
            "token": token,
            "version": 1,
            "guild_id": str(GUILD_ID),
            "channel_id": str(channel_id),
            "channel": self._channel_payload(channel_id),
            "member": {
                "user": user.payload(),
                "roles": [],
                "joined_at": "2024-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": str(user.permissions),
            },
            "app_permissions": str(MEMBER_PERMISSIONS | 274877906944),
            "locale": self.locales.get(user.id, "en-US"),
            "guild_locale": self.guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(GUILD_ID)},
            "context": 0,
            "attachment_size_limit": self.attachment_size_limit,
            "data": data,
        }
        if guild_id != GUILD_ID:  # another server (``slash(..., guild_id=...)``): its channel is its own
            payload["guild_id"] = payload["channel"]["guild_id"] = str(guild_id)
            payload["authorizing_integration_owners"] = {"0": str(guild_id)}
        if channel_id in self._dm_channels:
            # In a DM with the bot: no server, no member, the user as such (as Discord sends it).
            for key in ("guild_id", "member", "guild_locale", "app_permissions"):
                payload.pop(key)
            payload["user"] = user.payload()
            payload["context"] = 1
            payload["channel"] = {"id": str(channel_id), "type": 1, "recipients": [user.payload()]}
        message_id = None
        if message is not None:
            payload["message"] = message
            message_id = int(message["id"])
        self._tokens[token] = (user.id, interaction_id, message_id)
        self._token_channels[token] = channel_id
        return payload

    async def _feed(self, payload: dict[str, Any]) -> Reply:
        start_sent, start_responses, start_auto = len(self.sent), len(self.responses), len(self.autocompletes)
        start_modals = len(self.modals)
        before = set(asyncio.all_tasks())
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await self._settle(before)
        auto = self.autocompletes[start_auto:]
        modals = self.modals[start_modals:]
        return Reply(self.sent[start_sent:], self.responses[start_responses:], auto[-1][1] if auto else None,
                     modals[-1][2] if modals else None)

    @staticmethod
    def _is_background(task: asyncio.Task[Any]) -> bool:
        """A task no interaction waits for (see :data:`BACKGROUND_TASKS`)."""
        name = getattr(task.get_coro(), "__qualname__", "")
        return "timeout_task_impl" in name or name in BACKGROUND_TASKS

    async def _settle(self, before: set[asyncio.Task[Any]]) -> None:
        """Wait until every task the interaction started has ended. Refused after :data:`SETTLE_LIMIT`
        seconds of real time, naming what still runs: a test that waits for ever tells CI nothing."""
        current = asyncio.current_task()
        deadline = time.monotonic() + SETTLE_LIMIT
        while time.monotonic() < deadline:
            await asyncio.sleep(0)
            pending = []
            for t in asyncio.all_tasks():
                if t in before or t is current or t.done():
                    continue
                if self._is_background(t):
                    # An ephemeral view's expiry (discord.py's, 15 minutes of real time) ends within no
                    # test: ended now, so that a long game does not leave hundreds of them for every
                    # later look at the loop's tasks to step over.
                    if "timeout_task_impl" in getattr(t.get_coro(), "__qualname__", ""):
                        t.cancel()
                    continue
                pending.append(t)
            if not pending:
                return
            await asyncio.wait(pending, timeout=max(0.0, deadline - time.monotonic()))
        names = sorted({getattr(t.get_coro(), "__qualname__", "?") for t in pending})
        raise RuntimeError(f"the bot did not settle within {SETTLE_LIMIT} s: {names}")

    def _options(self, command: Any, values: dict[str, Any], focused: str | None) -> list[dict[str, Any]]:
        types = {p.name: p.type.value for p in command.parameters}
        options = []
        for name, value in values.items():
            if isinstance(value, FakeUser):  # a user option: its id, the user in ``resolved``
                value = str(value.id)
            option: dict[str, Any] = {"type": types.get(name, 3), "name": name, "value": value}
            if name == focused:
                option["focused"] = True
            options.append(option)
        return options

    def _command_data(self, path: str, values: dict[str, Any], focused: str | None = None) -> dict[str, Any]:
        names = path.split()
        command: Any = self.bot.tree.get_command(names[0])
        if command is None:
            raise KeyError(f"no command {names[0]!r}")
        data: dict[str, Any] = {"id": str(next(self._ids)), "name": names[0], "type": 1}
        holder = data
        for name in names[1:]:
            command = command.get_command(name)
            if command is None:
                # Each room's subcommands are in the top-level command its GROUP names (/game, /records).
                elsewhere = [top.name for top in self.bot.tree.get_commands()
                             if isinstance(top, app_commands.Group) and top.get_command(name) is not None]
                hint = f" (it is under /{elsewhere[0]})" if elsewhere else ""
                raise KeyError(f"no command {path!r}{hint}")
            child: dict[str, Any] = {"type": 1, "name": name}
            holder["options"] = [child]
            holder = child
        holder["options"] = self._options(command, values, focused)
        users = {str(v.id): v.payload() for v in values.values() if isinstance(v, FakeUser)}
        if users:  # Discord sends the users a command names along with it
            data["resolved"] = {"users": users}
        data["guild_id"] = str(GUILD_ID)
        return data

    async def slash(
        self, user: FakeUser, path: str, /, *, channel_id: int = CHANNEL_ID, guild_id: int = GUILD_ID,
        **values: Any
    ) -> Reply:
        """Run ``/path`` (e.g. ``"game new"``) as ``user`` with the given option values (a user option
        takes a :class:`FakeUser`: ``h.slash(eve, "records stats", user=alice)``); ``guild_id``: from a
        channel of another server."""
        data = self._command_data(path, values)
        return await self._feed(self._interaction(user, 2, data, channel_id=channel_id, guild_id=guild_id))

    async def autocomplete(
        self, user: FakeUser, path: str, option: str, typed: str, **others: Any
    ) -> list[dict[str, Any]]:
        """The autocomplete choices ``user`` sees while typing ``typed`` into ``option``."""
        data = self._command_data(path, {**others, option: typed}, focused=option)
        reply = await self._feed(self._interaction(user, 4, data))
        return reply.autocomplete or []

    def message_with(self, custom_id: str) -> Sent | None:
        """The newest message carrying a component with this custom id."""
        for sent in reversed(list(self.messages.values())):
            if custom_id in sent.custom_ids():
                return sent
        return None

    def find_custom_id(self, prefix: str, suffix: str = "") -> str:
        """The newest custom id starting with ``prefix`` (and ending with ``suffix``)."""
        for sent in reversed(list(self.messages.values())):
            for custom_id in sent.custom_ids():
                if custom_id.startswith(prefix) and custom_id.endswith(suffix):
                    return custom_id
        raise KeyError(f"no component {prefix}…{suffix}")

    def _message_payload(self, sent: Sent) -> dict[str, Any]:
        payload = self._message_json(sent.message_id, sent.channel_id or CHANNEL_ID, sent.payload, sent.files)
        payload["flags"] = (EPHEMERAL if sent.where == "ephemeral" else 0) | (sent.flags & COMPONENTS_V2)
        return payload

    async def press(
        self,
        user: FakeUser,
        custom_id: str,
        *,
        message_id: int | None = None,
        component_type: int = 2,
        values: list[str] | None = None,
        channel_id: int | None = None,
        guild_id: int = GUILD_ID,
    ) -> Reply:
        """Press a button (or, with ``values``, choose in a select) as ``user``.

        The component must be on a recorded message (the newest one with it, or ``message_id``). An id
        that is on no message is sent on a made-up message, as a forged client would; ``channel_id``:
        the channel (or DM channel) the press comes from, by default the message's; ``guild_id``: the
        server that channel is in (another server's: a press forged there, with the presser's
        permissions in that server).
        """
        sent = self.messages.get(message_id) if message_id else self.message_with(custom_id)
        if sent is not None:
            message = self._message_payload(sent)
        else:
            kind_payload: dict[str, Any] = {"type": component_type, "custom_id": custom_id}
            if component_type == 3:
                kind_payload["options"] = [{"label": v, "value": v} for v in values or []]
            else:
                kind_payload.update(label="?", style=2)
            message = self._message_json(
                next(self._ids),
                channel_id or CHANNEL_ID,
                {"content": "", "components": [{"type": 1, "components": [kind_payload]}]},
                [],
            )
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = values
        channel_id = channel_id or int(message.get("channel_id") or CHANNEL_ID)
        return await self._feed(self._interaction(user, 3, data, message=message, channel_id=channel_id,
                                                  guild_id=guild_id))

    async def select(
        self, user: FakeUser, custom_id: str, values: list[str], *, message_id: int | None = None,
        channel_id: int | None = None, guild_id: int = GUILD_ID,
    ) -> Reply:
        return await self.press(user, custom_id, message_id=message_id, component_type=3, values=values,
                                channel_id=channel_id, guild_id=guild_id)

    async def submit_modal(
        self, user: FakeUser, modal: dict[str, Any], values: Mapping[str, str], *,
        message_id: int | None = None, channel_id: int | None = None,
    ) -> Reply:
        """Fill in and submit a modal the bot opened (``Reply.modal``) as ``user``: an interaction of type 5
        (MODAL_SUBMIT) as Discord sends it, its ``data`` the modal's custom id and its components as
        answered (a label holding its text input with the ``value`` typed, an action row its text inputs,
        a text display only its id; ids numbered in order where the modal gave none). ``values``: the
        text typed per text input's custom id (empty where none is given). A modal opened from a message
        component comes with that message (``message_id``: by default the one it was opened from)."""
        numbers = itertools.count(1)

        def answered(component: dict[str, Any]) -> dict[str, Any]:
            number = component.get("id") or next(numbers)
            kind = component["type"]
            if kind == 18:
                return {"type": 18, "id": number, "component": answered(component["component"])}
            if kind == 1:
                return {"type": 1, "id": number, "components": [answered(c) for c in component["components"]]}
            if kind == 4:
                return {"type": 4, "id": number, "custom_id": component["custom_id"],
                        "value": values.get(component["custom_id"], "")}
            return {"type": kind, "id": number}

        data = {"custom_id": modal["custom_id"], "components": [answered(c) for c in modal["components"]]}
        if message_id is None:
            message_id = next((m for u, m, d in reversed(self.modals) if d is modal), None)
        sent = self.messages.get(message_id) if message_id is not None else None
        message = self._message_payload(sent) if sent is not None else None
        if channel_id is None:
            channel_id = (sent.channel_id if sent is not None else None) or CHANNEL_ID
        return await self._feed(self._interaction(user, 5, data, message=message, channel_id=channel_id))

    # --- recorders ---------------------------------------------------------------------------------
    def _message_json(
        self, message_id: int, channel_id: int, payload: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        attachments = [
            {
                "id": str(attachment_id(message_id, i)),
                "filename": name,
                "size": len(data),
                "url": f"https://cdn.example/{name}",
                "proxy_url": f"https://cdn.example/{name}",
            }
            for i, (name, data) in enumerate(files)
        ]
        components = payload.get("components") or []
        if int(payload.get("flags") or 0) & COMPONENTS_V2:
            # As Discord answers a V2 message: each media item points at its attachment (url and id), and
            # the message's own ``attachments`` list is left empty.
            components = json.loads(json.dumps(components))
            by_name = {a["filename"]: a for a in attachments}
            for component in walk_components(components):
                for item in component.get("items") or []:
                    url = (item.get("media") or {}).get("url") or ""
                    name = url[len("attachment://"):] if url.startswith("attachment://") else None
                    attachment = by_name.get(name) if name else None
                    if attachment is not None:
                        item["media"] = {"url": attachment["url"], "proxy_url": attachment["proxy_url"],
                                         "width": 8, "height": 8, "content_type": "image/png",
                                         "attachment_id": attachment["id"]}
            attachments = []
        return {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "type": 0,
            "author": {
                "id": str(BOT_USER_ID),
                "username": "Boardgames",
                "discriminator": "0",
                "avatar": None,
                "bot": True,
            },
            "content": payload.get("content") or "",
            "timestamp": "2024-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": payload.get("embeds") or [],
            "pinned": False,
            "components": components,
            "flags": payload.get("flags") or 0,
        }

    @staticmethod
    def _unpack(
        payload: dict[str, Any] | None, multipart: list[dict[str, Any]] | None, files: Any
    ) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
        body = dict(payload or {})
        for part in multipart or []:
            if part.get("name") == "payload_json":
                body = json.loads(part["value"])
        captured = []
        for file in files or []:
            file.reset()
            captured.append((file.filename, file.fp.read()))
            file.reset()
        return body, captured

    def _record(self, sent: Sent) -> Sent:
        for problem in discord_limit_violations(sent.payload):
            self.violations.append(f"{sent.where} {sent.kind} {sent.message_id}: {problem}")
        if sent.kind == "edit" and sent.message_id in self.messages:
            previous = self.messages[sent.message_id]
            merged = {**previous.payload, **{k: v for k, v in sent.payload.items() if v is not None}}
            for key in ("content", "embeds", "components"):
                if key in sent.payload:
                    merged[key] = sent.payload[key]
            sent = Sent(
                previous.where,
                "edit",
                sent.message_id,
                previous.channel_id,
                previous.user_id,
                merged,
                self._files_after_edit(previous, sent.payload, sent.files),
            )
        if sent.is_card:
            for problem in v2_violations(sent.payload, [name for name, _ in sent.files]):
                self.violations.append(f"{sent.where} {sent.kind} {sent.message_id}: {problem}")
        self.messages[sent.message_id] = sent
        self.sent.append(sent)
        if sent.where == "channel":
            self.channel_messages.append(sent)
        elif sent.where == "dm" and sent.user_id is not None:
            self.dms[sent.user_id].append(sent)
        elif sent.where == "ephemeral" and sent.user_id is not None:
            self.ephemeral[sent.user_id].append(sent)
        return sent

    @staticmethod
    def _files_after_edit(previous: Sent, body: dict[str, Any], uploaded: list[tuple[str, bytes]]
                          ) -> list[tuple[str, bytes]]:
        """The files a message has after an edit, as Discord keeps them: without ``attachments`` in the
        edit, the ones it had; with it, those it names by id (the message's own) and the uploaded ones."""
        if "attachments" not in body or body["attachments"] is None:
            return uploaded or previous.files
        kept_ids = {str(a.get("id")) for a in body["attachments"]}
        kept = [file for i, file in enumerate(previous.files)
                if str(attachment_id(previous.message_id, i)) in kept_ids]
        return kept + uploaded

    async def _http_request(self, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any) -> Any:
        path = route.url[len(Route.BASE) :]
        if isinstance(kwargs.get("json"), list):
            # The commands' bulk overwrite (``tree.sync()``: PUT .../commands): the list is the body, and
            # Discord answers with the commands it now has.
            commands = kwargs["json"]
            self.http_log.append((route.method, path, commands))
            return [{**command, "id": str(next(self._ids)), "application_id": str(APPLICATION_ID),
                     "version": "1"} for command in commands]
        body, captured = self._unpack(kwargs.get("json"), form, files)
        self.http_log.append((route.method, path, body))
        match = re.fullmatch(r"/channels/(\d+)/messages(?:/(\d+))?", path)
        if match:
            channel_id = int(match.group(1))
            if channel_id in self.deleted_channels:
                raise http_error(discord.NotFound, 404, 10003, "Unknown Channel")
            user_id = self._dm_channels.get(channel_id)
            if user_id is not None and user_id in self.closed_dms:
                raise http_error(discord.Forbidden, 403, 50007, "Cannot send messages to this user")
            where = "dm" if user_id is not None else "channel"
            fault = self.http_fault(route.method, path, body) if self.http_fault is not None else None
            if fault is not None and fault[0] == "before":
                raise fault[1]
            if route.method == "POST":
                nonce = str(body.get("nonce")) if body.get("enforce_nonce") and body.get("nonce") else None
                if nonce is not None and (channel_id, nonce) in self.nonces:
                    first = self.messages[self.nonces[(channel_id, nonce)]]
                    answer = self._message_json(first.message_id, channel_id, first.payload, first.files)
                else:
                    message_id = next(self._ids)
                    self._record(Sent(where, "create", message_id, channel_id, user_id, body, captured))
                    if nonce is not None:
                        self.nonces[(channel_id, nonce)] = message_id
                    answer = self._message_json(message_id, channel_id, body, captured)
                if fault is not None:
                    raise fault[1]
                return answer
            if route.method == "PATCH":
                message_id = int(match.group(2))
                deferred = next((token for token, (pending, _) in self._pending_deferred.items()
                                 if pending == message_id), None)
                if deferred is not None:
                    # A deferred answer ("thinking…") the bot fills by the channel's endpoint, as it may: the
                    # message is its own. It is the answer itself.
                    _, pending_where = self._pending_deferred.pop(deferred)
                    sent = self._record(Sent(pending_where, "create", message_id, channel_id, None, body,
                                             captured))
                    return self._message_json(message_id, channel_id, sent.payload, sent.files)
                sent = self._record(Sent(where, "edit", message_id, channel_id, user_id, body, captured))
                if fault is not None:
                    raise fault[1]
                return self._message_json(message_id, channel_id, sent.payload, sent.files)
        match = re.fullmatch(r"/channels/(\d+)/threads", path)
        if match and route.method == "POST":
            # A public thread started without a message: messages to it are channel messages.
            fault = self.http_fault(route.method, path, body) if self.http_fault is not None else None
            if fault is not None and fault[0] == "before":
                raise fault[1]
            thread_id = next(self._ids)
            self.threads[thread_id] = (int(match.group(1)), str(body.get("name")))
            if fault is not None:
                raise fault[1]
            return {"id": str(thread_id), "type": 11, "guild_id": str(GUILD_ID), "parent_id": match.group(1),
                    "name": body.get("name"), "owner_id": str(BOT_USER_ID), "message_count": 0,
                    "member_count": 1, "rate_limit_per_user": 0, "flags": 0,
                    "thread_metadata": {"archived": False, "auto_archive_duration": 10080,
                                        "archive_timestamp": "2024-01-01T00:00:00+00:00", "locked": False}}
        match = re.fullmatch(r"/guilds/(\d+)/threads/active", path)
        if match and route.method == "GET":
            # The server's active threads (every thread the bot started here is active: none archives).
            return {"threads": [
                {"id": str(thread_id), "type": 11, "guild_id": match.group(1), "parent_id": str(parent),
                 "name": name, "owner_id": str(BOT_USER_ID), "message_count": 0, "member_count": 1,
                 "rate_limit_per_user": 0, "flags": 0,
                 "thread_metadata": {"archived": False, "auto_archive_duration": 10080,
                                     "archive_timestamp": "2024-01-01T00:00:00+00:00", "locked": False}}
                for thread_id, (parent, name) in self.threads.items()], "members": []}
        if route.method == "POST" and path == "/users/@me/channels":
            user_id = int(body["recipient_id"])
            channel_id = next(self._ids)
            self._dm_channels[channel_id] = user_id
            user = self.user_by_id(user_id)
            return {
                "id": str(channel_id),
                "type": 1,
                "last_message_id": None,
                "recipients": [
                    user.payload()
                    if user
                    else {"id": str(user_id), "username": "someone", "discriminator": "0", "avatar": None}
                ],
            }
        match = re.fullmatch(r"/users/(\d+)", path)
        if match and route.method == "GET":
            user = self.user_by_id(int(match.group(1)))
            if user is None:
                raise http_error(discord.NotFound, 404, 10013, "Unknown User")
            return user.payload()
        return {}

    def _webhook_request(
        self, route: Route, payload: dict[str, Any] | None, multipart: list[dict[str, Any]] | None, files: Any
    ) -> Any:
        body, captured = self._unpack(payload, multipart, files)
        path = route.url[len(Route.BASE) :]
        token = str(route.webhook_token)
        user_id, interaction_id, pressed_message = self._tokens.get(token, (0, 0, None))
        channel = self._token_channels.get(token, CHANNEL_ID)
        self.http_log.append((route.method, path, body))
        if path.endswith("/callback") and self.fail_interaction_responses:
            raise http_error(discord.NotFound, 404, 10062, "Unknown interaction")
        if path.endswith("/callback"):
            self.responses.append({"token": token, "user_id": user_id, **body})
            kind = body.get("type")
            data = body.get("data") or {}
            result: dict[str, Any] = {"interaction": {"id": str(interaction_id), "type": 2}}
            if kind == 8:
                choices = data.get("choices") or []
                if len(choices) > 25 or any(
                    not 1 <= len(c["name"]) <= 100 or len(str(c["value"])) > 100 for c in choices
                ):
                    self.violations.append("autocomplete: more than 25 choices or a name/value too long")
                self.autocompletes.append((user_id, choices))
                return result
            if kind == 9:
                for problem in modal_violations(data):
                    self.violations.append(f"modal {data.get('custom_id')}: {problem}")
                self.modals.append((user_id, pressed_message, data))
                return result
            if kind in (4, 5):
                ephemeral = bool((data.get("flags") or 0) & EPHEMERAL)
                message_id = next(self._ids)
                self._original[token] = message_id
                where = "ephemeral" if ephemeral else "channel"
                if kind == 4:
                    self._record(
                        Sent(
                            where,
                            "create",
                            message_id,
                            channel,
                            user_id if ephemeral else None,
                            data,
                            captured,
                        )
                    )
                else:
                    # A deferred ("thinking") answer: the message exists but is empty until the first
                    # follow-up or edit fills it, as on Discord; only then is it recorded as sent.
                    self._pending_deferred[token] = (message_id, where)
                result["interaction"].update(
                    response_message_id=str(message_id),
                    response_message_loading=kind == 5,
                    response_message_ephemeral=ephemeral,
                )
                result["resource"] = {
                    "type": kind,
                    "message": self._message_json(message_id, channel, data, captured),
                }
                return result
            if kind == 6 and pressed_message is not None:
                # A deferred update: the pressed message stays as it is until the answer edits it through
                # the original response, which for a component interaction is that message.
                self._original[token] = pressed_message
                return result
            if kind == 7 and pressed_message is not None:
                sent = self._record(Sent("channel", "edit", pressed_message, channel, None, data, captured))
                result["resource"] = {
                    "type": 7,
                    "message": self._message_json(pressed_message, channel, sent.payload, sent.files),
                }
                return result
            return result
        match = re.fullmatch(r"/webhooks/\d+/[^/]+(?:/messages/(@original|\d+))?", path)
        if match and route.method == "POST":
            ephemeral = bool((body.get("flags") or 0) & EPHEMERAL)
            deferred = self._pending_deferred.pop(token, None)
            if deferred is not None:
                # Discord turns the first follow-up after a deferral into the deferred message itself.
                message_id, where = deferred
                ephemeral = where == "ephemeral"
                if int(body.get("flags") or 0) & COMPONENTS_V2:
                    self.violations.append(
                        f"{where} create {message_id}: a follow-up cannot turn a deferred answer into a V2 "
                        "message (Discord refuses it): edit the original response instead")
            else:
                message_id = next(self._ids)
            self._record(
                Sent(
                    "ephemeral" if ephemeral else "channel",
                    "create",
                    message_id,
                    channel,
                    user_id if ephemeral else None,
                    body,
                    captured,
                )
            )
            return self._message_json(message_id, channel, body, captured)
        if match and route.method in ("PATCH", "GET"):
            target = match.group(1)
            message_id = self._original.get(token, 0) if target == "@original" else int(target or 0)
            if route.method == "PATCH" and target == "@original" and token in self._pending_deferred:
                message_id, where = self._pending_deferred.pop(token)
                sent = self._record(
                    Sent(
                        where,
                        "create",
                        message_id,
                        channel,
                        user_id if where == "ephemeral" else None,
                        body,
                        captured,
                    )
                )
                return self._message_json(message_id, channel, sent.payload, sent.files)
            if route.method == "PATCH":
                if (
                    message_id in self.messages
                    and self.messages[message_id].content == ""
                    and not self.messages[message_id].embeds
                    and not self.messages[message_id].components
                ):
                    # First edit of a deferred answer: it is the answer itself, record it as such.
                    previous = self.messages[message_id]
                    sent = self._record(
                        Sent(previous.where, "create", message_id, channel, previous.user_id, body, captured)
                    )
                else:
                    sent = self._record(Sent("channel", "edit", message_id, channel, None, body, captured))
                return self._message_json(message_id, channel, sent.payload, sent.files)
            existing = self.messages.get(message_id)
            return self._message_json(message_id, channel, existing.payload if existing else {}, [])
        return {}

    # --- views of the traffic ----------------------------------------------------------------------
    def public_payloads(self) -> list[Sent]:
        """Every message anyone in the channel could see (channel messages and their edits)."""
        return [s for s in self.sent if s.where == "channel"]

    def board_messages(self) -> list[Sent]:
        return [
            s
            for s in self.channel_messages
            if s.kind == "create"
            and any(f == "board.png" for f, _ in s.files)
            or any(c.startswith("turn:") for c in s.custom_ids())
        ]


@dataclass
class GameRun:
    """What :func:`play_game_through_buttons` did: the database id, the seats' users and the traffic."""

    game_db_id: int
    users: list[FakeUser]
    presses: int
    sent: list[Sent]


def catalog_pattern(msg_id: str, **fields: str) -> re.Pattern[str]:
    """A regex matching message ``msg_id`` in any language, each argument named in ``fields`` matching
    that regex (the others: anything), e.g. ``catalog_pattern("bot-decision-for-you", user=r"<@\\d+>")``."""
    alternatives = []
    for lang in i18n.LANGUAGES:
        markers = {name: f"\x00{name}\x00" for name in i18n_arguments(msg_id)}
        sample = re.escape(i18n.t(lang, msg_id, **markers))
        for name, marker in markers.items():
            sample = sample.replace(re.escape(marker), f"(?:{fields.get(name, '.*?')})")
        alternatives.append(sample)
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.S)


class _Variables(FluentVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: Any) -> None:  # noqa: N802 - fluent.syntax's naming
        self.found.add(node.id.name)


@functools.cache
def i18n_arguments(msg_id: str) -> list[str]:
    """The variables a catalog message takes (read from the English catalogs: the platform's, the games'),
    parsing that message alone: the harness asks at import, in every test process."""
    for path in i18n.catalog_files(i18n.DEFAULT):
        for entry_id, source in i18n.catalog_entries(path.read_text(encoding="utf-8")):
            if entry_id == msg_id:
                [entry] = FluentParser().parse(source).body
                assert isinstance(entry, fluent_ast.Message), entry
                variables = _Variables()
                variables.visit(entry)
                return sorted(variables.found)
    raise KeyError(msg_id)


def labels_of(msg_id: str) -> set[str]:
    """A button label in every language (the harness presses buttons by what they do, in any language)."""
    return {i18n.t(lang, msg_id) for lang in i18n.LANGUAGES}


def _next_player(h: Harness, board: Sent) -> FakeUser | None:
    """The player a board (a card's waiting line, or an older board's first line) says is to move."""
    match = re.match(r"<@(\d+)>", board.part(Part.WAITING) if board.is_card else board.content)
    return h.user_by_id(int(match.group(1))) if match else None


async def open_lobby(
    h: Harness,
    game_id: str,
    users: list[FakeUser],
    options: Mapping[str, str] | None = None,
    channel_id: int = CHANNEL_ID,
) -> int:
    """``/game new`` by the first user (in ``channel_id``: a channel or :data:`THREAD_ID`), the others
    join, the creator sets ``options`` through the selects. Returns the database id of the game."""
    creator = users[0]
    reply = await h.slash(creator, "game new", channel_id=channel_id, game=game_id)
    lobby = next((s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids())), None)
    assert lobby is not None, f"/game new opened no lobby; the bot said: {reply.text()!r}"
    join_id = next(c for c in lobby.custom_ids() if c.endswith(":join"))
    db_id = int(join_id.split(":")[1])
    for user in users[1:]:
        await h.press(user, join_id)
    if options:
        game = h.bot.games[game_id]
        module_id = f"lm:{db_id}"
        modules_current: dict[str, bool] | None = None
        for name, value in options.items():
            option_id = f"lo:{db_id}:{name}"
            if h.message_with(option_id) is not None:
                await h.select(creator, option_id, [value])
            elif h.message_with(module_id) is not None:
                if modules_current is None:
                    modules_current = {}
                modules_current[name] = value in ("on", "yes", "true", "1")
            else:
                raise KeyError(f"option {name} is not in the lobby")
        if modules_current is not None:
            message = h.message_with(module_id)
            assert message is not None
            select = next(c for c in message.selects() if c["custom_id"] == module_id)
            enabled = {o["value"] for o in select["options"] if o.get("default")}
            for name, on in modules_current.items():
                (enabled.add if on else enabled.discard)(name)
            await h.select(creator, module_id, sorted(enabled))
        del game
    return db_id


async def start_game(
    h: Harness,
    game_id: str,
    users: list[FakeUser],
    options: Mapping[str, str] | None = None,
    seed: int = 0,
    channel_id: int = CHANNEL_ID,
) -> int:
    """Lobby (see :func:`open_lobby`), then the creator presses Start with ``seed`` as the game's seed.
    Returns the database id of the game."""
    db_id = await open_lobby(h, game_id, users, options, channel_id)
    h.bot.new_seed = lambda: seed
    await h.press(users[0], f"lb:{db_id}:start")
    return db_id


def latest_board(h: Harness, db_id: int) -> Sent | None:
    """The newest channel message of this game carrying "Take your turn", as it is now: a card the
    computers' moves were folded into was edited since it was posted."""
    posted = next(
        (
            s
            for s in reversed(h.channel_messages)
            if s.kind == "create" and any(c.startswith(f"turn:{db_id}:") for c in s.custom_ids())
        ),
        None,
    )
    return None if posted is None else h.messages[posted.message_id]


DECISION_FOR_YOU = catalog_pattern("bot-decision-for-you")
BACK_LABELS = labels_of("bot-panel-back")
MORE_LABELS = labels_of("bot-panel-more-before") | labels_of("bot-panel-more-after")


async def play_turns(
    h: Harness,
    db_id: int,
    rng: random.Random,
    *,
    max_turns: int | None = None,
    max_presses: int = 20_000,
    back_probability: float = 0.05,
) -> int:
    """Play turns of a started game through "Take your turn" and the panel only, until it is over (or
    ``max_turns`` turns were played). Returns the number of presses."""
    presses = 0
    turns = 0
    while presses < max_presses:
        record = await h.bot.store.get_game(db_id)
        assert record is not None
        if record.status != "active" or (max_turns is not None and turns >= max_turns):
            return presses
        board = latest_board(h, db_id)
        assert board is not None, "no board message with a Take your turn button"
        player = _next_player(h, board)
        assert player is not None, f"no player mentioned on the board: {board.content!r}"
        turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
        reply = await h.press(player, turn_id, message_id=board.message_id)
        presses += 1
        panels = [s for s in reply.ephemeral if any(c.startswith(("pn:", "ps:")) for c in s.custom_ids())]
        if not panels:
            # A decision for someone else inside the turn: the newest notice names them.
            other = next(
                (
                    s
                    for s in reversed(h.channel_messages)
                    if s.kind == "create" and DECISION_FOR_YOU.search(s.content)
                ),
                None,
            )
            if other is None:
                raise AssertionError(f"no panel after Take your turn: {reply.text()[:300]}")
            player = _next_player(h, other) or player
            reply = await h.press(player, turn_id, message_id=board.message_id)
            panels = [s for s in reply.ephemeral if s.custom_ids()]
            assert panels, f"no panel for the player asked to decide: {reply.text()[:300]}"
        panel = panels[-1]
        while presses < max_presses:
            current = h.messages[panel.message_id]
            if not current.custom_ids():
                break
            # Undo is left alone: taking decisions back is tested on its own (test_undo.py); so is the
            # coach's Hint (test_hints.py), which decides nothing.
            buttons = [b for b in current.buttons()
                       if not b.get("disabled") and not b["custom_id"].startswith(("un:", "hn:"))]
            back = [b["custom_id"] for b in buttons if b.get("label") in BACK_LABELS]
            pages = [b["custom_id"] for b in buttons if b.get("label") in MORE_LABELS]
            answers = [b["custom_id"] for b in buttons if b["custom_id"] not in back + pages]
            selects = current.selects()
            if back and rng.random() < back_probability:
                choice_reply = await h.press(player, back[0], message_id=panel.message_id)
            elif selects and not answers and (not pages or rng.random() < 0.8):
                chosen = rng.choice(selects)
                value = rng.choice(chosen["options"])["value"]
                choice_reply = await h.select(
                    player, chosen["custom_id"], [value], message_id=panel.message_id
                )
            elif answers:
                choice_reply = await h.press(player, rng.choice(answers), message_id=panel.message_id)
            elif pages:
                choice_reply = await h.press(player, rng.choice(pages), message_id=panel.message_id)
            else:
                raise AssertionError(f"a panel with nothing to press: {current.text()[:300]}")
            presses += 1
            refused = [s for s in choice_reply.ephemeral if s.message_id != panel.message_id]
            if refused:
                raise AssertionError(f"the bot refused a panel choice: {refused[-1].text()[:300]}")
        turns += 1
    raise AssertionError(f"game {db_id}: no end after {max_presses} presses")


async def play_game_through_buttons(
    h: Harness,
    game_id: str,
    users: list[FakeUser],
    options: Mapping[str, str] | None = None,
    seed: int = 0,
    *,
    max_presses: int = 20_000,
    back_probability: float = 0.05,
) -> GameRun:
    """Play one whole game from ``/game new`` to the final scores with buttons and selects only.

    The creator opens the lobby, the others press Join, options are set through the lobby selects, the
    game starts with ``seed`` as its seed, then each turn the player mentioned on the newest board presses
    "Take your turn" and walks the panel, choosing among the offered answers with a generator seeded by
    ``seed`` (and sometimes pressing Back). Returns the traffic; the game must end within ``max_presses``.
    """
    rng = random.Random(seed)
    start = len(h.sent)
    db_id = await start_game(h, game_id, users, options, seed)
    presses = await play_turns(h, db_id, rng, max_presses=max_presses, back_probability=back_probability)
    record = await h.bot.store.get_game(db_id)
    assert record is not None and record.status == "finished", f"game {db_id} did not finish"
    assert h.violations == [], h.violations[:5]
    # Every board and the result: a card (Components V2), the result last. (A one-line notice, "a decision
    # for you", stays a line.)
    posts = [s for s in h.sent[start:] if s.where == "channel" and s.kind == "create"
             and str(s.payload.get("nonce") or "").startswith(f"b{db_id}v")
             and (s.files or s.custom_ids() or s.embeds or s.is_card)]
    assert posts and all(s.is_card for s in posts), [s.says()[:80] for s in posts if not s.is_card]
    assert any(c.startswith("rg:") for c in posts[-1].custom_ids())
    return GameRun(db_id, users, presses, h.sent[start:])


# --- every turn told once (the chaos and the quiet computers' tests) ---------------------------------
def told_turns(h: Harness, db_id: int, notices: Sequence[str] = (),
               begins: str = "The game begins") -> list[tuple[str, list[str]]]:
    """What every announcement post of a game (boards and late posts, known by their nonce) says, in
    order and as it is now (the computers' turns are folded into the card before them by an edit: issue
    27), without the lines holding one of ``notices``: ("lines", its bulleted lines) for a late post or
    the start's board (``begins``: how its first line starts), and ("round", its seats' lines) for a
    board showing the last full round (a line per seat, "• **<@id>** (seat): its moves", a
    computer by its name)."""
    told = []
    for posted in h.sent:
        if posted.where != "channel" or posted.kind != "create" \
                or not str(posted.payload.get("nonce") or "").startswith(f"b{db_id}v"):
            continue
        message = h.messages[posted.message_id]
        lines = [line[2:] for line in message.part(Part.HAPPENED).splitlines()
                 + message.part(Part.BODY).splitlines()
                 if line.startswith("• ") and not any(notice in line for notice in notices)]
        if not lines:
            continue  # a decision for another seat inside a turn: nothing told yet
        late_or_start = bool(message.part(Part.BODY)) or begins in message.part(Part.HAPPENED)
        # A round too long for the card leaves its oldest moves out and says so in small print ("-# … and
        # 3 earlier moves"): its first turns may be shown only in part.
        trimmed = any(line.startswith("-# ") for line in message.part(Part.HAPPENED).splitlines())
        told.append(("lines" if late_or_start else "trimmed" if trimmed else "round", lines))
    return told


def check_every_turn_told_once(told: list[tuple[str, list[str]]], turns: list[list[str]]) -> None:
    """Each completed turn told by exactly one post, in order: a late post (or the start's board) with
    its lines, or a board whose last full round holds all of them and ends with the last one's last line.
    A post may tell several turns in a row (computers' turns folded into the card of the human's before
    them), never the same turn twice and never out of order. Turns alike word for word (a Wayfinders
    pilot placing a worker in the same hangar twice) make a post's share ambiguous: some way of sharing
    the turns out among the posts must account for every one."""
    def tells(post: int, at: int) -> list[int]:
        """The turn indices the post could end with, when the turns from ``at`` are its."""
        kind, lines = told[post]
        if kind == "lines":
            return [k for k in range(at, len(turns)) if sum(turns[at:k + 1], []) == lines]
        shown = "\n".join(lines)

        def all_shown(k: int) -> bool:
            wanted = [line for turn in turns[at:k + 1] for line in turn]
            if kind == "trimmed":  # the oldest left out: from the first line shown, every line
                first = next((i for i, line in enumerate(wanted) if line in shown), len(wanted))
                wanted = wanted[first:]
            return bool(wanted) and all(line in shown for line in wanted)
        return [k for k in range(at, len(turns))
                if (shown.endswith(turns[k][-1]) or lines[-1].endswith(turns[k][-1])) and all_shown(k)]

    failed: set[tuple[int, int]] = set()

    def shared(post: int, at: int) -> bool:
        if post == len(told):
            return at == len(turns)
        if (post, at) in failed:
            return False
        if any(shared(post + 1, k + 1) for k in tells(post, at)):
            return True
        failed.add((post, at))
        return False

    if not shared(0, 0):
        # The first post no sharing gets past, for the message.
        post, at = 0, 0
        while post < len(told) and tells(post, at):
            at, post = tells(post, at)[0] + 1, post + 1
        raise AssertionError(("turns not told once each, in order", told[post:post + 1], turns[at:at + 2]))


class Crash(Exception):
    """A process stopping at one step of its work (tests inject it to show what a retry does)."""


def crash_once(monkeypatch, obj, name: str, crashed: list[str], *, context: bool = False) -> None:
    """``obj.name`` raises :class:`Crash` the first time it is called (entered, for a context manager)."""
    real = getattr(obj, name)

    def entering(*args, **kwargs):
        if not crashed:
            crashed.append(name)
            raise Crash(name)
        return real(*args, **kwargs)

    async def calling(*args, **kwargs):
        if not crashed:
            crashed.append(name)
            raise Crash(name)
        return await real(*args, **kwargs)

    monkeypatch.setattr(obj, name, entering if context else calling)


async def translated_command_payloads(tmp_path: Path | str) -> list[dict[str, Any]]:
    """What ``tree.sync()`` sends for each top-level command of a bot offering every registered game, its
    names, descriptions and choices translated into every language."""
    import rules

    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        return [await command.get_translated_payload(h.bot.tree, h.bot.tree.translator)
                for command in h.bot.tree.get_commands()]
    finally:
        await h.close()
