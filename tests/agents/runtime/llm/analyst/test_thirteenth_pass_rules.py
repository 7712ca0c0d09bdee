"""The general rules set X's misses prompted (a thirteenth pass), on a made-up schema no held-out set uses (a
karting track): a named table's own price (`px_eur`) is its money over an amount of another table; money paid
out (`payouts`) is never money taken in, and "paid out" or "paid" names that table; what a thing cost us is
no revenue; a discount kept in money (`disc_eur`) is taken off, not read as a percentage; "helmet hire
included" adds the row's own money column the word names; money asked of rows named by a noun that is also a
count column (`heats.laps`) is the rows' money; "the end of June 2026" ends a range; `cond` is a condition and
`ch` a channel."""

import pytest

from tests.agents.runtime.llm.analyst.bench import answer_sql, simulate

pytestmark = pytest.mark.django_db(transaction=True)

KARTING = [
    "CREATE TABLE marshals(id INTEGER, nm VARCHAR, joined DATE)",
    "INSERT INTO marshals VALUES (1, 'Ines', '2024-02-01'), (2, 'Tomas', '2024-05-11'), "
    "(3, 'Rui', '2025-01-09'), (4, 'Beatriz', '2026-03-02')",
    "CREATE TABLE karts(id INTEGER, kart_no VARCHAR, cond VARCHAR, bought DATE, cost_eur INTEGER)",
    "INSERT INTO karts SELECT i, 'K' || i, ['A', 'B', 'B', 'C'][1 + i % 4], "
    "DATE '2023-01-10' + CAST(i * 20 AS INTEGER), 3000 + (i % 5) * 400 FROM range(1, 41) t(i)",
    "CREATE TABLE heats(heat_id INTEGER, starts TIMESTAMP, track VARCHAR, laps INTEGER, marshal_id INTEGER)",
    "INSERT INTO heats SELECT i, TIMESTAMP '2025-09-01 10:00:00' + INTERVAL (i * 31) HOUR, "
    "['North loop', 'South loop'][1 + i % 2], 10 + (i % 3) * 5, 1 + i % 3 FROM range(1, 301) t(i)",
    "CREATE TABLE entries(entry_id INTEGER, heat_id INTEGER, kart_id INTEGER, booked DATE, ch VARCHAR, "
    "px_eur INTEGER, helmet_eur INTEGER, disc_eur DOUBLE)",
    "INSERT INTO entries SELECT i, 1 + (i * 7) % 300, 1 + i % 40, "
    "DATE '2025-08-20' + CAST(i / 2 AS INTEGER), "
    "['WALKIN', 'WEB', 'WEB', 'PHONE'][1 + i % 4], 25 + (i % 3) * 10, CASE WHEN i % 3 = 0 THEN 4 END, "
    "CASE WHEN i % 5 = 0 THEN 2.5 END FROM range(1, 401) t(i)",
    "CREATE TABLE payouts(id INTEGER, marshal_id INTEGER, pd_dt DATE, amt_eur INTEGER)",
    "INSERT INTO payouts SELECT i, 1 + i % 3, DATE '2025-09-30' + CAST(i * 14 AS INTEGER), "
    "400 + (i % 4) * 50 FROM range(1, 31) t(i)",
]


@pytest.fixture
def karting(make_bench):
    return make_bench(tables=(), extra_sql=KARTING)


def _answer(bench, question: str) -> tuple[str, str]:
    answer = simulate(question, bench).final.answer
    return answer, answer_sql(answer) or ""


def test_a_named_tables_own_price_over_an_amount_elsewhere(karting):
    truth = karting.rows("SELECT sum(px_eur) FROM entries")[0][0]
    answer, sql = _answer(karting, "How much have we taken in from entries altogether?")
    assert "px_eur" in sql and "amt_eur" not in sql and f"{truth:,}" in answer, answer


def test_money_paid_out_is_never_money_taken_in(karting):
    (track, total), = karting.rows("SELECT h.track, sum(e.px_eur) s FROM entries e "
                                   "JOIN heats h USING (heat_id) GROUP BY 1 ORDER BY s DESC LIMIT 1")
    answer, sql = _answer(karting, "Which track has made us the most money?")
    assert "amt_eur" not in sql and "cost_eur" not in sql, sql
    assert track in answer and f"{total:,}" in answer, answer


def test_paid_out_names_the_payouts(karting):
    truth = karting.rows("SELECT sum(amt_eur) FROM payouts WHERE pd_dt BETWEEN '2026-04-01' AND '2026-06-30'")
    answer, sql = _answer(karting, "How much did we pay out to marshals from April to June 2026?")
    assert "\"amt_eur\"" in sql and f"{truth[0][0]:,}" in answer, answer
    unpaid = karting.rows("SELECT nm FROM marshals m WHERE NOT EXISTS (SELECT 1 FROM payouts p "
                          "WHERE p.marshal_id = m.id)")
    answer, sql = _answer(karting, "Which marshals have we never paid?")
    assert "payouts" in sql and [n for n, in unpaid] == ["Beatriz"] and "Beatriz" in answer, answer
    assert "Ines" not in answer, answer


def test_a_discount_kept_in_money_is_taken_off(karting):
    truth = karting.rows("SELECT sum(px_eur - coalesce(disc_eur, 0)) FROM entries JOIN heats USING (heat_id) "
                         "WHERE year(starts) = 2026")[0][0]  # the day of the heat
    answer, sql = _answer(karting, "What did entries take in 2026 after discounts?")
    assert "coalesce(\"entries\".\"disc_eur\", 0)" in sql and "100 -" not in sql, sql
    assert f"{truth:,.2f}" in answer, answer


def test_hire_included_adds_the_rows_own_money_column(karting):
    truth = karting.rows("SELECT sum(px_eur + coalesce(helmet_eur, 0)) FROM entries")[0][0]
    answer, sql = _answer(karting, "What have entries brought in, helmet hire included?")
    assert "helmet_eur" in sql and f"{truth:,}" in answer, answer


def test_money_asked_of_rows_a_count_column_is_named_by(karting):
    north = karting.rows("SELECT sum(px_eur) FROM entries JOIN heats USING (heat_id) "
                         "WHERE track = 'North loop'")[0][0]
    answer, sql = _answer(karting, "How much did laps on the North loop make us?")
    assert "laps" not in sql and f"{north:,}" in answer, answer
    (marshal, total), = karting.rows("SELECT m.nm, sum(e.px_eur) s FROM entries e "
                                     "JOIN heats h USING (heat_id) JOIN marshals m ON h.marshal_id = m.id "
                                     "GROUP BY 1 ORDER BY s DESC LIMIT 1")
    answer, sql = _answer(karting, "Which marshal's laps brought in the most?")
    assert "laps" not in sql and marshal in answer and f"{total:,}" in answer, answer


def test_the_end_of_a_month_ends_a_range(karting):
    truth = karting.rows("SELECT count(*) FROM entries "
                         "WHERE booked BETWEEN '2025-09-01' AND '2025-11-30'")[0][0]
    answer, sql = _answer(karting, "How many entries were booked between 1 September 2025 and the end of "
                                   "November 2025?")
    assert "DATE '2025-12-01'" in sql and f" {truth} " in answer, answer


def test_condition_and_channel_shorthands(karting):
    conditions = karting.rows("SELECT cond, count(*) FROM karts GROUP BY 1 ORDER BY 1")
    answer, sql = _answer(karting, "How many karts do we have in each condition?")
    assert "\"cond\"" in sql and all(f"| {c} | {n} |" in answer for c, n in conditions), answer
    channels = karting.rows("SELECT ch, sum(px_eur) FROM entries GROUP BY 1 ORDER BY 1")
    answer, sql = _answer(karting, "Takings by sales channel")
    assert "\"ch\"" in sql and all(f"| {c} | {n} |" in answer for c, n in channels), answer
