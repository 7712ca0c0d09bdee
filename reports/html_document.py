"""Chunk operations on a contract report (the read/get/patch/insert/delete chunk and style tools). Each edits one
chunk in the parsed tree and leaves the rest of the tree as it was; the caller checks the result with
`reports.contract.validate_body(document.html())` (or `validate_report` after `set_styles`)."""

import html as html_escaping

from selectolax.lexbor import LexborHTMLParser, LexborNode

from reports.html_nodes import (
    CHART_SPEC_ATTR, PROFILES, REPORT_STYLES_ID, chunk_desc_of, chunk_elements, chunk_id_of, is_chunk, opening_tag,
    parse_body_fragment, parse_document, visible_text, walk_elements,
)

_DOCTYPE = "<!DOCTYPE html>"


class ChunkNotFound(LookupError):
    def __init__(self, chunk_id: str, *, known_ids: list[str]):
        self.chunk_id = chunk_id
        self.known_ids = known_ids
        super().__init__(f"No chunk has data-text-id {chunk_id!r}; the chunks are: {', '.join(known_ids) or 'none'}.")


class PatchNotApplicable(ValueError):
    def __init__(self, find: str, *, occurrences: int):
        self.find = find
        self.occurrences = occurrences
        if not find:
            reason = "An empty find text matches everywhere"
        elif occurrences == 0:
            reason = (
                f"The find text {find[:80]!r} is not in the chunk's HTML as get_html_chunk_by_id returns it "
                "(attributes in double quotes, with &quot; and &amp; inside)"
            )
        else:
            reason = f"The find text {find[:80]!r} occurs {occurrences} times in the chunk's HTML"
        super().__init__(f"{reason}; it must occur exactly once. Quote more of the surrounding HTML.")


class ChunkHtmlInvalid(ValueError):
    """HTML given for a chunk is not one chunk element, or takes an id another chunk has."""


class ReportDocument:
    def __init__(self, tree: LexborHTMLParser):
        self._tree = tree

    @classmethod
    def parse(cls, html: str) -> "ReportDocument":
        return cls(parse_document(html))

    def chunks(self) -> list[dict]:
        return [
            {
                "id": chunk_id_of(chunk),
                "desc": chunk_desc_of(chunk),
                "tag": chunk.tag,
                "text_chars": len(visible_text(chunk)),
                "charts": sum(1 for node in walk_elements(chunk) if _is_chart(node)),
            }
            for chunk in self._chunk_nodes()
        ]

    def text(self) -> str:
        """A readable outline (read_html_text): '[id] desc', then the chunk's visible text, per chunk."""
        sections = []
        for chunk in self._chunk_nodes():
            header = f"[{chunk_id_of(chunk)}] {chunk_desc_of(chunk)}".rstrip()
            body = visible_text(chunk)
            sections.append(f"{header}\n{body}" if body else header)
        return "\n\n".join(sections)

    def chunk_html(self, chunk_id: str) -> str:
        return self._chunk_node(chunk_id).html or ""

    def chunk_text(self, chunk_id: str) -> str:
        return visible_text(self._chunk_node(chunk_id))

    def replace_chunk(self, chunk_id: str, html: str) -> None:
        """patch mode=full: `html` is the chunk's new outer HTML; its id may change to one no other chunk has."""
        old = self._chunk_node(chunk_id)
        new = _single_chunk_element(html)
        new_id = chunk_id_of(new)
        if new_id != chunk_id and new_id in self._chunk_ids():
            raise ChunkHtmlInvalid(
                f"Another chunk already has data-text-id {new_id!r}; keep {chunk_id!r} or pick an unused id."
            )
        old.replace_with(new)

    def replace_text(self, chunk_id: str, replacements: list[tuple[str, str]]) -> None:
        """patch mode=replace/replacements: each `find` must occur once in the chunk's outer HTML at its turn;
        all apply or none do."""
        source = self.chunk_html(chunk_id)
        for find, replacement in replacements:
            occurrences = _occurrences(source, find)
            if occurrences != 1:
                raise PatchNotApplicable(find, occurrences=occurrences)
            source = source.replace(find, replacement, 1)
        self.replace_chunk(chunk_id, source)

    def insert_chunk(self, html: str, *, after: str | None = None, before: str | None = None) -> str:
        """Adds one chunk after or before another, or at the end of <body>; returns its id."""
        if after is not None and before is not None:
            raise ValueError("Give after or before, not both.")
        anchor_id = after if after is not None else before
        anchor = self._chunk_node(anchor_id) if anchor_id is not None else None
        new = _single_chunk_element(html)
        new_id = chunk_id_of(new)
        if new_id in self._chunk_ids():
            raise ChunkHtmlInvalid(f"A chunk with data-text-id {new_id!r} already exists; pick an unused id.")
        if anchor is None:
            self._tree.body.insert_child(new)
        elif after is not None:
            anchor.insert_after(new)
        else:
            anchor.insert_before(new)
        return new_id

    def delete_chunk(self, chunk_id: str) -> None:
        self._chunk_node(chunk_id).decompose()

    def styles(self) -> str:
        style = self._report_styles_node()
        return style.text() if style is not None else ""

    def set_styles(self, css: str) -> None:
        """Replaces the CSS of <style id="report-styles"> (creating it in <head> if missing)."""
        if "</style" in css.lower():
            # The serializer writes a style's text as is, so "</style" would close it and the rest become HTML.
            raise ValueError('CSS may not contain "</style".')
        style = self._report_styles_node()
        if style is None:
            style = self._tree.create_node("style")
            style.attrs["id"] = REPORT_STYLES_ID
            self._tree.head.insert_child(style)
            style = self._report_styles_node()
        for child in list(style.iter(include_text=True)):
            child.decompose()
        style.insert_child(css)

    def html(self) -> str:
        serialized = self._tree.html or ""
        return serialized if serialized[:9].upper() == "<!DOCTYPE" else _DOCTYPE + serialized

    def _chunk_nodes(self) -> list[LexborNode]:
        return chunk_elements(self._tree.body)

    def _chunk_ids(self) -> list[str]:
        return [chunk_id_of(chunk) for chunk in self._chunk_nodes()]

    def _chunk_node(self, chunk_id: str) -> LexborNode:
        chunk = next((node for node in self._chunk_nodes() if chunk_id_of(node) == chunk_id), None)
        if chunk is None:
            raise ChunkNotFound(chunk_id, known_ids=self._chunk_ids())
        return chunk

    def _report_styles_node(self) -> LexborNode | None:
        styles = (node for node in self._tree.head.iter() if node.tag == "style" and node.id == REPORT_STYLES_ID)
        return next(styles, None)


def _single_chunk_element(html: str) -> LexborNode:
    """The one chunk element `html` parses to, as a browser parses it inside <body>."""
    nodes = parse_body_fragment(html)
    if len(nodes) != 1 or not nodes[0].is_element_node:
        parsed = ", ".join(opening_tag(node) for node in nodes[:5]) or "nothing"
        raise ChunkHtmlInvalid(
            f"The HTML must be exactly one element (the chunk); it parses as {len(nodes)} top-level node(s): {parsed}. "
            "A browser closes an open <p> before a block such as <div> or <table>: wrap the chunk in <section>."
        )
    if not is_chunk(nodes[0]):
        raise ChunkHtmlInvalid(f"{opening_tag(nodes[0])} has no data-text-id, so it is not a chunk.")
    return nodes[0]


def _is_chart(node: LexborNode) -> bool:
    return node.tag == "canvas" and CHART_SPEC_ATTR in node.attrs


def _occurrences(text: str, find: str) -> int:
    if not find:
        return 0
    count, start = 0, text.find(find)
    while start != -1:
        count, start = count + 1, text.find(find, start + 1)
    return count


def report_skeleton(*, title: str, profile: str = "standard-chartjs") -> str:
    """A minimal valid contract document: the reference example the model is shown, and a test fixture."""
    if profile not in PROFILES:
        raise ValueError(f"Unknown profile {profile!r}; one of {', '.join(PROFILES)}.")
    chart = _SKELETON_CHART if profile == "standard-chartjs" else ""
    return _SKELETON.format(profile=profile, title=html_escaping.escape(title), chart=chart)


_SKELETON_CHART = """
  <canvas data-chart-spec='{"type": "bar", "data": {"labels": ["North", "South"],
    "datasets": [{"label": "Revenue", "data": [120, 80]}]}, "options": {"plugins": {"legend": {"display": false}}}}'>
  </canvas>"""
_SKELETON = """<!DOCTYPE html>
<html lang="en" data-report-contract="1" data-report-profile="{profile}">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style id="report-styles">
body {{ font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; line-height: 1.5; }}
section {{ margin-block: 2rem; }}
</style>
</head>
<body>
<section data-text-id="executive-summary" data-chunk-desc="Executive summary: the key findings">
  <h1>{title}</h1>
  <p>The key findings and what to do about them.</p>
</section>
<section data-text-id="revenue-by-region" data-chunk-desc="Revenue by region, with chart">
  <h2>Revenue by region</h2>
  <p>North earned 120 and South 80.</p>{chart}
</section>
<section data-text-id="limitations" data-chunk-desc="Limitations and caveats">
  <h2>Limitations</h2>
  <p>What the data cannot show, and the assumptions made.</p>
</section>
</body>
</html>
"""
