"""A throwaway PostgreSQL cluster of the test's own, on a free port, for the failures the shared test
server must not show (a password refused, a role without permission, a server that stops): the server
on 5432 is never stopped or reconfigured by a test.

:func:`throwaway_cluster` runs ``initdb`` (as the ``postgres`` user when the tests run as root, since
PostgreSQL refuses to run as root), starts the server with password authentication over TCP, yields a
:class:`Cluster`, and stops and deletes it afterwards. It skips the test when PostgreSQL's programs are
not installed.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

SUPERUSER_PASSWORD = "throwaway-superuser"


@dataclass(frozen=True)
class Cluster:
    port: int
    folder: Path
    bindir: Path
    user: str | None

    def url(self, user: str = "postgres", password: str = SUPERUSER_PASSWORD,
            database: str = "postgres") -> str:
        return f"postgresql://{user}:{password}@127.0.0.1:{self.port}/{database}"

    def sql(self, statement: str, database: str = "postgres") -> None:
        """Run ``statement`` as the superuser (psql through the cluster's own socket)."""
        self._run([str(self.bindir / "psql"), "-h", str(self.folder), "-p", str(self.port), "-U", "postgres",
                   "-d", database, "-v", "ON_ERROR_STOP=1", "-q", "-c", statement])

    def stop(self) -> None:
        self._run([str(self.bindir / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "immediate", "-w",
                   "stop"], check=False)

    def _run(self, command: list[str], check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(command, user=self.user, check=check, capture_output=True, text=True,
                              timeout=120, cwd=self.folder)


def _bindir() -> Path | None:
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(candidate, "initdb").is_file():
            return Path(candidate)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    bindir = _bindir()
    if bindir is None:
        pytest.skip("PostgreSQL's programs (initdb, pg_ctl) are not installed: no throwaway cluster")
    user: str | None = None
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("running as root without a postgres user: initdb cannot run")
        user = "postgres"
    folder = Path(tempfile.mkdtemp(prefix="boardgame-pg-"))
    if user is not None:
        shutil.chown(folder, user, user)
    cluster = Cluster(_free_port(), folder, bindir, user)
    try:
        (folder / "pw").write_text(SUPERUSER_PASSWORD + "\n")
        if user is not None:
            shutil.chown(folder / "pw", user, user)
        cluster._run([str(bindir / "initdb"), "-D", str(folder / "data"), "-U", "postgres", "--pwfile",
                      str(folder / "pw"), "--auth-local=trust", "--auth-host=scram-sha-256", "-E", "UTF8",
                      # a throwaway cluster: nothing to flush to disk (the server runs with fsync=off too)
                      "--no-sync"])
        cluster._run([str(bindir / "pg_ctl"), "-D", str(folder / "data"), "-w", "-l", str(folder / "log"),
                      "-o", f"-p {cluster.port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off",
                      "start"])
        yield cluster
    finally:
        cluster.stop()
        shutil.rmtree(folder, ignore_errors=True)
