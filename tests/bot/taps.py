"""Counting what a player taps: whole games through "Take your turn" and the panel's buttons, turn by turn.

:func:`play_counting_taps` plays a started game as :func:`harness.play_turns` does (random answers among
those offered, never Back, never Undo) and records, for every turn a player took (one press of "Take your
turn" and the panel presses that follow it), how many taps it cost, how many of its panels asked for a
confirmation (a "Confirm…" button, issue 27) and how many showed a forced decision as its one button.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass, field

from harness import DECISION_FOR_YOU, Harness, _next_player, labels_of, latest_board

CONFIRM_LABEL_STARTS = tuple(labels_of("bot-panel-confirm"))
BACK_LABELS = labels_of("bot-panel-back")
MORE_LABELS = labels_of("bot-panel-more-before") | labels_of("bot-panel-more-after")


@dataclass
class TurnTaps:
    taps: int = 0
    confirms: int = 0
    forced: int = 0
    #: The panel's text of each confirmation shown (to check what it was for).
    confirm_texts: list[str] = field(default_factory=list)


@dataclass
class Taps:
    turns: list[TurnTaps]

    @property
    def confirms(self) -> int:
        return sum(turn.confirms for turn in self.turns)

    @property
    def forced(self) -> int:
        return sum(turn.forced for turn in self.turns)

    @property
    def median(self) -> float:
        return statistics.median(turn.taps for turn in self.turns)

    @property
    def most(self) -> int:
        return max(turn.taps for turn in self.turns)

    def summary(self) -> str:
        return (f"{len(self.turns)} turns, {self.confirms} confirm screens, {self.forced} forced one-button "
                f"panels, taps per turn median {self.median} max {self.most}")


def is_confirmation(button: dict) -> bool:
    return str(button.get("label", "")).startswith(CONFIRM_LABEL_STARTS)


async def play_counting_taps(h: Harness, db_id: int, rng: random.Random, *,
                             max_presses: int = 20_000) -> Taps:
    """Play a started game to its end through the buttons, counting each turn's taps (see the module)."""
    turns: list[TurnTaps] = []
    presses = 0
    while presses < max_presses:
        record = await h.bot.store.get_game(db_id)
        assert record is not None
        if record.status != "active":
            return Taps(turns)
        board = latest_board(h, db_id)
        assert board is not None
        player = _next_player(h, board)
        assert player is not None
        turn = TurnTaps()
        turns.append(turn)
        turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
        reply = await h.press(player, turn_id, message_id=board.message_id)
        turn.taps += 1
        presses += 1
        panels = [s for s in reply.ephemeral if any(c.startswith(("pn:", "ps:")) for c in s.custom_ids())]
        if not panels:
            other = next(s for s in reversed(h.channel_messages)
                         if s.kind == "create" and DECISION_FOR_YOU.search(s.content))
            player = _next_player(h, other) or player
            reply = await h.press(player, turn_id, message_id=board.message_id)
            panels = [s for s in reply.ephemeral if s.custom_ids()]
            assert panels
        panel = panels[-1]
        while presses < max_presses:
            current = h.messages[panel.message_id]
            if not current.custom_ids():
                break
            buttons = [b for b in current.buttons()
                       if not b.get("disabled") and not b["custom_id"].startswith("un:")]
            confirm = [b["custom_id"] for b in buttons if is_confirmation(b)]
            back = {b["custom_id"] for b in buttons if b.get("label") in BACK_LABELS}
            pages = [b["custom_id"] for b in buttons if b.get("label") in MORE_LABELS]
            # "Don't ask again" (``:na``) is the player's choice to stop the questions: never pressed here.
            answers = [b["custom_id"] for b in buttons
                       if b["custom_id"] not in back and b["custom_id"] not in pages
                       and not b["custom_id"].endswith(":na")]
            selects = current.selects()
            if confirm:
                turn.confirms += 1
                turn.confirm_texts.append(current.content)
                target = confirm[0]
            elif len(answers) == 1 and not selects and not pages and not back and answers[0].endswith(":ok"):
                turn.forced += 1
                target = answers[0]
            else:
                target = None
            if target is not None:
                choice_reply = await h.press(player, target, message_id=panel.message_id)
            elif selects and not answers and (not pages or rng.random() < 0.8):
                chosen = rng.choice(selects)
                value = rng.choice(chosen["options"])["value"]
                choice_reply = await h.select(player, chosen["custom_id"], [value],
                                              message_id=panel.message_id)
            elif answers:
                choice_reply = await h.press(player, rng.choice(answers), message_id=panel.message_id)
            elif pages:
                choice_reply = await h.press(player, rng.choice(pages), message_id=panel.message_id)
            else:
                raise AssertionError(f"a panel with nothing to press: {current.text()[:300]}")
            turn.taps += 1
            presses += 1
            refused = [s for s in choice_reply.ephemeral if s.message_id != panel.message_id]
            assert not refused, refused[-1].text()[:300]
    raise AssertionError(f"game {db_id}: no end after {max_presses} presses")
