"""The one game interface of the window: what the table, the move log, the sound and
the dialogs ask of a game and hear from it, whether the game is played here
(``GameController``), at a networked table (``RemoteGame``) or reviewed
(``ReviewGame``).  They take a ``GameModel`` (or a ``MatchModel``, a game played
to a match's end) and import no concrete game.

Cards cross this door as the engine's ints (``engine.cards``), never as their
notation "7D": only ``words`` turns them into words, and notation is read only
where text comes in (a file, the wire).  The types a game speaks in stand here
beside it: a move as it happened (``Played``), a move to suggest
(``Suggestion``), and the table at one moment (``TableSnapshot``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol, runtime_checkable

from PySide6.QtCore import QObject, Signal, SignalInstance

from ..engine import Move, PlayedMove, RoundScore, Rules, SeatView, cards_of, due_to_end, mask_of
from ..engine.rules import CLOCKWISE

#: The seat played at this window in a match against the AI (a review's names are the match's).
HUMAN_SEAT = 0


class Played(NamedTuple):
    """A move as it happened: who played which card, what it took, and whether it was a scopa."""

    seat: int
    card: int
    take: tuple[int, ...]
    scopa: bool


class Suggestion(NamedTuple):
    """A move to suggest (a hint): the card and the table cards it takes."""

    card: int
    take: tuple[int, ...]


def suggestion(move: Move) -> Suggestion:
    """An engine move as the window holds it: the cards it takes one by one, lowest first."""
    return Suggestion(move.card, tuple(cards_of(move.take)))


def engine_move(card: int, take: Sequence[int]) -> Move:
    """A move the window holds, as the engine's (the inverse of ``suggestion``)."""
    return Move(card, mask_of(take))


def played_in_words(move: PlayedMove) -> Played:
    """An engine move as it happened, as the window holds it (the name is older than its ints)."""
    return Played(move.seat, move.card, tuple(cards_of(move.take)), move.scopa)


def team_seats(rules: Rules, team: int) -> list[int]:
    """The seats of ``team``, in seat order."""
    return [seat for seat in range(rules.players) if rules.team_of(seat) == team]


@dataclass(frozen=True)
class TableSnapshot:
    """What the table shows at one moment, cards as the engine's ints, lowest first: the
    widgets draw from it and never hold the match itself."""

    players: int
    human_seat: int
    clockwise: bool
    hand_size: int  # cards dealt to each hand at once
    team_of: tuple[int, ...]  # by seat
    hand: tuple[int, ...]  # the player's own hand
    hand_sizes: tuple[int, ...]  # by seat
    table: tuple[int, ...]
    stock: int
    pile_counts: tuple[int, ...]  # by team
    scopa_cards: tuple[tuple[int, ...], ...]  # by team: the cards that made each scopa, kept crosswise
    to_play: int | None  # None once the round is over
    match_over: bool
    # Every seat's hand, face up, when nothing is hidden (a review, a match of AIs watched); () in play.
    open_hands: tuple[tuple[int, ...], ...] = ()
    # By seat, whether its player lost the connection (a networked table); () where nobody can.
    away: tuple[bool, ...] = ()


def table_snapshot(view: SeatView, to_play: int | None, match_over: bool) -> TableSnapshot:
    """What one seat's view shows of the table: all a snapshot holds is what that seat may see
    (so a networked table builds it from the server's state the same way)."""
    rules = view.rules
    return TableSnapshot(
        players=rules.players,
        human_seat=view.seat,
        clockwise=rules.direction == CLOCKWISE,
        hand_size=rules.hand_size,
        team_of=tuple(rules.team_of(seat) for seat in range(rules.players)),
        hand=tuple(cards_of(view.hand)),
        hand_sizes=tuple(view.hand_sizes),
        table=tuple(cards_of(view.table)),
        stock=view.stock,
        pile_counts=tuple(pile.bit_count() for pile in view.piles),
        scopa_cards=tuple(tuple(m.card for m in view.history if m.scopa and rules.team_of(m.seat) == team)
                          for team in range(rules.teams)),
        to_play=to_play,
        match_over=match_over,
    )


class TableEvents(QObject):
    """The table's signals, declared once so the games that send them cannot drift apart.
    A game that never sends one (nobody thinks in a review) still declares it."""

    matchStarted = Signal()
    roundStarted = Signal(int)  # round number
    dealMade = Signal(int)  # deal number within the round (2, 3 …)
    turnChanged = Signal(int)  # seat to play (-1: nobody's, at a networked table that ended)
    cardPlayed = Signal(object)  # Played: who, which card, what it took, scopa or not
    moveRefused = Signal(str)  # the reason, in words
    movesTakenBack = Signal(int)  # how many moves were taken back (an undo; a jump in a review)
    thinkingChanged = Signal(int, bool)  # AI seat, thinking or not
    hintReady = Signal(object)  # Suggestion: a move to mark on the table
    seatsChanged = Signal()  # who sits at a seat changed, or whether they are away (a networked table)


class GameModel(Protocol):
    """What the table asks of a game and hears from it (the signals of ``TableEvents``)."""

    @property
    def matchStarted(self) -> SignalInstance: ...
    @property
    def roundStarted(self) -> SignalInstance: ...
    @property
    def dealMade(self) -> SignalInstance: ...
    @property
    def turnChanged(self) -> SignalInstance: ...
    @property
    def cardPlayed(self) -> SignalInstance: ...
    @property
    def moveRefused(self) -> SignalInstance: ...
    @property
    def movesTakenBack(self) -> SignalInstance: ...
    @property
    def thinkingChanged(self) -> SignalInstance: ...
    @property
    def hintReady(self) -> SignalInstance: ...
    @property
    def seatsChanged(self) -> SignalInstance: ...

    def in_match(self) -> bool:
        """Whether there is a game to show."""

    def snapshot(self) -> TableSnapshot:
        """The table as it stands now, as the seat at the bottom sees it."""

    def is_human_turn(self) -> bool: ...

    def options_for(self, card: int) -> list[list[int]]:
        """The sets of table cards ``card`` may take now; ``[[]]`` when it is laid."""

    def play(self, card: int, take: Sequence[int]) -> bool:
        """Play the card of the seat at the bottom; False (and ``moveRefused``) when it may not."""

    def refuse(self, reason: str) -> None:
        """Say a move was not made, and why (``moveRefused``)."""

    @property
    def levels(self) -> Sequence[str | None]:
        """By seat: None for the seat played here, else who plays it (an AI level, "remote", a record)."""

    def seat_name(self, seat: int) -> str: ...

    def team_name(self, team: int) -> str:
        """A side's name in full ("You", "Giulia & Marco"): what a screen reader says of its pile."""

    def team_short_name(self, team: int) -> str:
        """A side's name where room is short (score columns, pile labels)."""


def player_seat(game: GameModel) -> int | None:
    """The seat played at this window, the one said as "you"; None when every seat is someone
    else's (a watched match).  In a review it is the seat the match was played from, whichever
    seat's hand lies at the bottom."""
    return next((seat for seat, level in enumerate(game.levels) if level is None), None)


def player_side(snap: TableSnapshot, team: int, player: int | None) -> bool:
    """Whether ``team`` is the side of the seat played at this window (``player_seat``)."""
    return player is not None and snap.team_of[player] == team


class MatchModel(GameModel, Protocol):
    """A game played to a match's end, here, at a networked table, watched or reviewed: what
    the move log, the sound, the round's dialogs and the announcer ask of it besides."""

    @property
    def roundOver(self) -> SignalInstance:
        """The RoundScore of the round just ended."""

    @property
    def matchOver(self) -> SignalInstance:
        """The winning team."""

    @property
    def rules(self) -> Rules: ...

    @property
    def human_seat(self) -> int: ...

    @property
    def resumed(self) -> bool:
        """Whether the match was carried on from a saved game rather than dealt as it started."""

    def round_number(self) -> int: ...

    def round_over(self) -> bool:
        """Whether the round shown is played out."""

    def dealer(self) -> int:
        """The seat that dealt the round shown."""

    def seat_label(self, seat: int) -> str:
        """A seat's name with who plays it, where that is known ("Giulia (Easy)")."""

    def totals(self) -> Sequence[int]:
        """Each side's match points so far."""

    def round_scores(self) -> list[RoundScore]:
        """The breakdown of every round played to its end, in order."""

    def winner(self) -> int | None:
        """The team that won the match, once it is over."""

    def leftover(self) -> tuple[int, list[int]] | None:
        """At a round's end, the side that took last and the table cards it was given."""


def tie_plays_on(game: MatchModel) -> bool:
    """Whether the round just counted brought the match to its end but for a tie at the top, so that
    another round is played ("11 / 11" and "Next round"): what the round's dialog and the announcer say."""
    return game.winner() is None and due_to_end(game.rules, game.totals(), game.round_number())


class ScoredMatch(MatchModel, Protocol):
    """A match in play whose round's count runs beside it as it goes (the score panel): the
    game played here and a networked table alike."""

    def running_score(self) -> RoundScore:
        """The round's count so far, from the cards captured up to now (its whole count once it is over)."""


@dataclass(frozen=True)
class UnseenRounds:
    """Rounds ``first`` to ``last`` of a networked match that its window did not see end (it came back
    to its seat after them, or was away as they were played): the match's totals hold their points,
    side by side, but nothing tells how they were made."""

    first: int
    last: int
    points: tuple[int, ...]


SheetRound = RoundScore | UnseenRounds


@runtime_checkable
class PartlySeenMatch(Protocol):
    """A match its window may not have seen whole (a networked table): the match sheet writes it so."""

    def sheet_rounds(self) -> list[SheetRound]:
        """Each round seen to its end, in order, and in their places the runs of rounds that were not."""
