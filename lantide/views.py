from django import forms
from django.contrib import messages
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.mixins import LoginRequiredMixin
from django.contrib.auth.views import LoginView
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.views import View

from lantide.errors import ApplicationError, ErrorCode
from lantide.features import FEATURE_AGENT_MODE, agent_mode_killed, feature_enabled
from lantide.models import AgentModeDefault
from lantide.selectors import preferences_get
from lantide.services import preferences_update
from lantide.sign_in import client_of, sign_in_blocked, sign_in_failed, sign_in_succeeded


class ThrottledAuthenticationForm(AuthenticationForm):
    """Django's sign-in form, refusing every attempt once a username or client failed too often (lantide.sign_in)."""

    throttled = False

    def clean(self):
        username, client = self.data.get("username", ""), client_of(self.request)
        if sign_in_blocked(username=username, client=client):
            self.throttled = True
            raise forms.ValidationError("Too many failed sign-ins; try again in 15 minutes.", code="throttled")
        try:
            cleaned = super().clean()
        except forms.ValidationError:
            sign_in_failed(username=username, client=client)
            raise
        sign_in_succeeded(username=username)
        return cleaned


class SignInView(LoginView):
    form_class = ThrottledAuthenticationForm


class PreferencesForm(forms.Form):
    beta_agent_mode = forms.BooleanField(required=False, label="Agent Mode (Beta)")
    agent_mode_default = forms.ChoiceField(choices=AgentModeDefault.choices, required=False, label="Smart Routing")
    agents_enabled = forms.BooleanField(required=False, label="Agents in the composer")


class SettingsView(LoginRequiredMixin, View):
    template_name = "lantide/settings.html"

    def get(self, request):
        return render(request, self.template_name, self._context(request))

    def post(self, request):
        form = PreferencesForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, self._context(request, form=form), status=400)
        changes = {"agents_enabled": form.cleaned_data["agents_enabled"]}
        agent_mode_on = feature_enabled(request.user, FEATURE_AGENT_MODE)
        # Only a changed toggle records a Beta choice; otherwise the admin default keeps applying.
        if not agent_mode_killed() and form.cleaned_data["beta_agent_mode"] != agent_mode_on:
            changes["beta_agent_mode"] = form.cleaned_data["beta_agent_mode"]
        if agent_mode_on and form.cleaned_data["agent_mode_default"]:
            changes["agent_mode_default"] = form.cleaned_data["agent_mode_default"]
        try:
            preferences_update(user=request.user, changes=changes)
        except ApplicationError as error:
            form.add_error(None, error.detail)
            return render(request, self.template_name, self._context(request, form=form), status=400)
        messages.success(request, "Settings saved.")
        return redirect("settings")

    def _context(self, request, form=None) -> dict:
        prefs = preferences_get(user=request.user)
        return {
            "prefs": prefs,
            "form": form,
            "agent_mode_choices": AgentModeDefault.choices,
            "agent_mode_on": feature_enabled(request.user, FEATURE_AGENT_MODE),
        }


def not_found(request, exception=None):
    """JSON `{"code", "detail"}` under /api_v1/, the HTML page elsewhere."""
    if request.path.startswith("/api_v1/"):
        return JsonResponse({"code": ErrorCode.NOT_FOUND, "detail": "Not found."}, status=404)
    return render(request, "404.html", status=404)


def server_error(request):
    if request.path.startswith("/api_v1/"):
        return JsonResponse({"code": ErrorCode.INTERNAL_ERROR, "detail": "The server failed; it was logged."}, status=500)
    return render(request, "500.html", status=500)
