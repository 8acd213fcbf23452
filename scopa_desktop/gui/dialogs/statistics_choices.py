"""What Statistics shows and in what order, chosen from the keyboard: the column the tables are
sorted by and which way, and which tables are shown (by the level of the AIs played against, by
the score played to).  A click on a column's title sorts too, but a header takes no focus: a
keyboard or a screen reader had no way to sort at all."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...ai.levels import LEVELS
from ...resources.translation import QT_TRANSLATE_NOOP
from ..field_names import name_boxes_by_their_labels
from ..statistics import TableKind
from ..words import capitalised, level_title

#: Each column's two ways, the way a first choice sorts first: the tables' words from A, every figure highest first.
_WORDS_ORDERS = ((QT_TRANSLATE_NOOP("StatisticsChoices", "A to Z"), Qt.SortOrder.AscendingOrder),
                 (QT_TRANSLATE_NOOP("StatisticsChoices", "Z to A"), Qt.SortOrder.DescendingOrder))
_FIGURE_ORDERS = ((QT_TRANSLATE_NOOP("StatisticsChoices", "Highest first"), Qt.SortOrder.DescendingOrder),
                  (QT_TRANSLATE_NOOP("StatisticsChoices", "Lowest first"), Qt.SortOrder.AscendingOrder))


def _tr(text: str) -> str:
    return QCoreApplication.translate("StatisticsChoices", text)


def goal_key(kind: TableKind) -> str:
    """What a table was played to, as the goal box keeps it: "to 11", "3 rounds" (never shown)."""
    return f"to {kind.target}" if kind.target is not None else f"{kind.rounds} rounds"


def order_words(column: int, order: Qt.SortOrder) -> str:
    """A sorted column's way in words: "Highest first", "A to Z" (column 0 holds the tables' words)."""
    return next(_tr(words) for words, way in (_FIGURE_ORDERS if column else _WORDS_ORDERS) if way == order)


def _labelled(text: str, box: QComboBox) -> QHBoxLayout:
    """``box`` after its label, the label its buddy: Alt and its letter reach the box, and a screen reader
    says the label as the box's name (``name_boxes_by_their_labels``)."""
    label = QLabel(text)
    label.setBuddy(box)
    line = QHBoxLayout()
    line.addWidget(label)
    line.addWidget(box)
    return line


class StatisticsChoices(QWidget):
    """Two lines above the table: "Sort by [column] [way]", and "Show [level] [goal]"."""

    sortChosen = Signal(int, Qt.SortOrder)  # a column and its way, chosen here
    filterChanged = Signal()

    def __init__(self, titles: Sequence[str], goal_words: Callable[[TableKind], str],
                 parent: QWidget | None = None) -> None:
        """``titles``: the columns'; ``goal_words``: what a kind of table was played to, as its row says it."""
        super().__init__(parent)
        self._goal_words = goal_words
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sort_box = QComboBox()
        self.sort_box.setObjectName("sortBy")
        for column, title in enumerate(titles):
            self.sort_box.addItem(title, column)
        self.order_box = QComboBox()
        self.order_box.setObjectName("sortOrder")
        self.level_box = QComboBox()
        self.level_box.setObjectName("levelShown")
        self.goal_box = QComboBox()
        self.goal_box.setObjectName("goalShown")
        for box in (self.sort_box, self.order_box, self.level_box, self.goal_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        sort_line = _labelled(self.tr("&Sort by:"), self.sort_box)
        sort_line.addSpacing(12)
        sort_line.addLayout(_labelled(self.tr("&Order:"), self.order_box))
        sort_line.addStretch(1)
        show_line = _labelled(self.tr("&Against:"), self.level_box)
        show_line.addSpacing(12)
        show_line.addLayout(_labelled(self.tr("&Match length:"), self.goal_box))
        show_line.addStretch(1)
        layout.addLayout(sort_line)
        layout.addLayout(show_line)
        self.sort_box.activated.connect(self._on_column_chosen)
        self.order_box.activated.connect(lambda: self.sortChosen.emit(self.sort_box.currentData(), self.order()))
        self.level_box.activated.connect(lambda: self.filterChanged.emit())
        self.goal_box.activated.connect(lambda: self.filterChanged.emit())
        self.offer([])
        name_boxes_by_their_labels(self)

    def _on_column_chosen(self) -> None:
        column = self.sort_box.currentData()
        self._fill_orders(column)
        self.sortChosen.emit(column, self.order())  # the column's first way

    def order(self) -> Qt.SortOrder:
        return Qt.SortOrder(self.order_box.currentData())

    def _fill_orders(self, column: int) -> None:
        self.order_box.clear()
        for words, way in _FIGURE_ORDERS if column else _WORDS_ORDERS:
            self.order_box.addItem(_tr(words), way.value)  # a plain int: findData finds it

    def show_sorted(self, column: int, order: Qt.SortOrder) -> None:
        """The boxes say the order the table is in (sorted here or by a click on a title)."""
        self.sort_box.setCurrentIndex(self.sort_box.findData(column))
        self._fill_orders(column)
        self.order_box.setCurrentIndex(self.order_box.findData(order.value))

    def offer(self, kinds: Iterable[TableKind | None]) -> None:
        """Offer the levels and goals of the tables counted, keeping the choices made where still offered."""
        read = [kind for kind in kinds if kind is not None]
        levels = {level for kind in read for level in kind.against}
        goals = {goal_key(kind): kind for kind in sorted(read, key=lambda kind: (kind.target is None,
                                                                                  kind.target or kind.rounds))}
        _refill(self.level_box, self.tr("Every level"),
                [(level, capitalised(level_title(level))) for level in LEVELS if level in levels])
        _refill(self.goal_box, self.tr("Any length"),
                [(key, self._goal_words(kind)) for key, kind in goals.items()])

    def shows(self, kind: TableKind | None) -> bool:
        """Whether a table of ``kind`` (None: a label not read) is among those chosen."""
        level, goal = self.level_box.currentData(), self.goal_box.currentData()
        if level is None and goal is None:
            return True
        return kind is not None and (level is None or level in kind.against) \
            and (goal is None or goal == goal_key(kind))


def _refill(box: QComboBox, every: str, items: list[tuple[str, str]]) -> None:
    """``box`` offering ``every`` (no filter), then ``items``; the value chosen before kept if still offered."""
    chosen = box.currentData()
    box.clear()
    box.addItem(every, None)
    for value, words in items:
        box.addItem(words, value)
    box.setCurrentIndex(max(0, box.findData(chosen)) if chosen is not None else 0)
