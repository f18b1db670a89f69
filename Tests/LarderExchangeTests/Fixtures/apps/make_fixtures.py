#!/usr/bin/env python3
"""Writes the app-export fixtures beside this script, and manifest.json, what reading each must give.

Run it from anywhere: `python3 make_fixtures.py`. Standard library only; the output is byte-for-byte
the same on every run (fixed zip dates, gzip without a time stamp), so the committed files only
change when this script does.

Each file is shaped as the app writes it (read from the apps' own exporters), filled with recipes
written for these tests: Mealie 1.x and 2.x backups, Mealie exports before 1.0 (0.5 and 0.4), a
Tandoor export, a Paprika export and a single Paprika recipe, a Nextcloud Cookbook folder, and
files that must be refused.
"""
import base64
import gzip
import io
import json
import os
import struct
import uuid
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATE = (2024, 1, 1, 0, 0, 0)

# Pictures small enough to read in a diff, made with libvips (8x6 pixels) and decoded by it again.
JPEG = base64.b64decode(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwC54Wsk+TpRRRXoYzKMF7R/u0elw5Ul9Sjqf//Z")
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYUlEQVQI1w3JMQFEMQhEwRPxa0REBDVKVsmrERER1ChZHZdp5/cRhyhCBMQlljDx+8hDFikS8pJLmnyhgwoJgS5aZPSiD120aOhLL236xRymGDEwl1nGzAsfXFgYfPFi4z83+0oRw6JCAQAAAABJRU5ErkJggg==")
WEBP = base64.b64decode(
    "UklGRiABAABXRUJQVlA4WAoAAAAIAAAABwAABQAAVlA4IEAAAADwAQCdASoIAAYAAUAmJbACdEf/gbh536AA/q0fNZuiEKZQwew6xt+X8Xw+f+adxY1Zf9K/8f8qjT//YwFNLAAARVhJRroAAABFeGlmAABJSSoACAAAAAYAEgEDAAEAAAABAAAAGgEFAAEAAABWAAAAGwEFAAEAAABeAAAAKAEDAAEAAAACAAAAEwIDAAEAAAABAAAAaYcEAAEAAABmAAAAAAAAADhjAADoAwAAOGMAAOgDAAAGAACQBwAEAAAAMDIxMAGRBwAEAAAAAQIDAACgBwAEAAAAMDEwMAGgAwABAAAA//8AAAKgBAABAAAACAAAAAOgBAABAAAABgAAAAAAAAA=")

MANIFEST = []


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


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(data)


def gz(data):
    return gzip.compress(data, mtime=0)


def as_json(value, ascii_only=True):
    return json.dumps(value, ensure_ascii=ascii_only).encode("utf-8")


def expect(name, lines, steps, servings=4, photo=False, tags=(), source=None, favourite=False, rating=None, **extra):
    """What one recipe must read as. Tags are listed as Larder orders them: by name, ignoring case."""
    recipe = {"name": name, "lines": lines, "steps": steps, "servings": servings, "photo": photo,
              "tags": sorted(tags, key=lambda t: (t.lower(), t)), "sourceURL": source, "favourite": favourite, "rating": rating}
    recipe.update(extra)
    return recipe


def ids(seed, count, dashed):
    """Stable ids, written as PostgreSQL (with dashes) or SQLite (32 hex digits) stores them."""
    made = [uuid.uuid5(uuid.NAMESPACE_URL, f"larder-fixture/{seed}/{n}") for n in range(count)]
    return [str(u) if dashed else u.hex for u in made]


def dashed(hex_id):
    return str(uuid.UUID(hex_id))


# ---------------------------------------------------------------------------------------------
# Mealie 1.x: a SQLite instance (ids without dashes), two groups, favourites in users_to_favorites,
# the rating on the recipe.

def mealie_v1():
    g_home, g_cabin, u_ann, u_bob, r_chili, r_creme, r_nameless, r_long, r_bannock = ids("v1", 9, dashed=False)
    units = dict(zip(["tbsp", "g", "cup", "tsp"], ids("v1-units", 4, dashed=False)))
    foods = dict(zip(["olive oil", "onion", "ground beef", "kidney beans", "chili powder", "flour", "baking powder", "water"],
                     ids("v1-foods", 8, dashed=False)))
    tags = dict(zip(["Beef", "Spicy", "Camping"], ids("v1-tags", 3, dashed=False)))
    cats = dict(zip(["Dinner"], ids("v1-cats", 1, dashed=False)))
    tools = dict(zip(["Dutch oven"], ids("v1-tools", 1, dashed=False)))
    refs = ids("v1-refs", 6, dashed=False)
    steps = ids("v1-steps", 12, dashed=False)
    stamp = "2023-02-11T18:04:05.123456"

    def recipe(id, group, user, name, slug, **fields):
        row = {"created_at": stamp, "update_at": stamp, "id": id, "slug": slug, "group_id": group, "user_id": user,
               "name": name, "description": None, "image": "Zx1q", "total_time": None, "prep_time": None,
               "perform_time": None, "cook_time": None, "recipe_yield": None, "recipeCuisine": None, "rating": None,
               "org_url": None, "date_added": "2023-02-11", "date_updated": stamp, "last_made": None,
               "is_ocr_recipe": False, "name_normalized": (name or "").lower(), "description_normalized": None}
        row.update(fields)
        return row

    recipes = [
        recipe(r_chili, g_home, u_ann, "Weeknight Chili", "weeknight-chili", description="A hearty chili for busy evenings.",
               prep_time="15 minutes", perform_time="1 hour", total_time="1 hour 15 minutes", recipe_yield="6 servings",
               rating=4, org_url="https://example.com/chili"),
        recipe(r_creme, g_home, u_ann, "Crème brûlée", "creme-brulee",
               description="<p>Silky custard under a <strong>crackling</strong> sugar crust.</p>",
               prep_time="", perform_time="40 min", total_time="PT1H30M", recipe_yield="", rating=0),
        recipe(r_nameless, g_home, u_bob, None, "untitled"),
        recipe(r_long, g_home, u_bob, "A" * 250, "a-very-long-name"),
        recipe(r_bannock, g_cabin, None, "Campfire Bannock", "campfire-bannock", recipe_yield="8 pieces",
               total_time="30 minutes"),
    ]

    def line(n, recipe, position, quantity=0, unit=None, food=None, note="", title=None, ref=None, original=None):
        return {"created_at": stamp, "update_at": stamp, "id": n, "position": position, "recipe_id": recipe,
                "title": title, "note": note, "unit_id": units.get(unit), "food_id": foods.get(food),
                "quantity": quantity, "original_text": original, "reference_id": ref,
                "note_normalized": note.lower(), "original_text_normalized": None}

    ingredients = [
        line(1, r_chili, 0, 2, "tbsp", "olive oil", title="Base", ref=refs[0]),
        line(2, r_chili, 1, 1, None, "onion", "diced", ref=refs[1]),
        line(3, r_chili, 2, 500, "g", "ground beef", ref=refs[2]),
        line(4, r_chili, 3, 1.5, "cup", "kidney beans", "drained", ref=refs[3]),
        line(5, r_chili, 4, 2, "tsp", "chili powder", title="Spices", ref=refs[4]),
        line(6, r_chili, 5, 0, None, None, "Salt and pepper to taste", ref=refs[5]),
        # Never parsed: the whole line is the note, and the quantity of 1 was never shown.
        line(7, r_creme, 0, 1, note="500 ml double cream", original="500 ml double cream"),
        line(8, r_creme, 1, 1, note="5 egg yolks"),
        line(9, r_creme, 2, 1, note="100 g caster sugar"),
        line(10, r_creme, 3, 1, note="1 vanilla pod, split"),
        line(11, r_creme, 4, 1, note="2 tbsp demerara sugar", title="To finish"),
        line(12, r_bannock, 0, 2, "cup", "flour"),
        line(13, r_bannock, 1, 1, "tbsp", "baking powder"),
        line(14, r_bannock, 2, 0.75, "cup", "water"),
    ]

    def step(id, recipe, position, text, title=""):
        return {"created_at": stamp, "update_at": stamp, "id": id, "recipe_id": recipe, "position": position,
                "type": "", "title": title, "text": text}

    instructions = [
        step(steps[0], r_chili, 0, "Heat the **oil** in the Dutch oven and soften the onion.", title="Brown"),
        step(steps[1], r_chili, 1, "Add the beef and brown it, 8–10 minutes."),
        step(steps[2], r_chili, 2, "Stir in the beans and the chili powder; simmer for 45 minutes.\n\nSeason to taste.", title="Simmer"),
        step(steps[3], r_creme, 0, "Heat the cream and vanilla until steaming."),
        step(steps[4], r_creme, 1, "Whisk the yolks with the sugar, pour over the cream and strain."),
        step(steps[5], r_creme, 2, "Bake in a water bath at 150 °C for 40 minutes; chill."),
        step(steps[6], r_creme, 3, "", title="Caramelise"),
        step(steps[7], r_creme, 4, "Sprinkle with demerara sugar and torch until crisp."),
        step(steps[8], r_bannock, 0, "Mix the flour and baking powder, then the water, into a soft dough."),
        step(steps[9], r_bannock, 1, "Wrap around sticks and toast over the embers."),
    ]
    links = [{"id": n + 1, "created_at": stamp, "update_at": stamp, "instruction_id": instruction, "reference_id": ref}
             for n, (instruction, ref) in enumerate([(steps[0], refs[0]), (steps[0], refs[1]), (steps[1], refs[2]),
                                                     (steps[2], refs[3]), (steps[2], refs[4])])]

    database = {
        "alembic_version": [{"version_num": "5ab195a474eb"}],
        "groups": [{"created_at": stamp, "update_at": stamp, "id": g_home, "name": "Home", "slug": "home"},
                   {"created_at": stamp, "update_at": stamp, "id": g_cabin, "name": "Cabin", "slug": "cabin"}],
        "users": [{"id": u_ann, "full_name": "Ann", "username": "ann", "email": "ann@example.com", "group_id": g_home, "admin": True},
                  {"id": u_bob, "full_name": "Bob", "username": "bob", "email": "bob@example.com", "group_id": g_cabin, "admin": False}],
        "recipes": recipes,
        "recipes_ingredients": ingredients,
        "recipe_instructions": instructions,
        "recipe_ingredient_ref_link": links,
        "ingredient_units": [{"id": id, "group_id": g_home, "name": {"tbsp": "tablespoon", "g": "gram", "cup": "cup", "tsp": "teaspoon"}[abbr],
                              "abbreviation": abbr, "use_abbreviation": abbr != "cup", "fraction": True, "description": ""}
                             for abbr, id in units.items()],
        "ingredient_foods": [{"id": id, "group_id": g_home, "name": name, "description": "", "label_id": None}
                             for name, id in foods.items()],
        "tags": [{"id": id, "group_id": g_cabin if name == "Camping" else g_home, "name": name, "slug": name.lower()} for name, id in tags.items()],
        "recipes_to_tags": [{"recipe_id": r_chili, "tag_id": tags["Beef"]}, {"recipe_id": r_chili, "tag_id": tags["Spicy"]},
                            {"recipe_id": r_bannock, "tag_id": tags["Camping"]}],
        "categories": [{"id": cats["Dinner"], "group_id": g_home, "name": "Dinner", "slug": "dinner"}],
        "recipes_to_categories": [{"recipe_id": r_chili, "category_id": cats["Dinner"]}],
        "tools": [{"id": tools["Dutch oven"], "group_id": g_home, "name": "Dutch oven", "slug": "dutch-oven", "on_hand": False}],
        "recipes_to_tools": [{"recipe_id": r_chili, "tool_id": tools["Dutch oven"]}],
        "notes": [{"created_at": stamp, "update_at": stamp, "id": 1, "recipe_id": r_chili, "title": "Freezing", "text": "Keeps 3 months frozen."},
                  {"created_at": stamp, "update_at": stamp, "id": 2, "recipe_id": r_chili, "title": "", "text": "Better the next day."}],
        "recipe_settings": [{"id": n + 1, "recipe_id": r, "public": True, "show_nutrition": False, "show_assets": False,
                             "landscape_view": False, "disable_amount": r == r_creme, "disable_comments": False, "locked": False}
                            for n, r in enumerate([r_chili, r_creme, r_bannock])],
        "users_to_favorites": [{"user_id": u_ann, "recipe_id": r_chili}, {"user_id": u_bob, "recipe_id": r_bannock}],
        "recipe_nutrition": [], "recipe_assets": [], "recipe_comments": [], "shopping_lists": [], "group_meal_plans": [],
    }
    files = [("database.json", as_json(database))]
    for recipe_id, picture in [(r_chili, WEBP), (r_bannock, WEBP)]:
        folder = f"data/recipes/{dashed(recipe_id)}/images/"
        files += [(folder + "original.webp", picture), (folder + "min-original.webp", picture), (folder + "tiny-original.webp", picture)]
    files.append(("data/users/" + dashed(u_ann) + "/profile.webp", WEBP))
    write("mealie-v1-two-groups.zip", zip_bytes(files))

    home = {
        "recipes": [
            expect("Weeknight Chili", 6, 3, servings=6, photo=True, tags=["Beef", "Dinner", "Spicy"], source="https://example.com/chili",
                   favourite=True, rating=4, times={"prep": 900, "cook": 3600, "total": 4500},
                   summary="A hearty chili for busy evenings.\n\nFreezing\nKeeps 3 months frozen.\n\nBetter the next day.",
                   firstStep="Brown: Heat the oil in the Dutch oven and soften the onion.", stepLines=[2, 1, 2],
                   ownLines=["Salt and pepper to taste"], tools=["Dutch oven"],
                   lineTexts=["2 tbsp olive oil", "1 onion, diced", "500 g ground beef", "1.5 cup kidney beans, drained",
                              "2 tsp chili powder", "Salt and pepper to taste"], createdAt="2023-02-11T00:00:00Z"),
            expect("Crème brûlée", 5, 4, summary="Silky custard under a crackling sugar crust.",
                   times={"cook": 2400, "total": 5400}, lastStep="Caramelise: Sprinkle with demerara sugar and torch until crisp.",
                   lineTexts=["500 ml double cream", "5 egg yolks", "100 g caster sugar", "1 vanilla pod, split", "2 tbsp demerara sugar"]),
        ],
        "unreadable": [{"path": "database.json $.recipes[2]", "contains": "a recipe needs a name"},
                       {"path": "database.json $.recipes[3]", "contains": "Name can be at most 200 characters"}],
    }
    MANIFEST.append({"file": "mealie-v1-two-groups.zip", "format": "a Mealie backup", "mealieGroup": "Home", **home})
    MANIFEST.append({"file": "mealie-v1-two-groups.zip", "format": "a Mealie backup", "mealieGroup": "cabin",
                     "recipes": [expect("Campfire Bannock", 3, 2, servings=8, photo=True, tags=["Camping"], favourite=True,
                                        times={"total": 1800})],
                     "unreadable": []})
    MANIFEST.append({"file": "mealie-v1-two-groups.zip", "error": "choose the group",
                     "errorAlsoContains": ["“Home” (4 recipes)", "“Cabin” (1 recipe)"]})
    MANIFEST.append({"file": "mealie-v1-two-groups.zip", "mealieGroup": "Garage", "error": "no group “Garage”"})
    return [{"id": g_home, "name": "Home", "recipeCount": 4}, {"id": g_cabin, "name": "Cabin", "recipeCount": 1}]


# ---------------------------------------------------------------------------------------------
# Mealie 2.x: a PostgreSQL instance (ids with dashes), households, ratings and favourites per person
# in users_to_recipes, recipe_servings beside the yield text, step summaries, structured times.

def mealie_v2():
    g_main, g_empty, h_family, u_cleo, u_dan, r_shak, r_focaccia, r_miso = ids("v2", 8, dashed=True)
    units = dict(zip(["tbsp", "g", "handful"], ids("v2-units", 3, dashed=True)))
    foods = dict(zip(["olive oil", "onion", "red pepper", "chopped tomatoes", "egg", "coriander"], ids("v2-foods", 6, dashed=True)))
    steps = ids("v2-steps", 8, dashed=True)
    refs = ids("v2-refs", 6, dashed=True)
    stamp = "2024-11-02T09:30:00"

    def recipe(id, name, **fields):
        row = {"id": id, "slug": name.lower().replace(" ", "-"), "group_id": g_main, "user_id": u_cleo, "name": name,
               "description": "", "image": "aB3x", "total_time": None, "prep_time": None, "perform_time": None,
               "cook_time": None, "recipe_yield": "", "recipe_yield_quantity": 0.0, "recipe_servings": 0.0,
               "recipeCuisine": None, "rating": None, "org_url": None, "date_added": "2024-11-02", "date_updated": stamp,
               "last_made": None, "is_ocr_recipe": False, "created_at": stamp, "update_at": stamp,
               "name_normalized": name.lower(), "description_normalized": ""}
        row.update(fields)
        return row

    recipes = [
        recipe(r_shak, "Shakshuka", description="Eggs poached in a spiced tomato sauce.", recipe_servings=4.0,
               prep_time="10 minutes", perform_time="25 minutes", total_time="35 minutes", rating=4.0,
               org_url="https://example.com/shakshuka"),
        recipe(r_focaccia, "Focaccia", recipe_yield="tray", recipe_yield_quantity=1.0, rating=5.0,
               prep_time_seconds=1200, perform_time_seconds=1500, total_time_seconds=10800),
        recipe(r_miso, "Miso Soup", org_url="not a web address", rating=0.0),
    ]

    def line(n, recipe, position, quantity=0.0, unit=None, food=None, note="", ref=None):
        return {"id": n, "position": position, "recipe_id": recipe, "title": "", "note": note, "unit_id": units.get(unit),
                "food_id": foods.get(food), "quantity": quantity, "original_text": None, "reference_id": ref,
                "referenced_recipe_id": None, "created_at": stamp, "update_at": stamp}

    ingredients = [
        line(1, r_shak, 0, 2, "tbsp", "olive oil", ref=refs[0]),
        line(2, r_shak, 1, 1, None, "onion", "sliced", ref=refs[1]),
        line(3, r_shak, 2, 2, None, "red pepper", ref=refs[2]),
        line(4, r_shak, 3, 800, "g", "chopped tomatoes", ref=refs[3]),
        line(5, r_shak, 4, 4, None, "egg", ref=refs[4]),
        line(6, r_shak, 5, 1, "handful", "coriander", "to serve", ref=refs[5]),
        line(7, r_focaccia, 0, note="500 g strong white flour"),
        line(8, r_focaccia, 1, note="400 ml warm water"),
        line(9, r_focaccia, 2, note="7 g dried yeast"),
        line(10, r_focaccia, 3, note="2 tsp salt"),
        line(11, r_focaccia, 4, note="Olive oil, for drizzling"),
        line(12, r_miso, 0, note="1 l dashi"),
        line(13, r_miso, 1, note="3 tbsp white miso"),
        line(14, r_miso, 2, note="150 g silken tofu, cubed"),
    ]

    def step(id, recipe, position, text, title="", summary=""):
        return {"id": id, "recipe_id": recipe, "position": position, "type": "", "title": title, "summary": summary,
                "text": text, "created_at": stamp, "update_at": stamp}

    instructions = [
        step(steps[0], r_shak, 0, "Soften the onion and pepper in the oil.", summary="Sauce"),
        step(steps[1], r_shak, 1, "Add the tomatoes and simmer until thick, about 15 minutes."),
        step(steps[2], r_shak, 2, "Make four hollows, crack in the eggs, cover and cook 8 minutes. Scatter with coriander."),
        step(steps[3], r_focaccia, 0, "1. Mix the flour, water, yeast and salt into a wet dough."),
        step(steps[4], r_focaccia, 1, "", title="Proof"),
        step(steps[5], r_focaccia, 2, "Leave to rise in an oiled tray for 2 hours."),
        step(steps[6], r_focaccia, 3, "Dimple, drizzle with oil and bake at 220 °C for 25 minutes."),
    ]
    links = [{"id": n + 1, "instruction_id": s, "reference_id": r, "created_at": stamp, "update_at": stamp}
             for n, (s, r) in enumerate([(steps[0], refs[0]), (steps[0], refs[1]), (steps[0], refs[2]),
                                         (steps[1], refs[3]), (steps[2], refs[4]), (steps[2], refs[5])])]
    database = {
        "alembic_version": [{"version_num": "b1020f328e98"}],
        "groups": [{"id": g_main, "name": "Main", "slug": "main", "created_at": stamp, "update_at": stamp},
                   {"id": g_empty, "name": "Test group", "slug": "test-group", "created_at": stamp, "update_at": stamp}],
        "households": [{"id": h_family, "name": "Family", "slug": "family", "group_id": g_main, "created_at": stamp, "update_at": stamp}],
        "users": [{"id": u_cleo, "full_name": "Cleo", "username": "cleo", "group_id": g_main, "household_id": h_family},
                  {"id": u_dan, "full_name": "Dan", "username": "dan", "group_id": g_main, "household_id": h_family}],
        "recipes": recipes,
        "recipes_ingredients": ingredients,
        "recipe_instructions": instructions,
        "recipe_ingredient_ref_link": links,
        "ingredient_units": [{"id": id, "group_id": g_main, "name": {"tbsp": "tablespoon", "g": "gram", "handful": "handful"}[a],
                              "plural_name": None, "abbreviation": a, "plural_abbreviation": None,
                              "use_abbreviation": a != "handful", "fraction": True, "description": ""} for a, id in units.items()],
        "ingredient_foods": [{"id": id, "group_id": g_main, "name": name, "plural_name": None, "description": "",
                              "label_id": None, "on_hand": False} for name, id in foods.items()],
        "tags": [], "recipes_to_tags": [], "categories": [], "recipes_to_categories": [], "tools": [], "recipes_to_tools": [],
        "notes": [],
        "recipe_settings": [{"id": n + 1, "recipe_id": r, "public": True, "disable_amount": True, "locked": False}
                            for n, r in enumerate([r_shak, r_focaccia, r_miso])],
        "users_to_recipes": [
            {"id": ids("v2-ur", 1, True)[0], "user_id": u_cleo, "recipe_id": r_shak, "rating": 4.0, "is_favorite": True},
            {"id": ids("v2-ur", 2, True)[1], "user_id": u_dan, "recipe_id": r_shak, "rating": 4.0, "is_favorite": False},
            {"id": ids("v2-ur", 3, True)[2], "user_id": u_dan, "recipe_id": r_focaccia, "rating": 5.0, "is_favorite": False},
        ],
    }
    files = [("database.json", as_json(database)), (f"data/recipes/{r_focaccia}/images/original.webp", WEBP),
             (f"data/recipes/{r_focaccia}/images/min-original.webp", WEBP)]
    write("mealie-v2-backup.zip", zip_bytes(files))
    MANIFEST.append({"file": "mealie-v2-backup.zip", "format": "a Mealie backup", "mealieGroup": None, "recipes": [
        expect("Shakshuka", 6, 3, servings=4, source="https://example.com/shakshuka", favourite=True, rating=4,
               times={"prep": 600, "cook": 1500, "total": 2100}, firstStep="Sauce: Soften the onion and pepper in the oil.",
               stepLines=[3, 1, 2]),
        expect("Focaccia", 5, 3, servings=1, photo=True, rating=5, times={"prep": 1200, "cook": 1500, "total": 10800},
               firstStep="Mix the flour, water, yeast and salt into a wet dough.",
               lastStep="Dimple, drizzle with oil and bake at 220 °C for 25 minutes.",
               createdAt="2024-11-02T00:00:00Z"),
        expect("Miso Soup", 3, 0, ownLines=["1 l dashi", "3 tbsp white miso", "150 g silken tofu, cubed"]),
    ], "unreadable": []})
    return [{"id": g_main, "name": "Main", "recipeCount": 3}, {"id": g_empty, "name": "Test group", "recipeCount": 0}]


# ---------------------------------------------------------------------------------------------
# Mealie before 1.0.

def mealie_legacy():
    pancakes = {
        "name": "Fluffy Pancakes", "description": "Thick American-style pancakes.", "image": "original.webp",
        "recipeYield": "8 pancakes",
        "recipeIngredient": ["1 1/2 cups flour", "2 tbsp sugar", "1 tsp baking powder", "1 cup milk", "1 egg", "Butter, for the pan"],
        "recipeInstructions": [{"title": "", "text": "Whisk the dry ingredients."}, {"text": "Beat in the milk and egg."},
                               {"title": "Cook", "text": "Fry ladlefuls in butter until golden."}],
        "totalTime": "25 min", "prepTime": "10 min", "performTime": "15 min", "slug": "pancakes",
        "tags": ["Breakfast", "Sweet"], "recipeCategory": ["Brunch"], "dateAdded": "2021-04-05",
        "notes": [{"title": "Tip", "text": "Rest the batter 10 minutes."}], "rating": 3, "orgURL": "https://example.org/pancakes",
        "extras": {}, "nutrition": {"calories": None}, "tools": [], "assets": [], "settings": {"public": True}, "comments": [],
    }
    gazpacho = {
        "name": "Gazpacho", "description": None, "image": None, "recipeYield": "4",
        "recipeIngredient": [
            {"title": None, "note": "ripe", "unit": {"name": "kg"}, "food": {"name": "tomatoes"}, "quantity": 1, "disableAmount": False},
            {"title": "Garnish", "note": "", "unit": None, "food": {"name": "cucumber"}, "quantity": 0.5, "disableAmount": False},
            {"title": None, "note": "Salt to taste", "unit": None, "food": None, "quantity": 1, "disableAmount": False},
        ],
        "recipeInstructions": [{"text": "Blend everything until smooth."}, {"text": "Chill for at least 2 hours."}],
        "totalTime": "PT15M", "slug": "gazpacho", "tags": [{"name": "Summer", "slug": "summer"}],
        "recipeCategory": [{"name": "Soup", "slug": "soup"}], "dateAdded": "2021-07-01", "notes": [], "rating": None, "orgURL": None,
    }
    untitled = {"name": None, "slug": "untitled", "recipeIngredient": ["1 thing"], "recipeInstructions": [{"text": "Do it."}]}
    files = [
        ("recipes/pancakes/pancakes.json", json.dumps(pancakes, indent=4).encode()),
        ("recipes/pancakes/images/original.webp", WEBP),
        ("recipes/pancakes/images/min-original.webp", WEBP),
        ("recipes/gazpacho/gazpacho.json", json.dumps(gazpacho, indent=4).encode()),
        ("recipes/tiramisu/tiramisu.json", b'{\n    "name": "Tiramisu",\n    "recipeIngredient": ["250 g mascarpone",\n'),
        ("recipes/untitled/untitled.json", json.dumps(untitled, indent=4).encode()),
        ("users/users.json", json.dumps([{"username": "ann", "favoriteRecipes": ["pancakes"]}], indent=4).encode()),
        ("groups/groups.json", json.dumps([{"name": "Home", "webhookUrls": []}], indent=4).encode()),
        ("settings/settings.json", json.dumps([{"language": "en-US"}], indent=4).encode()),
        ("templates/recipes.md/pancakes.md", b"# Fluffy Pancakes\n"),
    ]
    write("mealie-legacy-v05.zip", zip_bytes(files))
    MANIFEST.append({"file": "mealie-legacy-v05.zip", "format": "a Mealie export (before 1.0)", "recipes": [
        expect("Fluffy Pancakes", 6, 3, servings=8, photo=True, tags=["Breakfast", "Brunch", "Sweet"], source="https://example.org/pancakes",
               favourite=True, rating=3, times={"prep": 600, "cook": 900, "total": 1500},
               summary="Thick American-style pancakes.\n\nTip\nRest the batter 10 minutes.", lastStep="Cook: Fry ladlefuls in butter until golden.",
               createdAt="2021-04-05T00:00:00Z"),
        expect("Gazpacho", 3, 2, servings=4, tags=["Soup", "Summer"], times={"total": 900},
               lineTexts=["1 kg tomatoes, ripe", "0.5 cucumber", "Salt to taste"]),
    ], "unreadable": [{"path": "recipes/tiramisu/tiramisu.json", "contains": "not valid JSON"},
                      {"path": "recipes/untitled/untitled.json", "contains": "a recipe needs a name"}]})

    dal = {"name": "Lentil Dal", "slug": "lentil-dal", "image": "lentil-dal.jpg", "description": "Red lentils with cumin.",
           "recipeYield": "4 Servings", "recipeIngredient": ["200 g red lentils", "1 onion", "1 tsp cumin seeds", "600 ml water"],
           "recipeInstructions": [{"@type": "HowToStep", "text": "Fry the cumin and onion."},
                                  {"@type": "HowToStep", "text": "Add lentils and water; simmer 20 minutes."}],
           "tags": ["Vegan"], "recipeCategory": [], "dateAdded": "2021-01-10", "notes": [], "rating": None, "orgURL": ""}
    write("mealie-legacy-v04.zip", zip_bytes([("recipes/lentil-dal.json", json.dumps(dal, indent=4).encode()),
                                              ("images/lentil-dal.jpg", JPEG)]))
    MANIFEST.append({"file": "mealie-legacy-v04.zip", "format": "a Mealie export (before 1.0)", "recipes": [
        expect("Lentil Dal", 4, 2, photo=True, tags=["Vegan"])], "unreadable": []})


# ---------------------------------------------------------------------------------------------
# Tandoor: a zip of zips.

def tandoor_line(food, amount, unit=None, note="", order=0, header=False, no_amount=False):
    return {"food": None if food is None else {"name": food, "ignore_shopping": False, "supermarket_category": None},
            "unit": None if unit is None else {"name": unit, "description": None},
            "amount": amount, "note": note, "order": order, "is_header": header, "no_amount": no_amount,
            "always_use_plural_unit": False, "always_use_plural_food": False}


def tandoor_recipe(name, steps, **fields):
    recipe = {"name": name, "description": None, "keywords": [], "steps": steps, "working_time": 0, "waiting_time": 0,
              "internal": True, "nutrition": None, "servings": 1, "servings_text": "", "source_url": None}
    recipe.update(fields)
    return as_json(recipe, ascii_only=False)


def tandoor_step(instruction, ingredients, name="", time=0, order=0):
    return {"name": name, "instruction": instruction, "ingredients": ingredients, "time": time, "order": order,
            "show_as_header": bool(name), "show_ingredients_table": True}


def tandoor():
    pasta = tandoor_recipe("Pasta e Fagioli", [
        tandoor_step("", [tandoor_line("olive oil", 2, "tbsp"), tandoor_line("onion", 1, note="chopped", order=1),
                          tandoor_line("garlic", 2, "clove", order=2)]),
        tandoor_step("Add {{ ingredients[0] }} and the **stock**; simmer 20 minutes.",
                     [tandoor_line("borlotti beans", 400, "g"), tandoor_line("stock", 1, "l", order=1)], name="Simmer", time=20, order=1),
        tandoor_step("Stir in the pasta and cook until tender.", [tandoor_line("ditalini", 150, "g")], time=10, order=2),
    ], description="Beans and pasta in one pot.", keywords=[{"name": "Italian", "description": ""}, {"name": "Soup", "description": ""}],
        servings=4, servings_text="bowls", working_time=15, waiting_time=45, source_url="https://example.net/pasta-e-fagioli")
    spaetzle = tandoor_recipe("Käsespätzle", [
        tandoor_step("Mehl, Eier und Salz zu einem zähen Teig schlagen.\n\n- 10 Minuten ruhen lassen", [
            tandoor_line(None, "0.000", note="Teig", header=True, no_amount=True),
            tandoor_line("Mehl", "400.000", "g", order=1),
            tandoor_line("Eier", "4.000", order=2),
            tandoor_line("Salz", "0.000", order=3, no_amount=True)], name="Teig", time=15),
        tandoor_step("Spätzle ins kochende Wasser schaben und mit dem Käse schichten.",
                     [tandoor_line("Bergkäse", 200, "g", note="gerieben")], order=1),
    ], keywords=[{"name": "Schwäbisch", "description": ""}], servings=2, working_time=30)
    salad = tandoor_recipe("Green Salad", [
        tandoor_step("Toss the leaves with the dressing.", [
            tandoor_line("lettuce", 1, "head"),
            {"food": None, "unit": None, "amount": 0, "note": "", "order": 1, "is_header": False, "no_amount": True,
             "original_text": "2 tbsp vinaigrette"}]),
    ], servings=0, working_time=5, source_url="")
    nameless = tandoor_recipe("", [tandoor_step("Stir.", [])])
    broken = zip_bytes([("recipe.json", tandoor_recipe("Lost", [])), ("image.jpg", JPEG)])
    files = [
        ("Pasta_e_Fagioli.zip", zip_bytes([("recipe.json", pasta), ("image.jpg", JPEG)])),
        ("Käsespätzle.zip", zip_bytes([("recipe.json", spaetzle), ("image.png", PNG)])),
        ("Green_Salad.zip", zip_bytes([("recipe.json", salad)])),
        ("Lost.zip", broken[: len(broken) // 2]),
        ("Nameless.zip", zip_bytes([("recipe.json", nameless)])),
    ]
    write("tandoor-export.zip", zip_bytes(files))
    MANIFEST.append({"file": "tandoor-export.zip", "format": "a Tandoor export", "recipes": [
        expect("Pasta e Fagioli", 6, 2, servings=4, photo=True, keywords=["Italian", "Soup"], source="https://example.net/pasta-e-fagioli",
               times={"prep": 900, "cook": 2700}, summary="Beans and pasta in one pot.",
               firstStep="Simmer: Add 400 g borlotti beans and the stock; simmer 20 minutes.", stepLines=[2, 1],
               stepMinutes=[20, 10], ownLines=["2 tbsp olive oil", "1 onion, chopped", "2 clove garlic"]),
        expect("Käsespätzle", 4, 2, servings=2, photo=True, keywords=["Schwäbisch"], times={"prep": 1800},
               firstStep="Teig: Mehl, Eier und Salz zu einem zähen Teig schlagen.\n\n10 Minuten ruhen lassen", stepLines=[3, 1],
               lineTexts=["400 g Mehl", "4 Eier", "Salz", "200 g Bergkäse, gerieben"]),
        expect("Green Salad", 2, 1, times={"prep": 300}, lineTexts=["1 head lettuce", "2 tbsp vinaigrette"]),
    ], "unreadable": [{"path": "Lost.zip", "contains": "damaged zip"},
                      {"path": "Nameless.zip/recipe.json", "contains": "a recipe needs a name"}]})


# ---------------------------------------------------------------------------------------------
# Paprika: a zip of gzipped JSON documents, and one alone.

def paprika_recipe(name, **fields):
    recipe = {"uid": str(uuid.uuid5(uuid.NAMESPACE_URL, "paprika/" + name)).upper(), "name": name, "directions": "",
              "servings": "", "rating": 0, "difficulty": "", "ingredients": "", "notes": "", "created": "2019-03-31 19:36:16",
              "image_url": None, "cook_time": "", "hash": "0" * 64, "categories": [], "photo_hash": None, "photo": None,
              "photo_large": None, "scale": None, "source": "", "source_url": "", "total_time": "", "prep_time": "",
              "description": "", "nutritional_info": "", "on_favorites": 0, "photos": [], "photo_data": None}
    recipe.update(fields)
    return gz(as_json(recipe, ascii_only=False))


def paprika():
    long_note = " ".join(["Smørrebrød is built on dense rye bread, spread thickly with butter."] * 40)
    files = [
        ("Banana Bread.paprikarecipe", paprika_recipe(
            "Banana Bread", ingredients="3 ripe bananas\n75 g butter, melted\n150 g sugar\n1 egg\n1 tsp baking soda\n190 g flour\n",
            directions="Heat the oven to 175 °C.\nMash the bananas and stir in the butter.\nMix in the sugar, egg, baking soda and flour.\nBake in a loaf tin for 1 hour.",
            servings="Makes 1 loaf", prep_time="15 mins", cook_time="1 hr", total_time="1 hr 15 mins", notes="Freezes well.",
            source="Grandma", source_url="https://example.com/banana-bread", categories=["Baking", "Breakfast"], rating=5,
            on_favorites=1, photo="6C1D.jpg", photo_data=base64.b64encode(JPEG).decode(), difficulty="Easy")),
        ("Tom Kha Gai.paprikarecipe", paprika_recipe(
            "Tom Kha Gai", ingredients="For the soup:\n400 ml coconut milk\n300 ml chicken stock\n3 slices galangal\n2 stalks lemongrass\n\nTo serve:\n1 lime, juiced\nCoriander leaves",
            directions="<p>Simmer the coconut milk with the stock, galangal and lemongrass.</p><p>Add the chicken and cook 10 minutes.</p><p>Finish with lime and coriander.</p>",
            servings="4 servings", source="https://example.org/tom-kha", categories=["Thai", "Soup"], on_favorites=True,
            photos=[{"name": "1", "filename": "A1.png", "hash": "1" * 64, "data": base64.b64encode(PNG).decode()}], photo_data="")),
        ("Ratatouille.paprikarecipe", paprika_recipe(
            # Written on Windows: its line breaks are "\r\n".
            "Ratatouille", ingredients="1 aubergine\r\n2 courgettes\r\n2 red peppers\r\n400 g tomatoes",
            directions="1. Fry the aubergine. 2. Add the courgettes and peppers. 3. Stir in the tomatoes and simmer.",
            total_time="1 1/2 hours", rating=2, notes="<b>Better</b> the next day &amp; freezes well.")),
        ("Smørrebrød.paprikarecipe", paprika_recipe(
            "Smørrebrød", ingredients="4 slices rye bread\n200 g pickled herring\n1 red onion\nDill",
            directions="Butter the bread.\n\nTop with herring, onion rings and dill.", servings="2", rating=4,
            on_favorites=False, notes=long_note)),
        ("Broken.paprikarecipe", gz(b'{"name": "Broken", "ingredients": "1 egg\\n')),
        ("Nameless.paprikarecipe", paprika_recipe("", ingredients="1 egg", directions="Boil it.")),
        ("Plain.paprikarecipe", as_json({"name": "Plain", "ingredients": "1 egg", "directions": "Fry it."})),
        ("__MACOSX/._Banana Bread.paprikarecipe", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X"),
    ]
    write("recipes.paprikarecipes", zip_bytes(files))
    MANIFEST.append({"file": "recipes.paprikarecipes", "format": "a Paprika export", "recipes": [
        expect("Banana Bread", 6, 4, servings=1, photo=True, tags=["Baking", "Breakfast"], source="https://example.com/banana-bread",
               favourite=True, rating=5, times={"prep": 900, "cook": 3600, "total": 4500}, summary="Freezes well.",
               createdAt="2019-03-31T19:36:16Z"),
        expect("Tom Kha Gai", 6, 3, servings=4, photo=True, tags=["Soup", "Thai"], source="https://example.org/tom-kha", favourite=True,
               lineTexts=["400 ml coconut milk", "300 ml chicken stock", "3 slices galangal", "2 stalks lemongrass", "1 lime, juiced", "Coriander leaves"],
               firstStep="Simmer the coconut milk with the stock, galangal and lemongrass."),
        expect("Ratatouille", 4, 3, rating=2, times={"total": 5400}, summary="Better the next day & freezes well.",
               lastStep="Stir in the tomatoes and simmer."),
        expect("Smørrebrød", 4, 2, servings=2, rating=4, summaryEndsWith="…", summaryAtMost=2000),
    ], "unreadable": [{"path": "Broken.paprikarecipe", "contains": "not valid JSON"},
                      {"path": "Nameless.paprikarecipe", "contains": "a recipe needs a name"},
                      {"path": "Plain.paprikarecipe", "contains": "not gzip"}]})

    write("lemonade.paprikarecipe", paprika_recipe(
        "Lemonade", ingredients="4 lemons\n100 g sugar\n1 l water", directions="Stir the juice and sugar into the water.\nChill.",
        servings="6", total_time="10 min", categories=["Drinks"]))
    MANIFEST.append({"file": "lemonade.paprikarecipe", "format": "a Paprika export", "recipes": [
        expect("Lemonade", 3, 2, servings=6, tags=["Drinks"], times={"total": 600})], "unreadable": []})


# ---------------------------------------------------------------------------------------------
# Nextcloud Cookbook: its Recipes folder, zipped.

def nextcloud():
    crumble = {
        "@context": "http://schema.org", "@type": "Recipe", "id": "1234", "name": "Apple Crumble", "description": "Warm, with custard.",
        "url": "https://example.com/apple-crumble", "image": "https://example.com/crumble.jpg",
        "imageUrl": "/apps/cookbook/webapp/recipes/1234/image?size=full", "prepTime": "PT0H20M", "cookTime": "PT0H40M",
        "totalTime": "PT1H0M", "recipeCategory": "Dessert", "keywords": "baking,autumn", "recipeYield": 6, "tool": ["baking dish"],
        "recipeIngredient": ["## Filling", "4 apples, sliced", "2 tbsp sugar", "## Crumble", "100 g flour", "75 g butter", "50 g oats"],
        "recipeInstructions": ["Put the apples and sugar in the baking dish.", "## For the crumble",
                               "Rub the butter into the flour, stir in the oats and scatter over the apples.",
                               "Bake for 40 minutes at 180 °C."],
        "nutrition": {"@type": "NutritionInformation"}, "dateCreated": "2021-03-04T10:20:30+0000",
        "dateModified": "2022-01-02T08:00:00+0000", "printImage": True,
    }
    soup = {
        "@context": "http://schema.org", "@type": "Recipe", "id": "1240", "name": "Linsensuppe", "description": "",
        "url": "", "image": "", "prepTime": "PT0H15M", "cookTime": None, "totalTime": None, "recipeCategory": "",
        "keywords": "", "recipeYield": 4, "tool": [],
        "recipeIngredient": ["250 g Tellerlinsen", "1 Zwiebel", "2 Karotten", "1 l Gemüsebrühe", "2 EL Essig"],
        "recipeInstructions": [{"@type": "HowToStep", "text": "Zwiebeln und Karotten anschwitzen."},
                               {"@type": "HowToStep", "text": "Linsen und Brühe dazugeben, 30 Minuten köcheln, mit Essig abschmecken."}],
        "nutrition": [], "dateCreated": "2020-11-20T18:00:00+0000",
    }
    oats = {
        "@context": "http://schema.org", "id": "1250", "name": "Overnight Oats", "description": "Breakfast made the night before.",
        "recipeYield": None, "keywords": "breakfast",
        "recipeIngredient": ["50 g oats", "150 ml milk", "1 tbsp honey"],
        "recipeInstructions": ["Stir everything together in a jar.", "Leave in the fridge overnight."],
    }
    long_name = {"@context": "http://schema.org", "@type": "Recipe", "name": "Very " * 60 + "long",
                 "recipeIngredient": ["1 egg"], "recipeInstructions": ["Cook."]}
    files = [
        ("Recipes/Apple Crumble/recipe.json", as_json(crumble)),
        ("Recipes/Apple Crumble/full.jpg", JPEG),
        ("Recipes/Apple Crumble/thumb.jpg", JPEG),
        ("Recipes/Apple Crumble/thumb16.jpg", JPEG),
        ("Recipes/Linsensuppe/recipe.json", as_json(soup, ascii_only=False)),
        ("Recipes/Overnight Oats/recipe.json", as_json(oats)),
        ("Recipes/Overnight Oats/full.png", PNG),
        ("Recipes/Overnight Oats/thumb.png", PNG),
        ("Recipes/Broken/recipe.json", b'{"@type": "Recipe", "name": "Broken",'),
        ("Recipes/Too long/recipe.json", as_json(long_name)),
        ("Recipes/.nomedia", b""),
    ]
    write("nextcloud-cookbook.zip", zip_bytes(files))
    MANIFEST.append({"file": "nextcloud-cookbook.zip", "format": "a Nextcloud Cookbook export", "recipes": [
        expect("Apple Crumble", 5, 3, servings=6, photo=True, tags=["Dessert"], keywords=["baking", "autumn"], source="https://example.com/apple-crumble",
               times={"prep": 1200, "cook": 2400, "total": 3600}, summary="Warm, with custard.", tools=["baking dish"],
               createdAt="2021-03-04T10:20:30Z",
               lineTexts=["4 apples, sliced", "2 tbsp sugar", "100 g flour", "75 g butter", "50 g oats"]),
        expect("Linsensuppe", 5, 2, servings=4, times={"prep": 900}),
        expect("Overnight Oats", 3, 2, photo=True, keywords=["breakfast"], summary="Breakfast made the night before."),
    ], "unreadable": [{"path": "Recipes/Broken/recipe.json", "contains": "not valid JSON"},
                      {"path": "Recipes/Too long/recipe.json", "contains": "Name can be at most 200 characters"}]})


# ---------------------------------------------------------------------------------------------
# Files that must be refused, whole or in part.

def lie_about_size(data, name, claimed):
    """The zip with `name`'s uncompressed size written as `claimed`, in its local header and in the
    central directory, as a zip bomb may."""
    data = bytearray(data)
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as archive:
        info = archive.getinfo(name)
    struct.pack_into("<I", data, info.header_offset + 22, claimed)
    start = 0
    encoded = name.encode()
    while (start := data.find(b"PK\x01\x02", start)) != -1:
        name_length = struct.unpack_from("<H", data, start + 28)[0]
        if bytes(data[start + 46:start + 46 + name_length]) == encoded:
            struct.pack_into("<I", data, start + 24, claimed)
        start += 4
    return bytes(data)


def refused():
    over = b"\x00" * (20 * 1024 * 1024 + 1)
    files = [
        ("Lemon Posset.paprikarecipe", paprika_recipe("Lemon Posset", ingredients="600 ml double cream\n150 g sugar\n2 lemons",
                                                      directions="Boil the cream and sugar.\nStir in the juice; chill.")),
        ("Bomb.paprikarecipe", over),
        ("Liar.paprikarecipe", over),
        ("Gzip bomb.paprikarecipe", gz(over)),
    ]
    write("zip-bomb.zip", lie_about_size(zip_bytes(files), "Liar.paprikarecipe", 1024))
    MANIFEST.append({"file": "zip-bomb.zip", "format": "a Paprika export", "recipes": [expect("Lemon Posset", 3, 2)],
                     "unreadable": [{"path": "Bomb.paprikarecipe", "contains": "unpacks to more than 20 MB"},
                                    {"path": "Liar.paprikarecipe", "contains": "unpacks to more than 20 MB"},
                                    {"path": "Gzip bomb.paprikarecipe", "contains": "unpacks to more than 20 MB"}]})

    # Photos of 7 MB of zeros, in base64: larger than a photo may be, yet a few KB once zipped.
    bomb = base64.b64encode(b"\x00" * (7 * 1024 * 1024)).decode()
    write("photo-bomb.paprikarecipes", zip_bytes([
        (f"Toast {n}.paprikarecipe", paprika_recipe(f"Toast {n}", ingredients="2 slices bread", directions="Toast.", photo_data=bomb))
        for n in range(3)]))
    MANIFEST.append({"file": "photo-bomb.paprikarecipes", "format": "a Paprika export",
                     "recipes": [expect(f"Toast {n}", 1, 1) for n in range(3)], "unreadable": []})

    # Recipes of 3 MB of spaces each: not one is larger than an entry may be, but together they
    # pass a small allowance.
    write("padded.paprikarecipes", zip_bytes([(f"Padded {n}.paprikarecipe", gz(b" " * (3 * 1024 * 1024))) for n in range(3)]))
    MANIFEST.append({"file": "padded.paprikarecipes", "notAnExport": True})

    whole = zip_bytes([(f"Soup {n}.paprikarecipe", paprika_recipe(f"Soup {n}", ingredients="1 l stock", directions="Heat."))
                       for n in range(3)])
    write("damaged.zip", whole[: len(whole) * 2 // 3])
    MANIFEST.append({"file": "damaged.zip", "error": "damaged zip"})

    write("escaping-path.zip", zip_bytes([("../../etc/cron.d/evil.paprikarecipe", paprika_recipe("Evil", ingredients="1 egg"))]))
    MANIFEST.append({"file": "escaping-path.zip", "error": "leads out of the zip"})

    write("not-an-export.zip", zip_bytes([("notes.txt", b"Shopping: eggs, milk\n"), ("photo.jpg", JPEG)]))
    MANIFEST.append({"file": "not-an-export.zip", "notAnExport": True})

    write("not-a-recipe.json.gz", gz(as_json({"shopping": ["eggs", "milk"]})))
    MANIFEST.append({"file": "not-a-recipe.json.gz", "notAnExport": True})


if __name__ == "__main__":
    groups = {"mealie-v1-two-groups.zip": mealie_v1(), "mealie-v2-backup.zip": mealie_v2()}
    mealie_legacy()
    tandoor()
    paprika()
    nextcloud()
    refused()
    with open(os.path.join(HERE, "manifest.json"), "w", encoding="utf-8") as file:
        json.dump({"exports": MANIFEST, "mealieGroups": groups}, file, ensure_ascii=False, indent=2)
        file.write("\n")
    for name in sorted(os.listdir(HERE)):
        print(f"{os.path.getsize(os.path.join(HERE, name)):>8}  {name}")
