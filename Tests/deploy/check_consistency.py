#!/usr/bin/env python3
"""The deployment files agree with the Makefile, the README and the code.

`make check-deploy` runs this after the schema checks, actionlint and hadolint. It reads
docker-compose.yml, docker-compose.ha.yml, Dockerfile, deploy/patroni/, .github/workflows/ci.yml,
deploy/initdb/, the Makefile, the README's configuration table and Sources/, and checks that they
tell the same story: the commands (`larder migrate`, `larder serve`, `larder healthcheck`), the
port, the health check's path (/readyz), the PostgreSQL and Swift versions, and every environment
variable, which must be in the README's table with the compose files' default, and read somewhere
in Sources/. Of the high-availability file it also checks that Larder reaches every Patroni node
as the role deploy/initdb creates, and that Patroni talks to etcd through an API etcd serves.

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


def dockerfile(path="Dockerfile"):
    """[(stage, instruction, arguments)] with continuation lines joined and comments dropped."""
    lines, current = [], ""
    for raw in read(path).splitlines():
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


def larder_services(compose):
    """The services that run Larder's runtime image, in file order."""
    return [name for name, service in compose["services"].items()
            if isinstance(service.get("build"), dict) and service["build"].get("target") == "runtime"]


def documented_environment(label, compose, table):
    """Every variable the Larder services set is in the README's table, with the table's default."""
    problems = []
    services = compose["services"]
    for service in larder_services(compose):
        for name, value in (services[service].get("environment") or {}).items():
            if name not in table:
                problems.append(f"{label} {service} sets {name}, which the README's configuration table does not list")
                continue
            default, interpolated = compose_value(value)
            if interpolated and default not in code_spans(table[name][1]) and default != table[name][1]:
                problems.append(f"{label} {service} defaults {name} to {default!r}; the README's table says {table[name][1]!r}")
            if interpolated and not re.fullmatch(rf"\$\{{{name}:?-.*\}}", str(value)):
                problems.append(f"{label} {service} fills {name} from another variable: {value}")
    return problems


def initdb_creates(role, database):
    """Problems if deploy/initdb does not create `role` as NOSUPERUSER owning `database`."""
    init = "".join(read(os.path.join("deploy/initdb", name)) for name in sorted(os.listdir(os.path.join(ROOT, "deploy/initdb"))))
    problems = []
    if not re.search(rf"CREATE ROLE {role}\b[^;]*\bNOSUPERUSER\b", init):
        problems.append(f"deploy/initdb does not create the role {role} as NOSUPERUSER")
    if not re.search(rf"CREATE DATABASE {database} OWNER {role}\b", init):
        problems.append(f"deploy/initdb does not create the database {database} owned by {role}")
    return problems


def check_environment(compose, docker, table):
    problems = documented_environment("compose", compose, table)
    services = compose["services"]
    for stage, keyword, arguments in docker:
        if stage == "runtime" and keyword == "ENV":
            for name in re.findall(r"(\w+)=", arguments):
                if name not in table:
                    problems.append(f"the Dockerfile sets {name}, which the README's configuration table does not list")
    # The role and database the app uses are the ones the init script creates.
    url = str(services["app"]["environment"]["DATABASE_URL"])
    found = re.fullmatch(r"postgresql://(\w+):[^@]*@db:5432/(\w+)", url)
    if not found:
        problems.append(f"compose app's DATABASE_URL is not postgresql://ROLE:PASSWORD@db:5432/DATABASE: {url}")
    else:
        problems += initdb_creates(*found.groups())
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


# ---- the high-availability file: docker-compose.ha.yml and deploy/patroni/

# What Patroni 3.0 reads from the environment (patroni/config.py). Any other PATRONI_<NAME>_PASSWORD
# would quietly become a role created at bootstrap, and any other name would be ignored.
PATRONI_VARIABLES = {
    "PATRONI_NAME", "PATRONI_SCOPE", "PATRONI_NAMESPACE", "PATRONI_LOG_LEVEL",
    "PATRONI_RESTAPI_LISTEN", "PATRONI_RESTAPI_CONNECT_ADDRESS", "PATRONI_RESTAPI_USERNAME", "PATRONI_RESTAPI_PASSWORD",
    "PATRONI_POSTGRESQL_LISTEN", "PATRONI_POSTGRESQL_CONNECT_ADDRESS", "PATRONI_POSTGRESQL_DATA_DIR",
    "PATRONI_SUPERUSER_USERNAME", "PATRONI_SUPERUSER_PASSWORD", "PATRONI_REPLICATION_USERNAME",
    "PATRONI_REPLICATION_PASSWORD", "PATRONI_REWIND_USERNAME", "PATRONI_REWIND_PASSWORD",
    "PATRONI_ETCD_HOSTS", "PATRONI_ETCD3_HOSTS",
}


def build_context(service):
    build = service.get("build")
    return str(build.get("context", "")) if isinstance(build, dict) else str(build or "")


def patroni_nodes(compose):
    """The services built from deploy/patroni, in file order."""
    return [name for name, service in compose["services"].items()
            if build_context(service).rstrip("/").removeprefix("./") == "deploy/patroni"]


def etcd_service(compose):
    """(name, service) of the one service running an etcd image."""
    found = [(name, service) for name, service in compose["services"].items()
             if re.search(r"(^|/)etcd:", str(service.get("image", "")))]
    return found[0] if len(found) == 1 else (None, {})


def port_of(address, default):
    found = re.search(r":(\d+)$", str(address or ""))
    return found.group(1) if found else default


def check_ha_larder(ha, table):
    """The HA file runs Larder as docker-compose.yml does: migrate once, then several servers."""
    problems = []
    services = ha["services"]
    larders = larder_services(ha)
    migrates = [name for name in larders if command_text(services[name].get("command")) == "larder migrate"]
    servers = [name for name in larders if command_text(services[name].get("command")) == "larder serve"]
    if len(migrates) != 1:
        problems.append(f"compose.ha has {len(migrates)} services running `larder migrate`, not one")
    if len(servers) < 2:
        problems.append(f"compose.ha runs `larder serve` in {len(servers)} services; high availability takes at least two")
    for name in set(larders) - set(migrates) - set(servers):
        problems.append(f"compose.ha {name} runs {services[name].get('command')!r}, neither `larder migrate` nor `larder serve`")
    for name in migrates:
        if str(services[name].get("restart", "no")) != "no":
            problems.append(f"compose.ha {name} is restarted; it is a one-shot")
        waits = services[name].get("depends_on") or {}
        for node in patroni_nodes(ha):
            if (waits.get(node) or {}).get("condition") != "service_healthy":
                problems.append(f"compose.ha {name} does not wait for {node} to be healthy")
    for name in servers:
        waits = services[name].get("depends_on") or {}
        if not migrates or (waits.get(migrates[0]) or {}).get("condition") != "service_completed_successfully":
            problems.append(f"compose.ha {name} does not wait for migrate to complete successfully")
        test = command_text(services[name].get("healthcheck", {}).get("test", ""))
        if "larder healthcheck" not in test or "/readyz" not in test:
            problems.append(f"compose.ha {name}'s healthcheck does not run `larder healthcheck` on /readyz: {test}")
    port = makefile_port()
    if servers and port:
        first = services[servers[0]]
        default, _ = compose_value((first.get("environment") or {}).get("PORT", ""))
        if default != port:
            problems.append(f"compose.ha {servers[0]} PORT defaults to {default!r}, Makefile PORT {port}")
        if f"${{PORT:-{port}}}:${{PORT:-{port}}}" not in [str(p) for p in first.get("ports", [])]:
            problems.append(f"compose.ha {servers[0]} does not publish ${{PORT:-{port}}}:${{PORT:-{port}}}: {first.get('ports')}")
    problems += documented_environment("compose.ha", ha, table)
    # The variables an operator sets (passwords included) are explained in the README.
    readme = read("README.md")
    for name in sorted(set(re.findall(r"(?<!\$)\$\{(\w+)", read("docker-compose.ha.yml")))):
        if name not in readme:
            problems.append(f"the README does not document the compose.ha variable {name}")
    if "docker-compose.ha.yml" not in readme:
        problems.append("the README does not mention docker-compose.ha.yml")
    return problems


def check_ha_database(ha, patroni):
    """Larder reaches every Patroni node, as the role that deploy/initdb creates when Patroni bootstraps."""
    problems = []
    services = ha["services"]
    nodes = patroni_nodes(ha)
    if len(nodes) < 3:
        problems.append(f"compose.ha runs {len(nodes)} Patroni nodes ({', '.join(nodes)}); a failover that keeps a synchronous standby takes three")
    port = port_of(patroni["postgresql"]["listen"], "5432")
    owners = set()
    for name in larder_services(ha):
        environment = services[name].get("environment") or {}
        url = str(environment.get("DATABASE_URL", ""))
        found = re.fullmatch(r"postgresql://(\w+):[^@]*@([^/]+)/(\w+)\?(.*)", url)
        if not found:
            problems.append(f"compose.ha {name}'s DATABASE_URL is not postgresql://ROLE:PASSWORD@HOST:PORT,…/DATABASE?…: {url}")
            continue
        role, hosts, database, query = found.groups()
        owners.add((role, database))
        if sorted(hosts.split(",")) != sorted(f"{node}:{port}" for node in nodes):
            problems.append(f"compose.ha {name}'s DATABASE_URL names {hosts}, not every Patroni node on port {port}")
        if "target_session_attrs=read-write" not in query.split("&"):
            problems.append(f"compose.ha {name}'s DATABASE_URL does not ask for target_session_attrs=read-write")
        for read_url in str(environment.get("LARDER_READ_URL", "")).split():
            replica = re.fullmatch(r"postgresql://(\w+):[^@]*@([\w.-]+):(\d+)/(\w+)(\?.*)?", read_url)
            if not replica or replica.group(2) not in nodes or replica.group(3) != port:
                problems.append(f"compose.ha {name}'s LARDER_READ_URL names {read_url}, not a Patroni node on port {port}")
            elif (replica.group(1), replica.group(4)) != (role, database):
                problems.append(f"compose.ha {name}'s LARDER_READ_URL connects as {replica.group(1)} to {replica.group(4)}, "
                                f"DATABASE_URL as {role} to {database}")
    for role, database in sorted(owners):
        problems += initdb_creates(role, database)
    # The node that bootstraps runs deploy/initdb's script, which each node mounts where patroni.yml looks.
    script = str((patroni.get("bootstrap") or {}).get("post_bootstrap", ""))
    folder, _, file = script.rpartition("/")
    if not file or not os.path.isfile(os.path.join(ROOT, "deploy/initdb", file)):
        problems.append(f"patroni.yml's post_bootstrap is {script!r}, not a script of deploy/initdb")
    for node in nodes:
        mounts = [str(volume) for volume in services[node].get("volumes") or []]
        if not any(re.fullmatch(rf"\./deploy/initdb:{re.escape(folder)}(:ro)?", mount) for mount in mounts):
            problems.append(f"compose.ha {node} does not mount ./deploy/initdb on {folder}, where patroni.yml's post_bootstrap looks")
        if "LARDER_DB_PASSWORD" not in (services[node].get("environment") or {}):
            problems.append(f"compose.ha {node} does not pass LARDER_DB_PASSWORD, which deploy/initdb's script needs")
    return problems


def check_ha_patroni(compose, ha, patroni, patroni_docker):
    """Patroni runs the PostgreSQL that docker-compose.yml runs, in synchronous mode, on an etcd it can talk to."""
    problems = []
    services = ha["services"]
    major = re.fullmatch(r"postgres:(\d+)", str(compose["services"]["db"].get("image", "")))
    installs = " ".join(arguments for _, keyword, arguments in patroni_docker if keyword == "RUN")
    if major and not re.search(rf"\bpostgresql-{major.group(1)}=", installs):
        problems.append(f"deploy/patroni/Dockerfile does not install postgresql-{major.group(1)}, which docker-compose.yml runs")
    if major and patroni["postgresql"].get("bin_dir") != f"/usr/lib/postgresql/{major.group(1)}/bin":
        problems.append(f"patroni.yml's bin_dir is {patroni['postgresql'].get('bin_dir')!r}, not PostgreSQL {major.group(1)}'s")
    if ((patroni.get("bootstrap") or {}).get("dcs") or {}).get("synchronous_mode") is not True:
        problems.append("patroni.yml does not set bootstrap.dcs.synchronous_mode: true")
    restapi_port = port_of(patroni["restapi"]["listen"], "8008")
    postgres_port = port_of(patroni["postgresql"]["listen"], "5432")
    etcd_name, etcd = etcd_service(ha)
    for node in patroni_nodes(ha):
        environment = services[node].get("environment") or {}
        for name in environment:
            if name.startswith("PATRONI_") and name not in PATRONI_VARIABLES:
                problems.append(f"compose.ha {node} sets {name}, which Patroni does not read as a setting")
        wanted = {"PATRONI_NAME": node, "PATRONI_RESTAPI_CONNECT_ADDRESS": f"{node}:{restapi_port}",
                  "PATRONI_POSTGRESQL_CONNECT_ADDRESS": f"{node}:{postgres_port}"}
        for name, value in wanted.items():
            if str(environment.get(name)) != value:
                problems.append(f"compose.ha {node} sets {name} to {environment.get(name)!r}, not {value!r}")
        test = command_text(services[node].get("healthcheck", {}).get("test", ""))
        if not re.search(rf":{restapi_port}/(readiness|health)\b", test):
            problems.append(f"compose.ha {node}'s healthcheck does not ask Patroni's /readiness or /health on {restapi_port}: {test}")
        if etcd_name and ((services[node].get("depends_on") or {}).get(etcd_name) or {}).get("condition") != "service_healthy":
            problems.append(f"compose.ha {node} does not wait for {etcd_name} to be healthy")
    if not etcd_name:
        return problems + ["compose.ha runs no single etcd service"]
    version = re.search(r":v?(\d+)\.(\d+)\.(\d+)$", str(etcd.get("image", "")))
    if not version:
        return problems + [f"compose.ha {etcd_name}'s image {etcd.get('image')!r} is not pinned to a version"]
    etcd_version = tuple(map(int, version.groups()))
    flags = command_text(etcd.get("command", ""))
    # etcd3 speaks the v3 API, which 3.4 serves through its JSON gateway; etcd (v2) needs --enable-v2, gone in 3.6.
    if "etcd3" in patroni:
        dcs, hosts = "etcd3", patroni["etcd3"].get("hosts")
        if etcd_version < (3, 4):
            problems.append(f"Patroni reaches etcd's v3 API at /v3/, as the tests run it on etcd 3.4; compose.ha's etcd is "
                            f"{'.'.join(version.groups())}")
    elif "etcd" in patroni:
        dcs, hosts = "etcd", patroni["etcd"].get("hosts") or patroni["etcd"].get("host")
        if etcd_version >= (3, 6) or not re.search(r"--enable-v2(=true)?\b", flags):
            problems.append(f"Patroni uses etcd's v2 API, which compose.ha's etcd {'.'.join(version.groups())} does not serve")
    else:
        return problems + ["patroni.yml names neither etcd3 nor etcd"]
    advertised = re.search(r"--advertise-client-urls[= ]http://([\w.-]+:\d+)", flags)
    hosts = hosts if isinstance(hosts, list) else str(hosts or "").split(",")
    if not advertised or [str(host).strip() for host in hosts] != [advertised.group(1)]:
        problems.append(f"patroni.yml's {dcs} hosts are {hosts}; compose.ha's etcd advertises "
                        f"{advertised.group(1) if advertised else 'no client URL'}")
    return problems


def main():
    compose = load_yaml("docker-compose.yml")
    workflow = load_yaml(".github/workflows/ci.yml")
    docker = dockerfile()
    table = readme_table()
    ha = load_yaml("docker-compose.ha.yml")
    patroni = load_yaml("deploy/patroni/patroni.yml")
    patroni_docker = dockerfile("deploy/patroni/Dockerfile")
    checks = [
        ("the port is the Makefile's everywhere", lambda: check_port(compose, docker, table)),
        ("compose and the image run the documented commands", lambda: check_commands(compose, docker)),
        ("the health checks ask /readyz through `larder healthcheck`", lambda: check_healthcheck(compose, docker)),
        ("every variable set is in the README's table, with its default", lambda: check_environment(compose, docker, table)),
        ("PostgreSQL and Swift versions agree", lambda: check_versions(compose, docker, workflow)),
        ("the workflow's two jobs run make test", lambda: check_workflow(workflow)),
        ("the test profile runs make test against db", lambda: check_test_profile(compose)),
        ("the code reads every documented variable and serves the health routes", lambda: check_sources(table)),
        ("the HA file runs migrate once and several servers, its variables in the README", lambda: check_ha_larder(ha, table)),
        ("the HA file's Larder reaches every Patroni node as deploy/initdb's role", lambda: check_ha_database(ha, patroni)),
        ("Patroni runs compose's PostgreSQL, synchronous, on an etcd it can talk to",
         lambda: check_ha_patroni(compose, ha, patroni, patroni_docker)),
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
