#!/usr/bin/env python3
"""Fault tests, bounded (a few minutes in all): hostile input (hostile.py: bombs, floods, forged
requests), and what a real `larder serve` does when its database goes away, stops answering, or it
is itself killed mid-write, and whether it stays well under a minute of load. Run by
`make test-faults`; `make test` runs the hostile ones (hostile.py) and the others (`run.py
outages`) apart, each in one of its two lanes of suites.

The outage and black-hole scenarios stop or freeze PostgreSQL itself, so they need the embedded
cluster (no DATABASE_URL); with DATABASE_URL they say so and are skipped. Exits non-zero when a
scenario fails. SOAK_SECONDS shortens or lengthens the soak (default 30).
"""
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.parse

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TESTS, "support"))
from http_browser import Browser  # noqa: E402
from larder_server import LARDER, ROOT, psql, psql_command, run_on_deployments  # noqa: E402
from hostile import HOSTILE_SCENARIOS  # noqa: E402

EMBEDDED = not os.environ.get("DATABASE_URL")


def postgres(deployment, *arguments):
    """pg_ctl on the deployment's embedded cluster, as the postgres account when run as root."""
    data = os.path.join(deployment.folder, "db", "data")
    bindir = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True).stdout.strip()
    command = [os.path.join(bindir, "pg_ctl"), "-D", data, "-w", "-l", os.path.join(deployment.folder, "db", "postgres.log")]
    command += list(arguments)
    if os.getuid() == 0:
        command = ["runuser", "-u", "postgres", "--"] + command
    subprocess.run(command, check=True, capture_output=True, timeout=60)


def postmaster_and_backends(deployment):
    with open(os.path.join(deployment.folder, "db", "data", "postmaster.pid")) as file:
        postmaster = int(file.readline())
    children = subprocess.run(["pgrep", "-P", str(postmaster)], capture_output=True, text=True).stdout.split()
    return [postmaster] + [int(pid) for pid in children]


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def wait_for(predicate, limit):
    """Seconds until `predicate()` holds, polling; raises after `limit` seconds."""
    started = time.time()
    while time.time() - started < limit:
        try:
            if predicate():
                return time.time() - started
        except OSError:
            pass
        time.sleep(0.1)
    raise AssertionError(f"not within {limit} s")


def status_of(browser, base, path):
    try:
        return browser.request(base, "GET", path)[0]
    except OSError:
        return 0


def database_outage(deployment):
    """PostgreSQL stopped under load: pages and /readyz answer 503 within 5 s and the process stays up; started again, pages serve within 5 s."""
    if not EMBEDDED:
        print("faults: skip  database outage needs the embedded cluster (DATABASE_URL is set)")
        return
    instance = deployment.start()
    browser = Browser()
    browser.log_in(instance.base)
    load = Load(instance.base, browser.cookies, ["/recipes", "/healthz"])
    load.start()
    try:
        postgres(deployment, "-m", "fast", "stop")
        down = wait_for(lambda: status_of(browser, instance.base, "/recipes") == 503 and status_of(browser, instance.base, "/readyz") == 503, 5)
        status, _, page = browser.request(instance.base, "GET", "/recipes")
        assert status == 503 and "Larder is unavailable" in page, status
        assert instance.process.poll() is None, "the server exited when the database went away"
        postgres(deployment, "start")
        up = wait_for(lambda: status_of(browser, instance.base, "/recipes") == 200, 5)
    finally:
        load.stop()
    print(f"faults:      503 {down:.1f} s after the stop; serving {up:.1f} s after the start; {load.summary()}")
    assert load.errors_other_than(503) == 0, load.summary()


def database_black_hole(deployment):
    """PostgreSQL frozen (SIGSTOP on the postmaster and its backends): pages answer 503 within the statement timeout and recover after SIGCONT."""
    if not EMBEDDED:
        print("faults: skip  black hole needs the embedded cluster (DATABASE_URL is set)")
        return
    instance = deployment.start({"LARDER_STATEMENT_TIMEOUT": "2"})
    browser = Browser()
    browser.log_in(instance.base)
    assert status_of(browser, instance.base, "/recipes") == 200
    frozen = postmaster_and_backends(deployment)
    for pid in frozen:
        os.kill(pid, signal.SIGSTOP)
    try:
        started = time.time()
        status = status_of(browser, instance.base, "/recipes")
        answered = time.time() - started
        assert status == 503, status
        assert answered < 2 + 5 + 3, f"the 503 took {answered:.1f} s"
        assert instance.process.poll() is None
    finally:
        for pid in frozen:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
    up = wait_for(lambda: status_of(browser, instance.base, "/recipes") == 200, 10)
    print(f"faults:      503 after {answered:.1f} s of silence (statement timeout 2 s, client 5 s more); serving {up:.1f} s after SIGCONT")


def crash_during(deployment, instance, send):
    """Runs `send` in a thread, kills the server with SIGKILL once PostgreSQL has given the write a
    transaction id, and starts a new server on the same database (stopped again by `deployment.stop`)."""
    sender = threading.Thread(target=lambda: quietly(send))
    sender.start()
    wait_for(lambda: int(psql(deployment, "SELECT count(*) FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()")) > 0, 60)
    instance.process.send_signal(signal.SIGKILL)
    instance.process.wait()
    sender.join(timeout=30)
    deployment.instances.remove(instance)
    deployment.start()


def crash_while_held(deployment, instance, hold, send):
    """Runs `hold` in a psql session that keeps its transaction open, then `send` in a thread, and
    kills the server with SIGKILL once its write waits on the holder's lock, in the middle of its
    transaction; then lets the holder go, waits out the orphaned backend and starts a new server on
    the same database. Returns the start of the statement that waited."""
    holder = hold_open(deployment, hold)
    waiting = []

    def one_waits():
        waiting[:] = psql(deployment, "SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 50) FROM pg_stat_activity"
                                      " WHERE wait_event_type = 'Lock'").splitlines()
        return len(waiting) == 1
    try:
        sender = threading.Thread(target=lambda: quietly(send))
        sender.start()
        wait_for(one_waits, 30)
        instance.process.send_signal(signal.SIGKILL)
        instance.process.wait()
        sender.join(timeout=30)
        deployment.instances.remove(instance)
    finally:
        holder.communicate("ROLLBACK;\n", timeout=30)
    # The orphaned backend finishes or gives up on its own; then a new server starts on the database.
    wait_for(lambda: int(psql(deployment, "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'"
                                          " AND state <> 'idle' AND pid <> pg_backend_pid()")) == 0, 60)
    deployment.start()
    return waiting[0]


def stop_after_crash(deployment):
    if EMBEDDED:
        # The killed process had started the embedded cluster: nobody else would stop it.
        deployment.stop()
        quietly(lambda: postgres(deployment, "-m", "fast", "stop"))


def import_form(browser, base, count):
    """The fields of the import form carrying a Larder JSON document of `count` four-step recipes."""
    recipes = [{"name": f"Crash test {n}", "servings": 2, "steps": [
        {"instructions": f"Step {s} of {n}.", "lines": [{"text": f"{s + 1} g flour", "quantity": str(s + 1), "unit": "g",
                                                          "ingredient": "flour", "note": ""}]} for s in range(4)]}
               for n in range(count)]
    document = json.dumps({"format": "larder-recipes", "version": 1, "ingredients": [{"name": "flour"}], "skills": [], "recipes": recipes})
    _, _, page = browser.request(base, "GET", "/import")
    household = re.search(r'name="household" value="([^"]+)"', page).group(1)
    return household, [("_csrf", Browser.token_on(page, "/import")), ("household", household), ("json", document), ("on_conflict", "rename")]


def crash_during_import(deployment):
    """kill -9 during a 5,000-recipe import: after a restart the household has all of them or none."""
    instance = deployment.start()
    browser = Browser()
    browser.log_in(instance.base)
    _, form = import_form(browser, instance.base, 5000)
    before = count_recipes(deployment)
    try:
        crash_during(deployment, instance, lambda: browser.request(instance.base, "POST", "/import", form))
        after = count_recipes(deployment)
    finally:
        stop_after_crash(deployment)
    assert after - before in (0, 5000), f"{after - before} of 5,000 recipes after the crash"
    print(f"faults:      after kill -9 mid-import: {after - before} of 5,000 recipes (all or none)")


def crash_during_household_delete(deployment):
    """kill -9 while a household of 3,000 recipes is deleted (kept for undo) and purged: after a restart it is all there or all gone, with no orphaned rows."""
    instance = deployment.start()
    browser = Browser()
    browser.log_in(instance.base)
    household, form = import_form(browser, instance.base, 3000)
    status, _, _ = browser.request(instance.base, "POST", "/import", form)
    assert status == 200, status
    tables = "(SELECT count(*) FROM households WHERE id = '{0}') || ' ' || (SELECT count(*) FROM recipes WHERE household_id = '{0}')" \
             " || ' ' || (SELECT count(*) FROM recipe_steps WHERE household_id = '{0}')" \
             " || ' ' || (SELECT count(*) FROM recipe_ingredients WHERE household_id = '{0}')".format(household)
    before = psql(deployment, "SELECT " + tables)
    _, _, page = browser.request(instance.base, "GET", "/household/delete")
    fields = [("_csrf", Browser.token_on(page, "/household/delete")), ("household", household)]
    # Deleting keeps it whole for undo, in one short transaction, which a poll for it could miss
    # (CI once waited 60 s for it in vain). A second session locks the household's row, so that the
    # delete waits in the middle of its transaction, and is killed there.
    try:
        waited = crash_while_held(deployment, instance, f"BEGIN; SELECT 1 FROM households WHERE id = '{household}' FOR UPDATE;",
                                  lambda: browser.request(instance.base, "POST", "/household/delete", fields))
        kept = psql(deployment, "SELECT " + tables)
        deleted = psql(deployment, f"SELECT deleted_at IS NOT NULL FROM households WHERE id = '{household}'")
        # Its undo window over, the purge (one statement, as `larder serve` sends it) leaves nothing behind.
        psql(deployment, f"UPDATE households SET deleted_at = now(), restorable_until = now() WHERE id = '{household}'")
        psql(deployment, "DELETE FROM households WHERE restorable_until <= now()")
        after = psql(deployment, "SELECT " + tables)
    finally:
        stop_after_crash(deployment)
    assert kept == before, f"before {before}, after a crash while deleting {kept}"
    assert after == "0 0 0 0", f"after the purge {after}"
    print(f"faults:      kill -9 while the delete waited in “{waited}…”: household, recipes, steps, lines {before} → {kept} (kept whole, "
          f"{'deleted' if deleted == 't' else 'not deleted'}); purged → {after}")


def crash_during_recipe_save(deployment):
    """kill -9 while a recipe save waits mid-statement: after a restart the recipe is its old graph or its new one, never a mix."""
    instance = deployment.start()
    browser = Browser()
    browser.log_in(instance.base)
    status, location, _ = browser.create_recipe(instance.base, "Crash test loaf")
    assert status == 303, status
    recipe = location.rsplit("/", 1)[1]
    graph = ("SELECT r.version || ' ' || r.name || ' ' || coalesce((SELECT string_agg(s.position || ':' || s.instructions || ':' ||"
             " (SELECT coalesce(string_agg(l.line_text, ',' ORDER BY l.position), '') FROM recipe_ingredients l"
             "  WHERE l.household_id = s.household_id AND l.step_id = s.id), '|' ORDER BY s.position)"
             " FROM recipe_steps s WHERE s.household_id = r.household_id AND s.recipe_id = r.id), '')"
             f" FROM recipes r WHERE r.id = '{recipe}'")
    before = psql(deployment, graph)
    _, _, page = browser.request(instance.base, "GET", f"/recipes/{recipe}/edit")
    version = re.search(r'name="version" value="([^"]*)"', page).group(1)
    fields = [("_csrf", Browser.token_on(page, "/edit")), ("version", version), ("name", "Crash test loaf, rewritten"),
              ("summary", ""), ("servings", "6"), ("source_url", "")]
    for step in range(6):
        fields += [(f"steps[{step}][instructions]", f"New step {step + 1}."), (f"steps[{step}][minutes]", "5"),
                   (f"steps[{step}][kind]", "active"), (f"steps[{step}][tools]", ""), (f"steps[{step}][skills]", ""),
                   (f"steps[{step}][ingredients]", f"{step + 1} g zedoary\n{step + 2} g flour")]
    household = psql(deployment, f"SELECT household_id FROM recipes WHERE id = '{recipe}'")
    # A second writer adds "zedoary" and holds its transaction open: the save's ingredient upsert
    # waits on it, in the middle of the one statement that writes the graph.
    try:
        waited = crash_while_held(deployment, instance, f"BEGIN; INSERT INTO ingredients (household_id, name) VALUES ('{household}', 'Zedoary');",
                                  lambda: browser.request(instance.base, "POST", f"/recipes/{recipe}/edit", fields))
        assert waited.startswith("WITH doc AS"), f"the save waited in “{waited}”, not in the statement that writes the graph"
        after = psql(deployment, graph)
    finally:
        stop_after_crash(deployment)
    rewritten = after.split(" ", 1)[1].startswith("Crash test loaf, rewritten")
    if rewritten:
        assert after.count("|") == 5 and all(f"{n} g zedoary" in after for n in range(1, 7)), after
    else:
        assert after == before, f"before {before}, after the crash {after}"
    print(f"faults:      after kill -9 mid-save: the recipe is {'the new graph, whole' if rewritten else 'the old graph, untouched'}")


def crash_during_migration(deployment):
    """kill -9 during a migration stage over 100,000 recipes: the stage is all there or not at all, the log matches the schema, and the next run finishes."""
    if not EMBEDDED:
        psql(deployment, "DROP OWNED BY CURRENT_USER")  # the deployment's own database, emptied to start from stage 3
    deployment.larder(["migrate", "--to", "3"])
    if EMBEDDED:
        postgres(deployment, "start")
    try:
        psql(deployment, """
            INSERT INTO households (id, name) VALUES ('00000000-0000-0000-0000-0000000000aa', 'Migration kitchen');
            INSERT INTO recipes (household_id, name)
                SELECT '00000000-0000-0000-0000-0000000000aa', 'Recipe ' || n FROM generate_series(1, 100000) n;
            INSERT INTO recipe_steps (household_id, recipe_id, position, instructions, time_seconds, time_kind)
                SELECT household_id, id, p, 'Simmer the stock for step ' || p, 60 * p, 'active'
                FROM recipes, generate_series(0, 2) p;""")
        # Stage 4 builds search indexes over these rows and totals every recipe's time.
        migrate = subprocess.Popen([LARDER, "migrate"], cwd=ROOT, env=deployment.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        running = []

        def stage_under_way():
            running[:] = psql(deployment, "SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 60) FROM pg_stat_activity"
                                          " WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid() AND state = 'active'").splitlines()
            return bool(running)
        wait_for(stage_under_way, 60)
        migrate.send_signal(signal.SIGKILL)
        migrate.wait()
        wait_for(lambda: int(psql(deployment, "SELECT count(*) FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()")) == 0, 120)
        logged, has_total = psql(deployment, """
            SELECT coalesce(max(version), 0) || ' ' || EXISTS (SELECT 1 FROM information_schema.columns
                WHERE table_name = 'recipes' AND column_name = 'total_time_seconds') FROM schema_migrations""").split()
        assert (int(logged) >= 4) == (has_total == "t"), f"the log says stage {logged}, the total-time column exists: {has_total}"
        deployment.larder(["migrate"])
        totals = psql(deployment, "SELECT count(*) || ' ' || count(*) FILTER (WHERE total_time_seconds = 180) FROM recipes")
        assert totals == "100000 100000", totals
    finally:
        if EMBEDDED:
            quietly(lambda: postgres(deployment, "-m", "fast", "stop"))
    print(f"faults:      kill -9 while the migration ran “{running[0]}…”: the log stood at stage {logged},"
          " the schema agreed, and the next run finished")


def soak(deployment):
    """wrk at 64 connections over pages, searches and saves: no 5xx, and RSS settles rather than grows."""
    seconds = int(os.environ.get("SOAK_SECONDS", "30"))
    instance = deployment.start()
    browser = Browser()
    browser.log_in(instance.base)
    _, _, page = browser.request(instance.base, "GET", "/recipes/new")
    token = Browser.token_on(page, "/recipes/new")
    _, _, listing = browser.request(instance.base, "GET", "/recipes")
    recipe = re.search(r'href="(/recipes/[0-9A-F-]{36})"', listing).group(1)
    cookie = "; ".join(f"{k}={v}" for k, v in browser.cookies.items())
    script = os.path.join(deployment.folder, "soak.lua")
    with open(script, "w") as file:
        file.write(SOAK_SCRIPT.replace("RECIPE", recipe).replace("TOKEN", token).replace("COOKIE", cookie))
    pid = instance.process.pid
    # Warm up, then RSS at the start of the soak proper.
    subprocess.run(["wrk", "-t2", "-c8", "-d3s", "-s", script, instance.base], capture_output=True, text=True, check=True)
    start_rss = rss_mb(pid)
    result = subprocess.run(["wrk", "-t2", "-c64", f"-d{seconds}s", "--timeout", "10s", "-s", script, instance.base],
                            capture_output=True, text=True, check=True)
    end_rss = rss_mb(pid)
    summary = re.search(r"soak: requests=(\d+) status5xx=(\d+) other=(\d+)", result.stdout)
    assert summary, result.stdout
    requests, server_errors, other = (int(x) for x in summary.groups())
    rate = re.search(r"Requests/sec:\s+([\d.]+)", result.stdout).group(1)
    print(f"faults:      soak {seconds} s at 64 connections: {requests} requests ({rate}/s), {server_errors} 5xx, {other} other non-2xx/3xx; "
          f"RSS {start_rss:.0f} MB at the start, {end_rss:.0f} MB at the end")
    assert server_errors == 0 and other == 0, result.stdout
    assert end_rss < start_rss * 1.5 + 32, f"RSS grew from {start_rss:.0f} to {end_rss:.0f} MB"


def injection_scan(deployment):
    """sqlmap against the login form, and logged in against the list's search and filters, the recipe and skill forms and the import: nothing injectable, and no 5xx."""
    instance = deployment.start()
    browser = Browser()
    browser.log_in(instance.base)
    cookie = "; ".join(f"{k}={v}" for k, v in browser.cookies.items())
    visitor = Browser()
    _, _, login_page = visitor.request(instance.base, "GET", "/login")
    visitor_cookie = "; ".join(f"{k}={v}" for k, v in visitor.cookies.items())
    _, _, page = browser.request(instance.base, "GET", "/import")
    household = re.search(r'name="household" value="([^"]+)"', page).group(1)
    token = Browser.token_on(page, "/import")
    document = json.dumps({"format": "larder-recipes", "version": 1, "ingredients": [], "skills": [],
                           "recipes": [{"name": "Scanned", "servings": 2, "steps": []}]})
    # (method, path, form fields, the page the form is on, its cookie, its token)
    targets = [
        ("POST", "/login", "email=cook%40example.com&password=guess", "/login", visitor_cookie, Browser.token_on(login_page, "/login")),
        ("GET", "/recipes?q=soup&ingredient=flour&skill=knead&max_minutes=30&sort=name&page=1", None, "/recipes", cookie, token),
        ("POST", "/skills", "name=Stirring&category=general", "/skills", cookie, token),
        ("POST", "/recipes/new", "name=Scan+soup&summary=Hot&servings=4&version=&steps%5B0%5D%5Binstructions%5D=Stir&steps%5B0%5D%5Bingredients%5D=1+egg",
         "/recipes/new", cookie, token),
        ("POST", "/import", "json=" + urllib.parse.quote(document) + "&on_conflict=rename&household=" + household, "/import", cookie, token),
    ]
    found = []
    started = time.time()
    for method, path, data, form_page, cookie, token in targets:
        # Boolean, error and UNION techniques: time-based payloads would take ten minutes here, and
        # every statement has a 10 s timeout anyway.
        command = ["sqlmap", "-u", instance.base + path, "--batch", "--level=1", "--risk=1", "--dbms=PostgreSQL", "--technique=BEU",
                   "--flush-session", "--output-dir", os.path.join(deployment.folder, "sqlmap")]
        command += ["--cookie", cookie]
        if data:
            # The password reaches bcrypt, never a statement, and varying only it meets the login
            # throttle, which sqlmap answers by backing off for minutes.
            command += ["--data", "_csrf=" + token + "&" + data, "--csrf-token=_csrf", "--csrf-url=" + instance.base + form_page,
                        "--skip=_csrf,household,json,password"]
        began = time.time()
        result = subprocess.run(command, capture_output=True, text=True, timeout=300)
        print(f"faults:      sqlmap {method} {path.split('?')[0]}: {time.time() - began:.0f} s")
        positive = [line for line in result.stdout.splitlines()
                    if "identified the following injection point" in line or re.search(r"appears to be '.*' injectable", line)]
        found += [f"{method} {path.split('?')[0]}: {line}" for line in positive]
    with open(instance.log_path) as log:
        server_errors = [line for line in log if re.search(r"status=5\d\d", line)]
    print(f"faults:      sqlmap over {len(targets)} forms and queries in {time.time() - started:.0f} s: "
          f"{len(found)} injectable, {len(server_errors)} answers of 5xx")
    assert not found, found
    assert not server_errors, server_errors[:5]


SOAK_SCRIPT = r"""
-- A mix: the list, searches, a recipe, the catalogs, and a new recipe saved every 20th request.
local paths = {"/recipes", "/recipes?q=soup", "/recipes?ingredient=flour&sort=quickest", "RECIPE", "/ingredients", "/skills", "/recipes?page=2"}
local counter = 0
local thread_id = 0
local threads = {}
function setup(thread)
  thread:set("id", thread_id)
  thread_id = thread_id + 1
  table.insert(threads, thread)
end
function init(args)
  requests, errors5xx, other = 0, 0, 0
  -- New names in every run: the warm-up's recipes must not make the soak's saves clash.
  started = os.time()
end
function request()
  counter = counter + 1
  local headers = {["Cookie"] = "COOKIE"}
  if counter % 20 == 0 then
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    local body = "_csrf=TOKEN&name=Soak+" .. started .. "-" .. id .. "-" .. counter .. "&servings=2&steps%5B0%5D%5Binstructions%5D=Stir.&steps%5B0%5D%5Bingredients%5D=1+egg"
    return wrk.format("POST", "/recipes/new", headers, body)
  end
  return wrk.format("GET", paths[(counter % #paths) + 1], headers)
end
function response(status, headers, body)
  requests = requests + 1
  if status >= 500 then errors5xx = errors5xx + 1 elseif status >= 400 then other = other + 1 end
end
function done(summary, latency, requests_)
  local r, e, o = 0, 0, 0
  for _, thread in ipairs(threads) do
    r = r + thread:get("requests")
    e = e + thread:get("errors5xx")
    o = o + thread:get("other")
  end
  io.write(string.format("soak: requests=%d status5xx=%d other=%d\n", r, e, o))
end
"""


class Load:
    """A thread sending GETs while a scenario runs, counting answers by status."""

    def __init__(self, base, cookies, paths):
        self.base, self.paths = base, paths
        self.browser = Browser()
        self.browser.cookies = dict(cookies)
        self.statuses = {}
        self.running = threading.Event()
        self.thread = threading.Thread(target=self.run)

    def start(self):
        self.running.set()
        self.thread.start()

    def run(self):
        n = 0
        while self.running.is_set():
            path = self.paths[n % len(self.paths)]
            n += 1
            status = status_of(self.browser, self.base, path)
            self.statuses[status] = self.statuses.get(status, 0) + 1

    def stop(self):
        self.running.clear()
        self.thread.join(timeout=30)

    def errors_other_than(self, allowed):
        return sum(count for status, count in self.statuses.items() if status >= 500 and status != allowed)

    def summary(self):
        return "load answers " + ", ".join(f"{status}×{count}" for status, count in sorted(self.statuses.items()))


def quietly(action):
    try:
        action()
    except Exception:
        pass


def hold_open(deployment, statements):
    """A psql session that has run `statements` and waits, its transaction open, for more input."""
    holder = subprocess.Popen(psql_command(deployment) + ["-q"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
    holder.stdin.write(statements + "\n")
    holder.stdin.flush()
    wait_for(lambda: int(psql(deployment, "SELECT count(*) FROM pg_stat_activity WHERE state = 'idle in transaction'")) == 1, 30)
    return holder


def count_recipes(deployment):
    return int(psql(deployment, "SELECT count(*) FROM recipes"))


OUTAGES = [database_outage, database_black_hole, crash_during_import, crash_during_recipe_save, crash_during_household_delete,
           crash_during_migration, injection_scan, soak]


def main(words):
    # Hostile input (hostile.py) first: bombs, floods and forged requests, each refused within its bounds.
    scenarios = OUTAGES if words == ["outages"] else HOSTILE_SCENARIOS + OUTAGES
    if os.environ.get("FAULTS_ONLY"):
        scenarios = [scenario for scenario in scenarios if scenario.__name__ == os.environ["FAULTS_ONLY"]]
    return run_on_deployments("faults", scenarios)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
