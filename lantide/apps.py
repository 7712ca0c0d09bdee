from django.apps import AppConfig


class LantideConfig(AppConfig):
    name = "lantide"
    verbose_name = "Lantide"
