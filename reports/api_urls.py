from django.urls import path, re_path

from reports.apis import documents, plans, reviews

# A trailing slash is accepted where the contract writes none; `(?:/)?` keeps the schema's path the contract's.
urlpatterns = [
    path("workspaces/<int:workspace_id>/reports/", documents.ReportListCreateApi.as_view(),
         name="api-workspace-reports"),
    re_path(r"^reports/(?P<report_id>[0-9]+)(?:/)?$", documents.ReportDetailApi.as_view(), name="api-report"),
    re_path(r"^reports/(?P<report_id>[0-9]+)/html(?:/)?$", documents.ReportHtmlApi.as_view(), name="api-report-html"),
    re_path(r"^reports/(?P<report_id>[0-9]+)/view(?:/)?$", documents.ReportViewApi.as_view(), name="api-report-view"),
    path("reports/<int:report_id>/annotations/", reviews.AnnotationListCreateApi.as_view(),
         name="api-report-annotations"),
    re_path(r"^reports/(?P<report_id>[0-9]+)/annotations/(?P<annotation_id>[0-9]+)(?:/)?$",
            reviews.AnnotationDetailApi.as_view(), name="api-report-annotation"),
    path("reports/<int:report_id>/deliveries/", reviews.ReportDeliveryListCreateApi.as_view(),
         name="api-report-deliveries"),
    path("deliveries/", reviews.DeliveryListApi.as_view(), name="api-deliveries"),
    re_path(r"^deliveries/(?P<delivery_id>[0-9]+)(?:/)?$", reviews.DeliveryDetailApi.as_view(), name="api-delivery"),
    path("conversations/<uuid:conversation_id>/plan", plans.ConversationPlanApi.as_view(), name="api-conversation-plan"),
]
