"""Flows: work of several steps that must each happen once, whatever step a crash interrupts. No Discord in
here: the rooms carry out the steps (``bot/flows.py`` has the Discord side: posts, DMs and threads made
once).

The older paths are exactly-once by their own means (a move's announcement in the outbox, written with
the move and marked once posted; a decision claimed for its version). A flow does the same for the work
that follows a change and takes several Discord calls and writes: a matched group's thread, lobby,
start, thread message and DMs; a rematch's lobby card; a tournament round's threads, games and DMs; a
month's close and its DMs; a digest's messages; an expired queue entry's DM.

- **Written with its cause.** A flow is a row (:class:`store.FlowRecord`) written in the transaction of the
  change that makes it due (the match claimed, the lobby opened, the round paired, the month closed, the
  digest claimed, the entry expired), unique by kind and key: the change and its follow-up are stored
  together or not at all.
- **Claimed for a short lease.** Whoever runs it claims it first (:meth:`Flows.claim`: one process wins),
  for :data:`LEASE`; each step recorded renews the lease. The process that made the change runs it at
  once; the bot's periodic work (:meth:`Flows.resume`, every tick) takes up each flow whose lease ran out,
  so a flow a crash cut off is carried on within two ticks of the bot running again.
- **Each step recorded.** :meth:`Flow.step` runs a step only if it is not recorded, then records its result
  (a thread's id, a message's id): a retry skips what was done. A crash between a step's effect and its
  record runs the step again, so each step is idempotent by itself: a write that checks what is there
  (the game open in the thread), a post or DM sent with the flow's nonce for that step (:meth:`Flow.nonce`;
  Discord answers a second create with the same nonce, within minutes, with the first message), a thread
  found again among the channel's threads (``bot/flows.py``).
- **Done is deleted.** The last step done, the row goes (nothing a member's data lives on in); a step that
  failed for a passing reason gives the flow back (:class:`FlowRetry`) and the next tick goes on from it.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from core import logctx
from store import FlowRecord, FlowStore, Shards, StoreUnavailable, stamp

log = logging.getLogger(__name__)

#: How long a claim on a flow holds without a step recorded: more than any one step takes (a Discord call,
#: a write), less than two runs of the periodic work (a minute apart), so a flow a crash cut off is taken
#: up again by the second tick after it.
LEASE = timedelta(seconds=90)
#: A flow that failed for a passing reason is tried again by the next ticks; after this many attempts,
#: each retry waits longer (a minute more per attempt, at most :data:`MAX_BACKOFF`), so a step that keeps
#: failing is retried without filling the log every minute.
QUICK_ATTEMPTS = 3
MAX_BACKOFF = timedelta(hours=1)
#: How many due flows one run of the periodic work takes up (the rest wait for the next run).
RESUME_BATCH = 100

Handler = Callable[["Flow"], Awaitable[None]]


class FlowRetry(Exception):
    """A step failed for a reason that may pass (Discord's 5xx, the network): the flow is given back and
    the next tick goes on from that step."""


class FlowLost(Exception):
    """This process no longer holds the flow (its lease ran out and another process claimed it): stop here,
    the other carries on."""


@dataclass
class Flow:
    """A claimed flow, with the steps done so far (see the module)."""

    record: FlowRecord
    runner: Flows
    steps: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.steps = dict(self.record.steps)

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def kind(self) -> str:
        return self.record.kind

    @property
    def key(self) -> str:
        return self.record.key

    @property
    def payload(self) -> Mapping[str, Any]:
        return self.record.payload

    @property
    def resumed(self) -> bool:
        """Whether an earlier claim may have started a step without recording it (a crash): a step that
        cannot be made idempotent by a nonce looks for what that attempt left (``bot/flows.py``)."""
        return self.record.attempts > 1

    def done(self, name: str) -> bool:
        return name in self.steps

    def result(self, name: str, default: Any = None) -> Any:
        return self.steps.get(name, default)

    def nonce(self, name: str) -> str:
        """The nonce of the post or DM of step ``name``: the same on every attempt of this flow, different
        for every step and flow (at most 25 characters, Discord's limit)."""
        digest = hashlib.sha256(f"{self.kind}:{name}".encode()).hexdigest()[:8]
        return f"f{self.id}.{digest}"

    async def step(self, name: str, work: Callable[[], Awaitable[Any]]) -> Any:
        """Run ``work`` unless step ``name`` is recorded, then record its result (JSON-able) and renew the
        lease; the result either way. Raises :class:`FlowLost` when another process took the flow."""
        if name in self.steps:
            return self.steps[name]
        result = await work()
        await self.record_step(name, result)
        return result

    async def record_step(self, name: str, result: Any) -> None:
        self.steps[name] = result
        runner = self.runner
        until = stamp(runner.clock() + LEASE)
        if not await runner.store.flow_step(self.id, self.record.owner or "", self.steps, until):
            raise FlowLost(f"{self.kind} {self.key}")


class Flows:
    """The flows of one bot process: their handlers by kind, running a flow now, resuming the due ones."""

    def __init__(self, store: FlowStore, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.clock = clock
        self.handlers: dict[str, Handler] = {}

    def handle(self, kind: str, handler: Handler) -> None:
        """``handler`` carries out the flows of ``kind`` (one per kind: a room registers its own)."""
        if kind in self.handlers:
            raise ValueError(f"flow kind {kind!r} has two handlers")
        self.handlers[kind] = handler

    async def claim(self, kind: str, key: str) -> Flow | None:
        """Claim a flow for this process (see the module); None when another holds it or it is done."""
        now = self.clock()
        record = await self.store.claim_flow(kind, key, secrets.token_hex(8), stamp(now), stamp(now + LEASE))
        return None if record is None else Flow(record, self)

    async def run(self, kind: str, key: str, handler: Handler | None = None) -> bool:
        """Claim the flow and carry it out now (the process that made it due does so at once); ``handler``:
        instead of the kind's own (an interaction's answer, for instance). True when it is done."""
        flow = await self.claim(kind, key)
        if flow is None:
            return False
        return await self.carry_out(flow, handler)

    async def carry_out(self, flow: Flow, handler: Handler | None = None) -> bool:
        """Run a claimed flow's handler and delete the flow when it is done; a failure gives it back (the
        next tick goes on from the step that failed). True when it is done."""
        handler = handler or self.handlers.get(flow.kind)
        with logctx.scope(guild=flow.record.guild_id):
            if handler is None:
                log.error("flow %s %s: no handler for its kind in this bot; tried again later", flow.kind,
                          flow.key)
                await self.release(flow)
                return False
            try:
                await handler(flow)
                if not await self.store.finish_flow(flow.id, flow.record.owner or ""):
                    raise FlowLost(f"{flow.kind} {flow.key}")
            except FlowLost:
                log.info("flow %s %s: taken over by another process", flow.kind, flow.key)
                return False
            except FlowRetry as error:
                log.warning("flow %s %s: %s; the next run of the periodic work goes on from there",
                            flow.kind, flow.key, error)
                await self.release(flow)
                return False
            except StoreUnavailable as error:
                log.warning("flow %s %s waits for the database (%s)", flow.kind, flow.key, error)
                await self.release(flow)
                return False
            except Exception:
                log.exception("flow %s %s failed at attempt %d; tried again later", flow.kind, flow.key,
                              flow.record.attempts)
                await self.release(flow)
                return False
        return True

    async def release(self, flow: Flow) -> None:
        """Give a flow back: due at the next tick for its first attempts, later further apart."""
        attempts = flow.record.attempts
        wait = (timedelta(0) if attempts <= QUICK_ATTEMPTS
                else min(MAX_BACKOFF, timedelta(minutes=attempts - QUICK_ATTEMPTS)))
        try:
            await self.store.release_flow(flow.id, flow.record.owner or "", stamp(self.clock() + wait))
        except StoreUnavailable as error:
            log.info("flow %s %s not given back (%s); its lease runs out by itself", flow.kind, flow.key,
                     error)

    async def resume(self, shards: Shards | None) -> int:
        """Carry out every flow whose lease ran out (of ``shards``'s servers and members): one a crash cut
        off, or one given back after a failure. How many were done."""
        done = 0
        for kind, key in await self.store.due_flows(stamp(self.clock()), shards, limit=RESUME_BATCH):
            if await self.run(kind, key):
                done += 1
        return done
