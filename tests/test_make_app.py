"""`make app` serves this machine only, unless a teacher asks for the network, with a warning; it
keeps a kernel ready for every page, or the class's kernels for the page a teacher names."""

from __future__ import annotations

import json

from tests.browser.harness import REPO, make, voila_flags


def planned(*args: str) -> str:
    """What `make app` would run (make -n prints the commands without running them)."""
    return make("-n", "app", *args).stdout


def test_by_default_the_app_listens_on_this_machine_only_without_a_warning() -> None:
    commands = planned()
    assert "--Voila.ip=127.0.0.1" in commands and "0.0.0.0" not in commands
    assert 'if [ "127.0.0.1" != 127.0.0.1 ]' in commands  # the warning's test, false here
    assert "Open the gallery at http://127.0.0.1:8866/ " in commands  # the front page: short to type


def test_host_serves_a_classroom_and_warns_that_the_network_can_reach_it() -> None:
    commands = planned("HOST=0.0.0.0")
    assert "--Voila.ip=0.0.0.0" in commands
    assert "WARNING: serving on 0.0.0.0: anyone who can reach this machine on port 8866" in commands
    assert "http://127.0.0.1:" not in commands  # the address printed is one the class can open


def test_by_default_every_page_keeps_one_kernel_ready() -> None:
    commands = planned()
    assert "--VoilaConfiguration.preheat_kernel=True" in commands
    assert "--VoilaConfiguration.default_pool_size=1" in commands
    assert "class_page" not in commands
    # Kernels over local sockets: thirty started at once over TCP lost some to a port race.
    assert "--KernelManager.transport=ipc" in commands


def test_a_teacher_pre_warms_the_class_page_and_the_other_pages_keep_none() -> None:
    commands = planned("PAGE=play/rowlette", "LEARNERS=25")
    assert "--PoolSafeKernelManager.class_page=play/rowlette.ipynb" in commands
    assert "--PoolSafeKernelManager.class_size=25" in commands
    assert "--VoilaConfiguration.default_pool_size=0" in commands
    assert "Preparing 25 kernels for play/rowlette.ipynb" in commands


def test_a_page_that_does_not_exist_is_refused_with_the_pages_there_are() -> None:
    # Were the page accepted, the server would start: fail, do not hang.
    run = make("app", "PAGE=play/rowlete", check=False, timeout=60)
    assert run.returncode != 0
    assert "PAGE=play/rowlete: no such page. Pages: " in run.stdout
    assert "play/rowlette" in run.stdout and "rowdy_partners" in run.stdout
    assert "Open the gallery" not in run.stdout  # the server was not started


def test_binder_renders_pages_as_make_app_does() -> None:
    """Binder starts Voila its own way (no pool there), from binder/voila.json: the settings that
    decide what a page looks like must be the app's."""
    binder = json.loads((REPO / "binder/voila.json").read_text())["VoilaConfiguration"]
    flags = dict(
        flag.removeprefix("--VoilaConfiguration.").split("=", 1) for flag in voila_flags() if "=" in flag
    )
    assert binder["template"] == flags["template"]
    assert str(binder["progressive_rendering"]) == flags["progressive_rendering"]
    assert binder["extension_denylist"] == [flags["extension_denylist"]]
