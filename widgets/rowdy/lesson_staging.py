"""The lesson's table and deal, and what the engine offers the player on turn in a staged story."""

from __future__ import annotations

from typing import Final

from tabletop.rowdy import Phase, RowdyState

#: The lesson's table: Ana & Ben against Cy & Dee; Ana's team holds slots 1 & 4 in the first trick,
#: so the order is Ana, Cy, Dee, Ben. 32 cards are dealt by hand, the other 4 are burnt. Ben holds
#: no Stars and Cy no Horseshoes, so each can be shown playing off suit.
PLAYERS: Final = ("Ana", "Ben", "Cy", "Dee")
CHARACTERS: Final = ("Lawman", "Nat Greaves", "Dynamite", "Amazing Grace")
HANDS: Final = (
    (
        "2 of Hats",
        "6 of Hats",
        "3 of Stars",
        "7 of Stars",
        "1 of Tombstones",
        "5 of Tombstones",
        "4 of Horseshoes",
        "Wild 5",
    ),
    (
        "4 of Hats",
        "5 of Hats",
        "4 of Tombstones",
        "8 of Tombstones",
        "1 of Horseshoes",
        "3 of Horseshoes",
        "6 of Horseshoes",
        "Wild 4",
    ),
    (
        "3 of Hats",
        "8 of Hats",
        "1 of Stars",
        "5 of Stars",
        "8 of Stars",
        "2 of Tombstones",
        "6 of Tombstones",
        "Wild 3",
    ),
    (
        "1 of Hats",
        "4 of Stars",
        "3 of Tombstones",
        "7 of Tombstones",
        "2 of Horseshoes",
        "5 of Horseshoes",
        "7 of Horseshoes",
        "Wild 6",
    ),
)


def offered_now(state: RowdyState) -> str:
    """What the player on turn may do now, as the engine lists it."""
    who = state.players[state.current_player]  # type: ignore[index]
    played = state.board[state.slot] if state.phase is Phase.STAGE else None
    now = f"has picked {played.card}" if played is not None else "is on turn"
    return f"{who} {now}; the engine offers: {', '.join(str(action) for action in state.legal_actions())}"
