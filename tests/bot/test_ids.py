"""Custom ids: what the bot builds parses back; anything else parses to None, never an exception."""

from __future__ import annotations

from harness import declared_id_formats
from hypothesis import given, settings
from hypothesis import strategies as st
from menagerie import GAME

from bot import ids
from bot.panel import BadPath, navigate, parse_path


def parse(custom_id: str) -> ids.ParsedId | None:
    """``ids.parse`` by the formats the rooms declare."""
    return ids.parse(custom_id, declared_id_formats())


def test_built_ids_parse_back_to_their_parts():
    assert parse(ids.take_turn(12, 7)) == ids.ParsedId("turn", 12, {"turn": "7"})
    assert parse(ids.panel_go(3, 9, "1.0.2", "ok")) == ids.ParsedId(
        "pn", 3, {"version": "9", "path": "1.0.2", "extra": "ok"}
    )
    assert parse(ids.panel_go(3, 9, "")).fields == {"version": "9", "path": ""}
    assert parse(ids.panel_select(3, 9, "4", 2)).fields == {"version": "9", "path": "4", "k": "2"}
    assert parse(ids.lobby_option(5, "open_display")).fields == {"option": "open_display"}
    assert parse(ids.lobby(5, "start")).fields == {"verb": "start"}
    assert parse(ids.abort(5)).kind == "ab" and parse(ids.show_hand(5)).kind == "hand"
    assert parse(ids.remove_computer(5)) == ids.ParsedId("lr", 5, {})
    assert parse(ids.remove_computer(5, pick=True)) == ids.ParsedId("lx", 5, {})
    assert parse("lx:5:-3001") is None  # the seat travels in the select's value, not in the id
    assert parse(ids.replay_goto(8, 340)) == ids.ParsedId("rt", 8, {"last": "340"})
    assert parse(ids.replay_jump(8)) == ids.ParsedId("rj", 8, {})
    assert parse(ids.replay_block(8)) == ids.ParsedId("rb", 8, {})
    assert parse(ids.tournament(4, "in")) == ids.ParsedId("tn", 4, {"verb": "in"})
    assert parse(ids.adjudicate(4, 2, 1, "w3")) == ids.ParsedId(
        "ta", 4, {"round": "2", "table": "1", "verdict": "w3"})
    assert parse("ta:4:2:1:w7") is None  # at most five seats
    assert parse(ids.season_join(900_000_000_000_000_001, "menagerie")) == ids.ParsedId(
        "sj", 900_000_000_000_000_001, {"game": "menagerie"})
    assert parse(ids.hint(6)) == ids.ParsedId("hn", 6, {})
    assert parse(ids.hint(6, in_dm=True)) == ids.ParsedId("hd", 6, {})
    assert parse("hn:6:1") is None
    assert parse(ids.mine_page(900_000_000_000_000_003, 4)) == ids.ParsedId(
        "mg", 900_000_000_000_000_003, {"page": "4"})


#: Each builder of ``bot/ids.py`` (for ids one module shows and another room answers), with sample values.
BUILT = {
    "take_turn": ids.take_turn(3, 7), "show_hand": ids.show_hand(3),
    "panel_go": ids.panel_go(3, 9, "1.0", "p2"),
    "panel_select": ids.panel_select(3, 9, "1", 0), "lobby": ids.lobby(3, "join"),
    "lobby_option": ids.lobby_option(3, "open_display"), "lobby_modules": ids.lobby_modules(3),
    "abort": ids.abort(3), "undo": ids.undo(3, 9), "table_rules": ids.table_rules(3),
    "no_more_reminders": ids.no_more_reminders(3, 1, 12),
    "timeout_choice": ids.timeout_choice(3, 1, 12, "s"),
    "rematch": ids.rematch(3), "log_older": ids.log_older(3, 40), "log_newer": ids.log_newer(3, 0),
    "shortcut": ids.shortcut(3, 9), "history_page": ids.history_page(3, 900_000_000_000_000_001, 2),
    "replay_step": ids.replay_step(3, 0), "replay_select": ids.replay_select(3),
    "replay_block": ids.replay_block(3), "replay_goto": ids.replay_goto(3, 80),
    "replay_jump": ids.replay_jump(3),
    "add_computer": ids.add_computer(3, pick=True), "remove_computer": ids.remove_computer(3),
    "privacy": ids.privacy(900_000_000_000_000_001, "ok", "s", "0123abcd"),
    "tournament": ids.tournament(4, "out"),
    "adjudicate": ids.adjudicate(4, 1, 2, "d"),
    "season_join": ids.season_join(900_000_000_000_000_001, "iwari"),
    "mine_page": ids.mine_page(900_000_000_000_000_001, 0), "hint": ids.hint(3, in_dm=True),
    "plan_go": ids.plan_go(3, 9, 2, "1.0", "ok", in_dm=True), "plan_select": ids.plan_select(3, 9, 0, "1", 2),
    "plan_control": ids.plan_control(3, 1, "strict"), "plan_open": ids.plan_open(3, in_dm=True),
}


def test_every_builder_makes_an_id_of_the_format_its_room_declares():
    """The builders are conveniences beside the rooms' declarations: each must make what the room that
    answers it parses, and this list must name every one."""
    shared = {"compile_format", "parse", "make"}
    builders = {name for name, value in vars(ids).items()
                if callable(value) and not isinstance(value, type) and not name.startswith("_")
                and getattr(value, "__module__", "") == "bot.ids" and name not in shared}
    assert builders == set(BUILT)
    assert [name for name, custom_id in BUILT.items() if parse(custom_id) is None] == []
    assert parse(ids.make("tn", 4, "in")) == ids.ParsedId("tn", 4, {"verb": "in"})


#: Every kind the rooms declare, whatever rooms there are.
KINDS = tuple(sorted(declared_id_formats()))
#: The kinds whose number is a Discord snowflake (a user's, a server's), not a game's.
SNOWFLAKE_KINDS = tuple(kind for kind in KINDS if declared_id_formats()[kind].pattern.startswith(
    f"{kind}:{ids.SNOWFLAKE}"))


def test_every_kind_names_a_bounded_number_first():
    """Each declared format starts with its kind and a number of at most 12 digits (a database id) or 20
    (a snowflake), so the property tests below bound it; the rooms declare the snowflakes they mean."""
    assert len(KINDS) >= 30 and set(SNOWFLAKE_KINDS) == {"pv", "sj", "mg"}
    for kind in KINDS:
        numbers = (f"{kind}:{ids.GAME}", f"{kind}:{ids.SNOWFLAKE}")
        assert declared_id_formats()[kind].pattern.startswith(numbers), kind


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=120))
def test_any_text_parses_to_a_known_id_or_none(text):
    parsed = parse(text)
    assert parsed is None or parsed.kind in KINDS


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(KINDS), st.text(alphabet=st.sampled_from("0123456789:-abcx٣ ."), max_size=40))
def test_text_behind_any_kind_parses_to_that_kind_with_a_game_id_or_none(kind, rest):
    """Forged ids that start like ours (a stale message, a client sending made-up ids) never raise and
    never name a negative or unbounded game."""
    parsed = parse(f"{kind}:{rest}")
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
