"""The small pictures Party Fowl draws in many places: the topic and room symbols, the keg, a
seat's duck, the crown of control, a Foul's hatching and padlock, and how wide its labels and chips
are (the seat's shape and the chip itself are drawn by the shared ``widgets.seats`` and ``widgets.svg``).
"""

from __future__ import annotations

from tabletop.partyfowl import PartyFowlView, Phase
from tabletop.partyfowl.data import BATHROOM, KITCHEN, Topic

from ..seats import initials, seat_shape
from ..svg import INK, OKABE_ITO, PAPER, circle, coords, element, group, path, px, rect, text, title
from .layout import SEAT_STROKE, SEATS


def symbol(what: Topic | str | None, cx: float, cy: float, s: float) -> str:
    """A topic's or room's symbol, drawn in SVG: die, note, ball, book, suitcase, clapperboard,
    keg (the Kitchen) and tub (the Bathroom)."""
    w = max(1.2, s * 0.14)
    style: dict[str, object] = {
        "fill": PAPER,
        "stroke": INK,
        "stroke_width": px(w),
        "stroke_linejoin": "round",
    }
    if what is Topic.GAMES:
        pips = "".join(circle(cx + k * s * 0.45, cy + k * s * 0.45, s * 0.14, fill=INK) for k in (-1, 0, 1))
        return rect(cx - s, cy - s, 2 * s, 2 * s, rx=s * 0.3, **style) + pips
    if what is Topic.MUSIC:
        return element(
            "ellipse",
            cx=px(cx - 0.3 * s),
            cy=px(cy + 0.6 * s),
            rx=px(0.38 * s),
            ry=px(0.28 * s),
            fill=INK,
        ) + path(
            f"M{px(cx + 0.06 * s)} {px(cy + 0.6 * s)} V{px(cy - 0.9 * s)} "
            f"Q{px(cx + 0.5 * s)} {px(cy - 0.5 * s)} {px(cx + 0.7 * s)} {px(cy - 0.1 * s)}",
            fill="none",
            stroke=INK,
            stroke_width=px(w * 1.3),
            stroke_linecap="round",
        )
    if what is Topic.SPORTS:
        seams = path(
            f"M{px(cx - s)} {px(cy)} Q{px(cx)} {px(cy - 0.5 * s)} {px(cx + s)} {px(cy)} "
            f"M{px(cx)} {px(cy - s)} Q{px(cx + 0.5 * s)} {px(cy)} {px(cx)} {px(cy + s)}",
            fill="none",
            stroke=INK,
            stroke_width=px(w),
        )
        return circle(cx, cy, s, **style) + seams
    if what is Topic.BOOKS:
        pages = ""
        for side in (-1, 1):
            corners = [(cx, cy - 0.55 * s), (cx + side * s, cy - 0.8 * s), (cx + side * s, cy + 0.6 * s)]
            pages += element("polygon", "", points=coords([*corners, (cx, cy + 0.8 * s)]), **style)
        return pages
    if what is Topic.TRAVEL:
        handle = path(
            f"M{px(cx - 0.35 * s)} {px(cy - 0.55 * s)} V{px(cy - 0.9 * s)} H{px(cx + 0.35 * s)} "
            f"V{px(cy - 0.55 * s)}",
            fill="none",
            stroke=INK,
            stroke_width=px(w * 1.2),
        )
        body = rect(cx - s, cy - 0.55 * s, 2 * s, 1.4 * s, rx=s * 0.2, **style)
        belt = path(
            f"M{px(cx - 0.5 * s)} {px(cy - 0.55 * s)} V{px(cy + 0.85 * s)}",
            stroke=INK,
            stroke_width=px(w),
        )
        return handle + body + belt
    if what is Topic.MOVIES:
        body = rect(cx - s, cy - 0.35 * s, 2 * s, 1.2 * s, rx=s * 0.1, **style)
        bar = element(
            "polygon",
            points=coords(
                [
                    (cx - s, cy - 0.45 * s),
                    (cx + s, cy - 0.85 * s),
                    (cx + s, cy - 0.55 * s),
                    (cx - s, cy - 0.15 * s),
                ]
            ),
            fill=INK,
        )
        return body + bar
    if what == KITCHEN:
        return keg(cx, cy, s)
    if what == BATHROOM:
        tub = path(
            f"M{px(cx - s)} {px(cy - 0.1 * s)} H{px(cx + s)} "
            f"Q{px(cx + s)} {px(cy + 0.7 * s)} {px(cx)} {px(cy + 0.7 * s)} "
            f"Q{px(cx - s)} {px(cy + 0.7 * s)} {px(cx - s)} {px(cy - 0.1 * s)} Z",
            **style,
        )
        bubbles = circle(cx - 0.4 * s, cy - 0.45 * s, 0.2 * s, fill="none", stroke=INK, stroke_width=px(w))
        bubbles += circle(cx + 0.15 * s, cy - 0.6 * s, 0.28 * s, fill="none", stroke=INK, stroke_width=px(w))
        return tub + bubbles
    return ""


def keg(cx: float, cy: float, s: float) -> str:
    """A barrel with two hoops and a tap."""
    w = max(1.2, s * 0.14)
    body = rect(
        cx - 0.8 * s, cy - s, 1.6 * s, 2 * s, rx=0.5 * s, fill="#d9a96a", stroke=INK, stroke_width=px(w)
    )
    hoops = path(
        f"M{px(cx - 0.8 * s)} {px(cy - 0.45 * s)} H{px(cx + 0.8 * s)} "
        f"M{px(cx - 0.8 * s)} {px(cy + 0.45 * s)} H{px(cx + 0.8 * s)}",
        stroke=INK,
        stroke_width=px(w),
    )
    tap = rect(cx + 0.8 * s, cy - 0.1 * s, 0.35 * s, 0.25 * s, fill=INK)
    return body + hoops + tap


def duck(view: PartyFowlView, seat: int, cx: float, cy: float, r: float) -> str:
    """A duck standee: the seat's shape and colour with its initial, and a beak."""
    beak = element(
        "polygon",
        points=coords([(cx + 0.75 * r, cy - 0.25 * r), (cx + 1.45 * r, cy), (cx + 0.75 * r, cy + 0.25 * r)]),
        fill=OKABE_ITO["yellow"],
        stroke=INK,
        stroke_width=1,
    )
    look = SEATS[seat % 5]
    dy = 0.42 * r + 1.2 if look.shape == "triangle" else 0.42 * r
    return (
        beak
        + seat_shape(look, cx, cy, r, stroke_width=SEAT_STROKE)
        + text(
            cx,
            cy + dy + 1.5,
            initials(view.players)[seat],
            size=12,
            weight="700",
            fill=look.lettering,
            anchor="middle",
        )
    )


def crown(cx: float, cy: float, r: float, fill: str, letter: str = "", ink: str = INK) -> str:
    """A crown: the mark of the duck controlling a room, so it never looks like a duck standing there."""
    w, h = 2.9 * r, 2.2 * r
    top, base = cy - h / 2, cy + h / 2
    points = [
        (cx - w / 2, base),
        (cx - w / 2, top + 0.15 * h),
        (cx - w / 4, cy - 0.05 * h),
        (cx, top),
        (cx + w / 4, cy - 0.05 * h),
        (cx + w / 2, top + 0.15 * h),
        (cx + w / 2, base),
    ]
    shape = element("polygon", points=coords(points), fill=fill, stroke=INK, stroke_width=1.4)
    return shape + (
        text(cx, base - 3, letter, size=12, weight="700", fill=ink, anchor="middle") if letter else ""
    )


def control_crown(view: PartyFowlView, seat: int, room: str, cx: float, cy: float, r: float) -> str:
    """The crown on a room tile, in the controlling seat's colour with its initial; its hover says
    when the power works, since one won during a turn waits for its holder's next turn."""
    look = SEATS[seat % 5]
    mark = crown(cx, cy, r, look.fill, initials(view.players)[seat], look.lettering)
    return group(title(crown_words(view, seat, room)) + mark)


def crown_words(view: PartyFowlView, seat: int, room: str) -> str:
    """Who controls a room and whether its power works now (powers wait a turn)."""
    name = view.players[seat]
    if seat != view.current or view.phase is Phase.OVER:
        return f"{name} controls the {room}; its power works on the turns {name} begins in control"
    if room in view.powers:
        return f"{name} controls the {room} and holds its power this turn"
    return f"{name} controls the {room} since this turn; its power works from {name}'s next turn"


def hatch_defs() -> str:
    """The diagonal hatching of a Foul, so a fouled card differs by pattern, not by colour alone."""
    body = path("M0 0 L0 6", stroke="#6b6b6b", stroke_width=2)
    return element(
        "defs",
        element(
            "pattern",
            body,
            id="pf-hatch",
            width=6,
            height=6,
            patternUnits="userSpaceOnUse",
            patternTransform="rotate(45)",
        ),
    )


def padlock(x: float, y: float) -> str:
    """A small padlock: a locked Foul."""
    return path(
        f"M{px(x + 2)} {px(y + 5)} V{px(y + 2.5)} A3 3 0 0 1 {px(x + 8)} {px(y + 2.5)} V{px(y + 5)}",
        fill="none",
        stroke=INK,
        stroke_width=1.5,
    ) + rect(x, y + 5, 10, 7, rx=1.5, fill=INK)


def label_width(words: str, size: float = 13) -> float:
    """A generous width for bold lettering (0.62em a letter), so whatever follows never touches it."""
    return 0.62 * size * len(words)


def chip_width(words: str) -> float:
    """A :func:`~widgets.svg.chip`'s width: its 12px lettering at 0.6em a letter, and room at both
    rounded ends."""
    return 7.2 * len(words) + 14
