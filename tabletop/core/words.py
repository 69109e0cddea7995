"""How every game says counts and lists in its log, refusals and pictures, so no two places word the
same thing two ways: "1 card" and "3 cards", "Ana, Ben and Cy"."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def counted(count: int, noun: str) -> str:
    """A count with its noun, singular for one: "1 card", "3 points", "0 discards"."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def in_words(names: Sequence[str], conjunction: str = "and") -> str:
    """Names as a sentence lists them: "Ana", "Ana and Ben", "Ana, Ben and Cy" (or "Toast or Hot Take")."""
    return f" {conjunction} ".join([", ".join(names[:-1]), names[-1]] if len(names) > 2 else names)


def clauses_within(clauses: Iterable[str], width: int) -> str:
    """The clauses, most telling first, joined with "; " while they fit in ``width`` characters (the
    first always goes in): a less telling clause never takes the place of a more telling one."""
    line = ""
    for clause in clauses:
        longer = f"{line}; {clause}" if line else clause
        if line and len(longer) > width:
            break
        line = longer
    return line
