import Foundation
import LarderModel
import ZIPFoundation

/// Mealie's backups before 1.0: each recipe in Mealie's own JSON at `recipes/<slug>/<slug>.json`
/// with its pictures beside it in `images/` (0.5), or at `recipes/<slug>.json` with its picture
/// in the top `images/` folder (0.4); `users/users.json` lists each person's favourites by slug.
/// Recognised by content: JSON objects with a `slug`, not typed as schema.org recipes.
enum MealieLegacyExport {
    static func payload(of archive: AppArchive) throws(ImportError) -> ImportPayload? {
        let candidates = archive.files.filter { recipeFolder(of: $0.path) != nil }
        guard !candidates.isEmpty else { return nil }
        let favourites = try self.favourites(in: archive)
        var recipes: [ImportedRecipe] = []
        var unreadable: [ImportError.Issue] = []
        var recognised = false
        for (path, entry) in candidates {
            guard let data = try archive.data(of: entry, at: path, limit: ImportLimits.maximumArchiveEntryBytes, unreadable: &unreadable) else { continue }
            switch AppRecipe.json(data) {
            case .failure(let problem):
                unreadable.append(AppRecipe.unreadable(at: path, name: nil, problem.said))
            case .success(let json):
                guard json["slug"] != nil, !SchemaOrgRecipe.isRecipe(json) else { continue }
                recognised = true
                var recipe = try recipe(json, at: path, in: archive)
                recipe.isFavourite = favourites.contains(json["slug"]?.text ?? slug(of: path))
                recipe.keep(at: path, in: &recipes, unreadable: &unreadable)
            }
        }
        guard recognised else { return nil }
        return ImportPayload(recipes: recipes, format: .mealieLegacy, unreadable: unreadable)
    }

    /// `…recipes/<slug>/` for `…recipes/<slug>/<slug>.json` or `…recipes/` for `…recipes/<slug>.json`.
    static func recipeFolder(of path: String) -> String? {
        guard path.hasSuffix(".json"), !AppExport.isClutter(path) else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let inRecipes = parts.count >= 2 && parts[parts.count - 2] == "recipes"
        let inItsFolder = parts.count >= 3 && parts[parts.count - 3] == "recipes"
        return inRecipes || inItsFolder ? parts.dropLast().joined(separator: "/") + "/" : nil
    }

    static func slug(of path: String) -> String {
        String(path.split(separator: "/").last?.dropLast(".json".count) ?? "")
    }

    /// The slugs anyone marked a favourite (`favorite_recipes` of `users/users.json`; 0.4 and the
    /// API write `favoriteRecipes`).
    static func favourites(in archive: AppArchive) throws(ImportError) -> Set<String> {
        guard let (path, entry) = archive.files.first(where: { $0.path == "users/users.json" || $0.path.hasSuffix("/users/users.json") }) else { return [] }
        var ignored: [ImportError.Issue] = []
        guard let data = try archive.data(of: entry, at: path, limit: ImportLimits.maximumArchiveEntryBytes, unreadable: &ignored),
              case .success(let users) = AppRecipe.json(data) else { return [] }
        return Set(users.elements.flatMap { user in
            ((user["favorite_recipes"] ?? user["favoriteRecipes"])?.elements ?? []).compactMap { ($0["slug"] ?? $0).text }
        })
    }

    /// A recipe document's fields as 0.5 backups write them (snake_case, as pydantic names them) or
    /// as 0.4 and the 0.5 API do (camelCase), each with its path.
    struct Fields {
        let json: JSONValue
        let path: String

        /// The first of `names` the document holds (not null), where it sits.
        subscript(_ names: String...) -> Located<JSONValue>? {
            for name in names {
                if let value = json[name], value != .null { return Located(value, at: "\(path) $.\(name)") }
            }
            return nil
        }
    }

    static func recipe(_ json: JSONValue, at path: String, in archive: AppArchive) throws(ImportError) -> AppRecipe {
        let fields = Fields(json: json, path: path)
        var recipe = AppRecipe()
        recipe.name = json["name"]?.text
        recipe.description = fields["description"].flatMap { field in field.value.text.map { Located(MarkdownText.plainText($0), at: field.path) } }
        recipe.notes = (fields["notes"]?.value.elements ?? []).enumerated().compactMap { index, note in
            let text = note["text"]?.text.map(MarkdownText.plainText)?.nilIfEmpty
            let joined = [note["title"]?.text?.trimmed.nilIfEmpty, text].compactMap { $0 }.joined(separator: "\n")
            return joined.nilIfEmpty.map { Located($0, at: "\(path) $.notes[\(index)]") }
        }
        if let servings = fields["recipe_servings", "recipeServings"]?.value.wholeNumber, servings >= 1 { recipe.servings = servings }
        if let yield = fields["recipe_yield", "recipeYield"], let text = yield.value.text?.trimmed.nilIfEmpty {
            recipe.yield = Located(text, at: yield.path)
        }
        if let url = fields["org_url", "orgURL"], let text = url.value.text { recipe.sourceURL = Located(text, at: url.path) }
        for field in [fields["recipe_category", "recipeCategory", "categories"], fields["tags"]] {
            recipe.tags += AppRecipe.names(field?.value, at: field?.path ?? path)
        }
        for (time, names) in [(\RecipeTimes.prepSeconds, ["prep_time", "prepTime"]), (\RecipeTimes.cookSeconds, ["perform_time", "performTime", "cook_time", "cookTime"]),
                              (\RecipeTimes.totalSeconds, ["total_time", "totalTime"])] {
            if let field = names.lazy.compactMap({ fields[$0] }).first { recipe.setTime(time, field.value.text, at: field.path) }
        }
        let settings = fields["settings"]?.value
        let amountsOff = (settings?["disable_amount"] ?? settings?["disableAmount"])?.isTrue ?? false
        let ingredients = fields["recipe_ingredient", "recipeIngredient"]
        var entries: [Located<IngredientList.Entry>] = []
        for (index, item) in (ingredients?.value.elements ?? []).enumerated() {
            let itemPath = "\(ingredients?.path ?? path)[\(index)]"
            if let text = item.string {
                entries += AppRecipe.textEntries([Located(text, at: itemPath)])
                continue
            }
            if let title = item["title"]?.text?.trimmed.nilIfEmpty { entries.append(Located(.group(title), at: itemPath + ".title")) }
            entries.append(Located(.line(lineText(item, amountsOff: amountsOff)), at: itemPath))
        }
        let list = recipe.read(entries)
        let toolsField = fields["tools", "tool"]
        let tools = AppRecipe.names(toolsField?.value, at: toolsField?.path ?? path).map { Located(Tool(name: $0.value), at: $0.path) }
        let steps = steps(fields["recipe_instructions", "recipeInstructions"], in: &recipe)
        recipe.place(list.lines.map(\.line), tools: tools + list.tools, over: steps)
        recipe.createdAt = AppRecipe.date(fields["date_added", "dateAdded"]?.value.text)
        if let rating = fields["rating"], let value = rating.value.numeric { recipe.rating = Located(value, at: rating.path) }
        recipe.leaveNutrition(fields["nutrition"]?.value, at: "\(path) $.nutrition")
        leaveWhatLarderHasNoPlaceFor(fields, in: &recipe)
        if let (photoPath, entry) = photo(of: json, at: path, in: archive) {
            recipe.photo = archive.photo(entry, at: photoPath)
        }
        return recipe
    }

    /// The cook's own fields (`extras`), attached files (`assets`) and comments: Larder keeps
    /// none of them, and says so.
    static func leaveWhatLarderHasNoPlaceFor(_ fields: Fields, in recipe: inout AppRecipe) {
        if let extras = fields["extras"], case .object(let members) = extras.value {
            for key in members.keys.sorted() {
                guard let value = members[key]?.text?.trimmed.nilIfEmpty else { continue }
                recipe.leave("\(key): \(value)", because: .noPlaceInLarder, at: "\(extras.path).\(key)")
            }
        }
        for (name, field) in [("assets", ["name", "file_name", "fileName"]), ("comments", ["text"])] {
            guard let list = fields[name] else { continue }
            for (index, element) in list.value.elements.enumerated() {
                guard let text = field.lazy.compactMap({ element[$0]?.text?.trimmed.nilIfEmpty }).first else { continue }
                recipe.leave(AppRecipe.excerpt(text), because: .noPlaceInLarder, at: "\(list.path)[\(index)]")
            }
        }
    }

    /// A line as a string (0.4) or as Mealie's parsed line (0.5), as Mealie shows it: its note
    /// alone while amounts are off (the recipe's setting, or the line's own `disable_amount`,
    /// on unless it says otherwise) or when it has no food or unit; else quantity, unit, food
    /// and note.
    static func lineText(_ value: JSONValue, amountsOff: Bool) -> String {
        if let text = value.text { return text }
        let note = value["note"]?.text?.trimmed.nilIfEmpty
        let unit = (value["unit"]?["name"] ?? value["unit"])?.text
        let food = (value["food"]?["name"] ?? value["food"])?.text
        let off = amountsOff || ((value["disable_amount"] ?? value["disableAmount"])?.isTrue ?? true)
        if off || (unit == nil && food == nil) { return note ?? value["original_text"]?.text ?? value["originalText"]?.text ?? "" }
        return AppRecipe.lineText(quantity: value["quantity"]?.numeric, unit: unit, food: food, note: note)
    }

    /// Steps as `{title, text}` objects (a title opens a section), HowToSteps, strings, or one string.
    static func steps(_ field: Located<JSONValue>?, in recipe: inout AppRecipe) -> [StepDraft] {
        var titled = TitledSteps()
        if let text = field?.value.string {
            for paragraph in SchemaOrgRecipe.instructionParagraphs(MarkdownText.plainText(text)) { titled.append(StepDraft(instructions: paragraph)) }
            return titled.finish(in: &recipe)
        }
        for (index, element) in (field?.value.elements ?? []).enumerated() {
            let path = "\(field?.path ?? "")[\(index)]"
            titled.title(element["title"]?.text, at: path + ".title", in: &recipe)
            let text = (element["text"] ?? element).text.map(MarkdownText.plainText).map(SchemaOrgRecipe.withoutNumbering) ?? ""
            guard !text.isEmpty else { continue }
            titled.append(StepDraft(instructions: text))
        }
        return titled.finish(in: &recipe)
    }

    /// The recipe's picture: `images/original.*` in its folder (0.5), a picture named after it
    /// beside it, or its `image` in the top `images/` folder (0.4).
    static func photo(of json: JSONValue, at path: String, in archive: AppArchive) -> (String, Entry)? {
        guard let folder = recipeFolder(of: path) else { return nil }
        let slug = json["slug"]?.text ?? slug(of: path)
        let parts = folder.split(separator: "/")
        let top = parts[..<(parts.lastIndex(of: "recipes") ?? 0)].map { $0 + "/" }.joined()
        let named = json["image"]?.text?.nilIfEmpty.flatMap { $0.contains("/") ? nil : [top + "images/" + $0] } ?? []
        let stems = [folder + "images/original", folder + slug, folder + "original", top + "images/" + slug]
        return archive.firstFile(among: named + stems.flatMap { stem in AppArchive.pictureExtensions.map { "\(stem).\($0)" } })
    }
}
