"""Super Cowboy's picture: the open range from above, its fences and fields, every token, and a
panel with the players, the last event card and the last dice, as one SVG.

:func:`draw_board` is a pure function of a :class:`~tabletop.cowboy.CowboyView` (everything in Super
Cowboy is public), the legal moves as strings and the steer already picked; it composes the parts
drawn in :mod:`.ground`, :mod:`.squares`, :mod:`.corners`, :mod:`.panel` and :mod:`.header`. Only
legal things are lit; a shape that cannot be used now still explains itself on hover. Importing
this module also lets Jupyter show any Super Cowboy state as this picture."""

from __future__ import annotations

from tabletop.cowboy import CowboyState, CowboyView

from ..svg import TABLE, Svg, display_as_svg, document, rect
from .choose import Options, Pick
from .corners import corners
from .ground import claims, coordinates, fences, fields, grid, terrain, trees, walked
from .header import board_label, header
from .layout import WIDTH, picture_height
from .panel import ROLL_STYLE, Dice, panel
from .squares import destinations, squares
from .symbols import patterns


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
    body += header(view, pick, options, caption, deciding=deciding)
    body += coordinates(view.size)
    body += terrain(view)
    body += fields(view)
    body += trees(view)
    body += grid(view.size)
    body += fences(view)
    body += claims(view, options, deciding=deciding)
    on_squares, held = squares(view, options, pick, deciding=deciding)
    body += on_squares + destinations(view, options, pick) + held  # a ringed square comes before letting go
    body += walked(view, options, deciding=deciding)
    body += corners(view, options, deciding=deciding)
    body += panel(view, options, dice, animate=animate, deciding=deciding)
    if animate:
        body += ROLL_STYLE
    return document(WIDTH, height, body, label=board_label(view))


display_as_svg(CowboyState, lambda state: draw_board(state.view(None)))

__all__ = ["Dice", "board_label", "draw_board"]
