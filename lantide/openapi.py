"""The OpenAPI schema's view of every operation: drf-spectacular's, plus the errors every operation can answer."""

from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers


class ErrorSerializer(serializers.Serializer):
    """`{code, detail}` (lantide.errors): some errors add fields of their own (`fields`, `hint`, `position`)."""

    code = serializers.CharField(help_text="A stable error code (ARCHITECTURE §4.4, docs/architecture.md).")
    detail = serializers.CharField(help_text="A human sentence.")

    class Meta:
        ref_name = "Error"


CLIENT_ERROR = OpenApiResponse(ErrorSerializer, description=(
    "A client error: invalid input, no login, no access, no such object, a conflict, a limit (the code says which)."))


class AutoSchema(SpectacularAutoSchema):
    """Every operation can answer a client error, always in the error shape: the schema says so (`4XX`), so a
    client, and the fuzzing test, can hold the server to it."""

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        if direction == "response":
            responses.setdefault("4XX", self._get_response_for_code(CLIENT_ERROR, "4XX", direction=direction))
        return responses
