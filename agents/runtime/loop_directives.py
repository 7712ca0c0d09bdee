"""What the loop yields besides events: instructions to the runner that never reach a client as-is."""

from dataclasses import dataclass


@dataclass(frozen=True)
class CheckpointSignal:
    """The iteration is over: persist this state together with the iteration's events."""

    iteration: int
    state: dict


@dataclass(frozen=True)
class InterruptRequest:
    """Store an interrupt row (with the iteration's events) and end the run as interrupted."""

    interrupt_id: str
    call_id: str
    kind: str
    payload: dict
    expires_at: str


@dataclass(frozen=True)
class Outcome:
    """How the loop ended."""

    status: str
    answer: str = ""
    error_code: str | None = None
    error: str = ""
