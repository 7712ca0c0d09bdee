"""The home page: the workspaces of the signed-in user, and a new one. The workspace page itself hosts
conversations, so it lives with them (agents.workspace_page)."""

from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect, render
from django.views import View

from lantide.errors import ApplicationError
from workspaces.selectors import workspaces_for_user
from workspaces.services import workspace_create


class WorkspaceForm(forms.Form):
    name = forms.CharField(max_length=120)
    description = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 2}))


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
