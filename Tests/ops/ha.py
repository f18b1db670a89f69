#!/usr/bin/env python3
"""High availability: two `larder serve` instances on a three-node PostgreSQL 15 cluster run by
Patroni (synchronous replication, etcd), each reaching it through one libpq multi-host URL with
target_session_attrs=read-write. A household keeps using Larder throughout: saves through the
recipe form, ticks on the shopping list and page reads, split across both instances.

- failover: the primary's whole node is killed (SIGKILL to Patroni and every PostgreSQL process).
  Every acknowledged save is in the database afterwards; every answer is 2xx/3xx or a 503 with
  Retry-After, never a 500, never slower than 12 s; Larder saves again within 30 s of the kill,
  without being restarted; and an event stream opened before the kill hears a tick made after it.
- switchover: a planned switchover to the synchronous standby. Every acknowledged save is there
  afterwards, and every answer is 2xx/3xx.

    python3 Tests/ops/ha.py [failover] [switchover]

Each scenario starts its own cluster and instances and removes them afterwards, even when it
fails. DATABASE_URL is not read: the cluster is the database.
"""
import collections
import http.client
import os
import re
import select
import socket
import sys
import threading
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "support"))
from http_browser import Browser  # noqa: E402
from larder_server import LARDER, Deployment, psql  # noqa: E402
from patroni_cluster import PatroniCluster  # noqa: E402
from run import EventStream, shopping_item  # noqa: E402

# The statement timeout is 10 s; an answer may also wait for a pooled connection, for libpq to
# try the next host, and for a 2-core machine shared with three PostgreSQL servers and the load.
# Two seconds cover that; an answer slower still waited on something no timeout bounds.
SLOWEST_ANSWER = 12.0
RECOVERY_LIMIT = 30.0
SAVED = re.compile(r"/recipes/([0-9A-Fa-f-]{36})")
ID = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f-]{27}")

Answer = collections.namedtuple("Answer", "method path instance started took status retry_after error")


class RecordingBrowser(Browser):
    """A Browser that notes each answer it gets, and each request that got none, in `traffic`."""

    def __init__(self, traffic):
        super().__init__(timeout=60)  # a slow answer is measured, not cut off at the usual 10 s
        self.traffic = traffic

    def request(self, base, method, path, fields=None):
        started = time.monotonic()
        try:
            status, location, text = super().request(base, method, path, fields)
        except (OSError, http.client.HTTPException) as error:
            self.traffic.note(Answer(method, path, base, started, time.monotonic() - started, None, None, repr(error)))
            raise
        retry_after = self.last_headers.get("Retry-After")
        self.traffic.note(Answer(method, path, base, started, time.monotonic() - started, status, retry_after, None))
        return status, location, text


class Traffic:
    """A household's steady use of both instances: two cooks saving recipes (one on each), one
    ticking the shopping list through the first, one reading pages from both in turn."""

    def __init__(self, label, first, second):
        self.label = label
        self.first, self.second = first, second
        self.answers = []
        self.saved = {}  # recipe id (lower case) -> name, for each acknowledged save
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.ticker = self.logged_in(first)
        self.item, self.token = shopping_item(self.ticker, first.base)
        self.ticked = "no"  # the item's state after the last tick that was answered
        self.threads = [threading.Thread(target=self.save_recipes, args=(first,)),
                        threading.Thread(target=self.save_recipes, args=(second,)),
                        threading.Thread(target=self.tick_shopping_list),
                        threading.Thread(target=self.read_pages)]

    def logged_in(self, instance):
        browser = RecordingBrowser(self)
        status, location = browser.log_in(instance.base)
        assert status == 303, f"logging in answered {status} {location}"
        return browser

    def note(self, answer):
        with self.lock:
            self.answers.append(answer)

    def start(self):
        for thread in self.threads:
            thread.start()

    def stop(self):
        self.stopping.set()
        for thread in self.threads:
            thread.join()

    def wait_for_saves(self, before, count=5, timeout=30):
        """Waits until `count` saves have been acknowledged: the load is running in earnest."""
        deadline = time.monotonic() + timeout
        while len(self.saved) < count:
            assert time.monotonic() < deadline, f"{len(self.saved)} saves acknowledged in {timeout} s before {before}"
            time.sleep(0.1)

    def pause(self):
        # A person's pace, not a benchmark's: the cores are shared with the cluster.
        self.stopping.wait(0.05)

    def save_recipes(self, instance):
        browser = self.logged_in(instance)
        number = 0
        while not self.stopping.is_set():
            number += 1
            name = f"HA {self.label} on {instance.port} #{number}"
            try:
                status, location, _ = browser.create_recipe(instance.base, name)
            except (AssertionError, OSError, http.client.HTTPException):
                # The form came without a token (a 503, noted) or no answer came (noted): nothing was acknowledged.
                self.pause()
                continue
            saved = SAVED.fullmatch(location or "")
            if status == 303 and saved:
                with self.lock:
                    self.saved[saved.group(1).lower()] = name
            self.pause()

    def tick_shopping_list(self):
        while not self.stopping.is_set():
            self.tick(self.first)
            self.pause()

    def tick(self, instance):
        """Ticks the item, or unticks it, through `instance`; returns the answer's status (None without one)."""
        wanted = "no" if self.ticked == "yes" else "yes"
        try:
            status = self.ticker.request(instance.base, "POST", self.item, [("_csrf", self.token), ("ticked", wanted)])[0]
        except (OSError, http.client.HTTPException):
            return None
        if status == 303:
            self.ticked = wanted
        return status

    def read_pages(self):
        browser = self.logged_in(self.first)
        paths = ["/recipes", "/shopping/items", "/recipes?q=HA", None]
        turn = 0
        while not self.stopping.is_set():
            instance = (self.first, self.second)[turn % 2]
            path = paths[turn % len(paths)]
            if path is None:  # the page of a recipe saved meanwhile
                with self.lock:
                    recent = next(reversed(self.saved), None)
                path = f"/recipes/{recent}" if recent else "/recipes"
            turn += 1
            try:
                browser.request(instance.base, "GET", path)
            except (OSError, http.client.HTTPException):
                pass
            self.pause()

    # What happened, once stopped.

    def saves(self):
        return [answer for answer in self.answers if answer.method == "POST" and answer.path == "/recipes/new"]

    def first_save_after(self, moment):
        """When the first save sent after `moment` was acknowledged, or None."""
        with self.lock:
            done = [answer.started + answer.took for answer in self.answers
                    if answer.method == "POST" and answer.path == "/recipes/new" and answer.status == 303 and answer.started >= moment]
        return min(done, default=None)

    def unavailable(self):
        return [answer for answer in self.answers if answer.status == 503]

    def failed(self, allow_unavailable):
        """Answers that are neither 2xx nor 3xx (nor, when allowed, a 503 that says when to retry)."""
        return [answer for answer in self.answers
                if not (answer.status and 200 <= answer.status < 400)
                and not (allow_unavailable and answer.status == 503 and answer.retry_after)]

    def slowest(self):
        return max(self.answers, key=lambda answer: answer.took)

    def instance_number(self, answer):
        return 1 if answer.instance == self.first.base else 2


def route(path):
    """The route a path belongs to, ids left out: what a person would call the request."""
    return ID.sub("{id}", path.split("?")[0])


def describe(traffic, answers, moment):
    """One line per kind of answer: how many, the route, the status, and when, relative to `moment`."""
    kinds = collections.defaultdict(list)
    for answer in answers:
        kinds[(answer.method, route(answer.path), traffic.instance_number(answer), answer.status or answer.error)].append(answer)
    return "\n".join(f"    {len(alike)} × {method} {path} on instance {number}: {outcome}, sent "
                     f"{min(a.started for a in alike) - moment:+.1f} s to {max(a.started for a in alike) - moment:+.1f} s"
                     for (method, path, number, outcome), alike in sorted(kinds.items(), key=str))


def larder_log_lines(instance, pattern=r"status=5\d\d|level=(error|warning)|unavailable|busy|/shopping/events"):
    """The instance's log lines that tell of failures, and of event streams that ended."""
    instance.log.flush()
    with open(instance.log_path) as log:
        return [line.rstrip() for line in log if re.search(pattern, line)]


def found_in_database(deployment, traffic):
    """The acknowledged saves that the database holds, by id and name, read from the primary."""
    rows = psql(deployment, "SELECT id || '|' || name FROM recipes WHERE name LIKE 'HA %'")
    stored = dict(row.split("|", 1) for row in rows.splitlines() if row)
    return {id: name for id, name in traffic.saved.items() if stored.get(id) == name}


def shopping_version(deployment):
    """The demo household's shopping list version, which each change of it raises."""
    return int(psql(deployment, "SELECT shopping_version FROM households WHERE name = 'Demo kitchen'"))


def tick_reaches(deployment, traffic, stream):
    """Ticks the list through the first instance; how long the tick took to reach `stream` on the second."""
    before = shopping_version(deployment)
    sent = time.monotonic()
    status = traffic.tick(traffic.first)
    assert status == 303, f"the tick answered {status}"
    version = shopping_version(deployment)
    assert version > before, f"the tick did not change the list (version {before} before and after)"
    try:
        _, arrived = stream.next_version(version - 1, timeout=10)
    except AssertionError as error:
        listening = psql(deployment, "SELECT count(*) FROM pg_stat_activity WHERE query ILIKE 'LISTEN %'")
        raise AssertionError(f"{error}; {'Larder ended the stream' if is_closed(stream) else 'the stream is open but silent'}; "
                             f"{listening} connections listen on the new primary (one per instance when both listen)") from None
    return arrived - sent


def is_closed(stream):
    """Whether the server has closed the event stream's connection (its reader has read all there was)."""
    try:
        readable, _, _ = select.select([stream.socket], [], [], 0)
        return bool(readable) and stream.socket.recv(1, socket.MSG_PEEK) == b""
    except (OSError, ValueError):
        return True


class Topology:
    """A fresh cluster and two Larder instances on it, prepared as larder_server prepares any
    DATABASE_URL (a database of the run's own, migrated, with the demo account); stop() removes all."""

    def __init__(self):
        self.cluster = PatroniCluster()
        self.deployment = None
        try:
            # Deployment and psql read the server from the environment; this run's is the cluster.
            os.environ["DATABASE_URL"] = self.cluster.url
            self.deployment = Deployment("ha")
            self.first = self.deployment.start()
            self.second = self.deployment.start()
        except Exception:
            self.stop()
            raise

    def stop(self):
        try:
            if self.deployment:
                self.deployment.stop()
        finally:
            self.cluster.stop()
            os.environ.pop("DATABASE_URL", None)


def failover(topology):
    """The primary's node dies under load: no acknowledged save is lost, every answer is 2xx/3xx or a 503 with Retry-After within 12 s, Larder saves again within 30 s, and the live list follows."""
    cluster = topology.cluster
    traffic = Traffic("failover", topology.first, topology.second)
    stream = None
    try:
        traffic.start()
        try:
            traffic.wait_for_saves(before="the kill")
            stream = EventStream(topology.second.base, traffic.ticker.cookies)
            stream.next_version(-1, timeout=10)
            former = cluster.leader()
            killed_at = time.monotonic()
            cluster.kill(former)
            promoted = cluster.wait_for_new_leader(former, timeout=RECOVERY_LIMIT)
            promoted_after = time.monotonic() - killed_at
            recovered = None
            while recovered is None and time.monotonic() - killed_at < RECOVERY_LIMIT + 5:
                recovered = traffic.first_save_after(killed_at)
                time.sleep(0.1)
            time.sleep(3)  # the load goes on a while on the new primary
        finally:
            traffic.stop()
        check_failover(topology, traffic, stream, former, promoted, killed_at, promoted_after, recovered)
    finally:
        if stream:
            stream.close()


def check_failover(topology, traffic, stream, former, promoted, killed_at, promoted_after, recovered):
    """Prints the failover's figures, then fails with every requirement it missed."""
    cluster, deployment = topology.cluster, topology.deployment
    problems = []
    recovery = None if recovered is None else recovered - killed_at
    if recovery is None:
        problems.append(f"no save was acknowledged within {RECOVERY_LIMIT + 5:.0f} s of the kill")
    elif recovery > RECOVERY_LIMIT:
        problems.append(f"the first save after the kill was acknowledged {recovery:.1f} s after it")
    try:
        reached = tick_reaches(deployment, traffic, stream)
    except AssertionError as error:
        reached = None
        problems.append(f"the event stream opened before the kill did not hear a tick made after it: {error}")
    found = found_in_database(deployment, traffic)
    server = psql(deployment, "SELECT inet_server_port()")
    saves, unavailable, failed, slowest = traffic.saves(), traffic.unavailable(), traffic.failed(True), traffic.slowest()
    print(f"ha:       killed {former}; {promoted} promoted {promoted_after:.1f} s later (port {cluster.node(promoted).pg_port}; "
          f"read back on port {server}); Larder saved again " + (f"{recovery:.1f} s after the kill" if recovery is not None else "never"))
    print(f"ha:       saves sent {len(saves)}, acknowledged {len(traffic.saved)}, found {len(found)}; "
          f"{len(traffic.answers)} answers, {len(unavailable)} × 503, slowest {slowest.took:.2f} s "
          f"({slowest.method} {route(slowest.path)}); a tick after the failover reached the other instance's stream "
          + (f"in {1000 * reached:.0f} ms" if reached is not None else "never"))
    if unavailable:
        print("ha:       the 503s, relative to the kill:\n" + describe(traffic, unavailable, killed_at))
    lost = {id: name for id, name in traffic.saved.items() if id not in found}
    if lost:
        problems.append(f"{len(lost)} acknowledged saves are not in the database, e.g. {list(lost.values())[:5]}")
    if failed:
        problems.append(f"{len(failed)} answers were neither 2xx/3xx nor a 503 with Retry-After:\n"
                        + describe(traffic, failed, killed_at))
    if slowest.took > SLOWEST_ANSWER:
        problems.append(f"an answer took {slowest.took:.1f} s: {slowest.method} {slowest.path}, sent "
                        f"{slowest.started - killed_at:+.1f} s from the kill")
    for instance in (topology.first, topology.second):
        if instance.process.poll() is not None:
            problems.append(f"the instance on port {instance.port} exited with {instance.process.returncode}")
    if problems:
        problems.append(larder_logs(topology))
    assert not problems, "\n".join(problems)


def larder_logs(topology):
    """Both instances' latest lines that tell of failures, for a failure's message."""
    return "\n".join(f"instance {number} (port {instance.port}), its warnings and errors:\n      "
                     + "\n      ".join(larder_log_lines(instance)[-30:])
                     for number, instance in enumerate((topology.first, topology.second), start=1))


def switchover(topology):
    """A planned switchover under load: no acknowledged save is lost, and every answer is 2xx/3xx."""
    cluster, deployment = topology.cluster, topology.deployment
    traffic = Traffic("switchover", topology.first, topology.second)
    traffic.start()
    try:
        traffic.wait_for_saves(before="the switchover")
        former, candidate = cluster.leader(), cluster.sync_standby()
        began = time.monotonic()
        said = cluster.switchover(candidate)
        took = time.monotonic() - began
        leader = cluster.wait_for_new_leader(former, timeout=30)
        time.sleep(3)  # the load goes on a while on the new primary
    finally:
        traffic.stop()
    found = found_in_database(deployment, traffic)
    saves, failed, slowest = traffic.saves(), traffic.failed(False), traffic.slowest()
    print(f"ha:       switchover from {former} to {candidate}: “{said.strip()}” after {took:.1f} s; {leader} leads")
    print(f"ha:       saves sent {len(saves)}, acknowledged {len(traffic.saved)}, found {len(found)}; "
          f"{len(traffic.answers)} answers, {len(traffic.unavailable())} × 503, slowest {slowest.took:.2f} s "
          f"({slowest.method} {route(slowest.path)})")
    problems = []
    lost = {id: name for id, name in traffic.saved.items() if id not in found}
    if lost:
        problems.append(f"{len(lost)} acknowledged saves are not in the database, e.g. {list(lost.values())[:5]}")
    if failed:
        problems.append(f"{len(failed)} answers were not 2xx/3xx (times relative to the switchover's start):\n"
                        + describe(traffic, failed, began))
        problems.append(larder_logs(topology))
    assert not problems, "\n".join(problems)


SCENARIOS = {"failover": failover, "switchover": switchover}


def main(names):
    unknown = [name for name in names if name not in SCENARIOS]
    if unknown:
        print(f"usage: ha.py [{'] ['.join(SCENARIOS)}]; unknown: {' '.join(unknown)}", file=sys.stderr)
        return 2
    if not os.path.exists(LARDER):
        print(f"build larder first ({LARDER} is missing)", file=sys.stderr)
        return 2
    failures = 0
    started = time.time()
    for name in names or list(SCENARIOS):
        scenario = SCENARIOS[name]
        began = time.time()
        failure = None
        topology = None
        try:
            topology = Topology()
            print(f"ha: {name}: cluster and two instances ready in {time.time() - began:.0f} s")
            scenario(topology)
        except Exception:
            failure = traceback.format_exc()
        finally:
            try:
                if topology:
                    topology.stop()
            except Exception:
                failure = (failure or "") + "while cleaning up:\n" + traceback.format_exc()
        # The duration counts the start and the clean-up: what the scenario costs a run.
        took = time.time() - began
        if failure:
            failures += 1
            print(f"ha: FAIL {name} ({took:.0f} s) {scenario.__doc__.strip()}\n{failure}")
        else:
            print(f"ha: ok   {name} ({took:.0f} s) {scenario.__doc__.strip()}")
    print(f"ha: {len(names or SCENARIOS) - failures} of {len(names or SCENARIOS)} scenarios passed in {time.time() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
