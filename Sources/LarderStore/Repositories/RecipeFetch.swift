import Foundation
import JSONReading
import LarderModel
import PostgresClient

extension RecipeRepository {
    /// A page of recipes for a list or search page, with the number matching in all. The lists
    /// and searches ask `from: .replica`; a lookup that a write depends on asks the primary.
    public func fetch(_ descriptor: FetchDescriptor, in household: UUID, from source: ReadSource = .primary) async throws -> FetchResult<RecipeSummary> {
        let page = try await reads.query(statement(descriptor, household: household, details: false), from: source)
        var result = try decodePage(page, descriptor) { try RecipeRow(row: $0).summary }
        if descriptor.tagCounts != .none, let counts = try page.first?.decode(JSONRows<TagCountRow>?.self, column: "tag_counts") {
            result.tagCounts = counts.rows.map { CatalogEntry(item: Tag(id: $0.id, name: $0.name), useCount: $0.uses) }
        }
        if let limit = descriptor.countLimit {
            result.isCountCapped = result.totalCount > limit
        }
        if descriptor.nearMatches != nil, let near = try page.first?.decode(JSONRows<NamedRow>?.self, column: "near_matches") {
            result.nearMatches = near.rows.map { RecipeName(id: $0.id, name: $0.name) }
        }
        return result
    }

    /// A page of recipes with their graphs, loaded in the same statement (the descriptor's
    /// `prefetch` says which relationships).
    public func fetchDetails(_ descriptor: FetchDescriptor, in household: UUID) async throws -> FetchResult<RecipeDetail> {
        let page = try await pool.query(statement(descriptor, household: household, details: true))
        return try decodePage(page, descriptor) { try RecipeRow(row: $0).detail }
    }

    /// One recipe with its whole graph, or nil when the household has no such recipe: one
    /// statement, with no paging, counting or ordering of recipes to do. The shared page asks
    /// `from: .replica`; a replica that has not replayed the recipe yet leaves it to the primary.
    public func detail(_ id: UUID, in household: UUID, from source: ReadSource = .primary) async throws -> RecipeDetail? {
        let rows = try await reads.query("""
            SELECT r.id, r.name, r.summary, r.servings, r.total_time_seconds, r.created_at, r.updated_at, r.source_url,
                   r.household_id, r.version, r.rating, r.rating_count, ph.digest AS photo_digest, ph.width AS photo_width, ph.height AS photo_height,
                   u.id AS author_id, u.display_name AS author_name, \(tagsJSON(of: "r")) AS tags,
                   \(stepsJSON(Set(RecipeRelationship.allCases), of: "r")) AS steps, \(ownLinesJSON(of: "r")) AS lines,
                   r.prep_time_seconds, r.cook_time_seconds, r.stated_total_seconds, r.published_at
            FROM recipes r LEFT JOIN users u ON u.id = r.author_id
                 LEFT JOIN recipe_photos ph ON ph.household_id = r.household_id AND ph.recipe_id = r.id
            WHERE r.household_id = \(household) AND r.id = \(id)
            """, from: source, missAsksPrimary: true)
        return try rows.first.map { try RecipeRow(row: $0).detail }
    }

    /// Recipes whose name is like `text` as a cook types it: containing it, ignoring case and
    /// accents, first (by name), then those it resembles with a typo or two ("lemn" → "Lemon
    /// tart"), most alike first. One statement, through the folded names' trigram index.
    public func resembling(_ text: String, in household: UUID, limit: Int = 10) async throws -> [RecipeName] {
        guard let statement = Self.resembling(text, in: household, limit: limit) else { return [] }
        return try await pool.query(statement.plannedEachTime()).decode(UUID.self, String.self).map(RecipeName.init)
    }

    /// The statement of `resembling`, nil for no text.
    static func resembling(_ text: String, in household: UUID, limit: Int) -> SQL? {
        let text = String(text.trimmed.prefix(200))
        guard !text.isEmpty else { return nil }
        let named = RecipePredicate.fold("r.name", contains: text)
        // A typo in a word of six letters ("chiken") leaves a word similarity of 0.5; pg_trgm's
        // operator forgives down to 0.6 unless told otherwise. The setting is made for this
        // statement alone (set_config's `true`), and the one-time filter on it makes PostgreSQL
        // make it before the index is read.
        return """
            WITH forgiving AS MATERIALIZED (SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true) AS threshold)
            SELECT r.id, r.name FROM recipes r
            WHERE (SELECT threshold FROM forgiving) IS NOT NULL AND r.household_id = \(household)
              AND (\(named) OR larder_fold(\(text)) <% larder_fold(r.name))
            ORDER BY \(named) DESC,
                     word_similarity(larder_fold(\(text)), larder_fold(r.name)) DESC, lower(r.name), r.id
            LIMIT \(limit)
            """
    }

    /// Walks every matching recipe in batches, by keyset pagination: each batch continues after
    /// the last row of the previous one (by its values, so that a recipe deleted meanwhile does
    /// not end the walk), so the walk is stable and never loads the set whole.
    public func enumerate(
        _ descriptor: FetchDescriptor, in household: UUID, batchSize: Int,
        _ body: ([RecipeDetail]) async throws -> Void
    ) async throws {
        var cursor: Cursor?
        var descriptor = descriptor
        descriptor.limit = batchSize
        descriptor.offset = 0
        descriptor.anchor = nil
        while true {
            let page = try await pool.query(statement(descriptor, household: household, details: true, after: cursor))
            let batch = try decodePage(page, descriptor) { row in
                (cursor: try Cursor(row, sortBy: descriptor.sortBy), recipe: try RecipeRow(row: row).detail)
            }
            if !batch.items.isEmpty { try await body(batch.items.map(\.recipe)) }
            guard batch.hasMoreAfter, let last = batch.items.last else { return }
            cursor = last.cursor
        }
    }

    // MARK: - The statement

    /// Where a keyset page starts: the sort values and id of the row next to it.
    struct Cursor {
        var values: [SQL]
        var id: SQL

        /// The values of a row the statement read (its sort keys come as `k0`, `k1`, …), each
        /// to go back as it came.
        init(_ row: Row, sortBy: [RecipeSort]) throws {
            values = try sortBy.indices.map { .bind(try row.decode(PostgresValue.self, column: "k\($0)")) }
            id = .bind(try row.decode(UUID.self, column: "id"))
        }

        /// The values of a recipe named by id, read by the statement itself (exactly, as stored),
        /// each a scalar subquery that PostgreSQL evaluates once, before the page's index scan.
        init(recipe: UUID, household: UUID, sortBy: [RecipeSort]) {
            values = sortBy.map { sort in
                "(SELECT \(sort.expression(of: "c")) FROM recipes c WHERE c.household_id = \(household) AND c.id = \(recipe))"
            }
            id = "\(recipe)::uuid"
        }

        /// Rows after this one in the given order. When every key runs one way, as the id does
        /// (it follows the last key), that is one row comparison, which an index on the keys
        /// reads as a range: `(k1, …, id) > (v1, …, id)`. Mixed directions need
        /// (k1 > v1) OR (k1 = v1 AND k2 > v2) … then the id.
        func condition(_ sortBy: [RecipeSort]) -> SQL {
            let idAscends = sortBy.last?.ascending ?? true
            if sortBy.allSatisfy({ $0.ascending == idAscends }) {
                let keys = sortBy.map(\.expression) + ["r.id"]
                let after = values + [id]
                let comparison: SQL = idAscends ? ">" : "<"
                return "(" + keys.joined(separator: ", ") + ") \(comparison) (" + after.joined(separator: ", ") + ")"
            }
            var alternatives: [SQL] = []
            var equalSoFar: [SQL] = []
            for (sort, value) in zip(sortBy, values) {
                let comparison: SQL = sort.ascending ? ">" : "<"
                alternatives.append((equalSoFar + ["\(sort.expression) \(comparison) \(value)"]).joined(separator: " AND "))
                equalSoFar.append("\(sort.expression) = \(value)")
            }
            let idComparison: SQL = idAscends ? ">" : "<"
            alternatives.append((equalSoFar + ["r.id \(idComparison) \(id)"]).joined(separator: " AND "))
            return "(" + alternatives.map { "(\($0))" as SQL }.joined(separator: " OR ") + ")"
        }
    }

    /// How far a filtered page walks the list's order for its matches before it collects them
    /// all through the indexes instead: about a millisecond of walking in a large household.
    static let walkedRecipes = 1000

    /// The one statement a fetch sends. Internal, not private, so that tests can EXPLAIN it.
    /// A page before an anchor is read backwards, in the reversed order, and turned round when
    /// decoded. A page is read with one row more, which says whether another follows.
    func statement(_ descriptor: FetchDescriptor, household: UUID, details: Bool, after walkCursor: Cursor? = nil) -> SQL {
        let sortBy = if case .before = descriptor.anchor { descriptor.sortBy.map(\.reversed) } else { descriptor.sortBy }
        let cursor: Cursor? = switch descriptor.anchor {
        case .after(let recipe)?, .before(let recipe)?: Cursor(recipe: recipe, household: household, sortBy: sortBy)
        case nil: walkCursor
        }
        let predicate = descriptor.predicate?.sql(household: household)
        let inHousehold: SQL = "r.household_id = \(household)"
        let countFilter = [inHousehold, predicate].compactMap { $0 }.joined(separator: " AND ")
        let range = [inHousehold, cursor?.condition(sortBy)].compactMap { $0 }.joined(separator: " AND ")
        let filter = [range, predicate].compactMap { $0 }.joined(separator: " AND ")
        // Ties are broken by id, in the direction of the last key, so that one index serves both.
        let idDirection: SQL = sortBy.last?.ascending ?? true ? "ASC" : "DESC"
        /// The sort's order over these keys (one per sort, in turn) and then the id.
        func ordering(_ keys: [SQL], id: SQL) -> SQL {
            (zip(keys, sortBy).map { key, sort -> SQL in "\(key) \(sort.ascending ? "ASC" : "DESC" as SQL)" }
                + ["\(id) \(idDirection)"]).joined(separator: ", ")
        }
        let order = ordering(sortBy.map(\.expression), id: "r.id")
        let sortKeys: SQL = sortBy.isEmpty ? "" : ", " + sortBy.enumerated()
            .map { index, sort in "\(sort.expression) AS \(identifier: "k\(index)")" as SQL }.joined(separator: ", ")
        let sortPlaceholders: SQL = sortBy.isEmpty ? "" : ", " + sortBy.map { _ in "NULL" as SQL }.joined(separator: ", ")
        var paging: SQL = ""
        if let limit = descriptor.limit { paging += " LIMIT \(limit + 1)" }
        if descriptor.offset > 0 { paging += " OFFSET \(descriptor.offset)" }
        let graph: SQL = details
            ? """
              , u.id AS author_id, u.display_name AS author_name, \(stepsJSON(descriptor.prefetch, of: "p")) AS steps,
              \(descriptor.prefetch.contains(.lines) ? ownLinesJSON(of: "p") : "'[]'::json") AS lines,
              p.prep_time_seconds, p.cook_time_seconds, p.stated_total_seconds, p.published_at
              """
            : ""
        // The tags ride on the first row, which carries no recipe: the household's, as their
        // triggers count them, or those of the matches, counted here.
        let tagCounts: SQL = switch (descriptor.tagCounts, predicate) {
        case (.none, _): "NULL::json"
        case (.household, _), (.matches, nil): """
            (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'uses', t.use_count) ORDER BY lower(t.name), t.id), '[]')
             FROM tags t WHERE t.household_id = \(household) AND t.use_count > 0)
            """
        case (.matches, .some): """
            (SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'uses', x.uses) ORDER BY lower(x.name), x.id), '[]')
             FROM (SELECT t.id, t.name, count(*)::integer AS uses
                   FROM recipes r JOIN recipe_tags rt ON rt.household_id = r.household_id AND rt.recipe_id = r.id
                   JOIN tags t ON t.household_id = rt.household_id AND t.id = rt.tag_id
                   WHERE \(countFilter) GROUP BY t.id, t.name) x)
            """
        }
        // Counted apart from the page (a window count would read every match before the first
        // row), so that the page stops at its last row; a keyset walk needs no count at all.
        let total: SQL = switch (walkCursor, descriptor.countLimit) {
        case (.some, _), (nil, 0): "0"
        case (nil, let limit?): "(SELECT count(*) FROM (SELECT 1 FROM recipes r WHERE \(countFilter) LIMIT \(limit + 1)) counted)"
        case (nil, nil): "(SELECT count(*) FROM recipes r WHERE \(countFilter))"
        }
        // What the page keeps of each recipe, found either way below.
        let pageColumns: SQL = """
            r.id, r.name, r.summary, r.servings, r.total_time_seconds, r.created_at, r.updated_at,
            r.source_url, r.household_id, r.version, r.rating, r.rating_count\(sortKeys), row_number() OVER (ORDER BY \(order)) AS ordinal, r.author_id,
            r.prep_time_seconds, r.cook_time_seconds, r.stated_total_seconds, r.published_at
            """
        let page: SQL
        if let predicate, let limit = descriptor.limit, descriptor.offset == 0, walkCursor == nil {
            // A filtered page is found one of two ways, and which is cheaper depends on where the
            // matches lie, which no estimate knows: "Lemony…" names all sit a fifth of the way
            // into the name order, so walking that order for them read 10,000 recipes. The walk
            // is tried over the first recipes in the order only; when they do not hold the page,
            // every match is collected through the indexes (the OFFSET 0 keeps the order and
            // limit out of that plan) and sorted. The walk orders by the keys its recipes carry,
            // so PostgreSQL sees them already in order and stops at the page's last match
            // instead of reading all of them.
            func keyOrder(_ alias: SQL) -> SQL {
                ordering(sortBy.indices.map { "\(alias).\(identifier: "k\($0)")" }, id: "\(alias).id")
            }
            page = """
                WITH nearby AS MATERIALIZED (
                    SELECT r.id FROM (SELECT r.*\(sortKeys) FROM recipes r WHERE \(range) ORDER BY \(order) LIMIT \(Self.walkedRecipes)) r
                    WHERE \(predicate) ORDER BY \(keyOrder("r")) LIMIT \(limit + 1)),
                found AS (
                    SELECT id FROM nearby WHERE (SELECT count(*) FROM nearby) > \(limit)
                    UNION ALL
                    (SELECT m.id FROM (SELECT r.id\(sortKeys) FROM recipes r WHERE \(filter) OFFSET 0) m
                     WHERE (SELECT count(*) FROM nearby) <= \(limit) ORDER BY \(keyOrder("m")) LIMIT \(limit + 1))),
                page AS (
                    SELECT \(pageColumns)
                    FROM recipes r WHERE \(inHousehold) AND r.id IN (SELECT id FROM found)
                    ORDER BY \(order))
                """
        } else {
            page = """
                WITH page AS (
                    SELECT \(pageColumns)
                    FROM recipes r WHERE \(filter)
                    ORDER BY \(order)\(paging))
                """
        }
        // Names like a search that found nothing ride on the first row too.
        let near = descriptor.nearMatches.flatMap { Self.resembling($0, in: household, limit: 12) }
        let nearMatches: SQL = near.map { near in
            """
            , CASE WHEN NOT EXISTS (SELECT 1 FROM page)
                   THEN (SELECT coalesce(json_agg(json_build_object('id', n.id, 'name', n.name)), '[]') FROM (\(near)) n) END
            """
        } ?? ""
        let nearPlaceholder: SQL = near == nil ? "" : ", NULL::json AS near_matches"
        let statement: SQL = page + """

            SELECT p.id, p.name, p.summary, p.servings, p.total_time_seconds, p.created_at, p.updated_at,
                   p.source_url, p.household_id, p.version, p.rating, p.rating_count,
                   ph.digest AS photo_digest, ph.width AS photo_width, ph.height AS photo_height\(sortKeysOfPage(sortBy.count)),
                   \(tagsJSON(of: "p")) AS tags, \(total) AS total\(graph), NULL::json AS tag_counts\(nearPlaceholder), p.ordinal
            FROM page p LEFT JOIN users u ON u.id = p.author_id
                 LEFT JOIN recipe_photos ph ON ph.household_id = p.household_id AND ph.recipe_id = p.id
            UNION ALL
            -- A page past the end still says how many match in all; with tag counts asked for,
            -- this row comes first on every page and carries them.
            SELECT NULL::uuid, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL\(sortPlaceholders), NULL,
                   \(total)\(details ? ", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL" as SQL : ""), \(tagCounts)\(nearMatches), 0
            WHERE \(descriptor.tagCounts != .none ? "true" : "NOT EXISTS (SELECT 1 FROM page)" as SQL)
            ORDER BY ordinal
            """
        // How many rows a filter keeps depends on its values ("lentil" is rare, "soup" is not), and
        // so does the best plan: walk the name order, or collect matches from the trigram index.
        // A prepared statement soon settles on one generic plan for all of them (100 ms for a rare
        // word at 100,000 recipes instead of 10), so a filtered fetch is planned with its values.
        return descriptor.predicate == nil ? statement : statement.plannedEachTime()
    }

    private func sortKeysOfPage(_ count: Int) -> SQL {
        guard count > 0 else { return "" }
        return ", " + (0..<count).map { "p.\(identifier: "k\($0)")" as SQL }.joined(separator: ", ")
    }

    /// The tags of recipe row `recipe` as JSON, in name order.
    private func tagsJSON(of recipe: String) -> SQL {
        """
        coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id)
            FROM recipe_tags rt JOIN tags t ON t.household_id = rt.household_id AND t.id = rt.tag_id
            WHERE rt.household_id = \(identifier: recipe).household_id AND rt.recipe_id = \(identifier: recipe).id), '[]'::json)
        """
    }

    /// The steps of recipe row `recipe` as JSON, with lines and skills when prefetched: one
    /// correlated subquery per recipe, evaluated by the server in the same statement.
    private func stepsJSON(_ prefetch: Set<RecipeRelationship>, of recipe: String) -> SQL {
        guard prefetch.contains(.steps) || prefetch.contains(.lines) || prefetch.contains(.skills) else { return "'[]'::json" }
        let lines: SQL = prefetch.contains(.lines) ? ", 'lines', \(linesJSON(where: "l.household_id = s.household_id AND l.step_id = s.id"))" : ""
        let skills: SQL = prefetch.contains(.skills) ? """
            , 'skills', coalesce((SELECT json_agg(json_build_object(
                    'id', k.id, 'name', k.name, 'category', k.category, 'ar_file_name', k.ar_file_name) ORDER BY lower(k.name))
                FROM step_skills ss JOIN skills k ON k.household_id = ss.household_id AND k.id = ss.skill_id
                WHERE ss.household_id = s.household_id AND ss.step_id = s.id), '[]'::json)
            """ : ""
        return """
            coalesce((SELECT json_agg(json_build_object(
                    'id', s.id, 'position', s.position, 'instructions', s.instructions,
                    'time_seconds', s.time_seconds, 'time_kind', s.time_kind, 'during_step', s.during_step,
                    'tools', s.tools\(lines)\(skills)) ORDER BY s.position)
                FROM recipe_steps s WHERE s.household_id = \(identifier: recipe).household_id AND s.recipe_id = \(identifier: recipe).id), '[]'::json)
            """
    }

    /// Lines matching `condition` (over `l`) as JSON, in order, with their ingredient.
    private func linesJSON(where condition: SQL) -> SQL {
        """
        coalesce((SELECT json_agg(json_build_object(
                'id', l.id, 'text', l.line_text, 'quantity', l.quantity::text, 'quantity_max', l.quantity_max::text,
                'unit', l.unit, 'note', l.note, 'ingredient_id', i.id, 'ingredient_name', i.name,
                'equivalents', l.equivalents, 'container', l.container, 'size', l.size, 'group', l.group_name,
                'ingredient_density', i.density::text) ORDER BY l.position)
            FROM recipe_ingredients l
            LEFT JOIN ingredients i ON i.household_id = l.household_id AND i.id = l.ingredient_id
            WHERE \(condition)), '[]'::json)
        """
    }

    /// The lines of recipe row `recipe` that no step uses.
    private func ownLinesJSON(of recipe: String) -> SQL {
        linesJSON(where: "l.household_id = \(identifier: recipe).household_id AND l.recipe_id = \(identifier: recipe).id")
    }

    // MARK: - Decoding

    /// The page's items in the descriptor's order, without the row read ahead, and what lies
    /// either side of them.
    private func decodePage<Item>(_ rows: QueryResult, _ descriptor: FetchDescriptor,
                                  _ decode: (Row) throws -> Item) throws -> FetchResult<Item> {
        var items: [Item] = []
        var total = 0
        for row in rows {
            total = try row.decode(Int.self, column: "total")
            // The marker row (no id) only carries the total of a page past the end.
            guard try row.decode(UUID?.self, column: "id") != nil else { continue }
            items.append(try decode(row))
        }
        let readAhead = descriptor.limit.map { items.count > $0 } ?? false
        if readAhead { items.removeLast() }
        var result = FetchResult(items: items, totalCount: total)
        switch descriptor.anchor {
        case .before?:
            result.items.reverse()
            result.hasMoreBefore = readAhead
            result.hasMoreAfter = true
        case .after?:
            result.hasMoreBefore = true
            result.hasMoreAfter = readAhead
        case nil:
            result.hasMoreBefore = descriptor.offset > 0
            result.hasMoreAfter = readAhead
        }
        return result
    }
}

/// A recipe row as the fetch statements name its columns; the author and the steps only when
/// the statement loads the graph.
private struct RecipeRow {
    let row: Row

    init(row: Row) {
        self.row = row
    }

    var summary: RecipeSummary {
        get throws {
            RecipeSummary(
                id: try row.decode(UUID.self, column: "id"), name: try row.decode(String.self, column: "name"),
                summary: try row.decode(String.self, column: "summary"), servings: try row.decode(Int.self, column: "servings"),
                totalTimeSeconds: try row.decode(Int.self, column: "total_time_seconds"),
                createdAt: try row.decode(Date.self, column: "created_at"), updatedAt: try row.decode(Date.self, column: "updated_at"),
                photo: try photo, tags: try row.decode(JSONRows<Tag>.self, column: "tags").rows,
                rating: try row.decode(Decimal?.self, column: "rating"), ratingCount: try row.decode(Int.self, column: "rating_count"))
        }
    }

    private var photo: PhotoReference? {
        get throws {
            guard let digest = try row.decode(String?.self, column: "photo_digest") else { return nil }
            return PhotoReference(digest: digest, width: try row.decode(Int.self, column: "photo_width"),
                                  height: try row.decode(Int.self, column: "photo_height"))
        }
    }

    var detail: RecipeDetail {
        get throws {
            let summary = try summary
            let authorID = try row.decode(UUID?.self, column: "author_id")
            let authorName = try row.decode(String?.self, column: "author_name")
            return RecipeDetail(
                id: summary.id, householdID: try row.decode(UUID.self, column: "household_id"), name: summary.name,
                summary: summary.summary, servings: summary.servings, sourceURL: try row.decode(String?.self, column: "source_url"),
                author: authorID.flatMap { id in authorName.map { RecipeDetail.Author(id: id, displayName: $0) } },
                createdAt: summary.createdAt, publishedAt: try row.decode(Date?.self, column: "published_at"),
                updatedAt: summary.updatedAt, totalTimeSeconds: summary.totalTimeSeconds,
                version: try row.decode(Int.self, column: "version"), photo: summary.photo, tags: summary.tags,
                rating: summary.rating, ratingCount: summary.ratingCount,
                times: RecipeTimes(prepSeconds: try row.decode(Int?.self, column: "prep_time_seconds"),
                                   cookSeconds: try row.decode(Int?.self, column: "cook_time_seconds"),
                                   totalSeconds: try row.decode(Int?.self, column: "stated_total_seconds")),
                lines: try row.decode(JSONRows<LineRow>.self, column: "lines").rows.map(\.detail),
                steps: try row.decode(JSONRows<StepRow>.self, column: "steps").rows.map(\.detail))
        }
    }
}

/// An object of an id and a name, as the fetch statement writes a tag or a recipe whose name
/// nearly matches.
private struct NamedRow: JSONRow {
    var id: UUID
    var name: String

    init(json: inout JSONReader) throws {
        var (id, name): (UUID?, String?)
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "name": name = try json.string()
            default: try json.skip()
            }
        }
        self.id = try JSONReader.required(id, "id")
        self.name = try JSONReader.required(name, "name")
    }
}

extension Tag: JSONRow {
    public init(json: inout JSONReader) throws {
        let row = try NamedRow(json: &json)
        self.init(id: row.id, name: row.name)
    }
}

/// A tag with its use count, as the fetch statement's JSON spells it.
private struct TagCountRow: JSONRow {
    var id: UUID
    var name: String
    var uses: Int

    init(json: inout JSONReader) throws {
        var (id, name, uses): (UUID?, String?, Int?)
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "name": name = try json.string()
            case "uses": uses = try json.int()
            default: try json.skip()
            }
        }
        self.id = try JSONReader.required(id, "id")
        self.name = try JSONReader.required(name, "name")
        self.uses = try JSONReader.required(uses, "uses")
    }
}

/// A line as the fetch statement's JSON spells it.
private struct LineRow: JSONRow {
    var id: UUID
    var text: String
    var quantity: String?
    var quantity_max: String?
    var unit: String
    var note: String
    var ingredient_id: UUID?
    var ingredient_name: String?
    /// Grams per millilitre, where the household set it.
    var ingredient_density: String?
    var equivalents: [Measure] = []
    var container: [Measure] = []
    var size = ""
    var group = ""

    init(json: inout JSONReader) throws {
        var (id, text, unit, note): (UUID?, String?, String?, String?)
        var (quantity, quantityMax, ingredientID, ingredientName, ingredientDensity): (String?, String?, UUID?, String?, String?)
        var (equivalents, container, size, group): ([Measure], [Measure], String, String) = ([], [], "", "")
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "text": text = try json.string()
            case "quantity": quantity = try json.optional { try $0.string() }
            case "quantity_max": quantityMax = try json.optional { try $0.string() }
            case "unit": unit = try json.string()
            case "note": note = try json.string()
            case "ingredient_id": ingredientID = try json.optional { try $0.uuid() }
            case "ingredient_name": ingredientName = try json.optional { try $0.string() }
            case "ingredient_density": ingredientDensity = try json.optional { try $0.string() }
            case "equivalents": equivalents = try json.array(of: Self.measure)
            case "container": container = try json.array(of: Self.measure)
            case "size": size = try json.string()
            case "group": group = try json.string()
            default: try json.skip()
            }
        }
        (self.id, self.text) = (try JSONReader.required(id, "id"), try JSONReader.required(text, "text"))
        (self.unit, self.note) = (try JSONReader.required(unit, "unit"), try JSONReader.required(note, "note"))
        (quantity_max, ingredient_id, ingredient_name, ingredient_density) = (quantityMax, ingredientID, ingredientName, ingredientDensity)
        self.quantity = quantity
        (self.equivalents, self.container, self.size, self.group) = (equivalents, container, size, group)
    }

    /// A measure as the line's jsonb column keeps it: `{"quantity": "7", "quantity_max": null, "unit": "oz"}`.
    static func measure(_ json: inout JSONReader) throws -> Measure {
        var (quantity, quantityMax, unit): (String?, String?, String?)
        try json.object { json, key in
            switch key {
            case "quantity": quantity = try json.string()
            case "quantity_max": quantityMax = try json.optional { try $0.string() }
            case "unit": unit = try json.string()
            default: try json.skip()
            }
        }
        return Measure(Decimal(numeric: try JSONReader.required(quantity, "quantity")) ?? 0, quantityMax.flatMap(Decimal.init(numeric:)),
                       unit: try JSONReader.required(unit, "unit"))
    }

    var detail: LineDetail {
        LineDetail(
            id: id, text: text,
            quantity: quantity.flatMap(Decimal.init(numeric:)), quantityMax: quantity_max.flatMap(Decimal.init(numeric:)), unit: unit, note: note,
            ingredient: ingredient_id.flatMap { id in
                ingredient_name.map { IngredientReference(id: id, name: $0, density: ingredient_density.flatMap(Decimal.init(numeric:))) }
            },
            equivalents: equivalents, container: container, size: size, group: group)
    }
}

/// A step as the fetch statement's JSON spells it.
private struct StepRow: JSONRow {

    struct SkillRow: Sendable {
        var id: UUID
        var name: String
        var category: String
        var ar_file_name: String?

        init(json: inout JSONReader) throws {
            var (id, name, category, arFileName): (UUID?, String?, String?, String?)
            try json.object { json, key in
                switch key {
                case "id": id = try json.uuid()
                case "name": name = try json.string()
                case "category": category = try json.string()
                case "ar_file_name": arFileName = try json.optional { try $0.string() }
                default: try json.skip()
                }
            }
            (self.id, self.name) = (try JSONReader.required(id, "id"), try JSONReader.required(name, "name"))
            (self.category, ar_file_name) = (try JSONReader.required(category, "category"), arFileName)
        }
    }

    var id: UUID
    var position: Int
    var instructions: String
    var time_seconds: Int?
    var time_kind: String?
    var during_step: Int?
    var tools: [Tool]
    var lines: [LineRow]?
    var skills: [SkillRow]?

    init(json: inout JSONReader) throws {
        var (id, position, instructions, tools): (UUID?, Int?, String?, [Tool]?)
        var (timeSeconds, timeKind, duringStep, lines, skills): (Int?, String?, Int?, [LineRow]?, [SkillRow]?)
        try json.object { json, key in
            switch key {
            case "id": id = try json.uuid()
            case "position": position = try json.int()
            case "instructions": instructions = try json.string()
            case "time_seconds": timeSeconds = try json.optional { try $0.int() }
            case "time_kind": timeKind = try json.optional { try $0.string() }
            case "during_step": duringStep = try json.optional { try $0.int() }
            case "tools": tools = try json.array(of: Self.tool)
            case "lines": lines = try json.optional { try $0.array(of: LineRow.init(json:)) }
            case "skills": skills = try json.optional { try $0.array(of: SkillRow.init(json:)) }
            default: try json.skip()
            }
        }
        (self.id, self.position) = (try JSONReader.required(id, "id"), try JSONReader.required(position, "position"))
        (self.instructions, self.tools) = (try JSONReader.required(instructions, "instructions"), try JSONReader.required(tools, "tools"))
        (time_seconds, time_kind, during_step, self.lines, self.skills) = (timeSeconds, timeKind, duringStep, lines, skills)
    }

    private static func tool(_ json: inout JSONReader) throws -> Tool {
        var (name, note): (String?, String?)
        try json.object { json, key in
            switch key {
            case "name": name = try json.string()
            case "note": note = try json.optional { try $0.string() }
            default: try json.skip()
            }
        }
        return Tool(name: try JSONReader.required(name, "name"), note: note)
    }

    var detail: StepDetail {
        StepDetail(
            id: id, position: position, instructions: instructions,
            time: time_seconds.map { StepTime(seconds: $0, kind: StepTime.Kind(rawValue: time_kind ?? "") ?? .active) },
            during: during_step,
            tools: tools,
            skills: (skills ?? []).map {
                Skill(id: $0.id, name: $0.name, category: SkillCategory(rawValue: $0.category) ?? .general, arFileName: $0.ar_file_name)
            },
            lines: (lines ?? []).map(\.detail))
    }
}
