import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import PostgresTestSupport
import Testing

/// The router's own rules, on one server. What a real replica changes (a delayed one, one that
/// lags, one that is down) is told by `Tests/ops/replicas.py`, against streaming replication.
@Suite("Reads routed to replicas")
struct ReadRoutingTests {
    @Test("a log position reads and prints as PostgreSQL writes it, and orders by where it is in the log")
    func positions() throws {
        let position = try #require(WALPosition("16/B374D848"))
        #expect(position.value == 0x16_B374_D848)
        #expect(position.description == "16/B374D848")
        #expect(WALPosition("0/0")?.value == 0)
        #expect(try #require(WALPosition("1/0")) > #require(WALPosition("0/FFFFFFFF")))
        for text in ["", "16", "16/", "/1", "G/1", "1/100000000", "1/2/3"] {
            #expect(WALPosition(text) == nil, "\(text)")
        }
    }

    @Test("a 'replica' that is not in recovery serves nothing: its reads go to the primary, which says so in the figures")
    func serverNotInRecoveryIsSkipped() async throws {
        try await Kitchen.open { kitchen in
            let router = ReadRouter(primary: kitchen.pool, replicas: [kitchen.database.configuration])
            defer { router.shutDown() }
            let watching = Task { await router.watchReplicas() }
            defer { watching.cancel() }
            try await kitchen.save(RecipeDraft(name: "Soup"))
            // The watcher's first check has been made once the replica's state names a lag or a position.
            let deadline = ContinuousClock.now + .seconds(10)
            while router.statistics.replicas.first?.lag == nil && router.statistics.replicas.first?.replayed == nil
                    && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            let recipes = RecipeRepository(pool: kitchen.pool, reads: router)
            let listed = try await recipes.fetch(FetchDescriptor(), in: kitchen.home.id, from: .replica)
            #expect(listed.items.map(\.name) == ["Soup"])
            let figures = router.statistics
            #expect(figures.readsFromPrimary == 1 && figures.readsFromReplicas == 0)
            #expect(figures.replicas.map(\.isUp) == [false], "a primary is never taken for a replica: it may be on another timeline")
        }
    }

    @Test("with replicas, a request that may write keeps where the log stood with its person; one that only reads does not; without replicas nothing is kept")
    func writesAreKeptWithThePerson() async throws {
        try await Kitchen.open { kitchen in
            let sessions = SessionRepository(pool: kitchen.pool)
            let token = try await sessions.create(user: kitchen.cook.id, household: kitchen.home.id)
            func kept() async throws -> WALPosition? { try await sessions.lookup(token)?.lastWritePosition }

            let withoutReplicas = ReadRouter(primary: kitchen.pool)
            try await withoutReplicas.serving(kitchen.cook.id, lastWrite: nil, mayWrite: true) { try await kitchen.save(RecipeDraft(name: "Bread")) }
            #expect(try await kept() == nil)

            let router = ReadRouter(primary: kitchen.pool, replicas: [kitchen.database.configuration])
            defer { router.shutDown() }
            try await router.serving(kitchen.cook.id, lastWrite: nil, mayWrite: false) { _ = try await kitchen.detail(UUID()) }
            #expect(try await kept() == nil)
            try await router.serving(kitchen.cook.id, lastWrite: nil, mayWrite: true) { try await kitchen.save(RecipeDraft(name: "Jam")) }
            let first = try #require(try await kept())
            let now = try #require(WALPosition(try await kitchen.pool.query("SELECT pg_current_wal_insert_lsn()::text")[0].decode(String.self)))
            #expect(first <= now)
            // The request's reads carry the person's position, for the router to compare.
            let carried = try await router.serving(kitchen.cook.id, lastWrite: first, mayWrite: false) { ReadRouter.requiredPosition }
            #expect(carried == first)
            try await router.serving(kitchen.cook.id, lastWrite: first, mayWrite: true) { try await kitchen.save(RecipeDraft(name: "Pie")) }
            #expect(try #require(try await kept()) > first, "a later write moves the position on")
        }
    }
}
