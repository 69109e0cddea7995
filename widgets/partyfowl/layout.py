"""Where everything sits on the Party Fowl picture, and the colours it wears.

The picture is one 900-pixel-wide SVG: the house top left, the scoreboard (or, while building, the
pile of tiles) to its right, and under both a strip with the Party Deck, your hand and the board
buttons. Each seat differs by colour AND by shape, so no one has to tell colours apart.
"""

from __future__ import annotations

from typing import Final

from tabletop.partyfowl.data import Kind, Topic

from ..seats import SeatLook
from ..svg import OKABE_ITO

# ---- the picture's layout ----

WIDTH: Final = 900
HOUSE_X: Final = 12  # the house area, left
HOUSE_Y: Final = 58
HOUSE_W: Final = 480
HOUSE_H: Final = 440
MARGIN: Final = 16  # column letters and row numbers sit in this strip above and left of the tiles
LEGEND_H: Final = 22  # the key under the house
MAX_TILE: Final = 120  # a tile's side in pixels, at most
RIGHT_X: Final = 504  # the scoreboard (or, while building, the pile of tiles), right of the house
RIGHT_W: Final = WIDTH - RIGHT_X - 10
COLUMN: Final = RIGHT_W / 6  # one conversation stack per topic
ROW_HEAD: Final = 24  # a player's name line in the scoreboard
STACK_CARD: Final = 22  # a stack card's height; the cards under it show a strip of STACK_STEP
STACK_STEP: Final = 13
STACK_SHOWN: Final = 4  # the newest cards drawn in a stack; older ones are counted
BOTTOM_H: Final = 184  # your hand, the decks and the board buttons
CARD_W: Final = 76
CARD_H: Final = 104
HAND_X: Final = 104
BUTTONS_X: Final = 694
BUTTON_W: Final = 196
MAX_BUTTONS: Final = 12

# ---- colours and shapes: each seat differs by colour AND by shape ----

SEATS: Final = (
    SeatLook("orange", "disc"),
    SeatLook("sky", "square"),
    SeatLook("green", "diamond"),
    SeatLook("purple", "triangle"),
    SeatLook("blue", "hexagon"),
)
SEAT_STROKE: Final = 1.3  # a duck's outline
LIT: Final = OKABE_ITO["blue"]
WARN: Final = OKABE_ITO["vermillion"]
WALL: Final = "#5b4636"
THRESHOLD: Final = "#c8a165"
HOUSE_FLOOR: Final = "#e6dfcf"
TOPIC_TINT: Final[dict[Topic | None, str]] = {
    Topic.GAMES: "#fde9c2",
    Topic.MUSIC: "#d8ecfa",
    Topic.SPORTS: "#cdeee2",
    Topic.BOOKS: "#f4dcea",
    Topic.TRAVEL: "#f6f1c0",
    Topic.MOVIES: "#dde4f3",
    None: "#eee6da",
}
BATH_TINT: Final = "#e3f1f6"
CARD_TINT: Final[dict[Kind, str]] = {
    Kind.FOUL: "#f1f1f1",
    Kind.DRINK: "#fff6dc",
    Kind.FREEBIE: "#e6f4e6",
}
