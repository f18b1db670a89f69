import Foundation
import LarderModel
import LarderStore

/// What a person does to the household's shopping list, for the list's page and the API alike.
/// Every change bumps the list's version, and every open list hears of it (`follow`).
public struct ShoppingActions: Sendable {
    let shopping: ShoppingRepository

    public init(shopping: ShoppingRepository) {
        self.shopping = shopping
    }

    /// The list, its generated items said in `units`.
    public func list(in household: UUID, units: UnitSystem = .written) async throws -> ShoppingList {
        try await shopping.list(in: household, units: units)
    }

    /// The list's versions as server-sent events, for as long as `isAllowed` says the follower
    /// may still read it; `Failure.tooManyStreams` when the person follows as many as one may.
    public func follow(_ household: UUID, for person: UUID, while isAllowed: @escaping @Sendable () async throws -> Bool) throws -> AsyncStream<String> {
        do {
            return try shopping.eventStream(of: household, for: person, while: isAllowed)
        } catch .tooManyStreams(let maximum) {
            throw Failure.tooManyStreams(maximum: maximum)
        }
    }

    /// Puts an item in the basket, or back on the list: `Failure.notFound` for an item the list no longer has.
    public func tick(_ item: UUID, _ isTicked: Bool, in household: UUID) async throws {
        try await shopping.setTicked(item, isTicked, in: household)
    }

    /// An item typed by hand, kept when the list is made again.
    public func add(_ text: String, in household: UUID) async throws {
        try await shopping.add(text, in: household)
    }

    /// Merges the changes a phone made without the network, in the order it made them: what
    /// became of each (see `OfflineShoppingOutcome`).
    public func merge(_ changes: [OfflineShoppingChange], in household: UUID) async throws -> [OfflineShoppingOutcome] {
        try await shopping.merge(changes, in: household)
    }

    public func remove(_ item: UUID, in household: UUID) async throws {
        try await shopping.remove(item, in: household)
    }

    /// Takes the ticked items off the list.
    public func clearTicked(in household: UUID) async throws {
        try await shopping.clearTicked(in: household)
    }

    /// The list made again from the planned days and the chosen recipes; items typed by hand stay.
    public func regenerate(_ household: UUID) async throws {
        try await shopping.regenerate(household)
    }

    /// The planned days the list is made from; nil for none.
    public func plan(from: Day?, to: Day?, in household: UUID) async throws {
        try await shopping.setPlannedDays(from: from, to: to, in: household)
    }

    /// A recipe to shop for beside the planned days, for `servings`.
    public func choose(_ recipe: UUID, servings: Int, in household: UUID) async throws {
        try await shopping.choose(recipe, servings: servings, in: household)
    }

    public func unchoose(_ recipe: UUID, in household: UUID) async throws {
        try await shopping.unchoose(recipe, in: household)
    }

    /// What the household always has, and so never shops for.
    public func setPantryStaples(_ names: [String], in household: UUID) async throws {
        try await shopping.setPantryStaples(names, in: household)
    }
}

extension Store {
    /// The actions on this store's shopping lists.
    public var shoppingActions: ShoppingActions { ShoppingActions(shopping: shopping) }
}
