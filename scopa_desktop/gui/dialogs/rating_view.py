"""The player's rating in words and as a small plot of its history, on the levels' scale.

Shown in Statistics; New game shows the rating and the level for an even match (``RatingWords``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...ai.rating import LEVEL_RATINGS, PlayerRating, even_level
from ..words import capitalised, level_title

# The levels drawn as lines across the plot, weakest first (random lies far below a person's range).
PLOTTED_LEVELS = ("easy", "medium", "hard")
SINGLE_BAND_PX = 10  # the width of the uncertainty drawn for a history of one match
DOT_RADIUS = 3  # the newest rating's dot


class RatingWords(QObject):
    """The rating in the window's language.  A class of its own because Qt's tools find
    plural forms only in a class's ``tr``."""

    def rating(self, rating: PlayerRating) -> str:
        """ "Your rating: 1313 ± 21, from 300 rated matches: one opponent, no hints or undo."  Which matches,
        said: beside the Played column, which counts every match, a bare "from 3 matches" read as a miscount."""
        matches = rating.matches  # lupdate sees a plural only when its count is a plain name
        return self.tr("Your rating: {rating} ± {deviation}, from %n rated match(es): one opponent, no hints or undo.",
                       "", matches).format(
            rating=round(rating.value), deviation=round(rating.deviation))

    def even_match(self, rating: PlayerRating) -> str:
        """ "Medium gives you an even match." """
        return self.tr("{level} gives you an even match.").format(
            level=capitalised(level_title(even_level(rating.value))))

    def scale(self) -> str:
        """ "Levels: Easy 1200 · Medium 1340 · Hard 1456" """
        levels = " · ".join(f"{capitalised(level_title(level))} {round(LEVEL_RATINGS[level])}"
                            for level in PLOTTED_LEVELS)
        return self.tr("Levels: {scale}").format(scale=levels)


class RatingPlot(QWidget):
    """The rating after each match, with its uncertainty as a band and the levels as lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ratings: list[PlayerRating] = []
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(400, 130)

    def show_history(self, ratings: Sequence[PlayerRating]) -> None:
        self.ratings = list(ratings)
        if self.ratings:
            first, last = self.ratings[0], self.ratings[-1]
            self.setAccessibleName(self.tr("Your rating after each of your %n rated match(es): from {first} to {last}",
                                           "", len(self.ratings)).format(first=round(first.value),
                                                                         last=round(last.value)))
        self.update()

    def value_range(self) -> tuple[float, float]:
        """The ratings the plot spans: every level line and the whole band, with a little room."""
        values = [LEVEL_RATINGS[level] for level in PLOTTED_LEVELS]
        for rating in self.ratings:
            values += [rating.value - rating.deviation, rating.value + rating.deviation]
        low, high = min(values), max(values)
        return low - 0.05 * (high - low), high + 0.05 * (high - low)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.ratings:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = painter.fontMetrics()
        label_width = max(metrics.horizontalAdvance(capitalised(level_title(level))) for level in PLOTTED_LEVELS)
        # The plot's frame, the levels' labels beside it; the history is drawn inside it, clear of its lines
        # by the newest rating's dot (without a frame, the band ran past the levels' lines to the plot's edges).
        frame = QRectF(self.rect()).adjusted(4.5, 4.5, -(label_width + 12.5), -4.5)
        inside = DOT_RADIUS + 2
        area = frame.adjusted(inside, inside, -inside, -inside)
        low, high = self.value_range()
        count = len(self.ratings)

        def point(index: int, value: float) -> QPointF:
            x = area.left() + (area.width() * index / (count - 1) if count > 1 else area.width() / 2)
            return QPointF(x, area.bottom() - area.height() * (value - low) / (high - low))

        text_colour = self.palette().color(QPalette.ColorRole.WindowText)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1))
        painter.drawRect(frame)
        for level in PLOTTED_LEVELS:
            y = point(0, LEVEL_RATINGS[level]).y()
            painter.setPen(QPen(text_colour, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(frame.left(), y), QPointF(frame.right(), y))
            painter.drawText(QRectF(frame.right() + 6, y - metrics.height() / 2, label_width + 6, metrics.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             capitalised(level_title(level)))
        painter.setClipRect(frame.adjusted(0.5, 0.5, -0.5, -0.5))  # whatever the history, never past the frame
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        band = QPolygonF([point(i, r.value + r.deviation) for i, r in enumerate(self.ratings)]
                         + [point(i, r.value - r.deviation) for i, r in reversed(list(enumerate(self.ratings)))])
        fill = QColor(highlight)
        fill.setAlpha(60)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        if count == 1:  # one match: a band of no width would not show the rating's uncertainty at all
            only = self.ratings[0]
            top, bottom = point(0, only.value + only.deviation), point(0, only.value - only.deviation)
            painter.drawRect(QRectF(top.x() - SINGLE_BAND_PX / 2, top.y(), SINGLE_BAND_PX, bottom.y() - top.y()))
        painter.drawPolygon(band)
        line = QPainterPath(point(0, self.ratings[0].value))
        for index, rating in enumerate(self.ratings[1:], start=1):
            line.lineTo(point(index, rating.value))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(highlight, 2))
        painter.drawPath(line)
        painter.setBrush(highlight)
        painter.drawEllipse(point(count - 1, self.ratings[-1].value), DOT_RADIUS, DOT_RADIUS)
        painter.end()


class RatingView(QWidget):
    """Statistics' rating section: the rating in words, the levels' scale, the even level, the plot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.words = QLabel()
        self.words.setObjectName("ratingWords")
        self.words.setWordWrap(True)
        self.plot = RatingPlot()
        self.plot.setObjectName("ratingPlot")
        layout.addWidget(self.words)
        layout.addWidget(self.plot)

    def show_history(self, ratings: Sequence[PlayerRating]) -> None:
        words = RatingWords()
        if not ratings:
            self.words.setText(self.tr("Your rating appears after your first match against one AI opponent, played "
                                       "without hints or undo. {scale}").format(scale=words.scale()))
        else:
            self.words.setText(" ".join([words.rating(ratings[-1]), words.even_match(ratings[-1]), words.scale()]))
        self.plot.setVisible(bool(ratings))
        self.plot.show_history(ratings)
