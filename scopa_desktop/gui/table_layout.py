"""Where everything goes on the table, as a pure function of the window size
and the seating: card sizes, each seat's hand, the piles, the stock and the
felt in the middle.  Cards size to the window; no Qt widgets involved.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ..skins import CARD_ASPECT

OPPONENT_SCALE = 0.62  # opponents' hands and the piles, relative to a table card
HAND_SCALE = 1.1  # the player's own hand, relative to a table card


@dataclass(frozen=True)
class SeatPlace:
    seat: int
    angle: float  # degrees, 270 = bottom (the player), counted as the play goes round
    hand: QRectF  # the fanned hand
    plate: QRectF  # name, cards in hand, "thinking"
    card_width: float
    step: float  # distance between fanned cards


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_width: float  # a table card
    seats: dict[int, SeatPlace]
    felt: QRectF  # where table cards lie and cards are dropped
    stock: QPointF
    piles: dict[int, QPointF]  # by team: top left of the pile card
    pile_width: float

    @property
    def card_height(self) -> float:
        return self.card_width * CARD_ASPECT

    def table_slots(self, count: int) -> list[QPointF]:
        """Top-left corners for ``count`` table cards in rows across the felt,
        right of the stock; rows overlap when the felt runs out of height."""
        if count == 0:
            return []
        w, h = self.card_width, self.card_height
        gap = w * 0.14
        left = self.stock.x() + w + gap * 2
        area = QRectF(left, self.felt.top(), self.felt.right() - left, self.felt.height())
        per_row = max(1, int((area.width() + gap) // (w + gap)))
        rows = math.ceil(count / per_row)
        step_y = h + gap if rows == 1 else min(h + gap, (area.height() - h) / (rows - 1))
        top = area.center().y() - (h + step_y * (rows - 1)) / 2
        slots = []
        for index in range(count):
            row, col = divmod(index, per_row)
            in_row = min(per_row, count - row * per_row)
            row_left = area.center().x() - (in_row * w + (in_row - 1) * gap) / 2
            slots.append(QPointF(row_left + col * (w + gap), top + row * step_y))
        return slots

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


def compute_layout(
    width: float,
    height: float,
    players: int,
    human_seat: int,
    clockwise: bool,
    hand_size: int,
    team_of: list[int],
) -> TableLayout:
    margin = max(8.0, min(width, height) * 0.015)
    cw = max(40.0, min(190.0, (width - 2 * margin) / 9.0, (height - 2 * margin) / 5.7))
    if players >= 6:  # three rows of seats: opponents' cards are the limit
        cw = max(40.0, min(cw, (height - 2 * margin) / 6.4, (width - 2 * margin) / 11.0))
    ch = cw * CARD_ASPECT
    small = cw * OPPONENT_SCALE
    small_h = small * CARD_ASPECT
    plate_h = max(20.0, cw * 0.3)
    hand_w = cw * HAND_SCALE
    hand_h = hand_w * CARD_ASPECT
    gap = cw * 0.15

    seats: dict[int, SeatPlace] = {}
    # The player's hand: bottom centre, overlapping when a Scopone hand is too wide.
    hand_step = min(hand_w * 1.08, (width * 0.62 - hand_w) / max(1, hand_size - 1))
    span = hand_w + hand_step * (hand_size - 1)
    hand = QRectF(width / 2 - span / 2, height - margin - hand_h, span, hand_h)
    plate_w = max(cw * 1.3, plate_h * 7.2)  # room for "Chiara   thinking…"
    seats[human_seat] = SeatPlace(
        human_seat, 270.0, hand,
        QRectF(hand.left() - gap - plate_w, hand.center().y() - plate_h / 2, plate_w, plate_h),
        hand_w, hand_step,
    )
    small_step = small * (0.45 if hand_size <= 3 else 0.22)
    fan_w = small + small_step * (hand_size - 1)
    # Seats beside the felt stack name and detail on two lines: narrower, so the felt stays wide.
    side_plate_w = max(fan_w, plate_h * 4.2)
    top_limit, left_reserve, right_reserve = margin, 0.0, 0.0
    for index in range(1, players):
        seat = (human_seat + index) % players
        angle = seat_angle(index, players, clockwise)
        cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        beside = sin < 0.3
        this_plate_w, this_plate_h = (side_plate_w, plate_h * 1.8) if beside else (plate_w, plate_h)
        block_w = max(fan_w, this_plate_w)
        block_h = small_h + this_plate_h + 4
        cx = width / 2 + cos * (width / 2 - margin - block_w / 2)
        cy = height / 2 - sin * (height / 2 - margin - block_h / 2)
        if sin < -0.3:  # the lower seats of a big table sit beside the player's hand
            cy = min(cy, hand.top() - block_h / 2 - gap)
        fan = QRectF(cx - fan_w / 2, cy - block_h / 2, fan_w, small_h)
        plate = QRectF(cx - this_plate_w / 2, fan.bottom() + 4, this_plate_w, this_plate_h)
        seats[seat] = SeatPlace(seat, angle, fan, plate, small, small_step)
        if sin > 0.3:
            top_limit = max(top_limit, plate.bottom() + gap)
    for place in seats.values():  # seats beside the felt, not above it, narrow it
        if place.seat == human_seat or place.plate.bottom() <= top_limit:
            continue
        cos = math.cos(math.radians(place.angle))
        reserve = max(place.hand.width(), place.plate.width()) + gap
        if cos < -0.3:
            left_reserve = max(left_reserve, reserve)
        if cos > 0.3:
            right_reserve = max(right_reserve, reserve)

    felt = QRectF(
        margin + left_reserve,
        top_limit,
        width - 2 * margin - left_reserve - right_reserve,
        hand.top() - gap - top_limit,
    )
    stock = QPointF(felt.left() + gap, felt.center().y() - ch / 2)

    piles: dict[int, QPointF] = {}
    pile_h = small_h
    for index in range(players):
        seat = (human_seat + index) % players
        team = team_of[seat]
        if team in piles:
            continue
        place = seats[seat]
        if seat == human_seat:
            piles[team] = QPointF(width - margin - small * 1.8, height - margin - pile_h - plate_h)
            continue
        sin = math.sin(math.radians(place.angle))
        if sin < 0.3:  # a seat at the side: its pile below (or above) its hand
            below = place.plate.bottom() + gap * 1.5
            fits_below = below + pile_h + plate_h < height - margin  # its label goes under it
            y = below if fits_below else place.hand.top() - gap - pile_h - plate_h
            piles[team] = QPointF(place.hand.center().x() - small / 2, y)
        else:  # beside a seat at the top, clear of its name plate, which grows with its text
            reach = max(place.hand.width(), place.plate.width()) / 2 + gap * 2
            x = place.hand.center().x() + reach + small * 0.25
            if x + small * 1.25 > width - margin:
                x = place.hand.center().x() - reach - small * 1.25
            piles[team] = QPointF(x, place.hand.top())
    return TableLayout(width, height, cw, seats, felt, stock, piles, small)
