from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from lantide import views

urlpatterns = [
    path("accounts/login/", views.SignInView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("settings/", views.SettingsView.as_view(), name="settings"),
    path("settings/tokens/", views.AccessTokenCreateView.as_view(), name="settings-token-create"),
    path("settings/tokens/<int:token_id>/revoke/", views.AccessTokenRevokeView.as_view(), name="settings-token-revoke"),
    path("api_v1/", include("lantide.api_urls")),
    path("langgraph/", include("agents.langgraph_urls")),
    path("", include("agents.urls")),
    path("", include("workspaces.urls")),
]

handler400 = "lantide.views.bad_request"
handler404 = "lantide.views.not_found"
handler500 = "lantide.views.server_error"
