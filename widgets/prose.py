"""What a lesson cell shows a learner, formatted for people: a sentence, a story of what the rules
did, a bulleted list or a small table. In Voila each is HTML in the page's own font; its text form
(``repr``, so IPython's ``text/plain``) is the same words as plain lines, which nbval compares and a
JupyterLab reader or a test can read. No ipywidgets: these are plain IPython display objects."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from html import escape
from typing import overload

from IPython.display import display

from .svg import MUTED

#: A notebook page aligns the cells of an HTML table right; a table of words reads left-aligned, so
#: every table a lesson shows has the class ``tt-words`` and comes after this style.
WORDS_STYLE = (
    "<style>.tt-words td, .tt-words th { text-align: left !important; vertical-align: top; "
    "padding: 2px 12px 2px 0; }</style>"
)


class Prose:
    """Something a lesson shows: ``text`` for readers of plain text, ``_repr_html_`` for the page."""

    text: str

    def __repr__(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        raise NotImplementedError


class Sentence(Prose):
    """One sentence or short paragraph."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_html_(self) -> str:
        return f'<p class="tt-prose">{escape(self.text)}</p>'


def say(*parts: object, sep: str = " ") -> None:
    """Show the parts as one sentence, as ``print`` would join them: the lesson's print, for people."""
    display(Sentence(sep.join(map(str, parts))))


class Story(Prose, Sequence[str]):
    """What happened, one line per thing, in order. A line indented under another (as the engine's
    told stories indent a move's consequences) belongs to it and is shown nested under it. Given
    ``rules``, each line names the rule behind it: muted after it in the page, ``   [Rule]`` in text."""

    def __init__(self, lines: str | Iterable[object], rules: Iterable[str] = ()) -> None:
        self.told = tuple(lines.splitlines() if isinstance(lines, str) else map(str, lines))
        self.rules = tuple(rules) or ("",) * len(self.told)
        self.lines = tuple(
            f"{line}   [{rule}]" if rule else line for line, rule in zip(self.told, self.rules)
        )
        self.text = "\n".join(self.lines)

    def __iter__(self) -> Iterator[str]:
        return iter(self.lines)

    def __len__(self) -> int:
        return len(self.lines)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self.lines[index]

    def __add__(self, other: Story) -> Story:
        return Story(self.told + other.told, self.rules + other.rules)

    def _repr_html_(self) -> str:
        items: list[tuple[str, list[str]]] = []
        for line, rule in zip(self.told, self.rules):
            if line[:1].isspace() and items:
                items[-1][1].append(line.strip())
            elif line.strip():
                muted = (
                    f' <span class="tt-rule" style="color: {MUTED}">[{escape(rule)}]</span>' if rule else ""
                )
                items.append((escape(line) + muted, []))
        return _list("tt-story", (head + _nested(under) for head, under in items))


def _nested(lines: Sequence[str]) -> str:
    return _list("tt-story-then", map(escape, lines)) if lines else ""


def _list(kind: str, items: Iterable[str]) -> str:
    rows = "".join(f'<li style="margin: 2px 0">{item}</li>' for item in items)
    return f'<ul class="{kind}" style="margin: 4px 0; padding-left: 1.4em">{rows}</ul>'


class Bullets(Prose):
    """A few things of a kind, such as the moves the engine offers, each on its own bullet; an
    optional lead sentence says what they are."""

    def __init__(self, items: Iterable[object], lead: str = "") -> None:
        self.items = tuple(map(str, items))
        self.lead = lead
        self.text = "\n".join(([lead] if lead else []) + [f"* {item}" for item in self.items])

    def _repr_html_(self) -> str:
        lead = f'<p class="tt-prose">{escape(self.lead)}</p>' if self.lead else ""
        return lead + _list("tt-bullets", map(escape, self.items))


class Table(Prose):
    """A small table with headings, its cells left-aligned as words read (see ``WORDS_STYLE``)."""

    def __init__(self, headings: Sequence[object], rows: Iterable[Sequence[object]]) -> None:
        self.headings = tuple(map(str, headings))
        self.rows = tuple(tuple(map(str, row)) for row in rows)
        self.text = "\n".join([" | ".join(self.headings), *(" | ".join(row) for row in self.rows)])

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{escape(heading)}</th>" for heading in self.headings)
        body = "".join(
            "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in self.rows
        )
        table = f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody>"
        return f'{WORDS_STYLE}<table class="tt-words">{table}</table>'
