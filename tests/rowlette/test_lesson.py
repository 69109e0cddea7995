"""What the Rowlette lesson teaches, read from its stored cells (nbval checks they match a fresh run):
the rulebook's examples as the engine plays them, and questions that ask before they answer."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabletop.rowlette.examples import (
    example_b,
    example_b_as_printed,
    example_d,
    example_d_differences,
    limit_stop,
)

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks/rowlette.ipynb"
CELLS: list[dict[str, Any]] = json.loads(NOTEBOOK.read_text())["cells"]


def source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def output(cell: dict[str, Any]) -> str:
    texts = []
    for out in cell.get("outputs", []):
        texts.append("".join(out.get("text", "")))
        texts.append("".join(out.get("data", {}).get("text/plain", "")))
    return "".join(texts)


def body() -> list[dict[str, Any]]:
    """The lesson before its closing pages (the edition table and the rules on one page)."""
    end = next(i for i, cell in enumerate(CELLS) if source(cell).startswith("## 11. Table rules"))
    return CELLS[:end]


def printed() -> str:
    return "\n".join(output(cell) for cell in body())


def prose() -> str:
    return "\n".join(source(cell) for cell in body() if cell["cell_type"] == "markdown")


def test_example_d_shows_the_engines_score_and_names_every_difference() -> None:
    shown = printed()
    assert "Marco scores 10 (5 x 2 goals = 10)" in shown
    assert "2 x 2 goals = 4\n" not in shown  # the old 'by the rules' line kept the printed jackpot
    for difference in example_d_differences(example_d()):
        assert f"* {difference}" in shown
    assert "'Low': 15" in shown  # the fourth goal the printed example leaves out


def test_example_b_is_shown_step_by_step_as_told_and_as_printed() -> None:
    shown = printed()
    assert example_b().told() in shown
    assert example_b_as_printed().told(last=1) in shown
    assert "zero_target" not in "".join(source(cell) for cell in CELLS)


def test_every_check_yourself_asks_before_it_answers() -> None:
    cells = body()
    asks = [i for i, cell in enumerate(cells) if "**Check yourself" in source(cell)]
    assert len(asks) >= 3
    for i in asks:
        answer = cells[i + 1]
        assert answer["cell_type"] == "code" and output(answer).startswith("<Check yourself")


def test_the_body_teaches_that_red_numbers_force_goals_and_raise_later_thresholds() -> None:
    text = prose()
    assert "every red number gives you one more goal" in text.replace("\n", " ")
    assert "raises the threshold of **every goal you keep after it**" in text.replace("\n", " ")


def test_the_body_teaches_the_risk_of_the_automatic_stop() -> None:
    assert "The number limit is no shelter" in prose()
    assert limit_stop().told(last=1) in printed()
