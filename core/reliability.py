"""The reliability score (issue 30): the share of a player's finished games they completed without a
time-out handed to the stand-in. No Discord in here.

What counts: every finished game with a recorded result (``result_seats``, one row per seat); a seat the
stand-in played a turn of (``standin_moves`` > 0: a timed-out turn) or kept (``standin``: handed over after
time-outs in a row) is a game *not* completed by the player. Aborted and vote-ended games have no result
and do not count. The history tells this for every game recorded since the stand-in's moves were counted
(schema step 9); a seat recorded before that counts as completed unless the stand-in kept it.

Below :data:`MIN_GAMES` finished games a player is *new*: no share is shown (``Score.share`` None), not a
flattering 100%. Whether a new player meets a minimum is the asker's choice (:meth:`Score.meets`'s
``allow_new``): lobbies let them in unless the host says otherwise; the queue lets them in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from store import QueueStore

#: Finished games a player needs before their share is shown (below it they are "new").
MIN_GAMES = 5
#: The minimums a lobby or the queue offers (percentages); None: no minimum.
MINIMUMS: tuple[int | None, ...] = (None, 70, 85, 95)


@dataclass(frozen=True)
class Score:
    """A player's reliability: ``share`` of their ``games`` completed without the stand-in (0..1), None
    while they are new (fewer than :data:`MIN_GAMES` finished games)."""

    share: float | None
    games: int

    @property
    def new(self) -> bool:
        return self.share is None

    @property
    def percent(self) -> int | None:
        """The share as a whole percentage, rounded down (94.9% does not pass a 95% minimum by display)."""
        return None if self.share is None else int(self.share * 100 + 1e-9)

    def meets(self, minimum: float | None, *, allow_new: bool = True) -> bool:
        """Whether this score satisfies ``minimum`` (a share 0..1, or a percentage above 1; None: no
        minimum). A new player passes when ``allow_new``."""
        if minimum is None:
            return True
        if self.share is None:
            return allow_new
        wanted = minimum / 100 if minimum > 1 else minimum
        return self.share + 1e-9 >= wanted


def score_of(games: int, clean: int) -> Score:
    """The score of ``games`` finished games, ``clean`` of them without the stand-in."""
    if games < MIN_GAMES:
        return Score(None, games)
    return Score(clean / games, games)


class Reliability:
    """Reliability scores read from the recorded results (``bot.reliability``)."""

    def __init__(self, store: QueueStore) -> None:
        self.store = store

    async def score(self, user_id: int) -> Score:
        return (await self.scores([user_id]))[user_id]

    async def scores(self, user_ids: Iterable[int]) -> dict[int, Score]:
        """Every one of ``user_ids``'s score, in one read (lobbies, the queue, tournaments)."""
        wanted = list(dict.fromkeys(user_ids))
        counts = await self.store.reliability_counts(wanted)
        return {user: score_of(*counts.get(user, (0, 0))) for user in wanted}
