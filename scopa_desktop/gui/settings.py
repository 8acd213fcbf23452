"""The app's persistent settings: one table of keys, each declared once with its
default, its type and the values it may take.

A stored value of the wrong type or out of range reads as the key's default, so a
hand-edited or half-written settings file never stops the app from starting;
``repair`` keeps a copy of such a file and removes the bad values for good.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from ..ai import LEVELS
from ..engine.rules import OPTION_CHOICES, TABLE_SIZES, VARIANTS, Rules, RulesError
from ..skins import DEFAULT_FELT_ID, DEFAULT_SKIN_ID, is_known_felt, is_known_skin
from ..storage.set_aside import set_aside
from .language import LANGUAGES, SYSTEM

#: Animation speed name -> multiplier on the table's base durations (0 = no animation).
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
#: AI pace name -> the least time an opponent takes over a move, in milliseconds.
AI_PACES: dict[str, int] = {"instant": 0, "brisk": 400, "normal": 650, "relaxed": 1100}
PREFERRED_LEVEL = "medium"
#: "Allow undo": "auto" allows it unless an opponent plays at a level in NO_UNDO_LEVELS.
UNDO_CHOICES = ("auto", "on", "off")
NO_UNDO_LEVELS = frozenset({"hard"})
#: Where the statistics lived before they moved to their own database; read once, to import them.
LEGACY_STATISTICS_KEY = "stats/tables"
#: QMainWindow.saveGeometry() in base64: a few hundred ASCII characters.
_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
MAX_GEOMETRY_CHARS = 4096


def default_level() -> str:
    """``medium`` once registered, else the strongest level there is."""
    return PREFERRED_LEVEL if PREFERRED_LEVEL in LEVELS else LEVELS[-1]


def _one_of(choices: Callable[[], Any]) -> Callable[[Any], bool]:
    return lambda value: value in choices()


def _levels_ok(value: str) -> bool:
    return bool(value) and all(level in LEVELS for level in value.split(","))


def _variants_ok(value: str) -> bool:
    return value == "" or all(v in VARIANTS for v in value.split(","))


def _geometry_ok(value: str) -> bool:
    return len(value) <= MAX_GEOMETRY_CHARS and value.isascii() and _BASE64.fullmatch(value) is not None


@dataclass(frozen=True)
class Key:
    """One setting: where it is stored, its default, its type and a validity check."""

    name: str
    default: Callable[[], Any]
    kind: type
    valid: Callable[[Any], bool] = lambda value: True


KEYS: dict[str, Key] = {
    key.name: key
    for key in (
        Key("ui/language", lambda: SYSTEM, str, lambda v: v == SYSTEM or v in LANGUAGES),
        Key("table/skin", lambda: DEFAULT_SKIN_ID, str, is_known_skin),
        Key("table/felt", lambda: DEFAULT_FELT_ID, str, is_known_felt),
        Key("table/animation_speed", lambda: "normal", str, _one_of(lambda: ANIMATION_SPEEDS)),
        Key("sound/volume", lambda: 80, int, lambda v: 0 <= v <= 100),  # percent
        Key("sound/muted", lambda: False, bool),
        Key("table/reduce_motion", lambda: 0, int, lambda v: v in (0, 1)),  # 1: no card moves at all
        Key("ai/pace", lambda: "normal", str, _one_of(lambda: AI_PACES)),
        Key("game/players", lambda: 2, int, _one_of(lambda: TABLE_SIZES)),
        Key("game/teams", lambda: 0, int, lambda v: 0 <= v <= 6),  # 0: every player alone
        Key("game/target", lambda: 11, int, lambda v: 1 <= v <= 99),
        Key("game/levels", default_level, str, _levels_ok),  # comma list, one per AI seat
        Key("game/variants", lambda: "", str, _variants_ok),
        Key("game/direction", lambda: OPTION_CHOICES["direction"][0], str,
            _one_of(lambda: OPTION_CHOICES["direction"])),
        Key("game/last_deal_scopa", lambda: OPTION_CHOICES["last_deal_scopa"][0], str,
            _one_of(lambda: OPTION_CHOICES["last_deal_scopa"])),
        Key("game/rounds", lambda: 1, int, lambda v: 1 <= v <= 20),
        Key("coach/enabled", lambda: 0, int, lambda v: v in (0, 1)),  # 1: the coach judges the player's moves
        Key("guide/offered", lambda: 0, int, lambda v: v in (0, 1)),  # 1: the first start offered the guided deal
        Key("game/undo", lambda: "auto", str, _one_of(lambda: UNDO_CHOICES)),
        Key("window/geometry", lambda: "", str, _geometry_ok),  # QMainWindow.saveGeometry(), base64
        # The statistics import reads it defensively itself (statistics.import_legacy_text).
        Key(LEGACY_STATISTICS_KEY, lambda: "", str),
    )
}


def _convert(raw: Any, kind: type) -> Any:
    """``raw`` as ``kind``; ValueError when it is not one (QSettings ini files hold strings)."""
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        if raw in ("true", "false"):  # how an ini file holds a bool
            return raw == "true"
        raise ValueError(raw)
    if kind is int:
        if isinstance(raw, bool):
            raise ValueError(raw)
        return int(raw)
    if kind is str:
        if isinstance(raw, (list, tuple)):  # an ini value with commas reads back as a list
            return ",".join(map(str, raw))
        if not isinstance(raw, str):
            raise ValueError(raw)
        return raw
    raise TypeError(kind)


def _checked(raw: Any, key: Key) -> Any:
    """``raw`` as a valid value of ``key``; None when it is not one, whatever it holds."""
    try:
        value = _convert(raw, key.kind)
        return value if key.valid(value) else None
    except Exception:  # a stored value may be anything; it is never worth a crash
        return None


class AppSettings:
    """Typed access to QSettings through ``KEYS``; nothing else reads or writes them."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.qsettings = qsettings if qsettings is not None else QSettings()

    def get(self, name: str) -> Any:
        key = KEYS[name]
        raw = self.qsettings.value(name)
        if raw is None:
            return key.default()
        value = _checked(raw, key)
        return key.default() if value is None else value

    def bad_keys(self) -> list[str]:
        """The keys whose stored value is unusable (they read as their defaults)."""
        return [name for name, key in KEYS.items()
                if (raw := self.qsettings.value(name)) is not None and _checked(raw, key) is None]

    def remove(self, name: str) -> None:
        self.qsettings.remove(KEYS[name].name)

    def repair(self) -> tuple[list[str], Path | None]:
        """Remove the unusable stored values, first keeping a copy of the settings
        file under a new numbered name: the bad keys and the copy's path (None when
        nothing was wrong or no copy could be made)."""
        bad = self.bad_keys()
        if not bad:
            return [], None
        kept = None
        self.qsettings.sync()
        file = Path(self.qsettings.fileName())
        if file.is_file():
            try:
                kept = set_aside(file, keep_original=True)
            except OSError:
                kept = None
        for name in bad:
            self.remove(name)
        self.sync()
        return bad, kept

    def set(self, name: str, value: Any) -> None:
        key = KEYS[name]
        if not isinstance(value, key.kind) or not key.valid(value):
            raise ValueError(f"{value!r} is not a valid value for {name}")
        self.qsettings.setValue(name, value)

    def sync(self) -> None:
        self.qsettings.sync()

    # What the settings mean together ----------------------------------------------------

    def rules(self) -> Rules:
        """The rules of the next match; the default rules when the stored ones do not fit."""
        variants = self.get("game/variants")
        try:
            return Rules(
                players=self.get("game/players"),
                teams=self.get("game/teams"),  # 0 is ALONE
                target=self.get("game/target"),
                variants=frozenset(filter(None, variants.split(","))),
                direction=self.get("game/direction"),
                last_deal_scopa=self.get("game/last_deal_scopa"),
                rounds=self.get("game/rounds"),
            )
        except RulesError:
            return Rules()

    def store_rules(self, rules: Rules) -> None:
        self.set("game/players", rules.players)
        self.set("game/teams", rules.teams if rules.teams != rules.players else 0)
        self.set("game/target", rules.target)
        self.set("game/variants", ",".join(v for v in VARIANTS if v in rules.variants))
        self.set("game/direction", rules.direction)
        self.set("game/last_deal_scopa", rules.last_deal_scopa)
        self.set("game/rounds", rules.rounds)

    def levels(self, ai_seats: int) -> list[str]:
        """One AI level per AI seat; the last stored level repeats for extra seats."""
        stored = self.get("game/levels").split(",")
        return [stored[min(i, len(stored) - 1)] for i in range(ai_seats)]

    def store_levels(self, levels: list[str]) -> None:
        self.set("game/levels", ",".join(levels))

    def allow_undo(self, levels: list[str]) -> bool:
        """Whether undo is allowed against opponents at ``levels`` ("Allow undo" in Settings)."""
        choice = self.get("game/undo")
        return choice == "on" or (choice == "auto" and not NO_UNDO_LEVELS.intersection(levels))

    def animation_speed(self) -> float:
        """The animations' speed; 0 (none) when motion is to be reduced."""
        return 0.0 if self.get("table/reduce_motion") else ANIMATION_SPEEDS[self.get("table/animation_speed")]

    def ai_delay_ms(self) -> int:
        return AI_PACES[self.get("ai/pace")]
