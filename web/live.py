"""A page's live updates: the versions of the games pages are open on, watched by one cheap poll.

While at least one page listens to a game (its ``/g/<id>/events`` stream), one task reads the versions of
all the listened games every :attr:`poll_seconds` (one ``SELECT id, version FROM games WHERE id IN (…)``,
by the primary key) and wakes the listeners of every game whose version moved. That sees a move however it
was committed: by this process, by another bot process on the same PostgreSQL database, or by the bot
while the pages run in a process of their own (``python -m bot web``). With nobody listening nothing is
read. A process that commits a move can also :meth:`poke` at once (the bot does after its commits), so a
page of the same process hears of it without waiting for the poll.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from store import Store, StoreUnavailable

log = logging.getLogger(__name__)


class VersionWatcher:
    def __init__(self, store: Store, poll_seconds: float = 0.5) -> None:
        self.store = store
        self.poll_seconds = poll_seconds
        #: game id -> (the version last read, the event the listeners wait on, replaced at each change)
        self._games: dict[int, tuple[int | None, asyncio.Event]] = {}
        self._listeners: dict[int, int] = {}
        self._task: asyncio.Task[None] | None = None
        #: Polls made (tests check an idle watcher reads nothing).
        self.polls = 0

    def listening(self) -> int:
        """Games with at least one listener."""
        return len(self._listeners)

    def _event(self, game_id: int) -> asyncio.Event:
        entry = self._games.get(game_id)
        if entry is None:
            entry = self._games[game_id] = (None, asyncio.Event())
        return entry[1]

    @contextlib.asynccontextmanager
    async def listen(self, game_id: int, version: int | None = None) -> AsyncIterator[None]:
        """Hold a listener on ``game_id`` while the block runs (``version``: the one the listener knows);
        inside it, take :meth:`event` before reading the game, then :meth:`wait` on it: a change after the
        read sets that event, so none is missed."""
        self._listeners[game_id] = self._listeners.get(game_id, 0) + 1
        event = self._event(game_id)
        if version is not None and self._games[game_id][0] is None:
            self._games[game_id] = (version, event)
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run())
        try:
            yield
        finally:
            left = self._listeners[game_id] - 1
            if left:
                self._listeners[game_id] = left
            else:
                del self._listeners[game_id]
                self._games.pop(game_id, None)

    def event(self, game_id: int) -> asyncio.Event:
        """The event the game's next change sets."""
        return self._event(game_id)

    @staticmethod
    async def wait(event: asyncio.Event, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for ``event`` (:meth:`event`); True when the game changed."""
        try:
            await asyncio.wait_for(event.wait(), timeout)
        except TimeoutError:
            return False
        return True

    def poke(self, game_id: int, version: int | None = None) -> None:
        """The game changed (a commit in this process): wake its listeners now."""
        entry = self._games.get(game_id)
        if entry is None:
            return
        old, event = entry
        if version is not None and old is not None and version <= old:
            return
        self._games[game_id] = (version if version is not None else old, asyncio.Event())
        event.set()

    async def _run(self) -> None:
        while self._listeners:
            ids = list(self._listeners)
            try:
                versions = await self.store.game_versions(ids)
                self.polls += 1
            except StoreUnavailable as error:
                log.warning("web: the games' versions cannot be read (%s)", error)
                versions = {}
            for game_id, version in versions.items():
                entry = self._games.get(game_id)
                if entry is None:
                    continue
                old, event = entry
                if old is None:
                    self._games[game_id] = (version, event)
                elif version != old:
                    self._games[game_id] = (version, asyncio.Event())
                    event.set()
            await asyncio.sleep(self.poll_seconds)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None
