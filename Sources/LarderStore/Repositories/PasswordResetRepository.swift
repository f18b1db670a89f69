import Foundation
import LarderModel
import PostgresClient

/// One-time password-reset links, for someone locked out of their account. An admin makes one
/// (admin page or `larder user reset-password`) and hands it over; it works once, within an
/// hour, and only a hash of its token is stored.
public struct PasswordResetRepository: Sendable {
    let pool: ConnectionPool

    public static let lifetime: Duration = .seconds(60 * 60)

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// A new link for the account with this email, replacing any unused one before it.
    /// `AccountError.notFound` when there is no such account.
    public func issue(forEmail email: String, by admin: UUID?) async throws -> (token: String, user: User, expiresAt: Date) {
        let token = SessionRepository.newToken()
        let rows = try await pool.query("""
            WITH target AS (
                SELECT \(AccountRepository.userColumns) FROM users WHERE lower(email) = lower(\(email.trimmed))),
            replaced AS (DELETE FROM password_resets WHERE user_id IN (SELECT id FROM target) AND used_at IS NULL),
            made AS (
                INSERT INTO password_resets (token_hash, user_id, created_by, expires_at)
                SELECT \(SessionRepository.hash(token)), id, \(admin), now() + make_interval(secs => \(Int(Self.lifetime.components.seconds)))
                FROM target
                RETURNING user_id, expires_at)
            SELECT t.*, m.expires_at FROM made m JOIN target t ON t.id = m.user_id
            """)
        guard let row = rows.first else { throw AccountError.notFound }
        let user = try AccountRepository.user(row)
        let expiresAt = try row.decode(Date.self, column: "expires_at")
        return (token, user, expiresAt)
    }

    /// The account a link would reset, while it is unused and unexpired.
    public func account(for token: String) async throws -> User? {
        let rows = try await pool.query("""
            SELECT u.id, u.email, u.display_name, u.is_admin, u.created_at, u.units, u.language
            FROM password_resets r JOIN users u ON u.id = r.user_id
            WHERE r.token_hash = \(SessionRepository.hash(token)) AND r.used_at IS NULL AND r.expires_at > now()
            """)
        return try rows.first.map(AccountRepository.user)
    }

    /// Uses the link: sets the new password, ends the account's sessions and forgets its failed
    /// logins, all in one statement. Nil (and nothing changed) when the link is used, expired or unknown.
    public func complete(_ token: String, passwordHash: String) async throws -> User? {
        let rows = try await pool.query("""
            WITH used AS (
                UPDATE password_resets SET used_at = now()
                WHERE token_hash = \(SessionRepository.hash(token)) AND used_at IS NULL AND expires_at > now()
                RETURNING user_id),
            account AS (
                UPDATE users u SET password_hash = \(passwordHash) FROM used WHERE u.id = used.user_id
                RETURNING u.id, u.email, u.display_name, u.is_admin, u.created_at, u.units, u.language),
            ended AS (DELETE FROM sessions s USING used WHERE s.user_id = used.user_id),
            forgiven AS (DELETE FROM login_failures f USING account a WHERE f.email_key = lower(a.email))
            SELECT * FROM account
            """)
        return try rows.first.map(AccountRepository.user)
    }
}
