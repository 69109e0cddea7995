"""This edition's choices: each row of "Table rules this edition uses" names a constant of
``data.py`` that holds the choice and that the engine really reads, and every reading a game option
can switch to is named in its row."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop
from tabletop.rowlette import data

GAME = tabletop.get("rowlette")
ENGINE = [Path(data.__file__).with_name(name) for name in ("__init__.py", "game.py", "rules.py")]


def names_in_code(path: Path) -> set[str]:
    """Every name the module's code reads, bare (``NUMBERS``) or through a module (``data.ROUNDS``)."""
    tree = ast.parse(path.read_text())
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    return used | {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}


def row_constants() -> list[str]:
    return [name.strip() for choice in GAME.edition for name in choice.constant.split(",")]


def row(constant: str) -> tabletop.core.EditionChoice:
    return next(choice for choice in GAME.edition if choice.constant == constant)


def test_each_row_names_its_own_constants_and_no_constant_twice() -> None:
    constants = row_constants()
    assert [name for name in constants if not hasattr(data, name)] == []
    assert sorted(name for name in set(constants) if constants.count(name) > 1) == []


def test_every_constant_a_row_names_is_read_by_the_engine() -> None:
    read = set().union(*map(names_in_code, ENGINE))
    assert [name for name in row_constants() if name not in read] == []


def test_every_reading_option_defaults_to_its_constant_and_its_row_names_the_others() -> None:
    for option, readings in data.READING_OPTIONS.items():
        constant = option.upper()
        assert readings[0] == getattr(data, constant) == GAME.options[option]
        why = row(constant).why
        assert [value for value in readings[1:] if f"{option}='{value}'" not in why] == []
    assert "halve_order_bonus=True" in row("HALVE_ORDER_BONUS").why


def test_the_number_limit_row_weighs_all_three_readings_against_the_rulebook() -> None:
    choice = row("AUTO_STOP")
    assert "as the rulebook warns" not in choice.why
    for reading in data.READING_OPTIONS["auto_stop"]:
        assert reading in choice.why


def test_the_halving_row_says_the_rulebooks_own_sections_disagree() -> None:
    why = row("HALVE_ORDER_BONUS").why
    assert "explosion" in why and "scoring steps" in why
