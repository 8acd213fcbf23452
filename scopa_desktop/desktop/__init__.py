"""The desktop shell: the entry point, the icon, the desktop integration, the
self-test and the start-up probe.  It may import every room but ``tools``."""
