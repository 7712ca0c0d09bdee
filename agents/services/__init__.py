"""Writes of the agents app: agent definitions, conversations, and the runs of turns."""

from agents.services.conversations import (  # noqa: F401
    conversation_create, conversation_delete, conversation_fork, conversation_update,
)
from agents.services.definitions import agent_create, agent_delete, agent_update  # noqa: F401
from agents.services.runs import (  # noqa: F401
    interrupt_answer, interrupts_resume_expired, run_abandon, run_cancel, run_reclaim_if_abandoned,
    runs_revoke_for_member, turn_start,
)
