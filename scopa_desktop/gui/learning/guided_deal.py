"""The guided first deal: a fixed, friendly round against ``easy`` with short notes on the table.

The first deal is chosen so that three turns in a row teach something: the
settebello taken with a sum, another sum capture, then a scopa; and so that
the coach finds each advised move as good as the best (no cost of 0.3 points).
``easy`` (Greedy) answers the same way every time, so while the player follows
the notes every position is the one a note was written for; a note is shown
only in its own position (the player's hand and the table), otherwise a general
line.  The advised cards are marked as a hint is, and the coach is on, so each
move is judged too.  After the deal a match of the player's own begins.  The
first start offers the deal once (``guide/offered``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QCheckBox, QMessageBox

from ...engine import Match, Move, Rules, cards_of, mask_of, parse_card
from ...engine.cards import SETTEBELLO
from ...engine.state import Deal
from ...resources.translation import QT_TRANSLATE_NOOP
from ..accelerators import manage_accelerators
from ..game_model import suggestion
from ..saved_game import SavedGame
from ..settings import GUIDE_OFFERED_KEY, SKIN_KEY
from ..words import card_title, cards_title, level_title, seat_label
from .coach import CoachNote

if TYPE_CHECKING:
    from ..controller import GameController
    from ..settings import AppSettings
    from ..table import TableView

OPPONENT = "easy"
TABLE = "6D 7D 2C 5S"
HANDS = ("9D 7S 9B", "3D 4D 2B")  # the player's (seat 0, first to play) and the opponent's
REST_SEED = 426055  # orders the cards of the later deals
OFFER_OPEN = "guided deal offered"  # why the opponents wait at the first start
GUIDE_OVER = "guided deal over"  # why they wait after the deal
GUIDE_ASKED = "guided deal asked for"  # why they wait while the player says whether to leave the match
HUMAN_SEAT = 0  # the player, first to play
# Its type's size is the window's, scaled with its other words (``style``).
NOTE_STYLE = ("QLabel#guideNote { background: rgba(16, 37, 26, 220); color: #efe8d6; border: 2px solid #ffd54a;"
              " border-radius: 8px; padding: 6px 8px; }")


def _mask(names: str) -> int:
    return mask_of(parse_card(name) for name in names.split())


@dataclass(frozen=True)
class Step:
    """A note for one position of the deal: the player's hand and the table, the move advised, and why."""

    hand: int
    table: int
    move: Move
    note: str  # {card}: the card to play, {cards}: what it takes, {settebello}: the 7 of coins


STEPS = (
    Step(_mask("9D 7S 9B"), _mask("6D 7D 2C 5S"), Move(parse_card("9D"), _mask("7D 2C")),
         QT_TRANSLATE_NOOP("GuidedDeal", "Your first deal! The {settebello} on the table is the settebello, a "
                                         "point on its own. A card takes a table card of its value, or cards that "
                                         "add up to it: your {card} takes {cards}, as 7 + 2 make 9. Drag it onto "
                                         "them, or press its number key, then Enter.")),
    Step(_mask("7S 9B"), _mask("6D 5S 2B"), Move(parse_card("7S"), _mask("5S 2B")),
         QT_TRANSLATE_NOOP("GuidedDeal", "No table card has the value of your {card}, but {cards} add up to it: one "
                                         "card takes them both. Every card counts: most cards is a point.")),
    Step(_mask("9B"), _mask("6D 3D"), Move(parse_card("9B"), _mask("6D 3D")),
         QT_TRANSLATE_NOOP("GuidedDeal", "{cards} make the value of your {card}: take them and the table is empty. "
                                         "That is a scopa, one more point, and two more coins!")),
)
ON_YOUR_OWN = QT_TRANSLATE_NOOP("GuidedDeal", "Now it is up to you. H shows a good move, and the coach at the side "
                                              "says after each of your moves what it cost.")


def guided_match() -> Match:
    """The guided deal's match: 2 players, the player first, the later deals in a fixed order."""
    rules = Rules()
    table, hands = _mask(TABLE), [_mask(hand) for hand in HANDS]
    rest = [card for card in range(40) if not (table | hands[0] | hands[1]) >> card & 1]
    random.Random(REST_SEED).shuffle(rest)
    deals = [Deal(tuple(cards_of(table)), tuple(tuple(cards_of(hand)) for hand in hands))]
    per_deal = rules.cards_per_deal
    for start in range(0, len(rest), per_deal):
        chunk = rest[start:start + per_deal]
        deals.append(Deal(None, (tuple(chunk[:rules.hand_size]), tuple(chunk[rules.hand_size:]))))
    return Match(rules, first_dealer=1, first_deals=deals)


def step_for(hand: int, table: int) -> Step | None:
    """The note written for this position of the guided deal, if any."""
    return next((step for step in STEPS if step.hand == hand and step.table == table), None)


def note_text(step: Step | None) -> str:
    if step is None:
        return QCoreApplication.translate("GuidedDeal", ON_YOUR_OWN)
    return QCoreApplication.translate("GuidedDeal", step.note).format(
        card=card_title(step.move.card), cards=cards_title(cards_of(step.move.take)),
        settebello=card_title(SETTEBELLO))


class GuideNote(CoachNote):
    """The note: a framed paragraph in the side panel, beside the table, so it covers none of the
    cards, name plates or the stock it talks about; as tall as its text, as the coach's note is."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("guideNote")
        self.setStyleSheet(NOTE_STYLE)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    shown = Signal(bool)  # in view, or not: the window gives it the move log's place
    said = Signal(str)  # each new note, for a screen reader too

    def say(self, text: str) -> None:
        self.setText(text)
        self.show()
        self.said.emit(text)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.shown.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.shown.emit(False)


class GuideHost(Protocol):
    """What the guided deal needs of the window it runs in (the main window is one)."""

    controller: GameController
    settings: AppSettings
    table: TableView
    guided_deal: GuidedDeal

    def apply_settings(self) -> None: ...

    def replace_match(self, game: SavedGame) -> None: ...

    def start_new_match(self, seed: int | None = None) -> None: ...


class GuidedDeal(QObject):
    """Runs the guided deal in a window: starts it, shows the note of each of the player's turns, and
    after the deal gives the player's own settings back with a match of their own.

    For the deal the opponent plays ``easy`` and the coach is on, in this window only: the settings
    stay as they are, the guide says what it changed, and the guided match is a lesson, never counted
    in the statistics (nor as assisted)."""

    def __init__(self, window: GuideHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.running = False  # the guided match is the one at the table
        self._starting = False  # the next match to start is the guided one
        self.note = GuideNote()
        self._told_changes = False  # what the guide changes is said once a deal, with its first note
        self.over_box: QMessageBox | None = None  # "the guided deal is over", while it is open
        controller = window.controller
        controller.turnChanged.connect(self._on_turn)
        controller.matchStarted.connect(self._on_match_started)
        controller.dealMade.connect(lambda _number: self._finish() if self.running else None)

    @property
    def active(self) -> bool:
        return self.running

    @property
    def leaving_loses_the_match(self) -> bool:
        """Whether leaving the match at the table now counts it as lost: the player has moved in it, and it
        is not this lesson (never counted).  What New game and the guided deal's question warn of."""
        return self.window.controller.match_in_progress() and not self.active

    def start_asking_first(self) -> QMessageBox | None:
        """The guided deal, from the menu: over a match in progress (the player has moved in it), only
        once the player says so, as leaving it counts it as lost; the opponents wait for the answer.
        The box asking, if any."""
        controller = self.window.controller
        if not self.leaving_loses_the_match:
            self.start()
            return None
        controller.hold_ai(GUIDE_ASKED)
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("GuidedDeal", "Guided first deal"),
                          QCoreApplication.translate("GuidedDeal", "Leave the match in progress for the guided deal? "
                                                                   "It will be counted as lost in the statistics."),
                          parent=self.window.table.window())
        guided = box.addButton(QCoreApplication.translate("GuidedDeal", "Play the guided deal"),
                               QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(box.addButton(QCoreApplication.translate("GuidedDeal", "Keep playing"),
                                           QMessageBox.ButtonRole.RejectRole))
        box.buttonClicked.connect(lambda button: self.start() if button is guided else None)
        box.finished.connect(lambda _result: controller.release_ai(GUIDE_ASKED))
        manage_accelerators(box)
        box.open()
        return box

    def start(self) -> None:
        """The guided deal; a match in progress is left as New game leaves it."""
        window = self.window
        self._starting = True
        window.replace_match(SavedGame(guided_match(), REST_SEED, [None, OPPONENT], guided=True))
        window.apply_settings()  # the coach on while the guide runs (see MainWindow.apply_settings)

    def _on_match_started(self) -> None:
        # Every match that starts after the guided one (New game, another saved match) ends the guide;
        # the guided match itself, resumed after the app was closed during it, goes on as guided.
        resumed = not self._starting and self._is_guided_match()
        was_running = self.running
        self.running, self._starting = self._starting or resumed, False
        self._told_changes = False
        if not self.running:
            self.note.hide()
            if was_running:
                self.window.apply_settings()  # the guide is over: the coach as set
        elif resumed:
            self.window.apply_settings()  # the coach on again for the deal
            if self.window.controller.deals_made() > 1:
                QTimer.singleShot(0, self._finish)  # closed after the deal: what the deal's end says, now

    def _is_guided_match(self) -> bool:
        """The guided match at the table, in its one guided round: known by its mark, as its seed and its
        opponent's level are any match's to have (``--seed 426055`` against easy)."""
        controller = self.window.controller
        return (controller.guided and controller.in_match() and controller.round_number() == 1
                and not controller.round_over())

    def _finish(self) -> None:
        """The deal is over: say so, and on the answer start a match with the player's own settings."""
        self.note.hide()
        controller = self.window.controller
        controller.hold_ai(GUIDE_OVER)  # nobody plays on in the guided match behind the box
        # Every seat of the match that follows (``start_new_match``: the player first, as here), not the
        # guided deal's one opponent: settings for four players had the box name Giulia alone.
        settings = self.window.settings
        levels = settings.levels(settings.rules().players - 1)
        players = ", ".join(seat_label(seat, HUMAN_SEAT, level) for seat, level in enumerate(levels, HUMAN_SEAT + 1))
        box = self.over_box = QMessageBox(
            QMessageBox.Icon.Information, QCoreApplication.translate("GuidedDeal", "The guided deal is over"),
            QCoreApplication.translate("GuidedDeal", "Now a match of your own, as in your settings: at the table "
                                                     "with {players}, and the coach as you set it. The guided deal "
                                                     "is not counted in the statistics.").format(players=players),
            parent=self.window.table.window())
        box.addButton(QCoreApplication.translate("GuidedDeal", "Start the match"), QMessageBox.ButtonRole.AcceptRole)
        box.finished.connect(self._give_back)
        manage_accelerators(box)
        box.open()

    def keep_for_next_start(self) -> None:
        """The window closes: the deal's end, if its box is open, is said again at the next start (where the
        guided match resumes past its deal), not answered now with a match the player never saw, which the
        next start then greeted as "your match goes on where you left it"."""
        if self.over_box is not None:
            box, self.over_box = self.over_box, None
            box.finished.disconnect(self._give_back)

    def _give_back(self) -> None:
        self.over_box = None
        self.window.start_new_match()  # the player's rules and levels, the guided match not counted
        self.window.controller.release_ai(GUIDE_OVER)

    def _on_turn(self, seat: int) -> None:
        controller = self.window.controller
        if not self.active or seat != controller.human_seat or self.over_box is not None:
            return
        view = controller.seat_view(seat)
        step = step_for(view.hand, view.table) if view is not None else None
        # Said with the first note only: repeated at every turn, a screen reader read it out three times
        # and on a netbook its lines pushed the score out of the side panel's view.
        note = note_text(step)
        if not self._told_changes:
            changes = QCoreApplication.translate(
                "GuidedDeal", "For this deal only, {name} plays at {level} and the coach is on; then your own "
                              "settings again.").format(name=controller.seat_name(1 - HUMAN_SEAT),
                                                        level=level_title(OPPONENT))
            note, self._told_changes = f"{changes}\n{note}", True
        self.note.say(note)
        if step is not None:
            controller.hintReady.emit(suggestion(step.move))  # the table marks the advised cards


#: The deck offered at the first start to those who read the cards with difficulty (skins.large_print).
LARGE_PRINT_SKIN = "large-print"


def offer_at_first_start(window: GuideHost) -> QMessageBox | None:
    """Once ever, and only with no match under way: offer the guided deal (the coach on), or just playing.
    The opponents wait for the answer: nobody plays behind the question."""
    settings = window.settings
    if settings.get(GUIDE_OFFERED_KEY) or window.controller.match_in_progress():
        return None
    settings.set(GUIDE_OFFERED_KEY, 1)
    settings.sync()
    window.controller.hold_ai(OFFER_OPEN)
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("GuidedDeal", "Welcome to Scopa"),
                      QCoreApplication.translate("GuidedDeal", "New to Scopa? A guided first deal shows you the "
                                                               "moves, with notes on the table and the coach at "
                                                               "your side."), parent=window.table.window())
    guided = box.addButton(QCoreApplication.translate("GuidedDeal", "Play the guided deal"),
                           QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("GuidedDeal", "Just play"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(guided)
    # For those who read the cards with difficulty: the Large print deck from the first deal on.
    large_print = QCheckBox(QCoreApplication.translate("GuidedDeal", "Large print cards (easier to read)"))
    large_print.setObjectName("largePrintOffer")
    box.setCheckBox(large_print)

    def answered(button: object) -> None:
        if large_print.isChecked():
            settings.set(SKIN_KEY, LARGE_PRINT_SKIN)
            settings.sync()
            window.apply_settings()
        if button is guided:
            window.guided_deal.start()

    box.buttonClicked.connect(answered)
    box.finished.connect(lambda _result: window.controller.release_ai(OFFER_OPEN))
    manage_accelerators(box)
    box.open()
    return box
