import Foundation
import LarderModel
import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Accounts, households and invites as the web pages will use them.
@Suite("Accounts, households and invites")
struct AccountTests {
    @Test("an email is taken whatever its case, and logging in finds the account whatever case is typed")
    func emailIgnoresCase() async throws {
        try await Kitchen.open { kitchen in
            await #expect(throws: AccountError.emailTaken) {
                try await kitchen.accounts.create(Registration(email: "ADA@Example.com", password: "another long one", displayName: "Imposter"),
                                                  passwordHash: "x")
            }
            let found = try #require(try await kitchen.accounts.credentials(email: " Ada@EXAMPLE.com "))
            #expect(found.user.id == kitchen.cook.id && found.passwordHash == "not-a-hash")
            #expect(try await kitchen.count("SELECT count(*) FROM users") == 1)
        }
    }

    @Test("a registration with every field wrong is refused with a message for each, and nothing is written")
    func invalidRegistration() async throws {
        try await Kitchen.open { kitchen in
            let before = try await kitchen.census()
            await #expect {
                try await kitchen.accounts.create(Registration(email: "not an email", password: "short", displayName: " "), passwordHash: "x")
            } throws: { error in
                guard case AccountError.invalid(let invalid) = error else { return false }
                return invalid.issues.map(\.field) == ["email", "password", "display_name"]
            }
            #expect(try await kitchen.census() == before)
        }
    }

    @Test("deleting the last owner of households with other members names those households; handing over ownership unblocks it")
    func lastOwnerNamesTheHouseholds() async throws {
        try await Kitchen.open { kitchen in
            let ben = try await kitchen.person("Ben")
            try await kitchen.join(ben, to: kitchen.home)
            let allotment = try await kitchen.households.create(named: "Allotment club", owner: kitchen.cook.id)
            try await kitchen.join(ben, to: allotment)
            _ = try await kitchen.households.create(named: "Just me", owner: kitchen.cook.id)
            await #expect(throws: AccountError.lastOwner(households: ["Allotment club", "Home"])) {
                try await kitchen.accounts.delete(kitchen.cook.id)
            }
            #expect(try await kitchen.accounts.lastOwnedHouseholds(of: kitchen.cook.id) == ["Allotment club", "Home"])
            for household in [kitchen.home, allotment] {
                try await kitchen.households.setRole(.owner, of: ben.id, in: household.id, by: kitchen.cook.id)
            }
            let report = try await kitchen.accounts.delete(kitchen.cook.id)
            // "Just me" had nobody else: it goes with its only member.
            #expect(report.removed.households == 1 && report.removed.users == 1 && report.removed.memberships == 3)
            #expect(try await kitchen.households.memberships(of: ben.id).map(\.household.name) == ["Allotment club", "Home"])
            #expect(try await kitchen.households.memberships(of: ben.id).allSatisfy { $0.role == .owner })
        }
    }

    @Test("with a pool of one connection, previewing and deleting an account each finish on the one connection")
    func onePooledConnection() async throws {
        try await Kitchen.open(maxConnections: 1) { kitchen in
            _ = try await kitchen.save(Dish.leekSoup)
            let preview = try await kitchen.accounts.deletePreview(kitchen.cook.id)
            #expect(preview.blockers.isEmpty)
            #expect(preview.report.removed.households == 1 && preview.report.removed.recipes == 1 && preview.report.removed.users == 1)
            let report = try await kitchen.accounts.delete(kitchen.cook.id)
            #expect(report == preview.report)
        }
    }

    @Test("the last member cannot simply leave: that would delete the household, which asks first, so nothing changes")
    func lastMemberLeaving() async throws {
        try await Kitchen.open { kitchen in
            _ = try await kitchen.save(Dish.leekSoup)
            let before = try await kitchen.census()
            await #expect(throws: HouseholdError.lastMember) { try await kitchen.households.leave(kitchen.home.id, user: kitchen.cook.id) }
            #expect(try await kitchen.census() == before)
            #expect(try await kitchen.households.memberships(of: kitchen.cook.id).map(\.household) == [kitchen.home])
        }
    }

    @Test("a deleted household is kept whole for the undo window: out of every member's reach, brought back exactly by an owner, purged after")
    func householdUndo() async throws {
        try await Kitchen.open { kitchen in
            let ben = try await kitchen.person("Ben")
            try await kitchen.join(ben, to: kitchen.home)
            _ = try await kitchen.save(Dish.leekSoup, by: ben)
            let before = try await kitchen.census()
            let preview = try await kitchen.households.deletePreview(kitchen.home.id)
            await #expect(throws: HouseholdError.notAllowed) { try await kitchen.households.delete(kitchen.home.id, by: ben.id) }
            let report = try await kitchen.households.delete(kitchen.home.id, by: kitchen.cook.id)
            #expect(report == preview && report.removed.recipes == 1 && report.removed.memberships == 2)
            // Nothing is gone, but no one reaches it: not the members, not an invite, not the command line.
            #expect(try await kitchen.census() == before)
            #expect(try await kitchen.households.memberships(of: ben.id).isEmpty)
            #expect(try await kitchen.households.membership(of: kitchen.cook.id, in: kitchen.home.id) == nil)
            #expect(try await !kitchen.households.exists(kitchen.home.id))
            #expect(try await kitchen.households.recentlyDeleted(ownedBy: ben.id).isEmpty)
            #expect(try await kitchen.households.recentlyDeleted(ownedBy: kitchen.cook.id).map(\.name) == ["Home"])
            // A member cannot bring it back; an owner can, as it was.
            await #expect(throws: HouseholdError.notFound) { try await kitchen.households.restore(kitchen.home.id, by: ben.id) }
            #expect(try await kitchen.households.restore(kitchen.home.id, by: kitchen.cook.id) == kitchen.home)
            #expect(try await kitchen.census() == before)
            #expect(try await kitchen.recipes.fetch(FetchDescriptor(), in: kitchen.home.id).items.map(\.name) == ["Leek soup"])
            #expect(try await kitchen.households.membership(of: ben.id, in: kitchen.home.id) != nil)
            // Deleted with no window left, it is purged for good the next time anything is purged.
            _ = try await kitchen.households.delete(kitchen.home.id, by: kitchen.cook.id, keptFor: .zero)
            #expect(try await kitchen.households.purgeExpired() == 1)
            #expect(try await kitchen.census().rows["recipes"] == 0)
            await #expect(throws: HouseholdError.notFound) { try await kitchen.households.restore(kitchen.home.id, by: kitchen.cook.id) }
        }
    }

    @Test("a member who leaves loses access at once; the household and its recipes stay")
    func memberLeaving() async throws {
        try await Kitchen.open { kitchen in
            let ben = try await kitchen.person("Ben")
            try await kitchen.join(ben, to: kitchen.home)
            _ = try await kitchen.save(Dish.leekSoup, by: ben)
            let before = try await kitchen.census()
            try await kitchen.households.leave(kitchen.home.id, user: ben.id)
            #expect(before.changes(until: try await kitchen.census()) == DeletionReport(removed: RowCounts(memberships: 1)))
            #expect(try await kitchen.households.membership(of: ben.id, in: kitchen.home.id) == nil)
            #expect(try await kitchen.recipes.fetch(FetchDescriptor(), in: kitchen.home.id).items.map(\.name) == ["Leek soup"])
            await #expect(throws: HouseholdError.notFound) { try await kitchen.households.leave(kitchen.home.id, user: ben.id) }
        }
    }

    @Test("a single-use invite lets one person in; the next is told it is used up")
    func singleUseInvite() async throws {
        try await Kitchen.open { kitchen in
            let invite = try await kitchen.households.createInvite(to: kitchen.home.id, by: kitchen.cook.id, maxUses: 1, expiresIn: .seconds(3600))
            let (ben, cy) = (try await kitchen.person("Ben"), try await kitchen.person("Cy"))
            #expect(try await kitchen.households.accept(code: invite.code, by: ben.id) == .joined(kitchen.home))
            #expect(try await kitchen.households.accept(code: invite.code, by: ben.id) == .alreadyMember(kitchen.home))
            #expect(try await kitchen.households.accept(code: invite.code, by: cy.id) == .unusable(.usedUp, householdName: "Home"))
            #expect(try await kitchen.households.members(of: kitchen.home.id).map(\.displayName) == ["Ada", "Ben"])
        }
    }

    @Test("a three-use invite lets three in; an open invite lets anyone in until it expires")
    func multiUseAndOpenInvites() async throws {
        try await Kitchen.open { kitchen in
            let people = try await ["Ben", "Cy", "Di", "Ed"].asyncMap { try await kitchen.person($0) }
            let three = try await kitchen.households.createInvite(to: kitchen.home.id, by: kitchen.cook.id, maxUses: 3, expiresIn: .seconds(3600))
            var outcomes: [InviteOutcome] = []
            for person in people { outcomes.append(try await kitchen.households.accept(code: three.code, by: person.id)) }
            #expect(outcomes == [.joined(kitchen.home), .joined(kitchen.home), .joined(kitchen.home), .unusable(.usedUp, householdName: "Home")])

            let (club, clubOwner) = try await kitchen.neighbour("Supper club", owner: "Flo")
            let open = try await kitchen.households.createInvite(to: club.id, by: clubOwner.id, maxUses: nil, expiresIn: .seconds(3600))
            for person in people { #expect(try await kitchen.households.accept(code: open.code, by: person.id) == .joined(club)) }
            #expect(try await kitchen.households.invite(code: open.code)?.invite.useCount == 4)
        }
    }

    @Test("an expired or revoked invite lets nobody in, and an unknown code is not found")
    func expiredAndRevokedInvites() async throws {
        try await Kitchen.open { kitchen in
            let ben = try await kitchen.person("Ben")
            let old = try await kitchen.households.createInvite(to: kitchen.home.id, by: kitchen.cook.id, maxUses: nil, expiresIn: .seconds(3600))
            // A week passes.
            try await kitchen.pool.query("UPDATE invites SET expires_at = now() - interval '6 days' WHERE id = \(old.invite.id)")
            #expect(try await kitchen.households.accept(code: old.code, by: ben.id) == .unusable(.expired, householdName: "Home"))

            let revoked = try await kitchen.households.createInvite(to: kitchen.home.id, by: kitchen.cook.id, maxUses: 5, expiresIn: .seconds(3600))
            // Only an owner may revoke: a member is not allowed, a stranger does not even see the household.
            let cy = try await kitchen.person("Cy")
            try await kitchen.join(cy, to: kitchen.home)
            await #expect(throws: HouseholdError.notAllowed) {
                try await kitchen.households.revokeInvite(revoked.invite.id, of: kitchen.home.id, by: cy.id)
            }
            await #expect(throws: HouseholdError.notFound) {
                try await kitchen.households.revokeInvite(revoked.invite.id, of: kitchen.home.id, by: ben.id)
            }
            try await kitchen.households.revokeInvite(revoked.invite.id, of: kitchen.home.id, by: kitchen.cook.id)
            #expect(try await kitchen.households.accept(code: revoked.code, by: ben.id) == .unusable(.revoked, householdName: "Home"))
            #expect(try await kitchen.households.accept(code: "no-such-code", by: ben.id) == .notFound)
            #expect(try await kitchen.households.membership(of: ben.id, in: kitchen.home.id) == nil)
        }
    }

    @Test("two owners demoting each other at once, at the default isolation level: one succeeds, the other is refused, and an owner remains")
    func mutualDemotion() async throws {
        try await Kitchen.open { kitchen in
            let ben = try await kitchen.person("Ben")
            try await kitchen.join(ben, to: kitchen.home)
            try await kitchen.households.setRole(.owner, of: ben.id, in: kitchen.home.id, by: kitchen.cook.id)
            let (first, second) = (try await kitchen.database.connect(), try await kitchen.database.connect())
            defer { first.close(); second.close() }
            // Each demotes the other and checks the rule at once (not at commit), before either commits.
            try await first.pipeline(["BEGIN", "UPDATE memberships SET role = 'member' WHERE household_id = \(kitchen.home.id) AND user_id = \(ben.id)"])
            try await first.query("SET CONSTRAINTS memberships_keep_an_owner IMMEDIATE")
            try await second.pipeline(["BEGIN", "UPDATE memberships SET role = 'member' WHERE household_id = \(kitchen.home.id) AND user_id = \(kitchen.cook.id)"])
            let secondCheck = Task { try await second.query("SET CONSTRAINTS memberships_keep_an_owner IMMEDIATE") }
            // With the fix the second check waits for the first transaction; without it, it passes at once.
            try? await kitchen.untilSomeoneWaitsForALock()
            try await first.query("COMMIT")
            let refused: Bool
            do {
                try await secondCheck.value
                try await second.query("COMMIT")
                refused = false
            } catch PostgresError.restrictViolation(let constraint, _) {
                refused = constraint == "memberships_keep_an_owner"
                _ = try? await second.query("ROLLBACK")
            }
            #expect(refused)
            #expect(try await kitchen.count("SELECT count(*) FROM memberships WHERE household_id = \(kitchen.home.id) AND role = 'owner'") == 1)
        }
    }

    @Test("two people opening a single-use invite at the same moment: exactly one of them joins")
    func lastUseRace() async throws {
        try await Kitchen.open { kitchen in
            let invite = try await kitchen.households.createInvite(to: kitchen.home.id, by: kitchen.cook.id, maxUses: 1, expiresIn: .seconds(3600))
            let (ben, cy) = (try await kitchen.person("Ben"), try await kitchen.person("Cy"))
            // Hold the invite so that both arrive while it is busy, then let them race for it.
            let holder = try await kitchen.database.connect()
            defer { holder.close() }
            try await holder.pipeline(["BEGIN", "SELECT 1 FROM invites WHERE id = \(invite.invite.id) FOR UPDATE"])
            let first = Task { try await kitchen.households.accept(code: invite.code, by: ben.id) }
            let second = Task { try await kitchen.households.accept(code: invite.code, by: cy.id) }
            while try await kitchen.count("""
                SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
                """) < 2 {
                try await Task.sleep(for: .milliseconds(10))
            }
            try await holder.query("COMMIT")
            let outcomes = [try await first.value, try await second.value]
            #expect(outcomes.filter { $0 == .joined(kitchen.home) }.count == 1)
            #expect(outcomes.filter { $0 == .unusable(.usedUp, householdName: "Home") }.count == 1)
            #expect(try await kitchen.households.members(of: kitchen.home.id).count == 2)
            #expect(try await kitchen.households.invite(code: invite.code)?.invite.useCount == 1)
        }
    }

    @Test("five attempts for one email are let through, the sixth waits; other emails are not affected, and a success clears the count")
    func loginThrottle() async throws {
        try await Kitchen.open { kitchen in
            let throttle = LoginThrottle(pool: kitchen.pool)
            let before = Date()
            for attempt in 1...5 {
                #expect(try await throttle.admit(email: attempt.isMultiple(of: 2) ? "ADA@example.com" : " ada@example.com") == nil,
                        "attempt \(attempt)")
            }
            let retry = try #require(try await throttle.admit(email: "Ada@Example.com"))
            #expect(retry > before.addingTimeInterval(14 * 60) && retry < before.addingTimeInterval(16 * 60))
            #expect(try await throttle.admit(email: "ben@example.com") == nil)
            try await throttle.recordSuccess(email: "ada@example.com")
            #expect(try await throttle.admit(email: "ada@example.com") == nil)
        }
    }

    @Test("twenty attempts sent at once for one email: five are let through, never more")
    func throttleUnderParallelAttempts() async throws {
        // A connection each, so that only the throttle's lock makes them wait, never the pool
        // (whose checkout timeout a loaded machine would otherwise reach).
        try await Kitchen.open(maxConnections: 20) { kitchen in
            let throttle = LoginThrottle(pool: kitchen.pool)
            let admitted = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<20 { group.addTask { try await throttle.admit(email: "ada@example.com") == nil } }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(admitted == 5)
        }
    }

    @Test("failures older than the window no longer count")
    func throttleWindow() async throws {
        try await Kitchen.open { kitchen in
            let throttle = LoginThrottle(pool: kitchen.pool)
            for _ in 1...5 { _ = try await throttle.admit(email: "ada@example.com") }
            #expect(try await throttle.admit(email: "ada@example.com") != nil)
            // Twenty minutes pass.
            try await kitchen.pool.query("UPDATE login_failures SET failed_at = failed_at - interval '20 minutes'")
            #expect(try await throttle.admit(email: "ada@example.com") == nil)
        }
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
