"""Conversations (threads): create, rename, change mode, delete, fork. Each one audits."""

from django.db import transaction
from django.db.models import Q

from agents.ledger import ledger_copy
from agents.models import Checkpoint, ComposerMode, Conversation, LLMProfile, Message
from agents.runtime.conversation_titles import conversation_title_from_question, is_untitled
from agents.runtime.llm.profiles import DEFAULT_PROFILE_NAME, profile_check_reach, profile_named
from lantide.audit import Actor, audit_record
from lantide.encoding import holds_nul, json_text
from lantide.errors import invalid
from workspaces.query.cache_registry import caches_drop_for_conversation
from workspaces.query.warehouse import settle_writes

CONVERSATION_FIELDS = ("title", "mode", "project", "metadata", "default_agent")
MAX_METADATA_CHARS = 16_000


def conversation_title_from_first_question(*, conversation: Conversation, question: str) -> None:
    """Name an untitled conversation after the question that starts it; a title someone chose stays."""
    if not is_untitled(conversation.title):
        return
    title = conversation_title_from_question(question)
    if title:
        conversation.title = title
        conversation.save(update_fields=["title", "updated_at"])


def _clean_conversation_changes(*, user, workspace, changes: dict) -> dict:
    unknown = sorted(set(changes) - set(CONVERSATION_FIELDS))
    if unknown:
        raise invalid(f"Unknown conversation field(s): {', '.join(unknown)}.")
    cleaned = dict(changes)
    if "title" in cleaned:
        cleaned["title"] = (cleaned["title"] or "").strip()[:200]
    if "mode" in cleaned and cleaned["mode"] not in ComposerMode.values:
        raise invalid(f"mode must be one of {', '.join(ComposerMode.values)}.")
    if "metadata" in cleaned:
        cleaned["metadata"] = _clean_metadata(cleaned["metadata"])
        profile_check_reach(user=user, profile=profile_named(cleaned["metadata"].get("llm_profile") or ""))
    if cleaned.get("project") is not None and cleaned["project"].workspace_id != workspace.pk:
        raise invalid("The project belongs to another workspace.")
    return cleaned


def _clean_metadata(metadata) -> dict:
    """A small object; an `llm_profile` it names must exist (a typo would silently run on the default model)."""
    if not isinstance(metadata, dict):
        raise invalid("metadata must be an object.")
    if len(json_text(metadata)) > MAX_METADATA_CHARS:
        raise invalid(f"metadata is larger than {MAX_METADATA_CHARS:,} characters of JSON.")
    if holds_nul(metadata):  # a person's input is refused, not rewritten as the runtime's values are
        raise invalid("metadata may not hold NUL characters (\\u0000).", fields={"metadata": ["NUL character."]})
    profile = metadata.get("llm_profile")
    if profile not in (None, "", DEFAULT_PROFILE_NAME) and not LLMProfile.objects.filter(name=profile).exists():
        raise invalid(f"There is no LLM profile named {str(profile)[:80]!r}.", fields={"metadata": ["Unknown llm_profile."]})
    return metadata


@transaction.atomic
def conversation_create(*, user, workspace, title: str = "", **fields) -> Conversation:
    cleaned = _clean_conversation_changes(user=user, workspace=workspace, changes={"title": title, **fields})
    conversation = Conversation.objects.create(owner=user, workspace=workspace, **cleaned)
    audit_record(actor=Actor.person(user), verb="conversation.create", target=conversation, workspace=workspace)
    return conversation


@transaction.atomic
def conversation_update(*, user, conversation: Conversation, changes: dict) -> Conversation:
    cleaned = _clean_conversation_changes(user=user, workspace=conversation.workspace, changes=changes)
    for field, value in cleaned.items():
        setattr(conversation, field, value)
    conversation.save(update_fields=[*cleaned, "updated_at"])
    audit_record(actor=Actor.person(user), verb="conversation.update", target=conversation,
                 workspace=conversation.workspace, data={"fields": sorted(cleaned)})
    return conversation


@transaction.atomic
def conversation_delete(*, user, conversation: Conversation) -> None:
    """The conversation, its runs and its ledger go; so do its cache tables (they are its own, not the
    workspace's)."""
    caches = caches_drop_for_conversation(workspace_id=conversation.workspace_id, conversation_id=conversation.pk)
    audit_record(actor=Actor.person(user), verb="conversation.delete", target=conversation,
                 workspace=conversation.workspace, data={"title": conversation.title, "caches_dropped": len(caches)})
    conversation.delete()


def _transcript_up_to(checkpoint: Checkpoint) -> Q:
    """The fork keeps messages up to the checkpoint; a run's last checkpoint includes that run's answer."""
    run = checkpoint.run
    up_to = Q(created_at__lte=checkpoint.created_at)
    if run is not None and not run.checkpoints.filter(created_at__gt=checkpoint.created_at).exists():
        up_to |= Q(run=run)
    return up_to


def conversation_fork(*, user, conversation: Conversation, checkpoint: Checkpoint | None = None,
                      title: str = "") -> Conversation:
    """A new thread that starts from `checkpoint` (default: the latest), with the transcript up to it and the
    query ledger's window."""
    settle_writes(workspace_id=conversation.workspace_id)  # the ledger whole, before the transaction takes locks
    return _fork(user=user, conversation=conversation, checkpoint=checkpoint, title=title)


@transaction.atomic
def _fork(*, user, conversation: Conversation, checkpoint: Checkpoint | None, title: str) -> Conversation:
    checkpoint = checkpoint or conversation.checkpoints.order_by("-created_at").first()
    if checkpoint is not None and checkpoint.thread_id != conversation.pk:
        raise invalid("That checkpoint belongs to another conversation.")
    fork = Conversation.objects.create(
        owner=user, workspace=conversation.workspace, project_id=checkpoint.state.get("project_id")
        if checkpoint else conversation.project_id, title=title or f"{conversation} (fork)", mode=conversation.mode,
        default_agent=conversation.default_agent, forked_from=conversation, metadata=dict(conversation.metadata),
        next_step_number=conversation.next_step_number,
    )
    messages = conversation.messages.order_by("created_at", "id")
    if checkpoint is not None:
        messages = messages.filter(_transcript_up_to(checkpoint))
        state = {**checkpoint.state, "pending_interrupt": None}
        Checkpoint.objects.create(thread=fork, run=None, iteration=checkpoint.iteration, state=state)
    Message.objects.bulk_create([Message(conversation=fork, role=m.role, content=m.content, data=m.data)
                                 for m in messages])
    ledger_copy(source=conversation, target=fork)
    audit_record(actor=Actor.person(user), verb="conversation.fork", target=fork, workspace=fork.workspace,
                 data={"from": str(conversation.pk), "checkpoint": str(checkpoint.pk) if checkpoint else None})
    return fork
