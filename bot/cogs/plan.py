"""Plans: the plan's panel, its "Plan my next turn" buttons, the report of what a plan did,
and the periodic work that takes up the plans whose turn came (``core/plans.py`` says what a plan is).

The plan's panel is the turn panel (``bot/panel.py``) walked on the position a plan is built on (the board
now with the player's seat beginning its turn), one decision at a time; each decision chosen is added to the
stored plan at once, so what the panel shows is what would be played. It is only ever an answer only the
planner sees (an ephemeral answer in the channel, or in their DM with the bot). A typed move adds itself
as the turn panel's would (``/game play move:`` while another player decides: one command types a move,
whoever's turn it is).

When the turn comes, the computers' driver plays the plan (``core/players.py``); this room tells its player
what it played and where it stopped, once (the flow :data:`store.FLOW_PLAN_REPORT`, a DM in their
language), and its periodic work takes up the plans whose turn came and whose driver did not finish them
(through the index of their ``due_at``).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot import ids, messages, recaps, typed
from bot.commands import cs
from bot.flows import dm_once
from bot.host import Host
from bot.ids import ParsedId, plan_control, plan_go, plan_select
from bot.messages import clip
from bot.panel import BadPath, PanelStep, action_label, navigate, parse_path
from bot.rooms import Answer, Component, GameCog, Owner, Where, in_server
from core.flows import Flow
from core.plans import Draft, Plans, draft, planning_seat
from core.service import LoadedGame, PlayerError, seat_name
from i18n import t, text
from rules.base import ActionParseError, Msg
from store import FLOW_PLAN_REPORT, GameRecord, HeldReport, stamp
from store.sql.plans import StoredPlan

log = logging.getLogger(__name__)

# The formats of the plan's ids (``bot.ids.plan_go`` … build them): ``<gid>:<version>:<n>:<path>`` with an
# optional ``:ok|:na|:p<page>`` for a button, ``:<k>`` for a select (``n``: the decisions the plan held when
# the panel was drawn); ``<gid>:<n>:strict|loose|clear|undo|edit|show`` for a control (``edit``: the plan's
# decisions listed, to take back any of them; ``show``: back to the plan's panel); ``<gid>:<n>`` for the
# select taking back a decision and every later one (values: the decision's index, from 0).
GO = (ids.GAME + r":(?P<version>[0-9]{1,9}):(?P<n>[0-9]{1,2}):(?P<path>[0-9.]{0,70})"
      r"(?::(?P<extra>ok|na|p[0-9]{1,3}))?")
SELECT = ids.GAME + r":(?P<version>[0-9]{1,9}):(?P<n>[0-9]{1,2}):(?P<path>[0-9.]{0,70}):(?P<k>[0-9])"
CONTROL = ids.GAME + r":(?P<n>[0-9]{1,2}):(?P<verb>strict|loose|clear|undo|edit|show)"
TAKE_BACK = ids.GAME + r":(?P<n>[0-9]{1,2})"

#: The most characters of a planned decision's name in the panel and the report.
STEP_LABEL = 160
#: Discord's most characters of a select option's label and of its description.
OPTION_TEXT = 100
ANSWER_INDEX_DIGITS = 3


class PlanCog(GameCog):
    """The plan's panel, its buttons and typed moves, its report and its periodic work."""

    ORDER = 130
    HELP = "plan-help-line"
    COMPONENTS = (
        Component("pl", Answer.EDIT, owner=Owner.GAME, pattern=GO),
        Component("pq", Answer.EDIT, owner=Owner.GAME, pattern=SELECT),
        Component("px", Answer.EDIT, owner=Owner.GAME, pattern=CONTROL),
        Component("po", Answer.REPLY, owner=Owner.GAME, pattern=ids.GAME),
        Component("pt", Answer.EDIT, owner=Owner.GAME, pattern=TAKE_BACK),
        Component("dl", Answer.EDIT, Where.DM, owner=Owner.GAME, refusal="plan-error-not-playing",
                  pattern=GO),
        Component("dq", Answer.EDIT, Where.DM, owner=Owner.GAME, refusal="plan-error-not-playing",
                  pattern=SELECT),
        Component("dx", Answer.EDIT, Where.DM, owner=Owner.GAME, refusal="plan-error-not-playing",
                  pattern=CONTROL),
        Component("do", Answer.REPLY, Where.DM, owner=Owner.GAME, refusal="plan-error-not-playing",
                  pattern=ids.GAME),
        Component("dt", Answer.EDIT, Where.DM, owner=Owner.GAME, refusal="plan-error-not-playing",
                  pattern=TAKE_BACK))
    FLOWS = (FLOW_PLAN_REPORT,)

    def __init__(self, bot: Host) -> None:
        super().__init__(bot)
        self.plans = Plans(bot.store, bot.clock)
        self._started = False
        #: The menus of plans' next decisions (``bot/typed.py``), for typed moves and their suggestions.
        self.menus = typed.Menus()

    # --- the command -----------------------------------------------------------------------------------
    def add_commands(self, group: app_commands.Group) -> None:
        """``/game plan``: the plan's panel, privately, as "Plan my next turn" opens it."""
        bot = self.bot

        @group.command(name=cs("plan-name"), description=cs("plan-description"))
        @app_commands.check(in_server)
        async def plan(interaction: discord.Interaction) -> None:
            async def work() -> None:
                record = await bot.channel_game(interaction)
                if record.status != "active":
                    raise PlayerError(Msg("plan-error-not-active"))
                lang = await bot.lang(interaction)
                async with bot.service.locked(record.id):
                    loaded = await bot.service.load_by_id(record.id)
                    seat = planning_seat(loaded, interaction.user.id)
                    stored = await self.plans.of(loaded, interaction.user.id)
                    await bot.reply(interaction, lang=lang,
                                    **self.panel(lang, loaded, seat, stored, in_dm=False))

            await bot.guarded(interaction, work)

    # --- the panel -------------------------------------------------------------------------------------
    async def handle_component(self, interaction: discord.Interaction, record: GameRecord,
                               parsed: ParsedId, values: list[str] | None) -> Any:
        kind, fields = parsed.kind, parsed.fields
        in_dm = kind[0] == "d"
        if record.status != "active":
            raise PlayerError(Msg("plan-error-not-active"))
        lang = await self.bot.lang(interaction)
        async with self.bot.service.locked(record.id):
            loaded = await self.bot.service.load_by_id(record.id)
            seat = planning_seat(loaded, interaction.user.id)
            plan = await self.plans.of(loaded, interaction.user.id)
            steps = plan.steps if plan is not None else ()
            if kind in ("po", "do"):
                await self.bot.reply(interaction, lang=lang,
                                     **self.panel(lang, loaded, seat, plan, in_dm=in_dm))
                return
            moved_on = "version" in fields and int(fields["version"]) != loaded.version
            if int(fields["n"]) != len(steps) or moved_on:
                # An older panel (the plan changed in another one, or the game moved on): the plan as it is.
                await self.bot.edit_pressed(interaction, **self.panel(
                    lang, loaded, seat, plan, in_dm=in_dm, note=t(lang, "plan-stale-panel")))
                return
            if kind in ("px", "dx"):
                await self.control(interaction, lang, loaded, seat, plan, fields["verb"], in_dm=in_dm)
                return
            if kind in ("pt", "dt"):
                if values is None or len(values) != 1 or not values[0].isascii() or not values[0].isdigit() \
                        or len(values[0]) > ANSWER_INDEX_DIGITS or int(values[0]) >= len(steps):
                    raise PlayerError(Msg("bot-error-one-answer"))
                await self.take_back(interaction, lang, loaded, seat, plan, int(values[0]), in_dm=in_dm)
                return
            selected = None
            if kind in ("pq", "dq"):
                if values is None or len(values) != 1 or not values[0].isascii() or not values[0].isdigit() \
                        or len(values[0]) > ANSWER_INDEX_DIGITS:
                    raise PlayerError(Msg("bot-error-one-answer"))
                selected = int(values[0])
            await self.press(interaction, lang, loaded, seat, plan, fields["path"], fields.get("extra"),
                             selected, in_dm=in_dm)

    async def press(self, interaction: discord.Interaction, lang: str, loaded: LoadedGame, seat: int,
                    plan: StoredPlan | None, path_text: str, extra: str | None, selected: int | None, *,
                    in_dm: bool) -> None:
        """A press of the plan's panel: the next menu position, or the decision chosen added to the plan."""
        steps = plan.steps if plan is not None else ()
        made = self.draft_or_none(loaded, seat, steps)
        if made is None or not made.open:
            await self.bot.edit_pressed(interaction, **self.panel(lang, loaded, seat, plan, in_dm=in_dm))
            return
        try:
            path = parse_path(path_text)
            if selected is not None:
                path = (*path, selected)
            step = navigate(loaded.game, made.after, path, confirmed=extra in ("ok", "na"))
        except BadPath as error:
            raise PlayerError(Msg("bot-error-off-menu")) from error
        if step.kind != "apply" or step.action is None:
            page = int(extra[1:]) if extra and extra.startswith("p") else 0
            await self.bot.edit_pressed(interaction, **self.panel(lang, loaded, seat, plan, in_dm=in_dm,
                                                                 step=step, page=page))
            return
        action = loaded.game.encode(step.action)
        await self.plans.save(loaded, interaction.user.id, [*steps, action],
                              strict=plan.strict if plan is not None else False)
        plan = await self.plans.of(loaded, interaction.user.id)
        added = t(lang, "plan-added", move=action_label(lang, loaded.game, made.after, step.action,
                                                        limit=STEP_LABEL))
        await self.bot.edit_pressed(interaction,
                                    **self.panel(lang, loaded, seat, plan, in_dm=in_dm, note=added))

    async def control(self, interaction: discord.Interaction, lang: str, loaded: LoadedGame, seat: int,
                      plan: StoredPlan | None, verb: str, *, in_dm: bool) -> None:
        if plan is None:
            await self.bot.edit_pressed(interaction, **self.panel(lang, loaded, seat, None, in_dm=in_dm))
            return
        if verb == "undo" and len(plan.steps) > 1:
            await self.plans.save(loaded, interaction.user.id, list(plan.steps[:-1]), strict=plan.strict)
            plan = await self.plans.of(loaded, interaction.user.id)
            await self.bot.edit_pressed(interaction, **self.panel(
                lang, loaded, seat, plan, in_dm=in_dm, note=t(lang, "plan-taken-back")))
            return
        if verb == "edit":
            await self.bot.edit_pressed(interaction, **self.changes(lang, loaded, seat, plan, in_dm=in_dm))
            return
        if verb == "show":
            await self.bot.edit_pressed(interaction, **self.panel(lang, loaded, seat, plan, in_dm=in_dm))
            return
        if verb in ("clear", "undo"):  # taking back its only decision clears it
            await self.plans.cancel(loaded.record, seat, interaction.user.id)
            await self.bot.edit_pressed(interaction, **self.panel(
                lang, loaded, seat, None, in_dm=in_dm, note=t(lang, "plan-cleared")))
            return
        await self.plans.save(loaded, interaction.user.id, list(plan.steps), strict=verb == "strict")
        plan = await self.plans.of(loaded, interaction.user.id)
        await self.bot.edit_pressed(interaction, **self.panel(lang, loaded, seat, plan, in_dm=in_dm))

    async def take_back(self, interaction: discord.Interaction, lang: str, loaded: LoadedGame, seat: int,
                        plan: StoredPlan | None, index: int, *, in_dm: bool) -> None:
        """Take back the planned decision number ``index`` (from 0) and every one after it (each was
        planned on the position the ones before it led to); the first: the whole plan is cleared."""
        if plan is None:
            await self.bot.edit_pressed(interaction, **self.panel(lang, loaded, seat, None, in_dm=in_dm))
            return
        dropped = len(plan.steps) - index
        if index == 0:
            await self.plans.cancel(loaded.record, seat, interaction.user.id)
            await self.bot.edit_pressed(interaction, **self.panel(
                lang, loaded, seat, None, in_dm=in_dm, note=t(lang, "plan-cleared")))
            return
        await self.plans.save(loaded, interaction.user.id, list(plan.steps[:index]), strict=plan.strict)
        plan = await self.plans.of(loaded, interaction.user.id)
        note = t(lang, "plan-taken-back-from", step=index + 1, count=dropped)
        await self.bot.edit_pressed(interaction,
                                    **self.panel(lang, loaded, seat, plan, in_dm=in_dm, note=note))

    def changes(self, lang: str, loaded: LoadedGame, seat: int, plan: StoredPlan | None, *,
                in_dm: bool) -> dict[str, Any]:
        """The plan's decisions, numbered, to take back any of them (it and every later one: later decisions
        were planned on the position it led to) or to clear the whole plan; Back returns to the panel."""
        game = loaded.game
        steps = plan.steps if plan is not None else ()
        made = self.draft_or_none(loaded, seat, steps)
        if made is None or not steps:
            return self.panel(lang, loaded, seat, plan, in_dm=in_dm)
        head = [t(lang, "plan-title", game=text(lang, game.title),
                  seat=text(lang, seat_name(game, loaded.state, seat)))]
        labels = []
        state = made.position
        for code in steps:
            action = game.decode(code)
            labels.append(action_label(lang, game, state, action, limit=STEP_LABEL))
            state = game.apply(state, action)
        head.append(t(lang, "plan-so-far", count=len(steps)) + "\n" + "\n".join(
            f"{number}. {label}" for number, label in enumerate(labels, start=1)))
        head.append(t(lang, "plan-change-explained"))
        view = discord.ui.View(timeout=None)
        options = [discord.SelectOption(
            label=clip(f"{index + 1}. {label}", OPTION_TEXT), value=str(index),
            description=clip(t(lang, "plan-take-back-option", count=len(steps) - index), OPTION_TEXT))
            for index, label in enumerate(labels)]
        view.add_item(messages.select(ids.make("dt" if in_dm else "pt", loaded.id, len(steps)),
                                      t(lang, "plan-take-back-hint"), options, row=0))
        view.add_item(messages.button(plan_control(loaded.id, len(steps), "clear", in_dm=in_dm),
                                      t(lang, "plan-button-clear"), style=discord.ButtonStyle.danger, row=1))
        view.add_item(messages.button(plan_control(loaded.id, len(steps), "show", in_dm=in_dm),
                                      t(lang, "plan-button-show"), row=1))
        return {"content": clip("\n\n".join(head), messages.MAX_CONTENT), "view": view}

    @staticmethod
    def draft_or_none(loaded: LoadedGame, seat: int, steps: tuple[str, ...]) -> Draft | None:
        try:
            return draft(loaded, seat, steps)
        except PlayerError:
            return None

    def panel(self, lang: str, loaded: LoadedGame, seat: int, plan: StoredPlan | None, *, in_dm: bool,
              step: PanelStep | None = None, page: int = 0, note: str = "") -> dict[str, Any]:
        """The plan's panel in ``lang``: what is planned, the planner's hand on the plan's position, and
        the next decision to plan (or that the plan is complete), with its controls."""
        game = loaded.game
        steps = plan.steps if plan is not None else ()
        made = self.draft_or_none(loaded, seat, steps)
        head = [note] if note else []
        head.append(t(lang, "plan-title", game=text(lang, game.title), seat=text(lang, seat_name(
            game, loaded.state, seat))))
        view = discord.ui.View(timeout=None)
        if made is None:
            # The position moved on so that the plan no longer holds together (or none can be made now).
            head.append(t(lang, "plan-no-longer-fits" if steps else "plan-error-not-now"))
            if steps:
                view.add_item(messages.button(plan_control(loaded.id, len(steps), "clear", in_dm=in_dm),
                                              t(lang, "plan-button-clear"), style=discord.ButtonStyle.danger))
            return {"content": clip("\n".join(head), messages.MAX_CONTENT), "view": view}
        if loaded.private(seat):
            # Their hand where the plan has got to: nothing planned so far revealed anything (else the
            # plan is complete and the hand is shown as it is now).
            head.append(text(lang, game.private_text(made.after if made.open else made.position, seat)))
        if steps:
            state = made.position
            lines = []
            for number, code in enumerate(steps, start=1):
                action = game.decode(code)
                lines.append(f"{number}. {action_label(lang, game, state, action, limit=STEP_LABEL)}")
                state = game.apply(state, action)
            head.append(t(lang, "plan-so-far", count=len(steps)) + "\n" + "\n".join(lines))
            head.append(t(lang, "plan-strict-on" if plan is not None and plan.strict else "plan-strict-off"))
        else:
            head.append(t(lang, "plan-empty"))
        if made.open:
            step = step or navigate(game, made.after, ())
            content = messages.panel_text(lang, game, step, header="\n".join(head))
            n = len(steps)

            def go(game_id: int, version: int, path: str, extra: str | None = None) -> str:
                return plan_go(game_id, version, n, path, extra, in_dm=in_dm)

            def pick(game_id: int, version: int, path: str, k: int) -> str:
                return plan_select(game_id, version, n, path, k, in_dm=in_dm)

            view = messages.panel_view(lang, loaded.id, loaded.version, step, page, go=go, pick=pick)
        else:
            head.append(t(lang, "plan-complete"))
            content = "\n".join(head)
        if steps:
            strict = plan is not None and plan.strict
            # In the order they give way when the panel's menus leave no room: Clear stays.
            controls = [messages.button(plan_control(loaded.id, len(steps), "clear", in_dm=in_dm),
                                        t(lang, "plan-button-clear"), style=discord.ButtonStyle.danger),
                        messages.button(plan_control(loaded.id, len(steps), "edit", in_dm=in_dm),
                                        t(lang, "plan-button-edit")),
                        messages.button(plan_control(loaded.id, len(steps), "loose" if strict else "strict",
                                                     in_dm=in_dm),
                                        t(lang, "plan-button-loose" if strict else "plan-button-strict")),
                        messages.button(plan_control(loaded.id, len(steps), "undo", in_dm=in_dm),
                                        t(lang, "plan-button-undo"))]
            for item in controls:
                try:
                    view.add_item(item)  # where Discord's five rows have room
                except ValueError:
                    log.debug("game %d: a plan control left off a full panel", loaded.id)
        return {"content": clip(content, messages.MAX_CONTENT), "view": view}

    # --- the report ------------------------------------------------------------------------------------
    async def carry_out(self, flow: Flow) -> None:
        """What a plan did, told once: by DM (it stands for the turn DM it replaced), or, for a player on
        the daily digest (nothing per turn reaches them), kept for their next digest
        (``bot/cogs/digest.py`` tells it there, in their language)."""
        payload = flow.record.payload
        user_id = flow.record.user_id
        if user_id is None or flow.done("held") or flow.done("dm"):
            return
        if (await self.bot.store.user_settings(user_id)).digest_hour is not None:
            game_id, seat, version = (int(part) for part in flow.key.split(":"))
            held = HeldReport(game_id, seat, version, user_id, dict(payload), stamp(self.bot.clock()))

            async def hold() -> bool:
                await self.bot.store.hold_plan_report(held)
                return True

            await flow.step("held", hold)
            return
        lang = await self.bot.dm_lang(user_id, flow.record.guild_id)
        record = await self.bot.store.get_game(int(payload.get("game") or 0))
        content = recaps.plan_report_text(lang, payload, self.bot.games, record)
        await dm_once(self.bot, flow, "dm", user_id, kind="plan", content=content,
                      allowed_mentions=discord.AllowedMentions.none())

    # --- the periodic work -----------------------------------------------------------------------------
    async def periodic(self) -> None:
        computers = self.bot.computers
        if not self._started:
            # Once per process: a plan whose turn came while no bot ran (or whose mark a crash cut off).
            await computers.plans_at_start()
            self._started = True
        await computers.resume_plans()

    # --- typed moves ----------------------------------------------------------------------------------
    # A plan is typed with ``/game play`` while another player decides (the play room hands such a move
    # here), as a turn is typed: one command for a move, whoever's turn it is.
    async def typed_move(self, interaction: discord.Interaction, loaded: LoadedGame, move: str) -> None:
        """``/game play move:`` while another decides (the caller holds the game's lock): the move (a code,
        a suggestion's menu position, or words) is added to the mover's plan when it is one decision; a
        menu position with more to choose opens the plan's panel there."""
        lang = await self.bot.lang(interaction)
        seat = planning_seat(loaded, interaction.user.id)
        plan = await self.plans.of(loaded, interaction.user.id)
        steps = plan.steps if plan is not None else ()
        made = draft(loaded, seat, steps)
        if not made.open:
            raise PlayerError(Msg("plan-error-after-end"))
        game = loaded.game
        path: tuple[int, ...] | None
        position = typed.parse_menu_value(move)
        if position is not None:
            version, path = position
            if version != loaded.version:
                path = ()
        else:
            try:
                game.decode(move)
                path = None
            except ActionParseError:
                node = typed.understand_in(await self.menu(loaded, seat, lang, made), move)
                path = node.path if node is not None else None
        if path is not None:
            try:
                step = navigate(game, made.after, path, confirmed=True)
            except BadPath as error:
                raise PlayerError(Msg("bot-error-off-menu")) from error
            if step.kind != "apply" or step.action is None:
                await self.bot.reply(interaction, lang=lang,
                                     **self.panel(lang, loaded, seat, plan, in_dm=False, step=step))
                return
            move = game.encode(step.action)
        await self.plans.save(loaded, interaction.user.id, [*steps, move],
                              strict=plan.strict if plan is not None else False)
        plan = await self.plans.of(loaded, interaction.user.id)
        added = t(lang, "plan-added", move=action_label(lang, game, made.after, game.decode(move),
                                                        limit=STEP_LABEL))
        await self.bot.reply(interaction, lang=lang, **self.panel(lang, loaded, seat, plan, in_dm=False,
                                                                 note=added))

    async def menu(self, loaded: LoadedGame, seat: int, lang: str, made: Draft) -> typed.Node:
        key = (loaded.id, loaded.version, seat, lang, "plan", made.steps)
        return await self.menus.tree(key, lang, loaded.game, made.after)

    async def suggestions(self, loaded: LoadedGame, seat: int, lang: str,
                          current: str) -> list[tuple[str, str]]:
        """The suggestions of ``/game play move:`` for a player planning (the menu of their plan's next
        decision: their own options, shown to them alone)."""
        plan = await self.plans.of(loaded, loaded.users[seat])
        made = self.draft_or_none(loaded, seat, plan.steps if plan is not None else ())
        if made is None or not made.open:
            return []
        root = await self.menu(loaded, seat, lang, made)
        return typed.suggestions_in(root, loaded.game, loaded.version, current)


async def setup(bot: Host) -> None:
    """Add this room to the bot (called once as the bot starts, for every module of ``bot.cogs``)."""
    await bot.add_room(PlanCog(bot))


__all__ = ["PlanCog"]
