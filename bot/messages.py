"""What the bot's messages look like: texts, embeds and component layouts, built from the game protocol (the
cards, Components V2 messages: board, final result, lobby, are ``bot/cards.py``'s).

Every builder takes the language first (``lang``, a code of ``i18n.LANGUAGES``): the channel's for
public posts, the reader's for private ones (panel, help, rules). Words come
from the ``bot-`` messages of the catalogs; what the game says (``Msg`` values, or plain strings from a
game not converted yet) goes through ``i18n.text``.

Nothing here talks to Discord; it only builds texts and ``discord.Embed`` / ``discord.ui.View`` objects. Every
component is wrapped in :class:`GameComponent`, the one persistent ``DynamicItem`` that routes presses back
to the bot by custom id (so no view is ever kept in memory and buttons survive restarts).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot import ids
from bot.computer_play import seat_name
from bot.panel import PanelStep, format_path
from core import ratings
from core.clocks import bank_amount
from core.computers import is_computer
from i18n import fit_text, format_number, rules_text, t, text
from rules.base import ALT_TEXT_LIMIT, Game, Msg, OptionSpec, ScoreTable, Scoring, Section, State

#: Discord limits (see DESIGN.md "Discord conventions").
MAX_ROWS = 5
MAX_SELECT_OPTIONS = 25
MAX_CONTENT = 2000
MAX_EMBED_DESCRIPTION = 4096
BUTTON_LABEL = 80
#: Up to this many answers a step is shown as buttons; more make a select menu.
MAX_ANSWER_BUTTONS = 5
#: The turn panel's button that takes the player's last decision of this turn back.
UNDO_LABEL = Msg("bot-panel-undo")
_BOOLEAN_VALUES = ({"on", "off"}, {"yes", "no"}, {"true", "false"}, {"1", "0"})
_ENABLED = {"on", "yes", "true", "1"}

COLOUR = discord.Colour.from_rgb(70, 110, 160)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clip_lines(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters by whole lines, a last line "…" saying some were left out (a
    first line longer than ``limit`` on its own is cut, the only case a line is)."""
    if len(text) <= limit:
        return text
    kept: list[str] = []
    for line in text.split("\n"):
        if len("\n".join([*kept, line, "…"])) > limit:
            break
        kept.append(line)
    return "\n".join([*kept, "…"]) if kept else clip(text, limit)


def fit_lines(head: str, items: Sequence[str], more: Callable[[int], str] | None = None, *,
              messages: int | None = 1, limit: int = MAX_CONTENT, sep: str = "\n", tail: str = "",
              head_on_each: bool = False) -> list[str]:
    """A long answer as messages of at most ``limit`` characters (Discord's 2,000), by whole items: the
    one helper for every answer that lists (``/game mine``, ``/game list``, the catch-up of every game, the
    daily digest).

    ``head`` first (on every message with ``head_on_each``), then each of ``items`` (a line, or a block of
    lines: ``sep`` between them) whole, in order, each message filled before the next begins, at most
    ``messages`` of them (None: as many as it takes, so every item is shown). When not all fit, the last
    message ends with ``more(count)``: how many were left out, a whole line, room made for it by leaving
    out as many items as it takes, so the count is always right. ``tail`` (a closing line) ends the last
    message when there is room for it. An item longer than a message on its own is cut at a line's end
    (:func:`clip_lines`)."""
    room = limit - (len(head) + len(sep) if head and head_on_each else 0)
    pages: list[list[str]] = [[head] if head else []]

    def size(pieces: Sequence[str]) -> int:
        return len(sep.join(pieces))

    shown = 0
    for item in items:
        item = clip_lines(item, room)
        page = pages[-1]
        if size([*page, item]) <= limit:
            page.append(item)
        elif messages is None or len(pages) < messages:
            pages.append([head, item] if head and head_on_each else [item])
        else:
            break
        shown += 1
    left = len(items) - shown
    page = pages[-1]
    floor = 1 if head and (head_on_each or len(pages) == 1) else 0
    if left and more is not None:
        while size([*page, more(left)]) > limit and len(page) > floor:
            page.pop()
            left += 1
        page.append(clip(more(left), limit))
    if tail and size([*page, tail]) <= limit:
        page.append(tail)
    return [sep.join(page) for page in pages if page]


def paged_lines(head: Callable[[int, int], str], items: Sequence[str], *, limit: int = MAX_CONTENT,
                sep: str = "\n") -> list[str]:
    """Every one of ``items`` on as many pages as it takes (:func:`fit_lines`), each page headed by
    ``head(page, pages)`` (1-based): what a list with page buttons shows, one page at a time."""
    widest = head(max(1, len(items)), max(1, len(items)))  # room for any page's own head
    pages = fit_lines(widest, items, messages=None, limit=limit, sep=sep, head_on_each=True)
    return [head(number, len(pages)) + page[len(widest):] for number, page in enumerate(pages, start=1)]


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


# --- the words of a board, kept ----------------------------------------------------------------------
#: How many (language, message) texts the board's words keep: a board's headings, button labels, seat
#: labels and legends repeat from turn to turn and game to game, and formatting a catalog message
#: (Fluent) is most of a board's text work.
BOARD_TEXT_CACHE = 4096


@functools.lru_cache(maxsize=BOARD_TEXT_CACHE)
def _kept_text(lang: str, value: Msg) -> str:
    return text(lang, value)


def board_text(lang: str, value: Msg | str | None) -> str:
    """``text(lang, value)``, kept for a :class:`Msg` (immutable and hashable; a catalog's words do not
    change while the bot runs): the pieces of the board's text that repeat are formatted once."""
    return _kept_text(lang, value) if isinstance(value, Msg) else text(lang, value)


def label(lang: str, msg_id: str) -> str:
    """A catalog message without arguments (a heading, a button), kept."""
    return _kept_text(lang, Msg(msg_id))


# --- seats ----------------------------------------------------------------------------------------
def seat_legend(lang: str, game: Game, state: State, users: Sequence[int]) -> str:
    labels = tuple(game.seat_label(state, seat) for seat in range(len(users)))
    return _legend(lang, labels, tuple(users)) if all(isinstance(x, Msg | str) for x in labels) else \
        "\n".join(f"{text(lang, x)} — {seat_name(lang, user)}" for x, user in zip(labels, users, strict=True))


@functools.lru_cache(maxsize=BOARD_TEXT_CACHE)
def _legend(lang: str, labels: tuple[Msg | str, ...], users: tuple[int, ...]) -> str:
    """The players' legend of a board (the same all game long), kept."""
    return "\n".join(f"{board_text(lang, x)} — {seat_name(lang, user)}"
                     for x, user in zip(labels, users, strict=True))


# --- lobby ----------------------------------------------------------------------------------------
def is_on_off(spec: OptionSpec) -> bool:
    return {value for value, _ in spec.choices} in _BOOLEAN_VALUES


def is_enabled(value: str) -> bool:
    """Whether an on/off option's value is its "on" one."""
    return value in _ENABLED


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


# --- the board ------------------------------------------------------------------------------------
#: The scoring of most games (and of a score table read without its game).
HIGHEST_WINS = Scoring()


def score_fields(lang: str, table: ScoreTable, scoring: Scoring = HIGHEST_WINS) -> list[tuple[str, str]]:
    """The score breakdown as (name, value) pairs for embed fields, best total first (the lowest first when
    the game's ``scoring`` says the lowest wins).

    One field per scoring party instead of a wide fixed-width table: a field wraps on a phone, where a
    code block of eight columns would scroll sideways. Tied totals share a place.
    """
    ranked = scoring.ranked(table.rows, lambda row: row.total)
    fields: list[tuple[str, str]] = []
    place = 0
    previous: int | None = None
    for index, row in enumerate(ranked):
        if row.total != previous:
            place, previous = index + 1, row.total
        name = clip(t(lang, "bot-score-row", place=place, label=text(lang, row.label), total=row.total), 256)
        parts = " · ".join(f"{text(lang, column)} **{format_number(lang, value)}**"
                           for column, value in zip(table.columns, row.values, strict=True))
        fields.append((name, clip(parts or "—", 1024)))
    return fields


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
def answers_text(lang: str, step: PanelStep) -> str:
    return " › ".join(text(lang, answer) for _, answer in step.answered)


def panel_text(lang: str, game: Game, step: PanelStep, *, header: str = "") -> str:
    lines = [header] if header else []
    if step.answered:
        lines.append(t(lang, "bot-panel-so-far", answers=answers_text(lang, step)))
    if step.kind == "choose":
        lines.append(f"**{text(lang, step.question)}**")
    elif step.kind == "confirm":
        lines.append(t(lang, "bot-panel-confirm-reveals-back" if step.can_go_back
                       else "bot-panel-confirm-reveals"))
        lines.append(t(lang, "bot-panel-confirm-never-hint"))
    elif step.kind == "only":
        lines.append(t(lang, "bot-panel-only-reveals" if step.reveals else "bot-panel-only"))
    return clip("\n".join(lines), MAX_CONTENT)


def hint_button(lang: str, game_id: int, *, in_dm: bool = False, row: int | None = None) -> GameComponent:
    """The coach's "Hint" button (issue 31): on the turn panel, or (``in_dm``) on a turn DM."""
    return button(ids.hint(game_id, in_dm=in_dm), "💡 " + t(lang, "hint-button"), row=row)


def hint_view(lang: str, game_id: int) -> discord.ui.View:
    """A turn DM's one button: the coach's Hint (issue 31), answered in the DM."""
    view = discord.ui.View(timeout=None)
    view.add_item(hint_button(lang, game_id, in_dm=True))
    return view


def panel_view(lang: str, game_id: int, version: int, step: PanelStep, page: int = 0, *,
               undo: bool = False, shortcuts: Sequence[Msg | str] = (),
               with_hint: bool = False, go: Callable[..., str] | None = None,
               pick: Callable[..., str] | None = None) -> discord.ui.View:
    """Buttons for a few answers, selects of 25 for more (four per page), Back and page buttons, and
    with ``undo`` the button taking back the player's last decision (the caller checked it is allowed);
    with ``with_hint`` the coach's Hint button (the table allows hints). ``go`` and ``pick`` build the
    buttons' and selects' ids (``ids.panel_go`` and ``ids.panel_select`` unless given: a plan's panel
    has its own, ``bot/cogs/plan.py``)."""
    go = go or ids.panel_go
    pick = pick or ids.panel_select
    view = discord.ui.View(timeout=None)
    path = format_path(step.path)
    nav: list[GameComponent] = []
    undo_button = button(ids.undo(game_id, version), text(lang, UNDO_LABEL), style=discord.ButtonStyle.danger)
    back = t(lang, "bot-panel-back")
    if step.kind in ("confirm", "only"):
        answers = answers_text(lang, step)
        if step.kind == "only":
            # The one possible move, named: one tap applies it (not a question, issue 27).
            label = answers or t(lang, "bot-panel-only-go")
        else:
            label = t(lang, "bot-panel-confirm-with", answers=answers) if answers else t(lang,
                                                                                         "bot-panel-confirm")
        view.add_item(button(go(game_id, version, path, "ok"), label,
                             style=discord.ButtonStyle.success, row=0))
        if step.kind == "confirm":
            # Applies the move and stops these questions (``/game settings confirm:`` brings them back).
            view.add_item(button(go(game_id, version, path, "na"), t(lang, "bot-panel-never-ask"),
                                 row=0))
        if step.can_go_back:
            view.add_item(button(go(game_id, version, format_path(step.back_path)), back, row=0))
        if undo:
            undo_button.row = 1
            view.add_item(undo_button)
        if with_hint:
            view.add_item(hint_button(lang, game_id, row=1))
        return view
    options = [text(lang, option) for option in step.options]
    question = text(lang, step.question)
    if len(options) <= MAX_ANSWER_BUTTONS and all(len(o) <= BUTTON_LABEL for o in options):
        for index, option in enumerate(options):
            child = format_path((*step.path, index))
            view.add_item(button(go(game_id, version, child), option,
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
            hint = question if len(options) <= MAX_SELECT_OPTIONS else (
                f"{question} ({chunk_start + 1}–{chunk_start + len(chunk)})")
            view.add_item(select(pick(game_id, version, path, k), hint, choices, row=k))
        if page > 0:
            nav.append(button(go(game_id, version, path, f"p{page - 1}"),
                              t(lang, "bot-panel-more-before")))
        if page < pages - 1:
            nav.append(button(go(game_id, version, path, f"p{page + 1}"),
                              t(lang, "bot-panel-more-after")))
    used_rows = {item.row for item in view.children}
    free = [row for row in range(MAX_ROWS - 1) if row not in used_rows]
    if shortcuts and free:
        choices = [discord.SelectOption(label=clip(text(lang, label), 100), value=str(index))
                   for index, label in enumerate(shortcuts[:MAX_SELECT_OPTIONS])]
        view.add_item(select(ids.shortcut(game_id, version), t(lang, "bot-panel-shortcuts"), choices,
                             row=free[0]))
    if step.can_go_back:
        nav.insert(0, button(go(game_id, version, format_path(step.back_path)), back))
    if undo:
        nav.append(undo_button)
    if with_hint:
        nav.append(hint_button(lang, game_id))
    for item in nav:
        item.row = MAX_ROWS - 1
        view.add_item(item)
    return view


def game_rules_text(lang: str, game: Game) -> str:
    """A game's rules in ``lang`` from the catalogs (``i18n.rules_text``); a game without them there
    (a test game) may declare its own in its spec (``GameSpec.rules_text``)."""
    try:
        return rules_text(lang, game.id)
    except KeyError:
        return game.spec.rules_text or ""


def rules_embeds(lang: str, game: Game) -> list[discord.Embed]:
    """The rules text split at ``## `` headings, one embed per section (long ones cut into pages)."""
    sections: list[tuple[str, str]] = []
    title, body = game.title, []
    for line in game_rules_text(lang, game).splitlines():
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
    for heading, body_text in sections:
        for start in range(0, len(body_text), 4000):
            embeds.append(discord.Embed(title=clip(heading, 256), description=body_text[start:start + 4000],
                                        colour=COLOUR))
    return embeds or [discord.Embed(title=game.title, description=t(lang, "bot-rules-none"), colour=COLOUR)]


#: ``/game help``: the catalog ids of each page's title and text (``bot-help-<page>-title`` / ``-text``).
HELP_PAGES: tuple[str, ...] = ("about", "start", "turn", "commands", "ratings")


def help_figures(page: str) -> dict[str, int]:
    """The numbers a help page quotes, from where the bot keeps them, so the text stays true: the
    ratings page's start, provisional games and computer players' fixed ratings."""
    if page != "ratings":
        return {}
    return {"start": ratings.RATING_START, "minimum": ratings.LEADERBOARD_MIN_GAMES,
            **ratings.computer_shown_ratings()}


def help_text(lang: str, page: str, room_lines: Sequence[str] = ()) -> str:
    """A ``/game help`` page's text; ``page`` ``"more"``: the lines the rooms declare (each room's
    ``HELP``: a message of its own catalog naming its commands), so a feature's commands are listed in its
    own words."""
    if page == "more":
        return "\n".join(t(lang, line) for line in room_lines)
    return t(lang, f"bot-help-{page}-text", **help_figures(page))


def help_embeds(lang: str, games: Sequence[Game], room_lines: Sequence[str] = ()) -> list[discord.Embed]:
    """``/game help``: a few short embeds (the platform's pages, then the rooms' own lines, ``room_lines``,
    under "More commands"), the last one naming the games and where their rules are."""
    pages = [*HELP_PAGES, *(("more",) if room_lines else ())]
    embeds = [discord.Embed(title=t(lang, f"bot-help-{page}-title"),
                            description=help_text(lang, page, room_lines),
                            colour=COLOUR) for page in pages]
    titles = tuple(f"**{game.title}**" for game in games)
    embeds.append(discord.Embed(title=t(lang, "bot-help-games-title"), colour=COLOUR, description=(
        t(lang, "bot-help-games-text", games=titles) if titles else t(lang, "bot-help-games-none"))))
    return embeds


# --- a board in words (issue 26) ---------------------------------------------------------------------------

def board_in_words(lang: str, sections: Sequence[Section], *, head: str = "",
                   limit: int = MAX_CONTENT) -> list[str]:
    """A game's whole board in words (``Describer.board_text``) as private messages of at most ``limit``
    characters each: ``head`` first, then every section, its heading bold and its lines under it. A
    section goes whole into the message that has room for it, else it starts the next; one longer than a
    message continues line by line (a heading never ends a message)."""
    blocks = [[f"**{text(lang, section.heading)}**",
               *(clip(text(lang, line), limit) for line in section.lines)] for section in sections]
    chunks: list[str] = []
    current = head
    for block in blocks:
        whole = "\n".join(block)
        if len(current) + 1 + len(whole) <= limit:
            current = f"{current}\n{whole}" if current else whole
            continue
        if current:
            chunks.append(current)
            current = ""
        if len(whole) <= limit:
            current = whole
            continue
        lines = ["\n".join(block[:2]), *block[2:]]  # the heading goes with its first line
        for line in lines:
            if current and len(current) + 1 + len(line) > limit:
                chunks.append(current)
                current = ""
            current = f"{current}\n{line}" if current else clip(line, limit)
    if current:
        chunks.append(current)
    return chunks


def alt_words(lang: str, parts: Sequence[Msg | str], limit: int = ALT_TEXT_LIMIT) -> str:
    """An image's alt text (``Describer.board_alt`` or ``hand_alt``) in ``lang``, one part per line, within
    ``limit`` characters (the least important trailing parts left out)."""
    return fit_text(lang, parts, limit=min(limit, ALT_TEXT_LIMIT), separator="\n")


def plannable(loaded: Any, seat: int) -> bool:
    """Whether the seat's player may plan their next turn now (the game lets them, and another decides)."""
    return (loaded.record.status == "active" and loaded.game.spec.capabilities.plans
            and loaded.game.to_play(loaded.state) not in (None, seat)
            and loaded.game.plan_position(loaded.state, seat) is not None)


def plan_view(lang: str, game_id: int, *, in_dm: bool = False) -> discord.ui.View:
    """The "Plan my next turn" button (``bot/cogs/plan.py`` answers it), on a hand shown while another
    decides: in the channel's private answer, or on a hand DM."""
    view = discord.ui.View(timeout=None)
    view.add_item(button(ids.plan_open(game_id, in_dm=in_dm), t(lang, "plan-button-open")))
    return view


# --- the announcer's texts, from plain values ------------------------------------------------------------
# The announcer (``bot/announce.py``) works out what a DM or a post tells as plain values (the game's
# title, where its card is, what the game waits for, the board's and the hand's alt texts) and these build
# the words; it only sends them, as the game card is built by ``bot.cards.game_card`` from a ``TurnCard``.

def next_line(lang: str, user_id: int | None, seat: Msg | str, waiting: Msg | str = "", *,
              standin: bool = False) -> str:
    """The live card's line about who is next: the stand-in plays the seat ``seat``, a computer thinks (no
    ping, no reminder: it plays at once), or the player's mention and what the game waits for (the
    deadline, their time away)."""
    label = board_text(lang, seat)
    if standin:
        return t(lang, "bot-standin-plays-for", user=seat_name(lang, user_id or 0), seat=label)
    if user_id is not None and is_computer(user_id):
        return t(lang, "computer-thinking", name=seat_name(lang, user_id), label=label)
    return (t(lang, "bot-your-turn-board", user=f"<@{user_id}>", seat=label)
            + (f" {text(lang, waiting)}" if waiting else ""))


@dataclass(frozen=True)
class Bank:
    """A human seat's time bank as the live card shows it: its seat's label, the seconds left, and
    ``how``: "running" (the seat waited for, its clock running), "paused" (waited for, its player away)
    or "" (another seat's)."""

    seat: Msg | str
    seconds: int
    how: str = ""


def banks_line(lang: str, banks: Sequence[Bank]) -> str:
    """The live card's small line of every human seat's time bank ("" without any)."""
    parts = [t(lang, f"bank-seat-{bank.how}" if bank.how else "bank-seat", seat=board_text(lang, bank.seat),
               amount=bank_amount(lang, bank.seconds)) for bank in banks]
    return t(lang, "bank-line", banks=" · ".join(parts)) if parts else ""


def late_title(lang: str, title: Msg | str) -> str:
    """The title of the card of an announcement a later move overtook before it could be posted."""
    return clip(t(lang, "bot-late-title", game=title), 256)


def private_view(lang: str, title: Msg | str, channel_id: int, view: Msg | str) -> str:
    """A seat's private view (its hand) as its DM tells it: the game, its channel, the view's words."""
    return t(lang, "bot-private-view", game=title, channel=f"<#{channel_id}>", view=text(lang, view))


def board_words(lang: str, alt: Sequence[Msg | str], channel_id: int, room: int = MAX_CONTENT) -> str:
    """The public board in words for a reader of text, within ``room`` characters: its alt text ``alt`` (as
    much as fits, the least important parts left out) and where to read the whole board (``/game
    describe``)."""
    pointer = t(lang, "bot-describe-pointer", channel=f"<#{channel_id}>")
    frame = t(lang, "bot-text-board", words="")
    left = room - len(frame) - len(pointer) - 1
    words = alt_words(lang, alt, left) if left >= 80 else ""
    return f"{t(lang, 'bot-text-board', words=words)}\n{pointer}" if words else pointer


@dataclass(frozen=True)
class TurnDm:
    """What a player's turn DM tells, as plain values the announcer works out: the game, where its card
    is (the DM links it), what the game waits for, what the others did since the player last acted, and,
    when the hand goes with it, the seat's private view (with the hand's alt text for a reader of text,
    whose DM also carries the board's alt text instead of any image)."""

    lang: str
    title: Msg | str
    guild_id: int | None
    channel_id: int
    board_id: int
    waiting: Msg | str = ""
    since: str = ""
    #: The seat's private view (None: the hand does not go with this DM).
    private: Msg | str | None = None
    #: For a player who reads boards as text: the hand's alt text (with the private view) and the board's.
    hand_alt: Sequence[Msg | str] | None = None
    board_alt: Sequence[Msg | str] | None = None


def turn_dm(told: TurnDm) -> str:
    """The turn DM's words (within Discord's 2,000 characters): the board's link and what it waits for,
    the recap, the hand, the board in words for a reader of text, and how to turn these DMs off."""
    lang = told.lang
    body = (t(lang, "bot-turn-dm", game=told.title, channel=f"<#{told.channel_id}>",
              link=jump_url(told.guild_id, told.channel_id, told.board_id))
            + (f" {text(lang, told.waiting)}" if told.waiting else ""))
    if told.since:
        body += "\n\n" + told.since
    if told.private is not None:
        body += "\n\n" + private_view(lang, told.title, told.channel_id, told.private)
        if told.hand_alt is not None:
            body += "\n" + alt_words(lang, told.hand_alt)
    tail = "\n" + label(lang, "bot-turn-dm-off")
    if told.board_alt is not None:
        body += "\n\n" + board_words(lang, told.board_alt, told.channel_id, MAX_CONTENT - len(body)
                                     - len(tail) - 2)
    return clip(body + tail, MAX_CONTENT)


def your_turn_short(lang: str, user_id: int, title: Msg | str) -> str:
    """The channel's line for a player whose turn DM could not be delivered (their DMs closed)."""
    return t(lang, "bot-your-turn-short", user=f"<@{user_id}>", game=title)


def result_dm(lang: str, title: Msg | str, guild_id: int | None, channel_id: int, board_id: int,
              outcome: Msg | str, standin_lines: Sequence[str] = ()) -> str:
    """A finished game's DM to a player: the outcome, the final card's link, and the lines saying the
    stand-in played part of a result (as on the card and in the history)."""
    said = t(lang, "bot-game-over-dm", game=title, channel=f"<#{channel_id}>", outcome=text(lang, outcome),
             link=jump_url(guild_id, channel_id, board_id))
    said += "".join("\n" + line for line in standin_lines)
    return clip(said, MAX_CONTENT)


def standin_lines(lang: str, parts: Sequence[tuple[int, bool, int]]) -> list[str]:
    """For a finished game, a line per player the stand-in made decisions for, ``(user id, whether it held
    the seat at the end, its decisions)``: the result is not all theirs (held: it counts as a loss)."""
    return [t(lang, "bot-standin-held" if held else "bot-standin-part", user=seat_name(lang, user),
              count=moves) for user, held, moves in parts]


def headsup_dm(lang: str, mover: str, title: Msg | str, guild_id: int | None, channel_id: int,
               board_id: int) -> str:
    """The heads-up DM: ``mover`` (the seat before the reader's) started their turn."""
    content = t(lang, "bot-headsup-dm", player=mover, game=title, channel=f"<#{channel_id}>",
                link=jump_url(guild_id, channel_id, board_id))
    return clip(content + "\n" + label(lang, "bot-headsup-dm-off"), MAX_CONTENT)


def handover_dm(lang: str, count: int, title: Msg | str, channel_id: int) -> str:
    """The DM to a player whose seat the stand-in keeps from now on (after ``count`` time-outs)."""
    return t(lang, "bot-handover-dm", count=count, game=title, channel=f"<#{channel_id}>")


def decision_for_you(lang: str, notices: Sequence[Msg], user_id: int | None, seat: Msg | str) -> str:
    """The channel's post when another seat decides inside the same turn: the turn's notices, then (for a
    human, ``user_id``) the pointer to the card's button; "" when there is nothing to say."""
    said = [text(lang, notice) for notice in notices]
    if user_id is not None:
        said.append(t(lang, "bot-decision-for-you", user=f"<@{user_id}>", seat=text(lang, seat)))
    return clip("\n".join(said), MAX_CONTENT) if said else ""


def left_post(lang: str, title: Msg | str, *, lobby: bool, closed: bool,
              standin_seat: Msg | str | None) -> str:
    """A player had their data removed (``core/privacy.py``): what the channel is told became of the game
    or lobby: the lobby closed (they opened it) or left, the stand-in keeps their seat
    (``standin_seat``: its label), or the game ended."""
    if lobby:
        words = t(lang, "privacy-post-lobby-closed" if closed else "privacy-post-lobby-left",
                  game=text(lang, title))
    elif standin_seat is not None:
        words = t(lang, "privacy-post-standin", seat=board_text(lang, standin_seat))
    else:
        words = t(lang, "privacy-post-ended", game=text(lang, title))
    return clip(words, MAX_CONTENT)
