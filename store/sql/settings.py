"""Settings: a user's (turn reminders, quiet hours, language, the client's locale, text instead of
images, the heads-up, the daily digest and its claim, whether the turn panel confirms moves that show
hidden information) and a server's.

What each method promises is said once, on :class:`SettingsStore` (the concern's interface);
:class:`SettingsSql` does it in SQL. The module ends with the concern's schema steps and its
:class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import GuildSettings, Shards, UserSettings, writes
from store.members import MemberColumn
from store.sql.core import USER_SETTINGS_COLUMNS, Concern, SqlCore, shard_filter, user_settings_from_row
from store.sql.flows import flow_if, flow_statement
from store.sql.seasons import stale_statement

#: The kinds of flow this concern's transactions write (:data:`store.FLOW_KINDS`).
FLOW_DIGEST = "digest"


@dataclass(frozen=True)
class DueDigest:
    """A daily digest that is due (:meth:`Store.digests_due`): whose, and their settings (the moment it is
    due is ``settings.digest_next_at``)."""

    user_id: int
    settings: UserSettings


class SettingsStore(Protocol):
    """A player's settings (languages among them), the daily digest, DM channels, a server's settings."""

    @abc.abstractmethod
    async def user_settings(self, user_id: int) -> UserSettings:
        """The user's settings (the defaults for a user who set nothing)."""

    @abc.abstractmethod
    async def set_user_language(self, user_id: int, language: str | None) -> None:
        """The user's own language for their private answers and DMs; None: their client's."""

    @abc.abstractmethod
    async def remember_client_locale(self, user_id: int, locale: str) -> None:
        """The Discord client locale last seen on the user's interactions (for DMs that answer none)."""

    @abc.abstractmethod
    async def set_quiet_hours(self, user_id: int, start: int | None, end: int | None,
                              timezone: str | None) -> None:
        """The user's quiet hours (start and end hour, None: none) in ``timezone``."""

    @abc.abstractmethod
    async def turn_reminders(self, user_id: int) -> bool:
        """Whether the user wants turn reminders (True unless they turned them off)."""

    @abc.abstractmethod
    async def set_turn_reminders(self, user_id: int, enabled: bool) -> None:
        """Turn the user's turn reminders on or off."""

    @abc.abstractmethod
    async def set_text_only(self, user_id: int, enabled: bool) -> None:
        """Whether boards and hands reach the user privately as text instead of images."""

    @abc.abstractmethod
    async def set_confirm_reveals(self, user_id: int, ask: bool) -> None:
        """Whether the turn panel asks the user before a chosen move that shows hidden information."""

    @abc.abstractmethod
    async def set_headsup(self, user_id: int, enabled: bool) -> None:
        """Whether the user gets a heads-up DM when the player before them starts their turn."""

    @abc.abstractmethod
    async def set_digest(self, user_id: int, hour: int | None, next_at: str | None) -> None:
        """The user's daily digest: its hour in their time zone and the UTC moment of the next one (None,
        None: no digest). A claim on the digest that was due is let go."""

    @abc.abstractmethod
    async def digests_due(self, now: str, shards: Shards | None = None, *,
                          limit: int = 500) -> list[DueDigest]:
        """The daily digests due at ``now`` (their moment passed) that nobody holds a claim on (or whose
        claim ran out), the earliest first, at most ``limit``; only users of ``shards``. Read through the
        index on ``digest_next_at``: never a scan of every user."""

    @abc.abstractmethod
    async def claim_digest(self, user_id: int, due_at: str, now: str, until: str) -> bool:
        """Claim the user's digest due at ``due_at`` until ``until`` (True for exactly one caller while the
        claim holds), writing the flow that sends it (kind :data:`FLOW_DIGEST`, key ``"<user>@<due_at>"``;
        a claim made again after ``until`` finds that flow if it is pending)."""

    @abc.abstractmethod
    async def digest_done(self, user_id: int, due_at: str, next_at: str | None, sent_at: str | None) -> bool:
        """The digest due at ``due_at`` is settled (its claim let go): the next one is due at ``next_at``;
        ``sent_at``: when it was sent (None: nothing was sent, say nothing was waiting). False when it was
        not due then any more (settled already, or the settings changed meanwhile)."""

    @abc.abstractmethod
    async def release_digest(self, user_id: int, claim: str) -> None:
        """Let go of the claim ``claim`` on a digest that could not be sent for a passing reason: the
        next tick tries again."""

    @abc.abstractmethod
    async def claim_headsup(self, game_id: int, turn: int) -> bool:
        """Claim the heads-up of the game's ``turn``: True for exactly one caller, once per turn."""

    @abc.abstractmethod
    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the user's DM channel with the bot, if the bot ever opened it (None: never)."""

    @abc.abstractmethod
    async def dm_channels(self, user_ids: Sequence[int]) -> dict[int, int]:
        """The DM channel ids known of these users (user id -> channel id; the others are left out)."""

    @abc.abstractmethod
    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Remember the user's DM channel with the bot (replacing one Discord no longer knows)."""

    @abc.abstractmethod
    async def guild_settings(self, guild_id: int | None) -> GuildSettings:
        """The server's settings (the defaults without a server, or for one that set nothing)."""

    @abc.abstractmethod
    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        """Store the server's settings, all of them."""


class SettingsSql(SqlCore, SettingsStore):
    """User and server settings, languages among them."""

    async def user_settings(self, user_id: int) -> UserSettings:
        row = await self._read_one(f"SELECT {USER_SETTINGS_COLUMNS} FROM user_settings WHERE user_id = ?",
                                   (user_id,))
        if row is None:
            return UserSettings()
        return user_settings_from_row(row)

    @writes
    async def set_user_language(self, user_id: int, language: str | None) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, language) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET language = excluded.language",
                (user_id, language))

    @writes
    async def remember_client_locale(self, user_id: int, locale: str) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, client_locale) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET client_locale = excluded.client_locale",
                (user_id, locale))

    @writes
    async def set_quiet_hours(self, user_id: int, start: int | None, end: int | None,
                              timezone: str | None) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, quiet_start, quiet_end, timezone) VALUES (?, ?, ?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET quiet_start = excluded.quiet_start, "
                "quiet_end = excluded.quiet_end, timezone = excluded.timezone",
                (user_id, start, end, timezone))

    async def turn_reminders(self, user_id: int) -> bool:
        row = await self._read_one("SELECT turn_reminders FROM user_settings WHERE user_id = ?", (user_id,))
        return True if row is None else bool(row[0])

    @writes
    async def set_turn_reminders(self, user_id: int, enabled: bool) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, turn_reminders) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET turn_reminders = excluded.turn_reminders",
                (user_id, int(enabled)),
            )

    @writes
    async def set_text_only(self, user_id: int, enabled: bool) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, text_only) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET text_only = excluded.text_only",
                (user_id, int(enabled)),
            )

    @writes
    async def set_confirm_reveals(self, user_id: int, ask: bool) -> None:
        await self._write_one(
            "INSERT INTO user_settings (user_id, confirm_reveals) VALUES (?, ?) "
            "ON CONFLICT(user_id) DO UPDATE SET confirm_reveals = excluded.confirm_reveals",
            (user_id, int(ask)))

    @writes
    async def set_headsup(self, user_id: int, enabled: bool) -> None:
        await self._write_one(
            "INSERT INTO user_settings (user_id, headsup) VALUES (?, ?) "
            "ON CONFLICT(user_id) DO UPDATE SET headsup = excluded.headsup", (user_id, int(enabled)))

    @writes
    async def set_digest(self, user_id: int, hour: int | None, next_at: str | None) -> None:
        await self._write_one(
            "INSERT INTO user_settings (user_id, digest_hour, digest_next_at) VALUES (?, ?, ?) "
            "ON CONFLICT(user_id) DO UPDATE SET digest_hour = excluded.digest_hour, "
            "digest_next_at = excluded.digest_next_at, digest_claim = NULL", (user_id, hour, next_at))

    async def digests_due(self, now: str, shards: Shards | None = None, *,
                          limit: int = 500) -> list[DueDigest]:
        rows = await self._read_all(*self._digests_due_query(now, shards, limit))
        return [DueDigest(int(row[0]), user_settings_from_row(row[1:])) for row in rows]

    def _digests_due_query(self, now: str, shards: Shards | None, limit: int) -> tuple[str, tuple[Any, ...]]:
        """The due digests: a range on ``digest_next_at``, read through the partial index
        ``user_settings_digest_due`` (only players with a digest, only the due ones)."""
        where, params = shard_filter(shards, "NULL", "user_id")
        return (f"SELECT user_id, {USER_SETTINGS_COLUMNS} FROM user_settings "
                "WHERE digest_next_at IS NOT NULL AND digest_next_at <= ? "
                f"AND (digest_claim IS NULL OR digest_claim <= ?){where} "
                "ORDER BY digest_next_at LIMIT ?", (now, now, *params, limit))

    @writes
    async def claim_digest(self, user_id: int, due_at: str, now: str, until: str) -> bool:
        async with self.transaction() as db:
            # The digest is sent by its flow, written with the claim (its messages each once).
            return await flow_if(
                db, ("UPDATE user_settings SET digest_claim = ? WHERE user_id = ? AND digest_next_at = ? "
                     "AND (digest_claim IS NULL OR digest_claim <= ?)", (until, user_id, due_at, now)),
                flow_statement(FLOW_DIGEST, f"{user_id}@{due_at}", guild_id=None, user_id=user_id,
                               payload={}, now=now))

    @writes
    async def digest_done(self, user_id: int, due_at: str, next_at: str | None, sent_at: str | None) -> bool:
        return await self._write_one(
            "UPDATE user_settings SET digest_next_at = ?, digest_last = COALESCE(?, digest_last), "
            "digest_claim = NULL WHERE user_id = ? AND digest_next_at = ?",
            (next_at, sent_at, user_id, due_at)) == 1

    @writes
    async def release_digest(self, user_id: int, claim: str) -> None:
        await self._write_one(
            "UPDATE user_settings SET digest_claim = NULL WHERE user_id = ? AND digest_claim = ?",
            (user_id, claim))

    @writes
    async def claim_headsup(self, game_id: int, turn: int) -> bool:
        return await self._write_one(
            "UPDATE games SET headsup_turn = ? WHERE id = ? AND (headsup_turn IS NULL OR headsup_turn < ?)",
            (turn, game_id, turn)) == 1

    async def dm_channel(self, user_id: int) -> int | None:
        row = await self._read_one("SELECT channel_id FROM dm_channels WHERE user_id = ?", (user_id,))
        return None if row is None else int(row[0])

    async def dm_channels(self, user_ids: Sequence[int]) -> dict[int, int]:
        wanted = list(dict.fromkeys(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._read_all(
            f"SELECT user_id, channel_id FROM dm_channels WHERE user_id IN ({marks})", tuple(wanted))
        return {int(row[0]): int(row[1]) for row in rows}

    @writes
    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO dm_channels (user_id, channel_id) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET channel_id = excluded.channel_id",
                (user_id, channel_id))

    async def guild_settings(self, guild_id: int | None) -> GuildSettings:
        if guild_id is None:
            return GuildSettings()
        row = await self._read_one(
            "SELECT default_clock, channel_mentions, lobby_expiry_hours, threads, language, web_pages "
            "FROM guild_settings WHERE guild_id = ?",
            (guild_id,))
        if row is None:
            return GuildSettings()
        return GuildSettings(row[0], bool(row[1]), int(row[2]), bool(row[3]), row[4], bool(row[5]))

    @writes
    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, default_clock, channel_mentions, lobby_expiry_hours, "
                "threads, language, web_pages) VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET "
                "default_clock = excluded.default_clock, channel_mentions = excluded.channel_mentions, "
                "lobby_expiry_hours = excluded.lobby_expiry_hours, threads = excluded.threads, "
                "language = excluded.language, web_pages = excluded.web_pages",
                (guild_id, settings.default_clock, int(settings.channel_mentions),
                 settings.lobby_expiry_hours, int(settings.threads), settings.language,
                 int(settings.web_pages)))
            # The server's seasons' cards are in its language: drawn again (an unchanged language draws
            # the same card, and the card is edited only when what it shows changed).
            await db.execute(*stale_statement(guild_id))


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 7: the players' languages. A user's own choice for their private answers and DMs, a
    # server's for its public posts; NULL means "as Discord says" (the client's or the guild's locale).
    # The client locale Discord last sent with one of the user's interactions, for DMs that answer none.
    7: (
        "ALTER TABLE user_settings ADD COLUMN language TEXT",
        "ALTER TABLE guild_settings ADD COLUMN language TEXT",
        "ALTER TABLE user_settings ADD COLUMN client_locale TEXT",
    ),
    # 11: each user's DM channel with the bot, so a restart or another process does not open it
    # again (one Discord call, POST /users/@me/channels, saved on every first DM of a process).
    11: (
        """
        CREATE TABLE dm_channels (
            user_id INTEGER PRIMARY KEY,
            channel_id INTEGER NOT NULL
        )
        """,
    ),
    # 12: readable by everyone. A user who reads boards as text (a screen reader, text only):
    # what the bot sends them privately carries the board and hand in words instead of images.
    12: (
        "ALTER TABLE user_settings ADD COLUMN text_only INTEGER NOT NULL DEFAULT 0",
    ),
    # 14: a heads-up and a daily digest. ``user_settings.headsup``: a DM when the player before
    # them starts their turn; ``games.headsup_turn``: the last turn whose heads-up was claimed (one a turn,
    # whichever process delivers the board, and none again after a restart). ``digest_hour``: the hour of
    # the day (in the player's time zone) of their daily digest, NULL: no digest (a turn DM per turn);
    # ``digest_next_at``: the UTC moment of the next one, indexed so the tick reads only the digests due;
    # ``digest_claim``: until when a process that claimed the due digest may send it (a crash between
    # claim and send leaves it to another process once that moment passed); ``digest_last``: when the
    # last one went (one a local day, even when the hour or the time zone is changed after it).
    14: (
        "ALTER TABLE user_settings ADD COLUMN headsup INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE user_settings ADD COLUMN digest_hour INTEGER",
        "ALTER TABLE user_settings ADD COLUMN digest_next_at TEXT",
        "ALTER TABLE user_settings ADD COLUMN digest_claim TEXT",
        "ALTER TABLE user_settings ADD COLUMN digest_last TEXT",
        "ALTER TABLE games ADD COLUMN headsup_turn INTEGER",
        "CREATE INDEX user_settings_digest_due ON user_settings(digest_next_at) "
        "WHERE digest_next_at IS NOT NULL",
    ),
    # 15: fewer Confirm taps. Whether the turn panel asks before a chosen move that shows hidden
    # information (1, the default) or applies it on the tap (0: the player pressed "Don't ask again", or
    # chose ``/game settings confirm: never ask``).
    15: ("ALTER TABLE user_settings ADD COLUMN confirm_reveals INTEGER NOT NULL DEFAULT 1",),
    # 30: whether a server's games have web pages (``web/``), off until its managers turn them on with
    # ``/game config``.
    30: (
        "ALTER TABLE guild_settings ADD COLUMN web_pages INTEGER NOT NULL DEFAULT 0",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("user_settings", "user_id", "delete", "their settings"),
    MemberColumn("dm_channels", "user_id", "delete", "their DM channel's id"),
)

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "settings", SettingsStore, SettingsSql,
    records=(DueDigest,),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
    flow_kinds=(FLOW_DIGEST,),
)
