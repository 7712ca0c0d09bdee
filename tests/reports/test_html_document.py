"""Chunk operations on a contract report: each edit touches one chunk and leaves the rest of the tree as it was;
an edit that breaks the contract is caught by validate_body on the result."""

import pytest

from reports.contract import content_hints, validate_body, validate_report
from reports.html_document import (
    ChunkHtmlInvalid, ChunkNotFound, PatchNotApplicable, ReportDocument, report_skeleton,
)

INTRO = (
    '<section data-text-id="intro" data-chunk-desc="The intro"><h1>Sales</h1><p>Revenue <b>rose</b> 5%.</p></section>'
)
# As the serializer writes it back (and get_html_chunk_by_id shows it): attribute values in double quotes.
CHART = (
    '<section data-text-id="chart" data-chunk-desc="Revenue chart"><h2>By region</h2>'
    '<canvas data-chart-spec="{&quot;type&quot;: &quot;bar&quot;, &quot;data&quot;: '
    '{&quot;datasets&quot;: [{&quot;data&quot;: [1]}]}}"></canvas></section>'
)
OUTRO = '<section data-text-id="outro" data-chunk-desc="Limitations"><p>Returns are not netted out.</p></section>'
NEW = '<section data-text-id="new" data-chunk-desc="A new part"><p>New.</p></section>'


def make_document() -> ReportDocument:
    return ReportDocument.parse(
        '<!DOCTYPE html><html data-report-contract="1" data-report-profile="standard-chartjs"><head>'
        '<style id="report-styles">p { margin: 0 }</style></head>'
        f"<body>\n{INTRO}\n{CHART}\n{OUTRO}\n</body></html>"
    )


def chunk_ids(document: ReportDocument) -> list[str]:
    return [chunk["id"] for chunk in document.chunks()]


def test_chunks_are_listed_in_document_order():
    assert make_document().chunks() == [
        {"id": "intro", "desc": "The intro", "tag": "section", "text_chars": 22, "charts": 0},
        {"id": "chart", "desc": "Revenue chart", "tag": "section", "text_chars": len("By region"), "charts": 1},
        {"id": "outro", "desc": "Limitations", "tag": "section", "text_chars": 27, "charts": 0},
    ]


def test_the_text_is_an_outline_without_tags():
    assert make_document().text() == (
        "[intro] The intro\nSales Revenue rose 5%.\n\n[chart] Revenue chart\nBy region\n\n"
        "[outro] Limitations\nReturns are not netted out."
    )


def test_chunk_text_collapses_whitespace_and_keeps_inline_words_whole():
    document = ReportDocument.parse(
        '<body><section data-text-id="t" data-chunk-desc="d">\n  <p>Re<b>ve</b>nue\n\n  rose</p>'
        "<ul><li>North</li><li>South</li></ul>Q1<br>Q2<style>p { }</style></section>"
    )
    assert document.chunk_text("t") == "Revenue rose North South Q1 Q2"


def test_chunk_text_of_a_deeply_nested_chunk():
    deep = "<span>" * 5000 + "deep" + "</span>" * 5000
    document = ReportDocument.parse(f'<body><section data-text-id="t" data-chunk-desc="d">{deep}</section>')
    assert document.chunk_text("t") == "deep"


def test_chunk_html_is_the_outer_html():
    assert make_document().chunk_html("intro") == INTRO


def test_an_unknown_chunk_names_the_known_ones():
    with pytest.raises(ChunkNotFound) as raised:
        make_document().chunk_html("nope")
    assert raised.value.chunk_id == "nope"
    assert raised.value.known_ids == ["intro", "chart", "outro"]
    assert "intro, chart, outro" in str(raised.value)


def test_replace_chunk_changes_only_that_chunk():
    document = make_document()
    before = document.html()
    replacement = '<section data-text-id="intro" data-chunk-desc="The intro"><p>New intro.</p></section>'
    document.replace_chunk("intro", replacement)
    assert document.html() == before.replace(INTRO, replacement)
    assert validate_body(document.html()) == []


def test_replace_chunk_may_rename_to_an_unused_id():
    document = make_document()
    document.replace_chunk("intro", '<section data-text-id="summary" data-chunk-desc="Summary">x</section>')
    assert chunk_ids(document) == ["summary", "chart", "outro"]


def test_replace_chunk_refuses_an_id_another_chunk_has():
    document = make_document()
    with pytest.raises(ChunkHtmlInvalid, match="'outro'"):
        document.replace_chunk("intro", '<section data-text-id="outro" data-chunk-desc="x">x</section>')
    assert chunk_ids(document) == ["intro", "chart", "outro"]


@pytest.mark.parametrize("html, reason", [
    (NEW + NEW.replace('"new"', '"newer"'), "2 top-level node(s)"),
    ("Just text", "1 top-level node(s): #text"),
    ("", "0 top-level node(s): nothing"),
    ('<p data-text-id="new" data-chunk-desc="d">Text<div>block</div></p>', "closes an open <p>"),
    ("<section><p>No id</p></section>", "has no data-text-id"),
])
def test_new_chunk_html_must_be_exactly_one_chunk_element(html, reason):
    document = make_document()
    before = document.html()
    with pytest.raises(ChunkHtmlInvalid) as raised:
        document.replace_chunk("intro", html)
    assert reason in str(raised.value)
    assert document.html() == before


def test_replace_text_applies_each_find_once_in_order():
    document = make_document()
    document.replace_text("intro", [("5%", "7%"), ("<b>rose</b> 7%", "<b>rose</b> 7% (was 5%)")])
    assert document.chunk_text("intro") == "Sales Revenue rose 7% (was 5%)."
    assert validate_body(document.html()) == []


@pytest.mark.parametrize("find, occurrences, message", [
    ("fell", 0, "is not in the chunk's HTML"),
    ("Revenue", 2, "occurs 2 times"),  # once in the chunk, once from the first replacement
    ("", 0, "An empty find text"),
])
def test_replace_text_refuses_a_find_that_is_not_there_once(find, occurrences, message):
    document = make_document()
    before = document.html()
    with pytest.raises(PatchNotApplicable) as raised:
        document.replace_text("intro", [("Sales", "Revenue"), (find, "x")])
    assert raised.value.occurrences == occurrences
    assert message in str(raised.value)
    assert document.html() == before


def test_replace_text_counts_overlapping_occurrences():
    document = ReportDocument.parse('<body><section data-text-id="t" data-chunk-desc="d">aaa</section>')
    with pytest.raises(PatchNotApplicable, match="occurs 2 times"):
        document.replace_text("t", [("aa", "b")])


def test_replace_text_that_unbalances_the_chunk_is_refused():
    document = make_document()
    with pytest.raises(ChunkHtmlInvalid, match="2 top-level"):
        document.replace_text("intro", [("</p></section>", "</p></section><p>after</p>")])


@pytest.mark.parametrize("where, expected", [
    ({}, ["intro", "chart", "outro", "new"]),
    ({"after": "intro"}, ["intro", "new", "chart", "outro"]),
    ({"before": "intro"}, ["new", "intro", "chart", "outro"]),
    ({"after": "outro"}, ["intro", "chart", "outro", "new"]),
])
def test_insert_chunk_places_it_and_returns_its_id(where, expected):
    document = make_document()
    assert document.insert_chunk(NEW, **where) == "new"
    assert chunk_ids(document) == expected
    assert validate_body(document.html()) == []


def test_insert_chunk_keeps_the_other_chunks_as_they_were():
    document = make_document()
    before = document.html()
    document.insert_chunk(NEW, after="chart")
    assert document.html() == before.replace(CHART, CHART + NEW)


def test_insert_chunk_refuses_an_unknown_anchor():
    with pytest.raises(ChunkNotFound):
        make_document().insert_chunk(NEW, after="missing")


def test_insert_chunk_refuses_a_used_id():
    with pytest.raises(ValueError, match="already exists"):
        make_document().insert_chunk(INTRO)


def test_insert_chunk_takes_one_anchor():
    with pytest.raises(ValueError, match="not both"):
        make_document().insert_chunk(NEW, after="intro", before="outro")


def test_delete_chunk_removes_only_it():
    document = make_document()
    before = document.html()
    document.delete_chunk("chart")
    assert chunk_ids(document) == ["intro", "outro"]
    assert document.html() == before.replace(CHART, "")
    with pytest.raises(ChunkNotFound):
        document.delete_chunk("chart")


def test_deleting_the_last_chunk_is_caught_by_the_body_check():
    document = ReportDocument.parse(report_skeleton(title="T"))
    for chunk_id in chunk_ids(document):
        document.delete_chunk(chunk_id)
    assert [violation.rule for violation in validate_body(document.html())] == ["body_has_chunks"]


@pytest.mark.parametrize("edit, rule", [
    (lambda doc: doc.replace_text("intro", [("<p>", '<p data-text-id="inner" data-chunk-desc="d">')]), "chunk_nested"),
    (lambda doc: doc.replace_text("intro", [("</p>", "</p><script>alert(1)</script>")]), "no_scripts"),
    (lambda doc: doc.replace_chunk("intro", '<section data-text-id="intro" data-chunk-desc="">x</section>'),
     "chunk_desc"),
    (lambda doc: doc.insert_chunk('<div data-text-id="Bad" data-chunk-desc="d">x</div>'), "chunk_id"),
    (lambda doc: doc.insert_chunk('<p data-text-id="img" data-chunk-desc="d"><img src="https://x.test/a.png"></p>'),
     "no_remote_resources"),
    (lambda doc: doc.replace_text("chart", [("&quot;bar&quot;", "&quot;funnel&quot;")]), "chart_spec"),
])
def test_an_edit_that_breaks_the_contract_is_caught_by_the_body_check(edit, rule):
    document = make_document()
    edit(document)
    assert [violation.rule for violation in validate_body(document.html())] == [rule]


def test_styles_are_read_and_replaced():
    document = make_document()
    assert document.styles() == "p { margin: 0 }"
    document.set_styles("h1 > b { color: #333 } a[href^='#'] { content: \"&\" }")
    assert document.styles() == "h1 > b { color: #333 } a[href^='#'] { content: \"&\" }"
    assert ReportDocument.parse(document.html()).styles() == document.styles()
    assert document.chunk_html("intro") == INTRO


def test_set_styles_creates_the_style_element_when_missing():
    document = ReportDocument.parse('<html><head><title>T</title></head><body>' + INTRO + "</body></html>")
    assert document.styles() == ""
    document.set_styles("p { color: red }")
    assert '<head><title>T</title><style id="report-styles">p { color: red }</style></head>' in document.html()


def test_set_styles_refuses_css_that_would_close_the_style_element():
    document = make_document()
    with pytest.raises(ValueError, match="</style"):
        document.set_styles("p {} </STYLE><script>alert(1)</script>")
    assert document.styles() == "p { margin: 0 }"


def test_styles_that_load_are_caught_by_the_full_check():
    document = ReportDocument.parse(report_skeleton(title="T"))
    document.set_styles("@import url(https://example.com/a.css);")
    assert [violation.rule for violation in validate_report(document.html())] == ["no_remote_resources"]


def test_html_starts_with_the_doctype_and_round_trips():
    document = ReportDocument.parse('<html data-report-contract="1"><body>' + INTRO + "</body></html>")
    assert document.html().startswith("<!DOCTYPE html><html")
    assert document.html().count("<!DOCTYPE") == 1
    assert ReportDocument.parse(document.html()).html() == document.html()


def test_the_skeleton_escapes_its_title_and_knows_its_profiles():
    skeleton = report_skeleton(title="Q3 <Sales> & more", profile="standard")
    assert "<title>Q3 &lt;Sales&gt; &amp; more</title>" in skeleton
    assert 'data-report-profile="standard"' in skeleton
    with pytest.raises(ValueError, match="Unknown profile"):
        report_skeleton(title="T", profile="fancy")


def test_the_skeleton_shows_a_chart_in_the_chart_profile_and_names_its_summary_and_limitations():
    document = ReportDocument.parse(report_skeleton(title="T"))
    assert [chunk["charts"] for chunk in document.chunks()] == [0, 1, 0]
    assert [hint["code"] for hint in content_hints(report_skeleton(title="T"))] == ["HTML_CONTENT_THIN"]
