"""`/langgraph/`: the LangGraph Platform API subset of ARCHITECTURE §9, a surface over the one run runtime.

A LangGraph thread is a conversation, a LangGraph run is a run; checkpoints and interrupts are ours. The views
(`assistants`, `threads`, `runs`) parse, authorize and call one service or selector; `shapes` and `values` present
our rows in LangGraph's JSON, `stream` turns a run's events into LangGraph stream parts, and `edge` is the request
handling every view shares (token or session auth, JSON bodies, errors as `{code, detail}`).
"""
