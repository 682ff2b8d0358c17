"""Message layouts: panel buttons, selects and pages; lobbies within five rows; aligned score tables."""

from __future__ import annotations

import discord
import pytest
from harness import COMPONENTS_V2, discord_limit_violations, v2_violations
from menagerie import OPTIONS

import rules
from bot import cards, messages
from bot.panel import PanelStep
from rules.base import OptionSpec, ScoreRow, ScoreTable, Scoring


def payload(view: discord.ui.BaseView) -> dict:
    """The message a view makes (a card: with the Components V2 flag, as discord.py sends it)."""
    flags = COMPONENTS_V2 if view.has_components_v2() else 0
    return {"components": view.to_components(), "flags": flags}


def choose(count: int, path: tuple[int, ...] = (0,), back: bool = True) -> PanelStep:
    return PanelStep(
        "choose",
        path,
        (("Action", "Place"),),
        question="Space",
        options=tuple(f"Space {i}" for i in range(count)),
        can_go_back=back,
        back_path=(),
    )


def ids_and_labels(view: discord.ui.View) -> list[tuple[str, str]]:
    found = []
    for row in view.to_components():
        for item in row["components"]:
            found.append((item["custom_id"], item.get("label") or item.get("placeholder")))
    return found


def test_a_few_answers_are_buttons_with_back_in_the_last_row():
    view = messages.panel_view("en", 7, 3, choose(3))
    assert ids_and_labels(view) == [
        ("pn:7:3:0.0", "Space 0"),
        ("pn:7:3:0.1", "Space 1"),
        ("pn:7:3:0.2", "Space 2"),
        ("pn:7:3:", "Back"),
    ]
    assert discord_limit_violations(payload(view)) == []


def test_many_answers_become_selects_of_25_whose_values_are_answer_indices():
    view = messages.panel_view("en", 7, 3, choose(30))
    rows = view.to_components()
    selects = [row["components"][0] for row in rows if row["components"][0]["type"] == 3]
    assert [s["custom_id"] for s in selects] == ["ps:7:3:0:0", "ps:7:3:0:1"]
    assert [o["value"] for o in selects[1]["options"]] == [str(i) for i in range(25, 30)]
    assert discord_limit_violations(payload(view)) == []


def test_more_than_a_hundred_answers_are_paged():
    first = messages.panel_view("en", 7, 3, choose(130))
    labels = [label for _, label in ids_and_labels(first)]
    assert "More ▶" in labels and "◀ More" not in labels
    assert len(first.to_components()) == 5 and discord_limit_violations(payload(first)) == []
    second = messages.panel_view("en", 7, 3, choose(130), page=1)
    rows = second.to_components()
    values = [
        o["value"] for row in rows for item in row["components"] if item["type"] == 3 for o in item["options"]
    ]
    assert values == [str(i) for i in range(100, 130)]
    assert "◀ More" in [label for _, label in ids_and_labels(second)]


def test_a_forced_action_is_one_button_named_after_the_move():
    step = PanelStep("only", (0,), (("Draw", "From the deck"),), action="d")
    assert ids_and_labels(messages.panel_view("en", 2, 9, step)) == [("pn:2:9:0:ok", "From the deck")]
    assert "only move you can make" in messages.panel_text("en", None, step)
    assert "Undo" not in messages.panel_text("en", None, step)
    revealing = PanelStep("only", (0,), (("Draw", "From the deck"),), action="d", reveals=True)
    assert "Undo cannot take it back" in messages.panel_text("en", None, revealing)


@pytest.mark.parametrize("lang", ["en", "es", "de", "it"])
def test_a_revealing_choice_asks_with_confirm_dont_ask_again_and_back(lang):
    step = PanelStep("confirm", (1,), (("Draw", "From the deck"),), action="d", can_go_back=True,
                     back_path=(), reveals=True)
    found = ids_and_labels(messages.panel_view(lang, 2, 9, step))
    assert [custom_id for custom_id, _ in found] == ["pn:2:9:1:ok", "pn:2:9:1:na", "pn:2:9:"]
    assert found[1][1] == messages.t(lang, "bot-panel-never-ask")
    words = messages.panel_text(lang, None, step)
    assert messages.t(lang, "bot-panel-confirm-reveals-back") in words
    assert messages.t(lang, "bot-panel-confirm-never-hint") in words


def test_options_get_their_own_select_while_they_fit_four_rows():
    few = {name: OPTIONS[name] for name in ("length", "pairs", "table")}
    assert messages.option_layout(few) == (["length", "pairs", "table"], [])
    assert messages.option_layout(OPTIONS) == (["length", "table"], ["pairs", "open_display", "fast_start"])


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_every_registered_games_lobby_fits_discord(game_id):
    game = rules.GAMES[game_id]
    options = {name: spec.default for name, spec in game.options.items()}
    card = payload(cards.lobby_card("en", game, 12, options, [1, 2, 3], 1))
    assert discord_limit_violations(card) == [] and v2_violations(card, []) == []


def test_on_off_detection_and_values():
    switch = OptionSpec("Feats", (("off", "Off"), ("on", "On")), "off")
    assert messages.is_on_off(switch) and messages.enabled_value(switch) == "on"
    assert messages.disabled_value(switch) == "off"
    assert not messages.is_on_off(OPTIONS["table"])


def test_score_fields_rank_the_lowest_first_when_the_lowest_total_wins():
    table = ScoreTable(("Penalties",), (ScoreRow(0, "North player", (12,), 12),
                                        ScoreRow(1, "South player", (-3,), -3),
                                        ScoreRow(2, "East player", (7,), 7)))
    fields = messages.score_fields("en", table, Scoring(lower_wins=True))
    assert [name for name, _ in fields] == [
        "1. South player: -3 points", "2. East player: 7 points", "3. North player: 12 points"]


def test_score_fields_rank_parties_and_name_every_part():
    table = ScoreTable(
        ("Cards", "Pairs"),
        (ScoreRow(None, "Neutral", (7, 0), 7), ScoreRow(0, "North player", (12, 1), 13),
         ScoreRow(1, "South player", (6, 1), 7)),
    )
    fields = messages.score_fields("en", table)
    assert [name for name, _ in fields] == [
        "1. North player: 13 points", "2. Neutral: 7 points", "2. South player: 7 points"]
    assert fields[0][1] == "Cards **12** · Pairs **1**"
    # Phone-friendly: no fixed-width block that would scroll sideways.
    assert all("```" not in name + value for name, value in fields)
