"""The API's JSON parser (REST_FRAMEWORK's DEFAULT_PARSER_CLASSES): DRF's, with a bound on nesting."""

from rest_framework.parsers import JSONParser

from lantide.encoding import JSON_TOO_DEEP, json_depth_exceeds
from lantide.errors import ApplicationError, ErrorCode


class BoundedJSONParser(JSONParser):
    """DRF's parser turns only ValueError into a parse error: a 50,000-deep body raised RecursionError past it
    (500), and a 500-deep one parsed and then sank the serializers' recursive validation. Either is
    `400 INVALID_ARGUMENTS` here."""

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, JSON_TOO_DEEP) from None
        if json_depth_exceeds(data):
            raise ApplicationError(ErrorCode.INVALID_ARGUMENTS, JSON_TOO_DEEP)
        return data
