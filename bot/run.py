"""``python -m bot`` (``run``): check everything, then log in to Discord and serve until stopped.

In order: the whole configuration is read and checked (:func:`bot.config.load_config`; nothing is opened
before), logging is set up, the first lines say the version, the database, the shards and the worker
processes, the database is opened once to see that it can be used, and only then does the bot log in.
discord.py, the app, its rooms, the renderers (Pillow) and the web pages are imported only then, inside
:func:`build_bot` and :func:`serve`: a start refused for its configuration or its database answers at once
(tests/bot/test_command_line.py checks that none of them was loaded).

Exit codes, for a supervisor (the systemd unit in docs/operators.md restarts on anything but 2):

- 0: stopped on purpose: Ctrl-C or SIGTERM, each a clean stop (the gateway closed, the pools ended, the
  database closed);
- 1: a passing failure worth a restart: Discord or the network could not be reached;
- 2: restarting would not help: a configuration the bot cannot run with, a database it cannot use
  (missing, a folder, no permission, damaged, of a newer version, its server down or refusing the login),
  a token Discord refuses, a health port already taken. The log's last line says what to do, in one
  sentence.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TextIO

from bot.cli import version_line
from bot.config import Config, ConfigError, configure_logging, load_config
from bot.startup import database_problem, first_lines, pool_sizes
from store import StoreUnavailable, open_store

if TYPE_CHECKING:
    from bot.app import GameBot

log = logging.getLogger("bot")

#: The signals that stop the bot cleanly: Ctrl-C, and what systemd, Docker and Kubernetes send.
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
TOKEN_REFUSED = ("Discord refused the token: create a new one in the developer portal (Bot -> Reset Token), "
                 "put it in DISCORD_TOKEN, then start again.")


def run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``python -m bot run``: see the module."""
    try:
        config = load_config(dotenv_path=args.env_file)
    except ConfigError as error:
        print(str(error), file=err)
        return 2
    configure_logging(config.log_level, config.log_format, secrets=config.secrets())
    for line in first_lines(config, version_line()):
        log.info("%s", line)
    if not asyncio.run(database_usable(config.database_path)):
        return 2
    bot = build_bot(config)
    return asyncio.run(serve(bot, config.token))


def build_bot(config: Config) -> GameBot:
    """The bot ``python -m bot`` runs for ``config``: boards render in a pool of worker processes
    (bot/render_pool.py) and the computer players search in another, each of the configured size;
    ``BOARDGAME_HTTP_PORT`` serves /healthz and /metrics (bot/ops.py); ``/game privacy`` links
    ``BOARDGAME_PRIVACY_URL``."""
    from bot.app import create_bot
    from bot.render_pool import PoolRenderer
    from web.context import WebSettings

    render, replay, computers = pool_sizes(config)
    bot = create_bot(config.database_path, dev_guild_id=config.dev_guild_id,
                     renderer=PoolRenderer(max_workers=render, replay_workers=replay),
                     shard_count=config.shard_count, shard_ids=config.shard_ids,
                     http_port=config.http_port, http_host=config.http_host)
    bot.computers.workers = computers
    bot.privacy_url = config.privacy_url
    if config.web_port is not None:
        bot.web_settings = WebSettings(host=config.web_host, port=config.web_port,
                                       base_url=config.web_base_url)
        bot.web_secret = web_secret(config)
    bot.freeze_after_setup = True
    return bot


def web_secret(config: Config) -> bytes:
    """The web pages' secret: ``BOARDGAME_WEB_SECRET`` when set (changing it stops every link given),
    else derived from the token (every process of the bot has it)."""
    from web.context import derive_secret

    return config.web_secret.encode("utf-8") if config.web_secret else derive_secret(config.token)


async def database_usable(location: str) -> bool:
    """Open the database once before connecting to Discord, so a database the bot cannot use (missing, a
    folder, read-only, damaged, of a newer version, a server down or refusing the login) is reported at
    start-up, in one sentence, instead of on the first move."""
    try:
        store = await open_store(location)
    except StoreUnavailable as error:
        log.error("%s", database_problem(location, error))
        return False
    await store.close()
    return True


@contextlib.contextmanager
def on_stop_signals(handler: Callable[[signal.Signals], None]) -> Iterator[None]:
    """While inside: ``handler`` called with the signal on SIGINT or SIGTERM, so the process stops cleanly
    either way (where asyncio cannot take signals, on Windows, Ctrl-C stays an exception)."""
    loop = asyncio.get_running_loop()
    for number in STOP_SIGNALS:
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(number, handler, number)
    try:
        yield
    finally:
        for number in STOP_SIGNALS:
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.remove_signal_handler(number)


async def serve(bot: GameBot, token: str) -> int:
    """Log in and run until a stop signal or a failure; the exit code (see the module). A stop signal
    closes the bot as Ctrl-C does: ``bot.close()`` ends the periodic work, the HTTP port, the pools, the
    database and the gateway."""
    stop = asyncio.Event()
    received: list[str] = []

    def stop_on(number: signal.Signals) -> None:
        received.append(number.name)
        stop.set()

    with on_stop_signals(stop_on):
        return await _serve(bot, token, stop, received)


async def _serve(bot: GameBot, token: str, stop: asyncio.Event, received: list[str]) -> int:
    import aiohttp
    import discord

    from bot.ops import PortUnusable

    try:
        async with bot:
            running = asyncio.ensure_future(bot.start(token))
            stopping = asyncio.ensure_future(stop.wait())
            await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
            stopping.cancel()
            if running.done():
                running.result()  # a failure to start or to stay connected raises here
            else:
                log.info("stopping (%s): closing the gateway, the worker processes and the database",
                         received[0] if received else "stop")
                await bot.close()
                running.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await running
    except PortUnusable as error:
        log.error("%s", error)
        return 2
    except discord.LoginFailure:
        log.error("%s", TOKEN_REFUSED)
        return 2
    except discord.PrivilegedIntentsRequired:
        log.error("Discord refused a privileged intent this bot does not ask for: check the application's "
                  "settings in the developer portal (Bot -> Privileged Gateway Intents).")
        return 2
    except StoreUnavailable as error:
        log.error("%s", database_problem(bot.database_path, error))
        return 2
    except (OSError, aiohttp.ClientError, discord.GatewayNotFound, discord.HTTPException,
            TimeoutError) as error:
        log.error("cannot reach Discord (%s): check the network connection; a restart tries again",
                  type(error).__name__)
        return 1
    log.info("stopped")
    return 0
