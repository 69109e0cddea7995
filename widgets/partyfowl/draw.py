"""Party Fowl at the table: the house of room tiles with their doors, the ducks and who controls
each room, every player's conversation stacks with their Drinks and Fouls, the scores toward 21,
and your hand.

The picture is drawn from a :class:`~tabletop.partyfowl.PartyFowlView` only, so it never shows a
hand its seat may not see (the Home Theater's glimpse is drawn for the peeker alone, marked as
such). Play is on the board itself: click a ringed room to walk there, a lit card to play it, the
Party Deck or the Keg in the Kitchen to draw, the top card of a rival's stack to foul it, your own
fouled card in the Bathroom to wash it. A conversation card that could take a Drink asks first,
with two choices on the board. Building the house is three clicks: a tile from the pile, a ringed
space, then one of its door turnings (one click fewer where only one turning fits).

Only legal things light up, and the engine decides what is legal. A shape that cannot be used now
still explains itself on hover with the engine's refusal and, when clicked, the table answers with
that refusal and the rule behind it. Before each bot turn the table pauses on "Next turn", so a
class can follow who did what in the log.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import tabletop
from tabletop.core import Event, IllegalAction
from tabletop.partyfowl import PartyFowlState, PartyFowlView, Phase
from tabletop.partyfowl.actions import (
    Action,
    Clean,
    Draw,
    EndTurn,
    Foul,
    Move,
    Peek,
    Place,
    Preen,
    PreenAway,
    PreenDone,
    Talk,
    parse,
)
from tabletop.partyfowl.data import (
    BATHROOM,
    CARDS,
    COLUMNS,
    FOUL,
    HAND_LIMIT,
    KITCHEN,
    OPPOSITE,
    ROOMS,
    SIDES,
    TOPICS,
    WIN_POINTS,
    Kind,
    Side,
    Topic,
)
from tabletop.partyfowl.house import Cell, Placed, cell_name, neighbour, on_table, parse_cell, turnings
from tabletop.partyfowl.scoring import entry_points, stack_points
from tabletop.partyfowl.words import counted, in_words

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

GAME: Final = tabletop.get("partyfowl")

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
PICK: Final = "pick"  # board clicks that only choose (a tile, a space, a card) start with this word

# ---- colours and shapes: each seat differs by colour AND by shape ----

SEAT_FILL: Final = (
    OKABE_ITO["orange"],
    OKABE_ITO["sky"],
    OKABE_ITO["green"],
    OKABE_ITO["purple"],
    OKABE_ITO["blue"],
)
SEAT_LETTERING: Final = (INK, INK, PAPER, INK, PAPER)
SEAT_SHAPE: Final = ("disc", "square", "diamond", "triangle", "hexagon")
SEAT_COLOUR: Final = ("orange", "sky blue", "green", "pink", "blue")
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


def _f(value: float) -> str:
    return f"{value:.1f}"


def _points(corners: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_f(x)},{_f(y)}" for x, y in corners)


def _fit(words: str, chars: int) -> str:
    return words if len(words) <= chars else words[: chars - 1].rstrip() + "…"


def quacktion_name(key: str) -> str:
    """A Quacktion budget key as the table says it: 'Play:Games' reads 'Play (Games)'."""
    if ":" in key:
        kind, topic = key.split(":", 1)
        return f"{kind} ({topic})"
    return key


# ---- what the player has chosen so far, and the legal moves sorted for the board ----


@dataclass
class Pick:
    """A choice on the way to a move, not yet sent: a tile and a space, or a card from the hand."""

    tile: str | None = None
    space: Cell | None = None
    card: str | None = None

    def clear(self) -> None:
        self.tile, self.space, self.card = None, None, None


@dataclass(frozen=True)
class Options:
    """The legal moves, read back from their strings and sorted by what the board lights up."""

    actions: tuple[Action, ...]
    texts: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def of(cls, legal: Iterable[str], players: Sequence[str]) -> Options:
        texts = frozenset(legal)
        parsed = (parse(text, players) for text in sorted(texts))
        return cls(tuple(a for a in parsed if a is not None), texts)

    def has(self, action: Action | str) -> bool:
        return str(action) in self.texts

    def of_kind(self, kind: type[Any]) -> list[Any]:
        return [a for a in self.actions if isinstance(a, kind)]

    def talks(self, card: str) -> list[Talk]:
        """Ways to play a conversation card now: alone first, then with a Drink."""
        return sorted((a for a in self.of_kind(Talk) if a.card == card), key=lambda a: a.drink)

    def places(self, tile: str | None, space: Cell | None = None) -> list[Place]:
        return [a for a in self.of_kind(Place) if a.room == tile and space in (None, a.cell)]

    def tiles(self) -> set[str]:
        return {a.room for a in self.of_kind(Place)}


def asks_drink(options: Options, card: str) -> bool:
    """A card that may be played alone or with a Drink: clicking it asks which."""
    return len(options.talks(card)) > 1


def refusal(state: PartyFowlState, action: str) -> IllegalAction | None:
    """The engine's refusal for an action text (None when it is legal now)."""
    try:
        state.action_from_string(action)
    except IllegalAction as err:
        return err
    return None


Why = Callable[[str], str]  # the hover text of a disabled shape, from its action text


def _no_reason(action: str) -> str:
    return "not possible now."


# ---- symbols ----


def symbol(what: Topic | str | None, cx: float, cy: float, s: float) -> str:
    """A topic's or room's symbol, drawn in SVG: die, note, ball, book, suitcase, clapperboard,
    keg (the Kitchen) and tub (the Bathroom)."""
    w = max(1.2, s * 0.14)
    style: dict[str, object] = {
        "fill": PAPER,
        "stroke": INK,
        "stroke_width": _f(w),
        "stroke_linejoin": "round",
    }
    if what is Topic.GAMES:
        pips = "".join(circle(cx + k * s * 0.45, cy + k * s * 0.45, s * 0.14, fill=INK) for k in (-1, 0, 1))
        return rect(cx - s, cy - s, 2 * s, 2 * s, rx=s * 0.3, **style) + pips
    if what is Topic.MUSIC:
        return element(
            "ellipse", cx=_f(cx - 0.3 * s), cy=_f(cy + 0.6 * s), rx=_f(0.38 * s), ry=_f(0.28 * s), fill=INK
        ) + path(
            f"M{_f(cx + 0.06 * s)} {_f(cy + 0.6 * s)} V{_f(cy - 0.9 * s)} "
            f"Q{_f(cx + 0.5 * s)} {_f(cy - 0.5 * s)} {_f(cx + 0.7 * s)} {_f(cy - 0.1 * s)}",
            fill="none",
            stroke=INK,
            stroke_width=_f(w * 1.3),
            stroke_linecap="round",
        )
    if what is Topic.SPORTS:
        seams = path(
            f"M{_f(cx - s)} {_f(cy)} Q{_f(cx)} {_f(cy - 0.5 * s)} {_f(cx + s)} {_f(cy)} "
            f"M{_f(cx)} {_f(cy - s)} Q{_f(cx + 0.5 * s)} {_f(cy)} {_f(cx)} {_f(cy + s)}",
            fill="none",
            stroke=INK,
            stroke_width=_f(w),
        )
        return circle(cx, cy, s, **style) + seams
    if what is Topic.BOOKS:
        pages = ""
        for side in (-1, 1):
            corners = [(cx, cy - 0.55 * s), (cx + side * s, cy - 0.8 * s), (cx + side * s, cy + 0.6 * s)]
            pages += element("polygon", "", points=_points([*corners, (cx, cy + 0.8 * s)]), **style)
        return pages
    if what is Topic.TRAVEL:
        handle = path(
            f"M{_f(cx - 0.35 * s)} {_f(cy - 0.55 * s)} V{_f(cy - 0.9 * s)} H{_f(cx + 0.35 * s)} "
            f"V{_f(cy - 0.55 * s)}",
            fill="none",
            stroke=INK,
            stroke_width=_f(w * 1.2),
        )
        body = rect(cx - s, cy - 0.55 * s, 2 * s, 1.4 * s, rx=s * 0.2, **style)
        belt = path(
            f"M{_f(cx - 0.5 * s)} {_f(cy - 0.55 * s)} V{_f(cy + 0.85 * s)}", stroke=INK, stroke_width=_f(w)
        )
        return handle + body + belt
    if what is Topic.MOVIES:
        body = rect(cx - s, cy - 0.35 * s, 2 * s, 1.2 * s, rx=s * 0.1, **style)
        bar = element(
            "polygon",
            points=f"{_f(cx - s)},{_f(cy - 0.45 * s)} {_f(cx + s)},{_f(cy - 0.85 * s)} "
            f"{_f(cx + s)},{_f(cy - 0.55 * s)} {_f(cx - s)},{_f(cy - 0.15 * s)}",
            fill=INK,
        )
        return body + bar
    if what == KITCHEN:
        return keg(cx, cy, s)
    if what == BATHROOM:
        tub = path(
            f"M{_f(cx - s)} {_f(cy - 0.1 * s)} H{_f(cx + s)} Q{_f(cx + s)} {_f(cy + 0.7 * s)} {_f(cx)} "
            f"{_f(cy + 0.7 * s)} Q{_f(cx - s)} {_f(cy + 0.7 * s)} {_f(cx - s)} {_f(cy - 0.1 * s)} Z",
            **style,
        )
        bubbles = circle(cx - 0.4 * s, cy - 0.45 * s, 0.2 * s, fill="none", stroke=INK, stroke_width=_f(w))
        bubbles += circle(cx + 0.15 * s, cy - 0.6 * s, 0.28 * s, fill="none", stroke=INK, stroke_width=_f(w))
        return tub + bubbles
    return ""


def keg(cx: float, cy: float, s: float) -> str:
    """A barrel with two hoops and a tap."""
    w = max(1.2, s * 0.14)
    body = rect(
        cx - 0.8 * s, cy - s, 1.6 * s, 2 * s, rx=0.5 * s, fill="#d9a96a", stroke=INK, stroke_width=_f(w)
    )
    hoops = path(
        f"M{_f(cx - 0.8 * s)} {_f(cy - 0.45 * s)} H{_f(cx + 0.8 * s)} "
        f"M{_f(cx - 0.8 * s)} {_f(cy + 0.45 * s)} H{_f(cx + 0.8 * s)}",
        stroke=INK,
        stroke_width=_f(w),
    )
    tap = rect(cx + 0.8 * s, cy - 0.1 * s, 0.35 * s, 0.25 * s, fill=INK)
    return body + hoops + tap


def seat_shape(seat: int, cx: float, cy: float, r: float, **values: object) -> str:
    """A seat's marker: disc, square, diamond, triangle or hexagon, in its colour."""
    style: dict[str, object] = {"fill": SEAT_FILL[seat % 5], "stroke": INK, "stroke_width": 1.3, **values}
    kind = SEAT_SHAPE[seat % 5]
    if kind == "disc":
        return circle(cx, cy, r, **style)
    if kind == "square":
        return rect(cx - 0.88 * r, cy - 0.88 * r, 1.76 * r, 1.76 * r, rx=2, **style)
    if kind == "diamond":
        k = 1.2 * r
        points = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
    elif kind == "triangle":
        k = 1.25 * r
        points = [(cx, cy - k), (cx + k, cy + 0.75 * k), (cx - k, cy + 0.75 * k)]
    else:
        points = [
            (cx + r * dx, cy + r * dy)
            for dx, dy in ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))
        ]
    return element("polygon", "", points=_points(points), **style)


def initials(players: Sequence[str]) -> list[str]:
    """Each seat's letter: the name's first letter, or the seat number if two share one."""
    first = [(name.strip()[:1] or "?").upper() for name in players]
    return [letter if first.count(letter) == 1 else str(seat + 1) for seat, letter in enumerate(first)]


def duck(view: PartyFowlView, seat: int, cx: float, cy: float, r: float) -> str:
    """A duck standee: the seat's shape and colour with its initial, and a beak."""
    beak = element(
        "polygon",
        points=_points([(cx + 0.75 * r, cy - 0.25 * r), (cx + 1.45 * r, cy), (cx + 0.75 * r, cy + 0.25 * r)]),
        fill=OKABE_ITO["yellow"],
        stroke=INK,
        stroke_width=1,
    )
    dy = 0.42 * r + 1.2 if SEAT_SHAPE[seat % 5] == "triangle" else 0.42 * r
    return (
        beak
        + seat_shape(seat, cx, cy, r)
        + text(
            cx,
            cy + dy + 1.5,
            initials(view.players)[seat],
            size=12,
            weight="700",
            fill=SEAT_LETTERING[seat % 5],
            anchor="middle",
        )
    )


def crown(cx: float, cy: float, r: float, fill: str, letter: str = "", ink: str = INK) -> str:
    """A crown: the mark of the duck controlling a room, so it never looks like a duck standing there."""
    w, h = 2.9 * r, 2.2 * r
    top, base = cy - h / 2, cy + h / 2
    points = [
        (cx - w / 2, base),
        (cx - w / 2, top + 0.15 * h),
        (cx - w / 4, cy - 0.05 * h),
        (cx, top),
        (cx + w / 4, cy - 0.05 * h),
        (cx + w / 2, top + 0.15 * h),
        (cx + w / 2, base),
    ]
    shape = element("polygon", points=_points(points), fill=fill, stroke=INK, stroke_width=1.4)
    return shape + (
        text(cx, base - 3, letter, size=12, weight="700", fill=ink, anchor="middle") if letter else ""
    )


def control_crown(view: PartyFowlView, seat: int, room: str, cx: float, cy: float, r: float) -> str:
    """The crown on a room tile, in the controlling seat's colour with its initial; its hover says
    when the power works, since one won during a turn waits for its holder's next turn."""
    mark = crown(cx, cy, r, SEAT_FILL[seat % 5], initials(view.players)[seat], SEAT_LETTERING[seat % 5])
    return group(title(crown_words(view, seat, room)) + mark)


def crown_words(view: PartyFowlView, seat: int, room: str) -> str:
    """Who controls a room and whether its power works now (powers wait a turn)."""
    name = view.players[seat]
    if seat != view.current or view.phase is Phase.OVER:
        return f"{name} controls the {room}; its power works on the turns {name} begins in control"
    if room in view.powers:
        return f"{name} controls the {room} and holds its power this turn"
    return f"{name} controls the {room} since this turn; its power works from {name}'s next turn"


def hatch_defs() -> str:
    """The diagonal hatching of a Foul, so a fouled card differs by pattern, not by colour alone."""
    body = path("M0 0 L0 6", stroke="#6b6b6b", stroke_width=2)
    return element(
        "defs",
        element(
            "pattern",
            body,
            id="pf-hatch",
            width=6,
            height=6,
            patternUnits="userSpaceOnUse",
            patternTransform="rotate(45)",
        ),
    )


def padlock(x: float, y: float) -> str:
    """A small padlock: a locked Foul."""
    return path(
        f"M{_f(x + 2)} {_f(y + 5)} V{_f(y + 2.5)} A3 3 0 0 1 {_f(x + 8)} {_f(y + 2.5)} V{_f(y + 5)}",
        fill="none",
        stroke=INK,
        stroke_width=1.5,
    ) + rect(x, y + 5, 10, 7, rx=1.5, fill=INK)


def label_width(words: str, size: float = 13) -> float:
    """A generous width for bold lettering (0.62em a letter), so whatever follows never touches it."""
    return 0.62 * size * len(words)


def chip_width(words: str) -> float:
    """A chip's width: its 12px lettering at 0.6em a letter, and room at both rounded ends."""
    return 7.2 * len(words) + 14


def chip(x: float, y: float, words: str, fill: str, ink: str) -> str:
    """A rounded label: a Quacktion left, a power held, a card glimpsed."""
    w = chip_width(words)
    return rect(x, y, w, 19, rx=9, fill=fill, stroke=ink, stroke_width=1) + text(
        x + w / 2, y + 14, words, size=12, fill=INK, anchor="middle"
    )


def power_words(room: str) -> str:
    """What a room's power does, in a few words read from the power itself."""
    power = ROOMS[room].power
    assert power is not None
    if power.bonus is not None:
        return f"+1 {quacktion_name(power.bonus)}"
    if power.keg_anywhere:
        return "Keg from any room"
    if power.foul_next_door:
        return "foul next door"
    return "look at a hand" if power.peek else power.title


LINE: Final = 24  # a line of the turn panel


def turn_lines(view: PartyFowlView) -> tuple[str, int]:
    """The Quacktions the player on turn has left and the powers held, as chips flowing over as
    many lines as they need; returns the drawing and the number of lines."""
    if view.phase is Phase.OVER or view.current is None:
        why = "21 points" if view.end_rule == "partyfowl.win" else "last call"
        return text(RIGHT_X + 6, HOUSE_Y + 22, f"The party is over ({why}).", size=13, weight="700"), 1
    right = RIGHT_X + RIGHT_W - 4
    out, line, x = "", 0, RIGHT_X + 6.0

    def put(width: float) -> tuple[float, float]:
        nonlocal line, x
        if x + width > right and x > RIGHT_X + 30:
            line, x = line + 1, RIGHT_X + 22.0
        at = (x, HOUSE_Y + 6 + LINE * line)
        x += width + 6
        return at

    who = f"{view.players[view.current]}'s Quacktions:"
    at = put(label_width(who))
    out += text(at[0], at[1] + 14, who, size=13, weight="700")
    if not view.left:
        words = "none left (a Freebie or a power may still be used)"
        at = put(6.6 * len(words))
        out += text(at[0], at[1] + 14, words, size=12, fill=MUTED)
    for key, count in view.left:
        words = f"{quacktion_name(key)} ×{count}"
        at = put(chip_width(words))
        out += chip(*at, words, "#e6f0f8", LIT)
    line, x = line + 1, RIGHT_X + 6.0
    at = put(62)
    out += text(at[0], at[1] + 14, "Powers:", size=13, weight="700")
    if not view.powers:
        at = put(100)
        out += text(at[0], at[1] + 14, "none this turn", size=12, fill=MUTED)
    for room in view.powers:
        power = ROOMS[room].power
        assert power is not None
        words = f"{room}: {power_words(room)}"
        at = put(chip_width(words))
        tip = f"{room} ({power.title}): {power.summary}; yours since this turn began"
        out += group(title(tip) + chip(*at, words, "#eefaf5", "#00664a"))
    return out, line + 1


def panel_height(lines: int) -> float:
    return LINE * lines + 10


# ---- the picture ----


def draw_board(
    view: PartyFowlView,
    legal: frozenset[str] = frozenset(),
    pick: Pick | None = None,
    *,
    why: Why | None = None,
    caption: str = "",
    hidden: str | None = None,
) -> Svg:
    """The house, the scoreboard and your hand from ``view``'s seat; legal choices are clickable.

    ``legal`` are the moves of the player on turn as strings (empty for a spectator or while the
    table pauses); ``pick`` what is chosen on the way to a move; ``why`` gives a disabled shape its
    hover text from its action (the table asks the engine); ``caption`` replaces the line that says
    what to do; ``hidden`` what the hand strip says when no hand is shown.
    """
    options = Options.of(legal, view.players)
    pick = _valid_pick(pick or Pick(), view, options)
    deciding = view.seat is not None and view.seat == view.current and bool(legal)
    board = _Board(view, options, pick, why or _no_reason, deciding)
    height = picture_height(view)
    body = rect(0, 0, WIDTH, height, fill=TABLE) + hatch_defs()
    body += board.header(caption)
    body += board.house()
    if view.phase is Phase.PLACE:
        body += board.tile_pile()
    else:
        body += board.turn_panel() + board.scoreboard()
    body += board.bottom(bottom_top(view), hidden)
    return document(WIDTH, height, body, label=board_label(view))


def bottom_top(view: PartyFowlView) -> float:
    """Where the hand strip starts: under the house, or under a long scoreboard."""
    board_end = HOUSE_Y + HOUSE_H
    rows_end = rows_top(view) + sum(row_height(view, seat) for seat in range(len(view.players)))
    return max(board_end, rows_end) + 8


def picture_height(view: PartyFowlView) -> int:
    return int(bottom_top(view) + BOTTOM_H)


def rows_top(view: PartyFowlView) -> float:
    """The scoreboard's first row: under the turn panel and the topic names."""
    return HOUSE_Y + panel_height(turn_lines(view)[1]) + 30


def row_height(view: PartyFowlView, seat: int) -> float:
    """A player's scoreboard row: the name line and the seat's deepest stack as drawn, so rows grow
    as conversations do and five players still fit beside the house early on."""
    deepest = max((min(len(stack), STACK_SHOWN) for stack in view.stacks[seat]), default=0)
    return ROW_HEAD + STACK_CARD + STACK_STEP * max(0, deepest - 1) + 8


def board_label(view: PartyFowlView) -> str:
    """The board's accessible name (browser tests read it too)."""
    scores = ", ".join(f"{name} {score}" for name, score in zip(view.players, view.scores))
    if view.phase is Phase.OVER:
        names = in_words([view.players[s] for s in view.winners])
        verb = "wins" if len(view.winners) == 1 else "share the win"
        return f"Game over: {names} {verb} (scores {scores})"
    who = view.players[view.current] if view.current is not None else "nobody"
    if view.phase is Phase.PLACE:
        return f"Party Fowl, building the house: {who} lays a tile ({len(view.tiles)} left)"
    doing = "preens" if view.phase is Phase.PREEN else "on turn"
    return f"Party Fowl, {who} {doing}: scores {scores}"


def _valid_pick(pick: Pick, view: PartyFowlView, options: Options) -> Pick:
    """The pick as far as it still leads to a legal move (a stale one is dropped, not drawn)."""
    out = Pick()
    if pick.tile is not None and pick.tile in options.tiles():
        out.tile = pick.tile
        if pick.space is not None and options.places(pick.tile, pick.space):
            out.space = pick.space
    usable = pick.card is not None and (
        options.talks(pick.card) if pick.card != FOUL else bool(options.of_kind(Foul))
    )
    if usable and pick.card in view.hand:
        out.card = pick.card
    return out


class _Board:
    """One drawing of the board: the view, the legal moves and the pick, shared by its parts."""

    def __init__(self, view: PartyFowlView, options: Options, pick: Pick, why: Why, deciding: bool) -> None:
        self.view, self.options, self.pick, self.why, self.deciding = view, options, pick, why, deciding
        self.turn = deciding and view.phase is Phase.TURN
        self.seat = view.seat

    def shape(self, content: str, action: str, label: str) -> str:
        """A button for ``action``: lit when legal, else disabled with the engine's reason."""
        if self.options.has(action):
            return button(content, action, label, enabled=True)
        return button(content, action, f"{action}: {self.why(action)}", enabled=False)

    # -- header --

    def header(self, caption: str) -> str:
        view = self.view
        if view.phase is Phase.OVER:
            names = in_words([view.players[s] for s in view.winners])
            best = max(view.scores)
            verb = "wins" if len(view.winners) == 1 else "share the win"
            line = f"Game over · {names} {verb} with {counted(best, 'point')}"
        elif view.phase is Phase.PLACE:
            who = view.players[view.current] if view.current is not None else ""
            line = f"Building the house · {who} lays a tile"
        else:
            who = view.players[view.current] if view.current is not None else ""
            line = f"Party Fowl · {who}'s turn" + (" · preening" if view.phase is Phase.PREEN else "")
            if view.last_call:
                line += f" · last call: the {view.last_call} is empty"
        note = caption or self.instruction()
        return text(HOUSE_X, 22, line, size=16, weight="700") + text(
            HOUSE_X, 43, _fit(note, 118), size=13, fill=INK if self.deciding else MUTED
        )

    def instruction(self) -> str:
        view, pick = self.view, self.pick
        if view.phase is Phase.OVER:
            if view.end_rule == "partyfowl.win":
                return f"{view.players[view.winners[0]]} reached {WIN_POINTS} points."
            return f"Last call: the {view.last_call} ran out, so the highest score wins."
        who = view.players[view.current] if view.current is not None else ""
        if not self.deciding:
            if view.seat is None and view.current is not None:
                return f"Hands are hidden: {who} decides next."
            return f"{who} decides next; your hand stays yours."
        if view.phase is Phase.PLACE:
            if pick.tile is None:
                return "Click a tile in the pile on the right, then a ringed space of the house."
            if pick.space is None:
                return f"Lay the {pick.tile}: click a ringed space (or the {pick.tile} again to put it back)."
            where = cell_name(pick.space)
            return f"Turn the {pick.tile} at {where}: click one of its door turnings on the right."
        if view.phase is Phase.PREEN:
            return "Preening: click cards to swap them for new Party cards, then Done preening."
        if pick.card == FOUL:
            return "Foul: click a ringed top card of a rival's stack (or the Foul again to keep it)."
        if pick.card is not None:
            return f"Play {pick.card} alone or with a Drink: choose on the right."
        return "Click a ringed room to move, a lit card to play, a deck to draw; End turn when you are done."

    # -- the house --

    def _frame(self) -> tuple[int, int, int, int, float, float, float]:
        """The grid cells drawn (the laid tiles' box, plus a ring while building), tile size, origin."""
        view = self.view
        cells = [placed.cell for placed in view.house]
        if view.phase is Phase.PLACE:
            cells += [c for c in self._spaces()]
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        cols, rows = x1 - x0 + 1, y1 - y0 + 1
        high = HOUSE_H - MARGIN - LEGEND_H
        size = min(MAX_TILE, (HOUSE_W - MARGIN - 4) / cols, (high - 4) / rows)
        left = HOUSE_X + MARGIN + (HOUSE_W - MARGIN - size * cols) / 2
        top = HOUSE_Y + MARGIN + (high - size * rows) / 2
        return x0, y0, cols, rows, size, left, top

    def _spaces(self) -> list[Cell]:
        """Empty spaces one step from a laid tile: where a tile might go."""
        laid = {placed.cell for placed in self.view.house}
        found = {
            spot
            for cell in laid
            for side in SIDES
            if on_table(spot := neighbour(cell, side)) and spot not in laid
        }
        return sorted(found, key=lambda c: (c[1], c[0]))

    def house(self) -> str:
        view = self.view
        x0, y0, cols, rows, size, left, top = self._frame()
        out = rect(HOUSE_X, HOUSE_Y, HOUSE_W, HOUSE_H, rx=10, fill=HOUSE_FLOOR)

        def box(cell: Cell) -> tuple[float, float]:
            return left + (cell[0] - x0) * size, top + (cell[1] - y0) * size

        for i in range(cols):
            out += text(
                left + (i + 0.5) * size, top - 4, COLUMNS[x0 + i], size=12, fill=MUTED, anchor="middle"
            )
        for j in range(rows):
            out += text(
                left - 4, top + (j + 0.5) * size + 4, str(y0 + j + 1), size=12, fill=MUTED, anchor="end"
            )
        if view.phase is Phase.PLACE:
            for spot in self._spaces():
                out += self._space(spot, *box(spot), size)
        placed_at = {placed.cell: placed for placed in view.house}
        for placed in view.house:
            out += self._tile(placed, *box(placed.cell), size)
        out += self._thresholds(placed_at, box, size)
        kitchen = next(p for p in view.house if p.room == KITCHEN)
        out += self._keg(*box(kitchen.cell), size)
        return out + self._legend()

    def _legend(self) -> str:
        """A key under the house: a duck has a beak; a crown marks who controls a room's power."""
        y = HOUSE_Y + HOUSE_H - LEGEND_H / 2 - 2
        x = HOUSE_X + 14
        key = duck(self.view, 0, x + 8, y, 7) + text(x + 24, y + 4, "a duck", size=12, fill=MUTED)
        key += crown(x + 100, y, 6.5, PAPER) + text(
            x + 116, y + 4, "controls that room's power", size=12, fill=MUTED
        )
        return group(key, **{"aria-label": "Key: a duck, and the crown of the duck controlling a room"})

    def _thresholds(
        self, placed_at: dict[Cell, Placed], box: Callable[[Cell], tuple[float, float]], size: float
    ) -> str:
        """Where two doors meet, a wooden threshold joins the rooms."""
        out = ""
        door = size * 0.3
        for placed in placed_at.values():
            for side in (Side.E, Side.S):
                other = placed_at.get(neighbour(placed.cell, side))
                if side not in placed.doors or other is None or OPPOSITE[side] not in other.doors:
                    continue
                x, y = box(placed.cell)
                if side is Side.E:
                    out += rect(
                        x + size - 7,
                        y + (size - door) / 2,
                        14,
                        door,
                        fill=THRESHOLD,
                        stroke=WALL,
                        stroke_width=1,
                    )
                else:
                    out += rect(
                        x + (size - door) / 2,
                        y + size - 7,
                        door,
                        14,
                        fill=THRESHOLD,
                        stroke=WALL,
                        stroke_width=1,
                    )
        return out

    def _walls(self, x: float, y: float, size: float, doors: Iterable[Side], gap: float = 3) -> str:
        """A tile's four walls, broken where a door is."""
        a, b = x + gap, y + gap
        s = size - 2 * gap
        door = size * 0.3
        mid = (s - door) / 2
        d = ""
        doors = set(doors)
        ends = {
            Side.N: ((a, b), (1, 0)),
            Side.E: ((a + s, b), (0, 1)),
            Side.S: ((a, b + s), (1, 0)),
            Side.W: ((a, b), (0, 1)),
        }
        for side, ((sx, sy), (dx, dy)) in ends.items():
            if side in doors:
                d += f"M{_f(sx)} {_f(sy)} l{_f(dx * mid)} {_f(dy * mid)} "
                far = mid + door
                d += f"M{_f(sx + dx * far)} {_f(sy + dy * far)} l{_f(dx * mid)} {_f(dy * mid)} "
            else:
                d += f"M{_f(sx)} {_f(sy)} l{_f(dx * s)} {_f(dy * s)} "
        return path(d, fill="none", stroke=WALL, stroke_width=4, stroke_linecap="square")

    def _tile(self, placed: Placed, x: float, y: float, size: float) -> str:
        view = self.view
        room = ROOMS[placed.room]
        tint = BATH_TINT if placed.room == BATHROOM else TOPIC_TINT[room.topic]
        body = rect(x + 3, y + 3, size - 6, size - 6, rx=3, fill=tint)
        body += self._walls(x, y, size, placed.doors)
        small = size < 100
        wide = 9 * len(placed.room) > size - 12
        lines = textwrap.wrap(placed.room, 8) if wide and " " in placed.room else [placed.room]
        for i, line in enumerate(lines):
            body += text(
                x + size / 2, y + 18 + 13 * i, line, size=12 if small else 13, weight="700", anchor="middle"
            )
        mid_y = y + 18 + 13 * len(lines) + size * 0.14
        s = max(6.0, size * 0.1)
        owner = view.controller_of(placed.room)
        if placed.room != KITCHEN:
            body += symbol(room.topic or placed.room, x + size * 0.32, mid_y, s)
        if owner is not None:
            body += control_crown(view, owner, placed.room, x + size * 0.7, mid_y, max(7.0, size * 0.08))
        here = [seat for seat, where in enumerate(view.ducks) if where == placed.room]
        r = max(7.0, min(10.0, size * 0.085))
        step = min(2.8 * r, (size - 12 - 2.8 * r) / max(1, len(here) - 1)) if len(here) > 1 else 0
        for k, seat in enumerate(here):
            body += duck(view, seat, x + 6 + 1.3 * r + k * step, y + size - 7 - 1.2 * r, r)
        label = self._room_words(placed, owner, here)
        if self.deciding and view.phase in (Phase.TURN, Phase.PREEN):
            action = str(Move(placed.room))
            if self.options.has(action):
                ring = rect(x + 5, y + 5, size - 10, size - 10, rx=4, fill="none", stroke=LIT, stroke_width=3)
                return button(body + ring, action, f"{action}: {label}", enabled=True)
            return button(body, action, f"{action}: {self.why(action)} ({label})", enabled=False)
        return group(title(label) + body)

    def _room_words(self, placed: Placed, owner: int | None, here: Sequence[int]) -> str:
        view = self.view
        room = ROOMS[placed.room]
        words = [f"The {placed.room} at {cell_name(placed.cell)}"]
        if room.topic is not None and room.power is not None:
            words.append(f"{room.topic} is talked about here; power {room.power.title}: {room.power.summary}")
            controls = f"controlled by {view.players[owner]}" if owner is not None else "nobody controls it"
            words.append(controls)
        elif placed.room == KITCHEN:
            words.append(f"the Keg Deck is here ({counted(view.keg, 'card')})")
        else:
            words.append("wash Fouls off and preen here")
        doors = " ".join(placed.doors)
        links = view.room_links(placed.room)
        words.append(f"doors {doors}" + (f", to the {', '.join(links)}" if links else ""))
        if here:
            words.append("ducks here: " + ", ".join(view.players[s] for s in here))
        return "; ".join(words)

    def _keg(self, x: float, y: float, size: float) -> str:
        """The Keg Deck in the Kitchen, with its count; a Draw from it when allowed."""
        view = self.view
        s = max(7.0, size * 0.11)
        cx, cy = x + size * 0.34, y + 18 + 13 + size * 0.14
        shape = keg(cx, cy, s) + text(cx + 1.6 * s, cy + 5, str(view.keg), size=13, weight="700")
        hit = rect(cx - 1.2 * s, cy - 1.3 * s, 3.4 * s + 24, 2.6 * s, rx=4, fill=PAPER, fill_opacity=0)
        words = f"The Keg Deck: {counted(view.keg, 'card')} (Drinks and Freebies)"
        action = str(Draw(True))
        if self.deciding and view.phase in (Phase.TURN, Phase.PREEN):
            if self.options.has(action):
                ring = rect(
                    cx - 1.2 * s,
                    cy - 1.3 * s,
                    3.4 * s + 24,
                    2.6 * s,
                    rx=4,
                    fill=PAPER,
                    fill_opacity=0.5,
                    stroke=LIT,
                    stroke_width=2.5,
                )
                return button(ring + shape, action, f"{action}: {words}", enabled=True)
            return button(hit + shape, action, f"{action}: {self.why(action)} ({words})", enabled=False)
        return group(title(words) + shape)

    def _space(self, spot: Cell, x: float, y: float, size: float) -> str:
        """An empty space beside the house while building: ringed where the picked tile fits."""
        name = cell_name(spot)
        pick, options = self.pick, self.options
        outline = rect(
            x + 5,
            y + 5,
            size - 10,
            size - 10,
            rx=4,
            fill=PAPER,
            fill_opacity=0.35,
            stroke=MUTED,
            stroke_width=1.2,
            stroke_dasharray="4 3",
        )
        mark = text(x + size / 2, y + size / 2 + 4, name, size=12, fill=MUTED, anchor="middle")
        if not self.deciding:
            return group(title(f"{name}: an empty space") + outline + mark)
        if pick.tile is None:
            return button(
                outline + mark,
                f"{PICK} space {name}",
                f"{name}: pick a tile from the pile first",
                enabled=False,
            )
        fits = options.places(pick.tile, spot)
        if pick.space == spot:
            ghost = rect(
                x + 5,
                y + 5,
                size - 10,
                size - 10,
                rx=4,
                fill=PAPER,
                fill_opacity=0.8,
                stroke=LIT,
                stroke_width=3.5,
            )
            ghost += text(
                x + size / 2, y + size / 2 + 4, pick.tile, size=12, weight="700", fill=LIT, anchor="middle"
            )
            return button(
                ghost,
                f"{PICK} tile {pick.tile}",
                f"{name}: the {pick.tile} goes here; click to choose another space",
                enabled=True,
            )
        if not fits:
            sample = str(Place(pick.tile, spot, turnings(pick.tile)[0]))
            return button(
                outline + mark, f"{PICK} space {name}", f"{name}: {self.why(sample)}", enabled=False
            )
        ring = rect(
            x + 5, y + 5, size - 10, size - 10, rx=4, fill=PAPER, fill_opacity=0.6, stroke=LIT, stroke_width=3
        )
        lit = ring + text(
            x + size / 2, y + size / 2 + 4, name, size=12, weight="700", fill=LIT, anchor="middle"
        )
        if len(fits) == 1:
            return button(
                lit, str(fits[0]), f"{fits[0]}: the only way the {pick.tile} fits here", enabled=True
            )
        return button(
            lit,
            f"{PICK} space {name}",
            f"Lay the {pick.tile} at {name}: {len(fits)} ways to turn it",
            enabled=True,
        )

    # -- building: the pile of tiles and the turnings --

    def tile_pile(self) -> str:
        view, pick = self.view, self.pick
        x0, y = RIGHT_X, HOUSE_Y
        out = rect(x0 - 4, y, RIGHT_W + 8, HOUSE_H, rx=10, fill="#ebe5d8")
        out += text(x0 + 6, y + 20, f"Tiles to lay ({len(view.tiles)})", size=13, weight="700")
        for k, tile in enumerate(view.tiles):
            tx, ty = x0 + 6 + (k % 4) * 94, y + 30 + (k // 4) * 104
            out += self._pile_tile(tile, tx, ty)
        ty = y + 30 + 2 * 104 + 4
        if self.deciding and pick.tile is not None and pick.space is not None:
            out += text(
                x0 + 6, ty + 12, f"Turn the {pick.tile} at {cell_name(pick.space)}:", size=13, weight="700"
            )
            for k, doors in enumerate(turnings(pick.tile)):
                out += self._turning(Place(pick.tile, pick.space, doors), x0 + 6 + k * 94, ty + 20)
        ty = y + HOUSE_H - 22 * len(view.players) - 6
        for seat, name in enumerate(view.players):
            row = duck(view, seat, x0 + 16, ty + 22 * seat + 8, 8)
            cards = view.hand_sizes[seat]
            you = " (you)" if seat == view.seat else ""
            turn = "▶ " if seat == view.current else ""
            row += text(
                x0 + 32,
                ty + 22 * seat + 13,
                f"{turn}{_fit(name, 14)}{you} · {counted(cards, 'card')} in hand",
                size=12,
                weight="700" if turn else None,
            )
            out += row
        return out

    def _pile_tile(self, tile: str, x: float, y: float) -> str:
        room = ROOMS[tile]
        s = 62
        tint = BATH_TINT if tile == BATHROOM else TOPIC_TINT[room.topic]
        body = rect(x + 12, y + 2, s, s, rx=3, fill=tint) + self._walls(x + 9, y - 1, s + 6, room.doors)
        body += symbol(room.topic or tile, x + 12 + s / 2, y + 2 + s / 2, 10)
        body += text(x + 12 + s / 2, y + s + 18, _fit(tile, 13), size=12, weight="700", anchor="middle")
        power = f"; power {room.power.title}: {room.power.summary}" if room.power else ""
        words = f"The {tile} tile, doors {' '.join(room.doors)} as printed{power}"
        if not self.deciding:
            return group(title(words) + body)
        if self.pick.tile == tile:
            ring = rect(x + 6, y - 4, s + 12, s + 28, rx=5, fill="none", stroke=LIT, stroke_width=3.5)
            return button(body + ring, f"{PICK} nothing", f"Put the {tile} back: {words}", enabled=True)
        ring = rect(
            x + 6, y - 4, s + 12, s + 28, rx=5, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=1.5
        )
        return button(ring + body, f"{PICK} tile {tile}", f"Pick the {tile} to lay: {words}", enabled=True)

    def _turning(self, place: Place, x: float, y: float) -> str:
        """A small preview of the picked tile with its doors turned one way."""
        s = 62
        room = ROOMS[place.room]
        tint = BATH_TINT if place.room == BATHROOM else TOPIC_TINT[room.topic]
        body = rect(x + 12, y + 2, s, s, rx=3, fill=tint) + self._walls(x + 9, y - 1, s + 6, place.doors)
        body += symbol(room.topic or place.room, x + 12 + s / 2, y + 2 + s / 2, 9)
        body += text(x + 12 + s / 2, y + s + 18, "doors " + " ".join(place.doors), size=12, anchor="middle")
        action = str(place)
        if self.options.has(action):
            ring = rect(
                x + 6, y - 4, s + 12, s + 28, rx=5, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=3
            )
            return button(ring + body, action, f"{action}: {place.describe()}", enabled=True)
        return button(group(body, opacity=0.45), action, f"{action}: {self.why(action)}", enabled=False)

    # -- the turn: Quacktions and powers --

    def turn_panel(self) -> str:
        body, lines = turn_lines(self.view)
        frame = rect(
            RIGHT_X - 4, HOUSE_Y, RIGHT_W + 8, panel_height(lines), rx=8, fill=PAPER, stroke="#d6cfbf"
        )
        return frame + body

    def _chip(self, x: float, y: float, words: str, fill: str, ink: str) -> str:
        return chip(x, y, words, fill, ink)

    # -- the scoreboard: every player's stacks --

    def scoreboard(self) -> str:
        view = self.view
        out = ""
        top = rows_top(view)
        for k, topic in enumerate(TOPICS):
            cx = RIGHT_X + k * COLUMN + COLUMN / 2
            out += text(cx, top - 7, str(topic), size=12, weight="600", anchor="middle")
        for seat in range(len(view.players)):
            out += self._player_row(seat, top)
            top += row_height(view, seat)
        return out

    def _player_row(self, seat: int, y: float) -> str:
        view = self.view
        on_turn = seat == view.current and view.phase is not Phase.OVER
        won = seat in view.winners
        out = ""
        if on_turn or won:
            colour = "#00664a" if won else INK
            out += rect(
                RIGHT_X - 4,
                y - 2,
                RIGHT_W + 8,
                row_height(view, seat) - 4,
                rx=6,
                fill=PAPER,
                stroke=colour,
                stroke_width=2,
            )
        head = self._row_head(seat, y, on_turn=on_turn, won=won)
        out += self._peek(seat, head, y)
        for k, stack in enumerate(view.stacks[seat]):
            out += self._stack(seat, TOPICS[k], stack, RIGHT_X + k * COLUMN + 3, y + ROW_HEAD)
        return out

    def _row_head(self, seat: int, y: float, *, on_turn: bool, won: bool) -> str:
        view = self.view
        score = view.scores[seat]
        out = duck(view, seat, RIGHT_X + 11, y + 11, 8)
        you = " (you)" if seat == view.seat else ""
        out += text(
            RIGHT_X + 28,
            y + 16,
            ("▶ " if on_turn else "") + _fit(view.players[seat], 10) + you,
            size=13,
            weight="700",
        )
        bar_x = RIGHT_X + 150
        cells = ""
        for k in range(WIN_POINTS):
            filled = k < score
            cells += rect(
                bar_x + k * 7,
                y + 6,
                6,
                12,
                fill=SEAT_FILL[seat % 5] if filled else PAPER,
                stroke="#9a9384",
                stroke_width=0.6,
            )
        out += group(title(f"{view.players[seat]}: {score} of {WIN_POINTS} points") + cells)
        out += text(bar_x + 21 * 7 + 5, y + 17, f"{score}/{WIN_POINTS}", size=13, weight="700")
        cards = view.hand_sizes[seat]
        hx = RIGHT_X + RIGHT_W - 36
        out += rect(hx, y + 4, 11, 15, rx=2, fill="#7d6a9a", stroke=INK, stroke_width=1)
        out += text(hx + 15, y + 17, str(cards), size=13)
        if won:
            out += text(bar_x - 6, y + 17, "winner", size=12, weight="700", fill="#00664a", anchor="end")
        return out

    def _peek(self, seat: int, head: str, y: float) -> str:
        """A rival's name line: with the Home Theater's power, a click looks at their hand."""
        view = self.view
        where = view.ducks[seat]
        looks = f"{SEAT_COLOUR[seat % 5]} {SEAT_SHAPE[seat % 5]}"
        words = (
            f"{view.players[seat]} ({looks}): {counted(view.scores[seat], 'point')}, "
            f"{counted(view.hand_sizes[seat], 'card')} in hand, duck in the {where}"
        )
        action = str(Peek(seat, view.players[seat]))
        if self.turn and seat != self.seat and ("Home Theater" in view.powers or self.options.has(action)):
            if self.options.has(action):
                ring = rect(
                    RIGHT_X - 2,
                    y,
                    RIGHT_W + 4,
                    ROW_HEAD - 2,
                    rx=4,
                    fill=PAPER,
                    fill_opacity=0.3,
                    stroke=LIT,
                    stroke_width=2.5,
                )
                return button(ring + head, action, f"{action}: Home Theater power ({words})", enabled=True)
            return button(head, action, f"{action}: {self.why(action)}", enabled=False)
        return group(title(words) + head)

    def _stack(
        self, seat: int, topic: Topic, stack: Sequence[tuple[str, bool, bool]], x: float, y: float
    ) -> str:
        view = self.view
        w = COLUMN - 8
        if not stack:
            empty = rect(x, y, w, STACK_CARD, rx=3, fill="none", stroke="#cfc7b5", stroke_dasharray="3 3")
            empty += group(symbol(topic, x + w / 2, y + STACK_CARD / 2, 6), opacity=0.35)
            return group(title(f"{view.players[seat]} has no {topic} cards on the table") + empty)
        hidden = len(stack) - STACK_SHOWN + 1 if len(stack) > STACK_SHOWN else 0
        shown = stack[hidden:]
        out = ""
        total = stack_points(stack)
        if hidden:  # the older cards: one strip that counts them
            older = sum(entry_points(entry) for entry in stack[:hidden])
            strip = rect(x, y, w, STACK_CARD, rx=3, fill="#f1ece1", stroke=MUTED, stroke_dasharray="3 2")
            strip += text(x + 5, y + 12, f"+{hidden} older", size=12, fill=MUTED)
            out += group(
                title(f"{counted(hidden, 'older card')} under these, {counted(older, 'point')}") + strip
            )
        for k, entry in enumerate(shown):
            top = k == len(shown) - 1
            cy = y + (k + bool(hidden)) * STACK_STEP
            card, drink, fouled = entry
            locked = fouled and not top
            face = rect(x, cy, w, STACK_CARD, rx=3, fill=TOPIC_TINT[topic], stroke=INK, stroke_width=1)
            face += text(x + 5, cy + 12, str(CARDS[card].points), size=12, weight="700")
            if drink:
                face += rect(
                    x + w - 24, cy + 1.5, 21, 12, rx=3, fill=OKABE_ITO["yellow"], stroke=INK, stroke_width=0.8
                )
                face += text(x + w - 13.5, cy + 11.5, "x2", size=12, weight="700", anchor="middle")
            if fouled:
                face += rect(
                    x + 1, cy + 1, w - 2, STACK_CARD - 2, rx=2, fill="url(#pf-hatch)", fill_opacity=0.9
                )
                face += rect(x + 15, cy + 1, 18, 12, fill=PAPER) + text(
                    x + 24, cy + 12, "0", size=12, weight="700", anchor="middle"
                )
                if locked:
                    face += padlock(x + w - 12, cy)
            out += self._stack_card(seat, topic, entry, face, x, cy, w, top=top, locked=locked)
        size = f"{counted(len(stack), 'card')}, {counted(total, 'point')}"
        words = f"{view.players[seat]}'s {topic} conversation: {size}"
        return group(out, aria_label=words)

    def _stack_card(
        self,
        seat: int,
        topic: Topic,
        entry: tuple[str, bool, bool],
        face: str,
        x: float,
        y: float,
        w: float,
        *,
        top: bool,
        locked: bool,
    ) -> str:
        view = self.view
        card, drink, fouled = entry
        points = entry_points(entry)
        state = "locked under a Foul" if locked else "covered by a Foul" if fouled else f"scores {points}"
        words = f"{view.players[seat]}'s {card}" + (" with a Drink" if drink else "") + f": {state}"
        if not (top and self.turn):
            return group(title(words) + face)
        if seat == self.seat and fouled:
            action = str(Clean(card))
            if self.options.has(action):
                ring = rect(
                    x - 2, y - 2, w + 4, STACK_CARD + 4, rx=4, fill="none", stroke=LIT, stroke_width=2.5
                )
                return button(face + ring, action, f"{action}: {Clean(card).describe()}", enabled=True)
            return button(face, action, f"{action}: {self.why(action)}", enabled=False)
        if seat != self.seat and not fouled and FOUL in view.hand:
            action = str(Foul(seat, view.players[seat], card))
            if self.options.has(action):
                width = 4 if self.pick.card == FOUL else 2.5
                ring = rect(
                    x - 2, y - 2, w + 4, STACK_CARD + 4, rx=4, fill="none", stroke=LIT, stroke_width=width
                )
                return button(face + ring, action, f"{action}: {words}, it would score 0", enabled=True)
            return button(face, action, f"{action}: {self.why(action)}", enabled=False)
        return group(title(words) + face)

    # -- the bottom strip: the Party Deck, your hand, the board buttons --

    def bottom(self, y: float, hidden: str | None = None) -> str:
        view = self.view
        out = rect(0, y, WIDTH, BOTTOM_H, fill="#ebe5d8")
        out += self._party_pile(12, y + 28)
        if view.seat is None:
            if view.phase is Phase.OVER or view.current is None:
                note = hidden or "The party is over: press New game to play again."
            else:
                note = hidden or f"Hands are hidden: pass the device to {view.players[view.current]}."
            return out + text(HAND_X, y + 60, note, size=14, weight="700")
        hand = view.hand
        heading = f"Your hand, {view.players[view.seat]} · {len(hand)} of {HAND_LIMIT}"
        if view.preening and view.seat == view.current:
            heading += f" · {len(view.preening)} put aside to swap"
        out += text(HAND_X, y + 13, heading, size=13, weight="700")
        for k, card in enumerate(hand):
            out += self._hand_card(card, HAND_X + k * (CARD_W + 6), y + 28)
        aside = view.preening if view.seat == view.current else ()  # a preen is the preener's secret
        for k, card in enumerate(aside):
            x = HAND_X + (len(hand) + k) * (CARD_W + 6)
            face = card_face(card, x, y + 28)
            out += group(
                title(f"{card}: put aside, swapped when you are done preening") + group(face, opacity=0.4),
                data_aside=card,
            )
            out += text(
                x + CARD_W / 2,
                y + 28 + CARD_H / 2,
                "aside",
                size=13,
                weight="700",
                fill=WARN,
                anchor="middle",
            )
        out += self._board_buttons(BUTTONS_X, y + 10)
        if view.glimpse is not None:
            out += self._glimpse(view.glimpse, y + 146)
        return out

    def _party_pile(self, x: float, y: float) -> str:
        view = self.view
        back = rect(x + 4, y + 4, 72, 96, rx=6, fill="#6d5a8c", stroke=INK, stroke_width=1)
        back += rect(x, y, 72, 96, rx=6, fill="#8a74ab", stroke=INK, stroke_width=1.5)
        back += rect(
            x + 6, y + 6, 60, 84, rx=4, fill="none", stroke=PAPER, stroke_width=1.2, stroke_dasharray="3 2"
        )
        back += text(x + 36, y + 38, "Party", size=13, weight="700", fill=PAPER, anchor="middle")
        back += text(x + 36, y + 54, "Deck", size=13, weight="700", fill=PAPER, anchor="middle")
        back += text(x + 36, y + 78, str(view.party), size=16, weight="700", fill=PAPER, anchor="middle")
        back += text(x + 36, y + 118, f"discards {view.party_discard}", size=12, fill=MUTED, anchor="middle")
        words = f"The Party Deck: {counted(view.party, 'card')} left"
        action = str(Draw(False))
        if self.deciding and view.phase in (Phase.TURN, Phase.PREEN):
            if self.options.has(action):
                ring = rect(x - 3, y - 3, 82, 106, rx=8, fill="none", stroke=LIT, stroke_width=3)
                return button(back + ring, action, f"{action}: {words}", enabled=True)
            return button(back, action, f"{action}: {self.why(action)} ({words})", enabled=False)
        return group(title(words) + back)

    def _hand_card(self, card: str, x: float, y: float) -> str:
        view, options, pick = self.view, self.options, self.pick
        info = CARDS[card]
        face = card_face(card, x, y)
        attrs: dict[str, object] = {"data_card": card}
        if not self.deciding or view.phase is Phase.PLACE:
            return group(title(card_words(card)) + face, **attrs)
        if view.phase is Phase.PREEN:
            action = str(PreenAway(card))
            return group(
                self.shape(_raised(face, x, y), action, f"{action}: swap it for a new Party card"), **attrs
            )
        if info.kind is Kind.TALK:
            talks = options.talks(card)
            if pick.card == card:
                lifted = _raised(face, x, y, chosen=True)
                return group(
                    button(lifted, f"{PICK} nothing", f"Put {card} back: do not play it", enabled=True),
                    **attrs,
                )
            if len(talks) > 1:
                return group(
                    button(
                        _raised(face, x, y),
                        f"{PICK} card {card}",
                        f"Pick {card}: play it alone or with a Drink",
                        enabled=True,
                    ),
                    **attrs,
                )
            action = str(Talk(card))
            if talks:
                action = str(talks[0])
                return group(
                    button(_raised(face, x, y), action, f"{action}: {talks[0].describe()}", enabled=True),
                    **attrs,
                )
            return group(button(face, action, f"{action}: {self.why(action)}", enabled=False), **attrs)
        if info.kind is Kind.FOUL:
            fouls = options.of_kind(Foul)
            if pick.card == FOUL:
                return group(
                    button(
                        _raised(face, x, y, chosen=True),
                        f"{PICK} nothing",
                        "Keep the Foul: do not play it now",
                        enabled=True,
                    ),
                    **attrs,
                )
            if fouls:
                return group(
                    button(
                        _raised(face, x, y),
                        f"{PICK} card {FOUL}",
                        f"Pick the Foul, then a ringed top card of a rival ({len(fouls)} can be fouled)",
                        enabled=True,
                    ),
                    **attrs,
                )
            return group(
                button(
                    face, f"{PICK} card {FOUL}", f"Foul: {self.why(f'{PICK} card {FOUL}')}", enabled=False
                ),
                **attrs,
            )
        action = f"Play {card}"
        words = card_words(card)
        if options.has(action):
            return group(button(_raised(face, x, y), action, f"{action}: {words}", enabled=True), **attrs)
        return group(button(face, action, f"{action}: {self.why(action)}", enabled=False), **attrs)

    def _board_buttons(self, x: float, y: float) -> str:
        view, options, pick = self.view, self.options, self.pick
        if not self.deciding or view.phase is Phase.PLACE:
            return ""
        wanted: list[tuple[str, str]] = []
        if pick.card is not None and pick.card != FOUL:
            for talk in options.talks(pick.card):
                wanted.append((str(talk), talk.describe()))
        if view.phase is Phase.PREEN:
            wanted.append((str(PreenDone()), PreenDone().describe()))
        else:
            if view.ducks[view.current or 0] == BATHROOM:
                wanted.append((str(Preen()), Preen().describe()))
            wanted.append((str(EndTurn()), EndTurn().describe()))
        out = ""
        for k, (action, words) in enumerate(wanted):
            by = y + k * 40
            lit = options.has(action)
            face = rect(
                x,
                by,
                BUTTON_W,
                32,
                rx=7,
                fill=PAPER if lit else "#f3f0ea",
                stroke=LIT if lit else "#b9b09c",
                stroke_width=2.5 if lit else 1.2,
            )
            face += text(
                x + BUTTON_W / 2,
                by + 21,
                _fit(action, 28),
                size=13,
                weight="700" if lit else None,
                fill=INK if lit else MUTED,
                anchor="middle",
            )
            out += self.shape(face, action, f"{action}: {words}")
        return out

    def _glimpse(self, glimpse: tuple[int, tuple[str, ...]], y: float) -> str:
        """The hand seen with the Home Theater's power: for the peeker's eyes, and marked so. Its
        chips follow the heading and flow onto a second line when a long hand needs one."""
        seat, cards = glimpse
        who = self.view.players[seat]
        words = f"{who}'s hand (Home Theater glimpse, only you see it):"
        right = WIDTH - 14 - 6  # inside the frame
        labels = [_fit(card, 14) for card in cards]
        spots, line, x = [], 0, HAND_X + label_width(words) + 8
        for label in labels:
            if x + chip_width(label) > right:
                line, x = line + 1, float(HAND_X)
            spots.append((x, line))
            x += chip_width(label) + 4
        rows = 1 + (spots[-1][1] if spots else 0)
        top = y - 4 - 9 * (rows - 1)  # a second line grows the frame into the gap under the hand
        out = rect(
            HAND_X - 6,
            top,
            WIDTH - HAND_X - 8,
            10 + 20 * rows,
            rx=6,
            fill="#fff4ec",
            stroke=WARN,
            stroke_width=1.5,
        )
        out += text(HAND_X, top + 19, words, size=13, weight="700")
        chips = ""
        for card, label, (x, row) in zip(cards, labels, spots, strict=True):
            tint = CARD_TINT.get(CARDS[card].kind, TOPIC_TINT.get(CARDS[card].topic, PAPER))
            chips += group(self._chip(x, top + 5 + 20 * row, label, tint, INK), data_glimpse=card)
        return group(
            title(f"{who}'s hand, seen with the Home Theater: {', '.join(cards) or 'no cards'}")
            + out
            + chips,
            class_="pf-glimpse",
        )


def card_words(card: str) -> str:
    """What a card in hand is, for its hover text."""
    info = CARDS[card]
    if info.kind is Kind.TALK:
        room = _room_of(info.topic)
        return f"{card}: a {info.topic} conversation card worth {info.points}, played in the {room}"
    if info.kind is Kind.FOUL:
        return "Foul: covers a rival's top card so it scores 0 (costs a Play)"
    if info.kind is Kind.DRINK:
        return "Drink: doubles a conversation card played with it"
    gains = " and ".join(f"+1 {quacktion_name(g)} Quacktion" for g in info.grants)
    return f"{card}: a Freebie, {gains}, no Quacktion needed"


def _room_of(topic: Topic | None) -> str:
    return next((name for name, room in ROOMS.items() if room.topic is topic), "")


def card_face(card: str, x: float, y: float) -> str:
    """A card from the hand: conversation cards show their topic and points; Foul 0, Drink x2, Freebie F."""
    info = CARDS[card]
    tint = TOPIC_TINT[info.topic] if info.kind is Kind.TALK else CARD_TINT[info.kind]
    out = rect(x, y, CARD_W, CARD_H, rx=7, fill=tint, stroke="#8d846f", stroke_width=1.5)
    if info.kind is Kind.FOUL:
        out += rect(x + 2, y + 2, CARD_W - 4, CARD_H - 4, rx=6, fill="url(#pf-hatch)", fill_opacity=0.5)
    out += text(x + 8, y + 24, info.corner, size=22, weight="700")
    if info.kind is Kind.TALK:
        out += symbol(info.topic, x + CARD_W / 2, y + 56, 13)
        out += text(x + CARD_W / 2, y + CARD_H - 10, str(info.topic), size=13, weight="600", anchor="middle")
    elif info.kind is Kind.FOUL:
        out += rect(x + 10, y + CARD_H - 28, CARD_W - 20, 20, rx=4, fill=PAPER)
        out += text(x + CARD_W / 2, y + CARD_H - 13, "Foul", size=13, weight="700", anchor="middle")
    elif info.kind is Kind.DRINK:
        mug = rect(x + 26, y + 42, 20, 26, rx=3, fill=OKABE_ITO["yellow"], stroke=INK, stroke_width=1.3)
        mug += path(f"M{x + 46} {y + 48} h6 v12 h-6", fill="none", stroke=INK, stroke_width=1.8)
        mug += rect(x + 25, y + 38, 22, 7, rx=3, fill=PAPER, stroke=INK, stroke_width=1)
        out += mug + text(x + CARD_W / 2, y + CARD_H - 10, "Drink", size=13, weight="600", anchor="middle")
    else:
        for k, line in enumerate(textwrap.wrap(card, 10)[:2]):
            out += text(x + CARD_W / 2, y + 48 + 15 * k, line, size=12, weight="700", anchor="middle")
        grants = " ".join(f"+{quacktion_name(g)}" for g in info.grants)
        out += text(x + CARD_W / 2, y + CARD_H - 10, grants, size=12, anchor="middle")
        if info.keg:
            out += keg(x + CARD_W - 13, y + 17, 6)
    return out


def _raised(face: str, x: float, y: float, *, chosen: bool = False) -> str:
    """A card you can use: ringed (and lifted when chosen)."""
    ring = rect(
        x - 2, y - 2, CARD_W + 4, CARD_H + 4, rx=8, fill="none", stroke=LIT, stroke_width=4 if chosen else 2.5
    )
    shown = face + ring
    return group(shown, transform="translate(0,-8)") if chosen else shown


# ---- choosing on the board ----


def choose(state: PartyFowlState, pick: Pick, what: str) -> str | None:
    """Apply a board click that only chooses ("tile Den", "space D3", "card Games 3", "nothing").

    Returns the move to make when the click completes one (a space where the tile fits one way
    only), None when only the choice changed; raises IllegalAction, with the engine's refusal and
    rule, for a choice that leads nowhere. Nothing is applied to the game here.
    """
    seat = state.current_player
    if seat is None:
        raise IllegalAction("The game is over: no more moves can be made.", "core.game-over")
    options = Options.of(map(str, state.legal_actions()), state.players)
    if what == "nothing":
        pick.clear()
        return None
    if what.startswith("tile "):
        tile = what.removeprefix("tile ")
        if tile not in ROOMS:
            raise IllegalAction(f"There is no room tile called {tile!r}.", "partyfowl.placement")
        if not options.places(tile):
            raise _refused(state, str(Place(tile, (0, 0), turnings(tile)[0])))
        pick.clear()
        pick.tile = tile
        return None
    if what.startswith("space "):
        spot = parse_cell(what.removeprefix("space "))
        if spot is None:
            raise IllegalAction(
                f"{what.removeprefix('space ')!r} is no space on the table.", "partyfowl.placement"
            )
        if state.phase is not Phase.PLACE:
            raise _refused(state, str(Place(BATHROOM, spot, (Side.S,))))
        if pick.tile is None or not options.places(pick.tile):
            raise IllegalAction(
                "Pick a tile from the pile first, then a space for it.", "partyfowl.placement"
            )
        fits = options.places(pick.tile, spot)
        if not fits:
            raise _refused(state, str(Place(pick.tile, spot, turnings(pick.tile)[0])))
        if len(fits) == 1:
            return str(fits[0])
        pick.space = spot
        return None
    if what.startswith("card "):
        card = what.removeprefix("card ")
        if card not in CARDS:
            raise IllegalAction(f"There is no card called {card!r}.", "partyfowl.talk")
        if card == FOUL:
            if not options.of_kind(Foul):
                raise foul_refusal(state)
            pick.clear()
            pick.card = FOUL
            return None
        if CARDS[card].kind is not Kind.TALK:
            return f"Play {card}"  # a Freebie is played at once; a Drink is refused by the engine
        if not options.talks(card):
            raise _refused(state, str(Talk(card)))
        pick.clear()
        pick.card = card
        return None
    raise IllegalAction(f"{what!r} is nothing on this board.", "core.legal-actions")


def _refused(state: PartyFowlState, action: str) -> IllegalAction:
    return refusal(state, action) or IllegalAction(f"{action} cannot be chosen now.", "core.legal-actions")


def foul_refusal(state: PartyFowlState) -> IllegalAction:
    """Why no Foul can be played now, as the engine words it for a Foul on a rival's top card: an
    open one if any rival has one, else one already fouled."""
    seat = state.current_player or 0
    players = state.players
    tops = [
        (Foul(other, players[other], stack[-1][0]), stack[-1][2])
        for other in range(len(players))
        if other != seat
        for stack in state.view(None).stacks[other]
        if stack
    ]
    open_tops = [foul for foul, fouled in tops if not fouled]
    if open_tops:
        return _refused(state, str(open_tops[0]))
    sample = str(tops[0][0]) if tops else f"Foul {players[seat - 1]}'s Games 1"
    refused = _refused(state, sample)
    if refused.rule != "partyfowl.foul-top":
        return refused  # a reason that comes first: no Foul in hand, no Play left
    if tops:
        return IllegalAction(
            "Every rival's top card is already fouled, and a fouled card cannot be fouled again.",
            "partyfowl.foul-top",
        )
    return IllegalAction(
        "No rival has a conversation card on the table yet: there is nothing to foul.", "partyfowl.foul-top"
    )


def click_path(state: PartyFowlState, action: Any) -> list[str]:
    """The board clicks (``data-action`` strings, in order) that make a legal ``action``, starting
    with nothing picked: what a browser test clicks to play a move the way a person would."""
    text_ = str(action)
    options = Options.of(map(str, state.legal_actions()), state.players)
    if not options.has(text_):
        raise IllegalAction(f"{text_!r} is not a legal move now.", "core.legal-actions")
    parsed = parse(text_, state.players)
    if isinstance(parsed, Place):
        fits = options.places(parsed.room, parsed.cell)
        if len(fits) == 1:
            return [f"{PICK} tile {parsed.room}", text_]
        return [f"{PICK} tile {parsed.room}", f"{PICK} space {cell_name(parsed.cell)}", text_]
    if isinstance(parsed, Talk) and asks_drink(options, parsed.card):
        return [f"{PICK} card {parsed.card}", text_]
    return [text_]


# ---- the table ----


class PartyFowlTable(GameTable):
    """A Party Fowl table played on the board; it pauses before each bot's turn."""

    def __init__(self, *, step: bool = True, **kwargs: Any) -> None:
        self.pick = Pick()
        self._mover: int | None = None
        self._recent: list[str] = []  # what the last player to move did this turn
        super().__init__(
            GAME,
            self._draw,
            pause=self._turn_pause if step else None,
            review=self._review,
            score_name=f"Points (to {WIN_POINTS})",
            **kwargs,
        )
        self.board.layout.flex = f"0 1 {WIDTH}px"

    def __repr__(self) -> str:
        names = ", ".join(self.state.players)
        return f"<PartyFowlTable: {names}; seed {self.state.seed}>"

    def _why(self, action: str) -> str:
        if action == f"{PICK} card {FOUL}":
            assert isinstance(self.state, PartyFowlState)
            return foul_refusal(self.state).message
        assert isinstance(self.state, PartyFowlState)
        found = refusal(self.state, action)
        return found.message if found else "not possible now."

    def _draw(self, view: PartyFowlView, legal: frozenset[str]) -> str:
        return draw_board(view, legal, self.pick, why=self._why, hidden=self._hidden())

    def _review(self, view: PartyFowlView, legal: frozenset[str]) -> str:
        """The board while paused: who just did what, and who plays next."""
        who = self.state.players[self._mover] if self._mover is not None else ""
        following = self.state.current_player
        nxt = self.state.players[following] if following is not None else ""
        did = "; ".join(self._recent[-3:])  # the newest; the log below the board has them all
        note = f"Press {self._paused} for {nxt}'s turn." + (f" {who} did: {did}." if did else "")
        return draw_board(view, frozenset(), None, caption=note, hidden=self._hidden())

    def _hidden(self) -> str | None:
        """What the hand strip says when no hand is on screen: all bots, or a device to pass."""
        return "Every seat is a bot: their hands stay hidden." if HUMAN not in self.seat_kinds else None

    def new_game(self) -> None:
        self.pick.clear()
        self._mover, self._recent = None, []
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
        assert isinstance(self.state, PartyFowlState)
        try:
            move = choose(self.state, self.pick, text.removeprefix(PICK + " "))
        except IllegalAction as err:
            self._refuse(err)
            return
        if move is not None:
            super().act(move)
            return
        self._say("")
        self._render()

    def moved(self, seat: int) -> None:
        """Remember what the player on the move did this turn; a human's move lets go of the pick."""
        if seat != self._mover:
            self._recent = []
        self._mover = seat
        self._recent.append(self.moves[-1].action)
        if seat not in self.bots:
            self.pick.clear()

    def _turn_pause(self, events: Sequence[Event]) -> str | None:
        """Pause when a bot's turn (or tile) is next, so a class can look before it plays."""
        following = self.state.current_player
        if following is None or following not in self.bots:
            return None
        return "Next turn" if any(event.kind in ("turn", "place") for event in events) else None

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Side buttons: the current pick's choices, Preen or Done preening, and End turn; a few at most."""
        assert isinstance(self.state, PartyFowlState)
        options = Options.of(map(str, legal), self.state.players)
        pick = (
            _valid_pick(self.pick, self.state.view(self.state.current_player), options) if legal else Pick()
        )
        shown: list[Any] = []
        if pick.tile is not None:
            shown += options.places(pick.tile, pick.space)
        if pick.card == FOUL:
            shown += options.of_kind(Foul)
        elif pick.card is not None:
            shown += options.talks(pick.card)
        shown += [a for a in legal if isinstance(a, Preen | PreenDone | EndTurn)]
        super()._set_buttons(shown[:MAX_BUTTONS])


def partyfowl_table(
    players: Sequence[str] = ("Ana", "Ben", "Cy"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    step: bool = True,
    **options: Any,
) -> PartyFowlTable:
    """A playable Party Fowl table: the first seat human, the others Sensible bots by default.

    ``step`` pauses before each bot's turn; ``options`` go to the game (``gossip``, a staged
    ``layout``, ``hands`` and so on).
    """
    return PartyFowlTable(
        players=players,
        seats=seats or [HUMAN] + ["Sensible"] * (len(players) - 1),
        seed=seed,
        options=options,
        step=step,
    )


#: What a picture of the whole table (no seat's view) says where a hand would be.
SPECTATOR: Final = "A picture for everyone: every hand stays hidden."

display_as_svg(PartyFowlState, lambda state: draw_board(state.view(None), hidden=SPECTATOR))
