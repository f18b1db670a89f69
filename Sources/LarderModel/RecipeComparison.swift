import Foundation

/// Two versions of a recipe side by side, part by part, as plain lines of text a person reads:
/// the conflict panel (theirs beside mine) and the history's comparison (an older version beside
/// a newer one) both show one. Within a part, each line the other side lacks is marked.
public struct RecipeComparison: Sendable, Equatable {
    public struct Line: Sendable, Equatable, Encodable {
        public var text: String
        /// The other side has no such line.
        public var isChanged: Bool

        public init(text: String, isChanged: Bool) {
            self.text = text
            self.isChanged = isChanged
        }
    }

    public struct Part: Sendable, Equatable, Encodable {
        /// "Servings", "Step 3".
        public var label: String
        public var before: [Line]
        public var after: [Line]

        public init(label: String, before: [Line], after: [Line]) {
            self.label = label
            self.before = before
            self.after = after
        }

        init(label: String, before: String, after: String) {
            let (beforeLines, afterLines) = (before.components(separatedBy: "\n"), after.components(separatedBy: "\n"))
            self.label = label
            self.before = beforeLines.map { Line(text: $0, isChanged: !afterLines.contains($0)) }
            self.after = afterLines.map { Line(text: $0, isChanged: !beforeLines.contains($0)) }
        }
    }

    public var parts: [Part]

    /// Every part in which the two differ, in the recipe's order. Steps are matched by id (a
    /// saved recipe's steps keep theirs across saves), and labelled by their number in `after`,
    /// or in `before` for a step `after` no longer has.
    public init(before: RecipeDraft, after: RecipeDraft) {
        var parts: [Part] = []
        for part in [RecipeMerge.Part.name, .summary, .servings, .source, .tags, .times, .ownLines] {
            let (old, new) = (Self.text(of: part, in: before), Self.text(of: part, in: after))
            if old != new { parts.append(Part(label: Self.label(of: part), before: old, after: new)) }
        }
        let steps = Self.matchedSteps(before: before.steps, after: after.steps)
        if steps.contains(where: \.moved) {
            parts.append(Part(label: Self.label(of: .stepOrder), before: Self.text(of: .stepOrder, in: before),
                              after: Self.text(of: .stepOrder, in: after)))
        }
        for step in steps where step.differs {
            parts.append(Part(label: step.label, before: step.before.map(Self.text(of:)) ?? "(none)",
                              after: step.after.map(Self.text(of:)) ?? "(removed)"))
        }
        self.parts = parts
    }

    /// The parts a merge found both sides changed differently: `theirs` beside mine (the merge's result).
    public init(conflictsOf merge: RecipeMerge, theirs: RecipeDraft) {
        parts = merge.conflicts.map { conflict in
            Part(label: conflict.label, before: Self.text(of: conflict.part, in: theirs),
                 after: Self.text(of: conflict.part, in: merge.merged))
        }
    }

    /// What a save changed, in one line: "step 3 edited, 2 lines added, servings 4 → 6";
    /// "nothing" when the versions are the same.
    public static func summary(from before: RecipeDraft, to after: RecipeDraft) -> String {
        let changes = changes(from: before, to: after)
        return changes.isEmpty ? "nothing" : changes.joined(separator: ", ")
    }

    /// Each change a save made, in words, in the recipe's order; none when the versions are the same.
    public static func changes(from before: RecipeDraft, to after: RecipeDraft) -> [String] {
        var changes: [String] = []
        if before.name != after.name { changes.append("renamed to “\(after.name)”") }
        if before.summary != after.summary { changes.append("summary edited") }
        if before.servings != after.servings { changes.append("servings \(before.servings) → \(after.servings)") }
        if before.sourceURL != after.sourceURL { changes.append(after.sourceURL == nil ? "source removed" : "source changed") }
        if Set(before.tags.map { $0.lowercased() }) != Set(after.tags.map { $0.lowercased() }) { changes.append("tags changed") }
        if before.times != after.times { changes.append("times changed") }
        let steps = matchedSteps(before: before.steps, after: after.steps)
        for step in steps where step.differs {
            switch (step.before, step.after) {
            case (nil, _?): changes.append("\(step.label.lowercased()) added")
            case (_?, nil): changes.append("\(step.label.lowercased()) removed")
            case (var old?, var new?):
                (old.lines, new.lines) = ([], [])
                if old != new { changes.append("\(step.label.lowercased()) edited") }
            case (nil, nil): break
            }
        }
        let (kept, reordered) = (steps.filter { $0.before != nil && $0.after != nil }, steps.contains { $0.moved })
        if reordered && !kept.isEmpty { changes.append("steps reordered") }
        // Lines counted across the recipe, by their text: a line moved to another step is neither.
        var counts: [String: Int] = [:]
        for line in before.lines + before.steps.flatMap(\.lines) { counts[line.text, default: 0] -= 1 }
        for line in after.lines + after.steps.flatMap(\.lines) { counts[line.text, default: 0] += 1 }
        let added = counts.values.filter { $0 > 0 }.reduce(0, +)
        let removed = -counts.values.filter { $0 < 0 }.reduce(0, +)
        let changed = min(added, removed)
        if changed > 0 { changes.append(count(changed, "line") + " changed") }
        if added > changed { changes.append(count(added - changed, "line") + " added") }
        if removed > changed { changes.append(count(removed - changed, "line") + " removed") }
        return changes
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    // MARK: - Parts as text

    static func label(of part: RecipeMerge.Part) -> String {
        switch part {
        case .name: "Name"
        case .summary: "Summary"
        case .servings: "Servings"
        case .source: "Source"
        case .tags: "Tags"
        case .times: "Times"
        case .ownLines: "You will need"
        case .stepOrder: "Order of the steps"
        case .step: "A step"
        }
    }

    /// A part of a draft as plain lines of text.
    static func text(of part: RecipeMerge.Part, in draft: RecipeDraft) -> String {
        switch part {
        case .name: draft.name
        case .summary: draft.summary
        case .servings: String(draft.servings)
        case .source: draft.sourceURL ?? ""
        case .tags: draft.tags.joined(separator: ", ")
        case .times: text(of: draft.times)
        case .ownLines: draft.lines.map(\.text).joined(separator: "\n")
        case .stepOrder: draft.steps.map { firstWords($0.instructions) }.joined(separator: "\n")
        case .step(let id): draft.steps.first { $0.id == id }.map(text(of:)) ?? "(removed)"
        }
    }

    /// A step as plain lines of text, so two versions can be read side by side.
    static func text(of step: StepDraft) -> String {
        var lines = [step.instructions]
        if let time = step.time { lines.append("Time: \(time.formatted)\(time.kind == .passive ? " (waiting)" : "")") }
        if let during = step.during { lines.append("Done while step \(during + 1) waits") }
        if !step.lines.isEmpty { lines.append("Ingredients: " + step.lines.map(\.text).joined(separator: "; ")) }
        if !step.tools.isEmpty { lines.append("Tools: " + step.tools.map { tool in tool.note.map { "\(tool.name) (\($0))" } ?? tool.name }.joined(separator: ", ")) }
        if !step.skills.isEmpty { lines.append("Skills: " + step.skills.map(\.name).joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    static func text(of times: RecipeTimes) -> String {
        [("Preparation", times.prepSeconds), ("Cooking", times.cookSeconds), ("Total", times.totalSeconds)]
            .compactMap { label, seconds in seconds.map { "\(label): \(StepTime.format(seconds: $0))" } }.joined(separator: "\n")
    }

    static func firstWords(_ text: String) -> String {
        let words = text.split(separator: " ")
        return words.prefix(6).joined(separator: " ") + (words.count > 6 ? "…" : "")
    }

    // MARK: - Steps matched by id

    /// A step of either version, with its counterpart in the other when it has one.
    struct MatchedStep {
        var label: String
        var before: StepDraft?
        var after: StepDraft?
        /// It stands at another place among the steps both versions have.
        var moved: Bool

        /// Changed in content (its "during" mark compared by the step it names, not its number).
        var differs: Bool { before == nil || after == nil || !sameContent }
        var sameContent: Bool = true
    }

    /// The steps of `after` in order, each with its counterpart in `before`, then the steps only
    /// `before` had. A step is matched by its id; one without an id (sent by an app that keeps
    /// none, or read from an export) by its place, when the step there in `before` is not
    /// matched by id already.
    static func matchedSteps(before: [StepDraft], after: [StepDraft]) -> [MatchedStep] {
        var counterpart: [Int: Int] = [:]
        var taken = Set<Int>()
        for (index, step) in after.enumerated() {
            if let id = step.id, let old = before.firstIndex(where: { $0.id == id }), taken.insert(old).inserted { counterpart[index] = old }
        }
        for index in after.indices where counterpart[index] == nil && after[index].id == nil {
            if before.indices.contains(index), taken.insert(index).inserted { counterpart[index] = index }
        }
        // Among the steps both have, each one's place among them, before and after.
        let pairs = after.indices.compactMap { index in counterpart[index].map { (after: index, before: $0) } }
        let rankBefore = Dictionary(uniqueKeysWithValues: pairs.map(\.before).sorted().enumerated().map { ($1, $0) })
        /// A step without its id, its "during" mark naming the step by its place in `before`,
        /// so that renumbering alone is no change.
        func content(_ step: StepDraft, during: Int?) -> (StepDraft, Int?) {
            var copy = step
            copy.id = nil
            copy.during = nil
            return (copy, during)
        }
        var result: [MatchedStep] = []
        for (index, step) in after.enumerated() {
            var match = MatchedStep(label: "Step \(index + 1)", before: counterpart[index].map { before[$0] }, after: step, moved: false)
            if let old = counterpart[index] {
                match.moved = rankBefore[old] != pairs.firstIndex { $0.after == index }
                let duringAfter = step.during.map { counterpart[$0] ?? -1 - $0 }
                match.sameContent = content(before[old], during: before[old].during) == content(step, during: duringAfter)
            }
            result.append(match)
        }
        for index in before.indices where !taken.contains(index) {
            result.append(MatchedStep(label: "Step \(index + 1)", before: before[index], after: nil, moved: false))
        }
        return result
    }
}
