"""Every lit shape on the five boards is easy to hit at 1280x800: at least ~32x32 px, and a click at
its middle lands on it, not on another control drawn over it (a room's middle enters the room).

Each quick-play page is played for a few dozen decisions with the first lit shape that makes a
move, else the first that picks something (pressing the
continue button at every pause, and the first side button where only buttons decide), and every
decision's lit shapes are measured where the browser draws them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .harness import (
    ENABLED,
    block_external,
    click_board,
    cowboy_now,
    open_app,
    partners_now,
    partyfowl_now,
    press,
    rowdy_now,
)

SMALLEST = 31.5  # px: "about 32", for shapes drawn at a fraction of a pixel

#: Each lit shape scrolled into view: its action, its box, and the control a click at its middle hits.
_MEASURE = """
(table) => [...table.querySelectorAll('.tt-board [data-action][aria-disabled="false"]')].map((shape) => {
  shape.scrollIntoView({ block: 'center', inline: 'center' });
  const box = shape.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const control = hit && hit.closest('[data-action]');
  return { action: shape.getAttribute('data-action'), width: box.width, height: box.height,
           hits: control === shape ? null : control ? control.getAttribute('data-action') : String(hit) };
})
"""


def _rowlette_now(page: Any, table: Any) -> dict[str, Any]:
    page.wait_for_timeout(200)  # no side buttons to wait for: every Rowlette move is on the board
    enabled = [shape.get_attribute("data-action") for shape in table.locator(ENABLED).all()]
    return {"enabled": enabled, "paused": None, "over": not enabled, "buttons": []}


NOW: dict[str, Callable[[Any, Any], dict[str, Any]]] = {
    "rowlette": _rowlette_now,
    "rowdy": rowdy_now,
    "partners": partners_now,
    "cowboy": cowboy_now,
    "partyfowl": partyfowl_now,
}


#: The shapes the issue found hard to hit, which the play above must reach.
KNOWN = {"cowboy": "Build a fence", "partyfowl": "Move to the Kitchen"}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("game", NOW)
def test_every_lit_shape_is_big_enough_and_a_click_at_its_middle_hits_it(
    page: Any, voila: str, leave: None, game: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    block_external(page, voila)
    open_app(page, f"{voila}/voila/render/play/{game}.ipynb", ".tt-table .tt-board svg [data-action]")
    table = page.locator(".tt-table")
    problems: dict[str, str] = {}
    measured: set[str] = set()
    for _ in range(80):
        now = NOW[game](page, table)
        if now["over"]:
            break
        if now.get("paused") is not None:
            press(table, table.locator(".tt-continue"))
        elif now["enabled"]:
            for shape in table.evaluate(_MEASURE):
                measured.add(shape["action"])
                small = shape["width"] < SMALLEST or shape["height"] < SMALLEST
                if small or shape["hits"] is not None:
                    drawn = f"{shape['width']:.0f}x{shape['height']:.0f} px"
                    hits = f", middle hits {shape['hits']}" if shape["hits"] else ""
                    problems[shape["action"]] = drawn + hits
            moves = table.locator(ENABLED + ':not([data-action^="pick "])')
            picks = table.locator(ENABLED + ':not([data-action="pick nothing"])')
            click_board(page, moves.first if moves.count() else picks.first)
        else:
            choice = "Done" if "Done" in now["buttons"] else now["buttons"][0]
            press(table, table.locator(".tt-side").get_by_role("button", name=choice, exact=True))
    assert len(measured) > 10 and KNOWN.get(game, "") in measured | {""}
    assert problems == {}
