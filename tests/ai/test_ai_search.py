"""hard's race between candidate moves: who leaves it, and when the search may stop."""

import random

from scopa_desktop.ai.hard import CHECK_EVERY, CandidateRace


def race_after(deals: list[list[float]]) -> tuple[CandidateRace, bool]:
    race = CandidateRace(len(deals[0]))
    for outcome in deals:
        race.add([outcome[index] for index in race.live])
    return race, race.settle()


def test_a_candidate_behind_on_every_deal_leaves_at_the_first_look():
    rng = random.Random(1)
    deals = []
    for _ in range(2 * CHECK_EVERY):
        luck = rng.choice([-3.0, 0.0, 2.0, 5.0])  # the deal's luck, shared by both moves
        deals.append([luck, luck - 1.0])
    race, done = race_after(deals)
    assert race.live == [0]
    assert done


def test_pairing_sees_a_steady_lead_that_the_spread_of_deals_would_hide():
    rng = random.Random(2)
    deals = []
    for _ in range(2 * CHECK_EVERY):
        luck = rng.uniform(-6.0, 6.0)  # far wider than the lead of 0.3 points
        deals.append([luck + 0.3, luck, luck + rng.uniform(-0.05, 0.05)])
    race, done = race_after(deals)
    assert race.live == [0]
    assert done


def test_close_noisy_candidates_stay_in_the_race():
    rng = random.Random(3)
    deals = [[rng.choice([-2.0, 0.0, 2.0]) + 0.1, rng.choice([-2.0, 0.0, 2.0])] for _ in range(2 * CHECK_EVERY)]
    race, done = race_after(deals)
    assert race.live == [0, 1]
    assert not done


def test_moves_that_always_come_out_alike_are_sure_near_ties():
    rng = random.Random(4)
    deals = []
    for _ in range(2 * CHECK_EVERY):
        luck = rng.choice([-1.0, 1.0, 3.0])
        deals.append([luck, luck, luck - 2.0])
    race, done = race_after(deals)
    assert race.live == [0, 1]
    assert race.mean(0) == race.mean(1)
    assert done
