"""The migrations page: the `migration` assistant's threads, driven from the browser through /langgraph/ (the same
API the SDK uses), so the page holds no logic of its own beyond rendering."""

from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import render
from django.views import View

from agents.runtime.migration.spec import KNOWN_DIALECTS, NODES, TARGETS
from workspaces.selectors import workspaces_for_user


def migrations_bootstrap(*, user) -> dict:
    """What the page's module starts from; the rest comes from /langgraph/."""
    workspaces = workspaces_for_user(user=user)
    return {"api": "/langgraph/", "assistant": "migration", "nodes": list(NODES), "dialects": list(KNOWN_DIALECTS),
            "targets": list(TARGETS), "workspaces": [{"id": w.pk, "name": w.name} for w in workspaces]}


class MigrationsView(LoginRequiredMixin, View):
    def get(self, request):
        return render(request, "agents/migrations.html", {"bootstrap": migrations_bootstrap(user=request.user)})
