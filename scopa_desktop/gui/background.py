"""Jobs run off the GUI thread: the AI seats' searches (``AiRunner``) and the coach's judgements.

One QThread runs the jobs one after another.  A job is a callable that takes a
CancelFlag and checks it often (the AI's searches do); ``cancel`` stops every
job asked for so far, and a cancelled job's result never comes back.  Results
come back on the GUI thread with the token they were asked with, so the asker
can also drop an answer that has gone stale for its own reasons.

A runner may take its turns on another's thread (``beside``) instead of a thread of
its own.  Threads of Python share one interpreter lock: a third thread thinking
beside the AI's computes nothing sooner, and every paint of the window waits longer
for its turn at the lock (BENCHMARKS.md, "The window while it plays").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ..ai import CancelFlag, Cancelled

Job = Callable[[CancelFlag], object]


class _Worker(QObject):
    finished = Signal(int, object, object)  # token, result, the job's CancelFlag

    @Slot(int, object, object)
    def work(self, token: int, job: Job, cancel: CancelFlag) -> None:
        if cancel.is_set():
            return
        try:
            result = job(cancel)
        except Cancelled:
            return
        self.finished.emit(token, result, cancel)


class JobRunner(QObject):
    """Runs jobs in a thread of its own, or on the thread of the runner ``beside``, taking turns
    with its jobs; ``done(token, result)`` on the GUI thread."""

    done = Signal(int, object)
    _request = Signal(int, object, object)

    def __init__(self, name: str, parent: QObject | None = None, beside: JobRunner | None = None) -> None:
        super().__init__(parent)
        self._guests: list[JobRunner] = []  # the runners on this one's thread, stopped with it
        if beside is None:
            self._thread = QThread()
            self._thread.setObjectName(name)
        else:
            self._thread = beside._thread
            beside._guests.append(self)
        self._owns_thread = beside is None
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.work)
        self._worker.finished.connect(self._on_finished)
        self._thread.finished.connect(self._worker.deleteLater)
        self._cancel = CancelFlag()
        if self._owns_thread:
            self._thread.start()
        app = QCoreApplication.instance()
        if app is not None:  # a safety net: the window's close normally stops the thread first
            app.aboutToQuit.connect(self.shutdown)

    @property
    def worker_thread(self) -> QThread:
        return self._thread

    def run(self, token: int, job: Job) -> None:
        """Queue ``job``; it runs after those asked for before it (unless they are cancelled)."""
        self._request.emit(token, job, self._cancel)

    def cancel(self) -> None:
        """Stop every job asked for so far; none of their results will come."""
        self._cancel.cancel()
        self._cancel = CancelFlag()

    def shutdown(self) -> None:
        """Cancel, then stop the thread and wait for it (its guests' jobs cancelled first): never
        terminate a thread.  A guest only cancels its own jobs."""
        self.cancel()
        if not self._owns_thread:
            return
        for guest in self._guests:
            guest.cancel()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

    @Slot(int, object, object)
    def _on_finished(self, token: int, result: object, cancel: CancelFlag) -> None:
        if not cancel.is_set():  # cancelled while the answer was on its way
            self.done.emit(token, result)
