"""Board images for the web, drawn off the turn's path and kept by (game, version, lang).

The web asks for a board only when a page shows it, never while a turn is played: a move's commit and its
Discord card never wait for a web board. The drawing runs in the bot's render pool at a replay's priority
(a turn's board is always drawn first) when the bot passes it, else in one thread of this process (the
separate ``python -m bot web``). Many pages open on one game at once ask for its board once: a drawing
under way is shared, and the last :data:`KEPT` images are kept in memory.

Only public views reach here (``view(state, None)``): what a channel sees.
"""

from __future__ import annotations

import asyncio
import inspect
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import render

#: Images kept (a board is 100-400 kB: a few tens of MB at most).
KEPT = 96


def draw_board(game_id: str, view: dict, last_action: str | None, lang: str) -> bytes:
    return render.board(game_id, view, last_action=last_action, lang=lang)


class BoardImages:
    """The cache and the drawing. ``render``: the bot's ``render(game_id, view, last_action, lang)``
    returning an awaitable of PNG bytes; None: :func:`draw_board` in a thread of this process."""

    def __init__(self, render: Callable[..., Any] | None = None) -> None:
        self._render = render
        self._executor: ThreadPoolExecutor | None = None
        self._kept: OrderedDict[Hashable, bytes] = OrderedDict()
        self._drawing: dict[Hashable, asyncio.Future[bytes]] = {}
        #: Boards drawn so far (tests check a second page reads the cache).
        self.drawn = 0

    async def _draw(self, game_id: str, view: dict, last_action: str | None, lang: str) -> bytes:
        if self._render is not None:
            result = self._render(game_id, view, last_action, lang)
            return await result if inspect.isawaitable(result) else result
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="web-boards")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, draw_board, game_id, view, last_action, lang)

    async def board(self, key: Hashable, game_id: str, view: dict, last_action: str | None,
                    lang: str) -> bytes:
        """The board of ``key`` (``(game, version, lang)``, or a replay frame's own key), drawn once."""
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        running = self._drawing.get(key)
        if running is not None:
            return await asyncio.shield(running)
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._drawing[key] = future
        try:
            png = await self._draw(game_id, view, last_action, lang)
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._drawing[key]
        self.drawn += 1
        future.set_result(png)
        self._kept[key] = png
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)
        return png

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
