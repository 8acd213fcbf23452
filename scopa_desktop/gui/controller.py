"""The game model of the window: a QObject around a ``Match``, the only way into the game.

Widgets ask it what is legal (``options_for``, ``legal_moves``), hand it the
player's moves (``play``), read the table from an immutable ``TableSnapshot``
and listen to what happened: a card played with what it took, a deal, the turn
passing, a round's breakdown, the end of the match, a move refused with the
engine's reason (in the window's language).  No widget holds the match itself.
Cards cross this door as the engine's ints, never as notation.  It runs
the AI seats through an ``AiRunner``, and hands the match to its ``Autosave``
after every move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..ai import Player, make_player
from ..engine import (
    Match,
    Move,
    PlayedMove,
    RoundScore,
    Rules,
    SeatView,
    cards_of,
)
from ..storage.records import save_record
from .ai_worker import AiRunner
from .autosave import Autosave
from .game_model import (
    Played,
    TableEvents,
    TableSnapshot,
    engine_move,
    played_in_words,
    suggestion,
    table_snapshot,
    team_seats,
)
from .saved_game import SavedGame
from .settings import default_level
from .words import refusal_text, seat_label, seat_name, side_name, side_short_name

PlayerFactory = Callable[[str, int | None], Player]


class GameController(TableEvents):
    """The one door into the match played here: a ``MatchModel`` (``game_model``)."""

    roundOver = Signal(object)  # RoundScore of the round just ended
    matchOver = Signal(int)  # winning team

    def __init__(
        self,
        save_path: Path | None,
        player_factory: PlayerFactory = make_player,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.autosave = Autosave(save_path, self)
        self.player_factory = player_factory
        self.ai_delay_ms = 0
        self.match: Match | None = None
        self.seed = 0
        self.levels: list[str | None] = []
        # The match in play was carried on from a saved game, not dealt as it started.
        self.resumed = False
        # Undo or a hint was used in this match: the statistics count it apart.
        self.assisted = False
        # The match at the table is the guided first deal, as the guide started it (kept in the saved game).
        self.guided = False
        # Whether the player may take moves back (the window sets it from the settings).
        self.allow_undo = True
        self._players: dict[int, Player] = {}
        self._token = 0
        self._hint_token: int | None = None
        self._ai_holds: set[str] = set()  # why the AI may not start thinking yet
        self._ai_waiting = False
        self._thinking_seat: int | None = None
        self._runner = AiRunner(self)
        self._runner.moveReady.connect(self._on_ai_move)

    # Starting -----------------------------------------------------------------------------

    def new_match(self, rules: Rules, ai_levels: Sequence[str], seed: int | None = None) -> None:
        """A new match: the player in seat 0, ``ai_levels`` for the other seats in order."""
        if len(ai_levels) != rules.players - 1:
            raise ValueError(f"{rules.players - 1} AI seats need as many levels, not {len(ai_levels)}")
        seed = random.randrange(2**31) if seed is None else seed
        self.start_match(SavedGame(Match(rules, seed=seed), seed, [None, *ai_levels]))

    def start_match(self, game: SavedGame) -> None:
        """A new match, dealt as ``game`` holds it (the guided deal's fixed one, marked ``guided``)."""
        self._install(game, resumed=False)

    def resume(self, saved: SavedGame) -> None:
        """Carry on with a saved match; a finished round moves on to the next deal."""
        self._install(saved, resumed=True)
        if self.match is not None and self.match.round_over() and not self.match.is_over():
            self.start_next_round()

    def _install(self, game: SavedGame, resumed: bool) -> None:
        self._stop_thinking()
        if self.match is not None and self.match.is_over():
            self.autosave.keep_finished(self._saved_game())
        self.resumed = resumed
        self._token += 1
        self.match, self.seed, self.levels = game.match, game.seed, list(game.levels)
        self.assisted, self.guided = game.assisted, game.guided
        # Each AI seat's player is made when it first has to move (see ``_player``): the AI's
        # modules are imported then, after the window's first paint, not while it starts.
        self._players = {}
        self._save()
        self.matchStarted.emit()
        self._begin_turn()

    def hold_ai(self, reason: str = "held") -> None:
        """Keep the AI from starting to think until ``release_ai(reason)``: so a starting
        window paints without sharing the interpreter with a search, or nobody plays
        behind a question the player has not answered.  Holds for different reasons
        add up: the AI thinks once each is released."""
        self._ai_holds.add(reason)

    @property
    def ai_on_hold(self) -> bool:
        """Whether something holds the AI (see ``hold_ai``)."""
        return bool(self._ai_holds)

    def release_ai(self, reason: str = "held") -> None:
        self._ai_holds.discard(reason)
        if self._ai_waiting and not self._ai_holds:
            self._ai_waiting = False
            self._start_thinking()

    def start_next_round(self) -> None:
        assert self.match is not None
        self.match.start_next_round()
        self._token += 1
        self._save()
        self.roundStarted.emit(self.match.round_number)
        self._begin_turn()

    def shutdown(self) -> None:
        """Save and stop the AI thread (cancelling any search); call once, on close."""
        self._stop_thinking()
        self._token += 1
        self._runner.shutdown()
        self._save()

    @property
    def turn_token(self) -> int:
        """Changes with every move and every new match or round; AI answers carry it."""
        return self._token

    @property
    def ai_thread(self) -> QThread:
        """The AI's thread, for tests and the benchmark."""
        return self._runner.worker_thread

    # Questions the widgets ask -------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        assert self.match is not None
        return self.match.rules

    @property
    def human_seat(self) -> int:
        return self.levels.index(None)

    def seat_name(self, seat: int) -> str:
        return seat_name(seat, self.human_seat)

    def seat_label(self, seat: int) -> str:
        return seat_label(seat, self.human_seat, self.levels[seat])

    def team_name(self, team: int) -> str:
        return side_name(team_seats(self.rules, team), self.human_seat)

    def team_short_name(self, team: int) -> str:
        """A side's name where room is short (score columns, pile labels)."""
        return side_short_name(team_seats(self.rules, team), self.human_seat, self.rules.teams)

    def in_match(self) -> bool:
        """Whether there is a match (there is, once the window has started one)."""
        return self.match is not None

    def round_over(self) -> bool:
        return self.match is not None and self.match.round_over()

    def deals_made(self) -> int:
        """How many deals of the round have been dealt so far (0 before a match)."""
        return self.match.current.deals_made if self.match is not None else 0

    def seat_view(self, seat: int) -> SeatView | None:
        """All that ``seat`` may see now, as the AI is given it (the coach judges from it); None
        between matches."""
        return self.match.view(seat) if self.match is not None else None

    def winner(self) -> int | None:
        """The team that won the match, once it is over."""
        return None if self.match is None else self.match.winner()

    def finished_match(self) -> Match | None:
        """A copy of the last match played to its end, for a review (nothing is hidden then): the one at
        the table once it is over, else the one before it; None before any match has ended."""
        if self.match is not None and self.match.is_over():
            return self.match.clone()
        last_finished = self.autosave.last_finished
        return None if last_finished is None else last_finished.clone()

    def round_number(self) -> int:
        assert self.match is not None
        return self.match.round_number

    def dealer(self) -> int:
        assert self.match is not None
        return self.match.current.dealer

    def totals(self) -> tuple[int, ...]:
        """Each side's match points so far."""
        assert self.match is not None
        return tuple(self.match.totals)

    def round_scores(self) -> list[RoundScore]:
        """The breakdown of every round played to its end, in order."""
        assert self.match is not None
        return list(self.match.round_scores)

    def leftover(self) -> tuple[int, list[int]] | None:
        """At a round's end, the side that took last and the table cards it was given."""
        assert self.match is not None
        state = self.match.current
        if not self.match.round_over() or not state.leftover or state.last_capturer is None:
            return None
        return state.last_capturer, list(cards_of(state.leftover))

    def round_moves(self) -> list[Played]:
        """Every move of the round in play, in order (a resumed match's log)."""
        assert self.match is not None
        return [played_in_words(move) for move in self.match.current.history]

    def earlier_rounds(self) -> list[tuple[int, int, list[Played]]]:
        """Each round before the one in play: its number, its dealer and its moves (a resumed match's log)."""
        assert self.match is not None
        return [(number, state.dealer, [played_in_words(move) for move in state.history])
                for number, state in enumerate(self.match.rounds[:-1], 1)]

    def save_record(self, path: Path) -> None:
        """Write the match so far as a RULES.md §9 record; OSError when it cannot."""
        assert self.match is not None
        save_record(self.match, path)

    def current_seat(self) -> int:
        assert self.match is not None
        return self.match.current_player()

    def is_human_turn(self) -> bool:
        return self.match is not None and not self.match.round_over() and self.current_seat() == self.human_seat

    def snapshot(self) -> TableSnapshot:
        """The table as it stands now, as the player sees it."""
        assert self.match is not None
        to_play = None if self.match.round_over() else self.current_seat()
        return table_snapshot(self.match.view(self.human_seat), to_play, self.match.is_over())

    def options_for(self, card: int) -> list[list[int]]:
        """The sets of table cards ``card`` may take now; ``[[]]`` when it is laid."""
        assert self.match is not None
        return [list(cards_of(take)) for take in self.match.current.options_for(card)]

    def legal_moves(self) -> list[tuple[int, list[int]]]:
        assert self.match is not None
        return [(m.card, list(cards_of(m.take))) for m in self.match.legal_moves()]

    def running_score(self) -> RoundScore:
        """The round's count so far, from the cards captured up to now."""
        assert self.match is not None
        return self.match.current.score()

    # The player's moves ---------------------------------------------------------------------

    def refuse(self, reason: str) -> None:
        """Tell the window a move was not made, and why (a sentence in the window's language)."""
        self.moveRefused.emit(reason)

    def play(self, card: int, take: Sequence[int]) -> bool:
        """Play the player's card taking ``take``; False (and ``moveRefused``) when illegal."""
        if self.match is None or self.match.round_over():
            self.refuse(self.tr("The round is over."))
            return False
        if self.current_seat() != self.human_seat:
            self.refuse(self.tr("It is {name}'s turn, not yours: wait for the card.").format(
                name=self.seat_name(self.current_seat())))
            return False
        move = engine_move(card, take)
        refusal = self.match.current.refusal(move)
        if refusal is not None:
            self.refuse(refusal_text(refusal))
            return False
        self._apply(move)
        return True

    def request_hint(self) -> None:
        """Ask the hint level what it would play here; ``hintReady`` answers."""
        if not self.is_human_turn():
            self.refuse(self.tr("A hint is for your own turn."))
            return
        assert self.match is not None
        self.mark_assisted()
        self._hint_token = self._token
        player = self.player_factory(default_level(), self.seed)
        self._runner.request(self._token, player, self.match.view(self.human_seat))

    def match_in_progress(self) -> bool:
        """Whether a match is under way and the player has moved in it: leaving it is losing it."""
        match = self.match
        if match is None or match.is_over():
            return False
        return match.round_number > 1 or any(move.seat == self.human_seat for move in match.current.history)

    def last_own_move(self) -> int | None:
        """Where the player's latest move of the round in play stands in its history, if any."""
        if self.match is None or self.match.round_over():
            return None
        history = self.match.current.history
        return next((i for i in range(len(history) - 1, -1, -1) if history[i].seat == self.human_seat), None)

    def undo(self) -> bool:
        """Take back the player's latest move of this round and every AI move after it."""
        if not self.allow_undo:
            self.refuse(self.tr("Undo is off for this match (Game > Settings)."))
            return False
        index = self.last_own_move()
        if index is None:
            self.refuse(self.tr("There is nothing of yours to take back in this round."))
            return False
        assert self.match is not None
        self._stop_thinking()
        count = len(self.match.current.history) - index
        self.assisted = True
        self.match.take_back(index)
        self._token += 1
        self._save()
        self.movesTakenBack.emit(count)
        self._begin_turn()
        return True

    # Turns ------------------------------------------------------------------------------------

    def _stop_thinking(self) -> None:
        """Cancel the search under way (or the one waiting for ``release_ai``) and say
        that its seat stopped thinking."""
        self._runner.cancel()
        self._ai_waiting = False
        if self._thinking_seat is not None:
            seat, self._thinking_seat = self._thinking_seat, None
            self.thinkingChanged.emit(seat, False)

    def _apply(self, move: Move) -> None:
        assert self.match is not None
        self._stop_thinking()
        deals_before = self.match.current.deals_made
        played: PlayedMove = self.match.apply_move(move)
        self._token += 1
        self._save()
        self.cardPlayed.emit(played_in_words(played))
        if self.match.round_over():
            self.roundOver.emit(self.match.round_scores[-1])
            winner = self.match.winner()
            if winner is not None:
                self.matchOver.emit(winner)
            return
        if self.match.current.deals_made != deals_before:
            self.dealMade.emit(self.match.current.deals_made)
        self._begin_turn()

    def _begin_turn(self) -> None:
        assert self.match is not None
        if self.match.round_over():
            return
        seat = self.current_seat()
        self.turnChanged.emit(seat)
        if self.levels[seat] is not None:
            self._thinking_seat = seat
            if self._ai_holds:
                self._ai_waiting = True  # not "thinking" yet: it waits for the player's answer, say
            else:
                self._start_thinking()

    def _start_thinking(self) -> None:
        assert self.match is not None
        seat = self.current_seat()
        self.thinkingChanged.emit(seat, True)
        self._runner.request(self._token, self._player(seat), self.match.view(seat), self.ai_delay_ms)

    def _player(self, seat: int) -> Player:
        """The AI of ``seat``, made the first time it moves in this match (seeded as if made at its start)."""
        player = self._players.get(seat)
        if player is None:
            level = self.levels[seat]
            assert level is not None
            player = self._players[seat] = self.player_factory(level, self.seed + seat)
        return player

    @Slot(int, object)
    def _on_ai_move(self, token: int, move: Move) -> None:
        if token != self._token or self.match is None:
            return  # an answer for a turn that is gone
        if self._hint_token == token:
            self._hint_token = None
            self.hintReady.emit(suggestion(move))
            return
        seat = self.current_seat()
        if self.match.round_over() or self.levels[seat] is None:
            return  # nobody asked the AI to play this turn
        if self.match.current.why_illegal(move):
            move = self.match.legal_moves()[0]  # an AI bug must not stop the player's game
        self._apply(move)

    # Saving -----------------------------------------------------------------------------------

    def mark_assisted(self) -> None:
        """Count this match as assisted (a hint, an undo), and keep that in the saved game."""
        if not self.assisted:
            self.assisted = True
            self._save()

    def _save(self) -> None:
        if self.match is not None:
            self.autosave.save(self._saved_game())

    def _saved_game(self) -> SavedGame:
        """The match at the table as its file holds it."""
        assert self.match is not None
        return SavedGame(self.match, self.seed, self.levels, self.assisted, self.guided)
