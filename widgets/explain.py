"""Rules, edition choices and events as HTML a learner can read, each event with its rule."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from tabletop.core import Event, Game, State

from .prose import WORDS_STYLE


@dataclass(frozen=True, slots=True)
class Move:
    """One entry of a table's log: who did what, and what followed from it."""

    who: str
    action: str
    events: tuple[Event, ...]


def rule_link(game: Game[Any], rule_id: str) -> str:
    """A rule's title that opens to its summary: the rule explainer in one line."""
    rule = game.rule(rule_id)
    if not rule.summary:
        return f'<span class="tt-rule">{escape(rule.title)}</span>'
    return f'<details class="tt-rule"><summary>{escape(rule.title)}</summary>{escape(rule.summary)}</details>'


def refusal_html(game: Game[Any], message: str, rule_id: str) -> str:
    """A refused move as a learner reads it: the engine's reason, then the rule that forbids it."""
    return f"Not allowed: {escape(message)} {rule_link(game, rule_id)}"


def event_html(game: Game[Any], event: Event) -> str:
    return (
        f'<li class="tt-event tt-event-{escape(event.kind)}"><span>{escape(event.text)}</span>'
        f"{rule_link(game, event.rule)}</li>"
    )


def log_html(game: Game[Any], moves: Sequence[Move], *, limit: int = 60) -> str:
    """The newest moves first, each with the events it caused; older moves are summarised."""
    if not moves:
        return '<div class="tt-log"><p class="tt-muted">No moves yet.</p></div>'
    items = []
    for move in reversed(moves[-limit:]):
        who = f"<b>{escape(move.who)}</b> " if move.who else ""
        head = f'<div class="tt-move">{who}{escape(move.action)}</div>'
        events = "".join(event_html(game, event) for event in move.events)
        items.append(f'<div class="tt-entry">{head}<ul>{events}</ul></div>')
    older = len(moves) - limit
    more = f'<p class="tt-muted">... and {older} earlier moves.</p>' if older > 0 else ""
    return f'<div class="tt-log">{"".join(items)}{more}</div>'


def rules_html(game: Game[Any]) -> str:
    """The game's rules as a definition list, in our own words."""
    rows = "".join(f"<dt>{escape(rule.title)}</dt><dd>{escape(rule.summary)}</dd>" for rule in game.rules)
    return f'<dl class="tt-rules">{rows}</dl>'


def edition_html(game: Game[Any]) -> str:
    """The table "Table rules this edition uses": every gap the rulebook leaves and our choice."""
    rows = "".join(
        f"<tr><td>{escape(choice.value)}</td><td>{escape(choice.why)}</td>"
        f"<td><code>{escape(choice.constant)}</code></td></tr>"
        for choice in game.edition
    )
    return (
        f'{WORDS_STYLE}<table class="tt-words tt-edition"><thead><tr><th>This edition plays</th><th>Why</th>'
        f"<th>Where it lives</th></tr></thead><tbody>{rows}</tbody></table>"
    )


def scores_html(state: State, score_name: str) -> str:
    """The scores as a small table: in seat order during play, by rank once the game is over, the
    winners in bold."""
    winners = set(state.winners())
    order = state.ranking() if state.is_over else range(len(state.players))
    rows = "".join(
        f"<tr><td>{'<b>' if seat in winners else ''}{escape(state.players[seat])}"
        f"{' (winner)</b>' if seat in winners else ''}</td><td>{state.scores()[seat]}</td></tr>"
        for seat in order
    )
    head = f"<tr><th>Player</th><th>{escape(score_name)}</th></tr>"
    return f'<table class="tt-scores">{head}{rows}</table>'
