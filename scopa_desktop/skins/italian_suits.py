"""The four Italian suit symbols and their pip arrangements, in card space.

Both Italian skins draw with these functions; an :class:`ItalianStyle`
gives each its own palette and shapes (curved or straight swords, smooth or
knobbly batons, rosette or sun coins, round goblets or tall chalices), so the
decks differ in look while the traditional layouts are written only once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins.drawing import ellipse, fill, polygon, rotated, star, stroke


@dataclass(frozen=True)
class ItalianStyle:
    outline: str
    line: float
    # Denari
    coin: str
    coin_shade: str
    coin_accent: str
    coin_second: str
    sun_coin: bool
    # Coppe
    cup: str
    cup_trim: str
    cup_inside: str
    tall_cup: bool
    # Spade
    blade: str
    blade_shade: str
    hilt: str
    grip: str
    curved_swords: bool
    # Bastoni
    wood: str
    wood_shade: str
    baton_band: str
    knobbly_batons: bool
    # Shapes only some regional packs have.
    star_coin: bool = False  # an eight-pointed star struck in the coin
    cup_handles: bool = False  # a two-handled loving cup
    leafy_batons: bool = False  # knobbly batons still sprouting leaves


# --- Denari --------------------------------------------------------------


def coin(p: QPainter, cx: float, cy: float, r: float, st: ItalianStyle, ornate: bool = False) -> None:
    """A gold coin; ``ornate`` adds the pearl ring and petals of an ace."""
    fill(p, ellipse(cx, cy, r), st.coin, st.outline, st.line)
    fill(p, ellipse(cx, cy, r * 0.80), st.coin_shade, st.outline, st.line * 0.6)
    fill(p, ellipse(cx, cy, r * 0.70), st.coin, st.outline, st.line * 0.5)
    if ornate:
        for i in range(24):
            a = 2 * math.pi * i / 24
            fill(p, ellipse(cx + r * 0.9 * math.cos(a), cy + r * 0.9 * math.sin(a), r * 0.045),
                 st.coin_accent)
    if st.star_coin:
        fill(p, star(cx, cy, r * 0.66, r * 0.3, 8), st.coin_accent, st.outline, st.line * 0.5)
        fill(p, star(cx, cy, r * 0.4, r * 0.2, 8), st.coin_second, st.outline, st.line * 0.4)
        fill(p, ellipse(cx, cy, r * 0.1), st.coin)
    elif st.sun_coin:
        rays = 16 if ornate else 12
        fill(p, star(cx, cy, r * 0.64, r * 0.34, rays), st.coin_second, st.outline, st.line * 0.4)
        fill(p, ellipse(cx, cy, r * 0.30), st.coin_accent, st.outline, st.line * 0.5)
        fill(p, ellipse(cx, cy, r * 0.13), st.coin)
    else:
        petals = 8
        for i in range(petals):
            rotated(p, cx, cy, 360 * i / petals,
                    lambda q: fill(q, ellipse(cx, cy - r * 0.40, r * 0.13, r * 0.24),
                                   st.coin_accent, st.outline, st.line * 0.4))
            rotated(p, cx, cy, 360 * (i + 0.5) / petals,
                    lambda q: fill(q, ellipse(cx, cy - r * 0.46, r * 0.06),
                                   st.coin_second))
        fill(p, ellipse(cx, cy, r * 0.20), st.coin_second, st.outline, st.line * 0.5)
        fill(p, ellipse(cx, cy, r * 0.09), st.coin)
    if ornate:
        stroke(p, ellipse(cx, cy, r * 0.56), st.outline, st.line * 0.4)


# --- Coppe ---------------------------------------------------------------


def cup(p: QPainter, cx: float, cy: float, h: float, st: ItalianStyle) -> None:
    """A goblet ``h`` tall centred on (cx, cy)."""
    def at(x: float, y: float) -> QPointF:
        return QPointF(cx + x * h, cy + y * h)

    foot = QPainterPath(at(-0.26, 0.5))
    foot.cubicTo(at(-0.24, 0.38), at(-0.08, 0.36), at(-0.05, 0.28))
    foot.lineTo(at(0.05, 0.28))
    foot.cubicTo(at(0.08, 0.36), at(0.24, 0.38), at(0.26, 0.5))
    foot.closeSubpath()
    fill(p, foot, st.cup_trim, st.outline, st.line)
    stem = QPainterPath()
    stem.addRect(QRectF(at(-0.045, 0.0), at(0.045, 0.3)))
    fill(p, stem, st.cup_trim, st.outline, st.line)
    fill(p, ellipse(cx, cy + 0.14 * h, 0.1 * h, 0.05 * h), st.cup, st.outline, st.line)

    if st.tall_cup:
        # A tulip chalice with banded straight sides.
        rim = 0.26
        body = QPainterPath(at(-rim, -0.46))
        body.lineTo(at(-0.20, -0.14))
        body.cubicTo(at(-0.19, -0.02), at(-0.08, 0.02), at(0.0, 0.02))
        body.cubicTo(at(0.08, 0.02), at(0.19, -0.02), at(0.20, -0.14))
        body.lineTo(at(rim, -0.46))
        body.closeSubpath()
        fill(p, body, st.cup, st.outline, st.line)
        band = polygon([(cx - 0.225 * h, cy - 0.30 * h), (cx + 0.225 * h, cy - 0.30 * h),
                        (cx + 0.212 * h, cy - 0.22 * h), (cx - 0.212 * h, cy - 0.22 * h)])
        fill(p, band, st.cup_trim, st.outline, st.line * 0.6)
        for dx in (-0.12, 0.0, 0.12):
            fill(p, ellipse(cx + dx * h, cy - 0.26 * h, 0.022 * h), st.cup)
    else:
        # A round-bellied goblet.
        rim = 0.34
        body = QPainterPath(at(-rim, -0.42))
        body.cubicTo(at(-0.36, -0.12), at(-0.2, 0.02), at(0.0, 0.02))
        body.cubicTo(at(0.2, 0.02), at(0.36, -0.12), at(rim, -0.42))
        body.closeSubpath()
        fill(p, body, st.cup, st.outline, st.line)
        gadroon = QPainterPath(at(-0.3, -0.2))
        gadroon.cubicTo(at(-0.15, -0.13), at(0.15, -0.13), at(0.3, -0.2))
        stroke(p, gadroon, st.cup_trim, st.line * 1.6)
        for dx in (-0.16, 0.0, 0.16):
            drop = QPainterPath(at(dx, -0.15))
            drop.lineTo(at(dx * 0.6, -0.04))
            stroke(p, drop, st.cup_trim, st.line * 1.2)
    if st.cup_handles:
        for side in (-1, 1):
            handle = QPainterPath(at(side * 0.3, -0.36))
            handle.cubicTo(at(side * 0.52, -0.38), at(side * 0.5, -0.12), at(side * 0.16, -0.06))
            stroke(p, handle, st.outline, st.line + h * 0.05)
            stroke(p, handle, st.cup_trim, h * 0.05)
    top = -0.46 if st.tall_cup else -0.42
    fill(p, ellipse(cx, cy + top * h, rim * h, 0.06 * h), st.cup_inside, st.outline, st.line)
    fill(p, ellipse(cx, cy + top * h, rim * h * 0.8, 0.035 * h), st.cup_trim)


# --- Spade ---------------------------------------------------------------


def sword(p: QPainter, hilt: QPointF, tip: QPointF, bow: float, width: float, st: ItalianStyle,
          grip: float = 2.2) -> None:
    """A sword with its guard at ``hilt`` and point at ``tip``, the blade bent
    sideways by ``bow`` at its middle (positive: to the sword's left); the
    grip is ``grip`` times ``width`` long and the pommel beyond it reaches
    :func:`hilt_length` behind the guard."""
    dx, dy = tip.x() - hilt.x(), tip.y() - hilt.y()
    length = math.hypot(dx, dy)
    angle = math.degrees(math.atan2(dy, dx))

    def local(q: QPainter) -> None:
        half = width / 2

        def centre(t: float) -> tuple[float, float, float, float]:
            """Point on the blade's centre line and its unit normal."""
            y = -bow * 4 * t * (1 - t)
            slope = -bow * 4 * (1 - 2 * t) / length
            n = math.hypot(slope, 1)
            return t * length, y, -slope / n, 1 / n

        left, right = [], []
        steps = 28
        for i in range(steps + 1):
            t = i / steps
            # Scimitars widen towards the point, straight blades taper.
            swell = 1 + 0.35 * t if st.curved_swords else 1 - 0.3 * t
            w = half * swell * min(1.0, (1 - t) / 0.16)
            x, y, nx, ny = centre(t)
            left.append((x - nx * w, y - ny * w))
            right.append((x + nx * w, y + ny * w))
        fill(q, polygon(left + right[::-1]), st.blade, st.outline, st.line)
        fuller = QPainterPath()
        for i in range(2, 20):
            x, y, _, _ = centre(i / steps)
            if i == 2:
                fuller.moveTo(x, y)
            else:
                fuller.lineTo(x, y)
        stroke(q, fuller, st.blade_shade, st.line * 1.1)

        grip_length = width * grip
        g = QPainterPath()
        g.addRoundedRect(QRectF(-grip_length, -half * 0.75, grip_length, half * 1.5), half * 0.5, half * 0.5)
        fill(q, g, st.grip, st.outline, st.line)
        for i in range(1, 4):
            wrap = QPainterPath(QPointF(-grip_length * i / 4, -half * 0.75))
            wrap.lineTo(-grip_length * i / 4 + half * 0.4, half * 0.75)
            stroke(q, wrap, st.outline, st.line * 0.5)
        fill(q, ellipse(-grip_length - half * 0.6, 0, half * 0.95), st.hilt, st.outline, st.line)
        if st.curved_swords:
            # A swept, scrolling guard.
            guard = QPainterPath(QPointF(1.2, -half * 3.2))
            guard.cubicTo(-2.6, -half * 1.6, -2.6, half * 1.6, 1.2, half * 3.2)
            stroke(q, guard, st.outline, width * 0.55 + st.line)
            stroke(q, guard, st.hilt, width * 0.55)
            for end in (-1, 1):
                fill(q, ellipse(1.4, end * half * 3.3, half * 0.55), st.hilt, st.outline, st.line * 0.7)
        else:
            guard = QPainterPath()
            guard.addRect(QRectF(-width * 0.35, -half * 3.4, width * 0.7, half * 6.8))
            fill(q, guard, st.hilt, st.outline, st.line)
            for end in (-1, 1):
                fill(q, ellipse(0, end * half * 3.4, half * 0.6), st.hilt, st.outline, st.line * 0.7)

    p.save()
    p.translate(hilt)
    p.rotate(angle)
    local(p)
    p.restore()


def hilt_length(width: float, grip: float = 2.2) -> float:
    """How far the grip and pommel of a sword ``width`` wide reach behind its guard."""
    return width * (grip + 0.3 + 0.475)


# --- Bastoni -------------------------------------------------------------


def baton(p: QPainter, start: QPointF, end: QPointF, width: float, st: ItalianStyle) -> None:
    """A baton held at ``start``, its heavy head at ``end``."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy)
    half = width / 2

    def local(q: QPainter) -> None:
        if st.knobbly_batons:
            # A rough branch: even thickness, lopped knots on alternate sides.
            knots = QPainterPath()
            for i, t in enumerate((0.22, 0.42, 0.62, 0.8)):
                side = 1 if i % 2 else -1
                knots.addPath(polygon([(t * length - half * 0.7, 0), (t * length + half * 0.1, side * half * 1.75),
                                       (t * length + half * 0.9, side * half * 1.65),
                                       (t * length + half * 0.7, 0)]))
            fill(q, knots, st.wood, st.outline, st.line)
            body = QPainterPath()
            body.addRoundedRect(QRectF(0, -half, length, width), half * 0.3, half * 0.3)
            fill(q, body, st.wood, st.outline, st.line)
            for i, t in enumerate((0.22, 0.42, 0.62, 0.8)):
                side = 1 if i % 2 else -1
                fill(q, ellipse(t * length + half * 0.5, side * half * 1.7, half * 0.42, half * 0.22),
                     st.wood_shade, st.outline, st.line * 0.5)
            if st.leafy_batons:
                for i, t in enumerate((0.3, 0.7)):
                    side = 1 if i % 2 else -1
                    leaf = QPainterPath(QPointF(t * length, side * half))
                    leaf.quadTo(t * length + half * 1.2, side * half * 3.6, t * length + half * 3.2, side * half * 3.0)
                    leaf.quadTo(t * length + half * 1.8, side * half * 1.4, t * length, side * half)
                    fill(q, leaf, st.baton_band, st.outline, st.line * 0.6)
            grain = QPainterPath(QPointF(length * 0.05, half * 0.15))
            grain.cubicTo(length * 0.35, -half * 0.45, length * 0.6, half * 0.5, length * 0.95, -half * 0.1)
            stroke(q, grain, st.wood_shade, st.line * 0.9)
            for x in (0.0, length):
                fill(q, ellipse(x, 0, half * 0.35, half * 0.95), st.baton_band, st.outline, st.line * 0.6)
        else:
            # A turned club swelling to a rounded head, bound with ribbons.
            body = QPainterPath(QPointF(0, -half * 0.55))
            body.cubicTo(length * 0.5, -half * 0.6, length * 0.75, -half * 1.25, length * 0.92, -half * 1.15)
            body.quadTo(length * 1.02, 0, length * 0.92, half * 1.15)
            body.cubicTo(length * 0.75, half * 1.25, length * 0.5, half * 0.6, 0, half * 0.55)
            body.closeSubpath()
            fill(q, body, st.wood, st.outline, st.line)
            shine = QPainterPath(QPointF(length * 0.08, -half * 0.2))
            shine.cubicTo(length * 0.5, -half * 0.25, length * 0.7, -half * 0.7, length * 0.9, -half * 0.6)
            stroke(q, shine, st.wood_shade, st.line * 1.2)
            for t, w in ((0.1, 0.6), (0.45, 0.75), (0.78, 1.15)):
                band = QPainterPath()
                band.addRect(QRectF(t * length, -half * w, length * 0.05, half * 2 * w))
                fill(q, band, st.baton_band, st.outline, st.line * 0.6)
            fill(q, ellipse(0, 0, half * 0.3, half * 0.55), st.wood_shade, st.outline, st.line * 0.6)

    p.save()
    p.translate(start)
    p.rotate(math.degrees(math.atan2(dy, dx)))
    local(p)
    p.restore()


# --- Arrangements --------------------------------------------------------

#: Coin and cup positions for ranks 1-7 and the symbol size at each rank:
#: the traditional columns, kept inside the field between the corner indices.
#: The top row of the 4, 5 and 6 sits low enough to clear a framed index by
#: its rounded corner, as the symbols are too wide to pass beside it.
ROUND_PIPS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    1: (34, [(50, 80)]),
    2: (20, [(50, 47), (50, 113)]),
    3: (18, [(50, 40), (50, 80), (50, 120)]),
    4: (15, [(34, 54), (66, 54), (34, 106), (66, 106)]),
    5: (14, [(34, 52), (66, 52), (50, 80), (34, 108), (66, 108)]),
    6: (13, [(35, 48), (65, 48), (35, 80), (65, 80), (35, 112), (65, 112)]),
    7: (12, [(36, 38), (64, 38), (50, 62), (36, 86), (64, 86), (36, 122), (64, 122)]),
}

FIELD_TOP, FIELD_BOTTOM = 22.0, 140.0


def crossing_strokes(n: int, shape: str) -> list[tuple[QPointF, QPointF, float]]:
    """(grip end, far end, bow) of ``n`` swords or batons crossing each other,
    kept clear of the corner indices, with an upright one in the middle when
    ``n`` is odd.  ``shape`` is "lens" (curved blades bowed into nested
    lenses), "sheaf" (straight ones fanning from the middle) or "lattice"
    (straight ones crossing diagonally side by side)."""
    strokes: list[tuple[QPointF, QPointF, float]] = []
    pairs = n // 2
    low, high = FIELD_BOTTOM - 10, FIELD_TOP
    for i in range(pairs):
        # Every other pair of swords points down so the hilts spread over
        # both ends, as on the traditional cards.
        grip_end, point_end = (low, high) if i % 2 == 0 else (high + 8, low + 6)
        if shape == "lens":
            bow = 13 + 10 * i
            spread = 5.0 + 2 * i
            for side in (1, -1):
                strokes.append((QPointF(50 + side * spread, grip_end), QPointF(50 + side * spread, point_end),
                                side * bow if i % 2 == 0 else -side * bow))
        elif shape == "sheaf":
            lean = 12 + 5 * i
            for side in (1, -1):
                strokes.append((QPointF(50 - side * lean, grip_end), QPointF(50 + side * lean, point_end), 0.0))
        else:
            # Parallel batons far enough apart that each stays visible where
            # the two sets cross in a lattice of diamonds.
            offset = (i - (pairs - 1) / 2) * (16 if pairs > 2 else 22)
            lean = 22 if pairs == 1 else 13
            strokes.append((QPointF(50 + offset - lean, low - 2), QPointF(50 + offset + lean, high + 10), 0.0))
            strokes.append((QPointF(50 + offset + lean, low - 2), QPointF(50 + offset - lean, high + 10), 0.0))
    if n % 2:
        strokes.append((QPointF(50, low), QPointF(50, high), 0.0))
    if shape == "lens" or pairs < 2:
        return strokes
    # Two or three pairs of straight strokes crossing as an X reach into all
    # four corners; turned a little clockwise, the ends that would run into
    # the indices (top left, bottom right) swing in towards the middle and
    # the others out into the free corners, every stroke keeping its length.
    return [(_turned(start), _turned(end), bow) for start, end, bow in strokes]


#: How far the straight sheaves and lattices are turned, in degrees clockwise.
CROSSING_TURN = 8.0


def _turned(point: QPointF) -> QPointF:
    """``point`` turned :data:`CROSSING_TURN` degrees clockwise about the card's centre."""
    a = math.radians(CROSSING_TURN)
    x, y = point.x() - 50, point.y() - 80
    return QPointF(50 + x * math.cos(a) - y * math.sin(a), 80 + x * math.sin(a) + y * math.cos(a))


def draw_pips(p: QPainter, rank: int, suit: str, st: ItalianStyle) -> None:
    """The symbols of a numeral card (1-7) in the traditional arrangement."""
    if suit in "DC":
        size, places = ROUND_PIPS[rank]
        for x, y in places:
            if suit == "D":
                coin(p, x, y, size, st, ornate=rank == 1)
            else:
                cup(p, x, y, size * 2.0, st)
        return
    if rank == 1:
        if suit == "S":
            sword(p, QPointF(50, 120), QPointF(50, 14), 6 if st.curved_swords else 0, 11, st)
        else:
            baton(p, QPointF(44, 136), QPointF(56, 24), 16, st)
        return
    width = 7.0 if rank < 5 else 6.0
    shape = ("lens" if st.curved_swords else "sheaf") if suit == "S" else "lattice"
    for start, end, bow in crossing_strokes(rank, shape):
        if suit == "S":
            sword(p, start, end, bow, width, st)
        else:
            baton(p, start, end, 8.0 if rank < 4 else 7.0 if rank < 6 else 6.0, st)


def symbol(p: QPainter, suit: str, centre: QPointF, size: float, st: ItalianStyle) -> None:
    """One symbol fitting a ``size`` square, as in a corner index."""
    x, y = centre.x(), centre.y()
    if suit == "D":
        coin(p, x, y, size / 2, st)
    elif suit == "C":
        # Handles make a cup wider than it is tall.
        cup(p, x, y, size * (0.9 if st.cup_handles else 0.95), st)
    elif suit == "S":
        # A short-gripped sword whose whole length, pommel to point, lies
        # along the square's diagonal, centred on it.
        width, grip = size * 0.24, 1.4
        reach = size * 0.46  # half the sword's length along each axis
        behind = hilt_length(width, grip) / math.sqrt(2)
        sword(p, QPointF(x - reach + behind, y + reach - behind), QPointF(x + reach, y - reach),
              0, width, st, grip)
    else:
        # Leaves would sprawl past the square, and knots stand out as far
        # as the baton is thick: a knobbly one is drawn thinner.
        baton(p, QPointF(x - size * 0.36, y + size * 0.36), QPointF(x + size * 0.36, y - size * 0.36),
              size * (0.32 if st.knobbly_batons else 0.4), replace(st, leafy_batons=False))
