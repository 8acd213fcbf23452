"""RULES.md §6 (scoring a round) and the scoring variants of §8, on hand-made piles."""

from __future__ import annotations

import random

import pytest
from helpers_engine import cards

from scopa_desktop.engine import Rules, names_of, parse_card
from scopa_desktop.engine.cards import FULL_DECK, value_sum
from scopa_desktop.engine.scoring import primiera, round_points, score_round
from scopa_desktop.engine.variants import napola_run

TWO = Rules()


def split(pile0: str) -> list[int]:
    """Two piles: the named cards to team 0, every other card to team 1."""
    mask = cards(pile0)
    return [mask, FULL_DECK & ~mask]


# Primiera --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rank", "value"), [(7, 21), (6, 18), (1, 16), (5, 15), (4, 14), (3, 13), (2, 12), (8, 10), (9, 10), (10, 10)]
)
def test_primiera_value_of_each_rank(rank, value):
    # The rank in Denari, and a 10 (worth 10) in every other suit.
    assert primiera(cards(f"{rank}D 10C 10S 10B")) == value + 30


def test_primiera_takes_the_best_card_of_each_suit_not_the_highest_rank():
    pile = cards("7D 10D 6C 9C 1S 5S 2B 8B")
    assert primiera(pile) == 21 + 18 + 16 + 12


def test_primiera_best_in_suit_ace_beats_five_and_six_beats_ace():
    assert primiera(cards("1D 5D 2C 2S 2B")) == 16 + 36
    assert primiera(cards("1D 6D 2C 2S 2B")) == 18 + 36


def test_a_pile_lacking_a_suit_has_no_primiera():
    assert primiera(cards("7D 7C 7S 6D 6C 6S")) is None


def test_primiera_with_a_missing_suit_goes_to_the_other_side_even_if_lower():
    # Team 0 has the three best sevens but no Bastoni; team 1 has every Bastoni and some of each suit.
    piles = [cards("7D 7C 7S 6D 6C 6S"), FULL_DECK & ~cards("7D 7C 7S 6D 6C 6S")]
    score = score_round(TWO, piles, [0, 0])
    assert score.teams[0].primiera is None
    assert score.teams[1].best_primiera and not score.teams[0].best_primiera


def test_nobody_scores_primiera_when_nobody_has_all_four_suits():
    piles = [cards("1D 2D 3D 1C 2C 3C"), cards("1S 2S 3S 1B 2B 3B")]
    score = score_round(TWO, piles, [0, 0])
    assert [t.primiera for t in score.teams] == [None, None]
    assert not any(t.best_primiera for t in score.teams)


def test_tied_primiera_scores_nobody():
    piles = [cards("7D 7C 1S 1B 2D"), cards("7S 7B 1D 1C 2C")]
    score = score_round(TWO, piles, [0, 0])
    assert score.teams[0].primiera == score.teams[1].primiera == 74
    assert not any(t.best_primiera for t in score.teams)


# Carte, denari, settebello, scope ----------------------------------------------------------


def test_a_full_breakdown():
    # Team 0: 22 cards, 6 coins, the settebello, sevens in every suit but spade; team 1 the rest.
    pile0 = "1D 2D 3D 4D 5D 7D 7C 6C 5C 4C 3C 2C 1C 1S 2S 3S 7B 6B 5B 4B 3B 2B"
    score = score_round(TWO, split(pile0), [1, 0])
    t0, t1 = score.teams
    assert (t0.cards, t0.coins, t0.settebello, t0.scope) == (22, 6, True, 1)
    assert (t1.cards, t1.coins, t1.settebello) == (18, 4, False)
    assert t0.primiera == 21 + 21 + 16 + 21
    assert t1.primiera == 18 + 10 + 21 + 16  # 6D, a face card of Coppe, 7S, 1B
    assert t0.points == 1 + 1 + 1 + 1 + 1  # cards, coins, settebello, primiera, one scopa
    assert t1.points == 0
    assert score.points == (5, 0)


def test_tied_cards_and_tied_coins_score_nobody():
    pile0 = "1D 2D 3D 4D 5D 1C 2C 3C 4C 5C 1S 2S 3S 4S 5S 1B 2B 3B 4B 5B"  # 20 cards, 5 coins
    score = score_round(TWO, split(pile0), [0, 0])
    t0, t1 = score.teams
    assert (t0.cards, t1.cards, t0.coins, t1.coins) == (20, 20, 5, 5)
    assert not (t0.most_cards or t1.most_cards or t0.most_coins or t1.most_coins)
    assert t1.settebello and t1.points == 1 + 1  # settebello and primiera (sevens beat aces)


def test_three_sides_a_tie_at_the_top_scores_nobody_even_with_a_lower_third():
    deck = names_of(FULL_DECK)  # Denari, Coppe, Spade, Bastoni, ranks in order
    piles = [cards(deck[0:15]), cards(deck[15:30]), cards(deck[30:40])]  # 15, 15 and 10 cards
    score = score_round(Rules(players=3), piles, [0, 0, 0])
    assert [t.cards for t in score.teams] == [15, 15, 10]
    assert not any(t.most_cards for t in score.teams)
    assert score.teams[0].most_coins  # all ten coins: not tied

    coins_tied = [cards("1D 2D 3D 4D 5D 1C"), cards("6D 7D 8D 9D 10D"), FULL_DECK & ~cards(deck[0:11])]
    score = score_round(Rules(players=3), coins_tied, [0, 0, 0])
    assert [t.coins for t in score.teams] == [5, 5, 0]
    assert not any(t.most_coins for t in score.teams)
    assert score.teams[2].most_cards


def test_each_scopa_is_a_point():
    score = score_round(TWO, split("7D"), [3, 2])
    assert score.teams[0].scope == 3 and score.teams[1].scope == 2
    # team 0: settebello + 3 scope; team 1: cards, coins, primiera + 2 scope
    assert score.points == (4, 5)


def test_settebello_is_never_tied_and_always_scores():
    score = score_round(TWO, [cards("7D"), FULL_DECK & ~cards("7D")], [0, 0])
    assert score.teams[0].settebello and score.teams[0].points == 1


def test_partners_pool_their_captures_as_one_team():
    # Four players in two teams score two piles: the engine keeps one pile per team.
    rules = Rules(players=4, teams=2)
    score = score_round(rules, split("7D 7C 7S 7B"), [0, 0])
    assert len(score.teams) == 2
    assert score.teams[0].points == 2 and score.teams[1].points == 2  # settebello+primiera / cards+coins


# Variants ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pile", "run"),
    [
        ("1D 2D", 0),
        ("1D 2D 4D 5D", 0),
        ("2D 3D 4D 5D", 0),
        ("1D 2D 3D", 3),
        ("1D 2D 3D 5D 6D", 3),
        ("1D 2D 3D 4D 5D", 5),
        ("1D 2D 3D 4D 5D 6D 7D 8D 9D", 9),
        ("1D 2D 3D 4D 5D 6D 7D 8D 9D 10D", 10),
    ],
)
def test_napola_run(pile, run):
    assert napola_run(cards(pile)) == run


def test_napola_scores_the_run_only_when_played():
    pile0 = "1D 2D 3D 4D 8C 9C"
    with_napola = score_round(Rules(variants={"napola"}), split(pile0), [0, 0])
    without = score_round(TWO, split(pile0), [0, 0])
    assert with_napola.teams[0].line("napola") == ("napola", 4, parse_card("4D"))
    assert without.teams[0].line("napola").points == 0 and without.teams[0].lines == ()
    assert with_napola.teams[0].points == without.teams[0].points + 4
    assert with_napola.teams[1].line("napola") == ("napola", 0, -1)


def test_napola_for_the_whole_suit_scores_ten():
    score = score_round(Rules(variants={"napola"}), split("1D 2D 3D 4D 5D 6D 7D 8D 9D 10D"), [0, 0])
    assert score.teams[0].line("napola").points == 10
    assert score.teams[0].points == 10 + 1 + 1  # napola, coins, settebello (cards 10-30, no primiera)


def test_rebello_scores_the_king_of_coins():
    rules = Rules(variants={"rebello"})
    score = score_round(rules, split("10D"), [0, 0])
    assert score.teams[0].line("rebello") == ("rebello", 1, parse_card("10D")) and score.teams[0].points == 1
    assert score.teams[1].line("rebello") == ("rebello", 0, -1)
    assert not score_round(TWO, split("10D"), [0, 0]).teams[0].line("rebello").points
    assert score_round(TWO, split("10D"), [0, 0]).teams[0].points == 0


def test_rosmarino_scores_the_fante_of_swords():
    rules = Rules(variants={"rosmarino"})
    score = score_round(rules, split("8S"), [0, 0])
    assert score.teams[0].line("rosmarino") == ("rosmarino", 1, parse_card("8S")) and score.teams[0].points == 1
    assert score_round(TWO, split("8S"), [0, 0]).teams[0].points == 0


def test_card_value_scoring():
    # German guide: the sum of the capture values, plus a point for each scopa, most cards,
    # most coins and the Münz-Sieben; no primiera.
    rules = Rules(variants={"card-value"})
    pile0 = "7D 7C 7S 7B 1D"  # all four sevens: the best primiera, which does not count here
    score = score_round(rules, split(pile0), [2, 1])
    t0, t1 = score.teams
    assert value_sum(cards(pile0)) == 29
    assert t0.line("card-values").points == 29 and t1.line("card-values").points == 220 - 29
    assert not t0.best_primiera
    assert t0.points == 29 + 2 + 1  # values, scope, settebello
    assert t1.points == 191 + 1 + 1 + 1  # values, scopa, most cards, most coins


def test_card_values_of_the_whole_pack_add_up_to_220():
    assert value_sum(FULL_DECK) == 220


@pytest.mark.parametrize("rules", [TWO, Rules(players=4, teams=2), Rules(players=6, teams=2)], ids=["2", "4/2", "6/2"])
def test_two_sides_round_points_are_the_breakdowns_points_ties_and_missing_suits_included(rules):
    # Small piles as often as full ones: ties in cards, coins and primiera, and piles lacking a suit.
    rng = random.Random(28)
    for share in [0.03, 0.1, 0.25, 0.5] * 1000:
        owner = [0 if draw < share else 1 if draw < 2 * share else 2 for draw in (rng.random() for _ in range(40))]
        piles = [sum(1 << c for c in range(40) if owner[c] == team) for team in range(2)]
        scope = [rng.randrange(3), rng.randrange(3)]
        assert round_points(rules, piles, scope) == score_round(rules, piles, scope).points
