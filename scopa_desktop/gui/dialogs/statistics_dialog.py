"""Game > Statistics: matches played and won at each kind of table, with a reset."""

from __future__ import annotations

from PySide6.QtCore import Qt
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

from ..statistics import Statistics

COLUMNS = ("Table", "Played", "Won", "Won %", "Streak", "Best streak")


class StatisticsDialog(QDialog):
    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle("Statistics")
        self.resize(640, 300)
        layout = QVBoxLayout(self)
        self.empty = QLabel("No match finished yet: statistics count every match played to its end.")
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("statisticsTable")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton("Reset…", QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.fill()

    def fill(self) -> None:
        tables = sorted(self.statistics.tables().items(), key=lambda item: -item[1].played)
        self.table.setRowCount(len(tables))
        for row, (label, stats) in enumerate(tables):
            values = (label, stats.played, stats.won, f"{100 * stats.win_rate:.0f}%", stats.streak, stats.best_streak)
            for column, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.empty.setVisible(not tables)
        self.table.setVisible(bool(tables))
        self.reset_button.setEnabled(bool(tables))

    def confirm_reset(self) -> None:
        answer = QMessageBox.question(self, "Reset statistics", "Forget every match counted so far?")
        if answer == QMessageBox.StandardButton.Yes:
            self.statistics.reset()
            self.fill()
