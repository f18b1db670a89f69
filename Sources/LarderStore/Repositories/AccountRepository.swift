import Foundation
import LarderModel
import PostgresClient

public enum AccountError: Error, Sendable, Equatable {
    case emailTaken
    case notFound
    /// The deny rule: the user is the last owner of households that still have other members.
    case lastOwner(households: [String])
    case invalid(ValidationError)
}

/// Who a person is to an identity service: a directory (`provider` "ldap", `subject` the
/// entry's DN) or an OpenID Connect provider (its issuer, and the person's `sub`).
public struct ExternalIdentity: Sendable, Equatable {
    public var provider: String
    public var subject: String

    public init(provider: String, subject: String) {
        self.provider = provider
        self.subject = subject
    }

    public static func directory(_ dn: String) -> ExternalIdentity { ExternalIdentity(provider: "ldap", subject: dn) }
}

/// People's accounts. Passwords arrive already hashed: hashing is the web layer's job.
public struct AccountRepository: Sendable {
    let pool: ConnectionPool

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// Creates an account; an email already in use (ignoring case) is `emailTaken`.
    public func create(_ registration: Registration, passwordHash: String, isAdmin: Bool = false) async throws -> User {
        do {
            try registration.validate()
        } catch {
            throw AccountError.invalid(error)
        }
        do {
            let row = try await pool.query("""
                INSERT INTO users (email, display_name, password_hash, is_admin)
                VALUES (\(registration.email), \(registration.displayName), \(passwordHash), \(isAdmin))
                RETURNING \(Self.userColumns)
                """)[0]
            return try Self.user(row)
        } catch PostgresError.uniqueViolation(let constraint, _) where constraint == "users_email_key" {
            throw AccountError.emailTaken
        }
    }

    /// At most this many accounts are made through the open registration form per hour, in the
    /// whole installation (every instance sees the same count): a script cannot fill the
    /// database with accounts. People with an invite are not held up.
    public static let registrationsPerHour = 20

    /// When the open registration form takes new accounts again, or nil when it does now.
    public func registrationsPausedUntil() async throws -> Date? {
        try await pool.query("""
            SELECT created_at + interval '1 hour' FROM users WHERE created_at > now() - interval '1 hour'
            ORDER BY created_at DESC OFFSET \(Self.registrationsPerHour - 1) LIMIT 1
            """).first?.decode(Date.self)
    }

    /// The account and its password hash, found by email ignoring case. An account that signs
    /// in through a directory or a provider may have no password.
    public func credentials(email: String) async throws -> (user: User, passwordHash: String?)? {
        let rows = try await pool.query("""
            SELECT \(Self.userColumns), password_hash FROM users WHERE lower(email) = lower(\(email.trimmed))
            """)
        guard let row = rows.first else { return nil }
        return (try Self.user(row), try row.decode(String?.self, column: "password_hash"))
    }

    public func user(_ id: UUID) async throws -> User? {
        let rows = try await pool.query("SELECT \(Self.userColumns) FROM users WHERE id = \(id)")
        return try rows.first.map(Self.user)
    }

    public func passwordHash(of id: UUID) async throws -> String? {
        // nil also for an account without a password (it signs in through a directory).
        guard let row = try await pool.query("SELECT password_hash FROM users WHERE id = \(id)").first else { return nil }
        return try row.decode(String?.self)
    }

    /// The account a person signs in to through an identity service (a directory or a
    /// provider), made on their first sign-in. An account linked to this identity before is
    /// found by it, whatever its email is now. Otherwise an account with the same email is
    /// linked when `linksByEmail` (the service vouches for the address), or else the email
    /// counts as taken. Linking ends the account's own password, sessions, API tokens and reset
    /// links: registration checks no address, so whoever registered it first keeps no way in.
    /// When the service says who is an admin (`isAdmin` not nil), the account follows it at
    /// every sign-in, both ways.
    public func signIn(through identity: ExternalIdentity, email: String, displayName: String, isAdmin: Bool?,
                       linksByEmail: Bool) async throws -> User {
        let displayName = String(displayName.trimmed.prefix(Registration.displayNameRule.maximum))
        if let issue = Registration.emailIssues(email.trimmed, field: "email").first {
            throw AccountError.invalid(ValidationError([issue]))
        }
        do {
            return try await signInOnce(through: identity, email: email.trimmed, displayName: displayName, isAdmin: isAdmin,
                                        linksByEmail: linksByEmail)
        } catch PostgresError.uniqueViolation {
            // Two first sign-ins at once: the other made the account or the link; this one finds it.
            return try await signInOnce(through: identity, email: email.trimmed, displayName: displayName, isAdmin: isAdmin,
                                        linksByEmail: linksByEmail)
        }
    }

    private func signInOnce(through identity: ExternalIdentity, email: String, displayName: String, isAdmin: Bool?,
                            linksByEmail: Bool) async throws -> User {
        try await pool.withConnection { connection in
            try await connection.withTransaction { tx in
                let columns = Self.userColumns
                var user = try await tx.query("""
                    SELECT \(columns) FROM users WHERE id = (SELECT user_id FROM user_identities
                                                            WHERE provider = \(identity.provider) AND subject = \(identity.subject))
                    """).first.map(Self.user)
                if user == nil, let existing = try await tx.query("""
                    SELECT \(columns) FROM users WHERE lower(email) = lower(\(email)) FOR UPDATE
                    """).first {
                    guard linksByEmail else { throw AccountError.emailTaken }
                    let linked = try Self.user(existing)
                    try await tx.pipeline([
                        "UPDATE users SET password_hash = NULL WHERE id = \(linked.id)",
                        "DELETE FROM sessions WHERE user_id = \(linked.id)",
                        "DELETE FROM access_tokens WHERE user_id = \(linked.id)",
                        "DELETE FROM password_resets WHERE user_id = \(linked.id)",
                    ])
                    user = linked
                }
                if user == nil {
                    user = try Self.user(try await tx.query("""
                        INSERT INTO users (email, display_name, password_hash, is_admin)
                        VALUES (\(email), \(displayName.isEmpty ? email : displayName), NULL, \(isAdmin ?? false))
                        RETURNING \(columns)
                        """)[0])
                }
                guard var found = user else { throw AccountError.notFound }
                try await tx.query("""
                    INSERT INTO user_identities (provider, subject, user_id) VALUES (\(identity.provider), \(identity.subject), \(found.id))
                    ON CONFLICT (provider, subject) DO NOTHING
                    """)
                if let isAdmin, isAdmin != found.isAdmin {
                    try await tx.query("UPDATE users SET is_admin = \(isAdmin) WHERE id = \(found.id)")
                    found.isAdmin = isAdmin
                }
                return found
            }
        }
    }

    /// Sets a new password and ends every session of the account, in one transaction.
    public func changePassword(of id: UUID, to passwordHash: String) async throws {
        try await pool.withConnection { connection in
            let results = try await connection.pipeline([
                "UPDATE users SET password_hash = \(passwordHash) WHERE id = \(id)",
                "DELETE FROM sessions WHERE user_id = \(id)",
            ])
            guard results[0].affectedRows == 1 else { throw AccountError.notFound }
        }
    }

    /// Deletes the account. Households it was the only member of go with it; recipes it wrote
    /// elsewhere stay, without an author. Refused while it is the last owner of a household
    /// that has other members.
    public func delete(_ id: UUID) async throws -> DeletionReport {
        try await pool.withConnection { connection in
            do {
                return try await connection.withTransaction { tx in
                    let alone = try await GraphDelete().delete("households", where: householdsAlone(in: id), on: tx)
                    let own = try await GraphDelete().delete("users", where: "r.id = \(id)", on: tx)
                    guard !own.removed.isEmpty else { throw AccountError.notFound }
                    return alone + own
                }
            } catch PostgresError.restrictViolation(let constraint, _) where constraint == "memberships_keep_an_owner" {
                throw AccountError.lastOwner(households: try await lastOwnedHouseholds(of: id, on: connection))
            }
        }
    }

    /// The households whose only member is `id`: they go with the account.
    func householdsAlone(in id: UUID) -> SQL {
        """
        r.id IN (SELECT m.household_id FROM memberships m WHERE m.user_id = \(id)
                 AND NOT EXISTS (SELECT 1 FROM memberships o WHERE o.household_id = m.household_id AND o.user_id <> \(id)))
        """
    }

    /// Households where `id` is the only owner and others remain: what blocks deleting the account.
    public func lastOwnedHouseholds(of id: UUID) async throws -> [String] {
        try await pool.withConnection { try await lastOwnedHouseholds(of: id, on: $0) }
    }

    func lastOwnedHouseholds(of id: UUID, on connection: Connection) async throws -> [String] {
        try await connection.query("""
            SELECT h.name FROM households h JOIN memberships m ON m.household_id = h.id AND m.user_id = \(id) AND m.role = 'owner'
            WHERE NOT EXISTS (SELECT 1 FROM memberships o WHERE o.household_id = h.id AND o.role = 'owner' AND o.user_id <> \(id))
              AND EXISTS (SELECT 1 FROM memberships o WHERE o.household_id = h.id AND o.user_id <> \(id))
            ORDER BY lower(h.name)
            """).decode(String.self)
    }

    /// Numbers for the admin page, in one statement.
    public func totals() async throws -> (households: Int, users: Int, recipes: Int) {
        let row = try await pool.query("""
            SELECT (SELECT count(*) FROM households h WHERE \(HouseholdRepository.notDeleted)), (SELECT count(*) FROM users),
                   (SELECT count(*) FROM recipes r WHERE NOT EXISTS (SELECT 1 FROM households h WHERE h.id = r.household_id AND NOT \(HouseholdRepository.notDeleted)))
            """)[0]
        let (households, users, recipes) = try row.decode(Int.self, Int.self, Int.self)
        return (households, users, recipes)
    }

    /// What `user(_:)` reads, in its order.
    static let userColumns: SQL = "id, email, display_name, is_admin, created_at, units, language"

    static func user(_ row: Row) throws -> User {
        let (id, email, name, isAdmin, created, units, language) = try row.decode(UUID.self, String.self, String.self, Bool.self, Date.self,
                                                                                String.self, String?.self)
        return User(id: id, email: email, displayName: name, isAdmin: isAdmin, createdAt: created, units: UnitSystem(rawValue: units) ?? .written,
                    language: language.flatMap(Language.init(rawValue:)))
    }

    /// Sets the language the person's pages are written in.
    public func setLanguage(_ language: Language, of id: UUID) async throws {
        try await pool.query("UPDATE users SET language = \(language.rawValue) WHERE id = \(id)")
    }

    /// Sets the units the person's pages show quantities in.
    public func setUnits(_ units: UnitSystem, of id: UUID) async throws {
        try await pool.query("UPDATE users SET units = \(units.rawValue) WHERE id = \(id)")
    }
}
