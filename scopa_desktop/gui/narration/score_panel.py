"""The score at a glance, beside the table of a match in play here or at a networked
table: match totals against the target, and this round's running count of cards,
coins, settebello, primiera and scope, with the lines the rules in play add or drop
(no primiera under card-value scoring)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, cast

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from ...engine import Rules, TeamScore
from ...resources.translation import QT_TRANSLATE_NOOP
from ..game_model import ScoredMatch
from ..words import breakable, primiera_text, rules_line, score_line_title

Cell = Callable[[TeamScore], str]


class Row(NamedTuple):
    """A line of the round's count: its title, its short title (a narrow column head), each side's
    cell as shown, and in words where the cell shows a sign or a word that tells less than the truth."""

    title: str
    short: str
    shown: Cell
    said: Cell | None = None


def _settebello_said(team: TeamScore) -> str:
    return QCoreApplication.translate("ScorePanel", "yes") if team.settebello else \
        QCoreApplication.translate("ScorePanel", "no")


def _primiera_shown(team: TeamScore) -> str:
    # The whole reason ("no primiera (no Coins, no Cups, …)") is four lines in a side's narrow
    # column: the cell says the word, its accessible name the reason.  (Not its tooltip too: a
    # screen reader would read it twice, as the cell's description.)
    if team.primiera is not None:
        return str(team.primiera)
    #: A side's primiera in the side panel's count: it has none (it lacks a suit).
    return QCoreApplication.translate("ScorePanel", "none")


ROUND_ROWS: tuple[Row, ...] = (
    Row(QT_TRANSLATE_NOOP("ScorePanel", "Cards"), QT_TRANSLATE_NOOP("ScorePanel", "Cards"), lambda t: str(t.cards)),
    Row(QT_TRANSLATE_NOOP("ScorePanel", "Coins"), QT_TRANSLATE_NOOP("ScorePanel", "Coins"), lambda t: str(t.coins)),
    Row(QT_TRANSLATE_NOOP("ScorePanel", "Settebello"), QT_TRANSLATE_NOOP("ScorePanel", "7 bello"),
        lambda t: "✓" if t.settebello else "–", _settebello_said),
    Row(QT_TRANSLATE_NOOP("ScorePanel", "Primiera"), QT_TRANSLATE_NOOP("ScorePanel", "Prim."),
        _primiera_shown, primiera_text),
    Row(QT_TRANSLATE_NOOP("ScorePanel", "Scope"), QT_TRANSLATE_NOOP("ScorePanel", "Scope"), lambda t: str(t.scope)),
)
PRIMIERA_ROW = 3  # the index in ROUND_ROWS of the line some rules do not count
WIDE_TABLE = 3  # more sides than this: one row per side instead of one column
DENSE_LEAST_PX = 8  # the least type of that denser table
# The least type the denser table's heads lie flat in: where they need smaller, they stand upright instead,
# each column as narrow as its figures, and the table keeps type a player reads at a glance.
READABLE_PX = 11


def round_rows(rules: Rules) -> list[Row]:
    """The lines of the round's count under ``rules``, titles translated: the primiera only where
    it counts, then the lines the scoring variants add."""
    rows = [row._replace(title=QCoreApplication.translate("ScorePanel", row.title),
                         short=QCoreApplication.translate("ScorePanel", row.short))
            for index, row in enumerate(ROUND_ROWS) if index != PRIMIERA_ROW or rules.counts_primiera]
    for line in rules.score_lines:
        title = score_line_title(line.name)
        rows.append(Row(title, title, _line_points(line.name)))
    return rows


def _line_points(name: str) -> Cell:
    return lambda t: str(t.line(name).points)


def _centred(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


class CountHead(QLabel):
    """A column head of the denser count: its line's short title, lying flat or standing upright
    (read from the foot up); the full title as its tooltip and accessible name either way."""

    def __init__(self, short: str, title: str) -> None:
        super().__init__(short)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setToolTip(title)
        self.setAccessibleName(title)
        self.upright = False

    def stand(self, upright: bool) -> None:
        if upright != self.upright:
            self.upright = upright
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        return super().sizeHint().transposed() if self.upright else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint().transposed() if self.upright else super().minimumSizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.upright:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.translate(0, self.height())
        painter.rotate(-90)
        # Bottom-aligned, so every head starts just above its column's figures.
        painter.drawText(QRect(0, 0, self.height(), self.width()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.text())


def _name_label(name: str, wrap: bool) -> QLabel:
    """A side's name as the words it is: at a networked table players choose their own names (up to 24
    characters; "<h1>…" is words, not markup); where ``wrap``, wrapped, a long run given places to break."""
    label = QLabel(breakable(name) if wrap else name)
    label.setAccessibleName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


class ScorePanel(QFrame):
    """Built once per match (``matchStarted``); every later signal only updates texts."""

    def __init__(self, controller: ScoredMatch, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("scorePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.title = QLabel()
        self.title.setObjectName("scoreTitle")
        self.title.setWordWrap(True)  # "Partita · 1 smazzata, valori delle carte" is wider than a netbook's panel
        layout.addWidget(self.title)
        self.rules_line = QLabel()  # the variants and options in play, beside the score
        self.rules_line.setObjectName("rulesLine")
        self.rules_line.setWordWrap(True)
        layout.addWidget(self.rules_line)
        self._body = QWidget()
        layout.addWidget(self._body)
        self.total_labels: list[QLabel] = []
        self._bars: list[QProgressBar] = []
        self._cells: list[list[QLabel]] = []  # by team, by row of the count
        self.rows: list[Row] = []  # the count's rows under the rules in play
        self.round_title = QLabel()
        self._by_row = False  # the count is a row per side (six sides), in type that fits the panel
        self._dense_px = 0
        self._dense_labels: list[QLabel] = []  # the count's labels in that type
        controller.matchStarted.connect(self._build)
        for signal in (controller.roundStarted, controller.cardPlayed, controller.roundOver, controller.movesTakenBack):
            signal.connect(self.refresh)

    def _build(self) -> None:
        """Lay out one line per side for the totals and the round's running count."""
        self._by_row, self._cells, self._dense_labels, self._dense_px = False, [], [], 0  # none till built
        self._body.hide()
        self._body.deleteLater()
        self._body = QWidget()
        layout = self.layout()
        assert layout is not None  # made in __init__
        layout.addWidget(self._body)
        rules = self.controller.rules
        said = [variant.id for variant in rules.chosen_variants if variant.fixed_rounds]  # the title says "card values"
        self.rules_line.setText(rules_line(rules, leave_out=said))
        self.rules_line.setVisible(bool(self.rules_line.text()))
        grid = QGridLayout(self._body)
        grid.setContentsMargins(0, 0, 0, 0)
        self.total_labels, self._bars = [], []
        by_row = self._by_row = rules.teams > WIDE_TABLE
        self.rows = round_rows(rules)
        # The totals in the count's last column, so no column is kept for them alone (three sides under
        # card-value scoring had too little room left for "Kartenwerte"); six sides' bars across the others.
        last = len(self.rows) if by_row else rules.teams
        row = 0
        for team in range(rules.teams):
            name_label = _name_label(self.controller.team_name(team), wrap=True)
            name_label.setObjectName("teamName")
            total = QLabel()
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if by_row:  # six sides: name, bar and total on one line, so the panel fits a netbook's height
                grid.addWidget(name_label, row, 0, 1, 2)
                grid.addWidget(total, row, last)
            else:  # the name has the line up to the total: wrapped only where the panel is too narrow for it
                line = QHBoxLayout()
                line.addWidget(name_label, 1)
                line.addWidget(total)
                grid.addLayout(line, row, 0, 1, last + 1)
            self.total_labels.append(total)
            if not rules.fixed_rounds:
                bar = QProgressBar()
                bar.setRange(0, rules.target)
                bar.setTextVisible(False)
                bar.setFixedHeight(6)
                grid.addWidget(bar, *((row, 2, 1, last - 2) if by_row else (row + 1, 0, 1, last + 1)))
                self._bars.append(bar)
            row += 1 if by_row else 2
        self.round_title = QLabel()
        self.round_title.setObjectName("roundTitle")
        grid.addWidget(self.round_title, row, 0, 1, last + 1)  # no column beyond the count's, nor its spacing
        row += 1
        if by_row:  # six sides: a denser table so every name fits the panel (see _fit_dense_table)
            grid.setHorizontalSpacing(4)
        short_names = [self.controller.team_short_name(t) for t in range(rules.teams)]
        for team, name in enumerate(short_names, 1):
            header = _name_label(name, wrap=not by_row)  # heading a column: wrapped, not widening the panel
            header.setObjectName("roundHeader")
            self._dense_labels.append(header)
            if by_row:
                grid.addWidget(header, row + team, 0)
            else:
                header.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(header, row, team)
        for index, count_line in enumerate(self.rows, 1):
            if by_row:
                head = CountHead(count_line.short, count_line.title)
                head.setObjectName("denseCount")
                self._dense_labels.append(head)
                grid.addWidget(head, row, index)
            else:
                line_title = QLabel(count_line.title)
                line_title.setWordWrap(True)  # "Valori delle carte" beside three sides' columns: on two lines
                grid.addWidget(line_title, row + index, 0)
        for column in range(1, (len(self.rows) if by_row else rules.teams) + 1):
            grid.setColumnStretch(column, 1)
        for team in range(1, rules.teams + 1):
            cells = []
            for index in range(1, len(self.rows) + 1):
                cell = _centred()
                if by_row:
                    cell.setObjectName("denseCount")
                    self._dense_labels.append(cell)
                grid.addWidget(cell, *((row + team, index) if by_row else (row + index, team)))
                cells.append(cell)
            self._cells.append(cells)
        self.refresh()
        self._fit_dense_table()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_dense_table()

    def _fit_dense_table(self) -> None:
        """Six sides' count (a row per side, a column per line): its type as large as the panel's
        other words where it fits the panel's width, smaller where not ("Münzen" and "Marco" were
        cut at 12 px in a German or Italian panel on a laptop); never cut.  Where flat heads would
        need type under READABLE_PX (Napola and Re bello on a netbook), they stand upright."""
        if not self._by_row or not self._cells:
            return
        layout = self.layout()
        assert layout is not None  # made in __init__
        margins = layout.contentsMargins()
        room = self.contentsRect().width() - margins.left() - margins.right()
        grid = cast(QGridLayout, self._body.layout())
        columns = [[grid.itemAtPosition(row, column) for row in range(grid.rowCount())]
                   for column in range(len(self.rows) + 1)]
        counted = [[cast(QLabel, item.widget()) for item in column if item is not None
                    and item.widget() in self._dense_labels] for column in columns]

        def needed(px: int, upright: bool) -> int:
            def width(label: QLabel) -> int:
                font = QFont(label.font())
                font.setPixelSize(px)
                font.setBold(label.objectName() == "roundHeader")
                metrics = QFontMetrics(font)
                if upright and isinstance(label, CountHead):
                    return metrics.height()
                return metrics.horizontalAdvance(label.text() or "10")
            return sum(max(map(width, column), default=0) for column in counted) \
                + grid.horizontalSpacing() * len(counted)

        largest = max(DENSE_LEAST_PX, QFontInfo(self.round_title.font()).pixelSize() - 1)
        fitting = ((px, upright) for upright in (False, True)
                   for px in range(largest, READABLE_PX - 1 if not upright else DENSE_LEAST_PX, -1)
                   if needed(px, upright) <= room)
        px, upright = next(fitting, (DENSE_LEAST_PX, True))
        for head in self._body.findChildren(CountHead):
            head.stand(upright)
        if px != self._dense_px:
            self._dense_px = px
            totals_px = QFontInfo(self.round_title.font()).pixelSize()  # as the names, on their line
            self._body.setStyleSheet(f"#roundHeader {{ font-size: {px}px; font-weight: bold; }} "
                                     f"#denseCount {{ font-size: {px}px; }} "
                                     f"#teamTotal, #teamTotalLeading {{ font-size: {totals_px}px; }}")

    def refresh(self) -> None:
        controller = self.controller
        if not controller.in_match() or not self._cells:
            return
        rules, totals = controller.rules, controller.totals()
        if rules.fixed_rounds:
            self.title.setText(self.tr("Match · %n round(s), card values", "", rules.rounds))
        else:
            self.title.setText(self.tr("Match · first to %n", "", rules.target))  # "bis 1 Punkt", "a 1 punto"
        leader = max(totals)
        for team, label in enumerate(self.total_labels):
            label.setText(str(totals[team]))
            label.setAccessibleName(self.tr("Match points, {side}: {points}").format(
                side=controller.team_name(team), points=totals[team]))
            label.setObjectName("teamTotalLeading" if totals[team] == leader and leader else "teamTotal")
            label.setStyleSheet("")  # re-polish for the new object name
        for team, bar in enumerate(self._bars):
            bar.setValue(min(rules.target, totals[team]))
            bar.setAccessibleName(self.tr("{side}: {points} of the %n point(s) to win", "", rules.target).format(
                side=controller.team_name(team), points=totals[team]))
        over = controller.round_over()
        round_title = self.tr("Round {number} (over)") if over else self.tr("Round {number} so far")
        self.round_title.setText(round_title.format(number=controller.round_number()))
        score = controller.running_score()  # at the round's end, its whole count
        for side_score, cells in zip(score.teams, self._cells, strict=False):
            side = controller.team_name(side_score.team)
            for cell, row in zip(cells, self.rows, strict=False):
                cell.setText(row.shown(side_score))
                said = row.said(side_score) if row.said is not None else cell.text()
                cell.setAccessibleName(self.tr("{line} this round, {side}: {value}").format(
                    line=row.title, side=side, value=said))
