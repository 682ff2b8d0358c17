"""Chaos (issue 23): 20 clocked games over simulated weeks, driven only through the production loop
(``bot.periodic``, one run per simulated two hours) and the players' own commands, with failures injected
at random into about one call in ten of the computers' decisions, the commits and Discord's answers to
posts and DMs (some refused outright, some made with their answer lost).

What must hold, on SQLite and on PostgreSQL: every game reaches its end; no move is applied twice (each
log replays to its stored state, and a Menagerie turn is exactly its two decisions); no announcement is
lost or doubled (every completed turn's lines appear on exactly one board, in order, and nothing is left
in the outbox); no game is ever stuck (a computer or a stand-in due moves within a few runs of the loop).
The figures (runs, faults, retries, games finished) are printed.

Players of the real games plan their next turn while another decides (typed with ``/game play``), and the
plans are carried out with faults at each of their steps too: before and after the decision's claim, at
the commit, after the commit (the plan's end and its report's flow), and at the post of the board and of
the report DM. Every plan ends (none is left once its game is over), no planned decision is applied twice
(the same replay and log checks) and each report is told exactly once.
"""

from __future__ import annotations

import logging
import random
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import discord
import pytest
from harness import CHANNEL_ID, FakeClock, Harness, check_every_turn_told_once, http_error, told_turns
from menagerie import TEST_GAMES

from core.computers import is_computer
from core.lines import decode_line, standin_once
from i18n import text
from rules import GAMES
from store import StoreUnavailable

START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
STEP = timedelta(hours=2)
MAX_DAYS = 60
FAULT_RATE = 0.1
#: Runs of the loop within which a due computer or stand-in must have moved, faults and all.
STUCK_AFTER = 8


@dataclass
class Table:
    """One game of the chaos: who plays it and how."""

    game: str
    active: int  # humans who play their turns (after a while)
    silent: int  # humans who never play: the stand-in plays their timed-out turns
    computers: list[str]
    clock: str = "12h"
    timeout: str = "standin"
    options: dict[str, str] = field(default_factory=dict)
    db_id: int = 0
    channel: int = 0
    humans: list = field(default_factory=list)


def tables() -> list[Table]:
    rng = random.Random(23)
    made = []
    for index in range(16):
        seats = rng.choice((2, 3, 4))
        computers = rng.sample(["easy", "medium", "hard"], k=rng.choice((0, 1, 1, 2))) if seats > 2 else []
        silent = rng.choice((0, 1, 1, 2)) if seats - len(computers) > 1 else rng.choice((0, 1))
        silent = min(silent, seats - len(computers))
        active = seats - len(computers) - silent
        if active + silent == 0:
            active = 1
            computers = computers[:-1]
        made.append(Table("menagerie", active, silent, computers, clock=rng.choice(("12h", "24h")),
                          timeout=("opponents" if index in (3, 9) and active >= 1 and silent >= 1
                                   else "standin"),
                          options={"length": "long"}))
    # The real games: their computers and stand-ins search in the process pool.
    made.append(Table("wayfinders", 1, 0, ["hard"]))
    made.append(Table("wayfinders", 1, 0, ["easy", "medium"]))
    made.append(Table("tiwanaku", 0, 1, ["medium"]))
    made.append(Table("iwari", 1, 1, []))
    return made


class Chaos:
    def __init__(self, h: Harness, rng: random.Random) -> None:
        self.h = h
        self.rng = rng
        self.faults: Counter[str] = Counter()
        store = h.bot.store
        real_commit = store.commit_action
        real_decide = h.bot.computers.decide
        real_claim = store.claim_decision
        real_finish = store.finish_plan
        self.reported = 0
        self.planned = 0

        async def claim(*args, **kwargs):
            roll = self.rng.random()
            if roll < FAULT_RATE / 2:
                self.faults["claim (before)"] += 1
                raise StoreUnavailable("busy", "injected: before the claim")
            won = await real_claim(*args, **kwargs)
            if roll < FAULT_RATE:
                self.faults["claim (after)"] += 1
                raise StoreUnavailable("busy", "injected: after the claim")
            return won

        async def finish(*args, **kwargs):
            roll = self.rng.random()
            if roll < FAULT_RATE / 2:
                self.faults["plan's end (before)"] += 1
                raise StoreUnavailable("busy", "injected: before the plan's end")
            done = await real_finish(*args, **kwargs)
            if done and kwargs.get("report") is not None:
                self.reported += 1
            if roll < FAULT_RATE:
                self.faults["plan's end (after)"] += 1
                raise StoreUnavailable("busy", "injected: after the plan's end")
            return done

        async def commit(*args, **kwargs):
            if self.rng.random() < FAULT_RATE:
                self.faults["commit"] += 1
                raise StoreUnavailable("busy", "injected: the database is locked")
            return await real_commit(*args, **kwargs)

        async def decide(*args, **kwargs):
            if self.rng.random() < FAULT_RATE:
                self.faults["decision"] += 1
                raise RuntimeError("injected: the computer players' pool keeps breaking")
            return await real_decide(*args, **kwargs)

        def http(method, path, body):
            if method == "POST" and "/messages" in path and self.rng.random() < FAULT_RATE:
                when = self.rng.choice(("before", "after"))
                self.faults[f"post ({'refused' if when == 'before' else 'answer lost'})"] += 1
                return (when, http_error(discord.DiscordServerError, 500, 0, "injected"))
            return None

        self.arm = lambda: (setattr(store, "commit_action", commit),
                            setattr(h.bot.computers, "decide", decide),
                            setattr(store, "claim_decision", claim),
                            setattr(store, "finish_plan", finish),
                            setattr(h, "http_fault", http))
        self.disarm = lambda: (setattr(store, "commit_action", real_commit),
                               setattr(h.bot.computers, "decide", real_decide),
                               setattr(store, "claim_decision", real_claim),
                               setattr(store, "finish_plan", real_finish),
                               setattr(h, "http_fault", None))


async def open_table(h: Harness, table: Table, index: int) -> None:
    table.channel = CHANNEL_ID + 1000 + index
    table.humans = [h.user(f"t{index}-p{n}") for n in range(table.active + table.silent)]
    creator = table.humans[0]
    await h.slash(creator, "game new", channel_id=table.channel, game=table.game, clock=table.clock)
    table.db_id = int(h.find_custom_id("lb:", ":join").split(":")[1])
    for user in table.humans[1:]:
        await h.press(user, f"lb:{table.db_id}:join")
    for level in table.computers:
        await h.press(creator, f"lc:{table.db_id}")
        await h.select(creator, f"lk:{table.db_id}", [level])
    for name, value in table.options.items():
        await h.select(creator, f"lo:{table.db_id}:{name}", [value])
    if table.timeout != "standin":
        await h.select(creator, f"lt:{table.db_id}", [f"timeout:{table.timeout}"])
    h.bot.new_seed = lambda: 1000 + index
    await h.press(creator, f"lb:{table.db_id}:start")
    record = await h.bot.store.get_game(table.db_id)
    assert record.status == "active", f"table {index} did not start"


NOTICES = ("Time ran out for", "The game begins", "stand-in plays their seat")


@pytest.mark.parametrize("seed", [1])
@pytest.mark.usefixtures("test_games")
async def test_twenty_games_over_weeks_with_faults_everywhere_all_end_correctly(
        database: str, tmp_path: Path, seed: int, capsys, caplog):
    games = {**GAMES, **TEST_GAMES}
    h = await Harness.create(tmp_path, games=games, database=database, clock=FakeClock(START))
    h.bot.computers.budget_ms = 5
    caplog.set_level(logging.INFO)
    rng = random.Random(seed)
    chaos = Chaos(h, random.Random(seed + 1))
    try:
        made = tables()
        for index, table in enumerate(made):
            await open_table(h, table, index)
        chaos.arm()
        runs = 0
        waiting_since: dict[int, tuple[int, int]] = {}  # game -> (version, run) while a computer is due
        end = START + timedelta(days=MAX_DAYS)
        while h.clock() < end:
            open_games = [t for t in made if (await h.bot.store.get_game(t.db_id)).status == "active"]
            if not open_games:
                break
            for table in open_games:
                await human_moves(h, table, rng, chaos)
            h.clock.advance(seconds=STEP.total_seconds())
            await h.tick()
            runs += 1
            for table in open_games:
                record = await h.bot.store.get_game(table.db_id)
                if record.status != "active":
                    continue
                game = await h.bot.service.load(record)
                seat = game.game.to_play(game.state)
                states = await h.bot.store.seat_states(table.db_id)
                clock = await h.bot.store.get_clock(table.db_id)
                # Due: a computer, a seat the stand-in keeps, or a time-out the stand-in claimed.
                due = (is_computer(game.users[seat]) or states[seat].standin
                       or (clock is not None and clock.asked == 2))
                if not due:
                    waiting_since.pop(table.db_id, None)
                    continue
                version, since = waiting_since.get(table.db_id, (record.version, runs))
                if version != record.version:
                    version, since = record.version, runs
                waiting_since[table.db_id] = (version, since)
                assert runs - since <= STUCK_AFTER, f"game {table.db_id} is stuck at version {version}"
        chaos.disarm()
        # A last run with nothing failing delivers what the last failures left.
        h.clock.advance(seconds=STEP.total_seconds())
        await h.tick()
        finished = 0
        for table in made:
            record = await h.bot.store.get_game(table.db_id)
            assert record.status == "finished", f"{table.game} {table.db_id} did not end ({record.status})"
            finished += 1
            game = await h.bot.service.load(record)
            # No move applied twice: the log replays to the stored state ...
            replayed = await h.bot.service.replay(record, game.game, len(game.users))
            assert game.game.dump(replayed) == game.game.dump(game.state)
            actions = await h.bot.store.actions(table.db_id)
            assert [entry.seq for entry in actions] == list(range(1, len(actions) + 1))
            if table.game == "menagerie":  # ... and a Menagerie turn is exactly its two decisions.
                per_turn = Counter(entry.turn for entry in actions)
                assert set(per_turn.values()) <= {1, 2} and list(per_turn.values()).count(1) <= 1, per_turn
            # No announcement lost or doubled: each completed turn told by exactly one post, in order.
            # A turn the stand-in played says so once, on its first decision, as every post shows it.
            decided: dict[int, list] = {}
            for entry in actions:
                decided.setdefault(entry.turn, []).append(decode_line(entry.description))
            turns = [[text("en", line) for line in standin_once(lines)] for lines in decided.values()]
            check_every_turn_told_once(told_turns(h, table.db_id, NOTICES), turns)
            assert await h.bot.store.pending_announcements(game_id=table.db_id) == []
            # Every plan ended: none waits in a game that is over.
            assert await h.bot.store.scalar("SELECT COUNT(*) FROM plans WHERE game_id = ?",
                                            (table.db_id,)) == 0
        # Each plan's report told once (Discord keeps one message per nonce; none sent twice under two).
        reports = {s.message_id for s in h.sent if s.where == "dm" and "Your plan in" in s.text()}
        assert len(reports) == chaos.reported and chaos.planned > 0, (len(reports), chaos.reported)
        retries = Counter()
        for record in caplog.records:
            message = record.getMessage()
            if "announcement left over from a failed post" in message:
                retries["board posted again"] += 1
            elif "the stand-in tries the timed-out turn again" in message:
                retries["stand-in again"] += 1
            elif "a computer player could not play" in message or "the computer's move waits" in message:
                retries["computer again"] += 1
        with capsys.disabled():
            print(f"\nchaos on {'PostgreSQL' if database.startswith('postgres') else 'SQLite'}: "
                  f"{runs} runs of the loop ({runs * STEP.total_seconds() / 86400:.1f} simulated days), "
                  f"faults injected {dict(chaos.faults)} ({sum(chaos.faults.values())} in all), "
                  f"retries {dict(retries)}, games finished {finished}/{len(made)}, "
                  f"plans made {chaos.planned}, reported {chaos.reported}")
        assert sum(chaos.faults.values()) >= 20
    finally:
        chaos.disarm()
        await h.close()


async def plan_ahead(h: Harness, table: Table, rng: random.Random, chaos: Chaos) -> None:
    """An active human of a game that allows plans, waiting for another, plans one to three decisions of
    their next turn (random legal ones, typed with ``/game play``), unless they have a plan already."""
    from core.plans import draft

    record = await h.bot.store.get_game(table.db_id)
    if record.status != "active" or not h.bot.games[record.game].spec.capabilities.plans:
        return
    loaded = await h.bot.service.load(record)
    game = loaded.game
    for user in table.humans[:table.active]:
        seat = loaded.seat_of(user.id)
        if seat is None or game.to_play(loaded.state) == seat \
                or game.plan_position(loaded.state, seat) is None \
                or await h.bot.store.plan_of(table.db_id, seat) is not None:
            continue
        steps: list[str] = []
        for _ in range(rng.randint(1, 3)):
            made = draft(loaded, seat, steps)
            if not made.open:
                break
            move = game.encode(rng.choice(game.legal_actions(made.after)))
            reply = await h.slash(user, "game play", channel_id=table.channel, move=move)
            if "Planned:" not in reply.text():
                return  # refused (an injected failure): they plan again later
            steps.append(move)
        if steps:
            chaos.planned += 1


async def human_moves(h: Harness, table: Table, rng: random.Random, chaos: Chaos) -> None:
    """The active humans of a table: each run of the loop, the one to move plays their whole turn with
    probability one half (``/game play``, a random legal move each time), and a player asked about an
    absent opponent's time-out answers."""
    active = {user.id: user for user in table.humans[:table.active]}
    ask = next((h.messages[s.message_id] for s in reversed(h.channel_messages)
                if s.channel_id == table.channel and s.kind == "create"
                and any(c.startswith(f"to:{table.db_id}:") for c in h.messages[s.message_id].custom_ids())),
               None)
    if ask is not None and active:
        voter = rng.choice(list(active.values()))
        choice = next(c for c in ask.custom_ids() if c.endswith(":s" if rng.random() < 0.7 else ":x"))
        await h.press(voter, choice, message_id=ask.message_id)
    if rng.random() < 0.5:
        await plan_ahead(h, table, rng, chaos)
        return
    for _ in range(40):
        record = await h.bot.store.get_game(table.db_id)
        if record.status != "active":
            return
        game = await h.bot.service.load(record)
        user = active.get(game.to_play_user() or 0)
        if user is None:
            return
        move = game.game.encode(rng.choice(game.game.legal_actions(game.state)))
        reply = await h.slash(user, "game play", channel_id=table.channel, move=move)
        if "✓" not in reply.text():
            return  # refused (an injected failure): they try again later
