"""The review window (Game > Review last match, or Review a game record): the table at any move
of a match, every hand face up, stepped with Left/Right, a round at a time with Page Up/Page Down,
to its start and end with Home/End, or with the buttons; beside it the
moves of the round, the coach's note on each move of the chosen seat and its three costliest
moves marked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, QStandardPaths, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.coach import DEFAULT_SAMPLES
from ...engine import Match, match_to_record
from ..accelerators import manage_accelerators
from ..escape_closes import close_on_escape
from ..field_names import name_boxes_by_their_labels
from ..fitted_window import remember_place, resize_to_fit
from ..game_model import HUMAN_SEAT, Played
from ..learning.coach import CoachNote
from ..learning.coach_words import verdict_text
from ..screen_fit import text_scale
from ..settings import FELT_KEY, HIGH_CONTRAST_KEY, REVIEW_GEOMETRY_KEY, SKIN_KEY, AppSettings
from ..side_words import match_won_words, points_shown_and_said
from ..table import TableView
from ..table.announcer import Announcer, move_words, read_position_action
from ..wheel_guard import guard_wheels
from ..words import card_title, cards_title, points_text
from .game import ReviewCoach, ReviewGame, open_record

MARKS = ("①", "②", "③")  # the costliest move of the round, the second, the third
SIDE_WIDTH = 300  # the side panel's width at the base size (see screen_fit.text_scale)
SIDE_TEXT_PX = 13  # its type's size there, as a dialog's in the main window's style


def move_line(game: ReviewGame, played: Played) -> str:
    """A move in the review's list: "Giulia: 7 of Denari takes 3 of Coppe + 4 of Spade. Scopa!"."""
    name, card = game.seat_name(played.seat), card_title(played.card)
    if played.take:
        text = QCoreApplication.translate("Review", "{name}: {card} takes {cards}").format(
            name=name, card=card, cards=cards_title(played.take))
    else:
        text = QCoreApplication.translate("Review", "{name}: {card} laid").format(name=name, card=card)
    return text + (" · " + QCoreApplication.translate("Review", "Scopa!") if played.scopa else "")


class ReviewWindow(QDialog):
    """Steps through ``match``; the coach's notes are for ``seat`` (another can be chosen)."""

    def __init__(self, match: Match, skin_id: str, animation_speed: float = 1.0, seat: int = HUMAN_SEAT,
                 samples: int = DEFAULT_SAMPLES, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.setWindowTitle(self.tr("Review of the match"))
        self.game = ReviewGame(match, seat, self)
        self.coach = ReviewCoach(self.game, samples, self)
        self.table = TableView(self.game, skin_id)
        self.table.set_animation_speed(animation_speed)
        # Each step said as it is taken, a jump with the position it lands on; F2 reads the position.
        self.announcer = Announcer(self.game, self.table, self.table.board, self)
        self.announcer.place = self._place_words
        self.addAction(read_position_action(self.announcer, self))

        self.seat_box = QComboBox()
        for each in range(match.rules.players):
            self.seat_box.addItem(self.game.seat_name(each), each)
        self.seat_box.setCurrentIndex(seat)
        self.seat_box.currentIndexChanged.connect(self._on_seat_chosen)
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Ctrl+Tab from the table: the arrows step on
        self.where = QLabel()
        self.where.setObjectName("roundTitle")
        self.score = QLabel()
        self.score.setWordWrap(True)
        self.note = CoachNote()  # as tall as its wrapped text: the list takes the rest
        self.note.setVisible(True)
        self.moves = QListWidget()
        self.moves.setObjectName("reviewMoves")
        self.moves.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # read with Up/Down, a move jumped to with Enter
        self.moves.setWordWrap(True)
        self.moves.itemClicked.connect(self._on_move_clicked)
        self.moves.itemActivated.connect(self._on_move_clicked)
        self.progress = QLabel()
        self.progress.setWordWrap(True)

        side = self.side = QWidget()
        side.setObjectName("reviewSide")
        side.setFixedWidth(SIDE_WIDTH)  # grows with the window, as its type does: see resizeEvent
        self._side_scale = 0.0
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 0, 0)
        seat_label = QLabel(self.tr("The coach's notes for:"))
        seat_label.setWordWrap(True)
        self.where.setWordWrap(True)
        seat_label.setBuddy(self.seat_box)  # what a screen reader says of the box, not only whose name it shows
        side_layout.addWidget(seat_label)
        side_layout.addWidget(self.seat_box)
        side_layout.addWidget(self.where)
        side_layout.addWidget(self.score)
        side_layout.addWidget(self.note)
        moves_label = QLabel(self.tr("Moves of the round (①②③: the costliest)"))
        moves_label.setWordWrap(True)
        moves_label.setBuddy(self.moves)
        side_layout.addWidget(moves_label)
        side_layout.addWidget(self.moves, 1)
        side_layout.addWidget(self.progress)

        buttons = QHBoxLayout()
        # Each named in words: a screen reader read "black left-pointing triangle Back".
        self.start_button = self._button(buttons, self.tr("|◀ Start"), self.tr("To the start"), self.go_home,
                                         Qt.Key.Key_Home)
        # A round at a time: a match of several rounds was crossed 36 steps a round, or from its end.
        self.round_back_button = self._button(buttons, self.tr("◀◀ Round"), self.tr("To the round before"),
                                              self.go_round_back, Qt.Key.Key_PageUp)
        self.back_button = self._button(buttons, self.tr("◀ Back"), self.tr("One move back"), self.game.back,
                                        Qt.Key.Key_Left)
        self.forward_button = self._button(buttons, self.tr("Forward ▶"), self.tr("One move on"), self.game.forward,
                                           Qt.Key.Key_Right)
        self.round_on_button = self._button(buttons, self.tr("Round ▶▶"), self.tr("To the next round"),
                                            self.go_round_on, Qt.Key.Key_PageDown)
        self.end_button = self._button(buttons, self.tr("End ▶|"), self.tr("To the end"), self.go_end, Qt.Key.Key_End)
        buttons.addStretch(1)
        close = QPushButton(self.tr("Close"))
        close.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        close.clicked.connect(self.close)
        buttons.addWidget(close)

        top = QHBoxLayout()
        top.addWidget(self.table, 1)
        top.addWidget(side)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(buttons)
        resize_to_fit(self, QSize(1100, 720))
        close_on_escape(self, self.table)
        name_boxes_by_their_labels(self)
        guard_wheels(self)
        manage_accelerators(self)

        self.game.positionChanged.connect(self._show_position)
        # Settings give every open table the new look and deck (after the cards' names follow the deck, or
        # the Italian names): the moves listed here are told again with it, as the window's move log is.
        self.table.lookChanged.connect(self.retell)
        self.coach.judged.connect(self._on_judged)
        self.coach.judge_seat(seat)
        self._list_round = -1
        self._verdict_said = (-1, -1)  # (seat, position) whose coach's word was last said
        self._show_position()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel's type and width grow with the window, as the table's cards do (on a big
        screen its 13-px words were a narrow column beside a table filling the rest)."""
        super().resizeEvent(event)
        scale = text_scale(event.size(), QApplication.font().pointSizeF())
        if scale != self._side_scale:
            self._side_scale = scale
            px = round(SIDE_TEXT_PX * scale)
            self.side.setStyleSheet(f"QLabel, QComboBox, QListWidget {{ font-size: {px}px; }}")
            # The buttons below the table too: the main window's style, scaled for its own size, reached
            # them (17-px buttons beside 13-px notes when the main window filled a large screen).
            self.setStyleSheet(f"QPushButton {{ font-size: {px}px; }}")
        self.side.setFixedWidth(round(max(SIDE_WIDTH, min(SIDE_WIDTH * scale, event.size().width() * 0.3))))

    def _button(self, row: QHBoxLayout, text: str, said: str, slot: Callable[[], object], key: Qt.Key) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleName(said)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys step the review wherever the focus is
        button.setToolTip(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))
        button.clicked.connect(slot)
        QShortcut(QKeySequence(key), self, slot)
        row.addWidget(button)
        return button

    def _place_words(self) -> str:
        """Where the review stands, as F2 begins the position: "Round 1 of 3, move 4 of 36."."""
        return self.tr("Round {round} of {rounds}, move {move} of {moves}.").format(
            round=self.game.round_index + 1, rounds=len(self.game.match.rounds), move=self.game.step,
            moves=len(self.game.round_moves()))

    def go_home(self) -> None:
        self.game.go_to(0)

    def go_end(self) -> None:
        self.game.go_to(self.game.last_position())

    def go_round_back(self) -> None:
        """To the shown round's deal; from there, to the round before's."""
        game = self.game
        index = game.round_index if game.step else max(game.round_index - 1, 0)
        game.go_to(game.round_start(index))

    def go_round_on(self) -> None:
        """To the next round's deal; in the last round, to its end."""
        game = self.game
        following = game.round_index + 1
        game.go_to(game.round_start(following) if following < len(game.match.rounds) else game.last_position())

    # What is shown --------------------------------------------------------------------------------

    def _on_seat_chosen(self, index: int) -> None:
        seat = int(self.seat_box.itemData(index))
        self.game.set_seat(seat)
        self.coach.judge_seat(seat)
        self._list_round = -1
        self._show_position()

    def _on_move_clicked(self, item: QListWidgetItem) -> None:
        steps_before = self.game.position() - self.game.step
        self.game.go_to(steps_before + self.moves.row(item) + 1)

    def retell(self) -> None:
        """The moves and the coach's note told again in the cards' names of now (the deck changed)."""
        self._list_round = -1
        self._show_position()

    def _on_judged(self, index: int, _step: int) -> None:
        if index == self.game.round_index:
            self._list_round = -1  # the marks may move
        self._show_position()

    def _show_position(self) -> None:
        game = self.game
        index, step = game.round_index, game.step
        moves = game.round_moves()
        rounds = len(game.match.rounds)
        self.where.setText(self.tr("Round {round} of {rounds} · move {move} of {moves}").format(
            round=index + 1, rounds=rounds, move=step, moves=len(moves)))
        self.where.setAccessibleName(self._place_words())  # "…, move 4", not "… middle dot move 4"
        self._fill_moves(index, moves)
        self.moves.setCurrentRow(step - 1)
        totals = game.totals()
        score = game.round_score()
        if score is not None:
            shown, said = points_shown_and_said(game, self.tr("Round over: {points}. Match: {totals}"),
                                                points=score.points, totals=totals)
            won = self._winner_words()
            shown, said = shown + won, said + won
        elif step == len(moves) and index == rounds - 1 and step < self._cards_in_round():
            shown, said = points_shown_and_said(
                game, self.tr("The record stops here, before the end of the round. Match: {totals}"), totals=totals)
        else:
            shown, said = points_shown_and_said(game, self.tr("Match: {totals}"), totals=totals)
        self.score.setText(shown)
        self.score.setAccessibleName(said)  # "You 9, Giulia 7", not "You 9 en dash Giulia 7"
        self.note.setText(self._note_text(index, step, moves))
        self._say_verdict(index, step, moves)
        pending = self.coach.pending()
        self.progress.setText(self.tr("Moves the coach has still to judge: {count}").format(count=pending)
                              if pending else "")
        self._show_current_move(step)
        for button in (self.start_button, self.round_back_button, self.back_button):
            button.setEnabled(game.position() > 0)
        for button in (self.forward_button, self.round_on_button, self.end_button):
            button.setEnabled(game.position() < game.last_position())

    def _winner_words(self) -> str:
        """" Giulia won the match." at the match's last position, as the game's move log ends it; else ""."""
        winner = self.game.winner()
        if winner is None:
            return ""
        return " " + match_won_words(self.game, winner)

    def _show_current_move(self, step: int) -> None:
        """The move just stepped onto in view in the list, its first move at a round's start.  Scrolled
        once the words above have their new heights: the round's count at its end took two lines more,
        and a list scrolled before that hid the last move below its fold."""
        layout = self.side.layout()
        assert layout is not None  # made in __init__
        layout.activate()
        if step:
            self.moves.scrollToItem(self.moves.item(step - 1))
        else:
            self.moves.scrollToTop()  # the new round's list, not where the last round's was left

    def _cards_in_round(self) -> int:
        rules = self.game.rules
        return rules.cards_per_deal * rules.deals_per_round

    def _fill_moves(self, index: int, moves: list[Played]) -> None:
        if self._list_round == index:
            return
        self._list_round = index
        seat = self.game.seat
        costliest = self.coach.costliest(seat, index)
        self.moves.clear()
        for step, played in enumerate(moves):
            text = move_line(self.game, played)
            # Said as the table says a move: the line's "+", "·", "①" and "−" were read as signs.
            said = move_words(played, None if played.seat == HUMAN_SEAT else self.game.seat_name(played.seat))
            if step in costliest:
                judged = self.coach.note(seat, index, step)
                assert judged is not None
                text = f"{MARKS[costliest.index(step)]} {text} (−{points_text(judged[0])})"
                said = self.tr("{move} Costliest move number {rank} of the round, {cost} points below the best.")\
                    .format(move=said, rank=costliest.index(step) + 1, cost=points_text(judged[0]))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
            if played.seat == seat:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.moves.addItem(item)

    def _say_verdict(self, index: int, step: int, moves: list[Played]) -> None:
        """The coach's word on the move just stepped onto, to a screen reader: once the coach has it
        (now, or when its judging comes in), once a visit."""
        seat = self.game.seat
        if step and moves[step - 1].seat == seat and self.coach.note(seat, index, step - 1) is not None \
                and self._verdict_said != (seat, self.game.position()):
            self.announcer.say(self.note.text())
            self._verdict_said = (seat, self.game.position())
        elif self._verdict_said[1] != self.game.position():
            self._verdict_said = (-1, -1)  # stepped away: a visit back says it again

    def _note_text(self, index: int, step: int, moves: list[Played]) -> str:
        """The coach's word on the move that led here, when it is the chosen seat's."""
        if step == 0:
            return self.tr("Start of round {round}. Step through it with ← and →.").format(round=index + 1)
        played = moves[step - 1]
        if played.seat != self.game.seat:
            return self.tr("No note here: the coach judges only the moves of the seat chosen above.")
        judged = self.coach.note(self.game.seat, index, step - 1)
        if judged is None:
            return self.tr("The coach is thinking about this move…")
        return verdict_text(judged[1])

    def done(self, result: int) -> None:
        """Closing (the button, Esc, the window's frame) stops the coach's thread."""
        self.coach.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.coach.shutdown()  # also when closed unshown, where ``done`` is not called
        super().closeEvent(event)


def open_review(parent: QWidget, match: Match, settings: AppSettings) -> ReviewWindow:
    """Show a review of ``match`` beside the window, in its deck and at its animation speed; a review
    of the same match open already is brought to the front instead (a second one opened exactly over
    it, as if the menu had done nothing, and its coach judged every move again beside the first's)."""
    record = match_to_record(match)
    for open_now in parent.findChildren(ReviewWindow):
        if open_now.isVisible() and match_to_record(open_now.game.match) == record:
            if open_now.isMinimized():
                open_now.showNormal()
            open_now.raise_()
            open_now.activateWindow()
            return open_now
    window = ReviewWindow(match, settings.get(SKIN_KEY), settings.animation_speed(), parent=parent)
    window.table.set_look(settings.get(FELT_KEY), bool(settings.get(HIGH_CONTRAST_KEY)))
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    remember_place(window, settings, REVIEW_GEOMETRY_KEY)
    window.show()
    return window


def review_record_file(parent: QWidget, settings: AppSettings) -> ReviewWindow | str | None:
    """Ask for a game record and review it: the review opened, the one-line reason when it cannot be,
    or None when no file was chosen."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    path, _ = QFileDialog.getOpenFileName(parent, QCoreApplication.translate("Review", "Review a game record"),
                                          folder, QCoreApplication.translate("Review", "Game records (*.json)"))
    if not path:
        return None
    match = open_record(path)
    if isinstance(match, str):
        return QCoreApplication.translate("Review", "Not a game record that can be reviewed: {reason}").format(
            reason=match)
    return open_review(parent, match, settings)
