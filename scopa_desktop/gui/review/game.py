"""Review a match move by move: the one just finished, or any game record.

``ReviewGame`` answers the table's questions (as ``GameController`` and
``RemoteGame`` do) for a position of a finished match chosen by the reviewer,
with every hand face up: nothing is hidden once a match is over.  It steps back
and forward through every move of every round, a last round that stops
part-way included (RULES.md §9).

``ReviewCoach`` judges every move of the chosen seat in a worker thread (from
that seat's own view before the move, never a hidden card), keeps the answers
and names the three costliest moves of each round.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...ai.coach import DEFAULT_SAMPLES, SPEAK_AT, Verdict, cost_and_verdict
from ...engine import Match, Move, RecordError, RoundScore, SeatView, cards_of
from ...engine.rules import Rules
from ...engine.state import RoundState
from ...engine.view import seat_view
from ...storage.records import load_record
from ..background import Job, JobRunner
from ..game_model import HUMAN_SEAT, Played, TableEvents, TableSnapshot, played_in_words, table_snapshot, team_seats
from ..words import seat_name, side_name, side_short_name

#: Marked per round: the moves of the chosen seat that cost the most.
COSTLIEST = 3
#: A move that cost less than this is no mistake worth marking: the coach's own bar for a word on
#: it, as a smaller cost is within what its sampled deals can tell apart (the guided deal's first
#: advised move came out 0.08 below another as good, and was marked the costliest).
MARK_FROM = SPEAK_AT


def open_record(path: str | Path) -> Match | str:
    """The match a record file describes, or why it cannot be reviewed (one line)."""
    try:
        return load_record(path)
    except RecordError as error:
        return str(error)


class ReviewGame(TableEvents):
    """A finished (or stopped) match as the table's ``GameModel``, at a position the reviewer moves."""

    # movesTakenBack: any jump (back, home, end, another seat), so the table is drawn afresh;
    # thinkingChanged and hintReady never come: nobody thinks in a review.
    positionChanged = Signal()
    # On a round's end (its RoundScore) and on the match's (the winning team), stepped or jumped onto, as they
    # came in play: a screen reader hears the count there, not a position of empty hands.
    roundOver = Signal(object)
    matchOver = Signal(int)
    # A review carries on no saved game.
    resumed = False

    def __init__(self, match: Match, seat: int = HUMAN_SEAT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.seat = seat
        self.round_index = 0
        self._state = self._round_start(0)
        totals = [0] * match.rules.teams
        self._totals_before: list[tuple[int, ...]] = []
        for index in range(len(match.rounds)):
            self._totals_before.append(tuple(totals))
            if index < len(match.round_scores):
                totals = [a + b for a, b in zip(totals, match.round_scores[index].points, strict=True)]

    # Positions ------------------------------------------------------------------------------------

    def _round_start(self, index: int) -> RoundState:
        played = self.match.rounds[index]
        return RoundState(self.match.rules, played.dealer, list(played.deals), trusted=True)

    def round_moves(self, index: int | None = None) -> list[Played]:
        """Every move of a round (the one shown by default), in order."""
        state = self.match.rounds[self.round_index if index is None else index]
        return [played_in_words(move) for move in state.history]

    @property
    def step(self) -> int:
        """Moves of the shown round played so far."""
        return len(self._state.history)

    def position(self) -> int:
        """Where the review stands, counting every position of every round from 0."""
        return self.round_start(self.round_index) + self.step

    def round_start(self, index: int) -> int:
        """The position of round ``index``'s deal."""
        return sum(len(state.history) + 1 for state in self.match.rounds[:index])

    def last_position(self) -> int:
        return self.round_start(len(self.match.rounds)) - 1

    def state_at(self, index: int, step: int) -> RoundState:
        """Round ``index`` after its first ``step`` moves."""
        state = self._round_start(index)
        for played in self.match.rounds[index].history[:step]:
            state.apply_move(Move(played.card, played.take), check=False)
        return state

    def view_before(self, index: int, step: int) -> SeatView:
        """What the seat of move ``step`` of round ``index`` saw before playing it."""
        state = self.state_at(index, step)
        return seat_view(state, state.to_play, self._totals_before[index], index + 1)

    def go_to(self, position: int) -> None:
        """Show any position at once (the table drawn afresh)."""
        position = max(0, min(position, self.last_position()))
        for index, state in enumerate(self.match.rounds):
            if position <= len(state.history):
                self.round_index, self._state = index, self.state_at(index, position)
                break
            position -= len(state.history) + 1
        self._jumped()
        self._after_change()

    def forward(self) -> bool:
        """One move on (or on to the next round's deal); False at the end."""
        history = self.match.rounds[self.round_index].history
        if self.step < len(history):
            deals_before = self._state.deals_made
            played = history[self.step]
            self._state.apply_move(Move(played.card, played.take), check=False)
            self.cardPlayed.emit(played_in_words(self._state.history[-1]))
            if self._state.deals_made != deals_before:
                self.dealMade.emit(self._state.deals_made)
            self._announce_end()
        elif self.round_index + 1 < len(self.match.rounds):
            self.round_index += 1
            self._state = self._round_start(self.round_index)
            self.roundStarted.emit(self.round_index + 1)
        else:
            return False
        self._after_change()
        return True

    def _jumped(self) -> None:
        """The table drawn afresh at the position jumped to, and its round's or match's end told as a step does."""
        self.movesTakenBack.emit(0)
        self._announce_end()

    def _announce_end(self) -> None:
        score = self.round_score()
        if score is not None:
            self.roundOver.emit(score)
        winner = self.winner()
        if winner is not None:
            self.matchOver.emit(winner)

    def back(self) -> bool:
        if self.position() == 0:
            return False
        self.go_to(self.position() - 1)
        return True

    def set_seat(self, seat: int) -> None:
        """Sit at another seat: its hand at the bottom, the coach's notes for it."""
        self.seat = seat
        self._jumped()
        self.positionChanged.emit()

    def _after_change(self) -> None:
        if not self._state.is_terminal():
            self.turnChanged.emit(self._state.to_play)
        self.positionChanged.emit()

    def round_score(self) -> RoundScore | None:
        """The shown round's breakdown, once it is shown at its end (a round that stopped part-way has none)."""
        if not self._state.is_terminal():
            return None
        return self.match.round_scores[self.round_index]

    def totals(self) -> tuple[int, ...]:
        """Each side's match points before the shown round, with it once it is shown at its end."""
        before = self._totals_before[self.round_index]
        score = self.round_score()
        return before if score is None else tuple(a + b for a, b in zip(before, score.points, strict=True))

    def round_number(self) -> int:
        return self.round_index + 1

    def round_over(self) -> bool:
        return self._state.is_terminal()

    def round_scores(self) -> list[RoundScore]:
        """The rounds ended so far at the shown position."""
        ended = self.match.round_scores[:self.round_index]
        score = self.round_score()
        return [*ended, score] if score is not None else list(ended)

    def winner(self) -> int | None:
        """The match's winner, once its last position is shown."""
        return self.match.winner() if self.position() == self.last_position() else None

    def leftover(self) -> tuple[int, list[int]] | None:
        state = self._state
        if not state.is_terminal() or not state.leftover or state.last_capturer is None:
            return None
        return state.last_capturer, list(cards_of(state.leftover))

    def dealer(self) -> int:
        return self._state.dealer

    # Questions the table asks ---------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def human_seat(self) -> int:
        return self.seat

    @property
    def levels(self) -> list[str | None]:
        """None for the seat the match was played from, whichever seat is shown at the bottom."""
        return [None if seat == HUMAN_SEAT else "record" for seat in range(self.rules.players)]

    def seat_name(self, seat: int) -> str:
        return seat_name(seat, HUMAN_SEAT)  # the names the match was played with, whoever sits at the bottom

    def seat_label(self, seat: int) -> str:
        return self.seat_name(seat)  # a record keeps no levels

    def team_name(self, team: int) -> str:
        return side_name(team_seats(self.rules, team), HUMAN_SEAT)

    def team_short_name(self, team: int) -> str:
        return side_short_name(team_seats(self.rules, team), HUMAN_SEAT, self.rules.teams)

    def current_seat(self) -> int:
        return -1 if self._state.is_terminal() else self._state.to_play

    def in_match(self) -> bool:
        return True

    def is_human_turn(self) -> bool:
        return False  # a review is looked at, never played

    def snapshot(self) -> TableSnapshot:
        state = self._state
        to_play = None if state.is_terminal() else state.to_play
        over = state.is_terminal() and self.round_index == len(self.match.rounds) - 1 and self.match.is_over()
        view = seat_view(state, self.seat, self._totals_before[self.round_index], self.round_index + 1)
        return replace(table_snapshot(view, to_play, over), open_hands=tuple(tuple(cards_of(hand))
                                                                              for hand in state.hands))

    def options_for(self, card: int) -> list[list[int]]:
        return [list(cards_of(take)) for take in self._state.options_for(card)]

    def refuse(self, reason: str) -> None:
        self.moveRefused.emit(reason)

    def play(self, card: int, take: Sequence[int]) -> bool:
        self.refuse(self.tr("This is a review: step through the moves with the arrow keys."))
        return False


#: A judged move: what it cost against the best one, and the coach's verdict when it is worth a word.
Judged = tuple[float, Verdict | None]


def _judging(view: SeatView, move: Move, samples: int) -> Job:
    """The job that judges ``move`` from ``view`` (seeded alike every time: the same notes on every review)."""
    return lambda cancel: cost_and_verdict(view, move, 0, samples, cancel)


class ReviewCoach(QObject):
    """The coach's judgement of every move of the chosen seat, worked out one by one off the GUI thread.

    ``judged(round_index, step)`` says a move's judgement has come; ``notes`` holds every one so far."""

    judged = Signal(int, int)

    def __init__(self, game: ReviewGame, samples: int = DEFAULT_SAMPLES, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.samples = samples
        self.notes: dict[tuple[int, int, int], Judged] = {}  # (seat, round index, step) -> judgement
        self._runner = JobRunner("scopa-review-coach", self)
        self._runner.done.connect(self._on_done)
        self._asked: dict[int, tuple[int, int, int]] = {}
        self._token = 0

    def judge_seat(self, seat: int) -> None:
        """Judge every move of ``seat`` not judged yet, the shown round's first; what was asked before is dropped."""
        self._runner.cancel()
        self._asked = {}
        game = self.game
        rounds = range(len(game.match.rounds))
        order = [game.round_index, *(index for index in rounds if index != game.round_index)]
        for index in order:
            for step, played in enumerate(game.match.rounds[index].history):
                key = (seat, index, step)
                if played.seat != seat or key in self.notes:
                    continue
                self._token += 1
                self._asked[self._token] = key
                self._runner.run(self._token, _judging(game.view_before(index, step), Move(played.card, played.take),
                                                       self.samples))

    def pending(self) -> int:
        """Moves still to judge."""
        return len(self._asked)

    def note(self, seat: int, index: int, step: int) -> Judged | None:
        return self.notes.get((seat, index, step))

    def costliest(self, seat: int, index: int) -> list[int]:
        """The steps of the (up to) three judged moves of ``seat`` in round ``index`` that cost most."""
        costs = [(judged[0], step) for (s, i, step), judged in self.notes.items()
                 if s == seat and i == index and judged[0] >= MARK_FROM]
        return [step for _cost, step in sorted(costs, key=lambda pair: (-pair[0], pair[1]))[:COSTLIEST]]

    def shutdown(self) -> None:
        self._asked = {}
        self._runner.shutdown()

    def _on_done(self, token: int, result: object) -> None:
        key = self._asked.pop(token, None)
        if key is None:
            return
        assert isinstance(result, tuple)
        self.notes[key] = result
        self.judged.emit(key[1], key[2])

