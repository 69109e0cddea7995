"""A small SVG toolkit the boards share: escaping, elements, the palette, and a notebook-ready string.

Boards are drawn as strings (fast to build, easy to diff, and nbval compares SVG outputs), the way
python-chess's ``chess.svg`` draws its boards.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any, Final

#: The Okabe-Ito palette, safe for the common colour-vision deficiencies.
OKABE_ITO: Final = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "purple": "#CC79A7",
}
INK: Final = "#222222"
MUTED: Final = "#6b6b6b"
PAPER: Final = "#ffffff"
TABLE: Final = "#f4f1ea"
FONT: Final = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def px(value: float) -> str:
    """A coordinate in a path or a polygon, to a tenth of a pixel (short, and stable to diff)."""
    return f"{value:.1f}"


def coords(corners: Iterable[tuple[float, float]]) -> str:
    """A polygon's ``points``: its corners as ``x,y`` pairs, each to a tenth of a pixel."""
    return " ".join(f"{px(x)},{px(y)}" for x, y in corners)


def fit(words: str, chars: int) -> str:
    """``words`` cut to ``chars`` characters with an ellipsis showing where, so a line stays inside
    its picture."""
    return words if len(words) <= chars else words[: chars - 1].rstrip() + "…"


class Svg(str):
    """An SVG document as a string that Jupyter displays as a picture.

    Its ``repr`` is a one-line description, so a notebook stores the picture once, as SVG.
    """

    label = "picture"

    def _repr_svg_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"<SVG: {self.label}>"


def attrs(**values: object) -> str:
    """Attributes in source order; ``class_`` becomes ``class``, ``_`` becomes ``-``, None is left out."""
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        key = name.rstrip("_").replace("_", "-")
        parts.append(f' {key}="{escape(str(value), quote=True)}"')
    return "".join(parts)


def element(tag: str, content: str = "", **values: object) -> str:
    """One element; ``content`` is inserted as it is (escape text with :func:`text`)."""
    if content:
        return f"<{tag}{attrs(**values)}>{content}</{tag}>"
    return f"<{tag}{attrs(**values)}/>"


def text(
    x: float,
    y: float,
    words: str,
    *,
    size: int = 13,
    weight: str | None = None,
    fill: str = INK,
    anchor: str | None = None,
    **values: object,
) -> str:
    """A line of text, escaped; sizes below 12 px are raised to 12 so a class can read them."""
    return element(
        "text",
        escape(words),
        x=x,
        y=y,
        font_size=max(size, 12),
        font_weight=weight,
        fill=fill,
        text_anchor=anchor,
        **values,
    )


def rect(x: float, y: float, width: float, height: float, **values: object) -> str:
    return element("rect", x=x, y=y, width=width, height=height, **values)


def circle(cx: float, cy: float, r: float, **values: object) -> str:
    return element("circle", cx=cx, cy=cy, r=r, **values)


def path(d: str, **values: object) -> str:
    return element("path", d=d, **values)


def group(content: str, **values: object) -> str:
    return element("g", content, **values)


def title(words: str) -> str:
    """A tooltip and accessible name for the element it is placed in."""
    return f"<title>{escape(words)}</title>"


def button(content: str, action: str, label: str, *, enabled: bool) -> str:
    """A clickable group: the board widget sends ``action`` when it is clicked or pressed.

    Disabled buttons still carry their action, so a click is answered with the rule that forbids
    it instead of silence.
    """
    return group(
        title(label) + content,
        data_action=action,
        role="button",
        tabindex=0,
        aria_label=label,
        aria_disabled="false" if enabled else "true",
        class_="tt-action tt-enabled" if enabled else "tt-action",
    )


def document(width: int, height: int, body: str, *, label: str, **values: object) -> Svg:
    """A whole picture that scales down to narrow screens and names itself for screen readers."""
    picture = Svg(
        element(
            "svg",
            title(label) + body,
            xmlns="http://www.w3.org/2000/svg",
            viewBox=f"0 0 {width} {height}",
            width=width,
            height=height,
            style=f"max-width:100%;height:auto;font-family:{FONT}",
            role="img",
            aria_label=label,
            **values,
        )
    )
    picture.label = label
    return picture


def chip(x: float, y: float, width: float, words: str, *, fill: str, ink: str, size: int = 12) -> str:
    """A rounded label 19 px tall, outlined in ``ink`` round its centred words (``size`` px): an item
    or a power held, a card glimpsed (each game sizes it for its words)."""
    return rect(x, y, width, 19, rx=9, fill=fill, stroke=ink, stroke_width=1) + text(
        x + width / 2, y + 14, words, size=size, anchor="middle"
    )


def check_mark(x: float, y: float, size: float, colour: str) -> str:
    """A tick drawn as a path (no icon fonts: Voila here cannot reach a CDN)."""
    s = size
    return path(
        f"M{x} {y + s * 0.55} L{x + s * 0.38} {y + s * 0.9} L{x + s} {y + s * 0.1}",
        fill="none",
        stroke=colour,
        stroke_width=max(2, s / 6),
        stroke_linecap="round",
    )


def burst(cx: float, cy: float, r: float, colour: str) -> str:
    """An eight-pointed star, for explosions."""
    corners = []
    for i in range(16):
        radius = r if i % 2 == 0 else r * 0.45
        angle = i * math.pi / 8
        corners.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return element("polygon", points=coords(corners), fill=colour)


def animation_style(rules: str, moving: Sequence[str]) -> str:
    """A ``<style>`` block of animation ``rules`` (ending with a newline) after which the classes
    ``moving`` stand still for a reader whose browser asks for reduced motion, so no picture moves
    against that wish."""
    still = ", ".join(f".{name}" for name in moving)
    return (
        f"<style>\n{rules}"
        f"@media (prefers-reduced-motion: reduce) {{\n  {still} {{ animation: none; }}\n}}\n</style>"
    )


def display_as_svg(kind: type, draw: Callable[[Any], str]) -> None:
    """Let Jupyter show every ``kind`` object as the picture ``draw`` makes.

    This is IPython's own registry for types a library does not own, so the engines in
    :mod:`tabletop` stay free of any Jupyter import and still display themselves like
    python-chess boards once a notebook imports the widgets.
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is not None:
        shell.display_formatter.formatters["image/svg+xml"].for_type(kind, draw)
