import Foundation
import LarderModel

/// A save that met a newer version: someone else's recipe as saved now beside the edit that
/// was refused, part by part (details, then each step), so the person can see what changed
/// before keeping theirs or taking the other.
struct ConflictView: Sendable {
    struct Part: Sendable {
        var label: String
        var theirs: String
        var yours: String
    }

    /// The parts that differ; the same parts on both sides are left out.
    var parts: [Part]
    var sameCount: Int
    var savedAt: String
    var discardURL: String

    init(theirs: RecipeDetail, yours: RecipeDraft, discardURL: String) {
        let theirsDraft = theirs.draft.normalized
        var all = [
            Part(label: "Name", theirs: theirsDraft.name, yours: yours.name),
            Part(label: "Summary", theirs: theirsDraft.summary, yours: yours.summary),
            Part(label: "Servings", theirs: String(theirsDraft.servings), yours: String(yours.servings)),
            Part(label: "Source", theirs: theirsDraft.sourceURL ?? "", yours: yours.sourceURL ?? ""),
        ]
        for position in 0..<max(theirsDraft.steps.count, yours.steps.count) {
            all.append(Part(label: "Step \(position + 1)",
                            theirs: theirsDraft.steps.indices.contains(position) ? Self.text(of: theirsDraft.steps[position]) : "(no such step)",
                            yours: yours.steps.indices.contains(position) ? Self.text(of: yours.steps[position]) : "(no such step)"))
        }
        parts = all.filter { $0.theirs != $0.yours }
        sameCount = all.count - parts.count
        savedAt = Format.dateTime(theirs.updatedAt)
        self.discardURL = discardURL
    }

    /// A step as plain lines of text, so two versions can be read side by side.
    private static func text(of step: StepDraft) -> String {
        var lines = [step.instructions]
        if let time = step.time { lines.append("Time: \(time.formatted)\(time.kind == .passive ? " (waiting)" : "")") }
        if !step.lines.isEmpty { lines.append("Ingredients: " + step.lines.map(\.text).joined(separator: "; ")) }
        if !step.tools.isEmpty { lines.append("Tools: " + step.tools.map { tool in tool.note.map { "\(tool.name) (\($0))" } ?? tool.name }.joined(separator: ", ")) }
        if !step.skills.isEmpty { lines.append("Skills: " + step.skills.map(\.name).joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
