"""A tab's kernel ends with the tab: closing or reloading a page shuts it down, with no error.

Voila's page asks the server to shut its kernel down when it unloads, but the request carries the
page's ``_xsrf`` cookie, which nothing set, so every request was refused (403) and kernels ran on
until the idle cull: 17 of one visitor's were alive at once. The project's template sets it.
"""

from __future__ import annotations

import re
import time
import urllib.request
from pathlib import Path
from typing import Any

import nbformat
from nbformat.v4 import new_code_cell, new_notebook

from serving.kernels import READY

from .harness import (
    ENABLED,
    REPO,
    block_external,
    click_board,
    make,
    page_kernel,
    server_process,
    voila_server,
)

SHUTDOWN = re.compile(r"Kernel shutdown: ([0-9a-f-]{36})")
CULL_AFTER = 4  # seconds idle before a kernel is culled in the pool test (the app waits 600)


def wait_for(log: Path, pattern: re.Pattern[str], count: int, timeout: float = 20) -> list[str]:
    """The ids ``pattern`` has matched in the server log, once there are ``count`` of them."""
    deadline = time.monotonic() + timeout
    while True:
        found = pattern.findall(log.read_text())
        if len(found) >= count or time.monotonic() > deadline:
            return found
        time.sleep(0.2)


def loaded(page: Any) -> None:
    """Wait until the page is whole: Voila's goodbye to the server is set up once its scripts run."""
    page.wait_for_selector(".jp-OutputArea-output", state="visible", timeout=60_000)
    page.wait_for_load_state("networkidle")


def test_closing_and_reloading_a_page_shut_its_kernel_down(browser: Any, tmp_path: Path) -> None:
    log = tmp_path / "voila.log"
    with voila_server(log_path=log) as base:
        page = browser.new_page()
        block_external(page, base)
        page.goto(base + "/voila/render/index.ipynb")
        loaded(page)
        first = page_kernel(page)
        page.reload()  # the old page unloads: its kernel must go, the new page gets a new one
        loaded(page)
        second = page_kernel(page)
        assert second != first
        assert wait_for(log, SHUTDOWN, 1) == [first]
        # Leaving for another page unloads it as closing its tab does (headless Chromium under
        # Playwright drops the goodbye of a page closed, or left for about:blank; a browser does not).
        page.goto(base + "/")
        assert sorted(wait_for(log, SHUTDOWN, 2)) == sorted([first, second])
        text = log.read_text()
        page.goto("about:blank")
        page.close()
    # A refused request is logged as "403 POST /voila/api/shutdown/...": a bare "403" could be in a
    # kernel's id.
    assert not re.search(r"\b403 (GET|POST)", text) and "_xsrf" not in text
    assert "Traceback" not in text, text


def test_a_preheated_kernel_taken_after_the_cull_timeout_still_serves_its_page(
    browser: Any, tmp_path: Path
) -> None:
    """Voila's pool keeps the culler off waiting kernels, but one handed out left the pool with an
    idle time past the timeout and no connection yet, and was culled before its page connected.
    A left page's kernel is still culled."""
    table = new_code_cell("from widgets.rowlette import rowlette_table\nrowlette_table(seed=7)")
    nbformat.write(new_notebook(cells=[table]), tmp_path / "table.ipynb")
    flags = [  # the app's pool (a kernel kept ready for each page), with a short cull
        f"--MappingKernelManager.cull_idle_timeout={CULL_AFTER}",
        "--MappingKernelManager.cull_interval=1",
    ]
    log = tmp_path / "voila.log"
    with voila_server(log_path=log, folder=str(tmp_path), extra_flags=flags) as base:
        deadline = time.monotonic() + 60
        while "is filled" not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(CULL_AFTER + 3)  # the pooled kernel has now been idle longer than the timeout
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        block_external(page, base)
        page.goto(base + "/voila/render/table.ipynb")
        page.wait_for_selector(".tt-table .tt-board svg", timeout=60_000)
        (taken,) = re.findall(r"Using pre-heated kernel: ([0-9a-f-]{36})", log.read_text())
        time.sleep(CULL_AFTER + 2)  # long enough for the culler to have struck
        click_board(page, page.locator(ENABLED).first)
        assert f"({taken}) with" not in log.read_text()  # never culled while its page is open
        page.goto("about:blank")  # a page that says no goodbye: the cull is the fallback
        deadline = time.monotonic() + CULL_AFTER + 20
        while f"({taken}) with 0 connections" not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.5)
        assert f"({taken}) with 0 connections" in log.read_text()
        page.close()


def open_page(base: str, page: str) -> str:
    """Open a page as a visitor's browser would fetch it; returns its kernel's id."""
    with urllib.request.urlopen(f"{base}/voila/render/{page}", timeout=60) as response:
        found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', response.read().decode())
    assert found is not None
    return found[1]


def close_page(base: str, kernel: str) -> None:
    """What a closed tab's goodbye sends: shut its kernel down (with the page's _xsrf token)."""
    request = urllib.request.Request(
        f"{base}/voila/api/shutdown/{kernel}", data=b"_xsrf=t0k3n", headers={"Cookie": "_xsrf=t0k3n"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 204


def kernels_started(log: Path, count: int, timeout: float = 30) -> int:
    """How many kernels the server has started, once there are ``count`` (or the timeout passed)."""
    deadline = time.monotonic() + timeout
    while log.read_text().count("Kernel started") < count and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(2)  # and no more start in a moment (Voila waits a second before a refill)
    return log.read_text().count("Kernel started")


def test_a_class_page_has_its_class_ready_and_keeps_one_spare_once_all_arrived(tmp_path: Path) -> None:
    """Voila's pool refills a kernel for every one taken: thirty kernels ready for a class became
    sixty as it arrived. The class's page keeps one spare once as many learners as the class has
    have had a kernel, and learners leaving does not make it prepare the class's kernels again."""
    table = new_code_cell("from widgets.rowlette import rowlette_table\nrowlette_table(seed=7)")
    nbformat.write(new_notebook(cells=[table]), tmp_path / "table.ipynb")
    nbformat.write(new_notebook(cells=[table]), tmp_path / "other.ipynb")
    flags = [  # as `make app PAGE=./table LEARNERS=3` starts it
        "--VoilaConfiguration.default_pool_size=0",
        "--PoolSafeKernelManager.class_page=./table.ipynb",
        "--PoolSafeKernelManager.class_size=3",
    ]
    log = tmp_path / "voila.log"
    with voila_server(log_path=log, folder=str(tmp_path), extra_flags=flags) as base:
        deadline = time.monotonic() + 60
        while READY not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert "Ready for the class: 3 kernels have run table.ipynb" in log.read_text()
        learners = [open_page(base, "table.ipynb") for _ in range(2)]
        assert kernels_started(log, 3) == 3  # two of the three ready kernels taken: no refill
        learners.append(open_page(base, "table.ipynb"))
        assert kernels_started(log, 4) == 4  # the whole class is here: one spare
        for kernel in learners:  # the class leaves (or its kernels are culled)
            close_page(base, kernel)
        open_page(base, "table.ipynb")  # a latecomer takes the spare: one more spare, not three
        assert kernels_started(log, 5) == 5
        assert log.read_text().count("Using pre-heated kernel") == 4
        # Other pages keep none ready (POOL=0), but still open, on a kernel of their own.
        open_page(base, "other.ipynb")
        assert log.read_text().count("Kernel started") == 6


def test_every_page_but_the_gallery_notebook_keeps_a_kernel_ready(tmp_path: Path) -> None:
    """Visitors meet the gallery as the server's front page, with no kernel: a kernel kept ready for
    its notebook would be 60 MiB and a notebook's run at start for nothing."""
    log = tmp_path / "voila.log"
    pages = [p.relative_to(REPO / "notebooks").as_posix() for p in (REPO / "notebooks").rglob("*.ipynb")]
    with voila_server(log_path=log):
        filled = wait_for(log, re.compile(r"Kernel pool of (\S+) is filled"), len(pages) - 1, timeout=180)
        time.sleep(2)  # a pool for the gallery notebook would be filled by now too
        filled = re.findall(r"Kernel pool of (\S+) is filled", log.read_text())
    assert sorted(filled) == sorted(page for page in pages if page != "index.ipynb")


def test_kernels_keep_the_projects_compiled_bytecode(tmp_path: Path) -> None:
    """Where PYTHONDONTWRITEBYTECODE is set (these machines set it), every kernel compiled the
    project's modules afresh: 0.1 s of a cold lesson's CPU. The server's kernels may write them."""
    log = tmp_path / "voila.log"
    with voila_server(log_path=log) as base:
        wait_for(log, re.compile(r"Kernel pool of (\S+) is filled"), 1, timeout=120)
        server = server_process(base)
        kernels = [
            p for p in server.children(recursive=True) if "ipykernel_launcher" in " ".join(p.cmdline())
        ]
        assert kernels and not [k for k in kernels if k.environ().get("PYTHONDONTWRITEBYTECODE")]
    assert "PYTHONDONTWRITEBYTECODE= " in make("-n", "app").stdout  # make app's kernels too
