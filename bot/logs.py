"""The bot's log: one handler on stderr for our loggers and discord.py's, in the format
``BOARDGAME_LOG_FORMAT`` chooses: ``text`` (a line a person reads) or ``json`` (one JSON object per line,
for a log collector: ``time`` in ISO 8601 UTC, ``level``, ``logger``, ``message``, the ``guild``,
``channel``, ``game``, ``shard`` and ``interaction`` ids of the work under way when known
(``core/logctx.py``; the Discord ids as strings, the game and shard as numbers), and ``exception`` when
there is one).

Whatever the format and the level, :class:`Redact` runs first on every line that reaches the handler: the
configured token, anything shaped like a Discord bot token, the token part of a webhook or interaction URL
and the password of a database URL are replaced by ``***`` in the message, its arguments and the
exception's text. What the bot logs are ids and public facts; hidden information (a hand, a view, a state)
is never passed to a logger (``tests/bot/test_logs.py`` plays a whole game of every title at DEBUG and
looks for it).
"""

from __future__ import annotations

import json
import logging
import re
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TextIO
from urllib.parse import urlsplit

from core import logctx
from store import redact

LOG_FORMATS = ("text", "json")
#: The ids that are Discord snowflakes, written as strings as Discord's API sends them: a 64-bit id loses
#: its last digits in a JSON reader that reads every number as a double (JavaScript, older jq).
SNOWFLAKES = frozenset({"guild", "channel", "interaction"})
TEXT_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
HIDDEN = "***"

#: A Discord bot token: the bot's id in base64, a timestamp, an HMAC, separated by dots.
TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{23,28}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,}")
#: The secret part of a webhook or interaction URL (a follow-up's, a response's).
WEBHOOK_TOKEN = re.compile(r"(/(?:webhooks|interactions)/\d+/)[A-Za-z0-9_.-]{20,}")
#: A database URL with a password (``scheme://user:password@host``).
URL_WITH_PASSWORD = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s/@:]*:[^\s/@]*@[^\s'\"]*")


def redacted(text: str, secrets: Iterable[str] = ()) -> str:
    """``text`` with every secret, token-shaped string and URL password replaced by ``***``."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, HIDDEN)
    text = TOKEN_SHAPE.sub(HIDDEN, text)
    text = WEBHOOK_TOKEN.sub(lambda match: match.group(1) + HIDDEN, text)
    return URL_WITH_PASSWORD.sub(lambda match: _url_redacted(match.group(0)), text)


def _url_redacted(url: str) -> str:
    try:
        password = urlsplit(url).password
    except ValueError:
        password = None
    if password == HIDDEN:  # hidden already (a configured secret)
        return url
    if password is None:  # not a URL a password can be read from: hide everything after the scheme
        return f"{url.partition('://')[0]}://{HIDDEN}"
    return redact(url)


class Redact(logging.Filter):
    """Makes each record safe to write, in place, before any formatter sees it: the message formatted
    with its arguments and redacted, the exception and stack formatted and redacted; and stamps it with
    the ids of the work under way (``record.ids``)."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self.secrets = tuple(secret for secret in secrets if secret)
        self._formatter = logging.Formatter()

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "ids"):
            record.ids = dict(logctx.current())
        try:
            message = record.getMessage()
        except Exception as error:  # a bad format string: say so rather than lose the line
            message = f"{record.msg!r} (unformattable: {type(error).__name__})"
        record.msg, record.args = redacted(message, self.secrets), None
        if record.exc_info and not record.exc_text:
            record.exc_text = self._formatter.formatException(record.exc_info)
        if record.exc_text:
            # Formatters write this text (they format the exception only when it is missing).
            record.exc_text = redacted(record.exc_text, self.secrets)
        if record.stack_info:
            record.stack_info = redacted(record.stack_info, self.secrets)
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line (see the module's docstring)."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        ids = getattr(record, "ids", None)
        if ids is None:
            ids = logctx.current()
        line.update((key, str(ids[key]) if key in SNOWFLAKES else ids[key])
                    for key in logctx.FIELDS if key in ids)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = record.stack_info
        return json.dumps(line, ensure_ascii=False, default=str)


class _Handler(logging.StreamHandler):  # type: ignore[type-arg]
    """The handler :func:`configure_logging` installs (so configuring again replaces it, not adds)."""


def configure_logging(level: str, log_format: str = "text", *, secrets: Iterable[str] = (),
                      stream: TextIO | None = None) -> logging.Handler:
    """Log at ``level`` to ``stream`` (stderr) in ``log_format``, every line redacted (``secrets``: the
    token, the database URL). Replaces the handler an earlier call installed and leaves others (a test
    runner's) alone. discord.py's loggers write through the same handler, kept at INFO or above (its
    DEBUG dumps whole payloads); aiosqlite's too (its DEBUG prints statements with their values).
    Returns the handler."""
    if log_format not in LOG_FORMATS:
        raise ValueError(f"log format must be one of {LOG_FORMATS}, not {log_format!r}")
    root = logging.getLogger()
    for old in [handler for handler in root.handlers if isinstance(handler, _Handler)]:
        root.removeHandler(old)
        old.close()
    handler = _Handler(sys.stderr if stream is None else stream)
    handler.addFilter(Redact(secrets))
    handler.setFormatter(JsonFormatter() if log_format == "json" else logging.Formatter(TEXT_FORMAT))
    root.addHandler(handler)
    numeric = getattr(logging, level)
    root.setLevel(numeric)
    for name in ("discord", "aiosqlite"):
        logging.getLogger(name).setLevel(max(logging.INFO, numeric))
    return handler


def remove_logging(handler: logging.Handler) -> None:
    """Take out a handler :func:`configure_logging` installed."""
    logging.getLogger().removeHandler(handler)
    handler.close()
