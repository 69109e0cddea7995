"""What a lesson shows a learner in Voila is formatted for people: sentences, small HTML lists and
tables, or the game's own pictures, never a monospace print or a bare Python repr."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = sorted(path for path in FOLDER.glob("*.ipynb") if path.name != "index.ipynb")
FOR_PEOPLE = {"text/html", "image/svg+xml", "image/png", "application/vnd.jupyter.widget-view+json"}


def raw_outputs(path: Path) -> list[str]:
    """Each code cell output a learner would read as raw Python, named by its cell's first line."""
    found = []
    for cell in json.loads(path.read_text())["cells"]:
        if cell["cell_type"] != "code":
            continue
        first = "".join(cell["source"]).splitlines()[0] if cell["source"] else ""
        for output in cell["outputs"]:
            if output["output_type"] == "stream":
                found.append(f"printed by {first!r}: {''.join(output['text'])[:80]!r}")
            elif output["output_type"] in ("execute_result", "display_data") and not FOR_PEOPLE & set(
                output["data"]
            ):
                found.append(f"bare repr from {first!r}: {''.join(output['data']['text/plain'])[:80]!r}")
    return found


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_a_lesson_shows_no_print_and_no_bare_repr(path: Path) -> None:
    assert raw_outputs(path) == []


def right_aligned_tables(path: Path) -> list[str]:
    """Each table a lesson shows that the page would align right (a notebook's rendered HTML aligns
    table cells right unless told otherwise), named by its cell's first line."""
    found = []
    for cell in json.loads(path.read_text())["cells"]:
        for output in cell.get("outputs", []):
            html = "".join(output.get("data", {}).get("text/html", ""))
            if "<table" in html and "text-align: left" not in html:
                found.append("".join(cell["source"]).splitlines()[0])
    return found


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_a_lessons_tables_of_words_read_left_aligned(path: Path) -> None:
    assert right_aligned_tables(path) == []
