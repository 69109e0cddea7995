"""Each lesson's contents list, in a real browser against a real Voila: "Jump to the game table"
brings the table on screen, every section link lands on a heading Voila really rendered, and the
quick-play link leads to the game's play page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from widgets.gallery import LESSONS, play_page, ready

from .harness import block_external, open_app

#: The contents' in-page links, with whether each finds its element the way a browser follows a
#: fragment: the id as written, or else percent-decoded (the markdown renderer writes ' as %27).
_LINK_TARGETS = """
() => {
  const jump = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Jump to the game table');
  return [...jump.closest('.jp-Cell').querySelectorAll('a[href^="#"]')].map((link) => {
    const fragment = link.getAttribute('href').slice(1);
    const target = document.getElementById(fragment) || document.getElementById(decodeURIComponent(fragment));
    return [link.textContent, Boolean(target)];
  });
}
"""


@pytest.mark.parametrize("name", ready())
def test_jump_to_the_game_table_brings_the_table_on_screen(
    page: Any, voila: str, leave: None, name: str
) -> None:
    blocked = block_external(page, voila)
    open_app(page, f"{voila}/voila/render/{LESSONS[name].notebook}", ".tt-table .tt-board svg")
    table = page.locator(".tt-table")
    expect(table).not_to_be_in_viewport()  # far down the lesson, under everything the lesson teaches
    page.get_by_role("link", name="Jump to the game table").click()
    expect(table).to_be_in_viewport()
    headings = page.locator(".jp-RenderedMarkdown h2 > a.anchor-link").count()
    targets = page.evaluate(_LINK_TARGETS)
    assert len(targets) == headings + 1  # the jump, then every section
    assert all(found for _, found in targets), [text for text, found in targets if not found]
    quick_play = page.get_by_role("link", name=re.compile(r"^Play .* on its own page$"))
    assert quick_play.evaluate("link => link.href") == f"{voila}/voila/render/{play_page(name)}"
    assert blocked == []  # nothing from the internet: a classroom may have none
