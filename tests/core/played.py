"""Games for the service tests of ``core/``: Menagerie (the bot tests' game, ``tests/bot/menagerie.py``)
started and played to its end through the game service on a real store; the injected time."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from core.service import GameService, LoadedGame
from store import GameRecord

GUILD = 900_000_000_000_000_001
OTHER_GUILD = 900_000_000_000_000_009


class Clock:
    """The injected time: starts at a fixed moment, moves only when told."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


async def started(service: GameService, users: list[int], *, channel: int, guild: int | None = GUILD,
                  seed: int = 1, options: dict[str, str] | None = None) -> LoadedGame:
    """A Menagerie game of ``users`` started in ``channel`` (its creator the first of them)."""
    store = service.store
    record = await store.create_lobby(guild_id=guild, channel_id=channel, game="menagerie",
                                      options=options or {}, creator_id=users[0])
    for user in users[1:]:
        await store.add_seat(record.id, user)
    return await service.start(record, seed)


async def finished(service: GameService, users: list[int], *, channel: int, guild: int | None = GUILD,
                   seed: int = 1) -> GameRecord:
    """A Menagerie game of ``users`` played to its end with random legal moves, its result recorded (by
    the service's ``on_finished``, as the bot records it)."""
    loaded = await started(service, users, channel=channel, guild=guild, seed=seed)
    rng = random.Random(seed)
    while loaded.record.status == "active":
        user = loaded.to_play_user()
        assert user is not None
        action = rng.choice(loaded.game.legal_actions(loaded.state))
        loaded = (await service.play(loaded, user, action)).after
    return loaded.record
