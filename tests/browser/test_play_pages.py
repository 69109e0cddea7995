"""Quick-play pages: from the gallery's Play link straight to a game table that answers a click.

A teacher projects these: no lesson above the table, the table's own set-up controls (players,
seats, seed) and a link back to the lesson.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

import tabletop
from widgets.gallery import LESSONS, play_page, ready

from .harness import ENABLED, block_external, click_board, open_app


@pytest.mark.parametrize("name", ready())
def test_the_gallerys_play_link_opens_a_table_that_answers_a_click(
    page: Any, voila: str, leave: None, name: str
) -> None:
    title = tabletop.GAMES[name][1]
    blocked = block_external(page, voila)
    asked: list[str] = []
    page.context.on("request", lambda request: asked.append(request.url))
    open_app(page, voila + "/voila/render/index.ipynb", ".tt-card")
    with page.expect_popup() as opened:  # Jupyter's renderer opens output links in a new tab
        page.get_by_role("link", name=f"Play {title} now").click()
    play = opened.value
    assert play.url == f"{voila}/voila/render/{play_page(name)}"
    board = play.locator(".tt-table .tt-board svg")
    board.wait_for(timeout=60_000)
    expect(play.locator(".tt-table")).to_be_visible()
    expect(play.get_by_role("link", name="Learn the rules first")).to_have_attribute(
        "href", re.compile(re.escape(LESSONS[name].notebook) + "$")
    )
    shape = play.locator(ENABLED).first
    click_board(play, shape)  # raises unless the board redraws
    play.goto("about:blank")
    assert blocked == []  # nothing from the internet: a classroom may have none
    # Only scripts a page needs: none of the extension that colours code (the pages show no code).
    assert asked and not [url for url in asked if "jupyterlab_pygments" in url]
