"""The bot's log (issue 29, logs a machine can read): ``BOARDGAME_LOG_FORMAT=json`` writes one JSON object per
line with the ids of the work under way; no line, in either format and at any level, carries a token or
hidden information.

The whole-game test plays one game of every title through the harness with the real handler
(``configure_logging`` at DEBUG, json, writing to a stream read here), rebuilds every state the game went
through from its action log, and looks in every line for what was hidden at the time: Iwari's hands and
deck order, Tiwanaku's hidden crops, Wayfinders' face-down islands.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import random
import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from harness import CHANNEL_ID, GUILD_ID, Harness, open_lobby, play_turns

from bot.logs import configure_logging, redacted, remove_logging
from core import logctx
from core.computers import is_computer
from rules import GAMES
from rules.tiwanaku.board import CROP_NAMES, cell_name

#: Shaped like a real bot token (never a real one).
TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GxYzAb.abcdefghijklmnopqrstuvwxyz0123456789AB"
OTHER_TOKEN = "ODc2NTQzMjEwOTg3NjU0MzIxMA.Gq1w2e.ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zz"
DB_URL = "postgresql://boardgames:s3cret-pass@db.example.org:5432/boardgames"
#: What a line carrying a view, a state or an announcement's payload would show.
STRUCTURE_MARKERS = ('"private"', "'private'", '"hand"', "'hand'", '"hands"', "'hands'", '"deck"', "'deck'",
                     '"crop"', "'crop'", '"cells"', "'cells'", '"face_up"', "'face_up'")


@pytest.fixture
def log_stream() -> Iterator[io.StringIO]:
    """The real handler at DEBUG in json, writing here; the logging configuration is put back after."""
    root = logging.getLogger()
    levels = {name: logging.getLogger(name).level for name in ("", "discord", "aiosqlite")}
    stream = io.StringIO()
    handler = configure_logging("DEBUG", "json", secrets=(TOKEN, "s3cret-pass"), stream=stream)
    try:
        yield stream
    finally:
        remove_logging(handler)
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)
        assert handler not in root.handlers


def json_lines(stream: io.StringIO) -> list[dict[str, Any]]:
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    for line in lines:
        assert {"time", "level", "logger", "message"} <= set(line)
        assert datetime.fromisoformat(line["time"]).utcoffset().total_seconds() == 0
    return lines


# --- the format, the configuration ----------------------------------------------------------------------
def test_every_format_hides_tokens_and_passwords_at_every_level():
    for log_format in ("text", "json"):
        stream = io.StringIO()
        handler = configure_logging("DEBUG", log_format, secrets=(TOKEN, "s3cret-pass"), stream=stream)
        levels = {name: logging.getLogger(name).level for name in ("discord", "aiosqlite")}
        try:
            ours = logging.getLogger("bot.test_logs")
            ours.debug("token %s in the arguments", TOKEN)
            ours.info(f"token {TOKEN} in the message, and another token-shaped one {OTHER_TOKEN}")
            ours.warning("database %s unreachable", DB_URL)
            ours.error("POST https://discord.com/api/v10/interactions/123/aW50ZXJhY3Rpb246MTIzNDU2Nzg5/callback")
            try:
                raise RuntimeError(f"login with {TOKEN} refused")
            except RuntimeError:
                ours.exception("login failed")
            logging.getLogger("discord.http").info("Authorization: Bot %s", TOKEN)
            logging.getLogger("discord.gateway").debug("a payload at DEBUG: %s", TOKEN)  # below its floor
        finally:
            remove_logging(handler)
            for name, level in levels.items():
                logging.getLogger(name).setLevel(level)
        out = stream.getvalue()
        assert TOKEN not in out and OTHER_TOKEN not in out and "s3cret-pass" not in out
        assert "aW50ZXJhY3Rpb246MTIzNDU2Nzg5" not in out
        assert "a payload at DEBUG" not in out
        assert out.count("***") >= 7, out
        assert "login failed" in out and "RuntimeError" in out and "Authorization: Bot ***" in out
        assert "postgresql://boardgames:***@db.example.org:5432/boardgames" in out
        if log_format == "json":
            lines = json_lines(stream)
            assert [line["level"] for line in lines] == ["DEBUG", "INFO", "WARNING", "ERROR", "ERROR", "INFO"]
            failed = next(line for line in lines if line["message"] == "login failed")
            assert "RuntimeError: login with *** refused" in failed["exception"]
            assert lines[-1]["logger"] == "discord.http"
        else:
            assert out.splitlines()[0].endswith("DEBUG   bot.test_logs: token *** in the arguments")


def test_redacted_leaves_ordinary_words_alone():
    line = "game 12: seat 1 acted (version 7); database sqlite:///data/boardgames.sqlite3 ready"
    assert redacted(line) == line


def test_configuring_again_replaces_the_handler_and_json_lines_carry_the_ids(log_stream: io.StringIO):
    root = logging.getLogger()
    ours = [handler for handler in root.handlers if type(handler).__name__ == "_Handler"]
    assert len(ours) == 1
    log = logging.getLogger("core.test")
    with logctx.scope(interaction=5, guild=GUILD_ID, channel=CHANNEL_ID, game=3):
        log.info("inside")
    log.info("outside")
    inside, outside = json_lines(log_stream)
    # The Discord ids as strings (a double would lose a snowflake's last digits), the database's as numbers.
    assert (inside["interaction"], inside["guild"], inside["channel"], inside["game"]) == (
        "5", str(GUILD_ID), str(CHANNEL_ID), 3)
    assert not {"interaction", "guild", "channel", "game", "shard"} & set(outside)


def test_a_guilds_shard_is_known_once_the_shard_count_is():
    try:
        logctx.set_shard_count(4)
        with logctx.scope(guild=GUILD_ID, channel=CHANNEL_ID):
            assert logctx.current()["shard"] == (GUILD_ID >> 22) % 4
        with logctx.scope(channel=CHANNEL_ID):  # a DM: shard 0
            assert logctx.current()["shard"] == 0
    finally:
        logctx.set_shard_count(None)
    with logctx.scope(guild=GUILD_ID):
        assert "shard" not in logctx.current()


async def test_a_task_started_for_one_game_never_carries_another_games_ids():
    seen: dict[str, dict[str, int]] = {}

    async def other_game() -> None:
        # A task created while game 1's interaction was answered, working on game 2.
        with logctx.game(2, guild=77, channel=78):
            seen["other"] = dict(logctx.current())
        seen["after"] = dict(logctx.current())

    async def computer_turn() -> None:
        with logctx.fresh(game=1):
            seen["computer"] = dict(logctx.current())

    with logctx.scope(interaction=9, guild=GUILD_ID, channel=CHANNEL_ID, game=1):
        with logctx.game(1):
            seen["same"] = dict(logctx.current())
        tasks = [asyncio.create_task(other_game()), asyncio.create_task(computer_turn())]
    await asyncio.gather(*tasks)
    assert seen["same"] == {"interaction": 9, "guild": GUILD_ID, "channel": CHANNEL_ID, "game": 1}
    assert seen["other"] == {"game": 2, "guild": 77, "channel": 78}
    assert seen["after"]["game"] == 1 and seen["after"]["interaction"] == 9
    assert seen["computer"] == {"game": 1}
    assert logctx.current() == {}


# --- whole games at DEBUG -------------------------------------------------------------------------------
def _forms(items: Any) -> set[str]:
    """How a sequence would look in a log line: JSON, a Python list or tuple, joined by commas or spaces."""
    items = list(items)
    words = [str(item) for item in items]
    return {json.dumps(items), repr(items), repr(tuple(items)), ", ".join(words), " ".join(words),
            ",".join(words)}


def hidden_in(game_id: str, states: list[Any]
              ) -> tuple[set[str], list[re.Pattern[str]], list[list[re.Pattern[str]]]]:
    """What was hidden in the game: strings no line may contain and patterns none may match, and for
    each state, patterns no line logged while it was the game's state may match (an island face down
    then, turned up later)."""
    strings: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    at_state: list[list[re.Pattern[str]]] = []
    for state in states:
        if game_id == "iwari":
            for hand in state.hands:
                if len(hand) >= 2:
                    strings |= _forms(hand)
            if len(state.deck) >= 3:
                strings |= _forms(state.deck[:3])
        elif game_id == "tiwanaku":
            strings |= _forms(state.crop)
            for cell, shown in enumerate(state.crop_shown):
                if not shown:
                    name = cell_name(cell, state.width)
                    patterns.append(re.compile(rf"\b{name}\b[^\n]*\b{CROP_NAMES[state.crop[cell]]}\b"))
                    patterns.append(re.compile(rf"\b{name}\b\W{{1,3}}{state.crop[cell]}\b"))
        elif game_id == "wayfinders":
            strings |= _forms(state.cells)
            at_state.append([re.compile(rf"\b{tile}\b")
                             for tile, up in zip(state.cells, state.face_up, strict=True) if not up])
    if game_id == "wayfinders":
        assert at_state[0], "the game should start with islands face down"
    return strings, list(dict.fromkeys(patterns)), at_state


def leaks(lines: list[dict[str, Any]], strings: set[str], patterns: list[re.Pattern[str]],
          at_state: list[list[re.Pattern[str]]] = ()) -> list[str]:
    """The lines (messages) showing something hidden, or a token. The state a line was logged in is the
    one the last "seat N acted" line before it (or it) committed."""
    found = []
    state = 0
    for line in lines:
        if re.match(r"game \d+: seat \d+ acted", line["message"]):
            state += 1
        said = "\n".join((json.dumps(line, ensure_ascii=False), line["message"], line.get("exception", "")))
        now = at_state[min(state, len(at_state) - 1)] if at_state else []
        if any(marker in said for marker in STRUCTURE_MARKERS) or any(s in said for s in strings) \
                or any(p.search(said) for p in [*patterns, *now]) or TOKEN in said:
            found.append(line["message"][:200])
    return found


#: One short game per title: one human and computers where that keeps it short.
WHOLE_GAMES = [
    pytest.param("iwari", {}, ("easy", "medium"), 11, id="iwari"),
    pytest.param("tiwanaku", {"size": "short"}, ("easy",), 3, id="tiwanaku"),
    pytest.param("wayfinders", {"exploration": "on"}, ("hard", "hard"), 3, id="wayfinders"),
]


@pytest.mark.parametrize("game_id, options, computers, seed", WHOLE_GAMES)
async def test_a_whole_game_at_debug_logs_ids_and_nothing_hidden(tmp_path: Path, log_stream: io.StringIO,
                                                                 game_id: str, options: dict[str, str],
                                                                 computers: tuple[str, ...], seed: int):
    h = await Harness.create(tmp_path, games=[game_id])
    h.bot.computers.budget_ms = 5
    try:
        human = h.user("ana")
        db_id = await open_lobby(h, game_id, [human], options)
        for level in computers:
            reply = await h.press(human, f"lc:{db_id}")
            menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
            await h.select(human, f"lk:{db_id}", [level], message_id=menu.message_id)
        h.bot.new_seed = lambda: seed
        await h.press(human, f"lb:{db_id}:start")
        await play_turns(h, db_id, random.Random(seed))
        await h.bot.computers.idle()
        record = await h.bot.store.get_game(db_id)
        assert record.status == "finished"
        users = await h.bot.store.seats(db_id)
        game = GAMES[game_id]
        state = game.setup(len(users), record.options, record.seed)
        states = [state]
        for entry in await h.bot.store.actions(db_id):
            state = game.apply(state, game.decode(entry.action))
            states.append(state)
        assert game.is_over(state)
        strings, patterns, at_state = hidden_in(game_id, states)
        lines = json_lines(log_stream)
        assert leaks(lines, strings, patterns, at_state) == []
        interactions = {str(interaction): user for user, interaction, _ in h._tokens.values()}
        assert not any(token in log_stream.getvalue() for token in h._tokens)
        # Every line about a game carries its id (and this game's lines its guild and channel); the lines
        # logged while answering a press carry its interaction, whose user made the move.
        about = [(line, int(match.group(1))) for line in lines
                 if (match := re.match(r"game (\d+)\b", line["message"]))]
        assert about and all(line.get("game") == said for line, said in about)
        for line, _ in about:
            assert line.get("guild") == str(GUILD_ID) and line.get("channel") == str(CHANNEL_ID), line
        answering = [line for line in lines if line["message"].endswith(" pressed")
                     or line["message"].startswith("application_command of /")]
        assert len({line["interaction"] for line in answering}) > 10
        assert all(interactions[line["interaction"]] == human.id for line in answering)
        acted = [(line, int(re.search(r"seat (\d+) acted", line["message"]).group(1)))
                 for line, _ in about if " acted " in line["message"]]
        assert len(acted) == len(states) - 1
        for line, seat in acted:
            if is_computer(users[seat]):
                assert "interaction" not in line, line  # a computer's own task, not the press before it
            else:
                assert interactions[line["interaction"]] == human.id, line
        # The detector finds what it looks for: a line with a mid-game state or view, through the same
        # handler, is caught.
        middle = states[len(states) // 2]
        logging.getLogger("bot.planted").debug("state %s view %s", game.dump(middle),
                                               game.view(middle, 0))
        planted = json_lines(log_stream)[len(lines):]
        assert len(planted) == 1 and leaks(planted, strings, patterns)
        if game_id == "wayfinders":  # an island face down at the start, named in a line logged then
            tile = next(tile for tile, up in zip(states[0].cells, states[0].face_up, strict=True) if not up)
            assert leaks([{"message": f"flying over {tile}"}], set(), [], at_state)
    finally:
        await h.close()
