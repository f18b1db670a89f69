import EmbeddedPostgres
import Foundation
import PostgresClient
import Testing

/// A private PostgreSQL cluster, as `make run` and the test runs use one: made in its folder,
/// served on a socket there alone, adopted when already running, stopped with its data kept.
@Suite("The embedded cluster")
struct EmbeddedClusterTests {
    @Test("a new cluster serves its folder's socket alone, owned by a role that is no superuser; a running one is adopted; stopped and started again, it keeps its rows")
    func lifecycle() async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("pg-embedded-\(UUID().uuidString.prefix(8))")
        let cluster = try EmbeddedCluster(directory: directory, options: .throwaway(role: "cook", database: "kitchen"))
        defer { cluster.stopImmediatelyAndRemoveBlocking() }
        #expect(try await cluster.start(), "this call started the server")
        #expect(try await cluster.isRunning())

        let connection = try await Connection.connect(try cluster.configuration)
        let (user, database, superuser, createsDatabases) = try await connection.query("""
            SELECT current_user::text, current_database()::text, rolsuper, rolcreatedb FROM pg_roles WHERE rolname = current_user
            """)[0].decode(String.self, String.self, Bool.self, Bool.self)
        #expect(user == "cook" && database == "kitchen")
        #expect(!superuser && createsDatabases, "migrations must work without a superuser")
        #expect(try await connection.query("SHOW listen_addresses")[0].decode(String.self) == "", "no TCP port is opened")
        #expect(try await connection.query("SELECT inet_server_addr() IS NULL")[0].decode(Bool.self), "connected through a Unix socket")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".s.PGSQL.5432").path), "the socket is in the folder")
        #expect(try await connection.query("SHOW fsync")[0].decode(String.self) == "off", "the throwaway settings are applied")
        try await connection.query("CREATE TABLE pantry (item text)")
        try await connection.query("INSERT INTO pantry VALUES ('flour')")
        connection.close()

        // Another process's view of the same folder: the server runs already, and is not its to stop.
        let again = try EmbeddedCluster(directory: directory, options: .throwaway(role: "cook", database: "kitchen"))
        #expect(try await again.start() == false)

        try await cluster.stop()
        #expect(try await cluster.isRunning() == false)
        await #expect(throws: PostgresError.self) { try await Connection.connect(try cluster.configuration).close() }
        #expect(try await cluster.start())
        let reopened = try await Connection.connect(try cluster.configuration)
        defer { reopened.close() }
        #expect(try await reopened.query("SELECT item FROM pantry").decode(String.self) == ["flour"])
    }

    @Test("a folder whose socket path is longer than Unix sockets allow is refused at once, naming the setting to change")
    func socketPathTooLong() {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(String(repeating: "d", count: 100))
        #expect {
            try EmbeddedCluster(directory: directory, options: .throwaway(role: "cook", database: "kitchen"))
        } throws: { error in
            guard case EmbeddedClusterError.socketPathTooLong = error else { return false }
            return "\(error)".contains("LARDER_DATA_DIR")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path), "nothing is made")
    }
}
