"""A conversation's title: the deterministic one its first question gives it at once, then, on a real model's
profile, a short title the model writes once the first turn has answered (ARCHITECTURE §6, issue 28).

The deterministic rule is mirrored in static/js/workspace/titles.js, so the page shows it the moment the
question is sent. The offline model (`lantide/…`) keeps the deterministic title: it has nothing better to say."""

import asyncio
import logging
import re

from asgiref.sync import sync_to_async
from django.conf import settings
from django.utils import timezone

from agents.models import Conversation, LLMProfile, Message, MessageRole, Run
from agents.runtime.events import Usage
from agents.runtime.llm.gateway import TextChunk, UsageChunk, stream_chat

logger = logging.getLogger(__name__)

# A conversation with one of these titles (case aside) is still untitled: its first question names it.
PLACEHOLDER_TITLES = frozenset({"", "new conversation"})
TITLE_FROM_QUESTION_CHARS = 60
MODEL_TITLE_MAX_TOKENS = 24
MODEL_TITLE_TIMEOUT_SECONDS = 15.0
LOCAL_MODEL_PREFIX = "lantide/"
TITLE_INSTRUCTION = (
    "Write a title of at most six words for a data-analysis conversation that starts with the user's question "
    "below. Answer with the title only: no quotes, no trailing period.")
_WRAPPING = "\"'`*_#“”‘’ "


def conversation_title_from_question(question: str) -> str:
    """The question on one line, cut to about 60 characters at a word boundary, its first letter capitalised."""
    text = " ".join((question or "").split())
    if len(text) > TITLE_FROM_QUESTION_CHARS:
        head = text[:TITLE_FROM_QUESTION_CHARS + 1]
        cut = head.rsplit(" ", 1)[0] if " " in head else head[:TITLE_FROM_QUESTION_CHARS]
        text = cut.rstrip(" ,;:.!?-—") + "…"
    return text[:1].upper() + text[1:]


def is_untitled(title: str) -> bool:
    return (title or "").strip().lower() in PLACEHOLDER_TITLES


def titles_by_model(profile: LLMProfile) -> bool:
    """Whether a run on this profile asks its model for the conversation's title (off for the offline model)."""
    return settings.LANTIDE_MODEL_TITLES and not profile.model.startswith(LOCAL_MODEL_PREFIX)


def clean_model_title(text: str) -> str:
    """The model's answer as a title: its first line, unwrapped, without a 'Title:' label, at most 80 chars."""
    line = next((part for part in (text or "").splitlines() if part.strip()), "")
    line = re.sub(r"^title\s*:", "", line.strip(_WRAPPING), flags=re.IGNORECASE).strip(_WRAPPING).rstrip(".")
    return conversation_title_from_question(line[:80]) if len(line) > 80 else line[:1].upper() + line[1:]


async def model_title(*, profile: LLMProfile, question: str) -> tuple[str, list[Usage]]:
    """Ask the profile's model (with its fallbacks) for a title; returns the cleaned title and the usage spent."""
    messages = [{"role": "system", "content": TITLE_INSTRUCTION}, {"role": "user", "content": question[:2000]}]
    text, usage = [], []
    async with asyncio.timeout(MODEL_TITLE_TIMEOUT_SECONDS):
        async for chunk in stream_chat(profile=profile, messages=messages, tools=[],
                                       max_tokens=MODEL_TITLE_MAX_TOKENS):
            if isinstance(chunk, TextChunk) and chunk.kind == "message":
                text.append(chunk.text)
            elif isinstance(chunk, UsageChunk):
                usage.append(Usage(chunk.prompt_tokens, chunk.completion_tokens, chunk.cost))
    return clean_model_title("".join(text)), usage


def _first_turn_still_titled_by_rule(run: Run) -> bool:
    conversation = Conversation.objects.only("title").get(pk=run.thread_id)
    first_turn = Message.objects.filter(conversation_id=run.thread_id, role=MessageRole.USER).count() == 1
    return first_turn and conversation.title == conversation_title_from_question(run.query)


def _replace_rule_title(run: Run, title: str) -> bool:
    """The model's title replaces the rule's, unless someone renamed the conversation meanwhile."""
    return bool(Conversation.objects.filter(pk=run.thread_id, title=conversation_title_from_question(run.query))
                .update(title=title, updated_at=timezone.now()))


async def title_conversation_by_model(*, run: Run, profile: LLMProfile) -> list[Usage]:
    """After a conversation's first successful turn: its model's title, best effort (a failure keeps the rule's
    title and is logged with the run id). Returns the usage to meter with the run."""
    if not titles_by_model(profile) or not await sync_to_async(_first_turn_still_titled_by_rule)(run):
        return []
    try:
        title, usage = await model_title(profile=profile, question=run.query)
    except Exception as error:  # noqa: BLE001 - a title is a nicety: the answer is already given
        logger.warning("agent.title.failed run=%s reason=%s", run.pk, type(error).__name__, extra={"run": str(run.pk)})
        return []
    if title and await sync_to_async(_replace_rule_title)(run, title):
        logger.info("agent.title.model run=%s", run.pk, extra={"run": str(run.pk)})
    return usage
