"""A conversation takes its title from its first question, deterministically; a title someone chose stays."""

import pytest

from agents.services import turn_start
from agents.runtime.conversation_titles import TITLE_FROM_QUESTION_CHARS, conversation_title_from_question
from tests.factories import ConversationFactory


@pytest.mark.parametrize(("question", "title"), [
    ("how many orders are there?", "How many orders are there?"),
    ("  total   revenue\nby region ", "Total revenue by region"),
    ("which 5 customers spent the most in total over all of their orders since the very first one?",
     "Which 5 customers spent the most in total over all of their…"),
    ("x" * 100, "X" + "x" * (TITLE_FROM_QUESTION_CHARS - 1) + "…"),
    ("élan by month", "Élan by month"),
    ("", ""),
])
def test_the_title_is_the_question_cut_at_a_word_boundary_and_capitalised(question, title):
    assert conversation_title_from_question(question) == title


def test_a_cut_title_stays_within_the_limit_and_ends_on_a_whole_word():
    title = conversation_title_from_question("revenue by region and product and month and year for every customer")
    assert len(title) <= TITLE_FROM_QUESTION_CHARS + 1
    assert title == "Revenue by region and product and month and year for every…"


@pytest.mark.django_db
@pytest.mark.parametrize("placeholder", ["", "New conversation", "new conversation"])
def test_the_first_question_names_an_untitled_conversation(placeholder):
    conversation = ConversationFactory(title=placeholder)
    turn_start(user=conversation.owner, conversation=conversation, text="top 3 regions by revenue")
    conversation.refresh_from_db()
    assert conversation.title == "Top 3 regions by revenue"


@pytest.mark.django_db
def test_a_chosen_title_and_a_later_question_leave_the_title_alone():
    conversation = ConversationFactory(title="Q3 review")
    turn_start(user=conversation.owner, conversation=conversation, text="how many orders are there?")
    conversation.refresh_from_db()
    assert conversation.title == "Q3 review"
