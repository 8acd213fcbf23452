"""Court figures drawn with paths: page, lady, rider on horseback, king, queen.

Two forms, as real decks have them: full-length single-ended figures
(Napoletane, Siciliane, Toscane) and half-length figures for double-ended
cards (Piacentine, Triestine, Romagnole, French).  A :class:`FigureStyle`
carries each deck's palette and a :class:`Pose` what sets one suit's figures
apart from another's; ``emblem`` callbacks let the figure hold its suit
symbol, ``emblem(painter, x, y, size)`` drawing it centred on (x, y).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins.drawing import CARD_H, CARD_W, both_ends, ellipse, fill, polygon, stroke

Emblem = Callable[[QPainter, float, float, float], None]


@dataclass(frozen=True)
class FigureStyle:
    outline: str
    line: float
    flesh: str
    hair: str
    robe: str
    robe_pattern: str
    cape: str
    trim: str
    hose: str
    shoes: str
    hat: str
    feather: str
    crown: str
    jewel: str
    horse: str
    horse_mane: str
    ground: str


@dataclass(frozen=True)
class Pose:
    """How one suit's court figures differ from another's, as in real decks:
    which way they face, what they wear on their heads and what the king holds."""

    mirror: bool = False  # faces left instead of right
    hat: str = "beret"  # page's and rider's headwear: beret, cap, hood or plumed
    crown: str = "open"  # king's crown: open or closed (arched)
    beard: bool = False  # a bearded rider and page
    emblem_low: bool = False  # the page holds his symbol at the hip, not raised
    held: str = "sceptre"  # the king's other hand: sceptre, orb, sword or staff


#: The four suits' figures of a deck, different as on printed packs.
SUIT_POSES: dict[str, Pose] = {
    "D": Pose(),
    "C": Pose(mirror=True, hat="cap", crown="closed", held="orb", emblem_low=True),
    "S": Pose(hat="plumed", beard=True, held="sword"),
    "B": Pose(mirror=True, hat="hood", crown="closed", held="staff", beard=True, emblem_low=True),
}


def suit_style(st: FigureStyle, suit: str) -> FigureStyle:
    """The deck's palette dealt out differently for each suit's figures, so a
    Fante of Coppe is dressed unlike the Fante of Denari, in the deck's colours."""
    if suit == "C":
        return replace(st, robe=st.cape, cape=st.robe, hose=st.trim, hat=st.hose, feather=st.trim,
                       horse=st.horse_mane, horse_mane=st.outline)
    if suit == "S":
        return replace(st, robe=st.hose, cape=st.robe, hose=st.cape, hat=st.robe, feather=st.cape,
                       horse="#a3a3a3", horse_mane=st.outline)
    if suit == "B":
        return replace(st, robe=st.trim, trim=st.robe, cape=st.hose, hose=st.robe, hat=st.cape,
                       robe_pattern=st.robe, horse=st.horse, horse_mane=st.hair)
    return st


def _path(*points: tuple[float, float]) -> QPainterPath:
    return polygon(list(points))


def _open_path(points: tuple[tuple[float, float], ...]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(*point)
    return path


def _curve(start: tuple[float, float], *segments: tuple[float, ...], close: bool = True) -> QPainterPath:
    """A path of cubic segments, each (c1x, c1y, c2x, c2y, x, y)."""
    path = QPainterPath(QPointF(*start))
    for s in segments:
        path.cubicTo(*s)
    if close:
        path.closeSubpath()
    return path


# --- Heads and headwear -------------------------------------------------------


def head(p: QPainter, cx: float, cy: float, r: float, st: FigureStyle, *,
         beard: bool = False, long_hair: bool = False, facing: float = 0.0) -> None:
    """A face of radius ``r``; ``facing`` (-1 to 1) turns it left or right."""
    if long_hair:
        hair = _curve((cx - r * 1.05, cy - r * 0.3),
                      (cx - r * 1.5, cy + r * 1.2, cx - r * 1.3, cy + r * 2.2, cx - r * 0.9, cy + r * 2.4),
                      (cx, cy + r * 2.0, cx, cy + r * 2.0, cx + r * 0.9, cy + r * 2.4),
                      (cx + r * 1.3, cy + r * 2.2, cx + r * 1.5, cy + r * 1.2, cx + r * 1.05, cy - r * 0.3))
        fill(p, hair, st.hair, st.outline, st.line)
    else:
        fill(p, ellipse(cx, cy - r * 0.1, r * 1.08, r * 1.02), st.hair, st.outline, st.line)
    fill(p, ellipse(cx + facing * r * 0.08, cy + r * 0.08, r * 0.82, r * 0.98), st.flesh, st.outline, st.line)
    fringe = _curve((cx - r * 0.85, cy - r * 0.1),
                    (cx - r * 0.6, cy - r * 0.75, cx + r * 0.6, cy - r * 0.75, cx + r * 0.85, cy - r * 0.1),
                    (cx + r * 0.7, cy - r * 1.05, cx - r * 0.7, cy - r * 1.05, cx - r * 0.85, cy - r * 0.1))
    fill(p, fringe, st.hair, st.outline, st.line * 0.7)
    ex = cx + facing * r * 0.2
    for side in (-1, 1):
        brow = QPainterPath(QPointF(ex + side * r * 0.5, cy - r * 0.02))
        brow.quadTo(ex + side * r * 0.3, cy - r * 0.2, ex + side * r * 0.1, cy - r * 0.05)
        stroke(p, brow, st.outline, st.line * 0.7)
        fill(p, ellipse(ex + side * r * 0.3, cy + r * 0.13, r * 0.09, r * 0.07), st.outline)
    nose = _open_path(((ex + r * 0.02, cy + r * 0.05), (ex - r * 0.06, cy + r * 0.38), (ex + r * 0.08, cy + r * 0.42)))
    stroke(p, nose, st.outline, st.line * 0.6)
    for side in (-1, 1):
        fill(p, ellipse(ex + side * r * 0.45, cy + r * 0.45, r * 0.14, r * 0.09), st.cape)
    if beard:
        shape = _curve((cx - r * 0.8, cy + r * 0.2),
                       (cx - r * 0.8, cy + r * 1.3, cx - r * 0.3, cy + r * 1.7, cx, cy + r * 1.8),
                       (cx + r * 0.3, cy + r * 1.7, cx + r * 0.8, cy + r * 1.3, cx + r * 0.8, cy + r * 0.2),
                       (cx + r * 0.5, cy + r * 0.7, cx - r * 0.5, cy + r * 0.7, cx - r * 0.8, cy + r * 0.2))
        fill(p, shape, st.hair, st.outline, st.line)
        for dx in (-0.3, 0.0, 0.3):
            lock = QPainterPath(QPointF(cx + dx * r, cy + r * 0.9))
            lock.quadTo(cx + dx * r * 1.2, cy + r * 1.3, cx + dx * r * 0.8, cy + r * 1.55)
            stroke(p, lock, st.outline, st.line * 0.5)
        moustache = _curve((ex - r * 0.45, cy + r * 0.62),
                           (ex - r * 0.2, cy + r * 0.42, ex + r * 0.2, cy + r * 0.42, ex + r * 0.45, cy + r * 0.62),
                           (ex + r * 0.2, cy + r * 0.55, ex - r * 0.2, cy + r * 0.55, ex - r * 0.45, cy + r * 0.62))
        fill(p, moustache, st.hair, st.outline, st.line * 0.5)
    else:
        mouth = QPainterPath(QPointF(ex - r * 0.2, cy + r * 0.58))
        mouth.quadTo(ex, cy + r * 0.7, ex + r * 0.2, cy + r * 0.58)
        stroke(p, mouth, st.cape, st.line * 0.9)


def crown(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A five-pointed crown sitting on ``base``, ``w`` wide."""
    h = w * 0.62
    left, right = cx - w / 2, cx + w / 2
    points = [(left, base)]
    for i in range(5):
        x = left + w * i / 4
        points.append((x, base - h))
        if i < 4:
            points.append((x + w / 8, base - h * 0.5))
    points.append((right, base))
    fill(p, polygon(points), st.crown, st.outline, st.line)
    band = QPainterPath()
    band.addRect(QRectF(left, base - h * 0.3, w, h * 0.3))
    fill(p, band, st.crown, st.outline, st.line)
    for i in range(5):
        x = left + w * i / 4
        fill(p, ellipse(x, base - h - w * 0.05, w * 0.07), st.crown, st.outline, st.line * 0.7)
    for i in range(3):
        fill(p, ellipse(cx + (i - 1) * w * 0.3, base - h * 0.15, w * 0.06, w * 0.05), st.jewel)


def beret(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A soft cap worn aslant, with a long curling feather."""
    feather = _curve((cx + w * 0.25, base - w * 0.25),
                     (cx + w * 0.5, base - w * 1.1, cx + w * 0.95, base - w * 1.0, cx + w * 1.0, base - w * 0.55),
                     (cx + w * 0.8, base - w * 0.75, cx + w * 0.5, base - w * 0.6, cx + w * 0.25, base - w * 0.25))
    fill(p, feather, st.feather, st.outline, st.line * 0.8)
    cap = _curve((cx - w * 0.55, base),
                 (cx - w * 0.6, base - w * 0.55, cx + w * 0.55, base - w * 0.65, cx + w * 0.6, base - w * 0.05),
                 (cx + w * 0.2, base + w * 0.08, cx - w * 0.2, base + w * 0.08, cx - w * 0.55, base))
    fill(p, cap, st.hat, st.outline, st.line)
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(cx - w * 0.56, base - w * 0.12, w * 1.12, w * 0.16), w * 0.08, w * 0.08)
    fill(p, brim, st.trim, st.outline, st.line * 0.8)


def tiara(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A queen's open crown of fleurons over a veil."""
    veil = _curve((cx - w * 0.55, base + w * 0.1),
                  (cx - w * 0.6, base - w * 0.6, cx + w * 0.6, base - w * 0.6, cx + w * 0.55, base + w * 0.1),
                  (cx + w * 0.2, base, cx - w * 0.2, base, cx - w * 0.55, base + w * 0.1))
    fill(p, veil, st.hat, st.outline, st.line)
    band = QPainterPath()
    band.addRect(QRectF(cx - w * 0.45, base - w * 0.16, w * 0.9, w * 0.14))
    fill(p, band, st.crown, st.outline, st.line)
    for i in range(3):
        x = cx + (i - 1) * w * 0.33
        fill(p, ellipse(x, base - w * 0.3, w * 0.09, w * 0.14), st.crown, st.outline, st.line * 0.7)
        fill(p, ellipse(x, base - w * 0.3, w * 0.035), st.jewel)


def cap(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A tall cap with a turned-up brim, leaning back like a Phrygian cap."""
    crown_ = _curve((cx - w * 0.45, base),
                    (cx - w * 0.5, base - w * 0.8, cx + w * 0.1, base - w * 1.15, cx + w * 0.55, base - w * 0.75),
                    (cx + w * 0.3, base - w * 0.6, cx + w * 0.45, base - w * 0.3, cx + w * 0.45, base))
    fill(p, crown_, st.hat, st.outline, st.line)
    fill(p, ellipse(cx + w * 0.55, base - w * 0.72, w * 0.09), st.feather, st.outline, st.line * 0.7)
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(cx - w * 0.52, base - w * 0.2, w * 1.04, w * 0.24), w * 0.1, w * 0.1)
    fill(p, brim, st.trim, st.outline, st.line * 0.8)


def hood(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A chaperon: a padded roll round the head with a tail hanging behind."""
    tail = _curve((cx - w * 0.3, base - w * 0.1),
                  (cx - w * 0.8, base + w * 0.2, cx - w * 0.85, base + w * 0.8, cx - w * 0.7, base + w * 1.1),
                  (cx - w * 0.55, base + w * 0.7, cx - w * 0.45, base + w * 0.3, cx - w * 0.1, base))
    fill(p, tail, st.hat, st.outline, st.line)
    top = _curve((cx - w * 0.5, base),
                 (cx - w * 0.55, base - w * 0.75, cx + w * 0.55, base - w * 0.75, cx + w * 0.5, base),
                 (cx + w * 0.2, base + w * 0.05, cx - w * 0.2, base + w * 0.05, cx - w * 0.5, base))
    fill(p, top, st.hat, st.outline, st.line)
    roll = QPainterPath()
    roll.addRoundedRect(QRectF(cx - w * 0.58, base - w * 0.24, w * 1.16, w * 0.28), w * 0.14, w * 0.14)
    fill(p, roll, st.cape, st.outline, st.line)
    for i in range(1, 5):
        x = cx - w * 0.58 + w * 1.16 * i / 5
        stroke(p, _open_path(((x, base - w * 0.22), (x - w * 0.05, base + w * 0.02))), st.outline, st.line * 0.5)


def plumed_hat(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """A broad-brimmed hat with an upright plume."""
    plume = _curve((cx - w * 0.1, base - w * 0.35),
                   (cx - w * 0.5, base - w * 0.8, cx - w * 0.2, base - w * 1.05, cx + w * 0.15, base - w * 0.95),
                   (cx - w * 0.05, base - w * 0.78, cx + w * 0.05, base - w * 0.52, cx + w * 0.1, base - w * 0.35))
    fill(p, plume, st.feather, st.outline, st.line * 0.8)
    crown_ = QPainterPath()
    crown_.addRoundedRect(QRectF(cx - w * 0.32, base - w * 0.5, w * 0.64, w * 0.5), w * 0.12, w * 0.12)
    fill(p, crown_, st.hat, st.outline, st.line)
    fill(p, ellipse(cx, base - w * 0.02, w * 0.7, w * 0.13), st.hat, st.outline, st.line)
    band = QPainterPath()
    band.addRect(QRectF(cx - w * 0.32, base - w * 0.2, w * 0.64, w * 0.1))
    fill(p, band, st.trim, st.outline, st.line * 0.6)


HEADWEAR = {"beret": beret, "cap": cap, "hood": hood, "plumed": plumed_hat}


def closed_crown(p: QPainter, cx: float, base: float, w: float, st: FigureStyle) -> None:
    """An arched imperial crown over a velvet cap, a cross on the orb at its top."""
    h = w * 0.75
    velvet = _curve((cx - w * 0.45, base - h * 0.25),
                    (cx - w * 0.45, base - h * 1.05, cx + w * 0.45, base - h * 1.05, cx + w * 0.45, base - h * 0.25))
    fill(p, velvet, st.jewel, st.outline, st.line)
    for dx in (-0.3, 0.0, 0.3):
        arch = QPainterPath(QPointF(cx + dx * w * 1.5, base - h * 0.3))
        arch.quadTo(cx + dx * w * 1.2, base - h * 1.0, cx, base - h * 0.95)
        stroke(p, arch, st.outline, st.line * 3.2)
        stroke(p, arch, st.crown, st.line * 2)
    fill(p, ellipse(cx, base - h * 1.02, w * 0.1), st.crown, st.outline, st.line * 0.7)
    stroke(p, _open_path(((cx, base - h * 1.1), (cx, base - h * 1.35))), st.crown, st.line * 2)
    stroke(p, _open_path(((cx - w * 0.08, base - h * 1.25), (cx + w * 0.08, base - h * 1.25))), st.crown, st.line * 2)
    band = QPainterPath()
    band.addRoundedRect(QRectF(cx - w / 2, base - h * 0.32, w, h * 0.34), 1, 1)
    fill(p, band, st.crown, st.outline, st.line)
    for i in range(3):
        fill(p, ellipse(cx + (i - 1) * w * 0.3, base - h * 0.15, w * 0.06, w * 0.05), st.jewel)


CROWNS = {"open": crown, "closed": closed_crown}


def held_item(p: QPainter, kind: str, hand: tuple[float, float], top: tuple[float, float], st: FigureStyle) -> None:
    """What a king holds in his free hand at ``hand``: a sceptre or staff
    reaching up to ``top``, a sword raised towards it, or an orb in his palm."""
    hx, hy = hand
    tx, ty = top
    if kind == "orb":
        fill(p, ellipse(hx, hy - 4.5, 4.2), st.crown, st.outline, st.line)
        stroke(p, _open_path(((hx - 4.2, hy - 4.5), (hx + 4.2, hy - 4.5))), st.outline, st.line * 0.7)
        stroke(p, _open_path(((hx, hy - 8.7), (hx, hy - 12.5))), st.crown, st.line * 2)
        stroke(p, _open_path(((hx - 1.6, hy - 11.2), (hx + 1.6, hy - 11.2))), st.crown, st.line * 2)
    elif kind == "sword":
        blade = _open_path(((hx, hy), (tx, ty)))
        stroke(p, blade, st.outline, 3.4)
        stroke(p, blade, "#dfe3e8", 2.2)
        dx, dy = tx - hx, ty - hy
        n = math.hypot(dx, dy)
        gx, gy = hx + dx * 0.08, hy + dy * 0.08
        guard = _open_path(((gx - dy / n * 5, gy + dx / n * 5), (gx + dy / n * 5, gy - dx / n * 5)))
        stroke(p, guard, st.outline, 2.6)
        stroke(p, guard, st.crown, 1.6)
    else:
        shaft = _open_path(((hx, hy + 8), (tx, ty)))
        stroke(p, shaft, st.outline, 2.6)
        stroke(p, shaft, st.crown if kind == "sceptre" else st.hair, 1.6)
        if kind == "sceptre":
            fill(p, ellipse(tx, ty - 2, 2.6), st.crown, st.outline, st.line)
        else:
            fill(p, ellipse(tx, ty, 2.2, 3.4), st.hair, st.outline, st.line)
    fill(p, ellipse(hx, hy, 2.6), st.flesh, st.outline, st.line)


# --- Clothing -------------------------------------------------------------------


def _dots(p: QPainter, clip: QPainterPath, colour: str, step: float, r: float) -> None:
    """A brocade of small dots inside ``clip``."""
    p.save()
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    rect = clip.boundingRect()
    y = rect.top() + step / 2
    row = 0
    while y < rect.bottom():
        x = rect.left() + (step / 2 if row % 2 else 0)
        while x < rect.right() + step:
            fill(p, ellipse(x, y, r), colour)
            x += step
        y += step * 0.8
        row += 1
    p.restore()


def garment(p: QPainter, path: QPainterPath, colour: str, pattern: str, st: FigureStyle) -> None:
    """A filled piece of clothing with a dotted brocade."""
    fill(p, path, colour, st.outline, st.line)
    _dots(p, path, pattern, 4.2, 0.55)
    stroke(p, path, st.outline, st.line)


def arm(p: QPainter, shoulder: tuple[float, float], hand: tuple[float, float], width: float,
        colour: str, st: FigureStyle) -> None:
    """A sleeved arm from ``shoulder`` to a bare ``hand``."""
    sx, sy = shoulder
    hx, hy = hand
    length = math.hypot(hx - sx, hy - sy)
    nx, ny = -(hy - sy) / length, (hx - sx) / length
    wrist = (hx - (hx - sx) * 0.12, hy - (hy - sy) * 0.12)
    sleeve = polygon([(sx + nx * width, sy + ny * width), (wrist[0] + nx * width * 0.55, wrist[1] + ny * width * 0.55),
                      (wrist[0] - nx * width * 0.55, wrist[1] - ny * width * 0.55), (sx - nx * width, sy - ny * width)])
    fill(p, sleeve, colour, st.outline, st.line)
    cuff = _open_path(((wrist[0] + nx * width * 0.6, wrist[1] + ny * width * 0.6),
                       (wrist[0] - nx * width * 0.6, wrist[1] - ny * width * 0.6)))
    stroke(p, cuff, st.outline, st.line * 2.6)
    stroke(p, cuff, st.trim, st.line * 1.4)
    fill(p, ellipse(hx, hy, width * 0.55), st.flesh, st.outline, st.line)


def _horse_head(p: QPainter, st: FigureStyle, dx: float, dy: float, size: float = 1.0) -> None:
    """A horse's head, ear and eye, the poll at (72 + dx, 74 + dy), ``size``
    times the full-length figure's."""
    p.save()
    p.translate(72 + dx, 74 + dy)
    p.scale(size, size)
    p.translate(-72, -74)
    shape = _curve((72, 74), (74, 68, 80, 66, 84, 70), (88, 76, 92, 84, 91, 89),
                   (90, 92, 86, 93, 84, 91), (82, 88, 80, 85, 77, 82))
    fill(p, shape, st.horse, st.outline, st.line)
    fill(p, _path((74, 70), (76, 63), (79, 69)), st.horse, st.outline, st.line)
    fill(p, ellipse(81.5, 75, 1.1), st.outline)
    fill(p, ellipse(89, 87, 0.8), st.outline)
    p.restore()


def _ground(p: QPainter, y: float, st: FigureStyle) -> None:
    fill(p, ellipse(50, y, 30, 4.5), st.ground)


# --- Full-length figures (single-ended decks) --------------------------------

Figure = Callable[[QPainter, FigureStyle, Emblem, Pose], None]


def full_page(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """Fante: a young page standing, his suit symbol raised at his side or held at his hip."""
    _ground(p, 144, st)
    for x, lean in ((44.5, -1.5), (55.5, 1.5)):
        leg = _path((x - 3.6, 96), (x + 3.6, 96), (x + 2.6 + lean, 139), (x - 2.6 + lean, 139))
        fill(p, leg, st.hose, st.outline, st.line)
        fill(p, ellipse(x + lean * 2, 141, 5.2, 2.6), st.shoes, st.outline, st.line)
    tunic = _curve((37, 53), (42, 50, 58, 50, 63, 53), (64, 66, 58, 70, 58, 78),
                   (62, 86, 66, 94, 67, 100), (56, 103, 44, 103, 33, 100),
                   (34, 94, 38, 86, 42, 78), (42, 70, 36, 66, 37, 53))
    garment(p, tunic, st.robe, st.robe_pattern, st)
    belt = _path((41.5, 76), (58.5, 76), (58.5, 80), (41.5, 80))
    fill(p, belt, st.trim, st.outline, st.line)
    placket = _open_path(((50, 53), (50, 76)))
    stroke(p, placket, st.trim, st.line * 2)
    arm(p, (39, 56), (35, 88), 4.2, st.cape, st)
    fill(p, ellipse(50, 51.5, 5.5, 2.6), st.trim, st.outline, st.line)
    head(p, 50, 41, 8.5, st, beard=pose.beard)
    HEADWEAR[pose.hat](p, 49, 34, 19, st)
    if pose.emblem_low:
        arm(p, (61, 56), (66, 84), 4.2, st.cape, st)
        emblem(p, 72, 90, 20)
    else:
        arm(p, (61, 56), (69, 70), 4.2, st.cape, st)
        emblem(p, 71, 54, 20)


def full_lady(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """Fante as a lady in a long gown, as Sicilian packs draw her."""
    _ground(p, 145, st)
    gown = _curve((40, 56), (44, 53, 56, 53, 60, 56), (62, 78, 66, 110, 70, 141),
                  (58, 144, 42, 144, 30, 141), (34, 110, 38, 78, 40, 56))
    garment(p, gown, st.robe, st.robe_pattern, st)
    bodice = _path((43, 58), (57, 58), (55, 80), (45, 80))
    fill(p, bodice, st.cape, st.outline, st.line)
    for y in (64, 70, 76):
        stroke(p, _open_path(((45.5, y), (54.5, y))), st.trim, st.line * 1.4)
    hem = _curve((31, 137), (44, 141, 56, 141, 69, 137), close=False)
    stroke(p, hem, st.trim, st.line * 3)
    arm(p, (41, 61), (37, 90), 4.0, st.cape, st)
    head(p, 50, 43, 8.2, st, long_hair=True)
    necklace = _curve((45, 55), (47, 58, 53, 58, 55, 55), close=False)
    stroke(p, necklace, st.jewel, st.line * 1.6)
    tiara(p, 50, 36, 17, st)
    if pose.emblem_low:
        arm(p, (59, 61), (64, 86), 4.0, st.cape, st)
        emblem(p, 70, 92, 19)
    else:
        arm(p, (59, 61), (67, 72), 4.0, st.cape, st)
        emblem(p, 70, 56, 19)


def full_rider(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """Cavallo: a rider on a horse stepping forward, symbol held high."""
    _ground(p, 146, st)
    # Far legs first, darker, then the body, then the near legs.
    for x, bend in ((38, 2), (67, -2)):
        leg = _path((x - 2.5, 112), (x + 2.5, 112), (x + 1.8 + bend, 143), (x - 1.8 + bend, 143))
        fill(p, leg, st.horse_mane, st.outline, st.line)
    # Hanging close, so that it stays clear of the corner index when the horse faces left.
    tail = _curve((29, 100), (23, 104, 23, 120, 26, 128), (27, 122, 28, 112, 32, 106))
    fill(p, tail, st.horse_mane, st.outline, st.line)
    neck = _curve((62, 100), (66, 90, 70, 82, 72, 74), (77, 70, 83, 74, 84, 80), (80, 90, 78, 100, 74, 108))
    fill(p, neck, st.horse, st.outline, st.line)
    body = ellipse(51, 106, 24, 12)
    fill(p, body, st.horse, st.outline, st.line)
    _horse_head(p, st, 0, 0)
    mane = _curve((72, 72), (68, 80, 64, 90, 61, 100), (63, 92, 66, 84, 70, 78), (73, 76, 74, 74, 72, 72))
    fill(p, mane, st.horse_mane, st.outline, st.line * 0.8)
    for x, bend in ((33, -2), (71, 1)):
        leg = _path((x - 3, 110), (x + 3, 110), (x + 2 + bend, 144), (x - 2 + bend, 144))
        fill(p, leg, st.horse, st.outline, st.line)
        fill(p, _path((x - 2.6 + bend, 142), (x + 2.6 + bend, 142), (x + 3 + bend, 146), (x - 3 + bend, 146)),
             st.outline)
    cloth = _curve((36, 96), (44, 93, 58, 93, 64, 96), (65, 106, 63, 114, 62, 119),
                   (52, 121, 44, 121, 38, 119), (37, 112, 35, 104, 36, 96))
    garment(p, cloth, st.cape, st.robe_pattern, st)
    for i in range(9):
        fill(p, ellipse(39 + i * 2.8, 120.5, 1.1), st.trim, st.outline, st.line * 0.4)
    bridle = _open_path(((84, 84), (70, 86), (58, 88)))
    stroke(p, bridle, st.outline, st.line * 1.1)
    # Rider, seated, seen from the side with the leg down the horse's flank.
    thigh = _path((46, 92), (57, 90), (58, 98), (54, 112), (49, 112), (50, 99))
    fill(p, thigh, st.hose, st.outline, st.line)
    fill(p, ellipse(52.5, 114, 4.8, 2.3), st.shoes, st.outline, st.line)
    torso = _curve((43, 64), (48, 61, 56, 61, 60, 64), (61, 76, 60, 86, 60, 94),
                   (54, 96, 48, 96, 43, 94), (43, 86, 42, 74, 43, 64))
    garment(p, torso, st.robe, st.robe_pattern, st)
    arm(p, (57, 67), (60, 86), 3.6, st.robe, st)
    head(p, 51.5, 54, 7.5, st, beard=pose.beard, facing=0.3)
    HEADWEAR[pose.hat](p, 51, 47, 16, st)
    arm(p, (45, 67), (35, 54), 3.6, st.robe, st)
    emblem(p, 33, 43, 17)


def full_king(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """Re: a crowned, bearded king in an ermine-caped robe."""
    _ground(p, 145, st)
    robe = _curve((37, 56), (42, 53, 58, 53, 63, 56), (67, 80, 72, 110, 75, 141),
                  (60, 144, 40, 144, 25, 141), (28, 110, 33, 80, 37, 56))
    garment(p, robe, st.robe, st.robe_pattern, st)
    front = _path((47, 60), (53, 60), (56, 142), (44, 142))
    fill(p, front, st.trim, st.outline, st.line)
    for y in range(66, 140, 9):
        fill(p, ellipse(50 + (y - 60) * 0.03, y, 1.3), st.jewel)
    cape = _curve((33, 58), (40, 52, 60, 52, 67, 58), (70, 66, 69, 72, 66, 76),
                  (58, 72, 42, 72, 34, 76), (31, 72, 30, 66, 33, 58))
    fill(p, cape, "#fbf7ee", st.outline, st.line)
    for x, y in ((38, 63), (45, 67), (55, 67), (62, 63), (41, 71), (59, 71), (50, 64)):
        fill(p, _path((x, y - 1.4), (x + 0.9, y + 1.2), (x - 0.9, y + 1.2)), st.outline)
    if pose.held == "orb":
        arm(p, (36, 64), (31, 86), 4.6, st.cape, st)
        held_item(p, pose.held, (31, 86), (31, 86), st)
    else:
        arm(p, (36, 64), (31, 96), 4.6, st.cape, st)
        held_item(p, pose.held, (31, 96), (25, 50), st)
    head(p, 50, 41, 9, st, beard=True)
    CROWNS[pose.crown](p, 50, 34, 17, st)
    arm(p, (64, 64), (68, 84), 4.6, st.cape, st)
    emblem(p, 70, 72, 20)


FULL_FIGURES: dict[int, Figure] = {8: full_page, 9: full_rider, 10: full_king}


def single_ended(p: QPainter, figure: Figure, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """A full-length figure, turned to face left when its pose says so."""
    p.save()
    if pose.mirror:
        p.translate(CARD_W, 0)
        p.scale(-1, 1)
    figure(p, st, emblem, pose)
    p.restore()


# --- Half-length figures (double-ended decks) ----------------------------------

HALF = CARD_H / 2


def _bust(p: QPainter, st: FigureStyle, beard: bool, long_hair: bool) -> None:
    """Shoulders, chest and head of a half-length figure above the card's
    middle, one hand resting at the waist."""
    torso = _curve((43, 52), (38, 53, 34, 55, 33, 59), (33, 66, 34, 74, 36, HALF), close=False)
    torso.lineTo(64, HALF)
    torso.cubicTo(66, 74, 67, 66, 67, 59)
    torso.cubicTo(66, 55, 62, 53, 57, 52)
    torso.closeSubpath()
    garment(p, torso, st.robe, st.robe_pattern, st)
    panel = _path((46.5, 54), (53.5, 54), (55, HALF), (45, HALF))
    fill(p, panel, st.trim, st.outline, st.line)
    for y in (60, 66, 72):
        fill(p, ellipse(50, y, 1.1), st.jewel, st.outline, st.line * 0.4)
    arm(p, (35, 60), (44, 75), 4.0, st.cape, st)
    ruff = ellipse(50, 52.5, 8.5, 3.2)
    fill(p, ruff, "#fbf7ee", st.outline, st.line)
    for i in range(-3, 4):
        stroke(p, _open_path(((50 + i * 2.2, 50.2), (50 + i * 2.4, 55.2))), st.outline, st.line * 0.4)
    head(p, 50, 40, 9.5, st, beard=beard, long_hair=long_hair)


def _raised_emblem(p: QPainter, st: FigureStyle, emblem: Emblem) -> None:
    """The other arm raised, showing the suit symbol at shoulder height, below
    the corner index when the figure is turned to face left."""
    arm(p, (65, 60), (70, 67), 4.0, st.cape, st)
    emblem(p, 72, 60, 17)


#: Width of the hats and crowns of half-length figures: narrower than the
#: head is wide would look wrong, wider runs them off the card.
HALF_HAT = 19.0


def half_page(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    _bust(p, st, beard=pose.beard, long_hair=False)
    HEADWEAR[pose.hat](p, 49, 32.5, HALF_HAT, st)
    if pose.emblem_low:
        arm(p, (65, 60), (70, 72), 4.0, st.cape, st)
        emblem(p, 74, 68, 17)
    else:
        _raised_emblem(p, st, emblem)


def half_rider(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """The rider rising from his horse's neck, the horse's head beside his
    chest: low enough to stay clear of the corner index when he faces left,
    the symbol held at his shoulder for the same reason when he faces right."""
    neck = _curve((60, HALF), (64, 70, 68, 62, 72, 58), (76, 54, 84, 56, 85, 62), (83, 68, 80, 74, 80, HALF))
    fill(p, neck, st.horse, st.outline, st.line)
    _horse_head(p, st, 0, -14, 0.8)
    mane = _curve((73, 56), (69, 63, 66, 70, 63, HALF), (67, 72, 70, 64, 75, 58))
    fill(p, mane, st.horse_mane, st.outline, st.line * 0.8)
    stroke(p, _open_path(((86, 71), (72, 72), (62, 74))), st.outline, st.line * 1.1)
    _bust(p, st, beard=pose.beard, long_hair=False)
    HEADWEAR[pose.hat](p, 49, 32.5, HALF_HAT, st)
    arm(p, (36, 60), (31, 67), 4.0, st.cape, st)
    emblem(p, 30, 60, 15)


def half_king(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    cape = _curve((31, HALF), (29, 66, 31, 56, 40, 52), (36, 60, 38, 70, 40, HALF))
    _bust(p, st, beard=True, long_hair=False)
    fill(p, cape, st.cape, st.outline, st.line)
    CROWNS[pose.crown](p, 50, 31, HALF_HAT, st)
    held_item(p, pose.held, (44, 75), (30, 40), st)
    _raised_emblem(p, st, emblem)


def half_queen(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    _bust(p, st, beard=False, long_hair=True)
    necklace = _curve((44, 57), (46, 61, 54, 61, 56, 57), close=False)
    stroke(p, necklace, st.jewel, st.line * 1.6)
    tiara(p, 50, 32, 20, st)
    _raised_emblem(p, st, emblem)


HALF_FIGURES: dict[int, Figure] = {8: half_page, 9: half_rider, 10: half_king}


def double_ended(p: QPainter, figure: Figure, st: FigureStyle, emblem: Emblem, divider: str,
                 pose: Pose = Pose()) -> None:
    """A half-length figure mirrored about the card centre, split by a rule."""
    def half(q: QPainter) -> None:
        q.save()
        clip = QPainterPath()
        clip.addRect(QRectF(0, 0, CARD_W, HALF))
        q.setClipPath(clip)
        if pose.mirror:
            q.translate(CARD_W, 0)
            q.scale(-1, 1)
        # Half figures are drawn at the scale of full ones; enlarge them to
        # fill their half of the card, hats and horses inside its margin.
        q.translate(CARD_W / 2, HALF)
        q.scale(1.12, 1.12)
        q.translate(-CARD_W / 2, -HALF)
        figure(q, st, emblem, pose)
        q.restore()

    both_ends(p, half)
    stroke(p, _open_path(((8, HALF), (92, HALF))), divider, st.line * 1.6)
