"""The search's fast rollout and round points are the plain ones: the same moves, the same ends, the same points,
so hard chooses with them what it would choose with the plain ones."""

from __future__ import annotations

import random

import pytest

from scopa_desktop.ai import rollout as rollout_module
from scopa_desktop.ai.determinize import determinize
from scopa_desktop.ai.greedy import greedy_move
from scopa_desktop.ai.hard import HardPlayer
from scopa_desktop.ai.rollout import rollout
from scopa_desktop.engine import Match, RoundState, Rules
from scopa_desktop.engine.captures import Move
from scopa_desktop.engine.cards import RANK, RANK_MASK, cards_of, mask_of, parse_card
from scopa_desktop.engine.scoring import round_points, score_round
from scopa_desktop.tools.engine_bench import reference_rollout

RULES = [
    Rules(),
    Rules(players=3),
    Rules(players=4, teams=2),
    Rules(players=6, teams=2),
    Rules(players=4, teams=2, variants={"scopone"}),
    Rules(players=4, teams=2, variants={"scopone-scientifico"}),
    Rules(variants={"asso-piglia-tutto"}),
    Rules(variants={"napola", "rebello", "rosmarino"}),
    Rules(variants={"card-value"}),
    Rules(last_deal_scopa="none"),
    Rules(players=4, teams=2, variants={"scopone-scientifico", "asso-piglia-tutto"}, last_deal_scopa="none"),
]


def ending(state: RoundState) -> tuple[object, ...]:
    return (state.hands, state.table, state.piles, state.scope, state.last_capturer, state.to_play,
            state.cards_to_play, state.deals_made, state.leftover)


def positions(rules: Rules, rounds: int, seed: int) -> list[RoundState]:
    """States at every point of rounds played by Greedy, sampled: the rollouts' starting points."""
    rng = random.Random(seed)
    found = []
    for _ in range(rounds):
        state = RoundState.deal(rules, rng.randrange(rules.players), rng)
        while state.cards_to_play:
            if rng.random() < 0.2:
                found.append(state.clone())
            state.apply_move(rng.choice(state.legal_moves()), check=False)
    return found


@pytest.mark.parametrize("careful", [False, True], ids=["greedy", "careful"])
@pytest.mark.parametrize("rules", RULES, ids=lambda rules: repr(rules.to_record()))
def test_the_fast_rollout_ends_every_round_as_its_policy_move_by_move_does(rules, careful):
    for start in positions(rules, rounds=60, seed=rules.players * 7 + len(rules.variants)):
        fast, plain = start.clone(), start.clone()
        rollout(fast, careful)
        reference_rollout(plain, careful)
        assert ending(fast) == ending(plain)
        assert round_points(rules, fast.piles, fast.scope) == plain.score().points


def test_the_hands_the_rollouts_keep_stay_few_and_are_the_hands_cards(monkeypatch):
    monkeypatch.setattr(rollout_module, "_HAND_CARDS", {})
    monkeypatch.setattr(rollout_module, "_HAND_CARDS_KEPT", 40)  # Scopone's long hands pass it many times
    rules = Rules(players=4, teams=2, variants={"scopone"})
    for start in positions(rules, rounds=8, seed=3):
        fast, plain = start.clone(), start.clone()
        rollout(fast, True)
        reference_rollout(plain, True)
        assert ending(fast) == ending(plain)
        assert len(rollout_module._HAND_CARDS) <= 40
    for hand, cards in rollout_module._HAND_CARDS.items():
        assert [card for card, _, _ in cards] == list(cards_of(hand))
        assert all(rank == RANK[card] and same == RANK_MASK[rank] for card, rank, same in cards)


SCOPONE = Rules(players=4, teams=2, variants={"scopone"})


def last_deal_position(rules: Rules, hands: list[str], table: str) -> RoundState:
    """A round in its last deal, seat 0 to play, nothing taken yet; cards in RULES.md notation."""
    masks = [mask_of(parse_card(name) for name in hand.split()) for hand in hands]
    nothing = [0] * rules.teams
    position = {"hands": masks, "table": mask_of(parse_card(name) for name in table.split()), "piles": nothing,
                "scope": nothing, "last_capturer": None, "to_play": 0, "history": [], "initial_table": 0}
    return RoundState.from_position(rules, rules.players - 1, position, ())


def test_a_careful_rollout_does_not_leave_the_next_seat_the_sweep_greedy_leaves():
    # Greedy takes the 4 of Coppe with the 4 of Denari and leaves the 3 of Coppe alone, which the next
    # seat sweeps with its 3 of Spade; careful play lays the 6 (the table then sums to 13) instead.
    state = last_deal_position(SCOPONE, ["4D 6S", "3S 9S", "8S 10S", "2S 5S"], "4C 3C")
    take_four, lay_six = Move(parse_card("4D"), 1 << parse_card("4C")), Move(parse_card("6S"), 0)
    assert reference_first_move(state, careful=False) == take_four
    assert reference_first_move(state, careful=True) == lay_six
    greedy, careful = state.clone(), state.clone()
    rollout(greedy)
    rollout(careful, careful=True)
    assert greedy.scope == [0, 1]  # the sweep handed out
    assert careful.scope == [0, 0]


def test_a_careful_rollout_still_sweeps_and_minds_only_a_sweep_that_would_count():
    # Its own scopa comes first; and where no scopa counts in the last deal, it plays as Greedy does.
    sweep = last_deal_position(SCOPONE, ["3D 6S", "3S 9S", "8S 10S", "2S 5S"], "1C 2C")
    assert reference_first_move(sweep, careful=True) == Move(parse_card("3D"), sweep.table)
    no_scopa = last_deal_position(Rules(last_deal_scopa="none"), ["4D 6S", "3S 9S"], "4C 3C")
    assert reference_first_move(no_scopa, careful=True) == Move(parse_card("4D"), 1 << parse_card("4C"))
    counting = last_deal_position(Rules(), ["4D 6S", "3S 9S"], "4C 3C")
    assert reference_first_move(counting, careful=True) == Move(parse_card("6S"), 0)


def reference_first_move(state: RoundState, careful: bool) -> Move:
    probe = state.clone()
    reference_rollout(probe, careful)
    played = probe.history[len(state.history)]
    return Move(played.card, played.take)


def test_the_reference_rollout_is_greedy_in_every_seat():
    state = RoundState.deal(Rules(), 0, random.Random(5))
    moves = []
    probe = state.clone()
    while probe.cards_to_play:
        move = greedy_move(probe.rules, probe.hands[probe.to_play], probe.table, probe.cards_to_play == 1,
                           probe.in_last_deal)
        moves.append(move)
        probe.apply_move(move)
    reference_rollout(state)
    assert [(m.card, m.take) for m in state.history] == moves


@pytest.mark.parametrize("rules", RULES, ids=lambda rules: repr(rules.to_record()))
def test_round_points_are_the_breakdowns_points(rules):
    rng = random.Random(17)
    for _ in range(300):
        owner = [rng.randrange(rules.teams + 1) for _ in range(40)]  # team rules.teams: nobody's
        piles = [sum(1 << c for c in range(40) if owner[c] == team) for team in range(rules.teams)]
        scope = [rng.randrange(4) for _ in range(rules.teams)]
        assert round_points(rules, piles, scope) == score_round(rules, piles, scope).points
    empty = [0] * rules.teams
    assert round_points(rules, empty, empty) == score_round(rules, empty, empty).points


def test_sampled_rollouts_from_a_seat_view_match_too():
    rules = Rules(players=4, teams=2)
    match = Match(rules, seed=9)
    rng = random.Random(2)
    while not match.round_over():
        view = match.view(match.current_player())
        sample = determinize(view, rng)
        for move in sample.legal_moves():
            fast, plain = sample.clone(), sample.clone()
            fast.apply_move(move, check=False)
            plain.apply_move(move, check=False)
            rollout(fast)
            reference_rollout(plain)
            assert ending(fast) == ending(plain)
        match.apply_move(sample.legal_moves()[0])


def hard_round(seed: int) -> list[str]:
    """A round of hard against hard at a fixed number of rollouts and no clock."""
    match = Match(Rules(), seed=seed)
    players = [HardPlayer(seed=3, seconds=1e9, samples=40), HardPlayer(seed=4, seconds=1e9, samples=40)]
    played = []
    while not match.round_over():
        seat = match.current_player()
        move = players[seat].choose(match.view(seat))
        played.append(str(move))
        match.apply_move(move)
    return played


def test_hard_chooses_with_the_fast_rollout_what_it_chooses_with_the_plain_one(monkeypatch):
    fast = hard_round(21)
    monkeypatch.setattr(rollout_module, "rollout", reference_rollout)
    assert hard_round(21) == fast
