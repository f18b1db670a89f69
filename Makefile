# Larder: `make run` serves http://localhost:8080 from an embedded database; `make test` runs
# every test against a real PostgreSQL server (a throwaway one unless DATABASE_URL is set).

SWIFT ?= swift
PORT ?= 8080

.PHONY: run test build bench-client clean-data

run:
	@scripts/install-dependencies.sh run
	$(SWIFT) build --product larder
	.build/debug/larder serve --port $(PORT)

build:
	@scripts/install-dependencies.sh run
	$(SWIFT) build

test:
	@scripts/install-dependencies.sh test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) build --product larder
	python3 Tests/browser/run.py

# A benchmark, not a test: the pool against pgbench on one throwaway cluster.
bench-client:
	@scripts/install-dependencies.sh run
	$(SWIFT) build -c release --product larder-bench
	.build/release/larder-bench

# Deletes the embedded database (./.larder or $LARDER_DATA_DIR).
clean-data:
	rm -rf $${LARDER_DATA_DIR:-.larder}
