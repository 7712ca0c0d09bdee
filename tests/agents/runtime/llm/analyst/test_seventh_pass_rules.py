"""The general rules sets L, O, P and Q's misses prompted, on made-up schemas no held-out set uses (a cider
mill, a theatre, a driving school, a boarding kennel, a farm shop): a price per a unit prices the column named
by that unit (`px_per_crate` × `crates`), money asked of rows whose count is named is the amount they hold,
minutes charged at an hourly rate and hours asked of minutes, 'DONE' for completed, two statuses kept while
another column is ranked or compared, a word naming the rows counted is no value of theirs, rows with no
match named by their own code and listed for "who", prices in pence (`_p`), and what customers spend with
us."""

import pytest

from agents.runtime.llm.analyst.idioms import plain_idioms
from agents.runtime.llm.analyst.negations import negation_words
from agents.runtime.llm.analyst.words import column_words
from tests.agents.runtime.llm.analyst.bench import answer_sql, simulate

CIDER = [
    "CREATE TABLE presses(id INTEGER, press_name VARCHAR, vol_l INTEGER)",
    "INSERT INTO presses SELECT i, 'Press ' || i, 500 + i * 40 FROM range(1, 31) t(i)",
    "CREATE TABLE stockists(id INTEGER, stockist_name VARCHAR, town VARCHAR)",
    "INSERT INTO stockists SELECT i, 'Stockist ' || i, ['Ledbury', 'Ross'][1 + i % 2] FROM range(1, 31) t(i)",
    "CREATE TABLE dispatches(id INTEGER, press_id INTEGER, stockist_id INTEGER, crates INTEGER, "
    "px_per_crate DOUBLE)",
    "INSERT INTO dispatches SELECT i, 1 + i % 30, 1 + i % 30, 1 + i % 7, 18 + i % 5 FROM range(1, 201) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_a_price_per_a_unit_prices_the_column_named_by_it(make_bench):
    bench = make_bench(tables=(), extra_sql=CIDER)
    truth = bench.rows("SELECT sum(crates * px_per_crate) FROM dispatches")[0][0]
    answer = simulate("What's our total crate revenue?", bench).final.answer
    assert '"dispatches"."crates" * "dispatches"."px_per_crate"' in answer_sql(answer), answer
    assert f"{truth:,.2f}" in answer, answer
    ranked = simulate("Which stockist earns us the most?", bench).final.answer
    sql = answer_sql(ranked)
    assert '"dispatches"."crates" * "dispatches"."px_per_crate"' in sql and "vol_l" not in sql, ranked


THEATRE = [
    "CREATE TABLE shows(show_id INTEGER PRIMARY KEY, show_title VARCHAR, seat_price DOUBLE)",
    "INSERT INTO shows SELECT i, 'Show ' || i, 20 + i FROM range(1, 31) t(i)",
    "CREATE TABLE sales(sale_id INTEGER PRIMARY KEY, show_id INTEGER REFERENCES shows(show_id), "
    "seat_count INTEGER, amount_paid DOUBLE, sale_status VARCHAR)",
    "INSERT INTO sales SELECT i, 1 + i % 30, 1 + i % 4, (1 + i % 4) * 17.5, "
    "CASE WHEN i % 9 = 0 THEN 'refunded' ELSE 'paid' END FROM range(1, 241) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_money_asked_of_rows_whose_count_is_named_is_what_they_hold(make_bench):
    bench = make_bench(tables=(), extra_sql=THEATRE)
    truth = bench.rows("SELECT sum(amount_paid) FROM sales WHERE sale_status <> 'refunded'")[0][0]
    answer = simulate("How much have we taken in seat sales, leaving out refunded ones?", bench).final.answer
    assert 'SUM("sales"."amount_paid")' in answer_sql(answer), answer
    assert f"{truth:,.2f}" in answer and "couldn't match" not in answer, answer
    counted = simulate("How many seats have we sold, leaving out refunded sales?", bench).final.answer
    assert '"seat_count"' in answer_sql(counted), counted


DRIVING = [
    "CREATE TABLE instructors(id INTEGER, instructor_nm VARCHAR, hr_rt DOUBLE, grade VARCHAR)",
    "INSERT INTO instructors SELECT i, 'Instructor ' || i, 30 + i, ['approved', 'trainee'][1 + i % 2] "
    "FROM range(1, 31) t(i)",
    "CREATE TABLE learners(id INTEGER, learner_nm VARCHAR)",
    "INSERT INTO learners SELECT i, 'Learner ' || i FROM range(1, 61) t(i)",
    "CREATE TABLE lessons(id INTEGER, instructor_id INTEGER, learner_id INTEGER, dur_min INTEGER, "
    "sts VARCHAR)",
    "INSERT INTO lessons SELECT i, 1 + i % 30, 1 + i % 60, [60, 90, 120][1 + i % 3], "
    "['DONE', 'DONE', 'NS', 'CXL'][1 + i % 4] FROM range(1, 301) t(i)",
]


def test_hour_and_rate_shorthands_are_read():
    assert column_words("hr_rt") == ("hour", "rate")
    assert column_words("hrly_rt") == ("hourly", "rate")
    assert column_words("unit_price_p") == ("unit", "price", "pence")
    assert column_words("subj") == ("subject",)
    assert column_words("instr_typ") == ("instrument", "type") and column_words("fam") == ("family",)
    assert column_words("thm") == ("theme",) and column_words("max_plyrs") == ("max", "player")


@pytest.mark.django_db(transaction=True)
def test_minutes_charged_at_an_hourly_rate_for_the_statuses_charged(make_bench):
    bench = make_bench(tables=(), extra_sql=DRIVING)
    truth = bench.rows("SELECT i.instructor_nm, sum(l.dur_min / 60 * i.hr_rt) s FROM lessons l "
                       "JOIN instructors i ON l.instructor_id = i.id WHERE l.sts IN ('DONE', 'NS') "
                       "GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1")[0]
    asked = "Which instructor has earned us the most in fees? We charge for completed lessons and no-shows."
    answer = simulate(asked, bench).final.answer
    sql = answer_sql(answer)
    assert '"lessons"."dur_min" / 60.0 * "instructors"."hr_rt"' in sql, answer
    assert "IN ('DONE', 'NS')" in sql and "GROUP BY 1 ORDER BY 2 DESC" in sql, answer
    assert truth[0] in answer and f"{truth[1]:,.2f}" in answer, answer


KENNEL = [
    "CREATE TABLE kennels(id INTEGER, run_code VARCHAR, block VARCHAR)",
    "INSERT INTO kennels SELECT i, 'R' || lpad(i::VARCHAR, 2, '0'), ['A', 'B'][1 + i % 2] "
    "FROM range(1, 41) t(i)",
    "CREATE TABLE carers(id INTEGER, carer_name VARCHAR, team VARCHAR)",
    "INSERT INTO carers SELECT i, 'Carer ' || i, ['day', 'night'][1 + i % 2] FROM range(1, 41) t(i)",
    "CREATE TABLE stays(id INTEGER, kennel_id INTEGER, carer_id INTEGER, nights INTEGER)",
    "INSERT INTO stays SELECT i, 1 + i % 35, 1 + i % 33, 1 + i % 5 FROM range(1, 201) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_rows_with_no_match_are_listed_by_their_own_code_and_for_who(make_bench):
    bench = make_bench(tables=(), extra_sql=KENNEL)
    answer = simulate("Which kennels have never been used?", bench).final.answer
    assert answer_sql(answer).startswith('SELECT "kennels"."run_code"'), answer
    assert "R36" in answer and "R40" in answer, answer
    who = simulate("Are there any night carers who've never looked after a stay? Who?", bench).final.answer
    assert answer_sql(who).startswith('SELECT "carers"."carer_name"'), who
    assert "Carer 35" in who and "Carer 34" not in who, who


FARM_SHOP = [
    "CREATE TABLE customers(cust_id INTEGER PRIMARY KEY, cust_name VARCHAR, village VARCHAR)",
    "INSERT INTO customers SELECT i, 'Customer ' || i, ['Wem', 'Prees'][1 + i % 2] FROM range(1, 41) t(i)",
    "CREATE TABLE goods(sku VARCHAR, good_name VARCHAR, cost_ct INTEGER)",
    "INSERT INTO goods SELECT 'G' || i, 'Good ' || i, 40 + i FROM range(1, 31) t(i)",
    "CREATE TABLE baskets(basket_id INTEGER PRIMARY KEY, cust_id INTEGER REFERENCES customers(cust_id), "
    "sku VARCHAR, qty INTEGER, unit_price_p INTEGER)",
    "INSERT INTO baskets SELECT i, 1 + i % 40, 'G' || (1 + i % 30), 1 + i % 3, 150 + (i % 7) * 25 "
    "FROM range(1, 301) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_pence_and_what_customers_spend_with_us(make_bench):
    bench = make_bench(tables=(), extra_sql=FARM_SHOP)
    truth = bench.rows("SELECT sum(qty * unit_price_p) / 100 FROM baskets")[0][0]
    answer = simulate("How much have we taken altogether, in pounds?", bench).final.answer
    assert "/ 100" in answer_sql(answer) and f"{truth:,.2f}" in answer, answer
    best = bench.rows("SELECT c.cust_name, sum(b.qty * b.unit_price_p) / 100 s FROM baskets b "
                      "JOIN customers c USING (cust_id) GROUP BY 1 ORDER BY s DESC, 1 LIMIT 1")[0]
    spender = simulate("Which customer spends the most with us?", bench).final.answer
    sql = answer_sql(spender)
    assert "unit_price_p" in sql and "cost_ct" not in sql, spender
    assert best[0] in spender and f"{best[1]:,.2f}" in spender, spender


@pytest.mark.django_db(transaction=True)
def test_hours_asked_of_minutes_and_statuses_that_scope_a_comparison(make_bench):
    bench = make_bench(tables=(), extra_sql=DRIVING)
    truth = bench.rows("SELECT sum(dur_min) / 60 FROM lessons WHERE sts = 'DONE'")[0][0]
    asked = "How many hours of lessons have we taught? Only lessons that went ahead."
    answer = simulate(asked, bench).final.answer
    assert '"lessons"."dur_min" / 60.0' in answer_sql(answer) and "= 'DONE'" in answer_sql(answer), answer
    assert f"{truth:,.2f}" in answer, answer
    weekly = simulate("How many hours a week does each learner practise?", bench).final.answer
    assert "/ 60.0" not in (answer_sql(weekly) or ""), weekly  # a rate over weeks, not the lessons added up
    asked = ("Compare the fees brought in by approved instructors with trainee instructors. Completed and "
             "no-show lessons are the ones we charge for.")
    compared = simulate(asked, bench).final.answer
    sql = answer_sql(compared)
    assert '"instructors"."grade"' in sql and "GROUP BY 1" in sql and "IN ('DONE', 'NS')" in sql, compared


FLORIST = [
    "CREATE TABLE orders(order_no VARCHAR, fulfilment VARCHAR, placed_on DATE)",
    "INSERT INTO orders SELECT 'O' || i, ['delivery', 'collection'][1 + i % 2], "
    "DATE '2025-01-01' + i::INTEGER FROM range(1, 121) t(i)",
    "CREATE TABLE deliveries(drop_id INTEGER, order_ref VARCHAR, town VARCHAR, fee_eur DOUBLE, "
    "result VARCHAR)",
    "INSERT INTO deliveries SELECT i, 'O' || (2 * i), ['Zeist', 'Utrecht'][1 + i % 2], 4.5 + i % 3, "
    "['DLV', 'DLV', 'FAIL'][1 + i % 3] FROM range(1, 61) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_a_word_naming_the_rows_counted_is_no_value_of_theirs(make_bench):
    bench = make_bench(tables=(), extra_sql=FLORIST)
    truth = bench.rows("SELECT sum(fee_eur) FROM deliveries")[0][0]
    fees = simulate("How much have we charged customers in delivery fees?", bench).final.answer
    assert "WHERE" not in answer_sql(fees) and f"{truth:,.2f}" in fees, fees
    towns = simulate("How many deliveries have we had to Zeist compared with Utrecht?", bench).final.answer
    assert "'DLV'" not in answer_sql(towns) and "30" in towns, towns
    kept = simulate("How many delivery orders did we get?", bench).final.answer
    assert "\"fulfilment\" = 'delivery'" in answer_sql(kept) and "60" in kept, kept


def test_best_sellers_and_each_of_our_are_read_plainly():
    assert plain_idioms("what are our top 3 best sellers by number of items sold?") == (
        "what are our top 3 products by quantity sold?")
    assert plain_idioms("what's our best seller?") == "what's our top product by quantity sold?"
    # a measure of its own is kept: "best sellers by portions ordered" ranks by portions
    assert plain_idioms("our 5 best sellers by portions ordered") == "our 5 best sellers by portions ordered"
    assert plain_idioms("how much did each of our three sites bill?") == "how much did each sites bill?"


CHEESE_SHOP = [
    "CREATE TABLE items(id INTEGER, item_nm VARCHAR, px DOUBLE)",
    "INSERT INTO items SELECT i, 'Cheese ' || i, 3 + i % 4 FROM range(1, 31) t(i)",
    "CREATE TABLE couriers(id INTEGER, courier_nm VARCHAR, vehicle VARCHAR)",
    "INSERT INTO couriers SELECT i, 'Courier ' || i, ['bike', 'van'][1 + i % 2] FROM range(1, 31) t(i)",
    "CREATE TABLE sale_lines(id INTEGER, item_id INTEGER, courier_id INTEGER, qty INTEGER, tip_gbp DOUBLE)",
    "INSERT INTO sale_lines SELECT i, 1 + (i * i) % 30, 1 + i % 30, 1 + i % 5, (i % 4) * 0.5 "
    "FROM range(1, 301) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_best_sellers_are_the_goods_sold_most_and_a_tip_is_what_was_tipped(make_bench):
    bench = make_bench(tables=(), extra_sql=CHEESE_SHOP)
    best = bench.rows("SELECT i.item_nm, sum(l.qty) q FROM sale_lines l JOIN items i ON l.item_id = i.id "
                      "GROUP BY 1 ORDER BY q DESC, 1 LIMIT 1")[0]
    answer = simulate("What's our best seller?", bench).final.answer
    assert 'SUM("sale_lines"."qty")' in answer_sql(answer) and best[0] in answer, answer
    tips = bench.rows("SELECT sum(l.tip_gbp) FROM sale_lines l JOIN couriers c ON l.courier_id = c.id "
                      "WHERE c.vehicle = 'van'")[0][0]
    tipped = simulate("How much have couriers on a van been tipped?", bench).final.answer
    assert '"sale_lines"."tip_gbp"' in answer_sql(tipped) and f"{tips:,.2f}" in tipped, tipped


def test_values_in_a_verbs_form_and_in_a_list_set_aside():
    text = "how much of our takings come from plants? excluding refunded and voided sales."
    assert negation_words("void", text) == ("excluding", "refunded", "and", "voided")
    assert negation_words("refunded", text) == ("excluding", "refunded")
    assert negation_words("complete", "only completed sales") == ()
    assert plain_idioms("how much of our takings come from plants? leave refunded and voided sales out.") == (
        "what share of our takings come from plants? excluding refunded and voided sales.")
    assert plain_idioms("how much of the wine did we sell?") == "how much of the wine did we sell?"


NURSERY = [
    "CREATE TABLE plants(plant_id INTEGER PRIMARY KEY, plant_nm VARCHAR, dept VARCHAR)",
    "INSERT INTO plants SELECT i, 'Plant ' || i, ['Shrubs', 'Bulbs', 'Tools'][1 + i % 3] "
    "FROM range(1, 31) t(i)",
    "CREATE TABLE tills(till_id INTEGER PRIMARY KEY, status VARCHAR, opened_on DATE, rung_at DATE)",
    "INSERT INTO tills SELECT i, ['complete', 'complete', 'void', 'open'][1 + i % 4], "
    "DATE '2025-01-01' + (i * 3)::INTEGER, DATE '2025-01-01' + (i * 3)::INTEGER FROM range(1, 201) t(i)",
    "CREATE TABLE till_lines(line_id INTEGER PRIMARY KEY, till_id INTEGER REFERENCES tills(till_id), "
    "plant_id INTEGER REFERENCES plants(plant_id), qty INTEGER, unit_price DOUBLE)",
    "INSERT INTO till_lines SELECT i, 1 + i % 200, 1 + i % 30, 1 + i % 3, 2.5 + i % 4 "
    "FROM range(1, 401) t(i)",
]


@pytest.mark.django_db(transaction=True)
def test_completed_is_complete_and_how_much_of_asks_a_share(make_bench):
    bench = make_bench(tables=(), extra_sql=NURSERY)
    truth = bench.rows("SELECT sum(l.qty * l.unit_price) FROM till_lines l JOIN tills t USING (till_id) "
                       "WHERE t.status = 'complete'")[0][0]
    answer = simulate("What have we taken altogether? Completed sales only.", bench).final.answer
    assert "= 'complete'" in answer_sql(answer) and f"{truth:,.2f}" in answer, answer
    share = bench.rows("SELECT sum(CASE WHEN p.dept = 'Shrubs' THEN l.qty * l.unit_price END) / "
                       "sum(l.qty * l.unit_price) FROM till_lines l JOIN tills t USING (till_id) "
                       "JOIN plants p USING (plant_id) WHERE t.status NOT IN ('void', 'open')")[0][0]
    asked = "How much of our takings come from shrubs? Leave open and voided tills out."
    shrubs = simulate(asked, bench).final.answer
    assert f"{100 * share:.2f}%" in shrubs, shrubs
    opened = simulate("How many tills were opened in March 2025?", bench).final.answer
    assert "'open'" not in answer_sql(opened), opened


@pytest.mark.django_db(transaction=True)
def test_a_venue_is_a_location(make_bench):
    bench = make_bench(tables=(), extra_sql=[
        "CREATE TABLE rooms(id INTEGER, room_nm VARCHAR, loc VARCHAR)",
        "INSERT INTO rooms SELECT i, 'Room ' || i, ['Leeds', 'York', 'Hull'][1 + i % 3] "
        "FROM range(1, 31) t(i)",
        "CREATE TABLE games(id INTEGER, room_id INTEGER, plyrs INTEGER)",
        "INSERT INTO games SELECT i, 1 + i % 30, 2 + i % 4 FROM range(1, 201) t(i)",
    ])
    answer = simulate("How many games have been played at each venue?", bench).final.answer
    assert '"rooms"."loc"' in answer_sql(answer) and "GROUP BY 1" in answer_sql(answer), answer
