"""The gallery a visitor meets first: one card per game, built from the registry so it cannot drift.

A game's card links to its lesson and to its quick-play page (``play/<game>.ipynb``: the table
alone, what a teacher projects) once the lesson is published (its notebook exists) and
:func:`tabletop.playable` lists the engine; until then the card says it is coming.

The gallery is the server's front page (``make app`` prints its address) and also a notebook
(``notebooks/index.ipynb``, for JupyterLab and Binder). As a notebook every visit cost the server a
kernel: 0.6 s of CPU to start and 60 MiB held while the tab stayed open, so a class of thirty arriving
at the gallery needed 1.8 GiB and 17 s of CPU before anyone had opened a lesson. The front page is
plain HTML with no kernel: the project's page template includes :data:`FRONT_PAGE`, which
``make notebooks`` writes from :func:`front_page_html` (a test keeps the stored file true).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Final

import tabletop

from .svg import INK, OKABE_ITO, PAPER, TABLE, circle, document, path, rect


@dataclass(frozen=True, slots=True)
class Lesson:
    notebook: str
    published: bool  # the notebook is written; a test keeps this true to the notebooks folder
    kind: str
    blurb: str
    art: str  # SVG shapes for a 200 x 110 thumbnail


def _cards(*colours: str) -> str:
    return "".join(
        rect(
            30 + i * 34,
            22 + (i % 2) * 6,
            46,
            64,
            rx=6,
            fill=PAPER,
            stroke=colour,
            stroke_width=3,
            transform=f"rotate({-12 + i * 8} {53 + i * 34} 54)",
        )
        for i, colour in enumerate(colours)
    )


def _track() -> str:
    """A loop of fields with four coloured start fields."""
    starts = {
        0: OKABE_ITO["blue"],
        4: OKABE_ITO["vermillion"],
        8: OKABE_ITO["green"],
        12: OKABE_ITO["orange"],
    }
    return "".join(
        circle(
            100 + 72 * math.cos(i * math.pi / 8),
            55 + 40 * math.sin(i * math.pi / 8),
            7,
            fill=starts.get(i, "#bbbbbb"),
        )
        for i in range(16)
    )


LESSONS: Final[dict[str, Lesson]] = {
    "rowdy": Lesson(
        "rowdy_partners.ipynb",
        True,
        "partner trick-taking wrestling",
        "Play low cards to win tricks, counter equal cards, and pin the other team's "
        "wrestler in the Pin Zone.",
        _cards(OKABE_ITO["vermillion"], OKABE_ITO["blue"], INK, OKABE_ITO["green"]),
    ),
    "rowlette": Lesson(
        "rowlette.ipynb",
        True,
        "push-your-luck",
        "Take numbers from a shared market to light goals and grow your jackpot, "
        "and stop before the zeros blow your line up.",
        _cards(OKABE_ITO["vermillion"], INK, OKABE_ITO["vermillion"], INK)
        + circle(170, 30, 16, fill=OKABE_ITO["yellow"], stroke=OKABE_ITO["orange"], stroke_width=3),
    ),
    "partners": Lesson(
        "partners.ipynb",
        True,
        "team race with cards",
        "Race your four pieces round the track and home with your partner's help, "
        "moved by cards instead of dice.",
        _track(),
    ),
    "cowboy": Lesson(
        "super_cowboy.ipynb",
        True,
        "fencing and steer roping on a grid",
        "Walk the grid, build fences to close fields, and rope or rustle steers while "
        "twisters and bandits roam.",
        "".join(rect(40 + 30 * (i % 4), 10 + 30 * (i // 4), 28, 28, fill="#d8e8c8") for i in range(12))
        + path("M40 40 H160 M100 10 V100", stroke="#8c5a2b", stroke_width=5),
    ),
    "partyfowl": Lesson(
        "party_fowl.ipynb",
        True,
        "party game of rooms and conversations",
        "Waddle between rooms, play conversation cards, dodge fouls and be the first duck to 21 points.",
        "".join(
            rect(
                30 + 48 * (i % 3),
                12 + 46 * (i // 3),
                44,
                42,
                rx=4,
                fill=["#fff8d6", "#e3f1fb", "#f6e3ef"][i % 3],
                stroke=INK,
            )
            for i in range(6)
        ),
    ),
}


def play_page(name: str) -> str:
    """The game's quick-play page, relative to the gallery: its table with nothing above it."""
    return f"play/{name}.ipynb"


def card_html(name: str, playable: bool) -> str:
    title = tabletop.GAMES[name][1]
    lesson = LESSONS[name]
    art = document(
        200, 110, rect(0, 0, 200, 110, rx=10, fill=TABLE) + lesson.art, label=f"{title}: {lesson.kind}"
    )
    if playable:
        game = tabletop.get(name)
        counts = {game.min_players, game.max_players}
        players = (
            f"{game.min_players}-{game.max_players} players"
            if len(counts) > 1
            else f"{game.min_players} players"
        )
        action = (
            f'<a class="tt-open" href="{escape(lesson.notebook)}" '
            f'aria-label="Open the {escape(title)} lesson">Learn</a>'
            f'<a class="tt-open tt-play" href="{escape(play_page(name))}" '
            f'aria-label="Play {escape(title)} now">Play</a>'
        )
    else:
        players = ""
        action = '<span class="tt-soon">Coming soon</span>'
    return (
        f'<div class="tt-card{"" if playable else " tt-coming"}">{art}'
        f'<h3>{escape(title)}</h3><p class="tt-kind">{escape(lesson.kind)}'
        f"{' · ' + players if players else ''}</p><p>{escape(lesson.blurb)}</p>{action}</div>"
    )


GALLERY_STYLE: Final = """<style>
.tt-gallery { display: flex; flex-wrap: wrap; gap: 16px; font-family: system-ui, sans-serif; }
.tt-card { flex: 1 1 220px; max-width: 260px; border: 1px solid #ddd; border-radius: 12px;
           padding: 12px; background: #fff; color: #222; }
.tt-card h3 { margin: 8px 0 2px 0; font-size: 18px; }
.tt-card p { margin: 4px 0; font-size: 14px; line-height: 1.4; }
.tt-card .tt-kind { color: #6b6b6b; font-size: 13px; }
.tt-card .tt-open { display: inline-block; margin: 8px 8px 0 0; padding: 6px 14px; border-radius: 6px;
                    background: #0072B2; color: #fff !important; text-decoration: none; font-weight: 600; }
.tt-card .tt-play { background: #009E73; }
.tt-coming { opacity: 0.75; }
.tt-soon { display: inline-block; margin-top: 8px; color: #6b6b6b; font-style: italic; }
</style>"""


def ready() -> list[str]:
    """The games whose lesson is published and whose engine is playable, in registry order."""
    engines = set(tabletop.playable())
    return [name for name in tabletop.GAMES if name in engines and LESSONS[name].published]


def gallery_html() -> str:
    """Every game of the registry as a card, ready ones first in registry order."""
    open_now = set(ready())
    cards = [card_html(name, name in open_now) for name in tabletop.GAMES if name in open_now]
    cards += [card_html(name, False) for name in tabletop.GAMES if name not in open_now]
    return GALLERY_STYLE + f'<div class="tt-gallery">{"".join(cards)}</div>'


#: A count as a sentence starts it.
NUMBERS: Final = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")
#: The front page's words, around the cards (the first sentence counts the registry's games).
INTRO: Final = (
    "{games} tabletop games, each taught by a notebook you can read, poke at and play. Every rule is "
    "written in our own words and decided by a tested engine; every table is playable in the browser "
    "against bots or friends on one screen. Pick a game: <b>Learn</b> opens its lesson, with a full "
    "game at the end; <b>Play</b> opens its table alone."
)
OUTRO: Final = (
    "Each lesson starts from zero: what kind of game it is, then one idea at a time with something to "
    "try, the rulebook's own examples worked out by the engine, and a full game at the end. Lessons "
    "open as apps with the code hidden; open them in JupyterLab to read and change the code."
)
#: Where the project's Voila template finds the front page (``tree-lab.html`` includes it).
FRONT_PAGE: Final = (
    Path(__file__).resolve().parents[1] / "share/jupyter/voila/templates/tabletop/tt-front-page.html"
)


def front_page_html() -> str:
    """The whole gallery page: a heading, the words and the cards, with links relative to the
    notebooks folder as Voila serves it (``voila/render/``)."""
    count = len(tabletop.GAMES)
    intro = INTRO.format(games=NUMBERS[count] if count < len(NUMBERS) else count)
    return (
        f'<div class="tt-front"><h1>Tabletop notebooks</h1><p>{intro}</p>{gallery_html()}<p>{OUTRO}</p></div>'
    )


def store_front_page() -> None:
    """Write :data:`FRONT_PAGE` (``make notebooks`` does, with the notebooks' outputs)."""
    FRONT_PAGE.write_text(front_page_html() + "\n")


class Gallery:
    """The gallery as a notebook output (HTML, so Voila and nbval both see plain markup)."""

    def _repr_html_(self) -> str:
        return front_page_html()

    def __repr__(self) -> str:
        names = ", ".join(tabletop.GAMES[name][1] for name in ready())
        return f"<Gallery of {len(tabletop.GAMES)} games; playable: {names}>"


if __name__ == "__main__":
    store_front_page()
