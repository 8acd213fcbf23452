"""The main window: the table in the middle, the score and the move log at the
side, menus, and a status line in plain words.  It holds the game's parts and
places them; what the menus do is declared in ``actions``, how the window starts
(and what it repairs on the way) in ``startup``, and what the match says (move
log, status line, the round's dialog) in ``narration.narrator``, with what only
the game against the AI says and does in ``local_play``.

The window is built in two steps: its frame (menus, side panel, status bar, the
felt) with this module's own light imports, and the game (the table, the panels,
the sound, the match) with the engine, the decks and the AI.  The app paints the
frame first and adds the game just after (``startup.create_main_window(frame_first=True)``);
tests and tools get both at once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME
from ..fitted_window import keep_place, restore_kept_place, set_side_panel_width
from ..narration.status_line import StatusLine
from ..screen_fit import first_geometry, side_panel_width, text_scale
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
from ..style import dress_window
from .actions import build_menus
from .first_frame import BareFelt
from .match_statistics import MatchStatistics

# What the first paint does not need is imported when first used: the game's own parts (the
# engine, the decks, the table, the panels: see attach_game), the dialogs (see actions), the
# network window (asyncio, sockets), the statistics database (sqlite3).  See BENCHMARKS.md, start-up.
if TYPE_CHECKING:
    from ...storage.statistics_db import StatisticsStore
    from ..controller import GameController
    from ..dialogs.round_over import RoundOverDialog
    from ..learning.coach import Coach
    from ..learning.guided_deal import GuidedDeal
    from ..learning.odds import WinOdds
    from ..narration.narrator import Narrator
    from ..narration.score_panel import ScorePanel
    from ..saved_game import SavedGame
    from ..sound import SoundBoard, SoundOutput
    from ..table import TableView
    from ..table.announcer import Announcer
    from ..table.move_log import MoveLog
    from .side_scroll import SideScroll

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
    narrator: Narrator
    odds: WinOdds
    coach: Coach
    guided_deal: GuidedDeal
    announcer: Announcer

    def __init__(self, settings: AppSettings, statistics_path: Path | None = None,
                 sound_output: SoundOutput | None = None) -> None:
        """The window's frame: menus, an empty side panel, the status bar and the felt.
        ``attach_game`` puts the game in it."""
        super().__init__()
        self.settings = settings
        #: Starts a program detached from this one (replaced in tests).
        self.launch: Callable[[list[str]], object] = _start_detached
        #: How to start this app again for "Restart now"; the desktop shell that
        #: started the window knows it (empty: restarting only closes the window).
        self.restart_command: list[str] = []
        #: Sets up the game in the window (``attach_game``) just after its first paint; None once done.
        self.pending_start: Callable[[], None] | None = None
        self._painted = False
        self.setWindowTitle(APP_NAME)
        self._text_scale = 1.0
        # The side panel takes the felt's colour, or High contrast's black and white as the table does.
        self._look = (settings.get(FELT_KEY), bool(settings.get(HIGH_CONTRAST_KEY)))
        self.match_statistics = MatchStatistics(self, statistics_path)
        self._sound_output = sound_output
        side = self.side_panel = QWidget()
        side.setObjectName("sidePanel")
        self._side_layout = QVBoxLayout(side)  # the panel's contents, in a part that scrolls: see attach_game
        self._side_layout.setContentsMargins(0, 0, 0, 0)
        side.setFixedWidth(262)  # grows with the window: see eventFilter
        self._splitter = splitter = QSplitter()
        splitter.addWidget(BareFelt(*self._look))  # the table takes its place: see attach_game
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
        dress_window(self, self._text_scale, *self._look)
        # The menu actions by id (see ``actions``), and what each one opened last.
        self.menu_actions: dict[str, QAction] = build_menus(self)
        self.opened: dict[str, QObject] = {}
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
        from ..narration.score_panel import ScorePanel
        from ..sound import SoundBoard, default_output
        from ..table import TableView
        from ..table.announcer import Announcer
        from ..table.move_log import MoveLog
        from .local_play import LocalNarrator

        self.controller = controller
        controller.hold_ai(FIRST_PAINT)
        # On a window already on screen (as the app opens it) the table's first paint has the cards.
        self.table = TableView(controller, self.settings.get(SKIN_KEY), cards_in_first_paint=self._painted)
        self.announcer = Announcer(controller, self.table, self.table.board, self)  # what happens, to a screen reader
        output = self._sound_output if self._sound_output is not None else default_output()
        self.sound = SoundBoard(controller, output, parent=self)
        self.score_panel = ScorePanel(controller)
        self.move_log = MoveLog()
        side_scroll = _side_scroll(self._side_layout)
        side_layout = side_scroll.content_layout
        side_layout.addWidget(self.score_panel)
        self.odds = WinOdds(controller, self)
        side_layout.addWidget(self.odds.bar)
        # Hint and Undo above the coach's note, whose height changes with each move: the buttons stay
        # where the player found them, and in view on a netbook with the coach and the odds on.
        assist_buttons = self._assist_buttons()
        side_layout.addWidget(assist_buttons)
        self.coach = Coach(controller, self, beside=self.odds.jobs)  # one thread for both, beside the AI's
        self.coach.said.connect(self.announcer.say)
        side_layout.addWidget(self.coach.note)
        self.guided_deal = GuidedDeal(self, self)
        self.guided_deal.note.said.connect(self.announcer.say)  # the guide's word, heard as well as read
        log_title = QLabel(self.tr("Moves"))
        log_title.setObjectName("roundTitle")
        log_title.setContentsMargins(10, 0, 0, 0)
        side_layout.addWidget(log_title)
        side_layout.addWidget(self.move_log, 1)
        # The guide's note takes the move log's place while it shows: beside the table, over none of it.
        # It takes the Hint and Undo buttons' too: it marks the move to make itself, and on a netbook
        # the buttons' row pushed the score's first line out of view (Ctrl+Z and H still work).
        side_layout.addWidget(self.guided_deal.note, 1)
        for in_its_place in (assist_buttons, log_title, self.move_log):
            self.guided_deal.note.shown.connect(in_its_place.setHidden)
        # Read now, never below the fold of a netbook: the guide's note, or else the coach's newest.
        side_scroll.keep_in_view(self.guided_deal.note)
        side_scroll.keep_in_view(self.coach.note)
        self.coach.noteChanged.connect(side_scroll.show_kept_soon)
        bare_felt = self._splitter.replaceWidget(0, self.table)
        if bare_felt is not None:
            bare_felt.deleteLater()
        self._enable_menus(True)
        self.menu_actions["review"].setEnabled(False)  # until a match has ended: see _enable_review
        self.apply_settings()
        controller.matchStarted.connect(self._on_match_started)
        self.narrator = LocalNarrator(controller, self.table, self.move_log, self.status_line, self.announcer,
                                      self.start_new_match, self)
        controller.matchOver.connect(self.match_statistics.count_match)
        controller.matchOver.connect(lambda _winner: self._enable_review())
        controller.autosave.failed.connect(lambda text: self.show_notice(text, 8000))
        self.table.setFocus()  # keys 1-3, arrows, Enter and Esc work from the start

    def start_game(self) -> None:
        """Set up the game now if it is still waiting for the first paint."""
        start, self.pending_start = self.pending_start, None
        if start is not None:
            start()

    def _assist_buttons(self) -> QWidget:
        from .assist_buttons import AssistButtons

        row = AssistButtons(self.menu_actions["hint"], self.menu_actions["undo"])
        self.hint_button, self.undo_button = row.hint_button, row.undo_button
        return row

    def _enable_menus(self, enabled: bool) -> None:
        for action in self.menu_actions.values():
            action.setEnabled(enabled)

    # Settings ----------------------------------------------------------------------------------------

    def apply_settings(self) -> None:
        from ..narration.narrator import Narrator
        from ..table import LIT_MS, MOVE_MS
        from ..words import use_deck, use_italian_names

        speed = self.settings.animation_speed()
        self.table.set_animation_speed(speed)
        use_deck(self.settings.get(SKIN_KEY))
        use_italian_names(bool(self.settings.get(ITALIAN_NAMES_KEY)))
        self.table.set_skin(self.settings.get(SKIN_KEY))
        # The guided deal has the coach on for its deal, without changing the setting.
        self.coach.set_enabled(bool(self.settings.get(COACH_KEY)) or self.guided_deal.active)
        if self.guided_deal.active:  # the guide's first note says the coach is on; two notes pushed the score out
            self.coach.withdraw_introduction()
        self.odds.set_enabled(bool(self.settings.get(ODDS_KEY)))
        self.sound.set_volume(self.settings.get(VOLUME_KEY), self.settings.get(MUTED_KEY))
        self.menu_actions["mute"].setChecked(self.settings.get(MUTED_KEY))
        self.mute_label.setText(self.tr("Sounds off (M)"))
        self.mute_label.setVisible(self.settings.get(MUTED_KEY))
        look = (self.settings.get(FELT_KEY), bool(self.settings.get(HIGH_CONTRAST_KEY)))
        # Every table open beside this one (a networked one, Watch, Review) wears the new look and deck too:
        # the cards' names follow the deck (use_deck), so a table left in the old deck was named in the new one.
        # (A review's list of moves is told again with its table's look.)
        for table in self.findChildren(type(self.table)):
            table.set_look(*look)
            if table.skin_id != self.table.skin_id:
                table.set_skin(self.table.skin_id)
        # The lines written before (the move logs, the standing line) name the cards as the new deck does too.
        for narrator in self.findChildren(Narrator):
            narrator.retell()
        if look != self._look:
            self._look = look
            dress_window(self, self._text_scale, *look)
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
        self.menu_actions["undo"].setEnabled(self.controller.allow_undo)

    def restart(self) -> None:
        """Close (the match is saved) and start the game again, where it resumes the
        match: how a new language shows at once."""
        if self.close() and self.restart_command:
            self.launch(self.restart_command)

    @property
    def statistics(self) -> StatisticsStore:
        return self.match_statistics.database()

    # Matches ----------------------------------------------------------------------------------------

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
        if self.guided_deal.leaving_loses_the_match:
            self.match_statistics.count_match(None)
        self.narrator.close_round_dialog()

    def _on_match_started(self) -> None:
        self._apply_undo_setting()
        self._enable_review()

    def _enable_review(self) -> None:
        """*Review last match* only once a match has ended: the one at the table, or the one played before it
        (a match in play keeps its hidden cards hidden)."""
        self.menu_actions["review"].setEnabled(self.controller.finished_match() is not None)

    @property
    def round_dialog(self) -> RoundOverDialog | None:
        """The round's count, while it is open."""
        return self.narrator.round_dialog

    def show_notice(self, text: str, ms: int | None = None, said: str | None = None) -> None:
        """A message in the status bar for ``ms``; after the one showing, if any, never over it.  A screen
        reader hears it too (a resumed match, a file set aside, a save that failed): it reads no status bar unasked;
        ``said``: the words it hears, where the text shows a score with its dash."""
        self.status_line.show_notice(text, ms)
        self.announcer.say(text if said is None else said)

    # The window itself --------------------------------------------------------------------------------

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
        self.match_statistics.database()  # opened now rather than at its first use

    def restore_geometry(self) -> None:
        """The window's last size and place when it fits the screen it is on now;
        otherwise a size and place made for this screen (first start, a smaller screen)."""
        if not restore_kept_place(self, self.settings, GEOMETRY_KEY):
            self.setGeometry(first_geometry(self.screen().availableGeometry()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The side panel's type and width grow with the window, as the cards do.  Qt hands the
        window's resize to its layout before this filter, so the children are already placed for
        the old width and status bar: they are placed again here, at once, rather than at a layout
        request that comes after the table's layout and paint (and lays out and paints it again)."""
        if watched is self and event.type() == QEvent.Type.Resize:
            size = cast(QResizeEvent, event).size()
            scale = text_scale(size, QApplication.font().pointSizeF())  # -1 for a pixel-sized font: the design's
            # A width of its own, not negotiated with the new type's size hints afterwards
            # (which would resize the table a second time).
            set_side_panel_width(self.side_panel, self._splitter, side_panel_width(size, scale))
            if scale != self._text_scale:
                self._text_scale = scale
                dress_window(self, scale, *self._look)
                if (layout := self.layout()) is not None:  # always: a QMainWindow has its own
                    layout.activate()  # the table's height, now
        return False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            # Full screen however it came (F11, the last session's place restored, the window manager): the
            # check box says so, or the first F11 to leave it only ticked the box.
            self.menu_actions["full_screen"].setChecked(self.isFullScreen())

    def closeEvent(self, event: QCloseEvent) -> None:
        # Closed before its game came: set it up all the same, so what a start reads and repairs (a
        # damaged saved game kept aside, a new match saved) does not depend on how soon the window closes.
        # (Nothing opens beside it before then: the menus wait for the game.)
        self.start_game()
        if not self._close_windows_beside():
            event.ignore()  # the player stays at a networked table, and so the game stays open too
            return
        self.coach.shutdown()
        self.odds.shutdown()
        self.controller.shutdown()
        keep_place(self, self.settings, GEOMETRY_KEY)
        self.settings.sync()
        super().closeEvent(event)

    def _close_windows_beside(self) -> bool:
        """Every window opened beside the game's closes with it (Review, Watch, the match sheet, a
        networked table after its own question); False when the player stays at a table.  Left open,
        the app ran on without its game, and a second start "brought to the front" a closed window."""
        if self.findChildren(QMainWindow) and not _leave_every_table(self):
            return False
        self.guided_deal.keep_for_next_start()
        for window in self.findChildren(QWidget):
            if window.isWindow() and window.isVisible():
                window.close()
        return True


def _leave_every_table(window: MainWindow) -> bool:
    from ..netplay.opening import leave_every_table  # only when a window is open beside the game's

    return leave_every_table(window)


def _side_scroll(side: QVBoxLayout) -> SideScroll:
    """A layout for the side panel's contents, in a part of ``side`` that scrolls when the window
    is lower than all of them (six sides' scores, Hint above Undo on a netbook): the window fits
    the screen, not the panel.  Made with the game, after the first paint (its Qt enums cost)."""
    from .side_scroll import SideScroll

    scroll = SideScroll()
    side.addWidget(scroll)
    return scroll


def _start_detached(command: list[str]) -> object:
    from PySide6.QtCore import QProcess

    return QProcess.startDetached(command[0], command[1:])


