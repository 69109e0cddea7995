"""The server's front page is the gallery, stored as plain HTML that the page template includes: it
must say what the registry says today, and be the same gallery the notebook shows."""

from __future__ import annotations

import json
import re
from pathlib import Path

from widgets.gallery import FRONT_PAGE, front_page_html

INDEX = Path(__file__).parents[1] / "notebooks" / "index.ipynb"


def test_the_stored_front_page_is_the_gallery_of_today() -> None:
    assert FRONT_PAGE.read_text() == front_page_html() + "\n", (
        "store it again: python -m widgets.gallery (make notebooks does)"
    )


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


def tree_page(folder: str, names: list[tuple[str, str]], base_url: str = "/x/") -> str:
    """The template's page for ``folder`` holding ``names`` (name, type), rendered as Voila's tree
    handler renders it (autoescaped, with the server's base URL)."""
    import jinja2

    templates = FRONT_PAGE.parent
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(templates), autoescape=True)
    content = (
        {"name": name, "path": f"{folder}/{name}".strip("/"), "type": kind} for name, kind in names
    )  # Voila passes a one-pass filter, not a list
    return env.get_template("tree-lab.html").render(
        base_url=base_url,
        notebook_path=f"/{folder}" if folder else "",
        contents={"content": content},
        page_title=folder,
    )


def base_and_links(page: str) -> tuple[str, list[str]]:
    base = re.search(r'<base href="([^"]*)">', page)
    assert base is not None
    return base[1], re.findall(r'<a [^>]*href="([^"]*)"', page)


def test_the_folder_holding_the_gallery_shows_it_with_links_where_voila_renders_that_folder() -> None:
    notebooks = [("index.ipynb", "notebook"), ("rowlette.ipynb", "notebook"), ("play", "directory")]
    served = tree_page("", notebooks)  # make app serves notebooks/ itself
    base, links = base_and_links(served)
    assert base == "/x/voila/render/" and "rowlette.ipynb" in links and "play/rowlette.ipynb" in links
    assert "Tabletop notebooks</title>" in served
    binder = tree_page("notebooks", notebooks)  # Binder serves the repository: notebooks/ is a folder
    assert base_and_links(binder)[0] == "/x/voila/render/notebooks/"


def test_other_folders_list_their_pages_with_a_way_up() -> None:
    repository = tree_page("", [("binder", "directory"), ("notebooks", "directory"), ("README.md", "file")])
    base, links = base_and_links(repository)
    assert links == ["/x/voila/tree/binder", "/x/voila/tree/notebooks"]  # files that are no page: left out
    play = tree_page("notebooks/play", [("rowlette.ipynb", "notebook"), ("a b.ipynb", "notebook")])
    base, links = base_and_links(play)
    assert base == "/x/voila/render/notebooks/play/"
    assert links == ["/x/voila/tree/notebooks", "rowlette.ipynb", "a%20b.ipynb"]
    assert ">a b</a>" in play


def test_a_folder_with_an_index_of_its_own_is_listed_not_taken_for_the_gallery() -> None:
    """Only the project's notebooks folder (its gallery notebook beside play/) shows the gallery."""
    own = tree_page("myclass", [("index.ipynb", "notebook"), ("week1.ipynb", "notebook")])
    assert "tt-card" not in own
    assert base_and_links(own)[1] == ["/x/voila/tree/", "index.ipynb", "week1.ipynb"]
