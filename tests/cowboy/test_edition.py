"""This edition's choices: the readings the review found silent are listed in "Table rules this
edition uses", each naming a constant of ``data.py`` that the engine really reads."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop
from tabletop.cowboy import data

GAME = tabletop.get("cowboy")
ENGINE = [path for path in Path(data.__file__).parent.glob("*.py") if path.name != "data.py"]

#: Readings the review found silent, now listed: the compass, who starts, doing nothing, where
#: removed tokens go, steers heading for one field square, the pilgrims, the Bandit, the round
#: limit's order, the 16-tile board and the box's counts.
LISTED = (
    "COMPASS",
    "FIRST_SEAT",
    "DO_NOTHING",
    "BACK_TO_BOX",
    "CONTESTED_SQUARE",
    "PILGRIMS",
    "PILGRIM_STEP",
    "BANDIT_DIAGONAL",
    "ROUND_LIMIT_ORDER",
    "BOARD_TILES",
    "INDIANS",
    "TWISTERS",
    "BANDITS",
)


def names_in_code(path: Path) -> set[str]:
    """Every name a module's code reads, bare (``COMPASS``) or through a module (``data.FIRST_SEAT``)."""
    tree = ast.parse(path.read_text())
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    return used | {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}


def row_constants() -> list[str]:
    return [name.strip() for choice in GAME.edition for name in choice.constant.split(",")]


def test_each_silent_reading_has_a_row_and_no_constant_is_named_twice() -> None:
    constants = row_constants()
    assert [name for name in LISTED if name not in constants] == []
    assert sorted(name for name in set(constants) if constants.count(name) > 1) == []


def test_every_listed_reading_is_a_constant_the_engine_reads() -> None:
    read = set().union(*map(names_in_code, ENGINE))
    assert [name for name in LISTED if name not in read] == []


def test_the_compass_row_gives_every_face_of_the_d8() -> None:
    row = next(choice for choice in GAME.edition if choice.constant == "COMPASS")
    assert "1 N, 2 NE, 3 E, 4 SE, 5 S, 6 SW, 7 W, 8 NW" in row.value


def test_the_round_limit_row_says_field_squares_and_why() -> None:
    row = next(choice for choice in GAME.edition if choice.constant.startswith("ROUND_LIMIT"))
    assert "field squares" in row.value and "Field squares, not the number of fields" in row.why


def test_no_field_size_cap_is_left_the_rulebook_sets_none() -> None:
    assert not hasattr(data, "MAX_FIELD")
    assert not any("16 squares" in choice.value for choice in GAME.edition)
