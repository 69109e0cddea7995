"""What a chart shows, as data: a :class:`Panel` with its :class:`Axis` pair and its marks (bars,
lines, histogram outlines, averages), each checked as it is made, so that a bad colour or a
histogram with the wrong number of edges fails where it is written, not where it is drawn."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

#: Hatch patterns a mark may ask for: each a 10 px tile's strokes, drawn in ink over the colour.
HATCHES = {
    "/": "M-1 11 L11 -1 M-1 1 L1 -1 M9 11 L11 9",
    "\\": "M-1 -1 L11 11 M9 -1 L11 1 M-1 9 L1 11",
    ".": "M2.5 2.5 h0.01 M7.5 7.5 h0.01",
}

HATCH_NAMES = {"/": "forward", "\\": "back", ".": "dots"}
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class Axis:
    """One axis: its words, its range (from the data where left out) and, for categories, its ticks.

    ``ticks`` pins the tick marks and their words (categories such as "2 players", or every line
    length a study tried); otherwise ticks fall on round numbers, whole ones where the axis counts
    ``whole`` things such as games. ``reverse`` runs the axis downwards, so that a horizontal bar
    chart's first category is at the top.
    """

    label: str = ""
    low: float | None = None
    high: float | None = None
    ticks: Sequence[tuple[float, str]] | None = None
    reverse: bool = False
    whole: bool = False


def _check_colour(colour: str) -> None:
    if not COLOUR.fullmatch(colour):
        raise ValueError(f"a chart colour is written #rrggbb (hatching darkens it), not {colour!r}")


@dataclass(frozen=True)
class Bars:
    """Bars standing at ``at`` (lying there, in a horizontal panel), each ``sizes`` long from
    ``base`` (a stack's bars start where the one below ends). ``tips`` say what pointing at each
    bar tells; by default the label and the size."""

    label: str
    at: Sequence[float]
    sizes: Sequence[float]
    colour: str
    hatch: str | None = None
    width: float = 0.8
    base: Sequence[float] | None = None
    opacity: float = 1.0
    tips: Sequence[str] = ()

    def __post_init__(self) -> None:
        _check_colour(self.colour)


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

    def __post_init__(self) -> None:
        _check_colour(self.colour)


@dataclass(frozen=True)
class Outline:
    """A histogram drawn as its outline only, so that it can lie over another one: ``counts[i]``
    between ``edges[i]`` and ``edges[i + 1]``."""

    label: str
    edges: Sequence[float]
    counts: Sequence[float]
    colour: str
    hatch: str | None = None
    tips: Sequence[str] = ()

    def __post_init__(self) -> None:
        _check_colour(self.colour)
        if len(self.edges) != len(self.counts) + 1:
            raise ValueError(f"{self.label}: {len(self.counts)} bins need {len(self.counts) + 1} edges")


@dataclass(frozen=True)
class Average:
    """A dashed line across the panel at ``x``, such as the mean of a histogram; ``tip`` says what
    pointing at it tells."""

    label: str
    x: float
    colour: str
    tip: str = ""


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
