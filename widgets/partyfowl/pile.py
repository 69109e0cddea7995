"""While the house is built: the pile of tiles to lay, the turnings of the picked tile at its
space, and who holds how many cards."""

from __future__ import annotations

from tabletop.core.words import counted
from tabletop.partyfowl.actions import Place
from tabletop.partyfowl.data import BATHROOM, ROOMS
from tabletop.partyfowl.house import cell_name, turnings

from ..svg import PAPER, button, fit, group, rect, text, title
from .choose import PICK
from .house import walls
from .layout import BATH_TINT, HOUSE_H, HOUSE_Y, LIT, RIGHT_W, RIGHT_X, TOPIC_TINT
from .scene import Scene
from .symbols import duck, symbol


def tile_pile(scene: Scene) -> str:
    """The pile of tiles right of the house, the picked tile's turnings, and every seat's hand size."""
    view, pick = scene.view, scene.pick
    x0, y = RIGHT_X, HOUSE_Y
    out = rect(x0 - 4, y, RIGHT_W + 8, HOUSE_H, rx=10, fill="#ebe5d8")
    out += text(x0 + 6, y + 20, f"Tiles to lay ({len(view.tiles)})", size=13, weight="700")
    for k, tile in enumerate(view.tiles):
        tx, ty = x0 + 6 + (k % 4) * 94, y + 30 + (k // 4) * 104
        out += _pile_tile(scene, tile, tx, ty)
    ty = y + 30 + 2 * 104 + 4
    if scene.deciding and pick.tile is not None and pick.space is not None:
        out += text(
            x0 + 6, ty + 12, f"Turn the {pick.tile} at {cell_name(pick.space)}:", size=13, weight="700"
        )
        for k, doors in enumerate(turnings(pick.tile)):
            out += _turning(scene, Place(pick.tile, pick.space, doors), x0 + 6 + k * 94, ty + 20)
    ty = y + HOUSE_H - 22 * len(view.players) - 6
    for seat, name in enumerate(view.players):
        row = duck(view, seat, x0 + 16, ty + 22 * seat + 8, 8)
        cards = view.hand_sizes[seat]
        you = " (you)" if seat == view.seat else ""
        turn = "▶ " if seat == view.current else ""
        row += text(
            x0 + 32,
            ty + 22 * seat + 13,
            f"{turn}{fit(name, 14)}{you} · {counted(cards, 'card')} in hand",
            size=12,
            weight="700" if turn else None,
        )
        out += row
    return out


def _pile_tile(scene: Scene, tile: str, x: float, y: float) -> str:
    """A tile in the pile, doors as printed: a click picks it (or, picked, puts it back)."""
    room = ROOMS[tile]
    s = 62
    tint = BATH_TINT if tile == BATHROOM else TOPIC_TINT[room.topic]
    body = rect(x + 12, y + 2, s, s, rx=3, fill=tint) + walls(x + 9, y - 1, s + 6, room.doors)
    body += symbol(room.topic or tile, x + 12 + s / 2, y + 2 + s / 2, 10)
    body += text(x + 12 + s / 2, y + s + 18, fit(tile, 13), size=12, weight="700", anchor="middle")
    power = f"; power {room.power.title}: {room.power.summary}" if room.power else ""
    words = f"The {tile} tile, doors {' '.join(room.doors)} as printed{power}"
    if not scene.deciding:
        return group(title(words) + body)
    if scene.pick.tile == tile:
        ring = rect(x + 6, y - 4, s + 12, s + 28, rx=5, fill="none", stroke=LIT, stroke_width=3.5)
        return button(body + ring, f"{PICK} nothing", f"Put the {tile} back: {words}", enabled=True)
    ring = rect(
        x + 6, y - 4, s + 12, s + 28, rx=5, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=1.5
    )
    return button(ring + body, f"{PICK} tile {tile}", f"Pick the {tile} to lay: {words}", enabled=True)


def _turning(scene: Scene, place: Place, x: float, y: float) -> str:
    """A small preview of the picked tile with its doors turned one way."""
    s = 62
    room = ROOMS[place.room]
    tint = BATH_TINT if place.room == BATHROOM else TOPIC_TINT[room.topic]
    body = rect(x + 12, y + 2, s, s, rx=3, fill=tint) + walls(x + 9, y - 1, s + 6, place.doors)
    body += symbol(room.topic or place.room, x + 12 + s / 2, y + 2 + s / 2, 9)
    body += text(x + 12 + s / 2, y + s + 18, "doors " + " ".join(place.doors), size=12, anchor="middle")
    action = str(place)
    if scene.options.has(action):
        ring = rect(
            x + 6, y - 4, s + 12, s + 28, rx=5, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=3
        )
        return button(ring + body, action, f"{action}: {place.describe()}", enabled=True)
    return button(group(body, opacity=0.45), action, f"{action}: {scene.why(action)}", enabled=False)
