from django.urls import path

from workspaces import views

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
]
