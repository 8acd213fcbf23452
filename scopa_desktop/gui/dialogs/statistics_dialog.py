"""Game > Statistics: matches played and won at each kind of table, with a reset.

Matches where the player took a move back or asked for a hint are shown on rows
of their own, marked "assisted": they are not mixed into the plain figures."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.rating import history
from ...engine.cards import SETTEBELLO  # named as the deck in use shows it
from ...resources.translation import QT_TRANSLATE_NOOP
from ...storage.statistics_db import StatisticsStore, TableFigures
from ...storage.statistics_errors import StatisticsError
from ..accelerators import manage_accelerators
from ..fitted_window import resize_to_fit
from ..screen_fit import FRAME, fitted_size
from ..statistics import TableKind, player_duels, read_table_label, statistics_failure
from ..words import card_title, count_cell_said, level_title, percent_text, points_text, variant_title
from .rating_view import RatingView
from .statistics_choices import StatisticsChoices, order_words

COLUMNS = (
    QT_TRANSLATE_NOOP("StatisticsDialog", "Table"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Played"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won %"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Streak"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Best streak"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Points per round"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Scope"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Settebello"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Primiera"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Best match"),
)
PLAYED = COLUMNS.index("Played")
CELL_PADDING = 8  # each side of a cell's text, with the style's margin and the grid line
EMPTY_WIDTH = 560  # with no match finished: two sentences, wrapped to a comfortable line
MOST_WIDTH = 1100  # wider, a table's words on one line would leave the figures far from them


class _Cell(QTableWidgetItem):
    """A cell that sorts by what it stands for (its SORT_KEY data), not by its text: by text, "100%"
    came before "20%", and "–" (no round played yet) after every figure."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(SORT_KEY), other.data(SORT_KEY)
        return bool(mine < theirs) if type(mine) is type(theirs) else super().__lt__(other)


SORT_KEY = Qt.ItemDataRole.UserRole


class StatisticsDialog(QDialog):
    def __init__(self, statistics: StatisticsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(self.tr("Statistics"))
        layout = self.dialog_layout = QVBoxLayout(self)
        self.empty = QLabel(self.tr("No match finished yet: statistics count every match played to its end, "
                                    "and a match left unfinished as lost."))
        self.empty.setWordWrap(True)
        self._none_yet = self.empty.text()
        self.choices = StatisticsChoices([self.tr(title) for title in COLUMNS], self.goal_words)
        layout.addWidget(self.choices)
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("statisticsTable")
        self.table.setAccessibleName(self.tr("Your results at each kind of table"))  # Tab reaches it: said by name
        self.table.setHorizontalHeaderLabels([self.tr(title) for title in COLUMNS])
        settebello = self.table.horizontalHeaderItem(COLUMNS.index("Settebello"))
        assert settebello is not None  # the header labels made it
        settebello.setToolTip(self.tr("Rounds in which your side took {card}").format(card=card_title(SETTEBELLO)))
        played = self.table.horizontalHeaderItem(PLAYED)
        assert played is not None  # the header labels made it
        played.setToolTip(self.tr("Every match counted, one left unfinished as lost"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # the arrows go from cell to cell; Tab on to the buttons
        # A table's words ("6 players alone (hard, medium, …), to 11") are never cut with "…": too long
        # for their column they wrap, the row growing to hold them.  The column takes what the figures
        # leave, never less than a few words' width (the table scrolls sideways before that).
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self._least_first = 0  # the tables' column's least width: its longest word, or about 20 letters
        self._one_line_first = 0  # its width with each table's words on one line
        # Refitted whenever the room or the figures' widths change: at the dialog's own resize the
        # figures' columns may not be sized to their contents yet, nor the table to the dialog.
        header.sectionResized.connect(self._on_section_resized)
        self.table.viewport().installEventFilter(self)
        # A click on a column's title sorts by it (a figure highest first), again the other way; most
        # played first to begin with.  The order is marked by an arrow beside the sorted column's title
        # alone: Qt's own indicator widened every column by its room, squeezing the tables' words.
        for column in range(1, len(COLUMNS)):
            title = self.table.horizontalHeaderItem(column)
            assert title is not None  # the header labels made it
            title.setData(Qt.ItemDataRole.InitialSortOrderRole, Qt.SortOrder.DescendingOrder)
        header.sortIndicatorChanged.connect(self._mark_sorted_column)
        # The table sorts itself as the indicator changes (setSortIndicator is no slot: a connection to it
        # made at run time is refused).
        self.choices.sortChosen.connect(lambda column, order: header.setSortIndicator(column, order))
        self.choices.filterChanged.connect(self._show_chosen_tables)
        header.setSortIndicator(PLAYED, Qt.SortOrder.DescendingOrder)
        layout.addWidget(self.table)
        self.rating = RatingView()
        layout.addWidget(self.rating)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The keyboard starts on Close, not on the table's first cell as if the player had chosen it
        # (nor on Reset); Tab reaches the table.
        buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()
        manage_accelerators(self)
        self._counted: list[TableFigures] = []  # the tables read by the last fill, and what their labels say
        self._kinds: list[TableKind | None] = []
        self.fill()
        if self.table.rowCount():
            resize_to_fit(self, self._size_of_what_it_shows())
        else:  # as small as its two sentences: a fresh player's first look was a screen-wide blank
            resize_to_fit(self, QSize(EMPTY_WIDTH, layout.totalHeightForWidth(EMPTY_WIDTH)))

    def _size_of_what_it_shows(self) -> QSize:
        """Every row of the table whole, its tables' words on one line up to MOST_WIDTH, with the rating
        and the buttons below: a new player's row or two open a small dialog, which grows with their
        history up to what the screen holds (then the table scrolls).  At a fixed 1000 x 560, one row
        stood above a blank the height of the screen."""
        self.ensurePolished()
        header = self.table.horizontalHeader()
        figures = sum(max(header.sectionSizeHint(column), self.table.sizeHintForColumn(column))
                      for column in range(1, len(COLUMNS)))
        layout = self.dialog_layout
        margins = layout.contentsMargins()
        sides = margins.left() + margins.right() + 2 * self.table.frameWidth()
        # The tables' words on one line up to MOST_WIDTH, wrapped past it; the figures always whole.
        width = max(EMPTY_WIDTH, min(sides + figures + max(self._least_first, self._one_line_first),
                                     max(MOST_WIDTH, sides + figures + self._least_first)))
        screen = self.screen()
        if screen is not None:  # narrower on a small screen: the words wrap more, the table may scroll sideways
            width = min(width, fitted_size(QSize(width, 0), screen.availableGeometry()).width())
        header.resizeSection(0, max(self._least_first, width - sides - figures))
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        table = 2 * self.table.frameWidth() + header.sizeHint().height() + rows
        if width - sides - figures < self._least_first:  # a screen too narrow: the table scrolls sideways
            table += self.table.horizontalScrollBar().sizeHint().height()
        # A row or two need less than a scroll area's least height, which stood as a blank below them.
        self.table.setMinimumHeight(min(table, self.table.minimumSizeHint().height()))
        # The rating's words wrapped to the width, the plot and the buttons: the rest of the layout.
        rest = layout.totalHeightForWidth(width) - self.table.sizeHint().height()
        return QSize(width, rest + table)

    def fill(self) -> None:
        """Read the statistics (again: a match ended while the dialog was open, or they were reset) and show them."""
        try:
            self._counted = self.statistics.figures()
            self.rating.show_history(history(player_duels(self.statistics)))
        except StatisticsError as error:
            self._counted = []
            self.rating.show_history([])
            self.empty.setText(statistics_failure(error))
        self._kinds = [read_table_label(figures.table) for figures in self._counted]
        self.choices.offer(self._kinds)
        self._show_chosen_rows()

    def _show_chosen_rows(self) -> None:
        """The tables read last that the choices above the table keep (a choice needs no new reading)."""
        counted = self._counted
        tables = [figures for figures, kind in zip(counted, self._kinds, strict=True) if self.choices.shows(kind)]
        if counted and not tables:
            self.empty.setText(self.tr("No table counted is of the kind chosen above."))
        elif counted:
            self.empty.setText(self._none_yet)
        self.table.setSortingEnabled(False)  # each cell where it is put, the rows sorted once they are all in
        self.table.setRowCount(len(tables))
        for row, figures in enumerate(tables):
            for column, (value, key) in enumerate(zip(self.row_values(figures), self.sort_keys(figures), strict=True)):
                item = _Cell(value)
                item.setData(SORT_KEY, key)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, count_cell_said(value))  # "–" in words
                if column == PLAYED and figures.left:
                    left = figures.left  # lupdate sees a plural only when its count is a plain name
                    item.setToolTip(self.tr("%n of them left unfinished, counted as lost", "", left))
                elif column == 0 and figures.assisted:  # "assisted" alone did not say what made a match so
                    item.setToolTip(self.tr("Matches in which you undid a move or asked for a hint: "
                                            "counted apart, and left out of your rating"))
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicatorShown(False)  # _mark_sorted_column marks it
        metrics = self.table.fontMetrics()
        words = [self.row_values(figures)[0] for figures in tables]
        longest_word = max((metrics.horizontalAdvance(word) for table in words for word in table.split()), default=0)
        self._least_first = max(longest_word, metrics.averageCharWidth() * 20) + 2 * CELL_PADDING
        self._one_line_first = max(map(metrics.horizontalAdvance, words), default=0) + 2 * CELL_PADDING
        self._fit_first_column()
        self.empty.setVisible(not tables)
        self.table.setVisible(bool(tables))
        self.choices.setVisible(bool(counted))
        self.reset_button.setEnabled(bool(counted))
        if tables and self.isVisible():  # a match ended while it was open: room for its row too
            self._grow_to_what_it_shows()

    def _grow_to_what_it_shows(self) -> None:
        """Larger where the rows now shown need it (never smaller: the player may have made it so),
        kept on the screen.  Left as it was, the first match counted filled a dialog sized for the two
        sentences of an empty history, its row and the rating squeezed out of sight."""
        screen = self.screen()
        if screen is None:
            return
        available = screen.availableGeometry()
        self.resize(fitted_size(self._size_of_what_it_shows().expandedTo(self.size()), available))
        place, room = self.frameGeometry(), available.marginsRemoved(FRAME)
        place.moveRight(min(place.right(), room.right()))
        place.moveBottom(min(place.bottom(), room.bottom()))
        self.move(max(place.left(), room.left()), max(place.top(), room.top()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_first_column()
        return super().eventFilter(watched, event)

    def _mark_sorted_column(self, sorted_column: int, order: Qt.SortOrder) -> None:
        arrow = self.style().standardIcon(QStyle.StandardPixmap.SP_ArrowUp if order == Qt.SortOrder.AscendingOrder
                                          else QStyle.StandardPixmap.SP_ArrowDown)
        for column in range(len(COLUMNS)):
            title = self.table.horizontalHeaderItem(column)
            assert title is not None  # the header labels made it
            title.setIcon(arrow if column == sorted_column else QIcon())
        self.choices.show_sorted(sorted_column, order)
        said = self.tr("Sorted by {column}: {order}").format(column=self.tr(COLUMNS[sorted_column]),
                                                              order=order_words(sorted_column, order))
        self.table.setAccessibleDescription(said)  # said as the table is reached
        if self.isVisible():  # the player's choice (not the order it opens in): told to a screen reader now
            self._announce(said)

    def _show_chosen_tables(self) -> None:
        self._show_chosen_rows()
        shown = self.table.rowCount()  # lupdate sees a plural only when its count is a plain name
        self._announce(self.tr("%n table(s) shown", "", shown))

    def _announce(self, text: str) -> None:
        """``text`` told to a screen reader after what it is saying (the box's new value)."""
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.table, text))

    def _on_section_resized(self, column: int) -> None:
        if column:  # a figure's column; the first is the one fitted
            self._fit_first_column()

    def _fit_first_column(self) -> None:
        """The tables' column takes the width the figures leave (at least its least), its rows as
        tall as their wrapped words."""
        header = self.table.horizontalHeader()
        figures = sum(header.sectionSize(column) for column in range(1, len(COLUMNS)))
        header.resizeSection(0, max(self._least_first, self.table.viewport().width() - figures))
        self.table.resizeRowsToContents()

    def row_values(self, figures: TableFigures) -> list[str]:
        """One row's texts, in the order of COLUMNS."""
        table = self.table_words(figures.table)
        if figures.assisted:
            table = self.tr("{table} (assisted)").format(table=table)
        per_round = figures.points_per_round
        return [table, str(figures.played), str(figures.won), percent_text(round(100 * figures.win_rate)),
                str(figures.streak), str(figures.best_streak), "–" if per_round is None else points_text(per_round),
                str(figures.scope), str(figures.settebello), str(figures.primiera),
                "–" if figures.best_match is None else str(figures.best_match)]

    def sort_keys(self, figures: TableFigures) -> list[str | float]:
        """What each cell of a row sorts by, in the order of COLUMNS: the table's words as a person
        orders them, and each figure as a number (one not there yet, "–", below every figure)."""
        per_round, best = figures.points_per_round, figures.best_match
        return [self.row_values(figures)[0].casefold(), figures.played, figures.won, figures.win_rate,
                figures.streak, figures.best_streak, -1.0 if per_round is None else per_round, figures.scope,
                figures.settebello, figures.primiera, -1 if best is None else best]

    def confirm_reset(self) -> None:
        answer = QMessageBox.question(self, self.tr("Reset statistics"), self.tr("Forget every match counted so far?"))
        if answer == QMessageBox.StandardButton.Yes:
            try:
                self.statistics.reset()
            except StatisticsError as error:
                QMessageBox.warning(self, self.tr("Reset statistics"), statistics_failure(error))
            self.fill()

    def table_words(self, label: str) -> str:
        """A stored table label in the window's language; as stored when it does not read as one."""
        kind = read_table_label(label)
        if kind is None:
            return label
        opponents = ", ".join(level_title(level) for level in kind.opponents)
        goal = self.goal_words(kind)
        if kind.players == 2:
            return self.tr("vs {opponents}, {goal}").format(opponents=opponents, goal=goal)
        if kind.teams == kind.players:
            words = self.tr("{players} players {sides} ({opponents}), {goal}").format(
                players=kind.players, sides=self.tr("alone"), opponents=opponents, goal=goal)
        else:  # who partnered the player, apart: the label holds every other seat's level in seat order
            teams = kind.teams  # lupdate sees a plural only when its count is a plain name
            words = self.tr("{players} players {sides} (with {partners}; against {opponents}), {goal}").format(
                players=kind.players, sides=self.tr("%n sides", "", teams), partners=", ".join(map(level_title,
                kind.partners)), opponents=", ".join(map(level_title, kind.against)), goal=goal)
        return ", ".join([words, *(variant_title(variant) for variant in kind.variants)])

    def goal_words(self, kind: TableKind) -> str:
        """What a kind of table was played to: "to 11", "3 rounds"."""
        if kind.target is not None:
            return self.tr("to {target}").format(target=kind.target)
        rounds = kind.rounds  # lupdate sees a plural only when its count is a plain name
        assert rounds is not None  # a label without a target counts rounds
        return self.tr("%n round(s)", "", rounds)
