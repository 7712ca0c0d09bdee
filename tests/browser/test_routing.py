"""Chat routing in the composer and the stream: the bolt, @mentions, Smart Routing (off, auto and its session
pause, the gate off), the chat path ("Generating insights…") and sub-agent nests live, on replay and in
"Show reasoning"."""

import json
import re

import pytest
from playwright.sync_api import expect

from agents.models import Agent, Run
from lantide.services import preferences_update
from tests.browser.helpers import api_get, ask, conversation_id, runs_of, turns, wait_for_status
from tests.llm_server import call, text, tool_calls
from tests.runtime_helpers import scripted_profile
from workspaces.models import Workspace

pytestmark = pytest.mark.django_db(transaction=True)

CHILD_RUN = re.compile(r'"child_run": "([0-9a-f-]{36})"')
# 80+ characters and no analysis verb: "contextual", so Smart Routing auto asks its classifier.
CONTEXTUAL_DATA_QUESTION = ("How many customers are there? I need the number for my quarterly slide deck, "
                            "nothing more.")


def alice(demo):
    return Workspace.objects.get(pk=demo["workspace"]).created_by


def set_preferences(demo, **changes) -> None:
    """Alice's /settings/ choices (the page reads them, with the gates, when it renders)."""
    preferences_update(user=alice(demo), changes={"beta_agent_mode": True, "agents_enabled": True, **changes})


def reload_workspace(page) -> None:
    page.reload()
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")


def record_sends(page) -> list[dict]:
    """The `send` messages the page writes to its conversation socket (attach before the page connects)."""
    sent: list[dict] = []

    def on_frame(payload) -> None:
        message = json.loads(payload) if isinstance(payload, str) else {}
        if message.get("type") == "send":
            sent.append(message)

    page.on("websocket", lambda socket: socket.on("framesent", on_frame))
    return sent


def top_level_runs(page) -> list[Run]:
    runs = Run.objects.filter(thread_id=conversation_id(page), parent_run__isnull=True)
    return list(runs.order_by("created_at"))


def test_the_bolt_sends_the_message_to_the_agent(alice_page, demo):
    page = alice_page
    set_preferences(demo, agent_mode_default="off")
    reload_workspace(page)
    bolt = page.locator("[data-testid=bolt]")
    indicator = page.locator("[data-testid=smart-routing]")
    expect(bolt).to_have_attribute("aria-pressed", "false")
    expect(indicator).to_have_text("Smart Routing: Off")
    expect(indicator).to_have_attribute("href", "/settings/")
    bolt.click()
    expect(bolt).to_have_attribute("aria-pressed", "true")
    ask(page, "How many customers are there?")
    turn = turns(page).first
    expect(turn.locator("[data-testid=iteration]").first).to_be_attached()
    wait_for_status(turn, "success")
    expect(turn).to_have_attribute("data-route", "agent_executor")
    expect(turn).to_have_attribute("data-rule", "force_agent:bolt")
    expect(turn.locator("[data-testid=route-label]")).to_have_text("Agent · bolt")
    expect(turn.locator("[data-testid=answer]")).to_contain_text("1,500")
    run_id = runs_of(page, conversation_id(page))[0]["id"]
    assert api_get(page, f"/api_v1/runs/{run_id}")["route"] == "agent_executor"
    assert api_get(page, f"/api_v1/agent-executions/{run_id}")["route_rule"] == "force_agent:bolt"


# A slower local model, so "Generating insights…" is on screen long enough to be seen.
@pytest.mark.parametrize("server_env", [{"LANTIDE_LOCAL_MODEL_CHUNK_DELAY": "0.05"}])
def test_smart_routing_off_answers_as_chat_and_the_gate_off_hides_the_bolt(alice_page, demo, server_env):
    page = alice_page
    set_preferences(demo, agent_mode_default="off", agents_enabled=False)
    reload_workspace(page)
    expect(page.locator("[data-testid=smart-routing]")).to_have_text("Smart Routing: Off")
    ask(page, "Hello! What can you do for me?")
    turn = turns(page).first
    expect(turn.locator("[data-testid=run-status]")).to_have_text("Generating insights…")
    wait_for_status(turn, "success")
    expect(turn.locator("[data-testid=run-status]")).to_have_text("Completed")
    expect(turn.locator("[data-testid=answer]")).not_to_be_empty()
    expect(turn).to_have_attribute("data-route", "quest_processor")
    expect(turn.locator("[data-testid=route-label]")).to_have_text("Chat")
    expect(turn.locator("[data-testid=iteration]")).to_have_count(0)
    expect(turn.locator("[data-testid=reasoning]")).to_be_hidden()
    run_id = runs_of(page, conversation_id(page))[0]["id"]
    execution = api_get(page, f"/api_v1/agent-executions/{run_id}")
    assert (execution["route"], execution["route_rule"], execution["steps"]) == ("quest_processor",
                                                                                 "executor_disabled", [])
    reload_workspace(page)  # a past chat turn replays as chat: no accordions, no "Show reasoning"
    expect(turns(page).first.locator("[data-testid=run-status]")).to_have_text("Completed")
    expect(turns(page).first.locator("[data-testid=reasoning]")).to_be_hidden()
    set_preferences(demo, beta_agent_mode=False)
    reload_workspace(page)
    expect(page.locator("[data-testid=composer-input]")).to_be_visible()
    expect(page.locator("[data-testid=bolt]")).to_have_count(0)
    expect(page.locator("[data-testid=smart-routing]")).to_have_count(0)


def test_the_at_typeahead_offers_agents_and_sends_the_chosen_ids(alice_page, demo):
    page = alice_page
    owner = alice(demo)
    helper = Agent.objects.create(owner=owner, name="Sales Helper", description="Knows the sales table.",
                                  trigger_words=["sales"])
    finance = Agent.objects.create(owner=owner, name="Finance Bot", trigger_words=["money"])
    set_preferences(demo, agent_mode_default="off")
    sent = record_sends(page)
    reload_workspace(page)
    box = page.locator("[data-testid=composer-input]")
    options = page.locator("[data-testid=mention-option]")
    box.press_sequentially("@")
    expect(options).to_have_count(2)
    expect(options.locator(".mention-name")).to_have_text(["Finance Bot", "Sales Helper"])
    box.press_sequentially("mon")  # a trigger word finds its agent
    expect(options).to_have_count(1)
    expect(options.first).to_have_attribute("data-agent-id", str(finance.pk))
    for _ in range(3):
        box.press("Backspace")
    expect(options).to_have_count(2)
    box.press("ArrowDown")
    expect(options.nth(1)).to_have_attribute("aria-selected", "true")
    box.press("Enter")  # inserts, does not send
    expect(box).to_have_value("@Sales Helper ")
    expect(page.locator("[data-testid=mention-popup]")).to_be_hidden()
    box.press_sequentially("and @fin")
    expect(options).to_have_count(1)
    box.press("Tab")
    expect(box).to_have_value("@Sales Helper and @Finance Bot ")
    expect(page.locator("[data-testid=mention-chip]")).to_have_count(2)
    box.fill("@Sales Helper what sells best?")  # @Finance Bot deleted: its id goes too
    expect(page.locator("[data-testid=mention-chip]")).to_have_count(1)
    expect(page.locator("[data-testid=manage-agents]")).to_have_attribute("href", "/agents/")
    box.press("Enter")
    turn = turns(page).first
    wait_for_status(turn, "success")
    sends = [(m["mentions"], m["force_agent"], m["auto_route_paused"]) for m in sent]
    assert sends == [([helper.pk], False, False)]
    run = top_level_runs(page)[0]
    assert run.mentions == [helper.pk]
    assert (run.route, run.route_rule) == ("quest_processor", "default_chat")  # not an orchestrator: chat
    expect(turn.locator("[data-testid=route-label]")).to_have_text("Chat")


def test_dismissing_an_auto_routed_reply_pauses_the_classifier_for_the_session(alice_page, demo):
    page = alice_page
    set_preferences(demo, agent_mode_default="auto")
    sent = record_sends(page)
    reload_workspace(page)
    indicator = page.locator("[data-testid=smart-routing]")
    expect(indicator).to_have_text("Smart Routing: Auto")
    ask(page, CONTEXTUAL_DATA_QUESTION)
    first = turns(page).first
    wait_for_status(first, "success")
    expect(first).to_have_attribute("data-rule", "force_agent:intent_classifier")
    expect(first.locator("[data-testid=route-label]")).to_have_text("Agent · Smart Routing (auto)")
    first.locator("[data-testid=dismiss-auto-route]").click()
    expect(indicator).to_have_text("Smart Routing: Auto (paused this session)")
    expect(indicator).to_have_attribute("data-state", "paused")
    expect(first.locator("[data-testid=auto-route-paused]")).to_be_visible()
    ask(page, CONTEXTUAL_DATA_QUESTION)
    second = turns(page).nth(1)
    wait_for_status(second, "success")
    expect(second).to_have_attribute("data-route", "quest_processor")
    expect(second.locator("[data-testid=dismiss-auto-route]")).to_have_count(0)
    assert [m["auto_route_paused"] for m in sent] == [False, True]
    assert [(r.route, r.route_rule) for r in top_level_runs(page)] == [
        ("agent_executor", "force_agent:intent_classifier"), ("quest_processor", "default_chat")]
    reload_workspace(page)  # the pause lasts for the browser session
    expect(indicator).to_have_text("Smart Routing: Auto (paused this session)")


def orchestrator_with_a_sub_agent(llm_server, owner) -> tuple[Agent, Agent]:
    """An orchestrator whose scripted model delegates to MarketAnalyst, whose scripted model looks at the
    tables and then (slowly, so the nest is seen running) answers."""
    scripted_profile(llm_server, name="orchestrator-model", model="orchestrator")
    scripted_profile(llm_server, name="analyst-model", model="analyst")
    llm_server.script("orchestrator",
                      tool_calls(call("delegate_to_agent", {"agent_name": "MarketAnalyst",
                                                            "task": "Size the EV market from our tables."})),
                      text("MarketAnalyst says the **EV market** grows fast."))
    llm_server.script("analyst", tool_calls(call("show_tables", {})),
                      text("**EV market**: growing 30% a year.", first_token_delay=3.0))
    orchestrator = Agent.objects.create(owner=owner, name="Orchestrator", allowed_tools=["delegate_to_agent"],
                                        preferred_model="orchestrator-model", trigger_words=["boss"])
    analyst = Agent.objects.create(owner=owner, name="MarketAnalyst", preferred_model="analyst-model")
    return orchestrator, analyst


def expect_completed_nest(nest, steps: int = 2) -> None:
    expect(nest).to_have_count(1)
    expect(nest.locator("[data-testid=subagent-name]")).to_have_text("MarketAnalyst")
    expect(nest).to_have_attribute("data-status", "completed")
    expect(nest.locator("[data-testid=subagent-status]")).to_have_text("completed")
    expect(nest).to_have_attribute("data-iterations", str(steps))
    expect(nest.locator("[data-testid=subagent-count]")).to_have_text(f"{steps} iterations")
    expect(nest.locator("[data-testid=subagent-step]")).to_have_count(steps)
    expect(nest.locator("[data-testid=subagent-tool-call][data-tool=show_tables]")).to_have_count(1)
    expect(nest.locator("[data-testid=subagent-answer] strong")).to_have_text("EV market")


def test_mentioning_an_orchestrator_nests_its_sub_agent_live_on_replay_and_in_show_reasoning(
        alice_page, demo, llm_server):
    page = alice_page
    orchestrator, analyst = orchestrator_with_a_sub_agent(llm_server, alice(demo))
    set_preferences(demo, agent_mode_default="off")
    reload_workspace(page)
    box = page.locator("[data-testid=composer-input]")
    box.press_sequentially("@Orch")
    expect(page.locator("[data-testid=mention-option]")).to_have_count(1)
    expect(page.locator("[data-testid=mention-option]")).to_contain_text("orchestrator")
    box.press("Enter")
    box.press_sequentially("size the EV market")
    box.press("Enter")
    turn = turns(page).first
    delegate = turn.locator("[data-testid=tool-call][data-tool=delegate_to_agent]")
    nest = delegate.locator("[data-testid=subagent-nest]")
    expect(nest.locator("[data-testid=subagent-name]")).to_have_text("MarketAnalyst")
    expect(nest).to_have_attribute("data-status", "running")  # the child's second call is slow
    expect(nest).to_have_attribute("data-iterations", "1")
    expect(nest.locator("[data-testid=subagent-count]")).to_contain_text("1 iteration")
    wait_for_status(turn, "success")
    expect(turn.locator("[data-testid=route-label]")).to_have_text("Agent · @Orchestrator")
    expect(turn).to_have_attribute("data-rule", "orchestrator_mention")
    expect_completed_nest(nest)
    expect(turn.locator("[data-testid=answer]")).to_contain_text("grows fast")
    run = top_level_runs(page)[0]
    assert (run.mentions, run.route_rule, run.agent_id) == ([orchestrator.pk], "orchestrator_mention",
                                                            orchestrator.pk)
    assert list(run.children.values_list("agent_id", "status")) == [(analyst.pk, "success")]

    reload_workspace(page)  # the newest turn replays from the event log
    turn = turns(page).first
    wait_for_status(turn, "success")
    expect_completed_nest(turn.locator("[data-testid=tool-call][data-tool=delegate_to_agent] "
                                       "[data-testid=subagent-nest]"))

    ask(page, "Thanks, that is all.")  # a chat turn: the first one becomes history
    wait_for_status(turns(page).nth(1), "success")
    reload_workspace(page)
    past = turns(page).first
    expect(past.locator("[data-testid=subagent-nest]")).to_have_count(0)
    past.locator("[data-testid=reasoning] > summary").click()  # "Show reasoning", from agent-executions
    expect(past.locator("[data-testid=iteration]")).to_have_count(2)
    expect_completed_nest(past.locator("[data-testid=tool-call][data-tool=delegate_to_agent] "
                                       "[data-testid=subagent-nest]"))


def test_a_background_delegation_says_so_and_completes_when_its_result_is_read(alice_page, demo, llm_server):
    page = alice_page
    scripted_profile(llm_server, name="orchestrator-model", model="orchestrator")
    scripted_profile(llm_server, name="analyst-model", model="analyst")

    def orchestrate(request):
        """Delegate in the background, then read the child's result (its id comes back in the tool result)."""
        observations = [m["content"] for m in request["messages"] if m.get("role") == "tool"]
        if not observations:
            return tool_calls(call("delegate_to_agent", {"agent_name": "MarketAnalyst",
                                                         "task": "Size the EV market.", "background": True}))
        if len(observations) == 1:
            child = CHILD_RUN.search(observations[0]).group(1)
            return tool_calls(call("subagent_result", {"child_run": child, "wait_seconds": 30}),
                              first_token_delay=1.5)
        return text("Done: the EV market grows.")

    llm_server.script_default("orchestrator", orchestrate)
    llm_server.script("analyst", text("**EV market**: growing.", first_token_delay=3.0))
    Agent.objects.create(owner=alice(demo), name="Orchestrator", preferred_model="orchestrator-model",
                         allowed_tools=["delegate_to_agent", "subagent_result"])
    Agent.objects.create(owner=alice(demo), name="MarketAnalyst", preferred_model="analyst-model")
    set_preferences(demo, agent_mode_default="off")
    reload_workspace(page)
    ask(page, "@Orchestrator size the EV market")  # typed, not picked: the server matches @Name in the text
    turn = turns(page).first
    nest = turn.locator("[data-testid=tool-call][data-tool=delegate_to_agent] [data-testid=subagent-nest]")
    # The first model call of a fresh server imports litellm (seconds): give the nest time to appear. Once it
    # is there it stays "in the background" for at least the child's 3 s before its first token.
    expect(nest.locator("[data-testid=subagent-status]")).to_have_text("running in the background", timeout=30_000)
    expect(nest).to_have_attribute("data-status", "background")
    wait_for_status(turn, "success")
    expect(nest).to_have_attribute("data-status", "completed")
    expect(nest.locator("[data-testid=subagent-count]")).to_have_text("1 iteration")
    expect(nest.locator("[data-testid=subagent-answer] strong")).to_have_text("EV market")
    expect(turn.locator("[data-testid=subagent-nest]")).to_have_count(1)
