"""The knowledge queue (ARCHITECTURE §8, §4.3): the agent and passive extraction propose, a person applies, edits
or dismisses, and only applied items reach a run's prompt. Writes here are services (audited, atomic); the reads
beside them are the queue's selectors, scoped by the member who asks.

Limits: at most PER_MESSAGE_LIMIT proposals per user message (the caller counts them: the whole turn, resumed
runs included) and PENDING_LIMIT pending per conversation (a decision releases one); past either,
KNOWLEDGE_RATE_LIMITED. A proposal holds no SQL, no cache-table name and no execution state (ids of runs, calls,
checkpoints, steps): those are the run's business, not the team's facts."""

import re
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from lantide.audit import Actor, audit_record
from lantide.errors import ApplicationError, ErrorCode, Forbidden, NotFound, invalid
from lantide.ids import int_or_none
from workspaces.models import (
    ROLE_RANK, CacheTable, KnowledgeItem, KnowledgeScope, KnowledgeSource, KnowledgeStatus, Membership, Project,
    Role, Workspace,
)

PER_MESSAGE_LIMIT = 2
PENDING_LIMIT = 5
TEXT_LIMIT = 1000
STATUS_BY_FILTER = {"pending": KnowledgeStatus.PROPOSED, "applied": KnowledgeStatus.APPLIED,
                    "dismissed": KnowledgeStatus.DISMISSED}

_SQL = [
    re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|WITH)\b.*\b(FROM|SET|TABLE|VALUES|INTO|AS)\b",
               re.S),
    re.compile(r"\bselect\s+(\*|distinct\b|count\s*\(|sum\s*\(|avg\s*\(|[\w.\"]+\s*,)", re.I),
    re.compile(r"\bfrom\s+[\w.\"]+\s+(where|group\s+by|order\s+by|join|limit)\b", re.I),
    re.compile(r"\b(insert\s+into|delete\s+from|drop\s+table|alter\s+table|create\s+(table|view))\b", re.I),
]
_CACHE_NAME = re.compile(r"\bcache_\w+", re.I)
_EXECUTION_STATE = [
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I), "an id of a run"),
    (re.compile(r"\b(run|checkpoint|interrupt|call|step)[ _]?id\b", re.I), "an id of the run's machinery"),
    (re.compile(r"\bcall_\w+", re.I), "a tool call id"),
    (re.compile(r"\b(query\s+)?step\s*#?\d+\b", re.I), "a query step of this conversation"),
    (re.compile(r"\b(iteration\s+\d+|exploration\s+budget|checkpoint)\b", re.I), "the run's own state"),
]


@dataclass(frozen=True)
class Provenance:
    """Where a proposal comes from: the conversation, run and user message, and who proposed it."""

    user: object
    agent_name: str = ""
    conversation_id: object = None
    run_id: object = None
    message_id: int | None = None
    source: str = KnowledgeSource.AGENT


def content_problem(text: str, *, workspace: Workspace | None = None) -> str | None:
    """Why `text` may not become knowledge (None: it may)."""
    if any(pattern.search(text) for pattern in _SQL):
        return "it contains SQL; state the fact in words (the query belongs to the conversation, not to knowledge)"
    if _CACHE_NAME.search(text):
        return "it names a cache table; cache tables are temporary results, name the source table or the fact"
    for pattern, what in _EXECUTION_STATE:
        if pattern.search(text):
            return f"it holds execution state ({what}); keep only the lasting fact"
    if workspace is not None:
        words = set(re.findall(r"\w+", text.lower()))
        if CacheTable.objects.filter(workspace=workspace, name__in=words).exists():
            return "it names a cache table; cache tables are temporary results, name the source table or the fact"
    return None


def evidence_found(quote: str, corpus: list[str]) -> bool:
    """The quote is a substring of one of the texts (whitespace runs count as one space)."""
    wanted = " ".join(quote.split())
    return bool(wanted) and any(wanted in " ".join(text.split()) for text in corpus)


def _scope_target(*, workspace: Workspace, scope: str, project_id: int | None) -> Project | None:
    if scope != KnowledgeScope.PROJECT:
        return None
    project = Project.objects.filter(workspace=workspace, pk=int_or_none(project_id) or 0).first()
    if project is None:
        raise invalid("Project scope needs a focused project; focus one, or choose Workspace or User scope.")
    return project


def _check_limits(*, provenance: Provenance, proposed_this_message: int) -> None:
    if proposed_this_message >= PER_MESSAGE_LIMIT:
        raise ApplicationError(ErrorCode.KNOWLEDGE_RATE_LIMITED,
                               f"At most {PER_MESSAGE_LIMIT} knowledge proposals per user message; this one was not "
                               "recorded. Go on with the user's request.")
    pending = KnowledgeItem.objects.filter(conversation_id=provenance.conversation_id,
                                           status=KnowledgeStatus.PROPOSED).count()
    if provenance.conversation_id and pending >= PENDING_LIMIT:
        raise ApplicationError(ErrorCode.KNOWLEDGE_RATE_LIMITED,
                               f"This conversation already has {pending} proposals waiting for review (at most "
                               f"{PENDING_LIMIT}); one must be applied or dismissed first.")


@transaction.atomic
def knowledge_propose(*, workspace: Workspace, provenance: Provenance, text: str, scope: str,
                      project_id: int | None = None, evidence_quote: str = "",
                      proposed_this_message: int = 0) -> KnowledgeItem:
    """Queue a proposal for a person's review. The caller checked the evidence against the conversation."""
    text = " ".join(text.split())
    if not text or len(text) > TEXT_LIMIT or len(evidence_quote) > TEXT_LIMIT:
        raise invalid(f"The text must be 1 to {TEXT_LIMIT} characters, the evidence quote at most {TEXT_LIMIT}.")
    problem = content_problem(f"{text}\n{evidence_quote}", workspace=workspace)
    if problem:
        raise invalid(f"Not proposed: {problem}.")
    project = _scope_target(workspace=workspace, scope=scope, project_id=project_id)
    _check_limits(provenance=provenance, proposed_this_message=proposed_this_message)
    item = KnowledgeItem.objects.create(
        workspace=workspace, text=text, evidence_quote=evidence_quote, scope=scope, project=project,
        scope_user=provenance.user if scope == KnowledgeScope.USER else None, source=provenance.source,
        proposed_by_user=provenance.user, proposed_by_agent=provenance.agent_name,
        conversation_id=provenance.conversation_id, run_id=provenance.run_id, message_id=provenance.message_id,
    )
    actor = Actor.agent(user=provenance.user, agent_name=provenance.agent_name or provenance.source)
    audit_record(actor=actor, verb="knowledge.propose", target=item, workspace=workspace,
                 data={"scope": scope, "source": provenance.source, "run": str(provenance.run_id or "")})
    return item


def _decide(*, user, item: KnowledgeItem, status: str) -> KnowledgeItem:
    item.status = status
    item.decided_by = user
    item.decided_at = timezone.now()
    item.save(update_fields=["status", "decided_by", "decided_at"])
    audit_record(actor=Actor.person(user), verb=f"knowledge.{status}", target=item, workspace=item.workspace,
                 data={"scope": item.scope})
    return item


def _pending_only(item: KnowledgeItem) -> None:
    if item.status != KnowledgeStatus.PROPOSED:
        raise invalid(f"This item was already {item.status}.")


@transaction.atomic
def knowledge_apply(*, user, item: KnowledgeItem) -> KnowledgeItem:
    _pending_only(item)
    return _decide(user=user, item=item, status=KnowledgeStatus.APPLIED)


@transaction.atomic
def knowledge_dismiss(*, user, item: KnowledgeItem) -> KnowledgeItem:
    _pending_only(item)
    return _decide(user=user, item=item, status=KnowledgeStatus.DISMISSED)


@transaction.atomic
def knowledge_edit(*, user, item: KnowledgeItem, text: str) -> KnowledgeItem:
    """A person rewords a pending proposal before applying it; the text as proposed is kept."""
    _pending_only(item)
    text = " ".join(text.split())
    problem = content_problem(text, workspace=item.workspace)
    if problem:
        raise invalid(f"Not saved: {problem}.")
    before = item.text
    item.original_text = item.original_text or before
    item.text, item.edited_by, item.edited_at = text, user, timezone.now()
    item.save(update_fields=["text", "original_text", "edited_by", "edited_at"])
    audit_record(actor=Actor.person(user), verb="knowledge.edit", target=item, workspace=item.workspace,
                 data={"before": before, "after": text})
    return item


# Reads.

def knowledge_visible_to(*, user, workspace: Workspace):
    """The workspace's items a member sees: every Project and Workspace item, and their own User items."""
    return (KnowledgeItem.objects.filter(workspace=workspace)
            .filter(~Q(scope=KnowledgeScope.USER) | Q(scope_user=user))
            .select_related("project", "proposed_by_user", "decided_by"))


def knowledge_list(*, user, workspace: Workspace, status: str | None = None, conversation_id=None):
    items = knowledge_visible_to(user=user, workspace=workspace)
    if status:
        items = items.filter(status=STATUS_BY_FILTER[status])
    if conversation_id:
        items = items.filter(conversation_id=conversation_id)
    return items


def access_knowledge_by_id(*, user, knowledge_id, for_decision: bool = False) -> KnowledgeItem:
    """An item a member sees (else NOT_FOUND); with `for_decision`, one they may decide: their own User item, or
    a Project or Workspace item for an editor or owner (else PERMISSION_DENIED)."""
    item = KnowledgeItem.objects.select_related("workspace", "project").filter(pk=int_or_none(knowledge_id) or 0).first()
    membership = item and Membership.objects.filter(user=user, workspace=item.workspace).first()
    if not membership or (item.scope == KnowledgeScope.USER and item.scope_user_id != user.pk):
        raise NotFound("Knowledge item")
    if for_decision and item.scope != KnowledgeScope.USER and ROLE_RANK[membership.role] < ROLE_RANK[Role.EDITOR]:
        raise Forbidden(f"Your role in this workspace ({membership.role}) cannot decide team knowledge; "
                        "an editor or owner does.")
    return item


def knowledge_applicable(*, user, workspace: Workspace, project_id: int | None) -> list[KnowledgeItem]:
    """The applied items a run of `user` reads: their own User items, the focused project's, the workspace's —
    in that order, newest first within each."""
    applied = KnowledgeItem.objects.filter(workspace=workspace, status=KnowledgeStatus.APPLIED)
    order = (KnowledgeScope.USER, KnowledgeScope.PROJECT, KnowledgeScope.WORKSPACE)
    found = list(applied.filter(Q(scope=KnowledgeScope.USER, scope_user=user)
                                | Q(scope=KnowledgeScope.PROJECT, project_id=project_id or 0)
                                | Q(scope=KnowledgeScope.WORKSPACE)).select_related("project")[:200])
    return sorted(found, key=lambda item: order.index(item.scope))


# Passive extraction: after a successful run, a user message that states a definition or a standing preference is
# proposed as it was written (the sentence is its own evidence), within the same limits as the agent's proposals.
_DEFINITION = re.compile(r"^[\w\"'][\w\s\"'/&-]{0,60}?\s(means|stands for|refers to|is defined as)\s\S.{2,}$", re.I)
_NAMING = re.compile(r"^(we|i)\s+call\s\S.{2,}$", re.I)
_PREFERENCE = re.compile(r"^(please\s+)?(always|never)\s\S.{4,}$", re.I)


def extraction_candidates(message: str) -> list[tuple[str, str]]:
    """(sentence, scope) for each statement in a user message: definitions and names are the workspace's,
    "always …"/"never …" preferences are the user's own. Questions are no statements."""
    found = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", message):
        sentence = sentence.strip()
        if not sentence or sentence.endswith("?") or len(sentence) > TEXT_LIMIT:
            continue
        if _PREFERENCE.match(sentence):
            found.append((sentence, KnowledgeScope.USER))
        elif _DEFINITION.match(sentence) or _NAMING.match(sentence):
            found.append((sentence, KnowledgeScope.WORKSPACE))
    return found


def knowledge_extract(*, workspace: Workspace, provenance: Provenance, message: str,
                      proposed_this_message: int) -> list[KnowledgeItem]:
    """Propose what the message states; skips what breaks a rule or is known already, stops at a limit."""
    made = []
    for sentence, scope in extraction_candidates(message):
        known = KnowledgeItem.objects.filter(workspace=workspace, text__iexact=" ".join(sentence.split()))
        if known.exclude(status=KnowledgeStatus.DISMISSED).exists() or content_problem(sentence):
            continue
        try:
            made.append(knowledge_propose(workspace=workspace, provenance=provenance, text=sentence, scope=scope,
                                          evidence_quote=sentence,
                                          proposed_this_message=proposed_this_message + len(made)))
        except ApplicationError as refusal:
            if refusal.code == ErrorCode.KNOWLEDGE_RATE_LIMITED:
                break
    return made
