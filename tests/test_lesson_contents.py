"""Every lesson opens with a contents list, so nobody has to scroll 10,000 px to reach the game table.

The list sits right under the lesson's opening, links every ``##`` section in order, and first of all
offers "Jump to the game table" and the game's quick-play page. Its links must be exactly the ids Voila
gives the headings, or a click goes nowhere; ``heading_id`` is that rule, checked against ids seen in
Voila's own pages.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from widgets.gallery import LESSONS, play_page, ready

FOLDER = Path(__file__).resolve().parents[1] / "notebooks"
CONTENTS = "contents"  # the contents cell's id
TABLE_CELL = re.compile(r"\b\w+_table\(")  # the code cell that shows the game table
#: A markdown link; its target may hold balanced parentheses, as "(2-or-3-players)" does.
LINK = re.compile(r"\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)")
#: Inline markup that leaves only its text in the rendered heading: code, emphasis, links, tags.
MARKUP = [
    (re.compile(r"`([^`]*)`"), r"\1"),
    (re.compile(r"\*\*(.+?)\*\*"), r"\1"),
    (re.compile(r"\*(.+?)\*"), r"\1"),
    (re.compile(r"\[([^\]]*)\]\([^)]*\)"), r"\1"),
    (re.compile(r"<[^>]+>"), ""),
]


def heading_id(heading: str) -> str:
    """The id Voila (nbconvert's ``add_anchor``) gives a markdown heading: its rendered text with
    spaces turned into "-", and anything a URL fragment cannot hold percent-encoded."""
    text = heading.lstrip("#").strip()
    for pattern, keep in MARKUP:
        text = pattern.sub(keep, text)
    return quote(text.replace(" ", "-"), safe="?/:@!$&'()*+,;=")


#: Headings and the ids Voila 0.5.13 gave them, read from the served page.
SEEN_IN_VOILA = [
    ("## 1. Tricks, for someone who has never played one", "1.-Tricks,-for-someone-who-has-never-played-one"),
    ("## 6. Zeros: who gets hit?", "6.-Zeros:-who-gets-hit?"),
    (
        "## 10. The rulebook's Example D, played by the engine",
        "10.-The-rulebook's-Example-D,-played-by-the-engine",
    ),
    ("## 8. Headliners and Managers (2 or 3 players)", "8.-Headliners-and-Managers-(2-or-3-players)"),
    ('## 3. `code` & more <b>x</b> "quoted" #hash %pct', "3.-code-&-more-x-%22quoted%22-%23hash-%25pct"),
    ("## 4. **Bold** and *it* 1/14 -4 é ü", "4.-Bold-and-it-1/14--4-%C3%A9-%C3%BC"),
    ("## 5. Trailing  double  space ", "5.-Trailing--double--space"),
    ("### Start cards", "Start-cards"),
    ("## 11. A [link](x.ipynb) here", "11.-A-link-here"),
]


@pytest.mark.parametrize(("heading", "seen"), SEEN_IN_VOILA)
def test_the_id_rule_gives_the_ids_voila_gives(heading: str, seen: str) -> None:
    assert heading_id(heading) == seen


def source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def sections(cells: list[dict[str, Any]]) -> list[tuple[int, str]]:
    """Each ``##`` heading with the index of the cell that holds it, in order."""
    return [
        (index, line[3:].strip())
        for index, cell in enumerate(cells)
        if cell["cell_type"] == "markdown"
        for line in source(cell).splitlines()
        if line.startswith("## ")
    ]


LESSON_NAMES = [name for name in ready() if (FOLDER / LESSONS[name].notebook).exists()]


def lesson(name: str) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
    """The lesson's cells, and the links of its contents cell, which must come right after its opening."""
    cells = json.loads((FOLDER / LESSONS[name].notebook).read_text())["cells"]
    assert cells[0]["cell_type"] == "markdown" and source(cells[0]).startswith("# ")  # title and intro
    assert cells[1].get("id") == CONTENTS, "the contents cell must come right after the lesson's opening"
    assert cells[1]["cell_type"] == "markdown"
    return cells, LINK.findall(source(cells[1]))


def test_every_published_lesson_is_checked() -> None:
    assert len(LESSON_NAMES) == len(ready()) == 5


@pytest.mark.parametrize("name", LESSON_NAMES)
def test_the_contents_lists_every_section_in_order_with_voilas_ids(name: str) -> None:
    cells, links = lesson(name)
    listed = [
        (text, target)
        for text, target in links
        if target.startswith("#") and text != "Jump to the game table"
    ]
    assert listed == [(heading, "#" + heading_id(heading)) for _, heading in sections(cells)]


@pytest.mark.parametrize("name", LESSON_NAMES)
def test_the_contents_first_jumps_to_the_section_that_holds_the_table(name: str) -> None:
    cells, links = lesson(name)
    tables = [
        index
        for index, cell in enumerate(cells)
        if cell["cell_type"] == "code" and TABLE_CELL.search(source(cell))
    ]
    assert len(tables) == 1
    holder = [heading for index, heading in sections(cells) if index < tables[0]][-1]
    assert links[0] == ("Jump to the game table", "#" + heading_id(holder))


@pytest.mark.parametrize("name", LESSON_NAMES)
def test_the_contents_offers_the_quick_play_page(name: str) -> None:
    _, links = lesson(name)
    pages = [target for _, target in links if not target.startswith("#")]
    assert pages == [play_page(name)]
    assert (FOLDER / play_page(name)).exists()
