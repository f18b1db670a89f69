import Foundation
import LarderModel
import ZIPFoundation

/// Nextcloud Cookbook's recipe folder, zipped: a folder per recipe holding its schema.org recipe
/// as the app writes it (`recipeYield` a number, `recipeCategory` one string, `keywords` one
/// comma-separated string, instructions as strings, times as ISO 8601 durations), as
/// `recipe.json` or, in early versions and in any recipe not saved since, `<name>/<name>.json`;
/// its picture as `full.jpg` beside the smaller copies `thumb.jpg` and `thumb16.jpg`. A line that
/// starts with "## " is the app's section heading, among ingredients and instructions alike.
enum NextcloudExport {
    /// The export's recipes; nil when no recipe file in a folder holds a schema.org recipe.
    static func payload(of archive: AppArchive) throws(ImportError) -> ImportPayload? {
        let folders = Set(archive.files.filter { $0.path.hasSuffix("/recipe.json") }.map { $0.path.dropLast("recipe.json".count) })
        let candidates = archive.files.filter { file in
            guard !AppExport.isClutter(file.path) else { return false }
            let parts = file.path.split(separator: "/")
            guard parts.count >= 2 else { return false }
            if parts.last == "recipe.json" { return true }
            // "<name>/<name>.json", unless the folder has its recipe.json too.
            return parts.last == parts[parts.count - 2] + ".json" && !folders.contains(file.path.dropLast(parts.last!.count))
        }
        guard !candidates.isEmpty else { return nil }
        var recipes: [ImportedRecipe] = []
        var unreadable: [ImportError.Issue] = []
        var recognised = false
        for (path, entry) in candidates {
            guard let data = try archive.data(of: entry, at: path, limit: ImportLimits.maximumArchiveEntryBytes, unreadable: &unreadable) else { continue }
            let json: JSONValue
            switch AppRecipe.json(data) {
            case .success(let value): json = value
            case .failure(let problem):
                unreadable.append(AppRecipe.unreadable(at: path, name: nil, problem.said))
                continue
            }
            guard isRecipe(json) else { continue }
            recognised = true
            var recipe = recipe(json, at: path)
            let folder = String(path.dropLast(path.split(separator: "/").last!.count))
            if let (photoPath, photo) = photo(in: folder, of: archive) {
                recipe.photo = archive.photo(photo, at: photoPath)
            }
            recipe.keep(at: path, in: &recipes, unreadable: &unreadable)
        }
        guard recognised else { return nil }
        return ImportPayload(recipes: recipes, format: .nextcloud, unreadable: unreadable)
    }

    /// Typed as a schema.org Recipe, or (older versions) a name with ingredients or instructions;
    /// never a Mealie recipe, which has a slug.
    static func isRecipe(_ json: JSONValue) -> Bool {
        guard case .object = json else { return false }
        if SchemaOrgRecipe.isRecipe(json) { return true }
        return json["slug"] == nil && json["name"] != nil && (json["recipeIngredient"] != nil || json["recipeInstructions"] != nil)
    }

    static func recipe(_ json: JSONValue, at path: String) -> AppRecipe {
        func at(_ field: String) -> String { "\(path) $.\(field)" }
        var recipe = AppRecipe()
        recipe.name = SchemaOrgRecipe.text(json["name"], multiline: false)
        recipe.description = SchemaOrgRecipe.text(json["description"], multiline: true).map { Located($0, at: at("description")) }
        switch json["recipeYield"] {
        case .number?: recipe.servings = json["recipeYield"]?.wholeNumber
        case let yield?: recipe.yield = SchemaOrgRecipe.text(yield, multiline: false).map { Located($0, at: at("recipeYield")) }
        case nil: break
        }
        if let url = SchemaOrgRecipe.sourceURL(of: json) ?? SchemaOrgRecipe.text(json["url"], multiline: false) {
            recipe.sourceURL = Located(url, at: at("url"))
        }
        recipe.tags = AppRecipe.names(json["recipeCategory"], at: at("recipeCategory"))
        recipe.keywords = AppRecipe.names(json["keywords"], at: at("keywords")).map(\.value)
        recipe.setTime(\.prepSeconds, json["prepTime"]?.text, at: at("prepTime"))
        recipe.setTime(\.cookSeconds, json["cookTime"]?.text, at: at("cookTime"))
        recipe.setTime(\.totalSeconds, json["totalTime"]?.text, at: at("totalTime"))
        let list = recipe.read(ingredientEntries(json["recipeIngredient"], at: at("recipeIngredient")))
        let tools = SchemaOrgRecipe.tools(json["tool"]).enumerated().map { Located($0.element, at: at("tool[\($0.offset)]")) }
        var titled = TitledSteps()
        steps(json["recipeInstructions"], at: at("recipeInstructions"), into: &titled, of: &recipe)
        recipe.place(list.lines.map(\.line), tools: tools + list.tools, over: titled.finish(in: &recipe))
        // The app's own date is when the household added the recipe; a page it came from says when it was published.
        recipe.createdAt = SchemaOrgRecipe.text(json["dateCreated"], multiline: false).flatMap(ISODate.parse)
        recipe.publishedAt = SchemaOrgRecipe.text(json["datePublished"], multiline: false).flatMap(ISODate.parse)
        recipe.leaveNutrition(json["nutrition"], at: at("nutrition"))
        return recipe
    }

    /// `recipeIngredient` as a list's entries: a "## " line is the app's heading.
    static func ingredientEntries(_ value: JSONValue?, at path: String) -> [Located<IngredientList.Entry>] {
        guard case .array(let elements)? = value else {
            return SchemaOrgRecipe.ingredientEntries(value).map { Located($0, at: path) }
        }
        return elements.enumerated().flatMap { index, element -> [Located<IngredientList.Entry>] in
            let at = "\(path)[\(index)]"
            if let text = element.string {
                return [Located(heading(text).map(IngredientList.Entry.group) ?? .line(text), at: at)]
            }
            return SchemaOrgRecipe.ingredientEntries(element).map { Located($0, at: at) }
        }
    }

    /// The instructions as steps: a "## " line, or a HowToSection's name, titles the step after it.
    static func steps(_ value: JSONValue?, at path: String, into titled: inout TitledSteps, of recipe: inout AppRecipe) {
        switch value {
        case .string(let text)?:
            for paragraph in SchemaOrgRecipe.instructionParagraphs(text) {
                if let heading = heading(paragraph) { titled.title(heading, at: path, in: &recipe) } else { titled.append(StepDraft(instructions: paragraph)) }
            }
        case .array(let elements)?:
            for (index, element) in elements.enumerated() {
                let at = "\(path)[\(index)]"
                if let text = element.string {
                    if let heading = heading(text) {
                        titled.title(heading, at: at, in: &recipe)
                    } else if let step = HTMLText.plainText(HTMLText.unwrapped(text), multiline: true).nilIfEmpty {
                        titled.append(StepDraft(instructions: SchemaOrgRecipe.withoutNumbering(step)))
                    }
                } else if element["itemListElement"] != nil, element["text"] == nil {
                    titled.title(SchemaOrgRecipe.text(element["name"], multiline: false), at: at + ".name", in: &recipe)
                    steps(element["itemListElement"], at: at + ".itemListElement", into: &titled, of: &recipe)
                } else {
                    for step in SchemaOrgRecipe.instructionSteps(element) { titled.append(step) }
                }
            }
        case let value?:
            for step in SchemaOrgRecipe.instructionSteps(value) { titled.append(step) }
        case nil:
            break
        }
    }

    /// "## Béchamel" → "Béchamel": the app's heading; nil for any other line.
    static func heading(_ line: String) -> String? {
        let line = line.trimmed
        guard line.hasPrefix("##") else { return nil }
        return String(line.drop { $0 == "#" }).trimmed
    }

    /// `full.jpg` (or another picture named full), never the thumbnails.
    static func photo(in folder: String, of archive: AppArchive) -> (String, Entry)? {
        archive.firstFile(among: AppArchive.pictureExtensions.map { folder + "full." + $0 })
    }
}
