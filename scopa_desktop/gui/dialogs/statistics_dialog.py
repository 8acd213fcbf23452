"""Game > Statistics: matches played and won at each kind of table, with a reset."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..statistics import Statistics, read_table_label
from ..words import level_title, variant_title

COLUMNS = (
    QT_TRANSLATE_NOOP("StatisticsDialog", "Table"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Played"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Won %"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Streak"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Best streak"),
)


class StatisticsDialog(QDialog):
    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(640, 300)
        layout = QVBoxLayout(self)
        self.empty = QLabel(self.tr("No match finished yet: statistics count every match played to its end, "
                                    "and a match left unfinished as lost."))
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("statisticsTable")
        self.table.setHorizontalHeaderLabels([self.tr(title) for title in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(self.tr("Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.fill()

    def fill(self) -> None:
        tables = sorted(self.statistics.tables().items(), key=lambda item: -item[1].played)
        self.table.setRowCount(len(tables))
        for row, (label, stats) in enumerate(tables):
            values = (self.table_words(label), stats.played, stats.won, f"{100 * stats.win_rate:.0f}%", stats.streak,
                      stats.best_streak)
            for column, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.empty.setVisible(not tables)
        self.table.setVisible(bool(tables))
        self.reset_button.setEnabled(bool(tables))

    def confirm_reset(self) -> None:
        answer = QMessageBox.question(self, self.tr("Reset statistics"), self.tr("Forget every match counted so far?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.statistics.reset()
            self.fill()

    def table_words(self, label: str) -> str:
        """A stored table label in the window's language; as stored when it does not read as one."""
        kind = read_table_label(label)
        if kind is None:
            return label
        opponents = ", ".join(level_title(level) for level in kind.opponents)
        if kind.target is not None:
            goal = self.tr("to {target}").format(target=kind.target)
        else:
            rounds = kind.rounds  # lupdate sees a plural only when its count is a plain name
            goal = self.tr("%n round(s)", "", rounds)
        if kind.players == 2:
            return self.tr("vs {opponents}, {goal}").format(opponents=opponents, goal=goal)
        if kind.teams == kind.players:
            sides = self.tr("alone")
        else:
            teams = kind.teams
            sides = self.tr("%n sides", "", teams)
        words = self.tr("{players} players {sides} ({opponents}), {goal}").format(
            players=kind.players, sides=sides, opponents=opponents, goal=goal)
        return ", ".join([words, *(variant_title(variant) for variant in kind.variants)])
