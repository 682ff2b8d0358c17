"""Settings (core/settings.py) on a real store: every value is checked before anything is written, quiet
hours keep to the player's time zone, and a server's configuration is read by anyone there but changed
only by someone who manages the server."""

from __future__ import annotations

import pytest
from played import GUILD

from core.digest import Digests
from core.service import PlayerError
from core.settings import Settings
from core.timekeeper import Timekeeper
from rules.base import Msg
from store import GuildSettings, Store, UserSettings, utc_now

ANA = 11


def refusal(error: pytest.ExceptionInfo[PlayerError]) -> str:
    msg = error.value.msg
    assert isinstance(msg, Msg)
    return msg.id


def settings_of(store: Store) -> Settings:
    return Settings(store, language_choices=("auto", "en", "es"),
                    stored_language=lambda value: None if value == "auto" else value,
                    digests=Digests(store, Timekeeper(store, utc_now), utc_now))


async def test_a_bad_setting_is_refused_and_nothing_is_written(store: Store):
    settings = settings_of(store)
    for changes, expected in (({"reminders": "yes"}, "bot-settings-bad-reminders"),
                              ({"language": "fr", "quiet": "22-08"}, "bot-settings-bad-language"),
                              ({"timezone": "Mars/Olympus", "quiet": "22-08"}, "bot-settings-bad-timezone"),
                              ({"quiet": "22-22", "reminders": False}, "bot-quiet-hours"),
                              ({"quiet": "late", "language": "es"}, "bot-quiet-format"),
                              ({"boards": "braille", "reminders": False}, "bot-settings-bad-boards"),
                              ({"boards": True}, "bot-settings-bad-boards")):
        with pytest.raises(PlayerError) as error:
            await settings.change_user(ANA, **changes)  # type: ignore[arg-type]
        assert refusal(error) == expected, changes
    assert await store.user_settings(ANA) == UserSettings()


async def test_quiet_hours_keep_to_the_players_time_zone(store: Store):
    settings = settings_of(store)
    now = await settings.change_user(ANA, quiet="22-08", reminders=False, language="es")
    assert (now.quiet_start, now.quiet_end, now.timezone) == (22, 8, None)
    assert not now.turn_reminders and now.language == "es"
    now = await settings.change_user(ANA, timezone="Europe/Rome")  # a zone alone moves the hours to it
    assert (now.quiet_start, now.quiet_end, now.timezone) == (22, 8, "Europe/Rome")
    now = await settings.change_user(ANA, quiet="off", language="auto")  # new hours keep the zone
    assert (now.quiet_start, now.quiet_end, now.timezone) == (None, None, "Europe/Rome")
    assert now.language is None and not now.turn_reminders


async def test_boards_as_text_is_a_choice_kept_apart_from_the_other_settings(store: Store):
    """Issue 26: "text" makes what the bot sends a player privately carry words instead of images;
    "images" gives them back. Changing it leaves the other settings as they were."""
    settings = settings_of(store)
    await settings.change_user(ANA, reminders=False, language="es")
    now = await settings.change_user(ANA, boards="text")
    assert now.text_only and not now.turn_reminders and now.language == "es"
    assert (await settings.change_user(ANA, quiet="22-08")).text_only
    assert not (await settings.change_user(ANA, boards="images")).text_only


async def test_a_servers_configuration_is_changed_only_by_its_managers_and_only_to_offered_values(
        store: Store):
    settings = settings_of(store)
    with pytest.raises(PlayerError) as error:
        await settings.configure_server(None, manages_server=True)
    assert refusal(error) == "bot-config-server-only"
    assert await settings.configure_server(GUILD, manages_server=False) == GuildSettings()  # reading
    for changes, manages, expected in (
            ({"threads": True}, False, "bot-config-manage-server"),
            ({"clock": "1h"}, True, "bot-config-bad-clock"),
            ({"lobby_expiry_hours": 36}, True, "bot-config-bad-expiry"),
            ({"language": "fr", "threads": True}, True, "bot-settings-bad-language")):
        with pytest.raises(PlayerError) as error:
            await settings.configure_server(GUILD, manages_server=manages, **changes)  # type: ignore[arg-type]
        assert refusal(error) == expected, changes
    assert await store.guild_settings(GUILD) == GuildSettings()
    now = await settings.configure_server(GUILD, manages_server=True, clock="48h", lobby_expiry_hours=72,
                                          language="es")
    assert now == GuildSettings("48h", True, 72, False, "es") == await store.guild_settings(GUILD)
    now = await settings.configure_server(GUILD, manages_server=True, channel_mentions=False, language="auto")
    assert now == GuildSettings("48h", False, 72, False, None)
