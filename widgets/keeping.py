"""Save, Load and "Continue your game", for a :class:`~widgets.table.GameTable`.

A game is kept as the engine's own save (``state.to_json()``: the set-up and every move), so a file
made by Save, or the copy the browser keeps (:mod:`widgets.keeper`), loads in any page and any kernel.
Loading replays the save move by move through the table, as if played there: the log gets every
move with what it did, and each game's table keeps what it keeps after a move (the dice, the arrows
of the plays). A save that cannot be loaded (damaged, cut short, another game's, from a newer
version, too large) is refused with what is wrong, and the game in play goes on untouched.

The browser's copy follows the game in play after every change; a finished game is forgotten. On the
next visit, a copy of another game than the one the page starts with is offered as "Continue your
game"; until the learner takes it or starts afresh, it is not overwritten.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, ClassVar, Final

import ipywidgets as ipw

from tabletop.core import SaveError, SetupError
from tabletop.core.levels import NORMAL, SearchBot, seat_bot

from .explain import Move
from .guard import checked_names, guarded
from .keeper import LIMIT, Keeper, Upload
from .pacing import NEXT_MOVE

if TYPE_CHECKING:
    from tabletop.core import Bot, Game, State

#: The seeds a table's Seed box can show: a save with another seed is refused.
SEEDS: Final = range(2**31)


class Keeping:
    """Save, Load and the browser's copy, for a :class:`~widgets.table.GameTable`: the attributes
    below are the table's."""

    #: The seat kind of a person at the table (the table's ``HUMAN``).
    human: ClassVar[str]
    game: Game[Any]
    state: State
    moves: list[Move]
    seat_kinds: list[str]
    bots: dict[int, Bot | SearchBot]
    options: dict[str, Any]
    _count: ipw.Dropdown
    _names: list[ipw.Text]
    _kinds: list[ipw.Dropdown]
    _shown: int | None
    _paused: str | None
    #: A save is being dealt and replayed: the browser is told to keep it once it is all loaded.
    _loading: bool = False

    if TYPE_CHECKING:  # the table's own

        def new_game(self, seed: int | None = None) -> None: ...
        def moved(self, seat: int) -> None: ...
        def _render(self) -> None: ...
        def _say(self, html: str, kind: str = "") -> None: ...

    def _keeping_widgets(self) -> tuple[ipw.VBox, Keeper]:
        """The offer to continue a kept game (for the top of the side panel, hidden until there is one)
        and the Save and Load controls (for its foot, out of the way of the next decision, and out of
        the row of controls, which has no room left at 800 px); made before the first game is dealt."""
        self._keeper = Keeper(self.game.name)
        self._keeper.on_upload(guarded(self, self._uploaded))
        self._keeper.on_stored(guarded(self, self._recalled))
        self._kept: str | None = None  # what the browser was last told to keep (None: nothing yet)
        self._offered: str | None = None  # a kept game offered to continue, until taken or declined
        self._offer_text = ipw.HTML()
        self._take = ipw.Button(button_style="primary", tooltip="Load the game this browser kept")
        self._take.add_class("tt-continue-game")
        self._take.on_click(guarded(self, lambda _: self.continue_game()))
        self._decline = ipw.Button(description="Start afresh", tooltip="Forget the kept game")
        self._decline.add_class("tt-start-afresh")
        self._decline.on_click(guarded(self, lambda _: self.start_afresh()))
        self._offer = ipw.VBox(
            [self._offer_text, self._take, self._decline], layout=ipw.Layout(display="none")
        )
        self._offer.add_class("tt-offer")
        return self._offer, self._keeper

    # ---- Save ----

    def save_name(self) -> str:
        """The file name Save gives the game in play: ``rowlette-seed2026-move12.json``."""
        return f"{self.game.name}-seed{self.state.seed}-move{len(self.state.history)}.json"

    def _keep(self) -> None:
        """After every change the table shows: Save offers the game in play, and the browser keeps it
        (forgets it once it is over), unless a kept game is still offered to continue."""
        text = self.state.to_json()
        if text != self._keeper.save:
            with self._keeper.hold_sync():
                self._keeper.save, self._keeper.filename = text, self.save_name()
        if self._offered is not None or self._loading:
            return
        keep = "" if self.state.is_over else text
        if self._kept is None:  # the game the page deals on opening: nothing to keep yet
            self._kept = keep
        elif keep != self._kept:
            self._keeper.store(keep)
            self._kept = keep

    # ---- Load ----

    def load_save(self, text: str, source: str = "the save") -> bool:
        """Go on with the game the save ``text`` describes, from ``source`` (a file's name): True when
        loaded, else the table says what is wrong with the save and the game in play goes on."""
        try:
            loaded = self._read(text)
        except SaveError as err:
            self._say(
                f"Not loaded: {escape(source)}: {escape(str(err))} The game in play goes on.", "tt-refused"
            )
            return False
        return self._adopt(loaded, source)

    def _read(self, text: str) -> State:
        """The game a save describes, or SaveError saying what is wrong with it."""
        size = len(text.encode(errors="replace"))
        if size > LIMIT:
            raise SaveError(self._too_big(size))
        loaded = self.game.from_json(text)
        if loaded.seed not in SEEDS:
            raise SaveError(f"Its seed, {loaded.seed}, is not one a table deals (0 to {SEEDS[-1]}).")
        try:
            checked_names(loaded.players)
        except SetupError as err:
            raise SaveError(f"Its players' names: {err}") from err
        return loaded

    def _too_big(self, size: int) -> str:
        return (
            f"The file is {size:,} bytes, too large to be a saved game (a save is at most {LIMIT:,} bytes;"
            " a long game's is about 16,000)."
        )

    def _uploaded(self, upload: Upload) -> None:
        if upload.size > LIMIT:
            told = f"Not loaded: {escape(upload.name)}: {self._too_big(upload.size)}"
            self._say(f"{told} The game in play goes on.", "tt-refused")
            return
        self.load_save(upload.text, upload.name)

    def _adopt(self, loaded: State, source: str) -> bool:
        """Load the save, the browser told to keep it only once it is loaded (not its set-up, nor, if
        a fault stops the load, anything but the game in play)."""
        self._loading = True
        try:
            adopted = self._deal_and_replay(loaded, source)
        finally:
            self._loading = False
        if adopted:
            self._render()
        return adopted

    def _deal_and_replay(self, loaded: State, source: str) -> bool:
        """Deal the save's set-up with the table's own New game, then replay its moves one by one
        through the table. The seats keep their kinds when the player count matches; else the first
        seat is a person and the others the game's default bot, and the table says so."""
        count, seated = len(loaded.players), len(self.seat_kinds)
        same = count == seated
        kinds = list(self.seat_kinds) if same else [self.human] + [NORMAL] * (count - 1)
        setup = (self._count.value, [n.value for n in self._names], [k.value for k in self._kinds])
        before, options = self.state, self.options
        self.options = dict(loaded.options)
        self._count.value = count
        for box, player in zip(self._names, loaded.players):
            box.value = player
        for box in self._kinds[:count]:
            box.value = self.human  # every seat a person while dealing: no bot moves before the save's
        self.new_game(loaded.seed)
        if self.state is before:  # the table would not deal it (it has said why): all as it was
            self.options, self._count.value = options, setup[0]
            for box, value in zip([*self._names, *self._kinds], [*setup[1], *setup[2]]):
                box.value = value
            return False
        for box, kind in zip(self._kinds, kinds):
            box.value = kind
        self.seat_kinds = kinds
        self.bots = {seat: seat_bot(self.game, kind) for seat, kind in enumerate(kinds) if kind != self.human}
        for action in loaded.history:
            seat = self.state.current_player
            assert seat is not None, "the save was replayed once already: its game is not over yet"
            events = self.state.apply(action, by=seat)
            who = f"{self.state.players[seat]} (bot)" if seat in self.bots else self.state.players[seat]
            self.moves.append(Move(who, self.state.public_text(action), tuple(events)))
            self.moved(seat)
        current = self.state.current_player
        people = [seat for seat, kind in enumerate(kinds) if kind == self.human]
        self._shown = current if current in people else next(iter(people), None)  # whose hand shows
        if current is not None and current in self.bots:
            self._paused = NEXT_MOVE  # the board as saved, until the learner lets the bots go on
        played = len(loaded.history)
        told = f"Loaded {escape(source)}: seed {loaded.seed}, {played} move{'s' * (played != 1)} made."
        if not same:
            bot = NORMAL
            told += (
                f" It has {count} players, not {seated}: {escape(loaded.players[0])}"
                f" plays as a person and the others as {bot} bots (change that under Who plays)."
            )
        self._say(told, "tt-kept")
        return True

    # ---- Continue your game ----

    def _recalled(self, text: str) -> None:
        """The browser's copy of this page's game: offered to continue unless it is the game in play,
        has no moves or is over; one that cannot be loaded is said so and left alone."""
        if not text or self._offered is not None:
            return
        try:
            kept = self._read(text)
        except SaveError as err:
            told = f"The game this browser kept for this page cannot go on: {escape(str(err))}"
            self._say(told, "tt-refused")
            return
        if kept.is_over or not kept.history or text == self._keeper.save:  # the game in play, or replayed
            return
        self._offered = text
        self._take.description = f"Continue your game (seed {kept.seed}, move {len(kept.history)})"
        self._offer_text.value = "This browser kept a game of yours from this page."
        self._show_offer()

    def continue_game(self) -> None:
        """Take the offer: load the kept game, as Load does (the offer goes once it is taken; a fault on
        the way puts it back, with the game in play)."""
        text, self._offered = self._offered, None
        if text is None or not self.load_save(text, "your kept game"):
            self._show_offer()

    def _show_offer(self) -> None:
        """The offer in sight while there is one: drawn from ``_offered`` at every redraw."""
        self._offer.layout.display = None if self._offered is not None else "none"

    def start_afresh(self) -> None:
        """Decline the offer: the browser forgets the kept game, and keeps the game in play from its next
        change on."""
        if self._offered is None:
            return
        self._offered = None
        self._keeper.store("")
        self._kept = ""
        self._show_offer()
