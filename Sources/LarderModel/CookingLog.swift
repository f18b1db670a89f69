import Foundation

/// One time a recipe was cooked: the day, for how many, a note, and who cooked (nil once their
/// account is deleted).
public struct CookedEntry: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var cookedOn: Day
    public var servings: Int
    public var note: String
    public var cook: String?

    public init(id: UUID, cookedOn: Day, servings: Int, note: String, cook: String?) {
        self.id = id
        self.cookedOn = cookedOn
        self.servings = servings
        self.note = note
        self.cook = cook
    }
}

/// "Cooked it", as a form or an import says it; checked before it is written.
public struct CookedDraft: Sendable, Equatable {
    public var cookedOn: Day?
    public var servings: Int?
    public var note: String

    public init(cookedOn: Day?, servings: Int?, note: String = "") {
        self.cookedOn = cookedOn
        self.servings = servings
        self.note = note
    }

    public static let noteRule = TextRule(maximum: 500)

    /// `today` is the latest day allowed: a dish cooked tomorrow is not cooked yet. (A day ahead
    /// is allowed for the cook whose evening is already tomorrow in UTC.)
    public func validationIssues(today: Day) -> [FieldIssue] {
        var issues: [FieldIssue] = []
        switch cookedOn {
        case nil: issues.append(FieldIssue("cooked_on", .cookedOnDate(example: today.iso)))
        case let day? where day > today.adding(days: 1): issues.append(FieldIssue("cooked_on", .cookedOnFuture))
        case let day? where day.components.year < 1900: issues.append(FieldIssue("cooked_on", .cookedOnTooEarly))
        default: break
        }
        if !(servings.map(RecipeDraft.servingsRange.contains) ?? false) {
            issues.append(FieldIssue("servings", .servingsWhole))
        }
        issues += Self.noteRule.issues(note, field: "note", label: .note)
        return issues
    }
}

/// A member's view of a recipe's history: their star, how often the household cooked it, and
/// the latest times (newest first).
public struct RecipeHistory: Sendable, Equatable {
    public var isFavourite: Bool
    public var timesCooked: Int
    public var recent: [CookedEntry]

    public var rating: RecipeRating

    public init(isFavourite: Bool, timesCooked: Int, recent: [CookedEntry], rating: RecipeRating = RecipeRating()) {
        self.isFavourite = isFavourite
        self.timesCooked = timesCooked
        self.recent = recent
        self.rating = rating
    }

    /// How many of the latest entries the recipe page shows.
    public static let recentCount = 5
}

/// Stars from 1 to 5: the household's average over its members' ratings, and the member's own.
public struct RecipeRating: Sendable, Equatable {
    /// nil until someone rates the recipe.
    public var average: Decimal?
    public var count: Int
    public var mine: Int?

    public init(average: Decimal? = nil, count: Int = 0, mine: Int? = nil) {
        (self.average, self.count, self.mine) = (average, count, mine)
    }

    public static let stars = 1...5

    /// "4.5 from 2 ratings", "Not rated yet".
    public var text: String {
        guard average != nil, count > 0 else { return "Not rated yet" }
        return "\(shortText) from \(count) rating\(count == 1 ? "" : "s")"
    }

    /// The average to one decimal: "4.5", "4".
    public var shortText: String {
        var value = average ?? 0
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 1, .plain)
        return "\(rounded)"
    }
}
