"""Where everything goes on the table, as a pure function of the window size
and the seating: card sizes, each seat's hand and name plate, each side's capture
pile and its label, the stock and its label, the Play button, and the felt in
the middle.  No Qt widgets involved.

The table is three bands: the opponents seated across the top, a middle band
with the opponents seated at the sides and the felt between them, and the
player's own band at the bottom (name plate and Play button, hand, own pile).
Every place is a rectangle of its own; the card size is the largest at which
all of them fit the window side by side, so nothing ever overlaps.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ...skins import CARD_ASPECT

OPPONENT_SCALE = 0.62  # opponents' hands and the piles, relative to a table card
HAND_SCALE = 1.1  # the player's own hand, relative to a table card
MAX_CARD, MIN_CARD = 240.0, 24.0
SHRINK = 0.96  # each try at a smaller card when the table does not fit
MIN_TEXT_PX = 12
LINE = 1.35  # a line of text, in font sizes
STACKED = 1.8  # a two-line name plate (name above what it holds), in plate heights
PLATE_RIM = 3.0  # a plate draws its gold rim this far outside its rectangle
WIDEST_PLATE = 10.0  # a one-line plate grows with its words up to this many plate heights; past it its type shrinks
SQUEEZE_WORTH = 1.25  # the plates across the top go to two lines only for cards this much larger
READABLE_PLATE_PX = 11  # a one-line plate's words drawn smaller than this go to two lines, if that is cheap
LONG_NAME_COST = 0.9  # two-line plates across the top for a long name: the cards at least this large still
SIDE = 0.3  # |sin| of a seat's angle below this: it sits beside the felt, not above it


@dataclass(frozen=True)
class SeatPlace:
    seat: int
    angle: float  # degrees, 270 = bottom (the player), counted as the play goes round
    hand: QRectF  # the fanned hand
    plate: QRectF  # name, cards in hand, "thinking"
    card_width: float
    step: float  # distance between fanned cards
    stacked: bool = False  # a plate of two lines, name above detail (beside the felt; across it on a narrow
    # table; the player's own where a long name and "your turn" do not fit on one line beside the hand)


@dataclass(frozen=True)
class PilePlace:
    """A side's capture pile: the heap card, the crosswise scopa cards around it, its label."""

    heap: QPointF  # top left of the upright card on top
    area: QRectF  # the heap with the scopa cards sticking out at its sides
    label: QRectF  # owner above, count below


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_width: float  # a table card at most, and the stock
    seats: dict[int, SeatPlace]
    felt: QRectF  # where table cards lie and cards are dropped
    stock: QPointF
    stock_label: QRectF
    pile_places: dict[int, PilePlace]  # by team
    pile_width: float
    play_button: QRectF  # above the player's name plate
    text_px: int  # the size of the labels' type
    gap: float

    @property
    def card_height(self) -> float:
        return self.card_width * CARD_ASPECT

    @property
    def piles(self) -> dict[int, QPointF]:
        """Each side's heap card, top left, by team."""
        return {team: place.heap for team, place in self.pile_places.items()}

    @property
    def table_area(self) -> QRectF:
        """The felt right of the stock, where table cards lie."""
        left = self.stock_label.right() + self.gap
        return QRectF(left, self.felt.top() + self.gap, self.felt.right() - self.gap - left,
                      self.felt.height() - 2 * self.gap)

    def table_card_width(self, count: int) -> float:
        """The widest table card at which ``count`` of them lie side by side in rows on the felt."""
        area, gap = self.table_area, self.gap
        best = 0.0
        for columns in range(1, max(1, count) + 1):
            rows = math.ceil(max(1, count) / columns)
            by_width = (area.width() - gap * (columns - 1)) / columns
            by_height = (area.height() - gap * (rows - 1)) / rows / CARD_ASPECT
            best = max(best, min(self.card_width, by_width, by_height))
        return max(8.0, best)

    def table_slots(self, count: int) -> list[QPointF]:
        """Top-left corners for ``count`` table cards in centred rows on the felt, right of the stock."""
        if count == 0:
            return []
        area, gap = self.table_area, self.gap
        w = self.table_card_width(count)
        h = w * CARD_ASPECT
        per_row = max(1, min(count, int((area.width() + gap + 0.01) // (w + gap))))
        rows = math.ceil(count / per_row)
        top = area.center().y() - (h * rows + gap * (rows - 1)) / 2
        slots = []
        for index in range(count):
            row, column = divmod(index, per_row)
            in_row = min(per_row, count - row * per_row)
            left = area.center().x() - (in_row * w + (in_row - 1) * gap) / 2
            slots.append(QPointF(left + column * (w + gap), top + row * (h + gap)))
        return slots

    def scope_slots(self, team: int, count: int) -> list[QPointF]:
        """Top-left corners (before the quarter turn about their centres) of the
        scopa cards kept crosswise under ``team``'s heap, spread across its pile."""
        area = self.pile_places[team].area
        w, h = self.pile_width, self.pile_width * CARD_ASPECT
        travel = area.width() - h  # a crosswise card is h wide
        step = travel / (count - 1) if count > 1 else 0.0
        first = area.center().x() - travel / 2 if count > 1 else area.center().x()
        return [QPointF(first + index * step - w / 2, area.center().y() - h / 2) for index in range(count)]

    def hand_slots(self, seat: int, count: int) -> list[QPointF]:
        place = self.seats[seat]
        span = place.card_width + place.step * max(0, count - 1)
        left = place.hand.center().x() - span / 2
        return [QPointF(left + i * place.step, place.hand.top()) for i in range(count)]


def seat_angle(display_index: int, players: int, clockwise: bool) -> float:
    """The player sits at the bottom (270°); the others follow round the table in
    the order of play: counter-clockwise goes to the right first, clockwise to the left.
    Six players would crowd the player's corners, so the five opponents share the
    upper half of the table instead."""
    if display_index == 0:
        return 270.0
    if players == 6:
        angle = (display_index - 1) * 45.0
        return 180.0 - angle if clockwise else angle
    step = 360.0 / players
    return (270.0 + (-step if clockwise else step) * display_index) % 360.0


def plate_text_px(line_height: float) -> int:
    """The type of a plate's line of text ``line_height`` tall, before any shrinking to fit."""
    return max(MIN_TEXT_PX, int(line_height * 0.52))


def one_line_plate_w(words_em: float, plate_h: float, px: int | None = None) -> float:
    """The width of a one-line plate ``plate_h`` tall whose words are ``words_em`` type sizes wide:
    the words at ``px`` (``plate_text_px`` unless said), the rim at each end and the rounded ends'
    inset (``Plate``)."""
    return words_em * (plate_text_px(plate_h) if px is None else px) + 2 * PLATE_RIM + 0.6 * plate_h


@dataclass(frozen=True)
class PlateWords:
    """How wide the plates' words are, in type sizes: of the opponents', the widest of a one-line
    plate (name and detail) and the widest line of a two-line one (the name, or the detail); and the
    player's own one-line plate (a networked table's player goes by a name of up to 24 characters)."""

    one_line_em: float = 0.0
    line_em: float = 0.0
    own_one_line_em: float = 0.0
    own_line_em: float = 0.0  # the player's own plate on two lines: the name, or the detail


@dataclass(frozen=True)
class _Sizes:
    """Every size on the table for one card width."""

    cw: float
    margin: float
    hand_size: int
    plate_words: PlateWords

    @property
    def ch(self) -> float:
        return self.cw * CARD_ASPECT

    @property
    def gap(self) -> float:
        return max(8.0, self.cw * 0.15)

    @property
    def small(self) -> float:
        return self.cw * OPPONENT_SCALE

    @property
    def small_h(self) -> float:
        return self.small * CARD_ASPECT

    @property
    def plate_h(self) -> float:
        return max(22.0, self.cw * 0.3)

    @property
    def text_px(self) -> int:
        return max(MIN_TEXT_PX, int(self.cw * 0.17))

    @property
    def label_h(self) -> float:  # owner, cards, scope: three lines
        return 3 * LINE * self.text_px

    @property
    def small_step(self) -> float:
        return self.small * (0.45 if self.hand_size <= 3 else 0.22)

    @property
    def fan_w(self) -> float:
        return self.small + self.small_step * (self.hand_size - 1)

    @property
    def plate_w(self) -> float:  # a one-line plate: "Chiara   thinking…", as wide as its words (German's are long)
        return max(self.fan_w, self.plate_h * 6.0, self.words_plate_w(self.plate_words.one_line_em))

    @property
    def side_plate_w(self) -> float:  # a two-line plate beside the felt, as wide as its longer line
        return max(self.fan_w, self.plate_h * 4.4, self.words_plate_w(self.plate_words.line_em))

    def words_plate_w(self, words_em: float) -> float:
        """A plate as wide as its words, ``words_em`` type sizes on its widest line, up to WIDEST_PLATE."""
        return min(one_line_plate_w(words_em, self.plate_h), self.plate_h * WIDEST_PLATE)

    @property
    def pile_area_w(self) -> float:  # a crosswise card is as wide as a card is tall, plus room to spread
        return self.small_h + self.small * 0.35

    @property
    def pile_block_w(self) -> float:
        return max(self.pile_area_w, self.text_px * 8.0)

    def top_band_h(self, plate_h: float) -> float:
        """The band of the seats across the top: a fan above a plate ``plate_h`` tall, or a pile's block."""
        return max(self.small_h + 4 + plate_h, self.pile_block_h)

    @property
    def pile_block_h(self) -> float:
        return self.small_h + self.gap / 2 + self.label_h

    @property
    def hand_w(self) -> float:
        return self.cw * HAND_SCALE

    @property
    def hand_h(self) -> float:
        return self.hand_w * CARD_ASPECT

    @property
    def least_hand_step(self) -> float:
        return self.hand_w * 0.3

    @property
    def own_plate_w(self) -> float:
        return self.plate_h * 6.5


def _pile_place(left: float, top: float, s: _Sizes) -> PilePlace:
    """A pile block whose top left is (left, top): the pile centred above its label."""
    centre = left + s.pile_block_w / 2
    area = QRectF(centre - s.pile_area_w / 2, top, s.pile_area_w, s.small_h)
    label = QRectF(left, area.bottom() + s.gap / 2, s.pile_block_w, s.label_h)
    return PilePlace(QPointF(centre - s.small / 2, top), area, label)


def _fits(s: _Sizes, width: float, height: float, top_blocks: list[float], side_heights: list[float],
          side_widths: list[float], top_plate_h: float) -> bool:
    room_w = width - 2 * s.margin
    bottom_h = max(s.hand_h, s.pile_block_h)
    middle_h = height - 2 * s.margin - (s.top_band_h(top_plate_h) + s.gap if top_blocks else 0) - bottom_h - s.gap
    felt_h = s.ch + s.gap * 3 + LINE * s.text_px
    felt_w = room_w - sum(side_widths) - s.gap * len(side_widths) - max(s.cw, s.text_px * 5.5)
    own_row = s.own_plate_w + s.hand_w + s.least_hand_step * (s.hand_size - 1) + s.pile_block_w + 2 * s.gap
    return (sum(top_blocks) + s.gap * max(0, len(top_blocks) - 1) <= room_w
            and middle_h >= max([felt_h, *side_heights])
            and felt_w >= s.cw * 2 + s.gap * 4
            and own_row <= room_w
            and s.hand_h >= s.plate_h * (1 + STACKED) + s.gap)


def compute_layout(
    width: float,
    height: float,
    players: int,
    human_seat: int,
    clockwise: bool,
    hand_size: int,
    team_of: list[int],
    plate_words: PlateWords = PlateWords(),
) -> TableLayout:
    """The table laid out in ``width`` x ``height``, the opponents' plates as wide as ``plate_words``."""
    margin = max(6.0, min(width, height) * 0.012)
    # Each side's pile goes with the first of its seats in the order of play (the player's own at the bottom).
    order = [(human_seat + index) % players for index in range(players)]
    pile_seat: dict[int, int] = {}
    for seat in order:
        pile_seat.setdefault(team_of[seat], seat)
    angles = {seat: seat_angle(index, players, clockwise) for index, seat in enumerate(order)}
    beside = {seat for seat in order[1:] if abs(math.sin(math.radians(angles[seat]))) < SIDE}
    across = [seat for seat in order[1:] if seat not in beside]
    across.sort(key=lambda seat: math.cos(math.radians(angles[seat])))  # left to right
    has_pile = {seat for seat in pile_seat.values()}

    def top_block_w(seat: int, s: _Sizes, plate_w: float | None = None) -> float:
        return (s.plate_w if plate_w is None else plate_w) + ((s.gap + s.pile_block_w) if seat in has_pile else 0)

    def side_h(seat: int, s: _Sizes) -> float:
        return s.small_h + 4 + s.plate_h * STACKED + ((s.gap + s.pile_block_h) if seat in has_pile else 0)

    def side_w(seat: int, s: _Sizes) -> float:
        return max(s.side_plate_w, s.pile_block_w if seat in has_pile else 0)

    largest_cw = max(MIN_CARD, min(MAX_CARD, (width - 2 * margin) / 9.0, (height - 2 * margin) / 5.7))

    def largest_fit(least_plate_w: Callable[[_Sizes], float | None]) -> _Sizes:
        """The sizes of the largest card at which everything fits, the plates across the top of one
        line at their full width (``least_plate_w`` gives None), or of two lines and that narrow."""
        cw = largest_cw
        while True:
            s = _Sizes(cw, margin, hand_size, plate_words)
            least = least_plate_w(s)
            top = [top_block_w(seat, s, least) for seat in across]
            if cw <= MIN_CARD or _fits(s, width, height, top, [side_h(seat, s) for seat in beside],
                                       [side_w(seat, s) for seat in beside],
                                       s.plate_h * (1 if least is None else STACKED)):
                return s
            cw = max(MIN_CARD, cw * SHRINK)

    # A row of three seats each with its own pile (six alone) on a narrow table fits at no card size
    # with one-line plates (their least width and the piles' labels do not shrink with the cards), and
    # the cards fell to the least size. Then the plates take two lines (the top band, as tall as the
    # piles' blocks, has the height): as narrow as those beside the felt, or on a narrower table as
    # their fans, and the cards stay large.
    s, stacked_top = largest_fit(lambda _s: None), False
    for least_plate_w in (lambda s: s.side_plate_w, lambda s: s.fan_w):
        if s.cw * SQUEEZE_WORTH >= largest_cw:
            break  # the cards cannot be a quarter larger than they are: two-line plates would not be taken
        tried = largest_fit(least_plate_w)
        if tried.cw > s.cw * SQUEEZE_WORTH:
            s, stacked_top = tried, True
    # A player's long name at a networked table ("Hohenzollern-Sigmaringen   3 in hand") fits no
    # one-line plate at its widest in readable type: on a netbook it was drawn on two lines at 9 px
    # in a plate one line tall.  Two lines tall, the name above what the seat holds, each in the
    # plate's own type, where that costs the cards little.
    if across and not stacked_top and one_line_plate_w(plate_words.one_line_em, s.plate_h, READABLE_PLATE_PX) \
            > s.plate_h * WIDEST_PLATE:
        tried = largest_fit(lambda s: s.side_plate_w)
        if tried.cw >= s.cw * LONG_NAME_COST:
            s, stacked_top = tried, True
    cw = s.cw
    gap, plate_h = s.gap, s.plate_h
    seats: dict[int, SeatPlace] = {}
    piles: dict[int, PilePlace] = {}

    # The top band: the seats across the felt, left to right, each with its pile to its right.
    top_plate_h = plate_h * STACKED if stacked_top else plate_h
    top_h = s.top_band_h(top_plate_h) if across else 0.0
    # At the least card size a row of three seats, each with its own pile (six alone), may still be too
    # wide for a narrow table: their plates give up the room (their text wraps or is drawn smaller).
    piles_w = sum(gap + s.pile_block_w for seat in across if seat in has_pile)
    top_plate_w = s.plate_w if not across else max(s.fan_w, min(
        s.plate_w, (width - 2 * margin - piles_w - gap * (len(across) - 1)) / len(across)))
    widths = [top_block_w(seat, s, top_plate_w) for seat in across]
    lefts = []
    for seat, block_w in zip(across, widths, strict=True):
        cos = math.cos(math.radians(angles[seat]))
        lefts.append(width / 2 + cos * (width / 2 - margin - block_w / 2) - block_w / 2)
    for index in range(len(lefts)):  # push apart, left to right, then back inside from the right
        floor = margin if index == 0 else lefts[index - 1] + widths[index - 1] + gap
        lefts[index] = max(lefts[index], floor)
    for index in reversed(range(len(lefts))):
        ceiling = width - margin if index == len(lefts) - 1 else lefts[index + 1] - gap
        lefts[index] = min(lefts[index], ceiling - widths[index])
    for seat, left in zip(across, lefts, strict=True):
        centre = left + top_plate_w / 2
        fan = QRectF(centre - s.fan_w / 2, margin, s.fan_w, s.small_h)
        plate = QRectF(left, fan.bottom() + 4, top_plate_w, top_plate_h)
        seats[seat] = SeatPlace(seat, angles[seat], fan, plate, s.small, s.small_step, stacked=stacked_top)
        if seat in has_pile:
            piles[team_of[seat]] = _pile_place(left + top_plate_w + gap, margin, s)

    # The bottom band: the player's name plate with the Play button above it, the hand, the player's pile.
    bottom_h = max(s.hand_h, s.pile_block_h)
    words = s.plate_words
    # The player's own plate keeps room for a long name on two lines: Scopone's ten cards overlap a
    # little more for it (its 24 characters were drawn at 8 px beside them on a netbook).
    own_least_w = max(s.own_plate_w, s.words_plate_w(words.own_line_em))
    room = width - 2 * margin - own_least_w - s.pile_block_w - 2 * gap - s.hand_w
    hand_step = s.hand_w * 1.08 if hand_size <= 1 else max(
        s.least_hand_step, min(s.hand_w * 1.08, (width * 0.62 - s.hand_w) / (hand_size - 1), room / (hand_size - 1)))
    span = s.hand_w + hand_step * (hand_size - 1)
    hand_left = min(max(width / 2 - span / 2, margin + own_least_w + gap),
                    width - margin - s.pile_block_w - gap - span)
    hand = QRectF(hand_left, height - margin - s.hand_h, span, s.hand_h)
    beside_hand = hand.left() - gap - margin  # the Play button may take all of it, for its long text
    # As wide as its words where there is room beside the hand (the cards are never made smaller for
    # it); where a long name and "your turn" do not fit on one line there, on two where the hand is
    # tall enough for them and the Play button above.
    own_stacked = one_line_plate_w(words.own_one_line_em, plate_h) > min(beside_hand, plate_h * WIDEST_PLATE) \
        and s.hand_h >= plate_h * 2 * STACKED + gap
    own_words_w = s.words_plate_w(words.own_line_em if own_stacked else words.own_one_line_em)
    own_plate_w = min(beside_hand, max(s.own_plate_w * 1.2, own_words_w))
    own_plate_h = plate_h * STACKED if own_stacked else plate_h
    plate = QRectF(hand.left() - gap - own_plate_w, height - margin - own_plate_h, own_plate_w, own_plate_h)
    play_button = QRectF(margin, plate.top() - gap - plate_h * STACKED, beside_hand, plate_h * STACKED)
    seats[human_seat] = SeatPlace(human_seat, 270.0, hand, plate, s.hand_w, hand_step, stacked=own_stacked)
    piles[team_of[human_seat]] = _pile_place(width - margin - s.pile_block_w, height - margin - s.pile_block_h, s)

    # The middle band: the seats beside the felt, each above its pile, and the felt between them.
    middle_top = margin + (top_h + gap if across else 0)
    middle_bottom = height - margin - bottom_h - gap
    reserve = {"left": 0.0, "right": 0.0}
    for seat in beside:
        column_w, column_h = side_w(seat, s), side_h(seat, s)
        right = math.cos(math.radians(angles[seat])) > 0
        left = width - margin - column_w if right else margin
        reserve["right" if right else "left"] = column_w + gap
        top = (middle_top + middle_bottom) / 2 - column_h / 2
        fan = QRectF(left + column_w / 2 - s.fan_w / 2, top, s.fan_w, s.small_h)
        plate = QRectF(left + column_w / 2 - s.side_plate_w / 2, fan.bottom() + 4, s.side_plate_w,
                       plate_h * STACKED)
        seats[seat] = SeatPlace(seat, angles[seat], fan, plate, s.small, s.small_step, stacked=True)
        if seat in has_pile:
            piles[team_of[seat]] = _pile_place(left + column_w / 2 - s.pile_block_w / 2, plate.bottom() + gap, s)
    felt = QRectF(margin + reserve["left"], middle_top, width - 2 * margin - reserve["left"] - reserve["right"],
                  middle_bottom - middle_top)
    stock_label_h = LINE * s.text_px
    stock_column = max(s.cw, s.text_px * 5.5)  # room for "Stock 30" under the stock
    stock = QPointF(felt.left() + gap + (stock_column - s.cw) / 2, felt.center().y() - (s.ch + stock_label_h) / 2)
    stock_label = QRectF(felt.left() + gap, stock.y() + s.ch + gap / 2, stock_column, stock_label_h)
    return TableLayout(width, height, cw, seats, felt, stock, stock_label, piles, s.small, play_button, s.text_px,
                       gap)
