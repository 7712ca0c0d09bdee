# Lantide: `make run` serves the platform on its embedded defaults; `make test` runs the whole suite.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
export LANTIDE_DATA_DIR ?= $(CURDIR)/var
PG_URL ?= postgres://postgres@127.0.0.1:5432/lantide
REDIS_TEST_URL ?= redis://127.0.0.1:6379/0

.PHONY: run test test-sqlite test-postgres setup bench check

$(VENV)/.installed: pyproject.toml constraints.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade "pip>=24"
	$(BIN)/python -m pip install -q -c constraints.txt -e ".[dev]"
	@touch $@

setup: $(VENV)/.installed

run: setup
	$(BIN)/python manage.py migrate --noinput -v0
	$(BIN)/python manage.py seed_demo
	@echo "Lantide is at http://127.0.0.1:$(PORT)/accounts/login/ (sign in with a demo account above)."
	$(BIN)/python -m lantide.serve -b 127.0.0.1 -p $(PORT) lantide.asgi:application

# Leg 1: SQLite + in-memory channel layer; leg 2 (when both answer on 127.0.0.1), alongside: PostgreSQL + Redis.
# The analyst's tests read DuckDB only: its held-out scoring (marker analyst_scoring) runs on leg 1 alone
# and its rule tests (analyst_rules) on leg 2 alone, which keeps the two legs about as long as each other.
# Each browser test runs once: those of the live stream (browser_redis) on leg 2, the rest on leg 1.
test: setup
	@./.ci/install-chromium
	@./.ci/install-node
	@MAKE="$(MAKE)" ./.ci/test-legs

test-sqlite: setup
	@echo "== Leg 1: SQLite + in-memory channel layer =="
	env -u DATABASE_URL -u REDIS_URL LANTIDE_DATA_DIR=$(CURDIR)/var/test-sqlite \
		$(BIN)/python -m pytest --basetemp=$(CURDIR)/var/test-sqlite/pytest -m "not analyst_rules and not browser_redis" $(PYTEST_ARGS)

test-postgres: setup
	@echo "== Leg 2: PostgreSQL + channels-redis =="
	DATABASE_URL=$(PG_URL) REDIS_URL=$(REDIS_TEST_URL) LANTIDE_DATA_DIR=$(CURDIR)/var/test-postgres \
		$(BIN)/python -m pytest --basetemp=$(CURDIR)/var/test-postgres/pytest -m "not analyst_scoring and (browser_redis or not browser)" $(PYTEST_ARGS)

check: setup
	$(BIN)/python manage.py check
	$(BIN)/python manage.py makemigrations --check --dry-run

$(VENV)/.installed-bench: $(VENV)/.installed
	$(BIN)/python -m pip install -q -c constraints.txt -e ".[dev,bench]"
	@touch $@

bench: $(VENV)/.installed-bench
	cd bench && ../$(BIN)/python summary.py
