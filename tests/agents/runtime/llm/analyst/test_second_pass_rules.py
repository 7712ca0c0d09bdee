"""The general rules of set G's second pass, on made-up schemas no held-out set uses: set phrases, a window
repeated in another year, doers of a verb, events said to have happened, role columns set against each other and
names the samples do not show."""

import datetime

from agents.runtime.llm.analyst.dates import date_window
from agents.runtime.llm.analyst.doers import as_doer_question
from agents.runtime.llm.analyst.happenings import happened_filter
from agents.runtime.llm.analyst.idioms import plain_idioms
from agents.runtime.llm.analyst.question import parse_question
from agents.runtime.llm.analyst.role_columns import role_pair_plan
from agents.runtime.llm.analyst.schema import ColumnInfo, TableInfo
from agents.runtime.llm.analyst.value_lookups import lookup_sql, unseen_names

COURIERS = TableInfo("couriers", 40, (ColumnInfo("id", "INTEGER"), ColumnInfo("courier_name", "VARCHAR")))
PARCELS = TableInfo("parcels", 900, (
    ColumnInfo("id", "INTEGER"), ColumnInfo("courier_id", "INTEGER"), ColumnInfo("sent_on", "DATE"),
    ColumnInfo("status", "VARCHAR", ("delivered", "cancelled", "lost"), 3),
    ColumnInfo("pickup_fee", "DOUBLE"), ColumnInfo("return_fee", "DOUBLE"),
    ColumnInfo("depot", "VARCHAR", ("Leeds", "York", "Hull", "Bath", "Ely"), 12)))


def test_set_phrases_are_read_plainly():
    assert plain_idioms("which courier has the most parcels on their books right now?") == (
        "which courier has the most parcels now?")


def test_the_same_months_of_another_year_repeat_the_window():
    window = date_window("parcels in march to may 2025 against the same months of 2026")
    assert window.spans() == [(datetime.date(2025, 3, 1), datetime.date(2025, 6, 1)),
                              (datetime.date(2026, 3, 1), datetime.date(2026, 6, 1))]


def test_a_doer_noun_is_ranked_as_who_does_the_verb():
    rewritten = as_doer_question(parse_question("Who are the three leading parcelsenders?"), [COURIERS, PARCELS])
    assert rewritten.top.limit == 3 and rewritten.top.dimension.words == ("who",)
    assert rewritten.top.measure.words == ("parcel",)


def test_events_said_to_have_happened_rule_out_the_statuses_that_say_they_did_not():
    found = happened_filter(parse_question("How many parcels actually went out?"), [PARCELS], "parcels", [])
    assert found.sql == "\"parcels\".\"status\" NOT IN ('cancelled')"


def test_two_role_columns_set_against_each_other_are_summed_side_by_side():
    plan, _ = role_pair_plan(parse_question("Do pickup fees or return fees come to more?"), [PARCELS], [])
    assert plan.sql == ('SELECT SUM("parcels"."pickup_fee") AS pickup_fee, SUM("parcels"."return_fee") AS '
                        'return_fee FROM "parcels"')
    assert role_pair_plan(parse_question("Total fees, pickup and return"), [PARCELS], []) is None


def test_names_the_samples_do_not_show_are_looked_up():
    question = parse_question("How many parcels went through the Bristol North depot?")
    assert unseen_names(question, [COURIERS, PARCELS]) == ["Bristol North"]
    assert unseen_names(parse_question("How many parcels in Q4 2025? Which depot, York?"), [PARCELS]) == []
    sql = lookup_sql(["Bristol North"], [COURIERS, PARCELS])
    assert "lower(\"depot\") IN ('bristol north')" in sql and "lower(\"status\")" not in sql
