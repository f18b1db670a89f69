import Foundation

/// A part of a day in the meal plan.
public enum PlanSlot: String, Sendable, CaseIterable, Codable, Comparable {
    case breakfast, lunch, dinner, other

    public var label: String {
        switch self {
        case .breakfast: "Breakfast"
        case .lunch: "Lunch"
        case .dinner: "Dinner"
        case .other: "Other"
        }
    }

    public static func < (lhs: PlanSlot, rhs: PlanSlot) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A recipe, by id and name, for a number of servings: planned for a day, or chosen for the shopping list.
public struct RecipeServings: Sendable, Equatable, Codable {
    public var id: UUID
    public var name: String
    public var servings: Int

    public init(id: UUID, name: String, servings: Int) {
        self.id = id
        self.name = name
        self.servings = servings
    }
}

/// One thing planned for a day's slot: a recipe for some servings, or a note ("leftovers").
public struct PlanEntry: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var day: Day
    public var slot: PlanSlot
    public var recipe: RecipeServings?
    public var note: String

    public init(id: UUID, day: Day, slot: PlanSlot, recipe: RecipeServings?, note: String) {
        self.id = id
        self.day = day
        self.slot = slot
        self.recipe = recipe
        self.note = note
    }

    /// "Leek soup, for 4" or the note.
    public var title: String {
        recipe.map { "\($0.name), for \($0.servings)" + (note.isEmpty ? "" : " (\(note))") } ?? note
    }
}

/// What a form asks to plan: a day and slot, and a recipe (by id or by name) with servings, or a note.
public struct PlanDraft: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case recipe(UUID, servings: Int?)
        case recipeNamed(String, servings: Int?)
        case note(String)
    }

    public var day: Day?
    public var slot: PlanSlot?
    public var content: Content

    public init(day: Day?, slot: PlanSlot?, content: Content) {
        self.day = day
        self.slot = slot
        self.content = content
    }

    public static let noteRule = TextRule(minimum: 1, maximum: 200)

    /// The problems a form shows by its fields: `day`, `slot`, `recipe`, `servings`, `note`.
    public func validationIssues() -> [FieldIssue] {
        var issues: [FieldIssue] = []
        if day == nil { issues.append(FieldIssue("day", .chooseDay)) }
        if slot == nil { issues.append(FieldIssue("slot", .chooseSlot)) }
        switch content {
        case .recipe(_, let servings), .recipeNamed(_, let servings):
            if let servings, !RecipeDraft.servingsRange.contains(servings) {
                issues.append(FieldIssue("servings", .servingsWhole))
            }
        case .note(let note):
            issues += Self.noteRule.issues(note.trimmed, field: "note", label: .recipeOrNote)
        }
        return issues
    }
}

/// A week of the plan as the week view shows it.
public struct PlanWeek: Sendable, Equatable {
    /// The first day shown: the household's first day of the week.
    public var start: Day
    /// 1 Monday … 7 Sunday.
    public var weekStartsOn: Int
    /// In day, slot and then planning order.
    public var entries: [PlanEntry]
    /// Whether the household's calendar feed is on.
    public var hasCalendarFeed: Bool

    public init(start: Day, weekStartsOn: Int, entries: [PlanEntry], hasCalendarFeed: Bool = false) {
        self.start = start
        self.weekStartsOn = weekStartsOn
        self.entries = entries
        self.hasCalendarFeed = hasCalendarFeed
    }

    public var days: [Day] { (0..<7).map { start.adding(days: $0) } }
}
