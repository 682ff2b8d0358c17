"""Configuration: environment over .env, a missing token exits with code 2 and says how to get one."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import DEFAULT_DB_PATH, ConfigError, load_config, parse_dotenv
from bot.run import build_bot

ROOT = Path(__file__).resolve().parents[2]


def test_dotenv_lines_comments_quotes_and_export():
    text = "# comment\nexport DISCORD_TOKEN='abc'\nBOARDGAME_LOG_LEVEL=debug # loud\n\nBAD LINE\nX=\"q r\"\n"
    assert parse_dotenv(text) == {"DISCORD_TOKEN": "abc", "BOARDGAME_LOG_LEVEL": "debug", "X": "q r"}


def test_environment_wins_over_dotenv(tmp_path: Path):
    dotenv = tmp_path / ".env"
    dotenv.write_text("DISCORD_TOKEN=from-file\nBOARDGAME_DEV_GUILD_ID=42\n")
    config = load_config({"DISCORD_TOKEN": "from-env"}, dotenv)
    assert config.token == "from-env" and config.dev_guild_id == 42
    assert config.database_path == DEFAULT_DB_PATH and config.log_level == "INFO"
    assert "from-env" not in repr(config)


def test_bad_values_are_explained(tmp_path: Path):
    with pytest.raises(ConfigError, match="BOARDGAME_DEV_GUILD_ID"):
        load_config({"DISCORD_TOKEN": "t", "BOARDGAME_DEV_GUILD_ID": "my server"}, tmp_path / "none")
    with pytest.raises(ConfigError, match="BOARDGAME_LOG_LEVEL"):
        load_config({"DISCORD_TOKEN": "t", "BOARDGAME_LOG_LEVEL": "chatty"}, tmp_path / "none")


def test_the_http_port_is_off_unless_set_and_python_m_bot_passes_it_to_the_bot(tmp_path: Path):
    config = load_config({"DISCORD_TOKEN": "t"}, tmp_path / "none")
    assert config.http_port is None and build_bot(config).ops_server is None
    dotenv = tmp_path / ".env"
    dotenv.write_text("DISCORD_TOKEN=t\nBOARDGAME_HTTP_PORT=9464\n")
    config = load_config({"BOARDGAME_HTTP_HOST": "0.0.0.0"}, dotenv)
    assert (config.http_port, config.http_host) == (9464, "0.0.0.0")
    server = build_bot(config).ops_server  # what main() runs
    assert server is not None and (server.requested_port, server.host) == (9464, "0.0.0.0")
    config = load_config({"DISCORD_TOKEN": "t", "BOARDGAME_HTTP_PORT": "9465"}, tmp_path / "none")
    server = build_bot(config).ops_server
    assert server is not None and (server.requested_port, server.host) == (9465, "127.0.0.1")
    for bad in ({"BOARDGAME_HTTP_PORT": "metrics"}, {"BOARDGAME_HTTP_PORT": "70000"},
                {"BOARDGAME_HTTP_HOST": "0.0.0.0"}):
        with pytest.raises(ConfigError, match="BOARDGAME_HTTP_"):
            load_config({"DISCORD_TOKEN": "t", **bad}, tmp_path / "none")


def test_the_privacy_policy_address_reaches_the_bot_and_must_be_https(tmp_path: Path):
    config = load_config({"DISCORD_TOKEN": "t"}, tmp_path / "none")
    assert config.privacy_url is None and build_bot(config).privacy_url is None
    url = "https://example.org/boardgames/PRIVACY.md"
    config = load_config({"DISCORD_TOKEN": "t", "BOARDGAME_PRIVACY_URL": url}, tmp_path / "none")
    assert build_bot(config).privacy_url == url  # what main() runs, and /game privacy links
    for bad in ("http://example.org/p", "example.org/privacy", "https://exa mple.org"):
        with pytest.raises(ConfigError, match="BOARDGAME_PRIVACY_URL"):
            load_config({"DISCORD_TOKEN": "t", "BOARDGAME_PRIVACY_URL": bad}, tmp_path / "none")


def test_python_m_bot_without_a_token_exits_2_with_setup_help(tmp_path: Path):
    env = {key: value for key, value in os.environ.items() if key not in ("DISCORD_TOKEN",)}
    env["PYTHONPATH"] = str(ROOT)
    result = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    for needed in (
        "DISCORD_TOKEN",
        "applications.commands",
        "Send Messages in Threads",
        "Attach Files",
        "client_id=<APPLICATION_ID>",
        "permissions=",
    ):
        assert needed in result.stderr


def test_python_m_bot_reports_a_read_only_database_at_start_up_and_exits_2(tmp_path: Path):
    path = tmp_path / "games.sqlite3"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.commit()
    data = bytearray(path.read_bytes())
    data[18] = 3  # the file format's write version: above 2 SQLite opens the file read-only
    path.write_bytes(bytes(data))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "not-a-real-token",
           "BOARDGAME_DB_PATH": str(path)}
    result = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert "read-only" in result.stderr and str(path) in result.stderr
    assert "Traceback" not in result.stderr


def test_the_log_format_is_text_or_json():
    assert load_config({"DISCORD_TOKEN": "t"}, "/nonexistent/.env").log_format == "text"
    assert load_config({"DISCORD_TOKEN": "t", "BOARDGAME_LOG_FORMAT": " JSON "}, "/nonexistent/.env"
                       ).log_format == "json"
    with pytest.raises(ConfigError, match="BOARDGAME_LOG_FORMAT must be one of text, json"):
        load_config({"DISCORD_TOKEN": "t", "BOARDGAME_LOG_FORMAT": "xml"}, "/nonexistent/.env")
    config = load_config({"DISCORD_TOKEN": "t0k", "BOARDGAME_DATABASE_URL": "postgresql://u:pw@h/db"},
                         "/nonexistent/.env")
    assert config.secrets() == ("t0k", "pw")


def test_python_m_bot_logs_json_lines_that_never_show_the_token(tmp_path: Path):
    """The start-up error of an unusable database, as a JSON line; the token is in the database's path
    (an unlucky folder name), and the line shows *** there."""
    import json

    token = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GxYzAb.abcdefghijklmnopqrstuvwxyz0123456789AB"
    folder = tmp_path / token
    folder.mkdir()
    path = folder / "games.sqlite3"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.commit()
    data = bytearray(path.read_bytes())
    data[18] = 3  # read-only, as above
    path.write_bytes(bytes(data))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": token, "BOARDGAME_DB_PATH": str(path),
           "BOARDGAME_LOG_FORMAT": "json"}
    result = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    lines = [json.loads(line) for line in result.stderr.splitlines()]
    error = next(line for line in lines if line["level"] == "ERROR")
    assert error["logger"] == "bot" and "read-only" in error["message"]
    assert f"{tmp_path}/***/games.sqlite3" in error["message"]
    assert token not in result.stderr


def test_the_web_secret_is_long_enough_never_shown_and_optional(tmp_path: Path):
    assert load_config({"DISCORD_TOKEN": "t"}, tmp_path / "none").web_secret is None
    for short in ("tooshort", "x" * 31, "a" * 20 + " " + "b" * 20):
        with pytest.raises(ConfigError, match="BOARDGAME_WEB_SECRET must be at least 32 characters"):
            load_config({"DISCORD_TOKEN": "t", "BOARDGAME_WEB_SECRET": short}, tmp_path / "none")
    secret = "s" * 43
    config = load_config({"DISCORD_TOKEN": "t", "BOARDGAME_WEB_SECRET": secret}, tmp_path / "none")
    assert config.web_secret == secret and secret in config.secrets() and secret not in repr(config)
