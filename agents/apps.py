from django.apps import AppConfig


class AgentsConfig(AppConfig):
    name = "agents"

    def ready(self) -> None:
        # The agents app plugs into the ports below it here, once models are loaded: the executor into the run
        # dispatch port (services and tools start runs through it and never import the executor), and the stop of a
        # member's runs into the workspaces app's member removal (which never imports the app above it).
        from agents.runtime.dispatch import executor_install
        from agents.runtime.executor import executor
        from agents.services.runs import runs_revoke_for_member
        from workspaces.services import member_work_stopper_register

        executor_install(executor)
        member_work_stopper_register(runs_revoke_for_member)
