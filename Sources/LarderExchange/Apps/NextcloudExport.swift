import Foundation
import LarderModel
import ZIPFoundation

/// Nextcloud Cookbook's recipe folder, zipped: a folder per recipe holding `recipe.json`, the
/// schema.org recipe as the app writes it (`recipeYield` a number, `keywords` one
/// comma-separated string, instructions as strings, times as ISO 8601 durations), and its
/// picture as `full.jpg` beside the smaller copies `thumb.jpg` and `thumb16.jpg`. A line that
/// starts with "## " is the app's section heading, among ingredients and instructions alike.
enum NextcloudExport {
    /// The export's recipes; nil when no `recipe.json` in a folder holds a schema.org recipe.
    static func payload(of archive: AppArchive) throws(ImportError) -> ImportPayload? {
        let candidates = archive.files.filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count >= 2 && parts.last == "recipe.json" && !AppExport.isClutter(file.path)
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
            switch SchemaOrgRecipe.recipe(in: withoutHeadings(json), at: .root) {
            case .success(var recipe):
                let folder = String(path.dropLast("recipe.json".count))
                if let (photoPath, photo) = photo(in: folder, of: archive) {
                    recipe.photo = archive.photo(photo, at: photoPath)
                }
                recipes.append(recipe)
            case .failure(let error):
                unreadable.append(AppRecipe.unreadable(at: path, name: json["name"]?.text?.trimmed.nilIfEmpty,
                                                       error.said))
            }
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

    /// The recipe with its "## " headings taken out: an ingredient heading goes (Larder lists
    /// no headings among lines), an instruction heading titles the step after it.
    static func withoutHeadings(_ json: JSONValue) -> JSONValue {
        guard case .object(var members) = json else { return json }
        if case .array(let lines)? = members["recipeIngredient"] {
            members["recipeIngredient"] = .array(lines.filter { !isHeading($0.string) })
        }
        if case .array(let steps)? = members["recipeInstructions"] {
            var titled: [JSONValue] = []
            var section: String?
            for step in steps {
                if isHeading(step.string), let heading = step.string {
                    section = String(heading.drop { $0 == "#" }).trimmed
                    continue
                }
                if let text = step.string {
                    titled.append(.string(AppRecipe.titled(text, by: section)))
                } else {
                    titled.append(step)
                }
                section = nil
            }
            members["recipeInstructions"] = .array(titled)
        }
        return .object(members)
    }

    static func isHeading(_ line: String?) -> Bool {
        line?.trimmed.hasPrefix("##") ?? false
    }

    /// `full.jpg` (or another picture named full), never the thumbnails.
    static func photo(in folder: String, of archive: AppArchive) -> (String, Entry)? {
        archive.firstFile(among: AppArchive.pictureExtensions.map { folder + "full." + $0 })
    }
}
