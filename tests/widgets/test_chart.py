"""The lessons' charts show the numbers they are given: bars as tall as their values, on axes that
hold them, with every hatch defined and every value named when pointed at."""

from __future__ import annotations

import re

import pytest

from tests.svg_reading import SVG, parse, texts, tips
from widgets.chart import Average, Axis, Bars, Line, Outline, Panel, chart, histogram, nice_ticks, number
from widgets.svg import OKABE_ITO

BLUE, ORANGE = OKABE_ITO["blue"], OKABE_ITO["orange"]


def test_histogram_counts_each_value_once_with_the_last_bin_closed() -> None:
    assert histogram([0, 1, 1, 2, 4.5, 5], [0, 1, 2, 5]) == [1, 2, 3]
    assert histogram([7, -1], [0, 1, 2, 5]) == [0, 0, 0]  # outside the bins: counted nowhere


def test_ticks_fall_on_round_numbers_never_on_halves_of_games() -> None:
    assert nice_ticks(0, 12.6) == [0, 2, 4, 6, 8, 10, 12]
    assert nice_ticks(0, 100) == [0, 20, 40, 60, 80, 100]
    assert nice_ticks(1.2, 8.6) == [2, 4, 6, 8]
    assert nice_ticks(1.2, 6.6) == [2, 3, 4, 5, 6]
    for high in (3, 7.5, 13, 42, 97, 640):
        step = nice_ticks(0, high)[1]
        assert str(step).rstrip("0").rstrip(".")[-1] in "125", (high, step)


def test_numbers_are_written_as_people_write_them() -> None:
    assert [number(v) for v in (4.0, 12.5, 1 / 3, 2595)] == ["4", "12.5", "0.33", "2,595"]


def bars_of(svg: str) -> list[tuple[float, float, float, float]]:
    """Every bar's x, y, width and height, in drawing order."""
    groups = [g for g in parse(svg).iter(f"{SVG}g") if g.get("class") == "tt-chart-bars"]
    return [
        tuple(float(rect.get(k, "0")) for k in ("x", "y", "width", "height"))  # type: ignore[misc]
        for group in groups
        for rect in group.iter(f"{SVG}rect")
        if not (rect.get("fill") or "").startswith("url(")
    ]


def tick_y(svg: str, words: str) -> float:
    """Where the y axis's tick labelled ``words`` is (its text's baseline sits 5 px below it)."""
    (node,) = [n for n in parse(svg).iter(f"{SVG}text") if n.text == words and n.get("text-anchor") == "end"]
    return float(node.get("y", "0")) - 5


def test_a_bar_is_as_tall_as_its_value_and_the_axis_holds_the_tallest() -> None:
    svg = chart(
        [Panel("p", Axis("x"), Axis("y"), [Bars("games", [1, 2, 3], [10, 20, 60.8], BLUE)])],
        heading="",
        label="three bars",
    )
    (_, y1, _, h1), (_, _, _, h2), (_, y3, _, _) = bars_of(svg)
    assert h2 == pytest.approx(2 * h1, abs=0.2)
    assert y1 + h1 == pytest.approx(tick_y(svg, "0"), abs=0.2)  # bars stand on zero
    assert y1 == pytest.approx(tick_y(svg, "10"), abs=0.2)
    assert "70" in texts(svg) and y3 >= tick_y(svg, "70") - 0.2  # 60.8 fits under the top tick


def test_stacked_bars_start_where_the_one_below_ends() -> None:
    svg = chart(
        [
            Panel(
                "p",
                Axis(ticks=[(0, "a")]),
                Axis("%", high=100),
                [Bars("low", [0], [30], BLUE), Bars("high", [0], [70], ORANGE, base=[30])],
            )
        ],
        heading="",
        label="a stack",
    )
    (_, low_top, _, _), (_, high_top, _, high_height) = bars_of(svg)
    assert high_top + high_height == pytest.approx(low_top, abs=0.2)
    assert high_top == pytest.approx(tick_y(svg, "100"), abs=0.2)


def test_every_hatch_used_is_defined_and_two_charts_never_share_an_id() -> None:
    marks = [
        Bars("bars", [1, 2], [3, 4], BLUE, hatch="/"),
        Outline("outline", [0.5, 1.5, 2.5], [2, 5], ORANGE, hatch="\\"),
        Bars("dots", [1, 2], [1, 1], ORANGE, hatch=".", base=[3, 4]),
    ]
    first = chart([Panel("p", Axis(), Axis(), marks)], heading="", label="one chart")
    second = chart([Panel("p", Axis(), Axis(), marks)], heading="", label="another chart")
    for svg in (first, second):
        defined = {node.get("id") for node in parse(svg).iter(f"{SVG}pattern")}
        used = set(re.findall(r"url\(#([^)]+)\)", svg))
        assert used == defined and len(defined) == 3
    ids = lambda svg: {node.get("id") for node in parse(svg).iter(f"{SVG}pattern")}  # noqa: E731
    assert not ids(first) & ids(second)  # a page showing both charts draws each with its own


def test_pointing_at_a_mark_names_its_value() -> None:
    svg = chart(
        [
            Panel(
                "p",
                Axis("x"),
                Axis("y"),
                [
                    Line(
                        "score", [2, 3], [5.5, 11.25], BLUE, tips=["stop at 2: 5.5 points", "stop at 3: 11.2"]
                    ),
                    Bars("games", [2, 3], [4, 0], ORANGE),
                    Average("average", 2.4, BLUE),
                ],
            )
        ],
        heading="the heading",
        label="a line and bars",
    )
    assert tips(svg) == [
        "a line and bars",
        "games: 4",  # the bars' slots lie under the line, so that its points stay within reach
        "games: 0",
        "stop at 2: 5.5 points",
        "stop at 3: 11.2",
        "average: 2.4",
    ]
    assert texts(svg)[:2] == ["the heading", "p"]
    assert [t for t in texts(svg) if t in ("score", "games", "average")] == ["score", "games", "average"]
    average = next(g for g in parse(svg).iter(f"{SVG}g") if g.get("class") == "tt-chart-average")
    assert [node.text for node in average.iter(f"{SVG}title")] == ["average: 2.4"]  # its own, not the panel's


def test_overlapping_histograms_name_every_series_in_a_bin() -> None:
    """Two histograms drawn over each other: pointing at a bin tells both counts, not only the
    series drawn last."""
    edges = [0.5, 1.5, 2.5]
    svg = chart(
        [
            Panel(
                "p",
                Axis("deals"),
                Axis("games", whole=True),
                [
                    Bars(
                        "swap",
                        [1, 2],
                        [7, 1],
                        BLUE,
                        width=1.0,
                        tips=["swap: 7 games of 1 deal", "swap: 1 game"],
                    ),
                    Outline(
                        "no swap", edges, [12, 0], ORANGE, tips=["no swap: 12 games of 1 deal", "no swap: 0"]
                    ),
                ],
            )
        ],
        heading="",
        label="two histograms",
    )
    assert tips(svg)[1:] == [
        "swap: 7 games of 1 deal\nno swap: 12 games of 1 deal",
        "swap: 1 game\nno swap: 0",
    ]


def test_an_axis_of_games_counts_in_whole_games() -> None:
    """A learner may replay a study with one game: the axis must not read "0.5 games"."""
    assert nice_ticks(0, 3, whole=True) == [0, 1, 2, 3]
    for counts in ([3, 1], [0, 0], [1]):
        edges = [float(i) for i in range(len(counts) + 1)]
        svg = chart(
            [Panel("p", Axis("x"), Axis("games", whole=True), [Outline("o", edges, counts, BLUE)])],
            heading="",
            label="few games",
        )
        ticks = [n.text or "" for n in parse(svg).iter(f"{SVG}text") if n.get("text-anchor") == "end"]
        assert ticks[0] == "0" and all(t.isdigit() for t in ticks), (counts, ticks)


def test_bad_charts_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="at least one panel"):
        chart([], heading="", label="nothing")
    with pytest.raises(ValueError, match="#rrggbb"):
        Bars("b", [1], [1], "red")
    with pytest.raises(ValueError, match="2 bins need 3 edges"):
        Outline("o", [0, 1], [1, 2], BLUE)


def test_a_horizontal_chart_reads_its_first_category_at_the_top() -> None:
    svg = chart(
        [
            Panel(
                "p",
                Axis("steps"),
                Axis(ticks=[(0, "first"), (1, "second")], reverse=True),
                [Bars("steps", [0, 1], [5, 9], BLUE)],
                horizontal=True,
            )
        ],
        heading="",
        label="two rows",
    )
    (x1, y1, w1, _), (x2, y2, w2, _) = bars_of(svg)
    assert y1 < y2 and x1 == x2 and w2 == pytest.approx(w1 * 9 / 5, abs=0.2)
    assert tick_y(svg, "first") < tick_y(svg, "second")


def test_text_is_large_enough_for_a_projector() -> None:
    svg = chart(
        [Panel("p", Axis("x"), Axis("y\nsecond line"), [Line("l", [1, 2], [1, 2], BLUE)])],
        heading="h",
        label="sizes",
    )
    sizes = [float(node.get("font-size", "0")) for node in parse(svg).iter(f"{SVG}text")]
    assert sizes and min(sizes) >= 13
    assert "second line" in texts(svg)  # a two-line axis label is drawn as two lines
