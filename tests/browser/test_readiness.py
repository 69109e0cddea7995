"""A table that the kernel cannot serve yet is not offered: the page says it is getting ready.

Voila showed cells as they ran; a lesson's table used to appear, saying "your turn: click the
board", while the cells below it still ran, and clicks waited 5-23 s with nothing on screen saying
why. The app now preheats kernels and sends pages whole; a page whose kernel was not ready says
what it is doing until every cell has run, and only then shows its tables.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import nbformat
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import expect

from .harness import ENABLED, block_external, click_board, page_kernel, voila_server

#: What the loading screen says while a page's cells run (Voila's own: "Executing 1 of 2").
PREPARING = re.compile(r"Preparing the page… step \d of 2")


#: Stop a kernel through the server, as the page's own goodbye does (the page's _xsrf cookie).
SHUT_DOWN = """
async (kernel) => {
  const form = new FormData();
  form.append("_xsrf", document.cookie.match(/(^|;\\s*)_xsrf=([^;]*)/)[2]);
  const response = await fetch(`/voila/api/shutdown/${kernel}`, { method: "POST", body: form });
  return response.status;
}
"""


def slow_page(folder: Path, wait: int = 6) -> None:
    """A table, then a cell that keeps the kernel busy for ``wait`` seconds (as a slow lesson did)."""
    cells = [
        new_code_cell("from widgets.rowlette import rowlette_table\nrowlette_table(seed=7)"),
        new_code_cell(f"import time\ntime.sleep({wait})"),
    ]
    nbformat.write(new_notebook(cells=cells), folder / "slow.ipynb")


def test_a_page_still_running_its_cells_says_it_is_preparing_and_shows_no_table_until_done(
    browser: Any, tmp_path: Path
) -> None:
    slow_page(tmp_path)
    cold = ["--VoilaConfiguration.default_pool_size=0"]  # no kernel ready: the cells run as it opens
    with voila_server(log_path=tmp_path / "voila.log", folder=str(tmp_path), extra_flags=cold) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        block_external(page, base)
        page.goto(base + "/voila/render/slow.ipynb", wait_until="commit")
        # The kernel is still sleeping in the second cell: the page says so, with no table to click.
        expect(page.locator("#loading_text")).to_have_text(PREPARING, timeout=30_000)
        expect(page.locator("#loading_text")).to_contain_text("step 2 of 2", timeout=30_000)
        expect(page.locator(".tt-table")).to_have_count(0)
        # Once the last cell has run, the table appears and answers at once.
        expect(page.locator(".tt-table .tt-turn")).to_be_visible(timeout=30_000)
        expect(page.locator("#loading_text")).to_have_count(0)
        click_board(page, page.locator(ENABLED).first)
        page.goto("about:blank")
        page.close()


def test_a_page_whose_kernel_is_stopped_says_so_and_reloads(browser: Any, tmp_path: Path) -> None:
    """A culled or dead kernel leaves a frozen table no more: a banner says so, with Reload."""
    slow_page(tmp_path, wait=0)
    log = tmp_path / "voila.log"
    with voila_server(log_path=log, folder=str(tmp_path)) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        block_external(page, base)
        page.goto(base + "/voila/render/slow.ipynb")
        expect(page.locator(".tt-table")).to_be_visible(timeout=60_000)
        kernel = page_kernel(page)
        # Stop it from the server's side, as the idle cull does.
        status = page.evaluate(SHUT_DOWN, kernel)
        assert status == 204
        banner = page.get_by_role("alert")
        expect(banner).to_contain_text("lost its game engine", timeout=30_000)
        expect(page.locator("body.tt-lost .tt-table")).to_have_count(1)
        banner.get_by_role("button", name="Reload").click()
        expect(page.get_by_role("alert")).to_have_count(0, timeout=30_000)
        expect(page.locator(".tt-table .tt-turn")).to_be_visible(timeout=30_000)
        click_board(page, page.locator(ENABLED).first)
        page.goto("about:blank")
        page.close()
