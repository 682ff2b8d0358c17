"""``python -m bot web``: the web pages alone, on the bot's database, without logging in to Discord.

For an operator who runs the pages apart from the bot's processes (several bot processes on one
PostgreSQL database, the pages in one more; or the pages on another machine behind a reverse proxy). The
pages see every move whichever process committed it (``web/live.py`` polls the games' versions), sign
their links with the same secret as the bot (derived from ``DISCORD_TOKEN``, which is therefore needed),
and stop on Ctrl-C or SIGTERM. Exit codes as ``run``'s: 0 stopped, 2 a configuration, database or port
that cannot be used.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
from typing import TYPE_CHECKING, TextIO

from bot.config import ConfigError, configure_logging, load_config
from bot.run import database_usable, on_stop_signals, web_secret
from store import open_store, utc_now

if TYPE_CHECKING:
    from web.context import WebSettings

log = logging.getLogger("bot")


def serve_web(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        config = load_config(dotenv_path=args.env_file)
    except ConfigError as error:
        print(str(error), file=err)
        return 2
    if config.web_port is None:
        print("BOARDGAME_WEB_PORT is not set: say on which port to serve the web pages (and "
              "BOARDGAME_WEB_BASE_URL, the address members open them at).", file=err)
        return 2
    configure_logging(config.log_level, config.log_format, secrets=config.secrets())
    if not asyncio.run(database_usable(config.database_path)):
        return 2
    from web.context import WebSettings  # the pages' code, only once the configuration and database pass

    settings = WebSettings(host=config.web_host, port=config.web_port, base_url=config.web_base_url)
    return asyncio.run(serve(config.database_path, settings, web_secret(config)))


async def serve(database: str, settings: WebSettings, secret: bytes,
                stop: asyncio.Event | None = None) -> int:
    """Serve until a stop signal (or ``stop`` is set); the exit code."""
    stop = stop or asyncio.Event()
    with on_stop_signals(lambda _: stop.set()):
        return await _serve(database, settings, secret, stop)


async def _serve(database: str, settings: WebSettings, secret: bytes, stop: asyncio.Event) -> int:
    from bot.app import offered_games
    from web.app import WebServer
    from web.context import WebContext

    store = await open_store(database)
    try:
        server = WebServer(WebContext.create(store, offered_games(None), utc_now, secret, settings))
        try:
            await server.start()
        except OSError as error:
            log.error("%s", error)
            return 2
        try:
            await stop.wait()
            log.info("stopping the web pages")
        finally:
            await server.stop()
    finally:
        await store.close()
    return 0


__all__ = ["serve", "serve_web"]
