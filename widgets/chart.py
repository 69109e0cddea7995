"""Charts for the lessons' studies, drawn as SVG text like the boards.

The lessons used to draw their studies with matplotlib. Importing it and drawing one PNG cost a
visitor's kernel about half a second of CPU at page open, more than everything else a lesson's
first screen needs, and nbval could not check a PNG. A chart here is a few panels of bars, lines
and histogram outlines: pure functions of the numbers to an :class:`~widgets.svg.Svg` that the
notebook stores and nbval compares like any board, that a JupyterLab reader or a static export
shows the same, and whose every bar and point names its exact value when pointed at.

A chart is data: a :class:`Panel` holds its :class:`Axis` pair and its marks (:class:`Bars`,
:class:`Line`, :class:`Outline`, :class:`Average`), and :func:`chart` draws panels side by side
under one title. Colours come from the Okabe-Ito palette with hatching as a second cue, so a
colour-blind learner or a grey projector still tells the series apart; the legend sits above each
panel, where it never covers data.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from .svg import INK, MUTED, PAPER, Svg, document, element, group, path, rect, text, title

#: Hatch patterns a mark may ask for: each a tile's stroke path (10 px square).
HATCHES = {
    "/": "M-1 11 L11 -1 M-1 1 L1 -1 M9 11 L11 9",
    "\\": "M-1 -1 L11 11 M9 -1 L11 1 M-1 9 L1 11",
    ".": "M2.5 2.5 h0.01 M7.5 7.5 h0.01",
}
#: Text sizes, px at the chart's own width (every chart is drawn about 960 px wide).
TICK, LABEL, HEADING = 13, 14, 16
#: Average width of a character as a share of its size: room is made for labels without measuring.
CHARACTER = 0.58


@dataclass(frozen=True)
class Axis:
    """One axis: its words, its range (from the data where left out) and, for categories, its ticks.

    ``ticks`` pins the tick marks and their words (categories such as "2 players"); otherwise ticks
    fall on round numbers. ``reverse`` runs the axis downwards, so that a horizontal bar chart's first
    category is at the top.
    """

    label: str = ""
    low: float | None = None
    high: float | None = None
    ticks: Sequence[tuple[float, str]] | None = None
    reverse: bool = False


@dataclass(frozen=True)
class Bars:
    """Bars standing at ``at`` (lying there, in a horizontal panel), each ``sizes`` long from ``base``."""

    label: str
    at: Sequence[float]
    sizes: Sequence[float]
    colour: str
    hatch: str | None = None
    width: float = 0.8
    base: Sequence[float] | None = None
    opacity: float = 1.0
    tips: Sequence[str] = ()


@dataclass(frozen=True)
class Line:
    """Points joined by a line, each with a marker: ``"circle"`` or ``"square"``."""

    label: str
    xs: Sequence[float]
    ys: Sequence[float]
    colour: str
    marker: str = "circle"
    dashed: bool = False
    tips: Sequence[str] = ()


@dataclass(frozen=True)
class Outline:
    """A histogram drawn as its outline only, so that it can lie over another one: ``counts[i]``
    games between ``edges[i]`` and ``edges[i + 1]``."""

    label: str
    edges: Sequence[float]
    counts: Sequence[float]
    colour: str
    hatch: str | None = None
    tips: Sequence[str] = ()


@dataclass(frozen=True)
class Average:
    """A dashed line across the panel at ``x``, such as the mean of a histogram."""

    label: str
    x: float
    colour: str


Mark = Bars | Line | Outline | Average


@dataclass(frozen=True)
class Panel:
    """One plot: a title, two axes and its marks. In a ``horizontal`` panel bars lie along the x
    axis, at positions on the y axis."""

    title: str
    x: Axis
    y: Axis
    marks: Sequence[Mark]
    horizontal: bool = False


def histogram(values: Sequence[float], edges: Sequence[float]) -> list[int]:
    """How many values fall in each bin: ``edges[i] <= value < edges[i + 1]``, the last bin closed,
    as numpy and matplotlib count them."""
    counts = [0] * (len(edges) - 1)
    for value in values:
        for i in range(len(counts)):
            last = i == len(counts) - 1
            if edges[i] <= value < edges[i + 1] or (last and value == edges[i + 1]):
                counts[i] += 1
                break
    return counts


def nice_ticks(low: float, high: float, most: int = 8) -> list[float]:
    """Round numbers from ``low`` to ``high``, at most ``most`` of them, a step of 1, 2 or 5 times a
    power of ten (never 2.5, which would put "7.5 games" on an axis of counts)."""
    if high <= low:
        return [low]
    raw = (high - low) / max(1, most - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(power * f for f in (1, 2, 5, 10) if power * f >= raw)
    first = math.ceil(low / step - 1e-9) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    return ticks


def number(value: float) -> str:
    """A tick's or tip's number in words: no trailing ".0", at most two decimals."""
    if abs(value - round(value)) < 1e-9:
        return f"{round(value):,}"
    return f"{value:,.2f}".rstrip("0").rstrip(".")


def chart(panels: Sequence[Panel], *, heading: str, label: str, width: int = 960, height: int = 390) -> Svg:
    """Panels side by side under one ``heading``, as one picture named ``label`` for screen readers
    (and for the notebook's stored text)."""
    ids = f"tt-chart-{zlib.crc32(label.encode()):08x}"
    top = 34 if heading else 8
    share = width / len(panels)
    body = [rect(0, 0, width, height, fill=PAPER)]
    if heading:
        body.append(text(width / 2, 22, heading, size=HEADING, weight="600", anchor="middle"))
    for index, panel in enumerate(panels):
        body.append(_panel(panel, index * share, top, share, height - top, ids))
    hatched = {
        (mark.hatch, _hatch_colour(mark.hatch, mark.colour))
        for panel in panels
        for mark in panel.marks
        if isinstance(mark, Bars | Outline) and mark.hatch
    }
    defs = "".join(_pattern(ids, hatch, colour) for hatch, colour in sorted(hatched))
    return document(width, height, (element("defs", defs) if defs else "") + "".join(body), label=label)


def _pattern(ids: str, hatch: str, colour: str) -> str:
    return element(
        "pattern",
        path(
            HATCHES[hatch],
            stroke=colour,
            stroke_width=3.2 if hatch == "." else 1.3,
            stroke_linecap="round",
            fill="none",
        ),
        id=_pattern_id(ids, hatch, colour),
        patternUnits="userSpaceOnUse",
        width=10,
        height=10,
    )


def _pattern_id(ids: str, hatch: str, colour: str) -> str:
    kind = {"/": "fwd", "\\": "back", ".": "dots"}[hatch]
    return f"{ids}-{kind}-{colour.lstrip('#').lower()}"


@dataclass(frozen=True)
class _Frame:
    """Where a panel's plot area lies on the page, and how data maps onto it."""

    left: float
    top: float
    right: float
    bottom: float
    x: tuple[float, float, bool]  # low, high, reversed
    y: tuple[float, float, bool]

    def px(self, value: float) -> float:
        low, high, reverse = self.x
        share = (value - low) / (high - low)
        return (
            self.right - share * (self.right - self.left)
            if reverse
            else self.left + share * (self.right - self.left)
        )

    def py(self, value: float) -> float:
        low, high, reverse = self.y
        share = (value - low) / (high - low)
        return (
            self.top + share * (self.bottom - self.top)
            if reverse
            else self.bottom - share * (self.bottom - self.top)
        )


def _panel(panel: Panel, left: float, top: float, width: float, height: float, ids: str) -> str:
    x_low, x_high = _range(panel, "x")
    y_low, y_high = _range(panel, "y")
    x_ticks = _ticks(panel.x, x_low, x_high)
    y_ticks = _ticks(panel.y, y_low, y_high)
    y_words = max((len(words) for _, words in y_ticks), default=1) * TICK * CHARACTER
    y_lines = panel.y.label.count("\n") + 1 if panel.y.label else 0
    frame_left, frame_right = left + 14 + y_lines * (LABEL + 4) + y_words + 8, left + width - 18
    legend, legend_height = _legend(panel.marks, frame_left, top + 40, frame_right - frame_left, ids)
    frame = _Frame(
        left=frame_left,
        top=top + 34 + legend_height,
        right=frame_right,
        bottom=top + height - (24 + (LABEL + 8 if panel.x.label else 0)),
        x=(x_low, x_high, panel.x.reverse),
        y=(y_low, y_high, panel.y.reverse),
    )
    parts = [
        text(left + width / 2, top + 16, panel.title, size=LABEL + 1, weight="600", anchor="middle"),
        legend,
    ]
    parts.append(_grid(frame, x_ticks, y_ticks, panel.horizontal))
    for mark in panel.marks:
        parts.append(_mark(mark, frame, panel.horizontal, ids))
    parts.append(_axes(frame, x_ticks, y_ticks, panel))
    return group("".join(parts), class_="tt-chart-panel")


def _range(panel: Panel, which: str) -> tuple[float, float]:
    """An axis's range: as given, else the data's, from zero for the axis bars stand on, with a
    little room round points and lines so that no marker sits on the frame."""
    axis = panel.x if which == "x" else panel.y
    along = (which == "x") == panel.horizontal  # the axis bar lengths run along
    values: list[float] = []
    sized = False
    for mark in panel.marks:
        if isinstance(mark, Bars):
            bases = mark.base or [0.0] * len(mark.sizes)
            if along:
                sized = True
                values += [b + s for b, s in zip(bases, mark.sizes)] + list(bases)
            else:
                values += [a - mark.width / 2 for a in mark.at] + [a + mark.width / 2 for a in mark.at]
        elif isinstance(mark, Line):
            values += list(mark.xs if which == "x" else mark.ys)
        elif isinstance(mark, Outline):
            if which == "x":
                values += list(mark.edges)
            else:
                sized = True
                values += [0.0, *mark.counts]
        elif which == "x":
            values.append(mark.x)
    if axis.ticks:
        values += [at for at, _ in axis.ticks]
    low = min(values, default=0.0)
    high = max(values, default=1.0)
    if sized:
        low = min(low, 0.0)
        if axis.high is None:
            high = _round_up(high * 1.04) if high > 0 else 1.0
    elif high > low and not axis.ticks:
        pad = (high - low) * 0.06
        low, high = low - pad, high + pad
    elif axis.ticks:
        low, high = low - 0.6, high + 0.6
    low = axis.low if axis.low is not None else low
    high = axis.high if axis.high is not None else high
    return (low, high) if high > low else (low - 1, low + 1)


def _round_up(value: float) -> float:
    """The first round number (a tick :func:`nice_ticks` would draw) at or above ``value``."""
    ticks = nice_ticks(0, value)
    step = ticks[1] - ticks[0] if len(ticks) > 1 else value
    return ticks[-1] if ticks[-1] >= value - 1e-9 else ticks[-1] + step


def _ticks(axis: Axis, low: float, high: float) -> list[tuple[float, str]]:
    if axis.ticks is not None:
        return [(at, words) for at, words in axis.ticks if low <= at <= high]
    return [(at, number(at)) for at in nice_ticks(low, high) if low - 1e-9 <= at <= high + 1e-9]


def _grid(
    frame: _Frame, x_ticks: list[tuple[float, str]], y_ticks: list[tuple[float, str]], horizontal: bool
) -> str:
    """Faint lines at the ticks of the axis values are read on, for reading a bar's height."""
    lines = []
    if horizontal:
        for at, _ in x_ticks:
            x = frame.px(at)
            lines.append(f"M{x:.1f} {frame.top:.1f}V{frame.bottom:.1f}")
    else:
        for at, _ in y_ticks:
            y = frame.py(at)
            lines.append(f"M{frame.left:.1f} {y:.1f}H{frame.right:.1f}")
    return path("".join(lines), stroke="#e3e0d8", stroke_width=1, fill="none") if lines else ""


def _axes(
    frame: _Frame, x_ticks: list[tuple[float, str]], y_ticks: list[tuple[float, str]], panel: Panel
) -> str:
    parts = [
        rect(
            frame.left,
            frame.top,
            frame.right - frame.left,
            frame.bottom - frame.top,
            fill="none",
            stroke=MUTED,
            stroke_width=1,
        )
    ]
    for at, words in x_ticks:
        x = frame.px(at)
        parts.append(path(f"M{x:.1f} {frame.bottom:.1f}v5", stroke=MUTED))
        parts.append(text(round(x, 1), round(frame.bottom + 20, 1), words, size=TICK, anchor="middle"))
    for at, words in y_ticks:
        y = frame.py(at)
        parts.append(path(f"M{frame.left:.1f} {y:.1f}h-5", stroke=MUTED))
        parts.append(text(round(frame.left - 8, 1), round(y + 4.5, 1), words, size=TICK, anchor="end"))
    if panel.x.label:
        middle = (frame.left + frame.right) / 2
        parts.append(
            text(round(middle, 1), round(frame.bottom + 42, 1), panel.x.label, size=LABEL, anchor="middle")
        )
    if panel.y.label:
        lines = panel.y.label.split("\n")
        middle = (frame.top + frame.bottom) / 2
        words = max(len(w) for _, w in y_ticks) if y_ticks else 1
        x = frame.left - 8 - words * TICK * CHARACTER - 8 - (len(lines) - 1) * (LABEL + 4)
        for i, line in enumerate(lines):
            at = (round(x + i * (LABEL + 4), 1), round(middle, 1))
            parts.append(
                text(*at, line, size=LABEL, anchor="middle", transform=f"rotate(-90 {at[0]} {at[1]})")
            )
    return "".join(parts)


def _fill(ids: str, hatch: str, colour: str) -> str:
    """A hatched fill: the pattern :func:`chart` defines for this hatch on this colour."""
    return f"url(#{_pattern_id(ids, hatch, _hatch_colour(hatch, colour))})"


def _hatch_colour(hatch: str, colour: str) -> str:
    """Dots are ink; lines are the mark's own hue at two thirds of its brightness, so they show on it."""
    if hatch == ".":
        return INK
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{value * 2 // 3:02x}" for value in (red, green, blue))


def _mark(mark: Mark, frame: _Frame, horizontal: bool, ids: str) -> str:
    if isinstance(mark, Bars):
        return _bars(mark, frame, horizontal, ids)
    if isinstance(mark, Line):
        return _line(mark, frame)
    if isinstance(mark, Outline):
        return _outline(mark, frame, ids)
    x = frame.px(mark.x)
    return path(
        f"M{x:.1f} {frame.top:.1f}V{frame.bottom:.1f}",
        stroke=mark.colour,
        stroke_width=2,
        stroke_dasharray="6 4",
        fill="none",
    ) + element("title", escape(f"{mark.label}: {number(mark.x)}"))


def _bars(mark: Bars, frame: _Frame, horizontal: bool, ids: str) -> str:
    bases = mark.base or [0.0] * len(mark.sizes)
    parts = []
    for i, (at, size, base) in enumerate(zip(mark.at, mark.sizes, bases)):
        if not size:
            continue  # nothing to point at (a stack's empty share, an empty bin)
        if horizontal:
            x0, x1 = sorted((frame.px(base), frame.px(base + size)))
            y0, y1 = sorted((frame.py(at - mark.width / 2), frame.py(at + mark.width / 2)))
        else:
            x0, x1 = sorted((frame.px(at - mark.width / 2), frame.px(at + mark.width / 2)))
            y0, y1 = sorted((frame.py(base), frame.py(base + size)))
        tip = mark.tips[i] if i < len(mark.tips) else f"{mark.label}: {number(size)}"
        shape = rect(
            round(x0, 1),
            round(y0, 1),
            round(x1 - x0, 1),
            round(y1 - y0, 1),
            fill=mark.colour,
            fill_opacity=mark.opacity if mark.opacity < 1 else None,
            stroke=PAPER if mark.base else None,
            stroke_width=1 if mark.base else None,
        )
        if mark.hatch:
            shape += rect(
                round(x0, 1),
                round(y0, 1),
                round(x1 - x0, 1),
                round(y1 - y0, 1),
                fill=_fill(ids, mark.hatch, mark.colour),
            )
        parts.append(group(title(tip) + shape))
    return group("".join(parts), class_="tt-chart-bars")


def _line(mark: Line, frame: _Frame) -> str:
    points = [(frame.px(x), frame.py(y)) for x, y in zip(mark.xs, mark.ys)]
    d = "".join(f"{'M' if i == 0 else 'L'}{x:.1f} {y:.1f}" for i, (x, y) in enumerate(points))
    parts = [
        path(
            d,
            stroke=mark.colour,
            stroke_width=2.5,
            fill="none",
            stroke_dasharray="7 4" if mark.dashed else None,
        )
    ]
    for i, ((x, y), (vx, vy)) in enumerate(zip(points, zip(mark.xs, mark.ys))):
        tip = mark.tips[i] if i < len(mark.tips) else f"{mark.label}: {number(vx)}, {number(vy)}"
        parts.append(group(title(tip) + _marker(mark.marker, x, y, mark.colour)))
    return group("".join(parts), class_="tt-chart-line")


def _marker(kind: str, x: float, y: float, colour: str) -> str:
    if kind == "square":
        return rect(round(x - 5, 1), round(y - 5, 1), 10, 10, fill=colour)
    return element("circle", cx=round(x, 1), cy=round(y, 1), r=5.5, fill=colour)


def _outline(mark: Outline, frame: _Frame, ids: str) -> str:
    zero = frame.py(0)
    d = f"M{frame.px(mark.edges[0]):.1f} {zero:.1f}"
    for i, count in enumerate(mark.counts):
        y = frame.py(count)
        d += f"V{y:.1f}H{frame.px(mark.edges[i + 1]):.1f}"
    d += f"V{zero:.1f}"
    parts = []
    if mark.hatch:
        parts.append(path(d + "Z", fill=_fill(ids, mark.hatch, mark.colour), stroke="none"))
    parts.append(path(d, fill="none", stroke=mark.colour, stroke_width=2.5, stroke_linejoin="miter"))
    for i, count in enumerate(mark.counts):  # invisible bins, so that pointing at one names it
        x0, x1 = frame.px(mark.edges[i]), frame.px(mark.edges[i + 1])
        tip = mark.tips[i] if i < len(mark.tips) else f"{mark.label}: {number(count)}"
        y = frame.py(count)
        parts.append(
            group(
                title(tip)
                + rect(
                    round(x0, 1),
                    round(y - 3, 1),
                    round(x1 - x0, 1),
                    round(zero - y + 3, 1),
                    fill="transparent",
                )
            )
        )
    return group("".join(parts), class_="tt-chart-outline")


def _legend(marks: Sequence[Mark], left: float, top: float, width: float, ids: str) -> tuple[str, float]:
    """A row of swatches and words above the plot, wrapping onto more rows when it is long; returns
    the drawing and its height."""
    parts, x, y, row = [], left, top, 20
    for mark in marks:
        words = mark.label
        room = 26 + len(words) * TICK * CHARACTER + 16
        if x > left and x + room > left + width:
            x, y = left, y + row
        parts.append(
            group(_swatch(mark, x, y, ids) + text(round(x + 26, 1), round(y + 4.5, 1), words, size=TICK))
        )
        x += room
    if not parts:
        return "", 0.0
    return group("".join(parts), class_="tt-chart-legend"), y - top + row


def _swatch(mark: Mark, x: float, y: float, ids: str) -> str:
    x, y = round(x, 1), round(y, 1)
    if isinstance(mark, Bars):
        box = rect(
            x, y - 7, 20, 14, fill=mark.colour, fill_opacity=mark.opacity if mark.opacity < 1 else None
        )
        if mark.hatch:
            box += rect(x, y - 7, 20, 14, fill=_fill(ids, mark.hatch, mark.colour))
        return box
    if isinstance(mark, Outline):
        fill = _fill(ids, mark.hatch, mark.colour) if mark.hatch else "none"
        return rect(x + 1, y - 6, 18, 12, fill=fill, stroke=mark.colour, stroke_width=2.5)
    if isinstance(mark, Line):
        dash = "7 4" if mark.dashed else None
        return path(f"M{x} {y}h20", stroke=mark.colour, stroke_width=2.5, stroke_dasharray=dash) + _marker(
            mark.marker, x + 10, y, mark.colour
        )
    return path(f"M{x} {y}h20", stroke=mark.colour, stroke_width=2, stroke_dasharray="6 4")


__all__ = [
    "Average",
    "Axis",
    "Bars",
    "Line",
    "Outline",
    "Panel",
    "chart",
    "histogram",
    "nice_ticks",
    "number",
]
