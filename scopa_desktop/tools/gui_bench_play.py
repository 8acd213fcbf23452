"""The parts of ``gui_bench`` where the game plays: the GUI thread's stalls while the AI, the coach
and the odds think, what thinking threads cost each other, the memory of a whole match, and how
long the window takes to close."""

from __future__ import annotations

import random
import resource
import sys
import threading
import time
from typing import TYPE_CHECKING

from .gui_probe import HEARTBEAT_MS, Heartbeat, bench_app

if TYPE_CHECKING:
    from ..engine import Move
    from ..gui.settings import AppSettings

STALL_DECISIONS = 8


def part_stall(coach: bool = False, odds: bool = False) -> dict[str, float]:
    app = bench_app()
    from PySide6.QtCore import QElapsedTimer, QTimer

    from ..ai import make_player
    from ..ai.coach import judge_move
    from ..ai.odds import win_odds
    from ..engine import Match, Rules
    from ..gui.ai_worker import AiRunner
    from ..gui.background import JobRunner

    match = Match(Rules(), seed=3)
    runner = AiRunner()
    coach_jobs = JobRunner("coach")
    player = make_player("hard", seed=1)
    clock = QElapsedTimer()
    think_ms: list[float] = []

    def ask() -> None:
        if match.round_over() or len(think_ms) == STALL_DECISIONS:
            app.quit()
            return
        think_ms.append(clock.nsecsElapsed() / 1e6)
        runner.request(len(think_ms), player, match.view(match.current_player()))

    def answered(_token: int, move: Move) -> None:
        think_ms[-1] = clock.nsecsElapsed() / 1e6 - think_ms[-1]
        if coach:  # judged while hard thinks about the next move
            view = match.view(match.current_player())
            coach_jobs.run(len(think_ms), lambda cancel: judge_move(view, move, 1, cancel=cancel))
        match.apply_move(move)
        if odds:  # the player's chances after the move, while hard thinks about the next one
            seen = match.view(0)
            coach_jobs.run(len(think_ms), lambda cancel: win_odds(seen, 1, cancel=cancel))
        ask()

    runner.moveReady.connect(answered)
    clock.start()
    heartbeat = Heartbeat()
    QTimer.singleShot(50, ask)
    app.exec()
    stall_ms = heartbeat.stop()
    runner.shutdown()
    coach_jobs.shutdown()
    if coach:
        return {"max_gui_stall_coach_ms": stall_ms}
    if odds:
        return {"max_gui_stall_odds_ms": stall_ms}
    return {
        "max_gui_stall_ms": stall_ms,
        "hard_decisions": len(think_ms),
        "hard_mean_think_ms": round(sum(think_ms) / len(think_ms), 1),
    }


def _hard_without_pauses() -> AppSettings:
    """Fresh settings: `hard` opposite, no animations, no pause before an AI's move."""
    from ..gui.settings import AI_PACE_KEY, ANIMATION_SPEED_KEY, LEVELS_KEY, AppSettings

    settings = AppSettings()
    for key, value in ((ANIMATION_SPEED_KEY, "off"), (AI_PACE_KEY, "instant"), (LEVELS_KEY, "hard")):
        settings.set(key, value)
    return settings


def part_memory() -> dict[str, float]:
    app = bench_app()
    from PySide6.QtCore import QTimer

    from ..ai import make_player
    from ..engine import cards_of
    from ..gui.shell.startup import create_main_window

    window = create_main_window(_hard_without_pauses(), resume=False, seed=2)
    window.show()
    controller = window.controller
    me = make_player("medium", seed=9)
    rounds = {"played": 0}

    def step() -> None:
        match = controller.match
        assert match is not None  # the bench plays one match from its start
        if window.round_dialog is not None:
            if match.is_over():
                app.quit()
                return
            rounds["played"] += 1
            window.round_dialog.accept()
        elif controller.is_human_turn():
            move = me.choose(match.view(controller.human_seat))
            controller.play(move.card, list(cards_of(move.take)))
        QTimer.singleShot(1, step)

    QTimer.singleShot(1, step)
    app.exec()
    window.close()
    return {
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "match_rounds": rounds["played"] + 1,
    }


QUIT_THINKING_AFTER_MS = (1, 5, 20, 50, 100, 200)


def part_quit() -> dict[str, float]:
    app = bench_app()
    from PySide6.QtCore import QTimer

    from ..engine import Match, Rules
    from ..gui.shell.startup import create_main_window

    settings = _hard_without_pauses()
    human_first = next(s for s in range(1000) if Match(Rules(), seed=s).current_player() == 0)

    def time_close(after_ms: int | None) -> tuple[float, bool]:
        """Close the window ``after_ms`` into the AI's thinking after the player's
        first move (None: on the player's turn, before it); how long it took, and
        whether the AI was still thinking then."""
        window = create_main_window(settings, resume=False, seed=human_first)
        window.show()
        closed: dict[str, float] = {}

        def close() -> None:
            closed["thinking"] = not window.controller.is_human_turn()
            started = time.perf_counter()
            window.close()
            closed["ms"] = (time.perf_counter() - started) * 1000
            app.quit()

        def on_thinking(_seat: int, thinking: bool) -> None:
            if thinking and after_ms is not None:
                QTimer.singleShot(after_ms, close)

        def play() -> None:
            card, take = window.controller.legal_moves()[0]
            window.controller.play(card, take)

        window.controller.thinkingChanged.connect(on_thinking)
        QTimer.singleShot(200, close if after_ms is None else play)
        app.exec()
        return closed["ms"], bool(closed["thinking"])

    idle, _ = time_close(None)
    thinking = [ms for ms, was_thinking in map(time_close, QUIT_THINKING_AFTER_MS) if was_thinking]
    return {"quit_idle_ms": round(idle, 1), "quit_thinking_max_ms": round(max(thinking, default=0.0), 1),
            "quit_thinking_closes": len(thinking)}



PLAY_ROUNDS = 2
#: How long the player takes over a move: a quick player's, so the AI, the coach and the odds overlap.
PLAYER_MOVE_MS = 400
#: A late beat the player sees: three frames of a 60 Hz animation missed.
SEEN_STALL_MS = 50


def part_play() -> dict[str, float]:
    """The window as a player meets it: two players, `hard` opposite, the coach and the odds on,
    animations and pace as they come; the player's moves made as `medium` would make them."""
    app = bench_app()
    from PySide6.QtCore import QTimer

    from ..ai import make_player
    from ..engine import cards_of
    from ..gui.settings import COACH_KEY, LEVELS_KEY, ODDS_KEY, AppSettings
    from ..gui.shell.startup import create_main_window

    settings = AppSettings()
    for key, value in ((LEVELS_KEY, "hard"), (COACH_KEY, 1), (ODDS_KEY, 1)):
        settings.set(key, value)
    window = create_main_window(settings, resume=False, seed=5)
    window.resize(1366, 740)
    window.show()
    controller, player = window.controller, make_player("medium", seed=9)
    heartbeat: list[Heartbeat] = []  # from the player's first turn: the window's start is another figure's
    rounds = {"over": 0, "move_asked": False}

    def move() -> None:
        rounds["move_asked"] = False
        match = controller.match
        if match is not None and controller.is_human_turn():
            chosen = player.choose(match.view(controller.human_seat))
            controller.play(chosen.card, list(cards_of(chosen.take)))

    def step() -> None:
        if window.round_dialog is not None:
            rounds["over"] += 1
            if rounds["over"] == PLAY_ROUNDS:
                app.quit()
                return
            window.round_dialog.accept()
        elif controller.is_human_turn() and not rounds["move_asked"]:
            heartbeat[:] = heartbeat or [Heartbeat()]
            rounds["move_asked"] = True
            QTimer.singleShot(PLAYER_MOVE_MS, move)
        QTimer.singleShot(20, step)

    QTimer.singleShot(20, step)
    app.exec()
    longest_ms = heartbeat[0].stop()
    window.close()
    late = sorted(heartbeat[0].late_ms)
    minutes = (len(late) * HEARTBEAT_MS + sum(late)) / 60_000
    return {"play_stall_max_ms": longest_ms, "play_stall_p99_ms": round(late[int(len(late) * 0.99)], 1),
            "play_stalls_seen_per_min": round(sum(ms > SEEN_STALL_MS for ms in late) / minutes, 1),
            "play_minutes": round(minutes, 2)}


#: The interpreter's switch intervals compared: Python's default, the game's before 2026-12-07, the game's.
SWITCH_INTERVALS_S = (0.005, 0.001, 0.0002)
THREAD_ROLLOUTS = 4000
THREAD_REPETITIONS = 3


def _rollouts_a_second(threads: int) -> float:
    """Greedy rollouts of fresh two-player rounds a second, ``threads`` threads doing THREAD_ROLLOUTS each."""
    from ..ai.rollout import rollout
    from ..engine import RoundState, Rules

    def work(seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(THREAD_ROLLOUTS):
            rollout(RoundState.deal(Rules(), 0, rng))

    workers = [threading.Thread(target=work, args=(seed,)) for seed in range(threads)]
    start = time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return threads * THREAD_ROLLOUTS / (time.perf_counter() - start)


def part_threads() -> dict[str, float]:
    """Rollouts a second in one thread, and in two thinking at once (the AI's and the helpers'), at
    each switch interval; the median of THREAD_REPETITIONS rounds, the intervals taking turns."""
    runs: dict[str, list[float]] = {}
    for _ in range(THREAD_REPETITIONS):
        for interval in SWITCH_INTERVALS_S:
            sys.setswitchinterval(interval)
            for threads in (1, 2):
                runs.setdefault(f"rollouts_per_s_{threads}_threads_at_{interval * 1000:g}_ms", []).append(
                    _rollouts_a_second(threads))
    return {name: round(sorted(values)[len(values) // 2]) for name, values in runs.items()}
