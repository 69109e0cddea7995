"""The cast: every wrestler's and Manager's signature move, and each Headliner's power, with where the
rulebook is silent and this edition reads it, and the engine showing each power at work.
"""

from __future__ import annotations

from html import escape
from typing import Final

from tabletop.rowdy import RowdyState
from tabletop.rowdy.data import HEADLINERS, MANAGERS, WRESTLERS, Wrestler

from ..lesson_play import play
from ..prose import WORDS_STYLE
from .table import GAME

#: Moves the rulebook describes where a part of the line is this edition's reading: (that part, constant).
MOVE_READINGS: Final[dict[str, tuple[str, str]]] = {
    "Lawman": ("'whatever suit leads, like a Wild'", "LARIAT_FOLLOWS_ANY_LEAD"),
}


#: Where a move is this edition's: the rulebook only hints at it in the character's introduction.
HINTED: Final = "the rulebook only hints at the move"
MANAGER_MOVE_SOURCE: Final = f"this edition's name and effect; {HINTED}"


def _move_source(wrestler: Wrestler) -> str:
    if not wrestler.from_rulebook:
        return escape(f"this edition's name, effect and token; {HINTED}") + (
            " (<code>SIGNATURE_TOKEN_FOR_EVERY_WRESTLER</code>)"
        )
    if wrestler.name not in MOVE_READINGS:
        return "rulebook"
    part, constant = MOVE_READINGS[wrestler.name]
    return escape(f"rulebook; {part} is this edition's reading") + f" (<code>{constant}</code>)"


def characters_html() -> str:
    """Every wrestler and Manager: health, signature move, and whether the rulebook says what it does."""
    rows = "".join(
        f"<tr><td>{escape(w.name)}</td><td>{w.health}</td><td>{escape(w.signature)}</td>"
        f"<td>{escape(w.move)}</td><td>{_move_source(w)}</td></tr>"
        for w in WRESTLERS.values()
    )
    rows += "".join(
        f"<tr><td>{escape(m.name)} (Manager)</td><td></td><td>{escape(m.signature)}</td>"
        f"<td>{escape(m.move)}</td><td>{escape(MANAGER_MOVE_SOURCE)}</td></tr>"
        for m in MANAGERS.values()
    )
    head = (
        "<tr><th>Character</th><th>Health (this edition)</th><th>Signature</th><th>What it does</th>"
        "<th>Source</th></tr>"
    )
    return f'{WORDS_STYLE}<table class="tt-words tt-cast">{head}{rows}</table>'


def _power_seen(characters: list[str], hands: list[list[str]], moves: list[str]) -> str:
    """The engine's line that shows a Headliner's power at work in a staged game."""
    state: RowdyState = GAME.new(["Ana", "Ben"], seed=1, characters=characters, hands=hands)
    lines: list[str] = []
    lines += play(state, *moves)
    return next(line for line in lines if line.startswith(("The Rich", "Go Wild", "Ana deals")))


#: How this edition reads each Headliner's power, and the constants in ``data.py`` that record it.
POWER_READINGS: Final[dict[str, tuple[str, str]]] = {
    "Big Money": (
        "a card counts by its worth after your tokens: a 3 with a -1 coin earns the coin too",
        "LEAD_MEANS_FIRST_FACE_UP, RICH_GET_RICHER_VALUE",
    ),
    "Grizzabelle": (
        "the cheat is drawn face down from the pool; an empty pool is first refilled by shuffling in the "
        "spent cheats, so Go Wild gives nothing only when no cheat is left in the pool or in the cheats' "
        "discard pile",
        "EMPTY_SUPPLY_GIVES_NOTHING",
    ),
    "Whistlestop": (
        "a card leads when nothing lies face up as it is played, also after counters flip every card",
        "LEAD_MEANS_FIRST_FACE_UP",
    ),
}
#: A staged two-player game showing each power at work: (characters, round 1 hands, moves).
POWER_PLAYS: Final[dict[str, tuple[list[str], list[list[str]], list[str]]]] = {
    "Big Money": (
        ["Big Money", "Grizzabelle"],
        [["3 of Hats"], []],
        ["Play 3 of Hats", "Add a -1 coin", "Done"],
    ),
    "Grizzabelle": (["Grizzabelle", "Big Money"], [["Wild 3"], []], ["Play Wild 3", "Done"]),
    "Whistlestop": (
        ["Whistlestop", "Big Money"],
        [["4 of Hats", "8 of Hats"], ["6 of Hats", "7 of Hats"]],
        [move for card in ("4", "6", "7", "8") for move in (f"Play {card} of Hats", "Done")],
    ),
}


def headliners_html() -> str:
    """Each Headliner's power: what the rulebook gives, how this edition reads it, and the engine at work."""
    rows = ""
    for name, headliner in HEADLINERS.items():
        reading, constants = POWER_READINGS[name]
        rows += (
            f"<tr><td>{escape(name)}</td><td>{escape(headliner.power)}</td><td>{escape(headliner.text)}</td>"
            f"<td>rulebook</td><td>{escape(reading)} (<code>{escape(constants)}</code>)</td>"
            f"<td>{escape(_power_seen(*POWER_PLAYS[name]))}</td></tr>"
        )
    head = (
        "<tr><th>Headliner</th><th>Power</th><th>What it does</th><th>Source</th>"
        "<th>This edition's reading</th><th>Seen in the engine</th></tr>"
    )
    return f'{WORDS_STYLE}<table class="tt-words tt-cast">{head}{rows}</table>'
