"""A measuring tool, never a level: hard's search run on the true deal (issue 28, "the ceiling").

``ClairvoyantPlayer`` is ``hard`` with every hand and the stock in sight.  Hard
plays each candidate move out on thousands of deals guessed from its view;
this player plays them out on the one deal actually dealt, which the
tournament's referee shows it before each of its moves through ``reveal``
(the ordinary players still see only their ``SeatView``).  Everything else is
hard's: the same candidates (an unsafe lay left out when a safe move exists,
safety now judged against the cards the next seat really holds), the same
Greedy rollouts (careful ones in Scopone), the same utility and tie-break, the
same exact solve once nothing is hidden from hard either.  Since the true deal
is the same on every "sample" and a rollout is deterministic, one rollout a
candidate gives exactly what hard's race would settle on with all its samples
equal to it (``samples`` is 1).

What it measures: how much of a round's points can be had by a player who
knows the cards, playing hard's way.  No fair player can see the hidden
cards, so the margin by which it beats a level bounds what any improvement of
hard's *guessing* could gain.  It is not in ``levels.LEVEL_TABLE``: the game,
the settings, the network tables and ``make_player`` never offer it; only the
tournament seats it, as the side ``perfect``.

``HandSeeingPlayer`` (the side ``hands``) sees less: every hand, but not the
stock.  It is hard with its guessing of the hands made perfect: its deals keep
the true hands and shuffle only the cards still to be dealt, as many deals as
hard looks at.  Its margin over a level bounds what any better *reading of the
hands* could gain (the stock no reading can know).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..engine.captures import Move
from ..engine.cards import cards_of
from ..engine.state import RoundState, shuffled
from ..engine.view import SeatView
from .determinize import round_from
from .hard import DEFAULT_SAMPLES, DEFAULT_SECONDS, HardPlayer, candidates
from .inference import Beliefs
from .medium import sweep_risk

#: Its name as a tournament side (``--a perfect``); never an AI level.
PERFECT = "perfect"
#: ``HandSeeingPlayer``'s (``--a hands``); never an AI level.
HANDS = "hands"


class ClairvoyantPlayer(HardPlayer):
    """hard's search, played out on the deal the referee reveals (``reveal``) instead of sampled ones."""

    level = PERFECT

    #: Rollouts a candidate: one, since every "sample" is the same deal.
    samples_a_candidate = 1

    def __init__(self, seed: int | None = None, clock: Callable[[], float] = time.perf_counter) -> None:
        super().__init__(seed, seconds=DEFAULT_SECONDS, samples=self.samples_a_candidate, clock=clock)
        self._deal: RoundState | None = None

    def reveal(self, state: RoundState) -> None:
        """The referee shows the round as it truly stands (a copy is kept; ``state`` is not touched).

        Called before each of this player's moves; ``choose`` refuses a view the last
        revealed round does not match, so it never plays on a stale or missing deal.
        """
        deal = state.clone()
        deal.history = []  # the search never reads it; without it clones stay cheap
        self._deal = deal

    def _true_deal(self, view: SeatView) -> RoundState:
        deal = self._deal
        if (
            deal is None
            or deal.to_play != view.seat
            or deal.hands[view.seat] != view.hand
            or deal.table != view.table
            or deal.cards_to_play != sum(view.hand_sizes) + view.stock
        ):
            raise RuntimeError("the clairvoyant player was not shown this position (reveal it before choose)")
        return deal

    def search_moves(self, view: SeatView, moves: list[Move]) -> list[Move]:
        """hard's candidates, a lay's safety judged against the next seat's true hand."""
        deal = self._true_deal(view)
        rules = view.rules
        following = (view.seat + 1) % rules.players
        if sum(view.hand_sizes) == 1 and view.stock:  # our card ends the deal: the next one's hand
            held = deal.dealt_hands[deal.deals_made][following]
        else:
            held = deal.hands[following]
        return candidates(view, moves, lambda move: sweep_risk(view, move, held) == 0)

    def sample_deal(self, view: SeatView, rng: random.Random, beliefs: Beliefs) -> RoundState:
        """The true deal, every time (the candidates' rollouts clone it)."""
        return self._true_deal(view)


class HandSeeingPlayer(ClairvoyantPlayer):
    """hard's search on deals that keep every true hand and shuffle only the stock (``--a hands``)."""

    level = HANDS
    samples_a_candidate = DEFAULT_SAMPLES

    def search_moves(self, view: SeatView, moves: list[Move]) -> list[Move]:
        """hard's candidates, a lay's safety judged against the next seat's true hand while it holds one;
        a card that ends the deal is judged as hard judges it (the next hands are still in the stock)."""
        if sum(view.hand_sizes) == 1 and view.stock:
            return candidates(view, moves)
        return super().search_moves(view, moves)

    def sample_deal(self, view: SeatView, rng: random.Random, beliefs: Beliefs) -> RoundState:
        """The true hands, the deals to come shuffled from the cards no hand holds."""
        deal = self._true_deal(view)
        stock = [card for hands in deal.dealt_hands[deal.deals_made :] for hand in hands for card in cards_of(hand)]
        return round_from(view, list(deal.hands), shuffled(stock, rng))


#: The measuring tools a tournament may seat as a side, by name: never AI levels.
MEASURING_PLAYERS: dict[str, type[ClairvoyantPlayer]] = {PERFECT: ClairvoyantPlayer, HANDS: HandSeeingPlayer}
