"""Tables over the network (TABLE-PROTOCOL.md, scopa-table/1): the server that
holds every hidden card, and a client end.  No Qt, so it runs headless.

``wire``: the lines; ``messages``: every message as a typed record, with the one
parser, encoder and dispatcher; ``agent_messages``: the agent protocol's request
and answer (which a ``state`` repeats); ``table``: one table's rules of play;
``server``: asyncio connections and the handler of each message, with ``timers``
for what happens without one (AI seats in a worker pool, stand-ins, the turn clock),
tables kept on disk (``persist``); ``client``: an asyncio client for the seat agent,
benchmarks and tests.
"""
