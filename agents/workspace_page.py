"""The workspace page (`/w/<id>/`): the composer, the conversations, the iteration stream and tabs, and the
sidebar (tables, uploads, members, activity). It hosts conversations, so it lives with them; what the page's ES
modules start from comes in its bootstrap JSON, the server's own vocabulary included (never copied into JS)."""

from django import forms
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views import View

from agents.runtime import routing
from agents.runtime.exploration_budget import BUDGET_MARKER, BUDGET_OPTIONS
from agents.selectors import conversations_for_user
from agents.starter_questions import starter_questions
from lantide.errors import ApplicationError, ErrorCode
from lantide.features import FeatureSet
from lantide.selectors import activity_for_workspace, preferences_get
from workspaces.models import Role
from workspaces.selectors import (
    access_workspace_by_id, data_sources_for_workspace, database_connections_for_workspace, members_of,
    membership_get, projects_for_user, workspace_tables,
)
from workspaces.services import datasource_upload


class UploadForm(forms.Form):
    file = forms.FileField()
    table = forms.CharField(max_length=63)


def _workspace_or_404(request, workspace_id, min_role=Role.VIEWER):
    try:
        return access_workspace_by_id(user=request.user, workspace_id=workspace_id, min_role=min_role)
    except ApplicationError as error:
        if error.code == ErrorCode.NOT_FOUND:
            raise Http404("Workspace not found") from error
        raise


class WorkspaceView(LoginRequiredMixin, View):
    def get(self, request, workspace_id: int):
        workspace = _workspace_or_404(request, workspace_id)
        return self.render_shell(request, workspace, UploadForm())

    @staticmethod
    def render_shell(request, workspace, upload_form, status=200):
        role = membership_get(user=request.user, workspace=workspace).role
        tables = workspace_tables(workspace=workspace)
        projects = projects_for_user(user=request.user, workspace=workspace)
        context = {
            "workspace": workspace,
            "role": role,
            "tables": tables,
            "data_sources": data_sources_for_workspace(workspace=workspace),
            "connections": database_connections_for_workspace(workspace=workspace) if role != Role.VIEWER else [],
            "projects": projects,
            "members": members_of(workspace=workspace),
            "conversations": conversations_for_user(user=request.user, workspace=workspace)[:50],
            "activity": activity_for_workspace(workspace=workspace, viewer=request.user, limit=20),
            "upload_form": upload_form,
            "bootstrap": workspace_bootstrap(request, workspace=workspace, role=role, tables=tables,
                                             projects=projects),
        }
        return render(request, "workspaces/workspace.html", context, status=status)


def workspace_bootstrap(request, *, workspace, role: str, tables, projects) -> dict:
    """What the workspace's ES modules start from (rendered with json_script); the rest comes from the API.

    The gates are resolved here, on the server: with `agentMode` off the page renders neither the bolt nor the
    Smart Routing indicator; with `agents` off there is no @ typeahead.
    """
    features = FeatureSet.for_user(request.user)
    prefs = preferences_get(user=request.user)
    return {
        "workspace": {"id": workspace.pk, "name": workspace.name},
        "user": request.user.get_username(),
        "userId": request.user.pk,
        "role": role,
        "canWrite": role != Role.VIEWER,
        "csrfToken": get_token(request),
        "apiBase": "/api_v1/",
        "socketPath": "/ws/conversations/",
        "tables": [{"name": t.name, "row_count": t.row_count,
                    "columns": [{"name": c.name, "type": c.type} for c in t.columns]} for t in tables],
        "projects": [{"id": p.pk, "name": p.name} for p in projects],
        "starters": starter_questions(tables=tables),
        "features": {"agentMode": features.agent_mode, "agents": features.agents},
        "preferences": {"agentModeDefault": prefs.agent_mode_default if features.agent_mode else "off",
                        "agentsEnabled": prefs.agents_enabled},
        "urls": {"settings": reverse("settings"), "agents": reverse("agents"), "home": reverse("home")},
        "vocabulary": page_vocabulary(),
    }


def page_vocabulary() -> dict:
    """The names the page matches on, as the server defines them: routes, routing rules, the exploration budget's
    question, and the error codes it treats apart."""
    return {
        "routes": {"agentExecutor": routing.AGENT_EXECUTOR, "questProcessor": routing.QUEST_PROCESSOR},
        "rules": {
            "forceBolt": routing.forced_rule(routing.SIGNAL_BOLT),
            "forceSmartRoutingOn": routing.forced_rule(routing.SIGNAL_SMART_ROUTING_ON),
            "forceAgentLiteral": routing.forced_rule(routing.SIGNAL_AGENT_LITERAL),
            "forceIntentClassifier": routing.forced_rule(routing.SIGNAL_INTENT_CLASSIFIER),
            "orchestratorMention": routing.RULE_ORCHESTRATOR_MENTION, "agentLiteral": routing.RULE_AGENT_LITERAL,
            "complexAutoRoute": routing.RULE_COMPLEX_AUTO, "executorDisabled": routing.RULE_EXECUTOR_DISABLED,
            "defaultChat": routing.RULE_DEFAULT, "delegated": routing.RULE_DELEGATED,
        },
        "budget": {"marker": BUDGET_MARKER, "options": list(BUDGET_OPTIONS)},
        "errorCodes": {"runAbandoned": ErrorCode.RUN_ABANDONED, "cancelled": ErrorCode.CANCELLED,
                       "permissionDenied": ErrorCode.PERMISSION_DENIED,
                       "interruptExpired": ErrorCode.INTERRUPT_EXPIRED},
    }


class WorkspaceUploadView(LoginRequiredMixin, View):
    def post(self, request, workspace_id: int):
        workspace = _workspace_or_404(request, workspace_id)
        form = UploadForm(request.POST, request.FILES)
        if form.is_valid():
            try:
                access_workspace_by_id(user=request.user, workspace_id=workspace.pk, min_role=Role.EDITOR)
                source = datasource_upload(user=request.user, workspace=workspace,
                                           uploaded_file=form.cleaned_data["file"], table=form.cleaned_data["table"])
                messages.success(request, f"Imported {source.row_count:,} rows into {source.table_name}.")
                return redirect("workspace", workspace_id=workspace.pk)
            except ApplicationError as error:
                form.add_error(None, error.detail)
        return WorkspaceView.render_shell(request, workspace, form, status=400)
