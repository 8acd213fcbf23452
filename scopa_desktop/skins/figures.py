"""Court figures drawn with paths: page, lady, rider on horseback, king, queen.

Two forms, as real decks have them: full-length single-ended figures
(Napoletane, Siciliane, Toscane) and half-length figures for double-ended
cards (Piacentine, Triestine, Romagnole, French).  A :class:`FigureStyle`
carries each deck's palette and a :class:`Pose` what sets one suit's figures
apart from another's; ``emblem`` callbacks let the figure hold its suit
symbol, ``emblem(painter, x, y, size)`` drawing it centred on (x, y).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath

from scopa_desktop.skins.drawing import CARD_H, CARD_W, both_ends, ellipse, fill, stroke
from scopa_desktop.skins.figure_parts import (
    CROWNS,
    HEADWEAR,
    FigureStyle,
    arm,
    curve,
    garment,
    ground,
    head,
    held_item,
    horse_head,
    open_path,
    points_path,
    tiara,
)

Emblem = Callable[[QPainter, float, float, float], None]


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


# --- Full-length figures (single-ended decks) --------------------------------

Figure = Callable[[QPainter, FigureStyle, Emblem, Pose], None]


def full_page(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """Fante: a young page standing, his suit symbol raised at his side or held at his hip."""
    ground(p, 144, st)
    for x, lean in ((44.5, -1.5), (55.5, 1.5)):
        leg = points_path((x - 3.6, 96), (x + 3.6, 96), (x + 2.6 + lean, 139), (x - 2.6 + lean, 139))
        fill(p, leg, st.hose, st.outline, st.line)
        fill(p, ellipse(x + lean * 2, 141, 5.2, 2.6), st.shoes, st.outline, st.line)
    tunic = curve((37, 53), (42, 50, 58, 50, 63, 53), (64, 66, 58, 70, 58, 78),
                   (62, 86, 66, 94, 67, 100), (56, 103, 44, 103, 33, 100),
                   (34, 94, 38, 86, 42, 78), (42, 70, 36, 66, 37, 53))
    garment(p, tunic, st.robe, st.robe_pattern, st)
    belt = points_path((41.5, 76), (58.5, 76), (58.5, 80), (41.5, 80))
    fill(p, belt, st.trim, st.outline, st.line)
    placket = open_path(((50, 53), (50, 76)))
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
    ground(p, 145, st)
    gown = curve((40, 56), (44, 53, 56, 53, 60, 56), (62, 78, 66, 110, 70, 141),
                  (58, 144, 42, 144, 30, 141), (34, 110, 38, 78, 40, 56))
    garment(p, gown, st.robe, st.robe_pattern, st)
    bodice = points_path((43, 58), (57, 58), (55, 80), (45, 80))
    fill(p, bodice, st.cape, st.outline, st.line)
    for y in (64, 70, 76):
        stroke(p, open_path(((45.5, y), (54.5, y))), st.trim, st.line * 1.4)
    hem = curve((31, 137), (44, 141, 56, 141, 69, 137), close=False)
    stroke(p, hem, st.trim, st.line * 3)
    arm(p, (41, 61), (37, 90), 4.0, st.cape, st)
    head(p, 50, 43, 8.2, st, long_hair=True)
    necklace = curve((45, 55), (47, 58, 53, 58, 55, 55), close=False)
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
    ground(p, 146, st)
    # Far legs first, darker, then the body, then the near legs.
    for x, bend in ((38, 2), (67, -2)):
        leg = points_path((x - 2.5, 112), (x + 2.5, 112), (x + 1.8 + bend, 143), (x - 1.8 + bend, 143))
        fill(p, leg, st.horse_mane, st.outline, st.line)
    # Hanging close, so that it stays clear of the corner index when the horse faces left.
    tail = curve((29, 100), (23, 104, 23, 120, 26, 128), (27, 122, 28, 112, 32, 106))
    fill(p, tail, st.horse_mane, st.outline, st.line)
    neck = curve((62, 100), (66, 90, 70, 82, 72, 74), (77, 70, 83, 74, 84, 80), (80, 90, 78, 100, 74, 108))
    fill(p, neck, st.horse, st.outline, st.line)
    body = ellipse(51, 106, 24, 12)
    fill(p, body, st.horse, st.outline, st.line)
    horse_head(p, st, 0, 0)
    mane = curve((72, 72), (68, 80, 64, 90, 61, 100), (63, 92, 66, 84, 70, 78), (73, 76, 74, 74, 72, 72))
    fill(p, mane, st.horse_mane, st.outline, st.line * 0.8)
    for x, bend in ((33, -2), (71, 1)):
        leg = points_path((x - 3, 110), (x + 3, 110), (x + 2 + bend, 144), (x - 2 + bend, 144))
        fill(p, leg, st.horse, st.outline, st.line)
        fill(p, points_path((x - 2.6 + bend, 142), (x + 2.6 + bend, 142), (x + 3 + bend, 146), (x - 3 + bend, 146)),
             st.outline)
    cloth = curve((36, 96), (44, 93, 58, 93, 64, 96), (65, 106, 63, 114, 62, 119),
                   (52, 121, 44, 121, 38, 119), (37, 112, 35, 104, 36, 96))
    garment(p, cloth, st.cape, st.robe_pattern, st)
    for i in range(9):
        fill(p, ellipse(39 + i * 2.8, 120.5, 1.1), st.trim, st.outline, st.line * 0.4)
    bridle = open_path(((84, 84), (70, 86), (58, 88)))
    stroke(p, bridle, st.outline, st.line * 1.1)
    # Rider, seated, seen from the side with the leg down the horse's flank.
    thigh = points_path((46, 92), (57, 90), (58, 98), (54, 112), (49, 112), (50, 99))
    fill(p, thigh, st.hose, st.outline, st.line)
    fill(p, ellipse(52.5, 114, 4.8, 2.3), st.shoes, st.outline, st.line)
    torso = curve((43, 64), (48, 61, 56, 61, 60, 64), (61, 76, 60, 86, 60, 94),
                   (54, 96, 48, 96, 43, 94), (43, 86, 42, 74, 43, 64))
    garment(p, torso, st.robe, st.robe_pattern, st)
    arm(p, (57, 67), (60, 86), 3.6, st.robe, st)
    head(p, 51.5, 54, 7.5, st, beard=pose.beard, facing=0.3)
    HEADWEAR[pose.hat](p, 51, 47, 16, st)
    arm(p, (45, 67), (35, 54), 3.6, st.robe, st)
    emblem(p, 33, 43, 17)


def full_king(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    """Re: a crowned, bearded king in an ermine-caped robe."""
    ground(p, 145, st)
    robe = curve((37, 56), (42, 53, 58, 53, 63, 56), (67, 80, 72, 110, 75, 141),
                  (60, 144, 40, 144, 25, 141), (28, 110, 33, 80, 37, 56))
    garment(p, robe, st.robe, st.robe_pattern, st)
    front = points_path((47, 60), (53, 60), (56, 142), (44, 142))
    fill(p, front, st.trim, st.outline, st.line)
    for y in range(66, 140, 9):
        fill(p, ellipse(50 + (y - 60) * 0.03, y, 1.3), st.jewel)
    cape = curve((33, 58), (40, 52, 60, 52, 67, 58), (70, 66, 69, 72, 66, 76),
                  (58, 72, 42, 72, 34, 76), (31, 72, 30, 66, 33, 58))
    fill(p, cape, "#fbf7ee", st.outline, st.line)
    for x, y in ((38, 63), (45, 67), (55, 67), (62, 63), (41, 71), (59, 71), (50, 64)):
        fill(p, points_path((x, y - 1.4), (x + 0.9, y + 1.2), (x - 0.9, y + 1.2)), st.outline)
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
    torso = curve((43, 52), (38, 53, 34, 55, 33, 59), (33, 66, 34, 74, 36, HALF), close=False)
    torso.lineTo(64, HALF)
    torso.cubicTo(66, 74, 67, 66, 67, 59)
    torso.cubicTo(66, 55, 62, 53, 57, 52)
    torso.closeSubpath()
    garment(p, torso, st.robe, st.robe_pattern, st)
    panel = points_path((46.5, 54), (53.5, 54), (55, HALF), (45, HALF))
    fill(p, panel, st.trim, st.outline, st.line)
    for y in (60, 66, 72):
        fill(p, ellipse(50, y, 1.1), st.jewel, st.outline, st.line * 0.4)
    arm(p, (35, 60), (44, 75), 4.0, st.cape, st)
    ruff = ellipse(50, 52.5, 8.5, 3.2)
    fill(p, ruff, "#fbf7ee", st.outline, st.line)
    for i in range(-3, 4):
        stroke(p, open_path(((50 + i * 2.2, 50.2), (50 + i * 2.4, 55.2))), st.outline, st.line * 0.4)
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
    neck = curve((60, HALF), (64, 70, 68, 62, 72, 58), (76, 54, 84, 56, 85, 62), (83, 68, 80, 74, 80, HALF))
    fill(p, neck, st.horse, st.outline, st.line)
    horse_head(p, st, 0, -14, 0.8)
    mane = curve((73, 56), (69, 63, 66, 70, 63, HALF), (67, 72, 70, 64, 75, 58))
    fill(p, mane, st.horse_mane, st.outline, st.line * 0.8)
    stroke(p, open_path(((86, 71), (72, 72), (62, 74))), st.outline, st.line * 1.1)
    _bust(p, st, beard=pose.beard, long_hair=False)
    HEADWEAR[pose.hat](p, 49, 32.5, HALF_HAT, st)
    arm(p, (36, 60), (31, 67), 4.0, st.cape, st)
    emblem(p, 30, 60, 15)


def half_king(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    cape = curve((31, HALF), (29, 66, 31, 56, 40, 52), (36, 60, 38, 70, 40, HALF))
    _bust(p, st, beard=True, long_hair=False)
    fill(p, cape, st.cape, st.outline, st.line)
    CROWNS[pose.crown](p, 50, 31, HALF_HAT, st)
    held_item(p, pose.held, (44, 75), (30, 40), st)
    _raised_emblem(p, st, emblem)


def half_queen(p: QPainter, st: FigureStyle, emblem: Emblem, pose: Pose) -> None:
    _bust(p, st, beard=False, long_hair=True)
    necklace = curve((44, 57), (46, 61, 54, 61, 56, 57), close=False)
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
    stroke(p, open_path(((8, HALF), (92, HALF))), divider, st.line * 1.6)
