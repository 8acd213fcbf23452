"""The Scopa rules engine of RULES.md: pure Python, no Qt.

Cards are ints 0-39 and sets of cards are bitmasks (``cards``); ``captures``
says what a card may take; ``variants`` declares every variant once; ``Rules``
is one match's rules; ``RoundState`` is a round with an OpenSpiel-shaped API;
``Match`` strings rounds together; ``SeatView`` is what one seat may see;
``record`` reads and writes RULES.md §9 game records.
"""

from .captures import CaptureRule, Move
from .cards import card_name, cards_of, mask_of, names_of, parse_card
from .match import Match, SnapshotError, due_to_end
from .record import RecordError, match_to_record, record_from_text, record_to_text, replay_record
from .rules import Rules, RulesError, RulesErrorKind
from .scoring import LineScore, RoundScore, TeamScore
from .state import TERMINAL, Deal, IllegalMove, PlayedMove, Refusal, RefusalKind, RoundState
from .variants import VARIANT_TABLE, Variant
from .view import SeatView, seat_view

__all__ = [
    "TERMINAL",
    "VARIANT_TABLE",
    "CaptureRule",
    "Deal",
    "IllegalMove",
    "LineScore",
    "Match",
    "Move",
    "PlayedMove",
    "RecordError",
    "Refusal",
    "RefusalKind",
    "RoundScore",
    "RoundState",
    "Rules",
    "RulesError",
    "RulesErrorKind",
    "SeatView",
    "SnapshotError",
    "TeamScore",
    "Variant",
    "card_name",
    "cards_of",
    "due_to_end",
    "mask_of",
    "match_to_record",
    "names_of",
    "parse_card",
    "record_from_text",
    "record_to_text",
    "replay_record",
    "seat_view",
]
