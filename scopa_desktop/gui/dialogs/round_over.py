"""The end of a round: every side's full breakdown, the round's points and the
match totals; at the end of the match, the winner and a way to play again."""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import RoundScore, TeamScore
from ...engine.cards import SETTEBELLO
from ..accelerators import manage_accelerators
from ..game_model import MatchModel, tie_plays_on
from ..side_words import score_said
from ..words import (
    breakable,
    capitalised,
    card_title,
    cards_said,
    cards_title,
    count_cell_said,
    lacking_suits,
    primiera_text,
    score_line_text,
    score_line_title,
)
from .match_sheet import MatchSheetTable
from .scrolling import ScrollingBody

POINT = "\u00a0\u00a0●"  # marks the side that scores the line; never wrapped away from the result it marks
#: More sides than this: tighter columns, and cells that wrap ("no primiera (no Swords, no Cups)" under each
#: of six sides); fewer keep each result on one line, its mark beside it.
TIGHT_ABOVE = 3


def set_picture(cards: Sequence[int], pixmap_for: Callable[[int, int], QPixmap], card_width: int) -> QPixmap:
    """The cards of a set side by side, slightly overlapping, at the screen's pixels as the cards are: the
    picture's size is theirs, counted in those pixels (taken in logical pixels and truncated, it cut the
    cards' bottom edge at a scaling such as 110 %)."""
    step = int(card_width * 0.7)
    first = pixmap_for(cards[0], card_width)
    dpr = first.devicePixelRatio()
    picture = QPixmap(math.ceil(step * (len(cards) - 1) * dpr) + first.width(), first.height())
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    for index, card in enumerate(cards):
        painter.drawPixmap(index * step, 0, pixmap_for(card, card_width))
    painter.end()
    return picture


class RoundOverDialog(QDialog):
    """Accepting it plays on (next round, or a new match when ``winner`` is set)."""

    def __init__(
        self,
        controller: MatchModel,
        score: RoundScore,
        winner: int | None,
        pixmap_for: Callable[[int, int], QPixmap],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        totals, number = controller.totals(), controller.round_number()
        self.setObjectName("matchOverDialog" if winner is not None else "roundOverDialog")
        self.setWindowTitle(self.tr("Match over") if winner is not None
                            else self.tr("Round {number} over").format(number=number))
        outer = QVBoxLayout(self)
        self.body = ScrollingBody()  # a long breakdown, or the whole match's sheet, scrolls on a low screen
        self.body.setAccessibleName(self.windowTitle())
        outer.addWidget(self.body, 1)
        layout = self.body.content_layout
        headline = QLabel()
        headline.setObjectName("headline")
        headline.setTextFormat(Qt.TextFormat.PlainText)  # it names the winners, whose names are theirs to choose
        headline.setStyleSheet("font-size: 20px; font-weight: bold; padding-bottom: 8px;")
        if winner is not None:
            shown, said = self._match_headline(controller, totals, winner)
            headline.setText(shown)
            headline.setAccessibleName(said)  # "13 to 2", not "13 en dash 2"
        else:
            headline.setText(self.tr("Round {number}: the count").format(number=number))
        layout.addWidget(headline)
        if winner is None and tie_plays_on(controller):
            # Both at "11 / 11" and "Next round", with no word why: the match is not over, the tie plays on.
            tie = QLabel(self.tr("A tie at the top: another round is played."))
            tie.setObjectName("tieAtTheTop")
            tie.setWordWrap(True)
            layout.addWidget(tie)
        grid = QGridLayout()
        tight = len(score.teams) > TIGHT_ABOVE
        grid.setHorizontalSpacing(12 if tight else 24)
        layout.addLayout(grid)
        for column, team in enumerate(score.teams, 1):
            # A player's own name at a networked table is the player's to choose: "<h1>…" is words, not markup.
            header = QLabel(f"<b>{html.escape(breakable(controller.team_name(team.team)))}</b>")
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            header.setWordWrap(True)  # players' own names at a networked table: up to 24 characters each
            grid.addWidget(header, 0, column)
        row = 1
        for key, title, value in self._rows(controller, score):
            grid.addWidget(QLabel(title), row, 0)
            for column, team in enumerate(score.teams, 1):
                cell = QLabel(value(team))
                cell.setAccessibleName(count_cell_said(cell.text()))  # "23, a point", not "23 black circle"
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                # A wrapped label's size hint is about 20 characters wide; "no primiera (no Coins, no Cups)"
                # under each of three sides on one line each was wider than a netbook's screen.
                cell.setWordWrap(tight or (key == "primiera" and len(lacking_suits(team)) > 1))
                grid.addWidget(cell, row, column)
            if key == "primiera":
                row += 1
                for column, team in enumerate(score.teams, 1):
                    if team.primiera_cards:
                        picture = QLabel()
                        picture.setPixmap(set_picture(team.primiera_cards, pixmap_for, 40))
                        picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
                        picture.setToolTip(cards_title(team.primiera_cards))
                        # Named by its cards in words (the tooltip's "+" is read as "plus"), described by whose
                        # they are: otherwise a screen reader met a nameless picture, then the tooltip.
                        picture.setAccessibleName(cards_said(team.primiera_cards))
                        picture.setAccessibleDescription(self.tr("Primiera cards, {side}").format(
                            side=controller.team_name(team.team)))
                        grid.addWidget(picture, row, column)
            row += 1
        grid.addWidget(QLabel("<b>{}</b>".format(self.tr("Points this round"))), row, 0)
        grid.addWidget(QLabel("<b>{}</b>".format(self.tr("Match total"))), row + 1, 0)
        target = None if controller.rules.fixed_rounds else controller.rules.target
        for column, team in enumerate(score.teams, 1):
            total = totals[team.team]
            for offset, text in ((0, str(team.points)), (1, f"{total} / {target}" if target else str(total))):
                cell = QLabel(f"<b>{text}</b>")
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                if offset and target:  # "8 / 11", which a screen reader says as "8 slash 11"
                    cell.setAccessibleName(self.tr("{points} of {target}").format(points=total, target=target))
                grid.addWidget(cell, row + offset, column)
        self.sheet: MatchSheetTable | None = None
        if winner is not None:  # the match's end: every round on one sheet
            self.sheet = MatchSheetTable(controller)  # as tall as its rows, up to ten or so
            layout.addWidget(self.sheet)
        else:
            # Room the dialog has beyond the count (a window manager's size for it) goes below the count, not
            # above the headline and between its rows.
            layout.addStretch(1)
        buttons = QDialogButtonBox()
        self.continue_button = QPushButton(self.tr("Play again") if winner is not None else self.tr("Next round"))
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setDefault(True)
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        if winner is not None:
            close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            close.setIcon(QIcon())  # the style's dark cross is all but lost on this dialog's dark green
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        manage_accelerators(self)

    def _match_headline(self, controller: MatchModel, totals: Sequence[int], winner: int) -> tuple[str, str]:
        """Who won, and by what, as shown and as a screen reader should say it: two sides' scores side
        by side ("13 – 2", said "13 to 2"), winner first; with more sides a bare row of numbers would
        not say whose each is, so the winner's points alone (the sheet below gives every side's)."""
        rules = controller.rules
        partnership = rules.teams != rules.players  # a side of two: "You & Giulia", "Marco & Luca"
        ours = rules.team_of(controller.human_seat) == winner
        side = controller.team_name(winner)
        if rules.teams > 2:
            points = totals[winner]
            if partnership:
                text = self.tr("{side} win the match with %n point(s)", "", points)
            elif ours:
                text = self.tr("You win the match with %n point(s)", "", points)
            else:
                text = self.tr("{side} wins the match with %n point(s)", "", points)
            return text.format(side=side), text.format(side=side)
        first, second = (totals[t] for t in sorted(range(len(totals)), key=lambda t: t != winner))
        if partnership:
            text = self.tr("{side} win the match, {score}")
        elif ours:
            text = self.tr("You win the match, {score}")
        else:
            text = self.tr("{side} wins the match, {score}")
        return (text.format(side=side, score=f"{first} – {second}"),
                text.format(side=side, score=score_said(first, second)))

    def _rows(self, controller: MatchModel, score: RoundScore) -> list[tuple[str, str, Callable[[TeamScore], str]]]:
        """The breakdown's lines: a key, the title shown, and each side's cell."""
        rules = controller.rules

        def scored(when: bool, text: str) -> str:
            return capitalised(text) + POINT if when else "–"

        def line_cell(name: str) -> Callable[[TeamScore], str]:
            """A variant's line: every side's result, the mark only on the side that alone did best
            (under card-value scoring every side has points; the most is what wins the line)."""
            points = [t.line(name).points for t in score.teams]
            best = max(points)
            leader = points.index(best) if best > 0 and points.count(best) == 1 else None
            return lambda t: (capitalised(score_line_text(t.line(name))) + (POINT if t.team == leader else "")
                              if t.line(name).points else "–")

        rows: list[tuple[str, str, Callable[[TeamScore], str]]] = [
            ("cards", self.tr("Cards"), lambda t: f"{t.cards}{POINT if t.most_cards else ''}"),
            ("coins", self.tr("Coins"), lambda t: f"{t.coins}{POINT if t.most_coins else ''}"),
            ("settebello", self.tr("Settebello"), lambda t: scored(t.settebello, card_title(SETTEBELLO))),
        ]
        if rules.counts_primiera:
            rows.append(("primiera", self.tr("Primiera"),
                         lambda t: primiera_text(t) + (POINT if t.best_primiera else "")))
        rows.append(("scope", self.tr("Scope"), lambda t: str(t.scope)))
        for line in rules.score_lines:  # the scoring variants' lines
            rows.append((line.name, score_line_title(line.name), line_cell(line.name)))
        return rows
