"""The report contract (ARCHITECTURE §11): what an HTML report must be for the chunk tools to edit it and the
viewer to show it. `validate_report` checks a whole document (create_html_report), `validate_body` the rules a
chunk edit can break; `content_hints` is advice, never an error.

Violations come rule by rule in the order of RULES, each rule's in document order, so the same document always
gets the same list and the first violation is the most basic one."""

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass

from selectolax.lexbor import LexborHTMLParser, LexborNode

from lantide.errors import ErrorCode
from reports.active_content import remote_resource_findings, script_findings
from reports.chart_spec import CHART_TYPES, chart_spec_problem
from reports.html_nodes import (
    CHART_SPEC_ATTR, CHUNK_DESC_ATTR, CHUNK_ID_ATTR, PROFILES, REPORT_STYLES_ID, Finding, chunk_desc_of, chunk_elements,
    chunk_id_of, has_ancestor, is_chunk, opening_tag, parse_document, visible_text, walk_elements,
)

__all__ = [
    "CHART_TYPES", "CHUNK_ID", "PROFILES", "RULES", "ContractViolation", "content_hints", "contract_error",
    "is_contract_html", "validate_body", "validate_report",
]

CHUNK_ID = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
MAX_REPORT_CHARS = 2_000_000
RULES = (
    "report_too_large", "root_contract", "root_profile", "report_styles", "chunk_id", "chunk_id_unique",
    "chunk_desc", "chunk_nested", "chunk_placement", "body_has_chunks", "body_loose_content", "no_scripts",
    "no_remote_resources", "chart_spec",
)
MIN_CHUNKS = 3
MIN_CHUNK_TEXT_CHARS = 400
# Matched in lowercase with "-", "_" and whitespace read as one space; the Chinese words cover reports written
# in the language of the product's own guides.
_SUMMARY_WORDS = ("summary", "overview", "key findings", "tl;dr", "tldr", "摘要", "总结", "總結", "概述", "概览", "概覽")
_LIMITATION_WORDS = (
    "limitation", "caveat", "assumption", "data quality", "局限", "限制", "假设", "假設", "数据质量", "資料品質",
)
_HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_CHART_SPEC_EXAMPLE = '{"type": "bar", "data": {"labels": ["A", "B"], "datasets": [{"label": "…", "data": [1, 2]}]}}'


@dataclass(frozen=True)
class ContractViolation:
    """One broken rule, as the model reads it: `rule` is a stable name from RULES, `element` the offending
    element as a short opening tag."""

    rule: str
    element: str
    message: str
    next_action: str

    def as_dict(self) -> dict:
        return asdict(self)


def validate_report(html: str) -> list[ContractViolation]:
    """Every rule of the contract over the whole document."""
    if len(html) > MAX_REPORT_CHARS:
        return [_too_large(html)]
    tree = parse_document(html)
    return [_violation(finding) for finding in _all_findings(tree)]


def validate_body(html: str) -> list[ContractViolation]:
    """The rules an edit inside <body> can break: the findings located in the body."""
    if len(html) > MAX_REPORT_CHARS:
        return [_too_large(html)]
    tree = parse_document(html)
    body_ids = frozenset(node.mem_id for node in walk_elements(tree.body))
    return [_violation(finding) for finding in _all_findings(tree) if _located_in(finding.node, body_ids=body_ids)]


def is_contract_html(html: str) -> bool:
    """Whether the document declares the contract (a file from before it must be re-generated)."""
    return parse_document(html).root.attrs.get("data-report-contract") == "1"


def contract_error(violations: Sequence[ContractViolation]) -> dict:
    """The HTML_CONTRACT_INVALID payload the model reads: the first violation's message and fix, then all."""
    if not violations:
        raise ValueError("contract_error needs at least one violation")
    first, more = violations[0], len(violations) - 1
    return {
        "code": ErrorCode.HTML_CONTRACT_INVALID,
        "message": first.message + (f" (+{more} more)" if more else ""),
        "violations": [violation.as_dict() for violation in violations],
        "next_action": first.next_action,
    }


def content_hints(html: str) -> list[dict]:
    """Advice on the content (never an error): too little of it, no summary up front, no stated limitations."""
    chunks = chunk_elements(parse_document(html).body)
    texts = [visible_text(chunk) for chunk in chunks]
    text_chars = sum(map(len, texts))
    hints = []
    if len(chunks) < MIN_CHUNKS or text_chars < MIN_CHUNK_TEXT_CHARS:
        hints.append(_hint(
            "HTML_CONTENT_THIN",
            f"The report has {len(chunks)} chunk(s) and {text_chars:,} characters of text; add sections "
            f"with findings, the numbers behind them and what they mean (at least {MIN_CHUNKS} chunks, "
            f"{MIN_CHUNK_TEXT_CHARS} characters).",
        ))
    if not any(_mentions(_summary_signals(chunk), _SUMMARY_WORDS) for chunk in chunks):
        hints.append(_hint(
            "HTML_MISSING_EXECUTIVE_SUMMARY",
            'Add an executive summary chunk first (e.g. data-text-id="executive-summary"): the key findings and '
            "what to do about them, in a few sentences.",
        ))
    limitation_signals = [f"{chunk_id_of(chunk)} {chunk_desc_of(chunk)} {text}" for chunk, text in zip(chunks, texts)]
    if not any(_mentions(signal, _LIMITATION_WORDS) for signal in limitation_signals):
        hints.append(_hint(
            "HTML_MISSING_LIMITATIONS",
            'Add a limitations chunk (e.g. data-text-id="limitations"): the caveats, assumptions and data quality '
            "issues a reader should weigh.",
        ))
    return hints


def _hint(code: str, message: str) -> dict:
    return {"code": code, "message": message}


def _summary_signals(chunk: LexborNode) -> str:
    heading = next((node for node in walk_elements(chunk) if node.tag in _HEADING_TAGS), None)
    heading_text = visible_text(heading) if heading is not None else ""
    return f"{chunk_id_of(chunk)} {chunk_desc_of(chunk)} {heading_text}"


def _mentions(text: str, words: tuple[str, ...]) -> bool:
    normalized = re.sub(r"[-_\s]+", " ", text.lower())
    return any(word in normalized for word in words)


def _all_findings(tree: LexborHTMLParser) -> Iterator[Finding]:
    for rule in _RULE_CHECKS:
        yield from rule(tree)


def _violation(finding: Finding) -> ContractViolation:
    return ContractViolation(finding.rule, opening_tag(finding.node), finding.message, finding.next_action)


def _located_in(node: LexborNode, *, body_ids: frozenset[int]) -> bool:
    element = node.parent if node.is_text_node else node
    return element is not None and element.mem_id in body_ids


def _too_large(html: str) -> ContractViolation:
    return ContractViolation(
        "report_too_large", "<html>", f"The report is {len(html):,} characters; the limit is {MAX_REPORT_CHARS:,}.",
        "Shorten the report: summarize long tables, drop repeated content and keep charts as specs, not images.",
    )


def _root_contract(tree: LexborHTMLParser) -> Iterator[Finding]:
    value = tree.root.attrs.get("data-report-contract")
    if value != "1":
        found = "has no data-report-contract" if value is None else f'has data-report-contract="{value}"'
        yield Finding(
            tree.root, "root_contract", f'The <html> element {found}; the contract needs data-report-contract="1".',
            'Put data-report-contract="1" on the <html> element (a report from before the contract: re-generate it).',
        )


def _root_profile(tree: LexborHTMLParser) -> Iterator[Finding]:
    profile = tree.root.attrs.get("data-report-profile")
    if profile not in PROFILES:
        found = "has no data-report-profile" if profile is None else f'has data-report-profile="{profile}"'
        yield Finding(
            tree.root, "root_profile", f"The <html> element {found}; it must be one of {', '.join(PROFILES)}.",
            f"Set data-report-profile on <html> to one of {', '.join(PROFILES)}.",
        )


def _report_styles(tree: LexborHTMLParser) -> Iterator[Finding]:
    styles = [node for node in walk_elements(tree.root) if node.tag == "style" and node.id == REPORT_STYLES_ID]
    if not styles:
        yield Finding(
            tree.head, "report_styles", 'The document has no <style id="report-styles">.',
            'Add one <style id="report-styles"> inside <head> holding all of the report\'s CSS.',
        )
    for index, style in enumerate(styles):
        if index > 0:
            yield Finding(
                style, "report_styles", f'This is <style id="report-styles"> number {index + 1}; there must be one.',
                'Move its CSS into the first <style id="report-styles"> and delete this one.',
            )
        elif style.parent is None or style.parent.tag != "head":
            yield Finding(
                style, "report_styles", '<style id="report-styles"> must be inside <head>, not in the body.',
                'Move <style id="report-styles"> into <head>.',
            )


def _chunk_id(tree: LexborHTMLParser) -> Iterator[Finding]:
    for chunk in chunk_elements(tree.root):
        if not CHUNK_ID.match(chunk_id_of(chunk)):
            yield Finding(
                chunk, "chunk_id", f"The chunk id {chunk_id_of(chunk)!r} does not match {CHUNK_ID.pattern}.",
                f'Use a data-text-id of lowercase letters, digits, "-" and "_" that starts with a letter (at most 64 '
                f'characters), e.g. "{_suggested_chunk_id(chunk_id_of(chunk))}".',
            )


def _suggested_chunk_id(raw: str) -> str:
    slug = re.sub(r"[^a-z0-9_-]+", "-", raw.lower()).strip("-_")
    return ("section-" + slug if not slug[:1].isalpha() else slug)[:64].rstrip("-_") or "section"


def _chunk_id_unique(tree: LexborHTMLParser) -> Iterator[Finding]:
    seen: set[str] = set()
    for chunk in chunk_elements(tree.root):
        chunk_id = chunk_id_of(chunk)
        if chunk_id in seen:
            yield Finding(
                chunk, "chunk_id_unique", f"Another chunk before this one already has data-text-id {chunk_id!r}.",
                f'Give this chunk an id no other chunk uses, e.g. "{chunk_id[:62]}-2".',
            )
        seen.add(chunk_id)


def _chunk_desc(tree: LexborHTMLParser) -> Iterator[Finding]:
    for chunk in chunk_elements(tree.root):
        if not chunk_desc_of(chunk).strip():
            yield Finding(
                chunk, "chunk_desc", f"The chunk {chunk_id_of(chunk)!r} has no (or an empty) {CHUNK_DESC_ATTR}.",
                f'Add {CHUNK_DESC_ATTR}: a few words on what the chunk holds, e.g. "Revenue by region, bar chart".',
            )


def _chunk_nested(tree: LexborHTMLParser) -> Iterator[Finding]:
    chunks = chunk_elements(tree.root)
    chunk_ids = frozenset(chunk.mem_id for chunk in chunks)
    for chunk in chunks:
        if has_ancestor(chunk, matching_id=chunk_ids):
            yield Finding(
                chunk, "chunk_nested", f"The chunk {chunk_id_of(chunk)!r} is inside another chunk; chunks do not nest.",
                f"Remove {CHUNK_ID_ATTR} and {CHUNK_DESC_ATTR} from the inner element, or make it its own chunk "
                "directly in <body>.",
            )


def _chunk_placement(tree: LexborHTMLParser) -> Iterator[Finding]:
    chunks = chunk_elements(tree.root)
    chunk_ids = frozenset(chunk.mem_id for chunk in chunks)
    body_id = tree.body.mem_id
    for chunk in chunks:
        parent = chunk.parent
        if (parent is None or parent.mem_id != body_id) and not has_ancestor(chunk, matching_id=chunk_ids):
            where = f"<{parent.tag}>" if parent is not None and parent.tag else "a template"
            yield Finding(
                chunk, "chunk_placement",
                f"The chunk {chunk_id_of(chunk)!r} is inside {where}, not directly in <body>.",
                "Move the chunk out of its wrapper so it is a direct child of <body> (layout belongs in the CSS).",
            )


def _body_has_chunks(tree: LexborHTMLParser) -> Iterator[Finding]:
    if not any(is_chunk(child) for child in tree.body.iter()):
        yield Finding(
            tree.body, "body_has_chunks", "The <body> has no chunk directly in it, so nothing in it can be edited.",
            f"Put the content in chunks: direct children of <body> with {CHUNK_ID_ATTR} and {CHUNK_DESC_ATTR}.",
        )


def _body_loose_content(tree: LexborHTMLParser) -> Iterator[Finding]:
    for child in tree.body.iter(include_text=True, skip_empty=True):
        refused_elsewhere = child.tag == "script" or (child.tag == "style" and child.id == REPORT_STYLES_ID)
        if child.is_comment_node or is_chunk(child) or refused_elsewhere:
            continue
        what = "Text" if child.is_text_node else f"The <{child.tag}> element"
        yield Finding(
            child, "body_loose_content", f"{what} directly in <body> is outside every chunk.",
            f"Move it into a chunk (an element with {CHUNK_ID_ATTR} and {CHUNK_DESC_ATTR}) or delete it.",
        )


def _chart_spec(tree: LexborHTMLParser) -> Iterator[Finding]:
    for node in walk_elements(tree.root):
        if CHART_SPEC_ATTR not in node.attrs:
            continue
        if node.tag != "canvas":
            yield Finding(
                node, "chart_spec", f"{CHART_SPEC_ATTR} is on a <{node.tag}>; only a <canvas> draws a chart.",
                f"Put the spec on a <canvas {CHART_SPEC_ATTR}='…'> instead.",
            )
            continue
        problem = chart_spec_problem(node.attrs.get(CHART_SPEC_ATTR) or "")
        if problem:
            yield Finding(
                node, "chart_spec", problem,
                f"Write {CHART_SPEC_ATTR} as a Chart.js config in JSON, e.g. {_CHART_SPEC_EXAMPLE}.",
            )


_RULE_CHECKS: tuple[Callable[[LexborHTMLParser], Iterator[Finding]], ...] = (
    _root_contract, _root_profile, _report_styles, _chunk_id, _chunk_id_unique, _chunk_desc, _chunk_nested,
    _chunk_placement, _body_has_chunks, _body_loose_content, script_findings, remote_resource_findings, _chart_spec,
)
