"""Cache tables (query results kept in the workspace file) as their owner reads them: the list, one with its
lineage, its rows page by page, and a CSV export streamed from DuckDB."""

from collections.abc import AsyncIterator, Generator

from asgiref.sync import sync_to_async
from django.http import StreamingHttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.pagination import Paginated, paginated_response
from workspaces.apis.workspaces import TableOutputSerializer
from workspaces.query.cache_registry import caches_for_user
from workspaces.query.cache_selectors import (
    access_cache_by_name, cache_csv_chunks, cache_csv_filename, cache_detail, cache_page,
)
from workspaces.selectors import access_workspace_by_id


ColumnSerializer = TableOutputSerializer.ColumnSerializer  # {name, type}: one schema component for both


class ColumnSummarySerializer(serializers.Serializer):
    """Of the whole result: min and max for columns whose values order plainly (numbers, text, dates…)."""

    name = serializers.CharField()
    nulls = serializers.IntegerField()
    distinct = serializers.IntegerField(required=False,
                                        help_text="For columns that are not nested, in results up to 2,048 rows.")
    min = serializers.JSONField(required=False)
    max = serializers.JSONField(required=False)


def _cache_for(request, workspace_id, name: str):
    workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
    return access_cache_by_name(user=request.user, workspace=workspace, name=name)


class CacheListApi(Paginated, APIView):
    """The workspace's cache tables the user may see (their conversations' and unowned ones), newest first."""

    class CacheOutputSerializer(serializers.Serializer):
        name = serializers.CharField()
        title = serializers.CharField()
        sql = serializers.CharField()
        row_count = serializers.IntegerField()
        duration_ms = serializers.FloatField()
        conversation = serializers.UUIDField(source="conversation_id", allow_null=True)
        source_tables = serializers.ListField(child=serializers.CharField())
        created_at = serializers.DateTimeField()

    @extend_schema(responses=CacheOutputSerializer(many=True))
    def get(self, request, workspace_id: int):
        workspace = access_workspace_by_id(user=request.user, workspace_id=workspace_id)
        caches = caches_for_user(user=request.user, workspace=workspace)
        return paginated_response(request=request, queryset=caches, serializer_class=self.CacheOutputSerializer,
                                  view=self)


class CacheDetailApi(APIView):
    class CacheDetailOutputSerializer(serializers.Serializer):
        name = serializers.CharField()
        title = serializers.CharField()
        sql = serializers.CharField()
        row_count = serializers.IntegerField()
        lineage = serializers.JSONField(help_text="{cache, title, sql, row_count, reads: [lineage | {table}]}")

    @extend_schema(responses=CacheDetailOutputSerializer)
    def get(self, request, workspace_id: int, name: str):
        cache = _cache_for(request, workspace_id, name)
        return Response(self.CacheDetailOutputSerializer(cache_detail(cache=cache)).data)


class CacheRowsApi(APIView):
    """A page of a cache table's rows, optionally sorted by one of its columns."""

    class CacheRowsFilterSerializer(serializers.Serializer):
        offset = serializers.IntegerField(min_value=0, max_value=10**12, default=0)
        limit = serializers.IntegerField(min_value=1, max_value=500, default=50)
        sort = serializers.CharField(max_length=200, required=False, allow_blank=True, default="",
                                     help_text="A column of the cache; empty: the table's row order.")
        desc = serializers.BooleanField(required=False, default=False)

    class CacheRowsOutputSerializer(serializers.Serializer):
        name = serializers.CharField()
        offset = serializers.IntegerField()
        limit = serializers.IntegerField()
        row_count = serializers.IntegerField()
        columns = ColumnSerializer(many=True)
        rows = serializers.ListField(child=serializers.ListField(child=serializers.JSONField()))
        truncated = serializers.BooleanField(help_text="More rows follow, or a long value was cut (2,000 characters "
                                                       "a cell, ~1 MB a page); the export has them whole.")

    @extend_schema(parameters=[CacheRowsFilterSerializer], responses=CacheRowsOutputSerializer)
    def get(self, request, workspace_id: int, name: str):
        cache = _cache_for(request, workspace_id, name)
        filters = self.CacheRowsFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        offset, limit = filters.validated_data["offset"], filters.validated_data["limit"]
        page = cache_page(cache=cache, offset=offset, limit=limit, sort=filters.validated_data["sort"] or None,
                          descending=filters.validated_data["desc"])
        return Response(self.CacheRowsOutputSerializer({
            "name": cache.name, "offset": offset, "limit": limit, "row_count": page.row_count,
            "columns": page.columns, "rows": page.rows, "truncated": page.truncated,
        }).data)


async def _pulled_in_thread(chunks: Generator[bytes, None, None]) -> AsyncIterator[bytes]:
    pull = sync_to_async(next)
    try:
        while (chunk := await pull(chunks, None)) is not None:
            yield chunk
    finally:
        await sync_to_async(chunks.close)()


def _streamed(request, chunks: Generator[bytes, None, None]):
    """Under ASGI (daphne) Django buffers a sync iterator whole; hand it an async one, pulled batch by batch."""
    return _pulled_in_thread(chunks) if getattr(request, "scope", None) is not None else chunks


class CacheExportApi(APIView):
    """The whole cache table as a CSV download."""

    def perform_content_negotiation(self, request, force=False):
        # The body is CSV whatever the Accept header says; errors still leave as JSON.
        return super().perform_content_negotiation(request, force=True)

    @extend_schema(responses={(200, "text/csv"): OpenApiTypes.STR})
    def get(self, request, workspace_id: int, name: str):
        cache = _cache_for(request, workspace_id, name)
        response = StreamingHttpResponse(_streamed(request, cache_csv_chunks(cache=cache)),
                                         content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = content_disposition_header(True, cache_csv_filename(cache=cache))
        return response
