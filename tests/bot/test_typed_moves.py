"""``/game play move:`` typed (issue 27, point 6): the suggestions follow the turn panel's menu, first level
first, refined as the player types (words in any order, case and accents ignored, in the reader's
language), each one whole; a whole move's suggestion plays it, a menu position's opens the panel there."""

from __future__ import annotations

import json
import random
import unicodedata
from pathlib import Path

import pytest
from harness import Harness, start_game

import rules
from bot.panel import MORE, SEPARATOR, fit_name, navigate
from bot.typed import parse_menu_value, suggestions
from i18n import text

pytestmark = pytest.mark.skipif(not {"iwari", "tiwanaku", "wayfinders"} <= set(rules.GAMES),
                                reason="the packaged games are not registered")

LOCALES = {"en-US": "en", "es-ES": "es", "de": "de", "it": "it"}
GAMES = ("iwari", "tiwanaku", "wayfinders")
#: What ends a shortened answer's kept words (see ``bot.panel._TRIM``).
WORD_END = " ·:,;-–—/(›"


async def current(h: Harness, db_id: int, game_id: str):
    record = await h.bot.store.get_game(db_id)
    game = h.bot.games[game_id]
    return record, game, game.load(json.loads(record.state))


def answers(lang: str, game, state, action) -> list[str]:
    return [" ".join(text(lang, answer).split()) for _, answer in game.choice_path(state, action)]


def check_whole_words(name: str, full: list[str], *, more: bool) -> None:
    """``name`` is ``full`` joined, or with earlier answers shortened at word ends (never the last)."""
    assert len(name) <= 100
    if more:
        assert name.endswith(SEPARATOR + MORE), name
        name = name[: -len(SEPARATOR + MORE)]
    parts = name.split(SEPARATOR)
    assert parts[-1] == full[-1], (name, full)  # the last answer always whole
    if len(parts) == len(full):
        for part, answer in zip(parts[:-1], full[:-1], strict=True):
            if part != answer:
                assert part.endswith(MORE), (part, answer)
                kept = part[: -len(MORE)]
                assert answer.startswith(kept) and answer[len(kept)] in WORD_END, (part, answer)
    else:
        assert parts[:-1] == [MORE], (name, full)  # the earlier answers left out altogether


def fold(words: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", words) if not unicodedata.combining(c))


async def mover_of(h: Harness, db_id: int, game_id: str, users):
    _, game, state = await current(h, db_id, game_id)
    return users[game.to_play(state)]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", GAMES)
async def test_suggestions_follow_the_menu_whole_and_in_the_readers_language(tmp_path: Path, game_id: str,
                                                                             locale: str):
    lang = LOCALES[locale]
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        users = [h.user("ana"), h.user("ben")]
        for user in users:
            h.set_locale(user, locale)
        db_id = await start_game(h, game_id, users, seed=5)
        mover = await mover_of(h, db_id, game_id, users)
        record, game, state = await current(h, db_id, game_id)
        legal = {game.encode(action): action for action in game.legal_actions(state)}
        first_level = []
        for action in legal.values():
            answer = answers(lang, game, state, action)[0]
            if answer not in first_level:
                first_level.append(answer)

        shown = await h.autocomplete(mover, "game play", "move", "")
        assert 0 < len(shown) <= 25
        # Every first-level answer is there, in the menu's order (Iwari's "Swap a card" too).
        firsts = [choice["name"].split(SEPARATOR)[0] for choice in shown]
        assert [answer for answer in first_level if answer in firsts] == first_level
        assert sorted(set(firsts), key=firsts.index) == first_level
        for choice in shown:
            value = choice["value"]
            if value.startswith("menu:"):
                continue
            action = legal[value]  # a whole suggestion is a legal move's code
            check_whole_words(choice["name"], answers(lang, game, state, action), more=False)
            assert choice["name"] == fit_name(answers(lang, game, state, action))

        # The last first-level answer, typed in capitals without accents, its words backwards: the
        # suggestions are its continuations only, every one whole.
        last = first_level[-1]
        typed = " ".join(reversed(fold(last).upper().split()))
        refined = await h.autocomplete(mover, "game play", "move", typed)
        assert refined and all(choice["name"].startswith(last) for choice in refined), (typed, refined)
        under = [code for code, action in legal.items() if answers(lang, game, state, action)[0] == last]
        whole = [choice for choice in refined if not choice["value"].startswith("menu:")]
        if len(under) <= 25:
            assert sorted(choice["value"] for choice in refined) == sorted(under)
        for choice in whole:
            check_whole_words(choice["name"], answers(lang, game, state, legal[choice["value"]]), more=False)

        # A menu position opens the panel there, privately; nothing is played.
        menus = [choice for choice in shown if choice["value"].startswith("menu:")]
        if game_id == "iwari":
            assert menus  # Iwari's first moves need more than one level here
        for choice in menus[:1]:
            check_whole_words(choice["name"], choice["name"][: -len(SEPARATOR + MORE)].split(SEPARATOR),
                              more=True)
            reply = await h.slash(mover, "game play", move=choice["value"])
            panel = reply.ephemeral[-1]
            assert any(c.startswith((f"pn:{db_id}:", f"ps:{db_id}:")) for c in panel.custom_ids())
            assert await h.bot.store.actions(db_id) == []
            # Its continuations are the panel's choices: pick the first through it.
            opened = choice["name"][: -len(SEPARATOR + MORE)]
            deeper = await h.autocomplete(mover, "game play", "move", opened)
            assert deeper
            for c in deeper:
                if c["value"].startswith("menu:"):
                    assert c["value"].startswith(choice["value"] + ".")
                else:
                    level = answers(lang, game, state, legal[c["value"]])
                    assert level[: len(opened.split(SEPARATOR))] == opened.split(SEPARATOR)
                    check_whole_words(c["name"], level, more=False)

        # A whole suggestion plays its move, answered in the player's language.
        pick = (whole or [c for c in shown if not c["value"].startswith("menu:")])[0]
        reply = await h.slash(mover, "game play", move=pick["value"])
        assert reply.ephemeral[0].content.startswith("✓ ")
        assert text(lang, game.describe(state, legal[pick["value"]])) in reply.ephemeral[0].content
        assert (await h.bot.store.actions(db_id))[-1].action == pick["value"]
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


@pytest.mark.parametrize("locale", LOCALES)
async def test_iwaris_swap_a_card_is_reachable_and_played_by_typing(tmp_path: Path, locale: str):
    lang = LOCALES[locale]
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        users = [h.user("ana"), h.user("ben"), h.user("cy")]
        for user in users:
            h.set_locale(user, locale)
        db_id = await start_game(h, "iwari", users, seed=3)
        mover = await mover_of(h, db_id, "iwari", users)
        _, game, state = await current(h, db_id, "iwari")
        swaps = [a for a in game.legal_actions(state) if game.encode(a).startswith("s:")]
        assert swaps
        swap = answers(lang, game, state, swaps[0])[0]
        shown = await h.autocomplete(mover, "game play", "move", "")
        assert swap in {c["name"].split(SEPARATOR)[0] for c in shown}
        # Half its first word is enough to list every card that can be swapped.
        typed = fold(swap.split()[0][:3]).lower()
        found = await h.autocomplete(mover, "game play", "move", typed)
        codes = {c["value"] for c in found}
        assert {game.encode(a) for a in swaps} <= codes, (typed, found)
        # Typed in full without picking a suggestion: the words name one move, which is played.
        words = fit_name(answers(lang, game, state, swaps[-1]))
        reply = await h.slash(mover, "game play", move=words)
        assert reply.ephemeral[0].content.startswith("✓ "), reply.text()
        assert (await h.bot.store.actions(db_id))[-1].action == game.encode(swaps[-1])
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


async def test_words_naming_nothing_or_a_stale_menu_position_play_nothing(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        users = [h.user("ana"), h.user("ben")]
        db_id = await start_game(h, "iwari", users, seed=5)
        mover = await mover_of(h, db_id, "iwari", users)
        assert await h.autocomplete(mover, "game play", "move", "zebra quartz") == []
        reply = await h.slash(mover, "game play", move="zebra quartz")
        assert "Pick a move from the list" in reply.ephemeral[0].content
        shown = await h.autocomplete(mover, "game play", "move", "")
        menu = next(c["value"] for c in shown if c["value"].startswith("menu:"))
        version = (await h.bot.store.get_game(db_id)).version
        # A forged position off the menu is refused.
        reply = await h.slash(mover, "game play", move=f"menu:{version}:99.99")
        assert "not on the menu" in reply.ephemeral[0].content
        # A move, then the suggestion of before it: the panel opens at the top, saying why.
        deeper = await h.autocomplete(mover, "game play", "move", shown[0]["name"][: -len(SEPARATOR + MORE)])
        full = next(c["value"] for c in deeper if not c["value"].startswith("menu:"))
        await h.slash(mover, "game play", move=full)
        mover = await mover_of(h, db_id, "iwari", users)
        assert (await h.bot.store.get_game(db_id)).version != version
        before = len(await h.bot.store.actions(db_id))
        reply = await h.slash(mover, "game play", move=menu)
        assert "moved on since" in reply.ephemeral[-1].content
        assert any(c.startswith((f"pn:{db_id}:", f"ps:{db_id}:")) for c in reply.ephemeral[-1].custom_ids())
        assert len(await h.bot.store.actions(db_id)) == before
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


@pytest.mark.parametrize("game_id", GAMES)
def test_along_whole_games_every_suggestion_is_whole_and_leads_where_it_says(game_id: str):
    """Random games of each title, every language, at every decision: with nothing typed, with each
    first-level answer's first word, and with a word of a deep answer, every suggestion fits Discord and is
    whole words; a whole one is a legal move named by its own answers, a menu position one the panel opens
    with a question whose answers continue it."""
    game = rules.GAMES[game_id]
    rng = random.Random(7)
    checked = 0
    for players in sorted({game.min_players, min(game.max_players, 4)}):
        state = game.setup(players, {}, rng.randrange(1000))
        for step in range(200):
            if game.is_over(state):
                break
            legal = {game.encode(action): action for action in game.legal_actions(state)}
            lang = ("en", "es", "de", "it")[step % 4]
            deep = answers(lang, game, state, rng.choice(list(legal.values())))
            firsts = {answers(lang, game, state, action)[0].split()[0] for action in legal.values()}
            for typed in ("", *sorted(firsts), deep[-1].split()[-1]):
                shown = suggestions(lang, game, state, 9, typed)
                assert len(shown) <= 25
                if typed == "":
                    assert shown
                for name, value in shown:
                    assert 1 <= len(name) <= 100 and 1 <= len(value) <= 100
                    position = parse_menu_value(value)
                    if position is None:
                        check_whole_words(name, answers(lang, game, state, legal[value]), more=False)
                    else:
                        assert position[0] == 9
                        panel = navigate(game, state, position[1])
                        assert panel.kind == "choose" and len(panel.options) > 1
                        said = [" ".join(text(lang, answer).split()) for _, answer in panel.answered]
                        check_whole_words(name, said, more=True)
                    checked += 1
            state = game.apply(state, rng.choice(list(legal.values())))
    assert checked > 1000
