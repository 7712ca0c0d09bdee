"""Provider fallback, usage and cost, and the output ceiling, through litellm over real HTTP."""

import time

import pytest

from agents.models import LLMProfile
from agents.runtime.context import AgentState
from agents.runtime.llm.ceiling import HTML_REPORT_FLOOR, STATE_OUTPUT_BANDS, resolve_output_ceiling
from tests import llm_server as llm
from tests.runtime_helpers import conversation_on, events_of, run_turn, scripted_profile

pytestmark = pytest.mark.django_db(transaction=True)


def test_failure_before_the_first_token_falls_back_at_once(llm_server):
    backup = scripted_profile(llm_server, name="backup", model="backup")
    primary = scripted_profile(llm_server, name="primary", model="primary", fallback=backup)
    llm_server.script("primary", llm.error(500, "overloaded"))
    llm_server.script("backup", llm.text("Answer from the backup."))
    started = time.monotonic()
    run = run_turn(conversation_on(primary), "Hello?")
    assert run.status == "success"
    fallback = events_of(run, "fallback")[0]["data"]
    assert (fallback["from_model"], fallback["to_model"]) == ("openai/primary", "openai/backup")
    assert "overloaded" in fallback["reason"] or "InternalServerError" in fallback["reason"]
    assert len(llm_server.requests_for("primary")) == 1, "litellm must not retry on its own"
    assert time.monotonic() - started < 5
    assert run.thread.messages.get(role="assistant").content == "Answer from the backup."


def test_every_profile_failing_is_llm_unavailable(llm_server):
    backup = scripted_profile(llm_server, name="backup", model="backup")
    primary = scripted_profile(llm_server, name="primary", model="primary", fallback=backup)
    llm_server.script("primary", llm.error(500))
    llm_server.script("backup", llm.error(503, "down"))
    run = run_turn(conversation_on(primary), "Hello?")
    assert (run.status, run.error_code) == ("error", "LLM_UNAVAILABLE")
    error = events_of(run, "error")[0]["data"]
    assert error["code"] == "LLM_UNAVAILABLE" and error["retryable"] is True
    assert events_of(run, "run_completed")[0]["data"] == {"status": "error", "error_code": "LLM_UNAVAILABLE"}


def test_slow_first_token_is_waited_for_not_failed_over(llm_server):
    backup = scripted_profile(llm_server, name="backup", model="backup")
    primary = scripted_profile(llm_server, name="primary", model="primary", fallback=backup)
    llm_server.script("primary", llm.text("Slow but fine.", first_token_delay=0.5))
    run = run_turn(conversation_on(primary), "Hello?")
    assert run.status == "success" and not events_of(run, "fallback")
    assert llm_server.requests_for("backup") == []


def test_usage_carries_the_cost_when_litellm_knows_the_price(llm_server):
    profile = scripted_profile(llm_server, model="gpt-4o-mini")
    llm_server.script("gpt-4o-mini", llm.text("Priced.", usage=(1000, 100)))
    run = run_turn(conversation_on(profile), "Hi")
    usage = events_of(run, "usage")[0]["data"]
    assert usage["prompt_tokens"] == 1000 and usage["completion_tokens"] == 100
    assert usage["cost"] == pytest.approx(1000 * 0.15e-6 + 100 * 0.6e-6)


def test_usage_cost_is_null_for_unpriced_models(llm_server):
    profile = scripted_profile(llm_server, model="house-model")
    llm_server.script("house-model", llm.text("Free.", usage=(10, 2)))
    assert events_of(run_turn(conversation_on(profile), "Hi"), "usage")[0]["data"]["cost"] is None


def test_the_request_carries_the_output_ceiling(llm_server):
    profile = scripted_profile(llm_server, model="gpt-4o-mini")
    llm_server.script("gpt-4o-mini", llm.text("ok"))
    run_turn(conversation_on(profile), "Hi")
    floor, cap, default = STATE_OUTPUT_BANDS[AgentState.NO_PROJECT]
    assert llm_server.requests_for("gpt-4o-mini")[0]["max_tokens"] == min(cap, 16384)


@pytest.mark.parametrize(("max_tokens", "model", "state", "html", "expected"), [
    (None, "openai/unknown-model", AgentState.NO_PROJECT, False, STATE_OUTPUT_BANDS[AgentState.NO_PROJECT][2]),
    (100, "openai/unknown-model", AgentState.NO_PROJECT, False, STATE_OUTPUT_BANDS[AgentState.NO_PROJECT][0]),
    (999_999, "openai/unknown-model", AgentState.PROJECT_FOCUSED, False,
     STATE_OUTPUT_BANDS[AgentState.PROJECT_FOCUSED][1]),
    (None, "gpt-4o-mini", AgentState.PROJECT_FOCUSED, False, 16384),
    (None, "gpt-3.5-turbo", AgentState.PROJECT_FOCUSED, False, 4096),
    (None, "openai/unknown-model", AgentState.PROJECT_FOCUSED, True, HTML_REPORT_FLOOR),
    (None, "gpt-4o-mini", AgentState.PROJECT_FOCUSED, True, 16384),
])
def test_output_ceiling_resolution(max_tokens, model, state, html, expected):
    profile = LLMProfile(name="p", model=model, max_tokens=max_tokens)
    assert resolve_output_ceiling(profile=profile, state=state, html_report=html) == expected
