import Foundation
import LarderModel
import LarderStore

/// What a member does at the stove and after: favourites, ratings, and the log of what was
/// cooked, for the recipe's page and the API alike. Each is the member's own; the household sees
/// the average rating.
public struct CookingActions: Sendable {
    let cooking: CookingRepository

    public init(cooking: CookingRepository) {
        self.cooking = cooking
    }

    public func setFavourite(_ isFavourite: Bool, recipe: UUID, member: UUID, in household: UUID) async throws {
        try await cooking.setFavourite(isFavourite, recipe: recipe, member: member, in: household)
    }

    /// The member's stars for the recipe, 1 to 5; nil takes them back.
    public func rate(_ stars: Int?, recipe: UUID, member: UUID, in household: UUID) async throws {
        try await cooking.rate(stars, recipe: recipe, member: member, in: household)
    }

    /// Notes that the recipe was cooked (on a day no later than `today`, the household's); the entry's id.
    public func logCooked(_ draft: CookedDraft, recipe: UUID, cook: UUID, in household: UUID, today: Day) async throws -> UUID {
        try await cooking.logCooked(draft, recipe: recipe, cook: cook, in: household, today: today)
    }

    public func deleteEntry(_ entry: UUID, of recipe: UUID, in household: UUID) async throws {
        try await cooking.deleteEntry(entry, of: recipe, in: household)
    }

    /// The recipe's log, its rating and whether it is the member's favourite.
    public func history(of recipe: UUID, for member: UUID, in household: UUID) async throws -> RecipeHistory {
        try await cooking.history(of: recipe, for: member, in: household)
    }
}

/// What the household plans: recipes and notes on days, for the week's page and the API alike.
public struct PlanActions: Sendable {
    let plan: PlanRepository

    public init(plan: PlanRepository) {
        self.plan = plan
    }

    public func week(containing day: Day, in household: UUID) async throws -> PlanWeek {
        try await plan.week(containing: day, in: household)
    }

    public func entries(from first: Day, through last: Day, in household: UUID) async throws -> [PlanEntry] {
        try await plan.entries(from: first, through: last, in: household)
    }

    /// A recipe or a note on a day: `PlanError.noRecipeNamed` when it names a recipe the household does not have.
    public func add(_ draft: PlanDraft, by member: UUID, in household: UUID) async throws -> UUID {
        try await plan.add(draft, by: member, in: household)
    }

    public func move(_ entry: UUID, to day: Day?, slot: PlanSlot?, in household: UUID) async throws {
        try await plan.move(entry, to: day, slot: slot, in: household)
    }

    public func remove(_ entry: UUID, in household: UUID) async throws {
        try await plan.remove(entry, in: household)
    }

    /// A calendar feed's secret for the household's plan, made anew.
    public func makeFeed(for household: UUID) async throws -> String {
        try await plan.makeFeed(for: household)
    }

    public func revokeFeed(of household: UUID) async throws {
        try await plan.revokeFeed(of: household)
    }

    /// The plan a feed's secret opens; nil for a secret no household has.
    public func feed(_ token: String, today: Day) async throws -> (household: String, entries: [PlanEntry])? {
        try await plan.feed(token, today: today)
    }
}

extension Store {
    public var cookingActions: CookingActions { CookingActions(cooking: cooking) }
    public var planActions: PlanActions { PlanActions(plan: plan) }
}
