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
            // Only the hash is kept: the row is the secret's SHA-256, and the secret is in none of its columns.
            #expect(try await kitchen.count("SELECT count(*) FROM access_tokens WHERE token_hash = sha256(convert_to(\(secret), 'UTF8'))") == 1)
            #expect(try await kitchen.count("SELECT count(*) FROM access_tokens t WHERE position(\(secret) in t::text) > 0") == 0)

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

            try await kitchen.pool.query("""
                UPDATE access_tokens SET expires_at = now() - interval '1 second', last_used_at = NULL WHERE id = \(expired.token.id)
                """)
            #expect(try await tokens.authenticate(expired.secret) == nil)
            #expect(try await tokens.list(for: kitchen.cook.id).first { $0.id == expired.token.id }?.lastUsedAt == nil,
                    "a refused use is not recorded as a use")
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
            await #expect(throws: AccessTokenError.notMember) {
                try await tokens.create(name: "snoop", user: kitchen.cook.id, household: neighbours.id, scope: .read, expiresInDays: nil)
            }
            await #expect {
                try await tokens.create(name: " ", user: kitchen.cook.id, household: kitchen.home.id, scope: .read, expiresInDays: 0)
            } throws: { error in
                (error as? ValidationError)?.issues.map(\.field) == ["name", "expires"]
            }
            // Names are counted as PostgreSQL counts them (a flag is two code points), and control characters are refused.
            for name in [String(repeating: "n", count: 101), String(repeating: "🇫🇷", count: 51), "tab\u{0}let"] {
                await #expect(throws: ValidationError.self, "\(name.unicodeScalars.count)") {
                    try await tokens.create(name: name, user: kitchen.cook.id, household: kitchen.home.id, scope: .read, expiresInDays: nil)
                }
            }
            await #expect(throws: ValidationError.self) {
                try await tokens.create(name: "script", user: kitchen.cook.id, household: kitchen.home.id, scope: .read, expiresInDays: 3651)
            }
            let flags = try await tokens.create(name: String(repeating: "🇫🇷", count: 50), user: kitchen.cook.id, household: kitchen.home.id,
                                                scope: .read, expiresInDays: nil)
            #expect(flags.token.name.unicodeScalars.count == 100, "a name of exactly 100 code points is kept")
            #expect(try await kitchen.count("SELECT count(*) FROM access_tokens") == 1, "only the last token was made")
        }
    }
}
