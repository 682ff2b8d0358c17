"""What every page handler reads: one :class:`WebContext` per web server, kept in the application
(``request.app[CONTEXT]``, or :func:`context_of`).

It carries the store (the bot's own, or one the web process opened), the registered games, the injected
clock (the bot's: tests drive it), the signing secret of the pages' links, the settings, the board images'
cache, the per-address rate limits (``core/limits.py``'s token buckets on that clock) and the live watcher.
"""

from __future__ import annotations

import hashlib
import hmac
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from aiohttp import web

from core.limits import Budget, Limits, Rule
from rules.base import Game
from store import Store

if TYPE_CHECKING:
    from web.boards import BoardImages
    from web.live import VersionWatcher
    from web.rendered import RenderedPages, SharedReads

#: How many requests one address may make: a burst of 120 (a page with its board, styles, scripts and a
#: replay walked quickly), then two a second. A phone on a shared address (a school, a carrier's NAT)
#: stays well within it; a script scraping every page does not.
WEB_RULES: Mapping[str, Rule] = {
    "web": Rule(user=Budget(120, 60), server=Budget(120, 60)),
    # A new live connection (EventSource reconnects by itself after a drop: a few a minute is plenty).
    "events": Rule(user=Budget(20, 60), server=Budget(20, 60)),
}


@dataclass(frozen=True)
class WebSettings:
    """Where the pages are served and how their links are written."""

    host: str = "127.0.0.1"
    port: int = 8080
    #: The address members reach the pages at (``https://games.example.org``), without a trailing slash;
    #: None: links are relative to the host a request came to (a test, a local try).
    base_url: str | None = None
    #: How often the live watcher reads the versions of the games a page is open on (seconds).
    poll_seconds: float = 0.5


def derive_secret(token: str) -> bytes:
    """The pages' signing secret from the bot's token: every process of one bot (the bot and a separate
    ``python -m bot web``) has the token, so each signs and checks the same links with nothing more to
    configure, and the token itself never appears. A new token makes new links."""
    return hmac.new(token.encode(), b"boardgame web links v1", hashlib.sha256).digest()


@dataclass
class WebContext:
    store: Store
    games: Mapping[str, Game]
    clock: Callable[[], datetime]
    secret: bytes
    settings: WebSettings = field(default_factory=WebSettings)
    #: Board images (``web/boards.py``); set by :meth:`create`.
    boards: BoardImages = field(init=False)
    #: The pages' live updates (``web/live.py``); set by :meth:`create`.
    watcher: VersionWatcher = field(init=False)
    limits: Limits = field(init=False)
    #: Pages rendered once for the requests of one game version arriving together (``web/rendered.py``).
    rendered: RenderedPages = field(init=False)
    #: Reads made once for the requests asking the same thing at the same moment (``web/rendered.py``).
    reads: SharedReads = field(init=False)
    #: The replays' frames kept, by (game, version) (``web/public.py``'s ``frames``).
    replay_frames: OrderedDict[tuple[int, int], list[Any]] = field(default_factory=OrderedDict)

    @classmethod
    def create(cls, store: Store, games: Mapping[str, Game], clock: Callable[[], datetime], secret: bytes,
               settings: WebSettings | None = None,
               render: Callable[..., object] | None = None) -> WebContext:
        """A context with its board cache, watcher and limits. ``render``: an awaitable-returning callable
        ``render(game_id, view, last_action, lang) -> PNG bytes`` (the bot passes its render pool's,
        at a replay's priority, so a turn's board is drawn first); None: a thread of this process."""
        from web.boards import BoardImages
        from web.live import VersionWatcher
        from web.rendered import RenderedPages, SharedReads

        context = cls(store, games, clock, secret, settings or WebSettings())
        context.boards = BoardImages(render)
        context.watcher = VersionWatcher(store, context.settings.poll_seconds)
        context.limits = Limits(clock, WEB_RULES)
        context.rendered = RenderedPages()
        context.reads = SharedReads()
        return context

    async def close(self) -> None:
        await self.watcher.stop()
        self.boards.close()


#: The application key of the context.
CONTEXT = web.AppKey("context", WebContext)


def context_of(request: web.Request) -> WebContext:
    return request.app[CONTEXT]
