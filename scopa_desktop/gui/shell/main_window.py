"""The main window: the table in the middle, the score and the move log at the
side, menus, and a status line in plain words.  It wires the controller's
signals to the widgets and the settings to both; it holds no rules itself.

The window is built in two steps: its frame (menus, side panel, status bar, the
felt) with this module's own light imports, and the game (the table, the panels,
the sound, the match) with the engine, the decks and the AI.  The app paints the
frame first and adds the game just after (``create_main_window(frame_first=True)``);
tests and tools get both at once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME, __version__
from ...storage.set_aside import set_aside
from ..app_data import default_save_path
from ..screen_fit import first_geometry, fits, text_scale
from ..settings import (
    COACH_KEY,
    FELT_KEY,
    GEOMETRY_KEY,
    HIGH_CONTRAST_KEY,
    ITALIAN_NAMES_KEY,
    MUTED_KEY,
    ODDS_KEY,
    SKIN_KEY,
    VOLUME_KEY,
    AppSettings,
)
from ..style import status_bar_height, style_sheet
from .first_frame import BareFelt
from .status_line import StatusLine
from .wheel_guard import install_wheel_guard

# What the first paint does not need is imported when first used: the game's own parts (the
# engine, the decks, the table, the panels: see attach_game), the dialogs, the network window
# (asyncio, sockets), the statistics database (sqlite3).  See BENCHMARKS.md, start-up.
if TYPE_CHECKING:
    from ...ai.rating import PlayerRating
    from ...engine import RoundScore
    from ...storage.statistics_db import StatisticsStore
    from ..controller import GameController, PlayerFactory
    from ..dialogs.round_over import RoundOverDialog
    from ..game_model import Played, Suggestion
    from ..learning.coach import Coach
    from ..learning.guided_deal import GuidedDeal
    from ..learning.odds import WinOdds
    from ..saved_game import SavedGame
    from ..sound import SoundBoard, SoundOutput
    from ..table import TableView
    from ..table.announcer import Announcer
    from ..table.move_log import MoveLog
    from .score_panel import ScorePanel

# Why the opponents wait at start-up: the window paints first, without sharing the interpreter with a search.
FIRST_PAINT = "first paint"


class MainWindow(QMainWindow):
    # Just after the window's first paint, the game in it: the time for what the first sight of it does not need.
    firstPainted = Signal()
    # The game's parts, there once attach_game has run.
    controller: GameController
    table: TableView
    sound: SoundBoard
    score_panel: ScorePanel
    move_log: MoveLog
    odds: WinOdds
    coach: Coach
    guided_deal: GuidedDeal
    announcer: Announcer

    def __init__(self, settings: AppSettings, statistics_path: Path | None = None,
                 sound_output: SoundOutput | None = None) -> None:
        """The window's frame: menus, an empty side panel, the status bar and the felt.
        ``attach_game`` puts the game in it."""
        super().__init__()
        app = QCoreApplication.instance()
        if app is not None:  # a window always has its application; the check is for the type
            install_wheel_guard(app)  # every dialog this window opens, too
        self.settings = settings
        self.round_dialog: RoundOverDialog | None = None
        self._pending_result: tuple[RoundScore, int | None] | None = None
        self.last_event = ""
        self._painted = False
        #: Starts a program detached from this one (replaced in tests).
        self.launch: Callable[[list[str]], object] = _start_detached
        #: How to start this app again for "Restart now"; the desktop shell that
        #: started the window knows it (empty: restarting only closes the window).
        self.restart_command: list[str] = []
        #: Sets up the game in the window (``attach_game``) just after its first paint; None once done.
        self.pending_start: Callable[[], None] | None = None
        self.setWindowTitle(APP_NAME)
        self._text_scale = 1.0
        self._felt = settings.get(FELT_KEY)  # the side panel takes the felt's colour
        self.setStyleSheet(style_sheet(self._text_scale, self._felt))
        self._statistics_path = statistics_path
        self._statistics: StatisticsStore | None = None
        self._sound_output = sound_output
        side = self.side_panel = QWidget()
        side.setObjectName("sidePanel")
        self._side_layout = QVBoxLayout(side)
        self._side_layout.setContentsMargins(0, 0, 0, 0)
        side.setFixedWidth(262)  # grows with the window: see eventFilter
        self._splitter = splitter = QSplitter()
        splitter.addWidget(BareFelt(self._felt))  # the table takes its place: see attach_game
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)
        self.status_line = StatusLine()  # every message goes through it, one at a time
        self.setStatusBar(self.status_line)
        self.status_label = self.status_line.label
        # Muted, said for as long as it lasts at the status bar's end: never in place of the turn's prompt.
        self.mute_label = QLabel()
        self.mute_label.setObjectName("muteIndicator")
        self.mute_label.hide()
        self.status_line.addPermanentWidget(self.mute_label)
        self.status_line.setFixedHeight(status_bar_height(self._text_scale))
        self._menu_actions: list[QAction] = []
        self._build_menus()
        self._enable_menus(False)  # nothing to act on before the game is in the window
        self.installEventFilter(self)  # see eventFilter: the type's size follows the window's
        self.restore_geometry()

    def attach_game(self, controller: GameController) -> None:
        """The game in the window: the table in the felt's place, the score, the odds, the
        coach's note and the move log in the side panel, the sound, all wired to
        ``controller``.  Its opponents wait for the window's first paint."""
        from ..learning.coach import Coach
        from ..learning.guided_deal import GuidedDeal
        from ..learning.odds import WinOdds
        from ..sound import SoundBoard, default_output
        from ..table import TableView
        from ..table.announcer import Announcer
        from ..table.move_log import MoveLog
        from .score_panel import ScorePanel

        self.controller = controller
        controller.hold_ai(FIRST_PAINT)
        # On a window already on screen (as the app opens it) the table's first paint has the cards.
        self.table = TableView(controller, self.settings.get(SKIN_KEY), cards_in_first_paint=self._painted)
        self.announcer = Announcer(controller, self.table, self.table.board, self)  # what happens, to a screen reader
        output = self._sound_output if self._sound_output is not None else default_output()
        self.sound = SoundBoard(controller, output, parent=self)
        self.score_panel = ScorePanel(controller)
        self.move_log = MoveLog()
        side_layout = self._side_layout
        side_layout.addWidget(self.score_panel)
        self.odds = WinOdds(controller, self)
        side_layout.addWidget(self.odds.bar)
        self.coach = Coach(controller, self)
        self.coach.noteChanged.connect(lambda text: self.announcer.say(text) if text else None)
        side_layout.addWidget(self.coach.note)
        self.guided_deal = GuidedDeal(self, self)
        side_layout.addWidget(self._assist_buttons())
        log_title = QLabel(self.tr("Moves"))
        log_title.setObjectName("roundTitle")
        log_title.setContentsMargins(10, 0, 0, 0)
        side_layout.addWidget(log_title)
        side_layout.addWidget(self.move_log, 1)
        # The guide's note takes the move log's place while it shows: beside the table, over none of it.
        side_layout.addWidget(self.guided_deal.note, 1)
        for in_its_place in (log_title, self.move_log):
            self.guided_deal.note.shown.connect(in_its_place.setHidden)
        bare_felt = self._splitter.replaceWidget(0, self.table)
        if bare_felt is not None:
            bare_felt.deleteLater()
        self._enable_menus(True)
        self.review_action.setEnabled(False)  # until a match is over: see _enable_review
        self.apply_settings()
        controller.matchStarted.connect(self._on_match_started)
        controller.roundStarted.connect(self._on_round_started)
        controller.turnChanged.connect(self._on_turn)
        controller.cardPlayed.connect(self._on_card_played)
        controller.dealMade.connect(lambda n: self._event(self.tr("New deal: three cards each ({number} of {deals}).")
                                                          .format(number=n, deals=controller.rules.deals_per_round)))
        controller.moveRefused.connect(self._on_refused)
        controller.roundOver.connect(self._on_round_over)
        controller.hintReady.connect(self._on_hint)
        controller.movesTakenBack.connect(self._on_taken_back)
        controller.matchOver.connect(self._count_match)
        controller.matchOver.connect(lambda _winner: self._enable_review())
        controller.saveFailed.connect(lambda text: self.show_notice(text, 8000))
        self.table.animationsFinished.connect(self._show_pending_result)
        self.table.board.prompt.connect(lambda text: self.status_line.showMessage(text, 15000))
        self.table.setFocus()  # keys 1-3, arrows, Enter and Esc work from the start

    def start_game(self) -> None:
        """Set up the game now if it is still waiting for the first paint."""
        start, self.pending_start = self.pending_start, None
        if start is not None:
            start()

    # Menus -------------------------------------------------------------------------------------

    def _action(self, menu: QMenu, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(text, self)
        # setShortcuts, not setShortcut: PySide's setShortcut builds all of Qt's ``Qt`` enums on
        # first use (about 16 ms), which the window's first frame does without.
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)  # every key the platform binds to it
        elif shortcut is not None:
            action.setShortcuts([QKeySequence(shortcut)])
        action.triggered.connect(slot)
        menu.addAction(action)
        self._menu_actions.append(action)
        return action

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_game_action = self._action(game, self.tr("&New game…"), self.show_new_game,
                                            QKeySequence.StandardKey.New)
        self.hint_action = self._action(game, self.tr("&Hint"), self.request_hint, "H")
        self.undo_action = self._action(game, self.tr("&Undo my last move"), lambda: self.controller.undo(),
                                        QKeySequence.StandardKey.Undo)
        self._action(game, self.tr("H&ost a table…"), self.host_table)
        self._action(game, self.tr("&Join a table…"), self.join_table)
        self._action(game, self.tr("&Match sheet…"), self.show_match_sheet, "Ctrl+M")
        self.review_action = self._action(game, self.tr("Re&view match"), self.review_match)
        self._action(game, self.tr("Review a game r&ecord…"), self.review_record)
        self._action(game, self.tr("&Watch a match…"), self.watch_match)
        game.addSeparator()
        self._action(game, self.tr("Save game &record…"), self.save_record_as, QKeySequence.StandardKey.Save)
        self._action(game, self.tr("S&tatistics…"), self.show_statistics)
        self.settings_action = self._action(game, self.tr("&Settings…"), self.show_settings, "Ctrl+,")
        self.mute_action = self._action(game, self.tr("&Mute sounds"), self.set_muted, "M")
        self.mute_action.setCheckable(True)
        self.full_screen_action = self._action(game, self.tr("&Full screen"), self.set_full_screen, "F11")
        self.full_screen_action.setCheckable(True)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&How to play…"), self.show_how_to_play)
        self._action(help_menu, self.tr("&Guided first deal"), lambda: self.guided_deal.start())
        self._action(help_menu, self.tr("&Rules summary"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, self.tr("Read the &position aloud"), lambda: self.announcer.read_position(), "F2")
        self._action(help_menu, self.tr("&About"), self.show_about)

    def _assist_buttons(self) -> QWidget:
        """Hint and Undo as buttons in the side panel, for a player with the mouse alone; each
        is its menu action (enabled as it is, the same shortcut)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QHBoxLayout, QToolButton

        row = QWidget()
        row.setObjectName("assistButtons")
        layout = QHBoxLayout(row)
        layout.setContentsMargins(10, 4, 10, 4)
        self.hint_button, self.undo_button = QToolButton(), QToolButton()
        for button, action, name in ((self.hint_button, self.hint_action, "hintButton"),
                                     (self.undo_button, self.undo_action, "undoButton")):
            button.setObjectName(name)
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setToolTip(f"{action.text().replace('&', '')} ({action.shortcut().toString()})")
            layout.addWidget(button)
        layout.addStretch(1)
        return row

    def set_full_screen(self, full: bool) -> None:
        """F11 and the Game menu's check box: the window over the whole screen, or back as it was."""
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def _enable_menus(self, enabled: bool) -> None:
        for action in self._menu_actions:
            action.setEnabled(enabled)

    def host_table(self) -> None:
        from ..netplay.window import host_table

        host_table(self.settings, self)

    def join_table(self) -> None:
        from ..netplay.window import join_table

        join_table(self.settings, self)

    def request_hint(self) -> None:
        """The coach's hint, with its reason, while the coach is on; else the quick hint."""
        if self.coach.enabled:
            self.coach.request_hint()
        else:
            self.controller.request_hint()

    def watch_match(self) -> None:
        from ..review.watch import watch_match

        watch_match(self.settings, self)

    def show_how_to_play(self) -> None:
        from ..dialogs.how_to_play import HowToPlayDialog

        self.how_to_play_dialog = HowToPlayDialog(self.settings.get(SKIN_KEY), self)
        self.how_to_play_dialog.open()

    def show_rules(self) -> None:
        """The rules in a nutshell, as the match in play has them (its variants, the deck's words)."""
        from PySide6.QtWidgets import QMessageBox

        from .rules_summary import rules_summary

        self.rules_box = QMessageBox(QMessageBox.Icon.Information, self.tr("Rules summary"),
                                     rules_summary(self.controller.rules), QMessageBox.StandardButton.Ok, self)
        self.rules_box.open()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, self.tr("About {app}").format(app=APP_NAME),
                          f"<b>{APP_NAME}</b> {__version__}<br>"
                          + self.tr("Scopa, the Italian card game, by the real rules."))

    # Settings and new games -----------------------------------------------------------------------

    def apply_settings(self) -> None:
        from ..table import LIT_MS, MOVE_MS
        from ..words import use_deck, use_italian_names

        speed = self.settings.animation_speed()
        self.table.set_animation_speed(speed)
        use_deck(self.settings.get(SKIN_KEY))
        use_italian_names(bool(self.settings.get(ITALIAN_NAMES_KEY)))
        self.table.set_skin(self.settings.get(SKIN_KEY))
        # The guided deal has the coach on for its deal, without changing the setting.
        self.coach.set_enabled(bool(self.settings.get(COACH_KEY)) or self.guided_deal.active)
        self.odds.set_enabled(bool(self.settings.get(ODDS_KEY)))
        self.sound.set_volume(self.settings.get(VOLUME_KEY), self.settings.get(MUTED_KEY))
        self.mute_action.setChecked(self.settings.get(MUTED_KEY))
        self.mute_label.setText(self.tr("Sounds off (M)"))
        self.mute_label.setVisible(self.settings.get(MUTED_KEY))
        felt = self.settings.get(FELT_KEY)
        self.table.setProperty("felt", felt)
        self.table.set_high_contrast(bool(self.settings.get(HIGH_CONTRAST_KEY)))
        if felt != self._felt:
            self._felt = felt
            self.setStyleSheet(style_sheet(self._text_scale, felt))
        self.table.resetCachedContent()
        self.table.viewport().update()
        # The opponent's card should not land before the player's own move has finished
        # moving; the pace is the least time it seems to think, counted from that move.
        animation = int((2 * MOVE_MS + LIT_MS) * speed)
        self.controller.ai_delay_ms = max(self.settings.ai_delay_ms(), animation + 150 if animation else 0)
        self._apply_undo_setting()

    def _apply_undo_setting(self) -> None:
        """"Allow undo" for the opponents of the match in play (off against hard unless chosen)."""
        levels = [level for level in self.controller.levels if level is not None]
        self.controller.allow_undo = self.settings.allow_undo(levels)
        self.undo_action.setEnabled(self.controller.allow_undo)

    def set_muted(self, muted: bool) -> None:
        """The M key and the Game menu's check box: silence, or sound again, at once and from now on."""
        self.settings.set(MUTED_KEY, muted)
        self.settings.sync()
        self.apply_settings()

    def show_settings(self) -> None:
        from ..dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(self.apply_settings)
        dialog.restartRequested.connect(self.restart)
        dialog.open()
        self.settings_dialog = dialog

    def restart(self) -> None:
        """Close (the match is saved) and start the game again, where it resumes the
        match: how a new language shows at once."""
        if self.close() and self.restart_command:
            self.launch(self.restart_command)

    def show_match_sheet(self) -> None:
        from ..dialogs.match_sheet import MatchSheetDialog

        self.match_sheet_dialog = MatchSheetDialog(self.controller, self)
        self.match_sheet_dialog.open()

    def review_match(self) -> None:
        """Review the match just finished (the action is enabled only then)."""
        match = self.controller.finished_match()
        if match is None:
            return
        from ..review.window import open_review

        self.review_window = open_review(self, match, self.settings)

    def review_record(self) -> None:
        from ..review.window import review_record_file

        refusal = review_record_file(self, self.settings)
        if refusal:
            self.status_line.showMessage(refusal, 8000)

    @property
    def statistics(self) -> StatisticsStore:
        return self._open_statistics()

    def _open_statistics(self) -> StatisticsStore:
        """The statistics database (beside the saved game unless the window was given a path),
        opened at its first use or just after the first paint (making a new one takes about
        20 ms); what was set aside on the way is said then."""
        if self._statistics is None:
            from ..statistics import FILE_NAME, open_statistics

            path = self._statistics_path
            if path is None:
                path = (self.controller.save_path or default_save_path()).with_name(FILE_NAME)
            self._statistics, notices = open_statistics(path, self.settings)
            if notices:
                self.show_notice(" ".join(notices))
        return self._statistics

    def player_rating(self) -> PlayerRating | None:
        """The player's rating from their statistics; None when those cannot be read."""
        from ...ai.rating import estimate
        from ...storage.statistics_db import StatisticsError
        from ..statistics import player_duels

        try:
            return estimate(player_duels(self.statistics))
        except StatisticsError:
            return None

    def show_statistics(self) -> None:
        from ..dialogs.statistics_dialog import StatisticsDialog

        self.statistics_dialog = StatisticsDialog(self.statistics, self)
        self.statistics_dialog.open()

    def save_record_as(self) -> None:
        from datetime import datetime

        from PySide6.QtCore import QStandardPaths
        from PySide6.QtWidgets import QFileDialog

        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        name = f"scopa-{datetime.now():%Y-%m-%d-%H%M}.json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game record"), str(Path(folder) / name),
                                              self.tr("Game records (*.json)"))
        if path:
            self.export_record(Path(path))

    def export_record(self, path: Path) -> bool:
        """Write the match so far as a RULES.md §9 record (``cli replay`` reads it back)."""
        if not self.controller.in_match():
            return False
        try:
            self.controller.save_record(path)
        except OSError as error:
            self.status_line.showMessage(self.tr("Could not save the record: {error}").format(error=error), 8000)
            return False
        self.status_line.showMessage(self.tr("Record saved to {path}.").format(path=path), 8000)
        return True

    def show_new_game(self) -> None:
        from ..dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, self, abandoning=self.controller.match_in_progress(),
                               rating=self.player_rating())
        dialog.accepted.connect(self.start_new_match)
        dialog.open()
        self.new_game_dialog = dialog

    def start_new_match(self, seed: int | None = None) -> None:
        """A new match with the rules and levels in the settings.

        A match left unfinished after the player has moved counts as lost, as
        in KPat: otherwise a losing match could always be dropped unrecorded.
        """
        self._leave_match()
        rules = self.settings.rules()
        self.apply_settings()
        self.controller.new_match(rules, self.settings.levels(rules.players - 1), seed)

    def replace_match(self, game: SavedGame) -> None:
        """Play ``game`` (the guided deal) instead of the match in progress, left as New game leaves it."""
        self._leave_match()
        self.controller.start_match(game)

    def _leave_match(self) -> None:
        if self.controller.match_in_progress():
            self._count_match(None)
        self._close_round_dialog()

    # What the controller says ------------------------------------------------------------------------

    def _log_event(self, text: str) -> None:
        """A line in the move log that is also the status line's latest event."""
        self.move_log.add_line(text)
        self._event(text)

    def _event(self, text: str) -> None:
        self.last_event = text
        self._update_status()

    def _update_status(self) -> None:
        controller = self.controller
        if not controller.in_match():
            return
        winner = controller.winner()
        if winner is not None:
            turn = self.tr("Match over: {side} won. Game > New game (Ctrl+N) to play again.").format(
                side=controller.team_name(winner))
        elif controller.round_over():
            turn = self.tr("Round over.")
        elif controller.is_human_turn():
            turn = self.tr("Your turn: drag a card onto the table.")
        else:
            turn = self.tr("{name} to play…").format(name=controller.seat_name(controller.current_seat()))
        self.status_line.set_state(f"{self.last_event}  {turn}".strip())

    def _enable_review(self) -> None:
        """*Review match* only once the match is over (in play, its hidden cards stay hidden)."""
        self.review_action.setEnabled(self.controller.finished_match() is not None)

    def _on_match_started(self) -> None:
        from ..table.move_log import describe_move

        self._apply_undo_setting()
        self._enable_review()
        self._close_round_dialog()
        self.move_log.clear_lines()
        rules = self.controller.rules
        others = (s for s in range(rules.players) if s != self.controller.human_seat)
        table = ", ".join(self.controller.seat_label(s) for s in others)
        self.move_log.add_line(self.tr("Match against {opponents}").format(opponents=table))
        for number, dealer, moves in self.controller.earlier_rounds():  # a resumed match: its whole log
            self.move_log.add_line(self._round_heading(number, dealer))
            for played in moves:
                self.move_log.add_line(describe_move(self.controller, played))
        self._on_round_started(self.controller.round_number())
        for played in self.controller.round_moves():  # a resumed match: the round so far
            self.move_log.add_line(describe_move(self.controller, played))

    def _round_heading(self, number: int, dealer_seat: int) -> str:
        if self.controller.levels[dealer_seat] is None:
            return self.tr("— Round {number}, you deal —").format(number=number)
        return self.tr("— Round {number}, {name} deals —").format(number=number,
                                                                 name=self.controller.seat_name(dealer_seat))

    def _on_round_started(self, number: int) -> None:
        dealer_seat = self.controller.dealer()
        self.move_log.add_line(self._round_heading(number, dealer_seat))
        if self.controller.levels[dealer_seat] is None:
            self._event(self.tr("Round {number}: you dealt.").format(number=number))
        else:
            dealer = self.controller.seat_name(dealer_seat)
            self._event(self.tr("Round {number}: {name} dealt.").format(number=number, name=dealer))

    def _on_turn(self, _seat: int) -> None:
        self._update_status()

    def _on_card_played(self, played: Played) -> None:
        from ..table.move_log import describe_move

        self._log_event(describe_move(self.controller, played))

    def _count_match(self, winner: int | None) -> None:
        """Count the match just ended in the statistics; ``None``: abandoned, so lost."""
        from ...storage.statistics_db import StatisticsError
        from ..statistics import match_result

        controller = self.controller
        if not controller.in_match() or self.guided_deal.active:  # the guided deal is a lesson, not a match
            return
        levels = [level for level in controller.levels if level is not None]
        try:
            self.statistics.record(match_result(controller.rules, controller.round_scores(), levels,
                                                controller.human_seat, winner,
                                                controller.assisted))
        except StatisticsError as error:
            self.status_line.showMessage(str(error), 8000)

    def _on_taken_back(self, count: int) -> None:
        others = count - 1
        if others:
            self._log_event(self.tr("You took back your last move and %n move(s) after it.", "", others))
        else:
            self._log_event(self.tr("You took back your last move."))

    def _on_refused(self, reason: str) -> None:
        self.status_line.showMessage(reason, 6000)

    def _on_hint(self, move: Suggestion) -> None:
        from ..table.spoken import hint_words

        self.status_line.showMessage(hint_words(move.card, move.take), 8000)

    def _on_round_over(self, score: RoundScore) -> None:
        from ..words import cards_title

        leftover = self.controller.leftover()
        if leftover is not None:
            team, cards = leftover
            self.move_log.add_line(self.tr("Cards left on the table go to {side}, who took last: {cards}.")
                                  .format(side=self.controller.team_name(team), cards=cards_title(cards)))
        self._pending_result = (score, self.controller.winner())
        self._update_status()
        if not self.table.is_animating():
            self._show_pending_result()

    def _show_pending_result(self) -> None:
        if self._pending_result is None:
            return
        from ..dialogs.round_over import RoundOverDialog

        score, winner = self._pending_result
        self._pending_result = None
        dialog = self.round_dialog = RoundOverDialog(
            self.controller, score, winner, lambda c, w: self.table.pixmap_for(c, w), self)
        if winner is not None:
            self.move_log.add_line(self.tr("{side} won the match.").format(side=self.controller.team_name(winner)))
        dialog.finished.connect(lambda result: self._on_round_dialog_finished(dialog, result, winner))
        dialog.open()

    def _on_round_dialog_finished(self, dialog: RoundOverDialog, result: int, winner: int | None) -> None:
        """After a round the game goes on however the dialog is closed; after the
        match, accepting plays again and closing leaves the final table in view."""
        dialog.deleteLater()
        if self.round_dialog is not dialog:
            return  # closed because a new match began
        self.round_dialog = None
        if winner is None:
            self.controller.start_next_round()
        elif result == dialog.DialogCode.Accepted:
            self.start_new_match()

    def _close_round_dialog(self) -> None:
        self._pending_result = None
        if self.round_dialog is not None:
            dialog, self.round_dialog = self.round_dialog, None
            dialog.reject()

    def show_notice(self, text: str, ms: int | None = None) -> None:
        """A message in the status bar for ``ms``; after the one showing, if any, never over it."""
        self.status_line.show_notice(text, ms)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:  # on screen at last: the opponents may start thinking
            self._painted = True
            QTimer.singleShot(0, self._after_first_paint)

    def _after_first_paint(self) -> None:
        try:
            self.start_game()  # the window is seen: now the game (if it was not closed at once and set up then)
        except BaseException:
            QCoreApplication.exit(1)  # a start that fails ends the app, as it did before the window showed
            raise
        self.firstPainted.emit()  # a question asked now (the guided deal's offer) holds the AI before it is let go
        self.controller.release_ai(FIRST_PAINT)
        self._open_statistics()

    def restore_geometry(self) -> None:
        """The window's last size and place when it fits the screen it is on now;
        otherwise a size and place made for this screen (first start, a smaller screen)."""
        stored = self.settings.get(GEOMETRY_KEY)
        available = self.screen().availableGeometry()
        if stored and self.restoreGeometry(QByteArray.fromBase64(stored.encode("ascii"))) \
                and (self.isMaximized() or fits(self.geometry(), available)):
            return
        self.setGeometry(first_geometry(available))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The side panel's type and width grow with the window, as the cards do.  Set
        when the window's resize arrives, before its layout places the children, so the
        table is resized (and laid out) once, not once more for the new type."""
        if watched is self and event.type() == QEvent.Type.Resize:
            size = cast(QResizeEvent, event).size()
            scale = text_scale(size, QApplication.font().pointSizeF())  # -1 for a pixel-sized font: the design's
            if scale != self._text_scale:
                self._text_scale = scale
                self.setStyleSheet(style_sheet(scale, self._felt))
                self.statusBar().setFixedHeight(status_bar_height(scale))
            # A width of its own, not negotiated with the new type's size hints afterwards
            # (which would resize the table a second time).
            self.side_panel.setFixedWidth(round(min(340 * scale, max(262 * min(scale, 1.25), size.width() * 0.2))))
        return False

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closed before its game came: set it up all the same, so what a start reads and repairs (a
        # damaged saved game kept aside, a new match saved) does not depend on how soon the window closes.
        self.start_game()
        self.coach.shutdown()
        self.odds.shutdown()
        self.controller.shutdown()
        self.settings.set(GEOMETRY_KEY, bytes(self.saveGeometry().toBase64().data()).decode("ascii"))
        self.settings.sync()
        super().closeEvent(event)


def _start_detached(command: list[str]) -> object:
    from PySide6.QtCore import QProcess

    return QProcess.startDetached(command[0], command[1:])


def create_main_window(
    settings: AppSettings,
    save_path: Path | None = None,
    player_factory: PlayerFactory | None = None,
    resume: bool = True,
    seed: int | None = None,
    statistics_path: Path | None = None,
    frame_first: bool = False,
) -> MainWindow:
    """The window, already in a match: the saved one when there is one, else a new
    one with the settings' rules.  Whatever stored file cannot be used (saved game,
    settings values, statistics) is kept aside under a new name and said once in
    the status bar; the window starts with defaults instead.  The statistics
    database lives beside the saved game unless ``statistics_path`` says otherwise;
    it is opened just after the window's first paint.  ``player_factory`` makes the
    opponents (``ai.make_player`` unless given).

    ``frame_first``, as the app opens it: the window comes with its frame alone and
    sets all that up just after the frame's first paint, so it is on screen before
    the engine, the decks and the saved game are read."""
    window = MainWindow(settings, statistics_path)
    window.pending_start = lambda: _start_game(window, save_path, player_factory, resume, seed)
    if not frame_first:
        window.start_game()
    return window


def _start_game(window: MainWindow, save_path: Path | None, player_factory: PlayerFactory | None, resume: bool,
                seed: int | None) -> None:
    from ...ai import make_player
    from ..controller import GameController

    save_path = default_save_path() if save_path is None else save_path
    # Everything stored is read before the AI thread exists: nothing read can leave a thread running.
    notices = _repair_settings(window.settings)
    saved = None
    if resume:
        saved, notice = _load_saved_game(save_path)
        notices += [notice] if notice else []
    controller = GameController(save_path, player_factory or make_player)
    try:
        window.attach_game(controller)
    except BaseException:
        controller.shutdown()  # join the AI thread: a QThread destroyed while running aborts the process
        raise
    controller.setParent(window)
    if saved is not None and not saved.match.is_over():
        controller.resume(saved)
        window.show_notice(QCoreApplication.translate("MainWindow",
                                                      "Welcome back: your match goes on where you left it."))
    else:
        window.start_new_match(seed)
    if notices:
        window.show_notice(" ".join(notices))


def _repair_settings(settings: AppSettings) -> list[str]:
    bad, kept = settings.repair()
    if not bad:
        return []
    text = QCoreApplication.translate("MainWindow", "Unusable settings are back to their defaults: {keys}.").format(
        keys=", ".join(bad))
    if kept is not None:
        text += " " + QCoreApplication.translate("MainWindow", "The settings file was kept as {file}.").format(
            file=kept)
    return [text]


def _load_saved_game(save_path: Path) -> tuple[SavedGame | None, str | None]:
    """The saved game, or None and what to say: an unusable one is kept under a new name."""
    from ..saved_game import SavedGameError, load_game

    try:
        return load_game(save_path), None
    except SavedGameError as error:
        try:
            kept = set_aside(save_path)
        except OSError:
            return None, QCoreApplication.translate(
                "MainWindow", "The saved game could not be resumed: {error}. A new match has started.").format(
                error=error)
        return None, QCoreApplication.translate(
            "MainWindow", "The saved game could not be resumed: {error}. It is kept as {file} in {folder}; "
            "a new match has started.").format(error=error, file=kept.name, folder=kept.parent)
