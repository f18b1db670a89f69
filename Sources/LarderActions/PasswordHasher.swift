import HummingbirdBcrypt

/// bcrypt on threads of its own: hashing takes a quarter of a second by design, so it must
/// never hold up Swift's cooperative threads, nor the shared pool that reads static files and
/// resizes photos. A burst of logins waits in a bounded queue; past it, `Busy` (a 503 page)
/// rather than an ever longer wait for everyone.
public struct PasswordHasher: Sendable {
    public let cost: UInt8
    /// Checked against when an email has no account, so that an unknown email takes as long
    /// to refuse as a wrong password and cannot be told apart by timing.
    private let decoy: String

    /// How many hashes may be running or waiting at once, in the whole process.
    public static let maximumPending = 64
    /// Two threads: a two-core server keeps a core for everything else.
    private static let work = BlockingWork(threads: 2, maximumPending: maximumPending)

    public init(cost: UInt8) {
        self.cost = cost
        decoy = Bcrypt.hash("larder-decoy-password", cost: cost)
    }

    public func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await Self.work.run { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether `password` matches `hash`; with no hash, spends the same time and says no.
    public func verify(_ password: String, against hash: String?) async throws -> Bool {
        let decoy = decoy
        return try await Self.work.run {
            let matches = Bcrypt.verify(password, hash: hash ?? decoy)
            return hash != nil && matches
        }
    }
}
