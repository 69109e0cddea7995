"""Notebooks are stored as `make notebooks` writes them: run top to bottom, outputs kept, no
widget state or timings (which would make every diff noisy), and every lesson lists its edition's
choices. nbval then checks that the outputs still match a fresh run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[1] / "notebooks"
NOTEBOOKS = sorted(FOLDER.glob("*.ipynb"))
PLAY_PAGES = sorted(FOLDER.glob("play/*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS + PLAY_PAGES, ids=lambda p: str(p.relative_to(FOLDER)))
def test_a_notebook_is_stored_executed_in_order_without_noise(path: Path) -> None:
    notebook = json.loads(path.read_text())
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert [cell["execution_count"] for cell in code] == list(range(1, len(code) + 1))
    assert "widgets" not in notebook["metadata"]
    assert not any("execution" in cell.get("metadata", {}) for cell in code)
    assert not any(output.get("output_type") == "error" for cell in code for output in cell["outputs"])


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.name != "index.ipynb"], ids=lambda p: p.name)
def test_a_lesson_shows_the_table_rules_its_edition_uses(path: Path) -> None:
    notebook = json.loads(path.read_text())
    headings = [
        line
        for cell in notebook["cells"]
        if cell["cell_type"] == "markdown"
        for line in "".join(cell["source"]).splitlines()
        if line.startswith("#")
    ]
    assert any("Table rules this edition uses" in heading for heading in headings)
    assert any("edition_html(game)" in "".join(cell["source"]) for cell in notebook["cells"])


def test_the_gallery_links_exactly_the_lessons_that_exist() -> None:
    from widgets.gallery import LESSONS, ready

    written = {path.name for path in NOTEBOOKS} - {"index.ipynb"}
    assert {lesson.notebook for lesson in LESSONS.values() if lesson.published} == written
    assert {LESSONS[name].notebook for name in ready()} == written


def test_the_gallery_links_a_play_page_for_every_lesson_and_each_links_back() -> None:
    from widgets.gallery import LESSONS, play_page, ready

    assert {f"play/{path.name}" for path in PLAY_PAGES} == {play_page(name) for name in ready()}
    for name in ready():
        notebook = json.loads((FOLDER / play_page(name)).read_text())
        cells = notebook["cells"]
        # The heading, the table (nothing to wait for), and the page's longer words under the table: the
        # heading is one compact line, its title and links (the Voila template lays it out).
        assert [cell["cell_type"] for cell in cells] == ["markdown", "code", "markdown"]
        heading = "".join(cells[0]["source"])
        assert f"](../{LESSONS[name].notebook})" in heading and len(heading.splitlines()) == 3
        assert "_table(" in "".join(cells[1]["source"])
