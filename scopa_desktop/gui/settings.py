"""The app's persistent settings: one table of keys, each declared once with its
default, its type and the values it may take.

A stored value of the wrong type or out of range reads as the key's default, so a
hand-edited or half-written settings file never stops the app from starting;
``repair`` keeps a copy of such a file and removes the bad values for good.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QSettings

from ..skins.felts import DEFAULT_FELT_ID, is_known_felt
from ..storage.set_aside import set_aside
from .language import LANGUAGES, SYSTEM

# The AI's levels, the engine's rules and the decks are imported when a key that needs them
# is read, not with this module: the window's first frame reads only the felt and the geometry.
if TYPE_CHECKING:
    from ..engine.rules import Rules

#: Animation speed name -> multiplier on the table's base durations (0 = no animation).
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
#: AI pace name -> the least time an opponent takes over a move, in milliseconds.
AI_PACES: dict[str, int] = {"instant": 0, "brisk": 400, "normal": 650, "relaxed": 1100}
#: "Allow undo": "auto" allows it unless an opponent plays at a level that does not (``ai.levels``).
UNDO_CHOICES = ("auto", "on", "off")
#: The settings' keys, each named once here; callers use these names, never the text.
LANGUAGE_KEY = "ui/language"
ITALIAN_NAMES_KEY = "ui/italian_card_names"
SKIN_KEY = "table/skin"
FELT_KEY = "table/felt"
ANIMATION_SPEED_KEY = "table/animation_speed"
VOLUME_KEY = "sound/volume"
MUTED_KEY = "sound/muted"
REDUCE_MOTION_KEY = "table/reduce_motion"
HIGH_CONTRAST_KEY = "table/high_contrast"
AI_PACE_KEY = "ai/pace"
PLAYERS_KEY = "game/players"
TEAMS_KEY = "game/teams"
TARGET_KEY = "game/target"
LEVELS_KEY = "game/levels"
VARIANTS_KEY = "game/variants"
DIRECTION_KEY = "game/direction"
LAST_DEAL_SCOPA_KEY = "game/last_deal_scopa"
ROUNDS_KEY = "game/rounds"
COACH_KEY = "coach/enabled"
ODDS_KEY = "odds/enabled"
GUIDE_OFFERED_KEY = "guide/offered"
UNDO_KEY = "game/undo"
GEOMETRY_KEY = "window/geometry"
# The other windows' last size and place (fitted_window.remember_place), QWidget.saveGeometry() too.
REVIEW_GEOMETRY_KEY = "window/review_geometry"
WATCH_GEOMETRY_KEY = "window/watch_geometry"
NET_TABLE_GEOMETRY_KEY = "window/net_table_geometry"
NET_NAME_KEY = "net/name"  # the name last given at a networked table
NET_HOST_TLS_KEY = "net/host_tls"  # a table hosted from the window is encrypted (TLS)
NET_SEATS_KEY = "net/seats"  # the seats kept at networked tables, JSON (gui.netplay.kept_seats)
NET_SERVERS_KEY = "net/servers"  # the table servers played on lately, JSON (gui.netplay.servers)
NET_HOST_TABLE_KEY = "net/host_table"  # the rules and seats last hosted, JSON (gui.dialogs.host_table)
#: Where the statistics lived before they moved to their own database; read once, to import them.
LEGACY_STATISTICS_KEY = "stats/tables"
#: QMainWindow.saveGeometry() in base64: a few hundred ASCII characters.
_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
MAX_GEOMETRY_CHARS = 4096


def default_level() -> str:
    """The level a new player meets (``ai.levels``)."""
    from ..ai import DEFAULT_LEVEL

    return DEFAULT_LEVEL


def _one_of(choices: Callable[[], Any]) -> Callable[[Any], bool]:
    return lambda value: value in choices()


def _levels_ok(value: str) -> bool:
    from ..ai import LEVELS

    return bool(value) and all(level in LEVELS for level in value.split(","))


def _variants_ok(value: str) -> bool:
    from ..engine.rules import VARIANTS

    return value == "" or all(v in VARIANTS for v in value.split(","))


def _default_skin() -> str:
    from ..skins.registry import DEFAULT_SKIN_ID

    return DEFAULT_SKIN_ID


def _known_skin(skin_id: str) -> bool:
    from ..skins.registry import is_known_skin

    return is_known_skin(skin_id)


def _table_sizes() -> tuple[int, ...]:
    from ..engine.rules import TABLE_SIZES

    return TABLE_SIZES


def _option_choices(option: str) -> tuple[str, ...]:
    from ..engine.rules import OPTION_CHOICES

    return OPTION_CHOICES[option]


def _geometry_ok(value: str) -> bool:
    return len(value) <= MAX_GEOMETRY_CHARS and value.isascii() and _BASE64.fullmatch(value) is not None


class Key(NamedTuple):  # not a dataclass: the window's first frame does without importing dataclasses
    """One setting: where it is stored, its default, its type and a validity check."""

    name: str
    default: Callable[[], Any]
    kind: type
    valid: Callable[[Any], bool] = lambda value: True


KEYS: dict[str, Key] = {
    key.name: key
    for key in (
        Key(LANGUAGE_KEY, lambda: SYSTEM, str, lambda v: v == SYSTEM or v in LANGUAGES),
        Key(ITALIAN_NAMES_KEY, lambda: 0, int, lambda v: v in (0, 1)),  # 1: "Cavallo of Coppe", not "Knight of Cups"
        Key(SKIN_KEY, _default_skin, str, _known_skin),
        Key(FELT_KEY, lambda: DEFAULT_FELT_ID, str, is_known_felt),
        Key(ANIMATION_SPEED_KEY, lambda: "normal", str, _one_of(lambda: ANIMATION_SPEEDS)),
        Key(VOLUME_KEY, lambda: 80, int, lambda v: 0 <= v <= 100),  # percent
        Key(MUTED_KEY, lambda: False, bool),
        Key(REDUCE_MOTION_KEY, lambda: 0, int, lambda v: v in (0, 1)),  # 1: no card moves at all
        Key(HIGH_CONTRAST_KEY, lambda: 0, int, lambda v: v in (0, 1)),  # 1: black cloth, rimmed cards
        Key(AI_PACE_KEY, lambda: "normal", str, _one_of(lambda: AI_PACES)),
        Key(PLAYERS_KEY, lambda: 2, int, _one_of(_table_sizes)),
        Key(TEAMS_KEY, lambda: 0, int, lambda v: 0 <= v <= 6),  # 0: every player alone
        Key(TARGET_KEY, lambda: 11, int, lambda v: 1 <= v <= 99),
        Key(LEVELS_KEY, default_level, str, _levels_ok),  # comma list, one per AI seat
        Key(VARIANTS_KEY, lambda: "", str, _variants_ok),
        Key(DIRECTION_KEY, lambda: _option_choices("direction")[0], str,
            _one_of(lambda: _option_choices("direction"))),
        Key(LAST_DEAL_SCOPA_KEY, lambda: _option_choices("last_deal_scopa")[0], str,
            _one_of(lambda: _option_choices("last_deal_scopa"))),
        Key(ROUNDS_KEY, lambda: 1, int, lambda v: 1 <= v <= 20),
        Key(COACH_KEY, lambda: 0, int, lambda v: v in (0, 1)),  # 1: the coach judges the player's moves
        Key(ODDS_KEY, lambda: 0, int, lambda v: v in (0, 1)),  # 1: win odds beside the score
        Key(GUIDE_OFFERED_KEY, lambda: 0, int, lambda v: v in (0, 1)),  # 1: the first start offered the guided deal
        Key(UNDO_KEY, lambda: "auto", str, _one_of(lambda: UNDO_CHOICES)),
        Key(GEOMETRY_KEY, lambda: "", str, _geometry_ok),  # QMainWindow.saveGeometry(), base64
        *(Key(name, lambda: "", str, _geometry_ok) for name in (REVIEW_GEOMETRY_KEY, WATCH_GEOMETRY_KEY,
                                                                 NET_TABLE_GEOMETRY_KEY)),
        Key(NET_NAME_KEY, lambda: "", str, lambda v: len(v) <= 24),  # the protocol's longest name
        Key(NET_HOST_TLS_KEY, lambda: True, bool),
        # Read defensively entry by entry (kept_seats.read_seats): a bad entry is dropped, not the rest.
        Key(NET_SEATS_KEY, lambda: "[]", str, lambda v: len(v) <= 100_000),
        Key(NET_SERVERS_KEY, lambda: "[]", str, lambda v: len(v) <= 10_000),  # read entry by entry too
        Key(NET_HOST_TABLE_KEY, lambda: "", str, lambda v: len(v) <= 10_000),  # read field by field too
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

    def json_list(self, name: str) -> list[Any]:
        """The list stored as JSON text under ``name``; [] when the text is no such list
        (its entries are the caller's to check, one by one)."""
        try:
            entries = json.loads(self.get(name))
        except ValueError:
            return []
        return entries if isinstance(entries, list) else []

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
        # Read back as the next start reads it: True for a 0-or-1 key would be kept as "true".
        if not isinstance(value, key.kind) or _checked(value, key) is None:
            raise ValueError(f"{value!r} is not a valid value for {name}")
        self.qsettings.setValue(name, value)

    def sync(self) -> None:
        self.qsettings.sync()

    # What the settings mean together ----------------------------------------------------

    def rules(self) -> Rules:
        """The rules of the next match; the default rules when the stored ones do not fit."""
        from ..engine.rules import Rules, RulesError

        variants = self.get(VARIANTS_KEY)
        try:
            return Rules(
                players=self.get(PLAYERS_KEY),
                teams=self.get(TEAMS_KEY),  # 0 is ALONE
                target=self.get(TARGET_KEY),
                variants=frozenset(filter(None, variants.split(","))),
                direction=self.get(DIRECTION_KEY),
                last_deal_scopa=self.get(LAST_DEAL_SCOPA_KEY),
                rounds=self.get(ROUNDS_KEY),
            )
        except RulesError:
            return Rules()

    def store_rules(self, rules: Rules) -> None:
        from ..engine.rules import VARIANTS

        self.set(PLAYERS_KEY, rules.players)
        self.set(TEAMS_KEY, rules.teams if rules.teams != rules.players else 0)
        self.set(TARGET_KEY, rules.target)
        self.set(VARIANTS_KEY, ",".join(v for v in VARIANTS if v in rules.variants))
        self.set(DIRECTION_KEY, rules.direction)
        self.set(LAST_DEAL_SCOPA_KEY, rules.last_deal_scopa)
        self.set(ROUNDS_KEY, rules.rounds)

    def levels(self, ai_seats: int) -> list[str]:
        """One AI level per AI seat; the last stored level repeats for extra seats."""
        stored = self.get(LEVELS_KEY).split(",")
        return [stored[min(i, len(stored) - 1)] for i in range(ai_seats)]

    def store_levels(self, levels: list[str]) -> None:
        self.set(LEVELS_KEY, ",".join(levels))

    def allow_undo(self, levels: list[str]) -> bool:
        """Whether undo is allowed against opponents at ``levels`` ("Allow undo" in Settings)."""
        choice = self.get(UNDO_KEY)
        if choice == "auto":
            from ..ai import LEVEL_BY_ID

            return all(LEVEL_BY_ID[level].allows_undo for level in levels if level in LEVEL_BY_ID)
        return bool(choice == "on")

    def animation_speed(self) -> float:
        """The animations' speed; 0 (none) when motion is to be reduced."""
        return 0.0 if self.get(REDUCE_MOTION_KEY) else ANIMATION_SPEEDS[self.get(ANIMATION_SPEED_KEY)]

    def ai_delay_ms(self) -> int:
        return AI_PACES[self.get(AI_PACE_KEY)]
