"""Audit without holes (issue 23): an admin edit of each governed model leaves an AuditEvent (who, what, before →
after), deletes and bulk actions included; a secret is only ever "changed"; transcripts are read-only."""

import json

import pytest
from django.urls import reverse
from waffle.models import Flag, Sample, Switch

from lantide.models import AuditEvent
from tests import factories
from workspaces.models import Membership, Role

pytestmark = pytest.mark.django_db


@pytest.fixture
def superuser_client(client, django_user_model):
    user = django_user_model.objects.create_superuser("root", "root@example.com", "pw-for-tests-only")
    client.force_login(user)
    return client


def events(verb: str) -> list[AuditEvent]:
    return list(AuditEvent.objects.filter(verb=verb).order_by("id"))


def the_event(verb: str) -> AuditEvent:
    found = events(verb)
    assert len(found) == 1, [e.verb for e in AuditEvent.objects.all()]
    return found[0]


def flag_form(flag: Flag, **changes) -> dict:
    data = {"name": flag.name, "everyone": "unknown", "percent": "", "superusers": "on", "languages": "",
            "groups": [], "users": "", "note": flag.note}
    for stamp in ("created", "modified"):
        data |= {f"{stamp}_0": f"{getattr(flag, stamp):%Y-%m-%d}", f"{stamp}_1": f"{getattr(flag, stamp):%H:%M:%S}"}
    return {**data, **changes}


def test_a_gate_flag_change_is_audited_with_before_and_after(superuser_client):
    flag = Flag.objects.create(name="EnableThing", note="old note")
    response = superuser_client.post(reverse("admin:waffle_flag_change", args=[flag.pk]),
                                     flag_form(flag, note="new note", staff="on"))
    assert response.status_code == 302, response.content[:2000]
    event = the_event("gate.flag.update")
    assert (event.actor_user.username, event.actor_kind, event.target_id) == ("root", "user", str(flag.pk))
    assert event.data["changes"]["note"] == {"before": "old note", "after": "new note"}
    assert event.data["changes"]["staff"] == {"before": False, "after": True}
    assert event.data["via"] == "admin"


def test_a_gate_switch_bulk_action_and_delete_are_audited(superuser_client):
    switches = [Switch.objects.create(name=f"Kill{n}", active=False) for n in range(2)]
    url = reverse("admin:waffle_switch_changelist")
    superuser_client.post(url, {"action": "enable_switches", "_selected_action": [s.pk for s in switches]})
    enabled = events("gate.switch.update")
    assert sorted(int(e.target_id) for e in enabled) == sorted(s.pk for s in switches)
    assert {e.data["action"] for e in enabled} == {"enable_switches"}
    assert enabled[0].data["changes"]["active"] == {"before": False, "after": True}
    superuser_client.post(url, {"action": "delete_individually", "_selected_action": [switches[0].pk]})
    deleted = the_event("gate.switch.delete")
    assert (deleted.target_id, deleted.data["before"]["name"]) == (str(switches[0].pk), "Kill0")


def test_a_gate_sample_delete_is_audited(superuser_client):
    sample = Sample.objects.create(name="Tenth", percent="10.0")
    response = superuser_client.post(reverse("admin:waffle_sample_delete", args=[sample.pk]), {"post": "yes"})
    assert response.status_code == 302
    assert the_event("gate.sample.delete").data["before"]["name"] == "Tenth"


def profile_form(profile, **changes) -> dict:
    data = {"name": profile.name, "model": profile.model, "api_base": profile.api_base, "api_key": "",
            "max_tokens": "", "context_window": "", "fallback": ""}
    return {**data, **changes}


def test_an_llm_profile_change_is_audited_and_its_key_never_shown(superuser_client):
    profile = factories.LLMProfileFactory(api_key="sk-old-secret-0001", model="openai/old")
    response = superuser_client.post(reverse("admin:agents_llmprofile_change", args=[profile.pk]),
                                     profile_form(profile, model="openai/new", api_key="sk-new-secret-0002"))
    assert response.status_code == 302
    event = the_event("llm_profile.update")
    assert event.data["changes"]["model"] == {"before": "openai/old", "after": "openai/new"}
    assert event.data["changes"]["api_key"] == "changed"
    stored = json.dumps(event.data) + event.target_repr
    assert "sk-old-secret-0001" not in stored and "sk-new-secret-0002" not in stored


def test_an_llm_profile_kept_key_is_no_change_and_a_delete_hides_the_key(superuser_client):
    profile = factories.LLMProfileFactory(api_key="sk-kept-secret-0003", model="openai/old")
    superuser_client.post(reverse("admin:agents_llmprofile_change", args=[profile.pk]),
                          profile_form(profile, model="openai/other"))
    assert "api_key" not in the_event("llm_profile.update").data["changes"]
    superuser_client.post(reverse("admin:agents_llmprofile_delete", args=[profile.pk]), {"post": "yes"})
    deleted = the_event("llm_profile.delete")
    assert deleted.data["before"]["model"] == "openai/other"
    assert "sk-kept-secret-0003" not in json.dumps(deleted.data) and "api_key" not in deleted.data["before"]


def test_an_llm_profile_added_in_the_admin_is_audited_without_its_key(superuser_client):
    response = superuser_client.post(reverse("admin:agents_llmprofile_add"), profile_form(
        factories.LLMProfileFactory.build(name="fresh"), api_key="sk-brand-new-0004"))
    assert response.status_code == 302
    event = the_event("llm_profile.create")
    assert event.data["changes"]["name"] == {"before": None, "after": "fresh"}
    assert event.data["changes"]["api_key"] == "changed" and "sk-brand-new-0004" not in json.dumps(event.data)


def test_an_agent_change_is_audited(superuser_client):
    agent = factories.AgentFactory(description="Old words")
    response = superuser_client.post(reverse("admin:agents_agent_change", args=[agent.pk]), {
        "owner": agent.owner.pk, "name": agent.name, "description": "New words", "system_prompt": agent.system_prompt,
        "trigger_words": "[]", "preferred_model": "", "allowed_tools": "[]", "denied_tools": "[]",
        "max_iterations": "{}", "default_thoroughness": "",
    })
    assert response.status_code == 302, response.content[:3000]
    event = the_event("agent.update")
    assert event.data["changes"] == {"description": {"before": "Old words", "after": "New words"}}


def test_a_membership_role_change_in_the_admin_is_audited(superuser_client):
    membership = factories.MembershipFactory(role=Role.VIEWER)
    factories.MembershipFactory(workspace=membership.workspace, role=Role.OWNER)
    response = superuser_client.post(reverse("admin:workspaces_membership_change", args=[membership.pk]),
                                     {"role": Role.EDITOR})
    assert response.status_code == 302
    event = the_event("member.role_change")
    assert (event.actor_user.username, event.workspace_id) == ("root", membership.workspace_id)


def test_a_knowledge_item_edit_and_bulk_delete_are_audited_in_its_workspace(superuser_client):
    item = factories.KnowledgeItemFactory(text="Revenue is in euros.")
    response = superuser_client.post(reverse("admin:workspaces_knowledgeitem_change", args=[item.pk]), {
        "workspace": item.workspace_id, "text": "Revenue is in dollars.", "proposed_by_agent": "analyst", "scope": "workspace",
        "evidence_quote": "",
    })
    assert response.status_code == 302, response.content[:3000]
    event = the_event("knowledge.update")
    assert event.workspace_id == item.workspace_id
    assert event.data["changes"]["text"] == {"before": "Revenue is in euros.", "after": "Revenue is in dollars."}
    superuser_client.post(reverse("admin:workspaces_knowledgeitem_changelist"), {
        "action": "delete_selected", "_selected_action": [item.pk], "post": "yes"})
    assert the_event("knowledge.delete").data["before"]["text"] == "Revenue is in dollars."


@pytest.mark.parametrize("label", ["agents.message", "agents.run", "agents.runevent", "agents.checkpoint"])
def test_transcripts_and_runs_are_read_only_in_the_admin(superuser_client, label):
    obj = {"agents.message": factories.MessageFactory, "agents.run": factories.RunFactory,
           "agents.runevent": factories.RunEventFactory, "agents.checkpoint": factories.CheckpointFactory}[label]()
    app_label, model_name = label.split(".")
    change = reverse(f"admin:{app_label}_{model_name}_change", args=[obj.pk])
    assert superuser_client.get(change).status_code == 200
    assert superuser_client.post(change, {}).status_code == 403
    assert superuser_client.get(reverse(f"admin:{app_label}_{model_name}_add")).status_code == 403
    assert superuser_client.post(reverse(f"admin:{app_label}_{model_name}_delete", args=[obj.pk]),
                                 {"post": "yes"}).status_code == 403
    assert type(obj).objects.filter(pk=obj.pk).exists()


def test_a_password_set_in_the_admin_is_audited_as_changed_only(superuser_client):
    user = factories.UserFactory(username="pat")
    response = superuser_client.post(reverse("admin:auth_user_password_change", args=[user.pk]), {
        "password1": "A-new-pass-phrase-77", "password2": "A-new-pass-phrase-77", "usable_password": "true"})
    assert response.status_code == 302, response.content[:2000]
    event = the_event("user.update")
    assert event.data["changes"] == {"password": "changed"}
    user.refresh_from_db()
    assert "A-new-pass-phrase-77" not in json.dumps(event.data) and user.password not in json.dumps(event.data)


def test_a_user_added_in_the_admin_is_audited_without_the_password(superuser_client):
    response = superuser_client.post(reverse("admin:auth_user_add"), {
        "username": "newbie", "password1": "A-new-pass-phrase-78", "password2": "A-new-pass-phrase-78",
        "usable_password": "true"})
    assert response.status_code == 302, response.content[:2000]
    event = the_event("user.create")
    assert event.data["changes"]["username"] == {"before": None, "after": "newbie"}
    assert event.data["changes"]["password"] == "changed"


def test_a_workspace_renamed_in_the_admin_shows_in_its_own_activity(superuser_client):
    workspace = factories.WorkspaceFactory(name="Old name")
    rows = list(Membership.objects.filter(workspace=workspace).order_by("id"))
    form = {"name": "New name", "description": "", "created_by": workspace.created_by_id,
            "memberships-TOTAL_FORMS": len(rows), "memberships-INITIAL_FORMS": len(rows)}
    for index, row in enumerate(rows):
        form |= {f"memberships-{index}-id": row.pk, f"memberships-{index}-workspace": workspace.pk,
                 f"memberships-{index}-user": row.user_id, f"memberships-{index}-role": row.role}
    response = superuser_client.post(reverse("admin:workspaces_workspace_change", args=[workspace.pk]), form)
    assert response.status_code == 302, response.content[:3000]
    event = the_event("workspace.update")
    assert event.workspace_id == workspace.pk
    assert event.data["changes"]["name"] == {"before": "Old name", "after": "New name"}


def test_a_quota_change_and_delete_in_the_admin_are_audited(superuser_client):
    quota = factories.QuotaFactory(day_tokens=1000)
    response = superuser_client.post(reverse("admin:agents_quota_change", args=[quota.pk]), {
        "user": "", "agent": "", "mode": "log_only", "run_tokens": "", "run_cost": "", "day_tokens": "5000",
        "day_cost": ""})
    assert response.status_code == 302, response.content[:3000]
    changes = the_event("quota.update").data["changes"]
    assert changes["day_tokens"] == {"before": 1000, "after": 5000} and changes["mode"]["after"] == "log_only"
    superuser_client.post(reverse("admin:agents_quota_delete", args=[quota.pk]), {"post": "yes"})
    assert the_event("quota.delete")
