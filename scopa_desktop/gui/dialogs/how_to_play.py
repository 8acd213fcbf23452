"""Help > How to play: the rules of RULES.md in the player's language, shown with the chosen deck's own cards.

A scrolling page of short sections: the cards, a turn (a capture by a single
card, by a sum, a card laid), the scopa, the count with the primiera values as
a row of cards, the match, each variant of the New game dialog, and how to
play in this window.  It fits a 768-pixel-high screen and scrolls inside.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import PRIMIERA_VALUE, SETTEBELLO, card
from ...skins import card_pixmap
from ..accelerators import manage_accelerators
from ..words import capitalised, card_title, italian_rank_word, italian_suit_word, rank_word, suit_word, variant_title

CARD_WIDTH = 56
MAX_HEIGHT = 680  # leaves room for a title bar and a panel on a 768-pixel-high screen
PAGE_STYLE = """
#howToPlayPage { background: #fbf8ef; }
#howToPlayPage QLabel { color: #1d2a20; font-size: 14px; }
#howToPlayPage QLabel#sectionTitle { color: #16301f; font-size: 17px; font-weight: bold; padding-top: 10px; }
#howToPlayPage QLabel#caption { color: #4a5a4e; font-size: 12px; }
#howToPlayPage QLabel#symbol { color: #16301f; font-size: 22px; font-weight: bold; }
"""

#: A row of cards: card ids, each with a caption (may be empty), and symbols ("→", "+") between them.
Piece = tuple[str, str] | str


class HowToPlayDialog(QDialog):
    def __init__(self, skin_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.skin_id = skin_id
        self._pictures: list[tuple[QLabel, str]] = []  # each card's picture, drawn again on another screen
        self.setObjectName("howToPlayDialog")
        self.setWindowTitle(self.tr("How to play"))
        page = QWidget()
        page.setObjectName("howToPlayPage")
        page.setStyleSheet(PAGE_STYLE)
        self._layout = QVBoxLayout(page)
        self._layout.setContentsMargins(20, 8, 20, 16)
        self._write()
        self._layout.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setAccessibleName(self.windowTitle())
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(page)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addWidget(self.scroll_area, 1)
        outer.addWidget(buttons)
        manage_accelerators(self)
        self.resize(720, self._fitting_height())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:  # moved to a screen of another scaling
            for picture, card_id in self._pictures:
                self._draw(picture, card_id)
        return super().event(event)

    def _draw(self, picture: QLabel, card_id: str) -> None:
        """The card ``card_id`` in ``picture``, crisp at the screen's pixels."""
        picture.setPixmap(card_pixmap(self.skin_id, card_id, CARD_WIDTH, self.devicePixelRatioF()))

    def _fitting_height(self) -> int:
        parent = self.parentWidget()
        screen = self.screen() if parent is None else parent.screen()
        available = screen.availableGeometry().height() - 60 if screen is not None else MAX_HEIGHT
        return min(MAX_HEIGHT, available)

    # Building blocks --------------------------------------------------------------------------------

    def _title(self, text: str) -> None:
        label = QLabel(text)
        label.setObjectName("sectionTitle")
        self._layout.addWidget(label)

    def _text(self, html: str) -> None:
        label = QLabel(html)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        self._layout.addWidget(label)

    def _cards(self, pieces: Sequence[Piece]) -> None:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 4, 0, 4)
        line.setSpacing(6)
        for piece in pieces:
            if isinstance(piece, str):
                symbol = QLabel(piece)
                symbol.setObjectName("symbol")
                line.addWidget(symbol)
                continue
            card_id, caption = piece
            cell = QVBoxLayout()
            cell.setSpacing(2)
            picture = QLabel()
            picture.setObjectName(f"card-{card_id}")
            self._pictures.append((picture, card_id))
            self._draw(picture, card_id)
            cell.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
            if caption:
                text = QLabel(caption)
                text.setObjectName("caption")
                cell.addWidget(text, 0, Qt.AlignmentFlag.AlignHCenter)
            line.addLayout(cell)
        line.addStretch(1)
        self._layout.addWidget(row)

    # The page ------------------------------------------------------------------------------------------

    def _write(self) -> None:
        self._cards_section()
        self._turn_section()
        self._scopa_section()
        self._count_section()
        self._match_section()
        self._variants_section()
        self._window_section()

    def _cards_section(self) -> None:
        self._title(self.tr("The cards"))
        self._text(self.tr("Scopa is played with 40 cards in four suits. You take cards from the table; the points "
                           "are counted at the end of each round."))
        self._cards([(f"1{letter}", suit_word(letter, self.skin_id)) for letter in "DCSB"])
        # The Italian pack's own words, whichever deck is shown: the French one is told apart after them.
        self._text(self.tr("Each suit has ten cards: the {ace} is worth 1, the 2 to the 7 their number, the {jack} 8, "
                           "the {knight} 9 and the {king} 10. With a French pack, the Jack, Queen and King are 8, 9 "
                           "and 10, and Diamonds are the {coins}.").format(
            ace=italian_rank_word(1), jack=italian_rank_word(8), knight=italian_rank_word(9),
            king=italian_rank_word(10), coins=italian_suit_word("D")))
        self._cards([("8C", "8"), ("9C", "9"), ("10C", "10")])

    def _turn_section(self) -> None:
        self._title(self.tr("Your turn"))
        self._text(self.tr("Each player gets three cards and four go face up on the table. In your turn you play one "
                           "card from your hand."))
        self._text(self.tr("<b>Same value:</b> if a table card has the same value as yours, you take it. If several "
                           "do, you take exactly one of them, the one you choose."))
        self._cards([("5C", self.tr("you play")), "→", ("5S", self.tr("you take"))])
        self._text(self.tr("<b>A sum:</b> otherwise, if two or more table cards add up to your card's value, you take "
                           "them all. A single card of the same value always goes before a sum."))
        self._cards([("7C", self.tr("you play")), "→", ("3B", ""), "+", ("4S", self.tr("you take"))])
        self._text(self.tr("<b>Nothing to take:</b> the card stays on the table. A card that can take must take: it "
                           "may never be laid. Which card you play is up to you."))
        self._text(self.tr("When every hand is empty, three more cards each, none to the table, until the stock is "
                           "used up. The cards still on the table at the end go to whoever took last."))

    def _scopa_section(self) -> None:
        self._title(self.tr("The scopa"))
        self._text(self.tr("Taking every card on the table is a <b>scopa</b> (a sweep): one point. The next player "
                           "then has nothing to take. It does not count with the very last card of the round."))
        self._cards([("2C", ""), "+", ("4S", self.tr("on the table")), "←", ("6D", self.tr("scopa!"))])

    def _count_section(self) -> None:
        self._title(self.tr("The count"))
        self._text(self.tr("At the end of the round each side counts one point for each of these it wins alone (a tie "
                           "scores nobody):<br>• <b>Cards</b>: the most cards.<br>• <b>Coins</b>: the most "
                           "{coins}.<br>• <b>Settebello</b>: the {settebello}.<br>• <b>Primiera</b>: the best "
                           "primiera (below).<br>• <b>Scope</b>: one point for each scopa.").format(
            coins=suit_word("D", self.skin_id), settebello=card_title(SETTEBELLO)))
        self._cards([("7D", self.tr("settebello"))])
        self._text(self.tr("<b>Primiera:</b> take your best card of each suit by these values and add the four up; the "
                           "highest sum wins. A side lacking a whole suit has no primiera. So sevens are precious, "
                           "then sixes and aces."))
        ranks = sorted(range(1, 11), key=lambda rank: -PRIMIERA_VALUE[rank])
        self._cards([(f"{rank}C", str(PRIMIERA_VALUE[rank])) for rank in ranks])

    def _match_section(self) -> None:
        self._title(self.tr("The match"))
        self._text(self.tr("The rounds' points add up until a side reaches the target (11 unless you choose "
                           "another). The highest total then wins; on a tie at the top another round is played."))

    def _variants_section(self) -> None:
        self._title(self.tr("Variants"))
        self._text(self.tr("The New game dialog offers these; each one is off unless you choose it."))
        variants = [
            ("scopone", self.tr("4 players in two teams; 9 cards each and 4 on the table, in a single deal.")),
            ("scopone-scientifico", self.tr("As Scopone, but 10 cards each and none on the table.")),
            ("asso-piglia-tutto", self.tr("An {ace} takes every card on the table; that is not a scopa. On an "
                                          "empty table it is laid.").format(ace=rank_word(1))),
            ("napola", self.tr("The {ace}, 2 and 3 of {coins} together score 3 points, and one more for each "
                               "further coin in an unbroken run (4, 5 …), up to 10.").format(
                ace=rank_word(1), coins=suit_word("D", self.skin_id))),
            ("rebello", self.tr("The {card} scores a point, as the settebello does.").format(
                card=card_title(card(10, "D")))),
            ("rosmarino", self.tr("The {card} scores a point.").format(card=card_title(card(8, "S")))),
            ("card-value", self.tr("Each side scores the values of its cards, plus one point for each scopa, for "
                                   "most cards, most coins and the settebello (no primiera), over an agreed number "
                                   "of rounds.")),
        ]
        for variant, text in variants:
            self._text(f"<b>{capitalised(variant_title(variant))}</b>: {text}")
            if variant == "napola":
                self._cards([("1D", ""), ("2D", ""), ("3D", ""), ("4D", "")])
            elif variant == "rebello":
                self._cards([("10D", "")])
            elif variant == "rosmarino":
                self._cards([("8S", "")])
        self._text(self.tr("Two options change the table rather than the scoring: the direction of play (counter-"
                           "clockwise or clockwise), and whether a scopa still counts in the last deal."))

    def _window_section(self) -> None:
        self._title(self.tr("Playing here"))
        self._text(self.tr("Drag a card from your hand onto the table, or onto the card you want to take. Or click a "
                           "card, click the table cards to take, and press Enter. Keys 1 to 3 choose a card, Esc "
                           "cancels, Ctrl+Z takes back your last move."))
        self._text(self.tr("Without the mouse, Tab goes between your hand and the table cards, Space takes a table "
                           "card, Enter plays. Ctrl+Tab and Ctrl+Shift+Tab leave the table for the window's other "
                           "controls; F2 reads the whole position aloud."))
        self._text(self.tr("<b>H</b> shows a hint. With the coach on (Settings), it also tells you after each of "
                           "your moves what a better one would have won, and why."))
