"""The migration graph's run as LangGraph stream parts (the analyst's are `stream.RunStreamParts`).

- `updates`: `{<node>: {"activeNode": <node>}}` as a node starts (its `state_change`), `{<node>: <its update>}` as it
  ends (its checkpoint), `{"__interrupt__": [...]}` for the review;
- `values`: the input at the start, the state after each node, with `__interrupt__` on the review;
- with `stream_subgraphs`, `equivalence_check` is a subgraph (namespace `equivalence_check:<its checkpoint>`): one
  `updates|…` part `{"compare_query": <diff>}` per query and a `values|…` part with its values;
- `messages`: the closing answer as an AI chunk; `custom`, `checkpoints`, `tasks`, `debug` and `error` as the
  analyst's stream has them.
"""

import json

from asgiref.sync import sync_to_async

from agents.langgraph_api.stream import Part
from agents.langgraph_api.values import checkpoint_before, checkpoint_values
from agents.models import Checkpoint, Run

SUBGRAPH = "equivalence_check"
SUBGRAPH_KEYS = ("query_equivalence_deep_diffs", "equivalence", "explanation_message")


def _checkpoint_at(run: Run, seq: int) -> Checkpoint | None:
    return Checkpoint.objects.filter(run=run, last_seq__gte=seq).order_by("last_seq", "created_at").first()


def _starting_values(run: Run) -> dict:
    before = checkpoint_before(run)
    if run.resumed_from_id or not run.query:
        return checkpoint_values(before, run.thread_id)
    try:
        return {"input": json.loads(run.query)}
    except ValueError:
        return {}


class GraphStreamParts:
    def __init__(self, run: Run, modes: list[str], *, subgraphs: bool = False):
        self.run, self.thread_id = run, str(run.thread_id)
        self.modes, self.subgraphs = set(modes), subgraphs
        self.values: dict = {}
        self.step = 0

    async def opening(self) -> list[Part]:
        self.values = await sync_to_async(_starting_values)(self.run)
        parts = [Part("metadata", {"run_id": str(self.run.pk), "attempt": 1})]
        if "values" in self.modes:
            parts.append(Part("values", self.values))
        return parts

    async def parts_for(self, event: dict) -> list[Part]:
        parts = [Part("custom", event)] if "custom" in self.modes else []
        kind, data = event["type"], event["data"]
        if kind == "state_change" and "updates" in self.modes:
            parts.append(Part("updates", {data["to"]: {"activeNode": data["to"]}}))
        elif kind == "iteration_step":
            parts += await self._node_ended(event)
        elif kind == "interrupt":
            parts += self._interrupt(data)
        elif kind == "message" and "messages-tuple" in self.modes:
            parts.append(Part("messages", [self._chunk(data["delta"]), self._meta("__end__")]))
        elif kind == "error":
            parts.append(Part("error", {"error": data.get("code"), "message": data.get("message")}))
        return parts

    def _meta(self, node: str) -> dict:
        return {"langgraph_node": node, "langgraph_step": self.step, "langgraph_checkpoint_ns": "",
                "run_id": str(self.run.pk), "thread_id": self.thread_id}

    def _chunk(self, delta: str) -> dict:
        return {"type": "AIMessageChunk", "content": delta, "id": f"{self.run.pk}:answer", "name": None,
                "additional_kwargs": {}, "response_metadata": {}, "tool_calls": [], "invalid_tool_calls": [],
                "tool_call_chunks": [], "usage_metadata": None}

    async def _node_ended(self, event: dict) -> list[Part]:
        checkpoint = await sync_to_async(_checkpoint_at)(self.run, event["seq"])
        if checkpoint is None:
            return []
        node, update = checkpoint.state["node"], checkpoint.state["update"]
        self.step, self.values = checkpoint.iteration, checkpoint_values(checkpoint, self.thread_id)
        parts = []
        if node == SUBGRAPH and self.subgraphs:
            parts += self._subgraph_parts(checkpoint, update)
        if "updates" in self.modes:
            parts.append(Part("updates", {node: update}))
        if "values" in self.modes:
            parts.append(Part("values", self.values))
        payload = self._checkpoint_payload(checkpoint)
        if "checkpoints" in self.modes:
            parts.append(Part("checkpoints", payload))
        if "tasks" in self.modes:
            parts.append(Part("tasks", {"id": str(checkpoint.pk), "name": node, "error": None, "interrupts": [],
                                        "result": update}))
        if "debug" in self.modes:
            parts.append(Part("debug", {"type": "checkpoint", "step": checkpoint.iteration,
                                        "timestamp": event["ts"], "payload": payload}))
        return parts

    def _subgraph_parts(self, checkpoint: Checkpoint, update: dict) -> list[Part]:
        namespace = f"{SUBGRAPH}:{checkpoint.pk}"
        parts = []
        if "updates" in self.modes:
            parts += [Part(f"updates|{namespace}", {"compare_query": diff})
                      for diff in update.get("query_equivalence_deep_diffs") or []]
        if "values" in self.modes:
            parts.append(Part(f"values|{namespace}", {key: update.get(key) for key in SUBGRAPH_KEYS}))
        return parts

    def _checkpoint_payload(self, checkpoint: Checkpoint) -> dict:
        config = {"configurable": {"thread_id": self.thread_id, "checkpoint_ns": "",
                                   "checkpoint_id": str(checkpoint.pk)}}
        return {"config": config, "parent_config": None, "values": self.values,
                "next": list(checkpoint.state.get("next") or []), "tasks": [],
                "metadata": {"source": "loop", "step": checkpoint.iteration, "run_id": str(self.run.pk),
                             "parents": {}, "writes": {checkpoint.state["node"]: checkpoint.state["update"]}}}

    def _interrupt(self, data: dict) -> list[Part]:
        interrupt = [{"value": {"kind": data["kind"], **(data.get("payload") or {})}, "id": data["interrupt_id"]}]
        parts = [Part("updates", {"__interrupt__": interrupt})] if "updates" in self.modes else []
        if "values" in self.modes:
            parts.append(Part("values", {**self.values, "__interrupt__": interrupt}))
        return parts
