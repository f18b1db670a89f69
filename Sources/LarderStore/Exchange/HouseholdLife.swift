import Foundation
import LarderExchange
import LarderModel
import PostgresClient

/// Reads a household's life for its export, and restores one into a household on import.
enum HouseholdLife {
    static func read(_ household: UUID, on connection: Connection) async throws -> LarderDocument.Life {
        let results = try await connection.pipeline([
            "SELECT time_zone, week_starts_on, pantry_staples, shopping_from::text, shopping_to::text FROM households WHERE id = \(household)",
            """
            SELECT u.email, u.display_name FROM memberships m JOIN users u ON u.id = m.user_id
            WHERE m.household_id = \(household) ORDER BY lower(u.email)
            """,
            """
            SELECT r.name, u.email FROM favourites f
            JOIN recipes r ON r.household_id = f.household_id AND r.id = f.recipe_id JOIN users u ON u.id = f.user_id
            WHERE f.household_id = \(household) ORDER BY lower(r.name), lower(u.email)
            """,
            """
            SELECT r.name, c.cooked_on::text, c.servings, c.note, u.email FROM cooking_log c
            JOIN recipes r ON r.household_id = c.household_id AND r.id = c.recipe_id LEFT JOIN users u ON u.id = c.cook_id
            WHERE c.household_id = \(household) ORDER BY c.cooked_on, c.created_at, lower(r.name)
            """,
            """
            SELECT p.day::text, p.slot, r.name, p.servings, p.note, u.email FROM plan_entries p
            LEFT JOIN recipes r ON r.household_id = p.household_id AND r.id = p.recipe_id LEFT JOIN users u ON u.id = p.created_by
            WHERE p.household_id = \(household) ORDER BY p.day, p.slot, p.created_at, p.note
            """,
            """
            SELECT r.name, s.servings FROM shopping_recipes s JOIN recipes r ON r.household_id = s.household_id AND r.id = s.recipe_id
            WHERE s.household_id = \(household) ORDER BY lower(r.name)
            """,
            """
            SELECT text, aisle, key, ticked_at, is_staple, metric_text, us_text FROM shopping_items
            WHERE household_id = \(household) ORDER BY aisle, position, created_at
            """,
            """
            SELECT r.name, u.email, g.stars FROM recipe_ratings g
            JOIN recipes r ON r.household_id = g.household_id AND r.id = g.recipe_id JOIN users u ON u.id = g.user_id
            WHERE g.household_id = \(household) ORDER BY lower(r.name), lower(u.email)
            """,
        ])
        let (timeZone, weekStart, staples, from, to) = try results[0][0].decode(String.self, Int.self, [String].self, String?.self, String?.self)
        return LarderDocument.Life(
            settings: .init(timeZone: timeZone, weekStartsOn: weekStart, pantryStaples: staples),
            members: try results[1].decode(String.self, String.self).map { .init(email: $0.0, name: $0.1) },
            favourites: try results[2].decode(String.self, String.self).map { .init(recipe: $0.0, member: $0.1) },
            cookingLog: try results[3].decode(String.self, String.self, Int.self, String.self, String?.self)
                .map { .init(recipe: $0.0, day: $0.1, servings: $0.2, note: $0.3, cook: $0.4) },
            plan: try results[4].decode(String.self, String.self, String?.self, Int?.self, String.self, String?.self)
                .map { .init(day: $0.0, slot: $0.1, recipe: $0.2, servings: $0.3, note: $0.4, by: $0.5) },
            shoppingList: .init(
                from: from, to: to,
                recipes: try results[5].decode(String.self, Int.self).map { .init(recipe: $0.0, servings: $0.1) },
                items: try results[6].decode(String.self, String.self, String?.self, Date?.self, Bool.self, String?.self, String?.self)
                    .map { .init(text: $0.0, aisle: $0.1, key: $0.2, metricText: $0.5, usText: $0.6, tickedAt: $0.3, isStaple: $0.4) }),
            ratings: try results[7].decode(String.self, String.self, Int.self).map { .init(recipe: $0.0, member: $0.1, stars: $0.2) })
    }

    /// A recipe of the document as the import left it: saved anew, or the household's own kept.
    struct Saved {
        var id: UUID
        var isNew: Bool
    }

    /// Restores `life` into `household` on the import's transaction; what it restored, for the
    /// report. A member is found by email among the household's members. So that importing the
    /// same backup twice does not double anything: the cooking log and planned meals come only
    /// with recipes this import saved anew (and notes on the plan only where the same is not
    /// planned); the shopping list only into a household whose list is empty; the settings only
    /// into a household that had no recipes.
    static func restore(_ life: LarderDocument.Life, into household: UUID, recipes: [String: Saved], takeSettings: Bool,
                        on tx: Connection) async throws -> [String] {
        let emails = life.members.map { $0.email.lowercased() }
        let members = Dictionary(try await tx.query("""
            SELECT lower(u.email), u.id FROM memberships m JOIN users u ON u.id = m.user_id
            WHERE m.household_id = \(household) AND lower(u.email) = ANY(\(emails))
            """).decode(String.self, UUID.self), uniquingKeysWith: { first, _ in first })
        func member(_ email: String?) -> UUID? { email.flatMap { members[$0.lowercased()] } }
        func saved(_ name: String?) -> Saved? { name.flatMap { recipes[$0.lowercased()] } }
        var restored: [String] = []

        struct FavouriteRow: Encodable { var user: UUID; var recipe: UUID }
        let favourites = life.favourites.compactMap { favourite in
            member(favourite.member).flatMap { user in saved(favourite.recipe).map { FavouriteRow(user: user, recipe: $0.id) } }
        }
        struct CookedRow: Encodable { var recipe: UUID; var day: String; var servings: Int; var note: String; var cook: UUID? }
        let cooked = life.cookingLog.compactMap { entry in
            saved(entry.recipe).flatMap { $0.isNew ? CookedRow(recipe: $0.id, day: entry.day, servings: entry.servings, note: entry.note, cook: member(entry.cook)) : nil }
        }
        struct PlannedRow: Encodable { var day: String; var slot: String; var recipe: UUID?; var servings: Int?; var note: String; var by: UUID? }
        let planned = life.plan.compactMap { entry -> PlannedRow? in
            let recipe = saved(entry.recipe)
            if entry.recipe != nil && recipe?.isNew != true { return nil }
            return PlannedRow(day: entry.day, slot: entry.slot, recipe: recipe?.id, servings: entry.servings, note: entry.note, by: member(entry.by))
        }
        let results = try await tx.pipeline([
            """
            INSERT INTO favourites (household_id, user_id, recipe_id)
            SELECT \(household), x."user", x.recipe FROM jsonb_to_recordset(\(try JSONText(encoding: favourites, with: .graphPayload))::jsonb)
                AS x("user" uuid, recipe uuid)
            ON CONFLICT DO NOTHING
            """,
            """
            INSERT INTO cooking_log (household_id, recipe_id, cook_id, cooked_on, servings, note)
            SELECT \(household), x.recipe, x.cook, x.day::date, x.servings, x.note
            FROM jsonb_to_recordset(\(try JSONText(encoding: cooked, with: .graphPayload))::jsonb)
                AS x(recipe uuid, day text, servings integer, note text, cook uuid)
            """,
            """
            INSERT INTO plan_entries (household_id, day, slot, recipe_id, servings, note, created_by)
            SELECT \(household), x.day::date, x.slot, x.recipe, x.servings, x.note, x."by"
            FROM jsonb_to_recordset(\(try JSONText(encoding: planned, with: .graphPayload))::jsonb)
                AS x(day text, slot text, recipe uuid, servings integer, note text, "by" uuid)
            WHERE x.recipe IS NOT NULL OR NOT EXISTS (
                SELECT 1 FROM plan_entries p WHERE p.household_id = \(household) AND p.day = x.day::date AND p.slot = x.slot
                                              AND p.recipe_id IS NULL AND p.note = x.note)
            """,
        ])
        let counts = (results[0].affectedRows, results[1].affectedRows, results[2].affectedRows)
        if counts.0 > 0 { restored.append(Self.count(counts.0, "favourite")) }
        struct RatingRow: Encodable { var user: UUID; var recipe: UUID; var stars: Int }
        let ratings = life.ratings.compactMap { rated in
            member(rated.member).flatMap { user in saved(rated.recipe).map { RatingRow(user: user, recipe: $0.id, stars: rated.stars) } }
        }
        let rated = try await tx.query("""
            INSERT INTO recipe_ratings (household_id, recipe_id, user_id, stars)
            SELECT \(household), x.recipe, x."user", x.stars FROM jsonb_to_recordset(\(try JSONText(encoding: ratings, with: .graphPayload))::jsonb)
                AS x("user" uuid, recipe uuid, stars integer)
            ON CONFLICT DO NOTHING
            """).affectedRows
        if rated > 0 { restored.append(Self.count(rated, "rating")) }
        if counts.1 > 0 { restored.append(Self.count(counts.1, "cooking-log entry", "cooking-log entries")) }
        if counts.2 > 0 { restored.append(Self.count(counts.2, "planned meal")) }

        let list = life.shoppingList
        if !list.items.isEmpty || !list.recipes.isEmpty {
            struct ItemRow: Encodable {
                var text: String; var aisle: String; var key: String?; var metricText: String?; var usText: String?; var tickedAt: Date?
                var isStaple: Bool; var position: Int
            }
            struct ListRecipeRow: Encodable { var recipe: UUID; var servings: Int }
            let items = list.items.enumerated().map {
                ItemRow(text: $1.text, aisle: $1.aisle, key: $1.key, metricText: $1.metricText, usText: $1.usText, tickedAt: $1.tickedAt,
                        isStaple: $1.isStaple, position: $0)
            }
            let listRecipes = list.recipes.compactMap { entry in saved(entry.recipe).map { ListRecipeRow(recipe: $0.id, servings: entry.servings) } }
            let empty = try await tx.query("""
                SELECT NOT EXISTS (SELECT 1 FROM shopping_items WHERE household_id = \(household))
                   AND NOT EXISTS (SELECT 1 FROM shopping_recipes WHERE household_id = \(household))
                """)[0].decode(Bool.self)
            if empty {
                try await tx.pipeline([
                    """
                    UPDATE households SET shopping_from = \(list.from)::date, shopping_to = \(list.to)::date WHERE id = \(household)
                    """,
                    """
                    INSERT INTO shopping_recipes (household_id, recipe_id, servings)
                    SELECT \(household), x.recipe, x.servings FROM jsonb_to_recordset(\(try JSONText(encoding: listRecipes, with: .graphPayload))::jsonb)
                        AS x(recipe uuid, servings integer)
                    ON CONFLICT DO NOTHING
                    """,
                    """
                    INSERT INTO shopping_items (household_id, key, text, metric_text, us_text, aisle, position, ticked_at, is_staple)
                    SELECT \(household), x.key, x.text, x.metric_text, x.us_text, x.aisle, x.position, to_timestamp(x.ticked_at), x.is_staple
                    FROM jsonb_to_recordset(\(try JSONText(encoding: items, with: .graphPayload))::jsonb)
                        AS x(key text, text text, metric_text text, us_text text, aisle text, position integer, ticked_at double precision,
                             is_staple boolean)
                    """,
                ])
                restored.append("the shopping list (\(Self.count(items.count, "item")))")
            } else {
                restored.append("not the shopping list: the household has one already")
            }
        }
        // Settings are the household's: they change only when it chose to take the export's,
        // and what would change is said either way.
        let changes = try await settingChanges(life.settings, in: household, on: tx)
        if !changes.isEmpty {
            if takeSettings {
                try await tx.query("""
                    UPDATE households SET time_zone = \(life.settings.timeZone), week_starts_on = \(life.settings.weekStartsOn),
                                          pantry_staples = \(life.settings.pantryStaples)
                    WHERE id = \(household)
                    """)
                restored.append("the export's settings: " + changes.joined(separator: ", "))
            } else {
                restored.append("not the export's settings, which would change " + changes.joined(separator: ", ")
                    + " (the household kept its own; import again choosing to take them to use them)")
            }
        }
        return restored
    }

    /// What taking `settings` would change in the household's, each said as "time zone from
    /// Europe/Berlin to UTC".
    static func settingChanges(_ settings: LarderDocument.Settings, in household: UUID, on tx: Connection) async throws -> [String] {
        let (zone, weekStart, sameStaples) = try await tx.query("""
            SELECT time_zone, week_starts_on, pantry_staples = \(settings.pantryStaples)::text[] FROM households WHERE id = \(household)
            """)[0].decode(String.self, Int.self, Bool.self)
        // ISO weekdays: 1 is Monday, 7 Sunday.
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        func day(_ number: Int) -> String { days.indices.contains(number - 1) ? days[number - 1] : String(number) }
        var changes: [String] = []
        if zone != settings.timeZone { changes.append("time zone from \(zone) to \(settings.timeZone)") }
        if weekStart != settings.weekStartsOn { changes.append("weeks starting on \(day(settings.weekStartsOn)), not \(day(weekStart))") }
        if !sameStaples { changes.append("pantry staples to " + (settings.pantryStaples.isEmpty ? "none" : settings.pantryStaples.joined(separator: ", "))) }
        return changes
    }

    static func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        "\(number) \(number == 1 ? one : many ?? one + "s")"
    }
}
