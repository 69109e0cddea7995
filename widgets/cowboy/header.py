"""The two lines above the Super Cowboy range (whose turn, and what the player on turn can click
now) and the picture's accessible name, which says the same for screen readers and browser tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tabletop.core.words import counted, in_words
from tabletop.cowboy import CowboyView
from tabletop.cowboy.actions import BUILD, CUT, Fight, Pour, Steer, Walk
from tabletop.cowboy.data import STEERS_TO_WIN

from ..svg import INK, MUTED, fit, text
from .choose import Options, Pick
from .layout import LEFT

PHASE_WORDS: Final = {
    "move": "move",
    "action": "act",
    "claim": "claim a field",
    "drop": "drop an item",
    "target": "choose a rival",
    "cavalry": "send the cavalry",
}


def board_label(view: CowboyView) -> str:
    """The board's accessible name (browser tests read it too)."""
    herds = ", ".join(f"{name} {herd}" for name, herd in zip(view.players, view.herds))
    if len(view.winners) > 1:
        who = _names(view, view.winners)
        return f"Game over: {who} share the win after {_rounds(view.rounds)} (herds {herds})"
    if view.winner is not None:
        who = view.players[view.winner]
        herd = view.herds[view.winner]
        if herd >= STEERS_TO_WIN:
            return f"Game over: {who} wins with {herd} steers in their fields (herds {herds})"
        closed = f"when the range closed after {_rounds(view.rounds)}"
        return f"Game over: {view.verdict}, {closed} (herds {herds})"  # the engine's words: what decided it
    who = view.players[view.current] if view.current is not None else "nobody"
    doing = PHASE_WORDS.get(view.phase, view.phase)
    return f"Super Cowboy, {_round_of(view)}, {who} to {doing}: herds {herds}"


def _rounds(count: int) -> str:
    return counted(count, "round")


def _round_of(view: CowboyView) -> str:
    """The round in play against the limit, "round 3 of 60": Super Cowboy's rulebook has no scoring
    rounds (the first to five steers wins), so the count only says how long before the range closes,
    and promises no round's summary."""
    return f"round {view.rounds + 1} of {view.round_limit}"


def _names(view: CowboyView, seats: Sequence[int]) -> str:
    """Players named in a list: "Ana", "Ana and Ben", "Ana, Ben and Cy"."""
    names = [view.players[seat] for seat in seats]
    return in_words(names)


def header(view: CowboyView, pick: Pick, options: Options, caption: str, *, deciding: bool) -> str:
    """The first line says whose turn it is, the second what to click now (or ``caption``)."""
    if len(view.winners) > 1:
        line = f"Game over · {_names(view, view.winners)} share the win"
    elif view.winner is not None:
        line = f"Game over · {view.players[view.winner]} wins"
    else:
        who = view.players[view.current] if view.current is not None else ""
        line = f"{_round_of(view).capitalize()} · {who} to {PHASE_WORDS.get(view.phase, view.phase)}"
    out = text(LEFT, 20, line, size=15, weight="700")
    note = caption or instruction(view, pick, options, deciding=deciding)
    return out + text(LEFT, 38, fit(note, 90), size=13, fill=INK if deciding else MUTED)


def instruction(view: CowboyView, pick: Pick, options: Options, *, deciding: bool) -> str:
    """What the player on turn can do now, in one line."""
    if len(view.winners) > 1:
        return f"After {_rounds(view.rounds)} the range closes: a full tie, so the win is shared."
    if view.winner is not None:
        herd = view.herds[view.winner]
        if herd >= STEERS_TO_WIN:
            return f"{view.players[view.winner]} has {herd} steers in their fields."
        return f"The range closes: {view.verdict}."
    who = view.players[view.current] if view.current is not None else ""
    if not deciding:
        return f"{who} decides next; everything on the range is public."
    if pick.steer is not None:
        verb = options.steer_moves(pick.steer)[0].verb
        return (
            f"{verb} the steer at {pick.steer}: click a ringed square of your field, or the steer to let go."
        )
    pour = bool(options.of_kind(Pour))
    if view.phase == "move" and pour:
        return "Click a ringed corner to walk, your cowboy to stay put, a rival's name to pour Fire Water."
    if view.phase == "move":
        return "Click a ringed corner to walk one line, or your cowboy to stay put."
    if view.phase == "action":
        verbs = []
        if options.has(BUILD):
            verbs.append("fence the orange line")
        if any(a.verb == "Rope" for a in options.of_kind(Steer)):
            verbs.append("rope")
        if any(a.verb == "Rustle" for a in options.of_kind(Steer)):
            verbs.append("rustle")
        if options.of_kind(Fight):
            verbs.append("fight")
        if options.has(CUT):
            verbs.append("cut wood")
        if options.of_kind(Walk):
            verbs.append("walk again")
        if pour:
            verbs.append("pour Fire Water (click a rival)")
        return f"Act: {', '.join(verbs)}{', or ' if verbs else ''}click your cowboy to end the turn."
    if view.phase == "claim" and any(view.owner[min(part)] is not None for part in view.pending):
        return "Your fence cut a rival's field in two: click the part to take; the rival keeps the other."
    if view.phase == "claim":  # the "choose" reading of TWO_FIELDS_AT_ONCE
        return "Your fence shut in several fields at once: click the one to take; nobody owns the others."
    if view.phase == "drop":
        return "Three items are too many: click the one to drop, below."
    if view.phase == "target":
        return f"Play {view.drawn} on a rival: click their name below."
    if view.phase == "cavalry":
        return "The cavalry rides in: click the Indian or the Bandit it chases off."
    return ""
