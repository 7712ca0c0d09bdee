from rest_framework.pagination import LimitOffsetPagination


def paginated_response(*, request, queryset, serializer_class, view):
    """A limit/offset page of `queryset`: {count, next, previous, results}."""
    paginator = LimitOffsetPagination()
    page = paginator.paginate_queryset(queryset, request, view=view)
    return paginator.get_paginated_response(serializer_class(page, many=True).data)
