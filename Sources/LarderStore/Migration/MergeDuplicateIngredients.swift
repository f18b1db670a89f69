import PostgresClient

/// Stage 2's Swift step: before ingredient names become unique per household (ignoring case
/// and surrounding spaces), merge each group of duplicates into its oldest member. Recipe lines
/// are repointed to the survivor, and a survivor without an image takes a duplicate's.
///
/// Frozen with stage 2: it names tables and columns as they were in V1, never today's types.
enum MergeDuplicateIngredients {
    @Sendable static func run(_ connection: Connection, _ progress: MigrationProgress) async throws {
        let found = try await connection.query("""
            CREATE TEMPORARY TABLE ingredient_merge ON COMMIT DROP AS
            SELECT household_id, id AS duplicate_id, survivor_id
            FROM (SELECT household_id, id,
                         first_value(id) OVER (PARTITION BY household_id, lower(btrim(name))
                                               ORDER BY created_at, id) AS survivor_id
                  FROM ingredients) ranked
            WHERE id <> survivor_id
            """)
        progress("found \(found.affectedRows) duplicate ingredient names")
        guard found.affectedRows > 0 else { return }
        let results = try await connection.pipeline([
            """
            UPDATE recipe_ingredients line SET ingredient_id = merge.survivor_id
            FROM ingredient_merge merge
            WHERE line.household_id = merge.household_id AND line.ingredient_id = merge.duplicate_id
            """,
            """
            UPDATE ingredients survivor SET image = duplicate.image, image_type = duplicate.image_type
            FROM (SELECT DISTINCT ON (merge.household_id, merge.survivor_id)
                         merge.household_id, merge.survivor_id, i.image, i.image_type
                  FROM ingredient_merge merge
                  JOIN ingredients i ON i.household_id = merge.household_id AND i.id = merge.duplicate_id
                  WHERE i.image IS NOT NULL
                  ORDER BY merge.household_id, merge.survivor_id, i.created_at, i.id) duplicate
            WHERE survivor.household_id = duplicate.household_id AND survivor.id = duplicate.survivor_id
              AND survivor.image IS NULL
            """,
            """
            DELETE FROM ingredients i USING ingredient_merge merge
            WHERE i.household_id = merge.household_id AND i.id = merge.duplicate_id
            """,
        ])
        progress("repointed \(results[0].affectedRows) recipe lines, kept \(results[1].affectedRows) images, removed \(results[2].affectedRows) duplicates")
    }
}
