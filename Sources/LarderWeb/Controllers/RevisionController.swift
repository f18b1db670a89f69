import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// A recipe's history: every saved version, newest first, any two compared side by side, and an
/// earlier one restored as a new version (so that a restore can itself be undone).
struct RevisionController {
    let views: Views
    let recipes: RecipeActions

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/recipes/:id/history", use: history)
        router.get("/recipes/:id/history/compare", use: compare)
        router.post("/recipes/:id/history/:version/restore", use: restore)
    }

    @Sendable func history(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let versions = try await recipes.history(of: id, in: context.household.id)
        guard let current = versions.first(where: \.isCurrent) else { throw Failure.notFound }
        let base = "/recipes/\(id.text)"
        // Compared by default: the latest change, the version before the current one beside it.
        let previous = versions.first { !$0.isCurrent }?.version
        let strings = context.strings
        return views.render(HistoryPage(
            page: PageChrome(title: strings.history.historyOf(name: current.name), context: context, section: .recipes),
            recipeName: current.name, recipeURL: base, compareURL: base + "/history/compare", currentVersion: current.version,
            versions: versions.map { Version($0, recipe: id, zone: context.household.zone, strings: strings, from: previous, to: current.version) },
            hasEarlier: previous != nil))
    }

    @Sendable func compare(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let base = "/recipes/\(id.text)"
        let query = FormData(query: request.uri.query)
        guard let first = Int(query["from"]), let second = Int(query["to"]), first != second else {
            _ = try await recipes.summaryOrNotFound(id, in: context.household.id)
            return Redirect.to(base + "/history", flash: Flash(context.strings.history.chooseTwo, isError: true))
        }
        guard let (current, found) = try await recipes.versions([first, second], of: id, in: context.household.id),
              found.count == 2 else { throw Failure.notFound }
        // Oldest on the left, whichever order they were asked in.
        let (older, newer) = found[0].version.version < found[1].version.version ? (found[0], found[1]) : (found[1], found[0])
        let zone = context.household.zone
        let strings = context.strings
        let (olderNumber, newerNumber) = (String(older.version.version), String(newer.version.version))
        return views.render(ComparePage(
            page: PageChrome(title: strings.history.versionsOf(older: olderNumber, newer: newerNumber, name: newer.version.name), context: context,
                             section: .recipes),
            recipeName: newer.version.name, recipeURL: base, historyURL: base + "/history",
            historyLink: strings.history.historyOf(name: newer.version.name),
            explanation: strings.history.compareExplanation(older: olderNumber, newer: newerNumber),
            older: Version(older.version, recipe: id, zone: zone, strings: strings), newer: Version(newer.version, recipe: id, zone: zone, strings: strings),
            comparison: ComparisonView(RecipeComparison(before: older.draft, after: newer.draft),
                                       before: strings.history.version(number: olderNumber), after: strings.history.version(number: newerNumber),
                                       strings: strings),
            photoChanged: older.version.photoDigest != newer.version.photoDigest,
            currentVersion: current))
    }

    @Sendable func restore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let version = try context.parameters.require("version", as: Int.self)
        let base = "/recipes/\(id.text)"
        let words = context.strings.history
        // The version the person saw as current; without one, nothing can say it is still so.
        guard let seen = Int(context.form["seen"]) else {
            _ = try await recipes.summaryOrNotFound(id, in: context.household.id)
            return Redirect.to(base + "/history", flash: Flash(words.restoreNotSeen, isError: true))
        }
        do {
            let now = try await recipes.restore(version, of: id, seenAt: seen, in: context.household.id, by: context.user.id)
            if now == seen { return Redirect.to(base, flash: Flash(words.alreadyReads(version: String(version)))) }
            return Redirect.to(base, flash: Flash(words.restored(version: String(version), now: String(now), seen: String(seen))))
        } catch RecipeError.stale(let current) {
            return Redirect.to(base + "/history", flash: Flash(words.restoreStale(current: String(current)), isError: true))
        } catch RecipeError.nameTaken {
            return Redirect.to(base + "/history", flash: Flash(words.restoreNameTaken, isError: true))
        } catch RecipeError.invalid(let error) {
            // A version saved under rules since tightened: it is shown, but not saved again as it is.
            let problems = error.issues.map { context.strings.say($0) }.joined(separator: "; ")
            return Redirect.to(base + "/history", flash: Flash(words.restoreInvalid(version: String(version), problems: problems), isError: true))
        }
    }
}

extension Strings {
    /// What the history keeps of a save, in this language where it has the changes; words someone
    /// wrote, as they are.
    func say(_ change: SavedChange) -> String {
        switch change {
        case .said(let summary): say(summary)
        case .written(let text): text
        }
    }

    /// What a save changed, in this language: "Schritt 3 bearbeitet, 2 Zeilen hinzugefügt".
    func say(_ summary: ChangeSummary) -> String {
        let changes = summary.changes.isEmpty ? history.changeNothing : summary.changes.map(say).joined(separator: ", ")
        return summary.restoredVersion.map { history.changeRestored(version: String($0), changes: changes) } ?? changes
    }

    func say(_ change: RecipeChange) -> String {
        let words = history
        return switch change {
        case .renamed(let name): words.changeRenamed(name: name)
        case .summaryEdited: words.changeSummaryEdited
        case .servings(let from, let to): words.changeServings(from: String(from), to: String(to))
        case .sourceRemoved: words.changeSourceRemoved
        case .sourceChanged: words.changeSourceChanged
        case .tagsChanged: words.changeTags
        case .timesChanged: words.changeTimes
        case .stepAdded(let number): words.changeStepAdded(number: String(number))
        case .stepRemoved(let number): words.changeStepRemoved(number: String(number))
        case .stepEdited(let number): words.changeStepEdited(number: String(number))
        case .stepsReordered: words.changeStepsReordered
        case .linesChanged(let count): words.changeLinesChanged(count: count)
        case .linesAdded(let count): words.changeLinesAdded(count: count)
        case .linesRemoved(let count): words.changeLinesRemoved(count: count)
        case .photoAdded: words.changePhotoAdded
        case .photoRemoved: words.changePhotoRemoved
        case .photoReplaced: words.changePhotoReplaced
        case .detailsEdited: words.changeDetails
        }
    }
}
