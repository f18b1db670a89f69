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
        let recipePath = archive.location + path
        func at(_ field: String) -> String { "\(recipePath) $.\(field)" }
        var recipe = AppRecipe()
        recipe.name = json["name"]?.text
        recipe.description = json["description"]?.text.map { Located(MarkdownText.plainText($0), at: at("description")) }
        if let servings = json["servings"]?.wholeNumber, servings >= 1 { recipe.servings = servings }
        // Tandoor shows its servings with their words: "4 portions".
        if let words = json["servings_text"]?.text?.trimmed.nilIfEmpty {
            recipe.yield = Located(recipe.servings.map { "\($0) \(words)" } ?? words, at: at("servings_text"))
        }
        recipe.sourceURL = json["source_url"]?.text.map { Located($0, at: at("source_url")) }
        recipe.keywords = AppRecipe.names(json["keywords"], at: at("keywords")).map(\.value)
        // Tandoor's working time is the cook's own work, its waiting time the oven's or the dough's;
        // it keeps no total.
        for (time, field) in [(\RecipeTimes.prepSeconds, "working_time"), (\RecipeTimes.cookSeconds, "waiting_time")] {
            if let minutes = json[field]?.wholeNumber {
                recipe.setTime(time, seconds: minutes * 60, written: "\(minutes) min", at: at(field))
            }
        }
        linesAndSteps(json["steps"], at: at("steps"), in: &recipe)
        recipe.leaveNutrition(json["nutrition"], at: at("nutrition"))
        return (recipe, recipePath)
    }

    /// Each step with its own lines, in Tandoor's order; a step's name titles it. A step of
    /// lines without instructions (Tandoor's "ingredients first" step) gives the recipe's own
    /// lines ("You will need"), under its name where they have no heading of their own.
    static func linesAndSteps(_ value: JSONValue?, at path: String, in recipe: inout AppRecipe) {
        var own: [LineDraft] = []
        var tools: [Located<Tool>] = []
        var steps: [StepDraft] = []
        for (step, index) in AppRecipe.ordered(value?.elements ?? [], by: "order") {
            let stepPath = "\(path)[\(index)]"
            let ingredients = AppRecipe.ordered(step["ingredients"]?.elements ?? [], by: "order")
            let instructions = MarkdownText.plainText(withIngredientsNamed(step["instruction"]?.text ?? "", ingredients.map { lineText($0.row) }))
            let name = step["name"]?.text.map { HTMLText.plainText($0, multiline: false).trimmed }?.nilIfEmpty
            var entries = ingredients.map { ingredient, offset in
                let text = lineText(ingredient)
                return Located(ingredient["is_header"]?.isTrue ?? false ? IngredientList.Entry.group(text) : .line(text),
                               at: "\(stepPath).ingredients[\(offset)]")
            }
            let minutes = step["time"]?.wholeNumber ?? 0
            guard !instructions.isEmpty else {
                // Its name heads its lines, unless they start under a heading of their own; a name
                // that heads nothing, or a time, has no step to go with.
                var namesLines = false
                if let name, let first = entries.first, case .line = first.value {
                    entries.insert(Located(.group(name), at: "\(stepPath).name"), at: 0)
                    namesLines = true
                }
                if (name != nil && !namesLines) || minutes > 0 {
                    recipe.leftOut.append(ImportError.Issue(path: stepPath, .stepWithoutWords))
                }
                let list = recipe.read(entries)
                own += list.lines.map(\.line)
                tools += list.tools
                continue
            }
            let list = recipe.read(entries)
            tools += list.tools
            var time: StepTime?
            switch DurationText.reading(seconds: minutes * 60) {
            case .seconds(let seconds): time = StepTime(seconds: seconds, kind: .active)
            case .overAWeek, .unreadable: recipe.leave("\(minutes) min", because: .rule(.time), at: "\(stepPath).time")
            case .none: break
            }
            steps.append(StepDraft(instructions: AppRecipe.titled(instructions, by: name), time: time, lines: list.lines.map(\.line)))
        }
        recipe.place(own, tools: tools, over: steps)
    }

    /// The line as Tandoor shows it: amount (unless it has none), unit and food (plural names
    /// past 1, or where Tandoor always uses them), and note; a line without a food or unit is its
    /// note (a heading's name), or the text it was parsed from.
    static func lineText(_ ingredient: JSONValue) -> String {
        let amount = ingredient["no_amount"]?.isTrue ?? false ? nil : ingredient["amount"]?.numeric.flatMap { $0 > 0 ? $0 : nil }
        func name(_ field: String) -> String? {
            let plural = (amount ?? 0) > 1 || (ingredient["always_use_plural_\(field)"]?.isTrue ?? false)
            let thing = ingredient[field]
            return (plural ? thing?["plural_name"]?.text?.trimmed.nilIfEmpty : nil) ?? thing?["name"]?.text?.trimmed.nilIfEmpty
        }
        let note = ingredient["note"]?.text
        let food = name("food")
        let unit = name("unit")
        guard food != nil || unit != nil else {
            return note?.trimmed.nilIfEmpty ?? ingredient["original_text"]?.text ?? ""
        }
        return AppRecipe.lineText(quantity: amount, unit: amount == nil ? nil : unit, food: food, note: note)
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
