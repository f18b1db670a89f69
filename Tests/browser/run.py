#!/usr/bin/env python3
"""Browser tests: a real Chromium drives a real Larder server on a throwaway database.

Without DATABASE_URL, starts `larder serve` on a free port with its embedded PostgreSQL in a
temporary folder. With DATABASE_URL, creates a fresh database `larder_browser_<random>` on that
server (its role needs CREATEDB), runs `larder migrate` and creates the demo account there, and
serves from it. The server may fetch loopback addresses (LARDER_FETCH_ALLOW_PRIVATE=1), where the
import scenarios serve their recipe site. Runs the scenarios below with selenium (given words, only
those whose names contain one: `run.py paste paprika`), stops the server, drops the database or
removes the folder. Exits non-zero when a scenario fails.

The browser: Chromium, else Google Chrome, each with a chromedriver of the same major version,
found on PATH, in $CHROMEWEBDRIVER (GitHub's runners) or in Debian's places; snaps are skipped.

With LARDER_SCREENSHOTS=<folder>, the scenarios also save screenshots of the pages they show first
(the editor, a conflict, undo, leaving a household, the schedule, the plan and its picker, the
shopping list, the import page, a pasted recipe and its "already there" choice, an import job in
progress and finished, a Paprika export's report and result) there, at desktop and 390 px phone
widths, for a person to review.
"""
import base64
import json
import os
import re
import shutil
import tempfile
import subprocess
import sys
import threading
import time
import traceback
import urllib.request

import websocket

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from larder_server import LARDER, ROOT, Deployment, Server, free_port  # noqa: E402
from loopback_site import LoopbackSite, recipe_page  # noqa: E402

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import Select, WebDriverWait



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


def browser(javascript=True):
    """A headless Chromium, phone-sized; `javascript=False` gives one that runs no script at all."""
    global BROWSER
    if BROWSER is None:
        BROWSER = find_browser()
        print(f"browser: {BROWSER[0]} with {BROWSER[1]}")
    options = Options()
    options.binary_location = BROWSER[0]
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=420,900"]:
        options.add_argument(flag)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
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


def save_recipe(driver):
    """Presses the editor's visible save button ("Create recipe" or "Save changes"); the form's
    first submit button is a hidden twin that only Enter uses."""
    follow(driver, driver.find_element(By.CSS_SELECTOR, "#recipe-form .form-actions .button--primary"))


def flashes(driver):
    return " ".join(flash.text for flash in driver.find_elements(By.CSS_SELECTOR, ".flash"))


def response_status(driver):
    """The HTTP status of the page now shown."""
    return driver.execute_script("return performance.getEntriesByType('navigation')[0].responseStatus")


def has_javascript(driver):
    """larder.js marks <html> with the class "js" as its first act."""
    return "js" in (driver.find_element(By.TAG_NAME, "html").get_attribute("class") or "").split()


def screenshot(driver, name, width=1280, element=None):
    """With LARDER_SCREENSHOTS set to a folder, saves the whole page (or one element) at `width`
    CSS pixels as <folder>/<name>.png, for a person to look at; without it, does nothing."""
    folder = os.environ.get("LARDER_SCREENSHOTS")
    if not folder:
        return
    os.makedirs(folder, exist_ok=True)
    metrics = {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    try:
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", dict(metrics, height=height))
        arguments = {"format": "png", "captureBeyondViewport": True}
        if element is not None:
            box = driver.execute_script(
                "const r = arguments[0].getBoundingClientRect();"
                "return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height};", element)
            arguments["clip"] = dict(box, scale=1)
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", arguments)
        with open(os.path.join(folder, name + ".png"), "wb") as file:
            file.write(base64.b64decode(shot["data"]))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def assert_no_console_errors(driver, expected=()):
    """`expected`: parts of messages that the scenario caused on purpose, such as a 409's."""
    problems = [entry["message"] for entry in driver.get_log("browser")
                if entry["level"] == "SEVERE" and "favicon" not in entry["message"]
                and not any(part in entry["message"] for part in expected)]
    assert not problems, f"browser console errors (CSP?): {problems}"


def sign_in_after_registering(driver, email, password):
    """The page after registering asks to sign in, the email filled in: the password is typed again."""
    assert "/register" in driver.current_url and "sign in below" in driver.page_source, driver.current_url
    assert driver.find_element(By.NAME, "email").get_attribute("value") == email
    fill(driver, "password", password)
    submit(driver, "form[action='/login']")


def register_with_household(driver, server, email, name, household, password="correct-horse-battery"):
    """A newcomer registers, signs in, and creates their household, as the first pages ask."""
    driver.get(server.base + "/register")
    fill(driver, "email", email)
    fill(driver, "display_name", name)
    fill(driver, "password", password)
    submit(driver, "form[action='/register']")
    sign_in_after_registering(driver, email, password)
    assert "/household" in driver.current_url, driver.current_url
    fill(driver, "name", household)
    submit(driver, "form[action='/household/new']")
    assert driver.find_element(By.TAG_NAME, "h1").text == household, driver.find_element(By.TAG_NAME, "h1").text


def scenario_newcomer_invites_a_flatmate(server):
    """A newcomer registers, creates a household and invites a second account, who joins."""
    ann = browser()
    bob = browser()
    try:
        register_with_household(ann, server, "ann@example.com", "Ann", "Flat 3B")
        submit(ann, "form[action='/household/invites']")
        link = ann.find_element(By.CSS_SELECTOR, "input[readonly][value*='/invites/'], a[href*='/invites/']")
        invite = link.get_attribute("value") or link.get_attribute("href")
        assert "/invites/" in invite, invite
        screenshot(ann, "invite-new-desktop", element=ann.find_element(By.CSS_SELECTOR, "section[aria-labelledby='invites-title']"))
        screenshot(ann, "invite-new-phone", width=390, element=ann.find_element(By.CSS_SELECTOR, "section[aria-labelledby='invites-title']"))
        ann.get(server.base + "/household")
        assert invite.rsplit("/", 1)[1] not in ann.page_source, "the link is shown once only"
        assert "0 of 1 used" in ann.page_source

        bob.get(invite)
        assert "Flat 3B" in bob.page_source
        follow(bob, bob.find_element(By.CSS_SELECTOR, "main a[href^='/register']"))
        fill(bob, "email", "bob@example.com")
        fill(bob, "display_name", "Bob")
        fill(bob, "password", "another-good-password")
        submit(bob, "form[action='/register']")
        sign_in_after_registering(bob, "bob@example.com", "another-good-password")
        assert "Welcome to Flat 3B." in bob.page_source, "signing in from the invite opens its household"
        bob.get(server.base + "/household")
        assert "Flat 3B" in bob.page_source and "Ann" in bob.page_source
        ann.get(server.base + "/household")
        assert "Bob" in ann.page_source
        assert_no_console_errors(ann)
    finally:
        ann.quit()
        bob.quit()


def log_in_as_demo_cook(cook, server, base=None):
    cook.get((base or server.base) + "/login")
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
        cook.execute_script("window.larderOldPage = true")
        click(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        assert cook.execute_script("return window.larderOldPage === true"), "Add step sent the form instead of adding in place"
        areas = cook.find_elements(By.CSS_SELECTOR, "textarea[name$='[instructions]']")
        assert len(areas) == before + 1, "Add step did not add a step"
        assert cook.find_element(By.CSS_SELECTOR, ".step-status").text == "Step 2 added."
        areas[-1].send_keys("Cool in cold water and peel.")
        save_recipe(cook)
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
        save_recipe(cook)
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


def editor_steps(driver):
    """The editor's step blocks in page order: their number and what each field holds."""
    return driver.execute_script("""
        return Array.from(document.querySelectorAll('#recipe-form [data-step]')).map((block) => {
          const value = (part) => { const f = block.querySelector(`[name$='[${part}]']:not([type=radio])`); return f ? f.value : null; };
          const kind = block.querySelector("input[type=radio]:checked");
          return {number: block.querySelector('legend [data-step-number]').textContent.trim(),
                  instructions: value('instructions'), ingredients: value('ingredients'), minutes: value('minutes'),
                  kind: kind ? kind.value : null, tools: value('tools'), skills: value('skills')};
        });""")


def count(driver, selector):
    """How many elements match, counted by the page itself: find_elements would wait out the implicit wait for none."""
    return driver.execute_script("return document.querySelectorAll(arguments[0]).length", selector)


def editor_details(driver):
    return {name: driver.find_element(By.NAME, name).get_attribute("value") for name in ["name", "summary", "servings", "source_url"]}


def step_block(driver, number):
    return driver.find_elements(By.CSS_SELECTOR, "#recipe-form [data-step]")[number - 1]


def fill_step(driver, number, instructions, ingredients="", minutes="", passive=False, tools="", skills=""):
    """Fills the `number`th step block, whatever index its field names carry."""
    block = step_block(driver, number)
    for part, value in [("instructions", instructions), ("ingredients", ingredients), ("minutes", minutes),
                        ("tools", tools), ("skills", skills)]:
        field = block.find_element(By.CSS_SELECTOR, f"[name$='[{part}]']")
        field.clear()
        field.send_keys(value)
    click(driver, block.find_element(By.CSS_SELECTOR, f"input[type=radio][value={'passive' if passive else 'active'}]"))


def recipe_page_steps(driver):
    return [step.text for step in driver.find_elements(By.CSS_SELECTOR, "ol.steps li.step .instructions")]


def create_recipe(cook, server, name, summary, steps):
    """Writes a recipe through the editor (JavaScript on); returns its page's address."""
    cook.get(server.base + "/recipes/new")
    fill(cook, "name", name)
    fill(cook, "summary", summary)
    for number, instructions in enumerate(steps, start=1):
        if number > 1:
            click(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        fill_step(cook, number, instructions, ingredients="1 lemon" if number == 1 else "")
    save_recipe(cook)
    assert f"“{name}” is saved." in flashes(cook), flashes(cook)
    return cook.current_url.split("?")[0]


def scenario_editor_without_javascript(server):
    """Without JavaScript, the cook adds two steps and moves the third up with the editor's buttons; every typed field survives each round trip, and the recipe saves in the new order."""
    cook = browser(javascript=False)
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        assert not has_javascript(cook), "JavaScript ran although it is switched off"
        fill(cook, "name", "Flatbread without a script")
        fill(cook, "summary", "Soft, blistered, quick.")
        fill(cook, "servings", "6")
        fill(cook, "source_url", "https://example.com/flatbread")
        first = dict(instructions="Mix the flour, yoghurt and salt into a soft dough.",
                     ingredients="250 g flour\n200 g yoghurt\n1 tsp salt", minutes="5", passive=False, tools="large bowl", skills="kneading")
        second = dict(instructions="Cover and let the dough rest.", ingredients="", minutes="30", passive=True, tools="tea towel", skills="")
        third = dict(instructions="Roll out thin and cook in a dry pan until blistered.", ingredients="1 tbsp olive oil",
                     minutes="2", passive=False, tools="rolling pin, cast-iron pan (very hot)", skills="rolling")
        fill_step(cook, 1, **first)

        def expected(step, number):
            return {"number": str(number), "instructions": step["instructions"], "ingredients": step["ingredients"],
                    "minutes": step["minutes"], "kind": "passive" if step["passive"] else "active",
                    "tools": step["tools"], "skills": step["skills"]}

        def status():
            """What the last button did, said beside the step it moved or added."""
            notes = cook.find_elements(By.CSS_SELECTOR, "p.step-note")
            assert len(notes) == 1, [note.text for note in notes]
            return notes[0].text

        def focused():
            return cook.execute_script(
                "const e = document.activeElement; return [e.name || '', e.value || '', e.closest('[data-step]')?.id || ''];")

        follow(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        assert "/recipes/new" in cook.current_url, cook.current_url
        assert status() == "Step 2 added.", status()
        assert focused()[0] == "steps[1][instructions]", focused()
        assert editor_steps(cook)[0] == expected(first, 1), editor_steps(cook)
        fill_step(cook, 2, **second)
        follow(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        assert status() == "Step 3 added.", status()
        fill_step(cook, 3, **third)

        follow(cook, step_block(cook, 3).find_element(By.CSS_SELECTOR, "button[data-move-step=up]"))
        assert status() == "Step 3 moved up: it is now step 2.", status()
        assert focused() == ["edit", "up:1", "step-1"], "focus stays on the pressed button, to press again: %s" % focused()
        rearranged = [expected(first, 1), expected(third, 2), expected(second, 3)]
        assert editor_steps(cook) == rearranged, editor_steps(cook)
        details = {"name": "Flatbread without a script", "summary": "Soft, blistered, quick.", "servings": "6",
                   "source_url": "https://example.com/flatbread"}
        assert editor_details(cook) == details, editor_details(cook)
        # The first step cannot move up, the last cannot move down: those buttons are hidden.
        assert not step_block(cook, 1).find_element(By.CSS_SELECTOR, "[data-move-step=up]").is_displayed()
        assert not step_block(cook, 3).find_element(By.CSS_SELECTOR, "[data-move-step=down]").is_displayed()
        screenshot(cook, "editor-nojs-desktop")
        screenshot(cook, "editor-nojs-phone", width=390)
        readings = step_block(cook, 1).find_element(By.CSS_SELECTOR, "details.line-readings")
        click(cook, readings.find_element(By.TAG_NAME, "summary"))
        rows = [row.text for row in readings.find_elements(By.CSS_SELECTOR, "tbody tr")]
        assert len(rows) == 3 and rows[0].startswith("250 g flour"), rows
        screenshot(cook, "editor-readings", element=step_block(cook, 1))
        screenshot(cook, "editor-readings-phone", width=390, element=step_block(cook, 1))

        save_recipe(cook)
        assert "“Flatbread without a script” is saved." in flashes(cook), flashes(cook)
        assert recipe_page_steps(cook) == [first["instructions"], third["instructions"], second["instructions"]], recipe_page_steps(cook)
        follow(cook, cook.find_element(By.CSS_SELECTOR, "a[href$='/edit']"))
        assert editor_details(cook) == details, editor_details(cook)
        assert editor_steps(cook) == rearranged, editor_steps(cook)
        assert not cook.find_elements(By.CSS_SELECTOR, "p.step-note")
    finally:
        cook.quit()


def conflict_rows(driver):
    """The conflict table as {part: (theirs, yours)}."""
    rows = {}
    for row in driver.find_elements(By.CSS_SELECTOR, "section.conflict .conflict-table tbody tr"):
        cells = row.find_elements(By.CSS_SELECTOR, "td")
        rows[row.find_element(By.CSS_SELECTOR, "th").text] = (cells[0].text, cells[1].text)
    return rows


def redirected(driver):
    """Whether the page now shown came from a redirect (a save's 303), not as the form's own answer."""
    return driver.execute_script("return performance.getEntriesByType('navigation')[0].redirectCount") > 0


def scenario_two_tabs_keep_both_edits(server):
    """The cook fixes a step order with Alt+↑, then edits the recipe in two tabs: changes to different parts merge without asking, a part both changed is shown side by side with the rest already merged, keeping mine keeps their other changes too, and taking theirs keeps theirs."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        assert has_javascript(cook)
        fill(cook, "name", "Lemon posset in two tabs")
        fill(cook, "summary", "Three ingredients, one night in the fridge.")
        fill(cook, "servings", "4")
        fill_step(cook, 1, "Chill for at least four hours.", minutes="240", passive=True)
        cook.execute_script("window.larderOldPage = true")
        click(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        fill_step(cook, 2, "Boil the cream and sugar, then stir in the lemon juice.",
                  ingredients="300 ml double cream\n75 g sugar\n1 lemon, juiced", minutes="3")
        # Typed in the wrong order: Alt+↑ inside step 2 moves it up, in place.
        step_block(cook, 2).find_element(By.CSS_SELECTOR, "[name$='[instructions]']").send_keys(Keys.ALT, Keys.ARROW_UP)
        assert cook.execute_script("return window.larderOldPage === true"), "moving a step sent the form"
        assert cook.find_element(By.CSS_SELECTOR, "p.step-status").text == "Step 2 moved up: it is now step 1."
        steps = editor_steps(cook)
        assert [step["number"] for step in steps] == ["1", "2"], steps
        assert steps[0]["instructions"].startswith("Boil the cream") and steps[1]["kind"] == "passive", steps
        save_recipe(cook)
        page = cook.current_url.split("?")[0]
        boil = "Boil the cream and sugar, then stir in the lemon juice."
        chill = "Chill for at least four hours."
        assert recipe_page_steps(cook) == [boil, chill], recipe_page_steps(cook)

        def summary():
            return cook.find_element(By.CSS_SELECTOR, ".recipe-summary").text

        def servings():
            return cook.find_element(By.CSS_SELECTOR, "input.servings-input").get_attribute("value")

        def open_both():
            """Opens the editor in the first tab, then in the second, each from the recipe as saved now."""
            cook.switch_to.window(first)
            cook.get(page + "/edit")
            cook.switch_to.window(second)
            cook.get(page + "/edit")

        def save_in_first(**fields):
            cook.switch_to.window(first)
            for name, value in fields.items():
                fill(cook, name, value)
            save_recipe(cook)
            assert cook.current_url.split("?")[0] == page, cook.current_url
            assert "Your changes are saved." in flashes(cook), flashes(cook)

        first = cook.current_window_handle
        cook.switch_to.new_window("tab")
        second = cook.current_window_handle

        # (a) Different parts: the first tab changes step 1, the second the summary; the second save keeps both.
        open_both()
        bring = "Bring the cream and sugar to a boil for 3 minutes, then stir in the lemon juice."
        save_in_first(**{"steps[0][instructions]": bring})
        cook.switch_to.window(second)
        fill(cook, "summary", "The easiest dessert there is.")
        save_recipe(cook)
        assert redirected(cook) and response_status(cook) == 200, "the merged save did not go back to the recipe"
        assert cook.current_url.split("?")[0] == page, cook.current_url
        assert count(cook, "section.conflict") == 0, "changes to different parts asked anyway"
        expected = "Your changes are saved, together with the changes someone else saved meanwhile (step 1)."
        assert expected in flashes(cook), flashes(cook)
        assert summary() == "The easiest dessert there is.", summary()
        assert recipe_page_steps(cook) == [bring, chill], recipe_page_steps(cook)

        # (b) The same part: both tabs change step 1, and the first also the servings.
        open_both()
        heat = "Heat the cream and sugar until just boiling, then stir in the lemon juice."
        simmer = "Simmer the cream and sugar for 3 minutes, then whisk in the lemon juice."
        save_in_first(**{"steps[0][instructions]": heat, "servings": "6"})
        cook.switch_to.window(second)
        fill(cook, "steps[0][instructions]", simmer)
        save_recipe(cook)
        assert response_status(cook) == 409, response_status(cook)
        panel = cook.find_element(By.CSS_SELECTOR, "section.conflict")
        heading = panel.find_element(By.CSS_SELECTOR, "h2").text
        assert heading == "Not saved yet: someone else changed the same parts", heading
        assert not cook.find_elements(By.CSS_SELECTOR, ".error-summary"), "no field is wrong: no error summary"
        rows = conflict_rows(cook)
        assert set(rows) == {"Step 1"}, rows
        assert rows["Step 1"][0].startswith(heat) and rows["Step 1"][1].startswith(simmer), rows
        intro = panel.find_element(By.CSS_SELECTOR, "p").text
        assert "What only they changed (servings) is already in the form below" in intro, intro
        overwrites = panel.find_element(By.CSS_SELECTOR, "p.conflict-overwrites").text
        assert overwrites == "Keeping yours overwrites their step 1 (they changed it).", overwrites
        # The form holds the merge: their servings, my step 1, the summary both had.
        assert editor_details(cook)["servings"] == "6", editor_details(cook)
        assert editor_details(cook)["summary"] == "The easiest dessert there is.", editor_details(cook)
        assert [step["instructions"] for step in editor_steps(cook)] == [simmer, chill], editor_steps(cook)
        screenshot(cook, "conflict-desktop")
        screenshot(cook, "conflict-phone", width=390)
        follow(cook, panel.find_element(By.XPATH, ".//button[normalize-space()='Keep mine (overwrite those)']"))
        assert cook.current_url.split("?")[0] == page, cook.current_url
        assert "Your changes are saved." in flashes(cook), flashes(cook)
        assert recipe_page_steps(cook) == [simmer, chill], recipe_page_steps(cook)
        assert servings() == "6", "keeping mine lost the servings only they changed: %s" % servings()
        assert summary() == "The easiest dessert there is.", summary()

        # (c) Both change step 2 again, and this time the second tab takes theirs.
        open_both()
        glasses = "Pour into glasses and chill overnight."
        save_in_first(**{"steps[1][instructions]": glasses})
        cook.switch_to.window(second)
        fill(cook, "steps[1][instructions]", "Pour into small cups and chill for four hours.")
        fill(cook, "summary", "Summary the second tab will give up.")
        save_recipe(cook)
        assert response_status(cook) == 409, response_status(cook)
        assert set(conflict_rows(cook)) == {"Step 2"}, conflict_rows(cook)
        intro = cook.find_element(By.CSS_SELECTOR, "section.conflict p").text
        assert "What only they changed" not in intro, intro
        follow(cook, cook.find_element(By.LINK_TEXT, "Take theirs (discard mine)"))
        assert cook.current_url.split("?")[0] == page, cook.current_url
        assert summary() == "The easiest dessert there is.", summary()
        assert recipe_page_steps(cook) == [simmer, glasses], recipe_page_steps(cook)
        assert servings() == "6", servings()
        assert_no_console_errors(cook, expected=["status of 409 (Conflict)"])
    finally:
        cook.quit()


def scenario_delete_then_undo(server):
    """The cook deletes a recipe after its confirmation, undoes it from the flash, deletes it again and restores it from Recently deleted."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        name = "Lemon curd, lost and found"
        page = create_recipe(cook, server, name, "Sharp and silky.", ["Whisk everything over a low heat until thick.", "Pour into a clean jar."])

        def delete():
            cook.get(page)
            follow(cook, cook.find_element(By.CSS_SELECTOR, "a.danger-link[href$='/delete']"))
            assert cook.find_element(By.TAG_NAME, "h1").text == "Delete this recipe?"
            assert name in cook.find_element(By.CSS_SELECTOR, ".item-name").text
            assert "You can undo this for 24 hours" in cook.page_source
            follow(cook, cook.find_element(By.XPATH, "//button[normalize-space()='Delete the recipe']"))
            assert cook.current_url.split("?")[0] == server.base + "/recipes", cook.current_url
            assert name not in " ".join(card.text for card in cook.find_elements(By.CSS_SELECTOR, "main a")), "the deleted recipe is still listed"

        def assert_back():
            assert cook.current_url.split("?")[0] == page, cook.current_url
            assert f"“{name}” is back, as it was." in flashes(cook), flashes(cook)
            assert recipe_page_steps(cook) == ["Whisk everything over a low heat until thick.", "Pour into a clean jar."], recipe_page_steps(cook)

        def assert_nothing_deleted():
            cook.get(server.base + "/recipes/deleted")
            assert "No recipe was deleted in the last 24 hours." in cook.find_element(By.CSS_SELECTOR, ".empty-state").text
            # Counted by the page itself: find_elements would wait out the implicit wait for none.
            assert cook.execute_script("return document.querySelectorAll('.deleted-item').length") == 0, "a restored recipe is still listed"

        delete()
        flash = cook.find_element(By.CSS_SELECTOR, "form.flash--undo")
        assert f"“{name}” and its 2 steps were deleted" in flash.text, flash.text
        screenshot(cook, "undo-flash")
        screenshot(cook, "undo-flash-phone", width=390)
        follow(cook, flash.find_element(By.XPATH, ".//button[normalize-space()='Undo']"))
        assert_back()
        assert_nothing_deleted()

        delete()
        follow(cook, cook.find_element(By.LINK_TEXT, "Recently deleted recipes"))
        items = cook.find_elements(By.CSS_SELECTOR, ".deleted-item")
        assert len(items) == 1 and name in items[0].text and "can be restored until" in items[0].text, [item.text for item in items]
        screenshot(cook, "recently-deleted")
        screenshot(cook, "recently-deleted-phone", width=390)
        follow(cook, items[0].find_element(By.CSS_SELECTOR, "button[type=submit]"))
        assert_back()
        assert_nothing_deleted()
        screenshot(cook, "recently-deleted-empty")
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def scenario_only_member_leaves_and_brings_it_back(server):
    """A cook alone in a household leaves it after a confirmation that says it deletes the household, and brings it back, recipes and all, from the account page."""
    cook = browser()
    name = "Dora's bedsit"
    try:
        register_with_household(cook, server, "dora@example.com", "Dora", name, password="a-kitchen-for-one")
        recipe = create_recipe(cook, server, "Cheese on toast for one", "Grilled until it bubbles.",
                               ["Toast the bread on one side.", "Cover the other with cheese and grill until bubbling."])

        cook.get(server.base + "/household")
        # The only member cannot just leave: the button is a link to the confirmation.
        assert count(cook, "form[action='/household/leave']") == 0, "a Leave button for the only member"
        leave = cook.find_element(By.LINK_TEXT, f"Leave {name}…")
        assert leave.get_attribute("href") == server.base + "/household/delete?leaving=1", leave.get_attribute("href")
        warning = cook.find_element(By.CSS_SELECTOR, ".card--danger .warning").text
        assert "You are the only member: leaving deletes" in warning, warning
        follow(cook, leave)
        assert cook.find_element(By.TAG_NAME, "h1").text == "Leave and delete this household?"
        assert cook.find_element(By.CSS_SELECTOR, ".item-name").text == name
        deleted = [item.text for item in cook.find_elements(By.CSS_SELECTOR, ".consequences .card--danger li")]
        assert "1 household" in deleted and "1 recipe" in deleted and "2 steps" in deleted, deleted
        main = cook.find_element(By.TAG_NAME, "main").text
        assert "You can bring it back, as it was, from your account page for 7 days." in main, main
        screenshot(cook, "household-leave-confirm")
        screenshot(cook, "household-leave-confirm-phone", width=390)
        follow(cook, cook.find_element(By.XPATH, "//button[normalize-space()='Leave and delete the household']"))
        flash = cook.find_element(By.CSS_SELECTOR, "form.flash--undo")
        assert f"{name} was deleted. You can bring it back from your account page for 7 days." in flash.text, flash.text
        assert flash.find_element(By.XPATH, ".//button[normalize-space()='Undo']").is_displayed()
        # In no household now: the page offers to create one.
        assert cook.find_element(By.TAG_NAME, "h1").text != name
        assert count(cook, "form[action='/household/new']") > 0, "no way to create a household"

        cook.get(server.base + "/account")
        section = cook.find_element(By.CSS_SELECTOR, "section[aria-labelledby='deleted-households-title']")
        assert section.find_element(By.TAG_NAME, "h2").text == "Deleted households"
        assert name in section.text, section.text
        screenshot(cook, "account-deleted-households")
        screenshot(cook, "account-deleted-households-phone", width=390)
        follow(cook, section.find_element(By.XPATH, f".//button[normalize-space()=\"Bring back {name}\"]"))
        assert f"{name} is back, as it was." in flashes(cook), flashes(cook)
        cook.get(server.base + "/recipes")
        listed = cook.find_element(By.TAG_NAME, "main").text
        assert "Cheese on toast for one" in listed, listed
        cook.get(recipe)
        assert recipe_page_steps(cook) == ["Toast the bread on one side.", "Cover the other with cheese and grill until bubbling."], recipe_page_steps(cook)
        cook.get(server.base + "/account")
        assert count(cook, "section[aria-labelledby='deleted-households-title']") == 0, "a brought-back household is still listed as deleted"
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def facts(driver):
    """The recipe page's facts as {term: description}: "Ready in", "Busy", "Waiting"."""
    return driver.execute_script("""
        return Object.fromEntries([...document.querySelectorAll('dl.facts > div')].map(
          (row) => [row.querySelector('dt').textContent.trim(), row.querySelector('dd').textContent.trim()]));""")


def make_invite(owner, server):
    """An invite link made on the household page, as its owner copies it."""
    owner.get(server.base + "/household")
    submit(owner, "form[action='/household/invites']")
    link = owner.find_element(By.CSS_SELECTOR, "input[readonly][value*='/invites/'], a[href*='/invites/']")
    return link.get_attribute("value") or link.get_attribute("href")


def scenario_cooks_amounts(server):
    """A recipe for 4 read at 1 and at 12 servings, in metric and US units: a quarter of a can says what it holds, a clove is whole, spoons and cups are measures, a 400 g can is a 14 oz can, and the plural lands on the ingredient."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        fill(cook, "name", "Courgette and tomato stew")
        fill(cook, "servings", "4")
        fill(cook, "steps[0][instructions]", "Soften the garlic and cumin, add the tomatoes, stock and courgette, and simmer.")
        fill(cook, "steps[0][ingredients]", "1 (400 g) can chopped tomatoes\n3 cloves garlic\n4 tsp ground cumin\n"
                                            "300 ml vegetable stock\n1 large courgette peeled into ribbons\n4½ tbsp olive oil")
        save_recipe(cook)
        page = cook.current_url.split("?")[0]

        def lines(servings, units):
            cook.get(f"{page}?servings={servings}&units={units}")
            return [item.text for item in cook.find_elements(By.CSS_SELECTOR, ".ingredients .checklist li")]

        one = lines(1, "metric")
        for expected in ["¼ of a 400 g can chopped tomatoes (about 100 g)", "1 clove garlic (exactly ¾)", "5 ml ground cumin",
                         "75 ml vegetable stock", "¼ large courgette, peeled into ribbons"]:
            assert expected in one, (expected, one)
        screenshot(cook, "amounts-1-metric-phone", width=390)
        one_us = lines(1, "us")
        for expected in ["¼ of a 14 oz can chopped tomatoes (about 3½ oz)", "1 tsp ground cumin", "⅓ cup vegetable stock",
                         "about 1 tbsp + ½ tsp olive oil"]:
            assert expected in one_us, (expected, one_us)
        twelve = lines(12, "us")
        for expected in ["3 × 14 oz cans chopped tomatoes", "9 cloves garlic", "¼ cup ground cumin",
                         "3¾ cups vegetable stock", "3 large courgettes, peeled into ribbons", "about ¾ cup + 2 tbsp olive oil"]:
            assert expected in twelve, (expected, twelve)
        screenshot(cook, "amounts-12-us")
        screenshot(cook, "amounts-12-us-phone", width=390)
        twelve_metric = lines(12, "metric")
        assert "3 × 400 g cans chopped tomatoes" in twelve_metric and "900 ml vegetable stock" in twelve_metric, twelve_metric
    finally:
        cook.quit()


def scenario_daily_paths(server):
    """Sam, in two households, opens a link to a recipe of the other and lands in it, told so; a newcomer registers from the header of an invite's page and lands in the household; leaving a household others stay in asks first, saying what goes; a search without accents finds accented names, and the filters panel stays out of its way and as it was left."""
    walker, sam, newcomer = browser(), browser(), browser()
    try:
        register_with_household(walker, server, "walker@example.com", "Walker", "Walk House")
        curry = create_recipe(walker, server, "Hähnchen-Curry", "Mild, with cashews.", ["Das Hähnchen anbraten.", "Mit Sahne köcheln."])
        invite = make_invite(walker, server)

        # A newcomer opens the invite and registers from the header's button: the invite comes along.
        newcomer.get(invite)
        header_register = newcomer.find_element(By.CSS_SELECTOR, ".auth-nav a.button")
        assert "?invite=" in header_register.get_attribute("href"), header_register.get_attribute("href")
        follow(newcomer, header_register)
        assert "Walk House" in newcomer.find_element(By.TAG_NAME, "main").text, "the register page does not say which household invites"
        fill(newcomer, "email", "sam@example.com")
        fill(newcomer, "display_name", "Sam")
        fill(newcomer, "password", "sams-own-password")
        submit(newcomer, "form[action='/register']")
        sign_in_after_registering(newcomer, "sam@example.com", "sams-own-password")
        assert "Welcome to Walk House." in flashes(newcomer), flashes(newcomer)
        screenshot(newcomer, "invite-registered-lands-in-household")
        newcomer.quit()

        # Sam makes a household of their own, which is then the one open.
        sam.get(server.base + "/login")
        fill(sam, "email", "sam@example.com")
        fill(sam, "password", "sams-own-password")
        submit(sam, "form[action='/login']")
        sam.get(server.base + "/household")
        fill(sam, "name", "Sam Solo")
        submit(sam, "form[action='/household/new']")
        assert sam.find_element(By.TAG_NAME, "h1").text == "Sam Solo"

        # A link to Walk House's curry, as the calendar feed gives it: Walk House opens, and says so.
        sam.get(curry)
        assert sam.find_element(By.TAG_NAME, "h1").text == "Hähnchen-Curry", sam.find_element(By.TAG_NAME, "h1").text
        assert "Walk House is open now: the page you opened is one of its." in flashes(sam), flashes(sam)
        screenshot(sam, "link-opens-its-household")
        screenshot(sam, "link-opens-its-household-phone", width=390)

        # A search typed without accents finds the accented name; the filters stay closed above it.
        sam.execute_script("localStorage.removeItem('larder:filters')")
        sam.get(server.base + "/recipes?q=hahnchen")
        names = [link.text for link in sam.find_elements(By.CSS_SELECTOR, ".recipe-card h2, .recipe-card h3")]
        assert any("Hähnchen-Curry" in name for name in names) or "Hähnchen-Curry" in sam.find_element(By.TAG_NAME, "main").text, names
        panel = sam.find_element(By.CSS_SELECTOR, "details.filters")
        assert panel.get_attribute("open") is None, "a search by words opened the filters panel"
        screenshot(sam, "search-without-accents")
        screenshot(sam, "search-without-accents-phone", width=390)
        # Opened by Sam, the panel stays open on the next search; closed, it stays closed.
        click(sam, panel.find_element(By.TAG_NAME, "summary"))
        sam.get(server.base + "/recipes?q=curry")
        assert sam.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("open") is not None, "the panel Sam opened closed again"
        click(sam, sam.find_element(By.CSS_SELECTOR, "details.filters summary"))
        sam.get(server.base + "/recipes?q=anbraten")
        assert sam.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("open") is None, "the panel Sam closed opened again"

        # Leaving Walk House, where Walker stays, asks first and says what goes.
        sam.get(server.base + "/household")
        assert sam.find_element(By.TAG_NAME, "h1").text == "Walk House"
        assert count(sam, "form[method='post'][action='/household/leave']") == 0, "leaving is one click"
        follow(sam, sam.find_element(By.XPATH, "//form[@action='/household/leave']//button[normalize-space()='Leave Walk House…']"))
        assert sam.find_element(By.TAG_NAME, "h1").text == "Leave Walk House?"
        main = sam.find_element(By.TAG_NAME, "main").text
        assert "You will no longer see Walk House’s recipes. To come back you will need a new invite link." in main, main
        screenshot(sam, "household-leave-ask")
        screenshot(sam, "household-leave-ask-phone", width=390)
        follow(sam, sam.find_element(By.XPATH, "//button[normalize-space()='Leave Walk House']"))
        assert "You left Walk House." in flashes(sam), flashes(sam)
        sam.get(curry)
        assert response_status(sam) == 404, "a household Sam left still opens"
        assert_no_console_errors(sam, expected=("404",))
    finally:
        for driver in (walker, sam, newcomer):
            try:
                driver.quit()
            except Exception:
                pass


def scenario_a_step_done_while_another_waits(server):
    """The cook marks the sauce as made while the roast waits: the recipe is ready 5 minutes sooner, the step and the schedule say why, and on a phone the chart is stacked to fit the screen at readable size."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        fill(cook, "name", "Roast vegetables while the sauce is made")
        fill(cook, "summary", "A tray bake with a quick sauce.")
        steps = [("Chop the vegetables.", "10", False), ("Roast until golden.", "35", True),
                 ("Make the sauce.", "5", False), ("Serve.", "2", False)]
        for number, (instructions, minutes, passive) in enumerate(steps, start=1):
            if number > 1:
                click(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
            fill_step(cook, number, instructions, minutes=minutes, passive=passive)
        during = step_block(cook, 3).find_element(By.CSS_SELECTOR, "input[name$='[during]']")
        assert during.get_attribute("name") == "steps[2][during]", during.get_attribute("name")
        label = cook.find_element(By.CSS_SELECTOR, f"label[for='{during.get_attribute('id')}']").text
        assert label == "Can be done while step … waits", label
        during.send_keys("2")
        save_recipe(cook)
        page = cook.current_url.split("?")[0]
        assert "“Roast vegetables while the sauce is made” is saved." in flashes(cook), flashes(cook)
        assert facts(cook)["Ready in"] == "47 min", facts(cook)  # 10 + 35 + 2: the sauce is made while the roast waits
        notes = [note.text for note in cook.find_elements(By.CSS_SELECTOR, "li#step-3 .step-during")]
        assert notes == ["Can be done while step 2 waits."], notes
        assert count(cook, "li#step-2 .step-during, li#step-4 .step-during") == 0, "only step 3 is done during another"
        description = cook.execute_script("return document.querySelector('svg.schedule-chart desc').textContent")
        assert "Step 3: 5 min busy, while step 2 waits." in description, description
        schedule = cook.find_element(By.CSS_SELECTOR, "section.schedule")
        assert "Ready in 47 min" in schedule.find_element(By.CSS_SELECTOR, ".schedule-summary").text
        screenshot(cook, "schedule-desktop", element=schedule)
        screenshot(cook, "schedule-phone", width=390, element=schedule)

        # On a phone the chart is stacked, each step's words above its bar: every step fits the
        # screen, at words a person can read, and nothing scrolls sideways.
        cook.set_window_size(390, 900)
        assert cook.execute_script("return innerWidth") == 390, cook.execute_script("return innerWidth")
        shown = cook.execute_script("""
            const visible = (e) => e.getBoundingClientRect().width > 0;
            const chart = [...document.querySelectorAll('svg.schedule-chart')].filter(visible);
            return chart.map((svg) => ({narrow: svg.classList.contains('schedule-chart--narrow'), right: svg.getBoundingClientRect().right,
                labels: [...svg.querySelectorAll('text.schedule-label')].map((t) => [t.getBoundingClientRect().height, t.getBoundingClientRect().right]),
                bars: [...svg.querySelectorAll('rect')].filter((r) => !r.closest('pattern')).map((r) => r.getBoundingClientRect().right)}));""")
        assert len(shown) == 1 and shown[0]["narrow"], f"the phone shows {shown}"
        labels, bars = shown[0]["labels"], shown[0]["bars"]
        assert len(labels) == 4 and min(height for height, _ in labels) >= 10, f"the schedule's labels on a phone: {labels}"
        assert max(right for _, right in labels) <= 390 and max(bars) <= 390, f"the schedule runs past the screen: {labels}, {bars}"
        overflow = cook.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"the recipe page scrolls {overflow} px sideways on a phone"
        cook.set_window_size(420, 900)

        follow(cook, cook.find_element(By.CSS_SELECTOR, "a[href$='/edit']"))
        during = step_block(cook, 3).find_element(By.CSS_SELECTOR, "input[name$='[during]']")
        assert during.get_attribute("value") == "2", during.get_attribute("value")
        during.clear()
        save_recipe(cook)
        assert cook.current_url.split("?")[0] == page, cook.current_url
        assert facts(cook)["Ready in"] == "52 min", facts(cook)  # every step in turn
        assert count(cook, ".step-during") == 0, "step 3 still says it is done during step 2"
        description = cook.execute_script("return document.querySelector('svg.schedule-chart desc').textContent")
        assert "Step 3: 5 min busy." in description, description
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def day_plan(driver, iso):
    """What the plan page shows for one day, as {meal: [titles]}."""
    return driver.execute_script("""
        return Object.fromEntries([...document.querySelectorAll(`#day-${arguments[0]} .slot`)].map((slot) => [
          slot.querySelector('.slot-title').textContent.trim(),
          [...slot.querySelectorAll('.plan-entry-title')].map((title) => title.textContent.trim())]));""", iso)


def open_plan_add(driver, iso):
    """Opens the day's Add (a native <details>: no script needed) and returns it."""
    add = driver.find_element(By.CSS_SELECTOR, f"#day-{iso} details.plan-add")
    if add.get_attribute("open") is None:
        click(driver, add.find_element(By.TAG_NAME, "summary"))
    return add


def scenario_plan_a_day_by_any_spelling(server):
    """The cook plans next week by typing recipe names as they come: suggestions arrive as they type, case does not matter, a misspelt name like one recipe alone plans it on Enter, one like several offers them, a picker page does without JavaScript, and the recipe search shows names like a word that finds nothing."""
    cook, plain = browser(), browser(javascript=False)
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/plan")
        # Next week, so that today's plan (and the shopping list other scenarios make from it) stays as it was.
        follow(cook, cook.find_element(By.CSS_SELECTOR, "a[rel=next]"))
        week = cook.current_url.split("#")[0]
        days = [day.get_attribute("id").removeprefix("day-") for day in cook.find_elements(By.CSS_SELECTOR, "li.day")]
        assert len(days) == 7, days
        monday, tuesday = days[0], days[1]
        label = cook.find_element(By.CSS_SELECTOR, f"#day-{monday} .day-title").text

        # (a) Suggestions as the cook types: the field's datalist fills from /plan/recipes.
        add = open_plan_add(cook, monday)
        assert add.find_element(By.TAG_NAME, "summary").text.startswith("Add"), add.find_element(By.TAG_NAME, "summary").text
        field = add.find_element(By.CSS_SELECTOR, "input[name=recipe]")
        assert field.get_attribute("data-recipe-picker") is not None, "the recipe field is not a picker"
        assert field.get_attribute("list") == f"recipes-{monday}", field.get_attribute("list")
        assert add.find_element(By.LINK_TEXT, "Find a recipe…").get_attribute("href").endswith(f"/plan/recipes?day={monday}")
        field.send_keys("lemn")

        def options(driver):
            return driver.execute_script(
                "return [...document.getElementById(arguments[0]).options].map((option) => option.value)", f"recipes-{monday}")
        try:
            WebDriverWait(cook, 5).until(lambda driver: "Lemon drizzle cake" in options(driver))
        except TimeoutException:
            raise AssertionError(f"typing “lemn” suggested {options(cook)}") from None

        # (b) Any case: the name is found.
        Select(add.find_element(By.NAME, "slot")).select_by_visible_text("Lunch")
        fill(cook, "recipe", "LEMON DRIZZLE cake")
        follow(cook, add.find_element(By.XPATH, ".//button[normalize-space()='Add to the plan']"))
        assert f"Planned for {label}." in flashes(cook), flashes(cook)
        assert day_plan(cook, monday).get("Lunch") == ["Lemon drizzle cake, for 10"], day_plan(cook, monday)

        # (c) A misspelt name like one recipe alone: Enter plans it, and the flash names it.
        add = open_plan_add(cook, monday)
        Select(add.find_element(By.NAME, "slot")).select_by_visible_text("Dinner")
        field = add.find_element(By.NAME, "recipe")
        field.clear()
        field.send_keys("lemn drizle")
        cook.execute_script("window.larderOldPage = true")
        field.send_keys(Keys.ENTER)
        WebDriverWait(cook, 10).until(lambda d: d.execute_script(
            "return window.larderOldPage === undefined && document.readyState === 'complete'"))
        said = f"Planned “Lemon drizzle cake” for {label}: the one recipe like “lemn drizle”."
        assert said in flashes(cook), flashes(cook)
        assert day_plan(cook, monday).get("Dinner") == ["Lemon drizzle cake, for 10"], day_plan(cook, monday)

        # (c′) A name like several: refused in the day's form, with the recipes like it to plan at once.
        add = open_plan_add(cook, monday)
        Select(add.find_element(By.NAME, "slot")).select_by_visible_text("Breakfast")
        field = add.find_element(By.NAME, "recipe")
        field.clear()
        field.send_keys("red")
        follow(cook, add.find_element(By.XPATH, ".//button[normalize-space()='Add to the plan']"))
        assert response_status(cook) == 422, response_status(cook)
        add = cook.find_element(By.CSS_SELECTOR, f"#day-{monday} details.plan-add")
        assert add.get_attribute("open") is not None, "the refused day's form is closed"
        message = "Your household has no recipe called “red”. Did you mean one of these?"
        assert message in add.text, add.text
        assert add.find_element(By.NAME, "recipe").get_attribute("value") == "red", "what was typed is lost"
        suggestion = add.find_element(By.XPATH, ".//ul[contains(@class,'plan-suggestions')]//button[normalize-space()='Plan Quick pickled red onions']")
        screenshot(cook, "plan-suggestions")
        screenshot(cook, "plan-suggestions-phone", width=390)
        follow(cook, suggestion)
        assert f"Planned for {label}." in flashes(cook), flashes(cook)
        assert day_plan(cook, monday).get("Breakfast") == ["Quick pickled red onions, for 10"], day_plan(cook, monday)

        # (d) Without JavaScript, the picker page finds the recipe.
        log_in_as_demo_cook(plain, server)
        plain.get(week)
        assert not has_javascript(plain)
        tuesday_label = plain.find_element(By.CSS_SELECTOR, f"#day-{tuesday} .day-title").text
        add = open_plan_add(plain, tuesday)
        follow(plain, add.find_element(By.LINK_TEXT, "Find a recipe…"))
        heading = plain.find_element(By.TAG_NAME, "h1").text
        assert heading == f"A recipe for {tuesday_label}", heading
        fill(plain, "q", "tomato")
        follow(plain, plain.find_element(By.XPATH, "//form[@role='search']//button[normalize-space()='Find']"))
        items = {item.find_element(By.CSS_SELECTOR, ".pick-name").text: item for item in plain.find_elements(By.CSS_SELECTOR, "li.pick-item")}
        assert "Weeknight tomato and red lentil soup" in items, list(items)
        screenshot(plain, "plan-picker")
        screenshot(plain, "plan-picker-phone", width=390)
        follow(plain, items["Weeknight tomato and red lentil soup"].find_element(By.XPATH, ".//button[starts-with(normalize-space(), 'Plan this')]"))
        assert f"Planned for {tuesday_label}." in flashes(plain), flashes(plain)
        planned = [title for titles in day_plan(plain, tuesday).values() for title in titles]
        assert planned == ["Weeknight tomato and red lentil soup, for 4"], day_plan(plain, tuesday)

        # (e) The recipe search: a word that finds nothing shows the names like it.
        cook.get(server.base + "/recipes?q=lemn")
        empty = cook.find_element(By.CSS_SELECTOR, ".empty-state")
        assert "No recipe contains “lemn”. These have a name like it:" in empty.text, empty.text
        link = empty.find_element(By.LINK_TEXT, "Lemon drizzle cake")
        follow(cook, link)
        assert cook.find_element(By.TAG_NAME, "h1").text == "Lemon drizzle cake"
        assert_no_console_errors(cook, expected=["status of 422"])
    finally:
        cook.quit()
        plain.quit()


def ticked_items(driver):
    """The texts of the shopping list's ticked items, as the page shows them now."""
    return driver.execute_script(
        "return [...document.querySelectorAll('.shopping-item--ticked .tick-text')].map(e => e.textContent)")


def shopping_aisles(driver):
    """The shopping list as the page shows it: {aisle title: [item texts]}."""
    return driver.execute_script("""
        return Object.fromEntries([...document.querySelectorAll('[data-shopping-items] section.aisle')].map((aisle) => [
          aisle.querySelector('h3.aisle-title').textContent.trim(),
          [...aisle.querySelectorAll('.shopping-item .tick-text')].map((item) => item.textContent.trim())]));""")


def shopping_texts(driver):
    return [text for texts in shopping_aisles(driver).values() for text in texts]


def scenario_shopping_list_merges_as_a_cook_would(server):
    """The cook adds a recipe to the shopping list: large eggs and eggs are one line, ¾ lemon and 4 lemons add up (about 4½, as a cook counts), each in its aisle, and pantry staples are left off, with a way to show them and a list of them to change."""
    cook = browser()
    name = "Lemon pancakes scenario"
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        fill(cook, "name", name)
        fill(cook, "servings", "4")
        fill_step(cook, 1, "Whisk the eggs, milk, water and salt into a thin batter.",
                  ingredients="2 large eggs\n1 egg\n300 ml milk\n100 ml water\na pinch of salt")
        click(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        fill_step(cook, 2, "Fry thin pancakes and squeeze lemon over each.", ingredients="¾ lemon, juiced\n4 lemons")
        save_recipe(cook)
        assert f"“{name}” is saved." in flashes(cook), flashes(cook)
        follow(cook, cook.find_element(By.XPATH, "//button[normalize-space()='Add to shopping list']"))
        assert "Its ingredients for 4 are on the shopping list." in flashes(cook), flashes(cook)

        cook.get(server.base + "/shopping")
        aisles = shopping_aisles(cook)
        assert "3 eggs" in aisles.get("Dairy and eggs", []), aisles
        assert "about 4½ lemons" in aisles.get("Fruit and veg", []), aisles
        assert "300 ml milk" in aisles.get("Dairy and eggs", []), aisles
        texts = shopping_texts(cook)
        assert not [text for text in texts if "water" in text or "salt" in text], f"pantry staples are listed: {texts}"
        note = cook.find_element(By.CSS_SELECTOR, "p.staples-note")
        assert "pantry staples are left off:" in note.text and "100 ml water" in note.text, note.text
        screenshot(cook, "shopping-merged")
        screenshot(cook, "shopping-merged-phone", width=390)

        follow(cook, note.find_element(By.LINK_TEXT, "Show them"))
        texts = shopping_texts(cook)
        assert "100 ml water" in texts and "3 eggs" in texts, texts
        follow(cook, cook.find_element(By.CSS_SELECTOR, "p.staples-note").find_element(By.LINK_TEXT, "Leave them off"))
        texts = shopping_texts(cook)
        assert "100 ml water" not in texts and "3 eggs" in texts, texts

        def save_staples(staples, kept=None):
            """Saves the staples; `kept`: how the form shows them after (names are kept singular)."""
            form = cook.find_element(By.CSS_SELECTOR, "form[action='/shopping/staples']")
            field = form.find_element(By.NAME, "staples")
            field.clear()
            field.send_keys(staples)
            follow(cook, form.find_element(By.XPATH, ".//button[normalize-space()='Save the staples']"))
            cook.get(server.base + "/shopping")
            shown = cook.find_element(By.NAME, "staples").get_attribute("value")
            assert shown == (kept or staples), shown

        assert cook.find_element(By.NAME, "staples").get_attribute("value") == "water, salt, pepper, oil"
        try:
            save_staples("water, salt, pepper, oil, eggs", kept="water, salt, pepper, oil, egg")
            texts = shopping_texts(cook)
            assert "3 eggs" not in texts and "about 4½ lemons" in texts, texts
            note = cook.find_element(By.CSS_SELECTOR, "p.staples-note").text
            assert "3 eggs" in note, note
        finally:
            # The household's staples and list are shared with the scenarios after this one: as they were.
            cook.get(server.base + "/shopping")
            save_staples("water, salt, pepper, oil")
        assert "3 eggs" in shopping_texts(cook), shopping_texts(cook)
        source = cook.find_element(By.XPATH, f"//form[contains(@class,'source-recipe')][a[normalize-space()='{name}']]")
        follow(cook, source.find_element(By.CSS_SELECTOR, "button[type=submit]"))
        assert shopping_texts(cook) == [], shopping_texts(cook)
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def scenario_plan_the_week_and_shop_together(server):
    """The cook plans a recipe from its page and makes the list from the week; two phones on two app instances see each other's ticks within 2 s, and without JavaScript a tick works by reloading."""
    second = server.deployment.start()
    cook, flatmate, plain = browser(), browser(), browser(javascript=False)
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        fill(cook, "name", "Pancakes for the week")
        fill(cook, "servings", "4")
        fill_step(cook, 1, "Whisk the batter.", ingredients="200 g flour\n2 eggs\n300 ml milk")
        click(cook, cook.find_element(By.CSS_SELECTOR, "[data-add-step]"))
        fill_step(cook, 2, "Thicken what is left for the last ones.", ingredients="100 g flour")
        save_recipe(cook)
        follow(cook, cook.find_element(By.LINK_TEXT, "Plan this"))
        day = cook.find_element(By.NAME, "day").get_attribute("value")
        Select(cook.find_element(By.NAME, "slot")).select_by_visible_text("Dinner")
        fill(cook, "servings", "8")
        submit(cook, "form.narrow-form")
        cook.get(server.base + "/plan")
        assert "Pancakes for the week" in cook.find_element(By.TAG_NAME, "main").text
        screenshot(cook, "plan-week")
        screenshot(cook, "plan-week-phone", width=390)

        cook.get(server.base + "/shopping")
        form = cook.find_element(By.CSS_SELECTOR, "form[action='/shopping/days']")
        for name in ["from", "to"]:  # typed into a date field, keys follow the locale; set as a date picker does
            cook.execute_script("arguments[0].value = arguments[1]", form.find_element(By.NAME, name), day)
        follow(cook, form.find_element(By.CSS_SELECTOR, ".button--primary"))
        texts = [item.text for item in cook.find_elements(By.CSS_SELECTOR, ".shopping-item .tick-text")]
        assert texts == ["600 g flour", "4 eggs", "600 ml milk"], texts  # for 8: both steps' flour summed
        screenshot(cook, "shopping-list")
        screenshot(cook, "shopping-list-phone", width=390)

        log_in_as_demo_cook(flatmate, server, second.base)
        flatmate.get(second.base + "/shopping")
        plain_base = second.base
        log_in_as_demo_cook(plain, server, plain_base)
        time.sleep(0.5)  # both streams open

        def tick(driver, text):
            button = driver.find_element(By.XPATH, f"//button[@class='tick'][.//span[normalize-space()='{text}']]")
            click(driver, button)

        def seen_within(driver, expected, seconds=2):
            started = time.monotonic()
            try:
                WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda d: ticked_items(d) == expected)
            except TimeoutException:
                raise AssertionError(f"after {seconds} s the page shows {ticked_items(driver)} ticked, not {expected}; "
                                     f"{driver.get_log('browser')}") from None
            return time.monotonic() - started

        tick(cook, "600 g flour")
        lag = [seen_within(flatmate, ["600 g flour"])]
        tick(flatmate, "4 eggs")
        lag.append(seen_within(cook, ["600 g flour", "4 eggs"]))
        tick(flatmate, "600 g flour")
        lag.append(seen_within(cook, ["4 eggs"]))
        print(f"browser: a tick on one instance was seen on the other after {', '.join(f'{1000 * t:.0f}' for t in lag)} ms")

        plain.get(plain_base + "/shopping")
        assert not has_javascript(plain)
        follow(plain, plain.find_element(By.XPATH, "//button[@class='tick'][.//span[normalize-space()='600 ml milk']]"))
        assert ticked_items(plain) == ["4 eggs", "600 ml milk"], ticked_items(plain)
        seen_within(cook, ["4 eggs", "600 ml milk"])
        screenshot(cook, "shopping-list-ticked-phone", width=390)
        assert_no_console_errors(cook)
        assert_no_console_errors(flatmate)
    finally:
        for driver in (cook, flatmate, plain):
            driver.quit()


def photo_jpeg(driver, width=1200, height=800):
    """A JPEG the size of a recipe site's photo, drawn by the browser: a plate of something green on a wooden table."""
    encoded = driver.execute_script("""
        const [w, h] = arguments, canvas = Object.assign(document.createElement('canvas'), {width: w, height: h});
        const c = canvas.getContext('2d'), wood = c.createLinearGradient(0, 0, w, h);
        wood.addColorStop(0, '#b87a45'); wood.addColorStop(1, '#5b3217');
        c.fillStyle = wood; c.fillRect(0, 0, w, h);
        for (const [radius, colour] of [[0.4, '#f3eee4'], [0.3, '#e6ddcc'], [0.25, '#6f9a3c'], [0.08, '#f2c14e']]) {
          c.fillStyle = colour; c.beginPath(); c.arc(w / 2, h / 2, h * radius, 0, 2 * Math.PI); c.fill();
        }
        return canvas.toDataURL('image/jpeg', 0.85).split(',')[1];""", width, height)
    return base64.b64decode(encoded)


class RecipeSite(LoopbackSite):
    """A food blog: `/recipes/<slug>` is a page whose schema.org JSON-LD names one of `recipes`
    ({slug: (name, ingredients, steps)}) and its photo `/photos/<slug>.jpg`; `/about` is a page
    without a recipe; anything else is a 404. Pages are answered after `delay` seconds, as a slow
    site answers, and those of `held` only once `release()` is called (or after 8 s, before the
    fetcher's 10 s would fail them)."""

    def __init__(self, recipes, photo, delay=0.0, held=()):
        self.recipes = recipes
        self.released = threading.Event()

        def route(path):
            photo_slug = re.fullmatch(r"/photos/([\w-]+)\.jpg", path)
            if photo_slug and photo_slug.group(1) in recipes:
                return "image/jpeg", photo
            page_slug = re.fullmatch(r"/recipes/([\w-]+)", path)
            if path == "/about" or (page_slug and page_slug.group(1) in recipes):
                time.sleep(delay)
                if page_slug and page_slug.group(1) in held:
                    self.released.wait(8)
                return "text/html; charset=utf-8", self.page(page_slug.group(1) if page_slug else None)
            return None

        super().__init__(route)

    def url(self, slug):
        return f"{self.base}/recipes/{slug}"

    def release(self):
        self.released.set()

    def page(self, slug):
        """The blog's page: a story, and for a recipe its JSON-LD in the head."""
        if slug is None:
            return ('<!doctype html><html><head><meta charset="utf-8"><title>About | Pan and Plate</title></head>'
                    '<body><h1>About us</h1><p>Two cooks and a small kitchen.</p></body></html>').encode()
        name, ingredients, steps = self.recipes[slug]
        return recipe_page({"name": name, "image": [f"/photos/{slug}.jpg"], "description": f"{name}, as we make it on a weeknight.",
                            "recipeYield": "4 servings", "prepTime": "PT15M", "cookTime": "PT30M", "recipeIngredient": ingredients,
                            "recipeInstructions": [{"@type": "HowToStep", "text": step} for step in steps]},
                           f"{name} | Pan and Plate")

    def stop(self):
        self.release()
        super().stop()


def photo_shows(driver, image):
    """Whether `image` has loaded and decoded into a picture."""
    try:
        WebDriverWait(driver, 5).until(lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image))
        return True
    except TimeoutException:
        return False


def paste_addresses(driver, server, addresses):
    """Pastes addresses into the import page's "From a recipe site" form and sends it."""
    driver.get(server.base + "/import")
    form = driver.find_element(By.CSS_SELECTOR, "form[action='/import/urls']")
    field = form.find_element(By.NAME, "urls")
    field.clear()
    # Set as a paste sets it: typing 50 lines key by key is slow and proves nothing more.
    driver.execute_script("arguments[0].value = arguments[1]", field, "\n".join(addresses))
    follow(driver, form.find_element(By.XPATH, ".//button[normalize-space()='Import from the web']"))


LEEK_SOUP = ("Leek and potato soup", ["3 leeks, sliced", "500 g floury potatoes, diced", "1 l vegetable stock", "2 tbsp butter"],
             ["Soften the leeks in the butter for 10 minutes.", "Add the potatoes and stock and simmer for 20 minutes.",
              "Blend until smooth and season."])


def scenario_paste_a_recipe_address(server):
    """A newcomer pastes a recipe page's address: the recipe appears with its photo, ingredients and source; pasting it again asks, and Keep both saves “(2)”."""
    cook = browser()
    site = None
    try:
        register_with_household(cook, server, "pasted@example.com", "Pat", "Pat's kitchen")
        site = RecipeSite({"leek-and-potato-soup": LEEK_SOUP}, photo_jpeg(cook))
        address = site.url("leek-and-potato-soup")
        name, ingredients, steps = LEEK_SOUP
        cook.get(server.base + "/import")
        assert cook.find_element(By.TAG_NAME, "h1").text == "Import recipes"
        screenshot(cook, "import-page")
        screenshot(cook, "import-page-phone", width=390)

        paste_addresses(cook, server, [address])
        assert re.fullmatch(re.escape(server.base) + r"/recipes/[0-9A-F-]{36}", cook.current_url.split("?")[0]), cook.current_url
        first = cook.current_url.split("?")[0]
        assert "Imported from 127.0.0.1." in flashes(cook), flashes(cook)
        assert cook.find_element(By.TAG_NAME, "h1").text == name
        listed = [item.text for item in cook.find_elements(By.CSS_SELECTOR, "section.ingredients .checklist li")]
        assert sorted(listed) == sorted(ingredients), listed  # in the order of the steps that use them
        assert recipe_page_steps(cook) == steps, recipe_page_steps(cook)
        photo = cook.find_element(By.CSS_SELECTOR, "img.recipe-photo")
        assert photo_shows(cook, photo), f"the recipe's photo does not load: {photo.get_attribute('src')}"
        source = cook.find_element(By.CSS_SELECTOR, ".recipe-foot .byline a")
        assert source.get_attribute("href") == address and source.text == address, source.get_attribute("href")
        screenshot(cook, "import-pasted-recipe")
        screenshot(cook, "import-pasted-recipe-phone", width=390)

        paste_addresses(cook, server, [address])
        assert cook.current_url == server.base + "/import/urls", cook.current_url
        choice = cook.find_element(By.CSS_SELECTOR, "section[aria-labelledby='already-title']")
        assert choice.find_element(By.TAG_NAME, "h2").text == "You already have this recipe"
        assert f"The page holds {name}, and this household already has:" in choice.text, choice.text
        existing = choice.find_element(By.CSS_SELECTOR, ".link-list a")
        assert existing.text == name and existing.get_attribute("href") == first, existing.get_attribute("href")
        buttons = [button.text for button in choice.find_elements(By.CSS_SELECTOR, "button[type=submit]")]
        assert buttons == ["Keep mine", "Replace mine", "Keep both"], buttons
        screenshot(cook, "import-already-there")
        screenshot(cook, "import-already-there-phone", width=390)
        follow(cook, choice.find_element(By.XPATH, ".//button[normalize-space()='Keep both']"))
        second = cook.current_url.split("?")[0]
        assert second.startswith(server.base + "/recipes/") and second != first, cook.current_url
        assert cook.find_element(By.TAG_NAME, "h1").text == f"{name} (2)", cook.find_element(By.TAG_NAME, "h1").text
        assert photo_shows(cook, cook.find_element(By.CSS_SELECTOR, "img.recipe-photo")), "the second copy has no photo"
        cook.get(server.base + "/recipes")
        main = cook.find_element(By.TAG_NAME, "main").text
        assert name in main and f"{name} (2)" in main, main
        assert_no_console_errors(cook)
    finally:
        cook.quit()
        if site:
            site.stop()


def fifty_recipes():
    """48 recipes a blog might have, each name its own: {slug: (name, ingredients, steps)}."""
    mains = ["lentil", "chickpea", "squash", "mushroom", "leek", "tomato", "bean", "pepper"]
    dishes = ["soup", "stew", "curry", "bake", "salad", "pie"]
    recipes = {}
    for main in mains:
        for dish in dishes:
            recipes[f"{main}-{dish}"] = (f"Weeknight {main} {dish}", [f"400 g {main}s" if main != "squash" else "1 squash", "1 onion", "2 cloves garlic"],
                                         [f"Cook the onion and garlic, then the {main}.", f"Finish the {dish} and serve."])
    return recipes


def live_heading(driver):
    """The page's heading, read by the page in one step: the job page's script replaces it while
    the import runs, so an element found a moment before may be gone when its text is asked for."""
    return driver.execute_script("return document.querySelector('h1').innerText.trim()")


def job_counts(driver):
    """The job page's counts as (imported, failed, to go, of), and its progress bar's (value, max),
    read at once by the page itself: its script replaces them every 2 s."""
    counts, value, maximum = driver.execute_script("""
        const bar = document.querySelector('progress.job-progress');
        return [document.querySelector('.job-counts').textContent.trim(), bar.getAttribute('value'), bar.getAttribute('max')];""")
    found = re.fullmatch(r"(\d+) imported · (\d+) failed · (\d+) to go, of (\d+)", counts)
    assert found, f"the counts read {counts!r}"
    return tuple(map(int, found.groups())), (int(value), int(maximum))


def scenario_fifty_addresses_show_progress(server):
    """A newcomer pastes 50 addresses, one of them a 404 and one a page without a recipe: the job page follows the import without a reload, showing its progress, and ends with 48 imported, 2 failed and why."""
    cook = browser()
    site = None
    try:
        register_with_household(cook, server, "fifty@example.com", "Fran", "Fran's kitchen")
        recipes = fifty_recipes()
        # The last six pages wait for the test, so that the page is seen part way, however fast the workers are.
        held = list(recipes)[-6:]
        site = RecipeSite(recipes, photo_jpeg(cook, 600, 400), delay=0.2, held=held)
        addresses = [site.url(slug) for slug in recipes]
        missing, no_recipe = site.url("gone-for-good"), site.base + "/about"
        addresses[10:10] = [missing]
        addresses[30:30] = [no_recipe]
        assert len(addresses) == 50
        started = time.monotonic()
        paste_addresses(cook, server, addresses)
        assert re.fullmatch(re.escape(server.base) + r"/import/jobs/[0-9A-F-]{36}", cook.current_url), cook.current_url
        assert cook.find_element(By.TAG_NAME, "h1").text == "Importing recipes"
        (imported, failed, to_go, total), (value, maximum) = job_counts(cook)
        assert total == 50 and maximum == 50 and to_go > 0 and imported + failed + to_go == 50, job_counts(cook)
        assert 0 <= value < 50 and value == imported + failed, job_counts(cook)

        cook.execute_script("window.larderOldPage = true")
        try:
            WebDriverWait(cook, 60, poll_frequency=0.25).until(lambda d: job_counts(d)[1][0] == 44)
        except TimeoutException:
            raise AssertionError(f"the page did not follow the job to its held pages: {job_counts(cook)}") from None
        assert job_counts(cook) == ((42, 2, 6, 50), (44, 50)), job_counts(cook)
        assert live_heading(cook) == "Importing recipes"
        pending = cook.execute_script("return [...document.querySelectorAll('li.job-item--pending .job-url')].map((url) => url.textContent)")
        assert pending == [site.url(slug) for slug in held], pending
        screenshot(cook, "import-job-in-progress")
        screenshot(cook, "import-job-in-progress-phone", width=390)
        site.release()
        try:
            WebDriverWait(cook, 90, poll_frequency=0.25).until(
                lambda d: live_heading(d) == "Import finished")
        except TimeoutException:
            raise AssertionError(f"after 90 s the job page says {cook.find_element(By.CSS_SELECTOR, '.job-counts').text!r}") from None
        print(f"browser: 50 addresses were imported in {time.monotonic() - started:.1f} s")
        assert cook.execute_script("return window.larderOldPage === true"), "the job page was reloaded, not followed in place"
        assert cook.find_element(By.CSS_SELECTOR, ".job-counts").text == "48 imported · 2 failed · 0 to go, of 50"
        assert job_counts(cook)[1] == (50, 50), job_counts(cook)
        failures = {item.find_element(By.CSS_SELECTOR, ".job-url").text: item.find_element(By.CSS_SELECTOR, ".job-message").text
                    for item in cook.find_elements(By.CSS_SELECTOR, "li.job-item--failed")}
        assert set(failures) == {missing, no_recipe}, failures
        assert "the site answered 404" in failures[missing], failures
        assert "no recipe found on this page" in failures[no_recipe], failures
        links = {link.text: link.get_attribute("href") for link in cook.find_elements(By.CSS_SELECTOR, "li.job-item--imported .job-detail a")}
        assert set(links) == {name for name, _, _ in recipes.values()}, sorted(links)
        screenshot(cook, "import-job-finished")
        screenshot(cook, "import-job-finished-phone", width=390)
        follow(cook, cook.find_element(By.LINK_TEXT, "Weeknight tomato curry"))
        assert cook.find_element(By.TAG_NAME, "h1").text == "Weeknight tomato curry"
        assert photo_shows(cook, cook.find_element(By.CSS_SELECTOR, "img.recipe-photo")), "an imported recipe has no photo"
        assert_no_console_errors(cook)
    finally:
        cook.quit()
        if site:
            site.stop()


APP_FIXTURES = os.path.join(ROOT, "Tests", "LarderExchangeTests", "Fixtures", "apps")


def scenario_import_a_paprika_export(server):
    """A newcomer uploads a Paprika export with unreadable recipes: the report says which and why, “Import the others” brings the rest in, photos and all."""
    with open(os.path.join(APP_FIXTURES, "manifest.json")) as file:
        export = next(entry for entry in json.load(file)["exports"] if entry["file"].endswith(".paprikarecipes") and "recipes" in entry)
    readable = [recipe["name"] for recipe in export["recipes"]]
    unreadable = export["unreadable"]
    everything = len(readable) + len(unreadable)
    cook = browser()
    try:
        register_with_household(cook, server, "paprika@example.com", "Paz", "Paz's kitchen")
        cook.get(server.base + "/import")
        form = cook.find_element(By.CSS_SELECTOR, "form[action='/import']")
        form.find_element(By.NAME, "document").send_keys(os.path.join(APP_FIXTURES, export["file"]))
        follow(cook, form.find_element(By.XPATH, ".//button[normalize-space()='Import the file']"))
        review = cook.find_element(By.CSS_SELECTOR, "section[aria-labelledby='review-title']")
        title = review.find_element(By.TAG_NAME, "h2").text
        assert title == f"{len(readable)} of {everything} recipes can be imported from a Paprika export ({export['file']})", title
        issues = [item.text for item in review.find_elements(By.CSS_SELECTOR, "ul.issues li")]
        assert len(issues) == len(unreadable), issues
        for entry in unreadable:
            assert any(issue.startswith(entry["path"]) and entry["contains"] in issue for issue in issues), (entry, issues)
        screenshot(cook, "import-paprika-report")
        screenshot(cook, "import-paprika-report-phone", width=390)
        report = cook.current_window_handle
        cook.switch_to.new_window("tab")
        cook.get(server.base + "/recipes")
        assert not [name for name in readable if name in cook.find_element(By.TAG_NAME, "main").text], "the report imported already"
        cook.close()
        cook.switch_to.window(report)

        follow(cook, review.find_element(By.XPATH, f".//button[normalize-space()='Import the {len(readable)} others']"))
        result = cook.find_element(By.CSS_SELECTOR, "section[aria-labelledby='import-result-title']")
        summary = result.find_element(By.TAG_NAME, "h2").text
        assert summary == f"{len(readable)} recipes imported from a Paprika export", summary
        created = {link.text: link.get_attribute("href") for link in result.find_elements(By.CSS_SELECTOR, ".link-list a")}
        assert set(created) == set(readable), created
        for entry in unreadable:
            assert f"Not imported: {entry['path']}" in result.text, result.text
        screenshot(cook, "import-paprika-result")
        screenshot(cook, "import-paprika-result-phone", width=390)
        with_photo = next(recipe for recipe in export["recipes"] if recipe["photo"])
        follow(cook, result.find_element(By.LINK_TEXT, with_photo["name"]))
        assert cook.find_element(By.TAG_NAME, "h1").text == with_photo["name"]
        photo = cook.find_element(By.CSS_SELECTOR, "img.recipe-photo")
        assert photo_shows(cook, photo), f"the imported recipe's photo does not load: {photo.get_attribute('src')}"
        screenshot(cook, "import-paprika-recipe")
        assert_no_console_errors(cook)
    finally:
        cook.quit()


APP_SHAPES = os.path.join(ROOT, "Tests", "LarderExchangeTests", "Fixtures", "app-shapes")
PAGES_WITHOUT_SCHEMA = os.path.join(ROOT, "Tests", "LarderExchangeTests", "Fixtures", "pages-without-schema")


def import_file(cook, server, path):
    """Uploads `path` on the import page, going on past a review of unreadable recipes; the result."""
    cook.get(server.base + "/import")
    form = cook.find_element(By.CSS_SELECTOR, "form[action='/import']")
    form.find_element(By.NAME, "document").send_keys(path)
    follow(cook, form.find_element(By.XPATH, ".//button[normalize-space()='Import the file']"))
    reviews = cook.find_elements(By.CSS_SELECTOR, "section[aria-labelledby='review-title'] button.button--primary")
    if reviews:
        follow(cook, reviews[0])
    return cook.find_element(By.CSS_SELECTOR, "section[aria-labelledby='import-result-title']")


def scenario_recipes_arrive_whole(server):
    """A household moves in from Mealie 0.5, Paprika and a saved page without schema.org: headings head their lines, never the shopping list; tags stay few; the list starts on a phone's first screen."""
    with open(os.path.join(APP_SHAPES, "accounting.json")) as file:
        files = {entry["file"]: entry for entry in json.load(file)["files"]}
    cook = browser()
    try:
        register_with_household(cook, server, "whole@example.com", "Wim", "Wim's kitchen")
        shown = {}
        for name in ["mealie-v05-snake.zip", "paprika-export.paprikarecipes"]:
            result = import_file(cook, server, os.path.join(APP_SHAPES, name))
            recipes = files[name]["recipes"]
            assert f"{len(recipes)} recipes imported" in result.find_element(By.TAG_NAME, "h2").text, result.text
            screenshot(cook, "whole-" + name.split(".")[0] + "-result")
            grouped = next(recipe for recipe in recipes if len(recipe["headings"]) >= 2)
            follow(cook, result.find_element(By.LINK_TEXT, grouped["name"]))
            groups = [item.text for item in cook.find_elements(By.CSS_SELECTOR, "li.line-group")]
            assert len(groups) >= 2, (grouped["name"], groups)
            lines = cook.find_element(By.CSS_SELECTOR, "section.method").text
            for heading in grouped["headings"]:
                assert heading not in [line.strip() for line in lines.split("\n")] or heading in groups, (heading, lines)
            shown[name] = cook.current_url
            screenshot(cook, "whole-" + name.split(".")[0] + "-recipe")
            screenshot(cook, "whole-" + name.split(".")[0] + "-recipe-phone", width=390)

        page = os.path.join(PAGES_WITHOUT_SCHEMA, "headings-en-story-1.html")
        result = import_file(cook, server, page)
        assert "was read from" in result.text and "Prawn pad thai" in result.text, result.text
        screenshot(cook, "whole-saved-page-result")
        follow(cook, result.find_element(By.LINK_TEXT, "Prawn pad thai"))
        assert len(cook.find_elements(By.CSS_SELECTOR, "li.line-group")) >= 2
        screenshot(cook, "whole-saved-page-recipe", width=390)

        # The Paprika recipe's lines on the shopping list: its headings are no items.
        cook.get(shown["paprika-export.paprikarecipes"])
        follow(cook, cook.find_element(By.CSS_SELECTOR, "form[action$='/shop'] button"))
        cook.get(server.base + "/shopping")
        items = cook.find_element(By.TAG_NAME, "main").text
        for heading in ["For the marinade", "For the sauce", "TO SERVE", "Marinade"]:
            assert heading not in items, (heading, items)
        screenshot(cook, "whole-shopping")
        screenshot(cook, "whole-shopping-phone", width=390)

        cook.get(server.base + "/recipes")
        screenshot(cook, "whole-recipes")
        cook.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        try:
            cook.get(server.base + "/recipes")
            top = cook.execute_script("const card = document.querySelector('.recipe-card, .recipe-list li, main article');"
                                      "return card ? card.getBoundingClientRect().top : null")
            assert top is not None and top < 844, f"the first recipe starts {top}px down on a phone"
        finally:
            cook.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        screenshot(cook, "whole-recipes-phone", width=390)
        cook.get(server.base + "/tags")
        screenshot(cook, "whole-tags")
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def scenario_make_and_revoke_an_access_token(server):
    """The demo cook makes a token for a script on the account page, sees its secret once, and revokes it."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/account")
        assert "You have no tokens yet." in cook.page_source
        fill(cook, "name", "Meal-plan script")
        Select(cook.find_element(By.ID, "token-scope")).select_by_visible_text("Read and change")
        Select(cook.find_element(By.ID, "token-expires")).select_by_visible_text("30 days")
        submit(cook, "form[action='/account/tokens']")
        secret = cook.find_element(By.CSS_SELECTOR, "input.secret").get_attribute("value")
        assert re.fullmatch(r"larder_pat_[A-Za-z0-9_-]{40,}", secret), secret
        tokens = cook.find_element(By.CSS_SELECTOR, "section[aria-labelledby='tokens-title']")
        assert "Meal-plan script" in tokens.text and "read and change" in tokens.text, tokens.text
        screenshot(cook, "token-new-desktop", element=tokens)
        screenshot(cook, "token-new-phone", width=390, element=tokens)
        cook.get(server.base + "/account")
        assert secret not in cook.page_source, "the secret is shown once only"
        follow(cook, cook.find_element(By.CSS_SELECTOR, ".token-list form button"))
        assert "The token “Meal-plan script” is revoked" in flashes(cook), flashes(cook)
        assert "You have no tokens yet." in cook.page_source
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def scenario_read_the_api_reference(server):
    """From the account page, the cook opens the API's reference: every operation of openapi.yaml, readable on a phone, and the document itself."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/account")
        follow(cook, cook.find_element(By.LINK_TEXT, "What the API offers"))
        assert cook.find_element(By.TAG_NAME, "h1").text.startswith("Larder API"), cook.find_element(By.TAG_NAME, "h1").text
        with open(os.path.join(ROOT, "openapi.yaml"), encoding="utf-8") as file:
            operations = re.findall(r"^      operationId: (\w+)$", file.read(), re.M)
        shown = [element.get_attribute("id") for element in cook.find_elements(By.CSS_SELECTOR, "article.api-operation")]
        assert sorted(shown) == sorted(operations), (shown, operations)
        replace = cook.find_element(By.ID, "replaceRecipe")
        assert "If-Match" in replace.text and "412" in replace.text and "needs a read-write token" in replace.text, replace.text
        screenshot(cook, "api-reference-desktop", element=replace)
        # On a phone, long paths and tables stay inside their cards: the page does not scroll sideways.
        cook.set_window_size(390, 844)
        overflow = cook.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"the reference scrolls sideways by {overflow} px on a phone"
        screenshot(cook, "api-reference-phone", width=390, element=cook.find_element(By.ID, "listRecipes"))
        # The document downloads (application/yaml, RFC 9512) rather than showing in the tab.
        document = cook.find_element(By.LINK_TEXT, "/api/openapi.yaml").get_attribute("href")
        with urllib.request.urlopen(document, timeout=10) as response:
            assert response.headers["Content-Type"].startswith("application/yaml") and b"openapi: 3.1.0" in response.read()
        assert_no_console_errors(cook)
    finally:
        cook.quit()


def scenario_history_compare_restore_and_share(server):
    """A newcomer edits a recipe three times, opens its history, compares the first and the last version, restores the first, rates it, then makes a share link and opens it in a private window, which shows the recipe and nothing of the household."""
    cook = browser()
    stranger = browser()
    try:
        register_with_household(cook, server, "hana@example.com", "Hana", "Plum Street")
        page = create_recipe(cook, server, "Plum crumble", "Sharp plums under a butter crumble.",
                             ["Halve the plums and lay them in the dish.", "Rub the butter into the flour and sugar, scatter, and bake."])
        for fields in [{"servings": "6"}, {"steps[0][instructions]": "Halve and stone the plums; lay them cut side up."},
                       {"summary": "Sharp plums under a butter crumble, with a little cinnamon."}]:
            cook.get(page + "/edit")
            for name, value in fields.items():
                fill(cook, name, value)
            save_recipe(cook)
            assert "Your changes are saved." in flashes(cook), flashes(cook)

        cook.get(page)
        follow(cook, cook.find_element(By.LINK_TEXT, "History"))
        assert cook.find_element(By.TAG_NAME, "h1").text == "History of Plum crumble"
        rows = cook.find_elements(By.CSS_SELECTOR, "table.versions tbody tr")
        assert len(rows) == 4, [row.text for row in rows]
        assert "summary edited" in rows[0].text and "by Hana" in rows[0].text, rows[0].text
        assert "step 1 edited" in rows[1].text and "servings 4 → 6" in rows[2].text and "first version" in rows[3].text
        screenshot(cook, "history-desktop")
        screenshot(cook, "history-phone", width=390)
        click(cook, cook.find_element(By.CSS_SELECTOR, "input[name='from'][value='1']"))
        follow(cook, cook.find_element(By.XPATH, "//button[normalize-space()='Compare the two chosen versions']"))
        assert cook.find_element(By.TAG_NAME, "h1").text == "Versions 1 and 4 of Plum crumble", cook.find_element(By.TAG_NAME, "h1").text
        parts = [row.find_element(By.CSS_SELECTOR, "th").text for row in cook.find_elements(By.CSS_SELECTOR, ".conflict-table tbody tr")]
        assert parts == ["Summary", "Servings", "Step 1"], parts
        screenshot(cook, "history-compare-desktop")
        screenshot(cook, "history-compare-phone", width=390)
        follow(cook, cook.find_element(By.XPATH, "//button[normalize-space()='Restore version 1']"))
        assert cook.current_url.split("?")[0] == page, cook.current_url
        assert "Version 1 is restored, as version 5." in flashes(cook), flashes(cook)
        assert cook.find_element(By.CSS_SELECTOR, "input.servings-input").get_attribute("value") == "4"
        assert recipe_page_steps(cook)[0] == "Halve the plums and lay them in the dish.", recipe_page_steps(cook)

        follow(cook, cook.find_element(By.CSS_SELECTOR, "button.rating-star[aria-label='Rate it 4 stars']"))
        assert "You rated it 4 stars." in flashes(cook), flashes(cook)
        assert "4 from 1 rating" in cook.find_element(By.CSS_SELECTOR, ".rating-summary").text
        screenshot(cook, "recipe-rated-phone", width=390, element=cook.find_element(By.CSS_SELECTOR, "header.recipe-head"))

        follow(cook, cook.find_element(By.LINK_TEXT, "Share"))
        select = cook.find_element(By.NAME, "expires")
        assert select.get_attribute("value") == "never"
        follow(cook, cook.find_element(By.XPATH, "//button[normalize-space()='Make a share link']"))
        link = cook.find_element(By.CSS_SELECTOR, "input.secret").get_attribute("value")
        assert "/shared/" in link, link
        screenshot(cook, "share-new-desktop")

        # A private window: no cookies, no account.
        stranger.get(link)
        assert stranger.find_element(By.TAG_NAME, "h1").text == "Plum crumble"
        text = stranger.find_element(By.TAG_NAME, "body").text
        for secret in ["Hana", "Plum Street", "History", "Edit", "Cooking log", "Log out"]:
            assert secret not in text, f"the shared page shows {secret}"
        assert stranger.get_cookies() == [], stranger.get_cookies()
        follow(stranger, stranger.find_element(By.CSS_SELECTOR, "a[aria-label='More servings']"))
        assert "Scaled from 4" in stranger.page_source and "/shared/" in stranger.current_url, stranger.current_url
        screenshot(stranger, "shared-desktop")
        screenshot(stranger, "shared-phone", width=390)

        # The owner keeps the latest 10 versions of each recipe; a wrong number comes back with the form.
        cook.get(server.base + "/household")
        fill(cook, "keep_revisions", "0")
        submit(cook, "form[action='/household/history']")
        assert response_status(cook) == 422, response_status(cook)
        assert "Keep between 1 and 10000 revisions" in cook.page_source
        fill(cook, "keep_revisions", "10")
        submit(cook, "form[action='/household/history']")
        assert "Pruning keeps the latest 10 earlier versions of each recipe" in flashes(cook), flashes(cook)
        screenshot(cook, "household-history-phone", width=390,
                   element=cook.find_element(By.CSS_SELECTOR, "section[aria-labelledby='settings-title']"))
        cook.get(server.base + "/shared-links")
        screenshot(cook, "shared-links-desktop")
        follow(cook, cook.find_element(By.XPATH, "//button[starts-with(normalize-space(), 'Revoke')]"))
        assert "The link is revoked" in flashes(cook), flashes(cook)
        stranger.get(link)
        assert response_status(stranger) == 404, response_status(stranger)
        assert_no_console_errors(cook, expected=["status of 422 (Unprocessable Entity)"])
        assert_no_console_errors(stranger, expected=["404 (Not Found)"])
    finally:
        cook.quit()
        stranger.quit()


def start_identity_provider(port, redirect_uri):
    """The tests' OpenID Connect provider (Tests/oidc/provider.py), once it listens."""
    folder = tempfile.mkdtemp(prefix="larder-oidc-")
    log = open(os.path.join(folder, "provider.log"), "w+")
    process = subprocess.Popen([sys.executable, os.path.join(ROOT, "Tests", "oidc", "provider.py"), "--folder", folder,
                                "--port", str(port), "--redirect-uri", redirect_uri], stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 60
    while time.time() < deadline:
        log.seek(0)
        if "ready" in log.read().split():
            return process, folder
        if process.poll() is not None:
            break
        time.sleep(0.2)
    log.seek(0)
    process.kill()
    raise RuntimeError("the identity provider did not start:\n" + log.read()[-3000:])


def scenario_sign_in_through_the_provider_switch_to_german_and_cook_in_us_units(server):
    """A newcomer signs in through the household's OpenID Connect provider, makes a household and a recipe, reads it in US units and in metric, makes US units their default, switches to German, and logs out of Larder and the provider."""
    provider_port, larder_port = free_port(), free_port()
    base = f"http://127.0.0.1:{larder_port}"
    provider, folder = start_identity_provider(provider_port, base + "/login/oidc/callback")
    deployment = Deployment("oidc", env={
        "LARDER_PUBLIC_URL": base, "LARDER_OIDC_ISSUER": f"http://127.0.0.1:{provider_port}/openid", "LARDER_OIDC_CLIENT_ID": "larder",
        "LARDER_OIDC_CLIENT_SECRET": "larder-client-secret", "LARDER_OIDC_NAME": "Test provider", "LARDER_OIDC_ADMIN_GROUP": "larder-admins"})
    cook = None
    try:
        deployment.start(port=larder_port)
        cook = browser()
        cook.get(base + "/login")
        screenshot(cook, "oidc-login-desktop")
        screenshot(cook, "oidc-login-phone", width=390)
        follow(cook, cook.find_element(By.LINK_TEXT, "Sign in with Test provider"))
        assert cook.current_url.startswith(f"http://127.0.0.1:{provider_port}/accounts/login/"), cook.current_url
        fill(cook, "username", "cook")
        fill(cook, "password", "provider-password-1")
        follow(cook, cook.find_element(By.CSS_SELECTOR, "button[type=submit]"))
        assert cook.current_url == base + "/household", cook.current_url
        assert "Create a household to start." in flashes(cook), flashes(cook)
        fill(cook, "name", "Provider House")
        submit(cook, "form[action='/household/new']")
        cook.get(base + "/recipes/new")
        fill(cook, "name", "Pancakes")
        fill(cook, "steps[0][instructions]", "Whisk, then fry thin.")
        fill(cook, "steps[0][ingredients]", "250 ml milk\n125 g flour\n2 eggs")
        save_recipe(cook)
        recipe = cook.current_url.split("?")[0]
        follow(cook, cook.find_element(By.LINK_TEXT, "US customary"))
        lines = [line.text for line in cook.find_elements(By.CSS_SELECTOR, ".step-lines li")]
        assert lines == ["1 cup milk", "4½ oz flour", "2 eggs"], lines
        screenshot(cook, "oidc-recipe-us-phone", width=390)
        cook.get(recipe + "?units=metric")
        assert [line.text for line in cook.find_elements(By.CSS_SELECTOR, ".step-lines li")] == ["250 ml milk", "125 g flour", "2 eggs"]
        cook.get(base + "/account")
        follow(cook, cook.find_element(By.CSS_SELECTOR, "button[name=units][value=us]"))
        assert "Quantities now show in US customary units." in flashes(cook), flashes(cook)
        cook.get(recipe)
        assert "1 cup milk" in cook.find_element(By.CSS_SELECTOR, ".step-lines").text
        # Switch to German: the pages and the script's words follow; the units stay US.
        cook.get(base + "/account")
        follow(cook, cook.find_element(By.CSS_SELECTOR, "button[name=language][value=de]"))
        assert cook.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de"
        screenshot(cook, "german-account-desktop")
        cook.get(recipe)
        assert cook.find_element(By.LINK_TEXT, "Rezepte"), "the navigation is German"
        assert [line.text for line in cook.find_elements(By.CSS_SELECTOR, ".step-lines li")] == ["1 cup milk", "4½ oz flour", "2 eggs"]
        assert cook.execute_script("return window.larderStrings.startTimer") == "Timer starten"
        screenshot(cook, "german-recipe-us-phone", width=390)
        screenshot(cook, "german-recipe-us-desktop")
        cook.get(base + "/admin")
        assert response_status(cook) == 200, "the provider's admin group makes an admin"
        cook.get(base + "/recipes")
        submit(cook, "form[action='/logout']")
        assert cook.current_url.rstrip("/") == base, cook.current_url
        cook.get(base + "/account")
        assert "/login" in cook.current_url, "logged out of Larder"
        # Logged out of the provider too: signing in again asks for the password.
        cook.get(base + "/login")
        follow(cook, cook.find_element(By.LINK_TEXT, "Sign in with Test provider"))
        assert "/accounts/login/" in cook.current_url, cook.current_url
        assert_no_console_errors(cook)
    finally:
        if cook:
            cook.quit()
        deployment.stop()
        provider.kill()
        provider.wait()
        shutil.rmtree(folder, ignore_errors=True)


# ---------- The offline kitchen: the service worker, with the DevTools protocol's network emulation ----------

class DevTools:
    """The browser's own DevTools connection, for what selenium's page session cannot reach: a
    service worker is a target of its own, and network emulation must be set on it as well."""

    def __init__(self, driver):
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        endpoint = json.load(urllib.request.urlopen(f"http://{address}/json/version", timeout=5))["webSocketDebuggerUrl"]
        self.socket = websocket.create_connection(endpoint, timeout=10, suppress_origin=True)
        self.next_id = 0
        self.sessions = {}

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            answer = json.loads(self.socket.recv())
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def workers(self):
        """A session on each service worker, attached once and kept."""
        for target in self.send("Target.getTargets")["targetInfos"]:
            if target["type"] == "service_worker" and target["targetId"] not in self.sessions:
                self.sessions[target["targetId"]] = self.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
        return list(self.sessions.values())

    def close(self):
        self.socket.close()


def set_offline(driver, offline, latency=0):
    """The phone loses (or finds) its network: the page's requests and its service worker's fail
    as they do without a signal, and the page hears `offline` (or `online`). `latency`: a network
    that answers, in the end (ms)."""
    conditions = {"offline": offline, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1}
    if not hasattr(driver, "devtools"):
        driver.devtools = DevTools(driver)
    for session in driver.devtools.workers():
        driver.devtools.send("Network.enable", {}, session)
        driver.devtools.send("Network.emulateNetworkConditions", conditions, session)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return navigator.onLine") == (not offline))


def kept_under_worker(driver, paths, timeout=20):
    """Waits until the service worker controls the page and keeps each of `paths` (the page is
    loaded again once it does, as the first load came before the worker)."""
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
    def kept(d):
        return d.execute_async_script("""
            const [paths, done] = arguments;
            caches.keys().then(async (names) => {
              const name = names.find((n) => n.startsWith('larder-pages-'));
              if (!name) return done(false);
              const cache = await caches.open(name);
              for (const path of paths) if (!(await cache.match(path))) return done(false);
              done(true);
            }).catch(() => done(false));""", paths)
    if not kept(driver):
        driver.refresh()
    WebDriverWait(driver, timeout, poll_frequency=0.3).until(kept)


def kept_fetched(driver, path):
    """When the worker last fetched its kept copy of `path` (ms since 1970), 0 when none is kept."""
    return driver.execute_async_script("""
        const [path, done] = arguments;
        caches.keys().then(async (names) => {
          const name = names.find((n) => n.startsWith('larder-pages-'));
          const kept = name && await (await caches.open(name)).match(path);
          done(kept ? Number(kept.headers.get('X-Larder-Fetched')) : 0);
        });""", path)


def cache_names(driver):
    return driver.execute_async_script("caches.keys().then(arguments[0])")


def navigation_ms(driver):
    """How long the page now shown took, from the navigation's start to its load event."""
    return driver.execute_script("const n = performance.getEntriesByType('navigation')[0]; return Math.round(n.loadEventEnd - n.startTime)")


def add_by_hand(driver, text):
    form = driver.find_element(By.CSS_SELECTOR, "form[data-shopping-add]")
    field = form.find_element(By.NAME, "text")
    field.clear()
    field.send_keys(text)
    click(driver, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    WebDriverWait(driver, 5).until(lambda d: text in shopping_texts(d))


def tick(driver, text):
    item = driver.find_element(By.XPATH, f"//li[contains(@class,'shopping-item')][.//span[@class='tick-text'][normalize-space()='{text}']]")
    click(driver, item.find_element(By.CSS_SELECTOR, "button.tick"))


def offline_status(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-offline-status]").text


def two_phones_on_one_list(phone, other, server, email, name, things):
    """A newcomer's household with `things` on its list, kept by `phone`'s worker, and the same
    person signed in on `other`, following the list live."""
    register_with_household(phone, server, email, name, f"{name}'s kitchen")
    phone.get(server.base + "/shopping")
    for thing in things:
        add_by_hand(phone, thing)
    added = time.time() * 1000
    phone.get(server.base + "/shopping")
    kept_under_worker(phone, ["/shopping"])
    # The worker may have kept the empty list of the first visit: wait for a copy fetched after
    # the things were added, as a phone that has been online since holds. Patient: `make test`
    # runs the operations lane beside this one, and its load test once held the copy past 10 s.
    try:
        WebDriverWait(phone, 30, poll_frequency=0.2).until(lambda d: kept_fetched(d, "/shopping") >= added)
    except TimeoutException:
        raise AssertionError(f"no copy of /shopping kept since the additions at {added:.0f}: "
                             f"the kept one was fetched at {kept_fetched(phone, '/shopping')}") from None
    other.get(server.base + "/login")
    fill(other, "email", email)
    fill(other, "password", "correct-horse-battery")
    submit(other, "form[action='/login']")
    other.get(server.base + "/shopping")


def scenario_install_larder_as_an_app(server):
    """Chromium finds Larder installable: a valid manifest with its icons, and a service worker that answers offline."""
    phone = browser()
    try:
        register_with_household(phone, server, "installer@example.com", "Ina", "Ina's kitchen")
        phone.get(server.base + "/shopping")
        kept_under_worker(phone, ["/shopping"])
        manifest = phone.execute_cdp_cmd("Page.getAppManifest", {})
        assert manifest["url"].endswith("/manifest.webmanifest") and not manifest["errors"], manifest
        errors = phone.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"]
        assert errors == [], f"Chromium says Larder is not installable: {errors}"
        # Chromium's offer, as the footer's button (the browser's own dialog is not drawn headless).
        phone.refresh()
        offer = WebDriverWait(phone, 10).until(expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "[data-install]")))
        assert offer.text.startswith("Install Larder on this device"), offer.text
        screenshot(phone, "install-offer-phone", width=390)
        assert_no_console_errors(phone)
    finally:
        phone.quit()


def scenario_shop_offline_and_the_other_phone_catches_up(server):
    """Offline in the shop: 5 ticks, an untick and "batteries" show at once, survive a reload, and count as waiting; back online, a second phone sees the same list within 3 s."""
    phone, other = browser(), browser()
    try:
        things = ["apples", "bread", "cheese", "dates", "eggs", "figs"]
        two_phones_on_one_list(phone, other, server, "shopper@example.com", "Sol", things)

        set_offline(phone, True)
        for thing in things[:5]:
            tick(phone, thing)
        WebDriverWait(phone, 5).until(lambda d: len(ticked_items(d)) == 5)
        tick(phone, "cheese")
        add_by_hand(phone, "batteries")
        WebDriverWait(phone, 5).until(lambda d: "Changes waiting to be sent: 7." in offline_status(d))
        assert sorted(ticked_items(phone)) == ["apples", "bread", "dates", "eggs"], ticked_items(phone)
        screenshot(phone, "offline-shopping-waiting-phone", width=390)

        phone.refresh()
        WebDriverWait(phone, 5).until(lambda d: "Changes waiting to be sent: 7." in offline_status(d))
        opened = navigation_ms(phone)
        banner = phone.find_element(By.CSS_SELECTOR, ".offline-banner").text
        assert banner.startswith("You are offline. Offline since") and "This copy was fetched" in banner, banner
        assert sorted(ticked_items(phone)) == ["apples", "bread", "dates", "eggs"] and "batteries" in shopping_texts(phone), shopping_texts(phone)
        assert sorted(ticked_items(other)) == [], "the other phone saw changes that were never sent"
        print(f"browser: the kept shopping list opened offline in {opened} ms")
        screenshot(phone, "offline-shopping-reloaded-phone", width=390)

        fetched = kept_fetched(phone, "/shopping")
        set_offline(phone, False)
        began = time.time()
        WebDriverWait(other, 3, poll_frequency=0.1).until(
            lambda d: sorted(ticked_items(d)) == ["apples", "bread", "dates", "eggs"] and "batteries" in shopping_texts(d))
        print(f"browser: the other phone caught up {time.time() - began:.1f} s after the network returned")
        WebDriverWait(phone, 5).until(lambda d: "Your offline changes are on the list." in offline_status(d))
        assert "waiting" not in offline_status(phone)
        # Back online, the kept pages are fetched again in the background.
        WebDriverWait(phone, 10).until(lambda d: kept_fetched(d, "/shopping") > fetched)
        # One bar of signal: a network that takes 6 s to answer. The kept copy is shown after 4, and says why.
        set_offline(phone, False, latency=6000)
        began = time.time()
        phone.get(server.base + "/shopping")
        banner = phone.find_element(By.CSS_SELECTOR, ".offline-banner").text
        assert banner.startswith("The network is slow to answer") and time.time() - began < 5.5, (banner, time.time() - began)
        set_offline(phone, False)
        assert_no_console_errors(phone, expected=["ERR_INTERNET_DISCONNECTED", "Failed to fetch", "events"])
    finally:
        phone.quit()
        other.quit()


def scenario_an_offline_tick_on_an_item_another_phone_removed(server):
    """Phone A ticks "lemons" offline while phone B removes lemons and ticks flour; back online, both phones show the same list and A is told lemons was gone."""
    a, b = browser(), browser()
    try:
        two_phones_on_one_list(a, b, server, "lemons@example.com", "Lee", ["lemons", "flour"])

        set_offline(a, True)
        tick(a, "lemons")
        WebDriverWait(a, 5).until(lambda d: "Changes waiting to be sent: 1." in offline_status(d))
        lemons = b.find_element(By.XPATH, "//li[contains(@class,'shopping-item')][.//span[normalize-space()='lemons']]")
        click(b, lemons.find_element(By.XPATH, ".//button[starts-with(normalize-space(),'Remove')]"))
        WebDriverWait(b, 5).until(lambda d: "lemons" not in shopping_texts(d))
        tick(b, "flour")
        WebDriverWait(b, 5).until(lambda d: ticked_items(d) == ["flour"])

        set_offline(a, False)
        WebDriverWait(a, 5).until(lambda d: "“lemons” was no longer on the list" in offline_status(d))
        WebDriverWait(a, 5).until(lambda d: shopping_texts(d) == ["flour"] and ticked_items(d) == ["flour"])
        WebDriverWait(b, 5).until(lambda d: shopping_texts(d) == ["flour"] and ticked_items(d) == ["flour"])
        screenshot(a, "offline-conflict-told-phone", width=390)
    finally:
        a.quit()
        b.quit()


def scenario_cook_a_planned_recipe_offline(server):
    """A planned recipe, kept with the week, opens offline after a reload, scales to 6 and runs a timer that rings."""
    cook = browser()
    try:
        register_with_household(cook, server, "offline-cook@example.com", "Oda", "Oda's kitchen")
        cook.get(server.base + "/recipes/new")
        fill(cook, "name", "Tent stew")
        fill(cook, "servings", "2")
        fill(cook, "steps[0][instructions]", "Simmer, watching it.")
        fill(cook, "steps[0][minutes]", "4 s")
        fill(cook, "steps[0][ingredients]", "200 g lentils\n1 onion")
        save_recipe(cook)
        recipe = cook.current_url.split("?")[0]
        path = recipe[len(server.base):]
        planned = cook.execute_async_script("""
            const [path, day, done] = arguments;
            const body = new URLSearchParams({_csrf: document.querySelector('input[name=_csrf]').value, day, slot: 'dinner', servings: '2'});
            fetch(path + '/plan', {method: 'POST', body, credentials: 'same-origin'}).then((r) => done(r.status)).catch((e) => done(String(e)));""",
            path, time.strftime("%Y-%m-%d"))
        assert planned in (200, 303), planned
        cook.get(server.base + "/plan")
        kept_under_worker(cook, ["/plan", path, path + "?servings=6", path + "?servings=12"], timeout=30)
        kept = cook.execute_async_script("""
            const done = arguments[0];
            caches.keys().then(async (names) => {
              const urls = [];
              for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
              done(urls);
            });""")
        never = [url for url in kept if re.search(r"/api/|/healthz|/export|/shopping/(items|events)|/sw\.js", url) or not url.startswith(server.base)]
        assert not never, f"the worker kept what it must not: {never}"

        set_offline(cook, True)
        cook.get(recipe)
        cook.refresh()
        assert "Tent stew" in cook.find_element(By.TAG_NAME, "h1").text
        assert "This copy was fetched" in cook.find_element(By.CSS_SELECTOR, ".offline-banner").text
        opened = navigation_ms(cook)
        print(f"browser: the kept recipe opened offline in {opened} ms")
        # Typed over, as a thumb does: the field asks for the page once it changes.
        servings = cook.find_element(By.CSS_SELECTOR, "input.servings-input")
        cook.execute_script("window.larderOldPage = true")
        servings.send_keys(Keys.CONTROL, "a")
        servings.send_keys("6", Keys.TAB)
        WebDriverWait(cook, 10).until(lambda d: d.execute_script(
            "return window.larderOldPage === undefined && document.readyState === 'complete'"))
        assert "servings=6" in cook.current_url and "600 g lentils" in cook.page_source and "3 onions" in cook.page_source, cook.current_url
        screenshot(cook, "offline-recipe-scaled-phone", width=390)
        timer = WebDriverWait(cook, 5).until(expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, "button.timer")))
        click(cook, timer)
        screenshot(cook, "offline-recipe-timer-phone", width=390)
        alert = WebDriverWait(cook, 10).until(expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, ".timer-alert")))
        assert "time is up" in alert.text, alert.text
        # A page this phone never kept: Larder's own offline page, with links to what it keeps.
        cook.get(server.base + "/recipes")
        assert cook.find_element(By.TAG_NAME, "h1").text == "You are offline"
        WebDriverWait(cook, 5).until(lambda d: "Tent stew" in d.find_element(By.CSS_SELECTOR, "[data-kept-recipes]").text)
        screenshot(cook, "offline-page-phone", width=390)
    finally:
        cook.quit()


def scenario_the_next_person_on_the_phone_sees_nothing_of_the_first(server):
    """One phone, two people: after a sign-out nothing of the first shows, offline or online, and only the second's pages are kept."""
    phone = browser()
    try:
        register_with_household(phone, server, "first@example.com", "Fay", "Fay's house")
        phone.get(server.base + "/shopping")
        add_by_hand(phone, "secret truffles")
        phone.get(server.base + "/shopping")
        kept_under_worker(phone, ["/shopping"])
        follow(phone, phone.find_element(By.CSS_SELECTOR, "form[action='/logout'] button"))
        WebDriverWait(phone, 5).until(lambda d: not [n for n in cache_names(d) if n.startswith("larder-pages-")])

        set_offline(phone, True)
        phone.get(server.base + "/shopping")
        assert "secret truffles" not in phone.page_source and phone.find_element(By.TAG_NAME, "h1").text == "You are offline"
        set_offline(phone, False)
        register_with_household(phone, server, "second@example.com", "Sam", "Sam's house")
        phone.get(server.base + "/shopping")
        assert "secret truffles" not in phone.page_source
        kept_under_worker(phone, ["/shopping"])
        set_offline(phone, True)
        phone.get(server.base + "/shopping")
        assert "Sam" in phone.page_source and "secret truffles" not in phone.page_source and "Fay" not in phone.page_source
        assert len([n for n in cache_names(phone) if n.startswith("larder-pages-")]) == 1, cache_names(phone)
        set_offline(phone, False)
    finally:
        phone.quit()


def scenario_a_new_deployment_replaces_the_worker(server):
    """A deployment with a new build id: the phone's next load brings its worker, and the old build's files are gone."""
    phone = browser()
    port = free_port()
    instance = server.deployment.start(env={"LARDER_BUILD_ID": "first-build"}, port=port)
    try:
        phone.get(instance.base + "/login")
        WebDriverWait(phone, 20).until(lambda d: "larder-shell-first-build" in cache_names(d))
        instance.stop()
        server.deployment.instances.remove(instance)
        instance = server.deployment.start(env={"LARDER_BUILD_ID": "second-build"}, port=port)
        phone.get(instance.base + "/login")
        WebDriverWait(phone, 20).until(lambda d: "larder-shell-second-build" in cache_names(d)
                                       and "larder-shell-first-build" not in cache_names(d))
        phone.get(instance.base + "/login")
        script = phone.execute_async_script(
            "navigator.serviceWorker.getRegistration().then((r) => fetch(r.active.scriptURL)).then((r) => r.text()).then(arguments[0])")
        assert 'const BUILD = "second-build";' in script
    finally:
        phone.quit()
        instance.stop()
        if instance in server.deployment.instances:
            server.deployment.instances.remove(instance)


SCENARIOS = [scenario_cooks_amounts, scenario_sign_in_through_the_provider_switch_to_german_and_cook_in_us_units, scenario_newcomer_invites_a_flatmate, scenario_cook_writes_a_recipe_and_uses_a_timer, scenario_timer_survives_a_reload,
             scenario_editor_without_javascript, scenario_two_tabs_keep_both_edits, scenario_delete_then_undo,
             scenario_only_member_leaves_and_brings_it_back, scenario_a_step_done_while_another_waits,
             scenario_plan_a_day_by_any_spelling, scenario_shopping_list_merges_as_a_cook_would,
             scenario_plan_the_week_and_shop_together, scenario_paste_a_recipe_address,
             scenario_fifty_addresses_show_progress, scenario_import_a_paprika_export, scenario_make_and_revoke_an_access_token,
             scenario_read_the_api_reference, scenario_history_compare_restore_and_share, scenario_recipes_arrive_whole,
             scenario_daily_paths, scenario_install_larder_as_an_app, scenario_shop_offline_and_the_other_phone_catches_up,
             scenario_an_offline_tick_on_an_item_another_phone_removed, scenario_cook_a_planned_recipe_offline,
             scenario_the_next_person_on_the_phone_sees_nothing_of_the_first, scenario_a_new_deployment_replaces_the_worker]


def main(words):
    if not os.path.exists(LARDER):
        print(f"build larder first ({LARDER} is missing)", file=sys.stderr)
        return 2
    scenarios = [scenario for scenario in SCENARIOS if not words or any(word in scenario.__name__ for word in words)]
    if not scenarios:
        print(f"no scenario's name contains any of {words}", file=sys.stderr)
        return 2
    # The import scenarios' recipe site is on loopback, and 50 pages must not wait out the minute's budget;
    # every newcomer of every scenario registers from this one client (the limit has its fault scenario).
    server = Server(env={"LARDER_FETCH_ALLOW_PRIVATE": "1", "LARDER_FETCHES_PER_MINUTE": "1000", "LARDER_REGISTRATIONS_PER_CLIENT": "100"})
    failures = 0
    started = time.time()
    try:
        for scenario in scenarios:
            began = time.time()
            try:
                scenario(server)
                print(f"browser: ok   ({time.time() - began:.0f} s) {scenario.__doc__.strip()}")
            except Exception:
                failures += 1
                print(f"browser: FAIL ({time.time() - began:.0f} s) {scenario.__doc__.strip()}\n{traceback.format_exc()}")
    finally:
        server.stop()
    print(f"browser: {len(scenarios) - failures} of {len(scenarios)} scenarios passed in {time.time() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
