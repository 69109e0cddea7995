"""Where a chart's numbers fall: counting a histogram, each axis's range from its marks, and round
ticks written as people write numbers."""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence

from .marks import Axis, Bars, Line, Outline, Panel

#: Padding round data on an axis that neither starts at zero nor has pinned ticks, as a share of
#: the data's span, so that no marker sits on the frame.
PAD = 0.06


def histogram(values: Sequence[float], edges: Sequence[float]) -> list[int]:
    """How many values fall in each bin: ``edges[i] <= value < edges[i + 1]``, the last bin closed,
    as numpy and matplotlib count them; values outside the edges are left out."""
    counts = [0] * (len(edges) - 1)
    for value in values:
        if value == edges[-1] and counts:
            counts[-1] += 1
        elif edges[0] <= value < edges[-1]:
            counts[bisect.bisect_right(edges, value) - 1] += 1
    return counts


def nice_ticks(low: float, high: float, most: int = 8, *, whole: bool = False) -> list[float]:
    """Round numbers from ``low`` to ``high``, at most ``most`` of them, a step of 1, 2 or 5 times a
    power of ten; never below 1 when the axis counts ``whole`` things (no "0.5 games")."""
    if high <= low:
        return [low]
    raw = (high - low) / max(1, most - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(power * f for f in (1, 2, 5, 10) if power * f >= raw)
    if whole:
        step = max(step, 1)
    value = math.ceil(low / step - 1e-9) * step
    ticks = []
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    return ticks


def number(value: float) -> str:
    """A tick's or tip's number as people write it: no trailing ".0", at most two decimals."""
    if abs(value - round(value)) < 1e-9:
        return f"{round(value):,}"
    words = f"{value:,.2f}".rstrip("0").rstrip(".")
    return "0" if words == "-0" else words


def axis_range(panel: Panel, which: str) -> tuple[float, float]:
    """An axis's range: as given, else the data's, from zero (up to a round number) on the axis
    bars stand on, with half a category's room at each end of pinned ticks, and a little room
    (``PAD``) round points and lines so that no marker sits on the frame."""
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
    low, high = min(values, default=0.0), max(values, default=1.0)
    if sized:
        low = min(low, 0.0)
        high = _round_up(high * 1.04, axis.whole) if high > 0 else 1.0
    elif axis.ticks:
        low, high = low - 0.6, high + 0.6
    elif high > low:
        low, high = low - (high - low) * PAD, high + (high - low) * PAD
    low = axis.low if axis.low is not None else low
    high = axis.high if axis.high is not None else high
    return (low, high) if high > low else (low - 1, low + 1)


def _round_up(value: float, whole: bool) -> float:
    """The first round number (a tick :func:`nice_ticks` would draw) at or above ``value``."""
    ticks = nice_ticks(0, value, whole=whole)
    if ticks[-1] >= value - 1e-9:
        return ticks[-1]
    return ticks[-1] + (ticks[1] - ticks[0] if len(ticks) > 1 else 1)


def axis_ticks(axis: Axis, low: float, high: float) -> list[tuple[float, str]]:
    """An axis's ticks between ``low`` and ``high`` with their words: pinned ones, else round numbers."""
    if axis.ticks is not None:
        return [(at, words) for at, words in axis.ticks if low <= at <= high]
    return [
        (at, number(at)) for at in nice_ticks(low, high, whole=axis.whole) if low - 1e-9 <= at <= high + 1e-9
    ]
