"""``python -m scopa_desktop`` opens the window."""

import sys

from .desktop.app import main

sys.exit(main())
