"""Super Cowboy at the table: the open range from above, its fences and fields, every token, and a
panel with the players, the last event card and the last dice.

The picture is drawn from a :class:`~tabletop.cowboy.CowboyView` only (everything in Super Cowboy
is public). Play is on the board itself: click a ringed corner to walk, your own cowboy to stay put
(or, after the move, to do nothing more), the orange line you just walked to fence it, a tree to cut
wood, an Indian to fight him. Roping and rustling take two clicks, the steer and then the ringed
square of your field it goes to. Events ask their question on the board too: a field to claim, an
item to drop, a rival to play a card on, the Indian or Bandit the cavalry chases. A player holding
Fire Water pours it for a rival by clicking that rival's name in the panel, on their own turn.

Only legal things light up, and the engine decides what is legal. A shape that cannot be used now
still explains itself on hover and, when clicked, the table answers with the engine's refusal and
the rule behind it. After each finished turn that hands over to a bot the table pauses, so the
event card and the dice can be read before the next player goes.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import tabletop
from tabletop.core import Event, IllegalAction
from tabletop.cowboy import CowboyState, CowboyView
from tabletop.cowboy.actions import (
    BUILD,
    CUT,
    REST,
    STAY,
    Action,
    Claim,
    Drop,
    Fight,
    PlayOn,
    Pour,
    Remove,
    Steer,
    Walk,
    parse,
)
from tabletop.cowboy.board import WALK_STEP, parse_square, sights_words, square_name, squares_around
from tabletop.cowboy.data import CAVALRY_CHOOSER, ITEMS, STEERS_TO_WIN, TILE, Terrain
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.fields import Edge
from tabletop.cowboy.moooove import intersection_name
from tabletop.cowboy.refusals import steer_refusal, steers_at, why_not

from ..svg import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    TABLE,
    Svg,
    button,
    circle,
    display_as_svg,
    document,
    element,
    group,
    path,
    rect,
    text,
    title,
)
from ..table import HUMAN, GameTable

GAME: Final = tabletop.get("cowboy")

# ---- the picture's layout ----

BOARD: Final = 576  # the range is drawn this many pixels square: 48 px squares on 12x12, 36 px on 16x16
LEFT: Final = 30  # west edge of the range (row numbers sit left of it)
TOP: Final = 62  # north edge (two header lines and the column letters sit above it)
WIDTH: Final = LEFT + BOARD + 18
PANEL: Final = TOP + BOARD + 12  # the players, the event card and the dice
ROW: Final = 26  # a player's row in the panel
CARD_X: Final = 466  # the event card and the dice, right of the players
MAX_BUTTONS: Final = 12  # a rope can have a dozen destinations: the board is the way to choose them
MAX_DICE: Final = 4  # dice drawn under the card; a stampede rolls twenty, the log has them all
PICK: Final = "pick"  # board clicks that only choose (a steer to rope or rustle) start with this word

# ---- colours, shapes and patterns: each seat differs by colour AND by shape and field hatching ----

SEAT_FILL: Final = (OKABE_ITO["vermillion"], OKABE_ITO["blue"], OKABE_ITO["yellow"], OKABE_ITO["purple"])
SEAT_DARK: Final = ("#a34700", "#004f7c", "#857a00", "#9b4a7a")  # hatching and text on paper
SEAT_TINT: Final = ("#f6c9a8", "#c9def2", "#f7f09a", "#efc3dc")
SEAT_LETTERING: Final = (PAPER, PAPER, INK, INK)
SEAT_SHAPE: Final = ("disc", "square", "diamond", "triangle")
SEAT_PATTERN: Final = ("stripes", "dots", "back stripes", "checks")
SEAT_COLOUR: Final = ("red", "blue", "yellow", "pink")

GRASS: Final = "#dcebc6"
GRID: Final = "#c3d6a9"
TILE_EDGE: Final = "#9db383"
WATER: Final = "#8fc3e6"
WAVE: Final = "#2f78ad"
YARD: Final = "#eadcc0"
TREE: Final = "#2f6b3a"
TRUNK: Final = "#7a4f2a"
FENCE: Final = "#3b2412"
HIDE: Final = "#c08a55"  # roaming steer tokens
WALKED: Final = OKABE_ITO["orange"]
LIT: Final = OKABE_ITO["blue"]
BANDIT_ZONE: Final = OKABE_ITO["vermillion"]

#: What each event card does, in one short line (the rules panel has the long form).
CARD_EFFECT: Final[dict[Card, str]] = {
    Card.MOOVE_STEERS: "every roaming steer wanders a square",
    Card.MOOVE_INDIANS: "every Indian wanders a square",
    Card.MOOVE_TWISTERS: "twisters blow two squares, tearing fences",
    Card.MOOVE_BANDIT: "the Bandit rides one corner on",
    Card.MOOVE_PILGRIMS: "pilgrims walk one corner on",
    Card.MOOVE_ALL: "every token on the range moves",
    Card.ROAMING_STEER: "a roaming steer from the box arrives at an edge (none once the box is empty)",
    Card.TWISTER: "a twister touches down at an edge",
    Card.INDIAN_RAID: "an Indian arrives at an edge; landing on steers, it eats them",
    Card.CAVALRY: "chase off an Indian or the Bandit, "
    + ("the drawer's pick" if CAVALRY_CHOOSER == "drawer" else "picked by a D8"),
    Card.NO_NAME: "a rival loses a turn",
    Card.STAMPEDE: "every roaming steer runs a square, over fences and water",
    Card.BANDIT: "the Bandit rides in to a middle tile's centre corner or a board corner",
    Card.PILGRIMS: "a pilgrim crosses the range",
    Card.SIX_SHOOTER: "item: fights are won on 3-8",
    Card.LARIAT: "item: a failed rustle is rolled again, once, by itself",
    Card.AXE: "item: cutting wood gives 4 fences",
    Card.BILLS: "item: pays for you once when caught",
    Card.BRANDER: "item: rustlers of your steers are caught on 1-5",
    Card.FIRE_WATER: "item: pour it for a rival on your turn: they lose a turn",
}
ITEM_SHORT: Final[dict[Card, str]] = {
    Card.SIX_SHOOTER: "Six Shooter",
    Card.LARIAT: "Lariat",
    Card.AXE: "Axe",
    Card.BILLS: "Bills",
    Card.BRANDER: "Brander",
    Card.FIRE_WATER: "Fire Water",
}
PHASE_WORDS: Final = {
    "move": "move",
    "action": "act",
    "claim": "claim a field",
    "drop": "drop an item",
    "target": "choose a rival",
    "cavalry": "send the cavalry",
}
WORD: Final = {"N": "north", "E": "east", "S": "south", "W": "west"}

ROLL_STYLE: Final = """<style>
@keyframes tt-cowboy-roll {
  0% { transform: rotate(-200deg) scale(0.4); opacity: 0; }
  70% { transform: rotate(20deg) scale(1.1); opacity: 1; }
  100% { transform: none; opacity: 1; }
}
@keyframes tt-cowboy-show { from { opacity: 0; } to { opacity: 1; } }
.tt-cowboy-roll { transform-box: fill-box; transform-origin: center;
                  animation: tt-cowboy-roll 0.7s ease-out both; }
.tt-cowboy-number { animation: tt-cowboy-show 0.3s ease-out 0.6s both; }
@media (prefers-reduced-motion: reduce) {
  .tt-cowboy-roll, .tt-cowboy-number { animation: none; }
}
</style>"""


# ---- what the player has chosen so far, and the legal moves sorted for the board ----


@dataclass
class Pick:
    """The steer picked for a rope or rustle, before its destination is clicked (not yet sent)."""

    steer: str | None = None  # the square's name, as in the action strings

    def clear(self) -> None:
        self.steer = None


@dataclass(frozen=True)
class Options:
    """The legal moves, read back from their strings and sorted by what the board lights up."""

    actions: tuple[Action, ...]
    texts: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def of(cls, legal: Iterable[str]) -> Options:
        texts = frozenset(legal)
        return cls(tuple(a for a in map(parse, sorted(texts)) if a is not None), texts)

    def has(self, action: Action) -> bool:
        return str(action) in self.texts

    def steer_moves(self, steer: str | None) -> list[Steer]:
        """Ropes and rustles of the steer at ``steer``, one per destination."""
        return [a for a in self.actions if isinstance(a, Steer) and a.steer == steer]

    def steers(self) -> set[str]:
        """The squares whose steer can be roped or rustled now."""
        return {a.steer for a in self.actions if isinstance(a, Steer)}

    def of_kind(self, kind: type[Any]) -> list[Any]:
        return [a for a in self.actions if isinstance(a, kind)]


@dataclass(frozen=True)
class Dice:
    """The dice of the last move that rolled any, with who rolled them (the table keeps these)."""

    who: str
    rolls: tuple[str, ...]


def steer_label(view: CowboyView, where: str, options: Options) -> str:
    """What a click on the steer at ``where`` does on your turn (one steer at a time, where a square
    holds several), or why it cannot."""
    moves = options.steer_moves(where)
    if moves:
        how = f"{moves[0].verb.lower()} it into a square of your field"
        which = "one" if steers_at(view, parse_square(where, view.size)) > 1 else "it"
        return f"pick {which} to {how} ({len(moves)} free)"
    why = steer_refusal(view, where)
    return why.text if why else "it cannot be roped or rustled now."


# ---- where things are drawn ----


def cell(size: int) -> float:
    return BOARD / size


def corner_xy(spot: tuple[int, int], size: int) -> tuple[float, float]:
    return LEFT + spot[0] * cell(size), TOP + spot[1] * cell(size)


def square_box(square: int, size: int) -> tuple[float, float, float]:
    """West and north pixel edges of a square, and its side."""
    row, col = divmod(square, size)
    c = cell(size)
    return LEFT + col * c, TOP + row * c, c


def _line(edge: Edge, size: int, **values: object) -> str:
    (x1, y1), (x2, y2) = (corner_xy(end, size) for end in edge.ends())
    return element("line", "", x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}", **values)


def _f(value: float) -> str:
    return f"{value:.1f}"


# ---- symbols ----


def steer_head(cx: float, cy: float, s: float, colour: str = INK, *, face: str = PAPER) -> str:
    """A steer's head from the front: long curved horns and a narrow face."""
    horns = path(
        f"M{_f(cx - 0.3 * s)} {_f(cy - 0.25 * s)} Q{_f(cx - 0.95 * s)} {_f(cy - 0.2 * s)} "
        f"{_f(cx - 1.0 * s)} {_f(cy - 0.8 * s)} M{_f(cx + 0.3 * s)} {_f(cy - 0.25 * s)} "
        f"Q{_f(cx + 0.95 * s)} {_f(cy - 0.2 * s)} {_f(cx + 1.0 * s)} {_f(cy - 0.8 * s)}",
        fill="none",
        stroke=colour,
        stroke_width=max(1.5, s * 0.16),
        stroke_linecap="round",
    )
    head = path(
        f"M{_f(cx - 0.38 * s)} {_f(cy - 0.42 * s)} L{_f(cx + 0.38 * s)} {_f(cy - 0.42 * s)} "
        f"L{_f(cx + 0.24 * s)} {_f(cy + 0.6 * s)} Q{_f(cx)} {_f(cy + 0.85 * s)} {_f(cx - 0.24 * s)} "
        f"{_f(cy + 0.6 * s)} Z",
        fill=face,
        stroke=colour,
        stroke_width=max(1.2, s * 0.1),
        stroke_linejoin="round",
    )
    eyes = circle(cx - 0.15 * s, cy - 0.1 * s, max(1.0, 0.07 * s), fill=colour) + circle(
        cx + 0.15 * s, cy - 0.1 * s, max(1.0, 0.07 * s), fill=colour
    )
    return horns + head + eyes


def tree(cx: float, cy: float, s: float) -> str:
    """A round-topped tree on a short trunk."""
    return rect(cx - 0.1 * s, cy + 0.1 * s, 0.2 * s, 0.45 * s, fill=TRUNK) + path(
        f"M{_f(cx)} {_f(cy - 0.62 * s)} L{_f(cx + 0.42 * s)} {_f(cy + 0.2 * s)} "
        f"L{_f(cx - 0.42 * s)} {_f(cy + 0.2 * s)} Z",
        fill=TREE,
        stroke="#1f4a28",
        stroke_width=1,
        stroke_linejoin="round",
    )


def house(cx: float, cy: float, s: float) -> str:
    """A little homestead: walls, roof and door."""
    return (
        rect(
            cx - 0.32 * s,
            cy - 0.05 * s,
            0.64 * s,
            0.42 * s,
            fill="#f5efe2",
            stroke="#6b4a2b",
            stroke_width=1.2,
        )
        + path(
            f"M{_f(cx - 0.42 * s)} {_f(cy)} L{_f(cx)} {_f(cy - 0.4 * s)} L{_f(cx + 0.42 * s)} {_f(cy)} Z",
            fill="#a0522d",
            stroke="#6b4a2b",
            stroke_width=1.2,
            stroke_linejoin="round",
        )
        + rect(cx - 0.07 * s, cy + 0.14 * s, 0.14 * s, 0.23 * s, fill="#6b4a2b")
    )


def wave(x: float, y: float, c: float) -> str:
    """Two ripples across a water square."""
    out = ""
    for k, dy in enumerate((0.38, 0.66)):
        yy = y + dy * c
        shift = 0.12 * c if k else 0.0
        out += path(
            f"M{_f(x + 0.12 * c + shift)} {_f(yy)} q{_f(0.13 * c)} {_f(-0.12 * c)} {_f(0.25 * c)} 0 "
            f"t{_f(0.25 * c)} 0",
            fill="none",
            stroke=WAVE,
            stroke_width=max(1.2, c / 24),
            stroke_linecap="round",
        )
    return out


def feather(cx: float, cy: float, s: float) -> str:
    """An Indian token: a feather on a sand-coloured disc."""
    return (
        circle(cx, cy, s, fill="#f3e1c2", stroke="#7a3b12", stroke_width=1.5)
        + path(
            f"M{_f(cx - 0.45 * s)} {_f(cy + 0.6 * s)} Q{_f(cx - 0.55 * s)} {_f(cy - 0.45 * s)} "
            f"{_f(cx + 0.5 * s)} {_f(cy - 0.7 * s)} Q{_f(cx + 0.25 * s)} {_f(cy + 0.3 * s)} "
            f"{_f(cx - 0.45 * s)} {_f(cy + 0.6 * s)} Z",
            fill="#b5561e",
            stroke="#7a3b12",
            stroke_width=1,
        )
        + path(
            f"M{_f(cx - 0.55 * s)} {_f(cy + 0.75 * s)} L{_f(cx + 0.35 * s)} {_f(cy - 0.5 * s)}",
            stroke=INK,
            stroke_width=1.2,
        )
    )


def twister(cx: float, cy: float, s: float) -> str:
    """A grey funnel, wide at the top and whirling down to a point."""
    funnel = path(
        f"M{_f(cx - 0.95 * s)} {_f(cy - 0.75 * s)} Q{_f(cx)} {_f(cy - 1.05 * s)} {_f(cx + 0.95 * s)} "
        f"{_f(cy - 0.75 * s)} Q{_f(cx + 0.3 * s)} {_f(cy - 0.1 * s)} {_f(cx + 0.12 * s)} {_f(cy + 0.95 * s)} "
        f"Q{_f(cx - 0.25 * s)} {_f(cy - 0.05 * s)} {_f(cx - 0.95 * s)} {_f(cy - 0.75 * s)} Z",
        fill="#8d8d8d",
        stroke="#3d3d3d",
        stroke_width=1.2,
        stroke_linejoin="round",
    )
    swirls = path(
        f"M{_f(cx - 0.6 * s)} {_f(cy - 0.45 * s)} Q{_f(cx)} {_f(cy - 0.3 * s)} {_f(cx + 0.55 * s)} "
        f"{_f(cy - 0.5 * s)} M{_f(cx - 0.3 * s)} {_f(cy)} Q{_f(cx)} {_f(cy + 0.1 * s)} {_f(cx + 0.3 * s)} "
        f"{_f(cy - 0.05 * s)} M{_f(cx - 0.1 * s)} {_f(cy + 0.45 * s)} "
        f"L{_f(cx + 0.15 * s)} {_f(cy + 0.42 * s)}",
        fill="none",
        stroke=PAPER,
        stroke_width=1.3,
        stroke_linecap="round",
    )
    return funnel + swirls


def steer_token(cx: float, cy: float, s: float, count: int) -> str:
    """A roaming steer token; a badge counts several on one square."""
    out = circle(cx, cy, s, fill=HIDE, stroke=INK, stroke_width=1.3)
    out += steer_head(cx, cy + 0.08 * s, 0.62 * s, INK, face="#f3e6d3")
    if count > 1:
        out += _badge(cx + 0.85 * s, cy - 0.8 * s, count)
    return out


def stolen_token(cx: float, cy: float, s: float) -> str:
    """A Stolen Steer token covering a printed steer: a dark disc, the head struck through."""
    return (
        circle(cx, cy, s, fill="#4a4a4a", stroke=INK, stroke_width=1.3)
        + steer_head(cx, cy + 0.08 * s, 0.55 * s, "#d9d9d9", face="#4a4a4a")
        + path(
            f"M{_f(cx - 0.7 * s)} {_f(cy + 0.7 * s)} L{_f(cx + 0.7 * s)} {_f(cy - 0.7 * s)}",
            stroke=OKABE_ITO["vermillion"],
            stroke_width=max(2.0, s * 0.2),
            stroke_linecap="round",
        )
    )


def printed_steer(cx: float, cy: float, s: float) -> str:
    """A steer printed on the range: drawn on the ground in brown, not a token (it never moves)."""
    return circle(
        cx, cy, s, fill=PAPER, fill_opacity=0.5, stroke=TRUNK, stroke_width=1, stroke_dasharray="2 2"
    ) + steer_head(cx, cy + 0.08 * s, 0.7 * s, TRUNK, face="#f7efe2")


def bandit_marker(cx: float, cy: float, r: float) -> str:
    """The Bandit: a dark disc with a red mask."""
    return (
        circle(cx, cy, r, fill=INK, stroke=PAPER, stroke_width=1.5)
        + rect(cx - r * 0.8, cy - r * 0.3, r * 1.6, r * 0.45, rx=2, fill=OKABE_ITO["vermillion"])
        + circle(cx - r * 0.35, cy - r * 0.08, r * 0.13, fill=INK)
        + circle(cx + r * 0.35, cy - r * 0.08, r * 0.13, fill=INK)
    )


def pilgrim_marker(cx: float, cy: float, r: float, heading: str) -> str:
    """A pilgrim: a lettered disc with an arrow the way it walks."""
    dx, dy = WALK_STEP.get(heading, (0, 0))
    tip = (cx + dx * r * 1.7, cy + dy * r * 1.7)
    wings = [(cx + dx * r * 1.1 + dy * r * 0.45, cy + dy * r * 1.1 + dx * r * 0.45),
             (cx + dx * r * 1.1 - dy * r * 0.45, cy + dy * r * 1.1 - dx * r * 0.45)]  # fmt: skip
    arrow = path(f"M{_f(cx)} {_f(cy)} L{_f(tip[0])} {_f(tip[1])}", stroke=INK, stroke_width=2) + element(
        "polygon", points=" ".join(f"{_f(a)},{_f(b)}" for a, b in [tip, *wings]), fill=INK
    )
    return (
        arrow
        + circle(cx, cy, r * 0.8, fill=PAPER, stroke=INK, stroke_width=1.5)
        + text(cx, cy + 4.3, "P", size=12, weight="700", anchor="middle")
    )


def _badge(cx: float, cy: float, count: int) -> str:
    return circle(cx, cy, 7.5, fill=INK, stroke=PAPER, stroke_width=1) + text(
        cx, cy + 4.3, str(count), size=12, weight="700", fill=PAPER, anchor="middle"
    )


def seat_shape(seat: int, cx: float, cy: float, r: float, **values: object) -> str:
    """A seat's marker: disc, square, diamond or triangle, in its colour."""
    style: dict[str, object] = {"fill": SEAT_FILL[seat], "stroke": INK, "stroke_width": 1.5, **values}
    kind = SEAT_SHAPE[seat]
    if kind == "disc":
        return circle(cx, cy, r, **style)
    if kind == "square":
        return rect(cx - 0.88 * r, cy - 0.88 * r, 1.76 * r, 1.76 * r, rx=2, **style)
    if kind == "diamond":
        k = 1.2 * r
        points = f"{_f(cx)},{_f(cy - k)} {_f(cx + k)},{_f(cy)} {_f(cx)},{_f(cy + k)} {_f(cx - k)},{_f(cy)}"
        return element("polygon", "", points=points, **style)
    k = 1.25 * r
    points = f"{_f(cx)},{_f(cy - k)} {_f(cx + k)},{_f(cy + 0.75 * k)} {_f(cx - k)},{_f(cy + 0.75 * k)}"
    return element("polygon", "", points=points, **style)


def initials(players: Sequence[str]) -> list[str]:
    """Each seat's letter on its cowboy: the name's first letter, or the seat number if two share one."""
    first = [(name.strip()[:1] or "?").upper() for name in players]
    return [letter if first.count(letter) == 1 else str(seat + 1) for seat, letter in enumerate(first)]


def cowboy_marker(view: CowboyView, seat: int, cx: float, cy: float, r: float) -> str:
    letter = initials(view.players)[seat]
    dy = 5.5 if SEAT_SHAPE[seat] == "triangle" else 4.3
    return seat_shape(seat, cx, cy, r) + text(
        cx, cy + dy, letter, size=12, weight="700", fill=SEAT_LETTERING[seat], anchor="middle"
    )


def d8(cx: float, cy: float, s: float, number: int | None, *, animate: bool = False, delay: float = 0) -> str:
    """A D8 seen from above (a diamond with its facets) showing ``number``."""
    body = element(
        "polygon",
        points=" ".join(
            f"{_f(cx + a * s)},{_f(cy + b * s)}" for a, b in ((0, -1), (0.9, 0), (0, 1), (-0.9, 0))
        ),
        fill=PAPER,
        stroke=INK,
        stroke_width=1.5,
        stroke_linejoin="round",
    ) + path(f"M{_f(cx - 0.9 * s)} {_f(cy)} L{_f(cx + 0.9 * s)} {_f(cy)}", stroke="#b0b0b0", stroke_width=1)
    style = f"animation-delay:{delay:.2f}s" if animate and delay else None
    die = group(body, class_="tt-cowboy-roll" if animate else None, style=style)
    if number is None:
        return die
    label = group(
        rect(cx - 8, cy - 8, 16, 16, rx=3, fill=PAPER)
        + text(cx, cy + 5, str(number), size=14, weight="700", anchor="middle"),
        class_="tt-cowboy-number" if animate else None,
        style=f"animation-delay:{0.6 + delay:.2f}s" if animate and delay else None,
    )
    return die + label


def jail(x: float, y: float, turns: int) -> str:
    """Bars and a count: turns this player will lose (jail, No Name, Fire Water)."""
    bars = rect(x, y, 16, 16, rx=2, fill=PAPER, stroke=INK, stroke_width=1.2) + path(
        f"M{x + 4} {y} V{y + 16} M{x + 8} {y} V{y + 16} M{x + 12} {y} V{y + 16}", stroke=INK, stroke_width=1.5
    )
    words = f"loses {turns} turn{'s' * (turns > 1)}"
    return group(
        title(words) + bars + text(x + 19, y + 13, f"-{turns}", size=12, weight="700"), aria_label=words
    )


def fence_icon(x: float, y: float) -> str:
    """Two posts and two rails: fences in hand."""
    return path(
        f"M{x + 2} {y} V{y + 13} M{x + 12} {y} V{y + 13} M{x} {y + 4} H{x + 14} M{x} {y + 9} H{x + 14}",
        stroke=FENCE,
        stroke_width=2,
        stroke_linecap="round",
    )


def patterns() -> str:
    """Each seat's field hatching, so fields differ by pattern as well as by colour."""
    defs = ""
    for seat in range(4):
        ink = SEAT_DARK[seat]
        pid = f"tt-cowboy-field-{seat}"
        kind = SEAT_PATTERN[seat]
        if kind == "dots":
            body = circle(4, 4, 1.7, fill=ink)
            defs += element("pattern", body, id=pid, width=8, height=8, patternUnits="userSpaceOnUse")
        elif kind == "checks":
            body = path("M0 0.5 H8 M0.5 0 V8", stroke=ink, stroke_width=1.3)
            defs += element("pattern", body, id=pid, width=8, height=8, patternUnits="userSpaceOnUse")
        else:
            turn = 45 if kind == "stripes" else -45
            body = rect(0, 0, 2.2, 8, fill=ink)
            defs += element(
                "pattern",
                body,
                id=pid,
                width=8,
                height=8,
                patternUnits="userSpaceOnUse",
                patternTransform=f"rotate({turn})",
            )
    return element("defs", defs)


def field_swatch(seat: int, x: float, y: float, w: float, h: float) -> str:
    return rect(x, y, w, h, fill=SEAT_TINT[seat], stroke=SEAT_DARK[seat], stroke_width=1) + rect(
        x, y, w, h, fill=f"url(#tt-cowboy-field-{seat})", fill_opacity=0.8
    )


# ---- the picture ----


def draw_board(
    view: CowboyView,
    legal: frozenset[str] = frozenset(),
    pick: Pick | None = None,
    *,
    dice: Dice | None = None,
    animate: bool = False,
    caption: str = "",
) -> Svg:
    """The whole range from above, with the players' panel; shapes of legal moves are clickable.

    ``legal`` are the moves of the player on turn as strings (empty for a spectator or while the
    table pauses); ``pick`` is a steer already picked; ``dice`` the last dice rolled (by default
    the view's, those of the last move); ``animate`` rolls them in; ``caption`` replaces the line
    that says what to do.
    """
    pick = pick or Pick()
    options = Options.of(legal)
    if pick.steer not in options.steers():
        pick = Pick()
    deciding = view.seat is not None and view.seat == view.current and bool(legal)
    height = picture_height(len(view.players))
    body = rect(0, 0, WIDTH, height, fill=TABLE) + patterns()
    body += _header(view, pick, options, caption, deciding=deciding)
    body += _coordinates(view.size)
    body += _terrain(view)
    body += _fields(view)
    body += _trees(view)
    body += _grid(view.size)
    body += _fences(view)
    body += _claims(view, options, deciding=deciding)
    squares, held = _squares(view, options, pick, deciding=deciding)
    body += squares + _destinations(view, options, pick) + held  # a ringed square comes before letting go
    body += _walked(view, options, deciding=deciding)
    body += _corners(view, options, deciding=deciding)
    body += _panel(view, options, dice, animate=animate, deciding=deciding)
    if animate:
        body += ROLL_STYLE
    return document(WIDTH, height, body, label=board_label(view))


def picture_height(players: int) -> int:
    """The board, then a panel tall enough for every player's row and three lines of dice."""
    return PANEL + max(_dice_top(players) + 3 * 16 + 10, 150)


def _dice_top(players: int) -> int:
    """Where the lines saying what the dice meant start, below the players' rows."""
    return 20 + ROW * players + 16


def board_label(view: CowboyView) -> str:
    """The board's accessible name (browser tests read it too)."""
    herds = ", ".join(f"{name} {herd}" for name, herd in zip(view.players, view.herds))
    if len(view.winners) > 1:
        who = _names(view, view.winners)
        return f"Game over: {who} share the win after {_rounds(view.rounds)} (herds {herds})"
    if view.winner is not None:
        who = view.players[view.winner]
        herd = view.herds[view.winner]
        if herd >= STEERS_TO_WIN:
            return f"Game over: {who} wins with {herd} steers in their fields (herds {herds})"
        closed = f"when the range closed after {_rounds(view.rounds)}"
        return f"Game over: {view.verdict}, {closed} (herds {herds})"  # the engine's words: what decided it
    who = view.players[view.current] if view.current is not None else "nobody"
    doing = PHASE_WORDS.get(view.phase, view.phase)
    return f"Super Cowboy, round {view.rounds + 1}, {who} to {doing}: herds {herds}"


def _rounds(count: int) -> str:
    return f"{count} round{'s' * (count != 1)}"


def _names(view: CowboyView, seats: Sequence[int]) -> str:
    """Players named in a list: "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    names = [view.players[seat] for seat in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def _header(view: CowboyView, pick: Pick, options: Options, caption: str, *, deciding: bool) -> str:
    if len(view.winners) > 1:
        line = f"Game over · {_names(view, view.winners)} share the win"
    elif view.winner is not None:
        line = f"Game over · {view.players[view.winner]} wins"
    else:
        who = view.players[view.current] if view.current is not None else ""
        line = f"Round {view.rounds + 1} · {who} to {PHASE_WORDS.get(view.phase, view.phase)}"
    out = text(LEFT, 20, line, size=15, weight="700")
    note = caption or _instruction(view, pick, options, deciding=deciding)
    return out + text(LEFT, 38, _fit(note, 90), size=13, fill=INK if deciding else MUTED)


def _instruction(view: CowboyView, pick: Pick, options: Options, *, deciding: bool) -> str:
    """What the player on turn can do now, in one line."""
    if len(view.winners) > 1:
        return f"After {_rounds(view.rounds)} the range closes: a full tie, so the win is shared."
    if view.winner is not None:
        herd = view.herds[view.winner]
        if herd >= STEERS_TO_WIN:
            return f"{view.players[view.winner]} has {herd} steers in their fields."
        return f"The range closes: {view.verdict}."
    who = view.players[view.current] if view.current is not None else ""
    if not deciding:
        return f"{who} decides next; everything on the range is public."
    if pick.steer is not None:
        verb = options.steer_moves(pick.steer)[0].verb
        return (
            f"{verb} the steer at {pick.steer}: click a ringed square of your field, or the steer to let go."
        )
    pour = bool(options.of_kind(Pour))
    if view.phase == "move" and pour:
        return "Click a ringed corner to walk, your cowboy to stay put, a rival's name to pour Fire Water."
    if view.phase == "move":
        return "Click a ringed corner to walk one line, or your cowboy to stay put."
    if view.phase == "action":
        verbs = []
        if options.has(BUILD):
            verbs.append("fence the orange line")
        if any(a.verb == "Rope" for a in options.of_kind(Steer)):
            verbs.append("rope")
        if any(a.verb == "Rustle" for a in options.of_kind(Steer)):
            verbs.append("rustle")
        if options.of_kind(Fight):
            verbs.append("fight")
        if options.has(CUT):
            verbs.append("cut wood")
        if options.of_kind(Walk):
            verbs.append("walk again")
        if pour:
            verbs.append("pour Fire Water (click a rival)")
        return f"Act: {', '.join(verbs)}{', or ' if verbs else ''}click your cowboy to end the turn."
    if view.phase == "claim" and any(view.owner[min(part)] is not None for part in view.pending):
        return "Your fence cut a rival's field in two: click the part to take; the rival keeps the other."
    if view.phase == "claim":  # the "choose" reading of TWO_FIELDS_AT_ONCE
        return "Your fence shut in several fields at once: click the one to take; nobody owns the others."
    if view.phase == "drop":
        return "Three items are too many: click the one to drop, below."
    if view.phase == "target":
        return f"Play {view.drawn} on a rival: click their name below."
    if view.phase == "cavalry":
        return "The cavalry rides in: click the Indian or the Bandit it chases off."
    return ""


def _fit(words: str, chars: int) -> str:
    return words if len(words) <= chars else words[: chars - 1].rstrip() + "…"


def _coordinates(size: int) -> str:
    c = cell(size)
    out = ""
    for i in range(size):
        out += text(LEFT + (i + 0.5) * c, TOP - 6, chr(ord("A") + i), size=12, fill=MUTED, anchor="middle")
        out += text(LEFT - 5, TOP + (i + 0.5) * c + 4, str(i + 1), size=12, fill=MUTED, anchor="end")
    return out


def _terrain(view: CowboyView) -> str:
    """Grass, water and homesteads (trees go over the fields, printed steers with the tokens)."""
    size = view.size
    out = rect(LEFT, TOP, BOARD, BOARD, fill=GRASS)
    for square, kind in enumerate(view.terrain):
        x, y, c = square_box(square, size)
        name = square_name(square, size)
        if kind is Terrain.WATER:
            out += group(title(f"{name}: water") + rect(x, y, c, c, fill=WATER) + wave(x, y, c))
        elif kind is Terrain.HOMESTEAD:
            out += group(
                title(f"{name}: homestead") + rect(x, y, c, c, fill=YARD) + house(x + c / 2, y + c / 2, c)
            )
    return out


def _trees(view: CowboyView) -> str:
    out = ""
    for square, kind in enumerate(view.terrain):
        if kind is Terrain.TREE:
            x, y, c = square_box(square, view.size)
            name = square_name(square, view.size)
            out += group(title(f"{name}: a tree (cut wood next to it)") + tree(x + c / 2, y + c / 2, c * 0.8))
    return out


def _fields(view: CowboyView) -> str:
    """Owned squares: tinted in the owner's colour and hatched in the owner's pattern."""
    out = ""
    for square, owner in enumerate(view.owner):
        if owner is None:
            continue
        x, y, c = square_box(square, view.size)
        words = f"{square_name(square, view.size)}: {view.players[owner]}'s field"
        out += group(
            title(words)
            + rect(x, y, c, c, fill=SEAT_TINT[owner], fill_opacity=0.75)
            + rect(x, y, c, c, fill=f"url(#tt-cowboy-field-{owner})", fill_opacity=0.55)
        )
    return out


def _grid(size: int) -> str:
    """Faint lines the cowboys walk along; tile borders a little stronger."""
    c = cell(size)
    thin = "".join(
        f"M{_f(LEFT + i * c)} {TOP} V{TOP + BOARD} M{LEFT} {_f(TOP + i * c)} H{LEFT + BOARD} "
        for i in range(size + 1)
        if i % TILE
    )
    tiles = "".join(
        f"M{_f(LEFT + i * c)} {TOP} V{TOP + BOARD} M{LEFT} {_f(TOP + i * c)} H{LEFT + BOARD} "
        for i in range(0, size + 1, TILE)
    )
    return path(thin, stroke=GRID, stroke_width=1, fill="none") + path(
        tiles, stroke=TILE_EDGE, stroke_width=1.6, fill="none"
    )


def _claims(view: CowboyView, options: Options, *, deciding: bool) -> str:
    """The fields a fence closed, while the builder chooses: each one click to claim."""
    if view.phase != "claim":
        return ""
    out = ""
    for part in view.pending:
        action = Claim(square_name(min(part), view.size))
        steers = sum(steers_at(view, s) for s in part)
        label = f"{action}: {len(part)} square{'s' * (len(part) != 1)}, {steers} steer{'s' * (steers != 1)}"
        c = cell(view.size)
        content = ""
        for square in sorted(part):
            x, y, _ = square_box(square, view.size)
            content += rect(x, y, c, c, fill=LIT, fill_opacity=0.2) + rect(
                x + 5,
                y + 5,
                c - 10,
                c - 10,
                fill="none",
                stroke=LIT,
                stroke_width=2.5,
                stroke_dasharray="5 3",
            )
        x, y, _ = square_box(min(part), view.size)
        content += text(
            x + c / 2, y + c / 2 + 4, action.square, size=12, weight="700", fill=LIT, anchor="middle"
        )
        if deciding:
            out += button(content, str(action), label, enabled=options.has(action))
        else:
            out += group(title(label) + content)
    return out


def _fences(view: CowboyView) -> str:
    out = ""
    for edge in sorted(view.fenced, key=lambda e: (e.horizontal, e.row, e.col)):
        out += _line(edge, view.size, stroke=FENCE, stroke_width=5, stroke_linecap="round")
    for edge in view.fenced:
        for end in edge.ends():
            x, y = corner_xy(end, view.size)
            out += rect(x - 2.5, y - 2.5, 5, 5, fill=FENCE)
    return out


def _walked(view: CowboyView, options: Options, *, deciding: bool) -> str:
    """The line walked this turn, in orange: the place a fence may go."""
    edge = view.walked
    if edge is None or view.winner is not None:
        return ""
    mark = _line(edge, view.size, stroke=INK, stroke_width=10, stroke_linecap="round")
    mark += _line(edge, view.size, stroke=WALKED, stroke_width=7, stroke_linecap="round")
    mark += _line(edge, view.size, stroke=INK, stroke_width=1.5, stroke_dasharray="3 4")
    if deciding and view.phase == "action":
        hit = _line(edge, view.size, stroke=PAPER, stroke_opacity=0, stroke_width=16)
        if options.has(BUILD):
            fences = view.fences[view.current] if view.current is not None else 0
            label = f"Build a fence on the line you just walked ({fences} in hand)"
            ring = _line(
                edge, view.size, stroke=LIT, stroke_width=16, stroke_opacity=0.45, stroke_linecap="round"
            )
            return button(ring + mark + hit, str(BUILD), label, enabled=True)
        why = why_not(view, BUILD)
        label = "Build a fence: " + (why.text if why else "not now.")
        return button(mark + hit, str(BUILD), label, enabled=False)
    return group(title("The line walked this turn") + mark)


def _slots(count: int) -> list[tuple[float, float]]:
    """Where up to three things sit in a square (fractions of its side)."""
    return [[(0.5, 0.5)], [(0.3, 0.34), (0.7, 0.66)], [(0.28, 0.3), (0.72, 0.3), (0.5, 0.72)]][
        min(count, 3) - 1
    ]


def _squares(view: CowboyView, options: Options, pick: Pick, *, deciding: bool) -> tuple[str, str]:
    """Printed steers, roaming steers, Indians and twisters; those you may act on are buttons.

    The picked steer comes back apart, to be drawn after the squares it may go to.
    """
    size = view.size
    seat = view.current
    near = set(squares_around(*view.cowboys[seat], size)) if deciding and seat is not None else set()
    out, held = "", ""
    for square in range(size * size):
        printed = view.terrain[square] is Terrain.PRINTED_STEER
        tokens = view.steers.count(square)
        indians = view.indians.count(square)
        twisters = view.twisters.count(square)
        tree_here = view.terrain[square] is Terrain.TREE
        things = (printed or tokens > 0) + (indians > 0) + (twisters > 0)
        x, y, c = square_box(square, size)
        name = square_name(square, size)
        if tree_here and square in near and view.phase in ("move", "action"):
            out += _tree_button(view, options, x + c / 2, y + c / 2, c)
        if not things:
            continue
        slots = iter(_slots(things))
        r = c * (0.3 if things == 1 else 0.22)
        if printed or tokens:
            fx, fy = next(slots)
            spot = _steer_spot(
                view, options, pick, square, x + fx * c, y + fy * c, r, near, deciding=deciding
            )
            if pick.steer == name:
                held = spot
            else:
                out += spot
        if indians:
            fx, fy = next(slots)
            cx, cy = x + fx * c, y + fy * c
            shape = feather(cx, cy, r) + (_badge(cx + 0.85 * r, cy - 0.8 * r, indians) if indians > 1 else "")
            label = f"Indian{'s' * (indians > 1)} at {name}" + (f" ({indians})" if indians > 1 else "")
            out += _token_button(
                view, options, shape, label, cx, cy, r, Fight(name), Remove(name), square in near
            )
        if twisters:
            fx, fy = next(slots)
            cx, cy = x + fx * c, y + fy * c
            shape = twister(cx, cy, r) + (
                _badge(cx + 0.85 * r, cy - 0.8 * r, twisters) if twisters > 1 else ""
            )
            out += group(title(f"Twister at {name}: it tears fences and throws tokens") + shape)
    return out, held


def _steer_spot(
    view: CowboyView,
    options: Options,
    pick: Pick,
    square: int,
    cx: float,
    cy: float,
    r: float,
    near: set[int],
    *,
    deciding: bool,
) -> str:
    name = square_name(square, view.size)
    printed = view.terrain[square] is Terrain.PRINTED_STEER
    tokens = view.steers.count(square)
    owner = view.owner[square]
    whose = f" in {view.players[owner]}'s field" if owner is not None else ""
    shape = ""
    words = []
    if printed and square in view.stolen:
        shape += stolen_token(cx, cy, r)
        words.append(f"a Stolen Steer token covers the printed steer at {name}")
    elif printed:
        shape += printed_steer(cx, cy, r)
        words.append(f"a steer printed on the range at {name}")
    if tokens:
        tx, ty = (cx + 0.45 * r, cy + 0.45 * r) if printed else (cx, cy)
        shape += steer_token(tx, ty, r * (0.75 if printed else 1), tokens)
        words.append(f"{tokens} roaming steer{'s' * (tokens > 1)} at {name}")
    label = "; ".join(words) + whose
    label = label[:1].upper() + label[1:]
    on_turn = deciding and view.phase in ("move", "action") and square in near
    if not on_turn or not steers_at(view, square) or owner == view.current:
        return group(title(label) + shape)
    moves = options.steer_moves(name)
    if not moves:
        return button(
            shape, f"{PICK} steer {name}", f"{label}: {steer_label(view, name, options)}", enabled=False
        )
    if pick.steer == name:
        ring = circle(cx, cy, r + 4, fill=PAPER, fill_opacity=0.6, stroke=LIT, stroke_width=4)
        return button(ring + shape, f"{PICK} nothing", f"Let go of the steer at {name}", enabled=True)
    ring = circle(cx, cy, r + 3, fill=PAPER, fill_opacity=0.45, stroke=LIT, stroke_width=2.5)
    return button(
        ring + shape, f"{PICK} steer {name}", f"{label}: {steer_label(view, name, options)}", enabled=True
    )


def _token_button(
    view: CowboyView,
    options: Options,
    shape: str,
    label: str,
    cx: float,
    cy: float,
    r: float,
    fight: Fight,
    remove: Remove,
    near: bool,
) -> str:
    """An Indian: fought when next to you, chased off when the cavalry comes."""
    ring = circle(cx, cy, r + 3, fill=PAPER, fill_opacity=0.45, stroke=LIT, stroke_width=2.5)
    if view.phase == "cavalry" and options.has(remove):
        return button(ring + shape, str(remove), f"{remove}: the cavalry chases it off", enabled=True)
    if near and view.phase in ("move", "action"):
        if options.has(fight):
            return button(ring + shape, str(fight), f"{fight}: {fight.describe()}", enabled=True)
        why = why_not(view, fight)
        return button(shape, str(fight), f"{label}: " + (why.text if why else "not now."), enabled=False)
    return group(title(label) + shape)


def _tree_button(view: CowboyView, options: Options, cx: float, cy: float, c: float) -> str:
    """A tree next to the cowboy on turn: cut wood there."""
    if options.has(CUT):
        ring = circle(cx, cy, c * 0.42, fill=PAPER, fill_opacity=0.3, stroke=LIT, stroke_width=2.5)
        gain = 4 if view.current is not None and Card.AXE in view.items[view.current] else 3
        return button(ring + tree(cx, cy, c * 0.8), str(CUT), f"Cut wood: {gain} more fences", enabled=True)
    why = why_not(view, CUT)
    hit = circle(cx, cy, c * 0.4, fill=PAPER, fill_opacity=0)
    return button(hit, str(CUT), "A tree: " + (why.text if why else "not now."), enabled=False)


def _destinations(view: CowboyView, options: Options, pick: Pick) -> str:
    """With a steer picked: the free squares of your fields it may go to, ringed."""
    out = ""
    for move in options.steer_moves(pick.steer):
        square = parse_square(move.to, view.size)
        x, y, c = square_box(square, view.size)
        cx, cy = x + c / 2, y + c / 2
        ring = circle(cx, cy, c * 0.32, fill=PAPER, fill_opacity=0.55, stroke=LIT, stroke_width=3)
        out += button(ring + circle(cx, cy, c * 0.09, fill=LIT), str(move), move.describe(), enabled=True)
    return out


def _corners(view: CowboyView, options: Options, *, deciding: bool) -> str:
    """The Bandit, the pilgrims and the cowboys on corners; where the cowboy on turn may walk."""
    size = view.size
    c = cell(size)
    r = max(10.0, c * 0.3)
    out = ""
    if view.bandit is not None:
        bx, by = corner_xy(view.bandit, size)
        zone = " ".join(
            f"{_f(bx + dx * c)},{_f(by + dy * c)}" for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
        )
        out += element(
            "polygon",
            points=zone,
            fill=BANDIT_ZONE,
            fill_opacity=0.08,
            stroke=BANDIT_ZONE,
            stroke_width=1.5,
            stroke_dasharray="5 4",
        )
        where = intersection_name(view.bandit, size)
        shape = bandit_marker(bx, by, r)
        remove = Remove("Bandit")
        label = f"The Bandit at {where}: no cowboy may stand there or {sights_words()} him"
        if deciding and view.phase == "cavalry" and options.has(remove):
            ring = circle(bx, by, r + 4, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=2.5)
            out += button(ring + shape, str(remove), f"{remove}: the cavalry runs him out", enabled=True)
        else:
            out += group(title(label) + shape)
    for px, py, heading in view.pilgrims:
        cx, cy = corner_xy((px, py), size)
        shape = pilgrim_marker(cx, cy, r, heading)
        where = intersection_name((px, py), size)
        out += group(title(f"A pilgrim at {where}, walking {WORD.get(heading, heading)}") + shape)
    own = ""
    for seat, spot in enumerate(view.cowboys):
        cx, cy = corner_xy(spot, size)
        on_turn = seat == view.current and view.winner is None
        shape = circle(cx, cy, r + 3.5, fill="none", stroke=INK, stroke_width=2) if on_turn else ""
        shape += cowboy_marker(view, seat, cx, cy, r)
        looks = f"{SEAT_COLOUR[seat]} {SEAT_SHAPE[seat]}"
        label = f"{view.players[seat]}'s cowboy ({looks}) at {intersection_name(spot, size)}"
        if deciding and on_turn and view.phase in ("move", "action"):
            own = _own_cowboy(view, options, shape, cx, cy, r)
        else:
            out += group(title(label) + shape)
    if deciding and view.current is not None and view.phase in ("move", "action"):
        out += _walk_targets(view, options, r)  # over a cowboy in the way, so a click there explains
    return out + own


def _own_cowboy(view: CowboyView, options: Options, shape: str, cx: float, cy: float, r: float) -> str:
    """Your own cowboy: stay put (in the move) or do nothing more (after it)."""
    action = STAY if view.phase == "move" else REST
    ring = circle(cx, cy, r + 4, fill=PAPER, fill_opacity=0.35, stroke=LIT, stroke_width=2.5)
    if options.has(action):
        words = "Stay put: do not move this turn" if action == STAY else "Do nothing: end your turn"
        return button(ring + shape, str(action), words, enabled=True)
    why = why_not(view, action)
    return button(shape, str(action), f"{action}: " + (why.text if why else "not now."), enabled=False)


def _walk_targets(view: CowboyView, options: Options, r: float) -> str:
    """The corners one line from the cowboy on turn: ringed where a walk is legal."""
    seat = view.current
    assert seat is not None
    again = view.phase == "action"
    x, y = view.cowboys[seat]
    out = ""
    for direction, (dx, dy) in WALK_STEP.items():
        spot = (x + dx, y + dy)
        if not (0 <= spot[0] <= view.size and 0 <= spot[1] <= view.size):
            continue
        walk = Walk(direction, again)
        cx, cy = corner_xy(spot, view.size)
        if options.has(walk):
            tip = (cx + dx * r * 0.45, cy + dy * r * 0.45)
            back = [(cx - dx * r * 0.3 + dy * r * 0.4, cy - dy * r * 0.3 + dx * r * 0.4),
                    (cx - dx * r * 0.3 - dy * r * 0.4, cy - dy * r * 0.3 - dx * r * 0.4)]  # fmt: skip
            head = element("polygon", points=" ".join(f"{_f(a)},{_f(b)}" for a, b in [tip, *back]), fill=LIT)
            ring = circle(cx, cy, r * 0.62, fill=PAPER, fill_opacity=0.75, stroke=LIT, stroke_width=2.5)
            words = f"{walk}: walk {WORD[direction]} to {intersection_name(spot, view.size)}" + (
                " as your action" if again else ""
            )
            out += button(ring + head, str(walk), words, enabled=True)
        else:
            why = why_not(view, walk)
            hit = circle(
                cx,
                cy,
                r * 0.62,
                fill=PAPER,
                fill_opacity=0,
                stroke=MUTED,
                stroke_width=1.2,
                stroke_dasharray="3 3",
            )
            out += button(hit, str(walk), f"{walk}: " + (why.text if why else "not now."), enabled=False)
    return out


# ---- the panel: players, the last event card, the dice ----


def _panel(view: CowboyView, options: Options, dice: Dice | None, *, animate: bool, deciding: bool) -> str:
    out = rect(0, PANEL - 4, WIDTH, picture_height(len(view.players)) - PANEL + 4, fill="#ebe5d8")
    out += text(12, PANEL + 12, "Players", size=12, weight="700", fill=MUTED)
    out += text(150, PANEL + 12, "fences", size=12, fill=MUTED)
    out += text(200, PANEL + 12, f"herd of {STEERS_TO_WIN}", size=12, fill=MUTED)
    out += text(286, PANEL + 12, "items", size=12, fill=MUTED)
    for seat in range(len(view.players)):
        out += _player_row(view, options, seat, PANEL + 20 + ROW * seat, deciding=deciding)
    out += _event_card(view, CARD_X, PANEL + 2, 146, 94)
    shown = dice if dice is not None else Dice("", view.rolls)
    out += _dice(shown, CARD_X, PANEL + 100, PANEL + _dice_top(len(view.players)), animate=animate)
    return out


def _player_row(view: CowboyView, options: Options, seat: int, y: float, *, deciding: bool) -> str:
    turn = seat == view.current and view.winner is None
    name = view.players[seat]
    row = ""
    if turn:
        row += rect(6, y, CARD_X - 14, 24, rx=4, fill=PAPER, stroke=SEAT_DARK[seat], stroke_width=1.5)
    won = seat in view.winners
    if won:
        row += rect(6, y, CARD_X - 14, 24, rx=4, fill="#eefaf5", stroke=OKABE_ITO["green"], stroke_width=2)
        row += text(CARD_X - 14, y + 17, "winner", size=13, weight="700", fill="#00664a", anchor="end")
    row += cowboy_marker(view, seat, 22, y + 12, 8.5)
    row += text(36, y + 17, _fit(name, 9), size=13, weight="700" if turn or won else None)
    row += field_swatch(seat, 130, y + 5, 14, 14)
    row += fence_icon(152, y + 5) + text(170, y + 17, str(view.fences[seat]), size=13)
    herd = view.herds[seat]
    for k in range(STEERS_TO_WIN):
        filled = k < herd
        row += circle(205 + 11 * k, y + 12, 4.5, fill=HIDE if filled else PAPER, stroke=INK, stroke_width=1)
    row += text(258, y + 17, f"{herd}", size=13, weight="700")
    x = 284.0
    for card in view.items[seat]:
        words = ITEM_SHORT.get(card, str(card))
        w = 8 + 6.5 * len(words)
        chip = rect(x, y + 3, w, 19, rx=9, fill="#fff8d6", stroke="#8a7d00", stroke_width=1) + text(
            x + w / 2, y + 17, words, size=12, anchor="middle"
        )
        drop = Drop(card)
        if deciding and view.phase == "drop" and seat == view.current and options.has(drop):
            ring = rect(x - 2, y + 1, w + 4, 23, rx=11, fill="none", stroke=LIT, stroke_width=2.5)
            row += button(ring + chip, str(drop), f"{drop}: {CARD_EFFECT.get(card, '')}", enabled=True)
        else:
            row += group(title(f"{card}: {CARD_EFFECT.get(card, '')}") + chip)
        x += w + 4
    if view.skip[seat]:
        row += jail(x + 2, y + 4, view.skip[seat])
    label = (
        f"{name}: {SEAT_COLOUR[seat]} {SEAT_SHAPE[seat]}, fields hatched in {SEAT_PATTERN[seat]}, "
        f"{view.fences[seat]} fences in hand, {herd} of {STEERS_TO_WIN} steers"
        + (f", items: {', '.join(map(str, view.items[seat]))}" if view.items[seat] else "")
        + (f", loses {view.skip[seat]} turn(s)" if view.skip[seat] else "")
    )
    play = PlayOn(name)
    if deciding and view.phase == "target" and options.has(play):
        ring = rect(6, y, 150, 24, rx=4, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=2.5)
        return button(ring + row, str(play), f"{play}: {name} loses their next turn", enabled=True)
    if _may_pour(view, seat):
        return _pour_row(view, options, seat, row, y, deciding=deciding)
    return group(title(label) + row)


def _may_pour(view: CowboyView, seat: int) -> bool:
    """Whether the row of ``seat`` is where the viewer would pour their Fire Water."""
    return (
        view.seat is not None
        and seat != view.seat
        and view.winner is None
        and Card.FIRE_WATER in view.items[view.seat]
    )


def _pour_row(view: CowboyView, options: Options, seat: int, row: str, y: float, *, deciding: bool) -> str:
    """A rival's row as the button that pours the viewer's Fire Water for them: lit when the engine
    allows it now; otherwise it still says, and when clicked the engine says, why not."""
    pour = Pour(view.players[seat])
    if deciding and options.has(pour):
        ring = rect(6, y, 150, 24, rx=4, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=2.5)
        return button(ring + row, str(pour), f"{pour}: {pour.describe()}", enabled=True)
    if deciding:
        why = why_not(view, pour)
        reason = why.text if why else "the engine refuses it now."
    else:
        reason = "Fire Water is poured on your own turn."
    return button(row, str(pour), f"{pour}: {reason}", enabled=False)


def _event_card(view: CowboyView, x: float, y: float, w: float, h: float) -> str:
    """The event card drawn last, with its name and what it does."""
    card = view.last_card
    if card is None:
        return rect(x, y, w, h, rx=8, fill="none", stroke=MUTED, stroke_dasharray="4 3") + text(
            x + w / 2, y + h / 2 + 4, "no card drawn yet", size=12, fill=MUTED, anchor="middle"
        )
    kind = "ITEM" if card in ITEMS else "MOOOOOVE" if str(card).startswith("MOOOOOVE") else "EVENT"
    band = {"ITEM": "#d9b600", "MOOOOOVE": TRUNK, "EVENT": OKABE_ITO["blue"]}[kind]
    out = rect(x, y, w, h, rx=8, fill=PAPER, stroke=band, stroke_width=2)
    out += rect(x, y, w, 18, rx=8, fill=band) + rect(x, y + 10, w, 8, fill=band)
    out += text(
        x + 8,
        y + 14,
        kind if kind == "MOOOOOVE" else f"{kind} · last card",
        size=12,
        weight="700",
        fill=PAPER,
    )
    name = str(card).removeprefix("MOOOOOVE! ")
    lines = textwrap.wrap(name, 16)[:2]
    for i, line in enumerate(lines):
        out += text(x + 8, y + 34 + 15 * i, line, size=13, weight="700")
    effect = textwrap.wrap(CARD_EFFECT.get(card, ""), 20)
    if len(effect) > 4 - len(lines):  # the rest is in the card's hover text
        effect = [*effect[: 3 - len(lines)], effect[3 - len(lines)] + " …"]
    for i, line in enumerate(effect):
        out += text(x + 8, y + 36 + 15 * (len(lines) + i), line, size=12, fill=MUTED)
    return group(title(f"Last event card: {card}: {CARD_EFFECT.get(card, '')}") + out)


def _dice(dice: Dice, x: float, y: float, top: float, *, animate: bool) -> str:
    """The dice of the last move: a D8 per roll with its number, and what each roll meant."""
    numbers = [int(n) for roll in dice.rolls for n in re.findall(r"D8 rolled (\d+)", roll)[:1]]
    out = ""
    if not numbers:
        out += d8(x + 16, y + 18, 15, None)
        out += text(x + 38, y + 23, "no dice this move", size=12, fill=MUTED)
    for i, number in enumerate(numbers[:MAX_DICE]):
        if i == MAX_DICE - 1 and len(numbers) > MAX_DICE:
            out += text(
                x + 16 + 36 * i, y + 23, f"+{len(numbers) - i}", size=14, weight="700", anchor="middle"
            )
            break
        out += d8(x + 16 + 36 * i, y + 18, 15, number, animate=animate, delay=0.08 * i)
    who = f"{dice.who}'s dice" if dice.who else "Dice of the last move"
    out += text(12, top, f"{who}:" if numbers else f"{who}: none", size=12, weight="700", fill=MUTED)
    shown = dice.rolls[:3] if len(dice.rolls) <= 3 else dice.rolls[:2]
    for i, roll in enumerate(shown):
        line = top + 16 * (i + 1)
        wide = line - 12 > y + 40  # below the dice, a line may run the whole width
        out += group(title(roll) + text(12, line, _fit(roll, 96 if wide else 68), size=12))
    if len(shown) < len(dice.rolls):
        more = f"… and {len(dice.rolls) - len(shown)} more rolls in the log"
        out += text(12, top + 16 * 3, more, size=12, fill=MUTED)
    return group(out, aria_label=f"{who}: " + ("; ".join(dice.rolls) or "none"))


# ---- choosing on the board ----


def choose(state: CowboyState, pick: Pick, what: str) -> None:
    """Apply a board click that only chooses ("steer C5", "nothing") to ``pick``.

    Raises IllegalAction, with the rule, for a steer that cannot be roped or rustled now. Nothing
    is applied to the game here: the rope or rustle is sent when its destination is clicked.
    """
    seat = state.current_player
    if seat is None:
        raise IllegalAction("The game is over: no more moves can be made.", "core.game-over")
    if what == "nothing":
        pick.clear()
        return
    where = what.removeprefix("steer ") if what.startswith("steer ") else None
    if where is None or not re.fullmatch(r"[A-Z]\d+", where):
        raise IllegalAction(f"{what!r} is nothing on this board.", "core.legal-actions")
    options = Options.of(map(str, state.legal_actions()))
    if not options.steer_moves(where):
        why = steer_refusal(state.view(seat), where)
        if why is None:
            raise IllegalAction(f"The steer at {where} cannot be roped or rustled now.", "cowboy.rope")
        raise IllegalAction(why.text, why.rule)
    pick.steer = where


# ---- the table ----


#: Super Cowboy has no hands: items, herds and fences lie open; only the event deck's order is hidden.
HANDOFF: Final = "everything on the range is public, only the order of the event deck is secret"


class CowboyTable(GameTable):
    """A Super Cowboy table played on the board; it pauses after a turn that hands over to a bot."""

    def __init__(self, *, step: bool = True, **kwargs: Any) -> None:
        self.pick = Pick()
        self.dice: Dice | None = None
        self._rolled = 0  # counts moves that rolled dice, so each roll is animated once
        self._animated = 0
        self._mover: int | None = None
        super().__init__(
            GAME,
            self._draw,
            pause=self._turn_pause if step else None,
            review=self._review,
            score_name="Steers in fields",
            handoff=HANDOFF,
            **kwargs,
        )
        self.board.layout.flex = f"0 1 {WIDTH}px"

    def _draw(self, view: CowboyView, legal: frozenset[str]) -> str:
        animate = self._rolled != self._animated
        self._animated = self._rolled
        return draw_board(view, legal, self.pick, dice=self.dice, animate=animate)

    def _review(self, view: CowboyView, legal: frozenset[str]) -> str:
        """The board while paused: who drew which card, and the dice it rolled."""
        animate = self._rolled != self._animated
        self._animated = self._rolled
        who = self.state.players[self._mover] if self._mover is not None else ""
        note = f"{who}'s turn is over: read the card and the dice, then press {self._paused}."
        return draw_board(view, frozenset(), None, dice=self.dice, animate=animate, caption=note)

    def new_game(self) -> None:
        self.pick.clear()
        self.dice, self._mover = None, None
        super().new_game()

    def act(self, text: str) -> None:
        """A board click: a choice on the way to a move ("pick ...") or the move itself."""
        if not text.startswith(PICK + " "):
            super().act(text)
            return
        seat = self.state.current_player
        if seat is None or seat in self.bots or self._passing or self._paused is not None:
            super().act(text)  # the table says why nothing can be chosen now
            return
        assert isinstance(self.state, CowboyState)
        try:
            choose(self.state, self.pick, text.removeprefix(PICK + " "))
        except IllegalAction as err:
            self._refuse(err)
            return
        self._say("")
        self._render()

    def moved(self, seat: int) -> None:
        """Keep the last dice and who rolled them; a human's move lets go of the picked steer."""
        self._mover = seat
        rolls = self.state.view(None).rolls
        if rolls:
            self.dice = Dice(self.state.players[seat], rolls)
            self._rolled += 1
        if seat not in self.bots:
            self.pick.clear()

    def _turn_pause(self, events: Sequence[Event]) -> str | None:
        """Pause when a turn ends (its event card drawn) and a bot plays next, so a class can look."""
        following = self.state.current_player
        if following is None or following == self._mover or following not in self.bots:
            return None
        return "Next turn" if any(event.kind == "card" for event in events) else None

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Side buttons for every move but the ropes and rustles of steers not picked; a few at most."""
        chosen = [a for a in legal if isinstance(a, Steer) and a.steer == self.pick.steer]
        rest = [a for a in legal if not isinstance(a, Steer)]
        super()._set_buttons((chosen + rest)[:MAX_BUTTONS])


def cowboy_table(
    players: Sequence[str] = ("Ana", "Ben"),
    seats: Sequence[str] | None = None,
    seed: int = 1,
    *,
    step: bool = True,
    **options: Any,
) -> CowboyTable:
    """A playable Super Cowboy table: the first seat human, the others Sensible bots by default.

    ``step`` pauses after each turn that hands over to a bot; ``options`` go to the game
    (``round_limit``).
    """
    return CowboyTable(
        players=players,
        seats=seats or [HUMAN] + ["Sensible"] * (len(players) - 1),
        seed=seed,
        options=options,
        step=step,
    )


display_as_svg(tabletop.cowboy.CowboyState, lambda state: draw_board(state.view(None)))
