import Foundation
import LarderModel
import LarderStore
import UUIDText

/// What people do to their households: make one and open it, rename it, set its zone and week,
/// invite and join, change who is in it and as what, leave it, delete it and bring it back. The
/// household's pages are its door. An owner's action by a member is `HouseholdError.notAllowed`;
/// one that would leave a household with others in it but no owner, `HouseholdError.lastOwner`.
public struct HouseholdActions: Sendable {
    let households: HouseholdRepository
    let sessions: SessionRepository
    let inviteMails: ClientThrottle

    public init(households: HouseholdRepository, sessions: SessionRepository, inviteMails: ClientThrottle) {
        (self.households, self.sessions, self.inviteMails) = (households, sessions, inviteMails)
    }

    // MARK: - Which household a session shows

    /// Makes a household owned by `owner`, in `timeZone` (UTC when that is no zone), and opens
    /// it in `session`. `HouseholdError.invalid` for its name.
    public func create(named name: String, owner: UUID, timeZone: String, openingIn session: String?) async throws -> Household {
        let household = try await households.create(named: name, owner: owner, timeZone: Household.isTimeZone(timeZone) ? timeZone : "UTC")
        try await open(household.id, in: session)
        return household
    }

    /// Opens one of the person's households in their session, when there is one: the pages show
    /// it from now on.
    public func open(_ household: UUID, in session: String?) async throws {
        if let session { try await sessions.setHousehold(household, for: session) }
    }

    /// Whether the session still lasts and its person is still a member of the household: asked
    /// by a page that follows the household's changes, before each one.
    public func isLive(_ session: String, memberOf household: UUID) async throws -> Bool {
        try await sessions.isLive(session, memberOf: household)
    }

    /// Which of the person's households holds `thing`; nil when none of theirs does.
    public func household(owning thing: HouseholdThing, amongThoseOf user: UUID) async throws -> UUID? {
        try await households.household(owning: thing, amongThoseOf: user)
    }

    // MARK: - The household itself

    public func members(of household: UUID) async throws -> [Member] { try await households.members(of: household) }

    public func rename(_ household: UUID, to name: String, by user: UUID) async throws {
        try await households.rename(household, to: name, by: user)
    }

    /// `HouseholdError.invalid` for a zone this machine does not know.
    public func setTimeZone(_ zone: String, of household: UUID, by user: UUID) async throws {
        try await households.setTimeZone(zone, of: household, by: user)
    }

    /// The day its weeks start on, 1 (Monday) to 7.
    public func setWeekStart(_ weekday: Int, of household: UUID, by user: UUID) async throws {
        try await households.setWeekStart(weekday, of: household, by: user)
    }

    // MARK: - Invites

    public func invites(of household: UUID) async throws -> [Invite] { try await households.invites(of: household) }

    /// The invite a code names, with its household's name; nil for a code that names none (one
    /// that could be no code, too long or of other characters, is not looked up).
    public func invite(code: String) async throws -> (invite: Invite, householdName: String)? {
        try await households.invite(code: code)
    }

    /// Makes an invite link, and gives its code, which is kept nowhere. One that is to be mailed
    /// is counted first: a household sends at most 20 invite mails an hour (`Failure.paused`),
    /// so that Larder is not a way to mail strangers.
    public func createInvite(to household: UUID, by user: UUID, maxUses: Int?, expiresIn: Duration,
                             toBeMailed: Bool) async throws -> (invite: Invite, code: String) {
        if toBeMailed, let until = try await inviteMails.admit(household.text) { throw Failure.paused(.inviteMails, until: until) }
        return try await households.createInvite(to: household, by: user, maxUses: maxUses, expiresIn: expiresIn)
    }

    /// Revokes one of the household's invites at once; `Failure.notFound` for another's.
    public func revokeInvite(_ invite: UUID, of household: UUID, by user: UUID) async throws {
        guard try await households.invites(of: household).contains(where: { $0.id == invite }) else { throw Failure.notFound }
        try await households.revokeInvite(invite, of: household, by: user)
    }

    /// Joins the household an invite names, and opens it in `session` when the person is (or
    /// already was) a member of it.
    public func join(code: String, by user: UUID, openingIn session: String?) async throws -> InviteOutcome {
        let outcome = try await households.accept(code: code, by: user)
        switch outcome {
        case .joined(let household), .alreadyMember(let household):
            try await open(household.id, in: session)
        case .unusable, .notFound:
            break
        }
        return outcome
    }

    // MARK: - Members

    public func removeMember(_ member: UUID, from household: UUID, by user: UUID) async throws {
        try await households.removeMember(member, from: household, by: user)
    }

    public func setRole(_ role: Role, of member: UUID, in household: UUID, by user: UUID) async throws {
        try await households.setRole(role, of: member, in: household, by: user)
    }

    /// What the person loses by leaving: their favourites, ratings and tokens in the household.
    public func leavePreview(_ household: UUID, user: UUID) async throws -> DeletionReport {
        try await households.leavePreview(household, user: user)
    }

    /// `HouseholdError.lastMember` when leaving would delete the household, which asks first.
    public func leave(_ household: UUID, user: UUID) async throws {
        try await households.leave(household, user: user)
    }

    // MARK: - Deleting and bringing back

    public func deletePreview(_ household: UUID) async throws -> DeletionReport { try await households.deletePreview(household) }

    /// Deletes the household, which its owners can bring back within
    /// `HouseholdRepository.undoWindow`.
    public func delete(_ household: UUID, by user: UUID) async throws {
        _ = try await households.delete(household, by: user)
    }

    /// The households the person owned that were deleted and can still be brought back.
    public func recentlyDeleted(ownedBy user: UUID) async throws -> [DeletedHousehold] {
        try await households.recentlyDeleted(ownedBy: user)
    }

    /// Brings back a deleted household (its owners only) and opens it in `session`.
    /// `HouseholdError.notFound` once its window has passed.
    public func restore(_ household: UUID, by user: UUID, openingIn session: String?) async throws -> Household {
        let restored = try await households.restore(household, by: user)
        try await open(restored.id, in: session)
        return restored
    }
}

extension Store {
    /// The actions on this store's households.
    public var householdActions: HouseholdActions {
        HouseholdActions(households: households, sessions: sessions, inviteMails: inviteMails)
    }
}
