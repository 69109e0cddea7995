"""The protocol every game speaks, so one table, one bot loop and one test suite serve them all.

A :class:`Game` holds the static facts (name, player counts, rules, edition choices, bots) and
starts plays; a :class:`State` is one play in progress. The split follows OpenSpiel's Game/State.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar

from .action_fields import check_action
from .errors import GAME_OVER, IllegalAction, SaveError, SetupError
from .serialize import dump, load
from .text import shown


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule in our own words; ``id`` is what events and errors point to."""

    id: str
    title: str
    summary: str


@dataclass(frozen=True, slots=True)
class EditionChoice:
    """A fact the rulebook leaves open and the value this edition plays with.

    ``constant`` names the constant in the game's ``data.py`` that holds the value, so the
    notebook's "Table rules this edition uses" table and the engine cannot drift apart.
    """

    constant: str
    value: str
    why: str


#: The data of an event that has none: one shared mapping nobody can change.
NO_DATA: Mapping[str, Any] = MappingProxyType({})


class Event(NamedTuple):
    """Something that happened, told in plain English, with the rule that made it happen.

    A named tuple rather than a frozen dataclass, and as unchangeable: a move makes one to three
    events and a search's playouts make hundreds of thousands, and a frozen dataclass's ``__init__``
    (a guarded ``setattr`` per field) took 0.8 us an event, a sixth of a Super Cowboy move."""

    kind: str
    text: str
    rule: str
    data: Mapping[str, Any] = NO_DATA

    def __str__(self) -> str:
        return self.text


class Action(Protocol):
    """A single decision. ``str(action)`` is short and unique; ``describe()`` explains it."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...

    def describe(self) -> str: ...


class Bot(Protocol):
    """Something that picks a move from what one seat can see, never from the whole state."""

    name: str

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


S = TypeVar("S", bound="State")


def describe_move(view: Any, action: Action) -> str:
    """A move's own explanation, for a game whose coach has nothing more to say of it."""
    return action.describe()


#: No move's text is longer than the longest player name plus this many characters; longer text
#: is refused unread (it may come from a browser, and a regular expression can take minutes on a
#: megabyte).
MOVE_TEXT_SLACK = 200

#: Rules every game shares; a game's own ``rules`` come first when a rule is looked up.
CORE_RULES: tuple[Rule, ...] = (
    Rule("core.turn", "Whose turn", "Only the player whose turn it is may move."),
    Rule("core.game-over", "The game is over", "Once a game has ended, no more moves are made."),
    Rule(
        "core.legal-actions",
        "Legal moves",
        "Every choice is one move from the list of legal moves; anything else is refused.",
    ),
)


@dataclass(frozen=True, eq=False)
class Game(Generic[S]):
    """The static facts of one game, and the door to start or load a play of it."""

    name: str
    title: str
    min_players: int
    max_players: int
    rules: tuple[Rule, ...]
    edition: tuple[EditionChoice, ...]
    options: Mapping[str, Any]
    state_class: type[S]
    bots: Mapping[str, Callable[[], Bot]]
    default_bot: str
    #: Why a move is worth making, in the game's own words and from what its mover sees (``view``):
    #: the coach's line beside a hinted move. Facts of the view only, never a guess at hidden cards.
    reason: Callable[[Any, Any], str] = describe_move
    #: Hard's search per decision, in iterations: what half a second of one core buys in this game
    #: (``python -m benchmarks.strength --calibrate``), so Hard answers about as fast in every game
    #: and the strength table measures the very Hard a table seats. Iterations, not a time, so a
    #: Hard game plays the same on any machine and under any load.
    hard_iterations: int = 200

    def new(self, players: Sequence[str], seed: int | None = None, **options: Any) -> S:
        """Start a play. Without a seed one is drawn and kept, so every play can be saved."""
        names = self._check_players(players)
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            known = ", ".join(sorted(self.options)) or "none"
            raise SetupError(f"{self.title} has no option {', '.join(unknown)} (its options: {known}).")
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        elif isinstance(seed, bool) or not isinstance(seed, int):
            raise SetupError(f"The seed must be a whole number, not {seed!r}.")
        return self.state_class.start(self, names, seed, {**self.options, **options})

    def from_json(self, text: str) -> S:
        """Load a save made by :meth:`State.to_json`; a damaged or foreign save raises SaveError."""
        return load(self, text)

    def rule(self, rule_id: str) -> Rule:
        """The rule with this id, or a placeholder naming the id if the game has no such rule."""
        for rule in (*self.rules, *CORE_RULES):
            if rule.id == rule_id:
                return rule
        return Rule(rule_id, rule_id, "")

    def bot(self, name: str | None = None) -> Bot:
        """A fresh bot by name (the game's default when no name is given)."""
        return self.bots[name or self.default_bot]()

    def _check_players(self, players: Sequence[str]) -> tuple[str, ...]:
        if isinstance(players, str):
            raise SetupError("Give the players as a list of names, e.g. ['Ana', 'Ben'].")
        names = tuple(str(p).strip() for p in players)
        if not self.min_players <= len(names) <= self.max_players:
            raise SetupError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {len(names)}."
            )
        if any(not n for n in names):
            raise SetupError("Every player needs a name.")
        if len(set(names)) != len(names):
            raise SetupError("Two players have the same name; give each a different one.")
        return names

    def __repr__(self) -> str:
        counts = (
            str(self.min_players)
            if self.min_players == self.max_players
            else f"{self.min_players}-{self.max_players}"
        )
        return f"<Game {self.name}: {self.title}, {counts} players>"


class State(ABC):
    """One play of a game. Mutated only by :meth:`apply`; copied cheaply by :meth:`clone`."""

    __slots__ = ("_guess", "chance", "game", "history", "opening", "options", "players", "seed")

    game: Game[Any]
    players: tuple[str, ...]
    seed: int
    options: dict[str, Any]
    history: list[Action]
    opening: tuple[Event, ...]  # what set-up did (deals, first market), for the table's log
    chance: int  # chance events so far; see _random
    _guess: bool  # made by determinize: a state a seat cannot rule out, not a play (cannot be saved)
    #: The classes of this game's moves: anything else given to check, apply or
    #: action_from_string is refused as not a move, before any rule of the game looks at it.
    action_types: ClassVar[tuple[type, ...]] = ()

    @classmethod
    @abstractmethod
    def start(
        cls: type[S], game: Game[Any], players: tuple[str, ...], seed: int, options: dict[str, Any]
    ) -> S:
        """Set up a new play; options are already merged with the game's defaults."""

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat whose decision it is, or None once the game is over."""

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Every move the current player may make now; empty once the game is over."""

    def check(self, action: Any) -> None:
        """Raise IllegalAction (naming the rule) unless ``action`` is legal now. Never mutates.

        First ``action`` must be one of the game's :attr:`action_types` with every field of its
        declared type (see :mod:`.action_fields`); only then do the game's own rules judge it.
        """
        check_action(action, self.action_types, self.game.title)
        self._check_rules(action)

    @abstractmethod
    def _check_rules(self, action: Any) -> None:
        """The game's rules for a move already known to be one of its actions, fields well typed:
        raise IllegalAction (naming the rule) unless it is legal now. Never mutates."""

    @abstractmethod
    def _do(self, action: Any) -> list[Event]:
        """Carry out a move already checked legal and return what happened."""

    def apply(self, action: Any, *, by: int | None = None) -> list[Event]:
        """Check and carry out a move; on an illegal one nothing changes and IllegalAction rises.

        ``by`` is the seat making the move, when the caller knows it (a table does): a move made
        out of turn is refused.
        """
        self._check_turn(by)
        self.check(action)
        events = self._do(action)
        self.history.append(action)
        return events

    def _check_turn(self, by: int | None) -> None:
        current = self.current_player
        if current is None:
            raise IllegalAction(GAME_OVER, "core.game-over")
        if by is not None and (type(by) is not int or not 0 <= by < len(self.players)):
            raise IllegalAction(f"{shown(by)} is not a seat at this table.", "core.turn")
        if by is not None and by != current:
            raise IllegalAction(
                f"It is {self.players[current]}'s turn, not {self.players[by]}'s.", "core.turn"
            )

    def parse_action(self, text: str) -> Any | None:
        """Read an action from its string form even when it is not legal now (None if unreadable).

        Games override this so that a readable but illegal move gets the rule that forbids it.
        Numbers are read with :func:`~tabletop.core.text.read_number` (ASCII digits only).
        """
        return None

    def action_from_string(self, text: str, *, by: int | None = None) -> Any:
        """The action ``text`` names (its ``str``, or another spelling the game reads), checked legal
        now; else IllegalAction says why, for any text at all (it may come from a browser)."""
        self._check_turn(by)
        if not isinstance(text, str):
            raise IllegalAction(f"A move is read from text, not from {shown(text)}.", "core.legal-actions")
        text = text.strip()
        if len(text) > MOVE_TEXT_SLACK + max(map(len, self.players)):
            raise IllegalAction(
                f"{shown(text)} is too long ({len(text):,} characters) to be a move in {self.game.title}.",
                "core.legal-actions",
            )
        for action in self.legal_actions():
            if str(action) == text:
                return action
        try:
            parsed = self.parse_action(text)
        except IllegalAction:
            raise
        except (ValueError, LookupError):  # a safety net: parsers return None for unreadable text
            parsed = None
        if parsed is not None:
            self.check(parsed)  # raises with the rule that forbids it
            return parsed  # legal, only written another way (Party Fowl's doors in any order)
        raise IllegalAction(
            f"{shown(text)} is not a move in {self.game.title} right now.", "core.legal-actions"
        )

    def public_text(self, action: Any) -> str:
        """How everyone at the table may read a move once it is made: its string, unless that names
        a card other seats must not see (a card passed face down), which games override."""
        return str(action)

    @abstractmethod
    def scores(self) -> list[int]:
        """Each seat's score so far (final once the game is over)."""

    def rank_key(self, seat: int) -> tuple[int, ...]:
        """What ranks a seat at the end: higher is better. Games add their tie-breaks."""
        return (self.scores()[seat],)

    def progress_key(self, seat: int) -> tuple[int, ...]:
        """How well ``seat`` stands in a game not yet over, higher better: what a search judges a
        playout it cut off by. The rank key, unless a game's ranks break ties in a way that says
        nothing of the play (Super Cowboy's earlier seat)."""
        return self.rank_key(seat)

    def ranking(self) -> list[int]:
        """Seats from best to worst by :meth:`rank_key` (ties keep seat order)."""
        return sorted(range(len(self.players)), key=self.rank_key, reverse=True)

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The seats that win or lose together: each seat alone, unless the game has teams (which
        it overrides). A strength count plays a team as one side."""
        return tuple((seat,) for seat in range(len(self.players)))

    def winners(self) -> list[int]:
        """The seats that share the best rank once the game is over; empty before."""
        if not self.is_over:
            return []
        best = max(self.rank_key(seat) for seat in range(len(self.players)))
        return [seat for seat in range(len(self.players)) if self.rank_key(seat) == best]

    @abstractmethod
    def view(self, seat: int | None) -> Any:
        """What ``seat`` may see (``None``: a spectator, who sees only public information)."""

    @abstractmethod
    def clone(self: S) -> S:
        """An independent copy, written by hand because search bots make thousands."""

    def determinize(self: S, seat: int, rng: random.Random) -> S:
        """A state ``seat`` cannot tell from this one, for a search bot to play on: everything that
        seat cannot see (other hands, the order of a deck, face-down cards) drawn afresh with
        ``rng`` from what it can, and the chance to come (later shuffles, dice) too.

        The future needs drawing because every chance event comes from the seed (see
        :meth:`_random`), which would tell a search what the deck will bring; the copy gets a seed
        drawn from ``rng``. Its history and opening are emptied, as they tell other seats' hidden
        moves (a card passed face down), and it refuses to be saved: a save is seed and moves, and
        these no longer make this state. Two states the seat sees alike give equal copies for
        equal generators, so a search that plays only on copies cannot learn what the seat may not
        know. ``rng`` is the only generator used.
        """
        if type(seat) is not int or not 0 <= seat < len(self.players):
            raise SetupError(f"{shown(seat)} is not a seat at this table.")
        other = self.clone()
        other.seed = rng.randrange(2**31)
        other.history = []
        other.opening = ()
        other._guess = True
        other._redraw_hidden(seat, rng)
        return other

    @abstractmethod
    def _redraw_hidden(self, seat: int, rng: random.Random) -> None:
        """Redraw in place, with ``rng`` alone, everything ``seat`` cannot see, keeping all it can
        and all it may infer (a card it handed over face down, a suit a player has shown it lacks);
        see :meth:`determinize`. Use :func:`.cards.redeal`, which forgets the order it was given."""

    def to_json(self) -> str:
        """A save that :meth:`Game.from_json` turns back into an equal state, dice included."""
        if self._guess:
            raise SaveError("A determinized copy is a guess at a game, not a game: it cannot be saved.")
        return dump(self)

    def _init_base(
        self, game: Game[Any], players: tuple[str, ...], seed: int, options: dict[str, Any]
    ) -> None:
        """Set the protocol fields of a new play (used by ``start``)."""
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.history = []
        self.opening = ()
        self.chance = 0
        self._guess = False

    def _copy_base(self: S, other: S) -> S:
        """Fill the protocol fields of a fresh ``other`` from ``self`` (used by ``clone``)."""
        other.game = self.game
        other.players = self.players
        other.seed = self.seed
        other.options = self.options
        other.history = self.history.copy()
        other.opening = self.opening
        other.chance = self.chance
        other._guess = self._guess
        return other

    def _random(self) -> random.Random:
        """The generator for the next chance event (a shuffle, a die), made from seed and count.

        Deriving one per event from ``(seed, count)`` instead of keeping a generator means a
        clone copies one int rather than a 2.5 kB generator state, and replay stays exact.
        """
        self.chance += 1
        return random.Random(f"{self.seed}:{self.chance}")
