"""``python -m bot``: read the configuration, set up logging and run the bot until interrupted.
``python -m bot migrate-db --from … --to …``: copy a database to another (see :mod:`bot.migrate_db`).

Exit codes: 0 after a normal stop, 2 when the configuration is unusable (for example no token) or the
database cannot be used (a read-only file, a full disk), 1 when Discord refuses the login.
"""

from __future__ import annotations

import asyncio
import logging
import sys

import aiohttp
import discord

from bot.app import create_bot
from bot.config import ConfigError, configure_logging, load_config
from bot.render_pool import PoolRenderer
from bot.store import Store, StoreUnavailable
from bot.store.postgres import redact

log = logging.getLogger("bot")


def main() -> int:
    if sys.argv[1:2] == ["migrate-db"]:
        from bot.migrate_db import main as migrate_main

        return migrate_main(sys.argv[2:])
    try:
        config = load_config()
    except ConfigError as error:
        print(str(error), file=sys.stderr)
        return 2
    configure_logging(config.log_level)
    if not asyncio.run(database_usable(config.database_path)):
        return 2
    # Boards render in a pool of worker processes, one per core (bot/render_pool.py).
    bot = create_bot(config.database_path, dev_guild_id=config.dev_guild_id, renderer=PoolRenderer(),
                     shard_count=config.shard_count, shard_ids=config.shard_ids)
    try:
        # log_handler=None: we configured logging ourselves (stderr, our format, no token ever).
        bot.run(config.token, log_handler=None)
    except discord.LoginFailure:
        log.error("Discord refused the token: create a new one in the developer portal (Bot -> Reset Token).")
        return 1
    except (OSError, aiohttp.ClientError) as error:
        log.error("cannot reach Discord (%s): check the network connection", type(error).__name__)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


async def database_usable(path: str) -> bool:
    """Open the database once before connecting to Discord, so a file the bot cannot write (read-only,
    disk full, damaged) is reported at start-up instead of on the first move."""
    try:
        store = await Store.open(path)
    except StoreUnavailable as error:
        log.error("The database %s cannot be used: %s. Nothing was changed. Fix it (for example the file's "
                  "permissions, free disk space, or whether the database server runs) or point "
                  "BOARDGAME_DATABASE_URL elsewhere, then start again.", redact(path), error)
        return False
    await store.close()
    return True


if __name__ == "__main__":
    sys.exit(main())
