"""Annotations and external-delivery pointers over REST (ARCHITECTURE §11). Any member comments on a report (a
review is what viewers are asked for); editors and owners, or the comment's author, resolve and reopen it;
delivery pointers are written by editors and owners and listed across the user's workspaces."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from lantide.audit import Actor
from lantide.errors import Forbidden
from lantide.pagination import Paginated, paginated_response
from reports.models import AnnotationStatus, DeliveryKind
from reports.selectors import (
    access_annotation_by_id, access_delivery_by_id, access_report_by_id, annotations_of, deliveries_for_user,
    deliveries_of,
)
from reports.services.annotations import annotation_create, annotation_reopen, annotation_resolve
from reports.services.deliveries import delivery_link, delivery_unlink, delivery_update
from workspaces.models import ROLE_RANK, Role
from workspaces.selectors import membership_get


class AnnotationOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    report = serializers.IntegerField(source="report_id")
    chunk_id = serializers.CharField(source="anchor")
    quote = serializers.CharField()
    start = serializers.IntegerField(allow_null=True)
    end = serializers.IntegerField(allow_null=True)
    text = serializers.CharField()
    status = serializers.ChoiceField(choices=AnnotationStatus.choices)
    author = serializers.CharField(source="author.username", default=None, allow_null=True)
    resolution_note = serializers.CharField()
    resolved_by = serializers.CharField(source="resolved_by_label")
    resolved_at = serializers.DateTimeField(allow_null=True)
    created_at = serializers.DateTimeField()


class AnnotationListCreateApi(Paginated, APIView):
    class AnnotationFilterSerializer(serializers.Serializer):
        status = serializers.ChoiceField(choices=AnnotationStatus.choices, required=False)

    class AnnotationCreateInputSerializer(serializers.Serializer):
        chunk_id = serializers.CharField(max_length=64)
        text = serializers.CharField(max_length=4000)
        quote = serializers.CharField(max_length=2000, required=False, allow_blank=True, default="")
        start = serializers.IntegerField(min_value=0, max_value=2_000_000, required=False, allow_null=True)
        end = serializers.IntegerField(min_value=0, max_value=2_000_000, required=False, allow_null=True)

    @extend_schema(parameters=[AnnotationFilterSerializer], responses=AnnotationOutputSerializer(many=True))
    def get(self, request, report_id: int):
        report = access_report_by_id(user=request.user, report_id=report_id)
        filters = self.AnnotationFilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        return paginated_response(request=request, view=self, serializer_class=AnnotationOutputSerializer,
                                  queryset=annotations_of(report=report, status=filters.validated_data.get("status")))

    @extend_schema(request=AnnotationCreateInputSerializer, responses={201: AnnotationOutputSerializer})
    def post(self, request, report_id: int):
        report = access_report_by_id(user=request.user, report_id=report_id)
        data = self.AnnotationCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields = dict(data.validated_data)
        annotation = annotation_create(report=report, user=request.user, anchor=fields.pop("chunk_id"), **fields)
        return Response(AnnotationOutputSerializer(annotation).data, status=status.HTTP_201_CREATED)


class AnnotationDetailApi(APIView):
    """Resolve an annotation (with a note) or reopen it."""

    class AnnotationUpdateInputSerializer(serializers.Serializer):
        status = serializers.ChoiceField(choices=AnnotationStatus.choices)
        resolution_note = serializers.CharField(max_length=4000, required=False, allow_blank=True, default="")

    @extend_schema(request=AnnotationUpdateInputSerializer, responses=AnnotationOutputSerializer)
    def patch(self, request, report_id: int, annotation_id: int):
        annotation = access_annotation_by_id(user=request.user, report_id=report_id, annotation_id=annotation_id)
        membership = membership_get(user=request.user, workspace=annotation.report.workspace)
        if annotation.author_id != request.user.pk and ROLE_RANK[membership.role] < ROLE_RANK[Role.EDITOR]:
            raise Forbidden("Only the comment's author, an editor or an owner resolves it.")
        data = self.AnnotationUpdateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        actor = Actor.person(request.user)
        if data.validated_data["status"] == AnnotationStatus.RESOLVED:
            annotation = annotation_resolve(annotation=annotation, note=data.validated_data["resolution_note"],
                                            actor=actor)
        else:
            annotation = annotation_reopen(annotation=annotation, actor=actor)
        return Response(AnnotationOutputSerializer(annotation).data)


class DeliveryOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    report = serializers.IntegerField(source="report_id")
    report_title = serializers.CharField(source="report.title")
    workspace = serializers.IntegerField(source="report.workspace_id")
    kind = serializers.ChoiceField(choices=DeliveryKind.choices)
    location = serializers.CharField()
    label = serializers.CharField()
    note = serializers.CharField()
    created_by = serializers.CharField(source="created_by.username", default=None, allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class DeliveryInputSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=DeliveryKind.choices)
    location = serializers.CharField(max_length=500)
    label = serializers.CharField(max_length=200, required=False, allow_blank=True)
    note = serializers.CharField(max_length=2000, required=False, allow_blank=True)


class ReportDeliveryListCreateApi(Paginated, APIView):
    @extend_schema(responses=DeliveryOutputSerializer(many=True))
    def get(self, request, report_id: int):
        report = access_report_by_id(user=request.user, report_id=report_id)
        return paginated_response(request=request, queryset=deliveries_of(report=report),
                                  serializer_class=DeliveryOutputSerializer, view=self)

    @extend_schema(request=DeliveryInputSerializer, responses={201: DeliveryOutputSerializer})
    def post(self, request, report_id: int):
        report = access_report_by_id(user=request.user, report_id=report_id, min_role=Role.EDITOR)
        data = DeliveryInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        delivery = delivery_link(report=report, user=request.user, actor=Actor.person(request.user),
                                 **data.validated_data)
        return Response(DeliveryOutputSerializer(delivery).data, status=status.HTTP_201_CREATED)


class DeliveryListApi(Paginated, APIView):
    """Every delivery pointer of the reports in the user's workspaces (a list only)."""

    @extend_schema(responses=DeliveryOutputSerializer(many=True))
    def get(self, request):
        return paginated_response(request=request, queryset=deliveries_for_user(user=request.user),
                                  serializer_class=DeliveryOutputSerializer, view=self)


class DeliveryDetailApi(APIView):
    @extend_schema(request=DeliveryInputSerializer(partial=True), responses=DeliveryOutputSerializer)
    def patch(self, request, delivery_id: int):
        delivery = access_delivery_by_id(user=request.user, delivery_id=delivery_id, min_role=Role.EDITOR)
        data = DeliveryInputSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        delivery = delivery_update(delivery=delivery, actor=Actor.person(request.user), **data.validated_data)
        return Response(DeliveryOutputSerializer(delivery).data)

    @extend_schema(responses={204: None})
    def delete(self, request, delivery_id: int):
        delivery = access_delivery_by_id(user=request.user, delivery_id=delivery_id, min_role=Role.EDITOR)
        delivery_unlink(delivery=delivery, actor=Actor.person(request.user))
        return Response(status=status.HTTP_204_NO_CONTENT)
