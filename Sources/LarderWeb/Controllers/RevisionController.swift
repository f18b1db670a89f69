import Foundation
import Hummingbird
import LarderModel
import LarderStore

/// A recipe's history: every saved version, newest first, any two compared side by side, and an
/// earlier one restored as a new version (so that a restore can itself be undone).
struct RevisionController {
    let views: Views
    let store: Store

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/recipes/:id/history", use: history)
        router.get("/recipes/:id/history/compare", use: compare)
        router.post("/recipes/:id/history/:version/restore", use: restore)
    }

    /// A version as a row of the history and a side of the comparison.
    struct Version: Sendable, Encodable {
        var number: Int
        var isCurrent: Bool
        /// "12 Nov 2026, 15:03 by Sam".
        var saved: String
        /// "step 3 edited, servings 4 → 6"; "first version".
        var summary: String
        var isFrom: Bool
        var isTo: Bool
        /// Its photo's thumbnail; nil for none.
        var photoURL: String?
        /// Where its Restore button posts; nil for the current version.
        var restoreURL: String?

        init(_ version: RecipeVersion, recipe: UUID, zone: TimeZone, from: Int? = nil, to: Int? = nil) {
            let base = "/recipes/\(recipe.uuidString)"
            number = version.version
            isCurrent = version.isCurrent
            saved = Format.dateTime(version.savedAt, in: zone) + (version.savedBy.map { " by \($0)" } ?? "")
            summary = version.summary ?? (version.version == 1 ? "first version" : "not recorded")
            (isFrom, isTo) = (version.version == from, version.version == to)
            photoURL = version.photoDigest.map { PhotoReference.path(digest: $0, of: recipe, .thumbnail) }
            restoreURL = version.isCurrent ? nil : base + "/history/\(version.version)/restore"
        }
    }

    struct HistoryPage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var recipeURL: String
        var compareURL: String
        /// The version the page shows as current, which a restore names so that it cannot undo a save it did not see.
        var currentVersion: Int
        var versions: [Version]
        var hasEarlier: Bool
    }

    @Sendable func history(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let versions = try await store.revisions.history(of: id, in: context.household.id)
        guard let current = versions.first(where: \.isCurrent) else { throw AppError.notFound }
        let base = "/recipes/\(id.uuidString)"
        // Compared by default: the latest change, the version before the current one beside it.
        let previous = versions.first { !$0.isCurrent }?.version
        return views.render(HistoryPage(
            page: PageChrome(title: "History of \(current.name)", context: context, section: .recipes),
            recipeName: current.name, recipeURL: base, compareURL: base + "/history/compare", currentVersion: current.version,
            versions: versions.map { Version($0, recipe: id, zone: context.household.zone, from: previous, to: current.version) },
            hasEarlier: previous != nil))
    }

    struct ComparePage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var recipeURL: String
        var historyURL: String
        var older: Version
        var newer: Version
        var comparison: ComparisonView
        /// The two versions showed different photos.
        var photoChanged: Bool
        var currentVersion: Int
    }

    @Sendable func compare(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let base = "/recipes/\(id.uuidString)"
        let query = FormData(query: request.uri.query)
        guard let first = Int(query["from"]), let second = Int(query["to"]), first != second else {
            _ = try await store.recipes.summaryOrNotFound(id, in: context.household.id)
            return Redirect.to(base + "/history", flash: Flash("Choose two different versions to compare.", isError: true))
        }
        guard let (current, found) = try await store.revisions.versions([first, second], of: id, in: context.household.id),
              found.count == 2 else { throw AppError.notFound }
        // Oldest on the left, whichever order they were asked in.
        let (older, newer) = found[0].version.version < found[1].version.version ? (found[0], found[1]) : (found[1], found[0])
        let zone = context.household.zone
        return views.render(ComparePage(
            page: PageChrome(title: "Versions \(older.version.version) and \(newer.version.version) of \(newer.version.name)", context: context,
                             section: .recipes),
            recipeName: newer.version.name, recipeURL: base, historyURL: base + "/history",
            older: Version(older.version, recipe: id, zone: zone), newer: Version(newer.version, recipe: id, zone: zone),
            comparison: ComparisonView(RecipeComparison(before: older.draft, after: newer.draft),
                                       before: "Version \(older.version.version)", after: "Version \(newer.version.version)"),
            photoChanged: older.version.photoDigest != newer.version.photoDigest,
            currentVersion: current))
    }

    @Sendable func restore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let version = try context.parameters.require("version", as: Int.self)
        let base = "/recipes/\(id.uuidString)"
        // The version the person saw as current; without one, nothing can say it is still so.
        guard let seen = Int(context.form["seen"]) else {
            _ = try await store.recipes.summaryOrNotFound(id, in: context.household.id)
            return Redirect.to(base + "/history", flash: Flash("Nothing was restored: open the history again and choose the version.", isError: true))
        }
        do {
            let now = try await store.revisions.restore(version, of: id, in: context.household.id, by: context.user.id, seenAt: seen)
            if now == seen { return Redirect.to(base, flash: Flash("The recipe already reads as version \(version): nothing changed.")) }
            return Redirect.to(base, flash: Flash("Version \(version) is restored, as version \(now). To undo this, restore version \(seen) from the history."))
        } catch RecipeError.notFound {
            throw AppError.notFound
        } catch RecipeError.stale(let current) {
            return Redirect.to(base + "/history", flash: Flash(
                "Nothing was restored: someone saved the recipe (now version \(current)) after you opened its history. Check what changed, then choose again.",
                isError: true))
        } catch RecipeError.nameTaken {
            return Redirect.to(base + "/history", flash: Flash(
                "Nothing was restored: another recipe of the household has that version's name now. Rename one of them first.", isError: true))
        } catch RecipeError.invalid(let error) {
            // A version saved under rules since tightened: it is shown, but not saved again as it is.
            return Redirect.to(base + "/history", flash: Flash(
                "Nothing was restored: version \(version) is no longer a valid recipe (\(error.issues.map(\.message).joined(separator: "; "))). Open the editor and change the recipe instead.",
                isError: true))
        }
    }
}
