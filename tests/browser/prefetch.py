"""The front page fetches Voila's scripts while a learner picks a game.

A first visit to a lesson or a quick-play page fetches 94 files (Voila's scripts, styles and fonts,
5.3 MB) and runs them; opened from the front page after a few seconds of reading the cards, the same
page found them fetched already (prefetch hints): the quick-play page answered its first click in
about 1.0 s instead of 1.3 s here. Which files a page fetches is only known by loading one (the
scripts load one another), so ``make notebooks`` records them with Chromium into the template
(``python -m tests.browser.prefetch``) and a browser test checks they are still what a page fetches:
an upgrade of Voila or ipywidgets renames them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .harness import ARTIFACTS, REPO, first_visit_files, voila_server

#: The template's list of hints, which the front page includes in its head.
PREFETCH: Final = REPO / "share/jupyter/voila/templates/tabletop/tt-prefetch.html"
#: The pages whose files are fetched ahead: a lesson and a quick-play page (every lesson and table
#: uses the same widgets, so the same scripts).
PAGES: Final = ("rowlette.ipynb", "play/rowlette.ipynb")


def prefetch_html(files: Sequence[str]) -> str:
    """One hint per file, its address under the server's base URL (which the template fills in)."""
    return "".join(f'<link rel="prefetch" href="{{{{ base_url }}}}{file.lstrip("/")}">\n' for file in files)


def stored_files() -> list[str]:
    """The files the stored hints name, as ``first_visit_files`` gives them."""
    prefix = '<link rel="prefetch" href="{{ base_url }}'
    return ["/" + line.removeprefix(prefix).removesuffix('">') for line in PREFETCH.read_text().splitlines()]


def store() -> None:
    with voila_server(log_path=ARTIFACTS / "prefetch.log") as base:
        PREFETCH.write_text(prefetch_html(first_visit_files(base, PAGES)))


if __name__ == "__main__":
    store()
