"""The Rowlette lesson's explorables and check-yourself questions, the module the lesson imports.

Explorables offer only situations play can reach and show the engine's answers (rule functions,
worked examples); a check-yourself question asks before it tells. The studies' chart and report
live in ``study`` and are imported from here too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as ipw

from tabletop.core.words import counted
from tabletop.rowlette import LineView, Status, examples
from tabletop.rowlette.data import (
    COLOUR,
    NUMBER_LIMIT,
    NUMBERS,
    ORDER_STEP_BONUS,
    SHUFFLE_BACK_WAITS,
    UNTARGETED_ZERO,
    ZERO_MIX,
    Colour,
    Goal,
    Special,
    Target,
    Zero,
)
from tabletop.rowlette.rules import (
    ZeroFate,
    active_goals,
    goal_count,
    goal_threshold,
    nobody_reason,
    order_bonus,
    order_chain,
    still_first,
    zero_fate,
)

from .draw import draw_line
from .goals import GOAL_COUNTS, keep_goal_words
from .lesson_study import plot_stop_study, reading_report

__all__ = [
    "CheckYourself",
    "Explorable",
    "GoalExplorer",
    "example_a_check",
    "goal_check",
    "goal_explorer",
    "order_check",
    "order_explorer",
    "plot_stop_study",
    "reading_report",
    "zero_explorer",
    "zero_reason",
    "zero_story",
]


def _numbers_input(values: Sequence[int]) -> ipw.TagsInput:
    return ipw.TagsInput(
        value=[str(n) for n in values],
        allowed_tags=[str(n) for n in range(1, 41)],
        allow_duplicates=False,
        layout=ipw.Layout(width="100%"),
    )


class Explorable(ipw.VBox):  # type: ignore[misc]
    """Controls above a picture that redraws whenever a control changes."""

    def __init__(
        self,
        name: str,
        controls: Sequence[ipw.ValueWidget],
        draw: Callable[[], str],
        layout: Sequence[ipw.Widget] | None = None,
    ) -> None:
        self.name = name
        self.picture = ipw.HTML()
        self._draw = draw
        for control in controls:
            control.observe(self.redraw, names="value")
        super().__init__([*(layout or controls), self.picture])
        self.add_class("tt-explorable")
        self.redraw()

    def redraw(self, _: object = None) -> None:
        self.picture.value = self._draw()

    def __repr__(self) -> str:  # the text a notebook stores beside the widget: keep it short
        return f"<{self.name} explorable>"


class GoalExplorer(ipw.VBox):  # type: ignore[misc]
    """Build a line number by number, as at the table: every red number makes you keep a goal, and
    each goal button tells the threshold that goal would get if you kept it now."""

    def __init__(
        self, numbers: Sequence[int] = (3, 4, 21, 30), goals: Sequence[Goal] = (Goal.BLACK, Goal.HIGH)
    ) -> None:
        self.steps: list[int | Goal] = []  # numbers taken and goals kept, in order
        kept = iter(goals)
        for n in numbers:
            self.steps.append(n)
            if COLOUR[n] is Colour.RED:
                self.steps.append(next(kept))
        assert next(kept, None) is None, "each goal is kept for one red number"
        self.number = ipw.Dropdown(description="Next number", style={"description_width": "initial"})
        self.take = ipw.Button(description="Take it", button_style="primary")
        self.take.on_click(lambda _: self._add(self.number.value))
        self.keep = {goal: ipw.Button(layout=ipw.Layout(width="auto")) for goal in Goal}
        for goal, keep in self.keep.items():
            keep.on_click(lambda _, goal=goal: self._add(goal))
            keep.add_class("tt-keep-goal")
        self.back = ipw.Button(description="Take back")
        self.back.on_click(lambda _: self._back())
        self.again = ipw.Button(description="Start again")
        self.again.on_click(lambda _: self._clear())
        self.picture = ipw.HTML()
        self.offer = ipw.HBox(list(self.keep.values()), layout=ipw.Layout(flex_flow="row wrap"))
        controls = ipw.HBox(
            [self.number, self.take, self.back, self.again], layout=ipw.Layout(flex_flow="row wrap")
        )
        super().__init__([controls, self.offer, self.picture])
        self.add_class("tt-explorable")
        self.redraw()

    @property
    def numbers(self) -> list[int]:
        return [step for step in self.steps if isinstance(step, int)]

    @property
    def goals(self) -> list[Goal]:
        return [step for step in self.steps if isinstance(step, Goal)]

    @property
    def choosing(self) -> bool:
        """A red number was taken and its goal is not kept yet."""
        reds = sum(COLOUR[n] is Colour.RED for n in self.numbers)
        return reds > len(self.goals)

    def _add(self, step: int | Goal | None) -> None:
        """Take a number or keep a goal, whichever the line is waiting for."""
        taken = isinstance(step, int) and step in self.numbers  # every number is printed once
        if step is not None and isinstance(step, Goal) == self.choosing and not taken:
            self.steps.append(step)
        self.redraw()

    def _back(self) -> None:
        if self.steps:
            self.steps.pop()
        self.redraw()

    def _clear(self) -> None:
        self.steps = []
        self.redraw()

    def redraw(self, _: object = None) -> None:
        numbers, goals = self.numbers, self.goals
        place, need = len(goals), goal_threshold(len(goals))
        full = len(numbers) >= NUMBER_LIMIT
        self.number.options = [(f"{n} ({COLOUR[n]})", n) for n in NUMBERS if n not in numbers]
        self.number.index = 0  # a number is always chosen, so "Take it" always takes one
        self.take.disabled = self.choosing or full
        self.number.disabled = self.take.disabled
        self.back.disabled = not self.steps
        self.offer.layout.display = None if self.choosing else "none"
        for goal, keep in self.keep.items():
            have = goal_count(goal, numbers)
            keep.description = f"{goal}: as #{place + 1} needs {need}, you have {have}"
            keep.tooltip = keep_goal_words(goal, _line_view("your line", numbers, goals))
        lit = sum(active_goals(goals, numbers))
        if self.choosing:
            news = (
                f"Your {numbers[-1]} is red, so you must keep a goal now. It becomes goal "
                f"#{place + 1} and needs {need} matching numbers; each button shows your count so far. "
                "(At the table you choose among the three goals turned up; here any kind is offered.)"
            )
        elif full:
            news = (
                f"Your line holds {NUMBER_LIMIT} numbers, the limit, so it has stopped; a +Limit taken "
                "earlier would have given room for one more."
            )
        else:
            news = (
                f"The next red number will make you keep goal #{place + 1}, which will need {need} "
                "matching numbers: every goal you keep raises the bar for the next."
            )
        self.picture.value = (
            str(draw_line(numbers, goals, name="Your line"))
            + f"<p>{lit} of {len(goals)} goals active. {escape(news)}</p>"
        )

    def __repr__(self) -> str:
        return "<Goal threshold explorable>"


def _line_view(name: str, numbers: Sequence[int], goals: Sequence[Goal]) -> LineView:
    """A line with only numbers and goals, for the words an explorable shares with the table."""
    active = tuple(active_goals(goals, numbers))
    return LineView(name, tuple(numbers), (), (), tuple(goals), active, 1, NUMBER_LIMIT, Status.PLAYING, 0)


def goal_explorer(
    numbers: Sequence[int] = (3, 4, 21, 30), goals: Sequence[Goal] = (Goal.BLACK, Goal.HIGH)
) -> GoalExplorer:
    """Build a line and keep goals as its red numbers demand; see each goal's threshold as you choose."""
    return GoalExplorer(numbers, goals)


def order_explorer(numbers: Sequence[int] = (8, 13, 26, 38, 25), anchor: int = 0) -> Explorable:
    """Place an Order card under one number of a line and see how far its chain runs."""
    line = _numbers_input(numbers)
    line.description = "Line"
    under = ipw.BoundedIntText(
        value=anchor + 1,
        min=1,
        max=11,
        description="Under number",
        style={"description_width": "initial"},
        layout=ipw.Layout(width="200px"),
    )
    kind = ipw.ToggleButtons(options=[("Order up", Special.ORDER_UP), ("Order down", Special.ORDER_DOWN)])

    def draw() -> str:
        nums = [int(n) for n in line.value]
        at = min(under.value, max(len(nums), 1)) - 1
        chain = order_chain(nums, at, kind.value) if nums else []
        steps = " -> ".join(map(str, [nums[at], *chain])) if nums else "no numbers yet"
        return (
            str(draw_line(nums, (), [(kind.value, at)] if nums else (), name="Your line"))
            + f"<p>Chain: {escape(steps)}: +{2 * len(chain)} points, added after the jackpot "
            "multiplication and never multiplied.</p>"
        )

    return Explorable("Order chain", [line, under, kind], draw)


def zero_explorer(last_numbers: Sequence[int | None] = (30, 3, 17)) -> Explorable:
    """Three players and the zeros one refill turns up: who receives each, or why nobody does.

    Only situations play can reach are offered: two lines never end on the same number, and a
    player who has stopped never has the turn.
    """
    names = ("Ana", "Ben", "Cy")
    choices = [("no number yet", 0)] + [(str(n), n) for n in NUMBERS]
    lasts = [
        ipw.Dropdown(
            options=choices, value=n or 0, description=f"{name}'s last", layout=ipw.Layout(width="220px")
        )
        for name, n in zip(names, last_numbers)
    ]
    stopped = [
        ipw.Checkbox(value=False, description="stopped", indent=False, layout=ipw.Layout(width="100px"))
        for _ in names
    ]
    active = ipw.ToggleButtons(
        options=[(name, seat) for seat, name in enumerate(names)], description="Whose turn"
    )
    zeros = [(z.label, z) for z in ZERO_MIX]
    first = ipw.Dropdown(
        options=zeros,
        value=Zero(2, Target.MIN),
        description="First zero",
        style={"description_width": "initial"},
    )
    second = ipw.Dropdown(
        options=[("none", None), *zeros],
        value=Zero(2, Target.MIN),
        description="A second zero in the same refill",
        style={"description_width": "initial"},
    )

    def draw() -> str:
        numbers = [box.value for box in lasts if box.value]
        if len(set(numbers)) < len(numbers):
            return "<p>Two lines never end on the same number: each number is printed once. Pick another.</p>"
        if stopped[active.value].value:
            return f"<p>{names[active.value]} has stopped, and a stopped player never has the turn again.</p>"
        last = [None if stop.value or box.value == 0 else box.value for box, stop in zip(lasts, stopped)]
        hit = [False] * len(names)
        told = []
        is_first, nobody_before = True, False
        for zero, when in ((first.value, "First,"), (second.value, "Then")):
            if zero is None:
                continue
            fate, picked = zero_fate(zero.target, active.value, last, hit, first=is_first)
            is_first = is_first and still_first(fate)
            story = zero_story(zero, fate, picked, last, names, active.value, after_nobody=nobody_before)
            nobody_before = nobody_before or fate is ZeroFate.NOBODY
            told.append(f"<p>{when} <b>{escape(zero.label)}</b> {story}.</p>")
            if fate is ZeroFate.HANDED_OUT and picked is not None:
                hit[picked] = True
        return "".join(told) + (
            "<p>Here nobody has zero-points yet, so the first zero cannot explode anyone.</p>"
        )

    rows = [ipw.HBox([lasts[i], stopped[i]]) for i in range(len(names))]
    return Explorable(
        "Zero target", [*lasts, *stopped, active, first, second], draw, [*rows, active, first, second]
    )


def zero_story(
    zero: Zero,
    fate: ZeroFate,
    picked: int | None,
    last: Sequence[int | None],
    names: Sequence[str],
    active: int,
    *,
    after_nobody: bool = False,
) -> str:
    """What became of a zero and why, in words: the sentence after its label, without its full stop.

    Only the turn's player can have no number here (a stopped player never has the turn), so a YOU
    zero that finds nobody always finds a player without a number. ``after_nobody``: an earlier zero
    of this refill reached nobody, so a later one is set aside by this edition's reading alone.
    """
    if fate is ZeroFate.HANDED_OUT:
        assert picked is not None
        return f"goes to <b>{names[picked]}</b>: {zero_reason(zero, picked, last)}"
    if fate is ZeroFate.NOBODY:
        gone = "is discarded" if UNTARGETED_ZERO == "discard" else SHUFFLE_BACK_WAITS
        return f"finds nobody: {nobody_reason(zero.target, names[active], False)}. It {gone}"
    if fate is ZeroFate.PROTECTED:
        assert picked is not None
        return (
            f"would go to {names[picked]}, who already took a zero this turn: it is <b>discarded</b> "
            "(one zero per player per turn)"
        )
    whom = f"it would go to {names[picked]}, but " if picked is not None else ""
    first = "only the first zero of a refill is handed out"
    if after_nobody:
        other = "" if picked is None else f"; the option 'hand out' would give this one to {names[picked]}"
        first += (
            f", and here the first reached nobody (this edition's reading, "
            f"<code>AFTER_UNTARGETED_ZERO</code>{other})"
        )
    return (
        f"is <b>set aside</b>: {whom}{first}. It goes back into "
        "the deck once a number or special card turns up, or stays aside for the rest of the round if "
        "the deck runs out first"
    )


def zero_reason(zero: Zero, seat: int, last: Sequence[int | None]) -> str:
    """Why a zero went where it went, in words."""
    if zero.target is Target.YOU:
        return "it is their turn"
    others = ", ".join(str(n) for n in last if n is not None)
    word = "lowest" if zero.target is Target.MIN else "highest"
    return f"their last number, {last[seat]}, is the {word} of the lines it can reach ({others})"


# ---- check yourself: a question first, the engine's answer on request ----


class CheckYourself(ipw.VBox):  # type: ignore[misc]
    """A question the learner answers before the engine's answer is shown.

    Each part is a label, its options and the right option (worked out by the engine by whoever
    builds the question). "Check" marks the choices; "Show the answer" reveals ``answer_html``.
    """

    def __init__(
        self, question: str, parts: Sequence[tuple[str, Sequence[str], str]], answer_html: str
    ) -> None:
        for label, options, right in parts:
            assert right in options, f"the answer to {label!r} is one of its options"
        self.parts = parts
        self.answer_html = answer_html
        self.choices = [
            ipw.ToggleButtons(
                options=list(options),
                value=None,
                description=label,
                style={"description_width": "initial", "button_width": "auto"},
            )
            for label, options, _ in parts
        ]
        self.check = ipw.Button(description="Check my answer", button_style="primary")
        self.check.add_class("tt-check")
        self.check.on_click(lambda _: self.mark())
        self.show = ipw.Button(description="Show the answer")
        self.show.add_class("tt-show-answer")
        self.show.on_click(lambda _: self.reveal())
        self.feedback = ipw.HTML()
        self.answer = ipw.HTML()
        self.answer.add_class("tt-answer")
        super().__init__(
            [
                ipw.HTML(f"<p>{question}</p>"),
                *self.choices,
                ipw.HBox([self.check, self.show]),
                self.feedback,
                self.answer,
            ]
        )
        self.add_class("tt-check-yourself")

    def mark(self) -> None:
        """Say how many parts are right; all right also shows the worked answer."""
        chosen = [choice.value for choice in self.choices]
        if None in chosen:
            self.feedback.value = "<p>Choose an answer for every part first.</p>"
            return
        right = sum(value == part[2] for value, part in zip(chosen, self.parts))
        if right == len(self.parts):
            self.feedback.value = "<p><b>Right.</b> Here is how the engine works it out:</p>"
            self.reveal()
        else:
            self.feedback.value = (
                f"<p>Not yet: {right} of {len(self.parts)} right. Try again, or show the answer.</p>"
            )

    def reveal(self) -> None:
        self.answer.value = self.answer_html

    def __repr__(self) -> str:  # the text a notebook stores beside the widget: never the answer
        return f"<Check yourself: {counted(len(self.parts), 'part')}>"


def goal_check(
    numbers: Sequence[int] = (21, 25, 29, 24, 4), goals: Sequence[Goal] = (Goal.RED, Goal.EVEN, Goal.HIGH)
) -> CheckYourself:
    """The rulebook's goal example as a question: which of the goals, kept in this order, are active?"""
    active = active_goals(goals, numbers)
    counts = ", ".join(f"{goal_count(g, numbers)} {GOAL_COUNTS[g]}" for g in dict.fromkeys(goals))
    question = (
        f"A line ({', '.join(map(str, numbers))}) holds {counts}. Its goals were kept in this "
        f"order: {', '.join(map(str, goals))}. Which goals are active?"
    )
    parts = [
        (f"{goal} (goal #{i + 1})", ("active", "not active"), "active" if on else "not active")
        for i, (goal, on) in enumerate(zip(goals, active))
    ]
    why = "".join(
        f"<li>{goal} is goal #{i + 1}, so it needs {goal_threshold(i)}; the line has "
        f"{goal_count(goal, numbers)}: {'active' if on else 'not active'}.</li>"
        for i, (goal, on) in enumerate(zip(goals, active))
    )
    picture = draw_line(numbers, goals, name="The line")
    return CheckYourself(question, parts, f"{picture}<ul>{why}</ul>")


def order_check(
    numbers: Sequence[int] = (8, 13, 26, 38, 25), order: Special = Special.ORDER_UP
) -> CheckYourself:
    """The rulebook's Order example as a question: how many bonus points does the chain earn?"""
    bonus = order_bonus(numbers, [(order, 0)])
    chain = [numbers[0], *order_chain(numbers, 0, order)]
    options = [f"+{ORDER_STEP_BONUS * k}" for k in range(len(numbers))]
    question = (
        f"{order} is tucked under the {numbers[0]}; then come {', '.join(map(str, numbers[1:]))}. "
        "How many bonus points does the chain earn?"
    )
    breaker = numbers[len(chain)] if len(chain) < len(numbers) else None
    stop = f" and the {breaker} breaks it" if breaker is not None else ""
    answer = (
        f"{draw_line(numbers, (), [(order, 0)], name='The line')}<p>The chain runs "
        f"{escape(' -> '.join(map(str, chain)))}{stop}: {len(chain) - 1} steps, +{bonus}.</p>"
    )
    return CheckYourself(question, [("Bonus", options, f"+{bonus}")], answer)


def example_a_check() -> CheckYourself:
    """Rulebook Example A as a question: does a MAX zero still find Nina after her Order card?"""
    played = examples.example_a()
    names = played.state.players
    hit = next((names[seat] for seat, line in enumerate(played.state.lines) if line.zeros), "nobody")
    question = (
        "Nina takes 18 and Omar takes 12. Then Nina takes Order up, which is tucked under her 18. "
        "The refill after it turns up a 0 MAX. Who receives it?"
    )
    answer = f"<pre>{escape(played.told())}</pre>"
    return CheckYourself(question, [("The 0 MAX goes to", (*names, "nobody"), hit)], answer)
