"""route_query's complete truth table, checked against an independent formulation; the complexity heuristic."""

import itertools

import pytest

from agents.runtime.routing import classify_query_complexity, route_decision, route_query

MESSAGES = {"plain": "How are sales doing?", "literal": "@agent how are sales doing?"}
OVERRIDES = (None, "force_agent", "none")


def expected_target(*, literal, complexity, executor, override, orchestrator, auto) -> str:
    """The rules as one formula (not first-match): the executor runs when forced, or when it is enabled
    and something asks for it (an orchestrator mention, the @agent literal, or a complex prompt under auto)."""
    agent = override == "force_agent" or (executor and (orchestrator or literal or (complexity == "complex" and auto)))
    return "agent_executor" if agent else "quest_processor"


EXPECTED_RULE = [  # (predicate over the inputs, rule) — the first one that holds names the deciding rule
    (lambda i: i["override"] == "force_agent", "force_agent"),
    (lambda i: i["orchestrator"] and i["executor"], "orchestrator_mention"),
    (lambda i: not i["executor"], "executor_disabled"),
    (lambda i: i["literal"], "agent_literal"),
    (lambda i: i["complexity"] == "complex" and i["auto"], "complex_auto_route"),
    (lambda i: True, "default_chat"),
]

COMBINATIONS = [
    dict(literal=literal, complexity=complexity, executor=executor, override=override, orchestrator=orchestrator,
         auto=auto)
    for literal, complexity, executor, override, orchestrator, auto in itertools.product(
        (False, True), ("simple", "contextual", "complex"), (False, True), OVERRIDES, (False, True), (False, True))
]


def test_the_table_is_complete():
    assert len(COMBINATIONS) == 2 * 3 * 2 * 3 * 2 * 2 == 144


@pytest.mark.parametrize("inputs", COMBINATIONS, ids=lambda i: "-".join(f"{k}={v}" for k, v in i.items()))
def test_route_query_truth_table(inputs):
    kwargs = dict(message=MESSAGES["literal" if inputs["literal"] else "plain"], complexity=inputs["complexity"],
                  agent_executor_enabled=inputs["executor"], user_override=inputs["override"],
                  has_orchestration_agent=inputs["orchestrator"], auto_route_enabled=inputs["auto"])
    target, rule = route_decision(**kwargs)
    assert route_query(**kwargs) == target == expected_target(**inputs)
    assert rule == next(name for holds, name in EXPECTED_RULE if holds(inputs))


@pytest.mark.parametrize("message", ["email me @agents", "foo@agent.com", "@agentic stuff", "agent please"])
def test_only_the_at_agent_literal_counts(message):
    assert route_decision(message=message, complexity="simple", agent_executor_enabled=True, user_override=None,
                          has_orchestration_agent=False, auto_route_enabled=False)[1] == "default_chat"


@pytest.mark.parametrize("message, complexity", [
    ("hi", "simple"),
    ("What is the total amount?", "simple"),
    ("How many orders are there?", "simple"),
    ("Which region sold the most in March of last year, roughly speaking?", "simple"),
    ("Show me the revenue of our top customers in the northern region for last quarter please", "contextual"),
    ("Compare revenue by region", "contextual"),
    ("Analyze sales by region and compare them with last year", "complex"),
    ("First load the orders, then group them by month", "complex"),
    ("What sold best? And who bought it?", "complex"),
    ("Top products:\n1. by revenue\n2. by units", "complex"),
    ("Please " + "tell me about the orders table in detail " * 6 + "and summarize it", "complex"),
])
def test_complexity_heuristic(message, complexity):
    assert classify_query_complexity(message) == complexity
