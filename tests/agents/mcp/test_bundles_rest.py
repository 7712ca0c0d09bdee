"""Workspace bundles over REST against a real daphne: export, download, upload into another workspace, plan, apply
(a person's apply is theirs to make: at once); a corrupt, foreign-shaped or oversized upload is refused with a
clear error and leaves nothing; a viewer cannot apply, another user's bundle is 404. And an operation whose
process died reports OPERATION_INTERRUPTED, then resumes."""

import io
import json
import zipfile

import httpx
import pytest
from django.conf import settings

from agents.bundles import operations
from lantide.processes import HOST
from agents.models import Bundle, BundleOperation
from lantide.models import AuditEvent
from tests.agents.mcp.test_bundles import content, team_content  # noqa: F401  (the fixture)
from tests.factories import token_header
from tests.servers import DaphneProcess
from workspaces.query.warehouse import close_all_warehouses, warehouse_for

pytestmark = pytest.mark.django_db(transaction=True)


def client(server, user) -> httpx.Client:
    return httpx.Client(base_url=server.url, headers=token_header(user), timeout=60)


def upload(rest, workspace, data: bytes, name="bundle.zip"):
    return rest.post(f"/api_v1/workspaces/{workspace.pk}/bundles/upload", files={"file": (name, data)})


def bundle_files() -> set[str]:
    root = settings.LANTIDE_DATA_DIR / "bundles"
    return {p.name for p in root.iterdir()} if root.exists() else set()


def test_export_download_upload_plan_apply_over_rest(world, server, content):  # noqa: F811
    alice = client(server, world.alice)
    exported = alice.post(f"/api_v1/workspaces/{world.sales.pk}/bundles/", json={"name": "Sales"})
    downloaded = alice.get(f"/api_v1/bundles/{exported.json()['id']}/download")
    uploaded = upload(alice, content, downloaded.content)
    inspected = alice.post(f"/api_v1/bundles/{uploaded.json()['id']}/inspect")
    plan = alice.post(f"/api_v1/bundles/{uploaded.json()['id']}/plan", json={"workspace": content.pk})
    applied = alice.post(f"/api_v1/bundle-operations/{plan.json()['id']}/apply")
    listed = alice.get(f"/api_v1/workspaces/{content.pk}/bundles/").json()
    server.stop()
    close_all_warehouses()
    assert exported.status_code == 201 and exported.json()["status"] == "saved"
    assert downloaded.headers["content-type"] == "application/zip"
    assert uploaded.status_code == 201 and uploaded.json()["uploaded"] is True
    assert inspected.json()["result"]["tables"][0]["rows"] == 2
    assert plan.json()["result"]["summary"]["tables_add"] == 1
    assert applied.status_code == 200 and applied.json()["status"] == "done"
    assert [b["id"] for b in listed["results"]] == [uploaded.json()["id"]]
    with warehouse_for(workspace_id=content.pk).cursor() as cur:
        assert cur.execute("SELECT region, amount FROM orders ORDER BY region").fetchall() == [
            ("north", 10), ("south", 32)]
    assert team_content(content)["reports"] == team_content(world.sales)["reports"]
    assert AuditEvent.objects.filter(verb="bundle.apply", actor_kind="user").count() == 1


def test_a_corrupt_upload_is_refused_and_changes_nothing(world, server, content):  # noqa: F811
    alice = client(server, world.alice)
    good = alice.get(f"/api_v1/bundles/{alice.post(f'/api_v1/workspaces/{world.sales.pk}/bundles/').json()['id']}"
                     "/download").content
    before_rows, before_files = Bundle.objects.count(), bundle_files()
    tampered = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(good)) as source, zipfile.ZipFile(tampered, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            target.writestr(info, data[:-20] + b"x" * 20 if info.filename.endswith(".parquet") else data)
    foreign = io.BytesIO()
    with zipfile.ZipFile(foreign, "w") as archive:
        archive.writestr("manifest.json", json.dumps({"format": "something-else", "version": 1}))
    answers = [upload(alice, content, data) for data in (b"not a zip at all", foreign.getvalue())]
    assert [(a.status_code, a.json()["code"]) for a in answers] == [(400, "INVALID_ARGUMENTS")] * 2
    assert "not a readable zip" in answers[0].json()["detail"] and "format" in answers[1].json()["detail"]
    accepted = upload(alice, content, tampered.getvalue())  # the manifest is fine: the checksum tells at apply
    plan = alice.post(f"/api_v1/bundles/{accepted.json()['id']}/plan", json={"workspace": content.pk}).json()
    refused = alice.post(f"/api_v1/bundle-operations/{plan['id']}/apply")
    assert refused.status_code == 400 and "checksum" in refused.json()["detail"]
    assert BundleOperation.objects.get(plan_id=plan["id"]).status == "failed"
    assert Bundle.objects.count() == before_rows + 1 and bundle_files() == before_files | {
        f"{accepted.json()['id']}.zip"}
    assert alice.get(f"/api_v1/workspaces/{content.pk}/tables/").json() == []


def test_an_oversized_upload_and_a_zip_bomb_are_refused(world, content, settings):  # noqa: F811
    close_all_warehouses()
    small = DaphneProcess(extra_env={"LANTIDE_BUNDLE_MAX_BYTES": "4000"})
    try:
        alice = client(small, world.alice)
        bomb = io.BytesIO()
        with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("manifest.json", "{}" + " " * 100_000)
        answers = [upload(alice, content, b"x" * 5000), upload(alice, content, bomb.getvalue())]
    finally:
        small.stop()
    assert len(bomb.getvalue()) < 4000
    assert [(a.status_code, a.json()["code"]) for a in answers] == [(413, "PAYLOAD_TOO_LARGE")] * 2
    assert not Bundle.objects.exists()


def test_a_viewer_cannot_apply_and_another_users_bundle_is_not_found(world, server, content):  # noqa: F811
    alice, bob = client(server, world.alice), client(server, world.bob)
    ops_bundle = alice.post(f"/api_v1/workspaces/{world.ops.pk}/bundles/").json()["id"]
    sales_bundle = alice.post(f"/api_v1/workspaces/{world.sales.pk}/bundles/").json()["id"]
    plan = bob.post(f"/api_v1/bundles/{sales_bundle}/plan", json={"workspace": world.sales.pk})
    applied = bob.post(f"/api_v1/bundle-operations/{plan.json()['id']}/apply")
    foreign = [bob.get(f"/api_v1/bundles/{ops_bundle}/"), bob.get(f"/api_v1/bundles/{ops_bundle}/download"),
               bob.post(f"/api_v1/bundles/{ops_bundle}/plan", json={"workspace": world.sales.pk}),
               bob.post(f"/api_v1/bundles/{sales_bundle}/plan", json={"workspace": world.ops.pk}),
               bob.post(f"/api_v1/workspaces/{world.sales.pk}/bundles/upload", files={"file": ("b.zip", b"x")})]
    assert plan.status_code == 200
    assert (applied.status_code, applied.json()["code"]) == (403, "PERMISSION_DENIED")
    assert [f.status_code for f in foreign] == [404, 404, 404, 404, 403]


def test_an_operation_whose_process_died_says_so_and_resumes(world, content):  # noqa: F811
    prepared = operations.bundle_prepare(user=world.alice, workspace=world.sales)
    bundle = prepared.bundle
    dead = BundleOperation.objects.create(bundle=bundle, workspace=world.sales, kind="stage",
                                          requested_by=world.alice, owner=f"{HOST}:999999999:gone")
    seen = operations.access_operation_by_id(user=world.alice, operation_id=dead.pk)
    assert (seen.status, seen.error["code"]) == ("failed", "OPERATION_INTERRUPTED")
    resumed = operations.bundle_stage(user=world.alice, bundle=bundle)
    saved = operations.bundle_save(user=world.alice, bundle=bundle)
    assert (resumed.status, resumed.progress, saved.status) == ("done", ["orders"], "done")
    again = operations.bundle_stage  # a saved bundle is not staged again
    with pytest.raises(Exception, match="cannot be staged"):
        again(user=world.alice, bundle=bundle)
