import Foundation
import LarderModel

extension LarderDocument {
    /// What a whole household's export carries beside its recipes, so that a backup is whole:
    /// its settings, who its members are (by email, the one thing that names a person in
    /// another database too), their favourites, the cooking log, the meal plan and the shopping
    /// list. Recipes are named by name, which is unique in a household ignoring case.
    public struct Life: Sendable, Equatable {
        public var settings: Settings
        public var members: [Member]
        public var favourites: [Favourite]
        public var cookingLog: [Cooked]
        public var plan: [Planned]
        public var shoppingList: ShoppingList
        public var ratings: [Rated] = []

        package init(settings: Settings, members: [Member], favourites: [Favourite], cookingLog: [Cooked], plan: [Planned], shoppingList: ShoppingList, ratings: [Rated] = []) {
            self.settings = settings
            self.members = members
            self.favourites = favourites
            self.cookingLog = cookingLog
            self.plan = plan
            self.shoppingList = shoppingList
            self.ratings = ratings
        }
    }

    /// A member's stars for a recipe.
    public struct Rated: Codable, Sendable, Equatable {
        public var recipe: String
        /// The member's email.
        public var member: String
        public var stars: Int

        package init(recipe: String, member: String, stars: Int) {
            self.recipe = recipe
            self.member = member
            self.stars = stars
        }
    }

    public struct Settings: Codable, Sendable, Equatable {
        public var timeZone: String
        public var weekStartsOn: Int
        public var pantryStaples: [String]

        package init(timeZone: String, weekStartsOn: Int, pantryStaples: [String]) {
            self.timeZone = timeZone
            self.weekStartsOn = weekStartsOn
            self.pantryStaples = pantryStaples
        }
    }

    public struct Member: Codable, Sendable, Equatable {
        public var email: String
        public var name: String

        package init(email: String, name: String) {
            self.email = email
            self.name = name
        }
    }

    public struct Favourite: Codable, Sendable, Equatable {
        public var recipe: String
        /// The member's email.
        public var member: String

        package init(recipe: String, member: String) {
            self.recipe = recipe
            self.member = member
        }
    }

    public struct Cooked: Codable, Sendable, Equatable {
        public var recipe: String
        /// "2026-11-25".
        public var day: String
        public var servings: Int
        public var note: String
        /// The cook's email, when the cook is still a member.
        public var cook: String?

        package init(recipe: String, day: String, servings: Int, note: String, cook: String? = nil) {
            self.recipe = recipe
            self.day = day
            self.servings = servings
            self.note = note
            self.cook = cook
        }
    }

    public struct Planned: Codable, Sendable, Equatable {
        public var day: String
        /// breakfast, lunch, dinner or other.
        public var slot: String
        /// A recipe with servings, or a note alone.
        public var recipe: String?
        public var servings: Int?
        public var note: String
        public var by: String?

        package init(day: String, slot: String, recipe: String? = nil, servings: Int? = nil, note: String, by: String? = nil) {
            self.day = day
            self.slot = slot
            self.recipe = recipe
            self.servings = servings
            self.note = note
            self.by = by
        }
    }

    public struct ShoppingList: Codable, Sendable, Equatable {
        /// The planned days the list was made from.
        public var from: String?
        public var to: String?
        public var recipes: [ShoppingRecipe]
        /// In the list's order.
        public var items: [ShoppingItem]

        package init(from: String? = nil, to: String? = nil, recipes: [ShoppingRecipe], items: [ShoppingItem]) {
            self.from = from
            self.to = to
            self.recipes = recipes
            self.items = items
        }
    }

    public struct ShoppingRecipe: Codable, Sendable, Equatable {
        public var recipe: String
        public var servings: Int

        package init(recipe: String, servings: Int) {
            self.recipe = recipe
            self.servings = servings
        }
    }

    public struct ShoppingItem: Codable, Sendable, Equatable {
        public var text: String
        public var aisle: String
        /// What a generated item sums (absent for one added by hand), so that making the list
        /// again keeps its tick.
        public var key: String?
        /// A generated item said in metric and in US units, where that differs from `text`.
        public var metricText: String?
        public var usText: String?
        public var tickedAt: Date?
        public var isStaple: Bool

        package init(text: String, aisle: String, key: String? = nil, metricText: String? = nil, usText: String? = nil, tickedAt: Date? = nil, isStaple: Bool) {
            self.text = text
            self.aisle = aisle
            self.key = key
            self.metricText = metricText
            self.usText = usText
            self.tickedAt = tickedAt
            self.isStaple = isStaple
        }
    }
}

extension LarderDocument.Life {
    /// Every problem in a document's life, by its path: days that are no days, numbers out of
    /// range, recipes the document does not hold.
    static func issues(in life: LarderDocument.Life, recipeNames: Set<String>) -> [ImportError.Issue] {
        var issues: [ImportError.Issue] = []
        let root = JSONPath.root
        func day(_ text: String?, at path: JSONPath) {
            if let text, Day(iso: text) == nil { issues.append(.init(path, .expectedDay(found: String(text.prefix(40))))) }
        }
        func recipe(_ name: String?, at path: JSONPath) {
            if let name, !recipeNames.contains(name.lowercased()) { issues.append(.init(path, .namesNoRecipe)) }
        }
        // The model's own rules, which count as the database's CHECKs count.
        func text(_ value: String, _ rule: TextRule, at path: JSONPath, label: FieldLabel) {
            issues += rule.issues(value, field: path.description, label: label).map { .init(path: $0.field, issue: $0) }
        }
        func servings(_ value: Int?, at path: JSONPath) {
            if let value, !RecipeDraft.servingsRange.contains(value) { issues.append(.init(path, .servingsRange)) }
        }
        if TimeZone(identifier: life.settings.timeZone) == nil {
            issues.append(.init(root["settings"]["timeZone"], .unknownTimeZone))
        }
        if !(1...7).contains(life.settings.weekStartsOn) {
            issues.append(.init(root["settings"]["weekStartsOn"], .weekdayRange))
        }
        for (index, favourite) in life.favourites.enumerated() { recipe(favourite.recipe, at: root["favourites"][index]["recipe"]) }
        for (index, entry) in life.cookingLog.enumerated() {
            let path = root["cookingLog"][index]
            recipe(entry.recipe, at: path["recipe"])
            day(entry.day, at: path["day"])
            servings(entry.servings, at: path["servings"])
            text(entry.note, CookedDraft.noteRule, at: path["note"], label: .note)
        }
        for (index, entry) in life.plan.enumerated() {
            let path = root["plan"][index]
            recipe(entry.recipe, at: path["recipe"])
            day(entry.day, at: path["day"])
            servings(entry.servings, at: path["servings"])
            if PlanSlot(rawValue: entry.slot) == nil {
                issues.append(.init(path["slot"], .expectedOneOf(choices: PlanSlot.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "), found: nil)))
            }
            if (entry.recipe == nil) == (entry.servings != nil) || (entry.recipe == nil && entry.note.trimmed.isEmpty) {
                issues.append(.init(path, .recipeOrNote))
            }
            text(entry.note.trimmed, TextRule(maximum: PlanDraft.noteRule.maximum), at: path["note"], label: .aNote)
        }
        for (index, rated) in life.ratings.enumerated() {
            recipe(rated.recipe, at: root["ratings"][index]["recipe"])
            if !RecipeRating.stars.contains(rated.stars) { issues.append(.init(root["ratings"][index]["stars"], .starsRange)) }
        }
        day(life.shoppingList.from, at: root["shoppingList"]["from"])
        day(life.shoppingList.to, at: root["shoppingList"]["to"])
        for (index, entry) in life.shoppingList.recipes.enumerated() {
            recipe(entry.recipe, at: root["shoppingList"]["recipes"][index]["recipe"])
            servings(entry.servings, at: root["shoppingList"]["recipes"][index]["servings"])
        }
        for (index, item) in life.shoppingList.items.enumerated() {
            let path = root["shoppingList"]["items"][index]
            text(item.text.trimmed, ShoppingItem.textRule, at: path["text"], label: .anItem)
            text(item.aisle, Ingredient.aisleRule, at: path["aisle"], label: .aisle)
            for (said, key) in [(item.metricText, "metricText"), (item.usText, "usText")] {
                if let said { text(said.trimmed, ShoppingItem.textRule, at: path[key], label: .anItem) }
            }
        }
        return issues
    }
}
