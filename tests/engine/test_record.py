"""RULES.md §9: game records are written, read back, replayed, and refused at the first
illegal step with the round, the move and the rule."""

from __future__ import annotations

import copy
import json
import random

import pytest
from helpers_engine import card_set, hand_made_match, move, play_randomly, spy_on_redeals

from scopa_desktop.engine import Match, RecordError, Rules, match_to_record, replay_record
from scopa_desktop.engine.record import round_summary
from scopa_desktop.engine.rules import VARIANTS
from scopa_desktop.storage.records import load_record, save_record

# The start of the example record in RULES.md §9, with 2D for 1D on the table: as printed
# there, the first move is illegal (see the next test).
EXAMPLE_TABLE = "2D 5C 10S 3B"
EXAMPLE_HANDS = ["7D 2C 9B", "4S 6D 8C"]


def example_match() -> Match:
    return hand_made_match(Rules(), EXAMPLE_TABLE, EXAMPLE_HANDS, move("4S"), move("7D", "3B 4S"), dealer=0)


def test_the_example_of_rules_md_as_printed_is_refused_at_its_first_move():
    # Table 1D 5C 10S 3B: 4S can take 1D+3B, so laying it (the example's first move) breaks §4.
    match = hand_made_match(Rules(), "1D 5C 10S 3B", EXAMPLE_HANDS, dealer=0)
    record = match_to_record(match)
    record["rounds"][0]["moves"] = [
        {"seat": 1, "card": "4S", "take": []},
        {"seat": 0, "card": "7D", "take": ["3B", "4S"]},
    ]
    error = refused(record)
    assert (error.round_number, error.move_number) == (1, 1)
    assert str(error) == "round 1, move 1: 4S must capture: a card that can take may not be laid"


def test_the_example_of_rules_md_replays():
    record = match_to_record(example_match())
    assert record["format"] == "scopa-record/1"
    assert record["rules"] == {
        "players": 2,
        "teams": 2,
        "target": 11,
        "variants": [],
        "options": {"direction": "counterclockwise", "last_deal_scopa": "all-but-last-card"},
    }
    first = record["rounds"][0]
    assert first["dealer"] == 0
    assert set(first["deals"][0]["table"]) == set(EXAMPLE_TABLE.split())
    assert [set(h) for h in first["deals"][0]["hands"]] == [set(h.split()) for h in EXAMPLE_HANDS]
    assert all(set(d) == {"hands"} for d in first["deals"][1:])
    # The order of the cards in a take is not part of the format: compare them as sets.
    moves = [(m["seat"], m["card"], set(m["take"])) for m in first["moves"]]
    assert moves == [(1, "4S", set()), (0, "7D", {"3B", "4S"})]
    replayed = replay_record(json.loads(json.dumps(record)))
    assert card_set(replayed.current.piles[0]) == {"7D", "3B", "4S"}
    assert card_set(replayed.current.table) == {"2D", "5C", "10S"}
    assert replayed.winner() is None and replayed.round_scores == []


def test_deals_of_a_round_hold_the_forty_cards_once():
    match = play_randomly(Match(Rules(players=3), seed=8), random.Random(8))
    for entry in match_to_record(match)["rounds"]:
        dealt = [c for deal in entry["deals"] for part in [deal.get("table", []), *deal["hands"]] for c in part]
        assert len(dealt) == 40 and len(set(dealt)) == 40
        assert len(entry["deals"]) == 4


def test_seats_and_teams_in_the_record():
    rules = Rules(players=4, teams=2)
    match = hand_made_match(
        rules, "3D 4C 9S 10B", ["1C 2B 6D", "8D 5B 6S", "9D 2C 1S", "5D 6C 8C"], move("1C"), move("5B", "1C 4C")
    )
    record = match_to_record(match)
    assert record["rules"]["teams"] == 2
    assert [m["seat"] for m in record["rounds"][0]["moves"]] == [0, 1]
    replayed = replay_record(record)
    assert card_set(replayed.current.piles[1]) == {"5B", "1C", "4C"}  # seat 1 is team 1 mod 2


@pytest.mark.parametrize(
    ("kwargs", "variants", "options"),
    [
        ({"variants": {"napola", "rebello", "rosmarino", "asso-piglia-tutto"}},
         ["asso-piglia-tutto", "napola", "rebello", "rosmarino"], {}),
        ({"variants": {"card-value"}, "rounds": 3}, ["card-value"], {"rounds": 3}),
        ({"players": 4, "teams": 2, "variants": {"scopone"}}, ["scopone"], {}),
        ({"players": 4, "teams": 2, "variants": {"scopone-scientifico"}}, ["scopone-scientifico"], {}),
        (
            {"direction": "clockwise", "last_deal_scopa": "none"},
            [],
            {"direction": "clockwise", "last_deal_scopa": "none"},
        ),
    ],
)
def test_variants_and_options_are_spelled_as_in_section_9(kwargs, variants, options):
    rules = Rules(**kwargs)
    written = rules.to_record()
    assert written["variants"] == variants
    assert set(written["variants"]) <= set(VARIANTS)
    for key, value in options.items():
        assert written["options"][key] == value
    assert set(written["options"]) <= {"direction", "last_deal_scopa", "rounds"}
    assert Rules.from_record(json.loads(json.dumps(written))) == rules


def test_scientifico_deals_have_no_table():
    rules = Rules(players=4, teams=2, variants={"scopone-scientifico"})
    match = play_randomly(Match(rules, seed=4), random.Random(4), rounds=1)
    record = match_to_record(match)
    assert record["rounds"][0]["deals"] == [{"hands": record["rounds"][0]["deals"][0]["hands"]}]
    assert replay_record(record).round_scores == match.round_scores


def test_a_redeal_is_not_recorded(monkeypatch):
    verdicts = spy_on_redeals(monkeypatch)
    for seed in range(5000):
        verdicts.clear()
        match = Match(Rules(), seed=seed)
        if True in verdicts:
            break
    else:
        pytest.fail("no seed dealt three kings to the table")
    record = match_to_record(match)
    deals = record["rounds"][0]["deals"]
    assert len(deals) == 6  # only the deal that was played
    assert sum(card.startswith("10") for card in deals[0]["table"]) < 3
    assert replay_record(record).current.deals == match.current.deals


def test_save_and_load_round_trip(tmp_path):
    match = play_randomly(Match(Rules(variants={"napola"}), seed=21), random.Random(21))
    path = tmp_path / "match.json"
    save_record(match, path)
    loaded = load_record(path)
    assert loaded.totals == match.totals and loaded.winner() == match.winner()
    assert round_summary(loaded) == round_summary(match)


def test_a_record_may_stop_before_the_match_is_decided():
    match = play_randomly(Match(Rules(), seed=5), random.Random(5))
    record = match_to_record(match)
    record["rounds"][-1]["moves"] = record["rounds"][-1]["moves"][:10]
    replayed = replay_record(record)
    assert replayed.winner() is None
    assert len(replayed.round_scores) == len(match.round_scores) - 1
    assert round_summary(replayed)["winner"] is None


# Refusals: the first illegal step, with round, move and rule -------------------------------


def refused(record) -> RecordError:
    with pytest.raises(RecordError) as caught:
        replay_record(record)
    assert "\n" not in str(caught.value)
    return caught.value


@pytest.fixture(scope="module")
def long_match_record() -> dict:
    """A complete random match of at least three rounds."""
    for seed in range(100):
        match = play_randomly(Match(Rules(), seed=seed), random.Random(seed))
        if match.round_number >= 3:
            return match_to_record(match)
    raise AssertionError("no long match")


def example_record() -> dict:
    return match_to_record(example_match())


def test_refuses_a_wrong_format_string():
    record = example_record()
    record["format"] = "scopa-record/2"
    assert "format" in str(refused(record))


@pytest.mark.parametrize("bad", ["7X", "11D", 7, None, "7d"])
def test_refuses_bad_card_names(bad):
    record = example_record()
    record["rounds"][0]["deals"][0]["hands"][0][0] = bad
    error = refused(record)
    assert error.round_number == 1 and "not a card" in str(error)
    record = example_record()
    record["rounds"][0]["moves"][1]["take"][0] = bad
    error = refused(record)
    assert (error.round_number, error.move_number) == (1, 2)


def test_refuses_a_card_dealt_twice():
    record = example_record()
    record["rounds"][0]["deals"][1]["hands"][0][0] = "7D"
    assert "dealt twice" in str(refused(record))


def test_refuses_wrong_deal_sizes():
    record = example_record()
    record["rounds"][0]["deals"][0]["hands"][0].append(record["rounds"][0]["deals"][1]["hands"][0].pop())
    assert "3 cards" in str(refused(record))
    record = example_record()
    record["rounds"][0]["deals"][0]["table"].pop()
    assert "table" in str(refused(record))
    record = example_record()
    record["rounds"][0]["deals"].pop()
    assert "6 deals" in str(refused(record))
    record = example_record()
    record["rounds"][0]["deals"][1]["table"] = []
    assert "no cards on the table" in str(refused(record))


def test_refuses_a_table_with_three_kings():
    record = example_record()
    deals = record["rounds"][0]["deals"]
    for deal in deals:  # swap 10C and 10D into the table for 2D and 5C
        for hand in deal["hands"]:
            hand[:] = [{"10C": "2D", "10D": "5C"}.get(c, c) for c in hand]
    deals[0]["table"] = ["10C", "10D", "10S", "3B"]
    record["rounds"][0]["moves"] = []
    assert "kings" in str(refused(record))


def test_refuses_the_wrong_seat_to_play():
    record = example_record()
    record["rounds"][0]["moves"][0]["seat"] = 0
    error = refused(record)
    assert (error.round_number, error.move_number) == (1, 1)
    assert "seat 1 is to play" in str(error)


def test_refuses_a_card_not_in_hand():
    record = example_record()
    record["rounds"][0]["moves"][0]["card"] = "7D"
    assert "not in the hand" in str(refused(record))


def test_refuses_laying_a_card_that_must_capture():
    record = example_record()
    record["rounds"][0]["moves"][1]["take"] = []
    error = refused(record)
    assert (error.round_number, error.move_number) == (1, 2) and "must capture" in str(error)


def test_refuses_taking_a_sum_when_an_equal_card_lies_on_the_table():
    match = hand_made_match(Rules(), "7C 3B 4S 1D", ["7S 2C 9B", "5S 6D 8C"], move("7S", "7C"))
    record = match_to_record(match)
    record["rounds"][0]["moves"][0]["take"] = ["3B", "4S"]
    error = refused(record)
    assert (error.round_number, error.move_number) == (1, 1) and "same rank" in str(error)


def test_refuses_a_take_that_does_not_add_up():
    record = example_record()
    record["rounds"][0]["moves"][1]["take"] = ["2D", "4S"]
    assert "add up" in str(refused(record))


def test_refuses_taking_a_card_that_is_not_on_the_table():
    record = example_record()
    record["rounds"][0]["moves"][1]["take"] = ["3B", "4C"]
    assert "not on the table" in str(refused(record))


def test_refuses_moves_after_the_round_ended(long_match_record):
    record = copy.deepcopy(long_match_record)
    moves = record["rounds"][0]["moves"]
    moves.append(dict(moves[-1]))
    error = refused(record)
    assert (error.round_number, error.move_number) == (1, 37) and "over" in str(error)


def test_refuses_a_new_round_before_the_last_one_ended(long_match_record):
    record = copy.deepcopy(long_match_record)
    record["rounds"][0]["moves"].pop()
    error = refused(record)
    assert error.round_number == 2 and "not played to its end" in str(error)


def test_refuses_the_wrong_dealer_rotation(long_match_record):
    record = copy.deepcopy(long_match_record)
    record["rounds"][1]["dealer"] = record["rounds"][0]["dealer"]
    error = refused(record)
    assert error.round_number == 2 and "deal passes" in str(error)


def test_refuses_extra_rounds_after_the_match_is_decided(long_match_record):
    record = copy.deepcopy(long_match_record)
    extra = copy.deepcopy(record["rounds"][-2])
    record["rounds"].append(extra)
    error = refused(record)
    assert error.round_number == len(record["rounds"]) and "already decided" in str(error)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"variants": ["scopa-di-quindici"]}, "unknown variant"),
        ({"variants": ["Napola"]}, "unknown variant"),
        ({"options": {"speed": "fast"}}, "unknown option"),
        ({"options": {"direction": "sideways"}}, "direction"),
        ({"options": {"last_deal_scopa": "never"}}, "last_deal_scopa"),
        ({"options": {"rounds": 0}}, "rounds"),
        ({"options": {"rounds": True}}, "rounds"),
        ({"options": {"rounds": "3"}}, "rounds"),
        ({"players": 5}, "players"),
        ({"teams": 3}, "teams"),
        ({"target": "eleven"}, "target"),
        ({"target": 0}, "target"),
        ({"colour": "red"}, "unknown key"),
    ],
)
def test_refuses_unknown_or_bad_rules(change, words):
    record = example_record()
    record["rules"].update(change)
    assert words in str(refused(record))


@pytest.mark.parametrize(
    "mangle",
    [
        lambda r: r.pop("rounds"),
        lambda r: r.update(rounds=[]),
        lambda r: r.update(rules=[]),
        lambda r: r["rounds"][0].pop("dealer"),
        lambda r: r["rounds"][0].update(dealer=2),
        lambda r: r["rounds"][0].update(dealer=True),
        lambda r: r["rounds"][0].update(deals={}),
        lambda r: r["rounds"][0]["deals"][0].pop("hands"),
        lambda r: r["rounds"][0]["deals"][0].update(hands=[["1D"], "x"]),
        lambda r: r["rounds"][0].pop("moves"),
        lambda r: r["rounds"][0]["moves"][0].pop("take"),
        lambda r: r["rounds"][0]["moves"][0].update(seat="1"),
        lambda r: r["rounds"][0]["moves"][0].update(take="3B"),
        lambda r: r["rounds"][0]["moves"][1].update(take=["3B", "3B", "4S"]),
        lambda r: r["rounds"].__setitem__(0, "round"),
    ],
)
def test_refuses_malformed_records(mangle):
    record = example_record()
    mangle(record)
    refused(record)


def test_refuses_a_record_that_is_not_an_object():
    for data in ([], "record", 3, None):
        refused(data)


def test_load_record_refuses_files_that_are_not_records(tmp_path):
    cases = {
        "not-json.json": "{format: scopa",
        "deep.json": "[" * 100_000 + "]" * 100_000,
        "binary.json": b"\xff\xfe\x00",
        "number.json": "42",
    }
    for name, content in cases.items():
        path = tmp_path / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
        with pytest.raises(RecordError) as caught:
            load_record(path)
        assert "\n" not in str(caught.value)
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "missing.json")
