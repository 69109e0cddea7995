"""Rowdy Partners drawn: the whole table as one seat sees it, composed from its parts.

The picture is drawn from a :class:`~tabletop.rowdy.RowdyView` only, so it shows exactly what one
seat may see. Cards the seat may play are buttons (``widgets.svg.button``); a card that may not be
played explains itself on hover. Drawn for review, the Play Board shows the trick just finished:
countered cards flip, the winner glows and the health marker slides, so a class can follow what the
rules did. Nothing here imports ipywidgets: the same pictures serve the table, the lessons and a
state's own picture in Jupyter.

Each part is drawn in a module named for it: ``ring.py``, ``play_board.py``, ``panel.py`` (a side's
seats and Manager diamonds, with the tracks of ``tracks.py``) and ``hand.py``, from the shapes of
``cards.py`` and ``symbols.py``, placed where ``layout.py`` says.
"""

from __future__ import annotations

from typing import Final

import tabletop
from tabletop.rowdy import Phase, RowdyView, TrickResult
from tabletop.rowdy.data import Token

from ..svg import MUTED, TABLE, Svg, animation_style, display_as_svg, document, rect, text
from .hand import draw_hand
from .layout import DIAMOND_HEIGHT, PANEL_TOP, SEAT_HEIGHT, WIDTH
from .panel import draw_side_panel
from .play_board import draw_play_board
from .ring import draw_ring

#: How a finished trick moves: the classes are set by ``play_board.py`` (flip, glow) and ``tracks.py``
#: (the health marker's slide, the damage shown late); still for readers who ask for reduced motion.
ANIMATION_STYLE: Final = (
    "\n"
    + animation_style(
        """@keyframes tt-rowdy-flip { 0%, 100% { transform: scaleX(1); } 50% { transform: scaleX(0); } }
@keyframes tt-rowdy-glow { from { opacity: 0; } to { opacity: 1; } }
@keyframes tt-rowdy-slide { from { transform: translateX(var(--tt-from)); } to { transform: none; } }
.tt-rowdy-flip { transform-box: fill-box; transform-origin: center;
                 animation: tt-rowdy-flip 0.6s ease-in-out both; }
.tt-rowdy-glow { animation: tt-rowdy-glow 0.4s ease-out 0.6s both; }
.tt-rowdy-slide { animation: tt-rowdy-slide 0.7s ease-in-out 1.1s both; }
.tt-rowdy-late { animation: tt-rowdy-glow 0.3s ease-out 1.1s both; }
""",
        ("tt-rowdy-flip", "tt-rowdy-glow", "tt-rowdy-slide", "tt-rowdy-late"),
    )
    + "\n"
)


def draw_board(view: RowdyView, legal: frozenset[str] = frozenset(), *, review: bool = False) -> Svg:
    """The whole table as one seat sees it; shapes whose move is in ``legal`` are clickable.

    With ``review``, the Play Board shows the trick just finished, as it was decided.
    """
    shown = view.last_trick if (review or view.phase is Phase.OVER) else None
    panel_height = _panel_height(view)
    hand_top = PANEL_TOP + panel_height + 10
    height = hand_top + (150 if view.seat is not None else 60)
    body = rect(0, 0, WIDTH, height, fill=TABLE)
    if shown is not None:
        body += ANIMATION_STYLE
    body += _header(view, shown)
    body += draw_ring(view, shown)
    body += draw_play_board(view, shown)
    for side in (0, 1):
        body += draw_side_panel(view, side, 10 + side * 445, PANEL_TOP, panel_height, legal, shown)
    body += draw_hand(view, legal, hand_top)
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
        h = 58 + len(seats) * SEAT_HEIGHT
        if any(view.diamonds[s] for s in seats):
            h += DIAMOND_HEIGHT
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


display_as_svg(tabletop.rowdy.RowdyState, lambda state: draw_board(state.view(None)))
