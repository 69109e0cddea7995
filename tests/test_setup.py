"""The set-up script for Debian packages waits out a busy apt lock rather than failing at once."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "tools" / "apt-install"

#: A stand-in apt-get: it records each call and fails as the real one does while its lock is held
#: (exit 100, "Could not get lock") for the first LOCKED calls, or with another error when told to.
FAKE_APT_GET = """#!/bin/sh
echo "$*" >> "$CALLS"
count=$(wc -l < "$CALLS")
if [ "$count" -le "$LOCKED" ]; then
    echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)" >&2
    exit 100
fi
if [ -n "${OTHER_ERROR:-}" ]; then
    echo "E: Unable to locate package $OTHER_ERROR" >&2
    exit 100
fi
echo "done: $*"
"""


def run(
    tmp_path: Path, locked: int, wait: int = 30, **env: str
) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    fake = tmp_path / "apt-get"
    fake.write_text(FAKE_APT_GET)
    fake.chmod(0o755)
    calls = tmp_path / "calls"
    calls.touch()
    result = subprocess.run(
        [str(SCRIPT), "chromium"],
        capture_output=True,
        text=True,
        timeout=60,
        env={
            **os.environ,
            "APT_GET": str(fake),
            "CALLS": str(calls),
            "LOCKED": str(locked),
            "APT_WAIT": str(wait),
            "APT_PAUSE": "1",
            **env,
        },
    )
    return result, calls.read_text().splitlines()


def test_a_held_lock_is_waited_for_and_the_install_then_runs(tmp_path: Path) -> None:
    result, calls = run(tmp_path, locked=2)
    assert result.returncode == 0, result.stderr
    assert calls == ["update -qq"] * 3 + ["install -y -qq chromium"]
    assert "waiting for it" in result.stderr and "done: install -y -qq chromium" in result.stdout


def test_a_lock_held_too_long_gives_up_saying_why(tmp_path: Path) -> None:
    result, calls = run(tmp_path, locked=100, wait=2)
    assert result.returncode == 100
    assert "still held after 2 s" in result.stderr and "Could not get lock" in result.stdout
    assert not any(call.startswith("install") for call in calls)


def test_any_other_failure_is_reported_at_once(tmp_path: Path) -> None:
    result, calls = run(tmp_path, locked=0, OTHER_ERROR="chromium")
    assert result.returncode == 100 and calls == ["update -qq"]
    assert "Unable to locate package" in result.stdout and "waiting" not in result.stderr


def test_make_installs_debian_packages_only_through_it() -> None:
    makefile = (REPO / "Makefile").read_text()
    assert "tools/apt-install chromium" in makefile and "apt-get" not in makefile
