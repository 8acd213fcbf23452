"""What is said of the sides of a table: their points side by side, as a label shows them and as a
screen reader should say them ("You 9 – Giulia 7" is read "9 en dash Giulia"), and who won a match,
in the sentence the player's side needs ("you" takes its own form of the verb).  The words are
``words``' (its translation context)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..resources.translation import QT_TRANSLATE_NOOP
from .game_model import player_seat, player_side
from .words import CONTEXT

if TYPE_CHECKING:
    from .game_model import GameModel

translate = QCoreApplication.translate

#: Two sides' points as said where a headline shows "13 – 2" (a screen reader read it "13 en dash 2").
_SCORE_SAID = QT_TRANSLATE_NOOP("Words", "{first} to {second}")


def score_said(first: int, second: int) -> str:
    """Two sides' points, the first side's first, in words: "13 to 2" ("13 a 2", "13 zu 2")."""
    return translate(CONTEXT, _SCORE_SAID).format(first=first, second=second)


class Whose(Enum):
    """Whose a side is, as a sentence about it must know: "you" takes its own form of the verb (it
    "hai vinto tu", de "du hast gewonnen"), which a side's name put in its place cannot give it."""

    YOURS_ALONE = "yours alone"  # the player's, who plays alone
    YOUR_SIDE = "your side"  # the player's and a partner's
    ANOTHER = "another"  # said by its name


def whose(game: GameModel, team: int) -> Whose:
    """Whether ``team`` is the player's at this window (alone or with partners) or another side."""
    snap = game.snapshot()
    if not player_side(snap, team, player_seat(game)):
        return Whose.ANOTHER
    return Whose.YOUR_SIDE if snap.team_of.count(team) > 1 else Whose.YOURS_ALONE


_MATCH_OVER = {
    Whose.YOURS_ALONE: QT_TRANSLATE_NOOP("Words", "Match over: you won."),
    Whose.YOUR_SIDE: QT_TRANSLATE_NOOP("Words", "Match over: your side won."),
    Whose.ANOTHER: QT_TRANSLATE_NOOP("Words", "Match over: {side} won."),
}


_MATCH_WON = {
    Whose.YOURS_ALONE: QT_TRANSLATE_NOOP("Words", "You won the match."),
    Whose.YOUR_SIDE: QT_TRANSLATE_NOOP("Words", "Your side won the match."),
    Whose.ANOTHER: QT_TRANSLATE_NOOP("Words", "{side} won the match."),
}


def match_won_words(game: GameModel, winner: int) -> str:
    """"You won the match.", "Your side won the match." or "Giulia won the match.": the move log's last
    line ("Partita vinta: Tu." put the player's name for a side in another side's sentence)."""
    return _winner_told(_MATCH_WON, game, winner)


def match_over_words(game: GameModel, winner: int) -> str:
    """"Match over: you won.", "…: your side won." or "…: Giulia won.": the status line's, the news' and the
    screen reader's words for a match's end ("Match over: You won." put the player's name for a side there)."""
    return _winner_told(_MATCH_OVER, game, winner)


def _winner_told(sentences: dict[Whose, str], game: GameModel, winner: int) -> str:
    """The sentence of ``sentences`` for whose side ``winner`` is, translated, the side named in it."""
    return translate(CONTEXT, sentences[whose(game, winner)]).format(side=game.team_name(winner))


def points_by_side(game: GameModel, points: Sequence[int]) -> str:
    """"You 9 – Giulia 7": each side's points after its short name (six bare numbers in a row would
    not say whose each is)."""
    return " – ".join(f"{game.team_short_name(team)} {value}" for team, value in enumerate(points))


def sides_said(game: GameModel, figures: Sequence[int | str]) -> str:
    """A figure for each side as a screen reader should say it: "You 3, Giulia 1" ("You & Sofia 9,
    Giulia & Marco 7"), where ``points_by_side`` shows "You 3 – Giulia 1" (read "3 en dash Giulia")
    and a partnership's initials ("G & L")."""
    return ", ".join(f"{game.team_name(team)} {figure}" for team, figure in enumerate(figures))


def points_shown_and_said(game: GameModel, template: str, **parts: Sequence[int] | str) -> tuple[str, str]:
    """``template`` filled as a label shows it and as a screen reader should say it: each side's points
    (a sequence part) by ``points_by_side`` and by ``sides_said``; the other parts as they are."""
    shown = {key: part if isinstance(part, str) else points_by_side(game, part) for key, part in parts.items()}
    said = {key: part if isinstance(part, str) else sides_said(game, part) for key, part in parts.items()}
    return template.format(**shown), template.format(**said)
