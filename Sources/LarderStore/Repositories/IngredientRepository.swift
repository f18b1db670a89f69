import Foundation
import LarderModel
import PostgresClient

/// A household's ingredients: unique by name ignoring case, created or found by upsert.
public struct IngredientRepository: Sendable {
    let pool: ConnectionPool
    /// Where the reads that may be a moment stale go.
    let reads: ReadRouter

    /// `reads`: the replicas for reads that may be a moment stale; without it, the primary answers all.
    public init(pool: ConnectionPool, reads: ReadRouter? = nil) {
        self.pool = pool
        self.reads = reads ?? ReadRouter(primary: pool)
    }

    /// Creates the ingredient, or returns the one of that name (ignoring case), updated with
    /// the picture when one is given (made by `PhotoRepository.prepareIngredientPicture`):
    /// "Flour" then "flour" is one row, and so are "eggs" and "egg", since names are folded as
    /// the catalog names them.
    public func upsert(named name: String, picture: Data? = nil, in household: UUID) async throws -> Ingredient {
        let name = try validatedName(name)
        let row = try await pool.query("""
            INSERT INTO ingredients (household_id, name, image, image_type, image_checked)
            VALUES (\(household), \(name), \(picture), \(picture == nil ? nil : "image/webp"), \(picture != nil))
            ON CONFLICT (household_id, lower(name)) DO UPDATE
                SET image = coalesce(EXCLUDED.image, ingredients.image),
                    image_type = coalesce(EXCLUDED.image_type, ingredients.image_type),
                    image_checked = CASE WHEN EXCLUDED.image IS NULL THEN ingredients.image_checked ELSE true END
            RETURNING id, name, image_type
            """)[0]
        let (id, storedName, imageType) = try row.decode(UUID.self, String.self, String?.self)
        return Ingredient(id: id, name: storedName, imageType: imageType)
    }

    /// A page of ingredients by name, each with the number of recipe lines naming it (kept by
    /// triggers, so no line is counted here); optionally those whose name contains `search`.
    public func list(in household: UUID, matching search: String? = nil, limit: Int? = nil, offset: Int = 0, from source: ReadSource = .primary) async throws -> CatalogPage<Ingredient> {
        let filter: SQL = search.map { "AND \(RecipePredicate.fold("i.name", contains: $0))" } ?? ""
        let rows = try await reads.query("""
            SELECT i.id, i.name, i.image_type, i.use_count, i.aisle, i.density::text, count(*) OVER () AS total
            FROM ingredients i
            WHERE i.household_id = \(household) \(filter)
            ORDER BY lower(i.name), i.id \(limit.map { "LIMIT \($0)" as SQL } ?? "") OFFSET \(offset)
            """, from: source)
        return CatalogPage(entries: try rows.map { row in
            let (id, name, imageType, uses, aisle, density) = try row.decode(UUID.self, String.self, String?.self, Int.self, String.self, String?.self)
            return CatalogEntry(item: Ingredient(id: id, name: name, imageType: imageType, aisle: aisle,
                                                 density: density.flatMap { Decimal(numeric: $0) }),
                                useCount: uses)
        }, total: try rows.first?.decode(Int.self, column: "total") ?? 0)
    }

    /// An ingredient's name, if the household has it.
    public func name(of id: UUID, in household: UUID) async throws -> String? {
        try await pool.query("SELECT name FROM ingredients WHERE household_id = \(household) AND id = \(id)").first?.decode(String.self)
    }

    /// The ingredient's picture, if it has one, as it is stored: `isChecked` is false for one
    /// stored before pictures went through the photo path (stage 26), to be prepared before it
    /// is served.
    public func image(of id: UUID, in household: UUID) async throws -> (data: Data, type: String, isChecked: Bool)? {
        let rows = try await pool.query("""
            SELECT image, image_type, image_checked FROM ingredients
            WHERE household_id = \(household) AND id = \(id) AND image IS NOT NULL
            """)
        guard let row = rows.first else { return nil }
        let (data, type, isChecked) = try row.decode(Data.self, String.self, Bool.self)
        return (data, type, isChecked)
    }

    public func rename(_ id: UUID, to name: String, in household: UUID) async throws {
        let name = try validatedName(name)
        do {
            let updated = try await pool.query("UPDATE ingredients SET name = \(name) WHERE household_id = \(household) AND id = \(id)")
            guard updated.affectedRows == 1 else { throw CatalogError.notFound }
        } catch PostgresError.uniqueViolation {
            let existing = try await pool.query(
                "SELECT id FROM ingredients WHERE household_id = \(household) AND lower(name) = lower(\(name))")
            throw CatalogError.nameTaken(existing: try existing.first?.decode(UUID.self) ?? id)
        }
    }

    /// Sets the aisle the shopping list files the ingredient under ("" for none). An aisle the
    /// household has already, in any case ("dairy", "Dairy"), is kept as it is spelled there.
    public func setAisle(_ aisle: String, of id: UUID, in household: UUID) async throws {
        let aisle = aisle.trimmed
        let issues = Ingredient.aisleRule.issues(aisle, field: "aisle", label: .aisle)
        if !issues.isEmpty { throw CatalogError.invalid(ValidationError(issues)) }
        let updated = try await pool.query("""
            UPDATE ingredients SET aisle = coalesce(
                (SELECT o.aisle FROM ingredients o WHERE o.household_id = \(household) AND o.id <> \(id) AND lower(o.aisle) = lower(\(aisle))
                 ORDER BY o.created_at LIMIT 1), \(aisle))
            WHERE household_id = \(household) AND id = \(id)
            """)
        guard updated.affectedRows == 1 else { throw CatalogError.notFound }
    }

    /// Sets the ingredient's density in grams per millilitre, as typed ("" for none).
    public func setDensity(_ text: String, of id: UUID, in household: UUID) async throws {
        guard let density = Ingredient.density(from: text) else {
            throw CatalogError.invalid(ValidationError([FieldIssue("density", .density)]))
        }
        let updated = try await pool.query("""
            UPDATE ingredients SET density = \(density.map { "\($0)" })::numeric WHERE household_id = \(household) AND id = \(id)
            """)
        guard updated.affectedRows == 1 else { throw CatalogError.notFound }
    }

    /// The household's aisles, each once whatever its case, for the aisle field to suggest.
    public func aisles(in household: UUID) async throws -> [String] {
        try await pool.query("""
            SELECT min(aisle) FROM ingredients WHERE household_id = \(household) AND aisle <> ''
            GROUP BY lower(aisle) ORDER BY lower(min(aisle)) LIMIT 200
            """).decode(String.self)
    }

    /// Sets or replaces the picture with one made by `PhotoRepository.prepareIngredientPicture`.
    public func setImage(_ picture: Data, of id: UUID, in household: UUID) async throws {
        let updated = try await pool.query("""
            UPDATE ingredients SET image = \(picture), image_type = 'image/webp', image_checked = true
            WHERE household_id = \(household) AND id = \(id)
            """)
        guard updated.affectedRows == 1 else { throw CatalogError.notFound }
    }

    /// Removes the picture: one stored before the checks that is no picture by them.
    public func removeImage(of id: UUID, in household: UUID) async throws {
        try await pool.query("""
            UPDATE ingredients SET image = NULL, image_type = NULL, image_checked = false WHERE household_id = \(household) AND id = \(id)
            """)
    }

    /// Deletes the ingredient; the recipe lines that used it stay and keep their own text.
    public func delete(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await GraphDelete().one("ingredients", id: id, in: household, deleting: true, pool: pool, notFound: CatalogError.notFound)
    }

    public func deletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await GraphDelete().one("ingredients", id: id, in: household, deleting: false, pool: pool, notFound: CatalogError.notFound)
    }

    /// The name trimmed and folded as the catalog names ingredients ("Large eggs" → "egg").
    private func validatedName(_ name: String) throws -> String {
        let name = IngredientName.folded(name)
        let issues = Ingredient.nameRule.issues(name, field: "name", label: .name)
        if !issues.isEmpty { throw CatalogError.invalid(ValidationError(issues)) }
        return name
    }
}
