"""The system prompt's layers: state, Ask mode, applied knowledge only, catalog hints, ledger summary."""

import pytest

from agents.runtime.context import AgentConfig, RunContext
from agents.runtime.prompt import LEDGER_SUMMARY_LIMIT, PromptInputs, build_system_prompt, ledger_summary
from agents.runtime.run_setup import prompt_inputs_for
from lantide.features import FeatureSet
from tests.factories import ConversationFactory, KnowledgeItemFactory, ProjectFactory, QueryStepFactory


def context(**overrides) -> RunContext:
    fields = dict(user=None, workspace=None, conversation=None, run=None, mode="agent", role="editor",
                  features=FeatureSet(agent_mode=True, agents=True))
    return RunContext(**{**fields, **overrides})


def test_ledger_summary_is_newest_first_and_bounded():
    steps = [(f"cache_step_{n}", f"SELECT region, sum(revenue) FROM sales_{n} GROUP BY 1 " + "x" * 200)
             for n in range(1, 51)]
    summary = ledger_summary(steps)
    assert len(summary) <= LEDGER_SUMMARY_LIMIT
    lines = summary.splitlines()[1:]
    assert lines[0].startswith("- cache_step_50:") and lines[1].startswith("- cache_step_49:")
    assert ledger_summary([]) == ""


def test_layers_follow_state_mode_and_agent():
    inputs = PromptInputs(project_names={7: "Churn"}, knowledge=[(1, "workspace", "Revenue is in EUR.")], tables=[("sales", 288)],
                          ledger=[("cache_step_1", "SELECT 1")])
    prompt = build_system_prompt(context(project_id=7, mode="ask",
                                         agent=AgentConfig(name="Scout", system_prompt="Be brief.")), inputs)
    for expected in ("Churn", "Ask mode is on", "Revenue is in EUR.", "sales (288 rows)", "cache_step_1",
                     "Agent instructions (Scout):\nBe brief."):
        assert expected in prompt
    assert "no project is focused" in build_system_prompt(context(), PromptInputs())


def test_the_prompt_never_lists_the_tool_catalog():
    prompt = build_system_prompt(context(), PromptInputs(tables=[("sales", 1)]))
    for name in ("ask_user", "list_projects", "focus_project", "create_project"):
        assert name not in prompt


@pytest.mark.django_db
def test_only_applied_knowledge_and_this_threads_ledger_reach_the_prompt():
    conversation = ConversationFactory()
    applied = KnowledgeItemFactory(workspace=conversation.workspace, text="Fiscal year starts in April.",
                                   status="applied")
    KnowledgeItemFactory(workspace=conversation.workspace, text="Unreviewed claim.", status="proposed")
    KnowledgeItemFactory(workspace=conversation.workspace, text="Rejected claim.", status="dismissed")
    KnowledgeItemFactory(text="Another workspace's fact.", status="applied")
    QueryStepFactory(conversation=conversation, number=1, cache_name="cache_mine", sql="SELECT 1")
    QueryStepFactory(number=1, cache_name="cache_theirs", sql="SELECT 2")
    ProjectFactory(workspace=conversation.workspace, name="Q3")
    inputs = prompt_inputs_for(context(workspace=conversation.workspace, conversation=conversation))
    assert inputs.knowledge == [(applied.pk, "workspace", "Fiscal year starts in April.")]
    assert inputs.ledger == [("cache_mine", "SELECT 1")]
    assert list(inputs.project_names.values()) == ["Q3"]
