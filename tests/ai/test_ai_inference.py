"""Reading hands from the play: what a lay or a capture rules out, for how long, and how the guesses follow it."""

import random

from helpers_engine import cards, move, opening

import scopa_desktop.ai.inference as inference
from scopa_desktop.ai import make_player
from scopa_desktop.ai.determinize import determinize
from scopa_desktop.ai.inference import (
    NO_BELIEFS,
    UNLIKELY,
    Beliefs,
    capturing_cards,
    contradictions,
    hand_constraints,
    pass_up_rate,
)
from scopa_desktop.engine import Match, Rules, mask_of
from scopa_desktop.engine.captures import STANDARD_CAPTURE
from scopa_desktop.engine.cards import RANK_MASK
from scopa_desktop.engine.view import seat_view

ACE_TAKES_ALL = Rules(variants={"asso-piglia-tutto"}).capture


def ranks(*numbers: int) -> int:
    return sum(RANK_MASK[r] for r in numbers)


def test_the_cards_that_could_take_from_a_table():
    assert capturing_cards(cards("5S"), capture=STANDARD_CAPTURE) == ranks(5)
    assert capturing_cards(cards("2S 3B"), capture=STANDARD_CAPTURE) == ranks(2, 3, 5)
    assert capturing_cards(cards("1S 2C 4D"), capture=STANDARD_CAPTURE) == ranks(1, 2, 3, 4, 5, 6, 7)
    assert capturing_cards(cards("6S 6C"), capture=STANDARD_CAPTURE) == ranks(6)  # 12 is no rank
    assert capturing_cards(cards("2S 3B"), capture=ACE_TAKES_ALL) == ranks(1, 2, 3, 5)
    assert capturing_cards(0, capture=ACE_TAKES_ALL) == 0


def two_player_round():
    """Seat 0 plays first on 2S 3B 9C 10D holding 1D 7C 5D; seat 1 holds 4C 8D 6B."""
    return opening(Rules(), "2S 3B 9C 10D", ["1D 7C 5D", "4C 8D 6B"])


def test_a_lay_rules_out_every_rank_that_could_have_taken_then():
    state = two_player_round()
    state.apply_move(move("1D"))  # nothing to take with the ace: laid
    lays = hand_constraints(seat_view(state, 1))
    assert lays[0] == (ranks(2, 3, 5, 9, 10),)  # equal ranks, and 2 + 3
    assert lays[1] == ()
    assert hand_constraints(seat_view(state, 0)) == ((), ())  # a seat reads nothing into its own lays


def test_a_capture_rules_out_every_card_that_would_have_taken_more():
    state = opening(Rules(), "1S 2S 3B 4C", ["2D 7C 5D", "4D 8D 6B"])
    state.apply_move(move("2D", "2S"))  # two cards and a coin
    # Worth more then: any 10 (a scopa), any 7 (two sevens in 3 + 4 + 7), and the coin
    # cards that take three or four: 5D (1 + 4), 6D (1 + 2 + 3), 8D (1 + 3 + 4), 9D (2 + 3 + 4).
    # Not 1D, 3D or 4D: an equal card and a coin, no more than the 2D took.
    assert hand_constraints(seat_view(state, 1))[0] == (ranks(7, 10) | cards("5D 6D 8D 9D"),)
    state.apply_move(move("4D", "4C"))  # seat 1 passes up the sweep 1 + 3 + 4 with 8D:
    assert hand_constraints(seat_view(state, 0))[1] == (ranks(7, 8) | cards("5D"),)  # a belief, and here a wrong one


def test_a_sweep_rules_out_only_a_richer_sweep():
    state = opening(Rules(), "1S 2B 3C 1B", ["7C 5D 6C", "4D 8D 6B"])
    state.apply_move(move("7C", "1S 2B 3C 1B"))  # a scopa with a seven: only the settebello sweeps richer
    assert hand_constraints(seat_view(state, 1))[0] == (cards("7D"),)


def test_a_player_seen_laying_while_able_to_take_is_believed_no_more():
    state = two_player_round()
    state.apply_move(move("1D"))
    state.apply_move(move("8D"))  # seat 1 lays too: 1D 2S 3B 9C 10D holds no 8
    state.apply_move(move("5D", "2S 3B"))  # seat 0 held a 5 when it laid the ace
    assert hand_constraints(seat_view(state, 1))[0] == ()
    assert hand_constraints(seat_view(state, 0))[1] == (ranks(1, 2, 3, 4, 5, 6, 9, 10),)


def test_a_new_deal_brings_new_hands_and_forgets_the_lays():
    state = two_player_round()
    for played, take in [("1D", ""), ("8D", ""), ("5D", "2S 3B"), ("6B", ""), ("7C", "1D 6B"), ("4C", "")]:
        state.apply_move(move(played, take))
    assert state.stock_count  # a second deal is in the hands
    assert hand_constraints(seat_view(state, 0)) == ((), ())


def contradicted_share(view, guided_by: Beliefs, seat: int, read, samples: int) -> float:
    """The share of ``samples`` guesses of the hidden cards, drawn leaning on ``guided_by`` (``NO_BELIEFS``:
    uniform), that give ``seat`` a hand the moves ``read`` of it contradict."""
    rng = random.Random(3)
    guesses = [determinize(view, rng, guided_by) for _ in range(samples)]
    return sum(contradictions(guess.hands[seat], read) > 0 for guess in guesses) / samples


def test_guessed_hands_follow_the_lays():
    state = two_player_round()
    state.apply_move(move("1D"))
    view = seat_view(state, 1)
    lays = hand_constraints(view)
    # Uniform guesses contradict the lay three times in four (16 of the 32 unseen cards
    # could take); weighted by UNLIKELY, about one in seven.
    assert UNLIKELY < 0.1
    assert contradicted_share(view, NO_BELIEFS, 0, lays[0], 500) > 0.65
    assert contradicted_share(view, Beliefs(lays), 0, lays[0], 500) < 0.25


def test_guesses_keep_every_card_and_every_hand_size():
    state = two_player_round()
    state.apply_move(move("1D"))
    view = seat_view(state, 1)
    sample = determinize(view, random.Random(5), Beliefs(hand_constraints(view)))
    dealt_later = mask_of(c for deal in sample.deals[sample.deals_made :] for hand in deal.hands for c in hand)
    assert sample.hands[1] == view.hand
    assert sample.hands[0].bit_count() == 2
    assert sample.hands[0] | dealt_later == view.unseen
    assert not sample.hands[0] & dealt_later


def scopone_view_after_a_telling_move():
    """A Scopone round played by Greedy until the seat to play has read something into another's move."""
    match = Match(Rules(players=4, teams=2, variants={"scopone"}), seed=4)
    easy = make_player("easy")
    while True:
        view = match.view(match.current_player())
        beliefs = hand_constraints(view)
        if any(beliefs):
            return view, beliefs
        match.apply_move(easy.choose(view))


def test_with_scopone_hands_the_reading_bends_the_guesses_far_less(monkeypatch):
    """Nine cards in hand leave a player room to lay or take little by plan (BENCHMARKS.md measures
    how often medium and hard do), so there a telling move counts for much less than with three."""
    assert pass_up_rate(Rules(players=4, teams=2, variants={"scopone"})) > 5 * pass_up_rate(Rules(players=4, teams=2))
    view, beliefs = scopone_view_after_a_telling_move()
    seat = next(seat for seat, masks in enumerate(beliefs) if masks)
    read = beliefs[seat]
    uniform = contradicted_share(view, NO_BELIEFS, seat, read, 400)
    assert uniform > 0.2
    # bent, by about half (0.45 in theory)
    assert contradicted_share(view, Beliefs(beliefs), seat, read, 400) > 0.3 * uniform
    monkeypatch.setattr(inference, "UNLIKELY_LARGE_HAND", UNLIKELY)  # read as firmly as three-card hands are
    assert contradicted_share(view, Beliefs(beliefs), seat, read, 400) < 0.15 * uniform  # (0.07 in theory)
