"""Settings as a service (no Discord here): each player's own (``/game settings``: reminder DMs, quiet
hours, time zone, language, boards as images or as text, the heads-up and the daily digest, whether moves
that show hidden information are confirmed) and a server's (``/game config``: default clock, channel mentions
in reminders, lobby expiry, threads, language).

What a setting may be is checked here, before anything is written: reminders on or off, quiet hours as
``22-08`` (or ``off``), a time zone the system knows, a language and the boards' form on their menus, a
clock and a lobby expiry from their menus; a server's configuration is changed only by someone who manages
the server, and read by anyone there. The settings cog parses the command, calls this, forgets what its
process cached about languages, and answers with the settings as they are now.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from core.clocks import canonical_timezone, is_clock_choice, parse_quiet, valid_timezone
from core.digest import DIGEST_HOURS, Digests
from core.service import PlayerError, error_msg
from rules.base import Msg
from store import GuildSettings, Store, UserSettings

#: The lobby expiry choices of ``/game config``, in hours.
LOBBY_EXPIRY_CHOICES = (12, 24, 48, 72, 168)
#: How boards and hands reach a player privately (``/game settings boards:``, issue 26): as images, or as
#: text for a screen reader (the channel's boards keep their images either way).
BOARDS_CHOICES = ("images", "text")
#: The heads-up (``/game settings headsup:``, issue 27): a choice with words in every language, not
#: True/False.
HEADSUP_CHOICES = ("on", "off")
#: The daily digest (``/game settings digest:``): off, or the hour ("0" to "23") in the player's time zone.
DIGEST_CHOICES = ("off", *(str(hour) for hour in DIGEST_HOURS))
#: Whether the turn panel asks before a chosen move that shows hidden information (``/game settings
#: confirm:``, issue 27): "always" ask (the default) or "never" (apply it on the tap). A choice with names,
#: not a yes/no, so the menu says what each does; the confirmation's "Don't ask again" sets "never".
CONFIRM_CHOICES = ("always", "never")


#: The time zone an answer gives as an example, by the reader's Discord locale: one of their region (a
#: player in Mexico is not shown Madrid). A locale not listed gets UTC, which favours nobody.
EXAMPLE_ZONES: dict[str, str] = {
    "en-US": "America/New_York", "en-GB": "Europe/London", "es-ES": "Europe/Madrid",
    "es-419": "America/Mexico_City", "de": "Europe/Berlin", "it": "Europe/Rome", "fr": "Europe/Paris",
    "pt-BR": "America/Sao_Paulo",
}


def example_timezone(own: str | None, locale: str | None) -> str:
    """The time zone to show as an example of ``timezone:``: the player's own when they set one, else one
    of the region their Discord locale says (:data:`EXAMPLE_ZONES`), else UTC."""
    if own and valid_timezone(own):
        return own
    return EXAMPLE_ZONES.get(str(locale or ""), "UTC")


class Settings:
    """Checks and keeps the players' and the servers' settings.

    ``language_choices``: the language menu's values ("auto" and the codes the bot speaks, see
    ``bot/language.py``); ``stored_language``: what a choice is stored as (None for "auto")."""

    def __init__(self, store: Store, *, language_choices: Collection[str],
                 stored_language: Callable[[str | None], str | None], digests: Digests) -> None:
        self.store = store
        self.digests = digests
        self.language_choices = language_choices
        self.stored_language = stored_language

    async def change_user(self, user_id: int, *, reminders: bool | None = None, quiet: str | None = None,
                          timezone: str | None = None, language: str | None = None,
                          boards: str | None = None, headsup: str | None = None,
                          digest: str | None = None, confirm: str | None = None) -> UserSettings:
        """Change what is given (None: keep it) and return the player's settings as they are now. Quiet
        hours are kept in the player's time zone: new hours take the zone given with them (else the one
        set before), and a zone alone moves the hours set before to it. The digest's hour is in that zone
        too: a new hour or a new zone sets the moment of the next digest again (never a second one on
        the local day one was sent)."""
        store = self.store
        if reminders is not None and not isinstance(reminders, bool):
            raise PlayerError(Msg("bot-settings-bad-reminders"))
        if language is not None and language not in self.language_choices:
            raise PlayerError(Msg("bot-settings-bad-language"))
        if boards is not None and boards not in BOARDS_CHOICES:
            raise PlayerError(Msg("bot-settings-bad-boards"))
        if headsup is not None and headsup not in HEADSUP_CHOICES:
            raise PlayerError(Msg("bot-settings-bad-headsup"))
        if digest is not None and digest not in DIGEST_CHOICES:
            raise PlayerError(Msg("bot-settings-bad-digest"))
        if confirm is not None and confirm not in CONFIRM_CHOICES:
            raise PlayerError(Msg("bot-settings-bad-confirm"))
        current = await store.user_settings(user_id)
        if timezone is not None:
            # Stored as the database's name for the place (core/clocks.py: canonical_timezone).
            canonical = canonical_timezone(timezone) if isinstance(timezone, str) else None
            if canonical is None:
                raise PlayerError(Msg("bot-settings-bad-timezone",
                                      zone=example_timezone(current.timezone, current.client_locale)))
            timezone = canonical
        if quiet is not None:
            try:
                hours = parse_quiet(str(quiet))
            except ValueError as error:
                raise PlayerError(error_msg(error)) from error
            start, end = hours if hours else (None, None)
            await store.set_quiet_hours(user_id, start, end, timezone or current.timezone)
        elif timezone is not None:
            await store.set_quiet_hours(user_id, current.quiet_start, current.quiet_end, timezone)
        if reminders is not None:
            await store.set_turn_reminders(user_id, reminders)
        if language is not None:
            await store.set_user_language(user_id, self.stored_language(language))
        if boards is not None:
            await store.set_text_only(user_id, boards == "text")
        if headsup is not None:
            await store.set_headsup(user_id, headsup == "on")
        if digest is not None or timezone is not None:
            hour = current.digest_hour if digest is None else None if digest == "off" else int(digest)
            if digest is not None or hour is not None:
                await store.set_digest(user_id, hour, self.digests.next_for(
                    hour, timezone or current.timezone, current.digest_last))
        if confirm is not None:
            await store.set_confirm_reveals(user_id, confirm == "always")
        return await store.user_settings(user_id)

    async def configure_server(self, guild_id: int | None, *, manages_server: bool, clock: str | None = None,
                               channel_mentions: bool | None = None, lobby_expiry_hours: int | None = None,
                               threads: bool | None = None, language: str | None = None,
                               web_pages: bool | None = None) -> GuildSettings:
        """Change what is given (None: keep it; any change needs ``manages_server``) and return the
        server's configuration as it is now. Only in a server."""
        if guild_id is None:
            raise PlayerError(Msg("bot-config-server-only"))
        settings = await self.store.guild_settings(guild_id)
        changes = (clock, channel_mentions, lobby_expiry_hours, threads, language, web_pages)
        if all(value is None for value in changes):
            return settings
        if not manages_server:
            raise PlayerError(Msg("bot-config-manage-server"))
        if clock is not None and not is_clock_choice(clock):  # a time per turn or a bank (issue 30)
            raise PlayerError(Msg("bot-config-bad-clock"))
        if lobby_expiry_hours is not None and lobby_expiry_hours not in LOBBY_EXPIRY_CHOICES:
            raise PlayerError(Msg("bot-config-bad-expiry"))
        if language is not None and language not in self.language_choices:
            raise PlayerError(Msg("bot-settings-bad-language"))
        settings = GuildSettings(
            clock if clock is not None else settings.default_clock,
            channel_mentions if channel_mentions is not None else settings.channel_mentions,
            lobby_expiry_hours if lobby_expiry_hours is not None else settings.lobby_expiry_hours,
            threads if threads is not None else settings.threads,
            self.stored_language(language) if language is not None else settings.language,
            web_pages if web_pages is not None else settings.web_pages)
        await self.store.set_guild_settings(guild_id, settings)
        return settings

    async def set_queue_channel(self, guild_id: int | None, channel_id: int | None, *,
                                manages_server: bool) -> None:
        """The channel where the matchmaking queue's games open their thread (issue 30); None: none (the
        queue then refuses new entries). Needs ``manages_server``."""
        if guild_id is None:
            raise PlayerError(Msg("bot-config-server-only"))
        if not manages_server:
            raise PlayerError(Msg("bot-config-manage-server"))
        await self.store.set_queue_channel(guild_id, channel_id)
