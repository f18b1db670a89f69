"""A highly available PostgreSQL 15 for the operations tests: one etcd and three nodes under
Patroni, all on 127.0.0.1 in a temporary folder, with synchronous replication, as an operator
would run it on three machines.

Patroni talks to etcd through its v3 API (`etcd3:`): Debian's Patroni reaches it over etcd's
JSON gateway with urllib3 and python3-etcd, both already its dependencies, so the v2 API
(`--enable-v2`, deprecated) is not needed.

    cluster = PatroniCluster()
    try:
        cluster.url  # one libpq multi-host URL that finds the primary
        cluster.kill(cluster.leader())  # the whole node dies, as a machine does
    finally:
        cluster.stop()
"""
import json
import os
import secrets
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

from larder_server import free_port

POSTGRES_BIN = "/usr/lib/postgresql/15/bin"
SCOPE = "larder-ha"
# Failure detection: a dead leader's key expires `ttl` seconds after its last renewal, and a
# replica sees that within `loop_wait` and promotes itself: about 10 s here, against up to 40 s
# with Patroni's defaults (30/10/10). Patroni wants loop_wait + 2 * retry_timeout <= ttl, so that
# a leader whose etcd or PostgreSQL calls hang steps down before its key can expire; 4 s lets a
# call on a busy 2-core machine be slow without that. A ttl much below 10 would let a leader
# slowed by the load miss its renewals and fail over with no fault at all.
TIMEOUTS = {"ttl": 10, "loop_wait": 1, "retry_timeout": 4}


class PatroniCluster:
    """etcd and `size` PostgreSQL nodes under Patroni, the first leader bootstrapping a `larder`
    role (CREATEDB, so the tests' deployments make their own databases) owning database `larder`.
    Starting waits until the cluster is healthy; `stop()` kills everything and removes the folder."""

    def __init__(self, size=3):
        # etcd fsyncs each write and 3.4 cannot be told not to: memory keeps that off the disk.
        self.folder = tempfile.mkdtemp(prefix="larder-ha-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
        os.chmod(self.folder, 0o755)  # the nodes, run as `postgres`, reach their folders through it
        self.passwords = {role: secrets.token_hex(12) for role in ("postgres", "replicator", "larder")}
        self.etcd = None
        self.nodes = []
        try:
            self.etcd = Etcd(self.folder)
            bootstrap = self.write_bootstrap_script()
            self.nodes = [Node(self, f"node{number}", bootstrap) for number in range(1, size + 1)]
            for node in self.nodes:
                node.start()
            self.wait_until_healthy(timeout=90)
        except Exception:
            self.stop()
            raise

    @property
    def url(self):
        """The `larder` database through every node; libpq tries them in turn for the one that takes writes."""
        hosts = ",".join(f"127.0.0.1:{node.pg_port}" for node in self.nodes)
        return f"postgresql://larder:{self.passwords['larder']}@{hosts}/larder?target_session_attrs=read-write"

    def write_bootstrap_script(self):
        """What Patroni runs once, on the node that makes the cluster, with a superuser's connection string."""
        path = os.path.join(self.folder, "post_bootstrap.sh")
        with open(path, "w") as script:
            script.write(f"""#!/bin/sh
set -e
psql -X -q -v ON_ERROR_STOP=1 -d "$1" -c "CREATE ROLE larder LOGIN CREATEDB PASSWORD '{self.passwords['larder']}'"
psql -X -q -v ON_ERROR_STOP=1 -d "$1" -c "CREATE DATABASE larder OWNER larder"
""")
        os.chmod(path, 0o755)
        return path

    def members(self):
        """Patroni's view of the cluster (name, role, state, lag …), asked of the first node that answers."""
        for node in self.nodes:
            if node.is_killed:
                continue
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{node.rest_port}/cluster", timeout=2) as answer:
                    return json.load(answer)["members"]
            except (OSError, ValueError):
                continue
        return []

    def leader(self):
        """The leader's node name, or None while there is none."""
        return next((member["name"] for member in self.members() if member["role"] == "leader"), None)

    def sync_standby(self):
        """The node whose acknowledgement every commit waits for, or None."""
        return next((member["name"] for member in self.members() if member["role"] == "sync_standby"), None)

    def node(self, name):
        return next(node for node in self.nodes if node.name == name)

    def wait_until_healthy(self, timeout):
        """Waits until a leader runs and every other living node streams from it, one synchronously."""
        deadline = time.monotonic() + timeout
        living = {node.name for node in self.nodes if not node.is_killed}
        members = []
        while time.monotonic() < deadline:
            members = self.members()
            by_name = {member["name"]: member for member in members}
            leader = [member for member in members if member["role"] == "leader" and member["state"] == "running"]
            followers = [by_name.get(name) for name in living if not leader or name != leader[0]["name"]]
            if leader and set(by_name) >= living and all(
                    member["role"] in ("replica", "sync_standby") and member["state"] in ("running", "streaming")
                    for member in followers) and any(member["role"] == "sync_standby" for member in followers):
                return
            time.sleep(0.5)
        raise RuntimeError(f"the cluster was not healthy within {timeout} s: {members}\n{self.log_tails()}")

    def wait_for_new_leader(self, former, timeout):
        """The name of the node that took over from `former`, once it runs as leader."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for member in self.members():
                if member["role"] == "leader" and member["name"] != former and member["state"] == "running":
                    return member["name"]
            time.sleep(0.2)
        raise RuntimeError(f"no node took over from {former} within {timeout} s: {self.members()}\n{self.log_tails()}")

    def kill(self, name):
        """SIGKILL to the node's Patroni and all its PostgreSQL processes at once, as when its machine dies."""
        self.node(name).kill()

    def switchover(self, candidate):
        """A planned switchover to `candidate` through the leader's REST API; returns Patroni's answer once it is done."""
        leader = self.node(self.leader())
        body = json.dumps({"leader": leader.name, "candidate": candidate}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{leader.rest_port}/switchover", data=body, method="POST",
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return answer.read().decode()
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"the switchover was refused: {error.code} {error.read().decode()}") from None

    def log_tails(self):
        return "\n".join(node.log_tail() for node in self.nodes)

    def stop(self):
        for node in self.nodes:
            node.stop()
        if self.etcd:
            self.etcd.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


def is_running(pid):
    """Whether the process runs: not gone, and not a zombie that no one has reaped yet (it is not ours to reap)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class Etcd:
    """One etcd member, the cluster's configuration store."""

    def __init__(self, folder):
        self.client_port, peer_port = free_port(), free_port()
        self.log = open(os.path.join(folder, "etcd.log"), "w")
        peer = f"http://127.0.0.1:{peer_port}"
        self.client_url = f"http://127.0.0.1:{self.client_port}"
        self.process = subprocess.Popen(
            ["etcd", "--name", "ha", "--data-dir", os.path.join(folder, "etcd"),
             "--listen-client-urls", self.client_url, "--advertise-client-urls", self.client_url,
             "--listen-peer-urls", peer, "--initial-advertise-peer-urls", peer, "--initial-cluster", f"ha={peer}"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.client_url + "/health", timeout=1) as answer:
                    if json.load(answer).get("health") == "true":
                        return
            except (OSError, ValueError):
                pass
            if self.process.poll() is not None:
                break
            time.sleep(0.2)
        self.stop()
        with open(os.path.join(folder, "etcd.log")) as log:
            raise RuntimeError("etcd did not start:\n" + log.read()[-2000:])

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()


class Node:
    """One PostgreSQL server and the Patroni that runs it, as the `postgres` account (PostgreSQL refuses root)."""

    def __init__(self, cluster, name, bootstrap_script):
        self.name = name
        self.pg_port, self.rest_port = free_port(), free_port()
        self.folder = os.path.join(cluster.folder, name)
        self.data_dir = os.path.join(self.folder, "data")
        self.log_path = os.path.join(cluster.folder, f"{name}.log")
        self.process = None
        self.is_killed = False
        os.makedirs(self.folder, mode=0o700)
        self.config_path = os.path.join(self.folder, "patroni.yml")
        with open(self.config_path, "w") as config:
            json.dump(self.configuration(cluster, bootstrap_script), config, indent=1)  # JSON is YAML
        if os.getuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
            shutil.chown(self.config_path, "postgres", "postgres")

    def configuration(self, cluster, bootstrap_script):
        passwords = cluster.passwords
        return {
            "scope": SCOPE, "name": self.name,
            "log": {"level": "INFO"},
            "restapi": {"listen": f"127.0.0.1:{self.rest_port}", "connect_address": f"127.0.0.1:{self.rest_port}"},
            "etcd3": {"hosts": [f"127.0.0.1:{cluster.etcd.client_port}"]},
            "bootstrap": {
                "dcs": dict(TIMEOUTS, **{
                    # A commit is acknowledged once a standby has it too, and only that standby
                    # may be promoted: no acknowledged save is lost in a failover.
                    "synchronous_mode": True,
                    "maximum_lag_on_failover": 1048576,
                    "postgresql": {
                        "use_pg_rewind": True,
                        "use_slots": True,
                        "parameters": {
                            # Throwaway data: speed over durability of the files themselves
                            # (full_page_writes stays on, as pg_rewind needs it).
                            "fsync": "off", "shared_buffers": "16MB",
                            "max_connections": 60, "max_wal_senders": 6, "max_replication_slots": 6,
                            "wal_keep_size": "64MB", "wal_log_hints": "on",
                            # In the data directory rather than /dev/shm: a killed node's go with its folder.
                            "dynamic_shared_memory_type": "mmap",
                        },
                    },
                }),
                "initdb": [{"encoding": "UTF8"}, {"locale": "C.UTF-8"}],
                "post_bootstrap": bootstrap_script,
            },
            "postgresql": {
                "listen": f"127.0.0.1:{self.pg_port}", "connect_address": f"127.0.0.1:{self.pg_port}",
                "data_dir": self.data_dir, "bin_dir": POSTGRES_BIN,
                "pgpass": os.path.join(self.folder, "pgpass"),
                "authentication": {
                    "superuser": {"username": "postgres", "password": passwords["postgres"]},
                    "replication": {"username": "replicator", "password": passwords["replicator"]},
                },
                "pg_hba": [
                    "local all all trust",
                    "host replication replicator 127.0.0.1/32 scram-sha-256",
                    "host all all 127.0.0.1/32 scram-sha-256",
                ],
                "parameters": {"unix_socket_directories": self.folder},
                # A replica's copy starts at a checkpoint: a spread one would take minutes.
                "basebackup": [{"checkpoint": "fast"}],
            },
        }

    def start(self):
        self.log = open(self.log_path, "w")
        account = {}
        if os.getuid() == 0:
            account = {"user": "postgres", "group": "postgres", "extra_groups": []}
        # A session of its own: the node's Patroni and what it runs die together in kill().
        self.process = subprocess.Popen(
            ["patroni", self.config_path], cwd=self.folder, stdout=self.log, stderr=subprocess.STDOUT,
            env=dict(PATH=os.environ.get("PATH", "/usr/bin:/bin"), HOME=self.folder, LANG="C.UTF-8"),
            start_new_session=True, **account)

    def postmaster_pid_file(self):
        """postmaster.pid's lines (pid, data dir, start, port, socket dir, address, shared memory key and id), or []."""
        try:
            with open(os.path.join(self.data_dir, "postmaster.pid")) as file:
                return file.read().splitlines()
        except OSError:
            return []

    def postmaster(self):
        """The node's running postmaster's pid, or None. A pid file outlives a killed server, and its
        pid may since be another program's: only a process started on this data directory counts."""
        lines = self.postmaster_pid_file()
        try:
            pid = int(lines[0])
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                arguments = cmdline.read().split(b"\0")
        except (IndexError, ValueError, OSError):
            return None
        return pid if self.data_dir.encode() in arguments and is_running(pid) else None

    def process_groups(self):
        """Patroni's process group and the postmaster's (Patroni starts it in a session of its own)."""
        groups = set()
        if self.process and self.process.poll() is None:
            groups.add(self.process.pid)
        postmaster = self.postmaster()
        if postmaster:
            try:
                groups.add(os.getpgid(postmaster))
            except ProcessLookupError:
                pass
        return groups

    def kill(self):
        self.is_killed = True
        # Both groups are found before either dies: every process goes at the same moment.
        for group in self.process_groups():
            try:
                os.killpg(group, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if self.process:
            self.process.wait()

    def stop(self):
        """Ends the node at once; the data goes with the folder, so nothing needs shutting down cleanly."""
        if self.process is None:
            return
        # Patroni first, so that it does not start PostgreSQL again; then an immediate shutdown,
        # which, unlike SIGKILL, also removes the server's System V shared memory segment.
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        postmaster = self.postmaster()
        if postmaster:
            try:
                os.kill(postmaster, signal.SIGQUIT)
            except ProcessLookupError:
                pass
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and is_running(postmaster):
                time.sleep(0.05)
        for group in self.process_groups():
            try:
                os.killpg(group, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.remove_abandoned_segment()
        self.process = None
        self.log.close()

    def remove_abandoned_segment(self):
        """A server that was killed leaves its System V shared memory segment behind; the pid file
        names it. Removed only while no process uses it and it is the one that server made."""
        lines = self.postmaster_pid_file()
        if len(lines) < 7 or not lines[6].split():
            return
        with open("/proc/sysvipc/shm") as table:
            for row in table.read().splitlines()[1:]:
                key, shmid, _, _, creator, _, attached = row.split()[:7]
                if shmid == lines[6].split()[-1] and creator == lines[0] and attached == "0":
                    subprocess.run(["ipcrm", "-m", shmid], check=True)

    def log_tail(self):
        try:
            with open(self.log_path) as log:
                return f"--- {self.name} ---\n" + log.read()[-2500:]
        except OSError:
            return f"--- {self.name}: no log ---"
