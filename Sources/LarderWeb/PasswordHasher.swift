import HummingbirdBcrypt
import NIOPosix

/// bcrypt on NIO's blocking thread pool: hashing takes a quarter of a second by design, and
/// must never hold up Swift's cooperative threads.
public struct PasswordHasher: Sendable {
    public let cost: UInt8
    /// Checked against when an email has no account, so that an unknown email takes as long
    /// to refuse as a wrong password and cannot be told apart by timing.
    private let decoy: String

    public init(cost: UInt8) {
        self.cost = cost
        decoy = Bcrypt.hash("larder-decoy-password", cost: cost)
    }

    public func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether `password` matches `hash`; with no hash, spends the same time and says no.
    public func verify(_ password: String, against hash: String?) async throws -> Bool {
        let decoy = decoy
        return try await NIOThreadPool.singleton.runIfActive {
            let matches = Bcrypt.verify(password, hash: hash ?? decoy)
            return hash != nil && matches
        }
    }
}
