import Foundation
import LarderModel
import ZIPFoundation

/// Tandoor's own export format: a zip holding a zip per recipe, each with `recipe.json` (its
/// RecipeExportSerializer: keywords, steps with their own ingredients, working and waiting time
/// in minutes, servings) and the picture as `image.<ext>`. Tandoor keeps no favourites or
/// ratings in it. Instructions are Markdown and may name a step's ingredients as
/// `{{ ingredients[0] }}`.
enum TandoorExport {
    /// The export's recipes; nil when no zip in it holds a recipe.json (a zip of other zips).
    static func payload(of archive: AppArchive) throws(ImportError) -> ImportPayload? {
        var recipes: [ImportedRecipe] = []
        var unreadable: [ImportError.Issue] = []
        var recognised = false
        for (path, entry) in archive.files where !AppExport.isClutter(path) {
            guard let data = try archive.data(of: entry, at: path, limit: ImportLimits.maximumArchiveEntryBytes, unreadable: &unreadable) else { continue }
            guard AppArchive.isZip(data) else {
                unreadable.append(AppRecipe.unreadable(at: path, name: nil, .notTandoorRecipe))
                continue
            }
            let recipeArchive: AppArchive
            do throws(ImportError) {
                recipeArchive = try AppArchive(data, location: path + "/", allowance: archive.allowance)
            } catch {
                unreadable.append(AppRecipe.unreadable(at: path, name: nil, error.issues.first?.said ?? .damagedZip))
                continue
            }
            recognised = recognised || recipeArchive.files.contains { $0.path.hasSuffix("recipe.json") }
            if var (recipe, recipePath) = try recipe(in: recipeArchive, unreadable: &unreadable) {
                if let picture = recipeArchive.files.first(where: { $0.path.split(separator: "/").last?.lowercased().hasPrefix("image") ?? false }) {
                    recipe.photo = archive.photo(inZip: entry, at: path, picture: picture.path)
                }
                recipe.keep(at: recipePath, in: &recipes, unreadable: &unreadable)
            }
        }
        guard recognised else { return nil }
        return ImportPayload(recipes: recipes, format: .tandoor, unreadable: unreadable)
    }

    /// Whether the archive's entries are zips, as Tandoor's are.
    static func isExport(_ archive: AppArchive) -> Bool {
        archive.files.contains { !AppExport.isClutter($0.path) && archive.content(of: $0.entry, startsWith: AppArchive.zipSignatures[0]) }
    }

    static func recipe(in archive: AppArchive, unreadable: inout [ImportError.Issue]) throws(ImportError) -> (AppRecipe, String)? {
        guard let (path, entry) = archive.files.first(where: { $0.path == "recipe.json" })
                ?? archive.files.first(where: { $0.path.hasSuffix(".json") && !AppExport.isClutter($0.path) }) else {
            unreadable.append(AppRecipe.unreadable(at: String(archive.location.dropLast()), name: nil, .noRecipeJSON))
            return nil
        }
        guard let data = try archive.data(of: entry, at: path, limit: ImportLimits.maximumArchiveEntryBytes, unreadable: &unreadable) else { return nil }
        let json: JSONValue
        switch AppRecipe.json(data) {
        case .success(let value): json = value
        case .failure(let problem):
            unreadable.append(AppRecipe.unreadable(at: archive.location + path, name: nil, problem.said))
            return nil
        }
        var recipe = AppRecipe()
        recipe.name = json["name"]?.text
        recipe.description = json["description"]?.text.map(MarkdownText.plainText)
        if let servings = json["servings"]?.wholeNumber, servings >= 1 { recipe.servings = servings }
        recipe.sourceURL = json["source_url"]?.text
        recipe.tags = json["keywords"]?.names ?? []
        // Tandoor's working time is the cook's own work, its waiting time the oven's or the dough's.
        let working = json["working_time"]?.wholeNumber.map { $0 * 60 }
        let waiting = json["waiting_time"]?.wholeNumber.map { $0 * 60 }
        let total = (working ?? 0) + (waiting ?? 0)
        recipe.times = RecipeTimes(prepSeconds: working.flatMap { $0 > 0 ? $0 : nil }, cookSeconds: waiting.flatMap { $0 > 0 ? $0 : nil },
                                   totalSeconds: total > 0 ? total : nil)
        (recipe.lines, recipe.steps) = linesAndSteps(json["steps"])
        return (recipe, archive.location + path)
    }

    /// Each step with its own lines, in Tandoor's order; a step's name titles it. A step of
    /// lines without instructions (Tandoor's "ingredients first" step) gives the recipe's own
    /// lines ("You will need").
    static func linesAndSteps(_ value: JSONValue?) -> (lines: [LineDraft], steps: [StepDraft]) {
        var own: [LineDraft] = []
        var steps: [StepDraft] = []
        for step in AppRecipe.ordered(value?.elements ?? [], by: "order") {
            let ingredients = AppRecipe.ordered(step["ingredients"]?.elements ?? [], by: "order")
            // Headings ("For the sauce") are no lines; the template counts them all the same.
            let lines = AppRecipe.ingredientLines(ingredients.filter { !($0["is_header"]?.isTrue ?? false) }.map(lineText))
            let instructions = MarkdownText.plainText(withIngredientsNamed(step["instruction"]?.text ?? "", ingredients.map(lineText)))
            guard let text = AppRecipe.titled(instructions, by: step["name"]?.text).nilIfEmpty, !instructions.isEmpty else {
                own += lines
                continue
            }
            let minutes = step["time"]?.wholeNumber ?? 0
            let time = (1...(StepTime.maximumSeconds / 60)).contains(minutes) ? StepTime(minutes: minutes, kind: .active) : nil
            steps.append(StepDraft(instructions: text, time: time, lines: lines))
        }
        return (own, steps)
    }

    /// The line as Tandoor shows it: amount (unless it has none), unit, food and note; a line
    /// without a food is its note, or the text it was parsed from.
    static func lineText(_ ingredient: JSONValue) -> String {
        let food = ingredient["food"]?["name"]?.text
        let note = ingredient["note"]?.text
        guard food != nil || ingredient["unit"]?["name"]?.text != nil else {
            return note?.trimmed.nilIfEmpty ?? ingredient["original_text"]?.text ?? ""
        }
        let amount = ingredient["no_amount"]?.isTrue ?? false ? nil : ingredient["amount"]?.numeric
        return AppRecipe.lineText(quantity: amount, unit: amount == nil ? nil : ingredient["unit"]?["name"]?.text, food: food, note: note)
    }

    /// "Add {{ ingredients[0] }}" → "Add 200 g flour": Tandoor's template for a step's own lines.
    static func withIngredientsNamed(_ instruction: String, _ lines: [String]) -> String {
        guard instruction.contains("{{") else { return instruction }
        var result = ""
        var rest = Substring(instruction)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            result += rest[..<open.lowerBound]
            let inside = rest[open.upperBound..<close.lowerBound].filter { !$0.isWhitespace }
            if inside.hasPrefix("ingredients["), let number = Int(inside.dropFirst("ingredients[".count).prefix { $0.isNumber }), lines.indices.contains(number) {
                result += lines[number]
            } else {
                result += String(rest[open.upperBound..<close.lowerBound]).trimmed
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
