"""Everything needed for the next decision is in sight without scrolling, at a projector's 800x600
and a laptop's 1280x800, on every game's quick-play page: the board's lit shapes, the turn text and
the decision buttons (Next, the moves offered at the side, Hint). The board shrinks to the window's
height and the side panel stays beside it; a quick-play page whose heading pushes the table's
bottom out scrolls itself once, just far enough (the Voila template), so the learner never has to.
Screenshots of every table at both sizes go to ``tests/browser/artifacts/``."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from widgets.gallery import play_page, ready

from .harness import ARTIFACTS, ENABLED, block_external, open_app

SIZES = [(800, 600), (1280, 800)]

#: What a learner acts on next, each only where it is shown: the board's lit shapes, the turn text,
#: the button that ends a pause, the moves offered at the side (buttons, or the compact menu and its
#: Play button), Hint.
DECISION = [
    ENABLED,
    ".tt-table .tt-turn",
    ".tt-table .tt-continue",
    ".tt-table .tt-pass-button",
    ".tt-table .tt-action-button",
    ".tt-table .tt-action-menu",
    ".tt-table .tt-action-play",
    ".tt-table .tt-hint-button",
]


def out_of_sight(page: Any, width: int, height: int) -> list[str]:
    """Every shown decision control whose box is not wholly inside the viewport, by name."""
    missing: list[str] = []
    for selector in DECISION:
        for item in page.locator(selector).all():
            if not item.is_visible():
                continue
            box = item.bounding_box()
            assert box is not None, selector
            inside = (
                box["x"] >= -0.5
                and box["y"] >= -0.5
                and box["x"] + box["width"] <= width + 0.5
                and box["y"] + box["height"] <= height + 0.5
            )
            if not inside:
                name = item.get_attribute("aria-label") or item.text_content() or ""
                missing.append(f"{selector} {name.strip()[:40]!r} at {box}")
    return missing


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("name", ready())
def test_the_next_decision_is_in_sight_without_scrolling(
    page: Any, voila: str, leave: None, name: str, width: int, height: int
) -> None:
    blocked = block_external(page, voila)
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, f"{voila}/voila/render/{play_page(name)}", ".tt-table .tt-board svg")
    table = page.locator(".tt-table")
    # The page is ready for a decision: something lit on the board, or a pause's Next button.
    expect(table.locator(f"{ENABLED}, .tt-continue:visible").first).to_be_visible(timeout=30_000)
    expect(table.locator(".tt-turn")).not_to_be_empty()
    # The side panel's widgets sync a moment after the board: Hint on a turn, Next in a pause.
    expect(table.locator(".tt-hint-button:visible, .tt-continue:visible").first).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / f"table_{name}_{width}x{height}.png"))
    assert out_of_sight(page, width, height) == []
    assert blocked == []
