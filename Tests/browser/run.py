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
import shutil
import subprocess
import sys
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from larder_server import LARDER, Server  # noqa: E402

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait



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


def log_in_as_demo_cook(cook, server):
    cook.get(server.base + "/login")
    fill(cook, "email", "demo@larder.local")
    fill(cook, "password", "larder-demo-kitchen")
    submit(cook, "form[action='/login']")


def scenario_cook_writes_a_recipe_and_uses_a_timer(server):
    """The demo cook adds a recipe with a second step added by JavaScript and starts a timer."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
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


def scenario_timer_survives_a_reload(server):
    """The cook scales a recipe, starts a short timer, reloads, finds it still running in the step and in every page's dock, and is told when it finishes."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        fill(cook, "name", "Soft-boiled egg, quickly")
        fill(cook, "servings", "2")
        fill(cook, "steps[0][instructions]", "Watch it closely.")
        fill(cook, "steps[0][minutes]", "6 s")
        fill(cook, "steps[0][ingredients]", "2 eggs\n200 ml water")
        submit(cook, "form[action='/recipes/new']")
        page = cook.current_url.split("?")[0]
        click(cook, cook.find_element(By.CSS_SELECTOR, "a[aria-label='More servings']"))
        assert "servings=3" in cook.current_url, cook.current_url
        assert "300 ml water" in cook.page_source and "3 eggs" in cook.page_source, "scaling did not change the amounts"
        timer = WebDriverWait(cook, 5).until(expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "button.timer")))
        click(cook, timer)
        time.sleep(1.2)
        cook.get(page)  # a reload, as a phone that slept would do
        button = WebDriverWait(cook, 5).until(expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "button.timer")))
        assert button.text == "Pause", f"after a reload the timer is not running: {button.text!r}"
        shown = cook.find_element(By.CSS_SELECTOR, ".timer-display").text
        assert shown in ("0:04", "0:03", "0:05"), f"the time left after a reload is {shown!r}"
        dock = cook.find_element(By.CSS_SELECTOR, ".timer-dock").text
        assert "Step 1" in dock, f"the dock does not list the timer: {dock!r}"
        # Another page's dock lists it too, with a link back to the recipe.
        cook.get(server.base + "/recipes")
        link = WebDriverWait(cook, 5).until(expected_conditions.presence_of_element_located((By.CSS_SELECTOR, ".timer-dock a")))
        assert "Soft-boiled egg" in link.text and link.get_attribute("href").startswith(page), link.get_attribute("href")
        alert = WebDriverWait(cook, 10).until(expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, ".timer-alert")))
        assert "time is up" in alert.text, alert.text
        assert_no_console_errors(cook)
    finally:
        cook.quit()


SCENARIOS = [scenario_newcomer_invites_a_flatmate, scenario_cook_writes_a_recipe_and_uses_a_timer, scenario_timer_survives_a_reload]


def main():
    if not os.path.exists(LARDER):
        print(f"build larder first ({LARDER} is missing)", file=sys.stderr)
        return 2
    server = Server()
    failures = 0
    try:
        for scenario in SCENARIOS:
            try:
                scenario(server)
                print(f"browser: ok   {scenario.__doc__.strip()}")
            except Exception:
                failures += 1
                print(f"browser: FAIL {scenario.__doc__.strip()}\n{traceback.format_exc()}")
    finally:
        server.stop()
    print(f"browser: {len(SCENARIOS) - failures} of {len(SCENARIOS)} scenarios passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
