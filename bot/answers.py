"""The bot's answers to interactions (a part of :class:`bot.app.GameBot`): a reply, the first response or a
follow-up, answered within the bound (:meth:`Answers.answered`: work done within :data:`ANSWER_BOUND` is
answered with ONE response, only work still running then is deferred), a refusal as a sentence, a
surprise logged and never shown, a database that cannot save said so.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot import language, messages
from bot.messages import clip
from bot.ops import interaction_label
from core.service import PlayerError
from i18n import text
from rules.base import Msg
from store import StoreUnavailable

log = logging.getLogger("bot.app")

GENERIC_FAILURE = Msg("bot-generic-failure")
BUSY_TEXT = Msg("bot-store-busy")
#: Seconds an interaction's work may take before it is deferred (:meth:`Answers.answered`): well inside
#: Discord's three seconds for the first response, and long enough for a move's load, apply and commit.
ANSWER_BOUND = 2.0
#: The reasons of :class:`StoreUnavailable` the catalogs explain (``bot-store-reason-<reason>``).
STORE_REASONS = ("busy", "full", "readonly", "io", "corrupt", "down")


def store_failure_text(error: StoreUnavailable) -> Msg:
    """What a player reads when the database cannot do what they asked; nothing was changed."""
    if error.reason == "busy":
        return BUSY_TEXT
    reason = error.reason if error.reason in STORE_REASONS else "io"
    return Msg("bot-store-failure", reason=Msg(f"bot-store-reason-{reason}"))


class Answers:
    """How the bot answers an interaction; mixed into :class:`bot.app.GameBot`, whose state it uses (its
    ``_answer_locks``, ``answer_bound``, ``metrics``, ``id_formats`` and language helpers)."""

    # --- replies -----------------------------------------------------------------------------------
    async def reply(self, interaction: discord.Interaction, content: Msg | str | None = None,
                    *, lang: str | None = None, **kwargs: Any) -> None:
        """Answer an interaction ephemerally (or follow up if it was already answered or deferred).
        ``content`` may be a :class:`Msg` (or lines of them): it is shown in ``lang``, by default the
        reader's language."""
        kwargs.setdefault("ephemeral", True)
        if content is not None:
            if not isinstance(content, str):
                content = text(lang or await self.lang(interaction), content)
            kwargs["content"] = clip(content, messages.MAX_CONTENT)
        try:
            await self.send_answer(interaction, **kwargs)
        except discord.HTTPException as error:
            log.warning("could not answer an interaction: %s", error)

    async def send_answer(self, interaction: discord.Interaction, **kwargs: Any) -> discord.Message | None:
        """Send a message answering ``interaction``: its response when it was not answered yet; when it was
        deferred ("thinking"), the deferred message filled in; after that, a follow-up. A card (a
        ``LayoutView``: Components V2) fills a deferred message by an edit of the original response, since
        Discord refuses a follow-up turning a deferred answer into a V2 message; anything else by the first
        follow-up, as Discord makes it the deferred message. Returns the message when Discord says which
        (not for a first response). Raises what discord.py raises."""
        card = isinstance(kwargs.get("view"), discord.ui.LayoutView)
        if card and (kwargs.get("content") or kwargs.get("embed") or kwargs.get("embeds")):
            raise ValueError("a card (Components V2) has no content and no embeds")
        async with self._answer_lock(interaction):
            response = interaction.response
            if not response.is_done():
                await response.send_message(**kwargs)
                return None
            filling = (response.type is discord.InteractionResponseType.deferred_channel_message
                       and not interaction.extras.get("deferred_filled"))
            interaction.extras["deferred_filled"] = True
            if card and filling:
                kwargs.pop("ephemeral", None)  # the deferral decided it
                files = [kwargs.pop("file", None), *kwargs.pop("files", [])]
                files = [file for file in files if file is not None]
                if files:
                    kwargs["attachments"] = files
                return await interaction.edit_original_response(**kwargs)
            return await interaction.followup.send(wait=True, **kwargs)

    def _answer_lock(self, interaction: discord.Interaction) -> asyncio.Lock:
        lock = self._answer_locks.get(interaction.id)
        if lock is None:
            lock = asyncio.Lock()
            self._answer_locks[interaction.id] = lock
        return lock

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.TransformerError):
            await self.reply(interaction, Msg("bot-error-bad-value", value=repr(clip(str(error.value), 50))))
            return
        if isinstance(error, app_commands.CommandSignatureMismatch):
            log.warning("Discord sent an outdated form of /%s: the command tree is being synced",
                        error.command.qualified_name)
            await self.reply(interaction, Msg("bot-error-outdated-command"))
            return
        if isinstance(error, app_commands.CheckFailure):
            await self.reply(interaction, Msg("bot-error-server-channel"))
            return
        log.error("command failed", exc_info=error)
        await self.reply(interaction, GENERIC_FAILURE)

    async def guarded(self, interaction: discord.Interaction, work: Callable[[], Any], *,
                      defer: bool = False) -> None:
        """Run a handler; refusals become ephemeral sentences, surprises are logged, never shown.
        ``defer``: answer within the bound (:meth:`answered`; every command whose work touches the
        database): privately deferred only if the work is not done by then. Counted and timed in
        :attr:`metrics` by kind, name and outcome. The web pages hear of a move made here once the
        interaction is answered (``GameService.answering``)."""
        with self.service.answering():
            await self._guarded(interaction, work, defer=defer)

    async def _guarded(self, interaction: discord.Interaction, work: Callable[[], Any], *,
                       defer: bool) -> None:
        started, outcome = time.perf_counter(), "ok"
        try:
            await language.note_interaction(self, interaction)
            if defer:
                await self.answered(interaction, work)
            else:
                await work()
        except PlayerError as error:
            outcome = "refused"
            # An error may name another player (a mention shows their name): it never pings them.
            await self.reply(interaction, error.msg, allowed_mentions=discord.AllowedMentions.none())
        except StoreUnavailable as error:
            outcome = "busy" if error.reason == "busy" else "unavailable"
            self.metrics.database_error(error, "interaction")
            if error.reason == "busy":
                log.warning("database busy, an interaction was refused: %s", error.detail)
            else:
                log.error("database cannot save: %s", error)
            await self.reply(interaction, store_failure_text(error))
        except Exception:
            outcome = "error"
            log.exception("handler failed")
            await self.reply(interaction, GENERIC_FAILURE)
        except BaseException:
            outcome = "cancelled"  # the bot is stopping
            raise
        finally:
            self.metrics.interaction(*interaction_label(interaction, self.id_formats), outcome,
                                     time.perf_counter() - started)

    async def answered(self, interaction: discord.Interaction, work: Callable[[], Awaitable[Any]], *,
                       update: bool = False) -> None:
        """Run ``work`` (which answers the interaction through :meth:`reply` / :meth:`edit_pressed`) so
        that Discord gets its first response in time, in as few calls as the work allows.

        Work done within :attr:`answer_bound` seconds answers with its one response (type 7, the pressed
        message updated; type 4, a private message). Work still running then is deferred (``update``: as
        an update of the pressed message, else as a private "thinking" answer) and answers by an edit or
        a follow-up when done: the same messages either way, one Discord call fewer when quick. Work that
        answered nothing is acknowledged at the end as it would have been deferred. Raises what ``work``
        raises (the caller answers it)."""
        task = asyncio.ensure_future(work())
        try:
            done, _ = await asyncio.wait({task}, timeout=self.answer_bound)
            if not done:
                await self.defer(interaction, update=update)
            await task
        except BaseException:
            task.cancel()  # nothing if it finished; a cancelled caller takes its work with it
            raise
        if not interaction.response.is_done():
            await self.defer(interaction, update=update)

    async def defer(self, interaction: discord.Interaction, *, update: bool = False) -> None:
        """Acknowledge an interaction before slow work: ``update`` for a press whose answer edits the
        message it is on, otherwise a private "thinking" answer filled by the first reply. Nothing if it
        was answered already."""
        try:
            async with self._answer_lock(interaction):
                if interaction.response.is_done():
                    return
                if update:
                    await interaction.response.defer()
                else:
                    await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as error:
            # The interaction expired on its way here; the work goes on (a move is announced in the channel).
            log.warning("could not defer an interaction: %s", error)

    async def edit_answer(self, interaction: discord.Interaction, **kwargs: Any) -> None:
        """Replace a command's own private answer with ``kwargs`` (deferring first if it was not answered
        yet): a slow command's progress, then its result, in one message."""
        await self.defer(interaction)
        async with self._answer_lock(interaction):
            interaction.extras["deferred_filled"] = True
            await interaction.edit_original_response(**kwargs)

    async def edit_pressed(self, interaction: discord.Interaction, **kwargs: Any) -> None:
        """Edit the message whose component was pressed: as the interaction's response (type 7) when not
        answered yet, else through the deferred update's original response, or by its id when the first
        response was a message of its own."""
        async with self._answer_lock(interaction):
            response = interaction.response
            if not response.is_done():
                await response.edit_message(**kwargs)
            elif response.type in (discord.InteractionResponseType.deferred_message_update,
                                   discord.InteractionResponseType.message_update) \
                    or interaction.message is None:
                await interaction.edit_original_response(**kwargs)
            else:
                await interaction.followup.edit_message(interaction.message.id, **kwargs)
