"""Killing the bot at one step of its work and starting it again: the machinery of the exactly-once tests.

A kill point is a call of a store method (the transaction that claims or commits, a flow's claim, a step's
record, a flow's end), before it runs or after it returns: "after the claim", "after the commit", "after
the post" (before the step that made the post is recorded) are each one. A first run of a scenario with
nothing killed (the dry run) records the calls of the watched methods in order; the points are derived
from it, so a step added to a flow is a new point without a test naming it.

Two ways to stop there:

- **In this process** (:class:`Killer`): the point raises :class:`Kill`, a ``BaseException`` no handler of
  the bot catches, and from then on the dead bot's store and Discord refuse everything (a cleanup in a
  ``finally`` cannot write what a killed process never would). :func:`restart` starts a new bot on the same
  database and Discord.
- **In a real child process** killed with SIGKILL (:func:`run_child`; forked from a :class:`Zygote` that
  imported the bot once): the child runs a bot through the same harness on the same database, and at the
  point prints a line and waits; the parent kills it, takes in every Discord message the child made (its
  lines: messages, threads, DM channels, nonces), and starts its own bot again.

Then two runs of the periodic loop (a minute apart, ``bot.periodic``) must finish the work: the same
Discord messages as the dry run, none twice, none lost (:func:`outcome`), and no flow left pending.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import os
import pickle
import re
import signal
import subprocess
import sys
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from harness import FakeClock, FakeUser, Harness, Sent

from bot.app import TICK_SECONDS

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

#: The flow machinery's store methods: a kill before or after each call of them is a point.
FLOW_METHODS = ("claim_flow", "flow_step", "finish_flow")


class Kill(BaseException):
    """The process stops here: nothing after this point runs."""


@dataclass(frozen=True)
class KillPoint:
    """The ``nth`` call (1-based) of store method ``method``, killed ``when`` ("before" it runs, or "after"
    it returned); ``label`` says which step it is, for the test's id."""

    method: str
    nth: int
    when: str
    label: str

    def __str__(self) -> str:
        return f"{self.when} {self.label}"


def points(calls: Sequence[tuple[str, str]]) -> list[KillPoint]:
    """Every point of a dry run's ``calls`` ((method, label) in order): before and after each."""
    seen: Counter[str] = Counter()
    found = []
    for method, label in calls:
        seen[method] += 1
        for when in ("before", "after"):
            found.append(KillPoint(method, seen[method], when, label))
    return found


class Killer:
    """Watches (and, given a point, kills at) store methods of one harness's bot; see the module.

    ``watched``: the store methods whose calls are points (the flow machinery's and the scenario's own:
    the claim or commit that starts the work). ``at``: the point to kill at (None: a dry run that only
    records the calls). ``block``: instead of raising, call it at the point (a child process waiting for
    its SIGKILL)."""

    def __init__(self, h: Harness, watched: Iterable[str], at: KillPoint | None = None,
                 block: Callable[[KillPoint], Awaitable[None]] | None = None) -> None:
        self.h = h
        self.at = at
        self.block = block
        self.calls: list[tuple[str, str]] = []
        self.fired = False
        store = h.bot.store
        self._real: dict[str, Any] = {}
        for name in watched:
            self._wrap(store, name)
        for name in ("_read_all", "_read_many", "_run_plan", "_write_one"):
            self._guard(store, name)
        real_transaction = store.transaction

        def transaction(*args: Any, **kwargs: Any) -> Any:
            if self.fired:
                raise Kill("the process is dead")
            return real_transaction(*args, **kwargs)

        self._real["transaction"] = real_transaction
        store.transaction = transaction  # type: ignore[method-assign]
        real_http, real_webhook = h._http_request, h._webhook_request

        async def http(*args: Any, **kwargs: Any) -> Any:
            if self.fired:
                raise Kill("the process is dead")
            return await real_http(*args, **kwargs)

        def webhook(*args: Any, **kwargs: Any) -> Any:
            if self.fired:
                raise Kill("the process is dead")
            return real_webhook(*args, **kwargs)

        h.bot.http.request = http  # type: ignore[method-assign]
        h._webhook_request = webhook  # type: ignore[method-assign]

    def _guard(self, store: Any, name: str) -> None:
        real = getattr(store, name)

        async def guarded(*args: Any, **kwargs: Any) -> Any:
            if self.fired:
                raise Kill("the process is dead")
            return await real(*args, **kwargs)

        self._real[name] = real
        setattr(store, name, guarded)

    def _wrap(self, store: Any, name: str) -> None:
        real = getattr(store, name)
        count = itertools.count(1)

        async def watched(*args: Any, **kwargs: Any) -> Any:
            if self.fired:
                raise Kill("the process is dead")
            nth = next(count)
            label = name
            if name == "flow_step":
                steps = args[2] if len(args) > 2 else kwargs["steps"]
                label = f"step {list(steps)[-1]}" if steps else name
            self.calls.append((name, label))
            here = self.at is not None and (self.at.method, self.at.nth) == (name, nth)
            if here and self.at.when == "before":
                await self._die(label)
            result = await real(*args, **kwargs)
            if here and self.at.when == "after":
                await self._die(label)
            return result

        self._real[name] = real
        setattr(store, name, watched)

    async def _die(self, label: str) -> None:
        """Stop here (``label``: the call's own, which the point must name)."""
        assert self.at is not None
        reached = KillPoint(self.at.method, self.at.nth, self.at.when, label)
        if self.block is not None:
            await self.block(reached)
        self.fired = True
        raise Kill(str(reached))

    def disarm(self) -> None:
        """The store as it was (to close the dead bot's connections at the end)."""
        for name, real in self._real.items():
            setattr(self.h.bot.store, name, real)


async def run_until_killed(killer: Killer, work: Callable[[], Awaitable[Any]]) -> None:
    """Run ``work`` (a tick, a press); the kill may stop it or a task it started."""
    try:
        await work()
    except Kill:
        pass
    assert killer.fired, f"the scenario never reached {killer.at}"


async def restart(h: Harness, folder: Path, database: str, games: Any) -> Harness:
    """A new bot on the same database and the same Discord (the dead one is left as it died), sharing the
    recorders, so what both sent is read in one place."""
    again = await Harness.create(folder, games=games, database=database, clock=h.clock, discord_of=h)
    share(again, h)
    before = set(asyncio.all_tasks())
    await again._settle(before)
    return again


def share(again: Harness, h: Harness) -> None:
    """``again`` records into ``h``'s lists (one Discord seen through two processes)."""
    again.sent, again.channel_messages, again.dms = h.sent, h.channel_messages, h.dms
    again.ephemeral, again.users, again.locales = h.ephemeral, h.users, h.locales
    again.violations = h.violations
    again.closed_dms, again.deleted_channels = h.closed_dms, h.deleted_channels
    again.guild_locale = h.guild_locale


#: Discord as a harness holds it: what ``Harness.create(discord_of=)`` and :func:`share` hand from one
#: process's harness to the next (with the id counter, kept as its next id, and the clock's time).
DISCORD = ("_dm_channels", "messages", "nonces", "threads", "_pending_deferred", "sent", "channel_messages",
           "dms", "ephemeral", "users", "locales", "violations", "closed_dms", "deleted_channels",
           "guild_locale")


@dataclass(frozen=True)
class World:
    """Discord and the time at one moment (:func:`snapshot`), to start runs from (:func:`restore`)."""

    discord: bytes
    next_id: int
    now: datetime


def snapshot(h: Harness) -> World:
    """What ``h``'s Discord holds now and the clock's time (``h`` is done with: its next id is taken)."""
    return World(pickle.dumps({name: getattr(h, name) for name in DISCORD}), next(h._ids), h.clock())


async def restore(world: World, folder: Path, database: str, games: Any) -> Harness:
    """A new bot on ``database`` talking to a copy of ``world``'s Discord at its time: as if the bot that
    left them so had stopped there and this one started (:func:`restart`)."""
    gone = Harness.__new__(Harness)
    gone.__dict__.update(pickle.loads(world.discord))
    gone._ids = itertools.count(world.next_id)
    gone.clock = FakeClock(world.now)
    return await restart(gone, folder, database, games)


async def two_ticks(h: Harness) -> None:
    """The periodic loop twice, a minute apart (its period): whatever a kill cut off must be done by then."""
    for _ in range(2):
        h.clock.advance(seconds=TICK_SECONDS)
        await h.tick()


NUMBERS = re.compile(r"\d{5,}")


def normalised(text: str) -> str:
    return NUMBERS.sub("#", text)


def outcome(h: Harness, *, since: int = 0, ephemeral: bool = False) -> Counter[tuple[str, str, str]]:
    """What reached Discord from ``h.sent[since]`` on, as a count of each message made (not edits): where
    (channel or a DM, by the user's name), and its words with ids and moments left out. ``ephemeral``:
    private answers too (an interaction a kill cut off never gets its own)."""
    names = {user.id: name for name, user in h.users.items()}
    seen: Counter[tuple[str, str, str]] = Counter()
    for sent in h.sent[since:]:
        if sent.kind != "create" or (sent.where == "ephemeral" and not ephemeral):
            continue
        who = names.get(sent.user_id or 0, "") if sent.where != "channel" else ""
        seen[(sent.where, who, normalised(sent.text()))] += 1
    return seen


async def pending_flows(h: Harness) -> list[tuple[str, str]]:
    rows = await h.bot.store._read_all("SELECT kind, flow_key FROM flows ORDER BY id")
    return [(str(kind), str(key)) for kind, key in rows]


# --- a real child process, killed with SIGKILL ---------------------------------------------------------
ZYGOTE = """
import asyncio, os, sys
sys.path.insert(0, {here!r})
import killing
killing.preload()
while line := sys.stdin.readline():
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            killing.child_errors(line)
            asyncio.run(killing.child_main(line))
            code = 0
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    print("child", pid, flush=True)
    _, status = os.waitpid(pid, 0)
    print("reaped", os.waitstatus_to_exitcode(status), flush=True)
"""


class Zygote:
    """The process the children are forked from, one at a time: it imports the bot once (a second or two
    of every child's start), then forks a child for each spec it reads and reports its id and, once
    it ended, its exit code. A forked child is a process of its own as any: SIGKILL ends it at once,
    nothing of it runs after, its connections are cut by the system (``async with Zygote(folder) as z``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.process: asyncio.subprocess.Process | None = None

    async def __aenter__(self) -> Zygote:
        self.folder.mkdir(parents=True, exist_ok=True)
        script = self.folder / "zygote.py"
        script.write_text(ZYGOTE.format(here=str(HERE)))
        with self.folder.joinpath("zygote.err").open("wb") as errors:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, str(script), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors,
                env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=str(ROOT))
        return self

    async def __aexit__(self, *exc: object) -> None:
        process = self.process
        assert process is not None and process.stdin is not None
        process.stdin.close()  # its loop ends
        try:
            await asyncio.wait_for(process.wait(), 30)
        finally:
            if process.returncode is None:
                process.kill()
                await process.wait()

    async def line(self) -> str:
        assert self.process is not None and self.process.stdout is not None
        line = (await asyncio.wait_for(self.process.stdout.readline(), 120)).decode()
        assert line, "the zygote ended: " + (self.folder / "zygote.err").read_text()[-3000:]
        return line


def preload() -> None:
    """What every child would import: the bot, its rooms and the test games (in the zygote, once)."""
    import importlib

    import menagerie  # noqa: F401 - the test games the child registers

    from bot.app import ROOM_PACKAGE
    from bot.rooms import discover

    for name in discover(ROOM_PACKAGE):
        importlib.import_module(name)


def child_errors(spec_text: str) -> None:
    """The child's errors to a file of its run's folder (the zygote's own stay its)."""
    folder = Path(json.loads(spec_text)["folder"])
    with folder.joinpath("child.err").open("wb") as errors:
        os.dup2(errors.fileno(), 2)


def sent_json(sent: Sent) -> dict[str, Any]:
    return {"where": sent.where, "kind": sent.kind, "message_id": sent.message_id,
            "channel_id": sent.channel_id, "user_id": sent.user_id, "payload": sent.payload,
            "files": [[name, base64.b64encode(data).decode()] for name, data in sent.files]}


def sent_from_json(data: dict[str, Any]) -> Sent:
    return Sent(data["where"], data["kind"], int(data["message_id"]), int(data["channel_id"]),
                None if data["user_id"] is None else int(data["user_id"]), data["payload"],
                [(name, base64.b64decode(blob)) for name, blob in data["files"]])


def spec_of(h: Harness, database: str, folder: Path, work: list[Any], watched: Iterable[str],
            point: KillPoint, seed: int) -> str:
    next_id = next(h._ids)
    return json.dumps({"seed": seed,
        "database": database, "folder": str(folder), "games": sorted(h.bot.games),
        "now": h.clock().isoformat(),
        "users": {name: [user.id, user.permissions] for name, user in h.users.items()},
        "locales": {str(k): v for k, v in h.locales.items()},
        "dm_channels": {str(k): v for k, v in h._dm_channels.items()}, "next_id": next_id, "work": work,
        "watched": list(watched), "point": [point.method, point.nth, point.when, point.label]})


async def child_main(spec_text: str) -> None:
    """The child: the same bot on the same database; it reports each Discord message it makes and, at the
    kill point, says so and waits for its SIGKILL."""
    from menagerie import OPEN_SPEC, SPEC

    from rules.registry import registered

    spec = json.loads(spec_text)
    with registered(SPEC, OPEN_SPEC):
        clock = FakeClock(datetime.fromisoformat(spec["now"]))
        h = await Harness.create(spec["folder"], games=spec["games"], database=spec["database"], clock=clock)
        h._ids = itertools.count(int(spec["next_id"]))
        h.bot.new_seed = lambda: int(spec["seed"])
        for name, (user_id, permissions) in spec["users"].items():
            h.users[name] = FakeUser(int(user_id), name, int(permissions))
        h.locales.update({int(k): v for k, v in spec["locales"].items()})
        h._dm_channels.update({int(k): int(v) for k, v in spec["dm_channels"].items()})
        report(h)
        method, nth, when, label = spec["point"]

        async def block(point: KillPoint) -> None:
            print("killpoint", json.dumps(str(point)), flush=True)
            await asyncio.Event().wait()  # until the SIGKILL

        Killer(h, spec["watched"], KillPoint(method, int(nth), when, label), block=block)
        work = spec["work"]
        if work[0] == "tick":
            await h.tick()
        else:
            _, user, custom_id, channel = work
            await h.press(h.users[user], custom_id, channel_id=channel)
        print("finished", flush=True)  # the point was never reached: the parent fails the test


def report(h: Harness) -> None:
    """Print every Discord message, thread, DM channel and nonce the child makes, as it makes them."""
    real_record = h._record
    real_http = h._http_request

    def record(sent: Sent) -> Sent:
        kept = real_record(sent)
        print("sent", json.dumps(sent_json(kept)), flush=True)
        return kept

    async def http(*args: Any, **kwargs: Any) -> Any:
        threads, channels, nonces = dict(h.threads), dict(h._dm_channels), dict(h.nonces)
        try:
            return await real_http(*args, **kwargs)
        finally:
            for thread_id, (parent, name) in h.threads.items():
                if thread_id not in threads:
                    print("thread", json.dumps([thread_id, parent, name]), flush=True)
            for channel_id, user_id in h._dm_channels.items():
                if channel_id not in channels:
                    print("dm", json.dumps([channel_id, user_id]), flush=True)
            for (channel_id, nonce), message_id in h.nonces.items():
                if (channel_id, nonce) not in nonces:
                    print("nonce", json.dumps([channel_id, nonce, message_id]), flush=True)

    h._record = record  # type: ignore[method-assign]
    h._http_request = http  # type: ignore[method-assign]
    h.bot.http.request = http  # type: ignore[method-assign]


async def run_child(zygote: Zygote, h: Harness, database: str, folder: Path, work: list[Any],
                    watched: Iterable[str], point: KillPoint, seed: int) -> str:
    """Run the scenario's ``work`` in a child process (forked by ``zygote``) on ``h``'s database and
    Discord, SIGKILL it at ``point``, and take what it made into ``h``'s Discord; the point's words, as
    the child said them."""
    assert zygote.process is not None and zygote.process.stdin is not None
    zygote.process.stdin.write(spec_of(h, database, folder, work, watched, point, seed).encode() + b"\n")
    await zygote.process.stdin.drain()
    kind, _, pid = (await zygote.line()).strip().partition(" ")
    assert kind == "child", kind
    reached = ""
    highest = 0
    finished = False
    try:
        while True:
            kind, _, rest = (await zygote.line()).strip().partition(" ")
            if kind == "reaped":
                code = int(rest)
                break
            if kind == "killpoint":
                reached = json.loads(rest)
                os.kill(int(pid), signal.SIGKILL)
            elif kind == "finished":
                finished = True
            else:
                highest = max(highest, take_in(h, kind, rest))
    except BaseException:
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid), signal.SIGKILL)
        raise
    errors = folder.joinpath("child.err")
    assert not finished, f"the child never reached {point}"
    assert reached, errors.read_text()[-3000:] if errors.exists() else code
    assert code == -signal.SIGKILL, code
    h._ids = itertools.count(max(highest, next(h._ids)) + 1)
    return reached


def take_in(h: Harness, kind: str, rest: str) -> int:
    """One line of the child's report into ``h``'s Discord; the highest id it names."""
    if kind == "sent":
        sent = sent_from_json(json.loads(rest))
        h._record(sent)  # an edit the child reported is whole already: merged again, it stays the same
        return sent.message_id
    if kind == "thread":
        thread_id, parent, name = json.loads(rest)
        h.threads[int(thread_id)] = (int(parent), name)
        return int(thread_id)
    if kind == "dm":
        channel_id, user_id = json.loads(rest)
        h._dm_channels[int(channel_id)] = int(user_id)
        return int(channel_id)
    if kind == "nonce":
        channel_id, nonce, message_id = json.loads(rest)
        h.nonces[(int(channel_id), str(nonce))] = int(message_id)
        return int(message_id)
    return 0
