"""Every REST route under /api_v1/ (ARCHITECTURE §6)."""

from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView

from lantide import apis

urlpatterns = [
    path("auth/token", apis.TokenObtainApi.as_view(), name="api-token"),
    path("me/preferences", apis.PreferencesApi.as_view(), name="api-preferences"),
    # A trailing slash is accepted too; `(?:/)?` keeps the schema's path the contract's (ARCHITECTURE §10).
    re_path(r"^me/access-tokens(?:/)?$", apis.AccessTokenListCreateApi.as_view(), name="api-access-tokens"),
    re_path(r"^me/access-tokens/(?P<token_id>[0-9]+)(?:/)?$", apis.AccessTokenRevokeApi.as_view(),
            name="api-access-token"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("", include("workspaces.api_urls")),
    path("", include("agents.api_urls")),
    path("", include("reports.api_urls")),
]
