import LarderStore
import LarderTestSupport
import PostgresClient
import PostgresTestSupport
import Testing

/// Deleting a row that others point at (a user, a household, a recipe) makes PostgreSQL find
/// the rows to cascade or nullify; without an index leading with the foreign key's columns it
/// reads the whole table for each deleted row.
@Suite("Foreign keys have indexes")
struct ForeignKeyIndexTests {
    @Test("every foreign key is covered by an index that leads with its columns (a partial index only where its key is not null)")
    func everyForeignKeyIsIndexed() async throws {
        try await TestDatabase.withMigrated { database in
            let pool = database.makePool(maxConnections: 1)
            defer { pool.shutDown() }
            let uncovered = try await pool.query("""
                SELECT c.conrelid::regclass::text || '.' || c.conname
                FROM pg_constraint c
                WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
                  AND NOT EXISTS (
                      SELECT 1 FROM pg_index i
                      WHERE i.indrelid = c.conrelid AND i.indnkeyatts >= cardinality(c.conkey)
                        AND (SELECT array_agg(k ORDER BY k) FROM unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) k)
                            = (SELECT array_agg(k ORDER BY k) FROM unnest(c.conkey) k)
                        AND (i.indpred IS NULL OR pg_get_expr(i.indpred, i.indrelid) ~ ' IS NOT NULL\\)?$'))
                ORDER BY 1
                """).decode(String.self)
            #expect(uncovered.isEmpty, "foreign keys without an index leading with their columns: \(uncovered)")
            // The check can fail: a foreign key on an unindexed column is found.
            try await pool.query("CREATE TABLE unindexed_child (user_id uuid REFERENCES users (id))")
            let found = try await pool.query("""
                SELECT count(*) FROM pg_constraint c WHERE c.conrelid = 'unindexed_child'::regclass AND c.contype = 'f'
                  AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid)
                """)[0].decode(Int.self)
            #expect(found == 1)
        }
    }
}
