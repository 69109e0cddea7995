"""The symbols of the Super Cowboy range, each a small SVG fragment drawn round a centre: steers
(roaming, printed, stolen), trees, homesteads, water, Indians, twisters, the Bandit, pilgrims, the
cowboys, the D8, and each seat's colour, shape and field hatching.

Each seat differs by colour AND by shape and hatching, so no player depends on telling colours
apart. The lesson's key and tile pictures draw with these same symbols."""

from __future__ import annotations

from typing import Final

from tabletop.cowboy import CowboyView
from tabletop.cowboy.board import WALK_STEP

from ..seats import SeatLook, initials, seat_shape
from ..svg import INK, OKABE_ITO, PAPER, circle, coords, element, group, path, px, rect, text, title
from .layout import SMALL

SEATS: Final = (
    SeatLook("vermillion", "disc"),
    SeatLook("blue", "square"),
    SeatLook("yellow", "diamond"),
    SeatLook("purple", "triangle"),
)
SEAT_STROKE: Final = 1.5  # a seat marker's outline
SEAT_DARK: Final = ("#a34700", "#004f7c", "#857a00", "#9b4a7a")  # hatching and text on paper
SEAT_TINT: Final = ("#f6c9a8", "#c9def2", "#f7f09a", "#efc3dc")
SEAT_PATTERN: Final = ("stripes", "dots", "back stripes", "checks")

GRASS: Final = "#dcebc6"
GRID: Final = "#c3d6a9"
TILE_EDGE: Final = "#9db383"
WATER: Final = "#8fc3e6"
WAVE: Final = "#2f78ad"
YARD: Final = "#eadcc0"
TREE: Final = "#2f6b3a"
TRUNK: Final = "#7a4f2a"
FENCE: Final = "#3b2412"
HIDE: Final = "#c08a55"  # roaming steer tokens
WALKED: Final = OKABE_ITO["orange"]
LIT: Final = OKABE_ITO["blue"]
BANDIT_ZONE: Final = OKABE_ITO["vermillion"]


def steer_head(cx: float, cy: float, s: float, colour: str = INK, *, face: str = PAPER) -> str:
    """A steer's head from the front: long curved horns and a narrow face."""
    horns = path(
        f"M{px(cx - 0.3 * s)} {px(cy - 0.25 * s)} Q{px(cx - 0.95 * s)} {px(cy - 0.2 * s)} "
        f"{px(cx - 1.0 * s)} {px(cy - 0.8 * s)} M{px(cx + 0.3 * s)} {px(cy - 0.25 * s)} "
        f"Q{px(cx + 0.95 * s)} {px(cy - 0.2 * s)} {px(cx + 1.0 * s)} {px(cy - 0.8 * s)}",
        fill="none",
        stroke=colour,
        stroke_width=max(1.5, s * 0.16),
        stroke_linecap="round",
    )
    head = path(
        f"M{px(cx - 0.38 * s)} {px(cy - 0.42 * s)} L{px(cx + 0.38 * s)} {px(cy - 0.42 * s)} "
        f"L{px(cx + 0.24 * s)} {px(cy + 0.6 * s)} Q{px(cx)} {px(cy + 0.85 * s)} {px(cx - 0.24 * s)} "
        f"{px(cy + 0.6 * s)} Z",
        fill=face,
        stroke=colour,
        stroke_width=max(1.2, s * 0.1),
        stroke_linejoin="round",
    )
    eyes = circle(cx - 0.15 * s, cy - 0.1 * s, max(1.0, 0.07 * s), fill=colour) + circle(
        cx + 0.15 * s, cy - 0.1 * s, max(1.0, 0.07 * s), fill=colour
    )
    return horns + head + eyes


def tree(cx: float, cy: float, s: float) -> str:
    """A round-topped tree on a short trunk."""
    return rect(cx - 0.1 * s, cy + 0.1 * s, 0.2 * s, 0.45 * s, fill=TRUNK) + path(
        f"M{px(cx)} {px(cy - 0.62 * s)} L{px(cx + 0.42 * s)} {px(cy + 0.2 * s)} "
        f"L{px(cx - 0.42 * s)} {px(cy + 0.2 * s)} Z",
        fill=TREE,
        stroke="#1f4a28",
        stroke_width=1,
        stroke_linejoin="round",
    )


def house(cx: float, cy: float, s: float) -> str:
    """A little homestead: walls, roof and door."""
    return (
        rect(
            cx - 0.32 * s,
            cy - 0.05 * s,
            0.64 * s,
            0.42 * s,
            fill="#f5efe2",
            stroke="#6b4a2b",
            stroke_width=1.2,
        )
        + path(
            f"M{px(cx - 0.42 * s)} {px(cy)} L{px(cx)} {px(cy - 0.4 * s)} L{px(cx + 0.42 * s)} {px(cy)} Z",
            fill="#a0522d",
            stroke="#6b4a2b",
            stroke_width=1.2,
            stroke_linejoin="round",
        )
        + rect(cx - 0.07 * s, cy + 0.14 * s, 0.14 * s, 0.23 * s, fill="#6b4a2b")
    )


def wave(x: float, y: float, c: float) -> str:
    """Two ripples across a water square."""
    out = ""
    for k, dy in enumerate((0.38, 0.66)):
        yy = y + dy * c
        shift = 0.12 * c if k else 0.0
        out += path(
            f"M{px(x + 0.12 * c + shift)} {px(yy)} q{px(0.13 * c)} {px(-0.12 * c)} {px(0.25 * c)} 0 "
            f"t{px(0.25 * c)} 0",
            fill="none",
            stroke=WAVE,
            stroke_width=max(1.2, c / 24),
            stroke_linecap="round",
        )
    return out


def feather(cx: float, cy: float, s: float) -> str:
    """An Indian token: a feather on a sand-coloured disc."""
    return (
        circle(cx, cy, s, fill="#f3e1c2", stroke="#7a3b12", stroke_width=1.5)
        + path(
            f"M{px(cx - 0.45 * s)} {px(cy + 0.6 * s)} Q{px(cx - 0.55 * s)} {px(cy - 0.45 * s)} "
            f"{px(cx + 0.5 * s)} {px(cy - 0.7 * s)} Q{px(cx + 0.25 * s)} {px(cy + 0.3 * s)} "
            f"{px(cx - 0.45 * s)} {px(cy + 0.6 * s)} Z",
            fill="#b5561e",
            stroke="#7a3b12",
            stroke_width=1,
        )
        + path(
            f"M{px(cx - 0.55 * s)} {px(cy + 0.75 * s)} L{px(cx + 0.35 * s)} {px(cy - 0.5 * s)}",
            stroke=INK,
            stroke_width=1.2,
        )
    )


def twister(cx: float, cy: float, s: float) -> str:
    """A grey funnel, wide at the top and whirling down to a point."""
    funnel = path(
        f"M{px(cx - 0.95 * s)} {px(cy - 0.75 * s)} Q{px(cx)} {px(cy - 1.05 * s)} {px(cx + 0.95 * s)} "
        f"{px(cy - 0.75 * s)} Q{px(cx + 0.3 * s)} {px(cy - 0.1 * s)} {px(cx + 0.12 * s)} {px(cy + 0.95 * s)} "
        f"Q{px(cx - 0.25 * s)} {px(cy - 0.05 * s)} {px(cx - 0.95 * s)} {px(cy - 0.75 * s)} Z",
        fill="#8d8d8d",
        stroke="#3d3d3d",
        stroke_width=1.2,
        stroke_linejoin="round",
    )
    swirls = path(
        f"M{px(cx - 0.6 * s)} {px(cy - 0.45 * s)} Q{px(cx)} {px(cy - 0.3 * s)} {px(cx + 0.55 * s)} "
        f"{px(cy - 0.5 * s)} M{px(cx - 0.3 * s)} {px(cy)} Q{px(cx)} {px(cy + 0.1 * s)} {px(cx + 0.3 * s)} "
        f"{px(cy - 0.05 * s)} M{px(cx - 0.1 * s)} {px(cy + 0.45 * s)} "
        f"L{px(cx + 0.15 * s)} {px(cy + 0.42 * s)}",
        fill="none",
        stroke=PAPER,
        stroke_width=1.3,
        stroke_linecap="round",
    )
    return funnel + swirls


def steer_token(cx: float, cy: float, s: float, count: int) -> str:
    """A roaming steer token; a badge counts several on one square."""
    out = circle(cx, cy, s, fill=HIDE, stroke=INK, stroke_width=1.3)
    out += steer_head(cx, cy + 0.08 * s, 0.62 * s, INK, face="#f3e6d3")
    if count > 1:
        out += count_badge(cx + 0.85 * s, cy - 0.8 * s, count)
    return out


def stolen_token(cx: float, cy: float, s: float) -> str:
    """A Stolen Steer token covering a printed steer: a dark disc, the head struck through."""
    return (
        circle(cx, cy, s, fill="#4a4a4a", stroke=INK, stroke_width=1.3)
        + steer_head(cx, cy + 0.08 * s, 0.55 * s, "#d9d9d9", face="#4a4a4a")
        + path(
            f"M{px(cx - 0.7 * s)} {px(cy + 0.7 * s)} L{px(cx + 0.7 * s)} {px(cy - 0.7 * s)}",
            stroke=OKABE_ITO["vermillion"],
            stroke_width=max(2.0, s * 0.2),
            stroke_linecap="round",
        )
    )


def printed_steer(cx: float, cy: float, s: float) -> str:
    """A steer printed on the range: drawn on the ground in brown, not a token (it never moves)."""
    return circle(
        cx, cy, s, fill=PAPER, fill_opacity=0.5, stroke=TRUNK, stroke_width=1, stroke_dasharray="2 2"
    ) + steer_head(cx, cy + 0.08 * s, 0.7 * s, TRUNK, face="#f7efe2")


def bandit_marker(cx: float, cy: float, r: float) -> str:
    """The Bandit: a dark disc with a red mask."""
    return (
        circle(cx, cy, r, fill=INK, stroke=PAPER, stroke_width=1.5)
        + rect(cx - r * 0.8, cy - r * 0.3, r * 1.6, r * 0.45, rx=2, fill=OKABE_ITO["vermillion"])
        + circle(cx - r * 0.35, cy - r * 0.08, r * 0.13, fill=INK)
        + circle(cx + r * 0.35, cy - r * 0.08, r * 0.13, fill=INK)
    )


def pilgrim_marker(cx: float, cy: float, r: float, heading: str) -> str:
    """A pilgrim: a lettered disc with an arrow the way it walks."""
    dx, dy = WALK_STEP.get(heading, (0, 0))
    tip = (cx + dx * r * 1.7, cy + dy * r * 1.7)
    wings = [(cx + dx * r * 1.1 + dy * r * 0.45, cy + dy * r * 1.1 + dx * r * 0.45),
             (cx + dx * r * 1.1 - dy * r * 0.45, cy + dy * r * 1.1 - dx * r * 0.45)]  # fmt: skip
    arrow = path(f"M{px(cx)} {px(cy)} L{px(tip[0])} {px(tip[1])}", stroke=INK, stroke_width=2) + element(
        "polygon", points=coords([tip, *wings]), fill=INK
    )
    return (
        arrow
        + circle(cx, cy, r * 0.8, fill=PAPER, stroke=INK, stroke_width=1.5)
        + text(cx, cy + 4.3, "P", size=SMALL, weight="700", anchor="middle")
    )


def count_badge(cx: float, cy: float, count: int) -> str:
    """A dark disc with a number: how many of a token share one square."""
    return circle(cx, cy, 7.5, fill=INK, stroke=PAPER, stroke_width=1) + text(
        cx, cy + 4.3, str(count), size=SMALL, weight="700", fill=PAPER, anchor="middle"
    )


def cowboy_marker(view: CowboyView, seat: int, cx: float, cy: float, r: float) -> str:
    """A seat's cowboy: its shape, lettered with the player's initial."""
    letter = initials(view.players)[seat]
    dy = 5.5 if SEATS[seat].shape == "triangle" else 4.3
    return seat_shape(SEATS[seat], cx, cy, r, stroke_width=SEAT_STROKE) + text(
        cx, cy + dy, letter, size=SMALL, weight="700", fill=SEATS[seat].lettering, anchor="middle"
    )


def d8(cx: float, cy: float, s: float, number: int | None, *, animate: bool = False, delay: float = 0) -> str:
    """A D8 seen from above (a diamond with its facets) showing ``number``."""
    body = element(
        "polygon",
        points=coords((cx + a * s, cy + b * s) for a, b in ((0, -1), (0.9, 0), (0, 1), (-0.9, 0))),
        fill=PAPER,
        stroke=INK,
        stroke_width=1.5,
        stroke_linejoin="round",
    ) + path(
        f"M{px(cx - 0.9 * s)} {px(cy)} L{px(cx + 0.9 * s)} {px(cy)}",
        stroke="#b0b0b0",
        stroke_width=1,
    )
    style = f"animation-delay:{delay:.2f}s" if animate and delay else None
    die = group(body, class_="tt-cowboy-roll" if animate else None, style=style)
    if number is None:
        return die
    label = group(
        rect(cx - 8, cy - 8, 16, 16, rx=3, fill=PAPER)
        + text(cx, cy + 5, str(number), size=14, weight="700", anchor="middle"),
        class_="tt-cowboy-number" if animate else None,
        style=f"animation-delay:{0.6 + delay:.2f}s" if animate and delay else None,
    )
    return die + label


def jail(x: float, y: float, turns: int) -> str:
    """Bars and a count: turns this player will lose (jail, No Name, Fire Water)."""
    bars = rect(x, y, 16, 16, rx=2, fill=PAPER, stroke=INK, stroke_width=1.2) + path(
        f"M{x + 4} {y} V{y + 16} M{x + 8} {y} V{y + 16} M{x + 12} {y} V{y + 16}", stroke=INK, stroke_width=1.5
    )
    words = f"loses {turns} turn{'s' * (turns > 1)}"
    return group(
        title(words) + bars + text(x + 19, y + 13, f"-{turns}", size=SMALL, weight="700"), aria_label=words
    )


def fence_icon(x: float, y: float) -> str:
    """Two posts and two rails: fences in hand."""
    return path(
        f"M{x + 2} {y} V{y + 13} M{x + 12} {y} V{y + 13} M{x} {y + 4} H{x + 14} M{x} {y + 9} H{x + 14}",
        stroke=FENCE,
        stroke_width=2,
        stroke_linecap="round",
    )


def patterns() -> str:
    """Each seat's field hatching, so fields differ by pattern as well as by colour."""
    defs = ""
    for seat in range(4):
        ink = SEAT_DARK[seat]
        pid = f"tt-cowboy-field-{seat}"
        kind = SEAT_PATTERN[seat]
        if kind == "dots":
            body = circle(4, 4, 1.7, fill=ink)
            defs += element("pattern", body, id=pid, width=8, height=8, patternUnits="userSpaceOnUse")
        elif kind == "checks":
            body = path("M0 0.5 H8 M0.5 0 V8", stroke=ink, stroke_width=1.3)
            defs += element("pattern", body, id=pid, width=8, height=8, patternUnits="userSpaceOnUse")
        else:
            turn = 45 if kind == "stripes" else -45
            body = rect(0, 0, 2.2, 8, fill=ink)
            defs += element(
                "pattern",
                body,
                id=pid,
                width=8,
                height=8,
                patternUnits="userSpaceOnUse",
                patternTransform=f"rotate({turn})",
            )
    return element("defs", defs)


def field_swatch(seat: int, x: float, y: float, w: float, h: float) -> str:
    """A small square in a seat's field tint and hatching, for its row in the panel."""
    return rect(x, y, w, h, fill=SEAT_TINT[seat], stroke=SEAT_DARK[seat], stroke_width=1) + rect(
        x, y, w, h, fill=f"url(#tt-cowboy-field-{seat})", fill_opacity=0.8
    )
