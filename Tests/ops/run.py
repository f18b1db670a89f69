#!/usr/bin/env python3
"""Operations tests: real `larder serve` processes, as an admin runs them.

- Two instances on one database: a session made on one is honoured by the other, and a logout
  on the second ends it on the first.
- SIGTERM under load: the server exits 0 within LARDER_SHUTDOWN_TIMEOUT (10 s), and no response
  that had started is cut off.
- `larder healthcheck` exits 0 on a ready server and non-zero on a closed port.
- LOG_FORMAT=json writes one JSON object per line, each request with its id.
- A setting that does not parse stops `larder serve` with the variable's name.
- A taken port, the pages' or the metrics', stops `larder serve` naming the port and its setting,
  and it never says it is running.
- `larder export --all`, imported household by household and exported again, gives the same documents
  (recipes, plan, log, shopping list and settings; the people are the restoring admin's).
- Behind a real PgBouncer in transaction mode with unnamed statements, the key pages work.
- The shopping list is live across instances: an event stream opened on the second sees a tick
  made through the first within 2 s, and a stream opened again starts from the list as it is.
- A bulk import job of 200 pages served locally, shared by two instances and one of them killed
  with SIGKILL halfway: the other finishes it, and every address is imported exactly once.

Uses DATABASE_URL when set (a fresh database on that server), else the embedded cluster.
"""
import base64
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from http_browser import Browser  # noqa: E402
from larder_server import LARDER, ROOT, free_port, psql, run_on_deployments  # noqa: E402
from loopback_site import LoopbackSite, recipe_page  # noqa: E402


def two_instances(deployment):
    """Two instances on one database: log in on one, act on the other, log out on the second, and the first refuses the session."""
    first = deployment.start()
    second = deployment.start()
    browser = Browser()
    browser.log_in(first.base)
    kept = dict(browser.cookies)
    assert "larder_session" in kept
    status, _, page = browser.request(second.base, "GET", "/recipes")
    assert status == 200 and "Demo kitchen" in page, f"the second instance does not know the session: {status}"
    status, location, _ = browser.create_recipe(second.base, "Saved on the second instance")
    assert status == 303 and location.startswith("/recipes/"), (status, location)
    status, _, page = browser.request(first.base, "GET", location)
    assert status == 200 and "Saved on the second instance" in page, "the first instance does not show what the second saved"
    assert browser.log_out(second.base) == 303
    replay = Browser()
    replay.cookies = kept
    status, location, _ = replay.request(first.base, "GET", "/recipes")
    assert status == 303 and location.startswith("/login"), f"the first instance still honours the session: {status} {location}"


def shutdown_under_load(deployment):
    """SIGTERM under load: exit status 0 within 10 s, and every response that started arrives whole."""
    instance = deployment.start({"LARDER_SHUTDOWN_TIMEOUT": "10"})
    stop = threading.Event()
    outcome = {"whole": 0, "refused": 0, "cut": []}
    lock = threading.Lock()
    parts = urllib.parse.urlsplit(instance.base)

    def hammer():
        while not stop.is_set():
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=15)
            try:
                connection.connect()
            except OSError:
                with lock:
                    outcome["refused"] += 1
                time.sleep(0.02)
                continue
            try:
                connection.request("GET", "/healthz")
                response = connection.getresponse()
                body = response.read()
                with lock:
                    if response.status == 200 and body == b"ok\n":
                        outcome["whole"] += 1
                    elif response.status != 503:
                        outcome["cut"].append(f"status {response.status} body {body[:40]!r}")
            except (http.client.RemoteDisconnected, ConnectionResetError):
                # Closed before any byte of an answer: a connection still in the listen queue
                # when the server stopped listening. Refused, as a closed port is; not cut.
                with lock:
                    outcome["refused"] += 1
            except (http.client.IncompleteRead, TimeoutError) as error:
                with lock:
                    outcome["cut"].append(repr(error))
            finally:
                connection.close()

    threads = [threading.Thread(target=hammer) for _ in range(16)]
    for thread in threads:
        thread.start()
    time.sleep(3)
    before = outcome["whole"]
    started = time.monotonic()
    instance.process.send_signal(signal.SIGTERM)
    try:
        status = instance.process.wait(timeout=15)
    finally:
        stop.set()
        for thread in threads:
            thread.join()
    took = time.monotonic() - started
    print(f"ops:      {before} whole responses before SIGTERM, {outcome['whole']} in all; exited {status} after {took:.1f} s")
    assert before > 50, f"the load did not reach the server ({before} responses)"
    assert status == 0, f"exit status {status}:\n{instance.log_tail()}"
    assert took < 10, f"took {took:.1f} s to stop"
    assert not outcome["cut"], f"responses cut off: {outcome['cut'][:5]}"


def healthcheck(deployment):
    """`larder healthcheck` exits 0 on a ready server, and non-zero with a reason on a closed port."""
    instance = deployment.start()
    ok = subprocess.run([LARDER, "healthcheck", "--url", instance.base + "/readyz"], cwd=ROOT, capture_output=True, text=True)
    assert ok.returncode == 0 and "answered 200" in ok.stdout, (ok.returncode, ok.stdout, ok.stderr)
    env = dict(os.environ, PORT=str(instance.port))
    by_port = subprocess.run([LARDER, "healthcheck"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert by_port.returncode == 0, by_port.stderr
    closed = subprocess.run([LARDER, "healthcheck", "--url", f"http://127.0.0.1:{free_port()}/readyz"],
                            cwd=ROOT, capture_output=True, text=True, timeout=30)
    assert closed.returncode != 0 and "cannot connect" in closed.stderr, (closed.returncode, closed.stderr)


def json_log(deployment):
    """LOG_FORMAT=json: one JSON object per line; each request has its id, route, status and statements."""
    instance = deployment.start({"LOG_FORMAT": "json"})
    Browser().request(instance.base, "GET", "/healthz")
    instance.stop()
    with open(instance.log_path) as log:
        lines = [line for line in log.read().splitlines() if line.startswith("{")]
    events = [json.loads(line) for line in lines]
    requests = [event for event in events if event.get("message") == "request" and event.get("route") == "/healthz"]
    assert requests, f"no request line in {lines[-5:]}"
    event = requests[-1]
    assert event["status"] == "200" and event["statements"] == "1" and len(event["request_id"]) == 36, event


def bad_setting(deployment):
    """A setting that does not parse stops `larder serve` at once, naming the variable."""
    env = dict(deployment.env, LARDER_POOL_SIZE="lots", PORT=str(free_port()))
    result = subprocess.run([LARDER, "serve"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode != 0 and "LARDER_POOL_SIZE=lots" in result.stderr, (result.returncode, result.stderr)


def taken_port():
    """A socket listening on a free loopback port, as another program's would: (socket, port)."""
    holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    return holder, holder.getsockname()[1]


def port_taken(deployment):
    """A taken port, the pages' or the metrics', stops `larder serve` at once, naming the port and the setting that moves it, without saying Larder is running; with both free, it says so once it listens."""
    pages, pages_port = taken_port()
    metrics, metrics_port = taken_port()
    try:
        cases = [("the pages' port", dict(PORT=str(pages_port)), pages_port, "PORT"),
                 ("the metrics port", dict(PORT=str(free_port()), LARDER_METRICS_PORT=str(metrics_port)), metrics_port, "LARDER_METRICS_PORT")]
        for what, settings, port, setting in cases:
            started = time.time()
            result = subprocess.run([LARDER, "serve"], cwd=ROOT, env=dict(deployment.env, **settings),
                                    capture_output=True, text=True, timeout=60)
            said = result.stderr.strip().splitlines()[-1:] or [""]
            print(f"ops:      {what} taken: exit {result.returncode} after {time.time() - started:.1f} s, “{said[0]}”")
            assert result.returncode != 0, f"{what} taken: larder serve exited 0"
            assert f"port {port}" in result.stderr and setting in result.stderr, (what, result.stderr)
            assert "Larder is running" not in result.stdout + result.stderr, (what, result.stdout)
            assert "bind(" not in result.stderr, (what, result.stderr)
    finally:
        pages.close()
        metrics.close()
    instance = deployment.start({"LARDER_METRICS_PORT": str(free_port())})
    instance.log.flush()
    with open(instance.log_path) as log:
        said = log.read()
    assert f"Larder is running at http://localhost:{instance.port}" in said, instance.log_tail()


class PgBouncer:
    """A real PgBouncer in transaction mode in front of `url`'s server, on a free port."""

    def __init__(self, folder, url):
        self.folder = os.path.join(folder, "pgbouncer")
        os.makedirs(self.folder)
        self.port = free_port()
        parts = urllib.parse.urlsplit(url)
        target = {"host": urllib.parse.unquote(parts.hostname or ""), "port": str(parts.port or 5432),
                  "dbname": parts.path.lstrip("/"), "user": urllib.parse.unquote(parts.username or "")}
        target.update({key: value for key, value in urllib.parse.parse_qsl(parts.query) if key in ("host", "port")})
        if parts.password:
            target["password"] = urllib.parse.unquote(parts.password)
        self.user, self.dbname = target["user"], target["dbname"]
        with open(os.path.join(self.folder, "pgbouncer.ini"), "w") as ini:
            ini.write("[databases]\n")
            ini.write(f"{self.dbname} = " + " ".join(f"{k}='{v}'" for k, v in target.items()) + "\n")
            ini.write(f"""[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {self.port}
unix_socket_dir =
auth_type = any
pool_mode = transaction
default_pool_size = 2
ignore_startup_parameters = extra_float_digits, options
logfile = {self.folder}/pgbouncer.log
pidfile = {self.folder}/pgbouncer.pid
""")
        command = [shutil.which("pgbouncer") or "/usr/sbin/pgbouncer", os.path.join(self.folder, "pgbouncer.ini")]
        if os.getuid() == 0:  # PgBouncer will not run as root
            subprocess.run(["chown", "-R", "postgres", self.folder], check=True)
            command = ["runuser", "-u", "postgres", "--"] + command
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError("pgbouncer did not start: " + self.log_tail())

    @property
    def url(self):
        return f"postgresql://{urllib.parse.quote(self.user)}@127.0.0.1:{self.port}/{self.dbname}"

    def log_tail(self):
        try:
            with open(os.path.join(self.folder, "pgbouncer.log")) as log:
                return log.read()[-2000:]
        except OSError:
            return "(no log)"

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


def concurrently_read(browser, base, paths):
    """Eight readers at once, so Larder's connections take turns on PgBouncer's two server
    connections: a statement prepared on one server connection and run on another fails."""
    failures = []

    def read():
        reader = Browser()
        reader.cookies = dict(browser.cookies)
        for round in range(15):
            path = paths[round % len(paths)]
            status, _, _ = reader.request(base, "GET", path)
            if status != 200:
                failures.append(f"{path}: {status}")

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures, f"{len(failures)} of {8 * 15} reads failed, e.g. {failures[:3]}"


def behind_pgbouncer(deployment):
    """Behind a real PgBouncer 1.18 in transaction mode, with unnamed statements: log in, write a recipe, read it, search, edit, log out."""
    direct = deployment.start()  # migrates (and, embedded, seeds) the database PgBouncer will front
    if deployment.database:
        url = deployment.database.url
    else:
        url = f"postgresql://larder@/larder?host={urllib.parse.quote(os.path.join(deployment.folder, 'db'))}&port=5432"
    # What the README tells an admin: the session settings go on the role, since PgBouncer drops `options`.
    subprocess.run(["psql", "--no-psqlrc", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-c",
                    "ALTER ROLE CURRENT_USER SET statement_timeout = '10s'; "
                    "ALTER ROLE CURRENT_USER SET idle_in_transaction_session_timeout = '60s'; "
                    "ALTER ROLE CURRENT_USER SET TimeZone = 'UTC'; "
                    "ALTER ROLE CURRENT_USER SET IntervalStyle = 'iso_8601'"],
                   check=True, stdout=subprocess.DEVNULL)
    bouncer = PgBouncer(deployment.folder, url)
    try:
        instance = deployment.start({"DATABASE_URL": bouncer.url, "LARDER_PREPARED_STATEMENTS": "off",
                                     "LARDER_POOL_SIZE": "8", "LARDER_LISTEN_URL": url})
        browser = Browser()
        for _ in range(2):  # twice: the second pass reuses server connections other clients had
            status, location = browser.log_in(instance.base)
            assert status == 303, (status, location, bouncer.log_tail())
            name = "Through the bouncer " + str(time.time_ns())
            status, location, page = browser.create_recipe(instance.base, name)
            assert status == 303 and location.startswith("/recipes/"), (status, location, page[:500])
            status, _, page = browser.request(instance.base, "GET", location)
            assert status == 200 and name in page and "200 g flour" in page, status
            status, _, page = browser.request(instance.base, "GET", "/recipes?q=" + urllib.parse.quote("bouncer"))
            assert status == 200 and name in page, status
            status, _, page = browser.request(instance.base, "GET", location + "/edit")
            assert status == 200 and name in page, status
            concurrently_read(browser, instance.base, [location, "/recipes", "/recipes?q=bouncer", "/ingredients"])
            assert browser.log_out(instance.base) == 303
        # The one listening connection goes to PostgreSQL itself: ticks made through either
        # instance reach a list open on the one behind PgBouncer.
        browser.log_in(instance.base)
        item, token = shopping_item(browser, instance.base)
        stream = EventStream(instance.base, browser.cookies)
        now, _ = stream.next_version(-1, timeout=10)
        for base, ticked in [(direct.base, "yes"), (instance.base, "no")]:
            assert browser.request(base, "POST", item, [("_csrf", token), ("ticked", ticked)])[0] == 303
            now, _ = stream.next_version(now, timeout=2)
        stream.close()
        log = instance.log_tail()
        assert "status=500" not in log, log
    finally:
        bouncer.stop()
    direct.stop()


def logical_backup_round_trip(deployment):
    """`larder export --all`, then each household imported into a new one and exported again, gives the same documents."""
    instance = deployment.start()
    seeded = deployment.larder(["seed", "--households", "2", "--recipes", "5"])
    assert "seeded 2 household(s)" in seeded.stdout, seeded.stdout
    instance.stop()
    documents = json.loads(deployment.larder(["export", "--all"]).stdout)
    assert len(documents) == 3 and sum(len(d["recipes"]) for d in documents) >= 10, [len(d["recipes"]) for d in documents]
    for number, document in enumerate(documents):
        path = os.path.join(deployment.folder, f"household{number}.json")
        with open(path, "w") as file:
            json.dump(document, file)
        created = deployment.larder(["user", "create", "--email", f"restore{number}@example.com", "--password",
                                     "correct horse battery", "--name", "Restorer", "--household", document["household"]])
        household = re.search(r"created household .* \(([0-9A-F-]{36})\)", created.stdout).group(1)
        imported = deployment.larder(["import", path, "--household", household, "--take-settings"])
        assert "imported" in imported.stdout, imported.stdout
        again = json.loads(deployment.larder(["export", "--household", household]).stdout)
        for copy in (again, document):
            copy.pop("exportedAt", None)
            # The restored household is another person's: who starred, cooked or planned is
            # matched by email among its members, so here those go (WholeBackupTests keeps them).
            copy.pop("members", None)
            copy.pop("favourites", None)
            for entry in copy.get("cookingLog", []):
                entry.pop("cook", None)
            for entry in copy.get("plan", []):
                entry.pop("by", None)
        assert again == document, f"household {document['household']} changed on the way through"


def password_reset_from_the_command_line(deployment):
    """`larder user reset-password` prints a link alone on stdout; it sets a new password once, and the old one stops working."""
    instance = deployment.start()
    made = deployment.larder(["user", "reset-password", "--email", "DEMO@larder.local", "--base-url", instance.base + "/"])
    link = made.stdout.strip()
    assert re.fullmatch(re.escape(instance.base) + r"/reset-password/[A-Za-z0-9_-]{40,}", link), made.stdout
    assert "for demo@larder.local, valid once until" in made.stderr, made.stderr
    path = urllib.parse.urlsplit(link).path
    browser = Browser()
    status, _, page = browser.request(instance.base, "GET", path)
    assert status == 200 and "demo@larder.local" in page, status
    status, location, _ = browser.request(instance.base, "POST", path, [
        ("_csrf", Browser.token_on(page, path)), ("new_password", "a new demo password")])
    assert (status, location) == (303, "/login"), (status, location)
    assert browser.log_in(instance.base)[0] != 303, "the old password still works"
    status, location, _ = browser.request(instance.base, "POST", "/login", [
        ("_csrf", browser.csrf(instance.base, "/login")), ("email", "demo@larder.local"), ("password", "a new demo password")])
    assert status == 303, status
    assert browser.request(instance.base, "GET", path)[0] == 404, "a used link works again"
    unknown = subprocess.run([LARDER, "user", "reset-password", "--email", "nobody@example.com"], cwd=ROOT, capture_output=True, text=True,
                             env=deployment.env)
    assert unknown.returncode != 0 and "no account has the email" in unknown.stderr, (unknown.returncode, unknown.stderr)


def token_from_the_command_line(deployment):
    """`larder token create` prints the secret alone on stdout, and the account page lists the token
    without it; an unknown account, a scope that is none or an expiry out of bounds is refused and makes nothing;
    `larder token list` shows it with its last use, and `larder token revoke` ends it: the API answers 401 at once."""
    instance = deployment.start()
    household = psql(deployment, "SELECT id FROM households WHERE name = 'Demo kitchen'")
    made = deployment.larder(["token", "create", "--email", "demo@larder.local", "--household", household, "--scope", "read",
                              "--name", "Calendar script", "--expires", "7"])
    secret = made.stdout.strip()
    assert re.fullmatch(r"larder_pat_[A-Za-z0-9_-]{40,}", secret), made.stdout
    assert "read token “Calendar script” for demo@larder.local in Demo kitchen, until " in made.stderr, made.stderr
    browser = Browser()
    assert browser.log_in(instance.base)[0] == 303
    _, _, page = browser.request(instance.base, "GET", "/account")
    assert "<strong>Calendar script</strong> · Demo kitchen · read only" in page and secret not in page, page
    for arguments, message in [
        (["--email", "nobody@example.com", "--household", household, "--scope", "read"], "no account has the email"),
        (["--email", "demo@larder.local", "--household", household, "--scope", "admin"], "--scope must be read or read-write"),
        (["--email", "demo@larder.local", "--household", household, "--scope", "read", "--expires", "0"], "1 to 3650 days"),
    ]:
        refused = subprocess.run([LARDER, "token", "create"] + arguments, cwd=ROOT, capture_output=True, text=True, env=deployment.env)
        assert refused.returncode != 0 and message in refused.stderr and not refused.stdout, (arguments, refused.stdout, refused.stderr)
    _, _, page = browser.request(instance.base, "GET", "/account")
    assert page.count("<li><div><strong>") == 1, "a refused token was made"
    # The admin lists the account's tokens and revokes this one: the API refuses it at once.
    def me():
        request = urllib.request.Request(instance.base + "/api/v1/me", headers={"Authorization": f"Bearer {secret}"})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code
    assert me() == 200
    listed = deployment.larder(["token", "list", "--email", "demo@larder.local"]).stdout.strip().split("\n")
    assert len(listed) == 1 and "\tread\tDemo kitchen\t“Calendar script”\tuntil " in listed[0] and "last used" in listed[0], listed
    token_id = listed[0].split("\t")[0]
    revoked = deployment.larder(["token", "revoke", "--email", "demo@larder.local", "--id", token_id])
    assert "revoked “Calendar script” of demo@larder.local" in revoked.stderr, revoked.stderr
    assert me() == 401
    again = subprocess.run([LARDER, "token", "revoke", "--email", "demo@larder.local", "--id", token_id], cwd=ROOT, capture_output=True,
                           text=True, env=deployment.env)
    assert again.returncode != 0 and "has no token" in again.stderr, again.stderr


def prune_history_from_the_command_line(deployment):
    """`larder prune-history` applies each household's history rule and says what it removed: nothing while the
    household keeps everything (the default), the versions past the newest N once an owner sets N; a bad id is refused."""
    deployment.start()
    household = psql(deployment, "SELECT id FROM households WHERE name = 'Demo kitchen'")
    recipe = psql(deployment, f"SELECT id FROM recipes WHERE household_id = '{household}' ORDER BY name LIMIT 1")
    # Five earlier versions, as five saves leave them (the content of each is the recipe's name alone here).
    psql(deployment, f"""
        INSERT INTO recipe_revisions (household_id, recipe_id, version, graph, saved_at, change)
        SELECT '{household}', '{recipe}', v, jsonb_build_object('name', 'Version ' || v), now() - make_interval(days => 10 - v),
               '{{"changes": [{{"change": "detailsEdited"}}]}}'
        FROM generate_series(1, 5) AS v;
        UPDATE recipes SET version = 6 WHERE id = '{recipe}'""")
    kept = deployment.larder(["prune-history"])
    assert kept.stdout == "" and "removed 0 earlier versions in all" in kept.stderr, (kept.stdout, kept.stderr)
    psql(deployment, f"UPDATE households SET history_keep_revisions = 2 WHERE id = '{household}'")
    pruned = deployment.larder(["prune-history", "--household", household])
    assert pruned.stdout.strip() == f"Demo kitchen ({household}): removed 3 earlier versions", pruned.stdout
    assert "removed 3 earlier versions in all" in pruned.stderr, pruned.stderr
    left = psql(deployment, f"SELECT string_agg(version::text, ',' ORDER BY version) FROM recipe_revisions WHERE recipe_id = '{recipe}'")
    assert left == "4,5", left
    refused = subprocess.run([LARDER, "prune-history", "--household", "kitchen"], cwd=ROOT, capture_output=True, text=True, env=deployment.env)
    assert refused.returncode != 0 and "--household must be a household's id" in refused.stderr, refused.stderr


class EventStream:
    """`/shopping/events` read as a browser's EventSource reads it: each `version` event, with
    the time it arrived, gathered by a thread."""

    def __init__(self, base, cookies):
        parts = urllib.parse.urlsplit(base)
        self.socket = socket.create_connection((parts.hostname, parts.port), timeout=30)
        cookie = "; ".join(f"{k}={v}" for k, v in cookies.items())
        self.socket.sendall(f"GET /shopping/events HTTP/1.1\r\nHost: {parts.netloc}\r\nAccept: text/event-stream\r\n"
                            f"Cookie: {cookie}\r\n\r\n".encode())
        self.reader = self.socket.makefile("rb")
        status = self.reader.readline().decode()
        assert " 200 " in status, f"the event stream answered {status!r}"
        while self.reader.readline() not in (b"\r\n", b"\n", b""):
            pass
        self.versions = []
        self.arrived = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        event = None
        try:
            for raw in self.reader:
                # The body is chunked; a chunk's size line is neither a field nor blank, and is skipped.
                line = raw.decode().rstrip("\r\n")
                if line.startswith("event: "):
                    event = line[len("event: "):]
                elif line.startswith("data: ") and event == "version":
                    with self.arrived:
                        self.versions.append((int(line[len("data: "):]), time.monotonic()))
                        self.arrived.notify_all()
                    event = None
        except (OSError, ValueError):
            pass  # closed by close()

    def next_version(self, after, timeout):
        """The first version above `after` and when it arrived; fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self.arrived:
            while True:
                newer = [(version, at) for version, at in self.versions if version > after]
                if newer:
                    return newer[0]
                left = deadline - time.monotonic()
                assert left > 0, f"no version above {after} within {timeout} s (saw {[v for v, _ in self.versions]})"
                self.arrived.wait(left)

    def close(self):
        self.socket.shutdown(socket.SHUT_RDWR)
        self.socket.close()


def shopping_item(browser, base):
    """Adds "Kitchen roll" to the list by hand; returns its tick form's path and the page's CSRF token."""
    assert browser.request(base, "POST", "/shopping/items", [("_csrf", browser.csrf(base, "/shopping")), ("text", "Kitchen roll")])[0] == 303
    _, _, page = browser.request(base, "GET", "/shopping")
    item = re.search(r'<li class="shopping-item">\s*<form method="post" action="(/shopping/items/[0-9A-F-]+/tick)"[^>]*>(?:(?!</li>).)*Kitchen roll',
                     page, re.S)
    assert item, "the item added is not on the list"
    return item.group(1), Browser.token_on(page, "/shopping")


def live_shopping_list(deployment):
    """The shopping list is live across instances: a stream on the second sees a tick made through the first within 2 s, and a stream opened again catches up."""
    first = deployment.start()
    second = deployment.start()
    browser = Browser()
    browser.log_in(first.base)
    item, token = shopping_item(browser, first.base)

    stream = EventStream(second.base, browser.cookies)
    now, _ = stream.next_version(-1, timeout=10)  # the list's version when the stream opened
    latencies = []
    for ticked in ["yes", "no", "yes"]:
        sent = time.monotonic()
        assert browser.request(first.base, "POST", item, [("_csrf", token), ("ticked", ticked)])[0] == 303
        now, arrived = stream.next_version(now, timeout=2)
        latencies.append(arrived - sent)
        _, _, items = browser.request(second.base, "GET", "/shopping/items")
        assert ("shopping-item--ticked" in items) == (ticked == "yes"), "the second instance's list does not show the tick"
    stream.close()

    # Dropped: a change made while no stream is open is there when one opens again.
    assert browser.request(first.base, "POST", item, [("_csrf", token), ("ticked", "no")])[0] == 303
    reopened = EventStream(second.base, browser.cookies)
    caught_up, _ = reopened.next_version(now, timeout=10)
    reopened.close()
    _, _, items = browser.request(second.base, "GET", "/shopping/items")
    assert "shopping-item--ticked" not in items and "Kitchen roll" in items
    print(f"ops: a tick reached the other instance's stream in {', '.join(f'{1000 * t:.0f}' for t in latencies)} ms; "
          f"reopened at version {caught_up} after {now}")


# An 8x6 picture made with libvips, as Tests/LarderExchangeTests/Fixtures/apps/make_fixtures.py has it.
JPEG = base64.b64decode(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMo"
    "GhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEA"
    "AAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJico"
    "KSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT"
    "1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEE"
    "BSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOE"
    "hYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwC54Wsk"
    "+TpRRRXoYzKMF7R/u0elw5Ul9Sjqf//Z")


class RecipeBlog(LoopbackSite):
    """A recipe site: `/recipe/<n>` is a page whose JSON-LD names "Ops recipe <n>", answered
    after `delay` seconds as a slow site answers; `/photo.jpg` is its picture. Counts the
    requests for each page."""

    def __init__(self, delay):
        self.fetches = {}
        lock = threading.Lock()

        def route(path):
            if path == "/photo.jpg":
                return "image/jpeg", JPEG
            number = re.fullmatch(r"/recipe/(\d+)", path)
            if not number:
                return None
            with lock:
                self.fetches[path] = self.fetches.get(path, 0) + 1
            time.sleep(delay)
            return "text/html; charset=utf-8", self.page(int(number.group(1)))

        super().__init__(route)

    @staticmethod
    def page(number):
        return recipe_page({"name": f"Ops recipe {number}", "image": "/photo.jpg", "recipeYield": "4",
                            "recipeIngredient": ["500 g flour", "10 g salt", f"{number} g butter"],
                            "recipeInstructions": [{"@type": "HowToStep", "text": f"Mix batch {number}."},
                                                   {"@type": "HowToStep", "text": "Bake at 200 °C for 30 minutes."}]},
                           f"Ops recipe {number}")


def shared_import_job(deployment):
    """A bulk job of 200 pages shared by two instances, one killed with SIGKILL halfway: the other finishes it, and every address is imported exactly once."""
    total = 200
    blog = RecipeBlog(delay=0.1)
    try:
        env = {"LARDER_FETCH_ALLOW_PRIVATE": "1", "LARDER_IMPORT_WORKERS": "4"}
        survivor = deployment.start(env)  # the first also runs the embedded cluster, so it is the one that stays
        doomed = deployment.start(env)
        household = psql(deployment, "SELECT id FROM households WHERE name = 'Demo kitchen'")
        # Made in SQL, as the web's import form makes it: `larder import` would work on the job itself.
        job = psql(deployment, f"INSERT INTO import_jobs (household_id, on_conflict, is_budgeted) "
                               f"VALUES ('{household}', 'rename', false) RETURNING id").splitlines()[0]
        started = time.monotonic()
        psql(deployment, f"INSERT INTO import_job_items (household_id, job_id, position, url) "
                         f"SELECT '{household}', '{job}', n - 1, '{blog.base}/recipe/' || n FROM generate_series(1, {total}) n")
        items = f"FROM import_job_items WHERE job_id = '{job}'"

        def pending():
            return int(psql(deployment, f"SELECT count(*) {items} AND state = 'pending'"))

        left = total
        while left > total // 2:
            assert time.monotonic() - started < 60, f"half the job was not done in 60 s ({left} pending)"
            time.sleep(0.05)
            left = pending()
        doomed.stop(sig=signal.SIGKILL)
        killed_at, left_at_kill = time.monotonic() - started, pending()
        assert left_at_kill >= total // 4, f"the kill came late: {left_at_kill} of {total} addresses were pending"

        while left:
            assert time.monotonic() - started < 120, f"the survivor left {left} addresses pending after 120 s:\n{survivor.log_tail()}"
            time.sleep(0.2)
            left = pending()
        took = time.monotonic() - started
        assert survivor.process.poll() is None, f"the survivor exited:\n{survivor.log_tail()}"

        failed = psql(deployment, f"SELECT position || ' ' || url || ': ' || coalesce(said::text, '') {items} AND state <> 'imported' ORDER BY position")
        assert not failed, f"addresses not imported:\n{failed}"
        recipes = f"FROM recipes WHERE household_id = '{household}' AND name LIKE 'Ops recipe %'"
        count, addresses, renamed, photographed = psql(deployment, f"""
            SELECT count(*), count(DISTINCT source_url), count(*) FILTER (WHERE name LIKE '% (%)'),
                   count(*) FILTER (WHERE EXISTS (SELECT 1 FROM recipe_photos p WHERE p.recipe_id = recipes.id))
            {recipes}""").split("|")
        assert (count, addresses, renamed, photographed) == (str(total), str(total), "0", str(total)), \
            f"{count} recipes from {addresses} addresses, {renamed} renamed as duplicates, {photographed} with their photo"
        linked = psql(deployment, f"SELECT count(recipe_id) || '|' || count(DISTINCT recipe_id) {items}")
        assert linked == f"{total}|{total}", f"recipes linked to the addresses (all|distinct): {linked}"
        mismatched = psql(deployment, f"SELECT i.url || ' -> ' || r.source_url FROM import_job_items i JOIN recipes r ON r.id = i.recipe_id "
                                      f"WHERE i.job_id = '{job}' AND r.source_url IS DISTINCT FROM i.url")
        assert not mismatched, f"items linked to another address's recipe:\n{mismatched}"
        # The addresses the killed instance had in hand went back to pending and were fetched again:
        # one to its four workers' worth, and no others.
        again = sorted(path for path, times in blog.fetches.items() if times > 1)
        assert 1 <= len(again) <= 4, f"{len(again)} pages fetched more than once: {again[:10]}"
        print(f"ops:      killed the second instance {killed_at:.1f} s in with {left_at_kill} "
              f"pending; the survivor finished at {took:.1f} s; {len(again)} page(s) fetched again after the kill")
    finally:
        blog.stop()


SCENARIOS = [two_instances, shutdown_under_load, healthcheck, json_log, bad_setting, port_taken, behind_pgbouncer, logical_backup_round_trip,
             password_reset_from_the_command_line, token_from_the_command_line, prune_history_from_the_command_line, live_shopping_list,
             shared_import_job]


def main():
    return run_on_deployments("ops", SCENARIOS)


if __name__ == "__main__":
    sys.exit(main())
