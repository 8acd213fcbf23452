"""The one-folder app PyInstaller builds from build_spec/ starts and plays.

A module, plugin or resource missing from the build fails here: the frozen app
runs its own ``--self-test`` (the real window, one AI round) headless.  The app
is taken from ``SCOPA_FROZEN_APP`` (the executable; ``build_spec/ci_smoke.sh``
builds it first) or built into a temporary folder; without PyInstaller (the
``build`` extra) the tests are skipped, saying so.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scopa_desktop import APP_NAME, __version__
from scopa_desktop.skins import available_skins

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_spec"))

import spec_support  # noqa: E402 - build_spec/ is put on the path just above

pytestmark = pytest.mark.frozen

OK_LINE = re.compile(r"self-test ok: 36 moves, round scores \[\d+, \d+\], skin napoletane, (?P<skins>\d+) skins, "
                     r"fonts bundled, 8 sounds, (no )?audio device, languages en, it, de, da, "
                     r"table over the network \d+ ms, \d+\.\d s")
RUN_TIMEOUT_S = 120
#: A fontconfig setup that knows no font folder: a system with no fonts at all.
NO_SYSTEM_FONTS = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>{cache}</cachedir></fontconfig>
"""


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory) -> Path:
    given = os.environ.get("SCOPA_FROZEN_APP")
    if given:
        return Path(given)
    pytest.importorskip("PyInstaller", reason="the frozen app is built with the build extra: pip install -e .[build]")
    import build

    dist = build.build(onefile=False, under=tmp_path_factory.mktemp("frozen"))
    return build.executable(dist, onefile=False)


def run_app(app: Path, home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                       XDG_DATA_HOME=str(home / ".local" / "share"), XDG_CACHE_HOME=str(home / ".cache"),
                       QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run([str(app), *args], env=environment, capture_output=True, text=True,
                          timeout=RUN_TIMEOUT_S, check=False, cwd=home)


def test_frozen_app_plays_its_self_test_round(frozen_app, tmp_path):
    result = run_app(frozen_app, tmp_path, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    found = OK_LINE.fullmatch(result.stdout.strip())
    assert found, result.stdout
    assert int(found["skins"]) == len(available_skins())  # every skin module was collected


def test_frozen_app_draws_cards_on_a_system_without_fonts(frozen_app, tmp_path):
    config = tmp_path / "fonts.conf"
    config.write_text(NO_SYSTEM_FONTS.format(cache=tmp_path / "fc-cache"), encoding="utf-8")
    result = run_app(frozen_app, tmp_path, "--self-test", FONTCONFIG_FILE=str(config))
    assert result.returncode == 0, result.stdout + result.stderr
    assert OK_LINE.fullmatch(result.stdout.strip()), result.stdout


def test_frozen_app_knows_its_version(frozen_app, tmp_path):
    result = run_app(frozen_app, tmp_path, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"{APP_NAME} {__version__}"


def test_frozen_app_installs_its_menu_entry_pointing_at_itself(frozen_app, tmp_path):
    result = run_app(frozen_app, tmp_path, "--install-desktop-entry")
    assert result.returncode == 0, result.stderr
    entry = tmp_path / ".local" / "share" / "applications" / "scopa-desktop.desktop"
    assert f"Exec={frozen_app}\n" in entry.read_text(encoding="utf-8")
    assert (tmp_path / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "scopa-desktop.png").is_file()


def test_frozen_app_carries_only_the_qt_plugins_and_translations_it_uses(frozen_app):
    plugins = next(frozen_app.parent.rglob("plugins"))
    found = {(p.parent.name, p.name) for p in plugins.rglob("*") if p.is_file()}
    assert found, "no Qt plugins in the build"
    assert all(spec_support.keep_plugin(folder, name) for folder, name in found), found
    qt_translations = {p.name for folder in frozen_app.parent.rglob("translations") for p in folder.iterdir()}
    assert qt_translations == {f"qtbase_{code}.qm" for code in spec_support.TRANSLATED_LANGUAGES}
    game_translations = {p.name for p in frozen_app.parent.rglob("scopa_*.qm")}
    assert game_translations == {f"scopa_{code}.qm" for code in ("en", *spec_support.TRANSLATED_LANGUAGES)}
