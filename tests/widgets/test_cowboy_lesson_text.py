"""What the Super Cowboy lesson's prose claims, checked against the engine and the rulebook's gaps it
fills. The lesson computes what it can beside the text; these check the sentences that cannot be
computed: that each edition reading is flagged where it is taught, and that the body teaches what
the rules page says."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tabletop.cowboy import data

from .. import lesson_text

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "super_cowboy.ipynb"


def markdown() -> list[str]:
    return lesson_text.markdown(LESSON)


def section(heading: str) -> str:
    return lesson_text.section(LESSON, heading)


def test_the_body_teaches_that_cowboys_walk_over_and_along_fences() -> None:
    assert "over fences and along them" in section("2. The grid")


def test_the_bandits_sights_are_taught_as_this_editions_reading() -> None:
    assert data.BANDIT_REACH == 1
    for prose in (section("2. The grid"), section("5. Indians")):
        assert "one line" in prose and "this edition's reading" in prose
    assert "whole row and column" in section("5. Indians")


def test_a_lost_turn_is_taught_as_skipped_whole() -> None:
    assert data.LOST_TURN_DRAWS is False
    assert "no event card" in section("6. The event deck")


def test_an_arrival_on_a_taken_corner_and_the_placing_order_are_taught() -> None:
    assert data.BLOCKED_ARRIVAL == "nothing"
    bandit = section("5. Indians")
    assert "taken" in bandit and "nothing arrives" in bandit
    assert "unfenced" in section("6. The event deck")


def test_field_markers_are_taught_as_this_editions_reading() -> None:
    assert data.FIELD_MARKERS is None
    assert "field markers" in section("3. Fences")


def test_the_advice_on_printed_steers_is_not_an_uncomputed_claim() -> None:
    prose = section("8. What simulation shows")
    assert "does better" not in prose
    assert "raid" in prose  # printed steers never wander, but a raid can still carry one off


def test_the_steers_come_with_the_land_when_a_field_is_taken_or_closed_round_them() -> None:
    fences = section("3. Fences")
    assert "steers standing in it become the builder's too" in fences  # open range: no roping needed
    assert "with no roll" in fences and "unlike a rustle" in fences  # a stolen part keeps its steers


def test_a_token_walking_into_a_twister_and_every_way_off_the_edge_are_taught() -> None:
    tokens = section("5. Indians")
    assert "walks into a twister's square is thrown too" in tokens
    assert "leaves by the board's edge (walking, thrown or blown)" in tokens


def test_where_the_bandit_arrives_is_taught() -> None:
    assert "outside corner of a corner tile" in section("5. Indians")


def test_who_picks_the_cavalrys_target_and_the_reading_of_a_tiles_edge_squares_are_flagged() -> None:
    assert data.CAVALRY_CHOOSER == "drawer" and data.ARRIVAL_SQUARES == "board edge"
    deck = section("6. The event deck")
    assert "of the drawer's choice" in deck
    assert "along the board edge (this edition's reading" in deck


def test_the_round_limit_is_taught_as_this_editions_rule() -> None:
    assert "this edition's rule, so every game ends; the rulebook has none" in section("8. What simulation")


def code_output(call: str) -> str:
    """The stored text output of the lesson's code cell that makes ``call``."""
    cells = json.loads(LESSON.read_text())["cells"]
    (cell,) = [c for c in cells if c["cell_type"] == "code" and call in "".join(c["source"])]
    return lesson_text.outputs_text(cell)


def test_a_second_steer_fenced_in_moves_over_and_goes_back_to_the_box_only_without_room() -> None:
    fences = section("3. Fences")
    assert "a second steer in one square goes back to the box" not in fences
    assert "moves over to the nearest empty square of the new field, or goes back to the box" in fences
    assert "has no free square" in code_output("fenced_in_story()")  # "as here": the field is one square


def test_the_board_edge_and_two_fields_at_once_are_taught_as_this_editions_readings() -> None:
    assert data.EDGE_IS_FENCE is False and data.TWO_FIELDS_AT_ONCE == "both"
    fences = section("3. Fences")
    assert "The edge of the board is **not** a fence, this edition's reading" in fences
    assert "this edition's reading is that there is nothing to choose" in fences


def test_a_twister_joining_two_fields_is_taught_as_this_editions_reading() -> None:
    tokens = section("5. Indians")
    assert "a field it opens loses its owner" not in tokens
    assert "between two players' fields, this edition's reading" in tokens
    assert "nobody owns the patch until a fence splits it" in tokens
    assert "two fields of the same owner, nothing is incomplete: they stay his, joined into one" in tokens


def test_the_body_states_how_to_win_and_the_engine_shows_a_win_on_a_rivals_turn() -> None:
    rng = section("1. The range")
    assert "five steers in their fields wins at once" in rng
    assert "before that turn's event card" in rng and "on someone else's turn" in rng
    assert "this edition's reading" in rng  # WIN_TIES
    shown = code_output("win_story()")
    assert "D8 rolled 1: Ben is caught rustling Ana's cattle!" in shown
    assert "Ana has 5 steers in their fields and wins!" in shown and "event cards drawn: 0" in shown


def test_the_bag_o_bills_example_says_what_she_holds_and_only_cowboys_are_kept_from_the_bandit() -> None:
    assert "caught holding the Bag o' Bills, and then without it" in section("4. Roping")
    tokens = section("5. Indians")
    assert "No cowboy may stand in his sights" in tokens and "Nobody may stand" not in tokens


def test_the_empty_box_is_taught_and_how_soon_it_empties_is_computed() -> None:
    """Once the box of roaming steers is empty, a won rustle of a printed steer gains nothing, nor does
    a printed steer paid by a caught rustler, and Roamin' steer cards bring no steer; how soon that
    comes is a figure the engine computes, not a word like "slowly"."""
    rustle = section("4. Roping")
    assert (
        "if the box still holds one (once it is empty, the printed steer is lost to its owner and the rustler"
        in rustle
    )
    assert (
        "the rustler gains nothing: this edition's reading, `SPARE_STEERS`, as the rulebook does not say"
        in rustle
    )
    assert "the owner gets a spare for it only while the box holds one" in rustle
    tokens = section("5. Indians")
    assert "slowly" not in tokens
    assert (
        "a Roamin' steer card brings no steer" in tokens
        and "so the rustler, or the rival he pays, gets" in tokens
    )
    start = code_output("box_at_start(players, range(30))").splitlines()
    assert [line.split(" leaves")[0] for line in start] == ["A new 2-player range", "A new 4-player range"]
    emptied = code_output("lengths.box_summary(players)").splitlines()
    assert [line.split(":")[0] for line in emptied] == ["2 players", "4 players"]
    assert all("the box of 24 roaming steers ran empty in" in line for line in emptied)
    assert "no Roamin' steer card brought a steer" in section("8. What simulation")


def test_the_final_reviews_nits_are_taught_right() -> None:
    """A turn that wins draws no card; the Lariat rolls again by itself (LARIAT_AUTO); only roaming
    steers and Indians are thrown; lost turns add up."""
    assert "each turn, unless it has just won the game or is a lost one, ends with an event card" in section(
        "Super Cowboy"
    )
    assert "the Lucky Lariat lets you roll again" not in section("4. Roping")
    assert "the Lucky Lariat rolls a failed rustle again, once and by itself" in section("4. Roping")
    tokens = section("5. Indians")
    assert "throws steers and Indians" not in tokens
    assert "A twister throws the roaming steers and Indians in its square" in tokens
    deck = section("6. The")
    assert "Lost turns add up: a player in jail who is also given Fire Water loses two turns" in deck
    assert "A turn ends with the top card of the event deck, unless it has just won the game" in deck


def test_the_game_length_study_is_read_from_its_stored_file_with_the_settings_the_lesson_names() -> None:
    """Section 8 plays no game at open: it draws what `make studies` stored, says so, and offers a
    replay; the games and player counts its prose names are the study's settings."""
    from tabletop.cowboy.study import LENGTHS

    prose = section("8. What simulation")
    assert "played ahead of time (`make studies`" in prose and "**Run it yourself**" in prose
    settings = LENGTHS.settings
    assert settings["players"] == [2, 4] and "with two players and with four" in prose
    assert f"played {settings['games']} games of each" in prose
    cells = json.loads(LESSON.read_text())["cells"]
    sources = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    assert "lengths = stored_result(LENGTHS)" in "\n".join(sources)
    assert "RunItYourself(LENGTHS, plot_game_lengths)" in "\n".join(sources)
    played = re.compile(r"\bgame_lengths\(|run_game_lengths")  # no game played at open
    assert not any(played.search(source) for source in sources)


def test_the_compass_table_counts_the_d8_faces_from_the_compass() -> None:
    """The D8 faces are counted from ``COMPASS`` itself, not typed as a range that could drift from it."""
    cells = json.loads(LESSON.read_text())["cells"]
    (cell,) = [c for c in cells if c["cell_type"] == "code" and '"D8 rolls"' in "".join(c["source"])]
    typed = re.findall(r"\d+", "".join(cell["source"]).replace("D8", ""))
    assert set(typed) <= {"1"}, f"faces typed by hand: {typed}"  # 1 is the first face, the rest counted
    faces = " | ".join(str(face) for face, _ in enumerate(data.COMPASS, 1))
    assert lesson_text.outputs_text(cell).startswith(f"D8 rolls | {faces}\nDirection | ")
