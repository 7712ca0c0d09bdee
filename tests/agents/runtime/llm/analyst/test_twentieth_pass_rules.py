"""The general rules set AE's misses prompted (a twentieth pass), on made-up schemas no held-out set uses: a
cinema kiosk in Dublin flags its refunded sales (`refunded` BOOLEAN), so its takings, what it sold and what
"brings in more" leave them out, while a question about the refunds keeps them; coins are cash (`tender`
'CSH'); a bike hire in Graz voids rentals with a `storno` flag 'J'/'N'; and a snack bar's categories are codes
('SWT' sweets, 'BEV' beverages) that "which makes us more money" compares; and a climbing wall's day passes
compare "this year than last year" and "last month vs this month" side by side; a tyre shop in Maribor keeps
its books in Slovene (`stranke` customers, `narocila` orders, plural -a of narocilo, `znesek` an amount) with
dates as text written '1. 3. 2026'; and a clinic in Brno writes its dates '1.3.2026'."""

import pytest

from tests.agents.runtime.llm.analyst.heldout.scoring import judged

pytestmark = pytest.mark.django_db(transaction=True)

KIOSK = [
    "CREATE TABLE kiosk_sales(id INTEGER, sold_at TIMESTAMP, item VARCHAR, price_cents INTEGER, "
    "tender VARCHAR, refunded BOOLEAN)",
    "INSERT INTO kiosk_sales SELECT i, TIMESTAMP '2026-01-02 18:00:00' + INTERVAL (i * 13) HOUR, "
    "['Popcorn', 'Nachos', 'Cola', 'Water'][1 + i % 4], 250 + (i * 37) % 400, "
    "['CSH', 'CRD'][1 + (i * 3) % 2], "
    "i % 11 = 0 FROM range(1, 401) t(i)",
]
BIKE_HIRE = [
    "CREATE TABLE rentals(id INTEGER, rented_on DATE, bike VARCHAR, fee_eur DOUBLE, storno VARCHAR)",
    "INSERT INTO rentals SELECT i, DATE '2026-02-01' + CAST(i // 3 AS INTEGER), "
    "['City', 'E-Bike', 'Cargo'][1 + i % 3], "
    "12 + (i * 7) % 30, CASE WHEN i % 9 = 0 THEN 'J' ELSE 'N' END FROM range(1, 271) t(i)",
]
SNACK_BAR = [
    "CREATE TABLE products(id INTEGER, name VARCHAR, cat VARCHAR)",
    "INSERT INTO products VALUES (1, 'Fudge', 'SWT'), (2, 'Toffee', 'SWT'), (3, 'Lemonade', 'BEV'), "
    "(4, 'Iced Tea', 'BEV'), (5, 'Crisps', 'SAV')",
    "CREATE TABLE sales(id INTEGER, product_id INTEGER, sold_on DATE, amount_eur DOUBLE)",
    "INSERT INTO sales SELECT i, 1 + (i * 7) % 5, DATE '2026-05-01' + CAST(i % 60 AS INTEGER), "
    "1.5 + (i * 13) % 6 FROM range(1, 301) t(i)",
]
CLIMBING_WALL = [
    "CREATE TABLE day_passes(id INTEGER, visited_on DATE, price_gbp DOUBLE)",
    "INSERT INTO day_passes SELECT i, DATE '2025-01-01' + CAST(i AS INTEGER), 9 + (i * 7) % 6 "
    "FROM range(0, 650) t(i)",
]
TYRE_SHOP = [
    "CREATE TABLE stranke(id INTEGER, naziv VARCHAR, mesto VARCHAR)",
    "INSERT INTO stranke SELECT i, ['Avto Kos', 'Prevozi Novak', 'Taksi Zupan', 'Gradnje Horvat'][i], "
    "['Maribor', 'Ptuj'][1 + i % 2] FROM range(1, 5) t(i)",
    "CREATE TABLE narocila(st INTEGER, stranka INTEGER, datum VARCHAR, znesek_eur DOUBLE)",
    "INSERT INTO narocila SELECT i, 1 + (i * 3) % 4, "
    "strftime(DATE '2026-01-05' + CAST(i * 2 AS INTEGER), '%-d. %-m. %Y'), 80 + (i * 29) % 300 "
    "FROM range(1, 121) t(i)",
]
CLINIC_BRNO = [
    "CREATE TABLE visits(id INTEGER, dt VARCHAR, doctor VARCHAR)",
    "INSERT INTO visits SELECT i, strftime(DATE '2026-01-01' + CAST(i AS INTEGER), '%-d.%-m.%Y'), "
    "['Dvorak', 'Novotna'][1 + i % 2] FROM range(0, 150) t(i)",
]


def test_refunded_sales_are_no_takings_and_nothing_sold(make_bench):
    bench = make_bench(tables=(), extra_sql=KIOSK)
    ok, answer, sql = judged(bench, "What are our total takings?",
                             "SELECT sum(price_cents) / 100 FROM kiosk_sales WHERE NOT refunded")
    assert ok and '"refunded"' in sql, answer
    ok, answer, sql = judged(bench, "How many items did we sell in February 2026?",
                             "SELECT count(*) FROM kiosk_sales WHERE NOT refunded "
                             "AND sold_at >= DATE '2026-02-01' AND sold_at < DATE '2026-03-01'")
    assert ok and '"refunded"' in sql, answer


def test_a_question_about_the_refunds_keeps_them(make_bench):
    bench = make_bench(tables=(), extra_sql=KIOSK)
    ok, answer, sql = judged(bench, "How much have we had to give back in refunds?",
                             "SELECT sum(price_cents) / 100 FROM kiosk_sales WHERE refunded")
    assert ok, answer


def test_coins_are_cash_and_brings_in_more_leaves_the_refunds_out(make_bench):
    bench = make_bench(tables=(), extra_sql=KIOSK)
    ok, answer, sql = judged(bench, "Card or coins - which brings in more?",
                             "SELECT tender, sum(price_cents) / 100 FROM kiosk_sales WHERE NOT refunded "
                             "GROUP BY 1 ORDER BY 1")
    assert ok and "'CSH'" in sql and '"refunded"' in sql, answer


def test_a_storno_flag_voids_a_rental(make_bench):
    bench = make_bench(tables=(), extra_sql=BIKE_HIRE)
    ok, answer, sql = judged(bench, "What were our takings in March 2026?",
                             "SELECT sum(fee_eur) FROM rentals WHERE storno = 'N' "
                             "AND rented_on >= DATE '2026-03-01' AND rented_on < DATE '2026-04-01'")
    assert ok and '"storno"' in sql, answer


def test_category_codes_compared_by_the_money_they_make(make_bench):
    bench = make_bench(tables=(), extra_sql=SNACK_BAR)
    ok, answer, sql = judged(bench, "sweets versus beverages, which makes us more money?",
                             "SELECT p.cat, sum(s.amount_eur) FROM sales s "
                             "JOIN products p ON s.product_id = p.id "
                             "WHERE p.cat IN ('SWT', 'BEV') GROUP BY 1 ORDER BY 1")
    assert ok and "'SWT'" in sql and "'BEV'" in sql, answer


def test_this_year_than_last_year_sets_the_two_side_by_side(make_bench):
    bench = make_bench(tables=(), extra_sql=CLIMBING_WALL)
    ok, answer, sql = judged(bench, "Did day passes bring in more this year than last year?",
                             "SELECT year(visited_on), sum(price_gbp) FROM day_passes GROUP BY 1 ORDER BY 1")
    assert ok and "GROUP BY" in sql, answer
    ok, answer, sql = judged(bench, "Count of day passes last month versus this month",
                             "SELECT CAST(date_trunc('month', visited_on) AS DATE), count(*) FROM day_passes "
                             "WHERE visited_on >= DATE '2026-09-01' "
                             "GROUP BY 1 ORDER BY 1")
    assert ok and "GROUP BY" in sql, answer


def test_slovene_plurals_and_dates_written_with_spaces(make_bench):
    bench = make_bench(tables=(), extra_sql=TYRE_SHOP)
    ok, answer, sql = judged(bench, "How much did orders come to in March 2026?",
                             "SELECT sum(znesek_eur) FROM narocila WHERE strptime(datum, '%d. %m. %Y') "
                             "BETWEEN DATE '2026-03-01' AND DATE '2026-03-31'")
    assert ok and '"znesek_eur"' in sql, answer
    ok, answer, sql = judged(bench, "Which customer has spent the most?",
                             "SELECT s.naziv, sum(n.znesek_eur) v FROM narocila n "
                             "JOIN stranke s ON n.stranka = s.id "
                             "GROUP BY 1 ORDER BY v DESC LIMIT 1")
    assert ok and '"naziv"' in sql, answer


def test_dates_written_day_dot_month_without_leading_zeros(make_bench):
    bench = make_bench(tables=(), extra_sql=CLINIC_BRNO)
    ok, answer, sql = judged(bench, "How many visits were there in February 2026?",
                             "SELECT count(*) FROM visits WHERE strptime(dt, '%d.%m.%Y') "
                             "BETWEEN DATE '2026-02-01' AND DATE '2026-02-28'")
    assert ok, answer
