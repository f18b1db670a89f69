#!/usr/bin/env python3
"""Writes one fixture per export shape of Mealie, Paprika, Nextcloud Cookbook and Tandoor beside this
script, and accounting.json: what each recipe of each file holds, counted from the data written.

Run it from anywhere: `python3 make_shapes.py`. Standard library only; the output is byte-for-byte the
same on every run (fixed zip dates, gzip without a time stamp). SHAPES.md beside it says which version
of which app writes each shape, and where in the app's own source that was read.

The recipes are written for these fixtures. Each file's recipes are built in the app's own form; the
accounting is then read back from that form by the small readers at the end of this file (one per
app, following the app's own display rules as SHAPES.md describes them), never typed by hand.
After writing, every file is opened again (zips, nested zips, gzip, JSON) and a table is printed.
"""
import base64
import gzip
import io
import json
import os
import re
import uuid
import zipfile
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATE = (2024, 1, 1, 0, 0, 0)
LIMIT = 50 * 1024

# The same tiny pictures as ../apps/make_fixtures.py (8x6 pixels, made with libvips).
JPEG = base64.b64decode(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwC54Wsk+TpRRRXoYzKMF7R/u0elw5Ul9Sjqf//Z")
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYUlEQVQI1w3JMQFEMQhEwRPxa0REBDVKVsmrERER1ChZHZdp5/cRhyhCBMQlljDx+8hDFikS8pJLmnyhgwoJgS5aZPSiD120aOhLL236xRymGDEwl1nGzAsfXFgYfPFi4z83+0oRw6JCAQAAAABJRU5ErkJggg==")
WEBP = base64.b64decode(
    "UklGRiABAABXRUJQVlA4WAoAAAAIAAAABwAABQAAVlA4IEAAAADwAQCdASoIAAYAAUAmJbACdEf/gbh536AA/q0fNZuiEKZQwew6xt+X8Xw+f+adxY1Zf9K/8f8qjT//YwFNLAAARVhJRroAAABFeGlmAABJSSoACAAAAAYAEgEDAAEAAAABAAAAGgEFAAEAAABWAAAAGwEFAAEAAABeAAAAKAEDAAEAAAACAAAAEwIDAAEAAAABAAAAaYcEAAEAAABmAAAAAAAAADhjAADoAwAAOGMAAOgDAAAGAACQBwAEAAAAMDIxMAGRBwAEAAAAAQIDAACgBwAEAAAAMDEwMAGgAwABAAAA//8AAAKgBAABAAAACAAAAAOgBAABAAAABgAAAAAAAAA=")

FILES = []  # the accounting, one entry per fixture file, in the order written


# ---------------------------------------------------------------------------------------------
# Writing

def zip_bytes(entries, compression=zipfile.ZIP_DEFLATED):
    """A zip of (path, bytes) in order, with fixed dates."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for path, data in entries:
            info = zipfile.ZipInfo(path, DATE)
            info.compress_type = compression
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def gz(data):
    return gzip.compress(data, mtime=0)


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(data)


def python_json(value, indent=None):
    """As Python's json.dumps writes by default (Mealie): ASCII only."""
    return json.dumps(value, indent=indent).encode("utf-8")


def php_json(value):
    """As PHP's json_encode writes by default (Nextcloud Cookbook): ASCII only, "/" escaped."""
    return json.dumps(value, separators=(",", ":")).replace("/", "\\/").encode("utf-8")


def drf_json(value):
    """As Django REST framework's JSONRenderer writes (Tandoor): compact, UTF-8."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def ids(seed, count, dashed=True):
    """Stable UUIDs: with dashes as PostgreSQL stores them, 32 hex digits as SQLite does."""
    made = [uuid.uuid5(uuid.NAMESPACE_URL, f"larder-app-shapes/{seed}/{n}") for n in range(count)]
    return [str(u) if dashed else u.hex for u in made]


def dashed(hex_id):
    return str(uuid.UUID(hex_id))


def sha(seed):
    return uuid.uuid5(uuid.NAMESPACE_URL, seed).hex * 2


# ---------------------------------------------------------------------------------------------
# Counting (shared by the readers at the end)

ISO_DURATION = re.compile(r"^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$")
SPELLED_DURATION = re.compile(r"(\d+\s+\d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?)\s*([A-Za-z]+)")
TIME_UNITS = {"h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
              "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
              "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1}


def number(text):
    text = text.strip().replace(",", ".")
    if " " in text:
        whole, fraction = text.split()
        return int(whole) + Fraction(fraction)
    return Fraction(text)


def seconds(text):
    """Seconds in a time as the source writes it: an ISO 8601 duration ("PT1H20M", "PT0H20M0S") or
    amounts with units ("2 Hours 30 Minutes", "1 1/2 hours", "45 min"). Empty or missing is None.
    Every time text these fixtures write must read as one of those: anything else stops the script."""
    if text is None:
        return None
    text = text.strip()
    if not text:
        return None
    match = ISO_DURATION.match(text)
    if match and text != "P":
        days, hours, minutes, secs = (int(part or 0) for part in match.groups())
        total = days * 86400 + hours * 3600 + minutes * 60 + secs
        return total or None
    total = Fraction(0)
    found = False
    for amount, unit in SPELLED_DURATION.findall(text):
        if unit.lower() not in TIME_UNITS:
            raise ValueError(f"not a time unit in {text!r}: {unit}")
        total += number(amount) * TIME_UNITS[unit.lower()]
        found = True
    if not found:
        raise ValueError(f"not a duration: {text!r}")
    return int(round(total)) or None


def quantity_text(quantity):
    """1, 1.5, 0.333: as Larder writes an amount. None or 0 is no amount."""
    if quantity in (None, 0):
        return None
    quantity = float(quantity)
    if quantity == int(quantity):
        return str(int(quantity))
    return f"{quantity:.3f}".rstrip("0").rstrip(".")


def line_text(quantity, unit, food, note):
    """A parsed line as a cook reads it: amount, unit (only with an amount), food, then ", note"."""
    amount = quantity_text(quantity)
    head = " ".join(part for part in [amount, unit if amount else None, food] if part)
    note = (note or "").strip()
    if not note:
        return head
    return f"{head}, {note}" if head else note


def account(name, *, headings, step_count, step_headings, times, notes, categories, tags, keywords, tools,
            rating, photo, yield_, line_texts, **extra):
    assert all(text for text in line_texts), f"{name}: an ingredient line reads as nothing"
    recipe = {"name": name, "ingredient_lines": len(line_texts), "headings": headings, "steps": step_count,
              "step_headings": step_headings, "times": times, "notes": notes, "categories": categories,
              "tags": tags, "keywords": keywords, "tools": tools, "rating": rating, "photo": photo,
              "yield": yield_, "line_texts": line_texts}
    recipe.update(extra)
    return recipe


def stars(value):
    """A rating as the source stores it; 0 or nothing means not rated."""
    if value in (None, 0, 0.0):
        return None
    return int(value) if float(value) == int(value) else value


# =============================================================================================
# Mealie before 1.0: a zip of one JSON document per recipe.

SNAKE_TO_CAMEL = {
    "recipe_category": "recipeCategory", "date_added": "dateAdded", "date_updated": "dateUpdated",
    "recipe_yield": "recipeYield", "recipe_ingredient": "recipeIngredient", "recipe_instructions": "recipeInstructions",
    "total_time": "totalTime", "prep_time": "prepTime", "perform_time": "performTime", "org_url": "orgURL",
    "disable_amount": "disableAmount", "show_nutrition": "showNutrition", "show_assets": "showAssets",
    "landscape_view": "landscapeView", "disable_comments": "disableComments", "file_name": "fileName",
    "fat_content": "fatContent", "protein_content": "proteinContent", "carbohydrate_content": "carbohydrateContent",
    "fiber_content": "fiberContent", "sodium_content": "sodiumContent", "sugar_content": "sugarContent",
}


def camel(value, key=None):
    """The snake_case document as the 0.5 API writes it (pydantic by_alias): camelCase keys, `orgURL`.
    The cook's own `extras` keep their keys."""
    if isinstance(value, dict) and key != "extras":
        return {SNAKE_TO_CAMEL.get(k, k): camel(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [camel(v) for v in value]
    return value


def v05_ingredient(quantity, unit, food, note="", title=None, disable_amount=False):
    """Mealie 0.5's RecipeIngredient.dict(): `quantity` is an int in 0.5's schema."""
    return {"title": title, "note": note, "unit": None if unit is None else {"name": unit, "description": ""},
            "food": None if food is None else {"name": food, "description": ""},
            "disable_amount": disable_amount, "quantity": quantity}


def note_only(note, title=None, quantity=0, disable_amount=True):
    return v05_ingredient(quantity, None, None, note, title, disable_amount)


def step(text, title=""):
    return {"title": title, "text": text}


def v05_recipe(id, name, slug, *, description, yield_, ingredients, instructions, prep, perform, total, categories,
               tags, tools, rating, org_url, notes, amounts_off, date_added, extras=None, nutrition=None, photo=False):
    """Recipe.dict() of Mealie 0.5 (mealie/schema/recipe/recipe.py), as backups wrote it."""
    nutrition = nutrition or {}
    return {
        "id": id, "name": name, "slug": slug, "image": "original.webp" if photo else None, "description": description,
        "recipe_category": categories, "tags": tags, "rating": rating, "date_added": date_added,
        "date_updated": f"{date_added} 18:04:05.123456", "recipe_yield": yield_,
        "recipe_ingredient": ingredients, "recipe_instructions": instructions,
        "nutrition": {key: nutrition.get(key) for key in ["calories", "fat_content", "protein_content", "carbohydrate_content",
                                                          "fiber_content", "sodium_content", "sugar_content"]},
        "tools": tools, "total_time": total, "prep_time": prep, "perform_time": perform,
        "settings": {"public": True, "show_nutrition": bool(nutrition), "show_assets": False, "landscape_view": True,
                     "disable_comments": False, "disable_amount": amounts_off},
        "assets": [], "notes": [{"title": t, "text": x} for t, x in notes], "org_url": org_url,
        "extras": extras or {}, "comments": [],
    }


def legacy_recipes_snake_a():
    galette = v05_recipe(
        1, "Plum Galette", "plum-galette", description="A free-form tart for late-summer plums.", yield_="8 slices",
        ingredients=[
            v05_ingredient(200, "g", "plain flour", title="For the pastry"),
            v05_ingredient(120, "g", "cold butter", "cubed"),
            v05_ingredient(3, "tbsp", "iced water"),
            note_only("A pinch of salt"),
            v05_ingredient(6, None, "plums", "halved and stoned", title="For the filling"),
            v05_ingredient(2, "tbsp", "demerara sugar"),
            v05_ingredient(1, "tsp", "ground cinnamon"),
            note_only("Crème fraîche", title="To serve"),
        ],
        instructions=[
            step("Rub the butter into the flour and salt, then bring together with the water.", "Pastry"),
            step("Wrap and chill for 30 minutes."),
            step("Roll out to a rough circle, pile the plums in the middle and fold the edges over.", "Assemble"),
            step("Sprinkle with the sugar and cinnamon; bake at 200 °C for 40 minutes."),
        ],
        prep="45 Minutes", perform="1 Hour", total="1 Hour 45 Minutes", categories=["Dessert", "Baking"],
        tags=["Autumn", "Fruit"], tools=["Rolling pin", "Baking sheet"], rating=4, org_url="https://example.com/plum-galette",
        notes=[("Make ahead", "The pastry keeps 3 days in the fridge."), ("Swap", "Apricots work as well.")],
        amounts_off=False, date_added="2021-09-12", extras={"wine": "Late-harvest riesling"},
        nutrition={"calories": "310", "fat_content": "14 g", "sugar_content": "18 g"}, photo=True)
    ribs = v05_recipe(
        2, "Braised Short Ribs", "braised-short-ribs", description="", yield_="4 servings",
        ingredients=[
            # Parsed into food and unit later, but amounts are off: the cook reads the note.
            v05_ingredient(1, "kg", "beef short ribs", "1.5 kg beef short ribs", title="For the braise", disable_amount=True),
            note_only("2 onions, sliced", quantity=1),
            note_only("3 cloves garlic", quantity=1),
            note_only("500 ml red wine", quantity=1),
            note_only("2 tbsp tomato purée", quantity=1),
            note_only("Mashed potatoes", title="To serve", quantity=1),
            note_only("Gremolata", quantity=1),
        ],
        instructions=[
            step("Brown the ribs well on all sides."),
            step("Soften the onions and garlic, then add the wine and purée."),
            step("Return the ribs, cover and braise at 150 °C for 3 hours.", "Braise"),
            step("Serve on the mash with gremolata."),
        ],
        prep="30 Minutes", perform="3 Hours", total="3 Hours 30 Minutes", categories=["Dinner"], tags=["Beef", "Slow cook"],
        tools=[], rating=None, org_url=None, notes=[("", "Even better the next day.")], amounts_off=True, date_added="2021-10-02")
    shakshuka = v05_recipe(
        3, "Green Shakshuka", "green-shakshuka", description="Eggs baked in leeks and spinach.", yield_="2",
        ingredients=[
            v05_ingredient(2, "tbsp", "olive oil"),
            v05_ingredient(1, None, "leek", "sliced"),
            v05_ingredient(200, "g", "spinach"),
            v05_ingredient(4, None, "eggs"),
            note_only("Feta, to crumble over"),
        ],
        instructions=[step("Soften the leek in the oil."), step("Wilt in the spinach and make four hollows."),
                      step("Crack in the eggs, cover and cook for 6 minutes; crumble over the feta.")],
        prep="10 Minutes", perform="20 Minutes", total="", categories=[], tags=["Vegetarian"], tools=["Frying pan"],
        rating=5, org_url="", notes=[], amounts_off=False, date_added="2021-11-20", photo=True)
    return [galette, ribs, shakshuka]


def legacy_recipes_snake_b():
    buns = v05_recipe(
        4, "Cardamom Buns", "cardamom-buns", description="Swedish knots.", yield_="12 buns",
        ingredients=[
            v05_ingredient(500, "g", "strong flour", title="For the dough"),
            v05_ingredient(7, "g", "dried yeast"),
            v05_ingredient(250, "ml", "warm milk"),
            v05_ingredient(75, "g", "butter", "softened"),
            v05_ingredient(100, "g", "butter", "very soft", title="For the filling"),
            v05_ingredient(80, "g", "light brown sugar"),
            v05_ingredient(2, "tsp", "ground cardamom"),
            note_only("2 tbsp syrup from a jar of stem ginger", title="For the glaze"),
        ],
        instructions=[
            step("Mix the dough and knead for 10 minutes.", "Dough"),
            step("Leave to rise for 1 hour."),
            step("Roll out, spread with the filling, fold and cut into strips.", "Shape"),
            step("Twist into knots, prove for 30 minutes and bake at 200 °C for 12 minutes."),
            step("Brush with the glaze while warm.", "Finish"),
        ],
        prep="2 Hours", perform="12 Minutes", total="2 Hours 12 Minutes", categories=["Baking"], tags=["Swedish"],
        tools=["Pastry brush"], rating=5, org_url="https://example.org/cardamom-buns",
        notes=[("Freezing", "Freeze once cool; warm through from frozen.")], amounts_off=False, date_added="2021-05-30",
        photo=True)
    soup = v05_recipe(
        5, "Red Lentil Soup", "red-lentil-soup", description=None, yield_="",
        ingredients=[note_only(text, quantity=1) for text in
                     ["200 g red lentils", "1 onion, chopped", "1 tsp ground cumin", "1 l vegetable stock"]],
        instructions=[step("Soften the onion with the cumin."), step("Add the lentils and stock; simmer for 20 minutes."),
                      step("Blend until smooth.")],
        prep=None, perform="25 Minutes", total="PT35M", categories=["Soup"], tags=[], tools=[], rating=0, org_url=None,
        notes=[], amounts_off=True, date_added="2021-01-10")
    return [buns, soup]


def legacy_recipes_camel_objects():
    risotto = v05_recipe(
        6, "Pumpkin Risotto", "pumpkin-risotto", description="Roast pumpkin stirred through at the end.", yield_="4 servings",
        ingredients=[
            v05_ingredient(800, "g", "pumpkin", "peeled and cubed", title="For the roast pumpkin"),
            v05_ingredient(2, "tbsp", "olive oil"),
            v05_ingredient(1, None, "onion", "finely chopped", title="For the risotto"),
            v05_ingredient(300, "g", "arborio rice"),
            v05_ingredient(150, "ml", "white wine"),
            v05_ingredient(1, "l", "hot vegetable stock"),
            note_only("Parmesan and butter, to finish"),
        ],
        instructions=[
            step("Roast the pumpkin in the oil at 200 °C for 30 minutes.", "Pumpkin"),
            step("Soften the onion, stir in the rice, then the wine.", "Risotto"),
            step("Add the stock a ladle at a time over 18 minutes."),
            step("Fold in the pumpkin, parmesan and butter; rest for 2 minutes."),
        ],
        prep="15 Minutes", perform="45 Minutes", total="1 Hour", categories=["Dinner"], tags=["Vegetarian", "Autumn"],
        tools=["Roasting tin"], rating=3, org_url="https://example.com/pumpkin-risotto",
        notes=[("Stock", "Keep the stock at a simmer beside the pan.")], amounts_off=False, date_added="2021-10-31",
        photo=True)
    onions = v05_recipe(
        7, "Pickled Red Onions", "pickled-red-onions", description="", yield_="1 jar",
        ingredients=[
            v05_ingredient(2, None, "red onions", "2 red onions, thinly sliced", disable_amount=True),
            note_only("150 ml cider vinegar", quantity=1),
            note_only("1 tbsp sugar", quantity=1),
            note_only("1 tsp salt", quantity=1),
        ],
        instructions=[step("Pack the onions into a jar."), step("Warm the vinegar with the sugar and salt; pour over."),
                      step("Leave for 1 hour before eating.")],
        prep="10 Minutes", perform="", total="1 Hour 10 Minutes", categories=["Basics"], tags=["Pickles"], tools=[],
        rating=None, org_url=None, notes=[], amounts_off=True, date_added="2021-08-08")
    return [risotto, onions]


def v04_recipe(name, slug, *, description, yield_, ingredients, instructions, prep, perform, total, categories, tags,
               tools, rating, org_url, notes, date_added, photo):
    """Recipe of Mealie 0.3–0.4 (mealie/schema/recipe.py): camelCase names, lines as strings."""
    return {
        "name": name, "description": description, "image": f"{slug}.jpg" if photo else None, "recipeYield": yield_,
        "recipeIngredient": ingredients, "recipeInstructions": instructions, "slug": slug, "tags": tags,
        "recipeCategory": categories, "notes": [{"title": t, "text": x} for t, x in notes], "orgURL": org_url,
        "rating": rating, "extras": {}, "totalTime": total, "prepTime": prep, "performTime": perform,
        "nutrition": {"calories": None, "fatContent": None, "proteinContent": None, "carbohydrateContent": None,
                      "fiberContent": None, "sodiumContent": None, "sugarContent": None},
        "tools": tools, "settings": {"public": True, "show_nutrition": True, "show_assets": True, "landscape_view": True},
        "assets": [], "dateAdded": date_added,
    }


def legacy_recipes_v04_strings():
    cake = v04_recipe(
        "Lemon Drizzle Cake", "lemon-drizzle-cake", description="A loaf with a crackly lemon top.", yield_="10 slices",
        ingredients=["225 g butter, softened", "225 g caster sugar", "4 eggs", "275 g self-raising flour",
                     "2 lemons, zested", "For the drizzle:", "Juice of 2 lemons", "85 g caster sugar"],
        instructions=[step("Beat the butter and sugar until pale; beat in the eggs."),
                      step("Fold in the flour and zest; bake at 180 °C for 50 minutes."),
                      step("Stir the juice with the sugar and spoon over the warm cake.", "Drizzle")],
        prep="20 Minutes", perform="50 Minutes", total="1 Hour 10 Minutes", categories=["Baking", "Teatime"],
        tags=["Lemon"], tools=["Loaf tin"], rating=4, org_url="https://example.net/lemon-drizzle",
        notes=[("Tin", "A 900 g loaf tin, lined.")], date_added="2021-03-14", photo=True)
    chana = v04_recipe(
        "Chana Masala", "chana-masala", description="", yield_="4 Servings",
        ingredients=["2 tbsp oil", "1 onion, chopped", "2 tsp garam masala", "400 g chopped tomatoes",
                     "2 tins chickpeas, drained"],
        instructions=[step("Fry the onion until golden."), step("Add the spice, then the tomatoes and chickpeas."),
                      step("Simmer for 20 minutes.")],
        prep=None, perform=None, total="40 Minutes", categories=[], tags=["Vegan", "Quick"], tools=[], rating=None,
        org_url=None, notes=[], date_added="2021-02-02", photo=False)
    return [cake, chana]


def mealie_legacy():
    # UserInDB.dict() of 0.5 (CamelModel fields, written without aliases): `favorite_recipes`, slugs.
    users = [{"id": 1, "username": "ann", "full_name": "Ann", "email": "ann@example.com", "admin": True, "group": "Home",
              "advanced": False, "favorite_recipes": ["plum-galette"], "can_invite": True, "can_manage": True,
              "can_organize": True}]
    favourites = {slug for user in users for slug in user["favorite_recipes"]}

    # 0.5: recipes/<slug>/<slug>.json and the recipe's own folder of pictures (export_recipe_dirs).
    recipes = legacy_recipes_snake_a()
    entries = []
    for recipe in recipes:
        folder = f"recipes/{recipe['slug']}/"
        entries.append((folder + recipe["slug"] + ".json", python_json(recipe, indent=4)))
        if recipe["image"]:
            entries += [(folder + "images/original.webp", WEBP), (folder + "images/min-original.webp", WEBP),
                        (folder + "images/tiny-original.webp", WEBP)]
    entries += [("users/users.json", python_json(users, indent=4)), ("groups/groups.json", python_json([{"id": 1, "name": "Home"}], indent=4)),
                ("settings/settings.json", python_json([{"language": "en-US", "first_day_of_week": 0}], indent=4))]
    photos = {r["slug"] for r in recipes if r["image"]}
    finish("mealie-v05-snake.zip", zip_bytes(entries), "mealie-legacy-snake", "Mealie 0.5 backup (snake_case)",
           [read_mealie_legacy(r, r["slug"] in photos, favourites) for r in recipes])

    # 0.4's zip layout (recipes/<slug>.json, images/<slug>.jpg) around the 0.5 snake_case document.
    recipes = legacy_recipes_snake_b()
    for r in recipes:
        if r["image"]:
            r["image"] = f"{r['slug']}.jpg"
    entries = [(f"recipes/{r['slug']}.json", python_json(r, indent=4)) for r in recipes]
    entries += [(f"images/{r['slug']}.jpg", JPEG) for r in recipes if r["image"]]
    entries.append(("settings/settings.json", python_json({"name": "main", "language": "en"}, indent=4)))
    finish("mealie-v04-layout-snake.zip", zip_bytes(entries), "mealie-legacy-snake",
           "Mealie 0.4 zip layout holding 0.5 snake_case documents",
           [read_mealie_legacy(r, bool(r["image"])) for r in recipes])

    # camelCase with parsed lines: the 0.5 API's own form (CamelModel by_alias), in the 0.5 layout.
    recipes = [camel(r) for r in legacy_recipes_camel_objects()]
    entries = []
    for recipe in recipes:
        folder = f"recipes/{recipe['slug']}/"
        entries.append((folder + recipe["slug"] + ".json", python_json(recipe, indent=4)))
        if recipe["image"]:
            entries.append((folder + "images/original.webp", WEBP))
    finish("mealie-v05-camel.zip", zip_bytes(entries), "mealie-legacy-camel", "Mealie 0.5 recipe JSON as the API writes it (camelCase)",
           [read_mealie_legacy(r, bool(r["image"])) for r in recipes])

    # 0.3–0.4: camelCase attribute names, lines as strings, pictures flat in images/.
    recipes = legacy_recipes_v04_strings()
    entries = [(f"recipes/{r['slug']}.json", python_json(r, indent=4)) for r in recipes]
    entries += [(f"images/{r['slug']}.jpg", JPEG) for r in recipes if r["image"]]
    entries += [("settings/settings.json", python_json({"name": "main", "planCategories": [], "language": "en"}, indent=4)),
                ("themes/themes.json", python_json([{"name": "default", "colors": {"primary": "#E58325"}}], indent=4))]
    finish("mealie-v04-camel-strings.zip", zip_bytes(entries), "mealie-legacy-camel", "Mealie 0.3–0.4 backup (camelCase, lines as text)",
           [read_mealie_legacy(r, bool(r["image"])) for r in recipes])


# =============================================================================================
# Mealie 1.x and 2.x: a backup zip of database.json (every table) and data/.

def mealie_v1():
    """1.x on SQLite: ids as 32 hex digits, one `groups` level, `users_to_favorites`, `recipes.rating`
    an int, no step summaries, no plural names."""
    g_home, u_ann, u_bob, r_pie, r_crumpets, r_aubergine = ids("v1", 6, dashed=False)
    stamp = "2023-05-06T10:11:12.345678"
    unit_rows = [("tablespoon", "tbsp", True), ("teaspoon", "tsp", True), ("gram", "g", True), ("millilitre", "ml", True),
                 ("sheet", "", False)]
    units = dict(zip([u[1] or u[0] for u in unit_rows], ids("v1-units", len(unit_rows), dashed=False)))
    food_names = ["butter", "onion", "carrots", "plain flour", "chicken stock", "cooked chicken", "frozen peas",
                  "puff pastry", "egg", "aubergines", "white miso", "mirin", "sesame oil"]
    foods = dict(zip(food_names, ids("v1-foods", len(food_names), dashed=False)))
    refs = ids("v1-refs", 32, dashed=False)
    steps = ids("v1-steps", 16, dashed=False)

    def recipe(id, user, name, slug, **fields):
        row = {"id": id, "slug": slug, "group_id": g_home, "user_id": user, "name": name, "description": "",
               "image": "Kf3a", "total_time": None, "prep_time": None, "perform_time": None, "cook_time": None,
               "recipe_yield": None, "recipeCuisine": None, "rating": None, "org_url": None, "date_added": "2023-05-06",
               "date_updated": stamp, "last_made": None, "is_ocr_recipe": False, "created_at": stamp, "update_at": stamp,
               "name_normalized": name.lower(), "description_normalized": ""}
        row.update(fields)
        return row

    recipes = [
        recipe(r_pie, u_ann, "Chicken Pot Pie", "chicken-pot-pie", description="Creamy chicken under puff pastry.",
               prep_time="30 minutes", perform_time="45 minutes", total_time="1 hour 15 minutes",
               recipe_yield="6 servings", rating=5, org_url="https://example.com/pot-pie"),
        recipe(r_crumpets, u_ann, "Sourdough Crumpets", "sourdough-crumpets", prep_time="15 minutes",
               perform_time="20 minutes", total_time="12 hours 35 minutes", recipe_yield="8 crumpets"),
        recipe(r_aubergine, u_bob, "Miso Aubergine", "miso-aubergine", description="Nasu dengaku.", prep_time="",
               recipe_yield="", rating=3),
    ]
    lines = []

    def line(recipe_id, quantity=0.0, unit=None, food=None, note="", title=None, original=None):
        n = len(lines)
        lines.append({"id": n + 1, "position": sum(1 for l in lines if l["recipe_id"] == recipe_id), "recipe_id": recipe_id,
                      "title": title, "note": note, "unit_id": units.get(unit), "food_id": foods.get(food),
                      "quantity": float(quantity), "original_text": original, "reference_id": refs[n],
                      "created_at": stamp, "update_at": stamp, "note_normalized": note.lower(),
                      "original_text_normalized": original.lower() if original else None})
        return refs[n]

    pie_refs = [
        line(r_pie, 2, "tbsp", "butter", title="For the filling"), line(r_pie, 1, None, "onion", "chopped"),
        line(r_pie, 2, None, "carrots", "diced"), line(r_pie, 30, "g", "plain flour"),
        line(r_pie, 400, "ml", "chicken stock"), line(r_pie, 350, "g", "cooked chicken", "shredded"),
        line(r_pie, 150, "g", "frozen peas"), line(r_pie, 0, note="Salt and pepper to taste"),
        line(r_pie, 1, "sheet", "puff pastry", title="For the crust"), line(r_pie, 1, None, "egg", "beaten"),
    ]
    for text in ["300 g sourdough starter", "150 ml warm water", "1 tsp sugar", "1/2 tsp salt", "1/2 tsp bicarbonate of soda"]:
        line(r_crumpets, 1, note=text, original=text)
    # Linked to a food and unit later; amounts stay off, so the cook reads the note.
    line(r_crumpets, 2, "tbsp", "butter", "2 tbsp butter, for the pan", title="To cook", original="2 tbsp butter, for the pan")
    for quantity, unit, food, note in [(2, None, "aubergines", "halved"), (2, "tbsp", "white miso", ""),
                                       (1, "tbsp", "mirin", ""), (1, "tsp", "sesame oil", "")]:
        line(r_aubergine, quantity, unit, food, note)
    line(r_aubergine, 0, note="Sesame seeds and spring onion, to finish", original="sesame seeds and spring onion, to finish")

    instructions = []
    links = []

    def instruction(recipe_id, text, title="", references=()):
        n = len(instructions)
        instructions.append({"id": steps[n], "recipe_id": recipe_id,
                             "position": sum(1 for s in instructions if s["recipe_id"] == recipe_id),
                             "type": "", "title": title, "text": text})
        for ref in references:
            links.append({"id": len(links) + 1, "instruction_id": steps[n], "reference_id": ref,
                          "created_at": stamp, "update_at": stamp})

    instruction(r_pie, "Melt the butter and soften the onion and carrots for 8 minutes.", "Filling", pie_refs[0:3])
    instruction(r_pie, "Stir in the flour, then the stock; simmer until thick.", references=pie_refs[3:5])
    instruction(r_pie, "Add the chicken and peas and season.", references=pie_refs[5:8])
    instruction(r_pie, "", "Bake")  # a section title with no words of its own
    instruction(r_pie, "Pour into the pie dish, cover with the pastry and brush with egg.", references=pie_refs[8:10])
    instruction(r_pie, "Bake at 200 °C for 30 minutes.")
    instruction(r_crumpets, "Mix the starter, water, sugar and salt.")
    instruction(r_crumpets, "Leave for 12 hours.")
    instruction(r_crumpets, "Whisk in the bicarbonate; it will foam.", "Cook")
    instruction(r_crumpets, "Cook in buttered rings over a low heat for 8 minutes, flip and cook 2 more.")
    instruction(r_aubergine, "Score the aubergines and roast at 200 °C for 30 minutes.")
    instruction(r_aubergine, "Stir the miso, mirin and oil together and spread over.")
    instruction(r_aubergine, "Grill for 3 minutes and finish with the seeds and onion.")

    def named(table, names):
        made = dict(zip(names, ids(f"v1-{table}", len(names), dashed=False)))
        rows = [{"id": id, "group_id": g_home, "name": name, "slug": name.lower().replace(" ", "-"),
                 "created_at": stamp, "update_at": stamp} for name, id in made.items()]
        return made, rows

    categories, category_rows = named("categories", ["Dinner", "Pies", "Side"])
    tags, tag_rows = named("tags", ["Comfort food", "Breakfast", "Vegan", "Japanese"])
    tools, tool_rows = named("tools", ["Pie dish", "Crumpet rings"])
    for row in tool_rows:
        row["on_hand"] = False
    database = {
        "alembic_version": [{"version_num": "38514b39a824"}],
        "groups": [{"id": g_home, "name": "Home", "slug": "home", "created_at": stamp, "update_at": stamp}],
        "users": [{"id": u_ann, "full_name": "Ann", "username": "ann", "email": "ann@example.com", "group_id": g_home,
                   "admin": True, "created_at": stamp, "update_at": stamp},
                  {"id": u_bob, "full_name": "Bob", "username": "bob", "email": "bob@example.com", "group_id": g_home,
                   "admin": False, "created_at": stamp, "update_at": stamp}],
        "recipes": recipes,
        "recipes_ingredients": lines,
        "recipe_instructions": instructions,
        "recipe_ingredient_ref_link": links,
        "ingredient_units": [{"id": id, "group_id": g_home, "name": name, "description": "", "abbreviation": abbr,
                              "use_abbreviation": use, "fraction": True, "created_at": stamp, "update_at": stamp}
                             for (name, abbr, use), id in zip(unit_rows, units.values())],
        "ingredient_foods": [{"id": id, "group_id": g_home, "name": name, "description": "", "label_id": None,
                              "created_at": stamp, "update_at": stamp} for name, id in foods.items()],
        "categories": category_rows,
        "recipes_to_categories": [{"recipe_id": r_pie, "category_id": categories["Dinner"]},
                                  {"recipe_id": r_pie, "category_id": categories["Pies"]},
                                  {"recipe_id": r_aubergine, "category_id": categories["Side"]}],
        "tags": tag_rows,
        "recipes_to_tags": [{"recipe_id": r_pie, "tag_id": tags["Comfort food"]}, {"recipe_id": r_crumpets, "tag_id": tags["Breakfast"]},
                            {"recipe_id": r_aubergine, "tag_id": tags["Vegan"]}, {"recipe_id": r_aubergine, "tag_id": tags["Japanese"]}],
        "tools": tool_rows,
        "recipes_to_tools": [{"recipe_id": r_pie, "tool_id": tools["Pie dish"]}, {"recipe_id": r_crumpets, "tool_id": tools["Crumpet rings"]}],
        "notes": [{"id": 1, "recipe_id": r_pie, "title": "Freezing", "text": "Freeze before baking; bake from frozen for 50 minutes."},
                  {"id": 2, "recipe_id": r_pie, "title": "", "text": "Leftover turkey works too."},
                  {"id": 3, "recipe_id": r_aubergine, "title": "Miso", "text": "Red miso is saltier; use less."}],
        "recipe_settings": [{"id": n + 1, "recipe_id": r, "public": True, "show_nutrition": r == r_aubergine, "show_assets": False,
                             "landscape_view": False, "disable_comments": False, "disable_amount": r == r_crumpets, "locked": False}
                            for n, r in enumerate([r_pie, r_crumpets, r_aubergine])],
        "recipe_nutrition": [{"id": 1, "recipe_id": r_aubergine, "calories": "180", "fat_content": "9 g", "protein_content": "4 g",
                              "carbohydrate_content": "20 g", "fiber_content": "7 g", "sodium_content": "900 mg", "sugar_content": "11 g"}],
        "recipe_timeline_events": [
            {"id": ids("v1-events", 3, dashed=False)[0], "recipe_id": r_pie, "user_id": u_ann, "subject": "Made it",
             "message": "Used leftover roast chicken.", "event_type": "comment", "image": "does not have image",
             "timestamp": "2023-06-01T19:00:00", "created_at": stamp, "update_at": stamp},
            {"id": ids("v1-events", 3, dashed=False)[1], "recipe_id": r_crumpets, "user_id": u_ann, "subject": "Recipe Created",
             "message": "", "event_type": "system", "image": None, "timestamp": stamp, "created_at": stamp, "update_at": stamp},
            {"id": ids("v1-events", 3, dashed=False)[2], "recipe_id": r_crumpets, "user_id": u_bob, "subject": "Made it",
             "message": "", "event_type": "info", "image": None, "timestamp": "2023-06-04T08:30:00", "created_at": stamp,
             "update_at": stamp}],
        "users_to_favorites": [{"user_id": u_ann, "recipe_id": r_pie}],
        "recipe_assets": [], "recipe_comments": [], "api_extras": [], "recipe_share_tokens": [],
    }
    files = [("database.json", python_json(database))]
    for recipe_id in [r_pie, r_aubergine]:
        folder = f"data/recipes/{dashed(recipe_id)}/images/"
        files += [(folder + "original.webp", WEBP), (folder + "min-original.webp", WEBP), (folder + "tiny-original.webp", WEBP)]
    files.append(("data/users/" + dashed(u_ann) + "/profile.webp", WEBP))
    finish("mealie-v1-backup.zip", zip_bytes(files), "mealie-backup-v1", "Mealie 1.x backup (SQLite)",
           read_mealie_backup(database, files))


def mealie_v2():
    """2.x on PostgreSQL: ids with dashes, households inside a group (a recipe's household is its
    author's), ratings and favourites per person in `users_to_recipes`, `recipes.rating` their average,
    `recipe_servings` and `recipe_yield_quantity` beside the yield text, step summaries, plural names."""
    g_family, h_main, h_flat, u_cleo, u_dan, u_edith, r_omelette, r_prawns, r_bircher = ids("v2", 9)
    stamp = "2024-12-01T09:30:00.000000"
    unit_rows = [("tablespoon", "tablespoons", "tbsp", "tbsp", True), ("gram", "grams", "g", "g", True),
                 ("millilitre", "millilitres", "ml", "ml", True), ("clove", "cloves", "", "", False),
                 ("pinch", "pinches", "", "", False)]
    units = dict(zip([u[2] or u[0] for u in unit_rows], ids("v2-units", len(unit_rows))))
    food_rows = [("egg", "eggs"), ("waxy potatoes", None), ("onion", "onions"), ("olive oil", None), ("garlic", None),
                 ("raw prawns", None), ("chilli flakes", None)]
    foods = dict(zip([f[0] for f in food_rows], ids("v2-foods", len(food_rows))))
    refs = ids("v2-refs", 32)
    step_ids = ids("v2-steps", 12)

    def recipe(id, user, name, **fields):
        row = {"id": id, "slug": name.lower().replace(" ", "-"), "group_id": g_family, "user_id": user, "name": name,
               "description": "", "image": "pQ7z", "total_time": None, "prep_time": None, "perform_time": None,
               "cook_time": None, "recipe_yield": "", "recipe_yield_quantity": 0.0, "recipe_servings": 0.0,
               "recipeCuisine": None, "rating": None, "org_url": None, "date_added": "2024-12-01", "date_updated": stamp,
               "last_made": None, "is_ocr_recipe": False, "created_at": stamp, "update_at": stamp,
               "name_normalized": name.lower(), "description_normalized": ""}
        row.update(fields)
        return row

    ratings = [(u_cleo, r_omelette, 5.0, True), (u_dan, r_omelette, 4.0, False), (u_edith, r_prawns, 5.0, True),
               (u_dan, r_prawns, 0.0, True)]

    def average(recipe_id):
        given = [r for _, rid, r, _ in ratings if rid == recipe_id and r > 0]
        return sum(given) / len(given) if given else None

    recipes = [
        recipe(r_omelette, u_cleo, "Spanish Omelette", description="Tortilla de patatas.", prep_time="15 minutes",
               perform_time="35 minutes", total_time="50 minutes", recipe_servings=4.0, rating=average(r_omelette),
               org_url="https://example.com/tortilla", last_made="2024-12-20T20:00:00"),
        recipe(r_prawns, u_edith, "Garlic Prawns", prep_time="10 minutes", perform_time="5 minutes", total_time="15 minutes",
               recipe_servings=2.0, rating=average(r_prawns)),
        recipe(r_bircher, u_dan, "Bircher Muesli", recipe_yield="jars", recipe_yield_quantity=2.0, rating=average(r_bircher)),
    ]
    lines = []

    def line(recipe_id, quantity=0.0, unit=None, food=None, note="", title="", original=None):
        n = len(lines)
        lines.append({"id": n + 1, "position": sum(1 for l in lines if l["recipe_id"] == recipe_id), "recipe_id": recipe_id,
                      "title": title, "note": note, "unit_id": units.get(unit), "food_id": foods.get(food),
                      "quantity": float(quantity), "original_text": original, "reference_id": refs[n],
                      "referenced_recipe_id": None, "created_at": stamp, "update_at": stamp,
                      "note_normalized": note.lower(), "original_text_normalized": original.lower() if original else None})
        return refs[n]

    omelette_refs = [line(r_omelette, 3, None, "egg", "beaten"), line(r_omelette, 400, "g", "waxy potatoes", "thinly sliced"),
                     line(r_omelette, 1, None, "onion", "thinly sliced"), line(r_omelette, 100, "ml", "olive oil"),
                     line(r_omelette, 0, note="Salt"), line(r_omelette, 0, note="Aioli", title="To serve")]
    prawn_refs = [line(r_prawns, 2, "clove", "garlic", "sliced"), line(r_prawns, 300, "g", "raw prawns"),
                  line(r_prawns, 3, "tbsp", "olive oil"), line(r_prawns, 1, "pinch", "chilli flakes"),
                  line(r_prawns, 0, note="Crusty bread, to serve")]
    for text in ["100 g rolled oats", "200 ml apple juice", "1 apple, grated", "2 tbsp yoghurt"]:
        line(r_bircher, 0, note=text, original=text)

    instructions = []
    links = []

    def instruction(recipe_id, text, title="", summary="", references=()):
        n = len(instructions)
        instructions.append({"id": step_ids[n], "recipe_id": recipe_id,
                             "position": sum(1 for s in instructions if s["recipe_id"] == recipe_id), "type": "",
                             "title": title, "summary": summary, "text": text, "created_at": stamp, "update_at": stamp})
        for ref in references:
            links.append({"id": len(links) + 1, "instruction_id": step_ids[n], "reference_id": ref,
                          "created_at": stamp, "update_at": stamp})

    instruction(r_omelette, "Cook the potatoes and onion gently in the oil for 20 minutes.", "Potatoes", "Confit",
                omelette_refs[1:4])
    instruction(r_omelette, "Drain, keeping the oil.")
    instruction(r_omelette, "Stir into the beaten eggs with the salt and rest for 10 minutes.", "Omelette", "",
                [omelette_refs[0], omelette_refs[4]])
    instruction(r_omelette, "Cook in a little of the oil, turn out onto a plate, flip back and cook 3 minutes more.",
                summary="Flip")
    instruction(r_prawns, "Warm the oil with the garlic and chilli until the garlic sizzles.", references=[prawn_refs[0], prawn_refs[2], prawn_refs[3]])
    instruction(r_prawns, "Add the prawns and cook for 3 minutes until pink.", references=[prawn_refs[1]])
    instruction(r_bircher, "Stir everything together and divide between two jars.")
    instruction(r_bircher, "Chill overnight.")

    def named(table, names, household_rows=False):
        made = dict(zip(names, ids(f"v2-{table}", len(names))))
        rows = [{"id": id, "group_id": g_family, "name": name, "slug": name.lower().replace(" ", "-"),
                 "created_at": stamp, "update_at": stamp} for name, id in made.items()]
        return made, rows

    categories, category_rows = named("categories", ["Tapas", "Breakfast"])
    tags, tag_rows = named("tags", ["Spanish", "Eggs", "Seafood"])
    tools, tool_rows = named("tools", ["Non-stick pan"])
    database = {
        "alembic_version": [{"version_num": "b9e516e2d3b3"}],
        "groups": [{"id": g_family, "name": "Family", "slug": "family", "created_at": stamp, "update_at": stamp}],
        "households": [{"id": h_main, "name": "Main House", "slug": "main-house", "group_id": g_family,
                        "created_at": stamp, "update_at": stamp},
                       {"id": h_flat, "name": "Granny Flat", "slug": "granny-flat", "group_id": g_family,
                        "created_at": stamp, "update_at": stamp}],
        "users": [{"id": u, "full_name": n, "username": n.lower(), "email": f"{n.lower()}@example.com", "group_id": g_family,
                   "household_id": h, "admin": n == "Cleo", "created_at": stamp, "update_at": stamp}
                  for u, n, h in [(u_cleo, "Cleo", h_main), (u_dan, "Dan", h_main), (u_edith, "Edith", h_flat)]],
        "recipes": recipes,
        "recipes_ingredients": lines,
        "recipe_instructions": instructions,
        "recipe_ingredient_ref_link": links,
        "ingredient_units": [{"id": id, "group_id": g_family, "name": name, "plural_name": plural, "description": "",
                              "abbreviation": abbr, "plural_abbreviation": plural_abbr, "use_abbreviation": use,
                              "fraction": True, "standard_quantity": None, "standard_unit": None,
                              "name_normalized": name, "plural_name_normalized": plural, "abbreviation_normalized": abbr,
                              "plural_abbreviation_normalized": plural_abbr, "created_at": stamp, "update_at": stamp}
                             for (name, plural, abbr, plural_abbr, use), id in zip(unit_rows, units.values())],
        "ingredient_foods": [{"id": id, "group_id": g_family, "name": name, "plural_name": plural, "description": "",
                              "label_id": None, "on_hand": False, "name_normalized": name, "plural_name_normalized": plural,
                              "created_at": stamp, "update_at": stamp} for (name, plural), id in zip(food_rows, foods.values())],
        "households_to_ingredient_foods": [],
        "categories": category_rows,
        "recipes_to_categories": [{"recipe_id": r_omelette, "category_id": categories["Tapas"]},
                                  {"recipe_id": r_prawns, "category_id": categories["Tapas"]},
                                  {"recipe_id": r_bircher, "category_id": categories["Breakfast"]}],
        "tags": tag_rows,
        "recipes_to_tags": [{"recipe_id": r_omelette, "tag_id": tags["Spanish"]}, {"recipe_id": r_omelette, "tag_id": tags["Eggs"]},
                            {"recipe_id": r_prawns, "tag_id": tags["Seafood"]}, {"recipe_id": r_prawns, "tag_id": tags["Spanish"]}],
        "tools": [dict(row, on_hand=False) for row in tool_rows],
        "households_to_tools": [],
        "recipes_to_tools": [{"recipe_id": r_omelette, "tool_id": tools["Non-stick pan"]}],
        "notes": [{"id": 1, "recipe_id": r_omelette, "title": "Onion", "text": "Leave it out for the purist version."}],
        # disable_amount is deprecated in 2.x and defaults to true.
        "recipe_settings": [{"id": n + 1, "recipe_id": r, "public": True, "private": False, "show_nutrition": False,
                             "show_assets": False, "landscape_view": False, "disable_comments": False, "disable_amount": True,
                             "locked": False} for n, r in enumerate([r_omelette, r_prawns, r_bircher])],
        "users_to_recipes": [{"id": ids("v2-ratings", len(ratings))[n], "user_id": u, "recipe_id": r, "rating": rating,
                              "is_favorite": favourite, "created_at": stamp, "update_at": stamp}
                             for n, (u, r, rating, favourite) in enumerate(ratings)],
        "households_to_recipes": [{"id": ids("v2-made", 1)[0], "household_id": h_main, "recipe_id": r_omelette,
                                   "last_made": "2024-12-20T20:00:00", "created_at": stamp, "update_at": stamp}],
        "recipe_timeline_events": [{"id": ids("v2-events", 1)[0], "recipe_id": r_omelette, "user_id": u_cleo,
                                    "subject": "Cleo made this", "message": "", "event_type": "info", "image": None,
                                    "timestamp": "2024-12-20T20:00:00", "created_at": stamp, "update_at": stamp}],
        "recipe_nutrition": [], "recipe_assets": [], "recipe_comments": [], "api_extras": [], "recipe_share_tokens": [],
    }
    files = [("database.json", python_json(database)), (f"data/recipes/{r_omelette}/images/original.webp", WEBP),
             (f"data/recipes/{r_omelette}/images/min-original.webp", WEBP)]
    finish("mealie-v2-backup.zip", zip_bytes(files), "mealie-backup-v2", "Mealie 2.x backup (PostgreSQL, households)",
           read_mealie_backup(database, files))


# =============================================================================================
# Paprika: a .paprikarecipes zip of gzipped JSON documents, one per recipe.

def paprika_recipe(name, **fields):
    recipe = {"uid": str(uuid.uuid5(uuid.NAMESPACE_URL, "larder-app-shapes/paprika/" + name)).upper(), "name": name,
              "directions": "", "servings": "", "rating": 0, "difficulty": "", "ingredients": "", "notes": "",
              "created": "2020-04-18 12:01:44", "image_url": None, "cook_time": "", "hash": sha("paprika/" + name),
              "categories": [], "photo_hash": None, "photo": None, "photo_large": None, "scale": None, "source": "",
              "source_url": "", "total_time": "", "prep_time": "", "description": "", "nutritional_info": "",
              "on_favorites": 0, "photos": [], "photo_data": None}
    recipe.update(fields)
    return recipe


def paprika():
    tikka = paprika_recipe(
        "Chicken Tikka Masala",
        ingredients="For the marinade:\n600 g chicken thighs, diced\n150 g yoghurt\n2 tsp garam masala\n\n"
                    "For the sauce:\n2 tbsp ghee\n1 onion, chopped\n400 g passata\n100 ml double cream\n\n"
                    "TO SERVE\nCoriander leaves\nBasmati rice",
        directions="MARINATE\n1. Mix the chicken with the yoghurt and spice.\n2. Leave for at least 1 hour.\n\n"
                   "Sauce:\n3. Soften the onion in the ghee.\n4. Add the passata and simmer for 15 minutes.\n"
                   "5. Grill the chicken, then stir it into the sauce with the cream.",
        servings="4 servings", prep_time="20 mins", cook_time="40 mins", total_time="2 hrs",
        notes="Marinate overnight if you can.", nutritional_info="Calories: 520\nProtein: 42 g",
        categories=["Indian", "Dinner"], rating=5, on_favorites=1, difficulty="Medium", source="Family",
        source_url="https://example.com/tikka", photo="9A1F.jpg", photo_hash=sha("tikka-photo"),
        photo_data=base64.b64encode(JPEG).decode(),
        photos=[{"name": "1", "filename": "B2C4.png", "hash": sha("tikka-1"), "data": base64.b64encode(PNG).decode()}])
    tarts = paprika_recipe(
        "Pear Frangipane Tarts",
        ingredients="For 2 tarts:\n\nDOUGH\n250 g plain flour\n125 g butter\n1 egg yolk\n\nFilling:\n100 g ground almonds\n"
                    "100 g butter\n100 g sugar\n2 eggs\n3 pears, halved",
        directions="PASTRY\n1. Rub the butter into the flour and bind with the yolk.\n2. Chill for 30 minutes.\n\n"
                   "TO BAKE\n3. Line two tins, spread with the almond filling and top with the pears.\n"
                   "4. Bake at 180 °C for 35 minutes.",
        servings="2 tarts", prep_time="1 1/2 hours", cook_time="35 minutes", total_time="2 hours 5 minutes",
        categories=["Baking"], rating=0, notes="", photos=[], photo_data=None)
    butter = paprika_recipe(
        "Garlic Butter",
        ingredients="125 g butter, soft\n2 cloves garlic, crushed\n1 tbsp parsley, chopped",
        directions="Beat everything together.\nRoll into a log in baking paper and chill.",
        servings="Makes 1 log", categories=["Basics"], rating=3, on_favorites=False,
        description="For steaks and bread.", notes="Keeps 2 weeks in the fridge.")
    recipes = [tikka, tarts, butter]
    entries = [(f"{r['name']}.paprikarecipe", gz(json.dumps(r, ensure_ascii=False).encode("utf-8"))) for r in recipes]
    finish("paprika-export.paprikarecipes", zip_bytes(entries), "paprika", "Paprika 3 export",
           [read_paprika(r) for r in recipes])


# =============================================================================================
# Nextcloud Cookbook: the recipe folder, zipped.

def nextcloud():
    lasagne = {
        "@context": "http://schema.org", "@type": "Recipe", "id": "2011", "name": "Lasagne",
        "description": "Ragù, béchamel and fresh sheets.", "url": "https://example.com/lasagne",
        "image": "https://example.com/lasagne.jpg", "imageUrl": "/apps/cookbook/webapp/recipes/2011/image?size=full",
        "imagePlaceholderUrl": "/apps/cookbook/assets/placeholder.png",
        "prepTime": "PT0H45M", "cookTime": "PT1H0M", "totalTime": "PT1H45M", "recipeCategory": "Main course",
        "keywords": "pasta,baked,family", "recipeYield": 6, "tool": ["Baking dish", "Saucepan"],
        "recipeIngredient": ["## Ragù", "500 g beef mince", "1 onion, chopped", "400 g chopped tomatoes",
                             "## Béchamel", "50 g butter", "50 g flour", "600 ml milk", "## To assemble",
                             "250 g lasagne sheets", "75 g parmesan, grated"],
        "recipeInstructions": ["Brown the mince with the onion, add the tomatoes and simmer for 45 minutes.",
                               "Melt the butter, stir in the flour, then whisk in the milk until thick.",
                               "## Assembly", "Layer ragù, sheets and béchamel three times; finish with parmesan.",
                               "Bake at 180 °C for 45 minutes."],
        "nutrition": {"@type": "NutritionInformation", "calories": "650 kcal", "fatContent": "30 g", "proteinContent": "38 g"},
        "dateCreated": "2023-02-10T18:00:00+00:00", "dateModified": "2024-01-05T09:00:00+00:00", "printImage": True,
    }
    tart = {
        "@context": "http://schema.org", "@type": "Recipe", "id": "2020", "name": "Tomato Tart",
        "description": "", "url": "", "image": "", "prepTime": "PT0H20M0S", "cookTime": "PT0H30M0S", "totalTime": None,
        "recipeCategory": "Lunch", "keywords": "", "recipeYield": 4, "tool": [],
        "recipeIngredient": ["1 sheet puff pastry", "3 tbsp pesto", "400 g tomatoes, sliced", "Basil leaves"],
        "recipeInstructions": [
            {"@type": "HowToStep", "text": "Score a border around the pastry and spread the pesto inside it."},
            {"@type": "HowToStep", "name": "Tomatoes", "text": "Lay the tomatoes over in rows."},
            {"@type": "HowToSection", "name": "Bake and finish", "itemListElement": [
                {"@type": "HowToStep", "text": "Bake at 200 °C for 30 minutes."},
                {"@type": "HowToStep", "text": "Scatter with basil before serving."}]},
        ],
        "nutrition": {"@type": "NutritionInformation"}, "dateCreated": "2024-06-02T12:00:00+00:00",
    }
    brew = {
        "@context": "http://schema.org", "@type": "Recipe", "id": "2031", "name": "Cold Brew Coffee",
        "description": "Steeped, not brewed.", "url": "", "image": "", "prepTime": None, "cookTime": None,
        "totalTime": "PT12H", "recipeCategory": "", "keywords": "drinks, coffee", "recipeYield": 8, "tool": ["Large jar", "Sieve"],
        "recipeIngredient": ["100 g coarse ground coffee", "1 l cold water"],
        "recipeInstructions": ["Stir the coffee into the water.", "Leave at room temperature for 12 hours.",
                               "Strain through a lined sieve."],
        "nutrition": [], "dateCreated": "2022-07-07T07:07:07+00:00",
    }
    recipes = [(lasagne, "Lasagne", [("full.jpg", JPEG), ("thumb.jpg", JPEG), ("thumb16.jpg", JPEG)]),
               (tart, "Tomato Tart", []),
               (brew, "Cold Brew Coffee", [("full.jpg", JPEG), ("thumb.jpg", JPEG), ("thumb16.jpg", JPEG)])]
    entries = []
    for recipe, folder, pictures in recipes:
        entries.append((f"Recipes/{folder}/recipe.json", php_json(recipe)))
        entries += [(f"Recipes/{folder}/{name}", data) for name, data in pictures]
    entries.append(("Recipes/.nomedia", b""))
    finish("nextcloud-cookbook.zip", zip_bytes(entries), "nextcloud", "Nextcloud Cookbook 0.10–0.11 recipe folder",
           [read_nextcloud(r, any(n.startswith("full.") for n, _ in p)) for r, _, p in recipes])

    # Before recipe.json: each folder holds "<name>.json" (RecipeService::addRecipe of early 0.x), and a
    # recipe never saved since keeps it.
    pancakes = {"@context": "http://schema.org", "@type": "Recipe", "name": "Banana Pancakes",
                "image": "https://example.org/pancakes.jpg", "recipeYield": 2, "keywords": "breakfast,quick",
                "recipeIngredient": ["2 ripe bananas", "2 eggs", "4 tbsp oat flour", "Butter, for frying"],
                "recipeInstructions": ["Mash the bananas and whisk in the eggs and flour.",
                                       "Fry spoonfuls in butter for 2 minutes a side.", "Serve straight away."],
                "description": "Three ingredients.", "url": "https://example.org/pancakes",
                "prepTime": "PT10M", "cookTime": "PT15M", "totalTime": "PT25M"}
    salsa = {"@context": "http://schema.org", "@type": "Recipe", "name": "Chimichurri", "image": "", "recipeYield": 1,
             "keywords": "", "recipeIngredient": ["1 bunch parsley", "3 cloves garlic", "120 ml olive oil",
                                                  "2 tbsp red wine vinegar", "1 tsp chilli flakes"],
             "recipeInstructions": ["Chop the parsley and garlic finely.", "Stir in the oil, vinegar and chilli."],
             "description": "", "url": "", "prepTime": "", "cookTime": "", "totalTime": ""}
    old = [(pancakes, [("full.jpg", JPEG), ("thumb.jpg", JPEG)]), (salsa, [])]
    entries = []
    for recipe, pictures in old:
        entries.append((f"Recipes/{recipe['name']}/{recipe['name']}.json", php_json(recipe)))
        entries += [(f"Recipes/{recipe['name']}/{name}", data) for name, data in pictures]
    finish("nextcloud-cookbook-named-json.zip", zip_bytes(entries), "nextcloud",
           "Nextcloud Cookbook before recipe.json (<name>/<name>.json)",
           [read_nextcloud(r, bool(p)) for r, p in old])


# =============================================================================================
# Tandoor: a zip of zips, each recipe.json (RecipeExportSerializer) and image.<ext>.

def tandoor_food(name, plural=None, modern=True):
    food = {"name": name}
    if modern:
        food["plural_name"] = plural
    food.update({"ignore_shopping": False, "supermarket_category": None})
    return food


def tandoor_unit(name, plural=None, modern=True):
    unit = {"name": name}
    if modern:
        unit["plural_name"] = plural
    unit["description"] = None
    return unit


def tandoor_line(food, amount, unit=None, note="", order=0, header=False, no_amount=False, modern=True,
                 food_plural=None, unit_plural=None):
    line = {"food": None if food is None else tandoor_food(food, food_plural, modern),
            "unit": None if unit is None else tandoor_unit(unit, unit_plural, modern),
            "amount": float(amount), "note": note, "order": order, "is_header": header, "no_amount": no_amount}
    if modern:
        line.update({"always_use_plural_unit": False, "always_use_plural_food": False})
    return line


def tandoor_header(text, order, modern=True):
    return tandoor_line(None, 0, note=text, order=order, header=True, no_amount=True, modern=modern)


def tandoor_step(instruction, ingredients, name="", time=0, order=0, modern=True):
    step = {"name": name}
    if not modern:
        step["type"] = "TEXT"
    step.update({"instruction": instruction, "ingredients": ingredients, "time": time, "order": order,
                 "show_as_header": bool(name)})
    if modern:
        step["show_ingredients_table"] = True
    return step


def tandoor_keyword(name, modern=True):
    keyword = {"name": name}
    if not modern:
        keyword["icon"] = None
    keyword.update({"description": "", "created_at": "2024-03-01T10:00:00.000000+01:00",
                    "updated_at": "2024-03-01T10:00:00.000000+01:00"})
    return keyword


def tandoor_recipe(name, steps, modern=True, **fields):
    recipe = {"name": name, "description": "", "keywords": [], "steps": steps, "working_time": 0, "waiting_time": 0,
              "internal": True, "nutrition": None, "servings": 1, "servings_text": ""}
    if modern:
        recipe["source_url"] = None
    recipe.update(fields)
    return recipe


def tandoor():
    biryani = tandoor_recipe("Vegetable Biryani", [
        tandoor_step("**Rinse** the rice three times, then boil {{ ingredients[1] }} for 5 minutes and drain.", [
            tandoor_header("For the rice", 0), tandoor_line("basmati rice", 300, "g", order=1),
            tandoor_line("cardamom pods", 4, order=2, food_plural="cardamom pods"),
            tandoor_line("salt", 0, order=3, no_amount=True)], name="Rice", time=10),
        tandoor_step("Fry the onions until deep brown; add the vegetables and yoghurt.\n\n- Keep the heat high", [
            tandoor_header("For the vegetables", 0), tandoor_line("onion", 2, note="thinly sliced", order=1, food_plural="onions"),
            tandoor_line("mixed vegetables", 500, "g", order=2), tandoor_line("yoghurt", 150, "g", order=3),
            tandoor_line("biryani masala", 2, "tbsp", order=4)], name="Vegetables", time=15, order=1),
        tandoor_step("Layer the rice over the vegetables, cover tightly and steam on a low heat for 20 minutes.", [
            tandoor_line(None, 0, note="A pinch of saffron in 2 tbsp warm milk", order=0, no_amount=True)],
            name="Dum", time=20, order=2),
    ], description="Layered and steamed.", keywords=[tandoor_keyword("Indian"), tandoor_keyword("Vegetarian")],
        working_time=40, waiting_time=30, servings=4, servings_text="portions", source_url="https://example.net/biryani",
        nutrition={"id": 7, "carbohydrates": 80.0, "fats": 12.0, "proteins": 14.0, "calories": 520.0, "source": "manual"})
    strudel = tandoor_recipe("Apple Strudel", [
        tandoor_step("", [tandoor_line("filo pastry", 6, "sheet", order=0, unit_plural="sheets"),
                          tandoor_line("butter", 60, "g", note="melted", order=1)], name="You will need"),
        tandoor_step("Toss the apples with the sugar, cinnamon and raisins.", [
            tandoor_line("apple", 4, note="peeled and sliced", order=0, food_plural="apples"),
            tandoor_line("sugar", 50, "g", order=1), tandoor_line("cinnamon", 1, "tsp", order=2),
            tandoor_line("raisins", 40, "g", order=3)], name="Filling", order=1),
        tandoor_step("Brush each sheet with butter, stack, fill and roll up.", [], name="Roll", time=10, order=2),
        tandoor_step("Bake at 190 °C until golden.", [], time=35, order=3),
    ], keywords=[tandoor_keyword("Austrian"), tandoor_keyword("Baking")], working_time=25, waiting_time=35, servings=8,
        servings_text="slices")
    tea = tandoor_recipe("Iced Tea", [
        tandoor_step("Steep the tea in the hot water for 5 minutes; add the sugar and cool, then pour over the ice.", [
            tandoor_line("black tea bags", 4, order=0), tandoor_line("hot water", 1, "l", order=1),
            tandoor_line("sugar", 2, "tbsp", order=2), tandoor_line(None, 0, note="Ice cubes", order=3, no_amount=True),
            tandoor_line("lemon", 1, note="sliced", order=4)]),
    ], working_time=10, waiting_time=120, servings=4, servings_text="")
    recipes = [(biryani, "Vegetable_Biryani", ("image.jpg", JPEG)), (strudel, "Apple_Strudel", ("image.png", PNG)),
               (tea, "Iced_Tea", None)]
    finish("tandoor-export.zip", tandoor_zip(recipes), "tandoor", "Tandoor 1.5–2.x export",
           [read_tandoor(r, bool(p)) for r, _, p in recipes])

    # Before 1.0: steps have a `type`, keywords an `icon`; no plural names, no source_url.
    goulash = tandoor_recipe("Goulash", [
        tandoor_step("Brown the beef in batches.", [tandoor_header("Meat", 0, modern=False),
                                                    tandoor_line("beef shin", 800, "g", note="cubed", order=1, modern=False),
                                                    tandoor_line("lard", 2, "tbsp", order=2, modern=False)],
                     name="Brown", time=15, modern=False),
        tandoor_step("Add the onions and paprika, then the stock; simmer for 2 hours.", [
            tandoor_header("Sauce", 0, modern=False), tandoor_line("onion", 3, note="chopped", order=1, modern=False),
            tandoor_line("sweet paprika", 3, "tbsp", order=2, modern=False),
            tandoor_line("beef stock", 1, "l", order=3, modern=False)], name="Simmer", time=120, order=1, modern=False),
    ], modern=False, description="Hungarian-style.", keywords=[tandoor_keyword("Hungarian", modern=False)],
        working_time=30, waiting_time=120, servings=6, servings_text="bowls",
        nutrition={"id": 3, "carbohydrates": 12.0, "fats": 20.0, "proteins": 45.0, "calories": 430.0, "source": ""})
    slaw = tandoor_recipe("Coleslaw", [
        tandoor_step("Shred the cabbage and carrot; toss with the mayonnaise and vinegar.", [
            tandoor_line("white cabbage", 0.5, order=0, modern=False), tandoor_line("carrot", 1, order=1, modern=False),
            tandoor_line("mayonnaise", 4, "tbsp", order=2, modern=False),
            tandoor_line("cider vinegar", 1, "tbsp", order=3, modern=False)], modern=False),
    ], modern=False, working_time=10, servings=4)
    recipes = [(goulash, "Goulash", ("image.jpeg", JPEG)), (slaw, "Coleslaw", None)]
    finish("tandoor-export-pre1.zip", tandoor_zip(recipes), "tandoor", "Tandoor 0.x export",
           [read_tandoor(r, bool(p)) for r, _, p in recipes])


def tandoor_zip(recipes):
    outer = []
    for recipe, name, picture in recipes:
        inner = [("recipe.json", drf_json(recipe))] + ([picture] if picture else [])
        outer.append((name + ".zip", zip_bytes(inner)))
    return zip_bytes(outer)


# =============================================================================================
# Readers: what each source holds, by the app's own rules (SHAPES.md, "Counting").

def names(values):
    return [v["name"] if isinstance(v, dict) else v for v in values or []]


def text_heading(line):
    """A heading written as a line of text (Paprika, Mealie 0.4 strings): it ends with a colon, or it
    is written in capitals with no digit."""
    line = line.strip()
    letters = [c for c in line if c.isalpha()]
    return line.endswith(":") or (bool(letters) and all(c.isupper() for c in letters) and not any(c.isdigit() for c in line))


def heading_name(line):
    return line.strip().rstrip(":").strip()


def read_mealie_legacy(body, photo, favourites=frozenset()):
    def field(snake):
        return body.get(snake, body.get(SNAKE_TO_CAMEL.get(snake, snake)))
    settings = field("settings") or {}
    recipe_off = bool(settings.get("disable_amount", settings.get("disableAmount", False)))
    headings, texts = [], []
    for item in field("recipe_ingredient") or []:
        if isinstance(item, str):
            if text_heading(item):
                headings.append(heading_name(item))
            else:
                texts.append(item.strip())
            continue
        if item.get("title"):
            headings.append(item["title"])
        off = recipe_off or item.get("disable_amount", item.get("disableAmount", True))
        unit = (item.get("unit") or {}).get("name")
        food = (item.get("food") or {}).get("name")
        if off or (unit is None and food is None):
            texts.append(item["note"].strip())
        else:
            texts.append(line_text(item["quantity"], unit, food, item.get("note")))
    instructions = field("recipe_instructions") or []
    return account(
        body["name"], headings=headings, step_count=sum(1 for s in instructions if (s.get("text") or "").strip()),
        step_headings=[s["title"] for s in instructions if s.get("title")],
        times={"prep": seconds(field("prep_time")), "cook": seconds(field("perform_time")), "total": seconds(field("total_time"))},
        notes=len(field("notes") or []), categories=names(field("recipe_category")), tags=names(field("tags")), keywords=[],
        tools=names(field("tools")), rating=stars(field("rating")), photo=photo, yield_=field("recipe_yield") or None,
        line_texts=texts, source_url=field("org_url") or None, slug=body["slug"], favourite=body["slug"] in favourites)


def read_mealie_backup(database, files):
    def key(value):
        return value.replace("-", "").lower() if value else None

    def rows(table, column, value):
        return [r for r in database.get(table, []) if key(r.get(column)) == key(value)]

    by_id = {t: {key(r["id"]): r for r in database.get(t, [])} for t in
             ["ingredient_units", "ingredient_foods", "tags", "categories", "tools", "users", "households", "groups"]}
    pictures = {key(path.split("/")[2]) for path, _ in files if path.startswith("data/recipes/") and "/images/original." in path}
    recipes = []
    for recipe in database["recipes"]:
        rid = recipe["id"]
        settings = (rows("recipe_settings", "recipe_id", rid) or [{}])[0]
        # 1.x: the recipe's disable_amount switches amounts off. 2.x (households) deprecates it: a row
        # with a food or unit shows its amount.
        amounts_off = bool(settings.get("disable_amount")) and "households" not in database
        headings, texts = [], []
        for line in sorted(rows("recipes_ingredients", "recipe_id", rid), key=lambda r: r["position"]):
            if line.get("title"):
                headings.append(line["title"])
            unit = by_id["ingredient_units"].get(key(line["unit_id"]))
            food = by_id["ingredient_foods"].get(key(line["food_id"]))
            note = (line.get("note") or "").strip() or (line.get("original_text") or "").strip()
            if amounts_off or (unit is None and food is None):
                texts.append(note)
                continue
            quantity = line["quantity"]
            plural = bool(quantity and quantity > 1)
            unit_name = None
            if unit:
                if unit.get("use_abbreviation") and unit.get("abbreviation"):
                    unit_name = (plural and unit.get("plural_abbreviation")) or unit["abbreviation"]
                else:
                    unit_name = (plural and unit.get("plural_name")) or unit["name"]
            food_name = food and ((plural and food.get("plural_name")) or food["name"])
            texts.append(line_text(quantity, unit_name, food_name, line.get("note")))
        steps = sorted(rows("recipe_instructions", "recipe_id", rid), key=lambda r: r["position"])
        author = by_id["users"].get(key(recipe["user_id"]), {})
        household = by_id["households"].get(key(author.get("household_id")))
        people = rows("users_to_recipes", "recipe_id", rid)
        favourite = bool(rows("users_to_favorites", "recipe_id", rid)) or any(p["is_favorite"] for p in people)
        extra = {"group": by_id["groups"][key(recipe["group_id"])]["name"],
                 "household": household["name"] if household else None,
                 "favourite": favourite, "source_url": recipe.get("org_url") or None,
                 "timeline_events": len(rows("recipe_timeline_events", "recipe_id", rid))}
        if "recipe_servings" in recipe:
            extra.update({"servings": recipe["recipe_servings"] or None, "yield_quantity": recipe["recipe_yield_quantity"] or None,
                          "step_summaries": [s["summary"] for s in steps if s.get("summary")]})
        recipes.append(account(
            recipe["name"], headings=headings, step_count=sum(1 for s in steps if (s.get("text") or "").strip()),
            step_headings=[s["title"] for s in steps if s.get("title")],
            times={"prep": seconds(recipe["prep_time"]), "cook": seconds(recipe["perform_time"] or recipe["cook_time"]),
                   "total": seconds(recipe["total_time"])},
            notes=len(rows("notes", "recipe_id", rid)),
            categories=[by_id["categories"][key(r["category_id"])]["name"] for r in rows("recipes_to_categories", "recipe_id", rid)],
            tags=[by_id["tags"][key(r["tag_id"])]["name"] for r in rows("recipes_to_tags", "recipe_id", rid)],
            keywords=[], tools=[by_id["tools"][key(r["tool_id"])]["name"] for r in rows("recipes_to_tools", "recipe_id", rid)],
            rating=stars(recipe["rating"]), photo=key(rid) in pictures, yield_=recipe["recipe_yield"] or None,
            line_texts=texts, **extra))
    return recipes


def read_paprika(recipe):
    headings, texts = [], []
    for line in recipe["ingredients"].replace("\r\n", "\n").split("\n"):
        if not line.strip():
            continue
        if text_heading(line):
            headings.append(heading_name(line))
        else:
            texts.append(line.strip())
    step_headings, steps = [], 0
    for line in recipe["directions"].replace("\r\n", "\n").split("\n"):
        if not line.strip():
            continue
        if text_heading(line) and not re.match(r"^\d+\.", line.strip()):
            step_headings.append(heading_name(line))
        else:
            steps += 1
    photo = bool(recipe.get("photo_data")) or any(p.get("data") for p in recipe.get("photos") or [])
    return account(
        recipe["name"], headings=headings, step_count=steps, step_headings=step_headings,
        times={"prep": seconds(recipe["prep_time"]), "cook": seconds(recipe["cook_time"]), "total": seconds(recipe["total_time"])},
        notes=1 if (recipe.get("notes") or "").strip() else 0, categories=list(recipe["categories"]), tags=[], keywords=[],
        tools=[], rating=stars(recipe["rating"]), photo=photo, yield_=recipe["servings"] or None, line_texts=texts,
        favourite=bool(recipe["on_favorites"]), source_url=recipe["source_url"] or None,
        nutrition=bool((recipe.get("nutritional_info") or "").strip()))


def read_nextcloud(recipe, photo):
    headings, texts = [], []
    for line in recipe.get("recipeIngredient") or []:
        if line.strip().startswith("##"):
            headings.append(line.strip().lstrip("#").strip())
        else:
            texts.append(line.strip())
    step_headings, steps = [], 0

    def walk(items):
        nonlocal steps
        for item in items:
            if isinstance(item, str):
                if item.strip().startswith("##"):
                    step_headings.append(item.strip().lstrip("#").strip())
                elif item.strip():
                    steps += 1
            elif item.get("@type") == "HowToSection":
                step_headings.append(item["name"])
                walk(item.get("itemListElement") or [])
            elif (item.get("text") or "").strip():
                steps += 1

    walk(recipe.get("recipeInstructions") or [])
    category = (recipe.get("recipeCategory") or "").strip()
    nutrition = recipe.get("nutrition")
    return account(
        recipe["name"], headings=headings, step_count=steps, step_headings=step_headings,
        times={"prep": seconds(recipe.get("prepTime")), "cook": seconds(recipe.get("cookTime")),
               "total": seconds(recipe.get("totalTime"))},
        notes=0, categories=[category] if category else [], tags=[],
        keywords=[k.strip() for k in (recipe.get("keywords") or "").split(",") if k.strip()],
        tools=list(recipe.get("tool") or []), rating=None, photo=photo,
        yield_=None if recipe.get("recipeYield") is None else str(recipe["recipeYield"]), line_texts=texts,
        servings=recipe.get("recipeYield"), source_url=recipe.get("url") or None,
        nutrition=isinstance(nutrition, dict) and any(k != "@type" for k in nutrition))


def read_tandoor(recipe, photo):
    headings, texts = [], []
    for step in sorted(recipe["steps"], key=lambda s: s["order"]):
        for line in sorted(step["ingredients"], key=lambda i: i["order"]):
            if line["is_header"]:
                headings.append(line["note"])
                continue
            amount = None if line["no_amount"] else line["amount"]
            plural = bool(amount and amount > 1)
            food = line["food"] and (((plural or line.get("always_use_plural_food")) and line["food"].get("plural_name"))
                                     or line["food"]["name"])
            unit = line["unit"] and (((plural or line.get("always_use_plural_unit")) and line["unit"].get("plural_name"))
                                     or line["unit"]["name"])
            texts.append(line["note"].strip() if food is None and unit is None else line_text(amount, unit, food, line["note"]))
    steps = sorted(recipe["steps"], key=lambda s: s["order"])
    return account(
        recipe["name"], headings=headings, step_count=sum(1 for s in steps if s["instruction"].strip()),
        step_headings=[s["name"] for s in steps if s["name"]],
        times={"prep": recipe["working_time"] * 60 or None, "cook": recipe["waiting_time"] * 60 or None, "total": None},
        notes=0, categories=[], tags=[], keywords=names(recipe["keywords"]), tools=[], rating=None, photo=photo,
        yield_=recipe["servings_text"] or None, line_texts=texts, servings=recipe["servings"],
        source_url=recipe.get("source_url") or None, step_minutes=[s["time"] for s in steps],
        nutrition=recipe["nutrition"] is not None)


# =============================================================================================
# Files, accounting and the check

def finish(name, data, app, shape, recipes):
    write(name, data)
    FILES.append({"file": name, "app": app, "shape": shape, "recipes": recipes})


RULES = {
    "ingredient_lines": "lines that are ingredients; headings and blank lines are not counted",
    "headings": "group titles among ingredients, in order: Mealie `title` on a line, Tandoor `is_header` lines (their note), "
                "Nextcloud lines starting \"## \", and in text (Paprika, Mealie 0.4 strings) a line ending in a colon or "
                "written in capitals with no digit",
    "steps": "instructions with words of their own; a section title alone (Mealie title-only step, \"## \" line, "
             "HowToSection name, Paprika heading line) is not a step; a Tandoor step without instruction text is not a step",
    "step_headings": "Mealie step `title`s, Nextcloud \"## \" lines and HowToSection names, Paprika heading lines, Tandoor step `name`s",
    "times": "seconds; Mealie prep_time/perform_time (else cook_time)/total_time, Paprika prep/cook/total_time, Nextcloud "
             "prepTime/cookTime/totalTime, Tandoor working_time as prep and waiting_time as cook (minutes); Tandoor holds no "
             "total: null",
    "notes": "Mealie note entries; Paprika 1 when `notes` has text; none elsewhere",
    "categories/tags/keywords/tools": "as the source names them; keywords (Nextcloud, Tandoor) are kept apart from tags",
    "rating": "as stored (Mealie 2.x: the average of people's ratings); 0 or nothing is null (not rated)",
    "yield": "the source's yield text as written (Mealie recipe_yield, Paprika servings, Nextcloud recipeYield as text, "
             "Tandoor servings_text); `servings` beside it where the source has a number",
    "line_texts": "each ingredient line as the app shows it: text lines as written; parsed lines as amount (omitted when 0 or "
                  "no_amount), unit (only with an amount; Mealie's abbreviation when use_abbreviation; plural names when the "
                  "amount is over 1), food, then \", note\"; a line with neither food nor unit shows its note; Mealie before 2.0 "
                  "with amounts off (recipe setting or the line's disable_amount) shows the note alone",
}


def validate(name, data):
    """Opens the file as Larder would have to: zips (and zips inside), gzip, and every JSON document."""
    if name.endswith(".json"):
        json.loads(data)
        return
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert archive.testzip() is None, f"{name}: a damaged entry"
        for info in archive.infolist():
            content = archive.read(info)
            if info.filename.endswith(".zip"):
                validate(f"{name}/{info.filename}", content)
            elif info.filename.endswith(".paprikarecipe"):
                json.loads(gzip.decompress(content))
            elif info.filename.endswith(".json"):
                json.loads(content)


def main():
    mealie_legacy()
    mealie_v1()
    mealie_v2()
    paprika()
    nextcloud()
    tandoor()
    with open(os.path.join(HERE, "accounting.json"), "w", encoding="utf-8") as file:
        json.dump({"about": "What each recipe of each fixture holds, counted from the data make_shapes.py wrote.",
                   "rules": RULES, "files": FILES}, file, ensure_ascii=False, indent=2)
        file.write("\n")

    written = {entry["file"] for entry in FILES}
    on_disk = {n for n in os.listdir(HERE) if n not in ("make_shapes.py", "SHAPES.md", "accounting.json") and not n.startswith(".")}
    assert written == on_disk, f"files not accounted for: {sorted(on_disk ^ written)}"
    print(f"{'file':<38} {'app':<21} {'recipes':>7} {'bytes':>7}")
    for entry in FILES:
        path = os.path.join(HERE, entry["file"])
        with open(path, "rb") as file:
            data = file.read()
        validate(entry["file"], data)
        assert len(data) < LIMIT, f"{entry['file']} is {len(data)} bytes"
        assert 2 <= len(entry["recipes"]) <= 4, entry["file"]
        print(f"{entry['file']:<38} {entry['app']:<21} {len(entry['recipes']):>7} {len(data):>7}")
    with open(os.path.join(HERE, "accounting.json"), "rb") as file:
        json.loads(file.read())
    print(f"{'accounting.json':<38} {'':<21} {sum(len(e['recipes']) for e in FILES):>7}")


if __name__ == "__main__":
    main()
