"""Every route under /langgraph/: the LangGraph Platform API subset of ARCHITECTURE §9 (agents/langgraph_api/)."""

from django.urls import path

from agents.langgraph_api import assistants, runs, stateless, threads

urlpatterns = [
    path("assistants/search", assistants.search, name="langgraph-assistants-search"),
    path("assistants/<str:assistant_id>", assistants.detail, name="langgraph-assistant"),
    path("runs", stateless.collection, name="langgraph-stateless-runs"),
    path("runs/stream", stateless.stream, name="langgraph-stateless-runs-stream"),
    path("runs/wait", stateless.wait, name="langgraph-stateless-runs-wait"),
    path("threads", threads.collection, name="langgraph-threads"),
    path("threads/search", threads.search, name="langgraph-threads-search"),
    path("threads/<str:thread_id>", threads.detail, name="langgraph-thread"),
    path("threads/<str:thread_id>/copy", threads.copy, name="langgraph-thread-copy"),
    path("threads/<str:thread_id>/state", threads.state, name="langgraph-thread-state"),
    path("threads/<str:thread_id>/state/checkpoint", threads.state_checkpoint, name="langgraph-thread-state-checkpoint"),
    path("threads/<str:thread_id>/state/<str:checkpoint_id>", threads.state_at, name="langgraph-thread-state-at"),
    path("threads/<str:thread_id>/history", threads.history_view, name="langgraph-thread-history"),
    path("threads/<str:thread_id>/runs", runs.collection, name="langgraph-runs"),
    path("threads/<str:thread_id>/runs/stream", runs.create_stream_view, name="langgraph-runs-stream"),
    path("threads/<str:thread_id>/runs/wait", runs.create_wait_view, name="langgraph-runs-wait"),
    path("threads/<str:thread_id>/runs/<str:run_id>", runs.detail, name="langgraph-run"),
    path("threads/<str:thread_id>/runs/<str:run_id>/cancel", runs.cancel, name="langgraph-run-cancel"),
    path("threads/<str:thread_id>/runs/<str:run_id>/join", runs.join_view, name="langgraph-run-join"),
    path("threads/<str:thread_id>/runs/<str:run_id>/stream", runs.join_stream_view, name="langgraph-run-join-stream"),
]
