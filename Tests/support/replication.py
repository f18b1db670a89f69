"""A PostgreSQL 15 primary and one streaming replica on 127.0.0.1, for the tests of reads sent
to replicas: made as an operator makes them, with `initdb` and `pg_basebackup -R`, in a
temporary folder, each on a free TCP port.

    servers = StreamingReplication()
    try:
        servers.primary_url, servers.replica_url  # as `larder`, which may create databases
        servers.set_apply_delay(2)                # the replica replays each commit 2 s late
        servers.stop_replica(); servers.start_replica()
    finally:
        servers.stop()
"""
import os
import secrets
import shutil
import subprocess
import tempfile
import time

from larder_server import free_port

POSTGRES_BIN = "/usr/lib/postgresql/15/bin"


def as_postgres(command):
    """PostgreSQL refuses to run as root: as root, the command runs as the `postgres` account."""
    return ["runuser", "-u", "postgres", "--"] + command if os.getuid() == 0 else command


class Server:
    """One PostgreSQL server: a data folder, a port on 127.0.0.1, a socket and a log in `folder`."""

    def __init__(self, folder, name):
        self.name = name
        self.folder = folder
        self.data = os.path.join(folder, name)
        self.log_path = os.path.join(folder, f"{name}.log")
        self.port = free_port()

    def configure(self, settings):
        # Lines appended last win over the same settings earlier in the file (a copied primary's).
        with open(os.path.join(self.data, "postgresql.conf"), "a") as conf:
            conf.write("".join(f"{key} = '{value}'\n" for key, value in settings.items()))

    def start(self):
        subprocess.run(as_postgres([f"{POSTGRES_BIN}/pg_ctl", "-D", self.data, "-l", self.log_path, "-w", "-t", "60", "start"]),
                       check=True, stdout=subprocess.DEVNULL)

    def stop(self, mode="fast"):
        """Stops the server if it runs; `immediate` is a crash, as a machine that loses power."""
        if os.path.exists(os.path.join(self.data, "postmaster.pid")):
            subprocess.run(as_postgres([f"{POSTGRES_BIN}/pg_ctl", "-D", self.data, "-m", mode, "-w", "-t", "60", "stop"]),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def sql(self, statement, database="postgres"):
        """One statement as the superuser, over the server's socket; its output, bare and stripped."""
        result = subprocess.run(["psql", "--no-psqlrc", "-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1", "-h", self.folder, "-p", str(self.port),
                                 "-U", "postgres", "-d", database, "-c", statement], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"{self.name}: {statement!r} failed: {result.stderr.strip()}")
        return result.stdout.strip()

    def log_tail(self, size=3000):
        try:
            with open(self.log_path) as log:
                return log.read()[-size:]
        except OSError:
            return "(no log)"


class StreamingReplication:
    """A primary and a replica streaming from it, with fsync off (the data is thrown away). The
    `larder` role (LOGIN, CREATEDB, a password) owns database `larder`; the tests' deployments
    make their own databases, which the replica receives as it receives everything."""

    def __init__(self):
        # Memory holds the clusters when it can: the tests measure replication, not the disk.
        self.folder = tempfile.mkdtemp(prefix="larder-replicas-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
        os.chmod(self.folder, 0o755)
        if os.getuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
        self.password = secrets.token_hex(12)
        self.primary = Server(self.folder, "primary")
        self.replica = Server(self.folder, "replica")
        try:
            self.make_primary()
            self.make_replica()
        except Exception:
            self.stop()
            raise

    def make_primary(self):
        subprocess.run(as_postgres([f"{POSTGRES_BIN}/initdb", "-D", self.primary.data, "-U", "postgres", "--no-sync",
                                    "--auth-local=trust", "--auth-host=scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8"]),
                       check=True, capture_output=True)
        self.primary.configure({"listen_addresses": "127.0.0.1", "port": self.primary.port, "unix_socket_directories": self.folder,
                                "fsync": "off", "full_page_writes": "off"})
        self.primary.start()
        self.primary.sql(f"CREATE ROLE replicator REPLICATION LOGIN PASSWORD '{self.password}'; "
                         f"CREATE ROLE larder LOGIN CREATEDB PASSWORD '{self.password}'")
        self.primary.sql("CREATE DATABASE larder OWNER larder")

    def make_replica(self):
        # -R writes primary_conninfo (with the password) and standby.signal: a replica that streams.
        subprocess.run(as_postgres([f"{POSTGRES_BIN}/pg_basebackup", "-h", "127.0.0.1", "-p", str(self.primary.port), "-U", "replicator",
                                    "-D", self.replica.data, "-R", "-X", "stream", "-c", "fast", "--no-sync"]),
                       check=True, capture_output=True, env=dict(os.environ, PGPASSWORD=self.password))
        self.replica.configure({"port": self.replica.port})
        self.replica.start()
        self.wait_until_replica_caught_up(timeout=30)

    def url(self, server, database="larder"):
        return f"postgresql://larder:{self.password}@127.0.0.1:{server.port}/{database}"

    @property
    def primary_url(self):
        return self.url(self.primary)

    @property
    def replica_url(self):
        return self.url(self.replica)

    def set_apply_delay(self, seconds):
        """The replica receives each commit at once and replays it `seconds` later (0: at once)."""
        self.replica.sql(f"ALTER SYSTEM SET recovery_min_apply_delay = '{int(seconds * 1000)}ms'")
        self.replica.sql("SELECT pg_reload_conf()")

    def stop_replica(self, mode="fast"):
        self.replica.stop(mode)

    def start_replica(self):
        self.replica.start()

    def replica_is_running(self):
        return os.path.exists(os.path.join(self.replica.data, "postmaster.pid"))

    def wait_until_replica_caught_up(self, timeout):
        """Waits until the replica has replayed all the primary has written so far."""
        target = self.primary.sql("SELECT pg_current_wal_lsn()")
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self.replica.sql(f"SELECT pg_last_wal_replay_lsn() >= '{target}'::pg_lsn") == "t":
                    return
            except RuntimeError:
                pass  # still starting
            if time.monotonic() > deadline:
                raise RuntimeError(f"the replica did not replay {target} within {timeout} s:\n{self.replica.log_tail()}")
            time.sleep(0.1)

    def reset(self):
        """The replica running, replaying at once, and caught up: how each test finds it."""
        if not self.replica_is_running():
            self.start_replica()
        self.set_apply_delay(0)
        self.wait_until_replica_caught_up(timeout=30)

    def stop(self):
        self.replica.stop("immediate")
        self.primary.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)
