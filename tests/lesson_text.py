"""Reading a stored lesson's prose, for the tests that check what its sentences claim."""

from __future__ import annotations

import json
from pathlib import Path


def markdown(lesson: Path) -> list[str]:
    """The lesson's markdown cells, each as one text."""
    cells = json.loads(lesson.read_text())["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"]


def section(lesson: Path, heading: str) -> str:
    """The prose of the lesson section whose heading starts with ``heading``, on one line."""
    text, inside = [], False
    for cell in markdown(lesson):
        for line in cell.splitlines():
            if line.startswith("#"):
                inside = line.lstrip("# ").startswith(heading)
            elif inside:
                text.append(line)
    return " ".join(" ".join(text).split())
