import Foundation

/// One line of the shopping list: made from the plan and chosen recipes, or added by hand.
public struct ShoppingItem: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var text: String
    /// The ingredient's aisle; "" when it has none.
    public var aisle: String
    public var isTicked: Bool
    public var isManual: Bool

    public init(id: UUID, text: String, aisle: String, isTicked: Bool, isManual: Bool) {
        self.id = id
        self.text = text
        self.aisle = aisle
        self.isTicked = isTicked
        self.isManual = isManual
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

    public init(version: Int, from: Day?, to: Day?, recipes: [RecipeServings], items: [ShoppingItem], weekStartsOn: Int) {
        self.version = version
        self.weekStartsOn = weekStartsOn
        self.from = from
        self.to = to
        self.recipes = recipes
        self.items = items
    }

    /// The longest range of days a list is made from.
    public static let maximumDays = 31
}
