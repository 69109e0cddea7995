"""Charts for the lessons' studies, drawn as SVG text like the boards.

The lessons used to draw their studies with matplotlib. Importing it and drawing one PNG cost a
visitor's kernel about half a second of CPU at page open, more than everything else a lesson's
first screen needs, and nbval could not check a PNG. A chart here is a few panels of bars, lines
and histogram outlines: pure functions of the numbers to an :class:`~widgets.svg.Svg` that the
notebook stores and nbval compares like any board, that a JupyterLab reader or a static export
shows the same, and where pointing at a bar, a bin or a point names its exact values.

A chart is data: a :class:`Panel` holds its :class:`Axis` pair and its marks (:class:`Bars`,
:class:`Line`, :class:`Outline`, :class:`Average`), and :func:`chart` draws panels side by side
under one heading. Colours come from the Okabe-Ito palette with hatching as a second cue, so a
colour-blind learner or a grey projector still tells the series apart; the legend sits above each
panel, where it never covers data.
"""

from .draw import chart
from .marks import Average, Axis, Bars, Line, Mark, Outline, Panel
from .scale import histogram, nice_ticks, number

__all__ = [
    "Average",
    "Axis",
    "Bars",
    "Line",
    "Mark",
    "Outline",
    "Panel",
    "chart",
    "histogram",
    "nice_ticks",
    "number",
]
