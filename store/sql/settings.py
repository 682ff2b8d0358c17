"""Settings: a user's (turn reminders, quiet hours, language, the client's locale, text instead of
images, the heads-up, the daily digest and its claim, whether the turn panel confirms moves that show
hidden information) and a server's.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from store.base import FLOW_DIGEST, DueDigest, GuildSettings, Shards, UserSettings, writes
from store.sql.core import USER_SETTINGS_COLUMNS, SqlCore, shard_filter, user_settings_from_row
from store.sql.flows import flow_if, flow_statement
from store.sql.seasons import stale_statement


class SettingsSql(SqlCore):
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
