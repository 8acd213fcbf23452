"""The window's language: English, Italiano, Deutsch or Dansk, as chosen in the
settings, or by default the system's when it is one of them.

The game's own words are marked in the source (``self.tr``,
``QCoreApplication.translate``) and translated in
``resources/i18n/scopa_<code>.ts``, compiled to ``.qm`` files that ship in the
package (``build_spec/translations.py`` keeps both up to date).  Qt's standard
buttons and dialogs come with Qt's own ``qtbase_<code>.qm``.  The language is
installed once, before the window is built: a change takes effect at the next
start, as in most desktop applications.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import resource

#: Language code -> its name in that language (never translated: a reader finds their own).
LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano", "de": "Deutsch", "da": "Dansk"}
SOURCE_LANGUAGE = "en"
SYSTEM = "system"  # the setting's value for "whatever the system uses"
TRANSLATIONS_FOLDER = "i18n"


def translation_file(code: str) -> str:
    """The packaged compiled translation of the game's text into ``code``."""
    return f"{TRANSLATIONS_FOLDER}/scopa_{code}.qm"


def resolve(choice: str, system: QLocale | None = None) -> str:
    """The language code to use for the setting ``choice`` (a code, or ``SYSTEM``)."""
    if choice in LANGUAGES:
        return choice
    for name in (system or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def install(code: str, app: QCoreApplication | None = None) -> list[QTranslator]:
    """Install the translators for ``code`` into the application; the ones installed.

    English has a file of its own too: the plural forms ("1 card", "3 cards")
    of messages written once with a count.  Raises OSError when the game's own
    file is missing or unreadable (a broken install): the caller reports it and
    carries on with the source text.  Qt's own file is optional: without it the
    standard buttons stay in English.
    """
    from importlib.resources import as_file  # here, not with the module: the settings import it at start-up

    app = app or QCoreApplication.instance()
    if app is None:
        return []
    installed: list[QTranslator] = []
    qt_own = QTranslator(app)
    if code != SOURCE_LANGUAGE and qt_own.load(f"qtbase_{code}",
                                              QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        installed.append(qt_own)
    game = QTranslator(app)
    packaged = resource(translation_file(code))
    with as_file(packaged) as path:
        if not packaged.is_file() or not game.load(str(path)):
            raise OSError(f"the {LANGUAGES.get(code, code)} translation {translation_file(code)} could not be loaded")
    installed.append(game)
    for translator in installed:
        app.installTranslator(translator)
    return installed
