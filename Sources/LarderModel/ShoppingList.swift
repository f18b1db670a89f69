import Foundation

/// One line of the shopping list: made from the plan and chosen recipes, or added by hand.
public struct ShoppingItem: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var text: String
    /// The ingredient's aisle; "" when it has none.
    public var aisle: String
    public var isTicked: Bool
    public var isManual: Bool
    /// One of the household's pantry staples: left off the list unless asked for.
    public var isStaple: Bool

    public init(id: UUID, text: String, aisle: String, isTicked: Bool, isManual: Bool, isStaple: Bool = false) {
        self.id = id
        self.text = text
        self.aisle = aisle
        self.isTicked = isTicked
        self.isManual = isManual
        self.isStaple = isStaple
    }

    public static let textRule = TextRule(minimum: 1, maximum: 500)
}

/// The household's shopping list: what it is made from, and its items.
public struct ShoppingList: Sendable, Equatable {
    /// One more with every change to the items: open copies of the list compare it.
    public var version: Int
    /// The planned days it is made from, if any.
    public var from: Day?
    public var to: Day?
    public var recipes: [RecipeServings]
    /// By aisle (those without one last), then as made.
    public var items: [ShoppingItem]
    /// The household's first day of the week (1 = Monday … 7 = Sunday), for the days a new list suggests.
    public var weekStartsOn: Int
    /// What the household always has, as ingredient names: the list leaves them off.
    public var pantryStaples: [String]

    public init(version: Int, from: Day?, to: Day?, recipes: [RecipeServings], items: [ShoppingItem], weekStartsOn: Int,
                pantryStaples: [String] = PantryStaples.defaults) {
        self.version = version
        self.weekStartsOn = weekStartsOn
        self.pantryStaples = pantryStaples
        self.from = from
        self.to = to
        self.recipes = recipes
        self.items = items
    }

    /// The longest range of days a list is made from.
    public static let maximumDays = 31
}

/// Things a kitchen always has, which the shopping list leaves off: ingredient names, folded as
/// the catalog folds them and lower case.
public enum PantryStaples {
    public static let defaults = ["water", "salt", "pepper", "oil"]
    public static let maximum = 100

    /// Each name once, folded ("Eggs" → "egg"), lower case, in the order given.
    public static func normalized(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.map { IngredientName.folded($0).lowercased() }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    public static func issues(_ staples: [String]) -> [FieldIssue] {
        var issues: [FieldIssue] = []
        if staples.count > maximum { issues.append(FieldIssue("staples", .tooManyStaples(maximum: maximum))) }
        for staple in staples.prefix(maximum) { issues += Ingredient.nameRule.issues(staple, field: "staples", label: .staple(staple)) }
        return issues
    }

    /// "Water, salt, pepper": for a form field.
    public static func text(_ staples: [String]) -> String { staples.joined(separator: ", ") }
}

/// A change a phone made to the list while it had no network, kept on the phone and sent when
/// the network returns. The server merges each one by item (`OfflineShoppingOutcome`): a tick
/// says what the item should be, not "toggle", so two phones that ticked the same item agree.
public struct OfflineShoppingChange: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case tick, untick, add
    }

    /// The phone's own id for the change. An added item takes it as its id, so a change sent
    /// twice (its answer lost on the way back) adds the item once.
    public var id: UUID
    public var kind: Kind
    /// The item ticked or unticked; nil for `add`.
    public var item: UUID?
    /// The item added; for a tick, the item as the phone showed it, to name it in a report.
    public var text: String
    /// The list's version the phone showed when the change was made.
    public var version: Int

    public init(id: UUID, kind: Kind, item: UUID? = nil, text: String, version: Int) {
        self.id = id
        self.kind = kind
        self.item = item
        self.text = text
        self.version = version
    }

    /// The changes one request may carry: a phone with more sends them in turns.
    public static let maximumBatch = 500
}

/// What became of an offline change.
public enum OfflineShoppingOutcome: Sendable, Equatable {
    /// The list now says what the change said.
    case applied
    /// The list said so already: another phone made the same change, or this one was sent before.
    case agreed
    /// The item is no longer on the list: another phone removed it, or the list was made again
    /// without it. The change is dropped, never used to bring the item back.
    case gone
    /// An added item the list cannot take (an empty text, or one too long).
    case refused([FieldIssue])
}
