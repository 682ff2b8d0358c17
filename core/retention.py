"""What the bot keeps only for a while: delivered announcements and the queue's made matches.

An announcement (the outbox, ``core/service.py``) is needed until its board is posted; once delivered it
is read by nothing, yet it names the player who acted and was kept for ever (hundreds of rows a long game).
A made match (``queue_matches``) is needed while its flow makes the game and tells the players. Each is
kept :data:`RETENTION` after that (long enough to look into a complaint about a post that went wrong),
then deleted by the periodic work, in batches, oldest first. PRIVACY.md states the retention.

Cheap when nothing is due: at most once per :data:`EVERY`, one indexed read per table finds the rows due
and no write transaction opens unless there are some; a batch that came back full means a backlog (a
database from before the retention), and the next tick goes on with it instead of waiting the hour.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Protocol

from store import OutboxStore, QueueStore, Shards, stamp


class RetentionStore(OutboxStore, QueueStore, Protocol):
    """What the retention deletes: delivered announcements and made matches."""


log = logging.getLogger(__name__)

#: How long a delivered announcement and a made match are kept.
RETENTION = timedelta(days=14)
#: How often the periodic work looks for rows past their retention (when there is no backlog).
EVERY = timedelta(hours=1)
#: Rows deleted by one write transaction (short: the database's other writers wait for it on SQLite).
BATCH = 500
#: Batches per table in one run of the periodic work (a backlog goes at this many rows a minute).
BATCHES = 10


class Retention:
    """The pruning of one bot process (two processes pruning together would still delete each row once)."""

    def __init__(self, store: RetentionStore, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.clock = clock
        #: When the next run looks again (None: at the first tick).
        self.next_run: datetime | None = None

    async def run(self, shards: Shards | None = None) -> int:
        """Delete what is past its retention, in bounded batches; how many rows went. With several
        processes (``shards``: this one's), the one running shard 0 does it for all: the rows are not
        the shards' own, and one process looking is enough."""
        if shards is not None and 0 not in shards.ids:
            return 0
        now = self.clock()
        if self.next_run is not None and now < self.next_run:
            return 0
        before = stamp(now - RETENTION)
        backlog = False
        total = 0
        for find, delete in ((self.store.announcements_delivered_before, self.store.delete_announcements),
                             (self.store.matches_made_before, self.store.delete_matches)):
            for _ in range(BATCHES):
                due = await find(before, BATCH)
                if due:
                    total += await delete(due)
                if len(due) < BATCH:
                    break
            else:
                backlog = True
        self.next_run = now if backlog else now + EVERY
        if total:
            log.info("retention: %d delivered announcements and made matches deleted%s", total,
                     " (more next tick)" if backlog else "")
        return total
