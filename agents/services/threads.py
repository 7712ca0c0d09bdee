"""Threads and runs as the LangGraph API (ARCHITECTURE §9) asks for them, over the conversation and run services.

A thread is a conversation: made, renamed, copied and deleted by the conversation services (audited there), so it
shows in its workspace like any other. Its workspace is `metadata.workspace_id` when the caller names one (a
workspace they are a member of), else the user's first workspace (the oldest membership). `workspace_id` is never
stored in the metadata: it is the conversation's workspace, presented as metadata.
"""

import uuid

from django.db import transaction

from agents.models import ACTIVE_RUN_STATUSES, Agent, Checkpoint, Conversation, Interrupt, Run
from agents.selectors import thread_pending_interrupts
from agents.services.conversations import conversation_create, conversation_delete, conversation_fork, conversation_update
from agents.services.messages import message_send
from agents.services.migrations import migration_run_command, migration_run_start
from agents.services.run_queue import thread_has_work, thread_run_promote
from agents.services.runs import interrupt_answer
from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode, invalid
from workspaces.models import Membership
from workspaces.selectors import access_workspace_by_id

WORKSPACE_KEY = "workspace_id"
MIGRATION_ASSISTANT = "migration"
# interrupt and rollback stop the active run first (the view waits for it to end), then start as reject does;
# enqueue puts the run behind the thread's active one (agents.services.run_queue).
MULTITASK_STRATEGIES = ("reject", "enqueue", "interrupt", "rollback")


def _workspace_for(*, user, metadata: dict):
    if metadata.get(WORKSPACE_KEY) is not None:
        return access_workspace_by_id(user=user, workspace_id=metadata[WORKSPACE_KEY])
    membership = Membership.objects.filter(user=user).select_related("workspace").order_by("pk").first()
    if membership is None:
        raise ApplicationError(ErrorCode.WORKSPACE_SELECTION_REQUIRED, "You are in no workspace: create one, or "
                                                                       "name one in metadata.workspace_id.")
    return membership.workspace


def _stored(metadata: dict) -> dict:
    return {key: value for key, value in metadata.items() if key != WORKSPACE_KEY}


def _title_of(metadata: dict) -> dict:
    """A `title` in the metadata names the conversation too (assistant-ui renames threads that way)."""
    title = metadata.get("title")
    return {"title": title.strip()[:200]} if isinstance(title, str) else {}


def thread_create(*, user, metadata: dict, thread_id: uuid.UUID | None = None,
                  if_exists: str = "raise") -> Conversation:
    """A new conversation (with `thread_id` when given); an existing id is THREAD_EXISTS, or with
    `if_exists="do_nothing"` the caller's own thread as it is."""
    if thread_id is not None:
        existing = Conversation.objects.filter(pk=thread_id).first()
        if existing is not None:
            if if_exists == "do_nothing" and existing.owner_id == user.pk:
                return existing
            raise ApplicationError(ErrorCode.THREAD_EXISTS, "A thread with this id exists.")
    workspace = _workspace_for(user=user, metadata=metadata)
    fields = {"metadata": _stored(metadata), **_title_of(metadata)}
    if thread_id is not None:
        fields["id"] = thread_id
    return conversation_create(user=user, workspace=workspace, **fields)


def thread_metadata_merge(*, user, conversation: Conversation, metadata: dict) -> Conversation:
    """Merge `metadata` into the thread's (LangGraph's PATCH); its workspace cannot move."""
    workspace_id = metadata.get(WORKSPACE_KEY)
    if workspace_id is not None and str(workspace_id) != str(conversation.workspace_id):
        raise invalid("A thread cannot move to another workspace.")
    merged = {**conversation.metadata, **_stored(metadata)}
    return conversation_update(user=user, conversation=conversation,
                               changes={"metadata": merged, **_title_of(metadata)})


def thread_delete(*, user, conversation: Conversation) -> None:
    """The conversation goes (its runs, messages, checkpoints, ledger and caches); a busy one is THREAD_BUSY."""
    if conversation.runs.filter(status__in=ACTIVE_RUN_STATUSES, parent_run__isnull=True).exists():
        raise ApplicationError(ErrorCode.THREAD_BUSY, "This thread has a run in progress; cancel it first.")
    conversation_delete(user=user, conversation=conversation)


def thread_copy(*, user, conversation: Conversation) -> Conversation:
    """A new thread with the same messages, state and metadata (a fork from the latest checkpoint)."""
    return conversation_fork(user=user, conversation=conversation, title=conversation.title)


def _resume_value(command: dict, interrupts: list[Interrupt]) -> tuple[Interrupt, object]:
    """`command.resume`: one value for the one waiting interrupt, or a map of interrupt id to value."""
    if not interrupts:
        raise invalid("This thread has no interrupt waiting for an answer.")
    resume = command["resume"]
    by_id = {str(i.pk): i for i in interrupts}
    if isinstance(resume, dict) and resume and set(resume) <= set(by_id):
        interrupt_id, value = next(iter(resume.items()))
        return by_id[interrupt_id], value
    return interrupts[-1], resume


def _answer_text(value) -> object:
    """An ask_user answer is text; `{"answer": text}` is taken too."""
    if isinstance(value, dict) and set(value) == {"answer"}:
        return value["answer"]
    return value


def human_text(run_input) -> str:
    """The text of the last human message of a LangGraph input (`{"messages": [...]}`)."""
    messages = run_input.get("messages") if isinstance(run_input, dict) else None
    if isinstance(messages, (str, dict)):
        messages = [messages]
    for message in reversed(messages or []):
        if isinstance(message, str):
            return message
        if isinstance(message, dict) and (message.get("role") or message.get("type")) in ("user", "human"):
            return _content_text(message.get("content"))
    raise invalid("The input needs a human message: {\"messages\": [{\"role\": \"user\", \"content\": \"…\"}]}.")


def _content_text(content) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(part.get("text", "") for part in content if isinstance(part, dict)
                         and part.get("type") == "text" and isinstance(part.get("text"), str))
    raise invalid("A message's content must be text or a list of text parts.")


@transaction.atomic
def thread_run_start(*, user, conversation: Conversation, assistant_id: str, agent: Agent | None, run_input,
                     command: dict | None, metadata: dict, multitask_strategy: str = "reject",
                     from_checkpoint: Checkpoint | None = None, stream_mode: list[str] | None = None,
                     stream_subgraphs: bool = False) -> Run:
    """Start a run on the thread: a resume when `command.resume` answers its interrupt, else a new turn routed as
    any message is (the assistant's agent mentioned, the executor asked for), from `from_checkpoint` when given (it
    is forked to the head of the thread first, in the same transaction). Another active run refuses it atomically
    (THREAD_BUSY, 409: the one-active-run index); with `enqueue`, new input waits behind it instead. `stream_mode`: what a streamed run's stream carries, which a
    reconnect that names none gets again."""
    if multitask_strategy not in MULTITASK_STRATEGIES:
        raise invalid(f"multitask_strategy must be one of {', '.join(MULTITASK_STRATEGIES)}.")
    Conversation.objects.select_for_update().filter(pk=conversation.pk).first()  # enqueue decides on a still thread
    queued = multitask_strategy == "enqueue" and thread_has_work(conversation=conversation)
    if queued and (from_checkpoint is not None or command):
        raise ApplicationError(ErrorCode.THREAD_BUSY, "Only new input waits in the queue: a resume, a goto or a "
                                                      "checkpoint starts once the thread is idle.")
    if from_checkpoint is not None:
        checkpoint_fork(user=user, conversation=conversation, checkpoint=from_checkpoint)
    run_metadata = {"assistant_id": assistant_id, "multitask_strategy": multitask_strategy, "metadata": metadata,
                    "stream_mode": stream_mode or [], "stream_subgraphs": stream_subgraphs}
    if command and (command.get("goto") is not None or command.get("update") is not None):
        if assistant_id != MIGRATION_ASSISTANT or "resume" in command:
            raise invalid("command.goto and command.update are served for the migration graph, without resume.")
        return migration_run_command(user=user, conversation=conversation, goto=command.get("goto"),
                                     update=command.get("update"), metadata=run_metadata)
    if command and "resume" in command:
        interrupt, value = _resume_value(command, thread_pending_interrupts(conversation=conversation))
        return interrupt_answer(user=user, interrupt_id=interrupt.pk, answer=_answer_text(value),
                                conversation=conversation, metadata=run_metadata)
    if queued:  # the thread may go idle before this commits: try at once after it, too
        transaction.on_commit(lambda: thread_run_promote(conversation_id=conversation.pk))
    if assistant_id == MIGRATION_ASSISTANT:
        return migration_run_start(user=user, conversation=conversation, run_input=run_input, metadata=run_metadata,
                                   queued=queued)
    return message_send(user=user, conversation=conversation, text=human_text(run_input), force_agent=True,
                        mention_ids=[agent.pk] if agent else [], metadata=run_metadata, queued=queued)


@transaction.atomic
def run_delete(*, user, run: Run) -> None:
    """A finished run goes with its work: its messages, checkpoints, events and questions (the thread is as it was
    before it). An active run is THREAD_BUSY: cancel it first."""
    status = Run.objects.select_for_update().filter(pk=run.pk).values_list("status", flat=True).first()
    if status in ACTIVE_RUN_STATUSES:  # read again, locked: the caller's instance may predate a cancel's end
        raise ApplicationError(ErrorCode.THREAD_BUSY, "This run is in progress; cancel it first.")
    audit_record(actor=Actor.person(user), verb="run.delete", target=run, workspace=run.thread.workspace)
    run.messages.all().delete()
    run.delete()


def _transcript_message(message: dict) -> dict:
    """A LangChain (or OpenAI) message as the runtime's transcript holds it."""
    kind = message.get("type") or message.get("role")
    role = {"human": "user", "user": "user", "ai": "assistant", "assistant": "assistant"}.get(kind)
    if role is None:
        raise invalid("update_state takes human and ai messages.")
    return {"role": role, "content": _content_text(message.get("content"))}


def _updated_transcript(transcript: list[dict], messages: list, thread_id) -> list[dict]:
    """LangGraph's add_messages: a message whose id names a place in the transcript replaces it; others append."""
    updated = list(transcript)
    for message in messages:
        if not isinstance(message, dict):
            raise invalid("values.messages must be a list of messages.")
        place = str(message.get("id") or "").removeprefix(f"{thread_id}:")
        if place.isdecimal() and int(place) < len(updated):
            updated[int(place)] = _transcript_message(message)
        else:
            updated.append(_transcript_message(message))
    return updated


@transaction.atomic
def checkpoint_fork(*, user, conversation: Conversation, checkpoint: Checkpoint | None,
                    messages: list | None = None) -> Checkpoint:
    """A new head checkpoint of the thread, a copy of `checkpoint` (with `messages` merged into its transcript): the
    next run goes on from it. LangGraph's update_state, and a run started from an earlier checkpoint. Earlier
    checkpoints stay, so history keeps both branches."""
    if conversation.runs.filter(status__in=ACTIVE_RUN_STATUSES, parent_run__isnull=True).exists():
        raise ApplicationError(ErrorCode.THREAD_BUSY, "This thread has a run in progress; wait for it or cancel it.")
    state = dict(checkpoint.state) if checkpoint else {"messages": [{"role": "system", "content": ""}]}
    if messages:
        state["messages"] = _updated_transcript(state.get("messages") or [], messages, conversation.pk)
    fork = Checkpoint.objects.create(thread=conversation, run=None, parent=checkpoint, state={
        **state, "pending_interrupt": None}, iteration=checkpoint.iteration if checkpoint else 0)
    audit_record(actor=Actor.person(user), verb="checkpoint.fork", target=fork, workspace=conversation.workspace,
                 data={"from": str(checkpoint.pk) if checkpoint else None, "messages": len(messages or [])})
    return fork
