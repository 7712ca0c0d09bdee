"""The sidebar imports a table through an admin-defined database connection, picked from a select."""

import pytest
from playwright.sync_api import expect

from tests.factories import DatabaseConnectionFactory
from tests.workspaces.postgres_sources import needs_shared_server, source_schema  # noqa: F401 - a fixture
from workspaces.models import Workspace

pytestmark = [pytest.mark.django_db(transaction=True), needs_shared_server]


@pytest.fixture
def server_env():
    return {"LANTIDE_IMPORT_ALLOWED_HOSTS": "127.0.0.1"}


@pytest.fixture
def sales_connection(demo, source_schema):  # noqa: F811 - the imported fixture
    return DatabaseConnectionFactory(name="Sales replica", database=source_schema.database,
                                     username=source_schema.role, password=source_schema.password,
                                     workspaces=[Workspace.objects.get(pk=demo["workspace"])])


def test_a_table_imports_through_a_picked_connection(sales_connection, source_schema, alice_page):  # noqa: F811
    form = alice_page.locator("[data-testid=connection-import-form]")
    expect(form.locator("select[name=connection] option")).to_have_text(["Sales replica"])
    form.locator("input[name=source_table]").fill(source_schema.table("nothing_here"))
    form.locator("input[name=table]").fill("customers")
    form.locator("button[type=submit]").click()
    error = form.locator("[data-testid=connection-import-error]")
    expect(error).to_contain_text("has no table")

    form.locator("input[name=source_table]").fill(source_schema.table("customers"))
    form.locator("button[type=submit]").click()
    expect(form.locator("[data-testid=connection-import-status]")).to_have_text("Imported 2 rows into customers.")
    expect(error).to_be_hidden()
    expect(alice_page.locator("[data-testid=table-list]")).to_contain_text("customers")
