"""Files on disk, done safely: atomic writes and the game-record files.

Pure Python, no Qt; it sits just above the engine (whose records it reads and
writes as text) so that every room above can keep its files the same way."""
