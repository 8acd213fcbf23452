"""Settings: one table of keys with defaults; bad stored values read as the default."""

from __future__ import annotations

import pytest
from helpers_gui import make_settings
from PySide6.QtCore import QSettings

from scopa_desktop.engine import Rules
from scopa_desktop.gui.settings import KEYS, AppSettings, default_level
from scopa_desktop.skins import DEFAULT_SKIN_ID


def ini(tmp_path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_first_start_is_two_players_medium_to_eleven(tmp_path):
    settings = ini(tmp_path)
    assert settings.rules() == Rules(players=2, target=11)
    assert settings.levels(1) == [default_level()] == ["medium"]
    assert settings.get("table/skin") == DEFAULT_SKIN_ID


@pytest.mark.parametrize("name", sorted(KEYS))
def test_every_default_is_valid_for_its_key(name):
    key = KEYS[name]
    assert isinstance(key.default(), key.kind) and key.valid(key.default())


def test_values_survive_a_restart(tmp_path):
    settings = make_settings(tmp_path, **{"table/skin": "french", "game/target": 21, "game/levels": "easy,hard"})
    del settings
    again = ini(tmp_path)
    assert again.get("table/skin") == "french"
    assert again.get("game/target") == 21
    assert again.levels(3) == ["easy", "hard", "hard"]


def test_corrupt_values_fall_back_to_their_defaults(tmp_path):
    (tmp_path / "settings.ini").write_text(
        "[table]\nskin=no-such-deck\nanimation_speed=warp\n[game]\ntarget=banana\nplayers=5\nlevels=grandmaster\n"
        "variants=scopone,nonsense\n[ai]\npace=\n", encoding="utf-8")
    settings = ini(tmp_path)
    assert settings.get("table/skin") == DEFAULT_SKIN_ID
    assert settings.get("table/animation_speed") == "normal"
    assert settings.get("game/target") == 11
    assert settings.get("game/players") == 2
    assert settings.get("game/levels") == default_level()
    assert settings.get("game/variants") == ""
    assert settings.get("ai/pace") == "normal"


def test_stored_rules_that_do_not_fit_together_give_the_default_rules(tmp_path):
    settings = make_settings(tmp_path, **{"game/players": 3, "game/variants": "scopone"})
    assert settings.rules() == Rules()


def test_setting_a_bad_value_is_refused(tmp_path):
    settings = ini(tmp_path)
    with pytest.raises(ValueError):
        settings.set("game/players", 5)
    with pytest.raises(ValueError):
        settings.set("table/skin", "no-such-deck")


def test_rules_round_trip_through_the_settings(tmp_path):
    rules = Rules(players=4, teams=2, target=21, variants=frozenset({"napola", "rebello"}), direction="clockwise",
                  last_deal_scopa="none")
    settings = ini(tmp_path)
    settings.store_rules(rules)
    settings.sync()
    assert ini(tmp_path).rules() == rules
