"""What happens at the table, said to a screen reader: each move by anyone, each
deal with the player's new hand, the capture choices, a refused move, the
round's count and the match's end, in the window's language.

What one move sets off (the card, a new deal, the player's turn) is gathered and
said once, as one announcement, when the controller has finished with it, so a
screen reader reads one sentence a move and the player's own reading is cut
short no more than that.  Qt's ``QAccessibleAnnouncementEvent`` carries it where
Qt has it; otherwise the table's accessible description changes (a live status)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from ..controller import GameController
from ..game_model import Played
from ..table.choice import Choice
from ..table.scene import TableScene
from ..table.spoken import card_list, choice_words, hint_words, position_words
from ..words import capitalised, card_title, cards_title

if TYPE_CHECKING:
    from ...engine import RoundScore

translate = QCoreApplication.translate


def move_words(played: Played, name: str | None) -> str:
    """"Giulia plays Re of Coppe and takes 4 of Coppe + 6 of Coppe. Scopa!"; ``name`` None: the player's own."""
    card = card_title(played.card)
    if played.take and name is None:
        text = translate("Announcer", "You play {card} and take {cards}.").format(
            card=card, cards=cards_title(played.take))
    elif played.take:
        text = translate("Announcer", "{name} plays {card} and takes {cards}.").format(
            name=name, card=card, cards=cards_title(played.take))
    elif name is None:
        text = translate("Announcer", "You lay {card} on the table.").format(card=card)
    else:
        text = translate("Announcer", "{name} lays {card} on the table.").format(name=name, card=card)
    return text + (" " + translate("Announcer", "Scopa!") if played.scopa else "")


def sides_words(controller: GameController, figures: tuple[int, ...] | list[int]) -> str:
    """"You 3, Giulia 1": a figure for each side."""
    return ", ".join(f"{controller.team_name(team)} {figure}" for team, figure in enumerate(figures))


def count_words(controller: GameController, score: RoundScore) -> str:
    """The round's count: each side's points, then what each line gave."""
    teams = score.teams
    holder = next((controller.team_name(t.team) for t in teams if t.settebello), "")
    primiera = [t.primiera if t.primiera is not None else 0 for t in teams]
    return translate("Announcer", "Points this round: {points}. Cards: {cards}. Coins: {coins}. Settebello: {holder}. "
                     "Primiera: {primiera}. Scope: {scope}.").format(
        points=sides_words(controller, list(score.points)), cards=sides_words(controller, [t.cards for t in teams]),
        coins=sides_words(controller, [t.coins for t in teams]), holder=holder,
        primiera=sides_words(controller, primiera), scope=sides_words(controller, [t.scope for t in teams]))


class Announcer(QObject):
    """Says what happens at the table; ``said`` keeps every announcement in order."""

    def __init__(self, controller: GameController, view: QWidget, board: TableScene,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = view
        self.board = board
        self.said: list[str] = []
        self._pending: list[str] = []
        self._choice: Choice | None = None
        controller.matchStarted.connect(self._on_match_started)
        controller.roundStarted.connect(self._on_round_started)
        controller.dealMade.connect(self._on_deal)
        controller.cardPlayed.connect(self._on_card_played)
        controller.turnChanged.connect(self._on_turn)
        controller.roundOver.connect(self._on_round_over)
        controller.matchOver.connect(self._on_match_over)
        controller.moveRefused.connect(lambda reason: self.say(reason))
        controller.hintReady.connect(lambda move: self.say(hint_words(move.card, move.take)))
        board.marksChanged.connect(self._on_marks)

    # Saying ------------------------------------------------------------------------------------

    def say(self, text: str) -> None:
        """Add ``text`` to what is said next: everything one event of the game sets off goes as one."""
        if not self._pending:
            QTimer.singleShot(0, self, self._flush)
        self._pending.append(text)

    def _flush(self) -> None:
        text, self._pending = " ".join(self._pending), []
        if text:
            self.announce(text)

    def announce(self, text: str, assertive: bool = False) -> None:
        """Say ``text`` now: politely (after what the screen reader is reading) unless ``assertive``."""
        self.said.append(text)
        if not QAccessible.isActive():
            return
        event_type = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
        if event_type is None:  # an older Qt: the table's description is its live status
            self.view.setAccessibleDescription(text)
            return
        event = event_type(self.view, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def read_position(self) -> None:
        """The whole position at once (F2): my hand, the table, the other hands, the piles, the score."""
        controller = self.controller
        if not controller.in_match():
            return
        self.announce(position_words(controller.snapshot(), controller, controller.totals()), assertive=True)

    # What the game says ------------------------------------------------------------------------

    def _hand_words(self) -> str:
        return translate("Announcer", "Your hand: {cards}.").format(
            cards=card_list(self.controller.snapshot().hand))

    def _on_match_started(self) -> None:
        controller = self.controller
        seats = range(controller.rules.players)
        others = ", ".join(controller.seat_label(seat) for seat in seats if seat != controller.human_seat)
        self.say(translate("Announcer", "Match against {opponents}.").format(opponents=others))
        self._on_round_started(controller.round_number())

    def _on_round_started(self, number: int) -> None:
        controller = self.controller
        self.say(translate("Announcer", "Round {number}, {name} deals.").format(
            number=number, name=controller.seat_name(controller.dealer())))
        self.say(self._hand_words())
        self.say(translate("Announcer", "On the table: {cards}.").format(cards=card_list(controller.snapshot().table)))

    def _on_deal(self, number: int) -> None:
        self.say(translate("Announcer", "New deal, {number} of {deals}.").format(
            number=number, deals=self.controller.rules.deals_per_round))
        self.say(self._hand_words())

    def _on_card_played(self, played: Played) -> None:
        controller = self.controller
        name = None if played.seat == controller.human_seat else controller.seat_name(played.seat)
        self.say(move_words(played, name))

    def _on_turn(self, seat: int) -> None:
        if seat == self.controller.human_seat:
            self.say(translate("Announcer", "Your turn."))

    def _on_round_over(self, score: RoundScore) -> None:
        controller = self.controller
        leftover = controller.leftover()
        if leftover is not None:
            team, cards = leftover
            self.say(translate("Announcer", "{cards} left on the table go to {side}.").format(
                cards=capitalised(cards_title(cards)), side=controller.team_name(team)))
        self.say(translate("Announcer", "Round {number} over.").format(number=controller.round_number()))
        self.say(count_words(controller, score))
        totals = sides_words(controller, controller.totals())
        self.say(translate("Announcer", "Match score: {score}.").format(score=totals))

    def _on_match_over(self, winner: int) -> None:
        self.say(translate("Announcer", "Match over: {side} won.").format(side=self.controller.team_name(winner)))

    def _on_marks(self) -> None:
        """A capture with more than one choice, said as it comes up."""
        choice = self.board.choice
        if choice is not None and choice is not self._choice:
            self.say(choice_words(choice))
        self._choice = choice
