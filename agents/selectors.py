"""Reads of agents, conversations and runs, scoped to the requesting user, and of runs for replay (iteration
steps, child runs, the transcript and checkpoints)."""

from django.db.models import Case, Count, Exists, F, Max, OuterRef, Q, Subquery, Value, When

from agents.models import (
    ACTIVE_RUN_STATUSES, Agent, Checkpoint, Conversation, Interrupt, InterruptStatus, Message, Run, RunEvent, RunStatus,
)
from lantide.errors import NotFound
from lantide.ids import int_or_none, uuid_or_none


def agents_visible_to(*, user):
    """The user's own agents and every shared one."""
    return Agent.objects.filter(Q(owner=user) | Q(is_shared=True)).select_related("owner").order_by("name", "id")


def access_agent_by_id(*, user, agent_id, for_edit: bool = False) -> Agent:
    queryset = Agent.objects.filter(owner=user) if for_edit else agents_visible_to(user=user)
    agent = queryset.filter(pk=int_or_none(agent_id)).first()
    if agent is None:
        raise NotFound("Agent")
    return agent


def conversations_for_user(*, user, workspace=None):
    conversations = Conversation.objects.filter(owner=user, workspace__memberships__user=user)
    if workspace is not None:
        conversations = conversations.filter(workspace=workspace)
    return conversations.select_related("workspace", "project").order_by("-updated_at")


def access_conversation_by_id(*, user, conversation_id) -> Conversation:
    conversation = conversations_for_user(user=user).filter(pk=uuid_or_none(conversation_id)).first()
    if conversation is None:
        raise NotFound("Conversation")
    return conversation


def threads_with_status(*, user):
    """The user's conversations with `thread_status` (the LangGraph API's): busy while a top-level run is active,
    interrupted while a question waits, error when the last run failed, else idle."""
    top_level = Run.objects.filter(thread=OuterRef("pk"), parent_run__isnull=True)
    waiting = Interrupt.objects.filter(thread=OuterRef("pk"), status=InterruptStatus.PENDING)
    last_status = top_level.order_by("-created_at").values("status")[:1]
    return conversations_for_user(user=user).annotate(
        busy=Exists(top_level.filter(status__in=ACTIVE_RUN_STATUSES)), waiting=Exists(waiting),
        last_run_status=Subquery(last_status),
    ).annotate(thread_status=Case(
        When(busy=True, then=Value("busy")), When(waiting=True, then=Value("interrupted")),
        When(last_run_status__in=[RunStatus.ERROR, RunStatus.TIMEOUT], then=Value("error")), default=Value("idle"),
    ))


def access_thread_by_id(*, user, thread_id) -> Conversation:
    """A conversation of the user's, with its `thread_status`; another user's (or a removed member's) is NOT_FOUND."""
    thread = threads_with_status(user=user).filter(pk=uuid_or_none(thread_id)).first()
    if thread is None:
        raise NotFound("Thread")
    return thread


def thread_pending_interrupts(*, conversation: Conversation) -> list[Interrupt]:
    return list(Interrupt.objects.filter(thread=conversation, status=InterruptStatus.PENDING).order_by("created_at"))


def access_run_by_id(*, user, run_id) -> Run:
    """A run of one of the user's conversations in a workspace they are still a member of (a removed member's
    runs, their events and questions are gone for them on every path)."""
    run = (
        Run.objects.filter(pk=uuid_or_none(run_id), thread__owner=user, thread__workspace__memberships__user=user)
        .select_related("thread", "agent")
        .first()
    )
    if run is None:
        raise NotFound("Run")
    return run


def thread_messages(*, conversation: Conversation):
    return Message.objects.filter(conversation=conversation).order_by("created_at", "id")


def thread_checkpoints(*, conversation: Conversation):
    return Checkpoint.objects.filter(thread=conversation).order_by("created_at")


def thread_runs(*, conversation: Conversation):
    """The thread's top-level runs, oldest first; `resumed_from_run` is the run that asked the question a run resumes."""
    return (Run.objects.filter(thread=conversation, parent_run__isnull=True)
            .annotate(resumed_from_run=F("resumed_from__run"), agent_name=F("agent__name"))
            .order_by("created_at", "id"))


def thread_runs_active_or_since(*, conversation: Conversation, since) -> list[str]:
    """Ids of the thread's top-level runs still going or created since `since`, oldest first: what a socket may
    have missed the announcement of while the channel layer was away."""
    runs = thread_runs(conversation=conversation).filter(Q(status__in=ACTIVE_RUN_STATUSES) | Q(created_at__gte=since))
    return [str(run_id) for run_id in runs.values_list("pk", flat=True)]


def _answer_of(run: Run) -> str:
    message = Message.objects.filter(run=run, role="assistant").order_by("-id").first()
    return message.content if message else ""


def run_detail(*, run: Run, depth: int = 0) -> dict:
    steps = list(RunEvent.objects.filter(run=run, type="iteration_step").order_by("seq").values_list("data", flat=True))
    children = [run_detail(run=child, depth=depth + 1) for child in run.children.order_by("created_at")] \
        if depth < 3 else []
    return {
        "id": run.pk, "thread": run.thread_id, "parent_run": run.parent_run_id,
        "agent": run.agent.name if run.agent_id else None, "status": run.status, "route": run.route,
        "route_rule": run.route_rule, "mode": run.mode, "model": run.model, "query": run.query,
        "max_iterations": run.max_iterations, "error_code": run.error_code, "error": run.error,
        "answer": run.answer or _answer_of(run), "subagent_config": run.subagent_config, "created_at": run.created_at, "started_at": run.started_at,
        "finished_at": run.finished_at, "steps": steps, "children": children,
    }


def run_log_problems(*, runs=None) -> list[str]:
    """Runs whose event log breaks ARCHITECTURE §4.2, one sentence each: a hole in seq 1..N, a finished run
    without exactly one run_completed (or whose last_seq is not its last event), an active run already completed.

    The seqs of a run are unique positive integers, so N of them running up to N means 1..N with no hole."""
    runs = Run.objects.all() if runs is None else runs
    counted = runs.annotate(stored=Count("events"), last=Max("events__seq"),
                            completions=Count("events", filter=Q(events__type="run_completed")))
    problems = []
    for run in counted.values("pk", "status", "last_seq", "stored", "last", "completions").iterator():
        problems += [f"run {run['pk']} ({run['status']}): {problem}" for problem in _log_problems(run)]
    return problems


def _log_problems(run: dict) -> list[str]:
    problems = []
    if run["stored"] and run["last"] != run["stored"]:
        problems.append(f"{run['stored']} events up to seq {run['last']}: a hole in its log")
    finished = run["status"] not in ACTIVE_RUN_STATUSES
    if finished and run["completions"] != 1:
        problems.append(f"finished with {run['completions']} run_completed events")
    if finished and run["stored"] and run["last_seq"] != run["last"]:
        problems.append(f"last_seq {run['last_seq']} but its last event is seq {run['last']}")
    if not finished and run["completions"]:
        problems.append("still active after its run_completed")
    return problems
