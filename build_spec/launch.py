"""The frozen app's entry script: PyInstaller needs a file, and the package's
``__main__`` uses a relative import that only works with ``python -m``."""

import sys

from scopa_desktop.desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
