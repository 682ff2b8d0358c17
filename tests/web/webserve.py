"""What the web pages' tests share: a bot (the Discord test harness) with the pages served beside it on a
free port of 127.0.0.1, and a game started through Discord on a server whose pages are on
(:func:`web_game`). The fixtures (one headless Chromium for the session, axe-core) are in conftest.py.

The server is the production one (:class:`web.app.WebServer` around :func:`web.app.build_app`) on the bot's
own store and clock, as ``python -m bot`` runs it; the pages' boards are the real ``render`` package's
(the harness's Discord cards keep its recording renderer). The tests run on the session's event loop
(``loop_scope="session"``), where the browser was launched.

axe-core's ``axe.min.js`` comes from the npm tarball (:data:`AXE_URL`), downloaded once into a cache folder
(``$BOARDGAME_TEST_CACHE`` or ``~/.cache/boardgame-tests``; ``.ci/run`` fetches it the same way), checked
against :data:`AXE_SHA256`, never committed.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bot"))

from harness import FakeUser, Harness, start_game  # noqa: E402

from web.app import WebServer  # noqa: E402
from web.context import WebContext, WebSettings  # noqa: E402
from web.links import game_public_id  # noqa: E402

SECRET = b"web pages test secret, 32 bytes!"
AXE_URL = "https://registry.npmjs.org/axe-core/-/axe-core-4.10.2.tgz"
AXE_SHA256 = "9ea2d2d6917da998122bdacfd3b473e31ead53f4b87146c716a12edf89158100"
LANGS = ("en", "es", "es-419", "de", "it")


def cache_dir() -> Path:
    folder = Path(os.environ.get("BOARDGAME_TEST_CACHE") or Path.home() / ".cache" / "boardgame-tests")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@asynccontextmanager
async def serve(h: Harness, *, poll_seconds: float = 0.2) -> AsyncIterator[WebServer]:
    """The pages on the harness bot's store and clock, on a free port, served by the bot's own
    ``start_web`` (as ``python -m bot`` with ``BOARDGAME_WEB_PORT``: its moves tell its pages). When the
    bot serves pages already, a second server of its own (nothing cached, as another process's pages
    would be: they hear of moves by their poll)."""
    settings = WebSettings(host="127.0.0.1", port=0, poll_seconds=poll_seconds)
    if h.bot.web_server is not None:
        server = WebServer(WebContext.create(h.bot.store, h.bot.games, h.clock, SECRET, settings))
        await server.start()
        try:
            yield server
        finally:
            await server.stop()
        return
    h.bot.web_settings = settings
    h.bot.web_secret = SECRET
    await h.bot.start_web()
    served = h.bot.web_server
    assert served is not None
    try:
        yield served
    finally:
        await h.bot.stop_web()


@dataclass
class WebGame:
    """A game in play on a server whose pages are on, and the pages served."""

    h: Harness
    server: WebServer
    db_id: int
    players: list[FakeUser]
    admin: FakeUser

    @property
    def pid(self) -> str:
        return game_public_id(SECRET, self.db_id)

    def url(self, tail: str = "", lang: str | None = None) -> str:
        query = ("&" if "?" in tail else "?") + f"lang={lang}" if lang else ""
        return f"{self.server.url}/g/{self.pid}{tail}{query}"


async def pages_on(h: Harness, on: bool = True) -> FakeUser:
    """The server's managers turn the pages on (or off) with ``/game config web_pages:``."""
    admin = h.users.get("admin") or h.user("admin")
    admin.permissions |= 1 << 5  # Manage Server
    reply = await h.slash(admin, "game config", web_pages="yes" if on else "no")
    assert ("on" if on else "off") in reply.text(), reply.text()
    return admin


@asynccontextmanager
async def web_game(tmp_path: Path, game: str = "iwari", seed: int = 3, players: int = 2,
                   database: str | None = None, options: dict[str, str] | None = None,
                   clock: str | None = None) -> AsyncIterator[WebGame]:
    """``clock``: the server's default clock for its new games (``/game config clock:``), else the bot's."""
    h = await Harness.create(tmp_path, games=[game], database=database)
    try:
        admin = await pages_on(h)
        if clock is not None:
            await h.slash(admin, "game config", clock=clock)
        users = [h.user(name) for name in ("alice", "bob", "carol", "dave")[:players]]
        db_id = await start_game(h, game, users, options, seed=seed)
        async with serve(h) as server:
            yield WebGame(h, server, db_id, users, admin)
    finally:
        await h.close()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


#: Where the screenshots go: docs/web/ when asked for (``WEB_SCREENSHOTS=1 pytest tests/web``, then
#: look at them), else the test's own folder, so a test run leaves the checkout as it was.
DOCS_SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "web"


def screenshots_folder(tmp_path: Path) -> Path:
    return DOCS_SCREENSHOTS if os.environ.get("WEB_SCREENSHOTS") else tmp_path
