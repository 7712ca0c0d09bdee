"""The admin's audit viewer: read-only, filtered by actor kind, verb, workspace and date, searched by actor, verb
and target, and exported as CSV (the filtered rows, or the selected ones) with formula-like cells defused."""

import csv
import io

import pytest
from django.urls import reverse

from tests.factories import AuditEventFactory, UserFactory

pytestmark = pytest.mark.django_db
CHANGELIST = "admin:lantide_auditevent_changelist"


@pytest.fixture
def superuser_client(client, django_user_model):
    user = django_user_model.objects.create_superuser("root", "root@example.com", "pw-for-tests-only")
    client.force_login(user)
    return client


def csv_rows(response) -> list[dict]:
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    return list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))


def test_the_viewer_filters_by_actor_kind_verb_workspace_and_date_and_searches_actors(superuser_client):
    alice = UserFactory(username="alice")
    AuditEventFactory(verb="member.add", actor_kind="user", actor_user=alice, workspace_id=7, target_repr="Ann")
    AuditEventFactory(verb="gate.flag.update", workspace_id=8, target_repr="Beta")
    admin_page = superuser_client.get(reverse(CHANGELIST)).context["cl"].model_admin
    assert {"actor_kind", "verb", "workspace_id"} <= set(admin_page.list_filter)
    assert admin_page.date_hierarchy == "at"

    def shown(query):
        return [e.target_repr for e in superuser_client.get(reverse(CHANGELIST) + query).context["cl"].result_list]

    assert shown("?workspace_id=7") == ["Ann"]
    assert shown("?actor_kind__exact=system") == ["Beta"]
    assert shown("?q=alice") == ["Ann"]
    assert shown("?q=gate.flag") == ["Beta"]
    page = superuser_client.get(reverse(CHANGELIST)).content.decode()
    assert reverse("admin:lantide_auditevent_export") in page


def test_export_csv_gives_the_filtered_rows_with_formulas_defused(superuser_client):
    AuditEventFactory(verb="member.add", target_repr="=HYPERLINK(\"http://evil\")", workspace_id=7,
                      data={"role": "+viewer"})
    AuditEventFactory(verb="member.add", target_repr="@SUM(A1)", workspace_id=7)
    AuditEventFactory(verb="gate.flag.update", target_repr="Other", workspace_id=8)
    rows = csv_rows(superuser_client.get(reverse("admin:lantide_auditevent_export") + "?workspace_id=7"))
    assert sorted(row["target"] for row in rows) == ["'=HYPERLINK(\"http://evil\")", "'@SUM(A1)"]
    assert {row["verb"] for row in rows} == {"member.add"}
    assert next(row["data"] for row in rows if "HYPERLINK" in row["target"]) == '{"role": "+viewer"}'


def test_export_csv_action_gives_the_selected_rows(superuser_client):
    picked, _ = AuditEventFactory(verb="a.picked"), AuditEventFactory(verb="a.left")
    response = superuser_client.post(reverse(CHANGELIST), {"action": "export_csv", "_selected_action": [picked.pk]})
    assert [row["verb"] for row in csv_rows(response)] == ["a.picked"]


def test_the_export_is_for_staff_only(client):
    client.force_login(UserFactory())
    response = client.get(reverse("admin:lantide_auditevent_export"))
    assert response.status_code == 302 and "login" in response["Location"]
