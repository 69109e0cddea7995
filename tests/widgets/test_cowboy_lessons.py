"""The Super Cowboy lesson's pictures and explorables say what the engine does: the fence builder's
lines are named by the right square, a fence closing two fields gives its builder both, the tiles
and the range come with a key, and the length plot counts the round limit as it is."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

from tabletop.core.studies import Study
from tabletop.cowboy import study as engine
from tabletop.cowboy.data import BANDIT_REACH, ROUND_LIMIT, TILES, Terrain
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.fields import Edge
from tabletop.cowboy.study import LENGTHS, LengthStudy
from tests.svg_reading import texts, tips
from widgets.cowboy.lesson_stories import caught_story, fenced_in_story, fire_water_story, wood_story
from widgets.cowboy.lessons import (
    PRINTED_SCALE,
    START_MARK,
    FenceBuilder,
    _mark,
    board_key,
    deck_html,
    plot_game_lengths,
    tiles_picture,
)
from widgets.cowboy.symbols import HIDE, printed_steer
from widgets.prose import Story
from widgets.studies import RunItYourself, stored_result


def labels(builder: FenceBuilder) -> dict[str, str]:
    """Each line's click message and its hover text."""
    found = re.findall(r'data-action="([^"]+)"[^>]*aria-label="([^"]*)"', builder.board.svg)
    return {unescape(action): unescape(label) for action, label in found}


def test_the_fence_builder_names_each_edge_line_by_the_square_beside_it() -> None:
    lines = labels(FenceBuilder())
    assert lines["fence H 7 0"] == "Put up the fence above A8"
    assert lines["fence H 8 0"] == "Put up the fence below A8"  # the south edge of the board
    assert lines["fence V 0 7"] == "Put up the fence left of H1"
    assert lines["fence V 0 8"] == "Put up the fence right of H1"  # the east edge of the board
    assert len(set(lines.values())) == len(lines)  # no two lines share a name


def test_a_fence_closing_two_fields_in_the_builder_gives_both_to_its_builder() -> None:
    builder = FenceBuilder(("Open Range",) * 4)
    # Ana's B2 and Ben's C2, side by side; a twister takes the fence between them away, which
    # leaves one closed patch that nobody owns; putting the fence back closes two fields at once
    builder.grid.fenced |= {Edge(True, 1, 1), Edge(True, 2, 1), Edge(True, 1, 2), Edge(True, 2, 2)}
    builder.grid.fenced |= {Edge(False, 1, 1), Edge(False, 1, 2), Edge(False, 1, 3)}
    builder.grid.owner[9], builder.grid.owner[10] = 0, 1
    builder.click("fence V 1 2")  # Ana takes it down
    assert builder.grid.owner[9] is None and builder.grid.owner[10] is None
    assert unescape(builder.message.value).endswith(
        "Ana takes a fence down. Ana's field (B2) and Ben's field (C2) are joined into one patch, still "
        "shut in: nobody owns either until a fence splits them.</div>"
    )
    builder.click("fence V 1 2")  # Ben puts it back up
    message = unescape(builder.message.value)
    assert "That closes a field of 1 square at B2: Ben owns it." in message
    assert "That closes a field of 1 square at C2: Ben owns it." in message
    assert builder.grid.owner[9] == builder.grid.owner[10] == 1


def test_taking_down_the_fence_between_two_fields_of_one_builder_leaves_them_his_as_one() -> None:
    builder = FenceBuilder(("Open Range",) * 4)
    builder.grid.fenced |= {Edge(True, 1, 1), Edge(True, 2, 1), Edge(True, 1, 2), Edge(True, 2, 2)}
    builder.grid.fenced |= {Edge(False, 1, 1), Edge(False, 1, 2), Edge(False, 1, 3)}
    builder.grid.owner[9] = builder.grid.owner[10] = 1  # Ben's B2 and his C2, two fields
    builder.click("fence V 1 2")  # Ana takes the fence between them down
    assert builder.grid.owner[9] == builder.grid.owner[10] == 1
    assert unescape(builder.message.value).endswith(
        "Ana takes a fence down. Ben's fields (B2) and (C2) are joined into one, still shut in: it stays "
        "Ben's.</div>"
    )


def test_the_tiles_and_the_range_come_with_a_key() -> None:
    tiles = unescape(str(tiles_picture()))
    for words in ("a roaming steer token starts", "printed steer: it never moves", "tree: cut wood"):
        assert words in tiles
    key = unescape(str(board_key()))
    for words in ("roaming steer token", "printed steer: it never moves", "Stolen Steer token", "the Bandit"):
        assert words in key


def test_the_board_keys_bandit_keeps_cowboys_off_his_corner_and_one_line_from_it() -> None:
    """The key must not send a cowboy one line away: that corner is the one the Bandit shoots at."""
    assert BANDIT_REACH == 1
    key = unescape(str(board_key()))
    assert "the Bandit: no cowboy on his corner or one line from it" in key
    assert "keep one line away" not in key


def test_the_length_plot_puts_the_round_limit_where_it_is() -> None:
    study = LengthStudy(rounds={2: [ROUND_LIMIT, 30], 4: [ROUND_LIMIT, 40]})
    plot = plot_game_lengths(study)
    assert (
        f"rounds until someone has five steers ({ROUND_LIMIT}: the range closes at the round limit)"
        in texts(plot)
    )
    told = [line for tip in tips(plot) for line in tip.splitlines()]  # a bin names both player counts
    assert "2 players: 1 game reached the round limit (60 rounds)" in told


def test_the_length_plot_names_the_bots_that_played() -> None:
    study = LengthStudy(bots="Random", rounds={2: [ROUND_LIMIT, 30], 4: [ROUND_LIMIT, 40]})
    assert "2 games each between Random bots" in texts(plot_game_lengths(study))


def test_the_lesson_draws_the_stored_length_study_without_playing_a_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise AssertionError("the lesson played games at open")

    monkeypatch.setattr(Study, "play", refuse)
    study = stored_result(LENGTHS)
    assert study.bots == "Sensible" and [len(study.rounds[n]) for n in (2, 4)] == [30, 30]
    assert "30 games each between Sensible bots" in texts(plot_game_lengths(study))


def test_run_it_yourself_replays_the_length_study_with_other_bots_and_draws_it() -> None:
    drawn: list[Any] = []
    panel = RunItYourself(LENGTHS, lambda study: drawn.append(plot_game_lengths(study)) or "plot")
    assert [w.description for w in panel.children[0].children] == ["Games", "Seed", "Bots", "Run it yourself"]
    panel.games.value, panel.seed.value, panel.bots.value = 2, 5, "Random"
    result = panel.run()
    assert result.bots == "Random" and [len(result.rounds[n]) for n in (2, 4)] == [2, 2]
    assert panel.bar.max == 4 and panel.bar.value == 4  # two games of each player count
    (plot,) = drawn
    assert "2 games each between Random bots" in texts(plot)


def test_the_tile_sheet_draws_a_printed_steer_as_the_board_does_and_a_start_mark_unlike_either() -> None:
    sheet = str(tiles_picture())
    assert _mark(Terrain.PRINTED_STEER, 0, 0, 24) == printed_steer(12.0, 12.0, 24 * PRINTED_SCALE)
    assert "stroke-dasharray" in printed_steer(0, 0, 10)  # the board's printed steer: a dashed ring
    assert sheet.count("stroke-dasharray") == len(TILES) + 1  # each tile's printed steer and the key's
    start = _mark(Terrain.STEER_START, 0, 0, 24)
    assert START_MARK in start and HIDE not in sheet  # a start mark is no token's brown disc
    assert "a roaming steer token starts here" in unescape(sheet)


def test_a_steal_into_two_equal_parts_is_not_called_the_bigger() -> None:
    builder = FenceBuilder(("Open Range",) * 4)
    # Ben's field B2-C2 (fenced all round); Ana's fence between them leaves two parts of one square
    builder.grid.fenced |= {Edge(True, 1, 1), Edge(True, 2, 1), Edge(True, 1, 2), Edge(True, 2, 2)}
    builder.grid.fenced |= {Edge(False, 1, 1), Edge(False, 1, 3)}
    builder.grid.owner[9] = builder.grid.owner[10] = 1
    builder.click("fence V 1 2")
    message = unescape(builder.message.value)
    assert "the bigger" not in message
    assert "the parts are the same size: here the one at B2" in message


def test_the_deck_table_says_a_roamin_steer_card_brings_none_once_the_box_is_empty() -> None:
    assert "a roaming steer from the box arrives at an edge (none once the box is empty)" in deck_html()
    assert "a failed rustle is rolled again, once, by itself" in deck_html()  # LARIAT_AUTO


def test_the_lessons_stories_are_the_engines_lines_as_stories() -> None:
    """The notebook shows what the lesson's helpers return: Stories, wrapped once from the engine's lines."""
    assert isinstance(fenced_in_story(), Story) and list(fenced_in_story()) == engine.fenced_in_story()
    assert list(caught_story(())) == engine.caught_story(())
    assert list(wood_story((), (Card.AXE,))) == [engine.wood_story(), engine.wood_story((Card.AXE,))]
    pours, told = fire_water_story()
    assert (list(pours.items), list(told)) == engine.fire_water_story() and pours.lead == "Ana may:"
