"""The workspace bundle panel: alice exports her demo workspace and downloads the bundle, opens an empty workspace,
uploads it there, reads its plan and applies it; the tables arrive in the sidebar. A corrupt file is refused with
the server's sentence."""

import pytest
from playwright.sync_api import expect

from tests.factories import WorkspaceFactory
from workspaces.models import Workspace

pytestmark = pytest.mark.django_db(transaction=True)


def test_export_download_upload_plan_and_apply_in_the_page(alice_page, demo, tmp_path):
    page = alice_page
    demo_workspace = Workspace.objects.get(pk=demo["workspace"])
    empty = WorkspaceFactory(name="Copy", owner=demo_workspace.created_by)

    source_tables = page.locator("[data-testid=table-list] summary code").count()
    page.click("[data-testid=bundle-export]")
    link = page.locator("[data-testid=bundle-download]").first
    expect(link).to_be_visible(timeout=60_000)
    with page.expect_download() as download:
        link.click()
    bundle = tmp_path / "demo-bundle.zip"
    download.value.save_as(bundle)
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"no zip here")

    page.goto(f"/w/{empty.pk}/")
    page.wait_for_selector("[data-testid=workspace][data-ready=true]")
    form = page.locator("[data-testid=bundle-upload-form]")
    form.locator("input[type=file]").set_input_files(str(broken))
    form.locator("button[type=submit]").click()
    expect(page.locator("[data-testid=bundle-error]")).to_contain_text("not a readable zip")

    form.locator("input[type=file]").set_input_files(str(bundle))
    form.locator("button[type=submit]").click()
    added = page.locator("[data-testid=bundle-plan-item][data-section=tables][data-action-kind=add]")
    expect(added.filter(has_text="orders")).to_have_count(1, timeout=60_000)
    expect(added).to_have_count(source_tables)
    page.click("[data-action=bundle-apply]")
    expect(page.locator("[data-testid=bundle-status]")).to_contain_text("Applied", timeout=120_000)
    expect(page.locator("[data-testid=table-list] summary code")).to_have_count(source_tables)
    expect(page.locator("[data-testid=table-list] summary code", has_text="orders")).to_have_count(1)
