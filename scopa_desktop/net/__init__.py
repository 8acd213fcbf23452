"""Tables over the network (TABLE-PROTOCOL.md, scopa-table/1): the server that
holds every hidden card, and a client end.  No Qt, so it runs headless.

``wire``: the lines; ``table``: one table's rules of play; ``server``: asyncio
connections, AI seats in a worker pool, tables kept on disk (``persist``);
``client``: an asyncio client for the seat agent, benchmarks and tests.
"""
