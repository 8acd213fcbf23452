"""The match sheet: every round of the match in one table, as a score pad keeps it
(cards, coins, settebello, primiera, scope, the variants' points, the round's
points and the running total), one line per side and round."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Rules, TeamScore
from ...resources.translation import QT_TRANSLATE_NOOP
from ..accelerators import manage_accelerators
from ..fitted_window import resize_to_fit
from ..game_model import MatchModel, PartlySeenMatch, SheetRound, UnseenRounds
from ..words import count_cell_said, score_line_title

SCORED = " ●"  # the side that scored the line
MAX_WIDTH = 1100  # wider than this, the sheet scrolls sideways
MIN_ROOM = 320  # the least height the sheet asks for: about ten lines, then it scrolls
LEAST_SIZE = QSize(420, 200)  # the dialog's least first size: an empty sheet's words and Close, at ease
Column = tuple[str, Callable[[TeamScore], str]]


def _mark(text: str, scored: bool) -> str:
    return text + (SCORED if scored else "")


_PRIMIERA = QT_TRANSLATE_NOOP("MatchSheet", "Primiera")
#: The count's columns (the primiera where the rules count it); the scoring variants' lines follow them.
_COLUMNS: list[tuple[str, Callable[[TeamScore], str]]] = [
    (QT_TRANSLATE_NOOP("MatchSheet", "Cards"), lambda t: _mark(str(t.cards), t.most_cards)),
    (QT_TRANSLATE_NOOP("MatchSheet", "Coins"), lambda t: _mark(str(t.coins), t.most_coins)),
    (QT_TRANSLATE_NOOP("MatchSheet", "Settebello"), lambda t: "●" if t.settebello else "–"),
    (_PRIMIERA, lambda t: _mark(str(t.primiera), t.best_primiera) if t.primiera is not None else "–"),
    (QT_TRANSLATE_NOOP("MatchSheet", "Scope"), lambda t: str(t.scope)),
]


def _line_points(name: str) -> Callable[[TeamScore], str]:
    """A side's cell of a scoring variant's line ``name``."""
    return lambda t: str(t.line(name).points) if t.line(name).points else "–"


def sheet_rounds(controller: MatchModel) -> list[SheetRound]:
    """The rounds the sheet writes: every round of a match played here; at a networked table, where the
    window may have come back after some, those it saw and the runs of those it did not."""
    return controller.sheet_rounds() if isinstance(controller, PartlySeenMatch) else list(controller.round_scores())


def sheet_columns(rules: Rules) -> list[Column]:
    """The columns of a match played by ``rules``: the primiera only where it counts, a scoring
    variant's line only when it is played."""
    columns = [(QCoreApplication.translate("MatchSheet", title), value) for title, value in _COLUMNS
               if title != _PRIMIERA or rules.counts_primiera]
    for line in rules.score_lines:
        columns.append((score_line_title(line.name), _line_points(line.name)))
    return columns


class MatchSheetTable(QTableWidget):
    """One line per side and round; the round's points and the running total at the end."""

    def __init__(self, controller: MatchModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchSheet")
        self.setAccessibleName(self.tr("Match sheet"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)  # the arrows go from cell to cell; Tab on to the dialog's buttons
        self.verticalHeader().hide()
        rules = controller.rules
        columns = sheet_columns(rules)
        # Who each line is, named as the German guide names a side: a player where each plays alone, else a team.
        sides = self.tr("Player") if rules.teams == rules.players else self.tr("Team")
        titles = [self.tr("Round"), sides, *(title for title, _ in columns), self.tr("Points"), self.tr("Total")]
        self.setColumnCount(len(titles))
        self.setHorizontalHeaderLabels(titles)
        rounds = sheet_rounds(controller)
        teams = rules.teams
        self.setRowCount(len(rounds) * teams)
        totals = [0] * teams  # the running total, round by round
        number = 0
        for index, entry in enumerate(rounds):
            first = index * teams  # the entry's first row
            if isinstance(entry, UnseenRounds):  # one entry for the run, with its points and nothing more
                number = entry.last
                named = str(entry.first) if entry.first == entry.last else f"{entry.first}–{entry.last}"
                # "3–5" was read "3 en dash 5": said as the rounds it stands for.
                named_said = named if entry.first == entry.last else self.tr("{first} to {last}", "rounds").format(
                    first=entry.first, last=entry.last)
                counts = [[""] * len(columns) for _ in range(teams)]
                points = list(entry.points)
                counts[0][0] = self.tr("Played while you were away: only the points are known")
                self.setSpan(first, 2, teams, len(columns))
            else:
                number += 1
                named = named_said = str(number)
                counts = [[value(team) for _, value in columns] for team in entry.teams]
                points = [team.points for team in entry.teams]
            for team in range(teams):
                totals[team] += points[team]
                cells = [named if team == 0 else "", controller.team_name(team), *counts[team], str(points[team]),
                         str(totals[team])]
                for column, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    # In words, no "black circle"; the round's number on each of its lines, not "blank" below
                    # its first, for a screen reader that goes down the column.
                    said = named_said if column == 0 else count_cell_said(text)
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if column != 1 else
                                          Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                    self.setItem(first + team, column, item)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)

    def showEvent(self, event: QShowEvent) -> None:
        # Where a long match's sheet scrolls, it opens on its foot: the newest round and the totals
        # as they stand, what the player opens it for (round 1 is a scroll up).
        super().showEvent(event)
        self.scrollToBottom()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self._whole_rows_at_the_foot()

    def updateGeometries(self) -> None:
        super().updateGeometries()
        self._whole_rows_at_the_foot()

    def _whole_rows_at_the_foot(self) -> None:
        """Scrolled to its foot, the sheet starts on a whole row: Qt sets the last row flush with the
        bottom there, and the first row in view stood half under the header.  The scroll bar's foot
        is the first of the last rows that fit whole, so they all show, with room to spare below."""
        bar = self.verticalScrollBar()
        if self.verticalScrollMode() != QAbstractItemView.ScrollMode.ScrollPerItem or not bar.maximum():
            return
        header = self.verticalHeader()
        top = header.sectionPosition(header.logicalIndex(bar.value()))
        if bar.value() == bar.maximum() and header.offset() != top:
            header.setOffset(top)
            self.viewport().update()

    def sizeHint(self) -> QSize:
        """Wide enough for every column and tall enough for every row, in the type it is shown in
        (known once polished)."""
        wanted = self.horizontalHeader().length() + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()
        return QSize(min(MAX_WIDTH, wanted), self._content_height())

    def minimumSizeHint(self) -> QSize:
        """Every row up to MIN_ROOM high: a short match's sheet never scrolls."""
        return QSize(self.sizeHint().width(), min(MIN_ROOM, self._content_height()))

    def _content_height(self) -> int:
        sideways = self.horizontalHeader().length() + 2 * self.frameWidth() > MAX_WIDTH  # a scroll bar below
        return (self.verticalHeader().length() + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
                + (self.horizontalScrollBar().sizeHint().height() if sideways else 0))

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""


class MatchSheetDialog(QDialog):
    """The sheet on its own, from the Game menu at any time."""

    def __init__(self, controller: MatchModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchSheetDialog")
        self.setWindowTitle(self.tr("Match sheet"))
        layout = QVBoxLayout(self)
        self.sheet = MatchSheetTable(controller)
        layout.addWidget(self.sheet)
        if not sheet_rounds(controller):  # opened in the first round: say why the sheet is empty
            self.empty_note = QLabel(self.tr("No round has ended yet: each round is written here when it ends."))
            self.empty_note.setWordWrap(True)
            layout.addWidget(self.empty_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The keyboard starts on Close: first in the tab order, the sheet took the focus at opening and
        # framed its first cell as if the player had chosen it.  Tab goes to the sheet, the arrows through it.
        buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()
        manage_accelerators(self)

    def setVisible(self, visible: bool) -> None:
        if visible and not self.isVisible():  # sized in the type it is shown in, on the screen it opens on
            for widget in (self, *self.findChildren(QWidget)):
                widget.ensurePolished()
            # Every row where the screen's free area has room for them and the dialog's frame: kept 120 px
            # short of the screen's height, a long match's sheet scrolled by two rows on a netbook that showed them.
            resize_to_fit(self, self.sizeHint().expandedTo(LEAST_SIZE))
        super().setVisible(visible)
