"""The language tests run the catalogs in strict mode: a message id missing from a language, or formatted
with arguments it does not name, fails the test instead of falling back to English."""

import pytest

import i18n


@pytest.fixture(autouse=True)
def strict_catalogs(monkeypatch):
    monkeypatch.setattr(i18n, "STRICT", True)
