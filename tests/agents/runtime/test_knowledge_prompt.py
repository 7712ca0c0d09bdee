"""The knowledge layer of the system prompt: applied items in scope order within a budget; what does not fit is
named by metadata only."""

from agents.runtime.prompt import KNOWLEDGE_BUDGET, knowledge_layer


def test_items_within_the_budget_in_order_and_the_rest_by_metadata():
    items = [(1, "user", "Answer in French."), (2, "project", "Churn is 60 days.")]
    items += [(10 + n, "workspace", f"Workspace fact number {n} " + "x" * 80) for n in range(30)]
    layer = knowledge_layer(items)
    lines = layer.splitlines()
    assert len(layer) <= KNOWLEDGE_BUDGET + 300
    assert lines[1:3] == ["- [User] Answer in French.", "- [Project] Churn is 60 days."]
    shown = [line for line in lines if line.startswith("- [Workspace]")]
    assert 0 < len(shown) < 30
    left = lines[-1]
    assert left.startswith(f"Left out for length ({30 - len(shown)}): Workspace #{10 + len(shown)}")
    assert "read_applicable_knowledge" in left and "x" * 10 not in left


def test_everything_fits_nothing_is_left_out():
    layer = knowledge_layer([(1, "workspace", "Amounts are in euros.")])
    assert layer.splitlines()[1:] == ["- [Workspace] Amounts are in euros."]


def test_the_item_limit_holds_for_short_items():
    layer = knowledge_layer([(n, "workspace", f"F{n}.") for n in range(25)], limit=20)
    assert sum(line.startswith("- [") for line in layer.splitlines()) == 20
    assert "Left out for length (5)" in layer
