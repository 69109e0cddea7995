"""A table that the kernel cannot serve yet says it is getting ready, and takes no click.

Voila shows cells as they run; a lesson's table used to appear, saying "your turn: click the board",
while the cells below it still ran, and clicks waited 5-23 s with nothing on screen saying why.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat
from nbformat.v4 import new_code_cell, new_notebook
from playwright.sync_api import expect

from .harness import ENABLED, block_external, click_board, voila_server

PREPARING = "body.tt-preparing"


def slow_page(folder: Path) -> None:
    """A table, then a cell that keeps the kernel busy for a few seconds (as a slow lesson did)."""
    cells = [
        new_code_cell("from widgets.rowlette import rowlette_table\nrowlette_table(seed=7)"),
        new_code_cell("import time\ntime.sleep(6)"),
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
