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
    ARTIFACTS,
    ENABLED,
    block_external,
    click_board,
    cowboy_now,
    open_play,
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


def _decide(page: Any, table: Any, now: dict[str, Any]) -> None:
    """Take the decision ``now`` asks for: press the continue button at a pause, else click the first
    lit shape that makes a move (or the first that picks something), else press a side button."""
    if now.get("paused") is not None:
        press(table, table.locator(".tt-continue"))
    elif now["enabled"]:
        moves = table.locator(ENABLED + ':not([data-action^="pick "])')
        picks = table.locator(ENABLED + ':not([data-action="pick nothing"])')
        click_board(page, moves.first if moves.count() else picks.first)
    else:
        choice = "Done" if "Done" in now["buttons"] else now["buttons"][0]
        press(table, table.locator(".tt-side").get_by_role("button", name=choice, exact=True))


#: The shapes the issue found hard to hit, which the play above must reach.
KNOWN = {"cowboy": "Build a fence", "partyfowl": "Move to the Kitchen"}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("game", NOW)
def test_every_lit_shape_is_big_enough_and_a_click_at_its_middle_hits_it(
    page: Any, voila: str, leave: None, game: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    block_external(page, voila)
    open_play(page, voila, game, ".tt-table .tt-board svg [data-action]")
    table = page.locator(".tt-table")
    problems: dict[str, str] = {}
    measured: set[str] = set()
    for _ in range(80):
        now = NOW[game](page, table)
        if now["over"]:
            break
        if now.get("paused") is None and now["enabled"]:
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
        _decide(page, table, now)
    assert len(measured) > 10 and KNOWN.get(game, "") in measured | {""}
    assert problems == {}


#: The first hit pad on the board that reaches outside its shape's box, its shape scrolled into view:
#: the shape's place among the board's shapes, the shape's tooltip and the pad's, and a point in the
#: window inside the pad but outside the shape's box where the pointer is on the pad (null: none).
_PADDED = """
(table) => {
  const shapes = [...table.querySelectorAll('.tt-board [data-action]')];
  for (const pad of table.querySelectorAll('.tt-pad')) {
    const shape = shapes.find((one) => {
      if (one.getAttribute('data-action') !== pad.getAttribute('data-pad-for')) return false;
      const [box, area] = [one.getBoundingClientRect(), pad.getBoundingClientRect()];
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      return x >= area.left && x <= area.right && y >= area.top && y <= area.bottom;
    });
    if (!shape) continue;
    shape.scrollIntoView({ block: 'center', inline: 'center' });
    const [box, area] = [shape.getBoundingClientRect(), pad.getBoundingClientRect()];
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const points = [[(area.left + box.left) / 2, y], [(area.right + box.right) / 2, y],
      [x, (area.top + box.top) / 2], [x, (area.bottom + box.bottom) / 2]];
    for (const [px, py] of points) {
      const outside = px < box.left - 1 || px > box.right + 1 || py < box.top - 1 || py > box.bottom + 1;
      if (outside && document.elementFromPoint(px, py) === pad) {
        const tip = (element) => element.querySelector(':scope > title')?.textContent ?? null;
        return { index: shapes.indexOf(shape), action: shape.getAttribute('data-action'),
          tooltip: tip(shape), padTooltip: tip(pad), point: [px, py] };
      }
    }
  }
  return null;
}
"""

#: What the eye sees of an element's light: the style properties a hover or focus style may change.
_LOOK = """
(element) => {
  const style = getComputedStyle(element);
  return Object.fromEntries(['filter', 'outline-style', 'outline-color', 'outline-width', 'stroke',
    'stroke-width', 'fill-opacity', 'opacity', 'box-shadow']
    .map((name) => [name, style.getPropertyValue(name)]));
}
"""


def _forced_look(page: Any, index: int, pseudo: str, look: Any) -> dict[str, str]:
    """The look of the board's ``index``-th shape with ``pseudo`` (e.g. hover) forced on it by the
    browser's own developer tools, wherever the pointer is: what hovering the shape itself shows."""
    devtools = page.context.new_cdp_session(page)
    try:
        devtools.send("DOM.enable")
        devtools.send("CSS.enable")
        root = devtools.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        nodes = devtools.send(
            "DOM.querySelectorAll", {"nodeId": root, "selector": ".tt-table .tt-board [data-action]"}
        )["nodeIds"]
        devtools.send("CSS.forcePseudoState", {"nodeId": nodes[index], "forcedPseudoClasses": [pseudo]})
        seen: dict[str, str] = look()
        devtools.send("CSS.forcePseudoState", {"nodeId": nodes[index], "forcedPseudoClasses": []})
        return seen
    finally:
        devtools.detach()


def _lights_as_hovered(
    page: Any, table: Any, index: int, point: tuple[float, float], what: str, shot: str = ""
) -> None:
    """The pointer at ``point`` lights the board's ``index``-th shape exactly as hovering the shape
    itself does (compared with the hover the browser's developer tools force on it), what is under the
    pointer there stays unseen if it is a pad, and the light goes out when the pointer leaves.
    ``shot`` names a screenshot of the board lit so, in the artifacts ("": none)."""
    shape = table.locator(".tt-board [data-action]").nth(index)
    away = (2, 2)
    page.mouse.move(*away)
    assert not shape.evaluate("(s, [x, y]) => s.contains(document.elementFromPoint(x, y))", away)
    rest = shape.evaluate(_LOOK)
    hovered = _forced_look(page, index, "hover", lambda: shape.evaluate(_LOOK))
    assert hovered != rest, f"{what}: hovering the shape itself changes nothing"
    page.mouse.move(*point)
    under = page.evaluate(
        "([x, y]) => { const hit = document.elementFromPoint(x, y); const style = getComputedStyle(hit);"
        " return [hit.classList.contains('tt-pad'), style.fillOpacity, style.stroke, style.filter]; }",
        point,
    )
    assert not under[0] or under[1:] == ["0", "none", "none"], f"{what}: its pad shows: {under}"
    on = shape.evaluate(_LOOK)
    assert on == hovered, f"{what}: hovered at {point} it looks {on}, hovered itself {hovered}"
    if shot:
        table.locator(".tt-board").first.screenshot(path=ARTIFACTS / shot)
    page.mouse.move(*away)
    assert shape.evaluate(_LOOK) == rest, f"{what}: still lit after the pointer left"


#: The games whose play reaches a lit shape with a hit pad wider than the shape, at each size.
PADDED = {"partners", "cowboy", "partyfowl"}


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=["1280x800", "800x600"])
@pytest.mark.parametrize("game", NOW)
def test_hovering_a_shapes_pad_lights_the_shape_as_hovering_the_shape_does_and_focus_shows(
    page: Any, voila: str, leave: None, game: str, size: tuple[int, int]
) -> None:
    """A small shape's hit pad lies over it, so the pointer on the pad is not on the shape: the shape
    must still light up as it does when hovered itself, and go dark when the pointer leaves, with the
    pad unseen. At the first decision on the board, the pointer on a lit shape's middle lights it so
    too, and the shape Tab reaches from the top of the page shows a focus style."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    block_external(page, voila)
    open_play(page, voila, game, ".tt-table .tt-board svg [data-action]")
    table = page.locator(".tt-table")
    found, first = None, True
    for _ in range(40):  # play on until a shape has a hit pad reaching outside it
        now = NOW[game](page, table)
        if now["over"]:
            break
        on_board = now.get("paused") is None and now["enabled"]
        if on_board and first:
            first = False
            _check_middle_and_focus(page, table)
        found = table.evaluate(_PADDED) if on_board else None
        if found:
            break
        _decide(page, table, now)
    assert not first, "no decision was taken on the board"
    assert found or game not in PADDED, "no shape had a hit pad reaching outside it in 40 decisions"
    if found:
        what = f"{found['action']}'s pad"
        shot = f"hover-pad-{game}-{size[0]}x{size[1]}.png"
        _lights_as_hovered(page, table, found["index"], tuple(found["point"]), what, shot)
        assert found["padTooltip"] == found["tooltip"], f"{what}: its tooltip differs from its shape's"


#: The first lit shape whose middle is its own (not a control drawn inside it), scrolled into view: its
#: place among the board's shapes and its middle in the window.
_OWN_MIDDLE = """
(table) => {
  const shapes = [...table.querySelectorAll('.tt-board [data-action]')];
  for (const [index, shape] of shapes.entries()) {
    if (shape.getAttribute('aria-disabled') !== 'false') continue;
    shape.scrollIntoView({ block: 'center', inline: 'center' });
    const box = shape.getBoundingClientRect();
    const middle = [box.left + box.width / 2, box.top + box.height / 2];
    const hit = document.elementFromPoint(...middle);
    const pad = hit && hit.classList.contains('tt-pad') ? hit.getAttribute('data-pad-for') : null;
    if (hit && (hit.closest('[data-action]') === shape || pad === shape.getAttribute('data-action'))) {
      return [index, middle];
    }
  }
  return [-1, null];
}
"""


def _check_middle_and_focus(page: Any, table: Any) -> None:
    """The pointer on the first lit shape's middle lights it as hovering it does; Tab from the top of
    the page reaches a board shape that shows a focus style (its look differs from its look unfocused)."""
    index, middle = table.evaluate(_OWN_MIDDLE)
    assert middle, "no lit shape's middle is its own"
    shape = table.locator(".tt-board [data-action]").nth(index)
    _lights_as_hovered(page, table, index, tuple(middle), f"{shape.get_attribute('data-action')}'s middle")
    page.evaluate("() => { document.activeElement?.blur(); window.scrollTo(0, 0); }")
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.matches('.tt-board [data-action]')"):
            break
    focused = page.evaluate_handle("() => document.activeElement")
    assert focused.evaluate("(e) => e.matches('.tt-board [data-action]')"), "Tab never reached the board"
    seen = focused.evaluate(_LOOK)
    focused.evaluate("(e) => e.blur()")
    assert seen != focused.evaluate(_LOOK), f"{focused.evaluate('(e) => e.dataset.action')}: no focus style"
