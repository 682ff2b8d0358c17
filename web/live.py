"""A page's live updates: the versions of the games pages are open on, watched by one cheap poll.

While at least one page listens to a game (its ``/g/<id>/events`` stream), one task reads the versions of
all the listened games every :attr:`poll_seconds` (one ``SELECT id, version FROM games WHERE id IN (…)``,
by the primary key) and wakes the listeners of every game whose version moved, handing them the version
it read: a thousand listeners of a game cost one read, not a thousand. That sees a move however it was
committed: by this process, by another bot process on the same PostgreSQL database, or by the bot while the
pages run in a process of their own (``python -m bot web``). With nobody listening nothing is read.

The bot serving its pages tells the watcher of its own moves (``core/service.py``'s ``VersionListener``):
:meth:`hold` before a move's commit, :meth:`committed` with the new version, :meth:`release` when the
move's Discord work is done (the game's lock released: the announcement, the card, the DMs). Between the
two, neither the commit nor the poll wakes that game's pages: a thousand spectators fetching the page
after a move then do it after the move's own path, never inside it. At the release the version is handed
to the listeners at once, without waiting for the poll. A hold never outlasts :data:`MOST_HELD` seconds
(a Discord outage must not freeze the pages): the poll then wakes them all the same.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from store import Store, StoreUnavailable

log = logging.getLogger(__name__)

#: The longest a move of this process holds its game's pages back (seconds): past it, the poll wakes them.
MOST_HELD = 10.0
#: How many listeners are woken in one go (:meth:`VersionWatcher._wake`).
WAKE_SLICE = 10


@dataclass
class _Watched:
    """One listened game: the version its listeners were last handed (None: not read yet), whether it is
    gone (deleted), and the listeners waiting for the next change (a future each)."""

    version: int | None
    waiters: set[asyncio.Future[None]] = field(default_factory=set)
    listeners: int = 0
    gone: bool = False


@dataclass
class _Hold:
    """A move of this process under way on a game: how many holds, since when, the newest version seen
    meanwhile (by the commit or the poll), not yet handed to the listeners."""

    count: int
    since: float
    version: int | None = None


class VersionWatcher:
    def __init__(self, store: Store, poll_seconds: float = 0.5) -> None:
        self.store = store
        self.poll_seconds = poll_seconds
        self._games: dict[int, _Watched] = {}
        self._holds: dict[int, _Hold] = {}
        self._task: asyncio.Task[None] | None = None
        #: Polls made (tests check an idle watcher reads nothing).
        self.polls = 0

    def listening(self) -> int:
        """Games with at least one listener."""
        return len(self._games)

    @contextlib.asynccontextmanager
    async def listen(self, game_id: int, version: int) -> AsyncIterator[None]:
        """Hold a listener on ``game_id`` while the block runs (``version``: the one the listener read from
        the store just before); inside it, :meth:`next_version` waits for each change."""
        watched = self._games.get(game_id)
        if watched is None:
            watched = self._games[game_id] = _Watched(version)
        watched.listeners += 1
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run())
        try:
            yield
        finally:
            watched.listeners -= 1
            if not watched.listeners and self._games.get(game_id) is watched:
                del self._games[game_id]

    def version(self, game_id: int) -> int | None:
        """The version last handed to the listeners of a listened game; None once the game is gone."""
        watched = self._games[game_id]
        return None if watched.gone else watched.version

    async def next_version(self, game_id: int, after: int, timeout: float) -> int | None:
        """The game's version once it is newer than ``after`` (at once if it is already), ``after`` when
        ``timeout`` seconds pass without a change, None when the game is gone. Inside :meth:`listen`."""
        watched = self._games[game_id]
        if not watched.gone and (watched.version is None or watched.version <= after):
            waiter = asyncio.get_running_loop().create_future()
            watched.waiters.add(waiter)
            try:
                async with asyncio.timeout(timeout):  # no task of its own: a woken stream stays cheap
                    await waiter
            except TimeoutError:
                return after
            finally:
                watched.waiters.discard(waiter)
        if watched.gone:
            return None
        return after if watched.version is None else max(after, watched.version)

    def _hand(self, game_id: int, version: int | None) -> None:
        """Hand ``version`` (None: the game is gone) to the game's listeners, if it is news to them."""
        watched = self._games.get(game_id)
        if watched is None:
            return
        if version is None:
            if watched.gone:
                return
            watched.gone = True
        elif watched.version is not None and version <= watched.version:
            return
        else:
            watched.version = version
        waiters, watched.waiters = list(watched.waiters), set()
        self._wake(waiters)

    def _wake(self, waiters: list[asyncio.Future[None]]) -> None:
        """Wake :data:`WAKE_SLICE` listeners, and the next slice after what the event loop has ready: a
        thousand streams told of a move never hold the loop in one go (another game's move, a page's
        request, go in between)."""
        for waiter in waiters[:WAKE_SLICE]:
            if not waiter.done():
                waiter.set_result(None)
        if len(waiters) > WAKE_SLICE:
            asyncio.get_running_loop().call_soon(self._wake, waiters[WAKE_SLICE:])

    # --- this process's own moves (core/service.py's VersionListener) ------------------------------------
    def hold(self, game_id: int) -> None:
        """A move of this process on ``game_id`` is about to commit: its pages wait for :meth:`release`."""
        held = self._holds.get(game_id)
        if held is None:
            self._holds[game_id] = _Hold(1, time.monotonic())
        else:
            held.count += 1

    def committed(self, game_id: int, version: int) -> None:
        """This process committed ``version`` of ``game_id``: handed to the pages now, or at the release."""
        held = self._holds.get(game_id)
        if held is None:
            self._hand(game_id, version)
        elif held.version is None or version > held.version:
            held.version = version

    def release(self, game_id: int) -> None:
        """The move's Discord work is done: the pages hear of what was held back."""
        held = self._holds.get(game_id)
        if held is None:
            return
        held.count -= 1
        if held.count <= 0:
            del self._holds[game_id]
            if held.version is not None:
                self._hand(game_id, held.version)

    def held(self, game_id: int) -> bool:
        return game_id in self._holds

    # --- the poll ----------------------------------------------------------------------------------------
    async def poll(self) -> None:
        """Read the listened games' versions once and hand on what moved (a held game's is kept for its
        release, unless it has been held past :data:`MOST_HELD`)."""
        ids = list(self._games)
        if not ids:
            return
        try:
            versions = await self.store.game_versions(ids)
        except StoreUnavailable as error:
            log.warning("web: the games' versions cannot be read (%s)", error)
            return
        self.polls += 1
        now = time.monotonic()
        for game_id in ids:
            version = versions.get(game_id)
            held = self._holds.get(game_id)
            if held is not None and now - held.since < MOST_HELD:
                if version is not None and (held.version is None or version > held.version):
                    held.version = version
                continue
            if held is not None and held.version is not None:
                # Past the longest hold (Discord slow or down): the pages are told all the same.
                log.warning("web: game %d held its pages back for over %.0f s; woken", game_id, MOST_HELD)
                if version is None or held.version > version:
                    version = held.version
                held.version = None
            self._hand(game_id, version)

    async def _run(self) -> None:
        while self._games:
            await self.poll()
            await asyncio.sleep(self.poll_seconds)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None
