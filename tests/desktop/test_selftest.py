"""``scopa-desktop --self-test`` from source: one round in the real window, one
line out, and every kind of failure turned into exit 1 with its reason.

Each run is a process of its own, as a player's would be, with HOME and the XDG
folders in a temporary directory so we can see it leaves the player's settings
and saved game alone."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scopa_desktop.skins import available_skins

OK_LINE = re.compile(
    r"self-test ok: (?P<moves>\d+) moves, round scores \[(?P<scores>\d+, \d+)\], skin napoletane, "
    r"(?P<skins>\d+) skins, fonts (system|bundled|missing: .+), 8 sounds, (no )?audio device, "
    r"languages en, it, de, da, table over the network \d+ ms, \d+\.\d s"
)
FAILED_LINE = re.compile(r"^self-test failed: .+$", re.MULTILINE)
TIMEOUT_S = 120


def isolated_env(home: Path) -> dict[str, str]:
    env = dict(os.environ, HOME=str(home), QT_QPA_PLATFORM="offscreen")
    for name, folder in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                         ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
        env[name] = str(home / folder)
    return env


def self_test(home: Path, patch: str = "") -> subprocess.CompletedProcess[str]:
    """``--self-test`` in a fresh interpreter, after running ``patch`` there (to break something)."""
    code = f"import sys\n{patch}\nfrom scopa_desktop.desktop.app import main\nsys.exit(main(['--self-test']))\n"
    return subprocess.run([sys.executable, "-c", code], env=isolated_env(home), capture_output=True, text=True,
                          timeout=TIMEOUT_S, check=False)


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


@pytest.fixture(scope="module")
def passed(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    """One whole self-test and the home it ran in, looked at by the tests below (each run is a few seconds)."""
    home = tmp_path_factory.mktemp("home")
    return home, self_test(home)


def test_self_test_plays_a_round_and_says_so_on_one_line(passed):
    _, result = passed
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    found = OK_LINE.fullmatch(lines[0])
    assert found, lines[0]
    assert int(found["moves"]) == 36  # 40 cards, 4 on the table: every card in a hand is played
    assert int(found["skins"]) == len(available_skins())


def test_self_test_leaves_the_players_settings_and_saved_game_alone(passed):
    home, result = passed
    assert result.returncode == 0, result.stderr
    written = [p for p in files_under(home) if ".cache" not in p.parts]  # fontconfig's cache may appear
    assert written == []


# Each failure is a process of its own, 2 to 3.5 s of CPU: the fast tier keeps one of each kind (an
# exception, a round that hangs, a check that fails: the one path that turns them into a line and
# exit 1), the slow tier the other reasons.
@pytest.mark.parametrize(
    ("patch", "reason"),
    [
        pytest.param(
            # The window imports it where it uses it (its first frame does without the move log).
            "import scopa_desktop.gui.table.move_log as w\n"
            "def broken(*args): raise RuntimeError('the move log is broken')\n"
            "w.describe_move = broken",
            r"self-test failed: RuntimeError at <string>:\d+: the move log is broken",
            id="exception-in-a-slot",
        ),
        pytest.param(
            # The player's seat (asked without a CancelFlag) plays a card from the table.
            "import scopa_desktop.ai.random_player as r\n"
            "from scopa_desktop.engine import Move, cards_of\n"
            "choose = r.RandomPlayer.choose\n"
            "def wrong(self, view, cancel=None):\n"
            "    return choose(self, view, cancel) if cancel else Move(next(cards_of(view.table)), 0)\n"
            "r.RandomPlayer.choose = wrong",
            r"self-test failed: move refused: .*\bhand\b.*",
            id="refused-move", marks=pytest.mark.slow,
        ),
        pytest.param(
            # The opponents (asked with a CancelFlag, in the AI thread) think until cancelled.
            "import time, scopa_desktop.desktop.selftest as t, scopa_desktop.ai.random_player as r\n"
            "t.TIMEOUT_S = 1\n"
            "choose = r.RandomPlayer.choose\n"
            "def stuck(self, view, cancel=None):\n"
            "    while cancel is not None and not cancel.is_set(): time.sleep(0.01)\n"
            "    return choose(self, view, cancel)\n"
            "r.RandomPlayer.choose = stuck",
            r"self-test failed: the round did not end within 1 s \([01] moves\)",
            id="timeout",
        ),
        pytest.param(
            "import scopa_desktop.gui.netplay.host_server as h\n"
            "def taken(self): raise OSError(98, 'Address already in use')\n"
            "h.HostedServer.start = taken",
            r"self-test failed: cannot host a table on the loopback: \[Errno 98\] Address already in use",
            id="no-network", marks=pytest.mark.slow,
        ),
        pytest.param(
            # The server refuses the self-test's own move (seat 0; the AI seat plays on).
            "import scopa_desktop.net.table as t\n"
            "from scopa_desktop.net.wire import NetError\n"
            "move = t.Table.move\n"
            "def refuse(self, seat, move_made):\n"
            "    if seat == 0: raise NetError('illegal-move', 'refused by the test')\n"
            "    return move(self, seat, move_made)\n"
            "t.Table.move = refuse",
            r"self-test failed: the server refused: illegal-move: refused by the test",
            id="network-move-refused", marks=pytest.mark.slow,
        ),
        pytest.param(  # the frozen app must carry OpenSSL: Join a table speaks TLS
            "for name in ('ssl', '_ssl'):\n    sys.modules[name] = None  # import fails, as if left out of the build",
            r"self-test failed: no TLS for secure tables: .*",
            id="ssl-missing", marks=pytest.mark.slow,
        ),
        pytest.param(
            "import scopa_desktop.skins.registry as s\ns._skins = lambda: {}",
            "self-test failed: no card skins found: the skin modules are missing from this build",
            id="skins-missing",
        ),
    ],
)
def test_self_test_fails_with_the_reason_on_one_line(tmp_path, patch, reason):
    result = self_test(tmp_path, patch)
    assert result.returncode == 1
    assert result.stdout == ""
    failures = FAILED_LINE.findall(result.stderr)
    assert len(failures) == 1, result.stderr
    assert re.fullmatch(reason, failures[0]), failures[0]
