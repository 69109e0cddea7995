"""What the Super Cowboy lesson's prose claims, checked against the engine and the rulebook's gaps it
fills. The lesson computes what it can beside the text; these check the sentences that cannot be
computed: that each edition reading is flagged where it is taught, and that the body teaches what
the rules page says."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.cowboy import data

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "super_cowboy.ipynb"


def markdown() -> list[str]:
    cells = json.loads(LESSON.read_text())["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]


def section(heading: str) -> str:
    """The prose of the lesson section whose heading starts with ``heading``."""
    text, inside = [], False
    for cell in markdown():
        for line in cell.splitlines():
            if line.startswith("#"):
                inside = line.lstrip("# ").startswith(heading)
            elif inside:
                text.append(line)
    return " ".join(" ".join(text).split())


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
