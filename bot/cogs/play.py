"""Playing: the turn panel ("Take your turn" and its buttons and menus), ``/game play``, ``undo`` and
``hand``. A move goes interaction -> this cog -> service (load, apply, commit) -> the bot's announcement.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import discord
from discord import app_commands

from bot import ids, messages, recaps, typed
from bot.commands import cs
from bot.computer_play import seat_name as player_name
from bot.host import Host
from bot.ids import ParsedId
from bot.messages import clip
from bot.panel import BadPath, PanelStep, navigate, navigate_position, parse_path
from bot.rooms import Answer, Component, GameCog, Owner
from core.lines import decode_line
from core.plans import forced_action, forced_in_turn
from core.recap import Recap
from core.service import LoadedGame, PlayerError, TurnResult, seat_name, seat_player
from i18n import t, text
from rules.base import ActionParseError, Msg
from store import GameRecord, StaleVersion, StoreUnavailable

log = logging.getLogger(__name__)

#: The ranges of the commands' number and text options, made once per module: written in a command's
#: signature, each was made anew (a class) every time a bot built its commands.
TypedMove = app_commands.Range[str, 1, 100]  # a move typed in words

NOT_PLAYING = Msg("bot-error-not-playing")
OFF_MENU = Msg("bot-error-off-menu")
#: A panel answer index as the bot writes it: ASCII digits only ("²" or "٣" pass ``str.isdigit``).
ANSWER_INDEX = re.compile(r"[0-9]{1,3}")


class PlayCog(GameCog):
    """The turn panel and the commands that make or take back a move."""

    ORDER = 20

    COMPONENTS = (
        # pn:<gid>:<version>:<path>[:ok|:na|:p<page>]  the turn panel: go to a menu position / apply the move
        # shown (a confirmation's Confirm, a forced move's one button) / "Don't ask again" (apply it and stop
        # asking) / a page
        Component("pn", Answer.EDIT, owner=Owner.GAME,
                  pattern=ids.GAME + r":(?P<version>[0-9]{1,9}):(?P<path>[0-9.]{0,80})"
                                     r"(?::(?P<extra>ok|na|p[0-9]{1,3}))?"),
        # ps:<gid>:<version>:<path>:<k>  the turn panel's select number k (values: answer indices)
        Component("ps", Answer.EDIT, owner=Owner.GAME,
                  pattern=ids.GAME + r":(?P<version>[0-9]{1,9}):(?P<path>[0-9.]{0,80}):(?P<k>[0-9])"),
        # un:<gid>:<version>  "Undo last decision" (refused once the version moved on); fs:<gid>:<version> a
        # shortcut select on the turn panel (values: the shortcut's index)
        *(Component(kind, Answer.EDIT, owner=Owner.GAME, pattern=ids.GAME + r":(?P<version>[0-9]{1,9})")
          for kind in ("un", "fs")),
        # turn:<gid>:<turn>  "Take your turn" on a game card (<turn>: the turns completed then)
        Component("turn", Answer.REPLY, owner=Owner.GAME, pattern=ids.GAME + r":(?P<turn>[0-9]{1,9})"),
        # hand:<gid>  "Show my hand"
        Component("hand", Answer.REPLY, owner=Owner.GAME, pattern=ids.GAME),
    )

    def __init__(self, bot: Host) -> None:
        super().__init__(bot)
        #: The menus of recent positions, built off the event loop (``bot/typed.py``): the suggestions of
        #: ``/game play move:`` and the typed words it reads.
        self.menus = typed.Menus()

    async def menu(self, loaded: LoadedGame, seat: int, lang: str) -> typed.Node:
        return await self.menus.tree((loaded.id, loaded.version, seat, lang), lang, loaded.game, loaded.state)

    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        kind, fields = parsed.kind, parsed.fields
        # Play controls of a game that is not in play (or over) are refused before anything is loaded,
        # so a forged id of a lobby or a cancelled game never builds or saves a game.
        if record.status == "lobby":
            raise PlayerError(Msg("bot-error-not-started"))
        if record.status == "aborted":
            raise PlayerError(Msg("bot-error-cancelled-buttons"))
        async with self.bot.service.locked(record.id):
            loaded = await self.bot.service.load_by_id(record.id)
            record = loaded.record
            if kind == "turn":
                seat = loaded.seat_of(interaction.user.id)
                if seat is None:
                    raise PlayerError(NOT_PLAYING)
                if int(fields["turn"]) != loaded.turn or record.status != "active":
                    await self.answer_stale(interaction, loaded, from_board=True)
                    return
                if messages.plannable(loaded, seat):
                    # Not theirs to move: the offer to plan their next turn, instead of a bare refusal.
                    await self.offer_plan(interaction, loaded, seat)
                    return
                await self.open_panel(interaction, loaded)
            elif kind == "hand":
                await self.show_hand(interaction, loaded)
            elif kind in ("pn", "ps"):
                if kind == "ps" and (values is None or len(values) != 1):
                    raise PlayerError(Msg("bot-error-one-answer"))
                selected = values[0] if kind == "ps" and values else None
                try:
                    await self.panel_press(interaction, loaded, int(fields["version"]), fields["path"],
                                           fields.get("extra"), selected)
                except StaleVersion:
                    await self.answer_stale(interaction, await self.bot.service.load_by_id(record.id))
            elif kind == "fs":
                try:
                    await self.take_shortcut(interaction, loaded, int(fields["version"]), values)
                except StaleVersion:
                    await self.answer_stale(interaction, await self.bot.service.load_by_id(record.id))
            elif kind == "un":
                try:
                    await self.undo_decision(interaction, loaded, expected_version=int(fields["version"]))
                except StaleVersion:
                    await self.answer_stale(interaction, await self.bot.service.load_by_id(record.id))

    def panel_message(self, lang: str, loaded: LoadedGame, step: PanelStep, *, header: str = "",
                      page: int = 0, undo: bool = False, since: Recap | None = None) -> dict[str, Any]:
        """The panel in ``lang``: ``header`` (what was just done, a note), then ``since`` (what the others
        did since this player last acted: the panel opens with it until they decide), the game and
        seat, their private view and the question."""
        game = loaded.game
        seat = game.to_play(loaded.state)
        title = f"**{game.title}** · {text(lang, seat_name(game, loaded.state, seat))}"
        # The panel is only the deciding player's: their private view (a hand) is shown with the question,
        # so nobody decides blind.
        private = (text(lang, game.private_text(loaded.state, seat))
                   if seat is not None and loaded.private(seat) else "")
        recap = ""
        if since:
            # Within the message's length with everything else whole: the recap gives way, not the question.
            rest = len(messages.panel_text(lang, game, step, header="\n".join(
                part for part in (header, title, private) if part)))
            room = min(recaps.PANEL_LIMIT, messages.MAX_CONTENT - rest - 2)
            recap = recaps.since_text(lang, loaded, since, limit=room) if room > 80 else ""
        content = messages.panel_text(lang, game, step, header="\n".join(
            part for part in (header, recap, title, private) if part))
        shortcuts = [label for label, _ in self.shortcuts(loaded)] if not step.path else []
        # The coach's Hint button, where the table allows hints and the title can compute one.
        hint = (bool(loaded.record.hints) and game.spec.capabilities.determinize
                and loaded.record.status == "active")
        return {"content": content, "view": messages.panel_view(lang, loaded.id, loaded.version, step, page,
                                                                undo=undo, shortcuts=shortcuts,
                                                                with_hint=hint)}

    @staticmethod
    def shortcuts(loaded: LoadedGame) -> list[tuple[Msg | str, tuple[Any, ...]]]:
        """The game's shortcuts in this state, when its capabilities declare any (at most a menu's worth)."""
        if not loaded.game.spec.capabilities.shortcuts:
            return []
        return list(loaded.game.shortcuts(loaded.state))[: messages.MAX_SELECT_OPTIONS]

    async def take_shortcut(self, interaction: discord.Interaction, loaded: LoadedGame, version: int,
                            values: list[str] | None) -> None:
        """Apply a shortcut's decisions one after the other (each committed like a press), then show the
        panel of the decision after them."""
        if version != loaded.version:
            await self.answer_stale(interaction, loaded)
            return
        self.check_turn(loaded, interaction.user.id)
        offered = self.shortcuts(loaded)
        if not values or len(values) != 1 or not ANSWER_INDEX.fullmatch(values[0]) \
                or int(values[0]) >= len(offered):
            raise PlayerError(OFF_MENU)
        lang = await self.bot.lang(interaction)
        label, actions = offered[int(values[0])]
        done: list[str] = []
        made: list[str] = []
        for index, action in enumerate(actions):
            result = await self.bot.service.play(loaded, interaction.user.id, action)
            done.append(text(lang, result.description))
            if index == len(actions) - 1:
                result, made = await self.forced_after(result, interaction.user.id, lang)
            await self.bot.announcer.announce(result)
            loaded = result.after
        seat = loaded.game.to_play(loaded.state)
        header = clip("\n".join(["✓ " + " ".join(done), *made]), 500)
        mine = seat is not None and loaded.users[seat] == interaction.user.id
        if loaded.record.status == "active" and mine:
            step = navigate_position(loaded, ())
            await self.bot.edit_pressed(interaction, **await self.panel_for(
                lang, loaded, step, interaction.user.id, header=header))
        else:
            await self.bot.edit_pressed(interaction, content=header, view=None)

    async def panel_for(self, lang: str, loaded: LoadedGame, step: PanelStep, user_id: int, *,
                        header: str = "", page: int = 0) -> dict[str, Any]:
        """The panel message in ``lang``, with the Undo button when ``user_id`` may take their last
        decision back, opening with what the others did since the player last acted (nothing
        once they have decided something since)."""
        undo = await self.bot.service.can_undo(loaded, user_id)
        seat = loaded.game.to_play(loaded.state)
        since = None
        if seat is not None and loaded.user_at(seat) == user_id:
            since = await recaps.since_last_turn(self.bot.store, loaded, seat)
        return self.panel_message(lang, loaded, step, header=header, page=page, undo=undo, since=since)

    async def asks_before_reveals(self, user_id: int) -> bool:
        """Whether the panel confirms a chosen move that shows hidden information for ``user_id``
        (``/game settings confirm:``); a database that cannot answer asks, as before the setting."""
        try:
            return (await self.bot.store.user_settings(user_id)).confirm_reveals
        except StoreUnavailable as error:
            log.warning("confirm setting of user %s unreadable (%s); asking", user_id, error)
            return True

    def check_turn(self, loaded: LoadedGame, user_id: int) -> int:
        if loaded.record.status != "active":
            raise PlayerError(Msg("bot-error-over-final-board"))
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise PlayerError(NOT_PLAYING)
        to_play = loaded.game.to_play(loaded.state)
        if to_play != seat:
            raise PlayerError(Msg("bot-error-not-your-turn-remind",
                                  who=seat_player(loaded.game, loaded.state, to_play, loaded.users)))
        return seat

    async def offer_plan(self, interaction: discord.Interaction, loaded: LoadedGame, seat: int,
                         lines: tuple[str, ...] = ()) -> None:
        """A seated player who is not to move pressed the card's "Take your turn" (or an older card's): who
        decides now, and the "Plan my next turn" button (``bot/cogs/plan.py`` answers it), privately."""
        lang = await self.bot.lang(interaction)
        to_play = loaded.game.to_play(loaded.state)
        offer = text(lang, Msg("plan-offer-not-your-turn",
                               who=seat_player(loaded.game, loaded.state, to_play, loaded.users)))
        await self.bot.reply(interaction, clip("\n".join([*lines, offer]), messages.MAX_CONTENT), lang=lang,
                             view=messages.plan_view(lang, loaded.id),
                             allowed_mentions=discord.AllowedMentions.none())

    async def open_panel(self, interaction: discord.Interaction, loaded: LoadedGame) -> None:
        seat = self.check_turn(loaded, interaction.user.id)
        lang = await self.bot.lang(interaction)
        step = navigate_position(loaded, ())
        header = "\n".join(t(lang, "plan-forced-made", move=text(lang, decode_line(line)))
                            for line in await self.made_for_them(loaded, seat))
        await self.bot.reply(interaction, **await self.panel_for(lang, loaded, step, interaction.user.id,
                                                                 header=clip(header, 500)))

    async def made_for_them(self, loaded: LoadedGame, seat: int) -> list[str]:
        """The decisions with one possible answer made for the seat's player since their turn began (before
        they opened their panel), for the panel to say what was made."""
        record = loaded.record
        if not record.turn_start_state or not await self.bot.store.forced_choice(loaded.users[seat]):
            return []
        try:
            start = loaded.game.load(json.loads(record.turn_start_state))
        except Exception:  # an unreadable turn start: nothing is said, the panel is as it was
            return []
        entries = await self.bot.store.actions_of_turn(loaded.id, loaded.turn)
        return forced_in_turn(loaded.game, start, [(e.seat, e.action, e.description) for e in entries], seat)

    async def answer_stale(self, interaction: discord.Interaction, loaded: LoadedGame, *,
                           from_board: bool = False) -> None:
        """Answer a control the game has moved past: a panel button built at an older version (a second
        panel, a typed move, an undo from another panel, a turn that ended, or the loser of two presses
        at once), or with ``from_board`` "Take your turn" on a board of an earlier turn.

        Nothing is applied, stored, rendered or posted: the channel already has the newest board, and a
        board image here would only repeat it. When the decision is still the presser's they get their
        current panel with a note that the control was out of date; otherwise the note says who decides
        now (and until when) and links to the newest board. A panel press edits the panel it came from
        (deferred as an update, and every button on it is dead anyway); a board press, or a panel id on
        a message anyone could see (only a forged client sends one), answers in a new message only the
        presser sees, so a hand never lands on a public message."""
        game, state, record = loaded.game, loaded.state, loaded.record
        lang = await self.bot.lang(interaction)
        note = t(lang, "bot-stale-board" if from_board else "bot-stale-panel")
        seat = game.to_play(state)
        answer: dict[str, Any]
        if record.status == "active" and seat is not None and loaded.users[seat] == interaction.user.id:
            step = navigate(game, state, ())
            answer = await self.panel_for(lang, loaded, step, interaction.user.id,
                                          header=f"{note} {t(lang, 'bot-stale-your-decision')}")
        else:
            lines = [note]
            if record.status != "active" or seat is None:
                lines.append(t(lang, "bot-panel-game-over"))
            else:
                line = t(lang, "bot-stale-now-decides", user=player_name(lang, loaded.users[seat]),
                         seat=text(lang, seat_name(game, state, seat)))
                waiting = await self.bot.announcer.waiting_text(loaded)
                lines.append(f"{line} {text(lang, waiting.text)}" if waiting.text else line)
            if record.board_message_id is not None:
                lines.append(t(lang, "bot-stale-newest-board", link=messages.jump_url(
                    record.guild_id, record.channel_id, record.board_message_id)))
            mine = loaded.seat_of(interaction.user.id)
            if from_board and mine is not None and messages.plannable(loaded, mine):
                # An older card's "Take your turn", pressed by a player another waits on: the plan's offer.
                await self.offer_plan(interaction, loaded, mine, tuple(lines[:1] + lines[2:]))
                return
            answer = {"content": clip("\n".join(lines), messages.MAX_CONTENT)}
        # An answer only the presser sees: the mention names the player, it must not ping them.
        answer["allowed_mentions"] = discord.AllowedMentions.none()
        pressed = interaction.message
        if from_board or pressed is None or not pressed.flags.ephemeral:
            await self.bot.reply(interaction, lang=lang, **answer)
        else:
            await self.bot.edit_pressed(interaction, **{"view": None, **answer})

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
            # "ok": the move shown (a confirmation's Confirm, a forced move's button); "na": "Don't ask
            # again", which applies it too and stops the questions.
            step = navigate_position(loaded, path, confirmed=extra in ("ok", "na"))
            if step.kind == "confirm" and not await self.asks_before_reveals(interaction.user.id):
                step = navigate_position(loaded, path, confirmed=True)
        except BadPath as error:
            raise PlayerError(OFF_MENU) from error
        lang = await self.bot.lang(interaction)
        if step.kind != "apply":
            page = int(extra[1:]) if extra and extra.startswith("p") else 0
            await self.bot.edit_pressed(interaction, **await self.panel_for(
                lang, loaded, step, interaction.user.id, page=page))
            return
        result = await self.bot.service.play(loaded, interaction.user.id, step.action)
        done = f"✓ {text(lang, result.description)}"
        got = arrived_text(lang, loaded, result.after, result.seat)
        if got:
            done += " " + got
        result, made = await self.forced_after(result, interaction.user.id, lang)
        if made:
            done += "\n" + "\n".join(made)
        after = result.after
        if extra == "na" and step.reveals:
            # The move is committed; the preference goes with it (a failure to store it only means the
            # next such move asks again).
            try:
                await self.bot.settings.change_user(interaction.user.id, confirm="never")
                done += "\n" + t(lang, "bot-panel-never-ask-done")
            except StoreUnavailable as error:
                log.warning("confirm setting of user %s not stored (%s)", interaction.user.id, error)
        same_player_decides = (not result.over and not result.turn_completed
                               and after.game.to_play(after.state) == result.seat)
        try:
            if same_player_decides:
                next_step = navigate_position(after, ())
                await self.bot.edit_pressed(
                    interaction, **await self.panel_for(lang, after, next_step, interaction.user.id,
                                                        header=done))
            else:
                if result.over:
                    tail = t(lang, "bot-panel-game-over")
                elif result.turn_completed:
                    tail = t(lang, "bot-panel-turn-done")
                else:
                    label = text(lang, seat_player(after.game, after.state, after.game.to_play(after.state),
                                                   after.users))
                    tail = t(lang, "bot-panel-now-decides", seat=label)
                content = clip(f"{done}\n{tail}", messages.MAX_CONTENT)
                await self.bot.edit_pressed(interaction, content=content, view=None)
        except discord.HTTPException as error:
            # The move is committed: the board and the DMs must go out even if the panel cannot be updated.
            log.warning("game %d: panel not updated (%s)", loaded.id, type(error).__name__)
        await self.bot.announcer.announce(result)

    async def forced_after(self, result: TurnResult, user_id: int, lang: str) -> tuple[TurnResult, list[str]]:
        """The decisions after ``result`` that have one possible answer revealing nothing, made for the
        player (unless they turned that off: ``/game settings forced:``), each committed and announced as
        their own; the last result and a line per decision made, for the panel to say what was made."""
        made: list[str] = []
        while not result.over and not result.turn_completed \
                and result.after.game.to_play(result.after.state) == result.seat:
            after = result.after
            action = forced_action(after.game, after.state)
            if action is None or not await self.bot.store.forced_choice(user_id):
                break
            await self.bot.announcer.announce(result)
            result = await self.bot.service.play(after, user_id, action)
            made.append(t(lang, "plan-forced-made", move=text(lang, result.description)))
        return result, made

    async def undo_decision(self, interaction: discord.Interaction, loaded: LoadedGame, *,
                            expected_version: int | None = None) -> None:
        """Take back the caller's last decision (``/game undo`` or the panel's Undo button; the caller
        holds the game's lock) and show the panel of the decision they are back at. Nothing goes to the
        channel: the turn's summary is built from the stored action lines, where the decision is gone."""
        result = await self.bot.service.undo(loaded, interaction.user.id, expected_version=expected_version)
        lang = await self.bot.lang(interaction)
        after = result.after
        step = navigate_position(after, ())
        panel = await self.panel_for(lang, after, step, interaction.user.id,
                                     header=clip(t(lang, "bot-taken-back", line=result.description), 500))
        if expected_version is None:
            await self.bot.reply(interaction, **panel)
            return
        try:
            await self.bot.edit_pressed(interaction, **panel)
        except discord.HTTPException as error:
            # The undo is committed; the player gets the panel again from "Take your turn".
            log.warning("game %d: panel not updated after an undo (%s)", loaded.id, type(error).__name__)

    async def show_hand(self, interaction: discord.Interaction, loaded: LoadedGame) -> None:
        seat = loaded.seat_of(interaction.user.id)
        if seat is None:
            raise PlayerError(Msg("bot-error-no-hand"))
        lang = await self.bot.lang(interaction)
        parts = [text(lang, loaded.game.private_text(loaded.state, seat))]
        kwargs: dict[str, Any] = {}
        if loaded.private(seat):
            if await self.bot.text_only(interaction.user.id):
                parts.append(self.bot.hand_words(loaded, seat, lang))  # the hand image's words instead
            else:
                image = await self.bot.render_hand(loaded, seat, lang)
                if image is not None:
                    kwargs["file"] = image
        if loaded.record.status == "active" and loaded.game.to_play(loaded.state) == seat:
            panel = await self.panel_for(lang, loaded, navigate_position(loaded, ()),
                                         interaction.user.id)
            parts.append(panel["content"])
            kwargs["view"] = panel["view"]
        elif messages.plannable(loaded, seat):
            kwargs["view"] = messages.plan_view(lang, loaded.id)
        await self.bot.reply(interaction, "\n\n".join(part for part in parts if part)
                             or t(lang, "bot-nothing-private"), lang=lang, **kwargs)

    async def typed_move(self, interaction: discord.Interaction, loaded: LoadedGame, move: str) -> None:
        """Play what ``/game play move:`` names (the caller holds the game's lock, and it is the caller's
        decision): a move's code (what a whole suggestion sends) is played; a menu position (a suggestion
        with more to choose: ``menu:<version>:<path>``) opens the panel there, privately, so the player
        finishes the move with its buttons; words typed without picking a suggestion are read as the
        suggestions read them, and played or opened when they name one move or one menu position."""
        lang = await self.bot.lang(interaction)
        game, state = loaded.game, loaded.state
        position = typed.parse_menu_value(move)
        header = ""
        confirmed = True  # the player named this move: no Confirm screen, as for a move's code
        if position is not None:
            version, path = position
            if version != loaded.version:
                # A suggestion shown before the game moved on: its position may mean something else now, so
                # the panel opens at the top, and nothing is played without a press.
                path, confirmed = (), False
                header = t(lang, "bot-typed-moved-on")
        else:
            try:
                game.decode(move)
                path = None
            except ActionParseError:
                node = typed.understand_in(await self.menu(loaded, game.to_play(state), lang), move)
                path = node.path if node is not None else None
        if path is not None:
            try:
                step = navigate(game, state, path, confirmed=confirmed)
            except BadPath as error:
                raise PlayerError(OFF_MENU) from error
            if step.kind != "apply" or step.action is None:
                await self.bot.reply(interaction, lang=lang, **await self.panel_for(
                    lang, loaded, step, interaction.user.id, header=header))
                return
            move = game.encode(step.action)
        result = await self.bot.service.play(loaded, interaction.user.id, move)
        got = arrived_text(lang, loaded, result.after, result.seat)
        got = " " + got if got else ""
        first = result.description
        result, made = await self.forced_after(result, interaction.user.id, lang)
        await self.bot.reply(interaction, clip("\n".join([f"✓ {text(lang, first)}{got}", *made]),
                                               messages.MAX_CONTENT))
        await self.bot.announcer.announce(result)

    # --- commands --------------------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group) -> None:
        bot = self.bot

        async def move_autocomplete(interaction: discord.Interaction,
                                    current: str) -> list[app_commands.Choice[str]]:
            # Only the player to move gets suggestions: a list of moves can reveal their hand.
            if not isinstance(current, str) or interaction.channel_id is None:
                return []  # a forged or malformed value: no suggestions, nothing worth a log line
            try:
                refusal = bot.limits.take("autocomplete", interaction.user.id, interaction.guild_id)
                if refusal is not None:
                    # Over the budget (core/limits.py): nothing loaded or built, one suggestion saying how
                    # long to wait (an autocomplete cannot answer with a message).
                    name = clip(text(await bot.lang(interaction), refusal.msg), 100)
                    return [app_commands.Choice(name=name, value=typed.WAIT_VALUE)]
                record = await bot.overview.channel_game(interaction.channel_id)
                if record is None or record.status != "active" or record.damaged:
                    return []
                loaded = await bot.service.load(record)
                seat = loaded.seat_of(interaction.user.id)
                if seat is not None and messages.plannable(loaded, seat):
                    # Another decides: the suggestions of the player's plan (bot/cogs/plan.py), theirs alone.
                    planner = bot.get_cog("PlanCog")
                    if planner is None:
                        return []
                    lang = await bot.lang(interaction)
                    return [app_commands.Choice(name=name, value=value) for name, value in
                            await planner.suggestions(loaded, seat, lang, current)]
                if seat is None or loaded.game.to_play(loaded.state) != seat:
                    return []
                lang = await bot.lang(interaction)
                # The menu's first level, refined as the player types (bot/typed.py); the menu built
                # once per position, in a thread.
                root = await self.menu(loaded, seat, lang)
                return [app_commands.Choice(name=name, value=value) for name, value in
                        typed.suggestions_in(root, loaded.game, loaded.version, current)]
            except (PlayerError, StoreUnavailable):
                return []
            except Exception:
                log.exception("move autocomplete failed")
                return []

        @group.command(name=cs("play-name"), description=cs("play-description"))
        @app_commands.rename(move=cs("play-move-name"))
        @app_commands.describe(move=cs("play-move-description"))
        @app_commands.autocomplete(move=move_autocomplete)
        async def play(interaction: discord.Interaction, move: TypedMove) -> None:
            async def work() -> None:
                if not isinstance(move, str) or not 1 <= len(move) <= 100:
                    raise PlayerError(Msg("bot-error-move-text"))
                if move == typed.WAIT_VALUE:  # the suggestion shown over the budget, picked
                    raise PlayerError(Msg("limits-autocomplete-picked"))
                record = await bot.channel_game(interaction)
                if record.status != "active":
                    raise PlayerError(Msg("bot-error-not-started"))
                async with bot.service.locked(record.id):
                    loaded = await bot.service.load_by_id(record.id)
                    seat = loaded.seat_of(interaction.user.id)
                    planner = bot.get_cog("PlanCog")
                    if seat is not None and planner is not None and messages.plannable(loaded, seat):
                        # Another decides: the move goes into the player's plan of their next turn.
                        await planner.typed_move(interaction, loaded, move)
                        return
                    self.check_turn(loaded, interaction.user.id)
                    await self.typed_move(interaction, loaded, move)
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("undo-name"), description=cs("undo-description"))
        async def undo(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction)
                if record.status != "active":
                    raise PlayerError(Msg("bot-error-undo-not-started"))
                async with bot.service.locked(record.id):
                    loaded = await bot.service.load_by_id(record.id)
                    try:
                        await self.undo_decision(interaction, loaded)
                    except StaleVersion as error:
                        raise PlayerError(Msg("bot-error-moved-on")) from error
            await bot.guarded(interaction, work, defer=True)

        @group.command(name=cs("hand-name"), description=cs("hand-description"))
        async def hand(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction)
                async with bot.service.locked(record.id):
                    await self.show_hand(interaction, await bot.service.load(record))
            await bot.guarded(interaction, work, defer=True)


def arrived_text(lang: str, before: LoadedGame, after: LoadedGame, seat: int) -> str:
    """What arrived in the seat's private view (a card drawn blind), named in ``lang``, or "".

    The private views say *that* something arrived (:func:`new_private_items`); the words come from the
    game's private text: the messages in it after the decision that were not in it before (a hand's cards
    are messages like "Forest" in the reader's language). A game whose private text is plain words names
    the items from its view; when the two do not agree, the line only counts them."""
    drawn = new_private_items(before.private(seat), after.private(seat))
    if not drawn:
        return ""
    old = _leaves(before.game.private_text(before.state, seat))
    new = _leaves(after.game.private_text(after.state, seat))
    if old is None or new is None:  # plain text: the view's own words
        return t(lang, "bot-you-got", items=", ".join(drawn))
    for leaf in old:
        if leaf in new:
            new.remove(leaf)
    if len(new) != len(drawn):
        # Other words changed with the draw (Iwari's "refill your hand, 1 more card" after a face-up card
        # taken): the arrived items are the new messages that name them, by the view's code.
        wanted = [item.lower() for item in drawn]
        new = [leaf for leaf in new
               if any(str(value).replace("_", " ").lower() in wanted for value in leaf.args.values())]
    if len(new) == len(drawn):
        return t(lang, "bot-you-got", items=tuple(text(lang, leaf) for leaf in new))
    return t(lang, "bot-you-got-count", count=len(drawn))


def _leaves(value: object) -> list[Msg] | None:
    """The innermost messages of a private text (those without message arguments), or None for plain text."""
    if isinstance(value, str):
        return None
    found: list[Msg] = []

    def walk(item: object) -> None:
        if isinstance(item, Msg):
            nested = [arg for arg in item.args.values() if isinstance(arg, Msg | tuple)]
            if nested:
                for arg in nested:
                    walk(arg)
            else:
                found.append(item)
        elif isinstance(item, tuple | list):
            for part in item:
                walk(part)

    walk(value)
    return found


def new_private_items(before: object, after: object) -> list[str]:
    """What arrived in a player's private view (a card drawn blind): for each list in it, the items
    that were not there before. The public line of a deck draw cannot name the card; the panel does,
    for the player who drew it."""
    if not isinstance(before, dict) or not isinstance(after, dict):
        return []
    arrived: list[str] = []
    for key, value in after.items():
        old = before.get(key)
        if not isinstance(value, list) or not isinstance(old, list):
            continue
        remaining = list(old)
        for item in value:
            if item in remaining:
                remaining.remove(item)
            elif isinstance(item, str | int):
                arrived.append(str(item).replace("_", " ").capitalize())
    return arrived


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(PlayCog(bot))
