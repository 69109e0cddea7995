"""The Manager diamond: which cards a play uncovers, in a picture and an explorer to click through."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Final

import ipywidgets as ipw

from tabletop.rowdy.data import DIAMOND_COVERS, DIAMOND_ROWS, DIAMOND_SIGNATURE_UNDER, Card, Icon, card
from tabletop.rowdy.rules import uncovered

from ..board import SvgBoard
from ..svg import TABLE, Svg, button, document, group, rect, text, title
from .cards import card_back, card_face
from .symbols import icon

DIAMOND_DEAL: Final = (
    "8 of Stars",
    "2 of Hats",
    "Wild 3",
    "5 of Tombstones",
    "1 of Horseshoes",
    "7 of Hats",
    "4 of Stars",
    "6 of Tombstones",
)


def diamond_cards(played: Sequence[int]) -> list[Card | None]:
    """The lesson's diamond with the cards at the ``played`` positions gone."""
    return [None if p in played else card(label) for p, label in enumerate(DIAMOND_DEAL)]


def diamond_picture(played: Sequence[int] = (), *, legal: bool = False) -> Svg:
    """A Manager diamond after the cards at ``played`` are gone: uncovered cards face up, the rest
    face down; with ``legal``, the uncovered cards are buttons."""
    cards = diamond_cards(played)
    open_ = set(uncovered(cards))
    w, h, step = 70, 94, 54
    body = rect(0, 0, 420, 360, fill=TABLE)
    for row, places in enumerate(DIAMOND_ROWS):
        for i, place in enumerate(places):
            x = 210 - (len(places) * (w + 8) - 8) / 2 + i * (w + 8)
            y = 10 + row * step
            c = cards[place]
            if c is None:
                body += rect(x, y, w, h, rx=5, fill="none", stroke="#c9bfa9", stroke_dasharray="4 3")
            elif place in open_:
                face = card_face(x, y, w, h, c)
                body += button(face, f"Play {c.label}", f"Play {c.label}", enabled=True) if legal else face
            else:
                covering = [str(p + 1) for p in DIAMOND_COVERS[place] if cards[p] is not None]
                which = f"card{'s' * (len(covering) > 1)} {' and '.join(covering)}"
                body += group(
                    title(f"card {place + 1}, covered by {which}")
                    + card_back(x, y, w, h)
                    + text(x + w / 2, y + 17, f"#{place + 1}", size=12, fill="#f1e4cc", anchor="middle")
                )
    if played:  # bottom left, clear of the cards
        done = ", ".join(f"#{p + 1}" for p in played)
        body += text(10, 292, "Already played:", size=13, weight="700") + text(10, 310, done, size=13)
    unlocked = all(p in played for p in DIAMOND_SIGNATURE_UNDER)
    words = "Signature move unlocked!" if unlocked else "The Manager's signature lies under the bottom three."
    body += icon(Icon.SIGNATURE_LEFT, 20, 340, 9) + text(
        34, 345, words, size=13, weight="700" if unlocked else None
    )
    return document(420, 360, body, label="A Manager diamond")


class DiamondExplorer(ipw.VBox):  # type: ignore[misc]
    """Play the diamond's uncovered cards and see which cards each one uncovers."""

    def __init__(self) -> None:
        self.played: list[int] = []
        self._board = SvgBoard()
        self._board.on_action(self.play)
        self._why = ipw.HTML()
        again = ipw.Button(description="Deal the diamond again", button_style="info")
        again.on_click(lambda _: self.reset())
        super().__init__([self._board, self._why, again])
        self._draw("Click a face-up card to play it from the diamond.")

    def __repr__(self) -> str:
        return f"<DiamondExplorer: {len(self.played)} of 8 played>"

    def play(self, action: str) -> None:
        label = action.removeprefix("Play ")
        if label not in DIAMOND_DEAL or DIAMOND_DEAL.index(label) in self.played:
            self._draw(f"{label[:40]} is not a card left in this diamond.")
            return
        cards = diamond_cards(self.played)
        place = next((p for p in uncovered(cards) if DIAMOND_DEAL[p] == label), None)
        if place is None:
            self._draw(f"{label} is still covered: play the cards below it first.")
            return
        self.played.append(place)
        new = [DIAMOND_DEAL[p] for p in uncovered(diamond_cards(self.played)) if p not in uncovered(cards)]
        turned = (
            f"{', '.join(new)} turn{'s' * (len(new) == 1)} face up." if new else "Nothing new turns face up."
        )
        self._draw(f"Played {label}. {turned}")

    def reset(self) -> None:
        self.played = []
        self._draw("Click a face-up card to play it from the diamond.")

    def _draw(self, words: str) -> None:
        self._board.show(diamond_picture(self.played, legal=True))
        self._why.value = escape(words)
