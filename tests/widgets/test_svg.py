"""The shared SVG toolkit writes numbers and words the same way for every game: coordinates to a
tenth of a pixel, polygons as ``x,y`` pairs, lines cut to fit with an ellipsis, and animations that
stand still for a reader who asks for less motion."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from tests.svg_reading import SVG, parse
from widgets.cowboy.panel import ROLL_STYLE
from widgets.rowdy.draw import ANIMATION_STYLE
from widgets.svg import animation_style, chip, coords, fit, px


def test_a_coordinate_is_written_to_a_tenth_of_a_pixel() -> None:
    assert [px(v) for v in (3.14159, 2, 0.96, -7.25)] == ["3.1", "2.0", "1.0", "-7.2"]


def test_a_polygon_lists_its_corners_as_pairs_in_order() -> None:
    assert coords([(0, 0), (10.26, 4), (-1.5, 2.04)]) == "0.0,0.0 10.3,4.0 -1.5,2.0"
    assert coords((x, 2 * x) for x in (1, 2)) == "1.0,2.0 2.0,4.0"  # any iterable of corners
    assert coords([]) == ""


def test_words_that_fit_are_left_alone() -> None:
    assert fit("Ana", 3) == "Ana"
    assert fit("", 4) == ""


def test_words_too_long_end_in_an_ellipsis_without_a_space_before_it() -> None:
    assert fit("Rowdy Partners", 8) == "Rowdy P…"
    assert fit("Ana Bella", 5) == "Ana…"  # "Ana " loses its space before the ellipsis


@given(st.text(), st.integers(min_value=1, max_value=40))
def test_a_fitted_line_is_never_longer_than_asked(words: str, chars: int) -> None:
    fitted = fit(words, chars)
    assert len(fitted) <= chars
    assert fitted == words or fitted.endswith("…")


def test_an_animation_stands_still_for_readers_who_ask_for_reduced_motion() -> None:
    rules = ".tt-spin { animation: spin 1s both; }\n.tt-fade { animation: fade 1s both; }\n"
    style = animation_style(rules, ("tt-spin", "tt-fade"))
    assert style.startswith("<style>\n" + rules) and style.endswith("</style>")
    stop = style[style.index("@media (prefers-reduced-motion: reduce)") :]
    assert ".tt-spin, .tt-fade { animation: none; }" in stop


def animated_classes(style: str) -> set[str]:
    """The classes a style block animates (a rule with ``animation:`` other than ``none``)."""
    moving = set()
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", style):
        if re.search(r"animation:\s*(?!none)", body):
            moving |= set(re.findall(r"\.([\w-]+)", selectors))
    return moving


def stopped_classes(style: str) -> set[str]:
    """The classes a style block stills when the reader asks for reduced motion."""
    stop = style[style.index("@media (prefers-reduced-motion: reduce)") :]
    return set(re.findall(r"\.([\w-]+)", stop.split("{ animation: none; }")[0]))


def test_every_class_the_games_animate_is_stilled_for_reduced_motion() -> None:
    for style in (ROLL_STYLE, ANIMATION_STYLE):
        assert animated_classes(style), style
        assert animated_classes(style) == stopped_classes(style)


def test_a_chip_centres_its_words_in_a_rounded_outline() -> None:
    label = chip(10, 20, 60, "Lariat", fill="#fff8d6", ink="#8a7d00")
    outline, words = parse(f'<svg xmlns="http://www.w3.org/2000/svg">{label}</svg>')
    assert outline.tag == f"{SVG}rect" and words.tag == f"{SVG}text"
    assert {k: outline.get(k) for k in ("x", "y", "width", "height", "fill", "stroke")} == {
        "x": "10", "y": "20", "width": "60", "height": "19", "fill": "#fff8d6", "stroke": "#8a7d00"
    }  # fmt: skip
    assert float(outline.get("rx", "0")) > 0
    assert (words.text, words.get("x"), words.get("text-anchor")) == ("Lariat", "40.0", "middle")
    assert 20 < float(words.get("y", "0")) < 39
