"""Partners at the table: the looping track, start circles and houses, the pieces, and your hand.

The picture is drawn from a :class:`~tabletop.partners.PartnersView` only, so it shows what one
seat may see. Play is guided on the board itself: pick a card, then a piece, then (when there is a
choice) where it goes; the split 7 is moved piece by piece and Switch piece after piece. Only legal
pieces and fields light up; a click on anything else is answered with the rule that forbids it.
Arrows show the plays made since you last moved, numbered in order, so a bot's turn can be followed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import tabletop
from tabletop.partners import (
    GiveUp,
    Kind,
    LastPlay,
    Move,
    PartnersState,
    PartnersView,
    Phase,
    PlaySeven,
    Step,
    Switch,
)
from tabletop.partners.actions import Action, Give, card_of, parse
from tabletop.partners.data import (
    BACKWARD,
    CIRCLE,
    COLOURS,
    HOUSE,
    HOUSE_SIZE,
    PIECES,
    PLAYERS,
    SECTION,
    STARTS,
    STEPS,
    TEAM_NAMES,
    TRACK,
)
from tabletop.partners.track import (
    SEVEN_UNUSABLE,
    Refusal,
    backward,
    blocked_starts,
    can_come_out,
    count_ends,
    field_name,
    forward,
    piece_name,
    switchable,
)

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

GAME: Final = tabletop.get("partners")
WIDTH: Final = 600
RING: Final = 300  # the picture is a square of this half-size around the track's centre
RADIUS: Final = 232
FIELD_R: Final = 10.5
HAND_TOP: Final = 606
HEIGHT: Final = 740

#: Seat colours from the Okabe-Ito palette; the two teams also differ by shape (disc or square).
FILLS: Final = (OKABE_ITO["yellow"], OKABE_ITO["vermillion"], OKABE_ITO["blue"], OKABE_ITO["green"])
TINTS: Final = ("#faf6c9", "#f6dccb", "#d2e4f1", "#cdebe1")
LETTERING: Final = (INK, PAPER, PAPER, PAPER)

MAX_BUTTONS: Final = 12  # a Switch can have a hundred moves: the board is the way to choose among them
PICK: Final = "pick"  # board clicks that only choose (a card, a piece) start with this word


@dataclass
class Pick:
    """What the player has chosen so far this turn on the board (nothing is sent to the engine yet)."""

    card: Kind | None = None
    piece: int | None = None

    def clear(self) -> None:
        self.card, self.piece = None, None


@dataclass(frozen=True)
class Options:
    """The legal moves, read back from their strings and sorted by what the board lights up."""

    actions: tuple[Action, ...]
    cards: frozenset[Kind] = field(default_factory=frozenset)

    @classmethod
    def of(cls, legal: frozenset[str]) -> Options:
        actions = tuple(a for a in map(parse, sorted(legal)) if a is not None)
        return cls(actions, frozenset(card for card in map(card_of, actions) if card is not None))

    def for_piece(self, pick: Pick, piece: int) -> list[Action]:
        """The moves that finish a turn (or a step) with this piece, given what is picked."""
        found: list[Action] = []
        for action in self.actions:
            if (isinstance(action, Step) and action.piece == piece) or (
                isinstance(action, Move) and action.card is pick.card and action.piece == piece
            ):
                found.append(action)
            elif isinstance(action, Switch) and pick.card is Kind.SWITCH:
                pair = (action.first, action.second)
                if (pick.piece is None and piece in pair) or (
                    pick.piece in pair and piece in pair and piece != pick.piece
                ):
                    found.append(action)
        return found

    def matching(self, pick: Pick) -> list[Action]:
        """The moves that agree with everything picked so far (what the side buttons list)."""
        found: list[Action] = []
        for action in self.actions:
            if isinstance(action, Step):
                found += [action] if pick.piece in (None, action.piece) else []
            elif isinstance(action, Switch) and pick.card is Kind.SWITCH:
                found += [action] if pick.piece in (None, action.first, action.second) else []
            elif isinstance(action, Move) and action.card is pick.card:
                found += [action] if pick.piece in (None, action.piece) else []
        return found

    def pieces(self, pick: Pick) -> set[int]:
        """The pieces that light up for what is picked."""
        return {p for p in range(PLAYERS * PIECES) if self.for_piece(pick, p)}

    def targets(self, pick: Pick) -> dict[int, Action]:
        """For a picked piece: each field it can go to, and the move that takes it there."""
        if pick.piece is None or pick.card is Kind.SWITCH:
            return {}
        out: dict[int, Action] = {}
        for action in self.for_piece(pick, pick.piece):
            if isinstance(action, Move | Step):
                out[action.to] = action
        return out


# ---- where things are drawn ----


def _angle(track_field: int, viewer: int) -> float:
    """Clockwise on screen, the viewer's start field at the bottom."""
    return math.radians(90 + (track_field - viewer * SECTION) * 360 / TRACK)


def field_xy(track_field: int, viewer: int) -> tuple[float, float]:
    a = _angle(track_field, viewer)
    return RING + RADIUS * math.cos(a), RING + RADIUS * math.sin(a)


def house_xy(colour: int, index: int, viewer: int) -> tuple[float, float]:
    a = _angle(colour * SECTION, viewer)
    r = RADIUS - 30 - 22 * index
    return RING + r * math.cos(a), RING + r * math.sin(a)


def circle_xy(colour: int, slot: int, viewer: int) -> tuple[float, float]:
    """The 2x2 start circle sits in the corner just before the colour's start field."""
    a = _angle(colour * SECTION, viewer) - math.pi / 4
    cx, cy = RING + 300 * math.cos(a), RING + 300 * math.sin(a)
    return cx + (slot % 2 - 0.5) * 24, cy + (slot // 2 - 0.5) * 24


def position_xy(piece: int, where: int, viewer: int, slot: int = 0) -> tuple[float, float]:
    colour = piece // PIECES
    if where == CIRCLE:
        return circle_xy(colour, slot, viewer)
    if where >= HOUSE:
        return house_xy(colour, where - HOUSE, viewer)
    return field_xy(where, viewer)


# ---- the picture ----


def draw_board(
    view: PartnersView,
    legal: frozenset[str] = frozenset(),
    pick: Pick | None = None,
    recent: Sequence[LastPlay] = (),
    *,
    hand: bool = True,
    caption: Sequence[str] = (),
    overlay: str = "",
) -> Svg:
    """The whole table from ``view``'s seat; shapes of legal choices are clickable.

    Lessons draw the track alone (``hand=False``) with their own ``caption`` in the middle and an
    ``overlay`` drawn on top (step numbers, say).
    """
    pick = pick or Pick()
    options = Options.of(legal)
    viewer = view.seat if view.seat is not None else 0
    lit = options.pieces(pick) if _choosing_pieces(view, pick) else set()
    targets = options.targets(pick)
    height = HEIGHT if hand else HAND_TOP - 10
    body = rect(0, 0, WIDTH, height, fill=TABLE)
    body += _track(view, viewer, targets)
    body += _houses_and_circles(view, viewer, targets)
    body += _labels(view, viewer)
    body += _centre(view, list(caption) or _instructions(view, pick, options))
    body += _arrows(recent, view, viewer)
    body += _pieces(view, viewer, lit, pick, options)
    body += _hand(view, pick, options) if hand else ""
    body += overlay
    score = ", ".join(f"{TEAM_NAMES[t]} {view.home(t) + view.home(t + 2)} of 8 home" for t in range(2))
    if view.winner is not None:
        label = f"Game over: {TEAM_NAMES[view.winner]} win ({score})"
    else:
        label = f"Partners, deal {view.deals}, {_phase_words(view)}: {score}"
    return document(WIDTH, height, body, label=label)


def _phase_words(view: PartnersView) -> str:
    """Whose decision it is, in the board's accessible name (browser tests read it too)."""
    who = view.players[view.current] if view.current is not None else ""
    if view.phase is Phase.SWAP:
        return f"swap, {who} chooses a card to give"
    if view.phase is Phase.SEVEN:
        return f"{who} splits a 7, {view.seven_left} left"
    return f"{who} to play"


def _choosing_pieces(view: PartnersView, pick: Pick) -> bool:
    """Pieces light up while a card is picked (or a 7 is split): a click on another lit piece re-picks."""
    return view.phase is Phase.SEVEN or (view.phase is Phase.PLAY and pick.card is not None)


def _track(view: PartnersView, viewer: int, targets: dict[int, Action]) -> str:
    out = circle(RING, RING, RADIUS, fill="none", stroke="#d9d2c3", stroke_width=22)
    for place in range(TRACK):
        x, y = field_xy(place, viewer)
        section, number = divmod(place, SECTION)
        name = field_name(place, section)
        if number == 0:
            out += _start_triangle(
                x, y, place, viewer, section, blocked=bool(blocked_starts(view.pieces) >> section & 1)
            )
        else:
            out += group(
                title(name)
                + circle(x, y, FIELD_R, fill=TINTS[section], stroke=FILLS[section], stroke_width=1.2)
                + (
                    text(x, y + 4, str(number), size=12, fill=MUTED, anchor="middle")
                    if number % 7 == 0
                    else ""
                )
            )
        if place in targets:
            out += _target(x, y, targets[place])
    return out


def _start_triangle(x: float, y: float, place: int, viewer: int, section: int, *, blocked: bool) -> str:
    """Start fields are triangles (the rulebook's shape), pointing the way the pieces run."""
    a = _angle(place, viewer) + math.pi / 2  # the direction of travel
    pts = []
    for turn, r in ((0.0, 15.0), (2.3, 13.0), (-2.3, 13.0)):
        pts.append(f"{x + r * math.cos(a + turn):.1f},{y + r * math.sin(a + turn):.1f}")
    words = f"{COLOURS[section].lower()} start field" + (
        f": blocked by {COLOURS[section]}, no other colour may pass" if blocked else ""
    )
    shape = element(
        "polygon",
        points=" ".join(pts),
        fill=FILLS[section],
        stroke=INK if blocked else PAPER,
        stroke_width=3 if blocked else 1.5,
    )
    return group(title(words) + shape, aria_label=words)


def _target(x: float, y: float, action: Action) -> str:
    """A field the picked piece may go to: ringed, and clicking it makes the move."""
    ring = circle(x, y, FIELD_R + 1, fill="transparent", stroke=OKABE_ITO["blue"], stroke_width=2.5)
    return button(ring + circle(x, y, 4, fill=OKABE_ITO["blue"]), str(action), str(action), enabled=True)


def _houses_and_circles(view: PartnersView, viewer: int, targets: dict[int, Action]) -> str:
    out = ""
    for colour in range(PLAYERS):
        for index in range(HOUSE_SIZE):
            x, y = house_xy(colour, index, viewer)
            name = f"{COLOURS[colour].lower()} house {index + 1}"
            out += group(
                title(name)
                + rect(x - 10, y - 10, 20, 20, rx=3, fill=TINTS[colour], stroke=FILLS[colour], stroke_width=2)
            )
            if view.seat is not None and HOUSE + index in targets and _is_mine(view, colour):
                out += _target(x, y, targets[HOUSE + index])
        for slot in range(PIECES):  # solid rings: only a piece just brought out wears a dotted one
            x, y = circle_xy(colour, slot, viewer)
            out += circle(x, y, 11, fill="none", stroke=FILLS[colour], stroke_width=1.5)
    return out


def _is_mine(view: PartnersView, colour: int) -> bool:
    """The house targets shown belong to the colour being moved (own or, when helping, the partner's)."""
    return view.seat is not None and colour * PIECES in view.controls(view.seat)


def _labels(view: PartnersView, viewer: int) -> str:
    out = ""
    for seat in range(PLAYERS):
        a = _angle(seat * SECTION, viewer) - math.pi / 4
        right, below = math.cos(a) > 0, math.sin(a) > 0
        x = WIDTH - 8 if right else 8
        y = 566 if below else 22
        anchor = "end" if right else "start"
        turn = view.current == seat and view.phase is not Phase.OVER
        name = view.players[seat] + (" (you)" if seat == view.seat else "")
        cards = view.hand_sizes[seat]
        line2 = f"{COLOURS[seat]} · {cards} card{'s' * (cards != 1)} · {view.home(seat)} of 4 home"
        if view.phase is Phase.SWAP and view.given[seat]:
            line2 += " · card set aside"
        marker = "▶ " if turn else ""
        out += text(x, y, marker + name, size=14, weight="700" if turn else "600", anchor=anchor)
        out += text(x, y + 16, line2, size=12, fill=MUTED, anchor=anchor)
    return out


def _centre(view: PartnersView, lines: Sequence[str]) -> str:
    """The middle of the board: whose turn and what to do now, the deal, and the last card played."""
    out = ""
    for i, line in enumerate(lines):
        out += text(
            RING, RING - 58 + 17 * i, line, size=13 if i else 14, weight=None if i else "700", anchor="middle"
        )
    dealer = view.players[view.dealer]
    out += text(RING, RING + 52, f"Deal {view.deal} of 3 by {dealer}", size=12, fill=MUTED, anchor="middle")
    out += text(
        RING, RING + 68, f"deck {view.deck} · used pile {view.used}", size=12, fill=MUTED, anchor="middle"
    )
    if view.last is not None and view.last.card is not None:
        who = view.players[view.last.seat]
        out += _card(RING - 22, RING - 14, 44, 56, view.last.card, face=FILLS[view.last.seat])
        out += text(
            RING, RING + 86, f"last: {who} played {view.last.card}", size=12, fill=MUTED, anchor="middle"
        )
    return out


def _instructions(view: PartnersView, pick: Pick, options: Options) -> list[str]:
    if view.phase is Phase.OVER and view.winner is not None:
        return [f"{TEAM_NAMES[view.winner]} win!", "all eight pieces are home"]
    if view.current is None or view.current != view.seat:
        who = "" if view.current is None else view.players[view.current]
        if view.phase is Phase.SWAP:
            return ["Partners swap cards", f"{who} is choosing" if who else ""]
        return [f"{who}'s turn" if who else "", ""]
    if view.phase is Phase.SWAP:
        partner = view.players[(view.seat + 2) % PLAYERS]
        return ["Swap: pick a card", f"to give {partner}"]
    if view.phase is Phase.SEVEN:
        if pick.piece is None:
            return [f"Split 7: {view.seven_left} left", "pick a piece to move"]
        return [f"Split 7: {view.seven_left} left", f"pick where {piece_name(pick.piece)} goes"]
    if any(isinstance(a, GiveUp) for a in options.actions):
        return ["No card can be used", "give up the hand"]
    if pick.card is None:
        return ["Your turn", "pick a lit card"]
    if pick.card is Kind.SWITCH:
        if pick.piece is None:
            return ["Switch: pick a piece", "then the one it trades with"]
        return ["Switch: now pick the piece", f"{piece_name(pick.piece)} trades with"]
    if pick.piece is None:
        return [f"{pick.card}: pick a lit piece", "(or another card)"]
    return [f"{pick.card}: {piece_name(pick.piece)}", "pick a ringed field"]


def _arrows(recent: Sequence[LastPlay], view: PartnersView, viewer: int) -> str:
    """The plays since this seat last moved, as numbered arrows (captures in dashes)."""
    out = (
        "<defs>"
        + "".join(
            element(
                "marker",
                path("M0 0 L8 4 L0 8 Z", fill=FILLS[s]),
                id=f"tt-partners-head-{s}",
                viewBox="0 0 8 8",
                refX=7,
                refY=4,
                markerWidth=7,
                markerHeight=7,
                orient="auto",
            )
            for s in range(PLAYERS)
        )
        + "</defs>"
    )
    for number, play in enumerate(recent, start=1):
        for index, hop in enumerate(play.hops):
            x1, y1 = position_xy(hop.piece, hop.start, viewer, 0)
            x2, y2 = position_xy(hop.piece, hop.end, viewer, 0)
            bend = 0.25 if index % 2 == 0 else -0.25  # a Switch's two hops curve apart
            mx, my = (
                (x1 + x2) / 2 + (RING - (x1 + x2) / 2) * bend,
                (y1 + y2) / 2 + (RING - (y1 + y2) / 2) * bend,
            )
            capture = hop.end == CIRCLE and index > 0
            out += path(
                f"M{x1:.1f} {y1:.1f} Q{mx:.1f} {my:.1f} {x2:.1f} {y2:.1f}",
                fill="none",
                stroke=FILLS[play.seat],
                stroke_width=3,
                stroke_dasharray="6 4" if capture else None,
                marker_end=f"url(#tt-partners-head-{play.seat})",
                opacity=0.85,
            )
            if index == 0 and len(recent) > 1:
                out += circle(mx, my, 9, fill=PAPER, stroke=FILLS[play.seat], stroke_width=2)
                out += text(mx, my + 4, str(number), size=12, weight="700", anchor="middle")
    return out


def _pieces(view: PartnersView, viewer: int, lit: set[int], pick: Pick, options: Options) -> str:
    out = ""
    slots = [0] * PLAYERS
    stacked: dict[int, int] = {}
    for piece in range(PLAYERS * PIECES):
        where = view.pieces[piece]
        colour = piece // PIECES
        if where == CIRCLE:
            x, y = circle_xy(colour, slots[colour], viewer)
            slots[colour] += 1
        else:
            x, y = position_xy(piece, where, viewer)
            if 0 <= where < TRACK and view.pieces.count(where) == 2:  # a pair: one inside, one outside
                side = -8 if where not in stacked else 8
                stacked[where] = 1
                a = _angle(where, viewer)
                x, y = x + side * math.cos(a), y + side * math.sin(a)
        out += _piece(view, piece, x, y, lit, pick, options)
    return out


def _piece(
    view: PartnersView, piece: int, x: float, y: float, lit: set[int], pick: Pick, options: Options
) -> str:
    colour = piece // PIECES
    where = view.pieces[piece]
    shape = (
        circle(x, y, 9, fill=FILLS[colour], stroke=INK, stroke_width=1.5)
        if colour % 2 == 0
        else rect(x - 8.5, y - 8.5, 17, 17, rx=2, fill=FILLS[colour], stroke=INK, stroke_width=1.5)
    )
    shape += text(
        x, y + 4.5, str(piece % PIECES + 1), size=12, weight="700", fill=LETTERING[colour], anchor="middle"
    )
    if view.fresh[piece]:  # the board's only dotted ring: it must leave its start field before its house
        shape += circle(x, y, 12.5, fill="none", stroke=INK, stroke_width=1.5, stroke_dasharray="2 2")
    where_words = "in its circle" if where == CIRCLE else "on " + field_name(where, colour)
    if view.fresh[piece]:
        where_words += ", just brought out"
    label = f"{piece_name(piece)} ({view.players[colour]}), {where_words}"
    if pick.piece == piece:
        shape = circle(x, y, 14, fill="none", stroke=OKABE_ITO["blue"], stroke_width=3) + shape
    if piece in lit:
        finishing = options.for_piece(pick, piece)
        glow = circle(x, y, 13, fill=PAPER, fill_opacity=0.6, stroke=OKABE_ITO["blue"], stroke_width=2.5)
        if len(finishing) == 1 and _finishes(pick, finishing[0]):
            return button(glow + shape, str(finishing[0]), str(finishing[0]), enabled=True)
        return button(glow + shape, f"{PICK} piece {piece_name(piece)}", f"{label}: pick it", enabled=True)
    choosing = view.phase is Phase.SEVEN or (view.phase is Phase.PLAY and pick.card is not None)
    if view.seat is not None and view.current == view.seat and choosing:
        return button(
            shape, f"{PICK} piece {piece_name(piece)}", f"{label}: cannot be moved now", enabled=False
        )
    return group(title(label) + shape, aria_label=label)


def _finishes(pick: Pick, action: Action) -> bool:
    """Whether a click on a piece with this one move makes it at once.

    A Switch's second piece does; any other piece does only when no piece is picked yet, so that
    once the targets of one piece are ringed, a click on another piece picks that one instead.
    """
    return (pick.piece is not None) if isinstance(action, Switch) else pick.piece is None


def _hand(view: PartnersView, pick: Pick, options: Options) -> str:
    y = HAND_TOP
    out = rect(0, y - 10, WIDTH, HEIGHT - y + 10, fill="#ebe5d8")
    if view.seat is None:  # hot seat between players, or the game is over (nobody is on turn)
        if view.phase is Phase.OVER:
            return out
        return out + text(20, y + 20, "Hands are hidden: pass the device to the player on turn.", size=14)
    seat = view.seat
    partner = view.players[(seat + 2) % PLAYERS]
    heading = f"Your hand, {view.players[seat]} ({COLOURS[seat]})"
    if view.received is not None:
        heading += f" · from {partner} this deal: {view.received}"
    if view.giving is not None:
        heading += f" · set aside for {partner}: {view.giving}"
    out += text(20, y + 10, heading, size=13, weight="600")
    mine = view.current == seat
    for i, card in enumerate(view.hand):
        x = 20 + i * 92
        usable = mine and card in options.cards
        face = card_face(card)
        if view.phase is Phase.SWAP and mine:
            action = str(Give(card))
            out += button(
                _card(x, y + 22, 80, 100, card, face=face, raised=True), action, action, enabled=True
            )
        elif usable:
            chosen = pick.card is card
            action = "Play 7" if card is Kind.SEVEN else f"{PICK} card {card}"
            label = (
                "Play 7 and split it"
                if card is Kind.SEVEN
                else f"Pick {card}" + (" (picked)" if chosen else "")
            )
            out += button(
                _card(x, y + 22, 80, 100, card, face=face, raised=True, chosen=chosen),
                action,
                label,
                enabled=True,
            )
        elif mine and view.phase is Phase.PLAY:
            why = card_refusal(view, card).text
            out += button(
                _card(x, y + 22, 80, 100, card, face=face, faded=True),
                f"{PICK} card {card}",
                why,
                enabled=False,
            )
        else:
            out += _card(x, y + 22, 80, 100, card, face=face, faded=not mine)
    if mine and pick.card is not None and view.phase is Phase.PLAY:
        out += button(
            rect(WIDTH - 130, y + 60, 110, 30, rx=6, fill=PAPER, stroke=MUTED)
            + text(WIDTH - 75, y + 80, "Unpick", size=13, anchor="middle"),
            f"{PICK} nothing",
            "Unpick the card",
            enabled=True,
        )
    give_up = str(GiveUp())
    if mine and any(isinstance(a, GiveUp) for a in options.actions):
        out += button(
            rect(
                WIDTH - 190, y + 60, 170, 30, rx=6, fill=PAPER, stroke=OKABE_ITO["vermillion"], stroke_width=2
            )
            + text(WIDTH - 105, y + 80, give_up, size=13, anchor="middle"),
            give_up,
            f"{give_up}: none of your cards can be used",
            enabled=True,
        )
    return out


def card_face(card: Kind) -> str:
    """Special cards are tinted so the hand reads at a glance; number cards are plain."""
    if card in STARTS:
        return "#e3f1ea"
    if card in (Kind.SEVEN, Kind.SWITCH, Kind.MINUS_4, Kind.ONE_14):
        return "#e6eef8"
    return PAPER


def _card(
    x: float,
    y: float,
    w: float,
    h: float,
    card: Kind,
    *,
    face: str = PAPER,
    raised: bool = False,
    chosen: bool = False,
    faded: bool = False,
) -> str:
    lift = -8 if chosen else 0
    stroke = OKABE_ITO["blue"] if chosen or raised else "#b9b09c"
    body = rect(x, y + lift, w, h, rx=7, fill=face, stroke=stroke, stroke_width=3 if chosen else 1.5)
    big = 22 if w >= 60 else 15
    words = str(card)
    body += text(
        x + w / 2,
        y + lift + h / 2 + big / 3,
        words,
        size=big if len(words) < 6 else big - 6,
        weight="700",
        anchor="middle",
    )
    body += (
        text(x + w / 2, y + lift + h - 8, _card_note(card), size=12, fill=MUTED, anchor="middle")
        if w >= 60
        else ""
    )
    return group(body, opacity=0.45 if faded else None)


def _card_note(card: Kind) -> str:
    return {
        Kind.START: "bring out",
        Kind.START_8: "out or 8",
        Kind.START_13: "out or 13",
        Kind.ONE_14: "1 or 14",
        Kind.MINUS_4: "4 back",
        Kind.SEVEN: "split",
        Kind.SWITCH: "swap two",
    }.get(card, "steps")


def card_refusal(view: PartnersView, card: Kind) -> Refusal:
    """Why no piece can use ``card`` now, worded from the same track rules the engine applies."""
    assert view.seat is not None
    pos, fresh = view.pieces, view.fresh
    blocked = blocked_starts(pos)
    if card is Kind.SWITCH:
        return Refusal(
            "partners.switch", "Switch needs two pieces of different colours on the track, not in pairs"
        )
    if card is Kind.SEVEN:
        return Refusal("partners.seven", SEVEN_UNUSABLE)
    pieces = view.controls(view.seat)
    if card is Kind.START and CIRCLE not in pos[pieces.start : pieces.stop]:
        owner = view.players[pieces.start // PIECES]
        return Refusal(
            "partners.start", f"Start brings a piece out of its circle, and none of {owner}'s waits there"
        )
    reasons: list[Refusal] = []
    for piece in pieces:
        why: list[Refusal] = []
        if pos[piece] == CIRCLE and card in STARTS:
            can_come_out(pos, piece, why)
        elif card is Kind.MINUS_4:
            backward(pos, piece, BACKWARD, blocked, why)
        else:
            for steps in STEPS[card]:
                forward(pos, fresh, piece, steps, blocked, why)
        reasons += [Refusal(r.rule, f"{piece_name(piece)}: {r.text}") for r in why[:1]]
    if not reasons:  # a usable card, in a picture drawn without the legal moves
        return Refusal("partners.turn", f"{card} is not among the moves offered now")
    return Refusal(reasons[0].rule, f"no piece can use {card} ({'; '.join(r.text for r in reasons)})")


def choose(state: PartnersState, pick: Pick, what: str) -> str | None:
    """Apply a board click that only chooses ("card 5", "piece Yellow 2", "nothing") to ``pick``.

    Returns the move to make when the click completes one (a piece with a single move), None when
    only the choice changed; raises IllegalAction, with the engine's rule, for a choice that
    leads nowhere. Nothing is applied here.
    """
    seat = state.current_player
    if seat is None:
        raise tabletop.IllegalAction("The game is over: no more moves can be made.", "core.game-over")
    view = state.view(seat)
    legal = Options.of(frozenset(map(str, state.legal_actions())))
    if what == "nothing":
        pick.clear()
        return None
    if what.startswith("card "):
        try:
            card = Kind(what.removeprefix("card "))
        except ValueError:
            card = None
        if card is None or card not in view.hand:
            raise tabletop.IllegalAction(f"{state.players[seat]} holds no such card.", "partners.hand")
        if card not in legal.cards:
            if view.phase is not Phase.PLAY:  # the engine says why no card is played now (a 7 is split)
                state.check(GiveUp())
            why = card_refusal(view, card)
            raise tabletop.IllegalAction(why.text[0].upper() + why.text[1:] + ".", why.rule)
        pick.card, pick.piece = card, None
        return None
    piece = _piece_named(what.removeprefix("piece ")) if what.startswith("piece ") else None
    if piece is None:
        raise tabletop.IllegalAction(f"{what!r} is nothing on this board.", "core.legal-actions")
    moves = legal.for_piece(pick, piece)
    if not moves:
        if view.phase is Phase.PLAY and pick.card is None:
            raise tabletop.IllegalAction("Pick a card first, then a piece.", "partners.turn")
        state.check(_sample_move(view, pick, piece))  # raises with the engine's rule
        raise tabletop.IllegalAction(f"{piece_name(piece)} cannot be moved now.", "core.legal-actions")
    if len(moves) == 1 and _finishes(pick, moves[0]):
        return str(moves[0])
    pick.piece = piece
    return None


def _sample_move(view: PartnersView, pick: Pick, piece: int) -> Action:
    """A move of ``piece`` to put to the engine, so its refusal (with the rule) can be shown: a
    forward move aims where the count leads, so the refusal names what cuts the way there."""
    where = view.pieces[piece]
    if view.phase is Phase.SEVEN:
        return Step(piece, 1, _aim(view, piece, 1))
    assert pick.card is not None
    if pick.card is Kind.SWITCH:
        other = pick.piece
        if other is None:  # pair it with a piece Switch can reach, so the refusal is about this one
            reach = [
                p
                for p in range(PLAYERS * PIECES)
                if p // PIECES != piece // PIECES and switchable(view.pieces, p)
            ]
            other = reach[0] if reach else (piece + PIECES) % (PLAYERS * PIECES)
        first, second = sorted((piece, other))
        return Switch(first, second)
    if where == CIRCLE or pick.card is Kind.START:
        return Move(pick.card, piece, (piece // PIECES) * SECTION)
    if STEPS[pick.card]:
        return Move(pick.card, piece, _aim(view, piece, STEPS[pick.card][0]))
    return Move(pick.card, piece, where)


def _aim(view: PartnersView, piece: int, steps: int) -> int:
    """The field counting ``steps`` leads ``piece`` to first (its house before the track), kept on
    the board: a count running past the house aims at the house's last field, and the refusal says
    by how many fields it runs past, under the house rule. A piece in its circle aims where it is."""
    ends = count_ends(view.pieces, view.fresh, piece, steps)
    return min(ends[0], HOUSE + HOUSE_SIZE - 1) if ends else view.pieces[piece]


def _piece_named(words: str) -> int | None:
    parts = words.split()
    if len(parts) != 2 or parts[0] not in COLOURS or parts[1] not in ("1", "2", "3", "4"):
        return None
    return COLOURS.index(parts[0]) * PIECES + int(parts[1]) - 1


# ---- the table ----


class PartnersTable(GameTable):
    """A Partners table whose board guides each play: card, piece, then field."""

    def __init__(self, **kwargs: Any) -> None:
        self.pick = Pick()
        self.recent: list[LastPlay] = []
        super().__init__(GAME, self._draw, **kwargs)
        self.board.layout.flex = f"0 1 {WIDTH}px"  # the ring keeps its size; the side panel sits beside it

    def _draw(self, view: PartnersView, legal: frozenset[str]) -> str:
        return draw_board(view, legal, self.pick, self.recent)

    def new_game(self) -> None:
        self.pick.clear()
        self.recent = []
        super().new_game()

    def act(self, text: str) -> None:
        """A board click: either a choice on the way to a move ("pick ...") or the move itself."""
        if not text.startswith(PICK + " "):
            super().act(text)
            return
        seat = self.state.current_player
        if seat is None or seat in self.bots or self._passing or self._paused is not None:
            super().act(text)  # the table says why nothing can be chosen now
            return
        try:
            move = choose(self.state, self.pick, text.removeprefix(PICK + " "))
        except tabletop.IllegalAction as err:
            self._refuse(err)
            return
        if move is not None:
            super().act(move)
            return
        self._say("")
        self._render()

    def moved(self, seat: int) -> None:
        """Keep the plays since a human last chose, for the arrows; a 7's steps are one play."""
        last = self.state.view(None).last
        if last is None or isinstance(self.state.history[-1], Give):
            return  # a card set aside for the partner moves nothing (``last`` is still the last play)
        if self.recent and self.recent[-1].seat == last.seat and last.card is Kind.SEVEN and last.hops:
            self.recent[-1] = last  # the same 7, one more step
        elif seat in self.bots:
            self.recent.append(last)
        else:
            self.recent = [last]
        if seat not in self.bots:
            self.pick.clear()

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Side buttons for what the board cannot show as one click, and for the picked card's moves."""
        options = Options.of(frozenset(map(str, legal)))
        shown = [a for a in legal if isinstance(a, Give | GiveUp | PlaySeven)]
        chosen = set(map(str, options.matching(self.pick)))
        shown += [a for a in legal if str(a) in chosen]
        super()._set_buttons(shown[:MAX_BUTTONS])


def partners_table(
    players: Sequence[str] = ("Ana", "Ben", "Cy", "Dee"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    **options: Any,
) -> PartnersTable:
    """A playable Partners table: the first seat human, the others Sensible bots by default."""
    return PartnersTable(
        players=players,
        seats=seats or [HUMAN] + ["Sensible"] * (len(players) - 1),
        seed=seed,
        options=options,
        score_name="Team pieces home",
    )


display_as_svg(tabletop.partners.PartnersState, lambda state: draw_board(state.view(None)))
