"""Reading a stored lesson's prose, for the tests that check what its sentences claim."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


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


def output_text(output: dict[str, Any]) -> str:
    """What one code cell output says in words: a print's text, or the plain text of what a lesson
    shows as HTML (a sentence, story, list or table from widgets.prose) as lines of its own."""
    if output["output_type"] == "stream":
        return "".join(output["text"])
    data = output.get("data", {})
    plain = "".join(data.get("text/plain", ""))
    shown = "text/html" in data and not (plain.startswith("<") and plain.endswith(" object>"))
    return plain + "\n" if shown else ""


def outputs_text(cell: dict[str, Any]) -> str:
    """Everything a code cell's outputs say in words, in order."""
    return "".join(output_text(output) for output in cell.get("outputs", []))
