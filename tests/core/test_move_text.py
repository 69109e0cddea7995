"""Numbers in a move's text are read from ASCII digits only: ``int()`` also reads Arabic-Indic
digits ("Take ٣" would take the 3) and ``str.isdigit()`` accepts "²", which ``int()`` then refuses."""

from __future__ import annotations

import pytest

import tabletop
from tabletop.core import IllegalAction
from tabletop.core.text import read_number
from tabletop.cowboy.board import parse_square
from tabletop.partners.track import parse_field
from tabletop.partyfowl.house import parse_cell


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("rowlette", "Take ٣"),
        ("rowlette", "Take ²"),
        ("rowlette", "Take ３"),
        ("partners", "Move Yellow 1 by ٣ to yellow 4"),
        ("partners", "Play 2: Yellow 1 to yellow ٢"),
        ("partyfowl", "Place Den at D٣, doors N S"),
        ("cowboy", "Claim the field at C٣"),
    ],
)
def test_no_game_reads_a_number_written_in_another_script(name: str, text: str) -> None:
    state = tabletop.get(name).new(["Ana", "Ben", "Cy", "Dee"], seed=1)
    assert state.parse_action(text) is None
    with pytest.raises(IllegalAction, match="is not a move in"):
        state.action_from_string(text)


def test_numbers_are_read_from_a_few_ascii_digits_only() -> None:
    assert read_number("7") == 7 and read_number("040") == 40
    for text in ("", "٣", "²", "３", "-1", "+1", " 1", "1.0", "1_000", "3" * 5000):
        assert read_number(text) is None, text


def test_square_names_and_house_cells_take_ascii_digits_only() -> None:
    assert parse_square("C3", 12) == 26 and parse_cell("D3") == (3, 2) and parse_field("yellow 3", 0) == 3
    for square in ("C٣", "C³", "C" + "1" * 5000):
        with pytest.raises(ValueError, match="not a square name"):
            parse_square(square, 12)
    assert parse_cell("D٣") is None and parse_cell("D²") is None
    assert parse_field("yellow ٣", 0) is None and parse_field("yellow house ٢", 0) is None
