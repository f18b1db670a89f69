import Foundation
import LarderModel
import PostgresClient

/// Exports a household, or some of its recipes, as Larder JSON or schema.org JSON-LD.
/// Recipes are read by keyset enumeration in batches, never all at once.
public struct RecipeExporter: Sendable {
    let pool: ConnectionPool

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    public enum Format: String, Sendable, CaseIterable {
        case larder
        case schemaOrg = "schema-org"
    }

    /// The whole household (`recipes` nil) or the given recipes, with the ingredients and
    /// skills they use (or all of the household's, for a whole export).
    public func export(_ household: UUID, recipes only: [UUID]? = nil, format: Format) async throws -> Data {
        let repository = RecipeRepository(pool: pool)
        var details: [RecipeDetail] = []
        if let only {
            details = try await repository.fetchDetails(
                FetchDescriptor(predicate: .ids(only), sortBy: [RecipeSort(.created)]), in: household).items
            guard details.count == Set(only).count else { throw RecipeError.notFound }
        } else {
            try await repository.enumerate(FetchDescriptor(sortBy: [RecipeSort(.created)]), in: household, batchSize: 500) {
                details += $0
            }
        }
        switch format {
        case .schemaOrg:
            return try SchemaOrgExport.jsonLD(details)
        case .larder:
            let name = try await pool.query("SELECT name FROM households WHERE id = \(household)").first?.decode(String.self)
            let usedIngredients = Set(details.flatMap { $0.steps.flatMap { $0.lines.compactMap { $0.ingredient?.id } } })
            let usedSkills = Set(details.flatMap { $0.steps.flatMap { $0.skills.map(\.id) } })
            let ingredients = try await pool.query("""
                SELECT id, name, image_type, image FROM ingredients WHERE household_id = \(household)
                """).decode(UUID.self, String.self, String?.self, Data?.self)
                .filter { only == nil || usedIngredients.contains($0.0) }
                .map { PortableIngredient(name: $0.1, imageType: $0.2, image: $0.3) }
            let skills = try await SkillRepository(pool: pool).list(in: household).entries.map(\.item)
                .filter { only == nil || usedSkills.contains($0.id) }
            let photos = try await PhotoRepository(pool: pool).pictures(of: details.filter { $0.photo != nil }.map(\.id), in: household)
            return try LarderDocument(exporting: details, photos: photos, ingredients: ingredients, skills: skills,
                                      household: only == nil ? name : nil).encoded()
        }
    }
}
