#!/usr/bin/env python3
"""The deployment files agree with the Makefile, the README and the code.

`make check-deploy` runs this after the schema checks, actionlint and hadolint. It reads
docker-compose.yml, Dockerfile, .github/workflows/ci.yml, deploy/initdb/, the Makefile, the
README's configuration table and Sources/, and checks that they tell the same story: the
commands (`larder migrate`, `larder serve`, `larder healthcheck`), the port, the health check's
path (/readyz), the PostgreSQL and Swift versions, and every environment variable, which must
be in the README's table with the compose file's default, and read somewhere in Sources/.

Prints one line per check and a last line `deploy: N passed, M failed`; exits 1 when any fails.
Needs only Python and a YAML reader (PyYAML, or ruamel.yaml, which check-jsonschema brings).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.read()


def load_yaml(path):
    text = read(path)
    try:
        import yaml
        return yaml.safe_load(text)
    except ImportError:
        from ruamel.yaml import YAML
        return YAML(typ="safe").load(text)


# ---- the sources of truth, parsed


def makefile_port():
    found = re.search(r"^PORT\s*\?=\s*(\d+)\s*$", read("Makefile"), re.M)
    return found.group(1) if found else None


def readme_table():
    """{variable: (meaning, default)} from the README's "## Configuration" table."""
    text = read("README.md")
    start = text.find("\n## Configuration")
    if start < 0:
        return {}
    end = text.find("\n## ", start + 1)
    section = text[start:end if end > 0 else len(text)]
    table = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if len(cells) >= 3:
            name = re.fullmatch(r"`([A-Z][A-Z0-9_]*)`", cells[0])
            if name:
                table[name.group(1)] = (cells[1], cells[2])
    return table


def code_spans(text):
    return set(re.findall(r"`([^`]+)`", text))


def dockerfile():
    """[(stage, instruction, arguments)] with continuation lines joined and comments dropped."""
    lines, current = [], ""
    for raw in read("Dockerfile").splitlines():
        stripped = raw.strip()
        if stripped.startswith("#"):  # comments and parser directives, also between continued lines
            continue
        if stripped.endswith("\\"):
            current += stripped[:-1] + " "
            continue
        current += stripped
        if current.strip():
            lines.append(current.strip())
        current = ""
    instructions, stage = [], None
    for line in lines:
        keyword, _, arguments = line.partition(" ")
        keyword = keyword.upper()
        if keyword == "FROM":
            named = re.search(r"\bAS\s+(\S+)", arguments, re.I)
            stage = named.group(1) if named else arguments
        instructions.append((stage, keyword, arguments.strip()))
    return instructions


def compose_value(value):
    """(default, is_interpolated) of a compose environment value such as ${PORT:-8080}."""
    found = re.fullmatch(r"\$\{(\w+):?-(.*)\}", str(value))
    return (found.group(2), True) if found else (str(value), False)


def swift_sources():
    texts = {}
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in files:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as file:
                    texts[os.path.relpath(path, ROOT)] = file.read()
    return texts


def command_text(command):
    return " ".join(command) if isinstance(command, list) else str(command)


# ---- the checks: each returns a list of problems


def check_port(compose, docker, table):
    problems = []
    port = makefile_port()
    if not port:
        return ["the Makefile sets no `PORT ?= N`"]
    exposed = [arguments for stage, keyword, arguments in docker if stage == "runtime" and keyword == "EXPOSE"]
    if exposed != [port]:
        problems.append(f"Dockerfile runtime EXPOSE {exposed}, Makefile PORT {port}")
    env = " ".join(arguments for stage, keyword, arguments in docker if stage == "runtime" and keyword == "ENV")
    if not re.search(rf"\bPORT={port}\b", env):
        problems.append(f"Dockerfile runtime ENV does not set PORT={port}")
    app = compose["services"]["app"]
    default, _ = compose_value(app.get("environment", {}).get("PORT", ""))
    if default != port:
        problems.append(f"compose app PORT defaults to {default!r}, Makefile PORT {port}")
    if f"${{PORT:-{port}}}:${{PORT:-{port}}}" not in [str(p) for p in app.get("ports", [])]:
        problems.append(f"compose app does not publish ${{PORT:-{port}}}:${{PORT:-{port}}}: {app.get('ports')}")
    if "PORT" not in table or port not in code_spans(table["PORT"][1]) | {table["PORT"][1]}:
        problems.append(f"the README's table does not give PORT the default {port}")
    if f"http://localhost:{port}" not in read("README.md"):
        problems.append(f"the README does not mention http://localhost:{port}")
    return problems


def check_commands(compose, docker):
    problems = []
    readme = read("README.md")
    services = compose["services"]
    migrate, app = services["migrate"], services["app"]
    if command_text(migrate.get("command")) != "larder migrate":
        problems.append(f"compose migrate runs {migrate.get('command')!r}, not `larder migrate`")
    if command_text(app.get("command")) != "larder serve":
        problems.append(f"compose app runs {app.get('command')!r}, not `larder serve`")
    for command in ["larder migrate", "larder serve", "larder migrate --dry-run", "larder healthcheck",
                    "docker compose up", "make run"]:
        if command not in readme:
            problems.append(f"the README does not document `{command}`")
    cmds = [arguments for stage, keyword, arguments in docker if stage == "runtime" and keyword == "CMD"]
    if not cmds or re.sub(r"\s", "", cmds[-1]) != '["larder","serve"]':
        problems.append(f"the runtime image's CMD is {cmds[-1:] or 'missing'}, not [\"larder\", \"serve\"]")
    if migrate.get("depends_on", {}).get("db", {}).get("condition") != "service_healthy":
        problems.append("compose migrate does not wait for db to be healthy")
    if app.get("depends_on", {}).get("migrate", {}).get("condition") != "service_completed_successfully":
        problems.append("compose app does not wait for migrate to complete successfully")
    if str(migrate.get("restart", "no")) != "no":
        problems.append("compose migrate is restarted; it is a one-shot")
    return problems


def check_healthcheck(compose, docker):
    problems = []
    checks = [arguments for stage, keyword, arguments in docker if stage == "runtime" and keyword == "HEALTHCHECK"]
    if not checks:
        problems.append("the runtime image has no HEALTHCHECK")
    elif "larder healthcheck" not in checks[-1] or "/readyz" not in checks[-1]:
        problems.append(f"the Dockerfile's HEALTHCHECK does not run `larder healthcheck` on /readyz: {checks[-1]}")
    test = command_text(compose["services"]["app"].get("healthcheck", {}).get("test", ""))
    if "larder healthcheck" not in test or "/readyz" not in test:
        problems.append(f"compose app's healthcheck does not run `larder healthcheck` on /readyz: {test}")
    db_test = command_text(compose["services"]["db"].get("healthcheck", {}).get("test", ""))
    if "pg_isready" not in db_test:
        problems.append(f"compose db's healthcheck is not pg_isready: {db_test}")
    if "/readyz" not in read("README.md"):
        problems.append("the README does not mention /readyz")
    return problems


def check_environment(compose, docker, table):
    problems = []
    services = compose["services"]
    for service in ["migrate", "app"]:
        for name, value in (services[service].get("environment") or {}).items():
            if name not in table:
                problems.append(f"compose {service} sets {name}, which the README's configuration table does not list")
                continue
            default, interpolated = compose_value(value)
            if interpolated and default not in code_spans(table[name][1]) and default != table[name][1]:
                problems.append(f"compose {service} defaults {name} to {default!r}; the README's table says {table[name][1]!r}")
            if interpolated and not re.fullmatch(rf"\$\{{{name}:?-.*\}}", str(value)):
                problems.append(f"compose {service} fills {name} from another variable: {value}")
    for stage, keyword, arguments in docker:
        if stage == "runtime" and keyword == "ENV":
            for name in re.findall(r"(\w+)=", arguments):
                if name not in table:
                    problems.append(f"the Dockerfile sets {name}, which the README's configuration table does not list")
    # The role and database the app uses are the ones the init script creates.
    url = str(services["app"]["environment"]["DATABASE_URL"])
    found = re.fullmatch(r"postgresql://(\w+):[^@]*@db:5432/(\w+)", url)
    init = "".join(read(os.path.join("deploy/initdb", name)) for name in sorted(os.listdir(os.path.join(ROOT, "deploy/initdb"))))
    if not found:
        problems.append(f"compose app's DATABASE_URL is not postgresql://ROLE:PASSWORD@db:5432/DATABASE: {url}")
    else:
        role, database = found.groups()
        if not re.search(rf"CREATE ROLE {role}\b[^;]*\bNOSUPERUSER\b", init):
            problems.append(f"deploy/initdb does not create the role {role} as NOSUPERUSER")
        if not re.search(rf"CREATE DATABASE {database} OWNER {role}\b", init):
            problems.append(f"deploy/initdb does not create the database {database} owned by {role}")
    for name in ["POSTGRES_PASSWORD", "LARDER_DB_PASSWORD"]:
        if name not in read("README.md"):
            problems.append(f"the README does not document the compose variable {name}")
    return problems


def check_versions(compose, docker, workflow):
    problems = []
    db_image = compose["services"]["db"].get("image", "")
    if not re.fullmatch(r"postgres:\d+", db_image):
        problems.append(f"compose db's image is {db_image!r}, not postgres pinned to a major version")
    service_image = workflow["jobs"].get("postgres-service", {}).get("services", {}).get("postgres", {}).get("image")
    if service_image != db_image:
        problems.append(f"the CI service runs {service_image!r}, compose runs {db_image!r}")
    arg = next((re.search(r"SWIFT_VERSION=(\S+)", a).group(1) for s, k, a in docker
                if k == "ARG" and re.search(r"SWIFT_VERSION=", a)), None)
    ci_swift = str(workflow.get("env", {}).get("SWIFT_VERSION"))
    if arg != ci_swift:
        problems.append(f"the Dockerfile builds with Swift {arg}, CI with {ci_swift}")
    tools = re.search(r"swift-tools-version:\s*(\d+)\.(\d+)", read("Package.swift"))
    if tools and arg:
        wanted = tuple(map(int, tools.groups()))
        have = tuple(map(int, re.findall(r"\d+", arg)[:2]))
        if have < wanted:
            problems.append(f"Swift {arg} is older than Package.swift's tools version {'.'.join(tools.groups())}")
    stages = {stage for stage, keyword, _ in docker if keyword == "FROM"}
    for needed in ["build", "test", "runtime"]:
        if needed not in stages:
            problems.append(f"the Dockerfile has no stage `{needed}`")
    return problems


def check_workflow(workflow):
    problems = []
    jobs = workflow.get("jobs", {})
    for name in ["postgres-service", "embedded-cluster"]:
        job = jobs.get(name)
        if not job:
            problems.append(f"the workflow has no job {name}")
            continue
        if job.get("runs-on") != "ubuntu-24.04":
            problems.append(f"{name} runs on {job.get('runs-on')!r}, not ubuntu-24.04")
        if not job.get("timeout-minutes"):
            problems.append(f"{name} has no timeout-minutes")
        if not any(str(step.get("run", "")).strip() == "make test" for step in job.get("steps", [])):
            problems.append(f"{name} does not run `make test`")
    service_job = jobs.get("postgres-service", {})
    url = str(service_job.get("env", {}).get("DATABASE_URL", ""))
    ports = [str(p) for p in service_job.get("services", {}).get("postgres", {}).get("ports", [])]
    if "localhost:5432" not in url or "5432:5432" not in ports:
        problems.append(f"postgres-service does not point DATABASE_URL at its service on localhost:5432: {url}, ports {ports}")
    if "DATABASE_URL" in repr(jobs.get("embedded-cluster", {})):
        problems.append("embedded-cluster sets DATABASE_URL; it must use the cluster `make test` starts")
    return problems


def check_test_profile(compose):
    problems = []
    test = compose["services"].get("test")
    if not test:
        return ["compose has no test service"]
    if test.get("profiles") != ["test"]:
        problems.append(f"compose test's profiles are {test.get('profiles')}, not [test]")
    if (test.get("build") or {}).get("target") != "test":
        problems.append("compose test is not built from the Dockerfile's test stage")
    if command_text(test.get("command")) != "make test":
        problems.append(f"compose test runs {test.get('command')!r}, not `make test`")
    if "@db:5432/" not in str((test.get("environment") or {}).get("DATABASE_URL", "")):
        problems.append("compose test's DATABASE_URL does not point at db")
    if test.get("depends_on", {}).get("db", {}).get("condition") != "service_healthy":
        problems.append("compose test does not wait for db to be healthy")
    return problems


def check_sources(table):
    """Every documented variable is read by the code, and the code has what the files call on."""
    sources = swift_sources()
    everything = "\n".join(sources.values())
    problems = []
    unread = [name for name in table if f'"{name}"' not in everything]
    if unread:
        problems.append("documented in the README's table but read nowhere in Sources/ (no literal \"NAME\"): "
                        + ", ".join(unread))
    command = "\n".join(text for path, text in sources.items() if path.startswith(os.path.join("Sources", "larder") + os.sep))
    if not re.search(r"\bstruct\s+Healthcheck\b|commandName:\s*\"healthcheck\"", command):
        problems.append("Sources/larder has no `healthcheck` command, which the Dockerfile and compose health checks run")
    for route in ["/readyz", "/livez", "/healthz"]:
        if route.strip("/") not in everything:
            problems.append(f"Sources/ serves no {route}")
    return problems


def main():
    compose = load_yaml("docker-compose.yml")
    workflow = load_yaml(".github/workflows/ci.yml")
    docker = dockerfile()
    table = readme_table()
    checks = [
        ("the port is the Makefile's everywhere", lambda: check_port(compose, docker, table)),
        ("compose and the image run the documented commands", lambda: check_commands(compose, docker)),
        ("the health checks ask /readyz through `larder healthcheck`", lambda: check_healthcheck(compose, docker)),
        ("every variable set is in the README's table, with its default", lambda: check_environment(compose, docker, table)),
        ("PostgreSQL and Swift versions agree", lambda: check_versions(compose, docker, workflow)),
        ("the workflow's two jobs run make test", lambda: check_workflow(workflow)),
        ("the test profile runs make test against db", lambda: check_test_profile(compose)),
        ("the code reads every documented variable and serves the health routes", lambda: check_sources(table)),
    ]
    if not table:
        checks.insert(0, ("the README has a configuration table", lambda: ["no `| `NAME` | meaning | default |` rows under ## Configuration"]))
    failed = 0
    for title, check in checks:
        try:
            problems = check()
        except (KeyError, TypeError, AttributeError, OSError) as error:
            problems = [f"could not check: {type(error).__name__}: {error}"]
        if problems:
            failed += 1
            print(f"deploy: FAIL {title}")
            for problem in problems:
                print(f"  - {problem}")
        else:
            print(f"deploy: ok   {title}")
    print(f"deploy: {len(checks) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
