"""The coach at the player's shoulder: a note on each of the player's moves, and hints with a reason.

After each move of the player it asks ``ai.coach`` (in a thread of its own, so
the window never waits) what that move cost against the best one, judged from
the view the player had before it; the answer is one line in the note area.
The hint (H) asks it for the best move and why.  Everything asked for is
cancelled on a new match, a move taken back or the window closing, and an
answer that has gone stale (the player moved again, the turn passed) is dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...engine import SeatView
from ..background import JobRunner
from ..controller import GameController
from ..game_model import Played, engine_move, suggestion

if TYPE_CHECKING:
    from ...ai import CancelFlag
    from ...ai.coach import Advice, Verdict
    from ...engine import Move

# ``ai.coach`` and the words of its answers are imported by the coach's first job (in its own
# thread) and first answer, not with this module: the window's first paint needs neither.

# Its type's size is the window's, scaled with its other words (``style``, the review's side).
NOTE_STYLE = ("QLabel#coachNote { background: #10251a; color: #efe8d6; border-left: 3px solid #ffd54a;"
              " padding: 6px 8px; }")


class CoachNote(QLabel):
    """The coach's latest line, in the side panel; shown only while the coach is on and has something to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachNote")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet(NOTE_STYLE)
        self.setVisible(False)

    # A wrapped label in the side panel's layout is otherwise squeezed to one line: ask for
    # the height its text needs at the width it has, whenever either changes.
    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        # A label's heightForWidth is never below its minimum height: drop the old minimum first,
        # or the note could only grow.  heightForWidth is -1 while there is nothing to wrap.
        self.setMinimumHeight(0)
        self.setMinimumHeight(max(0, self.heightForWidth(max(self.width(), 1))))


class Coach(QObject):
    """Judges the player's moves and explains hints off the GUI thread; ``noteChanged`` carries each line."""

    noteChanged = Signal(str)
    # Each note as a screen reader is to hear it: of a hint only the reason, as the table already says
    # the hint's move (``hintReady``), which the note's first sentence repeats.
    said = Signal(str)

    def __init__(self, controller: GameController, parent: QObject | None = None,
                 samples: int | None = None, beside: JobRunner | None = None) -> None:
        """``beside``: judge on that runner's thread, taking turns with its jobs, not on one of the coach's own."""
        super().__init__(parent)
        self.controller = controller
        self.samples = samples  # rollouts a judgement; None: ai.coach's own number
        self.enabled = False
        self.note = CoachNote()
        self._runner = JobRunner("scopa-coach", self, beside)
        self._runner.done.connect(self._on_done)
        self._view_before: SeatView | None = None  # the player's view on their turn, until they move
        self._last_token = 0
        self._verdict_token: int | None = None
        self._hint_token: int | None = None
        self._hint_turn = -1  # the controller's turn token the hint was asked on
        controller.matchStarted.connect(self.reset)
        controller.roundStarted.connect(self._on_new_round)
        controller.movesTakenBack.connect(self.reset)
        controller.turnChanged.connect(self._on_turn)
        controller.cardPlayed.connect(self._on_card_played)

    @property
    def worker_thread(self) -> QThread:
        """The coach's thread, for tests."""
        return self._runner.worker_thread

    def set_enabled(self, enabled: bool) -> None:
        if enabled == self.enabled:
            return
        self.enabled = enabled
        if enabled:
            self._show(self._introduction())
        else:
            self.reset()
            self._show("")

    def withdraw_introduction(self) -> None:
        """Clear the note if it still says what the coach does (the guided deal says so in its own note)."""
        if self.note.text() == self._introduction():
            self._show("")

    def _introduction(self) -> str:
        return self.tr("The coach is watching: after each of your moves it says what a better one "
                       "would have won. H gives a hint with the reason.")

    def reset(self) -> None:
        """Forget every judgement asked for (a new match, a move taken back)."""
        self._runner.cancel()
        if self._hint_token is not None:
            self._show("")  # not "Thinking…" for a hint that will never come
        self._verdict_token = self._hint_token = None

    def _on_new_round(self, _number: int) -> None:
        """A note on a move of the round before does not stay up over the next one."""
        self.reset()
        if self.note.text():
            self._show("")

    def shutdown(self) -> None:
        """Cancel and stop the coach's thread; call once, on close."""
        self.reset()
        self._runner.shutdown()

    # The player's moves -----------------------------------------------------------------------

    def _on_turn(self, seat: int) -> None:
        if seat == self.controller.human_seat:
            self._view_before = self.controller.seat_view(seat)

    def _on_card_played(self, played: Played) -> None:
        if played.seat != self.controller.human_seat:
            return
        view, self._view_before = self._view_before, None
        move = engine_move(played.card, played.take)
        if not self.enabled or view is None or not view.hand >> move.card & 1:
            return
        self.reset()  # a judgement of an earlier move, or a hint, is stale now
        seed, samples = self.controller.seed, self.samples
        self._verdict_token = self._next_token()
        self._runner.run(self._verdict_token, lambda cancel: judge_move(view, move, seed, samples, cancel))

    # Hints ----------------------------------------------------------------------------------------

    def request_hint(self) -> None:
        """The best move and why; the table marks it (``hintReady``) and the note says why."""
        controller = self.controller
        view = controller.seat_view(controller.human_seat)
        if not controller.is_human_turn() or view is None:
            controller.refuse(QCoreApplication.translate("GameController", "A hint is for your own turn."))
            return
        controller.mark_assisted()  # a hint, as the quick one: the statistics count the match apart
        seed, samples = controller.seed, self.samples
        self._hint_token = self._next_token()
        self._hint_turn = controller.turn_token
        self._show(self.tr("Thinking about your best move…"))
        self._runner.run(self._hint_token, lambda cancel: best_move_with_reason(view, seed, samples, cancel))

    # Answers ----------------------------------------------------------------------------------------

    def _next_token(self) -> int:
        self._last_token += 1
        return self._last_token

    def _on_done(self, token: int, result: object) -> None:
        from ...ai.coach import Advice, Verdict
        from .coach_words import advice_reason, advice_text, verdict_text

        if token == self._verdict_token:
            self._verdict_token = None
            assert result is None or isinstance(result, Verdict)
            self._show(verdict_text(result))
        elif token == self._hint_token and self.controller.turn_token == self._hint_turn:
            self._hint_token = None
            assert isinstance(result, Advice)
            self.controller.hintReady.emit(suggestion(result.move))
            self._show(advice_text(result), heard=advice_reason(result))

    def _show(self, text: str, heard: str | None = None) -> None:
        """The note ``text``; ``heard``: what a screen reader hears of it, if not all of it."""
        self.note.setText(text)
        # An empty note is no framed blank strip in the side panel: on a netbook that room is the score's.
        self.note.setVisible(self.enabled and bool(text))
        self.noteChanged.emit(text)
        spoken = text if heard is None else heard
        if spoken:
            self.said.emit(spoken)


def judge_move(view: SeatView, played: Move, seed: int, samples: int | None, cancel: CancelFlag) -> Verdict | None:
    """``ai.coach.judge_move``, loaded on the first judgement; ``samples`` None: its own number."""
    from ...ai import coach

    return coach.judge_move(view, played, seed, coach.DEFAULT_SAMPLES if samples is None else samples, cancel)


def best_move_with_reason(view: SeatView, seed: int, samples: int | None, cancel: CancelFlag) -> Advice:
    """``ai.coach.best_move_with_reason``, loaded on the first hint; ``samples`` None: its own number."""
    from ...ai import coach

    return coach.best_move_with_reason(view, seed, coach.DEFAULT_SAMPLES if samples is None else samples, cancel)
