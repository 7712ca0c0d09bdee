"""The /agents/ page: create, edit, share and delete agents (the enableAgents flag decides if it exists)."""

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404
from django.shortcuts import redirect, render
from django.views import View

from agents.forms import AgentForm
from agents.selectors import access_agent_by_id, agents_visible_to
from agents.services import agent_create, agent_delete, agent_update
from lantide.errors import ApplicationError
from lantide.features import FEATURE_AGENTS, feature_enabled


def _require_agents_feature(request) -> None:
    if not feature_enabled(request.user, FEATURE_AGENTS):
        raise Http404("Agents are not enabled.")


def _agent_or_404(request, agent_id, *, for_edit: bool = False):
    try:
        return access_agent_by_id(user=request.user, agent_id=agent_id, for_edit=for_edit)
    except ApplicationError as error:
        raise Http404("Agent not found") from error


class AgentListView(LoginRequiredMixin, View):
    def get(self, request):
        _require_agents_feature(request)
        return self._render(request, AgentForm())

    def post(self, request):
        _require_agents_feature(request)
        form = AgentForm(request.POST)
        if form.is_valid():
            try:
                agent_create(user=request.user, **form.agent_fields())
                return redirect("agents")
            except ApplicationError as error:
                form.add_error(None, error.detail)
        return self._render(request, form, status=400)

    @staticmethod
    def _render(request, form, status=200):
        agents = agents_visible_to(user=request.user)
        return render(request, "agents/agents.html", {"agents": agents, "form": form}, status=status)


class AgentEditView(LoginRequiredMixin, View):
    def get(self, request, agent_id: int):
        _require_agents_feature(request)
        agent = _agent_or_404(request, agent_id, for_edit=True)
        return self._render(request, agent, AgentForm(initial=AgentForm.initial_for(agent)))

    def post(self, request, agent_id: int):
        _require_agents_feature(request)
        agent = _agent_or_404(request, agent_id, for_edit=True)
        form = AgentForm(request.POST)
        if form.is_valid():
            try:
                agent_update(user=request.user, agent=agent, changes=form.agent_fields())
                return redirect("agents")
            except ApplicationError as error:
                form.add_error(None, error.detail)
        return self._render(request, agent, form, status=400)

    @staticmethod
    def _render(request, agent, form, status=200):
        return render(request, "agents/agent_edit.html", {"agent": agent, "form": form}, status=status)


class AgentDeleteView(LoginRequiredMixin, View):
    def post(self, request, agent_id: int):
        _require_agents_feature(request)
        agent_delete(user=request.user, agent=_agent_or_404(request, agent_id, for_edit=True))
        return redirect("agents")
