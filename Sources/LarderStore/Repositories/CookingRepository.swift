import Foundation
import JSONReading
import LarderModel
import PostgresClient

/// What members do with recipes besides writing them: star their favourites, and log each time
/// a dish is cooked. Every call names the household, and a recipe of another one is not found.
public struct CookingRepository: Sendable {
    let pool: ConnectionPool

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// Stars or unstars a recipe for `member`; `RecipeError.notFound` when the household has no such recipe.
    public func setFavourite(_ isFavourite: Bool, recipe: UUID, member: UUID, in household: UUID) async throws {
        let found = try await pool.query("""
            WITH recipe AS (SELECT id FROM recipes WHERE household_id = \(household) AND id = \(recipe)),
            starred AS (
                INSERT INTO favourites (household_id, user_id, recipe_id)
                SELECT \(household), \(member), id FROM recipe WHERE \(isFavourite)
                ON CONFLICT DO NOTHING),
            unstarred AS (
                DELETE FROM favourites
                WHERE household_id = \(household) AND user_id = \(member) AND recipe_id = \(recipe) AND NOT \(isFavourite))
            SELECT count(*) FROM recipe
            """)[0].decode(Int.self)
        if found == 0 { throw RecipeError.notFound }
    }

    /// Records that `cook` cooked the recipe; `invalid` with a message per field, `notFound`
    /// when the household has no such recipe. `today` is the household's (a day not come yet
    /// there is refused).
    @discardableResult
    public func logCooked(_ draft: CookedDraft, recipe: UUID, cook: UUID?, in household: UUID, today: Day) async throws -> UUID {
        let draft = CookedDraft(cookedOn: draft.cookedOn, servings: draft.servings, note: draft.note.trimmed)
        let issues = draft.validationIssues(today: today)
        guard issues.isEmpty, let day = draft.cookedOn, let servings = draft.servings else {
            throw RecipeError.invalid(ValidationError(issues))
        }
        let rows = try await pool.query("""
            INSERT INTO cooking_log (household_id, recipe_id, cook_id, cooked_on, servings, note)
            SELECT r.household_id, r.id, \(cook), \(day.iso)::date, \(servings), \(draft.note)
            FROM recipes r WHERE r.household_id = \(household) AND r.id = \(recipe)
            RETURNING id
            """)
        guard let id = try rows.first?.decode(UUID.self) else { throw RecipeError.notFound }
        return id
    }

    /// Removes an entry of a recipe's log; `notFound` when the household's recipe has no such entry.
    public func deleteEntry(_ entry: UUID, of recipe: UUID, in household: UUID) async throws {
        let deleted = try await pool.query("""
            DELETE FROM cooking_log WHERE household_id = \(household) AND recipe_id = \(recipe) AND id = \(entry)
            """)
        guard deleted.affectedRows == 1 else { throw RecipeError.notFound }
    }

    /// Rates the recipe for `member` (1 to 5 stars), or takes their rating away (nil). The
    /// household's average follows by trigger. `invalid` for stars out of range, `notFound`
    /// when the household has no such recipe.
    public func rate(_ stars: Int?, recipe: UUID, member: UUID, in household: UUID) async throws {
        if let stars, !RecipeRating.stars.contains(stars) {
            throw RecipeError.invalid(ValidationError([FieldIssue("stars", .stars)]))
        }
        let found = try await pool.query("""
            WITH recipe AS (SELECT id FROM recipes WHERE household_id = \(household) AND id = \(recipe)),
            rated AS (
                INSERT INTO recipe_ratings (household_id, recipe_id, user_id, stars)
                SELECT \(household), id, \(member), \(stars) FROM recipe WHERE \(stars)::integer IS NOT NULL
                ON CONFLICT (household_id, recipe_id, user_id) DO UPDATE SET stars = EXCLUDED.stars, rated_at = now()),
            unrated AS (
                DELETE FROM recipe_ratings
                WHERE household_id = \(household) AND recipe_id = \(recipe) AND user_id = \(member) AND \(stars)::integer IS NULL)
            SELECT count(*) FROM recipe
            """)[0].decode(Int.self)
        if found == 0 { throw RecipeError.notFound }
    }

    /// The member's star and rating, the household's rating, how often the household cooked
    /// the recipe, and the latest entries: one statement.
    public func history(of recipe: UUID, for member: UUID, in household: UUID) async throws -> RecipeHistory {
        let row = try await pool.query("""
            SELECT EXISTS (SELECT 1 FROM favourites f
                           WHERE f.household_id = \(household) AND f.user_id = \(member) AND f.recipe_id = \(recipe)) AS favourite,
                   (SELECT r.rating FROM recipes r WHERE r.household_id = \(household) AND r.id = \(recipe)) AS rating,
                   (SELECT r.rating_count FROM recipes r WHERE r.household_id = \(household) AND r.id = \(recipe)) AS ratings,
                   (SELECT g.stars FROM recipe_ratings g
                    WHERE g.household_id = \(household) AND g.recipe_id = \(recipe) AND g.user_id = \(member)) AS mine,
                   (SELECT count(*) FROM cooking_log c WHERE c.household_id = \(household) AND c.recipe_id = \(recipe)) AS times,
                   (SELECT coalesce(json_agg(json_build_object('id', e.id, 'cooked_on', e.cooked_on, 'servings', e.servings,
                                                               'note', e.note, 'cook', e.cook) ORDER BY e.cooked_on DESC, e.created_at DESC), '[]')
                    FROM (SELECT c.id, c.cooked_on, c.servings, c.note, c.created_at, u.display_name AS cook
                          FROM cooking_log c LEFT JOIN users u ON u.id = c.cook_id
                          WHERE c.household_id = \(household) AND c.recipe_id = \(recipe)
                          ORDER BY c.cooked_on DESC, c.created_at DESC LIMIT \(RecipeHistory.recentCount)) e) AS recent
            """)[0]
        let (isFavourite, rating, ratings, mine, times, recent) =
            try row.decode(Bool.self, Decimal?.self, Int?.self, Int?.self, Int.self, JSONRows<EntryRow>.self)
        return RecipeHistory(isFavourite: isFavourite, timesCooked: times, recent: recent.rows.map {
            CookedEntry(id: $0.id, cookedOn: $0.cooked_on, servings: $0.servings, note: $0.note, cook: $0.cook)
        }, rating: RecipeRating(average: rating, count: ratings ?? 0, mine: mine))
    }
}

/// A log entry as the history statement's JSON spells it.
private struct EntryRow: JSONRow {
    var id: UUID
    var cooked_on: Day
    var servings: Int
    var note: String
    var cook: String?

    init(json: inout JSONReader) throws {
        var (id, cookedOn, servings, note, cook): (UUID?, String?, Int?, String?, String?)
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "cooked_on": cookedOn = try json.string()
            case "servings": servings = try json.int()
            case "note": note = try json.string()
            case "cook": cook = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        guard let day = Day(iso: try JSONReader.required(cookedOn, "cooked_on")) else {
            throw JSONReader.Mismatch(description: "cooked_on is not a day")
        }
        (self.id, cooked_on, self.servings) = (try JSONReader.required(id, "id"), day, try JSONReader.required(servings, "servings"))
        (self.note, self.cook) = (try JSONReader.required(note, "note"), cook)
    }
}
