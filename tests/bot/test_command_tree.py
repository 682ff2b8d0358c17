"""The command tree as Discord receives it at sync: every name, description and limit is valid."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from discord import app_commands
from discord.ext import commands
from discord_spec import route_of, violations
from harness import Harness, translated_command_payloads

import bot.commands
import i18n
import rules
from bot.app import GameBot

NAME_RE = re.compile(r"^[-_a-z0-9]{1,32}$")
#: ``/game``: playing and looking on.
GAME_EXPECTED = {
    "new",
    "queue",
    "join",
    "leave",
    "start",
    "play",
    "hand",
    "board",
    "describe",  # the board in words
    "catchup",  # what the others did since your last turn
    "status",
    "log",
    "rules",
    "abort",
    "settings",
    "undo",
    "list",
    "mine",
    "config",
    "privacy",  # what is stored about you, a copy, its deletion
    "help",
    "hint",  # the coach's top three choices for your decision
    "handover",  # hand your seat over to another member
    "plan",  # plan your next turn while another decides
}
#: ``/records``: the finished games, a command of their own since ``/game`` reached Discord's
#: 25 subcommands.
RECORDS_EXPECTED = {"stats", "leaderboard", "history", "export", "replay", "review", "tournament", "season"}
#: ``/table``: the table one plays at (your seat's time away, the table's vote to end a game), a command of
#: its own so that ``/game`` has room for planning and handing a seat over. (``/table`` and ``/records``
#: have room for a feature's subcommands: those are checked with the rest of the tree below.)
TABLE_EXPECTED = {"away", "back", "vote-end"}
#: Discord's limits: subcommands in a command, and a command's combined text (its names, descriptions and
#: choices', with its subcommands' and options') in any one language.
MAX_SUBCOMMANDS = 25
COMMAND_TEXT_LIMIT = 8000
#: The Discord locales the catalogs translate into (the English defaults are the rest).
LOCALES = ("es-ES", "es-419", "de", "it")


def check_option(option: dict, where: str) -> None:
    assert NAME_RE.match(option["name"]), where
    assert 1 <= len(option["description"]) <= 100, where
    assert len(option.get("options") or []) <= 25, where
    assert len(option.get("choices") or []) <= 25, where
    for choice in option.get("choices") or []:
        assert 1 <= len(choice["name"]) <= 100 and len(str(choice["value"])) <= 100, where
    assert not (option.get("autocomplete") and option.get("choices")), where
    required_seen_optional = False
    for child in option.get("options") or []:
        if child.get("type") not in (1, 2):
            if not child.get("required", False):
                required_seen_optional = True
            else:
                assert not required_seen_optional, f"{where}: required option after an optional one"
        check_option(child, f"{where} {child['name']}")


def command_text(payload: dict, locale: str | None = None) -> int:
    """A command's text as Discord counts it against :data:`COMMAND_TEXT_LIMIT`, in one locale (None: the
    English defaults): the names and descriptions of the command, its subcommands and their options, and
    the names and values of their choices, each localised where a localisation exists."""
    def local(item: dict, key: str) -> str:
        localised = (item.get(f"{key}_localizations") or {}).get(locale) if locale else None
        return localised or item.get(key) or ""

    total = len(local(payload, "name")) + len(local(payload, "description"))
    for choice in payload.get("choices") or []:
        total += len(local(choice, "name")) + len(str(choice["value"]))
    return total + sum(command_text(option, locale) for option in payload.get("options") or [])


async def test_the_synced_command_tree_is_valid_for_discord(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        payloads = [command.to_dict(h.bot.tree) for command in h.bot.tree.get_commands()]
    finally:
        await h.close()
    # In the order of their first rooms (the lobby's /game, the clocks' /table, the history's /records),
    # then any a feature's own room makes.
    assert [p["name"] for p in payloads][:3] == ["game", "table", "records"]
    game, table, records = payloads[:3]
    for command in payloads:
        # Server channels, and DMs with the bot for the commands about oneself (/game mine, away, settings;
        # /records of one's own games).
        assert sorted(command["contexts"]) == [0, 1] and command["integration_types"] == [0]
        check_option(command, f"/{command['name']}")
        assert len(command["options"]) <= MAX_SUBCOMMANDS
        assert all(sub["type"] == 1 for sub in command["options"])
    assert len(payloads) <= 100
    assert {sub["name"] for sub in game["options"]} == GAME_EXPECTED
    # /game is full; /records and /table keep theirs, and a feature's room may add its own there.
    assert RECORDS_EXPECTED <= {sub["name"] for sub in records["options"]}
    assert TABLE_EXPECTED <= {sub["name"] for sub in table["options"]}
    new = next(sub for sub in game["options"] if sub["name"] == "new")
    assert {c["value"] for c in new["options"][0]["choices"]} == set(rules.GAMES)
    play = next(sub for sub in game["options"] if sub["name"] == "play")
    assert play["options"][0]["autocomplete"] is True
    stats = next(sub for sub in records["options"] if sub["name"] == "stats")
    assert [option["name"] for option in stats["options"]] == ["user", "game"]
    assert {c["value"] for c in stats["options"][1]["choices"]} == set(rules.GAMES)
    describe = next(sub for sub in game["options"] if sub["name"] == "describe")
    assert not describe.get("options")  # the channel's game, nothing to choose


async def test_the_bulk_overwrite_is_one_discords_specification_accepts_within_its_limits(tmp_path: Path):
    """What ``tree.sync()`` sends (PUT /applications/{id}/commands, every command translated) matches
    Discord's published schema, and each command's text in each language is within Discord's limit."""
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        synced = await h.bot.tree.sync()
    finally:
        await h.close()
    [(method, path, body)] = [entry for entry in h.http_log if entry[1].endswith("/commands")]
    assert method == "PUT" and route_of(path) == "/applications/{application_id}/commands"
    assert violations(method, path, body) == []
    assert [command["name"] for command in body] == [command.name for command in synced]
    assert [command["name"] for command in body][:3] == ["game", "table", "records"]
    for command in body:
        for locale in (None, *LOCALES):
            assert command_text(command, locale) < COMMAND_TEXT_LIMIT, (command["name"], locale)
    # The measure counts what it should: the translations are in it, and the biggest command is far
    # from nothing (a measure reading nothing would pass every limit).
    assert command_text(body[0], "de") != command_text(body[0])
    assert command_text(body[0]) > 2000 and command_text(body[2]) > 300
    # The validator refuses what Discord refuses: a 26th subcommand.
    crowded = {**body[0], "options": body[0]["options"] * 2}
    assert violations(method, path, [crowded])


async def synced_body(folder: Path) -> tuple[str, GameBot]:
    """The bulk overwrite a new bot offering every registered game sends (as JSON), and the bot."""
    folder.mkdir()
    h = await Harness.create(folder, games=rules.GAMES)
    try:
        await h.bot.tree.sync()
    finally:
        await h.close()
    [(_, _, body)] = [entry for entry in h.http_log if entry[1].endswith("/commands")]
    return json.dumps(body, ensure_ascii=False), h.bot


def reached_bots(function: Any) -> set[int]:
    """The bots a command's callback (or an option's autocomplete) reaches through its closure: the bot
    itself, or the room it belongs to."""
    found = set()
    for cell in function.__closure__ or ():
        value = cell.cell_contents
        value = getattr(value, "bot", value)
        if isinstance(value, GameBot):
            found.add(id(value))
    return found


async def test_a_bot_built_after_another_in_the_same_process_syncs_the_same_commands(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """What the first bot of a process makes once and the next ones reuse (the commands' strings, their
    callbacks' signatures) changes nothing Discord receives: discord.py reading each callback afresh, a bot
    made with nothing reused yet and one reusing it all send the same bytes; and each bot's commands and
    autocompletes are its own."""
    bot.commands._command_string.cache_clear()
    bot.commands._SIGNATURES.clear()
    with monkeypatch.context() as patch:
        patch.setattr(bot.commands, "presigned", lambda callback: callback)  # discord.py's own reading
        plain, _ = await synced_body(tmp_path / "plain")
    bot.commands._command_string.cache_clear()
    first, first_bot = await synced_body(tmp_path / "first")
    second, second_bot = await synced_body(tmp_path / "second")
    assert len(plain) > 10_000 and first == plain and second == plain
    autocompletes: list[list[Any]] = []
    for built in (first_bot, second_bot):
        autocompletes.append([])
        for command in built.tree.walk_commands():
            if isinstance(command, app_commands.Command):
                assert reached_bots(command.callback) == {id(built)}, command.qualified_name
                for parameter in command._params.values():
                    if parameter.autocomplete is not None:
                        autocompletes[-1].append(parameter.autocomplete)
                        assert reached_bots(parameter.autocomplete) <= {id(built)}, command.qualified_name
        # /game play's moves are the bot's own games' (a time zone's names are anyone's).
        assert any(reached_bots(function) == {id(built)} for function in autocompletes[-1])
    first_own, second_own = ({id(function) for function in made} for made in autocompletes)
    assert len(first_own) >= 2 and not first_own & second_own


def test_the_bot_overrides_only_the_client_hooks_it_means_to():
    # A handler named like a Client method (start, run, login …) would silently break the bot's start-up.
    shadowed = {name for name in vars(GameBot) if not name.startswith("__")} & set(dir(commands.Bot))
    assert shadowed == {"setup_hook", "close"}


async def test_every_registered_games_rules_fit_discord_messages(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        reader = h.user("reader")
        for game_id in rules.GAMES:
            reply = await h.slash(reader, "game rules", game=game_id)
            shown = "\n".join(s.text() for s in reply.ephemeral)
            assert reply.ephemeral and h.violations == [], (game_id, h.violations[:3])
            first_words = i18n.rules_text("en", game_id).split()[:3]
            assert all(word.lstrip("#") in shown for word in first_words if word.lstrip("#")), game_id
    finally:
        await h.close()


def options_of(payload: dict, where: str = ""):
    """Every option below a command payload, with its path."""
    for option in payload.get("options") or []:
        path = f"{where} {option['name']}".strip()
        yield path, option
        yield from options_of(option, path)


#: Discord's option type for a boolean.
BOOLEAN = 5


async def test_no_option_is_a_boolean_each_yes_or_no_is_a_choice_in_the_readers_language(tmp_path: Path):
    """Issue 28: a boolean option is quoted "True"/"False" in every language ("recordatorios:False" in a
    Spanish DM); every yes-or-no option is a string option with two localised choices instead."""
    payloads = await translated_command_payloads(tmp_path)
    options = {f"/{payload['name']} {path}": option
               for payload in payloads for path, option in options_of(payload)}
    assert [path for path, option in options.items() if option["type"] == BOOLEAN] == []
    yes_or_no = {path: option for path, option in options.items()
                 if [choice["value"] for choice in option.get("choices") or []] == ["yes", "no"]}
    assert set(yes_or_no) == {"/game new thread", "/game settings reminders", "/game config channel_mentions",
                              "/game config threads", "/game config queue_here", "/game config web_pages",
                              "/records replay step", "/game mine web"}
    for option in yes_or_no.values():
        assert option["type"] == 3  # a string
        yes, no = option["choices"]
        assert (yes["name"], no["name"]) == ("Yes", "No")
        assert yes["name_localizations"] == {"es-ES": "Sí", "es-419": "Sí", "de": "Ja", "it": "Sì"}
        assert no["name_localizations"] == {"es-ES": "No", "es-419": "No", "de": "Nein", "it": "No"}
