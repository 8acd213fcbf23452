"""RULES.md §4 (a turn, scopa) and §5 (end of the round) on hand-made positions."""

from __future__ import annotations

import pytest
from helpers_engine import card_set, final_deal, move, opening, play

from scopa_desktop.engine import IllegalMove, Move, Rules
from scopa_desktop.engine.captures import STANDARD_CAPTURE
from scopa_desktop.engine.cards import RANK, cards_of, parse_card

TWO = Rules()
NO_SCOPA_IN_LAST_DEAL = Rules(last_deal_scopa="none")
ACES = Rules(variants={"asso-piglia-tutto"})


def takes(state, played: str) -> list[set[str]]:
    return sorted((card_set(t) for t in state.options_for(parse_card(played))), key=sorted)


# §4.1 equal rank first, exactly one, the player's choice ---------------------------------


def test_equal_rank_card_is_taken_before_any_sum():
    # Danish guide: "enkeltkort går forud for kombinationer" -- 7 takes the 7, not 3+4.
    state = opening(TWO, "7C 3B 4S 1D", ["7S 2C 9B", "5S 6D 8C"])
    assert takes(state, "7S") == [{"7C"}]
    assert state.why_illegal(move("7S", "3B 4S")) is not None
    with pytest.raises(IllegalMove, match="same rank"):
        state.apply_move(move("7S", "3B 4S"))


def test_equal_rank_may_not_take_both_equal_cards_nor_the_card_plus_a_sum():
    state = opening(TWO, "5C 5B 2S 3D", ["5D 1C 9B", "4S 6D 8C"])
    assert state.why_illegal(move("5D", "5C 5B")) is not None
    assert state.why_illegal(move("5D", "5C 2S 3D")) is not None


def test_player_chooses_which_of_several_equal_rank_cards():
    # German guide: "Wenn mehrere Karten diesen Rang haben, kannst du nur eine davon ... nehmen."
    state = opening(TWO, "7D 7C 2S 3B", ["7S 1C 9B", "4S 6D 8C"])
    assert takes(state, "7S") == [{"7C"}, {"7D"}]
    play(state, move("7S", "7D"))
    assert card_set(state.piles[0]) == {"7S", "7D"}
    assert card_set(state.table) == {"7C", "2S", "3B"}


def test_settebello_can_be_chosen_when_two_sevens_lie_on_the_table():
    state = opening(TWO, "7B 7D 1S 10C", ["7C 2C 9B", "4S 6D 8C"])
    assert state.why_illegal(move("7C", "7D")) is None
    state.apply_move(move("7C", "7D"))
    assert state.piles[0] >> parse_card("7D") & 1


# §4.2 sums: two or more cards, choice among sets ------------------------------------------


def test_danish_guide_example_a_seven_takes_a_three_and_a_four():
    # "Spiller du for eksempel en 7'er, kan du fange en 3'er og en 4'er sammen."
    state = opening(TWO, "3C 4S 9B 10D", ["7B 2C 8D", "6S 6D 8C"])
    assert takes(state, "7B") == [{"3C", "4S"}]
    assert play(state, move("7B", "3C 4S")) == [False]


def test_sum_of_two_or_more_cards_and_choice_among_sets():
    state = opening(TWO, "1D 2C 3S 4B", ["5D 10C 9B", "6S 6D 8C"])
    assert takes(state, "5D") == [{"1D", "4B"}, {"2C", "3S"}]
    assert takes(state, "10C") == [{"1D", "2C", "3S", "4B"}]
    assert takes(state, "9B") == [{"2C", "3S", "4B"}]
    assert takes(state, "6D") == [{"1D", "2C", "3S"}, {"2C", "4B"}]


def test_a_take_that_does_not_add_up_is_refused():
    state = opening(TWO, "1D 2C 3S 4B", ["5D 10C 9B", "6S 6D 8C"])
    reason = state.why_illegal(move("5D", "1D 3S"))
    assert reason is not None and "add up" in reason


def test_a_single_table_card_of_lower_rank_is_not_a_sum():
    state = opening(TWO, "3D 6C 9S 10B", ["4D 5C 8B", "1S 2D 8C"])
    assert takes(state, "4D") == [set()]  # laid: no 4 and no two cards make 4


def test_sum_with_two_cards_of_the_same_rank():
    state = opening(TWO, "2D 2C 6S 10B", ["4B 1C 8B", "1S 3D 8C"])
    assert takes(state, "4B") == [{"2C", "2D"}]
    assert takes(state, "8B") == [{"2C", "6S"}, {"2D", "6S"}]


# §4 capture is mandatory; otherwise the card is laid --------------------------------------


def test_capture_is_mandatory_for_the_card_played():
    state = opening(TWO, "3D 4C 9S 10B", ["7D 1C 2B", "1S 5D 8C"])
    reason = state.why_illegal(move("7D"))
    assert reason is not None and "must capture" in reason
    before = (state.hands[:], state.table, state.piles[:], len(state.history))
    with pytest.raises(IllegalMove):
        state.apply_move(move("7D"))
    assert (state.hands, state.table, state.piles, len(state.history)) == before


def test_which_card_to_play_is_free_and_a_card_that_cannot_take_is_laid():
    state = opening(TWO, "3D 4C 9S 10B", ["7D 2B 1C", "1S 5D 8C"])
    # 2B cannot take anything, so it may be played (laid) though 7D could capture.
    assert takes(state, "2B") == [set()]
    play(state, move("2B"))
    assert card_set(state.table) == {"3D", "4C", "9S", "10B", "2B"}
    assert state.last_capturer is None


def test_a_card_that_cannot_take_may_not_pretend_to():
    state = opening(TWO, "3D 4C 9S 10B", ["2B 7D 1C", "1S 5D 8C"])
    assert "laid" in state.why_illegal(move("2B", "3D"))


def test_card_not_in_hand_and_card_not_on_table_are_refused():
    state = opening(TWO, "3D 4C 9S 10B", ["7D 2B 1C", "1S 5D 8C"])
    assert "not in the hand" in state.why_illegal(move("1S"))
    assert "not on the table" in state.why_illegal(move("7D", "3D 4B"))


@pytest.mark.parametrize("take", [-1, 1 << 40, 1 << 45])
def test_a_take_that_is_no_set_of_cards_is_refused_not_crashed(take):
    state = opening(TWO, "3D 4C 9S 10B", ["7D 2B 1C", "1S 5D 8C"])
    assert state.why_illegal(Move(parse_card("7D"), take)) is not None
    with pytest.raises(IllegalMove):
        state.apply_move(Move(parse_card("7D"), take))
    assert len(state.history) == 0 and state.hands[0].bit_count() == 3


def test_captured_cards_and_the_capturing_card_go_to_the_team_pile():
    rules = Rules(players=4, teams=2)  # seats 0 and 2 are team 0, seats 1 and 3 team 1
    state = opening(rules, "3D 4C 9S 10B", ["1C 2B 6D", "8D 5B 6S", "9D 2C 1S", "5D 6C 8C"])
    play(state, move("1C"), move("5B", "1C 4C"), move("9D", "9S"), move("5D"))
    assert card_set(state.piles[0]) == {"9D", "9S"}
    assert card_set(state.piles[1]) == {"5B", "1C", "4C"}
    assert card_set(state.table) == {"3D", "10B", "5D"}
    assert state.last_capturer == 0


# §4 scopa ------------------------------------------------------------------------------------


def test_a_capture_that_empties_the_table_is_a_scopa_and_counts_once():
    state = opening(TWO, "3D 4C 1S 1B", ["9B 2C 8D", "6S 6D 8C"])
    assert play(state, move("9B", "3D 4C 1S 1B")) == [True]
    assert state.scope == [1, 0]
    assert state.history[-1].scopa


def test_a_capture_that_leaves_cards_is_no_scopa():
    state = opening(TWO, "3D 4C 1S 10B", ["7B 2C 8D", "6S 6D 8C"])
    assert play(state, move("7B", "3D 4C")) == [False]
    assert state.scope == [0, 0]


def test_no_scopa_for_the_very_last_card_but_a_scopa_for_the_one_before_it():
    state = final_deal(TWO, "5C", ["5D", "2S"], to_play=0)
    # 5D sweeps the table with one card still to come: a scopa.
    assert play(state, move("5D", "5C")) == [True]
    state = final_deal(TWO, "3B", ["2C", "5S"], to_play=0)
    # 2C is laid, then the very last card 5S sweeps 3B+2C: no scopa.
    assert play(state, move("2C"), move("5S", "3B 2C")) == [False, False]
    assert state.scope == [0, 0]
    assert state.is_terminal()


def test_option_none_no_scopa_in_the_whole_final_deal():
    # German guide: a scopa only "while there are still cards in the stock".
    state = final_deal(NO_SCOPA_IN_LAST_DEAL, "5C", ["5D 4D", "2S 1S"], to_play=0)
    assert play(state, move("5D", "5C")) == [False]
    assert state.scope == [0, 0]


def test_option_none_still_scores_a_scopa_while_the_stock_is_not_empty():
    state = opening(NO_SCOPA_IN_LAST_DEAL, "3D 4C 1S 1B", ["9B 2C 8D", "6S 6D 8C"])
    assert state.stock_count > 0
    assert play(state, move("9B", "3D 4C 1S 1B")) == [True]
    assert state.scope == [1, 0]


# §5 end of the round: leftovers ----------------------------------------------------------


def test_leftovers_go_to_the_last_capturer_and_are_no_scopa():
    state = final_deal(TWO, "9C 10C", ["4B", "3B"], to_play=0, piles=["", "1D"], last_capturer=1)
    play(state, move("4B"), move("3B"))
    assert state.is_terminal()
    assert state.table == 0
    assert card_set(state.leftover) == {"9C", "10C", "4B", "3B"}
    assert card_set(state.piles[1]) == {"1D", "9C", "10C", "4B", "3B"}
    assert state.scope == [0, 0]


def test_leftovers_go_to_whoever_captured_last_in_the_round_not_in_the_deal():
    state = final_deal(TWO, "9C 10C", ["4B 1B", "3B 5D"], to_play=0, piles=["", ""], last_capturer=None)
    play(state, move("4B"), move("3B"), move("1B"), move("5D", "4B 1B"))
    assert card_set(state.piles[1]) == {"5D", "4B", "1B", "9C", "10C", "3B"}
    assert state.piles[0] == 0


def test_leftovers_go_to_nobody_if_nobody_captured():
    state = final_deal(TWO, "9C 10C", ["4B", "3B"], to_play=0, piles=["", ""], last_capturer=None)
    play(state, move("4B"), move("3B"))
    assert state.is_terminal()
    assert state.piles == [0, 0]
    assert card_set(state.leftover) == {"9C", "10C", "4B", "3B"}


def test_the_round_is_over_after_the_last_card():
    state = final_deal(TWO, "9C", ["4B", "3B"], to_play=0)
    play(state, move("4B"), move("3B"))
    assert state.legal_moves() == []
    assert state.why_illegal(move("3B")) == "the round is over"


# §8 asso piglia tutto ---------------------------------------------------------------------


def test_ace_takes_every_card_on_the_table_and_is_no_scopa():
    state = opening(ACES, "3D 4C 9S 10B", ["1D 2C 8D", "6S 6D 8C"])
    assert takes(state, "1D") == [{"3D", "4C", "9S", "10B"}]
    assert play(state, move("1D", "3D 4C 9S 10B")) == [False]
    assert state.scope == [0, 0]
    assert state.last_capturer == 0


def test_ace_takes_every_card_even_when_an_ace_lies_on_the_table():
    state = opening(ACES, "1S 4C 9S 10B", ["1D 2C 8D", "6S 6D 8C"])
    assert takes(state, "1D") == [{"1S", "4C", "9S", "10B"}]
    assert state.why_illegal(move("1D", "1S")) is not None


def test_ace_on_an_empty_table_is_laid():
    state = final_deal(ACES, "", ["1D 2C", "6S 5S"], to_play=0)
    assert takes(state, "1D") == [set()]
    play(state, move("1D"))
    assert card_set(state.table) == {"1D"}


def test_other_cards_still_take_an_ace_by_sum_under_asso_piglia_tutto():
    state = opening(ACES, "1S 4C 9S 10B", ["5D 2C 8D", "6S 6D 8C"])
    assert takes(state, "5D") == [{"1S", "4C"}]


def test_without_the_variant_an_ace_is_an_ordinary_card():
    state = opening(TWO, "3D 1C 9S 10B", ["1D 2C 8D", "6S 6D 8C"])
    assert takes(state, "1D") == [{"1C"}]


# the fast move list agrees with the per-card options ------------------------------------------


@pytest.mark.parametrize("table", ["1C 3S 4B 5C", "2C 2S 2B 4C", "", "7C 7S 3B 4D", "6C 1S 1B 2D 3D 10S"])
def test_legal_moves_are_each_hand_card_with_each_of_its_options(table):
    state = final_deal(TWO, table, ["1D 4D 5D 6D 7D 10D", "9D"], to_play=0)
    expected = {(m_card, take) for m_card in cards_of(state.hands[0]) for take in state.options_for(m_card)}
    assert {tuple(m) for m in state.legal_moves()} == expected
    for m in state.legal_moves():
        assert state.why_illegal(m) is None
        assert STANDARD_CAPTURE.options(state.table, RANK[m.card]) == state.options_for(m.card)



def test_every_refusal_names_its_kind_and_the_cards_concerned():
    """A user interface words refusals by kind, in its own language; the English text stays the engine's."""
    state = opening(TWO, "3D 4C 9S 7B", ["7D 2B 1C", "1S 5D 8C"])
    cases = {
        ("7D", "3D 4B"): ("not-on-table", {"4B"}),
        ("7D", "3D 4C"): ("same-rank", set()),
        ("1S", ""): ("not-in-hand", set()),
        ("2B", "3D"): ("must-lay", set()),
        ("7D", ""): ("must-capture", set()),
    }
    for (played, taken), (kind, concerned) in cases.items():
        refusal = state.refusal(move(played, taken))
        assert (refusal.kind, card_set(refusal.cards), refusal.card) == (kind, concerned, parse_card(played))
        assert str(refusal) == refusal.text == state.why_illegal(move(played, taken))
    sums = opening(TWO, "3D 4C 2S 10B", ["9D 2B 1C", "1S 5D 8C"])
    refusal = sums.refusal(move("9D", "3D 4C"))
    assert (refusal.kind, card_set(refusal.cards)) == ("wrong-sum", {"3D", "4C"})
    refusal = sums.refusal(move("9D", "2S"))
    assert (refusal.kind, card_set(refusal.cards), refusal.text) == ("wrong-card", {"2S"}, "2S is not worth 9")
    assert state.refusal(move("7D", "7B")) is None
    aces = opening(ACES, "3D 4C 9S 10B", ["1D 2C 8D", "6S 6D 8C"]).refusal(move("1D", "3D"))
    assert aces.kind == "ace-takes-all"
