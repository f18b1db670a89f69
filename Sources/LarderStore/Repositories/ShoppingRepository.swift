import Foundation
import JSONReading
import LarderModel
import PostgresClient
import Synchronization

/// Why the shopping list could not be changed, in terms a form can show.
public enum ShoppingError: Error, Sendable, Equatable {
    case invalid(ValidationError)
    case notFound
    /// The person holds as many live lists open as one may.
    case tooManyStreams(maximum: Int)
}

/// The household's shopping list. Its generated items are made from its sources (planned days
/// and chosen recipes) with the recipe page's own summing and scaling, and made again whenever
/// a source changes, keeping ticks; items added by hand stay. Every change is announced on
/// channel `larder_shopping` by the items' triggers (`ShoppingChanges` passes it on).
public struct ShoppingRepository: Sendable {
    let pool: ConnectionPool
    let changes: NotificationListener
    let openStreams: OpenStreams
    /// How often a quiet stream asks whether its holder may still follow it, and sends a comment.
    let streamCheckInterval: Duration
    /// The channel the items' triggers notify, with payload "household-id version".
    public static let channel = "larder_shopping"

    /// `changes` listens on `channel`; one per process is enough for every open list.
    public init(pool: ConnectionPool, changes: NotificationListener, streamsPerPerson: Int = 10, streamCheckInterval: Duration = .seconds(20)) {
        self.pool = pool
        self.changes = changes
        openStreams = OpenStreams(maximum: streamsPerPerson)
        self.streamCheckInterval = streamCheckInterval
    }

    /// The list's version (once the listener listens), and then each new one as any instance
    /// of the application (or anything else) changes the items: what keeps open copies live.
    public func versions(of household: UUID) -> AsyncStream<Int> {
        let events = changes.events()
        return AsyncStream { continuation in
            let task = Task {
                var last = -1
                func send(_ version: Int) {
                    guard version > last else { return }
                    last = version
                    continuation.yield(version)
                }
                for await event in events {
                    switch event {
                    case .notification(let payload):
                        let parts = payload.split(separator: " ")
                        if parts.count == 2, UUID(uuidString: String(parts[0])) == household, let version = Int(parts[1]) { send(version) }
                    case .resumed:
                        if let version = try? await self.version(of: household) { send(version) }
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The list's versions as server-sent events, for the page and the API alike: a reconnection
    /// delay, then `event: version` with the version now and each new one, and a comment now
    /// and then, which keeps proxies from closing a quiet stream. A dropped stream is opened
    /// again by its client, and starts again from the version then.
    ///
    /// A stream lasts as long as the right to it: `isAllowed` (the session or token still
    /// valid, the person still a member) is asked before each event and at each comment, at
    /// least every `checkInterval` (the store's `streamCheckInterval` unless given), and the stream ends when it says no. A person holds at most
    /// `streamsPerPerson` streams at once on this instance; one more throws
    /// `ShoppingError.tooManyStreams`.
    public func eventStream(of household: UUID, for person: UUID, checkInterval: Duration? = nil,
                            while isAllowed: @escaping @Sendable () async throws -> Bool) throws(ShoppingError) -> AsyncStream<String> {
        guard openStreams.open(for: person) else { throw .tooManyStreams(maximum: openStreams.maximum) }
        let versions = versions(of: household)
        let openStreams = openStreams
        let checkInterval = checkInterval ?? streamCheckInterval
        return AsyncStream { continuation in
            continuation.yield("retry: 1000\n\n")
            /// Whether the stream may go on; a database that cannot answer ends it too, and the
            /// client's reconnection asks again.
            func allowed() async -> Bool { (try? await isAllowed()) ?? false }
            let forward = Task {
                for await version in versions {
                    guard await allowed() else { break }
                    continuation.yield("event: version\ndata: \(version)\n\n")
                }
                continuation.finish()
            }
            let keepAlive = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: checkInterval)
                    guard !Task.isCancelled else { return }
                    guard await allowed() else { return continuation.finish() }
                    continuation.yield(": still here\n\n")
                }
            }
            continuation.onTermination = { _ in
                forward.cancel()
                keepAlive.cancel()
                openStreams.close(for: person)
            }
        }
    }

    /// The event streams each person holds open on this instance.
    final class OpenStreams: Sendable {
        let maximum: Int
        private let counts = Mutex<[UUID: Int]>([:])

        init(maximum: Int) {
            self.maximum = maximum
        }

        /// Counts one more stream for `person`; false when they hold the most already.
        func open(for person: UUID) -> Bool {
            counts.withLock { counts in
                guard counts[person, default: 0] < maximum else { return false }
                counts[person, default: 0] += 1
                return true
            }
        }

        func close(for person: UUID) {
            counts.withLock { counts in
                counts[person, default: 1] -= 1
                if counts[person] == 0 { counts[person] = nil }
            }
        }
    }

    /// The list with its sources and items, generated items said in `units`: one statement.
    public func list(in household: UUID, units: UnitSystem = .written) async throws -> ShoppingList {
        let row = try await pool.query("""
            SELECT h.shopping_version, h.shopping_from::text, h.shopping_to::text, h.week_starts_on, h.pantry_staples,
                   coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'servings', c.servings) ORDER BY lower(r.name))
                             FROM shopping_recipes c JOIN recipes r ON r.household_id = c.household_id AND r.id = c.recipe_id
                             WHERE c.household_id = h.id), '[]'::json) AS recipes,
                   coalesce((SELECT json_agg(json_build_object('id', i.id, 'text', \(Self.itemText(units)), 'aisle', i.aisle,
                                                               'ticked', i.ticked_at IS NOT NULL, 'manual', i.key IS NULL,
                                                               'staple', i.is_staple)
                                             ORDER BY i.aisle = '', lower(i.aisle), i.position, i.created_at, i.id)
                             FROM shopping_items i WHERE i.household_id = h.id), '[]'::json) AS items
            FROM households h WHERE h.id = \(household)
            """).first
        guard let row else { throw ShoppingError.notFound }
        let (version, from, to, weekStartsOn, staples, recipes, items) = try row.decode(
            Int.self, String?.self, String?.self, Int.self, [String].self, JSONRows<RecipeServings>.self, JSONRows<ItemRow>.self)
        return ShoppingList(
            version: version, from: from.flatMap(Day.init(iso:)), to: to.flatMap(Day.init(iso:)),
            recipes: recipes.rows,
            items: items.rows.map {
                ShoppingItem(id: $0.id, text: $0.text, aisle: $0.aisle, isTicked: $0.ticked, isManual: $0.manual, isStaple: $0.staple)
            },
            weekStartsOn: weekStartsOn, pantryStaples: staples)
    }

    /// An item's text in `units`: generated items were said in each system when made; items
    /// added by hand read as typed.
    private static func itemText(_ units: UnitSystem) -> SQL {
        switch units {
        case .written: "i.text"
        case .metric: "coalesce(i.metric_text, i.text)"
        case .us: "coalesce(i.us_text, i.text)"
        }
    }

    /// The list's version alone: what an event stream starts from.
    public func version(of household: UUID) async throws -> Int {
        try await pool.query("SELECT shopping_version FROM households WHERE id = \(household)").first?.decode(Int.self) ?? 0
    }

    // MARK: - Sources

    /// Makes the list from the planned days `from` through `to` (nil: none), with the chosen recipes.
    public func setPlannedDays(from: Day?, to: Day?, in household: UUID) async throws {
        if let from, let to {
            var issues: [FieldIssue] = []
            if to < from { issues.append(FieldIssue("to", .lastDayBeforeFirst)) }
            if to.ordinal - from.ordinal >= ShoppingList.maximumDays {
                issues.append(FieldIssue("to", .listTooLong(maximumDays: ShoppingList.maximumDays)))
            }
            if !issues.isEmpty { throw ShoppingError.invalid(ValidationError(issues)) }
        }
        try await pool.query("""
            UPDATE households SET shopping_from = \(from?.iso)::date, shopping_to = \(to?.iso)::date WHERE id = \(household)
            """)
        try await regenerate(household)
    }

    /// Adds a recipe at some servings to what the list is made from (or changes its servings).
    public func choose(_ recipe: UUID, servings: Int, in household: UUID) async throws {
        let isValid = RecipeDraft.servingsRange.contains(servings)
        // Whether the recipe is the household's is answered before the servings are judged, so
        // another household's recipe is "not found" whatever the form said.
        let found = try await pool.query("""
            WITH recipe AS (SELECT household_id, id FROM recipes WHERE household_id = \(household) AND id = \(recipe)),
            chosen AS (
                INSERT INTO shopping_recipes (household_id, recipe_id, servings)
                SELECT household_id, id, \(servings) FROM recipe WHERE \(isValid)
                ON CONFLICT (household_id, recipe_id) DO UPDATE SET servings = EXCLUDED.servings)
            SELECT count(*)::int FROM recipe
            """)[0].decode(Int.self)
        guard found == 1 else { throw ShoppingError.notFound }
        guard isValid else {
            throw ShoppingError.invalid(ValidationError([FieldIssue("servings", .servingsWhole)]))
        }
        try await regenerate(household)
    }

    public func unchoose(_ recipe: UUID, in household: UUID) async throws {
        let found = try await pool.query("""
            WITH recipe AS (SELECT id FROM recipes WHERE household_id = \(household) AND id = \(recipe)),
            gone AS (DELETE FROM shopping_recipes WHERE household_id = \(household) AND recipe_id IN (SELECT id FROM recipe))
            SELECT count(*)::int FROM recipe
            """)[0].decode(Int.self)
        guard found == 1 else { throw ShoppingError.notFound }
        try await regenerate(household)
    }

    /// Makes the generated items again from the sources as they are now: an item whose key
    /// comes back keeps its tick; items added by hand are not touched.
    public func regenerate(_ household: UUID) async throws {
        // The list is the household's, made once for every member: its few words of rounding
        // ("about 4½ lemons") are in the language of its first owner, as near as a household
        // comes to having one.
        let sources = try await pool.query("""
            WITH speaks AS (
                SELECT u.language FROM memberships m JOIN users u ON u.id = m.user_id
                WHERE m.household_id = \(household) AND m.role = 'owner' ORDER BY m.joined_at, m.user_id LIMIT 1)
            SELECT e.recipe_id, e.servings, (SELECT language FROM speaks) FROM households h
            JOIN plan_entries e ON e.household_id = h.id AND e.day BETWEEN h.shopping_from AND h.shopping_to
            WHERE h.id = \(household) AND e.recipe_id IS NOT NULL
            UNION ALL
            SELECT recipe_id, servings, (SELECT language FROM speaks) FROM shopping_recipes WHERE household_id = \(household)
            """).decode(UUID.self, Int.self, String?.self)
        let language = sources.first?.2.flatMap(Language.init(rawValue:)) ?? .en
        let recipes = try await RecipeRepository(pool: pool).fetchDetails(
            FetchDescriptor(predicate: .ids(Array(Set(sources.map(\.0)))), prefetch: [.lines]), in: household).items
        let byID = Dictionary(uniqueKeysWithValues: recipes.map { ($0.id, $0) })
        let portions = sources.compactMap { id, servings, _ in
            byID[id].map { (lines: $0.allLines, scaling: Scaling(from: $0.servings, to: servings, language: language)) }
        }
        // A line that sums with nothing ("butter for the pan") is listed once, however many
        // recipes or days ask for it.
        // The same sums said in each system: units change how an entry reads, never which lines
        // it sums or where it stands, so the lists pair up entry by entry.
        func said(in units: UnitSystem) -> [String] {
            IngredientTotals.entries(of: portions.map { portion in
                var scaling = portion.scaling
                scaling.units = units
                return (lines: portion.lines, scaling: scaling)
            }).map(\.text)
        }
        let all = IngredientTotals.entries(of: portions)
        var (metric, us) = (said(in: .metric), said(in: .us))
        // Should a system ever group otherwise, its texts are left out rather than misplaced.
        if metric.count != all.count { metric = all.map(\.text) }
        if us.count != all.count { us = all.map(\.text) }
        var seen = Set<String>()
        let lines = all.indices.filter { seen.insert(all[$0].key).inserted }.enumerated().map { position, index in
            let entry = all[index]
            return GeneratedLine(key: entry.key, text: entry.text, metric_text: metric[index] == entry.text ? nil : metric[index],
                                 us_text: us[index] == entry.text ? nil : us[index], ingredient: entry.ingredient?.id, position: position)
        }
        let payload = try JSONText(encoding: lines, with: .graphPayload)
        // One statement: the old generated items go and the new ones come, ticks carried by key.
        try await pool.query("""
            WITH incoming AS (
                SELECT x.* FROM jsonb_to_recordset(\(payload)::jsonb) AS x(key text, text text, metric_text text, us_text text, ingredient uuid, position integer)),
            old AS (
                DELETE FROM shopping_items WHERE household_id = \(household) AND key IS NOT NULL
                RETURNING key, ticked_at)
            INSERT INTO shopping_items (household_id, key, text, metric_text, us_text, aisle, position, ticked_at, is_staple)
            SELECT \(household), i.key, left(i.text, 500), left(i.metric_text, 500), left(i.us_text, 500), coalesce(g.aisle, ''), i.position,
                   (SELECT max(o.ticked_at) FROM old o WHERE o.key = i.key),
                   -- "salt and pepper" is a staple when salt and pepper both are.
                   coalesce(string_to_array(lower(g.name), ' and ') <@ h.pantry_staples, false)
            FROM households h, incoming i LEFT JOIN ingredients g ON g.household_id = \(household) AND g.id = i.ingredient
            WHERE h.id = \(household)
            """)
    }

    /// Sets the household's pantry staples (water, salt, …): things it always has, which the
    /// list leaves off. Named as the catalog names ingredients, so "Eggs" leaves off "egg".
    public func setPantryStaples(_ names: [String], in household: UUID) async throws {
        let staples = PantryStaples.normalized(names)
        let issues = PantryStaples.issues(staples)
        if !issues.isEmpty { throw ShoppingError.invalid(ValidationError(issues)) }
        try await pool.query("UPDATE households SET pantry_staples = \(staples) WHERE id = \(household)")
        try await regenerate(household)
    }

    // MARK: - Items

    /// Adds an item by hand ("kitchen roll").
    public func add(_ text: String, in household: UUID) async throws {
        let text = text.trimmed
        let issues = ShoppingItem.textRule.issues(text, field: "text", label: .item)
        if !issues.isEmpty { throw ShoppingError.invalid(ValidationError(issues)) }
        try await pool.query("""
            INSERT INTO shopping_items (household_id, text, position)
            SELECT \(household), \(text), coalesce(max(position), 0) + 1 FROM shopping_items WHERE household_id = \(household)
            """)
    }

    /// Ticks an item off, or back on the list; `notFound` when the household has no such item.
    /// Repeatable: a tick says what the item should be, so done twice it is done once.
    public func setTicked(_ item: UUID, _ isTicked: Bool, in household: UUID) async throws {
        let changed = try await ConnectionPool.repeatable {
            try await pool.query("""
                UPDATE shopping_items SET ticked_at = CASE WHEN \(isTicked) THEN coalesce(ticked_at, now()) END
                WHERE household_id = \(household) AND id = \(item)
                """)
        }
        guard changed.affectedRows == 1 else { throw ShoppingError.notFound }
    }

    /// Merges the changes a phone made offline, in the order it made them, in one transaction:
    /// the items they name are locked, every tick and untick is written in one statement and
    /// every added item in another, so a batch of hundreds costs three statements. A change to an
    /// item the list no longer has is dropped and said to be `gone`: the item is not brought back.
    public func merge(_ changes: [OfflineShoppingChange], in household: UUID) async throws -> [OfflineShoppingOutcome] {
        let named = Array(Set(changes.compactMap(\.item)))
        return try await pool.withTransaction { db in
            var ticked = Dictionary(uniqueKeysWithValues: try await db.query("""
                SELECT id, ticked_at IS NOT NULL FROM shopping_items
                WHERE household_id = \(household) AND id = ANY(\(named)) ORDER BY id FOR UPDATE
                """).decode(UUID.self, Bool.self))
            let before = ticked
            var added: [AddedItem] = []
            let outcomes = changes.map { change -> OfflineShoppingOutcome in
                switch change.kind {
                case .add:
                    let text = change.text.trimmed
                    let issues = ShoppingItem.textRule.issues(text, field: "text", label: .item)
                    guard issues.isEmpty else { return .refused(issues) }
                    added.append(AddedItem(id: change.id, text: text, position: added.count))
                    ticked[change.id] = ticked[change.id] ?? false
                    return .applied
                case .tick, .untick:
                    guard let item = change.item, let isTicked = ticked[item] else { return .gone }
                    ticked[item] = change.kind == .tick
                    return isTicked == (change.kind == .tick) ? .agreed : .applied
                }
            }
            if !added.isEmpty {
                try await db.query("""
                    INSERT INTO shopping_items (household_id, id, text, position)
                    SELECT \(household), x.id, x.text, coalesce((SELECT max(position) FROM shopping_items WHERE household_id = \(household)), 0) + 1 + x.position
                    FROM jsonb_to_recordset(\(try JSONText(encoding: added, with: .graphPayload))::jsonb) AS x(id uuid, text text, position integer)
                    ON CONFLICT (household_id, id) DO NOTHING
                    """)
            }
            // An item added here starts unticked; one the batch left as it was is not written.
            let ticks = ticked.filter { (before[$0.key] ?? false) != $0.value }.map { TickedItem(id: $0.key, ticked: $0.value) }
            if !ticks.isEmpty {
                try await db.query("""
                    UPDATE shopping_items s SET ticked_at = CASE WHEN x.ticked THEN coalesce(s.ticked_at, now()) END
                    FROM jsonb_to_recordset(\(try JSONText(encoding: ticks, with: .graphPayload))::jsonb) AS x(id uuid, ticked boolean)
                    WHERE s.household_id = \(household) AND s.id = x.id AND (s.ticked_at IS NOT NULL) <> x.ticked
                    """)
            }
            return outcomes
        }
    }

    public func remove(_ item: UUID, in household: UUID) async throws {
        let removed = try await pool.query("DELETE FROM shopping_items WHERE household_id = \(household) AND id = \(item)")
        guard removed.affectedRows == 1 else { throw ShoppingError.notFound }
    }

    /// Removes the ticked items added by hand, and unticks nothing else: what "Clear the basket" does
    /// after a shop (generated items go when their source does).
    public func clearTicked(in household: UUID) async throws {
        try await pool.query("DELETE FROM shopping_items WHERE household_id = \(household) AND ticked_at IS NOT NULL AND key IS NULL")
    }
}

/// An item a phone added offline, with the id the phone gave it.
private struct AddedItem: Encodable {
    var id: UUID
    var text: String
    /// Its place among the batch's added items, after the list's last.
    var position: Int
}

private struct TickedItem: Encodable {
    var id: UUID
    var ticked: Bool
}

private struct GeneratedLine: Encodable {
    var key: String
    var text: String
    /// nil when the metric or US text is the same as `text`.
    var metric_text: String?
    var us_text: String?
    var ingredient: UUID?
    var position: Int
}

private struct ItemRow: JSONRow {
    var id: UUID
    var text: String
    var aisle: String
    var ticked: Bool
    var manual: Bool
    var staple: Bool

    init(json: inout JSONReader) throws {
        var (id, text, aisle, ticked, manual, staple): (UUID?, String?, String?, Bool?, Bool?, Bool?)
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "text": text = try json.string()
            case "aisle": aisle = try json.string()
            case "ticked": ticked = try json.bool()
            case "manual": manual = try json.bool()
            case "staple": staple = try json.bool()
            default: try json.skip()
            }
        }
        (self.id, self.text, self.aisle) = (try JSONReader.required(id, "id"), try JSONReader.required(text, "text"), try JSONReader.required(aisle, "aisle"))
        (self.ticked, self.manual, self.staple) = (try JSONReader.required(ticked, "ticked"), try JSONReader.required(manual, "manual"),
                                                   try JSONReader.required(staple, "staple"))
    }
}

extension RecipeServings: JSONRow {
    public init(json: inout JSONReader) throws {
        var (id, name, servings): (UUID?, String?, Int?)
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "name": name = try json.string()
            case "servings": servings = try json.int()
            default: try json.skip()
            }
        }
        self.init(id: try JSONReader.required(id, "id"), name: try JSONReader.required(name, "name"), servings: try JSONReader.required(servings, "servings"))
    }
}
