"""The Discord face of the platform: the ``/game`` commands, the button/select router and the turn flow.

The bot knows games only through the protocol in ``rules/base.py`` and images only through
``render.board`` / ``render.hand``; there is no game-specific code here. :func:`create_bot` builds a bot
whose ``setup_hook`` opens the database and registers the command tree and the persistent component
without any network call; syncing the commands happens in ``on_ready`` (see ``bot/__main__.py``).

Order of a move (DESIGN.md "One turn, end to end"): defer the interaction, load under the per-game lock,
apply, commit (with the move's announcement in the outbox), answer the interaction, then render off the
event loop, post the board, send the DMs and mark the announcement delivered. Nothing reaches Discord
before the commit; an announcement a crash cut off is delivered at the next start
(:meth:`GameBot.deliver_pending`).

Every interaction whose work touches the database or renders is deferred first, so a slow database never
makes Discord show "This interaction failed"; the answer comes as an edit or a follow-up. Waits for the
database and for another action of the same game are bounded, and a database that cannot save says so.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
import secrets
from collections.abc import Callable, Mapping
from typing import Any, Protocol

import discord
from discord import app_commands
from discord.ext import commands

import render
import rules
from bot import ids, messages
from bot.messages import GameComponent, clip
from bot.panel import BadPath, PanelStep, action_label, format_path, navigate, parse_path
from bot.service import GameService, LoadedGame, PlayerError, TurnResult, private_of
from bot.store import (
    ChannelBusy,
    GameRecord,
    LobbyClosed,
    StaleVersion,
    Store,
    StoreUnavailable,
    TableFull,
)
from rules.base import Game, resolve_options

log = logging.getLogger(__name__)

#: A panel answer index as the bot writes it: ASCII digits only ("²" or "٣" pass ``str.isdigit``).
ANSWER_INDEX = re.compile(r"[0-9]{1,3}")
STALE_TEXT = "This button is from an earlier turn; here is the current board."
GENERIC_FAILURE = "Something went wrong on my side. The game is safe: try again in a moment."
BUSY_TEXT = "The database is busy right now: your move or choice was not made. Press again in a moment."
LOBBY_CHANGED_TEXT = ("The lobby changed just as you pressed Start (someone joined or left, or an option "
                      "changed): look at it again and press Start once more.")
#: Component kinds whose answer edits the message they are on (deferred as an update); the others
#: ("turn", "hand") answer with a new message only the presser sees.
EDITING_KINDS = frozenset({"lb", "lo", "lm", "ab", "pn", "ps", "un"})


def store_failure_text(error: StoreUnavailable) -> str:
    """What a player reads when the database cannot do what they asked; nothing was changed."""
    if error.reason == "busy":
        return BUSY_TEXT
    return (f"I cannot save right now ({error.explanation}), so nothing was changed. The bot's admin can "
            "see the cause in its log; please try again later.")


class Renderer(Protocol):
    """Where images come from: ``render.board`` / ``render.hand`` in production, a stand-in in tests."""

    def board(self, game_id: str, view: dict, *, last_action: str | None = None) -> bytes: ...

    def hand(self, game_id: str, view: dict) -> bytes: ...


class ModuleRenderer:
    """The production renderer: the ``render`` package."""

    def board(self, game_id: str, view: dict, *, last_action: str | None = None) -> bytes:
        return render.board(game_id, view, last_action=last_action)

    def hand(self, game_id: str, view: dict) -> bytes:
        return render.hand(game_id, view)


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


class GameBot(commands.Bot):
    """A ``commands.Bot`` carrying the store, the game service and the renderer."""

    def __init__(self, database_path: str, games: Mapping[str, Game], renderer: Renderer,
                 dev_guild_id: int | None = None) -> None:
        # A board game bot never joins voice: skip discord.py's warnings about missing voice libraries.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None)
        self.database_path = database_path
        self.games = games
        self.renderer = renderer
        self.dev_guild_id = dev_guild_id
        self._store: Store | None = None
        self._service: GameService | None = None
        self._synced = False
        self._pending_delivery: asyncio.Task[None] | None = None
        #: Where new games get their seed (tests replace it to replay a known game).
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)

    # --- life cycle --------------------------------------------------------------------------------
    @property
    def store(self) -> Store:
        assert self._store is not None, "setup_hook has not run"
        return self._store

    @property
    def service(self) -> GameService:
        assert self._service is not None, "setup_hook has not run"
        return self._service

    async def setup_hook(self) -> None:
        self._store = await Store.open(self.database_path)
        self._service = GameService(self._store, self.games)
        self.tree.add_command(build_game_group(self))
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        self.add_dynamic_items(GameComponent)
        log.info("database %s ready; %d game(s) offered", self.database_path, len(self.games))
        # Announcements a crash cut off (between a commit and its board post) go out now, in the
        # background: the HTTP session is open in setup_hook, and the gateway need not wait for them.
        self._pending_delivery = asyncio.create_task(self.deliver_pending())

    async def on_ready(self) -> None:
        if self._synced:
            return
        self._synced = True
        try:
            if self.dev_guild_id:
                guild = discord.Object(id=self.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
                log.info("synced %d command(s) to the dev server %d", len(synced), self.dev_guild_id)
            else:
                synced = await self.tree.sync()
                log.info("synced %d command(s) globally (Discord may take a while to show them)", len(synced))
        except discord.HTTPException as error:
            log.error("command sync failed: %s", error)
        log.info("logged in as %s (%s)", self.user, getattr(self.user, "id", "?"))

    async def close(self) -> None:
        if self._pending_delivery is not None and not self._pending_delivery.done():
            self._pending_delivery.cancel()
        if self._store is not None:
            await self._store.close()
            self._store = None
        await super().close()

    # --- replies -----------------------------------------------------------------------------------
    async def reply(self, interaction: discord.Interaction, content: str | None = None,
                    **kwargs: Any) -> None:
        """Answer an interaction ephemerally (or follow up if it was already answered or deferred)."""
        kwargs.setdefault("ephemeral", True)
        if content is not None:
            kwargs["content"] = clip(content, messages.MAX_CONTENT)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(**kwargs)
            else:
                await interaction.response.send_message(**kwargs)
        except discord.HTTPException as error:
            log.warning("could not answer an interaction: %s", error)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.TransformerError):
            await self.reply(interaction, f"That value is not valid here: {clip(str(error.value), 50)!r}. "
                                          "Pick one of the offered choices.")
            return
        if isinstance(error, app_commands.CommandSignatureMismatch):
            log.warning("Discord sent an outdated form of /%s: the command tree is being synced",
                        error.command.qualified_name)
            await self.reply(interaction, "This command changed recently and Discord still shows the old "
                                          "form: reload Discord (Ctrl+R) or try again in a few minutes.")
            return
        if isinstance(error, app_commands.CheckFailure):
            await self.reply(interaction, "Use this command in a server text channel or thread.")
            return
        log.error("command failed", exc_info=error)
        await self.reply(interaction, GENERIC_FAILURE)

    async def guarded(self, interaction: discord.Interaction, work: Callable[[], Any], *,
                      defer: bool = False) -> None:
        """Run a handler; refusals become ephemeral sentences, surprises are logged, never shown.
        ``defer``: acknowledge privately first (every command whose work touches the database)."""
        try:
            if defer:
                await self.defer(interaction)
            await work()
        except PlayerError as error:
            await self.reply(interaction, str(error))
        except StoreUnavailable as error:
            if error.reason == "busy":
                log.warning("database busy, an interaction was refused: %s", error.detail)
            else:
                log.error("database cannot save: %s", error)
            await self.reply(interaction, store_failure_text(error))
        except Exception:
            log.exception("handler failed")
            await self.reply(interaction, GENERIC_FAILURE)

    async def defer(self, interaction: discord.Interaction, *, update: bool = False) -> None:
        """Acknowledge an interaction before slow work: ``update`` for a press whose answer edits the
        message it is on, otherwise a private "thinking" answer filled by the first reply."""
        if interaction.response.is_done():
            return
        try:
            if update:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as error:
            # The interaction expired on its way here; the work goes on (a move is announced in the channel).
            log.warning("could not defer an interaction: %s", error)

    async def edit_pressed(self, interaction: discord.Interaction, **kwargs: Any) -> None:
        """Edit the message whose component was pressed (through the deferred answer if deferred)."""
        if interaction.response.is_done():
            await interaction.edit_original_response(**kwargs)
        else:
            await interaction.response.edit_message(**kwargs)

    # --- loading -----------------------------------------------------------------------------------
    async def channel_game(self, interaction: discord.Interaction, *, intact: bool = True) -> GameRecord:
        """The channel's open game; with ``intact``, refused clearly when its row is damaged (only
        aborting a damaged game asks for it with ``intact=False``)."""
        if interaction.guild_id is None or interaction.channel_id is None:
            raise PlayerError("Games live in server text channels and threads: use this command there.")
        record = await self.store.open_game_in_channel(interaction.channel_id)
        if record is None:
            raise PlayerError("There is no game in this channel. Start one with `/game new`.")
        if intact:
            self.service.check_intact(record)
        return record

    async def record_by_id(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        if record is None:
            raise PlayerError("This game does not exist any more. Start a new one with `/game new`.")
        return record

    def game_of(self, record: GameRecord) -> Game:
        return self.service.game_for(record)

    # --- images ------------------------------------------------------------------------------------
    async def render_board(self, loaded: LoadedGame, last_action: str | None) -> discord.File | None:
        view = loaded.game.view(loaded.state, None)  # the spectator view only: public channel
        try:
            png = await asyncio.to_thread(self.renderer.board, loaded.game.id, view, last_action=last_action)
        except Exception:
            log.exception("board rendering failed for game %d", loaded.id)
            return None
        return discord.File(io.BytesIO(png), filename="board.png")

    async def render_hand(self, loaded: LoadedGame, seat: int) -> discord.File | None:
        view = loaded.game.view(loaded.state, seat)
        try:
            png = await asyncio.to_thread(self.renderer.hand, loaded.game.id, view)
        except Exception:
            log.exception("hand rendering failed for game %d", loaded.id)
            return None
        return discord.File(io.BytesIO(png), filename="hand.png")

    def has_private_info(self, loaded: LoadedGame) -> bool:
        return any(private_of(loaded.game, loaded.state, seat) for seat in range(len(loaded.users)))

    # --- posting -----------------------------------------------------------------------------------
    def channel_of(self, record: GameRecord) -> discord.PartialMessageable:
        return self.get_partial_messageable(record.channel_id, guild_id=record.guild_id)

    async def post(self, record: GameRecord, **kwargs: Any) -> discord.Message | None:
        """Send to the game's channel; a deleted channel or missing permission is logged, not raised."""
        try:
            return await self.channel_of(record).send(**kwargs)
        except discord.HTTPException as error:
            log.warning("game %d: cannot post in channel %d (%s %s)", record.id, record.channel_id,
                        error.status, type(error).__name__)
            return None

    async def send_dm(self, user_id: int, **kwargs: Any) -> bool:
        """DM a user; False when their DMs are closed (or the DM failed otherwise)."""
        try:
            user = self.get_user(user_id) or await self.fetch_user(user_id)
            channel = user.dm_channel or await user.create_dm()
            await channel.send(**kwargs)
            return True
        except discord.Forbidden:
            return False
        except discord.HTTPException as error:
            log.warning("DM to a player failed (%s %s)", error.status, type(error).__name__)
            return False

    async def post_board(self, loaded: LoadedGame, lines: list[str], *, title: str | None = None,
                         acting_user: int | None = None) -> None:
        """The channel message after a completed turn (or the final one), then the turn reminder DM.

        No reminder goes to ``acting_user`` (who just played or pressed Start): they are looking at the
        channel already, and in a solo game a DM after every turn would only be noise."""
        game, state, record = loaded.game, loaded.state, loaded.record
        over = game.is_over(state)
        image = await self.render_board(loaded, lines[-1] if lines else None)
        embeds = [messages.board_embed(game, state, loaded.users, lines, has_image=image is not None,
                                       title=title)]
        next_user = loaded.to_play_user()
        kwargs: dict[str, Any] = {}
        if over:
            embeds.append(messages.final_embed(game, state))
            content = "The game is over. " + clip(game.outcome_text(state), 1500)
        else:
            prompt = f"<@{next_user}>, it is your turn ({game.seat_label(state, game.to_play(state))})."
            content = prompt + " Press **Take your turn**."
            kwargs["view"] = messages.board_view(record.id, loaded.turn,
                                                 with_hand=self.has_private_info(loaded))
        if image is not None:
            kwargs["file"] = image
        message = await self.post(record, content=clip(content, messages.MAX_CONTENT), embeds=embeds,
                                  allowed_mentions=discord.AllowedMentions(
                                      everyone=False, roles=False,
                                      users=[discord.Object(next_user)] if next_user else False),
                                  **kwargs)
        if message is not None:
            try:
                await self.store.set_board_message(record.id, message.id)
            except StoreUnavailable as error:
                log.warning("game %d: board message id not saved (%s)", record.id, error)
        if over:
            log.info("game %d finished", record.id)
            return
        if (next_user is not None and next_user != acting_user and message is not None
                and await self.wants_reminders(next_user)):
            await self.send_dm(next_user, content=(
                f"Your turn in **{game.title}** (<#{record.channel_id}>): "
                f"{jump_url(record.guild_id, record.channel_id, message.id)}\n"
                "Turn these reminders off with `/game settings reminders:False`."))

    async def send_private_views(self, loaded: LoadedGame, seats: list[int]) -> None:
        """DM each seat its private view; closed DMs get a content-free notice in the channel."""
        for seat in seats:
            if not private_of(loaded.game, loaded.state, seat):
                continue
            user_id = loaded.users[seat]
            kwargs: dict[str, Any] = {"content": clip(
                f"**{loaded.game.title}** in <#{loaded.record.channel_id}>, your private view:\n"
                + loaded.game.private_text(loaded.state, seat), messages.MAX_CONTENT)}
            image = await self.render_hand(loaded, seat)
            if image is not None:
                kwargs["file"] = image
            if not await self.send_dm(user_id, **kwargs):
                await self.post(loaded.record, content=(
                    f"<@{user_id}>, I cannot send you direct messages: press **Show my hand** on the board "
                    "(or use `/game hand`) to see your private information."),
                    allowed_mentions=discord.AllowedMentions(users=[discord.Object(user_id)]))

    async def wants_reminders(self, user_id: int) -> bool:
        try:
            return await self.store.turn_reminders(user_id)
        except StoreUnavailable as error:
            log.warning("reminder setting unreadable (%s); sending the reminder", error)
            return True

    async def announce(self, result: TurnResult) -> None:
        """Everything sent after a committed action (the interaction itself is answered by the caller):
        the announcement stored with the move, then the mark that it was delivered."""
        payload = result.announcement()
        if payload is None:
            return
        await self.deliver(result.after, payload)
        await self.mark_delivered(result.after.id, result.after.version)

    async def deliver(self, after: LoadedGame, payload: Mapping[str, Any]) -> None:
        """Post what an outbox announcement says about ``after`` (the game just after the move)."""
        if payload.get("kind") == "start":
            count = len(after.users)
            players = "1 player" if count == 1 else f"{count} players"
            await self.post_board(after, [f"The game begins with {players}."],
                                  title=f"{after.game.title} · the game begins",
                                  acting_user=after.record.creator_id)
            await self.send_private_views(after, list(range(count)))
            return
        seat = int(payload.get("seat", -1))
        if payload.get("turn_completed"):
            lines = [str(line) for line in payload.get("turn_lines") or []]
            await self.post_board(after, lines, acting_user=payload.get("acting_user"))
        elif after.game.to_play(after.state) not in (None, seat):
            # Another seat decides inside the same turn: point them at the board's button.
            other = after.to_play_user()
            if other is not None:
                label = after.game.seat_label(after.state, after.game.to_play(after.state))
                await self.post(after.record, content=(
                    f"<@{other}>, a decision for you ({label}): "
                    "press **Take your turn** on the board."),
                    allowed_mentions=discord.AllowedMentions(users=[discord.Object(other)]))
        # Hands are compared over the whole turn, so each player gets at most one DM per turn.
        changed = [int(s) for s in payload.get("changed_private") or [] if 0 <= int(s) < len(after.users)]
        if changed:
            await self.send_private_views(after, changed)

    async def mark_delivered(self, game_id: int, version: int) -> None:
        try:
            await self.store.mark_delivered(game_id, version)
        except StoreUnavailable as error:
            # Delivered but not marked: the next start posts it again, which beats never posting it.
            log.warning("game %d: announcement not marked delivered (%s)", game_id, error)

    async def deliver_pending(self) -> None:
        """Deliver the announcements a crash left undelivered: per game only the newest, and only if the
        game is still where that announcement left it (a later move made its own announcement)."""
        try:
            pending = await self.store.pending_announcements()
        except StoreUnavailable as error:
            log.error("cannot read the outbox at start-up: %s", error)
            return
        newest = {announcement.game_id: announcement for announcement in pending}
        for game_id, announcement in newest.items():
            try:
                async with self.service.locked(game_id):
                    record = await self.store.get_game(game_id)
                    if (record is not None and record.version == announcement.version
                            and record.status in ("active", "finished")):
                        loaded = await self.service.load(record)
                        if announcement.payload.get("kind") == "start":
                            await self.refresh_lobby(record)
                        await self.deliver(loaded, announcement.payload)
                        log.info("game %d: delivered an announcement left over from before a restart",
                                 game_id)
                    await self.mark_delivered(game_id, announcement.version)
            except Exception:
                log.exception("game %d: a left-over announcement could not be delivered", game_id)

    # --- the stale answer --------------------------------------------------------------------------
    async def answer_stale(self, interaction: discord.Interaction, loaded: LoadedGame) -> None:
        kwargs: dict[str, Any] = {}
        image = await self.render_board(loaded, None)
        embed = messages.board_embed(loaded.game, loaded.state, loaded.users, [], has_image=image is not None,
                                     title=f"{loaded.game.title} · now")
        if image is not None:
            kwargs["file"] = image
        if loaded.record.status == "active" and loaded.seat_of(interaction.user.id) is not None:
            kwargs["view"] = messages.board_view(loaded.id, loaded.turn,
                                                 with_hand=self.has_private_info(loaded))
        await self.reply(interaction, STALE_TEXT + "\n" + clip(loaded.game.status_text(loaded.state), 1500),
                         embed=embed, **kwargs)

    # --- the panel ---------------------------------------------------------------------------------
    def panel_message(self, loaded: LoadedGame, step: PanelStep, *, header: str = "",
                      page: int = 0, undo: bool = False) -> dict[str, Any]:
        game = loaded.game
        title = f"**{game.title}** · {game.seat_label(loaded.state, game.to_play(loaded.state))}"
        text = messages.panel_text(game, step, header="\n".join(part for part in (header, title) if part))
        return {"content": text, "view": messages.panel_view(loaded.id, loaded.version, step, page,
                                                             undo=undo)}

    async def panel_for(self, loaded: LoadedGame, step: PanelStep, user_id: int, *, header: str = "",
                        page: int = 0) -> dict[str, Any]:
        """The panel message, with the Undo button when ``user_id`` may take their last decision back."""
        undo = await self.service.can_undo(loaded, user_id)
        return self.panel_message(loaded, step, header=header, page=page, undo=undo)

    def check_turn(self, loaded: LoadedGame, user_id: int) -> int:
        if loaded.record.status != "active":
            raise PlayerError("This game is over: see the final board in the channel.")
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise PlayerError("You are not playing in this game; anyone can follow it with `/game board`.")
        to_play = loaded.game.to_play(loaded.state)
        if to_play != seat:
            who = loaded.game.seat_label(loaded.state, to_play) if to_play is not None else "nobody"
            raise PlayerError(f"It is not your turn: {who} is to play. I will remind you when it is.")
        return seat

    async def open_panel(self, interaction: discord.Interaction, loaded: LoadedGame) -> None:
        self.check_turn(loaded, interaction.user.id)
        step = navigate(loaded.game, loaded.state, ())
        await self.reply(interaction, **await self.panel_for(loaded, step, interaction.user.id))

    async def panel_press(self, interaction: discord.Interaction, loaded: LoadedGame, version: int,
                          path_text: str, extra: str | None, selected: str | None) -> None:
        if version != loaded.version:
            await self.answer_stale(interaction, loaded)
            return
        self.check_turn(loaded, interaction.user.id)
        try:
            path = parse_path(path_text)
            if selected is not None:
                if not ANSWER_INDEX.fullmatch(selected):
                    raise BadPath("not an answer")
                path = (*path, int(selected))
            step = navigate(loaded.game, loaded.state, path, confirmed=extra == "ok")
        except BadPath as error:
            raise PlayerError("That choice is not on the menu. Press **Take your turn** on the board "
                              "to start again.") from error
        if step.kind != "apply":
            page = int(extra[1:]) if extra and extra.startswith("p") else 0
            await self.edit_pressed(interaction, **await self.panel_for(loaded, step, interaction.user.id,
                                                                        page=page))
            return
        result = await self.service.play(loaded, interaction.user.id, step.action)
        after = result.after
        done = f"✓ {result.description}"
        same_player_decides = (not result.over and not result.turn_completed
                               and after.game.to_play(after.state) == result.seat)
        try:
            if same_player_decides:
                next_step = navigate(after.game, after.state, ())
                await self.edit_pressed(
                    interaction, **await self.panel_for(after, next_step, interaction.user.id, header=done))
            else:
                if result.over:
                    tail = "The game is over."
                elif result.turn_completed:
                    tail = "Your turn is done: the board is in the channel."
                else:
                    label = after.game.seat_label(after.state, after.game.to_play(after.state))
                    tail = f"Now {label} decides."
                text = clip(f"{done}\n{tail}", messages.MAX_CONTENT)
                await self.edit_pressed(interaction, content=text, view=None)
        except discord.HTTPException as error:
            # The move is committed: the board and the DMs must go out even if the panel cannot be updated.
            log.warning("game %d: panel not updated (%s)", loaded.id, type(error).__name__)
        await self.announce(result)

    # --- undo ----------------------------------------------------------------------------------------
    async def undo_decision(self, interaction: discord.Interaction, loaded: LoadedGame, *,
                            expected_version: int | None = None) -> None:
        """Take back the caller's last decision (``/game undo`` or the panel's Undo button; the caller
        holds the game's lock) and show the panel of the decision they are back at. Nothing goes to the
        channel: the turn's summary is built from the stored action lines, where the decision is gone."""
        result = await self.service.undo(loaded, interaction.user.id, expected_version=expected_version)
        after = result.after
        step = navigate(after.game, after.state, ())
        panel = await self.panel_for(after, step, interaction.user.id,
                                     header=clip(f"↩ Taken back: {result.description}", 500))
        if expected_version is None:
            await self.reply(interaction, **panel)
            return
        try:
            await self.edit_pressed(interaction, **panel)
        except discord.HTTPException as error:
            # The undo is committed; the player gets the panel again from "Take your turn".
            log.warning("game %d: panel not updated after an undo (%s)", loaded.id, type(error).__name__)

    # --- the component router ----------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, custom_id: str) -> None:
        await self.guarded(interaction, lambda: self._route(interaction, custom_id))

    async def _route(self, interaction: discord.Interaction, custom_id: str) -> None:
        parsed = ids.parse(custom_id)
        data = interaction.data or {}
        values = data.get("values") if isinstance(data, dict) else None
        if parsed is None or (values is not None and (not isinstance(values, list)
                                                      or not all(isinstance(v, str) for v in values))):
            raise PlayerError("I do not recognise this control. Use `/game board` to get a fresh board.")
        kind, fields = parsed.kind, parsed.fields
        await self.defer(interaction, update=kind in EDITING_KINDS)
        record = await self.record_by_id(parsed.game_id)
        if interaction.channel_id is not None and interaction.guild_id is not None \
                and record.channel_id != interaction.channel_id:
            raise PlayerError("This control belongs to a game in another channel.")
        if kind in ("lb", "lo", "lm"):
            await self.lobby_component(interaction, record, kind, fields, values or [])
            return
        if kind == "ab":
            await self.confirm_abort(interaction, record)
            return
        # Play controls of a game that is not in play (or over) are refused before anything is loaded,
        # so a forged id of a lobby or a cancelled game never builds or saves a game.
        if record.status == "lobby":
            raise PlayerError("This game has not started yet.")
        if record.status == "aborted":
            raise PlayerError("This game was cancelled: its buttons do nothing now.")
        async with self.service.locked(record.id):
            record = await self.record_by_id(record.id)
            loaded = await self.service.load(record)
            if kind == "turn":
                if loaded.seat_of(interaction.user.id) is None:
                    raise PlayerError("You are not playing in this game; "
                                      "anyone can follow it with `/game board`.")
                if int(fields["turn"]) != loaded.turn or record.status != "active":
                    await self.answer_stale(interaction, loaded)
                    return
                await self.open_panel(interaction, loaded)
            elif kind == "hand":
                await self.show_hand(interaction, loaded)
            elif kind in ("pn", "ps"):
                if kind == "ps" and (values is None or len(values) != 1):
                    raise PlayerError("Pick exactly one answer.")
                selected = values[0] if kind == "ps" and values else None
                try:
                    await self.panel_press(interaction, loaded, int(fields["version"]), fields["path"],
                                           fields.get("extra"), selected)
                except StaleVersion:
                    await self.answer_stale(interaction, await self.service.load(
                        await self.record_by_id(record.id)))
            elif kind == "un":
                try:
                    await self.undo_decision(interaction, loaded, expected_version=int(fields["version"]))
                except StaleVersion:
                    await self.answer_stale(interaction, await self.service.load(
                        await self.record_by_id(record.id)))

    # --- hands -------------------------------------------------------------------------------------
    async def show_hand(self, interaction: discord.Interaction, loaded: LoadedGame) -> None:
        seat = loaded.seat_of(interaction.user.id)
        if seat is None:
            raise PlayerError("You are not playing in this game, so you have no hand here.")
        await self.defer(interaction)
        parts = [loaded.game.private_text(loaded.state, seat)]
        kwargs: dict[str, Any] = {}
        if private_of(loaded.game, loaded.state, seat):
            image = await self.render_hand(loaded, seat)
            if image is not None:
                kwargs["file"] = image
        if loaded.record.status == "active" and loaded.game.to_play(loaded.state) == seat:
            panel = await self.panel_for(loaded, navigate(loaded.game, loaded.state, ()), interaction.user.id)
            parts.append(panel["content"])
            kwargs["view"] = panel["view"]
        await self.reply(interaction, "\n\n".join(part for part in parts if part) or "Nothing private.",
                         **kwargs)

    # --- lobby -------------------------------------------------------------------------------------
    async def refresh_lobby(self, record: GameRecord, interaction: discord.Interaction | None = None) -> None:
        """Redraw the lobby message (through the interaction when it was pressed on it)."""
        record = await self.record_by_id(record.id)
        game = self.game_of(record)
        users = await self.store.seats(record.id)
        embed = messages.lobby_embed(game, record.options, users, record.creator_id, record.status)
        view = messages.lobby_view(game, record.id, record.options) if record.status == "lobby" else None
        if interaction is not None and interaction.type == discord.InteractionType.component:
            try:
                await self.edit_pressed(interaction, embed=embed, view=view)
            except discord.HTTPException as error:
                log.warning("game %d: lobby message not updated (%s)", record.id, type(error).__name__)
            return
        if record.lobby_message_id is None:
            return
        try:
            message = self.channel_of(record).get_partial_message(record.lobby_message_id)
            await message.edit(embed=embed, view=view)
        except discord.HTTPException as error:
            log.warning("game %d: lobby message not updated (%s)", record.id, type(error).__name__)

    async def lobby_component(self, interaction: discord.Interaction, record: GameRecord, kind: str,
                              fields: dict[str, str], values: list[str]) -> None:
        if record.status != "lobby":
            raise PlayerError("This lobby is closed: the game has started or was cancelled.")
        self.service.check_intact(record)
        if kind == "lb":
            verb = fields["verb"]
            if verb == "join":
                await self.join(interaction, record, from_lobby=True)
            elif verb == "leave":
                await self.leave(interaction, record, from_lobby=True)
            else:
                await self.start_from_lobby(interaction, record)
            return
        if interaction.user.id != record.creator_id:
            raise PlayerError("Only the game's creator chooses the options.")
        game = self.game_of(record)
        async with self.service.locked(record.id):
            # Read again under the lock: the options are changed from what the database holds now.
            record = await self.record_by_id(record.id)
            if record.status != "lobby":
                raise PlayerError("This lobby is closed: the game has started or was cancelled.")
            options = dict(record.options)
            if kind == "lo":
                name = fields["option"]
                spec = game.options.get(name)
                if spec is None or len(values) != 1 or values[0] not in {v for v, _ in spec.choices}:
                    raise PlayerError("That option value is not offered. Pick one from the menu.")
                options[name] = values[0]
            else:
                _, switches = messages.option_layout(game.options)
                if any(value not in switches for value in values):
                    raise PlayerError("That module is not offered. Pick from the menu.")
                for name in switches:
                    spec = game.options[name]
                    options[name] = (messages.enabled_value(spec) if name in values
                                     else messages.disabled_value(spec))
            try:
                options = resolve_options(game.options, options)
            except ValueError as error:
                raise PlayerError(str(error)) from error
            try:
                await self.store.set_options(record.id, options)
            except LobbyClosed as error:
                raise PlayerError("Too late: the game has started (or was cancelled).") from error
            await self.refresh_lobby(record, interaction)

    async def join(self, interaction: discord.Interaction, record: GameRecord, *, from_lobby: bool) -> None:
        if record.status != "lobby":
            raise PlayerError("This game has already started; you can follow it with `/game board`.")
        game = self.game_of(record)
        async with self.service.locked(record.id):
            try:
                added = await self.store.add_seat(record.id, interaction.user.id,
                                                  max_players=game.max_players)
            except LobbyClosed as error:
                raise PlayerError("Too late: the game has started (or was cancelled). "
                                  "You can follow it with `/game board`.") from error
            except TableFull as error:
                raise PlayerError(f"The table is full ({game.max_players} players).") from error
            if not added:
                raise PlayerError("You are already in this game.")
            if from_lobby:
                await self.refresh_lobby(record, interaction)
            else:
                await self.reply(interaction, "You joined the game.")
                await self.refresh_lobby(record)

    async def leave(self, interaction: discord.Interaction, record: GameRecord, *, from_lobby: bool) -> None:
        if record.status != "lobby":
            raise PlayerError("The game has started: you cannot leave now. The creator can `/game abort` it.")
        if interaction.user.id == record.creator_id:
            raise PlayerError("You created this game: cancel it with `/game abort` instead.")
        async with self.service.locked(record.id):
            try:
                removed = await self.store.remove_seat(record.id, interaction.user.id)
            except LobbyClosed as error:
                raise PlayerError("Too late: the game has started, so your seat is in play. "
                                  "The creator can `/game abort` it.") from error
            if not removed:
                raise PlayerError("You are not in this game.")
            if from_lobby:
                await self.refresh_lobby(record, interaction)
            else:
                await self.reply(interaction, "You left the game.")
                await self.refresh_lobby(record)

    async def start_from_lobby(self, interaction: discord.Interaction, record: GameRecord) -> None:
        if interaction.user.id != record.creator_id:
            raise PlayerError(f"Only the creator (<@{record.creator_id}>) can start the game.")
        async with self.service.locked(record.id):
            record = await self.record_by_id(record.id)
            if record.status != "lobby":
                raise PlayerError("This game has already started.")
            try:
                loaded = await self.service.start(record, self.new_seed())
            except StaleVersion as error:
                raise PlayerError(LOBBY_CHANGED_TEXT) from error
            await self.refresh_lobby(loaded.record, interaction)
            await self.deliver(loaded, {"kind": "start"})
            await self.mark_delivered(loaded.id, loaded.version)

    async def confirm_abort(self, interaction: discord.Interaction, record: GameRecord) -> None:
        self.check_may_abort(interaction, record)
        async with self.service.locked(record.id):
            if not await self.store.set_status(record.id, "aborted", only_if_open=True):
                raise PlayerError("This game is already closed.")
        await self.edit_pressed(interaction, content="The game was cancelled.", view=None)
        await self.refresh_lobby(record)
        title = self.game_of(record).title
        await self.post(record, content=f"<@{interaction.user.id}> cancelled this channel's {title} game. "
                                        "Start a new one with `/game new`.",
                        allowed_mentions=discord.AllowedMentions.none())

    def check_may_abort(self, interaction: discord.Interaction, record: GameRecord) -> None:
        permissions = interaction.permissions
        if interaction.user.id != record.creator_id and not permissions.manage_channels:
            raise PlayerError("Only the game's creator or someone who can manage this channel can cancel it.")


# --- the /game command group --------------------------------------------------------------------------
def build_game_group(bot: GameBot) -> app_commands.Group:
    """The ``/game`` commands. Game choices come from ``bot.games``, so a new game needs no change here."""
    group = app_commands.Group(name="game", description="Play board games in this channel",
                               guild_only=True)
    game_choices = [app_commands.Choice(name=clip(game.title, 100), value=game_id)
                    for game_id, game in list(bot.games.items())[:25]]

    async def new(interaction: discord.Interaction, game: str) -> None:
        async def work() -> None:
            chosen = bot.games.get(game) if isinstance(game, str) else None
            if chosen is None:
                raise PlayerError(f"I do not know that game. Pick one of: "
                                  f"{', '.join(g.title for g in bot.games.values()) or 'none installed'}.")
            if interaction.channel_id is None or interaction.guild_id is None:
                raise PlayerError("Start games in a server text channel or thread.")
            options = resolve_options(chosen.options, {})
            busy_text = ("This channel already has a game. Finish it, or ask its creator to "
                         "`/game abort` it, or start yours in another channel or thread.")
            if await bot.store.open_game_in_channel(interaction.channel_id) is not None:
                raise PlayerError(busy_text)
            # The lobby is a public message; deferred publicly, since creating it waits for the database.
            if not interaction.response.is_done():
                await interaction.response.defer(thinking=True)
            try:
                record = await bot.store.create_lobby(guild_id=interaction.guild_id,
                                                      channel_id=interaction.channel_id, game=chosen.id,
                                                      options=options, creator_id=interaction.user.id)
            except ChannelBusy as error:
                raise PlayerError(busy_text) from error
            embed = messages.lobby_embed(chosen, options, [interaction.user.id], interaction.user.id)
            message = await interaction.followup.send(
                embed=embed, view=messages.lobby_view(chosen, record.id, options), wait=True)
            await bot.store.set_lobby_message(record.id, message.id)
        await bot.guarded(interaction, work)

    if game_choices:
        new = app_commands.choices(game=game_choices)(new)
    group.command(name="new", description="Open a new game in this channel")(
        app_commands.describe(game="Which game to play")(new))

    @group.command(name="join", description="Take a seat in this channel's game before it starts")
    async def join(interaction: discord.Interaction) -> None:
        async def work() -> None:
            await bot.join(interaction, await bot.channel_game(interaction), from_lobby=False)
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="leave", description="Give up your seat before the game starts")
    async def leave(interaction: discord.Interaction) -> None:
        async def work() -> None:
            await bot.leave(interaction, await bot.channel_game(interaction), from_lobby=False)
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="start", description="Start this channel's game (creator only)")
    async def start(interaction: discord.Interaction) -> None:
        async def work() -> None:
            record = await bot.channel_game(interaction)
            await bot.start_from_lobby(interaction, record)
            await bot.reply(interaction, "Started: the board is in the channel.")
        await bot.guarded(interaction, work, defer=True)

    async def move_autocomplete(interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        # Only the player to move gets suggestions: a list of moves can reveal their hand.
        if not isinstance(current, str) or interaction.channel_id is None:
            return []  # a forged or malformed value: no suggestions, nothing worth a log line
        try:
            record = await bot.store.open_game_in_channel(interaction.channel_id)
            if record is None or record.status != "active" or record.damaged:
                return []
            loaded = await bot.service.load(record)
            seat = loaded.seat_of(interaction.user.id)
            if seat is None or loaded.game.to_play(loaded.state) != seat:
                return []
            typed = current.casefold().strip()
            choices: list[app_commands.Choice[str]] = []
            for action in loaded.game.legal_actions(loaded.state):
                label = action_label(loaded.game, loaded.state, action)
                value = loaded.game.encode(action)
                if typed and typed not in label.casefold() and typed not in value.casefold():
                    continue
                choices.append(app_commands.Choice(name=label, value=value))
                if len(choices) == 25:
                    break
            return choices
        except (PlayerError, StoreUnavailable):
            return []
        except Exception:
            log.exception("move autocomplete failed")
            return []

    @group.command(name="play", description="Make your move by typing it (or use the buttons)")
    @app_commands.describe(move="Your move: start typing to see the legal ones")
    @app_commands.autocomplete(move=move_autocomplete)
    async def play(interaction: discord.Interaction, move: app_commands.Range[str, 1, 100]) -> None:
        async def work() -> None:
            if not isinstance(move, str) or not 1 <= len(move) <= 100:
                raise PlayerError("A move is a short text: pick one from the suggestions while typing.")
            record = await bot.channel_game(interaction)
            if record.status != "active":
                raise PlayerError("This game has not started yet.")
            async with bot.service.locked(record.id):
                loaded = await bot.service.load(await bot.record_by_id(record.id))
                bot.check_turn(loaded, interaction.user.id)
                result = await bot.service.play(loaded, interaction.user.id, move)
                await bot.reply(interaction, clip(f"✓ {result.description}", messages.MAX_CONTENT))
                await bot.announce(result)
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="undo", description="Take back your last decision of this turn, "
                                            "if it revealed nothing hidden")
    async def undo(interaction: discord.Interaction) -> None:
        async def work() -> None:
            record = await bot.channel_game(interaction)
            if record.status != "active":
                raise PlayerError("This game has not started yet: there is nothing to undo.")
            async with bot.service.locked(record.id):
                loaded = await bot.service.load(await bot.record_by_id(record.id))
                try:
                    await bot.undo_decision(interaction, loaded)
                except StaleVersion as error:
                    raise PlayerError("The game moved on meanwhile: try again.") from error
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="hand", description="See your private information (only you see it)")
    async def hand(interaction: discord.Interaction) -> None:
        async def work() -> None:
            record = await bot.channel_game(interaction)
            async with bot.service.locked(record.id):
                await bot.show_hand(interaction, await bot.service.load(record))
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="board", description="Show the current board (only to you)")
    async def board(interaction: discord.Interaction) -> None:
        async def work() -> None:
            record = await bot.channel_game(interaction)
            if record.status == "lobby":
                raise PlayerError("The game has not started yet: see the lobby message above.")
            async with bot.service.locked(record.id):
                loaded = await bot.service.load(record)
            image = await bot.render_board(loaded, None)
            kwargs: dict[str, Any] = {"embed": messages.board_embed(
                loaded.game, loaded.state, loaded.users, [], has_image=image is not None,
                title=f"{loaded.game.title} · now")}
            if image is not None:
                kwargs["file"] = image
            await bot.reply(interaction, clip(loaded.game.status_text(loaded.state), 1900), **kwargs)
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="status", description="Whose turn it is, scores and the rest of the public state")
    async def status(interaction: discord.Interaction) -> None:
        async def work() -> None:
            record = await bot.channel_game(interaction)
            if record.status == "lobby":
                users = await bot.store.seats(record.id)
                game = bot.game_of(record)
                await bot.reply(interaction, f"{game.title} lobby: {len(users)} player(s) joined; "
                                             f"the creator presses Start when ready.")
                return
            async with bot.service.locked(record.id):
                loaded = await bot.service.load(record)
            legend = messages.seat_legend(loaded.game, loaded.state, loaded.users)
            note = ""
            if loaded.record.rules_version < loaded.game.rules_version:
                note = ("\n\nThis game began under earlier rules (version "
                        f"{loaded.record.rules_version}) and keeps them to its end; new games use the "
                        f"corrected rules (version {loaded.game.rules_version}).")
            await bot.reply(interaction, clip(f"{loaded.game.status_text(loaded.state)}\n\n{legend}{note}",
                                              messages.MAX_CONTENT),
                            allowed_mentions=discord.AllowedMentions.none())
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="log", description="The last moves of this channel's game")
    async def game_log(interaction: discord.Interaction) -> None:
        async def work() -> None:
            record = await bot.channel_game(interaction)
            entries = await bot.store.actions(record.id, last=20)
            if not entries:
                await bot.reply(interaction, "No moves yet.")
                return
            lines = [f"Turn {entry.turn + 1}: {entry.description}" for entry in entries]
            text = "\n".join(lines)
            while len(text) > messages.MAX_CONTENT - 20 and lines:
                lines.pop(0)
                text = "\n".join(lines)
            await bot.reply(interaction, text)
        await bot.guarded(interaction, work, defer=True)

    async def rules_command(interaction: discord.Interaction, game: str | None = None) -> None:
        async def work() -> None:
            chosen = bot.games.get(game) if isinstance(game, str) and game else None
            if game and chosen is None:
                raise PlayerError("I do not know that game: pick one from the list.")
            if chosen is None:
                if interaction.channel_id is None:
                    raise PlayerError("Name a game.")
                record = await bot.store.open_game_in_channel(interaction.channel_id)
                if record is None:
                    raise PlayerError("There is no game here: name the game whose rules you want.")
                chosen = bot.game_of(record)
            for group in messages.pack_embeds(messages.rules_embeds(chosen)):
                await bot.reply(interaction, embeds=group)
        await bot.guarded(interaction, work, defer=True)

    if game_choices:
        rules_command = app_commands.choices(game=game_choices)(rules_command)
    group.command(name="rules", description="Read a game's rules (only you see them)")(
        app_commands.describe(game="Which game (default: this channel's)")(rules_command))

    @group.command(name="abort", description="Cancel this channel's game (creator or channel managers)")
    async def abort(interaction: discord.Interaction) -> None:
        async def work() -> None:
            record = await bot.channel_game(interaction, intact=False)
            bot.check_may_abort(interaction, record)
            view = discord.ui.View(timeout=None)
            view.add_item(messages.button(ids.abort(record.id), "Yes, cancel the game",
                                          style=discord.ButtonStyle.danger))
            await bot.reply(interaction, "Cancel this game for everyone? This cannot be undone.", view=view)
        await bot.guarded(interaction, work, defer=True)

    @group.command(name="settings", description="Your settings: turn reminder DMs on or off")
    @app_commands.describe(reminders="Send me a DM when it is my turn")
    async def settings(interaction: discord.Interaction, reminders: bool | None = None) -> None:
        async def work() -> None:
            if reminders is not None and not isinstance(reminders, bool):
                raise PlayerError("`reminders` is True or False: pick one from the list.")
            if reminders is not None:
                await bot.store.set_turn_reminders(interaction.user.id, reminders)
            current = await bot.store.turn_reminders(interaction.user.id)
            await bot.reply(interaction, f"Turn reminder DMs are **{'on' if current else 'off'}**. "
                                         "Change with `/game settings reminders:True|False`.")
        await bot.guarded(interaction, work, defer=True)

    return group


def create_bot(database_path: str, *, games: Mapping[str, Game] | None = None,
               renderer: Renderer | None = None, dev_guild_id: int | None = None) -> GameBot:
    """A bot for ``database_path``; nothing touches the network until it is run.

    ``games`` defaults to ``rules.GAMES`` and ``renderer`` to the ``render`` package; tests pass their own.
    """
    return GameBot(database_path, rules.GAMES if games is None else games,
                   renderer or ModuleRenderer(), dev_guild_id)


__all__ = ["GameBot", "ModuleRenderer", "Renderer", "create_bot", "format_path"]
