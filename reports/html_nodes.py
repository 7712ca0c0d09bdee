"""The HTML tree under the report contract and the chunk operations: one parser (lexbor, through selectolax), so
the validator, the editor and the browser that shows the report read the same HTML5 tree."""

import re
from collections.abc import Iterator
from typing import NamedTuple

from selectolax.lexbor import LexborHTMLParser, LexborNode

PROFILES = ("standard", "standard-chartjs", "revealjs", "offline")
CHUNK_ID_ATTR = "data-text-id"
CHUNK_DESC_ATTR = "data-chunk-desc"
CHART_SPEC_ATTR = "data-chart-spec"
REPORT_STYLES_ID = "report-styles"

_OPENING_TAG_LIMIT = 120
_TEXT_PREVIEW_LIMIT = 60
_ASCII_WHITESPACE = re.compile(r"[\t\n\f\r ]+")
# Never shown on the page: their text is code, CSS or inert markup, not what a reader sees.
_INVISIBLE_TAGS = frozenset({"script", "style", "template", "noscript", "title", "head"})
# A reader sees a break between these, so their texts must not run together ("Revenue" + "Q1" is not "RevenueQ1").
_BLOCK_TAGS = frozenset({
    "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div", "dl", "dt",
    "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr",
    "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "td", "th", "tr", "ul",
})


class Finding(NamedTuple):
    """A contract rule broken at one node (an element, or a text node directly in <body>)."""

    node: LexborNode
    rule: str
    message: str
    next_action: str


def parse_document(html: str) -> LexborHTMLParser:
    return LexborHTMLParser(html)


def parse_body_fragment(html: str) -> list[LexborNode]:
    """The top-level nodes `html` parses to inside a <body>: elements and text that is not only whitespace."""
    body = LexborHTMLParser("<!DOCTYPE html><html><head></head><body>" + html).body
    if body is None:
        return []
    return [node for node in body.iter(include_text=True, skip_empty=True) if not node.is_comment_node]


def walk_elements(root: LexborNode) -> Iterator[LexborNode]:
    """Every element from `root` down in document order, then the contents of its <template>s (a declarative
    shadow root is a <template> to this parser but rendered by Chromium, so its contents are checked too)."""
    pending = [root]
    while pending:
        subtree = pending.pop(0)
        yield from (node for node in subtree.traverse() if node.is_element_node)
        pending.extend(subtree.template_fragments())


def has_ancestor(node: LexborNode, *, matching_id: frozenset[int]) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.mem_id in matching_id:
            return True
        parent = parent.parent
    return False


def is_chunk(node: LexborNode) -> bool:
    return node.is_element_node and CHUNK_ID_ATTR in node.attrs


def chunk_id_of(node: LexborNode) -> str:
    return node.attrs.get(CHUNK_ID_ATTR) or ""


def chunk_desc_of(node: LexborNode) -> str:
    return node.attrs.get(CHUNK_DESC_ATTR) or ""


def chunk_elements(root: LexborNode) -> list[LexborNode]:
    return [node for node in walk_elements(root) if is_chunk(node)]


def collapse_whitespace(text: str) -> str:
    return _ASCII_WHITESPACE.sub(" ", text).strip(" ")


def visible_text(node: LexborNode) -> str:
    """The text a reader sees in `node`, ASCII whitespace collapsed (annotation ranges index into this)."""
    return collapse_whitespace("".join(_visible_text_pieces(node)))


def _visible_text_pieces(node: LexborNode) -> Iterator[str]:
    # An explicit stack, not recursion: a report may nest deeper than Python's recursion limit.
    stack: list[tuple[LexborNode, bool]] = [(node, False)]
    while stack:
        current, leaving = stack.pop()
        if leaving:
            yield " "
        elif current.is_text_node:
            yield current.text_content or ""
        elif current.is_element_node and current.tag not in _INVISIBLE_TAGS:
            if current.tag in _BLOCK_TAGS:
                yield " "
                stack.append((current, True))
            children = list(current.iter(include_text=True))
            stack.extend((child, False) for child in reversed(children))


def opening_tag(node: LexborNode) -> str:
    """The node as a short opening tag for a message, e.g. '<section data-text-id="Intro">'."""
    if node.is_text_node:
        text = collapse_whitespace(node.text_content or "")
        return f'#text "{_cut(text, limit=_TEXT_PREVIEW_LIMIT)}"'
    parts = [node.tag or "?"]
    for name, value in node.attributes.items():
        parts.append(name if value is None else f'{name}="{value.replace(chr(34), "&quot;")}"')
    tag = "<" + " ".join(parts) + ">"
    return tag if len(tag) <= _OPENING_TAG_LIMIT else tag[: _OPENING_TAG_LIMIT - 2] + "…>"


def _cut(text: str, *, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
