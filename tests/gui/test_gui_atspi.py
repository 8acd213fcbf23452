"""Issue 27: the real app read and played through the real accessibility layer, as Orca meets it.

An X server of its own (Xvfb, with openbox to give the window the keyboard), a D-Bus session of
its own and the AT-SPI registry on it; the game started as a player starts it, with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; and a script run by the system's Python that knows only
pyatspi (``atspi_player.py``) reads the hand, the table and the scores, reads the position with
F2 and plays the first deal through the cards' accessible actions.  Every move of that deal must
have been announced, once.  What the player heard is kept in tests/artifacts/atspi-deal.txt.  And at
a match's end, F2 pressed in the match's dialog reads the count and the winner again, and the
dialog's headline and primiera pictures are read in words."""

from __future__ import annotations

import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scopa_desktop import APP_NAME
from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.controller import played_in_words
from scopa_desktop.gui.saved_game import SavedGame, load_game, save_game
from scopa_desktop.gui.table.announcer import move_words

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's, with python3-pyatspi: the game's venv cannot import pyatspi
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
PLAY_TIMEOUT_S = 90
SETTINGS = """[guide]
offered=1
[ai]
pace=instant
[game]
levels=random
[table]
reduce_motion=1
animation_speed=off
[sound]
muted=true
[ui]
language=en
"""


def missing_tools() -> str:
    """Why this machine cannot run the test, or ""."""
    for tool in ("Xvfb", "dbus-launch"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian: xvfb, dbus-x11)"
    if not any(Path(path).exists() for path in BUS_LAUNCHERS):
        return "the AT-SPI bus launcher is not installed (Debian: at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"],
                                                          capture_output=True).returncode:
        return f"{SYSTEM_PYTHON} cannot import pyatspi (Debian: python3-pyatspi)"
    return ""


def stop(process: subprocess.Popen) -> None:
    """End ``process`` and the processes it started (each runs in a session of its own)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.fixture
def desktop(tmp_path) -> Iterator[dict[str, str]]:
    """The environment of a desktop of its own: an X display, a D-Bus session and the AT-SPI bus."""
    reason = missing_tools()
    if reason:
        pytest.skip(reason)
    read_end, write_end = os.pipe()
    # -noreset: by default the server resets when its last client leaves, and dbus-launch and the
    # AT-SPI launcher each connect and leave; openbox connecting during such a reset was refused
    # ("Failed to open the display"), so the window never got the keyboard (3 starts in 20 here).
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp",
                             "-noreset"],
                            pass_fds=[write_end], stderr=subprocess.DEVNULL, start_new_session=True)
    os.close(write_end)
    started: list[subprocess.Popen] = [xvfb]
    bus_pid = 0
    try:
        with os.fdopen(read_end) as display_number:
            display = ":" + display_number.readline().strip()
        env = {key: value for key, value in os.environ.items() if not key.startswith(("DBUS_", "QT_", "XDG_"))}
        env.update(DISPLAY=display, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
                   XDG_DATA_HOME=str(tmp_path / "data"), XDG_RUNTIME_DIR=str(tmp_path / "run"), LANGUAGE="en",
                   LC_ALL="C.UTF-8")
        (tmp_path / "run").mkdir(mode=0o700)
        bus = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True, check=True)
        for line in bus.stdout.splitlines():
            key, _, value = line.partition("=")
            if key in ("DBUS_SESSION_BUS_ADDRESS", "DBUS_SESSION_BUS_PID"):
                env[key] = value.rstrip(";").strip("'")
        bus_pid = int(env["DBUS_SESSION_BUS_PID"])
        launcher = next(path for path in BUS_LAUNCHERS if Path(path).exists())
        started.append(subprocess.Popen([launcher, "--launch-immediately"], env=env, stderr=subprocess.DEVNULL,
                                        start_new_session=True))
        if shutil.which("openbox"):  # a window manager gives the window the keyboard, as on a desktop
            # The app starts only once openbox manages the screen (it says so through a FIFO when it
            # runs its start-up command): a window mapped before it never got the keyboard, and F2
            # went nowhere.
            ready = tmp_path / "openbox-ready"
            os.mkfifo(ready)
            reader = os.open(ready, os.O_RDONLY | os.O_NONBLOCK)
            said = tmp_path / "openbox.log"
            with said.open("w") as log:
                started.append(subprocess.Popen(["openbox", "--startup", f"sh -c 'echo ready > {ready}'"], env=env,
                                                stderr=log, start_new_session=True))
            heard, _, _ = select.select([reader], [], [], 30)
            os.close(reader)
            if not heard:  # without it F2 would go nowhere and the player time out saying less
                pytest.fail(f"openbox did not manage the screen: {said.read_text()[-500:]}")
        yield env
    finally:
        for process in reversed(started):
            stop(process)
        if bus_pid:
            os.kill(bus_pid, signal.SIGTERM)


def play_through_atspi(desktop: dict[str, str], tmp_path: Path, app_args: tuple[str, ...] = ("--seed", "11"),
                       player_args: tuple[str, ...] = (), player: str = "atspi_player.py",
                       language: str = "en") -> dict:
    """The game started as a player starts it (with ``app_args``: by default a new match of a known deal),
    in ``language``, and played by ``player`` (given ``player_args``): what the player found; the app must
    have closed without a crash."""
    settings = tmp_path / "config" / "ScopaDesktop" / f"{APP_NAME}.conf"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(SETTINGS.replace("language=en", f"language={language}"))
    app_env = dict(desktop, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    app = subprocess.Popen([sys.executable, "-m", "scopa_desktop", *app_args], env=app_env, cwd=tmp_path,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        played = subprocess.run([SYSTEM_PYTHON, str(Path(__file__).with_name(player)), APP_NAME,
                                 str(PLAY_TIMEOUT_S), *player_args], env=desktop, capture_output=True, text=True,
                                timeout=PLAY_TIMEOUT_S + 30)
    finally:
        if app.poll() is None:
            os.killpg(app.pid, signal.SIGINT)  # the app closes its window the normal way: the game is saved
        try:
            _, app_errors = app.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            stop(app)
            _, app_errors = app.communicate()
    assert played.stdout, f"the player said nothing: {played.stderr[-2000:]} / the app: {app_errors[-2000:]}"
    found = json.loads(played.stdout)
    assert not found["error"], f"{found['error']}; heard {found['heard']}; the app: {app_errors[-2000:]}"
    assert app.returncode == 0, f"the app ended with {app.returncode}: {app_errors[-2000:]}"  # no crash on closing
    return found


@pytest.mark.slow
def test_a_player_who_cannot_see_the_table_reads_it_and_plays_a_deal(desktop, tmp_path):
    found = play_through_atspi(desktop, tmp_path)
    heard = found["heard"]
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "atspi-deal.txt").write_text("\n".join(heard) + "\n", encoding="utf-8")

    assert [name.split(", ")[1:] for name in found["hand"]] == [["in your hand", f"{i} of 3"] for i in (1, 2, 3)]
    assert len(found["table"]) >= 4 and all(", on the table, " in name for name in found["table"])
    assert any(name.startswith("Stock: ") for name in found["others"])
    assert found["scores"] == ["Match points, You: 0", "Match points, Giulia: 0"]
    # The round's count in words, each said once: no sign ("–" read "en dash"), no description repeating the name.
    assert len(found["count"]) == 10 and not [name for name in found["count"] if "–" in name or "✓" in name]
    assert [name for name in found["count"] if name.startswith("Primiera this round, You: ")] == [
        "Primiera this round, You: no primiera (no Coins, no Cups, no Swords, no Clubs)"]
    assert {"Hint", "Undo my last move"} <= {name for name, _description in found["buttons"]}
    assert not [name for name, description in found["buttons"] if description == name]
    assert found["position"].startswith("Your hand: ") and "Match score: You 0, Giulia 0." in found["position"]
    assert found["focused"].startswith(found["hand"][0].split(",")[0])  # the key "1": the focus on that card
    assert len(found["pressed"]) >= 3

    saved = load_game(tmp_path / "data" / "ScopaDesktop" / APP_NAME / "saved-game.json")
    first_deal = [played_in_words(move) for move in saved.match.current.history[:6]]
    assert len(first_deal) == 6
    spoken = "\n".join(heard)
    for played in first_deal:
        words = move_words(played, None if played.seat == 0 else "Giulia")
        assert spoken.count(words) == 1, f"{words!r} was said {spoken.count(words)} times in {heard}"


@pytest.mark.slow
def test_f2_in_the_match_over_dialog_reads_the_matchs_end_again(desktop, tmp_path):
    """A match one card from its end (seed 2, target 1: the player's last card wins it) resumed at
    start: the card played through its accessible action, the match's dialog takes the keyboard,
    and F2, pressed as a player presses it, reads the count and the winner there again.  The dialog's
    headline says the final score in words, and its primiera pictures are named by their cards."""
    match = Match(Rules(target=1), seed=2, first_dealer=0)
    while len(match.current.history) < 35:
        match.apply_move(match.legal_moves()[0])
    saved = tmp_path / "data" / "ScopaDesktop" / APP_NAME / "saved-game.json"
    saved.parent.mkdir(parents=True)
    save_game(SavedGame(match, 2, [None, "random"]), saved)
    found = play_through_atspi(desktop, tmp_path, app_args=(), player_args=("end",))  # the saved match resumed
    assert found["end"].endswith("Match over: you won.")
    assert "Round 1 over. Points this round: You " in found["again"]
    assert found["end"].endswith(found["again"]) and found["again"].endswith("Match over: you won.")
    assert found["dialogs"] == ["Match over"]  # F2 was pressed with the match's dialog open
    # The headline's score in words, not "3 en dash 0"; the primiera's pictures named by their cards, each
    # described by whose they are.
    headline = next(name for _role, name, _description in found["shown"] if name.startswith("You win the match"))
    assert re.fullmatch(r"You win the match, \d+ to \d+", headline), headline
    pictures = [(name, description) for role, name, description in found["shown"] if role == "image"]
    assert [description for _name, description in pictures] == ["Primiera cards, You", "Primiera cards, Giulia"]
    assert all(re.fullmatch(r"(\w+ of \w+, ){2}\w+ of \w+ and \w+ of \w+", name) for name, _ in pictures), pictures
