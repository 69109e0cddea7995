"""Party Fowl's picture: a pure function of a seat's view, its legal moves and what it has
picked, returning SVG text. It imports no ipywidgets, so the same picture serves the table, the
lesson, a state's own display in plain Jupyter and any export.

The house of room tiles with their doors, the ducks and who controls each room, every player's
conversation stacks with their Drinks and Fouls, the scores toward 21, and your hand. The picture
is drawn from a :class:`~tabletop.partyfowl.PartyFowlView` only, so it never shows a hand its seat
may not see (the Home Theater's glimpse is drawn for the peeker alone, marked as such). Only legal
things light up, and the engine decides what is legal; a shape that cannot be used now explains
itself on hover with the refusal ``why`` gives it.

:func:`draw_board` composes the parts, each drawn in a module named for it: :mod:`.house`,
:mod:`.pile` (building), :mod:`.panel` and :mod:`.scoreboard` (right of the house) and
:mod:`.hand` (the strip under both), with :mod:`.symbols`, :mod:`.layout` and :mod:`.words`.
"""

from __future__ import annotations

from typing import Final

from tabletop.core.words import counted, in_words
from tabletop.partyfowl import PartyFowlState, PartyFowlView, Phase
from tabletop.partyfowl.data import FOUL, WIN_POINTS
from tabletop.partyfowl.house import cell_name

from ..svg import INK, MUTED, TABLE, Svg, display_as_svg, document, fit, rect, text
from .choose import Options, Pick, valid_pick
from .hand import bottom
from .house import house
from .layout import BOTTOM_H, HOUSE_H, HOUSE_X, HOUSE_Y, WIDTH
from .panel import turn_panel
from .pile import tile_pile
from .scene import Scene, Why, no_reason
from .scoreboard import row_height, rows_top, scoreboard
from .symbols import hatch_defs


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
    pick = valid_pick(pick or Pick(), view, options)
    deciding = view.seat is not None and view.seat == view.current and bool(legal)
    scene = Scene(view, options, pick, why or no_reason, deciding)
    height = picture_height(view)
    body = rect(0, 0, WIDTH, height, fill=TABLE) + hatch_defs()
    body += header(scene, caption)
    body += house(scene)
    if view.phase is Phase.PLACE:
        body += tile_pile(scene)
    else:
        body += turn_panel(view) + scoreboard(scene)
    body += bottom(scene, bottom_top(view), hidden)
    return document(WIDTH, height, body, label=board_label(view))


def bottom_top(view: PartyFowlView) -> float:
    """Where the hand strip starts: under the house, or under a long scoreboard."""
    board_end = HOUSE_Y + HOUSE_H
    rows_end = rows_top(view) + sum(row_height(view, seat) for seat in range(len(view.players)))
    return max(board_end, rows_end) + 8


def picture_height(view: PartyFowlView) -> int:
    """The picture's height: it grows with the scoreboard."""
    return int(bottom_top(view) + BOTTOM_H)


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


def header(scene: Scene, caption: str) -> str:
    """The two lines over the house: whose turn it is, and what to do (or ``caption``)."""
    view = scene.view
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
    note = caption or instruction(scene)
    return text(HOUSE_X, 22, line, size=16, weight="700") + text(
        HOUSE_X, 43, fit(note, 118), size=13, fill=INK if scene.deciding else MUTED
    )


def instruction(scene: Scene) -> str:
    """What the seat on screen can do now, or why it waits."""
    view, pick = scene.view, scene.pick
    if view.phase is Phase.OVER:
        if view.end_rule == "partyfowl.win":
            return f"{view.players[view.winners[0]]} reached {WIN_POINTS} points."
        return f"Last call: the {view.last_call} ran out, so the highest score wins."
    who = view.players[view.current] if view.current is not None else ""
    if not scene.deciding:
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


#: What a picture of the whole table (no seat's view) says where a hand would be.
SPECTATOR: Final = "A picture for everyone: every hand stays hidden."

display_as_svg(PartyFowlState, lambda state: draw_board(state.view(None), hidden=SPECTATOR))
