import Foundation
import LarderModel
import PostgresClient

/// Writes realistic sample data in bulk: households, their owners, and recipes with varied
/// steps, lines, skills, tools and times. Deterministic for a given seed, so runs compare.
public struct Seeder: Sendable {
    let pool: ConnectionPool
    var batchSize = 500

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// How big the sample recipes are.
    public struct Shape: Sendable {
        public var steps: ClosedRange<Int>
        public var firstStepLines: ClosedRange<Int>
        public var otherStepLines: ClosedRange<Int>

        /// Quick to write, for tests and demos: 3 to 11 steps and about 8 lines.
        public static let short = Shape(steps: 3...11, firstStepLines: 3...6, otherStepLines: 0...2)
        /// A real cookbook recipe, as the benchmark seeds them: about 12 steps and 40 lines.
        public static let cookbook = Shape(steps: 10...14, firstStepLines: 4...8, otherStepLines: 2...4)
    }

    /// Creates `households` households, each owned by `seedN@example.com` (with `passwordHash`),
    /// each with `recipes` recipes. Reports progress after each batch.
    public func seed(households: Int, recipes: Int, passwordHash: String, seed: UInt64 = 42, shape: Shape = .short,
                     progress: @escaping ProgressHandler = { _ in }) async throws -> (households: [UUID], recipes: Int) {
        try await self.seed(recipesPerHousehold: Array(repeating: recipes, count: households), passwordHash: passwordHash,
                       seed: seed, shape: shape, progress: progress)
    }

    /// Creates one household per element of `recipesPerHousehold`, with that many recipes: a
    /// large household among many small ones is what a shared server holds.
    public func seed(recipesPerHousehold plan: [Int], passwordHash: String, seed: UInt64 = 42, shape: Shape = .short,
                     progress: @escaping ProgressHandler = { _ in }) async throws -> (households: [UUID], recipes: Int) {
        var random = SeededRandom(seed: seed)
        // The pantry makes a few hundred distinct lines: each is parsed once, not once per use.
        var parsed: [String: LineDraft] = [:]
        let accounts = AccountRepository(pool: pool)
        let homes = HouseholdRepository(pool: pool)
        let repository = RecipeRepository(pool: pool)
        let total = plan.reduce(0, +)
        let run = UInt32.random(in: 0...UInt32.max)
        let pool = pool
        // One stream of batches, made in order (so a seed makes the same recipes every time), and
        // two written at once: while PostgreSQL writes one batch on each of two connections, the
        // next is being made.
        return try await withThrowingTaskGroup(of: Int.self) { writers in
            var made: [UUID] = []
            var written = 0
            var writing = 0
            for (offset, recipes) in plan.enumerated() {
                let index = offset + 1
                let owner = try await accounts.create(
                    Registration(email: "seed\(index)-\(run)@example.com", password: "not-used-here", displayName: "Seed cook \(index)"),
                    passwordHash: passwordHash)
                let household = try await homes.create(named: "Seed household \(index)", owner: owner.id)
                made.append(household.id)
                var names = Set<String>()
                var remaining = recipes
                while remaining > 0 {
                    let count = min(batchSize, remaining)
                    let drafts = (0..<count).map { _ in
                        (draft: Self.recipe(using: &random, unique: &names, shape: shape, parsed: &parsed),
                         createdAt: Optional(Date(timeIntervalSinceNow: -Double(random.next(upTo: 3 * 365 * 86_400)))))
                    }
                    remaining -= count
                    if writing == 2, let done = try await writers.next() {
                        writing -= 1
                        written += done
                        progress(WorkProgress(done: written, total: total))
                    }
                    writers.addTask {
                        _ = try await pool.withConnection { connection in
                            try await repository.create(drafts, in: household.id, author: owner.id, on: connection)
                        }
                        return count
                    }
                    writing += 1
                }
            }
            for try await done in writers {
                written += done
                progress(WorkProgress(done: written, total: total))
            }
            return (made, written)
        }
    }

    // MARK: - Sample recipes

    static let adjectives = ["Smoky", "Lemony", "Garlicky", "Crispy", "Creamy", "Spiced", "Herby", "Golden", "Rustic", "Quick",
                             "Slow-cooked", "Roasted", "Charred", "Sticky", "Zesty", "Hearty", "Fragrant", "Honeyed", "Peppery", "Summer",
                             "Winter", "Sunday", "Weeknight", "Grandma's", "One-pot", "Tangy", "Miso", "Harissa", "Brown-butter", "Maple"]
    static let mains = ["Chickpea", "Chicken", "Salmon", "Mushroom", "Lentil", "Pork", "Aubergine", "Tofu", "Beef", "Prawn",
                        "Squash", "Cauliflower", "Lamb", "Halloumi", "Potato", "Tomato", "Spinach", "Leek", "Bean", "Cod",
                        "Sweet potato", "Courgette", "Pepper", "Carrot", "Duck", "Egg", "Ricotta", "Barley", "Rice", "Noodle",
                        "Apple", "Pear", "Plum", "Rhubarb", "Chocolate", "Almond", "Hazelnut", "Coconut", "Banana", "Oat"]
    static let dishes = ["Stew", "Traybake", "Curry", "Soup", "Salad", "Pie", "Risotto", "Tart", "Bake", "Stir-fry",
                         "Gratin", "Tacos", "Fritters", "Pasta", "Skewers", "Bowl", "Hash", "Galette", "Cake", "Crumble",
                         "Flatbreads", "Dal", "Tagine", "Frittata", "Buns"]
    static let pantry: [(name: String, unit: String, amounts: [String])] = [
        ("olive oil", "tbsp", ["1", "2", "3"]), ("onion", "", ["1", "2"]), ("garlic", "clove", ["2", "3", "4"]),
        ("plain flour", "g", ["150", "200", "250"]), ("butter", "g", ["25", "50", "100"]), ("salt", "tsp", ["½", "1"]),
        ("black pepper", "", []), ("chopped tomatoes", "can", ["1", "2"]), ("vegetable stock", "ml", ["500", "750", "1000"]),
        ("double cream", "ml", ["100", "150"]), ("lemon", "", ["1", "½"]), ("fresh parsley", "handful", ["1"]),
        ("ground cumin", "tsp", ["1", "2"]), ("smoked paprika", "tsp", ["1", "1 ½"]), ("caster sugar", "g", ["50", "100", "150"]),
        ("eggs", "", ["2", "3", "4"]), ("milk", "ml", ["200", "300"]), ("basmati rice", "g", ["200", "300"]),
        ("soy sauce", "tbsp", ["1", "2"]), ("fresh ginger", "cm", ["2", "3"]), ("chilli flakes", "pinch", ["1"]),
        ("parmesan", "g", ["30", "50"]), ("spinach", "g", ["100", "200"]), ("honey", "tbsp", ["1", "2"]),
        ("dried thyme", "tsp", ["1"]), ("baking powder", "tsp", ["1", "2"]), ("coconut milk", "ml", ["400"]),
        ("red lentils", "g", ["200", "250"]), ("potatoes", "g", ["500", "750"]), ("carrots", "", ["2", "3"]),
    ]
    static let skills: [(String, SkillCategory)] = [
        ("Dicing", .cutting), ("Julienne", .cutting), ("Mincing garlic", .cutting), ("Searing", .cooking),
        ("Sautéing", .cooking), ("Simmering", .cooking), ("Deglazing", .cooking), ("Kneading", .baking),
        ("Folding", .mixing), ("Creaming butter", .mixing), ("Whisking", .mixing), ("Blind baking", .baking),
        ("Pickling", .preserving), ("Plating", .plating), ("Tasting for seasoning", .general), ("Roasting", .cooking),
    ]
    /// Shared by many recipes, as a household's tags are.
    static let tags = ["Vegetarian", "Vegan", "Quick", "Weeknight", "Batch cooking", "Family favourite", "Spicy", "Comfort food",
                       "Freezes well", "Summer", "Winter", "Party", "Budget", "Make ahead"]
    static let tools = ["Large frying pan", "Chef's knife", "Chopping board", "Casserole dish", "Baking tray", "Whisk",
                        "Mixing bowl", "Saucepan", "Wooden spoon", "Food processor", "Roasting tin", "Sieve"]
    static let actions: [(text: String, kind: StepTime.Kind, minutes: ClosedRange<Int>)] = [
        ("Heat the oil in a large pan and soften the onion with a pinch of salt.", .active, 5...10),
        ("Add the garlic and spices and stir until fragrant.", .active, 1...3),
        ("Pour in the stock, bring to the boil, then simmer gently.", .passive, 15...40),
        ("Roast in the hot oven, turning once, until golden at the edges.", .passive, 20...45),
        ("Whisk the eggs with the milk and a little seasoning.", .active, 2...5),
        ("Fold the flour into the mixture until just combined.", .active, 2...4),
        ("Bake until risen and a skewer comes out clean.", .passive, 25...50),
        ("Leave to rest before slicing.", .passive, 5...15),
        ("Chop the vegetables into even, bite-sized pieces.", .active, 5...15),
        ("Stir through the cream and greens and warm through.", .active, 2...5),
        ("Taste, adjust the seasoning and finish with lemon and herbs.", .active, 1...3),
        ("Knead the dough until smooth, then leave to prove somewhere warm.", .passive, 45...90),
    ]

    static func recipe(using random: inout SeededRandom, unique names: inout Set<String>, shape: Shape = .short,
                       parsed: inout [String: LineDraft]) -> RecipeDraft {
        func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next(upTo: UInt64(range.count))) }
        var name = "\(adjectives.randomElement(using: &random)!) \(mains.randomElement(using: &random)!.lowercased()) \(dishes.randomElement(using: &random)!.lowercased())"
        if names.contains(name.lowercased()) {
            var number = 2
            while names.contains("\(name) no. \(number)".lowercased()) { number += 1 }
            name += " no. \(number)"
        }
        names.insert(name.lowercased())
        let stepCount = pick(shape.steps)
        var steps: [StepDraft] = []
        for position in 0..<stepCount {
            let action = actions.randomElement(using: &random)!
            let minutes = Int.random(in: action.minutes, using: &random)
            var lines: [LineDraft] = []
            for _ in 0..<pick(position == 0 ? shape.firstStepLines : shape.otherStepLines) {
                let item = pantry.randomElement(using: &random)!
                let amount = item.amounts.randomElement(using: &random)
                let text = [amount, item.unit.isEmpty ? nil : item.unit, item.name].compactMap { $0 }.joined(separator: " ")
                if parsed[text] == nil { parsed[text] = IngredientLineParser.parse(text) }
                lines.append(parsed[text]!)
            }
            let skill = Bool.random(using: &random) ? [skills.randomElement(using: &random)!] : []
            steps.append(StepDraft(
                instructions: action.text,
                time: StepTime(minutes: minutes, kind: action.kind),
                tools: Bool.random(using: &random) ? [Tool(name: tools.randomElement(using: &random)!)] : [],
                skills: skill.map { SkillDraft(name: $0.0, category: $0.1) },
                lines: lines))
        }
        let summary = "A \(name.lowercased()) for \(Int(random.next(upTo: 6)) + 2)."
        let servings = Int(random.next(upTo: 7)) + 2
        let recipeTags = (0..<pick(0...3)).map { _ in tags.randomElement(using: &random)! }
        return RecipeDraft(name: name, summary: summary, servings: servings, tags: recipeTags, steps: steps)
    }
}
