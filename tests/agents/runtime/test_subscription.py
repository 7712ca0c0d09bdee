"""Following a run: the first page of a replay is read once for the sockets that start together."""

import time

import pytest
from django.utils import timezone

from agents.models import Run, RunEvent
from agents.runtime.subscription import FIRST_PAGES, stored_events
from tests.factories import ConversationFactory

pytestmark = pytest.mark.django_db


def test_sockets_starting_together_share_one_read_of_the_first_page(django_assert_num_queries):
    run = Run.objects.create(thread=ConversationFactory(), status="running", query="q")
    RunEvent.objects.bulk_create([RunEvent(run=run, seq=i, type="message", data={"delta": str(i)}, ts=timezone.now())
                                  for i in (1, 2, 3)])
    with django_assert_num_queries(2):  # the run's parent, then its events: once for all of them
        pages = [FIRST_PAGES.read(run.pk, after=0) for _ in range(50)]
    assert all(page == stored_events(run.pk, after=0) for page in pages)
    RunEvent.objects.create(run=run, seq=4, type="message", data={"delta": "4"}, ts=timezone.now())
    time.sleep(FIRST_PAGES.ttl + 0.01)
    assert [e["seq"] for e in FIRST_PAGES.read(run.pk, after=0)] == [1, 2, 3, 4], "a stale page is read again"
    assert [e["seq"] for e in FIRST_PAGES.read(run.pk, after=2)] == [3, 4], "another cursor is another page"
