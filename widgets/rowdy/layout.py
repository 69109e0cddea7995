"""Where the parts of the table sit in the picture; only the side panels' height depends on the seats."""

from __future__ import annotations

from typing import Final

WIDTH: Final = 900
RING_TOP: Final = 46  # the Rowdy Ring and, beside it, the Play Board
BOARD_X: Final = 320  # the Play Board's left edge
PANEL_TOP: Final = 272  # the two sides' panels, under the ring and the board
SEAT_HEIGHT: Final = 104  # one seat in a panel: name, health track, tokens
DIAMOND_HEIGHT: Final = 236  # a Headliner's Manager diamond, under the seat
