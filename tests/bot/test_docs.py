"""The documentation stays true: every relative link and anchor of the README, the pages in ``docs/`` and
the other top-level pages leads somewhere, every slash command and option a page names exists in the
command tree the bot syncs (in every language), and no page names a tracker's issue number (readers do
not have our tracker)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from harness import translated_command_payloads

from bot import cli

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "ARCHITECTURE.md", ROOT / "PRIVACY.md",
                *(ROOT / "docs").glob("*.md")])
#: The audiences' pages the README sends its readers to.
AUDIENCE_PAGES = ("players", "admins", "operators", "developers", "performance")
README_MAX_LINES = 250

FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)
INLINE_CODE = re.compile(r"(`+)(.+?)\1", re.S)
LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$", re.M)


def page_name(page: Path) -> str:
    return str(page.relative_to(ROOT))


def without_code(text: str) -> str:
    """The page's prose: fenced blocks, indented blocks and inline code taken out (a link there is an
    example, not a link)."""
    text = FENCE.sub("", text)
    text = "\n".join("" if line.startswith(("    ", "\t")) else line for line in text.splitlines())
    return INLINE_CODE.sub("", text)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, the inline code marks and punctuation dropped (letters,
    digits, spaces, hyphens and underscores stay), spaces turned into hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading: its text
    text = text.replace("`", "").strip().lower()
    text = "".join(char for char in text if char.isalnum() or char in " -_")
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for match in HEADING.finditer(FENCE.sub("", page.read_text(encoding="utf-8"))):
        base = slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(page: Path) -> Iterator[str]:
    for match in LINK.finditer(without_code(page.read_text(encoding="utf-8"))):
        yield match.group(2)


def test_the_pages_are_there_and_the_readme_is_short():
    names = {page_name(page) for page in PAGES}
    assert {f"docs/{name}.md" for name in AUDIENCE_PAGES} <= names
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= README_MAX_LINES
    readme_links = set(links(ROOT / "README.md"))
    for name in AUDIENCE_PAGES:
        assert f"docs/{name}.md" in readme_links, f"the README does not send its readers to docs/{name}.md"
    assert any(target.endswith(".png") for target in readme_links), "the README shows no board"


def test_every_relative_link_and_anchor_leads_somewhere():
    broken = []
    checked = 0
    for page in PAGES:
        for target in links(page):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:: not ours to check
                continue
            path, _, anchor = target.partition("#")
            destination = (page.parent / path).resolve() if path else page
            checked += 1
            if not destination.exists():
                broken.append(f"{page_name(page)}: {target} (no such file)")
            elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
                broken.append(f"{page_name(page)}: {target} (no such heading)")
    assert broken == []
    assert checked > 50  # the check reads the links (a pattern that found none would pass)


def test_the_link_check_reads_links_and_headings_as_github_does(tmp_path: Path):
    page = tmp_path / "page.md"
    page.write_text("# A member's data: (the) `forget` command\n\n"
                    "See [it](#a-members-data-the-forget-command), [that](other.md#x) and "
                    "`[not a link](nowhere.md)`.\n")
    assert list(links(page)) == ["#a-members-data-the-forget-command", "other.md#x"]
    assert anchors(page) == {"a-members-data-the-forget-command"}


def test_no_page_names_an_issue_number():
    pattern = re.compile(r"\b(issues?|point)\s+#?\d+|(?<![\w/])#\d+\b", re.I)
    found = [f"{page_name(page)}:{number}: {line.strip()}"
             for page in PAGES
             for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
             if pattern.search(line)]
    assert found == []


# --- the slash commands a page names ---------------------------------------------------------------------
async def commands_of_the_bot(tmp_path: Path) -> dict[str, dict[str, set[str]]]:
    """``{"/game": {"new": {"game", "clock", "thread"}, …}, "/partida": {…}, …}``: every top-level command
    by its name in every language, its subcommands by theirs, and each one's options' names, as the bot
    syncs them."""
    payloads = await translated_command_payloads(tmp_path)

    def name(item: dict, locale: str | None) -> str:
        return ((item.get("name_localizations") or {}).get(locale) if locale else None) or item["name"]

    tree: dict[str, dict[str, set[str]]] = {}
    for payload in payloads:
        for locale in {None, *(payload.get("name_localizations") or {})}:
            subcommands = tree.setdefault(f"/{name(payload, locale)}", {})
            for sub in payload.get("options") or []:
                subcommands.setdefault(name(sub, locale), set()).update(
                    name(option, locale) for option in sub.get("options") or [])
    return tree


COMMAND = re.compile(r"(?<![\w/.])(/[^\s/`*()\[\],.:;]+)\s+([^\s`*()\[\],.:;…]+)")


def named_commands(text: str) -> Iterator[tuple[str, str, list[str]]]:
    """Every ``/command subcommand`` a text names, with the options (``name:``) written after it in the
    same code span."""
    spans = [match.group(2) for match in INLINE_CODE.finditer(FENCE.sub("", text))]
    for span in spans:
        for match in COMMAND.finditer(span):
            rest = span[match.end():]
            following = COMMAND.search(rest)
            rest = rest[:following.start()] if following else rest
            options = [token.split(":", 1)[0].strip("[]<>") for token in rest.split()
                       if ":" in token and not token.startswith(("<", "http"))]
            yield match.group(1), match.group(2), [option for option in options if option]
    for match in COMMAND.finditer(INLINE_CODE.sub("", FENCE.sub("", text))):
        yield match.group(1), match.group(2), []


async def test_every_command_and_option_a_page_names_exists(tmp_path: Path):
    command_tree = await commands_of_the_bot(tmp_path)
    assert {"/game", "/records", "/partida", "/resultados", "/spiel", "/ergebnisse", "/partita",
            "/risultati"} <= set(command_tree)
    missing = []
    named = 0
    for page in PAGES:
        for command, sub, options in named_commands(page.read_text(encoding="utf-8")):
            if command not in command_tree:
                continue  # a path such as /etc/boardgame-bot, or a word after a slash
            named += 1
            if sub not in command_tree[command]:
                missing.append(f"{page_name(page)}: {command} {sub}")
                continue
            missing += [f"{page_name(page)}: {command} {sub} {option}:" for option in options
                        if option not in command_tree[command][sub]]
    assert missing == []
    assert named > 100


def test_the_command_check_reads_options_and_subcommands():
    text = ("Use `/game settings [reminders:<Yes/No>] [digest:<Off/00:00…23:00>]` and `/records replay id: "
            "[step:]`, or /game mine.\n\n```\n/game nothing here\n```\n")
    assert list(named_commands(text)) == [("/game", "settings", ["reminders", "digest"]),
                                          ("/records", "replay", ["id", "step"]), ("/game", "mine", [])]


# --- the command line a page names ------------------------------------------------------------------------
CLI = re.compile(r"python -m bot\b([^\n`]*)")
#: Where a shell line stops being the command's arguments.
SHELL_END = re.compile(r"\s(&&|\|\||;|>|2>|#)\s|\s\|\s")


def named_cli_commands(text: str) -> Iterator[tuple[str | None, list[str]]]:
    """Every ``python -m bot …`` a text names: its command (None: the default, or a placeholder) and the
    options written after it (``--from``; values, placeholders and brackets left out)."""
    parser = cli.build_parser()
    takes_value = {option for option, action in parser._option_string_actions.items() if action.nargs != 0}
    for match in CLI.finditer(text):
        rest = SHELL_END.split(match.group(1) + " ", maxsplit=1)[0]
        tokens = [token.strip("[]()") for token in rest.replace("\\|", " ").split()]
        command, options, skip = None, [], False
        for token in tokens:
            if skip:
                skip = False
            elif token.startswith("-"):
                options.append(token.split("=", 1)[0])
                skip = command is None and token in takes_value
            elif command is None and token.islower():
                command = token
            elif command is None:
                break  # a placeholder (COMMAND): any command
        yield command, [option for option in options if option != "-"]


def test_every_command_line_a_page_names_exists():
    parser = cli.build_parser()
    common = set(parser._option_string_actions)
    unknown, named = [], 0
    for page in PAGES:
        for command, options in named_cli_commands(page.read_text(encoding="utf-8")):
            named += 1
            if command is not None and command not in parser.commands:
                unknown.append(f"{page_name(page)}: python -m bot {command}")
                continue
            allowed = common | (set(parser.commands[command]._option_string_actions) if command else set())
            unknown += [f"{page_name(page)}: python -m bot {command or ''} {option}" for option in options
                        if option not in allowed]
    assert unknown == []
    assert named > 30


def test_the_command_line_check_reads_commands_and_options():
    text = ("`python -m bot --env-file /etc/bot.env backup --into /var/b --keep 14 && echo done --nope`\n"
            "    python -m bot forget USER_ID [--stand-in \\| --abandon] [--yes]\n"
            "`python -m bot COMMAND --help`, `python -m bot bakcup --to x`, python -m bot --version\n")
    assert list(named_cli_commands(text)) == [("backup", ["--env-file", "--into", "--keep"]),
                                              ("forget", ["--stand-in", "--abandon", "--yes"]),
                                              (None, []),
                                              ("bakcup", ["--to"]), (None, ["--version"])]
