import Foundation

/// Two people's edits of one recipe, merged against the version both started from (a three-way
/// merge), part by part: the name, summary, servings, source, times, the lines under "You will
/// need", the order of the steps and each step. A part only one side changed takes that change;
/// a part both changed the same way is fine; only a part both changed differently is a conflict,
/// and the merge then holds "mine", so that keeping mine overwrites exactly those parts. Tags
/// merge as a set: each side's additions and removals both apply.
public struct RecipeMerge: Sendable, Equatable {
    /// A part of the recipe as the merge compares it.
    public enum Part: Sendable, Hashable {
        case name, summary, servings, source, tags, times, ownLines, stepOrder
        /// A step, by its id in the version both started from.
        case step(UUID)
    }

    /// A part both sides changed, differently, and what theirs did to it.
    public struct Conflict: Sendable, Equatable {
        public var part: Part
        /// "Step 3", "Servings", as theirs numbers it.
        public var name: PartName
        public var theirChange: TheirChange
    }

    /// What theirs did to a part both changed.
    public enum TheirChange: Sendable, Equatable {
        case changed
        /// Changed to this value, as a person reads it: "“Soup”", "6".
        case changedTo(String)
        case changedThem
        case removed
        case addedSteps
        case reordered

        public var english: String {
            switch self {
            case .changed: "changed it"
            case .changedTo(let value): "changed it to \(value)"
            case .changedThem: "changed them"
            case .removed: "removed it"
            case .addedSteps: "added steps where you did"
            case .reordered: "reordered them"
            }
        }
    }

    /// A change only theirs made, merged in without asking: "servings", "step 6 added", "step order".
    public enum MergedChange: Sendable, Equatable {
        case changed(PartName)
        case added(PartName)
        case removed(PartName)
        case stepOrder

        public var english: String {
            switch self {
            case .changed(let part): part.english.lowercased()
            case .added(let part): "\(part.english.lowercased()) added"
            case .removed(let part): "\(part.english.lowercased()) removed"
            case .stepOrder: "step order"
            }
        }
    }

    public var merged: RecipeDraft
    public var conflicts: [Conflict]
    /// The parts only theirs changed, merged in without asking ("step 6", "servings").
    public var mergedChanges: [MergedChange]

    /// With `base` nil (an edit that cannot say what it started from), every part the two
    /// sides differ on is a conflict.
    public init(base: RecipeDraft?, theirs: RecipeDraft, mine: RecipeDraft) {
        var conflicts: [Conflict] = []
        var mergedChanges: [MergedChange] = []
        var merged = mine

        func scalar<Value: Equatable>(_ part: Part, _ name: PartName, _ key: KeyPath<RecipeDraft, Value>, describe: (Value) -> String?)
            -> Value {
            let (b, t, m) = (base?[keyPath: key], theirs[keyPath: key], mine[keyPath: key])
            if t == b || t == m { return m }
            if m == b {
                mergedChanges.append(.changed(name))
                return t
            }
            conflicts.append(Conflict(part: part, name: name, theirChange: describe(t).map(TheirChange.changedTo) ?? .changed))
            return m
        }
        merged.name = scalar(.name, .name, \.name) { "“\($0)”" }
        merged.summary = scalar(.summary, .summary, \.summary) { _ in nil }
        merged.servings = scalar(.servings, .servings, \.servings) { String($0) }
        merged.sourceURL = scalar(.source, .source, \.sourceURL) { $0 }
        merged.times = scalar(.times, .times, \.times) { _ in nil }
        merged.lines = scalar(.ownLines, .ownLines, \.lines) { _ in nil }
        // Tags as a set: what either side added, without what either side removed.
        let key = { (tag: String) in tag.lowercased() }
        if let base {
            let baseTags = Set(base.tags.map(key))
            let removed = baseTags.subtracting(theirs.tags.map(key)).union(baseTags.subtracting(mine.tags.map(key)))
            merged.tags = RecipeDraft.normalizedTags((mine.tags + theirs.tags).filter { !removed.contains(key($0)) })
            if Set(merged.tags.map(key)) != Set(mine.tags.map(key)) { mergedChanges.append(.changed(.tags)) }
        } else if Set(theirs.tags.map(key)) != Set(mine.tags.map(key)) {
            conflicts.append(Conflict(part: .tags, name: .tags, theirChange: .changedThem))
        }

        let steps = StepMerge(base: base?.steps, theirs: theirs.steps, mine: mine.steps)
        merged.steps = steps.merged
        conflicts += steps.conflicts
        mergedChanges += steps.mergedChanges
        self.merged = merged
        self.conflicts = conflicts
        self.mergedChanges = mergedChanges
    }
}

/// The steps of a three-way merge. Steps are known by id: the version both sides started from
/// gave every step one, theirs keeps them (and gave its new steps new ones), and mine keeps
/// them (its new steps have none yet). "During step N" marks follow the step they name.
struct StepMerge {
    var merged: [StepDraft] = []
    var conflicts: [RecipeMerge.Conflict] = []
    var mergedChanges: [RecipeMerge.MergedChange] = []

    /// A step's key in the merge: its id, or for a new step of mine, its place among mine.
    enum Key: Hashable {
        case id(UUID)
        case mine(Int)
    }

    /// A step without its id and with its mark naming a step by key, so that two versions of one
    /// step compare equal when only their neighbours moved.
    struct Content: Equatable {
        var step: StepDraft
        var during: Key?
    }

    /// With `base` nil, the steps both sides have are taken as they were there when both
    /// agree, and every step either side has alone counts as a change of both.
    init(base: [StepDraft]?, theirs: [StepDraft], mine: [StepDraft]) {
        func keys(_ steps: [StepDraft], mine isMine: Bool) -> [Key] {
            steps.enumerated().map { index, step in step.id.map(Key.id) ?? (isMine ? .mine(index) : .id(UUID())) }
        }
        let (theirKeys, myKeys) = (keys(theirs, mine: false), keys(mine, mine: true))
        let knowsBase = base != nil
        let base = base ?? theirs.filter { step in step.id != nil && mine.contains { $0.id == step.id && $0 == step } }
        let baseKeys = keys(base, mine: false)
        func contents(_ steps: [StepDraft], _ keys: [Key]) -> [Key: Content] {
            var result: [Key: Content] = [:]
            for (index, step) in steps.enumerated() {
                var plain = step
                plain.id = nil
                plain.during = nil
                result[keys[index]] = Content(step: plain, during: step.during.flatMap { keys.indices.contains($0) ? keys[$0] : nil })
            }
            return result
        }
        let (b, t, m) = (contents(base, baseKeys), contents(theirs, theirKeys), contents(mine, myKeys))
        /// "Step 3", as theirs numbers it (or as the common version did, for a step they removed).
        func name(_ key: Key) -> PartName {
            let number = (theirKeys.firstIndex(of: key) ?? baseKeys.firstIndex(of: key)).map { $0 + 1 }
            return number.map(PartName.step) ?? .aStep
        }

        var chosen: [Key: Content] = [:]
        for key in baseKeys {
            let (common, their, my) = (b[key]!, t[key], m[key])
            switch (their, my) {
            case (nil, nil):
                continue
            case (nil, let my?):
                if my == common {
                    mergedChanges.append(.removed(name(key)))
                } else {
                    conflicts.append(.init(part: .step(Self.id(key)), name: name(key), theirChange: .removed))
                    chosen[key] = my
                }
            case (let their?, nil):
                if their != common {
                    conflicts.append(.init(part: .step(Self.id(key)), name: name(key), theirChange: .changed))
                }
            case (let their?, let my?):
                if their == common || their == my {
                    chosen[key] = my
                } else if my == common {
                    chosen[key] = their
                    mergedChanges.append(.changed(name(key)))
                } else {
                    conflicts.append(.init(part: .step(Self.id(key)), name: name(key), theirChange: .changed))
                    chosen[key] = my
                }
            }
        }
        // New steps: each side's go in after the step they follow. Both adding steps at one place
        // is a conflict (two people rewriting the method), and mine stand there.
        func anchors(_ order: [Key]) -> [Key: Key?] {
            var result: [Key: Key?] = [:]
            var previous: Key?
            for key in order {
                if b[key] == nil { result[key] = .some(previous) } else { previous = key }
            }
            return result
        }
        let (theirAnchors, myAnchors) = (anchors(theirKeys), anchors(myKeys))
        let clashing = Set(theirAnchors.values.map { $0.map { "\($0)" } ?? "start" })
            .intersection(myAnchors.values.map { $0.map { "\($0)" } ?? "start" })
        let added = theirKeys.filter { b[$0] == nil }
        if !clashing.isEmpty || (!knowsBase && !added.isEmpty && !myAnchors.isEmpty) {
            conflicts.append(.init(part: .stepOrder, name: .newSteps, theirChange: .addedSteps))
        }
        for key in added where !clashing.contains(theirAnchors[key]!.map { "\($0)" } ?? "start") && (knowsBase || myAnchors.isEmpty) {
            chosen[key] = t[key]
            mergedChanges.append(.added(name(key)))
        }
        for key in myKeys where b[key] == nil { chosen[key] = m[key] }

        // The order: the side that reordered the steps both had decides; the other side's new
        // steps go in after the step they followed.
        func common(_ order: [Key]) -> [Key] { order.filter { b[$0] != nil && chosen[$0] != nil } }
        let (theirOrder, myOrder, baseOrder) = (common(theirKeys), common(myKeys), common(baseKeys))
        var order: [Key]
        var others: [Key]
        if myOrder == baseOrder {
            (order, others) = (theirKeys.filter { chosen[$0] != nil }, myKeys)
            if theirOrder != baseOrder { mergedChanges.append(.stepOrder) }
        } else {
            (order, others) = (myKeys.filter { chosen[$0] != nil }, theirKeys)
            if theirOrder != baseOrder && theirOrder != myOrder {
                conflicts.append(.init(part: .stepOrder, name: .stepOrder, theirChange: .reordered))
            }
        }
        for (index, key) in others.enumerated() where chosen[key] != nil && !order.contains(key) {
            let before = others[..<index].last { order.contains($0) }
            order.insert(key, at: before.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        }
        merged = order.map { key in
            var step = chosen[key]!.step
            if case .id(let id) = key, b[key] != nil || t[key] != nil { step.id = id }
            step.during = chosen[key]!.during.flatMap { order.firstIndex(of: $0) }
            return step
        }
    }

    private static func id(_ key: Key) -> UUID {
        if case .id(let id) = key { return id }
        return UUID()
    }
}
