"""The cavalry card: whom it may chase (each Indian, then the Bandit), how a D8 picks among them under
the "dice" reading of ``CAVALRY_CHOOSER``, and the chase itself, which sends the token back to the
box (``BACK_TO_BOX``)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Event
from ..core.words import in_words
from .actions import Remove
from .board import parse_square, square_name
from .compass import Roll
from .tokens import Tokens


def cavalry_targets(tokens: Tokens, size: int) -> list[Remove]:
    """Whom the cavalry may chase: each Indian, in reading order of their squares, then the Bandit."""
    targets = [Remove(square_name(s, size)) for s in sorted(set(tokens.indians))]
    return targets + ([Remove("Bandit")] if tokens.bandit is not None else [])


def cavalry_roll(targets: Sequence[Remove], roll_d8: Roll) -> tuple[Remove, Event]:
    """Under the "dice" reading of ``CAVALRY_CHOOSER``, a D8 counts along the cavalry's targets
    (the Indians in reading order of their squares, then the Bandit), wrapping, to pick one."""
    named = [target.target for target in targets]
    indians = [name for name in named if name != "Bandit"]
    parts = []
    if indians:
        parts.append(f"the Indian{'s' * (len(indians) > 1)} at {in_words(indians)}")
    if "Bandit" in named:
        parts.append("the Bandit")
    them = " and ".join(parts)
    count = roll_d8()
    target = targets[(count - 1) % len(targets)]
    picked = "the Bandit" if target.target == "Bandit" else f"the Indian at {target.target}"
    text = f"D8 rolled {count}: counting {count} along {them}, the cavalry goes after {picked}."
    return target, Event("roll", text, "cowboy.events")


def chase(target: Remove, tokens: Tokens, size: int) -> list[Event]:
    """The cavalry chases ``target`` off the range: the Bandit, or the Indian on the square named."""
    if target.target == "Bandit":
        tokens.bandit = None
        tokens.leaves("bandit", "chased")
        return [Event("cavalry", "The cavalry runs the Bandit out of the territory.", "cowboy.events")]
    square = parse_square(target.target, size)
    assert square is not None
    tokens.indians.remove(square)
    tokens.leaves("indian", "chased")
    return [Event("cavalry", f"The cavalry chases off the Indian at {target.target}.", "cowboy.events")]
