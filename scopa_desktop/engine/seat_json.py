"""A seat's view as JSON: the ``move`` request of AGENT-PROTOCOL.md (scopa-agent/1),
which the ``state`` of TABLE-PROTOCOL.md (scopa-table/1) repeats, and the answer.

* ``view_to_request`` / ``request_to_view``: a seat's view as the JSON
  request and back.  The request carries only what the seat has seen; the
  piles, scope and last capturer are rebuilt by replaying its ``history``.
* ``move_to_answer`` / ``answer_to_move``: a move as ``{"card", "take"}``.
"""

from __future__ import annotations

from typing import Any

from .cards import BIT, RANK, card_name, mask_of, names_of, parse_card
from .rules import Rules, RulesError
from .state import Move, PlayedMove
from .view import SeatView


class ProtocolError(ValueError):
    """A request or answer that does not follow the protocol, with the reason."""


# Requests -------------------------------------------------------------------------------------


def view_to_request(view: SeatView) -> dict[str, Any]:
    """The ``move`` request for a seat's view."""
    return {
        "type": "move",
        "rules": view.rules.to_record(),
        "seat": view.seat,
        "dealer": view.dealer,
        "round": view.round_number,
        "scores": list(view.scores),
        "hand": names_of(view.hand),
        "table": names_of(view.table),
        "initial_table": names_of(view.initial_table),
        "history": [{"seat": m.seat, "card": card_name(m.card), "take": names_of(m.take)} for m in view.history],
        "hand_sizes": list(view.hand_sizes),
        "stock": view.stock,
    }


def _whole(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProtocolError(f"'{key}' must be a whole number from {low} to {high}")
    return value


def _card_set(value: Any, what: str) -> int:
    if not isinstance(value, list):
        raise ProtocolError(f"'{what}' must be a list of cards")
    try:
        cards = [parse_card(name) for name in value]
    except ValueError as error:
        raise ProtocolError(f"'{what}': {error}") from None
    if len(set(cards)) != len(cards):
        raise ProtocolError(f"'{what}' names a card twice")
    return mask_of(cards)


def _card(value: Any, what: str) -> int:
    if not isinstance(value, str):
        raise ProtocolError(f"'{what}' must be a card such as \"7D\"")
    try:
        return parse_card(value)
    except ValueError as error:
        raise ProtocolError(f"'{what}': {error}") from None


def _whole_list(data: dict[str, Any], key: str, length: int) -> tuple[int, ...]:
    value = data.get(key)
    if (
        not isinstance(value, list)
        or len(value) != length
        or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in value)
    ):
        raise ProtocolError(f"'{key}' must be a list of {length} whole numbers")
    return tuple(value)


class _Replay:
    """The table, piles and scope of a round rebuilt from its moves (RULES.md §4)."""

    def __init__(self, rules: Rules, initial_table: int) -> None:
        self.rules = rules
        self.table = initial_table
        self.piles = [0] * rules.teams
        self.scope = [0] * rules.teams
        self.last_capturer: int | None = None
        self.played = 0

    def play(self, seat: int, card: int, take: int) -> PlayedMove:
        rules = self.rules
        if take & ~self.table:
            raise ProtocolError(f"history: {', '.join(names_of(take & ~self.table))} was not on the table")
        per_deal = rules.cards_per_deal
        in_last_deal = self.played // per_deal == rules.deals_per_round - 1
        last_card = self.played == per_deal * rules.deals_per_round - 1
        self.played += 1
        if not take:
            self.table |= BIT[card]
            return PlayedMove(seat, card, 0, False)
        team = rules.team_of(seat)
        self.table ^= take
        self.piles[team] |= take | BIT[card]
        self.last_capturer = team
        scopa = not self.table and rules.scopa_counts(RANK[card], last_card, in_last_deal)
        self.scope[team] += scopa
        return PlayedMove(seat, card, take, scopa)


def request_to_view(data: Any) -> SeatView:
    """The seat view a ``move`` request describes; ProtocolError with the reason if malformed."""
    if not isinstance(data, dict) or data.get("type") != "move":
        raise ProtocolError("a request is an object with \"type\": \"move\" or \"quit\"")
    try:
        rules = Rules.from_record(data.get("rules"))
    except RulesError as error:
        raise ProtocolError(f"'rules': {error}") from None
    seat = _whole(data, "seat", 0, rules.players - 1)
    dealer = _whole(data, "dealer", 0, rules.players - 1)
    round_number = _whole(data, "round", 1, 1_000_000)
    scores = _whole_list(data, "scores", rules.teams)
    hand_sizes = _whole_list(data, "hand_sizes", rules.players)
    stock = _whole(data, "stock", 0, 40)
    hand = _card_set(data.get("hand"), "hand")
    table = _card_set(data.get("table"), "table")
    initial_table = _card_set(data.get("initial_table"), "initial_table")
    history = data.get("history")
    if not isinstance(history, list):
        raise ProtocolError("'history' must be a list of moves")
    replay = _Replay(rules, initial_table)
    played = []
    for entry in history:
        if not isinstance(entry, dict) or not {"seat", "card", "take"} <= set(entry):
            raise ProtocolError("a history move needs 'seat', 'card' and 'take'")
        mover = _whole(entry, "seat", 0, rules.players - 1)
        played.append(replay.play(mover, _card(entry["card"], "card"), _card_set(entry["take"], "take")))
    if replay.table != table:
        raise ProtocolError("'table' is not what 'initial_table' and 'history' leave")
    if hand.bit_count() != hand_sizes[seat]:
        raise ProtocolError("'hand' does not hold 'hand_sizes[seat]' cards")
    return SeatView(
        rules=rules,
        seat=seat,
        dealer=dealer,
        round_number=round_number,
        scores=scores,
        hand=hand,
        table=table,
        initial_table=initial_table,
        history=tuple(played),
        hand_sizes=hand_sizes,
        stock=stock,
        piles=tuple(replay.piles),
        scope=tuple(replay.scope),
        last_capturer=replay.last_capturer,
    )


# Answers --------------------------------------------------------------------------------------


def move_to_answer(move: Move) -> dict[str, Any]:
    return {"card": card_name(move.card), "take": names_of(move.take)}


def answer_to_move(data: Any) -> Move:
    """The move an answer names (not yet checked for legality); ProtocolError if malformed."""
    if not isinstance(data, dict) or not {"card", "take"} <= set(data):
        raise ProtocolError("an answer is an object with 'card' and 'take'")
    return Move(_card(data["card"], "card"), _card_set(data["take"], "take"))
