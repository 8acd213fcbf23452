"""A new match against the AI: the rules, the table and the deck as every new match has them
(``match_setup``), each opponent's level with what it does, and the player's own rating
beside them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QSizePolicy, QWidget

from ...ai import LEVELS
from ...ai.levels import OPPONENT_NAMES
from ...ai.rating import PlayerRating
from ...engine.rules import RulesError
from ..settings import AppSettings
from ..words import capitalised, level_description, level_title
from .match_setup import OTHER_SEATS, SEAT_ROWS, MatchSetupDialog, SeatChoices
from .rating_view import RatingWords


class NewGameDialog(MatchSetupDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None, abandoning: bool = False,
                 rating: PlayerRating | None = None) -> None:
        translate = QCoreApplication.translate
        levels = [(capitalised(level_title(level)), level, level_description(level)) for level in LEVELS]
        opponents = SeatChoices(translate("NewGameDialog", "Opponents"), OPPONENT_NAMES[:OTHER_SEATS],
                                OPPONENT_NAMES[:OTHER_SEATS], levels, settings.levels(OTHER_SEATS))
        super().__init__(settings, translate("NewGameDialog", "New game"), settings.rules(), opponents, parent)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        # What each level does, so a player can pick the next step up (they are spaced for that).
        self.level_help = QLabel("\n".join(level_description(level) for level in LEVELS))
        self.level_help.setObjectName("levelHelp")
        self.level_help.setWordWrap(True)
        # As wide as the seats' column, its lines wrapped to it, and no narrower than 55 letters: its own
        # guess (80 letters a line) made the dialog wider than a netbook's screen in German.
        self.level_help.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.level_help.setMinimumWidth(55 * self.level_help.fontMetrics().averageCharWidth())
        self.seat_grid.addWidget(self.level_help, SEAT_ROWS, 0, 1, -1)
        # The player's own rating, once there is one, says which of those steps is theirs.
        self.even_match = QLabel()
        self.even_match.setObjectName("evenMatch")
        self.even_match.setWordWrap(True)
        self._show_rating(rating)
        # What Deal does to the match left, beside it (at the foot of the players' column, it made six players'
        # dialog scroll on a netbook), in the room the rules' error leaves, which it shares when there is one.
        self.abandon_note = QLabel(self.tr("The match in progress will be counted as lost in the statistics."))
        self.abandon_note.setObjectName("abandonNote")
        self.abandon_note.setWordWrap(True)
        self.abandon_note.setVisible(abandoning)
        self.buttons_row.insertWidget(0, self.abandon_note, 1)
        for note in (self.even_match, self.abandon_note):
            # As wide as the room they stand in, their lines wrapped to it and their height the lines' (the
            # policy keeps the height-for-width a wrapped label's has: without it, blank lines stood below them).
            policy = note.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            note.setSizePolicy(policy)
        self._place_notes()

    def _choose_columns(self) -> None:
        super()._choose_columns()
        self._place_notes()

    def _place_notes(self) -> None:
        """The rating: columns side by side, at the foot of the players' column, in the room the rules'
        taller column leaves beside it (below both columns, it made a netbook's dialog scroll by 19 px);
        one above the other, below the fields that scroll, above the buttons, in view."""
        for layout in (self.players_column, self.dialog_layout):
            layout.removeWidget(self.even_match)
        if self.side_by_side():
            self.players_column.insertWidget(self.players_column.count() - 1, self.even_match)  # above its stretch
        else:
            self.dialog_layout.insertWidget(self.dialog_layout.count() - 1, self.even_match)  # above the buttons

    def _show_rating(self, rating: PlayerRating | None) -> None:
        words = RatingWords()
        self.even_match.setText(f"{words.rating(rating)} {words.even_match(rating)}"
                                if rating is not None and rating.matches else "")
        self.even_match.setVisible(bool(self.even_match.text()))

    def match_ended(self, rating: PlayerRating | None) -> None:
        """The match at the table ended while the dialog was open, and was counted: leaving it loses
        nothing now, and ``rating`` is the player's with it."""
        self.abandon_note.setVisible(False)
        self._show_rating(rating)

    def levels(self) -> list[str]:
        return self.other_seats()

    def accept(self) -> None:
        try:
            rules = self.rules()
        except RulesError:
            return
        self.settings.store_rules(rules)
        self.settings.store_levels(self.levels())
        super().accept()
