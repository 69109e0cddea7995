"""Each lesson as Voila really shows it: whatever a cell shows a learner is formatted for people
(sentences, lists, left-aligned tables, pictures), never a monospace print or a bare Python repr."""

from __future__ import annotations

from typing import Any

import pytest

from widgets.gallery import LESSONS, ready

from .harness import ARTIFACTS, LESSON_DONE, block_external, open_app

#: Every output the page renders as plain text (a print, a warning, a repr), with its first words.
_RAW_OUTPUTS = """
() => [...document.querySelectorAll(
  '[data-mime-type="application/vnd.jupyter.stdout"], [data-mime-type="application/vnd.jupyter.stderr"],' +
  ' [data-mime-type="text/plain"]')].map((output) => output.textContent.slice(0, 80))
"""

#: The font and the alignment the page gives the lesson's prose: sentences, stories, lists and tables.
_PROSE_LOOK = """
() => [...document.querySelectorAll('.tt-prose, .tt-story li, .tt-bullets li, .tt-words td, .tt-words th')]
  .map((element) => {
    const style = getComputedStyle(element);
    return [element.textContent.slice(0, 40), style.fontFamily, style.textAlign];
  })
"""


@pytest.mark.parametrize("name", ready())
def test_a_lesson_shows_its_learner_prose_not_python_output(
    page: Any, voila: str, leave: None, name: str
) -> None:
    blocked = block_external(page, voila)
    open_app(page, f"{voila}/voila/render/{LESSONS[name].notebook}", LESSON_DONE)
    assert page.evaluate(_RAW_OUTPUTS) == []
    look = page.evaluate(_PROSE_LOOK)
    assert look, "the lesson shows no sentence, story, list or table"
    assert [text for text, font, _ in look if "mono" in font.lower()] == []
    assert [text for text, _, align in look if align not in ("left", "start")] == []
    page.locator(".tt-story").first.screenshot(path=ARTIFACTS / f"lesson-prose-{name}.png")
    assert blocked == []
