import Foundation
import PostgresClient

/// The mail Larder sends, kept in `outgoing_mail` from the request that asks for it until an
/// instance has sent it. Any number of instances send from it: each claims one due mail at a
/// time with `FOR UPDATE SKIP LOCKED`, so two never claim the same one, and the claim is
/// committed before the mail server is called, so no transaction waits on it.
public struct MailOutbox: Sendable {
    let pool: ConnectionPool

    public enum Kind: String, Sendable {
        case invite
        case passwordReset = "password_reset"
    }

    /// How a sender retries: `firstDelay` after the first failure, doubling to at most an hour,
    /// for `attempts` tries in all; `claim` is how long a claimed mail is left to its sender
    /// before another instance may take it (a sender that died mid-send).
    public struct RetryPolicy: Sendable {
        public var firstDelay: Duration = .seconds(30)
        public var attempts = 8
        public var claim: Duration = .seconds(90)
        public init() {}
    }

    /// One mail, as `larder mail list` shows it.
    public struct Mail: Sendable, Equatable {
        public let id: UUID
        public let kind: String
        public let recipient: String
        public let subject: String
        public let createdAt: Date
        public let attempts: Int
        public let nextAttemptAt: Date
        public let lastError: String?
        public let sentAt: Date?
        public let failedAt: Date?
    }

    public enum Outcome: Sendable, Equatable {
        /// Nothing was due.
        case idle
        case sent(Mail)
        /// It failed, and will be tried again at `nextAttemptAt`.
        case willRetry(Mail)
        /// It failed its last try, and waits for the admin.
        case failed(Mail)
    }

    /// The mail a sender is handed: where to, and the message as the server receives it.
    public struct Delivery: Sendable {
        public let recipient: String
        public let message: String
    }

    init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// Adds a mail to send. Sent by whichever instance claims it first.
    @discardableResult
    public func enqueue(_ kind: Kind, to recipient: String, subject: String, message: String) async throws -> UUID {
        try await pool.query("""
            INSERT INTO outgoing_mail (kind, recipient, subject, message) VALUES (\(kind.rawValue), \(recipient), \(subject), \(message))
            RETURNING id
            """).decode(UUID.self)[0]
    }

    static let columns: SQL = "id, kind, recipient, subject, created_at, attempts, next_attempt_at, last_error, sent_at, failed_at"

    static func mail(_ row: Row) throws -> Mail {
        Mail(id: try row.decode(UUID.self, column: "id"), kind: try row.decode(String.self, column: "kind"),
             recipient: try row.decode(String.self, column: "recipient"), subject: try row.decode(String.self, column: "subject"),
             createdAt: try row.decode(Date.self, column: "created_at"), attempts: try row.decode(Int.self, column: "attempts"),
             nextAttemptAt: try row.decode(Date.self, column: "next_attempt_at"),
             lastError: try row.decode(String?.self, column: "last_error"), sentAt: try row.decode(Date?.self, column: "sent_at"),
             failedAt: try row.decode(Date?.self, column: "failed_at"))
    }

    /// Claims the mail due longest, hands it to `deliver`, and records what came of it. The try
    /// is counted as the mail is claimed, so a mail whose sending kills its instance is not tried
    /// for ever.
    public func sendOnce(policy: RetryPolicy, _ deliver: @Sendable (Delivery) async throws -> Void) async throws -> Outcome {
        let claimSeconds = Double(policy.claim.components.seconds)
        let rows = try await pool.query("""
            UPDATE outgoing_mail SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => \(claimSeconds))
            WHERE id = (SELECT id FROM outgoing_mail
                        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                        ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING \(Self.columns), message
            """)
        guard let row = rows.first else { return .idle }
        let claimed = try Self.mail(row)
        let delivery = Delivery(recipient: claimed.recipient, message: try row.decode(String.self, column: "message"))
        do {
            try await deliver(delivery)
        } catch {
            let gaveUp = claimed.attempts >= policy.attempts
            // 30 s, 1 min, 2 min … doubling, never more than an hour apart.
            let delay = min(Double(policy.firstDelay.components.seconds) * pow(2, Double(claimed.attempts - 1)), 3600)
            let failed = try await pool.query("""
                UPDATE outgoing_mail SET last_error = \(String(describing: error).prefix(1000).description),
                    failed_at = CASE WHEN \(gaveUp) THEN now() END,
                    next_attempt_at = now() + make_interval(secs => \(delay))
                WHERE id = \(claimed.id)
                RETURNING \(Self.columns)
                """)
            let mail = try Self.mail(failed[0])
            return gaveUp ? .failed(mail) : .willRetry(mail)
        }
        // The message is cleared once sent: it may hold a link that signs its reader in.
        let sent = try await pool.query("""
            UPDATE outgoing_mail SET sent_at = now(), message = NULL, last_error = NULL WHERE id = \(claimed.id)
            RETURNING \(Self.columns)
            """)
        return .sent(try Self.mail(sent[0]))
    }

    /// Mail not yet sent: waiting for its next try, or given up on (`failedOnly`).
    public func unsent(failedOnly: Bool = false) async throws -> [Mail] {
        try await pool.query("""
            SELECT \(Self.columns) FROM outgoing_mail
            WHERE sent_at IS NULL AND (failed_at IS NOT NULL OR NOT \(failedOnly))
            ORDER BY created_at, id
            """).map(Self.mail)
    }

    /// Sends mail given up on again from now, with its tries counted afresh: all of it, or one.
    /// How many mails were put back.
    public func retry(_ id: UUID? = nil) async throws -> Int {
        try await pool.query("""
            UPDATE outgoing_mail SET failed_at = NULL, attempts = 0, next_attempt_at = now()
            WHERE failed_at IS NOT NULL AND sent_at IS NULL AND (\(id)::uuid IS NULL OR id = \(id))
            RETURNING id
            """).count
    }

    /// Forgets mail sent or given up on over 30 days ago. How many went.
    public func purgeOld() async throws -> Int {
        try await pool.query("""
            DELETE FROM outgoing_mail WHERE coalesce(sent_at, failed_at) < now() - interval '30 days' RETURNING id
            """).count
    }
}
