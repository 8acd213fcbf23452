"""*Game → Host a table*: the player's name and the port friends join at, then the rules,
the table and the deck as *New game* offers them (``match_setup``), each other seat a
friend's or an AI's of a level a hosted table plays; what it builds is the protocol's
``create``.  The rules and seats hosted last come back the next time, apart from *New game*'s."""

from __future__ import annotations

import getpass
import json
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QLineEdit, QSpinBox, QWidget

from ...ai import LEVEL_TABLE
from ...engine.rules import Rules, RulesError
from ...net.address import DEFAULT_PORT
from ...net.messages import Create
from ...net.wire import MAX_NAME, OPEN
from ..settings import NET_HOST_TABLE_KEY, AppSettings
from ..words import level_description, level_title
from .match_setup import OTHER_SEATS, MatchSetupDialog, SeatChoices


def default_name() -> str:
    try:
        return getpass.getuser().capitalize()[:MAX_NAME] or "Player"
    except (OSError, KeyError):
        return "Player"


def _seat_values() -> set[str]:
    """What another seat of a hosted table may be: open for a friend, or an AI of a level a hosted table plays."""
    return {OPEN, *(level.id for level in LEVEL_TABLE if level.hosted)}


def hosted_last(settings: AppSettings) -> tuple[Rules, list[str]]:
    """The rules and the other seats (each "open" or an AI level) chosen the last time a table was
    hosted; before the first, or when what was kept no longer fits, *New game*'s rules and every
    seat a friend's."""
    try:
        kept: Any = json.loads(settings.get(NET_HOST_TABLE_KEY) or "null")
        rules, seats = Rules.from_record(kept["rules"]), kept["seats"]
    except (ValueError, TypeError, KeyError, RulesError):
        return settings.rules(), [OPEN] * OTHER_SEATS
    values = _seat_values()
    if not isinstance(seats, list) or len(seats) != OTHER_SEATS or not all(
            isinstance(seat, str) and seat in values for seat in seats):
        return rules, [OPEN] * OTHER_SEATS
    return rules, seats


def keep_hosted(settings: AppSettings, rules: Rules, seats: list[str]) -> None:
    """Keep the rules and other seats of a table hosted now for the next *Host a table*."""
    settings.set(NET_HOST_TABLE_KEY, json.dumps({"rules": rules.to_record(), "seats": seats}))
    settings.sync()


def _seats(chosen: list[str]) -> SeatChoices:
    """Every other seat a friend's (open until one joins) or an AI's of a level a hosted table plays."""
    translate = QCoreApplication.translate
    friend = (translate("HostDialog", "A friend"), OPEN, translate("HostDialog", "Open until a friend joins"))
    levels = [(translate("HostDialog", "AI, {level}").format(level=level_title(level.id)), level.id,
               level_description(level.id)) for level in LEVEL_TABLE if level.hosted]
    # By number, as the table's list of seats numbers them (the host's is 1): a friend's name is not known
    # yet, and an AI's "Giulia" would name a seat a friend may take.
    numbers = range(2, OTHER_SEATS + 2)
    labels = [translate("HostDialog", "Seat {seat}").format(seat=seat) for seat in numbers]
    mentions = [translate("HostDialog", "seat {seat}", "mid-sentence: You & seat 3 against seat 2 & seat 4").format(
        seat=seat) for seat in numbers]
    return SeatChoices(translate("HostDialog", "Seats"), labels, mentions, [friend, *levels], chosen)


class HostDialog(MatchSetupDialog):
    """A new table hosted here: who sits where, seat by seat, and the rules it plays by."""

    def __init__(self, settings: AppSettings, name: str, parent: QWidget | None = None) -> None:
        translate = QCoreApplication.translate
        name_field = QLineEdit(name)
        name_field.setMaxLength(MAX_NAME)
        port = QSpinBox()
        port.setRange(1024, 65535)
        port.setValue(DEFAULT_PORT)
        encrypt = QCheckBox(translate("HostDialog", "Encrypt the table (TLS)"))
        encrypt.setChecked(True)
        encrypt.setToolTip(translate("HostDialog", "The table code, the seats and the chat travel encrypted. Friends "
                                     "are shown this computer's certificate once, to compare with what your window "
                                     "shows."))
        # Made before the dialog, so they come first on the page and in the Tab order.
        fields = [(translate("HostDialog", "Your name"), name_field), (translate("HostDialog", "Port"), port),
                  ("", encrypt)]
        rules, seats = hosted_last(settings)
        super().__init__(settings, translate("HostDialog", "Host a table"), rules, _seats(seats), parent, fields)
        self.name, self.port, self.encrypt = name_field, port, encrypt

    def create_message(self) -> Create:
        """The table asked for: seat 0 the host's, the others as chosen (RulesError if the rules do not go together)."""
        return Create(self.rules(), (OPEN, *self.other_seats()))

    def accept(self) -> None:
        """Closes with rules that go together only, kept for the next table hosted (not for *New game*)."""
        try:
            rules = self.rules()
        except RulesError:
            return
        keep_hosted(self.settings, rules, [combo.currentData() for combo in self.seat_boxes])
        super().accept()
