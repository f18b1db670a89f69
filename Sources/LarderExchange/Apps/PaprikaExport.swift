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
            switch try document(in: data, allowance: archive.allowance) {
            case .success(let json) where isRecipe(json):
                recognised = true
                // The picture is read again from the entry when it is stored: the recipe's JSON
                // is not kept for it meanwhile. An entry is a plain value (offsets and names).
                nonisolated(unsafe) let entry = entry
                let photo = { (field: String) in
                    PhotoSource(path: "\(path) \(field)") { () throws(PhotoSource.Failure) -> Data in
                        let data: Data
                        do throws(AppArchive.Failure) {
                            data = try archive.data(of: entry, limit: ImportLimits.maximumArchiveEntryBytes)
                        } catch {
                            switch error {
                            case .upload(let error): throw .upload(error)
                            case .entry(let problem): throw .picture(problem)
                            }
                        }
                        let document: Result<JSONValue, AppRecipe.Unreadable>
                        do throws(ImportError) {
                            document = try self.document(in: data, allowance: archive.allowance)
                        } catch {
                            throw .upload(error)
                        }
                        return try picture(field, in: document)
                    }
                }
                recipe(json, at: path, photo: photo).keep(at: path, in: &recipes, unreadable: &unreadable)
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
        let photo = { (field: String) in
            PhotoSource(path: "$ \(field)") { () throws(PhotoSource.Failure) -> Data in
                let unpacked: Data
                do throws(ImportError) {
                    unpacked = try Gzip.decompressed(data, limit: ImportLimits.maximumArchiveEntryBytes)
                } catch {
                    throw .upload(error)
                }
                return try picture(field, in: AppRecipe.json(unpacked))
            }
        }
        recipe(json, at: "$", photo: photo).keep(at: "$", in: &recipes, unreadable: &unreadable)
        return ImportPayload(recipes: recipes, format: .paprika, unreadable: unreadable)
    }

    /// Paprika's fields: a name beside its ingredients, directions or Paprika's own id.
    static func isRecipe(_ json: JSONValue) -> Bool {
        guard case .object = json, json["name"] != nil else { return false }
        return json["ingredients"] != nil || json["directions"] != nil || json["uid"] != nil
    }

    /// The JSON a gzip-compressed entry holds. What it unpacks to counts against the upload's
    /// allowance, whose end refuses the whole upload.
    static func document(in data: Data, allowance: AppArchive.Allowance) throws(ImportError) -> Result<JSONValue, AppRecipe.Unreadable> {
        guard data.starts(with: AppArchive.gzipSignature) else { return .failure(AppRecipe.Unreadable(.notPaprikaGzip)) }
        let json: Data
        do throws(Gzip.Failure) {
            json = try Gzip.decompressed(data, limit: ImportLimits.maximumArchiveEntryBytes, allowance: allowance)
        } catch {
            switch error {
            case .entry(let error): return .failure(AppRecipe.Unreadable(error.issues.first?.said ?? .damagedGzip))
            case .allowance(let error): throw error
            }
        }
        return AppRecipe.json(json)
    }

    /// The picture in a recipe's field (`photo_data`, or `photos[N]`'s data), decoded.
    static func picture(_ field: String, in document: Result<JSONValue, AppRecipe.Unreadable>) throws(PhotoSource.Failure) -> Data {
        guard case .success(let json) = document else { throw .picture(.damagedInZip) }
        guard let base64 = photoFields(of: json).first(where: { $0.field == field })?.value?.text else { throw .picture(.damagedInZip) }
        return try PhotoSource.decoded(base64: base64)
    }

    /// The main photo, then the others, by the field each is in.
    static func photoFields(of json: JSONValue) -> [(field: String, value: JSONValue?)] {
        [("photo_data", json["photo_data"])] + (json["photos"]?.elements ?? []).enumerated().map { ("photos[\($0.offset)]", $0.element["data"]) }
    }

    /// `photo` gives the picture in a field of this recipe, to be read when it is stored.
    static func recipe(_ json: JSONValue, at path: String, photo: (String) -> PhotoSource) -> AppRecipe {
        func field(_ name: String) -> String? { json[name]?.text.map { HTMLText.plainText($0, multiline: true) }?.trimmed.nilIfEmpty }
        func at(_ name: String) -> String { "\(path) $.\(name)" }
        var recipe = AppRecipe()
        recipe.name = json["name"]?.text
        recipe.description = field("description").map { Located($0, at: at("description")) }
        recipe.notes = [field("notes").map { Located($0, at: at("notes")) }].compactMap { $0 }
        recipe.yield = field("servings").map { Located($0, at: at("servings")) }
        let sourceURL = field("source_url")
        let source = field("source")
        if let sourceURL {
            recipe.sourceURL = Located(sourceURL, at: at("source_url"))
        } else if let source, SchemaOrgRecipe.webAddress(source) != nil {
            recipe.sourceURL = Located(source, at: at("source"))
        }
        // A source named in words ("Grandma's book"), or a second address, has no place in Larder.
        if let source, source != recipe.sourceURL?.value { recipe.leave(source, because: .noPlaceInLarder, at: at("source")) }
        if let difficulty = field("difficulty") { recipe.leave(difficulty, because: .noPlaceInLarder, at: at("difficulty")) }
        recipe.tags = AppRecipe.names(json["categories"], at: at("categories"))
        recipe.setTime(\.prepSeconds, json["prep_time"]?.text, at: at("prep_time"))
        recipe.setTime(\.cookSeconds, json["cook_time"]?.text, at: at("cook_time"))
        recipe.setTime(\.totalSeconds, json["total_time"]?.text, at: at("total_time"))
        let lines = HTMLText.plainText(json["ingredients"]?.text ?? "", multiline: true).split(separator: "\n")
            .map { String($0).trimmed }.filter { !$0.isEmpty }
        let list = recipe.read(AppRecipe.textEntries(lines.map { Located($0, at: at("ingredients")) }))
        let steps = steps(json["directions"]?.text ?? "", at: at("directions"), in: &recipe)
        recipe.place(list.lines.map(\.line), tools: list.tools, over: steps)
        recipe.createdAt = AppRecipe.date(json["created"]?.text)
        recipe.isFavourite = json["on_favorites"]?.isTrue ?? false
        if let rating = json["rating"]?.numeric { recipe.rating = Located(rating, at: at("rating")) }
        recipe.leaveNutrition(json["nutritional_info"], at: at("nutritional_info"))
        // The main photo, else the first of the others; one too large to be a photo is said to be
        // left out rather than decoded. A recipe keeps one photo: the others are said.
        for (index, (field, value)) in photoFields(of: json).enumerated() {
            guard let base64 = value?.text, !base64.isEmpty else { continue }
            if recipe.photo != nil {
                let photos = json["photos"]?.elements ?? []
                let name = index > 0 ? (photos[index - 1]["filename"] ?? photos[index - 1]["name"])?.text : nil
                recipe.leave(name ?? field, because: .onePhotoPerRecipe, at: "\(path) \(field)")
            } else if let problem = PhotoSource.base64Problem(base64) {
                recipe.leftOut.append(ImportError.Issue(path: "\(path) \(field)", problem))
            } else {
                recipe.photo = photo(field)
            }
        }
        return recipe
    }

    /// A step a line (or numbered part); a heading line ("For the sauce:", "MARINATE") titles
    /// the step after it.
    static func steps(_ directions: String, at path: String, in recipe: inout AppRecipe) -> [StepDraft] {
        var lines = HTMLText.plainText(directions, multiline: true).split(separator: "\n").map { String($0).trimmed }.filter { !$0.isEmpty }
        if lines.count == 1 { lines = SchemaOrgRecipe.numberedParts(of: lines[0]) }
        var titled = TitledSteps()
        for line in lines {
            if AppRecipe.isTextHeading(line) {
                titled.title(line, at: path, in: &recipe)
            } else if let instructions = SchemaOrgRecipe.withoutNumbering(line).nilIfEmpty {
                titled.append(StepDraft(instructions: instructions))
            }
        }
        return titled.finish(in: &recipe)
    }
}
