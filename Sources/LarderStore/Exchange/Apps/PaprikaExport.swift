import Foundation
import LarderModel

/// Paprika's export: a `.paprikarecipes` zip holding one gzip-compressed JSON document per
/// recipe (`<name>.paprikarecipe`), or one such document alone. Ingredients and directions are
/// one string each, an item a line; servings and times are free text ("Makes 12", "1 hr 20
/// mins"); the picture is `photo_data`, base64; `on_favorites` and `rating` (0 to 5) are the
/// cook's.
enum PaprikaExport {
    /// Whether the archive's entries are gzip files, as Paprika's are.
    static func isExport(_ archive: AppArchive) -> Bool {
        archive.files.contains { !AppExport.isClutter($0.path) && archive.content(of: $0.entry, startsWith: AppArchive.gzipSignature) }
    }

    /// The export's recipes; nil when no entry holds a Paprika recipe (a zip of other gzip files).
    static func payload(of archive: AppArchive) throws(ImportError) -> ImportPayload? {
        var recipes: [ImportedRecipe] = []
        var unreadable: [ImportError.Issue] = []
        var recognised = false
        for (path, entry) in archive.files where !AppExport.isClutter(path) {
            guard let data = try archive.data(of: entry, at: path, limit: ImportLimits.maximumArchiveEntryBytes, unreadable: &unreadable) else { continue }
            switch document(in: data) {
            case .success(let json) where isRecipe(json):
                recognised = true
                recipe(json, at: path).keep(at: path, in: &recipes, unreadable: &unreadable)
            case .success:
                unreadable.append(AppRecipe.unreadable(at: path, name: nil, .notPaprikaRecipe))
            case .failure(let problem):
                unreadable.append(AppRecipe.unreadable(at: path, name: nil, problem.said))
            }
        }
        guard recognised else { return nil }
        return ImportPayload(recipes: recipes, format: .paprika, unreadable: unreadable)
    }

    /// A single `.paprikarecipe`; nil when the gzip file holds something else. Larder reads
    /// gzip for Paprika alone, so a damaged one is refused here, saying so.
    static func payload(ofRecipe data: Data) throws(ImportError) -> ImportPayload? {
        let unpacked = try Gzip.decompressed(data, limit: ImportLimits.maximumArchiveEntryBytes)
        guard case .success(let json) = AppRecipe.json(unpacked), isRecipe(json) else { return nil }
        var recipes: [ImportedRecipe] = []
        var unreadable: [ImportError.Issue] = []
        recipe(json, at: "$").keep(at: "$", in: &recipes, unreadable: &unreadable)
        return ImportPayload(recipes: recipes, format: .paprika, unreadable: unreadable)
    }

    /// Paprika's fields: a name beside its ingredients, directions or Paprika's own id.
    static func isRecipe(_ json: JSONValue) -> Bool {
        guard case .object = json, json["name"] != nil else { return false }
        return json["ingredients"] != nil || json["directions"] != nil || json["uid"] != nil
    }

    /// The JSON a gzip-compressed entry holds.
    static func document(in data: Data) -> Result<JSONValue, AppRecipe.Unreadable> {
        guard data.starts(with: AppArchive.gzipSignature) else { return .failure(AppRecipe.Unreadable(.notPaprikaGzip)) }
        let json: Data
        do throws(ImportError) {
            json = try Gzip.decompressed(data, limit: ImportLimits.maximumArchiveEntryBytes)
        } catch {
            return .failure(AppRecipe.Unreadable(error.issues.first?.said ?? .damagedGzip))
        }
        return AppRecipe.json(json)
    }

    static func recipe(_ json: JSONValue, at path: String) -> AppRecipe {
        var recipe = AppRecipe()
        recipe.name = json["name"]?.text
        recipe.description = json["description"]?.text.map { HTMLText.plainText($0, multiline: true) }
        recipe.notes = [json["notes"]?.text.map { HTMLText.plainText($0, multiline: true) }].compactMap { $0?.nilIfEmpty }
        if let servings = json["servings"]?.text, servings.contains(where: \.isNumber) {
            recipe.servings = SchemaOrgRecipe.servings(.string(servings))
        }
        let source = json["source"]?.text
        recipe.sourceURL = SchemaOrgRecipe.webAddress(json["source_url"]?.text) ?? SchemaOrgRecipe.webAddress(source)
        recipe.tags = json["categories"]?.names ?? []
        recipe.times = RecipeTimes(prepSeconds: DurationText.seconds(json["prep_time"]?.text),
                                   cookSeconds: DurationText.seconds(json["cook_time"]?.text),
                                   totalSeconds: DurationText.seconds(json["total_time"]?.text))
        let lines = AppRecipe.ingredientLines(HTMLText.plainText(json["ingredients"]?.text ?? "", multiline: true)
            .split(separator: "\n").map(String.init))
        (recipe.lines, recipe.steps) = SchemaOrgRecipe.distribute(lines, tools: [], over: steps(json["directions"]?.text ?? ""))
        recipe.createdAt = AppRecipe.date(json["created"]?.text)
        recipe.isFavourite = json["on_favorites"]?.isTrue ?? false
        recipe.rating = json["rating"]?.numeric
        // The main photo, else the first of the others.
        let photos = [("photo_data", json["photo_data"])] + (json["photos"]?.elements ?? []).enumerated().map { ("photos[\($0.offset)]", $0.element["data"]) }
        for (field, value) in photos {
            guard let base64 = value?.text, let photo = Data(base64Encoded: base64, options: .ignoreUnknownCharacters), !photo.isEmpty else { continue }
            (recipe.photo, recipe.photoPath) = (photo, "\(path) \(field)")
            break
        }
        return recipe
    }

    /// A step a line (or numbered part); a heading line ("For the sauce:") titles the step after it.
    static func steps(_ directions: String) -> [StepDraft] {
        var steps: [StepDraft] = []
        var section: String?
        for paragraph in SchemaOrgRecipe.instructionParagraphs(directions) {
            if AppRecipe.isHeading(paragraph) {
                section = paragraph
                continue
            }
            steps.append(StepDraft(instructions: AppRecipe.titled(paragraph, by: section)))
            section = nil
        }
        return steps
    }
}
