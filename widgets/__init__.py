"""ipywidgets components that make the games playable in notebooks and Voila apps.

They draw what the engines in :mod:`tabletop` report and offer only the moves the engines list;
no rule is decided here. (Import ipywidgets as ``ipw``: ``widgets`` is this package.)
"""

from .board import SvgBoard
from .table import HUMAN, GameTable

__all__ = ["HUMAN", "GameTable", "SvgBoard"]
