"""The report contract: one test that breaks each rule and one that keeps it, the content hints, the error payload."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from reports.contract import (
    CHART_TYPES, CHUNK_ID, PROFILES, RULES, ContractViolation, content_hints, contract_error, is_contract_html,
    validate_body, validate_report,
)
from reports.html_document import report_skeleton

ROOT = Path(__file__).resolve().parents[2]
VALID_SPEC = '{"type": "bar", "data": {"labels": ["a"], "datasets": [{"data": [1]}]}}'


CONTRACT_ROOT = 'data-report-contract="1" data-report-profile="standard-chartjs"'


def contract_document(body: str, *, head: str = "", root: str = CONTRACT_ROOT,
                      styles: str = '<style id="report-styles"></style>') -> str:
    return f"<!DOCTYPE html><html {root}><head>{styles}{head}</head><body>{body}</body></html>"


def chunk(content: str = "<p>Text</p>", *, chunk_id: str = "intro", desc: str = "The intro") -> str:
    return f'<section data-text-id="{chunk_id}" data-chunk-desc="{desc}">{content}</section>'


def rules_of(violations: list[ContractViolation]) -> list[str]:
    return [violation.rule for violation in violations]


def test_the_skeleton_of_every_profile_keeps_the_contract():
    assert [validate_report(report_skeleton(title="Q3", profile=profile)) for profile in PROFILES] == [[]] * 4


@pytest.mark.parametrize("root, rule", [
    ('data-report-profile="standard"', "root_contract"),
    ('data-report-contract="2" data-report-profile="standard"', "root_contract"),
    ('data-report-contract="1"', "root_profile"),
    ('data-report-contract="1" data-report-profile="fancy"', "root_profile"),
])
def test_the_root_declares_the_contract_and_a_known_profile(root, rule):
    violations = validate_report(contract_document(chunk(), root=root))
    assert rules_of(violations) == [rule]
    assert violations[0].element.startswith("<html")


@pytest.mark.parametrize("profile", PROFILES)
def test_every_profile_is_accepted(profile):
    root = f'data-report-contract="1" data-report-profile="{profile}"'
    assert validate_report(contract_document(chunk(), root=root)) == []


@pytest.mark.parametrize("styles, body, case", [
    ("", chunk(), "no <style"),
    ('<style id="report-styles"></style><style id="report-styles"></style>', chunk(), "number 2"),
    ("", '<style id="report-styles"></style>' + chunk(), "inside <head>"),
    ("", chunk('<style id="report-styles"></style>'), "inside <head>"),
])
def test_exactly_one_report_styles_in_the_head(styles, body, case):
    violations = validate_report(contract_document(body, styles=styles))
    assert rules_of(violations) == ["report_styles"]
    assert case in violations[0].message


def test_other_style_elements_are_allowed():
    assert validate_report(contract_document(chunk("<style>p { color: red }</style>"))) == []


@pytest.mark.parametrize("chunk_id", ["Intro", "1intro", "intro section", "", "a" * 65, "intro.x", "é"])
def test_a_chunk_id_matches_the_pattern(chunk_id):
    violations = validate_report(contract_document(chunk(chunk_id=chunk_id)))
    assert rules_of(violations) == ["chunk_id"]
    assert CHUNK_ID.match(violations[0].next_action.split('e.g. "')[1].rstrip('".'))


@pytest.mark.parametrize("chunk_id", ["a", "intro", "kpi_2024-q3", "a" * 64])
def test_good_chunk_ids_pass(chunk_id):
    assert validate_report(contract_document(chunk(chunk_id=chunk_id))) == []


def test_two_chunks_with_one_id_are_refused_at_the_second():
    violations = validate_report(contract_document(chunk("<p>1</p>") + chunk("<p>2</p>")))
    assert rules_of(violations) == ["chunk_id_unique"]
    assert "2" in violations[0].next_action


@pytest.mark.parametrize("desc_attr", ["", 'data-chunk-desc=""', 'data-chunk-desc="  "'])
def test_a_chunk_has_a_description(desc_attr):
    violations = validate_report(contract_document(f'<section data-text-id="intro" {desc_attr}>x</section>'))
    assert rules_of(violations) == ["chunk_desc"]


def test_chunks_do_not_nest():
    violations = validate_report(contract_document(chunk(chunk(chunk_id="inner"), chunk_id="outer")))
    assert rules_of(violations) == ["chunk_nested"]
    assert violations[0].element == '<section data-text-id="inner" data-chunk-desc="The intro">'


def test_a_chunk_sits_directly_in_the_body():
    violations = validate_report(contract_document(chunk() + f"<div>{chunk(chunk_id='wrapped')}</div>"))
    assert rules_of(violations) == ["chunk_placement", "body_loose_content"]
    assert "<div>" in violations[0].message


def test_a_body_without_chunks_is_refused():
    violations = validate_report(contract_document(""))
    assert rules_of(violations) == ["body_has_chunks"]
    assert violations[0].element == "<body>"


@pytest.mark.parametrize("loose, element", [
    ("Stray text", '#text "Stray text"'),
    ("<p>A paragraph</p>", "<p>"),
    ("<canvas data-chart-spec='" + VALID_SPEC + "'></canvas>", "<canvas data-chart-spec="),
])
def test_content_directly_in_the_body_is_refused(loose, element):
    violations = validate_report(contract_document(chunk() + loose))
    assert rules_of(violations) == ["body_loose_content"]
    assert violations[0].element.startswith(element)


def test_whitespace_and_comments_between_chunks_are_fine():
    body = "\n  <!-- the intro -->\n" + chunk() + "\n\t\n" + chunk(chunk_id="more") + "\n"
    assert validate_report(contract_document(body)) == []


def test_an_unclosed_paragraph_is_closed_before_a_block_as_a_browser_does():
    # The browser closes <p> at <div>: the <div> lands in <body>, outside the chunk the author meant.
    violations = validate_report(contract_document('<p data-text-id="intro" data-chunk-desc="d">Text<div>More</div>'))
    assert rules_of(violations) == ["body_loose_content"]
    assert violations[0].element == "<div>"


@pytest.mark.parametrize("content", [
    "<script>alert(1)</script>",
    '<img src="data:image/png;base64,AA" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JaVa\tScRiPt:alert(1)">x</a>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><animate attributeName="href" values="#a;javascript:alert(1)"></animate></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<template shadowrootmode="open"><script>alert(1)</script></template>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
])
def test_no_scripts(content):
    assert "no_scripts" in rules_of(validate_report(contract_document(chunk(content))))


def test_a_script_directly_in_the_body_is_refused_by_its_own_rule():
    assert rules_of(validate_report(contract_document(chunk() + "<script>1</script>"))) == ["no_scripts"]


def test_a_script_in_the_head_is_refused():
    assert rules_of(validate_report(contract_document(chunk(), head="<script>1</script>"))) == ["no_scripts"]


def test_text_that_merely_mentions_javascript_is_fine():
    content = '<p title="x">Use javascript: sparingly</p><p data-note="javascript: x">onload</p>'
    assert validate_report(contract_document(chunk(content))) == []


@pytest.mark.parametrize("content", [
    '<img src="https://example.com/a.png">',
    '<img src="logo.png">',
    '<img srcset="data:image/png;base64,AA 1x, https://example.com/b.png 2x">',
    '<picture><source srcset="https://example.com/a.webp"><img src="#"></picture>',
    '<video poster="https://example.com/p.jpg"></video>',
    '<audio src="https://example.com/a.mp3"></audio>',
    '<iframe srcdoc="hi"></iframe>',
    '<object></object>',
    '<embed type="image/png">',
    '<form action="https://example.com/submit"></form>',
    '<svg><image href="https://example.com/a.png"></image></svg>',
    '<svg><use href="sprites.svg#icon"></use></svg>',
    '<div style="background: url(https://example.com/a.png)">x</div>',
    '<div style="background: u\\72l(x.png)">x</div>',
    '<div style="background-image: image-set(\'a.png\' 1x)">x</div>',
    "<style>@import 'https://example.com/a.css';</style>",
    '<template shadowrootmode="open"><img src="https://example.com/a.png"></template>',
])
def test_nothing_loads_from_elsewhere_in_the_body(content):
    assert rules_of(validate_report(contract_document(chunk(content)))) == ["no_remote_resources"]


@pytest.mark.parametrize("head", [
    '<link rel="stylesheet" href="https://example.com/a.css">',
    '<link rel="icon" href="https://example.com/favicon.ico">',
    '<base href="https://example.com/">',
    '<meta http-equiv="refresh" content="0; url=https://example.com">',
])
def test_nothing_loads_from_elsewhere_in_the_head(head):
    assert rules_of(validate_report(contract_document(chunk(), head=head))) == ["no_remote_resources"]


def test_css_in_report_styles_that_loads_is_refused():
    styles = '<style id="report-styles">@font-face { src: url("https://example.com/f.woff2") }</style>'
    assert rules_of(validate_report(contract_document(chunk(), styles=styles))) == ["no_remote_resources"]


def test_links_a_person_clicks_anchors_and_inline_images_are_allowed():
    content = (
        '<a href="https://example.com/source">Source</a> <a href="#limitations">below</a>'
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo"><svg><use href="#icon"></use></svg>'
        '<img srcset="data:image/png;base64,AA,BB 1x, data:image/png;base64,CC 2x">'
        '<div style="color: red">styled</div>'
    )
    assert validate_report(contract_document(chunk(content))) == []


def test_a_valid_chart_spec_passes():
    spec = json.dumps({
        "type": "line", "data": {"labels": ["Q1", "Q2"], "datasets": [{"label": "Revenue", "data": [1, 2]}]},
        "options": {"plugins": {"datalabels": {"display": True}}},
    })
    assert validate_report(contract_document(chunk(f"<canvas data-chart-spec='{spec}'></canvas>"))) == []


@pytest.mark.parametrize("spec, problem", [
    ("{nope", "not valid JSON: Expecting property name"),
    ('{"type": "bar", "data": {"datasets": [{"data": [NaN]}]}}', "NaN is not a JSON number"),
    ("[1, 2]", "must be a JSON object, not a list"),
    ('{"data": {"datasets": [{"data": [1]}]}}', 'has no "type"'),
    ('{"type": "funnel", "data": {"datasets": [{"data": [1]}]}}', '"funnel" is not one of bar, bubble, doughnut'),
    ('{"type": "bar"}', '"data" must be an object'),
    ('{"type": "bar", "data": {"datasets": []}}', '"data.datasets" must be a non-empty list, not an empty list'),
    ('{"type": "bar", "data": {"datasets": [{"data": [1]}, {"label": "x"}]}}', '"data.datasets[1]"'),
    ('{"type": "bar", "data": {"labels": "a,b", "datasets": [{"data": [1]}]}}', '"data.labels" must be a list'),
    ('{"type": "bar", "data": {"datasets": [{"data": [1]}]}, "options": []}', '"options" must be an object'),
])
def test_a_chart_spec_is_a_chart_js_config(spec, problem):
    violations = validate_report(contract_document(chunk(f"<canvas data-chart-spec='{spec}'></canvas>")))
    assert rules_of(violations) == ["chart_spec"]
    assert problem in violations[0].message


def test_every_chart_type_is_accepted():
    canvases = "".join(
        f"<canvas data-chart-spec='{{\"type\": \"{kind}\", \"data\": {{\"datasets\": [{{\"data\": []}}]}}}}'></canvas>"
        for kind in sorted(CHART_TYPES)
    )
    assert validate_report(contract_document(chunk(canvases))) == []


def test_a_chart_spec_on_another_element_is_refused():
    violations = validate_report(contract_document(chunk(f"<div data-chart-spec='{VALID_SPEC}'></div>")))
    assert rules_of(violations) == ["chart_spec"]
    assert "only a <canvas>" in violations[0].message


def test_a_document_over_two_million_characters_is_too_large():
    huge = contract_document(chunk("<p>" + "x" * 2_000_000 + "</p>"))
    assert rules_of(validate_report(huge)) == rules_of(validate_body(huge)) == ["report_too_large"]


def test_violations_come_rule_by_rule_in_document_order():
    body = (chunk(chunk_id="B") + chunk(chunk_id="A", desc="") + "<script>1</script>"
            + chunk("<script>2</script>", chunk_id="ok"))
    violations = validate_report(contract_document(body, root="", styles=""))
    assert rules_of(violations) == [
        "root_contract", "root_profile", "report_styles", "chunk_id", "chunk_id", "chunk_desc",
        "no_scripts", "no_scripts",
    ]
    assert [v.element for v in violations[3:5]] == [
        '<section data-text-id="B" data-chunk-desc="The intro">', '<section data-text-id="A" data-chunk-desc="">',
    ]
    assert violations == validate_report(contract_document(body, root="", styles=""))
    assert set(rules_of(violations)) <= set(RULES)


def test_the_body_check_leaves_out_the_head_and_the_root():
    document = contract_document(chunk(chunk(chunk_id="inner"), chunk_id="outer"), root="", styles="",
                                 head='<link rel="stylesheet" href="https://example.com/a.css">')
    assert rules_of(validate_report(document)) == [
        "root_contract", "root_profile", "report_styles", "chunk_nested", "no_remote_resources",
    ]
    assert rules_of(validate_body(document)) == ["chunk_nested"]


def test_the_body_check_still_sees_a_report_styles_moved_into_the_body():
    assert rules_of(validate_body(contract_document(chunk('<style id="report-styles"></style>')))) == ["report_styles"]


def test_a_long_element_is_cut_in_the_violation():
    violations = validate_report(contract_document(chunk(desc="d" * 300, chunk_id="Bad")))
    assert len(violations[0].element) == 120
    assert violations[0].element.endswith("…>")


def test_the_contract_error_names_the_first_violation_and_counts_the_rest():
    violations = validate_report(contract_document("Loose", root="", styles=""))
    error = contract_error(violations)
    assert error["code"] == "HTML_CONTRACT_INVALID"
    assert error["message"] == violations[0].message + f" (+{len(violations) - 1} more)"
    assert error["next_action"] == violations[0].next_action
    assert error["violations"][0] == {
        "rule": "root_contract", "element": "<html>", "message": violations[0].message,
        "next_action": violations[0].next_action,
    }
    assert json.loads(json.dumps(error)) == error


def test_a_single_violation_has_no_count():
    violations = validate_report(contract_document(chunk(), root='data-report-contract="1"'))
    assert contract_error(violations)["message"] == violations[0].message


def test_a_pre_contract_file_is_recognised():
    assert is_contract_html(report_skeleton(title="Q3"))
    assert not is_contract_html("<html><body><h1>Old report</h1></body></html>")
    assert not is_contract_html('<html data-report-contract="0"><body></body></html>')


LONG_TEXT = "<p>" + "Revenue grew in every region this quarter. " * 12 + "</p>"


def full_report(*chunks: str) -> str:
    return contract_document("".join(chunks))


def test_a_full_report_gets_no_hints():
    report = full_report(
        chunk(LONG_TEXT, chunk_id="executive-summary", desc="Executive summary"),
        chunk(LONG_TEXT, chunk_id="regions", desc="Revenue by region"),
        chunk("<h2>Caveats</h2><p>Returns are not netted out.</p>", chunk_id="notes", desc="Notes"),
    )
    assert content_hints(report) == []


@pytest.mark.parametrize("report", [
    full_report(chunk(LONG_TEXT * 3, chunk_id="summary", desc="Summary; limitations")),
    full_report(*(chunk("<p>Short, with limitations.</p>", chunk_id=f"summary-{n}") for n in range(3))),
])
def test_thin_content_is_a_hint(report):
    assert [hint["code"] for hint in content_hints(report)] == ["HTML_CONTENT_THIN"]


@pytest.mark.parametrize("summary_chunk", [
    chunk(LONG_TEXT, chunk_id="executive-summary", desc="Top"),
    chunk(LONG_TEXT, chunk_id="top", desc="Key findings"),
    chunk("<h2>TL;DR</h2>" + LONG_TEXT, chunk_id="top", desc="Top"),
    chunk("<h2>Overview</h2>" + LONG_TEXT, chunk_id="top", desc="Top"),
    chunk("<h2>摘要</h2>" + LONG_TEXT, chunk_id="top", desc="Top"),
])
def test_an_executive_summary_is_found_by_id_desc_or_heading(summary_chunk):
    report = full_report(
        summary_chunk, chunk(LONG_TEXT, chunk_id="b"), chunk("<p>Assumptions: none.</p>", chunk_id="c"),
    )
    assert content_hints(report) == []


def test_a_missing_executive_summary_is_a_hint():
    report = full_report(
        chunk(LONG_TEXT, chunk_id="a"), chunk(LONG_TEXT, chunk_id="b"),
        chunk("<p>Data quality: good.</p>", chunk_id="c"),
    )
    hints = content_hints(report)
    assert [hint["code"] for hint in hints] == ["HTML_MISSING_EXECUTIVE_SUMMARY"]
    assert "executive summary" in hints[0]["message"]


def test_missing_limitations_is_a_hint():
    report = full_report(
        chunk(LONG_TEXT, chunk_id="summary"), chunk(LONG_TEXT, chunk_id="b"), chunk(LONG_TEXT, chunk_id="c"),
    )
    hints = content_hints(report)
    assert [hint["code"] for hint in hints] == ["HTML_MISSING_LIMITATIONS"]
    assert "limitations" in hints[0]["message"]


def test_the_contract_modules_import_neither_django_nor_the_rest_of_the_project():
    script = (
        "import sys, reports.contract, reports.html_document\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('django', 'agents', 'workspaces'))\n"
        "print(loaded)"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "[]", result.stderr
