"""The package's rooms import only the rooms below them (README, "How it is built"),
and the tests are laid out like them.

Read from the source with ``ast``, so an import inside a function counts as
much as one at the top; only ``if TYPE_CHECKING:`` blocks are left out, since
they never run.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "scopa_desktop"
ROOT = "scopa_desktop"

#: What each room may import besides itself and the package's own name and
#: version (``scopa_desktop`` itself).  A dotted entry allows that module alone.
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    # The levels' table marks its words for translation with the same Qt-free marker.
    "ai": {"engine", "resources.translation"},
    # Skins mark their names for translation with the typed, Qt-free marker.
    "skins": {"engine.cards", "resources.translation"},
    "resources": set(),
    "storage": {"engine"},
    "net": {"engine", "ai", "storage"},
    "gui": {"engine", "ai", "skins", "resources", "storage", "net"},
    "desktop": {"engine", "ai", "skins", "resources", "storage", "net", "gui"},
    "tools": {"engine", "ai", "skins", "resources", "storage", "net", "gui", "desktop"},
    # The documented doors at the top of the package: `python -m scopa_desktop`
    # and `python -m scopa_desktop.cli`.
    "__main__": {"desktop"},
    "cli": {"tools"},
    "__init__": set(),
}


#: The rooms inside ``gui/`` (README, "How it is built").  ``gui``'s own top-level
#: modules are its base, shared by every room (the local game, its words, settings,
#: sound, screen fitting, statistics); each sub-package is a room.  A room may
#: import its own modules, the base modules or rooms named here, and a dotted
#: entry (gui-relative) allows that module alone: a declared door.
GUI_BASE = "base"
GUI_ALLOWED: dict[str, set[str]] = {
    GUI_BASE: set(),
    # The table shows a game: it knows the game interface, the words and the screen, no feature.
    "table": {"game_model", "words", "side_words", "screen_fit"},
    "dialogs": {GUI_BASE},
    "learning": {GUI_BASE},
    "review": {GUI_BASE, "table", "learning.coach", "learning.coach_words"},
    # What a match in play says (move log, status line, the round's dialog), here or at a networked table.
    "narration": {GUI_BASE, "table", "dialogs"},
    "netplay": {GUI_BASE, "table", "dialogs", "narration"},
    "shell": {GUI_BASE, "table", "dialogs", "learning", "review", "narration", "netplay"},
}
#: What the table may import from outside the Qt layer: the decks it draws.
TABLE_OUTSIDE_GUI = {"skins"}
#: The games a ``game_model.GameModel`` stands for; what shows a game types against that instead.
CONCRETE_GAMES = {"gui.controller", "gui.netplay.remote_game", "gui.review.game"}
#: What shows a game, whoever plays it: never a concrete game, not even for typing.
SHOWS_ANY_GAME = ("gui.table", "gui.dialogs", "gui.sound")

def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_type_checking_block(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imported_modules(path: Path, for_typing_too: bool = False) -> set[str]:
    """Every module of the package that ``path`` imports, as absolute names (with
    ``for_typing_too``, those of ``if TYPE_CHECKING:`` blocks as well)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if is_type_checking_block(child) and not for_typing_too:
                continue
            if isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names if alias.name.split(".")[0] == ROOT)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")
                    base = base[: len(base) - (child.level - 1)]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                if target.split(".")[0] != ROOT:
                    continue
                for alias in child.names:  # `from pkg import x`: x may be a module or a name
                    candidate = f"{target}.{alias.name}"
                    found.add(candidate if module_path(candidate) else target)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return found


def module_path(name: str) -> Path | None:
    if name == ROOT:
        return PACKAGE / "__init__.py"
    relative = Path(*name.split(".")[1:])
    for candidate in (PACKAGE / relative.with_suffix(".py"), PACKAGE / relative / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def room_of(name: str) -> str:
    """``scopa_desktop.gui.table_view`` -> ``gui``; the package itself -> ``__init__``."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def allowed(importer_room: str, target: str) -> bool:
    if target == ROOT:
        return True  # the app's name and version
    target_room = room_of(target)
    if target_room == importer_room:
        return True
    rules = ALLOWED[importer_room]
    inside = target.split(".", 1)[1]
    return target_room in rules or any(inside == rule or inside.startswith(rule + ".") for rule in rules)


def test_every_room_is_known():
    rooms = {room_of(module_name(path)) for path in sources()}
    assert rooms <= set(ALLOWED), f"a room with no rule: {sorted(rooms - set(ALLOWED))}"


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_only_go_down(path):
    room = room_of(module_name(path))
    wrong = sorted(target for target in imported_modules(path) if not allowed(room, target))
    assert not wrong, f"{module_name(path)} ({room}) may not import {wrong}"


def gui_room_of(name: str) -> str:
    """``scopa_desktop.gui.table.scene`` -> ``table``; ``scopa_desktop.gui.words`` -> the base."""
    parts = name.split(".")
    if len(parts) > 3 or (len(parts) == 3 and (PACKAGE / "gui" / parts[2] / "__init__.py").is_file()):
        return parts[2]
    return GUI_BASE


def gui_allowed(importer_room: str, target: str) -> bool:
    target_room = gui_room_of(target)
    if target_room == importer_room:
        return True
    rules = GUI_ALLOWED[importer_room]
    inside = target.split(".", 2)[2] if target.count(".") >= 2 else ""
    return target_room in rules or any(inside == rule or inside.startswith(rule + ".") for rule in rules)


def gui_sources() -> list[Path]:
    return [path for path in sources() if room_of(module_name(path)) == "gui"]


def test_every_gui_room_is_known():
    rooms = {gui_room_of(module_name(path)) for path in gui_sources()}
    assert rooms == set(GUI_ALLOWED), f"rooms with no rule: {sorted(rooms - set(GUI_ALLOWED))}"


@pytest.mark.parametrize("path", gui_sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_gui_rooms_import_only_what_they_may(path):
    room = gui_room_of(module_name(path))
    inside = [target for target in imported_modules(path) if room_of(target) == "gui"]
    wrong = sorted(target for target in inside if not gui_allowed(room, target))
    assert not wrong, f"{module_name(path)} (gui room {room}) may not import {wrong}"


def test_the_table_draws_only_decks_from_outside_the_gui():
    for path in gui_sources():
        if gui_room_of(module_name(path)) == "table":
            outside = {room_of(t) for t in imported_modules(path) if room_of(t) != "gui"} - {"__init__"}
            assert outside <= TABLE_OUTSIDE_GUI, f"{module_name(path)} imports {sorted(outside)}"


def test_what_shows_a_game_types_against_the_game_interface():
    """The table, the dialogs and the sound take a ``GameModel``: no concrete game, no cast."""
    for path in gui_sources():
        name = module_name(path)
        inside = name.split(".", 1)[1]
        if not any(inside == home or inside.startswith(home + ".") for home in SHOWS_ANY_GAME):
            continue
        concrete = {t.split(".", 1)[1] for t in imported_modules(path, for_typing_too=True)} & CONCRETE_GAMES
        assert not concrete, f"{name} imports {sorted(concrete)}"
        assert "cast(" not in path.read_text(encoding="utf-8"), f"{name} casts"


def test_no_game_borrows_another_games_method_or_is_cast_to_it():
    """One game's method called on another (``GameController.team_short_name(self, …)``), or one game
    cast to another, is duck typing past the interface; the shared part belongs in ``game_model``."""
    games = r"(GameController|RemoteGame|ReviewGame|WatchController)"
    borrowed = re.compile(rf"\b{games}\.[a-z_]+\(self\b|\bcast\({games}\b")
    for path in gui_sources():
        assert not borrowed.search(path.read_text(encoding="utf-8")), module_name(path)


#: The engine's card notation ("7D"): text, read or written only where text comes in or goes out.
NOTATION = {"parse_card", "card_name", "names_of"}
#: The modules of gui/ that meet cards as text, and where the text comes from; inside the
#: window a card is the engine's int and only ``words`` turns it into words.
TEXT_BOUNDARIES = {  # the wire's notation is ``net.messages``'s, outside the window
    "gui.learning.guided_deal": "its lesson, written in RULES.md notation",
}


def notation_used(path: Path) -> set[str]:
    """The notation functions ``path`` names, imported or reached through a module."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.alias):
            names.add(node.name.rsplit(".", 1)[-1])
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.Name):
            names.add(node.id)
    return names & NOTATION


def test_cards_stay_ints_inside_the_window():
    """No round trip from int to notation and back: the window parses or writes a card's
    notation only at its declared text boundaries."""
    for path in gui_sources():
        inside = module_name(path).split(".", 1)[1]
        if inside not in TEXT_BOUNDARIES:
            assert not notation_used(path), f"{inside} uses {sorted(notation_used(path))}"
    for inside in TEXT_BOUNDARIES:
        assert module_path(f"{ROOT}.{inside}") is not None, f"no module {inside}: a boundary that is gone"


def test_no_module_imports_the_gui_except_the_shell_and_the_tools():
    for path in sources():
        room = room_of(module_name(path))
        if room in {"gui", "desktop", "tools"}:
            continue
        assert not {t for t in imported_modules(path) if room_of(t) == "gui"}, module_name(path)


def test_the_engine_and_the_ai_never_import_qt():
    for path in sources():
        if room_of(module_name(path)) in {"engine", "ai", "storage", "net"}:
            text = path.read_text(encoding="utf-8")
            assert "PySide6" not in text, module_name(path)


TESTS = Path(__file__).resolve().parent
QT_FREE_TEST_ROOMS = ("engine", "ai", "storage", "net", "tools")


def test_the_tests_are_laid_out_like_the_code():
    """A folder of tests per room, and build_spec/ for the standalone app and the release (not
    build/: pytest does not look into a folder of that name); none at the top but this file."""
    flat = sorted(path.name for path in TESTS.glob("test_*.py") if path.name != Path(__file__).name)
    assert not flat, f"move these into the folder of the room they test: {flat}"
    known = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").is_file()} | {"build_spec"}
    folders = {path.parent.name for path in TESTS.glob("*/test_*.py")}
    assert folders <= known, f"a folder of tests for no room: {sorted(folders - known)}"


@pytest.mark.parametrize("room", QT_FREE_TEST_ROOMS)
def test_the_tests_of_rooms_without_a_window_ask_for_no_qt(room):
    """Their tests start no QApplication: no Qt import and no pytest-qt fixture (``qapp``, ``qtbot``)."""
    for path in sorted((TESTS / room).glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        arguments = {arg.arg for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) for arg in node.args.args}
        assert not {name for name in imported if name.split(".")[0] in {"PySide6", "shiboken6", "pytestqt"}}, path
        assert not arguments & {"qapp", "qtbot"}, path


def test_no_import_cycle_between_modules():
    graph = {module_name(path): {t for t in imported_modules(path) if module_path(t)} for path in sources()}
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def walk(node: str, trail: list[str]) -> None:
        state[node] = 1
        for target in sorted(graph.get(node, ())):
            if target in (node, ROOT):
                continue
            if state.get(target) == 1:
                cycle = [*trail[trail.index(target):], target] if target in trail else [node, target]
                pytest.fail(f"import cycle: {' -> '.join(cycle)}")
            if target not in state:
                walk(target, [*trail, target])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            walk(node, [node])


def test_the_checker_sees_a_forbidden_import(tmp_path):
    """The rules above can fail: an engine module that imports the gui is caught."""
    assert not allowed("engine", "scopa_desktop.gui.words")
    assert not allowed("skins", "scopa_desktop.engine.rules")
    assert allowed("skins", "scopa_desktop.engine.cards")
    assert not allowed("ai", "scopa_desktop.skins")
    assert not allowed("gui", "scopa_desktop.desktop.integration")
    assert not gui_allowed("dialogs", "scopa_desktop.gui.shell.main_window")
    assert not gui_allowed("table", "scopa_desktop.gui.netplay.remote_game")
    assert not gui_allowed("table", "scopa_desktop.gui.settings")
    assert not gui_allowed("review", "scopa_desktop.gui.learning.guided_deal")
    assert not gui_allowed(GUI_BASE, "scopa_desktop.gui.table")
    assert gui_allowed("review", "scopa_desktop.gui.learning.coach")
    assert gui_allowed("netplay", "scopa_desktop.gui.narration.narrator")
    assert not gui_allowed("narration", "scopa_desktop.gui.netplay.remote_game")
    assert gui_allowed("shell", "scopa_desktop.gui.words")
    assert gui_room_of("scopa_desktop.gui.words") == GUI_BASE
    assert gui_room_of("scopa_desktop.gui.table") == "table"
