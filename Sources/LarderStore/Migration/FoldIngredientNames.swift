import Foundation
import LarderModel
import PostgresClient

/// Stage 20's Swift step: folds every ingredient's name as the catalog now names ingredients
/// (`IngredientName.folded`: "Large Eggs" → "Egg") and records, in temporary table
/// `ingredient_fold`, each ingredient whose name changes or that merges into another of the
/// same folded name (its household's oldest). The stage's SQL file then merges and renames.
///
/// It names tables and columns as they are in V19. The folding is the model's: a database that
/// reaches this stage later folds as Larder does then.
enum FoldIngredientNames {
    @Sendable static func run(_ connection: Connection, _ progress: MigrationProgress) async throws {
        try await connection.query("""
            CREATE TEMPORARY TABLE ingredient_fold (household_id uuid, id uuid, survivor_id uuid, folded text) ON COMMIT DROP
            """)
        let ingredients = try await connection.query("""
            SELECT household_id, id, name FROM ingredients ORDER BY household_id, created_at, id
            """).decode(UUID.self, UUID.self, String.self)
        struct Fold: Encodable {
            var household_id: UUID
            var id: UUID
            var survivor_id: UUID
            var folded: String
        }
        var survivors: [String: (id: UUID, folded: String)] = [:]
        var folds: [Fold] = []
        for (household, id, name) in ingredients {
            let folded = IngredientName.folded(name)
            let key = household.uuidString + "|" + folded.lowercased()
            if let survivor = survivors[key] {
                folds.append(Fold(household_id: household, id: id, survivor_id: survivor.id, folded: survivor.folded))
            } else {
                survivors[key] = (id, folded)
                if folded != name { folds.append(Fold(household_id: household, id: id, survivor_id: id, folded: folded)) }
            }
        }
        for batch in stride(from: 0, to: folds.count, by: 5000) {
            let payload = try JSONText(encoding: Array(folds[batch..<min(batch + 5000, folds.count)]), with: JSONEncoder())
            try await connection.query("""
                INSERT INTO ingredient_fold SELECT * FROM jsonb_to_recordset(\(payload)::jsonb)
                    AS x(household_id uuid, id uuid, survivor_id uuid, folded text)
                """)
        }
        let merged = folds.filter { $0.id != $0.survivor_id }.count
        progress("folded \(ingredients.count) ingredient names: \(folds.count - merged) renamed, \(merged) merged into another")
    }
}
