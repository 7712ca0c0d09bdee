"""Threads (conversations) and their state: create, search, get, patch, delete, copy, state, history."""

from django.db.models import OuterRef, Subquery

from agents.langgraph_api.edge import Call, Reply, endpoint, sync
from agents.langgraph_api.inputs import (
    choice_field, int_field, metadata_filter, object_field, optional_uuid,
)
from agents.langgraph_api.shapes import checkpoint_ref, state_shape, thread_shape
from agents.langgraph_api.values import OWN_TURNS, thread_checkpoints_newest_first
from agents.models import Checkpoint, Interrupt, InterruptStatus
from agents.selectors import access_thread_by_id, thread_pending_interrupts, threads_with_status
from agents.services.threads import (
    checkpoint_fork, thread_copy, thread_create, thread_delete, thread_metadata_merge,
)
from lantide.errors import NotFound, invalid
from lantide.ids import uuid_or_none

THREAD_STATUSES = ("idle", "busy", "interrupted", "error")
SORT_FIELDS = {"thread_id": "pk", "status": "thread_status", "created_at": "created_at", "updated_at": "updated_at"}


def threads_page(threads) -> list[dict]:
    """Threads with their values and waiting questions in three queries, whatever the page's size."""
    latest = Checkpoint.objects.filter(OWN_TURNS, thread=OuterRef("pk")).order_by("-created_at").values("pk")[:1]
    threads = list(threads.annotate(latest_checkpoint=Subquery(latest)))
    checkpoints = Checkpoint.objects.in_bulk([t.latest_checkpoint for t in threads if t.latest_checkpoint])
    waiting: dict = {}
    for interrupt in Interrupt.objects.filter(thread__in=[t.pk for t in threads], status=InterruptStatus.PENDING):
        waiting.setdefault(interrupt.thread_id, []).append(interrupt)
    return [thread_shape(t, checkpoint=checkpoints.get(t.latest_checkpoint), interrupts=waiting.get(t.pk, []))
            for t in threads]


def _one(user, thread_id) -> dict:
    return threads_page(threads_with_status(user=user).filter(pk=access_thread_by_id(user=user,
                                                                                       thread_id=thread_id).pk))[0]


def create_thread(call: Call) -> dict:
    body = call.body
    if body.get("supersteps"):
        raise invalid("supersteps are not served: create the thread, then start a run.")
    conversation = thread_create(user=call.user, metadata=object_field(body, "metadata"),
                                 thread_id=optional_uuid(body, "thread_id"),
                                 if_exists=choice_field(body, "if_exists", ("raise", "do_nothing"), default="raise"))
    return _one(call.user, conversation.pk)


def search_threads(call: Call) -> list[dict]:
    body = call.body
    threads = threads_with_status(user=call.user)
    metadata = metadata_filter(dict(object_field(body, "metadata")))
    if "workspace_id" in metadata:
        threads = threads.filter(workspace_id=metadata.pop("workspace_id"))
    for key, value in metadata.items():
        threads = threads.filter(**{f"metadata__{key}": value})
    if body.get("status") is not None:
        threads = threads.filter(thread_status=choice_field(body, "status", THREAD_STATUSES))
    if body.get("ids") is not None:
        ids = body["ids"] if isinstance(body["ids"], list) else []
        threads = threads.filter(pk__in=[u for u in map(uuid_or_none, ids) if u])
    sort = SORT_FIELDS[choice_field(body, "sort_by", tuple(SORT_FIELDS), default="created_at")]
    descending = choice_field(body, "sort_order", ("asc", "desc"), default="desc") == "desc"
    threads = threads.order_by(f"-{sort}" if descending else sort, "pk")
    offset = int_field(body, "offset", default=0, high=10**6)
    return threads_page(threads[offset:offset + int_field(body, "limit", default=10, low=1)])


def get_thread(call: Call, thread_id) -> dict:
    return _one(call.user, thread_id)


def patch_thread(call: Call, thread_id) -> dict:
    conversation = access_thread_by_id(user=call.user, thread_id=thread_id)
    thread_metadata_merge(user=call.user, conversation=conversation, metadata=object_field(call.body, "metadata"))
    return _one(call.user, thread_id)


def delete_thread(call: Call, thread_id) -> Reply:
    thread_delete(user=call.user, conversation=access_thread_by_id(user=call.user, thread_id=thread_id))
    return Reply(None, status=204)


def copy_thread(call: Call, thread_id) -> dict:
    copy = thread_copy(user=call.user, conversation=access_thread_by_id(user=call.user, thread_id=thread_id))
    return _one(call.user, copy.pk)


def _state_at(conversation, checkpoint) -> dict:
    """The state at `checkpoint`; the thread's latest (with its waiting question and busy run) when it is the
    latest."""
    checkpoints = list(thread_checkpoints_newest_first(conversation).filter(created_at__lte=checkpoint.created_at)[:2]) \
        if checkpoint else []
    parent = checkpoints[1] if len(checkpoints) > 1 else None
    latest = thread_checkpoints_newest_first(conversation).values_list("pk", flat=True).first()
    is_latest = checkpoint is None or checkpoint.pk == latest
    interrupts = thread_pending_interrupts(conversation=conversation) if is_latest else []
    return state_shape(conversation.pk, checkpoint, parent=parent, interrupts=interrupts,
                       busy=is_latest and conversation.thread_status == "busy")


def checkpoint_of(conversation, checkpoint_id) -> Checkpoint:
    checkpoint = thread_checkpoints_newest_first(conversation).filter(pk=uuid_or_none(checkpoint_id)).first()
    if checkpoint is None:
        raise NotFound("Checkpoint")
    return checkpoint


def get_state(call: Call, thread_id, checkpoint_id=None) -> dict:
    conversation = access_thread_by_id(user=call.user, thread_id=thread_id)
    # `subgraphs=true` adds nothing: a sub-agent's checkpoints never become the thread's
    if checkpoint_id is None:
        return _state_at(conversation, thread_checkpoints_newest_first(conversation).first())
    return _state_at(conversation, checkpoint_of(conversation, checkpoint_id))


def post_state_checkpoint(call: Call, thread_id) -> dict:
    conversation = access_thread_by_id(user=call.user, thread_id=thread_id)
    checkpoint = object_field(call.body, "checkpoint")
    return _state_at(conversation, checkpoint_of(conversation, checkpoint.get("checkpoint_id")))


def update_state(call: Call, thread_id) -> dict:
    """LangGraph's update_state: a new head checkpoint (from `checkpoint_id`, or the latest) with `values.messages`
    merged in; the next run goes on from it."""
    conversation = access_thread_by_id(user=call.user, thread_id=thread_id)
    checkpoint_id = call.body.get("checkpoint_id") or object_field(call.body, "checkpoint").get("checkpoint_id")
    base = checkpoint_of(conversation, checkpoint_id) if checkpoint_id else \
        thread_checkpoints_newest_first(conversation).first()
    values = call.body.get("values")
    if values is not None and not (isinstance(values, dict) and isinstance(values.get("messages", []), list)):
        raise invalid("values must be an object whose messages is a list.")
    fork = checkpoint_fork(user=call.user, conversation=conversation, checkpoint=base,
                           messages=(values or {}).get("messages") or [])
    return {"checkpoint": checkpoint_ref(conversation.pk, fork)}


def history(call: Call, thread_id) -> list[dict]:
    """Newest first; `before` (a checkpoint) starts below it."""
    conversation = access_thread_by_id(user=call.user, thread_id=thread_id)
    checkpoints = thread_checkpoints_newest_first(conversation)
    before = object_field(call.body, "before")
    if before:
        checkpoints = checkpoints.filter(created_at__lt=checkpoint_of(conversation,
                                                                        before.get("checkpoint_id")).created_at)
    limit = int_field(call.body, "limit", default=10, low=1)
    return [_state_at(conversation, checkpoint) for checkpoint in checkpoints[:limit]]


collection = endpoint(post=sync(create_thread))
search = endpoint(post=sync(search_threads, reads=True))
detail = endpoint(get=sync(get_thread), patch=sync(patch_thread), delete=sync(delete_thread))
copy = endpoint(post=sync(copy_thread))
state = endpoint(get=sync(get_state), post=sync(update_state))
state_at = endpoint(get=sync(get_state))
state_checkpoint = endpoint(post=sync(post_state_checkpoint, reads=True))
history_view = endpoint(post=sync(history, reads=True))
