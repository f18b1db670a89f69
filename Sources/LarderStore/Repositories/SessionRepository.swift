import Crypto
import Foundation
import LarderModel
import PostgresClient

/// A browser's session as a request sees it: who (if anyone) is logged in, their households,
/// the one they are looking at, and the CSRF token tied to the session.
public struct SessionRecord: Sendable {
    public var user: User
    public var households: [Membership]
    public var activeHousehold: Membership?
    public var csrfToken: String
    public var expiresAt: Date
    /// Where the primary's log stood after the person's last write: their reads wait for a
    /// replica to replay that far (`ReadRouter`). nil when they never wrote with replicas in use.
    public var lastWritePosition: WALPosition?
}

/// Sessions stored in PostgreSQL, so app servers keep no state. The browser holds a random
/// token; the table holds only its SHA-256, so a leaked table opens no session.
public struct SessionRepository: Sendable {
    let pool: ConnectionPool
    /// How long a session lasts at most, however often it is used (then: log in again).
    public var lifetime: Duration
    /// How long a session survives without a visit: a phone left logged in and lost stops
    /// working long before the absolute lifetime.
    public var idleTimeout: Duration

    public static let defaultLifetime: Duration = .seconds(30 * 24 * 3600)
    public static let defaultIdleTimeout: Duration = .seconds(14 * 24 * 3600)

    public init(pool: ConnectionPool, lifetime: Duration = SessionRepository.defaultLifetime,
                idleTimeout: Duration = SessionRepository.defaultIdleTimeout) {
        self.pool = pool
        self.lifetime = lifetime
        self.idleTimeout = idleTimeout
    }

    /// Starts a session for `user` and returns the token for the cookie.
    public func create(user: UUID, household: UUID? = nil) async throws -> String {
        let token = Self.newToken()
        try await pool.query(insert(token: token, user: user, household: household))
        return token
    }

    /// Replaces the session a browser had (if any) with a new one for `user`: the id changes at
    /// login, so a token planted before login is worthless after it. One round trip.
    /// `idToken`: the provider's ID token when the person signed in through one, for its logout.
    public func rotate(_ old: String?, toUser user: UUID, household: UUID?, idToken: String? = nil) async throws -> String {
        let token = Self.newToken()
        try await pool.withConnection { connection in
            try await connection.pipeline([
                """
                DELETE FROM sessions WHERE token_hash = \(Self.hash(old ?? "")) OR expires_at < now()
                    OR last_seen_at < now() - make_interval(secs => \(Int(idleTimeout.components.seconds)))
                """,
                insert(token: token, user: user, household: household, idToken: idToken),
            ])
        }
        return token
    }

    private func insert(token: String, user: UUID, household: UUID?, idToken: String? = nil) -> SQL {
        """
        INSERT INTO sessions (token_hash, user_id, household_id, csrf_token, expires_at, id_token)
        VALUES (\(Self.hash(token)), \(user), \(household), \(Self.newToken()), now() + make_interval(secs => \(lifetimeSeconds)), \(idToken))
        """
    }

    /// The session, with its user and their households, in one statement: one that is past its
    /// lifetime or has gone unused for the idle timeout is no session. It also records the
    /// visit, at most every five minutes so that reading a page rarely writes.
    ///
    /// It runs before every page, so it comes back as plain columns read by position: a row per
    /// household the person belongs to (one with empty household columns when none), rather
    /// than the households as JSON, which cost more to read than the rest of the lookup.
    public func lookup(_ token: String) async throws -> SessionRecord? {
        let hash = Self.hash(token)
        let idle = Int(idleTimeout.components.seconds)
        // Repeatable, for every request's method: a read, and a touch of last_seen_at that done
        // twice is done once.
        let rows = try await ConnectionPool.repeatable { try await pool.query("""
            WITH found AS (
                SELECT user_id, household_id, csrf_token, expires_at FROM sessions
                WHERE token_hash = \(hash) AND expires_at > now() AND last_seen_at > now() - make_interval(secs => \(idle))),
            touched AS (
                UPDATE sessions SET last_seen_at = now()
                WHERE token_hash = \(hash) AND expires_at > now() AND last_seen_at < now() - interval '5 minutes'
                  AND last_seen_at > now() - make_interval(secs => \(idle))
                RETURNING 1)
            SELECT f.csrf_token, f.expires_at, f.household_id, u.id, u.email, u.display_name, u.is_admin, u.created_at, u.units, u.language,
                   h.id, h.name, h.created_at, h.time_zone, m.role, m.joined_at, u.last_write_position::text
            FROM found f JOIN users u ON u.id = f.user_id
            LEFT JOIN (memberships m JOIN households h ON h.id = m.household_id AND \(HouseholdRepository.notDeleted)) ON m.user_id = u.id
            ORDER BY lower(h.name), h.id
            """) }
        guard let first = rows.first else { return nil }
        let (csrf, expires, chosen, userID, email, displayName, isAdmin, createdAt, units, language) = try first.decode(
            String.self, Date.self, UUID?.self, UUID.self, String.self, String.self, Bool.self, Date.self, String.self, String?.self)
        let user = User(id: userID, email: email, displayName: displayName, isAdmin: isAdmin, createdAt: createdAt,
                        units: UnitSystem(rawValue: units) ?? .written, language: language.flatMap(Language.init(rawValue:)))
        let households: [Membership] = try rows.compactMap { row in
            guard let household = try row.decode(UUID?.self, at: 10) else { return nil }
            return Membership(
                household: Household(id: household, name: try row.decode(String.self, at: 11), createdAt: try row.decode(Date.self, at: 12),
                                     timeZone: try row.decode(String.self, at: 13)),
                role: Role(rawValue: try row.decode(String.self, at: 14)) ?? .member, joinedAt: try row.decode(Date.self, at: 15))
        }
        return SessionRecord(
            user: user, households: households,
            activeHousehold: households.first { $0.household.id == chosen } ?? households.first,
            csrfToken: csrf, expiresAt: expires, lastWritePosition: try first.decode(String?.self, at: 16).flatMap(WALPosition.init))
    }

    /// Whether the session is still live and its person still a member of `household`: what an
    /// open event stream asks before each event.
    public func isLive(_ token: String, memberOf household: UUID) async throws -> Bool {
        let idle = Int(idleTimeout.components.seconds)
        return try await pool.query("""
            SELECT 1 FROM sessions s
            JOIN memberships m ON m.user_id = s.user_id AND m.household_id = \(household)
            JOIN households h ON h.id = m.household_id AND \(HouseholdRepository.notDeleted)
            WHERE s.token_hash = \(Self.hash(token)) AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => \(idle))
            """).count == 1
    }

    /// Switches the household the session looks at (the caller has checked membership).
    public func setHousehold(_ household: UUID, for token: String) async throws {
        try await pool.query("UPDATE sessions SET household_id = \(household) WHERE token_hash = \(Self.hash(token))")
    }

    /// Logs out: the token stops working at once.
    /// Ends the session; returns the provider's ID token it was signed in with, if any, so
    /// that the provider's session can end too.
    @discardableResult
    public func end(_ token: String) async throws -> String? {
        try await pool.query("DELETE FROM sessions WHERE token_hash = \(Self.hash(token)) RETURNING id_token").first?.decode(String?.self) ?? nil
    }

    // MARK: - Sign-in through a provider

    /// How long a person may take at the provider before coming back.
    public static let signInAttemptLifetime = 600

    /// Records a sign-in leaving for the provider from the browser holding `browser` (a
    /// cookie's secret); returns the state to send with it.
    public func beginSignIn(browser: String, nonce: String, codeVerifier: String, next: String?) async throws -> String {
        let state = Self.newToken()
        // Attempts never finished go as new ones come, as old sessions do at login.
        try await pool.query("""
            WITH abandoned AS (DELETE FROM sign_in_attempts WHERE expires_at < now())
            INSERT INTO sign_in_attempts (state_hash, browser_hash, nonce, code_verifier, next, expires_at)
            VALUES (\(Self.hash(state)), \(Self.hash(browser)), \(nonce), \(codeVerifier), \(next),
                    now() + make_interval(secs => \(Self.signInAttemptLifetime)))
            """)
        return state
    }

    /// The sign-in the provider's callback names by its state, taken so that it cannot be used
    /// again; nil when unknown, used, expired, or begun in another browser than `browser`'s.
    public func takeSignIn(state: String, browser: String) async throws -> (nonce: String, codeVerifier: String, next: String?)? {
        guard let row = try await pool.query("""
            DELETE FROM sign_in_attempts WHERE state_hash = \(Self.hash(state))
            RETURNING nonce, code_verifier, next, expires_at > now() AND browser_hash = \(Self.hash(browser)) AS usable
            """).first else { return nil }
        let (nonce, verifier, next, usable) = try row.decode(String.self, String.self, String?.self, Bool.self)
        return usable ? (nonce, verifier, next) : nil
    }

    private var lifetimeSeconds: Int { Int(lifetime.components.seconds) }

    /// 256 random bits, URL-safe.
    static func newToken() -> String {
        Data(SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) }).base64URLEncoded
    }

    static func hash(_ token: String) -> Data {
        Data(SHA256.hash(data: Data(token.utf8)))
    }
}
