"""A lesson's game played in this process with the same clicks a browser test makes in Voila.

The kernel behind the page runs the same code as this process, so the board label before each
step here must equal the one the browser shows; these helpers read the table's board the way the
browser tests' policies read the page.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import unescape
from typing import TypeVar

from widgets.table import GameTable

T = TypeVar("T", bound=GameTable)

#: One step of a game: ("click", the board's label before the click) or ("pause", its label).
Step = tuple[str, str]


def board_label(table: GameTable) -> str:
    """The board picture's accessible name: what the browser tests compare step by step."""
    found = re.search(r'aria-label="([^"]*)"', table.board.svg)
    assert found is not None
    return unescape(found[1])


def first_lit(table: GameTable) -> str | None:
    """The first clickable shape's action on the board, or None when nothing is lit."""
    found = re.search(r'data-action="([^"]+)"[^>]*aria-disabled="false"', table.board.svg)
    return None if found is None else unescape(found[1])


def replay(table: T, choose: Callable[[T], str | None]) -> tuple[list[Step], str]:
    """Play ``table`` to the end, clicking what ``choose`` picks and resuming at every pause ("Next
    turn", or "Next deal" at a Partners deal's end); returns each step with the board's label before
    it, and the label at the end."""
    steps: list[Step] = []
    while not table.state.is_over:
        if table._paused is not None:
            # Nothing is lit during a pause, except Partners' hand in the swap that opens a deal
            # (its drawing lights the cards to give; a click on one is refused while paused).
            assert table._paused == "Next deal" or (table._paused == "Next turn" and choose(table) is None)
            steps.append(("pause", board_label(table)))
            table.resume()
            continue
        click = choose(table)
        assert click is not None, "the human is on turn, so something on the board is lit"
        steps.append(("click", board_label(table)))
        table.board.click(click)
        assert "Not allowed" not in table.message.value, table.message.value
    return steps, board_label(table)
