"""The table laid out at every size for every table: nothing overlaps and nothing
leaves the view, with the most cards the rules allow in hands, on the table and
in the piles (a property test over window sizes and tables)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF

from scopa_desktop.engine import Rules
from scopa_desktop.gui.game_model import TableEvents, TableSnapshot
from scopa_desktop.gui.narration.score_panel import READABLE_PX
from scopa_desktop.gui.table import TableScene
from scopa_desktop.gui.table.card_item import CardItem
from scopa_desktop.gui.table.choreography import scopa_banner
from scopa_desktop.gui.table.pictures import CardPictures

MIN_SIZE, MAX_SIZE = (560, 400), (2560, 1440)
TABLES = {
    "2": Rules(players=2),
    "3": Rules(players=3),
    "4 alone": Rules(players=4),
    "4 in partnerships": Rules(players=4, teams=2),
    "6 alone": Rules(players=6),
    "6 in two teams": Rules(players=6, teams=2),
    "6 in three teams": Rules(players=6, teams=3),
    "scopone": Rules(players=4, teams=2, variants=frozenset({"scopone"})),
    "scopone scientifico": Rules(players=4, teams=2, variants=frozenset({"scopone-scientifico"})),
}
MOST_ON_TABLE = 12
MOST_SCOPE = 6


class StubGame(TableEvents):
    """The few questions the scene asks the controller, answered from a snapshot (the table's
    signals are the games' own declaration, so a new one reaches the stub too)."""

    def __init__(self, snapshot: TableSnapshot) -> None:
        super().__init__()
        self._snapshot = snapshot
        self.human_seat = snapshot.human_seat

    def snapshot(self) -> TableSnapshot:
        return self._snapshot

    def in_match(self) -> bool:
        return True

    def seat_name(self, seat: int) -> str:
        return "You" if seat == 0 else ("Giulia", "Marco", "Sofia", "Luca", "Chiara")[seat - 1]

    def team_short_name(self, team: int) -> str:
        return ("Us", "Them", "G & L")[team] if len(set(self._snapshot.team_of)) < self._snapshot.players \
            else self.seat_name(team)


def fullest_snapshot(rules: Rules, on_table: int, scope: int, clockwise: bool) -> TableSnapshot:
    """Every hand full, ``on_table`` cards on the table and ``scope`` scope in each pile."""
    cards = iter(range(40))
    hand = tuple(itertools.islice(cards, rules.hand_size))
    table = tuple(itertools.islice(cards, on_table))
    scopa_cards = tuple(tuple(itertools.islice(itertools.cycle(table or hand), scope)) for _ in range(rules.teams))
    return TableSnapshot(
        players=rules.players, human_seat=0, clockwise=clockwise, hand_size=rules.hand_size,
        team_of=tuple(rules.team_of(s) for s in range(rules.players)), hand=hand,
        hand_sizes=(rules.hand_size,) * rules.players, table=table, stock=30, pile_counts=(38,) * rules.teams,
        scopa_cards=scopa_cards, to_play=1, match_over=False)


def occupied(scene: TableScene) -> list[tuple[str, QRectF]]:
    """What must not overlap: each hand as one fan, each table card, the stock, each
    capture pile with its crosswise scope, each name plate and each label."""
    def card_rect(item: CardItem) -> QRectF:
        return item.mapRectToScene(QRectF(0, 0, item.width, item.height))

    def union(items) -> QRectF:
        rect = QRectF()
        for item in items:
            rect = rect.united(card_rect(item))
        return rect

    places = [("hand", union(scene.hand.items.values()))]
    places += [(f"table {card}", card_rect(item)) for card, item in scene.table.items.items()]
    places += [(f"hand of {seat}", union(backs.items)) for seat, backs in scene.backs.items()]
    places += [("stock", union(scene.stock.items))]
    places += [(f"pile {team}", union([*pile.scope, *pile.heap.items])) for team, pile in scene.captures.items()]
    places += [(f"plate {seat}", plate.sceneBoundingRect()) for seat, plate in scene.plates.items()]
    places += [(f"label {label.text()!r}", label.sceneBoundingRect()) for label in scene.labels]
    return [(name, rect) for name, rect in places if not rect.isEmpty()]


class LongNamesGame(StubGame):
    """A networked table whose players chose names of the most characters the protocol allows (24)."""

    NAMES = ("Maximilian von Hohenberg", "Alessandra Bianchi-Rossi", "Hohenzollern-Sigmaringen",
             "Giovanni Battista Esposi", "Anna Maria Mastrogiacom", "Karl-Heinz Müller-Lüdens")

    def seat_name(self, seat: int) -> str:
        return self.NAMES[seat]


def lay_out(table: str, width: int, height: int, on_table: int, scope: int, clockwise: bool,
            game: type[StubGame] = StubGame) -> TableScene:
    snapshot = fullest_snapshot(TABLES[table], on_table, scope, clockwise)
    # Where a card lies does not hang on its drawing: the plainest deck's, whose back takes a
    # millisecond at any width where the Neapolitan lattice takes up to half a second at each new one.
    scene = TableScene(game(snapshot), CardPictures("large-print", lambda: 1.0))
    scene.resize_to(width, height)
    scene.sync()
    return scene


def problems(scene: TableScene) -> list[str]:
    view = scene.sceneRect()
    places = occupied(scene)
    found = [f"{name} {rect} leaves the view" for name, rect in places if not view.contains(rect)]
    for (name, rect), (other, other_rect) in itertools.combinations(places, 2):
        if rect.intersects(other_rect):
            found.append(f"{name} {rect} overlaps {other} {other_rect}")
    # The Scopa banner shows over an emptied table: it may cover where table cards were, nothing else.
    assert scene.layout_ is not None
    banner = scopa_banner(scene.layout_, "Scopa!").sceneBoundingRect()
    if not view.contains(banner):
        found.append(f"the Scopa banner {banner} leaves the view")
    found += [f"the Scopa banner {banner} overlaps {name} {rect}" for name, rect in places
              if not name.startswith("table ") and banner.intersects(rect)]
    return found


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=st.sampled_from(sorted(TABLES)), width=st.integers(MIN_SIZE[0], MAX_SIZE[0]),
       height=st.integers(MIN_SIZE[1], MAX_SIZE[1]), on_table=st.integers(0, MOST_ON_TABLE),
       scope=st.integers(0, MOST_SCOPE), clockwise=st.booleans())
def test_nothing_on_the_table_overlaps_or_leaves_the_view(qapp, table, width, height, on_table, scope, clockwise):
    assert problems(lay_out(table, width, height, on_table, scope, clockwise)) == []


@pytest.mark.parametrize("table", sorted(TABLES))
@pytest.mark.parametrize("size", [MIN_SIZE, (1024, 600), (1366, 768), (1920, 1080), MAX_SIZE])
def test_every_table_at_the_usual_sizes_with_the_most_cards(qapp, table, size):
    assert problems(lay_out(table, *size, on_table=MOST_ON_TABLE, scope=MOST_SCOPE, clockwise=False)) == []


@pytest.mark.parametrize("table", sorted(TABLES))
@pytest.mark.parametrize("size", [MIN_SIZE, (1024, 600), (1366, 768), (1920, 1080)])
def test_players_long_names_overlap_nothing_and_the_players_own_is_drawn_whole(qapp, table, size):
    """The player's own plate kept one width (6.5 plate heights) whatever the name: at a networked
    table "Maximilian von Hohenberg" and "your turn" were drawn at 8 px on two lines in a one-line
    plate. It is as wide as its words where there is room beside the hand, else two lines tall (and
    Scopone's ten cards overlap a little more to leave that room).  The
    plates across the felt, one line tall, drew "Hohenzollern-Sigmaringen" and "3 in hand" at 9 px:
    they are two lines tall for such a name where that costs the cards little."""
    scene = lay_out(table, *size, on_table=MOST_ON_TABLE, scope=MOST_SCOPE, clockwise=False, game=LongNamesGame)
    assert problems(scene) == []
    own = scene.plates[0]
    place = scene.layout_.seats[0]
    own.configure(place.plate, LongNamesGame.NAMES[0], "your turn", True, place.stacked)
    assert own.shown_lines()[0] == LongNamesGame.NAMES[0]
    if size != MIN_SIZE:  # the player's own (Scopone's ten cards overlap a little more for it), and every
        # other seat's, across the felt (two lines tall there) or beside it
        assert own.shown_px() >= READABLE_PX, (own.shown_lines(), own.shown_px())
        for seat, plate in scene.plates.items():
            assert plate.shown_lines()[0] == LongNamesGame.NAMES[seat]
            assert seat == 0 or plate.shown_px() >= READABLE_PX, (plate.shown_lines(), plate.shown_px())
