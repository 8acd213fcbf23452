"""Property tests: random matches at every table size, team split, variant and option,
checked step by step against the rules written out plainly in ``helpers_engine``,
independently of the engine.

Hypothesis draws the rules and a seed; the seed drives the deal and the random choice
of moves.  At every step: the 40 cards are conserved, the legal moves are exactly the
ones RULES.md §4 allows, an illegal move is refused and changes nothing, a scopa is
flagged exactly when §4 says.  At every round end the breakdown is recomputed from the
piles (§6, §8).  At the end the record replays to the same scores (§9).
"""

from __future__ import annotations

import json
import random

import pytest
from helpers_engine import allowed_moves, expected_points, final_deal
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scopa_desktop.engine import (
    IllegalMove,
    Match,
    Move,
    RoundState,
    Rules,
    mask_of,
    match_to_record,
    names_of,
    replay_record,
)
from scopa_desktop.engine.cards import FULL_DECK, RANK, cards_of
from scopa_desktop.engine.rules import valid_team_counts

# Strategies -----------------------------------------------------------------------------

TABLES = [(2, 2), (3, 3), (4, 2), (4, 4), (6, 2), (6, 3), (6, 6)]
assert all(teams in valid_team_counts(players) for players, teams in TABLES)
SCORING_VARIANTS = ["asso-piglia-tutto", "napola", "rebello", "rosmarino", "card-value"]


@st.composite
def rules_for(draw, players: int, teams: int) -> Rules:
    variants = set(draw(st.lists(st.sampled_from(SCORING_VARIANTS), unique=True, max_size=3)))
    if players == 4 and teams == 2:
        variants |= set(draw(st.sampled_from([[], [], ["scopone"], ["scopone-scientifico"]])))
    return Rules(
        players=players,
        teams=teams,
        target=draw(st.sampled_from([1, 4, 11])),
        variants=frozenset(variants),
        direction=draw(st.sampled_from(["counterclockwise", "clockwise"])),
        last_deal_scopa=draw(st.sampled_from(["all-but-last-card", "none"])),
        rounds=draw(st.integers(1, 2)),
    )


# Checks at every step -------------------------------------------------------------------


def snapshot(state: RoundState) -> tuple:
    return (
        tuple(state.hands),
        state.table,
        tuple(state.piles),
        tuple(state.scope),
        state.last_capturer,
        state.to_play,
        len(state.history),
        state.cards_to_play,
        state.deals_made,
    )


def stock_cards(state: RoundState) -> int:
    return sum(1 << c for deal in state.deals[state.deals_made :] for hand in deal.hands for c in hand)


def check_conservation(state: RoundState) -> None:
    """Hands, table, piles and stock (and leftovers given to nobody) hold the 40 cards once."""
    parts = [*state.hands, state.table, *state.piles, stock_cards(state)]
    if state.is_terminal() and state.last_capturer is None:
        parts.append(state.leftover)
    union = 0
    for part in parts:
        assert not union & part, "a card is in two places"
        union |= part
    assert union == FULL_DECK


def check_illegal_refused(state: RoundState, rng: random.Random, allowed: set[tuple[int, int]]) -> None:
    """A random candidate move is legal exactly when allowed; if not, it is refused and changes nothing."""
    hand = list(cards_of(state.hands[state.to_play]))
    played = rng.choice(hand) if rng.random() < 0.8 else rng.randrange(40)
    table = list(cards_of(state.table))
    take = sum(1 << c for c in table if rng.random() < 0.4)
    if rng.random() < 0.1:
        take |= 1 << rng.randrange(40)
    candidate = Move(played, take)
    reason = state.why_illegal(candidate)
    assert (reason is None) == ((played, take) in allowed), (candidate, reason)
    if reason is not None:
        before = snapshot(state)
        with pytest.raises(IllegalMove):
            state.apply_move(candidate)
        assert snapshot(state) == before


def play_round_checked(match: Match, rng: random.Random) -> None:
    state = match.current
    rules = state.rules
    seat = (state.dealer + 1) % rules.players
    check_conservation(state)
    assert state.table.bit_count() == rules.table_size
    while not state.is_terminal():
        assert state.current_player() == seat
        allowed = allowed_moves(rules, state.hands[seat], state.table)
        legal = state.legal_moves()
        assert len(legal) == len(allowed) and {tuple(m) for m in legal} == allowed
        check_illegal_refused(state, rng, allowed)
        chosen = rng.choice(legal)
        assert state.why_illegal(chosen) is None
        stock_empty = state.stock_count == 0
        last_card = state.cards_to_play == 1
        played = match.apply_move(chosen)
        swept = chosen.take != 0 and state.table == 0  # after the last card the table is always cleared
        expected_scopa = (
            swept
            and not last_card
            and not ("asso-piglia-tutto" in rules.variants and RANK[chosen.card] == 1)
            and not (rules.last_deal_scopa == "none" and stock_empty)
        )
        assert played.scopa == expected_scopa
        assert played.seat == seat
        seat = (seat + 1) % rules.players
        check_conservation(state)
        hand_sizes = [h.bit_count() for h in state.hands]
        assert max(hand_sizes) - min(hand_sizes) <= 1
    # End of the round (RULES.md §5 and §6); the dealer played the last card (German guide)
    assert state.history[-1].seat == state.dealer
    assert state.table == 0
    if state.last_capturer is not None:
        assert state.leftover & ~state.piles[state.last_capturer] == 0
        assert sum(p.bit_count() for p in state.piles) == 40
    for team in range(rules.teams):
        assert state.scope[team] == sum(m.scopa for m in state.history if rules.team_of(m.seat) == team)
    score = match.round_scores[-1]
    assert list(score.points) == expected_points(rules, list(state.piles), list(state.scope))
    for team in score.teams:
        parts = (
            team.scope + team.most_cards + team.most_coins + team.settebello + team.best_primiera
            + sum(line.points for line in team.lines)
        )
        assert team.points == parts


def expected_winner(rules: Rules, match: Match) -> int | None:
    best = max(match.totals)
    card_value = "card-value" in rules.variants
    if card_value and match.round_number < rules.rounds:
        return None
    if not card_value and best < rules.target:
        return None
    return match.totals.index(best) if match.totals.count(best) == 1 else None


def play_match_checked(rules: Rules, seed: int) -> Match:
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    for _ in range(200):
        play_round_checked(match, rng)
        assert match.totals == [sum(s.points[t] for s in match.round_scores) for t in range(rules.teams)]
        assert match.winner() == expected_winner(rules, match)
        if match.is_over():
            break
        dealer = match.current.dealer
        match.start_next_round()
        assert match.current.dealer == (dealer + 1) % rules.players
    assert match.is_over()
    check_record_replays(match)
    return match


def check_record_replays(match: Match) -> None:
    record = match_to_record(match)
    text = json.dumps(record)
    replayed = replay_record(json.loads(text))
    assert replayed.totals == match.totals
    assert replayed.winner() == match.winner()
    assert [s.points for s in replayed.round_scores] == [s.points for s in match.round_scores]
    assert replayed.round_scores == match.round_scores
    assert match_to_record(replayed) == record


# The properties ---------------------------------------------------------------------------

SEEDS = st.integers(0, 2**32 - 1)
PROPERTY = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow  # 7 tables x 500 matches: a third of the fast tier's time; the rules tests stay there
@pytest.mark.parametrize(("players", "teams"), TABLES, ids=[f"{p}p{t}t" for p, t in TABLES])
@PROPERTY
@given(data=st.data(), seed=SEEDS)
def test_random_matches_follow_the_rules(players, teams, data, seed):
    rules = data.draw(rules_for(players, teams))
    play_match_checked(rules, seed)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "teams"), TABLES, ids=[f"{p}p{t}t" for p, t in TABLES])
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=SEEDS)
def test_many_more_random_matches_follow_the_rules(players, teams, data, seed):
    rules = data.draw(rules_for(players, teams))
    play_match_checked(rules, seed)


@pytest.mark.slow  # 3000 crowded tables; the capture rules of test_engine_turn stay in the fast tier
@settings(max_examples=3000, deadline=None)
@given(
    played=st.integers(0, 39),
    table=st.lists(st.integers(0, 39), unique=True, max_size=16),
    ace_takes_all=st.booleans(),
)
def test_capture_options_on_any_table(played, table, ace_takes_all):
    # Crowded tables with repeated ranks, which random play seldom reaches.
    mask = sum(1 << c for c in table if c != played)
    rules = Rules(variants={"asso-piglia-tutto"} if ace_takes_all else set())
    expected = {take for _, take in allowed_moves(rules, 1 << played, mask)}
    options = rules.capture.options(mask, RANK[played])
    assert len(options) == len(set(options))
    assert set(options) == expected


@pytest.mark.slow  # 1500 positions; the hand-made ones of test_engine_turn stay in the fast tier
@settings(max_examples=1500, deadline=None)
@given(
    cards_in_play=st.lists(st.integers(0, 39), unique=True, min_size=1, max_size=26),
    hand_size=st.integers(1, 10),
    ace_takes_all=st.booleans(),
)
def test_legal_moves_on_any_position(cards_in_play, hand_size, ace_takes_all):
    hand, table = cards_in_play[:hand_size], cards_in_play[hand_size:]
    rules = Rules(variants={"asso-piglia-tutto"} if ace_takes_all else set())
    state = final_deal(rules, " ".join(names_of(mask_of(table))), [" ".join(names_of(mask_of(hand))), ""])
    expected = allowed_moves(rules, state.hands[0], state.table)
    legal = state.legal_moves()
    assert len(legal) == len(expected) and {tuple(m) for m in legal} == expected
    assert all(state.why_illegal(m) is None for m in legal)
