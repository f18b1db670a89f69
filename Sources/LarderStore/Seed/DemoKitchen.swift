import Foundation
import LarderImaging
import LarderModel
import PostgresClient

/// The demo household `make run` creates on a fresh database, so a newcomer sees a real
/// kitchen at once: a handful of hand-written recipes and one account to log in with.
public enum DemoKitchen {
    public static let email = "demo@larder.local"
    public static let password = "larder-demo-kitchen"

    /// Creates the demo account, household and recipes, unless the database has any account.
    /// Returns whether it did.
    public static func seedIfEmpty(_ store: Store, passwordHash: String) async throws -> Bool {
        guard try await store.accounts.totals().users == 0 else { return false }
        let user = try await store.accounts.create(
            Registration(email: email, password: password, displayName: "Demo cook"), passwordHash: passwordHash)
        let household = try await store.households.create(named: "Demo kitchen", owner: user.id)
        let ids = try await store.pool.withConnection { connection in
            let ids = try await store.recipes.create(recipes.map { ($0, nil) }, in: household.id, author: user.id, on: connection)
            // Aisles, so that the demo's shopping list is grouped as a shop is.
            let payload = try JSONText(encoding: aisles.map { ["name": $0.0, "aisle": $0.1] }, with: JSONEncoder())
            try await connection.query("""
                UPDATE ingredients i SET aisle = x.aisle
                FROM jsonb_to_recordset(\(payload)::jsonb) AS x(name text, aisle text)
                WHERE i.household_id = \(household.id) AND lower(i.name) = lower(x.name)
                """)
            return ids
        }
        // Every demo recipe but the last has a photo, so the kitchen shows both kinds of card.
        for (index, (id, recipe)) in zip(ids, recipes).dropLast().enumerated() {
            let (top, bottom) = palette[index % palette.count]
            let card = try await Picture.card(width: 1200, height: 900, top: top, bottom: bottom, text: recipe.name)
            try await store.photos.set(try await PhotoRepository.prepare(card), for: id, in: household.id)
        }
        return true
    }

    /// Where the demo's ingredients are in a shop.
    static let aisles: [(String, String)] = [
        ("onion", "Fruit and veg"), ("carrot", "Fruit and veg"), ("red onion", "Fruit and veg"), ("garlic", "Fruit and veg"),
        ("butternut squash", "Fruit and veg"), ("lemon", "Fruit and veg"), ("mint", "Fruit and veg"),
        ("ground cumin", "Herbs and spices"), ("smoked paprika", "Herbs and spices"), ("harissa", "Herbs and spices"),
        ("red lentil", "Tins, jars and dried"), ("tomato", "Tins, jars and dried"), ("chickpea", "Tins, jars and dried"),
        ("vegetable stock", "Tins, jars and dried"), ("cider vinegar", "Tins, jars and dried"), ("olive oil", "Tins, jars and dried"),
        ("strong white bread flour", "Baking"), ("instant yeast", "Baking"), ("self-raising flour", "Baking"), ("baking powder", "Baking"),
        ("caster sugar", "Baking"), ("granulated sugar", "Baking"), ("sugar", "Baking"), ("flour", "Baking"),
        ("greek yoghurt", "Dairy and eggs"), ("butter", "Dairy and eggs"), ("egg", "Dairy and eggs"), ("milk", "Dairy and eggs"),
        ("flatbread", "Bakery"),
    ]

    /// Warm gradients for the demo's photo cards (no photos ship with Larder).
    private static let palette: [((Double, Double, Double), (Double, Double, Double))] = [
        ((214, 93, 57), (122, 38, 24)), ((196, 150, 86), (97, 64, 30)), ((222, 158, 54), (138, 72, 28)),
        ((176, 58, 108), (84, 26, 62)), ((232, 200, 74), (150, 112, 20)),
    ]

    static func step(_ instructions: String, minutes: Int? = nil, _ kind: StepTime.Kind = .active, during: Int? = nil, tools: [String] = [],
                     skills: [(String, SkillCategory)] = [], lines: [String] = []) -> StepDraft {
        StepDraft(instructions: instructions, time: minutes.map { StepTime(minutes: $0, kind: kind) }, during: during, tools: tools.map { Tool(name: $0) },
                  skills: skills.map { SkillDraft(name: $0.0, category: $0.1) }, lines: lines.map { IngredientLineParser.parse($0) })
    }

    static let recipes: [RecipeDraft] = [
        RecipeDraft(name: "Weeknight tomato and red lentil soup", summary: "Thick, warming and ready in 40 minutes from the store cupboard.",
                    servings: 4, tags: ["Vegetarian", "Weeknight"], steps: [
            step("Warm the oil in a large saucepan and soften the onion and carrot with a pinch of salt.", minutes: 8,
                 tools: ["Large saucepan"], skills: [("Dicing", .cutting), ("Sautéing", .cooking)],
                 lines: ["2 tbsp olive oil", "1 onion, chopped", "2 carrots, diced", "a pinch of salt"]),
            step("Stir in the garlic, cumin and smoked paprika for a minute, until fragrant.", minutes: 1,
                 lines: ["3 cloves garlic, crushed", "1 tsp ground cumin", "1 tsp smoked paprika"]),
            step("Add the lentils, tomatoes and stock. Bring to the boil, then simmer, stirring now and then.", minutes: 25, .passive,
                 skills: [("Simmering", .cooking)],
                 lines: ["200 g red lentils, rinsed", "400 g can chopped tomatoes", "1.2 l vegetable stock"]),
            step("Blend until smooth, season, and finish with lemon juice.", minutes: 3, tools: ["Stick blender"],
                 skills: [("Tasting for seasoning", .general)], lines: ["½ lemon, juiced", "salt and pepper to taste"]),
        ]),
        RecipeDraft(name: "Overnight no-knead bread", summary: "A crackling crust from four ingredients and a lot of patience.",
                    servings: 8, tags: ["Baking", "Vegan"], steps: [
            step("Mix the flour, salt and yeast, then stir in the water to a shaggy dough.", minutes: 5, tools: ["Mixing bowl"],
                 skills: [("Mixing", .mixing)], lines: ["500 g strong white bread flour", "10 g salt", "¼ tsp instant yeast", "400 ml lukewarm water"]),
            step("Cover and leave at room temperature overnight, until bubbly and doubled.", minutes: 720, .passive),
            step("Tip onto a floured surface, fold into a ball and rest on baking paper.", minutes: 5,
                 skills: [("Shaping dough", .baking)], lines: ["flour, for dusting"]),
            step("Heat the oven with the casserole inside to 240 °C.", minutes: 30, .passive, tools: ["Cast-iron casserole with lid"]),
            step("Bake covered, then uncovered until deep brown.", minutes: 45, .passive, skills: [("Baking bread", .baking)]),
            step("Cool on a rack before slicing.", minutes: 60, .passive, tools: ["Wire rack"]),
        ]),
        RecipeDraft(name: "Crispy chickpea traybake", summary: "Chickpeas, squash and red onion roasted with harissa; one tray, little washing up.",
                    servings: 3, tags: ["Vegan", "Weeknight"], steps: [
            step("Heat the oven to 220 °C. Toss the squash, onion and chickpeas with the oil and harissa on a large tray.", minutes: 10,
                 tools: ["Large baking tray"], skills: [("Dicing", .cutting)],
                 lines: ["½ butternut squash, cut into chunks", "2 red onions, cut into wedges", "2 x 400 g cans chickpeas, drained",
                         "3 tbsp olive oil", "2 tbsp harissa"]),
            step("Roast, turning once, until the chickpeas are crisp and the squash is soft.", minutes: 35, .passive,
                 skills: [("Roasting", .cooking)]),
            step("Spoon over the yoghurt, scatter with herbs and serve with flatbreads.", minutes: 3, skills: [("Plating", .plating)],
                 lines: ["150 g Greek yoghurt", "a handful of fresh mint", "4 flatbreads"]),
        ]),
        RecipeDraft(name: "Quick pickled red onions", summary: "Bright pink and sharp: for tacos, salads and anything rich.",
                    servings: 10, tags: ["Quick", "Vegan"], steps: [
            step("Slice the onions as thinly as you can.", minutes: 5, tools: ["Chef's knife"], skills: [("Slicing thinly", .cutting)],
                 lines: ["2 red onions"]),
            step("Heat the vinegar, water, sugar and salt until dissolved; pour over the onions in a jar.", minutes: 5,
                 tools: ["Clean jar"], skills: [("Pickling", .preserving)],
                 lines: ["150 ml cider vinegar", "100 ml water", "1 tbsp sugar", "1 tsp salt"]),
            step("Leave to cool, then chill. They keep for two weeks.", minutes: 60, .passive),
        ]),
        RecipeDraft(name: "Lemon drizzle cake", summary: "A tender sponge soaked with a crunchy lemon glaze.", servings: 10, tags: ["Baking", "Sweet"], steps: [
            step("Heat the oven to 180 °C and line a loaf tin.", minutes: 5, tools: ["900 g loaf tin"]),
            step("Beat the butter and sugar until pale, then beat in the eggs one at a time.", minutes: 6, tools: ["Electric whisk"],
                 skills: [("Creaming butter", .mixing)], lines: ["175 g butter, softened", "175 g caster sugar", "3 eggs"]),
            step("Fold in the flour, baking powder, milk and lemon zest.", minutes: 3, skills: [("Folding", .mixing)],
                 lines: ["175 g self-raising flour", "1 tsp baking powder", "2 tbsp milk", "2 lemons, zested"]),
            step("Bake until a skewer comes out clean.", minutes: 45, .passive, skills: [("Baking", .baking)]),
            step("While it bakes, mix the lemon juice and sugar.", minutes: 3, during: 3, lines: ["2 lemons, juiced", "100 g granulated sugar"]),
            step("Spoon the drizzle over the warm cake and leave to cool in the tin.", minutes: 2),
        ]),
    ]
}
