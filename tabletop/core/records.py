"""Plain data (dataclasses, enums, dicts, lists) as JSON and back, guided by the type hints.

Study results are stored in the repository so that a lesson can draw them without playing a
game (see :mod:`.studies`). Reading one back by its declared type rebuilds the very objects the
study returned, so the lesson's code cannot tell a stored result from a fresh one, and a file
that does not fit the type is refused instead of half read. Dicts are written as lists of
``[key, value]`` pairs because their keys are often numbers, tuples or enums, which JSON objects
cannot hold.
"""

from __future__ import annotations

import collections
import collections.abc
import dataclasses
import enum
import types
import typing
from typing import Any

_MAPPINGS = (dict, collections.Counter, collections.abc.Mapping)
_SEQUENCES = (list, collections.abc.Sequence)


def to_data(value: Any) -> Any:
    """``value`` as JSON-ready data: dataclasses become objects, enums their names, dicts pairs."""
    if isinstance(value, enum.Enum):
        return value.name
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
    if isinstance(value, collections.abc.Mapping):
        return [[to_data(key), to_data(item)] for key, item in value.items()]
    if isinstance(value, (list, tuple)):
        return [to_data(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"{type(value).__name__} cannot be stored as study data")


def from_data(kind: Any, data: Any) -> Any:
    """Rebuild a value of type ``kind`` from :func:`to_data`'s output; ValueError names what
    does not fit."""
    if kind is Any:
        return data
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        (other,) = [arg for arg in args if arg is not type(None)]
        return from_data(other, data)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _dataclass(kind, data)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        if not isinstance(data, str) or data not in kind.__members__:
            raise ValueError(f"{data!r} is not a {kind.__name__}")
        return kind[data]
    if origin in _MAPPINGS:
        key, item = (args[0], int) if origin is collections.Counter else args
        pairs = [_pair(p) for p in _list(data)]
        built = {from_data(key, k): from_data(item, v) for k, v in pairs}
        return collections.Counter(built) if origin is collections.Counter else built
    if origin is tuple:
        items = _list(data)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], item) for item in items)
        if len(items) != len(args):
            raise ValueError(f"{data!r} does not have {len(args)} items")
        return tuple(from_data(arg, item) for arg, item in zip(args, items, strict=True))
    if origin in _SEQUENCES:
        return [from_data(args[0], item) for item in _list(data)]
    return _scalar(kind, data)


def _dataclass(kind: type, data: Any) -> Any:
    if not isinstance(data, dict):
        raise ValueError(f"{kind.__name__} needs an object, not {data!r}")
    hints = typing.get_type_hints(kind)
    names = [f.name for f in dataclasses.fields(kind) if f.init]
    if set(data) != set(names):
        raise ValueError(f"{kind.__name__} has the fields {', '.join(names)}, not {', '.join(data)}")
    return kind(**{name: from_data(hints[name], data[name]) for name in names})


def _list(data: Any) -> list[Any]:
    if not isinstance(data, list):
        raise ValueError(f"a list was expected, not {data!r}")
    return data


def _pair(data: Any) -> tuple[Any, Any]:
    if not isinstance(data, list) or len(data) != 2:
        raise ValueError(f"a [key, value] pair was expected, not {data!r}")
    return data[0], data[1]


def _scalar(kind: Any, data: Any) -> Any:
    if kind is bool and isinstance(data, bool):
        return data
    if kind is int and isinstance(data, int) and not isinstance(data, bool):
        return data
    if kind is float and isinstance(data, (int, float)) and not isinstance(data, bool):
        return float(data)
    if kind is str and isinstance(data, str):
        return data
    if kind is type(None) and data is None:
        return None
    raise ValueError(f"{data!r} is not a {getattr(kind, '__name__', kind)}")
