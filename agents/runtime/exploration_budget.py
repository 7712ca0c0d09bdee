"""The exploration budget's question, one protocol for the runtime that enforces the budget and the models
that ask it (the offline analyst among them): once a turn has spent its exploration calls, the only call let
through is `ask_user` with BUDGET_MARKER in the question and BUDGET_OPTIONS as its options. It imports
nothing, so any layer can read it.
"""

BUDGET_MARKER = "[[EXPLORATION_BUDGET]]"
BUDGET_OPTIONS = ("Continue exploring", "Stop for now")


def is_budget_question(arguments: dict | None) -> bool:
    arguments = arguments or {}
    return BUDGET_MARKER in str(arguments.get("question", "")) and set(BUDGET_OPTIONS) <= set(
        arguments.get("options") or [])
