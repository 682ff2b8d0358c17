"""The command line: ``python -m bot [COMMAND] [OPTIONS]``, one argparse tree for every command.

``run`` (the default: what ``python -m bot`` alone does) logs in to Discord and runs the bot; nothing else
ever does. The others are the operator's: ``backup``, ``check-db``, ``migrate-db``, ``replay``,
``forget``, ``web`` (the web pages alone, beside the bot's processes), and ``help [COMMAND]``. ``--help``
works at every level and ``--version`` says the version.

Anything the tree does not know (a typo such as ``bakcup``, an unknown option, a missing argument) is
refused with exit code 2 and the usage, before any file or database is touched: this module imports no
command's code until its arguments are parsed (and nothing of discord.py, Pillow or a database driver),
so a mistyped command cannot start a bot. Exit codes: 0 done, 1 a passing failure or a check that found
a problem (each command says which), 2 wrong arguments, an unusable configuration or database.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import importlib
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn, TextIO

PROG = "python -m bot"
#: The command ``python -m bot`` runs when given none.
DEFAULT_COMMAND = "run"


class Exit(Exception):
    """argparse's exit, raised instead of leaving the process, so :func:`main` returns the code."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class Parser(argparse.ArgumentParser):
    """argparse that returns its exit code through :class:`Exit` (0 after ``--help``, 2 with the usage
    for wrong arguments) and suggests the closest command for a mistyped one."""

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            self._print_message(message, sys.stderr)
        raise Exit(status)

    def error(self, message: str) -> NoReturn:
        wrong = re.search(r"invalid choice: '([^']*)' \(choose from (.*)\)", message)
        if wrong:
            choices = re.findall(r"'([^']*)'", wrong.group(2))
            close = difflib.get_close_matches(wrong.group(1), choices, n=1, cutoff=0.5)
            message = f"unknown command {wrong.group(1)!r}" + (f": did you mean {close[0]!r}?" if close
                                                                else f" (commands: {', '.join(choices)})")
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


@dataclass(frozen=True)
class Command:
    """One subcommand: its help line, its arguments, and where its code is (``module:function``, called
    with the parsed arguments, the output and the error stream; imported only once it is chosen).
    ``check``: what argparse cannot say about the arguments together (a message refuses them)."""

    name: str
    help: str
    description: str
    arguments: Callable[[argparse.ArgumentParser], None]
    target: str
    check: Callable[[argparse.Namespace], str | None] | None = None


def _run_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = ("Settings come from the environment and a .env file in the current folder (see "
                     ".env.example). Exit codes: 0 stopped (Ctrl-C or SIGTERM), 1 a passing failure worth a "
                     "restart (the network), 2 a configuration, database or token the bot cannot use.")


def _database_option(parser: argparse.ArgumentParser, what: str, *, aliases: Sequence[str] = ()) -> None:
    parser.add_argument("--from", *aliases, dest="source", metavar="URL",
                        help=f"the database {what} (sqlite:///path, a path, or postgresql://…; default: the "
                             "bot's, from BOARDGAME_DATABASE_URL or BOARDGAME_DB_PATH)")


def _backup_arguments(parser: argparse.ArgumentParser) -> None:
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--to", metavar="FILE",
                      help="write a consistent copy to FILE (SQLite: a database file; PostgreSQL: a pg_dump "
                           "custom-format file)")
    what.add_argument("--into", metavar="FOLDER",
                      help="write a dated copy into FOLDER (boardgames-YYYYMMDDTHHMMSSZ.sqlite3 or .dump) "
                           "and check it")
    what.add_argument("--check", metavar="FILE", help="check a backup: a SQLite copy or a pg_dump file")
    _database_option(parser, "to copy")
    parser.add_argument("--force", action="store_true", help="replace FILE if it exists (with --to)")
    parser.add_argument("--keep", metavar="N", type=_positive,
                        help="with --into: once the new copy passes its check, delete the older dated copies "
                             "but the newest N")


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of backups, 1 or more, not {text!r}")
    return int(text)


def _backup_check(args: argparse.Namespace) -> str | None:
    if args.check and (args.force or args.source or args.keep):
        return "--check takes only the file to check (no --from, --force or --keep)"
    if args.keep and not args.into:
        return "--keep goes with --into (the dated copies it deletes are those --into makes)"
    if args.force and not args.to:
        return "--force goes with --to"
    return None


def _check_db_arguments(parser: argparse.ArgumentParser) -> None:
    _database_option(parser, "to check")


def _migrate_db_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--from", dest="source", required=True, metavar="URL",
                        help="the database to copy: sqlite:///path/to/old.sqlite3 (or a path, or a "
                             "postgresql:// URL)")
    parser.add_argument("--to", dest="target", required=True, metavar="URL",
                        help="the database to fill: postgresql://user@host/db (or sqlite:///path); it must "
                             "hold no games")


def _replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a game record from /records export")


def _user_id(text: str) -> int:
    if not text.isascii() or not text.isdigit() or int(text) <= 0:
        raise argparse.ArgumentTypeError(f"USER_ID must be a Discord user id (digits), not {text!r}")
    return int(text)


def _forget_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("user_id", metavar="USER_ID", type=_user_id, help="the member's Discord user id "
                                                                          "(digits)")
    choice = parser.add_mutually_exclusive_group()
    choice.add_argument("--stand-in", dest="mode", action="store_const", const="standin",
                        help="leave their games in play to the stand-in where it may keep the seat")
    choice.add_argument("--abandon", dest="mode", action="store_const", const="abandon",
                        help="end their games in play without a result")
    parser.add_argument("--yes", action="store_true", help="delete without asking")
    _database_option(parser, "to delete from", aliases=("--database",))


def _help_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("topic", nargs="?", metavar="COMMAND", help="the command to explain")


COMMANDS: tuple[Command, ...] = (
    Command("run", "log in to Discord and run the bot (the default)",
            "Run the bot: check the configuration and the database, then log in to Discord and serve the "
            "games until stopped (Ctrl-C or SIGTERM).", _run_arguments, "bot.run:run"),
    Command("backup", "copy the database while the bot runs, or check a copy",
            "Copy the bot's database while it runs (--to FILE, or --into FOLDER for dated copies checked "
            "and rotated with --keep), or check a copy (--check).",
            _backup_arguments, "bot.backup:backup", _backup_check),
    Command("check-db", "replay every game and compare it with its stored state",
            "Replay every game of the database from its seed and compare it with its stored state. "
            "Read-only: safe beside a running bot.", _check_db_arguments, "bot.backup:check_db"),
    Command("migrate-db", "copy a whole database into an empty one (SQLite to PostgreSQL)",
            "Copy every game, action and setting to another database and check that each game replays to "
            "the same state.", _migrate_db_arguments, "bot.migrate_db:migrate"),
    Command("replay", "rebuild a game from its record and print its final scores",
            "Rebuild a game from its record (/records export) and print its final scores: exit 0 when they "
            "are the recorded ones, 1 when not, 2 for a file that is not a readable record.",
            _replay_arguments, "bot.replay_record:replay"),
    Command("forget", "delete one member's data (as /game privacy does)",
            "Delete everything the bot keeps about one Discord user (as /game privacy does).",
            _forget_arguments, "bot.forget:forget"),
    Command("web", "serve the web pages alone, beside the bot's processes",
            "Serve the games' web pages (BOARDGAME_WEB_PORT, BOARDGAME_WEB_HOST, BOARDGAME_WEB_BASE_URL) on "
            "the bot's database, without logging in to Discord: for pages run apart from the bot's "
            "processes. Stops on Ctrl-C or SIGTERM.", _run_arguments, "bot.web_serve:serve_web"),
    Command("help", "explain a command", "Explain a command (or all of them).", _help_arguments, ""),
)


class _Version(argparse.Action):
    """``--version``: the line is made only when asked for (the package's metadata and the schema's
    migrations are read then, not for every command line parsed)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(version_line(), file=sys.stdout)
        parser.exit()


def build_parser() -> Parser:
    """The whole command tree."""
    parser = Parser(prog=PROG, description="A Discord bot for board games. Without a command, runs the bot.",
                    epilog=f"'{PROG} COMMAND --help' explains a command.")
    parser.add_argument("--version", action=_Version, nargs=0, help="show program's version number and exit")
    parser.add_argument("--env-file", metavar="FILE", default=".env",
                        help="read the settings from FILE instead of .env in the current folder "
                             "(variables set in the environment still win)")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands", parser_class=Parser)
    for command in COMMANDS:
        sub = commands.add_parser(command.name, help=command.help, description=command.description)
        command.arguments(sub)
    parser.commands = commands.choices  # type: ignore[attr-defined]
    return parser


def version_line() -> str:
    """``boardgame-bot 0.2.0 (database schema 23, Python 3.11.2)``: what ``--version`` prints and the
    first log line starts with."""
    from bot.version import bot_version
    from store import MIGRATIONS

    python = ".".join(str(part) for part in sys.version_info[:3])
    return f"boardgame-bot {bot_version()} (database schema {len(MIGRATIONS)}, Python {python})"


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Parse ``argv`` (default: the process's arguments) and run the command; returns the exit code."""
    out = out or sys.stdout
    err = err or sys.stderr
    parser = build_parser()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
            if args.command == "help":
                return _help(parser, args.topic)
            if args.env_file != ".env" and not Path(args.env_file).is_file():
                parser.error(f"--env-file {args.env_file}: no such file")
            name = args.command or DEFAULT_COMMAND
            command = next(command for command in COMMANDS if command.name == name)
            problem = command.check(args) if command.check else None
            if problem:
                parser.commands[name].error(problem)  # type: ignore[attr-defined]
    except Exit as stop:
        return stop.status
    module, function = command.target.split(":")
    runner = getattr(importlib.import_module(module), function)
    return int(runner(args, out, err))


def _help(parser: Parser, topic: str | None) -> int:
    if topic is None:
        parser.print_help()
        return 0
    commands = {command.name: command for command in COMMANDS}
    if topic not in commands:
        parser.error(f"invalid choice: {topic!r} (choose from {', '.join(map(repr, commands))})")
    build_parser().parse_args([topic, "--help"])
    return 0


# --- what the operator's commands share -----------------------------------------------------------------
def setting(given: str | None) -> str:
    """Where a command's database came from, as its error messages name it."""
    return "--from" if given else "BOARDGAME_DATABASE_URL"


def database_option(given: str | None, err: TextIO, *, must_exist: bool,
                    env_file: str = ".env") -> str | None:
    """The database an operator's command works on: ``given`` (``--from``, checked strictly), else the
    bot's own (read as the bot reads it: environment, ``env_file``, unknown ``BOARDGAME_`` names refused).
    ``must_exist``: a SQLite source must be there already (a command never creates the database it reads).
    None after saying why not on ``err``: nothing was opened."""
    from bot.config import ConfigError, load_database_location, parse_database_location
    from store import is_postgres_url, sqlite_path

    try:
        location = (parse_database_location(given, "--from") if given
                    else load_database_location(dotenv_path=env_file))
    except ConfigError as error:
        print(str(error), file=err)
        return None
    if must_exist and not is_postgres_url(location):
        path = Path(sqlite_path(location)).absolute()
        if path.is_dir():
            print(f"The database {path} is a folder, not a database file: check {setting(given)}.", file=err)
            return None
        if not path.is_file():
            print(f"The database {path} does not exist: check {setting(given)} (and the folder you run "
                  "this command from).", file=err)
            return None
    return location
