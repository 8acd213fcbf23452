"""A match is a value: it clones, and saves and restores itself, random state included."""

from __future__ import annotations

import json
import random

import pytest
from helpers_engine import play_randomly

from scopa_desktop.engine import Match, Rules, SnapshotError, match_to_record, replay_record


def part_played(rules: Rules, seed: int, rounds: int, moves: int) -> Match:
    """A match from ``seed`` with ``rounds`` whole rounds and ``moves`` moves of the next one played."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    if rounds:
        play_randomly(match, rng, rounds=rounds).start_next_round()
    for _ in range(moves):
        match.apply_move(rng.choice(match.legal_moves()))
    return match


def same_match(one: Match, other: Match) -> None:
    assert match_to_record(one) == match_to_record(other)
    assert (one.seed, one.totals, one.round_scores) == (other.seed, other.totals, other.round_scores)
    assert one.rng.getstate() == other.rng.getstate()
    assert one.scores_before_round == other.scores_before_round


def finish_and_deal_on(match: Match, seed: int) -> Match:
    """Play the round in play to its end the same way every time, and deal the next one."""
    rng = random.Random(seed)
    while not match.round_over():
        match.apply_move(rng.choice(match.legal_moves()))
    if not match.is_over():
        match.start_next_round()
    return match


@pytest.mark.parametrize("rules", [Rules(), Rules(players=3, variants={"napola"}),
                                   Rules(players=4, teams=2, variants={"scopone"}),
                                   Rules(variants={"card-value"}, rounds=5)], ids=["2p", "3p-napola", "scopone",
                                                                                  "card-value"])
def test_a_match_comes_back_from_its_json_as_it_was_and_deals_on_alike(rules):
    match = part_played(rules, seed=31, rounds=1, moves=4)
    data = json.loads(json.dumps(match.to_dict()))  # JSON-safe: through text and back
    restored = Match.from_dict(data)
    same_match(restored, match)
    same_match(finish_and_deal_on(restored, 5), finish_and_deal_on(match, 5))
    assert restored.current.deals == match.current.deals  # the next round dealt the same cards


def test_a_match_not_dealt_from_a_seed_keeps_its_random_state_too():
    match = play_randomly(Match(Rules()), random.Random(3), rounds=1)  # seeded from the system
    restored = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert restored.seed is None
    same_match(finish_and_deal_on(restored, 1), finish_and_deal_on(match, 1))


def test_a_clone_is_independent_and_deals_alike():
    match = part_played(Rules(), seed=12, rounds=1, moves=3)
    before = match.to_dict()
    clone = match.clone()
    same_match(clone, match)
    finish_and_deal_on(clone, 9)
    assert match.to_dict() == before  # playing the clone left the original alone
    same_match(finish_and_deal_on(match, 9), clone)


def test_broken_snapshots_are_refused_with_the_reason():
    good = part_played(Rules(), seed=4, rounds=0, moves=2).to_dict()
    first = good["rounds"][0]
    assert Match.from_dict(good).to_dict() == good
    broken = {
        "not an object": [],
        "wrong format": {**good, "format": "scopa-match/0"},
        "seed not whole": {**good, "seed": "7"},
        "seed a bool": {**good, "seed": True},
        "no random state": {k: v for k, v in good.items() if k != "random_state"},
        "short state": {**good, "random_state": [3, good["random_state"][1][:-1], None]},
        "wrong version": {**good, "random_state": [9, *good["random_state"][1:]]},
        "negative word": {**good, "random_state": [3, [-1, *good["random_state"][1][1:]], None]},
        "position too far": {**good, "random_state": [3, [*good["random_state"][1][:-1], 625], None]},
        "text in state": {**good, "random_state": [3, ["x"] * 625, None]},
        "gauss not a number": {**good, "random_state": [3, good["random_state"][1], "0.5"]},
        "no rules": {**good, "rules": None},
        "dealer off the table": {**good, "first_dealer": 2},
        "no rounds": {**good, "rounds": []},
        "a card twice": {**good, "rounds": [{**first, "deals": [[[0, 0, 1, 2], first["deals"][0][1]]]}]},
        "no such card": {**good, "rounds": [{**first, "deals": [[[40, 1, 2, 3], first["deals"][0][1]]]}]},
        "deal not a pair": {**good, "rounds": [{**first, "deals": [[[0, 1, 2, 3]]]}]},
        "move illegal": {**good, "rounds": [{**first, "moves": [[6, 1 << 30]]}]},
        "move not whole": {**good, "rounds": [{**first, "moves": [[first["moves"][0][0], "0"]]}]},
        "a round too many": {**good, "rounds": [first, first]},
    }
    for why, data in broken.items():
        with pytest.raises(SnapshotError):
            Match.from_dict(data)
            pytest.fail(why)


def test_a_match_kept_by_its_seed_only_takes_on_the_random_state_it_had():
    rules = Rules(players=3)
    match = part_played(rules, seed=77, rounds=2, moves=5)
    replayed = replay_record(match_to_record(match))
    replayed.adopt_seed(77)
    same_match(replayed, match)
    other = replay_record(match_to_record(match))
    other.adopt_seed(78)  # not the seed it was dealt from: a generator from that seed, and no claim to it
    assert other.seed is None and other.rng.getstate() == random.Random(78).getstate()
