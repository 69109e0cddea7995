"""The Rowdy Ring: both in-ring wrestlers inside the ropes, their partners on the apron."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.rowdy import RowdyView, TrickResult

from ..svg import MUTED, circle, rect, text
from .layout import RING_TOP
from .symbols import SIDE_INK, side_marker


def draw_ring(view: RowdyView, shown: TrickResult | None) -> str:
    """The Rowdy Ring: both in-ring wrestlers inside the ropes, partners on the apron."""
    top = RING_TOP
    x0, y0, w, h = 40, top + 32, 230, 120
    out = text(12, top + 10, "The Rowdy Ring", size=14, weight="700")
    out += rect(x0 - 14, y0 - 14, w + 28, h + 28, rx=4, fill="#d8cdb8")  # the apron
    out += rect(x0, y0, w, h, fill="#efe6d2", stroke="#8c7a5b")
    for i, colour in enumerate(("#c0392b", "#ecf0f1", "#2c6fbb")):
        inset = 4 + i * 5
        out += rect(
            x0 + inset, y0 + inset, w - 2 * inset, h - 2 * inset, fill="none", stroke=colour, stroke_width=1.5
        )
    for px, py in ((x0, y0), (x0 + w, y0), (x0, y0 + h), (x0 + w, y0 + h)):
        out += circle(px, py, 6, fill="#555")
    ring = shown.slots if shown is not None else view.slots
    front = view.side_of(ring[0])
    for side in (0, 1):
        seat = view.in_ring[side]
        cx = x0 + (62 if side == front else w - 62)
        out += side_marker(side, cx, y0 + 40, 15)
        out += text(
            cx, y0 + 76, view.players[seat], size=14, weight="700", fill=SIDE_INK[side], anchor="middle"
        )
        out += text(cx, y0 + 93, "in the ring", size=12, fill=MUTED, anchor="middle")
        for partner in (s for s in view.sides[side] if s != seat):
            ax = x0 + (30 if side == front else w - 30)
            out += side_marker(side, ax, y0 + h + 7, 6)
            out += text(
                ax,
                y0 + h + 30,
                f"{view.players[partner]} (apron)",
                size=12,
                fill=SIDE_INK[side],
                anchor="middle",
            )
    return out + text(12, top + 206, slots_one_and_four(view, ring), size=12, fill=SIDE_INK[front])


def slots_one_and_four(view: RowdyView, slots: Sequence[int]) -> str:
    """Who plays slots 1 and 4, by slot (a team's two wrestlers are not in seating order there)."""
    first, last = view.players[slots[0]], view.players[slots[3]]
    return f"Slots 1 & 4: {first}" if first == last else f"Slot 1: {first} · slot 4: {last}"
