"""The bundles parse each message when it is first used (``i18n._Entries``), from the text
``i18n.catalog_entries`` cuts out of a file without parsing it. Cut wrongly, a message would lose a line, or
take the next message's, and read differently than its catalog says; so every shipped file is cut and each
piece parsed, and the pieces must be exactly the messages and terms Fluent's parser finds in the whole file.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as FTL

import i18n

ROOT = Path(i18n.__file__).resolve().parent.parent
FILES = sorted({str(Path(str(entry)).relative_to(ROOT)): entry for lang in (*i18n.LANGUAGES, *i18n.VARIANTS)
                for entry in i18n.catalog_files(lang)}.items())


def _whole(source: str) -> list[tuple[str, str]]:
    serializer = FluentSerializer()
    found = []
    for item in FluentParser(with_spans=False).parse(source).body:
        assert not isinstance(item, FTL.Junk), item.content  # the catalog tests hold this too
        if isinstance(item, FTL.Message | FTL.Term):
            item.comment = None  # a comment above an entry is not part of what it says
            entry_id = ("-" if isinstance(item, FTL.Term) else "") + item.id.name
            found.append((entry_id, serializer.serialize_entry(item)))
    return found


def _pieces(source: str) -> list[tuple[str, str]]:
    serializer = FluentSerializer()
    found = []
    for entry_id, piece in i18n.catalog_entries(source):
        [item] = FluentParser(with_spans=False).parse(piece).body
        found.append((entry_id, serializer.serialize_entry(item)))
    return found


@pytest.mark.parametrize("path", [entry for _, entry in FILES], ids=[name for name, _ in FILES])
def test_each_shipped_file_cut_into_entries_holds_what_the_whole_file_does(path):
    source = path.read_text(encoding="utf-8")
    assert _pieces(source) == _whole(source)


def test_the_cut_keeps_multiline_messages_and_closing_braces_at_the_line_start_with_their_entry():
    source = ("# a comment\n"
              "-brand = Boardgames\n"
              "## A group\n"
              "count = { $n ->\n"
              "    [one] one { -brand }\n"
              "   *[other] many\n"
              "}\n"
              "\n"
              "long =\n"
              "    first line\n"
              "\n"
              "    after a blank line\n"
              "    .title = an attribute\n"
              "last = x\n")
    assert [entry_id for entry_id, _ in i18n.catalog_entries(source)] == ["-brand", "count", "long", "last"]
    assert _pieces(source) == _whole(source)


def test_a_bundle_parses_a_message_when_it_is_first_used():
    i18n._bundle.cache_clear()
    try:
        bundle = i18n._bundle("en")
        assert isinstance(dict.__getitem__(bundle._messages, "bot-lobby-join"), str)  # not parsed yet
        assert i18n.t("en", "bot-lobby-join") == "Join"
        assert i18n.has("en", "bot-lobby-join") and not i18n.has("en", "bot-no-such-message")
        assert isinstance(dict.__getitem__(bundle._messages, "bot-lobby-join"), FTL.Message)
        assert i18n.catalog_ids("en") >= {"bot-lobby-join", "bot-lobby-leave"}
    finally:
        i18n._bundle.cache_clear()
        i18n.catalog_ids.cache_clear()


def test_an_entry_that_does_not_parse_is_left_out_and_the_message_falls_back_to_english(monkeypatch, caplog):
    """As when Fluent parses a whole file with a broken entry in it: that entry is missing, the others
    read as written."""
    monkeypatch.setattr(i18n, "STRICT", False)
    i18n._bundle.cache_clear()
    try:
        bundle = i18n._bundle("de")
        dict.__setitem__(bundle._messages, "bot-lobby-join", "bot-lobby-join = { $broken\n")
        assert i18n.t("de", "bot-lobby-join") == "Join"  # English
        assert "bot-lobby-join" not in bundle._messages
        assert "does not parse" in caplog.text
        assert i18n.t("de", "bot-lobby-leave") == i18n.t("de", "bot-lobby-leave")  # the rest as before
    finally:
        i18n._bundle.cache_clear()
