"""The command tree as Discord receives it at sync: every name, description and limit is valid."""

from __future__ import annotations

import re
from pathlib import Path

from discord.ext import commands
from harness import Harness

import i18n
import rules
from bot.app import GameBot

NAME_RE = re.compile(r"^[-_a-z0-9]{1,32}$")
EXPECTED = {
    "new",
    "join",
    "leave",
    "start",
    "play",
    "hand",
    "board",
    "status",
    "log",
    "rules",
    "abort",
    "settings",
    "undo",
    "away",
    "back",
    "vote-end",
    "list",
    "mine",
    "config",
    "help",
    "stats", "leaderboard", "history", "export", "replay",  # issue 14
}


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


async def test_the_synced_command_tree_is_valid_for_discord(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        payloads = [command.to_dict(h.bot.tree) for command in h.bot.tree.get_commands()]
    finally:
        await h.close()
    assert [p["name"] for p in payloads] == ["game"]
    game = payloads[0]
    # Server channels, and DMs with the bot for the commands about oneself (/game mine, away, settings).
    assert sorted(game["contexts"]) == [0, 1] and game["integration_types"] == [0]
    assert len(payloads) <= 100
    check_option(game, "/game")
    assert {sub["name"] for sub in game["options"]} == EXPECTED
    new = next(sub for sub in game["options"] if sub["name"] == "new")
    assert {c["value"] for c in new["options"][0]["choices"]} == set(rules.GAMES)
    play = next(sub for sub in game["options"] if sub["name"] == "play")
    assert play["options"][0]["autocomplete"] is True
    assert sum(len(str(p)) for p in payloads) < 8000  # Discord's limit on a command's total text


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
