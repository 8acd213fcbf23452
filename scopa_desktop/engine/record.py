"""Game records (RULES.md §9): written from any match, read back and replayed.

Replaying checks every step against the rules and stops at the first illegal
one with a ``RecordError`` naming the round, the move and the rule broken.
"""

from __future__ import annotations

import json
from typing import Any

from .brief import brief
from .cards import card_name, mask_of, names_of, parse_card
from .match import Match
from .rules import Rules, RulesError
from .scoring import RoundScore
from .state import Deal, Move, check_deals

FORMAT = "scopa-record/1"


class RecordError(ValueError):
    """A record that is malformed or breaks a rule; says where and why in one line."""

    def __init__(self, message: str, round_number: int | None = None, move_number: int | None = None) -> None:
        self.round_number = round_number
        self.move_number = move_number
        self.reason = message
        where = []
        if round_number is not None:
            where.append(f"round {round_number}")
        if move_number is not None:
            where.append(f"move {move_number}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message)


def match_to_record(match: Match) -> dict[str, Any]:
    """The record of a match so far, every round with all of its deals."""
    rounds = []
    for state in match.rounds:
        deals = []
        for deal in state.deals:
            entry: dict[str, Any] = {}
            if deal.table is not None:
                entry["table"] = [card_name(c) for c in deal.table]
            entry["hands"] = [[card_name(c) for c in hand] for hand in deal.hands]
            deals.append(entry)
        moves = [
            {"seat": m.seat, "card": card_name(m.card), "take": names_of(m.take)} for m in state.history
        ]
        rounds.append({"dealer": state.dealer, "deals": deals, "moves": moves})
    return {"format": FORMAT, "rules": match.rules.to_record(), "rounds": rounds}


def _cards(value: Any, what: str, round_number: int, move_number: int | None = None) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list of cards", round_number, move_number)
    try:
        return [parse_card(name) for name in value]
    except ValueError as error:
        raise RecordError(f"{what}: {error}", round_number, move_number) from None


def _read_deals(rules: Rules, data: Any, round_number: int) -> list[Deal]:
    if not isinstance(data, list):
        raise RecordError("'deals' must be a list", round_number)
    deals = []
    for index, entry in enumerate(data, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("hands"), list):
            raise RecordError(f"deal {index} must be an object with 'hands'", round_number)
        table = tuple(_cards(entry["table"], f"deal {index} table", round_number)) if "table" in entry else None
        hands = tuple(tuple(_cards(h, f"deal {index} hand", round_number)) for h in entry["hands"])
        deals.append(Deal(table, hands))
    try:
        check_deals(rules, deals)
    except ValueError as error:
        raise RecordError(str(error), round_number) from None
    return deals


def _read_move(entry: Any, round_number: int, move_number: int) -> tuple[int, Move]:
    if not isinstance(entry, dict) or not {"seat", "card", "take"} <= set(entry):
        raise RecordError("a move needs 'seat', 'card' and 'take'", round_number, move_number)
    seat = entry["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise RecordError("'seat' must be a whole number", round_number, move_number)
    try:
        played = parse_card(entry["card"])
    except ValueError as error:
        raise RecordError(str(error), round_number, move_number) from None
    take = _cards(entry["take"], "take", round_number, move_number)
    if len(set(take)) != len(take):
        raise RecordError("'take' names a card twice", round_number, move_number)
    return seat, Move(played, mask_of(take))


def replay_record(data: Any) -> Match:
    """Replay a record (already parsed from JSON) and return the match it describes."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"'format' must be {FORMAT!r}, not {brief(data.get('format'))}")
    try:
        rules = Rules.from_record(data.get("rules"))
    except RulesError as error:
        raise RecordError(f"rules: {error}") from None
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or not rounds:
        raise RecordError("'rounds' must be a non-empty list")
    match: Match | None = None
    for round_number, entry in enumerate(rounds, 1):
        if not isinstance(entry, dict):
            raise RecordError("a round is an object", round_number)
        dealer = entry.get("dealer")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < rules.players:
            raise RecordError(f"'dealer' must be a seat from 0 to {rules.players - 1}", round_number)
        deals = _read_deals(rules, entry.get("deals"), round_number)
        if match is None:
            match = Match(rules, first_dealer=dealer, first_deals=deals)
        else:
            if not match.round_over():
                raise RecordError("the previous round was not played to its end", round_number)
            if match.is_over():
                raise RecordError("the match was already decided", round_number)
            expected = (match.current.dealer + 1) % rules.players
            if dealer != expected:
                raise RecordError(f"the deal passes to seat {expected}, not {dealer}", round_number)
            match.start_next_round(deals)
        moves = entry.get("moves")
        if not isinstance(moves, list):
            raise RecordError("'moves' must be a list", round_number)
        for move_number, move_entry in enumerate(moves, 1):
            seat, move = _read_move(move_entry, round_number, move_number)
            state = match.current
            if state.is_terminal():
                raise RecordError("the round is already over", round_number, move_number)
            if seat != state.to_play:
                raise RecordError(f"seat {state.to_play} is to play, not seat {brief(seat)}", round_number, move_number)
            reason = state.why_illegal(move)
            if reason:
                raise RecordError(reason, round_number, move_number)
            match.apply_move(move)
    assert match is not None
    return match


def record_from_text(text: str) -> Match:
    """Parse and replay a record's JSON text; RecordError (never another exception) when it is bad."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not JSON: {error}") from None
    except RecursionError:  # arrays or objects nested too deep for the parser
        raise RecordError("not JSON: nested too deeply") from None
    except ValueError:  # an integer past Python's digit limit: its message is advice to a programmer
        raise RecordError("not usable JSON: a number too long to read") from None
    return replay_record(data)


def record_to_text(match: Match) -> str:
    """A match's record as the JSON text a record file holds."""
    return json.dumps(match_to_record(match), indent=1) + "\n"


def round_teams(score: RoundScore) -> list[dict[str, Any]]:
    """A round's breakdown by team, as ``replay`` prints it (and a table's ``round_over`` sends it):
    the count, every variant's scoring line that scored, and the round's points."""
    teams = []
    for team in score.teams:
        entry: dict[str, Any] = {
            "cards": team.cards,
            "coins": team.coins,
            "settebello": team.settebello,
            "primiera": team.primiera,
            "scope": team.scope,
        }
        entry.update((line.name, line.points) for line in team.lines if line.points)
        entry["points"] = team.points
        teams.append(entry)
    return teams


def round_summary(match: Match) -> dict[str, Any]:
    """The ``replay`` command's JSON: every round's breakdown by team, totals, winner.

    A last round that stops part-way (a match saved in play) is listed as
    ``{"finished": false}`` with no points (RULES.md §9); the totals leave it out."""
    rounds: list[dict[str, Any]] = [{"teams": round_teams(score)} for score in match.round_scores]
    if not match.round_over():
        rounds.append({"finished": False})
    return {"rounds": rounds, "totals": list(match.totals), "winner": match.winner()}
