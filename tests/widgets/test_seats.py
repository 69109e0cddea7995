"""Seat markers look alike in every game: a shape in an Okabe-Ito colour, lettered in the colour that
reads on it, named in words for tooltips, and no two seats of a game share a colour or a shape."""

from __future__ import annotations

import pytest

from tests.svg_reading import SVG, parse
from widgets.cowboy.symbols import SEATS as COWBOY_SEATS
from widgets.partyfowl.layout import SEATS as PARTYFOWL_SEATS
from widgets.seats import COLOUR_WORDS, LETTERING, SHAPES, SeatLook, initials, seat_shape
from widgets.svg import INK, OKABE_ITO


def drawn(look: SeatLook, r: float = 10) -> tuple[str, dict[str, str]]:
    """The marker's element name and attributes, drawn round (50, 40)."""
    svg = f'<svg xmlns="http://www.w3.org/2000/svg">{seat_shape(look, 50, 40, r, stroke_width=1.4)}</svg>'
    node = parse(svg)[0]
    return node.tag.removeprefix(SVG), dict(node.attrib)


def corners(points: str) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in (pair.split(",") for pair in points.split())]


def test_a_disc_and_a_square_sit_on_the_centre_in_the_seats_colour() -> None:
    tag, disc = drawn(SeatLook("blue", "disc"))
    assert tag == "circle" and (disc["cx"], disc["cy"], disc["r"]) == ("50", "40", "10")
    assert (disc["fill"], disc["stroke"], disc["stroke-width"]) == (OKABE_ITO["blue"], INK, "1.4")
    tag, square = drawn(SeatLook("orange", "square"))
    assert tag == "rect" and square["fill"] == OKABE_ITO["orange"]
    x, y, w, h = (float(square[k]) for k in ("x", "y", "width", "height"))
    assert (x + w / 2, y + h / 2) == pytest.approx((50, 40)) and w == h


@pytest.mark.parametrize(("shape", "count"), [("diamond", 4), ("triangle", 3), ("hexagon", 6)])
def test_a_polygon_marker_has_its_corners_round_the_centre(shape: str, count: int) -> None:
    tag, marker = drawn(SeatLook("green", shape))
    points = corners(marker["points"])
    assert tag == "polygon" and len(points) == count and marker["fill"] == OKABE_ITO["green"]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    assert (min(xs) + max(xs)) / 2 == pytest.approx(50, abs=0.1)
    assert min(ys) < 40 < max(ys)
    assert all(abs(x - 50) <= 13 and abs(y - 40) <= 13 for x, y in points)  # as big as a disc of 10


def test_a_shape_no_seat_has_is_refused() -> None:
    with pytest.raises(ValueError, match="star"):
        seat_shape(SeatLook("blue", "star"), 0, 0, 5, stroke_width=1)


def test_a_colour_is_named_and_lettered_the_same_in_every_game() -> None:
    assert SeatLook("vermillion", "disc").looks == "red disc"
    assert SeatLook("sky", "square").looks == "sky blue square"
    assert SeatLook("purple", "triangle").looks == "pink triangle"
    assert set(COLOUR_WORDS) == set(LETTERING) == set(OKABE_ITO) - {"black"}


def luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("colour", sorted(LETTERING))
def test_the_lettering_on_a_colour_stands_out_from_it(colour: str) -> None:
    light, dark = sorted((luminance(OKABE_ITO[colour]), luminance(LETTERING[colour])), reverse=True)
    assert (light + 0.05) / (dark + 0.05) >= 3  # WCAG's contrast for bold lettering


@pytest.mark.parametrize("seats", [COWBOY_SEATS, PARTYFOWL_SEATS], ids=["cowboy", "partyfowl"])
def test_no_two_seats_of_a_game_share_a_colour_or_a_shape(seats: tuple[SeatLook, ...]) -> None:
    assert len({look.colour for look in seats}) == len(seats)
    assert len({look.shape for look in seats}) == len(seats)
    assert all(look.shape in SHAPES and look.colour in LETTERING for look in seats)


def test_each_seat_is_lettered_with_its_players_initial() -> None:
    assert initials(["ana", " Ben", "Cy"]) == ["A", "B", "C"]


def test_seats_whose_names_begin_alike_are_numbered_instead() -> None:
    assert initials(["Ana", "Ben", "anna", "Cy"]) == ["1", "B", "3", "C"]
    assert initials(["", "Ben"]) == ["?", "B"]
    assert initials(["", " "]) == ["1", "2"]
