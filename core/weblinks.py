"""A member's personal web link: signed, expiring, revocable (``/game mine web:Yes``; ``/me/<token>``).

The link is the only way to a page showing private information (a member's own hands), so it is a
bearer token that must not be guessable, must stop working by itself and must be revocable by its owner:

- **signed**: ``<payload>.<mac>``, the payload (the member's id, the link's generation, its expiry in Unix
  seconds) in URL-safe base64 and the MAC an HMAC-SHA256 of it under a key of its own (:func:`link_key`)
  derived from the pages' secret: the operator's ``BOARDGAME_WEB_SECRET``, or, unset, one derived from
  the bot's token, which every process of one bot has (so all sign alike and nothing is stored). Nothing
  but the signature makes a link: a changed byte is a forged link.
- **expiring**: :data:`LIFETIME` (7 days) after it was made;
- **revocable**: the member's current generation is stored; asking for a new link moves it, and a link of
  any other generation is refused as replaced. Deleting one's data deletes the row: every link stops.

:func:`verify` gives the member's id or a :class:`Refusal` with the reason (``forged``, ``expired``,
``revoked``), which the web page words politely; the check reads one row.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import struct
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from store import stamp
from store.sql.weblinks import WebLinkStore

#: How long a link opens the member's page.
LIFETIME = timedelta(days=7)
#: The MAC's length kept in the link (bytes): 128 bits, as hard to guess as a random key.
MAC_BYTES = 16
#: The payload: the member's id (signed 64 bits), the generation and the expiry (unsigned 64 bits).
_PAYLOAD = struct.Struct(">qQQ")
REASONS = ("forged", "expired", "revoked")


@dataclass(frozen=True)
class Link:
    """A link as made: its token, for whom, which generation, until when."""

    token: str
    user_id: int
    generation: int
    expires: datetime


@dataclass(frozen=True)
class Refusal:
    """Why a token opens nothing: ``forged`` (not one of ours, or damaged), ``expired``, ``revoked`` (a
    newer link replaced it, or the member deleted their data)."""

    reason: str


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _mac(key: bytes, payload: bytes) -> bytes:
    return hmac.new(key, b"boardgame-web-me\x00" + payload, hashlib.sha256).digest()[:MAC_BYTES]


def sign(key: bytes, user_id: int, generation: int, expires: datetime) -> str:
    """The token of ``user_id``'s link of ``generation``, valid until ``expires``."""
    payload = _PAYLOAD.pack(user_id, generation, int(expires.timestamp()))
    return f"{_b64(payload)}.{_b64(_mac(key, payload))}"


def read(key: bytes, token: str, now: datetime) -> tuple[int, int] | Refusal:
    """The member's id and the generation a token carries, or why it is refused, without the database
    (forged, expired); :func:`verify` also checks the generation."""
    head, dot, tail = token.partition(".")
    if not dot or len(token) > 80:
        return Refusal("forged")
    try:
        payload, mac = _unb64(head), _unb64(tail)
        user_id, generation, expires = _PAYLOAD.unpack(payload)
    except (ValueError, struct.error):
        return Refusal("forged")
    if not hmac.compare_digest(mac, _mac(key, payload)):
        return Refusal("forged")
    if now.timestamp() >= expires:
        return Refusal("expired")
    return user_id, generation


def expires_at(token: str) -> datetime | None:
    """When a token (already verified) stops opening its page; None when it cannot be read."""
    try:
        _, _, expires = _PAYLOAD.unpack(_unb64(token.partition(".")[0]))
    except (ValueError, struct.error):
        return None
    return datetime.fromtimestamp(expires, UTC)


async def verify(store: WebLinkStore, key: bytes, token: str, now: datetime) -> int | Refusal:
    """The member whose page ``token`` opens, or why it opens nothing."""
    found = read(key, token, now)
    if isinstance(found, Refusal):
        return found
    user_id, generation = found
    current = await store.web_link(user_id)
    if current is None or current[0] != generation:
        return Refusal("revoked")
    return user_id


async def new_link(store: WebLinkStore, key: bytes, user_id: int, now: datetime) -> Link:
    """A new link for ``user_id``: its generation becomes the current one (the old link stops)."""
    generation = await store.renew_web_link(user_id, int(now.timestamp()), stamp(now))
    expires = now + LIFETIME
    return Link(sign(key, user_id, generation, expires), user_id, generation, expires)


def link_key(secret: bytes) -> bytes:
    """The personal links' key, derived from the pages' secret so that no other address the pages sign
    (a game's public id) is ever accepted as a member's link, and back."""
    return hmac.new(secret, b"boardgame-web-member-links", hashlib.sha256).digest()


def alias_key(secret: bytes) -> bytes:
    """The key of the players' names on the public pages (``core/webdata.py``), derived from the pages'
    secret so one secret serves all and none reveals another."""
    return hmac.new(secret, b"boardgame-web-aliases", hashlib.sha256).digest()
