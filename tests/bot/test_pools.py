"""The worker pools' sizes: settable, and by default the CPUs the process may actually use (its affinity,
capped by a cgroup CPU quota, which ``os.cpu_count()`` ignores: a container limited to 2 CPUs on a
64-core host used to start 64 render workers of some 90 MB each, and as many again for replays)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import ConfigError, load_config, usable_cpus
from bot.run import build_bot


def cgroup(tmp_path: Path, membership: str, files: dict[str, str]) -> tuple[Path, Path]:
    """A fake ``/sys/fs/cgroup`` and ``/proc/self`` holding ``files`` and ``membership``."""
    root, proc = tmp_path / "cgroup", tmp_path / "proc"
    proc.mkdir()
    (proc / "cgroup").write_text(membership)
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    root.mkdir(exist_ok=True)
    return root, proc


@pytest.mark.parametrize(("membership", "files", "cpus"), [
    # cgroup v2, a container with --cpus=1.5 on a 16-CPU host: 2.
    ("0::/\n", {"cpu.max": "150000 100000\n"}, 2),
    # cgroup v2, no quota here but one above (systemd's CPUQuota=100% on the slice): 1.
    ("0::/system.slice/bot.service\n", {"cpu.max": "max 100000\n",
                                        "system.slice/cpu.max": "100000 100000\n",
                                        "system.slice/bot.service/cpu.max": "max 100000\n"}, 1),
    # cgroup v1, the cpu controller's quota: 3.
    ("4:memory:/x\n2:cpu,cpuacct:/docker/abc\n", {"cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "300000\n",
                                                  "cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000\n"}, 3),
    # cgroup v1 without a quota (-1), and a quota above the affinity: the affinity.
    ("1:cpu:/\n", {"cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"}, 16),
    ("0::/\n", {"cpu.max": "6400000 100000\n"}, 16),
    # No cgroup file at all (another system): the affinity.
    ("", {}, 16),
])
def test_the_usable_cpus_are_the_affinitys_capped_by_the_cgroup_quota(tmp_path: Path, membership: str,
                                                                       files: dict[str, str], cpus: int):
    root, proc = cgroup(tmp_path, membership, files)
    assert usable_cpus(root, proc, affinity=lambda: 16) == cpus


def test_this_process_has_at_least_one_cpu():
    assert 1 <= usable_cpus()


def test_the_pool_sizes_are_settable_and_reach_the_pools(tmp_path: Path):
    sizes = {"BOARDGAME_RENDER_WORKERS": "3", "BOARDGAME_REPLAY_WORKERS": "1",
             "BOARDGAME_COMPUTER_WORKERS": "2"}
    config = load_config({"DISCORD_TOKEN": "t", **sizes}, tmp_path / "none")
    bot = build_bot(config)  # what python -m bot runs; nothing is started before it runs
    try:
        assert (bot.renderer.max_workers, bot.renderer.replay_workers, bot.computers.workers) == (3, 1, 2)
    finally:
        bot.renderer.close()
    default = build_bot(load_config({"DISCORD_TOKEN": "t"}, tmp_path / "none"))
    try:
        assert default.renderer.max_workers == default.renderer.replay_workers == usable_cpus()
        assert default.computers.workers == 1
    finally:
        default.renderer.close()
    for bad in ("0", "-1", "two", "999"):
        with pytest.raises(ConfigError, match="BOARDGAME_REPLAY_WORKERS must be a number of worker"):
            load_config({"DISCORD_TOKEN": "t", "BOARDGAME_REPLAY_WORKERS": bad}, tmp_path / "none")
