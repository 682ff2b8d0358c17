"""Every package of ours is installed: `pip install -e .` (the README's set-up) maps only the packages
pyproject.toml's find rule includes, so a new top-level package left out of it imports only when run from
the checkout, and fails for everyone else."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_top_level_package_is_in_the_install():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = config["tool"]["setuptools"]["packages"]["find"]["include"]
    ours = sorted(path.parent.name for path in ROOT.glob("*/__init__.py") if path.parent.name != "tests")
    assert ours, "no package found"
    missing = [name for name in ours if not any(fnmatch.fnmatch(name, pattern) for pattern in include)]
    assert missing == [], f"not installed by `pip install -e .`: {missing}"
