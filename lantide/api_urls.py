"""Every REST route under /api_v1/ (ARCHITECTURE §6)."""

from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView

from lantide import apis

urlpatterns = [
    path("auth/token", apis.TokenObtainApi.as_view(), name="api-token"),
    path("me/preferences", apis.PreferencesApi.as_view(), name="api-preferences"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("", include("workspaces.api_urls")),
    path("", include("agents.api_urls")),
]
