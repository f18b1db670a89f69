import Foundation
import LarderFetch
@testable import LarderExchange
import LarderModel
@testable import LarderStore
import PostgresClient
import Synchronization
import Testing
import LarderTestSupport
import PostgresTestSupport

/// The shopping list against the database: made from planned days and chosen recipes with the
/// recipe page's summing and scaling, grouped by aisle, made again keeping ticks and items added
/// by hand, every change announced, and tenancy.
@Suite("Shopping list")
struct ShoppingTests {
    static func line(_ text: String, _ ingredient: String) -> LineDraft {
        var line = IngredientLineParser.parse(text)
        line.ingredient = ingredient
        return line
    }

    static func shopping(_ kitchen: Kitchen) -> ShoppingRepository {
        ShoppingRepository(pool: kitchen.pool, changes: NotificationListener(configuration: kitchen.database.configuration,
                                                                             channel: ShoppingRepository.channel))
    }

    /// Three recipes sharing milk, eggs and flour in several units and servings.
    static func furnish(_ kitchen: Kitchen) async throws -> (pancakes: UUID, custard: UUID, bread: UUID) {
        let pancakes = try await kitchen.save(RecipeDraft(name: "Pancakes", servings: 4, steps: [StepDraft(instructions: "Whisk.", lines: [
            line("2 eggs", "Egg"), line("300 ml milk", "Milk"), line("150 g flour", "Flour"), LineDraft(text: "butter for the pan"),
        ])]))
        let custard = try await kitchen.save(RecipeDraft(name: "Custard", servings: 2, steps: [StepDraft(instructions: "Stir.", lines: [
            line("1 egg", "Egg"), line("0.5 l milk", "Milk"), line("2 tbsp sugar", "Sugar"),
        ])]))
        let bread = try await kitchen.save(RecipeDraft(name: "Bread", servings: 8, steps: [StepDraft(instructions: "Knead.", lines: [
            line("1 kg flour", "Flour"), line("10 g salt", "Salt"), line("1 tsp sugar", "Sugar"),
        ])]))
        return (pancakes, custard, bread)
    }

    @Test("a week of the plan and a chosen recipe are scaled and summed as the recipe page sums, within a kind of unit only")
    func summing() async throws {
        try await Kitchen.open { kitchen in
            let (pancakes, custard, bread) = try await Self.furnish(kitchen)
            let plan = PlanRepository(pool: kitchen.pool)
            let monday = try #require(Day(iso: "2026-11-23"))
            for (day, recipe, servings) in [(0, pancakes, 8), (2, custard, 2), (3, pancakes, 2), (9, bread, 8)] {
                try await plan.add(PlanDraft(day: monday.adding(days: day), slot: .dinner, content: .recipe(recipe, servings: servings)),
                                   by: kitchen.cook.id, in: kitchen.home.id)
            }
            let shopping = Self.shopping(kitchen)
            try await shopping.choose(bread, servings: 4, in: kitchen.home.id)
            try await shopping.setPlannedDays(from: monday, to: monday.adding(days: 6), in: kitchen.home.id)
            let (list, cost) = try await QueryCounter.measure { try await shopping.list(in: kitchen.home.id) }
            #expect(cost.statements == 1)
            #expect(list.from == monday && list.recipes.map(\.name) == ["Bread"])
            // Pancakes for 8 and for 2 (×2 and ×½ of 4), custard for 2, bread for 4 (×½ of 8); bread's
            // planned day is outside the week.
            #expect(list.items.map(\.text) == [
                "6 eggs",             // 4 + 1 + 1
                "1.25 l milk",        // 600 ml + 150 ml + 0.5 l, said in litres, in decimals as metric amounts are
                "875 g flour",        // 300 g + 75 g + 1 kg × ½
                "butter for the pan", // no quantity: as written, and once
                "2 tbsp + ½ tsp sugar", // 6½ tsp: spoons are one kind, said as a cook measures them
                "5 g salt",
            ])
            #expect(list.items.allSatisfy { !$0.isManual && !$0.isTicked })
            // Salt is one of the household's pantry staples: kept, and marked to be left off.
            #expect(list.items.filter(\.isStaple).map(\.text) == ["5 g salt"])
            #expect(list.pantryStaples == PantryStaples.defaults)
        }
    }

    @Test("made again, the list keeps ticks (by what an item sums) and the items added by hand, and files items by aisle")
    func regeneration() async throws {
        try await Kitchen.open { kitchen in
            let (pancakes, custard, _) = try await Self.furnish(kitchen)
            let shopping = Self.shopping(kitchen)
            try await shopping.choose(pancakes, servings: 4, in: kitchen.home.id)
            try await shopping.add("Kitchen roll", in: kitchen.home.id)
            var list = try await shopping.list(in: kitchen.home.id)
            let eggs = try #require(list.items.first { $0.text == "2 eggs" })
            let roll = try #require(list.items.first { $0.text == "Kitchen roll" })
            try await shopping.setTicked(eggs.id, true, in: kitchen.home.id)
            try await shopping.setTicked(roll.id, true, in: kitchen.home.id)

            let milk = try await kitchen.pool.query("SELECT id FROM ingredients WHERE name = 'Milk'")[0].decode(UUID.self)
            try await IngredientRepository(pool: kitchen.pool).setAisle(" Dairy ", of: milk, in: kitchen.home.id)
            try await shopping.choose(custard, servings: 4, in: kitchen.home.id)
            list = try await shopping.list(in: kitchen.home.id)
            #expect(list.items.first { $0.text == "4 eggs" }?.isTicked == true, "2 + 2 eggs: still the eggs, still ticked")
            #expect(list.items.first { $0.text == "Kitchen roll" }?.isTicked == true)
            #expect(list.items.first?.aisle == "Dairy" && list.items.first?.text == "1.3 l milk", "\(list.items.map(\.text))")
            #expect(list.items.filter(\.isManual).map(\.text) == ["Kitchen roll"])

            try await shopping.unchoose(pancakes, in: kitchen.home.id)
            try await shopping.unchoose(custard, in: kitchen.home.id)
            list = try await shopping.list(in: kitchen.home.id)
            #expect(list.items.map(\.text) == ["Kitchen roll"])
            try await shopping.clearTicked(in: kitchen.home.id)
            #expect(try await shopping.list(in: kitchen.home.id).items.isEmpty)
        }
    }

    @Test("every change raises the list's version and announces it on larder_shopping; another household's items and recipes are not found")
    func announcementsAndTenancy() async throws {
        try await Kitchen.open { kitchen in
            let (pancakes, _, _) = try await Self.furnish(kitchen)
            let shopping = Self.shopping(kitchen)
            let listener = try await kitchen.database.connect()
            defer { listener.close() }
            let notifications = await listener.notifications()
            try await listener.query("LISTEN larder_shopping")

            try await shopping.add("Kitchen roll", in: kitchen.home.id)
            let item = try #require(try await shopping.list(in: kitchen.home.id).items.first)
            try await shopping.setTicked(item.id, true, in: kitchen.home.id)
            var payloads: [String] = []
            for await notification in notifications {
                payloads.append(notification.payload)
                if payloads.count == 2 { break }
            }
            #expect(payloads == ["\(kitchen.home.id.uuidString.lowercased()) 1", "\(kitchen.home.id.uuidString.lowercased()) 2"])
            #expect(try await shopping.version(of: kitchen.home.id) == 2)

            let (elsewhere, _) = try await kitchen.neighbour()
            await #expect(throws: ShoppingError.notFound) { try await shopping.setTicked(item.id, false, in: elsewhere.id) }
            await #expect(throws: ShoppingError.notFound) { try await shopping.remove(item.id, in: elsewhere.id) }
            await #expect(throws: ShoppingError.notFound) { try await shopping.choose(pancakes, servings: 2, in: elsewhere.id) }
            await #expect(throws: ShoppingError.self) { try await shopping.add("  ", in: kitchen.home.id) }
            await #expect(throws: ShoppingError.self) {
                try await shopping.setPlannedDays(from: Day(iso: "2026-11-01"), to: Day(iso: "2026-12-15"), in: kitchen.home.id)
            }
            #expect(try await shopping.list(in: elsewhere.id).items.isEmpty)
        }
    }
}

@Suite("The demo kitchen")
struct DemoKitchenTests {
    @Test("a newcomer's demo kitchen files every ingredient of its recipes in an aisle, and shows a step done while another waits")
    func aislesAndOverlap() async throws {
        try await TestDatabase.withMigrated { database in
            let pool = database.makePool(maxConnections: 2)
            defer { pool.shutDown() }
            let store = Store(pool: pool, migrator: try Migrator(directory: TestServer.migrationsDirectory))
            #expect(try await DemoKitchen.seedIfEmpty(store, passwordHash: "not-a-hash"))
            let withoutAisle = try await pool.query("""
                SELECT i.name FROM ingredients i JOIN households h ON h.id = i.household_id
                WHERE i.aisle = '' AND i.use_count > 0 AND NOT string_to_array(lower(i.name), ' and ') <@ h.pantry_staples
                ORDER BY i.name
                """).decode(String.self)
            #expect(withoutAisle.isEmpty, "ingredients without an aisle: \(withoutAisle)")
            let household = try await pool.query("SELECT id FROM households")[0].decode(UUID.self)
            let cake = try await pool.query("SELECT id FROM recipes WHERE name = 'Lemon drizzle cake'")[0].decode(UUID.self)
            let detail = try #require(try await store.recipes.detail(cake, in: household))
            #expect(detail.schedule.slots.contains { $0.during != nil })
            #expect(detail.readyIn.seconds < detail.schedule.sum)
        }
    }
}

/// A live list's event stream lasts as long as the right to it, and a person holds only so many.
@Suite("Live lists end with their right")
struct LiveListRightsTests {
    @Test("a stream ends at the first change after its right has ended; a person holds at most so many at once, and one closed frees its place")
    func streamsEndWithTheirRight() async throws {
        try await Kitchen.open { kitchen in
            let listener = NotificationListener(configuration: kitchen.database.configuration, channel: ShoppingRepository.channel)
            defer { listener.shutDown() }
            let shopping = ShoppingRepository(pool: kitchen.pool, changes: listener, streamsPerPerson: 2)
            let allowed = Mutex(true)
            let stream = try shopping.eventStream(of: kitchen.home.id, for: kitchen.cook.id, checkInterval: .seconds(60)) {
                allowed.withLock { $0 }
            }
            var events = stream.makeAsyncIterator()
            #expect(await events.next() == "retry: 1000\n\n")
            #expect(await events.next()?.hasPrefix("event: version\n") == true, "the list's version now")
            try await shopping.add("Lemons", in: kitchen.home.id)
            #expect(await events.next()?.hasPrefix("event: version\n") == true, "a change, told while the right lasts")

            let second = try shopping.eventStream(of: kitchen.home.id, for: kitchen.cook.id) { true }
            let reader = Task { for await _ in second {} }
            #expect(throws: ShoppingError.tooManyStreams(maximum: 2)) {
                try shopping.eventStream(of: kitchen.home.id, for: kitchen.cook.id) { true }
            }
            let (neighbour, nell) = try await kitchen.neighbour()
            _ = try shopping.eventStream(of: neighbour.id, for: nell.id) { true }

            // The member was removed, say: the next change ends the stream instead of telling it.
            allowed.withLock { $0 = false }
            try await shopping.add("Flour", in: kitchen.home.id)
            #expect(await events.next() == nil)
            // A stream that ended, or whose client went away, frees its place.
            let third = try shopping.eventStream(of: kitchen.home.id, for: kitchen.cook.id) { true }
            #expect(throws: ShoppingError.tooManyStreams(maximum: 2)) {
                try shopping.eventStream(of: kitchen.home.id, for: kitchen.cook.id) { true }
            }
            reader.cancel()
            await reader.value
            _ = try shopping.eventStream(of: kitchen.home.id, for: kitchen.cook.id) { true }
            _ = third
        }
    }
}
