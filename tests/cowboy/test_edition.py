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
#: limit's order, the 16-tile board and the box's counts; and, from the second review, where a
#: placed token goes, what a lost turn loses, how far the Bandit's gun reaches, an arrival on a taken
#: corner and how many field markers a player has; from the confirmation review, which squares of a
#: tile an arrival may take and who picks the cavalry's target; from the last review, whether the
#: board edge closes a field and whether a fence shutting in two fields at once gives its builder both.
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
    "PLACING_ORDER",
    "LOST_TURN_DRAWS",
    "BANDIT_REACH",
    "BLOCKED_ARRIVAL",
    "FIELD_MARKERS",
    "ARRIVAL_SQUARES",
    "CAVALRY_CHOOSER",
    "EDGE_IS_FENCE",
    "TWO_FIELDS_AT_ONCE",
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


def row(constant: str) -> str:
    """The value and the reason of the edition row naming ``constant``."""
    found = [c for c in GAME.edition if constant in [name.strip() for name in c.constant.split(",")]]
    assert len(found) == 1, constant
    return f"{found[0].value} | {found[0].why}"


def test_the_placing_row_and_the_rules_page_state_the_whole_order() -> None:
    words = row("PLACING_ORDER")
    places = [words.index(preference) for preference in data.PLACING_ORDER]
    assert places == sorted(places)  # every preference, in the engine's order
    arrivals = GAME.rule("cowboy.placing").summary
    assert all(preference in arrivals for preference in data.PLACING_ORDER)


def test_the_bandits_sights_are_marked_as_this_editions_reading() -> None:
    words = row("BANDIT_REACH")
    assert "this edition" in words and "whole row and column" in words and data.BANDIT_REACH == 1
    assert "this edition" in GAME.rule("cowboy.bandit").summary


def test_a_lost_turn_and_a_blocked_arrival_and_the_field_markers_have_rows_saying_what_is_left_open() -> None:
    assert "no event card" in row("LOST_TURN_DRAWS") and data.LOST_TURN_DRAWS is False
    assert "lost turns add up, so a jailed player given Fire Water loses his next two turns" in row(
        "LOST_TURN_DRAWS"
    )
    assert "Lost turns add up" in GAME.rule("cowboy.events").summary
    assert "taken" in row("BLOCKED_ARRIVAL") and data.BLOCKED_ARRIVAL == "nothing"
    assert "4 sets" in row("FIELD_MARKERS") and data.FIELD_MARKERS is None
    arrivals = GAME.rule("cowboy.placing").summary
    assert "taken" in arrivals
    assert "no event card" in GAME.rule("cowboy.events").summary


def test_the_arrival_squares_row_gives_its_reading_of_the_tiles_edge_squares_and_the_other() -> None:
    words = row("ARRIVAL_SQUARES")
    assert "'edge square of the tile'" in words and "This edition reads" in words
    assert "rim" in words and data.ARRIVAL_SQUARES == "board edge"
    assert "any board-edge square" not in row("PLACING_SQUARE")  # not the rulebook's own words


def test_the_cavalry_row_says_the_drawer_picks_and_what_the_card_says() -> None:
    words = row("CAVALRY_CHOOSER")
    assert "draws the cavalry chooses" in words and "'Remove a single Indian or Bandit Token'" in words
    assert data.CAVALRY_CHOOSER == "drawer"


def test_the_rules_page_tells_what_the_lesson_body_adds() -> None:
    fields = GAME.rule("cowboy.fields").summary
    assert "steers in it" in fields and "no roll" in fields  # steers go with the land
    assert "walks into a twister's square" in GAME.rule("cowboy.twister").summary
    edge = GAME.rule("cowboy.edge").summary
    assert "thrown" in edge and "blown" in edge
    arrivals = GAME.rule("cowboy.placing").summary
    assert "outside corner" in arrivals and "this edition's reading" in arrivals
    assert "drawer's choice" in GAME.rule("cowboy.events").summary


def test_the_rules_page_says_a_winning_turn_draws_no_card_and_what_items_and_twisters_do() -> None:
    assert (
        "unless a herd of five has just won the game, draw an event card" in GAME.rule("cowboy.turn").summary
    )
    assert "A lost turn (jail, Fire Water, the Man with No Name) is skipped whole, card and all" in (
        GAME.rule("cowboy.turn").summary
    )
    items = GAME.rule("cowboy.items").summary
    assert "drops one to take a third" not in items and "keeps the two he likes best of the three" in items
    assert "Lariat rolls a failed rustle again, once and by itself" in items and data.LARIAT_AUTO in row(
        "LARIAT_AUTO"
    )
    twister = GAME.rule("cowboy.twister").summary
    assert (
        "throws any roaming steer or Indian in its square" in twister and "printed steer stays put" in twister
    )


def test_the_empty_box_is_told_in_its_row_the_payment_row_and_the_rules_page() -> None:
    spare = row("SPARE_STEERS")
    assert "brings its taker nothing" in spare and "a Roamin' steer card brings no steer" in spare
    assert "if the box still holds one: if not, the victim gets nothing" in row("PAYMENT")
    rustle = GAME.rule("cowboy.rustle").summary
    assert "once it is empty you gain nothing" in rustle
    assert "only if he has an empty field square and the box still holds one" in rustle
    assert "a Roamin' steer card brings none" in GAME.rule("cowboy.placing").summary


def test_the_field_readings_have_rows_saying_what_the_rulebook_says_and_leaves_open() -> None:
    edge = row("EDGE_IS_FENCE")
    assert data.EDGE_IS_FENCE is False and "the board edge is no fence" in edge
    assert "'including along the edges'" in edge and "never says outright" in edge
    both = row("TWO_FIELDS_AT_ONCE")
    assert data.TWO_FIELDS_AT_ONCE == "both" and "gives its builder both" in both
    assert "'creates more than one new field'" in both and "stealing" in both
    torn = row("TORN_BETWEEN_FIELDS")
    assert "still shut in" in torn and "nobody" in torn
    assert "'incomplete'" in torn and "'up for grabs'" in torn
    assert "between two fields of the same owner leaves them his, joined into one field" in torn
    fields = GAME.rule("cowboy.fields").summary
    assert fields.count("this edition's reading") == 2
    assert "this edition's reading" in GAME.rule("cowboy.twister").summary
    assert "two fields of one owner it joins stay his as one field" in GAME.rule("cowboy.twister").summary
