"""The Pop track: its icons, when the tokens it gives may be used, and how a signature icon unlocks the
move of the wrestler whose board it is on, told by the engine in staged games.
"""

from __future__ import annotations

from typing import Final

from tabletop.rowdy import RowdyState
from tabletop.rowdy.data import Icon, pop_space_number, pop_track

from ..lesson_play import play
from ..prose import Story
from ..svg import MUTED, PAPER, TABLE, Svg, document, group, rect, text, title
from .lesson_staging import CHARACTERS, offered_now
from .symbols import icon
from .table import GAME
from .tracks import pop_icon_words


def pop_track_picture(headliner: bool = False) -> Svg:
    """One side's looping Pop track with its icons, and what each icon gives; with ``headliner``, a
    Headliner's track (no tag spaces, the Manager's signature on both signature spaces)."""
    body = rect(0, 0, 780, 150, fill=TABLE)
    owner = "the Manager" if headliner else None
    for i, kind in enumerate(pop_track(headliner)):
        x = 10 + i * 62
        number = pop_space_number(i)
        body += group(
            title(f"Pop space {number}: {pop_icon_words(kind, owner)}")
            + rect(x, 10, 58, 44, rx=4, fill=PAPER, stroke="#b7ab94")
            + icon(kind, x + 29, 32, 12)
            + text(x + 29, 70, str(number), size=12, fill=MUTED, anchor="middle")
        )
    body += text(10 + 11 * 62 + 60, 36, "↺", size=20, fill=MUTED)
    start = f"The marker starts on space {pop_space_number(0)}. Icons and numbers: this edition's."
    body += text(10, 86, start, size=12, fill=MUTED)
    legend = [
        (Icon.COIN, "coin: +1 or -1 on your card"),
        (Icon.DAMAGE, "damage: +1 if your card wins"),
        *([] if headliner else [(Icon.TAG, "tag: swap in your partner")]),
        (Icon.CHEAT, "cheat: a secret token"),
        (
            Icon.SIGNATURE_LEFT,
            "signature: the Manager's move" if headliner else "signature: the move of the board's wrestler",
        ),
    ]
    for i, (kind, words) in enumerate(legend):
        x, y = 10 + (i % 3) * 250, 106 + (i // 3) * 26
        body += icon(kind, x + 10, y, 9) + text(x + 24, y + 5, words, size=13)
    return document(780, 150, body, label="A Headliner's Pop track" if headliner else "The Pop track")


#: The Pop story's deal: Lawman & Nat (slots 1 & 4) against Dynamite & Grace, 32 cards by hand.
POP_STORY_HANDS: Final = (
    ["8 of Hats", "3 of Stars", "5 of Stars", *(f"{v} of Tombstones" for v in range(1, 6))],
    [
        "6 of Hats",
        "8 of Stars",
        "2 of Hats",
        "3 of Hats",
        "4 of Hats",
        "5 of Hats",
        "7 of Hats",
        "1 of Stars",
    ],
    [
        "1 of Hats",
        "2 of Stars",
        *(f"{v} of Tombstones" for v in range(6, 9)),
        *(f"{v} of Horseshoes" for v in range(1, 4)),
    ],
    ["Wild 6", "4 of Stars", *(f"{v} of Horseshoes" for v in range(4, 9)), "Wild 3"],
)


def pop_story() -> Story:
    """Two tricks through the engine: a token earned waits for a later turn, a countered card still
    moves the Pop marker, and a signature icon unlocks the move of the wrestler whose board it is on."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        hands=[list(hand) for hand in POP_STORY_HANDS],
    )
    lines: list[str] = []
    lines += play(state, "Play 8 of Hats")
    lines.append(offered_now(state))
    lines += play(state, "Done", "Play 1 of Hats", "Done", "Play Wild 6", "Play 6 of Hats")
    lines += play(state, "Play 2 of Stars", "Done")
    lines.append(offered_now(state))
    lines += play(state, "Play 5 of Stars", "Done", "Play 8 of Stars", "Done", "Play 4 of Stars")
    return Story(lines)


#: The signature story's deal: Lawman (slots 1 & 2) and Nat hold no Hats after the first trick.
SIGNATURE_STORY_HANDS: Final = (
    ["8 of Hats", "3 of Tombstones", *(f"{v} of Stars" for v in (1, 2, 3, 4, 5, 6))],
    ["7 of Hats", "8 of Stars", *(f"{v} of Horseshoes" for v in (1, 2, 3, 4, 5, 6))],
    ["1 of Hats", "5 of Hats"],
    ["4 of Hats", "6 of Hats"],
)

#: Lawman's 8 and Nat's 7 carry their marker to space 4; Dynamite's 1 wins.
SIGNATURE_STORY_FIRST_TRICK: Final = (
    *("Play 8 of Hats", "Done", "Play 1 of Hats", "Done"),
    *("Play 4 of Hats", "Play 7 of Hats"),
)
#: Lawman lassoes his 3 of Tombstones; Nat's 8 of Stars then passes space 6, Lawman's icon.
SIGNATURE_STORY_LARIAT: Final = (
    *("Play 5 of Hats", "Done", "Play 3 of Tombstones", "Use Lariat", "Done"),
    *("Play 8 of Stars", "Done"),
)


def _signature_words(state: RowdyState, seat: int) -> str:
    """Where a wrestler's signature token is now: in hand, on the Play Board, or back on its board."""
    view = state.view(None)
    who, move = state.players[seat], state.signature_of(seat)
    if view.signature_on_board[seat]:
        return f"{who}'s {move} lies on the Play Board with this trick's cards: {who} does not hold it."
    if view.signatures[seat]:
        return f"{who} holds {move}, ready to use."
    return f"{who}'s {move} is back on its board: the next pass over its icon unlocks it again."


def signature_on_board_story() -> Story:
    """A used signature stays on the Play Board until the trick is cleared: Nat's 8 carries the marker
    over the icon on Lawman's board in the trick where the Lariat lies on Lawman's card, and gives
    nothing; once the trick is cleared the token is back on Lawman's board."""
    state: RowdyState = GAME.new(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        seed=1,
        characters=list(CHARACTERS),
        first_side=0,
        hands=[list(hand) for hand in SIGNATURE_STORY_HANDS],
        tokens=[["signature"], [], [], []],
    )
    lawman = 0
    lines: list[str] = []
    lines += play(state, *SIGNATURE_STORY_FIRST_TRICK)
    lines += play(state, *SIGNATURE_STORY_LARIAT)
    lines.append(_signature_words(state, lawman))
    lines += play(state, "Play 6 of Hats")  # Grace's card ends the trick, which is cleared
    lines.append(_signature_words(state, lawman))
    return Story(lines)
