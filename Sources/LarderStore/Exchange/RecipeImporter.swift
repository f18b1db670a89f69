import Foundation
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

    public var summary: String {
        var parts = ["\(created.count) recipe\(created.count == 1 ? "" : "s") imported from \(format.rawValue)"]
        if !replaced.isEmpty { parts.append("\(replaced.count) replaced") }
        if !renamed.isEmpty { parts.append("\(renamed.count) renamed") }
        if !skipped.isEmpty { parts.append("\(skipped.count) skipped (name already used)") }
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
                               maximumBytes: Int = ImportLimits.maximumDocumentBytes,
                               progress: ProgressHandler = { _ in }) async throws -> ImportReport {
        let payload = try ImportPayload.parse(data, maximumBytes: maximumBytes)
        return try await importPayload(payload, into: household, author: author, onConflict: policy, progress: progress)
    }

    /// Reports progress after each batch of recipes; they count as done only when the whole
    /// import commits, as they are all in its one transaction.
    public func importPayload(_ payload: ImportPayload, into household: UUID, author: UUID?, onConflict policy: NameConflictPolicy,
                              progress: ProgressHandler = { _ in }) async throws -> ImportReport {
        // Photos are checked and resized before anything is written: one bad picture refuses the import.
        var photos: [Int: PhotoRepository.Prepared] = [:]
        var photoIssues: [ImportError.Issue] = []
        for (index, recipe) in payload.recipes.enumerated() {
            guard let bytes = recipe.photo else { continue }
            do {
                photos[index] = try await PhotoRepository.prepare(bytes)
            } catch let problem as Picture.Problem {
                photoIssues.append(ImportError.Issue(path: recipe.photoPath ?? "$.recipes[\(index)].photo", problem: problem.reason))
            }
        }
        if !photoIssues.isEmpty { throw ImportError(photoIssues) }
        return try await pool.withTransaction { tx in
            // The household's names are locked for the transaction: a concurrent save of the same
            // name waits instead of slipping in between the check and the insert.
            let names = payload.recipes.map { $0.draft.name.trimmed.lowercased() }
            let existing = try await tx.query("""
                SELECT id, name FROM recipes
                WHERE household_id = \(household) AND lower(name) = ANY(\(names))
                FOR UPDATE
                """).decode(UUID.self, String.self)
            var taken = Set(existing.map { $0.1.lowercased() })
            if policy == .rename {
                // "Soup (2)" may be taken although no imported recipe has that name.
                taken.formUnion(try await tx.query("""
                    SELECT lower(r.name) FROM recipes r, unnest(\(names)::text[]) AS n(name)
                    WHERE r.household_id = \(household) AND starts_with(lower(r.name), n.name || ' (')
                    """).decode(String.self))
            }
            var report = ImportReport(format: payload.format)
            var toSave: [(draft: RecipeDraft, createdAt: Date?)] = []
            var photosToSave: [PhotoRepository.Prepared?] = []
            var toReplace: [UUID] = []
            for (index, recipe) in payload.recipes.enumerated() {
                var draft = recipe.draft
                let name = draft.name.trimmed
                if taken.contains(name.lowercased()) {
                    switch policy {
                    case .skip:
                        report.skipped.append(name)
                        continue
                    case .replace:
                        toReplace += existing.filter { $0.1.lowercased() == name.lowercased() }.map(\.0)
                        report.replaced.append(name)
                    case .rename:
                        var number = 2
                        while taken.contains("\(name) (\(number))".lowercased()) { number += 1 }
                        draft.name = "\(name) (\(number))"
                        report.renamed[name] = draft.name
                    }
                }
                taken.insert(draft.name.lowercased())
                report.created.append(draft.name)
                toSave.append((draft, recipe.createdAt))
                photosToSave.append(photos[index])
            }
            if !toReplace.isEmpty {
                try await tx.query("DELETE FROM recipes WHERE household_id = \(household) AND id = ANY(\(toReplace))")
            }
            try await saveCatalog(payload, into: household, on: tx)
            let recipes = RecipeRepository(pool: pool)
            for start in stride(from: 0, to: toSave.count, by: batchSize) {
                let end = min(start + batchSize, toSave.count)
                report.createdIDs += try await recipes.create(Array(toSave[start..<end]), in: household, author: author, on: tx)
                progress(WorkProgress(done: end, total: toSave.count))
            }
            let photos = PhotoRepository(pool: pool)
            for (id, photo) in zip(report.createdIDs, photosToSave) {
                if let photo { try await photos.set(photo, for: id, in: household, on: tx) }
            }
            return report
        }
    }

    /// The document's ingredients (with pictures) and skills (with categories), upserted in one round trip.
    private func saveCatalog(_ payload: ImportPayload, into household: UUID, on connection: Connection) async throws {
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
        guard !payload.ingredients.isEmpty || !payload.skills.isEmpty else { return }
        let ingredients = try JSONText(encoding: payload.ingredients.map {
            // Named as the catalog names ingredients, as a recipe's lines name them.
            IngredientRow(name: IngredientName.folded($0.name), imageType: $0.imageType, image: $0.image?.base64EncodedString())
        }, with: .graphPayload)
        let skills = try JSONText(encoding: payload.skills.map {
            SkillRow(name: $0.name.trimmed, category: $0.category.rawValue, arFileName: $0.arFileName)
        }, with: .graphPayload)
        try await connection.pipeline([
            """
            INSERT INTO ingredients (household_id, name, image, image_type)
            SELECT DISTINCT ON (lower(x.name)) \(household), x.name, decode(x.image, 'base64'), x.image_type
            FROM jsonb_to_recordset(\(ingredients)::jsonb) AS x(name text, image_type text, image text)
            ORDER BY lower(x.name)
            ON CONFLICT (household_id, lower(name)) DO UPDATE
                SET image = coalesce(EXCLUDED.image, ingredients.image), image_type = coalesce(EXCLUDED.image_type, ingredients.image_type)
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
