"""The server's front page: the gallery at once, with no kernel and no scripts, and its Play link
straight to a table that answers a click.

A class arrives here (``make app`` prints this address). As a notebook the gallery started a kernel
for every visit, which stayed while the tab was open.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

import tabletop
from widgets.gallery import LESSONS, play_page, ready

from .harness import ENABLED, block_external, click_board


@pytest.mark.parametrize("name", ready()[:1])
def test_the_front_page_is_the_gallery_and_opens_a_table_in_the_same_tab(
    page: Any, voila: str, leave: None, name: str
) -> None:
    blocked = block_external(page, voila)
    asked: list[str] = []
    sockets: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.goto(voila + "/")
    expect(page.locator(".tt-card")).to_have_count(len(tabletop.GAMES))
    expect(page.get_by_role("heading", name="Tabletop notebooks")).to_be_visible()
    assert sockets == []  # no kernel: nothing to connect to
    assert [url for url in asked if url != voila + "/"] == []  # no scripts, no styles: one request
    title = tabletop.GAMES[name][1]
    expect(page.get_by_role("link", name=f"Open the {title} lesson")).to_have_attribute(
        "href", LESSONS[name].notebook
    )
    page.get_by_role("link", name=f"Play {title} now").click()  # the same tab: the gallery holds nothing
    page.wait_for_url(f"{voila}/voila/render/{play_page(name)}")
    page.locator(".tt-table .tt-board svg").wait_for(timeout=60_000)
    click_board(page, page.locator(ENABLED).first)  # raises unless the board redraws
    sockets.clear()
    page.get_by_role("link", name="All games").click()  # back to the gallery page, not the gallery notebook
    page.wait_for_url(voila + "/voila/tree/")
    expect(page.locator(".tt-card")).to_have_count(len(tabletop.GAMES))
    assert sockets == []
    assert blocked == []


def test_a_lessons_way_back_is_the_gallery_page(page: Any, voila: str, leave: None) -> None:
    """A lesson's "Back to the gallery" links the gallery notebook, for JupyterLab; served by the
    app it leads to the gallery page of its folder, which starts no kernel."""
    name = ready()[0]
    page.goto(f"{voila}/voila/render/{LESSONS[name].notebook}")
    back = page.get_by_role("link", name="Back to the gallery")
    expect(back).to_have_attribute("href", voila + "/voila/tree/", timeout=60_000)


def test_a_folder_lists_its_pages(page: Any, voila: str) -> None:
    page.goto(voila + "/voila/tree/play")
    links = page.locator(".tt-files a")
    expect(links.first).to_have_text("Up a folder")
    names = [re.sub(r"\s+", " ", text) for text in links.all_inner_texts()[1:]]
    assert names == sorted(play_page(name).removeprefix("play/").removesuffix(".ipynb") for name in ready())
    links.nth(1).click()
    page.locator(".tt-table .tt-board svg").wait_for(timeout=60_000)
    page.goto(voila + "/voila/tree/play")
    links.first.click()  # up: the folder that holds the gallery shows it
    expect(page.locator(".tt-card")).to_have_count(len(tabletop.GAMES))
    page.goto("about:blank")
