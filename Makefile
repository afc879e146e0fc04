# Developer commands; the README has the same ones spelled out.
PYTHON := .venv/bin/python

.PHONY: test lint bench

test:
	$(PYTHON) -m pytest

lint:
	.venv/bin/ruff check twin tests bench && .venv/bin/ruff format --check twin tests bench && .venv/bin/mypy twin

# Every benchmark in turn (bench/<name>/run.py); each prints its figures as Markdown.
# A failing benchmark does not stop the others; make fails at the end if any did.
bench:
	@failed=""; for script in bench/*/run.py; do \
		[ -e "$$script" ] || continue; \
		echo "== $$script"; \
		$(PYTHON) "$$script" || failed="$$failed $$script"; \
	done; \
	if [ -n "$$failed" ]; then echo "failed:$$failed" >&2; exit 1; fi
