"""Network play: host or join a table, the connection, the networked game and its window."""
