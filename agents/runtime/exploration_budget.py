"""The exploration budget's question (ARCHITECTURE §4.3): past the cap the next call must be `ask_user` with
BUDGET_MARKER in the question and BUDGET_OPTIONS as its options; "Continue exploring" resets the count. The page
reads these from its bootstrap JSON, the offline analyst from here."""

BUDGET_MARKER = "[[EXPLORATION_BUDGET]]"
BUDGET_OPTIONS = ("Continue exploring", "Stop for now")


def is_budget_question(arguments: dict | None) -> bool:
    arguments = arguments or {}
    return BUDGET_MARKER in str(arguments.get("question", "")) and set(BUDGET_OPTIONS) <= set(
        arguments.get("options") or [])
