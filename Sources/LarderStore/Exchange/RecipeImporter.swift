import Foundation
import LarderExchange
import LarderImaging
import LarderModel
import PostgresClient

/// What to do when an imported recipe has the name of one the household already has.
public enum NameConflictPolicy: String, Sendable, CaseIterable {
    /// Keep the household's recipe; leave the imported one out.
    case skip
    /// Delete the household's recipe and save the imported one in its place.
    case replace
    /// Save the imported one as "Soup (2)", "Soup (3)", …
    case rename
}

/// What a household chose for an import, besides what to do with names it has already.
public struct ImportChoices: Sendable, Equatable {
    /// The source's keywords (Nextcloud's, Tandoor's, a page's) become tags too, as many as an
    /// import gives a recipe. Off, only categories and cuisines do: keywords are mostly written
    /// for search engines.
    public var keywordsAsTags: Bool
    /// A Larder export's settings (time zone, week start, pantry staples) replace the
    /// household's. Off, the household keeps its own, and the report says what would change.
    public var takeSettings: Bool

    public init(keywordsAsTags: Bool = false, takeSettings: Bool = false) {
        self.keywordsAsTags = keywordsAsTags
        self.takeSettings = takeSettings
    }
}

/// What an import did.
public struct ImportReport: Sendable, Equatable {
    public var format: ImportPayload.Format
    public var created: [String] = []
    /// The new recipes' ids, in the order of `created`.
    public var createdIDs: [UUID] = []
    public var replaced: [String] = []
    public var skipped: [String] = []
    /// Original name → the name it was saved under.
    public var renamed: [String: String] = [:]
    /// The household's recipes that a skipped one would have duplicated.
    public var kept: [UUID] = []
    /// What the source held that was not kept: pictures that were no photo, lines that were
    /// no ingredient, notes cut to fit; each names where it was and why.
    public var leftOut: [ImportError.Issue] = []
    /// What a household's backup brought beside its recipes ("3 favourites", "the shopping list (12 items)").
    public var restored: [String] = []
    /// The recipes a web page gave from its own structure rather than schema.org data, by the
    /// name each was saved under, with the way: the household should check them against the page.
    public var pageStructure: [String: RecipePage.Source] = [:]

    /// What the person should know beyond the count: pictures left out, and `unreadable`, the
    /// file's recipes that could not be read.
    public func notes(unreadable: [ImportError.Issue]) -> [String] {
        pageStructure.sorted { $0.key < $1.key }.map { ImportJobNote.recipeReadFromPage(name: $0.key, way: $0.value).english }
            + leftOut.map { "The picture at \($0.path) was left out: \($0.problem)." }
            + unreadable.map { "Not imported: \($0.path): \($0.problem)." }
    }

    public var summary: String {
        var parts = ["\(created.count) recipe\(created.count == 1 ? "" : "s") imported from \(format.rawValue)"]
        if !replaced.isEmpty { parts.append("\(replaced.count) replaced") }
        if !renamed.isEmpty { parts.append("\(renamed.count) renamed") }
        if !skipped.isEmpty { parts.append("\(skipped.count) skipped (already there)") }
        parts += restored
        return parts.joined(separator: ", ")
    }
}

/// Imports Larder JSON or schema.org JSON-LD into a household, all or nothing: the document is
/// read and checked whole first, then everything is written in one transaction with a fixed
/// number of statements (recipes go in batches of `batchSize` per statement).
public struct RecipeImporter: Sendable {
    let pool: ConnectionPool
    var batchSize = 500

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// `maximumBytes` is an upload's limit unless the caller is an admin restoring a backup.
    public func importDocument(_ data: Data, into household: UUID, author: UUID?, onConflict policy: NameConflictPolicy,
                               choices: ImportChoices = ImportChoices(), maximumBytes: Int = ImportLimits.maximumDocumentBytes,
                               progress: ProgressHandler = { _ in }) async throws -> ImportReport {
        let payload = try ImportPayload.parse(data, maximumBytes: maximumBytes)
        return try await importPayload(payload, into: household, author: author, onConflict: policy, choices: choices, progress: progress)
    }

    /// The recipe's tags with the source's keywords after them, each once, as many as an import
    /// gives a recipe; the keywords past that come back apart, to be said.
    static func tags(_ tags: [String], adding keywords: [String]) -> (tags: [String], cut: [String]) {
        var kept = tags
        var cut: [String] = []
        var seen = Set(tags.map { $0.lowercased() })
        for keyword in keywords.map(\.trimmed) where Tag.issues(keyword, field: "tags").isEmpty && seen.insert(keyword.lowercased()).inserted {
            if kept.count < Tag.maximumPerImport { kept.append(keyword) } else { cut.append(keyword) }
        }
        return (kept, cut)
    }

    /// Reports progress after each batch of recipes; they count as done only when the whole
    /// import commits, as they are all in its one transaction.
    public func importPayload(_ payload: ImportPayload, into household: UUID, author: UUID?, onConflict policy: NameConflictPolicy,
                              choices: ImportChoices = ImportChoices(), progress: ProgressHandler = { _ in }) async throws -> ImportReport {
        try await pool.withTransaction { tx in
            try await write(payload, into: household, author: author, onConflict: policy, choices: choices, on: tx, progress: progress)
        }
    }

    /// Whether a picture that is no photo refuses the import (a document a person made or
    /// exported from Larder is checked whole), or is left out and reported (another app's export
    /// or a web page: the recipes are what was asked for, and the file cannot be mended).
    static func leavesOutBadPictures(_ format: ImportPayload.Format) -> Bool {
        switch format {
        case .larder, .schemaOrg: false
        case .webPage, .mealie, .mealieLegacy, .tandoor, .paprika, .nextcloud: true
        }
    }

    /// Writes the payload on `tx`, which the caller commits. A recipe the household already has
    /// (the same name; for a web page, also the same address) is skipped, replaced or kept beside
    /// the new one as `policy` says.
    ///
    /// The recipes' photos are read, checked and stored one after another once the recipes are
    /// written, so that only one is in memory at a time; one that refuses the import (see
    /// `leavesOutBadPictures`) rolls everything back with the caller's transaction.
    func write(_ payload: ImportPayload, into household: UUID, author: UUID?, onConflict policy: NameConflictPolicy,
               choices: ImportChoices = ImportChoices(), on tx: Connection, progress: ProgressHandler = { _ in }) async throws -> ImportReport {
        let names = payload.recipes.map { $0.draft.name.trimmed.lowercased() }
        let existing = try await duplicates(of: payload, in: household, on: tx, locking: true)
        var taken = Set(existing.map { $0.name.lowercased() })
        // Found by name and by address once, not by a scan of the household's recipes for each
        // imported one: a backup of thousands brought in again collides with all of them.
        let byName = Dictionary(grouping: existing.indices) { existing[$0].name.lowercased() }
        let byAddress = Dictionary(grouping: existing.indices.filter { existing[$0].sourceURL != nil }) { existing[$0].sourceURL ?? "" }
        /// The household's recipes an imported one collides with (the same name, or the same
        /// address), in the household's order by name.
        func collisions(name: String, address: String?) -> [Duplicate] {
            Set((byName[name.lowercased()] ?? []) + (address.flatMap { byAddress[$0] } ?? [])).sorted().map { existing[$0] }
        }
        if policy == .rename {
            // "Soup (2)" may be taken although no imported recipe has that name.
            taken.formUnion(try await tx.query("""
                SELECT lower(r.name) FROM recipes r, unnest(\(names)::text[]) AS n(name)
                WHERE r.household_id = \(household) AND starts_with(lower(r.name), n.name || ' (')
                """).decode(String.self))
        }
        var report = ImportReport(format: payload.format)
        var toSave: [(draft: RecipeDraft, createdAt: Date?)] = []
        var publishedAt: [Date?] = []
        var photosToSave: [PhotoSource?] = []
        var favourites: [Bool] = []
        var ratings: [Int?] = []
        var histories: [[ImportedVersion]] = []
        var toReplace: [UUID] = []
        /// Each imported name, as it came: the household's recipe it became or was kept as.
        var keptByName: [String: UUID] = [:]
        for recipe in payload.recipes {
            var draft = recipe.draft
            let name = draft.name.trimmed
            let address = payload.format == .webPage ? draft.sourceURL : nil
            let sameAddress = address.map { byAddress[$0] != nil } ?? false
            if taken.contains(name.lowercased()) || sameAddress {
                switch policy {
                case .skip:
                    report.skipped.append(name)
                    let kept = collisions(name: name, address: address).map(\.id)
                    report.kept += kept
                    keptByName[name.lowercased()] = kept.first
                    continue
                case .replace:
                    let replaced = collisions(name: name, address: address)
                    toReplace += replaced.map(\.id)
                    taken.subtract(replaced.map { $0.name.lowercased() })
                    report.replaced.append(name)
                case .rename:
                    break
                }
                if taken.contains(name.lowercased()) {
                    var number = 2
                    while taken.contains("\(name) (\(number))".lowercased()) { number += 1 }
                    draft.name = "\(name) (\(number))"
                    report.renamed[name] = draft.name
                }
            }
            if choices.keywordsAsTags {
                let (tags, cut) = Self.tags(draft.tags, adding: recipe.keywords)
                draft.tags = tags
                report.leftOut += cut.map { ImportError.Issue(path: name, .leftOut($0, because: .tagsPerImport(maximum: Tag.maximumPerImport))) }
            }
            taken.insert(draft.name.lowercased())
            report.created.append(draft.name)
            if let way = recipe.pageStructure { report.pageStructure[draft.name] = way }
            toSave.append((draft, recipe.createdAt))
            publishedAt.append(recipe.publishedAt)
            photosToSave.append(recipe.photo)
            report.leftOut += recipe.leftOut
            favourites.append(recipe.isFavourite)
            ratings.append(recipe.rating.flatMap { RecipeRating.stars.contains($0) ? $0 : nil })
            histories.append(recipe.history)
        }
        if !toReplace.isEmpty {
            try await tx.query("DELETE FROM recipes WHERE household_id = \(household) AND id = ANY(\(toReplace))")
        }
        var pictureIssues: [ImportError.Issue] = []
        var catalog = payload.ingredients
        // The catalog's pictures go through the photo path as the recipes' do.
        for (index, ingredient) in catalog.enumerated() {
            guard let picture = ingredient.image else { continue }
            do {
                catalog[index].image = try await PhotoRepository.prepareIngredientPicture(picture)
                catalog[index].imageType = "image/webp"
            } catch let problem as Picture.Problem {
                pictureIssues.append(ImportError.Issue(path: "$.ingredients[\(index)].image.base64", .picture(problem)))
                (catalog[index].image, catalog[index].imageType) = (nil, nil)
            }
        }
        try await saveCatalog(ingredients: catalog, skills: payload.skills, into: household, on: tx)
        let recipes = RecipeRepository(pool: pool)
        for start in stride(from: 0, to: toSave.count, by: batchSize) {
            let end = min(start + batchSize, toSave.count)
            report.createdIDs += try await recipes.create(Array(toSave[start..<end]), publishedAt: Array(publishedAt[start..<end]), in: household, author: author, on: tx)
            progress(WorkProgress(done: end, total: toSave.count))
        }
        let photoRepository = PhotoRepository(pool: pool)
        for (id, source) in zip(report.createdIDs, photosToSave) {
            guard let source else { continue }
            do {
                let photo = try await PhotoRepository.prepare(try source.read())
                try await photoRepository.set(photo, for: id, in: household, on: tx)
            } catch let failure as PhotoSource.Failure {
                switch failure {
                case .upload(let error): throw error
                case .picture(let problem): pictureIssues.append(ImportError.Issue(path: source.path, problem))
                }
            } catch let problem as Picture.Problem {
                pictureIssues.append(ImportError.Issue(path: source.path, .picture(problem)))
            }
        }
        if Self.leavesOutBadPictures(payload.format) {
            report.leftOut += pictureIssues
        } else if !pictureIssues.isEmpty {
            throw ImportError(pictureIssues)
        }
        let versions = try await RevisionRepository.restore(histories, of: report.createdIDs, drafts: toSave.map(\.draft), into: household, on: tx)
        if versions > 0 { report.restored.append(HouseholdLife.count(versions, "earlier version")) }
        if let life = payload.life {
            var saved = keptByName.mapValues { HouseholdLife.Saved(id: $0, isNew: false) }
            let originals = Dictionary(report.renamed.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            for (recipe, id) in zip(toSave, report.createdIDs) {
                let original = originals[recipe.draft.name] ?? recipe.draft.name
                saved[original.trimmed.lowercased()] = HouseholdLife.Saved(id: id, isNew: true)
            }
            report.restored += try await HouseholdLife.restore(life, into: household, recipes: saved, takeSettings: choices.takeSettings, on: tx)
        }
        // An app's favourites and ratings become the importing person's.
        let favourite = zip(report.createdIDs, favourites).filter(\.1).map(\.0)
        if let author, !favourite.isEmpty {
            try await tx.query("""
                INSERT INTO favourites (household_id, user_id, recipe_id)
                SELECT \(household), \(author), unnest(\(favourite)::uuid[]) ON CONFLICT DO NOTHING
                """)
        }
        let rated = zip(report.createdIDs, ratings).compactMap { id, stars in stars.map { (id, $0) } }
        if let author, !rated.isEmpty {
            try await tx.query("""
                INSERT INTO recipe_ratings (household_id, recipe_id, user_id, stars)
                SELECT \(household), x.recipe, \(author), x.stars FROM unnest(\(rated.map(\.0))::uuid[], \(rated.map(\.1))::integer[]) AS x(recipe, stars)
                ON CONFLICT DO NOTHING
                """)
        }
        return report
    }

    /// A recipe of the household that an imported one would duplicate.
    public struct Duplicate: Sendable, Equatable {
        public var id: UUID
        public var name: String
        /// Set when it is the address that matched.
        public var sourceURL: String?
    }

    /// The household's recipes that the payload's would duplicate: the same name or, for a web
    /// page, the same address. Nothing is written; the person chooses what happens next.
    public func duplicates(of payload: ImportPayload, in household: UUID) async throws -> [Duplicate] {
        try await pool.withConnection { try await duplicates(of: payload, in: household, on: $0, locking: false) }
    }

    /// `locking`: the rows are locked for the caller's transaction, so that a concurrent save of
    /// the same name waits instead of slipping in between the check and the insert.
    private func duplicates(of payload: ImportPayload, in household: UUID, on connection: Connection, locking: Bool) async throws -> [Duplicate] {
        let names = payload.recipes.map { $0.draft.name.trimmed.lowercased() }
        let addresses = payload.format == .webPage ? payload.recipes.compactMap(\.draft.sourceURL) : []
        return try await connection.query("""
            SELECT id, name, CASE WHEN source_url = ANY(\(addresses)) THEN source_url END FROM recipes
            WHERE household_id = \(household) AND (lower(name) = ANY(\(names)) OR source_url = ANY(\(addresses)))
            ORDER BY name
            \(locking ? "FOR UPDATE" as SQL : "")
            """).decode(UUID.self, String.self, String?.self).map { Duplicate(id: $0.0, name: $0.1, sourceURL: $0.2) }
    }

    /// The document's ingredients (with pictures) and skills (with categories), upserted in one round trip.
    private func saveCatalog(ingredients catalog: [PortableIngredient], skills catalogSkills: [LarderDocument.Skill], into household: UUID,
                             on connection: Connection) async throws {
        struct IngredientRow: Encodable {
            var name: String
            var imageType: String?
            var image: String?
        }
        struct SkillRow: Encodable {
            var name: String
            var category: String
            var arFileName: String?
        }
        guard !catalog.isEmpty || !catalogSkills.isEmpty else { return }
        let ingredients = try JSONText(encoding: catalog.map {
            // Named as the catalog names ingredients, as a recipe's lines name them.
            IngredientRow(name: IngredientName.folded($0.name), imageType: $0.imageType, image: $0.image?.base64EncodedString())
        }, with: .graphPayload)
        let skills = try JSONText(encoding: catalogSkills.map {
            SkillRow(name: $0.name.trimmed, category: $0.category.rawValue, arFileName: $0.arFileName)
        }, with: .graphPayload)
        try await connection.pipeline([
            """
            INSERT INTO ingredients (household_id, name, image, image_type, image_checked)
            SELECT DISTINCT ON (lower(x.name)) \(household), x.name, decode(x.image, 'base64'), x.image_type, x.image IS NOT NULL
            FROM jsonb_to_recordset(\(ingredients)::jsonb) AS x(name text, image_type text, image text)
            ORDER BY lower(x.name)
            ON CONFLICT (household_id, lower(name)) DO UPDATE
                SET image = coalesce(EXCLUDED.image, ingredients.image), image_type = coalesce(EXCLUDED.image_type, ingredients.image_type),
                    image_checked = CASE WHEN EXCLUDED.image IS NULL THEN ingredients.image_checked ELSE true END
            """,
            """
            INSERT INTO skills (household_id, name, category, ar_file_name)
            SELECT DISTINCT ON (lower(x.name)) \(household), x.name, x.category, x.ar_file_name
            FROM jsonb_to_recordset(\(skills)::jsonb) AS x(name text, category text, ar_file_name text)
            ORDER BY lower(x.name)
            ON CONFLICT (household_id, lower(name)) DO UPDATE
                SET category = EXCLUDED.category, ar_file_name = coalesce(EXCLUDED.ar_file_name, skills.ar_file_name)
            """,
        ])
    }
}
