"""What a log line is about: the guild, channel, game, shard and interaction ids of the work under way.

One context variable holds them (a small immutable mapping), so asyncio gives each task its own: a task
copies the ids of the code that created it, and a change inside a task never reaches another. The places
where work about a game or an interaction begins set them: an interaction as it enters the bot
(``bot/app.py``), the announcer (``bot/announce.py``), the periodic work for each game it handles, the
computer driver (``core/players.py``). The log handler (``bot/logs.py``) reads them for each line.

:func:`game` is the one rule that keeps a task about one game from carrying another's ids: entering a
different game drops the interaction (which was about the other game) and the guild and channel unless
given; entering the same game keeps them. Imports nothing (``core`` and ``bot`` both use it).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar, Token
from types import MappingProxyType

#: The ids a line may carry, in the order a JSON line lists them.
FIELDS = ("guild", "channel", "game", "shard", "interaction")

_EMPTY: Mapping[str, int] = MappingProxyType({})
_ids: ContextVar[Mapping[str, int]] = ContextVar("boardgame_log_ids", default=_EMPTY)
#: Discord's shard count of this process's bot, when known (a guild's shard follows from it).
_shard_count: int | None = None


def set_shard_count(count: int | None) -> None:
    """The bot's shard count (``GameBot`` sets it when it knows it), to give each line its guild's shard."""
    global _shard_count
    _shard_count = count if count and count > 0 else None


def shard_of(guild: int | None) -> int | None:
    """Discord's shard for a guild ((id >> 22) % shard count; DMs are on shard 0); None when the shard
    count is not known."""
    if _shard_count is None:
        return None
    return 0 if guild is None else (guild >> 22) % _shard_count


def current() -> Mapping[str, int]:
    """The ids of the work under way (an empty mapping outside any)."""
    return _ids.get()


def _merged(base: Mapping[str, int], ids: Mapping[str, int | None]) -> Mapping[str, int]:
    merged = dict(base)
    for key, value in ids.items():
        if key not in FIELDS:
            raise ValueError(f"unknown log id {key!r} (one of {', '.join(FIELDS)})")
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = int(value)
    if "guild" in ids or "channel" in ids:
        shard = shard_of(merged.get("guild"))
        if shard is not None and ("guild" in merged or "channel" in merged):
            merged["shard"] = shard
        else:
            merged.pop("shard", None)
    return MappingProxyType(merged)


def bind(**ids: int | None) -> Token[Mapping[str, int]]:
    """Add (or, with None, remove) ids for the rest of the current task: for an entry point whose whole
    task is about them (an interaction). Returns the token :func:`reset` takes."""
    return _ids.set(_merged(_ids.get(), ids))


def reset(token: Token[Mapping[str, int]]) -> None:
    _ids.reset(token)


@contextmanager
def scope(**ids: int | None) -> Iterator[None]:
    """The ids, added to the current ones, inside the block only."""
    token = bind(**ids)
    try:
        yield
    finally:
        _ids.reset(token)


def _game_ids(game_id: int, guild: int | None, channel: int | None) -> Mapping[str, int | None]:
    here = _ids.get()
    ids: dict[str, int | None] = {"game": game_id}
    if here.get("game") != game_id:
        # Another game's interaction, guild and channel say nothing about this one.
        ids.update(interaction=None, guild=None, channel=None, shard=None)
    if guild is not None or channel is not None:
        ids.update(guild=guild, channel=channel)
    return ids


@contextmanager
def game(game_id: int, *, guild: int | None = None, channel: int | None = None) -> Iterator[None]:
    """Work on one game inside the block: its id (and its guild and channel when given); the interaction
    id is kept only when the work was already about this game (answering a press of this game), so a
    loop or task going over several games never tells one game's lines with another's ids."""
    with scope(**_game_ids(game_id, guild, channel)):
        yield


def bind_game(game_id: int, *, guild: int | None = None, channel: int | None = None
              ) -> Token[Mapping[str, int]]:
    """:func:`game` for the rest of the current task (an interaction that has found its game)."""
    return bind(**_game_ids(game_id, guild, channel))


@contextmanager
def fresh(**ids: int | None) -> Iterator[None]:
    """Only these ids inside the block (nothing inherited): for a task started for other work than
    its creator's, such as a computer's decisions after a player's move."""
    token = _ids.set(_EMPTY)
    try:
        with scope(**ids):
            yield
    finally:
        _ids.reset(token)
