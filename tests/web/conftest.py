"""Fixtures for the web pages' tests: one headless Chromium for the session (the distribution's
``chromium``, driven by Playwright) and axe-core's script. What the tests share besides (a bot with its
pages served, a game started through Discord) is in ``webserve.py``, imported by name: every test folder
has a ``conftest`` module, so none is imported from."""

from __future__ import annotations

import io
import shutil
import sys
import tarfile
import urllib.request
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bot"))

from databases import _empty_database_marker  # noqa: E402,F401 (an empty database when a test asks)
from webserve import AXE_SHA256, AXE_URL, cache_dir, sha256  # noqa: E402


@pytest.fixture(scope="session")
def axe_script() -> str:
    tarball = cache_dir() / "axe-core-4.10.2.tgz"
    if not tarball.exists():
        with urllib.request.urlopen(AXE_URL, timeout=60) as answer:  # noqa: S310 (a fixed https address)
            data = answer.read()
        assert sha256(data) == AXE_SHA256, "the axe-core tarball downloaded is not the one expected"
        tarball.write_bytes(data)
    with tarfile.open(fileobj=io.BytesIO(tarball.read_bytes()), mode="r:gz") as archive:
        member = archive.extractfile("package/axe.min.js")
        assert member is not None
        return member.read().decode()


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def browser() -> AsyncIterator[object]:
    from playwright.async_api import async_playwright

    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if executable is None:
        pytest.fail("the web pages' tests need the distribution's Chromium: apt-get install chromium")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=executable,
                                                    args=["--no-sandbox", "--disable-gpu"])
        try:
            yield launched
        finally:
            await launched.close()


