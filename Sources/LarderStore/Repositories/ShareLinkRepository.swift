import Foundation
import LarderModel
import PostgresClient

/// A public link to one recipe, as the household sees it: never its secret.
public struct ShareLink: Sendable, Equatable {
    public var id: UUID
    public var recipe: UUID
    public var recipeName: String
    public var createdAt: Date
    /// nil: until revoked.
    public var expiresAt: Date?
    /// Who made it; nil once their account is gone.
    public var createdBy: String?
}

/// Public, read-only links to single recipes, for people outside the household. The secret is
/// in the link and shown once; only its SHA-256 is stored. Revoking deletes the link, so a
/// revoked link, an expired one and one that never existed are all simply not found.
public struct ShareLinkRepository: Sendable {
    let pool: ConnectionPool

    public static let expiryDays = 1...3650

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// Makes a link to the household's recipe, expiring after `expiresInDays` (never when nil).
    /// Returns the secret, which is not kept; `ValidationError` (field `expires`) for an expiry
    /// out of bounds, `RecipeError.notFound` for a recipe the household lacks.
    public func create(recipe: UUID, in household: UUID, by member: UUID?, expiresInDays: Int?) async throws -> (secret: String, link: ShareLink) {
        if let days = expiresInDays, !Self.expiryDays.contains(days) {
            throw ValidationError([FieldIssue("expires", .linkExpiry(minimumDays: Self.expiryDays.lowerBound, maximumDays: Self.expiryDays.upperBound))])
        }
        let secret = SessionRepository.newToken()
        let rows = try await pool.query("""
            INSERT INTO share_links (household_id, recipe_id, secret_hash, created_by, expires_at)
            SELECT r.household_id, r.id, \(SessionRepository.hash(secret)), \(member), now() + \(expiresInDays)::integer * interval '1 day'
            FROM recipes r WHERE r.household_id = \(household) AND r.id = \(recipe)
            RETURNING id, recipe_id, (SELECT name FROM recipes WHERE household_id = \(household) AND id = \(recipe)), created_at, expires_at,
                      (SELECT display_name FROM users WHERE id = \(member))
            """)
        guard let link = try rows.decode(UUID.self, UUID.self, String.self, Date.self, Date?.self, String?.self).map(ShareLink.init).first else {
            throw RecipeError.notFound
        }
        return (secret, link)
    }

    /// The household's links that still work, newest first: of one recipe, or of all.
    public func list(in household: UUID, recipe: UUID? = nil) async throws -> [ShareLink] {
        let ofRecipe: SQL = recipe.map { "AND s.recipe_id = \($0)" } ?? ""
        return try await pool.query("""
            SELECT s.id, s.recipe_id, r.name, s.created_at, s.expires_at, u.display_name
            FROM share_links s JOIN recipes r ON r.household_id = s.household_id AND r.id = s.recipe_id
            LEFT JOIN users u ON u.id = s.created_by
            WHERE s.household_id = \(household) \(ofRecipe) AND (s.expires_at IS NULL OR s.expires_at > now())
            ORDER BY s.created_at DESC, s.id
            """).decode(UUID.self, UUID.self, String.self, Date.self, Date?.self, String?.self).map(ShareLink.init)
    }

    /// Ends a link to the recipe at once; false, and nothing ended, when the household has no
    /// such link to it (a link to another of its recipes stays).
    public func revoke(_ link: UUID, of recipe: UUID, in household: UUID) async throws -> Bool {
        try await pool.query("DELETE FROM share_links WHERE household_id = \(household) AND id = \(link) AND recipe_id = \(recipe)")
            .affectedRows > 0
    }

    /// The recipe a secret leads to, in one statement; nil for a secret that is unknown, revoked
    /// or expired, or whose household is being deleted.
    public func resolve(_ secret: String) async throws -> (household: UUID, recipe: UUID)? {
        guard (20...100).contains(secret.utf8.count) else { return nil }
        return try await pool.query("""
            SELECT s.household_id, s.recipe_id FROM share_links s JOIN households h ON h.id = s.household_id
            WHERE s.secret_hash = \(SessionRepository.hash(secret)) AND (s.expires_at IS NULL OR s.expires_at > now())
              AND \(HouseholdRepository.notDeleted)
            """).decode(UUID.self, UUID.self).first.map { (household: $0.0, recipe: $0.1) }
    }
}
