"""How a Rowdy Partners reason's clauses are fitted into one line of at most :data:`LIMIT`
characters: each clause comes in wordings from the fullest to the shortest, and what a token does
and where the card stands (:class:`Kept`) outrank what a card earns (:class:`Gain`), which outranks
the cards it turns up (:class:`Aside`)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import product
from typing import Final

#: A reason's longest line: it is shown after the move's own text.
LIMIT: Final = 90


class Kept(tuple[str, ...]):
    """A clause the line must keep, its wordings from the fullest to the shortest: what a token does,
    a counter, where the card stands in the trick (an empty wording: it may go). Other clauses take
    only the room the kept ones leave (see :func:`fit`)."""


class Gain(tuple[str, ...]):
    """What a card earns (its Pop's tokens and unlocks, a diamond's bottom three cleared), its
    wordings from the fullest to the shortest: the Kept clauses take shorter wordings to leave it
    room (see :func:`fit`)."""


class Aside(Gain):
    """A Gain that gives way to the others: the diamond cards a card turns up, often why a diamond
    card is played, but less than what it earns (see :func:`fit`)."""


#: A clause of a reason, or its wordings from the fullest to the shortest (see :func:`fit`).
Clause = str | tuple[str, ...]


def fit(*clauses: Clause) -> str:
    """The clauses, most important first, joined by semicolons while the line has room: of a tuple,
    the first wording that fits. Every Kept clause (what a token does, where the card stands) is
    shown; the other clauses take the room left, and the first that does not fit ends them, which
    keeps a clause from being shown without the one it follows from, save a Gain: it follows from no
    other clause, so it is shown wherever it fits, and one left out ends nothing. The Kept clauses'
    wordings are the fullest that fit together, save that shorter ones (never an empty one) are
    taken to leave room for a Gain (what the card earns), and that the line never opens on a
    player's name. When no wordings fit together, the shortest are taken, and should even they
    overflow, the last clauses give way (_within): a line is never longer than LIMIT."""
    kept = [clause for clause in clauses if clause]
    musts = [clause for clause in kept if isinstance(clause, Kept)]

    def worth(
        combo: Iterable[tuple[int, str]],
    ) -> tuple[bool, int, bool, int, int, int, int, int]:
        """Fitting first (else the shortest), then opening in lower case, then with the most Kept
        clauses, then the most Gains, then Asides, each Kept one as full as can be, then the longest."""
        picked = list(combo)
        words = [words for _, words in picked if words]
        size = sum(map(len, words)) + 2 * (len(words) - 1)
        fits = size <= LIMIT
        line, gains, asides = _filled(kept, [words for _, words in picked], bool(musts))
        lower = line[:1] == line[:1].lower()
        return (
            fits,
            0 if fits else -size,
            lower,
            len(words),
            gains,
            asides,
            -sum(i for i, _ in picked),
            size,
        )

    best = max(product(*(enumerate(must) for must in musts)), key=worth) if musts else ()
    return within(_filled(kept, [words for _, words in best], bool(musts))[0])


def within(line: str) -> str:
    """The line, or if even the shortest wordings overflow it, its first clauses that fit (the most
    important come first), so that no reason is ever longer than LIMIT."""
    while len(line) > LIMIT and "; " in line:
        line = line.rsplit("; ", 1)[0]
    return line if len(line) <= LIMIT else line[: LIMIT - 1].rsplit(" ", 1)[0] + "…"


def _filled(clauses: list[Clause], chosen: list[str], musts: bool) -> tuple[str, int, int]:
    """The line of ``clauses`` with the Kept ones in the ``chosen`` wordings, the others each in the
    first wording that fits the room the rest leave, till one that is not a Gain does not; and how
    many Gains, and how many Asides, it shows."""
    chosen = list(chosen)
    line = ""
    gains = asides = 0
    stopped = False
    for at, clause in enumerate(clauses):
        if isinstance(clause, Kept):
            words = chosen.pop(0)
        else:
            wordings = (clause,) if isinstance(clause, str) else clause
            room = LIMIT - len(line) - 2 * bool(line) - sum(len(later) + 2 for later in chosen)
            # The fullest wording that leaves room for the shortest of each Gain to come, if any does.
            saved = sum(len(later[-1]) + 2 for later in clauses[at + 1 :] if isinstance(later, Gain))
            fitting = [words for words in wordings if len(words) + saved <= room]
            fitting = fitting or [words for words in wordings if len(words) <= room]
            if not fitting and not line and not musts:
                fitting = [wordings[-1]]
            gain = isinstance(clause, Gain)
            if (stopped and not gain) or not fitting:
                stopped = stopped or not gain
                continue
            words = fitting[0]
            asides += isinstance(clause, Aside)
            gains += gain and not isinstance(clause, Aside)
        line += "; " * bool(line and words) + words
    return line, gains, asides
