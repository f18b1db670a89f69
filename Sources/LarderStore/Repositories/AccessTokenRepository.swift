import Foundation
import LarderModel
import PostgresClient

/// What a personal access token may do in its household.
public enum TokenScope: String, Sendable, Codable {
    case read
    /// Read, and change what the household's members may change.
    case readWrite = "read-write"
}

/// A personal access token as its owner sees it on the account page: never its secret.
public struct AccessToken: Sendable, Equatable {
    public var id: UUID
    public var household: UUID
    public var householdName: String
    public var name: String
    public var scope: TokenScope
    public var createdAt: Date
    /// nil: until revoked.
    public var expiresAt: Date?
    /// To the minute; nil until first used.
    public var lastUsedAt: Date?
}

/// Whom a token speaks for, once checked: its user, as a member of its household, and what it may do.
public struct TokenHolder: Sendable {
    public var token: UUID
    public var user: User
    public var membership: Membership
    public var scope: TokenScope
    /// Where the primary's log stood after the person's last write (`SessionRecord.lastWritePosition`).
    public var lastWritePosition: WALPosition?
}

/// Personal access tokens, by which apps and scripts use the JSON API as one member of one
/// household. As with sessions, the secret is shown once and only its SHA-256 is stored. A token
/// belongs to a membership (a foreign key with cascade), so a member who leaves or is removed
/// takes their tokens along at once.
public struct AccessTokenRepository: Sendable {
    let pool: ConnectionPool

    /// Secrets start with this, so that they are recognised where they should not be (a
    /// repository, a log) and told apart from a session's.
    public static let prefix = "larder_pat_"
    public static let nameRule = TextRule(minimum: 1, maximum: 100)
    public static let expiryDays = 1...3650

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// Makes a token for `user` in `household`, expiring after `expiresInDays` (never when nil),
    /// and returns its secret, which is not kept. Throws ValidationError (fields `name`,
    /// `expires`) for a name or expiry out of bounds, and `.notMember` when the user is not in
    /// the household.
    public func create(name: String, user: UUID, household: UUID, scope: TokenScope, expiresInDays: Int?) async throws -> (secret: String, token: AccessToken) {
        let name = name.trimmed
        var issues = Self.nameIssues(name)
        if let days = expiresInDays, !Self.expiryDays.contains(days) {
            issues.append(FieldIssue("expires", .tokenExpiry(minimumDays: Self.expiryDays.lowerBound, maximumDays: Self.expiryDays.upperBound)))
        }
        guard issues.isEmpty else { throw ValidationError(issues) }
        let secret = Self.prefix + SessionRepository.newToken()
        let rows = try await pool.query("""
            INSERT INTO access_tokens (household_id, user_id, name, scope, token_hash, expires_at)
            SELECT m.household_id, m.user_id, \(name), \(scope.rawValue), \(SessionRepository.hash(secret)),
                   now() + \(expiresInDays)::integer * interval '1 day'
            FROM memberships m JOIN households h ON h.id = m.household_id
            WHERE m.household_id = \(household) AND m.user_id = \(user) AND \(HouseholdRepository.notDeleted)
            RETURNING id, created_at, expires_at, (SELECT name FROM households WHERE id = \(household))
            """)
        guard let row = rows.first else { throw AccessTokenError.notMember }
        let (id, created, expires, householdName) = try row.decode(UUID.self, Date.self, Date?.self, String.self)
        return (secret, AccessToken(id: id, household: household, householdName: householdName, name: name, scope: scope,
                                    createdAt: created, expiresAt: expires, lastUsedAt: nil))
    }

    /// What is wrong with a token's name (trimmed), as field `name`: the page checks it with the rest of its form.
    public static func nameIssues(_ name: String) -> [FieldIssue] {
        nameRule.issues(name, field: "name", label: .name)
    }

    /// The user's tokens in every household, newest first; expired ones too, so that they can be
    /// seen and removed.
    public func list(for user: UUID) async throws -> [AccessToken] {
        try await pool.query("""
            SELECT t.id, t.household_id, h.name, t.name, t.scope, t.created_at, t.expires_at, t.last_used_at
            FROM access_tokens t JOIN households h ON h.id = t.household_id
            WHERE t.user_id = \(user) AND \(HouseholdRepository.notDeleted)
            ORDER BY t.created_at DESC, t.id
            """).decode(UUID.self, UUID.self, String.self, String.self, String.self, Date.self, Date?.self, Date?.self).map {
            AccessToken(id: $0.0, household: $0.1, householdName: $0.2, name: $0.3, scope: TokenScope(rawValue: $0.4) ?? .read,
                        createdAt: $0.5, expiresAt: $0.6, lastUsedAt: $0.7)
        }
    }

    /// Revokes one of the user's tokens: it stops working at once. Its name; nil when the user has no such token.
    @discardableResult
    public func revoke(_ token: UUID, of user: UUID) async throws -> String? {
        try await pool.query("DELETE FROM access_tokens WHERE id = \(token) AND user_id = \(user) RETURNING name").decode(String.self).first
    }

    /// Whether the token still works in its household: not revoked or expired, its member still
    /// a member (leaving takes the member's tokens), the household not being deleted. What an
    /// open event stream asks before each event.
    public func isLive(_ token: UUID, in household: UUID) async throws -> Bool {
        try await pool.query("""
            SELECT 1 FROM access_tokens t
            JOIN memberships m ON m.household_id = t.household_id AND m.user_id = t.user_id
            JOIN households h ON h.id = t.household_id AND \(HouseholdRepository.notDeleted)
            WHERE t.household_id = \(household) AND t.id = \(token) AND (t.expires_at IS NULL OR t.expires_at > now())
            """).count == 1
    }

    /// The holder of a secret, in one statement; nil for a secret that is unknown, revoked or
    /// expired, or whose household is being deleted. The use is recorded at most once a minute,
    /// so that a busy script does not write on every request.
    public func authenticate(_ secret: String) async throws -> TokenHolder? {
        guard secret.hasPrefix(Self.prefix), secret.utf8.count <= 100 else { return nil }
        // Repeatable, for every request's method: a read, and a touch of last_used_at that done
        // twice is done once.
        let rows = try await ConnectionPool.repeatable { try await pool.query("""
            WITH found AS (
                SELECT t.household_id, t.id, t.user_id, t.scope, t.last_used_at
                FROM access_tokens t JOIN households h ON h.id = t.household_id
                WHERE t.token_hash = \(SessionRepository.hash(secret)) AND (t.expires_at IS NULL OR t.expires_at > now())
                  AND \(HouseholdRepository.notDeleted)),
            touched AS (
                -- Only a use that is let in counts: a refused token's last use stays as it was.
                UPDATE access_tokens t SET last_used_at = date_trunc('minute', now())
                FROM found f
                WHERE t.household_id = f.household_id AND t.id = f.id
                  AND (f.last_used_at IS NULL OR f.last_used_at < date_trunc('minute', now()))
                RETURNING 1)
            SELECT f.id, f.scope, u.id, u.email, u.display_name, u.is_admin, u.created_at,
                   h.id, h.name, h.created_at, h.time_zone, m.role, m.joined_at, u.units, u.language,
                   u.last_write_position::text
            FROM found f
            JOIN users u ON u.id = f.user_id
            JOIN memberships m ON m.household_id = f.household_id AND m.user_id = f.user_id
            JOIN households h ON h.id = f.household_id
            """) }
        guard let row = rows.first else { return nil }
        let (token, scope, userID, email, displayName, isAdmin, userCreated, householdID, householdName, householdCreated, timeZone, role, joined) =
            try row.decode(UUID.self, String.self, UUID.self, String.self, String.self, Bool.self, Date.self,
                           UUID.self, String.self, Date.self, String.self, String.self, Date.self)
        return TokenHolder(
            token: token,
            user: User(id: userID, email: email, displayName: displayName, isAdmin: isAdmin, createdAt: userCreated,
                       units: UnitSystem(rawValue: try row.decode(String.self, column: "units")) ?? .written,
                       language: try row.decode(String?.self, column: "language").flatMap(Language.init(rawValue:))),
            membership: Membership(household: Household(id: householdID, name: householdName, createdAt: householdCreated, timeZone: timeZone),
                                   role: Role(rawValue: role) ?? .member, joinedAt: joined),
            scope: TokenScope(rawValue: scope) ?? .read,
            lastWritePosition: try row.decode(String?.self, column: "last_write_position").flatMap(WALPosition.init))
    }
}

public enum AccessTokenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The user is not a member of the household (or it is being deleted).
    case notMember

    public var description: String {
        switch self {
        case .notMember: return "a token is made only for a household its user belongs to"
        }
    }
}
