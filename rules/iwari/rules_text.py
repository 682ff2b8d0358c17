"""The Iwari rules in the project's own words (Markdown, ``## `` pages), read from ``rules_text.md``."""

from __future__ import annotations

from importlib import resources

RULES_TEXT: str = resources.files("rules.iwari").joinpath("rules_text.md").read_text(encoding="utf-8")
