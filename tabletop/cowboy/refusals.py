"""Why a move is refused: the rule that forbids it, in words, worked out from what everyone sees.

The engine refuses with these reasons, and the table uses them to explain, on hover, why a shape
cannot be clicked; both read the same view, so they always agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import GAME_OVER
from . import data, tokens
from .actions import BUILD, CUT, REST, STAY, Action, Claim, Drop, Fight, PlayOn, Pour, Remove, Steer, Walk
from .board import WALK_STEP, in_sights, parse_square, sights_words, square_name, squares_around
from .data import Event as Card
from .data import Terrain
from .fields import Grid
from .views import CowboyView


@dataclass(frozen=True)
class Refusal:
    """Why a move cannot be made now, and the rule that says so."""

    text: str
    rule: str


def why_not(view: CowboyView, action: Action) -> Refusal | None:
    """Why ``action`` is not a legal move for the player on turn, in the rulebook's words.

    The engine alone decides what is legal; this only explains a refusal (on hover and after a
    click), from what the view shows. None when no reason is found (the engine's word stands).
    """
    seat = view.current
    if seat is None:
        return Refusal(GAME_OVER, "core.game-over")
    if isinstance(action, Steer):  # a steer that can never be roped says so at any time of the turn
        return steer_refusal(view, action.steer, action.verb, action.to)
    wanted = _phase_of(action)
    if wanted is not None and view.phase not in wanted:
        return _wrong_time(view, action)
    if isinstance(action, Walk):
        if action.direction not in WALK_STEP:
            return Refusal("Cowboys walk north, east, south or west, never diagonally.", "cowboy.move")
        x, y = view.cowboys[seat]
        dx, dy = WALK_STEP[action.direction]
        return walk_blocker(view, seat, (x + dx, y + dy))
    if action == BUILD:
        return _build_refusal(view, seat)
    if action == CUT:
        near = squares_around(*view.cowboys[seat], view.size)
        if not any(view.terrain[s] is Terrain.TREE for s in near):
            return Refusal("No tree stands next to your cowboy.", "cowboy.wood")
        return None
    if isinstance(action, Fight):
        return _fight_refusal(view, seat, action.indian)
    if isinstance(action, Pour):
        return pour_refusal(view, seat, action.name)
    return _answer_refusal(view, seat, action)


def _phase_of(action: Action) -> tuple[str, ...] | None:
    """The phase in which an action of this kind can be made (None: any)."""
    if isinstance(action, Walk):
        return ("action",) if action.again else ("move",)
    if isinstance(action, Pour):
        return ("move", "action")
    if action == STAY:
        return ("move",)
    if isinstance(action, Steer | Fight) or action in (BUILD, CUT, REST):
        return ("action",)
    if isinstance(action, Claim):
        return ("claim",)
    if isinstance(action, Drop):
        return ("drop",)
    if isinstance(action, PlayOn):
        return ("target",)
    if isinstance(action, Remove):
        return ("cavalry",)
    return None


def _wrong_time(view: CowboyView, action: Action) -> Refusal:
    """What the player must do first: the phase says which decision is pending."""
    drawn = str(view.drawn) if view.drawn is not None else "the card"
    if view.phase == "move":
        if isinstance(action, Claim | Drop | PlayOn | Remove):
            return Refusal("No event card asks for that now: it is time to move.", "cowboy.turn")
        return Refusal(
            "First move your cowboy one line (or stay put); the action comes after the move.", "cowboy.turn"
        )
    if view.phase == "action":
        if action == STAY:
            moved = "stayed put" if view.walked is None else "walked"
            end = (
                "End the turn with 'Do nothing', or take an action." if data.DO_NOTHING else "Take an action."
            )
            return Refusal(f"You {moved}: that was this turn's move. {end}", "cowboy.turn")
        if isinstance(action, Walk) and view.walked is None:
            return Refusal(
                "You stayed put this turn, and the move is over: a walk now is the action 'Move again'.",
                "cowboy.turn",
            )
        if isinstance(action, Walk):
            return Refusal(
                "You have moved this turn: a second walk is the action 'Move again'.", "cowboy.turn"
            )
        return Refusal("No event card asks for that now: take your action.", "cowboy.turn")
    return {
        "claim": Refusal("First choose which field your fence claims.", "cowboy.fields"),
        "drop": Refusal("First drop an item: a cowboy holds two at most.", "cowboy.items"),
        "target": Refusal(f"First choose the rival to play {drawn} on.", "cowboy.events"),
        "cavalry": Refusal("First send the cavalry after an Indian or the Bandit.", "cowboy.events"),
    }.get(view.phase, Refusal(GAME_OVER, "core.game-over"))


def walk_blocker(view: CowboyView, seat: int, spot: tuple[int, int]) -> Refusal | None:
    """What stops the cowboy of ``seat`` standing on corner ``spot``, if anything."""
    x, y = spot
    if not (0 <= x <= view.size and 0 <= y <= view.size):
        return Refusal("That would walk off the range.", "cowboy.move")
    for other, where in enumerate(view.cowboys):
        if other != seat and where == spot:
            return Refusal(f"{view.players[other]} stands on that corner.", "cowboy.move")
    if any((px, py) == spot for px, py, _ in view.pilgrims):
        return Refusal("A pilgrim stands on that corner.", "cowboy.move")
    if view.bandit == spot:
        return Refusal("The Bandit stands on that corner.", "cowboy.bandit")
    if view.bandit is not None and in_sights(view.bandit, spot):
        return Refusal(f"That corner is {sights_words()} the Bandit: he would shoot.", "cowboy.bandit")
    return None


def _build_refusal(view: CowboyView, seat: int) -> Refusal | None:
    if view.walked is None:
        return Refusal(
            "You stayed put this turn: a fence goes only on the line you have just walked.", "cowboy.fence"
        )
    if view.walked in view.fenced:
        return Refusal("A fence already stands on the line you walked.", "cowboy.fence")
    if view.fences[seat] <= 0:
        return Refusal(
            f"{view.players[seat]} has no fences left: cut wood next to a tree for more.", "cowboy.wood"
        )
    markers = data.FIELD_MARKERS
    if markers is not None and _grid(view).fields_after(view.walked, seat) > markers:
        return Refusal(
            f"That fence would close a field, but {view.players[seat]} has no field marker left "
            f"({markers} in the set, all in use).",
            "cowboy.fields",
        )
    return None


def _grid(view: CowboyView) -> Grid:
    """The fences and fields the view shows, as the engine's grid."""
    grid = Grid(view.terrain, view.size)
    grid.fenced = set(view.fenced)
    grid.owner = list(view.owner)
    return grid


def free_squares(view: CowboyView, seat: int) -> list[int]:
    """The squares of the seat's fields with no steer in them (where a roped steer may go)."""
    return tokens.free_squares(seat, view.owner, view.terrain, view.steers, view.stolen)


def steers_at(view: CowboyView, square: int) -> int:
    """Steers in a square: roaming tokens, and the printed steer unless a Stolen token covers it."""
    return tokens.steers_in(square, view.terrain, view.steers, view.stolen)


def steer_refusal(
    view: CowboyView, where: str, verb: str | None = None, to: str | None = None
) -> Refusal | None:
    """Why the steer at ``where`` cannot be roped (or rustled) now, into ``to`` if given."""
    seat = view.current
    assert seat is not None
    rule = "cowboy.rustle" if verb == "Rustle" else "cowboy.rope"
    try:
        square = parse_square(where, view.size)
    except ValueError:
        return Refusal(f"{where} is not a square of this range.", rule)
    if not steers_at(view, square):
        return Refusal(f"There is no steer at {where}.", rule)
    owner = view.owner[square]
    if owner == seat:  # these two hold at any time of the turn, so they are said first
        return Refusal(f"The steer at {where} is in your own field already.", rule)
    if owner is None and square not in view.steers:
        return Refusal(
            f"The steer printed at {where} cannot be roped: fence it into a field of yours.", "cowboy.rope"
        )
    if view.phase != "action":
        return _wrong_time(view, Steer(verb or "Rope", where, to or where))
    if square not in squares_around(*view.cowboys[seat], view.size):
        return Refusal(f"The steer at {where} is not next to your cowboy.", rule)
    if owner is None and verb == "Rustle":
        return Refusal(f"The steer at {where} roams free: rope it instead.", "cowboy.rope")
    if owner is not None and verb == "Rope":
        rival = view.players[owner]
        return Refusal(
            f"The steer at {where} is in {rival}'s field: it can only be rustled.", "cowboy.rustle"
        )
    free = free_squares(view, seat)
    if not free:
        return Refusal(
            f"{view.players[seat]} has no free square in a field of their own to put a steer in.", rule
        )
    if to is not None and to not in {square_name(s, view.size) for s in free}:
        return Refusal(f"{to} is not a free square of a field of yours.", rule)
    return None


def pour_refusal(view: CowboyView, seat: int, name: str) -> Refusal | None:
    """Why the player on turn cannot pour Fire Water for ``name`` now."""
    if Card.FIRE_WATER not in view.items[seat]:
        return Refusal(f"{view.players[seat]} holds no Fire Water.", "cowboy.items")
    if name not in view.players:
        return Refusal(f"Nobody called {name} plays at this table.", "cowboy.items")
    if name == view.players[seat]:
        return Refusal("Fire Water is poured for a rival, not for yourself.", "cowboy.items")
    return None


def _fight_refusal(view: CowboyView, seat: int, where: str) -> Refusal | None:
    try:
        square = parse_square(where, view.size)
    except ValueError:
        return Refusal(f"{where} is not a square of this range.", "cowboy.fight")
    if square not in view.indians:
        return Refusal(f"There is no Indian at {where}.", "cowboy.fight")
    if square not in squares_around(*view.cowboys[seat], view.size):
        return Refusal(f"The Indian at {where} is not next to your cowboy.", "cowboy.fight")
    return None


def _answer_refusal(view: CowboyView, seat: int, action: Action) -> Refusal | None:
    """Why a field, an item, a rival or a cavalry target named cannot be the answer."""
    if isinstance(action, Claim):
        names = " or ".join(
            f"'Claim the field at {square_name(min(part), view.size)}'" for part in view.pending
        )
        return Refusal(f"Name a field your fence closed by its first square: {names}.", "cowboy.fields")
    if isinstance(action, Drop) and action.card not in view.items[seat]:
        return Refusal(f"{view.players[seat]} holds no {action.card}.", "cowboy.items")
    if isinstance(action, PlayOn) and action.name not in view.players:
        return Refusal(f"Nobody called {action.name} plays at this table.", "cowboy.events")
    if isinstance(action, PlayOn) and action.name == view.players[seat]:
        return Refusal(f"{view.drawn} is played on a rival, not on yourself.", "cowboy.events")
    if isinstance(action, Remove) and action.target == "Bandit":
        return Refusal("The Bandit is not on the range.", "cowboy.events")
    if isinstance(action, Remove):
        return Refusal(f"There is no Indian at {action.target}.", "cowboy.events")
    return None
