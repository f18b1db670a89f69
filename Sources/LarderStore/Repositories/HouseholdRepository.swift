import Crypto
import Foundation
import LarderModel
import PostgresClient

public enum HouseholdError: Error, Sendable, Equatable {
    /// No such household, or the person does not belong to it (the two look the same).
    case notFound
    /// The person's role does not allow this.
    case notAllowed
    /// The deny rule: the household would be left without an owner while others remain.
    case lastOwner
    /// The person is the only member: leaving would delete the household, which asks first.
    case lastMember
    case invalid(ValidationError)
}

/// What opening an invite link led to.
public enum InviteOutcome: Sendable, Equatable {
    case joined(Household)
    case alreadyMember(Household)
    case unusable(Invite.State, householdName: String)
    case notFound
}

/// Households, who belongs to them with which role, and invites.
/// Owner-only changes check the role in the same statement that makes them.
/// Something a household owns that has pages of its own: what a link names.
public enum HouseholdThing: Sendable, Equatable {
    case recipe(UUID)
    case ingredient(UUID)
    case skill(UUID)
    case tag(UUID)
    case importJob(UUID)
}

public struct HouseholdRepository: Sendable {
    let pool: ConnectionPool

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// Creates a household owned by `owner`, in one statement, living in `timeZone` (an IANA
    /// name; one this machine does not know is refused).
    public func create(named name: String, owner: UUID, timeZone: String = "UTC") async throws -> Household {
        let name = try validatedName(name)
        guard Household.isTimeZone(timeZone) else {
            throw HouseholdError.invalid(ValidationError([FieldIssue("time_zone", .chooseTimeZone)]))
        }
        let row = try await pool.query("""
            WITH created AS (INSERT INTO households (name, time_zone) VALUES (\(name), \(timeZone)) RETURNING id, name, created_at, time_zone),
            owned AS (INSERT INTO memberships (household_id, user_id, role) SELECT id, \(owner), 'owner' FROM created)
            SELECT id, name, created_at, time_zone FROM created
            """)[0]
        return try Self.household(row)
    }

    /// The condition that household row `h` has not been deleted: a deleted household, kept for
    /// undo, is out of every member's reach, as if it were gone.
    static let notDeleted: SQL = "h.deleted_at IS NULL"

    /// Whether the household exists (for the command line, which names households by id).
    public func exists(_ household: UUID) async throws -> Bool {
        try await !pool.query("SELECT 1 FROM households h WHERE h.id = \(household) AND \(Self.notDeleted)").isEmpty
    }

    /// Every household's id, oldest first: what `larder export --all` walks.
    public func allIDs() async throws -> [UUID] {
        try await pool.query("SELECT id FROM households h WHERE \(Self.notDeleted) ORDER BY created_at, id").decode(UUID.self)
    }

    /// The households a person belongs to, with their role, by name.
    public func memberships(of user: UUID) async throws -> [Membership] {
        let rows = try await pool.query("""
            SELECT h.id, h.name, h.created_at, h.time_zone, m.role, m.joined_at
            FROM memberships m JOIN households h ON h.id = m.household_id
            WHERE m.user_id = \(user) AND \(Self.notDeleted) ORDER BY lower(h.name), h.id
            """)
        return try rows.map(Self.membership)
    }

    /// Which of the person's households owns `thing`, or nil when none does (it is gone, or is
    /// a household's they are not in): what lets a link to another of their households open in it.
    public func household(owning thing: HouseholdThing, amongThoseOf user: UUID) async throws -> UUID? {
        let (table, id): (SQL, UUID) = switch thing {
        case .recipe(let id): ("recipes", id)
        case .ingredient(let id): ("ingredients", id)
        case .skill(let id): ("skills", id)
        case .tag(let id): ("tags", id)
        case .importJob(let id): ("import_jobs", id)
        }
        return try await pool.query("""
            SELECT t.household_id FROM \(table) t
            JOIN memberships m ON m.household_id = t.household_id AND m.user_id = \(user)
            JOIN households h ON h.id = t.household_id AND \(Self.notDeleted)
            WHERE t.id = \(id)
            """).decode(UUID.self).first
    }

    /// The person's membership of one household, or nil when they do not belong to it.
    public func membership(of user: UUID, in household: UUID) async throws -> Membership? {
        let rows = try await pool.query("""
            SELECT h.id, h.name, h.created_at, h.time_zone, m.role, m.joined_at
            FROM memberships m JOIN households h ON h.id = m.household_id
            WHERE m.user_id = \(user) AND m.household_id = \(household) AND \(Self.notDeleted)
            """)
        return try rows.first.map(Self.membership)
    }

    public func members(of household: UUID) async throws -> [Member] {
        let rows = try await pool.query("""
            SELECT u.id, u.display_name, u.email, m.role, m.joined_at
            FROM memberships m JOIN users u ON u.id = m.user_id
            WHERE m.household_id = \(household)
            ORDER BY m.role = 'owner' DESC, lower(u.display_name), u.id
            """)
        return try rows.map { row in
            let (id, name, email, role, joined) = try row.decode(UUID.self, String.self, String.self, String.self, Date.self)
            return Member(id: id, displayName: name, email: email, role: Role(rawValue: role) ?? .member, joinedAt: joined)
        }
    }

    public func rename(_ household: UUID, to name: String, by actor: UUID) async throws {
        let name = try validatedName(name)
        let updated = try await pool.query("""
            UPDATE households SET name = \(name)
            WHERE id = \(household) AND \(Self.owned(household, by: actor))
            """)
        if updated.affectedRows == 0 { throw try await refusal(actor, household) }
    }

    /// Sets where the household lives (an IANA time zone name); owners only.
    public func setTimeZone(_ timeZone: String, of household: UUID, by actor: UUID) async throws {
        guard Household.isTimeZone(timeZone) else {
            if try await membership(of: actor, in: household)?.role != .owner { throw try await refusal(actor, household) }
            throw HouseholdError.invalid(ValidationError([FieldIssue("time_zone", .chooseTimeZone)]))
        }
        let updated = try await pool.query("""
            UPDATE households SET time_zone = \(timeZone)
            WHERE id = \(household) AND \(Self.owned(household, by: actor))
            """)
        if updated.affectedRows == 0 { throw try await refusal(actor, household) }
    }

    /// Sets the day the household's weeks start on (1 Monday … 7 Sunday); owners only.
    public func setWeekStart(_ weekday: Int, of household: UUID, by actor: UUID) async throws {
        guard (1...7).contains(weekday) else {
            // Only an owner learns what was wrong with the value.
            if try await membership(of: actor, in: household)?.role != .owner { throw try await refusal(actor, household) }
            throw HouseholdError.invalid(ValidationError([FieldIssue("week_starts_on", .chooseWeekday)]))
        }
        let updated = try await pool.query("""
            UPDATE households SET week_starts_on = \(weekday)
            WHERE id = \(household) AND \(Self.owned(household, by: actor))
            """)
        if updated.affectedRows == 0 { throw try await refusal(actor, household) }
    }

    // MARK: - Invites

    /// Makes an invite link: single-use (`maxUses` 1), limited, or unlimited (nil) until it expires.
    /// The code is returned this once; only its hash is stored.
    public func createInvite(to household: UUID, by actor: UUID, maxUses: Int?, expiresIn: Duration) async throws -> (invite: Invite, code: String) {
        let code = Self.newCode()
        let seconds = Int(expiresIn.components.seconds)
        let rows = try await pool.query("""
            INSERT INTO invites (household_id, code_hash, created_by, max_uses, expires_at)
            SELECT \(household), \(SessionRepository.hash(code)), \(actor), \(maxUses), now() + make_interval(secs => \(seconds))
            WHERE \(Self.owned(household, by: actor))
            RETURNING household_id, id, created_by, max_uses, use_count, expires_at, revoked_at, created_at
            """)
        guard let row = rows.first else { throw try await refusal(actor, household) }
        return (try Self.invite(row), code)
    }

    /// The household's invites, newest first, usable or not (the page shows their state).
    public func invites(of household: UUID) async throws -> [Invite] {
        try await pool.query("""
            SELECT household_id, id, created_by, max_uses, use_count, expires_at, revoked_at, created_at
            FROM invites WHERE household_id = \(household) ORDER BY created_at DESC LIMIT 50
            """).map(Self.invite)
    }

    public func revokeInvite(_ invite: UUID, of household: UUID, by actor: UUID) async throws {
        let updated = try await pool.query("""
            UPDATE invites SET revoked_at = coalesce(revoked_at, now())
            WHERE household_id = \(household) AND id = \(invite)
              AND \(Self.owned(household, by: actor))
            """)
        if updated.affectedRows == 0 { throw try await refusal(actor, household) }
    }

    /// An invite and the name of its household, for the page its link opens.
    public func invite(code: String) async throws -> (invite: Invite, householdName: String)? {
        guard Self.couldBeCode(code) else { return nil }
        let rows = try await pool.query("""
            SELECT i.household_id, i.id, i.created_by, i.max_uses, i.use_count, i.expires_at, i.revoked_at, i.created_at,
                   h.name AS household_name
            FROM invites i JOIN households h ON h.id = i.household_id
            WHERE i.code_hash = \(SessionRepository.hash(code)) AND \(Self.notDeleted)
            """)
        guard let row = rows.first else { return nil }
        return (try Self.invite(row), try row.decode(String.self, column: "household_name"))
    }

    /// Joins `user` to the invite's household, using up one use, in one transaction that locks
    /// the invite so that two people cannot both take its last use.
    public func accept(code: String, by user: UUID) async throws -> InviteOutcome {
        guard Self.couldBeCode(code) else { return .notFound }
        return try await pool.withTransaction { tx in
            let rows = try await tx.query("""
                SELECT i.household_id, i.id, i.created_by, i.max_uses, i.use_count, i.expires_at, i.revoked_at, i.created_at,
                       h.name AS household_name, h.created_at AS household_created_at, h.time_zone,
                       EXISTS (SELECT 1 FROM memberships m WHERE m.household_id = i.household_id AND m.user_id = \(user)) AS is_member
                FROM invites i JOIN households h ON h.id = i.household_id
                WHERE i.code_hash = \(SessionRepository.hash(code)) AND \(Self.notDeleted) FOR UPDATE OF i
                """)
            guard let row = rows.first else { return .notFound }
            let invite = try Self.invite(row)
            let (name, created, timeZone, isMember) = try (
                row.decode(String.self, column: "household_name"), row.decode(Date.self, column: "household_created_at"),
                row.decode(String.self, column: "time_zone"), row.decode(Bool.self, column: "is_member"))
            let household = Household(id: invite.householdID, name: name, createdAt: created, timeZone: timeZone)
            if isMember { return .alreadyMember(household) }
            let state = invite.state(at: Date())
            guard state == .active else { return .unusable(state, householdName: name) }
            try await tx.pipeline([
                "UPDATE invites SET use_count = use_count + 1 WHERE household_id = \(invite.householdID) AND id = \(invite.id)",
                "INSERT INTO memberships (household_id, user_id, role, invite_id) VALUES (\(invite.householdID), \(user), 'member', \(invite.id))",
            ])
            return .joined(household)
        }
    }

    // MARK: - Membership changes

    /// Leaves a household. The last member cannot simply leave: that deletes the household, which
    /// is `delete`'s to do, after asking (`lastMember`); the last owner cannot leave while others
    /// remain (the deny rule).
    public func leave(_ household: UUID, user: UUID) async throws {
        do {
            let removed = try await pool.query("""
                DELETE FROM memberships m USING households h
                WHERE m.household_id = \(household) AND m.user_id = \(user) AND h.id = m.household_id AND \(Self.notDeleted)
                  AND EXISTS (SELECT 1 FROM memberships o WHERE o.household_id = \(household) AND o.user_id <> \(user))
                RETURNING 1
                """)
            if removed.isEmpty {
                guard try await membership(of: user, in: household) != nil else { throw HouseholdError.notFound }
                throw HouseholdError.lastMember
            }
        } catch PostgresError.restrictViolation {
            throw HouseholdError.lastOwner
        }
    }

    /// An owner removes someone else; they lose access at once. The invite they joined through
    /// is revoked with them, so a link for several people cannot bring them straight back.
    public func removeMember(_ member: UUID, from household: UUID, by actor: UUID) async throws {
        guard member != actor else { throw HouseholdError.notAllowed }
        do {
            let removed = try await pool.query("""
                WITH gone AS (
                    DELETE FROM memberships WHERE household_id = \(household) AND user_id = \(member)
                      AND \(Self.owned(household, by: actor))
                    RETURNING invite_id),
                revoked AS (
                    UPDATE invites i SET revoked_at = coalesce(i.revoked_at, now())
                    FROM gone WHERE i.household_id = \(household) AND i.id = gone.invite_id)
                SELECT count(*) FROM gone
                """)
            if try removed[0].decode(Int.self) == 0 { throw try await refusal(actor, household) }
        } catch PostgresError.restrictViolation {
            throw HouseholdError.lastOwner
        }
    }

    /// An owner makes someone an owner or a member (themselves included, while another owner remains).
    public func setRole(_ role: Role, of member: UUID, in household: UUID, by actor: UUID) async throws {
        do {
            let updated = try await pool.query("""
                UPDATE memberships SET role = \(role.rawValue)
                WHERE household_id = \(household) AND user_id = \(member)
                  AND \(Self.owned(household, by: actor))
                """)
            if updated.affectedRows == 0 { throw try await refusal(actor, household) }
        } catch PostgresError.restrictViolation {
            throw HouseholdError.lastOwner
        }
    }

    /// How long a deleted household can be brought back.
    public static let undoWindow: Duration = .seconds(7 * 24 * 60 * 60)

    /// Deletes the household and everything in it (owners only), returning what went with it.
    /// The household is kept whole for `keptFor`, out of reach, and `restore` brings it back;
    /// households whose window has passed are purged first.
    public func delete(_ household: UUID, by actor: UUID, keptFor: Duration = undoWindow) async throws -> DeletionReport {
        try await purgeExpired()
        return try await pool.withTransaction { tx in
            let report = try await GraphDelete().preview("households", where: "r.id = \(household)", on: tx)
            let deleted = try await tx.query("""
                UPDATE households h SET deleted_at = now(), deleted_by = \(actor),
                                        restorable_until = now() + make_interval(secs => \(Int(keptFor.components.seconds)))
                WHERE h.id = \(household) AND \(Self.notDeleted) AND \(Self.owned(household, by: actor))
                """)
            if deleted.affectedRows == 0 { throw try await refusal(actor, household) }
            return report
        }
    }

    /// Brings back a deleted household, as it was, for an owner of it; `notFound` when there is
    /// nothing to bring back (never deleted, restored already, purged, or not theirs).
    @discardableResult
    public func restore(_ household: UUID, by actor: UUID) async throws -> Household {
        let rows = try await pool.query("""
            UPDATE households h SET deleted_at = NULL, deleted_by = NULL, restorable_until = NULL
            WHERE h.id = \(household) AND h.restorable_until > now() AND \(Self.owned(household, by: actor))
            RETURNING id, name, created_at, time_zone
            """)
        guard let row = rows.first else { throw HouseholdError.notFound }
        return try Self.household(row)
    }

    /// The deleted households `user` owns that can still be brought back, most recent first.
    public func recentlyDeleted(ownedBy user: UUID) async throws -> [DeletedHousehold] {
        try await pool.query("""
            SELECT h.id, h.name, h.deleted_at, h.restorable_until, u.display_name
            FROM memberships m JOIN households h ON h.id = m.household_id LEFT JOIN users u ON u.id = h.deleted_by
            WHERE m.user_id = \(user) AND m.role = 'owner' AND h.restorable_until > now()
            ORDER BY h.deleted_at DESC
            """).decode(UUID.self, String.self, Date.self, Date.self, String?.self).map(DeletedHousehold.init)
    }

    /// Deletes for good the households whose undo window has passed; returns how many.
    @discardableResult
    public func purgeExpired() async throws -> Int {
        try await pool.query("DELETE FROM households WHERE restorable_until <= now()").affectedRows
    }

    /// What `user` leaving `household` takes along: their membership, and with it their
    /// favourites, ratings and access tokens there.
    public func leavePreview(_ household: UUID, user: UUID) async throws -> DeletionReport {
        try await pool.withConnection {
            try await GraphDelete().preview("memberships", where: "r.household_id = \(household) AND r.user_id = \(user)", on: $0)
        }
    }

    public func deletePreview(_ household: UUID) async throws -> DeletionReport {
        try await pool.withConnection { try await GraphDelete().preview("households", where: "r.id = \(household)", on: $0) }
    }

    // MARK: - Helpers

    /// The condition that `actor` is an owner of `household`. Owner-only changes put it in the
    /// statement that makes them, so a role changed a moment ago is never acted on.
    static func owned(_ household: UUID, by actor: UUID) -> SQL {
        "EXISTS (SELECT 1 FROM memberships WHERE household_id = \(household) AND user_id = \(actor) AND role = 'owner')"
    }

    /// Why an owner-only change matched nothing: not a member at all looks like a missing
    /// household, a member is not allowed, and for an owner the thing changed does not exist here.
    private func refusal(_ actor: UUID, _ household: UUID) async throws -> HouseholdError {
        try await membership(of: actor, in: household)?.role == .member ? .notAllowed : .notFound
    }

    private func validatedName(_ name: String) throws -> String {
        let name = name.trimmed
        let issues = Household.nameRule.issues(name, field: "name", label: .name)
        if !issues.isEmpty { throw HouseholdError.invalid(ValidationError(issues)) }
        return name
    }

    /// 128 random bits, URL-safe: an invite link cannot be guessed.
    static func newCode() -> String {
        Data(SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }).base64URLEncoded
    }

    /// Whether `newCode()` could have made `code`. Anything else (a mangled link, a NUL that
    /// PostgreSQL could not even take) is not looked up: no such invite exists.
    static func couldBeCode(_ code: String) -> Bool {
        (1...64).contains(code.utf8.count) && code.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    static func household(_ row: Row) throws -> Household {
        let (id, name, created, timeZone) = try row.decode(UUID.self, String.self, Date.self, String.self)
        return Household(id: id, name: name, createdAt: created, timeZone: timeZone)
    }

    static func membership(_ row: Row) throws -> Membership {
        let (id, name, created, timeZone, role, joined) = try row.decode(UUID.self, String.self, Date.self, String.self, String.self, Date.self)
        return Membership(household: Household(id: id, name: name, createdAt: created, timeZone: timeZone), role: Role(rawValue: role) ?? .member,
                          joinedAt: joined)
    }

    static func invite(_ row: Row) throws -> Invite {
        let (household, id, creator, maxUses, uses, expires, revoked, created) =
            try row.decode(UUID.self, UUID.self, UUID?.self, Int?.self, Int.self, Date.self, Date?.self, Date.self)
        return Invite(householdID: household, id: id, createdBy: creator, maxUses: maxUses, useCount: uses,
                      expiresAt: expires, revokedAt: revoked, createdAt: created)
    }
}

