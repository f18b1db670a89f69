import Foundation
import LarderModel
import LarderStore
import PostgresClient
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Personal access tokens, which the JSON API will take as `Authorization: Bearer …`.
@Suite("Personal access tokens")
struct AccessTokenTests {
    @Test("a token's secret is shown once and stored only as its SHA-256; it names its user, household and scope, and its use is recorded")
    func createAndAuthenticate() async throws {
        try await Kitchen.open { kitchen in
            let tokens = AccessTokenRepository(pool: kitchen.pool)
            let (secret, token) = try await tokens.create(name: "  Kitchen tablet ", user: kitchen.cook.id, household: kitchen.home.id,
                                                          scope: .readWrite, expiresInDays: 30)
            #expect(secret.hasPrefix(AccessTokenRepository.prefix) && secret.count > 40)
            #expect(token.name == "Kitchen tablet" && token.householdName == "Home" && token.lastUsedAt == nil)
            let expires = try #require(token.expiresAt)
            #expect(abs(expires.timeIntervalSince(token.createdAt) - 30 * 86400) < 5)
            // Only the hash is kept: the secret appears nowhere in the table.
            let stored = try await kitchen.pool.query("SELECT token_hash FROM access_tokens")[0].decode(Data.self)
            #expect(stored.count == 32 && !String(decoding: stored, as: UTF8.self).contains(secret))
            #expect(try await kitchen.count("SELECT count(*) FROM access_tokens WHERE position(\(secret) in name) > 0") == 0)

            let holder = try #require(try await tokens.authenticate(secret))
            #expect(holder.token == token.id && holder.user.id == kitchen.cook.id && holder.membership.household.id == kitchen.home.id)
            #expect(holder.membership.role == .owner && holder.scope == .readWrite)
            #expect(try await tokens.list(for: kitchen.cook.id).first?.lastUsedAt != nil, "its use is recorded")

            #expect(try await tokens.authenticate(secret + "x") == nil)
            #expect(try await tokens.authenticate(String(secret.dropFirst(AccessTokenRepository.prefix.count))) == nil)
            #expect(try await tokens.authenticate("") == nil)
        }
    }

    @Test("revoked and expired tokens, and the tokens of a member who leaves or is removed, stop working at once")
    func tokensStop() async throws {
        try await Kitchen.open { kitchen in
            let tokens = AccessTokenRepository(pool: kitchen.pool)
            let ben = try await kitchen.person("Ben")
            try await kitchen.join(ben, to: kitchen.home)
            let revoked = try await tokens.create(name: "old script", user: kitchen.cook.id, household: kitchen.home.id, scope: .read, expiresInDays: nil)
            let expired = try await tokens.create(name: "expired", user: kitchen.cook.id, household: kitchen.home.id, scope: .read, expiresInDays: 1)
            let bens = try await tokens.create(name: "Ben's phone", user: ben.id, household: kitchen.home.id, scope: .readWrite, expiresInDays: nil)
            for (secret, _) in [revoked, expired, bens] { #expect(try await tokens.authenticate(secret) != nil) }

            // Someone else cannot revoke a token that is not theirs.
            #expect(try await tokens.revoke(revoked.token.id, of: ben.id) == nil)
            #expect(try await tokens.revoke(revoked.token.id, of: kitchen.cook.id) == "old script")
            #expect(try await tokens.authenticate(revoked.secret) == nil)

            try await kitchen.pool.query("UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = \(expired.token.id)")
            #expect(try await tokens.authenticate(expired.secret) == nil)
            #expect(try await tokens.list(for: kitchen.cook.id).map(\.name) == ["expired"], "an expired token is still listed, to be removed")

            try await kitchen.households.removeMember(ben.id, from: kitchen.home.id, by: kitchen.cook.id)
            #expect(try await tokens.authenticate(bens.secret) == nil)
            #expect(try await kitchen.count("SELECT count(*) FROM access_tokens WHERE user_id = \(ben.id)") == 0)
        }
    }

    @Test("a token is made only for a household its user belongs to, with a name and an expiry in bounds; a refused one writes nothing")
    func refused() async throws {
        try await Kitchen.open { kitchen in
            let tokens = AccessTokenRepository(pool: kitchen.pool)
            let (neighbours, _) = try await kitchen.neighbour()
            let before = try await kitchen.census()
            await #expect(throws: AccessTokenError.notMember) {
                try await tokens.create(name: "snoop", user: kitchen.cook.id, household: neighbours.id, scope: .read, expiresInDays: nil)
            }
            await #expect {
                try await tokens.create(name: " ", user: kitchen.cook.id, household: kitchen.home.id, scope: .read, expiresInDays: 0)
            } throws: { error in
                (error as? ValidationError)?.issues.map(\.field) == ["name", "expires"]
            }
            await #expect(throws: ValidationError.self) {
                try await tokens.create(name: String(repeating: "n", count: 101), user: kitchen.cook.id, household: kitchen.home.id,
                                        scope: .read, expiresInDays: 3651)
            }
            #expect(try await kitchen.census() == before)
        }
    }
}
