"""The house: the room tiles with their walls and doors, the thresholds where doors meet, the
ducks and crowns on each tile, the Keg Deck in the Kitchen, and, while building, the empty spaces
where the picked tile might go."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Sequence

from tabletop.core.words import counted
from tabletop.partyfowl import Phase
from tabletop.partyfowl.actions import Draw, Move, Place
from tabletop.partyfowl.data import BATHROOM, COLUMNS, KITCHEN, OPPOSITE, ROOMS, SIDES, Side
from tabletop.partyfowl.house import Cell, Placed, cell_name, neighbour, on_table, turnings

from ..svg import MUTED, PAPER, button, group, path, px, rect, text, title
from .choose import PICK
from .layout import (
    BATH_TINT,
    HOUSE_FLOOR,
    HOUSE_H,
    HOUSE_W,
    HOUSE_X,
    HOUSE_Y,
    LEGEND_H,
    LIT,
    MARGIN,
    MAX_TILE,
    THRESHOLD,
    TOPIC_TINT,
    WALL,
)
from .scene import Scene
from .symbols import control_crown, crown, duck, keg, symbol


def _frame(scene: Scene) -> tuple[int, int, int, int, float, float, float]:
    """The grid cells drawn (the laid tiles' box, plus a ring while building), tile size, origin."""
    view = scene.view
    cells = [placed.cell for placed in view.house]
    if view.phase is Phase.PLACE:
        cells += [c for c in _spaces(scene)]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    high = HOUSE_H - MARGIN - LEGEND_H
    size = min(MAX_TILE, (HOUSE_W - MARGIN - 4) / cols, (high - 4) / rows)
    left = HOUSE_X + MARGIN + (HOUSE_W - MARGIN - size * cols) / 2
    top = HOUSE_Y + MARGIN + (high - size * rows) / 2
    return x0, y0, cols, rows, size, left, top


def _spaces(scene: Scene) -> list[Cell]:
    """Empty spaces one step from a laid tile: where a tile might go."""
    laid = {placed.cell for placed in scene.view.house}
    found = {
        spot
        for cell in laid
        for side in SIDES
        if on_table(spot := neighbour(cell, side)) and spot not in laid
    }
    return sorted(found, key=lambda c: (c[1], c[0]))


def house(scene: Scene) -> str:
    """The house area: the grid's letters and numbers, the tiles (and, while building, the empty
    spaces), the thresholds, the Keg Deck and the key."""
    view = scene.view
    x0, y0, cols, rows, size, left, top = _frame(scene)
    out = rect(HOUSE_X, HOUSE_Y, HOUSE_W, HOUSE_H, rx=10, fill=HOUSE_FLOOR)

    def box(cell: Cell) -> tuple[float, float]:
        return left + (cell[0] - x0) * size, top + (cell[1] - y0) * size

    for i in range(cols):
        out += text(left + (i + 0.5) * size, top - 4, COLUMNS[x0 + i], size=12, fill=MUTED, anchor="middle")
    for j in range(rows):
        out += text(left - 4, top + (j + 0.5) * size + 4, str(y0 + j + 1), size=12, fill=MUTED, anchor="end")
    if view.phase is Phase.PLACE:
        for spot in _spaces(scene):
            out += _space(scene, spot, *box(spot), size)
    placed_at = {placed.cell: placed for placed in view.house}
    for placed in view.house:
        out += _tile(scene, placed, *box(placed.cell), size)
    out += _thresholds(placed_at, box, size)
    kitchen = next(p for p in view.house if p.room == KITCHEN)
    out += _keg_deck(scene, *box(kitchen.cell), size)
    return out + _legend(scene)


def _legend(scene: Scene) -> str:
    """A key under the house: a duck has a beak; a crown marks who controls a room's power."""
    y = HOUSE_Y + HOUSE_H - LEGEND_H / 2 - 2
    x = HOUSE_X + 14
    key = duck(scene.view, 0, x + 8, y, 7) + text(x + 24, y + 4, "a duck", size=12, fill=MUTED)
    key += crown(x + 100, y, 6.5, PAPER) + text(
        x + 116, y + 4, "controls that room's power", size=12, fill=MUTED
    )
    return group(key, **{"aria-label": "Key: a duck, and the crown of the duck controlling a room"})


def _thresholds(
    placed_at: dict[Cell, Placed], box: Callable[[Cell], tuple[float, float]], size: float
) -> str:
    """Where two doors meet, a wooden threshold joins the rooms."""
    out = ""
    door = size * 0.3
    for placed in placed_at.values():
        for side in (Side.E, Side.S):
            other = placed_at.get(neighbour(placed.cell, side))
            if side not in placed.doors or other is None or OPPOSITE[side] not in other.doors:
                continue
            x, y = box(placed.cell)
            if side is Side.E:
                out += rect(
                    x + size - 7,
                    y + (size - door) / 2,
                    14,
                    door,
                    fill=THRESHOLD,
                    stroke=WALL,
                    stroke_width=1,
                )
            else:
                out += rect(
                    x + (size - door) / 2,
                    y + size - 7,
                    door,
                    14,
                    fill=THRESHOLD,
                    stroke=WALL,
                    stroke_width=1,
                )
    return out


def walls(x: float, y: float, size: float, doors: Iterable[Side], gap: float = 3) -> str:
    """A tile's four walls, broken where a door is."""
    a, b = x + gap, y + gap
    s = size - 2 * gap
    door = size * 0.3
    mid = (s - door) / 2
    d = ""
    doors = set(doors)
    ends = {
        Side.N: ((a, b), (1, 0)),
        Side.E: ((a + s, b), (0, 1)),
        Side.S: ((a, b + s), (1, 0)),
        Side.W: ((a, b), (0, 1)),
    }
    for side, ((sx, sy), (dx, dy)) in ends.items():
        if side in doors:
            d += f"M{px(sx)} {px(sy)} l{px(dx * mid)} {px(dy * mid)} "
            far = mid + door
            d += f"M{px(sx + dx * far)} {px(sy + dy * far)} l{px(dx * mid)} {px(dy * mid)} "
        else:
            d += f"M{px(sx)} {px(sy)} l{px(dx * s)} {px(dy * s)} "
    return path(d, fill="none", stroke=WALL, stroke_width=4, stroke_linecap="square")


def _tile(scene: Scene, placed: Placed, x: float, y: float, size: float) -> str:
    view = scene.view
    room = ROOMS[placed.room]
    tint = BATH_TINT if placed.room == BATHROOM else TOPIC_TINT[room.topic]
    body = rect(x + 3, y + 3, size - 6, size - 6, rx=3, fill=tint)
    body += walls(x, y, size, placed.doors)
    small = size < 100
    wide = 9 * len(placed.room) > size - 12
    lines = textwrap.wrap(placed.room, 8) if wide and " " in placed.room else [placed.room]
    for i, line in enumerate(lines):
        body += text(
            x + size / 2, y + 18 + 13 * i, line, size=12 if small else 13, weight="700", anchor="middle"
        )
    mid_y = y + 18 + 13 * len(lines) + size * 0.14
    s = max(6.0, size * 0.1)
    owner = view.controller_of(placed.room)
    if placed.room != KITCHEN:
        body += symbol(room.topic or placed.room, x + size * 0.32, mid_y, s)
    if owner is not None:
        body += control_crown(view, owner, placed.room, x + size * 0.7, mid_y, max(7.0, size * 0.08))
    here = [seat for seat, where in enumerate(view.ducks) if where == placed.room]
    r = max(7.0, min(10.0, size * 0.085))
    step = min(2.8 * r, (size - 12 - 2.8 * r) / max(1, len(here) - 1)) if len(here) > 1 else 0
    for k, seat in enumerate(here):
        body += duck(view, seat, x + 6 + 1.3 * r + k * step, y + size - 7 - 1.2 * r, r)
    label = _room_words(scene, placed, owner, here)
    if scene.deciding and view.phase in (Phase.TURN, Phase.PREEN):
        action = str(Move(placed.room))
        if scene.options.has(action):
            ring = rect(x + 5, y + 5, size - 10, size - 10, rx=4, fill="none", stroke=LIT, stroke_width=3)
            return button(body + ring, action, f"{action}: {label}", enabled=True)
        return button(body, action, f"{action}: {scene.why(action)} ({label})", enabled=False)
    return group(title(label) + body)


def _room_words(scene: Scene, placed: Placed, owner: int | None, here: Sequence[int]) -> str:
    view = scene.view
    room = ROOMS[placed.room]
    words = [f"The {placed.room} at {cell_name(placed.cell)}"]
    if room.topic is not None and room.power is not None:
        words.append(f"{room.topic} is talked about here; power {room.power.title}: {room.power.summary}")
        controls = f"controlled by {view.players[owner]}" if owner is not None else "nobody controls it"
        words.append(controls)
    elif placed.room == KITCHEN:
        words.append(f"the Keg Deck is here ({counted(view.keg, 'card')})")
    else:
        words.append("wash Fouls off and preen here")
    doors = " ".join(placed.doors)
    links = view.room_links(placed.room)
    words.append(f"doors {doors}" + (f", to the {', '.join(links)}" if links else ""))
    if here:
        words.append("ducks here: " + ", ".join(view.players[s] for s in here))
    return "; ".join(words)


def _keg_deck(scene: Scene, x: float, y: float, size: float) -> str:
    """The Keg Deck in the Kitchen, with its count; a Draw from it when allowed. It stands at the
    tile's right edge, clear of the middle, where a click moves a duck into the Kitchen."""
    view = scene.view
    s = max(7.0, size * 0.1)
    cx, cy = x + size - 8 - 1.1 * s, y + size / 2 - 0.4 * s
    shape = keg(cx, cy, s) + text(cx, cy + s + 14, str(view.keg), size=13, weight="700", anchor="middle")
    box = (cx - 1.2 * s, cy - 1.2 * s, 2.6 * s, 2.4 * s + 16)
    hit = rect(*box, rx=4, fill=PAPER, fill_opacity=0)
    words = f"The Keg Deck: {counted(view.keg, 'card')} (Drinks and Freebies)"
    action = str(Draw(True))
    if scene.deciding and view.phase in (Phase.TURN, Phase.PREEN):
        if scene.options.has(action):
            ring = rect(*box, rx=4, fill=PAPER, fill_opacity=0.5, stroke=LIT, stroke_width=2.5)
            return button(ring + shape, action, f"{action}: {words}", enabled=True)
        return button(hit + shape, action, f"{action}: {scene.why(action)} ({words})", enabled=False)
    return group(title(words) + shape)


def _space(scene: Scene, spot: Cell, x: float, y: float, size: float) -> str:
    """An empty space beside the house while building: ringed where the picked tile fits."""
    name = cell_name(spot)
    pick, options = scene.pick, scene.options
    outline = rect(
        x + 5,
        y + 5,
        size - 10,
        size - 10,
        rx=4,
        fill=PAPER,
        fill_opacity=0.35,
        stroke=MUTED,
        stroke_width=1.2,
        stroke_dasharray="4 3",
    )
    mark = text(x + size / 2, y + size / 2 + 4, name, size=12, fill=MUTED, anchor="middle")
    if not scene.deciding:
        return group(title(f"{name}: an empty space") + outline + mark)
    if pick.tile is None:
        return button(
            outline + mark,
            f"{PICK} space {name}",
            f"{name}: pick a tile from the pile first",
            enabled=False,
        )
    fits = options.places(pick.tile, spot)
    if pick.space == spot:
        ghost = rect(
            x + 5,
            y + 5,
            size - 10,
            size - 10,
            rx=4,
            fill=PAPER,
            fill_opacity=0.8,
            stroke=LIT,
            stroke_width=3.5,
        )
        ghost += text(
            x + size / 2, y + size / 2 + 4, pick.tile, size=12, weight="700", fill=LIT, anchor="middle"
        )
        return button(
            ghost,
            f"{PICK} tile {pick.tile}",
            f"{name}: the {pick.tile} goes here; click to choose another space",
            enabled=True,
        )
    if not fits:
        sample = str(Place(pick.tile, spot, turnings(pick.tile)[0]))
        return button(outline + mark, f"{PICK} space {name}", f"{name}: {scene.why(sample)}", enabled=False)
    ring = rect(
        x + 5, y + 5, size - 10, size - 10, rx=4, fill=PAPER, fill_opacity=0.6, stroke=LIT, stroke_width=3
    )
    lit = ring + text(x + size / 2, y + size / 2 + 4, name, size=12, weight="700", fill=LIT, anchor="middle")
    if len(fits) == 1:
        return button(lit, str(fits[0]), f"{fits[0]}: the only way the {pick.tile} fits here", enabled=True)
    return button(
        lit,
        f"{PICK} space {name}",
        f"Lay the {pick.tile} at {name}: {len(fits)} ways to turn it",
        enabled=True,
    )
