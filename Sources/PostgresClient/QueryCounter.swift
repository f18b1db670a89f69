import NIOConcurrencyHelpers

/// Counts statements and network round trips in a scope, so that query budgets can be tested.
///
/// A counter is installed for a task and its children with `QueryCounter.measure` (or
/// `withCounting`). Scopes nest: a statement is counted by every enclosing counter.
public final class QueryCounter: Sendable {
    @TaskLocal public static var current: QueryCounter?

    /// A statement as it was sent: its text with `$n` placeholders, and its parameters.
    public struct Statement: Sendable {
        public let text: String
        public let bindings: [PostgresBinding]

        public init(text: String, bindings: [PostgresBinding]) {
            self.text = text
            self.bindings = bindings
        }
    }

    private let parent: QueryCounter?
    private let keepsStatements: Bool
    private let counts = NIOLockedValueBox((statements: 0, roundTrips: 0, kept: [Statement]()))

    /// With `keepingStatements`, the counter also remembers what was sent (benchmarks replay it
    /// with pgbench); normally it only counts.
    public init(keepingStatements: Bool = false) {
        parent = QueryCounter.current
        keepsStatements = keepingStatements
    }

    /// Statements the server executed (prepares excluded).
    public var statements: Int { counts.withLockedValue { $0.statements } }
    /// Times the client waited for the server.
    public var roundTrips: Int { counts.withLockedValue { $0.roundTrips } }
    /// What was sent, when the counter keeps statements.
    public var keptStatements: [Statement] { counts.withLockedValue { $0.kept } }

    func record(_ sent: [Statement]) {
        counts.withLockedValue {
            $0.statements += sent.count
            $0.roundTrips += 1
            if keepsStatements { $0.kept += sent }
        }
        parent?.record(sent)
    }

    /// Runs `body` with this counter installed.
    public func withCounting<T>(_ body: () async throws -> T) async rethrows -> T {
        try await QueryCounter.$current.withValue(self) { try await body() }
    }

    /// Runs `body` and returns its result with what it cost.
    public static func measure<T>(_ body: () async throws -> T) async rethrows -> (T, QueryCounter) {
        let counter = QueryCounter()
        let result = try await counter.withCounting(body)
        return (result, counter)
    }
}
