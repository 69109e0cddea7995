"""The server's front page is the gallery, stored as plain HTML that the page template includes: it
must say what the registry says today, and be the same gallery the notebook shows."""

from __future__ import annotations

import json
from pathlib import Path

from widgets.gallery import FRONT_PAGE, front_page_html

INDEX = Path(__file__).parents[1] / "notebooks" / "index.ipynb"


def test_the_stored_front_page_is_the_gallery_of_today() -> None:
    assert FRONT_PAGE.read_text() == front_page_html() + "\n", "run `make notebooks` to store it again"


def test_the_front_page_holds_nothing_the_template_would_read_as_its_own() -> None:
    """The template includes the file as Jinja source: markup of Jinja's own would be run, not shown."""
    stored = FRONT_PAGE.read_text()
    assert not [mark for mark in ("{{", "{%", "{#") if mark in stored]


def test_the_gallery_notebook_shows_the_same_page() -> None:
    cells = json.loads(INDEX.read_text())["cells"]
    (shown,) = [
        "".join(output["data"]["text/html"])
        for cell in cells
        for output in cell.get("outputs", [])
        if "text/html" in output.get("data", {})
    ]
    assert shown == front_page_html()
