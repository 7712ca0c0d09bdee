from django import forms
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views import View

from agents.selectors import conversations_for_user
from lantide.errors import ApplicationError, ErrorCode
from lantide.features import FeatureSet
from lantide.selectors import audit_events_for_workspace, preferences_get
from workspaces.models import Role
from workspaces.selectors import (
    access_workspace_by_id, data_sources_for_workspace, database_connections_for_workspace, members_of,
    membership_get, projects_for_user, workspace_tables, workspaces_for_user,
)
from workspaces.services import datasource_upload, workspace_create


class WorkspaceForm(forms.Form):
    name = forms.CharField(max_length=120)
    description = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 2}))


class UploadForm(forms.Form):
    file = forms.FileField()
    table = forms.CharField(max_length=63)


class HomeView(LoginRequiredMixin, View):
    def get(self, request):
        return self._render(request, WorkspaceForm())

    def post(self, request):
        form = WorkspaceForm(request.POST)
        if form.is_valid():
            try:
                workspace = workspace_create(user=request.user, **form.cleaned_data)
                return redirect("workspace", workspace_id=workspace.pk)
            except ApplicationError as error:
                form.add_error(None, error.detail)
        return self._render(request, form, status=400)

    def _render(self, request, form, status=200):
        workspaces = workspaces_for_user(user=request.user)
        return render(request, "workspaces/home.html", {"workspaces": workspaces, "form": form}, status=status)


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
            "activity": audit_events_for_workspace(workspace=workspace, viewer=request.user, limit=20),
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
        "features": {"agentMode": features.agent_mode, "agents": features.agents},
        "preferences": {"agentModeDefault": prefs.agent_mode_default if features.agent_mode else "off",
                        "agentsEnabled": prefs.agents_enabled},
        "urls": {"settings": reverse("settings"), "agents": reverse("agents"), "home": reverse("home")},
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
