"""`POST /assistants/search`, `GET /assistants/<id>`: the built-in analyst and every agent visible to the user."""

from agents.langgraph_api.edge import Call, endpoint, sync
from agents.langgraph_api.inputs import choice_field, int_field, object_field
from agents.langgraph_api.shapes import ANALYST, MIGRATION, assistant_shape, migration_assistant_shape
from agents.models import Agent
from agents.selectors import access_agent_by_id, agents_visible_to
from lantide.errors import NotFound

SORT_FIELDS = ("assistant_id", "graph_id", "name", "created_at", "updated_at")


def assistant_for(*, user, assistant_id: str) -> Agent | None:
    """None is a built-in assistant (the analyst, the migration graph); an agent the user cannot see is NOT_FOUND."""
    if assistant_id in (ANALYST, MIGRATION):
        return None
    if not str(assistant_id).isdecimal():
        raise NotFound("Assistant")
    try:
        return access_agent_by_id(user=user, agent_id=assistant_id)
    except NotFound:
        raise NotFound("Assistant") from None


def _matches(shape: dict, *, metadata: dict, graph_id, name) -> bool:
    return ((graph_id is None or shape["graph_id"] == graph_id)
            and (not name or str(name).lower() in shape["name"].lower())
            and all(shape["metadata"].get(key) == value for key, value in metadata.items()))


def search_assistants(call: Call) -> list[dict]:
    body = call.body
    metadata = object_field(body, "metadata")
    shapes = [assistant_shape(None), migration_assistant_shape(),
              *(assistant_shape(a) for a in agents_visible_to(user=call.user))]
    found = [s for s in shapes if _matches(s, metadata=metadata, graph_id=body.get("graph_id"), name=body.get("name"))]
    sort_by = choice_field(body, "sort_by", SORT_FIELDS, default="created_at")
    descending = choice_field(body, "sort_order", ("asc", "desc"), default="desc") == "desc"
    found.sort(key=lambda s: str(s[sort_by]), reverse=descending)
    offset = int_field(body, "offset", default=0, high=10**6)
    return found[offset:offset + int_field(body, "limit", default=10, low=1)]


def get_assistant(call: Call, assistant_id: str) -> dict:
    if assistant_id == MIGRATION:
        return migration_assistant_shape()
    return assistant_shape(assistant_for(user=call.user, assistant_id=assistant_id))


search = endpoint(post=sync(search_assistants, reads=True))
detail = endpoint(get=sync(get_assistant))
