import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import PostgresClient
import Testing

/// The steps people take again and again in these stories, done through the pages as they would.
extension WebApp {
    /// The id that names an invite on the household page, found from its code as the server finds it.
    func inviteID(_ code: String) async throws -> UUID {
        try await pool.query("SELECT id FROM invites WHERE code_hash = sha256(convert_to(\(code), 'UTF8'))")[0].decode(UUID.self)
    }

    static let password = "a long kitchen password"

    static func email(_ name: String) -> String { "\(name.lowercased())@example.com" }

    /// Someone registers through the form (through an invite link when given) and signs in with
    /// the password they chose, as the page then asks.
    func register(_ name: String, invite: String? = nil) async throws -> Browser {
        let browser = browser()
        try await browser.get(invite.map { "/register?invite=\($0)" } ?? "/register")
        var fields = [("email", Self.email(name)), ("display_name", name), ("password", Self.password)]
        if let invite { fields.append(("invite", invite)) }
        let registered = try await browser.post("/register", fields)
        try #require(registered.status == .ok && registered.text.contains("name=\"password\""), "registering \(name) failed: \(registered.status)")
        // The sign-in form carries the invite it came through, as the page shows it.
        let response = try await browser.post("/login", [("email", Self.email(name)), ("password", Self.password)]
            + (invite.map { [("invite", $0)] } ?? []))
        try #require(response.status == .seeOther, "signing \(name) in after registering failed: \(response.status)")
        try await browser.follow(response)
        return browser
    }

    /// Someone registers and creates a household, which they then own and look at.
    func owner(of household: String, name: String) async throws -> Browser {
        let browser = try await register(name)
        try await browser.createHousehold(household)
        return browser
    }

    /// Someone registers through an invite to `owner`'s household and joins it.
    func member(of owner: Browser, name: String) async throws -> Browser {
        try await register(name, invite: try await owner.createInvite())
    }

    func userID(_ name: String) async throws -> UUID {
        try await pool.query("SELECT id FROM users WHERE email = \(Self.email(name))")[0].decode(UUID.self)
    }

    /// Every household's rows: what a refused request must not touch.
    func everyRow() async throws -> String {
        try await contents() + "\n" + (try await pool.query("""
            SELECT concat_ws(E'\\n',
                (SELECT string_agg(recipe_id || ' ' || digest, ', ' ORDER BY recipe_id) FROM recipe_photos),
                (SELECT string_agg(id || ' ' || name, ', ' ORDER BY id) FROM deleted_recipes),
                (SELECT string_agg(id || ' ' || version || ' ' || summary, ', ' ORDER BY id) FROM recipes),
                (SELECT count(*)::text FROM password_resets),
                (SELECT string_agg(step_id || ' ' || skill_id, ', ' ORDER BY step_id, skill_id) FROM step_skills),
                (SELECT string_agg(id || ' ' || name || ' ' || use_count, ', ' ORDER BY id) FROM tags),
                (SELECT string_agg(recipe_id || ' ' || tag_id, ', ' ORDER BY recipe_id, tag_id) FROM recipe_tags),
                (SELECT string_agg(user_id || ' ' || recipe_id, ', ' ORDER BY user_id, recipe_id) FROM favourites),
                (SELECT string_agg(id || ' ' || cooked_on || ' ' || servings, ', ' ORDER BY id) FROM cooking_log),
                (SELECT string_agg(id || ' ' || day || ' ' || slot, ', ' ORDER BY id) FROM plan_entries),
                (SELECT string_agg(id || ' ' || text || ' ' || (ticked_at IS NULL), ', ' ORDER BY id) FROM shopping_items),
                (SELECT string_agg(recipe_id || ' ' || servings, ', ' ORDER BY recipe_id) FROM shopping_recipes),
                (SELECT string_agg(id || ' ' || aisle, ', ' ORDER BY id) FROM ingredients),
                (SELECT string_agg(id || ' ' || week_starts_on || ' ' || coalesce(encode(plan_feed_hash, 'hex'), '-'), ', ' ORDER BY id) FROM households),
                (SELECT string_agg(id || ' ' || line_text || ' ' || coalesce(ingredient_id::text, '-'), ', ' ORDER BY id) FROM recipe_ingredients))
            """)[0].decode(String.self))
    }

    func householdID(_ name: String) async throws -> UUID {
        try await pool.query("SELECT id FROM households WHERE name = \(name)")[0].decode(UUID.self)
    }

    /// The ids of the household's ingredient and skill called `name`.
    func catalogIDs(ingredient: String, skill: String) async throws -> (ingredient: UUID, skill: UUID) {
        let row = try await pool.query("""
            SELECT (SELECT id FROM ingredients WHERE name = \(ingredient)), (SELECT id FROM skills WHERE name = \(skill))
            """)[0]
        return try row.decode(UUID.self, UUID.self)
    }
}

extension Browser {
    @discardableResult
    func createHousehold(_ name: String) async throws -> TestResponse {
        try await get("/household")
        let response = try await post("/household/new", [("name", name)])
        try #require(response.status == .seeOther, "creating \(name) failed: \(response.status)")
        return try await follow(response)
    }

    /// Opens `household` with the household page's switcher.
    func switchHousehold(to household: UUID) async throws {
        try await get("/household")
        let response = try await post("/household/switch", [("household", household.uuidString)])
        try #require(response.status == .seeOther, "switching households failed: \(response.status)")
    }

    /// Makes an invite link on the household page (as an owner) and returns its code, which
    /// that one answer shows.
    func createInvite(maxUses: String = "1") async throws -> String {
        try await get("/household")
        let page = try await post("/household/invites", [("expires_hours", "168"), ("max_uses", maxUses)])
        try #require(page.status == .created, "making an invite failed: \(page.status)")
        return try #require(page.text.firstMatch(of: /\/invites\/([A-Za-z0-9_-]{16,})/).map { String($0.1) })
    }

    /// Saves a recipe through the editor, each step using flour and the skill "Kneading", and
    /// returns its id.
    func createRecipe(_ name: String, steps: Int = 1, tags: String = "") async throws -> UUID {
        try await get("/recipes/new")
        var fields = [("name", name), ("summary", "A test loaf"), ("servings", "4"), ("source_url", ""), ("tags", tags)]
        for index in 0..<steps {
            fields += [("steps[\(index)][instructions]", "Step \(index + 1): knead the dough"), ("steps[\(index)][minutes]", "5"),
                       ("steps[\(index)][kind]", "active"), ("steps[\(index)][tools]", "Bowl"),
                       ("steps[\(index)][skills]", "Kneading"), ("steps[\(index)][ingredients]", "200 g flour\n1 tsp salt")]
        }
        let response = try await post("/recipes/new", fields)
        try #require(response.status == .seeOther, "saving \(name) failed: \(response.status)")
        let location = try #require(response.headers[.location])
        return try #require(UUID(uuidString: String(location.dropFirst("/recipes/".count))))
    }

    /// Whether this browser's session is logged in: the account page opens rather than sending it to log in.
    func isLoggedIn() async throws -> Bool {
        try await get("/account").status == .ok
    }
}

extension WebApp {
    /// What the database holds that a form could change, as one text: equal texts before and
    /// after a refused request show that it changed nothing (row counts alone would miss a rename).
    func contents() async throws -> String {
        try await pool.query("""
            SELECT concat_ws(E'\\n',
                (SELECT string_agg(id || ' ' || name, ', ' ORDER BY id) FROM households),
                (SELECT string_agg(id || ' ' || name || ' ' || servings, ', ' ORDER BY id) FROM recipes),
                (SELECT string_agg(id || ' ' || position || ' ' || instructions, ', ' ORDER BY id) FROM recipe_steps),
                (SELECT string_agg(id || ' ' || name || ' ' || (image IS NOT NULL), ', ' ORDER BY id) FROM ingredients),
                (SELECT string_agg(id || ' ' || name || ' ' || category, ', ' ORDER BY id) FROM skills),
                (SELECT string_agg(household_id || ' ' || user_id || ' ' || role, ', ' ORDER BY household_id, user_id) FROM memberships),
                (SELECT string_agg(id || ' ' || use_count || ' ' || (revoked_at IS NULL) || ' ' || expires_at, ', ' ORDER BY id) FROM invites),
                (SELECT string_agg(email || ' ' || display_name || ' ' || password_hash || ' ' || is_admin, ', ' ORDER BY email) FROM users),
                (SELECT string_agg(encode(token_hash, 'hex') || ' ' || coalesce(user_id::text, '-') || ' ' || coalesce(household_id::text, '-'),
                                   ', ' ORDER BY token_hash) FROM sessions))
            """)[0].decode(String.self)
    }
}
