"""Every admin changelist and change page renders for a superuser; logs are read-only; knowledge actions audit."""

import pytest
from django.contrib import admin
from django.urls import reverse

from lantide.models import AuditEvent
from tests import factories
from workspaces.models import KnowledgeItem

FACTORY_FOR_MODEL = {
    "lantide.userpreferences": factories.PreferencesFactory,
    "lantide.auditevent": factories.AuditEventFactory,
    "lantide.accesstoken": factories.AccessTokenFactory,
    "workspaces.workspace": factories.WorkspaceFactory,
    "workspaces.membership": factories.MembershipFactory,
    "workspaces.project": factories.ProjectFactory,
    "workspaces.datasource": factories.DataSourceFactory,
    "agents.querystep": factories.QueryStepFactory,
    "workspaces.knowledgeitem": factories.KnowledgeItemFactory,
    "workspaces.cachetable": factories.CacheTableFactory,
    "workspaces.databaseconnection": factories.DatabaseConnectionFactory,
    "agents.llmprofile": factories.LLMProfileFactory,
    "agents.agent": factories.AgentFactory,
    "agents.conversation": factories.ConversationFactory,
    "agents.message": factories.MessageFactory,
    "agents.run": factories.RunFactory,
    "agents.runevent": factories.RunEventFactory,
    "agents.checkpoint": factories.CheckpointFactory,
    "agents.interrupt": factories.InterruptFactory,
    "agents.workspacerunlease": factories.WorkspaceRunLeaseFactory,
    "agents.externalapproval": factories.ExternalApprovalFactory,
    "agents.externalwriterlease": factories.ExternalWriterLeaseFactory,
    "agents.usageday": factories.UsageDayFactory,
    "agents.quota": factories.QuotaFactory,
    "reports.report": factories.ReportFactory,
    "reports.annotation": factories.AnnotationFactory,
    "reports.externaldelivery": factories.ExternalDeliveryFactory,
}
OUR_APPS = {"lantide", "workspaces", "agents", "reports"}
OUR_MODELS = sorted(
    model._meta.label_lower for model in admin.site._registry if model._meta.app_label in OUR_APPS
)
READ_ONLY_MODELS = {"lantide.auditevent", "lantide.accesstoken", "agents.message", "agents.run", "agents.runevent",
                    "agents.checkpoint", "agents.interrupt", "agents.workspacerunlease", "agents.usageday",
                    "agents.externalapproval", "agents.externalwriterlease"}


@pytest.fixture
def superuser_client(client, django_user_model):
    user = django_user_model.objects.create_superuser("root", "root@example.com", "pw-for-tests-only")
    client.force_login(user)
    return client


def test_every_model_of_ours_has_an_admin_and_a_factory():
    assert set(OUR_MODELS) == set(FACTORY_FOR_MODEL)


@pytest.mark.parametrize("label", OUR_MODELS)
def test_changelist_and_change_page_render(superuser_client, label):
    obj = FACTORY_FOR_MODEL[label]()
    app_label, model_name = label.split(".")
    changelist = superuser_client.get(reverse(f"admin:{app_label}_{model_name}_changelist"))
    assert changelist.status_code == 200
    change = superuser_client.get(reverse(f"admin:{app_label}_{model_name}_change", args=[obj.pk]))
    assert change.status_code == 200


@pytest.mark.parametrize("label", sorted(READ_ONLY_MODELS))
def test_logs_cannot_be_added_or_deleted(superuser_client, label):
    obj = FACTORY_FOR_MODEL[label]()
    app_label, model_name = label.split(".")
    assert superuser_client.get(reverse(f"admin:{app_label}_{model_name}_add")).status_code == 403
    assert superuser_client.get(reverse(f"admin:{app_label}_{model_name}_delete", args=[obj.pk])).status_code == 403
    change = superuser_client.get(reverse(f"admin:{app_label}_{model_name}_change", args=[obj.pk]))
    assert b'name="_save"' not in change.content


def test_gates_are_in_the_admin(superuser_client):
    page = superuser_client.get(reverse("admin:waffle_switch_changelist"))
    assert b"EnableAgentMode" in page.content and b"EnableAgentModeDefault" in page.content


def test_agent_change_page_has_a_collapsed_orchestration_fieldset(superuser_client):
    agent = factories.AgentFactory()
    page = superuser_client.get(reverse("admin:agents_agent_change", args=[agent.pk])).content.decode()
    assert "Advanced — Orchestration" in page
    fieldset_start = page.index("Advanced — Orchestration")
    assert "collapse" in page[page.rfind("<fieldset", 0, fieldset_start):fieldset_start + 200]


def test_llm_profile_key_is_never_shown_back(superuser_client):
    profile = factories.LLMProfileFactory(api_key="sk-live-abcdefgh12345678")
    changelist = superuser_client.get(reverse("admin:agents_llmprofile_changelist")).content.decode()
    change = superuser_client.get(reverse("admin:agents_llmprofile_change", args=[profile.pk])).content.decode()
    assert "sk-live-abcdefgh12345678" not in changelist + change
    assert "…5678" in changelist


def test_llm_profile_key_is_kept_when_left_empty(superuser_client):
    profile = factories.LLMProfileFactory(api_key="sk-keep-me-please")
    response = superuser_client.post(reverse("admin:agents_llmprofile_change", args=[profile.pk]), {
        "name": profile.name, "model": "openai/other", "api_base": "", "api_key": "", "max_tokens": "",
        "context_window": "", "fallback": "",
    })
    assert response.status_code == 302
    profile.refresh_from_db()
    assert (profile.model, profile.api_key) == ("openai/other", "sk-keep-me-please")


@pytest.mark.parametrize(("action", "status"), [("apply_selected", "applied"), ("dismiss_selected", "dismissed")])
def test_knowledge_bulk_actions_call_services_and_audit(superuser_client, action, status):
    items = factories.KnowledgeItemFactory.create_batch(2)
    decided = factories.KnowledgeItemFactory(status="dismissed" if status == "applied" else "applied")
    response = superuser_client.post(reverse("admin:workspaces_knowledgeitem_changelist"), {
        "action": action, "_selected_action": [item.pk for item in [*items, decided]],
    })
    assert response.status_code == 302
    assert set(KnowledgeItem.objects.filter(pk__in=[i.pk for i in items]).values_list("status", flat=True)) == {status}
    assert KnowledgeItem.objects.get(pk=decided.pk).status != status
    audited = AuditEvent.objects.filter(verb=f"knowledge.{status}")
    assert sorted(int(e.target_id) for e in audited) == sorted(i.pk for i in items)
    assert all(e.actor_user.username == "root" for e in audited)
