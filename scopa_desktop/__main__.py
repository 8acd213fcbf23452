"""``python -m scopa_desktop`` opens the window."""

import sys

from .app import main

sys.exit(main())
