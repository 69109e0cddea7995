"""The pictures and explorables of the Partners lesson, all computed by the engine.

Every position is a staged game (``pieces=`` and ``hands=`` options), so what a learner sees is
what the rules do, never a drawing made by hand. The swap study is told and drawn in ``lesson_study``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from html import escape
from typing import Final

import ipywidgets as ipw

import tabletop
from tabletop.core import Event, IllegalAction
from tabletop.core.words import counted
from tabletop.partners import Give, LastPlay, PartnersState
from tabletop.partners.data import (
    COLOURS,
    DECK_MIX,
    HOUSE,
    HOUSE_SIZE,
    LAP,
    NUMBERED,
    PIECES,
    SECTION,
    TRACK,
    Kind,
)
from tabletop.partners.track import (
    AHEAD,
    at,
    blocked_starts,
    count_ends,
    field_name,
    forward,
    piece_name,
    progress,
    start_field,
    turn_off,
)

from ..board import SvgBoard
from ..explain import refusal_html, rule_link
from ..lesson_play import refused
from ..prose import WORDS_STYLE, Story
from ..svg import INK, PAPER, Svg, group, path, text
from .choose import PICK, Pick, choose
from .draw import draw_board
from .layout import field_xy, house_xy

GAME: Final = tabletop.get("partners")
PLAYERS: Final = ("Ana", "Ben", "Cy", "Dee")


def stage(
    pieces: Sequence[Sequence[str]],
    hand: Sequence[str] = (),
    others: Sequence[Sequence[str]] = ((), (), ()),
    *,
    seed: int = 1,
) -> PartnersState:
    """A game with Ana (Yellow) to play first, the pieces where ``pieces`` says, ``hand`` in her hand
    and ``others`` in Ben's, Cy's and Dee's (the deal fills any hand given fewer than four cards)."""
    hands = [list(hand), *(list(row) for row in others)]
    state: PartnersState = GAME.new(
        PLAYERS, seed, swap=False, pieces=[list(row) for row in pieces], hands=hands
    )
    return state


def attempt(state: PartnersState, *moves: str) -> Story:
    """Ask the engine for each move without making it, and tell why it is refused (and by which
    rule), or that it is allowed."""
    told: list[Event] = []
    for move in moves:
        try:
            state.action_from_string(move)  # reads the move and checks it; nothing is played
        except IllegalAction as refusal:
            told.append(refused(refusal, f"{move}: "))
        else:
            told.append(Event("allowed", f"{move}: allowed", ""))
    return Story.of_events(told, GAME)


def picture(state: PartnersState, *caption: str, overlay: str = "", arrows: bool = True) -> Svg:
    """The track as everyone sees it, with the last play's arrows and a caption in the middle."""
    recent: list[LastPlay] = [state.last] if arrows and state.last is not None else []
    return draw_board(state.view(None), recent=recent, hand=False, caption=caption, overlay=overlay)


def counting(state: PartnersState, piece: int, steps: int, *, house: bool = False) -> Svg:
    """Number the fields a piece counts moving ``steps`` forward; start fields jumped get a cross.

    With ``house`` the count turns off into the piece's house: its own start field, where it turns,
    gets a cross (it is not counted either) and the house fields are numbered on from there.
    """
    colour = piece // PIECES
    start = state.pos[piece]
    ends = count_ends(state.pos, state.fresh, piece, steps)
    before = turn_off(start, colour, state.fresh[piece]) if 0 <= start < TRACK else None
    if house and (before is None or not HOUSE <= ends[0] < HOUSE + HOUSE_SIZE):
        where = field_name(start, colour)
        raise ValueError(f"{piece_name(piece)} cannot count {steps} into its house from {where}")
    ahead = AHEAD[start][: before if house else steps]
    overlay = ""
    crossed = 0
    for number, (place, seen) in enumerate(ahead, start=1):
        overlay += _step_mark(*field_xy(place, 0), number)
        for section in range(len(COLOURS)):
            if (seen & ~crossed) >> section & 1:
                overlay += _cross(*field_xy(section * SECTION, 0))
        crossed = seen
    if house:
        overlay += _cross(*field_xy(colour * SECTION, 0))
        for index in range(ends[0] - HOUSE + 1):
            overlay += _step_mark(*house_xy(colour, index, 0), len(ahead) + index + 1)
    end = field_name(ends[0] if house else ends[-1], colour)
    return picture(
        state, f"{piece_name(piece)} counts {steps}", f"from {field_name(start, 0)} to {end}", overlay=overlay
    )


#: Half the width of a step mark. Its shape (a diamond) and colour (ink) are no piece's: pieces are
#: discs and squares in the four team colours, so a numbered mark cannot be read as a piece.
STEP_MARK: Final = 11


def _step_mark(x: float, y: float, number: int) -> str:
    """A numbered diamond: the field a piece counts as that step."""
    r = STEP_MARK
    diamond = path(
        f"M{x} {y - r} L{x + r} {y} L{x} {y + r} L{x - r} {y} Z", fill=INK, stroke=PAPER, stroke_width=1.5
    )
    return group(diamond + text(x, y + 4, str(number), size=12, weight="700", fill=PAPER, anchor="middle"))


def _cross(x: float, y: float) -> str:
    """A cross on a start field the count passes without counting it."""
    mark = f"M{x - 7} {y - 7} L{x + 7} {y + 7} M{x + 7} {y - 7} L{x - 7} {y + 7}"
    halo = path(mark, stroke=PAPER, stroke_width=6, stroke_linecap="round")
    return group(halo + path(mark, stroke=INK, stroke_width=3, stroke_linecap="round"))


def house_entry(*fields: str, colour: str = "Yellow") -> Story:
    """How a piece of ``colour`` that has gone round counts into its house from each of ``fields``:
    the fields it counts before turning off, and which count reaches which house field, each count
    asked of the engine's move rule on an otherwise empty board."""
    seat = COLOURS.index(colour)
    piece = seat * PIECES
    name, own = piece_name(piece), colour.lower()
    lines = []
    for where in fields:
        rows = [["circle"] * PIECES for _ in COLOURS]
        rows[seat][0] = where
        state = stage(rows)
        reach = {
            end: steps
            for steps in range(1, NUMBERED + 1)
            for end in forward(state.pos, state.fresh, piece, steps, 0)
            if end >= HOUSE
        }
        passed = [field_name(place, seat) for place, _ in AHEAD[state.pos[piece]][: reach[HOUSE] - 1]]
        named = " and ".join(f"{field} as step {number}" for number, field in enumerate(passed, start=1))
        lines.append(
            f"From {where}, {name} counts {named or 'no field'}; it turns off at the {own} start field "
            f"without counting it, so {own} house 1 is step {reach[HOUSE]}."
        )
        ways = ", ".join(
            f"{counted(steps, 'step')} reach{'es' * (steps == 1)} {field_name(end, seat)}"
            for end, steps in sorted(reach.items())
        )
        most = max(reach.values())
        lines.append(f"   {ways}; a count above {most} cannot go in: the piece runs on along the track.")
    return Story(lines)


def deal_log(deals: int = 7, seed: int = 2026) -> Story:
    """Who deals and who plays first, deal by deal, in a game between house bots, told by the
    engine's own log (the lesson's four players, Dee dealing first). A deal is the last thing a
    play causes, so the log ends with the deal asked for."""
    state: PartnersState = GAME.new(PLAYERS, seed)
    bots = [GAME.bot("Sensible") for _ in PLAYERS]
    rng = random.Random(seed)
    told = [event for event in state.opening if event.rule == "partners.deal"]
    while (seat := state.current_player) is not None and sum(e.kind == "deal" for e in told) < deals:
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        told += [event for event in state.apply(action) if event.rule == "partners.deal"]
    lines: list[str] = []
    for event in told:
        number = sum(line.startswith("Deal") for line in lines) + 1
        lines.append(f"Deal {number}: {event.text}" if event.kind == "deal" else f"        {event.text}")
    return Story(lines)


def turn_log(plays: int = 10, seed: int = 2026) -> Story:
    """The first plays of the game :func:`deal_log` follows, told by the engine's log, each with the
    cards every player still holds after it: turns pass clockwise, one card a turn, and a player whose
    hand is gone (played or laid down) is passed over until the next deal."""
    state: PartnersState = GAME.new(PLAYERS, seed)
    bots = [GAME.bot("Sensible") for _ in PLAYERS]
    rng = random.Random(seed)
    lines: list[str] = []
    while (seat := state.current_player) is not None and len(lines) < plays:
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        told = state.apply(action)
        if isinstance(action, Give):
            continue  # the swap before the first turn: no card is played
        sizes = state.view(None).hand_sizes
        left = ", ".join(f"{name} {size}" for name, size in zip(PLAYERS, sizes, strict=True))
        lines.append(f"{told[0].text}  (cards left: {left})")
    return Story(lines)


def start_fields(state: PartnersState) -> str:
    """Who stands on each start field and whether that blocks it, as the engine's block rule finds."""
    blocked = blocked_starts(state.pos)
    lines = []
    for colour, name in enumerate(COLOURS):
        there = at(state.pos, start_field(colour))
        if not there:
            continue
        pieces = " and ".join(piece_name(piece) for piece in there)
        if blocked >> colour & 1:
            lines.append(f"The {name.lower()} start field holds {pieces}: blocked for every other colour.")
        else:
            lines.append(
                f"The {name.lower()} start field holds {pieces}, not {name}'s own: it blocks nothing."
            )
    return "\n".join(lines) or "No piece stands on a start field: nothing is blocked."


def swap_seen(state: PartnersState, seat: int) -> str:
    """What ``seat`` sees of the swap that has just been made, and proof that it sees nothing of the
    other partners' cards: the game is replayed with each other card they could have passed, and
    ``seat``'s view compared (``state`` must have just finished a swap)."""
    partner = (seat + 2) % len(PLAYERS)
    view = state.view(seat)
    name, them = PLAYERS[seat], [other for index, other in enumerate(PLAYERS) if index % 2 != seat % 2]
    swap = len(state.history)
    while swap and isinstance(state.history[swap - 1], Give):
        swap -= 1  # the swap is the run of Gives that ends the game so far
    tried, same = 0, True
    for index in range(swap, len(state.history)):
        replay: PartnersState = GAME.new(state.players, state.seed, **state.options)
        for action in state.history[:index]:
            replay.apply(action)
        giver = replay.current_player
        if giver is None or giver % 2 == seat % 2:
            continue
        for other in replay.legal_actions():
            if other == state.history[index]:
                continue
            changed = replay.clone()
            changed.apply(other)
            for action in state.history[index + 1 :]:
                changed.apply(action)
            tried += 1
            same = same and changed.view(seat) == view
    verdict = "the same every time" if same else "not always the same"
    sizes = ", ".join(map(str, view.hand_sizes))
    return (
        f"{name}'s view shows {name}'s hand ({', '.join(view.hand)}), the card {PLAYERS[partner]} passed "
        f"({view.received}) and how many cards each player holds ({sizes}). Replayed with each other card "
        f"{' or '.join(them)} could have passed ({tried} other swaps), {name}'s view is {verdict}."
    )


def laps(state: PartnersState, *pieces: int) -> str:
    """How far each piece has come round its lap of 56 counted steps, as the engine measures it."""
    parts = [
        f"{piece_name(piece)} on {field_name(state.pos[piece], piece // PIECES)} has come "
        f"{progress(state.pos, state.fresh, piece)}"
        for piece in pieces
    ]
    return f"{parts[0]} of the {LAP} steps of its lap" + "".join(f"; {part}" for part in parts[1:]) + "."


class Sandbox(ipw.VBox):  # type: ignore[misc]
    """A staged position where the learner plays Ana's cards on the board and reads what happened.

    Clicks go through the same choosing steps as the game table (card, piece, field; the 7 step by
    step), and every move is checked by the engine. "Start again" restores the position.
    """

    def __init__(self, pieces: Sequence[Sequence[str]], hand: Sequence[str], *, seed: int = 1) -> None:
        self._pieces = [list(row) for row in pieces]
        self._hand = list(hand)
        self._seed = seed
        self.state = stage(self._pieces, self._hand, seed=seed)
        self.pick = Pick()
        self.board = SvgBoard()
        self.board.on_action(self.click)
        self.message = ipw.HTML()
        again = ipw.Button(description="Start again", tooltip="Put every piece and card back")
        again.on_click(lambda _: self.reset())
        super().__init__([self.board, ipw.HBox([again, self.message])])
        self.add_class("tt-partners-sandbox")
        self._done: list[Event] = []
        self._show()

    def __repr__(self) -> str:
        hand = ", ".join(self._hand)
        return f"<Sandbox: Ana to play {hand}; click a card, a piece, then a field>"

    def reset(self) -> None:
        self.state = stage(self._pieces, self._hand, seed=self._seed)
        self.pick.clear()
        self._done = []
        self._show()

    def click(self, what: str) -> None:
        """A click on the board: a choice, or a move for Ana (nothing happens once her turn is over)."""
        if self.state.current_player != 0:
            self._say("Ana's turn is over: press Start again to try something else.", "")
            return
        try:
            if what.startswith(PICK + " "):
                move = choose(self.state, self.pick, what.removeprefix(PICK + " "))
                if move is None:
                    self._show()
                    return
                what = move
            self._done += self.state.apply(self.state.action_from_string(what, by=0), by=0)
        except IllegalAction as err:
            self._say(refusal_html(GAME, err.message, err.rule), "")
            return
        self.pick.clear()
        self._show()

    def _show(self) -> None:
        ana = self.state.current_player == 0
        legal = frozenset(map(str, self.state.legal_actions())) if ana else frozenset()
        recent = [self.state.last] if self.state.last is not None and self._done else []
        view = self.state.view(0)
        self.board.show(draw_board(view, legal, self.pick, recent))
        lines = "<br>".join(f"{escape(e.text)} {rule_link(GAME, e.rule)}" for e in self._done)
        self._say(lines, "")

    def _say(self, html: str, _kind: str) -> None:
        self.message.value = f'<div class="tt-message" style="padding-left:8px">{html}</div>'


def deck_html() -> str:
    """This edition's 52 cards as a table: what each does and how many there are."""
    does = {
        Kind.START: "brings a piece out of its circle onto its start field",
        Kind.START_8: "brings a piece out, or moves one 8",
        Kind.START_13: "brings a piece out, or moves one 13",
        Kind.ONE_14: "moves a piece 1 or 14",
        Kind.MINUS_4: "moves a piece 4 backwards",
        Kind.SEVEN: "7 steps shared among your pieces, one part each, all used",
        Kind.SWITCH: "two pieces of different colours trade places",
    }
    for kind in DECK_MIX:
        does.setdefault(kind, f"moves a piece {kind} steps forward")
    rows = "".join(
        f"<tr><td><b>{escape(str(kind))}</b></td><td>{count}</td><td>{escape(does[kind])}</td></tr>"
        for kind, count in DECK_MIX.items()
    )
    return (
        f'{WORDS_STYLE}<table class="tt-deck tt-words">'
        f"<tr><th>Card</th><th>Copies</th><th>What it does</th></tr>{rows}"
        f"<tr><td><b>Total</b></td><td><b>{sum(DECK_MIX.values())}</b></td><td></td></tr></table>"
    )
