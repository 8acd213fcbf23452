"""A seat at a networked table: the same table view as against the AI, fed by ``RemoteGame``,
with the score panel and the round's count so far, the match sheet, and at the side the
table's code, the lobby, the move log, the table's events and a small chat.  The seat's
connection (``SeatSession``) keeps it through lost connections; what leaving it asks and does is
``leaving``'s; how the window opens (hosting, joining, a kept seat at start) is ``opening``'s.
"""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME
from ...net.messages import Chat, ChatLine, Lobby, LobbySeat, Message, RoundOver, Start, State
from ...net.tls_trust import KnownServers
from ...net.wire import OPEN, chat_line
from ..dialogs.match_sheet import MatchSheetDialog
from ..fitted_window import remember_place, resize_to_fit, set_side_panel_width
from ..narration.score_panel import ScorePanel
from ..narration.status_line import StatusLine
from ..screen_fit import side_panel_width, text_scale
from ..settings import (
    FELT_KEY,
    HIGH_CONTRAST_KEY,
    MUTED_KEY,
    NET_TABLE_GEOMETRY_KEY,
    SKIN_KEY,
    VOLUME_KEY,
    AppSettings,
)
from ..side_words import match_over_words, points_by_side
from ..style import dress_window
from ..table import TableView
from ..table.announcer import Announcer, read_position_action
from ..table.move_log import MoveLog
from .chat_box import ChatBox
from .host_server import HostedServer
from .invitation import Invitation
from .kept_seats import KeptSeat
from .leaving import Leaving, ask_to_leave
from .remote_game import RemoteGame
from .remote_play import RemotePlay
from .score_scroll import ScrollingScore
from .seat_list import SeatList
from .seat_news import HostNews, seat_news, table_waits_for_host
from .seat_session import SeatSession
from .way_on import WayOn


class NetTableWindow(QMainWindow):
    """One seat at a networked table: the table view, the score, the lobby, the chat."""

    def __init__(self, settings: AppSettings, name: str, host: str, port: int, first: Message | dict[str, Any],
                 hosted: HostedServer | None = None, parent: QWidget | None = None,
                 known: KnownServers | None = None, kept: KeptSeat | None = None, path: str = "") -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(APP_NAME)
        self._text_scale = 1.0
        self.hosted = hosted
        self.session = SeatSession(self, settings, name, host, port, first, hosted, known, kept, path)
        self.connection = self.session.connection
        self._seated_as = name  # the name in the title: the server may seat the player as "Ben (2)"
        self.host_seat = 0
        self.seats: tuple[LobbySeat, ...] = ()
        self.ending = False  # the host ends the table for everyone as this window closes
        self._waiting = ""  # what the table waits for, as last said (_offer_start)
        self.game = RemoteGame(self.connection, self)
        self.table = TableView(self.game, settings.get(SKIN_KEY))
        self.table.set_animation_speed(settings.animation_speed())
        # The side panel in the table's felt's colours, now and whenever the settings change it.
        self.table.lookChanged.connect(self._dress)
        self.table.set_look(settings.get(FELT_KEY), bool(settings.get(HIGH_CONTRAST_KEY)))
        self.announcer = Announcer(self.game, self.table, self.table.board, self)  # every move, to a screen reader
        # As at home: the last move and whose turn it is, the replies to the player (a refused move, which
        # set a card may take), the server's notices; before a match, who the table waits for.
        self.status_line = StatusLine()
        self.setStatusBar(self.status_line)
        words = weakref.WeakMethod(self._waiting_words)  # held weakly: closing the window deletes it

        def after_match() -> str:
            method = words()
            return method() if method is not None else ""

        self.play = RemotePlay(self.game, self.table, self, self.status_line, after_match,
                               volume=settings.get(VOLUME_KEY), muted=settings.get(MUTED_KEY))
        self.score_panel = ScorePanel(self.game)  # the match's totals and the round's count so far, as at home
        self.match_sheet: MatchSheetDialog | None = None
        self.setCentralWidget(self._table_and_side())
        resize_to_fit(self, QSize(1200, 800))
        remember_place(self, settings, NET_TABLE_GEOMETRY_KEY)
        self._build_menu()
        handlers = self.connection.handlers  # after the game's: it has seen each message when these run
        handlers.on(Lobby, self._on_lobby)
        handlers.on(ChatLine, self._on_chat)
        handlers.on(RoundOver, self._on_round_over)
        handlers.on(State, self._on_state)
        self.game.pausedChanged.connect(self._on_paused)
        self.game.matchOver.connect(self._on_match_over)  # once a match, not again for a seat back at the table
        self.session.seatedAt.connect(self._show_info)
        self.session.seatedAt.connect(self.status_line.clearMessage)  # "Connecting…" is over
        # A line sent with no table to hear it was dropped, and the box cleared: the chat is open only
        # while the seat is live, and a line typed as the connection goes waits in the box.
        self.session.seatedAt.connect(lambda: self.chat.setEnabled(not self.ended))
        self.connection.lost.connect(lambda _why: self.chat.setEnabled(False))
        self.session.notice.connect(self.status_line.showMessage)
        self.session.refused.connect(self.announcer.say)  # no box reads it out, and a screen reader reads no status bar
        self.session.news.connect(self._say)
        self.session.unreached.connect(self._offer_retry)
        self.session.tableEnded.connect(self._table_over)
        self.session.hostGone.connect(self._wait_for_host)
        self.host_news = HostNews(self)
        self.host_news.said.connect(self._say)
        if hosted is not None and hosted.certificate is not None and hosted.certificate.problem:
            self._say(self.tr("A new certificate was made for your tables ({problem}): friends who trusted the old "
                              "one are told it has changed.").format(problem=hosted.certificate.problem))
        self._connect()

    # The seat, as its session knows it -------------------------------------------------------------

    @property
    def code(self) -> str:
        """The table's code ("" until the server gives a seat, unless the window comes back to a kept one)."""
        return self.session.code

    @property
    def seat(self) -> int:
        return self.session.seat

    @property
    def token(self) -> str:
        return self.session.token

    @property
    def seated(self) -> bool:
        return self.session.seated

    @property
    def ended(self) -> bool:
        return self.session.ended

    # The window's parts ----------------------------------------------------------------------------

    def _table_and_side(self) -> QSplitter:
        """The table, and beside it the score, the table's code, the lobby, the logs and the chat."""
        self.info = Invitation()  # until the server gives a seat (_show_info), hidden
        self.lobby = SeatList()
        self.lobby.setObjectName("moveLog")  # the side panel's dark lists
        self.lobby.setVisible(False)  # until the first lobby (_on_lobby)
        self.start_button = QPushButton(self.tr("Start the match"))
        self.start_button.clicked.connect(lambda: self.connection.send(Start()))
        self.start_button.setVisible(False)  # until the lobby tells whether this seat is the host's
        self.start_button.setEnabled(False)  # and whether every seat is taken
        # A server not reached (a mistyped address, a host not started yet): tried again from here.
        self.retry_button = QPushButton(self.tr("Try again"))
        self.retry_button.clicked.connect(self._retry)
        self.retry_button.setVisible(False)  # until the first connection comes to nothing (_offer_retry)
        self.log = MoveLog()  # the table's news and the chat, each line wrapped to the panel (a list cut them)
        self.way_on = WayOn()  # once the table is over
        self.chat = ChatBox()
        self.chat.inputRejected.connect(lambda: self.announcer.say(self.chat.full_words()))
        self.chat.setPlaceholderText(self.tr("Say something to the table"))
        self.chat.returnPressed.connect(self._send_chat)
        self.chat.setEnabled(False)  # until the server gives a seat
        for named, name in ((self.lobby, self.tr("Seats at the table")), (self.log, self.tr("Table news and chat")),
                            (self.chat, self.tr("Message to the table"))):  # what a screen reader says of each
            named.setAccessibleName(name)
        side = self.side_panel = QWidget()
        side.setObjectName("sidePanel")
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)  # as the main window's: its parts have margins of their own
        side_layout.setSpacing(4)
        # The logs take the height the score and the seats leave (the move log most): on a netbook the score goes first.
        stretch: dict[QWidget, int] = {self.play.move_log: 2, self.log: 1}
        for listing in (self.play.move_log, self.log):  # two lines at least: a netbook has room for that
            margins = 2 * (listing.frameWidth() + round(listing.document().documentMargin()))
            listing.setMinimumHeight(2 * listing.fontMetrics().lineSpacing() + margins + 4)
            listing.setSizePolicy(listing.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Ignored)
        self.score_area = ScrollingScore(self.score_panel)  # a table of six on a netbook: the score scrolls
        self.score_area.setVisible(False)  # an empty box until the first match has sides and a score
        self.game.matchStarted.connect(self.score_area.show)
        self.play.move_log.setVisible(False)  # and the moves' log, until there are moves to write in it
        self.game.matchStarted.connect(self.play.move_log.show)
        for widget in (self.score_area, self.info, self.lobby, self.start_button, self.retry_button,
                       self.play.move_log, self.log, self.way_on, self.chat):
            side_layout.addWidget(widget, stretch.get(widget, 0))
        side.installEventFilter(self)  # its width follows what its parts need (_fit_side_panel)
        splitter = self._splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        return splitter

    def _build_menu(self) -> None:
        table_menu = self.menuBar().addMenu(self.tr("&Table"))
        table_menu.addAction(read_position_action(self.announcer, self))
        # The round's dialog beside the table reads the round's end it shows, the next round dealt or not.
        self.play.narrator.dialog_actions.append(read_position_action(self.announcer, self, round_end=True))
        self.sheet_action = table_menu.addAction(self.tr("M&atch sheet…"))
        self.sheet_action.setShortcut("Ctrl+M")  # as in the main window
        self.sheet_action.setEnabled(False)  # until the first deal: a sheet needs the match's rules
        self.sheet_action.triggered.connect(self.show_match_sheet)
        self.game.matchStarted.connect(lambda: self.sheet_action.setEnabled(True))
        leave = table_menu.addAction(self.tr("&Leave the table"))
        leave.setShortcuts(QKeySequence.StandardKey.Close)  # Ctrl+W and Ctrl+F4 on Linux and Windows, Cmd+W on macOS
        leave.triggered.connect(self.leave)

    def show_match_sheet(self) -> None:
        """*Table → Match sheet*: every round of the match so far, as the main window's sheet shows it."""
        self.match_sheet = MatchSheetDialog(self.game, self)
        self.match_sheet.open()

    def _connect(self) -> None:
        """Connect, saying so on the felt and in the status bar: the window was empty until the server answered."""
        connecting = self.tr("Connecting to {server}…").format(server=self.session.address)
        self.status_line.showMessage(connecting)
        self.table.set_felt_words(connecting)
        self.session.ask_again()

    def _offer_retry(self, why: str) -> None:
        """The server was not reached, and the window stopped trying: why, on the felt and in the table's news
        (not only in the status bar, beside an empty panel) and said to a screen reader too, and *Try again*."""
        self._say(why)
        self.table.set_felt_words(why)
        self.retry_button.show()
        self.retry_button.setFocus()

    def _retry(self) -> None:
        self.retry_button.hide()
        self._connect()

    def _send_chat(self) -> None:
        text = chat_line(self.chat.text())  # a pasted tab or zero-width space refused the whole line
        if text:
            self.connection.send(Chat(text))
        self.chat.clear()

    def _say(self, text: str, aloud: bool = True) -> None:
        """A line in the table's log, said to a screen reader too unless the announcer says it its own way."""
        self.log.add_line(text)
        if aloud:
            self.announcer.say(text)

    # What the server says --------------------------------------------------------------------------

    def _on_state(self, _state: State) -> None:
        self._offer_start()

    def _on_chat(self, chat: ChatLine) -> None:
        self._say(f"{self.game.seat_name(chat.seat)}: {chat.text}")

    def _on_round_over(self, round_over: RoundOver) -> None:
        totals = points_by_side(self.game, round_over.totals)
        self._say(self.tr("Round {number} is over. Totals: {totals}.").format(number=round_over.round, totals=totals),
                  aloud=False)  # the announcer says the round's count

    def _on_match_over(self, winner: int) -> None:
        self._say(match_over_words(self.game, winner), aloud=False)
        self._offer_start()

    def _on_lobby(self, lobby: Lobby) -> None:
        before = dict(enumerate(self.seats))
        self.seats = lobby.seats
        self.host_seat = lobby.host
        self.lobby.clear()
        for index, seat in enumerate(self.seats):
            name = self.game.seat_name(index) if seat.name else self.tr("(open seat)")  # an AI's level in words
            if self.game.away[index]:  # as the table's plate says it (the game has read this lobby first)
                name += " " + self.tr("(away)")
            self.lobby.addItem(f"{index + 1}. {name}")
            news = seat_news(index + 1, before.get(index), seat, name, self._match_in_play())
            if news and index == lobby.host != self.seat:
                self.host_news.tell(news, away=self.game.away[index])
            elif news:
                self._say(news)
        if 0 <= self.seat < len(self.seats) and self.seats[self.seat].name:
            self._show_name(self.seats[self.seat].name)
        self._offer_start()

    def _offer_start(self) -> None:
        """The host's *Start the match*: offered before the first deal and after a match (another
        at the same table), never while a match is in play; pressable once every seat is taken."""
        in_play = self._match_in_play()
        self._fold_invitation()
        offered = self.seat == self.host_seat and not in_play and not self.ended
        self.start_button.setVisible(offered)
        self.start_button.setEnabled(offered and all(seat.kind != OPEN for seat in self.seats))
        waiting = self._waiting_words() if not in_play else ""
        if waiting != self._waiting:
            self._waiting = waiting
            if waiting:
                self.announcer.say(waiting)  # a screen reader reads no status bar
        if self.game.in_match():
            self.play.narrator.update_status()  # after a match: "Match over: … won." and this
        else:
            self.status_line.set_state(waiting)
        if not self.ended:  # the table's end stays on the felt (_table_over)
            self.table.set_felt_words(waiting)

    def _waiting_words(self) -> str:
        """What the table waits for before a match (and after one, in the status line after who won):
        players to sit down, or the host to start; nothing before the lobby or once the table is over."""
        if not self.seats or self.ended:
            return ""
        open_seats = sum(seat.kind == OPEN for seat in self.seats)
        if open_seats:
            return self.tr("Waiting for %n more player(s) to sit down.", "", open_seats)
        if self.seat == self.host_seat:
            return self.tr("Every seat is taken: start the match when you are ready.")
        return self.tr("Waiting for {host} to start the match.").format(host=self.game.seat_name(self.host_seat))

    def _on_paused(self, paused: bool) -> None:
        words = self.tr("The table is paused: the server cannot save the game just now.")
        self.status_line.set_condition(words if paused else "")
        self._say(words if paused else self.tr("The server saves the game again: play goes on."))

    def _show_info(self) -> None:
        """The table's code, and for the host the invitation: heard as well as shown."""
        said = self.info.invite(self.code, self.hosted, self.session.server[1])
        self._fold_invitation()
        self.announcer.say(said)

    def _match_in_play(self) -> bool:
        return self.game.view is not None and not self.game.match_over

    def _fold_invitation(self) -> None:
        """The invitation folds while a match is played: to the table's code with every seat taken and
        connected, to the code and where friends join with one away; whole before and after a match.
        The seats fold too while a match is played, to those whose players are away."""
        in_play = self._match_in_play()
        self.info.fold(in_play, all(seat.kind != OPEN and seat.connected for seat in self.seats))
        self.lobby.fold(list(self.game.away) if in_play else None)

    def _show_name(self, name: str) -> None:
        """The name the server seated the player under (another "Ben" at the table makes it "Ben (2)")."""
        self._seated_as = name
        self._retitle()
        self.session.keeper.rename(name)

    def _retitle(self) -> None:
        """Who sits at which table, in the title; once the table has ended (the seat with it), that."""
        title = self.tr("{name}: table {code} has ended") if self.ended else self.tr("{name} at table {code}")
        self.setWindowTitle(title.format(name=self._seated_as, code=self.code) + f" — {APP_NAME}")

    def _table_over(self, words: str) -> None:
        """The table is gone: said in the log and the status bar, nobody's turn, and nothing more is sent to it."""
        self.game.end_table()
        self._retitle()
        self.retry_button.hide()
        self.way_on.offer(self.session.address)
        self._say(words)
        self.status_line.showMessage(words)
        # And in place of the standing line for good: once a reply (a card played in vain) had gone,
        # it named someone "to play" at a table with no turn left.
        self.status_line.set_condition(words)
        self.chat.setEnabled(False)
        self._offer_start()
        self.table.set_felt_words(words)

    def _wait_for_host(self, first: bool, kept: bool) -> None:
        """The table went with its host (who kept it for later, or whose game stopped): what happens and what the
        player may do, said in the log and aloud the ``first`` time (not after *Try again*), and on the felt and
        the status bar."""
        self.host_news.drop()  # no AI plays the host's seat: the table is gone with them for now
        self.retry_button.hide()
        told, waits = table_waits_for_host(self.game.seat_name(self.host_seat), self.session.host_wait, kept)
        if first:
            self._say(told)
        self.status_line.showMessage(waits)
        self.table.set_felt_words(waits)  # before the first deal, the felt says what the table waits for

    # Leaving ---------------------------------------------------------------------------------------

    def leave(self) -> None:
        """*Table → Leave the table*: asks first, then closes the window."""
        if self.confirm_leave():
            self.close()

    def confirm_leave(self) -> bool:
        """Whether the player really leaves (``leaving``: a guest's seat is kept to come back to, or given up;
        a host ends the table for everyone or keeps it for the next start).  Nothing to ask before a
        seat or after the table."""
        if not self.token or self.ended or self.game.winner() is not None:  # a seat held, or kept through a loss
            return True
        answer = ask_to_leave(self, self.session, hosting=self.hosted is not None)
        if answer is Leaving.END_TABLE:
            self.ending = True
        return answer is not Leaving.STAY

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel's type and width grow with the window, as the cards do and as at home (on a
        big screen its 14-px words were a narrow column beside a table filling the rest)."""
        super().resizeEvent(event)
        scale = text_scale(event.size(), QApplication.font().pointSizeF())
        if scale != self._text_scale:
            self._text_scale = scale
            self._dress()
        self._fit_side_panel()

    def _dress(self) -> None:
        dress_window(self, self._text_scale, self.table.property("felt"), self.table.board.high_contrast)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.side_panel and event.type() == QEvent.Type.LayoutRequest:
            self._fit_side_panel()  # a part needs more room: the score's columns at a table of six, say
        return False

    def _fit_side_panel(self) -> None:
        """The side panel as wide as the window's size and type give it, or as its parts need if more."""
        layout = self.side_panel.layout()
        needed = 0 if layout is None else layout.totalMinimumSize().width()
        set_side_panel_width(self.side_panel, self._splitter,
                             max(side_panel_width(self.size(), self._text_scale), needed))

    def closeEvent(self, event: QCloseEvent) -> None:
        # The close box or Alt+F4 asks first; a close the program decided on does not.
        if event.spontaneous() and not self.confirm_leave():
            event.ignore()
            return
        self.session.close()
        if self.hosted is not None:
            # A host leaving after the match leaves nothing to resume (the seats' offers went with
            # match_over): the table ends for everyone rather than waiting on disk for nobody.
            ending = self.ending or self.game.winner() is not None
            self.hosted.stop(end_tables=ending)  # else its tables wait on disk for the next start
        super().closeEvent(event)
