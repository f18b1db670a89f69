#!/usr/bin/env python3
"""Reads sent to a streaming replica (LARDER_READ_URL), on a real PostgreSQL 15 primary and replica
(Tests/support/replication.py), as two members of one household see them:

- read_your_writes: the replica replays 2 s late, within the 5 s bound, so lists come from it. A cook
  who renames a recipe sees the new name at once (from the primary); the other member sees the old
  name at once (from the replica), then the new one within 4 s.
- lagging_replica: the replica replays 8 s late. While it is more than 5 s behind, the other member's
  list comes from the primary and shows a rename at once; before that, what the replica shows them is
  never older than the bound; no request fails.
- replica_down: the replica stopped: every list, catalog, search, shared page and the API's list
  answers 200 from the primary; started again, reads go back to it.
- throughput: wrk on the recipe list and the ingredients, with and without the replica, on the same
  200 seeded recipes. Printed, not asserted: on this machine the replica shares the cores.

`python3 Tests/ops/replicas.py [name...]` runs them all, or those named. The run makes its own primary
and replica (DATABASE_URL is set to the primary for the run); each scenario has a fresh database
there and finds the replica running, replaying at once and caught up, and leaves it so.
"""
import functools
import html.parser
import os
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TESTS, "support"))
sys.path.insert(0, os.path.join(TESTS, "faults"))
from hostile import make_invite, sign_up  # noqa: E402
from http_browser import Browser  # noqa: E402
from larder_server import free_port, psql, run_on_deployments, with_database  # noqa: E402
from replication import StreamingReplication  # noqa: E402

MAX_LAG = 5  # LARDER_READ_MAX_LAG's default, which these scenarios leave as it is
# The router checks each replica every 250 ms: what it saw may be that old.
WATCH_INTERVAL = 0.25


class Metrics:
    """Larder's /metrics, on the port LARDER_METRICS_PORT gives it, read as Prometheus reads it."""

    def __init__(self, port):
        self.url = f"http://127.0.0.1:{port}/metrics"

    def values(self, name):
        """Each series of `name`: its labels as written ('target="primary"') to its value."""
        text = urllib.request.urlopen(self.url, timeout=5).read().decode()
        return {labels: float(value) for labels, value in re.findall(rf'^{name}\{{([^}}]*)\}} (\S+)$', text, re.M)}

    def reads(self):
        """How many reads (that may be a moment stale) the primary and the replicas have served so far."""
        served = self.values("larder_db_reads_total")
        return int(served.get('target="primary"', 0)), int(served.get('target="replica"', 0))

    def replica(self):
        """The one replica as the router last saw it: whether usable (1 or 0), and its lag in seconds (-1: no answer)."""
        usable, lag = self.values("larder_db_replica_up"), self.values("larder_db_replica_lag_seconds")
        assert len(usable) == 1 and len(lag) == 1, f"expected one replica in the metrics: {usable} {lag}"
        return int(next(iter(usable.values()))), next(iter(lag.values()))


def start_larder(deployment, servers=None):
    """One `larder serve` and its metrics; given `servers`, it may read lists from their replica."""
    port = free_port()
    env = {"LARDER_METRICS_PORT": str(port)}
    if servers:
        env["LARDER_READ_URL"] = with_database(servers.replica_url, deployment.database.name)
    return deployment.start(env), Metrics(port)


def two_members(base):
    """The demo cook, and a flatmate who joined the Demo kitchen through an invite link: both signed in."""
    cook = Browser()
    assert cook.log_in(base)[0] == 303, "the demo cook could not log in"
    flatmate, status = sign_up(base, "flatmate@example.com", make_invite(cook, base), name="Flatmate")
    assert status == 303, f"the flatmate could not sign in after registering ({status})"
    _, _, page = flatmate.request(base, "GET", "/recipes")
    assert "Demo kitchen" in page, "the flatmate is not in the Demo kitchen"
    return cook, flatmate


class FormFields(html.parser.HTMLParser):
    """What a browser sends when the form whose action is `action` is submitted as shown."""

    def __init__(self, page, action):
        super().__init__()
        self.action, self.inside, self.fields, self.open_field = action, False, [], None
        self.feed(page)

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "form":
            self.inside = attributes.get("action") == self.action
        name = attributes.get("name")
        # A step's template, for the page's script to copy, is no field of the form.
        if not self.inside or not name or "__INDEX__" in name:
            return
        kind = attributes.get("type", "text")
        if tag == "input" and kind not in ("file", "submit", "button") and (kind not in ("radio", "checkbox") or "checked" in attributes):
            self.fields.append([name, attributes.get("value") or ""])
        elif tag == "textarea":
            self.open_field = [name, ""]
            self.fields.append(self.open_field)
        elif tag == "select":
            self.open_field = None  # its value is the option selected
        elif tag == "option" and "selected" in attributes and self.fields:
            self.fields.append([self.fields[-1][0], attributes.get("value") or ""])

    def handle_data(self, data):
        if self.open_field is not None:
            self.open_field[1] += data

    def handle_endtag(self, tag):
        if tag == "textarea":
            self.open_field = None
        elif tag == "form":
            self.inside = False


def rename_recipe(browser, base, recipe, name):
    """Renames `recipe` (its path) through its edit form, all else as shown; the answer's status."""
    _, _, page = browser.request(base, "GET", recipe + "/edit")
    fields = FormFields(page, recipe + "/edit").fields
    assert any(field == "name" for field, _ in fields), f"no name field on {recipe}/edit"
    fields = [(field, name if field == "name" else value) for field, value in fields]
    # The token first, as a browser sends the form (the server reads it before the rest).
    fields.sort(key=lambda item: item[0] != "_csrf")
    status, _, _ = browser.request(base, "POST", recipe + "/edit", fields)
    return status


def served_by(metrics, read):
    """Runs `read()`; its result, and how many reads the primary and the replica served meanwhile."""
    primary, replica = metrics.reads()
    result = read()
    after_primary, after_replica = metrics.reads()
    return result, after_primary - primary, after_replica - replica


def wait_until_replica_serves(metrics, browser, base, instance, timeout=10):
    """Waits until `browser`'s recipe list comes from the replica (once the router has seen it replay their last write)."""
    deadline = time.monotonic() + timeout
    while True:
        (status, _, _), primary, replica = served_by(metrics, lambda: browser.request(base, "GET", "/recipes"))
        assert status == 200, f"/recipes answered {status}:\n{instance.log_tail()}"
        if replica >= 1 and primary == 0:
            return
        assert time.monotonic() < deadline, (f"the list did not come from the replica within {timeout} s "
                                             f"(replica usable, lag: {metrics.replica()}):\n{instance.log_tail()}")
        time.sleep(0.1)


def assert_no_server_errors(instance):
    with open(instance.log_path) as log:
        failed = [line for line in log.read().splitlines() if re.search(r"status=5\d\d", line)]
    assert not failed, "requests failed:\n" + "\n".join(failed[:10])


def read_your_writes(deployment, servers):
    """Replica 2 s late: the cook who renames a recipe sees the new name at once, from the primary; the flatmate sees the old one from the replica, then the new one within 4 s."""
    servers.set_apply_delay(2)
    instance, metrics = start_larder(deployment, servers)
    base = instance.base
    cook, flatmate = two_members(base)
    status, recipe, _ = cook.create_recipe(base, "Weeknight dal")
    assert status == 303, status
    servers.wait_until_replica_caught_up(timeout=10)
    for person in (cook, flatmate):
        wait_until_replica_serves(metrics, person, base, instance)
    usable, lag = metrics.replica()
    assert usable == 1 and 0 <= lag <= MAX_LAG, f"the replica is usable {usable}, {lag} s behind"

    assert rename_recipe(cook, base, recipe, "Red lentil soup") == 303
    saved = time.monotonic()
    (_, _, page), primary, replica = served_by(metrics, lambda: cook.request(base, "GET", "/recipes"))
    assert "Red lentil soup" in page and "Weeknight dal" not in page, "the cook's list does not show their own rename"
    assert primary >= 1 and replica == 0, f"the cook's list after their write came from the replica ({primary} primary, {replica} replica reads)"
    (_, _, page), primary, replica = served_by(metrics, lambda: flatmate.request(base, "GET", "/recipes"))
    stale_at, lag_then = time.monotonic() - saved, metrics.replica()[1]
    assert replica >= 1 and primary == 0, (f"the flatmate's list did not come from the replica ({primary} primary, {replica} replica reads; "
                                           f"replica {lag_then} s behind):\n{instance.log_tail()}")
    assert "Weeknight dal" in page and "Red lentil soup" not in page, "the flatmate's list, read on the replica 2 s late, shows the rename already"

    while True:
        _, _, page = cook.request(base, "GET", "/recipes")
        assert "Red lentil soup" in page and "Weeknight dal" not in page, \
            f"{time.monotonic() - saved:.2f} s after saving, the cook's list shows the old name"
        _, _, page = flatmate.request(base, "GET", "/recipes")
        if "Red lentil soup" in page:
            caught_up = time.monotonic() - saved
            break
        assert time.monotonic() - saved < 4, "the flatmate's list still shows the old name 4 s after the rename"
        time.sleep(0.1)
    assert 1.5 <= caught_up, f"the flatmate saw the rename after {caught_up:.2f} s, before the replica could have replayed it"
    assert_no_server_errors(instance)
    print(f"replicas:   the flatmate saw the old name {stale_at:.2f} s after the save (replica {lag_then:.2f} s behind), "
          f"the new one after {caught_up:.2f} s")


def lagging_replica(deployment, servers):
    """Replica 8 s late: while it is more than 5 s behind, the flatmate's list comes from the primary and shows a rename at once; what the replica showed them before was never older than 5 s; nothing fails."""
    instance, metrics = start_larder(deployment, servers)
    base = instance.base
    cook, flatmate = two_members(base)
    status, recipe, _ = cook.create_recipe(base, "Weeknight dal")
    assert status == 303, status
    servers.wait_until_replica_caught_up(timeout=10)
    wait_until_replica_serves(metrics, flatmate, base, instance)

    servers.set_apply_delay(8)
    assert rename_recipe(cook, base, recipe, "Red lentil soup") == 303
    saved = time.monotonic()
    # The flatmate keeps reading while the replica falls behind: until its lag passes the bound
    # it may serve them the old name, as long as that is no older than the bound.
    stale, statuses = [], []
    while True:
        asked = time.monotonic() - saved
        status, _, page = flatmate.request(base, "GET", "/recipes")
        statuses.append(status)
        if "Weeknight dal" in page:
            stale.append(asked)
        usable, lag = metrics.replica()
        if lag > MAX_LAG:
            break
        assert time.monotonic() - saved < 8, f"the replica's lag never passed {MAX_LAG} s (last {lag} s, usable {usable})"
        time.sleep(0.2)
    assert all(status == 200 for status in statuses), f"the flatmate's list answered {sorted(set(statuses))}"
    assert not stale or stale[-1] <= MAX_LAG + 2 * WATCH_INTERVAL, \
        f"the flatmate was shown the old name {stale[-1]:.2f} s after the rename, past the {MAX_LAG} s bound"

    assert rename_recipe(cook, base, recipe, "Spiced red lentil soup") == 303
    (status, _, page), primary, replica = served_by(metrics, lambda: flatmate.request(base, "GET", "/recipes"))
    assert status == 200 and "Spiced red lentil soup" in page, f"the flatmate's list does not show the rename at once ({status})"
    assert primary >= 1 and replica == 0, f"with the replica {lag} s behind, the list came from it ({primary} primary, {replica} replica reads)"
    usable_after, lag_after = metrics.replica()
    assert lag_after > MAX_LAG, lag_after
    assert_no_server_errors(instance)
    print(f"replicas:   replica 8 s late: lag passed {MAX_LAG} s {time.monotonic() - saved:.1f} s after the write; "
          f"metrics then: usable={usable_after}, lag={lag_after:.2f} s; the flatmate saw the old name {len(stale)} times "
          f"(the last {stale[-1] if stale else 0:.2f} s after the write), then the primary's")


class Readers:
    """Every read that may come from a replica, as the cook, a visitor with a shared link and an API client make them."""

    def __init__(self, deployment, base, cook, recipe):
        self.base, self.cook = base, cook
        _, _, page = cook.request(base, "GET", recipe + "/share")
        status, _, page = cook.request(base, "POST", recipe + "/share", [("_csrf", Browser.token_on(page, "/share")), ("expires", "never")])
        assert status == 201, f"sharing answered {status}"
        self.shared = re.search(r"/shared/[A-Za-z0-9_-]+", page).group(0)
        household = psql(deployment, "SELECT id FROM households WHERE name = 'Demo kitchen'")
        self.token = deployment.larder(["token", "create", "--email", "demo@larder.local", "--household", household,
                                        "--scope", "read", "--name", "Replica reader"]).stdout.strip()
        self.pages = ["/recipes", "/recipes?q=dal", "/ingredients", "/skills", "/tags", self.shared, "/api/v1/recipes"]

    def read(self, path):
        """The status of `path` and how long it took."""
        started = time.monotonic()
        if path.startswith("/api/"):
            request = urllib.request.Request(self.base + path, headers={"Authorization": f"Bearer {self.token}"})
            try:
                with urllib.request.urlopen(request, timeout=10) as response:
                    status = response.status
            except urllib.error.HTTPError as error:
                status = error.code
        elif path.startswith("/shared/"):
            status, _, _ = Browser().request(self.base, "GET", path)
        else:
            status, _, _ = self.cook.request(self.base, "GET", path)
        return status, time.monotonic() - started

    def each_from(self, metrics, source, instance):
        """Reads every page once, asserting each answers 200 with its reads from `source` alone."""
        for path in self.pages:
            (status, _), primary, replica = served_by(metrics, lambda: self.read(path))
            assert status == 200, f"{path} answered {status}:\n{instance.log_tail()}"
            from_source, from_other = (primary, replica) if source == "primary" else (replica, primary)
            assert from_source >= 1 and from_other == 0, f"{path} was read {primary} times on the primary and {replica} on the replica, not from the {source}"


def replica_down(deployment, servers):
    """The replica stopped: every list, search, catalog, shared page and the API's list answers 200, read on the primary; started again, reads go back to it."""
    instance, metrics = start_larder(deployment, servers)
    base = instance.base
    cook = Browser()
    assert cook.log_in(base)[0] == 303
    status, recipe, _ = cook.create_recipe(base, "Weeknight dal")
    assert status == 303, status
    readers = Readers(deployment, base, cook, recipe)
    servers.wait_until_replica_caught_up(timeout=10)
    wait_until_replica_serves(metrics, cook, base, instance)
    readers.each_from(metrics, "replica", instance)

    # Reading all along while it stops: the reads the router sends it before noticing must be asked again of the primary.
    answers, done = [], threading.Event()

    def read_all_along():
        while not done.is_set():
            answers.extend((path,) + readers.read(path) for path in readers.pages)

    reader = threading.Thread(target=read_all_along)
    reader.start()
    try:
        time.sleep(0.3)
        servers.stop_replica("fast")
        time.sleep(2)
    finally:
        done.set()
        reader.join()
    failed = [f"{path}: {status}" for path, status, _ in answers if status != 200]
    slowest = max(answers, key=lambda answer: answer[2])
    assert not failed, f"{len(failed)} of {len(answers)} reads failed with the replica stopped, e.g. {failed[:5]}:\n{instance.log_tail()}"
    assert slowest[2] < 2, f"{slowest[0]} took {slowest[2]:.2f} s with the replica stopped"
    usable, lag = metrics.replica()
    assert (usable, lag) == (0, -1), f"the stopped replica is shown usable={usable}, lag={lag}"
    readers.each_from(metrics, "primary", instance)

    servers.start_replica()
    restarted = time.monotonic()
    wait_until_replica_serves(metrics, cook, base, instance)
    back_after = time.monotonic() - restarted
    readers.each_from(metrics, "replica", instance)
    assert_no_server_errors(instance)
    with open(instance.log_path) as log:
        retried = log.read().count("a replica failed a read; asking the primary")
    print(f"replicas:   replica stopped: {len(answers)} reads, all 200, the slowest {slowest[0]} in {slowest[2] * 1000:.0f} ms, "
          f"{retried} asked again of the primary; back on the replica {back_after:.1f} s after it started")


def wrk(url, cookie, seconds=5, connections=8):
    """wrk's requests per second, 99th percentile latency and failed answers on `url`, signed in by `cookie`."""
    result = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-H", f"Cookie: {cookie}", url],
                            capture_output=True, text=True, timeout=seconds + 30)
    assert result.returncode == 0, result.stderr
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", result.stdout).group(1))
    p99 = re.search(r"^\s+99%\s+(\S+)", result.stdout, re.M).group(1)
    failed = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", result.stdout)
    errors = re.search(r"Socket errors:.*", result.stdout)
    return rate, p99, int(failed.group(1)) if failed else 0, errors.group(0) if errors else ""


def throughput(deployment, servers):
    """wrk on the recipe list (200 recipes) and the ingredients, 8 connections, one instance without and one with the replica: printed, not asserted."""
    deployment.larder(["seed", "--households", "1", "--recipes", "200"])
    owner = psql(deployment, "SELECT email FROM users WHERE email LIKE 'seed%' LIMIT 1")
    servers.wait_until_replica_caught_up(timeout=10)
    figures = []
    for label, with_replica in [("primary only", False), ("with replica", True)]:
        instance, metrics = start_larder(deployment, servers if with_replica else None)
        cook = Browser()
        status, _, _ = cook.request(instance.base, "POST", "/login", [
            ("_csrf", cook.csrf(instance.base, "/login")), ("email", owner), ("password", "larder-seed-password")])
        assert status == 303, f"the seeded owner could not log in ({status})"
        _, _, page = cook.request(instance.base, "GET", "/recipes")
        assert page.count('href="/recipes/') >= 20, "the seeded recipes are not listed"
        if with_replica:
            wait_until_replica_serves(metrics, cook, instance.base, instance)
        cookie = "; ".join(f"{k}={v}" for k, v in cook.cookies.items())
        for path in ["/recipes", "/ingredients"]:
            wrk(instance.base + path, cookie, seconds=1)  # warms both servers' caches and the pools
            before = metrics.reads()
            rate, p99, failed, errors = wrk(instance.base + path, cookie)
            after = metrics.reads()
            figures.append(f"replicas:   {label:12} {path:12} {rate:7.1f} req/s, p99 {p99:>8}, {failed} not 2xx/3xx, "
                           f"reads {after[0] - before[0]} on the primary, {after[1] - before[1]} on the replica {errors}")
            assert failed == 0, f"{failed} answers to {path} were not 2xx or 3xx:\n{instance.log_tail()}"
        instance.stop()
    print("\n".join(figures) + "\nreplicas:   load average then: " + " ".join(f"{load:.1f}" for load in os.getloadavg()))


def keeping_replica_clean(servers, scenario):
    """The scenario with the replica running, replaying at once and caught up before and after, even when it fails."""
    @functools.wraps(scenario)
    def run(deployment):
        servers.reset()
        try:
            scenario(deployment, servers)
        finally:
            servers.reset()
    return run


SCENARIOS = [read_your_writes, lagging_replica, replica_down, throughput]


def main():
    named = sys.argv[1:]
    unknown = set(named) - {scenario.__name__ for scenario in SCENARIOS}
    if unknown:
        print(f"no such scenario: {', '.join(sorted(unknown))}; there are {', '.join(s.__name__ for s in SCENARIOS)}", file=sys.stderr)
        return 2
    chosen = [scenario for scenario in SCENARIOS if not named or scenario.__name__ in named]
    servers = StreamingReplication()
    try:
        # Each scenario's deployment makes its database on this primary, as on any DATABASE_URL.
        os.environ["DATABASE_URL"] = servers.primary_url
        return run_on_deployments("replicas", [keeping_replica_clean(servers, scenario) for scenario in chosen])
    finally:
        servers.stop()


if __name__ == "__main__":
    sys.exit(main())
