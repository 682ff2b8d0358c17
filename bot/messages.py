"""What the bot's messages look like: embeds, texts and component layouts, built from the game protocol.

Nothing here talks to Discord; it only builds ``discord.Embed`` / ``discord.ui.View`` objects. Every
component is wrapped in :class:`GameComponent`, the one persistent ``DynamicItem`` that routes presses back
to the bot by custom id (so no view is ever kept in memory and buttons survive restarts).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot import ids
from bot.clocks import TableRules
from bot.computer_play import seat_name
from bot.panel import PanelStep, format_path
from render.i18n import t
from rules.base import Game, OptionSpec, ScoreTable, State

#: Discord limits (see DESIGN.md "Discord conventions").
MAX_ROWS = 5
MAX_SELECT_OPTIONS = 25
MAX_CONTENT = 2000
MAX_EMBED_DESCRIPTION = 4096
BUTTON_LABEL = 80
#: Up to this many answers a step is shown as buttons; more make a select menu.
MAX_ANSWER_BUTTONS = 5
#: The turn panel's button that takes the player's last decision of this turn back.
UNDO_LABEL = "Undo last decision"
_BOOLEAN_VALUES = ({"on", "off"}, {"yes", "no"}, {"true", "false"}, {"1", "0"})
_ENABLED = {"on", "yes", "true", "1"}

COLOUR = discord.Colour.from_rgb(70, 110, 160)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class GameComponent(discord.ui.DynamicItem[discord.ui.Item[Any]], template=r"(?s).{1,100}"):
    """Every button and select of the bot. The template matches any id: parsing (and refusing forged
    ids politely) happens in the bot's router, not here, so a bad id never dies silently."""

    def __init__(self, item: discord.ui.Item[Any], *, row: int | None = None) -> None:
        super().__init__(item, row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: Any) -> GameComponent:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        router = getattr(interaction.client, "handle_component", None)
        if router is not None:
            await router(interaction, str(self.custom_id))


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """A link that opens a message (a board) in the Discord client."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def button(custom_id: str, label: str, *, style: discord.ButtonStyle = discord.ButtonStyle.secondary,
           row: int | None = None, disabled: bool = False) -> GameComponent:
    return GameComponent(discord.ui.Button(custom_id=custom_id, label=clip(label, BUTTON_LABEL), style=style,
                                           disabled=disabled), row=row)


def select(custom_id: str, hint: str, options: Sequence[discord.SelectOption], *,
           row: int | None = None, max_values: int = 1, min_values: int = 1) -> GameComponent:
    return GameComponent(discord.ui.Select(custom_id=custom_id, placeholder=clip(hint, 150),
                                           options=list(options), min_values=min_values,
                                           max_values=max_values), row=row)


# --- seats ----------------------------------------------------------------------------------------
def seat_legend(game: Game, state: State, users: Sequence[int]) -> str:
    return "\n".join(f"{game.seat_label(state, seat)} — {seat_name('en', user)}"
                     for seat, user in enumerate(users))


# --- lobby ----------------------------------------------------------------------------------------
def is_on_off(spec: OptionSpec) -> bool:
    return {value for value, _ in spec.choices} in _BOOLEAN_VALUES


def enabled_value(spec: OptionSpec) -> str:
    return next(value for value, _ in spec.choices if value in _ENABLED)


def disabled_value(spec: OptionSpec) -> str:
    return next(value for value, _ in spec.choices if value not in _ENABLED)


def option_layout(options: Mapping[str, OptionSpec]) -> tuple[list[str], list[str]]:
    """Which options get their own select and which share the "Modules" multi-select.

    One row is the Join/Leave/Start buttons and one the time control, so three rows are left: every
    option gets its own select while they fit; otherwise on/off options are combined into one
    multi-select.
    """
    rows = MAX_ROWS - 2
    names = list(options)
    if len(names) <= rows:
        return names, []
    switches = [name for name in names if is_on_off(options[name])]
    singles = [name for name in names if name not in switches]
    if not switches:
        return singles[:rows], []
    return singles[: rows - 1], switches[:MAX_SELECT_OPTIONS]


def lobby_embed(game: Game, options: Mapping[str, str], users: Sequence[int], creator_id: int,
                status: str = "lobby", table: TableRules | None = None) -> discord.Embed:
    if status == "lobby":
        title = f"{game.title}: new game"
        footer = (f"{game.min_players}–{game.max_players} players. Press Join to take a seat; "
                  "the creator picks the options and presses Start.")
    elif status == "active":
        title, footer = f"{game.title}: started", "The game is on: follow the board messages below."
    else:
        title, footer = f"{game.title}: closed", "This lobby is closed."
    embed = discord.Embed(title=title, colour=COLOUR)
    players = ("\n".join(f"{seat + 1}. {seat_name('en', user)}" for seat, user in enumerate(users))
               or "nobody yet")
    embed.add_field(name=f"Players ({len(users)}/{game.max_players})", value=players, inline=False)
    lines = [f"**{spec.label}**: {spec.label_of(options.get(name, spec.default))}"
             for name, spec in game.options.items()]
    if lines:
        embed.add_field(name="Options", value=clip("\n".join(lines), 1024), inline=False)
    embed.add_field(name="Time", value=clip("\n".join((table or TableRules()).lines()), 1024), inline=False)
    embed.add_field(name="Created by", value=f"<@{creator_id}>", inline=False)
    embed.set_footer(text=footer)
    return embed


def lobby_view(game: Game, game_id: int, options: Mapping[str, str],
               table: TableRules | None = None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(button(ids.lobby(game_id, "join"), "Join", style=discord.ButtonStyle.success, row=0))
    view.add_item(button(ids.lobby(game_id, "leave"), "Leave", row=0))
    view.add_item(button(ids.lobby(game_id, "start"), "Start", style=discord.ButtonStyle.primary, row=0))
    view.add_item(button(ids.add_computer(game_id), t("en", "computer-add-button"), row=0))
    singles, switches = option_layout(game.options)
    row = 1
    for name in singles:
        spec = game.options[name]
        current = options.get(name, spec.default)
        choices = [discord.SelectOption(label=clip(label, 100), value=value, default=value == current,
                                        description=clip(spec.help, 100) if spec.help and value == current
                                        else None)
                   for value, label in spec.choices]
        view.add_item(select(ids.lobby_option(game_id, name), spec.label, choices, row=row))
        row += 1
    if switches:
        choices = [discord.SelectOption(label=clip(game.options[name].label, 100), value=name,
                                        description=clip(game.options[name].help, 100) or None,
                                        default=options.get(name, game.options[name].default) in _ENABLED)
                   for name in switches]
        view.add_item(select(ids.lobby_modules(game_id), "Modules (pick any)", choices, row=row,
                             min_values=0, max_values=len(choices)))
    table = table or TableRules()
    view.add_item(select(ids.table_rules(game_id), "Time per turn and absent players",
                         [discord.SelectOption(label=clip(label, 100), value=value)
                          for value, label, _ in table.choices()], row=MAX_ROWS - 1))
    return view


# --- the board ------------------------------------------------------------------------------------
def board_embed(game: Game, state: State, users: Sequence[int], lines: Sequence[str], *,
                has_image: bool, title: str | None = None) -> discord.Embed:
    turn = game.turn_count(state)
    embed = discord.Embed(title=title or f"{game.title} · after turn {turn}", colour=COLOUR)
    text = "\n".join(f"• {line}" for line in lines)
    embed.description = clip(text, MAX_EMBED_DESCRIPTION) if text else None
    embed.add_field(name="Players", value=clip(seat_legend(game, state, users), 1024), inline=False)
    # What the phone-sized image leaves out (scores, hand sizes, deck, pieces left) is in words here.
    embed.add_field(name="Now", value=clip(game.status_text(state), 1024), inline=False)
    if has_image:
        embed.set_image(url="attachment://board.png")
    return embed


def board_view(game_id: int, turn: int, *, with_hand: bool) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(button(ids.take_turn(game_id, turn), "Take your turn", style=discord.ButtonStyle.primary))
    if with_hand:
        view.add_item(button(ids.show_hand(game_id), "Show my hand"))
    return view


def score_fields(table: ScoreTable) -> list[tuple[str, str]]:
    """The score breakdown as (name, value) pairs for embed fields, best total first.

    One field per scoring party instead of a wide fixed-width table: a field wraps on a phone, where a
    code block of eight columns would scroll sideways. Tied totals share a place.
    """
    ranked = sorted(table.rows, key=lambda row: -row.total)
    fields: list[tuple[str, str]] = []
    place = 0
    previous: int | None = None
    for index, row in enumerate(ranked):
        if row.total != previous:
            place, previous = index + 1, row.total
        points = "point" if row.total == 1 else "points"
        name = clip(f"{place}. {row.label}: {row.total} {points}", 256)
        parts = " · ".join(f"{column} **{value}**" for column, value in zip(table.columns, row.values,
                                                                             strict=True))
        fields.append((name, clip(parts or "—", 1024)))
    return fields


def final_view(game_id: int) -> discord.ui.View:
    """The final board's button: a new lobby with the same players (each confirms) and options."""
    view = discord.ui.View(timeout=None)
    view.add_item(button(ids.rematch(game_id), "Rematch", style=discord.ButtonStyle.success))
    return view


def final_embed(game: Game, state: State) -> discord.Embed:
    embed = discord.Embed(title=f"{game.title}: final scores", colour=discord.Colour.gold())
    embed.description = clip(game.outcome_text(state), 1000)
    # Discord allows 25 fields per embed; no game has more scoring parties than that.
    for name, value in score_fields(game.score_breakdown(state))[:25]:
        embed.add_field(name=name, value=value, inline=False)
    return embed


def pack_embeds(embeds: Sequence[discord.Embed]) -> list[list[discord.Embed]]:
    """Group embeds into messages Discord accepts: at most 10 per message and 6000 characters in total."""
    groups: list[list[discord.Embed]] = []
    size = 0
    for embed in embeds:
        length = len(embed)
        if not groups or len(groups[-1]) == 10 or size + length > 6000:
            groups.append([])
            size = 0
        groups[-1].append(embed)
        size += length
    return groups


# --- the turn panel -------------------------------------------------------------------------------
def panel_text(game: Game, step: PanelStep, *, header: str = "") -> str:
    lines = [header] if header else []
    if step.answered:
        lines.append("So far: " + " › ".join(answer for _, answer in step.answered))
    if step.kind == "choose":
        lines.append(f"**{step.question}**")
    elif step.kind == "confirm" and step.reveals:
        lines.append("This shows hidden information, so it cannot be taken back: press Confirm to do it"
                     + (", or Back to choose again." if step.can_go_back else "."))
    elif step.kind == "confirm":
        lines.append("Only one move is possible: press Confirm.")
    return clip("\n".join(lines), MAX_CONTENT)


def panel_view(game_id: int, version: int, step: PanelStep, page: int = 0, *,
               undo: bool = False, shortcuts: Sequence[str] = ()) -> discord.ui.View:
    """Buttons for a few answers, selects of 25 for more (four per page), Back and page buttons, and
    with ``undo`` the button taking back the player's last decision (the caller checked it is allowed)."""
    view = discord.ui.View(timeout=None)
    path = format_path(step.path)
    nav: list[GameComponent] = []
    undo_button = button(ids.undo(game_id, version), UNDO_LABEL, style=discord.ButtonStyle.danger)
    if step.kind == "confirm":
        answers = " › ".join(answer for _, answer in step.answered)
        label = f"Confirm: {answers}" if answers else "Confirm"
        view.add_item(button(ids.panel_go(game_id, version, path, "ok"), label,
                             style=discord.ButtonStyle.success, row=0))
        if step.can_go_back:
            view.add_item(button(ids.panel_go(game_id, version, format_path(step.back_path)), "Back", row=0))
        if undo:
            undo_button.row = 1
            view.add_item(undo_button)
        return view
    options = list(step.options)
    if len(options) <= MAX_ANSWER_BUTTONS and all(len(o) <= BUTTON_LABEL for o in options):
        for index, option in enumerate(options):
            child = format_path((*step.path, index))
            view.add_item(button(ids.panel_go(game_id, version, child), option,
                                 style=discord.ButtonStyle.primary, row=0))
    else:
        per_page = MAX_SELECT_OPTIONS * (MAX_ROWS - 1)
        pages = (len(options) + per_page - 1) // per_page
        page = max(0, min(page, pages - 1))
        start = page * per_page
        for k in range(MAX_ROWS - 1):
            chunk_start = start + k * MAX_SELECT_OPTIONS
            chunk = options[chunk_start: min(chunk_start + MAX_SELECT_OPTIONS, start + per_page)]
            if not chunk:
                break
            choices = [discord.SelectOption(label=clip(option, 100), value=str(chunk_start + i))
                       for i, option in enumerate(chunk)]
            hint = step.question if len(options) <= MAX_SELECT_OPTIONS else (
                f"{step.question} ({chunk_start + 1}–{chunk_start + len(chunk)})")
            view.add_item(select(ids.panel_select(game_id, version, path, k), hint, choices, row=k))
        if page > 0:
            nav.append(button(ids.panel_go(game_id, version, path, f"p{page - 1}"), "◀ More"))
        if page < pages - 1:
            nav.append(button(ids.panel_go(game_id, version, path, f"p{page + 1}"), "More ▶"))
    used_rows = {item.row for item in view.children}
    free = [row for row in range(MAX_ROWS - 1) if row not in used_rows]
    if shortcuts and free:
        choices = [discord.SelectOption(label=clip(label, 100), value=str(index))
                   for index, label in enumerate(shortcuts[:MAX_SELECT_OPTIONS])]
        view.add_item(select(ids.shortcut(game_id, version), "Fly straight to… (one choice)", choices,
                             row=free[0]))
    if step.can_go_back:
        nav.insert(0, button(ids.panel_go(game_id, version, format_path(step.back_path)), "Back"))
    if undo:
        nav.append(undo_button)
    for item in nav:
        item.row = MAX_ROWS - 1
        view.add_item(item)
    return view


def rules_embeds(game: Game) -> list[discord.Embed]:
    """The rules text split at ``## `` headings, one embed per section (long ones cut into pages)."""
    sections: list[tuple[str, str]] = []
    title, body = game.title, []
    for line in game.rules_text.splitlines():
        if line.startswith("## "):
            if "".join(body).strip():
                sections.append((title, "\n".join(body).strip()))
            title, body = line[3:].strip() or game.title, []
        elif line.startswith("# ") and not sections and not body:
            title = line[2:].strip() or game.title
        else:
            body.append(line)
    if "".join(body).strip():
        sections.append((title, "\n".join(body).strip()))
    embeds = []
    for heading, text in sections:
        for start in range(0, len(text), 4000):
            embeds.append(discord.Embed(title=clip(heading, 256), description=text[start:start + 4000],
                                        colour=COLOUR))
    return embeds or [discord.Embed(title=game.title, description="No rules text.", colour=COLOUR)]


HELP_PAGES: tuple[tuple[str, str], ...] = (
    ("What this bot does",
     "It runs board games in a channel, turn by turn, over hours or days. After every turn it posts the "
     "board; your private cards come by DM (or with **Show my hand**). Games are saved after every move, "
     "so nothing is lost when the bot restarts."),
    ("Starting a game",
     "`/game new` opens a lobby (add `thread:True` for a thread of its own). Others press **Join**, the "
     "creator picks the options and the time per turn in the menus, then presses **Start**."),
    ("How a turn goes",
     "When it is your turn you get one notification: a DM with a link (and your hand), or a mention in "
     "the channel if you turned DMs off. Press **Take your turn** on the newest board: a panel only you "
     "see offers the legal choices step by step, with **Back**. A choice that shows something hidden asks "
     "you to confirm; `/game undo` takes back the rest within your turn. A clock shows when your time "
     "runs out; `/game away` pauses it for a holiday."),
    ("Commands",
     "`/game new · join · leave · start · abort` the lobby\n"
     "`/game play · undo · hand` your turn\n"
     "`/game board · status · log · rules · list · mine` looking on\n"
     "`/game away · back · reclaim · vote-end` absent players\n"
     "`/game settings` your reminders and quiet hours · `/game config` the server's settings"),
)


def help_embeds(games: Sequence[Game]) -> list[discord.Embed]:
    """``/game help``: a few short embeds, the last one naming the games and where their rules are."""
    embeds = [discord.Embed(title=title, description=text, colour=COLOUR) for title, text in HELP_PAGES]
    titles = ", ".join(f"**{game.title}**" for game in games) or "none yet"
    embeds.append(discord.Embed(title="The games", colour=COLOUR, description=(
        f"{titles}. `/game rules` shows the rules of this channel's game, `/game rules game:<name>` "
        "any game's, only to you.")))
    return embeds
