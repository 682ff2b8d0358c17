"""The bot's configuration: environment variables, with a ``.env`` file as the fallback.

Variables (all documented in ``.env.example``): ``DISCORD_TOKEN`` (required), ``BOARDGAME_DATABASE_URL``
(``sqlite:///path`` or ``postgresql://user@host/db``; wins over the older ``BOARDGAME_DB_PATH``, a plain
SQLite path), ``BOARDGAME_SHARD_COUNT`` and ``BOARDGAME_SHARD_IDS`` (several processes sharing one bot),
``BOARDGAME_DEV_GUILD_ID``, ``BOARDGAME_LOG_LEVEL``, ``BOARDGAME_LOG_FORMAT`` (``text`` or ``json``),
``BOARDGAME_HTTP_PORT`` and ``BOARDGAME_HTTP_HOST`` (the health and metrics port, ``bot/ops.py``). A
variable set in the environment wins over the same name in ``.env``. The token is never logged or shown.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from bot.logs import LOG_FORMATS
from bot.logs import configure_logging as configure_logging  # where it was: bot/__main__ imports it here

DEFAULT_DB_PATH = "./data/boardgames.sqlite3"
#: The health and metrics port listens on this machine only (a Prometheus or a supervisor on the same
#: host, or a reverse proxy) unless BOARDGAME_HTTP_HOST says otherwise (0.0.0.0: every interface).
DEFAULT_HTTP_HOST = "127.0.0.1"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
DATABASE_SCHEMES = ("sqlite:///", "postgresql://", "postgres://")

#: Permissions the bot needs in a channel: View Channel (1024), Send Messages (2048), Embed Links
#: (16384), Attach Files (32768), Read Message History (65536), Create Public Threads (34359738368, for
#: games in their own thread), Send Messages in Threads (274877906944).
PERMISSIONS = 1024 | 2048 | 16384 | 32768 | 65536 | 34359738368 | 274877906944
INVITE_URL_TEMPLATE = (
    "https://discord.com/oauth2/authorize?client_id=<APPLICATION_ID>"
    f"&scope=bot+applications.commands&permissions={PERMISSIONS}"
)

MISSING_TOKEN_HELP = f"""\
DISCORD_TOKEN is not set, so the bot cannot log in.

1. Open https://discord.com/developers/applications and create an application ("New Application").
2. In "Bot", press "Reset Token" and copy the token. No privileged gateway intent is needed:
   leave Presence, Server Members and Message Content off (slash commands and buttons need none).
3. Put it in a file named .env in the folder you start the bot from (copy .env.example):
   DISCORD_TOKEN=<your token>
   or export DISCORD_TOKEN in the environment.
4. Invite the bot with the scopes "bot" and "applications.commands" and the permissions View Channel,
   Send Messages, Create Public Threads, Send Messages in Threads, Embed Links, Attach Files and Read
   Message History:
   {INVITE_URL_TEMPLATE}
   (replace <APPLICATION_ID> with the Application ID shown in "General Information").
"""


class ConfigError(Exception):
    """The configuration cannot run a bot; the message says how to fix it."""


@dataclass(frozen=True)
class Config:
    token: str = field(repr=False)
    #: Where the games live: a SQLite path, ``sqlite:///…`` or ``postgresql://…`` (may hold a password).
    database_path: str = field(default=DEFAULT_DB_PATH, repr=False)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    #: ``text`` (lines a person reads) or ``json`` (one JSON object per line, see ``bot/logs.py``).
    log_format: str = "text"
    #: Discord's shard count for the whole bot, and the shards this process runs (None: let discord.py
    #: choose, one process running every shard).
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    #: ``/healthz`` and ``/metrics`` on this port and address (``bot/ops.py``); None: no HTTP port.
    http_port: int | None = None
    http_host: str = DEFAULT_HTTP_HOST
    #: Where the operator published PRIVACY.md (an https:// address); ``/game privacy`` links it.
    privacy_url: str | None = None

    def secrets(self) -> tuple[str, ...]:
        """What no log line may show: the token and the database password (``bot/logs.py`` hides them)."""
        try:
            password = urlsplit(self.database_path).password if "://" in self.database_path else None
        except ValueError:
            password = None
        return (self.token, *((password,) if password else ()))


def parse_dotenv(text: str) -> dict[str, str]:
    """``KEY=value`` lines; ``#`` comments, blank lines, ``export`` prefixes and quotes are handled."""
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        key = key.strip().removeprefix("export ").strip()
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        if key:
            values[key] = value
    return values


def _merged(environ: Mapping[str, str] | None, dotenv_path: str | Path) -> dict[str, str]:
    env = dict(os.environ if environ is None else environ)
    path = Path(dotenv_path)
    merged: dict[str, str] = parse_dotenv(path.read_text(encoding="utf-8")) if path.is_file() else {}
    merged.update({key: value for key, value in env.items() if value != ""})
    return merged


def _database_location(merged: Mapping[str, str]) -> str:
    database_path = (merged.get("BOARDGAME_DATABASE_URL", "").strip()
                     or merged.get("BOARDGAME_DB_PATH", "").strip() or DEFAULT_DB_PATH)
    if "://" in database_path and not database_path.startswith(DATABASE_SCHEMES):
        raise ConfigError("BOARDGAME_DATABASE_URL must start with sqlite:/// (a file) or postgresql:// "
                          f"(a server), not {database_path.split('://', 1)[0]}://.")
    return database_path


def load_database_location(environ: Mapping[str, str] | None = None, dotenv_path: str | Path = ".env") -> str:
    """The database the bot uses (``BOARDGAME_DATABASE_URL``, else ``BOARDGAME_DB_PATH``, else the
    default file), read as :func:`load_config` reads it but without needing ``DISCORD_TOKEN``: for the
    operator's commands (``backup``, ``check-db``). Raises :class:`ConfigError`."""
    return _database_location(_merged(environ, dotenv_path))


def load_config(environ: Mapping[str, str] | None = None, dotenv_path: str | Path = ".env") -> Config:
    """Read the configuration; raise :class:`ConfigError` with a helpful message when it is unusable."""
    merged = _merged(environ, dotenv_path)
    token = merged.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError(MISSING_TOKEN_HELP)
    guild_text = merged.get("BOARDGAME_DEV_GUILD_ID", "").strip()
    dev_guild_id: int | None = None
    if guild_text:
        if not guild_text.isdigit():
            raise ConfigError(f"BOARDGAME_DEV_GUILD_ID must be a server id (digits), not {guild_text!r}.")
        dev_guild_id = int(guild_text)
    level = merged.get("BOARDGAME_LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise ConfigError(f"BOARDGAME_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}.")
    log_format = merged.get("BOARDGAME_LOG_FORMAT", "text").strip().lower() or "text"
    if log_format not in LOG_FORMATS:
        raise ConfigError(f"BOARDGAME_LOG_FORMAT must be one of {', '.join(LOG_FORMATS)} (json: one JSON "
                          f"object per line, for a log collector), not {log_format!r}.")
    database_path = _database_location(merged)
    shard_count, shard_ids = parse_shards(merged.get("BOARDGAME_SHARD_COUNT", "").strip(),
                                          merged.get("BOARDGAME_SHARD_IDS", "").strip())
    http_port, http_host = parse_http(merged.get("BOARDGAME_HTTP_PORT", "").strip(),
                                      merged.get("BOARDGAME_HTTP_HOST", "").strip())
    privacy_url = merged.get("BOARDGAME_PRIVACY_URL", "").strip() or None
    if privacy_url is not None and (not privacy_url.startswith("https://")
                                    or any(c.isspace() for c in privacy_url)):
        raise ConfigError("BOARDGAME_PRIVACY_URL must be an https:// address where players can read your "
                          f"copy of PRIVACY.md, not {privacy_url!r}.")
    return Config(token=token, database_path=database_path, dev_guild_id=dev_guild_id, log_level=level,
                  log_format=log_format, shard_count=shard_count, shard_ids=shard_ids, http_port=http_port,
                  http_host=http_host, privacy_url=privacy_url)


def parse_http(port_text: str, host_text: str) -> tuple[int | None, str]:
    """``BOARDGAME_HTTP_PORT`` (unset: no HTTP port; 0: any free port, logged at start) and
    ``BOARDGAME_HTTP_HOST`` (default 127.0.0.1: this machine only)."""
    host = host_text or DEFAULT_HTTP_HOST
    if not port_text:
        if host_text:
            raise ConfigError("BOARDGAME_HTTP_HOST needs BOARDGAME_HTTP_PORT (the port of /healthz and "
                              "/metrics); without a port there is no HTTP server.")
        return None, host
    if not port_text.isdigit() or int(port_text) > 65535:
        raise ConfigError(f"BOARDGAME_HTTP_PORT must be a port number (0 to 65535), not {port_text!r}.")
    return int(port_text), host


def parse_shards(count_text: str, ids_text: str) -> tuple[int | None, tuple[int, ...] | None]:
    """``BOARDGAME_SHARD_COUNT`` and ``BOARDGAME_SHARD_IDS`` (``0,1``): the ids need the count, and each
    id must be below it. A count alone runs every shard in this process."""
    if not count_text:
        if ids_text:
            raise ConfigError("BOARDGAME_SHARD_IDS needs BOARDGAME_SHARD_COUNT (the bot's total number of "
                              "shards, the same in every process).")
        return None, None
    if not count_text.isdigit() or int(count_text) < 1:
        raise ConfigError(f"BOARDGAME_SHARD_COUNT must be a positive number, not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return count, None
    parts = [part.strip() for part in ids_text.split(",") if part.strip()]
    if not parts or not all(part.isdigit() and int(part) < count for part in parts):
        raise ConfigError(f"BOARDGAME_SHARD_IDS must be shard numbers below {count} separated by commas "
                          f"(for example 0,1), not {ids_text!r}.")
    return count, tuple(sorted({int(part) for part in parts}))
