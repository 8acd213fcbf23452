"""``python -m scopa_desktop.cli``: the documented door to the command-line tools."""

import sys

from .tools.cli import main

if __name__ == "__main__":
    sys.exit(main())
