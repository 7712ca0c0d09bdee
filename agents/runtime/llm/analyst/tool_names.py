"""The runtime tools the offline analyst calls, by the names they are registered under
(`agents/runtime/tools/`); tests/agents/runtime/llm/analyst/test_runtime_contract.py pins them, and the
arguments the analyst sends, to the registry.
"""

RUN_TOOLS = ("run_sql_tab", "run_query")  # in order of preference: a tab the user sees, else an inline result
DATA_TOOLS = frozenset({"show_tables", "read_schema", "validate_query", *RUN_TOOLS})
PROJECT_TOOLS = frozenset({"list_projects", "focus_project", "create_project"})
REPORT_TOOLS = frozenset({"add_plan", "update_plan_step", "create_html_report"})
TOOLS_IT_CALLS = DATA_TOOLS | PROJECT_TOOLS | REPORT_TOOLS | {"ask_user"}
