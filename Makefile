# Larder: `make run` serves http://localhost:8080 from an embedded database; `make test` runs
# every test against a real PostgreSQL server (a throwaway one unless DATABASE_URL is set).

SWIFT ?= swift
PORT ?= 8080

.PHONY: run server release-server test suites suites-browser-api-outages suites-hostile-ops test-ops test-faults test-api check-deploy check-openapi openapi templates check-templates compile-templates build bench bench-client bench-imports bench-render count-render clean-data

run: templates
	@scripts/install-dependencies.sh run
	$(MAKE) server
	LARDER_ENV=development .build/debug/larder serve --port $(PORT)

build:
	@scripts/install-dependencies.sh run
	$(SWIFT) build

# The server is two programs: larder, and larder-photos beside it, which runs libvips for it in
# processes of their own (see Sources/larder-photos/main.c). SwiftPM builds one product at a time.
server:
	$(SWIFT) build --product larder
	$(SWIFT) build --product larder-photos

release-server:
	$(RELEASE_BUILD) --product larder
	$(RELEASE_BUILD) --product larder-photos

# The generators' builds run before Larder's, not beside it: on two cores, beside it, the three
# took 1,136 s against 1,070 s one after the other.
# The Swift tests write every statement they send to .build/statements.jsonl; the routing test
# then fails on any that could not be sent to one household's shard (docs/SCALING.md).
STATEMENT_LOG = $(CURDIR)/.build/statements.jsonl

test: check-deploy check-openapi check-templates
	@scripts/install-dependencies.sh test
	$(SWIFT) build --build-tests
	rm -f $(STATEMENT_LOG)
	LARDER_STATEMENT_LOG=$(STATEMENT_LOG) $(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory suites

# The live suites, on what `swift build --build-tests` built: every product, the server, larder-photos
# and the API's example (a `swift build` with nothing to do still takes 15 s). They run in two lanes
# at once, each scenario on a deployment of its own (cluster or database, free ports); one after the
# other they took 14 minutes. The hostile uploads hold their server to a time bound, so they run
# beside the lightest suites, the browser's and the operations', which wait on pages and processes
# for half their time; in three lanes, beside sqlmap and the soak too, three bombs overran it. The
# outages, kills and load follow the browser and the API; the mail tests follow the operations.
# Here the hostile uploads run their round of 2 at once; `make test-faults` adds the round of 4,
# 50-90 s of CPU that took this run past 30 minutes. A lane stops at its first failing suite;
# the other runs to its end. The routing test, which reads what the Swift tests sent, opens the second
# lane. Failover and switchover under Patroni (a minute) run in `make test-ops`, which this run
# would take past 30 minutes.
suites: export PATH := $(shell python3 -m site --user-base)/bin:$(PATH)
suites:
	$(MAKE) --no-print-directory --keep-going --jobs=2 suites-browser-api-outages suites-hostile-ops

suites-browser-api-outages:
	python3 Tests/browser/run.py
	python3 Tests/api/run.py
	python3 Tests/faults/run.py outages

suites-hostile-ops:
	python3 Tests/routing/check.py --self-test
	python3 Tests/routing/check.py $(STATEMENT_LOG)
	HOSTILE_ROUNDS=2 python3 Tests/faults/hostile.py
	python3 Tests/ops/run.py
	python3 Tests/ops/replicas.py read_your_writes lagging_replica replica_down
	python3 Tests/mail/run.py

# The operations scenarios on their own: two instances, SIGTERM, health, PgBouncer, backups, the
# live list, shared import jobs; then failover and switchover under Patroni (Tests/ops/ha.py), and
# reads from a streaming replica (Tests/ops/replicas.py), with the read pages' throughput with and
# without it, which `make test` leaves out: on two cores it measures the noise of the machine.
test-ops:
	@scripts/install-dependencies.sh test
	$(MAKE) server
	python3 Tests/ops/run.py
	python3 Tests/ops/ha.py
	python3 Tests/ops/replicas.py

# The API on a live server: schemathesis from openapi.yaml (SCHEMATHESIS_EXAMPLES per operation,
# default 25, under a minute), the generated client of examples/plan-tonight, and the event stream.
# schemathesis's `st` may sit in the user's site folder.
test-api: export PATH := $(shell python3 -m site --user-base)/bin:$(PATH)
test-api:
	@scripts/install-dependencies.sh test
	$(MAKE) server
	$(SWIFT) build --product plan-tonight
	python3 Tests/api/run.py

# The API's Swift code is generated from openapi.yaml by swift-openapi-generator, built apart in
# .build-openapi (in about a minute, once) so that Larder's own build never compiles it: the server's
# types and protocol (Sources/LarderAPI/Generated) and the example's client (examples/plan-tonight/Generated).
OPENAPI_GENERATOR = .build-openapi/debug/swift-openapi-generator
API_SERVER_CODE = Sources/LarderAPI/Generated
API_CLIENT_CODE = examples/plan-tonight/Generated

$(OPENAPI_GENERATOR): Tools/openapi-generator/Package.swift
	$(SWIFT) build --package-path Tools/openapi-generator --scratch-path .build-openapi --product swift-openapi-generator

# Writes the generated code anew, after a change to openapi.yaml.
openapi: $(OPENAPI_GENERATOR)
	rm -rf $(API_SERVER_CODE) $(API_CLIENT_CODE)
	$(OPENAPI_GENERATOR) generate openapi.yaml --config openapi-generator-config.yaml --output-directory $(API_SERVER_CODE)
	$(OPENAPI_GENERATOR) generate openapi.yaml --config examples/openapi-generator-config.yaml --output-directory $(API_CLIENT_CODE)

# Fails when the committed code is not what openapi.yaml generates: the document and the server drifted.
check-openapi: $(OPENAPI_GENERATOR)
	rm -rf .build-openapi/check && mkdir -p .build-openapi/check
	@# The generator reports its configuration on standard error; kept, and shown, only when it fails.
	@$(OPENAPI_GENERATOR) generate openapi.yaml --config openapi-generator-config.yaml --output-directory .build-openapi/check/server \
		>.build-openapi/check/server.log 2>&1 || { cat .build-openapi/check/server.log >&2; exit 1; }
	@$(OPENAPI_GENERATOR) generate openapi.yaml --config examples/openapi-generator-config.yaml --output-directory .build-openapi/check/client \
		>.build-openapi/check/client.log 2>&1 || { cat .build-openapi/check/client.log >&2; exit 1; }
	@diff -r .build-openapi/check/server $(API_SERVER_CODE) && diff -r .build-openapi/check/client $(API_CLIENT_CODE) \
		|| { echo "openapi.yaml and the generated code differ: run make openapi and commit the result" >&2; exit 1; }
	@echo "openapi: the generated server and client are what openapi.yaml generates"

# The pages' Swift is compiled from Templates/*.mustache by Tools/template-compiler, which reads the
# view types with swift-syntax. It is built apart in .build-templates (about a minute, once), so that
# Larder's own build never compiles swift-syntax, and its output is committed: the pages with their
# samples for the property test, the languages' catalogs (Languages/<code>/*.json) as `Strings`, and
# the Mustache spec cases the tests compile the same way.
TEMPLATE_COMPILER = .build-templates/debug/larder-templates
TEMPLATE_COMPILER_SOURCES = $(wildcard Tools/template-compiler/Sources/larder-templates/*.swift)
PAGES = Sources/LarderWeb/Views/Generated
SPEC = Tests/LarderWebTests/MustacheSpec
# The page script's words, one file per language.
SCRIPTS = Public/js/strings

$(TEMPLATE_COMPILER): Tools/template-compiler/Package.swift $(TEMPLATE_COMPILER_SOURCES)
	$(SWIFT) build --package-path Tools/template-compiler --scratch-path .build-templates --product larder-templates
	@touch $@

# Writes the compiled pages anew from the templates and the view types (`make run` does it first).
templates: $(TEMPLATE_COMPILER)
	@$(MAKE) --no-print-directory compile-templates PAGES_OUT=$(PAGES) SPEC_OUT=$(SPEC)/Generated SCRIPTS_OUT=$(SCRIPTS)

# Fails when the committed pages are not what the templates compile to.
check-templates: $(TEMPLATE_COMPILER)
	rm -rf .build-templates/check && mkdir -p .build-templates/check/pages .build-templates/check/spec
	@$(MAKE) --no-print-directory compile-templates PAGES_OUT=.build-templates/check/pages SPEC_OUT=.build-templates/check/spec \
		SCRIPTS_OUT=.build-templates/check/scripts
	@diff -r .build-templates/check/pages $(PAGES) && diff -r .build-templates/check/spec $(SPEC)/Generated \
		&& diff -r .build-templates/check/scripts $(SCRIPTS) \
		|| { echo "the templates and the compiled pages differ: run make templates and commit the result" >&2; exit 1; }
	@echo "templates: the compiled pages are what Templates/ compiles to"
	@Tools/template-compiler/check-errors.sh $(TEMPLATE_COMPILER)

compile-templates:
	@mkdir -p $(PAGES_OUT) $(SPEC_OUT)
	$(TEMPLATE_COMPILER) --templates Templates --sources Sources/LarderWeb Sources/LarderModel \
		--catalogs Languages --strings $(PAGES_OUT)/Strings.swift --scripts $(SCRIPTS_OUT) \
		--output $(PAGES_OUT)/Pages --samples $(PAGES_OUT)/PageSamples.swift
	$(TEMPLATE_COMPILER) --templates $(SPEC)/Templates --sources $(SPEC) --imports "@testable import LarderWeb" --allow-missing-names --namespace SpecPartials --output $(SPEC_OUT)/SpecPages.swift

# Faults, bounded to a few minutes: hostile input (bombs, concurrent hostile uploads beside a
# reader of pages, quotas, fair import workers, picture checks, streams that end with their right,
# chunked 413s, slow headers, login CSRF, IPv6 address forms), PostgreSQL stopped and frozen under
# load, kill -9 during a 5,000-recipe import, a recipe save, a household delete and a migration, an
# sqlmap scan, and a soak of SOAK_SECONDS (default 30; SOAK_SECONDS=600 for a long one) at 64 connections.
# Its injection scan runs sqlmap, which pip may put in the user's site folder.
test-faults: export PATH := $(shell python3 -m site --user-base)/bin:$(PATH)
test-faults:
	@scripts/install-dependencies.sh test
	$(MAKE) server
	python3 Tests/faults/run.py

# The deployment files, offline and without Docker: docker-compose.yml, docker-compose.ha.yml and the
# CI workflow against their JSON schemas, the workflow with actionlint, the Dockerfiles with hadolint, and all of them
# against this Makefile, the README and the code. Checkers from PyPI may sit in the user's site folder.
check-deploy: export PATH := $(shell python3 -m site --user-base)/bin:$(PATH)
check-deploy:
	@scripts/install-dependencies.sh deploy
	check-jsonschema --builtin-schema vendor.compose-spec docker-compose.yml
	check-jsonschema --builtin-schema vendor.compose-spec docker-compose.ha.yml
	check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/ci.yml
	actionlint .github/workflows/ci.yml
	hadolint Dockerfile
	hadolint deploy/patroni/Dockerfile
	python3 Tests/deploy/check_consistency.py

# Benchmarks measure the build the Dockerfile ships: release, with the Swift runtime linked in.
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib

# The benchmark programs are declared only when asked for (see the end of Package.swift).
bench bench-client bench-render count-render bench-imports: export LARDER_BENCHMARKS := 1

# Benchmarks, not tests: each prints one line comparing Larder with pgbench running the same
# SQL on the same throwaway cluster. BENCH_SECONDS sets the duration (default 20).
bench-client:
	@scripts/install-dependencies.sh run
	$(RELEASE_BUILD) --product larder-bench
	.build/release/larder-bench client

# Every page of a server holding 1,000 households and 100,000 recipes (half of them in one
# household) under wrk at 32 connections, each against pgbench replaying the statements that
# page's request sent; medians of 3 runs. BENCH_RECIPES=10000 BENCH_SECONDS=3 is a quick run;
# BENCH_PAGES=recipe,api_recipe measures only those pages (api_recipe: the JSON API's recipe).
bench:
	@scripts/install-dependencies.sh bench
	$(MAKE) release-server
	$(RELEASE_BUILD) --product larder-bench
	.build/release/larder-bench pages

# The recipe page's work after its statements, under ordo-one/benchmark (a release build): its
# view built from a cookbook recipe, and its HTML written from the view (budget: 50 µs).
bench-render:
	@scripts/install-dependencies.sh run
	$(SWIFT) package --disable-sandbox benchmark --target RecipePage

# The same work counted by callgrind: instructions for one recipe page's view and HTML, which
# the machine's load cannot move, from 200 pages beyond the first (release build).
count-render:
	@scripts/install-dependencies.sh bench
	$(RELEASE_BUILD) --product larder-bench
	scripts/count-render.sh .build/release/larder-bench

# The page reader on 5 MB pages (budget: 200 ms each), and a job of 1,000 recipe pages served on
# loopback, with photos, worked on by one `larder serve` (budget: 20 pages/s, under 100 MB).
bench-imports:
	@scripts/install-dependencies.sh bench
	$(MAKE) release-server
	$(RELEASE_BUILD) --product larder-bench
	.build/release/larder-bench imports

# Deletes the embedded database (./.larder or $LARDER_DATA_DIR).
clean-data:
	rm -rf $${LARDER_DATA_DIR:-.larder}
