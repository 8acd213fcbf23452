"""Settings: one table of keys with defaults; bad stored values read as the default."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from helpers_gui import make_settings
from PySide6.QtCore import QSettings

from scopa_desktop.engine import Rules
from scopa_desktop.gui.settings import (
    AI_PACE_KEY,
    ANIMATION_SPEED_KEY,
    COACH_KEY,
    KEYS,
    LEVELS_KEY,
    PLAYERS_KEY,
    SKIN_KEY,
    TARGET_KEY,
    VARIANTS_KEY,
    AppSettings,
    default_level,
)
from scopa_desktop.skins import DEFAULT_SKIN_ID


def ini(tmp_path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_first_start_is_two_players_medium_to_eleven(tmp_path):
    settings = ini(tmp_path)
    assert settings.rules() == Rules(players=2, target=11)
    assert settings.levels(1) == [default_level()] == ["medium"]
    assert settings.get(SKIN_KEY) == DEFAULT_SKIN_ID


@pytest.mark.parametrize("name", sorted(KEYS))
def test_every_default_is_valid_for_its_key(name):
    key = KEYS[name]
    assert isinstance(key.default(), key.kind) and key.valid(key.default())


def test_values_survive_a_restart(tmp_path):
    settings = make_settings(tmp_path, **{SKIN_KEY: "french", TARGET_KEY: 21, LEVELS_KEY: "easy,hard"})
    del settings
    again = ini(tmp_path)
    assert again.get(SKIN_KEY) == "french"
    assert again.get(TARGET_KEY) == 21
    assert again.levels(3) == ["easy", "hard", "hard"]


def test_corrupt_values_fall_back_to_their_defaults(tmp_path):
    (tmp_path / "settings.ini").write_text(
        "[table]\nskin=no-such-deck\nanimation_speed=warp\n[game]\ntarget=banana\nplayers=5\nlevels=grandmaster\n"
        "variants=scopone,nonsense\n[ai]\npace=\n", encoding="utf-8")
    settings = ini(tmp_path)
    assert settings.get(SKIN_KEY) == DEFAULT_SKIN_ID
    assert settings.get(ANIMATION_SPEED_KEY) == "normal"
    assert settings.get(TARGET_KEY) == 11
    assert settings.get(PLAYERS_KEY) == 2
    assert settings.get(LEVELS_KEY) == default_level()
    assert settings.get(VARIANTS_KEY) == ""
    assert settings.get(AI_PACE_KEY) == "normal"


def test_stored_rules_that_do_not_fit_together_give_the_default_rules(tmp_path):
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 3, VARIANTS_KEY: "scopone"})
    assert settings.rules() == Rules()


def test_setting_a_bad_value_is_refused(tmp_path):
    settings = ini(tmp_path)
    with pytest.raises(ValueError):
        settings.set(PLAYERS_KEY, 5)
    with pytest.raises(ValueError):
        settings.set(SKIN_KEY, "no-such-deck")


def test_a_value_the_settings_would_not_read_back_is_refused_when_written(tmp_path):
    """A switch kept as 0 or 1: True would be written as "true", which the next start reads as
    unusable, setting it back to its default with a notice."""
    settings = ini(tmp_path)
    with pytest.raises(ValueError):
        settings.set(COACH_KEY, True)
    settings.set(COACH_KEY, 1)
    settings.sync()
    assert ini(tmp_path).get(COACH_KEY) == 1 and ini(tmp_path).bad_keys() == []


def test_rules_round_trip_through_the_settings(tmp_path):
    rules = Rules(players=4, teams=2, target=21, variants=frozenset({"napola", "rebello"}), direction="clockwise",
                  last_deal_scopa="none")
    settings = ini(tmp_path)
    settings.store_rules(rules)
    settings.sync()
    assert ini(tmp_path).rules() == rules


PACKAGE = Path(__file__).resolve().parents[2] / "scopa_desktop"
SETTINGS_MODULE = PACKAGE / "gui" / "settings.py"


def literal_keys(source: str) -> list[str]:
    """The settings keys written out as string literals in ``source``."""
    return [node.value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in KEYS]


def test_the_key_scan_finds_a_literal_key():
    assert literal_keys('settings.get("table/skin")\nlabel = "table"') == ["table/skin"]


def test_settings_keys_are_written_out_only_in_the_settings_table():
    found = {
        f"{path.relative_to(PACKAGE.parent)}: {key}"
        for path in PACKAGE.rglob("*.py") if path != SETTINGS_MODULE
        for key in literal_keys(path.read_text(encoding="utf-8"))
    }
    assert not found, "use the key's name from gui/settings.py instead"
