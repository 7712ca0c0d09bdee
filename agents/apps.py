from django.apps import AppConfig


class AgentsConfig(AppConfig):
    name = "agents"

    def ready(self) -> None:
        # The executor plugs into the run dispatch port here, once models are loaded: services and tools start
        # runs through the port and never import the executor (agents.runtime.dispatch).
        from agents.runtime.dispatch import executor_install
        from agents.runtime.executor import executor

        executor_install(executor)
