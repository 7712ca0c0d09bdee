"""The knowledge queue's rules as pure functions: what a proposal may not hold, what counts as quoted evidence,
and which sentences passive extraction picks."""

import pytest

from tests.factories import CacheTableFactory
from workspaces.knowledge import content_problem, evidence_found, extraction_candidates


@pytest.mark.parametrize("text", [
    "Revenue is SELECT sum(amount) FROM orders.",
    "select * from orders",
    "Use select region, sum(x) to get it.",
    "Take rows from orders where paid is true.",
    "INSERT INTO facts VALUES (1)",
    "Drop table orders when it is stale.",
    "The totals are in cache_step_12.",
    "CACHE_Revenue holds the totals.",
    "Run 3f2b1c9e-1d2a-4b3c-9d8e-7f6a5b4c3d2e answered it.",
    "See query step 4.",
    "The call_abc123 result was right.",
    "Restore the checkpoint first.",
])
def test_sql_cache_names_and_execution_state_are_refused(text):
    assert content_problem(text)


@pytest.mark.parametrize("text", [
    "Active customer means a customer with an order in the last 90 days.",
    "Select customers from the north region when churn is asked about.",
    "Fiscal year starts in April.",
    "Amounts are in euros, net of VAT.",
])
def test_plain_facts_pass(text):
    assert content_problem(text) is None


@pytest.mark.django_db
def test_the_workspaces_own_cache_names_are_refused():
    cache = CacheTableFactory(name="revenue_by_region")
    assert content_problem("Totals live in revenue_by_region.", workspace=cache.workspace)
    assert content_problem("Totals live in revenue_by_region.") is None


def test_evidence_is_a_substring_of_a_recent_text_whitespace_aside():
    corpus = ["We count an order\n as active for 90 days.", '{"projects": []}']
    assert evidence_found("an order as active", corpus)
    assert evidence_found('"projects": []', corpus)
    assert not evidence_found("an order is active", corpus)
    assert not evidence_found("   ", corpus)


def test_extraction_picks_definitions_names_and_preferences_but_no_questions():
    message = ("ARR means annual recurring revenue. We call lapsed buyers churned!\nAlways show amounts in euros. "
               "Does churn mean no order in 60 days? How many orders are there?")
    assert extraction_candidates(message) == [
        ("ARR means annual recurring revenue.", "workspace"), ("We call lapsed buyers churned!", "workspace"),
        ("Always show amounts in euros.", "user")]
    assert extraction_candidates("How many orders did we ship last month?") == []
