"""A table that the kernel cannot serve yet says it is getting ready, and takes no click.

Voila shows cells as they run; a lesson's table used to appear, saying "your turn: click the board",
while the cells below it still ran, and clicks waited 5-23 s with nothing on screen saying why.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import nbformat
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import expect

from .harness import ENABLED, block_external, click_board, voila_server

PREPARING = "body.tt-preparing"


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


def test_a_table_shown_while_cells_still_run_says_it_is_preparing_until_they_are_done(
    browser: Any, tmp_path: Path
) -> None:
    slow_page(tmp_path)
    with voila_server(log_path=tmp_path / "voila.log", folder=str(tmp_path)) as base:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        block_external(page, base)
        page.goto(base + "/voila/render/slow.ipynb", wait_until="commit")
        table = page.locator(".tt-table")
        table.wait_for(timeout=60_000)
        # The kernel is still sleeping: the table is covered and says so, and the turn text is hidden.
        expect(page.locator(PREPARING)).to_have_count(1)
        cover = table.evaluate("(node) => getComputedStyle(node, '::after').content")
        assert "Preparing the table" in cover
        assert table.evaluate("(node) => getComputedStyle(node).pointerEvents") == "none"
        expect(table.locator(".tt-turn")).to_be_hidden()
        # Once the last cell has run, the cover goes and the board answers.
        expect(page.locator(PREPARING)).to_have_count(0, timeout=30_000)
        expect(table.locator(".tt-turn")).to_be_visible()
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
        expect(page.locator(PREPARING)).to_have_count(0, timeout=30_000)
        (kernel,) = re.findall(r"Kernel started: ([0-9a-f-]{36})", log.read_text())
        # Stop it from the server's side, as the idle cull does.
        status = page.evaluate(SHUT_DOWN, kernel)
        assert status == 204
        banner = page.get_by_role("alert")
        expect(banner).to_contain_text("lost its game engine", timeout=30_000)
        expect(page.locator("body.tt-lost .tt-table")).to_have_count(1)
        banner.get_by_role("button", name="Reload").click()
        expect(page.get_by_role("alert")).to_have_count(0, timeout=30_000)
        expect(page.locator(PREPARING)).to_have_count(0, timeout=30_000)
        click_board(page, page.locator(ENABLED).first)
        page.goto("about:blank")
        page.close()
