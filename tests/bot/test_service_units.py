"""The systemd units docs/operators.md gives agree with each other and with the set-up commands beside
them: copied as written, the backup timer runs as the bot's user, in its folder, with its settings, and
writes where the set-up made room; each unit's command line is one the bot accepts."""

from __future__ import annotations

import configparser
import re
import shlex
from pathlib import Path

from bot import cli

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "operators.md"
#: The units that run the bot's own command line.
BOT_UNITS = ("boardgame.service", "boardgame@.service", "boardgame-backup.service")


def units() -> dict[str, configparser.ConfigParser]:
    """Every ```ini block of the page that starts with ``# /etc/systemd/system/NAME``, by NAME."""
    found = {}
    for block in re.findall(r"^```ini\n(.*?)^```", PAGE.read_text(encoding="utf-8"), re.M | re.S):
        first = block.splitlines()[0]
        name = re.fullmatch(r"# /etc/systemd/system/(\S+)", first)
        assert name, f"a unit block starts with the file it goes in, not {first!r}"
        parser = configparser.ConfigParser(strict=False, interpolation=None, delimiters=("=",),
                                           comment_prefixes=("#",))
        parser.optionxform = str  # type: ignore[assignment, method-assign]
        parser.read_string(block)
        found[name.group(1)] = parser
    return found


def set_up_commands() -> str:
    """The page's shell commands (its indented blocks), joined."""
    return "\n".join(line.strip() for line in PAGE.read_text(encoding="utf-8").splitlines()
                     if line.startswith("    sudo ") or line.startswith("    cd "))


def test_the_units_agree_on_user_folder_settings_and_code():
    found = units()
    assert set(BOT_UNITS) | {"boardgame-backup.timer", "boardgame-health@.service"} <= set(found)
    services = {name: found[name]["Service"] for name in BOT_UNITS}
    for key in ("User", "Group", "WorkingDirectory"):
        values = {name: service[key] for name, service in services.items()}
        assert len(set(values.values())) == 1, (key, values)
    user = services["boardgame.service"]["User"]
    folder = services["boardgame.service"]["WorkingDirectory"]
    commands = {name: shlex.split(service["ExecStart"]) for name, service in services.items()}
    pythons = {command[0] for command in commands.values()}
    assert len(pythons) == 1 and commands["boardgame.service"][1:3] == ["-m", "bot"], commands
    env_files = {command[command.index("--env-file") + 1] for command in commands.values()}
    assert len(env_files) == 1, env_files
    (env_file,) = env_files
    (python,) = pythons

    # The set-up makes what the units use: the user, the folders (owned by the user), the settings
    # file (readable by the user's group), the code's virtual environment.
    setup = set_up_commands()
    assert f"useradd --system --home-dir {folder} --shell /usr/sbin/nologin {user}" in setup
    backups = commands["boardgame-backup.service"]
    into = backups[backups.index("--into") + 1]
    assert re.search(rf"install -d -m 700 -o {user} -g {user} {folder} {into}\b", setup), setup
    assert re.search(rf"install -m 640 -o root -g {user} \S+ {env_file}\b", setup), setup
    assert f"python3 -m venv {python.removesuffix('/bin/python')}" in setup
    assert f"{python.removesuffix('/.venv/bin/python')}/.venv/bin/pip install " in setup

    # Each unit may write where it writes: the bot its folder (its state directory), the backups both.
    for name in ("boardgame.service", "boardgame@.service"):
        assert f"/var/lib/{services[name]['StateDirectory']}" == folder, name
    writable = services["boardgame-backup.service"]["ReadWritePaths"].split()
    assert folder in writable and into in writable
    # The nightly timer starts that backup unit, and the health check reads the port the process reads.
    assert found["boardgame-backup.timer"]["Timer"]["OnCalendar"]
    assert found["boardgame-health@.service"]["Service"]["EnvironmentFile"] == \
        services["boardgame@.service"]["EnvironmentFile"]
    # The settings' database lives in the bot's folder.
    settings = PAGE.read_text(encoding="utf-8")
    database = re.search(r"^    BOARDGAME_DATABASE_URL=sqlite:///(\S+)$", settings, re.M)
    assert database and Path(database.group(1)).parent == Path(folder)


def test_every_unit_runs_a_command_line_the_bot_accepts():
    parser = cli.build_parser()
    for name in BOT_UNITS:
        command = shlex.split(units()[name]["Service"]["ExecStart"])
        args = parser.parse_args(command[3:])  # raises (cli.Exit) on anything the bot would refuse
        assert (args.command or cli.DEFAULT_COMMAND) == ("backup" if "backup" in name else "run")
        if "backup" in name:
            assert args.into and args.keep


def test_the_bot_units_stop_it_cleanly_and_never_restart_on_what_a_restart_cannot_fix():
    for name in ("boardgame.service", "boardgame@.service"):
        service = units()[name]["Service"]
        assert service["RestartPreventExitStatus"] == "2" and service["Restart"] == "on-failure"
        assert service.get("KillSignal", "SIGTERM") == "SIGTERM"  # the bot stops cleanly on SIGTERM
