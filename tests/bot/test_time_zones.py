"""Time zones are the IANA database's places, the same on every host (``core.clocks.canonical_timezone``):
through ``/game settings``, in four languages. A host's own names (``localtime``: whatever the machine is
set to; ``posixrules``) and ``Factory`` are refused politely and nothing is stored; an old or other name of
a zone (``US/Eastern``) is taken and stored as the zone it names; a country's own name is kept as typed."""

from __future__ import annotations

import pytest
from harness import Harness

from core.clocks import canonical_timezone, timezone_names, zone
from i18n import t

LOCALES = {"en-US": "en", "es-ES": "es", "de": "de", "it": "it"}


@pytest.mark.parametrize("locale", LOCALES)
async def test_host_names_are_refused_and_aliases_stored_as_the_zone_they_name(any_harness: Harness,
                                                                                locale: str):
    h, lang = any_harness, LOCALES[locale]
    ana = h.user("ana")
    h.set_locale(ana, locale)
    await h.slash(ana, "game settings", quiet="22-08", timezone="Europe/Madrid")
    for name in ("localtime", "Factory", "posixrules", "factory", "Mars/Olympus", "../../etc/localtime"):
        reply = await h.slash(ana, "game settings", timezone=name)
        # The example offered is her own zone, the one she set.
        refused = t(lang, "bot-settings-bad-timezone", zone="Europe/Madrid")
        assert reply.text() == refused, (name, reply.text())
        assert (await h.bot.store.user_settings(ana.id)).timezone == "Europe/Madrid"
    # An alias is the same clock: stored, and shown back, as the zone's own name.
    reply = await h.slash(ana, "game settings", timezone="US/Eastern")
    shown = t(lang, "bot-settings-quiet-hours", start="22:00", end="08:00", zone="America/New_York")
    assert shown in reply.text(), reply.text()
    assert (await h.bot.store.user_settings(ana.id)).timezone == "America/New_York"
    # A country's own name (a link in the database since 2022) is kept as typed, in any case.
    await h.slash(ana, "game settings", timezone="europe/amsterdam")
    assert (await h.bot.store.user_settings(ana.id)).timezone == "Europe/Amsterdam"


async def test_the_list_offers_each_place_once_and_a_stored_host_name_reads_as_utc(any_harness: Harness):
    h = any_harness
    names = set(timezone_names())
    assert {"localtime", "Factory", "posixrules", "US/Eastern", "Asia/Calcutta"}.isdisjoint(names)
    assert {"UTC", "Europe/Madrid", "Asia/Kolkata", "America/New_York", "Europe/Amsterdam"} <= names
    assert all(canonical_timezone(name) == name for name in names)
    typed = [choice["value"] for choice in await h.autocomplete(h.user("a"), "game settings", "timezone",
                                                                "new_york")]
    assert typed == ["America/New_York"]
    # A row stored before the rule (a host's name) is read as UTC, never as the machine's own zone.
    assert zone("localtime").key == "UTC" and zone("Factory").key == "UTC"
    assert zone("US/Eastern").key == "America/New_York"
