"""A real `larder serve` process on a throwaway database, for the browser and operations tests.

Without DATABASE_URL the server uses its embedded PostgreSQL in a temporary folder. With
DATABASE_URL it gets a fresh database `larder_<purpose>_<random>` on that server (its role needs
CREATEDB), migrated and holding the demo account, as an admin would prepare it.
"""
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# LARDER_BINARY runs the tests against another build (a copy of an earlier one, to compare).
LARDER = os.environ.get("LARDER_BINARY") or os.path.join(ROOT, ".build", "debug", "larder")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ExternalDatabase:
    """A database of the run's own on the server DATABASE_URL names, dropped afterwards."""

    def __init__(self, url, purpose):
        self.admin_url = url
        self.name = f"larder_{purpose}_" + secrets.token_hex(6)
        self.psql = shutil.which("psql")
        if not self.psql:
            raise RuntimeError("DATABASE_URL is set, and making the tests' database needs psql "
                               "(apt-get install postgresql-client)")
        self.run_sql(f'CREATE DATABASE "{self.name}"')
        self.url = with_database(url, self.name)

    def run_sql(self, statement):
        subprocess.run([self.psql, "--no-psqlrc", "--quiet", "-v", "ON_ERROR_STOP=1", "-d", self.admin_url, "-c", statement],
                       check=True, stdout=subprocess.DEVNULL)

    def drop(self):
        try:
            self.run_sql(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
        except subprocess.CalledProcessError as error:
            print(f"tests: could not drop database {self.name}: {error}", file=sys.stderr)


def with_database(url, name):
    """The same server and credentials as the libpq URI or key=value string `url`, database `name`."""
    if re.match(r"^postgres(ql)?://", url):
        parts = urllib.parse.urlsplit(url)
        # The other parameters are kept as written: libpq decodes %XX but not '+'.
        query = "&".join(item for item in parts.query.split("&") if item and not item.startswith("dbname="))
        return f"{parts.scheme}://{parts.netloc}/{name}" + (f"?{query}" if query else "")
    # In a key=value string the last setting of a keyword wins.
    return f"{url} dbname='{name}'"


class Deployment:
    """One database (and a folder for logs) that one or more `larder serve` instances share."""

    def __init__(self, purpose, env=None):
        self.folder = tempfile.mkdtemp(prefix=f"larder-{purpose}-")
        os.chmod(self.folder, 0o755)
        self.database = None
        self.instances = []
        self.env = dict(os.environ, LARDER_DATA_DIR=os.path.join(self.folder, "db"), LARDER_BCRYPT_COST="4",
                        LARDER_ENV="development", LARDER_SECURE_COOKIES="0", LARDER_METRICS_PORT="0", **(env or {}))
        self.log = open(os.path.join(self.folder, "commands.log"), "w")
        if os.environ.get("DATABASE_URL"):
            self.database = ExternalDatabase(os.environ["DATABASE_URL"], purpose)
            self.env["DATABASE_URL"] = self.database.url
            # An external database is neither migrated nor seeded by `serve`: do what an admin does.
            try:
                self.larder(["migrate"])
                self.larder(["user", "create", "--email", "demo@larder.local", "--password", "larder-demo-kitchen",
                             "--name", "Demo cook", "--household", "Demo kitchen"])
            except Exception:
                self.stop()
                raise
        else:
            self.env.pop("DATABASE_URL", None)  # the embedded cluster, in the temporary folder

    def larder(self, arguments, env=None):
        """Runs a larder command on this deployment's database; raises with its output when it fails."""
        result = subprocess.run([LARDER] + arguments, cwd=ROOT, env=dict(self.env, **(env or {})),
                                capture_output=True, text=True)
        self.log.write(f"$ larder {' '.join(arguments[:3])}\n{result.stdout}{result.stderr}")
        self.log.flush()
        if result.returncode != 0:
            raise RuntimeError(f"larder {arguments[0]} failed:\n{result.stdout}{result.stderr}")
        return result

    def start(self, env=None, port=None):
        """Starts one more `larder serve` on `port` (a free one by default) and waits until it is ready."""
        instance = Instance(self, len(self.instances) + 1, env or {}, port)
        self.instances.append(instance)
        return instance

    def stop(self):
        # The first instance started the embedded cluster, so it stops last.
        for instance in reversed(self.instances):
            instance.stop()
        if not self.log.closed:
            self.log.close()
        if self.database:
            self.database.drop()
            self.database = None
        shutil.rmtree(self.folder, ignore_errors=True)


class Instance:
    """One `larder serve` process."""

    def __init__(self, deployment, number, env, port=None):
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = os.path.join(deployment.folder, f"server{number}.log")
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([LARDER, "serve", "--port", str(self.port)], cwd=ROOT,
                                        env=dict(deployment.env, **env), stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                if urllib.request.urlopen(self.base + "/readyz", timeout=2).status == 200:
                    return
            except Exception:
                time.sleep(0.5)
            if self.process.poll() is not None:
                break
        tail = self.log_tail()
        self.stop()
        raise RuntimeError("larder did not start:\n" + tail)

    def log_tail(self):
        self.log.flush()
        with open(self.log_path) as log:
            return log.read()[-3000:]

    def stop(self, sig=signal.SIGINT, timeout=60):
        """Signals the process and waits for it; returns its exit status."""
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if not self.log.closed:
            self.log.close()
        return self.process.returncode


class Server:
    """One instance on a deployment of its own: what the browser tests drive."""

    def __init__(self, purpose="browser", env=None):
        self.deployment = Deployment(purpose, env)
        try:
            self.instance = self.deployment.start()
        except Exception:
            self.deployment.stop()
            raise
        self.base = self.instance.base

    def stop(self):
        self.deployment.stop()


def psql_command(deployment):
    """psql on the deployment's database, as its owner (over the embedded cluster's socket), printing bare values."""
    options = ["psql", "--no-psqlrc", "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1"]
    if os.environ.get("DATABASE_URL"):
        return options + ["-d", deployment.env["DATABASE_URL"]]
    return options + ["-h", os.path.join(deployment.folder, "db"), "-U", "larder", "-d", "larder"]


def psql(deployment, statement):
    """One statement on the deployment's database; its output, stripped."""
    result = subprocess.run(psql_command(deployment) + ["-c", statement], capture_output=True, text=True, check=True)
    return result.stdout.strip()


def run_on_deployments(label, scenarios):
    """Runs each scenario on a deployment of its own, printing `label: ok` or `label: FAIL` with
    its docstring; returns the exit status (1 when any failed, 2 when larder is not built)."""
    if not os.path.exists(LARDER):
        print(f"build larder first ({LARDER} is missing)", file=sys.stderr)
        return 2
    failures = 0
    started = time.time()
    for scenario in scenarios:
        deployment = Deployment(label)
        began = time.time()
        try:
            scenario(deployment)
            print(f"{label}: ok   ({time.time() - began:.0f} s) {scenario.__doc__.strip()}")
        except Exception:
            failures += 1
            print(f"{label}: FAIL ({time.time() - began:.0f} s) {scenario.__doc__.strip()}\n{traceback.format_exc()}")
        finally:
            deployment.stop()
    print(f"{label}: {len(scenarios) - failures} of {len(scenarios)} scenarios passed in {time.time() - started:.0f} s")
    return 1 if failures else 0
