import Foundation

/// Two versions of a recipe side by side, part by part, as plain lines of text a person reads:
/// the conflict panel (theirs beside mine) and the history's comparison (an older version beside
/// a newer one) both show one. Within a part, each line the other side lacks is marked.
public struct RecipeComparison: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var line: PartLine
        /// The other side has no such line.
        public var isChanged: Bool

        public var text: String { line.english }
    }

    public struct Part: Sendable, Equatable {
        public var name: PartName
        public var before: [Line]
        public var after: [Line]

        /// "Servings", "Step 3".
        public var label: String { name.english }

        init(_ name: PartName, before: [PartLine], after: [PartLine]) {
            self.name = name
            self.before = before.map { Line(line: $0, isChanged: !after.contains($0)) }
            self.after = after.map { Line(line: $0, isChanged: !before.contains($0)) }
        }
    }

    public var parts: [Part]

    /// Every part in which the two differ, in the recipe's order. Steps are matched by id (a
    /// saved recipe's steps keep theirs across saves), and labelled by their number in `after`,
    /// or in `before` for a step `after` no longer has.
    public init(before: RecipeDraft, after: RecipeDraft) {
        var parts: [Part] = []
        for part in [RecipeMerge.Part.name, .summary, .servings, .source, .tags, .times, .ownLines] {
            let (old, new) = (Self.lines(of: part, in: before), Self.lines(of: part, in: after))
            if old != new { parts.append(Part(Self.name(of: part), before: old, after: new)) }
        }
        let steps = Self.matchedSteps(before: before.steps, after: after.steps)
        if steps.contains(where: \.moved) {
            parts.append(Part(.stepOrder, before: Self.lines(of: .stepOrder, in: before), after: Self.lines(of: .stepOrder, in: after)))
        }
        for step in steps where step.differs {
            parts.append(Part(.step(step.number), before: step.before.map(Self.lines(of:)) ?? [.none],
                              after: step.after.map(Self.lines(of:)) ?? [.removed]))
        }
        self.parts = parts
    }

    /// The parts a merge found both sides changed differently: `theirs` beside mine (the merge's result).
    public init(conflictsOf merge: RecipeMerge, theirs: RecipeDraft) {
        parts = merge.conflicts.map { conflict in
            Part(conflict.name, before: Self.lines(of: conflict.part, in: theirs), after: Self.lines(of: conflict.part, in: merge.merged))
        }
    }

    /// Each change a save made, in the recipe's order; none when the versions are the same.
    public static func changes(from before: RecipeDraft, to after: RecipeDraft) -> [RecipeChange] {
        var changes: [RecipeChange] = []
        if before.name != after.name { changes.append(.renamed(after.name)) }
        if before.summary != after.summary { changes.append(.summaryEdited) }
        if before.servings != after.servings { changes.append(.servings(from: before.servings, to: after.servings)) }
        if before.sourceURL != after.sourceURL { changes.append(after.sourceURL == nil ? .sourceRemoved : .sourceChanged) }
        if Set(before.tags.map { $0.lowercased() }) != Set(after.tags.map { $0.lowercased() }) { changes.append(.tagsChanged) }
        if before.times != after.times { changes.append(.timesChanged) }
        let steps = matchedSteps(before: before.steps, after: after.steps)
        for step in steps where step.differs {
            switch (step.before, step.after) {
            case (nil, _?): changes.append(.stepAdded(step.number))
            case (_?, nil): changes.append(.stepRemoved(step.number))
            case (var old?, var new?):
                (old.lines, new.lines) = ([], [])
                if old != new { changes.append(.stepEdited(step.number)) }
            case (nil, nil): break
            }
        }
        let (kept, reordered) = (steps.filter { $0.before != nil && $0.after != nil }, steps.contains { $0.moved })
        if reordered && !kept.isEmpty { changes.append(.stepsReordered) }
        // Lines counted across the recipe, by their text: a line moved to another step is neither.
        var counts: [String: Int] = [:]
        for line in before.lines + before.steps.flatMap(\.lines) { counts[line.text, default: 0] -= 1 }
        for line in after.lines + after.steps.flatMap(\.lines) { counts[line.text, default: 0] += 1 }
        let added = counts.values.filter { $0 > 0 }.reduce(0, +)
        let removed = -counts.values.filter { $0 < 0 }.reduce(0, +)
        let changed = min(added, removed)
        if changed > 0 { changes.append(.linesChanged(changed)) }
        if added > changed { changes.append(.linesAdded(added - changed)) }
        if removed > changed { changes.append(.linesRemoved(removed - changed)) }
        return changes
    }

    // MARK: - Parts as lines

    static func name(of part: RecipeMerge.Part) -> PartName {
        switch part {
        case .name: .name
        case .summary: .summary
        case .servings: .servings
        case .source: .source
        case .tags: .tags
        case .times: .times
        case .ownLines: .ownLines
        case .stepOrder: .stepOrder
        case .step: .aStep
        }
    }

    /// A part of a draft as the lines a person reads.
    static func lines(of part: RecipeMerge.Part, in draft: RecipeDraft) -> [PartLine] {
        switch part {
        case .name: texts(draft.name)
        case .summary: texts(draft.summary)
        case .servings: [.text(String(draft.servings))]
        case .source: [.text(draft.sourceURL ?? "")]
        case .tags: [.text(draft.tags.joined(separator: ", "))]
        case .times: lines(of: draft.times)
        case .ownLines: draft.lines.isEmpty ? [.text("")] : draft.lines.map { .text($0.text) }
        case .stepOrder: draft.steps.isEmpty ? [.text("")] : draft.steps.map { .text(firstWords($0.instructions)) }
        case .step(let id): draft.steps.first { $0.id == id }.map(lines(of:)) ?? [.removed]
        }
    }

    /// Text of several lines, a line each.
    private static func texts(_ text: String) -> [PartLine] {
        text.components(separatedBy: "\n").map(PartLine.text)
    }

    /// A step as lines, so two versions can be read side by side.
    static func lines(of step: StepDraft) -> [PartLine] {
        var lines = texts(step.instructions)
        if let time = step.time { lines.append(.time(time.formatted, waiting: time.kind == .passive)) }
        if let during = step.during { lines.append(.during(step: during + 1)) }
        if !step.lines.isEmpty { lines.append(.ingredients(step.lines.map(\.text).joined(separator: "; "))) }
        if !step.tools.isEmpty { lines.append(.tools(step.tools.map { tool in tool.note.map { "\(tool.name) (\($0))" } ?? tool.name }.joined(separator: ", "))) }
        if !step.skills.isEmpty { lines.append(.skills(step.skills.map(\.name).joined(separator: ", "))) }
        return lines
    }

    static func lines(of times: RecipeTimes) -> [PartLine] {
        let said = [times.prepSeconds.map { PartLine.preparation(StepTime.format(seconds: $0)) },
                    times.cookSeconds.map { PartLine.cooking(StepTime.format(seconds: $0)) },
                    times.totalSeconds.map { PartLine.total(StepTime.format(seconds: $0)) }].compactMap { $0 }
        return said.isEmpty ? [.text("")] : said
    }

    static func firstWords(_ text: String) -> String {
        let words = text.split(separator: " ")
        return words.prefix(6).joined(separator: " ") + (words.count > 6 ? "…" : "")
    }

    // MARK: - Steps matched by id

    /// A step of either version, with its counterpart in the other when it has one.
    struct MatchedStep {
        /// Its number in the version that has it (the later one, when both do).
        var number: Int
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
            var match = MatchedStep(number: index + 1, before: counterpart[index].map { before[$0] }, after: step, moved: false)
            if let old = counterpart[index] {
                match.moved = rankBefore[old] != pairs.firstIndex { $0.after == index }
                let duringAfter = step.during.map { counterpart[$0] ?? -1 - $0 }
                match.sameContent = content(before[old], during: before[old].during) == content(step, during: duringAfter)
            }
            result.append(match)
        }
        for index in before.indices where !taken.contains(index) {
            result.append(MatchedStep(number: index + 1, before: before[index], after: nil, moved: false))
        }
        return result
    }
}
