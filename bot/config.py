"""The bot's configuration: environment variables, with a ``.env`` file as the fallback.

Variables (all documented in ``.env.example``): ``DISCORD_TOKEN`` (required), ``BOARDGAME_DATABASE_URL``
(``sqlite:///path`` or ``postgresql://user@host/db``; wins over the older ``BOARDGAME_DB_PATH``, a plain
SQLite path), ``BOARDGAME_SHARD_COUNT`` and ``BOARDGAME_SHARD_IDS`` (several processes sharing one bot),
``BOARDGAME_DEV_GUILD_ID``, ``BOARDGAME_LOG_LEVEL``, ``BOARDGAME_LOG_FORMAT`` (``text`` or ``json``),
``BOARDGAME_HTTP_PORT`` and ``BOARDGAME_HTTP_HOST`` (the health and metrics port, ``bot/ops.py``),
``BOARDGAME_WEB_PORT``, ``BOARDGAME_WEB_HOST`` and ``BOARDGAME_WEB_BASE_URL`` (the web pages, ``web/``),
``BOARDGAME_PRIVACY_URL``, ``BOARDGAME_RENDER_WORKERS``, ``BOARDGAME_REPLAY_WORKERS`` and
``BOARDGAME_COMPUTER_WORKERS`` (the worker processes' pools), ``BOARDGAME_WEB_SECRET`` (the key signing
the members' personal web links; unset, one is derived from the token). A variable set in
the environment wins over the same name in ``.env``. Neither the token nor the web secret is ever logged
or shown.

The whole configuration is checked before anything starts: a ``BOARDGAME_`` name the bot does not know (a
typo such as ``BOARDGAME_DATABSE_URL``, which would otherwise start an empty bot on the default file) is
refused with the closest known name; the database URL is parsed strictly; a SQLite database's folder must
exist (only the default folder, ``./data``, is created).
"""

from __future__ import annotations

import difflib
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

from bot.logs import LOG_FORMATS
from bot.logs import configure_logging as configure_logging  # where it was: bot/__main__ imports it here

DEFAULT_DB_PATH = "./data/boardgames.sqlite3"
#: The health and metrics port listens on this machine only (a Prometheus or a supervisor on the same
#: host, or a reverse proxy) unless BOARDGAME_HTTP_HOST says otherwise (0.0.0.0: every interface).
DEFAULT_HTTP_HOST = "127.0.0.1"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
DATABASE_SCHEMES = ("sqlite:///", "postgresql://", "postgres://")

#: Every ``BOARDGAME_`` variable this project reads, each described in ``.env.example`` (a test checks
#: both ways, and that the code reads no other): any other ``BOARDGAME_`` name is a typo and is refused.
VARIABLES: tuple[str, ...] = (
    "BOARDGAME_DATABASE_URL", "BOARDGAME_DB_PATH", "BOARDGAME_SHARD_COUNT", "BOARDGAME_SHARD_IDS",
    "BOARDGAME_HTTP_PORT", "BOARDGAME_HTTP_HOST", "BOARDGAME_PRIVACY_URL", "BOARDGAME_DEV_GUILD_ID",
    "BOARDGAME_LOG_LEVEL", "BOARDGAME_LOG_FORMAT", "BOARDGAME_RENDER_WORKERS", "BOARDGAME_REPLAY_WORKERS",
    "BOARDGAME_COMPUTER_WORKERS", "BOARDGAME_WEB_PORT", "BOARDGAME_WEB_HOST", "BOARDGAME_WEB_BASE_URL",
    "BOARDGAME_WEB_SECRET",
    # Read by the tests and the bench, not by the bot; known so that a shell or a .env holding them passes.
    "BOARDGAME_TEST_POSTGRES_URL", "BOARDGAME_BENCH_POSTGRES_URL", "BOARDGAME_TEST_CACHE",
)
PREFIX = "BOARDGAME_"
#: The shortest web secret accepted: a short key is guessable.
WEB_SECRET_MIN = 32
#: The search pool's default: one decision at a time is plenty for a small host (``core/players.py``).
DEFAULT_COMPUTER_WORKERS = 1
#: A pool size above this is surely a typo (each worker holds about 90 MB).
MAX_WORKERS = 256

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
    #: Worker processes: the render pool's for turns and for replays (default: the CPUs this process may
    #: use, :func:`usable_cpus`), and the computer players' search pool.
    render_workers: int | None = None
    replay_workers: int | None = None
    computer_workers: int = DEFAULT_COMPUTER_WORKERS
    #: The web pages (``web/``) on this port and address; None: no pages. ``web_base_url``: the address
    #: members reach them at (behind a reverse proxy), written into the links the bot gives.
    web_port: int | None = None
    web_host: str = DEFAULT_HTTP_HOST
    web_base_url: str | None = None
    #: The secret of the web pages' signed addresses and the members' personal links
    #: (``core/weblinks.py``); None: one derived from the token (every process of the bot has it).
    web_secret: str | None = field(default=None, repr=False)

    def secrets(self) -> tuple[str, ...]:
        """What no log line may show: the token and the database password (``bot/logs.py`` hides them)."""
        try:
            password = urlsplit(self.database_path).password if "://" in self.database_path else None
        except ValueError:
            password = None
        web = (self.web_secret,) if self.web_secret else ()
        return (self.token, *((password,) if password else ()), *web)


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
    from_file: dict[str, str] = parse_dotenv(path.read_text(encoding="utf-8")) if path.is_file() else {}
    for source, names in (("the environment", env), (str(path), from_file)):
        for name in sorted(names):
            if name.startswith(PREFIX) and name not in VARIABLES:
                raise ConfigError(unknown_variable(name, source))
    merged = dict(from_file)
    merged.update({key: value for key, value in env.items() if value != ""})
    return merged


def unknown_variable(name: str, source: str) -> str:
    """The sentence refusing an unknown ``BOARDGAME_`` name, with the closest known one."""
    close = difflib.get_close_matches(name, VARIABLES, n=1, cutoff=0.6)
    guess = f" Did you mean {close[0]}?" if close else ""
    return (f"{name} (in {source}) is not a setting of this bot.{guess} Every setting is described in "
            ".env.example; rename or remove it, then start again.")


def parse_database_location(value: str, setting: str, *, url_only: bool = False) -> str:
    """``value`` checked strictly as a database location (``sqlite:///path``, ``postgresql://…`` or
    ``postgres://…``; a plain path unless ``url_only``), for the setting or option ``setting`` names in
    the error. Raises :class:`ConfigError` saying what a location looks like."""
    example = "sqlite:///data/boardgames.sqlite3 or postgresql://user:password@host:5432/database"
    if "://" not in value:
        if url_only:
            raise ConfigError(f"{setting} must be a URL such as {example}, not {value!r} (a plain file path "
                              "goes in BOARDGAME_DB_PATH, or write it as sqlite:///path).")
        return value
    scheme = value.split("://", 1)[0]
    if scheme == "sqlite":
        path = value[len("sqlite:///"):] if value.startswith("sqlite:///") else None
        if not path:
            raise ConfigError(f"{setting}: a SQLite URL is sqlite:/// and the file's path (three slashes, "
                              "four for an absolute path: sqlite:////srv/boardgames.sqlite3), not "
                              f"{value!r}.")
        return value
    if value.startswith(DATABASE_SCHEMES):
        _check_postgres_url(value, setting)
        return value
    raise ConfigError(f"{setting} must start with sqlite:/// (a file) or postgresql:// (a server), not "
                      f"{scheme}://.")


def _check_postgres_url(url: str, setting: str) -> None:
    shown = redact_password(url)
    if any(char.isspace() or ord(char) < 32 for char in url):
        raise ConfigError(f"{setting}: a PostgreSQL URL has no spaces ({shown!r}); write a space in a "
                          "password as %20.")
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 (a port that is not a number raises here)
        query = parse_qsl(parts.query, keep_blank_values=True, strict_parsing=bool(parts.query))
    except ValueError as error:
        raise ConfigError(f"{setting} is not a valid PostgreSQL URL ({error}): {shown}") from error
    database = parts.path.removeprefix("/")
    if not database or "/" in database:
        raise ConfigError(f"{setting} must name one database after the host, as in "
                          f"postgresql://user@host:5432/boardgames, not {shown}.")
    if not parts.hostname and "host" not in dict(query):
        raise ConfigError(f"{setting} must name the server (postgresql://user@host:5432/{database}), not "
                          f"{shown}.")


def redact_password(url: str) -> str:
    """``url`` without its password, for an error message (a URL too broken to parse is shown as its
    scheme only)."""
    try:
        password = urlsplit(url).password
    except ValueError:
        return url.split("://", 1)[0] + "://…"
    return url.replace(f":{password}@", ":***@") if password else url


def _database_location(merged: Mapping[str, str]) -> str:
    url = merged.get("BOARDGAME_DATABASE_URL", "").strip()
    if url:
        return parse_database_location(url, "BOARDGAME_DATABASE_URL", url_only=True)
    path = merged.get("BOARDGAME_DB_PATH", "").strip()
    if path:
        if "://" in path:
            raise ConfigError(f"BOARDGAME_DB_PATH is a file's path, not a URL ({redact_password(path)}): put "
                              "a URL in BOARDGAME_DATABASE_URL.")
        return path
    return DEFAULT_DB_PATH


def is_default_database(location: str) -> bool:
    """Whether ``location`` is the default SQLite file (however spelt), whose folder the bot creates."""
    path = location[len("sqlite:///"):] if location.startswith("sqlite:///") else location
    return "://" not in location and Path(path) == Path(DEFAULT_DB_PATH)


def check_database_folder(location: str, setting: str = "BOARDGAME_DATABASE_URL") -> None:
    """A SQLite database's folder must exist (the default one is created) and its path must not be a
    folder: a typo must not create folders and an empty database somewhere else. Raises
    :class:`ConfigError`."""
    if location.startswith(("postgresql://", "postgres://")):
        return
    path = Path(location[len("sqlite:///"):] if location.startswith("sqlite:///") else location)
    if path.is_dir():
        raise ConfigError(f"The database {path} is a folder, not a file: name a file in it in {setting}, "
                          f"for example sqlite:///{path.absolute() / 'boardgames.sqlite3'}.")
    if not is_default_database(location) and not path.parent.is_dir():
        raise ConfigError(f"The folder of the database {path} does not exist ({path.parent.absolute()}): "
                          f"create it, or correct {setting}.")


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
    if any(char.isspace() or ord(char) < 32 for char in token):
        raise ConfigError("DISCORD_TOKEN holds a space or a line break, which no token does: copy it again "
                          "from the developer portal (Bot -> Reset Token).")
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
    check_database_folder(database_path)
    render_workers, replay_workers, computer_workers = (
        parse_workers(merged.get(name, "").strip(), name)
        for name in ("BOARDGAME_RENDER_WORKERS", "BOARDGAME_REPLAY_WORKERS", "BOARDGAME_COMPUTER_WORKERS"))
    shard_count, shard_ids = parse_shards(merged.get("BOARDGAME_SHARD_COUNT", "").strip(),
                                          merged.get("BOARDGAME_SHARD_IDS", "").strip())
    http_port, http_host = parse_http(merged.get("BOARDGAME_HTTP_PORT", "").strip(),
                                      merged.get("BOARDGAME_HTTP_HOST", "").strip())
    web_port, web_host, web_base_url = parse_web(merged.get("BOARDGAME_WEB_PORT", "").strip(),
                                                 merged.get("BOARDGAME_WEB_HOST", "").strip(),
                                                 merged.get("BOARDGAME_WEB_BASE_URL", "").strip())
    privacy_url = merged.get("BOARDGAME_PRIVACY_URL", "").strip() or None
    if privacy_url is not None and (not privacy_url.startswith("https://")
                                    or any(c.isspace() for c in privacy_url)):
        raise ConfigError("BOARDGAME_PRIVACY_URL must be an https:// address where players can read your "
                          f"copy of PRIVACY.md, not {privacy_url!r}.")
    web_secret = parse_web_secret(merged.get("BOARDGAME_WEB_SECRET", "").strip())
    return Config(token=token, database_path=database_path, dev_guild_id=dev_guild_id, log_level=level,
                  log_format=log_format, shard_count=shard_count, shard_ids=shard_ids, http_port=http_port,
                  http_host=http_host, privacy_url=privacy_url, render_workers=render_workers,
                  replay_workers=replay_workers,
                  computer_workers=computer_workers or DEFAULT_COMPUTER_WORKERS,
                  web_port=web_port, web_host=web_host, web_base_url=web_base_url,
                  web_secret=web_secret)


def parse_web(port_text: str, host_text: str, base_text: str) -> tuple[int | None, str, str | None]:
    """``BOARDGAME_WEB_PORT`` (unset: no web pages; 0: any free port), ``BOARDGAME_WEB_HOST`` (default
    127.0.0.1: behind a reverse proxy on this machine) and ``BOARDGAME_WEB_BASE_URL`` (the https:// address
    members reach the pages at, without a trailing slash)."""
    host = host_text or DEFAULT_HTTP_HOST
    base = base_text.rstrip("/") or None
    if not port_text:
        if host_text or base_text:
            name = "BOARDGAME_WEB_HOST" if host_text else "BOARDGAME_WEB_BASE_URL"
            raise ConfigError(f"{name} needs BOARDGAME_WEB_PORT (the port of the web pages); without a port "
                              "there are no web pages.")
        return None, host, None
    if not port_text.isdigit() or int(port_text) > 65535:
        raise ConfigError(f"BOARDGAME_WEB_PORT must be a port number (0 to 65535), not {port_text!r}.")
    if base is not None:
        parts = urlsplit(base)
        if parts.scheme not in ("https", "http") or not parts.netloc or any(c.isspace() for c in base) \
                or parts.query or parts.fragment:
            raise ConfigError("BOARDGAME_WEB_BASE_URL must be the address members open the pages at, such as "
                              f"https://games.example.org, not {base!r}.")
    return int(port_text), host, base


def parse_web_secret(text: str) -> str | None:
    """``BOARDGAME_WEB_SECRET``: at least :data:`WEB_SECRET_MIN` characters of no spaces (a short key is
    guessable, and a link signed with it would open a member's hands); unset: None."""
    if not text:
        return None
    if len(text) < WEB_SECRET_MIN or any(char.isspace() for char in text):
        raise ConfigError(f"BOARDGAME_WEB_SECRET must be at least {WEB_SECRET_MIN} characters without spaces "
                          "(make one with: python -c \"import secrets; print(secrets.token_urlsafe(32))\"), "
                          "or leave it unset to let the bot derive one from its token.")
    return text


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


def parse_workers(text: str, name: str) -> int | None:
    """A pool's size: a whole number of worker processes, 1 or more (unset: None, the pool's default)."""
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= MAX_WORKERS:
        raise ConfigError(f"{name} must be a number of worker processes from 1 to {MAX_WORKERS}, not "
                          f"{text!r} (unset: as many as the CPUs the bot may use).")
    return int(text)


def usable_cpus(cgroup_root: str | Path = "/sys/fs/cgroup", proc_self: str | Path = "/proc/self",
                affinity: Callable[[], int] | None = None) -> int:
    """The CPUs this process may use: those its affinity allows (``sched_getaffinity``; a container or
    ``taskset`` narrows it), fewer when a cgroup CPU quota caps it (a container's ``--cpus``, systemd's
    ``CPUQuota=``), rounded up; at least 1. ``os.cpu_count()`` sees neither. The paths are parameters
    for the tests."""
    if affinity is not None:
        count = affinity()
    elif hasattr(os, "sched_getaffinity"):
        count = len(os.sched_getaffinity(0))
    else:
        count = os.cpu_count() or 1
    quota = cgroup_cpu_quota(Path(cgroup_root), Path(proc_self))
    if quota is not None:
        count = min(count, math.ceil(quota))
    return max(1, count)


def cgroup_cpu_quota(root: Path, proc_self: Path) -> float | None:
    """The CPU quota of this process's cgroup and its parents, in CPUs (the smallest; cgroup v2's
    ``cpu.max``, v1's ``cpu.cfs_quota_us`` over ``cpu.cfs_period_us``); None without a quota."""
    try:
        lines = (proc_self / "cgroup").read_text().splitlines()
    except OSError:
        return None
    limits: list[float] = []
    for line in lines:
        _, controllers, path = (line.split(":", 2) + ["", ""])[:3]
        if controllers == "":  # cgroup v2: one hierarchy, cpu.max
            folder = root / path.lstrip("/")
            for place in (folder, *folder.parents):
                limits += _v2_limit(place / "cpu.max")
                if place == root:
                    break
        elif "cpu" in controllers.split(","):  # cgroup v1: the cpu controller's folder
            base = next((root / name for name in (controllers, "cpu", "cpu,cpuacct", "cpuacct,cpu")
                         if (root / name).is_dir()), None)
            if base is None:
                continue
            folder = base / path.lstrip("/")
            for place in (folder, *folder.parents):
                limits += _v1_limit(place)
                if place == base:
                    break
    return min(limits) if limits else None


def _v2_limit(file: Path) -> list[float]:
    try:
        quota, period = file.read_text().split()[:2]
    except (OSError, ValueError):
        return []
    return [] if quota == "max" or int(period) <= 0 else [int(quota) / int(period)]


def _v1_limit(folder: Path) -> list[float]:
    try:
        quota = int((folder / "cpu.cfs_quota_us").read_text())
        period = int((folder / "cpu.cfs_period_us").read_text())
    except (OSError, ValueError):
        return []
    return [] if quota <= 0 or period <= 0 else [quota / period]
