import Foundation
import JSONReading
import LarderImaging
import LarderModel

extension LarderDocument {
    /// Reads a Larder document, reporting its format and version before its shape: a later
    /// version may be shaped differently, and "upgrade Larder" is the useful message then.
    public static func decode(_ data: Data) throws(ImportError) -> LarderDocument {
        try ImportLimits.check(data)
        return try decode(checked: data)
    }

    /// `data` is within `ImportLimits`. Its header is read first, the rest of the document passed
    /// over; then the document is decoded into its types at once. A tree of the whole document is
    /// made only for an error's message ("expected a string, found an object"): it takes several
    /// times the document's size, which a large household backup cannot spare.
    static func decode(checked data: Data, header: [String: JSONValue]? = nil) throws(ImportError) -> LarderDocument {
        if let header { try checkHeader(header) } else { try checkHeader(try self.header(of: data)) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISODate.parse(text) else {
                throw DecodingError.worded(.expectedDateTime(found: String(text.prefix(100))), at: container.codingPath)
            }
            return date
        }
        func json() -> JSONValue { (try? JSONValue.parse(data)) ?? .null }
        do {
            return try decoder.decode(LarderDocument.self, from: data)
        } catch let failures as DecodingFailures {
            let tree = json()
            throw ImportError(failures.errors.map { issue(for: $0, in: tree) })
        } catch let error as DecodingError {
            throw ImportError([issue(for: error, in: json())])
        } catch {
            throw ImportError(path: "$", .couldNotBeRead("\(error)"))
        }
    }


    /// The document's `format` and `version`, read without reading the rest into anything: the
    /// reading stops once both are found, which is at the start of any document Larder wrote.
    static func header(of data: Data) throws(ImportError) -> [String: JSONValue] {
        struct Found: Error {
            var header: [String: JSONValue]
        }
        do {
            return try data.withUnsafeBytes { bytes in
                do {
                    return try JSONReader.read(bytes) { reader in
                        guard reader.nextKind() == .object else { throw JSONReader.Mismatch(description: "not an object") }
                        var header: [String: JSONValue] = [:]
                        try reader.object { reader, key in
                            switch key {
                            case "format", "version":
                                header[key.text] = try JSONValue.read(&reader)
                                if header.count == 2 { throw Found(header: header) }
                            default: try reader.skip()
                            }
                        }
                        return header
                    }
                } catch let found as Found {
                    return found.header
                }
            }
        } catch {
            // Not an object, or not JSON: said as the whole document's problem.
            let json = try JSONValue.parse(data)
            throw ImportError(path: "$", .expectedDocumentObject(found: json.foundKind))
        }
    }

    private static func checkHeader(_ header: [String: JSONValue]) throws(ImportError) {
        var issues: [ImportError.Issue] = []
        let root = JSONPath.root
        switch header["format"] {
        case .string(formatName)?: break
        case nil: issues.append(.init(root["format"], .formatMissing))
        case let other?: issues.append(.init(root["format"], .formatExpected(found: other.foundQuoted)))
        }
        switch header["version"] {
        case .number(let version)? where version > Double(currentVersion) && version.rounded() == version:
            issues.append(.init(root["version"], .versionTooNew(version: Int(version), newest: currentVersion)))
        case .number(let version)? where version >= 1 && version.rounded() == version: break
        case nil: issues.append(.init(root["version"], .missing))
        case let other?: issues.append(.init(root["version"], .versionExpected(newest: currentVersion, found: other.foundQuoted)))
        }
        if !issues.isEmpty { throw ImportError(issues) }
    }

    /// Says where a decoding error happened and what was found there instead.
    static func issue(for error: DecodingError, in json: JSONValue) -> ImportError.Issue {
        switch error {
        case .typeMismatch(let type, let context):
            return .init(JSONPath(codingPath: context.codingPath), .expected(expectation(of: type), found: json.value(at: context.codingPath)?.foundKind))
        case .valueNotFound(let type, let context):
            return .init(JSONPath(codingPath: context.codingPath), .expected(expectation(of: type), found: .null))
        case .keyNotFound(let key, let context):
            return .init(JSONPath(codingPath: context.codingPath + [key]), .missing)
        case .dataCorrupted(let context):
            let path = JSONPath(codingPath: context.codingPath)
            if context.codingPath.isEmpty { return .init(path, .notJSON) }
            if let worded = context.underlyingError as? WordedDecodingProblem, worded.problem.english == context.debugDescription {
                return .init(path, worded.problem)
            }
            if context.debugDescription == ImportProblem.elementUnreadable.english { return .init(path, .elementUnreadable) }
            return .init(path, context.debugDescription)
        @unknown default:
            return .init(.root, "\(error)")
        }
    }

    private static func expectation(of type: Any.Type) -> ImportProblem.Expected {
        if type == Int.self { return .wholeNumber }
        if type == String.self { return .string }
        if type == Double.self || type == Decimal.self { return .number }
        if type == Bool.self { return .bool }
        let name = String(describing: type)
        if name.hasPrefix("Array") { return .array }
        if name.hasPrefix("Dictionary") { return .object }
        return .other(name)
    }
}

extension LarderDocument {
    /// The document as recipes, ingredients and skills ready to save, or every problem in it.
    public func payload() throws(ImportError) -> ImportPayload {
        var issues: [ImportError.Issue] = []
        let root = JSONPath.root

        var ingredients: [PortableIngredient] = []
        for (index, entry) in self.ingredients.enumerated() {
            let path = root["ingredients"][index]
            var ingredient = PortableIngredient(name: entry.name.trimmed)
            issues += LarderModel.Ingredient.nameRule.issues(ingredient.name, field: "", label: .ingredientName)
                .map { .init(path["name"], issue: $0) }
            if let image = entry.image {
                switch Self.picture(from: image.base64) {
                case .success(let (bytes, kind)):
                    ingredient.image = bytes
                    ingredient.imageType = kind.rawValue
                case .failure(let rejection):
                    issues.append(.init(path["image"]["base64"], rejection.problem))
                }
            }
            ingredients.append(ingredient)
        }
        issues += Self.duplicateIssues(ingredients.map(\.name), under: root["ingredients"])

        var skills: [LarderDocument.Skill] = []
        for (index, entry) in self.skills.enumerated() {
            let path = root["skills"][index]
            let skill = LarderDocument.Skill(name: entry.name.trimmed, category: entry.category, arFileName: entry.arFileName?.trimmed.nilIfEmpty)
            issues += SkillDraft.nameRule.issues(skill.name, field: "", label: .skillName).map { .init(path["name"], issue: $0) }
            if let fileName = skill.arFileName, !Self.isPlainFileName(fileName) {
                issues.append(.init(path["arFileName"], .notAPlainFileName))
            }
            skills.append(skill)
        }
        issues += Self.duplicateIssues(skills.map(\.name), under: root["skills"])

        let categories = Dictionary(skills.map { ($0.name.lowercased(), $0.category) }, uniquingKeysWith: { first, _ in first })
        var recipes: [ImportedRecipe] = []
        for (index, recipe) in self.recipes.enumerated() {
            let path = root["recipes"][index]
            let draft = recipe.draft(at: path, skillCategories: categories, issues: &issues).normalized
            issues += draft.validationIssues().map { .init(Self.documentPath(of: $0.field, in: path), issue: $0) }
            // Decoded when it is stored; its length is checked now.
            var photo: PhotoSource?
            if let image = recipe.photo {
                let photoPath = path["photo"]["base64"]
                if let problem = PhotoSource.base64Problem(image.base64) {
                    issues.append(.init(photoPath, problem))
                } else {
                    photo = PhotoSource(path: photoPath.description) { () throws(PhotoSource.Failure) -> Data in
                        try PhotoSource.decoded(base64: image.base64)
                    }
                }
            }
            var imported = ImportedRecipe(draft: draft, createdAt: recipe.createdAt, photo: photo)
            var versions = Set<Int>()
            for (number, earlier) in (recipe.history ?? []).enumerated() {
                let versionPath = path["history"][number]
                if earlier.version < 1 || earlier.version >= Int(Int32.max) {
                    issues.append(.init(versionPath["version"], .versionFromOne))
                } else if !versions.insert(earlier.version).inserted {
                    issues.append(.init(versionPath["version"], .versionTwice(earlier.version)))
                }
                let content = earlier.content.draft(at: versionPath["content"], skillCategories: categories, issues: &issues).normalized
                issues += content.validationIssues().map { .init(Self.documentPath(of: $0.field, in: versionPath["content"]), issue: $0) }
                imported.history.append(ImportedVersion(version: earlier.version, savedAt: earlier.savedAt, savedBy: earlier.savedBy,
                                                        change: earlier.savedChange, draft: content))
            }
            recipes.append(imported)
        }
        issues += Self.duplicateIssues(recipes.map(\.draft.name), under: root["recipes"])
        if let life {
            issues += LarderDocument.Life.issues(in: life, recipeNames: Set(recipes.map { $0.draft.name.lowercased() }))
        }

        if !issues.isEmpty { throw ImportError(issues) }
        var payload = ImportPayload(recipes: recipes, ingredients: ingredients, skills: skills, format: .larder)
        payload.life = life
        return payload
    }

    private struct PictureRejection: Error {
        var problem: ImportProblem
    }

    /// The picture's bytes and kind, judged by its content and never by the type it claims;
    /// stored, it goes through the photo path as every picture does.
    private static func picture(from base64: String) -> Result<(Data, ImageKind), PictureRejection> {
        let bytes: Data
        do throws(PhotoSource.Failure) {
            bytes = try PhotoSource.decoded(base64: base64, maximum: LarderModel.Ingredient.maximumImageBytes)
        } catch {
            switch error {
            case .picture(let problem): return .failure(PictureRejection(problem: problem))
            case .upload(let error): return .failure(PictureRejection(problem: error.issues.first?.said ?? .notBase64))
            }
        }
        guard let kind = ImageKind(sniffing: bytes) else {
            return .failure(PictureRejection(problem: .notAPicture))
        }
        return .success((bytes, kind))
    }

    /// An AR file is looked up by name in one folder, so a name must not reach outside it.
    private static func isPlainFileName(_ name: String) -> Bool {
        name.count <= 200 && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Names are unique ignoring case, in a household as in the database.
    private static func duplicateIssues(_ names: [String], under path: JSONPath) -> [ImportError.Issue] {
        var firstIndex: [String: Int] = [:]
        var issues: [ImportError.Issue] = []
        for (index, name) in names.enumerated() where !name.isEmpty {
            if let first = firstIndex[name.lowercased()] {
                issues.append(.init(path[index]["name"], .listedTwice(name: name, alsoAt: path[first]["name"].description)))
            } else {
                firstIndex[name.lowercased()] = index
            }
        }
        return issues
    }

    /// Where a draft's field (`steps[2].lines[0].quantity_max`) sits in the document
    /// (`$.recipes[3].steps[2].lines[0].quantityMax`).
    static func documentPath(of field: String, in recipe: JSONPath) -> JSONPath {
        var path = recipe
        var previousKey = ""
        for component in field.split(separator: ".") {
            let parts = component.split(separator: "[")
            let key = camelCase(String(parts.first ?? ""))
            // A step names its skills as plain strings, so a skill's name is the element itself.
            if !(key == "name" && previousKey == "skills") { path = path[key] }
            for index in parts.dropFirst().compactMap({ Int($0.dropLast()) }) { path = path[index] }
            previousKey = key
        }
        return path
    }

    /// "quantity_max" → "quantityMax", "source_url" → "sourceURL".
    private static func camelCase(_ snakeCase: String) -> String {
        let words = snakeCase.split(separator: "_").map(String.init)
        return words.enumerated().map { index, word in
            if index == 0 { return word }
            return word == "url" ? "URL" : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }
}

extension LarderDocument.Recipe {
    /// The recipe as a draft; a quantity that is not a decimal is reported and left out.
    func draft(at path: JSONPath, skillCategories: [String: SkillCategory],
                           issues: inout [ImportError.Issue]) -> RecipeDraft {
        func lines(_ lines: [LarderDocument.Line], at path: JSONPath) -> [LineDraft] {
            lines.enumerated().map { index, line in
                LineDraft(
                    text: line.text,
                    quantity: Self.quantity(line.quantity, at: path[index]["quantity"], issues: &issues),
                    quantityMax: Self.quantity(line.quantityMax, at: path[index]["quantityMax"], issues: &issues),
                    unit: line.unit,
                    ingredient: line.ingredient,
                    note: line.note
                )
            }
        }
        let steps = self.steps.enumerated().map { index, step in
            let skills = step.skills.map { SkillDraft(name: $0, category: skillCategories[$0.trimmed.lowercased()] ?? .general) }
            // A step number the document gives that is not a whole earlier step is left for validation to name.
            return StepDraft(instructions: step.instructions, time: step.time, during: step.duringStep.map { $0 - 1 }, tools: step.tools,
                             skills: skills, lines: lines(step.lines, at: path["steps"][index]["lines"]))
        }
        return RecipeDraft(name: name, summary: summary, servings: servings, sourceURL: sourceURL, tags: tags, times: times ?? RecipeTimes(),
                           lines: lines(self.lines ?? [], at: path["lines"]), steps: steps)
    }

    /// "1.5" or "-2" (negative numbers are read so that validation can say what is wrong with them).
    private static func quantity(_ text: String?, at path: JSONPath, issues: inout [ImportError.Issue]) -> Decimal? {
        guard let text else { return nil }
        let trimmed = text.trimmed
        let unsigned = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed = (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
            && parts[0].count <= 15
        guard wellFormed, let value = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")) else {
            issues.append(.init(path, .expectedDecimal(found: String(text.prefix(100)))))
            return nil
        }
        if parts.count == 2 && parts[1].count > 3 {
            issues.append(.init(path, .tooManyDecimals(text)))
            return nil
        }
        return value
    }
}

/// A problem of a document's value that Larder words itself, carried to `issue(for:in:)` inside
/// the decoder's error (whose description says it in English).
struct WordedDecodingProblem: Error {
    let problem: ImportProblem
}

extension DecodingError {
    /// A value that is not what Larder reads there, with the problem's wording.
    static func worded(_ problem: ImportProblem, at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: problem.english, underlyingError: WordedDecodingProblem(problem: problem)))
    }
}
