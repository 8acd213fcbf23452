"""Watch a match of AIs only (Game > Watch a match…): every seat an AI, played out on the
table at a chosen speed, every hand face up, with a pause.

``WatchController`` is the game controller with no player's seat: the table is seen
from seat 0's side, nobody's turn is the player's, and nothing is saved or counted
in the statistics (the window's own match goes on untouched).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...ai import make_player
from ...ai.levels import OPPONENT_NAMES
from ...engine import Match, RoundScore, Rules, cards_of
from ..accelerators import give_accelerators, manage_accelerators
from ..controller import GameController, PlayerFactory
from ..escape_closes import close_on_escape
from ..field_names import name_boxes_by_their_labels
from ..fitted_window import remember_place, resize_to_fit
from ..game_model import TableSnapshot, team_seats
from ..saved_game import SavedGame
from ..settings import FELT_KEY, HIGH_CONTRAST_KEY, SKIN_KEY, WATCH_GEOMETRY_KEY, AppSettings, default_level
from ..side_words import points_shown_and_said
from ..table import TableView
from ..table.announcer import Announcer, read_position_action
from ..wheel_guard import guard_wheels
from ..words import level_title

WATCH_NAMES = (*OPPONENT_NAMES, "Paolo")  # one a seat, at a table of six too
#: Speed -> (least time an AI takes over its move in ms, the animations' speed).
WATCH_SPEEDS: dict[str, tuple[int, float]] = {
    "slow": (1800, 1.8), "normal": (900, 1.0), "fast": (250, 0.5), "instant": (0, 0.0)}
#: The speeds' names, as the Settings dialog words them (the same translations).
_SPEED_WORDS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
ROUND_PAUSE_MS = 1500  # the finished round stays on the table this long at normal speed


class WatchController(GameController):
    """A match where every seat is an AI."""

    def __init__(self, player_factory: PlayerFactory = make_player, parent: QObject | None = None) -> None:
        super().__init__(None, player_factory, parent)

    def watch(self, rules: Rules, levels: Sequence[str], seed: int | None = None) -> None:
        """Start a match with an AI of ``levels[seat]`` in every seat."""
        if len(levels) != rules.players:
            raise ValueError(f"{rules.players} seats need as many levels, not {len(levels)}")
        seed = random.randrange(2**31) if seed is None else seed
        self.start_match(SavedGame(Match(rules, seed=seed), seed, list(levels)))

    @property
    def human_seat(self) -> int:
        return 0  # whose side the table is seen from

    def held_back(self) -> bool:
        """Paused with a seat waiting to think: nothing moves until ``release_ai``."""
        return self._ai_waiting

    def seat_name(self, seat: int) -> str:
        return WATCH_NAMES[seat % len(WATCH_NAMES)]

    def seat_label(self, seat: int) -> str:
        level = self.levels[seat]
        return f"{self.seat_name(seat)} ({level_title(level)})" if level else self.seat_name(seat)

    def team_name(self, team: int) -> str:
        return " & ".join(self.seat_name(seat) for seat in team_seats(self.rules, team))

    def team_short_name(self, team: int) -> str:
        seats = team_seats(self.rules, team)
        return self.seat_name(seats[0]) if len(seats) == 1 else " & ".join(self.seat_name(s)[0] for s in seats)

    def is_human_turn(self) -> bool:
        return False

    def play(self, card: int, take: Sequence[int]) -> bool:
        self.refuse(self.tr("This match is only watched: the AIs play it."))
        return False

    def snapshot(self) -> TableSnapshot:
        assert self.match is not None
        return replace(super().snapshot(), open_hands=tuple(tuple(cards_of(hand)) for hand in self.match.current.hands))


class WatchWindow(QDialog):
    """The table of a watched match, with the speed, a pause (Space) and the score."""

    def __init__(self, rules: Rules, levels: Sequence[str], skin_id: str, speed: str = "normal",
                 seed: int | None = None, player_factory: PlayerFactory = make_player,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watchWindow")
        self.setWindowTitle(self.tr("Watch a match"))
        self.controller = WatchController(player_factory, self)
        self.table = TableView(self.controller, skin_id)
        self.announcer = Announcer(self.controller, self.table, self.table.board, self)  # every move, said
        self.addAction(read_position_action(self.announcer, self))
        self.paused = False
        self.speed_box = QComboBox()
        for key, words in _SPEED_WORDS.items():
            self.speed_box.addItem(QCoreApplication.translate("SettingsDialog", words), key)
        self.speed_box.setCurrentIndex(list(WATCH_SPEEDS).index(speed))
        self.speed_box.currentIndexChanged.connect(lambda _index: self._apply_speed())
        self.pause_button = QPushButton()
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pause_button.clicked.connect(self.toggle_pause)
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.toggle_pause)
        self.score = QLabel()
        self.score.setObjectName("roundTitle")
        close = QPushButton(self.tr("Close"))
        close.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        close.clicked.connect(self.close)
        controls = QHBoxLayout()
        speed_label = QLabel(self.tr("Speed:"))
        speed_label.setBuddy(self.speed_box)  # the box's name, for a screen reader (name_boxes_by_their_labels)
        controls.addWidget(speed_label)
        controls.addWidget(self.speed_box)
        controls.addWidget(self.pause_button)
        controls.addWidget(self.score, 1)
        controls.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(controls)
        resize_to_fit(self, QSize(980, 700))
        close_on_escape(self, self.table)
        name_boxes_by_their_labels(self)
        guard_wheels(self)
        manage_accelerators(self)
        self._next_round = QTimer(self)
        self._next_round.setSingleShot(True)
        self._next_round.timeout.connect(self._deal_next_round)
        self.controller.roundOver.connect(self._on_round_over)
        self.controller.matchStarted.connect(self._show_score)
        self.controller.roundStarted.connect(lambda _number: self._show_score())
        self._apply_speed()
        self._show_pause()
        self.controller.watch(rules, levels, seed)

    def _apply_speed(self) -> None:
        delay_ms, animation = WATCH_SPEEDS[self.speed_box.currentData()]
        self.controller.ai_delay_ms = delay_ms
        self.table.set_animation_speed(animation)

    # Pausing -----------------------------------------------------------------------------------------

    def toggle_pause(self) -> None:
        """Stop after the move under way, or go on; nothing once the match is over."""
        if self.match_over():
            return  # Space said "Paused." and offered "Go on" over a table where nothing was left to move
        self.paused = not self.paused
        if self.paused:
            self.controller.hold_ai()
        else:
            self.controller.release_ai()
            if self.controller.round_over() and not self._next_round.isActive():
                self._deal_next_round()
        self._show_pause()
        self.announcer.say(self.tr("Paused.") if self.paused else self.tr("Going on."))  # the key's answer, heard

    def _show_pause(self) -> None:
        self.pause_button.setText(self.tr("Go on (Space)") if self.paused else self.tr("Pause (Space)"))
        give_accelerators(self)  # Qt tells of no new text: its letter is given here

    # Rounds ----------------------------------------------------------------------------------------------

    def _on_round_over(self, _score: RoundScore) -> None:
        self._show_score()
        winner = self.controller.winner()
        if winner is not None:
            self._set_score(self.tr("{side} won the match, {totals}."), side=self.controller.team_name(winner))
            self.pause_button.setEnabled(False)
            return
        delay_ms, animation = WATCH_SPEEDS[self.speed_box.currentData()]
        if not self.paused:
            self._next_round.start(round(ROUND_PAUSE_MS * animation) if delay_ms else 0)

    def _deal_next_round(self) -> None:
        if not self.paused and self.controller.round_over() and self.controller.winner() is None:
            self.controller.start_next_round()

    def _show_score(self) -> None:
        self._set_score(self.tr("Round {round}: {totals}"), round=str(self.controller.round_number()))

    def _set_score(self, template: str, **words: str) -> None:
        """The score label filled with the totals, shown "Giulia 5 – Marco 3" and said "Giulia 5, Marco 3"
        (not "5 en dash Marco")."""
        shown, said = points_shown_and_said(self.controller, template, totals=self.controller.totals(), **words)
        self.score.setText(shown)
        self.score.setAccessibleName(said)

    def match_over(self) -> bool:
        return self.controller.winner() is not None

    def done(self, result: int) -> None:
        self._stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()  # also when closed unshown, where ``done`` is not called
        super().closeEvent(event)

    def _stop(self) -> None:
        self._next_round.stop()
        self.controller.shutdown()


def watch_match(settings: AppSettings, parent: QWidget) -> WatchWindow:
    """Watch the AIs play a match at the table last chosen in New game, the chosen levels in every seat."""
    rules = settings.rules()
    levels = [default_level(), *settings.levels(rules.players - 1)]
    window = WatchWindow(rules, levels, settings.get(SKIN_KEY), parent=parent)
    window.table.set_look(settings.get(FELT_KEY), bool(settings.get(HIGH_CONTRAST_KEY)))
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    remember_place(window, settings, WATCH_GEOMETRY_KEY)
    window.show()
    return window
