"""The packaging decisions of build_spec/, checked without building: which Qt
plugins and files the app keeps, the fonts it bundles, and the Windows and
macOS metadata templates filled from the package's name and version."""

from __future__ import annotations

import ast
import plistlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_spec"))

import spec_support  # noqa: E402 - build_spec/ is put on the path just above

from scopa_desktop import APP_NAME, __version__  # noqa: E402 - kept beside the path set-up it follows

VALUES = {"APP_NAME": APP_NAME, "VERSION": __version__, "EXE_NAME": "ScopaDesktop",
          "VERSION_TUPLE": repr(spec_support.version_tuple(__version__))}


@pytest.mark.parametrize(("plugin_type", "filename", "kept"), [
    ("platforms", "/qt/plugins/platforms/libqxcb.so", True),
    ("platforms", "/qt/plugins/platforms/libqoffscreen.so", True),
    ("platforms", "C:\\qt\\plugins\\platforms\\qwindows.dll", True),
    ("platforms", "/qt/plugins/platforms/libqcocoa.dylib", True),
    ("platforms", "/qt/plugins/platforms/libqwayland.so", False),
    ("platforms", "/qt/plugins/platforms/libqeglfs.so", False),
    ("platformthemes", "/qt/plugins/platformthemes/libqgtk3.so", False),
    ("imageformats", "/qt/plugins/imageformats/libqjpeg.so", False),
    ("iconengines", "/qt/plugins/iconengines/libqsvgicon.so", False),
    ("styles", "C:\\qt\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("platforminputcontexts", "/qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    ("platforminputcontexts", "/qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", False),
])
def test_only_the_plugins_the_game_uses_are_collected(plugin_type, filename, kept):
    assert spec_support.keep_plugin(plugin_type, filename) is kept


def test_only_qts_translations_for_the_games_languages_are_kept_with_the_game_files():
    entries = [("PySide6/Qt/translations/qtbase_it.qm", "src", "DATA"),
               ("PySide6/Qt/translations/qtbase_fr.qm", "src", "DATA"),
               ("PySide6/Qt/translations/qtdeclarative_de.qm", "src", "DATA"),
               ("PySide6\\Qt\\translations\\qtbase_da.qm", "src", "DATA"),
               ("scopa_desktop/resources/scopa-desktop.desktop", "src", "DATA"),
               ("scopa_desktop/resources/i18n/scopa_de.qm", "src", "DATA"),
               ("PySide6/Qt/lib/libQt6Core.so.6", "src", "BINARY")]
    kept = [e[0] for e in spec_support.trimmed(entries)]
    assert kept == [entries[0][0], entries[3][0], entries[4][0], entries[5][0], entries[6][0]]


def test_the_spec_keeps_qts_translations_for_every_language_of_the_window():
    from scopa_desktop.gui.language import LANGUAGES, SOURCE_LANGUAGE

    assert set(spec_support.TRANSLATED_LANGUAGES) == set(LANGUAGES) - {SOURCE_LANGUAGE}


def test_unused_pyside_modules_are_excluded_and_the_used_ones_kept():
    import PySide6

    excluded = spec_support.unused_pyside_modules(Path(PySide6.__file__).parent)
    assert "PySide6.QtNetwork" in excluded and "PySide6.QtQml" in excluded
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} & set(excluded)


def test_the_app_imports_no_excluded_qt_module():
    used = {line.split()[1] for path in (ROOT / "scopa_desktop").rglob("*.py")
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith(("from PySide6.", "import PySide6."))}
    assert {name.split(".")[1] for name in used} <= set(spec_support.KEPT_PYSIDE_MODULES)


def test_fonts_are_found_under_a_folder_tree(tmp_path):
    for name in spec_support.FONT_FILES:
        (tmp_path / "deep" / "dejavu").mkdir(parents=True, exist_ok=True)
        (tmp_path / "deep" / "dejavu" / name).write_bytes(b"ttf")
    (tmp_path / "Other.ttf").write_bytes(b"ttf")
    found = spec_support.find_fonts([tmp_path / "missing", tmp_path])
    assert sorted(found) == sorted(spec_support.FONT_FILES)


def test_a_given_font_folder_brings_its_own_licence(tmp_path):
    (tmp_path / "LICENSE").write_text("Bitstream Vera", encoding="utf-8")
    assert spec_support.font_licenses([tmp_path]) == [tmp_path / "LICENSE"]


def test_version_tuple_has_four_numbers():
    assert spec_support.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert spec_support.version_tuple("2.10") == (2, 10, 0, 0)


def test_fill_names_a_placeholder_it_has_no_value_for():
    assert spec_support.fill("@APP_NAME@ @VERSION@", VALUES) == f"{APP_NAME} {__version__}"
    with pytest.raises(KeyError, match="COLOUR"):
        spec_support.fill("@COLOUR@", VALUES)


def test_executable_names():
    assert spec_support.executable_name("Scopa Desktop", "linux") == "scopa-desktop"
    assert spec_support.executable_name("Scopa Desktop", "win32") == "ScopaDesktop"


def test_the_macos_info_plist_template_fills_to_a_plist():
    text = spec_support.fill((ROOT / "resources" / "Info.plist").read_text(encoding="utf-8"), VALUES)
    info = plistlib.loads(text.encode())
    assert info["CFBundleName"] == APP_NAME and info["CFBundleShortVersionString"] == __version__
    assert info["NSHighResolutionCapable"] is True


def test_the_windows_version_template_fills_to_a_version_resource_expression():
    """PyInstaller evaluates the file as one Python expression of its version classes
    (its own loader needs pefile, which is installed on Windows only)."""
    text = spec_support.fill((ROOT / "resources" / "windows-version-info.txt").read_text(encoding="utf-8"), VALUES)
    tree = ast.parse(text, mode="eval")
    assert isinstance(tree.body, ast.Call) and tree.body.func.id == "VSVersionInfo"
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
    strings = dict(ast.literal_eval(ast.Tuple(c.args, ast.Load())) for c in calls if c.func.id == "StringStruct")
    assert strings["ProductVersion"] == __version__ and strings["ProductName"] == APP_NAME
    assert strings["OriginalFilename"] == "ScopaDesktop.exe"
    file_info = next(c for c in calls if c.func.id == "FixedFileInfo")
    versions = {k.arg: ast.literal_eval(k.value) for k in file_info.keywords if k.arg in ("filevers", "prodvers")}
    assert versions == {"filevers": spec_support.version_tuple(__version__),
                        "prodvers": spec_support.version_tuple(__version__)}
