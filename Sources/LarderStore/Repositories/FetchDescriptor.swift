import Foundation
import LarderModel
import PostgresClient

/// Which recipes to fetch, in the spirit of SwiftData's `#Predicate`: small named pieces that
/// combine with `&&`, `||` and `!`. Each compiles to parameterised SQL; no value is spliced in.
public indirect enum RecipePredicate: Sendable {
    /// The name contains the text, ignoring case.
    case nameContains(String)
    /// The name, the summary or a step's instructions mention the text (steps by full-text search,
    /// so "simmer" also finds "simmering").
    case textContains(String)
    /// A line uses an ingredient whose name contains the text, ignoring case.
    case usesIngredient(named: String)
    case usesIngredientID(UUID)
    /// A step uses a skill whose name contains the text, ignoring case.
    case usesSkill(named: String)
    case usesSkillID(UUID)
    /// The recipe carries a tag of this name, ignoring case.
    case taggedWith(String)
    /// A member of the household has starred the recipe.
    case favouriteOf(UUID)
    /// One of these recipes.
    case ids([UUID])
    case totalTimeAtMost(seconds: Int)
    /// The household's average rating is at least this many stars (an unrated recipe has none).
    case ratedAtLeast(Int)
    case createdAfter(Date)
    case and([RecipePredicate])
    case or([RecipePredicate])
    case not(RecipePredicate)

    public static func && (lhs: RecipePredicate, rhs: RecipePredicate) -> RecipePredicate { .and([lhs, rhs]) }
    public static func || (lhs: RecipePredicate, rhs: RecipePredicate) -> RecipePredicate { .or([lhs, rhs]) }
    public static prefix func ! (predicate: RecipePredicate) -> RecipePredicate { .not(predicate) }

    /// The condition on recipe alias `r` of household `household`.
    func sql(household: UUID) -> SQL {
        switch self {
        case .nameContains(let text):
            return Self.fold("r.name", contains: text)
        case .textContains(let text):
            // Three conditions on the recipe row, each with its index (two trigram, one on the
            // steps' words the recipe keeps): a rare word is found through the indexes, and a
            // common one by walking the list's order until the page is full.
            return """
                (\(Self.fold("r.name", contains: text)) OR \(Self.fold("r.summary", contains: text))
                 OR r.step_words @@ plainto_tsquery('english', larder_fold(\(text))))
                """
        case .usesIngredient(let name):
            // On the ingredients each recipe keeps: cheap row by row when many recipes match, and
            // through the index when few or none do.
            return """
                r.ingredient_ids && ARRAY(SELECT i.id FROM ingredients i
                                          WHERE i.household_id = \(household) AND \(Self.fold("i.name", contains: name)))
                """
        case .usesIngredientID(let id):
            return "r.ingredient_ids @> ARRAY[\(id)]::uuid[]"
        case .usesSkill(let name):
            return """
                r.id IN (SELECT s.recipe_id FROM skills k
                         JOIN step_skills ss ON ss.household_id = k.household_id AND ss.skill_id = k.id
                         JOIN recipe_steps s ON s.household_id = ss.household_id AND s.id = ss.step_id
                         WHERE k.household_id = \(household) AND \(Self.fold("k.name", contains: name)))
                """
        case .usesSkillID(let id):
            return """
                r.id IN (SELECT s.recipe_id FROM step_skills ss
                         JOIN recipe_steps s ON s.household_id = ss.household_id AND s.id = ss.step_id
                         WHERE ss.household_id = \(household) AND ss.skill_id = \(id))
                """
        case .taggedWith(let name):
            return """
                r.id IN (SELECT rt.recipe_id FROM tags t
                         JOIN recipe_tags rt ON rt.household_id = t.household_id AND rt.tag_id = t.id
                         WHERE t.household_id = \(household) AND lower(t.name) = lower(\(name)))
                """
        case .favouriteOf(let member):
            return "r.id IN (SELECT f.recipe_id FROM favourites f WHERE f.household_id = \(household) AND f.user_id = \(member))"
        case .ids(let ids):
            return "r.id = ANY(\(ids))"
        case .totalTimeAtMost(let seconds):
            return "r.total_time_seconds <= \(seconds)"
        case .ratedAtLeast(let stars):
            return "coalesce(r.rating, 0) >= \(stars)"
        case .createdAfter(let date):
            return "r.created_at > \(date)"
        case .and(let parts):
            return parts.isEmpty ? "true" : "(" + parts.map { $0.sql(household: household) }.joined(separator: " AND ") + ")"
        case .or(let parts):
            return parts.isEmpty ? "false" : "(" + parts.map { $0.sql(household: household) }.joined(separator: " OR ") + ")"
        case .not(let inner):
            return "NOT (" + inner.sql(household: household) + ")"
        }
    }

    /// The condition that `column` contains `text`, ignoring case and accents: "hahnchen" is in
    /// "Hähnchen-Curry". Both sides are folded (`larder_fold`, lower(unaccent(…))), and the trigram
    /// indexes are on the folded column, so the condition keeps its index.
    static func fold(_ column: SQL, contains text: String) -> SQL {
        "larder_fold(\(column)) LIKE larder_fold(\(containsPattern(text)))"
    }

    /// `%text%` with LIKE's own wildcards escaped, so "50%" means fifty percent.
    static func containsPattern(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
            escaped.append(character)
        }
        return "%" + escaped + "%"
    }
}

/// The recipe list's filters, as its page's search form and the API's query give them: every
/// one given must hold.
public struct RecipeFilter: Sendable, Equatable {
    /// Words in the name, summary, steps or lines.
    public var text = ""
    public var ingredient = ""
    public var skill = ""
    /// Tags the recipe must all carry.
    public var tags: [String] = []
    public var maxMinutes: Int?
    /// Only this member's favourites.
    public var favouritesOf: UUID?
    /// Only recipes the household rates at least this many stars, on average.
    public var minRating: Int?

    public init(text: String = "", ingredient: String = "", skill: String = "", tags: [String] = [],
                maxMinutes: Int? = nil, favouritesOf: UUID? = nil, minRating: Int? = nil) {
        (self.text, self.ingredient, self.skill, self.tags) = (text, ingredient, skill, tags)
        (self.maxMinutes, self.favouritesOf, self.minRating) = (maxMinutes, favouritesOf, minRating)
    }

    public var predicate: RecipePredicate? {
        var filters: [RecipePredicate] = tags.map { .taggedWith($0) }
        if let favouritesOf { filters.append(.favouriteOf(favouritesOf)) }
        if !text.isEmpty { filters.append(.textContains(text)) }
        if !ingredient.isEmpty { filters.append(.usesIngredient(named: ingredient)) }
        if !skill.isEmpty { filters.append(.usesSkill(named: skill)) }
        if let maxMinutes { filters.append(.totalTimeAtMost(seconds: maxMinutes * 60)) }
        if let minRating { filters.append(.ratedAtLeast(minRating)) }
        return filters.isEmpty ? nil : .and(filters)
    }
}

/// One key of a recipe ordering. Ties are always broken by id, so paging is stable.
public struct RecipeSort: Sendable, Equatable {
    public enum Key: String, Sendable, CaseIterable {
        case name, created, totalTime
        /// The last day the recipe was cooked; never cooked comes before any day.
        case lastCooked
        /// The household's average rating; unrated counts as 0.
        case rating
    }

    public var key: Key
    public var ascending: Bool

    public init(_ key: Key, ascending: Bool = true) {
        self.key = key
        self.ascending = ascending
    }

    public static let name = RecipeSort(.name)
    public static let newest = RecipeSort(.created, ascending: false)
    public static let quickest = RecipeSort(.totalTime)
    public static let leastRecentlyCooked = RecipeSort(.lastCooked)
    public static let bestRated = RecipeSort(.rating, ascending: false)

    /// The recipe list's orders, by the names its page and the API give them; the first is the default.
    public static let named: [(name: String, sort: [RecipeSort])] = [
        ("name", [.name]), ("name-desc", [RecipeSort(.name, ascending: false)]),
        ("newest", [.newest]), ("oldest", [RecipeSort(.created)]),
        ("quickest", [.quickest]), ("slowest", [RecipeSort(.totalTime, ascending: false)]),
        // Never cooked first, those by name; then the longest ago.
        ("least-cooked", [.leastRecentlyCooked, .name]),
        // Best rated first, ties and the unrated by name.
        ("best-rated", [.bestRated, .name]),
    ]

    /// The expression on recipe alias `r`.
    var expression: SQL { expression(of: "r") }

    /// The expression on the recipe row of another alias.
    func expression(of recipe: String) -> SQL {
        let column = { (name: String) -> SQL in "\(identifier: recipe).\(identifier: name)" }
        switch key {
        case .name: return "lower(\(column("name")))"
        case .created: return column("created_at")
        case .totalTime: return column("total_time_seconds")
        case .lastCooked: return "coalesce(\(column("last_cooked_on")), '-infinity'::date)"
        case .rating: return "coalesce(\(column("rating")), 0)"
        }
    }

    /// The same key the other way round.
    var reversed: RecipeSort { RecipeSort(key, ascending: !ascending) }
}

/// The relationships a fetch loads along with each recipe, in the same statement.
public enum RecipeRelationship: String, Sendable, CaseIterable {
    case steps, lines, skills
}

/// Where a keyset page starts: next to a recipe of the household in the fetch's order.
public enum PageAnchor: Sendable, Equatable {
    /// The recipes that follow this one.
    case after(UUID)
    /// The recipes that come just before this one (still listed in the fetch's order).
    case before(UUID)
}

/// A fetch: predicate, sort, limit and offset, and what to prefetch, as in SwiftData's
/// `FetchDescriptor`. It compiles to one parameterised statement.
public struct FetchDescriptor: Sendable {
    public var predicate: RecipePredicate?
    public var sortBy: [RecipeSort]
    public var limit: Int?
    public var offset: Int
    /// A keyset page instead of an offset: the page next to this recipe, read from the sort's
    /// index as a range however deep it lies (an offset reads every row before the page). The
    /// offset then counts from the anchor. A recipe no longer in the household gives no rows.
    public var anchor: PageAnchor?
    /// For `fetchDetails`: which relationships to load (lines and skills come with their steps).
    public var prefetch: Set<RecipeRelationship>
    /// Count matches only this far (a list says "1,000+"), so that a large household is not
    /// counted to the end; nil counts them all. 0 counts nothing, and the plan is the page's
    /// alone (a count's own plan could walk a household for a word it lacks). Whether more
    /// pages follow never depends on the count: a page is read with one row more.
    public var countLimit: Int?
    /// Also return the tags recipes carry, each with how many carry it (for a list's tag
    /// filter), read in the same statement as the page.
    public var tagCounts: TagCounts
    /// When nothing matches, the recipes whose name is like this text (a search with a typo),
    /// read in the same statement.
    public var nearMatches: String?

    /// Which recipes a list's tag counts count.
    public enum TagCounts: Sendable, Equatable {
        case none
        /// Every recipe of the household (kept by triggers: nothing is counted).
        case household
        /// The recipes that match the predicate: combining tags narrows the others' counts.
        case matches
    }

    public init(predicate: RecipePredicate? = nil, sortBy: [RecipeSort] = [.name], limit: Int? = nil, offset: Int = 0,
                anchor: PageAnchor? = nil, prefetch: Set<RecipeRelationship> = Set(RecipeRelationship.allCases),
                countLimit: Int? = nil, tagCounts: TagCounts = .none, nearMatches: String? = nil) {
        self.predicate = predicate
        self.sortBy = sortBy
        self.limit = limit
        self.offset = offset
        self.anchor = anchor
        self.prefetch = prefetch
        self.countLimit = countLimit
        self.tagCounts = tagCounts
        self.nearMatches = nearMatches
    }
}

/// One page of a fetch, with how many recipes match in all.
public struct FetchResult<Item: Sendable>: Sendable {
    public var items: [Item]
    /// How many match in all, wherever the page lies; with a count limit, at most the limit
    /// plus one; 0 when the descriptor's count limit is 0.
    public var totalCount: Int
    /// The count stopped at the descriptor's count limit: more than the limit match.
    public var isCountCapped = false
    /// Matches come after the page's last item.
    public var hasMoreAfter = false
    /// Matches come before the page's first item.
    public var hasMoreBefore = false
    /// With the descriptor's `tagCounts`: the tags in use, in name order, with their counts.
    public var tagCounts: [CatalogEntry<Tag>] = []
    /// With the descriptor's `nearMatches`, when nothing matched: recipes named like it.
    public var nearMatches: [RecipeName] = []
}

/// A recipe by its name alone.
public struct RecipeName: Sendable, Equatable, Codable {
    public var id: UUID
    public var name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}
