from datetime import timedelta

from django import forms
from django.contrib import messages
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.mixins import LoginRequiredMixin
from django.contrib.auth.views import LoginView
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views import View, defaults

from lantide.errors import ApplicationError, ErrorCode, NotFound
from lantide.features import FEATURE_AGENT_MODE, agent_mode_killed, feature_enabled
from lantide.models import AccessTokenMode, AccessTokenStatus, AgentModeDefault
from lantide.selectors import access_token_by_id, access_tokens_for_user, preferences_get
from lantide.services import TOKEN_NAME_MAX_LENGTH, access_token_create, access_token_revoke, preferences_update
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


class AccessTokenForm(forms.Form):
    EXPIRY_CHOICES = [("7", "7 days"), ("30", "30 days"), ("90", "90 days"), ("365", "1 year"), ("", "Never")]

    name = forms.CharField(max_length=TOKEN_NAME_MAX_LENGTH, label="Name")
    mode = forms.ChoiceField(choices=AccessTokenMode.choices, initial=AccessTokenMode.OBSERVE, label="Access")
    expires_in_days = forms.TypedChoiceField(choices=EXPIRY_CHOICES, coerce=int, empty_value=None, required=False,
                                             initial="30", label="Expires")

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        if not user.is_staff:
            self.fields["mode"].choices = [c for c in AccessTokenMode.choices if c[0] != AccessTokenMode.ADMIN]

    def expires_at(self):
        days = self.cleaned_data["expires_in_days"]
        return timezone.now() + timedelta(days=days) if days else None


def settings_page(request, *, status: int = 200, **context):
    """The settings page; `context` may carry a bound form with errors, or the token just made (shown once)."""
    context = {
        "prefs": preferences_get(user=request.user),
        "agent_mode_choices": AgentModeDefault.choices,
        "agent_mode_on": feature_enabled(request.user, FEATURE_AGENT_MODE),
        "tokens": access_tokens_for_user(user=request.user),
        "token_active": AccessTokenStatus.ACTIVE,
        "token_form": AccessTokenForm(user=request.user),
        **context,
    }
    response = render(request, "lantide/settings.html", context, status=status)
    if "new_token" in context:
        response["Cache-Control"] = "no-store"
    return response


class SettingsView(LoginRequiredMixin, View):
    def get(self, request):
        return settings_page(request)

    def post(self, request):
        form = PreferencesForm(request.POST)
        if not form.is_valid():
            return settings_page(request, form=form, status=400)
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
            return settings_page(request, form=form, status=400)
        messages.success(request, "Settings saved.")
        return redirect("settings")


class AccessTokenCreateView(LoginRequiredMixin, View):
    """Makes a token and answers with the settings page showing its secret, this once (never redirected through
    a message: that would keep the secret in a cookie or the session)."""

    def post(self, request):
        form = AccessTokenForm(request.POST, user=request.user)
        if not form.is_valid():
            return settings_page(request, token_form=form, status=400)
        try:
            token = access_token_create(user=request.user, name=form.cleaned_data["name"],
                                        mode=form.cleaned_data["mode"], expires_at=form.expires_at())
        except ApplicationError as error:
            form.add_error(None, error.detail)
            return settings_page(request, token_form=form, status=400)
        return settings_page(request, new_token=token)


class AccessTokenRevokeView(LoginRequiredMixin, View):
    def post(self, request, token_id: int):
        try:
            token = access_token_by_id(user=request.user, token_id=token_id)
        except NotFound:
            raise Http404 from None
        access_token_revoke(user=request.user, token=token)
        messages.success(request, f"Token “{token.name}” revoked.")
        return redirect("settings")


def bad_request(request, exception=None):
    """A request Django could not take (a Host it does not serve, a body past its limits): the error shape under
    /api_v1/, Django's page elsewhere."""
    if request.path.startswith("/api_v1/"):
        return JsonResponse({"code": ErrorCode.INVALID_ARGUMENTS, "detail": "The request could not be read."},
                            status=400)
    return defaults.bad_request(request, exception)


def not_found(request, exception=None):
    """JSON `{"code", "detail"}` under /api_v1/, the HTML page elsewhere."""
    if request.path.startswith("/api_v1/"):
        return JsonResponse({"code": ErrorCode.NOT_FOUND, "detail": "Not found."}, status=404)
    return render(request, "404.html", status=404)


def server_error(request):
    if request.path.startswith("/api_v1/"):
        return JsonResponse({"code": ErrorCode.INTERNAL_ERROR, "detail": "The server failed; it was logged."}, status=500)
    return render(request, "500.html", status=500)
