"""GameTable: a playable table for any game, built only on the engine protocol.

Seats are human or bot; the board (drawn by the game's renderer) and the buttons offer the legal
moves; bots answer at once; the log tells every move in plain English with the rule behind it.
With several humans on one screen, a "pass the device" step hides one player's view from the next.
The table pauses so a class can look before play goes on, at the pace the learner picks (after each
bot move, after each of the game's steps, or never) from the game's :class:`~widgets.pacing.Pacing`;
a round's end always pauses, with a summary of the scores. Where a move takes several clicks, the
game's table keeps what is picked so far (``pick``) and hands over its ``choose``
(:mod:`widgets.choose`): the table turns the clicks into moves.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import Any, Final

import ipywidgets as ipw

from tabletop.core import Bot, Event, Game, IllegalAction, SetupError, State
from tabletop.core.errors import GAME_OVER
from tabletop.core.levels import LEVELS, NORMAL, RANDOM, SearchBot, seat_bot

from .board import SvgBoard
from .bot_moves import BotMoves
from .choose import PICK, Choose, Pick, emptied
from .explain import Move, log_html, refusal_html, rule_link, scores_html
from .guard import Choice, checked_names, guarded
from .hints import Hints
from .keeping import Keeping
from .move_buttons import MoveButtons
from .pacing import EACH_STEP, NEVER, NEXT_MOVE, Pacing, summary_html
from .replay import StepReplay
from .review import Review
from .rewind import Rewind
from .seed import copy_seed_html
from .table_style import STYLE
from .thinking import Thinker

HUMAN: Final = "Human"

#: Draws what ``view`` shows; shapes whose action text is in ``legal`` are drawn as clickable.
BoardRenderer = Callable[[Any, frozenset[str]], str]


class GameTable(Hints, BotMoves, MoveButtons, Review, Rewind, StepReplay, Keeping, ipw.VBox):  # type: ignore[misc]
    """A table for one game: set up seats, play, read the log, undo, replay, save and load."""

    human = HUMAN  # the seat kind of a person, for Keeping

    #: What is chosen so far on the board, for a game whose moves take several clicks (set before
    #: ``__init__``, which draws the first board); None where every move is one click.
    pick: Pick | None = None

    def __init__(
        self,
        game: Game[Any],
        board: BoardRenderer,
        *,
        players: Sequence[str] = ("Ana", "Ben", "Cy"),
        seats: Sequence[str] | None = None,
        seed: int = 1,
        options: Mapping[str, Any] | None = None,
        pacing: Pacing | None = None,
        pace: str = EACH_STEP,
        review: BoardRenderer | None = None,
        score_name: str = "Score",
        handoff: str = "the screen hides every hand until then",
        choose: Choose | None = None,
    ) -> None:
        self.game = game
        self.choose = choose  # turns a choosing click into a move, for a table that keeps a ``pick``
        self.render_board = board
        self.pacing = pacing or Pacing("turn", frozenset())  # a game that names no steps pauses per move
        self.render_review = review or board  # the board while paused
        self.score_name = score_name
        self.handoff = handoff  # what the pass-the-device screen says of this game's secrets
        self.options = dict(options or {})
        self.state: State
        self.moves: list[Move] = []
        self.seat_kinds: list[str] = []
        self.bots: dict[int, Bot | SearchBot] = {}
        self._bot_rng = random.Random(0)
        self._shown: int | None = None  # the human seat whose view is on screen
        self._passing = False  # waiting for the next human to take the device
        self._paused: str | None = None  # the caption of the button that resumes play
        self._summary = ""  # the round's summary while paused at a round's end

        kinds = [HUMAN, *LEVELS, RANDOM]
        self._count = Choice(
            options=list(range(game.min_players, game.max_players + 1)),
            value=len(players),
            description="Players",
            layout=ipw.Layout(width="140px"),
        )
        self._names = [ipw.Text(layout=ipw.Layout(width="110px")) for _ in range(game.max_players)]
        self._kinds = [
            Choice(options=kinds, layout=ipw.Layout(width="120px")) for _ in range(game.max_players)
        ]
        default_seats = seats or [HUMAN] + [NORMAL] * (len(players) - 1)
        for i in range(game.max_players):
            self._names[i].value = players[i] if i < len(players) else f"Player {i + 1}"
            self._kinds[i].value = default_seats[i] if i < len(default_seats) else NORMAL
            self._names[i].description = ""
        self._seed = ipw.BoundedIntText(
            value=seed,
            min=0,
            max=2**31 - 1,
            description="Seed",
            style={"description_width": "initial"},
            layout=ipw.Layout(width="130px"),
            continuous_update=True,  # each keystroke counts, so retyping the seed in play is seen
            tooltip="The seed of the game in play; type another for New game to deal it",
        )
        self._seed.add_class("tt-seed")
        self._typed = False  # the learner changed the box since the last deal (the deal's own setting not)
        self._seed.observe(guarded(self, lambda _: setattr(self, "_typed", True)), names="value")
        self._new = ipw.Button(
            description="New game",
            button_style="primary",
            tooltip="Start a new game with these seats: the seed you typed, or else the next seed",
        )
        self._new.add_class("tt-new-game")
        self._new.on_click(guarded(self, lambda _: self.new_game()))
        self._restart = ipw.Button(
            description="Restart",
            tooltip="Start the game in play again from the beginning (New game deals a seed you typed)",
        )
        self._restart.add_class("tt-restart")
        self._restart.on_click(guarded(self, lambda _: self.new_game(self.state.seed)))
        self._deals = 0  # games started here: each redraws the Copy button, its caption back to "Copy"
        self._copy = ipw.HTML()
        self._copy.add_class("tt-copy")
        self._pace = Choice(  # a setting of the table, not of the game: kept across New game
            options=self.pacing.choices(),
            value=pace if pace in dict(self.pacing.choices()).values() else NEVER,  # step = round
            description="Pause",
            tooltip="When play stops so you can look; a round's end always pauses",
            style={"description_width": "initial"},
            layout=ipw.Layout(width="200px"),
        )
        self._pace.add_class("tt-pace")
        self._seat_box = ipw.HBox(layout=ipw.Layout(flex_flow="row wrap"))
        self._count.observe(guarded(self, lambda _: self._show_seats()), names="value")
        self._show_seats()

        # The board takes its picture's width, or less: fitted to the window's width and height (its
        # picture keeps its shape and the board's box hugs it, so the side column stands beside it).
        self.board = SvgBoard()
        self.board.add_class("tt-board-widget")
        self.board.on_action(guarded(self, self.act))
        self.board.on_miss(guarded(self, self.missed))
        self.board.on_unpick(guarded(self, self.unpick))
        self._turn = ipw.HTML()
        self._turn.add_class("tt-turn")
        self._thinker = Thinker()
        self._actions = ipw.VBox()
        self._buttons: list[ipw.Button] = []
        self._menu = Choice(description="Move", style={"description_width": "initial"})
        self._menu.add_class("tt-action-menu")
        self._menu_play = ipw.Button(
            description="Play", button_style="primary", tooltip="Make the move chosen"
        )
        self._menu_play.add_class("tt-action-play")
        self._menu_play.on_click(guarded(self, lambda _: self.act(self._menu.value)))
        menu = ipw.HBox([self._menu, self._menu_play], layout=ipw.Layout(display="none"))
        self._menu_box = menu
        self._hint = ipw.Button(description="Hint", tooltip="The coach's best moves here, and why")
        self._hint.add_class("tt-hint-button")
        self._hint.on_click(guarded(self, lambda _: self.hint()))
        self._pass = ipw.Button(button_style="warning")
        self._pass.add_class("tt-pass-button")
        self._pass.on_click(guarded(self, lambda _: self._take_device()))
        self._continue = ipw.Button(button_style="info")
        self._continue.add_class("tt-continue")
        self._continue.on_click(guarded(self, lambda _: self.resume()))
        self._again = ipw.Button(description="New game", button_style="primary")
        self._again.add_class("tt-play-again")
        self._again.on_click(guarded(self, lambda _: self.new_game()))
        self.message = ipw.HTML()
        self.message.add_class("tt-message")
        self._scores = ipw.HTML()  # the scores, or a round's summary with them
        self._scores.add_class("tt-standing")
        tools = ipw.HBox([self._again, self._hint, self._undo_button()])  # Undo beside Hint, as UX.md has it
        tools.add_class("tt-tools")
        playing = [self._pass, self._continue, self._actions, menu, tools]  # hidden during a replay
        step_replay, replay_panel = self._replay_widgets(playing, redrawn=[*playing[:2], menu])
        tools.children = (*tools.children, step_replay)
        offer, keeper = self._keeping_widgets()
        review = self._review_widgets(tools)
        side = ipw.VBox(  # the offer of a kept game, the decision, the tools, then Save and Load
            [
                offer,
                self._turn,
                self._thinker,
                *playing[:-1],
                tools,
                replay_panel,
                review,
                self.message,
                self._scores,
                keeper,
            ]
        )
        side.add_class("tt-side")  # its width is the style sheet's: narrower in a narrow window
        self._log = ipw.HTML()
        self._setup = ipw.HBox(  # who sits where: open on asking, so the board has the height
            [self._count, self._seat_box], layout=ipw.Layout(flex_flow="row wrap", display="none")
        )
        self._setup.add_class("tt-setup")
        self._players = ipw.ToggleButton(
            description="Who plays", tooltip="How many play, and who: a person or a bot"
        )
        self._players.add_class("tt-players")
        self._players.observe(guarded(self, lambda change: self._show_setup(change["new"])), names="value")
        controls = ipw.HBox([self._seed, self._copy, self._new, self._restart, self._pace, self._players])
        controls.add_class("tt-controls")
        main = ipw.HBox([self.board, side])
        main.add_class("tt-main")
        # The board and the side panel first, as Tab and a screen reader meet them: the grid
        # (table_style.py) places the controls and the setup under the side panel all the same.
        super().__init__(
            [ipw.HTML(STYLE), main, controls, self._setup, self._log], layout=ipw.Layout(max_width="1200px")
        )
        self.add_class("tt-table")
        self.new_game()

    def __repr__(self) -> str:
        names = ", ".join(self.state.players)
        return f"<GameTable {self.game.title}: {names}; seed {self.state.seed}>"

    # ---- what a player does ----

    def new_game(self, seed: int | None = None) -> None:
        """Start a game with the seats shown and ``seed``: by default the seed typed in the box since
        the last deal (even the seed in play, typed again), or else the next one (a "New game" is a
        fresh deal). The box then shows the seed of the game in play, so that it can be read out or
        copied; setting it is the table's, not the learner's typing."""
        if seed is None:
            typed = self._typed or not hasattr(self, "state")
            seed = self._seed.value if typed else (self.state.seed + 1) % 2**31
        if self.pick is not None:
            self.pick.clear()
        self._thinker.stop()
        count = self._count.value
        names = [self._names[i].value for i in range(count)]
        try:
            state = self.game.new(checked_names(names), seed, **self.options)
        except SetupError as err:
            self._say(f"Cannot start: {escape(str(err))}", "tt-refused")
            return
        self.state = state
        self.seat_kinds = [self._kinds[i].value for i in range(count)]
        self.bots = {s: seat_bot(self.game, kind) for s, kind in enumerate(self.seat_kinds) if kind != HUMAN}
        self._bot_rng = random.Random(f"table-bots:{state.seed}")
        self.moves = [Move("", f"Set-up (seed {state.seed})", state.opening)]
        self._shown, self._passing, self._paused, self._summary = None, False, None, ""
        self.leave_replay()
        self.forget_review()
        self.forget_moves()
        self._seed.value = state.seed
        self._typed = False
        self._deals += 1
        self._copy.value = copy_seed_html(self._deals)
        self._say("")
        self._play_bots()
        self._render()

    def act(self, text: str) -> None:
        """Make the move whose text is ``text`` for the human whose turn it is (a click or a button),
        or, for a click that only chooses ("pick ..."), change what is picked."""
        picking = isinstance(text, str) and text.startswith(PICK + " ")  # a menu may send None
        if self.choose is not None and self.pick is not None and picking:
            self._choose(self.choose, self.pick, text)
        else:
            self._play(text)

    def _choose(self, choose: Choose, pick: Pick, text: str) -> None:
        """A choosing click: the move it completes is made; otherwise the board shows the new pick."""
        seat = self.state.current_player
        if seat is None or seat in self.bots or self._passing or self._paused is not None:
            self._play(text)  # the table says why nothing can be chosen now
            return
        try:
            move = choose(self.state, pick, text.removeprefix(PICK + " "))
        except IllegalAction as err:
            self._refuse(err)
            return
        if move is not None:
            self._play(move)
            return
        self._render()
        if not self._light_hint():  # a pick off the hinted move: the hint is old news
            self._say("")

    def _play(self, text: str) -> None:
        """Make the move ``text`` for the human on turn, or say why not."""
        seat, why = self.state.current_player, self._not_now()
        if why is not None:
            self._refuse(why)
            return
        try:
            action = self.state.action_from_string(text, by=seat)
            events = self.state.apply(action, by=seat)
        except IllegalAction as err:
            self._refuse(err)
            return
        assert seat is not None, "a finished game is refused above"
        self._thinker.stop()  # a hint still thinking is for the position this move leaves
        self.moves.append(Move(self.state.players[seat], self.state.public_text(action), tuple(events)))
        self.moved(seat)
        self._say("")
        if not self._pause_after(events, seat):
            self._play_bots()
        self._render()

    def _not_now(self) -> IllegalAction | None:
        """Why the player on screen cannot play now (the game over, the table paused, a bot's seat, the
        device still to pass), else None: asked by every way in to a move, whatever the browser sends."""
        seat = self.state.current_player
        if self._paused is not None:
            return IllegalAction(f"The table is paused: press {self._paused} to go on.", "core.turn")
        if seat is None:
            return IllegalAction(GAME_OVER, "core.game-over")
        if seat in self.bots or self._passing:
            who = self.state.players[seat]
            why = "a bot plays that seat" if seat in self.bots else f"the device goes to {who} first"
            return IllegalAction(f"It is {who}'s turn and {why}.", "core.turn")
        return None

    def resume(self) -> None:
        """End a pause: the bots play on until a human must decide (or the next pause)."""
        if self._paused is None or self._film is not None:  # a replay is left by its own buttons
            return
        self._paused, self._summary = None, ""
        self._say("")  # a refusal shown during the pause is old news
        self._play_bots()
        self._render()

    def missed(self) -> None:
        """A click on the board that hit no shape: say what can be clicked now, or why nothing can."""
        seat = self.state.current_player
        if self._paused is not None or seat is None or seat in self.bots or self._passing:
            self._play("")  # the table, or the finished game, says why nothing is chosen now
            return
        words = self.instruction()
        self._say(escape(words), "tt-refused")
        self.board.notice = words  # said on the board if .tt-message is out of sight

    def instruction(self) -> str:
        """What the player on turn can click now, in one short sentence (a game says it in its own
        words: the table asks only when a click on the board hit nothing)."""
        return "Click one of the lit shapes on the board, or a button beside it."

    def unpick(self) -> None:
        """Escape on the board: let go of what is picked on the way to a move."""
        if self.pick is None or self.pick == emptied(self.pick):
            return  # nothing picked: the hint or the message in sight stays
        self.pick.clear()
        self._say("")
        self._render()

    # ---- turn flow ----

    def _play_bots(self) -> None:
        """Let bots move until a human must decide, the game ends, play pauses or a Hard bot thinks in
        the background (play goes on from its move, :meth:`_decided`)."""
        state = self.state
        while (seat := state.current_player) is not None and seat in self.bots:
            action = self._bot_choice(seat)
            if action is None or self._bot_moved(seat, action):
                return
        humans = [s for s, kind in enumerate(self.seat_kinds) if kind == HUMAN]
        if seat is not None and seat != self._shown:
            self._passing = len(humans) > 1 and self._shown is not None
            if not self._passing:
                self._shown = seat

    def _bot_moved(self, seat: int, action: Any) -> bool:
        """Make a bot's move and log it; whether play pauses after it."""
        state = self.state
        events = state.apply(action, by=seat)
        self.moves.append(Move(f"{state.players[seat]} (bot)", state.public_text(action), tuple(events)))
        self.moved(seat)
        return self._pause_after(events, seat)

    def moved(self, seat: int) -> None:
        """Called after every move, a human's or a bot's; a game's table may keep what it needs."""

    def _pause_after(self, events: Sequence[Event], seat: int) -> bool:
        """Pause where the pace chosen and the game's :class:`Pacing` ask to after ``seat``'s move
        (never once the game is over, which shows its own summary); a round's end brings its summary."""
        following = self.state.current_player
        if self.state.is_over or following is None:
            return False
        bot_next = following in self.bots
        self._paused = self.pacing.pause(
            events,
            self._pace.value,
            bot_moved=seat in self.bots,
            bot_next=bot_next,
            turn_passed=following != seat,
        )
        if self._paused is not None and self.pacing.ends_round(events):
            title = f"End of the {escape(self.pacing.round)}."
            lines = self.pacing.summary(events)
            self._summary = summary_html(title, lines, scores_html(self.state, self.score_name))
        return self._paused is not None

    def _take_device(self) -> None:
        """The next player takes the device: only while it is passed (a forged click at a pause would
        show a bot's hand); a second click, after the view is shown, does nothing."""
        if not self._passing or self._paused is not None or self.state.current_player in self.bots:
            if self._shown != self.state.current_player or self._paused is not None:
                self._refuse(self._not_now() or IllegalAction("No one waits for the device.", "core.turn"))
            return
        self._shown, self._passing = self.state.current_player, False
        self._render()

    def _viewer(self) -> int | None:
        if self.state.is_over or self._passing:
            return None
        return self._shown

    # ---- drawing ----

    def _render(self) -> None:
        self._show_replay()
        self._show_offer()
        if self._film is not None:
            self._render_replay(self._film)
            return
        state, viewer = self.state, self._viewer()
        current = state.current_player
        paused = self._paused is not None
        mine = current is not None and current == viewer and not self._passing and not paused
        legal = state.legal_actions() if mine else []
        draw = self.render_review if paused and self._paused != NEXT_MOVE else self.render_board
        self.board.show(draw(state.view(viewer), frozenset(map(str, legal))))
        self._turn.value = self._turn_html()
        passing = self._passing and not paused and current not in self.bots
        self._pass.layout.display = None if passing else "none"
        self._continue.layout.display = None if paused else "none"
        self._continue.description = self._paused or ""
        if self._passing and current is not None:
            self._pass.description = f"I am {state.players[current]}: show my view"
        self._set_buttons(legal)
        self._hint.layout.display = None if mine else "none"
        self._again.layout.display = None if state.is_over else "none"
        self._show_review()
        self._show_undo()
        # A round's summary (its scores with it) stands where the scores do, under the Next button, so
        # that a long one never pushes the button out of sight; game over has its scores in the turn.
        self._scores.value = self._summary or ("" if state.is_over else scores_html(state, self.score_name))
        self._log.value = log_html(self.game, self.moves)
        self._keep()  # Save and the browser's copy follow what the table shows

    def _turn_html(self) -> str:
        state = self.state
        current = state.current_player
        if current is None:
            last = self.moves[-1].events[-1] if self.moves and self.moves[-1].events else None
            why = f" {escape(last.text)} {rule_link(self.game, last.rule)}" if last else ""
            scores = scores_html(state, self.score_name)
            return f'<div class="tt-over"><b>Game over.</b>{why}{scores}</div>'
        name = escape(state.players[current])
        if self._paused is not None:
            return f"Take a look at the table, then press <b>{escape(self._paused)}</b>."
        if current in self.bots:  # a Hard bot still thinking after Play on, the device not yet passed
            return f"<b>{name}</b> ({escape(self.seat_kinds[current])} bot) is thinking."
        if self._passing:
            return f"Pass the device to <b>{name}</b>; {escape(self.handoff)}."
        return f"<b>{name}</b>, your turn: click the board or a button."

    def _show_setup(self, shown: bool) -> None:
        self._setup.layout.display = None if shown else "none"

    def _show_seats(self) -> None:
        self._seat_box.children = tuple(
            ipw.HBox([self._names[i], self._kinds[i]]) for i in range(self._count.value)
        )

    def _refuse(self, err: IllegalAction) -> None:
        self._say(refusal_html(self.game, err.message, err.rule), "tt-refused")
        self.board.notice = f"Not allowed: {err.message}"  # said on the board if .tt-message is out of sight

    def _say(self, html: str, kind: str = "") -> None:
        self.message.value = f'<div class="{kind}">{html}</div>' if html else ""
        self.board.notice = ""
        if not html:  # a move, a pick or a new game: the hint's light is old news
            self._put_out_hint()
