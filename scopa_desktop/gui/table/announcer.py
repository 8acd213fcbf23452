"""What happens at the table, said to a screen reader: each move by anyone, each
deal with the player's new hand, the capture choices, a refused move, the
round's count and the match's end, in the window's language; a jump (an undo, a
step back in a review) with the position it leads to, or the count of the round
whose end it lands on.  Any ``MatchModel`` is heard alike: the game against the
AI, a networked table, a watched match and a review (where nobody's seat is
played here, nothing is said to "you").

What one move sets off (the card, a new deal, the player's turn) is gathered and
said once, as one announcement, when the game has finished with it, so a
screen reader reads one sentence a move and the player's own reading is cut
short no more than that.  Qt's ``QAccessibleAnnouncementEvent`` carries it where
Qt has it; otherwise the table's accessible description changes (a live status)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAccessible, QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ..game_model import MatchModel, Played, player_seat, tie_plays_on
from ..side_words import Whose, match_over_words, sides_said, whose
from ..words import capitalised, card_title, cards_said, primiera_text, score_line_title
from .choice import Choice
from .scene import TableScene
from .spoken import card_list, choice_words, hint_words, player_hand, position_words

if TYPE_CHECKING:
    from ...engine import RoundScore

translate = QCoreApplication.translate

#: Qt's announcement to a screen reader, from Qt 6.8 on; None on an older Qt (see ``Announcer.announce``).
ANNOUNCEMENT_EVENT = getattr(QtGui, "QAccessibleAnnouncementEvent", None)


def move_words(played: Played, name: str | None) -> str:
    """"Giulia plays Re of Coppe and takes 4 of Coppe and 6 of Coppe. Scopa!"; ``name`` None: the player's own."""
    card = card_title(played.card)
    if played.take and name is None:
        text = translate("Announcer", "You play {card} and take {cards}.").format(
            card=card, cards=cards_said(played.take))
    elif played.take:
        text = translate("Announcer", "{name} plays {card} and takes {cards}.").format(
            name=name, card=card, cards=cards_said(played.take))
    elif name is None:
        text = translate("Announcer", "You lay {card} on the table.").format(card=card)
    else:
        text = translate("Announcer", "{name} lays {card} on the table.").format(name=name, card=card)
    return text + (" " + translate("Announcer", "Scopa!") if played.scopa else "")


def count_words(game: MatchModel, score: RoundScore) -> str:
    """The round's count: each side's points, then what each line gave, the lines the round's dialog
    shows (primiera only where the rules count it, then each scoring variant's line)."""
    teams = score.teams
    holder = next((game.team_name(t.team) for t in teams if t.settebello), "")
    words = [translate("Announcer", "Points this round: {points}. Cards: {cards}. Coins: {coins}. "
                       "Settebello: {holder}.").format(
        points=sides_said(game, list(score.points)), cards=sides_said(game, [t.cards for t in teams]),
        coins=sides_said(game, [t.coins for t in teams]), holder=holder)]
    if game.rules.counts_primiera:  # a side without a whole suit: "no primiera (no Swords)", as the dialog shows
        primiera = [primiera_text(t) for t in teams]
        words.append(translate("Announcer", "Primiera: {primiera}.").format(primiera=sides_said(game, primiera)))
    words.append(translate("Announcer", "Scope: {scope}.").format(scope=sides_said(game, [t.scope for t in teams])))
    words += [f"{score_line_title(line.name)}: {sides_said(game, [t.line(line.name).points for t in teams])}."
              for line in game.rules.score_lines]
    return " ".join(words)


def match_opening(game: MatchModel) -> str:
    """Who plays: "Match with Marco (easy) against Giulia (easy), Sofia (easy)." (the player's partners
    named as such), "Match against Giulia (random).", or a watched match's "Match between …"."""
    player = player_seat(game)
    team_of = game.rules.team_of
    seats = [seat for seat in range(game.rules.players) if seat != player]
    with_player = [player is not None and team_of(seat) == team_of(player) for seat in seats]
    partners = ", ".join(game.seat_label(seat) for seat, along in zip(seats, with_player, strict=True) if along)
    others = ", ".join(game.seat_label(seat) for seat, along in zip(seats, with_player, strict=True) if not along)
    if player is None:
        return translate("Announcer", "Match between {players}.").format(players=others)
    if partners:
        return translate("Announcer", "Match with {partners} against {opponents}.").format(
            partners=partners, opponents=others)
    return translate("Announcer", "Match against {opponents}.").format(opponents=others)


class Announcer(QObject):
    """Says what happens at the table; ``said`` keeps every announcement in order."""

    # The event that carries an announcement; None: the live status instead (an older Qt, or a test's).
    announcement_event = ANNOUNCEMENT_EVENT

    def __init__(self, game: MatchModel, view: QWidget, board: TableScene,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.view = view
        self.board = board
        self.said: list[str] = []
        self.place: Callable[[], str] | None = None  # where a review stands, said first in the position
        self._pending: list[str] = []
        self._position_pending = False  # what is said next holds the position, which says whose turn it is
        self._position_at = 0  # where in what is said next the position stands
        # The round's end as it was said (the count, the match score, who won): what F2 reads until the
        # next round is dealt, in place of a position with nothing left in it.
        self._round_end: list[str] = []
        # The same, kept once the next round is dealt: F2 in the round's dialog reads it there, beside a
        # networked table whose next round is dealt while the dialog still shows the last one's count.
        self._last_round_end: list[str] = []
        self._choice: Choice | None = None
        game.matchStarted.connect(self._on_match_started)
        game.roundStarted.connect(self._on_round_started)
        game.dealMade.connect(self._on_deal)
        game.cardPlayed.connect(self._on_card_played)
        game.turnChanged.connect(self._on_turn)
        game.roundOver.connect(self._on_round_over)
        game.matchOver.connect(self._on_match_over)
        game.moveRefused.connect(lambda reason: self.say(reason))
        game.hintReady.connect(lambda move: self.say(hint_words(move.card, move.take)))
        game.movesTakenBack.connect(self._on_moves_taken_back)
        board.marksChanged.connect(self._on_marks)

    # Saying ------------------------------------------------------------------------------------

    def say(self, text: str) -> None:
        """Add ``text`` to what is said next: everything one event of the game sets off goes as one."""
        if not self._pending:
            QTimer.singleShot(0, self, self._flush)
        self._pending.append(text)

    def _flush(self) -> None:
        text, self._pending = " ".join(self._pending), []
        self._position_pending = False
        if text:
            self.announce(text)

    def announce(self, text: str, assertive: bool = False) -> None:
        """Say ``text`` now: politely (after what the screen reader is reading) unless ``assertive``."""
        self.said.append(text)
        if not QAccessible.isActive():
            return
        event_type = self.announcement_event
        if event_type is None:  # an older Qt: the table's description is its live status
            if self.view.accessibleDescription() == text:
                self.view.setAccessibleDescription("")  # the same words again are a change too
            self.view.setAccessibleDescription(text)
            return
        event = event_type(self.view, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def _position_words(self) -> str:
        game = self.game
        return self._placed(position_words(game.snapshot(), game, game.totals(), player_seat(game),
                                           game.is_human_turn()))

    def _placed(self, words: str) -> str:
        return f"{self.place()} {words}" if self.place is not None else words

    def read_position(self) -> None:
        """The whole position at once (F2): my hand, the table, the other hands, the piles, the score;
        at a round's end, the round's count, the match score and who won, as the round's dialog shows."""
        if not self.game.in_match():
            return
        if self._round_end:
            self.announce(self._placed(" ".join(self._round_end)), assertive=True)
        else:
            self.announce(self._position_words(), assertive=True)

    def read_round_end(self) -> None:
        """F2 in the round's dialog: the round's end it shows, though the next round may be dealt beside
        it already; the position when no round has ended."""
        if self._last_round_end and self.game.in_match():
            self.announce(self._placed(" ".join(self._last_round_end)), assertive=True)
        else:
            self.read_position()

    def _on_moves_taken_back(self, _count: int) -> None:
        self._round_end = self._last_round_end = []
        self._say_position()

    def _say_position(self) -> None:
        """After a jump (an undo, a step back or a jump in a review): where the game stands now."""
        if self.game.in_match():
            self._position_at = len(self._pending)
            self.say(self._position_words())
            self._position_pending = True

    # What the game says ------------------------------------------------------------------------

    def _say_hand(self) -> None:
        """The player's new hand; a watched match has none (F2 reads every open hand)."""
        player = player_seat(self.game)
        if player is not None:
            hand = player_hand(self.game.snapshot(), player)
            self.say(translate("Announcer", "Your hand: {cards}.").format(cards=card_list(hand)))

    def _on_match_started(self) -> None:
        self.say(match_opening(self.game))
        self._last_round_end = []
        if not self.game.round_over():  # a round counted already (a resumed match) has no hand or table to tell
            self._on_round_started(self.game.round_number())

    def _on_round_started(self, number: int) -> None:
        self._round_end = []
        game = self.game
        dealer = game.dealer()
        if dealer == player_seat(game):
            self.say(translate("Announcer", "Round {number}, you deal.").format(number=number))
        else:
            self.say(translate("Announcer", "Round {number}, {name} deals.").format(
                number=number, name=game.seat_name(dealer)))
        self._say_hand()
        self.say(translate("Announcer", "On the table: {cards}.").format(cards=card_list(game.snapshot().table)))

    def _on_deal(self, number: int) -> None:
        self.say(translate("Announcer", "New deal, {number} of {deals}.").format(
            number=number, deals=self.game.rules.deals_per_round))
        self._say_hand()

    def _on_card_played(self, played: Played) -> None:
        game = self.game
        name = None if played.seat == player_seat(game) else game.seat_name(played.seat)
        self.say(move_words(played, name))

    def _on_turn(self, seat: int) -> None:
        # After an undo the position said ends with "Your turn." already: not said twice.
        if seat == player_seat(self.game) and self.game.is_human_turn() and not self._position_pending:
            self.say(translate("Announcer", "Your turn."))

    def _on_round_over(self, score: RoundScore) -> None:
        game = self.game
        end = self._round_end = self._last_round_end = []
        leftover = game.leftover()
        if leftover is not None:
            team, cards = leftover
            go_to = {Whose.ANOTHER: translate("Announcer", "{cards} left on the table go to {side}."),
                     Whose.YOUR_SIDE: translate("Announcer", "{cards} left on the table go to your side."),
                     Whose.YOURS_ALONE: translate("Announcer", "{cards} left on the table go to you.")}
            end.append(go_to[whose(game, team)].format(cards=capitalised(cards_said(cards)), side=game.team_name(team)))
        end.append(translate("Announcer", "Round {number} over.").format(number=game.round_number()))
        end.append(count_words(game, score))
        totals = sides_said(game, game.totals())
        end.append(translate("Announcer", "Match score: {score}.").format(score=totals))
        if tie_plays_on(game):
            # A score past the target sounds like the match's end: say why it is not, as the round's dialog does.
            end.append(translate("Announcer", "A tie at the top: another round is played."))
        if self._position_pending:
            # A jump onto the round's end (in a review): its count in place of the position there, whose
            # hands and table are empty, said as F2 reads it there.
            self._pending[self._position_at] = self._placed(" ".join(end))
        else:
            for words in end:
                self.say(words)

    def _on_match_over(self, winner: int) -> None:
        words = match_over_words(self.game, winner)
        self._round_end.append(words)
        self.say(words)

    def _on_marks(self) -> None:
        """A capture with more than one choice, said as it comes up."""
        choice = self.board.choice
        if choice is not None and choice is not self._choice:
            self.say(choice_words(choice))
        self._choice = choice


def read_position_action(announcer: Announcer, parent: QObject, round_end: bool = False) -> QAction:
    """F2, "Read the position aloud": for a window's menu, or added to a dialog as its shortcut; in a
    round's dialog (``round_end``), the round's end that it shows (``Announcer.read_round_end``)."""
    action = QAction(translate("Announcer", "Read the &position aloud"), parent)
    action.setShortcuts([QKeySequence("F2")])
    action.triggered.connect(announcer.read_round_end if round_end else announcer.read_position)
    return action
