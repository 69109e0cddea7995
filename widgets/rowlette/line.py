"""One player's line on the Rowlette board: its numbers, Order cards, zero track and row.

The board stacks one row per player; a lesson draws a line's cards and goals alone (see ``draw``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tabletop.rowlette import LineView, Status
from tabletop.rowlette.data import EXPLOSION_AT, ORDER_STEP_BONUS, Special
from tabletop.rowlette.rules import order_chain

from ..svg import INK, MUTED, OKABE_ITO, PAPER, burst, circle, group, path, rect, text
from .cards import card_colour, colour_mark
from .goals import goal_chips
from .layout import LINE_X, RED, ROW_HEIGHT, SPECIAL_FILL, WIDTH


def zero_track(x: float, y: float, points: int, exploded: bool) -> str:
    """Six boxes; filled ones are zero-points, the sixth is the explosion."""
    cells = []
    for i in range(EXPLOSION_AT):
        filled = i < points
        cells.append(
            rect(
                x + i * 19,
                y,
                16,
                16,
                rx=3,
                stroke=OKABE_ITO["green"],
                stroke_width=1.5,
                fill=OKABE_ITO["green"] if filled else PAPER,
            )
        )
    if exploded:
        cells.append(burst(x + (EXPLOSION_AT - 1) * 19 + 8, y + 8, 13, RED))
    label = f"zeros {points}/{EXPLOSION_AT}"
    return group("".join(cells) + text(x, y + 32, label, size=12, fill=MUTED), aria_label=label)


def line_cards(x: float, y: float, numbers: Sequence[int], orders: Sequence[tuple[Special, int]]) -> str:
    """The numbers of a line as small cards. Order cards peek out under their number (side by side
    when several share one), and each number that continues a chain shows the bonus it earns."""
    out = []
    tucked: dict[int, list[Special]] = {}
    bonus: dict[int, int] = {}
    for order, anchor in orders:
        if anchor >= len(numbers):
            continue  # taken before any number: it will go under the first one
        tucked.setdefault(anchor, []).append(order)
        for step in range(len(order_chain(numbers, anchor, order))):
            bonus[anchor + 1 + step] = bonus.get(anchor + 1 + step, 0) + ORDER_STEP_BONUS
    for anchor, kinds in tucked.items():
        ax = x + anchor * 38
        out.append(rect(ax + 2, y + 40, 30, 12, rx=3, fill=SPECIAL_FILL, stroke=OKABE_ITO["blue"]))
        for k, order in enumerate(kinds):
            cx = ax + 17 + (k - (len(kinds) - 1) / 2) * 10
            tip, base = (y + 42, y + 50) if order is Special.ORDER_UP else (y + 50, y + 42)
            out.append(
                path(
                    f"M{cx} {tip} L{cx + 4.5} {base} L{cx - 4.5} {base} Z",
                    fill=OKABE_ITO["blue"],
                    aria_label=f"{order} under {numbers[anchor]}",
                )
            )
    for i, n in enumerate(numbers):
        cx = x + i * 38
        colour = card_colour(n)
        out.append(rect(cx, y, 34, 40, rx=5, fill=PAPER, stroke=colour, stroke_width=2))
        out.append(colour_mark(cx + 8, y + 9, n, 8))
        out.append(text(cx + 17, y + 31, str(n), size=16, weight="700", fill=colour, anchor="middle"))
        if i in bonus:
            out.append(rect(cx + 2, y + 55, 30, 4, fill=OKABE_ITO["blue"]))
            out.append(
                text(
                    cx + 17,
                    y + 71,
                    f"+{bonus[i]}",
                    size=12,
                    fill=OKABE_ITO["blue"],
                    anchor="middle",
                    class_="tt-bonus",
                )
            )
    return "".join(out)


STATUS_WORDS: Final = {
    Status.PLAYING: "playing",
    Status.STOPPED: "stopped",
    Status.FULL: "stopped at the limit",
    Status.EXPLODED: "exploded",
}


def line_row(y: float, line: LineView, *, current: bool, results: Sequence[int] = ()) -> str:
    """One player's row: name and status, jackpot, zero track, numbers, goals."""
    out = []
    if current:
        out.append(rect(4, y - 4, WIDTH - 8, ROW_HEIGHT - 6, rx=10, fill="#fbf5cf"))
        out.append(path(f"M8 {y + 8} L20 {y + 16} L8 {y + 24} Z", fill=INK))
    out.append(text(26, y + 22, line.name, size=17, weight="700" if current else "600"))
    status = STATUS_WORDS[line.status]
    out.append(text(26, y + 42, status, size=13, fill=RED if line.status is Status.EXPLODED else MUTED))
    out.append(text(26, y + 62, f"total {line.total}", size=13))
    if results:
        out.append(text(26, y + 80, "rounds " + " + ".join(map(str, results)), size=12, fill=MUTED))
    out.append(circle(170, y + 24, 19, fill=OKABE_ITO["yellow"], stroke=OKABE_ITO["orange"], stroke_width=2))
    out.append(text(170, y + 30, str(line.jackpot), size=17, weight="700", anchor="middle"))
    out.append(text(170, y + 60, "jackpot", size=12, fill=MUTED, anchor="middle"))
    out.append(zero_track(205, y + 12, line.zero_points, line.status is Status.EXPLODED))
    if line.zeros:
        out.append(text(205, y + 62, ", ".join(map(str, line.zeros)), size=12, fill=OKABE_ITO["green"]))
    out.append(line_cards(LINE_X, y, line.numbers, line.orders))
    if not line.numbers:
        out.append(text(LINE_X, y + 26, "no numbers yet", size=13, fill=MUTED))
    out.append(
        text(WIDTH - 12, y + 14, f"{len(line.numbers)}/{line.limit}", size=12, fill=MUTED, anchor="end")
    )
    out.append(goal_chips(LINE_X, y + 78, line.goals, line.numbers, line.active))
    label = (
        f"{line.name}: {status}, {len(line.numbers)} numbers, jackpot {line.jackpot}, "
        f"{sum(line.active)} of {len(line.goals)} goals active, {line.zero_points} zero-points, "
        f"total {line.total}"
    )
    return group("".join(out), aria_label=label, data_seat=line.name)
