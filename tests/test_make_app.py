"""`make app` serves this machine only, unless a teacher asks for the network, with a warning."""

from __future__ import annotations

import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def planned(*args: str) -> str:
    """What `make app` would run (make -n prints the commands without running them)."""
    return subprocess.run(
        ["make", "-n", "--no-print-directory", "app", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def test_by_default_the_app_listens_on_this_machine_only_without_a_warning() -> None:
    commands = planned()
    assert "--Voila.ip=127.0.0.1" in commands and "0.0.0.0" not in commands
    assert 'if [ "127.0.0.1" != 127.0.0.1 ]' in commands  # the warning's test, false here


def test_host_serves_a_classroom_and_warns_that_the_network_can_reach_it() -> None:
    commands = planned("HOST=0.0.0.0")
    assert "--Voila.ip=0.0.0.0" in commands
    assert "WARNING: serving on 0.0.0.0: anyone who can reach this machine on port 8866" in commands
    assert "http://127.0.0.1:" not in commands  # the address printed is one the class can open
