"""The README's Python example runs and shows what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_python_example_runs_as_its_comments_say() -> None:
    block = re.search(r"```python\n(.*?)```", README.read_text(), re.S)
    assert block is not None
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(block.group(1), "README.md", "exec"), {})
    lines = printed.getvalue().splitlines()
    assert lines[0].startswith("[Stop(), Take(card=33)")
    assert lines[1] == "Ana takes 33, a red number: Ana draws goals to choose from. rowlette.red"
