"""Which language the bot speaks to whom.

- Private answers (ephemeral replies, panels, DMs answering an interaction): the user's own choice
  (``/game settings language:``, ``user_settings.language``), else the client language Discord sends with
  the interaction (``interaction.locale``).
- DMs sent without an interaction (reminders, hands after another player's move, stand-in notices): the
  user's own choice, else the client locale last seen on one of their interactions (remembered in
  ``user_settings.client_locale``), else the server's language.
- Public posts and images in a channel: the server's choice (``/game config language:``,
  ``guild_settings.language``), else the guild's preferred locale, else English.

Every answer is a code of :data:`i18n.LANGUAGES` or one of its regional variants (:data:`i18n.VARIANTS`:
``es-419``, Latin-American Spanish); other regional locales give their base language (``es-ES`` -> ``es``)
and anything unsupported gives English (:func:`i18n.normalize`). The menus offer the languages only: a
setting of Spanish is read in the variant of the locale Discord gives alongside it (a user's client
locale, a server's preferred locale; :func:`i18n.regional`), so a player in Mexico who picks "Español"
still reads *ustedes*, and nobody has to choose between two Spanishes.

A server's language is asked for on every public post, so it is cached per process for
:data:`GUILD_CACHE_SECONDS` (``/game config`` clears this process's entry at once; another process of a
sharded bot sees a change within that time). A guild's preferred locale comes from discord.py's guild cache,
else from the ``guild_locale`` of the latest interaction seen from that guild.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Protocol

from i18n import DEFAULT, LANGUAGES, base_language, normalize, regional

if TYPE_CHECKING:
    import discord

    from store import Store

log = logging.getLogger(__name__)


class Reader(Protocol):
    """What the language choice reads of the bot (``bot.app.Reader``): the store and the clock; its
    cache (:class:`LanguageCache`), its background tasks and its guilds when it has them. Named here, not
    by the bot's class, so this module stays below everything that asks a reader's language."""

    clock: Callable[[], datetime]

    @property
    def store(self) -> Store: ...

#: How long one process trusts a server's language setting it read.
GUILD_CACHE_SECONDS = 60
#: How many guilds' and users' languages a process remembers (a few short strings each).
CACHE_SIZE = 10_000

#: The choices of ``/game settings language:`` and ``/game config language:``: "auto" is "as Discord says".
AUTO = "auto"
CHOICES: tuple[str, ...] = (AUTO, *LANGUAGES)


def stored(value: str | None) -> str | None:
    """A stored language setting as a supported code, or None ("as Discord says")."""
    if not value or value == AUTO:
        return None
    code = base_language(normalize(value))
    return code if value.split("-", 1)[0].lower() == code else None


class LanguageCache:
    """What one process remembers about languages: each guild's setting (for a while), each guild's locale
    seen on interactions, and the client locale last written for each user (so it is written on change)."""

    def __init__(self) -> None:
        self.guild_settings: OrderedDict[int, tuple[datetime, str | None]] = OrderedDict()
        self.guild_locales: OrderedDict[int, str] = OrderedDict()
        self.client_locales: OrderedDict[int, str] = OrderedDict()

    @staticmethod
    def _put(mapping: OrderedDict[int, Any], key: int, value: Any) -> None:
        mapping[key] = value
        mapping.move_to_end(key)
        while len(mapping) > CACHE_SIZE:
            mapping.popitem(last=False)

    def forget_guild(self, guild_id: int) -> None:
        self.guild_settings.pop(guild_id, None)


def _cache(bot: Reader) -> LanguageCache:
    cache = getattr(bot, "language_cache", None)
    if cache is None:
        cache = LanguageCache()
        bot.language_cache = cache  # type: ignore[attr-defined]
    return cache


def _locale_value(locale: Any) -> str | None:
    value = getattr(locale, "value", locale)
    return value if isinstance(value, str) and value else None


async def note_interaction(bot: Reader, interaction: discord.Interaction) -> None:
    """Remember what an interaction says about languages: its guild's preferred locale (in memory) and the
    user's client locale (stored when it changed, for DMs later). The write runs in the background, so a
    busy database never delays the interaction's answer, and its failure only costs a log line."""
    cache = _cache(bot)
    guild_locale = _locale_value(getattr(interaction, "guild_locale", None))
    if interaction.guild_id is not None and guild_locale:
        cache._put(cache.guild_locales, interaction.guild_id, guild_locale)
    locale = _locale_value(getattr(interaction, "locale", None))
    user_id = interaction.user.id
    if not locale or cache.client_locales.get(user_id) == locale:
        return
    cache._put(cache.client_locales, user_id, locale)
    background = getattr(bot, "background", None)  # kept until done where the bot keeps such tasks
    if background is not None:
        background(_remember_client_locale(bot, user_id, locale))
    else:
        asyncio.create_task(_remember_client_locale(bot, user_id, locale))


async def _remember_client_locale(bot: Reader, user_id: int, locale: str) -> None:
    try:
        settings = await bot.store.user_settings(user_id)
        if settings.client_locale != locale:
            await bot.store.remember_client_locale(user_id, locale)
    except Exception:  # noqa: BLE001 - a language note must never cost the player anything
        _cache(bot).client_locales.pop(user_id, None)  # try again with their next interaction
        log.warning("could not remember the client locale of user %s", user_id, exc_info=True)


async def _user_choice(bot: Reader, user_id: int) -> tuple[str | None, str | None]:
    """The user's own language setting and their last seen client locale (None, None when unreadable)."""
    try:
        settings = await bot.store.user_settings(user_id)
    except Exception:  # noqa: BLE001 - a database that cannot answer still leaves the client's locale
        log.warning("could not read the language of user %s", user_id, exc_info=True)
        return None, None
    return stored(settings.language), settings.client_locale


async def user_lang(bot: Reader, interaction: discord.Interaction) -> str:
    """The language of a private answer to ``interaction``: the user's choice, else their client's.
    Asked once per interaction (kept in ``interaction.extras``)."""
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict) and "lang" in extras:
        return extras["lang"]
    choice, _ = await _user_choice(bot, interaction.user.id)
    locale = _locale_value(getattr(interaction, "locale", None))
    lang = regional(choice, locale) if choice else normalize(locale)
    if isinstance(extras, dict):
        extras["lang"] = lang
    return lang


def forget_user(interaction: discord.Interaction) -> None:
    """Forget the language kept on an interaction (its user just changed their setting)."""
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict):
        extras.pop("lang", None)


async def dm_lang(bot: Reader, user_id: int, guild_id: int | None = None) -> str:
    """The language of a DM sent on the bot's own initiative: the user's choice, else the client locale
    last seen on their interactions, else the language of the server the game is on."""
    choice, seen = await _user_choice(bot, user_id)
    remembered = _cache(bot).client_locales.get(user_id) or seen
    if choice:
        return regional(choice, remembered)
    if remembered:
        return normalize(remembered)
    return await channel_lang(bot, guild_id)


def guild_locale(bot: Reader, guild_id: int) -> str | None:
    """The guild's preferred locale as Discord gives it, if this process knows it."""
    guild = bot.get_guild(guild_id) if hasattr(bot, "get_guild") else None
    preferred = _locale_value(getattr(guild, "preferred_locale", None)) if guild is not None else None
    return preferred or _cache(bot).guild_locales.get(guild_id)


async def channel_lang(bot: Reader, guild_id: int | None) -> str:
    """The language of public posts and images on a server: its setting, else its preferred locale,
    else English (also for channels outside any server)."""
    if guild_id is None:
        return DEFAULT
    cache = _cache(bot)
    now = bot.clock()
    cached = cache.guild_settings.get(guild_id)
    if cached is not None and now - cached[0] < timedelta(seconds=GUILD_CACHE_SECONDS):
        setting = cached[1]
    else:
        try:
            setting = stored((await bot.store.guild_settings(guild_id)).language)
        except Exception:  # noqa: BLE001 - the guild's locale still says something sensible
            log.warning("could not read the language of guild %s", guild_id, exc_info=True)
            setting = cached[1] if cached is not None else None
        else:
            cache._put(cache.guild_settings, guild_id, (now, setting))
    if setting:
        return regional(setting, guild_locale(bot, guild_id))
    return normalize(guild_locale(bot, guild_id))


def forget_guild(bot: Reader, guild_id: int) -> None:
    """Drop this process's cached setting of a guild (after ``/game config language:``)."""
    _cache(bot).forget_guild(guild_id)



# --- stored lines ---------------------------------------------------------------------------------------
