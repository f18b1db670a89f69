import Foundation
import LarderExchange
import LarderModel
import PostgresClient

/// Exports a household, or some of its recipes, as Larder JSON or schema.org JSON-LD. The
/// document is written in pieces as the recipes are read, a batch at a time by keyset, so an
/// export holds one batch in memory however many recipes the household has.
public struct RecipeExporter: Sendable {
    let pool: ConnectionPool
    /// Recipes read per statement: a batch of cookbook recipes is a few megabytes of JSON, decoded
    /// and encoded again, and the export holds about one batch at a time.
    static let batchSize = 100

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    public enum Format: String, Sendable, CaseIterable {
        case larder
        case schemaOrg = "schema-org"
    }

    /// Writes the whole household (`recipes` nil) or the given recipes, with the ingredients
    /// and skills they use (or all of the household's, for a whole export), handing `write`
    /// each piece as it is ready. A household's schema.org export is always an array; one
    /// chosen recipe is an object. Fails with `RecipeError.notFound` when a chosen recipe is
    /// not the household's.
    public func export(_ household: UUID, recipes only: [UUID]? = nil, format: Format,
                       to write: (Data) async throws -> Void) async throws {
        switch (format, only) {
        case (.schemaOrg, let only?) where only.count == 1:
            guard let recipe = try await RecipeRepository(pool: pool).detail(only[0], in: household) else { throw RecipeError.notFound }
            try await write(SchemaOrgExport.jsonLD([recipe]))
        case (.schemaOrg, _):
            var array = SchemaOrgExport.ArrayPieces()
            try await write(SchemaOrgExport.ArrayPieces.head)
            try await walk(household, only: only) { try await write(array.elements($0)) }
            try await write(array.end)
        case (.larder, _):
            var pieces = try LarderDocument.Pieces(around: try await frame(household, only: only))
            try await write(pieces.head)
            let photos = PhotoRepository(pool: pool)
            let revisions = RevisionRepository(pool: pool, recipes: RecipeRepository(pool: pool))
            try await walk(household, only: only) { batch in
                let pictures = try await photos.pictures(of: batch.filter { $0.photo != nil }.map(\.id), in: household)
                // Each recipe carries its history, read with its batch: the export still holds one batch at a time.
                let history = try await revisions.documentVersions(of: batch.map(\.id), in: household)
                try await write(try pieces.elements(batch.map {
                    LarderDocument.Recipe(exporting: $0, photo: pictures[$0.id], history: history[$0.id])
                }))
            }
            try await write(pieces.tail)
        }
    }

    /// The whole document at once, for a few recipes and for tests.
    public func export(_ household: UUID, recipes only: [UUID]? = nil, format: Format) async throws -> Data {
        var document = Data()
        try await export(household, recipes: only, format: format) { document += $0 }
        return document
    }

    /// Everything in a Larder document but its recipes: the household's name for a whole
    /// export, and the ingredients and skills (all of them, or those the chosen recipes use).
    private func frame(_ household: UUID, only: [UUID]?) async throws -> LarderDocument {
        let used: SQL = only.map { """
            AND id IN (SELECT l.ingredient_id FROM recipe_ingredients l
                       JOIN recipe_steps s ON s.household_id = l.household_id AND s.id = l.step_id
                       WHERE s.household_id = \(household) AND s.recipe_id = ANY(\($0)))
            """ } ?? ""
        let ingredients = try await pool.query("""
            SELECT name, image_type, image FROM ingredients WHERE household_id = \(household) \(used)
            """).decode(String.self, String?.self, Data?.self)
            .map { PortableIngredient(name: $0.0, imageType: $0.1, image: $0.2) }
        var usedSkills: Set<UUID>?
        if let only {
            usedSkills = Set(try await pool.query("""
                SELECT ss.skill_id FROM step_skills ss
                JOIN recipe_steps s ON s.household_id = ss.household_id AND s.id = ss.step_id
                WHERE s.household_id = \(household) AND s.recipe_id = ANY(\(only))
                """).decode(UUID.self))
        }
        let skills = try await SkillRepository(pool: pool).list(in: household).entries.map(\.item)
            .filter { usedSkills?.contains($0.id) ?? true }
        let name = only == nil ? try await pool.query("SELECT name FROM households WHERE id = \(household)").first?.decode(String.self) : nil
        var frame = LarderDocument(exporting: [], ingredients: ingredients, skills: skills, household: name)
        // A whole household's export is its backup: the rest of its life goes too.
        if only == nil { frame.life = try await pool.withConnection { try await HouseholdLife.read(household, on: $0) } }
        return frame
    }

    /// Hands over the recipes in the document's order, a batch at a time. They are read in
    /// creation order along the household's index, so each batch continues where the last one
    /// stopped; the document then orders recipes made within one millisecond by name, so the
    /// last millisecond of a batch waits for the next batch, which may hold more of it.
    private func walk(_ household: UUID, only: [UUID]?, _ body: ([RecipeDetail]) async throws -> Void) async throws {
        var waiting: [RecipeDetail] = []
        var found = 0
        let descriptor = FetchDescriptor(predicate: only.map { .ids($0) }, sortBy: [RecipeSort(.created)])
        try await RecipeRepository(pool: pool).enumerate(descriptor, in: household, batchSize: Self.batchSize) { batch in
            found += batch.count
            waiting += batch
            let lastMillisecond = ISODate.milliseconds(waiting[waiting.count - 1].createdAt)
            let ready = waiting.prefix { ISODate.milliseconds($0.createdAt) < lastMillisecond }.count
            guard ready > 0 else { return }
            try await body(waiting[..<ready].sorted(by: LarderDocument.precedesInDocument))
            waiting.removeFirst(ready)
        }
        if !waiting.isEmpty { try await body(waiting.sorted(by: LarderDocument.precedesInDocument)) }
        if let only, found != Set(only).count { throw RecipeError.notFound }
    }
}
