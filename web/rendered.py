"""Pages rendered once for everyone asking for the same thing at the same moment.

After a move, every open page of the game hears of it at once and asks for the page's live part (``live.js``):
with a thousand spectators, a thousand requests for the same game, version and language arrive within a
second, and rendering each (the public view in words, the last round, the log: some 10 ms of CPU) would
keep the event loop, which the bot's own turns share, busy for seconds. So a rendered page is kept
:data:`KEPT_SECONDS` by its key (the template, the game, its version, the language, the address), and the
requests that arrive while it is being rendered wait for that one rendering rather than start their own.
A new version is a new key, so a page is never older than the game it says it shows; what may be up to
:data:`KEPT_SECONDS` old is only the time the page says it was made (its countdown's reference).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import TypeVar

T = TypeVar("T")

#: How long a rendered page is served again to whoever asks for the same key.
KEPT_SECONDS = 1.0
#: How many rendered pages are kept at most (the oldest go first).
KEPT_PAGES = 64


class RenderedPages:
    """One web server's kept pages (``WebContext.rendered``): a new server starts with none."""

    def __init__(self) -> None:
        self._kept: OrderedDict[Hashable, tuple[float, str]] = OrderedDict()
        self._rendering = SharedReads()

    async def get(self, key: Hashable, render: Callable[[], Awaitable[str]]) -> str:
        """The page of ``key``: kept, being rendered by another request, or rendered now by ``render``."""
        now = time.monotonic()
        kept = self._kept.get(key)
        if kept is not None and now - kept[0] < KEPT_SECONDS:
            return kept[1]
        body = await self._rendering.once(key, render)
        self._kept[key] = (now, body)
        self._kept.move_to_end(key)
        while len(self._kept) > KEPT_PAGES:
            self._kept.popitem(last=False)
        return body


class SharedReads:
    """Reads made once for all the requests asking for the same thing while it is being read (no keeping
    beyond that): after a move, a thousand spectators' live parts look their game up (the game's row, its
    server's settings) with one read between them, not a thousand, so the database the bot's own turns
    share stays free. A request joining a read started before it arrived gets that read's answer: never
    older than the moment the request was made by more than one read's time."""

    def __init__(self) -> None:
        self._reading: dict[Hashable, asyncio.Future[object]] = {}

    async def once(self, key: Hashable, read: Callable[[], Awaitable[T]]) -> T:
        pending = self._reading.get(key)
        if pending is not None:
            return await asyncio.shield(pending)  # type: ignore[return-value]
        future: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        self._reading[key] = future
        try:
            value = await read()
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            self._reading.pop(key, None)
        future.set_result(value)
        return value
