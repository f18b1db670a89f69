import Foundation
import LarderModel

/// A save that met a newer version, and changed some of the same parts: each part both changed,
/// theirs as saved beside mine as typed, so the person can see what "Keep mine" would overwrite
/// before keeping theirs or taking the other's. What only they changed is already in the form.
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

    /// The parts both changed, differently.
    var parts: [Part]
    /// What keeping mine overwrites: "their change to step 3 and their new servings (6)".
    var overwrites: String
    /// What the form took from theirs without asking, if anything.
    var mergedChanges: String?
    var savedAt: String
    var discardURL: String

    init(_ merge: RecipeMerge, theirs: RecipeDetail, discardURL: String, timeZone: TimeZone = .gmt) {
        let theirDraft = theirs.draft.normalized
        let mine = merge.merged
        parts = merge.conflicts.map { conflict in
            let (theirText, myText): (String, String)
            switch conflict.part {
            case .name: (theirText, myText) = (theirDraft.name, mine.name)
            case .summary: (theirText, myText) = (theirDraft.summary, mine.summary)
            case .servings: (theirText, myText) = (String(theirDraft.servings), String(mine.servings))
            case .source: (theirText, myText) = (theirDraft.sourceURL ?? "", mine.sourceURL ?? "")
            case .tags: (theirText, myText) = (theirDraft.tags.joined(separator: ", "), mine.tags.joined(separator: ", "))
            case .times: (theirText, myText) = (Self.text(of: theirDraft.times), Self.text(of: mine.times))
            case .ownLines: (theirText, myText) = (theirDraft.lines.map(\.text).joined(separator: "\n"), mine.lines.map(\.text).joined(separator: "\n"))
            case .stepOrder:
                (theirText, myText) = (theirDraft.steps.map { Self.firstWords($0.instructions) }.joined(separator: "\n"),
                                       mine.steps.map { Self.firstWords($0.instructions) }.joined(separator: "\n"))
            case .step(let id):
                (theirText, myText) = (theirDraft.steps.first { $0.id == id }.map(Self.text(of:)) ?? "(removed)",
                                       mine.steps.first { $0.id == id }.map(Self.text(of:)) ?? "(removed)")
            }
            let (theirLines, myLines) = (theirText.components(separatedBy: "\n"), myText.components(separatedBy: "\n"))
            return Part(label: conflict.label,
                        theirs: theirLines.map { Line(text: $0, isChanged: !myLines.contains($0)) },
                        yours: myLines.map { Line(text: $0, isChanged: !theirLines.contains($0)) })
        }
        overwrites = Format.list(merge.conflicts.map { "their \($0.label.lowercased()) (they \($0.theirChange))" })
        mergedChanges = merge.mergedChanges.isEmpty ? nil : Format.list(merge.mergedChanges)
        savedAt = Format.dateTime(theirs.updatedAt, in: timeZone)
        self.discardURL = discardURL
    }

    /// A step as plain lines of text, so two versions can be read side by side.
    private static func text(of step: StepDraft) -> String {
        var lines = [step.instructions]
        if let time = step.time { lines.append("Time: \(time.formatted)\(time.kind == .passive ? " (waiting)" : "")") }
        if let during = step.during { lines.append("Done while step \(during + 1) waits") }
        if !step.lines.isEmpty { lines.append("Ingredients: " + step.lines.map(\.text).joined(separator: "; ")) }
        if !step.tools.isEmpty { lines.append("Tools: " + step.tools.map { tool in tool.note.map { "\(tool.name) (\($0))" } ?? tool.name }.joined(separator: ", ")) }
        if !step.skills.isEmpty { lines.append("Skills: " + step.skills.map(\.name).joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    private static func text(of times: RecipeTimes) -> String {
        [("Preparation", times.prepSeconds), ("Cooking", times.cookSeconds), ("Total", times.totalSeconds)]
            .compactMap { label, seconds in seconds.map { "\(label): \(StepTime.format(seconds: $0))" } }.joined(separator: "\n")
    }

    private static func firstWords(_ text: String) -> String {
        let words = text.split(separator: " ")
        return words.prefix(6).joined(separator: " ") + (words.count > 6 ? "…" : "")
    }
}
