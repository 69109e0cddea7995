"""Where things sit on the Rowlette board, and the two colours it adds to the shared palette.

The full board and a line drawn alone (for a lesson) share these, so their rows look the same.
"""

from __future__ import annotations

from typing import Final

from ..svg import OKABE_ITO

WIDTH: Final = 760
ROW_TOP: Final = 172
ROW_HEIGHT: Final = 112
LINE_X: Final = 330  # where the number cards of a line begin

RED: Final = OKABE_ITO["vermillion"]
SPECIAL_FILL: Final = "#dcebf7"
