from rest_framework.pagination import LimitOffsetPagination


class ListPagination(LimitOffsetPagination):
    """`?limit=&offset=`, 100 a page by default. A larger limit is cut to `max_limit`: uncut, a limit past the
    database's integers reached the SQL and failed there (a 500), and any limit could ask for a whole table."""

    max_limit = 1000


class Paginated:
    """A view whose lists answer in pages (`paginated_response`): drf-spectacular reads `pagination_class`, so the
    OpenAPI schema shows the page ({count, next, previous, results}) and its `limit`/`offset` parameters."""

    pagination_class = ListPagination


def paginated_response(*, request, queryset, serializer_class, view: Paginated):
    """A limit/offset page of `queryset`: {count, next, previous, results}."""
    paginator = view.pagination_class()
    page = paginator.paginate_queryset(queryset, request, view=view)
    return paginator.get_paginated_response(serializer_class(page, many=True).data)
