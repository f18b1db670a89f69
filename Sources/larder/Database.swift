import Foundation
import LarderStore
import PostgresClient

/// The database a command works on: `DATABASE_URL` when set, otherwise the embedded cluster.
enum Database {
    case external(ConnectionConfiguration)
    case embedded(EmbeddedCluster)

    static func fromEnvironment() throws -> Database {
        let environment = ProcessInfo.processInfo.environment
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            do {
                return .external(try ConnectionConfiguration(url))
            } catch let error as PostgresError {
                guard case .invalidConfiguration(let reason) = error else { throw error }
                throw CommandFailure("DATABASE_URL is not a valid connection string: \(reason)")
            }
        }
        let folder = environment["LARDER_DATA_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? ".larder"
        return .embedded(try EmbeddedCluster(directory: URL(fileURLWithPath: folder)))
    }

    var isEmbedded: Bool {
        if case .embedded = self { return true }
        return false
    }

    /// Runs `body` with the database available; an embedded cluster is started first and
    /// stopped afterwards, whatever happens, unless another larder process already runs it.
    func withAvailable<T>(_ body: (ConnectionConfiguration) async throws -> T) async throws -> T {
        switch self {
        case .external(let configuration):
            return try await body(configuration)
        case .embedded(let cluster):
            let started = try await cluster.start()
            do {
                let result = try await body(try cluster.configuration)
                if started { try await cluster.stop() }
                return result
            } catch {
                if started { try? await cluster.stop() }
                throw error
            }
        }
    }

    /// Opens one connection, turning a failure into a message that says which server failed.
    static func connect(_ configuration: ConnectionConfiguration) async throws -> Connection {
        do {
            return try await Connection.connect(configuration)
        } catch PostgresError.connectionFailed(let reason) {
            throw CommandFailure("cannot connect to PostgreSQL (\(configuration)): \(reason)")
        }
    }
}

/// A failure reported as one line, without a stack trace.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
