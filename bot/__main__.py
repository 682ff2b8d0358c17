"""``python -m bot``: read the configuration, set up logging and run the bot until interrupted.
``python -m bot migrate-db --from … --to …``: copy a database to another (see :mod:`bot.migrate_db`).
``python -m bot replay FILE``: rebuild a game from its record (``/records export``) and print its final scores
(exit 0 when they are the recorded ones, 1 when not, 2 for a file that is not a readable record).
``python -m bot backup --to FILE`` / ``--check FILE`` and ``python -m bot check-db``: a consistent copy of the
database while the bot runs, a backup checked, every game replayed against its stored state (see
:mod:`bot.backup`; 0 fine, 1 a game does not match its log, 2 an unusable database or file).
``python -m bot forget USER_ID [--stand-in|--abandon] [--yes]``: delete one member's data (see
:mod:`bot.forget`: exit 0 deleted or nothing stored, 1 nothing deleted, 2 bad arguments or database).

Exit codes: 0 after a normal stop, 2 when the configuration is unusable (for example no token, or a
``BOARDGAME_HTTP_PORT`` already taken) or the database cannot be used (a read-only file, a full disk), 1
when Discord refuses the login.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from typing import TextIO

import aiohttp
import discord

from bot.app import GameBot, create_bot
from bot.config import Config, ConfigError, configure_logging, load_config
from bot.ops import PortUnusable
from bot.render_pool import PoolRenderer
from i18n import text
from store import StoreUnavailable, open_store, redact

log = logging.getLogger("bot")


def main() -> int:
    if sys.argv[1:2] == ["migrate-db"]:
        from bot.migrate_db import main as migrate_main

        return migrate_main(sys.argv[2:])
    if sys.argv[1:2] == ["replay"]:
        return replay_main(sys.argv[2:])
    if sys.argv[1:2] == ["backup"]:
        from bot.backup import backup_main

        return backup_main(sys.argv[2:])
    if sys.argv[1:2] == ["check-db"]:
        from bot.backup import check_db_main

        return check_db_main(sys.argv[2:])
    if sys.argv[1:2] == ["forget"]:
        from bot.forget import main as forget_main

        return forget_main(sys.argv[2:])
    try:
        config = load_config()
    except ConfigError as error:
        print(str(error), file=sys.stderr)
        return 2
    configure_logging(config.log_level, config.log_format, secrets=config.secrets())
    if not asyncio.run(database_usable(config.database_path)):
        return 2
    bot = build_bot(config)
    try:
        # log_handler=None: we configured logging ourselves (stderr, our format, no token ever).
        bot.run(config.token, log_handler=None)
    except PortUnusable as error:
        log.error("%s", error)
        return 2
    except discord.LoginFailure:
        log.error("Discord refused the token: create a new one in the developer portal (Bot -> Reset Token).")
        return 1
    except (OSError, aiohttp.ClientError) as error:
        log.error("cannot reach Discord (%s): check the network connection", type(error).__name__)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def build_bot(config: Config) -> GameBot:
    """The bot ``python -m bot`` runs for ``config``: boards render in a pool of worker processes, one
    per core (bot/render_pool.py); ``BOARDGAME_HTTP_PORT`` serves /healthz and /metrics (bot/ops.py);
    ``/game privacy`` links ``BOARDGAME_PRIVACY_URL``."""
    bot = create_bot(config.database_path, dev_guild_id=config.dev_guild_id, renderer=PoolRenderer(),
                     shard_count=config.shard_count, shard_ids=config.shard_ids,
                     http_port=config.http_port, http_host=config.http_host)
    bot.privacy_url = config.privacy_url
    return bot


def replay_main(args: list[str], out: TextIO = sys.stdout) -> int:
    """``python -m bot replay FILE``: the record's game rebuilt from its seed and actions, its scores."""
    import json

    import rules
    from core.records import RecordError, replay

    if len(args) != 1:
        print("usage: python -m bot replay FILE   (a game record from /records export)", file=sys.stderr)
        return 2
    try:
        with open(args[0], encoding="utf-8") as file:
            data = json.load(file)
        replayed = replay(data, rules.GAMES)
    except (OSError, ValueError) as error:
        reason = error if isinstance(error, RecordError) else f"{type(error).__name__}: {error}"
        print(f"{args[0]}: not a game record that can be replayed ({reason})", file=sys.stderr)
        return 2
    game, state = replayed.game, replayed.state
    seats = data["seats"]
    print(f"{text('en', game.title)}, game {data.get('id', '?')}: {len(data['actions'])} actions, "
          f"{game.turn_count(state)} turns replayed", file=out)
    for seat, seat_data in enumerate(seats):
        who = (seat_data.get("computer") and f"computer ({seat_data['computer']})"
               or ("former player" if seat_data.get("former_player") else seat_data.get("user_id")))
        mark = " (winner)" if seat in replayed.winners else ""
        label = text("en", game.seat_label(state, seat))
        print(f"  {label} [{who}]: {replayed.scores[seat]}{mark}", file=out)
    for extra in replayed.scores[len(seats):]:
        print(f"  (not a seat): {extra}", file=out)
    if not game.is_over(state):
        print("The record's actions do not reach the end of the game.", file=out)
        return 1
    print(text("en", game.outcome_text(state), separator=" "), file=out)
    if not replayed.matches:
        print("These are NOT the final scores the record says: the record is incomplete or altered.",
              file=out)
        return 1
    print("The final scores match the record.", file=out)
    return 0


async def database_usable(path: str) -> bool:
    """Open the database once before connecting to Discord, so a file the bot cannot write (read-only,
    disk full, damaged) is reported at start-up instead of on the first move."""
    try:
        store = await open_store(path)
    except StoreUnavailable as error:
        log.error("The database %s cannot be used: %s. Nothing was changed. Fix it (for example the file's "
                  "permissions, free disk space, or whether the database server runs) or point "
                  "BOARDGAME_DATABASE_URL elsewhere, then start again.", redact(path), error)
        return False
    await store.close()
    return True


if __name__ == "__main__":
    sys.exit(main())
