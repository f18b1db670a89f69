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

    /// The slugs anyone marked a favourite (`favoriteRecipes` of `users/users.json`).
    static func favourites(in archive: AppArchive) throws(ImportError) -> Set<String> {
        guard let (path, entry) = archive.files.first(where: { $0.path == "users/users.json" || $0.path.hasSuffix("/users/users.json") }) else { return [] }
        var ignored: [ImportError.Issue] = []
        guard let data = try archive.data(of: entry, at: path, limit: ImportLimits.maximumArchiveEntryBytes, unreadable: &ignored),
              case .success(let users) = AppRecipe.json(data) else { return [] }
        return Set(users.elements.flatMap { ($0["favoriteRecipes"]?.elements ?? []).compactMap { ($0["slug"] ?? $0).text } })
    }

    static func recipe(_ json: JSONValue, at path: String, in archive: AppArchive) throws(ImportError) -> AppRecipe {
        var recipe = AppRecipe()
        recipe.name = json["name"]?.text
        recipe.description = json["description"]?.text.map(MarkdownText.plainText)
        recipe.notes = (json["notes"]?.elements ?? []).compactMap { note in
            let text = note["text"]?.text.map(MarkdownText.plainText)?.nilIfEmpty
            return [note["title"]?.text?.trimmed.nilIfEmpty, text].compactMap { $0 }.joined(separator: "\n").nilIfEmpty
        }
        if let servings = json["recipeServings"]?.wholeNumber, servings >= 1 {
            recipe.servings = servings
        } else if let yield = json["recipeYield"], yield != .null {
            recipe.servings = SchemaOrgRecipe.servings(yield)
        }
        recipe.sourceURL = json["orgURL"]?.text ?? json["org_url"]?.text
        recipe.tags = (json["tags"]?.names ?? []) + ((json["recipeCategory"] ?? json["categories"])?.names ?? [])
        recipe.times = RecipeTimes(prepSeconds: DurationText.seconds(json["prepTime"]?.text),
                                   cookSeconds: DurationText.seconds(json["performTime"]?.text ?? json["cookTime"]?.text),
                                   totalSeconds: DurationText.seconds(json["totalTime"]?.text))
        let lines = AppRecipe.ingredientLines((json["recipeIngredient"]?.elements ?? []).compactMap(lineText))
        let tools = AppRecipe.tools((json["tools"] ?? json["tool"])?.names ?? [])
        (recipe.lines, recipe.steps) = SchemaOrgRecipe.distribute(lines, tools: tools, over: steps(json["recipeInstructions"]))
        recipe.createdAt = AppRecipe.date(json["dateAdded"]?.text)
        recipe.rating = json["rating"]?.numeric
        if let (photoPath, entry) = photo(of: json, at: path, in: archive) {
            recipe.photo = archive.photo(entry, at: photoPath)
        }
        return recipe
    }

    /// A line as a string (0.4) or as Mealie's parsed line (0.5): its note is the whole line
    /// unless amounts were switched on and a food or unit was set.
    static func lineText(_ value: JSONValue) -> String? {
        if let text = value.text { return text }
        let note = value["note"]?.text
        let unit = (value["unit"]?["name"] ?? value["unit"])?.text
        let food = (value["food"]?["name"] ?? value["food"])?.text
        if value["disableAmount"]?.isTrue ?? true || (unit == nil && food == nil) { return note ?? value["originalText"]?.text }
        return AppRecipe.lineText(quantity: value["quantity"]?.numeric, unit: unit, food: food, note: note)
    }

    /// Steps as `{title, text}` objects (a title opens a section), HowToSteps, strings, or one string.
    static func steps(_ value: JSONValue?) -> [StepDraft] {
        if let text = value?.string { return SchemaOrgRecipe.instructionParagraphs(MarkdownText.plainText(text)).map { StepDraft(instructions: $0) } }
        var steps: [StepDraft] = []
        var section: String?
        for element in value?.elements ?? [] {
            section = element["title"]?.text?.trimmed.nilIfEmpty ?? section
            let text = (element["text"] ?? element).text.map(MarkdownText.plainText).map(SchemaOrgRecipe.withoutNumbering) ?? ""
            guard !text.isEmpty else { continue }
            steps.append(StepDraft(instructions: AppRecipe.titled(text, by: section)))
            section = nil
        }
        return steps
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
