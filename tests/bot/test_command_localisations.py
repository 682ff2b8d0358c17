"""Issue 12, "Tests": the command tree carries localisations for every command, option and choice in all
four languages (the translated payload Discord receives at sync), and every localised name obeys Discord's
rules (lowercase, 1–32 characters, no spaces, unique among its siblings)."""

from __future__ import annotations

import re
from pathlib import Path

from harness import Harness

import i18n
import rules
from bot.commands import CatalogTranslator
from bot.messages import help_text
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


async def translated_payloads(tmp_path: Path) -> list[dict]:
    """Every top-level command as Discord receives it at sync (``/game``, ``/table``, ``/records`` and any a
    room adds)."""
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        translator = CatalogTranslator()
        commands = h.bot.tree.get_commands()
        assert [command.name for command in commands] == list(h.bot.command_groups)
        assert [command.name for command in commands][:3] == ["game", "table", "records"]
        # The tree's own translator is the catalog one (set in setup_hook).
        assert isinstance(h.bot.tree.translator, CatalogTranslator)
        return [await command.get_translated_payload(h.bot.tree, translator) for command in commands]
    finally:
        await h.close()


def localised(item: dict, lang: str) -> str:
    """An item's name as a reader of ``lang`` sees it."""
    locale = next(locale for locale, language in LOCALES.items() if language == lang) if lang != "en" else ""
    return (item.get("name_localizations") or {}).get(locale, item["name"])


async def test_every_command_option_and_choice_is_localised_in_every_language(tmp_path: Path):
    payloads = await translated_payloads(tmp_path)
    game_titles = {game.title for game in rules.GAMES.values()}
    missing: list[str] = []
    checked = 0
    for kind, path, item in (entry for payload in payloads for entry in walk(payload)):
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
    assert checked >= 80  # the two commands, 26 subcommands, their options and choices


async def test_localised_names_follow_discords_rules_and_differ_from_their_siblings(tmp_path: Path):
    payloads = await translated_payloads(tmp_path)

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

    # The top-level commands are siblings too: in every language each has a name of its own.
    check({"options": payloads}, "")
    for locale in LOCALES:
        for payload in payloads:
            assert NAME_RULE.match(payload["name_localizations"][locale])
            # Typed without accents, a new top-level name is found all the same (no accent to miss).
            if payload["name"] == "records":
                assert payload["name_localizations"][locale].isascii(), locale


async def test_the_localisations_are_the_catalogs_words(tmp_path: Path):
    game, _table, records = await translated_payloads(tmp_path)
    new = next(option for option in game["options"] if option["name"] == "new")
    assert game["name_localizations"]["es-ES"] == game["name_localizations"]["es-419"] == "partida"
    assert new["name_localizations"] == {"es-ES": "nueva", "es-419": "nueva", "de": "neu", "it": "nuova"}
    assert new["description_localizations"]["de"] == t("de", "commands-new-description")
    settings = next(option for option in game["options"] if option["name"] == "settings")
    language = next(option for option in settings["options"] if option["name"] == "language")
    assert {choice["value"] for choice in language["choices"]} == {"auto", "en", "es", "de", "it"}
    spanish = next(choice for choice in language["choices"] if choice["value"] == "es")
    assert spanish["name_localizations"]["es-ES"] == "Español"
    # English readers get the defaults: no "en-US" entry is sent.
    assert "en-US" not in (new.get("name_localizations") or {})
    describe = next(option for option in game["options"] if option["name"] == "describe")
    assert describe["name_localizations"] == {"es-ES": "describir", "es-419": "describir",
                                              "de": "beschreiben", "it": "descrivi"}
    assert records["name_localizations"] == {"es-ES": "resultados", "es-419": "resultados",
                                             "de": "ergebnisse", "it": "risultati"}
    assert records["description_localizations"]["it"] == t("it", "commands-records-description")
    replay = next(option for option in records["options"] if option["name"] == "replay")
    assert replay["name_localizations"]["de"] == "wiederholung"


def catalog_files(lang: str) -> list[Path]:
    """Every catalog (and rules text) of ``lang``: the platform's and each game's."""
    return sorted([*(Path(i18n.__file__).parent / "locales" / lang).glob("*"),
                   *Path(rules.__file__).parent.glob(f"*/locales/{lang}/*")])


#: A command quoted in a catalog: ``/top sub`` (and, in the help, `` · sub`` after it), then, within the
#: same code span, its options as ``name:``.
QUOTED = re.compile(r"(?<![\w/<])/(?P<top>[-\w]+)(?P<subs>(?: · [-\w]+| [-\w]+)(?: · [-\w]+)*)"
                    r"(?P<rest>[^`\n]*`)?")


async def test_every_command_the_catalogs_name_exists_in_their_language(tmp_path: Path):
    """A message telling players to use ``/records replay`` (``/resultados repetición`` …) names a command
    that is there, with its options, in the message's language; ``/game stats`` would fail once the
    records had a command of their own."""
    payloads = await translated_payloads(tmp_path)
    every_top = {localised(payload, lang) for payload in payloads for lang in i18n.LANGUAGES}
    problems: list[str] = []
    quoted = 0
    for lang in i18n.LANGUAGES:
        tops = {localised(payload, lang): payload for payload in payloads}
        for path in catalog_files(lang):
            text = re.sub(r"\{[^{}\n]*\}", "x", path.read_text(encoding="utf-8"))  # placeables out
            for match in QUOTED.finditer(text):
                top = match["top"]
                if top not in every_top:
                    continue  # a path or a fraction, not a command
                where = f"{path.name} ({lang}): {match[0].strip()[:60]}"
                if top not in tops:
                    problems.append(f"{where}: /{top} is not a command in {lang}")
                    continue
                subs = {localised(sub, lang): sub for sub in tops[top]["options"]}
                names = [name for name in re.split(r" · | ", match["subs"]) if name]
                for name in names:
                    if name not in subs:
                        problems.append(f"{where}: no /{top} {name} in {lang}")
                quoted += 1
                if match["rest"] and len(names) == 1 and names[0] in subs:
                    options = {localised(option, lang): option
                               for option in subs[names[0]].get("options") or []}
                    for option, value in re.findall(r"(?:^|\s)([-\w]+):([^\s`]*)", match["rest"]):
                        if option not in options:
                            problems.append(f"{where}: /{top} {names[0]} has no option {option}: in {lang}")
                            continue
                        # A value quoted for an option with choices is a choice as the reader sees it
                        # ("recordatorios:Sí|No", never "recordatorios:False"), or a placeholder ("…",
                        # "<name>", nothing).
                        choices = {localised(choice, lang) for choice in options[option].get("choices") or []}
                        placeholder = value in ("", "…", "x") or value.startswith("<")
                        for part in value.split("|") if choices and not placeholder else ():
                            if part not in choices:
                                problems.append(f"{where}: {option}:{part} is no choice of it in {lang}")
    assert problems == [], "\n".join(problems)
    assert quoted >= 4 * 40


async def test_the_help_names_every_subcommand_in_every_language(tmp_path: Path):
    """``/game help`` lists the commands by what they are for (the platform's page, then each room's own
    line); a subcommand added without a line there (the hints and reviews once were) is a command players
    never learn of."""
    payloads = await translated_payloads(tmp_path)
    h = await Harness.create(tmp_path / "rooms", games=rules.GAMES)
    try:
        room_lines = [room.HELP for room in h.bot.rooms if room.HELP]
    finally:
        await h.close()
    for lang in ("en", "de", "es", "it"):
        listed: dict[str, set[str]] = {}
        for group, names in re.findall(r"`/([-\w]+) ([^`]+)`", "\n".join(
                help_text(lang, page, room_lines) for page in ("commands", "more"))):
            listed.setdefault(group, set()).update(name.strip() for name in names.split("·"))
        for payload in payloads:
            group = localised(payload, lang)
            subcommands = {localised(option, lang) for option in payload["options"]}
            assert subcommands - listed.get(group, set()) == set(), (lang, group)
            assert listed.get(group, set()) - subcommands == set(), (lang, group)
