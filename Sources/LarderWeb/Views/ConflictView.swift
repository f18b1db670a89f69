import Foundation
import LarderModel

/// A save that met a newer version, and changed some of the same parts: each part both changed,
/// theirs as saved beside mine as typed, so the person can see what "Keep mine" would overwrite
/// before keeping theirs or taking the other's. What only they changed is already in the form.
struct ConflictView: Sendable, Encodable {
    /// The parts both changed, differently: theirs as saved (before) beside mine as typed (after).
    var comparison: ComparisonView
    /// What keeping mine overwrites: "their change to step 3 and their new servings (6)".
    var overwrites: String
    /// What the form took from theirs without asking, if anything.
    var mergedChanges: String?
    var savedAt: String
    var discardURL: String

    init(_ merge: RecipeMerge, theirs: RecipeDetail, discardURL: String, timeZone: TimeZone = .gmt) {
        comparison = ComparisonView(RecipeComparison(conflictsOf: merge, theirs: theirs.draft.normalized),
                                    before: "Theirs, saved now", after: "Yours, not saved yet")
        overwrites = Format.list(merge.conflicts.map { "their \($0.label.lowercased()) (they \($0.theirChange))" })
        mergedChanges = merge.mergedChanges.isEmpty ? nil : Format.list(merge.mergedChanges)
        savedAt = Format.dateTime(theirs.updatedAt, in: timeZone)
        self.discardURL = discardURL
    }
}

/// Two versions side by side, as the `comparison` partial shows them: the conflict panel and the
/// history's comparison.
struct ComparisonView: Sendable, Encodable {
    var beforeTitle: String
    var afterTitle: String
    var parts: [RecipeComparison.Part]

    init(_ comparison: RecipeComparison, before: String, after: String) {
        (beforeTitle, afterTitle, parts) = (before, after, comparison.parts)
    }
}
