import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Fetch descriptors: predicates that compose, sorts, paging with a total, and prefetching
/// whole graphs in one statement.
@Suite("Fetching recipes")
struct FetchTests {
    static func day(_ text: String) -> Date { ISO8601DateFormatter().date(from: text + "T12:00:00Z")! }

    /// Five recipes at home and two next door that reuse Home's names and ingredients.
    struct Pantry {
        let kitchen: Kitchen
        var ids: [String: UUID] = [:]
        var nextDoor: Household
        var theirIDs: Set<UUID> = []

        static let recipes: [(RecipeDraft, Date)] = [
            (RecipeDraft(name: "Leek and potato soup", summary: "Silky, green and filling.", steps: [
                StepDraft(instructions: "Simmering the leeks gently in butter.", time: StepTime(minutes: 30, kind: .passive),
                          skills: [SkillDraft(name: "Simmering", category: .cooking)],
                          lines: [Dish.line("3 leeks", 3, "", "Leek"), Dish.line("2 potatoes", 2, "", "Potato"), Dish.line("butter", nil, "", "Butter")]),
                StepDraft(instructions: "Blend until smooth.", time: StepTime(minutes: 5, kind: .active)),
            ]), day("2024-01-10")),
            (RecipeDraft(name: "Tomato tart", summary: "A 50% wholemeal pastry with tomatoes.", steps: [
                StepDraft(instructions: "Blind bake the pastry case.", time: StepTime(minutes: 20, kind: .passive),
                          skills: [SkillDraft(name: "Blind baking", category: .baking)],
                          lines: [Dish.line("200 g wholemeal flour", 200, "g", "Wholemeal flour")]),
                StepDraft(instructions: "Fill with tomatoes and bake.", time: StepTime(minutes: 25, kind: .passive),
                          lines: [Dish.line("4 tomatoes", 4, "", "Tomato")]),
            ]), day("2024-02-10")),
            (RecipeDraft(name: "Quick tomato salad", steps: [
                StepDraft(instructions: "Slice the tomatoes and dress them.", time: StepTime(minutes: 10, kind: .active),
                          skills: [SkillDraft(name: "Slicing", category: .cutting)],
                          lines: [Dish.line("3 tomatoes", 3, "", "tomato"), Dish.line("olive oil", nil, "", "Olive oil")]),
            ]), day("2024-03-10")),
            (RecipeDraft(name: "50% rye bread", summary: "Half rye, half wheat.", steps: [
                StepDraft(instructions: "Knead, then prove until doubled.", time: StepTime(minutes: 90, kind: .passive),
                          skills: [SkillDraft(name: "Kneading", category: .baking)],
                          lines: [Dish.line("250 g rye flour", 250, "g", "Rye flour")]),
            ]), day("2024-04-10")),
            (RecipeDraft(name: "Plain rice", steps: [
                StepDraft(instructions: "Cook the rice.", lines: [Dish.line("rice", nil, "", "Rice")]),
            ]), day("2024-05-10")),
        ]

        init(_ kitchen: Kitchen) async throws {
            self.kitchen = kitchen
            for (draft, created) in Self.recipes {
                ids[draft.name] = try await kitchen.recipes.create(draft, in: kitchen.home.id, author: kitchen.cook.id, createdAt: created)
            }
            let (nextDoor, nell) = try await kitchen.neighbour()
            self.nextDoor = nextDoor
            for (draft, created) in Self.recipes.prefix(2) {
                theirIDs.insert(try await kitchen.recipes.create(draft, in: nextDoor.id, author: nell.id, createdAt: created))
            }
        }

        /// Names of the matching recipes at home, in the given order; next door never shows up.
        func names(_ predicate: RecipePredicate?, sortBy: [RecipeSort] = [.name]) async throws -> [String] {
            let page = try await kitchen.recipes.fetch(FetchDescriptor(predicate: predicate, sortBy: sortBy), in: kitchen.home.id)
            #expect(page.totalCount == page.items.count)
            #expect(Set(page.items.map(\.id)).isDisjoint(with: theirIDs), "next door's recipes never match at home")
            return page.items.map(\.name)
        }

        func catalogID(_ table: String, _ name: String, in household: UUID? = nil) async throws -> UUID {
            try await kitchen.pool.query("""
                SELECT id FROM \(identifier: table) WHERE household_id = \(household ?? kitchen.home.id) AND name = \(name)
                """)[0].decode(UUID.self)
        }
    }

    @Test("name contains: ignoring case")
    func nameContains() async throws {
        try await Kitchen.open { kitchen in
            let pantry = try await Pantry(kitchen)
            #expect(try await pantry.names(.nameContains("SOUP")) == ["Leek and potato soup"])
            #expect(try await pantry.names(.nameContains("tomato")) == ["Quick tomato salad", "Tomato tart"])
            #expect(try await pantry.names(.nameContains("pizza")) == [])
        }
    }

    @Test("text contains: name, summary, or the steps by full-text search, so \"simmer\" finds \"simmering\"")
    func textContains() async throws {
        try await Kitchen.open { kitchen in
            let pantry = try await Pantry(kitchen)
            #expect(try await pantry.names(.textContains("green")) == ["Leek and potato soup"])
            #expect(try await pantry.names(.textContains("simmer")) == ["Leek and potato soup"])
            #expect(try await pantry.names(.textContains("simmered")) == ["Leek and potato soup"])
            #expect(try await pantry.names(.textContains("doubling")) == ["50% rye bread"])
            #expect(try await pantry.names(.textContains("wholemeal")) == ["Tomato tart"])
            #expect(try await pantry.names(.textContains("rye")) == ["50% rye bread"])
            #expect(try await pantry.names(.textContains("the")) == [], "a stop word alone finds nothing in the steps")
        }
    }

    @Test("uses ingredient and uses skill, by name (contains, ignoring case) or by id")
    func usesIngredientAndSkill() async throws {
        try await Kitchen.open { kitchen in
            let pantry = try await Pantry(kitchen)
            #expect(try await pantry.names(.usesIngredient(named: "FLOUR")) == ["50% rye bread", "Tomato tart"])
            #expect(try await pantry.names(.usesIngredient(named: "tomato")) == ["Quick tomato salad", "Tomato tart"])
            let tomato = try await pantry.catalogID("ingredients", "Tomato")
            #expect(try await pantry.names(.usesIngredientID(tomato)) == ["Quick tomato salad", "Tomato tart"])
            #expect(try await pantry.names(.usesSkill(named: "bak")) == ["Tomato tart"])
            let kneading = try await pantry.catalogID("skills", "Kneading")
            #expect(try await pantry.names(.usesSkillID(kneading)) == ["50% rye bread"])
            // Next door's own rows, asked for by id from home, match nothing.
            let theirLeek = try await pantry.catalogID("ingredients", "Leek", in: pantry.nextDoor.id)
            let theirBaking = try await pantry.catalogID("skills", "Blind baking", in: pantry.nextDoor.id)
            #expect(try await pantry.names(.usesIngredientID(theirLeek)) == [])
            #expect(try await pantry.names(.usesSkillID(theirBaking)) == [])
            #expect(try await pantry.names(.ids(Array(pantry.theirIDs))) == [])
        }
    }

    @Test("total time at most (inclusive), created after (strictly), and one of these ids")
    func timeDateAndIds() async throws {
        try await Kitchen.open { kitchen in
            let pantry = try await Pantry(kitchen)
            #expect(try await pantry.names(.totalTimeAtMost(seconds: 600)) == ["Plain rice", "Quick tomato salad"])
            #expect(try await pantry.names(.totalTimeAtMost(seconds: 599)) == ["Plain rice"])
            #expect(try await pantry.names(.createdAfter(FetchTests.day("2024-03-10"))) == ["50% rye bread", "Plain rice"])
            let some = [pantry.ids["Plain rice"]!, pantry.ids["Quick tomato salad"]!] + pantry.theirIDs
            #expect(try await pantry.names(.ids(some)) == ["Plain rice", "Quick tomato salad"])
            #expect(try await pantry.names(.ids([])) == [])
        }
    }

    @Test("predicates combine with and, or and not")
    func combinations() async throws {
        try await Kitchen.open { kitchen in
            let pantry = try await Pantry(kitchen)
            #expect(try await pantry.names(.usesIngredient(named: "tomato") && !.nameContains("salad")) == ["Tomato tart"])
            #expect(try await pantry.names(.nameContains("rice") || .totalTimeAtMost(seconds: 600)) == ["Plain rice", "Quick tomato salad"])
            #expect(try await pantry.names(!(.textContains("tomato") || .usesSkill(named: "knead"))) == ["Leek and potato soup", "Plain rice"])
            #expect(try await pantry.names(.usesSkill(named: "i") && .createdAfter(FetchTests.day("2024-01-31")) && !.usesIngredient(named: "rye"))
                    == ["Quick tomato salad", "Tomato tart"])
            #expect(try await pantry.names(.and([])).count == 5)
            #expect(try await pantry.names(.or([])) == [])
        }
    }

    @Test("LIKE's wildcards in what a person types are plain characters: \"50%\" does not match everything")
    func wildcardsAreLiteral() async throws {
        try await Kitchen.open { kitchen in
            let pantry = try await Pantry(kitchen)
            #expect(try await pantry.names(.nameContains("50%")) == ["50% rye bread"])
            #expect(try await pantry.names(.nameContains("%")) == ["50% rye bread"])
            #expect(try await pantry.names(.nameContains("_")) == [])
            #expect(try await pantry.names(.nameContains("\\")) == [])
            #expect(try await pantry.names(.textContains("50%")) == ["50% rye bread", "Tomato tart"])
            #expect(try await pantry.names(.usesIngredient(named: "%")) == [])
            #expect(try await pantry.names(.usesSkill(named: "_")) == [])
        }
    }

    @Test("sorts by name, creation and total time, each way round")
    func sorts() async throws {
        try await Kitchen.open { kitchen in
            let pantry = try await Pantry(kitchen)
            let byName = ["50% rye bread", "Leek and potato soup", "Plain rice", "Quick tomato salad", "Tomato tart"]
            let byCreation = ["Leek and potato soup", "Tomato tart", "Quick tomato salad", "50% rye bread", "Plain rice"]
            let byTime = ["Plain rice", "Quick tomato salad", "Leek and potato soup", "Tomato tart", "50% rye bread"]
            #expect(try await pantry.names(nil, sortBy: [.name]) == byName)
            #expect(try await pantry.names(nil, sortBy: [RecipeSort(.name, ascending: false)]) == byName.reversed())
            #expect(try await pantry.names(nil, sortBy: [RecipeSort(.created)]) == byCreation)
            #expect(try await pantry.names(nil, sortBy: [.newest]) == byCreation.reversed())
            #expect(try await pantry.names(nil, sortBy: [.quickest]) == byTime)
            #expect(try await pantry.names(nil, sortBy: [RecipeSort(.totalTime, ascending: false)]) == byTime.reversed())
        }
    }

    @Test("paging through recipes that tie on the sort key visits each exactly once, and every page knows the total")
    func offsetPagingWithTies() async throws {
        try await Kitchen.open { kitchen in
            // One statement: all 25 share created_at (now()) and a 5-minute total time.
            let drafts = (1...25).map { (draft: Dish.tiny("Snack \($0)"), createdAt: Date?.none) }
            _ = try await kitchen.pool.withConnection {
                try await kitchen.recipes.create(drafts, in: kitchen.home.id, author: nil, on: $0)
            }
            #expect(try await kitchen.count("SELECT count(DISTINCT created_at) FROM recipes") == 1)
            for sort in [[RecipeSort(.created)], [RecipeSort.newest], [RecipeSort.quickest], [RecipeSort(.totalTime, ascending: false), .newest], []] {
                var seen: [UUID] = []
                for offset in stride(from: 0, through: 28, by: 7) {
                    let page = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: sort, limit: 7, offset: offset), in: kitchen.home.id)
                    #expect(page.totalCount == 25, "page at \(offset)")
                    #expect(page.items.count == max(0, min(7, 25 - offset)))
                    seen += page.items.map(\.id)
                }
                #expect(seen.count == 25 && Set(seen).count == 25, "sorted by \(sort)")
            }
            let filtered = try await kitchen.recipes.fetch(FetchDescriptor(predicate: .nameContains("snack 1"), limit: 2, offset: 50), in: kitchen.home.id)
            #expect(filtered.items.isEmpty && filtered.totalCount == 11)
        }
    }

    @Test("keyset pages, after the last recipe or before the first, visit each recipe once in every order, ties included, and say what lies either side")
    func keysetPaging() async throws {
        try await Kitchen.open { kitchen in
            // 25 recipes made in one statement (one created_at), in two total times.
            let drafts = (1...25).map { (draft: Dish.tiny("Snack \($0)", minutes: $0.isMultiple(of: 2) ? 5 : 10), createdAt: Date?.none) }
            _ = try await kitchen.pool.withConnection {
                try await kitchen.recipes.create(drafts, in: kitchen.home.id, author: nil, on: $0)
            }
            let theirs = try await kitchen.save(Dish.tiny("Snack 99"), in: try await kitchen.neighbour().household)
            let sorts: [[RecipeSort]] = [[.name], [RecipeSort(.name, ascending: false)], [.newest], [RecipeSort(.created)], [.quickest],
                                         [RecipeSort(.totalTime, ascending: false)], [.leastRecentlyCooked], [.quickest, .newest]]
            for sort in sorts {
                let everything = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: sort), in: kitchen.home.id).items.map(\.id)
                var pages: [[UUID]] = []
                var page = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: sort, limit: 7), in: kitchen.home.id)
                #expect(!page.hasMoreBefore && page.hasMoreAfter)
                pages.append(page.items.map(\.id))
                while page.hasMoreAfter {
                    page = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: sort, limit: 7, anchor: .after(page.items.last!.id)), in: kitchen.home.id)
                    #expect(page.hasMoreBefore)
                    pages.append(page.items.map(\.id))
                }
                #expect(pages.map(\.count) == [7, 7, 7, 4], "\(sort)")
                #expect(Array(pages.joined()) == everything, "forwards, sorted by \(sort)")
                // Back from the last page: the same pages, each in the fetch's order.
                var back: [[UUID]] = [pages.last!]
                var earlier = page
                while earlier.hasMoreBefore {
                    earlier = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: sort, limit: 7, anchor: .before(earlier.items.first!.id)),
                                                              in: kitchen.home.id)
                    #expect(earlier.hasMoreAfter)
                    back.insert(earlier.items.map(\.id), at: 0)
                }
                #expect(back == pages, "backwards, sorted by \(sort)")
            }
            // Another household's recipe, or none at all, anchors nothing.
            for stranger in [theirs, UUID()] {
                let page = try await kitchen.recipes.fetch(FetchDescriptor(limit: 7, anchor: .after(stranger)), in: kitchen.home.id)
                #expect(page.items.isEmpty)
            }
        }
    }

    @Test("a filtered page whose matches lie past the first recipes in the list's order is collected whole and sorted: the same pages as a full fetch, either side of the walk")
    func filteredPagesPastTheWalk() async throws {
        try await Kitchen.open { kitchen in
            // 1,100 plain dishes, then 30 "Zesty lemon" ones past them in name order, and 3
            // "Apple lemon" ones before them all.
            let names = (1...1100).map { String(format: "Plain dish %04d", $0) } + (1...30).map { String(format: "Zesty lemon %02d", $0) }
                + (1...3).map { "Apple lemon \($0)" }
            let drafts = names.map { (draft: Dish.tiny($0), createdAt: Date?.none) }
            _ = try await kitchen.pool.withConnection { connection in
                for start in stride(from: 0, to: drafts.count, by: 500) {
                    _ = try await kitchen.recipes.create(Array(drafts[start..<min(start + 500, drafts.count)]), in: kitchen.home.id, author: nil, on: connection)
                }
            }
            #expect(RecipeRepository.walkedRecipes < 1100, "the Zesty ones lie past the walk")
            for (predicate, sort) in [(RecipePredicate.nameContains("lemon"), RecipeSort.name), (.nameContains("lemon"), RecipeSort(.name, ascending: false)),
                                      (.nameContains("plain"), .name), (.nameContains("zesty") || .nameContains("0999"), .name),
                                      (.nameContains("nothing like it"), .name)] {
                let all = try await kitchen.recipes.fetch(FetchDescriptor(predicate: predicate, sortBy: [sort]), in: kitchen.home.id).items
                let everything = all.map(\.name)
                var pages: [String] = []
                var page = try await kitchen.recipes.fetch(FetchDescriptor(predicate: predicate, sortBy: [sort], limit: 24, countLimit: 0), in: kitchen.home.id)
                pages += page.items.map(\.name)
                while page.hasMoreAfter {
                    page = try await kitchen.recipes.fetch(FetchDescriptor(predicate: predicate, sortBy: [sort], limit: 24, anchor: .after(page.items.last!.id),
                                                                           countLimit: 0), in: kitchen.home.id)
                    pages += page.items.map(\.name)
                }
                #expect(pages == everything, "\(predicate), \(sort)")
                // And back again by the Previous links, from the last match.
                guard let last = all.last else { continue }
                var backwards = [last.name]
                var anchor = last.id
                while true {
                    let previous = try await kitchen.recipes.fetch(FetchDescriptor(predicate: predicate, sortBy: [sort], limit: 24, anchor: .before(anchor),
                                                                                   countLimit: 0), in: kitchen.home.id)
                    backwards = previous.items.map(\.name) + backwards
                    guard previous.hasMoreBefore, let first = previous.items.first else { break }
                    anchor = first.id
                }
                #expect(backwards == everything, "backwards: \(predicate), \(sort)")
            }
            #expect(try await kitchen.recipes.fetch(FetchDescriptor(predicate: .nameContains("lemon"), limit: 24), in: kitchen.home.id).items.map(\.name)
                    == (1...3).map { "Apple lemon \($0)" } + (1...21).map { String(format: "Zesty lemon %02d", $0) })
        }
    }

    @Test("prefetching a recipe of 50 steps costs the same single query as a recipe of one step")
    func prefetchCostIsFixed() async throws {
        try await Kitchen.open { kitchen in
            let small = try await kitchen.save(Dish.large("Toast", steps: 1, linesPerStep: 1))
            let large = try await kitchen.save(Dish.large("Banquet", steps: 50, linesPerStep: 3))
            var costs: [Int] = []
            for id in [small, large] {
                let (page, counter) = try await QueryCounter.measure {
                    try await kitchen.recipes.fetchDetails(FetchDescriptor(predicate: .ids([id])), in: kitchen.home.id)
                }
                #expect(page.items.count == 1)
                #expect(counter.roundTrips == 1)
                costs.append(counter.statements)
                let (detail, single) = try await QueryCounter.measure { try await kitchen.detail(id) }
                #expect(detail == page.items.first)
                #expect(single.statements == 1 && single.roundTrips == 1)
            }
            #expect(costs == [1, 1])
            let (both, counter) = try await QueryCounter.measure { try await kitchen.recipes.fetchDetails(FetchDescriptor(), in: kitchen.home.id) }
            #expect(both.items.map { $0.steps.count } == [50, 1] && counter.statements == 1)
            #expect(both.items[0].steps.flatMap(\.lines).count == 150)
        }
    }

    @Test("a prefetched recipe comes back whole and in order: steps, their lines as written, skills by name")
    func prefetchLoadsTheGraphInOrder() async throws {
        try await Kitchen.open { kitchen in
            let draft = RecipeDraft(name: "Pancakes", summary: "Thin ones.", servings: 2, sourceURL: "https://example.com/pancakes", steps: [
                StepDraft(instructions: "Whisk the batter.", time: StepTime(minutes: 5, kind: .active),
                          tools: [Tool(name: "Whisk"), Tool(name: "Bowl", note: "a large one")],
                          skills: [SkillDraft(name: "Whisking", category: .mixing), SkillDraft(name: "folding", category: .mixing)],
                          lines: [LineDraft(text: "3 eggs", quantity: 3, ingredient: "Egg"),
                                  LineDraft(text: "1.5–2 cups milk", quantity: 1.5, quantityMax: 2, unit: "cup", ingredient: "Milk", note: "cold"),
                                  LineDraft(text: "a pinch of salt")]),
                StepDraft(instructions: "Rest.", time: StepTime(minutes: 30, kind: .passive)),
                StepDraft(instructions: "Fry thinly.", lines: [LineDraft(text: "butter", ingredient: "Butter")]),
            ])
            let id = try await kitchen.save(draft)
            let page = try await kitchen.recipes.fetchDetails(FetchDescriptor(predicate: .ids([id])), in: kitchen.home.id)
            let pancakes = try #require(page.items.first)
            #expect(pancakes.name == "Pancakes" && pancakes.summary == "Thin ones." && pancakes.servings == 2)
            #expect(pancakes.sourceURL == "https://example.com/pancakes" && pancakes.author?.displayName == "Ada")
            #expect(pancakes.totalTimeSeconds == 35 * 60 && pancakes.activeSeconds == 300 && pancakes.passiveSeconds == 1800)
            #expect(pancakes.steps.map(\.position) == [0, 1, 2])
            #expect(pancakes.steps.map(\.instructions) == ["Whisk the batter.", "Rest.", "Fry thinly."])
            #expect(pancakes.steps[0].tools == [Tool(name: "Whisk"), Tool(name: "Bowl", note: "a large one")])
            #expect(pancakes.steps[0].skills.map(\.name) == ["folding", "Whisking"])
            #expect(pancakes.steps[0].lines.map(\.text) == ["3 eggs", "1.5–2 cups milk", "a pinch of salt"])
            let milk = pancakes.steps[0].lines[1]
            #expect(milk.quantity == Decimal(string: "1.5") && milk.quantityMax == 2 && milk.unit == "cup" && milk.note == "cold")
            #expect(milk.ingredient?.name == "Milk" && pancakes.steps[0].lines[2].ingredient == nil)
            #expect(pancakes.steps[1].time == StepTime(minutes: 30, kind: .passive) && pancakes.steps[2].time == nil)
            var readBack = pancakes.draft
            readBack.steps = readBack.steps.map { step in
                var step = step
                step.id = nil
                return step
            }
            var expected = draft
            expected.steps[0].skills.reverse()
            #expect(readBack == expected, "what was saved reads back as the same draft, apart from step ids and skill order")

            func shape(_ prefetch: Set<RecipeRelationship>) async throws -> [String] {
                let step = try #require(try await kitchen.recipes.fetchDetails(
                    FetchDescriptor(predicate: .ids([id]), prefetch: prefetch), in: kitchen.home.id).items.first).steps.first
                return step.map { ["steps"] + ($0.lines.isEmpty ? [] : ["lines"]) + ($0.skills.isEmpty ? [] : ["skills"]) } ?? []
            }
            #expect(try await shape([]) == [])
            #expect(try await shape([.steps]) == ["steps"])
            #expect(try await shape([.lines]) == ["steps", "lines"])
            #expect(try await shape([.skills]) == ["steps", "skills"])
            #expect(try await shape(Set(RecipeRelationship.allCases)) == ["steps", "lines", "skills"])
        }
    }
}
