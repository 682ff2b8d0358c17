"""Which language the bot speaks to whom (issue 12, "Which language"): the plumbing of bot/language.py on a
real store, with a stand-in bot (the whole-bot tests drive it through the harness)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

import asyncpg
import pytest

from bot import language
from store import GuildSettings, open_store

GUILD = 42
USER = 7


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 1, 5, 12, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
async def bot(tmp_path: Path):
    store = await open_store(str(tmp_path / "lang.sqlite3"))
    guilds: dict[int, SimpleNamespace] = {}
    started: set[asyncio.Task[None]] = set()

    def background(work):  # as the bot's: the task kept until done
        task = asyncio.create_task(work)
        started.add(task)
        return task

    stand_in = SimpleNamespace(store=store, clock=Clock(), get_guild=guilds.get, guilds=guilds,
                               background=background, started=started)
    try:
        yield stand_in
    finally:
        await store.close()


def interaction(locale: str | None, *, user: int = USER, guild: int | None = GUILD,
                guild_locale: str | None = None) -> SimpleNamespace:
    return SimpleNamespace(locale=locale, guild_locale=guild_locale, guild_id=guild,
                           user=SimpleNamespace(id=user))


async def test_private_answers_follow_the_client_then_the_users_own_choice(bot) -> None:
    assert await language.user_lang(bot, interaction("es-419")) == "es-419"  # Latin-American Spanish
    assert await language.user_lang(bot, interaction("es-ES")) == "es"
    assert await language.user_lang(bot, interaction("de")) == "de"
    assert await language.user_lang(bot, interaction("fr")) == "en"  # unsupported -> English
    assert await language.user_lang(bot, interaction(None)) == "en"
    await bot.store.set_user_language(USER, "it")
    assert await language.user_lang(bot, interaction("de")) == "it"  # the user's setting beats the client
    await bot.store.set_user_language(USER, None)
    assert await language.user_lang(bot, interaction("de")) == "de"


async def test_dms_use_the_choice_else_the_last_client_locale_else_the_server(bot) -> None:
    await bot.store.set_guild_settings(GUILD, GuildSettings(language="it"))
    assert await language.dm_lang(bot, USER, GUILD) == "it"  # nothing known of the user: the server's
    assert await language.dm_lang(bot, USER, None) == "en"
    await language.note_interaction(bot, interaction("de"))
    await asyncio.gather(*bot.started)  # the note is written in the background
    assert (await bot.store.user_settings(USER)).client_locale == "de"
    language._cache(bot).client_locales.clear()  # another process, or after a restart: read from the store
    assert await language.dm_lang(bot, USER, GUILD) == "de"
    await bot.store.set_user_language(USER, "es")
    assert await language.dm_lang(bot, USER, GUILD) == "es"


async def test_public_posts_follow_the_server_setting_then_its_preferred_locale(bot) -> None:
    assert await language.channel_lang(bot, GUILD) == "en"  # nothing known
    assert await language.channel_lang(bot, None) == "en"
    bot.guilds[GUILD] = SimpleNamespace(preferred_locale=SimpleNamespace(value="es-ES"))
    assert await language.channel_lang(bot, GUILD) == "es"
    await bot.store.set_guild_settings(GUILD, GuildSettings(language="de"))
    language.forget_guild(bot, GUILD)
    assert await language.channel_lang(bot, GUILD) == "de"  # the setting beats the preferred locale
    # Another process changed it: this one's cache holds for GUILD_CACHE_SECONDS, then reads again.
    await bot.store.set_guild_settings(GUILD, GuildSettings(language=None))
    assert await language.channel_lang(bot, GUILD) == "de"
    bot.clock.now += timedelta(seconds=language.GUILD_CACHE_SECONDS + 1)
    assert await language.channel_lang(bot, GUILD) == "es"


async def test_a_guild_locale_seen_on_an_interaction_stands_in_for_an_uncached_guild(bot) -> None:
    await language.note_interaction(bot, interaction("en-US", guild_locale="it"))
    assert await language.channel_lang(bot, GUILD) == "it"
    bot.guilds[GUILD] = SimpleNamespace(preferred_locale=SimpleNamespace(value="pt-BR"))
    assert await language.channel_lang(bot, GUILD) == "en"  # Discord's guild cache wins; unsupported


def test_stored_settings_are_supported_codes_or_none() -> None:
    assert [language.stored(v) for v in ("auto", None, "", "es", "de", "fr", "es-419")] == \
        [None, None, None, "es", "de", None, "es"]


async def test_spanish_chosen_in_a_menu_is_read_in_the_variant_discord_gives(bot) -> None:
    """Issue 28: the menus offer Spanish once; a player or server whose Discord speaks es-419 who picks it
    reads Latin-American Spanish, one in Spain Spain's, and any other choice is left alone."""
    await bot.store.set_user_language(USER, "es")
    assert await language.user_lang(bot, interaction("es-419")) == "es-419"
    assert await language.user_lang(bot, interaction("es-ES")) == "es"
    assert await language.user_lang(bot, interaction("en-US")) == "es"
    await bot.store.set_user_language(USER, "it")
    assert await language.user_lang(bot, interaction("es-419")) == "it"
    await bot.store.set_user_language(USER, "es")
    await language.note_interaction(bot, interaction("es-419"))
    await asyncio.gather(*bot.started)
    assert await language.dm_lang(bot, USER, GUILD) == "es-419"
    await bot.store.set_user_language(USER, None)
    assert await language.dm_lang(bot, USER, GUILD) == "es-419"  # the client locale alone
    bot.guilds[GUILD] = SimpleNamespace(preferred_locale=SimpleNamespace(value="es-419"))
    assert await language.channel_lang(bot, GUILD) == "es-419"
    await bot.store.set_guild_settings(GUILD, GuildSettings(language="es"))
    language.forget_guild(bot, GUILD)
    assert await language.channel_lang(bot, GUILD) == "es-419"
    bot.guilds[GUILD] = SimpleNamespace(preferred_locale=SimpleNamespace(value="es-ES"))
    assert await language.channel_lang(bot, GUILD) == "es"


async def test_a_bot_stopped_while_its_start_up_work_runs_leaves_nothing_running(
        database: str, tmp_path: Path, monkeypatch):
    """Stopping the bot right after it started (its start-up catch-up of results still reading games)
    settles that background work before the database closes: nothing of it is left running against a
    closed store. On PostgreSQL the catch-up held a pooled connection, and closing the pool waited its
    whole timeout (10 s) for it before dropping it."""
    from harness import FakeClock, Harness

    h = await Harness.create(tmp_path, database=database,
                             clock=FakeClock(datetime(2026, 12, 6, 12, tzinfo=UTC)))
    started = list(h.bot._background)
    assert started, "the start-up's background work (the results' catch-up) is running"
    dropped: list[bool] = []
    terminate = asyncpg.Pool.terminate  # PostgreSQL's pool is terminated only when its close timed out

    def spied(pool: asyncpg.Pool) -> None:
        dropped.append(True)
        terminate(pool)

    monkeypatch.setattr(asyncpg.Pool, "terminate", spied)
    await h.close()
    assert all(task.done() for task in started)
    # Nothing failed against a closed store (SQLite: "Cannot operate on a closed database"), and no
    # connection had to be dropped.
    assert [task for task in started if not task.cancelled() and task.exception() is not None] == []
    assert dropped == []
