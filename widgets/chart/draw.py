"""Drawing a chart: panels side by side under a heading, each with its grid, axes, legend and
marks, and invisible hit areas that name every series where the pointer is."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass

from ..svg import INK, MUTED, PAPER, Svg, document, element, group, path, rect, text, title
from .marks import HATCH_NAMES, HATCHES, Bars, Line, Mark, Outline, Panel
from .scale import axis_range, axis_ticks, number

#: Text sizes, px at the chart's own width (about 960 px, the width of a lesson's column).
TICK, LABEL, HEADING = 14, 15, 17
#: Average width of a character as a share of its size: room is made for labels without measuring.
CHARACTER = 0.58


def chart(panels: Sequence[Panel], *, heading: str, label: str, width: int = 960, height: int = 400) -> Svg:
    """Panels side by side under one ``heading``, as one picture named ``label`` for screen readers
    (and for the notebook's stored text)."""
    if not panels:
        raise ValueError("a chart needs at least one panel")
    # Hatch patterns are looked up by id across the whole page, which may show several charts: the
    # ids are the chart's own, made from its label.
    ids = f"tt-chart-{zlib.crc32(label.encode()):08x}"
    top = 36 if heading else 8
    share = width / len(panels)
    body = [rect(0, 0, width, height, fill=PAPER)]
    if heading:
        body.append(text(width / 2, 23, heading, size=HEADING, weight="600", anchor="middle"))
    for index, panel in enumerate(panels):
        body.append(_panel(panel, index * share, top, share, height - top, ids))
    hatches = sorted(
        {
            mark.hatch
            for panel in panels
            for mark in panel.marks
            if isinstance(mark, Bars | Outline) and mark.hatch
        }
    )
    defs = element("defs", "".join(_pattern(ids, hatch) for hatch in hatches)) if hatches else ""
    return document(width, height, defs + "".join(body), label=label)


def _pattern(ids: str, hatch: str) -> str:
    dots = hatch == "."
    return element(
        "pattern",
        path(
            HATCHES[hatch],
            stroke=INK,
            stroke_opacity=None if dots else 0.6,
            stroke_width=3.2 if dots else 1.4,
            stroke_linecap="round",
            fill="none",
        ),
        id=_pattern_id(ids, hatch),
        patternUnits="userSpaceOnUse",
        width=10,
        height=10,
    )


def _pattern_id(ids: str, hatch: str) -> str:
    return f"{ids}-{HATCH_NAMES[hatch]}"


@dataclass(frozen=True)
class _Frame:
    """Where a panel's plot area lies in the picture, and how data maps onto it."""

    left: float
    top: float
    right: float
    bottom: float
    x: tuple[float, float, bool]  # low, high, reversed
    y: tuple[float, float, bool]

    def px(self, value: float) -> float:
        low, high, reverse = self.x
        share = (min(max(value, low), high) - low) / (high - low)  # a bar past a pinned end stops there
        return (
            self.right - share * (self.right - self.left)
            if reverse
            else self.left + share * (self.right - self.left)
        )

    def py(self, value: float) -> float:
        low, high, reverse = self.y
        share = (min(max(value, low), high) - low) / (high - low)
        return (
            self.top + share * (self.bottom - self.top)
            if reverse
            else self.bottom - share * (self.bottom - self.top)
        )


def _panel(panel: Panel, left: float, top: float, width: float, height: float, ids: str) -> str:
    x_ticks = axis_ticks(panel.x, *axis_range(panel, "x"))
    y_ticks = axis_ticks(panel.y, *axis_range(panel, "y"))
    y_words = max((len(words) for _, words in y_ticks), default=1) * TICK * CHARACTER
    y_label_left = left + 16  # the y axis's words, one line per line of its label, then its ticks
    frame_left = (
        y_label_left + (panel.y.label.count("\n") + 1) * (LABEL + 4) * bool(panel.y.label) + y_words + 10
    )
    frame_right = left + width - 20
    legend, legend_height = _legend(panel.marks, frame_left, top + 42, frame_right - frame_left, ids)
    frame = _Frame(
        left=frame_left,
        top=top + 36 + legend_height,
        right=frame_right,
        bottom=top + height - (26 + (LABEL + 10 if panel.x.label else 0)),
        x=(*axis_range(panel, "x"), panel.x.reverse),
        y=(*axis_range(panel, "y"), panel.y.reverse),
    )
    drawn = [mark for mark in panel.marks if isinstance(mark, Bars | Outline)]
    on_top = [mark for mark in panel.marks if not isinstance(mark, Bars | Outline)]
    parts = [
        text(left + width / 2, top + 17, panel.title, size=LABEL + 1, weight="600", anchor="middle"),
        legend,
        _grid(frame, x_ticks, y_ticks, panel.horizontal),
        *(_mark(mark, frame, panel.horizontal, ids) for mark in drawn),
        _hits(drawn, frame, panel.horizontal),
        *(_mark(mark, frame, panel.horizontal, ids) for mark in on_top),
        _axes(frame, x_ticks, y_ticks, panel, y_label_left),
    ]
    return group("".join(parts), class_="tt-chart-panel")


def _grid(
    frame: _Frame, x_ticks: list[tuple[float, str]], y_ticks: list[tuple[float, str]], across: bool
) -> str:
    """Faint lines at the ticks of the axis values are read on (across, for lying bars)."""
    if across:
        lines = [f"M{frame.px(at):.1f} {frame.top:.1f}V{frame.bottom:.1f}" for at, _ in x_ticks]
    else:
        lines = [f"M{frame.left:.1f} {frame.py(at):.1f}H{frame.right:.1f}" for at, _ in y_ticks]
    return path("".join(lines), stroke="#e3e0d8", stroke_width=1, fill="none") if lines else ""


def _axes(
    frame: _Frame,
    x_ticks: list[tuple[float, str]],
    y_ticks: list[tuple[float, str]],
    panel: Panel,
    y_label: float,
) -> str:
    width, height = frame.right - frame.left, frame.bottom - frame.top
    parts = [rect(frame.left, frame.top, width, height, fill="none", stroke=MUTED, stroke_width=1)]
    for at, words in x_ticks:
        x = round(frame.px(at), 1)
        parts.append(path(f"M{x} {frame.bottom:.1f}v5", stroke=MUTED))
        parts.append(text(x, round(frame.bottom + 21, 1), words, size=TICK, anchor="middle"))
    for at, words in y_ticks:
        y = round(frame.py(at), 1)
        parts.append(path(f"M{frame.left:.1f} {y}h-5", stroke=MUTED))
        parts.append(text(round(frame.left - 8, 1), round(y + 5, 1), words, size=TICK, anchor="end"))
    if panel.x.label:
        middle = round((frame.left + frame.right) / 2, 1)
        parts.append(text(middle, round(frame.bottom + 45, 1), panel.x.label, size=LABEL, anchor="middle"))
    middle = round((frame.top + frame.bottom) / 2, 1)
    for i, line in enumerate(panel.y.label.split("\n") if panel.y.label else []):
        x = round(y_label + LABEL / 2 + i * (LABEL + 4), 1)
        parts.append(
            text(x, middle, line, size=LABEL, anchor="middle", transform=f"rotate(-90 {x} {middle})")
        )
    return "".join(parts)


def _fill(ids: str, hatch: str) -> str:
    """A hatched fill: the pattern :func:`chart` defines for this hatch."""
    return f"url(#{_pattern_id(ids, hatch)})"


def _mark(mark: Mark, frame: _Frame, horizontal: bool, ids: str) -> str:
    if isinstance(mark, Bars):
        return _bars(mark, frame, horizontal, ids)
    if isinstance(mark, Line):
        return _line(mark, frame)
    if isinstance(mark, Outline):
        return _outline(mark, frame, ids)
    x = f"{frame.px(mark.x):.1f}"
    line = f"M{x} {frame.top:.1f}V{frame.bottom:.1f}"
    return group(
        title(mark.tip or f"{mark.label}: {number(mark.x)}")
        + path(line, stroke=mark.colour, stroke_width=2, stroke_dasharray="6 4", fill="none")
        + path(line, stroke="transparent", stroke_width=10, fill="none"),  # wide enough to point at
        class_="tt-chart-average",
    )


def _bar_box(
    at: float, size: float, base: float, width: float, frame: _Frame, horizontal: bool
) -> list[float]:
    """A bar's x, y, width and height in the picture."""
    if horizontal:
        x0, x1 = sorted((frame.px(base), frame.px(base + size)))
        y0, y1 = sorted((frame.py(at - width / 2), frame.py(at + width / 2)))
    else:
        x0, x1 = sorted((frame.px(at - width / 2), frame.px(at + width / 2)))
        y0, y1 = sorted((frame.py(base), frame.py(base + size)))
    return [round(x0, 1), round(y0, 1), round(x1 - x0, 1), round(y1 - y0, 1)]


def _bars(mark: Bars, frame: _Frame, horizontal: bool, ids: str) -> str:
    bases = mark.base or [0.0] * len(mark.sizes)
    parts = []
    for at, size, base in zip(mark.at, mark.sizes, bases):
        if not size:
            continue  # nothing to see (a stack's empty share, an empty bin)
        box = _bar_box(at, size, base, mark.width, frame, horizontal)
        parts.append(
            rect(
                *box,
                fill=mark.colour,
                fill_opacity=mark.opacity if mark.opacity < 1 else None,
                stroke=PAPER if mark.base else None,  # a thin gap between the parts of a stack
            )
        )
        if mark.hatch:
            parts.append(rect(*box, fill=_fill(ids, mark.hatch)))
    return group("".join(parts), class_="tt-chart-bars")


def _hits(marks: Sequence[Bars | Outline], frame: _Frame, horizontal: bool) -> str:
    """Invisible slots over the bars and bins, one for each place on the axis they stand on, each
    naming every series there: bars that overlap (two histograms, a stack) would otherwise hide
    one another's values from the pointer."""
    slots: dict[tuple[float, float], list[str]] = {}
    for mark in marks:
        if isinstance(mark, Bars):
            spans = [(at - mark.width / 2, at + mark.width / 2) for at in mark.at]
            sizes = list(mark.sizes)
        else:
            spans = list(zip(mark.edges, mark.edges[1:]))
            sizes = list(mark.counts)
        for i, (span, size) in enumerate(zip(spans, sizes)):
            tip = mark.tips[i] if i < len(mark.tips) else f"{mark.label}: {number(size)}"
            slots.setdefault((round(span[0], 9), round(span[1], 9)), []).append(tip)
    parts = []
    for (low, high), tips in slots.items():
        if horizontal:
            y0, y1 = sorted((frame.py(low), frame.py(high)))
            box = [frame.left, y0, frame.right - frame.left, y1 - y0]
        else:
            x0, x1 = sorted((frame.px(low), frame.px(high)))
            box = [x0, frame.top, x1 - x0, frame.bottom - frame.top]
        parts.append(group(title("\n".join(tips)) + rect(*(round(v, 1) for v in box), fill="transparent")))
    return group("".join(parts), class_="tt-chart-hits") if parts else ""


def _line(mark: Line, frame: _Frame) -> str:
    points = [(frame.px(x), frame.py(y)) for x, y in zip(mark.xs, mark.ys)]
    d = "".join(f"{'M' if i == 0 else 'L'}{x:.1f} {y:.1f}" for i, (x, y) in enumerate(points))
    dash = "7 4" if mark.dashed else None
    parts = [path(d, stroke=mark.colour, stroke_width=2.5, fill="none", stroke_dasharray=dash)]
    for i, ((x, y), (vx, vy)) in enumerate(zip(points, zip(mark.xs, mark.ys))):
        tip = mark.tips[i] if i < len(mark.tips) else f"{mark.label}: {number(vx)}, {number(vy)}"
        parts.append(group(title(tip) + _marker(mark.marker, x, y, mark.colour)))
    return group("".join(parts), class_="tt-chart-line")


def _marker(kind: str, x: float, y: float, colour: str) -> str:
    if kind == "square":
        return rect(round(x - 5.5, 1), round(y - 5.5, 1), 11, 11, fill=colour)
    return element("circle", cx=round(x, 1), cy=round(y, 1), r=6, fill=colour)


def _outline(mark: Outline, frame: _Frame, ids: str) -> str:
    zero = frame.py(0)
    d = f"M{frame.px(mark.edges[0]):.1f} {zero:.1f}"
    for count, right in zip(mark.counts, mark.edges[1:]):
        d += f"V{frame.py(count):.1f}H{frame.px(right):.1f}"
    d += f"V{zero:.1f}"
    hatched = path(d + "Z", fill=_fill(ids, mark.hatch), stroke="none") if mark.hatch else ""
    return group(
        hatched + path(d, fill="none", stroke=mark.colour, stroke_width=2.5), class_="tt-chart-outline"
    )


def _legend(marks: Sequence[Mark], left: float, top: float, width: float, ids: str) -> tuple[str, float]:
    """A row of swatches and words above the plot, wrapping onto more rows when it is long; returns
    the drawing and its height."""
    parts, x, y, row = [], left, top, 22
    for mark in marks:
        room = 28 + len(mark.label) * TICK * CHARACTER + 18
        if x > left and x + room > left + width:
            x, y = left, y + row
        words = text(round(x + 28, 1), round(y + 5, 1), mark.label, size=TICK)
        parts.append(group(_swatch(mark, round(x, 1), round(y, 1), ids) + words))
        x += room
    if not parts:
        return "", 0.0
    return group("".join(parts), class_="tt-chart-legend"), y - top + row


def _swatch(mark: Mark, x: float, y: float, ids: str) -> str:
    if isinstance(mark, Bars):
        opacity = mark.opacity if mark.opacity < 1 else None
        box = rect(x, y - 8, 22, 16, fill=mark.colour, fill_opacity=opacity)
        return box + (rect(x, y - 8, 22, 16, fill=_fill(ids, mark.hatch)) if mark.hatch else "")
    if isinstance(mark, Outline):
        fill = _fill(ids, mark.hatch) if mark.hatch else "none"
        return rect(x + 1, y - 7, 20, 14, fill=fill, stroke=mark.colour, stroke_width=2.5)
    if isinstance(mark, Line):
        dash = "7 4" if mark.dashed else None
        line = path(f"M{x} {y}h22", stroke=mark.colour, stroke_width=2.5, stroke_dasharray=dash)
        return line + _marker(mark.marker, x + 11, y, mark.colour)
    return path(f"M{x} {y}h22", stroke=mark.colour, stroke_width=2, stroke_dasharray="6 4")
