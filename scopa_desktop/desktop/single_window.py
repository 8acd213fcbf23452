"""One game window per user: a second start brings the running window to the front.

Two windows over one saved game would each write back their own match and the
last to close would silently drop the other's.  The first start takes a lock
file in the folder of the saved game (so each home, and each test's temporary
one, has its own) and watches that folder; a later start finds the lock taken,
leaves a request file there for the first to come forward, waits until the
first has taken it, and exits.  A lock left by a crashed start names a process
that no longer runs, which QLockFile recognises as stale and takes over.

Only QtCore is needed (a lock file and a folder watcher, no local socket), so
the app keeps without Qt's network library.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

LOCK_NAME = "scopa-desktop.lock"
REQUEST_NAME = "scopa-desktop.raise-request"
#: How long a second start waits for the first (which may itself be starting) to answer.
ANSWER_TIMEOUT_S = 3.0
#: A folder watcher can miss events on network file systems: look now and then as well.
POLL_MS = 1000


class SingleWindow(QObject):
    """The lock of the window that owns ``folder``, and its ear for later starts."""

    raiseRequested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        with contextlib.suppress(OSError):  # claim() finds out; a folder that cannot hold a lock stops nothing
            folder.mkdir(parents=True, exist_ok=True)
        self._lock = QLockFile(str(self.lock_path))
        self._lock.setStaleLockTime(0)  # never stale by age: only an owner that no longer runs frees it
        self._watcher: QFileSystemWatcher | None = None
        self._poll: QTimer | None = None

    @property
    def lock_path(self) -> Path:
        return self.folder / LOCK_NAME

    @property
    def request_path(self) -> Path:
        return self.folder / REQUEST_NAME

    def claim(self) -> bool:
        """Become the one window (True), or find another holding the lock (False).
        Where no lock can be made at all (a read-only folder) the window opens unguarded:
        better a game that might have a rival than none."""
        if not self._lock.tryLock(0):
            return self._lock.error() != QLockFile.LockError.LockFailedError
        self._take_request()  # one left over from before is no request to this window
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._check_request)
        self._poll = QTimer(self)
        self._poll.timeout.connect(self._check_request)
        self._poll.start(POLL_MS)
        return True

    def release(self) -> None:
        if self._poll is not None:
            self._poll.stop()
        self._watcher = self._poll = None
        self._lock.unlock()

    def wake_running_window(self, timeout_s: float = ANSWER_TIMEOUT_S) -> bool:
        """Ask the window holding the lock to come to the front; whether it answered
        (took the request) within ``timeout_s``.  A blocking wait: the second start has
        no window of its own to keep responsive."""
        try:
            self.request_path.write_bytes(b"")
        except OSError:
            return False
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if not self.request_path.exists():
                return True
            time.sleep(0.02)
        self.request_path.unlink(missing_ok=True)  # nobody took it: do not leave it for a later window
        return False

    def _take_request(self) -> bool:
        try:
            self.request_path.unlink()
        except FileNotFoundError:
            return False
        except OSError:
            return False  # cannot take it (permissions): better not to raise on every poll
        return True

    def _check_request(self) -> None:
        if self._take_request():
            self.raiseRequested.emit()
