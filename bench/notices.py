"""Taps, confirm screens and notices per turn (issue 27): whole seeded games of each title played through
the real bot as people play them, counting what it costs a player to take a turn and what the bot sends
them while they play.

It drives the real bot through the Discord test harness (``tests/bot/harness.py``: the real command tree,
component router and periodic work, a recording transport), as the ``burst`` section does. Every decision a
person takes goes through the turn panel: they press "Take your turn" on the game's newest card (or, when
the panel they have open already offers their next decision, they use it), then the panel's buttons and
selects, its page buttons when the answer they want is on a later page, and Confirm when the panel asks.
Each press or choice in a select is one tap. What a person wants to play is chosen by the computer
player's medium level from that person's own view (a sensible player who never peeks; ``rules.ai``), so
games run the way purposeful play runs them, and the bench walks the panel to that move by its labels
(``choice_path`` in the reader's language), never by the bot's internal menu positions.

Counted by what the harness records, not by the bot's internal names (so the figures stay comparable as the
bot changes): taps (presses and selects), confirm screens (a panel whose answer is a ``:ok`` button),
channel posts (new channel messages), channel edits (of channel messages, panels' private updates not
included), DMs (new direct messages) and pings (channel posts whose allowed mentions name the player).
Everything from the Start press to the final card counts: the first card, the turns, the result and its DMs.

Time between turns (the bot's clock is injected; each human decision after someone else's is taken after
the bot's periodic work ran at that moment):

- a game with more than one person: each person comes back ``ASYNC_GAP`` after their turn began (an
  asynchronous game, played over days; shorter than half the default 24 h clock, so no reminder is due);
- a game of one person (solo, or against computers): they play at one sitting, ``SITTING_GAP`` between
  their decisions.

Scenarios: each registered game at ``PLAYERS`` people (default three, or fewer if the game seats fewer),
solo when the game allows one player, and one person against two hard computers when it seats three
(computers decide with ``budget_ms`` of search: small, as the tests do, so the section stays fast).
"""

from __future__ import annotations

import asyncio
import re
import statistics
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from bench import Table
from bench.harness_import import harness_module
from i18n import text
from rules import GAMES
from rules.ai import choose
from rules.base import Rng

#: People at the table per game (the issue's Tiwanaku figures are for two); others: three, or fewer.
PLAYERS = {"tiwanaku": 2}
COMPUTERS = ("hard", "hard")
ASYNC_GAP = timedelta(hours=1)
SITTING_GAP = timedelta(seconds=10)
BUDGET_MS = 50
QUICK_BUDGET_MS = 5
SEEDS = (1, 2, 3)
QUICK_SEEDS = (1,)
#: The language the players read (their Discord client's, the harness's default "en-US").
LANG = "en"
#: Presses of one game at most (a bench that cannot finish a game says so instead of running forever).
MAX_TAPS = 20_000


@dataclass(frozen=True)
class Scenario:
    game_id: str
    people: int
    computers: tuple[str, ...] = ()
    #: The lobby options set through its selects (none: the game's defaults).
    options: tuple[tuple[str, str], ...] = ()

    @property
    def label(self) -> str:
        title = GAMES[self.game_id].title if self.game_id in GAMES else self.game_id
        if self.computers:
            levels = Counter(self.computers)
            against = " and ".join(f"{n} {level}" for level, n in levels.items())
            return f"{title}, 1 person v {against} computers" if self.people == 1 else (
                f"{title}, {self.people} people v {against} computers")
        return f"{title} solo" if self.people == 1 else f"{title}, {self.people} players"


@dataclass
class Measure:
    """One or more games of a scenario, added up."""

    games: int = 0
    turns: int = 0
    #: Turns begun by a person (a computer's turns cost nobody a tap).
    human_turns: int = 0
    #: Taps of each person's turn (the turn's owner and anyone deciding inside it), one entry per turn.
    taps: list[int] = field(default_factory=list)
    confirms: int = 0
    posts: int = 0
    edits: int = 0
    #: Per person: DMs, pings, turns of their own (summed over the games).
    dms: int = 0
    pings: int = 0
    #: People's seats summed over the games (a 3-player game: 3), and turns times people.
    people: int = 0
    person_turns: int = 0
    seconds: float = 0.0

    def add(self, other: Measure) -> None:
        for name in ("games", "turns", "human_turns", "confirms", "posts", "edits", "dms", "pings",
                     "people", "person_turns", "seconds"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.taps += other.taps


def scenarios(only_game: str | None = None) -> list[Scenario]:
    found = []
    for game_id, game in GAMES.items():
        if only_game is not None and game_id != only_game:
            continue
        people = PLAYERS.get(game_id, min(3, game.max_players))
        if people >= game.min_players:
            found.append(Scenario(game_id, people))
        if game.min_players == 1 and people != 1:
            found.append(Scenario(game_id, 1))
        if game.max_players >= 1 + len(COMPUTERS):
            found.append(Scenario(game_id, 1, COMPUTERS))
    return found


def _pinged(sent: Any) -> set[int]:
    """The users a new message pings: those its allowed mentions name (or, with none given, every user it
    mentions, Discord's default)."""
    allowed = sent.payload.get("allowed_mentions")
    mentioned = {int(m) for m in re.findall(r"<@!?(\d+)>", sent.text())}
    if allowed is None:
        return mentioned
    users = {int(u) for u in allowed.get("users") or []}
    if "users" in (allowed.get("parse") or []):
        users |= mentioned
    return users


class BotGame:
    """One game at the bot (``h``: a harness of ``tests/bot/harness.py``): :meth:`open` its lobby,
    :meth:`start` it, :meth:`play` the people's decisions through the panel to the end, then
    :meth:`measure` what it cost them and what the bot sent from the start on."""

    def __init__(self, h: Any, scenario: Scenario, seed: int) -> None:
        harness = harness_module()
        self.h = h
        self.scenario = scenario
        self.seed = seed
        self.start_index = 0
        self.people = [h.user(f"s{seed}p{index}") for index in range(scenario.people)]
        self.back_labels: set[str] = harness.BACK_LABELS
        self.after_labels: set[str] = harness.labels_of("bot-panel-more-after")
        self.before_labels: set[str] = harness.labels_of("bot-panel-more-before")
        self.db_id = 0
        self.taps_by_turn: dict[int, int] = defaultdict(int)
        self.owner_by_turn: dict[int, int] = {}
        self.confirms = 0
        self.taps = 0
        self.rng = Rng.from_seed(seed)

    async def open(self) -> None:
        """``/game new`` by the first person, the others join, computers added from the lobby's menu,
        options through its selects, Start (the game's seed: ``seed``)."""
        h, creator = self.h, self.people[0]
        reply = await h.slash(creator, "game new", game=self.scenario.game_id)
        lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
        join = next(c for c in lobby.custom_ids() if c.endswith(":join"))
        self.db_id = int(join.split(":")[1])
        for person in self.people[1:]:
            await h.press(person, join)
        for level in self.scenario.computers:
            menu_reply = await h.press(creator, f"lc:{self.db_id}")
            menu = next(s for s in menu_reply.ephemeral if f"lk:{self.db_id}" in s.custom_ids())
            await h.select(creator, f"lk:{self.db_id}", [level], message_id=menu.message_id)
        for name, value in self.scenario.options:
            await h.select(creator, f"lo:{self.db_id}:{name}", [value])
        h.bot.new_seed = lambda: self.seed

    async def start(self) -> None:
        self.start_index = len(self.h.sent)
        await self.h.press(self.people[0], f"lb:{self.db_id}:start")

    async def loaded(self) -> Any:
        record = await self.h.bot.store.get_game(self.db_id)
        assert record is not None
        return record, (await self.h.bot.service.load(record) if record.status == "active" else None)

    def _card(self) -> Any:
        """The game's newest channel message with a "Take your turn" button (as it is now: a card edited
        after it was posted counts as it reads now)."""
        prefix = f"turn:{self.db_id}:"
        for sent in reversed(list(self.h.messages.values())):
            if sent.where == "channel" and any(c.startswith(prefix) for c in sent.custom_ids()):
                return sent
        raise AssertionError(f"game {self.db_id}: no card with a Take your turn button")

    def _controls(self, sent: Any, version: int) -> bool:
        """Whether this panel offers a decision of the game at ``version`` (not a spent one)."""
        prefix = (f"pn:{self.db_id}:{version}:", f"ps:{self.db_id}:{version}:")
        return any(c.startswith(prefix) for c in sent.custom_ids())

    async def _tap(self, reply_coro: Any, turn: int) -> Any:
        reply = await reply_coro
        self.taps += 1
        self.taps_by_turn[turn] += 1
        if self.taps > MAX_TAPS:
            raise AssertionError(f"game {self.db_id}: no end after {MAX_TAPS} taps")
        return reply

    def _wanted(self, loaded: Any, seat: int) -> list[str]:
        """The labels of the move this person wants, in the panel's order of questions."""
        game, state = loaded.game, loaded.state
        if game.spec.capabilities.determinize:
            action = choose(game, game.view(state, seat), level="medium",
                            seed=self.seed * 1_000_003 + loaded.version)
        else:  # a game whose computer cannot sample what it does not see: any legal move
            action = self.rng.choice(game.legal_actions(state))
        return [text(LANG, answer) for _, answer in game.choice_path(state, action)]

    @staticmethod
    def _same(shown: str, label: str) -> bool:
        """A label as a button or a select option shows it (clipped to fit, ending with "…")."""
        return shown == label or (shown.endswith("…") and label.startswith(shown[:-1]))

    async def play(self, gap: timedelta) -> None:
        """Every person's decision until the game ends (computers play in between, as the bot has them)."""
        h = self.h
        panels: dict[int, Any] = {}  # each person's panel, the newest they opened
        last: tuple[int, int] | None = None  # (person, turn) of the last decision
        while True:
            record, loaded = await self.loaded()
            if loaded is None:
                assert record.status == "finished", f"game {self.db_id} ended as {record.status}"
                return
            seat = loaded.game.to_play(loaded.state)
            user_id = loaded.user_at(seat)
            person = h.user_by_id(user_id) if user_id is not None else None
            if person is None:
                # A computer is to play and has not (its decision was not scheduled): the periodic work
                # plays what is due.
                if not await self._periodic_moved(loaded.version):
                    raise AssertionError(f"game {self.db_id}: waits for seat {seat}, nobody plays it")
                continue
            turn, version = loaded.turn, loaded.version
            self.owner_by_turn.setdefault(turn, person.id)
            if last != (person.id, turn):
                # Someone else played, or a new turn of theirs: time passes, the bot's periodic work runs.
                h.clock.advance(seconds=gap.total_seconds())
                await h.tick()
                record, loaded = await self.loaded()
                if loaded is None or loaded.version != version:
                    continue
            last = (person.id, turn)
            panel = panels.get(person.id)
            current = h.messages.get(panel.message_id) if panel is not None else None
            if current is None or not self._controls(current, version):
                card = self._card()
                turn_id = next(c for c in card.custom_ids() if c.startswith(f"turn:{self.db_id}:"))
                reply = await self._tap(h.press(person, turn_id, message_id=card.message_id), turn)
                opened = [s for s in reply.ephemeral if self._controls(s, version)]
                if not opened:
                    raise AssertionError(f"no panel after Take your turn: {reply.text()[:300]}")
                panel = opened[-1]
            panels[person.id] = await self._decide(person, panel, loaded, seat, turn)

    async def _periodic_moved(self, version: int) -> bool:
        """Let time pass (10 s, then a minute, then ten) with the bot's periodic work run at each moment,
        until the game moved on from ``version``; False if it never did."""
        for seconds in (SITTING_GAP.total_seconds(), 60, 600):
            self.h.clock.advance(seconds=seconds)
            await self.h.tick()
            await self.h.bot.computers.idle()
            record = await self.h.bot.store.get_game(self.db_id)
            if record is not None and record.version != version:
                return True
        return False

    async def _decide(self, person: Any, panel: Any, loaded: Any, seat: int, turn: int) -> Any:
        """One decision through the panel, from its first question to the move applied; returns the panel
        (the message the player has open now)."""
        h, version = self.h, loaded.version
        wanted = self._wanted(loaded, seat)
        taken = 0  # the wanted move's answers chosen (or taken for the player) so far
        while True:
            current = h.messages[panel.message_id]
            record = await h.bot.store.get_game(self.db_id)
            if not self._controls(current, version) or record is None or record.version != version:
                return panel  # the move is applied: the panel moved on (or closed)
            buttons = [b for b in current.buttons() if not b.get("disabled") and "custom_id" in b]
            ok = [b["custom_id"] for b in buttons
                  if b["custom_id"].startswith("pn:") and b["custom_id"].endswith(":ok")]
            answers: list[tuple[str, tuple[str, ...]]] = []  # (label shown, how to choose it)
            forward: list[str] = []
            for b in buttons:
                cid, label = b["custom_id"], str(b.get("label"))
                if not cid.startswith("pn:") or cid in ok or label in self.back_labels:
                    continue
                if label in self.after_labels:
                    forward.append(cid)
                elif label not in self.before_labels:
                    answers.append((label, ("press", cid)))
            for menu in current.selects():
                if menu["custom_id"].startswith("ps:"):
                    answers.extend((str(o["label"]), ("select", menu["custom_id"], o["value"]))
                                   for o in menu["options"])
            how: tuple[str, ...]
            if ok:
                self.confirms += 1
                how = ("press", ok[0])
            else:
                choice = self._find(wanted, taken, answers, current.text())
                if choice is not None:
                    taken = choice[0] + 1
                    how = choice[1]
                elif forward:  # the answer is on a later page
                    how = ("press", forward[0])
                else:
                    raise AssertionError(f"the move {' › '.join(wanted)!r} is not on the panel: "
                                         f"{[label for label, _ in answers]}")
            before = current.payload
            if how[0] == "press":
                reply = await self._tap(h.press(person, how[1], message_id=panel.message_id), turn)
            else:
                reply = await self._tap(h.select(person, how[1], [how[2]], message_id=panel.message_id), turn)
            # The answer may be a panel of its own (a new private message) rather than this one updated.
            moved_on = [s for s in reply.ephemeral if s.message_id != panel.message_id and self._is_panel(s)]
            if moved_on:
                panel = moved_on[-1]
            elif h.messages[panel.message_id].payload is before:
                record = await h.bot.store.get_game(self.db_id)
                if record is not None and record.version == version:
                    raise AssertionError(f"the bot did not take a panel choice: {reply.text()[:300]}")

    def _find(self, wanted: Sequence[str], taken: int, answers: list[tuple[str, tuple[str, ...]]], shown: str
              ) -> tuple[int, tuple[str, ...]] | None:
        """The answer on this panel that leads to the wanted move: its next label not taken yet (steps
        with one answer are taken by the panel itself, so it may be a later one); when a label could be
        several steps', the one the panel's "so far" line agrees with."""
        found = []
        for index in range(taken, len(wanted)):
            for label, how in answers:
                if self._same(label, wanted[index]):
                    found.append((index, how))
                    break
        if not found:
            return None
        for index, how in found:
            if index == 0 or " › ".join(wanted[:index]) in shown:
                return index, how
        return found[0]

    async def measure(self) -> Measure:
        """The figures of the game played (once it is over): taps of the people's turns, confirm screens,
        and what the bot sent from the Start press on."""
        h = self.h
        await h.bot.computers.idle()
        assert h.violations == [], h.violations[:5]
        record, _ = await self.loaded()
        assert record.status == "finished", f"game {self.db_id} is {record.status}"
        turns = (await h.bot.service.load(record)).turn
        people = {person.id for person in self.people}
        measure = Measure(games=1, turns=turns, confirms=self.confirms, people=len(people),
                          person_turns=turns * len(people))
        measure.human_turns = sum(1 for owner in self.owner_by_turn.values() if owner in people)
        measure.taps = [taps for turn, taps in sorted(self.taps_by_turn.items())
                        if self.owner_by_turn.get(turn) in people]
        for sent in h.sent[self.start_index:]:
            if sent.where == "channel" and sent.kind == "create":
                measure.posts += 1
                measure.pings += len(_pinged(sent) & people)
            elif sent.where == "channel":
                measure.edits += 1
            elif sent.where == "dm" and sent.kind == "create" and sent.user_id in people:
                measure.dms += 1
        return measure

    @staticmethod
    def _is_panel(sent: Any) -> bool:
        return any(c.startswith(("pn:", "ps:")) for c in sent.custom_ids())


async def play_one(scenario: Scenario, seed: int, budget_ms: int, folder: str,
                   games: Iterable[str] | None = None) -> Measure:
    """One whole game of ``scenario`` with ``seed``, through a fresh bot; its figures."""
    harness = harness_module()
    began = time.perf_counter()
    h = await harness.Harness.create(folder, games=games if games is not None else GAMES)
    h.bot.computers.budget_ms = budget_ms
    try:
        game = BotGame(h, scenario, seed)
        await game.open()
        await game.start()
        await game.play(SITTING_GAP if scenario.people == 1 else ASYNC_GAP)
        measure = await game.measure()
        measure.seconds = time.perf_counter() - began
        return measure
    finally:
        await h.close()


def _ratio(count: int, per: int, digits: int = 2) -> str:
    return f"{count / per:.{digits}f}" if per else "—"


def _median(values: Sequence[int]) -> str:
    return f"{statistics.median(values):g}" if values else "—"


def measure_all(quick: bool = False, only_game: str | None = None, budget_ms: int | None = None,
                games: Iterable[str] | None = None, chosen: Sequence[Scenario] | None = None,
                seeds: Sequence[int] | None = None) -> list[tuple[Scenario, Measure]]:
    budget = budget_ms if budget_ms is not None else (QUICK_BUDGET_MS if quick else BUDGET_MS)
    results = []
    for scenario in chosen if chosen is not None else scenarios(only_game):
        total = Measure()
        for seed in seeds if seeds is not None else (QUICK_SEEDS if quick else SEEDS):
            with tempfile.TemporaryDirectory() as folder:
                total.add(asyncio.run(play_one(scenario, seed, budget, folder, games)))
        results.append((scenario, total))
    return results


def tables(results: Sequence[tuple[Scenario, Measure]], budget_ms: int) -> list[Table]:
    taps = Table("Taps per person's turn (every press and select: Take your turn, each answer, pages, "
                 "Confirm)",
                 ["game", "games", "turns", "people's turns", "taps median", "taps max",
                  "confirm screens per game", "confirm screens per person's turn", "s per game"])
    notices = Table(f"Posts, DMs and pings (per turn of the game, and per turn of the player's own; "
                    f"computers: hard, {budget_ms} ms)",
                    ["game", "channel posts per turn", "posts per person's turn", "channel edits per turn",
                     "DMs per player per turn", "DMs per player per own turn",
                     "pings per player per turn", "pings per player per own turn"])
    for scenario, m in results:
        taps.rows.append([scenario.label, m.games, m.turns, m.human_turns,
                          _median(m.taps), max(m.taps) if m.taps else "—",
                          _ratio(m.confirms, m.games, 1), _ratio(m.confirms, m.human_turns),
                          _ratio(round(m.seconds), m.games, 0)])
        notices.rows.append([scenario.label, _ratio(m.posts, m.turns), _ratio(m.posts, m.human_turns),
                             _ratio(m.edits, m.turns), _ratio(m.dms, m.person_turns),
                             _ratio(m.dms, m.human_turns), _ratio(m.pings, m.person_turns),
                             _ratio(m.pings, m.human_turns)])
    return [taps, notices]


def run(quick: bool = False, only_game: str | None = None, budget_ms: int | None = None) -> list[Table]:
    budget = budget_ms if budget_ms is not None else (QUICK_BUDGET_MS if quick else BUDGET_MS)
    return tables(measure_all(quick, only_game, budget), budget)
