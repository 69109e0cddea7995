"""What a lesson cell shows a learner, formatted for people: a sentence, a story of what the rules
did, a bulleted list or a small table. In Voila each is HTML in the page's own font; its text form
(``repr``, so IPython's ``text/plain``) is the same words as plain lines, which nbval compares and a
JupyterLab reader or a test can read. No ipywidgets: these are plain IPython display objects."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import wraps
from html import escape
from typing import Any, ParamSpec, overload

from IPython.display import display

from tabletop.core import Event, Game
from tabletop.core.words import counted

from .svg import MUTED

P = ParamSpec("P")

#: A notebook page aligns the cells of an HTML table right; a table of words reads left-aligned, so
#: every table a lesson shows has the class ``tt-words`` and comes after this style.
WORDS_STYLE = (
    "<style>.tt-words td, .tt-words th { text-align: left !important; vertical-align: top; "
    "padding: 2px 12px 2px 0; }</style>"
)


class Prose(ABC):
    """Something a lesson shows: ``text`` for readers of plain text, ``_repr_html_`` for the page."""

    text: str

    def __repr__(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text

    @abstractmethod
    def _repr_html_(self) -> str:
        """The same words for the page, in its own font."""


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
    ``rules``, one per line, each line names the rule behind it: muted after it in the page,
    ``   [Rule]`` in text. Blank lines are left out of both; a story of one line reads as a sentence."""

    def __init__(self, lines: str | Iterable[object], rules: Iterable[str] = ()) -> None:
        told = tuple(lines.splitlines() if isinstance(lines, str) else map(str, lines))
        named = tuple(rules) or ("",) * len(told)
        if len(named) != len(told):
            raise ValueError(
                f"A story of {counted(len(told), 'line')} but {counted(len(named), 'rule')}: one rule a line."
            )
        kept = [(line, rule) for line, rule in zip(told, named, strict=True) if line.strip()]
        self.told = tuple(line for line, _ in kept)
        self.rules = tuple(rule for _, rule in kept)
        self.lines = tuple(f"{line}   [{rule}]" if rule else line for line, rule in kept)
        self.text = "\n".join(self.lines)

    @classmethod
    def of_events(cls, events: Iterable[Event], game: Game[Any] | None = None) -> Story:
        """The engine's events in order; given their ``game``, each names its rule by title."""
        told = list(events)
        return cls(
            [event.text for event in told], [game.rule(event.rule).title for event in told] if game else ()
        )

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
        for line, rule in zip(self.told, self.rules, strict=True):
            if line[:1].isspace() and items:
                items[-1][1].append(escape(line.strip()) + _muted(rule))
            else:
                items.append((escape(line) + _muted(rule), []))
        if len(items) == 1 and not items[0][1]:
            return f'<p class="tt-prose">{items[0][0]}</p>'
        return _list("tt-story", (head + _nested(under) for head, under in items))


def storied(lines_of: Callable[P, Iterable[object]]) -> Callable[P, Story]:
    """The engine's told lines (``tabletop`` knows nothing of the page) as the lesson's Story."""

    @wraps(lines_of)
    def story(*args: P.args, **kwargs: P.kwargs) -> Story:
        return Story(lines_of(*args, **kwargs))

    return story


def _muted(rule: str) -> str:
    return f' <span class="tt-rule" style="color: {MUTED}">[{escape(rule)}]</span>' if rule else ""


def _nested(lines: Sequence[str]) -> str:
    return _list("tt-story-then", lines) if lines else ""


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
