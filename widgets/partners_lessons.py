"""The pictures and explorables of the Partners lesson, all computed by the engine.

Every position is a staged game (``pieces=`` and ``hands=`` options), so what a learner sees is
what the rules do, never a drawing made by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Final

import ipywidgets as ipw

import tabletop
from tabletop.core import Event, IllegalAction
from tabletop.partners import LastPlay, PartnersState
from tabletop.partners.data import COLOURS, DECK_MIX, PIECES, SECTION, Kind
from tabletop.partners.study import SwapStudy, swap_study
from tabletop.partners.track import AHEAD, field_name, piece_name

from .board import SvgBoard
from .explain import rule_link
from .partners import PICK, Pick, choose, draw_board, field_xy
from .plot import Plot
from .svg import INK, OKABE_ITO, PAPER, Svg, circle, group, path, text

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


def play(state: PartnersState, *moves: str) -> None:
    """Make each move for whoever is on turn and print what the rules did."""
    for move in moves:
        for event in state.apply(state.action_from_string(move)):
            print(event.text)


def picture(state: PartnersState, *caption: str, overlay: str = "", arrows: bool = True) -> Svg:
    """The track as everyone sees it, with the last play's arrows and a caption in the middle."""
    recent: list[LastPlay] = [state.last] if arrows and state.last is not None else []
    return draw_board(state.view(None), recent=recent, hand=False, caption=caption, overlay=overlay)


def counting(state: PartnersState, piece: int, steps: int) -> Svg:
    """Number the fields a piece counts moving ``steps`` forward; start fields jumped get a cross."""
    overlay = ""
    start = state.pos[piece]
    crossed = 0
    for number, (place, seen) in enumerate(AHEAD[start][:steps], start=1):
        x, y = field_xy(place, 0)
        overlay += circle(x, y, 10, fill=OKABE_ITO["blue"], stroke=PAPER, stroke_width=1.5)
        overlay += text(x, y + 4, str(number), size=12, weight="700", fill=PAPER, anchor="middle")
        for section in range(len(COLOURS)):
            if (seen & ~crossed) >> section & 1:
                sx, sy = field_xy(section * SECTION, 0)
                mark = f"M{sx - 7} {sy - 7} L{sx + 7} {sy + 7} M{sx + 7} {sy - 7} L{sx - 7} {sy + 7}"
                halo = path(mark, stroke=PAPER, stroke_width=6, stroke_linecap="round")
                overlay += group(halo + path(mark, stroke=INK, stroke_width=3, stroke_linecap="round"))
        crossed = seen
    end = field_name(AHEAD[start][steps - 1][0], piece // PIECES)
    return picture(
        state, f"{piece_name(piece)} counts {steps}", f"from {field_name(start, 0)} to {end}", overlay=overlay
    )


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
            self._say(f"Not allowed: {escape(err.message)} {rule_link(GAME, err.rule)}", "")
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
        Kind.SEVEN: "7 steps shared among your pieces, all used",
        Kind.SWITCH: "two pieces of different colours trade places",
    }
    for kind in DECK_MIX:
        does.setdefault(kind, f"moves a piece {kind} steps forward")
    rows = "".join(
        f"<tr><td><b>{escape(str(kind))}</b></td><td>{count}</td><td>{escape(does[kind])}</td></tr>"
        for kind, count in DECK_MIX.items()
    )
    total = sum(DECK_MIX.values())
    return (
        '<table class="tt-deck"><tr><th>Card</th><th>Copies</th><th>What it does</th></tr>'
        f"{rows}<tr><td><b>Total</b></td><td><b>{total}</b></td><td></td></tr></table>"
    )


def run_swap_study(games: int = 100, seed: int = 0) -> SwapStudy:
    """Run :func:`swap_study` with a progress bar, since a hundred games take several seconds."""
    from IPython.display import display

    bar = ipw.IntProgress(value=0, max=games, description="Games played")
    display(bar)
    return swap_study(games, seed, progress_bar=lambda done, _total: setattr(bar, "value", done))


def plot_swap_study(study: SwapStudy) -> Plot:
    """Left: game length with and without the swap. Right: what each kind of card does for its team."""
    from matplotlib.figure import Figure

    figure = Figure(figsize=(10, 3.9))
    left, right = figure.subplots(1, 2)
    bins = range(min(min(d) for d in study.deals.values()), max(max(d) for d in study.deals.values()) + 2)
    left.hist(study.deals[True], bins=bins, color=OKABE_ITO["blue"], alpha=0.75, label="partners swap")
    left.hist(
        study.deals[False],
        bins=bins,
        histtype="step",
        color=OKABE_ITO["vermillion"],
        linewidth=2,
        hatch="//",
        label="no swap",
    )
    for swap, colour in ((True, OKABE_ITO["blue"]), (False, OKABE_ITO["vermillion"])):
        left.axvline(study.mean_deals(swap), color=colour, linestyle="--")
    left.set_xlabel("deals until a team has all 8 home")
    left.set_ylabel("games")
    left.set_title("How long a game lasts")
    left.legend()
    kinds = sorted(study.cards, key=lambda k: study.cards[k].gain_per_play + study.cards[k].knocked_per_play)
    gained = [study.cards[k].gain_per_play for k in kinds]
    knocked = [study.cards[k].knocked_per_play for k in kinds]
    ys = range(len(kinds))
    right.barh(ys, gained, color=OKABE_ITO["blue"], label="own team's steps gained")
    right.barh(ys, knocked, left=gained, color=OKABE_ITO["orange"], hatch="..", label="opponents' steps lost")
    right.set_yticks(list(ys), [str(k) for k in kinds])
    right.set_xlabel("steps per card played (average)")
    right.set_title("What a card is worth")
    right.legend(loc="lower right")
    figure.suptitle(f"{study.games} games between Sensible bots, each seed played with and without the swap")
    figure.tight_layout()
    return Plot(figure, f"game length with and without the swap, and steps per card, {study.games} games")
