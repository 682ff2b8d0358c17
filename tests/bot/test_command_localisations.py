"""Issue 12, "Tests": the command tree carries localisations for every command, option and choice in all
four languages (the translated payload Discord receives at sync), and every localised name obeys Discord's
rules (lowercase, 1–32 characters, no spaces, unique among its siblings)."""

from __future__ import annotations

import re
from pathlib import Path

from harness import Harness

import rules
from bot.commands import CatalogTranslator
from i18n import t

#: The Discord locales of each translated language (English is the default strings themselves).
LOCALES = {"es-ES": "es", "es-419": "es", "de": "de", "it": "it"}
#: Discord's rule for names of commands and options, localised ones included.
NAME_RULE = re.compile(r"^[-_\w]{1,32}$")


def walk(payload: dict, where: str = ""):
    """Every command, option and choice of a translated payload: (kind, path, item)."""
    name = payload.get("name", "")
    path = f"{where} {name}".strip()
    yield ("command" if payload.get("type", 1) in (1, 2) else "option"), path, payload
    for option in payload.get("options") or []:
        yield from walk(option, path)
    for choice in payload.get("choices") or []:
        yield "choice", f"{path}={choice['value']}", choice


async def translated_payload(tmp_path: Path) -> dict:
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        translator = CatalogTranslator()
        command = h.bot.tree.get_command("game")
        assert command is not None
        # The tree's own translator is the catalog one (set in setup_hook).
        assert isinstance(h.bot.tree.translator, CatalogTranslator)
        return await command.get_translated_payload(h.bot.tree, translator)
    finally:
        await h.close()


async def test_every_command_option_and_choice_is_localised_in_every_language(tmp_path: Path):
    payload = await translated_payload(tmp_path)
    game_titles = {game.title for game in rules.GAMES.values()}
    missing: list[str] = []
    checked = 0
    for kind, path, item in walk(payload):
        if kind == "choice" and item["name"] in game_titles:
            continue  # a game's title is its name in every language (Iwari, Tiwanaku, Wayfinders)
        keys = ("name_localizations",) if kind == "choice" else ("name_localizations",
                                                                  "description_localizations")
        for key in keys:
            localised = item.get(key) or {}
            for locale in LOCALES:
                if not localised.get(locale):
                    missing.append(f"{path}: {key} {locale}")
        checked += 1
    assert missing == []
    assert checked >= 60  # the group, 21 subcommands, their options and choices


async def test_localised_names_follow_discords_rules_and_differ_from_their_siblings(tmp_path: Path):
    payload = await translated_payload(tmp_path)

    def check(node: dict, where: str) -> None:
        children = [child for child in node.get("options") or []]
        for locale in LOCALES:
            names = [(child.get("name_localizations") or {}).get(locale, child["name"]) for child in children]
            assert len(names) == len(set(names)), f"{where}: two siblings share a name in {locale}: {names}"
            for name in names:
                assert NAME_RULE.match(name) and name == name.lower(), f"{where}: {name!r} in {locale}"
        for child in children:
            for locale, text in (child.get("description_localizations") or {}).items():
                assert 1 <= len(text) <= 100, f"{where} {child['name']}: description in {locale}"
            for choice in child.get("choices") or []:
                for locale, text in (choice.get("name_localizations") or {}).items():
                    assert 1 <= len(text) <= 100, f"{where} {child['name']}: choice in {locale}"
            check(child, f"{where} {child['name']}")

    for locale in LOCALES:
        assert NAME_RULE.match(payload["name_localizations"][locale])
    check(payload, payload["name"])


async def test_the_localisations_are_the_catalogs_words(tmp_path: Path):
    payload = await translated_payload(tmp_path)
    new = next(option for option in payload["options"] if option["name"] == "new")
    assert payload["name_localizations"]["es-ES"] == payload["name_localizations"]["es-419"] == "partida"
    assert new["name_localizations"] == {"es-ES": "nueva", "es-419": "nueva", "de": "neu", "it": "nuova"}
    assert new["description_localizations"]["de"] == t("de", "commands-new-description")
    settings = next(option for option in payload["options"] if option["name"] == "settings")
    language = next(option for option in settings["options"] if option["name"] == "language")
    assert {choice["value"] for choice in language["choices"]} == {"auto", "en", "es", "de", "it"}
    spanish = next(choice for choice in language["choices"] if choice["value"] == "es")
    assert spanish["name_localizations"]["es-ES"] == "Español"
    # English readers get the defaults: no "en-US" entry is sent.
    assert "en-US" not in (new.get("name_localizations") or {})
