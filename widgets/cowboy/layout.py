"""Where things are drawn on the Super Cowboy picture: the range's square and its margins, the
panel below it, and the pixel of every square, corner and line of a board of either size."""

from __future__ import annotations

from typing import Final

from tabletop.cowboy.fields import Edge

from ..svg import element

BOARD: Final = 576  # the range is drawn this many pixels square: 48 px squares on 12x12, 36 px on 16x16
LEFT: Final = 30  # west edge of the range (row numbers sit left of it)
TOP: Final = 62  # north edge (two header lines and the column letters sit above it)
WIDTH: Final = LEFT + BOARD + 18
PANEL: Final = TOP + BOARD + 12  # the players, the event card and the dice
ROW: Final = 26  # a player's row in the panel
CARD_X: Final = 466  # the event card and the dice, right of the players
#: The least size of text on the picture. The picture is about 800 px tall and the table fits it to the
#: window's height, at 1280x800 about 93% of its size: 13 px is still drawn at 12 px or more there.
SMALL: Final = 13


def cell(size: int) -> float:
    """A square's side in pixels: the range keeps its size whatever the board's."""
    return BOARD / size


def corner_xy(spot: tuple[int, int], size: int) -> tuple[float, float]:
    """The pixel of a corner (column, row), where cowboys, the Bandit and pilgrims stand."""
    return LEFT + spot[0] * cell(size), TOP + spot[1] * cell(size)


def square_box(square: int, size: int) -> tuple[float, float, float]:
    """West and north pixel edges of a square, and its side."""
    row, col = divmod(square, size)
    c = cell(size)
    return LEFT + col * c, TOP + row * c, c


def edge_line(edge: Edge, size: int, **values: object) -> str:
    """A line between two corners: a fence, or the line just walked."""
    (x1, y1), (x2, y2) = (corner_xy(end, size) for end in edge.ends())
    return element("line", "", x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}", **values)


def picture_height(players: int) -> int:
    """The board, then a panel tall enough for every player's row and three lines of dice."""
    return PANEL + max(dice_top(players) + 3 * 16 + 10, 150)


def dice_top(players: int) -> int:
    """Where the lines saying what the dice meant start, below the players' rows."""
    return 20 + ROW * players + 16
