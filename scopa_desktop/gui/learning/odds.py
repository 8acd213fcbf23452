"""Win odds beside the score (Settings > Win odds, off by default): the player's chance to win
the round and the match, worked out after every move from their own seat view (``ai.odds``)
in a thread of its own, so the window never waits; a stale answer is dropped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QProgressBar, QWidget

from ..background import JobRunner
from ..controller import GameController
from ..words import percent_text

if TYPE_CHECKING:
    from ...ai import CancelFlag
    from ...ai.odds import Odds
    from ...engine import SeatView

# ``ai.odds`` is imported by the first reckoning (in the odds' own thread), not with this
# module: the window's first paint does not need it.


class OddsBar(QWidget):
    """Two small bars: the chance to win the round, and the match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsBar")
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 0, 10, 4)
        grid.setVerticalSpacing(2)
        self.bars: list[QProgressBar] = []
        self.figures: list[QLabel] = []
        heading = QLabel(self.tr("Your chance to win"))
        heading.setObjectName("roundTitle")
        grid.addWidget(heading, 0, 0, 1, 3)
        self._titles = (self.tr("Your chance to win the round"), self.tr("Your chance to win the match"))
        for row, title in enumerate((self.tr("the round"), self.tr("the match")), 1):
            grid.addWidget(QLabel(title), row, 0)
            bar = QProgressBar()
            bar.setAccessibleName(self._titles[row - 1])
            bar.setRange(0, 100)
            bar.setTextVisible(False)
            bar.setFixedHeight(6)
            bar.setFixedWidth(60)
            grid.addWidget(bar, row, 1)
            figure = QLabel("–")
            figure.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            figure.setMinimumWidth(38)
            grid.addWidget(figure, row, 2)
            self.bars.append(bar)
            self.figures.append(figure)
        self.show_odds(None)  # the figures' names too
        self.setVisible(False)

    def show_odds(self, odds: Odds | None) -> None:
        """The chances in per cent; None: not known yet."""
        chances = (None, None) if odds is None else (odds.round, odds.match)
        for title, bar, figure, chance in zip(self._titles, self.bars, self.figures, chances, strict=True):
            if chance is None:
                bar.setValue(0)
                figure.setText("–")
                figure.setAccessibleName(self.tr("{chance}: not known yet").format(chance=title))
            else:
                percent = round(chance * 100)
                bar.setValue(percent)
                figure.setText(percent_text(percent))
                figure.setAccessibleName(self.tr("{chance}: {percent}").format(chance=title, percent=figure.text()))


class WinOdds(QObject):
    """Asks ``ai.odds`` for the player's chances after each move, off the GUI thread."""

    oddsChanged = Signal(object)  # Odds

    def __init__(self, controller: GameController, parent: QObject | None = None,
                 samples: int | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.samples = samples  # rollouts a reckoning; None: ai.odds's own number
        self.enabled = False
        self.bar = OddsBar()
        self.odds: Odds | None = None
        self._runner = JobRunner("scopa-odds", self)
        self._runner.done.connect(self._on_done)
        self._token = 0
        controller.matchStarted.connect(self.update)
        controller.roundStarted.connect(lambda _number: self.update())
        controller.cardPlayed.connect(lambda _played: self.update())
        controller.movesTakenBack.connect(lambda _count: self.update())

    @property
    def worker_thread(self) -> QThread:
        """The odds' thread, for tests."""
        return self._runner.worker_thread

    @property
    def jobs(self) -> JobRunner:
        """Where the odds are worked out: another helper's jobs may take turns with them there."""
        return self._runner

    def set_enabled(self, enabled: bool) -> None:
        if enabled == self.enabled:
            return
        self.enabled = enabled
        self.bar.setVisible(enabled)
        if enabled:
            self.update()
        else:
            self._runner.cancel()

    def update(self) -> None:
        """Work out the chances from the player's view as it is now (the last question asked is cancelled)."""
        self._runner.cancel()
        self._token += 1
        view = self.controller.seat_view(self.controller.human_seat) if self.controller.in_match() else None
        if not self.enabled or view is None:
            return
        self.odds = None
        self.bar.show_odds(None)
        seed, samples = self.controller.seed, self.samples
        self._runner.run(self._token, lambda cancel: win_odds(view, seed, samples, cancel))

    def shutdown(self) -> None:
        """Cancel and stop the thread; call once, on close."""
        self._runner.shutdown()

    def _on_done(self, token: int, result: object) -> None:
        from ...ai.odds import Odds

        if token != self._token:
            return  # the table has moved on since
        assert isinstance(result, Odds)
        self.odds = result
        self.bar.show_odds(result)
        self.oddsChanged.emit(result)


def win_odds(view: SeatView, seed: int, samples: int | None, cancel: CancelFlag) -> Odds:
    """``ai.odds.win_odds``, loaded on the first reckoning; ``samples`` None: its own number."""
    from ...ai import odds

    return odds.win_odds(view, seed, odds.DEFAULT_SAMPLES if samples is None else samples, cancel)
