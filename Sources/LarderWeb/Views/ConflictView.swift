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

    init(_ merge: RecipeMerge, theirs: RecipeDetail, discardURL: String, timeZone: TimeZone = .gmt, strings: Strings) {
        let theirDraft = theirs.draft.normalized
        comparison = ComparisonView(RecipeComparison(conflictsOf: merge, theirs: theirDraft),
                                    before: strings.history.theirsTitle, after: strings.history.yoursTitle, strings: strings)
        overwrites = Format.list(merge.conflicts.map { conflict in
            strings.history.overwriteItem(part: strings.sayInText(conflict.name), change: strings.theirChange(conflict, theirs: theirDraft))
        }, strings)
        mergedChanges = merge.mergedChanges.isEmpty ? nil : Format.list(merge.mergedChanges.map(strings.say), strings)
        savedAt = Format.dateTime(theirs.updatedAt, in: timeZone, strings.language)
        self.discardURL = discardURL
    }
}

/// Two versions side by side, as the `comparison` partial shows them: the conflict panel and the
/// history's comparison.
struct ComparisonView: Sendable, Encodable {
    struct Row: Sendable, Encodable {
        var label: String
        var before: [Line]
        var after: [Line]
    }

    struct Line: Sendable, Encodable {
        var text: String
        /// The other side has no such line.
        var isChanged: Bool
    }

    var beforeTitle: String
    var afterTitle: String
    var parts: [Row]

    /// The parts' names and lines in the page's language; quantities as it writes them.
    init(_ comparison: RecipeComparison, before: String, after: String, strings: Strings) {
        (beforeTitle, afterTitle) = (before, after)
        parts = comparison.parts.map { part in
            // The lines under "You will need" are ingredient lines, with quantities in them.
            let quantities = part.name == .ownLines
            func line(_ line: RecipeComparison.Line) -> Line {
                Line(text: quantities ? strings.language.decimal(line.text) : strings.say(line.line), isChanged: line.isChanged)
            }
            return Row(label: strings.say(part.name), before: part.before.map(line), after: part.after.map(line))
        }
    }
}

/// The parts of a recipe and the changes to them, said in the page's language.
extension Strings {
    /// A part's name as a heading: "Servings", "Step 3".
    func say(_ part: PartName) -> String {
        let words = history
        return switch part {
        case .name: words.partName
        case .summary: words.partSummary
        case .servings: words.partServings
        case .source: words.partSource
        case .tags: words.partTags
        case .times: words.partTimes
        case .ownLines: words.partOwnLines
        case .stepOrder: words.partStepOrder
        case .newSteps: words.partNewSteps
        case .aStep: words.partAStep
        case .step(let number): words.partStep(number: String(number))
        }
    }

    /// A part's name inside a sentence: "servings", "step 3".
    func sayInText(_ part: PartName) -> String {
        let words = history
        return switch part {
        case .name: words.inName
        case .summary: words.inSummary
        case .servings: words.inServings
        case .source: words.inSource
        case .tags: words.inTags
        case .times: words.inTimes
        case .ownLines: words.inOwnLines
        case .stepOrder: words.inStepOrder
        case .newSteps: words.inNewSteps
        case .aStep: words.inAStep
        case .step(let number): words.inStep(number: String(number))
        }
    }

    /// What theirs did to a part both changed: "they changed it to 6".
    func theirChange(_ conflict: RecipeMerge.Conflict, theirs: RecipeDraft) -> String {
        let words = history
        switch conflict.theirChange {
        case .changedTo:
            // Said again from theirs, so that a number or a name reads as this language writes it.
            switch conflict.part {
            case .name: return words.theyChangedItTo(value: words.quoted(text: theirs.name))
            case .servings: return words.theyChangedItTo(value: language.number(theirs.servings))
            case .source: return theirs.sourceURL.map { words.theyChangedItTo(value: $0) } ?? words.theyChangedIt
            default: return words.theyChangedIt
            }
        case .changed: return words.theyChangedIt
        case .changedThem: return words.theyChangedThem
        case .removed: return words.theyRemovedIt
        case .addedSteps: return words.theyAddedSteps
        case .reordered: return words.theyReordered
        }
    }

    /// A change taken from theirs without asking ("servings", "step 6 added", "step order").
    func say(_ change: RecipeMerge.MergedChange) -> String {
        switch change {
        case .changed(let part): sayInText(part)
        case .added(let part): history.mergedStepAdded(step: sayInText(part))
        case .removed(let part): history.mergedStepRemoved(step: sayInText(part))
        case .stepOrder: history.mergedStepOrder
        }
    }

    /// A line of a part as the comparison shows it, with times and ingredient lines in the page's language.
    func say(_ line: PartLine) -> String {
        let words = history
        return switch line {
        case .text(let text): text
        case .time(let time, let waiting): waiting ? words.lineTimeWaiting(time: language.decimal(time)) : words.lineTime(time: language.decimal(time))
        case .during(let step): words.lineDuring(step: String(step))
        case .ingredients(let lines): words.lineIngredients(lines: language.decimal(lines))
        case .tools(let tools): words.lineTools(tools: tools)
        case .skills(let skills): words.lineSkills(skills: skills)
        case .preparation(let time): words.linePreparation(time: language.decimal(time))
        case .cooking(let time): words.lineCooking(time: language.decimal(time))
        case .total(let time): words.lineTotal(time: language.decimal(time))
        case .none: words.lineNone
        case .removed: words.lineRemoved
        }
    }
}
