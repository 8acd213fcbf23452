"""The score at a glance: match totals against the target, and this round's
running count of cards, coins, settebello, primiera and scope."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from ...engine import TeamScore
from ...resources.translation import QT_TRANSLATE_NOOP
from ..controller import GameController
from ..words import rules_line

#: Each line of the round's count: its title, its short title (a narrow column head), each side's cell.
ROUND_ROWS: tuple[tuple[str, str, Callable[[TeamScore], str]], ...] = (
    (QT_TRANSLATE_NOOP("ScorePanel", "Cards"), QT_TRANSLATE_NOOP("ScorePanel", "Cards"), lambda t: str(t.cards)),
    (QT_TRANSLATE_NOOP("ScorePanel", "Coins"), QT_TRANSLATE_NOOP("ScorePanel", "Coins"), lambda t: str(t.coins)),
    (QT_TRANSLATE_NOOP("ScorePanel", "Settebello"), QT_TRANSLATE_NOOP("ScorePanel", "7 bello"),
     lambda t: "✓" if t.settebello else "–"),
    (QT_TRANSLATE_NOOP("ScorePanel", "Primiera"), QT_TRANSLATE_NOOP("ScorePanel", "Prim."),
     lambda t: str(t.primiera) if t.primiera is not None else "–"),
    (QT_TRANSLATE_NOOP("ScorePanel", "Scope"), QT_TRANSLATE_NOOP("ScorePanel", "Scope"), lambda t: str(t.scope)),
)
WIDE_TABLE = 3  # more sides than this: one row per side instead of one column


def _centred(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


class ScorePanel(QFrame):
    """Built once per match (``matchStarted``); every later signal only updates texts."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("scorePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.title = QLabel()
        self.title.setObjectName("scoreTitle")
        layout.addWidget(self.title)
        self.rules_line = QLabel()  # the variants and options in play, beside the score
        self.rules_line.setObjectName("rulesLine")
        self.rules_line.setWordWrap(True)
        layout.addWidget(self.rules_line)
        self._body = QWidget()
        layout.addWidget(self._body)
        self.total_labels: list[QLabel] = []
        self._bars: list[QProgressBar] = []
        self._cells: list[list[QLabel]] = []  # by team, by ROUND_ROWS
        self.round_title = QLabel()
        controller.matchStarted.connect(self._build)
        for signal in (controller.roundStarted, controller.cardPlayed, controller.roundOver, controller.movesTakenBack):
            signal.connect(self.refresh)

    def _build(self) -> None:
        """Lay out one line per side for the totals and the round's running count."""
        self._body.hide()
        self._body.deleteLater()
        self._body = QWidget()
        layout = self.layout()
        assert layout is not None  # made in __init__
        layout.addWidget(self._body)
        rules = self.controller.rules
        self.rules_line.setText(rules_line(rules))
        self.rules_line.setVisible(bool(self.rules_line.text()))
        grid = QGridLayout(self._body)
        grid.setContentsMargins(0, 0, 0, 0)
        self.total_labels, self._bars, self._cells = [], [], []
        row = 0
        for team in range(rules.teams):
            name_label = QLabel(self.controller.team_name(team))
            name_label.setObjectName("teamName")
            total = QLabel()
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name_label, row, 0, 1, 4)
            grid.addWidget(total, row, 4, 1, 2)
            self.total_labels.append(total)
            if not rules.fixed_rounds:
                bar = QProgressBar()
                bar.setRange(0, rules.target)
                bar.setTextVisible(False)
                bar.setFixedHeight(6)
                grid.addWidget(bar, row + 1, 0, 1, 6)
                self._bars.append(bar)
            row += 2
        self.round_title = QLabel()
        self.round_title.setObjectName("roundTitle")
        grid.addWidget(self.round_title, row, 0, 1, 6)
        row += 1
        by_row = rules.teams > WIDE_TABLE
        if by_row:  # six sides: a denser table so every name fits the panel
            grid.setHorizontalSpacing(4)
            self._body.setStyleSheet("QLabel { font-size: 12px; }")
        short_names = [self.controller.team_short_name(t) for t in range(rules.teams)]
        for team, name in enumerate(short_names, 1):
            header = QLabel(name)
            header.setObjectName("roundHeader")
            if by_row:
                grid.addWidget(header, row + team, 0)
            else:
                header.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(header, row, team)
        for index, (title, short, _value) in enumerate(ROUND_ROWS, 1):
            if by_row:
                grid.addWidget(_centred(QCoreApplication.translate("ScorePanel", short)), row, index)
            else:
                grid.addWidget(QLabel(QCoreApplication.translate("ScorePanel", title)), row + index, 0)
        for column in range(1, (len(ROUND_ROWS) if by_row else rules.teams) + 1):
            grid.setColumnStretch(column, 1)
        for team in range(1, rules.teams + 1):
            cells = []
            for index in range(1, len(ROUND_ROWS) + 1):
                cell = _centred()
                grid.addWidget(cell, *((row + team, index) if by_row else (row + index, team)))
                cells.append(cell)
            self._cells.append(cells)
        self.refresh()

    def refresh(self) -> None:
        controller = self.controller
        if not controller.in_match() or not self._cells:
            return
        rules, totals = controller.rules, controller.totals()
        if rules.fixed_rounds:
            self.title.setText(self.tr("Match · %n round(s), card values", "", rules.rounds))
        else:
            self.title.setText(self.tr("Match · first to {target}").format(target=rules.target))
        leader = max(totals)
        for team, label in enumerate(self.total_labels):
            label.setText(str(totals[team]))
            label.setObjectName("teamTotalLeading" if totals[team] == leader and leader else "teamTotal")
            label.setStyleSheet("")  # re-polish for the new object name
        for team, bar in enumerate(self._bars):
            bar.setValue(min(rules.target, totals[team]))
        over = controller.round_over()
        round_title = self.tr("Round {number} (over)") if over else self.tr("Round {number} so far")
        self.round_title.setText(round_title.format(number=controller.round_number()))
        score = controller.round_scores()[-1] if over else controller.running_score()
        for side_score, cells in zip(score.teams, self._cells, strict=False):
            for cell, (_title, _short, value) in zip(cells, ROUND_ROWS, strict=False):
                cell.setText(value(side_score))
