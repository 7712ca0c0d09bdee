"""Stateless runs (`POST /runs`, `/runs/stream`, `/runs/wait`): a run on a thread of its own, made for it in the
workspace `metadata.workspace_id` names (else the user's first) and, with `on_completion: delete` (the default),
deleted once the run ends, as LangGraph does. The thread is an ordinary conversation meanwhile (audited, scoped)."""

from asgiref.sync import sync_to_async

from agents.langgraph_api import runs
from agents.langgraph_api.edge import Call, endpoint, streaming
from agents.langgraph_api.inputs import choice_field, object_field
from agents.services.threads import thread_create, thread_delete


async def _thread_for(call: Call):
    """The run's own thread, and what to do once the run ends."""
    metadata = object_field(call.body, "metadata")
    workspace = {"workspace_id": metadata["workspace_id"]} if metadata.get("workspace_id") is not None else {}
    on_completion = choice_field(call.body, "on_completion", ("delete", "keep"), default="delete")
    thread = await sync_to_async(thread_create)(user=call.user, metadata={**workspace, "stateless": True})

    async def delete_thread():
        await sync_to_async(thread_delete)(user=call.user, conversation=thread)

    return thread.pk, (delete_thread if on_completion == "delete" else None)


async def stream_stateless(call: Call):
    thread_id, when_done = await _thread_for(call)
    return await runs.create_stream(call, thread_id, when_done=when_done)


async def wait_stateless(call: Call):
    thread_id, when_done = await _thread_for(call)
    return await runs.create_wait(call, thread_id, when_done=when_done)


async def create_stateless(call: Call):
    thread_id, when_done = await _thread_for(call)
    return await runs.create_run(call, thread_id, when_done=when_done)


collection = endpoint(post=streaming(create_stateless))
stream = endpoint(post=streaming(stream_stateless))
wait = endpoint(post=streaming(wait_stateless))
