"""The game's colours and the shapes drawn all over the table: suits, the two sides' markers, Stop
signs, the Skull, and the Pop track's icons (each its own shape, so no one has to tell colours apart).
"""

from __future__ import annotations

import math
from typing import Final

from tabletop.rowdy.data import Icon, Suit, Token

from ..svg import INK, OKABE_ITO, PAPER, burst, circle, coords, element, path, rect, text

#: Suits differ by shape first and colour second (UX: never colour alone).
SUIT_COLOUR: Final = {
    Suit.HATS: OKABE_ITO["blue"],
    Suit.HORSESHOES: OKABE_ITO["vermillion"],
    Suit.STARS: OKABE_ITO["green"],
    Suit.TOMBSTONES: "#4d4d4d",
}
WILD_COLOUR: Final = OKABE_ITO["purple"]
#: The two sides: sky-blue discs against orange squares.
SIDE_COLOUR: Final = (OKABE_ITO["sky"], OKABE_ITO["orange"])
SIDE_INK: Final = ("#1f6f99", "#8a5d00")  # darker twins for text on paper
SIDE_SHAPE: Final = ("disc", "square")


def suit_symbol(suit: Suit | None, cx: float, cy: float, size: float = 16) -> str:
    """A suit drawn as a shape: hat, horseshoe, star, tombstone; a Wild is a four-colour wheel."""
    s = size / 2
    if suit is None:
        quarters = []
        for i, colour in enumerate(SUIT_COLOUR.values()):
            x1, y1 = [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)][i]
            x2, y2 = [(cx + s, cy), (cx, cy + s), (cx - s, cy), (cx, cy - s)][i]
            quarters.append(path(f"M{cx} {cy} L{x1} {y1} A{s} {s} 0 0 1 {x2} {y2} Z", fill=colour))
        return "".join(quarters)
    colour = SUIT_COLOUR[suit]
    if suit is Suit.HATS:
        return element("ellipse", cx=cx, cy=cy + s * 0.55, rx=s, ry=s * 0.3, fill=colour) + path(
            f"M{cx - s * 0.55} {cy + s * 0.45} L{cx - s * 0.45} {cy - s * 0.7} "
            f"Q{cx} {cy - s * 0.35} {cx + s * 0.45} {cy - s * 0.7} L{cx + s * 0.55} {cy + s * 0.45} Z",
            fill=colour,
        )
    if suit is Suit.HORSESHOES:
        return path(
            f"M{cx - s * 0.65} {cy + s * 0.85} L{cx - s * 0.65} {cy} A{s * 0.65} {s * 0.75} 0 0 1 "
            f"{cx + s * 0.65} {cy} L{cx + s * 0.65} {cy + s * 0.85}",
            fill="none",
            stroke=colour,
            stroke_width=max(2.5, s * 0.4),
            stroke_linecap="round",
        )
    if suit is Suit.STARS:
        corners = []
        for i in range(10):
            radius = s if i % 2 == 0 else s * 0.42
            angle = math.radians(-90 + i * 36)
            corners.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        return element("polygon", points=coords(corners), fill=colour)
    return path(
        f"M{cx - s * 0.7} {cy + s} L{cx - s * 0.7} {cy - s * 0.3} A{s * 0.7} {s * 0.7} 0 0 1 "
        f"{cx + s * 0.7} {cy - s * 0.3} L{cx + s * 0.7} {cy + s} Z",
        fill=colour,
    ) + path(
        f"M{cx} {cy - s * 0.45} L{cx} {cy + s * 0.4} "
        f"M{cx - s * 0.3} {cy - s * 0.1} L{cx + s * 0.3} {cy - s * 0.1}",
        stroke=PAPER,
        stroke_width=max(1.5, s * 0.15),
    )


def side_marker(side: int, cx: float, cy: float, r: float = 8, **values: object) -> str:
    """A team's marker: a disc for one side, a square for the other, each in its colour."""
    if SIDE_SHAPE[side] == "disc":
        return circle(cx, cy, r, fill=SIDE_COLOUR[side], stroke=INK, stroke_width=1.2, **values)
    return rect(cx - r, cy - r, 2 * r, 2 * r, fill=SIDE_COLOUR[side], stroke=INK, stroke_width=1.2, **values)


def stop_octagon(cx: float, cy: float, r: float, fill: str = OKABE_ITO["vermillion"]) -> str:
    k = r * 0.414
    points = [(-k, -r), (k, -r), (r, -k), (r, k), (k, r), (-k, r), (-r, k), (-r, -k)]
    return element("polygon", points=coords((cx + x, cy + y) for x, y in points), fill=fill)


def skull(cx: float, cy: float, r: float) -> str:
    return (
        circle(cx, cy - r * 0.15, r * 0.8, fill=INK)
        + rect(cx - r * 0.45, cy + r * 0.35, r * 0.9, r * 0.5, rx=1.5, fill=INK)
        + circle(cx - r * 0.3, cy - r * 0.2, r * 0.22, fill=PAPER)
        + circle(cx + r * 0.3, cy - r * 0.2, r * 0.22, fill=PAPER)
    )


def icon(kind: Icon | Token, cx: float, cy: float, r: float = 9) -> str:
    """Pop-track and token icons: coin, damage, tag, cheat and signature, each its own shape."""
    if kind in (Icon.COIN, Token.COIN):
        return circle(cx, cy, r, fill=OKABE_ITO["yellow"], stroke="#8a7d00", stroke_width=1.2) + text(
            cx, cy + 4, "$", size=12, weight="700", fill=INK, anchor="middle"
        )
    if kind in (Icon.DAMAGE, Token.DAMAGE):
        return burst(cx, cy, r * 1.1, OKABE_ITO["vermillion"])
    if kind in (Icon.TAG, Token.TAG):
        return rect(cx - r, cy - r * 0.7, 2 * r, 1.4 * r, rx=3, fill=OKABE_ITO["sky"], stroke=INK) + path(
            f"M{cx - r * 0.6} {cy} L{cx + r * 0.6} {cy} M{cx + r * 0.2} {cy - r * 0.35} L{cx + r * 0.6} {cy} "
            f"L{cx + r * 0.2} {cy + r * 0.35}",
            stroke=INK,
            stroke_width=1.5,
            fill="none",
        )
    if kind == Icon.CHEAT:
        return rect(cx - r * 0.75, cy - r, 1.5 * r, 2 * r, rx=2, fill="#3b3b3b") + text(
            cx, cy + 4, "?", size=12, weight="700", fill=PAPER, anchor="middle"
        )
    if kind in (Icon.SIGNATURE_LEFT, Icon.SIGNATURE_RIGHT):
        return stop_octagon(cx, cy, r, fill=OKABE_ITO["purple"]) + text(
            cx, cy + 4, "S", size=12, weight="700", fill=PAPER, anchor="middle"
        )
    return ""
