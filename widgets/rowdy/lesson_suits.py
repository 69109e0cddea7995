"""Suits in play: the tokens that change a card's suit, following by the printed suit, and Lawman's
Lariat, each told by the engine in a staged game.
"""

from __future__ import annotations

from tabletop.core import IllegalAction
from tabletop.rowdy import RowdyState

from ..lesson_play import play
from ..prose import Story
from .lesson_staging import CHARACTERS, offered_now
from .table import GAME


def suit_changes() -> Story:
    """Each token that changes a card's suit, put on a card through the engine: a suit cheat,
    Lawman's Lariat and Jack Dandy's Suit Shift."""
    no_hats = [
        "3 of Stars",
        "1 of Stars",
        "2 of Stars",
        "4 of Stars",
        *(f"{v} of Tombstones" for v in range(1, 5)),
    ]
    cast = ["Lawman", "Nat", "Dynamite", "Grace"]
    characters = ["Lawman", "Nat Greaves", "Dynamite", "Amazing Grace"]
    cheat = GAME.new(
        cast,
        seed=1,
        characters=characters,
        first_side=0,
        hands=[["5 of Hats"], [], no_hats, []],
        tokens=[[], [], ["cheat Hats"], []],
    )
    lariat = GAME.new(
        cast,
        seed=1,
        characters=characters,
        first_side=1,
        hands=[[f"{v} of Stars" for v in range(1, 9)], [], ["5 of Hats"], []],
        tokens=[["signature"], [], [], []],
    )
    shift = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        characters=["Grizzabelle", "Big Money"],
        hands=[["7 of Hats"], []],
        tokens=[["signature"], []],
    )
    lines: list[str] = []
    for state, moves in (
        (cheat, ["Play 5 of Hats", "Done", "Play 3 of Stars", "Reveal the Hats cheat"]),
        (lariat, ["Play 5 of Hats", "Done", "Play 2 of Stars", "Use Lariat"]),
        (shift, ["Play 7 of Hats", "Use Suit Shift: Stars"]),
    ):
        told: list[str] = []
        told += play(state, *moves)
        lines.append(told[-1])
    return Story(lines)


def follow_by_printed_suit() -> Story:
    """This edition's FOLLOW_BY_PRINTED_SUIT through the engine: Stars lead, and Lawman, holding a Star,
    an unlocked Lariat and a Stars cheat, is offered only his Star; an off-suit card is refused."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=1,
        hands=[["3 of Stars", *(f"{v} of Tombstones" for v in range(1, 8))], [], ["5 of Stars"], []],
        tokens=[["signature", "cheat Stars"], [], [], []],
    )
    lines: list[str] = []
    lines += play(state, "Play 5 of Stars", "Done")
    lines.append(offered_now(state))
    try:
        state.apply(state.action_from_string("Play 2 of Tombstones"))
    except IllegalAction as refusal:
        return Story([*lines, refusal.message])
    raise AssertionError("the engine let Lawman play off suit while holding a Star")


def lariat_story() -> Story:
    """Lawman's Lariat as this edition reads it: his lassoed card keeps following when a counter passes
    the lead to another suit, like a Wild, and wins."""
    state: RowdyState = GAME.new(
        ["Nat", "Lawman", "Dynamite", "Grace"],
        seed=1,
        characters=["Nat Greaves", "Lawman", "Dynamite", "Amazing Grace"],
        first_side=1,
        hands=[
            ["3 of Stars", *(f"{v} of Horseshoes" for v in range(1, 8))],
            ["2 of Tombstones", *(f"{v} of Tombstones" for v in (1, 3, 4, 5, 6, 7, 8))],
            ["5 of Hats"],
            ["Wild 5"],
        ],
        tokens=[[], ["signature"], [], []],
    )
    lines: list[str] = []
    moves = ["Play 5 of Hats", "Done", "Play 3 of Stars", "Done", "Play 2 of Tombstones", "Use Lariat"]
    lines += play(state, *moves, "Done", "Play Wild 5")
    return Story(lines)
