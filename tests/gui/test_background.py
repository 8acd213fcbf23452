"""Jobs off the GUI thread: a runner beside another takes turns on that one's thread, and is stopped with it."""

from __future__ import annotations

import threading

from helpers_gui import make_settings, open_window

from scopa_desktop.ai import CancelFlag
from scopa_desktop.gui.background import JobRunner
from scopa_desktop.gui.settings import COACH_KEY, LEVELS_KEY, ODDS_KEY


def test_a_runner_beside_another_runs_its_jobs_on_that_thread_after_the_jobs_before_them(qtbot):
    host = JobRunner("host")
    guest = JobRunner("guest", beside=host)
    ran: list[tuple[str, int, threading.Thread]] = []

    def job(name: str, token: int):
        return lambda _cancel: ran.append((name, token, threading.current_thread()))

    host.run(1, job("host", 1))
    guest.run(2, job("guest", 2))
    host.run(3, job("host", 3))
    with qtbot.waitSignal(host.done, check_params_cb=lambda token, _result: token == 3):
        pass
    assert [(name, token) for name, token, _thread in ran] == [("host", 1), ("guest", 2), ("host", 3)]
    assert len({thread for _name, _token, thread in ran}) == 1 and ran[0][2] is not threading.main_thread()
    assert guest.worker_thread is host.worker_thread
    host.shutdown()
    assert host.worker_thread.isFinished()


def test_stopping_the_host_stops_a_guest_s_job_first_and_a_guest_s_own_stop_leaves_the_host_running(qtbot):
    host = JobRunner("host")
    guest = JobRunner("guest", beside=host)
    started, stopped = threading.Event(), threading.Event()

    def endless(cancel: CancelFlag) -> None:
        started.set()
        while not cancel.is_set():
            pass  # a search's steps, each asking whether it was cancelled
        stopped.set()

    guest.run(1, endless)
    qtbot.waitUntil(started.is_set)
    host.shutdown()  # would wait for ever on the guest's job if that were not cancelled first
    assert stopped.is_set() and host.worker_thread.isFinished()

    other_host = JobRunner("host")
    other_guest = JobRunner("guest", beside=other_host)
    other_guest.shutdown()
    assert other_host.worker_thread.isRunning()
    with qtbot.waitSignal(other_host.done):
        other_host.run(1, lambda _cancel: "still there")
    other_host.shutdown()


def test_the_coach_and_the_odds_take_turns_on_one_thread_beside_the_ai_s(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random", COACH_KEY: 1, ODDS_KEY: 1}))
    assert window.coach.worker_thread is window.odds.worker_thread
    assert window.coach.worker_thread is not window.controller.ai_thread
    thread = window.coach.worker_thread
    window.close()
    assert thread.isFinished()
