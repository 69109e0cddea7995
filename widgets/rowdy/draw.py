"""Rowdy Partners drawn: the Rowdy Ring, the Play Board, every seat's tracks, and the hand.

The picture is drawn from a :class:`~tabletop.rowdy.RowdyView` only, so it shows exactly what one
seat may see. Cards the seat may play are buttons (``widgets.svg.button``); a card that may not be
played explains itself on hover. Drawn for review, the Play Board shows the trick just finished:
countered cards flip, the winner glows and the health marker slides, so a class can follow what the
rules did. Nothing here imports ipywidgets: the same pictures serve the table, the lessons and a
state's own picture in Jupyter.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

import tabletop
from tabletop.rowdy import FACE_DOWN, Phase, PlayedView, RowdyView, TrickResult
from tabletop.rowdy.data import (
    DIAMOND_ROWS,
    MANAGERS,
    PIN_ZONE_NEEDS,
    SKULL,
    WRESTLERS,
    ZERO_SPACE,
    Card,
    Cheat,
    Icon,
    Suit,
    Token,
    pop_space_number,
    pop_track,
)
from tabletop.rowdy.rules import space_name

from ..svg import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    TABLE,
    Svg,
    burst,
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

WIDTH: Final = 900

#: Suits differ by shape first and colour second (UX: never colour alone).
SUIT_COLOUR: Final = {
    Suit.HATS: OKABE_ITO["blue"],
    Suit.HORSESHOES: OKABE_ITO["vermillion"],
    Suit.STARS: OKABE_ITO["green"],
    Suit.TOMBSTONES: "#4d4d4d",
}
WILD_COLOUR: Final = OKABE_ITO["purple"]
#: The two sides: sky-blue discs against orange squares.
SIDE_COLOUR: Final = (OKABE_ITO["sky"], OKABE_ITO["orange"])
SIDE_INK: Final = ("#1f6f99", "#8a5d00")  # darker twins for text on paper
SIDE_SHAPE: Final = ("disc", "square")
PIN_FILL: Final = "#fbe3d6"
WIN_GLOW: Final = OKABE_ITO["green"]

ANIMATION_STYLE: Final = """
<style>
@keyframes tt-rowdy-flip { 0%, 100% { transform: scaleX(1); } 50% { transform: scaleX(0); } }
@keyframes tt-rowdy-glow { from { opacity: 0; } to { opacity: 1; } }
@keyframes tt-rowdy-slide { from { transform: translateX(var(--tt-from)); } to { transform: none; } }
.tt-rowdy-flip { transform-box: fill-box; transform-origin: center;
                 animation: tt-rowdy-flip 0.6s ease-in-out both; }
.tt-rowdy-glow { animation: tt-rowdy-glow 0.4s ease-out 0.6s both; }
.tt-rowdy-slide { animation: tt-rowdy-slide 0.7s ease-in-out 1.1s both; }
.tt-rowdy-late { animation: tt-rowdy-glow 0.3s ease-out 1.1s both; }
@media (prefers-reduced-motion: reduce) {
  .tt-rowdy-flip, .tt-rowdy-glow, .tt-rowdy-slide, .tt-rowdy-late { animation: none; }
}
</style>
"""


# ---- symbols ----


def suit_symbol(suit: Suit | None, cx: float, cy: float, size: float = 16) -> str:
    """A suit drawn as a shape: hat, horseshoe, star, tombstone; a Wild is a four-colour wheel."""
    s = size / 2
    if suit is None:
        quarters = []
        for i, colour in enumerate(SUIT_COLOUR.values()):
            x1, y1 = [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)][i]
            x2, y2 = [(cx + s, cy), (cx, cy + s), (cx - s, cy), (cx, cy - s)][i]
            quarters.append(path(f"M{cx} {cy} L{x1} {y1} A{s} {s} 0 0 1 {x2} {y2} Z", fill=colour))
        return "".join(quarters)
    colour = SUIT_COLOUR[suit]
    if suit is Suit.HATS:
        return element("ellipse", cx=cx, cy=cy + s * 0.55, rx=s, ry=s * 0.3, fill=colour) + path(
            f"M{cx - s * 0.55} {cy + s * 0.45} L{cx - s * 0.45} {cy - s * 0.7} "
            f"Q{cx} {cy - s * 0.35} {cx + s * 0.45} {cy - s * 0.7} L{cx + s * 0.55} {cy + s * 0.45} Z",
            fill=colour,
        )
    if suit is Suit.HORSESHOES:
        return path(
            f"M{cx - s * 0.65} {cy + s * 0.85} L{cx - s * 0.65} {cy} A{s * 0.65} {s * 0.75} 0 0 1 "
            f"{cx + s * 0.65} {cy} L{cx + s * 0.65} {cy + s * 0.85}",
            fill="none",
            stroke=colour,
            stroke_width=max(2.5, s * 0.4),
            stroke_linecap="round",
        )
    if suit is Suit.STARS:
        points = []
        for i in range(10):
            radius = s if i % 2 == 0 else s * 0.42
            angle = -90 + i * 36
            points.append(
                f"{cx + radius * math.cos(math.radians(angle)):.1f},"
                f"{cy + radius * math.sin(math.radians(angle)):.1f}"
            )
        return element("polygon", points=" ".join(points), fill=colour)
    return path(
        f"M{cx - s * 0.7} {cy + s} L{cx - s * 0.7} {cy - s * 0.3} A{s * 0.7} {s * 0.7} 0 0 1 "
        f"{cx + s * 0.7} {cy - s * 0.3} L{cx + s * 0.7} {cy + s} Z",
        fill=colour,
    ) + path(
        f"M{cx} {cy - s * 0.45} L{cx} {cy + s * 0.4} "
        f"M{cx - s * 0.3} {cy - s * 0.1} L{cx + s * 0.3} {cy - s * 0.1}",
        stroke=PAPER,
        stroke_width=max(1.5, s * 0.15),
    )


def side_marker(side: int, cx: float, cy: float, r: float = 8, **values: object) -> str:
    """A team's marker: a disc for one side, a square for the other, each in its colour."""
    if SIDE_SHAPE[side] == "disc":
        return circle(cx, cy, r, fill=SIDE_COLOUR[side], stroke=INK, stroke_width=1.2, **values)
    return rect(cx - r, cy - r, 2 * r, 2 * r, fill=SIDE_COLOUR[side], stroke=INK, stroke_width=1.2, **values)


def stop_octagon(cx: float, cy: float, r: float, fill: str = OKABE_ITO["vermillion"]) -> str:
    k = r * 0.414
    points = [(-k, -r), (k, -r), (r, -k), (r, k), (k, r), (-k, r), (-r, k), (-r, -k)]
    return element("polygon", points=" ".join(f"{cx + x:.1f},{cy + y:.1f}" for x, y in points), fill=fill)


def skull(cx: float, cy: float, r: float) -> str:
    return (
        circle(cx, cy - r * 0.15, r * 0.8, fill=INK)
        + rect(cx - r * 0.45, cy + r * 0.35, r * 0.9, r * 0.5, rx=1.5, fill=INK)
        + circle(cx - r * 0.3, cy - r * 0.2, r * 0.22, fill=PAPER)
        + circle(cx + r * 0.3, cy - r * 0.2, r * 0.22, fill=PAPER)
    )


def icon(kind: Icon | Token, cx: float, cy: float, r: float = 9) -> str:
    """Pop-track and token icons: coin, damage, tag, cheat and signature, each its own shape."""
    if kind in (Icon.COIN, Token.COIN):
        return circle(cx, cy, r, fill=OKABE_ITO["yellow"], stroke="#8a7d00", stroke_width=1.2) + text(
            cx, cy + 4, "$", size=12, weight="700", fill=INK, anchor="middle"
        )
    if kind in (Icon.DAMAGE, Token.DAMAGE):
        return burst(cx, cy, r * 1.1, OKABE_ITO["vermillion"])
    if kind in (Icon.TAG, Token.TAG):
        return rect(cx - r, cy - r * 0.7, 2 * r, 1.4 * r, rx=3, fill=OKABE_ITO["sky"], stroke=INK) + path(
            f"M{cx - r * 0.6} {cy} L{cx + r * 0.6} {cy} M{cx + r * 0.2} {cy - r * 0.35} L{cx + r * 0.6} {cy} "
            f"L{cx + r * 0.2} {cy + r * 0.35}",
            stroke=INK,
            stroke_width=1.5,
            fill="none",
        )
    if kind == Icon.CHEAT:
        return rect(cx - r * 0.75, cy - r, 1.5 * r, 2 * r, rx=2, fill="#3b3b3b") + text(
            cx, cy + 4, "?", size=12, weight="700", fill=PAPER, anchor="middle"
        )
    if kind in (Icon.SIGNATURE_LEFT, Icon.SIGNATURE_RIGHT):
        return stop_octagon(cx, cy, r, fill=OKABE_ITO["purple"]) + text(
            cx, cy + 4, "S", size=12, weight="700", fill=PAPER, anchor="middle"
        )
    return ""


# ---- cards ----


def card_face(x: float, y: float, w: float, h: float, card: Card, *, value: int | None = None) -> str:
    """A card face: big value, suit shape, and the Pop icons printed on it."""
    colour = WILD_COLOUR if card.suit is None else SUIT_COLOUR[card.suit]
    big = max(12, int(h * 0.3))
    out = rect(x, y, w, h, rx=6, fill=PAPER, stroke=colour, stroke_width=2)
    out += text(x + 6, y + 4 + big * 0.8, str(card.value), size=big, weight="700", fill=colour)
    out += suit_symbol(card.suit, x + w / 2, y + h * 0.6, min(w, h) * 0.38)
    if card.suit is None:
        out += text(x + w - 5, y + 16, "Wild", size=12, fill=colour, anchor="end")
    for i in range(card.pop):
        out += burst(x + w - 9 - i * 13, y + h - 9, 6, OKABE_ITO["orange"])
    if value is not None and value != card.value:
        out += rect(x + w - 30, y + h * 0.2, 26, 20, rx=4, fill=INK) + text(
            x + w - 17, y + h * 0.2 + 15, str(value), size=13, weight="700", fill=PAPER, anchor="middle"
        )
    return out


def card_back(x: float, y: float, w: float, h: float, words: str = "") -> str:
    out = rect(x, y, w, h, rx=6, fill="#5b4636", stroke=INK, stroke_width=1.5)
    out += rect(x + 4, y + 4, w - 8, h - 8, rx=4, fill="none", stroke="#c8a978", stroke_dasharray="4 3")
    if words:
        out += text(x + w / 2, y + h / 2 + 5, words, size=12, fill="#f1e4cc", anchor="middle")
    return out


# ---- the picture ----


class _Layout:
    """Where the parts of the table sit in the picture; only the side panels' height depends on the seats."""

    ring_top: Final = 46
    board_x: Final = 320
    panel_top: Final = 272
    seat_height: Final = 104
    diamond_height: Final = 236


def draw_board(view: RowdyView, legal: frozenset[str] = frozenset(), *, review: bool = False) -> Svg:
    """The whole table as one seat sees it; shapes whose move is in ``legal`` are clickable.

    With ``review``, the Play Board shows the trick just finished, as it was decided.
    """
    shown = view.last_trick if (review or view.phase is Phase.OVER) else None
    panel_height = _panel_height(view)
    hand_top = _Layout.panel_top + panel_height + 10
    height = hand_top + (150 if view.seat is not None else 60)
    body = rect(0, 0, WIDTH, height, fill=TABLE)
    if shown is not None:
        body += ANIMATION_STYLE
    body += _header(view, shown)
    body += draw_ring(view, shown)
    body += draw_play_board(view, shown, legal)
    for side in (0, 1):
        body += _side_panel(view, side, 10 + side * 445, _Layout.panel_top, panel_height, legal, shown)
    body += _hand(view, legal, hand_top)
    label = _label(view, shown)
    return document(WIDTH, height, body, label=label)


def _label(view: RowdyView, shown: TrickResult | None) -> str:
    if view.phase is Phase.OVER:
        return "Game over"
    if shown is not None:  # the picture is of the finished trick, not of the one the state is at
        return f"Rowdy Partners, round {shown.round}, trick {shown.trick} of 8, finished"
    return f"Rowdy Partners, round {view.round}, trick {view.trick} of 8"


def _panel_height(view: RowdyView) -> int:
    heights = []
    for side in (0, 1):
        seats = view.sides[side]
        h = 58 + len(seats) * _Layout.seat_height
        if any(view.diamonds[s] for s in seats):
            h += _Layout.diamond_height
        heights.append(h)
    return max(heights)


def _header(view: RowdyView, shown: TrickResult | None) -> str:
    if view.phase is Phase.OVER:
        loser = view.loser
        winners = view.sides[1 - loser] if loser is not None else ()
        verb = "wins" if len(winners) == 1 else "win"
        head = f"Game over: {' & '.join(view.players[s] for s in winners)} {verb} by pin."
    elif shown is not None:
        head = f"Round {shown.round} · trick {shown.trick} of 8, finished"
    else:
        head = f"Round {view.round} · trick {view.trick} of 8"
    supply = dict(view.supply)
    stock = (
        f"Supply: {supply[Token.COIN]} coins, {supply[Token.DAMAGE]} damage, {supply[Token.TAG]} tags · "
        f"cheat pool {view.cheat_pool} · discard {view.discard} · burn {view.burn}"
    )
    return text(12, 26, head, size=17, weight="700") + text(
        WIDTH - 10, 26, stock, size=12, fill=MUTED, anchor="end"
    )


def draw_ring(view: RowdyView, shown: TrickResult | None) -> str:
    """The Rowdy Ring: both in-ring wrestlers inside the ropes, partners on the apron."""
    top = _Layout.ring_top
    x0, y0, w, h = 40, top + 32, 230, 120
    out = text(12, top + 10, "The Rowdy Ring", size=14, weight="700")
    out += rect(x0 - 14, y0 - 14, w + 28, h + 28, rx=4, fill="#d8cdb8")  # the apron
    out += rect(x0, y0, w, h, fill="#efe6d2", stroke="#8c7a5b")
    for i, colour in enumerate(("#c0392b", "#ecf0f1", "#2c6fbb")):
        inset = 4 + i * 5
        out += rect(
            x0 + inset, y0 + inset, w - 2 * inset, h - 2 * inset, fill="none", stroke=colour, stroke_width=1.5
        )
    for px, py in ((x0, y0), (x0 + w, y0), (x0, y0 + h), (x0 + w, y0 + h)):
        out += circle(px, py, 6, fill="#555")
    ring = shown.slots if shown is not None else view.slots
    front = view.side_of(ring[0])
    for side in (0, 1):
        seat = view.in_ring[side]
        cx = x0 + (62 if side == front else w - 62)
        out += side_marker(side, cx, y0 + 40, 15)
        out += text(
            cx, y0 + 76, view.players[seat], size=14, weight="700", fill=SIDE_INK[side], anchor="middle"
        )
        out += text(cx, y0 + 93, "in the ring", size=12, fill=MUTED, anchor="middle")
        for partner in (s for s in view.sides[side] if s != seat):
            ax = x0 + (30 if side == front else w - 30)
            out += side_marker(side, ax, y0 + h + 7, 6)
            out += text(
                ax,
                y0 + h + 30,
                f"{view.players[partner]} (apron)",
                size=12,
                fill=SIDE_INK[side],
                anchor="middle",
            )
    return out + text(12, top + 206, slots_one_and_four(view, ring), size=12, fill=SIDE_INK[front])


def slots_one_and_four(view: RowdyView, slots: Sequence[int]) -> str:
    """Who plays slots 1 and 4, by slot (a team's two wrestlers are not in seating order there)."""
    first, last = view.players[slots[0]], view.players[slots[3]]
    return f"Slots 1 & 4: {first}" if first == last else f"Slot 1: {first} · slot 4: {last}"


def draw_play_board(view: RowdyView, shown: TrickResult | None, legal: frozenset[str]) -> str:
    top = _Layout.ring_top
    x0 = _Layout.board_x
    board = shown.board if shown is not None else view.board
    slots = shown.slots if shown is not None else view.slots
    out = text(x0, top + 10, "The Play Board", size=14, weight="700")
    if shown is not None:
        out += text(x0 + 130, top + 10, _trick_caption(view, shown), size=13, fill=INK)
    elif view.lead_suit is not None:
        out += text(x0 + 130, top + 10, "Lead suit:", size=13, fill=MUTED)
        out += suit_symbol(view.lead_suit, x0 + 206, top + 5, 16)
        out += text(x0 + 218, top + 10, str(view.lead_suit), size=13, weight="700")
    for slot in range(4):
        x = x0 + slot * 143
        seat = slots[slot]
        side = view.side_of(seat)
        on_turn = shown is None and view.next_slot == slot and view.phase is not Phase.OVER
        out += rect(
            x,
            top + 20,
            135,
            196,
            rx=8,
            fill="#fffdf6" if on_turn else "#ebe4d4",
            stroke=SIDE_COLOUR[side],
            stroke_width=3 if on_turn else 1.5,
        )
        out += side_marker(side, x + 14, top + 36, 6)
        out += text(
            x + 26, top + 41, f"{slot + 1} · {view.players[seat]}", size=13, weight="700", fill=SIDE_INK[side]
        )
        played = board[slot]
        cx, cy = x + 24, top + 52
        if played is None:
            words = "plays now" if on_turn else "waiting"
            out += rect(cx, cy, 88, 120, rx=6, fill="none", stroke=MUTED, stroke_dasharray="5 4")
            out += text(cx + 44, cy + 64, words, size=12, fill=MUTED, anchor="middle")
            continue
        out += _played_card(played, cx, cy, shown, slot)
    return out


def _played_card(played: PlayedView, x: float, y: float, shown: TrickResult | None, slot: int) -> str:
    winner = shown is not None and shown.winner == slot
    if played.face_up:
        face = card_face(x, y, 88, 120, played.card, value=played.value)
        if played.declared is not None:
            face += rect(x + 4, y + 96, 80, 20, rx=4, fill=PAPER, stroke=SUIT_COLOUR[played.declared])
            face += text(x + 44, y + 111, f"as {played.declared}", size=12, anchor="middle")
    else:
        face = card_back(x, y, 88, 120, "countered")
        if shown is not None:
            face = group(face, class_="tt-rowdy-flip")
    # A label with tokens already gives the card's worth.
    what = played.label if played.notes else f"{played.label}, worth {played.value}"
    if not played.face_up:
        what += ", countered (face down)"
    if played.lead:
        what += ", the lead card"
    out = group(title(what) + face, aria_label=what)
    if played.lead and played.face_up:
        out += rect(
            x - 4, y - 4, 96, 128, rx=8, fill="none", stroke=INK, stroke_width=2, stroke_dasharray="6 3"
        )
        out += text(x + 44, y + 138, "leads", size=12, weight="700", anchor="middle")
    elif played.face_up and not played.follows:
        out += text(x + 44, y + 138, "off suit", size=12, fill=MUTED, anchor="middle")
    notes = ", ".join(played.notes)
    if notes:
        out += text(x + 44, y + 152, notes[:26], size=12, fill=MUTED, anchor="middle")
    if winner:
        glow = rect(x - 7, y - 7, 102, 134, rx=10, fill="none", stroke=WIN_GLOW, stroke_width=5)
        out += group(
            glow + text(x + 108, y - 15, "wins", size=13, weight="700", fill=WIN_GLOW, anchor="end"),
            class_="tt-rowdy-glow",
        )
    return out


def _trick_caption(view: RowdyView, shown: TrickResult) -> str:
    if shown.winner is None:
        return "Every card was countered: nobody wins."
    played = shown.board[shown.winner]
    assert played is not None
    who = view.players[played.seat]
    if shown.target is None or shown.damage == 0:
        return f"{who} wins with {played.card}: no damage."
    return f"{who} wins with {played.card}: {shown.damage} damage to {view.players[shown.target]}."


def _side_panel(
    view: RowdyView,
    side: int,
    x: float,
    y: float,
    height: float,
    legal: frozenset[str],
    shown: TrickResult | None,
) -> str:
    seats = view.sides[side]
    out = rect(x, y, 435, height, rx=8, fill="#fbf8f1", stroke=SIDE_COLOUR[side], stroke_width=2)
    out += side_marker(side, x + 16, y + 16, 7)
    out += text(
        x + 30, y + 21, " & ".join(view.players[s] for s in seats), size=14, weight="700", fill=SIDE_INK[side]
    )
    if view.tagged[side]:
        out += text(x + 425, y + 21, "tagged this trick", size=12, fill=MUTED, anchor="end")
    out += _pop_track(view, side, x + 12, y + 30)
    top = y + 58
    for seat in seats:
        out += _seat(view, seat, x + 10, top, shown)
        top += _Layout.seat_height
        if view.diamonds[seat]:
            out += _diamond(view, seat, x + 10, top, legal)
            top += _Layout.diamond_height
    return out


def pop_icon_words(kind: Icon, owner: str | None = None) -> str:
    """What a Pop space gives, in words; a signature icon names whose board (and move) it is."""
    if kind is Icon.NONE:
        return "no icon"
    if kind in (Icon.SIGNATURE_LEFT, Icon.SIGNATURE_RIGHT):
        side = "left" if kind is Icon.SIGNATURE_LEFT else "right"
        return f"{owner}'s signature" if owner else f"the {side} board's signature"
    return str(kind)


def _pop_track(view: RowdyView, side: int, x: float, y: float) -> str:
    seats = view.sides[side]
    track = pop_track(view.managers[seats[0]] is not None)  # a Headliner's track has no tag spaces

    def words(index: int) -> str:
        kind = track[index]
        owner = seats[0 if kind is Icon.SIGNATURE_LEFT else -1]
        return pop_icon_words(kind, view.managers[owner] or view.players[owner])

    out = text(x, y + 16, "Pop", size=12, weight="700")
    for i, kind in enumerate(track):
        sx = x + 30 + i * 32
        out += group(
            title(f"Pop space {pop_space_number(i)}: {words(i)}")
            + rect(sx, y, 30, 24, rx=3, fill=PAPER, stroke="#b7ab94")
            + icon(kind, sx + 15, y + 12, 8)
        )
    space = view.pop[side]
    marker = x + 30 + space * 32 + 15
    label = f"Pop marker on space {pop_space_number(space)}: {words(space)}"
    arrow = path(
        f"M{marker - 7} {y - 6} L{marker + 7} {y - 6} L{marker} {y + 2} Z", fill=SIDE_COLOUR[side], stroke=INK
    )
    return out + group(title(label) + arrow, aria_label=label)


def _seat(view: RowdyView, seat: int, x: float, y: float, shown: TrickResult | None) -> str:
    side = view.side_of(seat)
    manager = view.managers[seat]
    role = view.characters[seat] + (f", managed by {manager}" if manager else "")
    if view.in_ring[side] == seat:
        role += " · in the ring"
    name = view.players[seat]
    out = text(x, y + 14, name, size=14, weight="700", fill=SIDE_INK[side])
    out += text(x + 12 + 9 * len(name), y + 14, role, size=12, fill=MUTED)
    out += _health_track(view, seat, x, y + 40, shown)
    return out + _stock(view, seat, x, y + 92)


def _space_x(health: int, max_health: int, x: float) -> float:
    """The centre of a health space: full health on the left, the Skull on the right."""
    return x + (max_health - health) * 17 + 8


def _health_track(view: RowdyView, seat: int, x: float, y: float, shown: TrickResult | None) -> str:
    hit = shown is not None and shown.target == seat and shown.damage > 0
    return health_track(
        x,
        y,
        health=view.health[seat],
        max_health=view.max_health[seat],
        side=view.side_of(seat),
        name=view.players[seat],
        before=shown.health_before if hit and shown is not None else None,
        damage=shown.damage if hit and shown is not None else 0,
    )


def _stock(view: RowdyView, seat: int, x: float, y: float) -> str:
    """Tokens, cheats (face down unless they are the viewer's), signature and hand size."""
    out = ""
    cx = x + 8
    for kind, count in (
        (Token.COIN, view.coins[seat]),
        (Token.DAMAGE, view.damage_tokens[seat]),
        (Token.TAG, view.tags[seat]),
    ):
        out += group(
            title(f"{count} {kind} token{'s' * (count != 1)}")
            + icon(kind, cx, y, 8)
            + text(cx + 12, y + 5, f"×{count}", size=12)
        )
        cx += 44
    mine = view.seat == seat
    cheats = view.my_cheats if mine else ()
    if mine:
        for cheat in cheats:
            out += group(
                title(f"your {cheat} cheat")
                + rect(cx - 7, y - 9, 30, 18, rx=3, fill="#3b3b3b")
                + text(cx + 8, y + 5, _cheat_short(cheat), size=12, fill=PAPER, anchor="middle")
            )
            cx += 34
    else:
        for _ in range(view.cheat_counts[seat]):
            out += group(title("a face-down cheat") + icon(Icon.CHEAT, cx, y, 8))
            cx += 20
    signature = _signature_name(view, seat)
    ready = view.signatures[seat]
    state = "ready" if ready else ("under the diamond" if view.signature_under_diamond[seat] else "locked")
    why = state
    if view.signature_on_board[seat]:
        state, why = "in play", "in play, on the Play Board until the trick is cleared"
    out += group(
        title(f"Signature move {signature}: {why}")
        + (icon(Icon.SIGNATURE_LEFT, cx + 8, y, 8) if ready else "")
        + text(
            cx + (20 if ready else 0), y + 5, f"{signature}: {state}", size=12, fill=INK if ready else MUTED
        ),
    )
    out += text(x + 415, y + 5, f"hand {view.hand_sizes[seat]}", size=12, fill=MUTED, anchor="end")
    return out


def _cheat_short(cheat: Cheat) -> str:
    return {"damage": "dmg", "tag": "tag"}.get(cheat.value, cheat.value[:3])


def _signature_name(view: RowdyView, seat: int) -> str:
    manager = view.managers[seat]
    if manager is not None:
        return str(MANAGERS[manager].signature)
    return str(WRESTLERS[view.characters[seat]].signature)


def _diamond(view: RowdyView, seat: int, x: float, y: float, legal: frozenset[str]) -> str:
    """The Manager diamond: rows of 1, 2, 2, 2, 1; a card is face up once nothing covers it."""
    cards = view.diamonds[seat]
    out = text(x, y + 12, f"{view.managers[seat]}'s diamond", size=12, weight="700")
    w, h, step = 52, 70, 34
    centre = x + 210
    for row, places in enumerate(DIAMOND_ROWS):
        for i, place in enumerate(places):
            px = centre - (len(places) * (w + 6) - 6) / 2 + i * (w + 6)
            py = y + 18 + row * step
            card = cards[place]
            if card is None:
                out += rect(px, py, w, h, rx=5, fill="none", stroke="#c9bfa9", stroke_dasharray="4 3")
            elif card == FACE_DOWN:
                out += group(title("covered: face down") + card_back(px, py, w, h))
            else:
                assert isinstance(card, Card)
                action = f"Play {card.label}"
                face = card_face(px, py, w, h, card)
                if action in legal:  # outlined like a playable card in hand, not only on hover
                    face += rect(
                        px - 3,
                        py - 3,
                        w + 6,
                        h + 6,
                        rx=7,
                        fill="none",
                        stroke=OKABE_ITO["blue"],
                        stroke_width=2.5,
                    )
                    label = f"{action} (from the diamond)"
                elif view.seat == seat:  # faded and explained like a card in hand that may not be played
                    face = group(face, opacity=0.5)
                    label = f"{card.label} (from the diamond): {_why_not(view, card, legal)}"
                else:
                    label = f"{card.label}, face up in {view.players[seat]}'s diamond: only they may play it"
                out += button(face, action, label, enabled=action in legal)
    if view.signature_under_diamond[seat]:
        sig = _signature_name(view, seat)
        out += group(
            title(f"{sig} lies under the bottom three cards")
            + icon(Icon.SIGNATURE_LEFT, x + 10, y + 40, 9)
            + text(x + 24, y + 45, sig, size=12, fill=MUTED)
            + text(x + 24, y + 61, "lies under the", size=12, fill=MUTED)
            + text(x + 24, y + 77, "bottom three", size=12, fill=MUTED),
        )
    return out


def _hand(view: RowdyView, legal: frozenset[str], y: float) -> str:
    if view.seat is None:
        words = "Hands are hidden." if view.phase is not Phase.OVER else ""
        return text(12, y + 28, words, size=14, fill=MUTED)
    me = view.players[view.seat]
    out = text(12, y + 18, f"{me}'s hand", size=14, weight="700")
    choosing = any(a.startswith(("Play ", "Tag ")) for a in legal)
    hint = "click a card to play it" if choosing else ""
    if view.phase is Phase.STAGE and legal:
        hint = "add tokens with the buttons, or press Done"
    out += text(12 + 10 * len(me) + 70, y + 18, hint, size=12, fill=MUTED)
    for i, card in enumerate(view.hand):
        action = f"Play {card.label}"
        playable = action in legal
        cx, cy = 12 + i * 84, y + 36 - (8 if playable else 0)
        face = card_face(cx, cy, 76, 104, card)
        if playable:
            face += rect(
                cx - 3, cy - 3, 82, 110, rx=8, fill="none", stroke=OKABE_ITO["blue"], stroke_width=2.5
            )
            label = f"{action}: worth {card.value}" + (f", {card.pop} Pop" if card.pop else "")
        else:
            face = group(face, opacity=0.5)
            label = f"{card.label}: {_why_not(view, card, legal)}"
        out += button(face, action, label, enabled=playable)
    return out


def _why_not(view: RowdyView, card: Card, legal: frozenset[str]) -> str:
    """Why a card in hand cannot be played now, from what the seat sees."""
    if view.phase is Phase.OVER:
        return "the game is over"
    if view.current != view.seat:
        return f"wait: it is {view.players[view.current]}'s turn" if view.current is not None else "wait"
    if view.phase is Phase.STAGE:
        return "you are already playing a card: add tokens or press Done"
    if view.phase is Phase.DECLARE:
        return "first name the suit of your Wild"
    if view.phase is Phase.KEEP:
        return "first keep one of the cheats"
    suit = view.lead_suit
    if suit is not None and card.suit is not suit:
        return f"you hold {suit}: you must follow {suit} (or play a Wild)"
    return "not playable now"


display_as_svg(tabletop.rowdy.RowdyState, lambda state: draw_board(state.view(None)))


def health_track(
    x: float,
    y: float,
    *,
    health: int,
    max_health: int,
    side: int,
    name: str,
    before: int | None = None,
    damage: int = 0,
) -> str:
    """Every space from full health down to 1, then the Pin Zone: Stop signs 0, 1 and 2, the Skull.

    Each Stop sign carries its number, the one the log names it by (Stop 0 is the zero space).
    With ``before``, the marker slides from that space to ``health`` and the damage is shown.
    """
    out = ""
    for space in range(max_health, SKULL - 1, -1):
        cx = _space_x(space, max_health, x)
        if space > ZERO_SPACE:
            out += rect(cx - 8, y, 16, 20, rx=2, fill=PAPER, stroke="#c9bfa9")
            out += text(cx, y + 15, str(space), size=12, fill=MUTED, anchor="middle")
            continue
        sign = rect(cx - 8, y, 16, 20, rx=2, fill=PIN_FILL, stroke="#c9bfa9")
        if space in PIN_ZONE_NEEDS:
            number = str(ZERO_SPACE - space)
            sign += stop_octagon(cx, y + 10, 7) + text(
                cx, y + 14, number, size=12, fill=PAPER, anchor="middle"
            )
            words = f"{space_name(space)}: a trick needs {PIN_ZONE_NEEDS[space]}+ damage to move on"
        else:
            sign += skull(cx, y + 10, 7)
            words = f"Reaching {space_name(space)} is a pin: the game ends"
        out += group(title(words) + sign)
    zone = _space_x(ZERO_SPACE, max_health, x) - 8
    out += path(
        f"M{zone} {y + 23} L{zone} {y + 27} L{zone + 68} {y + 27} L{zone + 68} {y + 23}",
        fill="none",
        stroke=OKABE_ITO["vermillion"],
    )
    out += text(zone + 34, y + 40, "Pin Zone", size=12, fill=OKABE_ITO["vermillion"], anchor="middle")
    if health > ZERO_SPACE:
        label = f"{name}: health {health} of {max_health}"
    else:
        label = f"{name}: on {space_name(health)}, in the Pin Zone"
    mx = _space_x(health, max_health, x)
    marker = side_marker(side, mx, y - 12, 6)
    marker += path(f"M{mx - 5} {y - 5} L{mx + 5} {y - 5} L{mx} {y + 1} Z", fill=INK)
    if before is None:
        return out + group(title(label) + marker, aria_label=label)
    shift = _space_x(before, max_health, x) - mx
    out += group(
        title(label) + marker, aria_label=label, class_="tt-rowdy-slide", style=f"--tt-from:{shift:.0f}px"
    )
    return out + group(
        text(mx + 9, y - 6, f"-{damage}", size=15, weight="700", fill=OKABE_ITO["vermillion"]),
        class_="tt-rowdy-late",
    )
