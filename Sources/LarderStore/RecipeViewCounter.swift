import Foundation

/// How often each recipe has been viewed since the server started: SwiftData's `@Transient`,
/// on a server. Kept in memory by an actor, shown on the recipe page, never written to the database.
public actor RecipeViewCounter {
    private var views: [UUID: Int] = [:]

    public init() {}

    /// Counts one more view and returns the new total.
    public func recordView(of recipe: UUID) -> Int {
        views[recipe, default: 0] += 1
        return views[recipe]!
    }

    public func views(of recipe: UUID) -> Int {
        views[recipe] ?? 0
    }
}
