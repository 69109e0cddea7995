"""The README's Python example runs and shows what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_python_example_runs_as_its_comments_say() -> None:
    lines = run_block(0)
    assert lines[0].startswith("[Stop(), Take(card=33)")
    assert lines[1] == "Ana takes 33, a red number: Ana draws goals to choose from. rowlette.red"


def test_the_readme_rowdy_example_runs_as_its_comments_say() -> None:
    lines = run_block(1)
    assert lines[0] == "Cy"
    assert lines[1].startswith("[Play(card=<1 of Stars>), ")
    assert lines[2] == "[Coin(change=1), Coin(change=-1), Done()]"


def test_the_readme_partners_example_runs_as_its_comments_say() -> None:
    lines = run_block(2)
    assert lines == [
        "Give Start to partner",
        "None",
        "First every player gives one card to their partner. partners.swap",
    ]


def test_the_readme_party_fowl_example_runs_as_its_comments_say() -> None:
    lines = run_block(3)
    assert lines == [
        "Place Bathroom at C4, doors E",
        "The house is not built yet: lay a room tile first. partyfowl.placement",
    ]


def test_the_readme_search_example_runs_as_its_comments_say() -> None:
    lines = run_block(4)
    assert len(lines) == 3
    found = [re.fullmatch(r"(Give .+ to partner) (\d+) (\d+)%", line) for line in lines]
    assert all(found), lines
    visits = [int(match[2]) for match in found if match]
    assert visits == sorted(visits, reverse=True) and sum(visits) <= 200


def run_block(index: int) -> list[str]:
    """Run the README's Python blocks up to ``index`` and return what that block printed, by line."""
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    namespace: dict[str, object] = {}
    printed = io.StringIO()
    for number, block in enumerate(blocks[: index + 1]):
        with contextlib.redirect_stdout(printed if number == index else io.StringIO()):
            exec(compile(block, "README.md", "exec"), namespace)
    return printed.getvalue().splitlines()
