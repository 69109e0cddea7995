"""The pictures and explorables of the Super Cowboy lesson, all computed by the engine.

The fence builder uses the engine's own :class:`~tabletop.cowboy.fields.Grid`, so when it says a
field has closed, that is exactly what the game would decide.
"""

from __future__ import annotations

from html import escape
from typing import Final

import ipywidgets as ipw

from tabletop.core.words import counted
from tabletop.cowboy.board import square_name
from tabletop.cowboy.data import DECK, ITEMS, PLAYED_ON_OPPONENT, ROUND_LIMIT, TILES, Terrain
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.fields import Edge, Grid
from tabletop.cowboy.study import LengthStudy, rustle_odds
from tabletop.cowboy.twisters import tear_fence

from ..board import SvgBoard
from ..chart import Axis, Bars, Panel, chart, histogram
from ..prose import WORDS_STYLE
from ..seats import seat_shape
from ..svg import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    TABLE,
    Svg,
    button,
    document,
    group,
    path,
    rect,
    text,
)
from .panel import CARD_EFFECT
from .symbols import (
    FENCE,
    SEAT_STROKE,
    SEATS,
    WATER,
    YARD,
    bandit_marker,
    feather,
    house,
    pilgrim_marker,
    printed_steer,
    steer_token,
    stolen_token,
    tree,
    twister,
    wave,
)

CELL: Final = 34
GROUND: Final = {
    Terrain.GRASS: "#dcebc5",
    Terrain.TREE: "#dcebc5",
    Terrain.STEER_START: "#dcebc5",
    Terrain.PRINTED_STEER: "#dcebc5",
    Terrain.WATER: "#9ecae1",
    Terrain.HOMESTEAD: "#d9c3a5",
}
BUILDERS: Final = (("Ana", OKABE_ITO["orange"], "/"), ("Ben", OKABE_ITO["sky"], "\\"))
START_MARK: Final = "#5a4632"  # the start mark's cross: neither a token's hide nor the printed steer's brown
PRINTED_SCALE: Final = 0.36  # a printed steer's ring, as a share of its square (the board's own symbol)
#: The tiles' symbols, explained under the picture of the tiles: a printed steer is drawn as on the
#: board (a dashed ring round a brown head), a start mark as a plain cross, so that no mark means two
#: things in two pictures.
TILE_KEY: Final = (
    (Terrain.TREE, "tree: cut wood beside it"),
    (Terrain.WATER, "water: a field's side"),
    (Terrain.HOMESTEAD, "homestead: a field's side"),
    (Terrain.STEER_START, "a roaming steer token starts here"),
    (Terrain.PRINTED_STEER, "printed steer: it never moves; fence it in"),
)


def _mark(kind: Terrain, x: float, y: float, size: float) -> str:
    """A small symbol for a square's terrain (no icon fonts: Voila here cannot reach a CDN)."""
    cx, cy = x + size / 2, y + size / 2
    if kind is Terrain.TREE:
        top, low, half = cy - size * 0.32, cy + size * 0.12, size * 0.22
        crown = path(f"M{cx} {top} L{cx + half} {low} L{cx - half} {low} Z", fill=OKABE_ITO["green"])
        return crown + rect(cx - 2, low, 4, size * 0.16, fill="#7a5230")
    if kind is Terrain.HOMESTEAD:
        return path(
            f"M{cx - size * 0.25} {cy + size * 0.22} V{cy - size * 0.02} L{cx} {cy - size * 0.26} "
            f"L{cx + size * 0.25} {cy - size * 0.02} V{cy + size * 0.22} Z",
            fill="#a0522d",
        )
    if kind is Terrain.WATER:
        return path(
            f"M{x + 5} {cy} q{size / 8} -5 {size / 4} 0 t{size / 4} 0 t{size / 4} 0",
            fill="none",
            stroke=PAPER,
            stroke_width=2,
        )
    if kind is Terrain.STEER_START:  # only a mark where a roaming steer token starts: a cross
        arm = size * 0.2
        return path(
            f"M{cx - arm} {cy - arm} L{cx + arm} {cy + arm} M{cx + arm} {cy - arm} L{cx - arm} {cy + arm}",
            stroke=START_MARK,
            stroke_width=max(1.5, size * 0.09),
            stroke_linecap="round",
        )
    if kind is Terrain.PRINTED_STEER:  # drawn exactly as the game table draws it
        return printed_steer(cx, cy, size * PRINTED_SCALE)
    return ""


def tiles_picture() -> Svg:
    """All 18 tiles of this edition, with their names, and a key to their symbols below."""
    size, gap = 16, 40
    per_row = 6
    width = per_row * (4 * size + gap) + gap
    tiles_height = 3 * (4 * size + gap + 16) + gap
    key_rows = (len(TILE_KEY) + 1) // 2
    height = tiles_height + key_rows * 30 + 10
    body = rect(0, 0, width, height, fill=TABLE)
    for index, (kind, words) in enumerate(TILE_KEY):
        x, y = gap + (index // key_rows) * 300, tiles_height + (index % key_rows) * 30
        body += rect(x, y, 24, 24, fill=GROUND[kind], stroke="#b8c9a3") + _mark(kind, x, y, 24)
        body += text(x + 30, y + 17, words, size=12)
    for index, (name, rows) in enumerate(TILES.items()):
        ox = gap + (index % per_row) * (4 * size + gap)
        oy = gap + (index // per_row) * (4 * size + gap + 16)
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                kind = Terrain(ch)
                x, y = ox + c * size, oy + r * size
                body += rect(x, y, size, size, fill=GROUND[kind], stroke="#b8c9a3", stroke_width=0.5)
                body += _mark(kind, x, y, size)
        body += text(ox + 2 * size, oy + 4 * size + 13, name, size=12, fill=MUTED, anchor="middle")
    return document(width, height, body, label="The 18 tiles of this edition, with a key to their symbols")


def board_key() -> Svg:
    """What each symbol on the game table's range means, drawn with the table's own symbols."""
    r = 13.0

    def square(fill: str) -> str:
        return rect(-r, -r, 2 * r, 2 * r, fill=fill)

    cowboy = seat_shape(SEATS[0], 0, 0, 10, stroke_width=SEAT_STROKE) + text(
        0, 4.3, "A", size=12, weight="700", fill=PAPER, anchor="middle"
    )
    entries: tuple[tuple[str, str], ...] = (
        (steer_token(0, 0, r, 1), "roaming steer token: it wanders; rope it"),
        (printed_steer(0, 0, r), "printed steer: it never moves; fence it in"),
        (stolen_token(0, 0, r), "Stolen Steer token: its printed steer is gone"),
        (square(WATER) + wave(-r, -r, 2 * r), "water: it closes a field like a fence"),
        (square(YARD) + house(0, 0, 2 * r), "homestead: it closes a field too"),
        (tree(0, 0, 1.6 * r), "tree: a cowboy beside it may cut wood"),
        (cowboy, "a cowboy on a corner: each has a colour and shape"),
        (path(f"M{-r} 0 H{r}", stroke=FENCE, stroke_width=5, stroke_linecap="round"), "a fence on a line"),
        (feather(0, 0, r), "an Indian: he raids steers where he lands"),
        (twister(0, 0, r), "a twister: it tears fences and throws tokens"),
        (bandit_marker(0, 0, 10), "the Bandit: no cowboy on his corner or one line from it"),
        (pilgrim_marker(0, 0, 10, "E"), "a pilgrim on a corner, walking the arrow's way"),
    )
    rows = (len(entries) + 1) // 2
    width, step = 800, 38
    body = rect(0, 0, width, rows * step + 12, fill=TABLE)
    for index, (symbol, words) in enumerate(entries):
        x, y = 24 + (index // rows) * 380, 24 + (index % rows) * step
        body += group(symbol, transform=f"translate({x} {y})") + text(x + 24, y + 4, words, size=12)
    return document(width, rows * step + 12, body, label="Key to the symbols on the range")


SIDE: Final = 8  # the builder shows four tiles, 8 by 8 squares: big enough to have open range
FOUR: Final = ("Creek Bend", "Open Range", "Homestead", "Lone Pine")


class FenceBuilder(ipw.VBox):  # type: ignore[misc]
    """Click grid lines to put up (or take down) fences on four tiles; the engine's field finder
    says when a field closes and who owns it. Ana and Ben take turns building."""

    def __init__(self, tiles: tuple[str, str, str, str] = FOUR) -> None:
        self.terrain = [
            Terrain(TILES[tiles[(row // 4) * 2 + col // 4]][row % 4][col % 4])
            for row in range(SIDE)
            for col in range(SIDE)
        ]
        self.grid = Grid(self.terrain, SIDE)
        self.builder = 0
        self.board = SvgBoard()
        self.board.on_action(self.click)
        self.message = ipw.HTML()
        again = ipw.Button(description="Clear the fences", tooltip="Take every fence down")
        again.on_click(lambda _: self.clear())
        super().__init__([self.board, ipw.HBox([again, self.message])])
        self.add_class("tt-fence-builder")
        self._say(f"{BUILDERS[0][0]} builds first. Click a line between two corners.")
        self._draw()

    def __repr__(self) -> str:
        return "<FenceBuilder: click lines to fence; the engine says when a field closes>"

    def clear(self) -> None:
        self.grid = Grid(self.terrain, SIDE)
        self.builder = 0
        self._say(f"{BUILDERS[0][0]} builds first.")
        self._draw()

    def click(self, action: str) -> None:
        """A click on a line: "fence H r c" or "fence V r c" (any other message is ignored)."""
        parts = action.split()
        if (
            len(parts) != 4
            or parts[0] != "fence"
            or parts[1] not in "HV"
            or not all(p.isdigit() for p in parts[2:])
        ):
            return
        edge = Edge(parts[1] == "H", int(parts[2]), int(parts[3]))
        if edge.row > SIDE or edge.col > SIDE:
            return
        name = BUILDERS[self.builder][0]
        if edge in self.grid.fenced:
            told = tear_fence(edge, self.grid, [who for who, *_ in BUILDERS])
            self._say(" ".join([f"{name} takes a fence down.", *(note.text for note in told)]))
        else:
            parts = self.grid.claims(edge, self.builder) if self.grid.chooses(edge, self.builder) else []
            cut = "a rival's field in two" if self.grid.steals(edge, self.builder) else "two fields at once"
            claim = max(parts, key=len) if parts else None
            taken = self.grid.build(edge, self.builder, claim)
            words = f"{name} puts up a fence."
            for field in taken:
                squares = counted(len(field), "square")
                where = square_name(min(field), SIDE)
                words += f" That closes a field of {squares} at {where}: {name} owns it."
            if claim is not None:
                which = _which(parts, claim)
                words += f" (It cut {cut}: the builder picks a part, {which}.)"
            self._say(words)
        self.builder = 1 - self.builder
        self._draw()

    def _draw(self) -> None:
        margin = 24
        size = SIDE * CELL + 2 * margin
        body = rect(0, 0, size, size, fill=TABLE)
        for square, kind in enumerate(self.terrain):
            row, col = divmod(square, SIDE)
            x, y = margin + col * CELL, margin + row * CELL
            owner = self.grid.owner[square]
            body += rect(x, y, CELL, CELL, fill=GROUND[kind], stroke="#b8c9a3")
            if owner is not None:
                colour = BUILDERS[owner][1]
                body += rect(x + 2, y + 2, CELL - 4, CELL - 4, fill=colour, fill_opacity=0.45)
                body += text(x + CELL / 2, y + CELL - 5, BUILDERS[owner][0], size=12, anchor="middle")
            body += _mark(kind, x, y, CELL)
        for horizontal in (True, False):
            for a in range(SIDE + 1):
                for b in range(SIDE):
                    edge = Edge(horizontal, a, b) if horizontal else Edge(False, b, a)
                    x1 = margin + edge.col * CELL
                    y1 = margin + edge.row * CELL
                    x2, y2 = (x1 + CELL, y1) if horizontal else (x1, y1 + CELL)
                    up = edge in self.grid.fenced
                    line = path(
                        f"M{x1} {y1} L{x2} {y2}",
                        stroke=INK if up else "#ffffff",
                        stroke_width=6 if up else 3,
                        stroke_linecap="round",
                        opacity=1 if up else 0.7,
                    )
                    hit = path(f"M{x1} {y1} L{x2} {y2}", stroke="transparent", stroke_width=14)
                    label = f"{'Take down' if up else 'Put up'} the fence {fence_place(edge)}"
                    kind = "H" if horizontal else "V"
                    body += button(line + hit, f"fence {kind} {edge.row} {edge.col}", label, enabled=True)
        body += text(margin, 16, f"Next to build: {BUILDERS[self.builder][0]}", size=13, weight="600")
        self.board.show(document(size, size, body, label="A fence builder on four tiles"))

    def _say(self, words: str) -> None:
        self.message.value = f'<div class="tt-message" style="padding-left:8px">{escape(words)}</div>'


def _which(parts: list[frozenset[int]], claim: frozenset[int]) -> str:
    """Which part of a split field the builder took, told: "here the bigger" only if it is."""
    if all(len(part) == len(claim) for part in parts):
        return f"the parts are the same size: here the one at {square_name(min(claim), SIDE)}"
    return "here the bigger"


def fence_place(edge: Edge) -> str:
    """Where a line of the builder's grid lies, by a square beside it: "above A1", "below A8" for
    the board's south edge, "left of A1", "right of H1" for its east edge."""
    if edge.horizontal:
        side, row = ("below", edge.row - 1) if edge.row == SIDE else ("above", edge.row)
        return f"{side} {square_name(row * SIDE + edge.col, SIDE)}"
    side, col = ("right of", edge.col - 1) if edge.col == SIDE else ("left of", edge.col)
    return f"{side} {square_name(edge.row * SIDE + col, SIDE)}"


def deck_html() -> str:
    """The 54 event cards of this edition, by kind, with what each does (the table's own words)."""

    def kind(card: Card) -> str:
        if card.value.startswith("MOOOOOVE"):
            return "MOOOOOVE"
        if card in ITEMS:
            return "item"
        return "happening, played on a rival at once" if card in PLAYED_ON_OPPONENT else "happening"

    rows = "".join(
        f"<tr><td>{escape(str(card))}</td><td>{kind(card)}</td><td>{escape(CARD_EFFECT[card])}</td>"
        f"<td>{count}</td></tr>"
        for card, count in DECK.items()
    )
    return (
        f'{WORDS_STYLE}<table class="tt-deck tt-words">'
        "<tr><th>Card</th><th>Kind</th><th>What it does</th><th>Copies</th></tr>"
        f"{rows}<tr><td><b>Total</b></td><td></td><td></td><td><b>{sum(DECK.values())}</b></td></tr></table>"
    )


def plot_rustle_odds() -> Svg:
    """The chance of each rustling outcome, read off the engine, with and without the items that change it."""
    cases = {
        "plain": rustle_odds(),
        "with the Lucky Lariat": rustle_odds((Card.LARIAT,)),
        "against the Butt Brander": rustle_odds((), (Card.BRANDER,)),
    }
    outcomes = ("rustled", "got away", "caught")
    colours = (OKABE_ITO["green"], OKABE_ITO["sky"], OKABE_ITO["vermillion"])
    hatches = (None, ".", "/")
    rows = list(range(len(cases)))
    stacks, lefts = [], [0.0] * len(cases)
    for outcome, colour, hatch in zip(outcomes, colours, hatches, strict=True):
        widths = [100 * odds[outcome] for odds in cases.values()]
        tips = [f"{case}: {outcome} in {width:.1f}% of attempts" for case, width in zip(cases, widths)]
        stacks.append(Bars(outcome, rows, widths, colour, hatch=hatch, base=lefts, width=0.7, tips=tips))
        lefts = [a + b for a, b in zip(lefts, widths, strict=True)]
    odds = Panel(
        "Rustling a steer with one D8 (6-8 takes it, 1-2 gets you caught)",
        Axis("% of rustling attempts", low=0, high=100),
        Axis(ticks=list(enumerate(cases)), reverse=True),
        stacks,
        horizontal=True,
    )
    return chart(
        [odds],
        heading="",
        label="rustling odds: plain, with the Lucky Lariat, against the Butt Brander",
        width=820,
        height=300,
    )


def plot_game_lengths(study: LengthStudy) -> Svg:
    """How many rounds games between house bots last, with 2 and with 4 players."""
    edges = list(range(0, ROUND_LIMIT + 6, 5))
    games = len(study.rounds[2])
    bars = []
    for count, colour, hatch in ((2, OKABE_ITO["blue"], None), (4, OKABE_ITO["orange"], "/")):
        heights = histogram(study.rounds[count], edges)
        tips = [
            f"{count} players: {counted(n, 'game')} "
            + (
                f"reached the round limit ({low} rounds)"
                if low == ROUND_LIMIT
                else f"lasted {low} to {low + 4} rounds"
            )
            for low, n in zip(edges, heights)
        ]
        centres = [low + 2.5 for low in edges[:-1]]
        bars.append(Bars(f"{count} players", centres, heights, colour, hatch, 5.0, opacity=0.7, tips=tips))
    lengths = Panel(
        f"{games} games each between {study.bots} bots",
        Axis(f"rounds until someone has five steers ({ROUND_LIMIT}: the range closes at the round limit)"),
        Axis("games", whole=True),
        bars,
    )
    return chart(
        [lengths],
        heading="",
        label=f"rounds per game with 2 and 4 players, {games} games each",
        width=820,
        height=340,
    )


__all__ = [
    "FenceBuilder",
    "board_key",
    "deck_html",
    "plot_game_lengths",
    "plot_rustle_odds",
    "tiles_picture",
]
