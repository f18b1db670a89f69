import Foundation
import JSONReading
import LarderModel
import PostgresClient

/// Why something could not be planned, moved or found, in terms a form can show.
public enum PlanError: Error, Sendable, Equatable {
    case invalid(ValidationError)
    /// The household has no recipe of that name (ignoring case and accents).
    case noRecipeNamed(String)
    case notFound
}

/// The household's meal plan: entries by day and slot, its weeks, and the calendar feed that
/// shows it in phone calendars. Every call names the household; another's entries are not found.
public struct PlanRepository: Sendable {
    let pool: ConnectionPool

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// The week holding `day`, as the household counts weeks, with its entries: one statement.
    public func week(containing day: Day, in household: UUID) async throws -> PlanWeek {
        let row = try await pool.query("""
            WITH week AS (
                SELECT \(day.iso)::date - (extract(isodow FROM \(day.iso)::date)::integer - h.week_starts_on + 7) % 7 AS start,
                       h.week_starts_on, h.plan_feed_hash IS NOT NULL AS has_feed
                FROM households h WHERE h.id = \(household))
            SELECT w.start::text, w.week_starts_on, w.has_feed, \(entriesJSON("\(household)", from: "w.start", through: "w.start + 6")) AS entries
            FROM week w
            """).first
        guard let row else { throw PlanError.notFound }
        let (start, weekStartsOn, hasFeed, entries) = try row.decode(String.self, Int.self, Bool.self, JSONRows<EntryRow>.self)
        return PlanWeek(start: Day(iso: start) ?? day, weekStartsOn: weekStartsOn, entries: entries.rows.map(\.entry), hasCalendarFeed: hasFeed)
    }

    /// The entries of the days `from` through `through`, in day and slot order.
    public func entries(from first: Day, through last: Day, in household: UUID) async throws -> [PlanEntry] {
        try await pool.query("SELECT \(entriesJSON("\(household)", from: "\(first.iso)::date", through: "\(last.iso)::date"))")[0]
            .decode(JSONRows<EntryRow>.self).rows.map(\.entry)
    }

    /// Plans a recipe (by id or by name, for its own servings unless told) or a note.
    @discardableResult
    public func add(_ draft: PlanDraft, by member: UUID, in household: UUID) async throws -> UUID {
        let issues = draft.validationIssues()
        guard issues.isEmpty, let day = draft.day, let slot = draft.slot else { throw PlanError.invalid(ValidationError(issues)) }
        let insert: SQL = "INSERT INTO plan_entries (household_id, day, slot, recipe_id, servings, note, created_by)"
        let rows: QueryResult
        switch draft.content {
        case .recipe(let id, let servings):
            rows = try await pool.query("""
                \(insert) SELECT r.household_id, \(day.iso)::date, \(slot.rawValue), r.id, coalesce(\(servings), r.servings), '', \(member)
                FROM recipes r WHERE r.household_id = \(household) AND r.id = \(id) RETURNING id
                """)
        case .recipeNamed(let name, let servings):
            rows = try await pool.query("""
                \(insert) SELECT r.household_id, \(day.iso)::date, \(slot.rawValue), r.id, coalesce(\(servings), r.servings), '', \(member)
                FROM recipes r WHERE r.household_id = \(household) AND larder_fold(r.name) = larder_fold(\(name.trimmed))
                ORDER BY lower(r.name) = lower(\(name.trimmed)) DESC LIMIT 1 RETURNING id
                """)
            if rows.isEmpty { throw PlanError.noRecipeNamed(name.trimmed) }
        case .note(let note):
            rows = try await pool.query("""
                \(insert) VALUES (\(household), \(day.iso)::date, \(slot.rawValue), NULL, NULL, \(note.trimmed), \(member)) RETURNING id
                """)
        }
        guard let id = try rows.first?.decode(UUID.self) else { throw PlanError.notFound }
        return id
    }

    /// Moves an entry to another day or slot: `notFound` when the household has no such entry,
    /// whatever was asked; `invalid` when the day or slot is missing.
    public func move(_ entry: UUID, to day: Day?, slot: PlanSlot?, in household: UUID) async throws {
        let (found, moved) = try await pool.query("""
            WITH entry AS (SELECT id FROM plan_entries WHERE household_id = \(household) AND id = \(entry)),
            moved AS (
                UPDATE plan_entries p SET day = \(day?.iso)::date, slot = \(slot?.rawValue)
                FROM entry WHERE p.household_id = \(household) AND p.id = entry.id AND \(day != nil && slot != nil)
                RETURNING 1)
            SELECT (SELECT count(*) FROM entry), (SELECT count(*) FROM moved)
            """)[0].decode(Int.self, Int.self)
        if found == 0 { throw PlanError.notFound }
        if moved == 0 {
            throw PlanError.invalid(ValidationError(PlanDraft(day: day, slot: slot, content: .note("-")).validationIssues()))
        }
    }

    public func remove(_ entry: UUID, in household: UUID) async throws {
        let removed = try await pool.query("DELETE FROM plan_entries WHERE household_id = \(household) AND id = \(entry)")
        guard removed.affectedRows == 1 else { throw PlanError.notFound }
    }

    // MARK: - The calendar feed

    /// Makes the household's feed secret, replacing (and so revoking) any earlier one. The
    /// secret is returned this once; only its hash is kept.
    public func makeFeed(for household: UUID) async throws -> String {
        let token = HouseholdRepository.newCode()
        try await pool.query("UPDATE households SET plan_feed_hash = \(SessionRepository.hash(token)) WHERE id = \(household)")
        return token
    }

    public func revokeFeed(of household: UUID) async throws {
        try await pool.query("UPDATE households SET plan_feed_hash = NULL WHERE id = \(household)")
    }

    /// What a feed shows: its household's name and the entries from four weeks back to twelve
    /// ahead of `today`; nil for a secret no household has (never made, or revoked).
    public func feed(_ token: String, today: Day) async throws -> (household: String, entries: [PlanEntry])? {
        guard HouseholdRepository.couldBeCode(token) else { return nil }
        let rows = try await pool.query("""
            SELECT h.name, \(entriesJSON("h.id", from: "\(today.adding(days: -28).iso)::date", through: "\(today.adding(days: 84).iso)::date"))
            FROM households h WHERE h.plan_feed_hash = \(SessionRepository.hash(token)) AND \(HouseholdRepository.notDeleted)
            """)
        guard let row = rows.first else { return nil }
        let (name, entries) = try row.decode(String.self, JSONRows<EntryRow>.self)
        return (name, entries.rows.map(\.entry))
    }

    /// The entries of `household` (an id or a column) between two days, as JSON in plan order.
    private func entriesJSON(_ household: SQL, from first: SQL, through last: SQL) -> SQL {
        """
        coalesce((SELECT json_agg(json_build_object(
                'id', e.id, 'day', e.day, 'slot', e.slot, 'recipe_id', e.recipe_id, 'recipe_name', r.name,
                'servings', e.servings, 'note', e.note)
                ORDER BY e.day, array_position(ARRAY['breakfast', 'lunch', 'dinner', 'other'], e.slot), e.created_at, e.id)
            FROM plan_entries e LEFT JOIN recipes r ON r.household_id = e.household_id AND r.id = e.recipe_id
            WHERE e.household_id = \(household) AND e.day BETWEEN \(first) AND \(last)), '[]'::json)
        """
    }
}

/// An entry as the plan statements' JSON spells it.
private struct EntryRow: JSONRow {
    var id: UUID
    var day: Day
    var slot: String
    var recipe_id: UUID?
    var recipe_name: String?
    var servings: Int?
    var note: String

    init(json: inout JSONReader) throws {
        var (id, day, slot, recipeID, recipeName, servings, note): (UUID?, String?, String?, UUID?, String?, Int?, String?)
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "day": day = try json.string()
            case "slot": slot = try json.string()
            case "recipe_id": recipeID = try json.optional { try $0.uuid() }
            case "recipe_name": recipeName = try json.optional { try $0.string() }
            case "servings": servings = try json.optional { try $0.int() }
            case "note": note = try json.string()
            default: try json.skip()
            }
        }
        guard let planned = Day(iso: try JSONReader.required(day, "day")) else { throw JSONReader.Mismatch(description: "day is not a day") }
        (self.id, self.day, self.slot) = (try JSONReader.required(id, "id"), planned, try JSONReader.required(slot, "slot"))
        (recipe_id, recipe_name, self.servings, self.note) = (recipeID, recipeName, servings, try JSONReader.required(note, "note"))
    }

    var entry: PlanEntry {
        PlanEntry(id: id, day: day, slot: PlanSlot(rawValue: slot) ?? .other,
                  recipe: recipe_id.flatMap { id in recipe_name.map { RecipeServings(id: id, name: $0, servings: servings ?? 1) } },
                  note: note)
    }
}
