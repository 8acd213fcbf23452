"""The lines of AGENT-PROTOCOL.md (scopa-agent/1): a seat's view as the JSON ``move``
request and back, and a move as the answer ``{"card", "take"}``.

The ``state`` of TABLE-PROTOCOL.md (scopa-table/1) repeats the request's fields,
so ``messages.State`` reads and writes them here too.

* ``view_to_request`` / ``request_to_view``: a seat's view as the request and back.
  The request carries only what the seat has seen; the engine's ``SeenRound``
  rebuilds the piles, scope and last capturer from its ``history`` and refuses a
  request that could not happen at a table.
* ``move_to_answer`` / ``answer_to_move``: a move as ``{"card", "take"}``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..engine.cards import card_name, mask_of, names_of, parse_card
from ..engine.rules import Rules, RulesError
from ..engine.seen_round import ImpossibleView, SeenRound
from ..engine.state import Move, PlayedMove
from ..engine.view import SeatView


class ProtocolError(ValueError):
    """A request or answer that does not follow the protocol, with the reason."""


# Fields ---------------------------------------------------------------------------------------


def whole_field(data: dict[str, Any], key: str, low: int, high: int | None) -> int:
    """A whole number from ``low`` to ``high`` (None: no highest)."""
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        raise ProtocolError(f"'{key}' must be a whole number from {low}" + (" up" if high is None else f" to {high}"))
    return value


def card_set_field(value: Any, what: str) -> int:
    if not isinstance(value, list):
        raise ProtocolError(f"'{what}' must be a list of cards")
    try:
        cards = [parse_card(name) for name in value]
    except ValueError as error:
        raise ProtocolError(f"'{what}': {error}") from None
    if len(set(cards)) != len(cards):
        raise ProtocolError(f"'{what}' names a card twice")
    return mask_of(cards)


def card_field(value: Any, what: str) -> int:
    if not isinstance(value, str):
        raise ProtocolError(f"'{what}' must be a card such as \"7D\"")
    try:
        return parse_card(value)
    except ValueError as error:
        raise ProtocolError(f"'{what}': {error}") from None


def whole_list_field(data: dict[str, Any], key: str, length: int) -> tuple[int, ...]:
    value = data.get(key)
    if (
        not isinstance(value, list)
        or len(value) != length
        or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in value)
    ):
        raise ProtocolError(f"'{key}' must be a list of {length} whole numbers")
    return tuple(value)


# Requests -------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _played_names(move: PlayedMove) -> tuple[str, tuple[str, ...]]:
    """A played move's card and take by name: a table server writes each move into every
    seat's state after every later move of the round, so its names are made once."""
    return card_name(move.card), tuple(names_of(move.take))


def view_fields(view: SeatView) -> dict[str, Any]:
    """What a seat sees, in the request's order: the request and a ``state`` without their type."""
    return {
        "rules": view.rules.to_record(),
        "seat": view.seat,
        "dealer": view.dealer,
        "round": view.round_number,
        "scores": list(view.scores),
        "hand": names_of(view.hand),
        "table": names_of(view.table),
        "initial_table": names_of(view.initial_table),
        "history": [{"seat": m.seat, "card": card, "take": list(take)}
                    for m in view.history for card, take in (_played_names(m),)],
        "hand_sizes": list(view.hand_sizes),
        "stock": view.stock,
    }


def view_to_request(view: SeatView) -> dict[str, Any]:
    """The ``move`` request for a seat's view."""
    return {"type": "move", **view_fields(view)}


def request_to_view(data: Any, *, table_state: bool = False) -> SeatView:
    """The seat view a ``move`` request describes; ProtocolError with the reason if it is
    malformed or could not happen at a table (a card seen twice, a hand or stock of the wrong
    size, a move out of turn or against the rules): the levels may rely on a consistent view.

    ``table_state``: the view is a table server's ``state`` (TABLE-PROTOCOL.md), sent to
    every seat after each move, so its seat need not be the one to play and its round may
    be over; every other check holds."""
    if not isinstance(data, dict) or data.get("type") != "move":
        raise ProtocolError("a request is an object with \"type\": \"move\" or \"quit\"")
    return fields_to_view(data, table_state=table_state)


def fields_to_view(data: dict[str, Any], *, table_state: bool = False) -> SeatView:
    """The seat view of a request's fields, whatever its ``type`` (``request_to_view``)."""
    try:
        rules = Rules.from_record(data.get("rules"))
    except RulesError as error:
        raise ProtocolError(f"'rules': {error}") from None
    seat = whole_field(data, "seat", 0, rules.players - 1)
    dealer = whole_field(data, "dealer", 0, rules.players - 1)
    round_number = whole_field(data, "round", 1, 1_000_000)
    scores = whole_list_field(data, "scores", rules.teams)
    hand_sizes = whole_list_field(data, "hand_sizes", rules.players)
    stock = whole_field(data, "stock", 0, 40)
    hand = card_set_field(data.get("hand"), "hand")
    table = card_set_field(data.get("table"), "table")
    initial_table = card_set_field(data.get("initial_table"), "initial_table")
    try:
        seen = SeenRound(rules, dealer, initial_table, hand)
    except ImpossibleView as error:
        raise ProtocolError(str(error)) from None
    history = data.get("history")
    if not isinstance(history, list):
        raise ProtocolError("'history' must be a list of moves")
    for number, entry in enumerate(history, 1):
        if not isinstance(entry, dict) or not {"seat", "card", "take"} <= set(entry):
            raise ProtocolError("a history move needs 'seat', 'card' and 'take'")
        try:
            mover = whole_field(entry, "seat", 0, rules.players - 1)
            seen.play(mover, card_field(entry["card"], "card"), card_set_field(entry["take"], "take"))
        except (ProtocolError, ImpossibleView) as error:
            raise ProtocolError(f"history move {number}: {error}") from None
    try:
        return seen.view(seat, round_number, scores, table, hand_sizes, stock, table_state=table_state)
    except ImpossibleView as error:
        raise ProtocolError(str(error)) from None


# Answers --------------------------------------------------------------------------------------


def move_to_answer(move: Move) -> dict[str, Any]:
    return {"card": card_name(move.card), "take": names_of(move.take)}


def answer_to_move(data: Any) -> Move:
    """The move an answer names (not yet checked for legality); ProtocolError if malformed."""
    if not isinstance(data, dict) or not {"card", "take"} <= set(data):
        raise ProtocolError("an answer is an object with 'card' and 'take'")
    return Move(card_field(data["card"], "card"), card_set_field(data["take"], "take"))
