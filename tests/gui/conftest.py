"""The window's tests: one QApplication (pytest-qt's ``qapp``) with the English
plural forms installed as the app installs them at start."""

import pytest


@pytest.fixture(autouse=True, scope="session")
def english_plurals(qapp):
    """The app starts by installing its language (``app.main``); the tests build
    windows without it, so the source language's plural forms are installed here."""
    from scopa_desktop.gui import language

    installed = language.install(language.SOURCE_LANGUAGE, qapp)
    yield
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture
def speak(qapp):
    """``speak(code)``: the window's text in that language until the test ends."""
    from scopa_desktop.gui import language

    installed = []
    yield lambda code: installed.extend(language.install(code, qapp))
    for translator in installed:
        qapp.removeTranslator(translator)
