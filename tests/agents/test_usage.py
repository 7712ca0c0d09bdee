"""Usage and quotas in real runs against a scripted model over HTTP (ARCHITECTURE §8): every model call rolls up per
user, agent, model and day; a run passing a quota per run or per day, in tokens or in cost, stops QUOTA_EXCEEDED
(enforce) or goes on with a warning and an audit event (log only); a start on a spent day is refused 429 with
Retry-After; /me/usage sums the rollup; the admin shows it with totals."""

import logging
from datetime import date
from decimal import Decimal

import pytest
from django.urls import reverse

from agents.models import Run, RunEvent, UsageDay
from agents.services import turn_start
from agents.usage import quotas_for, seconds_until_next_utc_day, usage_record, utc_today
from lantide.models import AuditEvent
from tests import llm_server as llm
from tests.conftest import token_client
from tests.factories import AgentFactory, QuotaFactory, UsageDayFactory, UserFactory
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile, wait_for_run, wait_until

pytestmark = pytest.mark.django_db(transaction=True)

PRICED = "gpt-4o-mini"  # litellm prices it: 0.15 $/M prompt tokens, 0.6 $/M completion tokens
CALL_COST = Decimal("0.00021")  # (1000, 100) tokens at those prices
# (limit, its value, what the user spent earlier today): the run's first call (1000 + 100 tokens, $0.00021)
# passes each of them, and not before.
LIMITS = [
    ("run_tokens", 1050, None),
    ("run_cost", Decimal("0.0002"), None),
    ("day_tokens", 3000, (1500, 450)),
    ("day_cost", Decimal("0.0005"), Decimal("0.0004")),
]


def spent_earlier_today(user, spent) -> None:
    if isinstance(spent, tuple):
        UsageDayFactory(user=user, prompt_tokens=spent[0], completion_tokens=spent[1], cost=0)
    elif spent is not None:
        UsageDayFactory(user=user, prompt_tokens=0, completion_tokens=0, cost=spent)


def two_step_script(server) -> None:
    server.script(PRICED,
                  llm.tool_calls(llm.call("read_reference", {"name": "html-report"}), content="Looking it up. ",
                                 usage=(1000, 100)),
                  llm.text("Here is the answer.", usage=(1000, 100)))


@pytest.fixture
def conversation(llm_server):
    return conversation_on(scripted_profile(llm_server, model=PRICED))


@pytest.mark.parametrize(("limit", "value", "spent"), LIMITS, ids=[limit for limit, _, _ in LIMITS])
def test_an_enforced_quota_stops_the_run_after_the_call_that_passes_it(llm_server, conversation, limit, value,
                                                                         spent):
    spent_earlier_today(conversation.owner, spent)
    QuotaFactory(**{limit: value})
    two_step_script(llm_server)
    run = run_turn(conversation, "What does the report guide say?")
    assert (run.status, run.error_code) == ("error", "QUOTA_EXCEEDED")
    error = events_of(run, "error")[0]["data"]
    assert error["code"] == "QUOTA_EXCEEDED" and limit.split("_")[0] in error["message"]
    assert not events_of(run, "tool_result") and len(llm_server.requests_for(PRICED)) == 1
    assert events_of(run, "run_completed")[-1]["data"] == {"status": "error", "error_code": "QUOTA_EXCEEDED"}
    assert run.answer == "Looking it up. "  # what it had streamed stays, as a cancel's does
    assert run.messages.get(role="assistant").data["partial"] is True


def test_a_quota_added_while_a_run_runs_stops_it_within_two_model_calls(llm_server, conversation):
    """No quota applies when the run starts, so its calls' rollups commit with their iterations' checkpoints; the
    quotas are read again with them (at most once a second), and the first check after that stops the run."""
    step = llm.tool_calls(llm.call("read_reference", {"name": "html-report"}), usage=(1000, 100),
                          first_token_delay=1.2)
    llm_server.script(PRICED, llm.tool_calls(llm.call("read_reference", {"name": "html-report"}), usage=(1000, 100)),
                      *[step] * 5, llm.text("Done.", usage=(1000, 100)))
    run = turn_start(user=conversation.owner, conversation=conversation, text="Read it again and again")
    wait_until(lambda: RunEvent.objects.filter(run=run, type="usage").exists(), what="the first call's usage")
    QuotaFactory(mode="enforce", run_tokens=1000)
    calls_then = len(llm_server.requests_for(PRICED))
    run = wait_for_run(run.pk)
    assert (run.status, run.error_code) == ("error", "QUOTA_EXCEEDED")
    assert len(llm_server.requests_for(PRICED)) <= calls_then + 2
    calls = len(llm_server.requests_for(PRICED))
    assert UsageDay.objects.values_list("calls", "prompt_tokens").get() == (calls, 1000 * calls), \
        "every call's usage is in the rollup, the deferred ones too"


@pytest.mark.parametrize(("limit", "value", "spent"), LIMITS, ids=[limit for limit, _, _ in LIMITS])
def test_a_log_only_quota_lets_the_run_go_on_and_says_where_it_would_have_stopped(
        llm_server, conversation, caplog, limit, value, spent):
    spent_earlier_today(conversation.owner, spent)
    quota = QuotaFactory(mode="log_only", **{limit: value})
    two_step_script(llm_server)
    with caplog.at_level(logging.WARNING, logger="agents.usage"):
        run = run_turn(conversation, "What does the report guide say?")
    assert run.status == "success" and run.answer == "Here is the answer."
    would = AuditEvent.objects.filter(verb="quota.would_stop", target_id=str(quota.pk))
    assert [event.data["limit"] for event in would] == [limit]  # once per run and limit, not after every call
    assert would.get().data["run"] == str(run.pk)
    assert any("agent.quota.would_stop" in record.getMessage() for record in caplog.records)


def test_every_call_rolls_up_per_user_agent_model_and_day(llm_server, conversation):
    two_step_script(llm_server)
    run_turn(conversation, "Twice")
    row = UsageDay.objects.get()
    assert (row.user, row.agent, row.model, row.day) == (conversation.owner, None, f"openai/{PRICED}", utc_today())
    assert (row.calls, row.prompt_tokens, row.completion_tokens, row.cost) == (2, 2000, 200, 2 * CALL_COST)


def test_an_unpriced_model_costs_nothing(llm_server):
    conversation = conversation_on(scripted_profile(llm_server, model="house-model"))
    llm_server.script("house-model", llm.text("Free.", usage=(10, 2)))
    run_turn(conversation, "Hi")
    assert UsageDay.objects.values_list("prompt_tokens", "completion_tokens", "cost").get() == (10, 2, 0)


def test_upserts_add_to_one_row_per_key_and_agents_keep_their_own(db):
    user, agent = UserFactory(), AgentFactory()
    for agent_id in (None, None, agent.pk):
        usage_record(user_id=user.pk, agent_id=agent_id, model="m", prompt_tokens=3, completion_tokens=1, cost=0.5)
    assert set(UsageDay.objects.values_list("agent_id", "calls", "prompt_tokens", "cost")) == {
        (None, 2, 6, Decimal("1.0")), (agent.pk, 1, 3, Decimal("0.5"))}


def test_a_users_quota_replaces_the_default_and_an_agents_applies_on_top(db):
    user, other, agent = UserFactory(), UserFactory(), AgentFactory()
    default, own, agents = QuotaFactory(), QuotaFactory(user=user), QuotaFactory(agent=agent)
    assert quotas_for(user_id=user.pk, agent_id=agent.pk) == [own, agents]
    assert quotas_for(user_id=other.pk, agent_id=None) == [default]


@pytest.mark.parametrize(("limit", "value", "spent"), [("day_tokens", 1000, (900, 100)),
                                                       ("day_cost", Decimal("0.001"), Decimal("0.001"))])
def test_a_start_on_a_spent_day_is_refused_429_until_the_next_utc_day(llm_server, conversation, limit, value,
                                                                      spent):
    spent_earlier_today(conversation.owner, spent)
    QuotaFactory(user=conversation.owner, **{limit: value})
    response = token_client(conversation.owner).post(f"/api_v1/conversations/{conversation.pk}/messages",
                                                     {"text": "One more?"}, format="json")
    assert response.status_code == 429 and response.json()["code"] == "QUOTA_EXCEEDED"
    assert 0 < int(response["Retry-After"]) <= seconds_until_next_utc_day() + 1
    assert response.json()["retry_after"] == int(response["Retry-After"])
    assert not Run.objects.exists() and not llm_server.requests_for(PRICED)


def test_a_log_only_day_quota_lets_the_start_through_and_audits_it(llm_server, conversation):
    spent_earlier_today(conversation.owner, (900, 100))
    quota = QuotaFactory(mode="log_only", day_tokens=1000)
    llm_server.script(PRICED, llm.text("Fine.", usage=(1, 1)))
    response = token_client(conversation.owner).post(f"/api_v1/conversations/{conversation.pk}/messages",
                                                     {"text": "One more?"}, format="json")
    assert response.status_code == 201
    assert wait_for_run(response.json()["run"]["id"]).status == "success"
    refused = AuditEvent.objects.get(verb="quota.would_refuse")
    assert refused.target_id == str(quota.pk) and refused.data["run"] == response.json()["run"]["id"]


def test_my_usage_counts_a_runs_calls_today(llm_server, conversation):
    UsageDayFactory(user=UserFactory(), prompt_tokens=7)  # someone else's: not counted
    two_step_script(llm_server)
    run_turn(conversation, "Twice")
    body = token_client(conversation.owner).get("/api_v1/me/usage").json()
    assert body["day"] == utc_today().isoformat() and body["today"] == {**body["month"], "by_model": [{
        "model": f"openai/{PRICED}", "calls": 2, "prompt_tokens": 2000, "completion_tokens": 200,
        "total_tokens": 2200, "cost": float(2 * CALL_COST)}]}
    assert body["today"]["total_tokens"] == 2200 and body["today"]["cost"] == float(2 * CALL_COST)


def test_my_usage_sums_today_and_the_month_so_far_by_model(monkeypatch):
    monkeypatch.setattr("agents.apis.usage.utc_today", lambda: date(2026, 3, 15))
    user = UserFactory()
    for day, model, tokens, cost in ((date(2026, 3, 15), "a", 100, "0.1"), (date(2026, 3, 15), "b", 20, "0"),
                                     (date(2026, 3, 1), "a", 1000, "1"), (date(2026, 2, 28), "a", 5, "5")):
        UsageDayFactory(user=user, day=day, model=model, prompt_tokens=tokens, completion_tokens=0, cost=cost)
    body = token_client(user).get("/api_v1/me/usage").json()
    assert (body["today"]["total_tokens"], body["today"]["cost"]) == (120, 0.1)
    assert (body["month"]["total_tokens"], body["month"]["cost"], body["month"]["calls"]) == (1120, 1.1, 3)
    assert [(m["model"], m["total_tokens"]) for m in body["month"]["by_model"]] == [("a", 1100), ("b", 20)]


def test_the_admin_shows_usage_with_totals_by_user_agent_and_model(client, django_user_model):
    admin_user = django_user_model.objects.create_superuser("root", "root@example.com", "pw-for-tests-only")
    client.force_login(admin_user)
    agent = AgentFactory(name="Forecaster")
    UsageDayFactory(user=UserFactory(username="ann"), agent=agent, prompt_tokens=1000, completion_tokens=100)
    UsageDayFactory(user=UserFactory(username="ben"), model="openai/other", prompt_tokens=5, completion_tokens=5)
    page = client.get(reverse("admin:agents_usageday_changelist"))
    html = page.content.decode()
    assert page.status_code == 200 and "Totals of the selection" in html and "1110 tokens" in html
    assert all(name in html for name in ("ann", "ben", "Forecaster", "(built-in analyst)", "openai/other"))
    filtered = client.get(reverse("admin:agents_usageday_changelist"), {"model": "openai/other"}).content.decode()
    assert "= <strong>10 tokens" in filtered and "1110 tokens" not in filtered
