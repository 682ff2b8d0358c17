"""A small stand-in for Discord's HTTP API and gateway on 127.0.0.1, for tests that run the real
``python -m bot`` in a subprocess: it logs in, connects its shard, syncs its commands and is ready,
exactly as against Discord, and the test sees every request it made.

:func:`bot_command` is the command line that runs ``python -m bot ARGS`` with only Discord's two
addresses pointed here (``discord.http.Route.BASE`` and the default gateway); nothing else of the bot
changes. :class:`FakeDiscord` answers a token it refuses (:attr:`FakeDiscord.refused_token`) with 401 as
Discord does, and records the requests (:attr:`FakeDiscord.requests`), the gateway's identifies and how
each gateway connection was closed (:attr:`FakeDiscord.closes`: 1000 is a clean close by the bot).
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Sequence
from typing import Any

from aiohttp import WSMsgType, web

#: Run ``python -m bot`` with Discord's addresses taken from ``FAKE_DISCORD_URL`` (not a ``BOARDGAME_``
#: name: the bot refuses names it does not know). The bot imports discord.py only once its checks pass
#: (a refused command never loads it), so the launcher imports nothing of it either: a finder first on
#: ``sys.meta_path`` points the two addresses here as soon as the ``discord`` package has loaded, before
#: anything of the bot can use them (they are read when a request is made, not on import).
LAUNCHER = """\
import importlib.util, os, runpy, sys


class PointDiscordHere:
    def find_spec(self, name, path=None, target=None):
        if name != "discord":
            return None
        sys.meta_path.remove(self)  # once: the real finders find the package
        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            import yarl
            base = os.environ["FAKE_DISCORD_URL"]
            sys.modules["discord.http"].Route.BASE = base + "/api/v10"
            sys.modules["discord.gateway"].DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(
                base.replace("http://", "ws://") + "/gateway")

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, PointDiscordHere())
sys.argv[0] = "bot"
runpy.run_module("bot", run_name="__main__", alter_sys=True)
"""

BOT_USER = {"id": "1200000000000000001", "username": "Boardgames", "discriminator": "0", "global_name": None,
            "avatar": None, "bot": True, "flags": 0}
APPLICATION = {"id": "1200000000000000002", "name": "Boardgames", "description": "", "icon": None,
               "bot_public": True, "bot_require_code_grant": False, "verify_key": "0" * 64, "flags": 0,
               "owner": {**BOT_USER, "id": "1200000000000000003", "username": "owner", "bot": False}}


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py reads a body as JSON only when the content type is exactly application/json.
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})


def bot_command(*args: str) -> list[str]:
    """The command that runs ``python -m bot ARGS`` against a :class:`FakeDiscord` (its address in the
    environment as ``FAKE_DISCORD_URL``)."""
    return [sys.executable, "-c", LAUNCHER, *args]


class FakeDiscord:
    def __init__(self, refused_token: str = "refused-token") -> None:
        self.refused_token = refused_token
        self.requests: list[tuple[str, str]] = []
        self.identifies: list[dict[str, Any]] = []
        self.closes: list[int | None] = []
        self.url = ""
        self._runner: web.AppRunner | None = None

    async def start(self) -> FakeDiscord:
        app = web.Application()
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/{path:.*}", self._http)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}"
        return self

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def paths(self) -> list[str]:
        return [f"{method} {path}" for method, path in self.requests]

    # --- HTTP ----------------------------------------------------------------------------------------
    async def _http(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["path"]
        self.requests.append((request.method, path))
        if request.headers.get("Authorization") == f"Bot {self.refused_token}":
            return _json({"message": "401: Unauthorized", "code": 0}, status=401)
        if path.endswith("/users/@me"):
            return _json(BOT_USER)
        if path.endswith("/oauth2/applications/@me"):
            return _json(APPLICATION)
        if path.endswith("/gateway/bot"):
            return _json({"url": self.url.replace("http://", "ws://") + "/gateway", "shards": 1,
                                      "session_start_limit": {"total": 1000, "remaining": 1000,
                                                              "reset_after": 0, "max_concurrency": 1}})
        if path.endswith("/commands") and request.method == "PUT":
            return _json([])
        return _json({})

    # --- the gateway ---------------------------------------------------------------------------------
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        self.requests.append(("WS", "/gateway"))
        socket = web.WebSocketResponse(autoclose=False)
        await socket.prepare(request)
        await socket.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 45000}}))
        sequence = 0
        async for message in socket:
            if message.type == WSMsgType.CLOSE:
                self.closes.append(socket.close_code)
                await socket.close()
                break
            if message.type != WSMsgType.TEXT:
                continue
            payload = json.loads(message.data)
            if payload.get("op") == 1:  # a heartbeat
                await socket.send_str(json.dumps({"op": 11}))
            elif payload.get("op") == 2:  # identify
                self.identifies.append(payload["d"])
                shard = payload["d"].get("shard") or [0, 1]
                sequence += 1
                await socket.send_str(json.dumps({"op": 0, "t": "READY", "s": sequence, "d": {
                    "v": 10, "user": BOT_USER, "guilds": [], "session_id": f"session-{shard[0]}",
                    "resume_gateway_url": self.url.replace("http://", "ws://") + "/gateway",
                    "shard": shard, "application": {"id": APPLICATION["id"], "flags": 0}}}))
        else:
            self.closes.append(socket.close_code)
        return socket


async def read_until(stream: asyncio.StreamReader, wanted: str, seen: list[str], timeout: float = 60) -> bool:
    """Read ``stream``'s lines into ``seen`` until one contains ``wanted`` (True) or it ends (False).
    The timeout only guards a test that would otherwise hang; nothing waits on it normally."""
    async def lines() -> bool:
        while True:
            line = await stream.readline()
            if not line:
                return False
            seen.append(line.decode(errors="replace").rstrip("\n"))
            if wanted in seen[-1]:
                return True

    return await asyncio.wait_for(lines(), timeout)


def environment(base: dict[str, str], **values: str) -> dict[str, str]:
    """``base`` without any ``DISCORD_``/``BOARDGAME_`` setting of the test's own shell (but the test
    database's URL), plus ``values``."""
    kept = {key: value for key, value in base.items()
            if not key.startswith(("DISCORD_", "BOARDGAME_")) or key == "BOARDGAME_TEST_POSTGRES_URL"}
    return {**kept, **values}


__all__: Sequence[str] = ("FakeDiscord", "bot_command", "environment", "read_until")
