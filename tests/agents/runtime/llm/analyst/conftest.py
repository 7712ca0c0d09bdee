from pathlib import Path

import pytest

from agents.runtime.context import RunContext
from lantide.features import FeatureSet
from tests.agents.runtime.llm.analyst.bench import FIXTURE_TABLES, Bench, fixture_tables
from tests.factories import ConversationFactory
from workspaces.query.warehouse import warehouse_for


_HERE = Path(__file__).parent


def pytest_collection_modifyitems(config, items):
    """The analyst's tests read DuckDB workspaces only, and the database leg changes nothing for them: its
    rule tests are marked `analyst_rules` (leg 2 runs them) and its held-out scoring `analyst_scoring` (leg
    1), which splits the suite's longest part between the two legs."""
    for item in items:
        if _HERE in item.path.parents and item.get_closest_marker("analyst_scoring") is None:
            item.add_marker(pytest.mark.analyst_rules)


@pytest.fixture(scope="session")
def fixture_arrow():
    return fixture_tables()


@pytest.fixture
def make_bench(transactional_db, fixture_arrow):
    """A fresh workspace with some fixture tables (and whatever `extra_sql` creates) behind a Bench.

    Transactional: run_query's ledger step writes from a worker thread, on a connection of its own.
    """

    def make(*, tables=FIXTURE_TABLES, extra_sql=(), mode="agent", **options) -> Bench:
        conversation = ConversationFactory()
        warehouse = warehouse_for(workspace_id=conversation.workspace_id)
        for name in tables:
            warehouse.create_table_from_arrow(table=name, arrow_reader=fixture_arrow[name].to_reader())
        with warehouse.write_lock, warehouse.writer_cursor() as cursor:
            for statement in extra_sql:
                cursor.execute(statement)
        warehouse.tables_changed()
        ctx = RunContext(user=conversation.owner, workspace=conversation.workspace, conversation=conversation,
                         run=None, mode=mode, features=FeatureSet(agent_mode=True, agents=True), role="owner")
        return Bench(ctx, **options)

    return make


@pytest.fixture
def bench(make_bench) -> Bench:
    return make_bench()
