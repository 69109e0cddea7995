"""Every lit shape on the five boards is easy to hit at 1280x800: at least ~32x32 px, and a click at
its middle, or anywhere on its drawing, lands on it, not on another control drawn or padded over it
(a room's middle enters the room; a control drawn inside it keeps its own place), and no shape's hit
pad covers another lit shape's middle.

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
PAD = 33  # px: the hit area the board gives a smaller shape, where no other shape is in the way

#: Each lit shape scrolled into view: its action, the size of its hit area (its box and its pad),
#: whether another shape lies within the PAD px square round its middle (no room for a full
#: pad: its hit area may then be smaller), the control a click at its middle hits,
#: and the other controls hit at points sampled inside its own drawing (five points in each filled part:
#: its middle and four towards its corners), apart from controls drawn inside it (a room's deck);
#: and the enabled shapes whose middle lies under another shape's hit pad.
_MEASURE = """
(table, PAD) => {
  const owner = (hit) => hit && (hit.getAttribute('data-pad-for') || (hit.closest('[data-action]')
    ? hit.closest('[data-action]').getAttribute('data-action') : null));
  const inside = (inner, outer) => inner.left >= outer.left && inner.right <= outer.right
    && inner.top >= outer.top && inner.bottom <= outer.bottom;
  const lit = [...table.querySelectorAll('.tt-board [data-action][aria-disabled="false"]')];
  const shapes = lit.map((shape) => {
    shape.scrollIntoView({ block: 'center', inline: 'center' });
    const box = shape.getBoundingClientRect();
    const action = shape.getAttribute('data-action');
    const area = [box, ...[...table.querySelectorAll('.tt-pad')].filter((pad) => owner(pad) === action)
      .map((pad) => pad.getBoundingClientRect())
      .filter((pad) => pad.left <= box.right && pad.right >= box.left && pad.top <= box.bottom
        && pad.bottom >= box.top)];
    const width = Math.max(...area.map((r) => r.right)) - Math.min(...area.map((r) => r.left));
    const height = Math.max(...area.map((r) => r.bottom)) - Math.min(...area.map((r) => r.top));
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    const crowded = [...table.querySelectorAll('[data-action]')].some((other) => {
      const near = other.getBoundingClientRect();
      return other !== shape && !inside(box, near) && near.left < cx + PAD / 2
        && near.right > cx - PAD / 2 && near.top < cy + PAD / 2 && near.bottom > cy - PAD / 2;
    });
    const middle = document.elementFromPoint(cx, cy);
    const hits = owner(middle) === action ? null : owner(middle) || String(middle);
    const strays = new Set();
    for (const part of shape.querySelectorAll('rect, circle, ellipse, path, polygon')) {
      if (part.closest('[data-action]') !== shape) continue;  // a control drawn inside this one
      const local = part.getBBox();
      const toScreen = part.getScreenCTM();
      for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
        const point = new DOMPoint(local.x + fx * local.width, local.y + fy * local.height);
        if (!part.isPointInFill(point)) continue;
        const at = point.matrixTransform(toScreen);
        const hit = document.elementFromPoint(at.x, at.y);
        if (!hit || !table.contains(hit) || owner(hit) === action) continue;
        const drawn = hit.closest('.tt-pad') ? null : hit.closest('[data-action]');
        const drawnInside = drawn && inside(drawn.getBoundingClientRect(), box);
        const padInside = hit.closest('.tt-pad') && [...table.querySelectorAll('[data-action]')]
          .some((other) => other.getAttribute('data-action') === owner(hit)
            && inside(other.getBoundingClientRect(), box));
        if (owner(hit) && !drawnInside && !padInside) strays.add(owner(hit));
      }
    }
    return { action, width, height, crowded, hits, strays: [...strays] };
  });
  const covered = [];
  for (const pad of table.querySelectorAll('.tt-pad')) {
    const area = pad.getBoundingClientRect();
    for (const shape of lit) {
      if (shape.getAttribute('data-action') === owner(pad)) continue;
      const box = shape.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x > area.left && x < area.right && y > area.top && y < area.bottom) {
        covered.push(`${shape.getAttribute('data-action')} under ${owner(pad)}`);
      }
    }
  }
  return { shapes, covered };
}
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
            found = table.evaluate(_MEASURE, PAD)
            for shape in found["shapes"]:
                measured.add(shape["action"])
                small = not shape["crowded"] and (shape["width"] < SMALLEST or shape["height"] < SMALLEST)
                if small or shape["hits"] is not None or shape["strays"]:
                    drawn = f"{shape['width']:.0f}x{shape['height']:.0f} px"
                    hits = f", middle hits {shape['hits']}" if shape["hits"] else ""
                    strays = f", its drawing hits {shape['strays']}" if shape["strays"] else ""
                    problems[shape["action"]] = drawn + hits + strays
            for covered in found["covered"]:
                problems[covered] = "a hit pad covers its middle"
            moves = table.locator(ENABLED + ':not([data-action^="pick "])')
            picks = table.locator(ENABLED + ':not([data-action="pick nothing"])')
            click_board(page, moves.first if moves.count() else picks.first)
        else:
            choice = "Done" if "Done" in now["buttons"] else now["buttons"][0]
            press(table, table.locator(".tt-side").get_by_role("button", name=choice, exact=True))
    assert len(measured) > 10 and KNOWN.get(game, "") in measured | {""}
    assert problems == {}
