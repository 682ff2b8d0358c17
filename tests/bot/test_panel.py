"""The generic turn panel: forced steps are skipped, Back undoes the last real choice, only revealing choices
ask, a forced action is its one button."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from menagerie import GAME, Draw, Pass, Play

from bot.panel import BadPath, action_label, fit_name, format_path, navigate, parse_path


@dataclass
class FakeGame:
    """Just the protocol methods the panel reads, with hand-written paths (and, as a game object that
    declares no hidden information answers, nothing revealed)."""

    paths: dict[str, tuple[tuple[str, str], ...]]

    def legal_actions(self, state):
        return list(self.paths)

    def choice_path(self, state, action):
        return self.paths[action]

    def reveals(self, state, action):
        return False


def test_the_root_offers_the_first_question_with_distinct_answers():
    state = GAME.setup(2, {}, 1)
    step = navigate(GAME, state, ())
    assert step.kind == "choose" and step.question == "Action"
    assert step.options == ("Play a card", "Pass")


def test_a_complete_choice_applies_the_action():
    state = GAME.setup(2, {}, 1)
    step = navigate(GAME, state, (0, 1))
    assert step.kind == "apply" and step.action == Play(state.hands[0][1])
    assert navigate(GAME, state, (1,)).action == Pass()


def test_single_answer_steps_are_taken_automatically_and_skipped_by_back():
    game = FakeGame(
        {
            "a": (("Action", "Place"), ("Where", "Hill"), ("Pieces", "Tent")),
            "b": (("Action", "Place"), ("Where", "Hill"), ("Pieces", "Totem")),
            "c": (("Action", "Swap"),),
        }
    )
    step = navigate(game, None, (0,))
    assert step.kind == "choose" and step.question == "Pieces" and step.path == (0, 0)
    assert step.answered == (("Action", "Place"), ("Where", "Hill"))
    assert step.back_path == ()


def test_a_single_forced_action_is_shown_as_the_one_move_not_a_question():
    game = FakeGame({"only": (("Draw", "From the deck"),)})
    step = navigate(game, None, ())
    assert step.kind == "only" and step.action == "only" and not step.can_go_back
    assert navigate(game, None, (), confirmed=True).kind == "apply"


@dataclass
class RevealingGame(FakeGame):
    """A fake game whose listed actions show hidden information."""

    revealing: frozenset[str] = frozenset()

    def reveals(self, state, action):
        return action in self.revealing


def test_a_chosen_action_is_applied_on_the_tap_unless_it_reveals():
    game = RevealingGame({"display": (("Draw", "Tundra"),), "deck": (("Draw", "From the deck"),)},
                         revealing=frozenset({"deck"}))
    assert navigate(game, None, (0,)).kind == "apply"
    step = navigate(game, None, (1,))
    assert step.kind == "confirm" and step.reveals and step.can_go_back and step.back_path == ()
    assert navigate(game, None, (1,), confirmed=True).kind == "apply"


def test_a_forced_revealing_action_is_the_one_move_too_and_says_it_reveals():
    game = RevealingGame({"deck": (("Draw", "From the deck"),)}, revealing=frozenset({"deck"}))
    step = navigate(game, None, ())
    assert step.kind == "only" and step.reveals


def test_an_action_whose_path_ends_early_is_offered_as_finishing_here():
    game = FakeGame({"short": (("Action", "Place"),), "long": (("Action", "Place"), ("Extra", "Feat"))})
    step = navigate(game, None, (0,))
    assert step.kind == "choose" and len(step.options) == 2
    assert navigate(game, None, (0, 0)).action == "short"
    assert navigate(game, None, (0, 1)).action == "long"


@pytest.mark.parametrize("path", [(5,), (0, 99), (1, 0, 0)])
def test_positions_off_the_menu_are_refused(path):
    state = GAME.setup(2, {}, 1)
    with pytest.raises(BadPath):
        navigate(GAME, state, path)


@pytest.mark.parametrize("text", ["a", "1..2", "1.-2", "1234", "0." * 40])
def test_malformed_path_texts_are_refused(text):
    with pytest.raises(BadPath):
        parse_path(text)


def test_paths_round_trip_through_text():
    assert parse_path(format_path((3, 0, 12))) == (3, 0, 12)
    assert parse_path("") == ()


def test_every_legal_action_is_reachable_through_the_menu():
    state = GAME.apply(GAME.setup(3, {}, 4), Play(GAME.setup(3, {}, 4).hands[0][0]))
    reached = set()

    def walk(path):
        step = navigate(GAME, state, path, confirmed=True)
        if step.kind == "apply":
            reached.add(step.action)
            return
        for index in range(len(step.options)):
            walk((*step.path, index))

    walk(())
    assert reached == set(GAME.legal_actions(state))
    assert all(isinstance(action, Draw) for action in reached)


def test_action_labels_join_answers_and_fit_discord():
    state = GAME.setup(2, {}, 1)
    assert action_label("en", GAME, state, Pass()) == "Pass"
    assert action_label("en", GAME, state, Play(state.hands[0][0])) == f"Play a card › {state.hands[0][0]}"
    long_game = FakeGame({"x": tuple((f"Q{i}", "word " * 10) for i in range(5))})
    label = action_label("en", long_game, None, "x")
    # Too long for Discord: the earlier answers are shortened at word ends, the last one stays whole.
    assert 90 <= len(label) <= 100
    *earlier, last = label.split(" › ")
    assert last == " ".join(["word"] * 10)
    assert earlier and all(part == "…" or (part.endswith("…") and set(part[:-1].split(" ")) == {"word"})
                           for part in earlier), label
    assert fit_name(["A long first answer", "the last"], limit=20) == "A long… › the last"
    assert fit_name(["A long first answer", "the last"], limit=12) == "… › the last"
    assert fit_name(["Only one answer that is long"], limit=16) == "Only one answer…"
    assert fit_name(["Menu"], more=True) == "Menu › …"
