import EmbeddedPostgres
import Foundation
import PostgresClient

/// Where a database server is and how to log in to it, safe to print (the password is hidden).
public struct DatabaseAddress: Sendable, CustomStringConvertible {
    let configuration: ConnectionConfiguration

    init(_ configuration: ConnectionConfiguration) {
        self.configuration = configuration
    }

    /// A libpq URI (`postgresql://user@host/db`) or key=value string, checked now.
    public init(url: String) throws {
        do {
            configuration = try ConnectionConfiguration(url)
        } catch PostgresError.invalidConfiguration(let reason) {
            throw StoreError.invalidDatabaseURL(reason)
        }
    }

    public var description: String { configuration.description }
}

/// The database a command works on: the server `DATABASE_URL` names, otherwise Larder's
/// embedded cluster, a private PostgreSQL under `./.larder` (`LARDER_DATA_DIR` overrides).
public enum DatabaseLocation: Sendable {
    case external(DatabaseAddress)
    case embedded(EmbeddedCluster)

    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> DatabaseLocation {
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            return .external(try DatabaseAddress(url: url))
        }
        let folder = environment["LARDER_DATA_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? ".larder"
        return .embedded(try EmbeddedCluster(directory: URL(fileURLWithPath: folder), options: embeddedOptions))
    }

    /// The owner role and database of the embedded cluster; `larder.conf` holds its settings.
    static let embeddedOptions = EmbeddedCluster.Options(role: "larder", database: "larder", settingsFile: "larder.conf")

    public var isEmbedded: Bool {
        if case .embedded = self { return true }
        return false
    }

    /// Runs `body` with the database available. An embedded cluster is started first and
    /// stopped afterwards, whatever happens, unless another larder process already runs it.
    public func withAvailable<T>(_ body: (DatabaseAddress) async throws -> T) async throws -> T {
        switch self {
        case .external(let address):
            return try await body(address)
        case .embedded(let cluster):
            let started = try await cluster.start()
            do {
                let result = try await body(DatabaseAddress(try cluster.configuration))
                if started { try await cluster.stop() }
                return result
            } catch {
                if started { try? await cluster.stop() }
                throw error
            }
        }
    }
}
