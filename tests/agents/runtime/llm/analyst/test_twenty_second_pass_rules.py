"""The general rules set AG's misses prompted (a twenty-second pass), on made-up schemas no held-out set
uses: a bike workshop in Leipzig keeps its books in German (`kunden` customers, `auftraege` Aufträge orders,
plurals in -en and -e, ä written ae, a `kunde` column pointing at the customers); a vet in Seville keeps its
patients' kinds in Spanish ('perro' dogs, 'gato' cats, `talla` 'grande' for big ones); and a podcast studio
in Kumasi keeps cedis as pesewas (`fee_gp`) and its services as codes ('MIX' mixing, 'REC' recording), where
money that "came in" is no recording and "the most hours" no mastering ('MST'); and a taco-box seller in
Puebla marks returned orders 'DEV' (devuelto), which are no revenue."""

import pytest

from tests.agents.runtime.llm.analyst.heldout.scoring import judged

pytestmark = pytest.mark.django_db(transaction=True)

BIKE_WORKSHOP = [
    "CREATE TABLE kunden(kunden_nr INTEGER, name VARCHAR, stadtteil VARCHAR)",
    "INSERT INTO kunden SELECT i, "
    "['Anna Vogel', 'Jonas Richter', 'Lena Wolf', 'Paul Braun', 'Mia Krause'][i], "
    "['Connewitz', 'Plagwitz', 'Gohlis', 'Connewitz', 'Gohlis'][i] FROM range(1, 6) t(i)",
    "CREATE TABLE auftraege(nr INTEGER, kunde INTEGER, datum DATE, betrag_eur DOUBLE)",
    "INSERT INTO auftraege SELECT i, 1 + (i * 3) % 5, DATE '2026-01-04' + CAST(i AS INTEGER), "
    "25 + (i * 37) % 180 FROM range(1, 241) t(i)",
]
VET = [
    "CREATE TABLE mascotas(id INTEGER, nombre VARCHAR, especie VARCHAR, talla VARCHAR)",
    "INSERT INTO mascotas SELECT i, 'Mascota ' || i, ['perro', 'gato', 'perro'][1 + i % 3], "
    "['chica', 'mediana', 'grande', 'grande'][1 + i % 4] FROM range(1, 121) t(i)",
    "CREATE TABLE citas(id INTEGER, mascota_id INTEGER, fecha DATE, importe_eur DOUBLE)",
    "INSERT INTO citas SELECT i, 1 + (i * 7) % 120, DATE '2026-02-01' + CAST(i AS INTEGER), "
    "30 + (i * 23) % 90 FROM range(1, 301) t(i)",
]
PODCAST_STUDIO = [
    "CREATE TABLE bkgs(ref VARCHAR, dt DATE, svc VARCHAR, eng VARCHAR, hrs INTEGER, fee_gp BIGINT)",
    "INSERT INTO bkgs SELECT 'B' || i, DATE '2026-03-01' + CAST(i AS INTEGER), "
    "['REC', 'EDT', 'MIX', 'MST', 'REC'][1 + i % 5], ['Kofi', 'Ama', 'Yaw'][1 + (i * 7) % 3], "
    "1 + (i * 3) % 5, "    "15000 + (i * 733) % 40000 FROM range(1, 201) t(i)",
]
TACO_BOXES = [
    "CREATE TABLE pedidos(id INTEGER, fecha DATE, ciudad VARCHAR, importe_mxn INTEGER, estatus VARCHAR)",
    "INSERT INTO pedidos SELECT i, DATE '2026-04-01' + CAST(i AS INTEGER), "
    "['Puebla', 'Cholula', 'Atlixco'][1 + i % 3], 150 + (i * 37) % 400, "
    "CASE WHEN i % 7 = 0 THEN 'DEV' ELSE 'ENT' END FROM range(1, 181) t(i)",
]


def test_german_plurals_umlauts_and_a_key_named_after_its_table(make_bench):
    bench = make_bench(tables=(), extra_sql=BIKE_WORKSHOP)
    ok, answer, sql = judged(bench, "Which customer has spent the most with us?",
                             "SELECT k.name, sum(a.betrag_eur) FROM auftraege a JOIN kunden k "
                             "ON a.kunde = k.kunden_nr GROUP BY 1 ORDER BY 2 DESC LIMIT 1")
    assert ok and '"kunden"' in sql, answer
    ok, answer, sql = judged(bench, "How many orders did we take in March 2026?",
                             "SELECT count(*) FROM auftraege WHERE datum >= DATE '2026-03-01' "
                             "AND datum < DATE '2026-04-01'")
    assert ok, answer


def test_kinds_kept_in_spanish_said_in_english(make_bench):
    bench = make_bench(tables=(), extra_sql=VET)
    ok, answer, sql = judged(bench, "How much have we made from appointments for cats?",
                             "SELECT sum(c.importe_eur) FROM citas c JOIN mascotas m ON c.mascota_id = m.id "
                             "WHERE m.especie = 'gato'")
    assert ok and "'gato'" in sql, answer
    ok, answer, sql = judged(bench, "How many big dogs do we look after?",
                             "SELECT count(*) FROM mascotas WHERE especie = 'perro' AND talla = 'grande'")
    assert ok and "'grande'" in sql, answer


def test_pesewas_and_service_codes(make_bench):
    bench = make_bench(tables=(), extra_sql=PODCAST_STUDIO)
    ok, answer, sql = judged(bench, "How much money has come in altogether?",
                             "SELECT sum(fee_gp) / 100 FROM bkgs")
    assert ok and "'REC'" not in sql, answer
    ok, answer, sql = judged(bench, "What does a mixing session bring in on average?",
                             "SELECT avg(fee_gp) / 100 FROM bkgs WHERE svc = 'MIX'")
    assert ok and "'MIX'" in sql, answer
    ok, answer, sql = judged(bench, "Which engineer has put in the most hours?",
                             "SELECT eng, sum(hrs) FROM bkgs GROUP BY 1 ORDER BY 2 DESC LIMIT 1")
    assert ok and "'MST'" not in sql, answer


def test_returned_orders_are_no_revenue(make_bench):
    bench = make_bench(tables=(), extra_sql=TACO_BOXES)
    ok, answer, sql = judged(bench, "What revenue did we make in May 2026?",
                             "SELECT sum(importe_mxn) FROM pedidos WHERE estatus <> 'DEV' "
                             "AND fecha >= DATE '2026-05-01' AND fecha < DATE '2026-06-01'")
    assert ok and "'DEV'" in sql, answer
