"""The Discord side of flows (``core/flows.py``): a channel post, a DM and a thread made once by a step of
a flow, whatever attempt of the flow makes it.

A post and a DM carry the flow's nonce for that step (:meth:`core.flows.Flow.nonce`): sent again after a
crash that came between Discord making the message and the step's record, Discord answers with the first
message instead of making a second (``enforce_nonce``, for a few minutes: a cut-off flow is carried on
within two ticks). A thread has no nonce: a step that opens one, carried on after a crash, first looks
among the channel's active threads for one the bot made with its name and no game in it (what a crash
between Discord making it and the step's record leaves), and keeps that one. A failure that may pass
raises :class:`core.flows.FlowRetry` (the flow is given back and the next tick goes on from that step); a
refusal that will not change (a deleted channel, a missing permission, closed DMs) is the step's outcome,
logged, and the flow goes on.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
import discord

from bot.announce import transient
from bot.host import Host
from bot.messages import clip
from core.flows import Flow, FlowRetry

log = logging.getLogger(__name__)


async def post_once(bot: Host, flow: Flow, name: str, channel_id: int, guild_id: int | None,
                    **kwargs: Any) -> int | None:
    """Step ``name``: a message in ``channel_id`` (``kwargs`` as for ``send``), once; its id (None: the
    channel refused it for good)."""
    async def post() -> int | None:
        channel = bot.get_partial_messageable(channel_id, guild_id=guild_id)
        try:
            message = await channel.send(nonce=flow.nonce(name), **kwargs)
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            if transient(error):
                raise FlowRetry(f"a post in channel {channel_id} failed ({type(error).__name__})") from error
            log.warning("flow %s %s: cannot post in channel %d (%s %s)", flow.kind, flow.key, channel_id,
                        getattr(error, "status", "-"), type(error).__name__)
            return None
        return message.id

    return await flow.step(name, post)


async def dm_once(bot: Host, flow: Flow, name: str, user_id: int, *, kind: str, **kwargs: Any) -> str:
    """Step ``name``: a DM to ``user_id``, once; ``"sent"`` or ``"closed"`` (their DMs are closed to the
    bot: nothing would change in a minute). A DM that failed otherwise is tried again by the next tick."""
    async def send() -> str:
        outcome = await bot.dm(user_id, kind=kind, nonce=flow.nonce(name), **kwargs)
        if outcome == "failed":
            raise FlowRetry(f"a {kind} DM failed")
        return outcome

    return str(await flow.step(name, send))


async def thread_once(bot: Host, flow: Flow, name: str, channel_id: int, guild_id: int,
                      title: str) -> int:
    """Step ``name``: a public thread of ``channel_id`` named ``title`` (archived after a week without
    messages), once; its id. Raises :class:`FlowRetry` when Discord does not make it (the next tick tries
    again: a missing permission may be given meanwhile)."""
    title = clip(title, 100)

    async def open_thread() -> int:
        if flow.resumed:
            found = await find_thread(bot, channel_id, guild_id, title)
            if found is not None:
                log.info("flow %s %s: carries on in the thread an earlier attempt made", flow.kind, flow.key)
                return found
        try:
            data = await bot.http.start_thread_without_message(
                channel_id, name=title, auto_archive_duration=10080,
                type=discord.ChannelType.public_thread.value)
        except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
            raise FlowRetry(f"no thread in channel {channel_id} ({getattr(error, 'status', '-')} "
                            f"{type(error).__name__})") from error
        return int(data["id"])

    return int(await flow.step(name, open_thread))


async def find_thread(bot: Host, channel_id: int, guild_id: int, title: str) -> int | None:
    """A thread an earlier attempt of a flow made and did not record: in ``channel_id``, by the bot,
    named ``title``, with no game in it (the oldest such)."""
    me = bot.user.id if bot.user is not None else None
    try:
        data = await bot.http.get_active_threads(guild_id)
    except (discord.HTTPException, aiohttp.ClientError, TimeoutError, OSError) as error:
        raise FlowRetry(f"the active threads could not be read ({type(error).__name__})") from error
    candidates = sorted(
        int(thread["id"]) for thread in data.get("threads", [])
        if str(thread.get("parent_id")) == str(channel_id) and thread.get("name") == title
        and (me is None or str(thread.get("owner_id")) == str(me)))
    for thread_id in candidates:
        if await bot.store.last_game_in_channel(thread_id) is None:
            return thread_id
    return None
