#!/usr/bin/env python3
"""Browser tests: a real Chromium drives a real Larder server on a throwaway database.

Without DATABASE_URL, starts `larder serve` on a free port with its embedded PostgreSQL in a
temporary folder. With DATABASE_URL, creates a fresh database `larder_browser_<random>` on that
server (its role needs CREATEDB), runs `larder migrate` and creates the demo account there, and
serves from it. Runs the scenarios below with selenium, stops the server, drops the database or
removes the folder. Exits non-zero when a scenario fails.

The browser: Chromium, else Google Chrome, each with a chromedriver of the same major version,
found on PATH, in $CHROMEWEBDRIVER (GitHub's runners) or in Debian's places; snaps are skipped.

With LARDER_SCREENSHOTS=<folder>, the editor, conflict and undo scenarios also save screenshots
there (desktop and 390 px phone widths) for a person to review.
"""
import base64
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


def scenario_two_tabs_keep_both_edits(server):
    """The cook fixes a step order with Alt+↑, then edits the recipe in two tabs: the later save is refused and shown beside the earlier, keeping mine saves over theirs, taking theirs keeps theirs."""
    cook = browser()
    try:
        log_in_as_demo_cook(cook, server)
        cook.get(server.base + "/recipes/new")
        assert has_javascript(cook)
        fill(cook, "name", "Lemon posset in two tabs")
        fill(cook, "summary", "Three ingredients, one night in the fridge.")
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
        assert recipe_page_steps(cook) == [boil, "Chill for at least four hours."], recipe_page_steps(cook)

        first = cook.current_window_handle
        cook.get(page + "/edit")
        cook.switch_to.new_window("tab")
        second = cook.current_window_handle
        cook.get(page + "/edit")

        cook.switch_to.window(first)
        fill(cook, "steps[0][instructions]", "Bring the cream and sugar to a boil for 3 minutes, then stir in the lemon juice.")
        save_recipe(cook)
        assert "Your changes are saved." in flashes(cook), flashes(cook)

        cook.switch_to.window(second)
        fill(cook, "summary", "The easiest dessert there is.")
        save_recipe(cook)
        assert response_status(cook) == 409, response_status(cook)
        heading = cook.find_element(By.CSS_SELECTOR, "section.conflict h2").text
        assert heading == "Not saved yet: someone else saved this recipe first", heading
        assert not cook.find_elements(By.CSS_SELECTOR, ".error-summary"), "no field is wrong: no error summary"
        rows = conflict_rows(cook)
        assert rows["Summary"] == ("Three ingredients, one night in the fridge.", "The easiest dessert there is."), rows
        assert rows["Step 1"][0].startswith("Bring the cream") and rows["Step 1"][1].startswith("Boil the cream"), rows
        assert set(rows) == {"Summary", "Step 1"}, rows
        # What the second tab typed is still in the form, to keep or to change.
        assert cook.find_element(By.NAME, "summary").get_attribute("value") == "The easiest dessert there is."
        assert editor_steps(cook)[0]["instructions"] == boil
        screenshot(cook, "conflict-desktop")
        screenshot(cook, "conflict-phone", width=390)
        follow(cook, cook.find_element(By.XPATH, "//section[contains(@class,'conflict')]//button[starts-with(normalize-space(), 'Keep mine')]"))
        assert cook.current_url.split("?")[0] == page, cook.current_url
        assert "Your changes are saved." in flashes(cook), flashes(cook)
        assert cook.find_element(By.CSS_SELECTOR, ".recipe-summary").text == "The easiest dessert there is."
        # The second tab's form held the old step 1, so keeping mine put it back: the table said so.
        assert recipe_page_steps(cook)[0] == boil, recipe_page_steps(cook)

        # Again, and this time the second tab takes theirs.
        cook.get(page + "/edit")
        cook.switch_to.window(first)
        cook.get(page + "/edit")
        fill(cook, "steps[1][instructions]", "Pour into glasses and chill overnight.")
        save_recipe(cook)
        assert "Your changes are saved." in flashes(cook), flashes(cook)
        cook.switch_to.window(second)
        fill(cook, "summary", "Summary the second tab will give up.")
        save_recipe(cook)
        assert response_status(cook) == 409, response_status(cook)
        assert set(conflict_rows(cook)) == {"Summary", "Step 2"}, conflict_rows(cook)
        follow(cook, cook.find_element(By.LINK_TEXT, "Take theirs (discard mine)"))
        assert cook.current_url.split("?")[0] == page, cook.current_url
        assert cook.find_element(By.CSS_SELECTOR, ".recipe-summary").text == "The easiest dessert there is."
        assert recipe_page_steps(cook) == [boil, "Pour into glasses and chill overnight."], recipe_page_steps(cook)
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


def ticked_items(driver):
    """The texts of the shopping list's ticked items, as the page shows them now."""
    return driver.execute_script(
        "return [...document.querySelectorAll('.shopping-item--ticked .tick-text')].map(e => e.textContent)")


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


SCENARIOS = [scenario_newcomer_invites_a_flatmate, scenario_cook_writes_a_recipe_and_uses_a_timer, scenario_timer_survives_a_reload,
             scenario_editor_without_javascript, scenario_two_tabs_keep_both_edits, scenario_delete_then_undo,
             scenario_plan_the_week_and_shop_together]


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
