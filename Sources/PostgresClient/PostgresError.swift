/// What the server said about a failed command, field by field (libpq's PG_DIAG_* fields).
public struct ServerMessage: Sendable, Equatable, CustomStringConvertible {
    public var sqlState: String
    public var severity: String
    public var message: String
    public var detail: String?
    public var hint: String?
    public var constraint: String?
    public var table: String?
    public var column: String?

    public init(
        sqlState: String, severity: String = "ERROR", message: String, detail: String? = nil,
        hint: String? = nil, constraint: String? = nil, table: String? = nil, column: String? = nil
    ) {
        self.sqlState = sqlState
        self.severity = severity
        self.message = message
        self.detail = detail
        self.hint = hint
        self.constraint = constraint
        self.table = table
        self.column = column
    }

    public var description: String {
        var text = "\(message) (SQLSTATE \(sqlState))"
        if let detail { text += ": \(detail)" }
        return text
    }
}

/// Every failure the client reports. Constraint violations get their own cases so that callers
/// can turn "the database said no" into a message for a person.
public enum PostgresError: Error, Sendable, CustomStringConvertible {
    case uniqueViolation(constraint: String?, ServerMessage)
    case foreignKeyViolation(constraint: String?, ServerMessage)
    case checkViolation(constraint: String?, ServerMessage)
    case notNullViolation(column: String?, ServerMessage)
    /// A delete refused by a deny rule (SQLSTATE 23001, and by triggers that enforce one).
    case restrictViolation(constraint: String?, ServerMessage)
    case serializationFailure(ServerMessage)
    case deadlockDetected(ServerMessage)
    /// Any other error the server reported.
    case server(ServerMessage)
    /// The connection string cannot be parsed.
    case invalidConfiguration(String)
    /// The server could not be reached, or refused the login.
    case connectionFailed(String)
    /// An established connection broke (server restarted, network gone).
    case connectionLost(String)
    /// No connection became free within the pool's checkout timeout.
    case poolTimeout(waited: Duration, maxConnections: Int)
    /// So many tasks already waited for a connection that this one was refused at once.
    case poolBusy(maxWaiters: Int)
    /// The pool has been shut down.
    case poolClosed
    /// A value could not be sent (for example text holding a NUL byte, which PostgreSQL cannot store).
    case invalidParameter(String)
    /// A column could not be decoded into the requested Swift type.
    case decoding(column: String, expected: String, found: String)
    /// The server answered in a way the client did not expect.
    case protocolViolation(String)

    init(server message: ServerMessage) {
        switch message.sqlState {
        case "23505": self = .uniqueViolation(constraint: message.constraint, message)
        case "23503": self = .foreignKeyViolation(constraint: message.constraint, message)
        case "23514": self = .checkViolation(constraint: message.constraint, message)
        case "23502": self = .notNullViolation(column: message.column, message)
        case "23001": self = .restrictViolation(constraint: message.constraint, message)
        case "40001": self = .serializationFailure(message)
        case "40P01": self = .deadlockDetected(message)
        default: self = .server(message)
        }
    }

    /// The server's own report, when the error came from the server.
    public var serverMessage: ServerMessage? {
        switch self {
        case .uniqueViolation(_, let m), .foreignKeyViolation(_, let m), .checkViolation(_, let m),
             .notNullViolation(_, let m), .restrictViolation(_, let m):
            return m
        case .serializationFailure(let m), .deadlockDetected(let m), .server(let m):
            return m
        default:
            return nil
        }
    }

    public var sqlState: String? { serverMessage?.sqlState }
    public var constraint: String? { serverMessage?.constraint }

    public var description: String {
        switch self {
        case .invalidConfiguration(let text): return "invalid database configuration: \(text)"
        case .connectionFailed(let text): return "cannot connect to PostgreSQL: \(text)"
        case .connectionLost(let text): return "lost the connection to PostgreSQL: \(text)"
        case .poolTimeout(let waited, let max):
            return "no database connection became free within \(waited) (all \(max) in use)"
        case .poolBusy(let max): return "\(max) requests already wait for a database connection"
        case .poolClosed: return "the database connection pool has been shut down"
        case .invalidParameter(let text): return "invalid query parameter: \(text)"
        case .decoding(let column, let expected, let found):
            return "cannot decode column \"\(column)\" as \(expected): \(found)"
        case .protocolViolation(let text): return "unexpected answer from PostgreSQL: \(text)"
        default: return serverMessage.map(\.description) ?? "PostgreSQL error"
        }
    }
}
