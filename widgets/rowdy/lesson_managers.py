"""A Headliner's Manager: the Pop track unlocks the Manager's move while the diamond is untouched, the
move is one token however it was earned, and Coach's Crack the Whip, each told by the engine.
"""

from __future__ import annotations

from typing import Final

from tabletop.core import IllegalAction
from tabletop.rowdy import RowdyState
from tabletop.rowdy.actions import REVEAL
from tabletop.rowdy.data import DIAMOND_SIZE, MANAGERS, Card

from ..lesson_play import play
from ..prose import Story
from .lesson_staging import offered_now
from .table import GAME

#: The Headliner stories' deal: Ana is Big Money with Bean Counter, Ben is Grizzabelle with Jack Dandy.
MANAGER_HANDS: Final = (
    ("8 of Hats", "8 of Stars", "7 of Tombstones", *(f"{v} of Stars" for v in range(1, 6))),
    (*(f"{v} of Hats" for v in range(1, 8)), "Wild 3"),
)
MANAGER_DIAMONDS: Final = (
    (*(f"{v} of Tombstones" for v in (1, 2, 3, 4, 5, 6, 8)), "6 of Stars"),
    tuple(f"{v} of Horseshoes" for v in range(1, 9)),
)


def _played(*cards: str) -> tuple[str, ...]:
    """The moves that play each card with no token on it."""
    return tuple(move for label in cards for move in (f"Play {label}", "Done"))


#: Big Money's 8, 8 and 7 from hand carry his marker onto space 6; the two 8s counter each other.
MANAGER_POP_MOVES: Final = _played(
    "8 of Hats", "1 of Hats", "2 of Hats", "8 of Stars", "3 of Hats", "7 of Tombstones"
)
#: Then he picks the diamond's bottom card, the 6 of Stars, for his second play of the trick.
SECOND_PLAY: Final = "Play 6 of Stars"
#: He plays it, spends Bottom Line a trick later and clears the diamond's bottom three with his next card.
ONE_TOKEN_MOVES: Final = (
    "Done",
    *_played("4 of Hats", "5 of Hats"),
    *("Play 6 of Tombstones", "Use Bottom Line", "Done"),
    *_played("8 of Tombstones", "6 of Hats"),
)


def _manager_game() -> RowdyState:
    state: RowdyState = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        first_side=0,
        hands=[list(hand) for hand in MANAGER_HANDS],
        diamonds=[list(diamond) for diamond in MANAGER_DIAMONDS],
    )
    return state


def _diamond_words(state: RowdyState, seat: int) -> str:
    """How much of a Headliner's diamond is left, and whether the Manager's move still lies under it."""
    view = state.view(None)
    left = sum(card is not None for card in view.diamonds[seat])
    manager = state.managers[seat]
    assert manager is not None
    where = "still" if view.signature_under_diamond[seat] else "no longer"
    return (
        f"{state.players[seat]}'s diamond still holds {left} of its {DIAMOND_SIZE} cards, and "
        f"{MANAGERS[manager].signature} is {where} under it."
    )


def manager_pop_story() -> Story:
    """A Headliner's own Pop track unlocks the Manager's move with the diamond untouched, and the move is
    offered at the Headliner's next play in the same trick, as each play is a turn of its own."""
    state = _manager_game()
    lines: list[str] = []
    lines += play(state, *MANAGER_POP_MOVES)
    lines.append(_diamond_words(state, 0))
    lines += play(state, SECOND_PLAY)
    lines.append(offered_now(state))
    lines.append(_face_up_words(state, 0))
    lines += _unoffered_cheats(state, 0)
    return Story(lines)


def _face_up_words(state: RowdyState, seat: int) -> str:
    """The diamond cards ``seat``'s own view shows face up while a card is being played."""
    name = state.players[seat]
    shown = [str(card) for card in state.view(seat).diamonds[seat] if isinstance(card, Card)]
    return (
        f"Face up in {name}'s diamond, in {name}'s own view, while the card is being played: "
        f"{', '.join(shown) or 'nothing'}."
    )


def _unoffered_cheats(state: RowdyState, seat: int) -> list[str]:
    """Why the engine offers none of ``seat``'s face-down cheats now, in its own words. Only that player
    may see them; the lesson, as narrator, looks."""
    lines = []
    for cheat in dict.fromkeys(state.cheats[seat]):
        try:
            state.check(REVEAL[cheat])
        except IllegalAction as refusal:
            lines.append(
                f"A peek at {state.players[seat]}'s face-down cheat, hidden from the other players: the "
                f"{cheat} cheat. The engine does not offer it. {refusal.message}"
            )
    return lines


def one_token_story() -> Story:
    """The Manager's move is one token: once the Pop track has given it, clearing the diamond's bottom
    three that round gives nothing, and the engine says why."""
    state = _manager_game()
    play(state, *MANAGER_POP_MOVES, SECOND_PLAY)
    lines: list[str] = []
    lines += play(state, *ONE_TOKEN_MOVES)
    lines.append(_diamond_words(state, 0))
    return Story(lines)


def crack_the_whip_story() -> Story:
    """Coach's Crack the Whip: Ana, holding no Hats, makes her 7 of Stars the lead card, and it wins
    while Ben's 5 of Hats, led first, stays face up."""
    state: RowdyState = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        characters=["Whistlestop", "Big Money"],
        first_side=1,
        hands=[
            [f"{v} of Stars" for v in range(1, 9)],
            [*(f"{v} of Hats" for v in range(5, 9)), *(f"{v} of Horseshoes" for v in range(1, 5))],
        ],
        diamonds=[
            [f"{v} of Tombstones" for v in range(1, 9)],
            [*(f"{v} of Hats" for v in range(1, 5)), *(f"{v} of Horseshoes" for v in range(5, 9))],
        ],
        tokens=[["signature"], []],
    )
    lines: list[str] = []
    moves = ["Play 5 of Hats", "Done", "Play 7 of Stars", "Use Crack the Whip", "Done"]
    lines += play(state, *moves, "Play 8 of Stars", "Done", "Play 6 of Hats", "Done")
    return Story(lines)
