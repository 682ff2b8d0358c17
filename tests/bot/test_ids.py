"""Custom ids: what the bot builds parses back; anything else parses to None, never an exception."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from menagerie import GAME

from bot import ids
from bot.panel import BadPath, navigate, parse_path


def test_built_ids_parse_back_to_their_parts():
    assert ids.parse(ids.take_turn(12, 7)) == ids.ParsedId("turn", 12, {"turn": "7"})
    assert ids.parse(ids.panel_go(3, 9, "1.0.2", "ok")) == ids.ParsedId(
        "pn", 3, {"version": "9", "path": "1.0.2", "extra": "ok"}
    )
    assert ids.parse(ids.panel_go(3, 9, "")).fields == {"version": "9", "path": ""}
    assert ids.parse(ids.panel_select(3, 9, "4", 2)).fields == {"version": "9", "path": "4", "k": "2"}
    assert ids.parse(ids.lobby_option(5, "open_display")).fields == {"option": "open_display"}
    assert ids.parse(ids.lobby(5, "start")).fields == {"verb": "start"}
    assert ids.parse(ids.abort(5)).kind == "ab" and ids.parse(ids.show_hand(5)).kind == "hand"
    assert ids.parse(ids.remove_computer(5)) == ids.ParsedId("lr", 5, {})
    assert ids.parse(ids.remove_computer(5, pick=True)) == ids.ParsedId("lx", 5, {})
    assert ids.parse("lx:5:-3001") is None  # the seat travels in the select's value, not in the id
    assert ids.parse(ids.replay_goto(8, 340)) == ids.ParsedId("rt", 8, {"last": "340"})
    assert ids.parse(ids.replay_jump(8)) == ids.ParsedId("rj", 8, {})
    assert ids.parse(ids.replay_block(8)) == ids.ParsedId("rb", 8, {})
    assert ids.parse(ids.tournament(4, "in")) == ids.ParsedId("tn", 4, {"verb": "in"})
    assert ids.parse(ids.adjudicate(4, 2, 1, "w3")) == ids.ParsedId(
        "ta", 4, {"round": "2", "table": "1", "verdict": "w3"})
    assert ids.parse("ta:4:2:1:w7") is None  # at most five seats
    assert ids.parse(ids.season_join(900_000_000_000_000_001, "menagerie")) == ids.ParsedId(
        "sj", 900_000_000_000_000_001, {"game": "menagerie"})
    assert ids.parse(ids.hint(6)) == ids.ParsedId("hn", 6, {})
    assert ids.parse(ids.hint(6, in_dm=True)) == ids.ParsedId("hd", 6, {})
    assert ids.parse("hn:6:1") is None
    assert ids.parse(ids.mine_page(900_000_000_000_000_003, 4)) == ids.ParsedId(
        "mg", 900_000_000_000_000_003, {"page": "4"})


KINDS = ("turn", "hand", "pn", "ps", "lb", "lo", "lm", "ab", "un", "lt", "rm", "to", "rg", "lg", "fs", "hy",
         "rp", "rq", "rb", "rt", "rj", "lc", "lk", "lr", "lx", "pv", "tn", "ta", "sj", "hn", "hd",
         "mg", "pl", "pq", "px", "po", "dl", "dq", "dx", "do")
#: The kinds whose number is a Discord snowflake (a user's, a server's), not a game's.
SNOWFLAKE_KINDS = ("pv", "sj", "mg")


def test_the_property_tests_cover_every_kind_of_id():
    assert set(KINDS) == set(ids._PATTERNS)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=120))
def test_any_text_parses_to_a_known_id_or_none(text):
    parsed = ids.parse(text)
    assert parsed is None or parsed.kind in KINDS


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(KINDS), st.text(alphabet=st.sampled_from("0123456789:-abcx٣ ."), max_size=40))
def test_text_behind_any_kind_parses_to_that_kind_with_a_game_id_or_none(kind, rest):
    """Forged ids that start like ours (a stale message, a client sending made-up ids) never raise and
    never name a negative or unbounded game."""
    parsed = ids.parse(f"{kind}:{rest}")
    bound = 10 ** 20 if kind in SNOWFLAKE_KINDS else 10 ** 12
    assert parsed is None or (parsed.kind == kind and 0 <= parsed.game_id < bound
                              and all(isinstance(v, str) for v in parsed.fields.values()))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=30), max_size=6), st.booleans(), st.integers(0, 50))
def test_any_menu_position_is_a_step_or_a_polite_refusal(path, confirmed, seed):
    state = GAME.setup(2, {}, seed)
    try:
        step = navigate(GAME, state, tuple(path), confirmed=confirmed)
    except BadPath:
        return
    assert step.kind in ("choose", "confirm", "apply")
    if step.kind == "apply":
        assert step.action in GAME.legal_actions(state)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=90))
def test_any_path_text_parses_or_is_refused(text):
    try:
        path = parse_path(text)
    except BadPath:
        return
    assert all(0 <= index <= 999 for index in path)
