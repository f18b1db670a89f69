import Foundation
import LarderModel

/// Reads schema.org `Recipe` JSON-LD as recipe sites publish it (a script tag's body): a single
/// Recipe, a `@graph` around one, arrays of either, with the variations real plugins write.
public enum SchemaOrgRecipe {
    public static func recipes(from data: Data) throws(ImportError) -> [ImportedRecipe] {
        try ImportLimits.check(data)
        return try recipes(in: try JSONValue.parse(data))
    }

    static func recipes(in json: JSONValue) throws(ImportError) -> [ImportedRecipe] {
        let nodes = recipeNodes(in: json)
        if nodes.isEmpty {
            throw ImportError(path: "$", .noSchemaOrgRecipe)
        }
        var issues: [ImportError.Issue] = []
        var recipes: [ImportedRecipe] = []
        for (node, path) in nodes {
            switch recipe(in: node, at: path) {
            case .success(let recipe): recipes.append(recipe)
            case .failure(let error): issues += error.issues
            }
        }
        if !issues.isEmpty { throw ImportError(issues) }
        return recipes
    }

    /// One Recipe node as a recipe, or every problem that keeps it out.
    static func recipe(in node: JSONValue, at path: JSONPath) -> Result<ImportedRecipe, ImportError> {
        guard let name = text(node["name"], multiline: false) else {
            return .failure(ImportError([.init(path["name"], .needsName)]))
        }
        let (lines, steps) = linesAndSteps(of: node)
        let draft = RecipeDraft(
            name: name,
            summary: text(node["description"], multiline: true).map(shortenedToSummary) ?? "",
            servings: servings(node["recipeYield"] ?? node["yield"]),
            sourceURL: sourceURL(of: node),
            tags: tags(of: node),
            // Times of steps of its own say it all; the recipe's are kept only when no step has one.
            times: steps.contains { $0.time != nil } ? RecipeTimes() : times(of: node),
            lines: lines,
            steps: steps
        ).normalized
        // What cannot be made to fit Larder's rules (a 300-character name) is reported, not cut.
        let issues = draft.validationIssues().map { ImportError.Issue(path, .fieldIssues([$0])) }
        if !issues.isEmpty { return .failure(ImportError(issues)) }
        // When the source published it is not when the household added it: a page imported
        // today is added today, and "Newest first" puts it first.
        var recipe = ImportedRecipe(draft: draft)
        recipe.keywords = keywords(of: node)
        let published = text(node["datePublished"], multiline: false) ?? text(node["dateCreated"], multiline: false)
        recipe.publishedAt = published.flatMap(ISODate.parse)
        return .success(recipe)
    }

    /// Every object typed Recipe, wherever it sits: top level, in an array, in `@graph`, or as a
    /// page's `mainEntity`.
    static func recipeNodes(in value: JSONValue, at path: JSONPath = .root) -> [(node: JSONValue, path: JSONPath)] {
        switch value {
        case .array(let elements):
            return elements.enumerated().flatMap { index, element in recipeNodes(in: element, at: path[index]) }
        case .object(let members):
            if isRecipe(value) { return [(value, path)] }
            return members.keys.sorted().flatMap { key in recipeNodes(in: members[key]!, at: path[key]) }
        default:
            return []
        }
    }

    /// `"@type": "Recipe"`, `["Recipe", "NewsArticle"]`, `"recipe"` or `"http://schema.org/Recipe"`.
    static func isRecipe(_ node: JSONValue) -> Bool {
        (node["@type"]?.elements ?? []).contains { type in
            type.string?.split(whereSeparator: { $0 == "/" || $0 == ":" }).last?.lowercased() == "recipe"
        }
    }

    // MARK: Fields

    /// Text of a field that may be a string, a list of strings, or a `{"@value": …}` object.
    static func text(_ value: JSONValue?, multiline: Bool) -> String? {
        switch value {
        case .string(let html)?:
            return HTMLText.plainText(html, multiline: multiline).nilIfEmpty
        case .array(let elements)?:
            return elements.lazy.compactMap { text($0, multiline: multiline) }.first
        case .number?:
            return value?.kindDescription
        case .object?:
            return text(value?["@value"], multiline: multiline)
        default:
            return nil
        }
    }

    static func shortenedToSummary(_ text: String) -> String {
        let maximum = RecipeDraft.summaryRule.maximum
        guard text.count > maximum else { return text }
        let cut = text.prefix(maximum - 1)
        let atWord = cut.lastIndex(where: \.isWhitespace).map { cut[..<$0] } ?? cut
        return String(atWord).trimmed + "…"
    }

    /// 4, "4", "4 servings", "Serves 4-6" or ["4", "4 servings"]: the first whole number,
    /// kept within what a recipe allows; 4, as for a new recipe, when there is none.
    static func servings(_ value: JSONValue?) -> Int {
        func firstNumber(_ value: JSONValue) -> Int? {
            switch value {
            case .number(let number) where number.isFinite && abs(number) < 1e9: return Int(number.rounded())
            case .string(let text):
                let digits = text.drop(while: { !($0.isASCII && $0.isNumber) }).prefix(while: { $0.isASCII && $0.isNumber })
                return digits.count <= 9 ? Int(digits) : nil
            case .array(let elements): return elements.lazy.compactMap(firstNumber).first
            case .object: return value["value"].flatMap(firstNumber)
            default: return nil
            }
        }
        guard let found = value.flatMap(firstNumber), found > 0 else { return 4 }
        return min(found, RecipeDraft.servingsRange.upperBound)
    }

    /// `url`, or else the page the recipe is the main entity of (without its "#recipe" anchor),
    /// when it is a web address.
    static func sourceURL(of node: JSONValue) -> String? {
        if let url = webAddress(text(node["url"], multiline: false)) { return url }
        let page = node["mainEntityOfPage"]
        guard let address = webAddress(page?.string ?? page?["@id"]?.string ?? page?["url"]?.string),
              var components = URLComponents(string: address) else { return nil }
        components.fragment = nil
        return components.string
    }

    static func webAddress(_ text: String?) -> String? {
        guard let text = text?.trimmed, text.count <= 2000, let url = URL(string: text), url.host?.isEmpty == false,
              ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return nil }
        return text
    }

    /// A duration that fits a step: "PT20M" → 1200.
    static func seconds(_ value: JSONValue?) -> Int? {
        guard let text = value?.string, let seconds = ISODuration.parse(text), seconds <= StepTime.maximumSeconds else { return nil }
        return seconds
    }

    // MARK: Steps

    /// The instructions as steps, each given the ingredient lines and tools it names; the lines
    /// no step names stay the recipe's own ("You will need").
    static func linesAndSteps(of node: JSONValue) -> (lines: [LineDraft], steps: [StepDraft]) {
        let language = language(of: node)
        let list = IngredientList.read(ingredientEntries(node["recipeIngredient"] ?? node["ingredients"]), language: language)
        return distribute(list.lines, tools: tools(node["tool"]) + list.tools, over: instructionSteps(node["recipeInstructions"]),
                          language: language)
    }

    /// The recipe's language, where it says one Larder reads (`inLanguage`: "de", "de-DE",
    /// or a Language node with its `alternateName`): the parser reads its lines in it.
    static func language(of node: JSONValue) -> Language? {
        let code = text(node["inLanguage"], multiline: false) ?? text(node["inLanguage"]?["alternateName"], multiline: false)
        return code.flatMap { Language(rawValue: String($0.lowercased().prefix(while: \.isLetter))) }
    }

    /// Each line and tool given to the first step that names it (a tool no step names, to the
    /// first step); the lines no step names stay the recipe's own.
    static func distribute(_ lines: [LineDraft], tools: [Tool], over steps: [StepDraft],
                           language: Language? = nil) -> (lines: [LineDraft], steps: [StepDraft]) {
        var steps = steps
        let (own, ofSteps) = IngredientMentions.assign(lines, to: steps.map(\.instructions), language: language)
        for (index, stepLines) in ofSteps.enumerated() { steps[index].lines += stepLines }
        for tool in tools where !steps.isEmpty {
            let known = steps.contains { $0.tools.contains { $0.name.lowercased() == tool.name.lowercased() } }
            let index = IngredientMentions.firstStep(naming: tool.name, in: steps.map(\.instructions), language: language) ?? 0
            if !known { steps[index].tools.append(tool) }
        }
        return (own, steps)
    }

    /// The times the recipe states for itself: they stay the recipe's, never a step's.
    static func times(of node: JSONValue) -> RecipeTimes {
        RecipeTimes(prepSeconds: seconds(node["prepTime"]), cookSeconds: seconds(node["cookTime"]), totalSeconds: seconds(node["totalTime"]))
    }

    /// A string of numbered or separate lines, a list of strings, of HowToSteps, or of
    /// HowToSections holding HowToSteps; sections are flattened in order.
    static func instructionSteps(_ value: JSONValue?) -> [StepDraft] {
        guard let value else { return [] }
        switch value {
        case .string(let text):
            return instructionParagraphs(text).map { StepDraft(instructions: $0) }
        case .array(let elements):
            return elements.flatMap { element -> [StepDraft] in
                if case .string(let text) = element {
                    return HTMLText.plainText(HTMLText.unwrapped(text), multiline: true).nilIfEmpty.map { [StepDraft(instructions: withoutNumbering($0))] } ?? []
                }
                return instructionSteps(element)
            }
        case .object:
            if let list = value["itemListElement"], value["text"] == nil {
                return instructionSteps(list)
            }
            guard let instructions = text(value["text"]?.string.map { .string(HTMLText.unwrapped($0)) } ?? value["text"], multiline: true)
                    ?? text(value["name"], multiline: true) else { return [] }
            return [StepDraft(instructions: instructions, time: stepTime(of: value), tools: tools(value["tool"]))]
        default:
            return []
        }
    }

    /// A step's own time. Schema.org gives no kind, so Larder reads `performTime` (and
    /// `prepTime`) as the cook's work and `timeRequired`, `cookTime` or `totalTime` as waiting.
    static func stepTime(of step: JSONValue) -> StepTime? {
        if let active = seconds(step["performTime"]) ?? seconds(step["prepTime"]) {
            return StepTime(seconds: active, kind: .active)
        }
        if let passive = seconds(step["timeRequired"]) ?? seconds(step["cookTime"]) ?? seconds(step["totalTime"]) {
            return StepTime(seconds: passive, kind: .passive)
        }
        return nil
    }

    /// Instructions written as one string: a step per line, or per number in "1. Mix. 2. Bake.".
    static func instructionParagraphs(_ html: String) -> [String] {
        var paragraphs = HTMLText.plainText(html, multiline: true).split(separator: "\n").map { String($0).trimmed }.filter { !$0.isEmpty }
        if paragraphs.count == 1 { paragraphs = numberedParts(of: paragraphs[0]) }
        return paragraphs.map(withoutNumbering).filter { !$0.isEmpty }
    }

    /// "1. Mix. 2. Bake." → ["Mix.", "Bake."]; text that does not start with "1." stays whole.
    static func numberedParts(of text: String) -> [String] {
        func marker(_ number: Int, in text: Substring) -> Range<String.Index>? {
            for pattern in ["\(number). ", "\(number)) ", "step \(number): ", "step \(number). "] {
                var from = text.startIndex
                while let found = text.range(of: pattern, options: .caseInsensitive, range: from..<text.endIndex) {
                    // "12. " is not "2. ": a marker starts the text or follows a space.
                    if found.lowerBound == text.startIndex || text[text.index(before: found.lowerBound)].isWhitespace { return found }
                    from = found.upperBound
                }
            }
            return nil
        }
        guard let first = marker(1, in: text[...]), first.lowerBound == text.startIndex else { return [text] }
        var parts: [String] = []
        var start = first.upperBound
        var number = 2
        while let next = marker(number, in: text[start...]) {
            parts.append(String(text[start..<next.lowerBound]).trimmed)
            start = next.upperBound
            number += 1
        }
        parts.append(String(text[start...]).trimmed)
        return parts
    }

    /// "1. Mix", "2) Mix", "Step 3: Mix" → "Mix"; "1.5 cups…" is left alone.
    static func withoutNumbering(_ line: String) -> String {
        var rest = Substring(line)
        let hasStepWord = rest.lowercased().hasPrefix("step ")
        if hasStepWord { rest = rest.dropFirst(5) }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 3 else { return line }
        rest = rest.dropFirst(digits.count)
        if let mark = rest.first, ".):".contains(mark) {
            rest = rest.dropFirst()
        } else if !hasStepWord {
            return line
        }
        guard rest.isEmpty || rest.first!.isWhitespace else { return line }
        return String(rest).trimmed
    }

    static func tools(_ value: JSONValue?) -> [Tool] {
        (value?.elements ?? []).compactMap { element in
            if case .object = element {
                let note = text(element["description"], multiline: false) ?? text(element["requiredQuantity"], multiline: false)
                return text(element["name"], multiline: false).map { Tool(name: $0, note: note) }
            }
            return text(element, multiline: false).map { Tool(name: $0) }
        }
    }

    // MARK: Tags

    /// `recipeCategory` and `recipeCuisine`, each a string (comma-separated) or a list of them.
    /// Keywords are not tags (`keywords(of:)`): sites stuff them with phrases for search engines.
    /// What cannot be a tag (too long) is left out, and only as many as an import gives a recipe
    /// are kept, rather than refusing the recipe.
    static func tags(of node: JSONValue) -> [String] {
        usableTags(names(node["recipeCategory"]) + names(node["recipeCuisine"]))
    }

    /// `keywords`: tags only when the import is asked to make them tags.
    static func keywords(of node: JSONValue) -> [String] {
        names(node["keywords"]).filter { Tag.issues($0, field: "tags").isEmpty }
    }

    /// The names a string (comma-separated) or a list of strings holds.
    static func names(_ value: JSONValue?) -> [String] {
        switch value {
        case .string(let text)?:
            return HTMLText.plainText(text, multiline: false).split(separator: ",").map { String($0).trimmed }
        case .array(let elements)?:
            return elements.flatMap { names($0) }
        default:
            return []
        }
    }

    /// The names that can be tags, each once, as many as a recipe can carry.
    static func usableTags(_ names: [String]) -> [String] {
        let usable = names.map(\.trimmed).filter { Tag.issues($0, field: "tags").isEmpty }
        return Array(RecipeDraft.normalizedTags(usable).prefix(Tag.maximumPerImport))
    }

    // MARK: Ingredient lines

    /// `recipeIngredient` as a list's entries: a list of strings, nested lists, one string with
    /// a line per ingredient, or sections (`{"@type": "HowToSection", "name": "For the sauce",
    /// "itemListElement": […]}`, as some plugins write groups, and as Larder reads pages
    /// without schema.org data) whose name heads the lines in them.
    static func ingredientEntries(_ value: JSONValue?) -> [IngredientList.Entry] {
        switch value {
        case .string(let html)?:
            return HTMLText.plainText(html, multiline: true).split(separator: "\n").map { String($0).trimmed }.filter { !$0.isEmpty }
                .map(IngredientList.Entry.line)
        case .array(let elements)?:
            return elements.flatMap { ingredientEntries($0) }
        case .object?:
            if let items = value?["itemListElement"] {
                let heading = text(value?["name"], multiline: false).map { [IngredientList.Entry.group($0)] } ?? []
                return heading + ingredientEntries(items)
            }
            return (text(value?["name"], multiline: false) ?? text(value?["text"], multiline: false)).map { [.line($0)] } ?? []
        default:
            return []
        }
    }

}
