"""The lesson's prose objects: HTML for people in Voila, the same words as plain text for nbval."""

from __future__ import annotations

import pytest

import tabletop
from tabletop.core import Event
from widgets.explain import edition_html
from widgets.prose import WORDS_STYLE, Bullets, Prose, Sentence, Story, Table
from widgets.rowdy.lesson_cast import characters_html, headliners_html


def test_a_sentence_is_a_paragraph_with_its_text_escaped_and_its_repr_is_the_sentence() -> None:
    said = Sentence("Ana's <3 & Ben's 4")
    assert repr(said) == "Ana's <3 & Ben's 4"
    assert said._repr_html_() == '<p class="tt-prose">Ana&#x27;s &lt;3 &amp; Ben&#x27;s 4</p>'


def test_a_story_nests_an_indented_line_under_the_line_before_it() -> None:
    told = Story("Ana: Take 3\n    Ana takes 3.\n    7 joins the market.\nBen: Stop")
    assert list(told) == ["Ana: Take 3", "    Ana takes 3.", "    7 joins the market.", "Ben: Stop"]
    assert told.index("Ben: Stop") == 3 and told[-1] == "Ben: Stop" and "Ben: Stop" in told
    assert repr(told) == "Ana: Take 3\n    Ana takes 3.\n    7 joins the market.\nBen: Stop"
    html = told._repr_html_()
    assert html.count('<ul class="tt-story"') == 1 and html.count('<ul class="tt-story-then"') == 1
    assert "Ana: Take 3<ul" in html and "<li" + ' style="margin: 2px 0">Ben: Stop</li>' in html


def test_stories_add_up_in_order() -> None:
    assert list(Story(["a"]) + Story(["b", "c"], ["B", ""])) == ["a", "b   [B]", "c"]


def test_a_storys_rules_follow_their_lines_muted_in_the_page_bracketed_in_text() -> None:
    told = Story(["Ana leads <5>.", "Cy wins."], ["The lead card", ""])
    assert repr(told) == "Ana leads <5>.   [The lead card]\nCy wins."
    html = told._repr_html_()
    assert (
        'Ana leads &lt;5&gt;. <span class="tt-rule" style="color: #6b6b6b">[The lead card]</span></li>'
        in html
    )
    assert ">Cy wins.</li>" in html


def test_bullets_lead_with_their_sentence() -> None:
    moves = Bullets(["Stop", "Take <33>"], "Ana may:")
    assert repr(moves) == "Ana may:\n* Stop\n* Take <33>"
    assert moves._repr_html_().startswith('<p class="tt-prose">Ana may:</p><ul class="tt-bullets"')
    assert "Take &lt;33&gt;" in moves._repr_html_()


def test_a_table_has_headings_and_left_aligned_cells() -> None:
    table = Table(["Goal", "Score"], [("Red", 10), ("Low", 15)])
    assert repr(table) == "Goal | Score\nRed | 10\nLow | 15"
    html = table._repr_html_()
    assert html.count("<th>") == 2 and html.count("<td>") == 4
    assert html.startswith(WORDS_STYLE + '<table class="tt-words">')
    assert ".tt-words td, .tt-words th { text-align: left !important;" in WORDS_STYLE


def test_a_story_refuses_rules_that_do_not_match_its_lines() -> None:
    with pytest.raises(ValueError, match="2 lines but 1 rule: one rule a line"):
        Story(["Ana leads.", "Cy wins."], ["The lead card"])


def test_an_indented_lines_rule_shows_in_the_page_as_in_the_text() -> None:
    told = Story(["Ana: Take 3", "    Ana takes 3.", "Ben: Stop"], ["", "Taking", ""])
    assert repr(told) == "Ana: Take 3\n    Ana takes 3.   [Taking]\nBen: Stop"
    assert 'Ana takes 3. <span class="tt-rule" style="color: #6b6b6b">[Taking]</span>' in told._repr_html_()


def test_a_storys_blank_lines_are_left_out_of_its_text_as_of_its_page() -> None:
    told = Story("Ana: Take 3\n\n   \nBen: Stop\n")
    assert repr(told) == "Ana: Take 3\nBen: Stop" and list(told) == ["Ana: Take 3", "Ben: Stop"]
    assert told._repr_html_().count("<li") == 2


def test_a_story_of_one_line_reads_as_a_sentence_with_its_rule() -> None:
    told = Story(["Refused: not your turn."], ["Turns"])
    assert repr(told) == "Refused: not your turn.   [Turns]"
    assert told._repr_html_() == (
        '<p class="tt-prose">Refused: not your turn. '
        '<span class="tt-rule" style="color: #6b6b6b">[Turns]</span></p>'
    )


def test_a_story_of_events_names_each_events_rule() -> None:
    game = tabletop.get("rowlette")
    events = [Event("take", "Ana takes 3.", game.rules[0].id), Event("note", "Ben waits.", "no.such.rule")]
    told = Story.of_events(events, game)
    assert list(told) == [f"Ana takes 3.   [{game.rules[0].title}]", "Ben waits.   [no.such.rule]"]
    assert list(Story.of_events(events)) == ["Ana takes 3.", "Ben waits."]


def test_prose_is_abstract_without_its_page_form() -> None:
    class Bare(Prose):
        text = "bare"

    with pytest.raises(TypeError, match="_repr_html_"):
        Bare()  # type: ignore[abstract]


def test_the_lessons_tables_of_words_share_one_left_aligned_style() -> None:
    """The edition table and the Rowdy cast tables use ``WORDS_STYLE`` rather than copies of it."""
    game = tabletop.get("rowdy")
    for html in (edition_html(game), characters_html(), headliners_html()):
        assert html.startswith(WORDS_STYLE + '<table class="tt-words')
        assert html.count("text-align") == WORDS_STYLE.count("text-align")
