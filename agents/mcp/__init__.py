"""The MCP server (ARCHITECTURE §10): `app.py` (the ASGI app beside Django, token auth), `server.py` (the SDK's
low-level Server and its handlers), `catalog.py` (the tools by mode), `sessions.py` (a session's binding)."""
