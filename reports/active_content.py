"""Contract rules on what a report may run or load: no scripts (the viewer draws charts from their specs, and
scripts in a report never run) and nothing fetched from elsewhere (the viewer has no network)."""

import re
from collections.abc import Iterator

from selectolax.lexbor import LexborHTMLParser, LexborNode

from reports.html_nodes import Finding, walk_elements

_SCRIPT_NEXT_ACTION = (
    "Remove the script, event handler or javascript: URL; put a chart's data in <canvas data-chart-spec='…'> "
    "and the viewer draws it."
)
_REMOTE_NEXT_ACTION = (
    "Inline what the report needs (CSS in <style id=\"report-styles\">, images as data:image/… URLs, charts as "
    "<canvas data-chart-spec>) and remove the reference."
)
# Elements that embed or redirect to another document, whatever their attributes say.
_EMBEDDING_TAGS = frozenset({"iframe", "frame", "frameset", "object", "embed", "applet", "portal", "base"})
# Attributes whose URL the browser fetches on its own (href only where no person clicks it: see _CLICKED_LINK_TAGS).
_LOADING_URL_ATTRS = (
    "src", "href", "xlink:href", "srcset", "imagesrcset", "poster", "data", "action", "formaction", "background",
    "lowsrc", "dynsrc", "codebase", "manifest",
)
_CLICKED_LINK_TAGS = frozenset({"a", "area"})
_SRCSET_ATTRS = frozenset({"srcset", "imagesrcset"})
_CSS_COMMENT = re.compile(r"/\*.*?(\*/|$)", re.DOTALL)
_CSS_ESCAPE = re.compile(r"\\([0-9a-fA-F]{1,6})[\t\n\f\r ]?|\\(.)", re.DOTALL)
# CSS that fetches: url(…) and image-set("…") (with or without a -webkit- prefix), src(…), @import.
_CSS_LOADERS = ("url(", "image-set(", "src(", "@import")
# The URL parser drops ASCII tabs and newlines anywhere and strips C0 controls and spaces at the ends.
_URL_IGNORED = re.compile(r"[\t\n\r]")
_URL_TRIMMED = "".join(chr(code) for code in range(0x21))


def script_findings(tree: LexborHTMLParser) -> Iterator[Finding]:
    for node in walk_elements(tree.root):
        problem = _script_problem(node)
        if problem:
            yield Finding(node, "no_scripts", problem, _SCRIPT_NEXT_ACTION)


def remote_resource_findings(tree: LexborHTMLParser) -> Iterator[Finding]:
    for node in walk_elements(tree.root):
        problem = _remote_load_problem(node)
        if problem:
            yield Finding(node, "no_remote_resources", problem, _REMOTE_NEXT_ACTION)


def _script_problem(node: LexborNode) -> str | None:
    if node.tag == "script":
        return "A report may not contain <script> elements: scripts in a report never run."
    for name, value in node.attributes.items():
        if name.startswith("on"):
            return f"The event-handler attribute {name} runs script, which a report may not do."
        if not name.startswith("data-") and _is_javascript_url(value or ""):
            return f"The attribute {name} holds a javascript: URL, which runs script."
    return None


def _is_javascript_url(value: str) -> bool:
    # `values` on an SVG <animate> is a ;-separated list, any of which may become a link's URL.
    candidates = _URL_IGNORED.sub("", value).split(";")
    return any(part.strip(_URL_TRIMMED).lower().startswith("javascript:") for part in candidates)


def _remote_load_problem(node: LexborNode) -> str | None:
    tag = node.tag or ""
    if tag in _EMBEDDING_TAGS:
        return f"<{tag}> embeds or points the page at another document."
    attributes = node.attributes
    if tag == "link" and "stylesheet" in (attributes.get("rel") or "").lower().split():
        return "<link rel=stylesheet> loads CSS from elsewhere."
    if tag == "meta" and (attributes.get("http-equiv") or "").strip().lower() == "refresh":
        return '<meta http-equiv="refresh"> sends the viewer to another page.'
    return _loading_attribute_problem(tag, attributes) or _css_problem(tag, node)


def _loading_attribute_problem(tag: str, attributes: dict[str, str | None]) -> str | None:
    for name in _LOADING_URL_ATTRS:
        value = attributes.get(name)
        if value is None or (name in ("href", "xlink:href") and tag in _CLICKED_LINK_TAGS):
            continue
        urls = _srcset_urls(value) if name in _SRCSET_ATTRS else [value]
        remote = next((url for url in urls if not _is_inline_url(url)), None)
        if remote is not None:
            shown = remote if len(remote) <= 60 else remote[:59] + "…"
            return f'{name}="{shown}" on <{tag}> loads from elsewhere; only #anchors and data:image URLs load here.'
    return None


def _is_inline_url(url: str) -> bool:
    normalized = _URL_IGNORED.sub("", url).strip(_URL_TRIMMED).lower()
    return normalized == "" or normalized.startswith("#") or normalized.startswith("data:image/")


def _srcset_urls(srcset: str) -> list[str]:
    """The candidate URLs of a srcset (HTML's algorithm, simplified: a data: URL may contain commas)."""
    urls = []
    for candidate in srcset.split():
        if candidate.rstrip(",") and not _is_srcset_descriptor(candidate.rstrip(",")):
            urls.append(candidate.strip(","))
    return urls


def _is_srcset_descriptor(token: str) -> bool:
    return token[-1:] in ("w", "x", "h") and token[:-1].replace(".", "", 1).isdigit()


def _css_problem(tag: str, node: LexborNode) -> str | None:
    loader = _css_loader(node.text() or "") if tag == "style" else None
    if loader:
        return f"The <style> element's CSS loads from elsewhere ({loader}…)."
    loader = _css_loader(node.attributes.get("style") or "")
    if loader:
        return f"The style attribute's CSS loads from elsewhere ({loader}…)."
    return None


def _css_loader(css: str) -> str | None:
    """The first loading construct in `css`, read the way a browser reads it (comments dropped, escapes decoded)."""
    decoded = _CSS_ESCAPE.sub(_decode_css_escape, _CSS_COMMENT.sub("", css)).lower()
    return next((loader for loader in _CSS_LOADERS if loader in decoded), None)


def _decode_css_escape(match: re.Match[str]) -> str:
    if match.group(1) is None:
        return match.group(2)
    code_point = int(match.group(1), 16)
    return chr(code_point) if 0 < code_point <= 0x10FFFF and not 0xD800 <= code_point <= 0xDFFF else "\ufffd"
