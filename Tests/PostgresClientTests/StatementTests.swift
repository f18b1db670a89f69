import Foundation
import PostgresClient
import Testing
import PostgresTestSupport

@Suite("Statements, errors and transactions")
struct StatementTests {
    @Test("a unique violation surfaces as the named error with its constraint")
    func uniqueViolation() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("CREATE TABLE herbs (name text CONSTRAINT herbs_name_key UNIQUE)")
            try await connection.query("INSERT INTO herbs VALUES (\("basil"))")
            await #expect {
                try await connection.query("INSERT INTO herbs VALUES (\("basil"))")
            } throws: { error in
                guard case PostgresError.uniqueViolation(let constraint, let message) = error else { return false }
                return constraint == "herbs_name_key" && message.sqlState == "23505" && message.detail?.contains("basil") == true
            }
        }
    }

    @Test("foreign-key, check and not-null violations have their own cases")
    func otherViolations() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.executeScript("""
                CREATE TABLE pots (id int PRIMARY KEY);
                CREATE TABLE lids (pot int CONSTRAINT lids_pot_fkey REFERENCES pots,
                                   size int NOT NULL CONSTRAINT lids_size_check CHECK (size > 0));
                """)
            await #expect {
                try await connection.query("INSERT INTO lids VALUES (\(1), \(10))")
            } throws: { error in
                if case PostgresError.foreignKeyViolation(let constraint, _) = error { return constraint == "lids_pot_fkey" }
                return false
            }
            await #expect {
                try await connection.query("INSERT INTO lids VALUES (\(Int?.none), \(-1))")
            } throws: { error in
                if case PostgresError.checkViolation(let constraint, _) = error { return constraint == "lids_size_check" }
                return false
            }
            await #expect {
                try await connection.query("INSERT INTO lids VALUES (\(Int?.none), \(Int?.none))")
            } throws: { error in
                if case PostgresError.notNullViolation(let column, _) = error { return column == "size" }
                return false
            }
            await #expect {
                try await connection.query("SELECT * FROM no_such_table")
            } throws: { error in
                (error as? PostgresError)?.sqlState == "42P01"
            }
        }
    }

    @Test("a deferred constraint that fails when a statement commits is reported as that constraint's violation")
    func deferredConstraintAtCommit() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.executeScript("""
                CREATE TABLE shelves (id int PRIMARY KEY);
                CREATE TABLE jars (shelf int CONSTRAINT jars_shelf_fkey REFERENCES shelves DEFERRABLE INITIALLY DEFERRED);
                """)
            // The statements succeed; the check runs at the implicit commit that ends the pipeline.
            for statements: [SQL] in [["INSERT INTO jars VALUES (\(1))"], ["INSERT INTO jars VALUES (\(2))", "SELECT 1"]] {
                await #expect {
                    try await connection.pipeline(statements)
                } throws: { error in
                    if case PostgresError.foreignKeyViolation(let constraint, _) = error { return constraint == "jars_shelf_fkey" }
                    return false
                }
            }
            #expect(try await connection.query("SELECT count(*) FROM jars")[0].decode(Int.self) == 0)
        }
    }

    @Test("a transaction whose body throws leaves nothing behind")
    func rollback() async throws {
        struct Spilled: Error {}
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("CREATE TABLE jars (label text)")
            await #expect(throws: Spilled.self) {
                try await connection.withTransaction { tx in
                    try await tx.query("INSERT INTO jars VALUES (\("jam"))")
                    throw Spilled()
                }
            }
            #expect(try await connection.query("SELECT count(*) FROM jars")[0].decode(Int.self) == 0)
            #expect(!connection.isInTransaction)
        }
    }

    @Test("a nested transaction is a savepoint: its failure undoes only its own part")
    func savepoints() async throws {
        struct Burnt: Error {}
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("CREATE TABLE jars (label text)")
            try await connection.withTransaction { outer in
                try await outer.query("INSERT INTO jars VALUES (\("jam"))")
                _ = try? await outer.withTransaction { inner in
                    try await inner.query("INSERT INTO jars VALUES (\("pickles"))")
                    throw Burnt()
                }
                try await outer.query("INSERT INTO jars VALUES (\("chutney"))")
            }
            let labels: [String] = try await connection.query("SELECT label FROM jars ORDER BY label").decode(String.self)
            #expect(labels == ["chutney", "jam"])
        }
    }

    @Test("a failed statement inside a transaction rolls the whole transaction back")
    func failureInsideTransaction() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("CREATE TABLE jars (label text UNIQUE)")
            await #expect(throws: PostgresError.self) {
                try await connection.withTransaction { tx in
                    try await tx.query("INSERT INTO jars VALUES (\("jam"))")
                    try await tx.query("INSERT INTO jars VALUES (\("jam"))")
                }
            }
            #expect(try await connection.query("SELECT count(*) FROM jars")[0].decode(Int.self) == 0)
            #expect(try await connection.query("SELECT 1")[0].decode(Int.self) == 1)
        }
    }

    @Test("a statement planned each time runs with its values, in a pipeline too, and is never prepared")
    func plannedEachTime() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let search: SQL = "SELECT count(*) FROM generate_series(1, 100) n WHERE n::text LIKE \("%7%")"
            for _ in 0..<7 {
                #expect(try await connection.query(search.plannedEachTime())[0].decode(Int.self) == 19)
            }
            let both = try await connection.pipeline([search.plannedEachTime(), search])
            let counts: [Int] = try both.map { try $0[0].decode(Int.self) }
            #expect(counts == [19, 19])
            // Only the ordinary run of the same text was prepared. (The pattern is spelt in two
            // halves so that this lookup, itself prepared, does not match itself.)
            let prepared = try await connection.query(
                "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE '%generate_' || 'series%'")
            #expect(try prepared[0].decode(Int.self) == 1)
            #expect(("SELECT 1" + search.plannedEachTime()).isPlannedEachTime)
        }
    }

    @Test("a pipeline is one round trip and all-or-nothing outside a transaction")
    func pipelines() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("CREATE TABLE jars (label text UNIQUE)")
            let (_, counter) = try await QueryCounter.measure {
                try await connection.pipeline([
                    "INSERT INTO jars VALUES (\("jam"))", "INSERT INTO jars VALUES (\("honey"))", "SELECT count(*) FROM jars",
                ])
            }
            #expect(counter.statements == 3)
            #expect(counter.roundTrips == 1)
            await #expect(throws: PostgresError.self) {
                try await connection.pipeline(["INSERT INTO jars VALUES (\("marmalade"))", "INSERT INTO jars VALUES (\("jam"))"])
            }
            let labels: [String] = try await connection.query("SELECT label FROM jars ORDER BY label").decode(String.self)
            #expect(labels == ["honey", "jam"])
        }
    }

    @Test("a statement is prepared once per connection and reused")
    func preparedOnce() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            for value in 1...5 {
                #expect(try await connection.query("SELECT \(value) + 1")[0].decode(Int.self) == value + 1)
            }
            let prepared = try await connection.query("SELECT count(*) FROM pg_prepared_statements WHERE statement = 'SELECT $1 + 1'")
            #expect(try prepared[0].decode(Int.self) == 1)
        }
    }

    @Test("an unparsable connection string and an unreachable server each give one clear error")
    func connectionErrors() async throws {
        #expect(throws: PostgresError.self) { try ConnectionConfiguration("host=localhost port") }
        #expect {
            try ConnectionConfiguration("postgresql://[bad")
        } throws: { error in
            if case PostgresError.invalidConfiguration(let text) = error { return !text.isEmpty && !text.contains("\n") }
            return false
        }
        let nowhere = try ConnectionConfiguration("host=/nonexistent-larder-socket-dir dbname=x connect_timeout=2")
        await #expect {
            _ = try await Connection.connect(nowhere)
        } throws: { error in
            if case PostgresError.connectionFailed(let text) = error { return text.contains("nonexistent") && !text.contains("\n") }
            return false
        }
    }
}
