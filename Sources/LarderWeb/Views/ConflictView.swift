import Foundation
import LarderModel

/// A save that met a newer version: someone else's recipe as saved now beside the edit that
/// was refused, part by part (details, then each step), so the person can see what changed
/// before keeping theirs or taking the other.
struct ConflictView: Sendable, Encodable {
    struct Part: Sendable, Encodable {
        var label: String
        var theirs: [Line]
        var yours: [Line]
    }

    /// A line of one side, marked when the other side has no such line.
    struct Line: Sendable, Encodable {
        var text: String
        var isChanged: Bool
    }

    /// The parts that differ; the parts alike on both sides are only named (`sameParts`).
    var parts: [Part]
    var sameParts: String?
    var savedAt: String
    var discardURL: String

    init(theirs: RecipeDetail, yours: RecipeDraft, discardURL: String) {
        let theirsDraft = theirs.draft.normalized
        var all: [(label: String, theirs: String, yours: String)] = [
            ("Name", theirsDraft.name, yours.name),
            ("Summary", theirsDraft.summary, yours.summary),
            ("Servings", String(theirsDraft.servings), String(yours.servings)),
            ("Source", theirsDraft.sourceURL ?? "", yours.sourceURL ?? ""),
        ]
        for position in 0..<max(theirsDraft.steps.count, yours.steps.count) {
            all.append(("Step \(position + 1)",
                        theirsDraft.steps.indices.contains(position) ? Self.text(of: theirsDraft.steps[position]) : "(no such step)",
                        yours.steps.indices.contains(position) ? Self.text(of: yours.steps[position]) : "(no such step)"))
        }
        parts = all.filter { $0.theirs != $0.yours }.map { part in
            let (theirs, yours) = (part.theirs.components(separatedBy: "\n"), part.yours.components(separatedBy: "\n"))
            return Part(label: part.label,
                        theirs: theirs.map { Line(text: $0, isChanged: !yours.contains($0)) },
                        yours: yours.map { Line(text: $0, isChanged: !theirs.contains($0)) })
        }
        let same = all.filter { $0.theirs == $0.yours }.map(\.label)
        sameParts = same.isEmpty ? nil : same.count == 1 ? same[0] : same.dropLast().joined(separator: ", ") + " and " + same.last!
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
