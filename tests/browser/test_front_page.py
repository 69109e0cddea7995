"""The server's front page: the gallery at once, with no kernel and no scripts, and its Play link
straight to a table that answers a click.

A class arrives here (``make app`` prints this address). As a notebook the gallery started a kernel
for every visit, which stayed while the tab was open.
"""

from __future__ import annotations

import re
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

import tabletop
from widgets.gallery import LESSONS, play_page, ready

from .harness import ENABLED, block_external, click_board, first_visit_files
from .prefetch import PAGES, stored_files


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
    # Nothing but the page and the files it fetches ahead for the next (none of them run here).
    assert {url.removeprefix(voila) for url in asked} <= {"/", *stored_files()}
    title = tabletop.GAMES[name][1]
    expect(page.get_by_role("link", name=f"Open the {title} lesson")).to_have_attribute(
        "href", LESSONS[name].notebook
    )
    page.get_by_role("link", name=f"Play {title} now").click()  # the same tab: the gallery holds nothing
    page.wait_for_url(f"{voila}/voila/render/{play_page(name)}")
    page.locator(".tt-table .tt-board svg").wait_for(timeout=60_000)
    click_board(page, page.locator(ENABLED).first)  # raises unless the board redraws
    sockets.clear()
    page.get_by_role("link", name="All games").click()  # back to the front page, not the gallery notebook
    page.wait_for_url(voila + "/")
    expect(page.locator(".tt-card")).to_have_count(len(tabletop.GAMES))
    assert sockets == []
    assert blocked == []


@pytest.mark.parametrize("name", ready())
def test_a_lessons_way_back_is_the_front_page(voila: str, name: str) -> None:
    """The lesson's "Back to the gallery" links the gallery notebook, for JupyterLab; served by the
    app it leads to the front page, which starts no kernel."""
    with urllib.request.urlopen(f"{voila}/voila/render/{LESSONS[name].notebook}", timeout=120) as answer:
        served = answer.read().decode()
    assert '<a href="/">Back to the gallery</a>' in served and "index.ipynb" not in served


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


def test_the_front_page_fetches_ahead_what_a_first_visit_to_a_page_fetches(page: Any, voila: str) -> None:
    """The stored hints must name the files pages fetch today (an upgrade of Voila or ipywidgets
    renames them): stale hints would fetch nothing a page uses."""
    fetched = first_visit_files(voila, PAGES, page.context.browser)
    assert sorted(stored_files()) == sorted(fetched), "store them again: python -m tests.browser.prefetch"
    hinted: list[str] = []
    page.on("request", lambda request: hinted.append(request.url.removeprefix(voila)))
    page.goto(voila + "/")
    page.wait_for_load_state("networkidle")
    assert set(fetched) <= set(hinted)  # the front page asked for every one of them
