#!/usr/bin/env python3
"""Browser tests: a real Chromium drives a real Larder server on a throwaway database.

Without DATABASE_URL, starts `larder serve` on a free port with its embedded PostgreSQL in a
temporary folder. With DATABASE_URL, creates a fresh database `larder_browser_<random>` on that
server (its role needs CREATEDB), runs `larder migrate` and creates the demo account there, and
serves from it. Runs the scenarios below with selenium, stops the server, drops the database or
removes the folder. Exits non-zero when a scenario fails.

The browser: Chromium, else Google Chrome, each with a chromedriver of the same major version,
found on PATH, in $CHROMEWEBDRIVER (GitHub's runners) or in Debian's places; snaps are skipped.
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

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LARDER = os.path.join(ROOT, ".build", "debug", "larder")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ExternalDatabase:
    """A database of the browser run's own on the server DATABASE_URL names, dropped afterwards."""

    def __init__(self, url):
        self.admin_url = url
        self.name = "larder_browser_" + secrets.token_hex(6)
        self.psql = shutil.which("psql")
        if not self.psql:
            raise RuntimeError("DATABASE_URL is set, and making the browser tests' database needs psql "
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
            print(f"browser: could not drop database {self.name}: {error}", file=sys.stderr)


def with_database(url, name):
    """The same server and credentials as the libpq URI or key=value string `url`, database `name`."""
    if re.match(r"^postgres(ql)?://", url):
        parts = urllib.parse.urlsplit(url)
        # The other parameters are kept as written: libpq decodes %XX but not '+'.
        query = "&".join(item for item in parts.query.split("&") if item and not item.startswith("dbname="))
        return f"{parts.scheme}://{parts.netloc}/{name}" + (f"?{query}" if query else "")
    # In a key=value string the last setting of a keyword wins.
    return f"{url} dbname='{name}'"


class Server:
    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="larder-browser-")
        os.chmod(self.folder, 0o755)
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.database = None
        env = dict(os.environ, LARDER_DATA_DIR=os.path.join(self.folder, "db"), PORT=str(self.port), LARDER_BCRYPT_COST="4",
                   LARDER_ENV="development", LARDER_SECURE_COOKIES="0")
        self.log = open(os.path.join(self.folder, "server.log"), "w")
        if os.environ.get("DATABASE_URL"):
            self.database = ExternalDatabase(os.environ["DATABASE_URL"])
            env["DATABASE_URL"] = self.database.url
            # An external database is neither migrated nor seeded by `serve`: do what an admin does.
            self.larder(["migrate"], env)
            self.larder(["user", "create", "--email", "demo@larder.local", "--password", "larder-demo-kitchen",
                         "--name", "Demo cook", "--household", "Demo kitchen"], env)
        else:
            env.pop("DATABASE_URL", None)  # the embedded cluster, in the temporary folder
        self.process = subprocess.Popen([LARDER, "serve", "--port", str(self.port)], cwd=ROOT, env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                if urllib.request.urlopen(self.base + "/healthz", timeout=2).status == 200:
                    return
            except Exception:
                time.sleep(0.5)
            if self.process.poll() is not None:
                break
        self.log.flush()
        tail = self.log_tail()
        self.stop()
        raise RuntimeError("larder did not start:\n" + tail)

    def larder(self, arguments, env):
        self.log.write(f"$ larder {' '.join(arguments[:3])}\n")
        self.log.flush()
        result = subprocess.run([LARDER] + arguments, cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        if result.returncode != 0:
            self.log.close()
            text = self.log_tail()
            self.database.drop()
            shutil.rmtree(self.folder, ignore_errors=True)
            raise RuntimeError(f"larder {arguments[0]} failed:\n{text}")

    def log_tail(self):
        with open(os.path.join(self.folder, "server.log")) as log:
            return log.read()[-3000:]

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if not self.log.closed:
            self.log.close()
        if self.database:
            self.database.drop()
            self.database = None
        shutil.rmtree(self.folder, ignore_errors=True)


def major_version(executable):
    """The first number of what `executable --version` prints, or None."""
    try:
        output = subprocess.run([executable, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.search(r"(\d+)\.\d+", output)
    return int(found.group(1)) if found else None


def not_a_snap(path):
    """False for snaps and for Ubuntu's scripts that only start one."""
    resolved = os.path.realpath(path)
    if resolved.startswith("/snap/"):
        return False
    try:
        with open(resolved, "rb") as file:
            head = file.read(4096)
    except OSError:
        return False
    return not (head.startswith(b"#!") and b"/snap/" in head)


def find_browser():
    """(browser, chromedriver): Chromium first, then Google Chrome, each with a chromedriver of its
    major version; when no pair agrees, the first of each, and chromedriver says what is wrong."""
    browsers = []
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]:
        path = shutil.which(name)
        if path and not_a_snap(path) and os.path.realpath(path) not in map(os.path.realpath, browsers):
            browsers.append(path)
    drivers = []
    for path in [shutil.which("chromedriver"),
                 os.path.join(os.environ["CHROMEWEBDRIVER"], "chromedriver") if os.environ.get("CHROMEWEBDRIVER") else None,
                 "/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]:
        if path and os.access(path, os.X_OK) and not_a_snap(path) and os.path.realpath(path) not in map(os.path.realpath, drivers):
            drivers.append(path)
    if not browsers or not drivers:
        raise RuntimeError(f"the browser tests need Chromium or Chrome and a chromedriver; found browsers {browsers}, "
                           f"drivers {drivers} (scripts/install-dependencies.sh test installs them on Debian)")
    driver_versions = {driver: major_version(driver) for driver in drivers}
    for browser_path in browsers:
        version = major_version(browser_path)
        for driver in drivers:
            if version is not None and driver_versions[driver] == version:
                return browser_path, driver
    return browsers[0], drivers[0]


BROWSER = None


def browser():
    global BROWSER
    if BROWSER is None:
        BROWSER = find_browser()
        print(f"browser: {BROWSER[0]} with {BROWSER[1]}")
    options = Options()
    options.binary_location = BROWSER[0]
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=420,900"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(BROWSER[1]), options=options)
    driver.implicitly_wait(3)
    return driver


def fill(driver, name, value):
    field = driver.find_element(By.NAME, name)
    field.clear()
    field.send_keys(value)


def click(driver, element):
    """Clicks as a person would: scrolled into the middle of the screen, clear of sticky bars."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    element.click()


def follow(driver, element):
    """Clicks a link or a form's button and waits for the next page: a click returns as soon as
    it is dispatched, and reading the page before the answer arrives reads the old one."""
    # A mark on the old document's window; the next document starts without it.
    driver.execute_script("window.larderOldPage = true")
    click(driver, element)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return window.larderOldPage === undefined && document.readyState === 'complete'"))


def submit(driver, form_selector):
    follow(driver, driver.find_element(By.CSS_SELECTOR, form_selector + " [type=submit]"))


def assert_no_console_errors(driver):
    problems = [entry["message"] for entry in driver.get_log("browser")
                if entry["level"] == "SEVERE" and "favicon" not in entry["message"]]
    assert not problems, f"browser console errors (CSP?): {problems}"


def scenario_newcomer_invites_a_flatmate(server):
    """A newcomer registers, creates a household and invites a second account, who joins."""
    ann = browser()
    bob = browser()
    try:
        ann.get(server.base + "/register")
        fill(ann, "email", "ann@example.com")
        fill(ann, "display_name", "Ann")
        fill(ann, "password", "correct-horse-battery")
        submit(ann, "form[action='/register']")
        assert "/household" in ann.current_url, ann.current_url
        fill(ann, "name", "Flat 3B")
        submit(ann, "form[action='/household/new']")
        assert "Flat 3B" in ann.page_source
        submit(ann, "form[action='/household/invites']")
        link = ann.find_element(By.CSS_SELECTOR, "input[readonly][value*='/invites/'], a[href*='/invites/']")
        invite = link.get_attribute("value") or link.get_attribute("href")
        assert "/invites/" in invite, invite

        bob.get(invite)
        assert "Flat 3B" in bob.page_source
        follow(bob, bob.find_element(By.CSS_SELECTOR, "main a[href^='/register']"))
        fill(bob, "email", "bob@example.com")
        fill(bob, "display_name", "Bob")
        fill(bob, "password", "another-good-password")
        submit(bob, "form[action='/register']")
        bob.get(server.base + "/household")
        assert "Flat 3B" in bob.page_source and "Ann" in bob.page_source
        ann.get(server.base + "/household")
        assert "Bob" in ann.page_source
        assert_no_console_errors(ann)
    finally:
        ann.quit()
        bob.quit()


def scenario_cook_writes_a_recipe_and_uses_a_timer(server):
    """The demo cook adds a recipe with a second step added by JavaScript and starts a timer."""
    cook = browser()
    try:
        cook.get(server.base + "/login")
        fill(cook, "email", "demo@larder.local")
        fill(cook, "password", "larder-demo-kitchen")
        submit(cook, "form[action='/login']")
        assert "/recipes" in cook.current_url, cook.current_url
        cook.get(server.base + "/recipes/new")
        fill(cook, "name", "Boiled eggs")
        fill(cook, "steps[0][instructions]", "Lower the eggs into boiling water.")
        fill(cook, "steps[0][minutes]", "7")
        fill(cook, "steps[0][ingredients]", "4 eggs\n1 pinch of salt")
        before = len(cook.find_elements(By.CSS_SELECTOR, "textarea[name$='[instructions]']"))
        click(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        areas = cook.find_elements(By.CSS_SELECTOR, "textarea[name$='[instructions]']")
        assert len(areas) == before + 1, "Add step did not add a step"
        areas[-1].send_keys("Cool in cold water and peel.")
        submit(cook, "form[action='/recipes/new']")
        assert "/recipes/" in cook.current_url and "/new" not in cook.current_url, cook.current_url
        assert "Boiled eggs" in cook.page_source and "Cool in cold water" in cook.page_source
        timer = WebDriverWait(cook, 5).until(expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "button.timer")))
        click(cook, timer)
        time.sleep(1.5)
        assert "6:5" in cook.page_source or "06:5" in cook.page_source, "the timer did not count down"
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def main():
    if not os.path.exists(LARDER):
        print(f"build larder first ({LARDER} is missing)", file=sys.stderr)
        return 2
    server = Server()
    failures = 0
    try:
        for scenario in [scenario_newcomer_invites_a_flatmate, scenario_cook_writes_a_recipe_and_uses_a_timer]:
            try:
                scenario(server)
                print(f"browser: ok   {scenario.__doc__.strip()}")
            except Exception:
                failures += 1
                print(f"browser: FAIL {scenario.__doc__.strip()}\n{traceback.format_exc()}")
    finally:
        server.stop()
    print(f"browser: {2 - failures} of 2 scenarios passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
