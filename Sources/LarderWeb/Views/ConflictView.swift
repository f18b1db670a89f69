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

    init(_ merge: RecipeMerge, theirs: RecipeDetail, discardURL: String, timeZone: TimeZone = .gmt, language: Language) {
        let strings = Strings.catalog(for: language)
        let theirDraft = theirs.draft.normalized
        comparison = ComparisonView(RecipeComparison(conflictsOf: merge, theirs: theirDraft),
                                    before: strings.history.theirsTitle, after: strings.history.yoursTitle, strings: strings)
        overwrites = Format.list(merge.conflicts.map { conflict in
            strings.history.overwriteItem(part: strings.recipePartInText(conflict.label),
                                          change: strings.theirChange(conflict, theirs: theirDraft))
        }, strings)
        mergedChanges = merge.mergedChanges.isEmpty ? nil : Format.list(merge.mergedChanges.map(strings.mergedChange), strings)
        savedAt = Format.dateTime(theirs.updatedAt, in: timeZone, language)
        self.discardURL = discardURL
    }
}

/// Two versions side by side, as the `comparison` partial shows them: the conflict panel and the
/// history's comparison.
struct ComparisonView: Sendable, Encodable {
    var beforeTitle: String
    var afterTitle: String
    var parts: [RecipeComparison.Part]

    /// The parts' names and the words of their lines in the page's language; quantities as it writes them.
    init(_ comparison: RecipeComparison, before: String, after: String, strings: Strings) {
        (beforeTitle, afterTitle) = (before, after)
        parts = comparison.parts.map { (part: RecipeComparison.Part) -> RecipeComparison.Part in
            // The lines under "You will need" are ingredient lines, with quantities in them.
            let isLines = part.label == "You will need"
            func line(_ line: RecipeComparison.Line) -> RecipeComparison.Line {
                RecipeComparison.Line(text: isLines ? strings.language.decimal(line.text) : strings.comparisonLine(line.text), isChanged: line.isChanged)
            }
            var translated = part
            translated.label = strings.recipePart(part.label)
            translated.before = part.before.map(line)
            translated.after = part.after.map(line)
            return translated
        }
    }
}

/// The parts of a recipe and the changes to them, as LarderModel names them in English ("Servings",
/// "Step 3", "changed it to 6"), said in the page's language.
extension Strings {
    /// A part's name as a heading: "Servings", "Step 3". A name the catalog has no word for stays as it came.
    func recipePart(_ english: String) -> String {
        partNames(english)?.title ?? english
    }

    /// A part's name inside a sentence: "servings", "step 3".
    func recipePartInText(_ english: String) -> String {
        partNames(english)?.inText ?? english.lowercased()
    }

    private func partNames(_ english: String) -> (title: String, inText: String)? {
        let words = history
        switch english {
        case "Name": return (words.partName, words.inName)
        case "Summary": return (words.partSummary, words.inSummary)
        case "Servings": return (words.partServings, words.inServings)
        case "Source": return (words.partSource, words.inSource)
        case "Tags": return (words.partTags, words.inTags)
        case "Times": return (words.partTimes, words.inTimes)
        case "You will need": return (words.partOwnLines, words.inOwnLines)
        case "Order of the steps": return (words.partStepOrder, words.inStepOrder)
        case "New steps": return (words.partNewSteps, words.inNewSteps)
        case "A step": return (words.partAStep, words.inAStep)
        default:
            guard english.hasPrefix("Step "), let number = Int(english.dropFirst("Step ".count)) else { return nil }
            return (words.partStep(number: String(number)), words.inStep(number: String(number)))
        }
    }

    /// What theirs did to a part both changed: "they changed it to 6".
    func theirChange(_ conflict: RecipeMerge.Conflict, theirs: RecipeDraft) -> String {
        let words = history
        switch conflict.part {
        case .name: return words.theyChangedItTo(value: words.quoted(text: theirs.name))
        case .servings: return words.theyChangedItTo(value: language.number(theirs.servings))
        case .source: return theirs.sourceURL.map { words.theyChangedItTo(value: $0) } ?? words.theyChangedIt
        case .tags: return words.theyChangedThem
        case .stepOrder: return conflict.theirChange == "reordered them" ? words.theyReordered : words.theyAddedSteps
        case .step: return conflict.theirChange == "removed it" ? words.theyRemovedIt : words.theyChangedIt
        case .summary, .times, .ownLines: return words.theyChangedIt
        }
    }

    /// A change taken from theirs without asking ("servings", "step 6 added", "step order").
    func mergedChange(_ english: String) -> String {
        if english == "step order" { return history.mergedStepOrder }
        func part(_ name: Substring) -> String? {
            let heading = name.prefix(1).uppercased() + name.dropFirst()
            return partNames(heading)?.inText
        }
        if english.hasSuffix(" added"), let step = part(english.dropLast(" added".count)) { return history.mergedStepAdded(step: step) }
        if english.hasSuffix(" removed"), let step = part(english.dropLast(" removed".count)) { return history.mergedStepRemoved(step: step) }
        return part(Substring(english)) ?? english
    }

    /// A line of a part as the comparison shows it: the words LarderModel puts before a step's
    /// time, ingredients, tools and skills, and the recipe's times, in the page's language.
    func comparisonLine(_ english: String) -> String {
        let words = history
        func after(_ prefix: String) -> String? {
            english.hasPrefix(prefix) ? String(english.dropFirst(prefix.count)) : nil
        }
        switch english {
        case "(none)": return words.lineNone
        case "(removed)": return words.lineRemoved
        default: break
        }
        if let time = after("Time: ") {
            return time.hasSuffix(" (waiting)")
                ? words.lineTimeWaiting(time: language.decimal(String(time.dropLast(" (waiting)".count))))
                : words.lineTime(time: language.decimal(time))
        }
        if let lines = after("Ingredients: ") { return words.lineIngredients(lines: language.decimal(lines)) }
        if let tools = after("Tools: ") { return words.lineTools(tools: tools) }
        if let skills = after("Skills: ") { return words.lineSkills(skills: skills) }
        if let time = after("Preparation: ") { return words.linePreparation(time: language.decimal(time)) }
        if let time = after("Cooking: ") { return words.lineCooking(time: language.decimal(time)) }
        if let time = after("Total: ") { return words.lineTotal(time: language.decimal(time)) }
        if let rest = after("Done while step "), rest.hasSuffix(" waits"), let step = Int(rest.dropLast(" waits".count)) {
            return words.lineDuring(step: String(step))
        }
        return english
    }
}
