"""The self-test's table over the network: this build hosts a table on the
loopback (the same ``HostedServer`` as *Game → Host a table*, on a free port,
not announced) and joins it through the window's own connection
(``TableConnection``), with an AI in the other seat, over TCP and over WebSocket;
each time it plays one move and waits until the server's ``state`` shows it.  Proves that the frozen app's
sockets, threads, asyncio and AI seats work without QtNetwork, and that it carries
OpenSSL with the system's certificate store for *Join a table*'s TLS.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QEventLoop, QTimer

from ..ai import legal_moves
from ..engine import Move, Rules
from ..gui.netplay.connection import TableConnection
from ..gui.netplay.host_server import HostedServer
from ..net.address import WEBSOCKET_PATH
from ..net.messages import Create, Error, Lobby, MoveMessage, Seated, Start, State, Welcome

TIMEOUT_MS = 10_000
CREATE = Create(Rules(players=2, teams=2, target=11), ("open", "random"))


class NetworkCheckFailure(Exception):
    """Why the table over the network failed, in one line."""


class _OneMove:
    """Create the table, start the match, play one move when it is this seat's turn, see it come back."""

    def __init__(self, connection: TableConnection) -> None:
        self.connection = connection
        self.loop = QEventLoop()
        self.failure: str | None = None
        self.seat = 0
        self.moved: Move | None = None  # the move sent
        handlers = connection.handlers
        handlers.on(Welcome, self._on_welcome)
        handlers.on(Seated, self._on_seated)
        handlers.on(Lobby, self._on_lobby)
        handlers.on(Error, self._on_error)
        handlers.on(State, self._on_state)
        connection.unreadable.connect(lambda why: self._fail(f"the server sent a line this build cannot read: {why}"))
        connection.lost.connect(lambda why: self._fail(f"the connection to the table was lost ({why or 'closed'})"))

    def _on_welcome(self, _welcome: Welcome) -> None:
        self.connection.send(CREATE)

    def _on_seated(self, seated: Seated) -> None:
        self.seat = seated.seat

    def _on_lobby(self, lobby: Lobby) -> None:
        if not self.moved and lobby.seats[-1].kind == "ai":
            self.connection.send(Start())

    def _on_error(self, error: Error) -> None:
        if error.code != "not-ready":  # a second start after the first: harmless
            self._fail(f"the server refused: {error.code}: {error.message}")

    def _on_state(self, state: State) -> None:
        view = state.view
        if self.moved is not None:
            mine = [played for played in view.history if played.seat == self.seat]
            if mine and mine[-1].card == self.moved.card:
                self.loop.quit()
            return
        if state.to_play != self.seat:
            return  # the AI seat plays first: wait for it
        move = random.Random(1).choice(legal_moves(view))
        self.moved = move
        self.connection.send(MoveMessage(move))

    def _fail(self, reason: str) -> None:
        if self.failure is None:
            self.failure = reason
        self.loop.quit()


def _play_one_move(port: int, path: str) -> None:
    connection = TableConnection("Self-test")
    try:
        play = _OneMove(connection)
        timer = QTimer(singleShot=True, interval=TIMEOUT_MS)
        timer.timeout.connect(lambda: play._fail(f"no move at the networked table within {TIMEOUT_MS // 1000} s"))
        timer.start()
        connection.open("127.0.0.1", port, path=path)
        play.loop.exec()
        timer.stop()
    finally:
        connection.close()
    if play.failure is not None:
        over = " over WebSocket" if path else ""
        raise NetworkCheckFailure(f"{play.failure}{over}")


def check_network_table() -> str:
    """``table over the network NN ms``, or NetworkCheckFailure."""
    began = time.monotonic()
    hosted = HostedServer(0, host="127.0.0.1", announce=False)
    hosted.options.ai_delay = 0.0  # the AI seat answers at once: the check stays quick
    hosted.options.websocket_port = 0  # and over WebSocket: *Join a table*'s ws:// and wss:// addresses
    try:
        port = hosted.start()
    except OSError as error:
        raise NetworkCheckFailure(f"cannot host a table on the loopback: {error}") from error
    try:
        for where, path in ((port, ""), (hosted.websocket_port, WEBSOCKET_PATH)):
            _play_one_move(where, path)
    finally:
        hosted.stop()
    try:  # what *Join a table* needs for a secure connection, the system's authorities among it
        import ssl
    except ImportError as error:
        raise NetworkCheckFailure(f"no TLS for secure tables: {error}") from error
    ssl.create_default_context()
    try:  # what hosting and *Join a table* need for DNS-SD: python-zeroconf and its compiled parts
        from zeroconf import Zeroconf

        Zeroconf(interfaces=["127.0.0.1"]).close()
    except (ImportError, OSError) as error:
        raise NetworkCheckFailure(f"no DNS-SD for tables on the LAN: {error}") from error
    return f"table over the network {1000 * (time.monotonic() - began):.0f} ms"
