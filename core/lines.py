"""A move's public line as stored: a :class:`rules.base.Msg` kept as JSON, so every reader sees it in
their own language (the action log's ``description``, the announcements in the outbox)."""

from __future__ import annotations

import json

from rules.base import Msg


def encode_line(value: Msg | str) -> str:
    """A move's description as stored (``actions.description``, announcements): a :class:`Msg` as JSON, so
    every reader sees it in their language; a plain string (the test game, older rows) as it is."""
    if isinstance(value, Msg):
        return json.dumps(value.to_json(), ensure_ascii=False, separators=(",", ":"))
    return str(value)


def decode_line(stored: str | None) -> Msg | str:
    """The inverse of :func:`encode_line`: rows written before issue 12 are English text, shown as is."""
    if not stored:
        return ""
    if stored.startswith("{") and stored.endswith("}"):
        try:
            data = json.loads(stored)
            if isinstance(data, dict) and isinstance(data.get("id"), str):
                return Msg.from_json(data)
        except (ValueError, TypeError, KeyError):
            pass
    return stored
