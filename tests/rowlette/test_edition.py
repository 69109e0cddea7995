"""This edition's choices: each row of "Table rules this edition uses" names a constant of
``data.py`` that holds the choice and that the engine really reads, and every reading a game option
can switch to is named in its row."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop
from tabletop.rowlette import data

GAME = tabletop.get("rowlette")
#: The engine's modules: every one but where the choices are written down (data), the players'
#: choosing (bots) and the lesson's material (study, examples), which do not decide a rule.
ENGINE = [
    path
    for path in sorted(Path(data.__file__).parent.glob("*.py"))
    if path.name not in {"data.py", "bots.py", "study.py", "examples.py"}
]


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


def test_every_option_that_sets_a_rows_constant_is_named_in_that_row() -> None:
    rows = set(row_constants())
    unnamed = [
        option
        for option in GAME.options
        if option.upper() in rows and f"{option}=" not in row(option.upper()).why
    ]
    assert unnamed == []
    assert {"zero_mix", "special_mix", "remove_zero_use"} <= {o for o in GAME.options if o.upper() in rows}


def test_remove_zero_is_one_shot_per_card_and_its_row_says_a_second_card_works_again() -> None:
    choice = row("REMOVE_ZERO_USE")
    assert data.REMOVE_ZERO_USE == "each card"
    assert "a second Remove 0 taken later in the same round works again" in choice.value
    assert "Example C" in choice.why and "remove_zero_use='once per player'" in choice.why


def test_the_turn_order_is_a_listed_choice() -> None:
    assert "turns pass round the seats in order" in row("TURN_STEP").value


def test_rows_whose_value_is_a_fixed_sentence_say_they_are_fixed_and_logged() -> None:
    for constant in ("NEW_ROUND_DECKS", "UNUSED_REMOVE_ZERO", "EMPTY_DECK", "EMPTY_DECK_ZEROS"):
        assert getattr(data, constant) in row(constant).value
        assert (
            "Fixed in this edition: the engine is written to do it, and its log says so" in row(constant).why
        )
        assert constant.lower() not in GAME.options


def test_the_number_limit_row_does_not_claim_the_advice_rests_on_it() -> None:
    why = row("AUTO_STOP").why
    assert "rests on this reading" not in why
    assert "replays its advice to push on to the limit under auto_stop='still a target' too" in why


def test_who_sees_the_goals_a_red_number_draws_is_a_listed_choice() -> None:
    choice = row("GOAL_OFFER")
    assert data.GOAL_OFFER == "chooser only" and "seen by the player choosing only" in choice.value
    assert "never says" in choice.why
    assert "goal_offer='everyone'" in choice.why


def test_zeros_the_deck_strands_stay_aside_in_their_row_and_on_the_rules_page() -> None:
    """The lead's decision: the rulebook to the letter, so set-aside zeros go back only with a number
    or special, and a deck that runs out first leaves them aside for the round."""
    choice = row("EMPTY_DECK_ZEROS")
    assert "stay aside for the rest of the round" in data.EMPTY_DECK_ZEROS
    assert "before a number or special card turns up" in choice.value
    assert "a deck the log calls empty is empty" in choice.why
    summary = GAME.rule("rowlette.zero-assignment").summary
    assert "If the deck runs out before one does, they stay aside for the rest of the round." in summary


def test_the_shuffle_back_rows_say_a_zero_that_reached_nobody_waits_until_its_refill_is_over() -> None:
    """Shuffled straight back, such a zero could turn up again in its own refill; under "hand out" a
    deck of them never let the refill end. The rows state the rule the engine plays and logs."""
    assert data.SHUFFLE_BACK_WAITS == "waits aside until the market is full, then goes back into the deck"
    assert (
        f"it {data.SHUFFLE_BACK_WAITS}, so its refill never turns it up a second time"
        in row("UNTARGETED_ZERO").why
    )
    assert "If the deck runs out first, it stays aside for the round" in row("UNTARGETED_ZERO").why
    after = row("AFTER_UNTARGETED_ZERO").why
    assert "Either way the refill does not turn the zero that missed up again" in after
    assert "would never let the refill end" in after
    assert "untargeted_zero='shuffle back') stays aside the same way" in row("EMPTY_DECK_ZEROS").why


def test_the_tie_break_is_a_listed_reading_the_engine_reads_with_sharing_as_the_option() -> None:
    """The rulebook gives a tie to more active goals in the final round, then '(or share the victory)':
    a fallback for goals that are level too, or a table's free choice to share."""
    choice = row("TIE_BREAK")
    assert data.TIE_BREAK == "last round goals" == GAME.options["tie_break"]
    assert "more active goals in the last round" in choice.value
    assert "only players level on those too share the win" in choice.value
    assert "in brackets" in choice.why and "tie_break='share'" in choice.why
    summary = GAME.rule("rowlette.tie-break").summary
    assert summary.startswith("This edition's reading (TIE_BREAK):")
