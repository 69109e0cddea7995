"""Is it a move at all? The check every action passes before any game rule looks at it.

Moves are small frozen dataclasses, and Python does not enforce their annotations: a hand-built
``Take(3.0)`` equals ``Take(3)``, ``Take(True)`` equals ``Take(1)``, and a float reaching a list
index fails halfway through a move. So before a game's own rules, the protocol makes sure that an
action is one of the game's declared action classes and that every field holds exactly its declared
type: bool is not int, float is not int, a plain string is not an enum member. Whether the value is
right (a card in the market, a seat at the table) stays the game's rule.

Each class's field checks are built once from its annotations and cached, so the cost per move is a
few ``type(x) is int`` tests.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable, Sequence
from typing import Any

from .errors import IllegalAction
from .text import shown

Fits = Callable[[object], bool]
#: One field of an action class: its name, whether a value fits it, and what it must be, in words.
FieldCheck = tuple[str, Fits, str]

#: No number in any move of these games comes near this; a bigger one never reaches a game's
#: rules or messages (Python will not even print a 5,000-digit number).
NUMBER_BOUND = 10**9

_FIELD_CHECKS: dict[type, tuple[FieldCheck, ...]] = {}
_MISSING = object()  # what a field of an instance made without __init__ holds: it fits no type


def check_action(action: object, action_types: Sequence[type], title: str) -> None:
    """Raise IllegalAction unless ``action`` is an instance of one of ``action_types`` whose every
    field holds a value of its declared type."""
    kind = type(action)
    if kind not in action_types:
        raise not_a_move(action, action_types, title)
    checks = _FIELD_CHECKS.get(kind)
    for name, fits, expected in field_checks(kind) if checks is None else checks:
        value = getattr(action, name, _MISSING)
        if not fits(value):
            given = "unset" if value is _MISSING else f"{shown(value)} ({_kind_name(type(value))})"
            raise IllegalAction(
                f"{shown(action)} is not a move of {title}: its {name} must be {expected}, not {given}.",
                "core.legal-actions",
            )


def not_a_move(given: object, action_types: Sequence[type], title: str) -> IllegalAction:
    """The refusal for something that is not one of the game's actions at all."""
    if type(given) is str:
        return IllegalAction(
            f"{shown(given)} is text, not a move of {title}: read it with action_from_string(), "
            "or pick a move from legal_actions().",
            "core.legal-actions",
        )
    moves = ", ".join(kind.__name__ for kind in action_types)
    return IllegalAction(
        f"{shown(given)} ({_kind_name(type(given))}) is not a move of {title}: a move is one of its "
        f"actions ({moves}), picked from legal_actions().",
        "core.legal-actions",
    )


def field_checks(kind: type) -> tuple[FieldCheck, ...]:
    """The checks of every field of an action class, built from its annotations once."""
    checks = _FIELD_CHECKS.get(kind)
    if checks is None:
        checks = _FIELD_CHECKS[kind] = _build_field_checks(kind)
    return checks


def _build_field_checks(kind: type) -> tuple[FieldCheck, ...]:
    if not dataclasses.is_dataclass(kind):
        return ()
    hints = typing.get_type_hints(kind)
    return tuple((field.name, *_fits(hints[field.name])) for field in dataclasses.fields(kind))


def _fits(hint: Any) -> tuple[Fits, str]:
    """A test of exactly the values ``hint`` allows, and those values in words."""
    if hint is Any:
        return (lambda value: True), "anything"
    if hint is None or hint is type(None):
        return (lambda value: value is None), "None"
    if hint is int:
        return (lambda value: type(value) is int and -NUMBER_BOUND < value < NUMBER_BOUND), (
            f"an int (a whole number between {1 - NUMBER_BOUND:,} and {NUMBER_BOUND - 1:,})"
        )
    if hint is bool:
        return (lambda value: type(value) is bool), "True or False"
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return _fits_any(args)
    if origin is typing.Literal:
        return _fits_literal(args)
    if origin is tuple:
        return _fits_tuple(args)
    if isinstance(hint, type) and origin is None:
        return _fits_class(hint)
    raise TypeError(f"action fields cannot be checked against {hint!r}: add it to {__name__}")


def _fits_class(kind: type) -> tuple[Fits, str]:
    if dataclasses.is_dataclass(kind):  # a card or a zero inside a move: its own fields count too
        return (
            lambda value: (
                type(value) is kind
                and all(fits(getattr(value, name, _MISSING)) for name, fits, _ in field_checks(kind))
            )
        ), _a(kind.__name__)
    if issubclass(kind, enum.Enum):
        return (lambda value: type(value) is kind), f"a {kind.__name__} ({_members(kind)})"
    return (lambda value: type(value) is kind), _a(kind.__name__)


def _fits_any(options: tuple[Any, ...]) -> tuple[Fits, str]:
    parts = [_fits(option) for option in options]
    tests = tuple(fits for fits, _ in parts)

    def fits_one(value: object) -> bool:
        for fits in tests:  # noqa: SIM110 (a plain loop: any() over a generator costs twice as much)
            if fits(value):
                return True
        return False

    words = [words for _, words in parts]
    return fits_one, f"{', '.join(words[:-1])} or {words[-1]}"


def _fits_literal(values: tuple[Any, ...]) -> tuple[Fits, str]:
    """One of a few values, of the very same type (``True`` does not stand for ``1``)."""
    return (
        lambda value: any(type(value) is type(allowed) and value == allowed for allowed in values)
    ), " or ".join(map(repr, values))


def _fits_tuple(items: tuple[Any, ...]) -> tuple[Fits, str]:
    if len(items) == 2 and items[1] is Ellipsis:
        each, words = _fits(items[0])
        return (lambda value: type(value) is tuple and all(map(each, value))), f"a tuple of ({words})"
    parts = [_fits(item) for item in items]
    tests = [fits for fits, _ in parts]
    return (
        lambda value: (
            type(value) is tuple
            and len(value) == len(tests)
            and all(fits(item) for fits, item in zip(tests, value))
        )
    ), f"a tuple ({'; '.join(words for _, words in parts)})"


def _members(kind: type[enum.Enum]) -> str:
    names = [str(member.value) for member in kind]
    return ", ".join(names) if len(names) <= 6 else f"{', '.join(names[:5])}, ..."


def _kind_name(kind: type) -> str:
    """'a float', 'a bool', or the qualified name of a class from another module."""
    name = kind.__qualname__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
    return _a(name)


def _a(noun: str) -> str:
    return f"{'an' if noun[0] in 'aeiouAEIOU' else 'a'} {noun}"
