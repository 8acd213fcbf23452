"""Card-deck skins: every face and back renders, distinctly and non-blank,
at the sizes the table uses, through the cached pixmap API."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from scopa_desktop.engine.cards import SUITS
from scopa_desktop.skins import (
    CARD_ASPECT,
    DEFAULT_SKIN_ID,
    available_skins,
    card_pixmap,
    clear_cache,
    is_known_skin,
    preview_pixmap,
    skin_by_id,
)

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"  # tests/artifacts, for every room
CARD_IDS = [f"{rank}{suit}" for suit in SUITS for rank in range(1, 11)]
SKIN_IDS = ["napoletane", "siciliane", "toscane", "piacentine", "triestine", "romagnole", "french", "large-print"]
#: The decks with Italian suits and court figures, old and new.
ITALIAN_IDS = ["napoletane", "siciliane", "toscane", "piacentine", "triestine", "romagnole"]
COURT_IDS = [f"{rank}{suit}" for rank in (8, 9, 10) for suit in SUITS]


@pytest.fixture(autouse=True, scope="module")
def fresh_cache(qapp):
    """The module starts and ends with no card rendered; within it, a card one test has drawn is
    not drawn again for the next (test_cache_returns_the_same_pixmap clears it itself)."""
    clear_cache()
    yield
    clear_cache()


def image_of(skin_id: str, card_id: str | None, width: int, dpr: float = 1.0) -> QImage:
    return card_pixmap(skin_id, card_id, width, dpr).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def pixels_of(skin_id: str, card_id: str | None, width: int) -> bytes:
    """The card's pixels, copied while its image lives: ``constBits()`` of an image nobody holds
    points into freed memory (the court cards' test crashed the process at 300 px)."""
    image = image_of(skin_id, card_id, width)
    return bytes(image.constBits())


def colour_distance(first: int, second: int) -> int:
    """Red, green and blue differences added up, between two ARGB32 pixels (0xAARRGGBB)."""
    return sum(abs((first >> shift & 255) - (second >> shift & 255)) for shift in (0, 8, 16))


def ink_share(image: QImage) -> float:
    """Share of the card inside its edge that differs clearly from the paper
    colour, taken just inside the top edge; the margin is left out so that
    a card with nothing but its edge line counts as blank.  Each colour is
    weighed once, with the number of pixels that have it (a call per pixel
    made these tests a tenth of the fast tier)."""
    pixels, width = image.constBits().cast("I"), image.width()
    paper = pixels[3 * width + width // 2]
    margin = width // 12
    colours: Counter[int] = Counter()
    for y in range(margin, image.height() - margin):
        colours.update(pixels[y * width + margin:(y + 1) * width - margin])
    inked = sum(count for colour, count in colours.items() if colour_distance(colour, paper) > 60)
    return inked / colours.total()


def test_the_eight_skins_are_offered_default_first():
    ids = [s.id for s in available_skins()]
    assert ids[0] == DEFAULT_SKIN_ID == "napoletane"
    assert sorted(ids) == sorted(SKIN_IDS)
    for skin in available_skins():
        assert skin.name and skin.description
        assert is_known_skin(skin.id)


def test_unknown_skin_falls_back_to_the_default():
    assert not is_known_skin("no-such-deck")
    assert skin_by_id("no-such-deck").id == DEFAULT_SKIN_ID
    assert skin_by_id("french").id == "french"
    default = image_of(DEFAULT_SKIN_ID, "7D", 60)
    assert image_of("no-such-deck", "7D", 60) == default


@pytest.mark.parametrize("skin_id", SKIN_IDS)
@pytest.mark.parametrize("width", [40, 56, 90, pytest.param(200, marks=pytest.mark.slow), 300])  # 200: between
def test_every_card_renders_at_size(skin_id, width):
    for card_id in [*CARD_IDS, None]:
        pixmap = card_pixmap(skin_id, card_id, width)
        assert not pixmap.isNull()
        assert (pixmap.width(), pixmap.height()) == (width, round(width * CARD_ASPECT))


@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_faces_are_distinct_and_inked(skin_id):
    seen: dict[bytes, str] = {}
    for card_id in [*CARD_IDS, None]:
        image = image_of(skin_id, card_id, 90)
        data = bytes(image.constBits())
        assert data not in seen, f"{card_id} looks exactly like {seen.get(data)}"
        seen[data] = str(card_id)
        assert ink_share(image) > 0.04, f"{skin_id} {card_id} is nearly blank"


def differing_share(first: QImage, second: QImage) -> float:
    """Share of pixels (every second one each way) that clearly differ between two cards."""
    ones, others, width = first.constBits().cast("I"), second.constBits().cast("I"), first.width()
    pairs: Counter[tuple[int, int]] = Counter()
    for y in range(0, first.height(), 2):
        row = slice(y * width, (y + 1) * width, 2)
        pairs.update(zip(ones[row], others[row], strict=True))
    differ = sum(count for (one, other), count in pairs.items() if colour_distance(one, other) > 60)
    return differ / pairs.total()


@pytest.mark.parametrize("skin_id", ITALIAN_IDS)
def test_each_suit_has_its_own_court_figures(skin_id):
    """A Fante, Cavallo or Re differs from his namesakes of the other suits in
    pose and dress, not only in the symbol he holds: one court drawing for all
    four suits with the emblem swapped differs in about 5 % of its pixels."""
    for rank in (8, 9, 10):
        images = {suit: image_of(skin_id, f"{rank}{suit}", 90) for suit in SUITS}
        for i, first in enumerate(SUITS):
            for second in SUITS[i + 1:]:
                share = differing_share(images[first], images[second])
                assert share > 0.12, f"{skin_id}: {rank}{first} and {rank}{second} differ only in {share:.0%}"


@pytest.mark.parametrize("skin_id", SKIN_IDS)
@pytest.mark.parametrize("width", [56, 300])
def test_no_two_court_cards_alike(skin_id, width):
    seen: dict[bytes, str] = {}
    for card_id in COURT_IDS:
        data = pixels_of(skin_id, card_id, width)
        assert data not in seen, f"{skin_id} {card_id} looks exactly like {seen.get(data)} at {width} px"
        seen[data] = card_id


@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_corners_are_transparent_and_edges_opaque(skin_id):
    image = image_of(skin_id, "5C", 90)
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0
    assert image.pixelColor(image.width() // 2, 1).alpha() == 255
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


def test_high_dpi_pixmap_has_logical_size_and_ratio():
    pixmap = card_pixmap("french", "9S", 56, 2.0)
    assert pixmap.devicePixelRatio() == 2.0
    # Each side the screen's whole pixels nearest the card's: 56 x 89.6 is 112 x 179.2 of them (the logical
    # height rounded first, 90, made it 180, a pixel taller than the card).
    assert (pixmap.width(), pixmap.height()) == (112, round(112 * CARD_ASPECT)) == (112, 179)
    assert pixmap.deviceIndependentSize().toSize().width() == 56
    assert pixmap.deviceIndependentSize().height() == pytest.approx(56 * CARD_ASPECT, abs=0.5)


def test_cache_returns_the_same_pixmap():
    first = card_pixmap("piacentine", "3B", 70)
    assert card_pixmap("piacentine", "3B", 70) is first
    assert card_pixmap("piacentine", "3B", 71) is not first
    assert card_pixmap("piacentine", "3B", 70, 2.0) is not first
    clear_cache()
    assert card_pixmap("piacentine", "3B", 70) is not first


def test_bad_card_id_is_refused():
    with pytest.raises(ValueError):
        card_pixmap("french", "11D", 60)


def test_skins_differ_from_each_other():
    faces = {s: pixels_of(s, "9S", 90) for s in SKIN_IDS}
    assert len(set(faces.values())) == len(SKIN_IDS)


@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_preview_shows_cards(skin_id):
    pixmap = preview_pixmap(skin_id, 240)
    assert pixmap.width() == 240 and pixmap.height() > 60
    image = pixmap.toImage()
    opaque = sum(image.pixelColor(x, y).alpha() > 0
                 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3))
    assert opaque > 0.2 * (image.width() // 3) * (image.height() // 3)


@pytest.mark.parametrize("width", [56, pytest.param(120, marks=pytest.mark.slow)])  # 120: drawn for people only
@pytest.mark.parametrize("skin_id", SKIN_IDS)
def test_contact_sheet(skin_id, width):
    """Write all 40 faces in suit rows and the back, for people to look at,
    at the size of a card in a small window's hand and at a large one."""
    gap = 8
    height = round(width * CARD_ASPECT)
    sheet = QImage(gap + 11 * (width + gap), gap + 4 * (height + gap), QImage.Format.Format_ARGB32)
    sheet.fill(QColor("#1f5e3a"))
    painter = QPainter(sheet)
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(range(1, 11)):
            painter.drawPixmap(gap + col * (width + gap), gap + row * (height + gap),
                               card_pixmap(skin_id, f"{rank}{suit}", width))
    painter.drawPixmap(gap + 10 * (width + gap), gap, card_pixmap(skin_id, None, width))
    painter.drawPixmap(gap + 10 * (width + gap), gap + height + gap, preview_pixmap(skin_id, width))
    painter.end()
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"contact-{skin_id}-{width}.png"
    assert sheet.save(str(path))
    assert path.stat().st_size > 10_000
