"""The end of a round: every side's full breakdown, the round's points and the
match totals; at the end of the match, the winner and a way to play again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import RoundScore, TeamScore, card_name
from ..controller import GameController
from .capture_chooser import set_picture

POINT = "  ●"  # marks the side that scores the line


def _rows(controller: GameController, score: RoundScore) -> list[tuple[str, Callable[[TeamScore], str]]]:
    rules = controller.rules
    rows: list[tuple[str, Callable[[TeamScore], str]]] = [
        ("Cards", lambda t: f"{t.cards}{POINT if t.most_cards else ''}"),
        ("Coins", lambda t: f"{t.coins}{POINT if t.most_coins else ''}"),
        ("Settebello", lambda t: "7 of Denari" + POINT if t.settebello else "–"),
    ]
    if not rules.card_value_scoring:
        rows.append(("Primiera", lambda t: (f"{t.primiera}{POINT if t.best_primiera else ''}"
                                            if t.primiera is not None else "no primiera (a suit missing)")))
    rows.append(("Scope", lambda t: str(t.scope)))
    if "napola" in rules.variants:
        rows.append(("Napola", lambda t: f"run to {t.napola} of Denari: {t.napola}" if t.napola else "–"))
    if "rebello" in rules.variants:
        rows.append(("Re bello", lambda t: "King of Denari" + POINT if t.rebello else "–"))
    if "rosmarino" in rules.variants:
        rows.append(("Rosmarino", lambda t: "Fante of Spade" + POINT if t.rosmarino else "–"))
    if rules.card_value_scoring:
        rows.append(("Card values", lambda t: str(t.card_values)))
    return rows


class RoundOverDialog(QDialog):
    """Accepting it plays on (next round, or a new match when ``winner`` is set)."""

    def __init__(
        self,
        controller: GameController,
        score: RoundScore,
        winner: int | None,
        pixmap_for: Callable[[str, int], QPixmap],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        match = controller.match
        assert match is not None
        self.setObjectName("matchOverDialog" if winner is not None else "roundOverDialog")
        self.setWindowTitle("Match over" if winner is not None else f"Round {match.round_number} over")
        layout = QVBoxLayout(self)
        headline = QLabel()
        headline.setObjectName("headline")
        headline.setStyleSheet("font-size: 20px; font-weight: bold; padding-bottom: 8px;")
        if winner is not None:
            name = controller.team_name(winner)
            verb = "win" if controller.rules.team_of(controller.human_seat) == winner else "wins"
            final = " – ".join(str(t) for t in match.totals)
            headline.setText(f"{name} {verb} the match, {final}")
        else:
            headline.setText(f"Round {match.round_number}: the count")
        layout.addWidget(headline)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        layout.addLayout(grid)
        for column, team in enumerate(score.teams, 1):
            header = QLabel(f"<b>{controller.team_name(team.team)}</b>")
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(header, 0, column)
        row = 1
        for title, value in _rows(controller, score):
            grid.addWidget(QLabel(title), row, 0)
            for column, team in enumerate(score.teams, 1):
                cell = QLabel(value(team))
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(cell, row, column)
            if title == "Primiera":
                row += 1
                for column, team in enumerate(score.teams, 1):
                    if team.primiera_cards:
                        picture = QLabel()
                        picture.setPixmap(set_picture([card_name(c) for c in team.primiera_cards], pixmap_for, 40))
                        picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
                        picture.setToolTip(" + ".join(card_name(c) for c in team.primiera_cards))
                        grid.addWidget(picture, row, column)
            row += 1
        grid.addWidget(QLabel("<b>Points this round</b>"), row, 0)
        grid.addWidget(QLabel("<b>Match total</b>"), row + 1, 0)
        goal = "" if controller.rules.card_value_scoring else f" / {controller.rules.target}"
        for column, team in enumerate(score.teams, 1):
            for offset, text in ((0, str(team.points)), (1, f"{match.totals[team.team]}{goal}")):
                cell = QLabel(f"<b>{text}</b>")
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(cell, row + offset, column)
        buttons = QDialogButtonBox()
        self.continue_button = QPushButton("Play again" if winner is not None else "Next round")
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setDefault(True)
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        if winner is not None:
            buttons.addButton("Close", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
